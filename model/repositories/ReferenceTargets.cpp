#include "repositories/ReferenceTargets.h"

#include "storage/Storage.h"

namespace gatebench {

Result<QList<ReferenceTarget>> referenceTargets(const Storage& storage, ReferenceKind kind)
{
    QString table;
    QStringList columns;
    QStringList order{QStringLiteral("position"), QStringLiteral("id")};
    switch (kind) {
    case ReferenceKind::Candidate:
        table = QStringLiteral("candidates");
        columns = {QStringLiteral("name_zh"), QStringLiteral("name_en")};
        break;
    case ReferenceKind::Scenario:
        table = QStringLiteral("poc_scenarios");
        columns = {QStringLiteral("title_zh"), QStringLiteral("title_en")};
        break;
    case ReferenceKind::Criterion:
        table = QStringLiteral("criteria");
        columns = {QStringLiteral("title_zh"), QStringLiteral("title_en")};
        break;
    case ReferenceKind::Team:
        table = QStringLiteral("teams");
        columns = {QStringLiteral("name_zh"), QStringLiteral("name_en")};
        order = {QStringLiteral("id")};
        break;
    }
    auto rows = storage.select(table, {}, order);
    if (!rows)
        return rows.error();
    QList<ReferenceTarget> targets;
    for (const Row& row : std::as_const(*rows)) {
        ReferenceTarget target;
        target.id = row.value(QStringLiteral("id")).toString();
        for (const QString& column : std::as_const(columns)) {
            const QString name = row.value(column).toString().trimmed();
            if (!name.isEmpty())
                target.names.append(name);
        }
        if (kind == ReferenceKind::Candidate || kind == ReferenceKind::Scenario) {
            const QStringList aliases = row.value(QStringLiteral("aliases")).toString().split(u'\n');
            for (const QString& alias : aliases) {
                if (!alias.trimmed().isEmpty())
                    target.names.append(alias.trimmed());
            }
        }
        targets.append(target);
    }
    return targets;
}

} // namespace gatebench
