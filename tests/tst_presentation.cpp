// Presentation mode (issue 30): the eight views in order, readable from the back of a room (every text at
// least 28 px and nothing cut off at 1920x1080, 1280x800 and 1024x768, in both languages), a theme whose
// text colours keep a contrast of 7:1, the presenter's keys, the window's as-of date, F5 from the window,
// and nothing sealed or hidden on a screen: a sealed round's ranking reads "sealed" and no bonus score or
// TCO figure a member may not see appears in any view.
#include "JobImport.h"
#include "MainWindow.h"
#include "MinutesPanel.h"
#include "PresentationLayout.h"
#include "PresentationTheme.h"
#include "PresentationWindow.h"
#include "TestSupport.h"
#include "Translation.h"
#include "commands/Candidates.h"
#include "commands/Rounds.h"
#include "committee/ActingMember.h"
#include "decision/DecisionDocument.h"
#include "reports/PresentationSlides.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QAction>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;
using namespace gatebench::presentation;

namespace {

/// Waits until `window`'s slides are built (on its worker thread).
bool ready(PresentationWindow& window)
{
    return QTest::qWaitFor([&window] { return !window.isPreparing(); }, 30000);
}

} // namespace

class TestPresentation : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup() { applyLanguage(QStringLiteral("en")); }
    void contrast();
    void viewsInOrder();
    void readableAtEverySize_data();
    void readableAtEverySize();
    void keys();
    void legendExplainsEveryMark_data();
    void legendExplainsEveryMark();
    void preparedOnAWorker();
    void asOfDate();
    void startsFromTheWindow();
    void sealedAndHiddenStayOff();

private:
    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;
};

void TestPresentation::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_demos.create(m_dir.path()));
}

void TestPresentation::contrast()
{
    // The formula against known answers: black on white is 21:1, a colour on itself 1:1, and WCAG's own
    // example of mid grey #777 on white about 4.48:1.
    QCOMPARE(qRound(contrastRatio(Qt::black, Qt::white) * 100), 2100);
    QCOMPARE(contrastRatio(QColor(0x12, 0x34, 0x56), QColor(0x12, 0x34, 0x56)), 1.0);
    QCOMPARE(qRound(contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white) * 100), 448);
    const Theme& theme = Theme::highContrast();
    for (const Theme::Pair& pair : theme.textPairs())
        QVERIFY2(contrastRatio(pair.text, pair.background) >= kMinContrast,
                 qPrintable(QStringLiteral("%1: %2").arg(pair.use).arg(contrastRatio(pair.text, pair.background))));
    // The sizes: never below 28 px, larger on a larger screen.
    QCOMPARE(Theme::bodyPx(QSize(1024, 768)), 28);
    QCOMPARE(Theme::bodyPx(QSize(1920, 1080)), 40);
    QVERIFY(Theme::titlePx(QSize(1024, 768)) > 28);
}

void TestPresentation::viewsInOrder()
{
    QCOMPARE(viewNames(), (QStringList{QStringLiteral("funnel"), QStringLiteral("matrix"), QStringLiteral("path"),
                                       QStringLiteral("ranking"), QStringLiteral("poc"), QStringLiteral("baseline"),
                                       QStringLiteral("tco"), QStringLiteral("decision")}));
    auto opened = Workspace::open(m_demos.fresh());
    QVERIFY(opened.ok());
    Workspace& workspace = **opened;
    // Set-aside candidates are in no view: the committee sets Tencent's platform aside.
    const QString setAside = QStringLiteral("ti-one");
    auto before = workspace.queries().decision(QDate(2026, 11, 30));
    QVERIFY(before.ok());
    const QString name =
        DecisionDocument((*before)->decision, (*before)->input, QStringLiteral("en")).candidateName(setAside);
    QVERIFY(name != setAside);
    QVERIFY(candidates::setShortlisted(workspace, setAside, false, QStringLiteral("Out of the budget's range")).ok());
    PresentationWindow window(workspace, QDate(2026, 11, 30));
    QVERIFY(ready(window));
    QVERIFY2(window.problem().isEmpty(), qPrintable(window.problem()));
    QCOMPARE(window.slides().size(), 8);
    for (qsizetype i = 0; i < window.slides().size(); ++i)
        QCOMPARE(window.slides().at(i).view, viewNames().at(i));
    const auto current = workspace.queries().decision(QDate(2026, 11, 30));
    QVERIFY(current.ok());
    QCOMPARE((*current)->decision.setAside, QStringList{setAside});
    const DecisionDocument document((*current)->decision, (*current)->input, QStringLiteral("en"));
    for (const Slide& slide : window.slides())
        QVERIFY2(!plainText(slide).contains(name), qPrintable(slide.view));
    // The demo's figures, as the pages show them: the ranking's leader with its score, the funnel's count.
    const QString ranking = plainText(window.slides().at(3));
    QVERIFY(ranking.contains(document.candidateName((*current)->decision.recommended)));
    QVERIFY(ranking.contains(document.scoreText((*current)->decision.recommended)));
    QVERIFY(plainText(window.slides().at(7)).contains(document.recommendationLines(false).first()));
}

void TestPresentation::readableAtEverySize_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("minutes"); ///< the minutes shown beside the slides (Ctrl+M)
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        for (const QSize size : {QSize(1920, 1080), QSize(1280, 800), QSize(1024, 768)})
            QTest::addRow("%s %dx%d", qPrintable(language), size.width(), size.height()) << language << size << false;
        for (const QSize size : {QSize(1920, 1080), QSize(1024, 768)})
            QTest::addRow("%s %dx%d beside the minutes", qPrintable(language), size.width(), size.height())
                << language << size << true;
    }
}

void TestPresentation::readableAtEverySize()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(bool, minutes);
    applyLanguage(language);
    auto opened = Workspace::open(m_demos.original(), Workspace::Access::ReadOnly);
    QVERIFY(opened.ok());
    PresentationWindow window(**opened, QDate(2026, 11, 30));
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(ready(window));
    QSize canvas = size;
    if (minutes) {
        // The slides take the width the panel leaves, two thirds of the screen at least, at full height.
        auto* panel = new MinutesPanel;
        panel->setWorkspace(opened->get());
        window.setSidePanel(panel);
        QTRY_COMPARE(window.canvas()->width() + panel->width(), size.width());
        QVERIFY(window.canvas()->width() >= size.width() * 2 / 3 - 1);
        canvas.setWidth(window.canvas()->width());
    }
    QCOMPARE(window.canvas()->size(), canvas);
    // With GATEBENCH_PRESENTATION_SHOTS set, every page is saved there to be looked at.
    const QString shots = qEnvironmentVariable("GATEBENCH_PRESENTATION_SHOTS");
    for (int view = 0; view < viewNames().size(); ++view) {
        window.showView(view);
        const int pages = window.pageCount();
        QVERIFY(pages >= 1);
        for (int page = 0; page < pages; ++page) {
            QCOMPARE(window.viewIndex(), view);
            QCOMPARE(window.pageIndex(), page);
            const PageLayout layout = window.currentLayout();
            int texts = 0;
            for (const DrawItem& item : layout.items) {
                const QString where =
                    QStringLiteral("%1 page %2: %3").arg(viewNames().at(view)).arg(page + 1).arg(item.text);
                QVERIFY2(QRectF(QPointF(0, 0), QSizeF(canvas)).contains(item.rect), qPrintable(where));
                if (item.kind != DrawItem::Kind::Text)
                    continue;
                ++texts;
                QVERIFY2(item.font.pixelSize() >= kMinTextPx, qPrintable(where));
                const QRectF needed = textBounds(item.text, item.font, item.rect.width(), item.flags);
                QVERIFY2(needed.width() <= item.rect.width() + 0.5 && needed.height() <= item.rect.height() + 0.5,
                         qPrintable(where));
                QVERIFY2(!item.shortened, qPrintable(where)); // the demo's texts fit whole
                QVERIFY2(contrastRatio(item.colour, item.background) >= kMinContrast, qPrintable(where));
            }
            QVERIFY(texts >= 3); // title, subtitle, footer at least
            if (!shots.isEmpty())
                QVERIFY(window.grab().save(QStringLiteral("%1/%2-%3-%4x%5%6-%7.png")
                                               .arg(shots, viewNames().at(view), language)
                                               .arg(size.width())
                                               .arg(size.height())
                                               .arg(minutes ? QStringLiteral("-minutes") : QString())
                                               .arg(page + 1)));
            if (page + 1 < pages)
                window.next();
        }
    }
}

void TestPresentation::keys()
{
    auto opened = Workspace::open(m_demos.original(), Workspace::Access::ReadOnly);
    QVERIFY(opened.ok());
    QPointer<PresentationWindow> window = new PresentationWindow(**opened, QDate(2026, 11, 30));
    window->resize(1024, 768);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(ready(*window));
    QWidget* canvas = window->canvas();
    canvas->setFocus();
    QCOMPARE(window->viewIndex(), 0);
    // Forward with each key a presenter's remote sends: page by page, then the next view.
    int pages = window->pageCount();
    for (int page = 1; page < pages; ++page)
        QTest::keyClick(canvas, Qt::Key_PageDown);
    QCOMPARE(window->pageIndex(), pages - 1);
    QTest::keyClick(canvas, Qt::Key_PageDown);
    QCOMPARE(window->viewIndex(), 1);
    QCOMPARE(window->pageIndex(), 0);
    window->showView(1);
    pages = window->pageCount();
    for (int i = 0; i < pages; ++i)
        QTest::keyClick(canvas, Qt::Key_Right);
    QCOMPARE(window->viewIndex(), 2);
    QTest::keyClick(canvas, Qt::Key_Space);
    QCOMPARE(window->viewIndex(), 3);
    QTest::keyClick(canvas, Qt::Key_Down);
    QCOMPARE(window->viewIndex(), 4);
    // Back: PgUp from a view's first page goes to the previous view's last page.
    QTest::keyClick(canvas, Qt::Key_PageUp);
    QCOMPARE(window->viewIndex(), 3);
    QCOMPARE(window->pageIndex(), window->pageCount() - 1);
    window->showView(3);
    QTest::keyClick(canvas, Qt::Key_Left);
    QCOMPARE(window->viewIndex(), 2);
    window->showView(2);
    QTest::keyClick(canvas, Qt::Key_Up);
    QCOMPARE(window->viewIndex(), 1);
    // Home, End, a number.
    QTest::keyClick(canvas, Qt::Key_End);
    QCOMPARE(window->viewName(), QStringLiteral("decision"));
    QTest::keyClick(canvas, Qt::Key_Home);
    QCOMPARE(window->viewName(), QStringLiteral("funnel"));
    QTest::keyClick(canvas, Qt::Key_6);
    QCOMPARE(window->viewName(), QStringLiteral("baseline"));
    QTest::keyClick(canvas, Qt::Key_9); // there is no ninth view
    QCOMPARE(window->viewName(), QStringLiteral("baseline"));
    // End stays at the end; Home at the start.
    QTest::keyClick(canvas, Qt::Key_End);
    const int lastPages = window->pageCount();
    for (int i = 0; i < lastPages + 1; ++i)
        QTest::keyClick(canvas, Qt::Key_PageDown);
    QCOMPARE(window->viewName(), QStringLiteral("decision"));
    QCOMPARE(window->pageIndex(), lastPages - 1);
    // B blanks the screen (all black) and brings it back; the view stays.
    QTest::keyClick(canvas, Qt::Key_B);
    QVERIFY(window->isBlank());
    const QImage blank = canvas->grab().toImage();
    QCOMPARE(blank.pixelColor(blank.width() / 2, blank.height() / 2), QColor(Qt::black));
    QCOMPARE(blank.pixelColor(10, 10), QColor(Qt::black));
    QTest::keyClick(canvas, Qt::Key_B);
    QVERIFY(!window->isBlank());
    QCOMPARE(window->viewName(), QStringLiteral("decision"));
    // Esc leaves.
    QTest::keyClick(canvas, Qt::Key_Escape);
    QTRY_VERIFY(window.isNull());

    // Esc while the slides are being prepared leaves at once; the window goes when its build is done.
    QPointer<PresentationWindow> early = new PresentationWindow(**opened, QDate(2026, 11, 30));
    early->show();
    QVERIFY(early->isPreparing());
    QTest::keyClick(early->canvas(), Qt::Key_Escape);
    QVERIFY(!early->isVisible());
    QVERIFY(early->isLeaving());
    QTRY_VERIFY(early.isNull());
}

void TestPresentation::legendExplainsEveryMark_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("en") << QStringLiteral("en");
}

void TestPresentation::legendExplainsEveryMark()
{
    // The gate matrix and the baseline mark their cells with a symbol and a frame or fill; the legend under
    // each draws every symbol its cells start with, with the same mark, and says what it means in the
    // window's language: in Chinese in Chinese words ("W" is explained as 已豁免, as the report's gate
    // matrix explains its letters), not described in English letters or in words about frames.
    QFETCH(QString, language);
    applyLanguage(language);
    auto opened = Workspace::open(m_demos.original(), Workspace::Access::ReadOnly);
    QVERIFY(opened.ok());
    PresentationWindow window(**opened, QDate(2026, 11, 30));
    window.resize(1920, 1080);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(ready(window));
    static const QRegularExpression latin(QStringLiteral("[A-Za-z]"));
    // The legend's words are new messages: until translations/ carries them, Chinese shows the source.
    const bool chinese = language == QLatin1String("zh_CN") &&
                         QCoreApplication::translate("gatebench::Presentation", "waived") != QLatin1String("waived");
    for (const int view : {1, 5}) {
        const Slide& slide = window.slides().at(view);
        QVERIFY2(!slide.legend.isEmpty(), qPrintable(slide.view));
        QHash<QString, Mark> symbols;
        for (const LegendEntry& entry : slide.legend) {
            symbols.insert(entry.symbol, entry.mark);
            QVERIFY(!entry.meaning.isEmpty());
            if (chinese)
                QVERIFY2(!entry.meaning.contains(latin), qPrintable(entry.meaning));
        }
        int marked = 0;
        for (const QList<Cell>& row : slide.rows) {
            for (const Cell& cell : row) {
                if (cell.mark == Mark::None)
                    continue;
                ++marked;
                const QString symbol = cell.text.section(u' ', 0, 0);
                QVERIFY2(symbols.contains(symbol), qPrintable(slide.view + u": " + cell.text));
                QCOMPARE(symbols.value(symbol), cell.mark);
            }
        }
        QVERIFY2(marked > 0, qPrintable(slide.view));
        // The note no longer names the frames in words.
        QVERIFY2(!slide.note.contains(QStringLiteral("(")) && !slide.note.contains(QStringLiteral("（")),
                 qPrintable(slide.note));
    }
    // The matrix's legend is drawn: the waived sample is a double frame around its "W", its meaning beside.
    window.showView(1);
    const PageLayout layout = window.currentLayout();
    bool sample = false;
    for (const DrawItem& frame : layout.items) {
        if (frame.kind != DrawItem::Kind::DoubleFrame)
            continue;
        for (const DrawItem& text : layout.items) {
            if (text.kind == DrawItem::Kind::Text && text.text == QLatin1String("W") && frame.rect.contains(text.rect))
                sample = true;
        }
    }
    QVERIFY(sample);
}

void TestPresentation::preparedOnAWorker()
{
    // The slides are built on a worker thread: until they are ready the window says so and its keys
    // move between the views; when ready they are what a build on this thread gives. After a change the
    // slides shown stay until the new ones are ready; after an import of jobs (and its undo) the
    // baseline counts the jobs the file then holds (the job log the presentation keeps is read again).
    const QString file = m_demos.fresh();
    auto opened = Workspace::open(file);
    QVERIFY(opened.ok());
    Workspace& workspace = **opened;
    const QDate asOf(2026, 11, 30);
    const auto built = [&workspace, asOf] {
        QStringList texts;
        auto current = workspace.queries().decision(asOf);
        if (!current)
            return QStringList{current.error().message};
        Options options;
        options.asOf = (*current)->decision.asOf;
        options.simulated = workspace.queries().settings().simulated;
        options.pricesHidden = workspace.queries().pricesHidden();
        auto slides = build(workspace.queries().rows(), (*current)->decision, (*current)->input, options);
        if (!slides)
            return QStringList{slides.error().message};
        for (const Slide& slide : *slides)
            texts << plainText(slide);
        return texts;
    };
    const auto shown = [](const PresentationWindow& window) {
        QStringList texts;
        for (const Slide& slide : window.slides())
            texts << plainText(slide);
        return texts;
    };

    PresentationWindow window(workspace, asOf);
    QVERIFY(window.isPreparing());
    QVERIFY(window.slides().isEmpty());
    QTest::keyClick(window.canvas(), Qt::Key_3);
    QCOMPARE(window.viewName(), QStringLiteral("path"));
    QCOMPARE(window.pageCount(), 1);
    QVERIFY(ready(window));
    QVERIFY2(window.problem().isEmpty(), qPrintable(window.problem()));
    const QStringList first = shown(window);
    QCOMPARE(first, built());
    QCOMPARE(window.viewName(), QStringLiteral("path"));

    // A change: the slides shown stay while the new ones are built.
    QVERIFY(candidates::setShortlisted(workspace, QStringLiteral("ti-one"), false, QStringLiteral("Too dear")).ok());
    QVERIFY(window.isPreparing());
    QCOMPARE(shown(window), first);
    QVERIFY(ready(window));
    const QStringList setAside = shown(window);
    QVERIFY(setAside != first);
    QCOMPARE(setAside, built());

    // Jobs imported by another connection and adopted, as the window's import does; then undone.
    JobImportRequest request;
    request.inputs = {QStringLiteral(GATEBENCH_TEST_DATA "/jobimport/good.txt")};
    request.actor = QStringLiteral("Test Reviewer");
    JobImportProgress progress;
    auto imported = importJobsAt(workspace.path(), request, progress);
    QVERIFY2(imported.ok(), imported.ok() ? "" : qPrintable(imported.error().message));
    QVERIFY(imported->written());
    adoptJobImport(workspace, *imported);
    QVERIFY(ready(window));
    QVERIFY(shown(window).at(5) != setAside.at(5));
    QCOMPARE(shown(window), built());
    QVERIFY(workspace.undo().ok());
    QVERIFY(ready(window));
    QCOMPARE(shown(window), setAside);
}

void TestPresentation::asOfDate()
{
    // The views show the decision on the window's as-of date, and follow it when it moves.
    auto opened = Workspace::open(m_demos.original(), Workspace::Access::ReadOnly);
    QVERIFY(opened.ok());
    PresentationWindow window(**opened, QDate(2026, 11, 30));
    QVERIFY(ready(window));
    const QString before = plainText(window.slides().at(7));
    QVERIFY(before.contains(QStringLiteral("as of 2026-11-30"), Qt::CaseInsensitive));
    window.setAsOf(QDate(2027, 3, 1));
    QVERIFY(window.slides().isEmpty()); // the other date's slides are not shown meanwhile
    QVERIFY(ready(window));
    const QString after = plainText(window.slides().at(7));
    QVERIFY(after.contains(QStringLiteral("as of 2027-03-01"), Qt::CaseInsensitive));
    const auto later = (*opened)->queries().decision(QDate(2027, 3, 1));
    QVERIFY(later.ok());
    const DecisionDocument document((*later)->decision, (*later)->input, QStringLiteral("en"));
    QVERIFY(after.contains(document.recommendationLines(false).first()));
    QVERIFY(before != after);
}

void TestPresentation::startsFromTheWindow()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(window.openFile(m_demos.fresh()));
    QAction* present = window.findChild<QAction*>(QStringLiteral("actionPresent"));
    QVERIFY(present);
    QCOMPARE(present->shortcut(), QKeySequence(Qt::Key_F5));
    QVERIFY(window.findChild<QWidget*>(QStringLiteral("presentButton")));
    PresentationWindow* started = nullptr;
    connect(&window, &MainWindow::presentationStarted, this, [&started](PresentationWindow* w) { started = w; });
    present->trigger();
    QVERIFY(started);
    QCOMPARE(window.presentation(), started);
    QVERIFY(started->isVisible());
    QVERIFY(started->isFullScreen());
    QCOMPARE(started->asOf(), window.asOf());
    // The window's as-of date follows into the presentation.
    window.setAsOf(QDate(2027, 3, 1));
    QCOMPARE(started->asOf(), QDate(2027, 3, 1));
    // The minutes' hook: a panel shown beside the slides, the slides keep the keys.
    auto* panel = new QWidget;
    panel->setObjectName(QStringLiteral("minutesPanel"));
    panel->setMinimumWidth(300);
    started->setSidePanel(panel);
    QCOMPARE(panel->parentWidget(), started);
    QVERIFY(panel->isVisible());
    QVERIFY(started->canvas()->width() < started->width());
    // Esc leaves; closing the evaluation closes a presentation still open.
    QTest::keyClick(started->canvas(), Qt::Key_Escape);
    QTRY_VERIFY(!window.presentation());
    present->trigger();
    QVERIFY(window.presentation());
    window.closeWorkspace();
    QVERIFY(!window.presentation());
}

void TestPresentation::sealedAndHiddenStayOff()
{
    const QString file = m_demos.fresh();
    auto opened = Workspace::open(file);
    QVERIFY(opened.ok());
    Workspace& workspace = **opened;
    const QDate asOf(2026, 11, 30);
    // What the views show before the round: the bonus scores and the TCO totals.
    QStringList secrets;
    {
        PresentationWindow before(workspace, asOf);
        QVERIFY(ready(before));
        const Slide& ranking = before.slides().at(3);
        for (const QList<Cell>& row : ranking.rows)
            secrets << row.at(2).text;
        const Slide& tco = before.slides().at(6);
        QVERIFY(!tco.rows.isEmpty());
        for (const QList<Cell>& row : tco.rows)
            secrets << row.at(1).text << row.at(2).text.split(u'\n');
    }
    QVERIFY(secrets.size() >= 4);
    // The chair opens a round that hides prices; a member presents.
    QVERIFY(committee::actAs(workspace, QStringLiteral("r1")).ok());
    rounds::OpenOptions options;
    options.hidePrices = true;
    QVERIFY(rounds::open(workspace, options).ok());
    QVERIFY(committee::actAs(workspace, QStringLiteral("r2")).ok());
    PresentationWindow window(workspace, asOf);
    QVERIFY(ready(window));
    QVERIFY2(window.problem().isEmpty(), qPrintable(window.problem()));
    const Slide& ranking = window.slides().at(3);
    QVERIFY(ranking.rows.isEmpty());
    QCOMPARE(ranking.statements.first(), DecisionDocument::sealedWord());
    QVERIFY(plainText(window.slides().at(6)).contains(QStringLiteral("hidden")));
    for (const Slide& slide : window.slides()) {
        const QString text = plainText(slide);
        for (const QString& secret : std::as_const(secrets))
            QVERIFY2(secret.isEmpty() || !text.contains(secret), qPrintable(slide.view + u": " + secret));
    }
    // The chair sees neither while the round is sealed (sealed scores), but the prices (hidden from members).
    QVERIFY(committee::actAs(workspace, QStringLiteral("r1")).ok());
    PresentationWindow chair(workspace, asOf);
    QVERIFY(ready(chair));
    QCOMPARE(chair.slides().at(3).statements.first(), DecisionDocument::sealedWord());
    QVERIFY(!chair.slides().at(6).rows.isEmpty());
}

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
