#pragma once
// The evaluation's aggregates as plain values: what views, importers and the command line read and
// write. Table and column names appear only in model/repositories/ and model/storage/Schema.cpp; every
// other file speaks of these types and their field enums (a CI check, scripts/check-names.sh,
// holds the line). Enum keys ("gate", "pass") exist only where a value leaves the program: in the
// file (the repositories) and in JSON (DecisionKeys.h).
#include "decision/DecisionEngine.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench {

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
    Bilingual acceptance;
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

/// One cell of the assessment grid (candidate x criterion): the gate verdict with its waiver, and
/// the evidence note and links that every cell, gate or bonus, can keep.
struct Assessment {
    QString candidateId;
    QString criterionId;
    GateVerdict verdict = GateVerdict::Unknown;
    Waiver waiver;
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

struct Reviewer {
    QString id;
    QString name;
    QString role;
    bool simulated = false;
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
    QString at; ///< UTC, ISO 8601
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

} // namespace gatebench
