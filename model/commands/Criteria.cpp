#include "commands/Criteria.h"

#include "commands/Assessments.h"
#include "core/Labels.h"
#include "decision/DecisionKeys.h"
#include "mapping/RecordKinds.h"
#include "mapping/TabSeparated.h"
#include "repositories/AuditLabels.h"
#include "repositories/AuditRepository.h"
#include "repositories/PocRepository.h"
#include "workspace/ModelAccess.h"
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

Error gone(const QString& id)
{
    return Error{Error::Kind::Conflict, Text::tr("The requirement %1 no longer exists").arg(id)};
}

QString titleOf(const Criterion& criterion, const QString& language)
{
    const QString title = shownIn(criterion.title.zh, criterion.title.en, language);
    return title.isEmpty() ? criterion.id : title;
}

/// The ids of each tier in reading order.
QList<QStringList> tierLists(const QList<Criterion>& criteria)
{
    QList<QStringList> lists(3);
    for (const Criterion& c : criteria)
        lists[int(c.tier)].append(c.id);
    return lists;
}

/// The fields of `criterion` that change with its move to tier `to` (the tier rules of the header).
QList<std::pair<CriterionField, QVariant>> tierChange(const Criterion& criterion, CriterionTier to)
{
    switch (to) {
    case CriterionTier::Bonus:
        if (!criterion.weight)
            return {{CriterionField::Weight, 1.0}, {CriterionField::ReviewDate, QVariant()}};
        return {{CriterionField::ReviewDate, QVariant()}};
    case CriterionTier::Gate:
        return {{CriterionField::Weight, QVariant()}, {CriterionField::ReviewDate, QVariant()}};
    case CriterionTier::Deferred:
        break;
    }
    return {{CriterionField::Weight, QVariant()}};
}

Result<Criterion> findIn(const QList<Criterion>& criteria, const QString& id)
{
    for (const Criterion& c : criteria) {
        if (c.id == id)
            return c;
    }
    return gone(id);
}

QString freeIdExcept(const CriterionRepository& repository, const QString& title, const QSet<QString>& taken)
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
        auto exists = repository.exists(id);
        if (exists && !*exists && !taken.contains(id))
            return id;
        id = stem + u'-' + QString::number(n);
    }
}

/// Whether `rule` may be the metric rule of a criterion of `tier` (see setMetricRule).
Result<void> checkNewRule(const Storage& storage, CriterionTier tier, const MetricRule& rule)
{
    if (tier != CriterionTier::Gate)
        return Error{Error::Kind::BadInput,
                     Text::tr("Only a gate criterion takes a metric rule: its verdict is computed from the PoC runs.")};
    if (auto r = checkMetricRule(rule); !r)
        return r.error();
    auto scenarios = PocRepository(storage).scenarios();
    if (!scenarios)
        return scenarios.error();
    const bool known = std::any_of(scenarios->cbegin(), scenarios->cend(),
                                   [&](const PocScenario& s) { return s.id == rule.scenarioId; });
    if (!known)
        return Error{Error::Kind::BadInput, Text::tr("The PoC catalogue has no scenario %1.").arg(rule.scenarioId)};
    return {};
}

Result<QStringList> addDrafts(Workspace& workspace, const QList<Draft>& drafts,
                              const QList<std::optional<MetricRule>>& rules, const QString& language);

} // namespace

QStringList textColumns()
{
    QStringList keys;
    for (CriterionField field : CriterionRepository::editableFields()) {
        if (CriterionRepository::isText(field))
            keys.append(CriterionRepository::fieldKey(field));
    }
    return keys;
}

QStringList editableColumns()
{
    QStringList keys;
    for (CriterionField field : CriterionRepository::editableFields())
        keys.append(CriterionRepository::fieldKey(field));
    return keys;
}

QString freeId(const Storage& storage, const QString& title)
{
    return freeIdExcept(CriterionRepository(storage), title, {});
}

Result<QList<Row>> ordered(const Storage& storage)
{
    return CriterionRepository(storage).orderedRows();
}

Result<QString> add(Workspace& workspace, const Draft& draft, const QString& language)
{
    auto ids = addMany(workspace, {draft}, language);
    if (!ids)
        return ids.error();
    return ids->first();
}

Result<QString> addMetricGate(Workspace& workspace, const Draft& draft, const MetricRule& rule, const QString& language)
{
    auto ids = addDrafts(workspace, {draft}, {rule}, language);
    if (!ids)
        return ids.error();
    return ids->first();
}

Result<QStringList> addMany(Workspace& workspace, const QList<Draft>& drafts, const QString& language)
{
    return addDrafts(workspace, drafts, {}, language);
}

namespace {

Result<QStringList> addDrafts(Workspace& workspace, const QList<Draft>& drafts,
                              const QList<std::optional<MetricRule>>& rules, const QString& language)
{
    if (drafts.isEmpty())
        return QStringList();
    const CriterionRepository repository(ModelAccess::storage(workspace));
    auto criteria = repository.ordered();
    if (!criteria)
        return criteria.error();
    QList<QStringList> lists = tierLists(*criteria);
    QStringList newIds;
    QList<Criterion> added;
    QSet<QString> taken;
    const bool english = language == QLatin1String("en");
    for (qsizetype i = 0; i < drafts.size(); ++i) {
        const Draft& draft = drafts.at(i);
        const std::optional<MetricRule> rule = rules.value(i);
        if (draft.title.trimmed().isEmpty())
            return Error{Error::Kind::BadInput, Text::tr("A requirement needs a title.")};
        // Ids taken earlier in this same block are not in the table yet.
        Criterion c;
        c.id = freeIdExcept(repository, draft.title, taken);
        taken.insert(c.id);
        newIds.append(c.id);
        lists[int(draft.tier)].append(c.id);
        c.tier = draft.tier;
        c.category = draft.category.trimmed();
        if (c.category.isEmpty() && draft.tier == CriterionTier::Deferred)
            c.category = QStringLiteral("deferred");
        (english ? c.title.en : c.title.zh) = draft.title.trimmed();
        (english ? c.ownerRole.en : c.ownerRole.zh) = draft.owner.trimmed();
        (english ? c.acceptance.en : c.acceptance.zh) = draft.acceptance.trimmed();
        // Gates decide eliminations, so their verdicts need evidence unless the committee says otherwise.
        c.evidenceRequired = draft.tier == CriterionTier::Gate;
        if (draft.tier == CriterionTier::Bonus)
            c.weight = 1.0;
        if (rule) {
            if (auto r = checkNewRule(ModelAccess::storage(workspace), draft.tier, *rule); !r)
                return r.error();
            c.metricRule = metricRuleText(*rule);
        }
        added.append(c);
    }
    const QStringList order = lists.at(0) + lists.at(1) + lists.at(2);
    auto arranged = repository.arrange(order);
    if (!arranged)
        return arranged.error();
    ChangeSet changes = *arranged;
    for (Criterion c : std::as_const(added)) {
        c.position = int(order.indexOf(c.id));
        changes.append(CriterionRepository::insert(c, language));
    }
    const Criterion first = added.first();
    const int count = int(drafts.size());
    const StepText text = [first, count](const QString& shownIn) {
        return count == 1 ? Text::tr("add the requirement “%1”").arg(titleOf(first, shownIn))
                          : Text::tr("add %1 requirements").arg(count);
    };
    if (auto r = workspace.execute(changes, text); !r)
        return r.error();
    return newIds;
}

} // namespace

Result<void> setFields(Workspace& workspace, const QString& id, const QVariantMap& values)
{
    QList<std::pair<CriterionField, QVariant>> fields;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const auto field = CriterionRepository::fieldFromKey(it.key());
        if (!field)
            return Error{Error::Kind::Usage,
                         Text::tr("The column %1 of a requirement cannot be edited here").arg(it.key())};
        fields.append({*field, it.value()});
    }
    return setFields(workspace, id, fields);
}

Result<void> setFields(Workspace& workspace, const QString& id,
                       const QList<std::pair<CriterionField, QVariant>>& values, const std::optional<Criterion>& shown)
{
    const CriterionRepository repository(ModelAccess::storage(workspace));
    auto found = repository.find(id);
    if (!found)
        return found.error();
    if (!*found)
        return gone(id);
    const Criterion& current = **found;
    QList<std::pair<CriterionField, QVariant>> clean;
    for (const auto& [field, given] : values) {
        QVariant value = given;
        switch (field) {
        case CriterionField::Weight: {
            if (current.tier != CriterionTier::Bonus)
                return Error{Error::Kind::BadInput,
                             Text::tr("Only bonus criteria have a weight; gates are never weighted or averaged.")};
            bool ok = false;
            const double weight = value.toDouble(&ok);
            if (!ok || !std::isfinite(weight) || weight < 0)
                return Error{Error::Kind::BadInput,
                             Text::tr("A weight is a number of 0 or more (0 leaves the criterion out of the score).")};
            value = weight;
            break;
        }
        case CriterionField::ReviewDate: {
            const QString text = value.toString().trimmed();
            if (text.isEmpty()) {
                value = QVariant();
            } else {
                if (current.tier != CriterionTier::Deferred)
                    return Error{Error::Kind::BadInput, Text::tr("Only deferred items have a review date.")};
                const QDate date = QDate::fromString(text, Qt::ISODate);
                if (!date.isValid())
                    return Error{Error::Kind::BadInput,
                                 Text::tr("\"%1\" is not a date; write it as YYYY-MM-DD.").arg(text)};
                value = date.toString(Qt::ISODate);
            }
            break;
        }
        case CriterionField::EvidenceRequired:
            value = value.toBool() ? 1 : 0;
            break;
        case CriterionField::MetricRule:
            if (value.toString().trimmed().isEmpty())
                value = QVariant();
            break;
        default: {
            value = nonNullText(value.toString().trimmed()); // the text fields are never null
            // A requirement keeps a title in at least one language.
            if ((field == CriterionField::TitleZh || field == CriterionField::TitleEn) && value.toString().isEmpty()) {
                const CriterionField other =
                    field == CriterionField::TitleZh ? CriterionField::TitleEn : CriterionField::TitleZh;
                QString otherTitle = fieldValue(current, other).toString();
                for (const auto& [f, v] : values) {
                    if (f == other)
                        otherTitle = v.toString();
                }
                if (otherTitle.trimmed().isEmpty())
                    return Error{Error::Kind::BadInput, Text::tr("A requirement needs a title.")};
            }
            break;
        }
        }
        clean.append({field, value});
    }
    const QString key = clean.size() == 1 ? CriterionRepository::fieldKey(clean.first().first) : QString();
    const bool questionsOnly = std::all_of(clean.cbegin(), clean.cend(), [](const auto& entry) {
        return entry.first == CriterionField::VendorQuestionZh || entry.first == CriterionField::VendorQuestionEn;
    });
    const StepText text = [current, key, questionsOnly](const QString& language) {
        if (!key.isEmpty())
            return Text::tr("change “%1” of “%2”").arg(auditlabels::field(key), titleOf(current, language));
        return questionsOnly ? Text::tr("edit the question for the vendors of “%1”").arg(titleOf(current, language))
                             : Text::tr("edit the requirement “%1”").arg(titleOf(current, language));
    };
    auto changes = repository.setFields(id, clean, shown);
    if (!changes)
        return changes.error();
    if (changes->isEmpty())
        return {};
    return workspace.execute(*changes, text);
}

Result<void> setMetricRule(Workspace& workspace, const QString& id, const MetricRule& rule)
{
    auto found = CriterionRepository(ModelAccess::storage(workspace)).find(id);
    if (!found)
        return found.error();
    if (!*found)
        return gone(id);
    if (auto r = checkNewRule(ModelAccess::storage(workspace), (*found)->tier, rule); !r)
        return r;
    return setFields(workspace, id, {{CriterionField::MetricRule, metricRuleText(rule)}});
}

Result<void> clearMetricRule(Workspace& workspace, const QString& id)
{
    return setFields(workspace, id, {{CriterionField::MetricRule, QVariant()}});
}

Result<void> moveTo(Workspace& workspace, const QString& id, int index)
{
    auto found = CriterionRepository(ModelAccess::storage(workspace)).find(id);
    if (!found)
        return found.error();
    if (!*found)
        return gone(id);
    return move(workspace, id, (*found)->tier, index);
}

Result<void> setTier(Workspace& workspace, const QString& id, CriterionTier tier)
{
    return move(workspace, id, tier, -1);
}

Result<void> move(Workspace& workspace, const QString& id, CriterionTier tier, int index)
{
    const CriterionRepository repository(ModelAccess::storage(workspace));
    auto criteria = repository.ordered();
    if (!criteria)
        return criteria.error();
    auto criterion = findIn(*criteria, id);
    if (!criterion)
        return criterion.error();
    QList<QStringList> lists = tierLists(*criteria);
    const int from = int(criterion->tier);
    lists[from].removeAll(id);
    QStringList& target = lists[int(tier)];
    const int at = index < 0 || index > target.size() ? int(target.size()) : index;
    target.insert(at, id);
    const QStringList order = lists.at(0) + lists.at(1) + lists.at(2);
    const bool tierChanges = from != int(tier);
    std::optional<CriterionRepository::TierMove> moved;
    if (tierChanges)
        moved = CriterionRepository::TierMove{id, tier, tierChange(*criterion, tier)};
    auto changes = repository.arrange(order, moved);
    if (!changes)
        return changes.error();
    if (changes->isEmpty())
        return {};
    const Criterion subject = *criterion;
    const StepText text = [subject, tierChanges, tier, at](const QString& language) {
        return tierChanges ? Text::tr("move “%1” to %2").arg(titleOf(subject, language), labels::tier(tierKey(tier)))
                           : Text::tr("move “%1” to row %2").arg(titleOf(subject, language)).arg(at + 1);
    };
    // One entry for the move, on the requirement moved, whichever rows are renumbered with it.
    std::optional<AuditAct> act = AuditRepository::editAct(*changes, QStringLiteral("move"));
    if (!act)
        return workspace.execute(*changes, text);
    act->entityId = subject.id;
    if (changes->size() > 1) {
        act->field.clear();
        act->oldValue = act->newValue = QVariant();
    }
    return workspace.execute(*changes, text, *act);
}

Result<void> remove(Workspace& workspace, const QString& id)
{
    auto found = CriterionRepository(ModelAccess::storage(workspace)).find(id);
    if (!found)
        return found.error();
    if (!*found)
        return gone(id);
    const auto removal = CriterionRepository::removal(id);
    auto changes = workspace.removalWithDependents(removal.table, removal.key);
    if (!changes)
        return changes.error();
    const Criterion removed = **found;
    return workspace.execute(assessments::withFileContentOutOfAudit(*changes), [removed](const QString& language) {
        return Text::tr("remove the requirement “%1”").arg(titleOf(removed, language));
    });
}

Result<Dependents> dependents(const Storage& storage, const QString& id)
{
    return CriterionRepository(storage).dependents(id);
}

std::optional<CriterionTier> tierFromWord(const QString& word)
{
    // A tier's own key ("gate", "bonus", "deferred") is its own match key: found without normalising
    // and folding the word, as nearly every row of an import writes it (that was 2 % of a narrow
    // row's instructions, issue 28, item 10).
    if (auto tier = tierFromKey(word))
        return tier;
    const QString w = matchKey(word);
    if (w.isEmpty())
        return std::nullopt;
    if (auto tier = tierFromKey(w))
        return tier;
    // The glossary's words and the labels the window shows (labels::tier), in both languages
    // whichever is installed: an export written in one language imports in the other.
    static const QList<std::pair<CriterionTier, QStringList>> words = [] {
        const QList<std::pair<CriterionTier, QStringList>> written = {
            {CriterionTier::Gate,
             {QStringLiteral("must"), QStringLiteral("gates"), QStringLiteral("gate criterion"),
              QStringLiteral("Gate (must)"), QStringLiteral("门槛"), QStringLiteral("门槛项"), QStringLiteral("必选"),
              QStringLiteral("必选项"), QStringLiteral("门槛项（必选）")}},
            {CriterionTier::Bonus,
             {QStringLiteral("optional"), QStringLiteral("bonus criterion"), QStringLiteral("Bonus (optional)"),
              QStringLiteral("加分"), QStringLiteral("加分项"), QStringLiteral("可选"), QStringLiteral("可选项"),
              QStringLiteral("加分项（可选）")}},
            {CriterionTier::Deferred,
             {QStringLiteral("defer"), QStringLiteral("deferred item"), QStringLiteral("暂缓"),
              QStringLiteral("暂缓项")}},
        };
        QList<std::pair<CriterionTier, QStringList>> keys;
        for (const auto& [tier, list] : written) {
            QStringList folded;
            for (const QString& text : list)
                folded.append(matchKey(text));
            keys.append({tier, folded});
        }
        return keys;
    }();
    for (const auto& [tier, list] : words) {
        if (list.contains(w) || matchKey(labels::tier(tierKey(tier))) == w)
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
    const QString w = matchKey(word);
    if (w.isEmpty())
        return {};
    // The names labels::category gives in both languages (whichever is installed: an export written
    // in one language imports in the other), and the guide's Chinese names.
    static const QList<std::pair<QString, QStringList>> words = [] {
        const QList<std::pair<const char*, QStringList>> written = {
            {"security_identity",
             {QStringLiteral("security"), QStringLiteral("Security, identity and audit"),
              QStringLiteral("identity and audit"), QStringLiteral("安全"), QStringLiteral("安全与身份"),
              QStringLiteral("身份认证与审计"), QStringLiteral("安全、身份与审计")}},
            {"data_boundary", {QStringLiteral("Data boundary"), QStringLiteral("数据边界")}},
            {"hardware_compat",
             {QStringLiteral("hardware"), QStringLiteral("Hardware compatibility"), QStringLiteral("硬件兼容"),
              QStringLiteral("硬件兼容性")}},
            {"resource_availability",
             {QStringLiteral("resources"), QStringLiteral("Resource availability"), QStringLiteral("资源可获得性"),
              QStringLiteral("资源可用性")}},
            {"key_workflow",
             {QStringLiteral("Key workflow"), QStringLiteral("key workflows"), QStringLiteral("关键工作流"),
              QStringLiteral("关键流程")}},
            {"experience",
             {QStringLiteral("Experience"), QStringLiteral("user experience"), QStringLiteral("体验"),
              QStringLiteral("使用体验")}},
            {"automation", {QStringLiteral("Automation"), QStringLiteral("自动化"), QStringLiteral("自动化程度")}},
            {"ecosystem", {QStringLiteral("Ecosystem"), QStringLiteral("生态"), QStringLiteral("生态丰富度")}},
            {"extensibility",
             {QStringLiteral("Extensibility"), QStringLiteral("扩展"), QStringLiteral("扩展性"),
              QStringLiteral("可扩展性"), QStringLiteral("后续扩展")}},
            {"deferred", {QStringLiteral("Deferred"), QStringLiteral("暂缓"), QStringLiteral("暂缓项")}},
        };
        QList<std::pair<QString, QStringList>> keys;
        for (const auto& [key, list] : written) {
            QStringList folded{matchKey(QLatin1String(key))};
            for (const QString& text : list)
                folded.append(matchKey(text));
            keys.append({QLatin1String(key), folded});
        }
        return keys;
    }();
    for (const auto& [key, list] : words) {
        if (list.contains(w) || matchKey(labels::category(key)) == w)
            return key;
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
