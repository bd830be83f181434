// Slurm's `sacct --parsable2` is not CSV: nothing is quoted (a `"` in a job name is text), the
// separator is `|`, and a job is spread over several lines (its steps, its heterogeneous
// components, its requeued records). So this reader splits lines itself, with fields as views into
// the block it read, and converts only the dozen fields it maps: a million-job log is read in
// about a second (bench/README.md, bench_sacct).

#include "SacctReader.h"

#include "JobLimits.h"
#include "core/LargeBuffers.h"
#include "core/StringMap.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QIODevice>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <charconv>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <deque>
#include <new>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::SacctReader)
};

using View = std::string_view;

/// The fields the reader maps, by their role.
enum Col {
    ColJobId,
    ColJobIdRaw,
    ColState,
    ColSubmit,
    ColStart,
    ColEnd,
    ColTeam,
    ColUser,
    ColPartition,
    ColAllocTres,
    ColReqTres,
    ColTaskType,
    ColCluster,
    ColElapsed,
    ColNodeList,
    ColAllocNodes,
    ColAllocCpus,
    ColCount
};

QString fromView(View v)
{
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

/// A field name as sacct takes it: case does not matter, a `%width` suffix is ignored.
QString normalName(const QString& name)
{
    QString n = name.trimmed();
    if (const qsizetype percent = n.indexOf(QLatin1Char('%')); percent >= 0)
        n.truncate(percent);
    return n.toLower();
}

bool isBlank(View line)
{
    return std::all_of(line.begin(), line.end(), [](char c) { return c == ' ' || c == '\t'; });
}

bool allDigits(View v)
{
    return !v.empty() && std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/// Splits `line` at `delimiter` (one byte: memchr; several: a search).
void splitLine(View line, View delimiter, std::vector<View>& out)
{
    out.clear();
    size_t at = 0;
    if (delimiter.size() == 1) {
        const char d = delimiter.front();
        for (;;) {
            const size_t found = line.find(d, at);
            if (found == View::npos)
                break;
            out.push_back(line.substr(at, found - at));
            at = found + 1;
        }
    } else {
        for (;;) {
            const size_t found = line.find(delimiter, at);
            if (found == View::npos)
                break;
            out.push_back(line.substr(at, found - at));
            at = found + delimiter.size();
        }
    }
    out.push_back(line.substr(at));
}

/// What a JobID says: 123.batch, 123+1 and 123+1.0 name the job 123.
struct JobIdParts {
    View key;           ///< the job
    int component = -1; ///< of a heterogeneous job (123+1: 1), else -1
    bool step = false;  ///< a step (123.batch)
};

/// Reads a JobID whose first '.' is at `dot` (for every line: memchr finds a character in a short id
/// faster than a loop does).
[[gnu::always_inline]] inline JobIdParts jobOf(View id, size_t dot)
{
    JobIdParts parts;
    parts.step = dot != View::npos;
    parts.key = id.substr(0, dot);
    if (const size_t plus = parts.key.find('+'); plus != View::npos) {
        const View number = parts.key.substr(plus + 1);
        if (allDigits(number) && number.size() <= 6) {
            parts.component = 0;
            std::from_chars(number.data(), number.data() + number.size(), parts.component);
            parts.key = parts.key.substr(0, plus);
        }
    }
    return parts;
}

[[gnu::always_inline]] inline JobIdParts jobOf(View id)
{
    return jobOf(id, id.find('.'));
}

/// Whether `text` is a Slurm job id as sacct writes it: 123, 123_4, 123_[1-5%2], 123+1, 123.batch,
/// 123_4.0 (what a line with the wrong number of fields may be said to be about).
bool isJobIdShaped(View v)
{
    size_t i = 0;
    const auto digits = [&] {
        const size_t from = i;
        while (i < v.size() && v[i] >= '0' && v[i] <= '9')
            ++i;
        return i > from;
    };
    if (!digits())
        return false;
    if (i < v.size() && v[i] == '_') {
        ++i;
        if (i < v.size() && v[i] == '[') {
            const size_t close = v.find(']', i);
            if (close == View::npos)
                return false;
            i = close + 1;
        } else if (!digits()) {
            return false;
        }
    }
    if (i < v.size() && v[i] == '+') {
        ++i;
        if (!digits())
            return false;
    }
    if (i < v.size() && v[i] == '.') {
        ++i;
        if (i == v.size())
            return false;
        while (i < v.size() && (std::isalnum(static_cast<unsigned char>(v[i])) || v[i] == '_'))
            ++i;
    }
    return i == v.size();
}

// ---- States -----------------------------------------------------------------------------------

struct StateInfo {
    bool known = false;
    JobOutcome outcome = JobOutcome::Completed;
    const char* reason = ""; ///< the Slurm state of a failure
    bool requeued = false;   ///< a state after which Slurm may run the job again under the same id
};

StateInfo stateInfo(View state)
{
    // "CANCELLED by 1234": cancelled by that user id.
    if (state.substr(0, 9) == "CANCELLED" && (state.size() == 9 || state[9] == ' '))
        return {true, JobOutcome::Cancelled, "", false};
    struct Entry {
        const char* name;
        JobOutcome outcome;
        bool failure;
        bool requeued;
    };
    static constexpr Entry kStates[] = {
        {"COMPLETED", JobOutcome::Completed, false, false}, {"FAILED", JobOutcome::Failed, true, false},
        {"TIMEOUT", JobOutcome::Failed, true, false},       {"NODE_FAIL", JobOutcome::Failed, true, true},
        {"OUT_OF_MEMORY", JobOutcome::Failed, true, false}, {"PREEMPTED", JobOutcome::Failed, true, true},
        {"BOOT_FAIL", JobOutcome::Failed, true, true},      {"DEADLINE", JobOutcome::Failed, true, false},
        {"RUNNING", JobOutcome::Running, false, false},     {"SUSPENDED", JobOutcome::Running, false, false},
        {"COMPLETING", JobOutcome::Running, false, false},  {"CONFIGURING", JobOutcome::Running, false, false},
        {"STAGE_OUT", JobOutcome::Running, false, false},   {"SIGNALING", JobOutcome::Running, false, false},
        {"RESIZING", JobOutcome::Running, false, false},    {"STOPPED", JobOutcome::Running, false, false},
        {"PENDING", JobOutcome::Pending, false, false},     {"REQUEUED", JobOutcome::Pending, false, true},
        {"REQUEUE_HOLD", JobOutcome::Pending, false, true}, {"REQUEUE_FED", JobOutcome::Pending, false, true},
        {"SPECIAL_EXIT", JobOutcome::Pending, false, true},
    };
    for (const Entry& e : kStates) {
        if (state == e.name)
            return {true, e.outcome, e.failure ? e.name : "", e.requeued};
    }
    return {};
}

/// How much an outcome says about a heterogeneous job made of components with several outcomes.
int outcomeRank(JobOutcome outcome)
{
    switch (outcome) {
    case JobOutcome::Completed:
        return 0;
    case JobOutcome::Cancelled:
        return 1;
    case JobOutcome::Failed:
        return 2;
    case JobOutcome::Pending:
        return 3;
    case JobOutcome::Running:
        break;
    }
    return 4;
}

// ---- Times ------------------------------------------------------------------------------------

/// Days from 1970-01-01 to a civil date (proleptic Gregorian; H. Hinnant's algorithm).
qint64 daysFromCivil(int y, int m, int d)
{
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = int(y - era * 400);
    const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

int daysInMonth(int y, int m)
{
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && leap ? 29 : kDays[m - 1];
}

/// Local wall-clock seconds (as if the zone were UTC) to UTC, with the zone's offsets cached per
/// local hour: an hour with one offset throughout is a lookup; the hours around a daylight-saving
/// change are solved exactly for each time.
class ZoneClock {
public:
    enum class Kind { Ok, Ambiguous, Nonexistent };

    explicit ZoneClock(const QTimeZone& zone)
        : m_zone(zone)
        , m_fixed(!zone.hasTransitions())
        , m_fixedOffset(zone.offsetFromUtc(QDateTime::fromSecsSinceEpoch(0, QTimeZone::utc())))
    {}

    Kind toUtc(qint64 local, qint64& utc)
    {
        if (m_fixed) {
            utc = local - m_fixedOffset;
            return Kind::Ok;
        }
        const qint64 hour = local >= 0 ? local / 3600 : (local - 3599) / 3600;
        if (hour != m_lastHour) {
            auto it = m_hours.find(hour);
            if (it == m_hours.end()) {
                if (m_hours.size() > (1u << 20))
                    m_hours.clear(); // only a hostile file spans a million hours
                it = m_hours.emplace(hour, hourOffset(hour * 3600)).first;
            }
            m_lastHour = hour;
            m_lastOffset = it->second;
        }
        if (m_lastOffset != kIrregular) {
            utc = local - m_lastOffset;
            return Kind::Ok;
        }
        int offsets[2];
        const int n = solve(local, offsets);
        if (n == 0)
            return Kind::Nonexistent;
        utc = local - offsets[0]; // the larger offset: the earlier instant, the first occurrence
        return n == 1 ? Kind::Ok : Kind::Ambiguous;
    }

private:
    static constexpr int kIrregular = INT_MIN;

    int offsetAt(qint64 utc) const
    {
        return m_zone.offsetFromUtc(QDateTime::fromSecsSinceEpoch(utc, QTimeZone::utc()));
    }

    /// The offsets o with offsetAt(local - o) == o, largest first: none in a gap, two in an overlap.
    /// Candidates are the offsets a day either side (changes are further apart than that).
    int solve(qint64 local, int (&out)[2]) const
    {
        const std::array<int, 3> candidates{offsetAt(local - 86400), offsetAt(local), offsetAt(local + 86400)};
        int n = 0;
        for (const int o : candidates) {
            if ((n > 0 && out[0] == o) || (n > 1 && out[1] == o))
                continue;
            if (offsetAt(local - o) == o && n < 2)
                out[n++] = o;
        }
        if (n == 2 && out[1] > out[0])
            std::swap(out[0], out[1]);
        return n;
    }

    int hourOffset(qint64 hourStart) const
    {
        int first[2];
        int last[2];
        if (solve(hourStart, first) == 1 && solve(hourStart + 3599, last) == 1 && first[0] == last[0])
            return first[0];
        return kIrregular;
    }

    QTimeZone m_zone;
    bool m_fixed = true;
    int m_fixedOffset = 0;
    std::unordered_map<qint64, int> m_hours;
    qint64 m_lastHour = LLONG_MIN;
    int m_lastOffset = 0;
};

enum class TimeRead { Absent, Ok, Bad, Nonexistent };

// ---- What a field may hold ----------------------------------------------------------------------

/// What the fields sacct writes may hold, to tell where a `|` that --parsable2 left unescaped
/// belongs: free text (the only fields that may hold one), or a shape (a time, a TRES list, ...)
/// that a field from another column would not have.
enum class Kind : unsigned char { Any, FreeText, Name, JobId, State, Time, Tres, Count, Duration, ExitCode };

Kind kindOf(const QString& normal)
{
    static const std::pair<const char*, Kind> kKinds[] = {
        {"jobname", Kind::FreeText},
        {"comment", Kind::FreeText},
        {"admincomment", Kind::FreeText},
        {"systemcomment", Kind::FreeText},
        {"submitline", Kind::FreeText},
        {"workdir", Kind::FreeText},
        {"constraints", Kind::FreeText},
        {"jobid", Kind::JobId},
        {"jobidraw", Kind::JobId},
        {"state", Kind::State}, // not storage: an sacct field
        {"submit", Kind::Time},
        {"start", Kind::Time},
        {"end", Kind::Time},
        {"eligible", Kind::Time},
        {"alloctres", Kind::Tres},
        {"reqtres", Kind::Tres},
        {"account", Kind::Name},
        {"user", Kind::Name},
        {"group", Kind::Name},
        {"partition", Kind::Name},
        {"qos", Kind::Name},
        {"cluster", Kind::Name}, // not storage: a sacct field name
        {"wckey", Kind::Name},
        {"reservation", Kind::Name},
        {"alloccpus", Kind::Count},
        {"allocnodes", Kind::Count},
        {"ncpus", Kind::Count},
        {"nnodes", Kind::Count},
        {"ntasks", Kind::Count},
        {"reqcpus", Kind::Count},
        {"reqnodes", Kind::Count},
        {"uid", Kind::Count},
        {"gid", Kind::Count},
        {"elapsed", Kind::Duration},
        {"timelimit", Kind::Duration},
        {"cputime", Kind::Duration},
        {"totalcpu", Kind::Duration},
        {"usercpu", Kind::Duration},
        {"systemcpu", Kind::Duration},
        {"suspended", Kind::Duration},
        {"reserved", Kind::Duration},
        {"exitcode", Kind::ExitCode},
        {"derivedexitcode", Kind::ExitCode},
    };
    for (const auto& [name, kind] : kKinds) {
        if (normal == QLatin1String(name))
            return kind;
    }
    return Kind::Any;
}

bool looksLikeTime(View v)
{
    if (v.empty() || v == "Unknown" || v == "None")
        return true;
    if (allDigits(v))
        return v.size() <= 12;
    if (v.size() != 19 || v[4] != '-' || v[7] != '-' || (v[10] != 'T' && v[10] != ' ') || v[13] != ':' || v[16] != ':')
        return false;
    for (const size_t i : {0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18}) {
        if (v[i] < '0' || v[i] > '9')
            return false;
    }
    return true;
}

bool noSpace(View v)
{
    return std::none_of(v.begin(), v.end(), [](char c) { return c == ' ' || c == '\t' || c == '\n'; });
}

/// Whether a field of `kind` may hold `v` (free text and unknown fields hold anything).
bool fits(Kind kind, View v)
{
    switch (kind) {
    case Kind::Any:
    case Kind::FreeText:
        return true;
    case Kind::Name: // sacctmgr names: no space, no '='
        return noSpace(v) && v.find('=') == View::npos;
    case Kind::JobId:
        return isJobIdShaped(v);
    case Kind::State:
        return stateInfo(v).known;
    case Kind::Time:
        return looksLikeTime(v);
    case Kind::Tres: { // billing=8,cpu=8,gres/gpu:a100=2,mem=64G
        if (!noSpace(v))
            return false;
        size_t at = 0;
        while (!v.empty() && at <= v.size()) {
            size_t comma = v.find(',', at);
            if (comma == View::npos)
                comma = v.size();
            const size_t eq = v.substr(at, comma - at).find('=');
            if (eq == View::npos || eq == 0)
                return false;
            at = comma + 1;
        }
        return true;
    }
    case Kind::Count:
        return v.empty() || allDigits(v);
    case Kind::Duration: // [D-][HH:]MM:SS[.mmm], UNLIMITED, Partition_Limit, INVALID
        if (v.empty() || v == "UNLIMITED" || v == "Partition_Limit" || v == "INVALID")
            return true;
        return std::all_of(v.begin(), v.end(),
                           [](char c) { return (c >= '0' && c <= '9') || c == ':' || c == '-' || c == '.'; });
    case Kind::ExitCode: { // 0:0, 1:15
        if (v.empty())
            return true;
        const size_t colon = v.find(':');
        return colon != View::npos && allDigits(v.substr(0, colon)) && allDigits(v.substr(colon + 1));
    }
    }
    return true;
}

// ---- Job keys handed out ----------------------------------------------------------------------

/// The keys of the jobs handed out, as 64-bit hashes in an open-addressing table filled to at most
/// three quarters (8 to 21 bytes a job), with one bit saying whether the job's last record was
/// requeued. Two keys with the same hash (about 1 in 10^7 for a million jobs) would be reported as a
/// duplicate, never merged.
class HandedOut {
public:
    /// 0: not there; 1: there; 2: there, requeued. `keyHash` is keyHashOf(the key).
    int find(quint64 keyHash) const
    {
        if (m_slots.empty())
            return 0;
        const quint64 h = slotOf(keyHash);
        const size_t mask = m_slots.size() - 1;
        for (size_t i = h & mask;; i = (i + 1) & mask) {
            const quint64 slot = m_slots[i];
            if (slot == 0)
                return 0;
            if ((slot | 1) == h)
                return (slot & 1) ? 2 : 1;
        }
    }

    void insert(quint64 keyHash, bool requeued)
    {
        if (4 * (m_count + 1) > 3 * m_slots.size())
            resize(std::max<size_t>(1024, m_slots.size() * 2));
        place(requeued ? slotOf(keyHash) : slotOf(keyHash) & ~quint64(1));
        ++m_count;
    }

    /// Asks for the cache line where insert(keyHash) will look first (the table is far larger than
    /// the cache: without it, every job handed out waited for memory).
    void prefetch(quint64 keyHash) const
    {
        if (!m_slots.empty())
            __builtin_prefetch(&m_slots[(slotOf(keyHash) | 1) & (m_slots.size() - 1)], 1);
    }

    /// Room for `jobs` keys in all without growing again (each growth moves every key).
    void reserve(size_t jobs)
    {
        size_t size = 1024;
        while (size / 4 * 3 < jobs)
            size *= 2;
        if (size > m_slots.size())
            resize(size);
    }

    size_t size() const { return m_count; }

private:
    static quint64 slotOf(quint64 keyHash)
    {
        return (keyHash | 1) == 1 ? 3 : (keyHash | 1); // the low bit is the flag; 0 marks an empty slot
    }

    void place(quint64 value)
    {
        const size_t mask = m_slots.size() - 1;
        size_t i = (value | 1) & mask;
        while (m_slots[i] != 0)
            i = (i + 1) & mask;
        m_slots[i] = value;
    }

    void resize(size_t size)
    {
        // On huge pages where the kernel gives them: every job handed out writes a slot at random,
        // and in 4 KB pages each such write to a table of many megabytes also missed the TLB.
        memory::LargeVector<quint64> old;
        old.swap(m_slots);
        memory::resizeLarge(m_slots, size);
        for (const quint64 v : old) {
            if (v != 0)
                place(v);
        }
    }

    memory::LargeVector<quint64> m_slots;
    size_t m_count = 0;
};

/// The index of the open jobs: the hash of a job's key -> its sequence number, open addressing
/// with linear probing and deletion by backward shift (no tombstones), the keys themselves compared
/// where they live (`keyOf(sequence)`). A flat array of 16-byte slots: a node-based hash map made a
/// cache miss or two of every lookup, insert and erase, an eighth of an import's CPU time.
class OpenIndex {
public:
    static constexpr qint64 kNone = -1;

    /// The sequence number of `key` (whose hash is `h`), or kNone.
    template <typename KeyOf>
    qint64 find(View key, quint64 h, const KeyOf& keyOf) const
    {
        if (m_slots.empty())
            return kNone;
        for (size_t i = h & m_mask;; i = (i + 1) & m_mask) {
            const Slot& slot = m_slots[i];
            if (slot.sequence == kNone)
                return kNone;
            if (slot.hash == h && keyOf(slot.sequence) == key)
                return slot.sequence;
        }
    }

    void insert(quint64 h, qint64 sequence)
    {
        if (2 * (m_count + 1) > m_slots.size())
            grow();
        place(Slot{h, sequence});
        ++m_count;
    }

    /// Removes the entry of `sequence` (whose key's hash is `h`), if there is one.
    void erase(quint64 h, qint64 sequence)
    {
        if (m_slots.empty())
            return;
        size_t i = h & m_mask;
        for (;; i = (i + 1) & m_mask) {
            if (m_slots[i].sequence == kNone)
                return;
            if (m_slots[i].sequence == sequence)
                break;
        }
        // Moves back every later entry of the run that may sit at i (its home is not in (i, j]).
        for (size_t j = (i + 1) & m_mask;; j = (j + 1) & m_mask) {
            const Slot& slot = m_slots[j];
            if (slot.sequence == kNone)
                break;
            const size_t home = slot.hash & m_mask;
            const bool between = i <= j ? (home > i && home <= j) : (home > i || home <= j);
            if (!between) {
                m_slots[i] = slot;
                i = j;
            }
        }
        m_slots[i].sequence = kNone;
        --m_count;
    }

    /// Asks for the cache line where erase(h, ...) will look first.
    void prefetch(quint64 h) const
    {
        if (!m_slots.empty())
            __builtin_prefetch(&m_slots[h & m_mask], 1);
    }

private:
    struct Slot {
        quint64 hash = 0;
        qint64 sequence = kNone;
    };

    void place(const Slot& value)
    {
        size_t i = value.hash & m_mask;
        while (m_slots[i].sequence != kNone)
            i = (i + 1) & m_mask;
        m_slots[i] = value;
    }

    void grow()
    {
        std::vector<Slot> old;
        old.swap(m_slots);
        m_slots.assign(std::max<size_t>(1024, old.size() * 2), Slot{});
        m_mask = m_slots.size() - 1;
        for (const Slot& slot : old) {
            if (slot.sequence != kNone)
                place(slot);
        }
    }

    std::vector<Slot> m_slots;
    size_t m_mask = 0;
    size_t m_count = 0;
};

/// The hash of a job key, computed once per job line: the tables of the open jobs and of the jobs
/// handed out both use it.
quint64 keyHashOf(View key)
{
    return std::hash<View>{}(key);
}

/// A job still open for folding.
struct OpenJob {
    std::string key;
    quint64 keyHash = 0; ///< keyHashOf(key)
    JobRecord record;
    std::vector<int> components; ///< heterogeneous components of the record kept (-1: a plain job line)
    bool valid = true;
    bool requeued = false;  ///< the record kept ended in a state after which Slurm runs the job again
    bool fromRange = false; ///< the record kept is a pending array range's (the task's own replaces it)
    bool ragged = false;    ///< a line of the job was refused for its field count
    bool missingEnd = false;
};

/// Memory for the open jobs' deque, one job a node: nodes come from blocks of 2 MB on huge pages and
/// go back to a free list, so that the 65,536 jobs open at a time (some 24 MB) are not faulted in
/// 4 KB pages as the reader's heap grows, a fault every eleven jobs. Other requests (the deque's
/// map) go to operator new. The pool outlives the deque that uses it.
class NodePool {
public:
    explicit NodePool(size_t nodeBytes)
        : m_nodeBytes((nodeBytes + alignof(std::max_align_t) - 1) / alignof(std::max_align_t) *
                      alignof(std::max_align_t))
    {}
    NodePool(const NodePool&) = delete;
    NodePool& operator=(const NodePool&) = delete;
    ~NodePool()
    {
        for (char* block : m_blocks)
            memory::deallocateLarge(block, kBlockBytes);
    }
    size_t nodeBytes() const { return m_nodeBytes; }
    void* take()
    {
        if (m_free) {
            Free* node = m_free;
            m_free = node->next;
            return node;
        }
        if (m_blocks.empty() || m_used + m_nodeBytes > kBlockBytes) {
            m_blocks.push_back(static_cast<char*>(memory::allocateLarge(kBlockBytes)));
            m_used = 0;
        }
        void* node = m_blocks.back() + m_used;
        m_used += m_nodeBytes;
        return node;
    }
    void give(void* node) { m_free = new (node) Free{m_free}; }

private:
    static constexpr size_t kBlockBytes = size_t(2) << 20;
    struct Free {
        Free* next;
    };
    size_t m_nodeBytes;
    std::vector<char*> m_blocks;
    size_t m_used = 0;
    Free* m_free = nullptr;
};

/// The allocator of the open jobs' deque: what fits a node of its NodePool from there (the deque's
/// nodes, and its map while it is small), the rest from operator new.
template <typename T>
struct PoolAllocator {
    using value_type = T;
    NodePool* pool;
    explicit PoolAllocator(NodePool* p) noexcept
        : pool(p)
    {}
    template <typename U>
    PoolAllocator(const PoolAllocator<U>& other) noexcept
        : pool(other.pool)
    {}
    T* allocate(size_t n)
    {
        if (n * sizeof(T) <= pool->nodeBytes())
            return static_cast<T*>(pool->take());
        return static_cast<T*>(::operator new(n * sizeof(T)));
    }
    void deallocate(T* data, size_t n) noexcept
    {
        if (n * sizeof(T) <= pool->nodeBytes())
            pool->give(data);
        else
            ::operator delete(data);
    }
    template <typename U>
    bool operator==(const PoolAllocator<U>& other) const noexcept
    {
        return pool == other.pool;
    }
};

/// One job line as read, before folding.
struct LineRecord {
    JobRecord record;
    bool valid = true;
    bool requeued = false;
    bool fromRange = false; ///< one task of a pending array range (123_[1-5])
    bool ragged = false;    ///< a line refused for its field count: its job is refused with it
};

/// The greatest array task id and the most tasks of one array (Slurm's largest MaxArraySize, 4000001).
constexpr qint64 kMaxArrayTaskId = 4000000;

/// The tasks a pending array record lists, `123_[1-5,7%2]` -> "123_" and 1, 2, 3, 4, 5, 7 (sorted, each
/// once): ranges FIRST-LAST with an optional :STEP, or single ids, separated by commas, then the
/// throttle %MAX. False when the key is not one or lists a task no array can have.
bool arrayTasks(View key, std::string& prefix, std::vector<qint64>& tasks)
{
    tasks.clear();
    const size_t open = key.find("_[");
    if (open == View::npos || open == 0 || key.back() != ']' || !allDigits(key.substr(0, open)))
        return false;
    prefix = std::string(key.substr(0, open + 1));
    View spec = key.substr(open + 2, key.size() - open - 3);
    if (const size_t percent = spec.rfind('%'); percent != View::npos) {
        if (!allDigits(spec.substr(percent + 1)))
            return false;
        spec = spec.substr(0, percent);
    }
    const auto number = [](View digits, qint64& out) {
        if (!allDigits(digits) || digits.size() > 7)
            return false;
        std::from_chars(digits.data(), digits.data() + digits.size(), out);
        return out <= kMaxArrayTaskId;
    };
    qint64 count = 0;
    size_t at = 0;
    while (at <= spec.size()) {
        size_t comma = spec.find(',', at);
        if (comma == View::npos)
            comma = spec.size();
        View item = spec.substr(at, comma - at);
        at = comma + 1;
        qint64 step = 1;
        if (const size_t colon = item.find(':'); colon != View::npos) {
            if (!number(item.substr(colon + 1), step) || step < 1 || item.find('-') == View::npos)
                return false;
            item = item.substr(0, colon);
        }
        qint64 first = 0;
        qint64 last = 0;
        const size_t dash = item.find('-');
        if (!number(item.substr(0, dash), first))
            return false;
        if (dash == View::npos)
            last = first;
        else if (!number(item.substr(dash + 1), last))
            return false;
        if (last < first)
            return false;
        count += (last - first) / step + 1;
        if (count > kMaxArrayTaskId + 1)
            return false;
        for (qint64 task = first; task <= last; task += step)
            tasks.push_back(task);
    }
    std::sort(tasks.begin(), tasks.end());
    tasks.erase(std::unique(tasks.begin(), tasks.end()), tasks.end());
    return !tasks.empty();
}

} // namespace

QString sacctDelimiter(const QString& given)
{
    if (given == QLatin1String("\\t") || given.compare(QLatin1String("tab"), Qt::CaseInsensitive) == 0)
        return QStringLiteral("\t");
    return given;
}

QString SacctIssue::ruleKey(SacctRule rule)
{
    switch (rule) {
    case SacctRule::Header:
        return QStringLiteral("header");
    case SacctRule::FieldCount:
        return QStringLiteral("field_count");
    case SacctRule::LineTooLong:
        return QStringLiteral("line_too_long");
    case SacctRule::MissingJobId:
        return QStringLiteral("missing_job_id");
    case SacctRule::UnknownState:
        return QStringLiteral("unknown_state");
    case SacctRule::MissingSubmit:
        return QStringLiteral("missing_submit");
    case SacctRule::UnparsableTime:
        return QStringLiteral("unparsable_time");
    case SacctRule::NonexistentTime:
        return QStringLiteral("nonexistent_time");
    case SacctRule::StartBeforeSubmit:
        return QStringLiteral("start_before_submit");
    case SacctRule::EndBeforeStart:
        return QStringLiteral("end_before_start");
    case SacctRule::EndBeforeSubmit:
        return QStringLiteral("end_before_submit");
    case SacctRule::UnparsableGpus:
        return QStringLiteral("unparsable_gpus");
    case SacctRule::NegativeGpus:
        return QStringLiteral("negative_gpus");
    case SacctRule::TooManyGpus:
        return QStringLiteral("too_many_gpus");
    case SacctRule::DuplicateJob:
        return QStringLiteral("duplicate_job");
    case SacctRule::TooFarApart:
        return QStringLiteral("too_far_apart");
    case SacctRule::OrphanStep:
        return QStringLiteral("orphan_step");
    case SacctRule::MissingField:
        break;
    case SacctRule::TimeOutOfRange:
        return QStringLiteral("time_out_of_range");
    case SacctRule::LabelTooLong:
        return QStringLiteral("label_too_long");
    case SacctRule::ArrayRange:
        return QStringLiteral("array_range");
    case SacctRule::Delimiter:
        return QStringLiteral("delimiter");
    case SacctRule::RejoinedField:
        return QStringLiteral("rejoined_field");
    case SacctRule::AlreadyImported:
        return QStringLiteral("already_imported");
    case SacctRule::SameFile:
        return QStringLiteral("same_file");
    }
    return QStringLiteral("missing_field");
}

QString SacctIssue::ruleText(const QString& key)
{
    static const std::array<std::pair<SacctRule, const char*>, 25> texts{{
        {SacctRule::Header, QT_TRANSLATE_NOOP("gatebench::SacctReader", "the header line cannot be used")},
        {SacctRule::FieldCount, QT_TRANSLATE_NOOP("gatebench::SacctReader", "more or fewer fields than the header")},
        {SacctRule::LineTooLong, QT_TRANSLATE_NOOP("gatebench::SacctReader", "the line is too long")},
        {SacctRule::MissingJobId, QT_TRANSLATE_NOOP("gatebench::SacctReader", "no job id")},
        {SacctRule::UnknownState, QT_TRANSLATE_NOOP("gatebench::SacctReader", "a job state Slurm does not have")},
        {SacctRule::MissingSubmit, QT_TRANSLATE_NOOP("gatebench::SacctReader", "no submit time")},
        {SacctRule::UnparsableTime, QT_TRANSLATE_NOOP("gatebench::SacctReader", "not a time")},
        {SacctRule::NonexistentTime,
         QT_TRANSLATE_NOOP("gatebench::SacctReader", "a local time skipped by a daylight-saving change")},
        {SacctRule::StartBeforeSubmit, QT_TRANSLATE_NOOP("gatebench::SacctReader", "starts before it was submitted")},
        {SacctRule::EndBeforeStart, QT_TRANSLATE_NOOP("gatebench::SacctReader", "ends before it started")},
        {SacctRule::EndBeforeSubmit,
         QT_TRANSLATE_NOOP("gatebench::SacctReader", "left the queue before it was submitted")},
        {SacctRule::UnparsableGpus, QT_TRANSLATE_NOOP("gatebench::SacctReader", "a GPU count that is not a number")},
        {SacctRule::NegativeGpus, QT_TRANSLATE_NOOP("gatebench::SacctReader", "a negative GPU count")},
        {SacctRule::TooManyGpus, QT_TRANSLATE_NOOP("gatebench::SacctReader", "more GPUs than one job can hold")},
        {SacctRule::DuplicateJob,
         QT_TRANSLATE_NOOP("gatebench::SacctReader", "a job id again whose earlier record was not requeued")},
        {SacctRule::TooFarApart,
         QT_TRANSLATE_NOOP("gatebench::SacctReader", "a record of a job too far from its other records")},
        {SacctRule::OrphanStep, QT_TRANSLATE_NOOP("gatebench::SacctReader", "a step without its job")},
        {SacctRule::MissingField, QT_TRANSLATE_NOOP("gatebench::SacctReader", "a field the file does not have")},
        {SacctRule::TimeOutOfRange,
         QT_TRANSLATE_NOOP("gatebench::SacctReader", "a time before 2000 or more than a year ahead")},
        {SacctRule::LabelTooLong, QT_TRANSLATE_NOOP("gatebench::SacctReader", "a label longer than 200 characters")},
        {SacctRule::ArrayRange,
         QT_TRANSLATE_NOOP("gatebench::SacctReader", "an array range that lists no task an array can have")},
        {SacctRule::Delimiter,
         QT_TRANSLATE_NOOP("gatebench::SacctReader", "the fields are separated by another delimiter")},
        {SacctRule::RejoinedField,
         QT_TRANSLATE_NOOP("gatebench::SacctReader", "a free-text field holding the delimiter, read as one field")},
        {SacctRule::AlreadyImported,
         QT_TRANSLATE_NOOP("gatebench::SacctReader", "a job already in the evaluation, its record no later")},
        {SacctRule::SameFile, QT_TRANSLATE_NOOP("gatebench::SacctReader", "a file imported before")},
    }};
    for (const auto& [rule, text] : texts) {
        if (ruleKey(rule) == key)
            return QCoreApplication::translate("gatebench::SacctReader", text);
    }
    return key;
}

class SacctReader::Impl {
public:
    explicit Impl(SacctOptions options)
        : o(std::move(options))
        , clock(o.zone.isValid() ? o.zone : QTimeZone::utc())
        , delimiter(o.delimiter.toStdString())
    {
        if (!o.taskTypePattern.isEmpty())
            pattern = QRegularExpression(o.taskTypePattern);
    }

    Result<void> checkOptions() const;
    Result<SacctSummary> read(QIODevice& device, const SacctSink& sink);

private:
    // Reading
    void processLine(View line);
    void processContent(View line);
    void continueRecord(View line);
    bool readsAsRecord(const std::vector<View>& parts) const;
    void refuseHeld();
    bool decideTrailing(View text, bool atEnd);
    bool takeHeader(const std::vector<View>& fields, View line);
    std::optional<std::string> otherDelimiter(View line);
    QString shownDelimiter(View delimiter) const;
    void bindColumns();
    bool stepFastPath(View line);
    void record(std::vector<View>& fields, View line, const std::vector<size_t>* breaks = nullptr);
    std::vector<int> fitsWithExtra(const std::vector<View>& fields) const;
    void refuse(const std::vector<View>& fields, const std::vector<int>& fits, const QString& message);
    void processRecord(const std::vector<View>& fields);
    bool readLineRecord(const std::vector<View>& fields, View key, LineRecord& out);
    bool cancelledWhilePending(const std::vector<View>& fields, View key);
    TimeRead readTime(View value, qint64& utc);
    struct GpuProblems {
        bool negative = false;
        bool unparsable = false;
        bool tooMany = false;
    };
    GpuProblems readGpus(View tres, double& gpus, QString& typed);
    void fold(View key, int component, LineRecord&& line);
    void step(View id, View key);
    void handOut(OpenJob& job);
    void evictOldest();
    void flush();

    // Helpers
    QString intern(View value);
    QString taskTypeOf(View value);
    View field(const std::vector<View>& fields, Col col) const
    {
        const int i = idx[col];
        return i >= 0 && size_t(i) < fields.size() ? fields[size_t(i)] : View();
    }
    int column(Col col) const { return idx[col] + 1; }
    void issue(int column, Issue::Severity severity, SacctRule rule, View key, const QString& message);
    void error(int column, SacctRule rule, View key, const QString& message)
    {
        issue(column, Issue::Severity::Error, rule, key, message);
    }
    /// A label longer than kMaxLabelCodePoints (`what`: "The team", ...).
    void labelTooLong(int column, View key, const QString& what);
    /// A time outside SacctOptions::earliestUtc / latestUtc.
    void timeOutOfRange(int column, View key, qint64 utc);
    /// A line's GPUs, or a job's with this component, beyond kMaxJobGpus.
    void tooManyGpus(int column, View key)
    {
        error(column, SacctRule::TooManyGpus, key,
              Text::tr("More than %L1 GPUs for one job").arg(kMaxJobGpus, 0, 'f', 0));
    }

    SacctOptions o;
    ZoneClock clock;
    const std::string delimiter; ///< SacctOptions::delimiter in UTF-8
    QRegularExpression pattern;
    const SacctSink* sink = nullptr;
    SacctSummary summary;
    qint64 totalBytes = -1; ///< the input's size (-1: a stream)
    /// After this many jobs handed out the table of their keys is sized for the whole input, to at
    /// most kMostJobsReserved jobs (more still fit: it grows as before).
    static constexpr size_t kEstimateJobsAfter = 1 << 16;
    static constexpr size_t kMostJobsReserved = 1 << 22;
    bool stop = false;
    bool fatal = false; ///< the header cannot be used: nothing more is read
    bool headerDone = false;
    qint64 lineNo = 0;
    QStringList names; ///< normalised field names
    std::array<int, ColCount> idx{};
    std::vector<Kind> kinds;   ///< of each field of the header
    std::vector<int> freeText; ///< the free-text fields of the header, in order
    /// Whether every line ends with the delimiter (sacct --parsable): the header says so, or without a
    /// header the first lines (decideTrailing). Unknown until the first line is read.
    enum class Trailing { Unknown, No, Yes } trailing = Trailing::Unknown;
    bool sawParsableShape = false; ///< decideTrailing() saw a line of one field more, ending with it
    std::vector<View> m_scan;      ///< the fields of a line decideTrailing() looks at
    /// A record cut in a free-text field (a line break in SubmitLine), held for the lines that complete
    /// it (continueRecord): its text so far (empty: none held), its first and last lines, its fields so
    /// far and the fields that hold its line breaks.
    std::string held;
    qint64 heldFirst = 0;
    qint64 heldLast = 0;
    size_t heldParts = 0;
    std::vector<size_t> heldBreaks;
    std::string m_joined;                         ///< the text of a record read from several lines
    std::vector<size_t> m_breaks;                 ///< its line breaks' fields
    std::vector<View> m_row;                      ///< the fields of the line being read, reused
    const std::vector<View>* m_current = nullptr; ///< m_row while a record is read (issues quote its fields)

    /// Open jobs, oldest first. A deque never moves its elements, so the index's keys (views of
    /// OpenJob::key) stay valid until their job is handed out. Its nodes (one job each: a job is
    /// larger than libstdc++'s 512-byte node) from openNodes.
    NodePool openNodes{sizeof(OpenJob)};
    std::deque<OpenJob, PoolAllocator<OpenJob>> open{PoolAllocator<OpenJob>(&openNodes)};
    qint64 openFront = 0;    ///< the sequence number of open.front()
    OpenIndex openIndex;     ///< key -> sequence number
    OpenJob* last = nullptr; ///< the job of the last job line (most steps are its)
    OpenJob* findOpen(View key);
    OpenJob* findOpen(View key, quint64 keyHash);
    HandedOut handedOut;
    /// The greatest job key made of digits only (as a number) of every job folded so far, -1 before
    /// the first: a key of digits that is greater names a job not seen yet, found without looking
    /// in either table (sacct writes its jobs in the order of their ids).
    qint64 greatestNumericKey = -1;
    StringMap<QString> interned;
    /// The labels interned last, by a cheap mix of their length and first and last bytes: most
    /// lookups end here after one comparison of bytes, without hashing the whole text (std::hash of
    /// the bytes and the bucket search were a twentieth of the reading, callgrind). A slot holds a
    /// text of `interned` (or one too many for it), so what it answers is what `interned` would.
    struct RecentLabel {
        std::string bytes;
        QString text;
    };
    std::array<RecentLabel, 256> recentLabels;
    StringMap<QString> taskTypes;
    const QString unspecified = QStringLiteral("unspecified");
    bool saidNoAllocationField = false; ///< the warning of cancelledWhilePending() was given
};

Result<void> SacctReader::Impl::checkOptions() const
{
    if (!o.zone.isValid())
        return makeError(Error::Kind::Usage, Text::tr("Unknown time zone"));
    if (!o.taskTypePattern.isEmpty()) {
        if (o.taskTypeField.isEmpty())
            return makeError(Error::Kind::Usage, Text::tr("A task type pattern needs the field it applies to"));
        if (!pattern.isValid())
            return makeError(
                Error::Kind::Usage,
                Text::tr("Invalid task type pattern %1: %2").arg(o.taskTypePattern, pattern.errorString()));
    }
    if (o.openJobs < 1 || o.readBytes < 1 || o.maxLineBytes < 1)
        return makeError(Error::Kind::Usage, Text::tr("Invalid reading limits"));
    if (o.delimiter.isEmpty() || o.delimiter.contains(QLatin1Char('\n')) || o.delimiter.contains(QLatin1Char('\r')))
        return makeError(Error::Kind::Usage, Text::tr("The delimiter must be one or more characters on one line"));
    if (!o.fields.isEmpty()) {
        QStringList given;
        for (const QString& f : o.fields)
            given.append(normalName(f));
        const auto has = [&](const char* name) { return given.contains(QLatin1String(name)); };
        if (!(has("jobid") || has("jobidraw")) || !has("state") || !has("submit")) // not storage: an sacct field
            return makeError(Error::Kind::Usage, Text::tr("The field list must name JobID, State and Submit"));
        if (!o.taskTypeField.isEmpty() && !given.contains(normalName(o.taskTypeField)))
            return makeError(Error::Kind::Usage,
                             Text::tr("The field list does not name %1, the task type field").arg(o.taskTypeField));
    }
    return {};
}

void SacctReader::Impl::issue(int col, Issue::Severity severity, SacctRule rule, View key, const QString& message)
{
    if (severity == Issue::Severity::Error)
        ++summary.errors;
    else
        ++summary.warnings;
    if (!sink->issue)
        return;
    // What an issue quotes of the line is bounded: a kept rejected line never holds an unbounded value.
    QString value;
    if (m_current && col > 0 && size_t(col) <= m_current->size())
        value = joblimits::quoted(fromView((*m_current)[size_t(col - 1)]));
    if (!sink->issue(SacctIssue{Issue{lineNo, std::max(col, 0), severity, message}, rule,
                                joblimits::quoted(fromView(key)), value}))
        stop = true;
}

QString SacctReader::Impl::intern(View value)
{
    if (value.empty())
        return QString();
    RecentLabel& recent =
        recentLabels[(value.size() * 31 + size_t(quint8(value.front())) * 7 + size_t(quint8(value.back()))) %
                     recentLabels.size()];
    if (recent.bytes.size() == value.size() && std::memcmp(recent.bytes.data(), value.data(), value.size()) == 0)
        return recent.text;
    QString text;
    if (const auto it = interned.find(value); it != interned.end()) {
        text = it->second;
    } else {
        text = fromView(value);
        if (interned.size() < 100000) // teams, users, partitions and GPU types repeat; ids would not
            interned.emplace(std::string(value), text);
    }
    recent.bytes.assign(value.data(), value.size());
    recent.text = text;
    return text;
}

QString SacctReader::Impl::taskTypeOf(View value)
{
    if (value.empty())
        return unspecified;
    if (!pattern.isValid() || o.taskTypePattern.isEmpty())
        return intern(value);
    if (const auto it = taskTypes.find(value); it != taskTypes.end())
        return it->second;
    const QRegularExpressionMatch match = pattern.match(fromView(value));
    QString type = unspecified;
    if (match.hasMatch()) {
        const QString captured = match.lastCapturedIndex() >= 1 ? match.captured(1) : match.captured(0);
        if (!captured.isEmpty())
            type = captured;
    }
    if (taskTypes.size() >= 4096) // job names may all differ: the cache stays small
        taskTypes.clear();
    taskTypes.emplace(std::string(value), type);
    return type;
}

TimeRead SacctReader::Impl::readTime(View v, qint64& utc)
{
    if (v.empty() || v == "Unknown" || v == "None")
        return TimeRead::Absent;
    if (allDigits(v)) { // SLURM_TIME_FORMAT=%s
        if (v.size() > 12)
            return TimeRead::Bad;
        utc = 0;
        std::from_chars(v.data(), v.data() + v.size(), utc);
        return TimeRead::Ok;
    }
    // 2026-03-29T02:30:00 (or with a space, as some SLURM_TIME_FORMAT settings write it)
    if (v.size() != 19 || v[4] != '-' || v[7] != '-' || (v[10] != 'T' && v[10] != ' ') || v[13] != ':' || v[16] != ':')
        return TimeRead::Bad;
    const auto num = [&](size_t at, size_t n, int& out) {
        out = 0;
        for (size_t i = at; i < at + n; ++i) {
            if (v[i] < '0' || v[i] > '9')
                return false;
            out = out * 10 + (v[i] - '0');
        }
        return true;
    };
    int y, mo, d, h, mi, s;
    if (!num(0, 4, y) || !num(5, 2, mo) || !num(8, 2, d) || !num(11, 2, h) || !num(14, 2, mi) || !num(17, 2, s))
        return TimeRead::Bad;
    // Any year of four digits is a time; SacctOptions::earliestUtc refuses the ones no job has.
    if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59)
        return TimeRead::Bad;
    const qint64 local = daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + s;
    switch (clock.toUtc(local, utc)) {
    case ZoneClock::Kind::Ok:
        return TimeRead::Ok;
    case ZoneClock::Kind::Ambiguous:
        ++summary.ambiguousTimes;
        return TimeRead::Ok;
    case ZoneClock::Kind::Nonexistent:
        break;
    }
    return TimeRead::Nonexistent;
}

/// GPUs of a TRES list ("billing=8,cpu=8,gres/gpu:a100=2,gres/gpu=2,mem=64G,node=1"): the untyped
/// count, else the sum of the typed ones; `typed` gets the typed names (sorted, joined by +).
/// `gres/gpumem` and `gres/gpuutil` are other resources. A count that is negative, not a number,
/// or (alone or summed) beyond kMaxJobGpus is a problem of the row.
SacctReader::Impl::GpuProblems SacctReader::Impl::readGpus(View tres, double& gpus, QString& typed)
{
    GpuProblems problems;
    double untyped = 0;
    bool hasUntyped = false;
    double typedSum = 0;
    std::vector<View> typeNames;
    size_t at = 0;
    while (at < tres.size()) {
        size_t comma = tres.find(',', at);
        if (comma == View::npos)
            comma = tres.size();
        const View entry = tres.substr(at, comma - at);
        at = comma + 1;
        const size_t eq = entry.find('=');
        if (eq == View::npos)
            continue;
        const View name = entry.substr(0, eq);
        const bool isUntyped = name == "gres/gpu";
        if (!isUntyped && name.substr(0, 9) != "gres/gpu:")
            continue;
        const View value = entry.substr(eq + 1);
        double n = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (ec != std::errc() || end != value.data() + value.size() || !std::isfinite(n)) {
            problems.unparsable = true;
            continue;
        }
        if (n < 0)
            problems.negative = true;
        if (n > kMaxJobGpus) {
            problems.tooMany = true;
            continue;
        }
        if (isUntyped) {
            untyped += n;
            hasUntyped = true;
        } else {
            typedSum += n;
            const View type = name.substr(9);
            if (!type.empty() && std::find(typeNames.begin(), typeNames.end(), type) == typeNames.end())
                typeNames.push_back(type);
        }
    }
    gpus = hasUntyped ? untyped : typedSum;
    if (gpus > kMaxJobGpus) {
        problems.tooMany = true;
        gpus = 0;
    }
    std::sort(typeNames.begin(), typeNames.end());
    typed.clear();
    if (typeNames.size() == 1) {
        typed = intern(typeNames.front());
    } else {
        for (const View type : typeNames) {
            if (!typed.isEmpty())
                typed += QLatin1Char('+');
            typed += fromView(type);
        }
    }
    return problems;
}

bool SacctReader::Impl::takeHeader(const std::vector<View>& row, View line)
{
    QStringList header;
    for (const View f : row)
        header.append(fromView(f));
    if (trailing == Trailing::Yes && header.size() > 1 && header.back().isEmpty()) // --parsable
        header.removeLast();
    QStringList normal;
    for (const QString& h : std::as_const(header))
        normal.append(normalName(h));
    const bool looksLikeHeader = normal.contains(QLatin1String("jobid")) || normal.contains(QLatin1String("jobidraw"));
    // A file clearly separated by another delimiter says so once, instead of an error per line.
    const auto otherwise = [&] {
        if (const std::optional<std::string> other = otherDelimiter(line)) {
            fatal = true;
            const QString shown = shownDelimiter(*other);
            // As a shell takes it: quoted when it holds a character the shell reads.
            const bool special = std::any_of(shown.begin(), shown.end(), [](QChar c) {
                return QStringLiteral("|&;<>()$`\\\"' *?[#~=%!{}").contains(c);
            });
            const QString argument = !special                            ? shown
                                     : shown.contains(QLatin1Char('\'')) ? QStringLiteral("\"%1\"").arg(shown)
                                                                         : QStringLiteral("'%1'").arg(shown);
            error(0, SacctRule::Delimiter, {},
                  Text::tr("The fields look separated by %1: use --delimiter %2").arg(shown, argument));
            return true;
        }
        return false;
    };
    if (o.fields.isEmpty()) {
        if (!looksLikeHeader) {
            if (otherwise())
                return true;
            fatal = true;
            error(0, SacctRule::Header, {},
                  Text::tr("The first line is not a sacct header (no JobID field): give the --format field list "
                           "the file was written with"));
            return true;
        }
        summary.hasHeader = true;
        summary.fields = header;
        names = normal;
    } else {
        names.clear();
        for (const QString& f : o.fields)
            names.append(normalName(f));
        summary.fields = o.fields;
        summary.hasHeader = looksLikeHeader;
        if (looksLikeHeader && normal != names) {
            fatal = true;
            error(0, SacctRule::Header, {},
                  Text::tr("The header names the fields %1, the given field list %2")
                      .arg(header.join(QLatin1Char('|')), o.fields.join(QLatin1Char('|'))));
            return true;
        }
        if (!looksLikeHeader) {
            const qsizetype fields = row.size() - (trailing == Trailing::Yes && row.size() > 1 && row.back().empty());
            if (fields != names.size() && otherwise())
                return true;
        }
    }
    bindColumns();
    return summary.hasHeader;
}

/// The delimiter a line looks separated by when it is not the one given: a character (any but a
/// letter, a digit or a space) that splits it into a sacct header, or, with a field list, into as
/// many fields as the list names with a job id where the list has JobID.
std::optional<std::string> SacctReader::Impl::otherDelimiter(View line)
{
    std::vector<std::string> tried;
    for (size_t at = 0; at < line.size() && tried.size() < 64;) {
        size_t length = 1;
        const auto lead = static_cast<unsigned char>(line[at]);
        if (lead >= 0xF0)
            length = 4;
        else if (lead >= 0xE0)
            length = 3;
        else if (lead >= 0xC0)
            length = 2;
        const std::string candidate(line.substr(at, length));
        at += length;
        if ((lead < 0x80 && (std::isalnum(lead) || lead == ' ')) || candidate == delimiter ||
            std::find(tried.begin(), tried.end(), candidate) != tried.end())
            continue;
        tried.push_back(candidate);
        splitLine(line, candidate, m_scan);
        if (m_scan.size() > 1 && m_scan.back().empty())
            m_scan.pop_back();
        QStringList normal;
        for (const View f : m_scan)
            normal.append(normalName(fromView(f)));
        const auto has = [&](const char* name) { return normal.contains(QLatin1String(name)); };
        if ((has("jobid") || has("jobidraw")) && has("state") && has("submit")) // not storage: an sacct field
            return candidate;
        if (o.fields.isEmpty() || m_scan.size() != size_t(o.fields.size()))
            continue;
        for (qsizetype i = 0; i < o.fields.size(); ++i) {
            const QString name = normalName(o.fields.at(i));
            if ((name == QLatin1String("jobid") || name == QLatin1String("jobidraw")) &&
                isJobIdShaped(m_scan[size_t(i)]))
                return candidate;
        }
    }
    return std::nullopt;
}

/// A delimiter as a message shows it (a tab as \t).
QString SacctReader::Impl::shownDelimiter(View d) const
{
    return d == "\t" ? QStringLiteral("\\t") : fromView(d);
}

void SacctReader::Impl::bindColumns()
{
    const auto find = [&](const QString& name) { return int(names.indexOf(normalName(name))); };
    idx[ColJobId] = find(QStringLiteral("JobID"));
    idx[ColJobIdRaw] = find(QStringLiteral("JobIDRaw"));
    idx[ColState] = find(QStringLiteral("State"));
    idx[ColSubmit] = find(QStringLiteral("Submit"));
    idx[ColStart] = find(QStringLiteral("Start"));
    idx[ColEnd] = find(QStringLiteral("End"));
    idx[ColTeam] = o.teamField.isEmpty() ? -1 : find(o.teamField);
    idx[ColUser] = find(QStringLiteral("User"));
    idx[ColPartition] = find(QStringLiteral("Partition"));
    idx[ColAllocTres] = find(QStringLiteral("AllocTRES"));
    idx[ColReqTres] = find(QStringLiteral("ReqTRES"));
    idx[ColTaskType] = o.taskTypeField.isEmpty() ? -1 : find(o.taskTypeField);
    idx[ColCluster] = find(QStringLiteral("Cluster"));
    idx[ColElapsed] = find(QStringLiteral("Elapsed"));
    idx[ColNodeList] = find(QStringLiteral("NodeList"));
    idx[ColAllocNodes] = find(QStringLiteral("AllocNodes"));
    idx[ColAllocCpus] = find(QStringLiteral("AllocCPUS"));
    if (idx[ColJobId] < 0)
        idx[ColJobId] = idx[ColJobIdRaw];
    kinds.clear();
    freeText.clear();
    for (qsizetype i = 0; i < names.size(); ++i) {
        kinds.push_back(kindOf(names.at(i)));
        if (kinds.back() == Kind::FreeText)
            freeText.push_back(int(i));
    }
    if (idx[ColJobId] < 0 || idx[ColState] < 0 || idx[ColSubmit] < 0) {
        fatal = true;
        error(0, SacctRule::Header, {}, Text::tr("The header must name JobID, State and Submit"));
        return;
    }
    if (!o.taskTypeField.isEmpty() && idx[ColTaskType] < 0) {
        fatal = true;
        error(0, SacctRule::Header, {}, Text::tr("The file has no field %1, the task type field").arg(o.taskTypeField));
        return;
    }
    // Said of the header line, or of the whole file when the field list came with the options.
    const qint64 line = lineNo;
    if (!summary.hasHeader)
        lineNo = 0;
    const auto missing = [&](const QString& what, const QString& consequence) {
        issue(0, Issue::Severity::Warning, SacctRule::MissingField, {},
              Text::tr("No field %1: %2").arg(what, consequence));
    };
    if (idx[ColTeam] < 0 && !o.teamField.isEmpty())
        missing(o.teamField, Text::tr("no job has a team"));
    if (idx[ColUser] < 0)
        missing(QStringLiteral("User"), Text::tr("no job has a user"));
    if (idx[ColStart] < 0)
        missing(QStringLiteral("Start"), Text::tr("no job has started"));
    if (idx[ColEnd] < 0)
        missing(QStringLiteral("End"), Text::tr("no job has ended"));
    if (idx[ColAllocTres] < 0 && idx[ColReqTres] < 0)
        missing(QStringLiteral("AllocTRES"), Text::tr("every job counts 0 GPUs"));
    lineNo = line;
}

void SacctReader::Impl::processLine(View line)
{
    ++summary.lines;
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    // A byte order mark at the start of a line is the start of another export joined to the file
    // (cat a.txt b.txt): never part of the job id, or the same job would be two (fuzz_sacctreader).
    if (line.size() >= 3 && std::memcmp(line.data(), "\xEF\xBB\xBF", 3) == 0)
        line.remove_prefix(3);
    if (!held.empty())
        continueRecord(line);
    else
        processContent(line);
}

// Every line goes through here: flattened, the split and the checks of a record's shape cost what the
// split alone did before they existed (callgrind on bench_sacct, bench/README.md).
[[gnu::flatten]] void SacctReader::Impl::processContent(View line)
{
    if (isBlank(line)) {
        ++summary.blankLines;
        return;
    }
    if (line[line.find_first_not_of(" \t")] == '#') {
        ++summary.commentLines;
        return;
    }
    if (headerDone && stepFastPath(line))
        return;
    splitLine(line, delimiter, m_row);
    if (!headerDone) {
        headerDone = true;
        if (takeHeader(m_row, line) || fatal)
            return;
    }
    record(m_row, line);
}

/// Whether every line ends with the delimiter (sacct --parsable), decided before the first line is
/// read, from `text` (the lines read so far). A header says it; without one, a line of as many fields
/// as the list, or of more and not ending with the delimiter, is --parsable2's; lines of one field
/// more that end with it are --parsable's when no --parsable2 line is among the first kScanLines.
/// False when the lines so far cannot tell and more may come.
bool SacctReader::Impl::decideTrailing(View text, bool atEnd)
{
    constexpr int kScanLines = 1000;
    sawParsableShape = false;
    bool first = true;
    int lines = 0;
    for (size_t at = 0; at < text.size();) {
        const size_t nl = text.find('\n', at);
        if (nl == View::npos && !atEnd)
            return false;
        View line = text.substr(at, nl == View::npos ? View::npos : nl - at);
        at = nl == View::npos ? text.size() : nl + 1;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (isBlank(line) || line[line.find_first_not_of(" \t")] == '#')
            continue;
        splitLine(line, delimiter, m_scan);
        const bool ends = m_scan.size() > 1 && m_scan.back().empty();
        if (first) {
            first = false;
            bool header = false;
            for (const View f : m_scan) {
                const QString name = normalName(fromView(f));
                header = header || name == QLatin1String("jobid") || name == QLatin1String("jobidraw");
            }
            if (header || o.fields.isEmpty()) {
                trailing = header && ends ? Trailing::Yes : Trailing::No;
                return true;
            }
        }
        const size_t listed = size_t(o.fields.size());
        if (m_scan.size() == listed || (!ends && m_scan.size() > listed)) {
            trailing = Trailing::No;
            return true;
        }
        sawParsableShape = sawParsableShape || (ends && m_scan.size() == listed + 1);
        if (++lines >= kScanLines)
            break;
    }
    if (!atEnd && lines < kScanLines)
        return false;
    trailing = sawParsableShape ? Trailing::Yes : Trailing::No;
    return true;
}

/// Most lines are steps, and of a step only its JobID and its field count matter: they are found
/// without splitting the line. False when the line is not a well-formed step line.
bool SacctReader::Impl::stepFastPath(View line)
{
    if (delimiter.size() != 1)
        return false; // a delimiter of several bytes: every line is split
    const char d = delimiter.front();
    const int want = idx[ColJobId];
    size_t at = 0;
    for (int i = 0; i < want; ++i) {
        const size_t found = line.find(d, at);
        if (found == View::npos)
            return false;
        at = found + 1;
    }
    const size_t found = line.find(d, at);
    const View id = line.substr(at, found == View::npos ? View::npos : found - at);
    const size_t dot = id.find('.');
    if (dot == View::npos || dot == 0)
        return false;
    const size_t delimiters = size_t(std::count(line.begin(), line.end(), d));
    const size_t expected = size_t(names.size()) - 1;
    if (trailing == Trailing::Yes ? delimiters != expected + 1 || line.back() != d : delimiters != expected)
        return false;
    const View key = jobOf(id, dot).key;
    if (key.empty())
        return false;
    step(id, key);
    return true;
}

/// A record's fields (`row`, --parsable's trailing one included) read as a record of the header's
/// fields: never with its columns shifted. More fields than the header (a delimiter sacct did not
/// escape) are rejoined in the one free-text field that can take them, if exactly one can; a line
/// cut in a free-text field (a line break in SubmitLine, say) is held for the lines that complete it
/// (continueRecord); any other count refuses the record. `line` is the text of `row` (one line);
/// `breaks`, for a record joined from several lines, the fields that hold their line breaks.
void SacctReader::Impl::record(std::vector<View>& row, View line, const std::vector<size_t>* breaks)
{
    const size_t expected = size_t(names.size());
    m_current = &row;
    const auto done = qScopeGuard([this] { m_current = nullptr; });
    const bool ends = row.size() > 1 && row.back().empty();
    // Cut in a free-text field: the next lines may complete it.
    if (!breaks && (trailing == Trailing::Yes ? !ends : row.size() < expected) && row.size() <= expected &&
        kinds[row.size() - 1] == Kind::FreeText) {
        held.assign(line);
        heldFirst = lineNo;
        heldLast = lineNo;
        heldParts = row.size();
        heldBreaks.assign(1, row.size() - 1);
        return;
    }
    if (trailing == Trailing::Yes) {
        if (!ends) {
            refuse(row, {},
                   Text::tr("The line does not end with %1 as the file's lines do (sacct --parsable)")
                       .arg(shownDelimiter(delimiter)));
            return;
        }
        row.pop_back();
    }
    if (const View id = field(row, ColJobId);
        !breaks && summary.hasHeader && !id.empty() && (id.front() | 0x20) == 'j' &&
        QByteArrayView(id.data(), qsizetype(id.size())).compare(QByteArrayView("jobid"), Qt::CaseInsensitive) == 0)
        return; // the header again: exports written one after the other
    const auto refused = [&](const std::vector<int>& fits, const QString& message) {
        refuse(row, fits,
               breaks ? Text::tr("The record of lines %1-%2 has %3 fields where the header has %4; it is not read")
                            .arg(lineNo)
                            .arg(heldLast)
                            .arg(row.size())
                            .arg(expected)
                      : message);
    };
    if (row.size() == expected) {
        if (breaks)
            ++summary.joinedRecords;
        processRecord(row);
        return;
    }
    if (row.size() < expected) {
        refused({}, Text::tr("%1 fields where the header has %2").arg(row.size()).arg(expected));
        return;
    }
    std::vector<int> fits = fitsWithExtra(row);
    if (breaks) { // a field with a line break is free text however the fields fall
        const size_t extra = row.size() - expected;
        std::erase_if(fits, [&](int at) {
            return std::any_of(breaks->begin(), breaks->end(), [&](size_t b) {
                const size_t col = b < size_t(at) ? b : (b <= size_t(at) + extra ? size_t(at) : b - extra);
                return kinds[col] != Kind::FreeText;
            });
        });
    }
    if (fits.size() != 1) {
        QStringList where;
        for (const int f : fits.empty() ? freeText : fits)
            where.append(summary.fields.value(f));
        refused(fits, fits.empty() ? (freeText.empty() ? Text::tr("%1 fields where the header has %2, and no free-text "
                                                                  "field that could hold a %3")
                                                             .arg(row.size())
                                                             .arg(expected)
                                                             .arg(shownDelimiter(delimiter))
                                                       : Text::tr("%1 fields where the header has %2, and no free-text "
                                                                  "field (%3) can hold the extra ones")
                                                             .arg(row.size())
                                                             .arg(expected)
                                                             .arg(where.join(QStringLiteral(", "))))
                                   : Text::tr("%1 fields where the header has %2: the extra ones may belong to %3; the "
                                              "line is not read")
                                         .arg(row.size())
                                         .arg(expected)
                                         .arg(where.join(Text::tr(" or "))));
        return;
    }
    // The one field that can take them: its text runs from its first part to the last extra one.
    const size_t at = size_t(fits.front());
    const size_t extra = row.size() - expected;
    row[at] = View(row[at].data(), size_t(row[at + extra].data() + row[at + extra].size() - row[at].data()));
    row.erase(row.begin() + qsizetype(at + 1), row.begin() + qsizetype(at + 1 + extra));
    ++summary.rejoinedLines;
    if (breaks)
        ++summary.joinedRecords;
    issue(int(at) + 1, Issue::Severity::Warning, SacctRule::RejoinedField, jobOf(field(row, ColJobId)).key,
          Text::tr("%1 fields where the header has %2: %3 holds %4 (sacct --parsable2 does not escape it), read as "
                   "one field")
              .arg(expected + extra)
              .arg(expected)
              .arg(summary.fields.value(qsizetype(at)), shownDelimiter(delimiter)));
    processRecord(row);
}

/// A line after a record cut in a free-text field (record()): it continues the record, unless it
/// reads as a record of its own (a job id where JobID is, a Slurm state where State is), which
/// refuses the record held. Blank and `#` lines continue it (a script's lines may be either). The
/// record is read once it has the header's fields, or more; it is refused as one when it cannot be
/// (a line break outside free text, more than maxLineBytes or 10,000 lines).
void SacctReader::Impl::continueRecord(View line)
{
    splitLine(line, delimiter, m_scan);
    if (readsAsRecord(m_scan)) {
        refuseHeld();
        processContent(line);
        return;
    }
    const size_t expected = size_t(names.size());
    const size_t joined = heldParts + m_scan.size() - 1;
    const bool ends = m_scan.size() > 1 && m_scan.back().empty();
    heldLast = lineNo;
    if (held.size() + line.size() + 1 > size_t(o.maxLineBytes) || heldBreaks.size() >= 10000) {
        refuseHeld();
        return;
    }
    held += '\n';
    held += line;
    if (trailing == Trailing::Yes ? !ends : joined < expected) {
        if (joined > expected || kinds[joined - 1] != Kind::FreeText) {
            refuseHeld();
            return;
        }
        heldParts = joined;
        heldBreaks.push_back(joined - 1);
        return;
    }
    // Complete: read as one record, said to be on its first line.
    m_joined.swap(held);
    held.clear();
    heldBreaks.swap(m_breaks);
    heldBreaks.clear();
    const qint64 at = lineNo;
    lineNo = heldFirst;
    splitLine(m_joined, delimiter, m_row);
    record(m_row, m_joined, &m_breaks);
    lineNo = at;
}

/// Whether a line read while a record is held is a record of its own (or the header again).
bool SacctReader::Impl::readsAsRecord(const std::vector<View>& parts) const
{
    const size_t id = size_t(idx[ColJobId]);
    const size_t state = size_t(idx[ColState]);
    if (id >= parts.size())
        return false;
    if (summary.hasHeader && QByteArrayView(parts[id].data(), qsizetype(parts[id].size()))
                                     .compare(QByteArrayView("jobid"), Qt::CaseInsensitive) == 0)
        return true;
    return state < parts.size() && isJobIdShaped(parts[id]) && stateInfo(parts[state]).known;
}

/// The record held (its lines so far) refused as one, with its job when its JobID field is certain.
void SacctReader::Impl::refuseHeld()
{
    if (held.empty())
        return;
    m_joined.swap(held);
    held.clear();
    heldBreaks.clear();
    const qint64 at = lineNo;
    lineNo = heldFirst;
    splitLine(m_joined, delimiter, m_row);
    refuse(m_row, {},
           heldLast > heldFirst
               ? Text::tr("The record of lines %1-%2 has %3 fields where the header has %4; it is not read")
                     .arg(heldFirst)
                     .arg(heldLast)
                     .arg(m_row.size())
                     .arg(names.size())
               : Text::tr("%1 fields where the header has %2, the last one unfinished")
                     .arg(m_row.size())
                     .arg(names.size()));
    lineNo = at;
}

/// The free-text fields that can take the extra fields of `row` (more than the header has): every
/// field of a known shape then holds a value of that shape.
std::vector<int> SacctReader::Impl::fitsWithExtra(const std::vector<View>& row) const
{
    std::vector<int> fits;
    const size_t extra = row.size() - kinds.size();
    for (const int at : freeText) {
        bool fit = true;
        for (size_t i = 0; i < kinds.size() && fit; ++i) {
            if (kinds[i] != Kind::Any && kinds[i] != Kind::FreeText)
                fit = gatebench::fits(kinds[i], row[i < size_t(at) ? i : i + extra]);
        }
        if (fit)
            fits.push_back(at);
    }
    return fits;
}

/// A line that is not read (its field count): refused as one, with the job it names when its JobID
/// field is certain (JobID before every free-text field, or the same id in every way `fits` could
/// read the line), so that its other records are refused with it and none is taken for a duplicate.
void SacctReader::Impl::refuse(const std::vector<View>& row, const std::vector<int>& fits, const QString& message)
{
    const size_t expected = size_t(names.size());
    const size_t at = size_t(idx[ColJobId]);
    View id;
    if (!fits.empty()) {
        const size_t extra = row.size() - expected;
        id = row[at < size_t(fits.front()) ? at : at + extra];
        for (const int f : fits) {
            if (row[at < size_t(f) ? at : at + extra] != id)
                id = {};
        }
    } else if (at + 1 < row.size() || (row.size() >= expected && at < row.size())) {
        // Fields before the last of a short line, or before any free-text one, are where the header says.
        if (freeText.empty() || int(at) < freeText.front() || row.size() < expected)
            id = row[at];
    }
    if (!isJobIdShaped(id))
        id = {};
    const JobIdParts job = jobOf(id);
    const View key = job.key;
    m_current = nullptr; // the issue is the whole line's
    error(0, SacctRule::FieldCount, key, message);
    if (key.empty())
        return;
    if (job.step) {
        step(id, key);
        return;
    }
    ++summary.jobLines;
    LineRecord line;
    line.valid = false;
    line.ragged = true;
    line.record.jobKey = fromView(key);
    line.record.sourceLine = lineNo;
    fold(key, job.component, std::move(line));
}

/// A record of as many fields as the header.
void SacctReader::Impl::processRecord(const std::vector<View>& row)
{
    const View id = field(row, ColJobId);
    if (id.empty()) {
        error(column(ColJobId), SacctRule::MissingJobId, {}, Text::tr("No JobID"));
        return;
    }
    const JobIdParts job = jobOf(id);
    const View key = job.key;
    const int component = job.component;
    if (key.empty()) {
        error(column(ColJobId), SacctRule::MissingJobId, {}, Text::tr("JobID %1 names no job").arg(fromView(id)));
        return;
    }
    if (job.step) {
        step(id, key);
        return;
    }
    // A pending array record (123_[1-5,7%2]) stands for each task it lists (DOMAIN.md).
    std::string prefix;
    std::vector<qint64> tasks;
    if (key.find('[') != View::npos && !arrayTasks(key, prefix, tasks)) {
        error(column(ColJobId), SacctRule::ArrayRange, key,
              Text::tr("%1 lists no array task Slurm can have (task ids 0 to %2, written FIRST-LAST:STEP or "
                       "FIRST, separated by commas, with an optional %MAX)")
                  .arg(fromView(key))
                  .arg(kMaxArrayTaskId));
        return;
    }
    ++summary.jobLines;
    LineRecord line;
    line.valid = readLineRecord(row, key, line);
    line.record.jobKey = fromView(key);
    line.record.sourceLine = lineNo;
    if (tasks.empty()) {
        fold(key, component, std::move(line));
        return;
    }
    if (line.record.startUtc) {
        error(column(ColStart), SacctRule::ArrayRange, key,
              Text::tr("A range of array tasks that started: sacct writes each task that started on a line of its "
                       "own"));
        line.valid = false;
    }
    line.fromRange = true;
    std::string taskKey;
    for (const qint64 task : tasks) {
        taskKey = prefix;
        taskKey += std::to_string(task);
        LineRecord one = line;
        one.record.jobKey = QString::fromLatin1(taskKey.data(), qsizetype(taskKey.size()));
        fold(taskKey, component, std::move(one));
        if (stop)
            return;
    }
}

bool SacctReader::Impl::readLineRecord(const std::vector<View>& row, View key, LineRecord& out)
{
    bool valid = true;
    JobRecord& r = out.record;
    const View stateText = field(row, ColState);
    const StateInfo state = stateInfo(stateText);
    if (!state.known) {
        error(column(ColState), SacctRule::UnknownState, key,
              Text::tr("Unknown job state %1").arg(fromView(stateText)));
        valid = false;
    }
    r.outcome = state.outcome;
    if (*state.reason)
        r.failureReason = intern(View(state.reason));
    out.requeued = state.requeued;

    const auto time = [&](Col col, std::optional<qint64>& at) {
        qint64 utc = 0;
        const View text = field(row, col);
        switch (readTime(text, utc)) {
        case TimeRead::Absent:
            return;
        case TimeRead::Ok:
            if ((o.earliestUtc && utc < *o.earliestUtc) || (o.latestUtc && utc > *o.latestUtc)) {
                timeOutOfRange(column(col), key, utc);
                break;
            }
            at = utc;
            return;
        case TimeRead::Bad:
            error(column(col), SacctRule::UnparsableTime, key,
                  Text::tr("%1 is not a time (YYYY-MM-DDTHH:MM:SS)").arg(fromView(text)));
            break;
        case TimeRead::Nonexistent:
            error(column(col), SacctRule::NonexistentTime, key,
                  Text::tr("%1 does not exist in %2: the clocks moved forward over it")
                      .arg(fromView(text), QString::fromUtf8(o.zone.id())));
            break;
        }
        valid = false;
    };
    std::optional<qint64> submit;
    const qint64 errorsBefore = summary.errors;
    time(ColSubmit, submit);
    const bool submitBroken = summary.errors != errorsBefore;
    time(ColStart, r.startUtc);
    time(ColEnd, r.endUtc);
    if (!submit && !submitBroken) {
        error(column(ColSubmit), SacctRule::MissingSubmit, key, Text::tr("No submit time"));
        valid = false;
    }
    r.submitUtc = submit.value_or(0);
    if (state.outcome == JobOutcome::Cancelled && r.startUtc && r.endUtc && *r.startUtc == *r.endUtc &&
        cancelledWhilePending(row, key))
        r.startUtc.reset();
    if (submit && r.startUtc && *r.startUtc < *submit) {
        error(column(ColStart), SacctRule::StartBeforeSubmit, key, Text::tr("Starts before it was submitted"));
        valid = false;
    }
    if (r.startUtc && r.endUtc && *r.endUtc < *r.startUtc) {
        error(column(ColEnd), SacctRule::EndBeforeStart, key, Text::tr("Ends before it started"));
        valid = false;
    }
    if (submit && !r.startUtc && r.endUtc && *r.endUtc < *submit) {
        error(column(ColEnd), SacctRule::EndBeforeSubmit, key, Text::tr("Left the queue before it was submitted"));
        valid = false;
    }

    // GPUs: what the job was given; what it asked for when it never started.
    Col tresCol = ColAllocTres;
    if ((!r.startUtc && idx[ColReqTres] >= 0) || idx[ColAllocTres] < 0)
        tresCol = ColReqTres;
    if (idx[tresCol] >= 0) {
        QString typed;
        const GpuProblems problems = readGpus(field(row, tresCol), r.gpus, typed);
        if (problems.negative)
            error(column(tresCol), SacctRule::NegativeGpus, key, Text::tr("A negative GPU count"));
        if (problems.unparsable)
            error(column(tresCol), SacctRule::UnparsableGpus, key, Text::tr("A GPU count that is not a number"));
        if (problems.tooMany)
            tooManyGpus(column(tresCol), key);
        if (problems.negative || problems.unparsable || problems.tooMany)
            valid = false;
        r.gpuType = typed;
    }
    // Every label is bounded (kMaxLabelCodePoints); a longer one is refused, never stored. (What it is
    // is translated only then: this runs for every job line.)
    const auto label = [&](Col col, const char* what) {
        if (!joblimits::tooLong(field(row, col)))
            return true;
        labelTooLong(column(col), key, Text::tr(what));
        valid = false;
        return false;
    };
    if (joblimits::tooLong(key)) {
        labelTooLong(column(ColJobId), key, Text::tr("The job id"));
        valid = false;
    }
    if (r.gpuType.isEmpty()) {
        if (label(ColPartition, QT_TRANSLATE_NOOP("gatebench::SacctReader", "The partition")))
            r.gpuType = intern(field(row, ColPartition));
    } else if (joblimits::tooLong(r.gpuType)) {
        labelTooLong(column(tresCol), key, Text::tr("The GPU type"));
        valid = false;
    }
    if (label(ColTeam, QT_TRANSLATE_NOOP("gatebench::SacctReader", "The team")))
        r.team = intern(field(row, ColTeam));
    if (label(ColUser, QT_TRANSLATE_NOOP("gatebench::SacctReader", "The user")))
        r.user = intern(field(row, ColUser));
    if (label(ColCluster, QT_TRANSLATE_NOOP("gatebench::SacctReader", "The cluster")))
        r.cluster = field(row, ColCluster).empty() ? o.cluster : intern(field(row, ColCluster));
    r.taskType = idx[ColTaskType] >= 0 ? taskTypeOf(field(row, ColTaskType)) : unspecified;
    if (joblimits::tooLong(r.taskType)) {
        labelTooLong(column(ColTaskType), key, Text::tr("The task type"));
        valid = false;
    }
    return valid;
}

namespace {

/// A count or a duration that is zero: "0", "00:00:00", "0-00:00:00" (empty is not).
bool isZero(View v)
{
    return !v.empty() && std::all_of(v.begin(), v.end(), [](char c) { return c == '0' || c == ':' || c == '-'; });
}

} // namespace

/// Whether a CANCELLED job whose Start is its End was cancelled while it was pending (DOMAIN.md): Slurm
/// 20.11 and later write the cancel time as its Start. It was if it ran for no time (Elapsed 0, where
/// the file has Elapsed) and every field the file has of what it was given says nothing: NodeList
/// "None assigned" or empty, AllocTRES empty, AllocNodes and AllocCPUS 0 or empty. A file with none of
/// those four cannot tell it from a job cancelled the second it started: the job is taken as
/// cancelled while pending, said once.
bool SacctReader::Impl::cancelledWhilePending(const std::vector<View>& row, View key)
{
    if (idx[ColElapsed] >= 0 && !isZero(field(row, ColElapsed)))
        return false;
    bool known = false;
    if (idx[ColNodeList] >= 0) {
        known = true;
        const View nodes = field(row, ColNodeList);
        if (!nodes.empty() && nodes != "None assigned")
            return false;
    }
    if (idx[ColAllocTres] >= 0) {
        known = true;
        if (!field(row, ColAllocTres).empty())
            return false;
    }
    for (const Col col : {ColAllocNodes, ColAllocCpus}) {
        if (idx[col] >= 0) {
            known = true;
            if (!field(row, col).empty() && !isZero(field(row, col)))
                return false;
        }
    }
    if (!known && !saidNoAllocationField) {
        saidNoAllocationField = true;
        issue(column(ColStart), Issue::Severity::Warning, SacctRule::MissingField, key,
              Text::tr("No NodeList, AllocTRES, AllocNodes or AllocCPUS field says whether job %1 was given nodes: "
                       "a cancelled job whose Start is its End is taken as cancelled while pending, never started "
                       "(said once)")
                  .arg(fromView(key)));
    }
    ++summary.pendingCancelled;
    return true;
}

void SacctReader::Impl::labelTooLong(int col, View key, const QString& what)
{
    error(col, SacctRule::LabelTooLong, key,
          Text::tr("%1 is longer than %2 characters").arg(what).arg(kMaxLabelCodePoints));
}

void SacctReader::Impl::timeOutOfRange(int col, View key, qint64 utc)
{
    const QString at = QDateTime::fromSecsSinceEpoch(utc, QTimeZone::utc()).toString(Qt::ISODate);
    if (o.earliestUtc && utc < *o.earliestUtc)
        error(col, SacctRule::TimeOutOfRange, key,
              Text::tr("%1 is before %2: not a time of this cluster's jobs")
                  .arg(at, QDateTime::fromSecsSinceEpoch(*o.earliestUtc, QTimeZone::utc()).toString(Qt::ISODate)));
    else
        error(
            col, SacctRule::TimeOutOfRange, key,
            Text::tr("%1 is after %2, more than %3 days after the import and the evaluation's date")
                .arg(at, QDateTime::fromSecsSinceEpoch(o.latestUtc.value_or(0), QTimeZone::utc()).toString(Qt::ISODate))
                .arg(kJobTimeMarginDays));
}

/// A step folds into its job, whose line holds everything the reader maps: only its existence matters.
void SacctReader::Impl::step(View id, View key)
{
    ++summary.stepLines;
    if (!findOpen(key) && handedOut.find(keyHashOf(key)) == 0) {
        issue(
            column(ColJobId), Issue::Severity::Warning, SacctRule::OrphanStep, key,
            Text::tr("Step %1 comes without the line of its job %2: it is left out").arg(fromView(id), fromView(key)));
    }
}

OpenJob* SacctReader::Impl::findOpen(View key)
{
    if (last && last->key == key)
        return last;
    return findOpen(key, keyHashOf(key));
}

OpenJob* SacctReader::Impl::findOpen(View key, quint64 keyHash)
{
    if (last && last->key == key)
        return last;
    const qint64 sequence =
        openIndex.find(key, keyHash, [this](qint64 seq) { return View(open[size_t(seq - openFront)].key); });
    return sequence == OpenIndex::kNone ? nullptr : &open[size_t(sequence - openFront)];
}

namespace {

/// The value of a key made of at most 18 digits, else -1.
qint64 numericKey(View key)
{
    if (key.empty() || key.size() > 18)
        return -1;
    qint64 value = 0;
    for (const char c : key) { // one pass (std::from_chars is a call per key)
        if (c < '0' || c > '9')
            return -1;
        value = value * 10 + (c - '0');
    }
    return value;
}

} // namespace

void SacctReader::Impl::fold(View key, int component, LineRecord&& line)
{
    const quint64 keyHash = keyHashOf(key);
    const qint64 number = numericKey(key);
    const bool unseen = number > greatestNumericKey;
    OpenJob* found = unseen ? nullptr : findOpen(key, keyHash);
    if (!found) {
        if (const int seen = unseen ? 0 : handedOut.find(keyHash); seen != 0) {
            if (line.fromRange || line.ragged)
                return; // a task listed again counts once; a refused line has its own error
            if (seen == 2 || component >= 0) {
                error(column(ColJobId), SacctRule::TooFarApart, key,
                      Text::tr("Job %1 appears again after more than %2 other jobs: its records must be closer to "
                               "be folded")
                          .arg(fromView(key))
                          .arg(o.openJobs));
            } else {
                error(column(ColJobId), SacctRule::DuplicateJob, key,
                      Text::tr("Job %1 appears again, and its earlier record was not requeued").arg(fromView(key)));
            }
            return;
        }
        if (open.size() >= size_t(o.openJobs))
            evictOldest();
        greatestNumericKey = std::max(greatestNumericKey, number);
        OpenJob& job = open.emplace_back();
        job.key = std::string(key);
        job.keyHash = keyHash;
        job.record = std::move(line.record);
        job.components.push_back(component); // a new job: none yet
        job.valid = line.valid;
        job.requeued = line.requeued;
        job.fromRange = line.fromRange;
        job.ragged = line.ragged;
        job.missingEnd = !job.record.endUtc;
        openIndex.insert(keyHash, openFront + qint64(open.size()) - 1);
        last = &job;
        return;
    }
    OpenJob& job = *found;
    last = found;
    if (line.fromRange)
        return; // the task's own record, or its first listing, is the task
    if (line.ragged || job.ragged) {
        // A record refused for its field count refuses its job, and is no duplicate of it.
        job.valid = false;
        job.ragged = true;
        return;
    }
    if (job.fromRange) {
        // The task's own record after a range that listed it: the record is the task (not a requeue).
        job.record = std::move(line.record);
        job.components = {component};
        job.valid = line.valid;
        job.requeued = line.requeued;
        job.fromRange = false;
        job.missingEnd = !job.record.endUtc;
        return;
    }
    if (std::find(job.components.begin(), job.components.end(), component) != job.components.end()) {
        if (!job.requeued) {
            error(column(ColJobId), SacctRule::DuplicateJob, key,
                  Text::tr("Job %1 appears again, and its earlier record was not requeued").arg(fromView(key)));
            return;
        }
        // sacct -D: the earlier record was requeued; the later one is the job.
        ++summary.requeues;
        line.record.requeues = job.record.requeues + 1;
        job.record = std::move(line.record);
        job.components = {component};
        job.valid = line.valid;
        job.requeued = line.requeued;
        job.missingEnd = !job.record.endUtc;
        return;
    }
    // Another heterogeneous component of the same job.
    ++summary.heterogeneousComponents;
    JobRecord& into = job.record;
    const JobRecord& part = line.record;
    job.components.push_back(component);
    job.valid = job.valid && line.valid;
    job.requeued = job.requeued || line.requeued;
    const bool withinGpus = into.gpus <= kMaxJobGpus;
    into.gpus += part.gpus;
    if (withinGpus && into.gpus > kMaxJobGpus) {
        tooManyGpus(column(idx[ColAllocTres] >= 0 ? ColAllocTres : ColReqTres), key);
        job.valid = false;
    }
    into.submitUtc = std::min(into.submitUtc, part.submitUtc);
    if (part.startUtc)
        into.startUtc = into.startUtc ? std::min(*into.startUtc, *part.startUtc) : *part.startUtc;
    job.missingEnd = job.missingEnd || !part.endUtc;
    if (job.missingEnd)
        into.endUtc.reset();
    else
        into.endUtc = std::max(*into.endUtc, *part.endUtc);
    if (outcomeRank(part.outcome) > outcomeRank(into.outcome)) {
        into.outcome = part.outcome;
        into.failureReason = part.failureReason;
    }
    if (part.gpuType != into.gpuType && !part.gpuType.isEmpty()) {
        QStringList types = into.gpuType.split(QLatin1Char('+'), Qt::SkipEmptyParts);
        for (const QString& t : part.gpuType.split(QLatin1Char('+'), Qt::SkipEmptyParts)) {
            if (!types.contains(t))
                types.append(t);
        }
        types.sort();
        into.gpuType = types.join(QLatin1Char('+'));
        if (job.valid && joblimits::tooLong(into.gpuType)) {
            labelTooLong(column(idx[ColAllocTres] >= 0 ? ColAllocTres : ColReqTres), key, Text::tr("The GPU type"));
            job.valid = false;
        }
    }
}

void SacctReader::Impl::handOut(OpenJob& job)
{
    // A task known only from a range may still get its own record: too far apart then, not a duplicate.
    handedOut.insert(job.keyHash, job.requeued || job.fromRange);
    if (handedOut.size() == kEstimateJobsAfter && totalBytes > 0 && summary.bytesRead > 0) {
        // The jobs the whole file likely holds, at the rate of its part read so far (the jobs handed
        // out and those still open): the table gets their room at once, not by doubling, which
        // moved every key each time (a million-job log: five times) and touched twice the memory.
        const double read = double(handedOut.size() + open.size());
        const double expected = read * double(totalBytes) / double(summary.bytesRead) * 1.1;
        handedOut.reserve(size_t(std::min(expected, double(kMostJobsReserved))));
    }
    if (!job.valid) {
        ++summary.rejectedJobs;
        return;
    }
    ++summary.jobs;
    if (sink->job && !sink->job(job.record))
        stop = true;
}

void SacctReader::Impl::evictOldest()
{
    // The oldest jobs were last touched tens of thousands of jobs ago: far out of the cache. What
    // the hand-out of a job a few evictions ahead reads is fetched while this one is handed out: its
    // own bytes sixteen ahead, then eight ahead (fetched by then) its slots in both tables and the
    // characters of its key.
    constexpr size_t kAhead = 8;
    constexpr size_t kFarAhead = 16;
    if (open.size() > kFarAhead) {
        const char* bytes = reinterpret_cast<const char*>(&open[kFarAhead]);
        for (size_t at = 0; at < sizeof(OpenJob); at += 64)
            __builtin_prefetch(bytes + at);
    }
    if (open.size() > kAhead) {
        const OpenJob& ahead = open[kAhead];
        handedOut.prefetch(ahead.keyHash);
        openIndex.prefetch(ahead.keyHash);
        __builtin_prefetch(ahead.record.jobKey.constData());
        __builtin_prefetch(ahead.components.data());
    }
    OpenJob& job = open.front();
    handOut(job);
    openIndex.erase(job.keyHash, openFront);
    if (last == &job)
        last = nullptr;
    open.pop_front();
    ++openFront;
}

void SacctReader::Impl::flush()
{
    while (!open.empty() && !stop)
        evictOldest();
}

Result<SacctSummary> SacctReader::Impl::read(QIODevice& device, const SacctSink& s)
{
    if (auto ok = checkOptions(); !ok)
        return ok.error();
    sink = &s;
    const qint64 total = device.isSequential() ? -1 : device.size();
    totalBytes = total;
    std::vector<char> buffer;
    size_t begin = 0;
    size_t end = 0;
    bool skipping = false; // inside a line longer than maxLineBytes
    bool bomChecked = false;
    bool atEnd = false;
    const auto cancelled = [&] { return o.cancelled && o.cancelled->load(std::memory_order_relaxed); };
    // Before the first line: whether every line ends with the delimiter (decideTrailing), from at most
    // the first few megabytes.
    constexpr size_t kScanBytes = size_t(8) << 20;
    while (!stop && !fatal) {
        if (trailing == Trailing::Unknown && !decideTrailing(View(buffer.data() + begin, end - begin), atEnd) &&
            end - begin > kScanBytes)
            trailing = sawParsableShape ? Trailing::Yes : Trailing::No;
        // Lines complete in the buffer.
        while (trailing != Trailing::Unknown && begin < end && !stop && !fatal) {
            const char* const from = buffer.data() + begin;
            const char* nl = static_cast<const char*>(std::memchr(from, '\n', end - begin));
            if (!nl && !atEnd)
                break;
            const size_t length = nl ? size_t(nl - from) : end - begin;
            ++lineNo;
            if (length > size_t(o.maxLineBytes)) {
                ++summary.lines;
                error(0, SacctRule::LineTooLong, {},
                      Text::tr("Line longer than %1 bytes; it was skipped").arg(o.maxLineBytes));
            } else {
                processLine(View(from, length));
            }
            begin += length + (nl ? 1 : 0);
            if (cancelled())
                stop = true;
        }
        if (atEnd || stop || fatal)
            break;
        // Keep the partial line, read more.
        if (trailing != Trailing::Unknown && end - begin > size_t(o.maxLineBytes)) {
            ++lineNo;
            ++summary.lines;
            error(0, SacctRule::LineTooLong, {},
                  Text::tr("Line longer than %1 bytes; it was skipped").arg(o.maxLineBytes));
            skipping = true;
            begin = end; // drop what we hold of it; the rest is dropped up to its line break
        }
        if (begin > 0) {
            std::memmove(buffer.data(), buffer.data() + begin, end - begin);
            end -= begin;
            begin = 0;
        }
        if (buffer.size() < end + size_t(o.readBytes))
            buffer.resize(end + size_t(o.readBytes));
        const qint64 got = device.read(buffer.data() + end, o.readBytes);
        if (got < 0)
            return makeError(Error::Kind::Io, Text::tr("Cannot read the file: %1").arg(device.errorString()));
        if (got == 0) {
            atEnd = true;
        } else {
            end += size_t(got);
            if (!bomChecked && (end >= 3 || lineNo > 0)) {
                bomChecked = true;
                if (lineNo == 0 && begin == 0 && end >= 3 && std::memcmp(buffer.data(), "\xEF\xBB\xBF", 3) == 0)
                    begin = 3; // a UTF-8 byte order mark
            }
            summary.bytesRead += got;
            if (skipping) { // drop up to the line break of the skipped line
                const char* nl = static_cast<const char*>(std::memchr(buffer.data(), '\n', end));
                if (nl) {
                    begin = size_t(nl - buffer.data()) + 1;
                    skipping = false;
                } else {
                    begin = end;
                }
            }
        }
        if (s.progress && !s.progress(summary.bytesRead, total))
            stop = true;
        if (cancelled())
            stop = true;
    }
    if (!stop && !fatal)
        refuseHeld(); // a record the file ends in the middle of
    if (!headerDone && !fatal && !stop && o.fields.isEmpty())
        issue(0, Issue::Severity::Warning, SacctRule::Header, {}, Text::tr("The file holds no jobs"));
    if (!stop)
        flush();
    summary.stopped = stop;
    return summary;
}

SacctReader::SacctReader(SacctOptions options)
    : m_impl(std::make_unique<Impl>(std::move(options)))
{}

SacctReader::~SacctReader() = default;

Result<void> SacctReader::checkOptions() const
{
    return m_impl->checkOptions();
}

Result<SacctSummary> SacctReader::read(const QString& path, const SacctSink& sink)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(Error::Kind::Io, Text::tr("Cannot open %1: %2").arg(path, file.errorString()));
    return read(file, sink);
}

Result<SacctSummary> SacctReader::read(QIODevice& device, const SacctSink& sink)
{
    return m_impl->read(device, sink);
}

} // namespace gatebench
