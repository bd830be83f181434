#pragma once

#include "core/Result.h"
#include "domain/Domain.h"
#include "repositories/AuditActors.h"
#include "repositories/AuditRepository.h"

#include <QHash>
#include <QSet>
#include <QStringList>
#include <QTimeZone>

namespace gatebench {

class Storage;

/// One audit entry as a reader sees it: every column in the interface language, the record named
/// (candidate × requirement) where its id resolves, the time in the cluster's time zone.
struct ShownAuditEntry {
    AuditEntry entry; ///< as stored
    QString when;
    QString actor;
    QString action;
    QString entity;
    QString record;
    QString field;
    QString oldValue;
    QString newValue;
    QString description;
};

/// Who acted beside the name (schema version 21): "member r2, operating-system user chen" in the
/// interface language; empty for an entry that records neither.
QString actedAsText(const AuditActors& actors, const QString& language);

/// A row an import added or changed, as a reader sees it.
struct ShownImportedRow {
    QString change; ///< "Added" or "Changed", in the interface language
    QString entity; ///< the kind of record
    QString record; ///< its name in the reader's language, else its key
    QString key;    ///< its key as stored ("runai")
    QString fields; ///< the fields it changed, by their labels; empty for an added row
};

/// Renders audit entries for a reader. Labels come from the installed translation; names and
/// descriptions kept in both languages are given in `language` ("zh_CN" or "en").
class AuditRenderer {
public:
    /// Reads the names of the candidates and requirements and the cluster time zone of `storage`.
    AuditRenderer(const Storage& storage, const QString& language);

    ShownAuditEntry render(const AuditEntry& entry) const;
    /// A stored UTC time ("2026-11-29T09:30:00Z") in the cluster's time zone ("2026-11-29 17:30").
    QString when(const QString& atUtc) const;
    /// The record an entry names as a reader knows it: "candidate × requirement", a name, a reviewer,
    /// a labelled part of the evaluation ("Decision draft"), "Import no. 3"; the id only when nothing
    /// names it.
    QString record(const QString& entity, const QString& entityId) const;
    /// The record an entry names: the name its detail gives in both languages (an entry about no
    /// single row), else as above.
    QString record(const AuditEntry& entry) const;
    /// What the entry records, in the reader's language (for an entry shownSealed(), said so first).
    QString description(const AuditEntry& entry) const;
    /// Whether the entry is about a score of a still sealed round whose values this reader reads all the
    /// same (its own member, on a server under its roles: AuditRepository::ownSealed); every other reader
    /// sees it sealed.
    bool shownSealed(qint64 seq) const { return m_ownSealed.contains(seq); }
    /// The cluster's time zone (an IANA id such as Asia/Shanghai).
    QString zoneName() const;

    /// The columns of the log in the interface language; the time's names the zone.
    QStringList headers() const;
    QStringList cells(const ShownAuditEntry& shown) const;

    /// The rows an import's entry lists (what it added, then what it changed); empty for any other
    /// entry. `unlisted` gets how many rows it wrote beyond those listed.
    QList<ShownImportedRow> importedRows(const AuditEntry& entry, qint64* unlisted = nullptr) const;
    /// The columns of that list in the interface language.
    static QStringList importedRowHeaders();
    /// The files an import's entry names, with their SHA-256, one per line; empty for any other entry.
    QString importedFiles(const AuditEntry& entry) const;
    /// An imported row's name in the reader's language: the name the import gave it, else the
    /// record's name now, else its key.
    QString importedRecord(const ImportedRow& row) const;

    /// Names of a record in both languages ({zh, en}), for language-neutral output; empty when the
    /// id names no record whose name the data gives.
    Bilingual names(const QString& entity, const QString& entityId) const;
    /// The same for an entry, with the name its detail gives when it gives one.
    Bilingual names(const AuditEntry& entry) const;

private:
    QString importSentence(const ImportDetail& import) const;
    /// description() without the note of shownSealed().
    QString describe(const AuditEntry& entry) const;
    /// An edit made in one step ("edit", "set aside", "bring back", "move", or its undo) with the
    /// fields it changed.
    QString editSentence(const AuditEntry& entry, const QList<EditedRow>& rows) const;
    QString nameOf(const QString& id, const QString& language) const;
    /// Whether a part of a key is the id of a record whose name the data gives (a candidate, a
    /// requirement, a PoC scenario, a reviewer).
    bool namedInData(const QString& part) const;

    QString m_language;
    QTimeZone m_zone;
    QHash<QString, Bilingual> m_candidates;
    QHash<QString, Bilingual> m_criteria;
    QHash<QString, Bilingual> m_scenarios;
    QHash<QString, QString> m_reviewers;
    QHash<qint64, QVariant> m_policyCandidates; ///< a scheduling policy's row id -> its candidate (null: today's)
    QSet<qint64> m_ownSealed;                   ///< AuditRepository::ownSealed()
};

/// The columns of the log in the interface language; the time's names the zone when given.
QStringList auditHeaders(const QString& zoneName = {});

/// Rows already rendered (newest first) as CSV: UTF-8 with a byte-order mark, headers first.
QByteArray auditCsv(const AuditRenderer& renderer, const QVector<ShownAuditEntry>& rows);

/// The whole log, newest first, as CSV for a reader to take away: UTF-8 with a byte-order mark
/// (so that spreadsheet programs read Chinese), headers and labels in the interface language.
Result<QByteArray> auditCsv(const Storage& storage, const QString& language);

} // namespace gatebench
