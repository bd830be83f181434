#include "poc/MetricRule.h"

#include "core/Labels.h"
#include "decision/DecisionKeys.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>

#include <cmath>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::MetricRule)
};

// The keys of the stored rule (a JSON object in the criterion's metric rule, not a table column).
const QLatin1String kVersion("version");
const QLatin1String kScenario("scenario");
const QLatin1String kMetric("metric");
const QLatin1String kComparison("comparison");
const QLatin1String kThreshold("threshold");
const QLatin1String kMinRuns("min_runs"); // not storage: a key of the metric rule JSON
const QLatin1String kBand("band");

bool isShare(PocMetric metric)
{
    return metric == PocMetric::SuccessRate || metric == PocMetric::DiagnosedWithoutVendor;
}

/// Equal as a committee reads a threshold: closer than a billionth of it (percentile interpolation
/// leaves noise in the last bits; 19/20 must meet ">= 0.95").
bool nearlyEqual(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

Error bad(const QString& message)
{
    return Error{Error::Kind::BadInput, message};
}

/// The runs named compactly: "1–3" when they count up by one from a common prefix ("r1–r5"),
/// else every id.
QString runIdsText(const QList<MetricRunRef>& refs, const QString& language)
{
    QStringList ids;
    for (const MetricRunRef& ref : refs)
        ids.append(ref.runId.isEmpty() ? QStringLiteral("#%1").arg(ref.runNo) : ref.runId);
    if (ids.size() > 2) {
        static const QRegularExpression numbered(QStringLiteral("^(.*?)(\\d+)$"));
        bool consecutive = true;
        QString prefix;
        qint64 previous = 0;
        for (int i = 0; i < ids.size() && consecutive; ++i) {
            const QRegularExpressionMatch m = numbered.match(ids.at(i));
            if (!m.hasMatch()) {
                consecutive = false;
                break;
            }
            const qint64 n = m.captured(2).toLongLong();
            if (i == 0)
                prefix = m.captured(1);
            else if (m.captured(1) != prefix || n != previous + 1)
                consecutive = false;
            previous = n;
        }
        if (consecutive)
            return ids.first() + QStringLiteral("–") + ids.last();
    }
    return ids.join(listSeparator(language));
}

/// Line numbers as ranges: "2–6", "2–4, 9".
QString lineRanges(QList<qint64> lines, const QString& language)
{
    std::sort(lines.begin(), lines.end());
    QStringList parts;
    for (int i = 0; i < lines.size();) {
        int j = i;
        while (j + 1 < lines.size() && lines.at(j + 1) == lines.at(j) + 1)
            ++j;
        parts.append(j == i ? QString::number(lines.at(i)) : QStringLiteral("%1–%2").arg(lines.at(i)).arg(lines.at(j)));
        i = j + 1;
    }
    return parts.join(listSeparator(language));
}

QString scenarioName(const MetricGateFacts& facts, const QString& language)
{
    const QString name = shownIn(facts.scenarioZh, facts.scenarioEn, language);
    return name.isEmpty() ? facts.scenarioId : name;
}

std::optional<PocMetric> metricOf(const MetricGateFacts& facts)
{
    return pocMetricFromKey(facts.metricKey);
}

QString valueText(const MetricGateFacts& facts, const std::optional<double>& value)
{
    const auto metric = metricOf(facts);
    return metric ? pocFigureText(*metric, value) : QStringLiteral("—");
}

} // namespace

QList<PocMetric> metricRuleMetrics()
{
    return {PocMetric::SuccessRate,           PocMetric::QueueWaitP50,        PocMetric::QueueWaitP90,
            PocMetric::TimeToAvailableP50,    PocMetric::TimeToAvailableP90,  PocMetric::RecoveryP50,
            PocMetric::RecoveryP90,           PocMetric::EngineerStepsMedian, PocMetric::ManualInterventions,
            PocMetric::DiagnosedWithoutVendor};
}

QString metricComparisonSymbol(MetricComparison comparison)
{
    switch (comparison) {
    case MetricComparison::AtMost:
        return QStringLiteral("<=");
    case MetricComparison::AtLeast:
        return QStringLiteral(">=");
    case MetricComparison::Below:
        return QStringLiteral("<");
    case MetricComparison::Above:
        break;
    }
    return QStringLiteral(">");
}

std::optional<MetricComparison> metricComparisonFromSymbol(const QString& symbol)
{
    for (MetricComparison c : metricComparisons()) {
        if (metricComparisonSymbol(c) == symbol.trimmed())
            return c;
    }
    return std::nullopt;
}

QList<MetricComparison> metricComparisons()
{
    return {MetricComparison::AtLeast, MetricComparison::AtMost, MetricComparison::Above, MetricComparison::Below};
}

QString metricComparisonLabel(MetricComparison comparison)
{
    switch (comparison) {
    case MetricComparison::AtMost:
        return Text::tr("at most");
    case MetricComparison::AtLeast:
        return Text::tr("at least");
    case MetricComparison::Below:
        return Text::tr("below");
    case MetricComparison::Above:
        break;
    }
    return Text::tr("above");
}

QString metricRuleText(const MetricRule& rule)
{
    // QJsonObject writes its keys sorted: equal rules store equal texts.
    QJsonObject o{{kVersion, kMetricRuleVersion},       {kScenario, rule.scenarioId},
                  {kMetric, pocMetricKey(rule.metric)}, {kComparison, metricComparisonSymbol(rule.comparison)},
                  {kThreshold, rule.threshold},         {kMinRuns, rule.minRuns}};
    if (rule.band && *rule.band > 0)
        o.insert(kBand, *rule.band);
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

Result<void> checkMetricRule(const MetricRule& rule)
{
    if (rule.scenarioId.trimmed().isEmpty())
        return bad(Text::tr("A metric rule needs a PoC scenario."));
    if (!metricRuleMetrics().contains(rule.metric))
        return bad(Text::tr("A metric rule cannot be on %1.").arg(pocMetricLabel(rule.metric)));
    if (!std::isfinite(rule.threshold) || rule.threshold < 0)
        return bad(Text::tr("The threshold of a metric rule is a number of 0 or more."));
    if (isShare(rule.metric) && rule.threshold > 1)
        return bad(
            Text::tr("The threshold of %1 is a share from 0 to 1 (0.95 for 95%).").arg(pocMetricLabel(rule.metric)));
    if (rule.minRuns < 1)
        return bad(Text::tr("A metric rule needs at least 1 run."));
    if (rule.band && (!std::isfinite(*rule.band) || *rule.band < 0))
        return bad(Text::tr("The borderline band of a metric rule is a number of 0 or more."));
    return {};
}

Result<MetricRule> parseMetricRule(const QString& text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.trimmed().toUtf8(), &error);
    if (!document.isObject())
        return bad(Text::tr("The metric rule is not a rule GateBench can read: %1").arg(text.left(80)));
    const QJsonObject o = document.object();
    if (o.value(kVersion).toInt(-1) != kMetricRuleVersion)
        return bad(Text::tr("The metric rule has version %1; this GateBench reads version %2.")
                       .arg(o.value(kVersion).toVariant().toString())
                       .arg(kMetricRuleVersion));
    MetricRule rule;
    rule.scenarioId = o.value(kScenario).toString();
    const auto metric = pocMetricFromKey(o.value(kMetric).toString());
    if (!metric)
        return bad(Text::tr("The metric rule names an unknown metric %1.").arg(o.value(kMetric).toString()));
    rule.metric = *metric;
    const auto comparison = metricComparisonFromSymbol(o.value(kComparison).toString());
    if (!comparison)
        return bad(Text::tr("The metric rule names an unknown comparison %1.").arg(o.value(kComparison).toString()));
    rule.comparison = *comparison;
    if (!o.value(kThreshold).isDouble())
        return bad(Text::tr("The metric rule has no threshold."));
    rule.threshold = o.value(kThreshold).toDouble();
    const QJsonValue minRuns = o.value(kMinRuns);
    if (!minRuns.isUndefined()) {
        const double n = minRuns.toDouble(-1);
        if (!minRuns.isDouble() || n != std::floor(n) || n > 1e6)
            return bad(Text::tr("A metric rule needs at least 1 run."));
        rule.minRuns = int(n);
    }
    const QJsonValue band = o.value(kBand);
    if (band.isDouble())
        rule.band = band.toDouble();
    else if (!band.isUndefined() && !band.isNull())
        return bad(Text::tr("The borderline band of a metric rule is a number of 0 or more."));
    if (auto r = checkMetricRule(rule); !r)
        return r.error();
    return rule;
}

MetricVerdict judgeMetric(const MetricRule& rule, const PocFigure& figure)
{
    if (figure.runs < rule.minRuns || !figure.value || !std::isfinite(*figure.value))
        return MetricVerdict::Unknown;
    const double value = *figure.value;
    if (rule.band && *rule.band > 0 &&
        std::abs(value - rule.threshold) <= *rule.band + 1e-9 * std::max(1.0, *rule.band))
        return MetricVerdict::Borderline;
    const bool equal = nearlyEqual(value, rule.threshold);
    bool met = false;
    switch (rule.comparison) {
    case MetricComparison::AtMost:
        met = equal || value < rule.threshold;
        break;
    case MetricComparison::AtLeast:
        met = equal || value > rule.threshold;
        break;
    case MetricComparison::Below:
        met = !equal && value < rule.threshold;
        break;
    case MetricComparison::Above:
        met = !equal && value > rule.threshold;
        break;
    }
    return met ? MetricVerdict::Pass : MetricVerdict::Fail;
}

MetricGateFacts computeMetricGate(const QString& ruleText, const QString& candidateId, const QList<PocRun>& runs,
                                  const QList<PocScenario>& scenarios)
{
    MetricGateFacts facts;
    auto rule = parseMetricRule(ruleText);
    if (!rule) {
        facts.ruleError = rule.error().message;
        return facts;
    }
    facts.scenarioId = rule->scenarioId;
    for (const PocScenario& s : scenarios) {
        if (s.id == rule->scenarioId) {
            facts.scenarioZh = s.title.zh;
            facts.scenarioEn = s.title.en;
        }
    }
    facts.metricKey = pocMetricKey(rule->metric);
    facts.comparison = metricComparisonSymbol(rule->comparison);
    facts.threshold = rule->threshold;
    facts.band = rule->band && *rule->band > 0 ? rule->band : std::nullopt;
    facts.needed = rule->minRuns;
    const PocCellMetrics cell = pocCellMetrics(candidateId, rule->scenarioId, runs);
    const PocFigure figure = cell.figure(rule->metric);
    facts.figure = figure.value;
    facts.runs = figure.runs;
    facts.successes = cell.successes;
    for (const PocRun& run : runs) {
        if (run.candidateId == candidateId && run.scenarioId == rule->scenarioId)
            facts.runRefs.append({run.runId, run.runNo, run.sourceFile, run.sourceLine});
    }
    facts.computed = judgeMetric(*rule, figure);
    return facts;
}

QJsonObject metricGateJson(const QString& criterionId, const QString& candidateId, const MetricGateFacts& facts)
{
    const auto rounded = [](const std::optional<double>& v) {
        if (!v || !std::isfinite(*v))
            return QJsonValue();
        const double r = std::round(*v * 1e4) / 1e4;
        return QJsonValue(r == 0 ? 0.0 : r);
    };
    return {{QStringLiteral("criterion_id"), criterionId}, // not storage: a key of the metric gate JSON
            {QStringLiteral("candidate_id"), candidateId}, // not storage: a key of the metric gate JSON
            {QStringLiteral("figure"), rounded(facts.figure)},
            {QStringLiteral("runs"), facts.runs},
            {QStringLiteral("needed"), facts.needed},
            {QStringLiteral("verdict"), metricVerdictKey(facts.computed)}, // not storage: a key of the JSON
            {QStringLiteral("override"), facts.override ? QJsonValue(verdictKey(*facts.override)) : QJsonValue()},
            {QStringLiteral("reason"), // not storage: a key of the documented JSON
             facts.override ? QJsonValue(facts.overrideReason) : QJsonValue()}};
}

QString metricVerdictKey(MetricVerdict verdict)
{
    switch (verdict) {
    case MetricVerdict::Pass:
        return QStringLiteral("pass");
    case MetricVerdict::Fail:
        return QStringLiteral("fail");
    case MetricVerdict::Unknown:
        return QStringLiteral("unknown");
    case MetricVerdict::Borderline:
        break;
    }
    return QStringLiteral("borderline");
}

QString metricVerdictLabel(MetricVerdict verdict)
{
    switch (verdict) {
    case MetricVerdict::Pass:
        return labels::verdict(QStringLiteral("pass"));
    case MetricVerdict::Fail:
        return labels::verdict(QStringLiteral("fail"));
    case MetricVerdict::Unknown:
        return labels::verdict(QStringLiteral("unknown"));
    case MetricVerdict::Borderline:
        break;
    }
    return Text::tr("Borderline, needs review");
}

QString metricFigureText(const MetricGateFacts& facts)
{
    return valueText(facts, facts.figure);
}

QString metricThresholdText(const MetricGateFacts& facts)
{
    return valueText(facts, facts.threshold);
}

QString metricRuleSummary(const MetricGateFacts& facts, const QString& language)
{
    if (!facts.ruleError.isEmpty())
        return facts.ruleError;
    const auto metric = metricOf(facts);
    const auto comparison = metricComparisonFromSymbol(facts.comparison);
    if (!metric || !comparison)
        return QString();
    QString text = (facts.needed == 1 ? Text::tr("%1: %2 %3 %4, over at least 1 run")
                                      : Text::tr("%1: %2 %3 %4, over at least %5 runs"))
                       .arg(scenarioName(facts, language), pocMetricLabel(*metric), metricComparisonLabel(*comparison),
                            metricThresholdText(facts), QString::number(facts.needed));
    if (facts.band) {
        const QString band = pocFigureText(*metric, *facts.band);
        text += clauseSeparator(language) + Text::tr("borderline within %1").arg(band);
    }
    return text;
}

QString metricRuleSummary(const MetricRule& rule, const QList<PocScenario>& scenarios, const QString& language)
{
    MetricGateFacts facts;
    facts.scenarioId = rule.scenarioId;
    for (const PocScenario& s : scenarios) {
        if (s.id == rule.scenarioId) {
            facts.scenarioZh = s.title.zh;
            facts.scenarioEn = s.title.en;
        }
    }
    facts.metricKey = pocMetricKey(rule.metric);
    facts.comparison = metricComparisonSymbol(rule.comparison);
    facts.threshold = rule.threshold;
    facts.band = rule.band && *rule.band > 0 ? rule.band : std::nullopt;
    facts.needed = rule.minRuns;
    return metricRuleSummary(facts, language);
}

QString metricVerdictShort(const MetricGateFacts& facts)
{
    QString computed;
    if (!facts.ruleError.isEmpty())
        computed = Text::tr("%1: the rule cannot be read").arg(metricVerdictLabel(MetricVerdict::Unknown));
    else if (facts.computed == MetricVerdict::Unknown && facts.runs < facts.needed)
        computed = Text::tr("%1: too few runs: %2 of %3")
                       .arg(metricVerdictLabel(facts.computed))
                       .arg(facts.runs)
                       .arg(facts.needed);
    else
        computed = Text::tr("%1: %2").arg(metricVerdictLabel(facts.computed), metricFigureText(facts));
    if (!facts.override)
        return computed;
    return Text::tr("%1 by override (computed %2)").arg(labels::verdict(verdictKey(*facts.override)), computed);
}

QString metricRunsText(const MetricGateFacts& facts, const QString& language)
{
    if (facts.runRefs.isEmpty())
        return QString();
    QStringList parts{(facts.runRefs.size() == 1 ? Text::tr("run %1") : Text::tr("runs %1"))
                          .arg(runIdsText(facts.runRefs, language))};
    QMap<QString, QList<qint64>> lines;
    QStringList files;
    for (const MetricRunRef& ref : facts.runRefs) {
        if (ref.sourceFile.isEmpty() || ref.sourceLine <= 0)
            continue;
        if (!files.contains(ref.sourceFile))
            files.append(ref.sourceFile);
        lines[ref.sourceFile].append(ref.sourceLine);
    }
    for (const QString& file : std::as_const(files)) {
        const QList<qint64>& l = lines.value(file);
        parts.append(
            (l.size() == 1 ? Text::tr("%1 line %2") : Text::tr("%1 lines %2")).arg(file, lineRanges(l, language)));
    }
    return parts.join(clauseSeparator(language));
}

QString metricGateEvidence(const MetricGateFacts& facts, const QString& language)
{
    if (!facts.ruleError.isEmpty())
        return Text::tr("The verdict cannot be computed: %1").arg(facts.ruleError);
    const auto metric = metricOf(facts);
    const auto comparison = metricComparisonFromSymbol(facts.comparison);
    if (!metric || !comparison)
        return QString();
    QStringList details;
    if (*metric == PocMetric::SuccessRate && facts.runs > 0)
        details.append((facts.runs == 1 ? Text::tr("%1 of 1 run succeeded") : Text::tr("%1 of %2 runs succeeded"))
                           .arg(facts.successes)
                           .arg(facts.runs));
    else
        details.append(facts.runs == 1 ? Text::tr("1 run") : Text::tr("%1 runs").arg(facts.runs));
    const QString runs = metricRunsText(facts, language);
    if (!runs.isEmpty())
        details.append(runs);
    const QString threshold = Text::tr("%1 %2").arg(metricComparisonLabel(*comparison), metricThresholdText(facts));
    QString judged;
    switch (facts.computed) {
    case MetricVerdict::Pass:
        judged = Text::tr("meets the threshold (%1)").arg(threshold);
        break;
    case MetricVerdict::Fail:
        judged = Text::tr("does not meet the threshold (%1)").arg(threshold);
        break;
    case MetricVerdict::Borderline:
        judged = Text::tr("within the borderline band of the threshold (%1): needs review").arg(threshold);
        break;
    case MetricVerdict::Unknown:
        judged =
            facts.runs < facts.needed
                ? Text::tr("too few runs: %1 of %2 (threshold %3)").arg(facts.runs).arg(facts.needed).arg(threshold)
                : Text::tr("no run measured it (threshold %1)").arg(threshold);
        break;
    }
    QString text = Text::tr("%1 on %2: %3 (%4), %5.")
                       .arg(pocMetricLabel(*metric), scenarioName(facts, language), metricFigureText(facts),
                            details.join(clauseSeparator(language)), judged);
    if (facts.override)
        text += u' ' + Text::tr("Overridden to %1 by %2 on %3: %4")
                           .arg(labels::verdict(verdictKey(*facts.override)), facts.overrideBy,
                                facts.overrideAt.left(10), facts.overrideReason);
    return text;
}

} // namespace gatebench
