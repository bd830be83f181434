// The workflow coverage matrix on the PoC page and its gaps as the key-workflow gate's evidence, as a
// committee uses them: read the matrix, edit a cell in its dialog, undo; cite the gaps in a note.
#include "CoverageCellDialog.h"
#include "EvidencePanel.h"
#include "MainWindow.h"
#include "PocPage.h"
#include "TestSupport.h"
#include "WorkflowCoverageView.h"
#include "itemmodels/WorkflowCoverageModel.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/WorkflowCoverageRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace gatebench;

class TestCoverageGui : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;

    QString freshDemo() { return m_demos.fresh(); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demos.create(m_dir.path()));
    }

    void thePocPageShowsTheMatrixAndEditsACell()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(freshDemo(), QStringLiteral("poc")));
        auto* page = qobject_cast<PocPage*>(window.page(QStringLiteral("poc")));
        QVERIFY(page);
        page->tabs()->setCurrentWidget(page->coverage());
        auto* matrix = window.findChild<QTableView*>(QStringLiteral("workflowCoverageMatrix"));
        QVERIFY(matrix);
        QVERIFY(matrix->isVisible());
        QAbstractItemModel* model = matrix->model();
        QCOMPARE(model->columnCount(), 3);
        QCOMPARE(model->rowCount(), 8);
        QCOMPARE(model->headerData(7, Qt::Vertical).toString(), QStringLiteral("★ Rollback"));
        auto* rollbackEssential = window.findChild<QCheckBox*>(QStringLiteral("essential_rollback"));
        QVERIFY(rollbackEssential && rollbackEssential->isChecked());
        auto* gaps = window.findChild<QLabel*>(QStringLiteral("coverageGaps"));
        QVERIFY(gaps);
        QVERIFY2(gaps->text().contains(QLatin1String("Rollback (Not covered")), qPrintable(gaps->text()));

        // Kubernetes + Volcano + Kubeflow's rollback, edited in its dialog to Manual with an owner.
        const QModelIndex rollback = model->index(7, 2);
        QCOMPARE(rollback.data().toString(), QStringLiteral("✕ Not covered"));
        bool dialogSeen = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<CoverageCellDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialogSeen = true;
            auto* mode = dialog->findChild<QComboBox*>(QStringLiteral("coverageMode"));
            mode->setCurrentIndex(mode->findData(QStringLiteral("manual")));
            dialog->findChild<QLineEdit*>(QStringLiteral("coverageTeamEn"))->setText(QStringLiteral("SRE"));
            dialog->accept();
        });
        page->coverage()->editCell(rollback);
        QVERIFY(dialogSeen);
        QCOMPARE(model->index(7, 2).data().toString(), QStringLiteral("◐ Manual"));
        QVERIFY(model->index(7, 2).data(Qt::ToolTipRole).toString().contains(QLatin1String("Owning team: SRE")));
        QVERIFY2(gaps->text().contains(QLatin1String("Rollback (Manual, owned by SRE)")), qPrintable(gaps->text()));

        // Unticking an essential step is one undoable step too.
        rollbackEssential->click();
        QCOMPARE(model->headerData(7, Qt::Vertical).toString(), QStringLiteral("Rollback"));
        QVERIFY(!gaps->text().contains(QLatin1String("Rollback")));
        QVERIFY(window.workspace()->undo().ok());
        QVERIFY(rollbackEssential->isChecked());
        QVERIFY(window.workspace()->undo().ok());
        QCOMPARE(model->index(7, 2).data().toString(), QStringLiteral("✕ Not covered"));
    }

    void theKeyWorkflowGateCitesTheGaps()
    {
        auto w = Workspace::open(freshDemo());
        QVERIFY(w);
        Workspace& workspace = **w;
        workspace.setActor(QStringLiteral("Test Reviewer"));
        EvidencePanel panel;
        panel.setWorkspace(&workspace);
        panel.setLanguage(QStringLiteral("en"));
        panel.show();
        auto* cited = panel.findChild<QLabel*>(QStringLiteral("evidenceCoverageGaps"));
        auto* cite = panel.findChild<QPushButton*>(QStringLiteral("citeWorkflowGaps"));
        auto* note = panel.findChild<QPlainTextEdit*>(QStringLiteral("evidenceNote"));
        QVERIFY(cited && cite && note);

        panel.showCell(QStringLiteral("k8s-oss"), QStringLiteral("gate-key-workflow"));
        QVERIFY(cited->isVisible());
        QVERIFY2(cited->text().contains(QLatin1String("Monitoring (Manual")), qPrintable(cited->text()));
        QVERIFY(cited->text().contains(QLatin1String("Rollback (Not covered")));
        const QString before = note->toPlainText();
        QVERIFY(!before.isEmpty());
        cite->click();
        const QString cited1 = note->toPlainText();
        QVERIFY(cited1.startsWith(before)); // the committee's words stay
        QVERIFY(cited1.contains(QLatin1String("Workflow coverage gaps in essential steps: Monitoring (Manual")));
        cite->click(); // a second click adds nothing
        QCOMPARE(note->toPlainText(), cited1);
        QVERIFY(panel.save());
        auto stored = AssessmentRepository(workspace.queries().rows())
                          .find(QStringLiteral("k8s-oss"), QStringLiteral("gate-key-workflow"));
        QVERIFY(stored && *stored);
        QCOMPARE((*stored)->evidence, cited1.trimmed());
        QCOMPARE((*stored)->verdict, GateVerdict::Pass); // citing is evidence, not a verdict

        // OpenShift AI has no gap; another gate cites nothing.
        panel.showCell(QStringLiteral("openshift-ai"), QStringLiteral("gate-key-workflow"));
        QVERIFY(cited->text().contains(QLatin1String("every essential step is platform-managed")));
        panel.showCell(QStringLiteral("k8s-oss"), QStringLiteral("gate-data-boundary"));
        QVERIFY(!cited->isVisible());
        QVERIFY(!cite->isVisible());
    }
};

QTEST_MAIN(TestCoverageGui)
#include "tst_coverage_gui.moc"
