// The committee's reveal, spreads and consensus (issue 29): the per-cell spread and population standard
// deviation against hand-computed tables, the engine's use of consensus scores and of provisional
// means, the chair's consensus score with its reason (the individual scores kept), and the reveal
// refused without quorum and allowed with a recorded reason. Golden files in tests/data/committee/
// (README.md there); GATEBENCH_UPDATE_GOLDEN=1 rewrites them.
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

const QString kData = QStringLiteral(GATEBENCH_TEST_DATA) + QStringLiteral("/committee");
const QString kProgram = QStringLiteral(GATEBENCH_EXECUTABLE);

QStringList statementsOf(const QString& sqlFile)
{
    QStringList statements;
    for (const QString& line : QString::fromUtf8(readFile(sqlFile)).split(u'\n')) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty() && !trimmed.startsWith(QStringLiteral("--")))
            statements.append(trimmed);
    }
    return statements;
}

QJsonObject cellOf(const QJsonObject& committee, const QString& candidate, const QString& criterion)
{
    for (const QJsonValue& value : committee.value(QStringLiteral("cells")).toArray()) {
        const QJsonObject cell = value.toObject();
        if (cell.value(QStringLiteral("candidate")).toString() == candidate &&
            cell.value(QStringLiteral("criterion")).toString() == criterion)
            return cell;
    }
    return {};
}

QJsonObject candidateOf(const QJsonObject& decision, const QString& id)
{
    for (const QJsonValue& value : decision.value(QStringLiteral("candidates")).toArray()) {
        if (value.toObject().value(QStringLiteral("id")).toString() == id)
            return value.toObject();
    }
    return {};
}

} // namespace

class TestCommittee : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_home;
    QString m_demo;
    int m_copies = 0;

    /// A fresh copy of the English demo, made by `gatebench new` as a user makes it.
    QString freshDemo()
    {
        const QString path =
            testing::copyEvaluation(m_demo, m_dir.filePath(QStringLiteral("demo-%1.gatebench").arg(++m_copies)));
        if (path.isEmpty())
            qFatal("cannot copy the demo");
        return path;
    }

    /// Runs gatebench as a user would, with a home of its own (no member chosen on this machine).
    Run run(const QStringList& arguments)
    {
        return runProgram(kProgram, arguments,
                          {QStringLiteral("LC_ALL=C.UTF-8"), QStringLiteral("HOME=") + m_home.path(),
                           QStringLiteral("XDG_CONFIG_HOME=") + m_home.path() + QStringLiteral("/config"),
                           QStringLiteral("XDG_DATA_HOME=") + m_home.path() + QStringLiteral("/data")});
    }

    /// A fresh copy of the English demo with the hand-built committee of hand.sql.
    QString handBuilt()
    {
        const QString file = freshDemo();
        const QString error = execSql(file, statementsOf(kData + QStringLiteral("/hand.sql")));
        if (!error.isEmpty())
            qFatal("hand.sql: %s", qPrintable(error));
        return file;
    }

    /// A copy of `file` with every round revealed: while a round is sealed the decision's bonus scores
    /// are sealed for everyone (README, "Scoring rounds"), so the engine's means are read on this copy.
    QString revealedCopy(const QString& file)
    {
        const QString path =
            testing::copyEvaluation(file, m_dir.filePath(QStringLiteral("revealed-%1.gatebench").arg(++m_copies)));
        if (path.isEmpty())
            qFatal("cannot copy %s", qPrintable(file));
        const QString error = execSql(path, {"UPDATE scoring_rounds SET state = 'revealed', revealed_by = 'r1', "
                                             "revealed_at = '2026-11-29T08:00:00Z' WHERE state <> 'revealed'"});
        if (!error.isEmpty())
            qFatal("reveal: %s", qPrintable(error));
        return path;
    }

    QJsonObject json(const QStringList& arguments)
    {
        const Run r = run(arguments);
        if (r.code != 0)
            qWarning("%s", r.err.constData());
        return QJsonDocument::fromJson(r.out).object();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_home.isValid());
        m_demo = m_dir.filePath(QStringLiteral("demo.gatebench"));
        const Run created = run(
            {QStringLiteral("new"), m_demo, QStringLiteral("--demo"), QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(created.code == 0, created.err.constData());
    }

    void golden_data()
    {
        QTest::addColumn<QString>("folder");
        for (const QString& name : QDir(kData).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            QTest::newRow(qPrintable(name)) << QDir(kData).filePath(name);
    }

    void golden()
    {
        QFETCH(QString, folder);
        const QJsonObject spec = QJsonDocument::fromJson(readFile(folder + QStringLiteral("/case.json"))).object();
        const QString file = spec.contains(QStringLiteral("setup")) ? handBuilt() : freshDemo();
        QStringList arguments;
        for (const QJsonValue& value : spec.value(QStringLiteral("run")).toArray())
            arguments.append(value.toString().replace(QStringLiteral("{FILE}"), file));
        const Run r = run(arguments);
        QVERIFY2(r.code == 0, r.err.constData());
        const QString expectedPath = folder + u'/' + spec.value(QStringLiteral("expected")).toString();
        if (qEnvironmentVariableIsSet("GATEBENCH_UPDATE_GOLDEN"))
            writeFile(expectedPath, r.out);
        const QByteArray expected = readFile(expectedPath);
        if (r.out != expected) {
            writeFile(m_dir.filePath(QStringLiteral("actual")), r.out);
            QFAIL(qPrintable(QStringLiteral("%1 differs: diff -u %1 %2")
                                 .arg(expectedPath, m_dir.filePath(QStringLiteral("actual")))));
        }
    }

    void spreadsAgainstHandTable()
    {
        // Worked out by hand (README.md): population standard deviation, divided by n.
        const QJsonObject committee = json({QStringLiteral("committee"), handBuilt(), QStringLiteral("--json"),
                                            QStringLiteral("--as-member"), QStringLiteral("r1")});
        struct Expected {
            const char* candidate;
            const char* criterion;
            double mean, spread, stddev;
            bool flagged, provisional;
        };
        const Expected table[] = {
            {"runai", "bonus-experience", 3.0, 4.0, 1.5811, true, true},       // 1 4 2 5: sqrt(10/4)
            {"runai", "bonus-ecosystem", 3.5, 1.0, 0.5, false, false},         // 3 4 3 4
            {"k8s-oss", "bonus-experience", 2.5, 2.0, 0.866, true, false},     // 1 3 3 3: sqrt(3/4); consensus 2
            {"modelarts", "bonus-extensibility", 3.0, 0.0, 0.0, false, false}, // r4 recused: 3 alone
            {"pai", "bonus-ecosystem", 4.5, 1.0, 0.5, false, false},           // 5 4
        };
        for (const Expected& e : table) {
            const QJsonObject cell = cellOf(committee, QLatin1String(e.candidate), QLatin1String(e.criterion));
            QVERIFY2(!cell.isEmpty(), e.candidate);
            QCOMPARE(cell.value(QStringLiteral("mean")).toDouble(), e.mean);
            QCOMPARE(cell.value(QStringLiteral("spread")).toDouble(), e.spread);
            QCOMPARE(cell.value(QStringLiteral("stddev")).toDouble(), e.stddev);
            QCOMPARE(cell.value(QStringLiteral("flagged")).toBool(), e.flagged);
            QCOMPARE(cell.value(QStringLiteral("provisional")).toBool(), e.provisional);
        }
        // The sealed round: no values for the chair, only progress.
        const QJsonObject sealed =
            cellOf(committee, QStringLiteral("openshift-ai"), QStringLiteral("bonus-automation"));
        QVERIFY(sealed.value(QStringLiteral("sealed")).toBool());
        QVERIFY(sealed.value(QStringLiteral("mean")).isNull());
        QVERIFY(sealed.value(QStringLiteral("scores")).toArray().isEmpty());
    }

    void engineUsesConsensusAndProvisionalMeans()
    {
        // Demo weights: experience 3, automation 2, ecosystem 2, extensibility 1 (sum 8): a cell of weight
        // w moves the bonus score by 100 x w x delta / (5 x 8) = 2.5 x w x delta points.
        const QString plain = freshDemo();
        const QJsonObject before = json({QStringLiteral("decide"), plain, QStringLiteral("--json")});
        const QJsonObject runaiBefore = candidateOf(before, QStringLiteral("runai"));
        QCOMPARE(runaiBefore.value(QStringLiteral("provisional")).toBool(true), false);

        // A consensus score of 0 on Run:ai's automation (mean 4, weight 2): 20 points less; the flag of
        // version 1 on a score row no longer counts (it would make experience 5: 5.625 points more).
        QCOMPARE(execSql(plain, {"INSERT INTO consensus_scores (candidate_id, criterion_id, score, reason, set_by, "
                                 "set_at) VALUES ('runai', 'bonus-automation', 0, 'Settled at the meeting', 'r1', "
                                 "'2026-11-28T08:00:00Z')",
                                 "UPDATE bonus_scores SET consensus = 1, score = 5 WHERE candidate_id = 'runai' AND "
                                 "criterion_id = 'bonus-experience' AND reviewer_id = 'r3'"}),
                 QString());
        const QJsonObject after = json({QStringLiteral("decide"), plain, QStringLiteral("--json")});
        const QJsonObject runaiAfter = candidateOf(after, QStringLiteral("runai"));
        QCOMPARE(runaiAfter.value(QStringLiteral("bonus_score")).toDouble(),
                 runaiBefore.value(QStringLiteral("bonus_score")).toDouble() - 20.0);

        // The hand-built committee: Run:ai's experience (1 4 2 5, spread 4) is a provisional mean of 3;
        // Kubernetes' experience takes its consensus 2 instead of the mean 2.5.
        // While round 2 is open the bonus scores are sealed for everyone; its cells (OpenShift AI only)
        // count once it is revealed.
        const QString built = handBuilt();
        const QJsonObject sealed = json({QStringLiteral("decide"), built, QStringLiteral("--json")});
        QVERIFY(sealed.value(QStringLiteral("sealed")).toBool());
        QVERIFY(candidateOf(sealed, QStringLiteral("runai")).value(QStringLiteral("bonus_score")).isNull());
        const QJsonObject hand = json({QStringLiteral("decide"), revealedCopy(built), QStringLiteral("--json")});
        const QJsonObject runai = candidateOf(hand, QStringLiteral("runai"));
        QCOMPARE(runai.value(QStringLiteral("provisional")).toBool(), true);
        QCOMPARE(runai.value(QStringLiteral("provisional_cells")).toArray(),
                 QJsonArray{QStringLiteral("bonus-experience")});
        // Run:ai: 2.5 x (3 x 3 + 2 x 4 + 2 x 3.5 + 1 x 3.25) = 68.125, shown with two decimals.
        QCOMPARE(runai.value(QStringLiteral("bonus_score")).toDouble(), 68.13);
        const QJsonObject k8s = candidateOf(hand, QStringLiteral("k8s-oss"));
        QCOMPARE(k8s.value(QStringLiteral("provisional")).toBool(true), false);
        // Kubernetes: 2.5 x (3 x 2 (consensus) + 2 x 2.75 + 2 x 3.5 + 1 x 4.5) = 57.5.
        QCOMPARE(k8s.value(QStringLiteral("bonus_score")).toDouble(), 57.5);
    }

    void consensusRecordedWithReasonScoresKept()
    {
        const QString file = handBuilt();
        const QString scoresSql = QStringLiteral(
            "SELECT reviewer_id || ':' || CAST(score * 100 AS INTEGER) || ':' || coalesce(CAST(round_id AS TEXT), '-') "
            "FROM bonus_scores WHERE candidate_id = 'runai' AND criterion_id = 'bonus-experience' ORDER BY "
            "reviewer_id");
        const QStringList scores = selectColumn(file, scoresSql);
        // Hundredths of a point, as SQLite and PostgreSQL both print an integer.
        QCOMPARE(scores, (QStringList{QStringLiteral("r1:100:1"), QStringLiteral("r2:400:1"),
                                      QStringLiteral("r3:200:1"), QStringLiteral("r4:500:1")}));
        const QByteArray untouched = readFile(file);
        const QStringList base{QStringLiteral("consensus"),   file,
                               QStringLiteral("--candidate"), QStringLiteral("runai"),
                               QStringLiteral("--criterion"), QStringLiteral("bonus-experience"),
                               QStringLiteral("--score"),     QStringLiteral("3.5")};

        // A reason under 10 characters: refused, the file as it was.
        Run r = run(base + QStringList{QStringLiteral("--reason"), QStringLiteral("too short"),
                                       QStringLiteral("--as-member"), QStringLiteral("r1")});
        QCOMPARE(r.code, 2);
        QCOMPARE(readFile(file), untouched);
        // A member is not the chair: not permitted (exit 6).
        const QString reason = QStringLiteral("Settled at the meeting of 29 November");
        r = run(base +
                QStringList{QStringLiteral("--reason"), reason, QStringLiteral("--as-member"), QStringLiteral("r2")});
        QCOMPARE(r.code, 6);
        QCOMPARE(readFile(file), untouched);
        // The chair: recorded with its reason, who, the round it settles and when.
        r = run(base +
                QStringList{QStringLiteral("--reason"), reason, QStringLiteral("--as-member"), QStringLiteral("r1")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(
            selectColumn(file, QStringLiteral("SELECT CAST(score * 100 AS INTEGER) || '|' || reason || '|' || set_by "
                                              "|| '|' || round_id || '|' || length(set_at) FROM consensus_scores "
                                              "WHERE candidate_id = 'runai' AND criterion_id = 'bonus-experience'")),
            QStringList{QStringLiteral("350|") + reason + QStringLiteral("|r1|1|20")});
        // The individual scores (and so the dissent) stay as they were.
        QCOMPARE(selectColumn(file, scoresSql), scores);
        // Audited as one act with the reason.
        const QStringList audit = selectColumn(
            file,
            QStringLiteral("SELECT action || '|' || entity || '|' || entity_id || '|' || coalesce(old_value, '-') "
                           "|| '|' || new_value || '|' || detail FROM audit_log ORDER BY seq DESC LIMIT 1"));
        QCOMPARE(audit.size(), 1);
        QVERIFY2(audit.first().startsWith(QStringLiteral("consensus|consensus_score|runai/bonus-experience|-|3.5|")),
                 qPrintable(audit.first()));
        QVERIFY(audit.first().contains(reason));
        // The engine takes it: no longer provisional; 3.5 instead of 3 (weight 3): 3.75 points more.
        const QJsonObject runai = candidateOf(
            json({QStringLiteral("decide"), revealedCopy(file), QStringLiteral("--json")}), QStringLiteral("runai"));
        QCOMPARE(runai.value(QStringLiteral("provisional")).toBool(true), false);
        QCOMPARE(runai.value(QStringLiteral("bonus_score")).toDouble(), 71.88);
        // The committee view shows the consensus beside the scores.
        const QJsonObject cell = cellOf(json({QStringLiteral("committee"), file, QStringLiteral("--json")}),
                                        QStringLiteral("runai"), QStringLiteral("bonus-experience"));
        QCOMPARE(cell.value(QStringLiteral("scores")).toArray().size(), 4);
        QCOMPARE(cell.value(QStringLiteral("consensus")).toObject().value(QStringLiteral("reason")).toString(), reason);
        // A sealed cell takes no consensus until its round is revealed.
        r = run({QStringLiteral("consensus"), file, QStringLiteral("--candidate"), QStringLiteral("openshift-ai"),
                 QStringLiteral("--criterion"), QStringLiteral("bonus-ecosystem"), QStringLiteral("--score"),
                 QStringLiteral("4"), QStringLiteral("--reason"), reason, QStringLiteral("--as-member"),
                 QStringLiteral("r1")});
        QCOMPARE(r.code, 2);
    }

    void spreadThresholdConfigurable()
    {
        const QString file = freshDemo();
        // The demo's cells lie at most 1 point apart: nothing is flagged at 2, several at 1.
        QJsonObject committee = json({QStringLiteral("committee"), file, QStringLiteral("--json")});
        QCOMPARE(committee.value(QStringLiteral("spread_threshold")).toDouble(), 2.0);
        QCOMPARE(cellOf(committee, QStringLiteral("runai"), QStringLiteral("bonus-ecosystem"))
                     .value(QStringLiteral("flagged"))
                     .toBool(true),
                 false);
        const Run r = run({QStringLiteral("consensus"), file, QStringLiteral("--spread-threshold"), QStringLiteral("1"),
                           QStringLiteral("--as-member"), QStringLiteral("r1")});
        QVERIFY2(r.code == 0, r.err.constData());
        committee = json({QStringLiteral("committee"), file, QStringLiteral("--json")});
        QCOMPARE(committee.value(QStringLiteral("spread_threshold")).toDouble(), 1.0);
        QCOMPARE(cellOf(committee, QStringLiteral("runai"), QStringLiteral("bonus-ecosystem"))
                     .value(QStringLiteral("flagged"))
                     .toBool(),
                 true);
        // Run:ai: ecosystem (3 4 3 4), experience (4 4 5 4) and extensibility (3 3 4 3) are now provisional.
        const QJsonObject runai =
            candidateOf(json({QStringLiteral("decide"), file, QStringLiteral("--json")}), QStringLiteral("runai"));
        QCOMPARE(runai.value(QStringLiteral("provisional_cells")).toArray(),
                 (QJsonArray{QStringLiteral("bonus-experience"), QStringLiteral("bonus-ecosystem"),
                             QStringLiteral("bonus-extensibility")}));
    }

    void revealRefusedWithoutQuorumAllowedWithReason()
    {
        const QString file = handBuilt();
        const QByteArray untouched = readFile(file);
        // Round 2: Open Shift AI's automation has 1 score of its quorum of 3.
        Run r = run({QStringLiteral("round"), QStringLiteral("reveal"), file, QStringLiteral("--as-member"),
                     QStringLiteral("r1")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("openshift-ai / bonus-automation: 1 of 3"), r.err.constData());
        QCOMPARE(readFile(file), untouched);
        // Not the chair's member: not permitted, whatever the reason.
        r = run({QStringLiteral("round"), QStringLiteral("reveal"), file, QStringLiteral("--reason"),
                 QStringLiteral("The deadline has passed"), QStringLiteral("--as-member"), QStringLiteral("r2")});
        QCOMPARE(r.code, 6);
        QCOMPARE(readFile(file), untouched);
        // With a reason: revealed, the reason kept with the round and in the audit log.
        const QString reason = QStringLiteral("The deadline has passed; r3 and r4 are away");
        r = run({QStringLiteral("round"), QStringLiteral("reveal"), file, QStringLiteral("--reason"), reason,
                 QStringLiteral("--as-member"), QStringLiteral("r1")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(selectColumn(file, QStringLiteral("SELECT state || '|' || revealed_by || '|' || reveal_reason FROM "
                                                   "scoring_rounds WHERE id = 2")),
                 QStringList{QStringLiteral("revealed|r1|") + reason});
        const QStringList audit = selectColumn(
            file, QStringLiteral("SELECT action || '|' || entity_id || '|' || old_value || '|' || new_value || '|' || "
                                 "detail FROM audit_log ORDER BY seq DESC LIMIT 1"));
        QCOMPARE(audit.size(), 1);
        QVERIFY2(audit.first().startsWith(QStringLiteral("reveal|2|open|revealed|")), qPrintable(audit.first()));
        QVERIFY(audit.first().contains(reason));
        QVERIFY(audit.first().contains(QStringLiteral("openshift-ai/bonus-automation 1/3")));
        // Revealed: its values are shown now.
        const QJsonObject cell = cellOf(json({QStringLiteral("committee"), file, QStringLiteral("--json")}),
                                        QStringLiteral("openshift-ai"), QStringLiteral("bonus-ecosystem"));
        QCOMPARE(cell.value(QStringLiteral("sealed")).toBool(true), false);
        QCOMPARE(cell.value(QStringLiteral("mean")).toDouble(), 4.0);
        // A revealed round is not revealed twice.
        r = run({QStringLiteral("round"), QStringLiteral("reveal"), file, QStringLiteral("--round"),
                 QStringLiteral("2"), QStringLiteral("--as-member"), QStringLiteral("r1")});
        QCOMPARE(r.code, 2);
    }

    void revealAtQuorumNeedsNoReason()
    {
        const QString file = handBuilt();
        // Round 3, closed: Alibaba PAI's ecosystem scored by r1 and r2 (quorum 2).
        QCOMPARE(execSql(file, {"INSERT INTO scoring_rounds (id, state, opened_by, opened_at, closed_by, closed_at) "
                                "VALUES (3, 'closed', 'r1', '2026-11-28T08:00:00Z', 'r1', '2026-11-29T08:00:00Z')",
                                "INSERT INTO round_cells (round_id, candidate_id, criterion_id) VALUES (3, 'pai', "
                                "'bonus-ecosystem')",
                                "UPDATE bonus_scores SET round_id = 3 WHERE candidate_id = 'pai' AND criterion_id = "
                                "'bonus-ecosystem'"}),
                 QString());
        const Run r = run({QStringLiteral("round"), QStringLiteral("reveal"), file, QStringLiteral("--round"),
                           QStringLiteral("3"), QStringLiteral("--as-member"), QStringLiteral("r1")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(
            selectColumn(file, QStringLiteral("SELECT state || '|' || reveal_reason FROM scoring_rounds WHERE id = 3")),
            QStringList{QStringLiteral("revealed|")});
    }
};

QTEST_GUILESS_MAIN(TestCommittee)
#include "tst_committee.moc"
