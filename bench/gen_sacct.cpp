// gen_sacct: a deterministic generator of realistic Slurm `sacct --parsable2` job logs of any size
// (bench/README.md). The same --jobs and --seed give the same bytes on every machine: the random
// numbers are splitmix64's and every distribution is computed here, not by the standard library.
//
//     gen_sacct --jobs 1000000 --seed 1 --out jobs.sacct [--no-header] [--start 2026-10-05]
//               [--shuffle-submits] [--arrays SHARE] [--pending SHARE]
//
// What a GPU cluster shared by teams writes: teams and their users, an A100 training pool and an
// L40S interactive / inference pool, arrivals following the working day (busy weekdays 09:00-19:00,
// quieter nights, quiet weekends), queue waits that grow in the daytime (most for one team),
// steps (.batch, .extern, .0, .1) after their job and sometimes after the next job, arrays
// (123_4), heterogeneous jobs (123+0, 123+1), requeued jobs written twice (sacct -D), failures
// with their reasons, "CANCELLED by UID" before and after the start, and at the end of the log
// jobs still running (End Unknown) or pending (Start Unknown); typed and untyped gres. --jobs
// counts jobs as DOMAIN.md does: an array task is a job, a heterogeneous or requeued job is one.
// Times are naive wall-clock times (read them in a zone without daylight saving, or UTC).
//
// Options for other shapes of log (without them the bytes are those of earlier versions):
// --shuffle-submits gives the submissions their submit times in a random order (the job ids stay in
// order), as concatenated exports, several clusters or -S/-E windows do; --arrays SHARE is the share
// of submissions that are arrays (default 0.04); --pending SHARE writes that share of the submissions
// as still pending at the export (Start and End Unknown, no steps), a pending array as one range
// record (`123_[0-9]`, sometimes with a `%N` limit) that stands for each of its tasks.

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

namespace {

struct Rng {
    uint64_t state;
    uint64_t next()
    {
        uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    double uniform() { return double(next() >> 11) * (1.0 / 9007199254740992.0); } // [0, 1)
    int below(int n) { return int(uniform() * n); }
    bool chance(double p) { return uniform() < p; }
    double exponential(double mean) { return -mean * std::log(1.0 - uniform()); }
    /// Log-normal with the given median and spread (sigma of the log).
    double lognormal(double median, double sigma)
    {
        // Box-Muller from two uniforms.
        const double u1 = 1.0 - uniform();
        const double u2 = uniform();
        const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
        return median * std::exp(sigma * z);
    }
};

/// Civil date of a day count since 1970-01-01 (H. Hinnant's algorithm).
void civil(int64_t days, int& y, int& m, int& d)
{
    days += 719468;
    const int64_t era = (days >= 0 ? days : days - 146096) / 146097;
    const unsigned doe = unsigned(days - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    d = int(doy - (153 * mp + 2) / 5 + 1);
    m = int(mp < 10 ? mp + 3 : mp - 9);
    y = int(yoe + era * 400 + (m <= 2));
}

int64_t daysFromCivil(int y, int m, int d)
{
    y -= m <= 2;
    const int64_t era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = int(y - era * 400);
    const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

/// "2026-10-05T09:00:00" of wall-clock seconds since 1970-01-01T00:00:00.
void putTime(std::string& out, int64_t t)
{
    int y, m, d;
    const int64_t days = t >= 0 ? t / 86400 : (t - 86399) / 86400;
    civil(days, y, m, d);
    const int s = int(t - days * 86400);
    const auto two = [&](int v) {
        out += char('0' + v / 10);
        out += char('0' + v % 10);
    };
    two(y / 100);
    two(y % 100);
    out += '-';
    two(m);
    out += '-';
    two(d);
    out += 'T';
    two(s / 3600);
    out += ':';
    two(s / 60 % 60);
    out += ':';
    two(s % 60);
}

struct Team {
    const char* name;
    int users;
    double share;      ///< of the submissions
    double trainShare; ///< of its jobs on the A100 pool
    double dayWait;    ///< median daytime queue wait, seconds
};

const Team kTeams[] = {
    {"vision", 14, 0.34, 0.75, 2400}, // the team with the daytime queueing problem
    {"nlp", 12, 0.30, 0.70, 600},
    {"speech", 6, 0.16, 0.50, 300},
    {"recsys", 9, 0.20, 0.35, 240},
};

/// Relative arrival rate of an hour of the week (0 = Monday 00:00).
double arrivalWeight(int hourOfWeek)
{
    const int day = hourOfWeek / 24;
    const int hour = hourOfWeek % 24;
    const bool weekend = day >= 5;
    const bool working = hour >= 9 && hour < 19;
    if (weekend)
        return working ? 0.35 : 0.15;
    return working ? 1.0 : (hour >= 19 && hour < 23 ? 0.45 : 0.2);
}

struct Options {
    long long jobs = 1000;
    uint64_t seed = 1;
    std::string out;
    bool header = true;
    int64_t start = daysFromCivil(2026, 10, 5) * 86400; // a Monday
    bool shuffleSubmits = false;
    double arrayShare = 0.04; ///< of the submissions
    double pendingShare = 0;  ///< of the submissions, written as pending at the export
};

[[noreturn]] void usage()
{
    std::fprintf(stderr, "usage: gen_sacct --jobs N --seed S --out FILE [--no-header] [--start YYYY-MM-DD]\n"
                         "                 [--shuffle-submits] [--arrays SHARE] [--pending SHARE]\n");
    std::exit(2);
}

/// A share between 0 and 1, else the usage.
double share(const char* text)
{
    char* end = nullptr;
    const double v = std::strtod(text, &end);
    if (end == text || *end != '\0' || !(v >= 0 && v <= 1))
        usage();
    return v;
}

Options parse(int argc, char** argv)
{
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const auto value = [&]() -> const char* {
            if (i + 1 >= argc)
                usage();
            return argv[++i];
        };
        if (a == "--jobs")
            o.jobs = std::atoll(value());
        else if (a == "--seed")
            o.seed = std::strtoull(value(), nullptr, 10);
        else if (a == "--out")
            o.out = value();
        else if (a == "--no-header")
            o.header = false;
        else if (a == "--start") {
            int y, m, d;
            if (std::sscanf(value(), "%d-%d-%d", &y, &m, &d) != 3)
                usage();
            o.start = daysFromCivil(y, m, d) * 86400;
        } else if (a == "--shuffle-submits")
            o.shuffleSubmits = true;
        else if (a == "--arrays")
            o.arrayShare = share(value());
        else if (a == "--pending")
            o.pendingShare = share(value());
        else
            usage();
    }
    if (o.jobs < 1 || o.out.empty())
        usage();
    return o;
}

/// One job record as the line of its job, and its step lines.
struct Record {
    std::string line;
    std::vector<std::string> steps;
};

class Generator {
public:
    explicit Generator(const Options& o)
        : m_o(o)
        , m_rng{o.seed * 0x2545F4914F6CDD1Dull + 1}
        , m_arrivals{o.seed * 0x9E3779B97F4A7C15ull + 7}
        , m_shape{o.seed * 0xD1B54A32D192ED03ull + 11}
    {
        // The mean arrival weight over the week and the jobs a submission makes (arrays), so that
        // N jobs span about four weeks.
        double sum = 0;
        for (int h = 0; h < 168; ++h)
            sum += arrivalWeight(h);
        const double meanWeight = sum / 168.0;
        const double window = 28.0 * 86400.0;
        const double jobsPerSubmission = o.arrayShare * 11.0 + (1.0 - o.arrayShare);
        m_meanGap = window / double(o.jobs) * meanWeight * jobsPerSubmission; // at weight 1
        // The arrivals are a stream of their own: a first pass over them finds the last submit,
        // and the export is taken half an hour later (jobs still running or pending then).
        const Rng arrivals = m_arrivals;
        m_now = double(o.start);
        int64_t last = o.start;
        for (long long jobs = 0; jobs < o.jobs;) {
            const Arrival a = nextArrival(o.jobs - jobs);
            jobs += a.jobs;
            last = a.submit;
            if (o.shuffleSubmits)
                m_submits.push_back(a.submit);
        }
        // Fisher-Yates with a stream of its own: the submissions come in the same order, with the
        // same kinds and job ids, each with another one's submit time.
        for (size_t i = m_submits.size(); i > 1; --i)
            std::swap(m_submits[i - 1], m_submits[size_t(m_shape.next() % i)]);
        m_arrivals = arrivals;
        m_now = double(o.start);
        m_exportTime = last + 1800;
    }

    void run(std::FILE* out)
    {
        std::string buf;
        buf.reserve(1 << 20);
        if (m_o.header)
            buf += "JobID|JobName|Account|User|Partition|QOS|State|Submit|Start|End|AllocTRES|ReqTRES\n";
        std::vector<std::string> delayed; // steps written after the next job, as sacct sometimes does
        long long jobs = 0;
        size_t submission = 0;
        while (jobs < m_o.jobs) {
            Arrival arrival = nextArrival(m_o.jobs - jobs);
            if (m_o.shuffleSubmits)
                arrival.submit = m_submits[submission++];
            std::vector<Record> records;
            makeSubmission(arrival, records);
            jobs += arrival.jobs;
            for (Record& r : records) {
                buf += r.line;
                for (const std::string& s : delayed)
                    buf += s;
                delayed.clear();
                if (m_rng.chance(0.02))
                    delayed = std::move(r.steps);
                else
                    for (const std::string& s : r.steps)
                        buf += s;
                if (buf.size() > (1u << 20) - 4096) {
                    std::fwrite(buf.data(), 1, buf.size(), out);
                    buf.clear();
                }
            }
        }
        for (const std::string& s : delayed)
            buf += s;
        std::fwrite(buf.data(), 1, buf.size(), out);
    }

private:
    enum class Kind { Single, Array, Heterogeneous, Requeued };
    struct Arrival {
        int64_t submit = 0;
        Kind kind = Kind::Single;
        int jobs = 1; ///< as DOMAIN.md counts them: the tasks of an array, else 1
    };

    /// The next submission: when, what kind, how many jobs (at most `left`).
    Arrival nextArrival(long long left)
    {
        Arrival a;
        // Thinning: candidate gaps at the peak rate, kept with the hour's relative weight.
        for (;;) {
            m_now += m_arrivals.exponential(m_meanGap);
            const int64_t t = int64_t(m_now);
            const int hourOfWeek = int(((t - m_o.start) / 3600) % 168);
            if (m_arrivals.chance(arrivalWeight(hourOfWeek))) {
                a.submit = t;
                break;
            }
        }
        const double kind = m_arrivals.uniform();
        const int tasks = 2 + m_arrivals.below(19);
        const double arrays = m_o.arrayShare;
        if (kind < arrays && left >= 2) {
            a.kind = Kind::Array;
            a.jobs = int(std::min<long long>(tasks, left));
        } else if (kind < arrays + 0.01) {
            a.kind = Kind::Heterogeneous;
        } else if (kind < arrays + 0.02) {
            a.kind = Kind::Requeued;
        }
        return a;
    }

    /// Writes one submission: a job, an array, a heterogeneous or a requeued job.
    void makeSubmission(const Arrival& arrival, std::vector<Record>& out)
    {
        const int64_t submit = arrival.submit;
        double pick = m_rng.uniform();
        int teamIndex = 0;
        for (; teamIndex < 3 && pick >= kTeams[teamIndex].share; ++teamIndex)
            pick -= kTeams[teamIndex].share;
        const Team& team = kTeams[teamIndex];
        char user[32];
        std::snprintf(user, sizeof user, "%s_u%02d", team.name, m_rng.below(team.users) + 1);
        const bool train = m_rng.chance(team.trainShare);
        const int hourOfWeek = int(((submit - m_o.start) / 3600) % 168);
        const bool daytime = hourOfWeek / 24 < 5 && hourOfWeek % 24 >= 9 && hourOfWeek % 24 < 19;
        const long long id = m_nextId++;
        // Drawn from a stream of its own, and only when asked for: the default bytes stay the same.
        const bool pending = m_o.pendingShare > 0 && m_shape.chance(m_o.pendingShare);
        if (pending) {
            std::string key = std::to_string(id);
            if (arrival.kind == Kind::Array) {
                key += "_[0-";
                key += std::to_string(arrival.jobs - 1);
                if (m_shape.chance(0.3)) {
                    key += '%';
                    key += std::to_string(1 + m_shape.below(4));
                }
                key += ']';
            }
            out.push_back(job(key, team, user, train, daytime, submit, false, true));
            return;
        }

        if (arrival.kind == Kind::Array) {
            for (int k = 0; k < arrival.jobs; ++k)
                out.push_back(
                    job(std::to_string(id) + "_" + std::to_string(k), team, user, train, daytime, submit, false));
            return;
        }
        if (arrival.kind == Kind::Heterogeneous) { // two components, one per pool
            Record first = job(std::to_string(id) + "+0", team, user, true, daytime, submit, false);
            Record second = job(std::to_string(id) + "+1", team, user, false, daytime, submit, false);
            out.push_back(std::move(first));
            out.push_back(std::move(second));
            return;
        }
        if (arrival.kind == Kind::Requeued) { // once or twice, written with sacct -D
            const int times = 1 + m_rng.below(2);
            int64_t at = submit;
            for (int i = 0; i < times; ++i) {
                Record r = job(std::to_string(id), team, user, train, daytime, at, true);
                at = m_lastEnd > at ? m_lastEnd : at + 60;
                out.push_back(std::move(r));
            }
            out.push_back(job(std::to_string(id), team, user, train, daytime, at, false));
            return;
        }
        out.push_back(job(std::to_string(id), team, user, train, daytime, submit, false));
    }

    Record job(const std::string& key, const Team& team, const char* user, bool train, bool daytime, int64_t submit,
               bool requeued, bool pending = false)
    {
        Record r;
        const char* partition = train ? "a100" : "l40s";
        const int gpus = train ? (1 << m_rng.below(4)) : 1 + (m_rng.chance(0.15) ? 1 : 0);
        const double medianWait = daytime ? team.dayWait : 60.0;
        const int64_t wait = int64_t(m_rng.lognormal(medianWait, 1.2));
        const double medianRun = train ? 4 * 3600.0 : 1800.0;
        int64_t run = std::max<int64_t>(5, int64_t(m_rng.lognormal(medianRun, 1.3)));
        if (train && run > 48 * 3600)
            run = 48 * 3600; // the time limit: such jobs time out
        std::string state;
        bool started = true;
        const double s = m_rng.uniform();
        if (requeued) {
            state = "REQUEUED";
            run = std::min<int64_t>(run, 3 * 3600);
        } else if (run == 48 * 3600 || s < 0.03) {
            state = "TIMEOUT";
        } else if (s < 0.09) {
            state = "FAILED";
        } else if (s < 0.11) {
            state = "OUT_OF_MEMORY";
        } else if (s < 0.115) {
            state = "NODE_FAIL";
        } else if (s < 0.12) {
            state = "PREEMPTED";
        } else if (s < 0.18) {
            state = "CANCELLED by " + std::to_string(1000 + m_rng.below(200));
            run = int64_t(run * m_rng.uniform()) + 1;
        } else if (s < 0.2) {
            state = "CANCELLED by " + std::to_string(1000 + m_rng.below(200)); // never started
            started = false;
        } else {
            state = "COMPLETED";
        }
        int64_t start = submit + wait;
        int64_t end = start + run;
        if (!started) {
            end = submit + int64_t(m_rng.exponential(1800)) + 1;
        }
        // The export is taken at m_exportTime: later events have not happened.
        bool startKnown = started;
        bool endKnown = true;
        if (requeued) {
            // an earlier run: it ended when it was requeued
        } else if (started && start >= m_exportTime) {
            state = "PENDING";
            startKnown = false;
            endKnown = false;
        } else if (started && end >= m_exportTime) {
            state = "RUNNING";
            endKnown = false;
        } else if (!started && end >= m_exportTime) {
            state = "PENDING";
            endKnown = false;
        }
        if (pending) { // still waiting at the export, whatever its draws would have made of it
            state = "PENDING";
            startKnown = false;
            endKnown = false;
        }
        m_lastEnd = end;

        // gres: untyped and typed (most clusters with typed GPUs), typed only, untyped only.
        std::string tres = "billing=" + std::to_string(gpus * 8) + ",cpu=" + std::to_string(gpus * 8);
        const double g = m_rng.uniform();
        const std::string count = std::to_string(gpus);
        if (g < 0.7)
            tres += ",gres/gpu:" + std::string(partition) + "=" + count + ",gres/gpu=" + count;
        else if (g < 0.9)
            tres += ",gres/gpu:" + std::string(partition) + "=" + count;
        else
            tres += ",gres/gpu=" + count;
        tres += ",mem=" + std::to_string(gpus * 64) + "G,node=" + std::to_string(gpus > 4 ? 2 : 1);

        static const char* const kNames[] = {"train_resnet", "train_llm", "finetune",   "eval",
                                             "notebook",     "serve",     "preprocess", "sweep"};
        const char* name = kNames[train ? m_rng.below(4) : 3 + m_rng.below(5)];
        std::string& l = r.line;
        l.reserve(260);
        l += key;
        l += '|';
        l += name;
        l += '|';
        l += team.name;
        l += '|';
        l += user;
        l += '|';
        l += partition;
        l += train ? "|normal|" : "|interactive|";
        l += state;
        l += '|';
        putTime(l, submit);
        l += '|';
        if (startKnown)
            putTime(l, start);
        else
            l += started ? "Unknown" : "None";
        l += '|';
        if (endKnown)
            putTime(l, end);
        else
            l += "Unknown";
        l += '|';
        if (startKnown)
            l += tres;
        l += '|';
        l += tres;
        l += '\n';

        if (startKnown) {
            const auto step = [&](const char* suffix, const char* stepName, int64_t from, int64_t to,
                                  const std::string& stepState) {
                std::string sl;
                sl.reserve(200);
                sl += key;
                sl += suffix;
                sl += '|';
                sl += stepName;
                sl += '|';
                sl += team.name;
                sl += "||";
                sl += partition;
                sl += "||";
                sl += stepState;
                sl += '|';
                putTime(sl, from);
                sl += '|';
                putTime(sl, from);
                sl += '|';
                if (endKnown)
                    putTime(sl, to);
                else
                    sl += "Unknown";
                sl += '|';
                sl += "cpu=" + std::to_string(gpus * 8) + ",gres/gpu=" + count + ",mem=" + std::to_string(gpus * 64) +
                      "G,node=1";
                sl += "|\n";
                r.steps.push_back(std::move(sl));
            };
            const std::string stepState =
                state.rfind("CANCELLED", 0) == 0 ? "CANCELLED" : (endKnown ? state : std::string("RUNNING"));
            step(".batch", "batch", start, end, stepState);
            step(".extern", "extern", start, end, endKnown ? std::string("COMPLETED") : stepState);
            if (m_rng.chance(0.5))
                step(".0", "python", start + 2, end, stepState);
            if (m_rng.chance(0.1))
                step(".1", "python", start + 5, end, stepState);
        }
        return r;
    }

    Options m_o;
    Rng m_rng;                      ///< everything about a job
    Rng m_arrivals;                 ///< when submissions come and what kind they are
    Rng m_shape;                    ///< the options' draws: the order of the submit times, pending submissions
    std::vector<int64_t> m_submits; ///< with --shuffle-submits: every submission's submit time, shuffled
    double m_meanGap = 1;
    double m_now = 0;
    int64_t m_exportTime = 0;
    int64_t m_lastEnd = 0;
    long long m_nextId = 1000000;
};

} // namespace

int main(int argc, char** argv)
{
    const Options o = parse(argc, argv);
    std::FILE* out = std::fopen(o.out.c_str(), "wb");
    if (!out) {
        std::perror(o.out.c_str());
        return 1;
    }
    Generator(o).run(out);
    if (std::fclose(out) != 0) {
        std::perror(o.out.c_str());
        return 1;
    }
    return 0;
}
