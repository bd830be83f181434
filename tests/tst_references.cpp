// Reference resolution against a workspace made from the template: candidates by id, name in
// either language or alias, however spelled; ambiguous and unknown values listed with their lines,
// never guessed; the user's own choices applied.
#include "TestSupport.h"
#include "commands/Change.h"
#include "mapping/ReferenceResolver.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;

namespace {

QString u(const char* text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestReferences : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;

    ReferenceResolver resolver(ReferenceKind kind) const
    {
        auto r = ReferenceResolver::load(m_workspace->queries().rows(), kind);
        if (!r)
            qFatal("%s", qPrintable(r.error().message));
        return std::move(r).value();
    }

private slots:
    void initTestCase()
    {
        NewWorkspaceOptions options;
        options.path = testing::location(m_dir.filePath(QStringLiteral("refs.gatebench")));
        options.language = QStringLiteral("zh_CN");
        options.timeZone = QStringLiteral("Asia/Shanghai");
        QVERIFY(createWorkspaceFile(options));
        auto w = Workspace::open(options.path);
        QVERIFY(w);
        m_workspace = std::move(w).value();
        m_workspace->setActor(QStringLiteral("Test Reviewer"));

        // Two candidates claim the same alias (a committee's own shorthand).
        for (const char* id : {"modelarts", "ti-one"}) {
            const Filter key{{QStringLiteral("id"), QString::fromLatin1(id)}};
            const QString aliases = m_workspace->queries()
                                        .rows()
                                        .select(QStringLiteral("candidates"), key)
                                        ->first()
                                        .value(QStringLiteral("aliases"))
                                        .toString();
            QVERIFY(m_workspace->setFields(QStringLiteral("candidates"), key,
                                           {{QStringLiteral("aliases"), QString(aliases + u("\n国产云"))}},
                                           QStringLiteral("Add alias")));
        }
        // Teams are not in the template; add two.
        QVERIFY(m_workspace->execute(
            {Change::insert(QStringLiteral("teams"), {{QStringLiteral("id"), QStringLiteral("vision")}},
                            {{QStringLiteral("id"), QStringLiteral("vision")},
                             {QStringLiteral("name_zh"), u("视觉")},
                             {QStringLiteral("name_en"), QStringLiteral("Vision")}}),
             Change::insert(QStringLiteral("teams"), {{QStringLiteral("id"), QStringLiteral("nlp")}},
                            {{QStringLiteral("id"), QStringLiteral("nlp")},
                             {QStringLiteral("name_zh"), u("自然语言")},
                             {QStringLiteral("name_en"), QStringLiteral("NLP")}})},
            QStringLiteral("Add teams")));
    }

    void candidatesResolve_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("id");
        const auto row = [](const char* value, const char* id) {
            QTest::newRow(value) << QString::fromUtf8(value) << QString::fromLatin1(id);
        };
        row("阿里云 PAI", "pai");
        row("Alibaba Cloud PAI", "pai");
        row("PAI", "pai");
        row("pai", "pai");
        row("阿里云PAI", "pai");
        row("ＰＡＩ", "pai");
        row("  alibaba   cloud pai ", "pai");
        row("Run:ai", "runai");
        row("RunAI", "runai");
        row("NVIDIA Run:ai", "runai");
        row("run.ai", "runai");
        row("华为云 ModelArts", "modelarts");
        row("Huawei Cloud ModelArts", "modelarts");
        row("腾讯云TI-ONE", "ti-one");
        row("k8s-oss", "k8s-oss");
        row("Kubernetes + Volcano + Kubeflow（自建）", "k8s-oss");
        row("Red Hat OpenShift AI", "openshift-ai");
    }

    void candidatesResolve()
    {
        QFETCH(QString, value);
        QFETCH(QString, id);
        const ReferenceResolver r = resolver(ReferenceKind::Candidate);
        const auto resolution = r.lookup(value);
        QCOMPARE(int(resolution.outcome), int(ReferenceResolver::Outcome::Resolved));
        QCOMPARE(resolution.id, id);
        QVERIFY(!resolution.chosen);
    }

    void unresolvedAndAmbiguousAreListed()
    {
        ReferenceResolver r = resolver(ReferenceKind::Candidate);
        QCOMPARE(int(r.resolve(QStringLiteral("PAI"), 2).outcome), int(ReferenceResolver::Outcome::Resolved));
        QCOMPARE(int(r.resolve(QStringLiteral("Azure ML"), 3).outcome), int(ReferenceResolver::Outcome::Unresolved));
        QCOMPARE(int(r.resolve(u("国产云"), 4).outcome), int(ReferenceResolver::Outcome::Ambiguous));
        r.resolve(QStringLiteral("azure ml"), 7);
        r.resolve(QStringLiteral("AZURE-ML"), 9);
        r.resolve(u("阿里云"), 10);
        QCOMPARE(int(r.resolve(QString(), 11).outcome), int(ReferenceResolver::Outcome::Empty));
        QVERIFY(r.hasProblems());

        const QList<UnresolvedReference> problems = r.problems();
        QCOMPARE(problems.size(), 3);
        QCOMPARE(problems[0].value, QStringLiteral("Azure ML"));
        QVERIFY(!problems[0].ambiguous);
        QCOMPARE(problems[0].occurrences, 3);
        QCOMPARE(problems[0].lines, QList<qint64>({3, 7, 9}));
        QVERIFY(problems[0].candidates.isEmpty());

        QCOMPARE(problems[1].value, u("国产云"));
        QVERIFY(problems[1].ambiguous);
        QCOMPARE(problems[1].candidates, QStringList({QStringLiteral("modelarts"), QStringLiteral("ti-one")}));
        QCOMPARE(problems[1].lines, QList<qint64>({4}));

        // Unresolved, with a suggestion that is never applied by itself.
        QCOMPARE(problems[2].value, u("阿里云"));
        QVERIFY(!problems[2].ambiguous);
        QCOMPARE(problems[2].candidates, QStringList({QStringLiteral("pai")}));

        QCOMPARE(r.unresolved().size(), 2);
        QCOMPARE(r.ambiguous().size(), 1);

        const Issues issues = r.issues(2);
        QCOMPARE(issues.size(), 3);
        QCOMPARE(issues[0].line, 3);
        QCOMPARE(issues[0].column, 2);
        QCOMPARE(issues[0].severity, Issue::Severity::Error);
        QVERIFY(issues[0].message.contains(QStringLiteral("Azure ML")));
        QVERIFY(issues[0].message.contains(QStringLiteral("7")));
        QVERIFY(issues[1].message.contains(QStringLiteral("modelarts")));

        r.clearProblems();
        QVERIFY(!r.hasProblems());
    }

    void choicesResolveWhatTheUserMapped()
    {
        ReferenceResolver r = resolver(ReferenceKind::Candidate);
        QVERIFY(r.choose(u("国产云"), QStringLiteral("modelarts")));
        QVERIFY(r.choose({{QStringLiteral("Azure ML"), QStringLiteral("k8s-oss")}}));
        QVERIFY(!r.choose(QStringLiteral("Azure ML"), QStringLiteral("azure")));
        QVERIFY(!r.choose(QString(), QStringLiteral("pai")));

        const auto chosen = r.resolve(u(" 国产云 "), 5);
        QCOMPARE(int(chosen.outcome), int(ReferenceResolver::Outcome::Resolved));
        QCOMPARE(chosen.id, QStringLiteral("modelarts"));
        QVERIFY(chosen.chosen);
        QCOMPARE(r.resolve(QStringLiteral("azure ml"), 6).id, QStringLiteral("k8s-oss"));
        QVERIFY(!r.hasProblems());
    }

    void scenariosCriteriaAndTeams()
    {
        const ReferenceResolver scenarios = resolver(ReferenceKind::Scenario);
        QCOMPARE(scenarios.lookup(QStringLiteral("drill-node-failure")).id, QStringLiteral("drill-node-failure"));
        QCOMPARE(scenarios.lookup(u("节点故障")).id, QStringLiteral("drill-node-failure"));
        QCOMPARE(scenarios.lookup(QStringLiteral("node failure")).id, QStringLiteral("drill-node-failure"));
        QCOMPARE(scenarios.lookup(u("单机训练")).id, QStringLiteral("single-node-training"));
        QCOMPARE(int(scenarios.lookup(QStringLiteral("moon landing")).outcome),
                 int(ReferenceResolver::Outcome::Unresolved));

        const ReferenceResolver criteria = resolver(ReferenceKind::Criterion);
        QCOMPARE(criteria.lookup(QStringLiteral("gate-data-boundary")).id, QStringLiteral("gate-data-boundary"));
        QCOMPARE(criteria.lookup(u("数据边界")).id, QStringLiteral("gate-data-boundary"));
        QCOMPARE(criteria.lookup(QStringLiteral("Data Boundary")).id, QStringLiteral("gate-data-boundary"));

        const ReferenceResolver teams = resolver(ReferenceKind::Team);
        QCOMPARE(teams.targets().size(), 2);
        QCOMPARE(teams.lookup(u("视觉")).id, QStringLiteral("vision"));
        QCOMPARE(teams.lookup(QStringLiteral("VISION")).id, QStringLiteral("vision"));
        QCOMPARE(teams.lookup(QStringLiteral("nlp")).id, QStringLiteral("nlp"));
        QCOMPARE(int(teams.lookup(QStringLiteral("speech")).outcome), int(ReferenceResolver::Outcome::Unresolved));

        QCOMPARE(referenceKindOf(ValueType::TeamRef), std::optional<ReferenceKind>(ReferenceKind::Team));
        QVERIFY(!referenceKindOf(ValueType::Text));
    }

    void exactIdBeatsAnotherCandidatesName()
    {
        // An id is unambiguous by definition, even when another target goes by the same name.
        const ReferenceResolver r(ReferenceKind::Candidate, {{QStringLiteral("pai"), {u("阿里云 PAI")}},
                                                             {QStringLiteral("pai-2"), {QStringLiteral("pai")}}});
        QCOMPARE(r.lookup(QStringLiteral("pai")).id, QStringLiteral("pai"));
        QCOMPARE(int(r.lookup(QStringLiteral("PAI")).outcome), int(ReferenceResolver::Outcome::Ambiguous));
    }
};

QTEST_GUILESS_MAIN(TestReferences)
#include "tst_references.moc"
