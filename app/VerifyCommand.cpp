#include "VerifyCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "reports/Verification.h"
#include "storage/PostgresRoles.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::VerifyCommand)
};

QJsonArray itemsJson(const QList<verification::Item>& items)
{
    QJsonArray array;
    for (const verification::Item& item : items) {
        QJsonObject o = QJsonObject::fromVariantMap(item.facts);
        o.insert(QStringLiteral("check"), item.id);
        array.append(o);
    }
    return array;
}

QJsonObject reportJson(const verification::Report& report)
{
    QJsonArray problems;
    for (const verification::Problem& p : report.problems)
        problems.append(QJsonObject{
            {QStringLiteral("kind"), p.kind}, // not storage: a JSON key of gatebench verify
            {QStringLiteral("entry"), p.entry > 0 ? QJsonValue(p.entry) : QJsonValue()},
            {QStringLiteral("evidence_file"), p.evidenceFile > 0 ? QJsonValue(p.evidenceFile) : QJsonValue()},
            {QStringLiteral("message"), p.message}});
    return QJsonObject{{QStringLiteral("ok"), report.ok()},
                       {QStringLiteral("head"), report.head.text()},
                       {QStringLiteral("checked"), itemsJson(report.checked)},
                       {QStringLiteral("not_checked"), itemsJson(report.notChecked)},
                       {QStringLiteral("problems"), problems}};
}

QString reportText(const verification::Report& report)
{
    QString text;
    QTextStream out(&text);
    out << Text::tr("Verified %1").arg(report.path) << '\n';
    out << Text::tr("Audit chain head: %1").arg(report.head.text()) << '\n';
    out << '\n' << Text::tr("Checked:") << '\n';
    for (const verification::Item& item : report.checked)
        out << "  - " << item.text << '\n';
    out << '\n' << Text::tr("Not checked:") << '\n';
    for (const verification::Item& item : report.notChecked)
        out << "  - " << item.text << '\n';
    if (!report.problems.isEmpty()) {
        out << '\n' << Text::tr("Problems (%1):").arg(report.problems.size()) << '\n';
        for (const verification::Problem& problem : report.problems)
            out << "  - " << problem.message << '\n';
    }
    out << '\n'
        << (report.ok() ? Text::tr("All of it holds.")
                        : Text::tr("The record does not hold: %1").arg(report.problems.first().message))
        << '\n';
    out.flush();
    return text;
}

} // namespace

int commandVerify(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Check an evaluation's record: SQLite's integrity, the audit chain, every evidence file's "
                 "SHA-256 and, with --expect, that the chain still holds a head kept from a report or a bundle. "
                 "Prints what it checked and what it cannot check; exits 0 when all holds, 3 when something does "
                 "not. Never writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption expect(QStringLiteral("expect"),
                                    Text::tr("A head of the audit chain kept elsewhere, N:HASH: the chain must hold "
                                             "it at entry N."),
                                    QStringLiteral("N:HASH"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    parser.addOptions({expect, json});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    std::optional<ChainHead> expected;
    if (parser.isSet(expect)) {
        expected = ChainHead::parse(parser.value(expect));
        if (!expected)
            return usage(Text::tr("--expect takes a head as N:HASH (an entry number and 64 hex digits), not %1")
                             .arg(parser.value(expect)),
                         parser.helpText());
    }
    // On a server under its roles only the chair's role reads every row and every audit value.
    auto who = postgresRoles::verifier(*file);
    if (!who)
        return fail(who.error());
    if (who->underRoles && !who->readsEverything)
        return fail(Error{Error::Kind::NotPermitted,
                          Text::tr("%1: verify runs as the chair's role: the role %2 cannot read the audit log's "
                                   "values nor other members' sealed scores and seals, so the chain cannot be "
                                   "checked. Run it as the chair's role.")
                              .arg(*file, who->role)});
    if (who->underRoles && !parser.isSet(json))
        printOut(Text::tr("Ran on the server as the role %1, which reads every row.\n").arg(who->role));
    auto report = verification::verifyFile(*file, expected);
    if (!report)
        return fail(report.error());
    if (parser.isSet(json))
        printOut(QString::fromUtf8(QJsonDocument(reportJson(*report)).toJson(QJsonDocument::Indented)));
    else
        printOut(reportText(*report));
    if (report->ok())
        return Success;
    printErr(QStringLiteral("gatebench: %1: %2\n").arg(*file, report->problems.first().message));
    return IntegrityFailure;
}

} // namespace gatebench
