#include "reports/ExitReadiness.h"

#include "repositories/CandidateRepository.h"
#include "repositories/ExitReadinessRepository.h"
#include "tco/TcoEngine.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace gatebench::exitreadiness {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ExitReadiness)
};

} // namespace

Result<QList<CandidateExit>> all(const Storage& storage, QDate asOf)
{
    auto input = tco::TcoInput::load(storage, asOf);
    if (!input)
        return input.error();
    return all(storage, *input);
}

Result<QList<CandidateExit>> all(const Storage& storage, const tco::TcoInput& input)
{
    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    auto checks = ExitReadinessRepository(storage).all();
    if (!checks)
        return checks.error();
    QHash<QString, QHash<int, ExitCheck>> recorded;
    for (const ExitCheck& check : std::as_const(*checks))
        recorded[check.candidateId].insert(int(check.item), check);
    const QStringList withLines = tco::candidatesWithLines(input);

    QList<CandidateExit> result;
    for (const Candidate& candidate : std::as_const(*candidates)) {
        const bool listed = (candidate.inPoc && candidate.shortlisted) || recorded.contains(candidate.id) ||
                            withLines.contains(candidate.id);
        if (!listed)
            continue;
        CandidateExit exit;
        exit.candidateId = candidate.id;
        exit.name = candidate.name;
        const QHash<int, ExitCheck> own = recorded.value(candidate.id);
        for (ExitItem item : exitItems()) {
            const auto it = own.constFind(int(item));
            if (it == own.cend()) {
                exit.checks.append(std::nullopt);
                ++exit.unrecorded;
                continue;
            }
            exit.checks.append(*it);
            switch (it->status) {
            case ExitStatus::Ready:
                ++exit.ready;
                break;
            case ExitStatus::Partial:
                ++exit.partial;
                break;
            case ExitStatus::Missing:
                ++exit.missing;
                break;
            }
        }
        for (const TcoLine& line : std::as_const(input.lines)) {
            if (line.candidateId == candidate.id && line.category == QLatin1String(kExitCategory))
                exit.exitLines.append(line);
        }
        if (withLines.contains(candidate.id)) {
            for (const TcoScenario& scenario : tco::scenariosOf(input, candidate.id)) {
                auto totals = tco::totals(input, candidate.id, scenario);
                if (!totals && totals.error().kind == Error::Kind::BadInput) {
                    // A value beyond the TCO's bounds: the checklist stands, the costs are unknown.
                    exit.costs.clear();
                    exit.costsUnknown = true;
                    break;
                }
                if (!totals)
                    return totals.error();
                exit.costs.append({scenario.id, scenario.templateScenario,
                                   totals->byCategory.value(QLatin1String(kExitCategory), Decimal())});
            }
        }
        result.append(exit);
    }
    return result;
}

QString checklistSummary(const CandidateExit& exit)
{
    const int total = int(exitItems().size());
    QStringList parts{Text::tr("%1 of %2 ready").arg(exit.ready).arg(total)};
    if (exit.partial > 0)
        parts.append(Text::tr("%n partly ready", nullptr, exit.partial));
    if (exit.missing > 0)
        parts.append(Text::tr("%n not ready", nullptr, exit.missing));
    if (exit.unrecorded > 0)
        parts.append(Text::tr("%n not recorded", nullptr, exit.unrecorded));
    return parts.join(Text::tr(", "));
}

} // namespace gatebench::exitreadiness
