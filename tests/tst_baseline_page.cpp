// The Baseline page on the demo, as a committee uses it: the cards show what model/baseline computes
// for the same file; the jobs table's filters give the counts the repository gives; the owner of a
// top loss typed in the table is stored (and audited) and Edit > Undo takes it back; the GPU inventory
// and quota editor writes valid edits through the commands and refuses the others in place.
#include "BaselineInventoryDialog.h"
#include "BaselinePage.h"
#include "JobImport.h"
#include "MainWindow.h"
#include "TestSupport.h"
#include "Translation.h"
#include "baseline/BaselineMetrics.h"
#include "commands/Baseline.h"
#include "itemmodels/BaselineJobsModel.h"
#include "repositories/BaselineRepository.h"
#include "workspace/Workspace.h"

#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <cmath>

using namespace gatebench;

class TestBaselinePage : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;

    /// The window on `path`, on the Baseline page, once its figures are shown.
    static BaselinePage* openBaseline(MainWindow& window, const QString& path)
    {
        window.resize(1280, 800);
        window.show();
        if (!window.openFile(path, QStringLiteral("baseline")))
            return nullptr;
        auto* page = qobject_cast<BaselinePage*>(window.page(QStringLiteral("baseline")));
        if (!page)
            return nullptr;
        if (!QTest::qWaitFor([page] { return !page->isComputing(); }, 20000))
            return nullptr;
        return page;
    }

    static std::optional<QString> ownerOf(const Workspace& workspace, const QString& key)
    {
        auto owners = BaselineRepository(workspace.storage()).lossOwners();
        if (!owners)
            return std::nullopt;
        for (const LossOwner& owner : std::as_const(*owners)) {
            if (owner.lossKey == key)
                return owner.owner;
        }
        return std::nullopt;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        applyLanguage(QStringLiteral("en"));
        QVERIFY(m_demos.create(m_dir.path()));
    }

    void cardsShowTheComputedFigures()
    {
        MainWindow window;
        BaselinePage* page = openBaseline(window, m_demos.fresh());
        QVERIFY(page);
        auto metrics = baseline::computeFor(window.workspace()->storage());
        QVERIFY(metrics.ok());
        const baseline::GroupMetrics& total = metrics->total;
        QVERIFY(total.jobs > 0);
        const QLocale locale;
        QVERIFY2(page->cardValue(QStringLiteral("jobs")).startsWith(locale.toString(total.jobs) + u' '),
                 qPrintable(page->cardValue(QStringLiteral("jobs"))));
        QVERIFY(page->cardValue(QStringLiteral("jobs")).contains(locale.toString(total.started)));
        QCOMPARE(page->cardValue(QStringLiteral("waitP50")),
                 BaselineJobsModel::waitText(std::llround(total.queueWait.p50.value())));
        QCOMPARE(page->cardValue(QStringLiteral("waitP90")),
                 BaselineJobsModel::waitText(std::llround(total.queueWait.p90.value())));
        QCOMPARE(page->cardValue(QStringLiteral("successRate")),
                 locale.toString(total.successRate.value() * 100, 'f', 1) + u'%');
        QVERIFY(page->cardValue(QStringLiteral("allocated"))
                    .startsWith(locale.toString(total.utilization.allocated.value() * 100, 'f', 1) + u'%'));
        QVERIFY(page->cardValue(QStringLiteral("window")).contains(metrics->window.firstDay.toString(Qt::ISODate)));
        QVERIFY(page->cardValue(QStringLiteral("window")).contains(metrics->window.lastDay.toString(Qt::ISODate)));
        // The capacity says where it comes from.
        QCOMPARE(page->cardValue(QStringLiteral("capacity")).contains(QStringLiteral("inferred")),
                 total.utilization.inferred);
        // As many loss rows as the metrics rank, in their order.
        auto* losses = page->findChild<QTableWidget*>(QStringLiteral("topLosses"));
        QVERIFY(losses);
        QCOMPARE(losses->rowCount(), metrics->topLosses.size());
        QVERIFY(!page->findChild<QLabel*>(QStringLiteral("baselineSimulatedBanner"))->isHidden());
        // For a reviewer: the whole page as it scrolls, when asked for (BASELINE_PAGE_SHOT=file.png).
        if (qEnvironmentVariableIsSet("BASELINE_PAGE_SHOT")) {
            auto* scroll = page->findChild<QScrollArea*>(QStringLiteral("baselineScroll"));
            QVERIFY(scroll && scroll->widget()->grab().save(qEnvironmentVariable("BASELINE_PAGE_SHOT")));
        }
    }

    void filtersChangeTheRowCountAsTheRepositoryCounts()
    {
        MainWindow window;
        BaselinePage* page = openBaseline(window, m_demos.fresh());
        QVERIFY(page);
        const BaselineRepository repository(window.workspace()->storage());
        BaselineJobsModel* model = page->jobsModel();
        auto* table = page->findChild<QTableView*>(QStringLiteral("jobsTable"));
        QVERIFY(table);
        QCOMPARE(table->model(), model);
        const qint64 all = repository.countJobs({}).value();
        QCOMPARE(model->rowCount(), all);

        auto* team = page->findChild<QComboBox*>(QStringLiteral("jobsTeamFilter"));
        QVERIFY(team && team->count() > 2);
        team->setCurrentIndex(1);
        JobFilter filter;
        filter.team = team->currentData().toString();
        const qint64 ofTeam = repository.countJobs(filter).value();
        QVERIFY(ofTeam > 0 && ofTeam < all);
        QCOMPARE(model->rowCount(), ofTeam);
        auto* count = page->findChild<QLabel*>(QStringLiteral("jobsCount"));
        QVERIFY(count->text().contains(QLocale().toString(ofTeam)) || count->text().contains(QString::number(ofTeam)));

        auto* outcome = page->findChild<QComboBox*>(QStringLiteral("jobsOutcomeFilter"));
        outcome->setCurrentIndex(outcome->findData(BaselineRepository::outcomeKey(JobOutcome::Failed)));
        filter.outcome = JobOutcome::Failed;
        QCOMPARE(model->rowCount(), repository.countJobs(filter).value());
        for (int row = 0; row < model->rowCount(); ++row) {
            QCOMPARE(model->index(row, BaselineJobsModel::Team).data(Qt::UserRole).toString(), filter.team);
            QCOMPARE(model->index(row, BaselineJobsModel::Outcome).data(Qt::UserRole).toString(),
                     BaselineRepository::outcomeKey(JobOutcome::Failed));
        }
        team->setCurrentIndex(0);
        outcome->setCurrentIndex(0);
        QCOMPARE(model->rowCount(), all);
    }

    void recomputesAfterSettingsAndAfterAnImport()
    {
        // The page keeps the job columns between refreshes and reads them again only when the jobs
        // change: after a setting (the window) and after an import and its undo it shows what a
        // fresh computation from the file gives.
        MainWindow window;
        BaselinePage* page = openBaseline(window, m_demos.fresh());
        QVERIFY(page);
        Workspace* workspace = window.workspace();
        const auto shows = [&](const char* when) {
            QVERIFY2(QTest::qWaitFor([page] { return !page->isComputing(); }, 20000), when);
            auto metrics = baseline::computeFor(workspace->storage());
            QVERIFY(metrics.ok());
            const QString jobs = page->cardValue(QStringLiteral("jobs"));
            QVERIFY2(
                jobs.startsWith(QLocale().toString(metrics->total.jobs) + u' '),
                qPrintable(
                    QStringLiteral("%1: %2, computed %3").arg(QLatin1String(when), jobs).arg(metrics->total.jobs)));
            QVERIFY2(page->cardValue(QStringLiteral("window")).contains(metrics->window.firstDay.toString(Qt::ISODate)),
                     when);
        };
        const auto settle = [&] {
            QCoreApplication::processEvents(); // the page refreshes on the next turn of the event loop
            QTest::qWait(0);
        };
        const QString jobsBefore = page->cardValue(QStringLiteral("jobs"));
        auto first = baseline::computeFor(workspace->storage());
        QVERIFY(first.ok());
        QVERIFY(baselineedits::setAnalysisWindow(*workspace, first->window.firstDay, first->window.firstDay.addDays(6))
                    .ok());
        settle();
        shows("after setting the window");
        QVERIFY(page->cardValue(QStringLiteral("jobs")) != jobsBefore);
        QVERIFY(baselineedits::setAnalysisWindow(*workspace, QDate(), QDate()).ok());
        settle();
        shows("after clearing the window");
        QCOMPARE(page->cardValue(QStringLiteral("jobs")), jobsBefore);

        // An import written by another connection, adopted as the window's worker does.
        JobImportRequest request;
        request.inputs = {QStringLiteral(GATEBENCH_TEST_DATA "/jobimport/good.txt")};
        request.actor = QStringLiteral("Test Reviewer");
        JobImportProgress progress;
        auto imported = importJobsAt(workspace->path(), request, progress);
        QVERIFY2(imported.ok(), imported.ok() ? "" : qPrintable(imported.error().message));
        QVERIFY(imported->written());
        adoptJobImport(*workspace, *imported);
        settle();
        shows("after an import");
        QVERIFY(page->cardValue(QStringLiteral("jobs")) != jobsBefore);
        QVERIFY(workspace->undo().ok());
        settle();
        shows("after undoing the import");
        QCOMPARE(page->cardValue(QStringLiteral("jobs")), jobsBefore);
    }

    void ownerEditLandsAndUndoes()
    {
        MainWindow window;
        BaselinePage* page = openBaseline(window, m_demos.fresh());
        QVERIFY(page);
        Workspace* workspace = window.workspace();
        auto metrics = baseline::computeFor(workspace->storage());
        QVERIFY(metrics.ok());
        QVERIFY(!metrics->topLosses.isEmpty());
        const QString key = metrics->topLosses.first().key;
        const std::optional<QString> before = ownerOf(*workspace, key);
        auto* losses = page->findChild<QTableWidget*>(QStringLiteral("topLosses"));
        QVERIFY(losses);
        const int steps = workspace->undoStack()->count();
        losses->item(0, 3)->setText(QStringLiteral("Platform team lead"));
        QCOMPARE(ownerOf(*workspace, key), std::optional<QString>(QStringLiteral("Platform team lead")));
        QCOMPARE(workspace->undoStack()->count(), steps + 1);
        QVERIFY(QTest::qWaitFor([page] { return !page->isComputing(); }, 20000));
        QTRY_COMPARE(losses->item(0, 3)->text(), QStringLiteral("Platform team lead"));

        QVERIFY(workspace->undo().ok());
        QCOMPARE(ownerOf(*workspace, key).value_or(QString()), before.value_or(QString()));
        QTRY_COMPARE(losses->item(0, 3)->text(), before.value_or(QString()));
    }

    void inventoryEditsGoThroughTheCommands()
    {
        MainWindow window;
        BaselinePage* page = openBaseline(window, m_demos.fresh());
        QVERIFY(page);
        Workspace* workspace = window.workspace();
        BaselineInventoryDialog dialog(workspace, &window);
        QTableWidget* pools = dialog.pools();
        const auto stored = [workspace] { return BaselineRepository(workspace->storage()).gpuPools().value(); };
        const QList<GpuPool> original = stored();
        QVERIFY(!original.isEmpty());
        QCOMPARE(pools->rowCount(), original.size());

        // Not a number: refused in place, nothing written.
        pools->item(0, BaselineInventoryDialog::Nodes)->setText(QStringLiteral("many"));
        QVERIFY(!dialog.refusal().isEmpty());
        QCOMPARE(stored().first().nodes, original.first().nodes);
        QCOMPARE(pools->item(0, BaselineInventoryDialog::Nodes)->text(), QString::number(original.first().nodes));
        // Ends before it begins: the command refuses it.
        pools->item(0, BaselineInventoryDialog::From)->setText(QStringLiteral("2026-12-31"));
        pools->item(0, BaselineInventoryDialog::To)->setText(QStringLiteral("2026-01-01"));
        QVERIFY(!dialog.refusal().isEmpty());
        QCOMPARE(stored().first().validTo, original.first().validTo);

        // A valid count is written, and undone.
        pools->item(0, BaselineInventoryDialog::Nodes)->setText(QString::number(original.first().nodes + 3));
        QVERIFY2(dialog.refusal().isEmpty(), qPrintable(dialog.refusal()));
        QCOMPARE(stored().first().nodes, original.first().nodes + 3);
        QVERIFY(workspace->undo().ok());
        QCOMPARE(stored().first().nodes, original.first().nodes);
        QCOMPARE(pools->item(0, BaselineInventoryDialog::Nodes)->text(), QString::number(original.first().nodes));

        // A quota: set on the first team, refused when negative.
        QTableWidget* quotas = dialog.quotas();
        QVERIFY(quotas->rowCount() > 0);
        const QString teamId = quotas->item(0, BaselineInventoryDialog::TeamId)->text();
        quotas->item(0, BaselineInventoryDialog::Quota)->setText(QStringLiteral("16"));
        QVERIFY2(dialog.refusal().isEmpty(), qPrintable(dialog.refusal()));
        const auto quotaOf = [workspace, teamId]() -> std::optional<double> {
            const QList<Team> teams = BaselineRepository(workspace->storage()).teams().value();
            for (const Team& team : teams) {
                if (team.id == teamId)
                    return team.quotaGpus;
            }
            return std::nullopt;
        };
        QCOMPARE(quotaOf(), std::optional<double>(16));
        quotas->item(0, BaselineInventoryDialog::Quota)->setText(QStringLiteral("-2"));
        QVERIFY(!dialog.refusal().isEmpty());
        QCOMPARE(quotaOf(), std::optional<double>(16));
    }
};

QTEST_MAIN(TestBaselinePage)
#include "tst_baseline_page.moc"
