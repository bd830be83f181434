#include "repositories/CriterionRepository.h"
#include "repositories/RowValues.h"
#include "storage/ChangeSpool.h"

#include "decision/DecisionKeys.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace gatebench {

namespace {

using rows::pair;
using rows::text;

/// The translation context of the requirement commands' messages (lupdate reads it from the macro).
struct CommandText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::criteria)
};

/// The translation context of these messages when they were part of the decision engine's loader,
/// kept so that their translations still apply (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecisionEngine)
};

const QString kTable = QStringLiteral("criteria");
const QString kId = QStringLiteral("id");
const QString kPosition = QStringLiteral("position");

struct FieldColumn {
    CriterionField field;
    const char* column;
};

constexpr std::array kFields{
    FieldColumn{CriterionField::TitleZh, "title_zh"},
    FieldColumn{CriterionField::TitleEn, "title_en"},
    FieldColumn{CriterionField::DescriptionZh, "description_zh"},
    FieldColumn{CriterionField::DescriptionEn, "description_en"},
    FieldColumn{CriterionField::OwnerRoleZh, "owner_role_zh"},
    FieldColumn{CriterionField::OwnerRoleEn, "owner_role_en"},
    FieldColumn{CriterionField::AcceptanceZh, "acceptance_zh"},
    FieldColumn{CriterionField::AcceptanceEn, "acceptance_en"},
    FieldColumn{CriterionField::Category, "category"},
    FieldColumn{CriterionField::EvidenceRequired, "evidence_required"},
    FieldColumn{CriterionField::Weight, "weight"},
    FieldColumn{CriterionField::ReviewDate, "review_date"},
    FieldColumn{CriterionField::MetricRule, "metric_rule"},
    FieldColumn{CriterionField::VendorQuestionZh, "vendor_question_zh"},
    FieldColumn{CriterionField::VendorQuestionEn, "vendor_question_en"},
};

/// The stored form of a field of `c` (what its column holds for it).
QVariant storedValue(const Criterion& c, CriterionField field)
{
    const QVariant value = fieldValue(c, field);
    switch (field) {
    case CriterionField::EvidenceRequired:
        return value.toBool() ? 1 : 0;
    case CriterionField::Weight:
    case CriterionField::ReviewDate:
        return value;
    case CriterionField::MetricRule:
        return c.metricRule.isEmpty() ? QVariant() : QVariant(c.metricRule);
    default:
        return nonNullText(value.toString());
    }
}

int tierOrder(CriterionTier tier)
{
    switch (tier) {
    case CriterionTier::Gate:
        return 0;
    case CriterionTier::Bonus:
        return 1;
    case CriterionTier::Deferred:
        return 2;
    }
    return 3;
}

bool isEmptyValue(const QVariant& value)
{
    return !value.isValid() || value.isNull() || value.toString().isEmpty();
}

/// Whether a stored value and a wanted one are the same, column by column: texts as texts (a
/// stored '' equals an empty text), the weight as a number, and an empty nullable value only equal
/// to an empty one.
bool same(const QString& column, const QVariant& stored, const QVariant& wanted)
{
    const bool nullable = column == QLatin1String("weight") || column == QLatin1String("review_date") ||
                          column == QLatin1String("metric_rule");
    if (nullable) {
        const bool storedEmpty = isEmptyValue(stored);
        const bool wantedEmpty = isEmptyValue(wanted);
        if (storedEmpty || wantedEmpty)
            return storedEmpty == wantedEmpty;
        if (column == QLatin1String("weight"))
            return stored.toDouble() == wanted.toDouble();
    }
    return stored.toString() == wanted.toString();
}

} // namespace

Result<Criterion> CriterionRepository::fromRow(const Row& row)
{
    Criterion c;
    c.id = text(row, "id");
    c.position = row.value(QStringLiteral("position")).toInt();
    const auto tier = tierFromKey(text(row, "tier"));
    if (!tier)
        return makeError(Error::Kind::Integrity,
                         Text::tr("Criterion %1 has an unknown tier %2").arg(c.id, text(row, "tier")));
    c.tier = *tier;
    c.category = text(row, "category");
    c.title = pair(row, "title");
    c.description = pair(row, "description");
    c.ownerRole = pair(row, "owner_role");
    c.acceptance = pair(row, "acceptance");
    c.vendorQuestion = pair(row, "vendor_question");
    c.evidenceRequired = row.value(QStringLiteral("evidence_required")).toInt() != 0;
    const QVariant weight = row.value(QStringLiteral("weight"));
    if (!weight.isNull())
        c.weight = weight.toDouble();
    c.reviewDate = QDate::fromString(text(row, "review_date"), Qt::ISODate);
    c.metricRule = text(row, "metric_rule");
    return c;
}

namespace {

/// The columns of a whole criterion row, sorted (as a Row's keys).
const QStringList& rowColumns()
{
    static const QStringList columns{QStringLiteral("acceptance_en"),
                                     QStringLiteral("acceptance_zh"),
                                     QStringLiteral("category"),
                                     QStringLiteral("description_en"),
                                     QStringLiteral("description_zh"),
                                     QStringLiteral("evidence_required"),
                                     QStringLiteral("id"),
                                     QStringLiteral("metric_rule"),
                                     QStringLiteral("owner_role_en"),
                                     QStringLiteral("owner_role_zh"),
                                     QStringLiteral("position"),
                                     QStringLiteral("review_date"),
                                     QStringLiteral("tier"),
                                     QStringLiteral("title_en"),
                                     QStringLiteral("title_zh"),
                                     QStringLiteral("vendor_question_en"),
                                     QStringLiteral("vendor_question_zh"),
                                     QStringLiteral("weight")};
    return columns;
}

/// The values of a whole criterion row, in the order of rowColumns().
QVariantList rowValues(const Criterion& c)
{
    return {nonNullText(c.acceptance.en),
            nonNullText(c.acceptance.zh),
            nonNullText(c.category),
            nonNullText(c.description.en),
            nonNullText(c.description.zh),
            c.evidenceRequired ? 1 : 0,
            c.id,
            c.metricRule.isEmpty() ? QVariant() : QVariant(c.metricRule),
            nonNullText(c.ownerRole.en),
            nonNullText(c.ownerRole.zh),
            c.position,
            c.reviewDate.isValid() ? QVariant(c.reviewDate.toString(Qt::ISODate)) : QVariant(),
            tierKey(c.tier),
            nonNullText(c.title.en),
            nonNullText(c.title.zh),
            nonNullText(c.vendorQuestion.en),
            nonNullText(c.vendorQuestion.zh),
            c.weight ? QVariant(*c.weight) : QVariant()};
}

} // namespace

Row CriterionRepository::toRow(const Criterion& c)
{
    // The columns in key order, each appended at the map's end without a search.
    const QStringList& columns = rowColumns();
    const QVariantList values = rowValues(c);
    Row row;
    for (qsizetype i = 0; i < columns.size(); ++i)
        row.insert(row.cend(), columns.at(i), values.at(i));
    return row;
}

Result<void> CriterionRepository::insertAll(Storage& storage, const QList<Criterion>& criteria)
{
    for (const Criterion& criterion : criteria) {
        if (auto r = storage.insert(QStringLiteral("criteria"), toRow(criterion)); !r)
            return r.error();
    }
    return {};
}

Result<void> CriterionRepository::writeMetricRule(Storage& storage, const QString& id, const QString& rule)
{
    auto r = storage.update(QStringLiteral("criteria"), {{QStringLiteral("id"), id}},
                            {{QStringLiteral("metric_rule"), rule.isEmpty() ? QVariant() : QVariant(rule)}});
    if (!r)
        return r.error();
    return {};
}

namespace {

/// Whether a value as stored and as toRow() writes it are the same value, as a write or a
/// comparison in SQL takes them: both NULL; whole numbers of any width equal; real numbers equal;
/// texts equal. Anything else (a number stored as text, a NULL against an empty text) is not.
bool sameStoredValue(const QVariant& stored, const QVariant& written)
{
    if (isNullValue(stored) || isNullValue(written))
        return isNullValue(stored) && isNullValue(written);
    const auto whole = [](const QVariant& v) {
        switch (v.typeId()) {
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
        case QMetaType::Bool:
            return true;
        default:
            return false;
        }
    };
    if (whole(stored) && whole(written))
        return stored.toLongLong() == written.toLongLong();
    if (stored.typeId() == QMetaType::Double && written.typeId() == QMetaType::Double)
        return stored.toDouble() == written.toDouble();
    if (stored.typeId() == QMetaType::QString && written.typeId() == QMetaType::QString)
        return *static_cast<const QString*>(stored.constData()) == *static_cast<const QString*>(written.constData());
    return false;
}

} // namespace

Result<QList<Stored<Criterion>>> CriterionRepository::storedOrdered() const
{
    // Streamed, each row let go once read: a whole select held 200,000 criteria as row maps, about
    // 350 MB while an import of them was prepared. A criterion keeps its row as stored only where
    // that differs from toRow() of it in a column toRow() writes: updated() takes the values it
    // expects from the one or the other, the same values.
    const QStringList columns = m_storage.columns(kTable);
    const QStringList& written = rowColumns();
    QList<Stored<Criterion>> list;
    std::optional<Error> failure;
    auto scanned = m_storage.scan(kTable, columns, [&](const QVariantList& values) {
        Row row;
        for (qsizetype i = 0; i < columns.size() && i < values.size(); ++i)
            row.insert(columns.at(i), values.at(i));
        auto criterion = fromRow(row);
        if (!criterion) {
            failure = criterion.error();
            return false;
        }
        const QVariantList mine = rowValues(*criterion);
        bool same = true;
        for (qsizetype i = 0; i < written.size() && same; ++i)
            same = sameStoredValue(row.value(written.at(i)), mine.at(i));
        list.append({std::move(*criterion), same ? Row() : row});
        return true;
    });
    if (failure)
        return *failure;
    if (!scanned)
        return scanned.error();
    // Reading order: by tier, then position, then id as SQLite orders texts (their UTF-8 bytes).
    std::sort(list.begin(), list.end(), [](const Stored<Criterion>& a, const Stored<Criterion>& b) {
        const int ta = tierOrder(a.value.tier);
        const int tb = tierOrder(b.value.tier);
        if (ta != tb)
            return ta < tb;
        if (a.value.position != b.value.position)
            return a.value.position < b.value.position;
        return a.value.id.toUtf8() < b.value.id.toUtf8();
    });
    return list;
}

Change CriterionRepository::inserted(const Criterion& criterion)
{
    return Change::insert(QStringLiteral("criteria"), {{QStringLiteral("id"), criterion.id}}, toRow(criterion));
}

ChangeSet CriterionRepository::updated(const Stored<Criterion>& stored, const Criterion& wanted)
{
    Row before;
    Row after;
    const Row row = toRow(wanted);
    // The values as stored: the stored row where storedOrdered() kept one, else toRow() of the value.
    const Row was = stored.row.isEmpty() ? toRow(stored.value) : stored.row;
    for (auto it = row.cbegin(); it != row.cend(); ++it) {
        const QVariant old = was.value(it.key());
        if (it.key() == QLatin1String("id") || same(it.key(), old, it.value()))
            continue;
        before.insert(it.key(), old);
        after.insert(it.key(), it.value());
    }
    if (after.isEmpty())
        return {};
    return {Change::update(QStringLiteral("criteria"), {{QStringLiteral("id"), stored.value.id}}, before, after)};
}

void CriterionRepository::spoolInserted(ChangeSpool& spool, const Criterion& criterion)
{
    spool.appendInsert(kTable, {{kId, criterion.id}}, rowColumns(), rowValues(criterion));
}

void CriterionRepository::shiftAppended(SpooledInsert& row, const std::array<int, 3>& first)
{
    if (row.table != kTable)
        return;
    // Where the tier and the position are among the row's columns: the rows of an import have the
    // same columns, so the places found for the row before are checked by name and kept (finding
    // both by comparing the names of every row was 1.3 % of a narrow row's instructions, issue 28,
    // item 10). Per thread: imports run on workers.
    static const QString tierColumn = QStringLiteral("tier");
    thread_local qsizetype tierAt = -1;
    thread_local qsizetype positionAt = -1;
    const auto holds = [&row](qsizetype at, const QString& column) {
        return at >= 0 && at < row.columns.size() && at < row.values.size() && row.columns.at(at) == column;
    };
    if (!holds(tierAt, tierColumn))
        tierAt = row.columns.indexOf(tierColumn);
    if (!holds(positionAt, kPosition))
        positionAt = row.columns.indexOf(kPosition);
    if (positionAt < 0 || positionAt >= row.values.size())
        return; // no position to shift (as setValue did nothing)
    const QVariant none;
    const QVariant& tierValue = tierAt >= 0 && tierAt < row.values.size() ? row.values.at(tierAt) : none;
    const auto tier = tierFromKey(tierValue.toString());
    const int shift = first[std::size_t(tierOrder(tier.value_or(CriterionTier::Deferred)))];
    QVariant& position = row.values[positionAt];
    position = shift + position.toInt();
}

void CriterionRepository::shiftAppended(Change& change, const std::array<int, 3>& first)
{
    if (change.op != Change::Op::Insert || change.table != QLatin1String("criteria"))
        return;
    const auto tier = tierFromKey(text(change.after, "tier"));
    const int shift = first[std::size_t(tierOrder(tier.value_or(CriterionTier::Deferred)))];
    change.after.insert(QStringLiteral("position"), shift + change.after.value(QStringLiteral("position")).toInt());
}

Result<QList<Criterion>> CriterionRepository::ordered() const
{
    auto rows = m_storage.select(kTable, {}, {kPosition, kId});
    if (!rows)
        return rows.error();
    QList<Criterion> list;
    list.reserve(rows->size());
    for (const Row& row : std::as_const(*rows)) {
        auto criterion = fromRow(row);
        if (!criterion)
            return criterion.error();
        list.append(*criterion);
    }
    std::stable_sort(list.begin(), list.end(),
                     [](const Criterion& a, const Criterion& b) { return tierOrder(a.tier) < tierOrder(b.tier); });
    return list;
}

Result<std::optional<Criterion>> CriterionRepository::find(const QString& id) const
{
    auto rows = m_storage.select(kTable, {{kId, id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<Criterion>{};
    auto criterion = fromRow(rows->first());
    if (!criterion)
        return criterion.error();
    return std::optional<Criterion>{*criterion};
}

QVariant fieldValue(const Criterion& c, CriterionField field)
{
    switch (field) {
    case CriterionField::TitleZh:
        return c.title.zh;
    case CriterionField::TitleEn:
        return c.title.en;
    case CriterionField::DescriptionZh:
        return c.description.zh;
    case CriterionField::DescriptionEn:
        return c.description.en;
    case CriterionField::OwnerRoleZh:
        return c.ownerRole.zh;
    case CriterionField::OwnerRoleEn:
        return c.ownerRole.en;
    case CriterionField::AcceptanceZh:
        return c.acceptance.zh;
    case CriterionField::AcceptanceEn:
        return c.acceptance.en;
    case CriterionField::Category:
        return c.category;
    case CriterionField::EvidenceRequired:
        return c.evidenceRequired;
    case CriterionField::Weight:
        return c.weight ? QVariant(*c.weight) : QVariant();
    case CriterionField::ReviewDate:
        return c.reviewDate.isValid() ? QVariant(c.reviewDate.toString(Qt::ISODate)) : QVariant();
    case CriterionField::MetricRule:
        return c.metricRule;
    case CriterionField::VendorQuestionZh:
        return c.vendorQuestion.zh;
    case CriterionField::VendorQuestionEn:
        return c.vendorQuestion.en;
    }
    return {};
}

QString CriterionRepository::fieldKey(CriterionField field)
{
    for (const FieldColumn& f : kFields) {
        if (f.field == field)
            return QLatin1String(f.column);
    }
    return {};
}

std::optional<CriterionField> CriterionRepository::fieldFromKey(const QString& key)
{
    for (const FieldColumn& f : kFields) {
        if (key == QLatin1String(f.column))
            return f.field;
    }
    return std::nullopt;
}

QList<CriterionField> CriterionRepository::editableFields()
{
    QList<CriterionField> fields;
    for (const FieldColumn& f : kFields)
        fields.append(f.field);
    return fields;
}

bool CriterionRepository::isText(CriterionField field)
{
    return int(field) <= int(CriterionField::AcceptanceEn) || field == CriterionField::VendorQuestionZh ||
           field == CriterionField::VendorQuestionEn;
}

Result<QList<Row>> CriterionRepository::orderedRows() const
{
    auto rows = m_storage.select(kTable, {}, {kPosition, kId});
    if (!rows)
        return rows.error();
    QList<Row> list = *rows;
    const auto rank = [](const Row& row) {
        const auto tier = tierFromKey(text(row, "tier"));
        return tier ? tierOrder(*tier) : 2;
    };
    std::stable_sort(list.begin(), list.end(), [&](const Row& a, const Row& b) { return rank(a) < rank(b); });
    return list;
}

Result<bool> CriterionRepository::exists(const QString& id) const
{
    auto n = m_storage.count(kTable, {{kId, id}});
    if (!n)
        return n.error();
    return *n > 0;
}

Change CriterionRepository::insert(const Criterion& c, const QString& language)
{
    const bool english = language == QLatin1String("en");
    const QString suffix = english ? QStringLiteral("_en") : QStringLiteral("_zh");
    const auto in = [english](const Bilingual& b) { return nonNullText(english ? b.en : b.zh); };
    Row row{{kId, c.id},
            {kPosition, c.position},
            {QStringLiteral("tier"), tierKey(c.tier)},
            {QStringLiteral("category"), nonNullText(c.category)},
            {QStringLiteral("title") + suffix, in(c.title)},
            {QStringLiteral("owner_role") + suffix, in(c.ownerRole)},
            {QStringLiteral("acceptance") + suffix, in(c.acceptance)},
            {QStringLiteral("evidence_required"), c.evidenceRequired ? 1 : 0},
            {QStringLiteral("weight"), c.weight ? QVariant(*c.weight) : QVariant()},
            {QStringLiteral("review_date"),
             c.reviewDate.isValid() ? QVariant(c.reviewDate.toString(Qt::ISODate)) : QVariant()}};
    if (!c.metricRule.isEmpty()) // a new criterion made a metric gate at once (from an improvement target)
        row.insert(QStringLiteral("metric_rule"), c.metricRule);
    return Change::insert(kTable, {{kId, c.id}}, row);
}

Result<ChangeSet> CriterionRepository::arrange(const QStringList& order, const std::optional<TierMove>& moved) const
{
    auto rows = m_storage.select(kTable);
    if (!rows)
        return rows.error();
    QHash<QString, Row> byId;
    for (const Row& row : std::as_const(*rows))
        byId.insert(text(row, "id"), row);
    ChangeSet changes;
    for (int i = 0; i < order.size(); ++i) {
        const QString& id = order.at(i);
        if (!byId.contains(id))
            continue;
        const Row& row = byId.value(id);
        Row before;
        Row after;
        if (row.value(kPosition).toInt() != i || row.value(kPosition).isNull()) {
            before.insert(kPosition, row.value(kPosition));
            after.insert(kPosition, i);
        }
        Row more;
        if (moved && moved->id == id) {
            more.insert(QStringLiteral("tier"), tierKey(moved->tier));
            for (const auto& [field, value] : moved->fields)
                more.insert(fieldKey(field), value);
        }
        for (auto it = more.cbegin(); it != more.cend(); ++it) {
            const QVariant old = row.value(it.key());
            const bool oldNull = old.isNull() || !old.isValid();
            const bool newNull = it.value().isNull() || !it.value().isValid();
            if (oldNull ? newNull : (!newNull && old == it.value()))
                continue;
            before.insert(it.key(), old);
            after.insert(it.key(), it.value());
        }
        if (!after.isEmpty())
            changes.append(Change::update(kTable, {{kId, id}}, before, after));
    }
    return changes;
}

Result<ChangeSet> CriterionRepository::setFields(const QString& id,
                                                 const QList<std::pair<CriterionField, QVariant>>& values,
                                                 const std::optional<Criterion>& expected) const
{
    auto rows = m_storage.select(kTable, {{kId, id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error{Error::Kind::Conflict, CommandText::tr("The requirement %1 no longer exists").arg(id)};
    const Row& current = rows->first();
    std::optional<Criterion> stored;
    if (expected) {
        auto read = fromRow(current);
        if (!read)
            return read.error();
        stored = *read;
    }
    // A NULL read back is an invalid QVariant, written back as NULL.
    const auto same = [](const QVariant& old, const QVariant& value) {
        const bool bothNull = old.isNull() && (value.isNull() || !value.isValid());
        return bothNull || (!old.isNull() && value.isValid() && old == value);
    };
    Row before;
    Row after;
    for (const auto& [field, value] : values) {
        const QString column = fieldKey(field);
        const QVariant old = current.value(column);
        if (stored && fieldValue(*stored, field) != fieldValue(*expected, field)) {
            // Changed by someone else since the view read it. Left as the view showed it: nothing to
            // write; else the update expects what the view showed, and the workspace refuses it.
            const QVariant shown = storedValue(*expected, field);
            if (same(shown, value))
                continue;
            before.insert(column, shown);
            after.insert(column, value);
            continue;
        }
        if (same(old, value))
            continue;
        before.insert(column, old);
        after.insert(column, value);
    }
    if (after.isEmpty())
        return ChangeSet{};
    return ChangeSet{Change::update(kTable, {{kId, id}}, before, after)};
}

CriterionRepository::Removal CriterionRepository::removal(const QString& id)
{
    return {kTable, {{kId, id}}};
}

Result<CriterionRepository::Dependents> CriterionRepository::dependents(const QString& id) const
{
    const Filter filter{{QStringLiteral("criterion_id"), id}};
    Dependents d;
    for (auto [table, target] : {std::pair{"assessments", &d.assessments}, std::pair{"bonus_scores", &d.scores},
                                 std::pair{"evidence_files", &d.files}}) {
        auto n = m_storage.count(QLatin1String(table), filter);
        if (!n)
            return n.error();
        *target = *n;
    }
    return d;
}

bool CriterionRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kTable);
}

bool CriterionRepository::reorderedBy(const ChangeEvent& event)
{
    return event.reshapes(kTable, {kId, QStringLiteral("tier"), kPosition});
}

QStringList CriterionRepository::editedIn(const ChangeEvent& event)
{
    QStringList ids;
    for (const ChangeEvent::RowChange& change : event.rows) {
        if (change.table == kTable && !ids.contains(change.key.value(kId).toString()))
            ids.append(change.key.value(kId).toString());
    }
    return ids;
}

} // namespace gatebench
