#include "repositories/SnapshotRepository.h"

#include "repositories/AuditRepository.h"
#include "repositories/SignoffRepository.h"
#include "storage/Schema.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace gatebench {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::SnapshotRepository)
};

const QString kTable = QStringLiteral("snapshots");
const QString kId = QStringLiteral("id");
const QString kSettings = QStringLiteral("workspace_settings");
const QString kSettingKey = QStringLiteral("key");
const QString kSettingValue = QStringLiteral("value");
const QString kRecords = QStringLiteral("decision_record");
const QString kAssessments = QStringLiteral("assessments");
const QString kFiles = QStringLiteral("evidence_files");
const QString kContent = QStringLiteral("content");
constexpr int kFormat = 1;

/// The tables a snapshot keeps, in the order `compare` lists them, with the kind of their records.
struct KeptTable {
    const char* table;
    const char* kind;
    bool fieldByField; ///< a record added or removed is listed field by field (else as one record)
};
constexpr KeptTable kKept[] = {
    {"candidates", "candidate", false},
    {"criteria", "criterion", false},
    {"assessments", "verdict", true},
    {"evidence_files", "evidence_file", false},
    {"bonus_scores", "score", true},
    {"consensus_scores", "consensus_score", true},
    {"recusals", "recusal", true},
    {"poc_scenarios", "poc_scenario", false},
    {"poc_runs", "poc_run", false},
    {"fx_rates", "fx_rate", true},
    {"tco_scenarios", "tco_scenario", false},
    {"tco_lines", "tco_line", false},
    {"tco_line_multipliers", "tco_line", true},
    {"decision_record", "decision_record", true},
    {"signatures", "signature", true},
};

/// The settings a snapshot keeps: those the fingerprint reads, and the decision's spread threshold.
bool keptSetting(const QString& key)
{
    return SignoffRepository::fingerprintSetting(key) || key == QLatin1String(schema::key::SpreadFlagPoints);
}

bool isKept(const QString& table)
{
    if (table == kSettings)
        return true;
    return std::any_of(std::begin(kKept), std::end(kKept),
                       [&](const KeptTable& kept) { return table == QLatin1String(kept.table); });
}

QJsonValue toJson(const QVariant& value)
{
    if (isNullValue(value))
        return QJsonValue::Null;
    switch (value.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::ULongLong:
    case QMetaType::UInt:
        return QJsonObject{{QStringLiteral("i"), QString::number(value.toLongLong())}};
    case QMetaType::Double:
        return value.toDouble();
    case QMetaType::QByteArray:
        return QJsonValue::Null; // evidence content is not kept
    default:
        return value.toString();
    }
}

QVariant fromJson(const QJsonValue& value)
{
    if (value.isNull() || value.isUndefined())
        return QVariant();
    if (value.isObject())
        return QVariant(value.toObject().value(QStringLiteral("i")).toString().toLongLong());
    if (value.isDouble())
        return QVariant(value.toDouble());
    return QVariant(value.toString());
}

/// A value as the diff shows it: text (null stays null).
QVariant shown(const QVariant& value)
{
    if (isNullValue(value))
        return QVariant();
    if (value.typeId() == QMetaType::Double) {
        const double d = value.toDouble();
        if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 1e15)
            return QString::number(qint64(d));
        return QString::number(d, 'g', 17);
    }
    return value.toString();
}

bool same(const QVariant& a, const QVariant& b)
{
    return shown(a) == shown(b);
}

bool emptyValue(const QVariant& value)
{
    const QVariant text = shown(value);
    return text.isNull() || text.toString().isEmpty();
}

SnapshotInfo infoOf(const Row& row)
{
    SnapshotInfo info;
    info.id = row.value(kId).toLongLong();
    info.name = row.value(QStringLiteral("name")).toString();
    info.takenBy = row.value(QStringLiteral("taken_by")).toString();
    info.memberId = row.value(QStringLiteral("member_id")).toString();
    info.takenAt = row.value(QStringLiteral("taken_at")).toString();
    info.auditSeq = row.value(QStringLiteral("audit_seq")).toLongLong();
    info.fingerprint = row.value(QStringLiteral("fingerprint")).toString();
    info.simulated = row.value(QStringLiteral("simulated")).toInt() != 0;
    return info;
}

Error refused()
{
    return Error{Error::Kind::Usage, Text::tr("A snapshot is read-only.")};
}

/// What a record added or removed as a whole is shown as: its name or description, a TCO line with
/// its quantity and price, a PoC run with its scenario and number.
QString labelOf(const QString& table, const Row& row, const QString& key)
{
    const auto text = [&row](const char* column) { return row.value(QLatin1String(column)).toString(); };
    const auto either = [&](const char* en, const char* zh) {
        const QString value = text(en);
        return value.isEmpty() ? text(zh) : value;
    };
    if (table == QLatin1String("candidates"))
        return either("name_en", "name_zh");
    if (table == QLatin1String("criteria"))
        return either("title_en", "title_zh");
    if (table == QLatin1String("poc_scenarios"))
        return either("title_en", "title_zh");
    if (table == kFiles)
        return text("file_name");
    if (table == QLatin1String("poc_runs"))
        return QStringLiteral("%1 #%2").arg(text("scenario_id"), text("run_no"));
    if (table == QLatin1String("tco_lines"))
        return QStringLiteral("%1: %2 × %3 %4")
            .arg(either("description_en", "description_zh"), text("quantity"), text("unit_price"), text("currency"));
    return key;
}

/// The rows of `table` in `storage` by their key as the audit log names it.
Result<QList<std::pair<QString, Row>>> keyedRows(const Storage& storage, const QString& table)
{
    auto rows = storage.select(table);
    if (!rows)
        return rows.error();
    const QStringList keyColumns = storage.keyColumns(table);
    QList<std::pair<QString, Row>> keyed;
    if (table == kRecords) { // the latest version only, as the fingerprint reads it
        if (!rows->isEmpty()) {
            const Row latest = *std::max_element(rows->cbegin(), rows->cend(), [](const Row& a, const Row& b) {
                return a.value(kId).toLongLong() < b.value(kId).toLongLong();
            });
            keyed.append({QString(), latest});
        }
        return keyed;
    }
    for (const Row& row : std::as_const(*rows)) {
        Filter key;
        if (table == kFiles) { // evidence files by cell and name, not by their row id
            key.insert(QStringLiteral("candidate_id"), row.value(QStringLiteral("candidate_id")));
            key.insert(QStringLiteral("criterion_id"), row.value(QStringLiteral("criterion_id")));
            key.insert(QStringLiteral("file_name"), row.value(QStringLiteral("file_name")));
        } else {
            for (const QString& column : keyColumns)
                key.insert(column, row.value(column));
        }
        keyed.append({AuditRepository::entityIdOf(key), row});
    }
    std::sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return keyed;
}

} // namespace

Result<QList<SnapshotInfo>> SnapshotRepository::all() const
{
    auto rows = m_storage.select(kTable, {}, {kId});
    if (!rows)
        return rows.error();
    QList<SnapshotInfo> list;
    for (const Row& row : std::as_const(*rows))
        list.append(infoOf(row));
    return list;
}

Result<std::optional<SnapshotInfo>> SnapshotRepository::named(const QString& name) const
{
    auto list = all();
    if (!list)
        return list.error();
    for (const SnapshotInfo& info : std::as_const(*list)) {
        if (info.name == name)
            return std::optional<SnapshotInfo>(info);
    }
    return std::optional<SnapshotInfo>();
}

Result<std::optional<SnapshotInfo>> SnapshotRepository::lastOnOrBefore(const QDate& date) const
{
    auto list = all();
    if (!list)
        return list.error();
    std::optional<SnapshotInfo> found;
    for (const SnapshotInfo& info : std::as_const(*list)) {
        const QDate taken = QDate::fromString(info.takenAt.left(10), Qt::ISODate);
        if (taken.isValid() && taken <= date && (!found || info.takenAt >= found->takenAt))
            found = info;
    }
    return found;
}

Result<QByteArray> SnapshotRepository::data(qint64 id) const
{
    auto rows = m_storage.select(kTable, {{kId, id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("There is no snapshot %1.").arg(id)};
    return rows->first().value(QStringLiteral("data")).toByteArray();
}

Result<QByteArray> SnapshotRepository::capture(const Storage& storage)
{
    QJsonObject tables;
    for (const KeptTable& kept : kKept) {
        const QString table = QLatin1String(kept.table);
        auto rows = storage.select(table);
        if (!rows)
            return rows.error();
        QStringList columns = storage.columns(table);
        columns.removeAll(kContent);
        QJsonArray list;
        for (const Row& row : std::as_const(*rows)) {
            QJsonArray values;
            for (const QString& column : std::as_const(columns))
                values.append(toJson(row.value(column)));
            list.append(values);
        }
        tables.insert(table, QJsonObject{{QStringLiteral("columns"), QJsonArray::fromStringList(columns)},
                                         {QStringLiteral("rows"), list}});
    }
    auto settings = storage.select(kSettings);
    if (!settings)
        return settings.error();
    QJsonObject kept;
    for (const Row& row : std::as_const(*settings)) {
        const QString key = row.value(kSettingKey).toString();
        if (keptSetting(key))
            kept.insert(key, row.value(kSettingValue).toString());
    }
    const QJsonObject document{
        {QStringLiteral("format"), kFormat}, {QStringLiteral("tables"), tables}, {QStringLiteral("settings"), kept}};
    return qCompress(QJsonDocument(document).toJson(QJsonDocument::Compact), 9);
}

Result<Change> SnapshotRepository::insertChange(const SnapshotInfo& info, const QByteArray& data) const
{
    auto list = all();
    if (!list)
        return list.error();
    const qint64 id = list->isEmpty() ? 1 : list->last().id + 1;
    return Change::insert(kTable, {{kId, id}},
                          {{kId, id},
                           {QStringLiteral("name"), info.name},
                           {QStringLiteral("taken_by"), nonNullText(info.takenBy)},
                           {QStringLiteral("member_id"), nonNullText(info.memberId)},
                           {QStringLiteral("taken_at"), info.takenAt},
                           {QStringLiteral("audit_seq"), info.auditSeq},
                           {QStringLiteral("fingerprint"), info.fingerprint},
                           {QStringLiteral("data"), data},
                           {QStringLiteral("simulated"), info.simulated ? 1 : 0}});
}

Result<QList<RecordDifference>> SnapshotRepository::compare(const Storage& before, const Storage& after)
{
    QList<RecordDifference> list;
    const auto& covered = SignoffRepository::fingerprintTables();
    for (const KeptTable& kept : kKept) {
        const QString table = QLatin1String(kept.table);
        const QSet<QString> left = covered.value(table);
        QStringList fields;
        const QStringList keyColumns = after.keyColumns(table);
        for (const QString& column : after.columns(table)) {
            if (!left.contains(column) && column != kContent && !(table == kRecords && column == kId) &&
                !(table == kFiles && column == kId))
                fields.append(column);
        }
        auto old = keyedRows(before, table);
        if (!old)
            return old.error();
        auto now = keyedRows(after, table);
        if (!now)
            return now.error();
        QMap<QString, Row> oldRows, newRows;
        for (const auto& [key, row] : std::as_const(*old))
            oldRows.insert(key, row);
        for (const auto& [key, row] : std::as_const(*now))
            newRows.insert(key, row);
        QStringList keys = oldRows.keys() + newRows.keys();
        keys.removeDuplicates();
        std::sort(keys.begin(), keys.end());
        for (const QString& key : std::as_const(keys)) {
            const bool had = oldRows.contains(key);
            const bool has = newRows.contains(key);
            const Row& any = has ? newRows[key] : oldRows[key];
            RecordDifference base;
            base.kind = QLatin1String(kept.kind);
            base.entity = table == kRecords ? QStringLiteral("decision_record") // not storage: an audit entity
                                            : AuditRepository::entityOf(table);
            base.key = key;
            base.candidateId = any.value(QStringLiteral("candidate_id")).toString();
            base.criterionId = any.value(QStringLiteral("criterion_id")).toString();
            base.memberId = table == QLatin1String("bonus_scores") ? any.value(QStringLiteral("reviewer_id")).toString()
                                                                   : any.value(QStringLiteral("member_id")).toString();
            if (table == QLatin1String("candidates"))
                base.candidateId = any.value(kId).toString();
            if (table == QLatin1String("criteria"))
                base.criterionId = any.value(kId).toString();
            if (had && has) {
                for (const QString& field : std::as_const(fields)) {
                    const QVariant a = oldRows[key].value(field);
                    const QVariant b = newRows[key].value(field);
                    if (same(a, b))
                        continue;
                    RecordDifference one = base;
                    if (table == kAssessments && field.startsWith(QLatin1String("waiver_")))
                        one.kind = QStringLiteral("waiver"); // not storage: a kind of the diff
                    one.field = field;
                    one.before = shown(a);
                    one.after = shown(b);
                    list.append(one);
                }
                continue;
            }
            if (!kept.fieldByField) {
                RecordDifference one = base;
                one.before = had ? QVariant(labelOf(table, any, key)) : QVariant();
                one.after = has ? QVariant(labelOf(table, any, key)) : QVariant();
                list.append(one);
                continue;
            }
            for (const QString& field : std::as_const(fields)) {
                if (keyColumns.contains(field))
                    continue;
                const QVariant value = any.value(field);
                // A verdict added as Unknown, an empty note: nothing a reader would miss.
                if (emptyValue(value) || (table == kAssessments && field == QLatin1String("verdict") &&
                                          value.toString() == QLatin1String("unknown")))
                    continue;
                RecordDifference one = base;
                if (table == kAssessments && field.startsWith(QLatin1String("waiver_")))
                    one.kind = QStringLiteral("waiver"); // not storage: a kind of the diff
                one.field = field;
                one.before = had ? shown(value) : QVariant();
                one.after = has ? shown(value) : QVariant();
                list.append(one);
            }
        }
    }
    // The settings the snapshot keeps.
    auto oldSettings = before.select(kSettings);
    if (!oldSettings)
        return oldSettings.error();
    auto newSettings = after.select(kSettings);
    if (!newSettings)
        return newSettings.error();
    QMap<QString, QString> a, b;
    for (const Row& row : std::as_const(*oldSettings)) {
        if (keptSetting(row.value(kSettingKey).toString()))
            a.insert(row.value(kSettingKey).toString(), row.value(kSettingValue).toString());
    }
    for (const Row& row : std::as_const(*newSettings)) {
        if (keptSetting(row.value(kSettingKey).toString()))
            b.insert(row.value(kSettingKey).toString(), row.value(kSettingValue).toString());
    }
    QStringList keys = a.keys() + b.keys();
    keys.removeDuplicates();
    std::sort(keys.begin(), keys.end());
    for (const QString& key : std::as_const(keys)) {
        if (a.contains(key) == b.contains(key) && a.value(key) == b.value(key))
            continue;
        RecordDifference one;
        one.kind = QStringLiteral("setting"); // not storage: a kind of the diff
        one.entity = AuditRepository::entityOf(kSettings);
        one.key = key;
        one.field = kSettingValue;
        one.before = a.contains(key) ? QVariant(a.value(key)) : QVariant();
        one.after = b.contains(key) ? QVariant(b.value(key)) : QVariant();
        list.append(one);
    }
    return list;
}

// ---- SnapshotRows ----

Result<std::unique_ptr<SnapshotRows>> SnapshotRows::open(const Storage& current, const QByteArray& data)
{
    const Error bad{Error::Kind::BadInput, Text::tr("The snapshot's data cannot be read.")};
    const QByteArray json = qUncompress(data);
    if (json.isEmpty())
        return bad;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject() ||
        document.object().value(QStringLiteral("format")).toInt() != kFormat)
        return bad;
    std::unique_ptr<SnapshotRows> rows(new SnapshotRows(current));
    const QJsonObject tables = document.object().value(QStringLiteral("tables")).toObject();
    for (const KeptTable& kept : kKept) {
        const QString table = QLatin1String(kept.table);
        const QJsonObject one = tables.value(table).toObject();
        QStringList columns;
        for (const QJsonValue& column : one.value(QStringLiteral("columns")).toArray())
            columns.append(column.toString());
        QList<Row> list;
        for (const QJsonValue& values : one.value(QStringLiteral("rows")).toArray()) {
            const QJsonArray array = values.toArray();
            Row row;
            for (qsizetype i = 0; i < columns.size(); ++i)
                row.insert(columns.at(i), fromJson(array.at(i)));
            list.append(row);
        }
        rows->m_tables.insert(table, list);
    }
    // The settings: the file's as they are, but those a snapshot keeps as it kept them.
    auto settings = current.select(kSettings);
    if (!settings)
        return settings.error();
    QList<Row> list;
    for (const Row& row : std::as_const(*settings)) {
        if (!keptSetting(row.value(kSettingKey).toString()))
            list.append(row);
    }
    const QJsonObject kept = document.object().value(QStringLiteral("settings")).toObject();
    for (auto it = kept.constBegin(); it != kept.constEnd(); ++it)
        list.append(Row{{kSettingKey, it.key()}, {kSettingValue, it.value().toString()}});
    rows->m_tables.insert(kSettings, list);
    return rows;
}

std::optional<QList<Row>> SnapshotRows::kept(const QString& table, const Filter& filter) const
{
    if (!isKept(table))
        return std::nullopt;
    QList<Row> list;
    for (const Row& row : m_tables.value(table)) {
        bool match = true;
        for (auto it = filter.cbegin(); it != filter.cend() && match; ++it) {
            const QVariant value = row.value(it.key());
            match = isNullValue(it.value()) ? isNullValue(value) : same(value, it.value());
        }
        if (match)
            list.append(row);
    }
    return list;
}

Result<QList<Row>> SnapshotRows::select(const QString& table, const Filter& filter, const QStringList& orderBy) const
{
    auto rows = kept(table, filter);
    if (!rows)
        return inner().select(table, filter, orderBy);
    const QStringList order = orderBy.isEmpty() ? inner().keyColumns(table) : orderBy;
    std::stable_sort(rows->begin(), rows->end(), [&](const Row& a, const Row& b) {
        for (const QString& column : order) {
            const QVariant x = a.value(column);
            const QVariant y = b.value(column);
            const QPartialOrdering c = QVariant::compare(x, y);
            if (c == QPartialOrdering::Less)
                return true;
            if (c == QPartialOrdering::Greater)
                return false;
        }
        return false;
    });
    return *rows;
}

Result<void> SnapshotRows::scan(const QString& table, const QStringList& columns,
                                const std::function<bool(const QVariantList&)>& visit) const
{
    if (!isKept(table))
        return inner().scan(table, columns, visit);
    auto rows = select(table);
    if (!rows)
        return rows.error();
    for (const Row& row : std::as_const(*rows)) {
        QVariantList values;
        for (const QString& column : columns)
            values.append(row.value(column));
        if (!visit(values))
            break;
    }
    return {};
}

Result<qint64> SnapshotRows::count(const QString& table, const Filter& filter) const
{
    auto rows = kept(table, filter);
    if (!rows)
        return inner().count(table, filter);
    return qint64(rows->size());
}

Result<void> SnapshotRows::page(const QString& table, const PageQuery& query,
                                const std::function<bool(const QVariantList&)>& visit) const
{
    if (isKept(table))
        return refused();
    return inner().page(table, query, visit);
}

Result<QVariantList> SnapshotRows::distinct(const QString& table, const QString& column,
                                            const QList<Condition>& where) const
{
    if (isKept(table))
        return refused();
    return inner().distinct(table, column, where);
}

Result<qint64> SnapshotRows::countWhere(const QString& table, const QList<Condition>& where) const
{
    if (isKept(table))
        return refused();
    return inner().countWhere(table, where);
}

Result<void> SnapshotRows::scanCells(const QString& table, const QStringList& columns, qsizetype batchRows,
                                     const std::function<bool(const CellBatch&)>& visit,
                                     const QList<Condition>& where) const
{
    if (isKept(table))
        return refused();
    return inner().scanCells(table, columns, batchRows, visit, where);
}

Result<void> SnapshotRows::transaction(const std::function<Result<void>()>& work)
{
    return work();
}
Result<bool> SnapshotRows::deferIndex(const QString&, const QString&)
{
    return false;
}
Error SnapshotRows::refusal() const
{
    return refused();
}
Result<void> SnapshotRows::copyTo(const QString&) const
{
    return refused();
}

} // namespace gatebench
