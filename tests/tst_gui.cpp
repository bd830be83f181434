// The window as a committee member uses it: open the demo, edit a candidate, undo, and find
// every step in the file.
#include "AssessmentsTab.h"
#include "CandidatesPage.h"
#include "ExitBundle.h"
#include "MainWindow.h"
#include "RequirementsPage.h"
#include "Translation.h"
#include "core/Labels.h"
#include "itemmodels/AssessmentGridModel.h"
#include "repositories/CandidateRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QtTest>

using namespace gatebench;

namespace {

Row candidateInFile(const QString& path, const QString& id)
{
    auto w = Workspace::open(path, Workspace::Access::ReadOnly);
    if (!w)
        return {};
    auto rows = (*w)->queries().rows().select(QStringLiteral("candidates"), {{QStringLiteral("id"), id}});
    return rows && !rows->isEmpty() ? rows->first() : Row();
}

qint64 auditCount(const QString& path)
{
    auto w = Workspace::open(path, Workspace::Access::ReadOnly);
    return w ? *(*w)->queries().rows().count(QStringLiteral("audit_log")) : -1;
}

} // namespace

class TestGui : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_path = m_dir.filePath(QStringLiteral("demo.gatebench"));
        NewWorkspaceOptions options;
        options.path = m_path;
        options.content = NewWorkspaceOptions::Content::Demo;
        options.language = QStringLiteral("en");
        QVERIFY(createWorkspaceFile(options).ok());
    }

    void opensOnTheRequestedPage()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(m_path, QStringLiteral("audit")));
        auto* stack = window.findChild<QStackedWidget*>(QStringLiteral("pageStack"));
        QVERIFY(stack);
        QVERIFY(
            stack->currentWidget()->findChild<QWidget*>(QStringLiteral("auditPage"))); // the page, in its scroll area
        QVERIFY(window.windowTitle().contains(QStringLiteral("demo.gatebench")));
        auto* badge = window.findChild<QLabel*>(QStringLiteral("simulatedBadge"));
        QVERIFY(badge && badge->isVisible());
        // Ctrl+1..9, then Ctrl+0, follow the committee's workflow.
        const QStringList pages = MainWindow::pageNames();
        for (int i = 0; i < pages.size(); ++i) {
            QAction* go = window.findChild<QAction*>(QStringLiteral("actionPage_") + pages.at(i));
            QVERIFY(go);
            QCOMPARE(go->shortcut(), QKeySequence(Qt::CTRL | (i < 9 ? Qt::Key(Qt::Key_1 + i) : Qt::Key_0)));
            go->trigger();
            QVERIFY(stack->currentWidget()->findChild<QWidget*>(
                pages.at(i) + QStringLiteral("Page"))); // the page, in its scroll area
        }
    }

    void switchesLanguageLive()
    {
        MainWindow window;
        window.show();
        window.resize(1280, 800);
        QVERIFY(window.openFile(m_path, QStringLiteral("candidates")));
        QCoreApplication::processEvents();
        // The navigation is as wide as its longest page name: no empty band beside the names.
        auto* nav = window.findChild<QListWidget*>(QStringLiteral("navigation"));
        QVERIFY(nav);
        QVERIFY2(nav->width() < 190, qPrintable(QString::number(nav->width())));
        for (int i = 0; i < nav->count(); ++i)
            QVERIFY2(nav->viewport()->width() > nav->fontMetrics().horizontalAdvance(nav->item(i)->text()),
                     qPrintable(nav->item(i)->text()));
        // Splitters moved by the user keep their place across a language switch, which rebuilds the window.
        const auto splitter = [&window](const char* name) { return window.findChild<QSplitter*>(QLatin1String(name)); };
        QVERIFY(splitter("workArea") && splitter("candidatesSplitter"));
        const int total = splitter("workArea")->sizes().at(0) + splitter("workArea")->sizes().at(1);
        splitter("workArea")->setSizes({240, total - 240});
        const QList<int> candidates = splitter("candidatesSplitter")->sizes();
        splitter("candidatesSplitter")->setSizes({candidates.at(0) + 60, candidates.at(1) - 60});
        const QList<int> moved = splitter("candidatesSplitter")->sizes();
        QCOMPARE(splitter("workArea")->sizes().at(0), 240);
        QAction* chinese = window.findChild<QAction*>(QStringLiteral("actionLanguage_zh_CN"));
        QVERIFY(chinese);
        chinese->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(splitter("workArea")->sizes().at(0), 240);
        QCOMPARE(splitter("candidatesSplitter")->sizes(), moved);
        nav = window.findChild<QListWidget*>(QStringLiteral("navigation"));
        QVERIFY(nav);
        QCOMPARE(nav->item(0)->text(), QStringLiteral("概览"));
        QCOMPARE(nav->item(int(MainWindow::pageNames().indexOf(QStringLiteral("audit"))))->text(),
                 QStringLiteral("审计日志"));
        // Still on the same page, on the same evaluation; strings from the model are translated too.
        auto* stack = window.findChild<QStackedWidget*>(QStringLiteral("pageStack"));
        QVERIFY(stack->currentWidget()->findChild<QWidget*>(
            QStringLiteral("candidatesPage"))); // the page, in its scroll area
        auto* route = window.findChild<QComboBox*>(QStringLiteral("field_route"));
        QVERIFY(route);
        QCOMPARE(route->itemText(route->findData(QStringLiteral("cloud_managed"))), QStringLiteral("云托管平台"));
        window.findChild<QAction*>(QStringLiteral("actionLanguage_en"))->trigger();
        QCOMPARE(window.findChild<QListWidget*>(QStringLiteral("navigation"))->item(0)->text(),
                 QStringLiteral("Overview"));
    }

    void refusesForeignFileInTheWindow()
    {
        const QString path = m_dir.filePath(QStringLiteral("notes.gatebench"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a workspace");
        file.close();
        MainWindow window;
        window.show();
        QVERIFY(!window.openFile(path));
        QVERIFY(!window.workspace());
        auto* start = window.findChild<QWidget*>(QStringLiteral("startScreen"));
        QVERIFY(start && start->isVisible());
        auto* message = start->findChild<QLabel*>(QStringLiteral("startMessage"));
        QVERIFY(message && message->text().contains(QStringLiteral("not a GateBench workspace")));
    }

    // Issue 28, item 11: the window shows before the job log is checked; a damaged page of the job
    // log is then said in the window (a message and a badge in the status bar), and nothing is written.
    void damagedJobLogIsSaidAfterTheWindowOpens()
    {
        const QString path = m_dir.filePath(QStringLiteral("damaged-jobs.gatebench"));
        QFile::remove(path);
        QVERIFY(QFile::copy(m_path, path));
        qint64 page = 0;
        qint64 pageSize = 0;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("pages"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("SELECT pageno FROM dbstat WHERE name = 'baseline_jobs' AND "
                                              "pagetype = 'leaf' ORDER BY pageno")));
            QList<qint64> leaves;
            while (query.next())
                leaves.append(query.value(0).toLongLong());
            QVERIFY(leaves.size() > 10);
            page = leaves.at(leaves.size() / 2);
            QVERIFY(query.exec(QStringLiteral("PRAGMA page_size")) && query.next());
            pageSize = query.value(0).toLongLong();
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("pages"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            file.seek((page - 1) * pageSize);
            file.write(QByteArray(int(pageSize), '\xa5'));
        }
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(path, QStringLiteral("candidates")));
        QTRY_VERIFY_WITH_TIMEOUT(window.workspace()->fileCheck() == Workspace::FileCheck::Failed, 30000);
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("fileCheckFailed"));
        QVERIFY(box && box->isVisible());
        QVERIFY2(box->text().contains(path) &&
                     (box->text().contains(QStringLiteral("is damaged")) ||
                      box->text().contains(QStringLiteral("failed the integrity check"))) &&
                     box->text().contains(QStringLiteral("read-only")),
                 qPrintable(box->text()));
        auto* badge = window.findChild<QLabel*>(QStringLiteral("fileCheckBadge"));
        QVERIFY(badge && badge->isVisible());
        QCOMPARE(badge->toolTip(), window.workspace()->fileCheckProblem());
        box->close();
    }

    void editCandidateThenUndo()
    {
        const QString before =
            candidateInFile(m_path, QStringLiteral("runai")).value(QStringLiteral("name_en")).toString();
        QCOMPARE(before, QStringLiteral("NVIDIA Run:ai"));
        const qint64 auditBefore = auditCount(m_path);

        MainWindow window;
        window.show();
        QVERIFY(window.openFile(m_path, QStringLiteral("candidates")));
        auto* page = qobject_cast<CandidatesPage*>(window.page(QStringLiteral("candidates")));
        QVERIFY(page);
        page->select(QStringLiteral("runai"));
        QCOMPARE(page->selectedId(), QStringLiteral("runai"));
        auto* name = page->findChild<QLineEdit*>(QStringLiteral("field_name_en"));
        QVERIFY(name);
        QCOMPARE(name->text(), before);

        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Run:ai on our cluster"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(candidateInFile(m_path, QStringLiteral("runai")).value(QStringLiteral("name_en")).toString(),
                 QStringLiteral("Run:ai on our cluster"));
        QCOMPARE(auditCount(m_path), auditBefore + 1);

        QAction* undo = window.findChild<QAction*>(QStringLiteral("actionUndo"));
        QVERIFY(undo && undo->isEnabled());
        QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
        // The Edit menu says what undo will do, as one sentence.
        QCOMPARE(undo->text(), QStringLiteral("&Undo: change “Name (English)” of NVIDIA Run:ai"));
        undo->trigger();
        QCOMPARE(candidateInFile(m_path, QStringLiteral("runai")).value(QStringLiteral("name_en")).toString(), before);
        QCOMPARE(auditCount(m_path), auditBefore + 2);
        // The editor shows the restored value.
        QCOMPARE(page->findChild<QLineEdit*>(QStringLiteral("field_name_en"))->text(), before);

        QAction* redo = window.findChild<QAction*>(QStringLiteral("actionRedo"));
        QVERIFY(redo && redo->isEnabled());
        QCOMPARE(redo->text(), QStringLiteral("&Redo: change “Name (English)” of NVIDIA Run:ai"));
        QCOMPARE(undo->text(), QStringLiteral("&Undo"));
        redo->trigger();
        QCOMPARE(candidateInFile(m_path, QStringLiteral("runai")).value(QStringLiteral("name_en")).toString(),
                 QStringLiteral("Run:ai on our cluster"));
        undo->trigger();
        window.closeWorkspace();
        QCOMPARE(candidateInFile(m_path, QStringLiteral("runai")).value(QStringLiteral("name_en")).toString(), before);
    }

    /// Add candidate: the dialog takes a name in either language or both; a name given in one
    /// language stays in that language (never copied into the other), and the id follows the
    /// import's rule: the Latin parts of the name, else "cand-other", numbered when taken.
    void addCandidateKeepsTheLanguageOfItsName()
    {
        const QString path = m_dir.filePath(QStringLiteral("add.gatebench"));
        NewWorkspaceOptions options;
        options.path = path;
        options.content = NewWorkspaceOptions::Content::Template;
        options.language = QStringLiteral("en");
        QVERIFY(createWorkspaceFile(options).ok());
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(path, QStringLiteral("candidates")));
        auto* page = qobject_cast<CandidatesPage*>(window.page(QStringLiteral("candidates")));
        QVERIFY(page);
        auto* add = page->findChild<QPushButton*>(QStringLiteral("addCandidate"));
        QVERIFY(add);
        // Types `zh` and `en` into the dialog's two names and accepts it.
        const auto addNamed = [&](const QString& zh, const QString& en) {
            bool seen = false;
            QTimer::singleShot(100, &window, [&] {
                auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                seen = true;
                dialog->findChild<QLineEdit*>(QStringLiteral("newCandidateNameZh"))->setText(zh);
                dialog->findChild<QLineEdit*>(QStringLiteral("newCandidateNameEn"))->setText(en);
                dialog->accept();
            });
            add->click();
            return seen;
        };
        struct Case {
            QString zh, en, id, storedZh, storedEn;
        };
        const QList<Case> cases{
            {QStringLiteral("自研调度平台"), {}, QStringLiteral("cand-other"), QStringLiteral("自研调度平台"), {}},
            {QStringLiteral("另一个自研平台"),
             {},
             QStringLiteral("cand-other-2"),
             QStringLiteral("另一个自研平台"),
             {}},
            {QStringLiteral("华为云 ModelArts Pro"),
             {},
             QStringLiteral("modelarts-pro"),
             QStringLiteral("华为云 ModelArts Pro"),
             {}},
            // A Latin name typed into the Chinese field is an English name.
            {QStringLiteral("Slurm Plus"), {}, QStringLiteral("slurm-plus"), {}, QStringLiteral("Slurm Plus")},
            {QStringLiteral("星河平台"), QStringLiteral("Galaxy Platform"), QStringLiteral("galaxy-platform"),
             QStringLiteral("星河平台"), QStringLiteral("Galaxy Platform")},
        };
        for (const Case& c : cases) {
            QVERIFY(addNamed(c.zh, c.en));
            QCOMPARE(page->selectedId(), c.id);
            const Row row = candidateInFile(path, c.id);
            QCOMPARE(row.value(QStringLiteral("name_zh")).toString(), c.storedZh);
            QCOMPARE(row.value(QStringLiteral("name_en")).toString(), c.storedEn);
        }
        window.closeWorkspace();
    }

    /// The assessments grid of the demo fits a 1280×800 window without sideways scrolling, in both
    /// languages: short wrapped headers (the full title in the tooltip), compact verdict columns,
    /// candidate names cut short with a tooltip. Every row is the same height, two lines at most (a
    /// metric gate's figure, "0/3 runs", no longer wraps onto a third), and the figure shows whole.
    /// GATEBENCH_WALK_SHOTS=DIR saves the grid at 1280×800 and 1920×1080 in each language.
    void assessmentsGridFits_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void assessmentsGridFits()
    {
        QFETCH(QString, language);
        applyLanguage(language);
        const auto restore = qScopeGuard([] { applyLanguage(QStringLiteral("en")); });
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            MainWindow window;
            window.resize(size);
            window.show();
            QVERIFY(window.openFile(m_path, QStringLiteral("requirements")));
            auto* requirements = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
            QVERIFY(requirements);
            requirements->tabs()->setCurrentWidget(requirements->assessments());
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QCoreApplication::processEvents();
            auto* grid = requirements->assessments()->findChild<QTableView*>(QStringLiteral("assessmentGrid"));
            QVERIFY(grid);
            QVERIFY(grid->model()->columnCount() >= 9);
            QTRY_VERIFY(grid->isVisible());
            QCoreApplication::processEvents();
            const QString shots = qEnvironmentVariable("GATEBENCH_WALK_SHOTS");
            if (!shots.isEmpty())
                QVERIFY(window.grab().save(QDir(shots).filePath(
                    QStringLiteral("assessments-%1-%2x%3.png").arg(language).arg(size.width()).arg(size.height()))));
            QCOMPARE(grid->horizontalScrollBar()->maximum(), 0);
            for (int c = 0; c < grid->model()->columnCount(); ++c) {
                const QString tip = grid->model()->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString();
                const QString shown = grid->model()->headerData(c, Qt::Horizontal).toString();
                QVERIFY2(!tip.isEmpty() && tip.size() >= shown.simplified().size(), qPrintable(tip));
            }
            // Rows of the same height, no taller than two lines of text with the letter's large font.
            const QFontMetrics text(grid->font());
            QFont letterFont = grid->font();
            letterFont.setBold(true);
            letterFont.setPointSizeF(letterFont.pointSizeF() * 1.2);
            const int twoLines = QFontMetrics(letterFont).height() + text.height() + 12;
            QHeaderView* rows = grid->verticalHeader();
            QVERIFY(rows->count() >= 5);
            for (int r = 0; r < rows->count(); ++r) {
                QCOMPARE(rows->sectionSize(r), rows->sectionSize(0));
                QVERIFY2(rows->sectionSize(r) <= twoLines,
                         qPrintable(QStringLiteral("row %1: %2 > %3").arg(r).arg(rows->sectionSize(r)).arg(twoLines)));
                QCOMPARE(grid->model()->headerData(r, Qt::Vertical).toString().count(u'\n'), 1);
            }
            // A metric gate's figure fits its column whole: the demo's key-workflow gate counts runs.
            int figures = 0;
            for (int r = 0; r < grid->model()->rowCount(); ++r) {
                for (int c = 0; c < grid->model()->columnCount(); ++c) {
                    const QModelIndex index = grid->model()->index(r, c);
                    const QString figure = index.data(AssessmentGridModel::FigureRole).toString();
                    if (figure.isEmpty())
                        continue;
                    ++figures;
                    QVERIFY2(text.horizontalAdvance(figure) + 8 <= grid->columnWidth(c),
                             qPrintable(QStringLiteral("%1: %2 + 8 > %3")
                                            .arg(figure)
                                            .arg(text.horizontalAdvance(figure))
                                            .arg(grid->columnWidth(c))));
                    QVERIFY2(index.data(Qt::ToolTipRole).toString().size() > figure.size(), qPrintable(figure));
                }
            }
            QVERIFY(figures >= 3);
            window.closeWorkspace();
        }
    }

    /// After File > Close the start screen replaces the pages: nothing editable stays on screen, and
    /// the evaluation just closed is first among the recent ones, which reopen it.
    void opensABundleAndRefusesADamagedOne()
    {
        // The demo's exit bundle, as `gatebench export` writes it (without the report PDFs).
        const QString bundlePath = m_dir.filePath(QStringLiteral("demo-bundle.zip"));
        QList<Candidate> original;
        {
            auto w = Workspace::open(m_path, Workspace::Access::ReadOnly);
            QVERIFY(w);
            bundle::WriteOptions options;
            options.gatebenchVersion = QStringLiteral("test");
            auto written = bundle::write((*w)->queries().rows(), bundlePath, options);
            QVERIFY2(written, written ? "" : qPrintable(written.error().message));
            auto candidates = CandidateRepository((*w)->queries().rows()).all();
            QVERIFY(candidates && !candidates->isEmpty());
            original = *candidates;
        }
        MainWindow window;
        window.show();
        const QString target = m_dir.filePath(QStringLiteral("from-bundle.gatebench"));
        window.openBundleAs(bundlePath, target);
        QTRY_VERIFY_WITH_TIMEOUT(window.workspace() && window.workspace()->path() == target, 60000);
        auto opened = CandidateRepository(window.workspace()->queries().rows()).all();
        QVERIFY(opened);
        QCOMPARE(*opened, original);

        // The same bundle cut in half: refused in a message box that says why; no file is made and
        // the open evaluation stays open.
        QFile whole(bundlePath);
        QVERIFY(whole.open(QIODevice::ReadOnly));
        const QByteArray bytes = whole.readAll();
        const QString cut = m_dir.filePath(QStringLiteral("cut-bundle.zip"));
        QFile half(cut);
        QVERIFY(half.open(QIODevice::WriteOnly));
        half.write(bytes.left(bytes.size() / 2));
        half.close();
        QString shown;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&shown] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->accept();
            }
        });
        poll.start(50);
        const QString refused = m_dir.filePath(QStringLiteral("refused.gatebench"));
        window.openBundleAs(cut, refused);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000);
        QVERIFY2(shown.contains(QStringLiteral("cut-bundle.zip")) &&
                     shown.contains(QStringLiteral("cut short or damaged")),
                 qPrintable(shown));
        QVERIFY(!QFile::exists(refused));
        QCOMPARE(window.workspace()->path(), target);
    }

    /// File > Export writes the exit bundle as `gatebench export` does, the report in both languages in
    /// it, off the window's thread; and offers the decision report, which the Report page exports.
    void exportMenuWritesTheBundleAndTheReport()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(m_path));
        auto* bundle = window.findChild<QAction*>(QStringLiteral("actionExportBundle"));
        auto* report = window.findChild<QAction*>(QStringLiteral("actionExportReport"));
        QVERIFY(bundle && bundle->isEnabled());
        QVERIFY(report && report->isEnabled());
        const QString path = m_dir.filePath(QStringLiteral("exported-bundle.zip"));
        QTimer::singleShot(0, this, [path] {
            if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                dialog->selectFile(path);
                static_cast<QDialog*>(dialog)->accept(); // QFileDialog's own accept() is protected
            }
        });
        bundle->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path) && !window.findChild<QProgressDialog*>(), 120000);
        QTemporaryDir unpacked;
        auto verified = bundle::verify(path, unpacked.path());
        QVERIFY2(verified, verified ? "" : qPrintable(verified.error().message));
        QVERIFY2(verified->entries.contains(QStringLiteral("report-zh_CN.pdf")) &&
                     verified->entries.contains(QStringLiteral("report-en.pdf")),
                 qPrintable(verified->entries.join(u' ')));

        // The report: the Report page, asking where to write it (cancelled here).
        QString asked;
        QTimer::singleShot(0, this, [&asked] {
            if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                asked = dialog->windowTitle();
                dialog->reject();
            }
        });
        report->trigger();
        QCOMPARE(window.currentPageName(), QStringLiteral("report"));
        QVERIFY2(!asked.isEmpty(), "no file dialog for the report");
        window.closeWorkspace();
    }

    /// File > Import opens the wizard on the records of the page it is opened from.
    void importOpensOnTheKindOfThePage()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(m_path));
        auto* import = window.findChild<QAction*>(QStringLiteral("actionImport"));
        QVERIFY(import);
        const QList<std::pair<QString, QString>> pages{{QStringLiteral("baseline"), QStringLiteral("jobs")},
                                                       {QStringLiteral("requirements"), QStringLiteral("criteria")},
                                                       {QStringLiteral("candidates"), QStringLiteral("candidates")},
                                                       {QStringLiteral("poc"), QStringLiteral("poc")},
                                                       {QStringLiteral("tco"), QStringLiteral("tco")}};
        for (const auto& [page, kind] : pages) {
            window.showPage(page);
            QString shown;
            QTimer::singleShot(0, this, [&shown] {
                if (auto* wizard = QApplication::activeModalWidget()) {
                    if (auto* kinds = wizard->findChild<QComboBox*>(QStringLiteral("importKind")))
                        shown = kinds->currentData().toString();
                    qobject_cast<QDialog*>(wizard)->reject();
                }
            });
            import->trigger();
            QCOMPARE(shown, kind);
        }
        window.closeWorkspace();
    }

    void closeShowsTheStartScreen()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(m_path, QStringLiteral("candidates")));
        const Bilingual titles =
            SettingsRepository(window.workspace()->queries().rows()).bilingual(QLatin1String(schema::key::Title));
        const QString title = shownIn(titles.zh, titles.en, currentLanguage());
        QVERIFY(!title.isEmpty());
        auto* root = window.findChild<QStackedWidget*>(QStringLiteral("rootStack"));
        QVERIFY(root);
        QCOMPARE(root->currentWidget()->objectName(), QStringLiteral("workArea"));
        auto* close = window.findChild<QAction*>(QStringLiteral("actionClose"));
        QVERIFY(close && close->isEnabled());
        close->trigger();
        QVERIFY(!window.workspace());
        QCOMPARE(root->currentWidget()->objectName(), QStringLiteral("startScreen"));
        for (QWidget* widget : window.findChildren<QWidget*>()) {
            if (!widget->isVisible())
                continue;
            const bool editable = qobject_cast<QLineEdit*>(widget) || qobject_cast<QComboBox*>(widget) ||
                                  qobject_cast<QAbstractItemView*>(widget);
            QVERIFY2(!editable || widget->objectName() == QStringLiteral("startRecent"),
                     qPrintable(widget->objectName()));
        }
        QVERIFY(!window.findChild<QAction*>(QStringLiteral("actionImport"))->isEnabled());
        QVERIFY(!window.findChild<QAction*>(QStringLiteral("actionPage_candidates"))->isEnabled());

        auto* recent = window.findChild<QListWidget*>(QStringLiteral("startRecent"));
        QVERIFY(recent && recent->isVisible() && recent->count() >= 1);
        QCOMPARE(recent->item(0)->data(Qt::UserRole).toString(), QFileInfo(m_path).absoluteFilePath());
        // Each evaluation by its title (in the window's language), then where it is.
        QVERIFY2(recent->item(0)->text().startsWith(title + QStringLiteral(" — ")),
                 qPrintable(recent->item(0)->text()));
        emit recent->itemActivated(recent->item(0));
        QVERIFY(window.workspace());
        QCOMPARE(root->currentWidget()->objectName(), QStringLiteral("workArea"));
        window.closeWorkspace();
    }

    /// Help > Keyboard shortcuts lists the menus' shortcuts as the menus name them, and the grid's keys.
    void helpListsTheShortcuts()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionAbout")));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionGuide")));
        window.findChild<QAction*>(QStringLiteral("actionShortcuts"))->trigger();
        auto* table = window.findChild<QTableWidget*>(QStringLiteral("shortcutTable"));
        QVERIFY(table);
        QStringList rows;
        for (int row = 0; row < table->rowCount(); ++row)
            rows.append(table->item(row, 1)->text() + u' ' + table->item(row, 2)->text());
        const QString import = QKeySequence(Qt::CTRL | Qt::Key_I).toString(QKeySequence::NativeText);
        QVERIFY2(rows.contains(import + QStringLiteral(" File › Import…")), qPrintable(rows.join(u'\n')));
        QVERIFY2(rows.contains(QStringLiteral("W Gate cell: waive a failed or unknown gate (owner, reason, expiry)")),
                 qPrintable(rows.join(u'\n')));
        window.findChild<QAction*>(QStringLiteral("actionGuide"))->trigger();
        auto* guide = window.findChild<QTextBrowser*>(QStringLiteral("guideText"));
        QVERIFY(guide && guide->toPlainText().contains(QStringLiteral("gate")));
    }
};

QTEST_MAIN(TestGui)
#include "tst_gui.moc"
