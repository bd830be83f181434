#include "CriteriaImporter.h"

#include "commands/Criteria.h"
#include "core/Ids.h"
#include "decision/DecisionEngine.h"
#include "decision/DecisionKeys.h"
#include "reports/Questionnaire.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>

#include <array>
#include <cmath>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CriteriaImporter)
};

const QString kTable = QStringLiteral("criteria");

/// A value the table keeps as text: never a null QString, which would not round-trip as ''.
QString text(const QHash<QString, Converted>& values, const QString& field)
{
    const Converted value = values.value(field);
    return value.state == Converted::State::Value ? nonNullText(value.value.toString().trimmed()) : emptyText();
}

QString text(const QHash<QString, Converted>& values, const char* field)
{
    return text(values, QLatin1String(field));
}

const QRegularExpression& idPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9][a-z0-9-]{0,63}$"));
    return pattern;
}

/// The bilingual texts: the field of the record kind and the column base of the table.
struct TextPair {
    const char* field;
    const char* column;
};
constexpr TextPair kTexts[] = {
    {"title", "title"},
    {"description", "description"},
    {"owner", "owner_role"},
    {"acceptance", "acceptance"},
};

bool isNullable(const QString& column)
{
    return column == QLatin1String("weight") || column == QLatin1String("review_date") ||
           column == QLatin1String("metric_rule");
}

bool isEmptyValue(const QVariant& value)
{
    return !value.isValid() || value.isNull() || value.toString().isEmpty();
}

/// Whether a stored value and an imported one are the same, column by column: texts as texts (a
/// stored '' equals an empty cell), the weight as a number, and NULL only equal to NULL.
bool same(const QString& column, const QVariant& stored, const QVariant& imported)
{
    if (isNullable(column)) {
        const bool storedNull = isEmptyValue(stored);
        const bool importedNull = isEmptyValue(imported);
        if (storedNull || importedNull)
            return storedNull == importedNull;
        if (column == QLatin1String("weight"))
            return stored.toDouble() == imported.toDouble();
    }
    return stored.toString() == imported.toString();
}

/// An empty cell in a nullable column (weight, review date, metric rule) is NULL, not an empty text,
/// also in the `before` rows that undo writes back.
Row kept(Row row)
{
    for (auto it = row.begin(); it != row.end(); ++it) {
        if (isNullable(it.key()) && isEmptyValue(it.value()))
            it.value() = QVariant();
    }
    return row;
}

int tierRank(const QString& tier)
{
    if (tier == QLatin1String("gate"))
        return 0;
    if (tier == QLatin1String("bonus"))
        return 1;
    return 2;
}

} // namespace

Result<void> CriteriaImporter::snapshot(const Storage& storage)
{
    m_language = workspaceLanguage(storage);
    auto rows = criteria::ordered(storage);
    if (!rows)
        return rows.error();
    m_staying = QList<QStringList>(3);
    for (const Row& row : std::as_const(*rows)) {
        const QString id = row.value(QStringLiteral("id")).toString();
        m_existing.insert(id, row);
        m_usedIds.insert(id);
        m_staying[tierRank(row.value(QStringLiteral("tier")).toString())].append(id);
        m_categories.insert(row.value(QStringLiteral("category")).toString());
    }
    return {};
}

QString CriteriaImporter::freeId(const Row& row)
{
    // English titles give readable ASCII ids; a Chinese-only title gives "criterion", "criterion-2" ...
    const QString en = row.value(QStringLiteral("title_en")).toString();
    return m_freeIds.next(en.isEmpty() ? row.value(QStringLiteral("title_zh")).toString() : en,
                          QStringLiteral("criterion"), [this](const QString& id) { return m_usedIds.contains(id); });
}

Issues CriteriaImporter::addRecord(const QHash<QString, Converted>& values, const QHash<QString, int>& columns,
                                   qint64 line)
{
    Issues issues;
    const auto column = [&](const char* field) { return columns.value(QLatin1String(field)); };
    const auto error = [&](int at, const QString& message) {
        issues.append({line, at, Issue::Severity::Error, message});
    };
    const auto warning = [&](int at, const QString& message) {
        issues.append({line, at, Issue::Severity::Warning, message});
    };

    const QString tierText = text(values, "tier");
    const auto tier = criteria::tierFromWord(tierText);
    if (!tier) {
        error(column("tier"),
              Text::tr("\"%1\" is not a tier; write gate, bonus or deferred (门槛, 加分 or 暂缓)").arg(tierText));
        return issues;
    }
    QString id = text(values, "id");
    if (!id.isEmpty() && !idPattern().match(id).hasMatch()) {
        error(column("id"),
              Text::tr("\"%1\" is not a usable id: use lower-case letters, digits and hyphens, at most 64").arg(id));
        return issues;
    }
    if (!id.isEmpty() && m_lineOfId.contains(id)) {
        error(column("id"),
              Text::tr("the id %1 appears twice in the import (first on line %2)").arg(id).arg(m_lineOfId.value(id)));
        return issues;
    }
    const Converted weight = values.value(QStringLiteral("weight"));
    if (weight.state == Converted::State::Value) {
        const double w = weight.value.toDouble();
        if (*tier != CriterionTier::Bonus)
            error(column("weight"), Text::tr("only bonus criteria have a weight; a gate or a deferred item is never "
                                             "weighted or averaged (leave the cell empty)"));
        else if (!std::isfinite(w) || w < 0)
            error(column("weight"),
                  Text::tr("a weight is a number of 0 or more (0 leaves the criterion out of the score)"));
    }
    const Converted reviewDate = values.value(QStringLiteral("review_date"));
    if (reviewDate.state == Converted::State::Value && *tier != CriterionTier::Deferred)
        error(column("review_date"), Text::tr("only deferred items have a review date (leave the cell empty)"));
    if (hasErrors(issues))
        return issues;

    const bool exists = !id.isEmpty() && m_existing.contains(id);
    Row row = exists ? m_existing.value(id) : Row{};
    const QString oldTier = row.value(QStringLiteral("tier")).toString();
    if (!exists) {
        for (const QString& textColumn : criteria::textColumns())
            row.insert(textColumn, QStringLiteral(""));
        row.insert(QStringLiteral("category"), QStringLiteral(""));
        row.insert(QStringLiteral("metric_rule"), QVariant());
    }

    const bool english = m_language == QLatin1String("en");
    for (const TextPair& pair : kTexts) {
        const QString field = QLatin1String(pair.field);
        const QString base = QLatin1String(pair.column);
        const QString zhField = field + QLatin1String("_zh");
        const QString enField = field + QLatin1String("_en");
        const bool zhMapped = columns.contains(zhField);
        const bool enMapped = columns.contains(enField);
        if (columns.contains(field)) {
            QString suffix;
            if (!(english ? enMapped : zhMapped))
                suffix = english ? QStringLiteral("_en") : QStringLiteral("_zh");
            else if (!(english ? zhMapped : enMapped))
                suffix = english ? QStringLiteral("_zh") : QStringLiteral("_en");
            if (!suffix.isEmpty()) {
                row.insert(base + suffix, text(values, field));
            } else if (!m_warnedColumns.contains(field)) {
                m_warnedColumns.insert(field);
                warning(columns.value(field),
                        Text::tr("the file also has the columns %1 and %2, so this column is not imported")
                            .arg(zhField, enField));
            }
        }
        if (zhMapped)
            row.insert(base + QLatin1String("_zh"), text(values, zhField));
        if (enMapped)
            row.insert(base + QLatin1String("_en"), text(values, enField));
    }
    if (row.value(QStringLiteral("title_zh")).toString().isEmpty() &&
        row.value(QStringLiteral("title_en")).toString().isEmpty()) {
        int at = column("title_zh");
        if (at == 0)
            at = column("title_en");
        if (at == 0)
            at = column("title");
        error(at, Text::tr("the requirement has no title in either language"));
        return issues;
    }

    if (columns.contains(QStringLiteral("category"))) {
        const QString written = text(values, "category");
        QString category = criteria::categoryFromWord(written);
        if (category.isEmpty()) {
            category = written;
            if (!written.isEmpty() && !m_categories.contains(written)) {
                m_categories.insert(written);
                warning(column("category"),
                        Text::tr("\"%1\" is not one of the categories (%2); it is kept as the committee's own category")
                            .arg(written, criteria::categoryKeys().join(QStringLiteral(", "))));
            }
        }
        row.insert(QStringLiteral("category"), category);
    } else if (!exists && *tier == CriterionTier::Deferred) {
        row.insert(QStringLiteral("category"), QStringLiteral("deferred"));
    }

    row.insert(QStringLiteral("tier"), tierKey(*tier));
    const Converted evidence = values.value(QStringLiteral("evidence_required"));
    if (evidence.state == Converted::State::Value)
        row.insert(QStringLiteral("evidence_required"), evidence.value.toBool() ? 1 : 0);
    else if (!exists)
        // Gates decide eliminations, so their verdicts need evidence unless the file says otherwise.
        row.insert(QStringLiteral("evidence_required"), *tier == CriterionTier::Gate ? 1 : 0);
    if (*tier == CriterionTier::Bonus) {
        if (weight.state == Converted::State::Value)
            row.insert(QStringLiteral("weight"), weight.value.toDouble());
        else if (isEmptyValue(row.value(QStringLiteral("weight"))))
            row.insert(QStringLiteral("weight"), 1.0);
    } else {
        row.insert(QStringLiteral("weight"), QVariant());
    }
    if (*tier != CriterionTier::Deferred)
        row.insert(QStringLiteral("review_date"), QVariant());
    else if (reviewDate.state == Converted::State::Value)
        row.insert(QStringLiteral("review_date"), reviewDate.value.toDate().toString(Qt::ISODate));
    else if (columns.contains(QStringLiteral("review_date")) || !exists)
        row.insert(QStringLiteral("review_date"), QVariant());

    // A criterion that is new, or moves to another tier, goes to the end of its tier: its place
    // among those appended is known now, its position once every row is read (`finish`). New rows
    // are spooled at once, so that an import of any size holds none of them.
    if (exists) {
        if (oldTier != tierKey(*tier)) {
            m_staying[tierRank(oldTier)].removeAll(id);
            m_moved.insert(id, m_appended[int(*tier)]++);
            m_reorder = true;
        }
        m_rows.insert(id, row);
        m_order.append(id);
    } else {
        if (id.isEmpty())
            id = freeId(row);
        row.insert(QStringLiteral("id"), id);
        row.insert(QStringLiteral("position"), m_appended[int(*tier)]++);
        m_changes.append(Change::insert(kTable, {{QStringLiteral("id"), id}}, kept(row)));
        m_reorder = true;
    }
    m_usedIds.insert(id);
    m_lineOfId.insert(id, line);
    return issues;
}

Result<ChangeSpool> CriteriaImporter::finish()
{
    // Positions run through the tiers in order: in each, the criteria that stay where they were,
    // then those appended in reading order.
    int start[3] = {};
    int appendedFrom[3] = {};
    for (int t = 0, next = 0; t < 3; ++t) {
        start[t] = next;
        appendedFrom[t] = next + int(m_staying.at(t).size());
        next = appendedFrom[t] + m_appended[t];
    }
    QHash<QString, int> positions;
    for (int t = 0; t < 3; ++t) {
        for (int i = 0; i < m_staying.at(t).size(); ++i)
            positions.insert(m_staying.at(t).at(i), start[t] + i);
    }
    for (auto it = m_moved.cbegin(); it != m_moved.cend(); ++it)
        positions.insert(it.key(),
                         appendedFrom[tierRank(m_rows.value(it.key()).value(QStringLiteral("tier")).toString())] +
                             it.value());
    if (m_reorder) {
        const std::array<int, 3> base{appendedFrom[0], appendedFrom[1], appendedFrom[2]};
        m_changes.setAdjustment([base](Change& change) {
            if (change.op != Change::Op::Insert)
                return;
            const int rank = tierRank(change.after.value(QStringLiteral("tier")).toString());
            change.after.insert(QStringLiteral("position"),
                                base[std::size_t(rank)] + change.after.value(QStringLiteral("position")).toInt());
        });
    }
    const auto update = [&](const QString& id, const Row& stored, const Row& row) {
        Row before;
        Row after;
        for (auto it = row.cbegin(); it != row.cend(); ++it) {
            if (it.key() == QLatin1String("id") || same(it.key(), stored.value(it.key()), it.value()))
                continue;
            before.insert(it.key(), stored.value(it.key()));
            after.insert(it.key(), it.value());
        }
        if (!after.isEmpty())
            m_changes.append(Change::update(kTable, {{QStringLiteral("id"), id}}, kept(before), kept(after)));
    };
    for (const QString& id : std::as_const(m_order)) {
        Row row = m_rows.value(id);
        if (m_reorder)
            row.insert(QStringLiteral("position"), positions.value(id));
        update(id, m_existing.value(id), row);
    }
    // Criteria the files do not name keep their texts but may move down a row.
    if (m_reorder) {
        for (const QStringList& tier : std::as_const(m_staying)) {
            for (const QString& id : tier) {
                if (!m_rows.contains(id))
                    update(id, m_existing.value(id), {{QStringLiteral("position"), positions.value(id)}});
            }
        }
    }
    return m_changes;
}

} // namespace gatebench
