// The TCO charts on the demo (issue 12): the data in model/tco/TcoCharts and each chart drawn
// offscreen into an image, checked for what a reader relies on: the Eligible candidates first and
// the others marked, the tornado's largest swing on top, one cumulative line per scenario ending
// at the scenario's total, one named point per Eligible candidate.
#include "TestSupport.h"
#include "charts/LabelPlacement.h"
#include "charts/TcoCategoryChart.h"
#include "charts/TcoCostBonusChart.h"
#include "charts/TcoCumulativeChart.h"
#include "charts/TcoTornadoChart.h"
#include "tco/TcoCharts.h"
#include "tco/TcoFigures.h"
#include "workspace/EvaluationQueries.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QImage>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

/// How many pixels of `drawing`, drawn at its export size, are neither white nor near-white. With
/// GATEBENCH_CHART_DIR set, the image is also saved there (to look at).
int inkOf(const ChartDrawing& drawing)
{
    QImage image(drawing.exportSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        drawing.render(painter, QRectF(QPointF(0, 0), QSizeF(drawing.exportSize())));
    }
    if (const QString dir = qEnvironmentVariable("GATEBENCH_CHART_DIR"); !dir.isEmpty())
        image.save(dir + u'/' + drawing.exportTitle().left(20).replace(u'/', u'_') + QStringLiteral(".png"));
    int ink = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (qGray(image.pixel(x, y)) < 200)
                ++ink;
        }
    }
    return ink;
}

/// The categories of a chart's first bar-category axis.
QStringList categoriesOf(QChart* chart)
{
    for (QAbstractAxis* axis : chart->axes()) {
        if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis))
            return categories->categories();
    }
    return {};
}

} // namespace

class TestTcoCharts : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::optional<tco::TcoFigures> m_figures;

private slots:
    void initTestCase()
    {
        DemoCopies demos;
        QVERIFY(demos.create(m_dir.path()));
        auto workspace = Workspace::open(demos.original(), Workspace::Access::ReadOnly);
        QVERIFY(workspace.ok());
        auto figures = tco::TcoFigures::load((*workspace)->queries().rows(), QStringLiteral("en"), QDate(2026, 11, 30));
        QVERIFY(figures.ok());
        m_figures = *figures;
    }

    void categoryBars()
    {
        const tco::TcoCategoryBars bars = tco::categoryBars(*m_figures);
        // The demo: Kubernetes + Volcano + Kubeflow (17,916,010.00 in normal maintenance) and Run:ai
        // (20,488,232.00) are Eligible, cheapest first; OpenShift AI is Blocked and comes last.
        QCOMPARE(bars.candidates.size(), 3);
        QCOMPARE(bars.candidates.at(0).candidateId, QStringLiteral("k8s-oss"));
        QCOMPARE(bars.candidates.at(1).candidateId, QStringLiteral("runai"));
        QCOMPARE(bars.candidates.at(2).candidateId, QStringLiteral("openshift-ai"));
        QVERIFY(bars.candidates.at(0).eligible && bars.candidates.at(1).eligible && !bars.candidates.at(2).eligible);
        QCOMPARE(bars.candidates.at(2).statusText, QStringLiteral("Blocked"));
        QCOMPARE(bars.candidates.at(0).total, 17916010.0);
        QCOMPARE(bars.candidates.at(0).scenarioName, QStringLiteral("Normal maintenance"));
        for (const tco::TcoCategoryStack& c : bars.candidates) {
            double sum = 0;
            for (double a : c.amounts)
                sum += a;
            QCOMPARE(qRound64(sum * 100), qRound64(c.total * 100)); // the categories add up to the total
        }

        TcoCategoryChart chart;
        chart.setBars(bars);
        std::unique_ptr<QChart> built(chart.buildChart(true));
        // Horizontal bars, the first candidate on top: Qt counts categories from the bottom.
        const QStringList categories = categoriesOf(built.get());
        QCOMPARE(categories.size(), 3);
        QVERIFY(categories.at(2).startsWith(QStringLiteral("Kubernetes")));
        QCOMPARE(categories.at(0), QStringLiteral("[Blocked] Red Hat OpenShift AI"));
        auto* series = qobject_cast<QHorizontalStackedBarSeries*>(built->series().value(0));
        QVERIFY(series);
        QCOMPARE(series->count(), 2 * int(bars.categoryKeys.size()));
        // The Blocked candidate's amounts are in the hatched sets only.
        for (int k = 0; k < series->count(); ++k) {
            const QBarSet* set = series->barSets().at(k);
            const bool hatched = set->brush().style() == Qt::BDiagPattern;
            QCOMPARE(hatched, k % 2 == 1);
            QVERIFY(hatched ? set->at(2) == 0 && set->at(1) == 0 : set->at(0) == 0);
        }
        QVERIFY(inkOf(chart) > 5000);
    }

    /// The candidates' names on the TCO category chart are whole where the TCO page puts it at 1280x800
    /// (the chart about 560 pixels wide, beside the cost-versus-bonus chart): each stands above its bar
    /// across the chart's width. On the category axis below upright bars each name had a bar's width
    /// and "Kubernetes + Volcano + Kubeflow (self-built)" was cut to "Kubernete...".
    void categoryNamesAreWholeAt1280x800()
    {
        const tco::TcoCategoryBars bars = tco::categoryBars(*m_figures);
        TcoCategoryChart chart;
        chart.setBars(bars);
        QGraphicsScene scene;
        QChart* built = chart.buildChart(true);
        scene.addItem(built); // the scene owns it
        built->resize(QSizeF(560, chart.exportSize().height()));
        built->layout()->activate();
        QStringList shown;
        for (QGraphicsItem* item : built->childItems()) {
            if (item->data(0).toString() == QLatin1String("barLabel"))
                shown.append(static_cast<QGraphicsSimpleTextItem*>(item)->text());
        }
        QCOMPARE(shown.size(), bars.candidates.size());
        for (const tco::TcoCategoryStack& c : bars.candidates) {
            const QString name = c.eligible ? c.name : QStringLiteral("[%1] %2").arg(c.statusText, c.name);
            QVERIFY2(shown.contains(name), qPrintable(name + QStringLiteral(" not in ") + shown.join(u'|')));
        }
    }

    void tornado()
    {
        const tco::TcoTornado t = tco::tornado(*m_figures, QStringLiteral("runai"));
        QVERIFY(!t.rows.isEmpty());
        QVERIFY(t.rows.size() <= 10);
        for (qsizetype i = 1; i < t.rows.size(); ++i) // by swing, largest first
            QVERIFY(std::abs(t.rows.at(i - 1).high - t.rows.at(i - 1).low) >=
                    std::abs(t.rows.at(i).high - t.rows.at(i).low));
        for (const tco::TcoTornadoRow& row : t.rows) {
            QVERIFY(std::min(row.low, row.high) <= t.base && t.base <= std::max(row.low, row.high));
            QVERIFY2(!row.driverLabel.contains(u':') || row.driverLabel.contains(QStringLiteral(": ")),
                     qPrintable(row.driverLabel)); // a label, never an id such as "unit_price:17"
        }
        QCOMPARE(t.base, 20488232.0);

        TcoTornadoChart chart;
        chart.setTornado(t);
        std::unique_ptr<QChart> built(chart.buildChart(true));
        const QStringList categories = categoriesOf(built.get());
        QCOMPARE(categories.size(), t.rows.size());
        // Qt counts from the bottom: largest on top, with its flip point when it has one (issue 28).
        QVERIFY2(categories.last().startsWith(t.rows.first().driverLabel), qPrintable(categories.last()));
        QVERIFY(inkOf(chart) > 3000);
    }

    void cumulative()
    {
        const tco::TcoCumulative c = tco::cumulative(*m_figures, QStringLiteral("k8s-oss"));
        QCOMPARE(c.lines.size(), 2); // normal maintenance and a major upgrade
        QCOMPARE(c.lines.at(0).cumulative.back(), 17916010.0);
        QCOMPARE(c.lines.at(1).cumulative.back(), 18791010.0);
        QCOMPARE(c.lines.at(1).cumulative.front(), 6194000.0);

        TcoCumulativeChart chart;
        chart.setCumulative(c);
        std::unique_ptr<QChart> built(chart.buildChart(true));
        QCOMPARE(built->series().size(), 2);
        auto* line = qobject_cast<QLineSeries*>(built->series().at(1));
        QVERIFY(line);
        QCOMPARE(line->count(), 4); // the start and the end of each year
        QCOMPARE(line->at(3).y(), 18.79101);
        QVERIFY(inkOf(chart) > 2000);
    }

    void costVersusBonus()
    {
        const tco::TcoCostVersusBonus points = tco::costVersusBonus(*m_figures);
        // Only the Eligible candidates, by bonus score: Run:ai (recommended) first.
        QCOMPARE(points.points.size(), 2);
        QCOMPARE(points.points.at(0).candidateId, QStringLiteral("runai"));
        QCOMPARE(points.points.at(1).candidateId, QStringLiteral("k8s-oss"));
        QVERIFY(points.points.at(0).bonusScore > points.points.at(1).bonusScore);
        QCOMPARE(points.points.at(0).total, 20488232.0);

        TcoCostBonusChart chart;
        chart.setPoints(points);
        std::unique_ptr<QChart> built(chart.buildChart(true));
        QCOMPARE(built->series().size(), 2);
        QCOMPARE(built->series().at(0)->name(), QStringLiteral("NVIDIA Run:ai"));
        QVERIFY(inkOf(chart) > 1000);
    }

    /// The names beside the points never overlap: candidates with close bonus scores and totals (three
    /// within 1.5 points and 0.2 million of each other, one name long) get names apart from each other and
    /// from every point's marker. Qt Charts' point labels stood on top of each other there.
    void costVersusBonusNamesDoNotOverlap()
    {
        tco::TcoCostVersusBonus points;
        points.currency = QStringLiteral("CNY");
        points.points = {
            {QStringLiteral("a"), QStringLiteral("NVIDIA Run:ai"), 77.5, 20488232.0},
            {QStringLiteral("b"), QStringLiteral("Kubernetes + Volcano + Kubeflow (self-built)"), 76.25, 20388232.0},
            {QStringLiteral("c"), QStringLiteral("Red Hat OpenShift AI"), 78.0, 20588232.0},
            {QStringLiteral("d"), QStringLiteral("Status quo"), 77.5, 20488232.0}};
        TcoCostBonusChart chart;
        chart.setPoints(points);
        QGraphicsScene scene;
        QChart* built = chart.buildChart(true);
        scene.addItem(built); // the scene owns it
        built->resize(chart.exportSize());
        built->layout()->activate();
        const QList<QRectF> rects = TcoCostBonusChart::nameRects(built);
        QCOMPARE(rects.size(), 4);
        for (qsizetype i = 0; i < rects.size(); ++i) {
            QVERIFY(rects.at(i).width() > 20);
            for (qsizetype j = i + 1; j < rects.size(); ++j)
                QVERIFY2(!rects.at(i).intersects(rects.at(j)),
                         qPrintable(QStringLiteral("names %1 and %2").arg(i).arg(j)));
        }

        // The placement itself: five points within a few pixels, labels of one size.
        const QList<QPointF> at{{100, 100}, {104, 101}, {100, 104}, {98, 99}, {300, 300}};
        const QList<QSizeF> sizes(at.size(), QSizeF(120, 16));
        const QList<QRectF> placed = placePointLabels(at, sizes, QRectF(0, 0, 500, 500), 7);
        QCOMPARE(placed.size(), at.size());
        for (qsizetype i = 0; i < placed.size(); ++i) {
            QCOMPARE(placed.at(i).size(), sizes.at(i));
            for (qsizetype j = 0; j < placed.size(); ++j) {
                if (j != i) {
                    QVERIFY(!placed.at(i).intersects(placed.at(j)));
                    QVERIFY(!placed.at(i).contains(at.at(j))); // no name covers another's point
                }
            }
        }
        QCOMPARE(placed.at(4).topLeft(), QPointF(300 + 9, 300 - 8)); // alone: right of its point
    }
};

QTEST_MAIN(TestTcoCharts)
#include "tst_tco_charts.moc"
