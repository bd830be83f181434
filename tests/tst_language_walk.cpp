// Walks every page of the window and every dialog reachable from its menus, in Chinese and in
// English, and collects the texts a user sees (labels, buttons, tabs, menus, table headers and the
// first rows of every table, chart titles, axes and legends). A Chinese screen shows no English
// word except product and vendor names and the few abbreviations on the list below; an English
// screen shows no Chinese.
#include "AssessmentsTab.h"
#include "BaselineInventoryDialog.h"
#include "BaselinePage.h"
#include "BaselineTargetDialog.h"
#include "ImportWizard.h"
#include "MainWindow.h"
#include "RequirementsPage.h"
#include "TcoPage.h"
#include "TestSupport.h"
#include "Translation.h"
#include "baseline/BaselineMetrics.h"
#include "itemmodels/AssessmentGridModel.h"
#include "repositories/AuditRepository.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSeries>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChartView>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextEdit>
#include <QTimer>
#include <QValueAxis>
#include <QtTest>

using namespace gatebench;

namespace {

/// Words that stay as they are in a Chinese interface: products, vendors, standards and units.
const QSet<QString> kAllowedLatin{
    // The product and the candidates' names.
    QStringLiteral("GateBench"),
    QStringLiteral("NVIDIA"),
    QStringLiteral("Base"),
    QStringLiteral("Command"),
    QStringLiteral("Platform"),
    QStringLiteral("Run"),
    QStringLiteral("ai"),
    QStringLiteral("Red"),
    QStringLiteral("Hat"),
    QStringLiteral("OpenShift"),
    QStringLiteral("AI"),
    QStringLiteral("ModelArts"),
    QStringLiteral("PAI"),
    QStringLiteral("TI"),
    QStringLiteral("ONE"),
    QStringLiteral("Kubernetes"),
    QStringLiteral("Volcano"),
    QStringLiteral("Kubeflow"),
    QStringLiteral("DGX"),
    // Technical terms a Chinese committee writes in Latin letters too.
    QStringLiteral("GPU"),
    QStringLiteral("GPUs"),
    QStringLiteral("CPU"),
    QStringLiteral("PoC"),
    QStringLiteral("TCO"),
    QStringLiteral("CSV"),
    QStringLiteral("ZIP"),
    QStringLiteral("JSON"),
    QStringLiteral("PDF"),
    QStringLiteral("ODT"),
    QStringLiteral("SVG"),
    QStringLiteral("PNG"),
    QStringLiteral("SQLite"),
    QStringLiteral("Slurm"),
    QStringLiteral("NAS"),
    QStringLiteral("PVC"),
    QStringLiteral("MLflow"),
    QStringLiteral("Harbor"),
    QStringLiteral("GitLab"),
    QStringLiteral("S3"),
    QStringLiteral("CSI"),
    QStringLiteral("CRD"),
    QStringLiteral("Qt"),
    QStringLiteral("QuaZip"),
    QStringLiteral("spdlog"),
    QStringLiteral("UTF"),
    QStringLiteral("GBK"),
    QStringLiteral("GB18030"),
    QStringLiteral("BOM"),
    QStringLiteral("IANA"),
    QStringLiteral("UTC"),
    QStringLiteral("Asia"),
    QStringLiteral("Shanghai"),
    QStringLiteral("Ctrl"),
    QStringLiteral("Shift"),
    QStringLiteral("Alt"),
    QStringLiteral("Esc"),
    QStringLiteral("Enter"),
    QStringLiteral("Delete"),
    QStringLiteral("Del"),
    QStringLiteral("Ins"),
    QStringLiteral("Insert"),
    QStringLiteral("Up"),
    QStringLiteral("Down"),
    QStringLiteral("PgUp"),
    QStringLiteral("PgDown"),
    QStringLiteral("F1"),
    QStringLiteral("A100"),
    QStringLiteral("L40S"),
    QStringLiteral("H800"),
    QStringLiteral("InfiniBand"),
    QStringLiteral("RoCE"),
    QStringLiteral("RDMA"),
    QStringLiteral("NCCL"),
    QStringLiteral("MIG"),
    QStringLiteral("LDAP"),
    QStringLiteral("SSO"),
    QStringLiteral("OIDC"),
    QStringLiteral("RBAC"),
    QStringLiteral("API"),
    QStringLiteral("SLA"),
    QStringLiteral("CUDA"),
    QStringLiteral("YAML"),
    QStringLiteral("Helm"),
    QStringLiteral("Jupyter"),
    QStringLiteral("Notebook"),
    QStringLiteral("Prometheus"),
    QStringLiteral("Grafana"),
    QStringLiteral("KServe"),
    QStringLiteral("Triton"),
    QStringLiteral("vLLM"),
    QStringLiteral("Pod"),
    QStringLiteral("FTE"),
    QStringLiteral("P50"),
    QStringLiteral("P90"),
    QStringLiteral("P95"),
    QStringLiteral("CNY"),
    QStringLiteral("USD"),
    QStringLiteral("ISO"),
    QStringLiteral("SHA"),
    QStringLiteral("HTML"),
    QStringLiteral("xlsx"),
    QStringLiteral("gatebench"),
    QStringLiteral("csv"),
    QStringLiteral("zip"),
    QStringLiteral("json"),
    QStringLiteral("tsv"),
    QStringLiteral("txt"),
    QStringLiteral("sacct"),
    QStringLiteral("Excel"),
    QStringLiteral("Windows"),
    // Units, key names and the demo's technical terms.
    QStringLiteral("GB"),
    QStringLiteral("MB"),
    QStringLiteral("MiB"),
    QStringLiteral("KB"),
    QStringLiteral("TB"),
    QStringLiteral("NLP"),
    QStringLiteral("WPS"),
    QStringLiteral("OAuth"),
    QStringLiteral("SAML"),
    QStringLiteral("Dex"),
    QStringLiteral("F4"),
};

QString plainText(QString text)
{
    if (Qt::mightBeRichText(text)) {
        QTextDocument document;
        document.setHtml(text);
        text = document.toPlainText();
    }
    return text.remove(u'&');
}

/// Everything the user sees in `root` and its visible children.
QStringList visibleTexts(QWidget* root)
{
    QStringList texts;
    const auto add = [&texts](const QString& where, const QString& text) {
        if (!text.trimmed().isEmpty())
            texts.append(where + QStringLiteral(": ") + plainText(text));
    };
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* widget : std::as_const(widgets)) {
        if (!widget->isVisible())
            continue;
        // The editor of a bilingual field's other language shows that language on purpose.
        if (widget->objectName().endsWith(QLatin1String("_zh")) ||
            widget->objectName().endsWith(QLatin1String("_en")) ||
            widget->objectName() == QLatin1String("field_aliases") ||
            widget->objectName() == QLatin1String("vendorQuestionZh") ||
            widget->objectName() == QLatin1String("vendorQuestionEn"))
            continue;
        // Each language is named in its own language where one is chosen (as in View > Language).
        if (widget->objectName() == QLatin1String("questionnaireLanguage"))
            continue;
        const QString where = widget->objectName().isEmpty() ? QString::fromLatin1(widget->metaObject()->className())
                                                             : widget->objectName();
        if (widget->isWindow())
            add(where + QStringLiteral(" (title)"), widget->windowTitle());
        add(where + QStringLiteral(" (tooltip)"), widget->toolTip());
        if (auto* label = qobject_cast<QLabel*>(widget))
            add(where, label->text());
        else if (auto* button = qobject_cast<QAbstractButton*>(widget))
            add(where, button->text());
        else if (auto* group = qobject_cast<QGroupBox*>(widget))
            add(where, group->title());
        else if (auto* tabs = qobject_cast<QTabBar*>(widget)) {
            for (int i = 0; i < tabs->count(); ++i)
                add(where, tabs->tabText(i));
        } else if (auto* line = qobject_cast<QLineEdit*>(widget)) {
            add(where, line->placeholderText());
        } else if (auto* combo = qobject_cast<QComboBox*>(widget)) {
            for (int i = 0; i < combo->count(); ++i)
                add(where, combo->itemText(i));
        } else if (auto* edit = qobject_cast<QTextEdit*>(widget)) {
            add(where, edit->toPlainText().left(2000));
            add(where, edit->placeholderText());
        } else if (auto* plain = qobject_cast<QPlainTextEdit*>(widget)) {
            add(where, plain->toPlainText().left(2000));
            add(where, plain->placeholderText());
        } else if (auto* view = qobject_cast<QAbstractItemView*>(widget);
                   view && !qobject_cast<QHeaderView*>(widget)) { // a header shows its view's model
            const QAbstractItemModel* model = view->model();
            if (!model)
                continue;
            for (int c = 0; c < model->columnCount(); ++c) {
                add(where + QStringLiteral(" (header)"), model->headerData(c, Qt::Horizontal).toString());
                add(where + QStringLiteral(" (header tooltip)"),
                    model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
            }
            for (int r = 0; r < std::min(model->rowCount(), 12); ++r) {
                for (int c = 0; c < model->columnCount(); ++c) {
                    const QModelIndex index = model->index(r, c);
                    add(where + QStringLiteral(" (row %1)").arg(r + 1), index.data(Qt::DisplayRole).toString());
                    add(where + QStringLiteral(" (row %1 tooltip)").arg(r + 1), index.data(Qt::ToolTipRole).toString());
                }
            }
        } else if (auto* chartView = qobject_cast<QChartView*>(widget)) {
            QChart* chart = chartView->chart();
            add(where + QStringLiteral(" (chart)"), chart->title());
            for (QAbstractAxis* axis : chart->axes()) {
                add(where + QStringLiteral(" (axis)"), axis->titleText());
                if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis))
                    for (const QString& category : categories->categories())
                        add(where + QStringLiteral(" (category)"), category);
            }
            for (QLegendMarker* marker : chart->legend()->markers())
                add(where + QStringLiteral(" (legend)"), marker->label());
        }
    }
    return texts;
}

QStringList menuTexts(const QMenuBar* bar)
{
    QStringList texts;
    std::function<void(const QMenu*, const QString&)> walk = [&](const QMenu* menu, const QString& path) {
        for (QAction* action : menu->actions()) {
            if (action->isSeparator())
                continue;
            // Each language is named in its own language in View > Language.
            if (action->objectName().startsWith(QLatin1String("actionLanguage_")))
                continue;
            const QString text = plainText(action->text());
            texts.append(path + QStringLiteral(" > ") + text);
            if (action->menu())
                walk(action->menu(), path + QStringLiteral(" > ") + text);
        }
    };
    for (QAction* action : bar->actions()) {
        texts.append(QStringLiteral("menu: ") + plainText(action->text()));
        if (action->menu())
            walk(action->menu(), plainText(action->text()));
    }
    return texts;
}

/// The texts of `language` that a reader of the other language could not read.
QStringList foreignTexts(const QStringList& texts, const QString& language, const QSet<QString>& dataWords)
{
    static const QRegularExpression latinWord(QStringLiteral("[A-Za-z][A-Za-z0-9]*"));
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    QStringList foreign;
    for (const QString& entry : texts) {
        const qsizetype colon = entry.indexOf(QStringLiteral(": "));
        // A file's name or path is the user's, in whatever language they named it.
        static const QRegularExpression path(QStringLiteral("\\S*/\\S*|\\S+\\.gatebench"));
        const QString text = QString(entry.mid(colon + 2)).remove(path);
        if (language == QLatin1String("zh_CN")) {
            QStringList words;
            for (auto it = latinWord.globalMatch(text); it.hasNext();) {
                const QString word = it.next().captured();
                if (word.size() >= 2 && !kAllowedLatin.contains(word) && !dataWords.contains(word))
                    words.append(word);
            }
            if (!words.isEmpty())
                foreign.append(entry + QStringLiteral("   <- ") + words.join(u' '));
        } else if (han.match(text).hasMatch()) {
            foreign.append(entry);
        }
    }
    return foreign;
}

} // namespace

class TestLanguageWalk : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void cleanup() { applyLanguage(QStringLiteral("en")); }

    void everyScreenSpeaksOneLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("en") << QStringLiteral("en");
    }

    void everyScreenSpeaksOneLanguage()
    {
        QFETCH(QString, language);
        const QString path = m_dir.filePath(QStringLiteral("demo-%1.gatebench").arg(language));
        NewWorkspaceOptions options;
        options.path = path;
        options.content = NewWorkspaceOptions::Content::Demo;
        options.language = language;
        options.overwrite = true;
        QVERIFY(createWorkspaceFile(options).ok());
        applyLanguage(language);

        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QStringList texts = menuTexts(window.menuBar());
        texts += visibleTexts(&window); // the start screen
        QVERIFY(window.openFile(path));
        texts += menuTexts(window.menuBar());
        for (const QString& page : MainWindow::pageNames()) {
            window.showPage(page);
            // The Baseline page computes its figures in a worker: read it once they are shown.
            if (auto* baseline = qobject_cast<BaselinePage*>(window.page(page)))
                QVERIFY(QTest::qWaitFor([baseline] { return !baseline->isComputing(); }, 20000));
            QCoreApplication::processEvents();
            texts += visibleTexts(&window);
            // Every tab of the page too.
            for (QTabBar* tabs : window.findChildren<QTabBar*>()) {
                if (!tabs->isVisible())
                    continue;
                for (int i = 0; i < tabs->count(); ++i) {
                    tabs->setCurrentIndex(i);
                    QCoreApplication::processEvents();
                    texts += visibleTexts(&window);
                }
                tabs->setCurrentIndex(0);
            }
        }

        // The Baseline page's GPU inventory and quota editor, both tabs.
        {
            BaselineInventoryDialog inventory(window.workspace(), &window);
            inventory.show();
            QCoreApplication::processEvents();
            for (QTabBar* tabs : inventory.findChildren<QTabBar*>()) {
                for (int i = 0; i < tabs->count(); ++i) {
                    tabs->setCurrentIndex(i);
                    QCoreApplication::processEvents();
                    texts += visibleTexts(&inventory);
                }
            }
            inventory.close();
        }

        // The Baseline page's target editor (with a refused value) and the dialog that makes a target a
        // criterion (as a metric gate): shown on a target that is not stored, nothing is written.
        {
            auto metrics = baseline::computeFor(window.workspace()->storage());
            QVERIFY(metrics.ok() && !metrics->byTeam.isEmpty());
            auto teams = BaselineRepository(window.workspace()->storage()).teams();
            QVERIFY(teams.ok());
            ImprovementTarget target;
            target.metric = QStringLiteral("queue_wait_p90_s");
            target.grouping = QStringLiteral("team");
            target.groupKey = metrics->byTeam.first().key;
            target.targetValue = 1200;
            target.owner = QStringLiteral("Platform");
            BaselineTargetDialog editor(window.workspace(), *metrics, *teams, target, &window);
            editor.show();
            editor.targetValue()->setText(QStringLiteral("-1"));
            editor.accept();
            QVERIFY(!editor.refusal().isEmpty());
            QCoreApplication::processEvents();
            texts += visibleTexts(&editor);
            editor.reject();
            baseline::TargetRow row;
            row.target = target;
            row.current = metrics->value(baseline::Metric::QueueWaitP90, target.grouping, target.groupKey);
            TargetCriterionDialog made(window.workspace(), row, *teams, &window);
            made.show();
            QCoreApplication::processEvents();
            texts += visibleTexts(&made);
            made.tier()->setCurrentIndex(made.tier()->count() - 1); // the metric gate
            QCoreApplication::processEvents();
            texts += visibleTexts(&made);
            made.reject();
        }

        // The TCO page's settings (currency, tax, FX rates, own categories) and scenario editor.
        {
            TcoSettingsDialog settings(window.workspace(), &window);
            settings.show();
            QCoreApplication::processEvents();
            texts += visibleTexts(&settings);
            settings.reject();
            TcoScenario scenario;
            scenario.candidateId = QStringLiteral("runai");
            scenario.templateScenario = QStringLiteral("peak");
            TcoScenarioDialog editor(scenario, true, &window);
            editor.show();
            QCoreApplication::processEvents();
            texts += visibleTexts(&editor);
            editor.reject();
        }

        // Dialogs reachable from the menus that open without a file chooser.
        for (const char* name : {"actionGuide", "actionShortcuts"}) {
            auto* action = window.findChild<QAction*>(QLatin1String(name));
            QVERIFY2(action, name);
            action->trigger();
            QCoreApplication::processEvents();
        }
        for (QDialog* dialog : window.findChildren<QDialog*>()) {
            if (dialog->isVisible()) {
                texts += visibleTexts(dialog);
                dialog->close();
            }
        }
        // Modal ones: read the dialog once it shows, then close it. GATEBENCH_WALK_SHOTS=DIR saves each
        // as a PNG there, to look at; every dialog fits a 1280×800 screen.
        const QString shots = qEnvironmentVariable("GATEBENCH_WALK_SHOTS");
        QStringList tooLarge;
        const auto readModal = [&](const QString& name, const std::function<void()>& open) {
            bool seen = false;
            QTimer::singleShot(300, &window, [&] {
                QWidget* modal = QApplication::activeModalWidget();
                if (!modal)
                    return;
                texts += visibleTexts(modal);
                seen = true;
                if (modal->width() > 1280 || modal->height() > 800)
                    tooLarge.append(QStringLiteral("%1 %2x%3").arg(name).arg(modal->width()).arg(modal->height()));
                if (!shots.isEmpty())
                    modal->grab().save(QDir(shots).filePath(QStringLiteral("dialog-%1-%2.png").arg(language, name)));
                modal->close();
                if (auto* dialog = qobject_cast<QDialog*>(modal))
                    dialog->reject();
            });
            open();
            QCoreApplication::processEvents();
            return seen;
        };
        for (const char* name : {"actionAbout", "actionReviewer", "actionImport"}) {
            auto* action = window.findChild<QAction*>(QLatin1String(name));
            QVERIFY2(action, name);
            QVERIFY2(readModal(QLatin1String(name), [action] { action->trigger(); }), name);
        }

        window.showPage(QStringLiteral("requirements"));
        auto* requirements = qobject_cast<RequirementsPage*>(window.page(QStringLiteral("requirements")));
        QVERIFY(requirements);
        const QString metricGate = QStringLiteral("gate-key-workflow");
        // The Requirements page's dialogs, on the demo's metric gate: its rule, its question for the
        // vendors, and the questionnaire.
        requirements->showMatrix();
        requirements->select(metricGate);
        QCOMPARE(requirements->selectedId(), metricGate);
        for (const char* name : {"editMetricRule", "editVendorQuestion", "exportQuestionnaire"}) {
            auto* button = requirements->findChild<QPushButton*>(QLatin1String(name));
            QVERIFY2(button && button->isEnabled(), name);
            QVERIFY2(readModal(QLatin1String(name), [button] { button->click(); }), name);
        }

        // The waiver dialog, from W on an Unknown gate of the assessments grid, and the override of a
        // metric gate's computed verdict, from the evidence panel.
        {
            AssessmentsTab* tab = requirements->assessments();
            auto* grid = tab->findChild<QTableView*>(QStringLiteral("assessmentGrid"));
            QVERIFY(grid);
            requirements->showAssessments();
            QCoreApplication::processEvents();
            const QModelIndex cell =
                tab->model()->indexOf(QStringLiteral("openshift-ai"), QStringLiteral("gate-key-workflow"));
            QVERIFY(cell.isValid());
            grid->setCurrentIndex(cell);
            grid->setFocus();
            QVERIFY2(readModal(QStringLiteral("waiver"), [grid] { QTest::keyClick(grid, Qt::Key_W); }),
                     "waiver dialog");
            tab->selectCell(QStringLiteral("runai"), metricGate);
            QCoreApplication::processEvents();
            auto* override = tab->findChild<QPushButton*>(QStringLiteral("overrideMetricGate"));
            QVERIFY(override && override->isVisible());
            QVERIFY2(readModal(QStringLiteral("override"), [override] { override->click(); }), "override dialog");
        }

        // Adding a candidate and a workflow-coverage cell. (A PoC run's source line needs an imported run:
        // tst_poc_page opens it, GATEBENCH_POC_SHOTS=DIR saves it.)
        {
            window.showPage(QStringLiteral("candidates"));
            auto* add =
                window.page(QStringLiteral("candidates"))->findChild<QPushButton*>(QStringLiteral("addCandidate"));
            QVERIFY(add);
            QVERIFY2(readModal(QStringLiteral("addCandidate"), [add] { add->click(); }), "add candidate");

            window.showPage(QStringLiteral("poc"));
            QCoreApplication::processEvents();
            auto* coverage =
                window.page(QStringLiteral("poc"))->findChild<QTableView*>(QStringLiteral("workflowCoverageMatrix"));
            QVERIFY(coverage);
            const QModelIndex first = coverage->model()->index(0, 0);
            QVERIFY(first.isValid());
            QVERIFY2(
                readModal(QStringLiteral("coverageCell"), [coverage, first] { emit coverage->doubleClicked(first); }),
                "coverage cell");
        }
        QVERIFY2(tooLarge.isEmpty(), qPrintable(tooLarge.join(QStringLiteral(", "))));

        // The import wizard, page by page, on a small requirements file with headers in the language (a
        // new gate nobody has judged: the check page shows what it would change in the decision).
        // GATEBENCH_WALK_SHOTS=DIR saves each page as a PNG there, to look at.
        {
            const bool chinese = language == QLatin1String("zh_CN");
            // The file's name is the user's too: one a Chinese or an English secretary would give it.
            const QString csv =
                QDir(m_dir.filePath(language))
                    .filePath(chinese ? QStringLiteral("新增需求.csv") : QStringLiteral("new requirements.csv"));
            QVERIFY(QDir().mkpath(m_dir.filePath(language)));
            QFile file(csv);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(chinese ? QStringLiteral("层级,类别,标题,负责人,权重\n门槛,安全,数据加密存储,安全组,\n").toUtf8()
                               : QByteArray("tier,category,title,owner,weight\ngate,security,Encrypted storage,"
                                            "Security team,\n"));
            file.close();
            ImportWizard wizard(window.workspace(), {csv}, &window);
            wizard.setAsOf(window.asOf());
            wizard.resize(1280, 800);
            wizard.show();
            auto* kinds = wizard.findChild<QComboBox*>(QStringLiteral("importKind"));
            kinds->setCurrentIndex(kinds->findData(QStringLiteral("criteria")));
            for (int page = ImportWizard::KindPage; page <= ImportWizard::CheckPage; ++page) {
                if (page != ImportWizard::KindPage)
                    wizard.next();
                QCOMPARE(wizard.currentId(), page);
                if (page == ImportWizard::CheckPage) {
                    wizard.runCheckAndWait();
                    QVERIFY(wizard.impact().has_value());
                }
                QCoreApplication::processEvents();
                texts += visibleTexts(&wizard);
                if (!shots.isEmpty())
                    QVERIFY(wizard.grab().save(
                        QDir(shots).filePath(QStringLiteral("wizard-%1-%2.png").arg(language).arg(page))));
            }
            wizard.reject();
        }

        // Names the data gives in only one language may show in either.
        // The reviewer's name is the system user's when none is set. Candidate and requirement ids
        // are the committee's short codes (shown where they are edited, and in import files).
        QSet<QString> dataWords{Workspace::systemUser()};
        static const QRegularExpression idWord(QStringLiteral("[A-Za-z][A-Za-z0-9]*"));
        const auto addIds = [&dataWords](const QString& id) {
            for (auto it = idWord.globalMatch(id); it.hasNext();)
                dataWords.insert(it.next().captured());
        };
        auto candidates = CandidateRepository(WorkspaceTestAccess::storage(*window.workspace())).all();
        QVERIFY(candidates.ok());
        for (const Candidate& candidate : *candidates)
            addIds(candidate.id);
        auto criteria = CriterionRepository(WorkspaceTestAccess::storage(*window.workspace())).ordered();
        QVERIFY(criteria.ok());
        for (const Criterion& criterion : *criteria)
            addIds(criterion.id);
        // The job log's own labels as the scheduler writes them: job ids, user names, accounts
        // (teams, with their names beside them) and partitions (GPU pools, named beside them).
        const BaselineRepository baseline(WorkspaceTestAccess::storage(*window.workspace()));
        qint64 jobsRead = 0;
        QVERIFY(baseline
                    .scanJobs([&](const JobRecord& job) {
                        addIds(job.jobKey);
                        addIds(job.user);
                        addIds(job.team);
                        return ++jobsRead < 1000; // the tables show the first rows
                    })
                    .ok());
        auto pools = baseline.gpuPools();
        QVERIFY(pools.ok());
        for (const GpuPool& pool : *pools)
            addIds(pool.pool);
        // The audit log names each record by its name and gives its stored key in the tooltip.
        (void)AuditRepository(WorkspaceTestAccess::storage(*window.workspace())).scan([&](const AuditEntry& e) {
            addIds(e.entityId);
            return true;
        });
        texts.removeDuplicates();
        const QStringList foreign = foreignTexts(texts, language, dataWords);
        for (const QString& text : foreign)
            qWarning("%s", qPrintable(QString(text).replace(u'\n', QStringLiteral(" / "))));
        QVERIFY2(foreign.isEmpty(), qPrintable(QStringLiteral("%1 of %2 texts are not in %3 (listed above)")
                                                   .arg(foreign.size())
                                                   .arg(texts.size())
                                                   .arg(language)));
        window.closeWorkspace();
    }
};

QTEST_MAIN(TestLanguageWalk)
#include "tst_language_walk.moc"
