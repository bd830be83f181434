#include "repositories/SealedVisibility.h"

#include "repositories/AuditRepository.h"

#include <algorithm>

namespace gatebench::sealed {

QString scoreTable()
{
    return QStringLiteral("bonus_scores");
}

const QStringList& priceTables()
{
    // The lines hold every price; a line's multipliers are its figures per scenario. The scenarios
    // themselves (names, peak months) and the TCO's basis (currency, tax, volumes) hold no price.
    static const QStringList tables{QStringLiteral("tco_lines"), QStringLiteral("tco_line_multipliers")};
    return tables;
}

QString auditTable()
{
    return QStringLiteral("audit_log");
}

QString sealedValuesTable()
{
    return QStringLiteral("audit_sealed");
}

bool sealedValuesHidden(const Visibility& rules, const QVariant& roundId, const QString& memberId)
{
    if (rules.sealedRounds.isEmpty())
        return false;
    const bool sealedRound =
        roundId.isNull() || !roundId.isValid() || rules.sealedRounds.contains(roundId.toLongLong());
    return sealedRound && (rules.ownMember.isEmpty() || memberId != rules.ownMember);
}

bool scoreHidden(const Visibility& rules, const QString& candidateId, const QString& criterionId,
                 const QString& reviewerId)
{
    return rules.sealed(candidateId, criterionId) && (rules.ownMember.isEmpty() || reviewerId != rules.ownMember);
}

bool auditEntryHidden(const Visibility& rules, const QString& entity, const QString& entityId, const QString& detail)
{
    if (!rules.active())
        return false;
    static const QString scoreEntity = AuditRepository::entityOf(scoreTable());
    static const QStringList priceEntities = [] {
        QStringList list;
        for (const QString& table : priceTables())
            list.append(AuditRepository::entityOf(table));
        return list;
    }();
    const auto hiddenEntity = [&](const QString& e, const QString& key) {
        if (e == scoreEntity) {
            const QStringList parts = AuditRepository::keyParts(key);
            return parts.size() >= 3 && scoreHidden(rules, parts.at(0), parts.at(1), parts.at(2));
        }
        return rules.hidePrices && priceEntities.contains(e);
    };
    if (hiddenEntity(entity, entityId))
        return true;
    // An edit of several rows in one step names each row it changed in its detail.
    const bool namesPrices = rules.hidePrices && std::any_of(priceEntities.cbegin(), priceEntities.cend(),
                                                             [&](const QString& e) { return detail.contains(e); });
    if (!detail.contains(scoreEntity) && !namesPrices)
        return false;
    const AuditDetail parsed = AuditRepository::detailOf(detail);
    if (parsed.edit) {
        for (const EditedRow& row : *parsed.edit) {
            if (hiddenEntity(row.entity, row.key))
                return true;
        }
    }
    return false;
}

Result<void> removeHidden(const Visibility& rules, const Run& run, bool sealedValues)
{
    // Another member's score of a sealed cell (value and note). The own member's stays; none when
    // nobody is named (a NULL never equals a reviewer).
    const QVariant own = rules.ownMember.isEmpty() ? QVariant() : QVariant(rules.ownMember);
    for (const QString& cell : rules.sealedCells) {
        const QStringList parts = cell.split(QChar(0x1f));
        if (parts.size() != 2)
            continue;
        if (auto r = run(QStringLiteral("DELETE FROM bonus_scores WHERE candidate_id = ? AND criterion_id = ? AND "
                                        "(? IS NULL OR reviewer_id IS NOT ?)"),
                         {parts.at(0), parts.at(1), own, own});
            !r)
            return r;
    }
    // The values kept for the audit entries of those scores (a copy from a server brought them).
    if (sealedValues && !rules.sealedRounds.isEmpty()) {
        QStringList ids;
        for (const qint64 id : rules.sealedRounds)
            ids.append(QString::number(id));
        ids.sort();
        // The ids are numbers, the table this file's own constant.
        if (auto r = run(QStringLiteral("DELETE FROM %1 WHERE (round_id IS NULL OR round_id IN (%2)) AND (? IS NULL OR "
                                        "member_id IS NOT ?)")
                             .arg(sealedValuesTable(), ids.join(u',')),
                         {own, own});
            !r)
            return r;
    }
    if (rules.hidePrices) {
        for (const QString& table : priceTables()) {
            // The names are this file's own constants, never user text.
            if (auto r = run(QStringLiteral("DELETE FROM %1").arg(table), {}); !r)
                return r;
        }
    }
    return {};
}

} // namespace gatebench::sealed
