#include "WhatifExportCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "CsvReader.h"
#include "commands/Whatif.h"
#include "whatif/LoadExport.h"
#include "whatif/ReplayAccuracy.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

#include <cmath>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::WhatifExportCommand)
};

/// A whole number option of at least 1; null (with the usage printed, `code` set) otherwise.
std::optional<int> positiveInt(const QCommandLineParser& parser, const QCommandLineOption& option, int& code)
{
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < 1) {
        code = usage(Text::tr("--%1 takes a whole number from 1 up, not %2")
                         .arg(option.names().constLast(), parser.value(option)),
                     parser.helpText());
        return std::nullopt;
    }
    return value;
}

/// The files an earlier export wrote into `dir` (what --force replaces); nothing else is touched.
QStringList earlierExport(const QDir& dir)
{
    QStringList found;
    for (const QString& name :
         {QStringLiteral("README.txt"), QStringLiteral("manifest.csv"), QStringLiteral("predicted_waits.csv")}) {
        if (dir.exists(name))
            found.append(dir.filePath(name));
    }
    static const QRegularExpression job(QStringLiteral("^gb-[0-9]+\\.(sbatch|yaml)$"));
    for (const QString& sub : {QStringLiteral("slurm"), QStringLiteral("volcano"), QStringLiteral("kueue")}) {
        const QDir folder(dir.filePath(sub));
        if (!folder.exists())
            continue;
        for (const QString& name : folder.entryList(QDir::Files)) {
            if (name == QLatin1String("submit.sh") || job.match(name).hasMatch())
                found.append(folder.filePath(name));
        }
    }
    return found;
}

Result<void> writeAll(const QString& dirPath, const QList<whatif::ExportFile>& files)
{
    const QDir dir(dirPath);
    for (const whatif::ExportFile& file : files) {
        const QString path = dir.filePath(file.path);
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return Error{Error::Kind::Io,
                         Text::tr("Cannot create the folder of %1").arg(QDir::toNativeSeparators(path))};
        QSaveFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(file.bytes) != file.bytes.size() || !out.commit())
            return Error{Error::Kind::Io,
                         Text::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), out.errorString())};
        if (file.path.endsWith(QLatin1String(".sh")) || file.path.endsWith(QLatin1String(".sbatch")))
            QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner | QFileDevice::ExeGroup |
                                            QFileDevice::ExeOther);
    }
    return {};
}

/// Reads PRED.csv: a header with replay_id and predicted_wait_s, one job a row, waits in seconds.
Result<QMap<QString, double>> readPredictions(const QString& path)
{
    CsvOptions options;
    options.header = CsvOptions::Header::Yes;
    CsvReader reader(options);
    if (auto opened = reader.open(path); !opened)
        return opened.error();
    const QString replayColumn = QStringLiteral("replay_id"); // not storage: a column of PRED.csv
    const QString waitColumn = QStringLiteral("predicted_wait_s");
    const qsizetype idAt = reader.header().indexOf(replayColumn);
    const qsizetype waitAt = reader.header().indexOf(waitColumn);
    if (idAt < 0 || waitAt < 0)
        return Error{Error::Kind::BadInput, Text::tr("%1 needs the columns %2 and %3 in its header")
                                                .arg(QDir::toNativeSeparators(path), replayColumn, waitColumn)};
    QMap<QString, double> predicted;
    CsvRecord record;
    while (reader.next(record)) {
        const QString id = record.fields.value(idAt).trimmed();
        bool ok = false;
        const double wait = record.fields.value(waitAt).trimmed().toDouble(&ok);
        if (id.isEmpty() || !ok || !std::isfinite(wait) || wait < 0)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1 line %2: a replay id and a predicted wait of 0 seconds or more are needed")
                             .arg(QDir::toNativeSeparators(path))
                             .arg(record.line)};
        if (predicted.contains(id))
            return Error{Error::Kind::BadInput, Text::tr("%1 line %2: the job %3 is predicted twice")
                                                    .arg(QDir::toNativeSeparators(path))
                                                    .arg(record.line)
                                                    .arg(id)};
        predicted.insert(id, wait);
    }
    if (reader.readError())
        return *reader.readError();
    if (hasErrors(reader.issues()))
        return Error{Error::Kind::BadInput, QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path),
                                                                         reader.issues().constFirst().message)};
    return predicted;
}

/// Seconds as the text output writes them: at most one decimal.
QString secondsText(double seconds)
{
    QString text = QString::number(seconds, 'f', 1);
    if (text.endsWith(QLatin1String(".0")))
        text.chop(2);
    return text;
}

} // namespace

int commandWhatifExport(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Write the busiest hours of the job log, scaled to the PoC cluster, as job scripts the PoC replays: a Slurm "
        "batch script, a Volcano Job and a Kueue Job per job, each named by its replay id (gb-1, gb-2 ...) and "
        "carrying its team, a submit script per scheduler that submits them at their offsets, a manifest (CSV) and "
        "a README. The busiest window: the whole hours from the start of the analysis window whose jobs demand the "
        "most GPU-seconds (the earliest of equal ones). GPUs are scaled by the PoC cluster's GPUs over the "
        "cluster's; run times and submit offsets are kept. The replay's own prediction of each job's wait on the PoC "
        "cluster (the candidate's policy, 5 seeds) goes beside them (predicted_waits.csv), and FILE records the "
        "export (one undoable step) so that whatif accuracy and the What-if page predict the same waits again."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption candidate(QStringLiteral("candidate"),
                                       Text::tr("The candidate whose PoC replays the load (id)."), QStringLiteral("C"));
    const QCommandLineOption hours(QStringLiteral("hours"), Text::tr("The window's length in whole hours (default 4)."),
                                   QStringLiteral("H"), QStringLiteral("4"));
    const QCommandLineOption scale(QStringLiteral("scale"), Text::tr("The PoC cluster's GPUs."),
                                   QStringLiteral("GPUS"));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    Text::tr("The folder to write into (created if needed)."), QStringLiteral("DIR"));
    const QCommandLineOption force(
        QStringLiteral("force"),
        Text::tr("Write into a folder that is not empty, replacing an earlier export's files."));
    parser.addOptions({candidate, hours, scale, output, force});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    for (const QCommandLineOption* required : {&candidate, &scale, &output}) {
        if (!parser.isSet(*required))
            return usage(Text::tr("whatif export needs --%1").arg(required->names().constLast()), parser.helpText());
    }
    const auto hourCount = positiveInt(parser, hours, code);
    if (!hourCount)
        return code;
    const auto gpus = positiveInt(parser, scale, code);
    if (!gpus)
        return code;
    const QString dir = parser.value(output);
    const QFileInfo dirInfo(dir);
    if (dirInfo.exists() && !dirInfo.isDir())
        return usage(Text::tr("%1 is a file, not a folder").arg(QDir::toNativeSeparators(dir)), parser.helpText());
    const bool empty = !dirInfo.exists() || QDir(dir).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    if (!empty && !parser.isSet(force))
        return usage(Text::tr("%1 is not empty; add --force to write into it").arg(QDir::toNativeSeparators(dir)),
                     parser.helpText());

    auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    whatif::LoadExportOptions options;
    options.candidateId = parser.value(candidate);
    options.hours = *hourCount;
    options.scaleGpus = *gpus;
    auto loaded = whatif::loadExport(workspace->queries().rows(), options);
    if (!loaded)
        return fail(loaded.error());
    auto prediction = whatif::predictWaits(*loaded);
    if (!prediction)
        return fail(prediction.error());
    whatif::LoadExport load = *std::move(loaded);
    load.prediction = *std::move(prediction);
    if (!empty) {
        for (const QString& earlier : earlierExport(QDir(dir))) {
            if (!QFile::remove(earlier))
                return fail(
                    Error{Error::Kind::Io,
                          Text::tr("Cannot remove %1 of an earlier export").arg(QDir::toNativeSeparators(earlier))});
        }
    }
    if (auto written = writeAll(dir, whatif::files(load)); !written)
        return fail(written.error());
    workspace.reset();
    const auto writable = openForWriting(*file, code);
    if (!writable)
        return code;
    if (auto recorded = whatifedits::recordExport(*writable, options.candidateId, whatif::recordOf(load)); !recorded)
        return fail(recorded.error());
    printOut(
        Text::tr("Wrote %1: %n job(s) of the busiest %2 hours, scaled to %3 GPUs.\n", nullptr, int(load.jobs.size()))
            .arg(QDir::toNativeSeparators(dir))
            .arg(load.hours)
            .arg(load.scaleGpus));
    return Success;
}

int commandWhatifAccuracy(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Set the queue waits the PoC measured for the replayed jobs (PoC runs imported with a replay id) beside the "
        "waits the replay predicts for the load whatif export recorded for the candidate (or those of PRED.csv: "
        "columns replay_id and predicted_wait_s, seconds), and print their median absolute error. A job replayed "
        "more than once is measured by the median of its runs. Never writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption candidate(
        QStringLiteral("candidate"), Text::tr("The candidate whose PoC runs are measured (id)."), QStringLiteral("C"));
    const QCommandLineOption predicted(
        QStringLiteral("predicted"),
        Text::tr("The predicted waits (CSV); default: the replay of the load exported for the candidate."),
        QStringLiteral("PRED.csv"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON (waits in seconds)."));
    parser.addOptions({candidate, predicted, json});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (!parser.isSet(candidate))
        return usage(Text::tr("whatif accuracy needs --%1").arg(candidate.names().constLast()), parser.helpText());
    QMap<QString, double> predictions;
    if (parser.isSet(predicted)) {
        auto read = readPredictions(parser.value(predicted));
        if (!read)
            return fail(read.error());
        predictions = *read;
    }
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    std::optional<whatif::ExportRecord> exported; // the recorded export that predicted the waits
    if (!parser.isSet(predicted)) {
        auto load = whatif::predictedWaitsOf(workspace->queries().rows(), parser.value(candidate));
        if (!load)
            return fail(load.error());
        predictions = load->prediction->waits;
        exported = whatif::recordOf(*load, load->prediction->seeds);
    }
    auto result = whatif::loadAccuracy(workspace->queries().rows(), parser.value(candidate), predictions);
    if (!result)
        return fail(result.error());
    const whatif::ReplayAccuracy& a = *result;

    if (parser.isSet(json)) {
        QJsonArray jobs;
        for (const whatif::AccuracyRow& row : a.rows)
            jobs.append(QJsonObject{{QStringLiteral("replay_id"), row.replayId}, // not storage: a JSON key
                                    {QStringLiteral("runs"), row.runs},
                                    {QStringLiteral("measured_wait_s"), row.measuredSeconds},
                                    {QStringLiteral("predicted_wait_s"), row.predictedSeconds},
                                    {QStringLiteral("absolute_error_s"), row.absoluteErrorSeconds}});
        QJsonValue predictedBy(QStringLiteral("file")); // PRED.csv
        if (exported)
            predictedBy = QJsonObject{{QStringLiteral("hours"), exported->hours},
                                      {QStringLiteral("scale_gpus"), exported->scaleGpus},
                                      {QStringLiteral("seeds"), exported->seeds}};
        const QJsonObject object{{QStringLiteral("candidate_id"), a.candidateId}, // not storage: a JSON key
                                 {QStringLiteral("predicted_by"), predictedBy},
                                 {QStringLiteral("jobs"), jobs},
                                 {QStringLiteral("median_absolute_error_s"), a.medianAbsoluteError
                                                                                 ? QJsonValue(*a.medianAbsoluteError)
                                                                                 : QJsonValue(QJsonValue::Null)},
                                 {QStringLiteral("measured_only"), QJsonArray::fromStringList(a.measuredOnly)},
                                 {QStringLiteral("predicted_only"), QJsonArray::fromStringList(a.predictedOnly)},
                                 {QStringLiteral("not_measured"), QJsonArray::fromStringList(a.notMeasured)}};
        printOut(QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)));
        return Success;
    }
    QString out = Text::tr("Replay against the PoC, candidate %1: %n job(s) measured and predicted\n", nullptr,
                           int(a.rows.size()))
                      .arg(a.candidateId);
    out += exported ? Text::tr("Predicted by replaying the exported load (%n hour(s), %1 GPUs, %2 seeds)\n", nullptr,
                               exported->hours)
                          .arg(exported->scaleGpus)
                          .arg(exported->seeds)
                    : Text::tr("Predicted waits from %1\n").arg(QDir::toNativeSeparators(parser.value(predicted)));
    out += Text::tr("Median absolute error: %1\n")
               .arg(a.medianAbsoluteError ? Text::tr("%1 s").arg(secondsText(*a.medianAbsoluteError))
                                          : Text::tr("none (no job both measured and predicted)"));
    if (!a.rows.isEmpty())
        out += Text::tr("Job | runs | measured wait (s) | predicted wait (s) | absolute error (s)\n");
    for (const whatif::AccuracyRow& row : a.rows)
        out += QStringLiteral("%1 | %2 | %3 | %4 | %5\n")
                   .arg(row.replayId)
                   .arg(row.runs)
                   .arg(secondsText(row.measuredSeconds), secondsText(row.predictedSeconds),
                        secondsText(row.absoluteErrorSeconds));
    const auto list = [&out](const QString& label, const QStringList& ids) {
        if (!ids.isEmpty())
            out += label.arg(ids.join(QStringLiteral(", "))) + u'\n';
    };
    list(Text::tr("Measured but not predicted: %1"), a.measuredOnly);
    list(Text::tr("Predicted but not measured: %1"), a.predictedOnly);
    list(Text::tr("Runs without a queue wait: %1"), a.notMeasured);
    printOut(out);
    return Success;
}

std::optional<int> whatifCheckCommand(const QStringList& arguments)
{
    const QString action = arguments.value(1);
    const QStringList rest = QStringList{QStringLiteral("whatif ") + action} + arguments.mid(2);
    if (action == QLatin1String("export"))
        return commandWhatifExport(rest);
    if (action == QLatin1String("accuracy"))
        return commandWhatifAccuracy(rest);
    return std::nullopt;
}

} // namespace gatebench
