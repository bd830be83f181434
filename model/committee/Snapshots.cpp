#include "committee/Snapshots.h"

#include "committee/WriteGuard.h"
#include "decision/DecisionKeys.h"
#include "decision/DecisionLoader.h"
#include "poc/PocAnalysis.h"
#include "reports/Fingerprint.h"
#include "repositories/AuditActors.h"
#include "repositories/AuditLabels.h"
#include "repositories/AuditRepository.h"
#include "repositories/MemberRepository.h"
#include "repositories/TcoRepository.h"
#include "repositories/VisibleRows.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

namespace gatebench::snapshots {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Snapshots)
};

constexpr int kMaxName = 200;

/// One side of a diff: its rows as the viewer may read them, its decision and its path.
struct Side {
    std::unique_ptr<SnapshotRows> snapshot; ///< null: the file as it is
    std::unique_ptr<VisibleRows> visible;
    Visibility visibility;
    const Storage* rows = nullptr;
};

/// Opens one side: snapshot `info` kept in `storage` (null: `storage` as it is), read as `visibility` allows.
Result<void> open(const Storage& storage, const std::optional<SnapshotInfo>& info, const Visibility& visibility,
                  Side& side)
{
    const Storage* base = &storage;
    if (info) {
        auto data = SnapshotRepository(storage).data(info->id);
        if (!data)
            return data.error();
        auto opened = SnapshotRows::open(storage, *data);
        if (!opened)
            return opened.error();
        side.snapshot = std::move(opened).value();
        base = side.snapshot.get();
        // What it gives back must be what was taken: the same fingerprint.
        auto fingerprint = fingerprint::compute(*side.snapshot);
        if (!fingerprint)
            return fingerprint.error();
        if (*fingerprint != info->fingerprint)
            return Error{
                Error::Kind::Integrity,
                Text::tr("The snapshot “%1” does not give back the data it was taken of (fingerprint %2, "
                         "recorded %3).")
                    .arg(info->name, fingerprint::shortForm(*fingerprint), fingerprint::shortForm(info->fingerprint))};
    }
    if (visibility.active()) {
        side.visibility = visibility;
        const Visibility* rules = &side.visibility;
        side.visible = std::make_unique<VisibleRows>(*base, [rules]() -> const Visibility& { return *rules; });
        side.rows = side.visible.get();
    } else {
        side.rows = base;
    }
    return {};
}

Result<DecisionDocument> documentOf(const Storage& rows, QDate asOf, const QString& language)
{
    auto input = loadDecisionInput(rows);
    if (!input)
        return input.error();
    const Decision decision = decide(*input, asOf);
    auto path = loadPathToEligibility(rows, decision, *input);
    if (!path)
        return path.error();
    DecisionDocument document(decision, *input, language);
    document.setPath(*path);
    return document;
}

Bilingual joined(const QList<Bilingual>& parts)
{
    QStringList zh, en;
    for (const Bilingual& part : parts) {
        if (part.zh.isEmpty() && part.en.isEmpty())
            continue;
        zh.append(part.zh.isEmpty() ? part.en : part.zh);
        en.append(part.en.isEmpty() ? part.zh : part.en);
    }
    return {zh.join(QStringLiteral(" / ")), en.join(QStringLiteral(" / "))};
}

QJsonValue textOrNull(const QVariant& value)
{
    return value.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(value.toString());
}

QJsonValue textOrNull(const QString& value)
{
    return value.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
}

QJsonObject infoJson(const SnapshotInfo& info)
{
    return {{QStringLiteral("name"), info.name},                // not storage: a key of a documented output
            {QStringLiteral("taken_at"), info.takenAt},         // not storage: a key of a documented output
            {QStringLiteral("taken_by"), info.takenBy},         // not storage: a key of a documented output
            {QStringLiteral("fingerprint"), info.fingerprint}}; // not storage: a key of a documented output
}

} // namespace

namespace {

/// A snapshot to insert and its audit act: what `take` and the demo's simulated snapshot record alike.
struct Prepared {
    SnapshotInfo info;
    gatebench::Change change; // not the diff's Change
    AuditAct act;
};

/// Prepares snapshot `info` (its name, who, when and whether simulated set) of `storage` as it is:
/// the name checked, the data captured, the fingerprint and the audit log's length taken.
Result<Prepared> prepare(const Storage& storage, SnapshotInfo info)
{
    const SnapshotRepository repository(storage);
    auto existing = repository.named(info.name);
    if (!existing)
        return existing.error();
    if (*existing)
        return Error{Error::Kind::BadInput, Text::tr("There is already a snapshot named “%1”.").arg(info.name)};
    auto data = SnapshotRepository::capture(storage);
    if (!data)
        return data.error();
    auto fingerprint = fingerprint::compute(storage);
    if (!fingerprint)
        return fingerprint.error();
    auto head = AuditRepository(storage).storedHead();
    if (!head)
        return head.error();
    info.auditSeq = head->entries;
    info.fingerprint = *fingerprint;
    auto change = repository.insertChange(info, *data);
    if (!change)
        return change.error();
    AuditAct act{QStringLiteral("snapshot"),
                 QStringLiteral("snapshot"), // not storage: an audit entity
                 info.name,
                 QStringLiteral("fingerprint"), // not storage: an audit field
                 QVariant(),
                 *fingerprint,
                 QString()};
    return Prepared{info, *change, act};
}

Result<QString> checkedName(const QString& name)
{
    const QString wanted = name.trimmed();
    if (wanted.isEmpty() || wanted.size() > kMaxName)
        return Error{Error::Kind::BadInput, Text::tr("A snapshot needs a name of 1 to %1 characters.").arg(kMaxName)};
    return wanted;
}

} // namespace

Result<SnapshotInfo> take(Workspace& workspace, const QString& name, bool simulated)
{
    const Storage& storage = ModelAccess::storage(workspace);
    auto wanted = checkedName(name);
    if (!wanted)
        return wanted.error();
    if (auto refused = committee::chairRefusal(storage, workspace.actingMemberId(), Text::tr("take a snapshot")))
        return *refused;
    SnapshotInfo info;
    info.name = *wanted;
    info.takenBy = workspace.actor();
    info.memberId = workspace.actingMemberId();
    info.takenAt = workspace.now().toUTC().toString(Qt::ISODate);
    info.simulated = simulated;
    auto prepared = prepare(storage, info);
    if (!prepared)
        return prepared.error();
    if (auto r = workspace.execute({prepared->change}, Text::tr("Take the snapshot “%1”").arg(*wanted), prepared->act);
        !r)
        return r.error();
    auto taken = SnapshotRepository(storage).named(*wanted);
    if (!taken)
        return taken.error();
    return taken->value_or(prepared->info);
}

Result<SnapshotInfo> writeSimulated(Storage& storage, const QString& name, const QString& takenBy,
                                    const QString& memberId, const QDateTime& takenAt)
{
    auto wanted = checkedName(name);
    if (!wanted)
        return wanted.error();
    SnapshotInfo info;
    info.name = *wanted;
    info.takenBy = takenBy;
    info.memberId = memberId;
    info.takenAt = takenAt.toUTC().toString(Qt::ISODate);
    info.simulated = true;
    auto prepared = prepare(storage, info);
    if (!prepared)
        return prepared.error();
    const gatebench::Change& change = prepared->change;
    if (auto r = storage.insert(change.table, change.after); !r)
        return r.error();
    // Its audit entry as `take` writes it, at the simulated time, by the simulated member (no
    // operating-system user: two demos made alike are the same file).
    AuditEntry entry;
    entry.at = info.takenAt;
    entry.actor = takenBy;
    entry.action = prepared->act.action;
    entry.entity = prepared->act.entity;
    entry.entityId = prepared->act.entityId;
    entry.field = prepared->act.field;
    entry.newValue = prepared->act.newValue;
    entry.detail = prepared->act.detail;
    if (auto r = auditactors::append(storage, entry, AuditActors{memberId, QString()}); !r)
        return r.error();
    return prepared->info;
}

Result<SnapshotInfo> resolve(const Workspace& workspace, const QString& spec)
{
    const SnapshotRepository repository(workspace.queries().rows());
    auto named = repository.named(spec);
    if (!named)
        return named.error();
    if (*named)
        return **named;
    const QDate date = QDate::fromString(spec, Qt::ISODate);
    if (date.isValid() && spec.size() == 10) {
        auto found = repository.lastOnOrBefore(date);
        if (!found)
            return found.error();
        if (*found)
            return **found;
        return Error{Error::Kind::BadInput, Text::tr("No snapshot was taken on or before %1.").arg(spec)};
    }
    return Error{Error::Kind::BadInput, Text::tr("There is no snapshot named “%1”.").arg(spec)};
}

namespace {

/// The diff of `compute`: the snapshots and the file as it is read from `stored`, each side as
/// `visibility` allows; the audit log and the members from `viewerRows` (the rows the viewer may read).
Result<Diff> computeFrom(const Storage& stored, const Storage& viewerRows, const Visibility& visibility,
                         const SnapshotInfo& from, const std::optional<SnapshotInfo>& to, QDate asOf,
                         const QString& language, const std::atomic<bool>* cancelled)
{
    const auto stopped = [cancelled] { return cancelled && cancelled->load(std::memory_order_relaxed); };
    const auto cancel = [] { return Error{Error::Kind::Cancelled, Text::tr("The comparison was cancelled.")}; };
    Side before, after;
    if (auto r = open(stored, from, visibility, before); !r)
        return r.error();
    if (stopped())
        return cancel();
    if (auto r = open(stored, to, visibility, after); !r)
        return r.error();
    if (stopped())
        return cancel();

    Diff diff;
    diff.from = from;
    diff.to = to;
    diff.asOf = asOf;
    auto beforeDocument = documentOf(*before.rows, asOf, language);
    if (!beforeDocument)
        return beforeDocument.error();
    if (stopped())
        return cancel();
    auto afterDocument = documentOf(*after.rows, asOf, language);
    if (!afterDocument)
        return afterDocument.error();
    diff.before = *beforeDocument;
    diff.after = *afterDocument;
    if (stopped())
        return cancel();

    auto records = SnapshotRepository::compare(*before.rows, *after.rows);
    if (!records)
        return records.error();
    if (stopped())
        return cancel();

    // Who changed each record last, and when: the audit log between the two states, as the viewer reads it.
    const qint64 fromSeq = from.auditSeq;
    const qint64 toSeq = to ? to->auditSeq : std::numeric_limits<qint64>::max();
    QHash<QString, std::pair<QString, QString>> lastChange; // entity \x1f key -> (actor, at)
    const AuditRepository audit(viewerRows);
    bool interrupted = false;
    qint64 read = 0;
    auto scanned = audit.scan([&](const AuditEntry& entry) {
        if ((++read & 0x3ff) == 0 && stopped()) {
            interrupted = true;
            return false;
        }
        if (entry.seq <= fromSeq)
            return true;
        if (entry.seq > toSeq)
            return false;
        const std::pair<QString, QString> who{entry.actor, entry.at};
        lastChange.insert(entry.entity + QChar(0x1f) + entry.entityId, who);
        const AuditDetail detail = AuditRepository::detailOf(entry.detail);
        if (detail.edit) {
            for (const EditedRow& row : *detail.edit)
                lastChange.insert(row.entity + QChar(0x1f) + row.key, who);
        }
        if (detail.import) { // the rows an import added and changed (the first ImportDetail::kListedRows)
            for (const QList<ImportedRow>* rows : {&detail.import->added, &detail.import->changed}) {
                for (const ImportedRow& row : *rows)
                    lastChange.insert(row.entity + QChar(0x1f) + row.key, who);
            }
        }
        return true;
    });
    if (!scanned)
        return scanned.error();
    if (interrupted)
        return cancel();

    // Names: the candidates and criteria as either side knows them, the members as they are.
    QHash<QString, Bilingual> candidates, criteria, members;
    for (const DecisionDocument* document : {&*diff.before, &*diff.after}) {
        for (const DecisionCandidate& c : document->input().candidates)
            candidates.insert(c.id, {c.nameZh, c.nameEn});
        for (const DecisionCriterion& c : document->input().criteria)
            criteria.insert(c.id, {c.titleZh, c.titleEn});
    }
    if (auto list = MemberRepository(viewerRows).members(); list) {
        for (const Member& m : std::as_const(*list))
            members.insert(m.id, {m.name, m.name});
    }
    // A cost line whose fields changed is named by its description too (a line added or removed as a whole
    // says it in its value): a candidate has many lines.
    QHash<qint64, Bilingual> lineNames;
    for (const Side* side : {&before, &after}) {
        if (auto lines = TcoRepository(*side->rows).lines(); lines) {
            for (const TcoLine& line : std::as_const(*lines))
                lineNames.insert(line.id, line.description);
        }
    }
    for (const RecordDifference& record : std::as_const(*records)) {
        Change change;
        change.record = record;
        QList<Bilingual> parts;
        if (!record.candidateId.isEmpty())
            parts.append(candidates.value(record.candidateId, {record.candidateId, record.candidateId}));
        if (record.kind == QLatin1String("tco_line") && !record.field.isEmpty()) // not storage: a kind of the diff
            parts.append(lineNames.value(record.key.section(u'/', 0, 0).toLongLong()));
        if (!record.criterionId.isEmpty())
            parts.append(criteria.value(record.criterionId, {record.criterionId, record.criterionId}));
        if (!record.memberId.isEmpty())
            parts.append(members.value(record.memberId, {record.memberId, record.memberId}));
        if (parts.isEmpty())
            parts.append({record.key, record.key});
        change.names = joined(parts);
        const auto who = lastChange.value(record.entity + QChar(0x1f) + record.key);
        change.by = who.first;
        change.at = who.second;
        diff.changes.append(change);
    }

    // The decision: each candidate whose status differs.
    QStringList ids;
    for (const DecisionDocument* document : {&*diff.before, &*diff.after}) {
        for (const DecisionCandidate& c : document->input().candidates) {
            if (!ids.contains(c.id))
                ids.append(c.id);
        }
    }
    for (const QString& id : std::as_const(ids)) {
        const QString a = diff.before->statusText(id);
        const QString b = diff.after->statusText(id);
        if (a != b)
            diff.statusChanges.append({id, a, b});
    }

    // Waivers valid when the earlier state was taken (waived then, through a date on or after the day it
    // was taken, UTC) that lapsed by the as-of date and are still waived: both sides are judged on the
    // as-of date, so no status change shows it; it is listed here instead. A waiver granted since the
    // earlier state was never valid at it: it is a change, not a lapse.
    const QDate fromDate = QDate::fromString(from.takenAt.left(10), Qt::ISODate);
    QHash<QString, QDate> waivedBefore; // candidate \x1f criterion -> expiry in the earlier state
    for (const DecisionAssessment& a : diff.before->input().assessments) {
        if (a.verdict == GateVerdict::Waived && a.waiverExpires.isValid())
            waivedBefore.insert(a.candidateId + QChar(0x1f) + a.criterionId, a.waiverExpires);
    }
    for (const DecisionAssessment& a : diff.after->input().assessments) {
        if (a.verdict != GateVerdict::Waived || !a.waiverExpires.isValid())
            continue;
        const QDate validThen = waivedBefore.value(a.candidateId + QChar(0x1f) + a.criterionId);
        if (!validThen.isValid() || validThen < fromDate)
            continue;
        if (a.waiverExpires >= fromDate && a.waiverExpires < asOf)
            diff.lapsed.append({a.candidateId, a.criterionId,
                                joined({candidates.value(a.candidateId), criteria.value(a.criterionId)}), a.waiverOwner,
                                a.waiverExpires});
    }
    return diff;
}

} // namespace

Result<Diff> compute(const Workspace& workspace, const SnapshotInfo& from, const std::optional<SnapshotInfo>& to,
                     QDate asOf, const Viewer& viewer, const QString& language)
{
    const EvaluationQueries& queries = workspace.queries();
    if (!asOf.isValid())
        asOf = queries.evaluationDate();
    return computeFrom(ModelAccess::storage(workspace), queries.rows(viewer), queries.visibility(viewer), from, to,
                       asOf, language, nullptr);
}

Result<Diff> compute(const Storage& reader, const Visibility& visibility, const SnapshotInfo& from,
                     const std::optional<SnapshotInfo>& to, QDate asOf, const QString& language,
                     const std::atomic<bool>* cancelled)
{
    if (!asOf.isValid())
        return Error{Error::Kind::Usage, QStringLiteral("snapshots::compute on a reader needs an as-of date")};
    // The reader holds the viewer's rows already (openReader); the snapshots it keeps hold every row, so
    // each side is read through the same rules again.
    return computeFrom(reader, reader, visibility, from, to, asOf, language, cancelled);
}

QJsonObject json(const Diff& diff)
{
    QJsonArray changes;
    for (const Change& change : diff.changes) {
        changes.append(QJsonObject{
            {QStringLiteral("kind"), change.record.kind}, // not storage: a key of a documented output
            {QStringLiteral("key"), change.record.key},   // not storage: a key of the diff's JSON
            {QStringLiteral("names"),
             QJsonObject{{QStringLiteral("zh"), change.names.zh}, {QStringLiteral("en"), change.names.en}}},
            {QStringLiteral("field"), textOrNull(change.record.field)}, // not storage: a key of the diff's JSON
            {QStringLiteral("old"), textOrNull(change.record.before)},
            {QStringLiteral("new"), textOrNull(change.record.after)},
            {QStringLiteral("by"), textOrNull(change.by)},
            {QStringLiteral("at"), textOrNull(change.at)}});
    }
    QJsonArray statuses;
    for (const StatusChange& s : diff.statusChanges) {
        statuses.append(QJsonObject{{QStringLiteral("candidate"), s.candidateId},
                                    {QStringLiteral("before"), textOrNull(s.before)},
                                    {QStringLiteral("after"), textOrNull(s.after)}});
    }
    QJsonArray lapsed;
    for (const LapsedWaiver& w : diff.lapsed) {
        lapsed.append(QJsonObject{{QStringLiteral("candidate"), w.candidateId},
                                  {QStringLiteral("criterion"), w.criterionId},
                                  {QStringLiteral("owner"), w.owner}, // not storage: a key of a documented output
                                  {QStringLiteral("expires"), w.expires.toString(Qt::ISODate)}});
    }
    QJsonObject decision{
        {QStringLiteral("before"), diff.before->json()},
        {QStringLiteral("after"), diff.after->json()},
        {QStringLiteral("status_changes"), statuses},
        {QStringLiteral("recommendation_before"), QJsonArray::fromStringList(diff.before->recommendationLines(false))},
        {QStringLiteral("recommendation_after"), QJsonArray::fromStringList(diff.after->recommendationLines(false))}};
    return {{QStringLiteral("from"), infoJson(diff.from)},
            {QStringLiteral("to"), diff.to ? QJsonValue(infoJson(*diff.to)) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("as_of"), diff.asOf.toString(Qt::ISODate)}, // not storage: a key of a documented output
            {QStringLiteral("changes"), changes},
            {QStringLiteral("lapsed_waivers"), lapsed},
            {QStringLiteral("decision"), decision}};
}

QString kindText(const QString& kind)
{
    static const QHash<QString, const char*> words{
        {QStringLiteral("candidate"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "Candidate")},
        {QStringLiteral("criterion"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "Criterion")},
        {QStringLiteral("verdict"), // not storage: a kind of the diff
         QT_TRANSLATE_NOOP("gatebench::Snapshots", "Verdict")},
        {QStringLiteral("waiver"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "Waiver")},
        {QStringLiteral("evidence_file"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "Evidence file")},
        {QStringLiteral("score"), // not storage: a kind of the diff
         QT_TRANSLATE_NOOP("gatebench::Snapshots", "Bonus score")},
        {QStringLiteral("consensus_score"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "Consensus score")},
        {QStringLiteral("recusal"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "Recusal")},
        {QStringLiteral("poc_scenario"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "PoC scenario")},
        {QStringLiteral("poc_run"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "PoC run")},
        {QStringLiteral("fx_rate"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "FX rate")},
        {QStringLiteral("tco_scenario"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "TCO scenario")},
        {QStringLiteral("tco_line"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "TCO line")},
        {QStringLiteral("decision_record"), // not storage: a kind of the diff
         QT_TRANSLATE_NOOP("gatebench::Snapshots", "Decision record")},
        {QStringLiteral("signature"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "Signature")},
        {QStringLiteral("setting"), QT_TRANSLATE_NOOP("gatebench::Snapshots", "Setting")},
    };
    const char* word = words.value(kind);
    return word ? QCoreApplication::translate("gatebench::Snapshots", word) : kind;
}

QString recordText(const Change& change, const QString& language)
{
    const RecordDifference& r = change.record;
    // A setting is named by its key, the words of the audit log; a record by what it is about.
    return r.kind == QLatin1String("setting") ? auditlabels::field(r.key) // not storage: a kind of the diff
                                              : change.names.in(language);
}

QString fieldText(const RecordDifference& record)
{
    if (record.kind == QLatin1String("setting") || record.field.isEmpty()) // not storage: a kind of the diff
        return {};
    return auditlabels::field(record.field);
}

QString valueText(const RecordDifference& record, const QVariant& value)
{
    if (value.isNull())
        return {};
    if (record.field.isEmpty())
        return value.toString();
    const bool setting = record.kind == QLatin1String("setting"); // not storage: a kind of the diff
    return auditlabels::value(setting ? record.key : record.field, value);
}

} // namespace gatebench::snapshots
