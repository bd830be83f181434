#include "EliminationFunnelChart.h"

#include "BarLabels.h"
#include "Translation.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QHorizontalStackedBarSeries>
#include <QToolTip>

#include <algorithm>

namespace gatebench {

namespace {

constexpr double kBarWidth = 0.5;

} // namespace

EliminationFunnelChart::EliminationFunnelChart(QWidget* parent)
    : QWidget(parent)
    , m_view(embedChartView(this, this))
{}

void EliminationFunnelChart::setFunnel(const EliminationFunnel& funnel, const QStringList& eliminatedNames,
                                       const QString& caption)
{
    m_funnel = funnel;
    m_eliminatedNames = eliminatedNames;
    m_caption = caption;
    QChart* old = m_view->chart();
    m_view->setChart(buildChart(false));
    delete old;
    m_view->setMinimumHeight(120 + 50 * int(m_funnel.steps.size() + 1));
}

QString EliminationFunnelChart::exportTitle() const
{
    return m_caption.isEmpty() ? tr("Elimination funnel") : m_caption;
}

QSize EliminationFunnelChart::exportSize() const
{
    return QSize(960, 150 + 58 * int(m_funnel.steps.size() + 1));
}

QChart* EliminationFunnelChart::buildChart(bool titled) const
{
    QChart* chart = newChart(titled ? std::optional(m_caption) : std::nullopt);

    auto* clear = new QBarSet(tr("Still in, no open gate"));
    auto* blocked = new QBarSet(tr("Still in, blocked by an unknown gate"));
    auto* out = new QBarSet(tr("Eliminated here"));
    clear->setColor(QColor(0x81, 0xc7, 0x84));
    clear->setBorderColor(QColor(0x1b, 0x5e, 0x20));
    // Lightness as well as hue, so that the funnel reads in black and white and for colour-blind
    // eyes: blocked is the lightest band, eliminated the darkest. Solid fills, not pattern brushes:
    // an SVG pattern is drawn differently by each viewer (ImageMagick fills it black).
    blocked->setColor(QColor(0xff, 0xe0, 0x9e));
    blocked->setBorderColor(QColor(0x7a, 0x41, 0x00));
    out->setColor(QColor(0xb7, 0x1c, 0x1c));
    out->setBorderColor(QColor(0x7f, 0x00, 0x00));

    // Rows from the top: the shortlist, then each gate category in the committee's order. Qt Charts
    // counts categories from the bottom, so they are added in reverse.
    struct Row {
        int clear = 0;
        int blocked = 0;
        int out = 0;
        BarLabel label;
    };
    QList<Row> rows;
    {
        Row shortlist;
        shortlist.clear = m_funnel.shortlisted;
        shortlist.label.text = tr("Shortlisted: %1").arg(m_funnel.shortlisted);
        shortlist.label.end = m_funnel.shortlisted;
        rows.append(shortlist);
    }
    for (int i = 0; i < m_funnel.steps.size(); ++i) {
        const FunnelStep& step = m_funnel.steps.at(i);
        Row row;
        row.clear = step.remaining - step.blocked;
        row.blocked = step.blocked;
        row.out = int(step.eliminatedHere.size());
        QString text = step.blocked > 0
                           ? tr("%1: %2 left, %3 of them blocked").arg(step.label).arg(step.remaining).arg(step.blocked)
                           : tr("%1: %2 left").arg(step.label).arg(step.remaining);
        // Clauses apart as the language writes them: "; " in English, "；" in Chinese.
        const QString clause = currentLanguage() == QLatin1String("en") ? QStringLiteral("; ") : QStringLiteral("；");
        if (step.waived > 0)
            text += clause + tr("%n through on a waiver", nullptr, step.waived);
        if (!step.eliminatedHere.isEmpty())
            text += clause + tr("eliminated here: %1").arg(m_eliminatedNames.value(i));
        row.label.text = text;
        row.label.end = step.remaining + row.out;
        rows.append(row);
    }
    std::reverse(rows.begin(), rows.end());
    QStringList categories;
    QList<BarLabel> labels;
    for (const Row& row : std::as_const(rows)) {
        *clear << row.clear;
        *blocked << row.blocked;
        *out << row.out;
        categories.append(QString::number(categories.size() + 1));
        labels.append(row.label);
    }
    auto* series = new QHorizontalStackedBarSeries;
    series->append(clear);
    series->append(blocked);
    series->append(out);
    series->setBarWidth(kBarWidth);
    chart->addSeries(series);

    // The labels stand above the bars, not on the category axis.
    addHorizontalBarAxes(chart, series, categories, std::max(1, m_funnel.shortlisted),
                         std::max(2, std::min(m_funnel.shortlisted, 10) + 1), tr("Shortlisted candidates"));
    attachBarLabels(chart, series, labels, kBarWidth, chartFont(kChartSmallTextPx));

    QObject::connect(series, &QHorizontalStackedBarSeries::hovered, chart, [labels](bool on, int index, QBarSet*) {
        if (on && index >= 0 && index < labels.size())
            QToolTip::showText(QCursor::pos(), labels.at(index).text);
        else
            QToolTip::hideText();
    });
    return chart;
}

void EliminationFunnelChart::render(QPainter& painter, const QRectF& target) const
{
    renderChartOnce(buildChart(true), exportSize(), painter, target);
}

} // namespace gatebench
