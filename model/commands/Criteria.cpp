#include "commands/Criteria.h"

#include "commands/Assessments.h"
#include "core/Labels.h"
#include "decision/DecisionKeys.h"
#include "mapping/TabSeparated.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace gatebench::criteria {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::criteria)
};

const QString kTable = QStringLiteral("criteria");

int tierRank(const QString& tier)
{
    if (tier == QLatin1String("gate"))
        return 0;
    if (tier == QLatin1String("bonus"))
        return 1;
    return 2;
}

QString suffixOf(const QString& language)
{
    return language == QLatin1String("en") ? QStringLiteral("_en") : QStringLiteral("_zh");
}

QString titleOf(const Row& row, const QString& language)
{
    const QString title = pickLanguage(row.value(QStringLiteral("title_zh")).toString(),
                                       row.value(QStringLiteral("title_en")).toString(), language);
    return title.isEmpty() ? row.value(QStringLiteral("id")).toString() : title;
}

/// What a committee calls a column in an undo entry ("Edit owner of Data boundary").
QString columnLabel(const QString& column)
{
    QString base = column;
    QString language;
    if (base.endsWith(QLatin1String("_zh")) || base.endsWith(QLatin1String("_en"))) {
        language = base.right(2) == QLatin1String("zh") ? QStringLiteral(" (zh_CN)") : QStringLiteral(" (en)");
        base.chop(3);
    }
    QString label;
    if (base == QLatin1String("title"))
        label = Text::tr("title");
    else if (base == QLatin1String("description"))
        label = Text::tr("description");
    else if (base == QLatin1String("owner_role"))
        label = Text::tr("owner");
    else if (base == QLatin1String("acceptance"))
        label = Text::tr("acceptance rule");
    else if (base == QLatin1String("category"))
        label = Text::tr("category");
    else if (base == QLatin1String("evidence_required"))
        label = Text::tr("evidence requirement");
    else if (base == QLatin1String("weight"))
        label = Text::tr("weight");
    else if (base == QLatin1String("review_date"))
        label = Text::tr("review date");
    else if (base == QLatin1String("metric_rule"))
        label = Text::tr("metric rule");
    else
        label = base;
    return label + language;
}

/// Position updates (and the moved row's other changes) that turn `current` into `order`.
ChangeSet renumber(const QList<Row>& current, const QStringList& order, const QHash<QString, Row>& extra = {})
{
    QHash<QString, Row> byId;
    for (const Row& row : current)
        byId.insert(row.value(QStringLiteral("id")).toString(), row);
    ChangeSet changes;
    for (int i = 0; i < order.size(); ++i) {
        const QString& id = order.at(i);
        if (!byId.contains(id))
            continue;
        const Row& row = byId.value(id);
        Row before;
        Row after;
        if (row.value(QStringLiteral("position")).toInt() != i || row.value(QStringLiteral("position")).isNull()) {
            before.insert(QStringLiteral("position"), row.value(QStringLiteral("position")));
            after.insert(QStringLiteral("position"), i);
        }
        const Row more = extra.value(id);
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
            changes.append(Change::update(kTable, {{QStringLiteral("id"), id}}, before, after));
    }
    return changes;
}

/// The ids of each tier in reading order.
QList<QStringList> tierLists(const QList<Row>& rows)
{
    QList<QStringList> lists(3);
    for (const Row& row : rows)
        lists[tierRank(row.value(QStringLiteral("tier")).toString())].append(
            row.value(QStringLiteral("id")).toString());
    return lists;
}

/// The columns of `row` that change with its move to tier `to` (the tier rules of the header).
Row tierChange(const Row& row, CriterionTier to)
{
    Row values{{QStringLiteral("tier"), tierKey(to)}};
    switch (to) {
    case CriterionTier::Bonus:
        if (row.value(QStringLiteral("weight")).isNull())
            values.insert(QStringLiteral("weight"), 1.0);
        values.insert(QStringLiteral("review_date"), QVariant());
        break;
    case CriterionTier::Gate:
        values.insert(QStringLiteral("weight"), QVariant());
        values.insert(QStringLiteral("review_date"), QVariant());
        break;
    case CriterionTier::Deferred:
        values.insert(QStringLiteral("weight"), QVariant());
        break;
    }
    return values;
}

Result<Row> findRow(const QList<Row>& rows, const QString& id)
{
    for (const Row& row : rows) {
        if (row.value(QStringLiteral("id")).toString() == id)
            return row;
    }
    return Error{Error::Kind::Conflict, Text::tr("The requirement %1 no longer exists").arg(id)};
}

QString normalizedWord(const QString& word)
{
    return word.trimmed().toLower().remove(u' ');
}

} // namespace

QStringList textColumns()
{
    QStringList columns;
    for (const char* base : {"title", "description", "owner_role", "acceptance"}) {
        columns.append(QLatin1String(base) + QLatin1String("_zh"));
        columns.append(QLatin1String(base) + QLatin1String("_en"));
    }
    return columns;
}

QStringList editableColumns()
{
    return textColumns() + QStringList{QStringLiteral("category"), QStringLiteral("evidence_required"),
                                       QStringLiteral("weight"), QStringLiteral("review_date"),
                                       QStringLiteral("metric_rule")};
}

namespace {

QString freeIdExcept(const Storage& storage, const QString& title, const QSet<QString>& taken)
{
    QString stem = title.toLower();
    stem.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    stem.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    if (stem.isEmpty())
        stem = QStringLiteral("criterion");
    stem.truncate(48);
    stem.remove(QRegularExpression(QStringLiteral("-+$")));
    QString id = stem;
    for (int n = 2;; ++n) {
        auto count = storage.count(kTable, {{QStringLiteral("id"), id}});
        if (count && *count == 0 && !taken.contains(id))
            return id;
        id = stem + u'-' + QString::number(n);
    }
}

} // namespace

QString freeId(const Storage& storage, const QString& title)
{
    return freeIdExcept(storage, title, {});
}

Result<QList<Row>> ordered(const Storage& storage)
{
    auto rows = storage.select(kTable, {}, {QStringLiteral("position"), QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<Row> list = *rows;
    std::stable_sort(list.begin(), list.end(), [](const Row& a, const Row& b) {
        return tierRank(a.value(QStringLiteral("tier")).toString()) <
               tierRank(b.value(QStringLiteral("tier")).toString());
    });
    return list;
}

Result<QString> add(Workspace& workspace, const Draft& draft, const QString& language)
{
    auto ids = addMany(workspace, {draft}, language);
    if (!ids)
        return ids.error();
    return ids->first();
}

Result<QStringList> addMany(Workspace& workspace, const QList<Draft>& drafts, const QString& language)
{
    if (drafts.isEmpty())
        return QStringList();
    auto rows = ordered(workspace.storage());
    if (!rows)
        return rows.error();
    QList<QStringList> lists = tierLists(*rows);
    QStringList newIds;
    QList<Row> newRows;
    QSet<QString> taken;
    const QString suffix = suffixOf(language);
    for (const Draft& draft : drafts) {
        if (draft.title.trimmed().isEmpty())
            return Error{Error::Kind::BadInput, Text::tr("A requirement needs a title.")};
        // Ids taken earlier in this same block are not in the table yet.
        const QString id = freeIdExcept(workspace.storage(), draft.title, taken);
        taken.insert(id);
        newIds.append(id);
        lists[int(draft.tier)].append(id);
        QString category = draft.category.trimmed();
        if (category.isEmpty() && draft.tier == CriterionTier::Deferred)
            category = QStringLiteral("deferred");
        Row row{{QStringLiteral("id"), id},
                {QStringLiteral("tier"), tierKey(draft.tier)},
                {QStringLiteral("category"), nonNullText(category)},
                {QStringLiteral("title") + suffix, draft.title.trimmed()},
                {QStringLiteral("owner_role") + suffix, nonNullText(draft.owner.trimmed())},
                {QStringLiteral("acceptance") + suffix, nonNullText(draft.acceptance.trimmed())},
                // Gates decide eliminations, so their verdicts need evidence unless the committee says otherwise.
                {QStringLiteral("evidence_required"), draft.tier == CriterionTier::Gate ? 1 : 0},
                {QStringLiteral("weight"), draft.tier == CriterionTier::Bonus ? QVariant(1.0) : QVariant()},
                {QStringLiteral("review_date"), QVariant()}};
        newRows.append(row);
    }
    const QStringList order = lists.at(0) + lists.at(1) + lists.at(2);
    ChangeSet changes = renumber(*rows, order);
    for (Row row : std::as_const(newRows)) {
        const QString id = row.value(QStringLiteral("id")).toString();
        row.insert(QStringLiteral("position"), int(order.indexOf(id)));
        changes.append(Change::insert(kTable, {{QStringLiteral("id"), id}}, row));
    }
    const QString text = drafts.size() == 1 ? Text::tr("Add requirement %1").arg(drafts.first().title.trimmed())
                                            : Text::tr("Add %1 requirements").arg(drafts.size());
    if (auto r = workspace.execute(changes, text); !r)
        return r.error();
    return newIds;
}

Result<void> setFields(Workspace& workspace, const QString& id, const Row& values)
{
    auto rows = workspace.storage().select(kTable, {{QStringLiteral("id"), id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error{Error::Kind::Conflict, Text::tr("The requirement %1 no longer exists").arg(id)};
    const Row& current = rows->first();
    const QString tier = current.value(QStringLiteral("tier")).toString();
    const QStringList allowed = editableColumns();
    Row clean;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const QString& column = it.key();
        if (!allowed.contains(column))
            return Error{Error::Kind::Usage,
                         Text::tr("The column %1 of a requirement cannot be edited here").arg(column)};
        QVariant value = it.value();
        if (column == QLatin1String("weight")) {
            if (tier != QLatin1String("bonus"))
                return Error{Error::Kind::BadInput,
                             Text::tr("Only bonus criteria have a weight; gates are never weighted or averaged.")};
            bool ok = false;
            const double weight = value.toDouble(&ok);
            if (!ok || !std::isfinite(weight) || weight < 0)
                return Error{Error::Kind::BadInput,
                             Text::tr("A weight is a number of 0 or more (0 leaves the criterion out of the score).")};
            value = weight;
        } else if (column == QLatin1String("review_date")) {
            const QString text = value.toString().trimmed();
            if (text.isEmpty()) {
                value = QVariant();
            } else {
                if (tier != QLatin1String("deferred"))
                    return Error{Error::Kind::BadInput, Text::tr("Only deferred items have a review date.")};
                const QDate date = QDate::fromString(text, Qt::ISODate);
                if (!date.isValid())
                    return Error{Error::Kind::BadInput,
                                 Text::tr("\"%1\" is not a date; write it as YYYY-MM-DD.").arg(text)};
                value = date.toString(Qt::ISODate);
            }
        } else if (column == QLatin1String("evidence_required")) {
            value = value.toBool() ? 1 : 0;
        } else if (column == QLatin1String("metric_rule")) {
            if (value.toString().trimmed().isEmpty())
                value = QVariant();
        } else {
            value = nonNullText(value.toString().trimmed()); // the text columns are NOT NULL
            // A requirement keeps a title in at least one language.
            if (column.startsWith(QLatin1String("title_")) && value.toString().isEmpty()) {
                const QString other =
                    column == QLatin1String("title_zh") ? QStringLiteral("title_en") : QStringLiteral("title_zh");
                const QString otherTitle =
                    values.contains(other) ? values.value(other).toString() : current.value(other).toString();
                if (otherTitle.trimmed().isEmpty())
                    return Error{Error::Kind::BadInput, Text::tr("A requirement needs a title.")};
            }
        }
        clean.insert(column, value);
    }
    QString text;
    if (clean.size() == 1)
        text = Text::tr("Edit %1 of %2").arg(columnLabel(clean.firstKey()), titleOf(current, workspace.language()));
    else
        text = Text::tr("Edit requirement %1").arg(titleOf(current, workspace.language()));
    // The same diff as Workspace::setFields; a NULL read back is an invalid QVariant, written back as NULL.
    Row before;
    Row after;
    for (auto it = clean.cbegin(); it != clean.cend(); ++it) {
        const QVariant old = current.value(it.key());
        const bool bothNull = old.isNull() && (it.value().isNull() || !it.value().isValid());
        if (bothNull || (!old.isNull() && it.value().isValid() && old == it.value()))
            continue;
        before.insert(it.key(), old);
        after.insert(it.key(), it.value());
    }
    if (after.isEmpty())
        return {};
    return workspace.execute({Change::update(kTable, {{QStringLiteral("id"), id}}, before, after)}, text);
}

Result<void> moveTo(Workspace& workspace, const QString& id, int index)
{
    auto rows = workspace.storage().select(kTable, {{QStringLiteral("id"), id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error{Error::Kind::Conflict, Text::tr("The requirement %1 no longer exists").arg(id)};
    const auto tier = tierFromKey(rows->first().value(QStringLiteral("tier")).toString());
    return move(workspace, id, tier.value_or(CriterionTier::Gate), index);
}

Result<void> setTier(Workspace& workspace, const QString& id, CriterionTier tier)
{
    return move(workspace, id, tier, -1);
}

Result<void> move(Workspace& workspace, const QString& id, CriterionTier tier, int index)
{
    auto rows = ordered(workspace.storage());
    if (!rows)
        return rows.error();
    auto row = findRow(*rows, id);
    if (!row)
        return row.error();
    QList<QStringList> lists = tierLists(*rows);
    const int from = tierRank(row->value(QStringLiteral("tier")).toString());
    lists[from].removeAll(id);
    QStringList& target = lists[int(tier)];
    const int at = index < 0 || index > target.size() ? int(target.size()) : index;
    target.insert(at, id);
    const QStringList order = lists.at(0) + lists.at(1) + lists.at(2);
    const bool tierChanges = from != int(tier);
    QHash<QString, Row> extra;
    if (tierChanges)
        extra.insert(id, tierChange(*row, tier));
    const ChangeSet changes = renumber(*rows, order, extra);
    if (changes.isEmpty())
        return {};
    const QString title = titleOf(*row, workspace.language());
    const QString text = tierChanges ? Text::tr("Move %1 to %2").arg(title, labels::tier(tierKey(tier)))
                                     : Text::tr("Move %1 to row %2").arg(title).arg(at + 1);
    return workspace.execute(changes, text);
}

Result<void> remove(Workspace& workspace, const QString& id)
{
    auto rows = workspace.storage().select(kTable, {{QStringLiteral("id"), id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error{Error::Kind::Conflict, Text::tr("The requirement %1 no longer exists").arg(id)};
    auto changes = workspace.removalWithDependents(kTable, {{QStringLiteral("id"), id}});
    if (!changes)
        return changes.error();
    return workspace.execute(assessments::withFileContentOutOfAudit(*changes),
                             Text::tr("Remove requirement %1").arg(titleOf(rows->first(), workspace.language())));
}

Result<Dependents> dependents(const Storage& storage, const QString& id)
{
    const Filter filter{{QStringLiteral("criterion_id"), id}};
    Dependents d;
    for (auto [table, target] : {std::pair{"assessments", &d.assessments}, std::pair{"bonus_scores", &d.scores},
                                 std::pair{"evidence_files", &d.files}}) {
        auto n = storage.count(QLatin1String(table), filter);
        if (!n)
            return n.error();
        *target = *n;
    }
    return d;
}

std::optional<CriterionTier> tierFromWord(const QString& word)
{
    const QString w = normalizedWord(word);
    if (w.isEmpty())
        return std::nullopt;
    if (auto tier = tierFromKey(w))
        return tier;
    // The glossary's words in both languages, and the labels the window shows.
    static const QList<std::pair<CriterionTier, QStringList>> words = {
        {CriterionTier::Gate,
         {QStringLiteral("must"), QStringLiteral("gates"), QStringLiteral("gatecriterion"), QStringLiteral("门槛"),
          QStringLiteral("门槛项"), QStringLiteral("必选"), QStringLiteral("必选项")}},
        {CriterionTier::Bonus,
         {QStringLiteral("optional"), QStringLiteral("bonuscriterion"), QStringLiteral("加分"),
          QStringLiteral("加分项"), QStringLiteral("可选"), QStringLiteral("可选项")}},
        {CriterionTier::Deferred,
         {QStringLiteral("defer"), QStringLiteral("deferreditem"), QStringLiteral("暂缓"), QStringLiteral("暂缓项")}},
    };
    for (const auto& [tier, list] : words) {
        if (list.contains(w) || normalizedWord(labels::tier(tierKey(tier))) == w)
            return tier;
    }
    return std::nullopt;
}

QStringList categoryKeys()
{
    return {QStringLiteral("security_identity"), QStringLiteral("data_boundary"),
            QStringLiteral("hardware_compat"),   QStringLiteral("resource_availability"),
            QStringLiteral("key_workflow"),      QStringLiteral("experience"),
            QStringLiteral("automation"),        QStringLiteral("ecosystem"),
            QStringLiteral("extensibility"),     QStringLiteral("deferred")};
}

QString categoryFromWord(const QString& word)
{
    const QString w = normalizedWord(word);
    if (w.isEmpty())
        return {};
    // English names as the window shows them untranslated, and the guide's Chinese names.
    static const QList<std::pair<const char*, QStringList>> words = {
        {"security_identity",
         {QStringLiteral("security"), QStringLiteral("security,identityandaudit"), QStringLiteral("identityandaudit"),
          QStringLiteral("安全"), QStringLiteral("安全与身份"), QStringLiteral("身份认证与审计"),
          QStringLiteral("安全、身份与审计")}},
        {"data_boundary", {QStringLiteral("databoundary"), QStringLiteral("数据边界")}},
        {"hardware_compat",
         {QStringLiteral("hardware"), QStringLiteral("hardwarecompatibility"), QStringLiteral("硬件兼容"),
          QStringLiteral("硬件兼容性")}},
        {"resource_availability",
         {QStringLiteral("resources"), QStringLiteral("resourceavailability"), QStringLiteral("资源可获得性"),
          QStringLiteral("资源可用性")}},
        {"key_workflow",
         {QStringLiteral("keyworkflow"), QStringLiteral("keyworkflows"), QStringLiteral("关键工作流"),
          QStringLiteral("关键流程")}},
        {"experience", {QStringLiteral("userexperience"), QStringLiteral("体验"), QStringLiteral("使用体验")}},
        {"automation", {QStringLiteral("自动化"), QStringLiteral("自动化程度")}},
        {"ecosystem", {QStringLiteral("生态"), QStringLiteral("生态丰富度")}},
        {"extensibility",
         {QStringLiteral("扩展"), QStringLiteral("扩展性"), QStringLiteral("可扩展性"), QStringLiteral("后续扩展")}},
        {"deferred", {QStringLiteral("暂缓"), QStringLiteral("暂缓项")}},
    };
    for (const auto& [key, list] : words) {
        const QString k = QLatin1String(key);
        if (w == k || list.contains(w) || normalizedWord(labels::category(k)) == w)
            return k;
    }
    return {};
}

Result<QList<Draft>> parsePastedRows(const QString& text)
{
    const QList<QStringList> table = parseTabSeparated(text);
    QList<Draft> drafts;
    for (int i = 0; i < table.size(); ++i) {
        const QStringList& cells = table.at(i);
        const auto cell = [&](int column) { return column < cells.size() ? cells.at(column).trimmed() : QString(); };
        if (std::all_of(cells.cbegin(), cells.cend(), [](const QString& c) { return c.trimmed().isEmpty(); }))
            continue;
        const auto tier = tierFromWord(cell(1));
        if (!tier) {
            if (i == 0 && drafts.isEmpty())
                continue; // a header row
            return Error{Error::Kind::BadInput,
                         Text::tr("Line %1: \"%2\" is not a tier; write gate, bonus or deferred (门槛, 加分 or 暂缓).")
                             .arg(i + 1)
                             .arg(cell(1))};
        }
        if (cell(0).isEmpty())
            return Error{Error::Kind::BadInput, Text::tr("Line %1: a requirement needs a title.").arg(i + 1)};
        Draft draft;
        draft.title = cell(0);
        draft.tier = *tier;
        const QString category = categoryFromWord(cell(2));
        draft.category = category.isEmpty() ? cell(2) : category;
        draft.owner = cell(3);
        draft.acceptance = cell(4);
        drafts.append(draft);
    }
    if (drafts.isEmpty())
        return Error{
            Error::Kind::BadInput,
            Text::tr("The clipboard holds no requirement rows (columns: title, tier, category, owner, acceptance).")};
    return drafts;
}

} // namespace gatebench::criteria
