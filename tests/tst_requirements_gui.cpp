// The requirements page as a committee uses it on the projector: fail a gate from the keyboard
// after entering the evidence, see the candidate leave the ranking everywhere, undo it; a verdict
// that needs a note first; scores by key; requirement rows pasted from a spreadsheet; chart exports.
#include "AssessmentsTab.h"
#include "DecisionPanel.h"
#include "EvidencePanel.h"
#include "MainWindow.h"
#include "RequirementsPage.h"
#include "TestSupport.h"
#include "charts/BonusBarsChart.h"
#include "charts/ChartStyle.h"
#include "charts/EliminationFunnelChart.h"
#include "charts/GateMatrixChart.h"
#include "decision/DecisionEngine.h"
#include "decision/DecisionLoader.h"
#include "itemmodels/AssessmentGridModel.h"
#include "itemmodels/CriteriaTableModel.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/CriterionRepository.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateEdit>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

namespace {

const QDate kAsOf(2026, 11, 30); // the demo's as-of date: its waiver holds until 2027-01-31
const QString kGate = QStringLiteral("gate-data-boundary");

Decision decisionInFile(const QString& path)
{
    auto w = Workspace::open(path, Workspace::Access::ReadOnly);
    if (!w)
        return {};
    auto input = loadDecisionInput((*w)->queries().rows());
    return input ? decide(*input, kAsOf) : Decision();
}

Row assessmentInFile(const QString& path, const QString& candidate, const QString& criterion)
{
    auto w = Workspace::open(path, Workspace::Access::ReadOnly);
    if (!w)
        return {};
    auto rows =
        (*w)->queries().rows().select(QStringLiteral("assessments"), {{QStringLiteral("candidate_id"), candidate},
                                                                      {QStringLiteral("criterion_id"), criterion}});
    return rows && !rows->isEmpty() ? rows->first() : Row();
}

const GateMatrixRow* rowOf(const GateMatrix& matrix, const QString& candidate)
{
    for (const GateMatrixRow& row : matrix.rows) {
        if (row.candidateId == candidate)
            return &row;
    }
    return nullptr;
}

GateCellState stateOf(const GateMatrix& matrix, const QString& candidate, const QString& criterion)
{
    const GateMatrixRow* row = rowOf(matrix, candidate);
    const int column = int(matrix.criterionIds.indexOf(criterion));
    return row && column >= 0 ? row->cells.at(column).state : GateCellState::Unknown;
}

} // namespace

class TestRequirementsGui : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;

    QString freshDemo() { return m_demos.fresh(); }

    /// The window on the Assessments tab of `path`, judged on the demo's as-of date.
    AssessmentsTab* openAssessments(MainWindow& window, const QString& path)
    {
        window.resize(1400, 900);
        window.show();
        if (!window.openFile(path, QStringLiteral("requirements")))
            return nullptr;
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("requirementsTabs"));
        if (!tabs)
            return nullptr;
        tabs->setCurrentIndex(1);
        auto* page = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
        if (!page)
            return nullptr;
        // The window's evaluation date, one for every page.
        auto* asOf = window.findChild<QDateEdit*>(QStringLiteral("asOfDate"));
        if (!asOf)
            return nullptr;
        asOf->setDate(kAsOf);
        return page->assessments()->asOf() == kAsOf ? page->assessments() : nullptr;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demos.create(m_dir.path()));
        const Decision before = decisionInFile(m_demos.original());
        QCOMPARE(before.recommended, QStringLiteral("runai"));
        QCOMPARE(before.alternative, QStringLiteral("k8s-oss"));
    }

    void failAGateFromTheKeyboardThenUndo()
    {
        const QString path = freshDemo();
        MainWindow window;
        AssessmentsTab* tab = openAssessments(window, path);
        QVERIFY(tab);
        QTableView* grid = tab->findChild<QTableView*>(QStringLiteral("assessmentGrid"));
        QVERIFY(grid);
        auto* model = qobject_cast<AssessmentGridModel*>(grid->model());
        QVERIFY(model);

        // To the cell by the keyboard: runai's first gate, then one to the right.
        grid->setFocus();
        grid->setCurrentIndex(model->indexOf(QStringLiteral("runai"), QStringLiteral("gate-identity-audit")));
        QTest::keyClick(grid, Qt::Key_Right);
        QCOMPARE(grid->currentIndex().data(AssessmentGridModel::CriterionIdRole).toString(), kGate);
        QCOMPARE(grid->currentIndex().data(AssessmentGridModel::CandidateIdRole).toString(), QStringLiteral("runai"));
        QCOMPARE(grid->currentIndex().data().toString(), QStringLiteral("P"));

        // The data boundary gate requires evidence: write the new evidence in the panel first.
        const QString evidenceBefore =
            assessmentInFile(path, QStringLiteral("runai"), kGate).value(QStringLiteral("evidence")).toString();
        QVERIFY(!evidenceBefore.isEmpty());
        QTest::keyClick(grid, Qt::Key_Return);
        auto* note = tab->findChild<QPlainTextEdit*>(QStringLiteral("evidenceNote"));
        QVERIFY(note);
        QTRY_VERIFY(note->hasFocus());
        note->selectAll();
        const QString failEvidence = QStringLiteral("Week-3 egress check: the managed control plane copies job "
                                                    "inputs to the vendor's cloud.");
        QTest::keyClicks(note, failEvidence);
        auto* save = tab->findChild<QPushButton*>(QStringLiteral("saveEvidence"));
        QVERIFY(save && save->isEnabled());
        QTest::mouseClick(save, Qt::LeftButton);
        QCOMPARE(assessmentInFile(path, QStringLiteral("runai"), kGate).value(QStringLiteral("evidence")).toString(),
                 failEvidence);
        QTRY_VERIFY(grid->hasFocus()); // saved: back on the grid

        // F: Fail.
        QTest::keyClick(grid, Qt::Key_F);
        const Row row = assessmentInFile(path, QStringLiteral("runai"), kGate);
        QCOMPARE(row.value(QStringLiteral("verdict")).toString(), QStringLiteral("fail"));
        QCOMPARE(row.value(QStringLiteral("reviewer")).toString(), window.workspace()->actor());

        // The file's decision: runai is out, k8s-oss recommended.
        Decision after = decisionInFile(path);
        QCOMPARE(after.candidate(QStringLiteral("runai"))->status, CandidateStatus::Eliminated);
        QVERIFY(!after.ranking.contains(QStringLiteral("runai")));
        QCOMPARE(after.recommended, QStringLiteral("k8s-oss"));

        // The grid, the gate matrix drawing and the side panel say so too.
        QCOMPARE(grid->currentIndex().data().toString(), QStringLiteral("F"));
        QCOMPARE(grid->currentIndex().data(AssessmentGridModel::CriterionIdRole).toString(), kGate);
        const int runaiRow = grid->currentIndex().row();
        QCOMPARE(model->headerData(runaiRow, Qt::Vertical).toString(), QStringLiteral("NVIDIA Run:ai\nEliminated"));
        QTRY_VERIFY(rowOf(tab->gateMatrixChart()->matrix(), QStringLiteral("runai")) &&
                    rowOf(tab->gateMatrixChart()->matrix(), QStringLiteral("runai"))->eliminated);
        QCOMPARE(stateOf(tab->gateMatrixChart()->matrix(), QStringLiteral("runai"), kGate), GateCellState::Fail);
        const GateMatrixRow* runai = rowOf(tab->gateMatrixChart()->matrix(), QStringLiteral("runai"));
        QCOMPARE(runai->cells.at(tab->gateMatrixChart()->matrix().criterionIds.indexOf(kGate)).letter,
                 QStringLiteral("F"));
        auto* summary = tab->findChild<QLabel*>(QStringLiteral("decisionSummary"));
        QVERIFY(summary);
        QTRY_VERIFY(summary->text().contains(QStringLiteral("<b>Recommended:</b> Kubernetes + Volcano + Kubeflow")));
        // The overview's matrix follows (as of today: the demo's waiver may have lapsed since, but a
        // Fail is a Fail on any date).
        auto* overviewMatrix = window.findChild<GateMatrixChart*>(QStringLiteral("overviewGateMatrix"));
        QVERIFY(overviewMatrix);
        QTRY_VERIFY(rowOf(overviewMatrix->matrix(), QStringLiteral("runai")) &&
                    rowOf(overviewMatrix->matrix(), QStringLiteral("runai"))->eliminated);

        // Undo (Ctrl+Z's action): back to Pass, runai recommended again, everywhere.
        QAction* undo = window.findChild<QAction*>(QStringLiteral("actionUndo"));
        QVERIFY(undo && undo->isEnabled());
        undo->trigger();
        QCOMPARE(assessmentInFile(path, QStringLiteral("runai"), kGate).value(QStringLiteral("verdict")).toString(),
                 QStringLiteral("pass"));
        after = decisionInFile(path);
        QCOMPARE(after.recommended, QStringLiteral("runai"));
        QCOMPARE(after.alternative, QStringLiteral("k8s-oss"));
        QCOMPARE(grid->currentIndex().data().toString(), QStringLiteral("P"));
        QTRY_VERIFY(!rowOf(tab->gateMatrixChart()->matrix(), QStringLiteral("runai"))->eliminated);
        QCOMPARE(stateOf(tab->gateMatrixChart()->matrix(), QStringLiteral("runai"), kGate), GateCellState::Pass);
        QTRY_VERIFY(summary->text().contains(QStringLiteral("<b>Recommended:</b> NVIDIA Run:ai")));
        // A second undo takes back the evidence note.
        undo->trigger();
        QCOMPARE(assessmentInFile(path, QStringLiteral("runai"), kGate).value(QStringLiteral("evidence")).toString(),
                 evidenceBefore);
        window.closeWorkspace();
    }

    /// The chair overrides a metric gate's computed verdict from the evidence panel: no override
    /// without a reason (OK stays disabled, and an empty reason is refused even if the dialog is
    /// accepted); overriding OpenShift AI's key-workflow gate (computed Unknown, 1 of 3 runs) to Pass
    /// makes it Eligible and the alternative (bonus 62.5 over the self-built option's 61.3), as the
    /// engine decides from the file; Clear override brings the computed Unknown back; undo and redo
    /// move the override with the decision.
    void overrideAMetricGateWithAReason()
    {
        const QString path = freshDemo();
        const QString candidate = QStringLiteral("openshift-ai");
        const QString gate = QStringLiteral("gate-key-workflow");
        const auto overrideInFile = [&]() -> std::optional<GateVerdict> {
            auto w = Workspace::open(path, Workspace::Access::ReadOnly);
            if (!w)
                return std::nullopt;
            auto found = AssessmentRepository((*w)->queries().rows()).find(candidate, gate);
            return found && *found ? (*found)->override.verdict : std::nullopt;
        };
        const Decision before = decisionInFile(path);
        QCOMPARE(before.candidate(candidate)->status, CandidateStatus::Blocked);
        QCOMPARE(before.alternative, QStringLiteral("k8s-oss"));
        QVERIFY(!overrideInFile());

        MainWindow window;
        AssessmentsTab* tab = openAssessments(window, path);
        QVERIFY(tab);
        QTableView* grid = tab->grid();
        tab->selectCell(candidate, gate);
        QCOMPARE(grid->currentIndex().data(AssessmentGridModel::LetterRole).toString(), QStringLiteral("?"));
        QCOMPARE(grid->currentIndex().data(AssessmentGridModel::FigureRole).toString(), QStringLiteral("1/3 runs"));
        auto* overrideButton = tab->findChild<QPushButton*>(QStringLiteral("overrideMetricGate"));
        auto* clearButton = tab->findChild<QPushButton*>(QStringLiteral("clearMetricOverride"));
        QVERIFY(overrideButton && clearButton);
        QTRY_VERIFY(overrideButton->isVisible());
        QVERIFY(!clearButton->isVisible());
        auto* message = tab->findChild<QLabel*>(QStringLiteral("assessmentMessage"));
        QVERIFY(message);

        // The dialog: `fill` acts on it while it is open.
        const auto withDialog = [&](const std::function<void(QDialog*)>& fill) {
            bool seen = false;
            QTimer::singleShot(0, this, [&] {
                auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
                if (!dialog || dialog->objectName() != QLatin1String("overrideDialog"))
                    return;
                seen = true;
                fill(dialog);
            });
            overrideButton->click();
            return seen;
        };
        const auto okOf = [](QDialog* dialog) {
            return dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        };

        // No reason: OK disabled, a blank reason too; accepted anyway, the command refuses it.
        bool okWithoutReason = true;
        bool okWithBlankReason = true;
        QVERIFY(withDialog([&](QDialog* dialog) {
            okWithoutReason = okOf(dialog)->isEnabled();
            dialog->findChild<QPlainTextEdit*>(QStringLiteral("overrideReason"))->setPlainText(QStringLiteral("  \n "));
            okWithBlankReason = okOf(dialog)->isEnabled();
            dialog->accept();
        }));
        QVERIFY(!okWithoutReason);
        QVERIFY(!okWithBlankReason);
        QVERIFY(!overrideInFile());
        QVERIFY2(message->text().contains(QStringLiteral("needs a reason")), qPrintable(message->text()));
        QCOMPARE(decisionInFile(path).candidate(candidate)->status, CandidateStatus::Blocked);

        // Pass with a reason: OpenShift AI is Eligible and the alternative, in the file and on screen.
        const QString reason = QStringLiteral("The third drill ran on site; the report is attached to the minutes.");
        QVERIFY(withDialog([&](QDialog* dialog) {
            dialog->findChild<QRadioButton*>(QStringLiteral("overridePass"))->setChecked(true);
            dialog->findChild<QPlainTextEdit*>(QStringLiteral("overrideReason"))->setPlainText(reason);
            QVERIFY(okOf(dialog)->isEnabled());
            okOf(dialog)->click();
        }));
        QCOMPARE(overrideInFile(), std::optional<GateVerdict>(GateVerdict::Pass));
        Decision after = decisionInFile(path);
        QCOMPARE(after.candidate(candidate)->status, CandidateStatus::Eligible);
        QCOMPARE(after.recommended, QStringLiteral("runai"));
        QCOMPARE(after.alternative, candidate);
        QCOMPARE(grid->currentIndex().data(AssessmentGridModel::LetterRole).toString(), QStringLiteral("P"));
        QVERIFY(grid->currentIndex().data(AssessmentGridModel::FigureRole).toString().contains(u"overridden"));
        auto* summary = tab->findChild<QLabel*>(QStringLiteral("decisionSummary"));
        QVERIFY(summary);
        QTRY_VERIFY2(summary->text().contains(QStringLiteral("<b>Alternative:</b> Red Hat OpenShift AI")),
                     qPrintable(summary->text()));
        QTRY_VERIFY(clearButton->isVisible());

        // Clear override: the computed Unknown again, Blocked, the self-built option the alternative.
        clearButton->click();
        QVERIFY(!overrideInFile());
        after = decisionInFile(path);
        QCOMPARE(after.candidate(candidate)->status, CandidateStatus::Blocked);
        QCOMPARE(after.alternative, QStringLiteral("k8s-oss"));
        QCOMPARE(grid->currentIndex().data(AssessmentGridModel::LetterRole).toString(), QStringLiteral("?"));
        QCOMPARE(grid->currentIndex().data(AssessmentGridModel::FigureRole).toString(), QStringLiteral("1/3 runs"));
        QTRY_VERIFY(!clearButton->isVisible());

        // Undo brings the override back, a second undo takes it away, redo restores it.
        QAction* undo = window.findChild<QAction*>(QStringLiteral("actionUndo"));
        QAction* redo = window.findChild<QAction*>(QStringLiteral("actionRedo"));
        QVERIFY(undo && redo);
        undo->trigger();
        QCOMPARE(overrideInFile(), std::optional<GateVerdict>(GateVerdict::Pass));
        QCOMPARE(decisionInFile(path).alternative, candidate);
        QCOMPARE(grid->currentIndex().data(AssessmentGridModel::LetterRole).toString(), QStringLiteral("P"));
        undo->trigger();
        QVERIFY(!overrideInFile());
        QCOMPARE(decisionInFile(path).candidate(candidate)->status, CandidateStatus::Blocked);
        QCOMPARE(grid->currentIndex().data(AssessmentGridModel::LetterRole).toString(), QStringLiteral("?"));
        QTRY_VERIFY(summary->text().contains(QStringLiteral("<b>Alternative:</b> Kubernetes + Volcano + Kubeflow")));
        redo->trigger();
        QCOMPARE(overrideInFile(), std::optional<GateVerdict>(GateVerdict::Pass));
        QCOMPARE(decisionInFile(path).candidate(candidate)->status, CandidateStatus::Eligible);
        window.closeWorkspace();
    }

    void aVerdictThatNeedsANoteWaitsForIt()
    {
        // A fresh evaluation from the template: no verdicts, no evidence yet.
        const QString path = m_dir.filePath(QStringLiteral("template.gatebench"));
        NewWorkspaceOptions options;
        options.path = path;
        options.language = QStringLiteral("en");
        QVERIFY(createWorkspaceFile(options).ok());
        MainWindow window;
        AssessmentsTab* tab = openAssessments(window, path);
        QVERIFY(tab);
        QTableView* grid = tab->grid();
        grid->setFocus();
        grid->setCurrentIndex(tab->model()->indexOf(QStringLiteral("k8s-oss"), kGate));
        QTest::keyClick(grid, Qt::Key_P);
        // Refused without a note: nothing written, the note waits with the verdict pending.
        QVERIFY(assessmentInFile(path, QStringLiteral("k8s-oss"), kGate).isEmpty());
        auto* message = tab->findChild<QLabel*>(QStringLiteral("assessmentMessage"));
        QVERIFY(message && message->text().contains(QStringLiteral("requires evidence")));
        auto* note = tab->findChild<QPlainTextEdit*>(QStringLiteral("evidenceNote"));
        QTRY_VERIFY(note->hasFocus());
        auto* save = tab->findChild<QPushButton*>(QStringLiteral("saveEvidence"));
        QCOMPARE(save->text(), QStringLiteral("Save evidence and mark Pass"));
        QTest::keyClicks(note, QStringLiteral("Data-flow diagram signed off; no egress during the PoC."));
        QTest::keyClick(note, Qt::Key_Return, Qt::ControlModifier);
        const Row row = assessmentInFile(path, QStringLiteral("k8s-oss"), kGate);
        QCOMPARE(row.value(QStringLiteral("verdict")).toString(), QStringLiteral("pass"));
        QCOMPARE(row.value(QStringLiteral("evidence")).toString(),
                 QStringLiteral("Data-flow diagram signed off; no egress during the PoC."));
        QCOMPARE(window.workspace()->undoStack()->count(), 1); // one command for note and verdict
        QCOMPARE(tab->model()->indexOf(QStringLiteral("k8s-oss"), kGate).data().toString(), QStringLiteral("P"));

        // W over a Pass is refused before any dialog opens.
        grid->setFocus();
        QTest::keyClick(grid, Qt::Key_W);
        QVERIFY(message->text().contains(QStringLiteral("nothing to waive")));
        // U needs no note.
        QTest::keyClick(grid, Qt::Key_U);
        QCOMPARE(assessmentInFile(path, QStringLiteral("k8s-oss"), kGate).value(QStringLiteral("verdict")).toString(),
                 QStringLiteral("unknown"));
        window.closeWorkspace();
    }

    void scoresByDigitAndBlocksByPaste()
    {
        const QString path = freshDemo();
        MainWindow window;
        AssessmentsTab* tab = openAssessments(window, path);
        QVERIFY(tab);
        QTableView* grid = tab->grid();
        AssessmentGridModel* model = tab->model();
        grid->setFocus();
        const QModelIndex bonus = model->indexOf(QStringLiteral("openshift-ai"), QStringLiteral("bonus-automation"));
        grid->setCurrentIndex(bonus);
        QTest::keyClick(grid, Qt::Key_4);
        QCOMPARE(bonus.data(AssessmentGridModel::OwnScoreRole).toDouble(), 4.0);
        QVERIFY(bonus.data().toString().contains(QStringLiteral("you: 4")));
        QTest::keyClick(grid, Qt::Key_7); // out of range: refused
        QCOMPARE(bonus.data(AssessmentGridModel::OwnScoreRole).toDouble(), 4.0);
        QTest::keyClick(grid, Qt::Key_Delete);
        QVERIFY(!bonus.data(AssessmentGridModel::OwnScoreRole).isValid());
        // Letters on a bonus cell do nothing (and do not jump rows).
        QTest::keyClick(grid, Qt::Key_F);
        QCOMPARE(grid->currentIndex(), bonus);

        // A block from a spreadsheet: two gate cells and a score, one undo step (the key-workflow gate,
        // computed from the PoC runs in the demo, is left empty: its verdict is not typed).
        const int before = window.workspace()->undoStack()->count();
        grid->setCurrentIndex(model->indexOf(QStringLiteral("openshift-ai"), QStringLiteral("gate-hardware-compat")));
        QGuiApplication::clipboard()->setText(QStringLiteral("P\tF: quotas were delivered after 40 minutes\t\t\t3\n"));
        QTest::keyClick(grid, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(window.workspace()->undoStack()->count(), before + 1);
        QCOMPARE(model->indexOf(QStringLiteral("openshift-ai"), QStringLiteral("gate-resource-availability"))
                     .data()
                     .toString(),
                 QStringLiteral("F"));
        QCOMPARE(model->statusText(QStringLiteral("openshift-ai")),
                 QStringLiteral("Eliminated by gate Resource availability"));
        QCOMPARE(model->indexOf(QStringLiteral("openshift-ai"), QStringLiteral("bonus-automation"))
                     .data(AssessmentGridModel::OwnScoreRole)
                     .toDouble(),
                 3.0);
        QVERIFY(window.workspace()->undo().ok());
        QCOMPARE(model->statusText(QStringLiteral("openshift-ai")), QStringLiteral("Blocked by Key workflows"));
        window.closeWorkspace();
    }

    void pasteRequirementRowsThenUndo()
    {
        const QString path = freshDemo();
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(path, QStringLiteral("requirements")));
        auto* page = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
        QVERIFY(page);
        page->showMatrix();
        QTableView* table = page->findChild<QTableView*>(QStringLiteral("criteriaTable"));
        QVERIFY(table);
        CriteriaTableModel* model = page->criteriaModel();
        QCOMPARE(model->rowCount(), 11);
        QGuiApplication::clipboard()->setText(QStringLiteral("Key rotation\t门槛\t安全\tSecurity lead\tEvery 90 days\n"
                                                             "Cost reports per team\t加分\t\tFinance\t\n"));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(model->rowCount(), 13);
        QCOMPARE(model->idAt(5), QStringLiteral("key-rotation")); // last of the gates
        QCOMPARE(model->index(5, CriteriaTableModel::Tier).data(CriteriaTableModel::TierRole).toString(),
                 QStringLiteral("gate"));
        QCOMPARE(model->idAt(10), QStringLiteral("cost-reports-per-team")); // last of the bonus criteria
        QCOMPARE(page->selectedId(), QStringLiteral("key-rotation"));
        // Ctrl+Up moves it within the gates.
        QTest::keyClick(table, Qt::Key_Up, Qt::ControlModifier);
        QCOMPARE(model->idAt(4), QStringLiteral("key-rotation"));
        // The new gate is a column of the assessments grid at once.
        QVERIFY(
            page->assessments()->model()->indexOf(QStringLiteral("runai"), QStringLiteral("key-rotation")).isValid());
        QVERIFY(window.workspace()->undo().ok());
        QVERIFY(window.workspace()->undo().ok());
        QCOMPARE(model->rowCount(), 11);
        QVERIFY(
            !page->assessments()->model()->indexOf(QStringLiteral("runai"), QStringLiteral("key-rotation")).isValid());
        window.closeWorkspace();
    }

    void vendorAnswersAreShownAsEvidence()
    {
        auto w = testing::createWorkspace(m_dir.filePath(QStringLiteral("answers.gatebench")));
        QVERIFY(
            WorkspaceTestAccess::storage(*w)
                .insert(QStringLiteral("vendor_answers"),
                        {{QStringLiteral("candidate_id"), QStringLiteral("runai")},
                         {QStringLiteral("question_id"), QStringLiteral("gate-data-boundary")},
                         {QStringLiteral("criterion_id"), QStringLiteral("gate-data-boundary")},
                         {QStringLiteral("question"), QStringLiteral("Where does training data go?")},
                         {QStringLiteral("answer"), QStringLiteral("Runs on your own nodes; no data leaves the site.")},
                         {QStringLiteral("link"), QStringLiteral("https://example.com/runai-data.pdf")}})
                .ok());
        EvidencePanel panel;
        panel.setWorkspace(w.get());
        panel.setLanguage(QStringLiteral("en"));
        panel.show();
        auto* answers = panel.findChild<QLabel*>(QStringLiteral("evidenceVendorAnswers"));
        QVERIFY(answers);
        panel.showCell(QStringLiteral("runai"), QStringLiteral("gate-data-boundary"));
        QVERIFY(answers->isVisible());
        QVERIFY(answers->text().contains(QStringLiteral("no data leaves the site")));
        QVERIFY(answers->text().contains(QStringLiteral("https://example.com/runai-data.pdf")));
        // Another candidate's cell shows none of it.
        panel.showCell(QStringLiteral("pai"), QStringLiteral("gate-data-boundary"));
        QVERIFY(!answers->isVisible());
    }

    void questionnairesForTheChosenCandidatesAndLanguage()
    {
        const QString path = freshDemo();
        MainWindow window;
        QVERIFY(openAssessments(window, path)); // the window's evaluation date: the demo's
        auto* page = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
        page->showMatrix();
        auto* button = page->findChild<QPushButton*>(QStringLiteral("exportQuestionnaire"));
        QVERIFY(button && button->isEnabled());
        const QString folder = m_dir.filePath(QStringLiteral("questionnaires"));
        QHash<QString, QString> offered; // id -> text
        QStringList checked;
        bool seen = false;
        QTimer::singleShot(0, &window, [&] {
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            if (!dialog || dialog->objectName() != QLatin1String("questionnaireDialog"))
                return;
            seen = true;
            auto* list = dialog->findChild<QListWidget*>(QStringLiteral("questionnaireCandidates"));
            for (int i = 0; i < list->count(); ++i) {
                offered.insert(list->item(i)->data(Qt::UserRole).toString(), list->item(i)->text());
                if (list->item(i)->checkState() == Qt::Checked)
                    checked.append(list->item(i)->data(Qt::UserRole).toString());
            }
            // The secretary leaves OpenShift AI out and writes the files in Chinese (the dialog
            // remembers the last choice; the names follow the language chosen).
            for (int i = 0; i < list->count(); ++i) {
                if (list->item(i)->data(Qt::UserRole).toString() == QLatin1String("openshift-ai"))
                    list->item(i)->setCheckState(Qt::Unchecked);
            }
            auto* language = dialog->findChild<QComboBox*>(QStringLiteral("questionnaireLanguage"));
            language->setCurrentIndex(language->findData(QStringLiteral("en")));
            offered.insert(QStringLiteral("pai (en)"), list->item(4)->text());
            language->setCurrentIndex(language->findData(QStringLiteral("zh_CN")));
            offered.insert(QStringLiteral("pai (zh_CN)"), list->item(4)->text());
            dialog->findChild<QLineEdit*>(QStringLiteral("questionnaireFolder"))->setText(folder);
            dialog->accept();
        });
        button->click();
        QVERIFY(seen);
        // Every candidate in the evaluation is offered with its status; checked at first: those not eliminated.
        QCOMPARE(offered.size(), 7 + 2);
        for (const QString& id : {QStringLiteral("pai"), QStringLiteral("modelarts"), QStringLiteral("ti-one"),
                                  QStringLiteral("base-command")})
            QVERIFY2(offered.value(id).endsWith(QStringLiteral(" (Eliminated)")), qPrintable(offered.value(id)));
        QVERIFY2(offered.value(QStringLiteral("openshift-ai")).endsWith(QStringLiteral(" (Blocked)")),
                 qPrintable(offered.value(QStringLiteral("openshift-ai"))));
        QCOMPARE(offered.value(QStringLiteral("pai (en)")), QStringLiteral("Alibaba Cloud PAI (Eliminated)"));
        QCOMPARE(offered.value(QStringLiteral("pai (zh_CN)")), QString::fromUtf8("阿里云 PAI (Eliminated)"));
        QCOMPARE(checked,
                 QStringList({QStringLiteral("runai"), QStringLiteral("openshift-ai"), QStringLiteral("k8s-oss")}));
        const QStringList files = QDir(folder).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files.size(), 2);
        for (const QString& name : files)
            QVERIFY2(name.endsWith(QString::fromUtf8(" - 问卷 2026-11-30.csv")), qPrintable(name));
        QVERIFY(files.first().contains(QStringLiteral(" - Kubernetes + Volcano + Kubeflow")));
        QVERIFY(files.last().contains(QStringLiteral(" - NVIDIA Run_ai - ")));
        QFile file(QDir(folder).filePath(files.last()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readLine().startsWith(QByteArray("\xEF\xBB\xBF" + QString::fromUtf8("候选方案编号").toUtf8())));
        auto* message = page->findChild<QLabel*>(QStringLiteral("criteriaMessage"));
        QVERIFY(message->isVisibleTo(page) && message->text().contains(QDir::toNativeSeparators(folder)));
        window.closeWorkspace();
    }

    void editTheQuestionForTheVendors()
    {
        const QString path = freshDemo();
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(path, QStringLiteral("requirements")));
        auto* page = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
        page->showMatrix();
        page->select(kGate);
        auto* detail = page->findChild<QLabel*>(QStringLiteral("criterionDetail"));
        auto* button = page->findChild<QPushButton*>(QStringLiteral("editVendorQuestion"));
        QVERIFY(detail && button && button->isEnabled());
        // The detail shows what the vendors are asked, apart from the acceptance rule.
        QVERIFY2(detail->text().contains(QStringLiteral("Question for the vendors:")), qPrintable(detail->text()));
        QVERIFY(detail->text().contains(QStringLiteral("Please describe the full path of training data")));
        bool seen = false;
        QTimer::singleShot(0, &window, [&] {
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            if (!dialog || dialog->objectName() != QLatin1String("vendorQuestionDialog"))
                return;
            seen = true;
            auto* zh = dialog->findChild<QPlainTextEdit*>(QStringLiteral("vendorQuestionZh"));
            auto* en = dialog->findChild<QPlainTextEdit*>(QStringLiteral("vendorQuestionEn"));
            QVERIFY(zh->toPlainText().contains(QString::fromUtf8("训练数据")));
            zh->setPlainText(QString::fromUtf8("训练数据存放在哪里？"));
            en->setPlainText(QStringLiteral("Where is training data kept?"));
            dialog->accept();
        });
        button->click();
        QVERIFY(seen);
        auto stored = CriterionRepository(window.workspace()->queries().rows()).find(kGate);
        QVERIFY(stored.ok() && stored->has_value());
        QCOMPARE((*stored)->vendorQuestion.zh, QString::fromUtf8("训练数据存放在哪里？"));
        QCOMPARE((*stored)->vendorQuestion.en, QStringLiteral("Where is training data kept?"));
        QTRY_VERIFY(detail->text().contains(QStringLiteral("Where is training data kept?")));
        // Both languages in one step: one undo restores the template's questions.
        QVERIFY(window.workspace()->undo().ok());
        stored = CriterionRepository(window.workspace()->queries().rows()).find(kGate);
        QVERIFY((*stored)->vendorQuestion.en.startsWith(QStringLiteral("Please describe the full path")));
        QTRY_VERIFY(detail->text().contains(QStringLiteral("Please describe the full path of training data")));
        window.closeWorkspace();
    }

    void chartsExportToPngAndSvg()
    {
        const QString path = freshDemo();
        MainWindow window;
        AssessmentsTab* tab = openAssessments(window, path);
        QVERIFY(tab);
        QTRY_VERIFY(!tab->gateMatrixChart()->matrix().rows.isEmpty());
        const QStringList names = {QStringLiteral("NVIDIA Base Command Platform"),
                                   QStringLiteral("NVIDIA Run:ai"),
                                   QStringLiteral("Red Hat OpenShift AI"),
                                   QStringLiteral("Huawei Cloud ModelArts"),
                                   QStringLiteral("Alibaba Cloud PAI"),
                                   QStringLiteral("Tencent Cloud TI-ONE"),
                                   QStringLiteral("Kubernetes + Volcano + Kubeflow (self-built)")};
        const QList<std::pair<QString, const ChartDrawing*>> charts = {
            {QStringLiteral("gate-matrix"), tab->gateMatrixChart()},
            {QStringLiteral("funnel"), tab->decisionPanel()->funnelChart()},
            {QStringLiteral("bonus"), tab->decisionPanel()->bonusChart()},
        };
        for (const auto& [name, chart] : charts) {
            const QString png = m_dir.filePath(name + QStringLiteral(".png"));
            const QString svg = m_dir.filePath(name + QStringLiteral(".svg"));
            auto r = exportChart(*chart, png);
            QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
            r = exportChart(*chart, svg);
            QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
            const QImage image(png);
            QVERIFY2(!image.isNull(), qPrintable(name));
            QCOMPARE(image.size(), chart->exportSize() * 2);
            // Not blank: the drawing put something other than white on it.
            bool inked = false;
            for (int y = 0; y < image.height() && !inked; y += 7) {
                for (int x = 0; x < image.width() && !inked; x += 7)
                    inked = image.pixelColor(x, y) != QColor(Qt::white);
            }
            QVERIFY2(inked, qPrintable(name));
            QFile file(svg);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            QVERIFY2(text.contains(QStringLiteral("<svg")), qPrintable(name));
            QVERIFY2(text.contains(QStringLiteral("simulated data")), qPrintable(name));
            // Only what every SVG viewer draws alike: no pattern fills (ImageMagick paints them black)
            // and no translucent groups (it outlines them), solid colours instead.
            QVERIFY2(!text.contains(QStringLiteral("<pattern")), qPrintable(name));
            QVERIFY2(!text.contains(QStringLiteral(" opacity=\"")) && !text.contains(QStringLiteral("\nopacity=\"")),
                     qPrintable(name));
            if (name != QLatin1String("funnel")) {
                for (const QString& candidate : names)
                    QVERIFY2(text.contains(candidate), qPrintable(name + QStringLiteral(": ") + candidate));
            } else {
                QVERIFY(text.contains(QStringLiteral("Data boundary")));
                QVERIFY(text.contains(QStringLiteral("Alibaba Cloud PAI"))); // eliminated there
            }
        }
        QVERIFY(!exportChart(*tab->gateMatrixChart(), m_dir.filePath(QStringLiteral("matrix.bmp"))).ok());
        window.closeWorkspace();
    }
};

QTEST_MAIN(TestRequirementsGui)
#include "tst_requirements_gui.moc"
