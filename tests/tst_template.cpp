// The built-in template: the seven candidate profiles complete in both languages, the default
// requirements matrix and the PoC catalogue of DOMAIN.md.
#include "core/Labels.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/SeedTemplate.h"
#include "workspace/Workspace.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;

class TestTemplate : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;

private slots:
    void initTestCase()
    {
        NewWorkspaceOptions options;
        options.path = m_dir.filePath(QStringLiteral("t.gatebench"));
        options.language = QStringLiteral("zh_CN");
        QVERIFY(createWorkspaceFile(options).ok());
        auto w = Workspace::open(options.path, Workspace::Access::ReadOnly);
        QVERIFY(w.ok());
        m_workspace = std::move(w).value();
    }

    void tcoCategoriesAreNamedInOnePlace()
    {
        // A category's name is labels::tcoCategory's (the sheet, its totals, the exit readiness tab and
        // the exports all say it so): the template gives none of its own that could say it otherwise,
        // and every category it lists has a name there, not just its key.
        const QJsonArray categories = SeedTemplate::instance().tcoCategories();
        QVERIFY(!categories.isEmpty());
        for (const QJsonValue& value : categories) {
            const QJsonObject category = value.toObject();
            const QString key = category.value(QLatin1String("id")).toString();
            QVERIFY2(!category.contains(QLatin1String("title")), qPrintable(key));
            QVERIFY2(labels::tcoCategory(key) != key, qPrintable(key));
        }
        QCOMPARE(labels::tcoCategory(QStringLiteral("exit_reserve")), QStringLiteral("Migration and exit reserve"));
    }

    void cloudTemplateLabelNamesEveryScenario()
    {
        // The cloud template's name lists its scenarios (normal, peak and low use): each scenario's
        // label ("Low use") is named by its first word in the template's.
        const QString name = labels::tcoTemplate(QStringLiteral("cloud"));
        int scenarios = 0;
        for (const QJsonValue& value : SeedTemplate::instance().tcoTemplates()) {
            const QJsonObject tmpl = value.toObject();
            if (tmpl.value(QLatin1String("id")).toString() != QLatin1String("cloud"))
                continue;
            for (const QJsonValue& scenario : tmpl.value(QLatin1String("scenarios")).toArray()) {
                const QString label = labels::tcoScenario(scenario.toObject().value(QLatin1String("kind")).toString());
                const QString word = label.section(u' ', 0, 0).toLower();
                QVERIFY2(name.contains(word), qPrintable(name + QStringLiteral(" lacks ") + word));
                ++scenarios;
            }
        }
        QCOMPARE(scenarios, 3);
    }

    void sevenProfilesWithFixedIds()
    {
        auto rows =
            m_workspace->queries().rows().select(QStringLiteral("candidates"), {}, {QStringLiteral("position")});
        QVERIFY(rows.ok());
        QStringList ids;
        for (const Row& row : *rows)
            ids.append(row.value(QStringLiteral("id")).toString());
        QCOMPARE(ids, QStringList({QStringLiteral("base-command"), QStringLiteral("runai"),
                                   QStringLiteral("openshift-ai"), QStringLiteral("modelarts"), QStringLiteral("pai"),
                                   QStringLiteral("ti-one"), QStringLiteral("k8s-oss")}));
    }

    void profilesCompleteInBothLanguages()
    {
        auto rows = m_workspace->queries().rows().select(QStringLiteral("candidates"));
        QVERIFY(rows.ok());
        const QHash<QString, QString> routes{{QStringLiteral("base-command"), QStringLiteral("hardware_ecosystem")},
                                             {QStringLiteral("runai"), QStringLiteral("gpu_orchestration")},
                                             {QStringLiteral("openshift-ai"), QStringLiteral("enterprise_container")},
                                             {QStringLiteral("modelarts"), QStringLiteral("cloud_managed")},
                                             {QStringLiteral("pai"), QStringLiteral("cloud_managed")},
                                             {QStringLiteral("ti-one"), QStringLiteral("cloud_managed")},
                                             {QStringLiteral("k8s-oss"), QStringLiteral("open_source")}};
        for (const Row& row : *rows) {
            const QString id = row.value(QStringLiteral("id")).toString();
            for (const char* field : {"name", "vendor", "consider", "verify_first", "risks", "lock_in", "sources"}) {
                for (const char* lang : {"_zh", "_en"}) {
                    const QString column = QLatin1String(field) + QLatin1String(lang);
                    QVERIFY2(!row.value(column).toString().trimmed().isEmpty(), qPrintable(id + u' ' + column));
                }
            }
            // The Chinese texts are Chinese, the English ones are not.
            QVERIFY2(row.value(QStringLiteral("risks_zh"))
                         .toString()
                         .contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]"))),
                     qPrintable(id));
            QVERIFY2(!row.value(QStringLiteral("risks_en"))
                          .toString()
                          .contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]"))),
                     qPrintable(id));
            QCOMPARE(row.value(QStringLiteral("route")).toString(), routes.value(id));
            QVERIFY(QDate::fromString(row.value(QStringLiteral("as_of")).toString(), Qt::ISODate).isValid());
            QVERIFY2(!row.value(QStringLiteral("aliases")).toString().isEmpty(), qPrintable(id));
            QVERIFY(
                QStringList({QStringLiteral("on_prem_product"), QStringLiteral("cloud"), QStringLiteral("self_built")})
                    .contains(row.value(QStringLiteral("tco_template")).toString()));
            QCOMPARE(row.value(QStringLiteral("shortlisted")).toInt(), 1);
            QCOMPARE(row.value(QStringLiteral("origin")).toString(), QStringLiteral("template"));
        }
        // The fitting TCO templates of DOMAIN.md: cloud for the managed clouds, self-built for the assembly.
        auto pai = m_workspace->queries().rows().select(QStringLiteral("candidates"),
                                                        {{QStringLiteral("id"), QStringLiteral("pai")}});
        QCOMPARE(pai->first().value(QStringLiteral("tco_template")).toString(), QStringLiteral("cloud"));
        auto k8s = m_workspace->queries().rows().select(QStringLiteral("candidates"),
                                                        {{QStringLiteral("id"), QStringLiteral("k8s-oss")}});
        QCOMPARE(k8s->first().value(QStringLiteral("tco_template")).toString(), QStringLiteral("self_built"));
    }

    void defaultRequirementsMatrix()
    {
        auto rows = m_workspace->queries().rows().select(QStringLiteral("criteria"), {}, {QStringLiteral("position")});
        QVERIFY(rows.ok());
        QSet<QString> gateCategories;
        QSet<QString> bonusCategories;
        int deferred = 0;
        for (const Row& row : *rows) {
            const QString tier = row.value(QStringLiteral("tier")).toString();
            const QString id = row.value(QStringLiteral("id")).toString();
            // Every template requirement asks the vendors in both languages, apart from its acceptance rule.
            for (const char* field : {"title", "owner_role", "acceptance", "vendor_question"}) {
                for (const char* lang : {"_zh", "_en"})
                    QVERIFY2(!row.value(QLatin1String(field) + QLatin1String(lang)).toString().isEmpty(),
                             qPrintable(id));
            }
            QVERIFY2(row.value(QStringLiteral("vendor_question_zh")) != row.value(QStringLiteral("acceptance_zh")),
                     qPrintable(id));
            if (tier == QLatin1String("gate"))
                gateCategories.insert(row.value(QStringLiteral("category")).toString());
            else if (tier == QLatin1String("bonus")) {
                bonusCategories.insert(row.value(QStringLiteral("category")).toString());
                QVERIFY2(row.value(QStringLiteral("weight")).toDouble() > 0, qPrintable(id));
            } else {
                QCOMPARE(tier, QStringLiteral("deferred"));
                QVERIFY(row.value(QStringLiteral("weight")).isNull());
                QVERIFY(QDate::fromString(row.value(QStringLiteral("review_date")).toString(), Qt::ISODate).isValid());
                ++deferred;
            }
        }
        QCOMPARE(gateCategories,
                 QSet<QString>({QStringLiteral("security_identity"), QStringLiteral("data_boundary"),
                                QStringLiteral("hardware_compat"), QStringLiteral("resource_availability"),
                                QStringLiteral("key_workflow")}));
        QCOMPARE(bonusCategories, QSet<QString>({QStringLiteral("experience"), QStringLiteral("automation"),
                                                 QStringLiteral("ecosystem"), QStringLiteral("extensibility")}));
        QVERIFY(deferred >= 1);
        QCOMPARE(
            *m_workspace->queries().rows().count(
                QStringLiteral("criteria"), {{QStringLiteral("id"), QStringLiteral("deferred-multicloud-migration")}}),
            1);
    }

    void pocCatalogue()
    {
        auto rows = m_workspace->queries().rows().select(QStringLiteral("poc_scenarios"));
        QVERIFY(rows.ok());
        QSet<QString> ids;
        for (const Row& row : *rows) {
            ids.insert(row.value(QStringLiteral("id")).toString());
            QVERIFY(!row.value(QStringLiteral("title_zh")).toString().isEmpty());
            QVERIFY(!row.value(QStringLiteral("title_en")).toString().isEmpty());
            QVERIFY(row.value(QStringLiteral("min_runs")).toInt() >= 1);
        }
        for (const char* id :
             {"interactive-dev", "single-node-training", "distributed-training", "failure-retry", "model-release",
              "drill-node-failure", "drill-node-upgrade", "drill-task-interruption", "drill-image-error",
              "drill-resource-shortage", "drill-permission-denied", "drill-storage-unavailable", "drill-cert-expiry",
              "drill-identity-outage", "drill-platform-upgrade-failure"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);
    }

    void emptyEvaluationHasNoTemplate()
    {
        NewWorkspaceOptions options;
        options.path = m_dir.filePath(QStringLiteral("empty.gatebench"));
        options.content = NewWorkspaceOptions::Content::Empty;
        options.language = QStringLiteral("en");
        QVERIFY(createWorkspaceFile(options).ok());
        auto w = Workspace::open(options.path, Workspace::Access::ReadOnly);
        QVERIFY(w.ok());
        QCOMPARE(*(*w)->queries().rows().count(QStringLiteral("candidates")), 0);
        QCOMPARE(*(*w)->queries().rows().count(QStringLiteral("criteria")), 0);
        QCOMPARE((*w)->setting(QStringLiteral("currency")), QStringLiteral("CNY"));
    }
};

QTEST_GUILESS_MAIN(TestTemplate)
#include "tst_template.moc"
