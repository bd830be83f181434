// The import wizard on a Slurm job log: kind "Job records", the job log page (zone, fields, skip
// invalid rows), the check page listing the issues by line before Finish, and Finish importing on a
// worker thread into the window's workspace as one undoable step. Fixture: tests/data/jobimport/.
#include "BaselinePage.h"
#include "ImportWizard.h"
#include "JobImport.h"
#include "JobImportPages.h"
#include "MainWindow.h"
#include "TestSupport.h"
#include "Translation.h"
#include "baseline/BaselineMetrics.h"
#include "itemmodels/BaselineJobsModel.h"
#include "repositories/AuditRepository.h"
#include "repositories/BaselineRepository.h"
#include "repositories/ImportRepository.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

class TestJobImportGui : public QObject {
    Q_OBJECT

    static QList<AuditEntry> auditLog(const Workspace& w)
    {
        QList<AuditEntry> entries;
        (void)AuditRepository(w.queries().rows()).scan([&](const AuditEntry& entry) {
            entries.append(entry);
            return true;
        });
        return entries;
    }

private slots:
    void wizardChecksThenImportsAJobLog()
    {
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("eval.gatebench")));
        const qint64 jobsBefore = *w->queries().rows().count(QStringLiteral("baseline_jobs"));
        const QString input = QStringLiteral(GATEBENCH_TEST_DATA "/jobimport/bad.txt");
        ImportWizard wizard(w.get(), {input});
        wizard.show();
        auto* kinds = wizard.findChild<QComboBox*>(QStringLiteral("importKind"));
        QVERIFY(kinds->findData(QStringLiteral("jobs")) >= 0);
        kinds->setCurrentIndex(kinds->findData(QStringLiteral("jobs")));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::JobOptionsPageId));
        // The zone of the times starts as the cluster's.
        QCOMPARE(wizard.findChild<QComboBox*>(QStringLiteral("jobTimeZone"))->currentText(),
                 QStringLiteral("Asia/Shanghai"));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::JobCheckPageId));
        auto* check = wizard.findChild<JobCheckPage*>();
        check->checkAndWait();
        // Every issue by line before Finish; without skipping, Finish stays off.
        auto* issues = wizard.findChild<QTableWidget*>(QStringLiteral("jobIssues"));
        QCOMPARE(issues->rowCount(), 3);
        QCOMPARE(issues->item(0, 1)->text(), QStringLiteral("3"));
        QCOMPARE(issues->item(0, 2)->text(), QStringLiteral("9"));
        QVERIFY(issues->item(0, 3)->text().contains(QStringLiteral("end_before_start")));
        QVERIFY(!check->isComplete());
        QVERIFY(!check->importAndWait());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("baseline_jobs")), jobsBefore);

        // Back, skip invalid rows, check again, Finish.
        wizard.back();
        wizard.findChild<QCheckBox*>(QStringLiteral("jobSkipInvalid"))->setChecked(true);
        wizard.next();
        check->checkAndWait();
        QVERIFY(check->isComplete());
        QVERIFY(check->importAndWait());
        QCOMPARE(wizard.result(), int(QDialog::Accepted));
        QCOMPARE(wizard.importedRows(), qint64(2));
        // The window's connection sees the worker's import, and undo takes it back whole.
        QCOMPARE(*w->queries().rows().count(QStringLiteral("baseline_jobs")), jobsBefore + 2);
        QCOMPARE(w->undoStack()->count(), 1);
        QVERIFY(w->undo().ok());
        QCOMPARE(BaselineRepository(w->queries().rows()).countJobs({}).value(), jobsBefore);
        QVERIFY(ImportRepository(w->queries().rows()).all()->isEmpty());
    }

    void aFileImportedBeforeIsNamedAndImportedOnlyWhenAsked_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("said"); // what the page says of the earlier import, in that language
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("was imported before: import ");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("此前已导入过：导入 ");
    }

    /// Issue 27, item 4, in the window: a job log imported before is named on the check page with the
    /// earlier import (in the interface language), Finish waits for "Import anyway", and importing it
    /// then adds nothing twice. Both the sacct path and the CSV path (Helios logs).
    void aFileImportedBeforeIsNamedAndImportedOnlyWhenAsked()
    {
        QFETCH(QString, language);
        QFETCH(QString, said);
        applyLanguage(language);
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("eval.gatebench")));
        const QString sacct = QStringLiteral(GATEBENCH_TEST_DATA "/jobdedupe/week1.sacct");
        JobImportRequest request;
        request.inputs = {sacct};
        JobImportProgress progress;
        auto first = importJobsAt(w->path(), request, progress);
        QVERIFY(first.ok() && first->written());
        adoptJobImport(*w, *first);
        QCOMPARE(BaselineRepository(w->queries().rows()).countJobs({}).value(), qint64(5));

        {
            ImportWizard wizard(w.get(), {sacct});
            wizard.show();
            auto* kinds = wizard.findChild<QComboBox*>(QStringLiteral("importKind"));
            kinds->setCurrentIndex(kinds->findData(QStringLiteral("jobs")));
            wizard.next();
            wizard.next();
            QCOMPARE(wizard.currentId(), int(ImportWizard::JobCheckPageId));
            auto* check = wizard.findChild<JobCheckPage*>();
            check->checkAndWait();
            auto* same = wizard.findChild<QLabel*>(QStringLiteral("jobSameFile"));
            QVERIFY(same->isVisible());
            QVERIFY2(same->text().contains(said + QString::number(first->importId)), qPrintable(same->text()));
            QVERIFY2(same->text().contains(QStringLiteral("week1.sacct")), qPrintable(same->text()));
            auto* anyway = wizard.findChild<QCheckBox*>(QStringLiteral("jobImportAnyway"));
            QVERIFY(anyway->isVisible());
            QVERIFY(!check->isComplete());
            QVERIFY(!check->importAndWait());
            anyway->setChecked(true);
            QVERIFY(check->isComplete());
            QVERIFY(check->importAndWait());
            QCOMPARE(wizard.importedRows(), qint64(0));
        }
        QCOMPARE(BaselineRepository(w->queries().rows()).countJobs({}).value(), qint64(5));
        QCOMPARE(w->undoStack()->count(), 2);

        // The CSV path: Helios logs of the same jobs, imported once, then offered again.
        const QString helios = QStringLiteral(GATEBENCH_TEST_DATA "/jobdedupe/week1.csv");
        const auto throughWizard = [&](bool anyway) -> bool {
            ImportWizard wizard(w.get(), {helios});
            wizard.show();
            auto* kinds = wizard.findChild<QComboBox*>(QStringLiteral("importKind"));
            kinds->setCurrentIndex(kinds->findData(QStringLiteral("jobs")));
            wizard.next();
            auto* format = wizard.findChild<QComboBox*>(QStringLiteral("jobFormat"));
            format->setCurrentIndex(format->findData(QStringLiteral("helios")));
            wizard.next();
            wizard.next();
            wizard.next();
            if (wizard.currentId() != int(ImportWizard::CheckPage)) {
                qWarning("on page %d, not the check page", wizard.currentId());
                return false;
            }
            wizard.runCheckAndWait();
            auto* box = wizard.findChild<QCheckBox*>(QStringLiteral("importSameFileAnyway"));
            if (anyway) {
                if (!box->isVisible() || wizard.prepared().acceptable())
                    return false;
                bool named = false;
                for (const LocatedIssue& issue : wizard.prepared().issues)
                    named = named || issue.issue.message.contains(said);
                if (!named)
                    return false;
                box->setChecked(true);
                wizard.runCheckAndWait();
            }
            if (!wizard.prepared().acceptable())
                return false;
            wizard.button(QWizard::FinishButton)->click();
            return wizard.result() == int(QDialog::Accepted);
        };
        // The Helios file is another file (another SHA-256): its jobs are the sacct file's, duplicates.
        QVERIFY(throughWizard(false));
        QCOMPARE(BaselineRepository(w->queries().rows()).countJobs({}).value(), qint64(5));
        QVERIFY(throughWizard(true));
        QCOMPARE(BaselineRepository(w->queries().rows()).countJobs({}).value(), qint64(5));
        applyLanguage(QStringLiteral("en"));
    }

    /// Issue 28, item 2, in the window: a `sacct --delimiter=☃` export is refused on the check page with
    /// one issue naming the delimiter it looks separated by (before: "not a sacct header", and no way to
    /// say the delimiter in the window); with ☃ as the job log page's field delimiter it is imported.
    void aFileSeparatedByAnotherDelimiterIsReadWithIt()
    {
        applyLanguage(QStringLiteral("en"));
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("eval.gatebench")));
        const qint64 jobsBefore = *w->queries().rows().count(QStringLiteral("baseline_jobs"));
        ImportWizard wizard(w.get(), {QStringLiteral(GATEBENCH_TEST_DATA "/sacct/snowman.txt")});
        wizard.show();
        auto* kinds = wizard.findChild<QComboBox*>(QStringLiteral("importKind"));
        kinds->setCurrentIndex(kinds->findData(QStringLiteral("jobs")));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::JobOptionsPageId));
        auto* delimiter = wizard.findChild<QLineEdit*>(QStringLiteral("jobDelimiter"));
        QVERIFY(delimiter && delimiter->isVisible());
        QCOMPARE(delimiter->text(), QStringLiteral("|"));
        // The file starts with its header line (JobID☃...): no field list is asked for.
        QVERIFY(!wizard.findChild<QLineEdit*>(QStringLiteral("jobSacctFields"))->isEnabled());
        wizard.next();
        auto* check = wizard.findChild<JobCheckPage*>();
        check->checkAndWait();
        auto* issues = wizard.findChild<QTableWidget*>(QStringLiteral("jobIssues"));
        QCOMPARE(issues->rowCount(), 1);
        QVERIFY2(issues->item(0, 3)->text().contains(QStringLiteral("use --delimiter ☃")),
                 qPrintable(issues->item(0, 3)->text()));
        QVERIFY(!check->isComplete());

        wizard.back();
        delimiter->setText(QStringLiteral("☃"));
        wizard.next();
        check->checkAndWait();
        QVERIFY(check->isComplete());
        QVERIFY(check->importAndWait());
        QCOMPARE(wizard.importedRows(), qint64(3));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("baseline_jobs")), jobsBefore + 3);
    }

    /// The window on a demo copy: a job import adopted as one step, Edit > Undo takes its jobs out of
    /// the metrics, the jobs table and its team filter at once (one row written, see
    /// Workspace::adoptImport), Redo brings them back; each audited once, `changed` once per step.
    void undoAndRedoOfAJobImportInTheWindow()
    {
        QStandardPaths::setTestModeEnabled(true);
        applyLanguage(QStringLiteral("en"));
        QTemporaryDir dir;
        testing::DemoCopies demos;
        QVERIFY(demos.create(dir.path()));
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(demos.fresh(), QStringLiteral("baseline")));
        auto* page = qobject_cast<BaselinePage*>(window.page(QStringLiteral("baseline")));
        QVERIFY(page);
        const auto computed = [page] { return QTest::qWaitFor([page] { return !page->isComputing(); }, 20000); };
        QVERIFY(computed());
        Workspace* w = window.workspace();
        BaselineJobsModel* model = page->jobsModel();
        auto* team = page->findChild<QComboBox*>(QStringLiteral("jobsTeamFilter"));
        QVERIFY(team);
        const qint64 jobs = baseline::computeFor(w->queries().rows())->total.jobs;
        QTRY_COMPARE(model->rowCount(), jobs);
        QCOMPARE(team->findText(QStringLiteral("(no team)")), -1); // every demo job names its team
        const qsizetype auditBefore = auditLog(*w).size();

        // Three jobs, one of them without a team (an empty Account).
        JobImportRequest request;
        request.inputs = {QStringLiteral(GATEBENCH_TEST_DATA "/jobimport/noteam.txt")};
        JobImportProgress progress;
        auto result = importJobsAt(w->path(), request, progress);
        QVERIFY2(result.ok() && result->written(), result.ok() ? "" : qPrintable(result.error().message));
        adoptJobImport(*w, *result);
        QVERIFY(computed());
        QCOMPARE(baseline::computeFor(w->queries().rows())->total.jobs, jobs + 3);
        QTRY_COMPARE(model->rowCount(), jobs + 3);
        // The figures are computed again off the window's thread: the card follows.
        QTRY_VERIFY_WITH_TIMEOUT(
            page->cardValue(QStringLiteral("jobs")).startsWith(QLocale().toString(jobs + 3) + u' '), 20000);
        // The jobs without a team can be chosen in the filter.
        QTRY_VERIFY_WITH_TIMEOUT(team->findText(QStringLiteral("(no team)")) > 0, 20000);
        const int noTeam = team->findText(QStringLiteral("(no team)"));
        team->setCurrentIndex(noTeam);
        QTRY_COMPARE(model->rowCount(), 1);
        QCOMPARE(model->index(0, BaselineJobsModel::Team).data(Qt::UserRole).toString(), QString());
        team->setCurrentIndex(0);
        QTRY_COMPARE(model->rowCount(), jobs + 3);

        QSignalSpy changed(w, &Workspace::changed);
        QVERIFY(w->undo().ok());
        QCOMPARE(changed.size(), 1);
        QVERIFY(changed.first().first().value<ChangeEvent>().isWhole(QStringLiteral("baseline_jobs")));
        QVERIFY(computed());
        QCOMPARE(baseline::computeFor(w->queries().rows())->total.jobs, jobs);
        QTRY_COMPARE(model->rowCount(), jobs);
        QTRY_VERIFY_WITH_TIMEOUT(page->cardValue(QStringLiteral("jobs")).startsWith(QLocale().toString(jobs) + u' '),
                                 20000);
        QTRY_COMPARE_WITH_TIMEOUT(team->findText(QStringLiteral("(no team)")), -1, 20000);
        QCOMPARE(auditLog(*w).size(), auditBefore + 2);
        QCOMPARE(auditLog(*w).constLast().action, QStringLiteral("undo import"));
        QVERIFY(w->undoStack()->canRedo());

        QVERIFY(w->redo().ok());
        QCOMPARE(changed.size(), 2);
        QVERIFY(computed());
        QCOMPARE(baseline::computeFor(w->queries().rows())->total.jobs, jobs + 3);
        QTRY_COMPARE(model->rowCount(), jobs + 3);
        QTRY_VERIFY_WITH_TIMEOUT(team->findText(QStringLiteral("(no team)")) > 0, 20000);
        QCOMPARE(auditLog(*w).size(), auditBefore + 3);
        const AuditEntry redone = auditLog(*w).constLast();
        QCOMPARE(redone.action, QStringLiteral("import"));
        QVERIFY(AuditRepository::detailOf(redone.detail).import->redo);
    }
};

QTEST_MAIN(TestJobImportGui)
#include "tst_job_import_gui.moc"
