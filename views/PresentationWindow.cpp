#include "PresentationWindow.h"

#include "Translation.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QPainter>
#include <QScreen>
#include <QTimer>
#include <QWindow>

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
        if (!m_window->problem().isEmpty()) {
            QFont font = painter.font();
            font.setPixelSize(Theme::bodyPx(size()));
            painter.setFont(font);
            painter.setPen(theme.ink);
            painter.drawText(rect().adjusted(40, 40, -40, -40), Qt::TextWordWrap, m_window->problem());
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

PresentationWindow::PresentationWindow(Workspace& workspace, QDate asOf, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_workspace(workspace)
    , m_asOf(asOf)
{
    setObjectName(QStringLiteral("presentationWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("GateBench presentation"));
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
    m_canvas = new presentation::Canvas(this);
    m_layout->addWidget(m_canvas, 1);
    connect(&workspace, &Workspace::changed, this, [this] {
        // One build after a burst of changes (an import announces several).
        if (m_rebuildPending)
            return;
        m_rebuildPending = true;
        QTimer::singleShot(0, this, [this] {
            m_rebuildPending = false;
            rebuild();
        });
    });
    connect(&workspace, &QObject::destroyed, this, &QWidget::close);
    rebuild();
}

PresentationWindow::~PresentationWindow() = default;

void PresentationWindow::present(QScreen* screen)
{
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
    m_canvas->setFocus();
}

void PresentationWindow::setAsOf(QDate date)
{
    if (!date.isValid() || date == m_asOf)
        return;
    m_asOf = date;
    rebuild();
}

void PresentationWindow::rebuild()
{
    m_problem.clear();
    EvaluationQueries& queries = m_workspace.queries();
    auto current = queries.decision(m_asOf);
    if (!current) {
        m_problem = current.error().message;
        m_slides.clear();
    } else {
        const EvaluationSettings& settings = queries.settings();
        presentation::Options options;
        options.language = currentLanguage();
        options.asOf = (*current)->decision.asOf;
        options.evaluationTitle = settings.title.in(options.language);
        options.simulated = settings.simulated;
        options.pricesHidden = queries.pricesHidden();
        auto built = presentation::build(queries.rows(), (*current)->decision, (*current)->input, options);
        if (!built) {
            m_problem = built.error().message;
            m_slides.clear();
        } else {
            m_slides = std::move(built).value();
        }
    }
    m_canvas->slidesChanged();
    moveTo(m_view, m_page);
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
        panel->show();
    }
}

void PresentationWindow::keyPressEvent(QKeyEvent* event)
{
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
