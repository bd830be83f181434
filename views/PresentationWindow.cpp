#include "PresentationWindow.h"

#include "Translation.h"
#include "repositories/BaselineRepository.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QAction>
#include <QApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QPainter>
#include <QScreen>
#include <QThread>
#include <QTimer>
#include <QWindow>

#include <algorithm>

namespace gatebench {

namespace presentation {

/// Paints the current page of the current view (or nothing but black while blanked).
class Canvas : public QWidget {
public:
    explicit Canvas(PresentationWindow* window)
        : QWidget(window)
        , m_window(window)
    {
        setObjectName(QStringLiteral("presentationCanvas"));
        setFocusPolicy(Qt::StrongFocus);
        setAttribute(Qt::WA_OpaquePaintEvent);
    }

    /// The pages of view `index` at this canvas's size (laid out once per size and build).
    const QList<PageLayout>& pages(int index) const
    {
        if (m_size != size() || m_generation != m_built) {
            m_cache.clear();
            m_size = size();
            m_built = m_generation;
        }
        auto it = m_cache.find(index);
        if (it == m_cache.end()) {
            const QList<Slide>& slides = m_window->slides();
            QList<PageLayout> laid;
            if (index >= 0 && index < slides.size())
                laid = layoutSlide(slides.at(index), size(), Theme::highContrast(), index, int(slides.size()));
            else
                laid = {PageLayout{}};
            it = m_cache.insert(index, laid);
        }
        return *it;
    }
    void slidesChanged() { ++m_generation; }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        const Theme& theme = Theme::highContrast();
        if (m_window->isBlank()) {
            painter.fillRect(rect(), theme.blank);
            return;
        }
        painter.fillRect(rect(), theme.paper);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        if (!m_window->problem().isEmpty() || m_window->slides().isEmpty()) {
            // A build that failed says why; before the first one is ready, that it is being prepared.
            QFont font = painter.font();
            font.setPixelSize(Theme::bodyPx(size()));
            painter.setFont(font);
            painter.setPen(theme.ink);
            if (!m_window->problem().isEmpty())
                painter.drawText(rect().adjusted(40, 40, -40, -40), Qt::TextWordWrap, m_window->problem());
            else
                painter.drawText(rect().adjusted(40, 40, -40, -40), Qt::AlignCenter | Qt::TextWordWrap,
                                 PresentationWindow::tr("Preparing the slides…"));
            return;
        }
        const QList<PageLayout>& laid = pages(m_window->viewIndex());
        const PageLayout& page = laid.at(std::clamp(m_window->pageIndex(), 0, int(laid.size()) - 1));
        for (const DrawItem& item : page.items) {
            switch (item.kind) {
            case DrawItem::Kind::Text:
                painter.setFont(item.font);
                painter.setPen(item.colour);
                painter.drawText(item.rect, item.flags, item.text);
                break;
            case DrawItem::Kind::Fill:
            case DrawItem::Kind::Bar:
                painter.fillRect(item.rect, item.colour);
                break;
            case DrawItem::Kind::Frame:
                painter.setPen(QPen(item.colour, 2));
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(item.rect);
                break;
            case DrawItem::Kind::DashedFrame:
                painter.setPen(QPen(item.colour, 4, Qt::DashLine));
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(item.rect.adjusted(2, 2, -2, -2));
                break;
            case DrawItem::Kind::DoubleFrame:
                painter.setPen(QPen(item.colour, 2));
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(item.rect.adjusted(1, 1, -1, -1));
                painter.drawRect(item.rect.adjusted(6, 6, -6, -6));
                break;
            }
        }
    }

private:
    PresentationWindow* m_window;
    mutable QHash<int, QList<PageLayout>> m_cache;
    mutable QSize m_size;
    mutable int m_built = -1;
    int m_generation = 0;
};

} // namespace presentation

/// One build of the slides: what the worker read, for the generation it was started for.
struct PresentationWindow::Build {
    int generation = 0;
    Result<QList<presentation::Slide>> slides = QList<presentation::Slide>{};
};

PresentationWindow::PresentationWindow(Workspace& workspace, QDate asOf, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_workspace(workspace)
    , m_asOf(asOf)
    , m_cache(std::make_shared<presentation::BuildCache>())
{
    setObjectName(QStringLiteral("presentationWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("GateBench presentation"));
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
    m_canvas = new presentation::Canvas(this);
    m_layout->addWidget(m_canvas, 1);
    m_toggleSidePanel = new QAction(tr("Minutes"), this);
    m_toggleSidePanel->setObjectName(QStringLiteral("actionPresentationMinutes"));
    m_toggleSidePanel->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_toggleSidePanel->setShortcutContext(Qt::WindowShortcut);
    connect(m_toggleSidePanel, &QAction::triggered, this, &PresentationWindow::toggleSidePanel);
    addAction(m_toggleSidePanel);
    connect(&workspace, &Workspace::changed, this, [this](const ChangeEvent& event) {
        if (BaselineRepository::jobsTouchedBy(event))
            m_jobsChanged = true;
        // One build after a burst of changes (an import announces several); the slides shown stay.
        if (m_rebuildPending)
            return;
        m_rebuildPending = true;
        QTimer::singleShot(0, this, [this] {
            m_rebuildPending = false;
            startBuild(false);
        });
    });
    connect(&workspace, &QObject::destroyed, this, &QWidget::close);
    startBuild(true);
}

PresentationWindow::~PresentationWindow()
{
    // The worker reads through the workspace's reader: it finishes before the workspace may close.
    waitForWorker();
}

void PresentationWindow::waitForWorker()
{
    if (!m_worker)
        return;
    ++m_generation; // its answer is no longer wanted
    m_worker->wait();
    delete m_worker;
    m_worker = nullptr;
    m_buildAgain = false;
}

void PresentationWindow::closeEvent(QCloseEvent* event)
{
    if (m_worker && testAttribute(Qt::WA_DeleteOnClose)) {
        // Esc while the slides are being built: the window goes at once and is deleted when its worker
        // has finished (deleting it now would wait for the worker).
        setAttribute(Qt::WA_DeleteOnClose, false);
        m_leaving = true;
    }
    QWidget::closeEvent(event);
}

void PresentationWindow::present(QScreen* screen)
{
    if (m_leaving) {
        m_leaving = false;
        setAttribute(Qt::WA_DeleteOnClose);
    }
    if (screen) {
        // Shown first on the screen it belongs to, so that full screen covers that one.
        if (!windowHandle())
            create();
        windowHandle()->setScreen(screen);
        setGeometry(screen->geometry());
    } else if (this->screen()) {
        setGeometry(this->screen()->geometry());
    }
    showFullScreen();
    raise();
    activateWindow();
    if (!sidePanelHasFocus())
        m_canvas->setFocus();
}

void PresentationWindow::setAsOf(QDate date)
{
    if (!date.isValid() || date == m_asOf)
        return;
    m_asOf = date;
    startBuild(true);
}

void PresentationWindow::rebuild()
{
    startBuild(true);
}

bool PresentationWindow::isPreparing() const
{
    return m_worker != nullptr || m_rebuildPending;
}

void PresentationWindow::startBuild(bool clear)
{
    if (clear) {
        // What is shown is of another date, language or viewer: the "preparing" screen until the new one.
        m_slides.clear();
        m_problem.clear();
        m_canvas->slidesChanged();
        m_canvas->update();
    }
    if (m_worker) {
        m_buildAgain = true; // what it reads may already be out of date
        return;
    }
    const int generation = ++m_generation;
    // Everything the build needs from the workspace's thread is read here: the decision (shared with
    // the pages, computed once per change and date), the settings, the viewer, the language.
    EvaluationQueries& queries = m_workspace.queries();
    auto current = queries.decision(m_asOf);
    if (!current) {
        m_problem = current.error().message;
        m_slides.clear();
        m_canvas->slidesChanged();
        moveTo(m_view, m_page);
        emit slidesReady();
        return;
    }
    const EvaluationSettings& settings = queries.settings();
    presentation::Options options;
    options.language = currentLanguage();
    options.asOf = (*current)->decision.asOf;
    options.evaluationTitle = settings.title.in(options.language);
    options.simulated = settings.simulated;
    options.pricesHidden = queries.pricesHidden();
    const Viewer viewer = queries.viewer();
    if (std::exchange(m_jobsChanged, false))
        m_cache->jobsChanged(); // no worker runs: the cache is this thread's now
    auto build = std::make_shared<Build>();
    build->generation = generation;
    m_build = build;
    const EvaluationQueries* reader = &queries;
    std::shared_ptr<const CurrentDecision> decision = *current;
    std::shared_ptr<presentation::BuildCache> cache = m_cache;
    // openReader may be called from any thread while the workspace is open: this window waits for the
    // worker before it goes, and it goes before the workspace closes.
    m_worker = QThread::create([build, reader, viewer, decision, options, cache] {
        auto opened = reader->openReader(viewer);
        if (!opened) {
            build->slides = opened.error();
            return;
        }
        build->slides = presentation::build(**opened, decision->decision, decision->input, options, cache.get());
    });
    m_worker->setObjectName(QStringLiteral("presentationSlides"));
    connect(m_worker, &QThread::finished, this, [this, worker = m_worker] {
        if (worker == m_worker) // not one waited for already
            buildFinished();
    });
    m_worker->start();
}

void PresentationWindow::buildFinished()
{
    m_worker->deleteLater();
    m_worker = nullptr;
    if (m_leaving) {
        deleteLater();
        return;
    }
    const std::shared_ptr<Build> build = std::exchange(m_build, nullptr);
    if (std::exchange(m_buildAgain, false)) {
        // Asked for again while it ran: what it read may be out of date; the slides shown stay.
        startBuild(false);
        return;
    }
    if (!build || build->generation != m_generation)
        return;
    if (!build->slides) {
        m_problem = build->slides.error().message;
        m_slides.clear();
    } else {
        m_problem.clear();
        m_slides = std::move(build->slides).value();
    }
    m_canvas->slidesChanged();
    moveTo(m_view, m_page);
    emit slidesReady();
}

QString PresentationWindow::viewName() const
{
    return presentation::viewNames().value(m_view);
}

int PresentationWindow::pageCount() const
{
    return int(m_canvas->pages(m_view).size());
}

presentation::PageLayout PresentationWindow::currentLayout() const
{
    const auto& pages = m_canvas->pages(m_view);
    return pages.at(std::clamp(m_page, 0, int(pages.size()) - 1));
}

QWidget* PresentationWindow::canvas() const
{
    return m_canvas;
}

bool PresentationWindow::showView(const QString& name)
{
    const int index = int(presentation::viewNames().indexOf(name));
    if (index < 0)
        return false;
    showView(index);
    return true;
}

void PresentationWindow::showView(int index)
{
    moveTo(index, 0);
}

void PresentationWindow::next()
{
    if (m_page + 1 < pageCount())
        moveTo(m_view, m_page + 1);
    else if (m_view + 1 < presentation::viewNames().size())
        moveTo(m_view + 1, 0);
}

void PresentationWindow::previous()
{
    if (m_page > 0) {
        moveTo(m_view, m_page - 1);
    } else if (m_view > 0) {
        const int view = m_view - 1;
        moveTo(view, int(m_canvas->pages(view).size()) - 1);
    }
}

void PresentationWindow::setBlank(bool blank)
{
    if (m_blank == blank)
        return;
    m_blank = blank;
    m_canvas->update();
    emit positionChanged();
}

void PresentationWindow::moveTo(int view, int page)
{
    m_view = std::clamp(view, 0, int(presentation::viewNames().size()) - 1);
    m_page = std::clamp(page, 0, pageCount() - 1);
    m_canvas->update();
    emit positionChanged();
}

void PresentationWindow::setSidePanel(QWidget* panel)
{
    if (m_sidePanel && m_sidePanel != panel) {
        m_layout->removeWidget(m_sidePanel);
        m_sidePanel->hide();
    }
    m_sidePanel = panel;
    if (panel) {
        m_layout->addWidget(panel, 0);
        fitSidePanel();
        setSidePanelShown(true);
    } else {
        m_canvas->setFocus();
    }
}

void PresentationWindow::setSidePanelShown(bool shown)
{
    if (!m_sidePanel)
        return;
    m_sidePanel->setVisible(shown);
    if (shown) {
        m_sidePanel->setFocus(Qt::ShortcutFocusReason); // its focus proxy: the editor to type in
    } else {
        m_canvas->setFocus(Qt::ShortcutFocusReason);
    }
    // The slides are laid out again in the width the panel leaves (the canvas's pages follow its size).
    if (layout())
        layout()->activate();
    moveTo(m_view, m_page);
}

bool PresentationWindow::isSidePanelShown() const
{
    return m_sidePanel && !m_sidePanel->isHidden();
}

void PresentationWindow::toggleSidePanel()
{
    if (!m_sidePanel) {
        emit sidePanelRequested();
        return;
    }
    setSidePanelShown(!isSidePanelShown());
}

bool PresentationWindow::sidePanelHasFocus() const
{
    const QWidget* focus = QApplication::focusWidget();
    return m_sidePanel && focus && (focus == m_sidePanel || m_sidePanel->isAncestorOf(focus));
}

void PresentationWindow::fitSidePanel()
{
    if (!m_sidePanel)
        return;
    // A third of the screen at most, so that the slides keep two thirds; never narrower than the panel
    // can be.
    const int least = std::max(m_sidePanel->minimumSizeHint().width(), 320);
    m_sidePanel->setFixedWidth(std::clamp(width() * 3 / 10, least, std::max(least, width() / 3)));
}

void PresentationWindow::resizeEvent(QResizeEvent* event)
{
    fitSidePanel();
    QWidget::resizeEvent(event);
}

void PresentationWindow::keyPressEvent(QKeyEvent* event)
{
    if (sidePanelHasFocus()) {
        // The side panel's keys are its own (a key its editor did not take moves no slide); Esc gives
        // the focus back to the slides, and the next one leaves.
        if (event->key() == Qt::Key_Escape) {
            m_canvas->setFocus(Qt::OtherFocusReason);
            event->accept();
        } else {
            QWidget::keyPressEvent(event);
        }
        return;
    }
    switch (event->key()) {
    case Qt::Key_PageDown:
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Space:
        setBlank(false);
        next();
        break;
    case Qt::Key_PageUp:
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Backspace:
        setBlank(false);
        previous();
        break;
    case Qt::Key_Home:
        setBlank(false);
        moveTo(0, 0);
        break;
    case Qt::Key_End:
        setBlank(false);
        moveTo(int(presentation::viewNames().size()) - 1, 0);
        break;
    case Qt::Key_B:
    case Qt::Key_Period: // what presenter remotes send for "black screen"
        setBlank(!m_blank);
        break;
    case Qt::Key_Escape:
        close();
        break;
    default:
        if (event->key() >= Qt::Key_1 && event->key() <= Qt::Key_9) {
            const int index = event->key() - Qt::Key_1;
            if (index < presentation::viewNames().size()) {
                setBlank(false);
                moveTo(index, 0);
            }
            break;
        }
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

} // namespace gatebench
