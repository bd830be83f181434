#pragma once

#include "commands/Change.h"
#include "committee/PacketData.h"
#include "core/Result.h"

#include <QStringList>

#include <optional>

namespace gatebench {

class Storage;
struct Visibility;

/// The tables of offline members (issue 29, "Offline members"): the kit's own row (`packet_kit`), the
/// seals the chair recorded (`packet_seals`), and what a kit and a packet read of the committee's other
/// tables: the scoring rounds and their cells (`scoring_rounds`, `round_cells`), the assignments and
/// recusals, and the members' scores with their notes (`bonus_scores`). The members themselves are
/// MemberRepository's.
class PacketRepository {
public:
    explicit PacketRepository(const Storage& storage)
        : m_storage(storage)
    {}

    struct Round {
        qint64 id = 0;
        QString state; ///< "open", "closed", "revealed"
    };
    /// The round taking scores (the latest open one); null when none is.
    Result<std::optional<Round>> openRound() const;
    /// The latest round that is still sealed (open or closed); null when none is.
    Result<std::optional<Round>> sealedRound() const;
    Result<std::optional<Round>> round(qint64 id) const;
    /// The cells a round covers, in key order.
    Result<QList<packets::Cell>> cells(qint64 roundId) const;
    /// The bonus criteria `memberId` scores (every bonus criterion without assignments, and those
    /// assigned to the member), and the candidates the member recused from.
    Result<QStringList> assignedCriteria(const QString& memberId) const;
    Result<QStringList> recusedCandidates(const QString& memberId) const;

    /// The member's scores with their notes of the round's cells, in key order.
    Result<QList<packets::CellScore>> scores(const QString& memberId, qint64 roundId) const;
    /// The member's score of one cell; null when none.
    Result<std::optional<packets::CellScore>> score(const QString& memberId, const QString& candidateId,
                                                    const QString& criterionId) const;

    /// The kit's own row; null in a file that is not a kit.
    Result<std::optional<packets::Kit>> kit() const;

    struct Seal {
        qint64 roundId = 0;
        QString memberId;
        QString hash;
        QString recordedBy;
        QString recordedAt;
        QString importedAt; ///< empty: no packet imported against it yet
    };
    Result<std::optional<Seal>> seal(qint64 roundId, const QString& memberId) const;
    /// The change that records `hash` as the member's seal of the round (replacing one recorded before).
    Result<Change> recordSeal(qint64 roundId, const QString& memberId, const QString& hash, const QString& by,
                              const QString& at) const;
    /// The change that marks the seal as met by an imported packet at `at`.
    static Change sealImported(const Seal& seal, const QString& at);

    /// The change that sets the member's score of a cell to `wanted` (null: removes it) in round
    /// `roundId`, stamped `at`, expecting the row as stored now; empty when nothing changes.
    Result<ChangeSet> scoreChange(const QString& memberId, const packets::Cell& cell,
                                  const std::optional<packets::CellScore>& wanted, qint64 roundId,
                                  const QString& at) const;

    /// Makes the fresh copy at `path` (a VACUUM INTO copy that no connection holds open) the kit of
    /// `kit.memberId`: every other member's score and note removed, whatever else the member may not
    /// read removed (`hidden`: the hidden prices, repositories/SealedVisibility.h), the audit log emptied
    /// (its entries carry scores, notes and prices in their values and details), the evaluation's
    /// recorded seals and snapshots removed, a new workspace identity (`workspaceId`), the kit's row;
    /// then the file is vacuumed with SQLite's secure delete, so that no page of it keeps a removed
    /// byte. The audit log's triggers are put back exactly as they were.
    static Result<void> makeKitFile(const QString& path, const packets::Kit& kit, const QString& workspaceId,
                                    const Visibility& hidden);
    /// Makes the fresh copy at `path` a sealed copy for a reader who scores nothing (an exit bundle made
    /// while a round is sealed with no member chosen, or by an observer): every row `hidden` hides
    /// removed (the sealed cells' scores and notes, the hidden prices), no kit row, no snapshot; the audit
    /// log kept whole unless one of its entries tells what is hidden (sealed::auditEntryHidden), then
    /// emptied (an entry cannot be masked without breaking the chain); secure delete and vacuum as for a
    /// kit. The workspace keeps its identity: it is a copy of the evaluation, not a member's kit.
    static Result<void> makeSealedCopyFile(const QString& path, const Visibility& hidden);

    /// Whether a step changed what the packets read (seals, scores, rounds).
    static bool touchedBy(const ChangeEvent& event);

private:
    const Storage& m_storage;
};

} // namespace gatebench
