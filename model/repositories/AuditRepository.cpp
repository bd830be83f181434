#include "repositories/AuditRepository.h"
#include "repositories/AuditActors.h"

#include "decision/DecisionKeys.h"
#include "repositories/RoundRepository.h"
#include "repositories/SealedVisibility.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "storage/Storage.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <algorithm>

namespace gatebench {

namespace {

const QString kTable = QStringLiteral("audit_log");
const QString kSeq = QStringLiteral("seq");
const QString kChainHash = QStringLiteral("chain_hash");
const QString kMemberId = QStringLiteral("member_id");
const QString kOsUser = QStringLiteral("os_user");

const QStringList& columns()
{
    static const QStringList list{kSeq,
                                  QStringLiteral("at_utc"),
                                  QStringLiteral("actor"),
                                  QStringLiteral("action"),
                                  QStringLiteral("entity"),
                                  QStringLiteral("entity_id"),
                                  QStringLiteral("field"),
                                  QStringLiteral("old_value"),
                                  QStringLiteral("new_value"),
                                  QStringLiteral("detail")};
    return list;
}

/// Whether the log records the member and the operating-system user (version 21 on).
bool hasActors(const Storage& storage)
{
    return storage.columns(kTable).contains(kMemberId);
}

/// The columns an entry is read from: the ten of every version, and the member and the
/// operating-system user where the file has them.
QStringList columnsOf(const Storage& storage)
{
    QStringList list = columns();
    if (hasActors(storage))
        list << kMemberId << kOsUser;
    return list;
}

/// An entry from the values of columnsOf(), in order (the ten columns of every version).
AuditEntry entryOf(const QVariantList& v)
{
    return {v.at(0).toLongLong(),
            v.at(1).toString(),
            v.at(2).toString(),
            v.at(3).toString(),
            v.at(4).toString(),
            v.at(5).toString(),
            v.at(6).toString(),
            v.at(7),
            v.at(8),
            v.at(9).toString()};
}

/// Its member and operating-system user, from the values of columnsOf() (none before version 21).
AuditActors actorsOf(const QVariantList& v)
{
    if (v.size() < 12)
        return {};
    return {v.at(10).toString(), v.at(11).toString()};
}

// The keys of a detail kept as data (part of the file format: committees read the log with SQL).
const QString kZh = QStringLiteral("zh_CN");
const QString kEn = QStringLiteral("en");
const QString kWaiverOwner = QStringLiteral("owner");
const QString kWaiverReason = QStringLiteral("reason");
const QString kWaiverExpires = QStringLiteral("expires");
const QString kImport = QStringLiteral("import");
const QString kKind = QStringLiteral("kind");
const QString kRows = QStringLiteral("rows");
const QString kFiles = QStringLiteral("files");
const QString kFileName = QStringLiteral("name");
const QString kSha256 = QStringLiteral("sha256");
const QString kAdded = QStringLiteral("added");
const QString kChanged = QStringLiteral("changed");
const QString kAddedCount = QStringLiteral("added_count");
const QString kChangedCount = QStringLiteral("changed_count");
const QString kRejectedCount = QStringLiteral("rejected_count");
const QString kDuplicateCount = QStringLiteral("duplicate_count");
const QString kRedo = QStringLiteral("redo");
const QString kTimeZone = QStringLiteral("time_zone");
const QString kOptions = QStringLiteral("options");
const QString kOptionName = QStringLiteral("name");
const QString kOptionValue = QStringLiteral("value");
const QString kEntity = QStringLiteral("entity");
const QString kKey = QStringLiteral("key");
const QString kNames = QStringLiteral("names");
const QString kFields = QStringLiteral("fields");
const QString kEdit = QStringLiteral("edit");
const QString kRecord = QStringLiteral("record");
const QString kSealed = QStringLiteral("sealed");
const QString kField = QStringLiteral("field");
const QString kOld = QStringLiteral("old");
const QString kNew = QStringLiteral("new");

/// A value as an edit's detail keeps it: text, a blob by its size, null as empty.
QString editValue(const QVariant& value)
{
    if (value.isNull() || !value.isValid())
        return {};
    if (value.typeId() == QMetaType::QByteArray)
        return QStringLiteral("<%1 bytes>").arg(value.toByteArray().size());
    return value.toString();
}

QString compact(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonArray rowsJson(const QList<ImportedRow>& rows)
{
    QJsonArray array;
    for (const ImportedRow& row : rows) {
        QJsonObject o{{kEntity, row.entity}, {kKey, row.key}};
        if (!row.name.zh.isEmpty() || !row.name.en.isEmpty())
            o.insert(kNames, QJsonObject{{kZh, row.name.zh}, {kEn, row.name.en}});
        if (!row.fields.isEmpty())
            o.insert(kFields, QJsonArray::fromStringList(row.fields));
        array.append(o);
    }
    return array;
}

QList<ImportedRow> rowsOf(const QJsonArray& array)
{
    QList<ImportedRow> rows;
    rows.reserve(array.size());
    for (const QJsonValue& value : array) {
        const QJsonObject o = value.toObject();
        const QJsonObject names = o.value(kNames).toObject();
        QStringList fields;
        for (const QJsonValue& field : o.value(kFields).toArray())
            fields.append(field.toString());
        rows.append({o.value(kEntity).toString(), o.value(kKey).toString(),
                     Bilingual{names.value(kZh).toString(), names.value(kEn).toString()}, fields});
    }
    return rows;
}

ImportDetail importOf(const QJsonObject& o)
{
    ImportDetail d;
    d.kind = o.value(kKind).toString();
    d.rows = o.value(kRows).toInteger();
    for (const QJsonValue& file : o.value(kFiles).toArray()) {
        d.files.append(file.toObject().value(kFileName).toString());
        d.sha256.append(file.toObject().value(kSha256).toString());
    }
    d.added = rowsOf(o.value(kAdded).toArray());
    d.changed = rowsOf(o.value(kChanged).toArray());
    d.addedCount = o.value(kAddedCount).toInteger(d.added.size());
    d.changedCount = o.value(kChangedCount).toInteger(d.changed.size());
    d.rejectedCount = o.value(kRejectedCount).toInteger(0);
    d.duplicateCount = o.value(kDuplicateCount).toInteger(0);
    d.redo = o.value(kRedo).toBool();
    d.timeZone = o.value(kTimeZone).toString();
    for (const QJsonValue& option : o.value(kOptions).toArray())
        d.options.append(
            {option.toObject().value(kOptionName).toString(), option.toObject().value(kOptionValue).toString()});
    return d;
}

/// The name a row an import adds carries, in both languages: a candidate's name, a requirement's title.
Bilingual nameIn(const QString& table, const Row& row)
{
    const auto pair = [&row](const char* zh, const char* en) {
        return Bilingual{row.value(QLatin1String(zh)).toString(), row.value(QLatin1String(en)).toString()};
    };
    if (table == QLatin1String("candidates"))
        return pair("name_zh", "name_en");
    if (table == QLatin1String("criteria"))
        return pair("title_zh", "title_en");
    return {};
}

} // namespace

QString AuditRepository::entityIdOf(const Filter& key)
{
    QStringList parts;
    for (auto it = key.cbegin(); it != key.cend(); ++it)
        parts.append(it.value().toString());
    return parts.join(u'/');
}

QString AuditRepository::importDetail(const ImportDetail& import)
{
    QJsonArray files;
    for (qsizetype i = 0; i < import.files.size(); ++i)
        files.append(QJsonObject{{kFileName, import.files.at(i)}, {kSha256, import.sha256.value(i)}});
    QJsonObject o{{kKind, import.kind},
                  {kRows, import.rows},
                  {kFiles, files},
                  {kAddedCount, import.addedCount},
                  {kChangedCount, import.changedCount},
                  {kAdded, rowsJson(import.added)},
                  {kChanged, rowsJson(import.changed)}};
    if (import.rejectedCount > 0)
        o.insert(kRejectedCount, import.rejectedCount);
    if (import.duplicateCount > 0 || import.kind == QLatin1String("jobs"))
        o.insert(kDuplicateCount, import.duplicateCount);
    if (import.redo)
        o.insert(kRedo, true);
    if (!import.timeZone.isEmpty())
        o.insert(kTimeZone, import.timeZone);
    if (!import.options.isEmpty()) {
        // A list, not an object: the options keep the order the import names them in.
        QJsonArray options;
        for (const auto& [name, value] : import.options)
            options.append(QJsonObject{{kOptionName, name}, {kOptionValue, value}});
        o.insert(kOptions, options);
    }
    return compact(QJsonObject{{kImport, o}});
}

void AuditRepository::noteImported(ImportDetail& import, const Change& change)
{
    const bool added = change.op == Change::Op::Insert;
    ++(added ? import.addedCount : import.changedCount);
    if (import.added.size() + import.changed.size() >= ImportDetail::kListedRows)
        return;
    ImportedRow row{entityOf(change.table), entityIdOf(change.key), nameIn(change.table, change.after), {}};
    if (!added)
        row.fields = change.after.keys();
    (added ? import.added : import.changed).append(row);
}

AuditAct AuditRepository::waiverAct(const QString& candidateId, const QString& criterionId, GateVerdict before,
                                    const Waiver& waiver)
{
    QJsonObject detail{{kWaiverOwner, waiver.owner},
                       {kWaiverReason, waiver.reason},
                       {kWaiverExpires, waiver.expires.toString(Qt::ISODate)}};
    return {QStringLiteral("waive"),
            QStringLiteral("assessment"),
            candidateId + u'/' + criterionId,
            QStringLiteral("verdict"),
            verdictKey(before),
            verdictKey(GateVerdict::Waived),
            compact(detail)};
}

AuditAct AuditRepository::overrideAct(const QString& candidateId, const QString& criterionId,
                                      const std::optional<GateVerdict>& before, const std::optional<GateVerdict>& after,
                                      const QString& computed, const std::optional<double>& figure,
                                      const QString& reason)
{
    const auto key = [](const std::optional<GateVerdict>& v) { return v ? QVariant(verdictKey(*v)) : QVariant(); };
    QJsonObject detail{{QStringLiteral("computed"), computed},
                       {QStringLiteral("figure"), figure ? QJsonValue(*figure) : QJsonValue()},
                       {kWaiverReason, reason}};
    return {QStringLiteral("override"),
            QStringLiteral("assessment"),
            candidateId + u'/' + criterionId,
            QStringLiteral("override_verdict"),
            key(before),
            key(after),
            compact(detail)};
}

bool AuditRepository::isStamp(const QString& field)
{
    return field == QLatin1String("updated_at") || field == QLatin1String("added_at");
}

std::optional<AuditAct> AuditRepository::editAct(const ChangeSet& changes, const QString& action)
{
    if (changes.isEmpty())
        return std::nullopt;
    QJsonArray rows;
    QList<EditedField> edited; // every field the user changed, stamps aside
    for (const Change& change : changes) {
        if (change.op != Change::Op::Update)
            return std::nullopt;
        QJsonArray fields;
        for (auto it = change.after.cbegin(); it != change.after.cend(); ++it) {
            const EditedField field{it.key(), editValue(change.before.value(it.key())), editValue(it.value())};
            fields.append(QJsonObject{{kField, field.field}, {kOld, field.before}, {kNew, field.after}});
            if (!isStamp(field.field))
                edited.append(field);
        }
        rows.append(QJsonObject{{kEntity, entityOf(change.table)}, {kKey, entityIdOf(change.key)}, {kFields, fields}});
    }
    const bool single = edited.size() == 1 && changes.size() == 1;
    if (single && action == QLatin1String("edit") && changes.first().after.size() == 1)
        return std::nullopt; // one field: the entry of that field says it all
    AuditAct act{single && action == QLatin1String("edit") ? QStringLiteral("update") : action,
                 entityOf(changes.first().table),
                 entityIdOf(changes.first().key),
                 {},
                 {},
                 {},
                 compact(QJsonObject{{kEdit, rows}})};
    if (single) {
        act.field = edited.first().field;
        act.oldValue = edited.first().before.isEmpty() ? QVariant() : QVariant(edited.first().before);
        act.newValue = edited.first().after.isEmpty() ? QVariant() : QVariant(edited.first().after);
    }
    return act;
}

QString AuditRepository::bilingualDetail(const Bilingual& text, const Bilingual& record)
{
    QJsonObject o{{kZh, text.zh}, {kEn, text.en}};
    if (!record.zh.isEmpty() || !record.en.isEmpty())
        o.insert(kRecord, QJsonObject{{kZh, record.zh}, {kEn, record.en}});
    return compact(o);
}

QString AuditRepository::sealedDetail()
{
    return QStringLiteral("{\"sealed\": true}");
}

AuditDetail AuditRepository::detailOf(const QString& detail)
{
    AuditDetail result;
    const QString trimmed = detail.trimmed();
    QJsonParseError error;
    const QJsonDocument document =
        trimmed.startsWith(u'{') ? QJsonDocument::fromJson(trimmed.toUtf8(), &error) : QJsonDocument();
    if (!document.isObject()) {
        result.plain = detail;
        return result;
    }
    const QJsonObject object = document.object();
    if (object.value(kSealed).toBool()) {
        result.sealed = true;
        return result;
    }
    if (object.value(kImport).isObject()) {
        result.import = importOf(object.value(kImport).toObject());
        return result;
    }
    if (object.value(kEdit).isArray()) {
        QList<EditedRow> rows;
        for (const QJsonValue& value : object.value(kEdit).toArray()) {
            const QJsonObject o = value.toObject();
            EditedRow row{o.value(kEntity).toString(), o.value(kKey).toString(), {}};
            for (const QJsonValue& field : o.value(kFields).toArray()) {
                const QJsonObject f = field.toObject();
                row.fields.append({f.value(kField).toString(), f.value(kOld).toString(), f.value(kNew).toString()});
            }
            rows.append(row);
        }
        result.edit = rows;
        return result;
    }
    result.text = {object.value(kZh).toString(), object.value(kEn).toString()};
    const QJsonObject record = object.value(kRecord).toObject();
    result.record = {record.value(kZh).toString(), record.value(kEn).toString()};
    if (object.contains(kWaiverExpires))
        result.waiver = Waiver{object.value(kWaiverOwner).toString(), object.value(kWaiverReason).toString(),
                               QDate::fromString(object.value(kWaiverExpires).toString(), Qt::ISODate)};
    if (result.text.zh.isEmpty() && result.text.en.isEmpty() && !result.waiver)
        result.plain = detail; // some other JSON: shown as written
    return result;
}

QStringList AuditRepository::keyParts(const QString& entityId)
{
    return entityId.split(u'/', Qt::SkipEmptyParts);
}

bool AuditRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kTable);
}

bool AuditRepository::rewrittenBy(const ChangeEvent& event)
{
    return event.isWhole(kTable);
}

QList<qint64> AuditRepository::appendedIn(const ChangeEvent& event)
{
    QList<qint64> added;
    for (const ChangeEvent::RowChange& change : event.rows) {
        if (change.table == kTable && change.op == Change::Op::Insert)
            added.append(change.key.value(kSeq).toLongLong());
    }
    std::sort(added.begin(), added.end());
    return added;
}

namespace {

/// A value as the log stores it: null, or its text.
QVariant storedValue(const QVariant& value)
{
    if (isNullValue(value) || !value.isValid())
        return {};
    return nonNullText(value.toString());
}

/// One field of the canonical form: `LENGTH:BYTES` and a line feed, or `-` and a line feed for NULL.
void addField(QByteArray& out, const QVariant& value)
{
    if (isNullValue(value) || !value.isValid()) {
        out.append("-\n", 2);
        return;
    }
    const QByteArray bytes = value.typeId() == QMetaType::QByteArray ? value.toByteArray() : value.toString().toUtf8();
    out.append(QByteArray::number(bytes.size()));
    out.append(':');
    out.append(bytes);
    out.append('\n');
}

} // namespace

namespace {

const QString kSealedTable = QStringLiteral("audit_sealed");
const QString kSeal = QStringLiteral("seal");

/// Whether a new entry about a sealed score keeps its seal in place of its values: on a server under its
/// roles alone (its row-level security keeps the values from other members). A file never seals, not even
/// one copied from such a server (it keeps the values that copy brought, in keepsSealedValues()).
bool sealsValues(const Storage& storage)
{
    return storage.underRoles();
}

/// Whether the evaluation has the table of the sealed values (schema version 25 on; a server under its
/// roles had it before).
bool keepsSealedValues(const Storage& storage)
{
    return !storage.columns(kSealedTable).isEmpty();
}

/// The seal of an entry's values: SHA-256 of `gatebench-seal 1`, a line feed, the salt and a line feed,
/// then old_value, new_value and detail as the chain's canonical form writes them.
QString sealOf(const QString& salt, const QVariant& oldValue, const QVariant& newValue, const QString& detail)
{
    QByteArray text = QByteArrayLiteral("gatebench-seal 1\n") + salt.toLatin1() + '\n';
    addField(text, oldValue);
    addField(text, newValue);
    addField(text, nonNullText(detail));
    return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
}

/// When `entry` tells a score of a cell in a sealed round (sealed::auditEntryHidden, as for a reader who
/// is no member), keeps its values, with a random salt, in the side table, and leaves in the entry
/// its seal in their place: `{"sealed":true,"seal":HASH}` and no old or new value. Every member reads
/// the entry (and can check the chain over it); the score's own member, and every member once the
/// round is revealed, read the values (the server's row-level security).
Result<void> sealIfHidden(Storage& storage, AuditEntry& entry)
{
    auto rounds = RoundRepository(storage).sealed();
    if (!rounds)
        return rounds.error();
    if (rounds->isEmpty())
        return {};
    Visibility rules;
    for (const ScoringRound& round : std::as_const(*rounds)) {
        for (const RoundCell& cell : round.cells)
            rules.sealedCells.insert(Visibility::cellKey(cell.candidateId, cell.criterionId));
    }
    if (!sealed::auditEntryHidden(rules, entry.entity, entry.entityId, entry.detail))
        return {};
    // Whose score, and in which round: the entry's row, else the first sealed score its detail names.
    QString candidate;
    QString criterion;
    QString member;
    const QString scoreEntity = AuditRepository::entityOf(sealed::scoreTable());
    const auto take = [&](const QString& entity, const QString& key) {
        const QStringList parts = AuditRepository::keyParts(key);
        if (entity != scoreEntity || parts.size() < 3 || !rules.sealed(parts.at(0), parts.at(1)))
            return false;
        candidate = parts.at(0);
        criterion = parts.at(1);
        member = parts.at(2);
        return true;
    };
    if (!take(entry.entity, entry.entityId)) {
        const AuditDetail detail = AuditRepository::detailOf(entry.detail);
        if (detail.edit) {
            for (const EditedRow& row : *detail.edit) {
                if (take(row.entity, row.key))
                    break;
            }
        }
    }
    QVariant roundId;
    for (const ScoringRound& round : std::as_const(*rounds)) {
        if (!candidate.isEmpty() && round.covers(candidate, criterion)) {
            roundId = round.id;
            break;
        }
    }
    QByteArray salt(32, Qt::Uninitialized);
    QRandomGenerator::system()->generate(reinterpret_cast<quint32*>(salt.data()),
                                         reinterpret_cast<quint32*>(salt.data() + salt.size()));
    const QString saltHex = QString::fromLatin1(salt.toHex());
    const QString seal = sealOf(saltHex, entry.oldValue, entry.newValue, entry.detail);
    auto kept = storage.insert(kSealedTable, Row{{kSeq, entry.seq},
                                                 {QStringLiteral("member_id"), nonNullText(member)},
                                                 {QStringLiteral("round_id"), roundId},
                                                 {QStringLiteral("salt"), saltHex},
                                                 {QStringLiteral("old_value"), entry.oldValue},
                                                 {QStringLiteral("new_value"), entry.newValue},
                                                 {QStringLiteral("detail"), nonNullText(entry.detail)}});
    if (!kept)
        return kept.error();
    entry.oldValue = QVariant();
    entry.newValue = QVariant();
    entry.detail = compact(QJsonObject{{kSealed, true}, {kSeal, seal}});
    return {};
}

/// The values of the sealed entries the reader may read now, by seq: those of revealed rounds, and on a
/// server under its roles those of the member whose role reads (the server's row-level security lets that
/// member read their own; while the round is sealed every other reader, the chair too, sees the seal, as
/// a file shows the chair none of the sealed scores). `ownSealed` (when given) gets the seqs of the
/// latter whose round is still sealed.
Result<QHash<qint64, AuditEntry>> revealedValues(const Storage& storage, QSet<qint64>* ownSealed = nullptr)
{
    QHash<qint64, AuditEntry> values;
    if (!keepsSealedValues(storage))
        return values;
    auto rounds = RoundRepository(storage).all();
    if (!rounds)
        return rounds.error();
    QSet<qint64> revealed;
    for (const ScoringRound& round : std::as_const(*rounds)) {
        if (!round.sealed())
            revealed.insert(round.id);
    }
    const QString own = storage.roleMember();
    if (revealed.isEmpty() && own.isEmpty())
        return values;
    auto rows = storage.select(kSealedTable);
    if (!rows)
        return rows.error();
    for (const Row& row : std::as_const(*rows)) {
        const QVariant round = row.value(QStringLiteral("round_id"));
        const bool open = !isNullValue(round) && revealed.contains(round.toLongLong());
        const bool mine = !own.isEmpty() && row.value(QStringLiteral("member_id")).toString() == own;
        if (!open && !mine)
            continue;
        if (!open && ownSealed)
            ownSealed->insert(row.value(kSeq).toLongLong());
        AuditEntry entry;
        entry.oldValue = row.value(QStringLiteral("old_value"));
        entry.newValue = row.value(QStringLiteral("new_value"));
        entry.detail = row.value(QStringLiteral("detail")).toString();
        values.insert(row.value(kSeq).toLongLong(), entry);
    }
    return values;
}

/// `entry` with the values `revealed` holds for it (as it was before it was sealed).
AuditEntry unsealed(AuditEntry entry, const QHash<qint64, AuditEntry>& revealed)
{
    const auto it = revealed.constFind(entry.seq);
    if (it != revealed.cend()) {
        entry.oldValue = it->oldValue;
        entry.newValue = it->newValue;
        entry.detail = it->detail;
    }
    return entry;
}

} // namespace

Result<void> AuditRepository::scan(const std::function<bool(const AuditEntry&)>& visit) const
{
    return auditactors::scan(m_storage, [&](const AuditEntry& entry, const AuditActors&) { return visit(entry); });
}

Result<QSet<qint64>> AuditRepository::ownSealed() const
{
    QSet<qint64> own;
    if (m_storage.roleMember().isEmpty())
        return own; // a file, an administrator: nobody's own values are read apart
    auto values = revealedValues(m_storage, &own);
    if (!values)
        return values.error();
    return own;
}

Result<std::optional<AuditEntry>> AuditRepository::find(qint64 seq) const
{
    auto rows = m_storage.select(kTable, {{kSeq, seq}});
    if (!rows)
        return rows.error();
    if (rows->size() != 1)
        return std::optional<AuditEntry>{};
    QVariantList values;
    for (const QString& column : columns())
        values.append(rows->first().value(column));
    auto revealed = revealedValues(m_storage);
    if (!revealed)
        return revealed.error();
    return std::optional<AuditEntry>{unsealed(entryOf(values), *revealed)};
}

QByteArray AuditRepository::canonical(const AuditEntry& entry)
{
    return auditactors::canonical(entry, {});
}

QString AuditRepository::chainStart(const QString& workspaceId)
{
    const QByteArray start = QByteArrayLiteral("gatebench-chain 1\n") + workspaceId.toUtf8() + '\n';
    return QString::fromLatin1(QCryptographicHash::hash(start, QCryptographicHash::Sha256).toHex());
}

QString AuditRepository::chainNext(const QString& previous, const AuditEntry& entry)
{
    return auditactors::chainNext(previous, entry, {});
}

bool AuditRepository::chained() const
{
    return m_storage.columns(kTable).contains(kChainHash);
}

QString AuditRepository::workspaceId() const
{
    return SettingsRepository(m_storage).value(QLatin1String(schema::key::WorkspaceId));
}

Result<void> AuditRepository::scanChain(const std::function<bool(const ChainLink&)>& visit) const
{
    return auditactors::scanChain(m_storage, [&](const ChainLink& link, const AuditActors&) { return visit(link); });
}

namespace {

/// The last entry's seq and stored hash ({0, ""} for an empty log).
Result<std::pair<qint64, QString>> lastLink(const Storage& storage, bool chained)
{
    PageQuery query;
    query.columns = chained ? QStringList{kSeq, kChainHash} : QStringList{kSeq};
    query.descending = true;
    query.limit = 1;
    std::pair<qint64, QString> last{0, QString()};
    auto r = storage.page(kTable, query, [&](const QVariantList& values) {
        last = {values.at(0).toLongLong(), chained ? values.at(1).toString() : QString()};
        return false;
    });
    if (!r)
        return r.error();
    return last;
}

} // namespace

Result<ChainHead> AuditRepository::storedHead() const
{
    auto last = lastLink(m_storage, chained());
    if (!last)
        return last.error();
    return ChainHead{last->first, last->second.isEmpty() ? chainStart(workspaceId()) : last->second};
}

Result<qint64> AuditRepository::append(Storage& storage, const AuditEntry& given)
{
    return auditactors::append(storage, given, {});
}

namespace auditactors {

Result<qint64> append(Storage& storage, const AuditEntry& given, const AuditActors& givenActors)
{
    // In one transaction with the read of the previous hash: a concurrent writer's entry in between
    // makes the commit fail (a conflict), never a fork of the chain.
    qint64 seq = 0;
    auto written = storage.transaction([&]() -> Result<void> {
        const bool chained = storage.columns(kTable).contains(kChainHash);
        auto last = lastLink(storage, chained);
        if (!last)
            return last.error();
        AuditEntry entry = given;
        entry.seq = last->first + 1;
        entry.oldValue = storedValue(given.oldValue);
        entry.newValue = storedValue(given.newValue);
        if (sealsValues(storage)) {
            auto sealed = sealIfHidden(storage, entry);
            if (!sealed)
                return sealed.error();
        }
        Row row{{kSeq, entry.seq},
                {QStringLiteral("at_utc"), nonNullText(entry.at)},
                {QStringLiteral("actor"), nonNullText(entry.actor)},
                {QStringLiteral("action"), nonNullText(entry.action)},
                {QStringLiteral("entity"), nonNullText(entry.entity)},
                {QStringLiteral("entity_id"), nonNullText(entry.entityId)},
                {QStringLiteral("field"), nonNullText(entry.field)},
                {QStringLiteral("old_value"), entry.oldValue},
                {QStringLiteral("new_value"), entry.newValue},
                {QStringLiteral("detail"), nonNullText(entry.detail)}};
        AuditActors actors = givenActors;
        if (hasActors(storage)) {
            row.insert(kMemberId, nonNullText(actors.memberId));
            row.insert(kOsUser, nonNullText(actors.osUser));
        } else {
            actors = {}; // not stored, so not hashed either
        }
        if (chained) {
            const QString previous = last->second.isEmpty()
                                         ? AuditRepository::chainStart(AuditRepository(storage).workspaceId())
                                         : last->second;
            row.insert(kChainHash, chainNext(previous, entry, actors));
        }
        auto inserted = storage.insert(kTable, row);
        if (!inserted)
            return inserted.error();
        seq = *inserted;
        return {};
    });
    if (!written)
        return written.error();
    return seq;
}

QByteArray canonical(const AuditEntry& entry, const AuditActors& actors)
{
    // Form 2 only for an entry that records a member or an operating-system user: every entry written
    // before them (and every entry that names neither) keeps form 1, so its hash stays as it was.
    const bool form2 = !actors.isEmpty();
    QByteArray out = form2 ? QByteArrayLiteral("gatebench-audit 2\n") : QByteArrayLiteral("gatebench-audit 1\n");
    out.reserve(out.size() + 64 + entry.detail.size() * 3 / 2);
    addField(out, QString::number(entry.seq));
    for (const QString& text : {entry.at, entry.actor, entry.action, entry.entity, entry.entityId, entry.field})
        addField(out, nonNullText(text));
    addField(out, entry.oldValue);
    addField(out, entry.newValue);
    addField(out, nonNullText(entry.detail));
    if (form2) {
        addField(out, nonNullText(actors.memberId));
        addField(out, nonNullText(actors.osUser));
    }
    return out;
}

QString chainNext(const QString& previous, const AuditEntry& entry, const AuditActors& actors)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(previous.toLatin1());
    hash.addData(canonical(entry, actors));
    return QString::fromLatin1(hash.result().toHex());
}

Result<void> scanChain(const Storage& storage, const std::function<bool(const ChainLink&, const AuditActors&)>& visit)
{
    QStringList list = columnsOf(storage);
    const qsizetype hashAt = list.size();
    const bool isChained = storage.columns(kTable).contains(kChainHash);
    if (isChained)
        list.append(kChainHash);
    return storage.scan(kTable, list, [&](const QVariantList& values) {
        const QVariantList fields = values.mid(0, hashAt);
        return visit(ChainLink{entryOf(fields), isChained ? values.at(hashAt).toString() : QString()},
                     actorsOf(fields));
    });
}

Result<void> scan(const Storage& storage, const std::function<bool(const AuditEntry&, const AuditActors&)>& visit)
{
    auto revealed = revealedValues(storage);
    if (!revealed)
        return revealed.error();
    return storage.scan(kTable, columnsOf(storage), [&](const QVariantList& values) {
        return visit(unsealed(entryOf(values), *revealed), actorsOf(values));
    });
}

Result<AuditActors> find(const Storage& storage, qint64 seq)
{
    if (!hasActors(storage))
        return AuditActors{};
    auto rows = storage.select(kTable, {{kSeq, seq}});
    if (!rows)
        return rows.error();
    if (rows->size() != 1)
        return AuditActors{};
    return AuditActors{rows->first().value(kMemberId).toString(), rows->first().value(kOsUser).toString()};
}

Result<SealCheck> checkSeals(const Storage& storage)
{
    SealCheck check;
    if (!keepsSealedValues(storage))
        return check;
    auto rows = storage.select(kSealedTable, {}, {kSeq});
    if (!rows)
        return rows.error();
    // Kept on a server under its roles, and in a file that a copy from one brought seals to (a file of
    // its own keeps none: its verify says nothing of seals, as before).
    check.kept = sealsValues(storage) || !rows->isEmpty();
    for (const Row& row : std::as_const(*rows)) {
        const qint64 seq = row.value(kSeq).toLongLong();
        ++check.checked;
        auto entry = storage.select(kTable, {{kSeq, seq}});
        if (!entry)
            return entry.error();
        const QString seal =
            sealOf(row.value(QStringLiteral("salt")).toString(), row.value(QStringLiteral("old_value")),
                   row.value(QStringLiteral("new_value")), row.value(QStringLiteral("detail")).toString());
        const QString expected = compact(QJsonObject{{kSealed, true}, {kSeal, seal}});
        if (entry->size() != 1 || entry->first().value(QStringLiteral("detail")).toString() != expected)
            check.broken.append(seq);
    }
    return check;
}

} // namespace auditactors

ChangeEvent::RowChange AuditRepository::appended(qint64 seq)
{
    return {Change::Op::Insert, kTable, {{kSeq, seq}}, {}};
}

QString AuditRepository::entityOf(const QString& table)
{
    // Audit entities are named in the singular, as a committee reads them.
    static const QHash<QString, QString> names = {
        {QStringLiteral("candidates"), QStringLiteral("candidate")},
        {QStringLiteral("criteria"), QStringLiteral("criterion")},
        {QStringLiteral("assessments"), QStringLiteral("assessment")},
        {QStringLiteral("bonus_scores"), QStringLiteral("bonus_score")},
        {QStringLiteral("consensus_scores"), QStringLiteral("consensus_score")},
        {QStringLiteral("scoring_rounds"), QStringLiteral("round")},
        {QStringLiteral("poc_runs"), QStringLiteral("poc_run")},
        {QStringLiteral("poc_scenarios"), QStringLiteral("poc_scenario")},
        {QStringLiteral("tco_lines"), QStringLiteral("tco_line")},
        {QStringLiteral("tco_scenarios"), QStringLiteral("tco_scenario")},
        {QStringLiteral("tco_line_multipliers"), QStringLiteral("tco_line_multiplier")},
        {QStringLiteral("fx_rates"), QStringLiteral("fx_rate")},
        {QStringLiteral("workspace_settings"), QStringLiteral("settings")},
        {QStringLiteral("reviewers"), QStringLiteral("reviewer")},
        {QStringLiteral("baseline_jobs"), QStringLiteral("baseline_job")},
        {QStringLiteral("import_rejections"), QStringLiteral("import_rejection")},
        {QStringLiteral("evidence_files"), QStringLiteral("evidence_file")},
        {QStringLiteral("vendor_answers"), QStringLiteral("vendor_answer")},
        {QStringLiteral("mapping_presets"), QStringLiteral("mapping_preset")},
        {QStringLiteral("workflow_coverage"), QStringLiteral("workflow_coverage")},
        {QStringLiteral("workflow_essential_steps"), QStringLiteral("essential_step")},
        {QStringLiteral("teams"), QStringLiteral("team")},
        {QStringLiteral("baseline_loss_owners"), QStringLiteral("loss_owner")},
        {QStringLiteral("baseline_targets"), QStringLiteral("improvement_target")},
        {QStringLiteral("exit_checks"), QStringLiteral("exit_check")},
        {QStringLiteral("decision_record"), QStringLiteral("decision_record")},
        {QStringLiteral("signatures"), QStringLiteral("signature")},
        {QStringLiteral("decision_freezes"), QStringLiteral("decision_freeze")},
        {QStringLiteral("meetings"), QStringLiteral("meeting")},
        {QStringLiteral("meeting_attendance"), QStringLiteral("attendance")},
        {QStringLiteral("meeting_agenda"), QStringLiteral("agenda_item")},
        {QStringLiteral("meeting_decisions"), QStringLiteral("meeting_decision")},
        {QStringLiteral("meeting_actions"), QStringLiteral("meeting_action")},
        {QStringLiteral("plan_settings"), QStringLiteral("plan")},
        {QStringLiteral("plan_checks"), QStringLiteral("plan_check")},
        {QStringLiteral("whatif_policies"), QStringLiteral("scheduling_policy")},
    };
    return names.value(table, table);
}

QString AuditRepository::labelOf(const QString& table)
{
    // The workspace's translation context: these words were its own before they moved here.
    static const QHash<QString, const char*> labels = {
        {QStringLiteral("candidates"), QT_TRANSLATE_NOOP("gatebench::Workspace", "candidate")},
        {QStringLiteral("criteria"), QT_TRANSLATE_NOOP("gatebench::Workspace", "requirement")},
        {QStringLiteral("assessments"), QT_TRANSLATE_NOOP("gatebench::Workspace", "assessment")},
        {QStringLiteral("bonus_scores"), QT_TRANSLATE_NOOP("gatebench::Workspace", "bonus score")},
        {QStringLiteral("evidence_files"), QT_TRANSLATE_NOOP("gatebench::Workspace", "evidence file")},
        {QStringLiteral("reviewers"), QT_TRANSLATE_NOOP("gatebench::Workspace", "reviewer")},
        {QStringLiteral("vendor_answers"), QT_TRANSLATE_NOOP("gatebench::Workspace", "vendor answer")},
        {QStringLiteral("workspace_settings"), QT_TRANSLATE_NOOP("gatebench::Workspace", "setting")},
        {QStringLiteral("poc_runs"), QT_TRANSLATE_NOOP("gatebench::Workspace", "PoC run")},
        {QStringLiteral("poc_scenarios"), QT_TRANSLATE_NOOP("gatebench::Workspace", "PoC scenario")},
        {QStringLiteral("tco_lines"), QT_TRANSLATE_NOOP("gatebench::Workspace", "cost line")},
        {QStringLiteral("tco_scenarios"), QT_TRANSLATE_NOOP("gatebench::Workspace", "cost scenario")},
        {QStringLiteral("tco_line_multipliers"), QT_TRANSLATE_NOOP("gatebench::Workspace", "line multiplier")},
        {QStringLiteral("fx_rates"), QT_TRANSLATE_NOOP("gatebench::Workspace", "FX rate")},
        {QStringLiteral("workflow_coverage"), QT_TRANSLATE_NOOP("gatebench::Workspace", "workflow coverage")},
        {QStringLiteral("workflow_essential_steps"), QT_TRANSLATE_NOOP("gatebench::Workspace", "essential step")},
        {QStringLiteral("teams"), QT_TRANSLATE_NOOP("gatebench::Workspace", "team")},
        {QStringLiteral("gpu_inventory"), QT_TRANSLATE_NOOP("gatebench::Workspace", "GPU pool")},
        {QStringLiteral("baseline_loss_owners"), QT_TRANSLATE_NOOP("gatebench::Workspace", "loss owner")},
        {QStringLiteral("baseline_targets"), QT_TRANSLATE_NOOP("gatebench::Workspace", "improvement target")},
        {QStringLiteral("exit_checks"), QT_TRANSLATE_NOOP("gatebench::Workspace", "exit item")},
        {QStringLiteral("decision_record"), QT_TRANSLATE_NOOP("gatebench::Workspace", "decision record")},
        {QStringLiteral("signatures"), QT_TRANSLATE_NOOP("gatebench::Workspace", "signature")},
        {QStringLiteral("consensus_scores"), QT_TRANSLATE_NOOP("gatebench::Workspace", "consensus score")},
        {QStringLiteral("recusals"), QT_TRANSLATE_NOOP("gatebench::Workspace", "recusal")},
        {QStringLiteral("meetings"), QT_TRANSLATE_NOOP("gatebench::Workspace", "meeting")},
        {QStringLiteral("meeting_attendance"), QT_TRANSLATE_NOOP("gatebench::Workspace", "attendance")},
        {QStringLiteral("meeting_agenda"), QT_TRANSLATE_NOOP("gatebench::Workspace", "agenda item")},
        {QStringLiteral("meeting_decisions"), QT_TRANSLATE_NOOP("gatebench::Workspace", "meeting's decision")},
        {QStringLiteral("meeting_actions"), QT_TRANSLATE_NOOP("gatebench::Workspace", "meeting's action")},
        {QStringLiteral("plan_settings"), QT_TRANSLATE_NOOP("gatebench::Workspace", "four-week plan")},
        {QStringLiteral("plan_checks"), QT_TRANSLATE_NOOP("gatebench::Workspace", "plan check")},
        {QStringLiteral("whatif_policies"), QT_TRANSLATE_NOOP("gatebench::Workspace", "scheduling policy")},
    };
    const char* label = labels.value(table, QT_TRANSLATE_NOOP("gatebench::Workspace", "record"));
    return QCoreApplication::translate("gatebench::Workspace", label);
}

} // namespace gatebench
