#include "BaselineDaysChart.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QFontMetrics>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QResizeEvent>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gatebench {

namespace {

/// Okabe-Ito, as the other charts: allocated, active, effective.
const QList<QColor>& measureColours()
{
    static const QList<QColor> colours = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73)};
    return colours;
}

QString dayLabel(const QDate& day)
{
    //: a day on the axis of the per-day utilization chart: the weekday's short name and the date
    return BaselineDaysChart::tr("%1 %2").arg(QLocale().dayName(day.dayOfWeek(), QLocale::ShortFormat),
                                              day.toString(QStringLiteral("MM-dd")));
}

} // namespace

BaselineDaysChart::BaselineDaysChart(QWidget* parent)
    : QWidget(parent)
    , m_view(embedChartView(this, this))
{
    setMinimumHeight(340);
}

void BaselineDaysChart::setDays(const QList<DayUtilization>& days, const QString& caption)
{
    m_days = days;
    m_caption = caption;
    m_builtFor = std::max(width(), 600);
    QChart* old = m_view->chart();
    m_view->setChart(buildChart(false, m_builtFor));
    delete old;
}

void BaselineDaysChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // The day labels are spaced for the width: rebuild when it changes enough to fit more or fewer.
    if (!m_days.isEmpty() && std::abs(event->size().width() - m_builtFor) > 80) {
        m_builtFor = event->size().width();
        QChart* old = m_view->chart();
        m_view->setChart(buildChart(false, m_builtFor));
        delete old;
    }
}

QStringList BaselineDaysChart::seriesNames() const
{
    QStringList names;
    const QChart* chart = m_view->chart();
    if (!chart)
        return names;
    for (QAbstractSeries* series : chart->series()) {
        if (!names.contains(series->name()))
            names.append(series->name());
    }
    return names;
}

QString BaselineDaysChart::exportTitle() const
{
    return m_caption;
}

QSize BaselineDaysChart::exportSize() const
{
    return QSize(1100, 440);
}

QChart* BaselineDaysChart::buildChart(bool titled, int width) const
{
    QChart* chart = newChart(titled ? std::optional(m_caption) : std::nullopt);
    chart->setMargins(QMargins(4, 4, 24, 4));
    const int n = int(m_days.size());

    // Days: one category each, labelled every `step` days so that no two labels meet.
    auto* x = new QCategoryAxis;
    x->setLabelsFont(chartFont(kChartSmallTextPx));
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setRange(-0.5, std::max(0, n - 1) + 0.5);
    const QFontMetrics metrics(chartFont(kChartSmallTextPx));
    int widest = 0;
    for (const DayUtilization& d : m_days)
        widest = std::max(widest, metrics.horizontalAdvance(dayLabel(d.day)));
    const double perDay = n > 0 ? double(width - 90) / double(n) : 1.0;
    const int step = std::max(1, int(std::ceil(double(widest + 14) / std::max(1.0, perDay))));
    for (int i = 0; i < n; i += step)
        x->append(dayLabel(m_days.at(i).day), i);
    x->setGridLineVisible(false);
    x->setTitleText(tr("Day (weekends shaded)"));
    x->setTitleFont(chartFont(kChartSmallTextPx));
    chart->addAxis(x, Qt::AlignBottom);
    auto* y = new QValueAxis;
    y->setRange(0, 100);
    y->setTickCount(6);
    y->setLabelFormat(QStringLiteral("%.0f%%"));
    y->setLabelsFont(chartFont(kChartSmallTextPx));
    y->setTitleText(tr("Share of the GPU capacity (%)"));
    y->setTitleFont(chartFont(kChartSmallTextPx));
    chart->addAxis(y, Qt::AlignLeft);

    // Weekends first, behind the lines: one grey band per run of Saturdays and Sundays.
    bool weekendNamed = false;
    for (int i = 0; i < n;) {
        if (m_days.at(i).day.dayOfWeek() < 6) {
            ++i;
            continue;
        }
        int last = i;
        while (last + 1 < n && m_days.at(last + 1).day.dayOfWeek() >= 6)
            ++last;
        auto* upper = new QLineSeries(chart);
        upper->append(i - 0.5, 100);
        upper->append(last + 0.5, 100);
        auto* lower = new QLineSeries(chart);
        lower->append(i - 0.5, 0);
        lower->append(last + 0.5, 0);
        auto* band = new QAreaSeries(upper, lower);
        band->setName(tr("Weekend"));
        band->setColor(QColor(0xe8, 0xe8, 0xe8));
        band->setBorderColor(QColor(0xc8, 0xc8, 0xc8));
        chart->addSeries(band);
        band->attachAxis(x);
        band->attachAxis(y);
        const QList<QLegendMarker*> markers = chart->legend()->markers(band);
        for (QLegendMarker* marker : markers)
            marker->setVisible(!weekendNamed);
        weekendNamed = true;
        i = last + 1;
    }

    const QList<std::pair<QString, std::optional<double> DayUtilization::*>> measures{
        {tr("Allocated"), &DayUtilization::allocated},
        {tr("Active"), &DayUtilization::active},
        {tr("Effective"), &DayUtilization::effective}};
    for (int m = 0; m < measures.size(); ++m) {
        const auto& [name, field] = measures.at(m);
        auto* line = new QLineSeries;
        for (int i = 0; i < n; ++i) {
            if (const std::optional<double>& share = m_days.at(i).*field)
                line->append(i, *share * 100.0);
        }
        if (line->count() == 0) {
            delete line;
            continue;
        }
        line->setName(chartLabel(name));
        QPen pen(measureColours().at(m));
        pen.setWidthF(2);
        line->setPen(pen);
        line->setPointsVisible(n <= 62);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        const QList<DayUtilization> days = m_days;
        QObject::connect(line, &QLineSeries::hovered, chart, [name, days](const QPointF& point, bool on) {
            const int i = int(std::lround(point.x()));
            if (!on || i < 0 || i >= days.size()) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(), tr("%1, %2: %3%")
                                                   .arg(QLocale().toString(days.at(i).day, QLocale::LongFormat), name,
                                                        QLocale().toString(point.y(), 'f', 1)));
        });
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(kChartSmallTextPx));
    return chart;
}

void BaselineDaysChart::render(QPainter& painter, const QRectF& target) const
{
    renderChartOnce(buildChart(true, exportSize().width()), exportSize(), painter, target);
}

} // namespace gatebench
