#pragma once

#include "RecordImporter.h"
#include "core/Ids.h"
#include "domain/Domain.h"
#include "repositories/Stored.h"

#include <QSet>

#include <unordered_map>

namespace gatebench {

/// `--kind criteria`: the requirements matrix, as the Requirements page exports it (CsvWriter: the
/// field labels and tier and category labels of either interface language, or the field keys of
/// `criteriaCsvColumns()`) or as a committee writes it by hand. Importing an export into an empty
/// evaluation, in either language, gives back every column exactly; importing it again changes nothing.
///
/// Rules:
/// - A row whose id exists updates that criterion; any other row adds one at the end of its tier
///   (with the row's id, or a free id derived from its title). Existing criteria keep their place
///   unless the row moves them to another tier (then they go to the end of it); positions are then
///   renumbered in reading order, as the Requirements page keeps them.
/// - Tier: a key, its label or a word in either language (gate/门槛/门槛项/必选/must/门槛项（必选）,
///   bonus/加分/加分项/可选/optional, deferred/暂缓/暂缓项). Category: a key or its name in either language; any other
///   word is kept as written (the committee's own category), with a warning when the evaluation
///   does not use it yet.
/// - Texts come in `_zh` / `_en` pairs. A single-language column ("title", "标题", "owner" ...)
///   fills the column of the workspace language, or the other language's when the file also has a
///   column for the workspace language; when it has both, the single column is not used (warning).
///   A criterion needs a title in at least one language (after the update, for an existing one).
/// - A mapped text column sets the text, an empty cell clears it; an unmapped column leaves it.
///   An empty cell never clears a value that may not be empty: evidence_required keeps its value
///   (new criteria: 1 for a gate, else 0) and a bonus keeps its weight (new ones, and criteria
///   moved into the bonus tier without one: 1).
/// - A weight on a gate or deferred item is an error, so is a negative weight, and so is a review
///   date outside the deferred tier (each at its line and column). Moving a criterion out of the
///   bonus tier clears its weight; out of the deferred tier, its review date.
class CriteriaImporter final : public RecordImporter {
public:
    QString kind() const override { return QLatin1String(key(RecordKindId::Criteria)); }
    Result<void> snapshot(const Storage& storage) override;
    Issues addRecord(const RecordValues& values, qint64 line) override;
    Result<ChangeSpool> finish() override;

private:
    QString freeId(const Criterion& criterion);

    QString m_language;                           ///< the workspace language: where single-language columns go
    QHash<QString, Stored<Criterion>> m_existing; ///< id -> the criterion as stored
    QList<QStringList> m_staying;                 ///< existing ids per tier (gate, bonus, deferred) that stay in it
    int m_appended[3] = {};                       ///< criteria appended to each tier (new, or moved from another)
    QHash<QString, int> m_moved;                  ///< existing ids moved to another tier -> place among its appended
    /// Every id in use, existing or this import's -> the line of this import that has it (0: none yet).
    /// A standard map: it keeps each key's hash, so growing it hashes no id again (QHash rehashes
    /// every key as it grows, a cost of every row of a large import).
    std::unordered_map<QString, qint64> m_ids;
    FreeIds m_freeIds;                ///< ids from titles, linear over the import (m_ids only grows)
    QSet<QString> m_categories;       ///< categories in use, and those already warned about
    QSet<QString> m_warnedColumns;    ///< single-language fields already reported as unused
    QHash<QString, Criterion> m_rows; ///< existing ids the files name -> the criterion as imported
    QStringList m_order;              ///< those ids in file order
    ChangeSpool m_changes;            ///< new criteria as they are read (position within the appended)
    bool m_reorder = false;           ///< an insert or a tier change: positions are renumbered
};

} // namespace gatebench
