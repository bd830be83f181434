#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/CommitteeFacts.h"

#include <optional>

namespace gatebench {

class Storage;

/// The committee's tables as the consensus part reads and writes them (schema step 21): consensus
/// scores and the reveal of a scoring round are written here; the members with their permission and
/// function, the assignments, quorums, recusals, rounds and their cells, the bonus scores with their
/// round, the signatures and the freezes are read (their writers belong to the members, rounds and
/// sign-off parts). The only code of this part that knows these tables and columns. A file read as it
/// is at an older version (read-only) has none of them: it reads as a committee with nothing recorded.
class ConsensusRepository {
public:
    explicit ConsensusRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Everything the committee recorded, read at once.
    Result<CommitteeFacts> facts() const;
    /// Only the consensus scores (what the decision's loader needs), cell order.
    Result<QList<CommitteeFacts::Consensus>> consensusScores() const;
    /// Only the recusals (member, candidate).
    Result<QList<CommitteeFacts::Recusal>> recusals() const;

    /// The change that makes the cell's consensus score `wanted` (null: none) where `stored` is what
    /// the file holds now (null: none); null when nothing changes. An update expects the stored row,
    /// so that a consensus another writer set meanwhile is refused instead of overwritten.
    static std::optional<Change> consensusChange(const QString& candidateId, const QString& criterionId,
                                                 const std::optional<CommitteeFacts::Consensus>& stored,
                                                 const std::optional<CommitteeFacts::Consensus>& wanted);
    /// The change that reveals `round` (as read: open or closed) by `by` at `at` with `reason`.
    static Change revealChange(const CommitteeFacts::Round& round, const QString& by, const QString& at,
                               const QString& reason);

    /// The audit act of a consensus score set (or removed: `after` null), with its reason.
    static AuditAct consensusAct(const QString& candidateId, const QString& criterionId,
                                 const std::optional<double>& before, const std::optional<double>& after,
                                 const QString& reason);
    /// The audit act of a reveal: the round, its reason and the cells short of their quorum
    /// ("candidate/criterion have/quorum").
    static AuditAct revealAct(qint64 roundId, const QString& stateBefore, const QString& reason,
                              const QStringList& shortCells);

    /// Whether a step may have changed what the committee's view shows.
    static bool touchedBy(const ChangeEvent& event);

private:
    const Storage& m_storage;
};

} // namespace gatebench
