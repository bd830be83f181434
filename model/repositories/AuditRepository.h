#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <QRegularExpression>
#include <QSet>

#include <functional>
#include <optional>

namespace gatebench {

class Storage;

/// A row an import added or changed, as its audit entry keeps it: the kind of record and its key as
/// the log names them ("candidate", "runai"; "vendor_answer", "runai/q-sla"), the name it was given in
/// both languages when the import gave one, and for a changed row the fields it changed.
struct ImportedRow {
    QString entity;
    QString key;
    Bilingual name;
    QStringList fields; ///< stored field keys ("name_en"); empty for an added row
    bool operator==(const ImportedRow& other) const = default;
};

/// What an import's audit entry keeps, as data: the kind, the files with their SHA-256, the row
/// count, how many rows it added and changed, and which (the first kListedRows of them). The same
/// detail is written again when the import is undone ("undo import") and redone.
struct ImportDetail {
    static constexpr int kListedRows = 2000;
    QString kind; ///< a record kind key ("candidates", "criteria", "answers")
    qint64 rows = 0;
    QStringList files;
    QStringList sha256;         ///< one per file
    QList<ImportedRow> added;   ///< the first of the rows it added
    QList<ImportedRow> changed; ///< the first of the rows it changed
    qint64 addedCount = 0;      ///< all the rows it added, listed or not
    qint64 changedCount = 0;
    qint64 rejectedCount = 0; ///< lines it rejected and kept with it (ImportRepository::rejections)
    /// Jobs it read that the evaluation held already, left out (a job import: `changedCount` counts
    /// the later records written in place of jobs held, `addedCount` the new jobs).
    qint64 duplicateCount = 0;
    bool redo = false; ///< written by a redo of the import
    QString timeZone;  ///< the IANA zone its naive timestamps were read in (empty: none)
    /// The options that shaped how its files were read, by their command-line names without the
    /// dashes ("format", "tz", "trace-start", "delimiter", "team-field"...), each with its value as
    /// given ("" for a flag such as skip-invalid), in the order the import names them. Only what was
    /// given: an option left to its default is not listed.
    QList<std::pair<QString, QString>> options;
};

/// A field an edit changed, with its values before and after as the log writes them (text; empty
/// for none).
struct EditedField {
    QString field;
    QString before;
    QString after;
    bool operator==(const EditedField& other) const = default;
};

/// A row an edit made in the window changed: its kind and key as the log names them, and the fields.
struct EditedRow {
    QString entity;
    QString key;
    QList<EditedField> fields;
    bool operator==(const EditedRow& other) const = default;
};

/// What an entry's detail holds. Entries written as one act, by an import or by the demo keep what
/// happened as data (a JSON object in `detail`): the description in both languages, the waiver
/// granted, or the import's rows. Older entries hold a sentence, kept as it was written.
struct AuditDetail {
    QString plain;  ///< a sentence as written; empty when the detail is data
    Bilingual text; ///< the description in both languages, when written so
    /// The record's name in both languages, for an entry about no single row (the demo's groups).
    Bilingual record;
    std::optional<Waiver> waiver;         ///< the waiver a "waive" entry granted
    std::optional<ImportDetail> import;   ///< what an "import" or "undo import" entry added and changed
    std::optional<QList<EditedRow>> edit; ///< the fields an edit made in one step changed, row by row
    /// The entry is about a score of a sealed round (or a price hidden) that the reader may not see:
    /// its values and detail were left out as it was read (repositories/VisibleRows.h).
    bool sealed = false;
};

/// The head of the audit chain, written `N:HASH`: N is the number of entries in the log (the seq of
/// its last entry: seq counts from 1 without gaps), HASH the chain's value after entry N in 64
/// lowercase hex digits, which is entry N's `chain_hash`, or the start hash while entry N is before
/// the chain (or the log is empty, N = 0).
struct ChainHead {
    qint64 entries = 0;
    QString hash;
    QString text() const { return QString::number(entries) + u':' + hash; }
    /// A head as written (`N:HASH`, HASH 64 hex digits, either case); null when it is not one.
    /// Inline: the bundle reader's fuzz target uses it without the model library.
    static std::optional<ChainHead> parse(const QString& text)
    {
        static const QRegularExpression shape(QStringLiteral("^(\\d{1,18}):([0-9a-fA-F]{64})$"));
        const QRegularExpressionMatch match = shape.match(text.trimmed());
        if (!match.hasMatch())
            return std::nullopt;
        return ChainHead{match.captured(1).toLongLong(), match.captured(2).toLower()};
    }
    bool operator==(const ChainHead& other) const = default;
};

/// One link of the chain as stored: the entry and its `chain_hash` (empty before the chain).
struct ChainLink {
    AuditEntry entry;
    QString hash;
};

/// The append-only audit log: the only code that knows the `audit_log` table, and how the log and
/// the messages of a refused step name the rows of each table.
class AuditRepository {
public:
    explicit AuditRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Streams every entry, oldest first, without holding them all; `visit` returns false to stop.
    Result<void> scan(const std::function<bool(const AuditEntry&)>& visit) const;
    /// The entry `seq`; null when there is none.
    Result<std::optional<AuditEntry>> find(qint64 seq) const;
    /// The entries about scores of a sealed round whose values this reader reads all the same: on a server
    /// under its roles, those of the member whose role reads (the server lets them read their own). Their
    /// values are in scan() and find(); every other reader sees their seal until the round is revealed.
    Result<QSet<qint64>> ownSealed() const;

    /// What a step's change event says about the log: whether it wrote to it, whether the whole
    /// log must be read again, and the entries it appended (their seq, in order).
    static bool touchedBy(const ChangeEvent& event);
    static bool rewrittenBy(const ChangeEvent& event);
    static QList<qint64> appendedIn(const ChangeEvent& event);

    /// Streams every entry with its stored chain hash, oldest first (seq order); `visit` returns false
    /// to stop. A log of a file before version 20 has no hashes.
    Result<void> scanChain(const std::function<bool(const ChainLink&)>& visit) const;
    /// The head as stored: the last entry's seq and hash (not checked: see reports/Verification.h).
    Result<ChainHead> storedHead() const;
    /// Whether the log is a chain (version 20 on); a file read as it is at an older version is not.
    bool chained() const;
    /// The workspace's identity, which the chain's start hash is tied to.
    QString workspaceId() const;

    /// Appends `entry` (its seq is ignored: the next after the last entry) inside the current
    /// transaction if there is one, with its chain hash computed from the previous entry's stored
    /// hash; returns its seq. Old and new values are written as text (null stays null: auditValue).
    static Result<qint64> append(Storage& storage, const AuditEntry& entry);

    /// The audit chain (README "The audit chain"). The canonical form of an entry: the line
    /// `gatebench-audit 1`, then its seq, at_utc, actor, action, entity, entity_id, field, old_value,
    /// new_value and detail, each as `LENGTH:VALUE` and a line feed (LENGTH the number of bytes of the
    /// value's UTF-8 text in decimal; seq in decimal digits) or, for NULL, `-` and a line feed.
    static QByteArray canonical(const AuditEntry& entry);
    /// The start hash: SHA-256 of `gatebench-chain 1`, a line feed, the workspace id and a line feed.
    static QString chainStart(const QString& workspaceId);
    /// An entry's hash: SHA-256 of the previous hash (64 lowercase hex digits, as ASCII) followed by
    /// the entry's canonical form, in 64 lowercase hex digits.
    static QString chainNext(const QString& previous, const AuditEntry& entry);
    /// The row change of an appended entry, for the step's change event.
    static ChangeEvent::RowChange appended(qint64 seq);

    /// How the log names a row of `table` (its `entity`, in the singular: "candidate").
    static QString entityOf(const QString& table);
    /// How the log names a row by its key (its `entity_id`): the key's values joined by "/"
    /// ("runai/gate-data-boundary").
    static QString entityIdOf(const Filter& key);
    /// What the committee calls a row of `table`, translated, for messages ("requirement").
    static QString labelOf(const QString& table);
    /// The act of waiving a gate cell: one "waive" entry with the verdict before and the waiver.
    static AuditAct waiverAct(const QString& candidateId, const QString& criterionId, GateVerdict before,
                              const Waiver& waiver);
    /// The chair's override of a metric gate's computed verdict: one "override" entry with the override
    /// before and after (verdict keys, null for none) and, as data, the computed verdict and figure
    /// ("figure": a number or null, "computed": a key of metricVerdictKey) and the reason.
    static AuditAct overrideAct(const QString& candidateId, const QString& criterionId,
                                const std::optional<GateVerdict>& before, const std::optional<GateVerdict>& after,
                                const QString& computed, const std::optional<double>& figure, const QString& reason);
    /// The act of an edit made in one step that changes several fields (a dialog's fields, a set-aside
    /// with its reason, a requirement moved among others): one entry named by `action` ("edit",
    /// "set aside", "bring back", "move"), on the first row it changes, with every field it changes
    /// before and after as data. An edit of one field (stamps aside) stays an "update" of that field
    /// with the same data. Null for a step that adds or removes rows, or changes a single field.
    static std::optional<AuditAct> editAct(const ChangeSet& changes, const QString& action = QStringLiteral("edit"));
    /// Whether `field` is a stamp of the row (when it changed), not something the user edited.
    static bool isStamp(const QString& field);
    /// A detail that keeps a description in both languages (the demo's history), and the name of
    /// the record in both languages when the entry is about no single row (a group of scores, the
    /// desk review, the built-in template).
    static QString bilingualDetail(const Bilingual& text, const Bilingual& record = {});
    /// The detail of an import's entry.
    static QString importDetail(const ImportDetail& import);
    /// Adds the row that `change` (an import's insert or update) writes to `import`: counted, and
    /// listed while fewer than ImportDetail::kListedRows are.
    static void noteImported(ImportDetail& import, const Change& change);
    /// Whether noteImported would list another row in `import` (else it only counts it).
    static bool listsAnother(const ImportDetail& import)
    {
        return import.added.size() + import.changed.size() < ImportDetail::kListedRows;
    }
    /// The detail of an entry as a reader who may not see it reads it (`{"sealed": true}`).
    static QString sealedDetail();
    /// Reads an entry's detail back.
    static AuditDetail detailOf(const QString& detail);
    /// The parts of an entry's key ("k8s-oss/gate-identity-audit" -> {"k8s-oss", "gate-identity-audit"}).
    static QStringList keyParts(const QString& entityId);

private:
    const Storage& m_storage;
};

} // namespace gatebench
