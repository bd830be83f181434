#include "ImportPipeline.h"

#include "CsvWriter.h"
#include "FormatRegistry.h"
#include "JobImport.h"
#include "core/Labels.h"
#include "mapping/RecordKinds.h"
#include "storage/Storage.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <optional>
#include <vector>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ImportPipeline)
};

/// Issues kept in one prepared import; the rest are counted in a final issue.
constexpr int kMaxIssues = 5000;

void addIssue(PreparedImport& out, const QString& file, Issue issue)
{
    if (out.issues.size() < kMaxIssues)
        out.issues.append({file, std::move(issue)});
}

Issue error(qint64 line, int column, const QString& message)
{
    return {line, column, Issue::Severity::Error, message};
}

/// One input as the import reads it: opened by its format (a CSV file; a ZIP archive opened
/// once, its central directory checked).
struct Input {
    QString path;
    const FormatReader* format = nullptr;
    std::unique_ptr<FormatInput> opened;
};

ReadOptions readOptions(const ImportRequest& request, const ImportProgress* progress)
{
    ReadOptions options;
    options.csv = request.csv;
    options.zipLimits = request.zipLimits;
    options.cancelled = progress ? &progress->cancelled : nullptr;
    return options;
}

/// Checks every input before any is read (missing files, files of no format GateBench reads,
/// unreadable or refused archives, archives without CSV members are issues) and sums their sizes
/// for the progress. Each input's format comes from the registry, by content.
std::vector<Input> checkInputs(const QStringList& paths, const ReadOptions& options, PreparedImport& out,
                               qint64& totalBytes)
{
    std::vector<Input> inputs;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (!info.exists() || !info.isFile()) {
            addIssue(out, path, error(0, 0, Text::tr("no such file")));
            continue;
        }
        auto format = FormatRegistry::standard().detect(path);
        if (!format) {
            addIssue(out, path, error(0, 0, format.error().message));
            continue;
        }
        auto opened = (*format)->open(path, options);
        if (!opened) {
            addIssue(out, path, error(0, 0, opened.error().message));
            continue;
        }
        totalBytes += std::max<qint64>(0, (*opened)->totalBytes());
        inputs.push_back({path, *format, std::move(opened).value()});
    }
    return inputs;
}

/// Reads one table (a CSV file, or a member of an archive) into the importer, in the single pass
/// that also hashes it for the audit entry.
void readTable(RecordStream& reader, const ImportRequest& request, ImportContext& context, ImportProgress& progress,
               PreparedImport& out, qint64& bytesBefore)
{
    const QString display = reader.name();
    if (reader.failed()) {
        for (const Issue& issue : reader.issues())
            addIssue(out, display, issue);
        return;
    }

    // What the reader found while opening (a binary file, a damaged or over-long header) comes
    // first and as it is: when reading failed there, a mapping error would only hide the cause.
    // Without a header no column can be mapped and the file is refused below; when the reader
    // rejects its first record (more fields than a record may have), that is the cause to report.
    if (reader.header().isEmpty()) {
        SourceRecord first;
        (void)reader.next(first);
    }
    qsizetype readerIssuesSeen = reader.issues().size();
    for (const Issue& issue : reader.issues())
        addIssue(out, display, issue);
    if (hasErrors(reader.issues()))
        return;

    QStringList header = reader.header();
    const qint64 headerLine = reader.headerLine() > 0 ? reader.headerLine() : 1;
    auto proposed = ColumnMapping::propose(request.kind, header);
    if (!proposed) {
        addIssue(out, display, error(headerLine, 0, proposed.error().message));
        return;
    }
    ColumnMapping mapping = std::move(proposed).value();
    if (request.preset) {
        auto presetIssues = mapping.applyPreset(*request.preset);
        if (!presetIssues) {
            addIssue(out, display, error(headerLine, 0, presetIssues.error().message));
            return;
        }
        for (const Issue& issue : *presetIssues)
            addIssue(out, display, issue);
    }
    if (!request.timeZone.isEmpty()) {
        if (auto r = mapping.setTimeZone(request.timeZone); !r) {
            addIssue(out, display, error(0, 0, r.error().message));
            return;
        }
    }
    // Fields the request takes from named columns (--team-field), over the preset and the proposal.
    bool fieldColumnMissing = false;
    for (const auto& [field, wanted] : request.fieldColumns) {
        int column = -1;
        for (int c = 0; c < mapping.columnCount() && column < 0; ++c) {
            if (matchKey(mapping.column(c).header) == matchKey(wanted))
                column = c;
        }
        const auto set = column >= 0 ? mapping.setField(column, field) : Result<void>();
        if (column < 0 || !set) {
            addIssue(out, display,
                     error(headerLine, 0,
                           column < 0
                               ? Text::tr("The file has no column %1 to take the field %2 from").arg(wanted, field)
                               : set.error().message));
            fieldColumnMissing = true;
        }
    }
    if (fieldColumnMissing)
        return;
    if (auto r = mapping.setTraceStart(request.traceStart, context.zone); !r) {
        addIssue(out, display, error(0, 0, r.error().message));
        return;
    }
    // A file of another kind is refused before its missing fields are listed: they would only
    // hide the cause (ColumnMapping::kindFit).
    if (auto fit = mapping.kindFit().issue(FormatRegistry::standard().kindKeys())) {
        fit->line = headerLine;
        addIssue(out, display, *fit);
        if (fit->severity == Issue::Severity::Error)
            return;
    }
    bool mappingFailed = false;
    for (Issue issue : mapping.validate()) {
        if (issue.line == 0)
            issue.line = headerLine;
        mappingFailed = mappingFailed || issue.severity == Issue::Severity::Error;
        addIssue(out, display, issue);
    }
    if (mappingFailed)
        return;
    // Each job import says which zone its naive timestamps were read in (that of the submit times),
    // kept with it in the register and its audit entry.
    if (request.kind == QLatin1String(key(RecordKindId::Jobs))) {
        const QString zone = QString::fromUtf8(
            mapping.conversionOptions(QLatin1String(key(JobImportField::Submit)), context.zone).timeZone.id());
        QStringList zones =
            out.summary.timeZone.isEmpty() ? QStringList{} : out.summary.timeZone.split(QStringLiteral(", "));
        if (!zone.isEmpty() && !zones.contains(zone))
            zones.append(zone);
        out.summary.timeZone = zones.join(QStringLiteral(", "));
    }

    // The mapped columns, their converters and, for references, their resolvers.
    struct Mapped {
        int column; ///< 0-based
        QString field;
        ValueConverter converter;
        std::optional<ReferenceResolver> resolver;
        qsizetype slot = 0; ///< in `values`
    };
    QList<Mapped> mapped;
    QHash<QString, int> fieldColumns;
    const RecordKind* kind = mapping.recordKind();
    for (int c = 0; c < mapping.columnCount(); ++c) {
        const QString field = mapping.field(c);
        if (field.isEmpty())
            continue;
        Mapped m{c, field, mapping.converter(c, context.zone), std::nullopt};
        const FieldSpec* spec = kind ? kind->field(field) : nullptr;
        if (spec) {
            if (auto refKind = referenceKindOf(spec->type); refKind && context.resolvers.contains(*refKind)) {
                m.resolver = *context.resolvers.value(*refKind);
                (void)m.resolver->choose(mapping.referenceChoices(field));
            }
        }
        fieldColumns.insert(field, c + 1);
        mapped.append(std::move(m));
    }

    // Fields the request gives for files without their column, read once as a cell would be.
    QHash<QString, Converted> defaults;
    for (const auto& [field, text] : request.fieldDefaults) {
        if (fieldColumns.contains(field))
            continue;
        const FieldSpec* spec = kind ? kind->field(field) : nullptr;
        if (!spec) {
            addIssue(out, display, error(0, 0, Text::tr("%1 has no field %2").arg(request.kind, field)));
            return;
        }
        Converted value;
        value.state = Converted::State::Value;
        value.value = text;
        if (auto refKind = referenceKindOf(spec->type); refKind && context.resolvers.contains(*refKind)) {
            ReferenceResolver resolver = *context.resolvers.value(*refKind);
            const auto resolution = resolver.resolve(text, 0);
            if (resolution.outcome != ReferenceResolver::Outcome::Resolved) {
                addIssue(out, display, error(0, 0, Text::tr("\"%1\" is not in this evaluation").arg(text)));
                return;
            }
            value.value = resolution.id;
        }
        defaults.insert(field, value);
    }

    // One record's values for every row: each row sets the same fields by their slots.
    RecordValues values;
    for (Mapped& m : mapped)
        m.slot = values.addField(m.field, m.column + 1);
    for (auto d = defaults.cbegin(); d != defaults.cend(); ++d)
        values.set(values.addField(d.key(), 0), d.value());

    context.importer->beginTable(display);
    qint64 rows = 0;
    SourceRecord record;
    while (reader.next(record)) {
        progress.bytesRead.store(bytesBefore + reader.bytesRead());
        progress.rows.fetch_add(1);
        ++rows;

        Issues rowIssues;
        const Issues& readerIssues = reader.issues();
        for (; readerIssuesSeen < readerIssues.size(); ++readerIssuesSeen)
            rowIssues.append(readerIssues.at(readerIssuesSeen));

        for (Mapped& m : mapped) {
            // A cell GateBench neutralised on export (CsvWriter) is read back as it was written.
            Converted converted =
                m.converter.convert(CsvWriter::unneutralised(record.fields.value(m.column)), record.line);
            if (converted.issue) {
                Issue issue = *converted.issue;
                if (converted.state == Converted::State::Failed)
                    issue.rule = context.importer->conversionRule(m.field, converted);
                rowIssues.append(issue);
            }
            if (m.resolver && converted.state == Converted::State::Value) {
                const auto resolution = m.resolver->resolve(converted.value.toString(), record.line);
                if (resolution.outcome == ReferenceResolver::Outcome::Resolved) {
                    converted.value = resolution.id;
                } else {
                    converted.state = Converted::State::Failed;
                    rowIssues.append(error(
                        record.line, SourceRecord::column(m.column),
                        resolution.outcome == ReferenceResolver::Outcome::Ambiguous
                            ? Text::tr("\"%1\" could mean %2; choose one in the mapping")
                                  .arg(converted.value.toString(), resolution.candidates.join(QStringLiteral(", ")))
                            : Text::tr("\"%1\" is not in this evaluation; map it to an existing one "
                                       "or add it first")
                                  .arg(converted.value.toString())));
                }
            }
            values.set(m.slot, std::move(converted));
        }
        if (!hasErrors(rowIssues))
            rowIssues.append(context.importer->addRecord(values, record.line));

        if (hasErrors(rowIssues) && request.skipInvalidRows) {
            for (const Issue& issue : std::as_const(rowIssues)) {
                if (issue.severity == Issue::Severity::Error) {
                    Issue rejected = issue;
                    rejected.message = Text::tr("row rejected: %1").arg(issue.message);
                    out.rejected.append({display, rejected});
                    break;
                }
            }
            for (const Issue& issue : std::as_const(rowIssues)) {
                if (issue.severity != Issue::Severity::Error)
                    addIssue(out, display, issue);
            }
            continue;
        }
        for (const Issue& issue : std::as_const(rowIssues))
            addIssue(out, display, issue);
    }
    if (reader.cancelled()) {
        out.cancelled = true;
        return;
    }
    // What the reader found after the last record (an unterminated quote, a read error).
    const Issues& readerIssues = reader.issues();
    for (; readerIssuesSeen < readerIssues.size(); ++readerIssuesSeen) {
        Issue issue = readerIssues.at(readerIssuesSeen);
        if (request.skipInvalidRows && issue.severity == Issue::Severity::Error) {
            issue.message = Text::tr("row rejected: %1").arg(issue.message);
            out.rejected.append({display, issue});
        } else {
            addIssue(out, display, issue);
        }
    }
    if (reader.readError())
        addIssue(out, display, error(0, 0, reader.readError()->message));
    const Result<QString> digest = reader.finish();
    if (!digest)
        addIssue(out, display, error(0, 0, digest.error().message));
    context.importer->endTable(display, digest ? *digest : QString());
    // A job log an earlier job import read (the same SHA-256) is refused unless the user insists.
    if (digest && !digest->isEmpty() && request.kind == QLatin1String(key(RecordKindId::Jobs))) {
        for (const ImportEntry& entry : std::as_const(context.earlierJobImports)) {
            if (!entry.sha256.split(QStringLiteral(", ")).contains(*digest))
                continue;
            const SameFile same{display, entry};
            out.sameFile.append(same);
            if (!request.allowSameFile) {
                Issue refused = error(0, 0, sameFileText(same, context.zone));
                refused.rule = SacctIssue::ruleKey(SacctRule::SameFile);
                addIssue(out, display, refused);
            }
            break;
        }
    }
    // A header with nothing under it is not an import of zero rows (which would be written and
    // audited as one): it is most likely the wrong file or an export cut short.
    if (rows == 0 && !reader.readError() && !hasErrors(reader.issues()))
        addIssue(out, display, error(headerLine, 0, Text::tr("no rows: the file has a header but no data rows")));
    for (const Mapped& m : std::as_const(mapped)) {
        out.columns.append({display, m.converter.report()});
        if (!m.resolver)
            continue;
        QStringList targets;
        for (const ReferenceTarget& target : m.resolver->targets())
            targets.append(target.id);
        for (const UnresolvedReference& problem : m.resolver->problems()) {
            auto same = std::find_if(out.unresolved.begin(), out.unresolved.end(), [&](const UnresolvedValue& u) {
                return u.field == m.field && matchKey(u.value) == matchKey(problem.value);
            });
            if (same != out.unresolved.end()) {
                same->lines.append(problem.lines);
                continue;
            }
            out.unresolved.append(
                {m.field, problem.value, problem.lines, problem.ambiguous, problem.candidates, targets});
        }
    }

    bytesBefore += reader.bytesRead();
    out.summary.files.append(display);
    out.summary.sha256.append(digest ? *digest : QString());
    out.summary.rows += rows;
}

} // namespace

QString LocatedIssue::toString() const
{
    return QStringLiteral("%1:%2:%3: %4%5")
        .arg(file)
        .arg(issue.line)
        .arg(issue.column)
        .arg(issue.severity == Issue::Severity::Warning ? Text::tr("warning: ") : QString(), issue.message);
}

bool hasErrors(const LocatedIssues& issues)
{
    for (const LocatedIssue& located : issues) {
        if (located.issue.severity == Issue::Severity::Error)
            return true;
    }
    return false;
}

QList<std::pair<QString, QString>> recordedOptions(const ImportRequest& request)
{
    // Option names as the command line spells them (not storage: command-line options).
    QList<std::pair<QString, QString>> options;
    const auto add = [&options](const char* name, const QString& value) {
        options.append({QLatin1String(name), value});
    };
    QString format = request.format;
    if (format.isEmpty() && request.preset && MappingPreset::builtIn(request.kind, request.preset->name))
        format = request.preset->name;
    if (!format.isEmpty())
        add("format", format);
    if (!request.mappingFile.isEmpty())
        add("mapping", request.mappingFile);
    else if (request.preset && !MappingPreset::builtIn(request.kind, request.preset->name))
        add("mapping", request.preset->name);
    if (!request.csv.encoding.isEmpty())
        add("encoding", request.csv.encoding);
    if (request.csv.delimiter == '\t')
        add("delimiter", QStringLiteral("tab"));
    else if (request.csv.delimiter != 0)
        add("delimiter", QString(QLatin1Char(request.csv.delimiter)));
    if (request.csv.header != CsvOptions::Header::Auto)
        add("header", request.csv.header == CsvOptions::Header::Yes ? QStringLiteral("yes") : QStringLiteral("no"));
    if (request.csv.comment != 0)
        add("comment", QString(QLatin1Char(request.csv.comment)));
    if (!request.timeZone.isEmpty())
        add("tz", request.timeZone);
    if (!request.traceStart.isEmpty())
        add("trace-start", request.traceStart);
    // A field taken from a named column (--team-field vc, --task-type-field type) and a field's value
    // for files without its column (--candidate pai).
    for (const auto& [field, column] : request.fieldColumns)
        options.append({QString(field).replace(u'_', u'-') + QStringLiteral("-field"), column});
    for (const auto& [field, value] : request.fieldDefaults)
        options.append({QString(field).replace(u'_', u'-'), value});
    if (!request.cluster.isEmpty())
        add("cluster", request.cluster); // not storage: a command-line option
    if (request.skipInvalidRows)
        add("skip-invalid", QString());
    if (request.allowSameFile)
        add("allow-same-file", QString());
    return options;
}

bool PreparedImport::acceptable() const
{
    return !cancelled && !hasErrors(issues);
}

Result<ImportPreview> previewFirstInput(const QStringList& inputs, const CsvOptions& options, int maxRows)
{
    // The first input that can be read; else the first problem.
    PreparedImport scratch;
    qint64 total = 0;
    ReadOptions readOptions;
    readOptions.csv = options;
    std::vector<Input> checked = checkInputs(inputs, readOptions, scratch, total);
    if (checked.empty()) {
        if (scratch.issues.isEmpty())
            return Error{Error::Kind::BadInput, Text::tr("no input file")};
        const LocatedIssue& first = scratch.issues.first();
        return Error{Error::Kind::BadInput, first.file + QStringLiteral(": ") + first.issue.message};
    }
    Input& input = checked.front();
    std::optional<Result<ImportPreview>> preview;
    auto read = input.opened->read([&](RecordStream& table) {
        if (table.failed()) {
            const QString why =
                table.issues().isEmpty() ? Text::tr("cannot read the file") : table.issues().first().message;
            preview = Error{Error::Kind::BadInput, table.name() + QStringLiteral(": ") + why};
            return false;
        }
        if (table.notText()) {
            // Refused as the import refuses it: the file, line and column and what the file is.
            QStringList lines;
            for (const Issue& issue : table.issues())
                lines.append(QStringLiteral("%1:%2:%3: %4")
                                 .arg(table.name())
                                 .arg(issue.line)
                                 .arg(issue.column)
                                 .arg(issue.message));
            preview = Error{Error::Kind::BadInput, lines.join(u'\n')};
            return false;
        }
        ImportPreview shown;
        shown.file = table.name();
        shown.format = input.format->displayName();
        if (const CsvDetection* detection = table.textDetection()) {
            shown.text = true;
            shown.detection = *detection;
        }
        shown.header = table.header();
        SourceRecord record;
        while (shown.rows.size() < maxRows && table.next(record))
            shown.rows.append(record.fields);
        shown.issues = table.issues();
        preview = std::move(shown);
        return false; // the first table is enough
    });
    if (!read)
        return Error{read.error().kind, input.path + QStringLiteral(": ") + read.error().message};
    if (!preview)
        return Error{Error::Kind::BadInput,
                     input.path + QStringLiteral(": ") + Text::tr("the archive holds no CSV file")};
    return std::move(*preview);
}

Result<ImportContext> ImportContext::load(const Storage& storage, const ImportRequest& request)
{
    ImportContext context;
    if (auto mark = storage.changeMark())
        context.changeMark = *mark;
    const FormatRegistry& registry = FormatRegistry::standard();
    const ImportKind* importKind = registry.kind(request.kind);
    if (!importKind)
        return Error{Error::Kind::Usage, Text::tr("unknown kind of import %1 (use one of: %2)")
                                             .arg(request.kind, registry.kindKeys().join(QStringLiteral(", ")))};
    context.importer = importKind->create();
    context.importer->configure(request);
    if (auto r = context.importer->snapshot(storage); !r)
        return r.error();
    if (request.kind == QLatin1String(key(RecordKindId::Jobs))) {
        auto earlier = ImportRepository(storage).ofKind(request.kind);
        if (!earlier)
            return earlier.error();
        context.earlierJobImports = std::move(earlier).value();
    }
    if (const RecordKind* kind = importKind->spec) {
        for (const FieldSpec& spec : kind->fields) {
            const auto refKind = referenceKindOf(spec.type);
            if (!refKind || context.resolvers.contains(*refKind))
                continue;
            auto resolver = ReferenceResolver::load(storage, *refKind);
            if (!resolver)
                return resolver.error();
            context.resolvers.insert(*refKind, std::make_shared<const ReferenceResolver>(std::move(resolver).value()));
        }
    }
    context.zone = ValueConverter::clusterTimeZone(storage);
    return context;
}

PreparedImport prepareImport(const ImportRequest& request, ImportContext& context, ImportProgress& progress)
{
    PreparedImport out;
    out.kind = request.kind;
    out.summary.kind = request.kind;
    out.summary.options = recordedOptions(request);
    out.readAtChangeMark = context.changeMark;
    if (request.inputs.isEmpty()) {
        addIssue(out, QString(), error(0, 0, Text::tr("no input file")));
        return out;
    }
    qint64 total = 0;
    std::vector<Input> inputs = checkInputs(request.inputs, readOptions(request, &progress), out, total);
    progress.totalBytes.store(total);
    qint64 bytesBefore = 0;
    for (Input& input : inputs) {
        // Each table is read once, as its format streams it (an archive's members one after the other).
        auto read = input.opened->read([&](RecordStream& table) {
            readTable(table, request, context, progress, out, bytesBefore);
            return !out.cancelled;
        });
        // Listed even past kMaxIssues: it is why the rest of the input was not read.
        if (!read)
            out.issues.append({input.path, error(0, 0, read.error().message)});
        if (out.cancelled)
            return out;
    }
    if (out.issues.size() >= kMaxIssues)
        out.issues.append(
            {QString(), {0, 0, Issue::Severity::Error, Text::tr("more issues were found and not listed")}});
    if (!out.acceptable())
        return out;
    auto changes = context.importer->finish();
    if (!changes) {
        addIssue(out, request.inputs.join(QStringLiteral(", ")), error(0, 0, changes.error().message));
        return out;
    }
    out.changes = std::move(changes).value();
    out.summary.rows -= out.rejected.size();
    context.importer->summarize(out.summary);
    return out;
}

Result<qint64> commitImport(Workspace& workspace, const PreparedImport& prepared)
{
    if (prepared.cancelled)
        return Error{Error::Kind::Cancelled, Text::tr("The import was cancelled; nothing was written.")};
    if (!prepared.acceptable())
        return Error{Error::Kind::BadInput, Text::tr("The files have errors; nothing was written.")};
    QStringList names;
    for (const QString& file : prepared.summary.files)
        names.append(QFileInfo(file).fileName());
    auto written = workspace.executeImport(prepared.changes, prepared.summary, [names](const QString& language) {
        return Text::tr("import %1").arg(names.join(listSeparator(language)));
    });
    if (written || written.error().kind != Error::Kind::Conflict)
        return written;
    // The rows were checked against the workspace as it was read; if another GateBench has changed
    // it since, the conflict is theirs and ours, not a fault in the files.
    const auto mark = ModelAccess::storage(workspace).changeMark();
    if (prepared.readAtChangeMark >= 0 && mark && *mark != prepared.readAtChangeMark)
        return Error{Error::Kind::Busy,
                     Text::tr("%1 was changed by another GateBench while the files were being read, and the "
                              "import no longer fits it; nothing was imported. Import the files again.")
                         .arg(workspace.path())};
    return written;
}

PreparedImport runImport(Workspace& workspace, const ImportRequest& request, Result<qint64>* committed)
{
    // Another GateBench may write the evaluation while the files are read; then the rows are read
    // again against what it wrote (new ids for names it added), a few times at most.
    constexpr int kAttempts = 3;
    PreparedImport prepared;
    for (int attempt = 1; attempt <= kAttempts; ++attempt) {
        auto context = ImportContext::load(ModelAccess::storage(workspace), request);
        if (!context) {
            PreparedImport failed;
            failed.kind = request.kind;
            failed.issues.append({request.inputs.join(QStringLiteral(", ")), error(0, 0, context.error().message)});
            return failed;
        }
        ImportProgress progress;
        prepared = prepareImport(request, context.value(), progress);
        if (!committed)
            return prepared;
        *committed = prepared.acceptable() ? commitImport(workspace, prepared)
                                           : Result<qint64>(Error{Error::Kind::BadInput, QString()});
        if (*committed || committed->error().kind != Error::Kind::Busy)
            return prepared;
        const auto mark = ModelAccess::storage(workspace).changeMark();
        if (!mark || *mark == prepared.readAtChangeMark)
            return prepared;
    }
    return prepared;
}

} // namespace gatebench
