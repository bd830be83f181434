#include "itemmodels/BaselineJobsModel.h"

#include "core/Labels.h"
#include "core/Times.h"
#include "storage/Schema.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QThread>

#include <algorithm>
#include <memory>

namespace gatebench {

namespace {

/// Pages kept in memory (the rest are read again when the view comes back to them).
constexpr int kKeptPages = 48;

QString shownTime(const std::optional<qint64>& utc, const QTimeZone& zone)
{
    if (!utc)
        return {};
    return QDateTime::fromSecsSinceEpoch(*utc, zone).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString gpusText(double gpus)
{
    return QString::number(gpus, 'g', 6);
}

} // namespace

BaselineJobsModel::BaselineJobsModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

BaselineJobsModel::~BaselineJobsModel()
{
    waitForCounts();
}

void BaselineJobsModel::waitForCounts()
{
    for (QThread* worker : std::as_const(m_countWorkers))
        worker->wait();
}

void BaselineJobsModel::setCountInBackground(bool background)
{
    m_countInBackground = background;
}

void BaselineJobsModel::setWorkspace(Workspace* workspace)
{
    // A count still running reads the workspace shown so far, which may close after this.
    waitForCounts();
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        connect(m_workspace, &Workspace::changed, this, [this](const ChangeEvent& event) {
            if (BaselineRepository::jobsTouchedBy(event) || event.everything)
                reload();
        });
    }
    reload();
}

void BaselineJobsModel::setLanguage(const QString& language)
{
    m_language = language;
    reload();
}

void BaselineJobsModel::setFilter(const JobFilter& filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    reload();
}

void BaselineJobsModel::sort(int column, Qt::SortOrder order)
{
    if (column != Submitted)
        return;
    const bool newest = order == Qt::DescendingOrder;
    if (newest == m_newestFirst)
        return;
    m_newestFirst = newest;
    reload();
}

void BaselineJobsModel::fail(const QString& message) const
{
    if (m_error == message)
        return;
    m_error = message;
    emit const_cast<BaselineJobsModel*>(this)->loadFailed(message);
}

void BaselineJobsModel::reload()
{
    beginResetModel();
    m_pages.clear();
    m_recent.clear();
    m_pageEnds.clear();
    m_pageStarts.clear();
    m_pageReads = 0;
    m_count = 0;
    m_error.clear();
    m_zone = QTimeZone::utc();
    m_teamNames.clear();
    if (m_workspace) {
        m_zone = zoneOrUtc(m_workspace->setting(QLatin1String(schema::key::TimeZone)));
        const QString language = m_language.isEmpty() ? m_workspace->language() : m_language;
        if (auto teams = BaselineRepository(m_workspace->queries().rows()).teams()) {
            for (const gatebench::Team& team : std::as_const(*teams)) {
                const QString name = pickLanguage(team.name.zh, team.name.en, language);
                if (!name.isEmpty())
                    m_teamNames.insert(team.id, name);
            }
        }
        if (m_countInBackground) {
            startCount();
        } else {
            ++m_countGeneration; // a background count still running is out of date
            m_counting = false;
            auto count = BaselineRepository(m_workspace->queries().rows()).countJobs(m_filter);
            if (count)
                m_count = *count;
            else
                m_error = count.error().message;
        }
    } else {
        ++m_countGeneration;
        m_counting = false;
    }
    endResetModel();
    if (!m_error.isEmpty())
        emit loadFailed(m_error);
}

void BaselineJobsModel::startCount()
{
    const int generation = ++m_countGeneration;
    m_counting = true;
    auto result = std::make_shared<Result<qint64>>(qint64(0));
    const EvaluationQueries* queries = &m_workspace->queries();
    QThread* worker = QThread::create([queries, filter = m_filter, result] {
        auto opened = queries->openReader();
        if (!opened)
            *result = opened.error();
        else
            *result = BaselineRepository(**opened).countJobs(filter);
    });
    m_countWorkers.append(worker);
    connect(worker, &QThread::finished, this, [this, worker, result, generation] {
        m_countWorkers.removeOne(worker);
        worker->deleteLater();
        if (generation != m_countGeneration)
            return; // a later reload asked again
        m_counting = false;
        if (!*result) {
            fail(result->error().message);
            emit counted();
            return;
        }
        beginResetModel();
        m_count = **result;
        endResetModel();
        emit counted();
    });
    worker->start();
}

const QVector<JobRecord>* BaselineJobsModel::page(int index) const
{
    if (auto it = m_pages.constFind(index); it != m_pages.cend()) {
        m_recent.removeOne(index);
        m_recent.append(index);
        return &*it;
    }
    if (!m_workspace)
        return nullptr;
    const qint64 first = qint64(index) * kPageRows;
    const qint64 last = std::min(first + kPageRows, m_count); // one past the page's last row
    if (first >= last)
        return nullptr;

    // Read from whichever known position is nearest: the end of a page before this one (or the
    // first row), or the start of a page after it (or the last row), reading backwards from there.
    std::optional<JobCursor> after;
    qint64 forwardSkip = first;
    if (auto it = m_pageEnds.lowerBound(index); it != m_pageEnds.cbegin()) {
        --it;
        after = it.value();
        forwardSkip = first - qint64(it.key() + 1) * kPageRows;
    }
    std::optional<JobCursor> before;
    qint64 backwardSkip = m_count - last;
    if (auto it = m_pageStarts.upperBound(index); it != m_pageStarts.cend()) {
        before = it.value();
        backwardSkip = qint64(it.key()) * kPageRows - last;
    }

    const BaselineRepository repository(m_workspace->queries().rows());
    const int rows = int(last - first);
    Result<QList<JobRecord>> read = backwardSkip < forwardSkip
                                        ? repository.jobPage(m_filter, !m_newestFirst, before, backwardSkip, rows)
                                        : repository.jobPage(m_filter, m_newestFirst, after, forwardSkip, rows);
    ++m_pageReads;
    if (!read) {
        fail(read.error().message);
        return nullptr;
    }
    QVector<JobRecord> jobs(read->cbegin(), read->cend());
    if (backwardSkip < forwardSkip)
        std::reverse(jobs.begin(), jobs.end());
    if (jobs.isEmpty())
        return nullptr;
    m_pageStarts.insert(index, {jobs.constFirst().submitUtc, jobs.constFirst().id});
    m_pageEnds.insert(index, {jobs.constLast().submitUtc, jobs.constLast().id});
    while (m_recent.size() >= kKeptPages)
        m_pages.remove(m_recent.takeFirst());
    m_recent.append(index);
    return &*m_pages.insert(index, jobs);
}

const JobRecord* BaselineJobsModel::jobAt(int row) const
{
    if (row < 0 || row >= m_count)
        return nullptr;
    const QVector<JobRecord>* jobs = page(row / kPageRows);
    const int offset = row % kPageRows;
    if (!jobs || offset >= jobs->size())
        return nullptr;
    return &jobs->at(offset);
}

int BaselineJobsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(std::min<qint64>(m_count, std::numeric_limits<int>::max()));
}

int BaselineJobsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString BaselineJobsModel::waitText(qint64 seconds)
{
    if (seconds < 60)
        return tr("%1 s").arg(seconds);
    const qint64 minutes = seconds / 60;
    if (minutes < 60)
        return tr("%1 min").arg(minutes);
    const qint64 hours = minutes / 60;
    if (hours < 48)
        return tr("%1 h %2 min").arg(hours).arg(minutes % 60, 2, 10, QLatin1Char('0'));
    return tr("%1 d %2 h").arg(hours / 24).arg(hours % 24);
}

QVariant BaselineJobsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() ||
        (role != Qt::DisplayRole && role != Qt::UserRole && role != Qt::TextAlignmentRole && role != Qt::ToolTipRole))
        return {};
    if (role == Qt::TextAlignmentRole) {
        if (index.column() == Gpus || index.column() == QueueWait)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    const JobRecord* job = jobAt(index.row());
    if (!job)
        return {};
    const bool display = role != Qt::UserRole;
    switch (Column(index.column())) {
    case JobKey:
        return job->jobKey;
    case Team:
        return display ? m_teamNames.value(job->team, job->team) : job->team;
    case User:
        return job->user;
    case TaskType:
        return display ? labels::taskType(job->taskType) : job->taskType;
    case GpuType:
        return job->gpuType;
    case Gpus:
        return display ? QVariant(gpusText(job->gpus)) : QVariant(job->gpus);
    case Submitted:
        return display ? QVariant(shownTime(job->submitUtc, m_zone)) : QVariant(job->submitUtc);
    case Started:
        return display ? QVariant(shownTime(job->startUtc, m_zone))
                       : (job->startUtc ? QVariant(*job->startUtc) : QVariant());
    case Ended:
        return display ? QVariant(shownTime(job->endUtc, m_zone)) : (job->endUtc ? QVariant(*job->endUtc) : QVariant());
    case QueueWait:
        if (!job->startUtc)
            return display ? QVariant(tr("not started")) : QVariant();
        return display ? QVariant(waitText(*job->startUtc - job->submitUtc))
                       : QVariant(*job->startUtc - job->submitUtc);
    case Outcome: {
        const QString key = BaselineRepository::outcomeKey(job->outcome);
        return display ? labels::outcome(key) : key;
    }
    case FailureReason:
        return display && !job->failureReason.isEmpty() ? labels::failureReason(job->failureReason)
                                                        : job->failureReason;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant BaselineJobsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString zone = QString::fromUtf8(m_zone.id());
    switch (Column(section)) {
    case JobKey:
        return tr("Job");
    case Team:
        return tr("Team");
    case User:
        return tr("User");
    case TaskType:
        return tr("Task type");
    case GpuType:
        return tr("GPU type");
    case Gpus:
        return tr("GPUs");
    case Submitted:
        return tr("Submitted (%1)").arg(zone);
    case Started:
        return tr("Started (%1)").arg(zone);
    case Ended:
        return tr("Ended (%1)").arg(zone);
    case QueueWait:
        return tr("Queue wait");
    case Outcome:
        return tr("Outcome");
    case FailureReason:
        return tr("Failure reason");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace gatebench
