#include "DecisionLoader.h"

#include "DecisionKeys.h"
#include "Storage.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

/// The translation context these messages had when the loader was part of DecisionEngine.cpp, kept
/// so that their translations still apply (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecisionEngine)
};

} // namespace

Result<DecisionInput> loadDecisionInput(const Storage& storage)
{
    const auto text = [](const Row& row, const char* column) { return row.value(QLatin1String(column)).toString(); };
    const auto date = [](const Row& row, const char* column) {
        const QVariant value = row.value(QLatin1String(column));
        return value.isNull() ? QDate() : QDate::fromString(value.toString(), Qt::ISODate);
    };
    const QStringList committeeOrder{QStringLiteral("position"), QStringLiteral("id")};

    DecisionInput input;
    auto candidates = storage.select(QStringLiteral("candidates"), {}, committeeOrder);
    if (!candidates)
        return candidates.error();
    for (const Row& row : std::as_const(*candidates)) {
        DecisionCandidate c;
        c.id = text(row, "id");
        c.nameZh = text(row, "name_zh");
        c.nameEn = text(row, "name_en");
        c.shortlisted = row.value(QStringLiteral("shortlisted")).toInt() != 0;
        c.setAsideReason = text(row, "set_aside_reason");
        c.inPoc = row.value(QStringLiteral("in_poc")).toInt() != 0;
        c.position = row.value(QStringLiteral("position")).toInt();
        input.candidates.append(c);
    }

    auto criteria = storage.select(QStringLiteral("criteria"), {}, committeeOrder);
    if (!criteria)
        return criteria.error();
    for (const Row& row : std::as_const(*criteria)) {
        DecisionCriterion c;
        c.id = text(row, "id");
        const auto tier = tierFromKey(text(row, "tier"));
        if (!tier)
            return makeError(Error::Kind::Integrity,
                             Text::tr("Criterion %1 has an unknown tier %2").arg(c.id, text(row, "tier")));
        c.tier = *tier;
        c.category = text(row, "category");
        c.titleZh = text(row, "title_zh");
        c.titleEn = text(row, "title_en");
        const QVariant weight = row.value(QStringLiteral("weight"));
        if (!weight.isNull())
            c.weight = weight.toDouble();
        c.evidenceRequired = row.value(QStringLiteral("evidence_required")).toInt() != 0;
        c.ownerZh = text(row, "owner_role_zh");
        c.ownerEn = text(row, "owner_role_en");
        c.reviewDate = date(row, "review_date");
        c.position = row.value(QStringLiteral("position")).toInt();
        input.criteria.append(c);
    }

    auto assessments = storage.select(QStringLiteral("assessments"));
    if (!assessments)
        return assessments.error();
    for (const Row& row : std::as_const(*assessments)) {
        DecisionAssessment a;
        a.candidateId = text(row, "candidate_id");
        a.criterionId = text(row, "criterion_id");
        const auto verdict = verdictFromKey(text(row, "verdict"));
        if (!verdict)
            return makeError(Error::Kind::Integrity, Text::tr("The assessment of %1 on %2 has an unknown verdict %3")
                                                         .arg(a.candidateId, a.criterionId, text(row, "verdict")));
        a.verdict = *verdict;
        a.evidence = text(row, "evidence");
        a.waiverOwner = text(row, "waiver_owner");
        a.waiverReason = text(row, "waiver_reason");
        a.waiverExpires = date(row, "waiver_expires");
        a.reviewer = text(row, "reviewer");
        input.assessments.append(a);
    }

    auto scores = storage.select(QStringLiteral("bonus_scores"));
    if (!scores)
        return scores.error();
    for (const Row& row : std::as_const(*scores)) {
        input.scores.append({text(row, "candidate_id"), text(row, "criterion_id"), text(row, "reviewer_id"),
                             row.value(QStringLiteral("score")).toDouble(),
                             row.value(QStringLiteral("consensus")).toInt() != 0});
    }
    return input;
}

} // namespace gatebench
