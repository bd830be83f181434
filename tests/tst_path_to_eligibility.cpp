// The path to eligibility: what would settle each open gate of a Blocked candidate and where it would
// rank then, and what could still take an Eligible candidate out. On the demo as DOMAIN.md states it
// (as of 2026-11-30 and after the waiver expires on 2027-02-01), the would-be rank worked out by hand
// from demo.json's bonus scores; on hand-built inputs for the cases the demo lacks; and the widget on
// the Overview and the PoC page, current after a change and on another as-of date.
#include "PathToEligibilityView.h"
#include "PocPage.h"
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "decision/DecisionDocument.h"
#include "decision/DecisionLoader.h"
#include "decision/PathToEligibility.h"
#include "poc/PocAnalysis.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace gatebench;

namespace {

const QDate kAsOf(2026, 11, 30);
const QDate kAfterExpiry(2027, 2, 1);

QString s(const char* text)
{
    return QString::fromUtf8(text);
}

QStringList strings(std::initializer_list<const char*> items)
{
    QStringList list;
    for (const char* item : items)
        list.append(QLatin1String(item));
    return list;
}

QJsonObject readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList pathIds(const PathToEligibility& path)
{
    QStringList ids;
    for (const CandidatePath& c : path.candidates)
        ids.append(c.candidateId);
    return ids;
}

DecisionCandidate candidate(const char* id, int position)
{
    DecisionCandidate c;
    c.id = QLatin1String(id);
    c.nameEn = QStringLiteral("Name of ") + c.id;
    c.nameZh = QStringLiteral("名称") + c.id;
    c.position = position;
    return c;
}

DecisionCriterion criterion(const char* id, CriterionTier tier, int position, const char* category = "")
{
    DecisionCriterion c;
    c.id = QLatin1String(id);
    c.tier = tier;
    c.category = QLatin1String(category);
    c.titleEn = QStringLiteral("Title of ") + c.id;
    c.titleZh = QStringLiteral("标题") + c.id;
    c.ownerEn = QStringLiteral("Owner of ") + c.id;
    c.ownerZh = QStringLiteral("负责人") + c.id;
    c.position = position;
    return c;
}

DecisionAssessment verdict(const char* candidateId, const char* criterionId, GateVerdict v)
{
    DecisionAssessment a;
    a.candidateId = QLatin1String(candidateId);
    a.criterionId = QLatin1String(criterionId);
    a.verdict = v;
    return a;
}

DecisionScore score(const char* candidateId, const char* criterionId, double value)
{
    DecisionScore sc;
    sc.candidateId = QLatin1String(candidateId);
    sc.criterionId = QLatin1String(criterionId);
    sc.reviewerId = QStringLiteral("r1");
    sc.score = value;
    return sc;
}

/// Three candidates, two gates (one of them the key-workflow kind) and one bonus criterion:
/// "leader" Eligible with score 3, "runner" Eligible with score 2 on a waiver of gate-a, "blocked"
/// Blocked on both gates with score 5, "out" Eliminated with score 4.
DecisionInput handBuilt()
{
    DecisionInput input;
    input.candidates = {candidate("leader", 1), candidate("runner", 2), candidate("blocked", 3), candidate("out", 4)};
    input.criteria = {criterion("gate-a", CriterionTier::Gate, 1, "security_identity"),
                      criterion("gate-flow", CriterionTier::Gate, 2, "key_workflow"),
                      criterion("bonus", CriterionTier::Bonus, 3)};
    input.criteria[0].evidenceRequired = true;
    input.assessments = {
        verdict("leader", "gate-a", GateVerdict::Pass), verdict("leader", "gate-flow", GateVerdict::Pass),
        verdict("runner", "gate-flow", GateVerdict::Pass), verdict("blocked", "gate-flow", GateVerdict::Unknown),
        verdict("out", "gate-a", GateVerdict::Fail)};
    DecisionAssessment waived = verdict("runner", "gate-a", GateVerdict::Waived);
    waived.waiverOwner = QStringLiteral("Security lead");
    waived.waiverReason = QStringLiteral("audit log shipping pending");
    waived.waiverExpires = QDate(2026, 12, 10);
    input.assessments.append(waived);
    input.scores = {score("leader", "bonus", 3), score("runner", "bonus", 2), score("blocked", "bonus", 5),
                    score("out", "bonus", 4)};
    return input;
}

} // namespace

class TestPathToEligibility : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_demo;
    DecisionInput m_input;

    PathToEligibility demoPath(QDate asOf, Decision* decided = nullptr)
    {
        const Decision decision = decide(m_input, asOf);
        auto path = loadPathToEligibility(m_demo->queries().rows(), decision, m_input);
        if (!path)
            qFatal("%s", qPrintable(path.error().message));
        if (decided)
            *decided = decision;
        return *path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_demo = testing::createWorkspace(m_dir.filePath(QStringLiteral("demo.gatebench")),
                                          {NewWorkspaceOptions::Content::Demo, QStringLiteral("en")});
        auto input = loadDecisionInput(m_demo->queries().rows());
        QVERIFY(input.ok());
        m_input = *input;
    }

    void demoListsOnlyBlockedAndEligible()
    {
        const PathToEligibility path = demoPath(kAsOf);
        QCOMPARE(path.asOf, kAsOf);
        // Blocked first, then Eligible, each in committee order; the four eliminated ones are absent.
        QCOMPARE(pathIds(path), strings({"openshift-ai", "runai", "k8s-oss"}));
        for (const char* id : {"base-command", "modelarts", "pai", "ti-one"})
            QVERIFY(!path.candidate(QLatin1String(id)));
    }

    void openShiftNeedsTheNodeFailureDrill()
    {
        const PathToEligibility path = demoPath(kAsOf);
        const CandidatePath* openshift = path.candidate(QStringLiteral("openshift-ai"));
        QVERIFY(openshift);
        QCOMPARE(openshift->status, CandidateStatus::Blocked);
        QCOMPARE(openshift->openGates.size(), 1);
        const OpenGate& gate = openshift->openGates.first();
        QCOMPARE(gate.criterionId, QStringLiteral("gate-key-workflow"));
        // DOMAIN.md: the node-failure drill ran once of the three times it must.
        QCOMPARE(gate.settledBy.size(), 1);
        const SettleHint& hint = gate.settledBy.first();
        QCOMPARE(hint.kind, SettleHint::Kind::Poc);
        QCOMPARE(hint.poc.scenarioId, QStringLiteral("drill-node-failure"));
        QCOMPARE(hint.poc.runs, 1);
        QCOMPARE(hint.poc.needed, 3);
        // The demo's key-workflow gate has a metric rule (DemoGenerator): node-failure recovery P90
        // at most 15 min over at least 3 runs; the hint is that rule's, not the same-workload gap's.
        QCOMPARE(hint.poc.metric, std::optional<PocMetric>(PocMetric::RecoveryP90));
        QCOMPARE(hint.poc.comparison, QStringLiteral("<="));
        QCOMPARE(hint.poc.threshold, std::optional<double>(900.0));
        QCOMPARE(hint.poc.scenarioEn, QStringLiteral("Node failure"));
        QCOMPARE(hint.poc.scenarioZh, s("节点故障"));
        QVERIFY(openshift->atRisk.isEmpty());
    }

    void openShiftWouldRankByItsBonusScore()
    {
        // By hand from demo.json's bonus scores: of the two Eligible candidates and OpenShift AI,
        // ordered by score (ties by id), the place OpenShift AI would take.
        const QJsonObject expected =
            readJson(QStringLiteral(":/demo/demo.json")).value(QLatin1String("expected")).toObject();
        const QJsonObject scores = expected.value(QLatin1String("bonus_score")).toObject();
        QStringList field = strings({"runai", "k8s-oss", "openshift-ai"});
        std::sort(field.begin(), field.end(), [&](const QString& a, const QString& b) {
            const double sa = scores.value(a).toDouble();
            const double sb = scores.value(b).toDouble();
            return sa != sb ? sa > sb : a < b;
        });
        QCOMPARE(field, strings({"runai", "openshift-ai", "k8s-oss"})); // 77.5, 62.5, 61.25
        const int rank = int(field.indexOf(QStringLiteral("openshift-ai"))) + 1;

        const PathToEligibility path = demoPath(kAsOf);
        const CandidatePath* openshift = path.candidate(QStringLiteral("openshift-ai"));
        QVERIFY(openshift);
        QCOMPARE(openshift->ifAllPass.status, CandidateStatus::Eligible);
        QCOMPARE(openshift->ifAllPass.rank, rank);
        QCOMPARE(openshift->ifAllPass.ranking, field);
        QVERIFY(openshift->ifAllPass.bonusScore);
        QCOMPARE(*openshift->ifAllPass.bonusScore, scores.value(QLatin1String("openshift-ai")).toDouble());
        // It would pass the alternative, not the leader: Run:ai stays recommended.
        QCOMPARE(openshift->ifAllPass.overtakes, strings({"k8s-oss"}));
        QCOMPARE(openshift->ifAllPass.recommended, QStringLiteral("runai"));
        QCOMPARE(openshift->ifAllPass.alternative, QStringLiteral("openshift-ai"));
    }

    void selfBuiltRestsOnTheWaiver()
    {
        const PathToEligibility path = demoPath(kAsOf);
        const CandidatePath* runai = path.candidate(QStringLiteral("runai"));
        QVERIFY(runai);
        QCOMPARE(runai->status, CandidateStatus::Eligible);
        QVERIFY(runai->openGates.isEmpty());
        QVERIFY(runai->atRisk.isEmpty()); // nothing could take Run:ai out

        const CandidatePath* k8s = path.candidate(QStringLiteral("k8s-oss"));
        QVERIFY(k8s);
        QCOMPARE(k8s->status, CandidateStatus::Eligible);
        QCOMPARE(k8s->atRisk.size(), 1);
        const AtRisk& risk = k8s->atRisk.first();
        QCOMPARE(risk.criterionId, QStringLiteral("gate-identity-audit"));
        QCOMPARE(risk.reason, AtRisk::Reason::Waiver);
        QCOMPARE(risk.expires, QDate(2027, 1, 31));
        QCOMPARE(risk.finding.waiverOwner, QStringLiteral("Lin Xiaowen (simulated)"));
        QCOMPARE(risk.daysLeft, 62); // 1 (Nov 30 -> Dec 1) + 30 (December) + 31 (January)
        QVERIFY(!risk.expiringSoon);
        // If it lapses: Blocked, Run:ai still recommended and no alternative (DOMAIN.md, 2027-02-01).
        QCOMPARE(risk.ifLapses.status, CandidateStatus::Blocked);
        QCOMPARE(risk.ifLapses.recommended, QStringLiteral("runai"));
        QVERIFY(risk.ifLapses.alternative.isEmpty());
    }

    void afterTheWaiverExpiresItSaysRenew()
    {
        const PathToEligibility path = demoPath(kAfterExpiry);
        QCOMPARE(pathIds(path), strings({"openshift-ai", "k8s-oss", "runai"}));
        const CandidatePath* k8s = path.candidate(QStringLiteral("k8s-oss"));
        QVERIFY(k8s);
        QCOMPARE(k8s->status, CandidateStatus::Blocked);
        QCOMPARE(k8s->openGates.size(), 1);
        const OpenGate& gate = k8s->openGates.first();
        QCOMPARE(gate.criterionId, QStringLiteral("gate-identity-audit"));
        QCOMPARE(gate.settledBy.size(), 2);
        QCOMPARE(gate.settledBy.at(0).kind, SettleHint::Kind::Waiver);
        QCOMPARE(gate.settledBy.at(0).waiver.state, WaiverState::Expired);
        QCOMPARE(gate.settledBy.at(0).waiver.owner, QStringLiteral("Lin Xiaowen (simulated)"));
        QCOMPARE(gate.settledBy.at(0).waiver.expires, QDate(2027, 1, 31));
        // Or the evidence the gate requires, from its owner (no PoC scenario decides identity).
        QCOMPARE(gate.settledBy.at(1).kind, SettleHint::Kind::Evidence);
        QVERIFY(gate.settledBy.at(1).evidence.required);
        QCOMPARE(gate.settledBy.at(1).evidence.ownerEn, QStringLiteral("Security lead"));
        // Renewed, it is back to rank 2 behind Run:ai.
        QCOMPARE(k8s->ifAllPass.rank, 2);
        QCOMPARE(k8s->ifAllPass.ranking, strings({"runai", "k8s-oss"}));
        QVERIFY(k8s->ifAllPass.overtakes.isEmpty());
    }

    void demoJsonAndText()
    {
        Decision decision;
        const PathToEligibility path = demoPath(kAsOf, &decision);
        DecisionDocument document(decision, m_input, QStringLiteral("en"));
        QVERIFY(!document.json().contains(QLatin1String("path_to_eligibility"))); // only when set
        document.setPath(path);
        const QJsonArray list = document.json().value(QLatin1String("path_to_eligibility")).toArray();
        QCOMPARE(list.size(), 3);
        const QJsonObject openshift = list.at(0).toObject();
        QCOMPARE(openshift.value(QLatin1String("candidate_id")).toString(), QStringLiteral("openshift-ai"));
        QCOMPARE(openshift.value(QLatin1String("status")).toString(), QStringLiteral("blocked"));
        const QJsonObject gate = openshift.value(QLatin1String("open_gates")).toArray().at(0).toObject();
        QCOMPARE(gate.value(QLatin1String("criterion_id")).toString(), QStringLiteral("gate-key-workflow"));
        const QJsonObject poc = gate.value(QLatin1String("settled_by")).toArray().at(0).toObject();
        QCOMPARE(poc.value(QLatin1String("kind")).toString(), QStringLiteral("poc"));
        QCOMPARE(poc.value(QLatin1String("scenario_id")).toString(), QStringLiteral("drill-node-failure"));
        QCOMPARE(poc.value(QLatin1String("runs")).toInt(), 1);
        QCOMPARE(poc.value(QLatin1String("needed")).toInt(), 3);
        QCOMPARE(poc.value(QLatin1String("metric")).toString(), QStringLiteral("recovery_p90_s"));
        QCOMPARE(poc.value(QLatin1String("threshold")).toDouble(), 900.0);
        const QJsonObject ifAllPass = openshift.value(QLatin1String("if_all_pass")).toObject();
        QCOMPARE(ifAllPass.value(QLatin1String("rank")).toInt(), 2);
        QCOMPARE(ifAllPass.value(QLatin1String("bonus_score")).toDouble(), 62.5);
        const QJsonObject k8s = list.at(2).toObject();
        const QJsonObject risk = k8s.value(QLatin1String("at_risk")).toArray().at(0).toObject();
        QCOMPARE(risk.value(QLatin1String("reason")).toString(), QStringLiteral("waiver"));
        QCOMPARE(risk.value(QLatin1String("expires")).toString(), QStringLiteral("2027-01-31"));
        QCOMPARE(risk.value(QLatin1String("if_lapses")).toObject().value(QLatin1String("status")).toString(),
                 QStringLiteral("blocked"));

        // The text names candidates, gates and scenarios, never their ids.
        const QString text = document.text();
        const QString section = text.mid(text.indexOf(QStringLiteral("Path to eligibility:")));
        QVERIFY(!section.isEmpty());
        QVERIFY(section.contains(QStringLiteral("Red Hat OpenShift AI")));
        QVERIFY(section.contains(
            QStringLiteral("Node failure, P90 recovery time at most 15 min over at least 3 runs (1 recorded")));
        QVERIFY(section.contains(QStringLiteral("rank 2 of 3, bonus score 62.5")));
        QVERIFY(section.contains(QStringLiteral("until 2027-01-31")));
        for (const char* id : {"openshift-ai", "k8s-oss", "drill-node-failure", "gate-key-workflow"})
            QVERIFY2(!section.contains(QLatin1String(id)), id);
    }

    void passingTheOpenGatesWouldMakeItTheRecommendation()
    {
        const DecisionInput input = handBuilt();
        const QDate asOf(2026, 12, 1);
        const Decision decision = decide(input, asOf);
        QCOMPARE(decision.recommended, QStringLiteral("leader"));
        QCOMPARE(decision.candidate(QStringLiteral("blocked"))->status, CandidateStatus::Blocked);

        PocFacts facts;
        facts.gaps = {{QStringLiteral("blocked"), QStringLiteral("drill"), 1, 3},
                      {QStringLiteral("runner"), QStringLiteral("drill"), 2, 3}};
        const PathToEligibility path = pathToEligibility(decision, input, facts);
        QCOMPARE(pathIds(path), strings({"blocked", "leader", "runner"}));
        const CandidatePath* blocked = path.candidate(QStringLiteral("blocked"));
        QCOMPARE(blocked->openGates.size(), 2);
        // gate-a: unassessed, no PoC scenario applies: the evidence it requires, from its owner.
        QCOMPARE(blocked->openGates.at(0).criterionId, QStringLiteral("gate-a"));
        QCOMPARE(blocked->openGates.at(0).settledBy.size(), 1);
        QCOMPARE(blocked->openGates.at(0).settledBy.at(0).kind, SettleHint::Kind::Evidence);
        QVERIFY(blocked->openGates.at(0).settledBy.at(0).evidence.required);
        QCOMPARE(blocked->openGates.at(0).settledBy.at(0).evidence.ownerEn, QStringLiteral("Owner of gate-a"));
        // gate-flow (the key-workflow kind): its own gap only, not the runner's.
        QCOMPARE(blocked->openGates.at(1).settledBy.size(), 1);
        QCOMPARE(blocked->openGates.at(1).settledBy.at(0).kind, SettleHint::Kind::Poc);
        QCOMPARE(blocked->openGates.at(1).settledBy.at(0).poc.runs, 1);
        // Score 5 against 3 and 2: rank 1 of 3, ahead of both, the new recommendation.
        QCOMPARE(blocked->ifAllPass.rank, 1);
        QCOMPARE(blocked->ifAllPass.ranking, strings({"blocked", "leader", "runner"}));
        QCOMPARE(blocked->ifAllPass.overtakes, strings({"leader", "runner"}));
        QCOMPARE(blocked->ifAllPass.recommended, QStringLiteral("blocked"));
        QCOMPARE(*blocked->ifAllPass.bonusScore, 100.0);
        // Only its own gates were set: the runner still stands on its waiver in that decision.
        QCOMPARE(blocked->ifAllPass.alternative, QStringLiteral("leader"));

        DecisionDocument document(decision, input, QStringLiteral("en"));
        document.setPath(path);
        QVERIFY(document.text().contains(QStringLiteral("it would become the recommendation")));
        QVERIFY(document.pathHtml().contains(QStringLiteral("it would become the recommendation")));
    }

    void waiverExpiringSoonIsFlagged()
    {
        const DecisionInput input = handBuilt();
        const Decision decision = decide(input, QDate(2026, 12, 1));
        const PathToEligibility path = pathToEligibility(decision, input);
        const CandidatePath* runner = path.candidate(QStringLiteral("runner"));
        QVERIFY(runner);
        QCOMPARE(runner->atRisk.size(), 1);
        QCOMPARE(runner->atRisk.first().daysLeft, 9);
        QVERIFY(runner->atRisk.first().expiringSoon);
        QCOMPARE(runner->atRisk.first().ifLapses.status, CandidateStatus::Blocked);
        QCOMPARE(runner->atRisk.first().ifLapses.alternative, QString()); // only the leader is left

        // 31 days ahead is outside the window.
        const Decision early = decide(input, QDate(2026, 11, 9));
        QVERIFY(!pathToEligibility(early, input).candidate(QStringLiteral("runner"))->atRisk.first().expiringSoon);
    }

    void incompleteWaiverAndBorderlineFigure()
    {
        DecisionInput input = handBuilt();
        for (DecisionAssessment& a : input.assessments) {
            if (a.candidateId == QLatin1String("runner") && a.criterionId == QLatin1String("gate-a"))
                a.waiverReason.clear(); // no reason: no waiver, the gate is open
            if (a.candidateId == QLatin1String("leader") && a.criterionId == QLatin1String("gate-flow"))
                a.borderline = true; // the chair's Pass over a borderline figure
        }
        const Decision decision = decide(input, QDate(2026, 12, 1));
        const PathToEligibility path = pathToEligibility(decision, input);
        const CandidatePath* runner = path.candidate(QStringLiteral("runner"));
        QCOMPARE(runner->status, CandidateStatus::Blocked);
        QCOMPARE(runner->openGates.first().settledBy.first().kind, SettleHint::Kind::Waiver);
        QCOMPARE(runner->openGates.first().settledBy.first().waiver.state, WaiverState::Incomplete);

        const CandidatePath* leader = path.candidate(QStringLiteral("leader"));
        QCOMPARE(leader->atRisk.size(), 1);
        QCOMPARE(leader->atRisk.first().reason, AtRisk::Reason::Borderline);
        QCOMPARE(leader->atRisk.first().criterionId, QStringLiteral("gate-flow"));
        QVERIFY(!leader->atRisk.first().expires.isValid());
        // Taken back, no one is left Eligible.
        QCOMPARE(leader->atRisk.first().ifLapses.status, CandidateStatus::Blocked);
        QVERIFY(leader->atRisk.first().ifLapses.recommended.isEmpty());
    }

    void metricRulesPlugIn()
    {
        const DecisionInput input = handBuilt();
        const Decision decision = decide(input, QDate(2026, 12, 1));
        PocFacts facts;
        facts.gaps = {{QStringLiteral("blocked"), QStringLiteral("drill"), 1, 3}};
        facts.scenarios = {PocScenario{QStringLiteral("training"),
                                       1,
                                       PocScenarioKind::Standard,
                                       {s("训练"), QStringLiteral("Training")},
                                       {},
                                       3,
                                       {}}};
        QStringList asked;
        facts.metricHints = [&](const QString& candidateId, const DecisionCriterion& gate) {
            asked.append(candidateId + u'/' + gate.id);
            QList<PocHint> hints;
            if (gate.id == QLatin1String("gate-a")) {
                PocHint hint;
                hint.scenarioId = QStringLiteral("training");
                hint.metric = PocMetric::SuccessRate;
                hint.comparison = QStringLiteral(">=");
                hint.threshold = 0.95;
                hint.runs = 2;
                hint.needed = 5;
                hints.append(hint);
            }
            return hints;
        };
        const PathToEligibility path = pathToEligibility(decision, input, facts);
        const CandidatePath* blocked = path.candidate(QStringLiteral("blocked"));
        QCOMPARE(asked, strings({"blocked/gate-a", "blocked/gate-flow"}));
        const SettleHint& metric = blocked->openGates.at(0).settledBy.first();
        QCOMPARE(metric.kind, SettleHint::Kind::Poc);
        QCOMPARE(metric.poc.metric, PocMetric::SuccessRate);
        QCOMPARE(metric.poc.scenarioEn, QStringLiteral("Training")); // named from the catalogue
        // No metric rule on gate-flow: the same-workload gap still settles it.
        QCOMPARE(blocked->openGates.at(1).settledBy.first().poc.scenarioId, QStringLiteral("drill"));

        DecisionDocument document(decision, input, QStringLiteral("en"));
        document.setPath(path);
        const QJsonObject hint = document.pathJson()
                                     .at(0)
                                     .toObject()
                                     .value(QLatin1String("open_gates"))
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(QLatin1String("settled_by"))
                                     .toArray()
                                     .at(0)
                                     .toObject();
        QCOMPARE(hint.value(QLatin1String("metric")).toString(), QStringLiteral("success_rate"));
        QCOMPARE(hint.value(QLatin1String("threshold")).toDouble(), 0.95);
        QCOMPARE(hint.value(QLatin1String("comparison")).toString(), QStringLiteral(">="));
    }

    void noCandidateToList()
    {
        DecisionInput input = handBuilt();
        input.candidates = {candidate("out", 1)};
        const Decision decision = decide(input, QDate(2026, 12, 1));
        const PathToEligibility path = pathToEligibility(decision, input);
        QVERIFY(path.candidates.isEmpty());
        DecisionDocument document(decision, input, QStringLiteral("en"));
        document.setPath(path);
        QVERIFY(document.pathJson().isEmpty());
        QVERIFY(document.text().contains(QStringLiteral("No candidate is Blocked or Eligible.")));
    }

    void viewFollowsChangesAndTheDate()
    {
        const QString path = m_dir.filePath(QStringLiteral("view.gatebench"));
        auto workspace = testing::createWorkspace(path, {NewWorkspaceOptions::Content::Demo, QStringLiteral("en")});
        PathToEligibilityView view;
        view.setAsOf(kAsOf);
        view.setWorkspace(workspace.get());
        QString html = view.html();
        QVERIFY(html.contains(QStringLiteral("Red Hat OpenShift AI")));
        QVERIFY(html.contains(
            QStringLiteral("Node failure, P90 recovery time at most 15 min over at least 3 runs (1 recorded")));
        QVERIFY(html.contains(QStringLiteral("NVIDIA Run:ai")));
        QVERIFY(!html.contains(QStringLiteral("openshift-ai")));
        QVERIFY(!html.contains(QStringLiteral("renew the waiver")));

        view.setAsOf(kAfterExpiry);
        QVERIFY(
            view.html().contains(QStringLiteral("renew the waiver of Lin Xiaowen (simulated) (expired 2027-01-31)")));

        // A change in the workspace: the chair overrides the key-workflow gate of OpenShift AI (a
        // metric gate, computed Unknown from too few runs) to Pass.
        view.setAsOf(kAsOf);
        QVERIFY(assessments::overrideMetricGate(*workspace, QStringLiteral("openshift-ai"),
                                                QStringLiteral("gate-key-workflow"), GateVerdict::Pass,
                                                QStringLiteral("Node-failure drill completed three times on site."))
                    .ok());
        QTRY_VERIFY(!view.html().contains(
            QStringLiteral("Node failure, P90 recovery time at most 15 min over at least 3 runs (1 recorded")));
        QVERIFY(view.html().contains(QStringLiteral("Red Hat OpenShift AI")));
        QVERIFY(workspace->undo().ok());
        QTRY_VERIFY(view.html().contains(
            QStringLiteral("Node failure, P90 recovery time at most 15 min over at least 3 runs (1 recorded")));
    }

    void pocPageHasAThirdTab()
    {
        PocPage page;
        QCOMPARE(page.tabs()->count(), 3);
        QCOMPARE(page.tabs()->tabText(0), QStringLiteral("Runs and scenarios"));
        QCOMPARE(page.tabs()->tabText(1), QStringLiteral("Workflow coverage"));
        QCOMPARE(page.tabs()->tabText(2), QStringLiteral("Path to eligibility"));
        page.setAsOf(kAfterExpiry);
        page.setWorkspace(m_demo.get());
        QVERIFY(page.path()->html().contains(QStringLiteral("Kubernetes + Volcano + Kubeflow")));
        QVERIFY(page.path()->html().contains(QStringLiteral("renew the waiver")));
    }
};

QTEST_MAIN(TestPathToEligibility)
#include "tst_path_to_eligibility.moc"
