#include "EliminationFunnelChart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QCursor>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace gatebench {

EliminationFunnelChart::EliminationFunnelChart(QWidget* parent)
    : QWidget(parent)
    , m_view(new QChartView(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setContextMenuPolicy(Qt::NoContextMenu);
    m_view->setMinimumHeight(260);
    addChartExportMenu(this, this);
}

void EliminationFunnelChart::setFunnel(const EliminationFunnel& funnel, const QStringList& eliminatedNames,
                                       const QString& caption)
{
    m_funnel = funnel;
    m_eliminatedNames = eliminatedNames;
    m_caption = caption;
    QChart* old = m_view->chart();
    m_view->setChart(buildChart());
    delete old;
}

QString EliminationFunnelChart::exportTitle() const
{
    return m_caption.isEmpty() ? tr("Elimination funnel") : m_caption;
}

QSize EliminationFunnelChart::exportSize() const
{
    return QSize(std::max(640, 170 * int(m_funnel.steps.size() + 1)), 440);
}

QChart* EliminationFunnelChart::buildChart() const
{
    auto* chart = new QChart;
    chart->setTitle(m_caption);
    chart->setTitleFont(chartFont(15, true));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->layout()->setContentsMargins(0, 0, 0, 0);

    auto* clear = new QBarSet(tr("Still in, no open gate"));
    auto* blocked = new QBarSet(tr("Still in, blocked by an unknown gate"));
    auto* out = new QBarSet(tr("Eliminated here"));
    clear->setColor(QColor(0x81, 0xc7, 0x84));
    clear->setBorderColor(QColor(0x1b, 0x5e, 0x20));
    // Patterns as well as colours: the funnel must read in black and white and for colour-blind eyes.
    blocked->setBrush(QBrush(QColor(0xef, 0x8f, 0x00), Qt::BDiagPattern));
    blocked->setBorderColor(QColor(0x7a, 0x41, 0x00));
    out->setBrush(QBrush(QColor(0xc6, 0x28, 0x28), Qt::DiagCrossPattern));
    out->setBorderColor(QColor(0xb7, 0x1c, 0x1c));

    QStringList categories{tr("Shortlisted\n%1").arg(m_funnel.shortlisted)};
    *clear << m_funnel.shortlisted;
    *blocked << 0;
    *out << 0;
    for (const FunnelStep& step : m_funnel.steps) {
        categories.append(
            step.eliminatedHere.isEmpty()
                ? tr("%1\n%2 left").arg(step.label).arg(step.remaining)
                : tr("%1\n%2 left, %3 out").arg(step.label).arg(step.remaining).arg(step.eliminatedHere.size()));
        *clear << step.remaining - step.blocked;
        *blocked << step.blocked;
        *out << step.eliminatedHere.size();
    }
    auto* series = new QStackedBarSeries;
    series->append(clear);
    series->append(blocked);
    series->append(out);
    series->setBarWidth(0.6);
    chart->addSeries(series);

    auto* x = new QBarCategoryAxis;
    x->append(categories);
    x->setLabelsFont(chartFont(12));
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto* y = new QValueAxis;
    y->setRange(0, std::max(1, m_funnel.shortlisted));
    y->setTickCount(std::max(2, m_funnel.shortlisted + 1));
    y->setLabelFormat(QStringLiteral("%d"));
    y->setLabelsFont(chartFont(12));
    y->setTitleText(tr("Candidates"));
    y->setTitleFont(chartFont(12));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);

    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(12));

    const QStringList names = m_eliminatedNames;
    const EliminationFunnel funnel = m_funnel;
    QObject::connect(series, &QStackedBarSeries::hovered, chart, [names, funnel](bool on, int index, QBarSet*) {
        if (!on || index <= 0 || index > funnel.steps.size()) {
            QToolTip::hideText();
            return;
        }
        const FunnelStep& step = funnel.steps.at(index - 1);
        QString text =
            QCoreApplication::translate("gatebench::EliminationFunnelChart", "%1: %2 still in, %3 of them blocked")
                .arg(step.label)
                .arg(step.remaining)
                .arg(step.blocked);
        if (!names.value(index - 1).isEmpty())
            text += u'\n' + QCoreApplication::translate("gatebench::EliminationFunnelChart", "Eliminated here: %1")
                                .arg(names.value(index - 1));
        QToolTip::showText(QCursor::pos(), text);
    });
    return chart;
}

void EliminationFunnelChart::render(QPainter& painter, const QRectF& target) const
{
    QGraphicsScene scene;
    QChart* chart = buildChart();
    scene.addItem(chart);
    chart->resize(exportSize());
    chart->layout()->activate();
    painter.save();
    painter.fillRect(target, Qt::white);
    scene.render(&painter, target, QRectF(QPointF(0, 0), QSizeF(exportSize())));
    painter.restore();
}

} // namespace gatebench
