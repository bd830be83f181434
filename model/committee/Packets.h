#pragma once

#include "committee/PacketData.h"
#include "core/Result.h"

#include <QDateTime>
#include <QStringList>

namespace gatebench {

class Storage;
class Workspace;

/// Offline members (issue 29, "Offline members"; README "Offline members: kits, seals and packets"):
/// the chair makes a kit (a copy of the evaluation for one member, every other member's scores and
/// notes removed), the member scores in it, sends the seal line ahead and the packet later; the chair
/// records the seal and imports the packet, which must match it.
namespace packets {

/// Refuses (NotPermitted, exit 6) an acting member who is not the chair, by the committee's one rule
/// (committee::chairRefusal: with no member acting, allowed only while the evaluation has no chair).
Result<void> requireChair(const Storage& storage, const QString& actingMember);

struct KitMade {
    QString memberId;
    QString memberName;
    qint64 roundId = 0;
    int cells = 0;  ///< the round's cells
    int scores = 0; ///< the member's scores among them
};

/// Writes the kit of `memberId` for the open round to `path` (which must not exist): a consistent
/// copy of the evaluation behind `source` (Storage::copyTo, as backups and the exit bundle copy it)
/// made into a kit by PacketRepository::makeKitFile, with 32 random bytes from the system's generator,
/// the evaluation's workspace id and chain head. Refused without an open round, for an unknown member
/// or an observer. Never writes to the evaluation; on failure nothing is left at `path`.
Result<KitMade> makeKit(const Storage& source, const QString& memberId, const QString& path, const QDateTime& now);

/// Whether a copy of the evaluation (an exit bundle) must be made for its maker instead of the whole
/// file: a round is sealed (open or closed), and nobody, the chair included, reads another member's
/// scores of it (makeBundleKit).
Result<bool> copyIsKit(const Storage& source);
/// The copy of the evaluation for an exit bundle made by `memberId` while a round is sealed, at `path`:
/// a member's or the chair's is their kit of the latest sealed round (open or closed; as makeKit); one
/// made with no member chosen, or by an observer, is the sealed copy: the evaluation with every score
/// and note of the sealed rounds' cells removed, and the prices when a sealed round hides them, no
/// kit's row, the audit log whole unless an entry tells what is removed
/// (PacketRepository::makeSealedCopyFile). An acting member who is not a member of the committee is
/// refused (NotPermitted).
Result<void> makeBundleKit(const Storage& source, const QString& memberId, const QString& path, const QDateTime& now);

/// Whether the copy of an evaluation made while a round is sealed (a kit, an exit bundle's database)
/// was made without its prices: what its reader (the kit's member; everyone in a copy that is no kit)
/// may not read. A report made from it says the prices are hidden instead of showing no cost line.
Result<bool> copyHidesPrices(const Storage& copy);

/// The member's kit as a packet (what `packet export` writes); BadInput when `kit` is not a kit.
Result<Packet> packetOf(const Storage& kit, const QDateTime& now);
/// The seal line of the kit's scores as they are now.
Result<QString> sealLineOf(const Storage& kit);

/// Records `sealText` (the line the member sent, or its 64 hex digits) as `memberId`'s seal of the open
/// round: one undoable, audited step (the chair's). A line naming another member or round is refused.
Result<void> recordSeal(Workspace& workspace, const QString& memberId, const QString& sealText);

/// One cell of a packet as the import sees it: the member's score in the evaluation now, in the packet,
/// and in the kit when it was made (null: none), and why it is not imported.
struct CellOutcome {
    Cell cell;
    std::optional<CellScore> evaluation;
    std::optional<CellScore> packet;
    std::optional<CellScore> start;
    QString reason;
};

/// What importing one packet does.
struct PacketPlan {
    QString file; ///< the packet as named on the command line or in the window
    Packet packet;
    QString memberName;
    QString seal;
    QStringList differences;        ///< what changed in the criteria and candidates since the kit
    QList<CellOutcome> applied;     ///< cells the import sets to the packet's score
    QList<CellOutcome> conflicts;   ///< changed in the kit and in the evaluation: kept as they are
    QList<CellOutcome> notImported; ///< no longer applying (with the reason)
    int unchanged = 0;              ///< the packet's score is the evaluation's
    int keptEvaluation = 0;         ///< changed only in the evaluation since the kit: kept
    bool firstImport = false;       ///< no packet was imported against the recorded seal yet
};

struct ImportPlan {
    QList<PacketPlan> packets;
    bool hasDifferences() const;
    /// True when importing writes nothing (the same packets imported before).
    bool changesNothing() const;
};

/// Checks `packets` against the evaluation and plans their import: each must come from this evaluation
/// (BadInput), of an existing round and member, with a seal recorded (BadInput) that the packet's random
/// value and scores recompute (Integrity, exit 3, on a mismatch). Names in `language`.
Result<ImportPlan> planImport(const Storage& storage, const QList<Packet>& packets, const QStringList& files,
                              const QString& language);

/// Imports what still applies: every applied cell and the seals marked as imported, in one undoable
/// step with one audit entry ("import packet": members, rounds, seals, cells set, conflicts and cells
/// not imported; no score or note). A plan with differences needs `acceptChanges` (else BadInput);
/// one that changes nothing writes nothing. Returns the plan as written.
Result<ImportPlan> importPackets(Workspace& workspace, const QList<Packet>& packets, const QStringList& files,
                                 bool acceptChanges);

/// The plan in words, one line each, in the current translation (the command line and the window).
QStringList describe(const ImportPlan& plan);

} // namespace packets
} // namespace gatebench
