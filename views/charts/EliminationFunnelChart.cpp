#include "EliminationFunnelChart.h"

#include "BarLabels.h"
#include "Translation.h"
#include "decision/StatusColours.h"

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

    // The colours of the gate matrix (decision/StatusColours.h): passed, through on a waiver, blocked by
    // an open gate, eliminated. Solid fills, not pattern brushes: an SVG pattern is drawn differently
    // by each viewer (ImageMagick fills it black).
    auto* shortlist = new QBarSet(tr("Shortlisted"));
    shortlist->setColor(statusSwatch(Standing::SetAside).fill); // no gate judged yet: no gate's colour
    shortlist->setBorderColor(statusSwatch(Standing::SetAside).ink);
    auto* clear = new QBarSet(tr("Still in, no open gate"));
    auto* waived = new QBarSet(tr("Still in on a waiver"));
    auto* blocked = new QBarSet(tr("Still in, blocked by an unknown gate"));
    auto* out = new QBarSet(tr("Eliminated here"));
    const std::pair<QBarSet*, Standing> bands[] = {
        {clear, Standing::Passed}, {waived, Standing::Waived}, {blocked, Standing::Open}, {out, Standing::Failed}};
    for (const auto& [set, standing] : bands) {
        set->setColor(statusSwatch(standing).fill);
        set->setBorderColor(statusSwatch(standing).ink);
    }

    // Rows from the top: the shortlist, then each gate category in the committee's order. Qt Charts
    // counts categories from the bottom, so they are added in reverse.
    struct Row {
        int shortlist = 0;
        int clear = 0;
        int waived = 0;
        int blocked = 0;
        int out = 0;
        BarLabel label;
    };
    QList<Row> rows;
    {
        Row first;
        first.shortlist = m_funnel.shortlisted;
        first.label.text = tr("Shortlisted: %1").arg(m_funnel.shortlisted);
        first.label.end = m_funnel.shortlisted;
        rows.append(first);
    }
    for (int i = 0; i < m_funnel.steps.size(); ++i) {
        const FunnelStep& step = m_funnel.steps.at(i);
        Row row;
        row.clear = step.remaining - step.blocked - step.onWaiver;
        row.waived = step.onWaiver;
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
        *shortlist << row.shortlist;
        *clear << row.clear;
        *waived << row.waived;
        *blocked << row.blocked;
        *out << row.out;
        categories.append(QString::number(categories.size() + 1));
        labels.append(row.label);
    }
    auto* series = new QHorizontalStackedBarSeries;
    series->append(shortlist);
    series->append(clear);
    series->append(waived);
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
