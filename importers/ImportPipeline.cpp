#include "ImportPipeline.h"

#include "CsvWriter.h"
#include "ImporterRegistry.h"
#include "Storage.h"
#include "Workspace.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

#include <quazip.h>
#include <quazipfile.h>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ImportPipeline)
};

/// Issues kept in one prepared import; the rest are counted in a final issue.
constexpr int kMaxIssues = 5000;

/// One CSV stream to read: a file, or a member of a ZIP archive.
struct Source {
    QString display; ///< as issues name it: the path, or "archive.zip/member.csv"
    QString path;
    QString member; ///< empty for a plain file
};

bool isArchive(const QString& path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("zip"), Qt::CaseInsensitive) == 0;
}

bool isTableMember(const QString& name)
{
    const QString suffix = QFileInfo(name).suffix().toLower();
    return !name.endsWith(u'/') &&
           (suffix == QLatin1String("csv") || suffix == QLatin1String("tsv") || suffix == QLatin1String("txt"));
}

void addIssue(PreparedImport& out, const QString& file, Issue issue)
{
    if (out.issues.size() < kMaxIssues)
        out.issues.append({file, std::move(issue)});
}

Issue error(qint64 line, int column, const QString& message)
{
    return {line, column, Issue::Severity::Error, message};
}

/// Opens a source for reading; the device is owned by the returned holder.
struct OpenedSource {
    std::unique_ptr<QuaZip> zip;
    std::unique_ptr<QIODevice> device;
};

Result<OpenedSource> openSource(const Source& source)
{
    OpenedSource opened;
    if (source.member.isEmpty()) {
        auto file = std::make_unique<QFile>(source.path);
        if (!file->open(QIODevice::ReadOnly))
            return Error{Error::Kind::Io, Text::tr("cannot open the file: %1").arg(file->errorString())};
        opened.device = std::move(file);
        return opened;
    }
    opened.zip = std::make_unique<QuaZip>(source.path);
    if (!opened.zip->open(QuaZip::mdUnzip) || !opened.zip->setCurrentFile(source.member))
        return Error{Error::Kind::Io, Text::tr("cannot read %1 in the archive").arg(source.member)};
    auto member = std::make_unique<QuaZipFile>(opened.zip.get());
    if (!member->open(QIODevice::ReadOnly))
        return Error{
            Error::Kind::Io,
            Text::tr("cannot read %1 in the archive (error %2)").arg(source.member).arg(member->getZipError())};
    opened.device = std::move(member);
    return opened;
}

Result<QString> sha256(const Source& source, ImportProgress& progress)
{
    auto opened = openSource(source);
    if (!opened)
        return opened.error();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    char buffer[1 << 16];
    for (;;) {
        if (progress.cancelled.load())
            return Error{Error::Kind::Cancelled, Text::tr("cancelled")};
        const qint64 n = opened->device->read(buffer, sizeof buffer);
        if (n < 0)
            return Error{Error::Kind::Io, Text::tr("cannot read the file: %1").arg(opened->device->errorString())};
        if (n == 0)
            break;
        hash.addData(QByteArrayView(buffer, n));
    }
    return QString::fromLatin1(hash.result().toHex());
}

/// Expands the inputs: plain files as they are, archives into their table members.
QList<Source> expand(const QStringList& inputs, PreparedImport& out, qint64& totalBytes)
{
    QList<Source> sources;
    for (const QString& input : inputs) {
        const QFileInfo info(input);
        if (!info.exists() || !info.isFile()) {
            addIssue(out, input, error(0, 0, Text::tr("no such file")));
            continue;
        }
        if (!isArchive(input)) {
            sources.append({input, input, {}});
            totalBytes += info.size();
            continue;
        }
        QuaZip zip(input);
        if (!zip.open(QuaZip::mdUnzip)) {
            addIssue(out, input, error(0, 0, Text::tr("not a readable ZIP archive (error %1)").arg(zip.getZipError())));
            continue;
        }
        const QList<QuaZipFileInfo64> members = zip.getFileInfoList64();
        int tables = 0;
        for (const QuaZipFileInfo64& member : members) {
            if (!isTableMember(member.name))
                continue;
            ++tables;
            sources.append({input + u'/' + member.name, input, member.name});
            totalBytes += qint64(member.uncompressedSize);
        }
        if (tables == 0)
            addIssue(out, input, error(0, 0, Text::tr("the archive holds no CSV file")));
    }
    return sources;
}

/// Reads one source into the importer.
void readSource(const Source& source, const ImportRequest& request, ImportContext& context, ImportProgress& progress,
                PreparedImport& out, qint64& bytesBefore)
{
    auto digest = sha256(source, progress);
    if (!digest) {
        if (digest.error().kind == Error::Kind::Cancelled)
            out.cancelled = true;
        else
            addIssue(out, source.display, error(0, 0, digest.error().message));
        return;
    }
    auto opened = openSource(source);
    if (!opened) {
        addIssue(out, source.display, error(0, 0, opened.error().message));
        return;
    }
    CsvReader reader(request.csv);
    if (auto r = reader.open(opened->device.get()); !r) {
        addIssue(out, source.display, error(0, 0, r.error().message));
        return;
    }

    // What the reader found while opening (a binary file, a damaged or over-long header) comes
    // first and as it is: when reading failed there, a mapping error would only hide the cause.
    // Without a header no column can be mapped and the file is refused below; when the reader
    // rejects its first record (more fields than a record may have), that is the cause to report.
    if (reader.header().isEmpty()) {
        CsvRecord first;
        (void)reader.next(first);
    }
    qsizetype readerIssuesSeen = reader.issues().size();
    for (const Issue& issue : reader.issues())
        addIssue(out, source.display, issue);
    if (hasErrors(reader.issues()))
        return;

    QStringList header = reader.header();
    const qint64 headerLine = reader.headerLine() > 0 ? reader.headerLine() : 1;
    auto proposed = ColumnMapping::propose(request.kind, header);
    if (!proposed) {
        addIssue(out, source.display, error(headerLine, 0, proposed.error().message));
        return;
    }
    ColumnMapping mapping = std::move(proposed).value();
    if (request.preset) {
        auto presetIssues = mapping.applyPreset(*request.preset);
        if (!presetIssues) {
            addIssue(out, source.display, error(headerLine, 0, presetIssues.error().message));
            return;
        }
        for (const Issue& issue : *presetIssues)
            addIssue(out, source.display, issue);
    }
    if (!request.timeZone.isEmpty()) {
        if (auto r = mapping.setTimeZone(request.timeZone); !r) {
            addIssue(out, source.display, error(0, 0, r.error().message));
            return;
        }
    }
    // A file of another kind is refused before its missing fields are listed: they would only
    // hide the cause (ColumnMapping::kindFit).
    if (auto fit = mapping.kindFit().issue(importerRegistry::kinds())) {
        fit->line = headerLine;
        addIssue(out, source.display, *fit);
        if (fit->severity == Issue::Severity::Error)
            return;
    }
    bool mappingFailed = false;
    for (Issue issue : mapping.validate()) {
        if (issue.line == 0)
            issue.line = headerLine;
        mappingFailed = mappingFailed || issue.severity == Issue::Severity::Error;
        addIssue(out, source.display, issue);
    }
    if (mappingFailed)
        return;

    // The mapped columns, their converters and, for references, their resolvers.
    struct Mapped {
        int column; ///< 0-based
        QString field;
        ValueConverter converter;
        std::optional<ReferenceResolver> resolver;
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

    qint64 rows = 0;
    CsvRecord record;
    while (reader.next(record)) {
        if (progress.cancelled.load()) {
            out.cancelled = true;
            return;
        }
        progress.bytesRead.store(bytesBefore + reader.bytesRead());
        progress.rows.fetch_add(1);
        ++rows;

        Issues rowIssues;
        const Issues& readerIssues = reader.issues();
        for (; readerIssuesSeen < readerIssues.size(); ++readerIssuesSeen)
            rowIssues.append(readerIssues.at(readerIssuesSeen));

        QHash<QString, Converted> values;
        for (Mapped& m : mapped) {
            // A cell GateBench neutralised on export (CsvWriter) is read back as it was written.
            Converted converted =
                m.converter.convert(CsvWriter::unneutralised(record.fields.value(m.column)), record.line);
            if (converted.issue)
                rowIssues.append(*converted.issue);
            if (m.resolver && converted.state == Converted::State::Value) {
                const auto resolution = m.resolver->resolve(converted.value.toString(), record.line);
                if (resolution.outcome == ReferenceResolver::Outcome::Resolved) {
                    converted.value = resolution.id;
                } else {
                    converted.state = Converted::State::Failed;
                    rowIssues.append(error(
                        record.line, m.column + 1,
                        resolution.outcome == ReferenceResolver::Outcome::Ambiguous
                            ? Text::tr("\"%1\" could mean %2; choose one in the mapping")
                                  .arg(converted.value.toString(), resolution.candidates.join(QStringLiteral(", ")))
                            : Text::tr("\"%1\" is not in this evaluation; map it to an existing one "
                                       "or add it first")
                                  .arg(converted.value.toString())));
                }
            }
            values.insert(m.field, converted);
        }
        if (!hasErrors(rowIssues))
            rowIssues.append(context.importer->addRecord(values, fieldColumns, record.line));

        if (hasErrors(rowIssues) && request.skipInvalidRows) {
            for (const Issue& issue : std::as_const(rowIssues)) {
                if (issue.severity == Issue::Severity::Error) {
                    Issue rejected = issue;
                    rejected.message = Text::tr("row rejected: %1").arg(issue.message);
                    out.rejected.append({source.display, rejected});
                    break;
                }
            }
            for (const Issue& issue : std::as_const(rowIssues)) {
                if (issue.severity != Issue::Severity::Error)
                    addIssue(out, source.display, issue);
            }
            continue;
        }
        for (const Issue& issue : std::as_const(rowIssues))
            addIssue(out, source.display, issue);
    }
    // What the reader found after the last record (an unterminated quote, a read error).
    const Issues& readerIssues = reader.issues();
    for (; readerIssuesSeen < readerIssues.size(); ++readerIssuesSeen) {
        Issue issue = readerIssues.at(readerIssuesSeen);
        if (request.skipInvalidRows && issue.severity == Issue::Severity::Error) {
            issue.message = Text::tr("row rejected: %1").arg(issue.message);
            out.rejected.append({source.display, issue});
        } else {
            addIssue(out, source.display, issue);
        }
    }
    if (reader.readError())
        addIssue(out, source.display, error(0, 0, reader.readError()->message));
    // A header with nothing under it is not an import of zero rows (which would be written and
    // audited as one): it is most likely the wrong file or an export cut short.
    if (rows == 0 && !reader.readError() && !hasErrors(reader.issues()))
        addIssue(out, source.display,
                 error(headerLine, 0, Text::tr("no rows: the file has a header but no data rows")));
    for (const Mapped& m : std::as_const(mapped)) {
        out.columns.append({source.display, m.converter.report()});
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
    out.summary.files.append(source.display);
    out.summary.sha256.append(*digest);
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

bool PreparedImport::acceptable() const
{
    return !cancelled && !hasErrors(issues);
}

Result<ImportPreview> previewFirstInput(const QStringList& inputs, const CsvOptions& options, int maxRows)
{
    PreparedImport scratch;
    qint64 total = 0;
    const QList<Source> sources = expand(inputs, scratch, total);
    if (sources.isEmpty()) {
        const QString message =
            scratch.issues.isEmpty() ? Text::tr("no input file") : scratch.issues.first().issue.message;
        return Error{Error::Kind::BadInput,
                     scratch.issues.isEmpty() ? message : scratch.issues.first().file + QStringLiteral(": ") + message};
    }
    auto opened = openSource(sources.first());
    if (!opened)
        return Error{Error::Kind::Io, sources.first().display + QStringLiteral(": ") + opened.error().message};
    CsvReader reader(options);
    if (auto r = reader.open(opened->device.get()); !r)
        return Error{r.error().kind, sources.first().display + QStringLiteral(": ") + r.error().message};
    ImportPreview preview;
    preview.file = sources.first().display;
    preview.detection = reader.detection();
    preview.header = reader.header();
    CsvRecord record;
    while (preview.rows.size() < maxRows && reader.next(record))
        preview.rows.append(record.fields);
    preview.issues = reader.issues();
    return preview;
}

Result<ImportContext> ImportContext::load(const Storage& storage, const ImportRequest& request)
{
    ImportContext context;
    context.importer = importerRegistry::create(request.kind);
    if (!context.importer)
        return Error{Error::Kind::Usage, Text::tr("unknown kind of import %1 (use one of: %2)")
                                             .arg(request.kind, importerRegistry::kinds().join(QStringLiteral(", ")))};
    if (auto r = context.importer->snapshot(storage); !r)
        return r.error();
    const RecordKind* kind = recordKinds::find(request.kind);
    if (kind) {
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
    if (request.inputs.isEmpty()) {
        addIssue(out, QString(), error(0, 0, Text::tr("no input file")));
        return out;
    }
    qint64 total = 0;
    const QList<Source> sources = expand(request.inputs, out, total);
    progress.totalBytes.store(total);
    qint64 bytesBefore = 0;
    for (const Source& source : sources) {
        readSource(source, request, context, progress, out, bytesBefore);
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
    return workspace.executeImport(prepared.changes, prepared.summary,
                                   Text::tr("Import %1").arg(names.join(QStringLiteral(", "))));
}

PreparedImport runImport(Workspace& workspace, const ImportRequest& request, Result<qint64>* committed)
{
    auto context = ImportContext::load(workspace.storage(), request);
    if (!context) {
        PreparedImport failed;
        failed.kind = request.kind;
        failed.issues.append({request.inputs.join(QStringLiteral(", ")), error(0, 0, context.error().message)});
        return failed;
    }
    ImportProgress progress;
    PreparedImport prepared = prepareImport(request, context.value(), progress);
    if (committed)
        *committed = prepared.acceptable() ? commitImport(workspace, prepared)
                                           : Result<qint64>(Error{Error::Kind::BadInput, QString()});
    return prepared;
}

} // namespace gatebench
