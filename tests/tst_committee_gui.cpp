// The Committee page: the revealed cells with their spreads and standard deviations, the sealed round
// shown as sealed, the chart, and the spread threshold set from the page (issue 29).
#include "CommitteePage.h"
#include "TestSupport.h"
#include "charts/SpreadChart.h"
#include "workspace/EvaluationQueries.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;
using namespace gatebench::testing;

class TestCommitteeGui : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    DemoCopies m_demos;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_demos.create(m_dir.path()));
    }

    void showsSpreadsSealedCellsAndSetsTheThreshold()
    {
        const QString file = m_demos.fresh();
        QStringList statements;
        for (const QString& line :
             QString::fromUtf8(readFile(QStringLiteral(GATEBENCH_TEST_DATA "/committee/hand.sql"))).split(u'\n')) {
            if (!line.trimmed().isEmpty() && !line.trimmed().startsWith(QStringLiteral("--")))
                statements.append(line.trimmed());
        }
        QCOMPARE(execSql(file, statements), QString());
        auto opened = Workspace::open(file);
        QVERIFY(opened);
        std::unique_ptr<Workspace> workspace = std::move(opened).value();
        workspace->setActingMember(QStringLiteral("r1"));

        CommitteePage page;
        page.resize(1280, 800);
        page.setWorkspace(workspace.get());
        auto* cells = page.findChild<QTableWidget*>(QStringLiteral("committeeCells"));
        QVERIFY(cells);
        QCOMPARE(cells->rowCount(), int(page.status().cells.size()));
        // Run:ai / experience: 1 4 2 5 -> mean 3.00, spread 4.00, standard deviation 1.58, flagged.
        int runai = -1;
        int sealed = -1;
        for (int row = 0; row < int(page.status().cells.size()); ++row) {
            const auto& c = page.status().cells.at(row);
            if (c.candidateId == QLatin1String("runai") && c.criterionId == QLatin1String("bonus-experience"))
                runai = row;
            if (c.candidateId == QLatin1String("openshift-ai") && c.criterionId == QLatin1String("bonus-automation"))
                sealed = row;
        }
        QVERIFY(runai >= 0 && sealed >= 0);
        QCOMPARE(cells->item(runai, 3)->text(), QStringLiteral("3.00"));
        QCOMPARE(cells->item(runai, 4)->text(), QStringLiteral("4.00"));
        QCOMPARE(cells->item(runai, 5)->text(), QStringLiteral("1.58"));
        QVERIFY(!cells->item(runai, 6)->text().isEmpty());
        // The chair sees no value of the sealed round.
        QCOMPARE(cells->item(sealed, 2)->text(), QStringLiteral("Sealed"));
        QVERIFY(!cells->item(sealed, 3)->text().contains(u'5'));
        QVERIFY(page.findChild<QPushButton*>(QStringLiteral("revealRoundButton"))->isEnabled());

        // The threshold from the page: 1 point flags Run:ai's ecosystem (3 4 3 4) too.
        auto* threshold = page.findChild<QDoubleSpinBox*>(QStringLiteral("spreadThreshold"));
        QVERIFY(threshold);
        QCOMPARE(threshold->value(), 2.0);
        threshold->setValue(1.0);
        QTRY_COMPARE(page.status().spreadFlagPoints, 1.0);
        QCOMPARE(workspace->queries().settings().spreadFlagPoints, 1.0);
        bool ecosystemFlagged = false;
        for (const auto& c : page.status().cells) {
            if (c.candidateId == QLatin1String("runai") && c.criterionId == QLatin1String("bonus-ecosystem"))
                ecosystemFlagged = c.spread && c.spread->flagged;
        }
        QVERIFY(ecosystemFlagged);
        // Undo brings the default back.
        QVERIFY(workspace->undo());
        QTRY_COMPARE(page.status().spreadFlagPoints, 2.0);
        // Scores to show: no word about an empty table.
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("committeeEmpty"))->isHidden());
    }

    // An empty scores table says why: no bonus criteria (an empty evaluation), or no score yet (the
    // template, whose bonus criteria nobody has scored), and where scores come from.
    void anEmptyTableSaysWhy()
    {
        for (const auto content : {NewWorkspaceOptions::Content::Empty, NewWorkspaceOptions::Content::Template}) {
            const bool empty = content == NewWorkspaceOptions::Content::Empty;
            auto workspace = createWorkspace(
                m_dir.filePath(empty ? QStringLiteral("empty.gatebench") : QStringLiteral("t.gatebench")),
                WorkspaceSpec{content, QStringLiteral("en")});
            CommitteePage page;
            page.resize(1280, 800);
            page.setWorkspace(workspace.get());
            auto* note = page.findChild<QLabel*>(QStringLiteral("committeeEmpty"));
            QVERIFY(note);
            QVERIFY(!note->isHidden());
            QCOMPARE(page.findChild<QTableWidget*>(QStringLiteral("committeeCells"))->rowCount(), 0);
            QCOMPARE(page.status().assignments.isEmpty(), empty);
            QVERIFY2(note->text().contains(empty ? QStringLiteral("no bonus criteria")
                                                 : QStringLiteral("No bonus score yet")),
                     qPrintable(note->text()));
        }
    }
};

QTEST_MAIN(TestCommitteeGui)
#include "tst_committee_gui.moc"
