#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace gatebench {

class Storage;

/// An essential workflow step that a candidate's platform does not run: done by hand, not covered,
/// or not recorded at all (an unrecorded step is not a covered one).
struct CoverageGap {
    WorkflowStep step = WorkflowStep::DataPreparation;
    std::optional<CoverageMode> mode; ///< Manual or NotCovered; null: not recorded
    Bilingual owningTeam;
    Bilingual permissionBoundary;
};

/// The gaps of one candidate, in chain order.
struct CandidateCoverageGaps {
    QString candidateId;
    QList<CoverageGap> gaps;
};

/// The workflow coverage gaps that the key-workflow gate and the decision report cite as evidence.
namespace workflowgaps {

/// The template's key-workflow gate (criterion id), whose evidence cites the gaps.
inline constexpr char kKeyWorkflowGate[] = "gate-key-workflow";

/// True for a gate whose evidence cites the coverage gaps: the template's key-workflow gate, or any
/// gate of the key-workflow category.
bool citesCoverage(const Criterion& criterion);

/// The essential steps that candidate `candidateId` does not cover as platform-managed, in chain order
/// (empty when no step is essential, or when every essential step is platform-managed).
Result<QList<CoverageGap>> of(const Storage& storage, const QString& candidateId);

/// The gaps of every candidate the matrix lists (see `matrixCandidates`), in committee order.
Result<QList<CandidateCoverageGaps>> all(const Storage& storage);

/// The candidates the coverage matrix lists, in committee order: those in the evaluation that are
/// marked for the PoC, and any other candidate whose coverage has been recorded.
Result<QList<Candidate>> matrixCandidates(const Storage& storage);

/// The gaps as an evidence sentence in the interface language (through tr()), with team names in
/// `language` ("zh_CN" or "en"); a sentence saying there are none when `gaps` is empty, and one
/// saying no step is essential yet when `anyEssential` is false.
QString evidenceText(const QList<CoverageGap>& gaps, bool anyEssential, const QString& language);

/// The whole matrix for `gatebench poc --json`: {"essential_steps": [step], "candidates":
/// [{"candidate_id": s, "steps": [{"step": s, "mode": "managed"|"manual"|"none"|null,
/// "owning_team": {"zh_CN": s, "en": s}, "permission_boundary": {...}, "note": s}],
/// "gaps": [{"step": s, "mode": "manual"|"none"|null}]}]}, steps in chain order (null mode: not recorded).
Result<QJsonObject> json(const Storage& storage);

} // namespace workflowgaps
} // namespace gatebench
