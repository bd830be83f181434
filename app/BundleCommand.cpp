#include "BundleCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "ExitBundle.h"
#include "ReportCommand.h"
#include "Translation.h"
#include "tco/TcoLimits.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTimeZone>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::BundleCommand)
};

} // namespace

int commandExport(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Write the exit bundle of an evaluation: one ZIP archive with a consistent copy of the evaluation file, "
        "every table as CSV and JSON, the evidence files, the decision report as PDF in Chinese and in English "
        "(on the evaluation's as-of date) and manifest.json, which lists every entry with its size and SHA-256. "
        "Safe while the evaluation is open in GateBench; never writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    Text::tr("The bundle to write (.zip)."), QStringLiteral("BUNDLE"));
    const QCommandLineOption date(
        QStringLiteral("date"),
        Text::tr("The creation date the manifest states, YYYY-MM-DD (default: now, UTC); with it the same "
                 "evaluation gives the same bundle, byte for byte."),
        QStringLiteral("DATE"));
    const QCommandLineOption force(QStringLiteral("force"), Text::tr("Replace BUNDLE if it exists."));
    parser.addOptions({output, date, force});
    int code = Success;
    QDate day;
    const auto file = oneFile(parser, arguments, &date, day, code);
    if (!file)
        return code;
    const QString out = parser.value(output);
    if (out.isEmpty())
        return usage(Text::tr("export needs -o BUNDLE.zip"), parser.helpText());
    if (QFileInfo(out).absoluteFilePath() == QFileInfo(*file).absoluteFilePath())
        return usage(Text::tr("the bundle cannot replace the evaluation file"), parser.helpText());
    if (QFileInfo::exists(out) && !parser.isSet(force))
        return usage(Text::tr("%1 already exists; add --force to replace it").arg(out), parser.helpText());

    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    // A TCO that cannot be computed does not stop the exit bundle (it carries the data out): its
    // reports say so in their TCO section, and so does the terminal, naming the lines.
    if (auto input = tco::TcoInput::load(workspace->queries().rows()); input) {
        if (const QList<tco::RangeProblem> problems = tco::rangeProblems(*input, currentLanguage());
            !problems.isEmpty())
            printErr(Text::tr("gatebench: warning: the reports in the bundle leave out the TCO, which cannot be "
                              "computed:\n%1\n")
                         .arg(tco::describe(problems)));
    }
    bundle::WriteOptions options;
    options.gatebenchVersion = QCoreApplication::applicationVersion();
    options.producers = {reportProducer(QStringLiteral("zh_CN")), reportProducer(QStringLiteral("en"))};
    options.notIncluded.clear();
    options.member = actingMember();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    options.created =
        day.isValid()
            ? QDateTime(day, QTime(0, 0), Qt::UTC)
            : QDateTime(now.date(), QTime(now.time().hour(), now.time().minute(), now.time().second()), Qt::UTC);
    auto written = bundle::write(workspace->queries().rows(), out, options);
    if (!written)
        return fail(written.error());
    printOut(Text::tr("Wrote %1: %2 entries, %3 tables as CSV and JSON, %4 evidence files.\n")
                 .arg(QDir::toNativeSeparators(out))
                 .arg(written->entries)
                 .arg(written->tables)
                 .arg(written->evidenceFiles));
    printOut(Text::tr("With the decision report in Chinese and English: report-zh_CN.pdf, report-en.pdf.\n"));
    return Success;
}

int commandImportBundle(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Open an exit bundle as an evaluation file. The bundle is checked before anything is used: its manifest, "
        "every entry's size and SHA-256, entry names (no absolute path, no '..', no link), its unpacked size and "
        "compression ratio. A refused bundle writes nothing; the message names the entry and why. The database "
        "is then checked and upgraded as when opening a file, and every evidence file against its SHA-256."));
    parser.addPositionalArgument(QStringLiteral("BUNDLE"), Text::tr("The bundle (.zip)."));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    Text::tr("The evaluation file to create (.gatebench)."), QStringLiteral("FILE"));
    const QCommandLineOption force(QStringLiteral("force"), Text::tr("Replace FILE if it exists."));
    parser.addOptions({output, force});
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    if (parser.positionalArguments().size() != 1)
        return usage(Text::tr("import-bundle takes exactly one BUNDLE"), parser.helpText());
    const QString out = parser.value(output);
    if (out.isEmpty())
        return usage(Text::tr("import-bundle needs -o FILE"), parser.helpText());
    bundle::ImportOptions options;
    options.overwrite = parser.isSet(force);
    auto imported = bundle::importBundle(parser.positionalArguments().first(), out, options);
    if (!imported)
        return fail(imported.error());
    printOut(Text::tr("Created %1 from the bundle (%2 entries checked, %3 evidence files checked).\n")
                 .arg(QDir::toNativeSeparators(out))
                 .arg(imported->bundle.entries.size())
                 .arg(imported->evidenceFiles));
    if (imported->upgradedFrom > 0)
        printOut(Text::tr("The evaluation was upgraded from schema version %1.\n").arg(imported->upgradedFrom));
    return Success;
}

} // namespace gatebench
