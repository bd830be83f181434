#pragma once
// The evaluation's aggregates as plain values: what views, importers and the command line read and
// write. Table and column names appear only in model/repositories/ and model/storage/Schema.cpp; every
// other file speaks of these types and their field enums (a CI check, scripts/check-names.sh,
// holds the line). Enum keys ("gate", "pass") exist only where a value leaves the program: in the
// file (the repositories) and in JSON (DecisionKeys.h).
#include "core/Decimal.h"
#include "decision/DecisionEngine.h"

#include <QDate>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace gatebench {

/// The most code points (not UTF-16 units) of a label a user or a file supplies: a name, an id, a
/// team, a user, a title, an owner, a unit, a category, and every label of a job log (job id, cluster,
/// team, user, task type, GPU type, partition, failure reason). Longer ones are refused at their line
/// and column by every import and by every edit (README "Limits").
inline constexpr int kMaxLabelCodePoints = 200;
/// The most code points of a longer text: a note, evidence, a description, an answer, a reason.
inline constexpr int kMaxTextCodePoints = 10000;

/// The code points of `text`: its UTF-16 units less the second half of each surrogate pair.
inline qsizetype codePointCount(QStringView text)
{
    qsizetype count = text.size();
    for (const QChar c : text)
        count -= c.isLowSurrogate() ? 1 : 0;
    return count;
}

/// A text the committee keeps in both languages.
struct Bilingual {
    QString zh;
    QString en;
    /// The text in `language` ("zh_CN" or "en"), else the other one.
    QString in(const QString& language) const
    {
        const bool english = language == QLatin1String("en");
        const QString& first = english ? en : zh;
        return first.isEmpty() ? (english ? zh : en) : first;
    }
    bool operator==(const Bilingual& other) const { return zh == other.zh && en == other.en; }
};

enum class CandidateOrigin { Template, Custom };

/// A candidate profile: one option the committee weighs (a product, a cloud service, the status quo).
struct Candidate {
    QString id;
    int position = 0;
    CandidateOrigin origin = CandidateOrigin::Custom;
    Bilingual name;
    Bilingual vendor;
    QString route;       ///< a key of labels::routeKeys()
    QString deployment;  ///< a key of labels::deploymentKeys()
    QString tcoTemplate; ///< a key of labels::tcoTemplateKeys()
    Bilingual consider;
    Bilingual verifyFirst;
    Bilingual risks;
    Bilingual lockIn;
    Bilingual sources;
    QString asOf; ///< the date the profile's facts were checked (YYYY-MM-DD), as entered
    QString aliases;
    QString notes;
    bool shortlisted = true;
    QString setAsideReason;
    bool inPoc = false;
    bool operator==(const Candidate& other) const = default;
};

/// The fields of a candidate that the committee edits one at a time. Shortlisting has its own
/// command (it goes with a reason).
enum class CandidateField {
    NameZh,
    NameEn,
    VendorZh,
    VendorEn,
    Route,
    Deployment,
    TcoTemplate,
    ConsiderZh,
    ConsiderEn,
    VerifyFirstZh,
    VerifyFirstEn,
    RisksZh,
    RisksEn,
    LockInZh,
    LockInEn,
    SourcesZh,
    SourcesEn,
    AsOf,
    Aliases,
    Notes,
    InPoc,
    SetAsideReason,
};

/// The value of `field` in `candidate` (text, or a bool for InPoc).
QVariant fieldValue(const Candidate& candidate, CandidateField field);

/// A requirement of the matrix.
struct Criterion {
    QString id;
    int position = 0;
    CriterionTier tier = CriterionTier::Gate;
    QString category; ///< a key of criteria::categoryKeys(), or the committee's own word
    Bilingual title;
    Bilingual description;
    Bilingual ownerRole;
    Bilingual acceptance; ///< the committee's own rule; never sent to a vendor
    /// What the questionnaire asks the vendors about this requirement (the acceptance rule and the
    /// scoring rubric stay with the committee); empty: the questionnaire asks from the title.
    Bilingual vendorQuestion;
    bool evidenceRequired = false;
    std::optional<double> weight; ///< bonus only
    QDate reviewDate;             ///< deferred only; invalid when none
    QString metricRule;
    bool operator==(const Criterion& other) const = default;
};

/// The fields of a criterion that the committee edits one at a time. Id, tier and position have
/// their own commands (they change the order of the matrix).
enum class CriterionField {
    TitleZh,
    TitleEn,
    DescriptionZh,
    DescriptionEn,
    OwnerRoleZh,
    OwnerRoleEn,
    AcceptanceZh,
    AcceptanceEn,
    Category,
    EvidenceRequired,
    Weight,     ///< a number, or null for none
    ReviewDate, ///< YYYY-MM-DD, or null for none
    MetricRule, ///< null for none
    VendorQuestionZh,
    VendorQuestionEn,
};

/// The value of `field` in `criterion`: text; a bool for EvidenceRequired; a number or null for
/// Weight; YYYY-MM-DD or null for ReviewDate.
QVariant fieldValue(const Criterion& criterion, CriterionField field);

/// A waiver over an Unknown gate: who answers for it, why, and until when.
struct Waiver {
    QString owner;
    QString reason;
    QDate expires;
    bool operator==(const Waiver& other) const
    {
        return owner == other.owner && reason == other.reason && expires == other.expires;
    }
};

/// The chair's override of a verdict computed from the PoC runs (a metric gate): Pass or Fail with a
/// reason, who and when. The computed verdict is never stored; it stays shown beside the override.
struct MetricOverride {
    std::optional<GateVerdict> verdict; ///< Pass or Fail; null: no override
    QString reason;
    QString by;
    QString at; ///< UTC, ISO 8601
    bool operator==(const MetricOverride& other) const = default;
};

/// One cell of the assessment grid (candidate x criterion): the gate verdict with its waiver, and
/// the evidence note and links that every cell, gate or bonus, can keep. On a metric gate the
/// verdict is computed from the runs (decision/DecisionLoader.h); the cell keeps the chair's
/// override, a waiver over a computed Unknown, and the note.
struct Assessment {
    QString candidateId;
    QString criterionId;
    GateVerdict verdict = GateVerdict::Unknown;
    Waiver waiver;
    MetricOverride override;
    QString evidence;
    QString links; ///< one per line
    QString reviewer;
    QString updatedAt; ///< UTC, ISO 8601
};

/// One reviewer's bonus score (0-5) of one cell.
struct BonusScore {
    QString candidateId;
    QString criterionId;
    QString reviewerId;
    double score = 0;
    bool consensus = false;
    QString note;
    QString updatedAt;
};

/// A file attached to a cell as evidence (without its content).
struct EvidenceFile {
    qint64 id = 0;
    QString candidateId;
    QString criterionId;
    QString fileName;
    QString mimeType;
    qint64 size = 0;
    QString sha256;
    QString addedBy;
    QString addedAt;
};

/// One stored answer of a vendor to a question of the questionnaire.
struct VendorAnswer {
    qint64 id = 0;
    QString candidateId;
    QString questionId;
    QString criterionId; ///< empty for a commercial question (or a criterion removed since)
    QString question;    ///< the question as the answered file stated it
    QString answer;
    QString link; ///< the evidence link the vendor gave; may be empty
    std::optional<qint64> importId;
};

/// One file of an import as the `imports` register keeps it.
struct ImportEntry {
    qint64 id = 0;
    QString kind;
    QString fileName;
    QString sha256;
    qint64 rows = 0;
    QString actor;
    QString at;       ///< UTC, ISO 8601
    QString timeZone; ///< the IANA zone its naive timestamps were read in; empty: none or not recorded
};

/// One line of the append-only audit log.
struct AuditEntry {
    qint64 seq = 0;
    QString at; ///< UTC, ISO 8601
    QString actor;
    QString action;
    QString entity;
    QString entityId;
    QString field;
    QVariant oldValue; ///< null when there was none
    QVariant newValue;
    QString detail;
};

/// A row of the decision record the committee signs: the recommended option and its alternative
/// (candidate ids; empty when none or removed since), with what the recommendation rests on.
struct DecisionRecord {
    qint64 id = 0;
    QString asOf;
    QString recommended;
    QString alternative;
    QString risks;
    QString assumptions;
    QString acceptance;
    QString exitPath;
    QString signedBy;
    QString signedAt; ///< UTC, ISO 8601; empty when not signed
};

// ---- Baseline: how the cluster runs today --------------------------------------------------

/// A team of the cluster's users, as job records name it (`JobRecord::team`).
struct Team {
    QString id;
    Bilingual name;
    std::optional<double> quotaGpus; ///< the GPUs the team is promised; null: no quota
};

/// A pool of GPUs of one type in the cluster today.
struct GpuPool {
    qint64 id = 0;
    QString pool; ///< the scheduler's name of the pool (a Slurm partition)
    Bilingual name;
    QString gpuType;
    int nodes = 0;
    double gpusPerNode = 0;
    /// The days (in the cluster time zone, both inclusive) the pool is part of the cluster; null:
    /// open-ended on that side.
    std::optional<QDate> validFrom;
    std::optional<QDate> validTo;
    double gpus() const { return nodes * gpusPerNode; }
    /// True when the pool is part of the cluster on `day`.
    bool appliesOn(const QDate& day) const
    {
        return (!validFrom || *validFrom <= day) && (!validTo || day <= *validTo);
    }
};

/// How a job of the job log ended, or that it had not ended when the log was taken.
enum class JobOutcome { Completed, Failed, Cancelled, Running, Pending };

/// The most GPUs one job of a job log may hold (a heterogeneous job's components together). The
/// largest clusters have about a hundred thousand; a count beyond this is a misread field, and it
/// would make every GPU-hour sum of the baseline infinite.
inline constexpr double kMaxJobGpus = 1'000'000;

/// The earliest moment a job of a job log may be submitted, start or end: 2000-01-01T00:00:00 UTC.
/// A date before it is a misread field (0001-01-01, an epoch of 0), never a job of today's cluster.
inline constexpr qint64 kEarliestJobTimeUtc = 946684800;
/// How far a job time may lie after the later of the import's time and the evaluation's date, in
/// days: a year of clock skew and of a committee dating its evaluation ahead, no more (9999-12-31 is
/// a placeholder, never a job).
inline constexpr int kJobTimeMarginDays = 366;
/// The longest analysis window the baseline computes, in days (ten years; the guide asks for two to
/// four weeks): its per-day and per-hour figures are sized by the window, so a longer one (jobs stored
/// by an older GateBench with absurd dates, a window set so before) is cut to this many days around
/// the median submit, and the baseline says so; the committee cannot set a longer one.
inline constexpr int kMaxWindowDays = 3660;

/// One job of the baseline's job log (a Slurm sacct export and the like). Times are UTC seconds
/// since the epoch; a start or an end that had not happened when the log was taken is null, as
/// are the utilisation shares of a job that never started.
struct JobRecord {
    qint64 id = 0;
    std::optional<qint64> importId;
    QString jobKey; ///< the scheduler's job id
    /// The cluster the job ran on (sacct's `Cluster` field, else the import's `--cluster`); empty: the
    /// evaluation's one cluster, unnamed. A job is known by its cluster, job id and submit time.
    QString cluster;
    QString team; ///< a label as the cluster writes it (a Team's id when it names one)
    QString user;
    QString taskType; ///< "training", "interactive", ... or "unspecified"
    QString gpuType;
    double gpus = 0;
    qint64 submitUtc = 0;
    std::optional<qint64> startUtc;
    std::optional<qint64> endUtc;
    JobOutcome outcome = JobOutcome::Completed;
    QString failureReason;
    std::optional<double> gpuUtil;        ///< 0..1
    std::optional<double> activeFraction; ///< 0..1
    int requeues = 0;
    /// The line of the input the record was read from (for messages about it); 0 when it was not
    /// read from a file. Not stored.
    qint64 sourceLine = 0;
};

/// One of the top losses the committee names from the baseline, in both languages (either may be
/// empty: it shows in the other, marked so).
struct BaselineLoss {
    qint64 id = 0;
    int position = 0;
    Bilingual title;
    Bilingual current; ///< the loss as measured today
    Bilingual source;
    Bilingual owner;
};

/// Who owns a loss the baseline computes (model/baseline: BaselineMetrics::topLosses), kept by the
/// loss's stable key ("failed_gpu_hours", "queue_wait:team:vision", ...) so that it survives every
/// recomputation, also when the loss leaves the top three and comes back.
struct LossOwner {
    QString lossKey;
    QString owner;
};

/// An improvement target the committee sets from the baseline: `metric` (a key of
/// baseline::Metric, e.g. "queue_wait_p90_s") of one group (`grouping` "" for the whole cluster,
/// else "team", "task_type", "gpu_type" or "time_slot", with `groupKey`) should reach
/// `targetValue`. `baselineValue` is the value the baseline gave when the target was set (the
/// current value is always recomputed). `lossKey` names the loss it was made from, if any.
struct ImprovementTarget {
    qint64 id = 0;
    int position = 0;
    QString metric;
    QString grouping;
    QString groupKey;
    std::optional<double> baselineValue;
    double targetValue = 0;
    QString owner;
    QString lossKey;
    bool operator==(const ImprovementTarget& other) const = default;
};

// ---- Proof of concept -----------------------------------------------------------------------

/// A scenario of the PoC catalogue: a standard workload or a fault drill.
enum class PocScenarioKind { Standard, Drill };

struct PocScenario {
    QString id;
    int position = 0;
    PocScenarioKind kind = PocScenarioKind::Standard;
    Bilingual title;
    Bilingual description;
    int minRuns = 1;     ///< runs each PoC candidate owes of it (0: optional, e.g. the whole-chain scenarios)
    QStringList aliases; ///< other names result files give it, in either language (titles and id resolve anyway)
    bool operator==(const PocScenario& other) const = default;
};

/// How a PoC run ended. A cancelled run is a run, but neither a success nor a failure (DOMAIN.md:
/// success rate = successes / (successes + failures)).
enum class PocOutcome { Success, Failure, Cancelled };

/// One run of a scenario on a candidate, with its measurements (null or empty: not recorded). Times
/// are UTC, ISO 8601 ("2026-11-16T02:05:00Z"); durations are seconds.
struct PocRun {
    qint64 id = 0;
    QString candidateId;
    QString scenarioId;
    QString runId; ///< the run's id as the result file names it; empty when it names none
    int runNo = 1; ///< 1-based order among the runs of its candidate and scenario when recorded
    QString submittedAt;
    QString startedAt;   ///< first resources allocated
    QString availableAt; ///< result or service ready
    QString finishedAt;
    std::optional<PocOutcome> outcome;
    QString failureReason;
    std::optional<double> queueSeconds;             ///< started - submitted, or as the file gives it
    std::optional<double> submitToAvailableSeconds; ///< available - submitted, or as the file gives it
    std::optional<double> gpuHours;
    std::optional<int> operationSteps; ///< engineer operation steps
    std::optional<int> manualInterventions;
    std::optional<double> recoverySeconds; ///< fault drills (and other scenarios that recover from something)
    std::optional<bool> selfDiagnosed;     ///< diagnosed without the vendor's help
    QString notes;
    /// The job of a replayed load (`gatebench whatif export`: gb-<n>) this run is; empty: none.
    QString replayId;
    QString sourceFile;    ///< the file it was imported from (ARCHIVE/MEMBER for a ZIP member); empty otherwise
    qint64 sourceLine = 0; ///< the file line of its record; 0 when not imported
    QString sourceSha256;  ///< SHA-256 (hex) of that file, as its import recorded it
    std::optional<qint64> importId;
    bool operator==(const PocRun& other) const = default;
};

/// A step of the model-development chain whose coverage the PoC checks on each candidate, in chain
/// order. Stored and written to JSON by the keys of WorkflowCoverageRepository::stepKey.
enum class WorkflowStep {
    DataPreparation,
    Experiment,
    Training,
    Evaluation,
    Registration,
    Deployment,
    Monitoring,
    Rollback,
};

/// The eight steps in chain order (data preparation first, rollback last).
inline QList<WorkflowStep> workflowSteps()
{
    return {WorkflowStep::DataPreparation, WorkflowStep::Experiment, WorkflowStep::Training,   WorkflowStep::Evaluation,
            WorkflowStep::Registration,    WorkflowStep::Deployment, WorkflowStep::Monitoring, WorkflowStep::Rollback};
}

/// How a candidate covers a step: the platform runs it, people do it by hand around the platform, or
/// nothing covers it yet.
enum class CoverageMode { Managed, Manual, NotCovered };

/// One cell of the workflow coverage matrix (candidate x step): how the step is covered, which team
/// owns it and where the permission boundary lies (who may do what, across which teams).
struct WorkflowCoverage {
    QString candidateId;
    WorkflowStep step = WorkflowStep::DataPreparation;
    CoverageMode mode = CoverageMode::NotCovered;
    Bilingual owningTeam;
    Bilingual permissionBoundary;
    QString note;
    std::optional<qint64> importId;
    bool operator==(const WorkflowCoverage& other) const
    {
        return candidateId == other.candidateId && step == other.step && mode == other.mode &&
               owningTeam == other.owningTeam && permissionBoundary == other.permissionBoundary && note == other.note;
    }
};

// ---- Exit readiness --------------------------------------------------------------------------

/// What the committee checks, per candidate, that it could take with it when it leaves the platform
/// (the guide's exit capability). Stored and written to JSON by the keys of
/// ExitReadinessRepository::itemKey.
enum class ExitItem {
    JobDefinitions,  ///< job definitions can be exported
    ModelMetadata,   ///< model metadata (registry entries, lineage) can be exported
    AuditRecords,    ///< audit records can be exported
    ContainerImages, ///< container images stay in a registry the organisation keeps
    TrainingCode,    ///< training code stays in the organisation's own repositories
    DataFormats,     ///< data stays in portable formats behind a standard interface
};

/// The six items in checklist order.
inline QList<ExitItem> exitItems()
{
    return {ExitItem::JobDefinitions,  ExitItem::ModelMetadata, ExitItem::AuditRecords,
            ExitItem::ContainerImages, ExitItem::TrainingCode,  ExitItem::DataFormats};
}

/// How far a candidate meets an exit item: shown to be met, met in part, or not met.
enum class ExitStatus { Ready, Partial, Missing };

/// One recorded item of a candidate's exit checklist, with the evidence it stands on.
struct ExitCheck {
    QString candidateId;
    ExitItem item = ExitItem::JobDefinitions;
    ExitStatus status = ExitStatus::Missing;
    QString evidence;
    bool operator==(const ExitCheck& other) const = default;
};

// ---- Three-year TCO -------------------------------------------------------------------------

/// A load scenario of one candidate's TCO: a scenario of its TCO template scaled by `multiplier`,
/// with the months of the year that peak.
struct TcoScenario {
    QString id;
    QString candidateId;
    QString templateScenario;
    Decimal multiplier = Decimal::fromInteger(1);
    QList<int> peakMonths; ///< 1..12
};

/// How a cost line accrues: every period, once, or as staff (FTE x loaded annual cost).
enum class TcoLineKind { Recurring, OneOff, Staff };

/// Where a line's price comes from, as the committee notes it.
enum class TcoSource { Unstated, Quote, ListPrice, Estimate };

/// One cost line of a candidate's TCO, in exact decimals. A line without a scenario applies to
/// every scenario of the candidate; a line without years to every year (a one-off line without
/// years: year 1). The arithmetic is model/tco/TcoEngine.h's (DOMAIN.md "Three-year TCO").
struct TcoLine {
    qint64 id = 0;
    QString candidateId;
    QString scenarioId; ///< empty: every scenario
    QString category;   ///< a key of the template's TCO categories (the committee may add its own)
    Bilingual description;
    TcoLineKind kind = TcoLineKind::Recurring;
    Decimal quantity = Decimal::fromInteger(1);
    QString unit;                             ///< what the quantity counts ("GPU", "TB", "node"); free text
    Decimal unitPrice;                        ///< per unit and period (per hour when `hourly`)
    QString currency = QStringLiteral("CNY"); ///< ISO 4217
    int periodsPerYear = 12;
    /// The unit price is per hour: each period is a month of 730 h (periodsPerYear must be 12).
    bool hourly = false;
    Decimal growth;   ///< a yearly rate: 0.05 is 5 %, compounded from year 2
    QList<int> years; ///< 1..3, ascending, no repeats; empty: every year (one-off: year 1)
    std::optional<Decimal> fte;
    std::optional<Decimal> loadedAnnualCost;
    bool taxIncluded = false;
    std::optional<Decimal> taxRate; ///< 0.13 is 13 %; null: the evaluation's rate (TcoBasis)
    TcoSource source = TcoSource::Unstated;
    QString sourceNote; ///< e.g. the quotation's number and date
    /// This line's multiplier in a scenario (scenario id -> multiplier), replacing the scenario's own
    /// multiplier for this line (peak months still apply).
    QMap<QString, Decimal> multipliers;
    std::optional<qint64> importId;
    /// The quantity was taken from the baseline's measured GPU demand at this target utilization
    /// (0.7 is 70 %; tco/BaselineDemand.h); null: entered by hand. Not money: the engine ignores it.
    std::optional<Decimal> baselineTarget;
    bool operator==(const TcoLine& other) const = default; ///< amounts by value (1.5 == 1.50)
};

/// The rate of one currency in the evaluation's currency (units of it per unit of `currency`).
struct FxRate {
    QString currency;
    Decimal rate;
};

/// How an evaluation states its TCO: the currency every total is in, whether totals include tax
/// and the tax rate of lines that state none.
struct TcoBasis {
    QString currency = QStringLiteral("CNY"); ///< ISO 4217
    bool taxIncluded = true;                  ///< totals stated with tax (含税), else without (不含税)
    Decimal taxRate;                          ///< 0.06 is 6 %
};

} // namespace gatebench
