// The TCO page's sheet (views/TcoPage.h) as a user drives it with the keyboard: typing on a cell
// starts editing with that character, Enter writes and moves down, an invalid entry keeps its editor
// open with the reason; a block copied from Excel (tabs, CRLF, quoted cells holding tabs and line
// breaks) pastes as one undoable step, and a block with one invalid cell pastes nothing and names the
// cell; fill down, Delete, copy, undo and redo with the keys; each amount explains its factors.
#include "TcoPage.h"
#include "TestSupport.h"
#include "commands/Baseline.h"
#include "commands/Tco.h"
#include "itemmodels/TcoSheetModel.h"
#include "repositories/BaselineRepository.h"
#include "repositories/TcoRepository.h"
#include "tco/BaselineDemand.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>
#include <utility>

using namespace gatebench;
using Column = TcoSheetModel::Column;

namespace {

QString dump(const Workspace& w)
{
    QStringList out;
    for (const TcoLine& l : *TcoRepository(w.queries().rows()).lines()) {
        QStringList years;
        for (int y : l.years)
            years.append(QString::number(y));
        out.append(QStringList{QString::number(l.id), l.category, l.description.zh, l.description.en,
                               TcoRepository::kindKey(l.kind), l.quantity.toString(), l.unit, l.unitPrice.toString(),
                               l.currency, QString::number(l.periodsPerYear), l.growth.toString(), years.join(u',')}
                       .join(u'|'));
    }
    return out.join(u'\n');
}

TcoLine lineAt(const Workspace& w, int index)
{
    return TcoRepository(w.queries().rows()).lines()->at(index);
}

} // namespace

class TstTcoSheet : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_w = testing::createWorkspace(m_dir.filePath(QStringLiteral("s%1.gatebench").arg(m_n++)),
                                       {NewWorkspaceOptions::Content::Template, QStringLiteral("en")});
        // NVIDIA Run:ai: the on-premises product template, ten starting lines.
        auto started = tcoedits::startFromTemplate(*m_w, QStringLiteral("runai"));
        QVERIFY(started);
        QCOMPARE(*started, 10);
        m_page = std::make_unique<TcoPage>();
        m_page->model()->setLanguage(QStringLiteral("en"), QLocale(QLocale::English, QLocale::UnitedStates));
        m_page->setWorkspace(m_w.get());
        m_page->selectCandidate(QStringLiteral("runai"));
        m_page->resize(1280, 800);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_sheet = m_page->sheet();
        m_sheet->setFocus();
        QCOMPARE(m_page->model()->rowCount(), 10);
    }

    void cleanup()
    {
        m_page.reset();
        m_w.reset();
    }

    void typeToEditAndEnter()
    {
        const int steps = m_w->undoStack()->count();
        m_sheet->setCurrentIndex(m_page->model()->index(0, int(Column::Quantity)));
        QTest::keyClick(m_sheet, Qt::Key_7);
        QVERIFY(m_sheet->isEditing());
        auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
        QVERIFY(editor);
        QCOMPARE(editor->text(), QStringLiteral("7")); // the typed character replaced the cell's text
        QTest::keyClicks(editor, QStringLiteral("6"));
        QTest::keyClick(editor, Qt::Key_Return);
        QCOMPARE(lineAt(*m_w, 0).quantity.toString(), QStringLiteral("76"));
        QCOMPARE(m_w->undoStack()->count(), steps + 1);
        QCOMPARE(m_sheet->currentIndex().row(), 1); // Enter moves down
        QVERIFY(!m_sheet->isEditing());
    }

    void invalidEntryIsRefusedInPlace()
    {
        const QString before = dump(*m_w);
        const int steps = m_w->undoStack()->count();
        m_sheet->setCurrentIndex(m_page->model()->index(2, int(Column::UnitPrice)));
        QTest::keyClick(m_sheet, Qt::Key_Minus);
        auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
        QVERIFY(editor);
        QTest::keyClicks(editor, QStringLiteral("5"));
        QTest::keyClick(editor, Qt::Key_Return);
        // The editor stays open with what was typed, the reason beside it and in the status line.
        QVERIFY(m_sheet->isEditing());
        QCOMPARE(editor->text(), QStringLiteral("-5"));
        QVERIFY2(editor->toolTip().contains(QStringLiteral("negative")), qPrintable(editor->toolTip()));
        auto* status = m_page->findChild<QLabel*>(QStringLiteral("tcoStatus"));
        QVERIFY(status->text().contains(QStringLiteral("negative")));
        QCOMPARE(dump(*m_w), before);
        QCOMPARE(m_w->undoStack()->count(), steps);
        // Corrected, it goes through.
        editor->setText(QStringLiteral("5"));
        QTest::keyClick(editor, Qt::Key_Return);
        QCOMPARE(lineAt(*m_w, 2).unitPrice.toString(), QStringLiteral("5"));
    }

    void pasteABlockFromExcel()
    {
        const QString before = dump(*m_w);
        const int steps = m_w->undoStack()->count();
        // As Excel and WPS put it on the clipboard: tabs, CRLF, a cell with a tab or a line break
        // quoted (quotes doubled inside), a trailing line break.
        QApplication::clipboard()->setText(
            QStringLiteral("\"Licence, \"\"per GPU\"\"\tyearly\"\tRecurring\t176\tGPU\t1,500.00\r\n"
                           "\"Servers\nfor control\"\tOne-off\t3\tserver\t68000\r\n"));
        m_sheet->setCurrentIndex(m_page->model()->index(0, int(Column::Description)));
        QTest::keyClick(m_sheet, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(m_w->undoStack()->count(), steps + 1);
        const TcoLine first = lineAt(*m_w, 0);
        QCOMPARE(first.description.en, QStringLiteral("Licence, \"per GPU\"\tyearly"));
        QCOMPARE(first.kind, TcoLineKind::Recurring);
        QCOMPARE(first.quantity.toString(), QStringLiteral("176"));
        QCOMPARE(first.unit, QStringLiteral("GPU"));
        QCOMPARE(first.unitPrice.toString(), QStringLiteral("1500.00"));
        const TcoLine second = lineAt(*m_w, 1);
        QCOMPARE(second.description.en, QStringLiteral("Servers\nfor control"));
        QCOMPARE(second.kind, TcoLineKind::OneOff);
        QCOMPARE(second.unitPrice.toString(), QStringLiteral("68000"));
        // One step: Ctrl+Z on the sheet takes the whole block back.
        QTest::keyClick(m_sheet, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(dump(*m_w), before);
        QTest::keyClick(m_sheet, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(lineAt(*m_w, 1).description.en, QStringLiteral("Servers\nfor control"));
    }

    void aRefusedPasteChangesNothing()
    {
        const QString before = dump(*m_w);
        const int steps = m_w->undoStack()->count();
        QApplication::clipboard()->setText(
            QStringLiteral("2\tGPU\t100\r\n3\tGPU\t-100\r\n4\tGPU\t100\r\n")); // row 2: a negative price
        m_sheet->setCurrentIndex(m_page->model()->index(0, int(Column::Quantity)));
        QTest::keyClick(m_sheet, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(dump(*m_w), before);
        QCOMPARE(m_w->undoStack()->count(), steps);
        const QString message = m_page->findChild<QLabel*>(QStringLiteral("tcoStatus"))->text();
        QVERIFY2(message.contains(QStringLiteral("Row 2")) && message.contains(QStringLiteral("Unit price")) &&
                     message.contains(QStringLiteral("negative")),
                 qPrintable(message));
        // A block wider than the sheet pastes nothing either.
        QApplication::clipboard()->setText(QStringLiteral("a\tb\tc"));
        m_sheet->setCurrentIndex(m_page->model()->index(0, m_page->model()->columnCount() - 1));
        QTest::keyClick(m_sheet, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(dump(*m_w), before);
    }

    void pasteBelowTheLastLineAddsLines()
    {
        const int rows = m_page->model()->rowCount();
        QApplication::clipboard()->setText(QStringLiteral("Storage\tObject storage\r\nTraining\tCourses\r\n"));
        m_sheet->setCurrentIndex(m_page->model()->index(rows - 1, int(Column::Category)));
        QTest::keyClick(m_sheet, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(m_page->model()->rowCount(), rows + 1);
        const TcoLine added = lineAt(*m_w, rows);
        QCOMPARE(added.category, QStringLiteral("training"));
        QCOMPARE(added.description.en, QStringLiteral("Courses"));
        QCOMPARE(added.candidateId, QStringLiteral("runai"));
        QVERIFY(m_w->undo());
        QCOMPARE(m_page->model()->rowCount(), rows);
    }

    void fillDown()
    {
        QVERIFY(tcoedits::setCells(
            *m_w, {{lineAt(*m_w, 0).id, tcoedits::LineField::UnitPrice, QStringLiteral("42.50"), {}, {}}}, {}));
        const int steps = m_w->undoStack()->count();
        TcoSheetModel* model = m_page->model();
        m_sheet->selectionModel()->select(
            QItemSelection(model->index(0, int(Column::UnitPrice)), model->index(3, int(Column::UnitPrice))),
            QItemSelectionModel::ClearAndSelect);
        QTest::keyClick(m_sheet, Qt::Key_D, Qt::ControlModifier);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(lineAt(*m_w, i).unitPrice.toString(), QStringLiteral("42.50"));
        QCOMPARE(lineAt(*m_w, 4).unitPrice.toString(), QStringLiteral("0"));
        QCOMPARE(m_w->undoStack()->count(), steps + 1);
        QTest::keyClick(m_sheet, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(lineAt(*m_w, 1).unitPrice.toString(), QStringLiteral("0"));
        QCOMPARE(lineAt(*m_w, 0).unitPrice.toString(), QStringLiteral("42.50"));
    }

    void deleteClearsAndCopyGivesTabSeparatedText()
    {
        TcoSheetModel* model = m_page->model();
        QVERIFY(tcoedits::setCells(
            *m_w,
            {{lineAt(*m_w, 0).id, tcoedits::LineField::Quantity, QStringLiteral("1200"), {}, {}},
             {lineAt(*m_w, 0).id, tcoedits::LineField::UnitPrice, QStringLiteral("2.5"), {}, {}},
             {lineAt(*m_w, 0).id, tcoedits::LineField::Description, QStringLiteral("=SUM(A1)"), {}, {}}},
            {}));
        m_sheet->selectionModel()->select(
            QItemSelection(model->index(0, int(Column::Description)), model->index(0, int(Column::UnitPrice))),
            QItemSelectionModel::ClearAndSelect);
        QTest::keyClick(m_sheet, Qt::Key_C, Qt::ControlModifier);
        const QList<QString> cells = QApplication::clipboard()->text().split(u'\t');
        QCOMPARE(cells.size(), 5); // description, kind, quantity, unit, unit price
        QVERIFY2(!cells.at(0).startsWith(u'='), qPrintable(cells.at(0))); // no formula reaches the spreadsheet
        QCOMPARE(cells.at(1), QStringLiteral("Recurring"));
        QCOMPARE(cells.at(2), QStringLiteral("1,200"));
        QCOMPARE(cells.at(3), QStringLiteral("GPU"));
        QCOMPARE(cells.at(4).trimmed(), QStringLiteral("2.5"));
        // Copied and pasted back, the text is the same.
        m_sheet->setCurrentIndex(model->index(1, int(Column::Description)));
        QTest::keyClick(m_sheet, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(lineAt(*m_w, 1).description.en, QStringLiteral("=SUM(A1)"));
        QCOMPARE(lineAt(*m_w, 1).quantity.toString(), QStringLiteral("1200"));
        // Delete: a quantity becomes 0, a note empty; a kind stays (it cannot be empty).
        m_sheet->selectionModel()->select(
            QItemSelection(model->index(0, int(Column::Description)), model->index(0, int(Column::Quantity))),
            QItemSelectionModel::ClearAndSelect);
        QTest::keyClick(m_sheet, Qt::Key_Delete);
        QCOMPARE(lineAt(*m_w, 0).quantity.toString(), QStringLiteral("0"));
        QCOMPARE(lineAt(*m_w, 0).description.en, QString());
        QCOMPARE(lineAt(*m_w, 0).kind, TcoLineKind::Recurring);
    }

    void amountsExplainTheirFactors()
    {
        // 2 GPUs x 12.50 an hour, 730 h a month, 12 months, growing 5 % a year.
        const qint64 id = lineAt(*m_w, 0).id;
        QVERIFY(tcoedits::setCells(*m_w,
                                   {{id, tcoedits::LineField::Category, QStringLiteral("compute"), {}, {}},
                                    {id, tcoedits::LineField::Kind, QStringLiteral("recurring"), {}, {}},
                                    {id, tcoedits::LineField::Quantity, QStringLiteral("2"), {}, {}},
                                    {id, tcoedits::LineField::UnitPrice, QStringLiteral("12.50"), {}, {}},
                                    {id, tcoedits::LineField::PeriodsPerYear, QStringLiteral("12"), {}, {}},
                                    {id, tcoedits::LineField::Hourly, QStringLiteral("yes"), {}, {}},
                                    {id, tcoedits::LineField::Growth, QStringLiteral("5"), {}, {}}},
                                   {}));
        TcoSheetModel* model = m_page->model();
        const int row = model->rowOf(id);
        // Year 2: 2 x 12.50 x 12 x 730 x 1.05 = 229,950.00 (year 1: 219,000.00).
        QCOMPARE(model->index(row, int(Column::Year1)).data().toString(), QStringLiteral("¥219,000.00"));
        QCOMPARE(model->index(row, int(Column::Year2)).data().toString(), QStringLiteral("¥229,950.00"));
        const QString tip = model->index(row, int(Column::Year2)).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("2 (quantity)")) && tip.contains(QStringLiteral("12.5 (unit price)")) &&
                     tip.contains(QStringLiteral("730 (hours a month)")) &&
                     tip.contains(QStringLiteral("1.05 (growth)")) && tip.endsWith(QStringLiteral("= ¥229,950.00")),
                 qPrintable(tip));
        // The three-year cell sums the rounded years: 219,000 + 229,950 + 241,447.50.
        QCOMPARE(model->index(row, int(Column::Total)).data().toString(), QStringLiteral("¥690,397.50"));
    }

    // The baseline's GPU demand is measured off the GUI thread: right after the baseline changes, the
    // button says it is being measured; once measured, it takes a compute line's quantity.
    void quantityFromBaselineWaitsForTheMeasurement()
    {
        JobRecord j;
        j.jobKey = QStringLiteral("101");
        j.team = QStringLiteral("vision");
        j.taskType = QStringLiteral("training");
        j.gpuType = QStringLiteral("A100");
        j.gpus = 8;
        const qint64 start = QDateTime(QDate(2026, 10, 5), QTime(10, 0), Qt::UTC).toSecsSinceEpoch();
        j.submitUtc = start;
        j.startUtc = start;
        j.endUtc = start + 10 * 3600;
        j.outcome = JobOutcome::Completed;
        Storage& storage = WorkspaceTestAccess::storage(*m_w);
        bool written = false;
        QVERIFY(storage
                    .transaction([&]() -> Result<void> {
                        auto r = BaselineRepository::insertJobs(storage, [&](JobRecord& out) {
                            if (std::exchange(written, true))
                                return false;
                            out = j;
                            return true;
                        });
                        if (!r)
                            return r.error();
                        return {};
                    })
                    .ok());
        const QList<TcoLine> lines = m_page->model()->lines();
        const auto compute = std::find_if(lines.cbegin(), lines.cend(), tco::takesBaselineQuantity);
        QVERIFY(compute != lines.cend());
        m_sheet->setCurrentIndex(m_page->model()->index(m_page->model()->rowOf(compute->id), int(Column::Quantity)));
        auto* from = m_page->findChild<QPushButton*>(QStringLiteral("tcoQuantityFromBaseline"));
        QVERIFY(from);

        QVERIFY(baselineedits::setAnalysisWindow(*m_w, QDate(2026, 10, 5), QDate(2026, 10, 11)));
        QVERIFY(!from->isEnabled());
        QVERIFY2(from->toolTip().startsWith(QStringLiteral("Measuring")), qPrintable(from->toolTip()));
        QTRY_VERIFY(from->isEnabled());
        // 8 GPUs x 10 h over 168 h: 80 x 730 / 168 = 347.619... -> 347.62 GPU-h a month.
        QCOMPARE(m_page->model()->demand()->gpuHoursPerMonth.toString(), QStringLiteral("347.62"));
    }

    void keyHintsAndButtonsFitAt1280()
    {
        // At 1280 px the keyboard hints are shown whole (wrapped if need be, never cut at the edge)
        // and every button at its full width, the import button too.
        QCOMPARE(m_page->width(), 1280);
        auto* keys = m_page->findChild<QLabel*>(QStringLiteral("tcoKeys"));
        QVERIFY(keys);
        QVERIFY(keys->isVisible());
        QVERIFY(keys->text().endsWith(QStringLiteral("Ctrl+Z undo")));
        QVERIFY(keys->geometry().right() < m_page->width());
        QVERIFY2(keys->height() >= keys->heightForWidth(keys->width()),
                 qPrintable(QStringLiteral("%1 < %2").arg(keys->height()).arg(keys->heightForWidth(keys->width()))));
        QVERIFY(m_page->findChild<QPushButton*>(QStringLiteral("tcoImport")));
        for (const QPushButton* button : m_page->findChildren<QPushButton*>()) {
            if (!button->isVisible() || button->window() != m_page.get())
                continue;
            const QRect inPage(button->mapTo(m_page.get(), QPoint(0, 0)), button->size());
            QVERIFY2(inPage.right() < m_page->width(), qPrintable(button->text()));
            QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
        }
    }

private:
    QTemporaryDir m_dir;
    int m_n = 0;
    std::unique_ptr<Workspace> m_w;
    std::unique_ptr<TcoPage> m_page;
    TcoSheetView* m_sheet = nullptr;
};

QTEST_MAIN(TstTcoSheet)
#include "tst_tco_sheet.moc"
