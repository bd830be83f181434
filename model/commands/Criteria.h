#pragma once

#include "core/Result.h"
#include "decision/DecisionEngine.h"
#include "domain/Domain.h"
#include "poc/MetricRule.h"
#include "repositories/CriterionRepository.h"
#include "storage/Storage.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench {

class Workspace;

/// Requirement (criterion) edits as undoable, audited commands on the workspace.
///
/// Order: the committee reads criteria grouped by tier (gate, bonus, deferred) and, within a
/// tier, by position. Every command that changes the order renumbers `position` 0..n-1 over that
/// reading order and writes only the rows whose position changes, so position always equals the
/// row of the requirements matrix.
///
/// Tiers: moving a criterion to the bonus tier gives it the default weight 1; moving it to the
/// gate or deferred tier clears its weight, and leaving the deferred tier clears its review date.
/// A criterion that leaves the gate tier keeps its assessment rows (verdicts, evidence, waivers)
/// so that moving it back restores them, but they no longer count: the decision only reads the
/// verdicts of gate criteria. Likewise bonus scores stay with a criterion that leaves the bonus
/// tier and count again only if it returns.
namespace criteria {

/// The keys of the text fields a committee edits, each in `_zh` and `_en` (CriterionRepository::fieldKey).
QStringList textColumns();

/// The keys of every field `setFields` accepts: the text fields, category, evidence_required,
/// weight, review_date, metric_rule and the questions for the vendors. Id, tier and position have their own commands.
QStringList editableColumns();

/// A free id derived from `title` (lower-case ASCII letters, digits and '-'), e.g. "gpu-sharing-2";
/// "criterion" when the title has no ASCII letter or digit.
QString freeId(const Storage& storage, const QString& title);

/// The stored criteria in reading order: tier (gate, bonus, deferred), then position, then id (for
/// the criteria import; everything else reads CriterionRepository::ordered).
Result<QList<Row>> ordered(const Storage& storage);

/// What a new criterion starts with. The title and other texts go into the columns of `language`.
struct Draft {
    CriterionTier tier = CriterionTier::Gate;
    QString category;
    QString title;
    QString owner;
    QString acceptance;
};

/// Adds one criterion at the end of its tier; returns its id. A new gate requires evidence.
Result<QString> add(Workspace& workspace, const Draft& draft, const QString& language);

/// Adds one gate criterion that is a metric gate from the start: its verdict computed from the PoC
/// runs by `rule` (refused as setMetricRule refuses it; `draft.tier` must be Gate). One undoable step.
Result<QString> addMetricGate(Workspace& workspace, const Draft& draft, const MetricRule& rule,
                              const QString& language);

/// Adds several criteria as one undoable command (a block pasted from a spreadsheet); returns their ids.
Result<QStringList> addMany(Workspace& workspace, const QList<Draft>& drafts, const QString& language);

/// Sets fields of one criterion as one undoable command. Refuses a weight on a criterion outside
/// the bonus tier, a negative weight, a review date that is not a date and a criterion left
/// without a title. With `shown` (the criterion as the view showed it when the edit began), a field
/// that another writer changed since is not overwritten: the edit is refused as a Conflict, nothing
/// is written and every view reads the file again.
Result<void> setFields(Workspace& workspace, const QString& id,
                       const QList<std::pair<CriterionField, QVariant>>& values,
                       const std::optional<Criterion>& shown = std::nullopt);

/// The same with the fields named by their keys (see `editableColumns`), as scripts and tests write them.
Result<void> setFields(Workspace& workspace, const QString& id, const QVariantMap& values);

/// Gives a gate criterion a metric rule (poc/MetricRule.h): its verdict is then computed from the PoC
/// runs. Refuses a criterion outside the gate tier, a scenario not in the PoC catalogue and a rule
/// that breaks checkMetricRule. One undoable command, audited as a change of the metric rule.
Result<void> setMetricRule(Workspace& workspace, const QString& id, const MetricRule& rule);

/// Removes a criterion's metric rule (nothing to do when it has none): its verdict is typed again,
/// and the verdict, waiver and note recorded on its cells count again. One undoable command.
Result<void> clearMetricRule(Workspace& workspace, const QString& id);

/// Moves a criterion to `index` (0-based) among the criteria of its own tier.
Result<void> moveTo(Workspace& workspace, const QString& id, int index);

/// Moves a criterion to the end of `tier` (see the tier rules above).
Result<void> setTier(Workspace& workspace, const QString& id, CriterionTier tier);

/// Moves a criterion into `tier` at `index` among that tier's criteria (-1: at the end), changing
/// its tier where needed; one undoable command.
Result<void> move(Workspace& workspace, const QString& id, CriterionTier tier, int index);

/// Removes a criterion with its verdicts, scores and evidence files as one undoable command
/// (undo restores all of it).
Result<void> remove(Workspace& workspace, const QString& id);

/// How much a removal would take with it, for the confirmation question.
using Dependents = CriterionRepository::Dependents;
Result<Dependents> dependents(const Storage& storage, const QString& id);

/// The tier named by `word`: a key ("gate"), or a word a committee writes in either language
/// (gate, must, 门槛, 门槛项, 必选; bonus, optional, 加分, 加分项, 可选; deferred, 暂缓, 暂缓项), or
/// the tier's label in either language ("Gate (must)", "门槛项（必选）"), compared with matchKey
/// (case, width, spaces and punctuation do not count).
std::optional<CriterionTier> tierFromWord(const QString& word);

/// The category key named by `word`: a key ("data_boundary") or its name in either language;
/// empty when `word` names no known category.
QString categoryFromWord(const QString& word);

/// The category keys a committee picks from, gate categories first.
QStringList categoryKeys();

/// Rows pasted from Excel or WPS (tab-separated; columns title, tier, category, owner, acceptance).
/// A first row whose tier is not a tier word is taken as a header and skipped. Refuses the whole
/// block, naming the line, when a row has no title or an unknown tier. An unknown category word is
/// kept as written (the committee's own category).
Result<QList<Draft>> parsePastedRows(const QString& text);

} // namespace criteria
} // namespace gatebench
