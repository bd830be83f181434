#pragma once

#include "PresentationLayout.h"
#include "reports/PresentationSlides.h"

#include <QDate>
#include <QPointer>
#include <QWidget>

#include <memory>

class QAction;
class QHBoxLayout;
class QScreen;
class QThread;

namespace gatebench {

class Workspace;

namespace presentation {
class Canvas;
}

/// Presentation mode (issue 30): one view of the evaluation at a time, full screen, in the high-contrast
/// theme (PresentationTheme.h) and at sizes readable from the back of a room: the elimination funnel, the
/// gate matrix, the path to eligibility, the bonus ranking ("sealed" while a round is sealed), the PoC on
/// the same workload, the baseline's waits against the targets, the TCO of the Eligible candidates and
/// the decision record (reports/PresentationSlides.h), for the member acting on this machine, on the
/// window's as-of date and in its language. A view longer than the screen continues on further pages.
///
/// Keys (a presenter's remote sends the first ones): PgDn, Right, Down and Space go forward a page (then
/// to the next view); PgUp, Left, Up and Backspace back; Home and End go to the first and the last view;
/// 1-8 jump to a view; B (or a remote's "." key) blanks the screen and brings it back; Esc leaves.
///
/// The slides are built on a worker thread, through a reader of their own (EvaluationQueries::openReader):
/// on a large job log the baseline alone takes seconds. Until the first build is ready the screen says
/// that the slides are being prepared, and the keys move between the views meanwhile; a change of the
/// evaluation builds them again while the slides shown stay, and the new ones replace them when ready.
///
/// The minutes (another part of the review meeting) stay usable during a presentation: a widget given to
/// setSidePanel() is shown beside the slides (the slides are laid out again in the width left, at the
/// same text sizes). Ctrl+M shows and hides it, or, before there is one, asks for it
/// (sidePanelRequested). While one of its editors has the focus, every key is the editor's (PgDn, space,
/// B and the numbers type or scroll there, they never move the slides); Esc gives the focus back to the
/// slides, and a second Esc leaves. With a second screen the main window places the presentation on the
/// screen it is not on (MainWindow::startPresentation), so the main window and its minutes stay usable.
class PresentationWindow : public QWidget {
    Q_OBJECT

public:
    /// Presents `workspace` (which must outlive the window) as of `asOf`.
    PresentationWindow(Workspace& workspace, QDate asOf, QWidget* parent = nullptr);
    ~PresentationWindow() override;

    /// Shows the window full screen on `screen` (null: the window's own).
    void present(QScreen* screen = nullptr);

    /// The as-of date of the decision shown: the window's; the slides are built again.
    void setAsOf(QDate date);
    QDate asOf() const { return m_asOf; }
    /// Builds the slides again (a change of the acting member or of the language): the slides shown
    /// make way for the "preparing" screen until the new ones are ready.
    void rebuild();
    /// True while slides are being built (isPreparing() and no slide: the "preparing" screen shows).
    bool isPreparing() const;
    /// Closed while a build was running: hidden, and deleted when the build has finished (the window
    /// never waits for it); present() takes it back.
    bool isLeaving() const { return m_leaving; }

    /// Shows view `name` (one of presentation::viewNames()) from its first page; false for an unknown name.
    bool showView(const QString& name);
    void showView(int index);
    /// The next page (of this view, else the first of the next one) and the previous one.
    void next();
    void previous();

    int viewIndex() const { return m_view; }
    QString viewName() const;
    int pageIndex() const { return m_page; }
    /// The pages of the current view at the canvas's size.
    int pageCount() const;
    bool isBlank() const { return m_blank; }
    void setBlank(bool blank);

    /// What the slides say; empty before the first build or when it failed (problem() says why).
    const QList<presentation::Slide>& slides() const { return m_slides; }
    QString problem() const { return m_problem; }
    /// The current page's layout at the canvas's size (for tests).
    presentation::PageLayout currentLayout() const;
    /// The canvas the slides are painted on.
    QWidget* canvas() const;

    /// Shows `panel` beside the slides, with the focus in it (the window takes it over); null removes
    /// the current one.
    void setSidePanel(QWidget* panel);
    QWidget* sidePanel() const { return m_sidePanel; }
    /// Shows or hides the side panel (the focus goes into it, or back to the slides).
    void setSidePanelShown(bool shown);
    bool isSidePanelShown() const;
    /// Ctrl+M: shows or hides the side panel; without one, emits sidePanelRequested.
    void toggleSidePanel();

signals:
    /// The view or the page shown changed, or the screen was blanked or brought back.
    void positionChanged();
    /// A build of the slides has finished: slides() (or problem()) are the evaluation's current ones.
    void slidesReady();
    /// Ctrl+M with no side panel: whoever opened the presentation may give it one (setSidePanel).
    void sidePanelRequested();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void moveTo(int view, int page);
    /// Starts a build on the worker, or, while one runs, a new one after it (what it reads may be out
    /// of date); `clear`: the slides shown are no longer right (another date, language or viewer).
    void startBuild(bool clear);
    void buildFinished();
    /// Waits for the worker (the window closes, or the workspace does).
    void waitForWorker();
    /// Whether the focus is in the side panel.
    bool sidePanelHasFocus() const;
    void fitSidePanel();

    Workspace& m_workspace;
    QDate m_asOf;
    QList<presentation::Slide> m_slides;
    QString m_problem;
    int m_view = 0;
    int m_page = 0;
    bool m_blank = false;
    bool m_rebuildPending = false;
    presentation::Canvas* m_canvas = nullptr;
    QHBoxLayout* m_layout = nullptr;
    QPointer<QWidget> m_sidePanel;
    QAction* m_toggleSidePanel = nullptr;

    // The build on the worker thread: one at a time; its answer is kept only when no newer build was
    // asked for while it ran (m_generation).
    struct Build;
    QThread* m_worker = nullptr;
    std::shared_ptr<Build> m_build;
    int m_generation = 0;
    bool m_buildAgain = false;
    bool m_leaving = false;
    /// The job log as read by the last build (used by one build at a time: the worker's).
    std::shared_ptr<presentation::BuildCache> m_cache;
    bool m_jobsChanged = false;
};

} // namespace gatebench
