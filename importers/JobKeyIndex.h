#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gatebench {

class Storage;

/// The jobs an evaluation holds, by what identifies a job: its cluster, its job id and its submit
/// time (DOMAIN.md "One job, one row"; issue 27 item 4). A job-log import checks every job it reads
/// against them in memory, so that a job already there is not added again:
/// - a job none of them is: new;
/// - a record later in the job's life than the one held (it started, or ended, where the held one
///   had not): later, it replaces the held one;
/// - any other: a repeat (a duplicate), left out.
/// A job without a cluster (its file has no Cluster field and the import no --cluster) is the same
/// job as one of any cluster with the same id and submit time; of two clusters, the same name.
///
/// Held compactly (about 32 bytes a job and its id's UTF-8): a million stored jobs take about 45 MB,
/// read in well under a second (bench/README.md).
class JobKeyIndex {
public:
    enum class Match { New, Later, Repeat };
    struct Found {
        Match match = Match::New;
        qint64 rowId = 0; ///< the row of the job held (Later, Repeat)
        qint64 entry = -1;
    };

    /// Holds the jobs the job log of `storage` shows (not those of undone imports, not replaced ones).
    Result<void> load(const Storage& storage);
    /// Makes room for `jobs` jobs in all.
    void reserve(qsizetype jobs);
    qsizetype size() const { return qsizetype(m_entries.size()); }
    bool isEmpty() const { return m_entries.empty(); }

    /// Where `job` stands against the jobs held.
    Found find(const JobRecord& job);
    /// Holds `job` as row `rowId` (a dry run: any number): a new job when `found` says New, else in
    /// place of the job found (which the later record replaced).
    void put(const JobRecord& job, qint64 rowId, const Found& found);

private:
    static constexpr quint32 kEnd = 0xFFFFFFFFu;
    struct Entry {
        qint64 submitUtc = 0;
        qint64 rowId = 0;
        quint32 keyOffset = 0;
        quint32 next = kEnd;
        quint16 keyLength = 0;
        quint16 cluster = 0;
        quint8 stage = 0; ///< 1: started; 2: ended; 3: both
    };

    static quint8 stageOf(bool started, bool ended) { return quint8((started ? 1 : 0) | (ended ? 2 : 0)); }
    static quint64 hashOf(std::string_view key, qint64 submitUtc);
    Result<void> add(std::string_view cluster, std::string_view key, qint64 submitUtc, qint64 rowId, quint8 stage);
    quint16 clusterIndex(std::string_view cluster);
    std::string_view keyOf(const Entry& entry) const;
    void grow();
    /// The UTF-8 of `text` (valid until the next call).
    std::string_view utf8(const QString& text, std::string& scratch) const;

    std::vector<Entry> m_entries;
    std::vector<quint32> m_heads; ///< chains by hashOf(key, submit); a power of two
    std::string m_keys;           ///< every job id's UTF-8, one after the other
    std::vector<std::string> m_clusters{std::string()};
    std::unordered_map<std::string, quint16> m_clusterIndex{{std::string(), 0}};
    std::string m_keyScratch, m_clusterScratch;
};

} // namespace gatebench
