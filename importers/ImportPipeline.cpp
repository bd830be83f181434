#include "ImportPipeline.h"

#include "CsvWriter.h"
#include "ImporterRegistry.h"
#include "Storage.h"
#include "Workspace.h"
#include "ZipArchiveReader.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
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

bool isArchive(const QString& path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("zip"), Qt::CaseInsensitive) == 0;
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

/// Hands on the bytes of another device and keeps their SHA-256, so that a file or an archive
/// member is hashed in the same single pass that reads it.
class HashingDevice final : public QIODevice {
public:
    explicit HashingDevice(QIODevice& source)
        : m_source(source)
        , m_hash(QCryptographicHash::Sha256)
    {
        QIODevice::open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    }

    bool isSequential() const override { return true; }

    /// Reads what the reader left, so that the digest covers the whole input; false on a read error.
    bool drain()
    {
        char buffer[1 << 16];
        for (;;) {
            const qint64 n = read(buffer, sizeof buffer);
            if (n <= 0)
                return n == 0;
        }
    }

    QString hexDigest() const { return QString::fromLatin1(m_hash.result().toHex()); }

protected:
    qint64 readData(char* data, qint64 maxSize) override
    {
        const qint64 n = m_source.read(data, maxSize);
        if (n < 0) {
            setErrorString(m_source.errorString());
            return -1;
        }
        m_hash.addData(QByteArrayView(data, n));
        return n;
    }
    qint64 writeData(const char*, qint64) override { return -1; }

private:
    QIODevice& m_source;
    QCryptographicHash m_hash;
};

/// One input as the import reads it: a CSV file, or a ZIP archive opened once and checked.
struct Input {
    QString path;
    std::unique_ptr<ZipArchiveReader> archive; ///< null for a plain file
};

/// Checks every input before any is read (missing files, unreadable or refused archives, archives
/// without CSV members are issues) and sums their sizes for the progress.
std::vector<Input> checkInputs(const QStringList& paths, const ZipLimits& limits, PreparedImport& out,
                               qint64& totalBytes)
{
    std::vector<Input> inputs;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (!info.exists() || !info.isFile()) {
            addIssue(out, path, error(0, 0, Text::tr("no such file")));
            continue;
        }
        if (!isArchive(path)) {
            inputs.push_back({path, nullptr});
            totalBytes += info.size();
            continue;
        }
        auto archive = std::make_unique<ZipArchiveReader>(limits);
        if (auto opened = archive->open(path); !opened) {
            addIssue(out, path, error(0, 0, opened.error().message));
            continue;
        }
        if (archive->members().isEmpty()) {
            addIssue(out, path, error(0, 0, Text::tr("the archive holds no CSV file")));
            continue;
        }
        totalBytes += archive->declaredBytes();
        inputs.push_back({path, std::move(archive)});
    }
    return inputs;
}

/// Reads one CSV stream (a file, or a member of an archive, named `display`) into the importer,
/// hashing it on the way. A member's read errors are the archive reader's to report.
void readSource(const QString& display, QIODevice& source, qint64 size, bool isMember, const ImportRequest& request,
                ImportContext& context, ImportProgress& progress, PreparedImport& out, qint64& bytesBefore)
{
    HashingDevice device(source);
    // A small input gets small buffers (the same detection: the sample still holds all of it), so
    // that 10,000 small members do not each allocate and fault in megabytes.
    CsvOptions options = request.csv;
    options.readBytes = std::clamp<qsizetype>(size + 1, 4096, options.readBytes);
    options.sniffBytes = std::clamp<qsizetype>(size + 1, 4096, options.sniffBytes);
    CsvReader reader(options);
    if (auto r = reader.open(&device); !r) {
        if (!isMember || r.error().kind != Error::Kind::Io)
            addIssue(out, display, error(0, 0, r.error().message));
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
    // A file of another kind is refused before its missing fields are listed: they would only
    // hide the cause (ColumnMapping::kindFit).
    if (auto fit = mapping.kindFit().issue(importerRegistry::kinds())) {
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
    if (reader.readError() && !isMember)
        addIssue(out, display, error(0, 0, reader.readError()->message));
    if (!reader.readError() && !device.drain() && !isMember)
        addIssue(out, display, error(0, 0, Text::tr("cannot read the file: %1").arg(device.errorString())));
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
    out.summary.sha256.append(device.hexDigest());
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
    const auto previewOf = [&](const QString& file, QIODevice& device) -> Result<ImportPreview> {
        CsvReader reader(options);
        if (auto r = reader.open(&device); !r)
            return Error{r.error().kind, file + QStringLiteral(": ") + r.error().message};
        ImportPreview preview;
        preview.file = file;
        preview.detection = reader.detection();
        preview.header = reader.header();
        CsvRecord record;
        while (preview.rows.size() < maxRows && reader.next(record))
            preview.rows.append(record.fields);
        preview.issues = reader.issues();
        return preview;
    };
    // The first input that can be read; else the first problem.
    PreparedImport scratch;
    qint64 total = 0;
    std::vector<Input> checked = checkInputs(inputs, ZipLimits::defaults(), scratch, total);
    if (checked.empty()) {
        if (scratch.issues.isEmpty())
            return Error{Error::Kind::BadInput, Text::tr("no input file")};
        const LocatedIssue& first = scratch.issues.first();
        return Error{Error::Kind::BadInput, first.file + QStringLiteral(": ") + first.issue.message};
    }
    Input& input = checked.front();
    if (!input.archive) {
        QFile file(input.path);
        if (!file.open(QIODevice::ReadOnly))
            return Error{Error::Kind::Io, input.path + QStringLiteral(": ") +
                                              Text::tr("cannot open the file: %1").arg(file.errorString())};
        return previewOf(input.path, file);
    }
    std::optional<Result<ImportPreview>> preview;
    auto read = input.archive->read([&](const ZipMember& member, QIODevice& device) {
        preview = previewOf(input.path + u'/' + member.name, device);
        return false; // the first member is enough
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
    out.readAtChangeMark = context.changeMark;
    if (request.inputs.isEmpty()) {
        addIssue(out, QString(), error(0, 0, Text::tr("no input file")));
        return out;
    }
    qint64 total = 0;
    std::vector<Input> inputs = checkInputs(request.inputs, request.zipLimits, out, total);
    progress.totalBytes.store(total);
    qint64 bytesBefore = 0;
    for (Input& input : inputs) {
        if (!input.archive) {
            QFile file(input.path);
            if (!file.open(QIODevice::ReadOnly)) {
                addIssue(out, input.path, error(0, 0, Text::tr("cannot open the file: %1").arg(file.errorString())));
                continue;
            }
            readSource(input.path, file, file.size(), false, request, context, progress, out, bytesBefore);
        } else {
            // One pass over the archive: each member is unpacked once, straight into the reader.
            auto read = input.archive->read([&](const ZipMember& member, QIODevice& device) {
                readSource(input.path + u'/' + member.name, device, member.size, true, request, context, progress, out,
                           bytesBefore);
                return !out.cancelled;
            });
            // Listed even past kMaxIssues: it is why the rest of the archive was not read.
            if (!read)
                out.issues.append({input.path, error(0, 0, read.error().message)});
        }
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
    auto written = workspace.executeImport(prepared.changes, prepared.summary,
                                           Text::tr("Import %1").arg(names.join(QStringLiteral(", "))));
    if (written || written.error().kind != Error::Kind::Conflict)
        return written;
    // The rows were checked against the workspace as it was read; if another GateBench has changed
    // it since, the conflict is theirs and ours, not a fault in the files.
    const auto mark = workspace.storage().changeMark();
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
        auto context = ImportContext::load(workspace.storage(), request);
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
        const auto mark = workspace.storage().changeMark();
        if (!mark || *mark == prepared.readAtChangeMark)
            return prepared;
    }
    return prepared;
}

} // namespace gatebench
