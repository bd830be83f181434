#include "ChartStyle.h"

#include <QVBoxLayout>

#include <QChartView>

#include <QGraphicsScene>

#include <QGraphicsLayout>

#include <QAbstractSeries>
#include <QBarCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QValueAxis>

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QImage>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QWidget>

#include <algorithm>

namespace gatebench {

QChartView* embedChartView(QWidget* host, const ChartDrawing* drawing)
{
    auto* view = new QChartView(host);
    auto* layout = new QVBoxLayout(host);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view);
    view->setRenderHint(QPainter::Antialiasing);
    view->setContextMenuPolicy(Qt::NoContextMenu);
    addChartExportMenu(host, drawing);
    return view;
}

void renderChartOnce(QChart* chart, const QSize& size, QPainter& painter, const QRectF& target)
{
    QGraphicsScene scene; // owns the chart from here on
    scene.addItem(chart);
    chart->resize(size);
    chart->layout()->activate();
    painter.save();
    painter.fillRect(target, Qt::white);
    scene.render(&painter, target, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.restore();
}

QString chartFontFamily()
{
    static const QString family = [] {
        // Under a Chinese locale fontconfig lists WenQuanYi by its Chinese names only: look for those too,
        // else the charts fall back to another family than the report's text (two families in one PDF).
        const QStringList installed = QFontDatabase::families();
        const QList<QStringList> candidates{
            {QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("文泉驿微米黑"), QStringLiteral("文泉驛微米黑")},
            {QStringLiteral("Noto Sans CJK SC")},
            {QStringLiteral("Noto Sans SC")}};
        for (const QStringList& names : candidates) {
            if (std::any_of(names.cbegin(), names.cend(),
                            [&](const QString& name) { return installed.contains(name); }))
                return names.first();
        }
        return QGuiApplication::font().family();
    }();
    return family;
}

QFont chartFont(int pixelSize, bool bold)
{
    QFont font(chartFontFamily());
    font.setPixelSize(pixelSize);
    font.setBold(bold);
    font.setStyleStrategy(QFont::PreferAntialias);
    return font;
}

QString chartLabel(const QString& text, qsizetype most)
{
    if (text.size() <= most)
        return text;
    qsizetype cut = most;
    if (text.at(cut - 1).isHighSurrogate())
        --cut;
    return text.left(cut) + QStringLiteral("…");
}

QChart* newChart(const std::optional<QString>& title)
{
    auto* chart = new QChart;
    if (title)
        chart->setTitle(chartLabel(*title));
    chart->setTitleFont(chartFont(15, true));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    return chart;
}

void addHorizontalBarAxes(QChart* chart, QAbstractSeries* series, const QStringList& categories, double maximum,
                          int ticks, const QString& valueTitle)
{
    auto* y = new QBarCategoryAxis;
    QStringList labels;
    for (const QString& category : categories)
        labels.append(chartLabel(category));
    y->append(labels);
    y->setLabelsVisible(false);
    y->setGridLineVisible(false);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    auto* x = new QValueAxis;
    x->setRange(0, maximum);
    x->setTickCount(ticks);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setLabelsFont(chartFont(kChartSmallTextPx));
    x->setTitleText(chartLabel(valueTitle));
    x->setTitleFont(chartFont(kChartSmallTextPx));
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(chartFont(kChartSmallTextPx));
}

Result<void> exportChart(const ChartDrawing& drawing, const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize size = drawing.exportSize();
    if (size.isEmpty())
        return Error{Error::Kind::BadInput,
                     QCoreApplication::translate("gatebench::ChartStyle", "There is nothing to export yet.")};
    if (suffix == QLatin1String("png")) {
        constexpr qreal scale = 2.0;
        QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(scale);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::TextAntialiasing);
            drawing.render(painter, QRectF(QPointF(0, 0), QSizeF(size)));
        }
        if (!image.save(path, "PNG"))
            return Error{Error::Kind::Io, QCoreApplication::translate("gatebench::ChartStyle", "Cannot write %1.")
                                              .arg(QDir::toNativeSeparators(path))};
        return {};
    }
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(drawing.exportTitle());
        generator.setDescription(QCoreApplication::translate("gatebench::ChartStyle", "Exported from GateBench"));
        {
            QPainter painter;
            if (!painter.begin(&generator))
                return Error{Error::Kind::Io, QCoreApplication::translate("gatebench::ChartStyle", "Cannot write %1.")
                                                  .arg(QDir::toNativeSeparators(path))};
            painter.setRenderHint(QPainter::Antialiasing);
            painter.fillRect(QRectF(QPointF(0, 0), QSizeF(size)), Qt::white);
            drawing.render(painter, QRectF(QPointF(0, 0), QSizeF(size)));
        }
        if (QFileInfo(path).size() <= 0)
            return Error{Error::Kind::Io, QCoreApplication::translate("gatebench::ChartStyle", "Cannot write %1.")
                                              .arg(QDir::toNativeSeparators(path))};
        return {};
    }
    return Error{
        Error::Kind::Usage,
        QCoreApplication::translate("gatebench::ChartStyle", "Charts export as .png or .svg, not \"%1\".").arg(suffix)};
}

void exportChartWithDialog(QWidget* parent, const ChartDrawing& drawing, const QString& format)
{
    QSettings settings;
    QString folder = settings.value(QStringLiteral("charts/exportFolder")).toString();
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    QString base = drawing.exportTitle();
    base.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]+")), QStringLiteral("-"));
    const bool png = format == QLatin1String("png");
    const QString filter = png ? QCoreApplication::translate("gatebench::ChartStyle", "PNG images (*.png)")
                               : QCoreApplication::translate("gatebench::ChartStyle", "SVG drawings (*.svg)");
    QString path =
        QFileDialog::getSaveFileName(parent,
                                     png ? QCoreApplication::translate("gatebench::ChartStyle", "Export chart as PNG")
                                         : QCoreApplication::translate("gatebench::ChartStyle", "Export chart as SVG"),
                                     QDir(folder).filePath(base + u'.' + format), filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u'.' + format;
    settings.setValue(QStringLiteral("charts/exportFolder"), QFileInfo(path).absolutePath());
    if (auto r = exportChart(drawing, path); !r)
        QMessageBox::warning(parent, QCoreApplication::translate("gatebench::ChartStyle", "Export failed"),
                             r.error().message);
}

void addChartExportMenu(QWidget* widget, const ChartDrawing* drawing)
{
    widget->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* png = new QAction(QCoreApplication::translate("gatebench::ChartStyle", "Export as PNG…"), widget);
    png->setObjectName(QStringLiteral("exportPng"));
    QObject::connect(png, &QAction::triggered, widget,
                     [widget, drawing] { exportChartWithDialog(widget, *drawing, QStringLiteral("png")); });
    auto* svg = new QAction(QCoreApplication::translate("gatebench::ChartStyle", "Export as SVG…"), widget);
    svg->setObjectName(QStringLiteral("exportSvg"));
    QObject::connect(svg, &QAction::triggered, widget,
                     [widget, drawing] { exportChartWithDialog(widget, *drawing, QStringLiteral("svg")); });
    widget->addAction(png);
    widget->addAction(svg);
}

} // namespace gatebench
