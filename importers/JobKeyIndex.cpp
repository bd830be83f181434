#include "JobKeyIndex.h"

#include "repositories/BaselineRepository.h"

#include <QCoreApplication>

#include <cstring>
#include <functional>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::JobKeyIndex)
};

bool hasEnded(JobOutcome outcome)
{
    return outcome == JobOutcome::Completed || outcome == JobOutcome::Failed || outcome == JobOutcome::Cancelled;
}

} // namespace

quint64 JobKeyIndex::hashOf(std::string_view key, qint64 submitUtc)
{
    quint64 h = std::hash<std::string_view>{}(key) ^ (quint64(submitUtc) * 0x9e3779b97f4a7c15ULL);
    h ^= h >> 31; // the low bits pick the chain: mix the high ones in
    return h;
}

std::string_view JobKeyIndex::utf8(const QString& text, std::string& scratch) const
{
    const qsizetype n = text.size();
    const char16_t* p = reinterpret_cast<const char16_t*>(text.constData());
    scratch.resize(size_t(n));
    for (qsizetype i = 0; i < n; ++i) {
        if (p[i] >= 0x80) {
            const QByteArray bytes = text.toUtf8();
            scratch.assign(bytes.constData(), size_t(bytes.size()));
            return scratch;
        }
        scratch[size_t(i)] = char(p[i]);
    }
    return scratch;
}

std::string_view JobKeyIndex::keyOf(const Entry& entry) const
{
    return std::string_view(m_keys.data() + entry.keyOffset, entry.keyLength);
}

quint16 JobKeyIndex::clusterIndex(std::string_view cluster)
{
    m_clusterScratch.assign(cluster);
    if (const auto it = m_clusterIndex.find(m_clusterScratch); it != m_clusterIndex.end())
        return it->second;
    const auto index = quint16(m_clusters.size());
    m_clusters.push_back(m_clusterScratch);
    m_clusterIndex.emplace(m_clusterScratch, index);
    return index;
}

void JobKeyIndex::grow()
{
    m_heads.assign(std::max<size_t>(1024, m_heads.size() * 2), kEnd);
    const size_t mask = m_heads.size() - 1;
    for (size_t i = 0; i < m_entries.size(); ++i) {
        Entry& entry = m_entries[i];
        const size_t slot = hashOf(keyOf(entry), entry.submitUtc) & mask;
        entry.next = m_heads[slot];
        m_heads[slot] = quint32(i);
    }
}

Result<void> JobKeyIndex::add(std::string_view cluster, std::string_view key, qint64 submitUtc, qint64 rowId,
                              quint8 stage)
{
    // Labels are bounded (kMaxLabelCodePoints); these limits hold the index's own fields.
    if (key.size() > 0xFFFF || m_keys.size() + key.size() > 0xFFFFFFFFu || m_entries.size() >= kEnd - 1 ||
        (m_clusters.size() >= 0xFFFF && !m_clusterIndex.count(std::string(cluster))))
        return Error{Error::Kind::BadInput, Text::tr("Too many jobs to check for duplicates at once")};
    Entry entry;
    entry.submitUtc = submitUtc;
    entry.rowId = rowId;
    entry.keyOffset = quint32(m_keys.size());
    entry.keyLength = quint16(key.size());
    entry.cluster = clusterIndex(cluster);
    entry.stage = stage;
    m_keys.append(key);
    if (2 * (m_entries.size() + 1) > m_heads.size()) {
        m_entries.push_back(entry);
        grow();
        return {};
    }
    const size_t slot = hashOf(key, submitUtc) & (m_heads.size() - 1);
    entry.next = m_heads[slot];
    m_heads[slot] = quint32(m_entries.size());
    m_entries.push_back(entry);
    return {};
}

void JobKeyIndex::reserve(qsizetype jobs)
{
    if (jobs <= qsizetype(m_entries.size()))
        return;
    m_entries.reserve(size_t(jobs));
    m_keys.reserve(size_t(jobs) * 8);
    size_t heads = std::max<size_t>(1024, m_heads.size());
    while (heads < 2 * size_t(jobs))
        heads *= 2;
    if (heads > m_heads.size()) {
        m_heads.resize(heads / 2); // grow() doubles it and chains the entries held again
        grow();
    }
}

Result<void> JobKeyIndex::load(const Storage& storage)
{
    // Sized once for the rows the log holds (its id range, an upper bound): growing a million entries
    // step by step rehashed them ten times and faulted in the memory again each time.
    auto range = BaselineRepository(storage).jobIdRange();
    if (!range)
        return range.error();
    if (*range && (*range)->second - (*range)->first < qint64(1) << 26)
        reserve(qsizetype((*range)->second - (*range)->first + 1));
    std::optional<Error> failure;
    auto scanned = BaselineRepository(storage).scanJobKeys([&](const StoredJobKey& job) {
        if (auto r = add(job.cluster, job.jobKey, job.submitUtc, job.id, stageOf(job.started, job.ended)); !r) {
            failure = r.error();
            return false;
        }
        return true;
    });
    if (!scanned)
        return scanned.error();
    if (failure)
        return *failure;
    return {};
}

JobKeyIndex::Found JobKeyIndex::find(const JobRecord& job)
{
    if (m_entries.empty())
        return {};
    const std::string_view key = utf8(job.jobKey, m_keyScratch);
    // The job's cluster among those held; one not held matches only jobs without a cluster.
    int wanted = 0;
    if (!job.cluster.isEmpty()) {
        (void)utf8(job.cluster, m_clusterScratch); // fills the scratch string the map looks up
        const auto it = m_clusterIndex.find(m_clusterScratch);
        wanted = it == m_clusterIndex.end() ? -1 : int(it->second);
    }
    const size_t slot = hashOf(key, job.submitUtc) & (m_heads.size() - 1);
    qint64 best = -1;
    for (quint32 i = m_heads[slot]; i != kEnd; i = m_entries[i].next) {
        const Entry& entry = m_entries[i];
        if (entry.submitUtc != job.submitUtc || entry.keyLength != key.size() ||
            std::memcmp(m_keys.data() + entry.keyOffset, key.data(), key.size()) != 0)
            continue;
        if (int(entry.cluster) == wanted) {
            best = i; // the same cluster: the one
            break;
        }
        if (best < 0 && (entry.cluster == 0 || wanted == 0))
            best = i; // a job without a cluster is the same job as one of any
    }
    if (best < 0)
        return {};
    const Entry& held = m_entries[size_t(best)];
    const bool started = job.startUtc.has_value();
    const bool ended = hasEnded(job.outcome);
    const bool later = (started && !(held.stage & 1)) || (ended && !(held.stage & 2));
    return {later ? Match::Later : Match::Repeat, held.rowId, best};
}

void JobKeyIndex::put(const JobRecord& job, qint64 rowId, const Found& found)
{
    const quint8 stage = stageOf(job.startUtc.has_value(), hasEnded(job.outcome));
    if (found.match != Match::New && found.entry >= 0 && size_t(found.entry) < m_entries.size()) {
        Entry& entry = m_entries[size_t(found.entry)];
        entry.rowId = rowId;
        entry.stage = stage;
        entry.cluster = clusterIndex(utf8(job.cluster, m_keyScratch));
        return;
    }
    std::string cluster(utf8(job.cluster, m_clusterScratch));
    (void)add(cluster, utf8(job.jobKey, m_keyScratch), job.submitUtc, rowId, stage);
}

} // namespace gatebench
