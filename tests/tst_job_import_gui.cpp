// The import wizard on a Slurm job log: kind "Job records", the job log page (zone, fields, skip
// invalid rows), the check page listing the issues by line before Finish, and Finish importing on a
// worker thread into the window's workspace as one undoable step. Fixture: tests/data/jobimport/.
#include "ImportWizard.h"
#include "JobImportPages.h"
#include "TestSupport.h"
#include "repositories/ImportRepository.h"
#include "storage/Storage.h"
#include "workspace/Workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

class TestJobImportGui : public QObject {
    Q_OBJECT

private slots:
    void wizardChecksThenImportsAJobLog()
    {
        QTemporaryDir dir;
        auto w = testing::createWorkspace(dir.filePath(QStringLiteral("eval.gatebench")));
        const qint64 jobsBefore = *w->storage().count(QStringLiteral("baseline_jobs"));
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
        QCOMPARE(*w->storage().count(QStringLiteral("baseline_jobs")), jobsBefore);

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
        QCOMPARE(*w->storage().count(QStringLiteral("baseline_jobs")), jobsBefore + 2);
        QCOMPARE(w->undoStack()->count(), 1);
        QVERIFY(w->undo().ok());
        QCOMPARE(*w->storage().count(QStringLiteral("baseline_jobs")), jobsBefore);
        QCOMPARE(*w->storage().count(QStringLiteral("import_rejections")), qint64(0));
    }
};

QTEST_MAIN(TestJobImportGui)
#include "tst_job_import_gui.moc"
