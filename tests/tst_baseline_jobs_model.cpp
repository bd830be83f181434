// The jobs table of the Baseline page: a log of 50,000 generated jobs (three jobs share each submit
// minute, so that ties are ordered by id) read page by page in submit order, from either end and at
// random; its filters by team, task type, outcome and submit time give the counts and the rows a
// plain loop over the generated jobs gives; and the demo's log as its own scan counts it, with
// outcomes through their labels and times in the cluster zone.
#include "TestSupport.h"
#include "core/Labels.h"
#include "itemmodels/BaselineJobsModel.h"
#include "repositories/BaselineRepository.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

using namespace gatebench;

namespace {

constexpr int kJobs = 50000;
constexpr qint64 kStart = 1793404800; // 2026-10-31 00:00 UTC

/// The generated job `i` (0-based; stored with id i + 1 in an empty log).
JobRecord generated(int i)
{
    JobRecord job;
    job.jobKey = QStringLiteral("J%1").arg(i);
    job.team = QStringLiteral("team%1").arg(i % 5);
    job.user = QStringLiteral("u%1").arg(i % 17);
    job.taskType = i % 3 == 0 ? QStringLiteral("training") : QStringLiteral("inference");
    job.gpuType = QStringLiteral("A100");
    job.gpus = double(1 + i % 8);
    // Three jobs per minute, written in an order that is not the submit order within a minute.
    job.submitUtc = kStart + (i / 3) * 60;
    job.startUtc = job.submitUtc + (i % 7) * 30;
    job.endUtc = *job.startUtc + 3600;
    constexpr JobOutcome outcomes[] = {JobOutcome::Completed, JobOutcome::Failed, JobOutcome::Completed,
                                       JobOutcome::Cancelled};
    job.outcome = outcomes[i % 4];
    if (job.outcome == JobOutcome::Failed)
        job.failureReason = QStringLiteral("OOM");
    return job;
}

/// The generated jobs `filter` lets through, in the table's order (submit time, then id).
QList<int> expected(const JobFilter& filter, bool newestFirst = false)
{
    QList<int> list;
    for (int i = 0; i < kJobs; ++i) {
        const JobRecord job = generated(i);
        if (!filter.team.isEmpty() && job.team != filter.team)
            continue;
        if (!filter.taskType.isEmpty() && job.taskType != filter.taskType)
            continue;
        if (filter.outcome && job.outcome != *filter.outcome)
            continue;
        if (filter.submittedFrom && job.submitUtc < *filter.submittedFrom)
            continue;
        if (filter.submittedBefore && job.submitUtc >= *filter.submittedBefore)
            continue;
        list.append(i);
    }
    // Generated in submit order with ids rising: already the table's order.
    if (newestFirst)
        std::reverse(list.begin(), list.end());
    return list;
}

QString keyAt(const BaselineJobsModel& model, int row)
{
    return model.index(row, BaselineJobsModel::JobKey).data().toString();
}

} // namespace

class TestBaselineJobsModel : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;
    testing::DemoCopies m_demos;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_workspace = testing::createWorkspace(m_dir.filePath(QStringLiteral("jobs.gatebench")));
        Storage& storage = WorkspaceTestAccess::storage(*m_workspace);
        QCOMPARE(BaselineRepository(storage).countJobs({}).value(), 0);
        int next = 0;
        auto written = storage.transaction([&]() -> Result<void> {
            auto r = BaselineRepository::insertJobs(storage, [&](JobRecord& job) {
                if (next == kJobs)
                    return false;
                job = generated(next++);
                return true;
            });
            if (!r)
                return r.error();
            return {};
        });
        QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().message));
        QVERIFY(m_demos.create(m_dir.path()));
    }

    void countsWithOneQueryAndReadsOnlyThePagesShown()
    {
        BaselineJobsModel model;
        model.setWorkspace(m_workspace.get());
        QCOMPARE(model.rowCount(), kJobs);
        QCOMPARE(model.pageReads(), 0); // counted, nothing read
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Rows on both sides of page boundaries, read in an order that jumps about.
        const QList<int> rows{0, 199, 200, 201, 399, 400, 37123, 49999, 49800, 49799, 25000, 24999, 1};
        for (int row : rows)
            QCOMPARE(keyAt(model, row), QStringLiteral("J%1").arg(row));
        QVERIFY2(model.pageReads() <= rows.size(), qPrintable(QString::number(model.pageReads())));
        // Reading the same rows again reads nothing more.
        const int reads = model.pageReads();
        for (int row : {0, 199, 200, 49999})
            QCOMPARE(keyAt(model, row), QStringLiteral("J%1").arg(row));
        QCOMPARE(model.pageReads(), reads);
    }

    void scrollsThroughEveryRowInSubmitOrder()
    {
        BaselineJobsModel model;
        model.setWorkspace(m_workspace.get());
        for (int row = 0; row < kJobs; ++row) {
            const JobRecord* job = model.jobAt(row);
            QVERIFY(job);
            if (job->jobKey != QStringLiteral("J%1").arg(row))
                QFAIL(qPrintable(QStringLiteral("row %1 shows %2").arg(row).arg(job->jobKey)));
        }
        // One read per page.
        QCOMPARE(model.pageReads(), kJobs / BaselineJobsModel::kPageRows);
        // Backwards from the end, as a user drags the scroll bar up.
        BaselineJobsModel back;
        back.setWorkspace(m_workspace.get());
        for (int row = kJobs - 1; row >= 0; row -= 97)
            QCOMPARE(keyAt(back, row), QStringLiteral("J%1").arg(row));
    }

    void newestFirstReversesTheOrder()
    {
        BaselineJobsModel model;
        model.setWorkspace(m_workspace.get());
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.sort(BaselineJobsModel::Submitted, Qt::DescendingOrder);
        QCOMPARE(resets.count(), 1);
        QVERIFY(model.newestFirst());
        for (int row : {0, 1, 2, 199, 200, 30000, kJobs - 1})
            QCOMPARE(keyAt(model, row), QStringLiteral("J%1").arg(kJobs - 1 - row));
        // Another column does not reorder the log.
        model.sort(BaselineJobsModel::Team, Qt::AscendingOrder);
        QCOMPARE(resets.count(), 1);
    }

    void filters_data()
    {
        QTest::addColumn<QString>("team");
        QTest::addColumn<QString>("taskType");
        QTest::addColumn<int>("outcome"); // -1: any
        QTest::addColumn<qint64>("from"); // 0: no bound
        QTest::addColumn<qint64>("before");
        QTest::addColumn<bool>("newestFirst");
        QTest::newRow("team") << QStringLiteral("team2") << QString() << -1 << qint64(0) << qint64(0) << false;
        QTest::newRow("task type") << QString() << QStringLiteral("training") << -1 << qint64(0) << qint64(0) << false;
        QTest::newRow("failed") << QString() << QString() << int(JobOutcome::Failed) << qint64(0) << qint64(0) << false;
        QTest::newRow("team and outcome, newest first")
            << QStringLiteral("team3") << QString() << int(JobOutcome::Cancelled) << qint64(0) << qint64(0) << true;
        // From a minute's second job on: the range starts at a minute, so its three jobs are in.
        QTest::newRow("submit range") << QString() << QString() << -1 << kStart + 1000 * 60 << kStart + 5000 * 60
                                      << false;
        QTest::newRow("everything") << QStringLiteral("team1") << QStringLiteral("inference")
                                    << int(JobOutcome::Completed) << kStart + 777 * 60 << kStart + 12345 * 60 << true;
        QTest::newRow("nothing") << QStringLiteral("no such team") << QString() << -1 << qint64(0) << qint64(0)
                                 << false;
    }

    void filters()
    {
        QFETCH(QString, team);
        QFETCH(QString, taskType);
        QFETCH(int, outcome);
        QFETCH(qint64, from);
        QFETCH(qint64, before);
        QFETCH(bool, newestFirst);
        JobFilter filter;
        filter.team = team;
        filter.taskType = taskType;
        if (outcome >= 0)
            filter.outcome = JobOutcome(outcome);
        if (from > 0)
            filter.submittedFrom = from;
        if (before > 0)
            filter.submittedBefore = before;
        const QList<int> want = expected(filter, newestFirst);

        BaselineJobsModel model;
        model.setWorkspace(m_workspace.get());
        if (newestFirst)
            model.sort(BaselineJobsModel::Submitted, Qt::DescendingOrder);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setFilter(filter);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), want.size());
        // Every row of a small result, else rows about page boundaries and both ends.
        QList<int> rows;
        if (want.size() <= 1000) {
            for (int row = 0; row < want.size(); ++row)
                rows.append(row);
        } else {
            rows = {0,
                    1,
                    199,
                    200,
                    201,
                    599,
                    600,
                    int(want.size()) / 2,
                    int(want.size()) - 201,
                    int(want.size()) - 200,
                    int(want.size()) - 1};
        }
        for (int row : rows)
            QCOMPARE(keyAt(model, row), QStringLiteral("J%1").arg(want.at(row)));
        // Each shown row satisfies the filter in what the user reads.
        for (int row : rows) {
            const JobRecord* job = model.jobAt(row);
            QVERIFY(job);
            if (!team.isEmpty())
                QCOMPARE(model.index(row, BaselineJobsModel::Team).data(Qt::UserRole).toString(), team);
            if (outcome >= 0)
                QCOMPARE(model.index(row, BaselineJobsModel::Outcome).data(Qt::UserRole).toString(),
                         BaselineRepository::outcomeKey(JobOutcome(outcome)));
        }
        // The same filter again changes nothing.
        model.setFilter(filter);
        QCOMPARE(resets.count(), 1);
    }

    void showsLabelsAndClusterTimes()
    {
        BaselineJobsModel model;
        model.setWorkspace(m_workspace.get());
        // The workspace's cluster zone is Asia/Shanghai (UTC+8): 2026-10-31 00:00 UTC is 08:00 there.
        QCOMPARE(model.headerData(BaselineJobsModel::Submitted, Qt::Horizontal).toString(),
                 QStringLiteral("Submitted (Asia/Shanghai)"));
        QCOMPARE(model.index(0, BaselineJobsModel::Submitted).data().toString(), QStringLiteral("2026-10-31 08:00"));
        QCOMPARE(model.index(0, BaselineJobsModel::Submitted).data(Qt::UserRole).toLongLong(), kStart);
        // Job J1: submitted at 00:00, started 30 s later, failed.
        QCOMPARE(model.index(1, BaselineJobsModel::QueueWait).data().toString(), QStringLiteral("30 s"));
        QCOMPARE(model.index(1, BaselineJobsModel::QueueWait).data(Qt::UserRole).toLongLong(), 30);
        QCOMPARE(model.index(1, BaselineJobsModel::Outcome).data().toString(),
                 labels::outcome(QStringLiteral("failed")));
        QCOMPARE(model.index(1, BaselineJobsModel::FailureReason).data().toString(), QStringLiteral("OOM"));
        QCOMPARE(model.index(1, BaselineJobsModel::Gpus).data().toString(), QStringLiteral("2"));
        QCOMPARE(BaselineJobsModel::waitText(3 * 3600 + 5 * 60), QStringLiteral("3 h 05 min"));
        QCOMPARE(BaselineJobsModel::waitText(50 * 3600), QStringLiteral("2 d 2 h"));
        QCOMPARE(labels::taskType(QStringLiteral("unspecified")), QStringLiteral("Unspecified"));
        // The filter choices are the values the log holds.
        const BaselineRepository repository(m_workspace->queries().rows());
        QCOMPARE(repository.jobTeams().value(),
                 (QStringList{QStringLiteral("team0"), QStringLiteral("team1"), QStringLiteral("team2"),
                              QStringLiteral("team3"), QStringLiteral("team4")}));
        QCOMPARE(repository.jobTaskTypes().value(),
                 (QStringList{QStringLiteral("inference"), QStringLiteral("training")}));
    }

    void demoLogAsItsScanCountsIt()
    {
        auto opened = Workspace::open(m_demos.original(), Workspace::Access::ReadOnly);
        QVERIFY(opened.ok());
        auto workspace = std::move(opened).value();
        const BaselineRepository repository(workspace->queries().rows());
        // An independent count: one pass over the log.
        qint64 jobs = 0;
        QMap<JobOutcome, qint64> byOutcome;
        QMap<QString, qint64> byTeam;
        std::optional<JobRecord> first;
        QVERIFY(repository
                    .scanJobs([&](const JobRecord& job) {
                        ++jobs;
                        ++byOutcome[job.outcome];
                        ++byTeam[job.team];
                        if (!first || job.submitUtc < first->submitUtc ||
                            (job.submitUtc == first->submitUtc && job.id < first->id))
                            first = job;
                        return true;
                    })
                    .ok());
        QVERIFY(jobs > 0);
        BaselineJobsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setWorkspace(workspace.get());
        QCOMPARE(model.rowCount(), jobs);
        QCOMPARE(keyAt(model, 0), first->jobKey);
        QCOMPARE(
            model.index(0, BaselineJobsModel::Submitted).data().toString(),
            QDateTime::fromSecsSinceEpoch(first->submitUtc, model.zone()).toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        QVERIFY(model.headerData(BaselineJobsModel::Started, Qt::Horizontal)
                    .toString()
                    .contains(QString::fromUtf8(model.zone().id())));
        for (auto it = byOutcome.cbegin(); it != byOutcome.cend(); ++it) {
            JobFilter filter;
            filter.outcome = it.key();
            model.setFilter(filter);
            QCOMPARE(model.rowCount(), it.value());
            QCOMPARE(model.index(0, BaselineJobsModel::Outcome).data().toString(),
                     labels::outcome(BaselineRepository::outcomeKey(it.key())));
            QCOMPARE(model.index(model.rowCount() - 1, BaselineJobsModel::Outcome).data(Qt::UserRole).toString(),
                     BaselineRepository::outcomeKey(it.key()));
        }
        for (auto it = byTeam.cbegin(); it != byTeam.cend(); ++it) {
            JobFilter filter;
            filter.team = it.key();
            model.setFilter(filter);
            QCOMPARE(model.rowCount(), it.value());
        }
        QCOMPARE(repository.jobTeams().value(), QStringList(byTeam.keys()));
    }
};

QTEST_GUILESS_MAIN(TestBaselineJobsModel)
#include "tst_baseline_jobs_model.moc"
