#pragma once

#include "core/Result.h"

#include <QSet>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <functional>

namespace gatebench {

/// What one reader may not see of an evaluation (decided by the read layer, EvaluationQueries::
/// visibilityOf, from the sealed scoring rounds and the viewer): the cells of sealed rounds, whose
/// scores and notes only their own member reads, and whether prices and TCO figures are hidden.
struct Visibility {
    /// Cells (candidate id, a 0x1F, criterion id) of a sealed round.
    QSet<QString> sealedCells;
    /// The ids of the sealed rounds (whose values of audit entries, kept apart from their seals, only
    /// their own member reads: sealed::sealedValuesHidden).
    QSet<qint64> sealedRounds;
    /// The member whose own scores of sealed cells stay visible (empty: none).
    QString ownMember;
    /// Cost lines (their prices and every TCO figure made of them) are hidden.
    bool hidePrices = false;

    bool active() const { return !sealedCells.isEmpty() || hidePrices; }
    static QString cellKey(const QString& candidateId, const QString& criterionId)
    {
        return candidateId + QChar(0x1f) + criterionId;
    }
    bool sealed(const QString& candidateId, const QString& criterionId) const
    {
        return sealedCells.contains(cellKey(candidateId, criterionId));
    }
};

/// What a reader of a sealed round, or one from whom prices are hidden, may not read, table by table:
/// the one description that the read filter (VisibleRows, which leaves it out of every read) and the
/// writers of copies for such a reader (a member's kit, the sealed copy of an exit bundle:
/// PacketRepository, which remove it from the copy's bytes) both apply.
///
/// - Another member's bonus score of a sealed cell (its value and its note) is no row.
/// - With hidden prices, the cost lines and their per-scenario multipliers are no rows: every price
///   and every TCO figure is made of them.
/// - An audit entry about either keeps who and when, but neither its old and new values nor its
///   detail (which names the score, note or price). A copy cannot mask an entry without breaking the
///   audit chain: it carries the log whole or not at all (auditHides).
namespace sealed {

/// The table of the members' bonus scores, whose rows a sealed cell hides.
QString scoreTable();
/// The tables whose rows a reader with hidden prices reads none of.
const QStringList& priceTables();
/// The audit log's table.
QString auditTable();

/// Whether `rules` hide the score (and note) of `reviewerId` on the cell.
bool scoreHidden(const Visibility& rules, const QString& candidateId, const QString& criterionId,
                 const QString& reviewerId);
/// The table of the values of audit entries about sealed scores (schema version 25), kept apart from the
/// entries, which hold their seals (AuditRepository).
QString sealedValuesTable();
/// Whether `rules` hide the values kept for an audit entry of round `roundId` (NULL: none known) about a
/// score of `memberId`: a sealed round's, but the own member's.
bool sealedValuesHidden(const Visibility& rules, const QVariant& roundId, const QString& memberId);

/// Whether `rules` hide what an audit entry (its entity, entity id and detail) tells: its values and
/// detail are then masked (read filter) or the log is left out (copies).
bool auditEntryHidden(const Visibility& rules, const QString& entity, const QString& entityId, const QString& detail);

/// Runs one statement with its bound values on the copy being made (its writer's connection).
using Run = std::function<Result<void>(const QString& sql, const QVariantList& binds)>;
/// Removes from a copy of the evaluation, through `run`, every row `rules` hide: the scores of sealed
/// cells (but `rules.ownMember`'s) and, where the copy has their table (`sealedValues`: version 25 on), the
/// values kept for their audit entries (sealedValuesHidden), and with hidden prices every row of
/// priceTables(). The audit log is the caller's.
Result<void> removeHidden(const Visibility& rules, const Run& run, bool sealedValues);

} // namespace sealed

} // namespace gatebench
