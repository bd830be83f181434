#include "FormatRegistry.h"

#include "AnswersImporter.h"
#include "CandidateImporter.h"
#include "CriteriaImporter.h"
#include "CsvExporter.h"
#include "CsvFormat.h"
#include "JobImporter.h"
#include "PocImporter.h"
#include "TcoLineImporter.h"
#include "TextDecoder.h"
#include "ZipFormat.h"
#include "mapping/RecordKinds.h"

#include <QCoreApplication>
#include <QFile>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::FormatRegistry)
};

/// Bytes of a file that detection looks at: enough for the text check to see a pattern.
constexpr qint64 kHeadBytes = 64 * 1024;

} // namespace

QString ImportKind::key() const
{
    return spec->key;
}

QString ImportKind::label() const
{
    return spec->label();
}

const FormatRegistry& FormatRegistry::standard()
{
    static const std::unique_ptr<const FormatRegistry> registry = [] {
        auto r = std::make_unique<FormatRegistry>();
        // Formats read (detection prefers the first when two are as sure; the file dialog lists
        // them in this order).
        r->addReader(std::make_unique<CsvFormat>());
        r->addReader(std::make_unique<ZipFormat>());
        // Native job-log formats (`import --kind jobs --format ID`; JobLogReader says how to add one).
        r->addJobLogReader(std::make_unique<SacctLogReader>());
        // Formats written.
        r->addExporter(std::make_unique<CsvExporter>());
        // Kinds of record, in the order the wizard offers them.
        r->addImporter([] { return std::make_unique<CandidateImporter>(); });
        r->addImporter([] { return std::make_unique<CriteriaImporter>(); });
        r->addImporter([] { return std::make_unique<AnswersImporter>(); });
        r->addImporter([] { return std::make_unique<PocImporter>(); });
        r->addImporter([] { return std::make_unique<JobImporter>(); });
        r->addImporter([] { return std::make_unique<TcoLineImporter>(); });
        return r;
    }();
    return *registry;
}

FormatRegistry::FormatRegistry() = default;
FormatRegistry::~FormatRegistry() = default;

void FormatRegistry::addReader(std::unique_ptr<FormatReader> reader)
{
    m_readers.push_back(std::move(reader));
}

void FormatRegistry::addJobLogReader(std::unique_ptr<JobLogReader> reader)
{
    m_jobLogReaders.push_back(std::move(reader));
}

QList<const JobLogReader*> FormatRegistry::jobLogReaders() const
{
    QList<const JobLogReader*> list;
    for (const auto& reader : m_jobLogReaders)
        list.append(reader.get());
    return list;
}

const JobLogReader* FormatRegistry::jobLogReader(const QString& id) const
{
    for (const auto& reader : m_jobLogReaders) {
        if (reader->id() == id)
            return reader.get();
    }
    return nullptr;
}

void FormatRegistry::addExporter(std::unique_ptr<TableExporter> exporter)
{
    m_exporters.push_back(std::move(exporter));
}

void FormatRegistry::addImporter(std::function<std::unique_ptr<RecordImporter>()> create)
{
    const QString key = create()->kind();
    const RecordKind* spec = recordKinds::find(key);
    // A programming error, caught by every test that builds the registry.
    Q_ASSERT_X(spec, "FormatRegistry::addImporter", "the importer's kind is not in recordKinds");
    if (spec)
        m_kinds.append({spec, std::move(create)});
}

QList<const FormatReader*> FormatRegistry::readers() const
{
    QList<const FormatReader*> list;
    for (const auto& reader : m_readers)
        list.append(reader.get());
    return list;
}

const FormatReader* FormatRegistry::reader(const QString& id) const
{
    for (const auto& reader : m_readers) {
        if (reader->id() == id)
            return reader.get();
    }
    return nullptr;
}

FormatRegistry::Detection FormatRegistry::detect(QByteArrayView head, bool wholeFile, const QString& fileName) const
{
    Detection best;
    for (const auto& reader : m_readers) {
        const double confidence = reader->detect(head, wholeFile, fileName);
        if (confidence > best.confidence)
            best = {reader.get(), confidence};
    }
    return best;
}

Result<const FormatReader*> FormatRegistry::detect(const QString& path) const
{
    QFile file(path);
    if (!file.exists())
        return Error{Error::Kind::BadInput, Text::tr("no such file")};
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Kind::BadInput, Text::tr("cannot open the file: %1").arg(file.errorString())};
    const QByteArray head = file.read(kHeadBytes);
    if (file.error() != QFileDevice::NoError)
        return Error{Error::Kind::BadInput, Text::tr("cannot read the file: %1").arg(file.errorString())};
    const bool whole = head.size() < kHeadBytes || file.atEnd();
    if (const Detection found = detect(head, whole, path); found.reader)
        return found.reader;

    QStringList names;
    for (const auto& reader : m_readers)
        names.append(reader->displayName());
    const QString known = names.join(QStringLiteral(", "));
    // What the bytes are, when they say it (a PDF, an old .xls workbook, binary data).
    const EncodingGuess text = TextDecoder::detect(head, whole);
    if (text.binary && !text.problem.isEmpty())
        return Error{Error::Kind::BadInput,
                     Text::tr("not a file GateBench can import (%1): %2").arg(known, text.problem)};
    return Error{Error::Kind::BadInput, Text::tr("not a file GateBench can import (%1)").arg(known)};
}

Result<std::unique_ptr<FormatInput>> FormatRegistry::open(const QString& path, const ReadOptions& options) const
{
    auto format = detect(path);
    if (!format)
        return format.error();
    return (*format)->open(path, options);
}

QString FormatRegistry::importFileFilter() const
{
    QStringList patterns;
    QStringList filters;
    for (const auto& reader : m_readers) {
        for (const QString& extension : reader->extensions())
            patterns.append(QStringLiteral("*.") + extension);
        filters.append(reader->fileFilter());
    }
    patterns.removeDuplicates();
    filters.prepend(Text::tr("Tables (%1)").arg(patterns.join(u' ')));
    filters.append(Text::tr("All files (*)"));
    return filters.join(QStringLiteral(";;"));
}

QList<const TableExporter*> FormatRegistry::exporters() const
{
    QList<const TableExporter*> list;
    for (const auto& exporter : m_exporters)
        list.append(exporter.get());
    return list;
}

const TableExporter* FormatRegistry::exporter(const QString& id) const
{
    for (const auto& exporter : m_exporters) {
        if (exporter->id() == id)
            return exporter.get();
    }
    return nullptr;
}

QString FormatRegistry::exportFileFilter() const
{
    QStringList filters;
    for (const auto& exporter : m_exporters)
        filters.append(exporter->fileFilter());
    return filters.join(QStringLiteral(";;"));
}

QStringList FormatRegistry::kindKeys() const
{
    QStringList keys;
    for (const ImportKind& kind : m_kinds)
        keys.append(kind.key());
    return keys;
}

const ImportKind* FormatRegistry::kind(const QString& key) const
{
    for (const ImportKind& kind : m_kinds) {
        if (kind.key() == key)
            return &kind;
    }
    return nullptr;
}

std::unique_ptr<RecordImporter> FormatRegistry::createImporter(const QString& key) const
{
    const ImportKind* found = kind(key);
    return found ? found->create() : nullptr;
}

} // namespace gatebench
