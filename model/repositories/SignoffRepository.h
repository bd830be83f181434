#pragma once

#include "commands/Change.h"
#include "core/Result.h"

#include <QHash>
#include <QSet>

#include <QList>
#include <QString>

#include <optional>

namespace gatebench {

class Storage;

/// A member's choice when signing the decision record.
enum class SignChoice { Agree, Reservations, Dissent };

/// One member's signature: the choice, its reason (required for reservations and dissent), when, and
/// the fingerprint of the data signed (fingerprint::compute with the signatures left out).
struct Signature {
    QString memberId;
    SignChoice choice = SignChoice::Agree;
    QString reason;
    QString signedAt; ///< UTC, ISO 8601
    QString fingerprint;
};

/// One freeze of the decision: who froze it, when and why, the report fingerprint and the audit chain
/// head it recorded; reopened when `reopenedAt` is set.
struct DecisionFreeze {
    qint64 id = 0;
    QString frozenBy;
    QString frozenAt;
    QString reason;
    QString fingerprint;
    QString chainHead;
    QString reopenedBy;
    QString reopenedAt;
    QString reopenReason;
    bool reopened() const { return !reopenedAt.isEmpty(); }
};

/// Sign-off's tables (`signatures`, `decision_freezes`; the members are MemberRepository's, the
/// consensus scores and recusals ConsensusRepository's): the only code that knows their names. The decision is frozen
/// while its latest freeze is not reopened.
class SignoffRepository {
public:
    explicit SignoffRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every signature, in member id order.
    Result<QList<Signature>> signatures() const;
    /// Every freeze, oldest first.
    Result<QList<DecisionFreeze>> freezes() const;
    /// The freeze in force: the latest, unless it was reopened.
    Result<std::optional<DecisionFreeze>> currentFreeze() const;

    /// The change that records `signature` (an insert, or an update of the member's earlier one).
    Result<Change> signChange(const Signature& signature) const;
    /// The insert of a new freeze (its id the next after the latest).
    Result<Change> freezeChange(const DecisionFreeze& freeze) const;
    /// The update that reopens `freeze`, and the removal of every signature.
    Result<ChangeSet> reopenChanges(const DecisionFreeze& freeze, const QString& by, const QString& at,
                                    const QString& reason) const;
    /// The update that marks the current decision record signed at `at` (its later edits then make a
    /// new version, DecisionRecordRepository), when there is an unsigned one.
    Result<std::optional<Change>> markRecordSigned(const QString& at) const;

    /// What of the fingerprint's data `change` would change: the table's label for the message, or
    /// nothing when the fingerprint does not cover it (README, "Sign-off": the list).
    static std::optional<QString> fingerprintPart(const Change& change);
    /// The same for an import that adds rows to `tables`.
    static std::optional<QString> fingerprintPart(const QStringList& tables);
    /// The tables the fingerprint reads, each with the columns it leaves out (edit times and authors,
    /// profile prose, links to imports): what a snapshot (repositories/SnapshotRepository.h) keeps.
    static const QHash<QString, QSet<QString>>& fingerprintTables();
    /// Whether the fingerprint reads setting `key` (the TCO's basis and volumes).
    static bool fingerprintSetting(const QString& key);
    /// True when `changes` reopen a freeze (reopenChanges): the chair's way out of a frozen decision.
    static bool reopens(const ChangeSet& changes);

    static QString choiceKey(SignChoice choice);
    static std::optional<SignChoice> choiceFromKey(const QString& key);

    /// Whether a step may have changed what the sign-off shows.
    static bool touchedBy(const ChangeEvent& event);

private:
    const Storage& m_storage;
};

} // namespace gatebench
