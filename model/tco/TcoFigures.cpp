#include "tco/TcoFigures.h"
#include "tco/TcoLimits.h"

#include "core/Labels.h"
#include "decision/DecisionDocument.h"
#include "decision/DecisionLoader.h"
#include "repositories/CandidateRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"

#include <QCoreApplication>

#include <algorithm>

namespace gatebench::tco {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TcoFigures)
};

} // namespace

Result<TcoFigures> TcoFigures::load(const Storage& storage, const QString& language, QDate asOf)
{
    auto decisionInput = loadDecisionInput(storage);
    if (!decisionInput)
        return decisionInput.error();
    const QDate date = asOf.isValid() ? asOf : SettingsRepository(storage).evaluationDate();
    return load(storage, language, date, decide(*decisionInput, date));
}

Result<TcoFigures> TcoFigures::load(const Storage& storage, const QString& language, QDate asOf,
                                    const Decision& decision)
{
    TcoFigures f;
    f.language = language;
    const SettingsRepository settings(storage);
    f.asOf = asOf.isValid() ? asOf : settings.evaluationDate();
    const Bilingual title = settings.bilingual(QLatin1String(schema::key::Title));
    f.title = shownIn(title.zh, title.en, language);
    auto input = TcoInput::load(storage, decision);
    if (!input)
        return input.error();
    f.input = *input;
    // A value beyond the TCO's bounds (written by an older GateBench or by hand) is named, line by line.
    if (const QList<RangeProblem> problems = rangeProblems(f.input, language); !problems.isEmpty())
        return Error{Error::Kind::BadInput, describe(problems)};
    auto result = analyse(f.input);
    if (!result)
        return result.error();
    f.result = *result;

    auto all = CandidateRepository(storage).all();
    if (!all)
        return all.error();
    for (const QString& id : candidatesWithLines(f.input)) {
        TcoCandidate c;
        c.id = id;
        c.name = id;
        const auto stored = std::find_if(all->cbegin(), all->cend(), [&](const Candidate& x) { return x.id == id; });
        if (stored != all->cend()) {
            const QString name = shownIn(stored->name.zh, stored->name.en, language);
            if (!name.isEmpty())
                c.name = name;
        }
        const auto decided = std::find_if(decision.candidates.cbegin(), decision.candidates.cend(),
                                          [&](const CandidateDecision& d) { return d.candidateId == id; });
        if (decided != decision.candidates.cend()) {
            c.shortlisted = decided->shortlisted;
            c.status = decided->status;
            c.bonusScore = decided->bonusScore;
        }
        f.candidates.append(c);
    }
    return f;
}

const TcoCandidate* TcoFigures::candidate(const QString& id) const
{
    const auto it =
        std::find_if(candidates.cbegin(), candidates.cend(), [&](const TcoCandidate& c) { return c.id == id; });
    return it == candidates.cend() ? nullptr : &*it;
}

QString TcoFigures::nameOf(const QString& id) const
{
    const TcoCandidate* c = candidate(id);
    return c ? c->name : id;
}

QString TcoFigures::scenarioName(const TcoScenario& scenario) const
{
    if (scenario.id.isEmpty())
        return Text::tr("All lines");
    if (scenario.templateScenario.isEmpty())
        return scenario.id;
    return labels::tcoScenario(scenario.templateScenario);
}

TcoScenario TcoFigures::scenario(const QString& candidateId, const QString& id) const
{
    const QList<TcoScenario> own = scenariosOf(input, candidateId);
    const auto it = std::find_if(own.cbegin(), own.cend(), [&](const TcoScenario& s) { return s.id == id; });
    return it == own.cend() ? own.first() : *it;
}

QString lineKindLabel(TcoLineKind kind)
{
    switch (kind) {
    case TcoLineKind::Recurring:
        return Text::tr("Recurring");
    case TcoLineKind::OneOff:
        return Text::tr("One-off");
    case TcoLineKind::Staff:
        break;
    }
    return Text::tr("Staff");
}

QString sourceLabel(TcoSource source)
{
    switch (source) {
    case TcoSource::Unstated:
        return {};
    case TcoSource::Quote:
        return Text::tr("Quote");
    case TcoSource::ListPrice:
        return Text::tr("List price");
    case TcoSource::Estimate:
        break;
    }
    return Text::tr("Estimate");
}

QString statusLabel(const TcoCandidate& candidate)
{
    if (!candidate.shortlisted || !candidate.status)
        return Text::tr("Set aside");
    return DecisionDocument::statusLabel(*candidate.status);
}

} // namespace gatebench::tco
