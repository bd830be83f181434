#include "CsvCliOptions.h"

#include "CsvPreview.h"
#include "FormatRegistry.h"
#include "TextDecoder.h"
#include "mapping/ColumnMapping.h"
#include "repositories/ImportFields.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace gatebench {

namespace {
/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CsvCliOptions)
};

/// `preset` with `over` laid on it: the columns `over` names (by header or by field) take its
/// mapping; its units, zone and reference choices replace the preset's where it states them.
MappingPreset overlaid(MappingPreset preset, const MappingPreset& over)
{
    for (const auto& [header, field] : over.columns) {
        preset.columns.removeIf([&](const std::pair<QString, QString>& column) {
            return matchKey(column.first) == matchKey(header) || (!field.isEmpty() && column.second == field);
        });
        preset.columns.append({header, field});
    }
    for (auto it = over.units.cbegin(); it != over.units.cend(); ++it)
        preset.units.insert(it.key(), it.value());
    if (!over.timeZone.isEmpty())
        preset.timeZone = over.timeZone;
    for (auto it = over.references.cbegin(); it != over.references.cend(); ++it)
        preset.references.insert(it.key(), it.value());
    if (!over.name.isEmpty())
        preset.name = over.name;
    return preset;
}

} // namespace

CsvCliOptions::CsvCliOptions()
    : m_encoding(
          QStringLiteral("encoding"),
          Text::tr("Read the file in this encoding instead of detecting it: UTF-8, UTF-16LE, UTF-16BE, GBK, GB18030 "
                   "or another name ICU knows."),
          QStringLiteral("NAME"))
    , m_delimiter(
          QStringLiteral("delimiter"),
          Text::tr("The field separator instead of detecting it: comma, semicolon, tab, pipe or one character."),
          QStringLiteral("D"))
    , m_header(QStringLiteral("header"), Text::tr("Whether the first row is a header: yes, no or auto (the default)."),
               QStringLiteral("yes|no|auto"), QStringLiteral("auto"))
    , m_comment(QStringLiteral("comment"),
                Text::tr("Skip lines that start with this character (e.g. # in sacct output)."), QStringLiteral("CHAR"))
{}

void CsvCliOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOptions({m_encoding, m_delimiter, m_header, m_comment});
}

Result<CsvOptions> CsvCliOptions::read(const QCommandLineParser& parser) const
{
    CsvOptions options;
    if (parser.isSet(m_encoding)) {
        options.encoding = parser.value(m_encoding);
        if (TextDecoder::canonicalName(options.encoding).isEmpty())
            return Error{Error::Kind::Usage, Text::tr("unknown encoding %1").arg(options.encoding)};
    }
    if (parser.isSet(m_delimiter)) {
        options.delimiter = csvDelimiterFromName(parser.value(m_delimiter));
        if (options.delimiter == 0)
            return Error{
                Error::Kind::Usage,
                Text::tr("--delimiter takes comma, semicolon, tab, pipe or one ASCII character other than a quote")};
    }
    const QString header = parser.value(m_header).toLower();
    if (header == QLatin1String("yes"))
        options.header = CsvOptions::Header::Yes;
    else if (header == QLatin1String("no"))
        options.header = CsvOptions::Header::No;
    else if (header != QLatin1String("auto"))
        return Error{Error::Kind::Usage, Text::tr("--header takes yes, no or auto")};
    if (parser.isSet(m_comment)) {
        const QString comment = parser.value(m_comment);
        options.comment = csvDelimiterFromName(comment);
        if (comment.size() != 1 || options.comment == 0)
            return Error{Error::Kind::Usage, Text::tr("--comment takes one ASCII character other than a quote")};
    }
    return options;
}

JobCsvCliOptions::JobCsvCliOptions()
    : m_format(
          QStringLiteral("format"),
          Text::tr(
              "With --kind jobs, what the files are: sacct (Slurm sacct --parsable2 output; see "
              "'gatebench import --kind jobs --format sacct --help'), csv (any job CSV, its columns mapped by their "
              "headers), gatebench (GateBench's own job CSV), helios (Helios / Acme logs: job_id,user,vc,"
              "gpu_num,...,state,submit_time,start_time,end_time[,type]; team from vc) or alibaba "
              "(Alibaba GPU trace v2023 pod lists; needs --trace-start). With --kind tco: csv, gatebench (GateBench's "
              "own TCO lines CSV, either language) or finance (a finance cost sheet). Default: csv."),
          QStringLiteral("FORMAT"), QStringLiteral("csv"))
    , m_teamField(QStringLiteral("team-field"),
                  Text::tr("With --kind jobs: the column the team comes from (e.g. vc, qos, account)."),
                  QStringLiteral("F"))
    , m_taskTypeField(QStringLiteral("task-type-field"),
                      Text::tr("With --kind jobs: the column the task type comes from (e.g. type)."),
                      QStringLiteral("F"))
    , m_traceStart(QStringLiteral("trace-start"),
                   Text::tr("With --format alibaba: when the trace starts, as its times count seconds from it, e.g. "
                            "2023-01-01T00:00:00 (in the time zone of --tz, else the evaluation's)."),
                   QStringLiteral("T"))
    , m_candidate(QStringLiteral("candidate"),
                  Text::tr("With --kind tco: the candidate (id or name) of the lines when the files have no "
                           "candidate column."),
                  QStringLiteral("ID"))
{}

void JobCsvCliOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOptions({m_format, m_teamField, m_taskTypeField, m_traceStart, m_candidate});
}

QStringList JobCsvCliOptions::formats()
{
    QStringList list{QStringLiteral("csv")};
    for (const RecordKindId kind : {RecordKindId::Jobs, RecordKindId::Tco}) {
        for (const MappingPreset& preset : MappingPreset::builtIn(QLatin1String(key(kind)))) {
            if (!list.contains(preset.name))
                list.append(preset.name);
        }
    }
    return list;
}

Result<void> JobCsvCliOptions::apply(const QCommandLineParser& parser, ImportRequest& request) const
{
    const QString jobs = QLatin1String(key(RecordKindId::Jobs));
    const bool isJobs = request.kind == jobs;
    const QString format = parser.value(m_format).trimmed().toLower();
    if (!formats().contains(format)) {
        QStringList known = formats(); // and the native job logs, which JobImportCommand reads
        for (const JobLogReader* reader : FormatRegistry::standard().jobLogReaders())
            known.append(reader->id());
        return Error{Error::Kind::Usage,
                     Text::tr("unknown format %1 (use one of: %2)").arg(format, known.join(QStringLiteral(", ")))};
    }
    for (const QCommandLineOption* option : {&m_teamField, &m_taskTypeField, &m_traceStart}) {
        if (parser.isSet(*option) && !isJobs)
            return Error{Error::Kind::Usage,
                         Text::tr("--%1 goes with --kind %2").arg(option->names().constFirst(), jobs)};
    }
    const QString tco = QLatin1String(key(RecordKindId::Tco));
    if (parser.isSet(m_candidate) && request.kind != tco)
        return Error{Error::Kind::Usage, Text::tr("--candidate goes with --kind %1").arg(tco)};
    if (parser.isSet(m_candidate))
        request.fieldDefaults.append({QLatin1String(key(TcoImportField::Candidate)), parser.value(m_candidate)});
    if (format != QLatin1String("csv")) {
        const auto builtIn = MappingPreset::builtIn(request.kind, format);
        if (!builtIn) {
            QStringList kinds;
            for (const QString& kind : {jobs, tco}) {
                if (MappingPreset::builtIn(kind, format))
                    kinds.append(kind);
            }
            return Error{Error::Kind::Usage,
                         Text::tr("--format %1 goes with --kind %2").arg(format, kinds.join(QStringLiteral(" or ")))};
        }
        request.preset = request.preset ? overlaid(*builtIn, *request.preset) : *builtIn;
    }
    if (parser.isSet(m_format))
        request.format = format;
    if (parser.isSet(m_teamField))
        request.fieldColumns.append({QLatin1String(key(JobImportField::Team)), parser.value(m_teamField)});
    if (parser.isSet(m_taskTypeField))
        request.fieldColumns.append({QLatin1String(key(JobImportField::TaskType)), parser.value(m_taskTypeField)});
    request.traceStart = parser.value(m_traceStart);
    return {};
}

} // namespace gatebench
