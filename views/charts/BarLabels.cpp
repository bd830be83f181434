#include "BarLabels.h"

#include "ChartStyle.h"

#include <QAbstractSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QLegend>

namespace gatebench {

void attachBarLabels(QChart* chart, QAbstractSeries* series, const QList<BarLabel>& labels, double barWidth,
                     const QFont& font)
{
    QList<QGraphicsSimpleTextItem*> texts;
    QList<QGraphicsSimpleTextItem*> values;
    for (const BarLabel& label : labels) {
        QFont textFont = font;
        textFont.setItalic(label.italic);
        auto* text = new QGraphicsSimpleTextItem(chartLabel(label.text), chart);
        text->setFont(textFont);
        text->setBrush(label.colour);
        text->setZValue(10);
        text->setData(0, QStringLiteral("barLabel"));
        texts.append(text);
        QGraphicsSimpleTextItem* value = nullptr;
        if (!label.value.isEmpty()) {
            QFont bold = font;
            bold.setBold(true);
            value = new QGraphicsSimpleTextItem(label.value, chart);
            value->setFont(bold);
            value->setZValue(10);
        }
        values.append(value);
    }
    const QList<double> ends = [&] {
        QList<double> list;
        for (const BarLabel& label : labels)
            list.append(label.end);
        return list;
    }();
    QStringList whole;
    for (const BarLabel& label : labels)
        whole.append(chartLabel(label.text, 1000));
    const auto place = [chart, series, texts, values, ends, barWidth, whole] {
        for (int i = 0; i < texts.size(); ++i) {
            // Category i is centred on i; its bar's upper edge is at i + barWidth / 2.
            const QPointF top = chart->mapToPosition(QPointF(0, i + barWidth / 2), series);
            QGraphicsSimpleTextItem* text = texts.at(i);
            // Never cut off by the chart's edge: a label too long for the width is elided, and its
            // tooltip carries it whole.
            const QLegend* legend = chart->legend();
            const qreal right = legend->isVisible() && legend->alignment() == Qt::AlignRight ? legend->geometry().left()
                                                                                             : chart->size().width();
            const qreal room = right - top.x() - 6;
            const QString shown =
                room > 40 ? QFontMetricsF(text->font()).elidedText(whole.at(i), Qt::ElideRight, room) : whole.at(i);
            text->setText(shown);
            text->setToolTip(shown == whole.at(i) ? QString() : whole.at(i));
            text->setPos(top.x() + 2, top.y() - text->boundingRect().height() - 1);
            if (QGraphicsSimpleTextItem* value = values.at(i)) {
                const QPointF end = chart->mapToPosition(QPointF(ends.at(i), i), series);
                value->setPos(end.x() + 6, end.y() - value->boundingRect().height() / 2);
            }
        }
    };
    QObject::connect(chart, &QChart::plotAreaChanged, chart, place);
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart, place);
    place();
}

} // namespace gatebench
