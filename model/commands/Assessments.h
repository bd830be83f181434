#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "decision/DecisionEngine.h"
#include "domain/Domain.h"
#include "storage/Storage.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace gatebench {

class Workspace;

/// Gate verdicts, bonus scores and evidence as undoable, audited commands on the workspace.
///
/// The committee's rules, enforced here so that the window, imports and tests share them:
/// - A metric gate's verdict is computed from the PoC runs: Pass and Fail are not typed (or pasted)
///   on it, the chair overrides it instead (`overrideMetricGate`); a waiver covers only a computed
///   Unknown or Borderline, never a computed Fail or an overridden verdict.
/// - Pass or Fail on a gate whose criterion requires evidence is refused without an evidence note
///   (and the note of such a verdict cannot be emptied afterwards).
/// - A waiver only replaces Unknown (or edits an existing waiver); never a Fail, and waiving a Pass
///   makes no sense either. It needs an owner, a reason and an expiry date not before today.
/// - Pass, Fail and Unknown clear the waiver fields.
/// - Every write records the reviewer (`Workspace::actor()`) and the time (`Workspace::now()`, UTC ISO).
/// - Bonus scores (0-5) belong to the current reviewer: one row per (candidate, criterion, reviewer).
///   The reviewer gets a row in `reviewers` with the first score (id derived from the name).
///
/// Notes, links and files can be kept on every cell, gate or bonus: the cell's `assessments` row
/// holds the note and links (a bonus cell's row keeps the default verdict Unknown, which nothing
/// reads), `evidence_files` the files.
namespace assessments {

/// Evidence files larger than this are refused: a workspace is mailed around and must stay small.
inline constexpr qint64 kMaxFileBytes = qint64(20) * 1024 * 1024;

using gatebench::Waiver;

/// One gate verdict, as a committee writes it in a cell: a verdict and, optionally, an evidence
/// note or (for W) the waiver.
struct VerdictEntry {
    GateVerdict verdict = GateVerdict::Unknown;
    std::optional<QString> evidence; ///< replaces the cell's note when set
    std::optional<QString> links;    ///< replaces the cell's links (one per line) when set
    std::optional<Waiver> waiver;    ///< W only; without it, W keeps an existing waiver as it is
};

/// The edits below take, as `shown`, the cell as the view showed it when the committee began the
/// edit (a cell with nothing recorded: an Unknown `Assessment` with only its ids set). When another
/// writer (another GateBench on the same file) changed what the edit replaces since, the edit is
/// refused as a Conflict: nothing is written, and every view reads the file again. Without `shown`
/// the edit replaces what the file holds.

/// Sets a gate verdict (Pass, Fail or Unknown; use `waive` for a waiver). `evidence` and `links`,
/// when given, replace the cell's note and links in the same command.
Result<void> setVerdict(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                        GateVerdict verdict, const std::optional<QString>& evidence = std::nullopt,
                        const std::optional<QString>& links = std::nullopt,
                        const std::optional<Assessment>& shown = std::nullopt);

/// Waives an Unknown gate (or changes an existing waiver).
Result<void> waive(Workspace& workspace, const QString& candidateId, const QString& criterionId, const Waiver& waiver,
                   const std::optional<Assessment>& shown = std::nullopt);

/// The chair overrides the verdict computed from the PoC runs of a metric gate (a gate criterion with a
/// metric rule, poc/MetricRule.h) with Pass or Fail. Refused without a reason, on a criterion without
/// a metric rule, and for any other verdict. The computed verdict stays computed and shown beside the
/// override; the cell's waiver, if any, is cleared (the override decides instead). One undoable
/// command with one "override" audit entry carrying the computed verdict, its figure and the reason.
Result<void> overrideMetricGate(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                                GateVerdict verdict, const QString& reason,
                                const std::optional<Assessment>& shown = std::nullopt);

/// Removes the chair's override of a metric gate (nothing to do when there is none): the computed
/// verdict decides again. One undoable command with one "override" audit entry.
Result<void> clearMetricOverride(Workspace& workspace, const QString& candidateId, const QString& criterionId);

/// The computed part of a metric gate cell as the decision reads it now (poc/MetricRule.h), with the
/// override; null when the criterion has no metric rule or is not a gate.
Result<std::optional<MetricGateFacts>> metricGate(const Storage& storage, const QString& candidateId,
                                                  const QString& criterionId);

/// Whether the cell can take a waiver at all (a gate that is not Pass or Fail), before asking the
/// committee for the owner, reason and expiry.
Result<void> canWaive(Workspace& workspace, const QString& candidateId, const QString& criterionId);

/// Sets the evidence note and links (one per line) of a cell.
Result<void> setEvidence(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                         const QString& note, const QString& links,
                         const std::optional<Assessment>& shown = std::nullopt);

/// The current reviewer's score of a cell as the view showed it (null: none).
struct ShownScore {
    std::optional<double> score;
};

/// Sets the current reviewer's bonus score (0-5) of a cell (the acting member's when one acts), with
/// its note when `note` is given. A score given while an open scoring round covers the cell is stamped
/// with the round; a cell of a closed round takes no score.
Result<void> setScore(Workspace& workspace, const QString& candidateId, const QString& criterionId, double score,
                      const std::optional<ShownScore>& shown = std::nullopt,
                      const std::optional<QString>& note = std::nullopt);

/// Removes the current reviewer's bonus score of a cell (nothing to do when there is none).
Result<void> clearScore(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                        const std::optional<ShownScore>& shown = std::nullopt);

/// One cell of a block pasted from a spreadsheet: its text as the committee typed it.
struct PastedCell {
    QString candidateId;
    QString criterionId;
    QString text;
};

/// Applies a pasted block as one undoable command. On a gate cell the text is a verdict word
/// (see `parseVerdict`); on a bonus cell a score 0-5. Empty cells are left alone. The whole block is
/// refused, naming the first cells at fault, when any cell breaks a rule. Returns the cells changed.
Result<int> paste(Workspace& workspace, const QList<PastedCell>& cells);

/// A verdict word in either language: P / pass / 通过, F / fail / 不通过, U / ? / unknown / 未知 / 待定,
/// W / waived / 豁免 (case ignored), optionally followed by ':' and an evidence note ("F: data leaves
/// the site"); for W, by "owner; reason; YYYY-MM-DD". Null when the text is no verdict.
std::optional<VerdictEntry> parseVerdict(const QString& text);

using gatebench::EvidenceFile;

/// Attaches the file at `path` to a cell; returns its id. Refuses files over kMaxFileBytes.
Result<qint64> attachFile(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                          const QString& path);
Result<void> removeFile(Workspace& workspace, qint64 fileId);
Result<QList<EvidenceFile>> files(const Storage& storage, const QString& candidateId, const QString& criterionId);
Result<QByteArray> fileContent(const Storage& storage, qint64 fileId);

/// The id of the reviewer named `name`: the existing row's, else one derived from the name
/// (ASCII letters and digits, else "reviewer-" and a hash of the name), free in `reviewers`.
/// An error when the reviewers cannot be read.
Result<QString> reviewerId(const Storage& storage, const QString& name);

/// The id of the reviewer row named `name`, empty when there is none; an error when the reviewers
/// cannot be read.
Result<QString> existingReviewerId(const Storage& storage, const QString& name);

/// A translated warning when more than three shortlisted candidates that are not Eliminated (as of
/// `asOf`) are marked for the PoC or have PoC runs; empty otherwise. The guide advises at most three.
/// Set-aside candidates do not count: the committee has taken them out. Names are given in
/// `namesLanguage` ("zh_CN" or "en"; empty: the workspace language). An error when the workspace
/// cannot be read: a warning that is silently left out would look like no warning.
Result<QString> pocWarning(const Storage& storage, QDate asOf, const QString& namesLanguage = {});
/// The same, as of today.
Result<QString> pocWarning(const Storage& storage);

/// Evidence file contents must not reach the audit log (it records rows as text). Rewrites the
/// inserts and removals of `evidence_files` rows in `changes` so that the content travels in a
/// separate update, which the log records as "<n bytes>"; applying and undoing give the same rows.
ChangeSet withFileContentOutOfAudit(const ChangeSet& changes);

} // namespace assessments
} // namespace gatebench
