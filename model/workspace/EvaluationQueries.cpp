#include "workspace/EvaluationQueries.h"

#include "decision/DecisionLoader.h"
#include "storage/SqliteStorage.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::EvaluationQueries)
};

} // namespace

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

const Storage& EvaluationQueries::rows(const Viewer& viewer) const
{
    Q_UNUSED(viewer) // every viewer reads every row until rounds are sealed
    return m_storage;
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
    Q_UNUSED(viewer) // every viewer reads every row until rounds are sealed
    // The one place that knows the back end: another back end (PostgreSQL) opens its own reader here.
    const auto* sqlite = dynamic_cast<const SqliteStorage*>(&m_storage);
    if (!sqlite)
        return makeError(Error::Kind::Usage, Text::tr("Only a GateBench file can be read by a worker thread."));
    auto opened = sqlite->openAnother(SqliteStorage::Mode::ReadOnly);
    if (!opened)
        return opened.error();
    return std::unique_ptr<const Storage>(std::move(opened).value());
}

void EvaluationQueries::invalidate()
{
    m_settings.reset();
    m_input.reset();
    m_decisions.clear();
}

} // namespace gatebench
