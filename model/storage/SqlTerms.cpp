#include "storage/SqlTerms.h"

#include <QCoreApplication>

namespace gatebench::sqlterms {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Storage)
};

} // namespace

QString quoted(const QString& identifier)
{
    QString escaped = identifier;
    escaped.replace(u'"', QStringLiteral("\"\""));
    return u'"' + escaped + u'"';
}

QString whereClause(const Filter& filter, QVariantList& binds, Bind bind)
{
    if (filter.isEmpty())
        return {};
    QStringList terms;
    for (auto it = filter.cbegin(); it != filter.cend(); ++it) {
        if (isNullValue(it.value())) {
            terms.append(quoted(it.key()) + QStringLiteral(" IS NULL"));
        } else {
            terms.append(quoted(it.key()) + QStringLiteral(" = ?"));
            binds.append(bind(it.value()));
        }
    }
    return QStringLiteral(" WHERE ") + terms.join(QStringLiteral(" AND "));
}

QStringList conditionTerms(const QList<Condition>& where, QVariantList& binds, Bind bind)
{
    QStringList terms;
    for (const Condition& condition : where) {
        const QString column = quoted(condition.column);
        if (condition.op == Condition::Op::Equal && isNullValue(condition.value)) {
            terms.append(column + QStringLiteral(" IS NULL"));
            continue;
        }
        if (condition.op == Condition::Op::NotIn) {
            const QVariantList values = condition.value.toList();
            if (values.isEmpty())
                continue;
            QStringList marks;
            for (const QVariant& value : values) {
                marks.append(QStringLiteral("?"));
                binds.append(bind(value));
            }
            terms.append(u'(' + column + QStringLiteral(" IS NULL OR ") + column + QStringLiteral(" NOT IN (") +
                         marks.join(QStringLiteral(", ")) + QStringLiteral("))"));
            continue;
        }
        switch (condition.op) {
        case Condition::Op::Equal:
            terms.append(column + QStringLiteral(" = ?"));
            break;
        case Condition::Op::AtLeast:
            terms.append(column + QStringLiteral(" >= ?"));
            break;
        case Condition::Op::Below:
            terms.append(column + QStringLiteral(" < ?"));
            break;
        case Condition::Op::NotIn:
            break;
        }
        binds.append(bind(condition.value));
    }
    return terms;
}

Result<void> checkNames(const QString& table, const QStringList* columns, const QStringList& names)
{
    if (!columns)
        return Error{Error::Kind::Usage, Text::tr("Unknown table %1").arg(table)};
    for (const QString& name : names) {
        if (!columns->contains(name))
            return Error{Error::Kind::Usage, Text::tr("Unknown column %1.%2").arg(table, name)};
    }
    return {};
}

} // namespace gatebench::sqlterms
