// Metric gates: gate verdicts computed from the PoC runs by a criterion's metric rule, with figures
// worked out by hand (type-7 percentiles, success = successes / (successes + failures)): pass, fail,
// too few runs, borderline on both sides of the threshold, the chair's override with its reason (and
// its refusal without one), a waiver over a computed Unknown but never over a computed Fail,
// recomputation after an import of runs and after its undo, the evidence naming the runs and their
// source lines, and a stored rule that cannot be read.
#include "ImportPipeline.h"
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "commands/Criteria.h"
#include "decision/DecisionDocument.h"
#include "decision/DecisionLoader.h"
#include "poc/MetricRule.h"
#include "poc/PocAnalysis.h"
#include "poc/PocJson.h"
#include "repositories/AuditRepository.h"
#include "repositories/CriterionRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <cmath>

using namespace gatebench;

namespace {

QString u(const char* text)
{
    return QString::fromUtf8(text);
}

const QString kGate = QStringLiteral("gate-key-workflow");
const QString kRunai = QStringLiteral("runai");
const QString kK8s = QStringLiteral("k8s-oss");
const QString kOpenShift = QStringLiteral("openshift-ai");

MetricRule rule(const char* scenario, PocMetric metric, MetricComparison comparison, double threshold, int minRuns,
                std::optional<double> band = std::nullopt)
{
    MetricRule r;
    r.scenarioId = u(scenario);
    r.metric = metric;
    r.comparison = comparison;
    r.threshold = threshold;
    r.minRuns = minRuns;
    r.band = band;
    return r;
}

QString issuesText(const PreparedImport& prepared)
{
    QStringList lines;
    for (const LocatedIssue& issue : prepared.issues)
        lines.append(issue.toString());
    return lines.join(u'\n');
}

struct Judged {
    Decision decision;
    DecisionInput input;
    const MetricGateFacts* facts(const QString& candidate, const QString& criterion = kGate) const
    {
        for (const DecisionAssessment& a : input.assessments) {
            if (a.candidateId == candidate && a.criterionId == criterion && a.metric)
                return &*a.metric;
        }
        return nullptr;
    }
    std::optional<CandidateStatus> status(const QString& candidate) const
    {
        const CandidateDecision* c = decision.candidate(candidate);
        return c ? c->status : std::nullopt;
    }
    /// How the candidate's decision counts the gate: "pass", "fail", "unknown" or "waived".
    QString gate(const QString& candidate, const QString& criterion = kGate) const
    {
        const CandidateDecision* c = decision.candidate(candidate);
        const auto in = [&](const QList<GateFinding>& list) {
            return std::any_of(list.cbegin(), list.cend(),
                               [&](const GateFinding& f) { return f.criterionId == criterion; });
        };
        if (!c)
            return QString();
        if (in(c->failedGates))
            return u("fail");
        if (in(c->unknownGates))
            return u("unknown");
        if (in(c->waivedGates))
            return u("waived");
        return u("pass");
    }
};

Judged judged(const Workspace& w)
{
    auto input = loadDecisionInput(w.queries().rows());
    if (!input)
        qFatal("%s", qPrintable(input.error().message));
    return {decide(*input, QDate(2026, 11, 30)), *input};
}

} // namespace

class TestMetricGates : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString newPath(const QString& stem) { return m_dir.filePath(QStringLiteral("%1-%2").arg(++m_files).arg(stem)); }

    /// A template workspace in English whose three PoC candidates pass every gate but the key-workflow
    /// gate, which gets `gateRule`: the metric gate alone decides their status.
    std::unique_ptr<Workspace> workspace(const MetricRule& gateRule)
    {
        testing::WorkspaceSpec spec;
        spec.language = QStringLiteral("en");
        auto w = testing::createWorkspace(newPath(QStringLiteral("w.gatebench")), spec);
        for (const QString& candidate : {kRunai, kK8s, kOpenShift}) {
            for (const char* gate :
                 {"gate-identity-audit", "gate-data-boundary", "gate-hardware-compat", "gate-resource-availability"}) {
                const auto r = assessments::setVerdict(*w, candidate, u(gate), GateVerdict::Pass, u("checked"));
                if (!r)
                    qFatal("%s", qPrintable(r.error().message));
            }
        }
        const auto r = criteria::setMetricRule(*w, kGate, gateRule);
        if (!r)
            qFatal("%s", qPrintable(r.error().message));
        return w;
    }

    QString writeCsv(const QString& stem, const QString& text)
    {
        const QString path = newPath(stem);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        file.write(text.toUtf8());
        return path;
    }

    static void imported(Workspace& w, const QString& path)
    {
        ImportRequest request;
        request.kind = QStringLiteral("poc");
        request.inputs = {path};
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(w, request, &committed);
        QVERIFY2(prepared.acceptable(), qPrintable(issuesText(prepared)));
        QVERIFY2(committed.ok(), committed.ok() ? "" : qPrintable(committed.error().message));
    }

    /// Distributed training: Run:ai 5 runs, 4 succeeded (0.80); Kubernetes 3 runs, all succeeded;
    /// OpenShift AI 5 runs, all succeeded (1.00). Lines 2-6, 7-9, 10-14.
    QString distributedRuns()
    {
        QString csv = u("Platform,Scenario,Run ID,Result,Queue wait [s]\n");
        const char* runai[] = {"success", "success", "failure", "success", "success"};
        for (int i = 0; i < 5; ++i)
            csv += QStringLiteral("Run:ai,Distributed training,r%1,%2,60\n").arg(i + 1).arg(u(runai[i]));
        for (int i = 0; i < 3; ++i)
            csv += QStringLiteral("Kubernetes + Volcano + Kubeflow,Distributed training,k%1,success,60\n").arg(i + 1);
        for (int i = 0; i < 5; ++i)
            csv += QStringLiteral("Red Hat OpenShift AI,Distributed training,o%1,success,60\n").arg(i + 1);
        return writeCsv(QStringLiteral("distributed.csv"), csv);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    /// The rule on a figure, by hand: the minimum is counted on the runs the figure rests on; the band
    /// is inclusive on both sides; 19 of 20 meets ">= 0.95" exactly.
    void judgedByHand_data()
    {
        QTest::addColumn<int>("comparison");
        QTest::addColumn<double>("threshold");
        QTest::addColumn<int>("minRuns");
        QTest::addColumn<double>("band");
        QTest::addColumn<double>("figure");
        QTest::addColumn<int>("runs");
        QTest::addColumn<int>("verdict");
        const int atLeast = int(MetricComparison::AtLeast);
        const int atMost = int(MetricComparison::AtMost);
        const int below = int(MetricComparison::Below);
        QTest::newRow("pass") << atLeast << 0.95 << 5 << 0.0 << 1.0 << 5 << int(MetricVerdict::Pass);
        QTest::newRow("19 of 20 meets 0.95")
            << atLeast << 0.95 << 5 << 0.0 << 19.0 / 20.0 << 20 << int(MetricVerdict::Pass);
        QTest::newRow("fail") << atLeast << 0.95 << 5 << 0.0 << 0.8 << 5 << int(MetricVerdict::Fail);
        QTest::newRow("too few runs") << atLeast << 0.95 << 5 << 0.0 << 1.0 << 3 << int(MetricVerdict::Unknown);
        QTest::newRow("at most, equal passes") << atMost << 900.0 << 3 << 0.0 << 900.0 << 3 << int(MetricVerdict::Pass);
        QTest::newRow("below, equal fails") << below << 900.0 << 3 << 0.0 << 900.0 << 3 << int(MetricVerdict::Fail);
        QTest::newRow("borderline on the passing side")
            << atMost << 900.0 << 3 << 60.0 << 888.0 << 3 << int(MetricVerdict::Borderline);
        QTest::newRow("borderline on the failing side")
            << atMost << 900.0 << 3 << 60.0 << 948.0 << 3 << int(MetricVerdict::Borderline);
        QTest::newRow("band edge is borderline")
            << atMost << 900.0 << 3 << 60.0 << 840.0 << 3 << int(MetricVerdict::Borderline);
        QTest::newRow("past the band passes") << atMost << 900.0 << 3 << 60.0 << 816.0 << 3 << int(MetricVerdict::Pass);
        QTest::newRow("past the band fails") << atMost << 900.0 << 3 << 60.0 << 1200.0 << 3 << int(MetricVerdict::Fail);
    }
    void judgedByHand()
    {
        QFETCH(int, comparison);
        QFETCH(double, threshold);
        QFETCH(int, minRuns);
        QFETCH(double, band);
        QFETCH(double, figure);
        QFETCH(int, runs);
        QFETCH(int, verdict);
        const MetricRule r = rule("drill-node-failure", PocMetric::RecoveryP90, MetricComparison(comparison), threshold,
                                  minRuns, band > 0 ? std::optional<double>(band) : std::nullopt);
        QCOMPARE(int(judgeMetric(r, PocFigure{figure, runs})), verdict);
        QCOMPARE(int(judgeMetric(r, PocFigure{std::nullopt, runs})), int(MetricVerdict::Unknown));
    }

    /// Stored rules read back as written; a text that is no rule is refused with a message, never a crash.
    void rulesRoundTripAndBadTextIsRefused()
    {
        const MetricRule r = rule("drill-node-failure", PocMetric::RecoveryP90, MetricComparison::AtMost, 900, 3, 60.0);
        auto back = parseMetricRule(metricRuleText(r));
        QVERIFY(back.ok());
        QVERIFY(*back == r);
        for (const char* bad : {"", "{", "[1]", "{\"version\":2}", "nonsense",
                                "{\"version\":1,\"scenario\":\"x\",\"metric\":\"runs\",\"comparison\":\">=\","
                                "\"threshold\":1}",
                                "{\"version\":1,\"scenario\":\"x\",\"metric\":\"success_rate\",\"comparison\":\"=\","
                                "\"threshold\":1}",
                                "{\"version\":1,\"scenario\":\"x\",\"metric\":\"success_rate\",\"comparison\":\">=\","
                                "\"threshold\":1.5}",
                                "{\"version\":1,\"scenario\":\"x\",\"metric\":\"success_rate\",\"comparison\":\">=\","
                                "\"threshold\":0.9,\"min_runs\":0}"}) {
            const auto parsed = parseMetricRule(u(bad));
            QVERIFY2(!parsed.ok(), bad);
            QVERIFY(!parsed.error().message.isEmpty());
        }
    }

    /// Imported runs decide the gate: Run:ai 4 of 5 (0.80 < 0.95) fails, Kubernetes has 3 of the 5
    /// runs needed (Unknown, Blocked), OpenShift AI 5 of 5 passes (Eligible). The evidence names the
    /// runs and the lines they came from.
    void computedFromImportedRuns()
    {
        auto w = workspace(rule("distributed-training", PocMetric::SuccessRate, MetricComparison::AtLeast, 0.95, 5));
        Judged before = judged(*w);
        QVERIFY(before.facts(kRunai));
        QCOMPARE(int(before.facts(kRunai)->computed), int(MetricVerdict::Unknown));
        QCOMPARE(before.facts(kRunai)->runs, 0);
        QCOMPARE(before.status(kRunai), std::optional(CandidateStatus::Blocked));

        const QString path = distributedRuns();
        imported(*w, path);
        const Judged j = judged(*w);
        const MetricGateFacts* runai = j.facts(kRunai);
        QVERIFY(runai);
        QCOMPARE(int(runai->computed), int(MetricVerdict::Fail));
        QCOMPARE(runai->figure, std::optional<double>(0.8));
        QCOMPARE(runai->runs, 5);
        QCOMPARE(runai->needed, 5);
        QCOMPARE(j.status(kRunai), std::optional(CandidateStatus::Eliminated));
        QCOMPARE(int(j.facts(kK8s)->computed), int(MetricVerdict::Unknown));
        QCOMPARE(j.facts(kK8s)->runs, 3);
        QCOMPARE(j.status(kK8s), std::optional(CandidateStatus::Blocked));
        QCOMPARE(int(j.facts(kOpenShift)->computed), int(MetricVerdict::Pass));
        QCOMPARE(j.facts(kOpenShift)->figure, std::optional<double>(1.0));
        QCOMPARE(j.status(kOpenShift), std::optional(CandidateStatus::Eligible));

        const QString evidence = metricGateEvidence(*runai, u("en"));
        QVERIFY2(evidence.contains(u("80%")) && evidence.contains(u("4 of 5 runs succeeded")) &&
                     evidence.contains(u("runs r1–r5")) && evidence.contains(path + u(" lines 2–6")) &&
                     evidence.contains(u("95%")),
                 qPrintable(evidence));
        QVERIFY2(metricVerdictShort(*j.facts(kK8s)).contains(u("too few runs: 3 of 5")),
                 qPrintable(metricVerdictShort(*j.facts(kK8s))));

        // decide shows the computed part: the failed gate's evidence is the computed sentence.
        const DecisionDocument document(j.decision, j.input, u("en"));
        QVERIFY2(document.text().contains(evidence), qPrintable(document.text()));
        const QJsonObject json = document.json();
        bool found = false;
        for (const QJsonValue& c : json.value(u("candidates")).toArray()) {
            if (c[u("id")].toString() != kRunai && c[u("candidate_id")].toString() != kRunai)
                continue;
            const QJsonObject failed = c[u("failed_gates")].toArray().at(0).toObject();
            QCOMPARE(failed[u("criterion_id")].toString(), kGate);
            QCOMPARE(failed[u("metric")][u("figure")].toDouble(), 0.8);
            QCOMPARE(failed[u("metric")][u("verdict")].toString(), u("fail"));
            found = true;
        }
        QVERIFY(found);
    }

    /// Runs imported later change the verdict at once, and so does undoing the import.
    void recomputedAfterImportAndUndo()
    {
        auto w = workspace(rule("distributed-training", PocMetric::SuccessRate, MetricComparison::AtLeast, 0.95, 5));
        imported(*w, distributedRuns());
        QCOMPARE(judged(*w).status(kK8s), std::optional(CandidateStatus::Blocked));
        const QString more = writeCsv(
            u("more.csv"), u("Platform,Scenario,Run ID,Result\nKubernetes + Volcano + Kubeflow,Distributed training,"
                             "k4,success\nKubernetes + Volcano + Kubeflow,Distributed training,k5,success\n"));
        imported(*w, more);
        Judged j = judged(*w);
        QCOMPARE(int(j.facts(kK8s)->computed), int(MetricVerdict::Pass));
        QCOMPARE(j.facts(kK8s)->runs, 5);
        QCOMPARE(j.status(kK8s), std::optional(CandidateStatus::Eligible));
        QVERIFY(w->undo().ok());
        j = judged(*w);
        QCOMPARE(int(j.facts(kK8s)->computed), int(MetricVerdict::Unknown));
        QCOMPARE(j.status(kK8s), std::optional(CandidateStatus::Blocked));
        QVERIFY(w->redo().ok());
        QCOMPARE(judged(*w).status(kK8s), std::optional(CandidateStatus::Eligible));
    }

    /// Borderline on either side counts as Unknown for the status until the chair overrides it.
    void borderlineNeedsReview()
    {
        // Node-failure recovery P90 <= 15 min, band 1 min. Run:ai 14, 14, 15 min: P90 = 840 + 0.8 x 60
        // = 888 s (inside the band, passing side); Kubernetes 15, 15, 16 min: 900 + 0.8 x 60 = 948 s
        // (inside, failing side); OpenShift AI 10, 12, 14 min: 720 + 0.8 x 120 = 816 s (passes).
        auto w = workspace(rule("drill-node-failure", PocMetric::RecoveryP90, MetricComparison::AtMost, 900, 3, 60.0));
        imported(*w, writeCsv(u("drills.csv"), u("Platform,Scenario,Run ID,Result,Recovery [min]\n"
                                                 "Run:ai,Node failure,d1,success,14\n"
                                                 "Run:ai,Node failure,d2,success,14\n"
                                                 "Run:ai,Node failure,d3,success,15\n"
                                                 "Kubernetes + Volcano + Kubeflow,Node failure,d1,success,15\n"
                                                 "Kubernetes + Volcano + Kubeflow,Node failure,d2,success,15\n"
                                                 "Kubernetes + Volcano + Kubeflow,Node failure,d3,success,16\n"
                                                 "Red Hat OpenShift AI,Node failure,d1,success,10\n"
                                                 "Red Hat OpenShift AI,Node failure,d2,success,12\n"
                                                 "Red Hat OpenShift AI,Node failure,d3,success,14\n")));
        const Judged j = judged(*w);
        QCOMPARE(int(j.facts(kRunai)->computed), int(MetricVerdict::Borderline));
        QVERIFY(std::abs(*j.facts(kRunai)->figure - 888.0) < 1e-9);
        QCOMPARE(int(j.facts(kK8s)->computed), int(MetricVerdict::Borderline));
        QVERIFY(std::abs(*j.facts(kK8s)->figure - 948.0) < 1e-9);
        QCOMPARE(int(j.facts(kOpenShift)->computed), int(MetricVerdict::Pass));
        QVERIFY(std::abs(*j.facts(kOpenShift)->figure - 816.0) < 1e-9);
        QCOMPARE(j.gate(kRunai), u("unknown"));
        QCOMPARE(j.status(kRunai), std::optional(CandidateStatus::Blocked));
        QCOMPARE(j.status(kK8s), std::optional(CandidateStatus::Blocked));
        QCOMPARE(j.status(kOpenShift), std::optional(CandidateStatus::Eligible));
        QVERIFY(metricGateEvidence(*j.facts(kRunai), u("en")).contains(u("needs review")));

        // The chair reviews it: an override needs a reason.
        const auto refused = assessments::overrideMetricGate(*w, kRunai, kGate, GateVerdict::Pass, u("  "));
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.contains(u("reason")));
        QVERIFY(!assessments::overrideMetricGate(*w, kRunai, kGate, GateVerdict::Waived, u("x")).ok());
        QVERIFY(!assessments::overrideMetricGate(*w, kRunai, u("gate-data-boundary"), GateVerdict::Pass, u("x")).ok());
        const int steps = w->undoStack()->count();
        QVERIFY(assessments::overrideMetricGate(*w, kRunai, kGate, GateVerdict::Pass,
                                                u("All three runs recovered within 15 minutes."))
                    .ok());
        QCOMPARE(w->undoStack()->count(), steps + 1);
        Judged after = judged(*w);
        QCOMPARE(after.status(kRunai), std::optional(CandidateStatus::Eligible));
        // The computed verdict and figure stay beside the override.
        const MetricGateFacts* facts = after.facts(kRunai);
        QCOMPARE(int(facts->computed), int(MetricVerdict::Borderline));
        QCOMPARE(facts->override, std::optional(GateVerdict::Pass));
        QCOMPARE(facts->overrideReason, u("All three runs recovered within 15 minutes."));
        QCOMPARE(facts->overrideBy, u("Test Reviewer"));
        const QString shortText = metricVerdictShort(*facts);
        QVERIFY2(shortText.contains(u("override")) && shortText.contains(u("14.8 min")), qPrintable(shortText));

        // One audit entry: "override", with the computed figure, the override and the reason.
        std::optional<AuditEntry> last;
        QVERIFY(AuditRepository(w->queries().rows()).scan([&](const AuditEntry& e) {
            last = e;
            return true;
        }));
        QVERIFY(last);
        QCOMPARE(last->action, u("override"));
        QCOMPARE(last->entityId, kRunai + u("/") + kGate);
        QCOMPARE(last->newValue.toString(), u("pass"));
        const QJsonObject detail = QJsonDocument::fromJson(last->detail.toUtf8()).object();
        QCOMPARE(detail[u("computed")].toString(), u("borderline"));
        QCOMPARE(detail[u("figure")].toDouble(), 888.0);
        QCOMPARE(detail[u("reason")].toString(), u("All three runs recovered within 15 minutes."));

        // poc --json carries the computed part and the override.
        auto analysis = analysePoc(w->queries().rows(), QDate(2026, 11, 30));
        QVERIFY(analysis.ok());
        const QJsonArray gates = pocJson(*analysis).value(u("metric_gates")).toArray();
        bool seen = false;
        for (const QJsonValue& g : gates) {
            if (g[u("candidate_id")].toString() != kRunai)
                continue;
            QCOMPARE(g[u("criterion_id")].toString(), kGate);
            QCOMPARE(g[u("figure")].toDouble(), 888.0);
            QCOMPARE(g[u("runs")].toInt(), 3);
            QCOMPARE(g[u("verdict")].toString(), u("borderline"));
            QCOMPARE(g[u("override")].toString(), u("pass"));
            seen = true;
        }
        QVERIFY(seen);

        // Undo takes the override back; clearing it is a command too.
        QVERIFY(w->undo().ok());
        QCOMPARE(judged(*w).status(kRunai), std::optional(CandidateStatus::Blocked));
        QVERIFY(w->redo().ok());
        QVERIFY(assessments::clearMetricOverride(*w, kRunai, kGate).ok());
        QCOMPARE(judged(*w).facts(kRunai)->override, std::optional<GateVerdict>());
        QCOMPARE(judged(*w).status(kRunai), std::optional(CandidateStatus::Blocked));
    }

    /// A waiver covers a computed Unknown (too few runs) as any Unknown gate, never a computed Fail;
    /// a Pass or Fail is never typed on a metric gate.
    void waiverOverUnknownButNotFail()
    {
        auto w = workspace(rule("distributed-training", PocMetric::SuccessRate, MetricComparison::AtLeast, 0.95, 5));
        imported(*w, distributedRuns());
        const Waiver waiver{u("Security lead"), u("two more runs are booked"), QDate(2027, 1, 31)};
        QVERIFY(assessments::waive(*w, kK8s, kGate, waiver).ok());
        Judged j = judged(*w);
        QCOMPARE(j.gate(kK8s), u("waived"));
        QCOMPARE(j.status(kK8s), std::optional(CandidateStatus::Eligible));

        const auto refused = assessments::waive(*w, kRunai, kGate, waiver);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(u("cannot be waived")), qPrintable(refused.error().message));
        QVERIFY(!assessments::canWaive(*w, kRunai, kGate).ok());
        QCOMPARE(judged(*w).status(kRunai), std::optional(CandidateStatus::Eliminated));

        const auto typed = assessments::setVerdict(*w, kRunai, kGate, GateVerdict::Pass, u("looked fine"));
        QVERIFY(!typed.ok());
        QVERIFY2(typed.error().message.contains(u("computed from the PoC runs")), qPrintable(typed.error().message));
        const auto pasted = assessments::paste(*w, {{kRunai, kGate, u("P: fine")}});
        QVERIFY(!pasted.ok());

        // A waiver over a computed Unknown that then fails does not save the candidate.
        imported(*w,
                 writeCsv(u("k8s-fails.csv"),
                          u("Platform,Scenario,Run ID,Result\nKubernetes + Volcano + Kubeflow,Distributed "
                            "training,k4,failure\nKubernetes + Volcano + Kubeflow,Distributed training,k5,success\n")));
        j = judged(*w);
        QCOMPARE(int(j.facts(kK8s)->computed), int(MetricVerdict::Fail));
        QCOMPARE(j.status(kK8s), std::optional(CandidateStatus::Eliminated));
    }

    /// Rules are set and cleared by undoable commands; only gates take one; a rule that cannot be
    /// read is reported and leaves the gate Unknown, without crashing anything that reads it.
    void ruleCommandsAndABadStoredRule()
    {
        auto w = workspace(rule("distributed-training", PocMetric::SuccessRate, MetricComparison::AtLeast, 0.95, 5));
        QVERIFY(!criteria::setMetricRule(
                     *w, u("bonus-experience"),
                     rule("distributed-training", PocMetric::SuccessRate, MetricComparison::AtLeast, 0.9, 1))
                     .ok());
        QVERIFY(!criteria::setMetricRule(
                     *w, kGate, rule("no-such-scenario", PocMetric::SuccessRate, MetricComparison::AtLeast, 0.9, 1))
                     .ok());
        QVERIFY(criteria::clearMetricRule(*w, kGate).ok());
        QVERIFY(!judged(*w).facts(kRunai));
        QVERIFY(w->undo().ok());
        QVERIFY(judged(*w).facts(kRunai));

        imported(*w, distributedRuns());
        QVERIFY(criteria::setFields(*w, kGate, QVariantMap{{u("metric_rule"), u("{\"version\": 7, \"oops\"")}}).ok());
        const Judged j = judged(*w);
        const MetricGateFacts* facts = j.facts(kOpenShift);
        QVERIFY(facts);
        QVERIFY(!facts->ruleError.isEmpty());
        QCOMPARE(int(facts->computed), int(MetricVerdict::Unknown));
        QCOMPARE(j.status(kOpenShift), std::optional(CandidateStatus::Blocked));
        QVERIFY(!metricGateEvidence(*facts, u("en")).isEmpty());
        QVERIFY(!DecisionDocument(j.decision, j.input, u("en")).text().isEmpty());
        auto analysis = analysePoc(w->queries().rows(), QDate(2026, 11, 30));
        QVERIFY(analysis.ok());
        QCOMPARE(pocJson(*analysis).value(u("metric_gates")).toArray().at(0)[u("verdict")].toString(), u("unknown"));
    }

    /// DOMAIN.md's demo decision, now resting on the runs: OpenShift AI's key-workflow gate is
    /// Unknown because its node-failure drill ran 1 of 3 times; Run:ai and Kubernetes pass theirs.
    void demoGateComesFromTheRuns()
    {
        testing::WorkspaceSpec spec;
        spec.language = QStringLiteral("en");
        spec.content = NewWorkspaceOptions::Content::Demo;
        auto w = testing::createWorkspace(newPath(QStringLiteral("demo.gatebench")), spec);
        const Judged j = judged(*w);
        const MetricGateFacts* openshift = j.facts(kOpenShift);
        QVERIFY(openshift);
        QCOMPARE(openshift->scenarioId, u("drill-node-failure"));
        QCOMPARE(int(openshift->computed), int(MetricVerdict::Unknown));
        QCOMPARE(openshift->runs, 1);
        QCOMPARE(openshift->needed, 3);
        QCOMPARE(j.status(kOpenShift), std::optional(CandidateStatus::Blocked));
        QCOMPARE(int(j.facts(kRunai)->computed), int(MetricVerdict::Pass));
        QCOMPARE(int(j.facts(kK8s)->computed), int(MetricVerdict::Pass));
        QCOMPARE(j.decision.recommended, kRunai);
        QCOMPARE(j.decision.alternative, kK8s);
    }
};

QTEST_GUILESS_MAIN(TestMetricGates)
#include "tst_metric_gates.moc"
