// Walks every page of the window and every dialog reachable from its menus, in Chinese and in
// English, and collects the texts a user sees (labels, buttons, tabs, menus, table headers and the
// first rows of every table, chart titles, axes and legends). A Chinese screen shows no English
// word except product and vendor names and the few abbreviations on the list below; an English
// screen shows no Chinese. The walk runs on a 1280×800 screen (a common projector) and on a
// 1920×1080 one: every page, tab and dialog keeps its frame inside the screen, and a text cut short
// shows a tooltip where it is cut.
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
#include "WhatifPage.h"
#include "baseline/BaselineMetrics.h"
#include "itemmodels/AssessmentGridModel.h"
#include "repositories/AuditRepository.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "workspace/EvaluationQueries.h"
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
#include <QScreen>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextEdit>
#include <QTimer>
#include <QToolTip>
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
    QStringLiteral("F5"), // presentation mode's key
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
    // The schedulers' own names for what the what-if models (EASY backfill; Kueue's ClusterQueue and cohort).
    QStringLiteral("EASY"),
    QStringLiteral("Kueue"),
    QStringLiteral("ClusterQueue"),
    QStringLiteral("cohort"),
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
        // An audit chain head ("62:4c13…", an entry number and a SHA-256) is a value, not words.
        static const QRegularExpression head(QStringLiteral("\\b\\d+:[0-9a-f]{64}\\b"));
        const QString text = QString(entry.mid(colon + 2)).remove(path).remove(head);
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

/// The screen of `size` (CTest runs every test with a 1920×1080 and a 1280×800 screen:
/// cmake/GateBenchTest.cmake).
QScreen* screenOfSize(QSize size)
{
    for (QScreen* screen : QGuiApplication::screens()) {
        if (screen->geometry().size() == size)
            return screen;
    }
    return nullptr;
}

/// Whether hovering `widget` at `pos` shows a tooltip (the widget's, its item's or a parent's).
bool showsTooltip(QWidget* widget, QPoint pos)
{
    QHelpEvent help(QEvent::ToolTip, pos, widget->mapToGlobal(pos));
    QCoreApplication::sendEvent(widget, &help);
    const bool shown = help.isAccepted() && QToolTip::isVisible() && !QToolTip::text().isEmpty();
    QToolTip::hideText();
    return shown;
}

QString describe(const QWidget* widget)
{
    return widget->objectName().isEmpty() ? QString::fromLatin1(widget->metaObject()->className())
                                          : widget->objectName();
}

/// What does not fit in `window` (a top-level widget, named `name`) on `screen`: its frame outside
/// the screen's available area, and every text on screen that is cut short ("…" or clipped) and
/// shows no tooltip where it is cut.
QStringList fitProblems(QWidget* window, const QString& name, const QScreen* screen)
{
    QStringList problems;
    const QRect available = screen->availableGeometry();
    if (!available.contains(window->frameGeometry()))
        problems.append(QStringLiteral("%1: frame %2,%3 %4x%5 outside the screen's %6,%7 %8x%9")
                            .arg(name)
                            .arg(window->frameGeometry().x())
                            .arg(window->frameGeometry().y())
                            .arg(window->frameGeometry().width())
                            .arg(window->frameGeometry().height())
                            .arg(available.x())
                            .arg(available.y())
                            .arg(available.width())
                            .arg(available.height()));
    QList<QWidget*> widgets = window->findChildren<QWidget*>();
    widgets.prepend(window);
    const auto cut = [&](QWidget* widget, QPoint at, const QString& text) {
        if (!showsTooltip(widget, at))
            problems.append(QStringLiteral("%1: %2 cuts \"%3\" without a tooltip")
                                .arg(name, describe(widget), QString(text).replace(u'\n', u' ').left(80)));
    };
    for (QWidget* widget : std::as_const(widgets)) {
        if (!widget->isVisible() || widget->width() <= 1)
            continue;
        if (auto* header = qobject_cast<QHeaderView*>(widget)) {
            if (header->orientation() != Qt::Horizontal || !header->model())
                continue;
            for (int section = 0; section < header->count(); ++section) {
                if (header->isSectionHidden(section) || header->sectionSize(section) <= 0)
                    continue;
                const int x = header->sectionViewportPosition(section);
                if (x < 0 || x >= header->viewport()->width())
                    continue;
                const QString text = header->model()->headerData(section, Qt::Horizontal).toString();
                if (!text.isEmpty() && header->sectionSize(section) + 1 < header->sectionSizeHint(section))
                    cut(header->viewport(), QPoint(x + header->sectionSize(section) / 2, header->height() / 2), text);
            }
        } else if (auto* view = qobject_cast<QAbstractItemView*>(widget)) {
            const QAbstractItemModel* model = view->model();
            if (!model)
                continue;
            auto* table = qobject_cast<QTableView*>(view);
            if (table && table->wordWrap())
                continue; // its cells wrap rather than cut (and grow in height to fit)
            QStyleOptionViewItem option;
            option.initFrom(view);
            option.font = view->font();
            option.fontMetrics = view->fontMetrics();
            const int rows = std::min(model->rowCount(view->rootIndex()), 40);
            for (int r = 0; r < rows; ++r) {
                for (int c = 0; c < model->columnCount(view->rootIndex()); ++c) {
                    const QModelIndex index = model->index(r, c, view->rootIndex());
                    const QRect rect = view->visualRect(index);
                    if (!rect.isValid() || !view->viewport()->rect().contains(rect.center()))
                        continue;
                    const QString text = index.data(Qt::DisplayRole).toString();
                    if (text.isEmpty() || text.contains(u'\n'))
                        continue;
                    if (view->itemDelegateForIndex(index)->sizeHint(option, index).width() > rect.width() + 1)
                        cut(view->viewport(), rect.center(), text);
                }
            }
        } else if (auto* tabs = qobject_cast<QTabBar*>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                const QRect rect = tabs->tabRect(i);
                const int needed = tabs->fontMetrics().horizontalAdvance(tabs->tabText(i)) +
                                   tabs->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, tabs);
                if (rect.isValid() && rect.width() < needed && tabs->rect().contains(rect.center()))
                    cut(tabs, rect.center(), tabs->tabText(i));
            }
        } else if (auto* label = qobject_cast<QLabel*>(widget)) {
            if (!label->wordWrap() && !label->text().isEmpty() && label->width() + 1 < label->sizeHint().width())
                cut(label, label->rect().center(), plainText(label->text()));
        } else if (auto* button = qobject_cast<QAbstractButton*>(widget)) {
            if (!button->text().isEmpty() && button->width() + 1 < button->sizeHint().width())
                cut(button, button->rect().center(), plainText(button->text()));
        }
    }
    return problems;
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
        QTest::addColumn<QSize>("screenSize");
        for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)})
                QTest::addRow("%s %dx%d", qPrintable(language), size.width(), size.height()) << language << size;
        }
    }

    void everyScreenSpeaksOneLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QSize, screenSize);
        QScreen* screen = screenOfSize(screenSize);
        QVERIFY(screen);
        QSettings().remove(QStringLiteral("window/geometry"));
        QStringList fit; // what does not fit the screen
        const QString path = m_dir.filePath(QStringLiteral("demo-%1.gatebench").arg(language));
        NewWorkspaceOptions options;
        options.path = path;
        options.content = NewWorkspaceOptions::Content::Demo;
        options.language = language;
        options.overwrite = true;
        QVERIFY(createWorkspaceFile(options).ok());
        applyLanguage(language);

        MainWindow window;
        window.setGeometry(screen->availableGeometry()); // as large as the screen, its frame too
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList texts = menuTexts(window.menuBar());
        texts += visibleTexts(&window); // the start screen
        QVERIFY(window.openFile(path));
        texts += menuTexts(window.menuBar());
        for (const QString& page : MainWindow::pageNames()) {
            window.showPage(page);
            // The Baseline page computes its figures in a worker: read it once they are shown.
            if (auto* baseline = qobject_cast<BaselinePage*>(window.page(page)))
                QVERIFY(QTest::qWaitFor([baseline] { return !baseline->isComputing(); }, 20000));
            // The What-if page replays in workers: read it once its predictions are shown.
            if (auto* whatif = qobject_cast<WhatifPage*>(window.page(page)))
                QVERIFY(QTest::qWaitFor([whatif] { return !whatif->isRunning() && whatif->hasResult(); }, 60000));
            QCoreApplication::processEvents();
            texts += visibleTexts(&window);
            fit += fitProblems(&window, page, screen);
            // Every tab of the page too.
            for (QTabBar* tabs : window.findChildren<QTabBar*>()) {
                if (!tabs->isVisible())
                    continue;
                for (int i = 0; i < tabs->count(); ++i) {
                    tabs->setCurrentIndex(i);
                    QCoreApplication::processEvents();
                    texts += visibleTexts(&window);
                    fit += fitProblems(&window, page + u'/' + tabs->tabText(i), screen);
                    if (const QString shots = qEnvironmentVariable("GATEBENCH_WALK_SHOTS"); !shots.isEmpty())
                        window.grab().save(QDir(shots).filePath(QStringLiteral("page-%1-%2x%3-%4-%5.png")
                                                                    .arg(language)
                                                                    .arg(screenSize.width())
                                                                    .arg(screenSize.height())
                                                                    .arg(page)
                                                                    .arg(i)));
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
                    fit += fitProblems(&inventory, QStringLiteral("inventory"), screen);
                }
            }
            inventory.close();
        }

        // The Baseline page's target editor (with a refused value) and the dialog that makes a target a
        // criterion (as a metric gate): shown on a target that is not stored, nothing is written.
        {
            auto metrics = baseline::computeFor(window.workspace()->queries().rows());
            QVERIFY(metrics.ok() && !metrics->byTeam.isEmpty());
            auto teams = BaselineRepository(window.workspace()->queries().rows()).teams();
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
            fit += fitProblems(&editor, QStringLiteral("target"), screen);
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
            fit += fitProblems(&made, QStringLiteral("targetCriterion"), screen);
            made.reject();
        }

        // The TCO page's settings (currency, tax, FX rates, own categories) and scenario editor.
        {
            TcoSettingsDialog settings(window.workspace(), &window);
            settings.show();
            QCoreApplication::processEvents();
            texts += visibleTexts(&settings);
            fit += fitProblems(&settings, QStringLiteral("tcoSettings"), screen);
            settings.reject();
            TcoScenario scenario;
            scenario.candidateId = QStringLiteral("runai");
            scenario.templateScenario = QStringLiteral("peak");
            TcoScenarioDialog editor(scenario, true, &window);
            editor.show();
            QCoreApplication::processEvents();
            texts += visibleTexts(&editor);
            fit += fitProblems(&editor, QStringLiteral("tcoScenario"), screen);
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
                fit += fitProblems(dialog, describe(dialog), screen);
                dialog->close();
            }
        }
        // Modal ones: read the dialog once it shows, then close it. GATEBENCH_WALK_SHOTS=DIR saves each
        // as a PNG there, to look at; every dialog fits the screen.
        const QString shots = qEnvironmentVariable("GATEBENCH_WALK_SHOTS");
        const QString shotSize = QStringLiteral("%1x%2").arg(screenSize.width()).arg(screenSize.height());
        const auto readModal = [&](const QString& name, const std::function<void()>& open) {
            bool seen = false;
            QTimer::singleShot(300, &window, [&] {
                QWidget* modal = QApplication::activeModalWidget();
                if (!modal)
                    return;
                texts += visibleTexts(modal);
                seen = true;
                fit += fitProblems(modal, name, screen);
                if (!shots.isEmpty())
                    modal->grab().save(
                        QDir(shots).filePath(QStringLiteral("dialog-%1-%2-%3.png").arg(language, shotSize, name)));
                // A dialog of several tabs (the review committee): every tab is read, and shot.
                for (QTabWidget* tabs : name == QLatin1String("actionMembers") ? modal->findChildren<QTabWidget*>()
                                                                               : QList<QTabWidget*>()) {
                    for (int i = 1; i < tabs->count(); ++i) {
                        tabs->setCurrentIndex(i);
                        QCoreApplication::processEvents();
                        texts += visibleTexts(modal);
                        fit += fitProblems(modal, name, screen);
                        if (!shots.isEmpty())
                            modal->grab().save(QDir(shots).filePath(
                                QStringLiteral("dialog-%1-%2-%3-tab%4.png").arg(language, shotSize, name).arg(i)));
                    }
                }
                modal->close();
                if (auto* dialog = qobject_cast<QDialog*>(modal))
                    dialog->reject();
            });
            open();
            QCoreApplication::processEvents();
            return seen;
        };
        for (const char* name : {"actionAbout", "actionReviewer", "actionMembers", "actionImport"}) {
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
                    // The wizard as it opens (resizable) gives the column report the room for every
                    // column of the file, and the reading's progress text is gone.
                    QVERIFY(wizard.isSizeGripEnabled());
                    QCoreApplication::processEvents();
                    auto* report = wizard.findChild<QTableWidget*>(QStringLiteral("importColumnReport"));
                    QVERIFY(report && report->rowCount() == 5);
                    QVERIFY2(report->verticalScrollBar()->maximum() == 0,
                             qPrintable(QStringLiteral("the column report is %1 px high").arg(report->height())));
                    QCOMPARE(wizard.findChild<QLabel*>(QStringLiteral("importProgressText"))->text(), QString());
                }
                QCoreApplication::processEvents();
                texts += visibleTexts(&wizard);
                fit += fitProblems(&wizard, QStringLiteral("importWizard/%1").arg(page), screen);
                if (!shots.isEmpty())
                    QVERIFY(wizard.grab().save(
                        QDir(shots).filePath(QStringLiteral("wizard-%1-%2-%3.png").arg(language, shotSize).arg(page))));
            }
            wizard.reject();
        }

        // The What-if page's policy editor, on a candidate's default policy.
        {
            window.showPage(QStringLiteral("whatif"));
            auto* whatif = qobject_cast<WhatifPage*>(window.page(QStringLiteral("whatif")));
            QVERIFY(whatif && QTest::qWaitFor([whatif] { return !whatif->isRunning(); }, 60000));
            whatif->showCandidate(QStringLiteral("runai"));
            auto* edit = whatif->findChild<QPushButton*>(QStringLiteral("whatifEditPolicy"));
            QVERIFY(edit);
            QVERIFY2(readModal(QStringLiteral("whatifEditPolicy"), [edit] { edit->click(); }), "policy dialog");
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
        fit.removeDuplicates();
        for (const QString& problem : std::as_const(fit))
            qWarning("%s", qPrintable(problem));
        QVERIFY2(fit.isEmpty(), qPrintable(QStringLiteral("%1 problems of fit on %2x%3 (listed above)")
                                               .arg(fit.size())
                                               .arg(screenSize.width())
                                               .arg(screenSize.height())));
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

    void aSavedGeometryLargerThanTheScreenFits_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("screenSize");
        for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)})
                QTest::addRow("%s %dx%d", qPrintable(language), size.width(), size.height()) << language << size;
        }
    }

    void aSavedGeometryLargerThanTheScreenFits()
    {
        // A window saved larger than the screen (on a larger monitor, or grown by a page before pages
        // scrolled) opens inside the screen, and no page or tab (opened as --page opens it) grows it.
        QFETCH(QString, language);
        QFETCH(QSize, screenSize);
        QScreen* screen = screenOfSize(screenSize);
        QVERIFY(screen);
        const QRect available = screen->availableGeometry();
        {
            QWidget larger;
            larger.setScreen(screen);
            larger.setGeometry(QRect(available.topLeft(), available.size() + QSize(700, 400)));
            QSettings().setValue(QStringLiteral("window/geometry"), larger.saveGeometry());
        }
        const QString path = m_dir.filePath(QStringLiteral("saved-%1.gatebench").arg(language));
        NewWorkspaceOptions options;
        options.path = path;
        options.content = NewWorkspaceOptions::Content::Demo;
        options.language = language;
        options.overwrite = true;
        QVERIFY(createWorkspaceFile(options).ok());
        applyLanguage(language);

        QStringList fit;
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            fit += fitProblems(&window, QStringLiteral("start"), screen);
            QVERIFY(window.openFile(path));
            for (const QString& view : MainWindow::viewNames()) {
                window.showPage(view);
                QCOMPARE(window.currentPageName(), view.section(u'/', 0, 0));
                if (view.contains(u'/')) {
                    const QString page = view.section(u'/', 0, 0);
                    auto* tabs = window.page(page)->findChild<QTabWidget*>(page + QStringLiteral("Tabs"));
                    QVERIFY2(tabs, qPrintable(view));
                    QCOMPARE(tabs->currentIndex(), MainWindow::tabNames(page).indexOf(view.section(u'/', 1)));
                }
                if (auto* baseline = qobject_cast<BaselinePage*>(window.page(view)))
                    QVERIFY(QTest::qWaitFor([baseline] { return !baseline->isComputing(); }, 20000));
                QCoreApplication::processEvents();
                fit += fitProblems(&window, view, screen);
            }
            window.close(); // saves the geometry
        }
        {
            // What it saved opens inside the screen too.
            MainWindow again;
            again.show();
            QVERIFY(QTest::qWaitForWindowExposed(&again));
            fit += fitProblems(&again, QStringLiteral("reopened"), screen);
        }
        for (const QString& problem : std::as_const(fit))
            qWarning("%s", qPrintable(problem));
        QVERIFY2(fit.isEmpty(), qPrintable(QStringLiteral("%1 problems of fit (listed above)").arg(fit.size())));
    }
};

QTEST_MAIN(TestLanguageWalk)
#include "tst_language_walk.moc"
