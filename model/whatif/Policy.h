#pragma once
// A scheduling policy as data (issue 32): what a candidate's queueing rules are, in parameters a
// committee reads off a quote or a design, as one JSON document (README.md, "Scheduling what-if",
// gives the format). The replay (whatif/Replay.h) runs the job log under it. Pure: no storage.

#include "core/Result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QString>

#include <functional>
#include <optional>

namespace gatebench::whatif {

/// The GPUs a team may use (a quota, a deserved share, a reservation): across every pool
/// (`total`), and/or per pool (by pool name or GPU type, `perPool`). None set: no limit.
struct GpuLimit {
    std::optional<double> total;
    QMap<QString, double> perPool;
    bool isEmpty() const { return !total && perPool.isEmpty(); }
    bool operator==(const GpuLimit& other) const = default;
};

/// The kinds of policy: today's cluster (resolved to a concrete policy before a replay), first come
/// first served with quotas (Slurm-like), fair share with borrowing and reclaim (Run:ai projects,
/// Kueue ClusterQueues in a cohort), gang scheduling with weighted queues, priorities and
/// preemption (Volcano), reserved capacity per team (cloud resource pools).
enum class PolicyKind { AsIs, Fifo, FairShare, Gang, Reserved };

struct Policy {
    PolicyKind kind = PolicyKind::Fifo;
    /// fifo: EASY backfill (a later job starts early when it delays no reservation of the first
    /// waiting job); none: a first job that does not fit holds back every later one of its pool.
    bool easyBackfill = false;
    qint64 backfillIntervalS = 30; ///< fifo with backfill: seconds between backfill passes (Slurm bf_interval)
    int backfillDepth = 100;       ///< jobs a backfill pass looks at (Slurm bf_max_job_test)
    /// fifo, reserved: hard caps per team; fair_share: the deserved quota (over it only by borrowing).
    QMap<QString, GpuLimit> quotas;
    bool quotasFromTeams = false;  ///< quotas given as the word teams: each team's quota (Team::quotaGpus)
    bool borrowing = true;         ///< fair_share: a team may use idle GPUs over its quota
    bool reclaim = true;           ///< fair_share, gang: a team under its share preempts borrowed GPUs
    QMap<QString, double> weights; ///< gang: queue weights by team (deserved share = weight / sum)
    bool weightsFromTeams = false; ///< weights given as the word teams: the teams' quotas (equal without any)
    /// gang: priority by team or task type (the higher of the two applies; default 0); a waiting job
    /// preempts lower-priority running jobs of its own queue when `preemption` is on.
    QMap<QString, int> priorities;
    bool preemption = true; ///< gang: priority preemption inside a queue
    int scanDepth = 16;     ///< gang: jobs of one queue tried past one that does not fit
    /// reserved: GPUs only the team may use, per pool; a total is split over the pools in proportion
    /// to their GPUs.
    QMap<QString, GpuLimit> reserved;
    bool reservedFromTeams = false; ///< reserved given as the word teams: each team's quota is reserved for it
    qint64 checkpointIntervalS = 0; ///< a preempted job keeps its work up to its last checkpoint (0: none)
    qint64 startupDelayS = 0;       ///< seconds from placement to running (cloud nodes, image pulls)

    bool operator==(const Policy& other) const = default;
};

/// "as_is", "fifo", "fair_share", "gang", "reserved".
QString kindKey(PolicyKind kind);
/// The kind's name in the interface language.
QString kindName(PolicyKind kind);

/// The policy in words, in the interface language, one clause a parameter of its kind ("First come,
/// first served with quotas; EASY backfill; quotas: the teams' quotas; start-up delay 20 s"): what a
/// committee reads instead of the document. `teamName` names a team by its id (default: the id).
QString policySummary(const Policy& policy, const std::function<QString(const QString&)>& teamName = {});

/// Reads a policy document strictly: an unknown key, a wrong type, a negative or non-finite number,
/// a key that does not belong to the kind are each refused (BadInput) with the field named, and
/// `source` (a file name, or empty) before it: "policy.json: quotas.nlp: must be a number of GPUs
/// (0 or more) or an object of GPUs per pool". Never crashes on any input.
Result<Policy> parsePolicy(const QByteArray& json, const QString& source = {});
Result<Policy> policyFromJson(const QJsonObject& object, const QString& source = {});
/// The policy as the document parsePolicy reads (only the keys of its kind; defaults written too).
QJsonObject toJson(const Policy& policy);
/// The compact JSON text of toJson (what storage keeps).
QByteArray toText(const Policy& policy);

/// The default policy of a built-in candidate profile (seed template ids: base-command, runai,
/// openshift-ai, modelarts, pai, ti-one, k8s-oss), an assumption for the committee to correct, and
/// the vendor feature it models (in the interface language); none for another id.
struct DefaultPolicy {
    Policy policy;
    QString models; ///< which vendor feature the default stands for
    /// The profile runs on the cluster's own nodes (on premises): its start-up delay is today's
    /// (inheritStartup), not one of its own; a cloud profile brings up nodes of its own (its delay).
    bool todaysHardware = false;
};
std::optional<DefaultPolicy> defaultPolicyFor(const QString& candidateId);
/// The default of `candidateId` with today's start-up delay (of the resolved `asIs`) where it keeps
/// today's hardware, and the assumption said in `models`; none for an id without a default.
std::optional<DefaultPolicy> defaultPolicyFor(const QString& candidateId, const Policy& asIs);

} // namespace gatebench::whatif
