#include "whatif/Policy.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QSet>

#include <cmath>
#include <limits>

namespace gatebench::whatif {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Whatif)
};

// not storage: the keys of the policy document (README.md, "Scheduling what-if")
constexpr auto kKind = "kind"; // not storage: a key of the what-if's JSON
constexpr auto kBackfill = "backfill";
constexpr auto kBackfillInterval = "backfill_interval_s";
constexpr auto kBackfillDepth = "backfill_depth";
constexpr auto kQuotas = "quotas";
constexpr auto kBorrowing = "borrowing";
constexpr auto kReclaim = "reclaim";
constexpr auto kWeights = "weights";
constexpr auto kPriorities = "priorities";
constexpr auto kPreemption = "preemption";
constexpr auto kScanDepth = "scan_depth";
constexpr auto kReserved = "reserved";
constexpr auto kCheckpoint = "checkpoint_interval_s";
constexpr auto kStartup = "startup_delay_s";
constexpr auto kTeams = "teams"; // not storage: a key of the what-if's JSON

/// The largest number of seconds or GPUs a policy may name (a year of seconds; far beyond any
/// cluster's GPUs): larger values are misreadings.
constexpr double kMaxSeconds = 366.0 * 86400.0;
constexpr double kMaxGpus = 1'000'000;

QString L(const char* key)
{
    return QString::fromLatin1(key);
}

class Reader {
public:
    Reader(QString source)
        : m_source(std::move(source))
    {}

    Error error(const QString& field, const QString& message) const
    {
        QString where = field.isEmpty() ? message : field + QStringLiteral(": ") + message;
        if (!m_source.isEmpty())
            where = m_source + QStringLiteral(": ") + where;
        return Error{Error::Kind::BadInput, where};
    }

    Result<bool> boolean(const QJsonObject& o, const char* key, bool fallback) const
    {
        const QJsonValue v = o.value(L(key));
        if (v.isUndefined())
            return fallback;
        if (!v.isBool())
            return error(L(key), Text::tr("must be true or false"));
        return v.toBool();
    }

    Result<double> number(const QJsonValue& v, const QString& field, double max, bool whole) const
    {
        if (!v.isDouble())
            return error(field, Text::tr("must be a number"));
        const double d = v.toDouble();
        if (!std::isfinite(d) || d < 0)
            return error(field, Text::tr("must be 0 or more"));
        if (d > max)
            return error(field, Text::tr("must be at most %1").arg(max, 0, 'f', 0));
        if (whole && d != std::floor(d))
            return error(field, Text::tr("must be a whole number"));
        return d;
    }

    Result<qint64> seconds(const QJsonObject& o, const char* key, qint64 fallback) const
    {
        const QJsonValue v = o.value(L(key));
        if (v.isUndefined())
            return fallback;
        auto d = number(v, L(key), kMaxSeconds, true);
        if (!d)
            return d.error();
        return qint64(*d);
    }

    Result<int> count(const QJsonObject& o, const char* key, int fallback, int min, int max) const
    {
        const QJsonValue v = o.value(L(key));
        if (v.isUndefined())
            return fallback;
        auto d = number(v, L(key), max, true);
        if (!d)
            return d.error();
        if (*d < min)
            return error(L(key), Text::tr("must be at least %1").arg(min));
        return int(*d);
    }

    /// A map of team -> GPUs (a number: across the pools; an object: per pool), or "teams".
    Result<bool> limits(const QJsonObject& o, const char* key, QMap<QString, GpuLimit>& out) const
    {
        const QJsonValue v = o.value(L(key));
        if (v.isUndefined())
            return false;
        if (v.isString()) {
            if (v.toString() == L(kTeams))
                return true;
            return error(L(key), Text::tr("must be \"teams\" or an object of GPUs by team"));
        }
        if (!v.isObject())
            return error(L(key), Text::tr("must be \"teams\" or an object of GPUs by team"));
        const QJsonObject teams = v.toObject();
        for (auto it = teams.begin(); it != teams.end(); ++it) {
            const QString field = L(key) + u'.' + it.key();
            if (it.key().trimmed().isEmpty())
                return error(L(key), Text::tr("a team needs a name"));
            GpuLimit limit;
            if (it.value().isObject()) {
                const QJsonObject pools = it.value().toObject();
                if (pools.isEmpty())
                    return error(field, Text::tr("names no pool"));
                for (auto p = pools.begin(); p != pools.end(); ++p) {
                    auto gpus = number(p.value(), field + u'.' + p.key(), kMaxGpus, false);
                    if (!gpus)
                        return gpus.error();
                    limit.perPool.insert(p.key(), *gpus);
                }
            } else if (it.value().isDouble()) {
                auto gpus = number(it.value(), field, kMaxGpus, false);
                if (!gpus)
                    return gpus.error();
                limit.total = *gpus;
            } else {
                return error(field, Text::tr("must be a number of GPUs (0 or more) or an object of GPUs per pool"));
            }
            out.insert(it.key(), limit);
        }
        return false;
    }

private:
    QString m_source;
};

std::optional<PolicyKind> kindFromKey(const QString& key)
{
    for (PolicyKind kind :
         {PolicyKind::AsIs, PolicyKind::Fifo, PolicyKind::FairShare, PolicyKind::Gang, PolicyKind::Reserved}) {
        if (kindKey(kind) == key)
            return kind;
    }
    return std::nullopt;
}

QSet<QString> allowedKeys(PolicyKind kind)
{
    QSet<QString> keys{L(kKind), L(kCheckpoint), L(kStartup)};
    switch (kind) {
    case PolicyKind::AsIs:
        break;
    case PolicyKind::Fifo:
        keys += QSet<QString>{L(kBackfill), L(kBackfillInterval), L(kBackfillDepth), L(kQuotas)};
        break;
    case PolicyKind::FairShare:
        keys += QSet<QString>{L(kQuotas), L(kBorrowing), L(kReclaim)};
        break;
    case PolicyKind::Gang:
        keys += QSet<QString>{L(kWeights), L(kPriorities), L(kPreemption), L(kReclaim), L(kScanDepth)};
        break;
    case PolicyKind::Reserved:
        keys += QSet<QString>{L(kReserved), L(kQuotas)};
        break;
    }
    return keys;
}

QJsonValue limitsJson(const QMap<QString, GpuLimit>& limits, bool fromTeams)
{
    if (fromTeams)
        return L(kTeams);
    QJsonObject o;
    for (auto it = limits.begin(); it != limits.end(); ++it) {
        if (it->total) {
            o.insert(it.key(), *it->total);
        } else {
            QJsonObject pools;
            for (auto p = it->perPool.begin(); p != it->perPool.end(); ++p)
                pools.insert(p.key(), p.value());
            o.insert(it.key(), pools);
        }
    }
    return o;
}

} // namespace

QString kindKey(PolicyKind kind)
{
    switch (kind) {
    case PolicyKind::AsIs:
        return QStringLiteral("as_is");
    case PolicyKind::Fifo:
        return QStringLiteral("fifo");
    case PolicyKind::FairShare:
        return QStringLiteral("fair_share");
    case PolicyKind::Gang:
        return QStringLiteral("gang");
    case PolicyKind::Reserved:
        return QStringLiteral("reserved");
    }
    return {};
}

QString kindName(PolicyKind kind)
{
    switch (kind) {
    case PolicyKind::AsIs:
        return Text::tr("As today");
    case PolicyKind::Fifo:
        return Text::tr("First come, first served with quotas");
    case PolicyKind::FairShare:
        return Text::tr("Fair share with borrowing and reclaim");
    case PolicyKind::Gang:
        return Text::tr("Gang scheduling with queues and priorities");
    case PolicyKind::Reserved:
        return Text::tr("Reserved capacity per team");
    }
    return {};
}

QString policySummary(const Policy& policy, const std::function<QString(const QString&)>& teamName)
{
    const QLocale locale;
    const auto name = [&](const QString& team) { return teamName ? teamName(team) : team; };
    const auto gpus = [&](double v) { return locale.toString(v, 'g', 6); };
    const auto limits = [&](const QMap<QString, GpuLimit>& map) {
        QStringList parts;
        for (auto it = map.begin(); it != map.end(); ++it) {
            QStringList amounts;
            if (it->total)
                amounts.append(Text::tr("%1 GPUs").arg(gpus(*it->total)));
            for (auto p = it->perPool.begin(); p != it->perPool.end(); ++p)
                amounts.append(Text::tr("%1 GPUs of %2").arg(gpus(p.value()), p.key()));
            parts.append(Text::tr("%1 %2").arg(name(it.key()), amounts.join(QStringLiteral(" + "))));
        }
        return parts.isEmpty() ? Text::tr("none") : parts.join(Text::tr(", "));
    };
    const auto duration = [&](qint64 s) {
        return s % 60 == 0 && s >= 60 ? Text::tr("%1 min").arg(s / 60) : Text::tr("%1 s").arg(s);
    };
    QStringList clauses{kindName(policy.kind)};
    switch (policy.kind) {
    case PolicyKind::AsIs:
        break;
    case PolicyKind::Fifo:
        clauses.append(policy.easyBackfill ? Text::tr("EASY backfill every %1, %2 jobs deep")
                                                 .arg(duration(policy.backfillIntervalS))
                                                 .arg(policy.backfillDepth)
                                           : Text::tr("no backfill"));
        clauses.append(Text::tr("quotas (hard caps): %1")
                           .arg(policy.quotasFromTeams ? Text::tr("each team's quota") : limits(policy.quotas)));
        break;
    case PolicyKind::FairShare:
        clauses.append(Text::tr("deserved quotas: %1")
                           .arg(policy.quotasFromTeams ? Text::tr("each team's quota") : limits(policy.quotas)));
        clauses.append(policy.borrowing ? Text::tr("borrowing idle GPUs") : Text::tr("no borrowing"));
        clauses.append(policy.reclaim ? Text::tr("reclaim by preemption") : Text::tr("no reclaim"));
        break;
    case PolicyKind::Gang: {
        QStringList weights;
        for (auto it = policy.weights.begin(); it != policy.weights.end(); ++it)
            weights.append(Text::tr("%1 %2").arg(name(it.key()), locale.toString(it.value(), 'g', 6)));
        clauses.append(Text::tr("queue weights: %1")
                           .arg(policy.weightsFromTeams ? Text::tr("the teams' quotas")
                                : weights.isEmpty()     ? Text::tr("equal")
                                                        : weights.join(Text::tr(", "))));
        QStringList priorities;
        for (auto it = policy.priorities.begin(); it != policy.priorities.end(); ++it)
            priorities.append(Text::tr("%1 %2").arg(name(it.key())).arg(it.value()));
        if (!priorities.isEmpty())
            clauses.append(Text::tr("priorities: %1").arg(priorities.join(Text::tr(", "))));
        clauses.append(policy.preemption ? Text::tr("preemption by priority") : Text::tr("no preemption"));
        clauses.append(policy.reclaim ? Text::tr("reclaim by preemption") : Text::tr("no reclaim"));
        break;
    }
    case PolicyKind::Reserved:
        clauses.append(Text::tr("reserved: %1")
                           .arg(policy.reservedFromTeams ? Text::tr("each team's quota") : limits(policy.reserved)));
        if (!policy.quotas.isEmpty() || policy.quotasFromTeams)
            clauses.append(Text::tr("quotas (hard caps): %1")
                               .arg(policy.quotasFromTeams ? Text::tr("each team's quota") : limits(policy.quotas)));
        break;
    }
    if (policy.checkpointIntervalS > 0)
        clauses.append(Text::tr("checkpoint every %1").arg(duration(policy.checkpointIntervalS)));
    if (policy.startupDelayS > 0)
        clauses.append(Text::tr("start-up delay %1").arg(duration(policy.startupDelayS)));
    return clauses.join(Text::tr("; "));
}

Result<Policy> parsePolicy(const QByteArray& json, const QString& source)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    const Reader reader(source);
    if (parseError.error != QJsonParseError::NoError)
        return reader.error(
            {}, Text::tr("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString()));
    if (!document.isObject())
        return reader.error({}, Text::tr("a policy is a JSON object"));
    return policyFromJson(document.object(), source);
}

Result<Policy> policyFromJson(const QJsonObject& o, const QString& source)
{
    const Reader r(source);
    const QJsonValue kindValue = o.value(L(kKind));
    if (kindValue.isUndefined())
        return r.error(L(kKind), Text::tr("is missing (as_is, fifo, fair_share, gang or reserved)"));
    const auto kind = kindValue.isString() ? kindFromKey(kindValue.toString()) : std::nullopt;
    if (!kind)
        return r.error(L(kKind), Text::tr("must be as_is, fifo, fair_share, gang or reserved"));
    const QSet<QString> allowed = allowedKeys(*kind);
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!allowed.contains(it.key()))
            return r.error(it.key(), Text::tr("is not a field of a %1 policy").arg(kindKey(*kind)));
    }
    Policy p;
    p.kind = *kind;
    auto checkpoint = r.seconds(o, kCheckpoint, 0);
    if (!checkpoint)
        return checkpoint.error();
    p.checkpointIntervalS = *checkpoint;
    auto startup = r.seconds(o, kStartup, 0);
    if (!startup)
        return startup.error();
    p.startupDelayS = *startup;

    if (const QJsonValue backfill = o.value(L(kBackfill)); !backfill.isUndefined()) {
        if (backfill == QJsonValue(QStringLiteral("easy")))
            p.easyBackfill = true;
        else if (backfill != QJsonValue(QStringLiteral("none")))
            return r.error(L(kBackfill), Text::tr("must be \"easy\" or \"none\""));
    }
    auto interval = r.seconds(o, kBackfillInterval, p.backfillIntervalS);
    if (!interval)
        return interval.error();
    if (*interval < 1)
        return r.error(L(kBackfillInterval), Text::tr("must be at least %1").arg(1));
    p.backfillIntervalS = *interval;
    auto depth = r.count(o, kBackfillDepth, p.backfillDepth, 1, 100000);
    if (!depth)
        return depth.error();
    p.backfillDepth = *depth;
    auto scan = r.count(o, kScanDepth, p.scanDepth, 1, 100000);
    if (!scan)
        return scan.error();
    p.scanDepth = *scan;

    auto quotas = r.limits(o, kQuotas, p.quotas);
    if (!quotas)
        return quotas.error();
    p.quotasFromTeams = *quotas;
    auto reserved = r.limits(o, kReserved, p.reserved);
    if (!reserved)
        return reserved.error();
    p.reservedFromTeams = *reserved;

    auto borrowing = r.boolean(o, kBorrowing, p.borrowing);
    if (!borrowing)
        return borrowing.error();
    p.borrowing = *borrowing;
    auto reclaim = r.boolean(o, kReclaim, p.reclaim);
    if (!reclaim)
        return reclaim.error();
    p.reclaim = *reclaim;
    auto preemption = r.boolean(o, kPreemption, p.preemption);
    if (!preemption)
        return preemption.error();
    p.preemption = *preemption;

    if (const QJsonValue weights = o.value(L(kWeights)); !weights.isUndefined()) {
        if (weights == QJsonValue(L(kTeams))) {
            p.weightsFromTeams = true;
        } else if (weights.isObject()) {
            const QJsonObject w = weights.toObject();
            for (auto it = w.begin(); it != w.end(); ++it) {
                auto weight = r.number(it.value(), L(kWeights) + u'.' + it.key(), kMaxGpus, false);
                if (!weight)
                    return weight.error();
                p.weights.insert(it.key(), *weight);
            }
        } else {
            return r.error(L(kWeights), Text::tr("must be \"teams\" or an object of weights by team"));
        }
    }
    if (const QJsonValue priorities = o.value(L(kPriorities)); !priorities.isUndefined()) {
        if (!priorities.isObject())
            return r.error(L(kPriorities), Text::tr("must be an object of priorities by team or task type"));
        const QJsonObject pr = priorities.toObject();
        for (auto it = pr.begin(); it != pr.end(); ++it) {
            const QString field = L(kPriorities) + u'.' + it.key();
            const QJsonValue v = it.value();
            if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()) || std::abs(v.toDouble()) > 1e6)
                return r.error(field, Text::tr("must be a whole number from -1000000 to 1000000"));
            p.priorities.insert(it.key(), int(v.toDouble()));
        }
    }
    return p;
}

QJsonObject toJson(const Policy& p)
{
    QJsonObject o;
    o.insert(L(kKind), kindKey(p.kind));
    switch (p.kind) {
    case PolicyKind::AsIs:
        break;
    case PolicyKind::Fifo:
        o.insert(L(kBackfill), p.easyBackfill ? QStringLiteral("easy") : QStringLiteral("none"));
        if (p.easyBackfill) {
            o.insert(L(kBackfillInterval), double(p.backfillIntervalS));
            o.insert(L(kBackfillDepth), p.backfillDepth);
        }
        o.insert(L(kQuotas), limitsJson(p.quotas, p.quotasFromTeams));
        break;
    case PolicyKind::FairShare:
        o.insert(L(kQuotas), limitsJson(p.quotas, p.quotasFromTeams));
        o.insert(L(kBorrowing), p.borrowing);
        o.insert(L(kReclaim), p.reclaim);
        break;
    case PolicyKind::Gang: {
        if (p.weightsFromTeams) {
            o.insert(L(kWeights), L(kTeams));
        } else {
            QJsonObject w;
            for (auto it = p.weights.begin(); it != p.weights.end(); ++it)
                w.insert(it.key(), it.value());
            o.insert(L(kWeights), w);
        }
        QJsonObject pr;
        for (auto it = p.priorities.begin(); it != p.priorities.end(); ++it)
            pr.insert(it.key(), it.value());
        o.insert(L(kPriorities), pr);
        o.insert(L(kPreemption), p.preemption);
        o.insert(L(kReclaim), p.reclaim);
        o.insert(L(kScanDepth), p.scanDepth);
        break;
    }
    case PolicyKind::Reserved:
        o.insert(L(kReserved), limitsJson(p.reserved, p.reservedFromTeams));
        if (p.quotasFromTeams || !p.quotas.isEmpty())
            o.insert(L(kQuotas), limitsJson(p.quotas, p.quotasFromTeams));
        break;
    }
    o.insert(L(kCheckpoint), double(p.checkpointIntervalS));
    o.insert(L(kStartup), double(p.startupDelayS));
    return o;
}

QByteArray toText(const Policy& policy)
{
    return QJsonDocument(toJson(policy)).toJson(QJsonDocument::Compact);
}

std::optional<DefaultPolicy> defaultPolicyFor(const QString& candidateId)
{
    Policy p;
    QString models;
    bool onPremises = true;
    if (candidateId == QLatin1String("base-command")) {
        p.kind = PolicyKind::Fifo;
        p.easyBackfill = true;
        p.quotasFromTeams = true;
        models = Text::tr("Base Command Platform's job queue: first come, first served within team quotas, with "
                          "backfill (assumed; check the quote)");
    } else if (candidateId == QLatin1String("runai")) {
        p.kind = PolicyKind::FairShare;
        p.quotasFromTeams = true;
        p.checkpointIntervalS = 1800;
        models = Text::tr("Run:ai projects: a deserved quota per team, over-quota borrowing of idle GPUs, reclaim "
                          "by preemption; jobs checkpoint every 30 min (assumed)");
    } else if (candidateId == QLatin1String("openshift-ai")) {
        p.kind = PolicyKind::FairShare;
        p.quotasFromTeams = true;
        p.checkpointIntervalS = 1800;
        models = Text::tr("Kueue ClusterQueues in one cohort (OpenShift AI's distributed workloads): nominal quota "
                          "per team, borrowing, reclaim within the cohort; jobs checkpoint every 30 min (assumed)");
    } else if (candidateId == QLatin1String("k8s-oss")) {
        p.kind = PolicyKind::Gang;
        p.weightsFromTeams = true;
        p.priorities = {{QStringLiteral("interactive"), 100}, {QStringLiteral("inference"), 100}};
        p.checkpointIntervalS = 1800;
        models = Text::tr("Volcano: gang scheduling, one weighted queue per team, interactive and inference jobs "
                          "at a higher priority, preemption and reclaim; jobs checkpoint every 30 min (assumed)");
    } else if (candidateId == QLatin1String("modelarts") || candidateId == QLatin1String("pai") ||
               candidateId == QLatin1String("ti-one")) {
        p.kind = PolicyKind::Reserved;
        p.reservedFromTeams = true;
        p.startupDelayS = 300;
        onPremises = false;
        models = Text::tr("A cloud resource pool per team (each team's quota reserved for it, the rest shared), "
                          "5 min to bring up a node (assumed)");
    } else {
        return std::nullopt;
    }
    return DefaultPolicy{p, models, onPremises};
}

std::optional<DefaultPolicy> defaultPolicyFor(const QString& candidateId, const Policy& asIs)
{
    std::optional<DefaultPolicy> d = defaultPolicyFor(candidateId);
    if (d && d->todaysHardware && asIs.kind != PolicyKind::AsIs && asIs.startupDelayS > 0) {
        d->policy.startupDelayS = asIs.startupDelayS;
        d->models = Text::tr("%1; on today's nodes, so today's start-up delay of %n s (assumed)", nullptr,
                             int(asIs.startupDelayS))
                        .arg(d->models);
    }
    return d;
}

} // namespace gatebench::whatif
