// The Baseline page on the demo, as a committee uses it: the cards show what model/baseline computes
// for the same file; the jobs table's filters give the counts the repository gives; the owner of a
// top loss typed in the table is stored (and audited) and Edit > Undo takes it back; the GPU inventory
// and quota editor writes valid edits through the commands and refuses the others in place; a target
// made from a loss lands prefilled, is edited (a bad value refused in place), shows each PoC candidate's
// value against it and is undone; a target becomes a metric gate (shown on the Requirements page) or a
// bonus criterion in one undoable step; the per-day chart has every day of the window.
#include "BaselineInventoryDialog.h"
#include "BaselinePage.h"
#include "BaselineTargetDialog.h"
#include "JobImport.h"
#include "MainWindow.h"
#include "RequirementsPage.h"
#include "TestSupport.h"
#include "Translation.h"
#include "baseline/BaselineMetrics.h"
#include "baseline/BaselineTargets.h"
#include "charts/BaselineDaysChart.h"
#include "commands/Baseline.h"
#include "core/NumberText.h"
#include "itemmodels/BaselineJobsModel.h"
#include "poc/MetricRule.h"
#include "poc/PocMetrics.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/PocRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>

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
        auto owners = BaselineRepository(workspace.queries().rows()).lossOwners();
        if (!owners)
            return std::nullopt;
        for (const LossOwner& owner : std::as_const(*owners)) {
            if (owner.lossKey == key)
                return owner.owner;
        }
        return std::nullopt;
    }

    /// Removes the demo's own targets (each an undoable step), for tests that start from none.
    static void clearTargets(Workspace& workspace)
    {
        for (const ImprovementTarget& target : targetsOf(workspace))
            QVERIFY(baselineedits::removeTarget(workspace, target.id).ok());
        QVERIFY(targetsOf(workspace).isEmpty());
    }

    static QList<ImprovementTarget> targetsOf(const Workspace& workspace)
    {
        auto targets = BaselineRepository(workspace.queries().rows()).targets();
        return targets ? *targets : QList<ImprovementTarget>();
    }

    /// Runs `open` (which opens a modal dialog of type D) and `fill` on the dialog once it shows.
    template <typename D>
    static bool onModal(const std::function<void()>& open, const std::function<void(D*)>& fill)
    {
        bool seen = false;
        QTimer::singleShot(0, [&] {
            auto* dialog = qobject_cast<D*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            seen = true;
            fill(dialog);
            if (dialog->isVisible())
                dialog->reject();
        });
        open();
        return seen;
    }

    /// Type-7 percentile, computed here on its own (sorted, linear between the closest ranks).
    static double percentile(QList<double> values, double p)
    {
        std::sort(values.begin(), values.end());
        const double rank = p / 100.0 * double(values.size() - 1);
        const auto below = qsizetype(std::floor(rank));
        const auto above = std::min(below + 1, values.size() - 1);
        return values.at(below) + (rank - double(below)) * (values.at(above) - values.at(below));
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
        auto metrics = baseline::computeFor(window.workspace()->queries().rows());
        QVERIFY(metrics.ok());
        const baseline::GroupMetrics& total = metrics->total;
        QVERIFY(total.jobs > 0);
        const QLocale locale;
        QVERIFY2(page->cardValue(QStringLiteral("jobs")).startsWith(locale.toString(total.jobs) + u' '),
                 qPrintable(page->cardValue(QStringLiteral("jobs"))));
        QVERIFY(page->cardValue(QStringLiteral("jobs")).contains(locale.toString(total.started)));
        // Rounded as the losses, the targets and the charts round the same figures (issue 28).
        QCOMPARE(page->cardValue(QStringLiteral("waitP50")), pocDurationText(total.queueWait.p50.value()));
        QCOMPARE(page->cardValue(QStringLiteral("waitP90")), pocDurationText(total.queueWait.p90.value()));
        QCOMPARE(page->cardValue(QStringLiteral("successRate")),
                 roundedText(total.successRate.value() * 100, 1) + u'%');
        QVERIFY(page->cardValue(QStringLiteral("allocated"))
                    .startsWith(roundedText(total.utilization.allocated.value() * 100, 1) + u'%'));
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

    /// Opening an evaluation on another page reads no more of the job log on the window's thread than
    /// the job table's first page (its columns sized from the headers and those rows), however many
    /// jobs it holds (the demo's 21,989 are 110 pages): the count and the figures run on workers.
    void openingReadsOnePageOfTheJobLog()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(m_demos.fresh(), QStringLiteral("overview")));
        auto* page = qobject_cast<BaselinePage*>(window.page(QStringLiteral("baseline")));
        QVERIFY(page);
        QVERIFY(QTest::qWaitFor([page] { return !page->isComputing(); }, 20000));
        QCoreApplication::processEvents();
        const qint64 jobs = BaselineRepository(window.workspace()->queries().rows()).countJobs({}).value();
        QVERIFY(jobs > 10 * BaselineJobsModel::kPageRows);
        QCOMPARE(page->jobsModel()->rowCount(), jobs);
        QVERIFY2(page->jobsModel()->pageReads() <= 1,
                 qPrintable(QStringLiteral("%1 pages read").arg(page->jobsModel()->pageReads())));
        auto* table = page->findChild<QTableView*>(QStringLiteral("jobsTable"));
        QVERIFY(table);
        // Every column at least as wide as its header's label.
        for (int c = 0; c < table->model()->columnCount(); ++c)
            QVERIFY(table->columnWidth(c) >= table->horizontalHeader()->sectionSizeHint(c));
        window.closeWorkspace();
    }

    void filtersChangeTheRowCountAsTheRepositoryCounts()
    {
        MainWindow window;
        BaselinePage* page = openBaseline(window, m_demos.fresh());
        QVERIFY(page);
        const BaselineRepository repository(window.workspace()->queries().rows());
        BaselineJobsModel* model = page->jobsModel();
        auto* table = page->findChild<QTableView*>(QStringLiteral("jobsTable"));
        QVERIFY(table);
        QCOMPARE(table->model(), model);
        const qint64 all = repository.countJobs({}).value();
        QTRY_COMPARE(model->rowCount(), all);

        auto* team = page->findChild<QComboBox*>(QStringLiteral("jobsTeamFilter"));
        QVERIFY(team && team->count() > 2);
        team->setCurrentIndex(1);
        JobFilter filter;
        filter.team = team->currentData().toString();
        const qint64 ofTeam = repository.countJobs(filter).value();
        QVERIFY(ofTeam > 0 && ofTeam < all);
        QTRY_COMPARE(model->rowCount(), ofTeam);
        auto* count = page->findChild<QLabel*>(QStringLiteral("jobsCount"));
        QVERIFY(count->text().contains(QLocale().toString(ofTeam)) || count->text().contains(QString::number(ofTeam)));

        auto* outcome = page->findChild<QComboBox*>(QStringLiteral("jobsOutcomeFilter"));
        outcome->setCurrentIndex(outcome->findData(BaselineRepository::outcomeKey(JobOutcome::Failed)));
        filter.outcome = JobOutcome::Failed;
        QTRY_COMPARE(model->rowCount(), repository.countJobs(filter).value());
        for (int row = 0; row < model->rowCount(); ++row) {
            QCOMPARE(model->index(row, BaselineJobsModel::Team).data(Qt::UserRole).toString(), filter.team);
            QCOMPARE(model->index(row, BaselineJobsModel::Outcome).data(Qt::UserRole).toString(),
                     BaselineRepository::outcomeKey(JobOutcome::Failed));
        }
        team->setCurrentIndex(0);
        outcome->setCurrentIndex(0);
        QTRY_COMPARE(model->rowCount(), all);
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
            auto metrics = baseline::computeFor(workspace->queries().rows());
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
        auto first = baseline::computeFor(workspace->queries().rows());
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
        auto metrics = baseline::computeFor(workspace->queries().rows());
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
        const auto stored = [workspace] { return BaselineRepository(workspace->queries().rows()).gpuPools().value(); };
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
            const QList<Team> teams = BaselineRepository(workspace->queries().rows()).teams().value();
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

    void targetFromALossIsEditedShowsPocValuesAndUndoes()
    {
        MainWindow window;
        BaselinePage* page = openBaseline(window, m_demos.fresh());
        QVERIFY(page);
        Workspace* workspace = window.workspace();
        auto metrics = baseline::computeFor(workspace->queries().rows());
        QVERIFY(metrics.ok());
        QCOMPARE(targetsOf(*workspace).size(), 2); // the demo's: the daytime queue and the success rate
        clearTargets(*workspace);
        QVERIFY(QTest::qWaitFor([page] { return !page->isComputing(); }, 20000));
        QTRY_VERIFY(!page->findChild<QLabel*>(QStringLiteral("noTargets"))->isHidden());
        // A queue-wait loss: its target is the P90 wait of its team or slot, a figure the PoC measures.
        int lossRow = -1;
        for (int r = 0; r < metrics->topLosses.size(); ++r) {
            const auto kind = metrics->topLosses.at(r).kind;
            if (kind == baseline::Loss::Kind::QueueWaitTeam || kind == baseline::Loss::Kind::QueueWaitSlot)
                lossRow = r;
        }
        QVERIFY2(lossRow >= 0, "the demo's top losses have a queue-wait loss");
        const baseline::Loss loss = metrics->topLosses.at(lossRow);
        const QString grouping =
            loss.kind == baseline::Loss::Kind::QueueWaitTeam ? QStringLiteral("team") : QStringLiteral("time_slot");
        const std::optional<double> current = metrics->value(baseline::Metric::QueueWaitP90, grouping, loss.group);
        QVERIFY(current);
        auto* make = page->findChild<QPushButton*>(QStringLiteral("makeTarget%1").arg(lossRow));
        QVERIFY(make);
        const int steps = workspace->undoStack()->count();
        bool accepted = false;
        QVERIFY(onModal<BaselineTargetDialog>(
            [make] { make->click(); },
            [&](BaselineTargetDialog* dialog) {
                // Prefilled from the loss: metric, grouping and group by their labels, the current value.
                QCOMPARE(dialog->metric()->currentData().toString(), QStringLiteral("queue_wait_p90_s"));
                QCOMPARE(dialog->metric()->currentText(), baseline::metricName(baseline::Metric::QueueWaitP90));
                QCOMPARE(dialog->grouping()->currentData().toString(), grouping);
                QCOMPARE(dialog->group()->currentData().toString(), loss.group);
                QCOMPARE(dialog->currentText(), baseline::metricValueText(baseline::Metric::QueueWaitP90, current));
                // Not a number: refused in place, nothing written.
                dialog->targetValue()->setText(QStringLiteral("soon"));
                dialog->accept();
                QVERIFY(!dialog->refusal().isEmpty());
                QVERIFY(dialog->isVisible());
                QCOMPARE(workspace->undoStack()->count(), steps);
                dialog->targetValue()->setText(QStringLiteral("30")); // minutes
                dialog->owner()->setText(QStringLiteral("Scheduling lead"));
                dialog->accept();
                accepted = dialog->result() == QDialog::Accepted;
            }));
        QVERIFY(accepted);
        QCOMPARE(workspace->undoStack()->count(), steps + 1);
        QList<ImprovementTarget> stored = targetsOf(*workspace);
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored.first().metric, QStringLiteral("queue_wait_p90_s"));
        QCOMPARE(stored.first().grouping, grouping);
        QCOMPARE(stored.first().groupKey, loss.group);
        QCOMPARE(stored.first().targetValue, 1800.0);
        QCOMPARE(stored.first().owner, QStringLiteral("Scheduling lead"));
        QCOMPARE(stored.first().lossKey, loss.key);
        QVERIFY(stored.first().baselineValue && std::abs(*stored.first().baselineValue - *current) < 1e-9);

        // The table: the metric by its label, the current value, and each PoC candidate against 30 min.
        QVERIFY(QTest::qWaitFor([page] { return !page->isComputing(); }, 20000));
        QTableWidget* table = page->targetsTable();
        QTRY_COMPARE(table->rowCount(), 1);
        QVERIFY(table->isVisible());
        QCOMPARE(table->item(0, BaselinePage::TargetMetric)->text(),
                 baseline::metricName(baseline::Metric::QueueWaitP90));
        QCOMPARE(table->item(0, BaselinePage::TargetCurrent)->text(),
                 baseline::metricValueText(baseline::Metric::QueueWaitP90, current));
        QVERIFY(table->item(0, BaselinePage::TargetOwner)->text() == QStringLiteral("Scheduling lead"));
        const QString poc = table->item(0, BaselinePage::TargetPoc)->text();
        const QList<Candidate> candidates = CandidateRepository(workspace->queries().rows()).all().value();
        const QList<PocRun> runs = PocRepository(workspace->queries().rows()).runs().value();
        int measured = 0;
        for (const Candidate& c : candidates) {
            QList<double> waits;
            for (const PocRun& run : runs) {
                if (run.candidateId == c.id && run.queueSeconds)
                    waits.append(*run.queueSeconds);
            }
            if (waits.isEmpty())
                continue;
            ++measured;
            const QString line = poc.split(u'\n').filter(c.name.en.isEmpty() ? c.name.zh : c.name.en).value(0);
            QVERIFY2(!line.isEmpty(), qPrintable(poc));
            const bool reaches = percentile(waits, 90) <= 1800.0;
            QVERIFY2(line.contains(reaches ? QStringLiteral("✓") : QStringLiteral("✗")), qPrintable(line));
        }
        QVERIFY2(measured > 0, "the demo's PoC runs carry queue waits");

        // Edit: a negative value is refused in place; 20 min is written; undo takes it back.
        table->selectRow(0);
        auto* edit = page->findChild<QPushButton*>(QStringLiteral("editTarget"));
        QVERIFY(edit && edit->isEnabled());
        QVERIFY(onModal<BaselineTargetDialog>([edit] { edit->click(); },
                                              [&](BaselineTargetDialog* dialog) {
                                                  QCOMPARE(dialog->targetValue()->text(), QStringLiteral("30"));
                                                  dialog->targetValue()->setText(QStringLiteral("-5"));
                                                  dialog->accept();
                                                  QVERIFY(!dialog->refusal().isEmpty());
                                                  dialog->targetValue()->setText(QStringLiteral("20"));
                                                  dialog->accept();
                                                  QVERIFY2(dialog->refusal().isEmpty(), qPrintable(dialog->refusal()));
                                              }));
        QCOMPARE(targetsOf(*workspace).first().targetValue, 1200.0);
        QCOMPARE(workspace->undoStack()->count(), steps + 2);
        QVERIFY(workspace->undo().ok());
        QCOMPARE(targetsOf(*workspace).first().targetValue, 1800.0);
        QVERIFY(workspace->undo().ok());
        QVERIFY(targetsOf(*workspace).isEmpty());
        QVERIFY(QTest::qWaitFor([page] { return !page->isComputing(); }, 20000));
        QTRY_COMPARE(table->rowCount(), 0);
        QTRY_VERIFY(!page->findChild<QLabel*>(QStringLiteral("noTargets"))->isHidden());
    }

    void targetBecomesAMetricGateOrABonusCriterion()
    {
        MainWindow window;
        BaselinePage* page = openBaseline(window, m_demos.fresh());
        QVERIFY(page);
        Workspace* workspace = window.workspace();
        clearTargets(*workspace);
        ImprovementTarget wait;
        wait.metric = QStringLiteral("queue_wait_p90_s");
        wait.targetValue = 600;
        wait.owner = QStringLiteral("Platform lead");
        QVERIFY(baselineedits::addTarget(*workspace, wait).ok());
        ImprovementTarget idle;
        idle.metric = QStringLiteral("idle_gpu_hours");
        idle.targetValue = 100;
        QVERIFY(baselineedits::addTarget(*workspace, idle).ok());
        QVERIFY(QTest::qWaitFor([page] { return !page->isComputing(); }, 20000));
        QTableWidget* table = page->targetsTable();
        QTRY_COMPARE(table->rowCount(), 2);
        // Idle GPU-hours: no PoC measure, said plainly.
        QTRY_COMPARE(table->item(1, BaselinePage::TargetPoc)->text(), QStringLiteral("no PoC measure"));
        const QList<PocScenario> scenarios = PocRepository(workspace->queries().rows()).scenarios().value();
        QVERIFY(scenarios.size() > 1);
        const QString scenarioId = scenarios.at(1).id;
        const auto criterionCount = [workspace] {
            return CriterionRepository(workspace->queries().rows()).ordered()->size();
        };
        const auto criteriaNow = [workspace] {
            return CriterionRepository(workspace->queries().rows()).ordered().value();
        };
        const qsizetype before = criterionCount();
        QStringList idsBefore;
        for (const Criterion& c : criteriaNow())
            idsBefore.append(c.id);

        // The wait target: a metric gate on the second scenario, over at least 2 runs.
        table->selectRow(0);
        auto* make = page->findChild<QPushButton*>(QStringLiteral("makeCriterion"));
        QVERIFY(make && make->isEnabled());
        const int steps = workspace->undoStack()->count();
        QVERIFY(onModal<TargetCriterionDialog>(
            [make] { make->click(); },
            [&](TargetCriterionDialog* dialog) {
                QCOMPARE(dialog->tier()->count(), 2);
                dialog->tier()->setCurrentIndex(dialog->tier()->findData(int(CriterionTier::Gate)));
                dialog->scenario()->setCurrentIndex(dialog->scenario()->findData(scenarioId));
                dialog->minRuns()->setValue(2);
                QVERIFY(!dialog->title()->text().isEmpty());
                dialog->accept();
                QVERIFY2(dialog->refusal().isEmpty(), qPrintable(dialog->refusal()));
            }));
        QCOMPARE(workspace->undoStack()->count(), steps + 1);
        QCOMPARE(criterionCount(), before + 1);
        auto* requirements = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
        QVERIFY(requirements);
        QTRY_VERIFY(requirements->isVisible());
        QString id;
        for (const Criterion& c : criteriaNow()) {
            if (!idsBefore.contains(c.id))
                id = c.id;
        }
        QTRY_COMPARE(requirements->selectedId(), id);
        const std::optional<Criterion> gate = CriterionRepository(workspace->queries().rows()).find(id).value();
        QVERIFY(gate);
        QCOMPARE(gate->tier, CriterionTier::Gate);
        QVERIFY(gate->evidenceRequired);
        const Result<MetricRule> rule = parseMetricRule(gate->metricRule);
        QVERIFY2(rule.ok(), qPrintable(gate->metricRule));
        QCOMPARE(rule->scenarioId, scenarioId);
        QCOMPARE(rule->metric, PocMetric::QueueWaitP90);
        QCOMPARE(rule->comparison, MetricComparison::AtMost);
        QCOMPARE(rule->threshold, 600.0);
        QCOMPARE(rule->minRuns, 2);
        QCOMPARE(gate->ownerRole.en, QStringLiteral("Platform lead"));
        // One step: undo takes the whole criterion back.
        QVERIFY(workspace->undo().ok());
        QCOMPARE(criterionCount(), before);
        QVERIFY(!CriterionRepository(workspace->queries().rows()).find(id).value());

        // Idle GPU-hours: the PoC does not measure them, so only a bonus criterion (weight 1).
        window.showPage(QStringLiteral("baseline"));
        QTRY_COMPARE(table->rowCount(), 2);
        table->selectRow(1);
        QVERIFY(onModal<TargetCriterionDialog>([make] { make->click(); },
                                               [&](TargetCriterionDialog* dialog) {
                                                   QCOMPARE(dialog->tier()->count(), 1);
                                                   QCOMPARE(CriterionTier(dialog->tier()->currentData().toInt()),
                                                            CriterionTier::Bonus);
                                                   dialog->accept();
                                               }));
        QCOMPARE(criterionCount(), before + 1);
        QString bonusId;
        for (const Criterion& c : criteriaNow()) {
            if (!idsBefore.contains(c.id))
                bonusId = c.id;
        }
        QTRY_COMPARE(requirements->selectedId(), bonusId);
        const std::optional<Criterion> bonus = CriterionRepository(workspace->queries().rows()).find(bonusId).value();
        QVERIFY(bonus);
        QCOMPARE(bonus->tier, CriterionTier::Bonus);
        QCOMPARE(bonus->weight, std::optional<double>(1.0));
        QVERIFY(bonus->metricRule.isEmpty());
        // The command refuses a metric gate on a metric the PoC does not measure.
        baselineedits::TargetCriterion made;
        made.tier = CriterionTier::Gate;
        made.title = QStringLiteral("Idle");
        made.scenarioId = scenarioId;
        const qint64 idleId = targetsOf(*workspace).at(1).id;
        QCOMPARE(baselineedits::makeCriterion(*workspace, idleId, made, QStringLiteral("en")).error().kind,
                 Error::Kind::BadInput);
    }

    void perDayChartHasEveryDayOfTheWindow()
    {
        MainWindow window;
        BaselinePage* page = openBaseline(window, m_demos.fresh());
        QVERIFY(page);
        auto metrics = baseline::computeFor(window.workspace()->queries().rows());
        QVERIFY(metrics.ok());
        BaselineDaysChart* chart = page->daysChart();
        QVERIFY(chart);
        QCOMPARE(chart->days().size(), qsizetype(std::lround(metrics->window.days())));
        QCOMPARE(chart->days().first().day, metrics->window.firstDay);
        QCOMPARE(chart->days().last().day, metrics->window.lastDay);
        for (qsizetype i = 0; i < chart->days().size(); ++i)
            QCOMPARE(chart->days().at(i).allocated, metrics->perDay.at(i).utilization.allocated);
        const QStringList names = chart->seriesNames();
        QVERIFY2(names.contains(QStringLiteral("Allocated")), qPrintable(names.join(u',')));
        bool weekend = false;
        for (QDate d = metrics->window.firstDay; d <= metrics->window.lastDay; d = d.addDays(1))
            weekend = weekend || d.dayOfWeek() >= 6;
        QCOMPARE(names.contains(QStringLiteral("Weekend")), weekend);
    }
};

QTEST_MAIN(TestBaselinePage)
#include "tst_baseline_page.moc"
