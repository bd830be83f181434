#include "RequirementsPage.h"

#include "QuestionnaireDialog.h"
#include "QuestionnaireWriter.h"
#include "decision/DecisionKeys.h"
#include "reports/Questionnaire.h"

#include "AssessmentsTab.h"
#include "CsvWriter.h"
#include "Translation.h"
#include "commands/Criteria.h"
#include "core/Labels.h"
#include "itemmodels/CriteriaTableModel.h"
#include "poc/MetricRule.h"
#include "repositories/PocRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateEdit>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gatebench {

namespace {

/// Editors of the requirements matrix: combo boxes for tier and category (a category may also be
/// typed: committees add their own), a spin box for weights and a calendar for review dates.
class CriteriaDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        switch (index.column()) {
        case CriteriaTableModel::Tier: {
            auto* combo = new QComboBox(parent);
            combo->setObjectName(QStringLiteral("tierEditor"));
            for (const QString& key : {QStringLiteral("gate"), QStringLiteral("bonus"), QStringLiteral("deferred")})
                combo->addItem(labels::tier(key), key);
            return combo;
        }
        case CriteriaTableModel::Category: {
            auto* combo = new QComboBox(parent);
            combo->setObjectName(QStringLiteral("categoryEditor"));
            combo->setEditable(true);
            combo->setInsertPolicy(QComboBox::NoInsert);
            for (const QString& key : criteria::categoryKeys())
                combo->addItem(labels::category(key), key);
            return combo;
        }
        case CriteriaTableModel::Weight: {
            auto* spin = new QDoubleSpinBox(parent);
            spin->setObjectName(QStringLiteral("weightEditor"));
            spin->setRange(0, 100);
            spin->setDecimals(2);
            spin->setSingleStep(0.5);
            return spin;
        }
        case CriteriaTableModel::ReviewDate: {
            auto* date = new QDateEdit(parent);
            date->setObjectName(QStringLiteral("reviewDateEditor"));
            date->setCalendarPopup(true);
            date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
            return date;
        }
        default:
            return QStyledItemDelegate::createEditor(parent, option, index);
        }
    }

    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        const QVariant value = index.data(Qt::EditRole);
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            const int at = combo->findData(value.toString());
            if (at >= 0)
                combo->setCurrentIndex(at);
            else if (combo->isEditable())
                combo->setEditText(value.toString());
            return;
        }
        if (auto* spin = qobject_cast<QDoubleSpinBox*>(editor)) {
            spin->setValue(value.toDouble());
            return;
        }
        if (auto* date = qobject_cast<QDateEdit*>(editor)) {
            const QDate d = QDate::fromString(value.toString(), Qt::ISODate);
            date->setDate(d.isValid() ? d : QDate::currentDate().addMonths(3));
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override
    {
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            // A typed category that matches a listed name takes its key; otherwise it is kept as typed.
            const int at = combo->findText(combo->currentText());
            const QString value = at >= 0 ? combo->itemData(at).toString() : combo->currentText().trimmed();
            if (value != index.data(Qt::EditRole).toString())
                model->setData(index, value);
            return;
        }
        if (auto* spin = qobject_cast<QDoubleSpinBox*>(editor)) {
            model->setData(index, spin->value());
            return;
        }
        if (auto* date = qobject_cast<QDateEdit*>(editor)) {
            model->setData(index, date->date().toString(Qt::ISODate));
            return;
        }
        auto* line = qobject_cast<QLineEdit*>(editor);
        if (line && line->text() == index.data(Qt::EditRole).toString())
            return; // unchanged: no command, no audit entry
        QStyledItemDelegate::setModelData(editor, model, index);
    }
};

} // namespace

RequirementsPage::RequirementsPage(QWidget* parent)
    : Page(parent)
    , m_tabs(new QTabWidget(this))
    , m_model(new CriteriaTableModel(this))
    , m_assessments(new AssessmentsTab(this))
{
    m_model->setLanguage(currentLanguage());
    auto* layout = new QVBoxLayout(this);
    auto* title = new QLabel(tr("Requirements"), this);
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * 1.5);
    font.setBold(true);
    title->setFont(font);
    title->setObjectName(QStringLiteral("pageTitle"));
    layout->addWidget(title);
    m_tabs->setObjectName(QStringLiteral("requirementsTabs"));
    m_tabs->addTab(buildMatrixTab(), tr("Matrix"));
    m_tabs->addTab(m_assessments, tr("Assessments"));
    layout->addWidget(m_tabs, 1);
    // A session goes back to the tab it left.
    m_tabs->setCurrentIndex(qBound(0, QSettings().value(QStringLiteral("requirements/tab")).toInt(), 1));
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [](int index) { QSettings().setValue(QStringLiteral("requirements/tab"), index); });
    connect(m_model, &CriteriaTableModel::editRefused, this, [this](const QString& text) { showMessage(text, true); });
    // Rows moved, added or removed: keep the same criterion selected.
    const auto reselect = [this] {
        select(m_selected);
        updateButtons();
    };
    connect(m_model, &QAbstractItemModel::modelReset, this, reselect);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, reselect);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, reselect);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &RequirementsPage::updateButtons);
    updateButtons();
}

QWidget* RequirementsPage::buildMatrixTab()
{
    auto* tab = new QWidget(this);
    tab->setObjectName(QStringLiteral("matrixTab"));
    auto* layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* intro = new QLabel(tr("Gate criteria must all pass and are never averaged; bonus criteria are scored only "
                                "for candidates that pass every gate; deferred items wait for an owner and take no "
                                "part in any verdict or score."),
                             tab);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("Add…"), tab);
    m_add->setObjectName(QStringLiteral("addCriterion"));
    m_add->setToolTip(tr("Add a requirement to the tier of the selected row (Insert)"));
    m_remove = new QPushButton(tr("Remove…"), tab);
    m_remove->setObjectName(QStringLiteral("removeCriterion"));
    m_up = new QPushButton(tr("Move up"), tab);
    m_up->setObjectName(QStringLiteral("moveCriterionUp"));
    m_up->setToolTip(tr("Within its tier (Ctrl+Up); drag a row to move it too"));
    m_down = new QPushButton(tr("Move down"), tab);
    m_down->setObjectName(QStringLiteral("moveCriterionDown"));
    m_down->setToolTip(tr("Within its tier (Ctrl+Down)"));
    m_paste = new QPushButton(tr("Paste rows"), tab);
    m_paste->setObjectName(QStringLiteral("pasteCriteria"));
    m_paste->setToolTip(tr("Add rows copied from Excel or WPS: title, tier, category, owner, acceptance (Ctrl+V)"));
    m_export = new QPushButton(tr("Export CSV…"), tab);
    m_exportQuestionnaire = new QPushButton(tr("Export vendor questionnaire…"), tab);
    m_exportQuestionnaire->setObjectName(QStringLiteral("exportQuestionnaire"));
    m_exportQuestionnaire->setToolTip(tr("One CSV file per candidate with the questions written for the vendors, "
                                         "in the language you choose; File > Import (answers) brings the answers "
                                         "back as evidence."));
    m_export->setObjectName(QStringLiteral("exportCriteria"));
    for (QPushButton* button : {m_add, m_remove, m_up, m_down, m_paste, m_export, m_exportQuestionnaire})
        buttons->addWidget(button);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    m_message = new QLabel(tab);
    m_message->setObjectName(QStringLiteral("criteriaMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);

    m_table = new QTableView(tab);
    m_table->setObjectName(QStringLiteral("criteriaTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new CriteriaDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::SelectedClicked);
    m_table->setDragEnabled(true);
    m_table->setAcceptDrops(true);
    m_table->setDropIndicatorShown(true);
    m_table->setDragDropMode(QAbstractItemView::InternalMove);
    // Not overwrite mode: a table view would otherwise clear the dragged row's cells after the move.
    m_table->setDragDropOverwriteMode(false);
    m_table->setDefaultDropAction(Qt::MoveAction);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->verticalHeader()->setSectionsMovable(false);
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(CriteriaTableModel::Acceptance, QHeaderView::Stretch);
    const QList<std::pair<int, int>> widths = {{CriteriaTableModel::Title, 190},    {CriteriaTableModel::Tier, 125},
                                               {CriteriaTableModel::Category, 160}, {CriteriaTableModel::Owner, 160},
                                               {CriteriaTableModel::Evidence, 70},  {CriteriaTableModel::Weight, 60},
                                               {CriteriaTableModel::ReviewDate, 95}};
    for (const auto& [column, width] : widths)
        m_table->setColumnWidth(column, width);
    m_table->installEventFilter(this);
    layout->addWidget(m_table, 1);
    // The selected requirement in full: the table cuts long acceptance rules short.
    m_detail = new QLabel(tab);
    m_detail->setObjectName(QStringLiteral("criterionDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setMinimumHeight(60);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // What the vendors are asked is kept apart from the acceptance rule, which stays with the committee.
    m_editQuestion = new QPushButton(tr("Edit question for the vendors…"), tab);
    m_editQuestion->setObjectName(QStringLiteral("editVendorQuestion"));
    m_editQuestion->setToolTip(tr("What the vendor questionnaire asks about this requirement, in Chinese and in "
                                  "English; the acceptance rule is never sent."));
    m_editRule = new QPushButton(tr("Metric rule…"), tab);
    m_editRule->setObjectName(QStringLiteral("editMetricRule"));
    m_editRule->setToolTip(tr("Compute this gate's verdict from the PoC runs: a scenario, a metric, a threshold and "
                              "the minimum number of runs"));
    auto* detailRow = new QHBoxLayout;
    detailRow->addWidget(m_detail, 1);
    auto* detailButtons = new QVBoxLayout;
    detailButtons->addWidget(m_editQuestion);
    detailButtons->addWidget(m_editRule);
    detailButtons->addStretch(1);
    detailRow->addLayout(detailButtons);
    layout->addLayout(detailRow);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& index) {
        m_selected = m_model->idAt(index.row());
        updateButtons();
    });
    connect(m_add, &QPushButton::clicked, this, &RequirementsPage::addCriterion);
    connect(m_remove, &QPushButton::clicked, this, &RequirementsPage::removeCriterion);
    connect(m_up, &QPushButton::clicked, this, [this] { move(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { move(+1); });
    connect(m_paste, &QPushButton::clicked, this, &RequirementsPage::pasteRows);
    connect(m_export, &QPushButton::clicked, this, &RequirementsPage::exportCsv);
    connect(m_exportQuestionnaire, &QPushButton::clicked, this, &RequirementsPage::exportQuestionnaire);
    connect(m_editQuestion, &QPushButton::clicked, this, &RequirementsPage::editVendorQuestion);
    connect(m_editRule, &QPushButton::clicked, this, &RequirementsPage::editMetricRule);
    return tab;
}

void RequirementsPage::setAsOf(QDate date)
{
    m_asOf = date;
    m_assessments->setAsOf(date);
}

void RequirementsPage::setWorkspace(Workspace* workspace)
{
    m_workspace = workspace;
    m_selected.clear();
    m_model->setWorkspace(workspace);
    m_assessments->setWorkspace(workspace);
    m_message->hide();
    if (m_model->rowCount() > 0)
        select(m_model->idAt(0));
    updateButtons();
}

void RequirementsPage::showMatrix()
{
    m_tabs->setCurrentIndex(0);
}

void RequirementsPage::showAssessments()
{
    m_tabs->setCurrentIndex(1);
}

QString RequirementsPage::selectedId() const
{
    return m_selected;
}

void RequirementsPage::select(const QString& id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return;
    const int column = m_table->currentIndex().isValid() ? m_table->currentIndex().column() : 0;
    m_table->setCurrentIndex(m_model->index(row, column));
    m_selected = id;
}

void RequirementsPage::updateDetail()
{
    const std::optional<Criterion> criterion = m_model->criterion(m_model->rowOf(m_selected));
    if (!criterion) {
        m_detail->clear();
        m_detail->setToolTip(QString());
        return;
    }
    const QString language = currentLanguage();
    const QString title = shownIn(criterion->title.zh, criterion->title.en, language).toHtmlEscaped();
    const QString description = shownIn(criterion->description.zh, criterion->description.en, language).toHtmlEscaped();
    const QString acceptance = shownIn(criterion->acceptance.zh, criterion->acceptance.en, language).toHtmlEscaped();
    // The title; the id is for import files (the mapping shows it), so it goes in the tooltip only.
    QStringList parts{QStringLiteral("<b>%1</b>").arg(title)};
    m_detail->setToolTip(tr("Id in import and export files: %1").arg(criterion->id));
    if (!description.isEmpty())
        parts.append(description);
    if (!acceptance.isEmpty())
        parts.append(tr("<b>Acceptance:</b> %1").arg(acceptance));
    if (criterion->tier != CriterionTier::Deferred) {
        // What the questionnaire asks, as it goes out in the interface language.
        const bool written = !criterion->vendorQuestion.in(language).trimmed().isEmpty();
        const QString question = Questionnaire::criterionQuestion(*criterion, language).toHtmlEscaped();
        parts.append(written
                         ? tr("<b>Question for the vendors:</b> %1").arg(question)
                         : tr("<b>Question for the vendors</b> (from the title; none written yet): %1").arg(question));
    }
    if (!criterion->metricRule.trimmed().isEmpty()) {
        auto rule = parseMetricRule(criterion->metricRule);
        QList<PocScenario> scenarios;
        if (m_workspace) {
            if (auto read = PocRepository(m_workspace->queries().rows()).scenarios())
                scenarios = *read;
        }
        parts.append(
            tr("<b>Metric rule</b> (the verdict is computed from the PoC runs): %1")
                .arg((rule ? metricRuleSummary(*rule, scenarios, language) : rule.error().message).toHtmlEscaped()));
    }
    m_detail->setText(parts.join(QStringLiteral("<br>")));
}

void RequirementsPage::updateButtons()
{
    const bool open = m_workspace != nullptr;
    const int row = m_model->rowOf(m_selected);
    const auto [place, count] = m_model->placeInTier(row);
    m_add->setEnabled(open);
    m_paste->setEnabled(open);
    m_export->setEnabled(open);
    m_exportQuestionnaire->setEnabled(open);
    m_remove->setEnabled(open && row >= 0);
    m_editQuestion->setEnabled(open && row >= 0);
    const std::optional<Criterion> selected = m_model->criterion(row);
    m_editRule->setEnabled(open && selected && selected->tier == CriterionTier::Gate);
    m_up->setEnabled(open && row >= 0 && place > 0);
    m_down->setEnabled(open && row >= 0 && place >= 0 && place < count - 1);
    updateDetail();
}

void RequirementsPage::showMessage(const QString& text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QStringLiteral("color: #1b5e20;"));
    m_message->setVisible(!text.isEmpty());
}

bool RequirementsPage::eventFilter(QObject* watched, QEvent* event)
{
    // While a cell is edited, keys go to its editor, not to the table.
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Paste)) {
            pasteRows();
            return true;
        }
        if (key->modifiers() == Qt::ControlModifier && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down)) {
            move(key->key() == Qt::Key_Up ? -1 : +1);
            return true;
        }
        if (key->modifiers() == Qt::NoModifier && key->key() == Qt::Key_Delete) {
            removeCriterion();
            return true;
        }
        if (key->modifiers() == Qt::NoModifier && key->key() == Qt::Key_Insert) {
            addCriterion();
            return true;
        }
    }
    return Page::eventFilter(watched, event);
}

void RequirementsPage::addCriterion()
{
    if (!m_workspace)
        return;
    const QString selectedTier =
        m_model->index(m_model->rowOf(m_selected), 0).data(CriteriaTableModel::TierRole).toString();
    const CriterionTier tier = tierFromKey(selectedTier).value_or(CriterionTier::Gate);
    bool ok = false;
    const QString title = QInputDialog::getText(this, tr("Add requirement"),
                                                tr("Title of the new %1 requirement (you can change its tier, "
                                                   "category and the other language later):")
                                                    .arg(labels::tier(tierKey(tier))),
                                                QLineEdit::Normal, QString(), &ok)
                              .trimmed();
    if (!ok || title.isEmpty())
        return;
    criteria::Draft draft;
    draft.tier = tier;
    draft.title = title;
    auto id = criteria::add(*m_workspace, draft, currentLanguage());
    if (!id) {
        showMessage(id.error().message, true);
        return;
    }
    showMessage(QString(), false);
    select(*id);
}

void RequirementsPage::removeCriterion()
{
    if (!m_workspace || m_selected.isEmpty())
        return;
    const QString title = m_model->index(m_model->rowOf(m_selected), CriteriaTableModel::Title).data().toString();
    auto deps = criteria::dependents(m_workspace->queries().rows(), m_selected);
    QString detail;
    if (deps)
        detail = tr("This also removes its %1 verdicts and notes, %2 bonus scores and %3 evidence files.")
                     .arg(deps->assessments)
                     .arg(deps->scores)
                     .arg(deps->files);
    QMessageBox box(QMessageBox::Question, tr("Remove requirement"),
                    tr("Remove \"%1\" from this evaluation?").arg(title), QMessageBox::NoButton, this);
    box.setInformativeText(detail + u' ' + tr("You can undo this with Edit > Undo."));
    QPushButton* removeButton = box.addButton(tr("Remove"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setObjectName(QStringLiteral("confirmRemoveCriterion"));
    box.exec();
    if (box.clickedButton() != removeButton)
        return;
    if (auto r = criteria::remove(*m_workspace, m_selected); !r)
        showMessage(r.error().message, true);
}

void RequirementsPage::move(int delta)
{
    if (!m_workspace || m_selected.isEmpty())
        return;
    const auto [place, count] = m_model->placeInTier(m_model->rowOf(m_selected));
    const int target = place + delta;
    if (place < 0 || target < 0 || target >= count)
        return;
    if (auto r = criteria::moveTo(*m_workspace, m_selected, target); !r)
        showMessage(r.error().message, true);
}

void RequirementsPage::pasteRows()
{
    if (!m_workspace)
        return;
    auto drafts = criteria::parsePastedRows(QApplication::clipboard()->text());
    if (!drafts) {
        showMessage(drafts.error().message, true);
        return;
    }
    auto ids = criteria::addMany(*m_workspace, *drafts, currentLanguage());
    if (!ids) {
        showMessage(ids.error().message, true);
        return;
    }
    showMessage(tr("Added %1 requirements as one step (Edit > Undo takes them back).").arg(ids->size()), false);
    if (!ids->isEmpty())
        select(ids->first());
}

QString RequirementsPage::askCsvPath(const QString& title, const QString& fileName)
{
    QSettings settings;
    QString folder = settings.value(QStringLiteral("criteria/exportFolder")).toString();
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = QFileDialog::getSaveFileName(this, title, QDir(folder).filePath(fileName), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".csv");
    settings.setValue(QStringLiteral("criteria/exportFolder"), QFileInfo(path).absolutePath());
    return path;
}

void RequirementsPage::exportCsv()
{
    if (!m_workspace)
        return;
    const QString path = askCsvPath(tr("Export requirements as CSV"), QStringLiteral("requirements.csv"));
    if (path.isEmpty())
        return;
    if (auto r = writeCriteriaCsv(m_workspace->queries().rows(), path); !r)
        showMessage(r.error().message, true);
    else
        showMessage(tr("Exported %1 requirements to %2.").arg(m_model->rowCount()).arg(QDir::toNativeSeparators(path)),
                    false);
}

void RequirementsPage::exportQuestionnaire()
{
    if (!m_workspace)
        return;
    const QDate asOf = m_asOf.isValid() ? m_asOf : m_workspace->queries().evaluationDate();
    auto choices = Questionnaire::choices(m_workspace->queries().rows(), asOf);
    if (!choices) {
        showMessage(choices.error().message, true);
        return;
    }
    QSettings settings;
    QString folder = settings.value(QStringLiteral("questionnaire/folder")).toString();
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString language = settings.value(QStringLiteral("questionnaire/language"), currentLanguage()).toString();
    QuestionnaireDialog dialog(*choices, asOf, language, folder, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    settings.setValue(QStringLiteral("questionnaire/folder"), dialog.folder());
    settings.setValue(QStringLiteral("questionnaire/language"), dialog.language());
    QuestionnaireOptions options;
    options.language = dialog.language();
    options.asOf = asOf;
    options.candidates = dialog.candidates();
    auto questionnaire = Questionnaire::build(m_workspace->queries().rows(), options);
    if (!questionnaire) {
        showMessage(questionnaire.error().message, true);
        return;
    }
    auto written = writeQuestionnaireFiles(*questionnaire, dialog.folder());
    if (!written) {
        showMessage(written.error().message, true);
        return;
    }
    showMessage(tr("Wrote %n questionnaire(s) to %1.", nullptr, int(written->size()))
                    .arg(QDir::toNativeSeparators(dialog.folder())),
                false);
}

namespace {

/// How the rule dialog shows a threshold: durations in minutes, shares in percent, counts as they are.
double shownPerStored(PocMetric metric)
{
    if (isDurationMetric(metric))
        return 1.0 / 60.0;
    if (metric == PocMetric::SuccessRate || metric == PocMetric::DiagnosedWithoutVendor)
        return 100.0;
    return 1.0;
}

} // namespace

void RequirementsPage::editMetricRule()
{
    if (!m_workspace || m_selected.isEmpty())
        return;
    const std::optional<Criterion> shown = m_model->criterion(m_model->rowOf(m_selected));
    if (!shown)
        return;
    auto scenarios = PocRepository(m_workspace->queries().rows()).scenarios();
    if (!scenarios) {
        showMessage(scenarios.error().message, true);
        return;
    }
    const QString language = currentLanguage();
    std::optional<MetricRule> current;
    if (auto parsed = parseMetricRule(shown->metricRule))
        current = *parsed;

    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("metricRuleDialog"));
    dialog.setWindowTitle(tr("Metric rule"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* intro = new QLabel(tr("The verdict of \"%1\" is computed from the PoC runs: Pass when the figure meets the "
                                "threshold over at least the minimum number of runs, Fail when it does not, Unknown "
                                "with too few runs, and \"borderline, needs review\" within the band around the "
                                "threshold. The chair can override it with a reason.")
                                 .arg(shown->title.in(language)),
                             &dialog);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    auto* scenario = new QComboBox(&dialog);
    scenario->setObjectName(QStringLiteral("ruleScenario"));
    for (const PocScenario& s : std::as_const(*scenarios))
        scenario->addItem(s.title.in(language), s.id);
    auto* metric = new QComboBox(&dialog);
    metric->setObjectName(QStringLiteral("ruleMetric"));
    for (PocMetric m : metricRuleMetrics())
        metric->addItem(pocMetricLabel(m), int(m));
    auto* comparison = new QComboBox(&dialog);
    comparison->setObjectName(QStringLiteral("ruleComparison"));
    for (MetricComparison c : metricComparisons())
        comparison->addItem(metricComparisonLabel(c), int(c));
    auto* threshold = new QDoubleSpinBox(&dialog);
    threshold->setObjectName(QStringLiteral("ruleThreshold"));
    threshold->setDecimals(2);
    threshold->setRange(0, 1e7);
    auto* band = new QDoubleSpinBox(&dialog);
    band->setObjectName(QStringLiteral("ruleBand"));
    band->setDecimals(2);
    band->setRange(0, 1e7);
    band->setSpecialValueText(tr("none"));
    auto* minRuns = new QSpinBox(&dialog);
    minRuns->setObjectName(QStringLiteral("ruleMinRuns"));
    minRuns->setRange(1, 1000);
    form->addRow(tr("PoC scenario:"), scenario);
    form->addRow(tr("Metric:"), metric);
    form->addRow(tr("Comparison:"), comparison);
    form->addRow(tr("Threshold:"), threshold);
    form->addRow(tr("Borderline band (either side):"), band);
    form->addRow(tr("At least this many runs:"), minRuns);
    layout->addLayout(form);
    const auto unitOf = [](PocMetric m) {
        if (isDurationMetric(m))
            return tr(" min");
        if (m == PocMetric::SuccessRate || m == PocMetric::DiagnosedWithoutVendor)
            return tr(" %");
        return QString();
    };
    const auto currentMetric = [metric] { return PocMetric(metric->currentData().toInt()); };
    const auto updateUnits = [&] {
        threshold->setSuffix(unitOf(currentMetric()));
        band->setSuffix(unitOf(currentMetric()));
    };
    connect(metric, &QComboBox::currentIndexChanged, &dialog, updateUnits);
    if (current) {
        scenario->setCurrentIndex(std::max(0, scenario->findData(current->scenarioId)));
        metric->setCurrentIndex(std::max(0, metric->findData(int(current->metric))));
        comparison->setCurrentIndex(std::max(0, comparison->findData(int(current->comparison))));
        threshold->setValue(current->threshold * shownPerStored(current->metric));
        band->setValue(current->band.value_or(0) * shownPerStored(current->metric));
        minRuns->setValue(current->minRuns);
    } else {
        minRuns->setValue(3);
    }
    updateUnits();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QPushButton* clear = nullptr;
    if (!shown->metricRule.trimmed().isEmpty()) {
        clear = buttons->addButton(tr("Clear rule"), QDialogButtonBox::DestructiveRole);
        clear->setObjectName(QStringLiteral("clearMetricRule"));
    }
    bool clearing = false;
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (clear)
        connect(clear, &QPushButton::clicked, &dialog, [&] {
            clearing = true;
            dialog.accept();
        });
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted || !m_workspace)
        return;
    Result<void> r;
    if (clearing) {
        r = criteria::clearMetricRule(*m_workspace, shown->id);
    } else {
        MetricRule rule;
        rule.scenarioId = scenario->currentData().toString();
        rule.metric = currentMetric();
        rule.comparison = MetricComparison(comparison->currentData().toInt());
        rule.threshold = threshold->value() / shownPerStored(rule.metric);
        if (band->value() > 0)
            rule.band = band->value() / shownPerStored(rule.metric);
        rule.minRuns = minRuns->value();
        r = criteria::setMetricRule(*m_workspace, shown->id, rule);
    }
    if (!r)
        showMessage(r.error().message, true);
    else
        showMessage(QString(), false);
}

void RequirementsPage::editVendorQuestion()
{
    if (!m_workspace || m_selected.isEmpty())
        return;
    const std::optional<Criterion> shown = m_model->criterion(m_model->rowOf(m_selected));
    if (!shown)
        return;
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("vendorQuestionDialog"));
    dialog.setWindowTitle(tr("Question for the vendors"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* intro = new QLabel(tr("What the vendor questionnaire asks about \"%1\". The acceptance rule and the scoring "
                                "rubric stay with the committee. Left empty, the questionnaire asks from the title "
                                "(or uses the other language's question).")
                                 .arg(shown->title.in(currentLanguage())),
                             &dialog);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    const auto editor = [&](const QString& name, const QString& label, const QString& text) {
        layout->addWidget(new QLabel(label, &dialog));
        auto* edit = new QPlainTextEdit(text, &dialog);
        edit->setObjectName(name);
        edit->setTabChangesFocus(true);
        layout->addWidget(edit);
        return edit;
    };
    QPlainTextEdit* zh = editor(QStringLiteral("vendorQuestionZh"), tr("In Chinese:"), shown->vendorQuestion.zh);
    QPlainTextEdit* en = editor(QStringLiteral("vendorQuestionEn"), tr("In English:"), shown->vendorQuestion.en);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(600, 420);
    if (dialog.exec() != QDialog::Accepted || !m_workspace)
        return;
    if (auto r = criteria::setFields(*m_workspace, shown->id,
                                     {{CriterionField::VendorQuestionZh, zh->toPlainText()},
                                      {CriterionField::VendorQuestionEn, en->toPlainText()}},
                                     *shown);
        !r)
        showMessage(r.error().message, true);
    else
        showMessage(QString(), false);
}

} // namespace gatebench
