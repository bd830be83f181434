// The demo evaluation's decision exactly as DOMAIN.md states it, read from a real demo workspace:
// as of 2026-11-30 and after the waiver expires on 2027-02-01. Bonus scores are recomputed here
// from demo.json and the template weights, independently of the engine; deciding never writes.
#include "decision/DecisionCharts.h"
#include "decision/DecisionDocument.h"
#include "decision/DecisionEngine.h"
#include "decision/DecisionKeys.h"
#include "decision/DecisionLoader.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;

namespace {

/// A list of ASCII strings (the build forbids implicit conversion from char*).
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

QByteArray fileHash(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

QStringList ids(const QList<GateFinding>& findings)
{
    QStringList list;
    for (const GateFinding& f : findings)
        list.append(f.criterionId);
    return list;
}

const QDate kAsOf(2026, 11, 30);
const QDate kAfterExpiry(2027, 2, 1);

} // namespace

class TestDecisionDemo : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    DecisionInput m_input;

    QString create(const QString& name, const QString& language)
    {
        NewWorkspaceOptions options;
        options.path = m_dir.filePath(name);
        options.content = NewWorkspaceOptions::Content::Demo;
        options.language = language;
        options.timeZone = QStringLiteral("Asia/Shanghai");
        auto created = createWorkspaceFile(options);
        if (!created)
            qFatal("%s", qPrintable(created.error().message));
        return options.path;
    }

    DecisionInput load(const QString& path)
    {
        auto workspace = Workspace::open(path, Workspace::Access::ReadOnly);
        if (!workspace)
            qFatal("%s", qPrintable(workspace.error().message));
        auto input = loadDecisionInput((*workspace)->queries().rows());
        if (!input)
            qFatal("%s", qPrintable(input.error().message));
        return *input;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = create(QStringLiteral("demo.gatebench"), QStringLiteral("en"));
        m_input = load(m_path);
    }

    void loadsTheWholeMatrix()
    {
        QCOMPARE(m_input.candidates.size(), 7);
        QCOMPARE(m_input.candidates.first().id, QStringLiteral("base-command")); // committee order
        int gates = 0, bonus = 0, deferred = 0;
        for (const DecisionCriterion& c : m_input.criteria) {
            gates += c.tier == CriterionTier::Gate;
            bonus += c.tier == CriterionTier::Bonus;
            deferred += c.tier == CriterionTier::Deferred;
        }
        QCOMPARE(gates, 5);
        QCOMPARE(bonus, 4);
        QCOMPARE(deferred, 2);
        QCOMPARE(m_input.assessments.size(), 35);
        const DecisionAssessment* waiver = nullptr;
        for (const DecisionAssessment& a : std::as_const(m_input.assessments)) {
            if (a.verdict == GateVerdict::Waived)
                waiver = &a;
        }
        QVERIFY(waiver);
        QCOMPARE(waiver->candidateId, QStringLiteral("k8s-oss"));
        QCOMPARE(waiver->waiverExpires, QDate(2027, 1, 31));
        QCOMPARE(waiver->waiverOwner, QStringLiteral("Lin Xiaowen (simulated)"));
    }

    void decisionAsOfTheDemoDate()
    {
        const Decision d = decide(m_input, kAsOf);
        const auto status = [&](const char* id) { return d.candidate(QLatin1String(id))->status; };
        const auto failed = [&](const char* id) { return ids(d.candidate(QLatin1String(id))->failedGates); };
        for (const char* id : {"pai", "modelarts", "ti-one"}) {
            QCOMPARE(status(id), CandidateStatus::Eliminated);
            QCOMPARE(failed(id), strings({"gate-data-boundary"}));
            QVERIFY(!d.candidate(QLatin1String(id))->failedGates.first().evidence.isEmpty());
        }
        QCOMPARE(status("base-command"), CandidateStatus::Eliminated);
        QCOMPARE(failed("base-command"), strings({"gate-hardware-compat"}));
        QVERIFY(
            d.candidate(QStringLiteral("base-command"))->failedGates.first().evidence.contains(QLatin1String("DGX")));
        QCOMPARE(status("openshift-ai"), CandidateStatus::Blocked);
        QCOMPARE(ids(d.candidate(QStringLiteral("openshift-ai"))->unknownGates), strings({"gate-key-workflow"}));
        QCOMPARE(status("runai"), CandidateStatus::Eligible);
        QCOMPARE(status("k8s-oss"), CandidateStatus::Eligible);
        QCOMPARE(ids(d.candidate(QStringLiteral("k8s-oss"))->waivedGates), strings({"gate-identity-audit"}));
        QCOMPARE(d.candidate(QStringLiteral("k8s-oss"))->waivedGates.first().waiverExpires, QDate(2027, 1, 31));

        QCOMPARE(d.ranking, strings({"runai", "k8s-oss"}));
        QCOMPARE(*d.candidate(QStringLiteral("runai"))->rank, 1);
        QCOMPARE(*d.candidate(QStringLiteral("k8s-oss"))->rank, 2);
        QCOMPARE(d.recommended, QStringLiteral("runai"));
        QCOMPARE(d.alternative, QStringLiteral("k8s-oss"));
        QVERIFY(!d.closeCall); // 77.50 - 61.25 = 16.25 > 10
        QVERIFY(qAbs(*d.margin - 16.25) < 1e-9);
        QVERIFY(d.setAside.isEmpty());
        QCOMPARE(d.deferred.size(), 2);
        for (const char* id : {"pai", "modelarts", "ti-one", "base-command", "openshift-ai"})
            QVERIFY(!d.candidate(QLatin1String(id))->rank);
    }

    void bonusScoresComputedIndependently()
    {
        // Recompute from the sources: demo.json's reviewer scores and the template's weights
        // (experience 3, automation 2, ecosystem 2, extensibility 1; sum 8, so / 40).
        // e.g. runai: experience (4+4+5+4)/4 = 4.25, automation 4, ecosystem 3.5, extensibility
        // 3.25 -> 100 x (12.75 + 8 + 7 + 3.25) / 40 = 77.5.
        const QJsonObject demo = readJson(QStringLiteral(":/demo/demo.json"));
        const QJsonObject tmpl = readJson(QStringLiteral(":/template/template.json"));
        QHash<QString, double> weight;
        double weightSum = 0;
        for (const QJsonValue& v : tmpl.value(QLatin1String("criteria")).toArray()) {
            const QJsonObject c = v.toObject();
            if (c.value(QLatin1String("tier")).toString() == QLatin1String("bonus")) {
                weight.insert(c.value(QLatin1String("id")).toString(), c.value(QLatin1String("weight")).toDouble());
                weightSum += c.value(QLatin1String("weight")).toDouble();
            }
        }
        QCOMPARE(weight.size(), 4);
        QHash<QString, QHash<QString, QList<double>>> cells;
        for (const QJsonValue& v : demo.value(QLatin1String("bonus_scores")).toArray()) {
            const QJsonObject s = v.toObject();
            cells[s.value(QLatin1String("candidate")).toString()][s.value(QLatin1String("criterion")).toString()]
                .append(s.value(QLatin1String("score")).toDouble());
        }
        const QJsonObject expected = demo.value(QLatin1String("expected")).toObject();
        const QJsonObject expectedScores = expected.value(QLatin1String("bonus_score")).toObject();
        const QJsonObject expectedMissing = expected.value(QLatin1String("missing_scores")).toObject();
        QCOMPARE(expectedScores.size(), 7);

        const Decision d = decide(m_input, kAsOf);
        for (const DecisionCandidate& c : std::as_const(m_input.candidates)) {
            double numerator = 0;
            int missing = 0;
            for (auto it = weight.cbegin(); it != weight.cend(); ++it) {
                const QList<double> scores = cells.value(c.id).value(it.key());
                if (scores.isEmpty()) {
                    ++missing;
                    continue;
                }
                double sum = 0;
                for (double s : scores)
                    sum += s;
                numerator += it.value() * sum / double(scores.size());
            }
            const double independent = 100.0 * numerator / (5.0 * weightSum);
            const CandidateDecision* cd = d.candidate(c.id);
            QVERIFY2(qAbs(*cd->bonusScore - independent) < 1e-9, qPrintable(c.id));
            QVERIFY2(qAbs(*cd->bonusScore - expectedScores.value(c.id).toDouble()) < 1e-9, qPrintable(c.id));
            QCOMPARE(cd->missingScores, missing);
            QCOMPARE(cd->missingScores, expectedMissing.value(c.id).toInt(0));
        }
        QCOMPARE(*d.candidate(QStringLiteral("runai"))->bonusScore, 77.5);
        QCOMPARE(*d.candidate(QStringLiteral("k8s-oss"))->bonusScore, 61.25);
        QCOMPARE(*d.candidate(QStringLiteral("openshift-ai"))->bonusScore, 62.5);
        QCOMPARE(d.candidate(QStringLiteral("openshift-ai"))->missingScores, 1);

        // The statuses and choices of demo.json's expected block.
        const QJsonObject expectedStatus = expected.value(QLatin1String("status")).toObject();
        for (auto it = expectedStatus.constBegin(); it != expectedStatus.constEnd(); ++it)
            QCOMPARE(statusKey(*d.candidate(it.key())->status), it.value().toString());
        QCOMPARE(d.recommended, expected.value(QLatin1String("recommended")).toString());
        QCOMPARE(d.alternative, expected.value(QLatin1String("alternative")).toString());
        QCOMPARE(d.closeCall, expected.value(QLatin1String("close_call")).toBool());
    }

    void afterTheWaiverExpires()
    {
        const Decision d = decide(m_input, kAfterExpiry);
        const CandidateDecision* k8s = d.candidate(QStringLiteral("k8s-oss"));
        QCOMPARE(k8s->status, CandidateStatus::Blocked);
        QCOMPARE(ids(k8s->unknownGates), strings({"gate-identity-audit"}));
        QCOMPARE(k8s->unknownGates.first().waiver, WaiverState::Expired);
        QVERIFY(k8s->waivedGates.isEmpty());
        QVERIFY(!k8s->rank);
        QCOMPARE(d.ranking, strings({"runai"}));
        QCOMPARE(d.recommended, QStringLiteral("runai"));
        QVERIFY(d.alternative.isEmpty());
        QVERIFY(!d.closeCall);
        // The waiver's last valid day still counts.
        QCOMPARE(decide(m_input, QDate(2027, 1, 31)).alternative, QStringLiteral("k8s-oss"));
    }

    void jsonInBothLanguages()
    {
        const QJsonObject en = decisionJson(decide(m_input, kAsOf), m_input, QStringLiteral("en"));
        QCOMPARE(en.value(QLatin1String("as_of")).toString(), QStringLiteral("2026-11-30"));
        QCOMPARE(en.value(QLatin1String("recommended")).toString(), QStringLiteral("runai"));
        QCOMPARE(en.value(QLatin1String("alternative")).toString(), QStringLiteral("k8s-oss"));
        QCOMPARE(en.value(QLatin1String("close_call")).toBool(), false);
        const QJsonArray list = en.value(QLatin1String("candidates")).toArray();
        QStringList order;
        QHash<QString, QJsonObject> byId;
        for (const QJsonValue& v : list) {
            order.append(v.toObject().value(QLatin1String("id")).toString());
            byId.insert(order.last(), v.toObject());
        }
        QCOMPARE(order, strings({"base-command", "runai", "openshift-ai", "modelarts", "pai", "ti-one", "k8s-oss"}));
        QCOMPARE(byId.value(QStringLiteral("runai")).value(QLatin1String("name")).toString(),
                 QStringLiteral("NVIDIA Run:ai"));
        QCOMPARE(byId.value(QStringLiteral("runai")).value(QLatin1String("bonus_score")).toDouble(), 77.5);
        QCOMPARE(byId.value(QStringLiteral("runai")).value(QLatin1String("rank")).toInt(), 1);
        const QJsonObject oai = byId.value(QStringLiteral("openshift-ai"));
        QCOMPARE(oai.value(QLatin1String("status")).toString(), QStringLiteral("blocked"));
        QVERIFY(oai.value(QLatin1String("rank")).isNull());
        QCOMPARE(oai.value(QLatin1String("missing_scores")).toInt(), 1);
        QCOMPARE(oai.value(QLatin1String("bonus_score")).toDouble(), 62.5);
        const QJsonObject unknown = oai.value(QLatin1String("unknown_gates")).toArray().at(0).toObject();
        QCOMPARE(unknown.value(QLatin1String("criterion_id")).toString(), QStringLiteral("gate-key-workflow"));
        QCOMPARE(unknown.value(QLatin1String("title")).toString(), QStringLiteral("Key workflows"));
        const QJsonObject pai = byId.value(QStringLiteral("pai"));
        const QJsonObject failed = pai.value(QLatin1String("failed_gates")).toArray().at(0).toObject();
        QCOMPARE(failed.value(QLatin1String("title")).toString(), QStringLiteral("Data boundary"));
        QVERIFY(failed.value(QLatin1String("evidence")).toString().startsWith(QLatin1String("Week-2 desk review")));
        const QJsonObject waived =
            byId.value(QStringLiteral("k8s-oss")).value(QLatin1String("waived_gates")).toArray().at(0).toObject();
        QCOMPARE(waived.value(QLatin1String("criterion_id")).toString(), QStringLiteral("gate-identity-audit"));
        QCOMPARE(waived.value(QLatin1String("owner")).toString(), QStringLiteral("Lin Xiaowen (simulated)"));
        QCOMPARE(waived.value(QLatin1String("expires")).toString(), QStringLiteral("2027-01-31"));

        // A Chinese demo: names, titles, owners and evidence in Chinese; the same decision.
        const DecisionInput zhInput = load(create(QStringLiteral("demo-zh.gatebench"), QStringLiteral("zh_CN")));
        const QJsonObject zh = decisionJson(decide(zhInput, kAfterExpiry), zhInput, QStringLiteral("zh_CN"));
        QVERIFY(zh.value(QLatin1String("alternative")).isNull());
        for (const QJsonValue& v : zh.value(QLatin1String("candidates")).toArray()) {
            const QJsonObject c = v.toObject();
            if (c.value(QLatin1String("id")).toString() != QLatin1String("k8s-oss"))
                continue;
            QCOMPARE(c.value(QLatin1String("status")).toString(), QStringLiteral("blocked"));
            QCOMPARE(c.value(QLatin1String("name")).toString(),
                     c.value(QLatin1String("names")).toObject().value(QLatin1String("zh_CN")).toString());
            const QJsonObject gate = c.value(QLatin1String("unknown_gates")).toArray().at(0).toObject();
            QCOMPARE(gate.value(QLatin1String("title")).toString(), QStringLiteral("身份认证与审计"));
            QCOMPARE(gate.value(QLatin1String("waiver_expired")).toString(), QStringLiteral("2027-01-31"));
        }
    }

    void chartData()
    {
        const Decision d = decide(m_input, kAsOf);
        const GateMatrix matrix = gateMatrix(d, m_input, QStringLiteral("en"));
        QCOMPARE(matrix.rows.size(), 7);
        QCOMPARE(matrix.criterionIds.size(), 5);
        QString letters;
        for (const GateMatrixRow& row : matrix.rows) {
            for (const GateMatrixCell& cell : row.cells)
                letters += cell.letter;
            letters += QLatin1Char(row.eliminated ? 'x' : '|');
        }
        // Rows in committee order: base-command, runai, openshift-ai, modelarts, pai, ti-one, k8s-oss.
        QCOMPARE(letters, QStringLiteral("??F??x"
                                         "PPPPP|"
                                         "PPPP?|"
                                         "PF???x"
                                         "PF???x"
                                         "PF???x"
                                         "WPPPP|"));

        const EliminationFunnel funnel = eliminationFunnel(d, m_input);
        QCOMPARE(funnel.shortlisted, 7);
        QList<int> remaining, blocked;
        for (const FunnelStep& step : funnel.steps) {
            remaining.append(step.remaining);
            blocked.append(step.blocked);
        }
        QCOMPARE(funnel.steps.at(0).category, QStringLiteral("security_identity"));
        QCOMPARE(funnel.steps.at(4).category, QStringLiteral("key_workflow"));
        // Security: nobody out, base-command unknown. Data boundary: the three clouds out.
        // Hardware: base-command out. Key workflow: openshift-ai unknown.
        QCOMPARE(remaining, QList<int>({7, 4, 3, 3, 3}));
        QCOMPARE(blocked, QList<int>({1, 1, 0, 0, 1}));
        QCOMPARE(funnel.steps.at(1).eliminatedHere, strings({"modelarts", "pai", "ti-one"}));
        QCOMPARE(funnel.steps.at(2).eliminatedHere, strings({"base-command"}));

        const BonusBars bars = bonusBars(d, m_input, QStringLiteral("en"));
        QCOMPARE(bars.bars.size(), 2);
        QCOMPARE(bars.bars.at(0).candidateId, QStringLiteral("runai"));
        QCOMPARE(bars.bars.at(1).candidateId, QStringLiteral("k8s-oss"));
        for (const BonusBar& bar : bars.bars) {
            double sum = 0;
            for (const BonusSegment& s : bar.segments)
                sum += s.points;
            QVERIFY(qAbs(sum - bar.score) < 1e-9);
        }
        // runai experience: 100 x 3 x 4.25 / 40 = 31.875 points.
        QCOMPARE(bars.bars.at(0).segments.at(0).criterionId, QStringLiteral("bonus-experience"));
        QCOMPARE(bars.bars.at(0).segments.at(0).points, 31.875);
        QCOMPARE(bars.stopped.size(), 5);
        QHash<QString, QString> stoppedBy;
        for (const StoppedCandidate& s : bars.stopped)
            stoppedBy.insert(s.candidateId, s.criterionId);
        QCOMPARE(stoppedBy.value(QStringLiteral("base-command")), QStringLiteral("gate-hardware-compat"));
        QCOMPARE(stoppedBy.value(QStringLiteral("pai")), QStringLiteral("gate-data-boundary"));
        QCOMPARE(stoppedBy.value(QStringLiteral("openshift-ai")), QStringLiteral("gate-key-workflow"));

        // After the expiry the waiver cell changes state and k8s-oss counts as blocked from the start.
        const Decision later = decide(m_input, kAfterExpiry);
        const GateMatrix laterMatrix = gateMatrix(later, m_input, QStringLiteral("en"));
        QCOMPARE(laterMatrix.rows.last().cells.first().state, GateCellState::WaiverExpired);
        QCOMPARE(eliminationFunnel(later, m_input).steps.first().blocked, 2);
    }

    void decidingNeverWrites()
    {
        const QString path = create(QStringLiteral("readonly.gatebench"), QStringLiteral("en"));
        const QByteArray before = fileHash(path);
        const QStringList filesBefore = QDir(m_dir.path()).entryList(QDir::Files);
        {
            auto workspace = Workspace::open(path, Workspace::Access::ReadOnly);
            QVERIFY(workspace);
            auto input = loadDecisionInput((*workspace)->queries().rows());
            QVERIFY(input);
            const Decision d = decide(*input, kAfterExpiry);
            QVERIFY(!decisionJson(d, *input, (*workspace)->language()).isEmpty());
        }
        QCOMPARE(fileHash(path), before);
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), filesBefore); // no journal left behind
    }
};

QTEST_GUILESS_MAIN(TestDecisionDemo)
#include "tst_decision_demo.moc"
