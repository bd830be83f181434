#include "repositories/VisibleRows.h"

#include "repositories/AuditRepository.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::VisibleRows)
};

const QString kScores = QStringLiteral("bonus_scores");
const QString kAudit = QStringLiteral("audit_log");
const QString kEntity = QStringLiteral("entity");
const QString kEntityId = QStringLiteral("entity_id");
const QString kDetail = QStringLiteral("detail");
const QString kSealedValues = QStringLiteral("audit_sealed");
const QString kMemberId = QStringLiteral("member_id");
const QString kRoundId = QStringLiteral("round_id");
const QString kOld = QStringLiteral("old_value");
const QString kNew = QStringLiteral("new_value");

Error readOnly()
{
    return Error{Error::Kind::Usage, Text::tr("A reader's view of the evaluation cannot be written.")};
}

Error sealedCopy()
{
    return Error{Error::Kind::NotPermitted,
                 Text::tr("A scoring round is sealed: a copy of the whole evaluation would carry scores this reader "
                          "may not see.")};
}

} // namespace

VisibleRows::VisibleRows(const Storage& inner, std::function<const Visibility&()> rules)
    : ReadOnlyStorage(inner)
    , m_rules(std::move(rules))
{}

VisibleRows::VisibleRows(std::unique_ptr<const Storage> inner, const Visibility& rules)
    : ReadOnlyStorage(*inner)
    , m_owned(std::move(inner))
    , m_fixed(rules)
    , m_rules([this]() -> const Visibility& { return m_fixed; })
{}

VisibleRows::~VisibleRows() = default;

bool VisibleRows::filtered(const QString& table)
{
    return table == sealed::scoreTable() || table == sealed::auditTable() || table == kSealedValues ||
           sealed::priceTables().contains(table);
}

QStringList VisibleRows::ruleColumns(const QString& table)
{
    if (table == kScores)
        return {QStringLiteral("candidate_id"), QStringLiteral("criterion_id"), QStringLiteral("reviewer_id")};
    if (table == kAudit)
        return {kEntity, kEntityId, kDetail};
    if (table == kSealedValues)
        return {kRoundId, kMemberId};
    return {};
}

VisibleRows::Fate VisibleRows::fate(const QString& table, const std::function<QVariant(const QString&)>& value) const
{
    const Visibility& rules = m_rules();
    if (!rules.active())
        return Fate::Keep;
    if (table == kScores) {
        return sealed::scoreHidden(rules, value(QStringLiteral("candidate_id")).toString(),
                                   value(QStringLiteral("criterion_id")).toString(),
                                   value(QStringLiteral("reviewer_id")).toString())
                   ? Fate::Drop
                   : Fate::Keep;
    }
    if (table == kAudit) {
        return sealed::auditEntryHidden(rules, value(kEntity).toString(), value(kEntityId).toString(),
                                        value(kDetail).toString())
                   ? Fate::Mask
                   : Fate::Keep;
    }
    if (table == kSealedValues)
        return sealed::sealedValuesHidden(rules, value(kRoundId), value(kMemberId).toString()) ? Fate::Drop
                                                                                               : Fate::Keep;
    if (sealed::priceTables().contains(table))
        return rules.hidePrices ? Fate::Drop : Fate::Keep;
    return Fate::Keep;
}

void VisibleRows::mask(const QString& column, QVariant& value)
{
    if (column == kOld || column == kNew)
        value = QVariant();
    else if (column == kDetail)
        value = AuditRepository::sealedDetail();
}

Error VisibleRows::refusal() const
{
    return readOnly();
}

Result<QList<Row>> VisibleRows::select(const QString& table, const Filter& filter, const QStringList& orderBy) const
{
    auto rows = inner().select(table, filter, orderBy);
    if (!rows || !filtered(table) || !m_rules().active())
        return rows;
    QList<Row> all = std::move(rows).value();
    QList<Row> kept;
    kept.reserve(all.size());
    for (Row& row : all) {
        switch (fate(table, [&row](const QString& column) { return row.value(column); })) {
        case Fate::Drop:
            continue;
        case Fate::Mask:
            for (auto it = row.begin(); it != row.end(); ++it)
                mask(it.key(), it.value());
            break;
        case Fate::Keep:
            break;
        }
        kept.append(std::move(row));
    }
    return kept;
}

Result<void> VisibleRows::scan(const QString& table, const QStringList& columns,
                               const std::function<bool(const QVariantList&)>& visit) const
{
    if (!filtered(table) || !m_rules().active())
        return inner().scan(table, columns, visit);
    QStringList read = columns;
    for (const QString& column : ruleColumns(table)) {
        if (!read.contains(column))
            read.append(column);
    }
    const qsizetype shown = columns.size();
    return inner().scan(table, read, [&](const QVariantList& values) {
        const Fate f = fate(table, [&](const QString& column) { return values.value(read.indexOf(column)); });
        if (f == Fate::Drop)
            return true;
        QVariantList out = values.mid(0, shown);
        if (f == Fate::Mask) {
            for (qsizetype i = 0; i < shown; ++i)
                mask(columns.at(i), out[i]);
        }
        return visit(out);
    });
}

Result<qint64> VisibleRows::count(const QString& table, const Filter& filter) const
{
    if (!filtered(table) || table == kAudit || !m_rules().active())
        return inner().count(table, filter); // audit entries are masked, never left out
    auto rows = select(table, filter);
    if (!rows)
        return rows.error();
    return qint64(rows->size());
}

Result<void> VisibleRows::page(const QString& table, const PageQuery& query,
                               const std::function<bool(const QVariantList&)>& visit) const
{
    if (!filtered(table) || !m_rules().active())
        return inner().page(table, query, visit);
    PageQuery extended = query;
    const QStringList extra = [&] {
        QStringList list;
        for (const QString& column : ruleColumns(table)) {
            if (!query.columns.contains(column))
                list.append(column);
        }
        return list;
    }();
    extended.columns.append(extra);
    const qsizetype shown = query.columns.size();
    return inner().page(table, extended, [&](const QVariantList& values) {
        const Fate f = fate(table, [&](const QString& column) {
            const qsizetype i = extended.columns.indexOf(column);
            return i < 0 ? QVariant() : values.value(i);
        });
        if (f == Fate::Drop)
            return true;
        QVariantList out = values;
        out.remove(shown, extra.size());
        if (f == Fate::Mask) {
            for (qsizetype i = 0; i < shown; ++i)
                mask(query.columns.at(i), out[i]);
        }
        return visit(out);
    });
}

Result<QVariantList> VisibleRows::distinct(const QString& table, const QString& column,
                                           const QList<Condition>& where) const
{
    if (filtered(table) && m_rules().active())
        return Error{Error::Kind::Usage, Text::tr("%1 cannot be read this way while a round is sealed.").arg(table)};
    return inner().distinct(table, column, where);
}

Result<qint64> VisibleRows::countWhere(const QString& table, const QList<Condition>& where) const
{
    if (filtered(table) && table != kAudit && m_rules().active())
        return Error{Error::Kind::Usage, Text::tr("%1 cannot be read this way while a round is sealed.").arg(table)};
    return inner().countWhere(table, where);
}

Result<void> VisibleRows::scanCells(const QString& table, const QStringList& columns, qsizetype batchRows,
                                    const std::function<bool(const CellBatch&)>& visit,
                                    const QList<Condition>& where) const
{
    if (filtered(table) && m_rules().active())
        return Error{Error::Kind::Usage, Text::tr("%1 cannot be read this way while a round is sealed.").arg(table)};
    return inner().scanCells(table, columns, batchRows, visit, where);
}

Result<void> VisibleRows::copyTo(const QString& path) const
{
    if (m_rules().active())
        return sealedCopy();
    return inner().copyTo(path);
}

bool VisibleRows::canTrial() const
{
    return !m_rules().active() && inner().canTrial();
}

Result<void> VisibleRows::trial(const std::function<Result<void>(Storage&)>& work) const
{
    if (m_rules().active())
        return sealedCopy();
    return inner().trial(work);
}

} // namespace gatebench
