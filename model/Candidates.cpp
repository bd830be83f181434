#include "Candidates.h"

#include "Ids.h"
#include "Workspace.h"

#include <QCoreApplication>

namespace gatebench::candidates {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Candidates)
};

const QString kTable = QStringLiteral("candidates");

Result<int> nextPosition(const Storage& storage)
{
    auto rows = storage.select(kTable);
    if (!rows)
        return rows.error();
    int position = -1;
    for (const Row& row : std::as_const(*rows))
        position = qMax(position, row.value(QStringLiteral("position")).toInt());
    return position + 1;
}

} // namespace

QString freeId(const Storage& storage, const QString& base)
{
    return freeIdFrom(base, QStringLiteral("candidate"), [&](const QString& id) {
        auto count = storage.count(kTable, {{QStringLiteral("id"), id}});
        return !count || *count > 0;
    });
}

Result<QString> add(Workspace& workspace, const QString& nameZh, const QString& nameEn)
{
    auto position = nextPosition(workspace.storage());
    if (!position)
        return position.error();
    const QString id = freeId(workspace.storage(), nameEn.isEmpty() ? nameZh : nameEn);
    const Row row{{QStringLiteral("id"), id},
                  {QStringLiteral("position"), *position},
                  {QStringLiteral("origin"), QStringLiteral("custom")},
                  {QStringLiteral("name_zh"), nameZh},
                  {QStringLiteral("name_en"), nameEn},
                  {QStringLiteral("as_of"), workspace.now().date().toString(Qt::ISODate)}};
    const QString name = workspace.language() == QLatin1String("en") ? nameEn : nameZh;
    if (auto r = workspace.execute({Change::insert(kTable, {{QStringLiteral("id"), id}}, row)},
                                   Text::tr("Add candidate %1").arg(name));
        !r)
        return r.error();
    return id;
}

Result<QString> duplicate(Workspace& workspace, const QString& sourceId)
{
    auto rows = workspace.storage().select(kTable, {{QStringLiteral("id"), sourceId}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error{Error::Kind::Conflict, Text::tr("The candidate %1 no longer exists").arg(sourceId)};
    auto position = nextPosition(workspace.storage());
    if (!position)
        return position.error();
    Row row = rows->first();
    const QString id = freeId(workspace.storage(), sourceId + QStringLiteral("-copy"));
    row.insert(QStringLiteral("id"), id);
    row.insert(QStringLiteral("position"), *position);
    row.insert(QStringLiteral("origin"), QStringLiteral("custom"));
    row.insert(QStringLiteral("name_zh"),
               QString(row.value(QStringLiteral("name_zh")).toString() + QStringLiteral("（副本）")));
    row.insert(QStringLiteral("name_en"),
               QString(row.value(QStringLiteral("name_en")).toString() + QStringLiteral(" (copy)")));
    row.insert(QStringLiteral("in_poc"), 0);
    const QString name =
        row.value(workspace.language() == QLatin1String("en") ? QStringLiteral("name_en") : QStringLiteral("name_zh"))
            .toString();
    if (auto r = workspace.execute({Change::insert(kTable, {{QStringLiteral("id"), id}}, row)},
                                   Text::tr("Duplicate candidate as %1").arg(name));
        !r)
        return r.error();
    return id;
}

Result<void> remove(Workspace& workspace, const QString& id)
{
    auto rows = workspace.storage().select(kTable, {{QStringLiteral("id"), id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error{Error::Kind::Conflict, Text::tr("The candidate %1 no longer exists").arg(id)};
    auto changes = workspace.removalWithDependents(kTable, {{QStringLiteral("id"), id}});
    if (!changes)
        return changes.error();
    const QString name =
        rows->first()
            .value(workspace.language() == QLatin1String("en") ? QStringLiteral("name_en") : QStringLiteral("name_zh"))
            .toString();
    return workspace.execute(*changes, Text::tr("Remove candidate %1").arg(name));
}

Result<Dependents> dependents(const Storage& storage, const QString& id)
{
    const Filter filter{{QStringLiteral("candidate_id"), id}};
    Dependents d;
    for (auto [table, target] : {std::pair{"assessments", &d.assessments}, std::pair{"bonus_scores", &d.scores},
                                 std::pair{"poc_runs", &d.pocRuns}, std::pair{"tco_lines", &d.tcoLines}}) {
        auto n = storage.count(QLatin1String(table), filter);
        if (!n)
            return n.error();
        *target = *n;
    }
    return d;
}

} // namespace gatebench::candidates
