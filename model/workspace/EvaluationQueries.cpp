#include "workspace/EvaluationQueries.h"

#include "committee/CommitteeStatus.h"
#include "decision/DecisionLoader.h"
#include "repositories/ConsensusRepository.h"
#include "repositories/MemberRepository.h"
#include "repositories/RoundRepository.h"
#include "repositories/SealedVisibility.h"
#include "repositories/VisibleRows.h"
#include "workspace/ViewerVisibility.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::EvaluationQueries)
};

std::pair<int, QString> viewerKey(const Viewer& viewer)
{
    return {int(viewer.role()), viewer.memberId()};
}

} // namespace

struct EvaluationQueries::Sealing {
    std::optional<QList<ScoringRound>> rounds;
    std::map<std::pair<int, QString>, Visibility> visibility;
};

EvaluationQueries::EvaluationQueries(const Workspace& workspace, const Storage& storage)
    : m_workspace(workspace)
    , m_storage(storage)
{}

EvaluationQueries::~EvaluationQueries() = default;

void EvaluationQueries::setViewer(const Viewer& viewer)
{
    if (viewer == m_viewer)
        return;
    m_viewer = viewer;
    invalidate();
}

Result<Viewer> EvaluationQueries::viewerOf(const QString& memberId) const
{
    if (memberId.isEmpty())
        return Viewer::everyone();
    auto member = MemberRepository(m_storage).find(memberId);
    if (!member)
        return member.error();
    if (*member)
        return Viewer::of((*member)->permission, memberId);
    return Error{Error::Kind::BadInput, Text::tr("The evaluation has no committee member %1.").arg(memberId)};
}

QList<ScoringRound> EvaluationQueries::sealedRounds() const
{
    if (!m_sealing)
        m_sealing = std::make_unique<Sealing>();
    if (!m_sealing->rounds) {
        auto sealed = RoundRepository(m_storage).sealed();
        // A failed read is not kept; meanwhile nothing counts as sealed but what is read next time.
        if (!sealed)
            return {};
        m_sealing->rounds = std::move(sealed).value();
    }
    return *m_sealing->rounds;
}

const Visibility& EvaluationQueries::visibility(const Viewer& viewer) const
{
    const QList<ScoringRound> sealed = sealedRounds();
    auto& cache = m_sealing->visibility;
    const auto key = viewerKey(viewer);
    auto it = cache.find(key);
    if (it == cache.end())
        it = cache.emplace(key, visibilityOf(sealed, viewer)).first;
    return it->second;
}

bool EvaluationQueries::pricesHidden(const Viewer& viewer) const
{
    return visibility(viewer).hidePrices;
}

Result<QList<RoundProgress>> EvaluationQueries::progress() const
{
    // The committee's one rule (committee::roundProgress: assignments and recusals), as counts.
    auto facts = ConsensusRepository(m_storage).facts();
    if (!facts)
        return facts.error();
    QList<RoundProgress> list;
    for (const ScoringRound& round : sealedRounds()) {
        RoundProgress entry{round.id, {}};
        for (const committee::RoundProgress& p : committee::roundProgress(*facts, round.id)) {
            const Member* member = facts->member(p.memberId);
            entry.members.append({p.memberId, member ? member->name : QString(),
                                  member ? member->permission : Permission::Member, p.scored, p.assigned});
        }
        list.append(entry);
    }
    return list;
}

const Storage& EvaluationQueries::rows(const Viewer& viewer) const
{
    // Nothing hidden: the storage itself (the job log's readers take a second connection of it). No
    // reader keeps the reference across a change, when a round may be opened.
    if (!visibility(viewer).active())
        return m_storage;
    const auto key = viewerKey(viewer);
    auto it = m_views.find(key);
    if (it == m_views.end()) {
        auto view = std::make_unique<VisibleRows>(m_storage,
                                                  [this, viewer]() -> const Visibility& { return visibility(viewer); });
        it = m_views.emplace(key, std::move(view)).first;
    }
    return *it->second;
}

const EvaluationSettings& EvaluationQueries::settings() const
{
    if (!m_settings)
        m_settings = EvaluationSettings::read(m_storage);
    return *m_settings;
}

QDate EvaluationQueries::evaluationDate() const
{
    return settings().evaluationDate(m_workspace.now());
}

Result<std::shared_ptr<const CurrentDecision>> EvaluationQueries::decision(QDate asOf, const Viewer& viewer) const
{
    if (!asOf.isValid())
        asOf = evaluationDate();
    const bool current = viewer == m_viewer;
    if (current) {
        if (auto it = m_decisions.constFind(asOf); it != m_decisions.cend())
            return *it;
    }
    auto computed = std::make_shared<CurrentDecision>();
    if (current && m_input) {
        computed->input = *m_input;
    } else {
        auto input = loadDecisionInput(rows(viewer));
        if (!input)
            return input.error();
        computed->input = std::move(input).value();
        if (current)
            m_input = computed->input;
    }
    computed->decision = decide(computed->input, asOf);
    ++m_decisionsComputed;
    std::shared_ptr<const CurrentDecision> shared = std::move(computed);
    if (current)
        m_decisions.insert(asOf, shared);
    return shared;
}

Result<std::unique_ptr<const Storage>> EvaluationQueries::openReader(const Viewer& viewer) const
{
    // Each back end opens its own reader (Storage::openReader); a storage over another has none.
    if (!m_storage.canOpenReader())
        return makeError(Error::Kind::Usage, Text::tr("Only a GateBench file can be read by a worker thread."));
    auto opened = m_storage.openReader();
    if (!opened)
        return opened.error();
    std::unique_ptr<const Storage> reader(std::move(opened).value());
    // The rules as the reader's own connection reads them (this may run on any thread).
    auto sealed = RoundRepository(*reader).sealed();
    if (!sealed)
        return sealed.error();
    const Visibility rules = visibilityOf(*sealed, viewer);
    if (!rules.active())
        return reader;
    return std::unique_ptr<const Storage>(std::make_unique<VisibleRows>(std::move(reader), rules));
}

void EvaluationQueries::invalidate()
{
    m_settings.reset();
    m_input.reset();
    m_decisions.clear();
    m_sealing.reset();
}

} // namespace gatebench
