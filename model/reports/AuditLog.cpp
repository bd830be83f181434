#include "reports/AuditLog.h"

#include "core/Labels.h"
#include "mapping/RecordKinds.h"
#include "repositories/AuditLabels.h"
#include "repositories/AuditRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/ImportFields.h"
#include "repositories/MemberRepository.h"
#include "repositories/PocRepository.h"
#include "repositories/PolicyRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::AuditLog)
};

QString orEmpty(const QString& value)
{
    return value.isEmpty() ? Text::tr("(empty)") : value;
}

QString csvField(const QString& value)
{
    if (!value.contains(u',') && !value.contains(u'"') && !value.contains(u'\n') && !value.contains(u'\r'))
        return value;
    QString quoted = value;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

/// An undo or redo written row by row before entries kept their act as data: its detail begins with
/// the word the window used then, in either language.
enum class Replay { None, Undo, Redo };
Replay replayOf(const QString& detail)
{
    if (detail.startsWith(QLatin1String("Undo: ")) || detail.startsWith(QStringLiteral("撤销：")))
        return Replay::Undo;
    if (detail.startsWith(QLatin1String("Redo: ")) || detail.startsWith(QStringLiteral("重做：")))
        return Replay::Redo;
    return Replay::None;
}

} // namespace

AuditRenderer::AuditRenderer(const Storage& storage, const QString& language)
    : m_language(language)
{
    const QString zone = SettingsRepository(storage).value(QLatin1String(schema::key::TimeZone));
    m_zone = QTimeZone(zone.toUtf8());
    if (!m_zone.isValid())
        m_zone = QTimeZone::utc();
    // Names that cannot be read leave the ids shown: the log still reads.
    if (auto candidates = CandidateRepository(storage).all()) {
        for (const Candidate& c : std::as_const(*candidates))
            m_candidates.insert(c.id, c.name);
    }
    if (auto criteria = CriterionRepository(storage).ordered()) {
        for (const Criterion& c : std::as_const(*criteria))
            m_criteria.insert(c.id, c.title);
    }
    if (auto members = MemberRepository(storage).members()) {
        for (const Member& m : std::as_const(*members))
            m_reviewers.insert(m.id, m.name);
    }
    if (auto scenarios = PocRepository(storage).scenarios()) {
        for (const PocScenario& s : std::as_const(*scenarios))
            m_scenarios.insert(s.id, s.title);
    }
    if (auto policies = PolicyRepository(storage).candidatesByRow())
        m_policyCandidates = *policies;
    if (auto own = AuditRepository(storage).ownSealed())
        m_ownSealed = *own;
}

QString AuditRenderer::zoneName() const
{
    return m_zone == QTimeZone::utc() ? QStringLiteral("UTC") : QString::fromUtf8(m_zone.id());
}

QString AuditRenderer::when(const QString& atUtc) const
{
    QDateTime utc = QDateTime::fromString(atUtc, Qt::ISODate);
    if (!utc.isValid())
        return atUtc;
    return utc.toTimeZone(m_zone).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString AuditRenderer::nameOf(const QString& id, const QString& language) const
{
    if (const auto c = m_candidates.constFind(id); c != m_candidates.constEnd())
        return shownIn(c->zh, c->en, language);
    if (const auto c = m_criteria.constFind(id); c != m_criteria.constEnd())
        return shownIn(c->zh, c->en, language);
    if (const auto s = m_scenarios.constFind(id); s != m_scenarios.constEnd())
        return shownIn(s->zh, s->en, language);
    if (const auto r = m_reviewers.constFind(id); r != m_reviewers.constEnd())
        return *r;
    // A candidate's cost line is keyed by its category, a coverage cell by its workflow step; the
    // demo's history names groups of records and parts of the evaluation by keys with a label.
    if (const QString category = labels::tcoCategory(id); category != id)
        return category;
    if (const QString step = labels::workflowStep(id); step != id)
        return step;
    return auditlabels::field(id);
}

bool AuditRenderer::namedInData(const QString& part) const
{
    return m_candidates.contains(part) || m_criteria.contains(part) || m_scenarios.contains(part) ||
           m_reviewers.contains(part);
}

QString AuditRenderer::record(const QString& entity, const QString& entityId) const
{
    // An import is named by its number; what it wrote is in its description and detail.
    if (entity == QLatin1String("import") && !entityId.isEmpty())
        return Text::tr("Import no. %1").arg(entityId);
    // The record of a candidate's exported what-if load (a setting keyed by the candidate).
    if (entity == QLatin1String("settings") && entityId.startsWith(QLatin1String(schema::key::WhatifExportPrefix)))
        return Text::tr("Exported what-if load of %1")
            .arg(nameOf(entityId.mid(int(qstrlen(schema::key::WhatifExportPrefix))), m_language));
    const QStringList parts = AuditRepository::keyParts(entityId);
    const bool resolves = std::any_of(parts.cbegin(), parts.cend(), [this](const QString& part) {
        return namedInData(part) || nameOf(part, m_language) != part;
    });
    // Settings and notes name a part of the evaluation by a key that has a label.
    if (!resolves)
        return auditlabels::field(entityId);
    QStringList named;
    bool cell = parts.size() >= 2 && m_candidates.contains(parts.at(0)) && m_criteria.contains(parts.at(1));
    for (const QString& part : parts)
        named.append(nameOf(part, m_language));
    if (cell) {
        // candidate × requirement (and the reviewer of a score, as stored)
        QString text = Text::tr("%1 × %2").arg(named.at(0), named.at(1));
        if (named.size() > 2)
            text += QStringLiteral(" (%1)").arg(named.mid(2).join(u'/'));
        return text;
    }
    return named.isEmpty() ? entityId : named.join(QStringLiteral(" / "));
}

Bilingual AuditRenderer::names(const QString& entity, const QString& entityId) const
{
    const QStringList parts = AuditRepository::keyParts(entityId);
    bool any = false;
    for (const QString& part : parts)
        any = any || namedInData(part);
    if (!any)
        return {};
    AuditRenderer zh = *this;
    zh.m_language = QStringLiteral("zh_CN");
    AuditRenderer en = *this;
    en.m_language = QStringLiteral("en");
    return {zh.record(entity, entityId), en.record(entity, entityId)};
}

QString AuditRenderer::importSentence(const ImportDetail& import) const
{
    const RecordKind* kind = recordKinds::find(import.kind);
    const QString kindLabel = kind ? kind->label() : import.kind;
    // The files by name; the details give their paths and SHA-256.
    QStringList files;
    for (const QString& file : import.files)
        files.append(QFileInfo(file).fileName());
    // A job import's changed rows are the later records of jobs the evaluation held: updated.
    const bool jobs = import.kind == QLatin1String(key(RecordKindId::Jobs));
    QString sentence =
        (jobs ? Text::tr("Imported %n row(s) of %1 from %2: %3 added, %4 updated.", nullptr, int(import.rows))
              : Text::tr("Imported %n row(s) of %1 from %2: %3 added, %4 changed.", nullptr, int(import.rows)))
            .arg(kindLabel, files.join(listSeparator(m_language)))
            .arg(import.addedCount)
            .arg(import.changedCount);
    if (import.duplicateCount > 0) // jobs the evaluation held already, left out
        sentence += Text::tr(" %n duplicate(s) of jobs already in the evaluation left out.", nullptr,
                             int(std::min<qint64>(import.duplicateCount, INT_MAX)));
    if (import.rejectedCount > 0) // kept with the import: `gatebench imports`
        sentence += Text::tr(" %n line(s) rejected.", nullptr, int(import.rejectedCount));
    if (!import.timeZone.isEmpty())
        sentence += Text::tr(" Times read in %1.").arg(import.timeZone);
    return sentence;
}

QString AuditRenderer::importedRecord(const ImportedRow& row) const
{
    if (!row.name.zh.isEmpty() || !row.name.en.isEmpty())
        return shownIn(row.name.zh, row.name.en, m_language);
    const QString named = record(row.entity, row.key);
    return named.isEmpty() ? row.key : named;
}

QList<ShownImportedRow> AuditRenderer::importedRows(const AuditEntry& entry, qint64* unlisted) const
{
    const AuditDetail detail = AuditRepository::detailOf(entry.detail);
    if (unlisted)
        *unlisted = 0;
    if (!detail.import)
        return {};
    QList<ShownImportedRow> rows;
    const QString added = Text::tr("Added");
    const QString changed = Text::tr("Changed");
    for (const ImportedRow& row : detail.import->added)
        rows.append({added, auditlabels::entity(row.entity), importedRecord(row), row.key, {}});
    for (const ImportedRow& row : detail.import->changed) {
        QStringList fields;
        for (const QString& field : row.fields)
            fields.append(auditlabels::field(field));
        rows.append({changed, auditlabels::entity(row.entity), importedRecord(row), row.key,
                     fields.join(listSeparator(m_language))});
    }
    if (unlisted)
        *unlisted = detail.import->addedCount + detail.import->changedCount - rows.size();
    return rows;
}

QStringList AuditRenderer::importedRowHeaders()
{
    return {Text::tr("Change"), Text::tr("Record type"), Text::tr("Record"), Text::tr("Id"),
            Text::tr("Fields changed")};
}

QString AuditRenderer::importedFiles(const AuditEntry& entry) const
{
    const AuditDetail detail = AuditRepository::detailOf(entry.detail);
    if (!detail.import)
        return {};
    QStringList lines;
    for (qsizetype i = 0; i < detail.import->files.size(); ++i)
        lines.append(Text::tr("%1 (SHA-256 %2)").arg(detail.import->files.at(i), detail.import->sha256.value(i)));
    return lines.join(u'\n');
}

QString AuditRenderer::description(const AuditEntry& e) const
{
    const QString said = describe(e);
    if (!shownSealed(e.seq))
        return said;
    return said.isEmpty() ? Text::tr("Sealed, shown to you alone until the round is revealed.")
                          : Text::tr("Sealed, shown to you alone until the round is revealed: %1").arg(said);
}

QString AuditRenderer::describe(const AuditEntry& e) const
{
    const AuditDetail detail = AuditRepository::detailOf(e.detail);
    if (detail.sealed)
        return Text::tr("Sealed: what this entry recorded is hidden until the scoring round is revealed.");
    if (!detail.text.zh.isEmpty() || !detail.text.en.isEmpty())
        return detail.text.in(m_language);
    if (detail.import) {
        const QString sentence = importSentence(*detail.import);
        if (e.action.startsWith(QLatin1String("undo")))
            return Text::tr("Undo: %1").arg(sentence);
        return detail.import->redo ? Text::tr("Redo: %1").arg(sentence) : sentence;
    }
    const QString record = this->record(e);
    if (detail.waiver) {
        if (e.action.startsWith(QLatin1String("undo")))
            return Text::tr("The waiver of %1 was undone; the gate is %2 again.")
                .arg(record, auditlabels::value(e.field, e.newValue));
        return Text::tr("%1 waived until %2. Owner: %3. Reason: %4")
            .arg(record, detail.waiver->expires.toString(Qt::ISODate), detail.waiver->owner, detail.waiver->reason);
    }
    if (detail.edit && e.action != QLatin1String("update") && e.action != QLatin1String("undo update"))
        return editSentence(e, *detail.edit);
    QString sentence;
    const QString entity = auditlabels::entity(e.entity);
    if (e.action == QLatin1String("create"))
        sentence = Text::tr("Added %1 %2.").arg(entity, record);
    else if (e.action == QLatin1String("delete"))
        sentence = Text::tr("Removed %1 %2.").arg(entity, record);
    else if ((e.action == QLatin1String("update") || e.action == QLatin1String("undo update")) && !e.field.isEmpty())
        sentence = Text::tr("%1 of %2: %3 → %4.")
                       .arg(auditlabels::field(e.field), record, orEmpty(auditlabels::value(e.field, e.oldValue)),
                            orEmpty(auditlabels::value(e.field, e.newValue)));
    // A scoring round opened or closed, in the reader's language (its stored text is in the
    // evaluation's).
    if (e.entity == QLatin1String("scoring_round")) { // not storage: an audit entity
        const bool undone = e.action.startsWith(QLatin1String("undo "));
        const QString act = undone ? e.action.mid(5) : e.action;
        if (act == QLatin1String("open round"))
            sentence = Text::tr("Scoring round %1 opened.").arg(e.entityId);
        else if (act == QLatin1String("close round"))
            sentence = Text::tr("Scoring round %1 closed.").arg(e.entityId);
        if (!sentence.isEmpty() && undone)
            return Text::tr("Undo: %1").arg(sentence);
    }
    // Nothing to say beyond the act (a freeze without a reason): its label, never the stored form.
    if (sentence.isEmpty() && (detail.plain.trimmed().isEmpty() || detail.plain.startsWith(u'{')))
        return auditlabels::action(e.action);
    if (sentence.isEmpty())
        return detail.plain;
    if (e.action == QLatin1String("undo update"))
        return Text::tr("Undo: %1").arg(sentence);
    switch (replayOf(detail.plain)) {
    case Replay::Undo:
        return Text::tr("Undo: %1").arg(sentence);
    case Replay::Redo:
        return Text::tr("Redo: %1").arg(sentence);
    case Replay::None:
        break;
    }
    return sentence;
}

QString AuditRenderer::editSentence(const AuditEntry& e, const QList<EditedRow>& rows) const
{
    const bool undone = e.action.startsWith(QLatin1String("undo "));
    const QString action = undone ? e.action.mid(5) : e.action;
    const QString record = this->record(e.entity, e.entityId);
    // What changed, field by field (an undo puts the old values back); other rows by their names.
    const QString clauses = m_language == QLatin1String("en") ? QStringLiteral("; ") : QStringLiteral("；");
    QStringList changes;
    for (const EditedRow& row : rows) {
        QStringList fields;
        for (const EditedField& f : row.fields) {
            if (AuditRepository::isStamp(f.field))
                continue;
            const QString from = orEmpty(auditlabels::value(f.field, undone ? f.after : f.before));
            const QString to = orEmpty(auditlabels::value(f.field, undone ? f.before : f.after));
            fields.append(Text::tr("%1: %2 → %3").arg(auditlabels::field(f.field), from, to));
        }
        if (fields.isEmpty())
            continue;
        const QString joined = fields.join(clauses);
        const bool subject = row.entity == e.entity && row.key == e.entityId;
        changes.append(subject ? joined : Text::tr("%1 (%2)").arg(this->record(row.entity, row.key), joined));
    }
    const QString what = changes.join(clauses);
    QString sentence;
    if (action == QLatin1String("set aside")) {
        QString reason;
        for (const EditedRow& row : rows) {
            for (const EditedField& f : row.fields) {
                if (f.field == CandidateRepository::fieldKey(CandidateField::SetAsideReason))
                    reason = f.after;
            }
        }
        sentence = Text::tr("Set %1 aside. Reason: %2").arg(record, orEmpty(reason));
    } else if (action == QLatin1String("bring back")) {
        sentence = Text::tr("Brought %1 back into the evaluation.").arg(record);
    } else if (action == QLatin1String("move")) {
        sentence = Text::tr("Moved %1: %2.").arg(record, what);
    } else {
        sentence = Text::tr("Edited %1: %2.").arg(record, what);
    }
    return undone ? Text::tr("Undo: %1").arg(sentence) : sentence;
}

Bilingual AuditRenderer::names(const AuditEntry& entry) const
{
    const AuditDetail detail = AuditRepository::detailOf(entry.detail);
    if (!detail.record.zh.isEmpty() || !detail.record.en.isEmpty())
        return detail.record;
    return names(entry.entity, entry.entityId);
}

QString AuditRenderer::record(const AuditEntry& entry) const
{
    const AuditDetail detail = AuditRepository::detailOf(entry.detail);
    if (!detail.record.zh.isEmpty() || !detail.record.en.isEmpty())
        return shownIn(detail.record.zh, detail.record.en, m_language);
    // A scheduling policy is stored by a row number: named by its candidate, from the row as the entry
    // kept it (added or removed) or as the evaluation keeps it now.
    if (entry.entity == QLatin1String("scheduling_policy")) { // not storage: an audit entity
        const QString key = QStringLiteral("candidate_id");   // not storage: the row's key as the log keeps it
        std::optional<QVariant> candidate;
        for (const QVariant& value : {entry.newValue, entry.oldValue}) {
            const QJsonObject row = QJsonDocument::fromJson(value.toString().toUtf8()).object();
            if (!candidate && row.contains(key))
                candidate = row.value(key).toVariant();
        }
        if (!candidate) {
            bool number = false;
            const qint64 row = entry.entityId.toLongLong(&number);
            if (number && m_policyCandidates.contains(row))
                candidate = m_policyCandidates.value(row);
        }
        if (candidate)
            return candidate->isNull() ? Text::tr("Today's policy") : nameOf(candidate->toString(), m_language);
    }
    return record(entry.entity, entry.entityId);
}

ShownAuditEntry AuditRenderer::render(const AuditEntry& e) const
{
    return {e,
            when(e.at),
            e.actor,
            auditlabels::action(e.action),
            auditlabels::entity(e.entity),
            record(e),
            e.field.isEmpty() ? QString() : auditlabels::field(e.field),
            auditlabels::value(e.field, e.oldValue),
            auditlabels::value(e.field, e.newValue),
            description(e)};
}

QString actedAsText(const AuditActors& actors, const QString& language)
{
    QStringList parts;
    if (!actors.memberId.isEmpty())
        parts.append(Text::tr("member %1").arg(actors.memberId));
    if (!actors.osUser.isEmpty())
        parts.append(Text::tr("operating-system user %1").arg(actors.osUser));
    return parts.join(listSeparator(language));
}

QStringList AuditRenderer::headers() const
{
    return auditHeaders(zoneName());
}

QStringList auditHeaders(const QString& zoneName)
{
    return {zoneName.isEmpty() ? Text::tr("When") : Text::tr("When (%1)").arg(zoneName),
            Text::tr("Who"),
            Text::tr("Action"),
            Text::tr("Record type"),
            Text::tr("Record"),
            Text::tr("Field"),
            Text::tr("Old value"),
            Text::tr("New value"),
            Text::tr("Description")};
}

QStringList AuditRenderer::cells(const ShownAuditEntry& s) const
{
    return {s.when, s.actor, s.action, s.entity, s.record, s.field, s.oldValue, s.newValue, s.description};
}

QByteArray auditCsv(const AuditRenderer& renderer, const QVector<ShownAuditEntry>& rows)
{
    QStringList lines;
    const auto line = [&](const QStringList& cells) {
        QStringList fields;
        for (const QString& cell : cells)
            fields.append(csvField(cell));
        lines.append(fields.join(u','));
    };
    line(renderer.headers());
    for (const ShownAuditEntry& row : rows)
        line(renderer.cells(row));
    return QByteArray("\xEF\xBB\xBF") + lines.join(QStringLiteral("\r\n")).toUtf8() + "\r\n";
}

Result<QByteArray> auditCsv(const Storage& storage, const QString& language)
{
    const AuditRenderer renderer(storage, language);
    QVector<ShownAuditEntry> rows;
    auto scanned = AuditRepository(storage).scan([&](const AuditEntry& entry) {
        rows.append(renderer.render(entry));
        return true;
    });
    if (!scanned)
        return scanned.error();
    std::reverse(rows.begin(), rows.end());
    return auditCsv(renderer, rows);
}

} // namespace gatebench
