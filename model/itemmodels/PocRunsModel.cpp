#include "itemmodels/PocRunsModel.h"

#include "core/Labels.h"
#include "core/Times.h"
#include "poc/PocMetrics.h"
#include "repositories/CandidateRepository.h"
#include "repositories/PocRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace gatebench {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PocRunsModel)
};

QDateTime parsed(const QString& stored)
{
    QDateTime at = QDateTime::fromString(stored, Qt::ISODateWithMs);
    if (!at.isValid())
        at = QDateTime::fromString(stored, Qt::ISODate);
    if (at.isValid() && at.timeSpec() == Qt::LocalTime)
        at.setTimeZone(QTimeZone::utc());
    return at;
}

/// `value` with at most `decimals` decimals, without trailing zeros.
QString trimmed(double value, int decimals)
{
    QString text = QString::number(value, 'f', decimals);
    if (text.contains(u'.')) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(u'.'))
            text.chop(1);
    }
    return text;
}

QString notRecorded()
{
    return QStringLiteral("—");
}

} // namespace

PocRunsModel::PocRunsModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void PocRunsModel::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        connect(m_workspace, &Workspace::changed, this, [this](const ChangeEvent& event) {
            if (PocRepository::touchedBy(event))
                reload();
        });
    }
    reload();
}

void PocRunsModel::setLanguage(const QString& language)
{
    m_language = language;
    reload();
}

void PocRunsModel::reload()
{
    beginResetModel();
    m_runs.clear();
    m_candidateOrder.clear();
    m_candidates.clear();
    m_scenarios.clear();
    m_zone = QTimeZone::utc();
    m_error.clear();
    if (m_workspace) {
        const Storage& storage = m_workspace->queries().rows();
        const PocRepository repository(storage);
        auto runs = repository.runs();
        auto scenarios = repository.scenarios();
        auto candidates = CandidateRepository(storage).all();
        auto zone = SettingsRepository(storage).read(QLatin1String(schema::key::TimeZone));
        if (!runs)
            m_error = runs.error().message;
        else if (!scenarios)
            m_error = scenarios.error().message;
        else if (!candidates)
            m_error = candidates.error().message;
        else {
            m_runs = *runs;
            m_scenarios = *scenarios;
            for (const gatebench::Candidate& c : std::as_const(*candidates)) {
                m_candidateOrder.append(c.id);
                m_candidates.insert(c.id, c.name);
            }
            if (zone && *zone)
                m_zone = zoneOrUtc(**zone);
        }
    }
    endResetModel();
}

int PocRunsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int PocRunsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const PocRun* PocRunsModel::runAt(int row) const
{
    return row >= 0 && row < m_runs.size() ? &m_runs.at(row) : nullptr;
}

QString PocRunsModel::candidateName(const QString& id) const
{
    const auto it = m_candidates.constFind(id);
    const QString name = it == m_candidates.cend() ? QString() : shownIn(it->zh, it->en, m_language);
    return name.isEmpty() ? id : name;
}

QString PocRunsModel::scenarioName(const QString& id) const
{
    for (const PocScenario& s : m_scenarios) {
        if (s.id == id) {
            const QString title = shownIn(s.title.zh, s.title.en, m_language);
            return title.isEmpty() ? id : title;
        }
    }
    return id;
}

QStringList PocRunsModel::candidatesWithRuns() const
{
    QSet<QString> ran;
    for (const PocRun& run : m_runs)
        ran.insert(run.candidateId);
    QStringList ids;
    for (const QString& id : m_candidateOrder) {
        if (ran.remove(id))
            ids.append(id);
    }
    QStringList rest(ran.cbegin(), ran.cend()); // runs of a candidate no longer listed
    std::sort(rest.begin(), rest.end());
    return ids + rest;
}

QStringList PocRunsModel::scenariosWithRuns() const
{
    QSet<QString> ran;
    for (const PocRun& run : m_runs)
        ran.insert(run.scenarioId);
    QStringList ids;
    for (const PocScenario& s : m_scenarios) {
        if (ran.remove(s.id))
            ids.append(s.id);
    }
    QStringList rest(ran.cbegin(), ran.cend());
    std::sort(rest.begin(), rest.end());
    return ids + rest;
}

QString PocRunsModel::displayText(const PocRun& run, int column) const
{
    const auto duration = [](const std::optional<double>& seconds) {
        return seconds ? pocDurationText(*seconds) : notRecorded();
    };
    switch (column) {
    case Candidate:
        return candidateName(run.candidateId);
    case Scenario:
        return scenarioName(run.scenarioId);
    case RunId:
        return run.runId.isEmpty() ? Text::tr("#%1").arg(run.runNo) : run.runId;
    case ReplayId:
        return run.replayId;
    case Submitted: {
        const QDateTime submitted = parsed(run.submittedAt);
        if (submitted.isValid())
            return submitted.toTimeZone(m_zone).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
        const QDateTime started = parsed(run.startedAt);
        if (started.isValid())
            return Text::tr("%1 (started)")
                .arg(started.toTimeZone(m_zone).toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        return notRecorded();
    }
    case Outcome: {
        if (!run.outcome)
            return notRecorded();
        const QString label = labels::outcome(PocRepository::outcomeKey(*run.outcome));
        if (*run.outcome == PocOutcome::Failure && !run.failureReason.isEmpty())
            return Text::tr("%1: %2").arg(label, run.failureReason);
        return label;
    }
    case QueueWait:
        return duration(run.queueSeconds);
    case TimeToAvailable:
        return duration(run.submitToAvailableSeconds);
    case GpuHours:
        return run.gpuHours ? trimmed(*run.gpuHours, 2) : notRecorded();
    case Steps:
        return run.operationSteps ? QString::number(*run.operationSteps) : notRecorded();
    case Interventions:
        return run.manualInterventions ? QString::number(*run.manualInterventions) : notRecorded();
    case Recovery:
        return duration(run.recoverySeconds);
    case Diagnosed:
        if (!run.selfDiagnosed)
            return notRecorded();
        return *run.selfDiagnosed ? Text::tr("Yes") : Text::tr("No");
    case Notes:
        return QString(run.notes).replace(u'\n', u' ');
    case Source:
        if (run.sourceFile.isEmpty())
            return notRecorded();
        return QStringLiteral("%1:%2").arg(QFileInfo(run.sourceFile).fileName()).arg(run.sourceLine);
    default:
        return {};
    }
}

QVariant PocRunsModel::sortValue(const PocRun& run, int column) const
{
    const auto number = [](const auto& value) { return value ? QVariant(double(*value)) : QVariant(); };
    switch (column) {
    case RunId: {
        bool ok = false;
        const double n = run.runId.toDouble(&ok);
        return ok ? QVariant(n) : QVariant(displayText(run, column));
    }
    case ReplayId: {
        // gb-2 before gb-10: the text before the trailing digits, then their value.
        if (run.replayId.isEmpty())
            return {};
        qsizetype digits = run.replayId.size();
        while (digits > 0 && run.replayId.at(digits - 1).isDigit() && run.replayId.at(digits - 1).unicode() < 128)
            --digits;
        return QStringLiteral("%1\n%2").arg(run.replayId.left(digits),
                                            run.replayId.mid(digits).rightJustified(20, u'0'));
    }
    case Submitted: {
        QDateTime at = parsed(run.submittedAt);
        if (!at.isValid())
            at = parsed(run.startedAt);
        return at.isValid() ? QVariant(double(at.toMSecsSinceEpoch())) : QVariant();
    }
    case Outcome:
        return run.outcome ? QVariant(displayText(run, column)) : QVariant();
    case QueueWait:
        return number(run.queueSeconds);
    case TimeToAvailable:
        return number(run.submitToAvailableSeconds);
    case GpuHours:
        return number(run.gpuHours);
    case Steps:
        return number(run.operationSteps);
    case Interventions:
        return number(run.manualInterventions);
    case Recovery:
        return number(run.recoverySeconds);
    case Diagnosed:
        return run.selfDiagnosed ? QVariant(*run.selfDiagnosed ? 1.0 : 0.0) : QVariant();
    case Notes:
        return run.notes.isEmpty() ? QVariant() : QVariant(run.notes);
    case Source:
        // By file, then by line as a number: "a.csv:9" before "a.csv:10".
        return run.sourceFile.isEmpty()
                   ? QVariant()
                   : QVariant(QStringLiteral("%1\n%2").arg(run.sourceFile).arg(run.sourceLine, 12, 10, QChar(u'0')));
    default:
        return displayText(run, column);
    }
}

QString PocRunsModel::toolTip(const PocRun& run, int column) const
{
    switch (column) {
    case Submitted: {
        QStringList lines;
        const auto add = [&](const QString& label, const QString& stored) {
            if (!stored.isEmpty())
                lines.append(Text::tr("%1: %2").arg(label, timeInZone(stored, m_zone)));
        };
        add(Text::tr("Submitted"), run.submittedAt);
        add(Text::tr("Started (first resources allocated)"), run.startedAt);
        add(Text::tr("Available (result or service ready)"), run.availableAt);
        add(Text::tr("Finished"), run.finishedAt);
        if (run.submittedAt.isEmpty() && !run.startedAt.isEmpty())
            lines.prepend(Text::tr("The result file gives no submit time: the time shown is when the run started."));
        return lines.join(u'\n');
    }
    case Source:
        if (run.sourceFile.isEmpty())
            return Text::tr("Not imported from a file");
        return Text::tr("%1, line %2\nSHA-256 at import: %3")
            .arg(QDir::toNativeSeparators(run.sourceFile))
            .arg(run.sourceLine)
            .arg(run.sourceSha256.isEmpty() ? Text::tr("not recorded") : run.sourceSha256);
    default: {
        const QString text = displayText(run, column);
        return text == notRecorded() ? Text::tr("Not recorded") : (column == Notes ? run.notes : text);
    }
    }
}

QVariant PocRunsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PocRun& run = m_runs.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayText(run, index.column());
    case Qt::ToolTipRole:
        return toolTip(run, index.column());
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case QueueWait:
        case TimeToAvailable:
        case GpuHours:
        case Steps:
        case Interventions:
        case Recovery:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case Diagnosed:
            return int(Qt::AlignCenter);
        default:
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case SortRole:
        return sortValue(run, index.column());
    case CandidateIdRole:
        return run.candidateId;
    case ScenarioIdRole:
        return run.scenarioId;
    case OutcomeKeyRole:
        return run.outcome ? PocRepository::outcomeKey(*run.outcome) : QString();
    default:
        return {};
    }
}

QVariant PocRunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    const QString zone = QString::fromUtf8(m_zone.id());
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Candidate:
            return Text::tr("Candidate");
        case Scenario:
            return Text::tr("Scenario");
        case RunId:
            return Text::tr("Run");
        case ReplayId: // the import mapping's name of the field (回放任务编号), one term for both
            return QCoreApplication::translate("gatebench::RecordKinds", "Replay job id");
        case Submitted:
            return Text::tr("Submitted (%1)").arg(zone);
        case Outcome:
            return Text::tr("Outcome");
        case QueueWait:
            return Text::tr("Queue wait");
        case TimeToAvailable:
            return Text::tr("Time to available");
        case GpuHours:
            return Text::tr("GPU-hours");
        case Steps:
            return Text::tr("Steps");
        case Interventions:
            return Text::tr("Interventions");
        case Recovery:
            return Text::tr("Recovery");
        case Diagnosed:
            return Text::tr("Self-diagnosed");
        case Notes:
            return Text::tr("Notes");
        case Source:
            return Text::tr("Source");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case RunId:
            return Text::tr("The run's id in the result file");
        case ReplayId:
            return Text::tr("The job of the what-if load it replayed (gatebench whatif export), if any");
        case Submitted:
            return Text::tr("When the run was submitted, in the cluster's time zone (%1)").arg(zone);
        case QueueWait:
            return Text::tr("Started minus submitted: waiting for the first resources");
        case TimeToAvailable:
            return Text::tr("Available minus submitted: until the result or the service was ready");
        case Steps:
            return Text::tr("Engineer operation steps");
        case Interventions:
            return Text::tr("Manual interventions");
        case Recovery:
            return Text::tr("Recovery time of a fault drill");
        case Diagnosed:
            return Text::tr("Diagnosed without the vendor: whether the team found the fault's cause without the "
                            "vendor's help");
        case Source:
            return Text::tr("The file and line the run was imported from; double-click a row to see that line");
        default:
            return headerData(section, orientation, Qt::DisplayRole);
        }
    }
    return {};
}

} // namespace gatebench
