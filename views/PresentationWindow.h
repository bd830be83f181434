#pragma once

#include "PresentationLayout.h"
#include "reports/PresentationSlides.h"

#include <QDate>
#include <QPointer>
#include <QWidget>

class QHBoxLayout;
class QScreen;

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
/// The minutes (another part of the review meeting) stay usable during a presentation: a widget given to
/// setSidePanel() is shown beside the slides (the slides take the rest of the screen, at the same sizes),
/// and keys typed into it stay its own; with a second screen the presentation opens on the screen the
/// main window is not on, so the main window stays usable on the other.
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
    /// Builds the slides again (a change of the evaluation, of the acting member or of the language).
    void rebuild();

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

    /// Shows `panel` beside the slides (the window takes it over); null removes the current one.
    void setSidePanel(QWidget* panel);
    QWidget* sidePanel() const { return m_sidePanel; }

signals:
    /// The view or the page shown changed, or the screen was blanked or brought back.
    void positionChanged();

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void moveTo(int view, int page);

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
};

} // namespace gatebench
