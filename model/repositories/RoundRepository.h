#pragma once

#include "commands/Change.h"
#include "core/Result.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace gatebench {

class Storage;

/// Where a scoring round stands. Open and Closed are sealed (a member sees only their own scores of
/// its cells); Revealed is not.
enum class RoundState { Open, Closed, Revealed };

/// One cell a round covers: a candidate on a bonus criterion.
struct RoundCell {
    QString candidateId;
    QString criterionId;
    bool operator==(const RoundCell& other) const = default;
};

/// A scoring round (`scoring_rounds` and its `round_cells`).
struct ScoringRound {
    qint64 id = 0;
    RoundState state = RoundState::Open;
    bool hidePrices = false; ///< prices and TCO figures hidden from members until it is revealed
    QDate deadline;          ///< invalid: none
    QString openedBy;
    QString openedAt;
    QString closedBy;
    QString closedAt;
    QString revealedBy;
    QString revealedAt;
    QString revealReason;
    QList<RoundCell> cells; ///< candidate order, then criterion order as stored (key order)

    bool sealed() const { return state != RoundState::Revealed; }
    bool covers(const QString& candidateId, const QString& criterionId) const
    {
        return cells.contains(RoundCell{candidateId, criterionId});
    }
};

/// The scoring rounds, their cells and the round each bonus score was given in: the only code that
/// knows `scoring_rounds`, `round_cells` and `bonus_scores.round_id`. Writes are `Change`s for the
/// commands (model/commands/Rounds.h).
class RoundRepository {
public:
    explicit RoundRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every round with its cells, in id order (none in a file before version 21).
    Result<QList<ScoringRound>> all() const;
    Result<std::optional<ScoringRound>> find(qint64 id) const;
    /// The rounds that are sealed (open or closed, not revealed), in id order.
    Result<QList<ScoringRound>> sealed() const;
    /// The open round covering a cell (the newest when several do); null when none.
    Result<std::optional<qint64>> openRoundCovering(const QString& candidateId, const QString& criterionId) const;
    /// The id the next round takes.
    Result<qint64> nextId() const;

    /// The changes that add `round` (its id set) with its cells.
    static ChangeSet addition(const ScoringRound& round);
    /// The change that closes open round `round`, by `by` at `at`.
    static Change closing(const ScoringRound& round, const QString& by, const QString& at);
    /// The change that reveals sealed round `round` (the consensus part's command; also tests).
    static Change revealing(const ScoringRound& round, const QString& by, const QString& at, const QString& reason);
    /// Stamps the bonus scores that `changes` add or change with the round they are given in
    /// (`roundId`; null: none), each update expecting the round stored with it.
    Result<void> stamp(ChangeSet& changes, std::optional<qint64> roundId) const;

    /// The stored key of a state ("open", "closed", "revealed") and back.
    static QString stateKey(RoundState state);
    static std::optional<RoundState> stateOf(const QString& key);

    /// Whether a step may have changed the rounds or their cells.
    static bool touchedBy(const ChangeEvent& event);

private:
    const Storage& m_storage;
};

} // namespace gatebench
