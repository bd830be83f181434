#include "CriteriaImporter.h"

#include "commands/Criteria.h"
#include "core/Ids.h"
#include "core/Labels.h"
#include "decision/DecisionEngine.h"
#include "reports/Questionnaire.h"
#include "repositories/CriterionRepository.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

#include <array>
#include <cmath>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CriteriaImporter)
};

using Field = CriterionImportField;

/// The categories by their names in the interface language (the one QLocale is set to), quoted;
/// an import reads each of them back as its category.
QString categoryLabels()
{
    QStringList names;
    for (const QString& key : criteria::categoryKeys())
        names.append(QStringLiteral("“%1”").arg(labels::category(key)));
    return names.join(
        listSeparator(QLocale().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en")));
}

/// Whether `id` is a usable criterion id: 1 to 64 characters, lower-case ASCII letters, digits and
/// hyphens, not starting with a hyphen (what `^[a-z0-9][a-z0-9-]{0,63}$` matches). Checked by hand:
/// matching a QRegularExpression on every row of an import was 2 % of a narrow row's instructions
/// (issue 28, item 10). The id is a converted cell, trimmed, so it never ends in the line break
/// that the pattern's `$` would also have let through.
bool isUsableId(QStringView id)
{
    if (id.isEmpty() || id.size() > 64)
        return false;
    const auto allowed = [](char16_t c, bool first) {
        return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || (!first && c == u'-');
    };
    for (qsizetype i = 0; i < id.size(); ++i) {
        if (!allowed(id[i].unicode(), i == 0))
            return false;
    }
    return true;
}

/// The bilingual texts: the single-language field, the `_zh` / `_en` fields, and the text they set.
struct TextFields {
    Field single;
    Field zh;
    Field en;
    Bilingual Criterion::*text;
};
constexpr TextFields kTexts[] = {
    {Field::Title, Field::TitleZh, Field::TitleEn, &Criterion::title},
    {Field::Description, Field::DescriptionZh, Field::DescriptionEn, &Criterion::description},
    {Field::Owner, Field::OwnerZh, Field::OwnerEn, &Criterion::ownerRole},
    {Field::Acceptance, Field::AcceptanceZh, Field::AcceptanceEn, &Criterion::acceptance},
    {Field::VendorQuestion, Field::VendorQuestionZh, Field::VendorQuestionEn, &Criterion::vendorQuestion},
};

} // namespace

Result<void> CriteriaImporter::snapshot(const Storage& storage)
{
    m_language = workspaceLanguage(storage);
    auto stored = CriterionRepository(storage).storedOrdered();
    if (!stored)
        return stored.error();
    m_staying = QList<QStringList>(3);
    for (const Stored<Criterion>& criterion : std::as_const(*stored)) {
        const QString& id = criterion.value.id;
        m_existing.insert(id, criterion);
        m_ids.emplace(id, 0);
        m_staying[int(criterion.value.tier)].append(id);
        m_categories.insert(criterion.value.category);
    }
    return {};
}

QString CriteriaImporter::freeId(const Criterion& criterion)
{
    // English titles give readable ASCII ids; a Chinese-only title gives "criterion", "criterion-2" ...
    const QString& en = criterion.title.en;
    return m_freeIds.next(en.isEmpty() ? criterion.title.zh : en, QStringLiteral("criterion"),
                          [this](const QString& id) { return m_ids.contains(id); });
}

Issues CriteriaImporter::addRecord(const RecordValues& values, qint64 line)
{
    Issues issues;
    const RecordFields<Field> record(values);
    const auto error = [&](int at, const QString& message) {
        issues.append({line, at, Issue::Severity::Error, message});
    };
    const auto warning = [&](int at, const QString& message) {
        issues.append({line, at, Issue::Severity::Warning, message});
    };

    const QString tierText = record.text(Field::Tier);
    const auto tier = criteria::tierFromWord(tierText);
    if (!tier) {
        error(record.column(Field::Tier),
              Text::tr("\"%1\" is not a tier; write gate, bonus or deferred (门槛, 加分 or 暂缓)").arg(tierText));
        return issues;
    }
    QString id = record.text(Field::Id);
    if (!id.isEmpty() && !isUsableId(id)) {
        error(record.column(Field::Id),
              Text::tr("\"%1\" is not a usable id: use lower-case letters, digits and hyphens, at most 64").arg(id));
        return issues;
    }
    // Found once: nothing is added to the map before this row's id at its end, so the entry stays valid.
    const auto known = id.isEmpty() ? m_ids.end() : m_ids.find(id);
    if (known != m_ids.end() && known->second > 0) {
        error(record.column(Field::Id),
              Text::tr("the id %1 appears twice in the import (first on line %2)").arg(id).arg(known->second));
        return issues;
    }
    const Converted weight = record.value(Field::Weight);
    if (weight.state == Converted::State::Value) {
        const double w = weight.value.toDouble();
        if (*tier != CriterionTier::Bonus)
            error(record.column(Field::Weight),
                  Text::tr("only bonus criteria have a weight; a gate or a deferred item is never "
                           "weighted or averaged (leave the cell empty)"));
        else if (!std::isfinite(w) || w < 0)
            error(record.column(Field::Weight),
                  Text::tr("a weight is a number of 0 or more (0 leaves the criterion out of the score)"));
    }
    const Converted reviewDate = record.value(Field::ReviewDate);
    if (reviewDate.state == Converted::State::Value && *tier != CriterionTier::Deferred)
        error(record.column(Field::ReviewDate),
              Text::tr("only deferred items have a review date (leave the cell empty)"));
    if (hasErrors(issues))
        return issues;

    const bool exists = !id.isEmpty() && m_existing.contains(id);
    Criterion criterion = exists ? m_existing.value(id).value : Criterion{};
    const CriterionTier oldTier = criterion.tier;

    const bool english = m_language == QLatin1String("en");
    for (const TextFields& pair : kTexts) {
        Bilingual& text = criterion.*(pair.text);
        const bool zhMapped = record.mapped(pair.zh);
        const bool enMapped = record.mapped(pair.en);
        if (record.mapped(pair.single)) {
            // The workspace language's column when the file has none for it, else the other one's.
            QString* target = nullptr;
            if (!(english ? enMapped : zhMapped))
                target = english ? &text.en : &text.zh;
            else if (!(english ? zhMapped : enMapped))
                target = english ? &text.zh : &text.en;
            if (target) {
                *target = record.text(pair.single);
            } else if (!m_warnedColumns.contains(record.name(pair.single))) {
                m_warnedColumns.insert(record.name(pair.single));
                warning(record.column(pair.single),
                        Text::tr("the file also has the columns %1 and %2, so this column is not imported")
                            .arg(record.name(pair.zh), record.name(pair.en)));
            }
        }
        if (zhMapped)
            text.zh = record.text(pair.zh);
        if (enMapped)
            text.en = record.text(pair.en);
    }
    if (criterion.title.zh.isEmpty() && criterion.title.en.isEmpty()) {
        int at = record.column(Field::TitleZh);
        if (at == 0)
            at = record.column(Field::TitleEn);
        if (at == 0)
            at = record.column(Field::Title);
        error(at, Text::tr("the requirement has no title in either language"));
        return issues;
    }

    if (record.mapped(Field::Category)) {
        const QString written = record.text(Field::Category);
        QString category = criteria::categoryFromWord(written);
        if (category.isEmpty()) {
            category = written;
            if (!written.isEmpty() && !m_categories.contains(written)) {
                m_categories.insert(written);
                warning(record.column(Field::Category),
                        Text::tr("\"%1\" is not one of the categories (%2); it is kept as the committee's own category")
                            .arg(written, categoryLabels()));
            }
        }
        criterion.category = category;
    } else if (!exists && *tier == CriterionTier::Deferred) {
        criterion.category = QStringLiteral("deferred");
    }

    criterion.tier = *tier;
    const Converted evidence = record.value(Field::EvidenceRequired);
    if (evidence.state == Converted::State::Value)
        criterion.evidenceRequired = evidence.value.toBool();
    else if (!exists)
        // Gates decide eliminations, so their verdicts need evidence unless the file says otherwise.
        criterion.evidenceRequired = *tier == CriterionTier::Gate;
    if (*tier == CriterionTier::Bonus) {
        if (weight.state == Converted::State::Value)
            criterion.weight = weight.value.toDouble();
        else if (!criterion.weight)
            criterion.weight = 1.0;
    } else {
        criterion.weight.reset();
    }
    if (*tier != CriterionTier::Deferred)
        criterion.reviewDate = QDate();
    else if (reviewDate.state == Converted::State::Value)
        criterion.reviewDate = reviewDate.value.toDate();
    else if (record.mapped(Field::ReviewDate) || !exists)
        criterion.reviewDate = QDate();

    // A criterion that is new, or moves to another tier, goes to the end of its tier: its place
    // among those appended is known now, its position once every row is read (`finish`). New rows
    // are spooled at once, so that an import of any size holds none of them.
    if (exists) {
        if (oldTier != *tier) {
            m_staying[int(oldTier)].removeAll(id);
            m_moved.insert(id, m_appended[int(*tier)]++);
            m_reorder = true;
        }
        m_rows.insert(id, criterion);
        m_order.append(id);
    } else {
        if (id.isEmpty())
            id = freeId(criterion);
        criterion.id = id;
        criterion.position = m_appended[int(*tier)]++;
        CriterionRepository::spoolInserted(m_changes, criterion);
        m_reorder = true;
    }
    if (known != m_ids.end())
        known->second = line;
    else
        m_ids.insert_or_assign(id, line);
    return issues;
}

Result<ChangeSpool> CriteriaImporter::finish()
{
    // Positions run through the tiers in order: in each, the criteria that stay where they were,
    // then those appended in reading order.
    int start[3] = {};
    std::array<int, 3> appendedFrom{};
    for (int t = 0, next = 0; t < 3; ++t) {
        start[t] = next;
        appendedFrom[std::size_t(t)] = next + int(m_staying.at(t).size());
        next = appendedFrom[std::size_t(t)] + m_appended[t];
    }
    QHash<QString, int> positions;
    for (int t = 0; t < 3; ++t) {
        for (int i = 0; i < m_staying.at(t).size(); ++i)
            positions.insert(m_staying.at(t).at(i), start[t] + i);
    }
    for (auto it = m_moved.cbegin(); it != m_moved.cend(); ++it)
        positions.insert(it.key(), appendedFrom[std::size_t(m_rows.value(it.key()).tier)] + it.value());
    if (m_reorder) {
        m_changes.setAdjustment(
            [appendedFrom](Change& change) { CriterionRepository::shiftAppended(change, appendedFrom); });
        m_changes.setInsertAdjustment(
            [appendedFrom](SpooledInsert& row) { CriterionRepository::shiftAppended(row, appendedFrom); });
    }
    const auto update = [&](const QString& id, const Criterion& wanted) {
        for (const Change& change : CriterionRepository::updated(m_existing.value(id), wanted))
            m_changes.append(change);
    };
    for (const QString& id : std::as_const(m_order)) {
        Criterion criterion = m_rows.value(id);
        if (m_reorder)
            criterion.position = positions.value(id);
        update(id, criterion);
    }
    // Criteria the files do not name keep their texts but may move down a row.
    if (m_reorder) {
        for (const QStringList& tier : std::as_const(m_staying)) {
            for (const QString& id : tier) {
                if (m_rows.contains(id))
                    continue;
                Criterion criterion = m_existing.value(id).value;
                criterion.position = positions.value(id);
                update(id, criterion);
            }
        }
    }
    return m_changes;
}

} // namespace gatebench
