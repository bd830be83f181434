#include "decision/DecisionKeys.h"

namespace gatebench {

QString tierKey(CriterionTier tier)
{
    switch (tier) {
    case CriterionTier::Gate:
        return QStringLiteral("gate");
    case CriterionTier::Bonus:
        return QStringLiteral("bonus");
    case CriterionTier::Deferred:
        break;
    }
    return QStringLiteral("deferred");
}

std::optional<CriterionTier> tierFromKey(const QString& key)
{
    for (CriterionTier tier : {CriterionTier::Gate, CriterionTier::Bonus, CriterionTier::Deferred}) {
        if (key == tierKey(tier))
            return tier;
    }
    return std::nullopt;
}

QString verdictKey(GateVerdict verdict)
{
    switch (verdict) {
    case GateVerdict::Pass:
        return QStringLiteral("pass");
    case GateVerdict::Fail:
        return QStringLiteral("fail");
    case GateVerdict::Unknown:
        return QStringLiteral("unknown");
    case GateVerdict::Waived:
        break;
    }
    return QStringLiteral("waived");
}

std::optional<GateVerdict> verdictFromKey(const QString& key)
{
    for (GateVerdict verdict : {GateVerdict::Pass, GateVerdict::Fail, GateVerdict::Unknown, GateVerdict::Waived}) {
        if (key == verdictKey(verdict))
            return verdict;
    }
    return std::nullopt;
}

QString statusKey(CandidateStatus status)
{
    switch (status) {
    case CandidateStatus::Eligible:
        return QStringLiteral("eligible");
    case CandidateStatus::Blocked:
        return QStringLiteral("blocked");
    case CandidateStatus::Eliminated:
        break;
    }
    return QStringLiteral("eliminated");
}

} // namespace gatebench
