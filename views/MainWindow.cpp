#include "MainWindow.h"

#include "MembersDialog.h"
#include "committee/ActingMember.h"
#include "committee/Packets.h"
#include "committee/Snapshots.h"
#include "repositories/MemberRepository.h"

#include "AssessmentsTab.h"
#include "AuditLogPage.h"
#include "BaselinePage.h"
#include "CandidatesPage.h"
#include "CommitteePage.h"
#include "ElidedTextTips.h"
#include "ExitBundle.h"
#include "FormatRegistry.h"
#include "HelpDialogs.h"
#include "ImportWizard.h"
#include "MinutesPanel.h"
#include "OverviewPage.h"
#include "PacketsDialog.h"
#include "PocPage.h"
#include "PresentationWindow.h"
#include "ReportPage.h"
#include "RequirementsPage.h"
#include "RoundDialogs.h"
#include "ServerOpenDialog.h"
#include "SinceDialog.h"
#include "StartScreen.h"
#include "TcoCsvExport.h"
#include "TcoPage.h"
#include "TcoXlsxExporter.h"
#include "Translation.h"
#include "WhatifPage.h"
#include "core/Labels.h"
#include "itemmodels/AssessmentGridModel.h"
#include "report/ReportTranslation.h"
#include "report/ReportWriter.h"
#include "reports/ReportContent.h"
#include "repositories/ImportFields.h"
#include "storage/PostgresRoles.h"
#include "storage/PostgresStorage.h"
#include "storage/Schema.h"
#include "storage/Storage.h"
#include "tco/TcoFigures.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateEdit>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QTimeZone>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

#include <spdlog/spdlog.h>

#include <atomic>

namespace gatebench {

namespace {

constexpr int kMaxRecent = 8;

/// How the recent list keeps a location: a file by its absolute path, a server evaluation by its URI
/// (which never holds a password).
QString keptLocation(const QString& path)
{
    if (!PostgresStorage::isServerLocation(path))
        return QFileInfo(path).absoluteFilePath();
    auto location = PostgresStorage::parseLocation(path);
    return location ? location->uri() : path;
}

/// How the window names a location: a file by its name, a server evaluation as user@host/db · evaluation.
QString shownLocation(const QString& path)
{
    if (!PostgresStorage::isServerLocation(path))
        return QFileInfo(path).fileName();
    auto location = PostgresStorage::parseLocation(path);
    return location ? location->shown() : path;
}
const QString kFilter = QStringLiteral("*.gatebench");

QString withSuffix(QString path)
{
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".gatebench");
    return path;
}

QString documentsFolder()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return folder.isEmpty() ? QDir::homePath() : folder;
}

/// Holds a page in its scroll area: as large as the viewport, never smaller than the page's minimum
/// size (the page scrolls then). A scroll area sizes a widget whose layout has a height for its width
/// (wrapped labels) from its preferred height instead, and would scroll pages that fit.
class PageFrame : public QWidget {
public:
    PageFrame(QWidget* page, QWidget* parent)
        : QWidget(parent)
        , m_page(page)
    {
        page->setParent(this);
        page->show();
    }
    QSize sizeHint() const override { return m_page->minimumSizeHint(); }
    QSize minimumSizeHint() const override { return m_page->minimumSizeHint(); }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QWidget::resizeEvent(event);
        m_page->setGeometry(rect());
    }
    bool event(QEvent* event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            updateGeometry(); // the page's minimum size changed: the scroll area follows
        return QWidget::event(event);
    }

private:
    QWidget* m_page;
};

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    // A table cell cut short shows its whole text when hovered, in every view and dialog.
    ElidedTextTips::install();
    buildUi();
    const QSettings settings;
    m_presentationScreen = settings.value(QStringLiteral("presentation/screen")).toString();
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1280, 800);
    // A geometry saved on a larger screen (or before pages scrolled) never outgrows this one.
    fitToScreen();
}

MainWindow::~MainWindow()
{
    // The pages' worker threads read through the workspace (queries().openReader()): every page lets
    // go of it, waiting for its workers, before the workspace closes with this window's members.
    delete m_presentation.data();
    delete m_since.data(); // waits for its comparison, which reads the workspace
    for (Page* p : std::as_const(m_pages))
        p->setWorkspace(nullptr);
}

QStringList MainWindow::pageNames()
{
    return {QStringLiteral("overview"),   QStringLiteral("baseline"),  QStringLiteral("requirements"),
            QStringLiteral("candidates"), QStringLiteral("whatif"),    QStringLiteral("poc"), // not storage: page ids
            QStringLiteral("tco"),        QStringLiteral("committee"), QStringLiteral("report"),
            QStringLiteral("audit")};
}

Qt::Key MainWindow::pageKey(int index)
{
    return index == 9 ? Qt::Key_0 : Qt::Key(Qt::Key_1 + index);
}

QStringList MainWindow::tabNames(const QString& page)
{
    // Not storage: the names of `--page PAGE/TAB`, one a tab in the order the page shows them.
    if (page == QLatin1String("requirements"))
        return {QStringLiteral("matrix"), QStringLiteral("assessments")}; // not storage: tab ids
    if (page == QLatin1String("poc"))
        return {QStringLiteral("runs"), QStringLiteral("coverage"), QStringLiteral("path")};
    if (page == QLatin1String("tco"))
        return {QStringLiteral("sheet"), QStringLiteral("charts"), QStringLiteral("exit")};
    return {};
}

QStringList MainWindow::viewNames()
{
    QStringList names = pageNames();
    for (const QString& page : pageNames()) {
        for (const QString& tab : tabNames(page))
            names.append(page + u'/' + tab);
    }
    return names;
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    fitToScreen();
}

void MainWindow::fitToScreen()
{
    if (isMaximized() || isFullScreen())
        return;
    QScreen* screen = QGuiApplication::screenAt(geometry().center());
    if (!screen)
        screen = this->screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // The window system's frame (title bar, borders) around the client area: known once shown.
    const QRect inner = geometry();
    const QRect outer = frameGeometry();
    const QMargins frame(inner.left() - outer.left(), inner.top() - outer.top(), outer.right() - inner.right(),
                         outer.bottom() - inner.bottom());
    QRect framed = QRect(inner.topLeft(), inner.size().boundedTo(available.size().shrunkBy(frame))).marginsAdded(frame);
    if (framed.right() > available.right())
        framed.moveRight(available.right());
    if (framed.bottom() > available.bottom())
        framed.moveBottom(available.bottom());
    if (framed.left() < available.left())
        framed.moveLeft(available.left());
    if (framed.top() < available.top())
        framed.moveTop(available.top());
    const QRect target = framed.marginsRemoved(frame);
    if (target != inner)
        setGeometry(target);
}

void MainWindow::buildUi()
{
    const int current = m_nav ? m_nav->currentRow() : 0;
    const QString startMessage = m_start ? m_start->message() : QString();
    if (m_root) {
        for (const QSplitter* splitter : m_root->findChildren<QSplitter*>()) {
            if (!splitter->objectName().isEmpty())
                m_splitterStates.insert(splitter->objectName(), splitter->saveState());
        }
    }
    menuBar()->clear();
    // The old menus go once the action that switched the language has returned.
    for (QMenu* menu : menuBar()->findChildren<QMenu*>(Qt::FindDirectChildrenOnly))
        menu->deleteLater();
    m_needsWorkspace.clear();
    delete centralWidget();
    m_pages.clear();

    m_root = new QStackedWidget(this);
    m_root->setObjectName(QStringLiteral("rootStack"));
    m_start = new StartScreen(m_root);
    m_start->setMessage(startMessage);
    connect(m_start, &StartScreen::newRequested, this, [this] { newEvaluation(false, false); });
    connect(m_start, &StartScreen::newDemoRequested, this, [this] { newEvaluation(true, false); });
    connect(m_start, &StartScreen::openRequested, this, &MainWindow::openDialog);
    connect(m_start, &StartScreen::recentRequested, this, [this](const QString& path) { openFile(path); });
    m_root->addWidget(m_start);

    auto* splitter = new QSplitter(m_root);
    splitter->setObjectName(QStringLiteral("workArea"));
    splitter->setChildrenCollapsible(false);
    m_workArea = splitter;
    m_nav = new QListWidget(splitter);
    m_nav->setObjectName(QStringLiteral("navigation"));
    QFont navFont = m_nav->font();
    navFont.setPointSizeF(navFont.pointSizeF() * 1.15);
    m_nav->setFont(navFont);
    m_nav->setSpacing(3);
    m_stack = new QStackedWidget(splitter);
    m_stack->setObjectName(QStringLiteral("pageStack"));
    splitter->addWidget(m_nav);
    splitter->addWidget(m_stack);
    // The navigation keeps its width when the window grows; the page takes the rest, with no gap.
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    m_root->addWidget(splitter);
    setCentralWidget(m_root);

    buildPages();
    // The navigation as wide as its longest page name, never narrower.
    int longest = 0;
    for (int i = 0; i < m_nav->count(); ++i)
        longest = std::max(longest, m_nav->fontMetrics().horizontalAdvance(m_nav->item(i)->text()));
    const int navWidth = longest + 2 * m_nav->frameWidth() + 2 * m_nav->spacing() + 24;
    m_nav->setMinimumWidth(navWidth);
    splitter->setSizes({navWidth, std::max(width() - navWidth, navWidth)});
    // Splitters the user moved keep their place across the rebuild (a language switch).
    for (QSplitter* each : m_root->findChildren<QSplitter*>()) {
        if (const auto state = m_splitterStates.constFind(each->objectName()); state != m_splitterStates.constEnd())
            each->restoreState(*state);
    }
    buildMinutesDock();
    buildMenus();
    connect(m_nav, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    m_nav->setCurrentRow(qBound(0, current, int(m_pages.size()) - 1));

    if (!m_simulatedBadge) {
        // The evaluation date, one for every page, always in sight.
        m_asOfLabel = new QLabel(this);
        m_asOfEdit = new QDateEdit(this);
        m_asOfEdit->setObjectName(QStringLiteral("asOfDate"));
        m_asOfEdit->setCalendarPopup(true);
        m_asOfEdit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        m_asOfEdit->setDate(m_asOf.isValid() ? m_asOf : today());
        m_asOfToday = new QPushButton(this);
        m_asOfToday->setObjectName(QStringLiteral("asOfToday"));
        m_asOfLabel->setBuddy(m_asOfEdit);
        statusBar()->addPermanentWidget(m_asOfLabel);
        statusBar()->addPermanentWidget(m_asOfEdit);
        statusBar()->addPermanentWidget(m_asOfToday);
        connect(m_asOfEdit, &QDateEdit::dateChanged, this, &MainWindow::setAsOf);
        connect(m_asOfToday, &QPushButton::clicked, this, [this] { setAsOf(today()); });
        m_asOf = m_asOfEdit->date();
        m_simulatedBadge = new QLabel(this);
        m_simulatedBadge->setObjectName(QStringLiteral("simulatedBadge"));
        m_simulatedBadge->setStyleSheet(QStringLiteral("background: #fff4ce; color: #5c4400; padding: 2px 6px;"));
        m_reviewerLabel = new QLabel(this);
        statusBar()->addPermanentWidget(m_reviewerLabel);
        statusBar()->addPermanentWidget(m_simulatedBadge);
        m_fileCheckBadge = new QLabel(this);
        m_fileCheckBadge->setObjectName(QStringLiteral("fileCheckBadge"));
        m_fileCheckBadge->hide();
        statusBar()->addPermanentWidget(m_fileCheckBadge);
        m_serverBadge = new QLabel(this);
        m_serverBadge->setObjectName(QStringLiteral("serverBadge"));
        m_serverBadge->hide();
        statusBar()->addPermanentWidget(m_serverBadge);
    }
    m_simulatedBadge->setText(tr("Simulated data"));
    // The words of the assessments tab, where the date was chosen before it became the window's.
    m_asOfLabel->setText(QCoreApplication::translate("gatebench::AssessmentsTab", "As of:"));
    m_asOfEdit->setToolTip(QCoreApplication::translate(
        "gatebench::AssessmentsTab", "The date waivers are judged on: a waiver holds through its expiry date"));
    m_asOfToday->setText(QCoreApplication::translate("gatebench::AssessmentsTab", "Today"));
    updateTitle();
    showStartOrPages();
}

void MainWindow::showStartOrPages()
{
    if (!m_root)
        return;
    // The evaluation date belongs to an open evaluation: nothing editable stays without one.
    for (QWidget* widget :
         {static_cast<QWidget*>(m_asOfLabel), static_cast<QWidget*>(m_asOfEdit), static_cast<QWidget*>(m_asOfToday)})
        if (widget)
            widget->setVisible(m_workspace != nullptr);
    if (m_workspace) {
        m_root->setCurrentWidget(m_workArea);
        return;
    }
    m_start->setRecent(QSettings().value(QStringLiteral("recentFiles")).toStringList(), recentTitles());
    m_root->setCurrentWidget(m_start);
}

void MainWindow::showProblem(const QString& message)
{
    showStatus(message);
    m_start->setMessage(message);
}

QDate MainWindow::today() const
{
    const QDateTime now = m_workspace ? m_workspace->now() : QDateTime::currentDateTimeUtc();
    const QTimeZone zone = m_workspace ? m_workspace->queries().settings().statedZone : QTimeZone();
    return zone.isValid() ? now.toTimeZone(zone).date() : now.toLocalTime().date();
}

void MainWindow::buildMinutesDock()
{
    // Rebuilt with the window (a language switch): keeps its place, whether it shows and its meeting.
    bool shown = false;
    qint64 meeting = 0;
    Qt::DockWidgetArea area = Qt::RightDockWidgetArea;
    if (m_minutesDock) {
        shown = m_minutesDock->isVisible();
        meeting = m_minutes->meetingId();
        area = dockWidgetArea(m_minutesDock);
        removeDockWidget(m_minutesDock);
        m_minutesDock->deleteLater();
    }
    m_minutesDock = new QDockWidget(tr("Minutes"), this);
    m_minutesDock->setObjectName(QStringLiteral("minutesDock"));
    m_minutes = nullptr;
    m_minutes = newMinutesPanel(m_minutesDock);
    m_minutesDock->setWidget(m_minutes);
    m_minutesDock->setMinimumWidth(360);
    addDockWidget(area, m_minutesDock);
    if (meeting != 0)
        m_minutes->showMeeting(meeting);
    m_minutesDock->setVisible(shown);
    // A panel beside a presentation's slides is built again in the new language too.
    if (m_presentation && m_presentationMinutes) {
        const bool besideShown = m_presentation->isSidePanelShown();
        const qint64 besideMeeting = m_presentationMinutes->meetingId();
        QWidget* old = m_presentationMinutes;
        m_presentationMinutes = newMinutesPanel(m_presentation);
        m_presentationMinutes->showMeeting(besideMeeting);
        m_presentation->setSidePanel(m_presentationMinutes);
        m_presentation->setSidePanelShown(besideShown);
        old->deleteLater();
    }
}

MinutesPanel* MainWindow::newMinutesPanel(QWidget* parent)
{
    auto* panel = new MinutesPanel(parent);
    panel->setAsOf(m_asOf);
    panel->setWorkspace(m_workspace.get());
    if (m_minutes && m_minutes->meetingId() != 0)
        panel->showMeeting(m_minutes->meetingId());
    connect(panel, &MinutesPanel::meetingEnded, this,
            [this, panel](qint64 meetingId, const QString& name) { offerSnapshot(meetingId, name, panel->window()); });
    return panel;
}

void MainWindow::minutesForPresentation()
{
    if (!m_presentation || !m_workspace)
        return;
    if (m_presentation->screen() != screen()) {
        // A second screen: the minutes are written here, in the dock, out of the room's sight.
        const bool show = !m_minutesDock->isVisible();
        m_minutesDock->setVisible(show);
        if (show) {
            raise();
            activateWindow();
            m_minutes->setFocus(Qt::ShortcutFocusReason);
        }
        return;
    }
    // One screen: beside the slides; PresentationWindow shows and hides it from now on.
    m_presentationMinutes = newMinutesPanel(m_presentation);
    m_presentation->setSidePanel(m_presentationMinutes);
}

void MainWindow::showMinutes()
{
    if (m_minutesDock)
        m_minutesDock->show();
}

void MainWindow::offerSnapshot(qint64 meetingId, const QString& suggestedName, QWidget* host)
{
    Q_UNUSED(meetingId)
    // Offered by default at the end of every meeting (issue 30); the snapshot itself is taken by
    // whoever listens to snapshotRequested (the snapshots of "What changed since the last meeting").
    auto* box = new QMessageBox(QMessageBox::Question, tr("Meeting ended"),
                                tr("Take a snapshot of the evaluation now, named “%1”, so that the next meeting can "
                                   "see what changed since this one?")
                                    .arg(suggestedName),
                                QMessageBox::Yes | QMessageBox::No, host ? host : this);
    box->setObjectName(QStringLiteral("offerSnapshot"));
    box->setDefaultButton(QMessageBox::Yes);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, suggestedName](int result) {
        if (result != QMessageBox::Yes)
            return;
        emit snapshotRequested(suggestedName);
        if (!m_workspace)
            return;
        // Taken as the acting member: the chair's (snapshots are the chair's; anyone else is told why not).
        if (auto taken = snapshots::take(*m_workspace, suggestedName); !taken) {
            auto* refused = new QMessageBox(QMessageBox::Warning, tr("No snapshot taken"), taken.error().message,
                                            QMessageBox::Ok, this);
            refused->setObjectName(QStringLiteral("snapshotRefused"));
            refused->setAttribute(Qt::WA_DeleteOnClose);
            refused->open();
        } else {
            statusBar()->showMessage(tr("Snapshot “%1” taken.").arg(suggestedName), 8000);
        }
    });
    box->open();
}

SinceDialog* MainWindow::showSince(qint64 fromId)
{
    if (!m_workspace)
        return nullptr;
    if (!m_since) {
        m_since = new SinceDialog(*m_workspace, m_asOf.isValid() ? m_asOf : today(), this);
        m_since->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_since, &SinceDialog::takeSnapshotRequested, this, &MainWindow::takeSnapshot);
    }
    if (fromId != 0)
        m_since->showFrom(fromId);
    m_since->show();
    m_since->raise();
    m_since->activateWindow();
    return m_since;
}

SinceDialog* MainWindow::sinceDialog() const
{
    return m_since;
}

void MainWindow::takeSnapshot()
{
    if (!m_workspace)
        return;
    // Named like the snapshot offered when a meeting ends: the meeting's date, made unique.
    const QString base =
        QCoreApplication::translate("gatebench::MinutesPanel", "Meeting %1").arg(today().toString(Qt::ISODate));
    QString name = base;
    for (int n = 2; snapshots::resolve(*m_workspace, name).ok() && n < 100; ++n)
        name = QStringLiteral("%1 (%2)").arg(base).arg(n);
    QWidget* parent = m_since && m_since->isVisible() ? static_cast<QWidget*>(m_since.data()) : this;
    auto* ask = new QInputDialog(parent);
    ask->setObjectName(QStringLiteral("snapshotName"));
    ask->setWindowTitle(tr("Take a snapshot"));
    ask->setLabelText(tr("The snapshot keeps the evaluation's decision-relevant state as it is now, so that the next "
                         "meeting can see what changed since. Its name:"));
    ask->setTextValue(name);
    ask->setAttribute(Qt::WA_DeleteOnClose);
    connect(ask, &QInputDialog::textValueSelected, this, [this, parent](const QString& chosen) {
        if (!m_workspace)
            return;
        // Taken as the acting member: the chair's (anyone else is told why not).
        if (auto taken = snapshots::take(*m_workspace, chosen); !taken) {
            auto* refused = new QMessageBox(QMessageBox::Warning, tr("No snapshot taken"), taken.error().message,
                                            QMessageBox::Ok, parent);
            refused->setObjectName(QStringLiteral("snapshotRefused"));
            refused->setAttribute(Qt::WA_DeleteOnClose);
            refused->open();
        } else {
            statusBar()->showMessage(tr("Snapshot “%1” taken.").arg(taken->name), 8000);
        }
    });
    ask->open();
}

void MainWindow::setAsOf(QDate date)
{
    if (!date.isValid())
        return;
    if (m_asOfEdit && m_asOfEdit->date() != date)
        m_asOfEdit->setDate(date); // comes back here through dateChanged
    m_asOf = date;
    for (Page* p : std::as_const(m_pages))
        p->setAsOf(date);
    if (m_presentation)
        m_presentation->setAsOf(date);
    if (m_minutes)
        m_minutes->setAsOf(date);
    if (m_presentationMinutes)
        m_presentationMinutes->setAsOf(date);
    if (m_since)
        m_since->setAsOf(date);
}

PresentationWindow* MainWindow::startPresentation(const QString& view)
{
    if (!m_workspace)
        return nullptr;
    if (!m_presentation) {
        m_presentation = new PresentationWindow(*m_workspace, m_asOf.isValid() ? m_asOf : today(), this);
        connect(m_presentation, &PresentationWindow::sidePanelRequested, this, &MainWindow::minutesForPresentation);
    }
    if (!view.isEmpty())
        m_presentation->showView(view);
    m_presentation->present(presentationScreen());
    emit presentationStarted(m_presentation);
    return m_presentation;
}

QScreen* MainWindow::presentationScreen() const
{
    for (QScreen* each : QGuiApplication::screens()) {
        if (!m_presentationScreen.isEmpty() && each->name() == m_presentationScreen)
            return each;
    }
    // A second screen (a projector) takes the slides; this window stays on its own screen.
    for (QScreen* each : QGuiApplication::screens()) {
        if (each != screen())
            return each;
    }
    return screen();
}

void MainWindow::setPresentationScreen(const QString& name)
{
    m_presentationScreen = name;
    QSettings().setValue(QStringLiteral("presentation/screen"), name);
    if (m_presentation && m_presentation->isVisible())
        m_presentation->present(presentationScreen());
}

PresentationWindow* MainWindow::presentation() const
{
    return m_presentation && !m_presentation->isLeaving() ? m_presentation.data() : nullptr;
}

void MainWindow::openAssessment(const QString& candidateId, const QString& criterionId)
{
    auto* requirements = qobject_cast<RequirementsPage*>(page(QStringLiteral("requirements")));
    if (!requirements)
        return;
    AssessmentsTab* tab = requirements->assessments();
    if (!tab->model()->indexOf(candidateId, criterionId).isValid()) {
        // A set-aside candidate is in the matrix for information, not in the grid.
        showStatus(tr("This candidate is set aside: it has no row in the assessments grid."));
        return;
    }
    showPage(QStringLiteral("requirements"));
    requirements->showAssessments();
    tab->selectCell(candidateId, criterionId);
    tab->grid()->setFocus();
}

void MainWindow::buildPages()
{
    const auto add = [this](Page* page, const QString& title, const QString& name) {
        page->setObjectName(name + QStringLiteral("Page"));
        m_pages.append(page);
        // Every page scrolls when the window is smaller than it needs (a 1280×800 projector): no page
        // makes the window grow beyond the screen.
        auto* scroll = new QScrollArea(m_stack);
        scroll->setObjectName(name + QStringLiteral("PageScroll"));
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(new PageFrame(page, scroll));
        m_stack->addWidget(scroll);
        auto* item = new QListWidgetItem(title, m_nav);
        item->setToolTip(tr("%1 (Ctrl+%2)").arg(title, QKeySequence(pageKey(int(m_pages.size()) - 1)).toString()));
        item->setSizeHint(QSize(0, 34));
        page->setWorkspace(m_workspace.get());
        if (m_asOf.isValid())
            page->setAsOf(m_asOf);
    };
    m_overview = new OverviewPage(m_stack);
    connect(m_overview, &OverviewPage::assessmentRequested, this, &MainWindow::openAssessment);
    connect(m_overview, &OverviewPage::sinceRequested, this, [this] { showSince(); });
    add(m_overview, tr("Overview"), QStringLiteral("overview"));
    auto* baselinePage = new BaselinePage(m_stack);
    connect(baselinePage, &BaselinePage::criterionRequested, this, [this](const QString& id) {
        // After the Requirements page has read the new criterion (its refresh is queued by the change).
        QTimer::singleShot(0, this, [this, id] {
            auto* requirements = qobject_cast<RequirementsPage*>(page(QStringLiteral("requirements")));
            if (!requirements)
                return;
            showPage(QStringLiteral("requirements"));
            requirements->select(id);
        });
    });
    add(baselinePage, tr("Baseline"), QStringLiteral("baseline"));
    add(new RequirementsPage(m_stack), tr("Requirements"), QStringLiteral("requirements"));
    add(new CandidatesPage(m_stack), tr("Candidates"), QStringLiteral("candidates")); // not storage: page id
    add(new WhatifPage(m_stack), tr("What-if"), QStringLiteral("whatif"));
    add(new PocPage(m_stack), tr("PoC"), QStringLiteral("poc"));
    add(new TcoPage(m_stack), tr("TCO"), QStringLiteral("tco"));
    add(new CommitteePage(m_stack), tr("Committee"), QStringLiteral("committee"));
    add(new ReportPage(m_stack), tr("Report"), QStringLiteral("report"));
    add(new AuditLogPage(m_stack), tr("Audit log"), QStringLiteral("audit"));
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* newAction =
        file->addAction(tr("&New evaluation from the template…"), this, [this] { newEvaluation(false, false); });
    newAction->setObjectName(QStringLiteral("actionNew"));
    newAction->setShortcut(QKeySequence::New);
    file->addAction(tr("New &empty evaluation…"), this, [this] { newEvaluation(false, true); })
        ->setObjectName(QStringLiteral("actionNewEmpty"));
    file->addAction(tr("New &demo evaluation (simulated data)…"), this, [this] { newEvaluation(true, false); })
        ->setObjectName(QStringLiteral("actionNewDemo"));
    file->addSeparator();
    QAction* open = file->addAction(tr("&Open…"), this, &MainWindow::openDialog);
    open->setObjectName(QStringLiteral("actionOpen"));
    open->setShortcut(QKeySequence::Open);
    file->addAction(tr("Open &shared evaluation…"), this, &MainWindow::openServerDialog)
        ->setObjectName(QStringLiteral("actionOpenShared"));
    file->addAction(tr("Open &bundle…"), this, &MainWindow::openBundle)
        ->setObjectName(QStringLiteral("actionOpenBundle"));
    m_recentMenu = file->addMenu(tr("Open &recent"));
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    refillRecent();
    file->addSeparator();
    QAction* import = file->addAction(tr("&Import…"), this, [this] { importFiles({}); });
    import->setObjectName(QStringLiteral("actionImport"));
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_needsWorkspace.append(import);
    QMenu* exportMenu = file->addMenu(tr("&Export"));
    exportMenu->setObjectName(QStringLiteral("menuExport"));
    QAction* tcoWorkbook = exportMenu->addAction(tr("TCO &workbook (Excel)…"), this, [this] { exportTco(true); });
    tcoWorkbook->setObjectName(QStringLiteral("actionExportTcoWorkbook"));
    m_needsWorkspace.append(tcoWorkbook);
    QAction* tcoCsv = exportMenu->addAction(tr("TCO &lines (CSV)…"), this, [this] { exportTco(false); });
    tcoCsv->setObjectName(QStringLiteral("actionExportTcoCsv"));
    m_needsWorkspace.append(tcoCsv);
    exportMenu->addSeparator();
    // The report page exports with its options (language, date, label) and shows the progress.
    QAction* reportPdf = exportMenu->addAction(tr("Decision &report (PDF)…"), this, [this] {
        showPage(QStringLiteral("report"));
        if (auto* button = page(QStringLiteral("report"))->findChild<QPushButton*>(QStringLiteral("reportExportPdf")))
            button->click();
    });
    reportPdf->setObjectName(QStringLiteral("actionExportReport"));
    m_needsWorkspace.append(reportPdf);
    QAction* bundle = exportMenu->addAction(tr("E&xit bundle (ZIP)…"), this, &MainWindow::exportBundle);
    bundle->setObjectName(QStringLiteral("actionExportBundle"));
    m_needsWorkspace.append(bundle);
    QAction* packets = file->addAction(tr("Committee &packets…"), this, [this] {
        if (!m_workspace)
            return;
        PacketsDialog dialog(*m_workspace, this);
        dialog.exec();
    });
    packets->setObjectName(QStringLiteral("actionCommitteePackets"));
    m_needsWorkspace.append(packets);
    file->addSeparator();
    QAction* copy = file->addAction(tr("Save a co&py as…"), this, &MainWindow::saveCopyAs);
    copy->setObjectName(QStringLiteral("actionSaveCopy"));
    copy->setShortcut(QKeySequence::SaveAs);
    m_needsWorkspace.append(copy);
    QAction* close = file->addAction(tr("&Close"), this, &MainWindow::closeWorkspace);
    close->setObjectName(QStringLiteral("actionClose"));
    close->setShortcut(QKeySequence::Close);
    m_needsWorkspace.append(close);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    // One pair of actions for the window's life (menus are rebuilt): undo and redo go through the
    // workspace, which writes first and moves the undo stack only when the write succeeded (a refused one
    // is reported through writeFailed).
    if (!m_undo) {
        m_undo = new QAction(this);
        m_undo->setObjectName(QStringLiteral("actionUndo"));
        m_undo->setShortcut(QKeySequence::Undo);
        connect(m_undo, &QAction::triggered, this, [this] {
            if (m_workspace)
                (void)m_workspace->undo();
        });
        m_redo = new QAction(this);
        m_redo->setObjectName(QStringLiteral("actionRedo"));
        m_redo->setShortcut(QKeySequence::Redo);
        connect(m_redo, &QAction::triggered, this, [this] {
            if (m_workspace)
                (void)m_workspace->redo();
        });
    }
    followUndoStack();
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    edit->addSeparator();
    // Who acts is chosen from the committee's members (kept per machine); the object name is older.
    QAction* who = edit->addAction(tr("&Who acts…"), this, &MainWindow::chooseReviewer);
    who->setObjectName(QStringLiteral("actionReviewer"));
    m_needsWorkspace.append(who);
    QAction* members = edit->addAction(tr("Review &committee…"), this, &MainWindow::showMembers);
    members->setObjectName(QStringLiteral("actionMembers"));
    m_needsWorkspace.append(members);

    QMenu* committee = menuBar()->addMenu(tr("&Committee"));
    committee->setObjectName(QStringLiteral("menuCommittee"));
    const auto roundAction = [&](const QString& text, const QString& name, void (*act)(QWidget*, Workspace&)) {
        QAction* action = committee->addAction(text, this, [this, act] {
            if (m_workspace)
                act(this, *m_workspace);
        });
        action->setObjectName(name);
        m_needsWorkspace.append(action);
    };
    roundAction(tr("&Open a scoring round…"), QStringLiteral("actionOpenRound"), rounddialogs::openRound);
    roundAction(tr("&Close the scoring round…"), QStringLiteral("actionCloseRound"), rounddialogs::closeRound);
    roundAction(tr("Round &progress…"), QStringLiteral("actionRoundProgress"), rounddialogs::showProgress);
    committee->addSeparator();
    QAction* snapshot = committee->addAction(tr("Take a &snapshot…"), this, &MainWindow::takeSnapshot);
    snapshot->setObjectName(QStringLiteral("actionTakeSnapshot"));
    snapshot->setToolTip(tr("The chair records the evaluation as it is now, so that the next meeting can see what "
                            "changed since"));
    m_needsWorkspace.append(snapshot);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < m_pages.size(); ++i) {
        QAction* go = view->addAction(m_nav->item(i)->text(), this, [this, i] { m_nav->setCurrentRow(i); });
        go->setShortcut(QKeySequence(Qt::CTRL | pageKey(i)));
        go->setObjectName(QStringLiteral("actionPage_") + pageNames().at(i));
        m_needsWorkspace.append(go);
    }
    view->addSeparator();
    QAction* present = view->addAction(tr("&Present"), this, [this] { startPresentation(); });
    present->setObjectName(QStringLiteral("actionPresent"));
    present->setShortcut(QKeySequence(Qt::Key_F5));
    present->setToolTip(tr("Presentation mode: one view at a time, full screen, readable from the back of the "
                           "room (F5; Esc leaves)"));
    m_needsWorkspace.append(present);
    // The screen the slides go to: another than this window's unless one is chosen here (slides and
    // minutes on one screen: a laptop alone, or one mirrored to the projector).
    QMenu* presentOn = view->addMenu(tr("Present &on"));
    presentOn->setObjectName(QStringLiteral("menuPresentOn"));
    connect(presentOn, &QMenu::aboutToShow, this, [this, presentOn] {
        presentOn->clear();
        auto* screens = new QActionGroup(presentOn);
        const QString chosen = m_presentationScreen;
        const auto add = [&](const QString& text, const QString& name, bool checked) {
            QAction* action = presentOn->addAction(text, this, [this, name] { setPresentationScreen(name); });
            action->setCheckable(true);
            action->setChecked(checked);
            screens->addAction(action);
        };
        bool found = false;
        QList<std::pair<QString, QString>> choices;
        for (QScreen* each : QGuiApplication::screens()) {
            const QSize size = each->size();
            const QString where = each == screen() ? tr("%1 × %2, this window's screen") : tr("%1 × %2");
            choices.append({tr("%1 (%2)").arg(each->name(), where.arg(size.width()).arg(size.height())), each->name()});
            found = found || each->name() == chosen;
        }
        add(tr("Another screen than this window's"), QString(), !found);
        presentOn->addSeparator();
        for (const auto& [text, name] : std::as_const(choices))
            add(text, name, found && name == chosen);
    });
    // The toolbar button, in the menu bar's corner: it takes no row from the pages.
    auto* presentButton = new QToolButton(menuBar());
    presentButton->setObjectName(QStringLiteral("presentButton"));
    presentButton->setDefaultAction(present);
    presentButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    presentButton->setAutoRaise(true);
    menuBar()->setCornerWidget(presentButton, Qt::TopRightCorner);
    presentButton->show();
    QAction* minutes = m_minutesDock->toggleViewAction();
    minutes->setText(tr("&Minutes"));
    minutes->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    minutes->setObjectName(QStringLiteral("actionMinutes"));
    view->addAction(minutes);
    m_needsWorkspace.append(minutes);
    QAction* since = view->addAction(tr("What changed since the last &meeting…"), this, [this] { showSince(); });
    since->setObjectName(QStringLiteral("actionSince"));
    since->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_needsWorkspace.append(since);
    view->addSeparator();
    QMenu* language = view->addMenu(tr("&Language"));
    auto* group = new QActionGroup(language);
    for (const auto& [code, name] : {std::pair{QStringLiteral("zh_CN"), QStringLiteral("中文")},
                                     std::pair{QStringLiteral("en"), QStringLiteral("English")}}) {
        QAction* action = language->addAction(name, this, [this, lang = code] { setLanguage(lang); });
        action->setCheckable(true);
        action->setChecked(currentLanguage() == code);
        action->setObjectName(QStringLiteral("actionLanguage_") + code);
        group->addAction(action);
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("Short &guide"), this, [this] { help::showGuide(this); })
        ->setObjectName(QStringLiteral("actionGuide"));
    QAction* keys = help->addAction(tr("&Keyboard shortcuts"), this, [this] { help::showShortcuts(this, menuBar()); });
    keys->setObjectName(QStringLiteral("actionShortcuts"));
    keys->setShortcut(QKeySequence::HelpContents);
    help->addSeparator();
    help->addAction(tr("&About GateBench"), this, [this] { help::showAbout(this); })
        ->setObjectName(QStringLiteral("actionAbout"));
    updateActions();
}

void MainWindow::updateActions()
{
    for (QAction* action : std::as_const(m_needsWorkspace))
        action->setEnabled(m_workspace != nullptr);
}

void MainWindow::followUndoStack()
{
    const QUndoStack* stack = m_workspace ? m_workspace->undoStack() : nullptr;
    // One sentence each: "Undo: set the verdict of NVIDIA Run:ai on “Data boundary” to Pass".
    const QString undo = stack ? stack->undoText() : QString();
    const QString redo = stack ? stack->redoText() : QString();
    m_undo->setEnabled(stack && stack->canUndo());
    m_redo->setEnabled(stack && stack->canRedo());
    m_undo->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo: %1").arg(undo));
    m_redo->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo: %1").arg(redo));
}

Page* MainWindow::page(const QString& name) const
{
    const int index = int(pageNames().indexOf(name));
    return index >= 0 && index < m_pages.size() ? m_pages.at(index) : nullptr;
}

void MainWindow::showPage(const QString& name)
{
    const QString pageName = name.section(u'/', 0, 0);
    const int index = int(pageNames().indexOf(pageName));
    if (index < 0)
        return;
    m_nav->setCurrentRow(index);
    const int tab = int(tabNames(pageName).indexOf(name.section(u'/', 1)));
    if (tab < 0 || index >= m_pages.size())
        return;
    // The page's own tabs (not those of a view inside a tab).
    for (auto* tabs : m_pages.at(index)->findChildren<QTabWidget*>()) {
        if (tabs->objectName() == pageName + QStringLiteral("Tabs")) {
            tabs->setCurrentIndex(tab);
            return;
        }
    }
}

QString MainWindow::currentPageName() const
{
    const int row = m_nav ? m_nav->currentRow() : -1;
    return row >= 0 && row < pageNames().size() ? pageNames().at(row) : QString();
}

void MainWindow::setLanguage(const QString& language)
{
    if (language == currentLanguage())
        return;
    applyLanguage(language);
    QSettings().setValue(QStringLiteral("ui/language"), language);
    if (m_workspace)
        m_workspace->setTextLanguage(language); // the Edit menu's undo and redo texts
    const bool sinceShown = m_since && m_since->isVisible();
    delete m_since.data(); // its texts are read when built
    buildUi();             // every page reads its texts when built
    if (sinceShown)
        showSince();
    if (m_presentation)
        m_presentation->rebuild();
}

void MainWindow::showStatus(const QString& message)
{
    statusBar()->showMessage(message, 10000);
}

bool MainWindow::openFile(const QString& path, const QString& page)
{
    // The job log is checked after the window shows (a second per 100 MB of file): writes wait for it.
    auto opened = Workspace::open(path, Workspace::Access::ReadWrite, Workspace::Checking::JobLogLater);
    // A server that wants a password no password file gave: asked for here, kept in memory for this
    // session only (never in the settings, the recent list or the log).
    const QString kept = keptLocation(path);
    for (int attempt = 0;
         !opened && PostgresStorage::isServerLocation(path) && attempt < 3 && PostgresStorage::passwordWanted(kept);
         ++attempt) {
        QInputDialog ask(this);
        ask.setObjectName(QStringLiteral("serverPassword"));
        ask.setWindowTitle(tr("Password"));
        ask.setLabelText(attempt == 0
                             ? tr("The server asks for the password of %1:").arg(shownLocation(path))
                             : tr("The server refused that password. The password of %1:").arg(shownLocation(path)));
        ask.setTextEchoMode(QLineEdit::Password);
        if (ask.exec() != QDialog::Accepted || ask.textValue().isEmpty())
            break;
        const QString password = ask.textValue();
        PostgresStorage::setSessionPassword(kept, password);
        opened = Workspace::open(path, Workspace::Access::ReadWrite, Workspace::Checking::JobLogLater);
        if (!opened)
            PostgresStorage::setSessionPassword(kept, {});
    }
    if (!opened) {
        spdlog::warn("cannot open {}: {}", path.toStdString(), opened.error().message.toStdString());
        showProblem(opened.error().message);
        return false;
    }
    m_start->setMessage({});
    closeWorkspace();
    m_workspace = std::move(opened).value();
    applyActingMember();
    m_workspace->setTextLanguage(currentLanguage());
    connect(m_workspace->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::followUndoStack);
    connect(m_workspace->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::followUndoStack);
    connect(m_workspace.get(), &Workspace::writeFailed, this, [this](const QString& message) {
        showStatus(message);
        QMessageBox::warning(this, tr("Change not saved"), message);
    });
    connect(m_workspace.get(), &Workspace::fileCheckFinished, this, [this] {
        updateTitle();
        if (!m_workspace || m_workspace->fileCheck() != Workspace::FileCheck::Failed)
            return;
        spdlog::warn("{}", m_workspace->fileCheckProblem().toStdString());
        showStatus(m_workspace->fileCheckProblem());
        // Not modal to the program: the window stays readable behind it.
        auto* box = new QMessageBox(QMessageBox::Critical, tr("The evaluation is damaged"),
                                    m_workspace->fileCheckProblem(), QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("fileCheckFailed"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    // A newly opened evaluation is judged on the date it states, else today in its cluster's zone.
    m_asOf = m_workspace->queries().evaluationDate();
    if (m_asOfEdit) {
        const QSignalBlocker blocker(m_asOfEdit);
        m_asOfEdit->setDate(m_asOf);
    }
    for (Page* p : std::as_const(m_pages)) {
        p->setAsOf(m_asOf);
        p->setWorkspace(m_workspace.get());
    }
    m_minutes->setAsOf(m_asOf);
    m_minutes->setWorkspace(m_workspace.get());
    const Bilingual titles = m_workspace->queries().settings().title;
    addRecent(kept, {titles.zh, titles.en});
    connect(m_workspace.get(), &Workspace::serverConnection, this, [this](bool, const QString& message) {
        spdlog::warn("{}", message.toStdString());
        showStatus(message);
        updateTitle();
    });
    updateTitle();
    updateActions();
    showStartOrPages();
    showPage(page.isEmpty() ? QStringLiteral("overview") : page);
    spdlog::info("opened {}", path.toStdString());
    return true;
}

void MainWindow::closeWorkspace()
{
    delete m_presentation.data(); // it reads the workspace
    delete m_since.data();        // and so does its comparison (deleting waits for it)
    if (!m_workspace)
        return;
    for (Page* p : std::as_const(m_pages))
        p->setWorkspace(nullptr);
    if (m_minutes)
        m_minutes->setWorkspace(nullptr);
    m_workspace.reset();
    updateTitle();
    updateActions();
    showPage(QStringLiteral("overview"));
    showStartOrPages();
}

void MainWindow::updateTitle()
{
    if (!m_workspace) {
        setWindowTitle(QStringLiteral("GateBench"));
        if (m_simulatedBadge)
            m_simulatedBadge->hide();
    } else {
        const Bilingual titles = m_workspace->queries().settings().title;
        const QString title = shownIn(titles.zh, titles.en, currentLanguage());
        setWindowTitle(QStringLiteral("%1 — %2 — GateBench").arg(shownLocation(m_workspace->path()), title));
        m_simulatedBadge->setVisible(m_workspace->queries().settings().simulated);
    }
    if (m_fileCheckBadge) {
        const Workspace::FileCheck check = m_workspace ? m_workspace->fileCheck() : Workspace::FileCheck::Passed;
        m_fileCheckBadge->setVisible(check != Workspace::FileCheck::Passed);
        if (check == Workspace::FileCheck::Running) {
            m_fileCheckBadge->setText(tr("Checking the file…"));
            m_fileCheckBadge->setToolTip(tr("GateBench reads the whole file once after opening it, to find damage "
                                            "before anything is written; changes wait until it has finished."));
            m_fileCheckBadge->setStyleSheet(QString());
        } else if (check == Workspace::FileCheck::Failed) {
            m_fileCheckBadge->setText(tr("Damaged: read-only"));
            m_fileCheckBadge->setToolTip(m_workspace->fileCheckProblem());
            m_fileCheckBadge->setStyleSheet(QStringLiteral("background: #fde7e9; color: #a4262c; padding: 2px 6px;"));
        }
    }
    if (m_serverBadge) {
        const bool server = m_workspace && m_workspace->isLive();
        m_serverBadge->setVisible(server);
        if (server && m_workspace->isServerLost()) {
            m_serverBadge->setText(tr("Connection to the server lost: reconnecting…"));
            m_serverBadge->setToolTip(tr("Nothing can be written until the server is back; the other members' "
                                         "changes show again then."));
            m_serverBadge->setStyleSheet(QStringLiteral("background: #fde7e9; color: #a4262c; padding: 2px 6px;"));
        } else if (server) {
            m_serverBadge->setText(tr("Shared: %1").arg(shownLocation(m_workspace->path())));
            m_serverBadge->setToolTip(tr("An evaluation on a server: the other members' changes show here within "
                                         "seconds."));
            m_serverBadge->setStyleSheet(QStringLiteral("background: #deecf9; color: #004578; padding: 2px 6px;"));
        }
    }
    if (m_reviewerLabel) {
        const std::optional<Member> acting = m_workspace ? committee::actingMember(*m_workspace) : std::nullopt;
        m_reviewerLabel->setObjectName(QStringLiteral("actingMemberLabel"));
        m_reviewerLabel->setText(acting ? tr("Acting: %1 (%2)").arg(acting->name, permissionLabel(acting->permission))
                                        : tr("Acting: %1 (no member chosen)")
                                              .arg(m_workspace ? m_workspace->actor() : Workspace::systemUser()));
    }
}

void MainWindow::newEvaluation(bool demo, bool empty)
{
    const QString suggested =
        QDir(documentsFolder())
            .filePath(demo ? QStringLiteral("gatebench-demo.gatebench") : QStringLiteral("evaluation.gatebench"));
    const QString path =
        withSuffix(QFileDialog::getSaveFileName(this, demo ? tr("Create the demo evaluation") : tr("New evaluation"),
                                                suggested, tr("GateBench evaluations (%1)").arg(kFilter)));
    if (path.isEmpty())
        return;
    if (m_workspace && QFileInfo(path).absoluteFilePath() == QFileInfo(m_workspace->path()).absoluteFilePath())
        closeWorkspace();
    NewWorkspaceOptions options;
    options.path = path;
    options.content = demo ? NewWorkspaceOptions::Content::Demo
                           : (empty ? NewWorkspaceOptions::Content::Empty : NewWorkspaceOptions::Content::Template);
    options.language = currentLanguage();
    options.overwrite = true; // the save dialog has asked already
    QApplication::setOverrideCursor(Qt::WaitCursor);
    auto r = createWorkspaceFile(options);
    QApplication::restoreOverrideCursor();
    if (!r) {
        showProblem(r.error().message);
        return;
    }
    openFile(path);
}

void MainWindow::openServerDialog()
{
    showServerDialog();
}

QWidget* MainWindow::showServerDialog()
{
    auto* dialog = new ServerOpenDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& each : recent)
        if (PostgresStorage::isServerLocation(each)) {
            dialog->setLocation(each); // the last server evaluation opened
            break;
        }
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const QString location = dialog->location();
        if (!location.isEmpty())
            QTimer::singleShot(0, this, [this, location] { openFile(location); });
    });
    dialog->open();
    return dialog;
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open evaluation"), documentsFolder(),
                                                      tr("GateBench evaluations (%1);;All files (*)").arg(kFilter));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::openBundle()
{
    const QString bundlePath = QFileDialog::getOpenFileName(this, tr("Open bundle"), documentsFolder(),
                                                            tr("GateBench exit bundles (*.zip);;All files (*)"));
    if (bundlePath.isEmpty())
        return;
    const QString suggested =
        QDir(documentsFolder()).filePath(QFileInfo(bundlePath).completeBaseName() + QStringLiteral(".gatebench"));
    const QString target = withSuffix(QFileDialog::getSaveFileName(
        this, tr("Save the evaluation of the bundle as"), suggested, tr("GateBench evaluations (%1)").arg(kFilter)));
    if (target.isEmpty())
        return;
    openBundleAs(bundlePath, target);
}

void MainWindow::openBundleAs(const QString& bundlePath, const QString& target)
{
    if (m_workspace && QFileInfo(target).absoluteFilePath() == QFileInfo(m_workspace->path()).absoluteFilePath()) {
        showStatus(tr("Choose another file: this is the open evaluation."));
        return;
    }
    // The worker checks and unpacks; the dialog follows its progress and asks it to stop.
    auto done = std::make_shared<std::atomic<int>>(0);
    auto stop = std::make_shared<std::atomic<bool>>(false);
    auto result = std::make_shared<Result<bundle::ImportSummary>>(Error{Error::Kind::Cancelled, QString()});
    auto* dialog = new QProgressDialog(tr("Checking the bundle %1…").arg(QFileInfo(bundlePath).fileName()),
                                       tr("Cancel"), 0, 1000, this);
    dialog->setObjectName(QStringLiteral("bundleProgress"));
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    dialog->setMinimumDuration(0);
    connect(dialog, &QProgressDialog::canceled, this, [stop] { stop->store(true); });
    QThread* worker = QThread::create([bundlePath, target, done, stop, result] {
        bundle::ImportOptions options;
        options.overwrite = true; // the save dialog has asked already
        options.progress = [done, stop](qint64 step, qint64 total) {
            done->store(total > 0 ? int(std::min<qint64>(999, step * 1000 / total)) : 0);
            return !stop->load();
        };
        *result = bundle::importBundle(bundlePath, target, options);
    });
    auto* timer = new QTimer(dialog);
    connect(timer, &QTimer::timeout, dialog, [dialog, done] { dialog->setValue(done->load()); });
    timer->start(100);
    connect(worker, &QThread::finished, this, [this, worker, dialog, result, target] {
        dialog->deleteLater();
        worker->deleteLater();
        if (!*result) {
            const Error error = result->error();
            spdlog::warn("bundle not opened: {}", error.message.toStdString());
            if (error.kind == Error::Kind::Cancelled)
                showStatus(error.message);
            else
                QMessageBox::warning(this, tr("Bundle refused"), error.message);
            return;
        }
        openFile(target);
    });
    worker->start();
    dialog->show();
}

void MainWindow::saveCopyAs()
{
    if (!m_workspace)
        return;
    const QString path = withSuffix(QFileDialog::getSaveFileName(this, tr("Save a copy as"), documentsFolder(),
                                                                 tr("GateBench evaluations (%1)").arg(kFilter)));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).absoluteFilePath() == QFileInfo(m_workspace->path()).absoluteFilePath()) {
        showStatus(tr("Choose another file: this is the open evaluation."));
        return;
    }
    if (QFileInfo::exists(path) && !QFile::remove(path)) {
        showStatus(tr("Cannot replace %1").arg(path));
        return;
    }
    if (auto r = m_workspace->queries().rows().copyTo(path); !r)
        showStatus(r.error().message);
    else
        showStatus(tr("Saved a copy as %1").arg(path));
}

void MainWindow::exportTco(bool workbook)
{
    if (!m_workspace)
        return;
    const QString title = workbook ? tr("Export the TCO workbook") : tr("Export the TCO lines");
    const EvaluationQueries& queries = m_workspace->queries();
    const QDate date = m_asOf.isValid() ? m_asOf : queries.settings().evaluationDate(QDateTime::currentDateTimeUtc());
    auto current = queries.decision(date);
    if (!current) {
        QMessageBox::warning(this, title, current.error().message);
        return;
    }
    auto figures = tco::TcoFigures::load(queries.rows(), currentLanguage(), date, (*current)->decision);
    if (!figures) {
        QMessageBox::warning(this, title, figures.error().message);
        return;
    }
    if (figures->candidates.isEmpty()) {
        QMessageBox::information(this, title, tr("The evaluation has no TCO lines to export yet."));
        return;
    }
    const QString base = QFileInfo(m_workspace->path()).completeBaseName();
    const QString suggested =
        QDir(documentsFolder()).filePath(workbook ? tr("%1-tco.xlsx").arg(base) : tr("%1-tco-lines.csv").arg(base));
    const QString filter = workbook ? TcoXlsxExporter::fileFilter() : tr("CSV files (*.csv)");
    const QString path = QFileDialog::getSaveFileName(this, title, suggested, filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).absoluteFilePath() == QFileInfo(m_workspace->path()).absoluteFilePath()) {
        showStatus(tr("Choose another file: this is the open evaluation."));
        return;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const Result<void> written = workbook ? TcoXlsxExporter::write(*figures, path) : writeTcoCsv(*figures, path);
    QApplication::restoreOverrideCursor();
    if (!written)
        QMessageBox::warning(this, title, written.error().message);
    else
        showStatus(tr("Exported the TCO to %1").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::exportBundle()
{
    if (!m_workspace)
        return;
    const QString base = QFileInfo(m_workspace->path()).completeBaseName();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the exit bundle"),
                                                      QDir(documentsFolder()).filePath(base + QStringLiteral(".zip")),
                                                      tr("GateBench exit bundles (*.zip)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).absoluteFilePath() == QFileInfo(m_workspace->path()).absoluteFilePath()) {
        showStatus(tr("Choose another file: this is the open evaluation."));
        return;
    }
    // The decision report in both languages, each in its own words, as `gatebench export` writes it.
    // The report's PDF is painted on the window's thread (the painting is not thread-safe), so the
    // bundle is written here, the progress dialog kept live between its steps.
    const report::ReportTranslation chinese(QStringLiteral("zh_CN"));
    const report::ReportTranslation english(QStringLiteral("en"));
    const auto producer = [&chinese, &english](const QString& language) {
        bundle::Producer made;
        made.id = QStringLiteral("report-") + language;
        made.produce = [&chinese, &english, language](const Storage& snapshot,
                                                      bundle::EntrySink& sink) -> Result<void> {
            const report::ReportTranslation::Scope words(language == QLatin1String("zh_CN") ? chinese : english);
            report::Options options;
            options.language = language;
            auto hidden = packets::copyHidesPrices(snapshot);
            if (!hidden)
                return hidden.error();
            options.hidePrices = *hidden;
            auto content = report::build(snapshot, options);
            if (!content)
                return content.error();
            return sink.add(QStringLiteral("report-%1.pdf").arg(language),
                            [&](QIODevice& device) { return report::writePdf(*content, device); });
        };
        return made;
    };
    QProgressDialog dialog(tr("Writing the exit bundle %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 1000,
                           this);
    dialog.setObjectName(QStringLiteral("bundleExportProgress"));
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(0);
    dialog.setValue(0);
    bundle::WriteOptions options;
    options.gatebenchVersion = QCoreApplication::applicationVersion();
    options.producers = {producer(QStringLiteral("zh_CN")), producer(QStringLiteral("en"))};
    options.notIncluded.clear();
    options.member = m_workspace->actingMemberId(); // while a round is sealed, a member's bundle is their kit
    const QDateTime now = QDateTime::currentDateTimeUtc();
    options.created =
        QDateTime(now.date(), QTime(now.time().hour(), now.time().minute(), now.time().second()), Qt::UTC);
    options.progress = [&dialog](qint64 step, qint64 total) {
        dialog.setValue(total > 0 ? int(std::min<qint64>(999, step * 1000 / total)) : 0);
        QCoreApplication::processEvents();
        return !dialog.wasCanceled();
    };
    const Result<bundle::WriteSummary> written = bundle::write(m_workspace->queries().rows(), path, options);
    dialog.reset();
    if (!written) {
        if (written.error().kind == Error::Kind::Cancelled)
            showStatus(tr("Export cancelled: nothing was written."));
        else
            QMessageBox::warning(this, tr("Export the exit bundle"), written.error().message);
        return;
    }
    showStatus(tr("Exported the exit bundle to %1").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::applyActingMember()
{
    if (!m_workspace)
        return;
    // The member chosen on this machine, if this evaluation has them; else no member acts (the reviewer
    // name of older versions, else the operating-system user), as on the command line.
    const QString id = QSettings().value(QLatin1String(kMemberSetting)).toString().trimmed();
    if (!id.isEmpty() && committee::actAs(*m_workspace, id))
        return;
    // On a server under its roles, the member whose role logged in (as on the command line).
    if (const QString member = postgresRoles::memberOfLocation(m_workspace->path());
        !member.isEmpty() && committee::actAs(*m_workspace, member))
        return;
    committee::setActingMember(*m_workspace, QString());
    m_workspace->setActor(QSettings().value(QLatin1String(kReviewerSetting)).toString());
}

void MainWindow::chooseReviewer()
{
    if (!m_workspace)
        return;
    auto members = MemberRepository(m_workspace->queries().rows()).members();
    if (!members) {
        showProblem(members.error().message);
        return;
    }
    QStringList items{tr("No member (%1, the system user)").arg(Workspace::systemUser())};
    QStringList ids{QString()};
    int current = 0;
    for (const Member& m : std::as_const(*members)) {
        items.append(tr("%1 — %2, %3").arg(m.name, permissionLabel(m.permission), functionLabel(m.function)));
        ids.append(m.id);
        if (m.id == m_workspace->actingMemberId())
            current = int(ids.size()) - 1;
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        this, tr("Who acts"),
        tr("The committee member who works on this machine: every change is stamped with their name, and the "
           "window shows what their permission lets them see and change."),
        items, current, false, &ok);
    if (!ok)
        return;
    const QString id = ids.value(int(items.indexOf(chosen)));
    QSettings().setValue(QLatin1String(kMemberSetting), id);
    applyActingMember();
    updateTitle();
    // Pages that show "your" scores read the member when they load the workspace.
    for (Page* p : std::as_const(m_pages))
        p->setWorkspace(m_workspace.get());
    m_minutes->setWorkspace(m_workspace.get());
}

void MainWindow::showMembers()
{
    if (!m_workspace)
        return;
    MembersDialog dialog(m_workspace.get(), this);
    dialog.exec();
    // The acting member may have been renamed or given another permission meanwhile.
    applyActingMember();
    updateTitle();
}

void MainWindow::addRecent(const QString& path, const QStringList& titles)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    // Each evaluation's title in both languages, by path, for the start screen.
    QVariantMap stored = settings.value(QStringLiteral("recentTitles")).toMap();
    QVariantMap kept;
    for (const QString& each : std::as_const(recent)) {
        if (each == path && !titles.isEmpty())
            kept.insert(each, titles);
        else if (stored.contains(each))
            kept.insert(each, stored.value(each));
    }
    settings.setValue(QStringLiteral("recentTitles"), kept);
    refillRecent();
    if (m_start)
        m_start->setRecent(recent, recentTitles());
}

QHash<QString, QString> MainWindow::recentTitles()
{
    QHash<QString, QString> shown;
    const QVariantMap stored = QSettings().value(QStringLiteral("recentTitles")).toMap();
    for (auto it = stored.cbegin(); it != stored.cend(); ++it) {
        const QStringList titles = it.value().toStringList();
        const QString title =
            shownIn(titles.value(0), titles.value(1), currentLanguage()); // zh_CN, en: the one in the language
        if (!title.isEmpty())
            shown.insert(it.key(), title);
    }
    return shown;
}

void MainWindow::refillRecent()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& path : recent) {
        QAction* action = m_recentMenu->addAction(shownLocation(path), this, [this, path] { openFile(path); });
        action->setToolTip(path);
        action->setStatusTip(path);
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::importFiles(const QStringList& files)
{
    if (!m_workspace) {
        showStatus(tr("Open or create an evaluation before importing into it."));
        return;
    }
    ImportWizard wizard(m_workspace.get(), files, this);
    // The wizard starts on the records of the page it is opened from.
    const QString page = currentPageName();
    const RecordKindId* kind = nullptr;
    static const QList<std::pair<QString, RecordKindId>> kinds{{QStringLiteral("baseline"), RecordKindId::Jobs},
                                                               {QStringLiteral("requirements"), RecordKindId::Criteria},
                                                               {QStringLiteral("candidates"), // not storage: page id
                                                                RecordKindId::Candidates},
                                                               {QStringLiteral("poc"), RecordKindId::Poc},
                                                               {QStringLiteral("tco"), RecordKindId::Tco}};
    for (const auto& [name, id] : kinds) {
        if (name == page)
            kind = &id;
    }
    if (kind)
        wizard.setKind(QLatin1String(key(*kind)));
    wizard.setAsOf(m_asOf); // the decision before and after the import, as of the window's date
    if (wizard.exec() == QDialog::Accepted)
        showStatus(
            tr("Imported %n row(s). Edit > Undo takes the whole import back.", nullptr, int(wizard.importedRows())));
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList files;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            files.append(url.toLocalFile());
    }
    if (files.isEmpty())
        return;
    event->acceptProposedAction();
    if (files.size() == 1 && files.first().endsWith(QLatin1String(".gatebench"), Qt::CaseInsensitive)) {
        openFile(files.first());
        return;
    }
    // The registry decides by content what can be imported; the rest is named and left out.
    QStringList importable;
    QStringList refused;
    for (const QString& file : std::as_const(files)) {
        if (auto format = FormatRegistry::standard().detect(file))
            importable.append(file);
        else
            refused.append(tr("%1: %2").arg(QFileInfo(file).fileName(), format.error().message));
    }
    if (!refused.isEmpty())
        showStatus(refused.join(QStringLiteral("; ")));
    if (importable.isEmpty())
        return;
    // Let the drop finish before the wizard's own event loop starts.
    QTimer::singleShot(0, this, [this, importable] { importFiles(importable); });
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    closeWorkspace();
    event->accept();
}

} // namespace gatebench
