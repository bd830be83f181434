#include "AuditCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "Translation.h"
#include "committee/Snapshots.h"
#include "reports/AuditLog.h"
#include "repositories/AuditRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::AuditCommand)
};

QJsonValue jsonValue(const QVariant& value)
{
    return value.isNull() || !value.isValid() ? QJsonValue() : QJsonValue(value.toString());
}

/// One entry as data: stored keys and values, names in both languages, the detail as data.
QJsonObject entryJson(const AuditEntry& e, const AuditActors& actors, const AuditRenderer& renderer)
{
    QJsonObject o{{QStringLiteral("seq"), e.seq},            // not storage: a JSON key of gatebench audit
                  {QStringLiteral("at_utc"), e.at},          // not storage: a JSON key of gatebench audit
                  {QStringLiteral("actor"), e.actor},        // not storage: a JSON key of gatebench audit
                  {QStringLiteral("action"), e.action},      // not storage: a JSON key of gatebench audit
                  {QStringLiteral("entity"), e.entity},      // not storage: a JSON key of gatebench audit
                  {QStringLiteral("entity_id"), e.entityId}, // not storage: a JSON key of gatebench audit
                  {QStringLiteral("field"), e.field},        // not storage: a JSON key of gatebench audit
                  {QStringLiteral("old"), jsonValue(e.oldValue)},
                  {QStringLiteral("new"), jsonValue(e.newValue)},
                  {QStringLiteral("member_id"), actors.memberId}, // not storage: a JSON key of gatebench audit
                  {QStringLiteral("os_user"), actors.osUser}};    // not storage: a JSON key of gatebench audit
    const Bilingual names = renderer.names(e);
    if (!names.zh.isEmpty() || !names.en.isEmpty())
        o.insert(QStringLiteral("names"),
                 QJsonObject{{QStringLiteral("zh_CN"), names.zh}, {QStringLiteral("en"), names.en}});
    const AuditDetail detail = AuditRepository::detailOf(e.detail);
    if (detail.sealed) // values and detail hidden from this reader: a sealed round's score, a hidden price
        o.insert(QStringLiteral("sealed"), true);
    // Values this reader reads while the round is sealed (their own score, on a server under its roles):
    // every other member sees the entry sealed.
    if (renderer.shownSealed(e.seq))
        o.insert(QStringLiteral("sealed_for_others"), true);
    if (!detail.text.zh.isEmpty() || !detail.text.en.isEmpty())
        o.insert(QStringLiteral("description"),
                 QJsonObject{{QStringLiteral("zh_CN"), detail.text.zh}, {QStringLiteral("en"), detail.text.en}});
    if (detail.waiver)
        o.insert(QStringLiteral("waiver"),
                 QJsonObject{{QStringLiteral("owner"), detail.waiver->owner},   // not storage: a JSON key
                             {QStringLiteral("reason"), detail.waiver->reason}, // not storage: a JSON key
                             {QStringLiteral("expires"), detail.waiver->expires.toString(Qt::ISODate)}});
    if (detail.import) {
        // What the import added and changed, row by row: keys as stored, names in both languages.
        const auto rows = [&renderer](const QList<ImportedRow>& list) {
            QJsonArray array;
            for (const ImportedRow& row : list) {
                QJsonObject item{{QStringLiteral("entity"), row.entity}, // not storage: a JSON key of gatebench audit
                                 {QStringLiteral("key"), row.key}};      // not storage: a JSON key of gatebench audit
                Bilingual rowNames = row.name;
                if (rowNames.zh.isEmpty() && rowNames.en.isEmpty())
                    rowNames = renderer.names(row.entity, row.key);
                if (!rowNames.zh.isEmpty() || !rowNames.en.isEmpty())
                    item.insert(QStringLiteral("names"), QJsonObject{{QStringLiteral("zh_CN"), rowNames.zh},
                                                                     {QStringLiteral("en"), rowNames.en}});
                if (!row.fields.isEmpty())
                    item.insert(QStringLiteral("fields"), QJsonArray::fromStringList(row.fields));
                array.append(item);
            }
            return array;
        };
        QJsonArray files;
        for (qsizetype i = 0; i < detail.import->files.size(); ++i)
            files.append(QJsonObject{{QStringLiteral("name"), detail.import->files.at(i)}, // not storage: a JSON key
                                     {QStringLiteral("sha256"), detail.import->sha256.value(i)}}); // not storage: JSON
        QJsonObject import{{QStringLiteral("kind"), detail.import->kind}, // not storage: a JSON key of gatebench audit
                           {QStringLiteral("rows"), detail.import->rows},
                           {QStringLiteral("files"), files},
                           {QStringLiteral("added_count"), detail.import->addedCount},
                           {QStringLiteral("changed_count"), detail.import->changedCount},
                           {QStringLiteral("added"), rows(detail.import->added)},
                           {QStringLiteral("changed"), rows(detail.import->changed)}};
        if (detail.import->rejectedCount > 0)
            import.insert(QStringLiteral("rejected_count"), detail.import->rejectedCount);
        if (detail.import->duplicateCount > 0 || detail.import->kind == QLatin1String("jobs"))
            import.insert(QStringLiteral("duplicate_count"), detail.import->duplicateCount);
        if (detail.import->redo)
            import.insert(QStringLiteral("redo"), true);
        if (!detail.import->timeZone.isEmpty())
            import.insert(QStringLiteral("time_zone"), detail.import->timeZone); // not storage: a JSON key
        if (!detail.import->options.isEmpty()) {
            QJsonObject options; // the options that shaped the reading, by their command-line names
            for (const auto& [name, value] : detail.import->options)
                options.insert(name, value);
            import.insert(QStringLiteral("options"), options);
        }
        o.insert(QStringLiteral("import"), import);
    }
    if (detail.edit) {
        // An edit of several fields or rows in one step: each row with each field's old and new value.
        QJsonArray edited;
        for (const EditedRow& row : std::as_const(*detail.edit)) {
            QJsonArray fields;
            for (const EditedField& f : row.fields)
                fields.append(QJsonObject{{QStringLiteral("field"), f.field}, // not storage: a JSON key
                                          {QStringLiteral("old"), f.before},
                                          {QStringLiteral("new"), f.after}});
            edited.append(QJsonObject{{QStringLiteral("entity"), row.entity}, // not storage: a JSON key
                                      {QStringLiteral("key"), row.key},       // not storage: a JSON key
                                      {QStringLiteral("fields"), fields}});
        }
        o.insert(QStringLiteral("edit"), edited);
    }
    if (!detail.plain.isEmpty())
        o.insert(QStringLiteral("detail"), detail.plain); // not storage: a JSON key of gatebench audit
    return o;
}

} // namespace

int commandAudit(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Print the audit log of an evaluation, newest first: who did what and when (in the cluster's time "
                 "zone). Never writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON (keys and values language-neutral)."));
    const QCommandLineOption since(QStringLiteral("since"),
                                   Text::tr("Only the entries after a snapshot (its name), or after the last snapshot "
                                            "taken on or before a date YYYY-MM-DD (with none: from that date, UTC)."),
                                   QStringLiteral("SNAPSHOT|DATE"));
    parser.addOptions({json, since}); // --lang, as every command: cli::parse
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    const Storage& storage = workspace->queries().rows();
    const QString language = currentLanguage();
    qint64 afterSeq = 0; // --since: the entries after this one
    QString fromUtc;     // --since a date before every snapshot: the entries from it on
    if (parser.isSet(since)) {
        const QString spec = parser.value(since);
        auto start = snapshots::resolve(*workspace, spec);
        const QDate date = QDate::fromString(spec, Qt::ISODate);
        if (start)
            afterSeq = start->auditSeq;
        else if (date.isValid() && spec.size() == 10)
            fromUtc = date.toString(Qt::ISODate);
        else
            return fail(start.error());
    }
    const AuditRenderer renderer(storage, language);
    QList<AuditEntry> entries;
    QHash<qint64, AuditActors> actors; // who acted beside the name, where an entry records it
    auto scanned = auditactors::scan(storage, [&](const AuditEntry& entry, const AuditActors& acted) {
        if (entry.seq <= afterSeq || (!fromUtc.isEmpty() && entry.at < fromUtc))
            return true;
        entries.append(entry);
        if (!acted.isEmpty())
            actors.insert(entry.seq, acted);
        return true;
    });
    if (!scanned)
        return fail(scanned.error());
    std::reverse(entries.begin(), entries.end());

    if (parser.isSet(json)) {
        QJsonArray array;
        for (const AuditEntry& entry : std::as_const(entries))
            array.append(entryJson(entry, actors.value(entry.seq), renderer));
        const QJsonObject document{{QStringLiteral("time_zone"), renderer.zoneName()}, // not storage: a JSON key
                                   {QStringLiteral("entries"), array}};
        printOut(QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented)));
        return Success;
    }
    QString text;
    QTextStream out(&text);
    out << Text::tr("Audit log, newest first; times in %1. %n entries.", nullptr, int(entries.size()))
               .arg(renderer.zoneName())
        << '\n';
    for (const AuditEntry& entry : std::as_const(entries)) {
        const ShownAuditEntry shown = renderer.render(entry);
        out << '\n' << shown.when << "  " << shown.actor;
        if (const QString acted = actedAsText(actors.value(entry.seq), language); !acted.isEmpty())
            out << " (" << acted << ')';
        out << "  " << shown.action << "  " << shown.entity;
        if (!shown.record.isEmpty())
            out << "  " << shown.record;
        out << '\n';
        if (!shown.description.isEmpty())
            out << "    " << QString(shown.description).replace(u'\n', QStringLiteral("\n    ")) << '\n';
        // An import lists the rows it added and changed.
        qint64 unlisted = 0;
        for (const ShownImportedRow& row : renderer.importedRows(entry, &unlisted)) {
            out << "      "
                << (row.fields.isEmpty() ? Text::tr("%1: %2 %3 (%4)").arg(row.change, row.entity, row.record, row.key)
                                         : Text::tr("%1: %2 %3 (%4), fields %5")
                                               .arg(row.change, row.entity, row.record, row.key, row.fields))
                << '\n';
        }
        if (unlisted > 0)
            out << "      " << Text::tr("%n more row(s) not listed.", nullptr, int(unlisted)) << '\n';
    }
    out.flush();
    printOut(text);
    return Success;
}

} // namespace gatebench
