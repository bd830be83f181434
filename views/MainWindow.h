#pragma once

#include <QDate>
#include <QHash>
#include <QMainWindow>
#include <QPointer>

#include <memory>

class QAction;
class QDateEdit;
class QLabel;
class QPushButton;
class QListWidget;
class QMenu;
class QStackedWidget;

class QDockWidget;

namespace gatebench {

class OverviewPage;
class Page;
class PresentationWindow;
class MinutesPanel;
class SinceDialog;
class StartScreen;
class Workspace;

/// The GateBench window: navigation by the committee's workflow (Overview, Baseline,
/// Requirements, Candidates, PoC, TCO, Report, Audit log; Ctrl+1..8), the File, Edit, View and
/// Help menus, and the open workspace; with none open, the start screen.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// The page names of `--page`, in navigation order.
    static QStringList pageNames();
    /// The key that with Ctrl shows page `index` (0-based): 1 to 9, then 0 for the tenth.
    static Qt::Key pageKey(int index);
    /// The tabs of page `page` as `--page PAGE/TAB` names them, in order (empty: a page without tabs).
    static QStringList tabNames(const QString& page);
    /// Every name `--page` takes: each page, then each tab of a tabbed page ("tco/charts").
    static QStringList viewNames();

    /// Opens an evaluation (closing the current one) and shows `page` (default: Overview).
    /// Problems are shown in the window, never in a modal dialog. Returns true on success.
    bool openFile(const QString& path, const QString& page = {});
    /// Shows a page, or a page's tab ("tco/charts"; one of viewNames()).
    void showPage(const QString& name);
    /// The name of the page shown ("overview" ...).
    QString currentPageName() const;
    void closeWorkspace();

    /// Opens the evaluation the exit bundle `bundlePath` holds as the new file `target` (replaced if
    /// it exists): verified and unpacked off the GUI thread with a progress dialog and Cancel; a
    /// refused bundle is named with its reason in a message box, and nothing is written.
    void openBundleAs(const QString& bundlePath, const QString& target);
    /// Opens the import wizard on `files` (File > Import, or files dropped on the window).
    void importFiles(const QStringList& files);

    Workspace* workspace() const { return m_workspace.get(); }
    /// File > Open shared evaluation…: the dialog (window-modal), filled with the last server evaluation
    /// of the recent list; what it accepts is opened. Returns it (for a screenshot).
    QWidget* showServerDialog();
    Page* page(const QString& name) const;

    /// The evaluation date ("as of"), one for every page: today in the cluster's time zone when an
    /// evaluation opens, until the committee picks another.
    QDate asOf() const { return m_asOf; }
    void setAsOf(QDate date);
    /// Shows a cell of the assessments grid (Requirements > Assessments), e.g. from the gate matrix.
    void openAssessment(const QString& candidateId, const QString& criterionId);

    /// Opens presentation mode (F5, the toolbar's Present button, View > Present) on view `view` (one of
    /// presentation::viewNames(); empty: the first), full screen: on another screen than this window's
    /// when there is one (presentationScreen()), so that this window and its minutes stay usable beside
    /// it. Returns the presentation (null without an open evaluation); presentationStarted announces it.
    /// Ctrl+M in the presentation shows the minutes: beside the slides when both share one screen, else
    /// in this window's dock, on the other screen, with the focus.
    PresentationWindow* startPresentation(const QString& view = {});
    /// The screen a presentation goes to: the one chosen in View > Present on (setPresentationScreen)
    /// while it is connected; else the first of QGuiApplication::screens() that is not this window's,
    /// else this window's.
    QScreen* presentationScreen() const;
    /// Chooses the screen presentations go to by its name (QScreen::name; empty: another screen than
    /// this window's, the default), kept in the settings; a presentation shown moves there.
    void setPresentationScreen(const QString& name);
    /// The presentation shown; null when none is.
    PresentationWindow* presentation() const;

    /// Shows the Minutes panel (View > Minutes, Ctrl+M; the window option --minutes).
    void showMinutes();

    /// Shows "What changed since the last meeting" (View menu, the Overview's link; the window option
    /// --since): the differences from the last snapshot (or snapshot `fromId`) to the evaluation as it
    /// is, for the window's viewer. Not modal; null without an open evaluation.
    SinceDialog* showSince(qint64 fromId = 0);
    SinceDialog* sinceDialog() const;
    /// Committee > Take a snapshot… (and the button of the view): asks the snapshot's name (the
    /// meeting's date by default) without blocking, then takes it as the acting member; a refusal is a
    /// message that does not block. One undoable step.
    void takeSnapshot();
    MinutesPanel* minutesPanel() const { return m_minutes; }

signals:
    /// Presentation mode started: `window` shows the slides (PresentationWindow::setSidePanel takes a
    /// panel to show beside them).
    void presentationStarted(gatebench::PresentationWindow* window);
    /// The hook of the snapshots (issue 30, "What changed since the last meeting"): the committee
    /// accepted, at the end of a meeting, to take a snapshot named `name` of the evaluation; the window
    /// then takes it as the acting member (snapshots::take), or says why it may not.
    void snapshotRequested(const QString& name);

public:
    /// Keeps the window's frame inside the available area of its screen: never larger, and moved
    /// back inside (a geometry saved on a larger screen, a page that asked for more room).
    void fitToScreen();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildUi();
    void buildMenus();
    void buildPages();
    /// The Minutes panel in a dock beside the pages (hidden until View > Minutes).
    void buildMinutesDock();
    /// At the end of a meeting (MinutesPanel::meetingEnded): asks whether to take a snapshot, and on
    /// yes emits snapshotRequested. Asked over `host`, the window the meeting was ended in.
    void offerSnapshot(qint64 meetingId, const QString& suggestedName, QWidget* host);
    /// A Minutes panel on this window's workspace and as-of date, showing the dock's meeting, whose
    /// meetings' ends offer a snapshot.
    MinutesPanel* newMinutesPanel(QWidget* parent);
    /// Ctrl+M in the presentation (PresentationWindow::sidePanelRequested): see startPresentation.
    void minutesForPresentation();
    void setLanguage(const QString& language);
    void newEvaluation(bool demo, bool empty);
    void openDialog();
    /// File > Open shared evaluation…: where on a server (ServerOpenDialog), then openFile().
    void openServerDialog();
    /// File > Open bundle…: asks for the bundle and the file to make of it, then openBundleAs().
    void openBundle();
    void saveCopyAs();
    /// File > Export: the TCO as an Excel workbook (`workbook`) or its lines as CSV, in the interface
    /// language, statuses as of the window's date.
    void exportTco(bool workbook);
    /// File > Export > Exit bundle…: the bundle `gatebench export` writes, with progress and Cancel.
    void exportBundle();
    /// Edit > Who acts…: the member who works on this machine, from the committee's members.
    void chooseReviewer();
    /// Applies the member chosen on this machine (QSettings kMemberSetting) to the open evaluation.
    void applyActingMember();
    /// Edit > Review committee…
    void showMembers();
    /// Puts `path` first in the recent list, remembering the evaluation's title in both languages.
    void addRecent(const QString& path, const QStringList& titles = {});
    /// The titles of the recent evaluations in the interface language, by path (where one is known).
    static QHash<QString, QString> recentTitles();
    void refillRecent();
    void updateTitle();
    /// Shows the start screen when no evaluation is open, else the pages.
    void showStartOrPages();
    void showProblem(const QString& message);
    void showStatus(const QString& message);
    /// Enables and names the Undo and Redo actions after the open workspace's undo stack.
    void followUndoStack();
    /// Enables the actions that need an open evaluation when one is open.
    void updateActions();
    /// Today in the open evaluation's cluster time zone (the system's date when none is open).
    QDate today() const;

    std::unique_ptr<Workspace> m_workspace;
    /// With no evaluation open, the start screen; else the navigation and the pages.
    QStackedWidget* m_root = nullptr;
    StartScreen* m_start = nullptr;
    QWidget* m_workArea = nullptr;
    /// Every named splitter's state (the navigation's and the pages'), by object name: kept across a
    /// language switch, which rebuilds the window.
    QHash<QString, QByteArray> m_splitterStates;
    QListWidget* m_nav = nullptr;
    QStackedWidget* m_stack = nullptr;
    QList<Page*> m_pages;
    OverviewPage* m_overview = nullptr;
    QMenu* m_recentMenu = nullptr;
    QLabel* m_simulatedBadge = nullptr;
    QLabel* m_fileCheckBadge = nullptr; ///< the check of the whole file after opening: running, or failed
    QLabel* m_serverBadge = nullptr;    ///< a server evaluation: where it is, and a lost connection
    QLabel* m_reviewerLabel = nullptr;
    QList<QAction*> m_needsWorkspace;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QLabel* m_asOfLabel = nullptr;
    QDateEdit* m_asOfEdit = nullptr;
    QPushButton* m_asOfToday = nullptr;
    QDate m_asOf;
    QPointer<PresentationWindow> m_presentation;
    QDockWidget* m_minutesDock = nullptr;
    MinutesPanel* m_minutes = nullptr;
    /// The minutes beside the slides of a presentation on this window's screen (the presentation owns it).
    QPointer<MinutesPanel> m_presentationMinutes;
    /// The name of the screen chosen for presentations (View > Present on); empty: another than this one.
    QString m_presentationScreen;
    QPointer<SinceDialog> m_since;
};

} // namespace gatebench
