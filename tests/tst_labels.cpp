// Labels and numbers that do not mislead, and charts that show where a gate fails (issue 28): the
// Chinese translation spaced, worded and consistent as its glossary; one rounding of a figure; one
// colour for one meaning; candidate colours that never move; the metric gate's threshold and the runs
// it still needs on the PoC charts; value labels apart; the TCO charts titled and following the chosen
// scenario; internal ids only where an id is needed.

#include "CandidatesPage.h"
#include "HelpDialogs.h"
#include "MainWindow.h"
#include "RequirementsPage.h"
#include "TestSupport.h"
#include "baseline/BaselineMetrics.h"
#include "charts/EliminationFunnelChart.h"
#include "charts/PocBarsChart.h"
#include "charts/TcoTornadoChart.h"
#include "core/CandidateColours.h"
#include "core/NiceAxis.h"
#include "core/NumberText.h"
#include "decision/DecisionCharts.h"
#include "decision/DecisionLoader.h"
#include "decision/StatusColours.h"
#include "itemmodels/AssessmentGridModel.h"
#include "poc/PocAnalysis.h"
#include "poc/PocCharts.h"
#include "poc/PocMetrics.h"
#include "tco/TcoCharts.h"
#include "tco/TcoFigures.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <functional>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

struct TsMessage {
    QString context;
    QString source;
    QStringList translations; ///< one, or the numerus forms
};

/// Every message of a .ts file.
QList<TsMessage> readTs(const QString& path)
{
    QList<TsMessage> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            current = {context, {}, {}};
        else if (xml.name() == QLatin1String("source"))
            current.source = xml.readElementText();
        else if (xml.name() == QLatin1String("numerusform"))
            current.translations.append(xml.readElementText());
        else if (xml.name() == QLatin1String("translation")) {
            QString text;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    current.translations.append(xml.readElementText());
                else if (xml.isEndElement() && xml.name() == QLatin1String("translation"))
                    break;
            }
            if (current.translations.isEmpty())
                current.translations.append(text);
            messages.append(current);
        }
    }
    return messages;
}

QString zhTs()
{
    return QStringLiteral(QT_TESTCASE_SOURCEDIR "/../translations/gatebench_zh_CN.ts");
}

QString translationOf(const QList<TsMessage>& messages, const QString& context, const QString& source)
{
    for (const TsMessage& m : messages) {
        if (m.context == context && m.source == source)
            return m.translations.value(0);
    }
    return QStringLiteral("<missing>");
}

/// The value labels of a PoC chart: its texts that start with a digit ("6.1 min", "95%").
QList<QGraphicsSimpleTextItem*> valueLabels(QChart* chart)
{
    QList<QGraphicsSimpleTextItem*> labels;
    for (QGraphicsItem* item : chart->childItems()) {
        auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item);
        if (text && !text->text().isEmpty() && text->text().front().isDigit())
            labels.append(text);
    }
    return labels;
}

} // namespace

class TestLabels : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    DemoCopies m_demos;
    std::unique_ptr<Workspace> m_demo; ///< read-only
    DecisionInput m_input;
    Decision m_decision;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demos.create(m_dir.path()));
        auto workspace = Workspace::open(m_demos.original(), Workspace::Access::ReadOnly);
        QVERIFY(workspace.ok());
        m_demo = std::move(workspace.value());
        auto input = loadDecisionInput(m_demo->queries().rows());
        QVERIFY(input.ok());
        m_input = *input;
        m_decision = decide(m_input, QDate(2026, 11, 30));
    }

    // ---- the Chinese translation ------------------------------------------------------------------

    /// A space stands between Chinese and Latin letters, digits or a placeholder ("240 行 PoC",
    /// "已修改 NVIDIA", "领先于 Kubernetes"); a Chinese date ("2026年11月2日") stays as it is written.
    void chineseAndLatinTextAreSpaced()
    {
        const QList<TsMessage> messages = readTs(zhTs());
        QVERIFY(messages.size() > 1000);
        // A date, and a placeholder (its value may be Chinese or Latin: a name, a record type), are
        // taken out first; the placeholders that always stand for Latin-leading text are checked below.
        static const QRegularExpression date(QStringLiteral("\\d+年\\d+月(\\d+日)?|\\d+月\\d+日|%L?\\d+|%n"));
        static const QRegularExpression adjacent(QStringLiteral("[\\x{3400}-\\x{4dbf}\\x{4e00}-\\x{9fff}][A-Za-z0-9]|"
                                                                "[A-Za-z0-9][\\x{3400}-\\x{4dbf}\\x{4e00}-\\x{9fff}]"));
        QStringList offenders;
        for (const TsMessage& m : messages) {
            for (QString text : m.translations) {
                text.replace(date, QStringLiteral("\u2060")); // a word joiner: neither Chinese nor Latin
                if (adjacent.match(text).hasMatch())
                    offenders.append(m.context + u'|' + m.source + QStringLiteral(" => ") + text);
            }
        }
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.mid(0, 20).join(u'\n')));
        // Names (a candidate, a record) and record kinds ("PoC 结果") that lead with Latin letters.
        QCOMPARE(translationOf(messages, QStringLiteral("gatebench::PathToEligibility"), QStringLiteral("ahead of %1")),
                 QStringLiteral("领先于 %1"));
        QCOMPARE(translationOf(messages, QStringLiteral("gatebench::AuditLog"), QStringLiteral("Edited %1: %2.")),
                 QStringLiteral("已修改 %1：%2。"));
    }

    /// The glossary's words, one for one meaning: 任务 for a job (never 作业), GPU 小时 (never GPU 时);
    /// the workflow steps model evaluation and deployment; a note in the audit log is a 备注; a list's
    /// heading names the list, not its count.
    void chineseWordsFollowTheGlossary()
    {
        const QList<TsMessage> messages = readTs(zhTs());
        static const QRegularExpression gpuHour(QStringLiteral("GPU ?时(?![长间段刻])"));
        QStringList offenders;
        for (const TsMessage& m : messages) {
            for (const QString& text : m.translations) {
                if (text.contains(QStringLiteral("作业")) || gpuHour.match(text).hasMatch())
                    offenders.append(m.context + u'|' + m.source + QStringLiteral(" => ") + text);
            }
        }
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.mid(0, 20).join(u'\n')));
        QCOMPARE(translationOf(messages, QStringLiteral("gatebench::WorkflowSteps"), QStringLiteral("Evaluation")),
                 QStringLiteral("模型评估"));
        QCOMPARE(translationOf(messages, QStringLiteral("gatebench::WorkflowSteps"), QStringLiteral("Deployment")),
                 QStringLiteral("部署"));
        QCOMPARE(translationOf(messages, QStringLiteral("gatebench::AuditLabels"), QStringLiteral("Note")),
                 QStringLiteral("备注"));
        QCOMPARE(translationOf(messages, QStringLiteral("gatebench::BaselinePage"), QStringLiteral("Job records")),
                 QStringLiteral("任务记录"));
        QCOMPARE(translationOf(messages, QStringLiteral("gatebench::PocRunsView"), QStringLiteral("Recorded runs")),
                 QStringLiteral("运行记录"));
        // A candidate's deployment (on premises, cloud, hybrid) is a 部署方式: that one stays.
        QCOMPARE(translationOf(messages, QStringLiteral("gatebench::OverviewPage"), QStringLiteral("Deployment")),
                 QStringLiteral("部署方式"));
    }

    /// Every translation, finished or not (lrelease ships unfinished ones), in both languages fills the
    /// same placeholders as its source and adds none of its own: the English file held fuzzy guesses
    /// such as "%1: %2 {1.?}" for "%1. %2", which the bonus chart printed after every candidate's name.
    void translationsKeepTheirSourcesPlaceholders_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("zh_CN") << zhTs();
        QTest::newRow("en") << QStringLiteral(QT_TESTCASE_SOURCEDIR "/../translations/gatebench_en.ts");
    }
    void translationsKeepTheirSourcesPlaceholders()
    {
        QFETCH(QString, path);
        const QList<TsMessage> messages = readTs(path);
        QVERIFY(messages.size() > 1000);
        static const QRegularExpression argument(QStringLiteral("%L?(\\d+)|%n"));
        const auto placeholders = [](const QString& text) {
            QStringList found;
            for (auto it = argument.globalMatch(text); it.hasNext();)
                found.append(it.next().captured(0).remove(u'L'));
            found.sort();
            found.removeDuplicates();
            return found;
        };
        QStringList offenders;
        for (const TsMessage& m : messages) {
            for (const QString& text : m.translations) {
                if (text.isEmpty())
                    continue; // none yet: the source shows
                const bool braces = text.contains(u'{') && !m.source.contains(u'{');
                // A plural form may leave %n out ("one job"); every other placeholder stays.
                QStringList wanted = placeholders(m.source);
                QStringList got = placeholders(text);
                wanted.removeAll(QStringLiteral("%n"));
                got.removeAll(QStringLiteral("%n"));
                if (braces || wanted != got)
                    offenders.append(m.context + u'|' + m.source + QStringLiteral(" => ") + text);
            }
        }
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.mid(0, 20).join(u'\n')));
    }

    /// The built-in template and the demo speak the glossary too: every Chinese text they hold (candidate
    /// profiles, requirements, TCO lines, evidence, the demo's history) says 任务 for a job, never 作业.
    void templateAndDemoTextsFollowTheGlossary_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("template") << QStringLiteral(QT_TESTCASE_SOURCEDIR "/../resources/template/template.json");
        QTest::newRow("demo") << QStringLiteral(QT_TESTCASE_SOURCEDIR "/../resources/demo/demo.json");
    }
    void templateAndDemoTextsFollowTheGlossary()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QStringList chinese;
        QStringList offenders;
        const std::function<void(const QJsonValue&, const QString&)> walk = [&](const QJsonValue& v,
                                                                                const QString& key) {
            if (v.isObject()) {
                const QJsonObject o = v.toObject();
                for (auto it = o.begin(); it != o.end(); ++it)
                    walk(it.value(), it.key());
            } else if (v.isArray()) {
                for (const QJsonValue& item : v.toArray())
                    walk(item, key);
            } else if (v.isString() && key == QLatin1String("zh_CN")) {
                chinese.append(v.toString());
                if (v.toString().contains(QStringLiteral("作业")))
                    offenders.append(v.toString().left(80));
            }
        };
        walk(document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array()), QString());
        QVERIFY(chinese.size() > 100);
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(u'\n')));
    }

    /// The shortcut list names menus without their mnemonics, in either language's way of writing them.
    void theShortcutListHasNoMnemonics()
    {
        QCOMPARE(help::menuTextWithoutMnemonic(QStringLiteral("&Open…")), QStringLiteral("Open…"));
        QCOMPARE(help::menuTextWithoutMnemonic(QStringLiteral("Save && close")), QStringLiteral("Save & close"));
        QCOMPARE(help::menuTextWithoutMnemonic(QStringLiteral("文件(&F)")), QStringLiteral("文件"));
        QCOMPARE(help::menuTextWithoutMnemonic(QStringLiteral("打开(&O)…")), QStringLiteral("打开…"));
        static const QRegularExpression mnemonic(QStringLiteral("[(（][A-Za-z][)）]|&"));
        int menus = 0;
        for (const TsMessage& m : readTs(zhTs())) {
            for (const QString& text : m.translations) {
                if (!text.contains(QStringLiteral("(&")))
                    continue;
                ++menus;
                const QString shown = help::menuTextWithoutMnemonic(text);
                QVERIFY2(!mnemonic.match(shown).hasMatch(), qPrintable(text + QStringLiteral(" -> ") + shown));
            }
        }
        QVERIFY(menus > 20);
    }

    // ---- numbers ----------------------------------------------------------------------------------

    /// One figure, one rounding: 1149 s is 19.2 minutes in a card, a table, a loss title and on a bar.
    void oneFigureOneRounding()
    {
        QCOMPARE(roundedText(19.15, 1), QStringLiteral("19.2")); // QString::number(19.15, 'f', 1) says 19.1
        QCOMPARE(roundedText(19.0, 1), QStringLiteral("19"));
        QCOMPARE(roundedText(-0.04, 1), QStringLiteral("0"));
        QCOMPARE(pocDurationText(1149), QStringLiteral("19.2 min"));
        QCOMPARE(baseline::metricValueText(baseline::Metric::QueueWaitP90, 1149.0), QStringLiteral("19.2 min"));
    }

    /// The value axes of the PoC and baseline charts: a round end a little beyond the largest value.
    void niceAxes()
    {
        NiceAxis axis = niceAxis(19.2, 0.1); // 21.1: ticks of 5 up to 25
        QCOMPARE(axis.tick, 5.0);
        QCOMPARE(axis.maximum, 25.0);
        axis = niceAxis(0.9, 0.05); // 0.945: ticks of 0.2 up to 1
        QCOMPARE(axis.tick, 0.2);
        QCOMPARE(axis.maximum, 1.0);
        axis = niceAxis(0, 0.1);
        QCOMPARE(axis.maximum, 1.0);
    }

    /// The Baseline page: a queue-wait loss is in team-hours (hours teams waited, as the report says), a
    /// target a PoC value misses is never green, and the P90 card rounds as the losses and the charts.
    void theBaselinePageLabelsItsNumbers()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(m_demos.fresh(), QStringLiteral("baseline")));
        auto* losses = window.findChild<QTableWidget*>(QStringLiteral("topLosses"));
        QVERIFY(losses);
        QTRY_VERIFY_WITH_TIMEOUT(losses->rowCount() > 0, 60000);
        int teamHours = 0;
        for (int r = 0; r < losses->rowCount(); ++r) {
            const QString title = losses->item(r, 0)->text();
            const QString value = losses->item(r, 1)->text();
            if (title.contains(QStringLiteral("queue wait"), Qt::CaseInsensitive)) {
                QVERIFY2(value.endsWith(QStringLiteral(" team-hours")), qPrintable(value));
                ++teamHours;
                // The loss title's P90 and the card's P90 of the same slot or team read alike: one rounding.
                static const QRegularExpression p90(QStringLiteral("P90 ([0-9.]+ (?:s|min|h))"));
                const QString inTitle = p90.match(title).captured(1);
                QVERIFY2(!inTitle.isEmpty(), qPrintable(title));
                QVERIFY2(QRegularExpression(QStringLiteral("^[0-9]+(\\.[0-9])? (s|min|h)$")).match(inTitle).hasMatch(),
                         qPrintable(inTitle));
            } else {
                QVERIFY2(value.endsWith(QStringLiteral(" GPU-hours")), qPrintable(value));
            }
        }
        QVERIFY(teamHours > 0);
        // The demo's cluster P90 is 20 s and its weekday-daytime P90 638.1 s (gatebench baseline --json):
        // 20 s and 10.6 min wherever they show (the same rounding on the card, in the targets table, on
        // the chart and in the loss title; before the what-if's demo, 583.6 s and 1149 s showed as
        // "9 min" on the card, 19.1 in the table and 19 on the chart beside the title's 19.2).
        const QLabel* p90 = nullptr;
        for (const QLabel* card : window.findChildren<QLabel*>(QStringLiteral("cardValue"))) {
            if (card->parentWidget() && card->parentWidget()->objectName() == QLatin1String("card_waitP90"))
                p90 = card;
        }
        QVERIFY(p90);
        QCOMPARE(p90->text(), QStringLiteral("20 s"));
        bool inTitle = false;
        for (int r = 0; r < losses->rowCount(); ++r)
            inTitle = inTitle || losses->item(r, 0)->text().contains(QStringLiteral("(P90 10.6 min)"));
        QVERIFY(inTitle);
        auto* bySlot = window.findChild<PocBarsChart*>(QStringLiteral("baselineWaitBySlot"));
        QVERIFY(bySlot && bySlot->findChild<QChartView*>());
        QStringList drawn;
        for (const QGraphicsSimpleTextItem* label : valueLabels(bySlot->findChild<QChartView*>()->chart()))
            drawn.append(label->text());
        QVERIFY2(drawn.contains(QStringLiteral("10.6 min")), qPrintable(drawn.join(u'|')));

        auto* targets = window.findChild<QTableWidget*>(QStringLiteral("improvementTargets"));
        QVERIFY(targets);
        const QColor green(0x1a, 0x7f, 0x37);
        int missed = 0;
        for (int r = 0; r < targets->rowCount(); ++r) {
            const QTableWidgetItem* poc = targets->item(r, targets->columnCount() - 1);
            if (poc && poc->text().contains(QStringLiteral("✗"))) {
                ++missed;
                QVERIFY2(poc->foreground().color() != green, qPrintable(poc->text()));
                QCOMPARE(targets->item(r, 2)->text(), QStringLiteral("10.6 min")); // the current P90
            }
        }
        QVERIFY(missed > 0);
        window.closeWorkspace();
    }

    // ---- colours ----------------------------------------------------------------------------------

    /// One colour, one meaning: the matrix's cells and the funnel's bands take their colours from the
    /// same standings; a pass on a waiver is never the plain pass's green, anywhere.
    void oneColourOneMeaning()
    {
        QCOMPARE(AssessmentGridModel::stateFill(GateCellState::Pass), statusSwatch(Standing::Passed).fill);
        QCOMPARE(AssessmentGridModel::stateFill(GateCellState::Waived), statusSwatch(Standing::Waived).fill);
        QCOMPARE(AssessmentGridModel::stateFill(GateCellState::Unknown), statusSwatch(Standing::Open).fill);
        QCOMPARE(AssessmentGridModel::stateFill(GateCellState::Fail), statusSwatch(Standing::Failed).fill);
        QVERIFY(statusSwatch(Standing::Waived).fill != statusSwatch(Standing::Passed).fill);
        QVERIFY(statusSwatch(Standing::Waived).fill != statusSwatch(Standing::Open).fill);
        QCOMPARE(standingOf(CandidateStatus::Eligible, true), Standing::Waived);
        QCOMPARE(standingOf(CandidateStatus::Eligible, false), Standing::Passed);
        QCOMPARE(standingOf(CandidateStatus::Blocked, false), Standing::Open);

        // The demo: Kubernetes + Volcano + Kubeflow is through the identity gate on a waiver; from
        // that step on the funnel counts it on a waiver, never as a plain pass.
        const EliminationFunnel funnel = eliminationFunnel(m_decision, m_input, QStringLiteral("en"));
        bool seen = false;
        for (const FunnelStep& step : funnel.steps) {
            if (step.waived > 0)
                seen = true;
            QCOMPARE(step.onWaiver, seen ? 1 : 0);
        }
        QVERIFY(seen);
        // And the funnel draws its bands in the matrix's colours.
        EliminationFunnelChart chart;
        chart.setFunnel(funnel, {}, QString());
        auto* view = chart.findChild<QChartView*>();
        QVERIFY(view && view->chart());
        QHash<QRgb, qreal> fills; // the colour of each band, with its total
        for (QAbstractSeries* s : view->chart()->series()) {
            for (QBarSet* set : static_cast<QHorizontalStackedBarSeries*>(s)->barSets())
                fills[set->color().rgb()] += set->sum();
        }
        int waivedTotal = 0;
        int blockedTotal = 0;
        for (const FunnelStep& step : funnel.steps) {
            waivedTotal += step.onWaiver;
            blockedTotal += step.blocked;
        }
        QVERIFY(waivedTotal > 0 && blockedTotal > 0);
        QCOMPARE(int(fills.value(AssessmentGridModel::stateFill(GateCellState::Waived).rgb())), waivedTotal);
        QCOMPARE(int(fills.value(AssessmentGridModel::stateFill(GateCellState::Unknown).rgb())), blockedTotal);
    }

    /// A candidate keeps its colour: adding a candidate before it changes nothing; the template's seven
    /// are seven colours.
    void candidateColoursAreFixed()
    {
        QSet<QRgb> template7;
        for (const char* id : {"base-command", "runai", "openshift-ai", "modelarts", "pai", "ti-one", "k8s-oss"})
            template7.insert(candidateColour(QLatin1String(id)).rgb());
        QCOMPARE(template7.size(), 7);
        QCOMPARE(candidateColour(QStringLiteral("status-quo")), candidateColour(QStringLiteral("status-quo")));

        auto analysis = analysePoc(m_demo->queries().rows(), QDate(2026, 11, 30));
        QVERIFY(analysis.ok());
        const auto colours = [](const PocBarChart& chart) {
            QHash<QString, int> byName;
            for (const PocBarSeries& s : chart.series)
                byName.insert(s.label, s.colour);
            return byName;
        };
        const QHash<QString, int> before = colours(pocSuccessChart(*analysis, QStringLiteral("en")));
        PocAnalysis more = *analysis;
        PocCandidate added;
        added.id = QStringLiteral("a-new-one");
        added.name = {QStringLiteral("新方案"), QStringLiteral("A new one")};
        more.candidates.prepend(added);
        const QHash<QString, int> after = colours(pocSuccessChart(more, QStringLiteral("en")));
        QCOMPARE(before.size(), 3);
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QCOMPARE(after.value(it.key(), -1), it.value());
    }

    // ---- PoC charts -------------------------------------------------------------------------------

    /// The demo's key-workflow gate: recovery P90 of the node-failure drill within 15 minutes over at
    /// least 3 runs. The recovery chart draws the 15-minute line on that drill's row and marks OpenShift
    /// AI, whose figure rests on 1 run of 3.
    void theRecoveryChartDrawsTheGate()
    {
        auto analysis = analysePoc(m_demo->queries().rows(), QDate(2026, 11, 30));
        QVERIFY(analysis.ok());
        const PocBarChart chart = pocRecoveryChart(*analysis, QStringLiteral("en"));
        QCOMPARE(chart.unit, QStringLiteral("min"));
        QCOMPARE(chart.thresholds.size(), 1);
        const PocBarThreshold& gate = chart.thresholds.first();
        QVERIFY2(chart.rows.value(gate.row).startsWith(QStringLiteral("Node failure")),
                 qPrintable(chart.rows.value(gate.row)));
        QCOMPARE(gate.value, 15.0);
        QVERIFY2(gate.label.contains(QStringLiteral("15 min")), qPrintable(gate.label));
        QVERIFY(chart.maximum >= 15);
        bool marked = false;
        for (const PocBarSeries& s : chart.series) {
            const QString mark = s.marks.value(gate.row);
            if (s.label == QStringLiteral("Red Hat OpenShift AI P90")) {
                QCOMPARE(mark, QStringLiteral("1 / 3 runs"));
                marked = true;
            } else {
                QVERIFY2(mark.isEmpty(), qPrintable(s.label + u' ' + mark)); // 3 runs: enough to judge
            }
        }
        QVERIFY(marked);

        // Drawn: the line across the row and the mark beside the bar's value, no two values overlapping.
        PocBarsChart widget;
        widget.resize(900, 900);
        widget.setChart(chart, QStringLiteral("Recovery"));
        widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&widget));
        auto* view = widget.findChild<QChartView*>();
        QVERIFY(view && view->chart());
        QCoreApplication::processEvents();
        const QList<QGraphicsSimpleTextItem*> labels = valueLabels(view->chart());
        QVERIFY(labels.size() > 20);
        bool markDrawn = false;
        for (int i = 0; i < labels.size(); ++i) {
            markDrawn = markDrawn || labels.at(i)->text().contains(QStringLiteral("1 / 3 runs"));
            for (int j = i + 1; j < labels.size(); ++j) {
                const QRectF a = labels.at(i)->mapRectToParent(labels.at(i)->boundingRect());
                const QRectF b = labels.at(j)->mapRectToParent(labels.at(j)->boundingRect());
                QVERIFY2(!a.intersects(b),
                         qPrintable(labels.at(i)->text() + QStringLiteral(" over ") + labels.at(j)->text()));
            }
        }
        QVERIFY(markDrawn);
    }

    /// A fault drill that records no queue wait says so, with no bars of 0 seconds.
    void aDrillWithoutFiguresSaysSo()
    {
        auto analysis = analysePoc(m_demo->queries().rows(), QDate(2026, 11, 30));
        QVERIFY(analysis.ok());
        const PocBarChart chart = pocTimeChart(*analysis, QStringLiteral("drill-cert-expiry"), PocTimeMetric::QueueWait,
                                               QStringLiteral("en"));
        QVERIFY2(chart.note.contains(QStringLiteral("No run of this fault drill measured a queue wait")),
                 qPrintable(chart.note));
        for (const PocBarSeries& s : chart.series) {
            for (const std::optional<double>& v : s.values)
                QVERIFY(!v);
        }
        // A standard scenario keeps its bars.
        const PocBarChart training = pocTimeChart(*analysis, QStringLiteral("single-node-training"),
                                                  PocTimeMetric::QueueWait, QStringLiteral("en"));
        QVERIFY(training.note.isEmpty());
        QVERIFY(training.series.first().values.first().has_value());
    }

    // ---- TCO --------------------------------------------------------------------------------------

    /// The tornado follows the scenario chosen above the sheet, gives each flip point, and draws the
    /// quantity and the unit price of one line (which always swing alike) as one bar.
    void theTornadoFollowsTheScenario()
    {
        auto figures = tco::TcoFigures::load(m_demo->queries().rows(), QStringLiteral("en"), QDate(2026, 11, 30));
        QVERIFY(figures.ok());
        // Kubernetes + Volcano + Kubeflow: normal maintenance (its base) and a major upgrade.
        const tco::TcoTornado maintenance = tco::tornado(*figures, QStringLiteral("k8s-oss"));
        const tco::TcoTornado upgrade =
            tco::tornado(*figures, QStringLiteral("k8s-oss"), QStringLiteral("k8s-oss-major-upgrade"));
        QCOMPARE(maintenance.base, 17916010.0);
        QCOMPARE(upgrade.base, 18791010.0);
        QVERIFY(upgrade.scenarioName != maintenance.scenarioName);
        const tco::TcoTornado base = tco::tornado(*figures, QStringLiteral("runai"));
        QStringList labels;
        bool flip = false;
        for (const tco::TcoTornadoRow& row : base.rows) {
            labels.append(row.driverLabel);
            flip = flip || !row.flip.isEmpty();
            QVERIFY2(!row.driverLabel.startsWith(QStringLiteral("Unit price: ")) ||
                         !labels.contains(QStringLiteral("Quantity: ") + row.driverLabel.mid(12)),
                     qPrintable(row.driverLabel));
        }
        QVERIFY2(std::any_of(labels.cbegin(), labels.cend(),
                             [](const QString& l) { return l.startsWith(QStringLiteral("Quantity or unit price: ")); }),
                 qPrintable(labels.join(u'\n')));
        QVERIFY(flip); // the demo's Run:ai: the cheapest Eligible changes within +/-50 % of several drivers
        TcoTornadoChart chart;
        chart.setTornado(base);
        auto* view = chart.findChild<QChartView*>();
        QVERIFY(view && view->chart());
        QVERIFY(!view->chart()->title().isEmpty()); // titled on screen, not only in an export
    }

    // ---- ids ----------------------------------------------------------------------------------------

    /// The requirement's detail and the candidate editor show names, not internal ids; the ids are in
    /// tooltips, for whoever writes an import file.
    void idsOnlyWhereNeeded()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(m_demos.fresh(), QStringLiteral("requirements")));
        auto* requirements = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
        QVERIFY(requirements);
        requirements->showMatrix();
        requirements->select(QStringLiteral("gate-identity-audit"));
        auto* detail = requirements->findChild<QLabel*>(QStringLiteral("criterionDetail"));
        QVERIFY(detail);
        QTRY_VERIFY(!detail->text().isEmpty());
        QVERIFY2(!detail->text().contains(QStringLiteral("gate-identity-audit")), qPrintable(detail->text()));
        QVERIFY(detail->toolTip().contains(QStringLiteral("gate-identity-audit")));

        window.showPage(QStringLiteral("candidates"));
        auto* candidates = window.findChild<CandidatesPage*>();
        QVERIFY(candidates);
        for (const QLabel* label : candidates->findChildren<QLabel*>()) {
            if (label->isVisibleTo(candidates))
                QVERIFY2(label->text() != QLatin1String("base-command"), qPrintable(label->objectName()));
        }
        window.closeWorkspace();
    }
};

QTEST_MAIN(TestLabels)
#include "tst_labels.moc"
