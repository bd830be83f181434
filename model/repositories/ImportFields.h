#pragma once
// The kinds of record an import writes and the fields of each: the stable ASCII keys that a mapping
// file, a saved preset, `gatebench import --kind` and the CSV exports name (a documented format).
// Where a repository keeps a field in a column, the field is named after that column, so the keys
// live here, beside the repositories that own those columns (and the tables the coming PoC, job and
// cost repositories will own); every other file names a field by these enums.

#include <array>
#include <cstddef>

namespace gatebench {

/// The kinds of record, in the order the wizard lists them.
enum class RecordKindId { Candidates, Criteria, Answers, Poc, Jobs, Tco };

/// A candidate profile (CandidateImporter).
enum class CandidateImportField { Id, NameZh, NameEn, Vendor, Route, Deployment, Notes, Aliases };

/// A requirement of the matrix (CriteriaImporter): single-language texts and `_zh` / `_en` pairs.
enum class CriterionImportField {
    Id,
    Tier,
    Category,
    Title,
    TitleZh,
    TitleEn,
    Description,
    DescriptionZh,
    DescriptionEn,
    Owner,
    OwnerZh,
    OwnerEn,
    Acceptance,
    AcceptanceZh,
    AcceptanceEn,
    EvidenceRequired,
    Weight,
    ReviewDate,
    VendorQuestion,
    VendorQuestionZh,
    VendorQuestionEn,
};

/// A vendor's answer to a question of the questionnaire (AnswersImporter); also the columns, in
/// this order, of the questionnaire that QuestionnaireWriter writes.
enum class AnswerImportField { CandidateId, Candidate, QuestionId, CriterionId, Question, Answer, EvidenceLink };

/// A PoC run (PocImporter).
enum class PocImportField {
    Candidate,
    Scenario,
    RunId,
    Submitted,
    Started,
    Available,
    Finished,
    Outcome,
    FailureReason,
    Queue,
    SubmitToAvailable,
    GpuHours,
    OperationSteps,
    ManualInterventions,
    Recovery,
    SelfDiagnosed,
    Notes,
    ReplayId, ///< the job of a replayed load (gatebench whatif export) the run is
};
/// A job record (JobImporter).
enum class JobImportField {
    JobId,
    Team,
    User,
    TaskType,
    GpuType,
    Gpus,
    Submit,
    Start,
    End,
    Outcome,
    FailureReason,
    GpuUtil,
    ActiveFraction,
    GpuMilli, ///< the share of each GPU in thousandths (Alibaba's gpu_milli): GPUs = gpus x milli / 1000
};
/// A cost line of the three-year TCO (TcoLineImporter); every field of a TcoLine but its own
/// multipliers. `line_id` only groups the rows of one line (GateBench's export repeats a line under
/// each scenario it belongs to); `description` is one text whose script says its language.
enum class TcoImportField {
    Candidate,
    LineId,
    Scenario,
    Category,
    Description,
    DescriptionZh,
    DescriptionEn,
    Kind,
    Quantity,
    Unit,
    UnitPrice,
    Hourly,
    PeriodsPerYear,
    Currency,
    TaxIncluded,
    TaxRate,
    Growth,
    Years,
    Fte,
    LoadedAnnualCost,
    Source,
    SourceNote,
};

namespace importfields {

inline constexpr std::array<const char*, 6> kKinds{"candidates", "criteria", "answers", "poc", "jobs", "tco"};
inline constexpr std::array<const char*, 8> kCandidate{"id",    "name_zh",    "name_en", "vendor",
                                                       "route", "deployment", "notes",   "aliases"};
inline constexpr std::array<const char*, 21> kCriterion{"id",
                                                        "tier",
                                                        "category",
                                                        "title",
                                                        "title_zh",
                                                        "title_en",
                                                        "description",
                                                        "description_zh",
                                                        "description_en",
                                                        "owner",
                                                        "owner_zh",
                                                        "owner_en",
                                                        "acceptance",
                                                        "acceptance_zh",
                                                        "acceptance_en",
                                                        "evidence_required",
                                                        "weight",
                                                        "review_date",
                                                        "vendor_question",
                                                        "vendor_question_zh",
                                                        "vendor_question_en"};
inline constexpr std::array<const char*, 7> kAnswer{"candidate_id", "candidate", "question_id",  "criterion_id",
                                                    "question",     "answer",    "evidence_link"};
inline constexpr std::array<const char*, 18> kPoc{
    "candidate",           "scenario",    "run_id",          "submitted_at",         "started_at",
    "available_at",        "finished_at", "outcome",         "failure_reason",       "queue",
    "submit_to_available", "gpu_hours",   "operation_steps", "manual_interventions", "recovery",
    "self_diagnosed",      "notes",       "replay_id"};
inline constexpr std::array<const char*, 14> kJob{
    "job_id", "team",    "user",           "task_type", "gpu_type",        "gpus",     "submit", "start",
    "end",    "outcome", "failure_reason", "gpu_util",  "active_fraction", "gpu_milli"};
inline constexpr std::array<const char*, 22> kTco{
    "candidate",    "line_id",  "scenario", "category",   "description", "description_zh",     "description_en",
    "kind",         "quantity", "unit",     "unit_price", "hourly",      "periods_per_year",   "currency",
    "tax_included", "tax_rate", "growth",   "years",      "fte",         "loaded_annual_cost", "source",
    "source_note"};

static_assert(kKinds.size() == std::size_t(RecordKindId::Tco) + 1);
static_assert(kCandidate.size() == std::size_t(CandidateImportField::Aliases) + 1);
static_assert(kCriterion.size() == std::size_t(CriterionImportField::VendorQuestionEn) + 1);
static_assert(kAnswer.size() == std::size_t(AnswerImportField::EvidenceLink) + 1);
static_assert(kPoc.size() == std::size_t(PocImportField::ReplayId) + 1);
static_assert(kJob.size() == std::size_t(JobImportField::GpuMilli) + 1);
static_assert(kTco.size() == std::size_t(TcoImportField::SourceNote) + 1);

} // namespace importfields

/// The key of a kind ("candidates") and of a field ("name_zh"), as files and the command line write them.
constexpr const char* key(RecordKindId kind)
{
    return importfields::kKinds[std::size_t(kind)];
}
constexpr const char* key(CandidateImportField field)
{
    return importfields::kCandidate[std::size_t(field)];
}
constexpr const char* key(CriterionImportField field)
{
    return importfields::kCriterion[std::size_t(field)];
}
constexpr const char* key(AnswerImportField field)
{
    return importfields::kAnswer[std::size_t(field)];
}
constexpr const char* key(PocImportField field)
{
    return importfields::kPoc[std::size_t(field)];
}
constexpr const char* key(JobImportField field)
{
    return importfields::kJob[std::size_t(field)];
}
constexpr const char* key(TcoImportField field)
{
    return importfields::kTco[std::size_t(field)];
}

/// How many fields a kind has (its field enum's values are 0 to this - 1).
constexpr std::size_t fieldCount(CandidateImportField)
{
    return importfields::kCandidate.size();
}
constexpr std::size_t fieldCount(CriterionImportField)
{
    return importfields::kCriterion.size();
}
constexpr std::size_t fieldCount(AnswerImportField)
{
    return importfields::kAnswer.size();
}
constexpr std::size_t fieldCount(PocImportField)
{
    return importfields::kPoc.size();
}
constexpr std::size_t fieldCount(JobImportField)
{
    return importfields::kJob.size();
}
constexpr std::size_t fieldCount(TcoImportField)
{
    return importfields::kTco.size();
}

} // namespace gatebench
