#include "JobImport.h"

#include "FormatRegistry.h"
#include "JobKeyIndex.h"
#include "JobLimits.h"
#include "committee/WriteGuard.h"
#include "core/Labels.h"
#include "core/LargeBuffers.h"
#include "core/Times.h"
#include "mapping/ValueConverter.h"
#include "repositories/AuditActors.h"
#include "repositories/BaselineRepository.h"
#include "repositories/ImportRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Storage.h"
#include "storage/StorageFactory.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QScopeGuard>
#include <QThread>

#include <openssl/err.h>
#include <openssl/evp.h>

#include <condition_variable>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::JobImport)
};

/// The SHA-256 of one input file that the audit entry keeps. The digest is OpenSSL's (SHA
/// extensions where the processor has them): Qt's QCryptographicHash takes its input a byte at a
/// time and was a fifth of a million-job import's CPU time. Fed by one thread at a time.
class FileDigest {
public:
    FileDigest()
        : m_hash(EVP_MD_CTX_new())
    {
        m_ok = m_hash && EVP_DigestInit_ex(m_hash, EVP_sha256(), nullptr) == 1;
    }
    ~FileDigest() { EVP_MD_CTX_free(m_hash); }
    FileDigest(const FileDigest&) = delete;
    FileDigest& operator=(const FileDigest&) = delete;
    /// Why the digest cannot be computed; empty when it can.
    QString failure() const
    {
        return m_ok ? QString()
                    : QStringLiteral("SHA-256: %1").arg(QString::fromLatin1(ERR_reason_error_string(ERR_get_error())));
    }
    void update(const char* data, size_t size)
    {
        if (m_ok)
            m_ok = EVP_DigestUpdate(m_hash, data, size) == 1;
    }
    /// The digest of the bytes given, as lower-case hex (once, after the last update).
    QString finish()
    {
        unsigned char digest[EVP_MAX_MD_SIZE];
        unsigned int length = 0;
        if (!m_ok || EVP_DigestFinal_ex(m_hash, digest, &length) != 1)
            return {};
        m_ok = false;
        return QString::fromLatin1(QByteArray(reinterpret_cast<const char*>(digest), int(length)).toHex());
    }

private:
    EVP_MD_CTX* m_hash;
    bool m_ok = false;
};

/// A copy of bytes read from an input, waiting to be added to its file's digest: in a slice of the
/// Handover's blocks, or (a larger read) a buffer of its own.
struct DigestBlock {
    std::shared_ptr<FileDigest> digest;
    char* bytes = nullptr;
    std::unique_ptr<char[]> own;
    size_t size = 0;
    size_t capacity = 0;
};

/// Where a file's bytes go to be hashed by another thread (Handover: the writing one).
class DigestSink {
public:
    virtual ~DigestSink() = default;
    /// Adds `size` bytes read from the file of `digest` (copied: the caller reuses its buffer).
    virtual void add(const std::shared_ptr<FileDigest>& digest, const char* data, size_t size) = 0;
};

/// A file read once: its bytes go to the reader and to its SHA-256, computed on this thread or,
/// given a DigestSink, on the thread that takes the copies.
class HashingFile final : public QIODevice {
public:
    HashingFile(const QString& path, DigestSink* sink)
        : m_file(path)
        , m_digest(std::make_shared<FileDigest>())
        , m_sink(sink)
    {}
    bool openFile()
    {
        if (const QString failure = m_digest->failure(); !failure.isEmpty()) {
            setErrorString(failure);
            return false;
        }
        if (!m_file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
            setErrorString(m_file.errorString());
            return false;
        }
        return open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    }
    qint64 size() const override { return m_file.size(); }
    bool isSequential() const override { return false; }
    /// The digest of the file's bytes; complete once every byte read has been hashed.
    std::shared_ptr<FileDigest> digest() const { return m_digest; }

protected:
    qint64 readData(char* data, qint64 maxSize) override
    {
        const qint64 n = m_file.read(data, maxSize);
        if (n < 0)
            setErrorString(m_file.errorString());
        else if (n > 0 && m_sink)
            m_sink->add(m_digest, data, size_t(n));
        else if (n > 0)
            m_digest->update(data, size_t(n));
        return n;
    }
    qint64 writeData(const char*, qint64) override { return -1; }

private:
    QFile m_file;
    std::shared_ptr<FileDigest> m_digest;
    DigestSink* m_sink;
};

/// Batches the reading thread has made and the writing thread has not yet written: at most
/// kInFlight jobs batches (memory stays bounded).
constexpr size_t kInFlight = 3;
/// Blocks of input bytes waiting to be hashed: at most this many (the reader waits beyond it).
constexpr size_t kBlocksInFlight = 16;
/// The blocks' memory: slices of this size (the sacct reader's reads, SacctOptions::readBytes) in
/// one allocation on huge pages, for every block there can be (those waiting, the one being hashed,
/// the one being filled). Each block in a buffer of its own was faulted in 4 KB pages, some 4,000
/// faults of the reading thread for 16 MB.
constexpr size_t kBlockSlice = size_t(1) << 20;
constexpr size_t kBlockSlices = kBlocksInFlight + 2;

/// What the reading thread hands to the writing one: a batch of jobs or of rejected lines, or
/// bytes of an input to add to its digest.
struct Batch {
    std::unique_ptr<JobRows> jobs;
    /// Stored jobs the jobs of this batch replace (their later records): marked after the batch is
    /// written, as one of them may be a job of this very import, in this batch.
    std::vector<qint64> replaced;
    std::vector<ImportRejection> rejections;
    DigestBlock block; ///< bytes null: none
};

/// The rule key of a duplicate kept with an import.
const QString kDuplicateRule = SacctIssue::ruleKey(SacctRule::AlreadyImported);

/// The hand-over between the thread that reads (parses, folds) and the thread that owns the
/// connection and writes: a bounded queue of batches, and the emptied JobRows coming back to be
/// filled again (their buffers and converted labels are kept). The input files' SHA-256 is done by
/// whichever thread would otherwise wait: the writer while no batch waits, the reader while the
/// queue it fills is full (the writer behind) or the blocks to hash are. One block is hashed at a
/// time, in the order read (a file's digest is one stream), outside the lock. A job-id order log
/// keeps the writer the busier (both indexes row by row), so it no longer hashes every block while
/// the reader waits for it.
class Handover final : public DigestSink {
public:
    /// Reader: waits while kInFlight batches wait (hashing meanwhile when it can); false (the batch
    /// is dropped) once the writer stopped.
    bool put(Batch batch)
    {
        std::unique_lock lock(m_mutex);
        for (;;) {
            if (m_stopped)
                return false;
            if (m_queue.size() < kInFlight)
                break;
            if (!hashOne(lock))
                m_changed.wait(lock);
        }
        m_queue.push_back(std::move(batch));
        m_changed.notify_all();
        return true;
    }
    /// Reader: a copy of bytes read, to be hashed in turn (dropped once the writer stopped).
    void add(const std::shared_ptr<FileDigest>& digest, const char* data, size_t size) override
    {
        DigestBlock block;
        {
            std::unique_lock lock(m_mutex);
            for (;;) {
                if (m_stopped)
                    return;
                if (m_blocks.size() < kBlocksInFlight)
                    break;
                if (!hashOne(lock))
                    m_changed.wait(lock);
            }
            if (!m_spareBlocks.empty()) {
                block = std::move(m_spareBlocks.back());
                m_spareBlocks.pop_back();
            }
        }
        if (block.capacity < size) {
            if (!block.own && size <= kBlockSlice && m_slicesUsed < kBlockSlices) {
                if (!m_slices)
                    m_slices.reset(static_cast<char*>(memory::allocateLarge(kBlockSlice * kBlockSlices)));
                block.bytes = m_slices.get() + kBlockSlice * m_slicesUsed++;
                block.capacity = kBlockSlice;
            } else {
                block.own = std::make_unique_for_overwrite<char[]>(size);
                block.bytes = block.own.get();
                block.capacity = size;
            }
        }
        std::memcpy(block.bytes, data, size);
        block.size = size;
        block.digest = digest;
        std::lock_guard lock(m_mutex);
        if (m_stopped)
            return;
        m_blocks.push_back(std::move(block));
        m_changed.notify_all();
    }
    /// Reader: no more batches.
    void finish()
    {
        std::lock_guard lock(m_mutex);
        m_finished = true;
        m_changed.notify_all();
    }
    /// Writer: the next batch (a waiting batch of jobs or rejections before a block to hash, which
    /// it then hashes and gives back), or none once the reader has finished and everything is taken
    /// and hashed.
    std::optional<Batch> take()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] {
            return !m_queue.empty() || (!m_blocks.empty() && !m_hashing) ||
                   (m_finished && m_blocks.empty() && !m_hashing);
        });
        Batch batch;
        if (!m_queue.empty()) {
            batch = std::move(m_queue.front());
            m_queue.pop_front();
        } else if (!m_blocks.empty()) {
            batch.block = std::move(m_blocks.front());
            m_blocks.pop_front();
            m_hashing = true; // until giveBack(DigestBlock)
        } else {
            return std::nullopt;
        }
        m_changed.notify_all();
        return batch;
    }
    /// Writer: takes no more batches (a write failed); the reader stops at its next batch.
    void stop()
    {
        std::lock_guard lock(m_mutex);
        m_stopped = true;
        m_queue.clear();
        m_blocks.clear();
        m_changed.notify_all();
    }
    bool stopped() const
    {
        std::lock_guard lock(m_mutex);
        return m_stopped;
    }
    /// Reader: an empty JobRows, one the writer has given back when there is one.
    std::unique_ptr<JobRows> emptyRows()
    {
        std::lock_guard lock(m_mutex);
        if (m_spare.empty())
            return std::make_unique<JobRows>();
        std::unique_ptr<JobRows> rows = std::move(m_spare.back());
        m_spare.pop_back();
        return rows;
    }
    /// Writer: gives back a written JobRows.
    void giveBack(std::unique_ptr<JobRows> rows)
    {
        rows->clear();
        std::lock_guard lock(m_mutex);
        m_spare.push_back(std::move(rows));
    }
    /// Writer: gives back the block take() gave it, hashed (its buffer is filled again).
    void giveBack(DigestBlock block)
    {
        block.digest.reset();
        std::lock_guard lock(m_mutex);
        m_spareBlocks.push_back(std::move(block));
        m_hashing = false;
        m_changed.notify_all();
    }

private:
    /// Reader, `lock` held: hashes the oldest block waiting, when there is one and no other thread
    /// is hashing one (the lock released meanwhile); false when it could not.
    bool hashOne(std::unique_lock<std::mutex>& lock)
    {
        if (m_hashing || m_blocks.empty())
            return false;
        DigestBlock block = std::move(m_blocks.front());
        m_blocks.pop_front();
        m_hashing = true;
        lock.unlock();
        block.digest->update(block.bytes, block.size);
        block.digest.reset();
        lock.lock();
        m_spareBlocks.push_back(std::move(block));
        m_hashing = false;
        m_changed.notify_all();
        return true;
    }

    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Batch> m_queue;
    /// The blocks' slices (kBlockSlices of kBlockSlice bytes), allocated at the first block; the
    /// slices handed out so far. Only the reader (add) touches them.
    struct FreeSlices {
        void operator()(char* data) const { memory::deallocateLarge(data, kBlockSlice * kBlockSlices); }
    };
    std::unique_ptr<char, FreeSlices> m_slices;
    size_t m_slicesUsed = 0;
    std::deque<DigestBlock> m_blocks;
    std::vector<std::unique_ptr<JobRows>> m_spare;
    std::vector<DigestBlock> m_spareBlocks;
    bool m_hashing = false; ///< a block is being hashed (by either thread)
    bool m_finished = false;
    bool m_stopped = false;
};

} // namespace

Result<JobImportResult> importJobs(Storage& storage, const JobImportRequest& request, JobImportProgress& progress,
                                   const JobIssueSink& onIssue)
{
    if (request.inputs.isEmpty())
        return Error{Error::Kind::Usage, Text::tr("No job log to import")};
    const FormatRegistry& registry = request.registry ? *request.registry : FormatRegistry::standard();
    const JobLogReader* format = registry.jobLogReader(request.format);
    if (!format) {
        QStringList known;
        for (const JobLogReader* reader : registry.jobLogReaders())
            known.append(reader->id());
        return Error{Error::Kind::Usage, Text::tr("Unknown job log format %1 (GateBench reads: %2)")
                                             .arg(request.format, known.join(QStringLiteral(", ")))};
    }
    SacctOptions options = request.sacct;
    options.zone =
        request.timeZone.isEmpty() ? ValueConverter::clusterTimeZone(storage) : QTimeZone(request.timeZone.toUtf8());
    if (!options.zone.isValid())
        return Error{Error::Kind::Usage, Text::tr("Unknown time zone %1").arg(request.timeZone)};
    options.cancelled = &progress.cancelled;
    options.cluster = request.cluster.trimmed();
    if (joblimits::tooLong(options.cluster))
        return Error{Error::Kind::Usage,
                     Text::tr("The cluster name is longer than %1 characters").arg(kMaxLabelCodePoints)};
    if (auto r = format->checkOptions(options); !r)
        return r.error();
    qint64 total = 0;
    for (const QString& input : request.inputs) {
        const QFileInfo info(input);
        if (!info.isFile() || !info.isReadable())
            return Error{Error::Kind::Io, Text::tr("Cannot read %1").arg(input)};
        total += info.size();
    }
    progress.totalBytes = total;
    progress.bytesRead = 0;
    progress.rows = 0;

    JobImportResult result;
    result.detail.kind = QStringLiteral("jobs"); // not storage: the record kind key
    result.detail.timeZone = QString::fromUtf8(options.zone.id());
    result.detail.options = recordedOptions(request);
    const QString actor = request.actor.trimmed().isEmpty() ? Workspace::systemUser() : request.actor.trimmed();
    const QDateTime at = request.at.isValid() ? request.at.toUTC() : QDateTime::currentDateTimeUtc();
    // Times no job of today's cluster can have (DOMAIN.md): before 2000, or more than a year after
    // the later of now and the evaluation's date.
    {
        const joblimits::TimeBounds bounds = joblimits::timeBounds(at, SettingsRepository(storage).evaluationDate(at),
                                                                   ValueConverter::clusterTimeZone(storage));
        options.earliestUtc = bounds.earliestUtc;
        options.latestUtc = bounds.latestUtc;
    }
    const int batch = std::max(1, request.batchRows);
    // An error without skipInvalid: nothing more is written, the rest is only read (set by the
    // reading thread, read by the writing one).
    std::atomic<bool> refused = false;
    bool fatal = false; // a file that cannot be read as a job log at all
    qint64 importId = 0;

    const bool write = !request.dryRun;
    const auto work = [&]() -> Result<void> {
        ImportEntry entry;
        if (write) {
            // The committee's rules, on this connection and inside its transaction (the window's worker
            // writes on a connection of its own): a refusal writes nothing.
            committee::WriteIntent intent;
            intent.importTables = ImportRepository::jobImportTables();
            intent.jobLog = true;
            if (auto refusal = committee::writeRefusal(storage, request.memberId, intent))
                return *refusal;
            auto next = ImportRepository(storage).nextId();
            if (!next)
                return next.error();
            importId = *next;
            entry.id = importId;
            entry.kind = result.detail.kind;
            entry.fileName = request.inputs.join(QStringLiteral(", "));
            entry.actor = actor;
            entry.at = at.toString(Qt::ISODate);
            entry.timeZone = QString::fromUtf8(options.zone.id());
            if (auto inserted = ImportRepository::insert(storage, entry); !inserted)
                return inserted.error();
            // The job log's indexes are kept up to date row by row: the writing thread does it while
            // the reading thread sets the pace, where building them at the commit came after both
            // (about 0.3 s less wall time for a million jobs on two cores, bench/README.md).
        }

        // The reading (parse, fold steps, SHA-256 of the file) runs on a thread of its own and hands
        // batches of jobs (typed cells, UTF-8 texts) and of rejected lines to this thread, which owns
        // the connection and writes them: on two cores the reading and SQLite's work overlap. A dry
        // run only reads, here.
        // The jobs the evaluation holds, by cluster, job id and submit time, checked in memory as the
        // jobs are read; and the job imports whose files an input may be again.
        JobKeyIndex held;
        if (auto loaded = held.load(storage); !loaded)
            return loaded;
        auto earlier = ImportRepository(storage).ofKind(result.detail.kind);
        if (!earlier)
            return earlier.error();
        // This import's rows get their ids here, so that a later record of a job it added (in a later
        // input) can name the row it replaces. (SQLite appends a row of a given, ascending id as fast
        // as one whose id it chooses, and faster than one given a NULL id.)
        qint64 nextRow = 1;
        if (write) {
            auto range = BaselineRepository(storage).jobIdRange();
            if (!range)
                return range.error();
            nextRow = *range ? (*range)->second + 1 : 1;
        }

        Handover handover;
        std::vector<std::shared_ptr<FileDigest>> digests; // of the inputs read to their end
        std::optional<Error> readError;
        const auto readInputs = [&]() {
            std::unique_ptr<JobRows> jobs = handover.emptyRows();
            std::vector<qint64> replaced;
            std::vector<ImportRejection> rejections;
            const auto flushJobs = [&]() -> bool {
                if (!write) {
                    jobs->clear();
                    replaced.clear();
                }
                if (jobs->isEmpty())
                    return !handover.stopped();
                Batch handed;
                handed.jobs = std::move(jobs);
                handed.replaced = std::move(replaced);
                replaced.clear();
                jobs = handover.emptyRows();
                return handover.put(std::move(handed));
            };
            const auto flushRejections = [&]() -> bool {
                if (!write)
                    rejections.clear();
                if (rejections.empty())
                    return !handover.stopped();
                Batch handed;
                handed.rejections = std::move(rejections);
                rejections.clear();
                return handover.put(std::move(handed));
            };

            qint64 before = 0; // bytes of the inputs read before this one
            for (qsizetype inputIndex = 0; inputIndex < request.inputs.size(); ++inputIndex) {
                const QString& input = request.inputs.at(inputIndex);
                // The jobs of this input are held too when another input follows (it may repeat them).
                const bool holdNew = inputIndex + 1 < request.inputs.size();
                HashingFile file(input, write ? &handover : nullptr);
                if (!file.openFile()) {
                    readError = Error{Error::Kind::Io, Text::tr("Cannot read %1: %2").arg(input, file.errorString())};
                    return;
                }
                SacctSink sink;
                sink.job = [&](const JobRecord& job) {
                    ++progress.rows;
                    ++result.jobs;
                    const JobKeyIndex::Found found = held.isEmpty() && !holdNew ? JobKeyIndex::Found{} : held.find(job);
                    if (found.match == JobKeyIndex::Match::Repeat) {
                        ++result.duplicates;
                        if (refused || !write || result.duplicates > ImportDetail::kListedRows)
                            return true;
                        rejections.push_back(ImportRejection{importId, input, job.sourceLine, 0, kDuplicateRule,
                                                             joblimits::quoted(job.jobKey), QString()});
                        return rejections.size() < size_t(batch) || flushRejections();
                    }
                    const qint64 rowId = nextRow++;
                    if (found.match == JobKeyIndex::Match::Later) {
                        ++result.updated;
                        held.put(job, rowId, found);
                    } else {
                        ++result.added;
                        if (holdNew)
                            held.put(job, rowId, found);
                    }
                    if (refused || !write)
                        return true; // read on, to report every issue
                    // The audit entry lists the first jobs it adds and updates, as every import's does.
                    if (result.detail.added.size() + result.detail.changed.size() < ImportDetail::kListedRows)
                        AuditRepository::noteImported(result.detail,
                                                      found.match == JobKeyIndex::Match::Later
                                                          ? BaselineRepository::jobReplaced(found.rowId, job, job)
                                                          : BaselineRepository::jobInserted(job));
                    if (found.match == JobKeyIndex::Match::Later)
                        replaced.push_back(found.rowId);
                    jobs->append(job, importId, rowId);
                    return jobs->size() < batch || flushJobs();
                };
                sink.issue = [&](const SacctIssue& issue) {
                    const bool isError = issue.issue.severity == Issue::Severity::Error;
                    LocatedIssue located{input, issue.issue};
                    located.issue.message += QStringLiteral(" (%1)").arg(SacctIssue::ruleKey(issue.rule));
                    if (onIssue)
                        onIssue(located, issue);
                    if (result.issues.size() < JobImportResult::kKeptIssues)
                        result.issues.append(located);
                    ++(isError ? result.errors : result.warnings);
                    if (!isError)
                        return true;
                    if (issue.rule == SacctRule::Header || issue.rule == SacctRule::Delimiter)
                        fatal = true;
                    if (!request.skipInvalid || fatal) {
                        refused = true;
                        jobs->clear();
                        replaced.clear();
                        rejections.clear();
                        return true;
                    }
                    ++result.rejectedLines;
                    rejections.push_back(ImportRejection{importId, input, issue.issue.line, issue.issue.column,
                                                         SacctIssue::ruleKey(issue.rule), issue.jobKey, issue.value});
                    return rejections.size() < size_t(batch) || flushRejections();
                };
                sink.progress = [&](qint64 read, qint64) {
                    progress.bytesRead = before + read;
                    return true;
                };
                auto summary = format->read(file, options, sink);
                if (!summary) {
                    readError = summary.error();
                    return;
                }
                if (handover.stopped())
                    return; // a write failed: its error is the one to report
                if (progress.cancelled) {
                    readError =
                        Error{Error::Kind::Cancelled, Text::tr("The import was cancelled; nothing was written.")};
                    return;
                }
                before += file.size();
                progress.bytesRead = before;
                result.detail.files.append(input);
                digests.push_back(file.digest());
                if (!refused && (!flushJobs() || !flushRejections()))
                    return;
            }
        };

        std::optional<Error> writeError;
        if (!write) {
            readInputs();
        } else {
            std::thread reader([&] {
                const auto done = qScopeGuard([&] { handover.finish(); });
                readInputs();
            });
            while (std::optional<Batch> next = handover.take()) {
                if (next->block.bytes) {
                    next->block.digest->update(next->block.bytes, next->block.size);
                    handover.giveBack(std::move(next->block));
                    continue;
                }
                if (writeError || refused)
                    continue; // refused: nothing is kept; the reading goes on to report every issue
                if (next->jobs) {
                    auto n = BaselineRepository::insertJobs(storage, *next->jobs);
                    handover.giveBack(std::move(next->jobs));
                    if (!n)
                        writeError = n.error();
                }
                if (!writeError && !next->replaced.empty()) {
                    auto n = BaselineRepository::markReplaced(storage, next->replaced, importId);
                    if (!n)
                        writeError = n.error();
                    else if (*n != qint64(next->replaced.size())) // another writer replaced it meanwhile
                        writeError = Error{Error::Kind::Busy,
                                           Text::tr("A job of the evaluation changed while the import was read; "
                                                    "nothing was imported. Import the files again.")};
                }
                if (!writeError && !next->rejections.empty()) {
                    size_t i = 0;
                    auto n = ImportRepository::insertRejections(storage, [&](ImportRejection& r) {
                        if (i == next->rejections.size())
                            return false;
                        r = std::move(next->rejections[i++]);
                        return true;
                    });
                    if (!n)
                        writeError = n.error();
                }
                if (writeError)
                    handover.stop();
            }
            reader.join();
        }
        if (writeError)
            return *writeError;
        if (readError)
            return *readError;
        // Every block read has been hashed: the reader has finished and the queue is empty.
        for (const std::shared_ptr<FileDigest>& digest : digests)
            result.detail.sha256.append(digest->finish());
        // A file an earlier job import read is refused unless the user insists: it would add nothing
        // new but its later records, and was most likely chosen by mistake.
        for (qsizetype i = 0; i < result.detail.files.size(); ++i) {
            const QString& sha = result.detail.sha256.value(i);
            for (const ImportEntry& before : std::as_const(*earlier)) {
                if (!sha.isEmpty() && before.sha256.split(QStringLiteral(", ")).contains(sha)) {
                    result.sameFile.append({result.detail.files.at(i), before});
                    break;
                }
            }
        }
        // Refused: the result says why, and the error only rolls the transaction back.
        if (refused)
            result.refusal = JobImportRefusal::Invalid;
        else if (!result.sameFile.isEmpty() && !request.allowSameFile)
            result.refusal = JobImportRefusal::SameFile;
        if (result.refusal != JobImportRefusal::None)
            return Error{Error::Kind::BadInput, QString()};
        // The rows it writes: its new jobs and the later records of jobs held (its register's count,
        // which undo hides).
        result.detail.rows = result.added + result.updated;
        result.detail.addedCount = result.added;
        result.detail.changedCount = result.updated;
        result.detail.duplicateCount = result.duplicates;
        result.detail.rejectedCount = result.rejectedLines;
        if (!write)
            return {};
        if (auto r = ImportRepository::finish(storage, importId, result.detail.sha256.join(QStringLiteral(", ")),
                                              result.detail.rows);
            !r)
            return r;
        AuditEntry audit;
        audit.at = entry.at;
        audit.actor = actor;
        audit.action = QStringLiteral("import");
        audit.entity = QStringLiteral("import");
        audit.entityId = QString::number(importId);
        audit.detail = AuditRepository::importDetail(result.detail);
        auto seq = auditactors::append(storage, audit, AuditActors{request.memberId, Workspace::systemUser()});
        if (!seq)
            return seq.error();
        result.auditSeq = *seq;
        return {};
    };
    // A bulk transaction: with the file to itself (the command line, nothing else open), the rows go
    // straight into the file rather than through the WAL and its checkpoint.
    auto written = write ? storage.bulkTransaction(work) : work();
    if (!written) {
        if (written.error().kind == Error::Kind::Cancelled) {
            result.cancelled = true;
            result.refusal = JobImportRefusal::Cancelled;
            return result;
        }
        if (result.refusal != JobImportRefusal::None)
            return result;
        return written.error();
    }
    result.importId = write ? importId : 0;
    return result;
}

QList<std::pair<QString, QString>> recordedOptions(const JobImportRequest& request)
{
    // Option names as the command line spells them (not storage: command-line options).
    QList<std::pair<QString, QString>> options;
    const auto add = [&options](const char* name, const QString& value) {
        options.append({QLatin1String(name), value});
    };
    const SacctOptions defaults;
    add("format", request.format);
    if (!request.sacct.fields.isEmpty())
        add("sacct-fields", request.sacct.fields.join(u','));
    if (request.sacct.delimiter != defaults.delimiter)
        add("delimiter",
            request.sacct.delimiter == QLatin1String("\t") ? QStringLiteral("tab") : request.sacct.delimiter);
    if (!request.timeZone.isEmpty())
        add("tz", request.timeZone);
    if (request.sacct.teamField != defaults.teamField)
        add("team-field", request.sacct.teamField);
    if (!request.sacct.taskTypeField.isEmpty())
        add("task-type-field", request.sacct.taskTypeField);
    if (!request.sacct.taskTypePattern.isEmpty())
        add("task-type-pattern", request.sacct.taskTypePattern);
    if (!request.cluster.trimmed().isEmpty())
        add("cluster", request.cluster.trimmed()); // not storage: a command-line option
    if (request.skipInvalid)
        add("skip-invalid", QString());
    if (request.allowSameFile)
        add("allow-same-file", QString());
    return options;
}

Result<JobImportResult> importJobsAt(const QString& location, const JobImportRequest& request,
                                     JobImportProgress& progress, const JobIssueSink& onIssue)
{
    auto storage = storageFactory::open(location, request.dryRun ? storageFactory::Access::ReadOnly
                                                                 : storageFactory::Access::ReadWrite);
    if (!storage)
        return storage.error();
    return importJobs(**storage, request, progress, onIssue);
}

namespace {

/// The undo step of a job import: "import FILES".
StepText stepText(const ImportDetail& detail)
{
    QStringList names;
    for (const QString& file : detail.files)
        names.append(QFileInfo(file).fileName());
    return [names](const QString& language) { return Text::tr("import %1").arg(names.join(listSeparator(language))); };
}

} // namespace

Result<JobImportResult> importJobs(Workspace& workspace, const JobImportRequest& request, JobImportProgress& progress,
                                   const JobIssueSink& onIssue)
{
    JobImportRequest asked = request;
    if (asked.actor.trimmed().isEmpty())
        asked.actor = workspace.actor();
    if (asked.memberId.isEmpty())
        asked.memberId = workspace.actingMemberId();
    if (!asked.at.isValid())
        asked.at = workspace.now();
    JobImportResult out;
    auto written = workspace.executeStreamedImport(
        [&](Storage& storage) -> Result<StreamedImport> {
            auto result = importJobs(storage, asked, progress, onIssue);
            if (!result)
                return result.error();
            out = std::move(*result);
            return StreamedImport{out.importId, out.auditSeq, ImportRepository::jobImportTables(), out.detail};
        },
        stepText);
    if (!written)
        return written.error();
    return out;
}

void adoptJobImport(Workspace& workspace, const JobImportResult& result)
{
    if (!result.written())
        return;
    workspace.adoptImport(result.importId, result.auditSeq, ImportRepository::jobImportTables(), result.detail,
                          stepText(result.detail));
}

JobImportWorker::JobImportWorker(QString location, JobImportRequest request, QObject* parent)
    : QObject(parent)
    , m_location(std::move(location))
    , m_request(std::move(request))
    , m_result(Error{Error::Kind::Cancelled, QString()})
{}

JobImportWorker::~JobImportWorker()
{
    cancel();
    if (m_thread) {
        m_thread->wait(); // its finished() is not delivered to a worker that is gone
        delete m_thread;
    }
}

void JobImportWorker::start()
{
    if (m_thread)
        return;
    m_thread = QThread::create([this] {
        // A connection of the thread's own: SQLite connections are bound to their thread.
        m_result = importJobsAt(m_location, m_request, m_progress);
    });
    connect(m_thread, &QThread::finished, this, [this] {
        m_thread->deleteLater();
        m_thread = nullptr;
        m_done = true;
        emit finished();
    });
    m_thread->start();
}

void JobImportWorker::wait()
{
    if (m_thread)
        m_thread->wait();
    QCoreApplication::sendPostedEvents(this);
}

bool isDuplicate(const ImportRejection& kept)
{
    return kept.rule == kDuplicateRule;
}

QString sameFileText(const SameFile& same, const QTimeZone& zone)
{
    return Text::tr("%1 was imported before: import %2 of %3, by %4 at %5")
        .arg(same.file)
        .arg(same.earlier.id)
        .arg(same.earlier.fileName, same.earlier.actor, timeInZone(same.earlier.at, zone));
}

QString rejectionText(const ImportRejection& rejection)
{
    QString text = QStringLiteral("%1:%2:%3: %4")
                       .arg(rejection.file)
                       .arg(rejection.line)
                       .arg(rejection.column)
                       .arg(SacctIssue::ruleText(rejection.rule));
    if (!rejection.value.isEmpty())
        text = Text::tr("%1: “%2”").arg(text, rejection.value);
    if (!rejection.jobKey.isEmpty())
        text = Text::tr("%1 (job %2)").arg(text, rejection.jobKey);
    return text;
}

} // namespace gatebench
