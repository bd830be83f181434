#include "BonusBarsChart.h"

#include "core/Labels.h"

#include "BarLabels.h"
#include "Translation.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QHorizontalStackedBarSeries>
#include <QLocale>
#include <QToolTip>

#include <algorithm>

namespace gatebench {

namespace {

constexpr double kBarWidth = 0.5;

/// Okabe-Ito: distinguishable with the common colour-vision deficiencies.
QColor segmentColour(int i)
{
    static const QList<QColor> colours = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                                          QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00),
                                          QColor(0xf0, 0xe4, 0x42)};
    return colours.at(i % colours.size());
}

QString points(double value)
{
    return QLocale().toString(value, 'f', 1);
}

} // namespace

BonusBarsChart::BonusBarsChart(QWidget* parent)
    : QWidget(parent)
    , m_view(embedChartView(this, this))
{}

void BonusBarsChart::setBars(const BonusBars& bars, const QString& caption)
{
    m_bars = bars;
    m_caption = caption;
    QChart* old = m_view->chart();
    m_view->setChart(buildChart(false));
    delete old;
    m_view->setMinimumHeight(150 + 48 * int(m_bars.bars.size() + m_bars.stopped.size()));
}

QString BonusBarsChart::exportTitle() const
{
    return m_caption.isEmpty() ? tr("Bonus scores") : m_caption;
}

QSize BonusBarsChart::exportSize() const
{
    return QSize(960, 170 + 56 * int(m_bars.bars.size() + m_bars.stopped.size()));
}

QChart* BonusBarsChart::buildChart(bool titled) const
{
    QChart* chart = newChart(titled ? std::optional(m_caption) : std::nullopt);

    // Rows from the top: the ranked candidates, then the stopped ones without a bar, greyed, with
    // the gate that stops them. Qt Charts counts categories from the bottom: rows go in reversed.
    struct Row {
        QList<double> segments; ///< per weighted criterion
        BarLabel label;
    };
    QList<Row> rows;
    for (const BonusBar& bar : m_bars.bars) {
        Row row;
        for (const QString& criterionId : m_bars.criterionIds) {
            double value = 0;
            for (const BonusSegment& segment : bar.segments) {
                if (segment.criterionId == criterionId)
                    value = segment.points;
            }
            row.segments.append(value);
        }
        row.label.text = tr("%1. %2").arg(bar.rank).arg(bar.name);
        row.label.value = bar.scored ? points(bar.score) : tr("no score");
        row.label.end = bar.score;
        rows.append(row);
    }
    for (const StoppedCandidate& s : m_bars.stopped) {
        Row row;
        row.segments = QList<double>(m_bars.criterionIds.size(), 0.0);
        const QString gates =
            s.gateTitles.isEmpty() ? s.gateTitle : s.gateTitles.join(listSeparator(currentLanguage()));
        row.label.text = s.status == CandidateStatus::Eliminated
                             ? tr("%1 — eliminated by gate %2: not ranked").arg(s.name, gates)
                             : tr("%1 — blocked by %2 (unknown): not ranked").arg(s.name, gates);
        row.label.colour = QColor(0x75, 0x75, 0x75);
        row.label.italic = true;
        rows.append(row);
    }
    std::reverse(rows.begin(), rows.end());

    auto* series = new QHorizontalStackedBarSeries;
    series->setBarWidth(kBarWidth);
    for (int k = 0; k < m_bars.criterionIds.size(); ++k) {
        auto* set = new QBarSet(chartLabel(m_bars.criterionTitles.value(k)));
        set->setColor(segmentColour(k));
        set->setBorderColor(Qt::white);
        for (const Row& row : std::as_const(rows))
            *set << row.segments.value(k);
        series->append(set);
    }
    chart->addSeries(series);

    QStringList categories;
    QList<BarLabel> labels;
    for (const Row& row : std::as_const(rows)) {
        categories.append(QString::number(categories.size() + 1));
        labels.append(row.label);
    }
    // Names stand above the bars, not on the category axis.
    addHorizontalBarAxes(chart, series, categories, 100, 6,
                         tr("Bonus score (0-100), only for candidates that pass every gate"));
    attachBarLabels(chart, series, labels, kBarWidth, chartFont(kChartSmallTextPx));

    const int ranked = int(m_bars.bars.size());
    const int total = int(rows.size());
    const BonusBars bars = m_bars;
    QObject::connect(
        series, &QHorizontalStackedBarSeries::hovered, chart, [bars, ranked, total](bool on, int index, QBarSet* set) {
            const int i = total - 1 - index; // back to rank order
            if (!on || i < 0 || i >= ranked) {
                QToolTip::hideText();
                return;
            }
            const BonusBar& bar = bars.bars.at(i);
            QToolTip::showText(QCursor::pos(), tr("%1, rank %2: %3 points in all; %4: %5")
                                                   .arg(bar.name)
                                                   .arg(bar.rank)
                                                   .arg(points(bar.score), set->label(), points(set->at(index))));
        });
    return chart;
}

void BonusBarsChart::render(QPainter& painter, const QRectF& target) const
{
    renderLaidOut(painter, target, exportSize());
}

void BonusBarsChart::renderLaidOut(QPainter& painter, const QRectF& target, const QSize& layout) const
{
    renderChartOnce(buildChart(true), layout, painter, target);
}

} // namespace gatebench
