#include "TcoPage.h"
#include "TcoBaselineQuantityDialog.h"
#include "TcoPocBillDialog.h"

#include "CsvWriter.h"
#include "ExitReadinessView.h"
#include "ImportWizard.h"
#include "Translation.h"
#include "charts/TcoCategoryChart.h"
#include "charts/TcoCostBonusChart.h"
#include "charts/TcoCumulativeChart.h"
#include "charts/TcoTornadoChart.h"
#include "commands/Tco.h"
#include "core/Labels.h"
#include "itemmodels/TcoSheetModel.h"
#include "mapping/TabSeparated.h"
#include "repositories/ImportFields.h"
#include "repositories/TcoRepository.h"
#include "tco/TcoCharts.h"
#include "tco/TcoFigures.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShowEvent>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>

#include <climits>

namespace gatebench {

using Column = TcoSheetModel::Column;

namespace {

QLocale localeOf(const QString& language)
{
    return language == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                              : QLocale(QLocale::English, QLocale::UnitedStates);
}

/// The columns whose cells are free text: neutralised on copy (a spreadsheet must not read them as
/// formulas) and read back on paste.
bool isFreeText(int column)
{
    return column == int(Column::Description) || column == int(Column::Unit) || column == int(Column::SourceNote);
}

struct Block {
    int top = INT_MAX, left = INT_MAX, bottom = -1, right = -1;
    bool isEmpty() const { return bottom < 0; }
};

Block blockOf(const QModelIndexList& indexes)
{
    Block b;
    for (const QModelIndex& index : indexes) {
        b.top = std::min(b.top, index.row());
        b.bottom = std::max(b.bottom, index.row());
        b.left = std::min(b.left, index.column());
        b.right = std::max(b.right, index.column());
    }
    return b;
}

QString percentText(const Decimal& rate)
{
    auto value = rate.times(Decimal::fromInteger(100));
    QString text = value ? value->toString() : rate.toString();
    if (text.contains(u'.')) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(u'.'))
            text.chop(1);
    }
    return text;
}

} // namespace

// ---- the sheet ---------------------------------------------------------------------------------

TcoSheetView::TcoSheetView(TcoSheetModel* model, QWidget* parent)
    : QTableView(parent)
    , m_model(model)
{
    setModel(model);
    setItemDelegate(new TcoCellDelegate(model, this));
    setEditTriggers(QAbstractItemView::AnyKeyPressed | QAbstractItemView::DoubleClicked |
                    QAbstractItemView::EditKeyPressed);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setTabKeyNavigation(true);
    setAlternatingRowColors(true);
    setWordWrap(false);
    horizontalHeader()->setHighlightSections(true);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    setStyleSheet(QStringLiteral("QTableView { gridline-color: #d0d7de; }"));
}

void TcoSheetView::keyPressEvent(QKeyEvent* event)
{
    if (event->matches(QKeySequence::Copy)) {
        copy();
        return;
    }
    if (event->matches(QKeySequence::Paste)) {
        paste();
        return;
    }
    if (event->matches(QKeySequence::Undo) || event->matches(QKeySequence::Redo)) {
        if (m_workspace) {
            auto r = event->matches(QKeySequence::Undo) ? m_workspace->undo() : m_workspace->redo();
            if (!r)
                emit message(r.error().message, true);
        }
        return;
    }
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if (event->key() == Qt::Key_D && modifiers == Qt::ControlModifier) {
        fillDown();
        return;
    }
    if (state() != QAbstractItemView::EditingState && modifiers == Qt::NoModifier) {
        if (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) {
            clearSelected();
            return;
        }
        if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
            moveAfterEntry(event->key(), modifiers);
            return;
        }
    }
    QTableView::keyPressEvent(event);
}

void TcoSheetView::moveAfterEntry(int key, Qt::KeyboardModifiers modifiers)
{
    const QModelIndex current = currentIndex();
    if (!current.isValid())
        return;
    int row = current.row();
    int column = current.column();
    if (key == Qt::Key_Tab)
        column = std::min(column + 1, model()->columnCount() - 1);
    else if (key == Qt::Key_Backtab || (key == Qt::Key_Tab && (modifiers & Qt::ShiftModifier)))
        column = std::max(column - 1, 0);
    else
        row = std::min(row + 1, model()->rowCount() - 1);
    setCurrentIndex(model()->index(row, column));
}

void TcoSheetView::copy()
{
    const Block b = blockOf(selectionModel()->selectedIndexes());
    if (b.isEmpty())
        return;
    QList<QStringList> rows;
    for (int r = b.top; r <= b.bottom; ++r) {
        QStringList row;
        for (int c = b.left; c <= b.right; ++c) {
            const QString text = m_model->index(r, c).data(Qt::EditRole).toString();
            row.append(isFreeText(c) ? CsvWriter::neutralised(text) : text);
        }
        rows.append(row);
    }
    QApplication::clipboard()->setText(toTabSeparated(rows));
    emit message(tr("Copied %1 × %2 cells.").arg(b.bottom - b.top + 1).arg(b.right - b.left + 1), false);
}

void TcoSheetView::paste()
{
    const QModelIndex start = currentIndex();
    const QList<QStringList> block = parseTabSeparated(QApplication::clipboard()->text());
    if (block.isEmpty()) {
        emit message(tr("The clipboard holds no cells to paste."), true);
        return;
    }
    const int top = start.isValid() ? start.row() : m_model->rowCount();
    const int left = start.isValid() ? start.column() : 0;
    QList<TcoSheetModel::Cell> cells;
    int outside = 0;
    for (int r = 0; r < block.size(); ++r) {
        for (int c = 0; c < block.at(r).size(); ++c) {
            const int column = left + c;
            if (column >= m_model->columnCount()) {
                if (!block.at(r).at(c).trimmed().isEmpty())
                    ++outside;
                continue;
            }
            const QString text = block.at(r).at(c);
            cells.append({top + r, column, isFreeText(column) ? CsvWriter::unneutralised(text) : text});
        }
    }
    if (outside > 0) {
        emit message(
            tr("Nothing was pasted: the block runs past the last column of the sheet (%1 cells outside).").arg(outside),
            true);
        return;
    }
    auto r = m_model->setCells(cells);
    if (!r) {
        emit message(tr("Nothing was pasted. %1").arg(r.error().message), true);
        return;
    }
    emit message(tr("Pasted %1 rows as one step (Ctrl+Z takes it back).").arg(block.size()), false);
}

void TcoSheetView::fillDown()
{
    const Block b = blockOf(selectionModel()->selectedIndexes());
    if (b.isEmpty())
        return;
    // One row selected: it takes the row above (as in Excel); several: the first fills the others.
    const int source = b.top == b.bottom ? b.top - 1 : b.top;
    const int first = b.top == b.bottom ? b.top : b.top + 1;
    if (source < 0)
        return;
    QList<TcoSheetModel::Cell> cells;
    for (int c = b.left; c <= b.right; ++c) {
        if (!m_model->isEditable(c))
            continue;
        const QString text = m_model->index(source, c).data(Qt::EditRole).toString();
        for (int r = first; r <= b.bottom; ++r)
            cells.append({r, c, text});
    }
    if (cells.isEmpty())
        return;
    if (auto r = m_model->setCells(cells); !r)
        emit message(r.error().message, true);
    else
        emit message(tr("Filled down as one step (Ctrl+Z takes it back)."), false);
}

void TcoSheetView::clearSelected()
{
    QList<TcoSheetModel::Cell> cells;
    bool skipped = false;
    for (const QModelIndex& index : selectionModel()->selectedIndexes()) {
        const auto cleared = TcoSheetModel::clearedText(index.column());
        if (!cleared || !m_model->isEditable(index.column())) {
            skipped = skipped || TcoSheetModel::fieldOf(index.column()).has_value();
            continue;
        }
        cells.append({index.row(), index.column(), *cleared});
    }
    if (cells.isEmpty()) {
        if (skipped)
            emit message(tr("A category, kind, currency, period or tax entry cannot be empty: type a new value."),
                         true);
        return;
    }
    if (auto r = m_model->setCells(cells); !r)
        emit message(r.error().message, true);
}

TcoCellDelegate::TcoCellDelegate(TcoSheetModel* model, TcoSheetView* view)
    : QStyledItemDelegate(view)
    , m_model(model)
    , m_view(view)
{}

void TcoCellDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    QStyledItemDelegate::setEditorData(editor, index);
    editor->setProperty("tcoRow", index.row());
    editor->setProperty("tcoColumn", index.column());
}

bool TcoCellDelegate::eventFilter(QObject* object, QEvent* event)
{
    auto* editor = qobject_cast<QLineEdit*>(object);
    if (editor && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        const int k = key->key();
        if (k == Qt::Key_Return || k == Qt::Key_Enter || k == Qt::Key_Tab || k == Qt::Key_Backtab) {
            const QModelIndex index =
                m_model->index(editor->property("tcoRow").toInt(), editor->property("tcoColumn").toInt());
            if (auto ok = m_model->checkCell(index, editor->text()); !ok) {
                // Refused in place: the editor stays open with the reason beside it.
                editor->setStyleSheet(QStringLiteral("background: #fdecea;"));
                editor->setToolTip(ok.error().message);
                QToolTip::showText(editor->mapToGlobal(QPoint(0, editor->height())), ok.error().message, editor);
                emit m_view->message(ok.error().message, true);
                return true;
            }
            emit commitData(editor);
            emit closeEditor(editor, QAbstractItemDelegate::NoHint);
            m_view->moveAfterEntry(k, key->modifiers());
            return true;
        }
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

// ---- the charts area ---------------------------------------------------------------------------

TcoChartsArea::TcoChartsArea(QWidget* parent)
    : QWidget(parent)
    , m_note(new QLabel(this))
    , m_charts(new QWidget(this))
    , m_category(new TcoCategoryChart(m_charts))
    , m_costBonus(new TcoCostBonusChart(m_charts))
    , m_cumulative(new TcoCumulativeChart(m_charts))
    , m_tornado(new TcoTornadoChart(m_charts))
{
    auto* layout = new QVBoxLayout(this);
    m_note->setAlignment(Qt::AlignCenter);
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color: #5f6b7a;"));
    layout->addWidget(m_note);
    auto* grid = new QGridLayout(m_charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_category, 0, 0);
    grid->addWidget(m_costBonus, 0, 1);
    grid->addWidget(m_cumulative, 1, 0);
    grid->addWidget(m_tornado, 1, 1);
    layout->addWidget(m_charts, 1);
    showNote(tr("No candidate has cost lines yet."));
}

void TcoChartsArea::setFigures(const tco::TcoFigures& figures, const QString& candidateId, const QString& scenarioId)
{
    if (figures.result.entries.isEmpty()) {
        showNote(tr("No candidate has cost lines yet."));
        return;
    }
    m_category->setBars(tco::categoryBars(figures));
    m_costBonus->setPoints(tco::costVersusBonus(figures));
    const QString shown = figures.candidate(candidateId) ? candidateId : figures.candidates.value(0).id;
    m_cumulative->setCumulative(tco::cumulative(figures, shown));
    m_tornado->setTornado(tco::tornado(figures, shown, shown == candidateId ? scenarioId : QString()));
    m_note->hide();
    m_charts->show();
}

void TcoChartsArea::showNote(const QString& text)
{
    m_note->setText(text);
    m_note->show();
    m_charts->hide();
}

// ---- the scenario dialog -----------------------------------------------------------------------

TcoScenarioDialog::TcoScenarioDialog(const TcoScenario& scenario, bool adding, QWidget* parent)
    : QDialog(parent)
    , m_scenario(scenario)
    , m_kind(new QComboBox(this))
    , m_multiplier(new QLineEdit(scenario.multiplier.toString(), this))
    , m_peakMonths(new QLineEdit(this))
{
    setObjectName(QStringLiteral("tcoScenarioDialog"));
    setWindowTitle(adding ? tr("Add a scenario") : tr("Edit the scenario"));
    for (const char* key : {"normal", "peak", "low", "maintenance", "major_upgrade", "base"}) {
        const QString k = QLatin1String(key);
        m_kind->addItem(labels::tcoScenario(k), k);
    }
    if (const int i = m_kind->findData(scenario.templateScenario); i >= 0)
        m_kind->setCurrentIndex(i);
    QStringList months;
    for (int month : scenario.peakMonths)
        months.append(QString::number(month));
    m_peakMonths->setText(months.join(QStringLiteral(", ")));
    m_peakMonths->setPlaceholderText(tr("e.g. 6, 7, 11, 12; empty: every month"));
    auto* form = new QFormLayout;
    form->addRow(tr("Kind"), m_kind);
    form->addRow(tr("Multiplier"), m_multiplier);
    form->addRow(tr("Peak months"), m_peakMonths);
    auto* note = new QLabel(tr("With peak months the multiplier applies to those months only; lines may carry "
                               "their own multiplier in the sheet's “Own multiplier” column."),
                            this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

Result<TcoScenario> TcoScenarioDialog::scenario() const
{
    TcoScenario s = m_scenario;
    s.templateScenario = m_kind->currentData().toString();
    auto multiplier = Decimal::parse(m_multiplier->text().trimmed());
    if (!multiplier)
        return Error{Error::Kind::BadInput, tr("The multiplier “%1” is not a number").arg(m_multiplier->text())};
    s.multiplier = *multiplier;
    s.peakMonths.clear();
    QString months = m_peakMonths->text();
    months.replace(u'，', u',').replace(u'、', u',');
    for (const QString& part : months.split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const int month = part.trimmed().toInt(&ok);
        if (!ok)
            return Error{Error::Kind::BadInput, tr("“%1” is not a month (1 to 12)").arg(part.trimmed())};
        s.peakMonths.append(month);
    }
    return s;
}

// ---- the settings dialog -----------------------------------------------------------------------

TcoSettingsDialog::TcoSettingsDialog(Workspace* workspace, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_currency(new QLineEdit(this))
    , m_taxBasis(new QComboBox(this))
    , m_taxRate(new QLineEdit(this))
    , m_rates(new QTableWidget(0, 2, this))
    , m_categories(new QPlainTextEdit(this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("tcoSettingsDialog"));
    setWindowTitle(tr("TCO settings"));
    const TcoRepository repository(workspace->queries().rows());
    const TcoBasis basis = repository.basis().ok() ? *repository.basis() : TcoBasis{};
    m_currency->setText(basis.currency);
    m_currency->setMaxLength(3);
    m_taxBasis->addItem(tcoedits::taxLabel(true), true);
    m_taxBasis->addItem(tcoedits::taxLabel(false), false);
    m_taxBasis->setCurrentIndex(basis.taxIncluded ? 0 : 1);
    m_taxRate->setText(percentText(basis.taxRate));
    m_rates->setHorizontalHeaderLabels({tr("Currency"), tr("Rate")});
    m_rates->horizontalHeader()->setStretchLastSection(true);
    m_rates->verticalHeader()->hide();
    const QList<FxRate> rates = repository.fxRates().ok() ? *repository.fxRates() : QList<FxRate>{};
    m_rates->setRowCount(int(rates.size()) + 2);
    for (int i = 0; i < rates.size(); ++i) {
        m_rates->setItem(i, 0, new QTableWidgetItem(rates.at(i).currency));
        m_rates->setItem(i, 1, new QTableWidgetItem(rates.at(i).rate.toString()));
    }
    m_categories->setPlainText(tcoedits::ownCategories(workspace->queries().rows()).join(u'\n'));
    m_categories->setPlaceholderText(tr("One category a line, e.g. Security audit"));
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Evaluation currency"), m_currency);
    form->addRow(tr("Totals stated"), m_taxBasis);
    form->addRow(tr("Tax rate (%) of lines that state none"), m_taxRate);
    form->addRow(tr("FX rates (units of the evaluation currency per unit)"), m_rates);
    form->addRow(tr("The committee's own cost categories"), m_categories);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (apply())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(560, 480);
}

bool TcoSettingsDialog::apply()
{
    if (!m_workspace)
        return false;
    const auto fail = [this](const QString& message) {
        m_error->setText(message);
        return false;
    };
    QString rateText = m_taxRate->text().trimmed();
    if (rateText.endsWith(u'%'))
        rateText.chop(1);
    auto percent = Decimal::parse(rateText.isEmpty() ? QStringLiteral("0") : rateText);
    if (!percent)
        return fail(tr("The tax rate “%1” is not a number").arg(m_taxRate->text()));
    auto rate = percent->dividedBy(Decimal::fromInteger(100), std::min(percent->scale() + 2, Decimal::kMaxScale));
    if (!rate)
        return fail(rate.error().message);
    TcoBasis basis;
    basis.currency = m_currency->text().trimmed().toUpper();
    basis.taxIncluded = m_taxBasis->currentData().toBool();
    basis.taxRate = *rate;
    // Rates first, so that a new currency's lines can be stated; then the basis, then the categories.
    const TcoRepository repository(m_workspace->queries().rows());
    const QList<FxRate> before = repository.fxRates().ok() ? *repository.fxRates() : QList<FxRate>{};
    QStringList kept;
    for (int row = 0; row < m_rates->rowCount(); ++row) {
        const QString currency = m_rates->item(row, 0) ? m_rates->item(row, 0)->text().trimmed().toUpper() : QString();
        const QString value = m_rates->item(row, 1) ? m_rates->item(row, 1)->text().trimmed() : QString();
        if (currency.isEmpty())
            continue;
        auto parsed = Decimal::parse(value);
        if (!parsed)
            return fail(tr("The FX rate of %1, “%2”, is not a number").arg(currency, value));
        if (auto r = tcoedits::setFxRate(*m_workspace, currency, *parsed); !r)
            return fail(r.error().message);
        kept.append(currency);
    }
    for (const FxRate& old : before) {
        if (!kept.contains(old.currency)) {
            if (auto r = tcoedits::setFxRate(*m_workspace, old.currency, std::nullopt); !r)
                return fail(r.error().message);
        }
    }
    if (auto r = tcoedits::setBasis(*m_workspace, basis); !r)
        return fail(r.error().message);
    if (auto r = tcoedits::setOwnCategories(*m_workspace, m_categories->toPlainText().split(u'\n')); !r)
        return fail(r.error().message);
    return true;
}

// ---- the page ----------------------------------------------------------------------------------

TcoPage::TcoPage(QWidget* parent)
    : Page(parent)
    , m_model(new TcoSheetModel(this))
    , m_candidate(new QComboBox(this))
    , m_scenario(new QComboBox(this))
    , m_basis(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_sheet(new TcoSheetView(m_model, this))
    , m_totals(new QTableWidget(this))
    , m_charts(new TcoChartsArea(this))
    , m_exit(new ExitReadinessView(this))
    , m_status(new QLabel(this))
    , m_addLine(new QPushButton(tr("Add line"), this))
    , m_removeLines(new QPushButton(tr("Remove lines"), this))
    , m_template(new QPushButton(tr("Start from the template"), this))
    , m_pocBill(new QPushButton(tr("From a PoC bill…"), this))
    , m_fromBaseline(new QPushButton(tr("Quantity from baseline…"), this))
    , m_updateBaseline(new QPushButton(tr("Update from baseline"), this))
    , m_scenarioMenu(new QPushButton(tr("Scenarios"), this))
    , m_settings(new QPushButton(tr("Currency, tax and FX…"), this))
    , m_import(new QPushButton(tr("Import lines from CSV…"), this))
{
    m_model->setLanguage(currentLanguage(), localeOf(currentLanguage()));
    m_candidate->setObjectName(QStringLiteral("tcoCandidate"));
    m_scenario->setObjectName(QStringLiteral("tcoScenario"));
    m_sheet->setObjectName(QStringLiteral("tcoSheet"));
    m_totals->setObjectName(QStringLiteral("tcoTotals"));
    m_status->setObjectName(QStringLiteral("tcoStatus"));
    m_pocBill->setObjectName(QStringLiteral("tcoFromPocBill"));
    m_fromBaseline->setObjectName(QStringLiteral("tcoQuantityFromBaseline"));
    m_updateBaseline->setObjectName(QStringLiteral("tcoUpdateFromBaseline"));
    m_pocBill->setToolTip(tr("Extrapolates the billed cost of one training run and one service deployment in the "
                             "PoC to a month and a year at normal and peak volume, as starting lines."));
    m_import->setObjectName(QStringLiteral("tcoImport"));
    m_import->setToolTip(tr("Adds cost lines from a CSV file (GateBench's TCO export or a finance sheet) through the "
                            "import wizard: all rows or none, one step of Edit > Undo. Rows without a candidate "
                            "column go to the candidate shown."));
    m_candidate->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_scenario->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    auto* choosers = new QHBoxLayout;
    choosers->addWidget(new QLabel(tr("Candidate"), this));
    choosers->addWidget(m_candidate);
    choosers->addSpacing(12);
    choosers->addWidget(new QLabel(tr("Scenario"), this));
    choosers->addWidget(m_scenario);
    choosers->addWidget(m_scenarioMenu);
    choosers->addSpacing(12);
    choosers->addWidget(m_basis, 1);
    choosers->addWidget(m_settings);

    auto* menu = new QMenu(m_scenarioMenu);
    menu->addAction(tr("Add a scenario…"), this, &TcoPage::addScenario);
    menu->addAction(tr("Edit this scenario…"), this, &TcoPage::editScenario);
    menu->addAction(tr("Remove this scenario…"), this, &TcoPage::removeScenario);
    m_scenarioMenu->setMenu(menu);
    // The line actions on a row of their own (the scenario and currency ones sit with what they
    // change, above): the page fits a 1280-pixel screen in either language.
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {m_addLine, m_removeLines, m_template, m_import, m_pocBill, m_fromBaseline, m_updateBaseline})
        buttons->addWidget(b);
    buttons->addStretch(1);
    // The keys on a line of their own, wrapped where the window is narrow: never cut off.
    auto* keys = new QLabel(tr("Type to edit · Enter/Tab to move · Ctrl+C / Ctrl+V with Excel or WPS · Ctrl+D fill "
                               "down · Delete clears · Ctrl+Z undo"),
                            this);
    keys->setObjectName(QStringLiteral("tcoKeys"));
    keys->setStyleSheet(QStringLiteral("color: #5f6b7a;"));
    keys->setWordWrap(true);
    m_basis->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    m_totals->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_totals->verticalHeader()->hide();
    m_totals->setAlternatingRowColors(true);
    m_totals->setSelectionMode(QAbstractItemView::ContiguousSelection);
    m_totals->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);

    auto* sheetTab = new QWidget(this);
    auto* split = new QSplitter(Qt::Vertical, sheetTab);
    split->addWidget(m_sheet);
    split->addWidget(m_totals);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 0);
    m_split = split;
    auto* sheetLayout = new QVBoxLayout(sheetTab);
    sheetLayout->setContentsMargins(0, 0, 0, 0);
    sheetLayout->addWidget(split);
    m_tabs->setObjectName(QStringLiteral("tcoTabs"));
    m_tabs->addTab(sheetTab, tr("Sheet"));
    m_tabs->addTab(m_charts, tr("Charts"));
    m_tabs->addTab(m_exit, tr("Exit readiness"));

    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(makeTitle(tr("Three-year TCO"), this));
    layout->addLayout(choosers);
    layout->addLayout(buttons);
    layout->addWidget(keys);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_status);

    connect(m_model, &TcoSheetModel::reloaded, this, &TcoPage::refresh);
    connect(m_model, &TcoSheetModel::demandChanged, this, &TcoPage::updateLineActions);
    connect(m_model, &TcoSheetModel::editRefused, this, [this](const QString& m) { showMessage(m, true); });
    connect(m_sheet, &TcoSheetView::message, this, &TcoPage::showMessage);
    connect(m_candidate, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            m_model->setCandidate(m_candidate->currentData().toString());
    });
    connect(m_scenario, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            m_model->setScenario(m_scenario->currentData().toString());
    });
    connect(m_addLine, &QPushButton::clicked, this, &TcoPage::addLine);
    connect(m_removeLines, &QPushButton::clicked, this, &TcoPage::removeLines);
    connect(m_template, &QPushButton::clicked, this, &TcoPage::startFromTemplate);
    connect(m_pocBill, &QPushButton::clicked, this, &TcoPage::fromPocBill);
    connect(m_fromBaseline, &QPushButton::clicked, this, &TcoPage::quantityFromBaseline);
    connect(m_updateBaseline, &QPushButton::clicked, this, &TcoPage::updateFromBaseline);
    connect(m_sheet->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] { updateLineActions(); });
    connect(m_settings, &QPushButton::clicked, this, &TcoPage::openSettings);
    connect(m_import, &QPushButton::clicked, this, &TcoPage::importLines);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { updateCharts(); });
    refresh();
}

void TcoPage::setWorkspace(Workspace* workspace)
{
    m_workspace = workspace;
    m_sheet->setWorkspace(workspace);
    m_model->setWorkspace(workspace);
    m_exit->setWorkspace(workspace);
    updateCharts();
}

void TcoPage::selectCandidate(const QString& id)
{
    m_model->setCandidate(id);
}

void TcoPage::selectScenario(const QString& id)
{
    m_model->setScenario(id);
}

void TcoPage::showMessage(const QString& text, bool error)
{
    m_stateMessage = false;
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QStringLiteral("color: #1b5e20;"));
}

void TcoPage::refresh()
{
    m_filling = true;
    m_candidate->clear();
    for (const auto& [id, name] : m_model->candidates())
        m_candidate->addItem(name, id);
    m_candidate->setCurrentIndex(m_candidate->findData(m_model->candidate()));
    m_scenario->clear();
    for (const TcoScenario& s : m_model->scenarios())
        m_scenario->addItem(tcoedits::scenarioLabel(s), s.id);
    m_scenario->setCurrentIndex(m_scenario->findData(m_model->scenario()));
    m_filling = false;

    const bool open = m_workspace != nullptr;
    const TcoBasis basis = m_model->input().basis;
    // At a tax rate of 0 everywhere "with tax" and "without tax" are the same amounts: say that no tax
    // applies rather than "with tax (tax rate 0 %)".
    m_basis->setText(
        !open                                 ? QString()
        : tco::noTaxApplies(m_model->input()) ? tr("Amounts in %1; no tax applies (tax rate 0 %)").arg(basis.currency)
        : basis.taxIncluded
            ? tr("Amounts in %1, stated with tax (tax rate %2 %)").arg(basis.currency, percentText(basis.taxRate))
            : tr("Amounts in %1, stated without tax (tax rate %2 %)").arg(basis.currency, percentText(basis.taxRate)));
    const bool hasLines = m_model->rowCount() > 0;
    for (QPushButton* b : {m_addLine, m_removeLines, m_pocBill, m_scenarioMenu, m_settings})
        b->setEnabled(open && !m_model->candidate().isEmpty());
    m_import->setEnabled(open);
    m_template->setEnabled(open && !m_model->candidate().isEmpty() && !hasLines);
    updateLineActions();
    m_template->setToolTip(hasLines ? tr("The template starts an empty sheet; this candidate already has lines.")
                                    : tr("Adds the starting lines and scenarios of the candidate's TCO template."));
    // A message about the page's state replaces the previous one of its kind; a message about an
    // edit stays until the next.
    QString state;
    bool error = false;
    if (!open) {
        state = tr("No evaluation is open. Use File > New or File > Open.");
    } else if (!m_model->loadError().isEmpty()) {
        state = m_model->loadError();
        error = true;
    } else if (!hasLines && !m_model->candidate().isEmpty()) {
        state = tr("This candidate has no cost lines yet: start from the template or add lines.");
    }
    if (!state.isEmpty()) {
        showMessage(state, error);
        m_stateMessage = true;
    } else if (m_stateMessage) {
        showMessage(QString(), false);
    }

    // Column widths that fit the texts, the description wider, within reason.
    if (hasLines) {
        m_sheet->resizeColumnsToContents();
        for (int c = 0; c < m_model->columnCount(); ++c)
            m_sheet->setColumnWidth(c, std::min(m_sheet->columnWidth(c), c == int(Column::Description) ? 240
                                                                         : c == int(Column::Category)  ? 120
                                                                                                       : 150));
    }
    fillTotals();
    updateCharts();
}

void TcoPage::fillTotals()
{
    m_totals->clear();
    const tco::ScenarioTotals* totals = m_model->totals();
    const QStringList headers{tr("Category"), tr("Year 1"), tr("Year 2"), tr("Year 3"), tr("Three years")};
    m_totals->setColumnCount(int(headers.size()));
    m_totals->setHorizontalHeaderLabels(headers);
    if (!totals) {
        m_totals->setRowCount(0);
        return;
    }
    QStringList categories = tcoedits::templateCategories();
    for (auto it = totals->byCategory.cbegin(); it != totals->byCategory.cend(); ++it) {
        if (!categories.contains(it.key()))
            categories.append(it.key());
    }
    QStringList shown;
    for (const QString& c : std::as_const(categories)) {
        if (totals->byCategory.contains(c))
            shown.append(c);
    }
    m_totals->setRowCount(int(shown.size()) + 1);
    const auto put = [this](int row, int column, const QString& text, bool bold) {
        auto* item = new QTableWidgetItem(text);
        item->setTextAlignment(column == 0 ? Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter)
                                           : Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        if (bold) {
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
        }
        m_totals->setItem(row, column, item);
    };
    for (int i = 0; i < shown.size(); ++i) {
        const QString& c = shown.at(i);
        put(i, 0, tcoedits::categoryLabel(c), false);
        const tco::Years years = totals->byCategoryYear.value(c);
        for (int y = 0; y < tco::kYears; ++y)
            put(i, y + 1, m_model->money(years.at(std::size_t(y))), false);
        put(i, 4, m_model->money(totals->byCategory.value(c)), false);
    }
    const int last = int(shown.size());
    put(last, 0,
        tco::noTaxApplies(m_model->input())  ? tr("Total (no tax applies)")
        : m_model->input().basis.taxIncluded ? tr("Total (with tax)")
                                             : tr("Total (without tax)"),
        true);
    for (int y = 0; y < tco::kYears; ++y)
        put(last, y + 1, m_model->money(totals->years.at(std::size_t(y))), true);
    put(last, 4, m_model->money(totals->total), true);
    m_totals->resizeColumnsToContents();
    // The totals show whole (every category and the total), the sheet takes the rest.
    const int wanted = m_totals->horizontalHeader()->sizeHint().height() +
                       m_totals->rowCount() * m_totals->verticalHeader()->defaultSectionSize() +
                       2 * m_totals->frameWidth() + 4;
    m_totals->setMinimumHeight(std::min(wanted, 330));
}

void TcoPage::updateCharts()
{
    if (!m_workspace || m_tabs->currentWidget() != m_charts)
        return;
    // Only when the charts are shown: the analysis computes every candidate and scenario.
    auto figures = tco::TcoFigures::load(m_workspace->queries().rows(), currentLanguage());
    if (!figures) {
        m_charts->showNote(figures.error().message);
        return;
    }
    m_charts->setFigures(*figures, m_model->candidate(), m_model->scenario());
}

void TcoPage::addLine()
{
    if (!m_workspace || m_model->candidate().isEmpty())
        return;
    TcoLine line;
    line.candidateId = m_model->candidate();
    const QModelIndex current = m_sheet->currentIndex();
    const QList<TcoLine> lines = m_model->lines();
    // A new line takes the category of the current one (lines are entered category by category).
    line.category = current.isValid() && current.row() < lines.size() ? lines.at(current.row()).category
                                                                      : tcoedits::templateCategories().value(0);
    line.currency = m_model->input().basis.currency;
    line.taxIncluded = m_model->input().basis.taxIncluded;
    auto id = tcoedits::addLine(*m_workspace, line, currentLanguage());
    if (!id) {
        showMessage(id.error().message, true);
        return;
    }
    const int row = m_model->rowOf(*id);
    m_sheet->setCurrentIndex(m_model->index(row, int(Column::Description)));
    m_sheet->setFocus();
    showMessage(tr("Line added: type its description, quantity and price."), false);
}

void TcoPage::removeLines()
{
    if (!m_workspace)
        return;
    QList<qint64> ids;
    for (const QModelIndex& index : m_sheet->selectionModel()->selectedIndexes()) {
        const qint64 id = m_model->lineAt(index.row());
        if (id > 0 && !ids.contains(id))
            ids.append(id);
    }
    if (ids.isEmpty()) {
        showMessage(tr("Select the lines to remove first."), true);
        return;
    }
    auto r = tcoedits::removeLines(*m_workspace, ids);
    showMessage(r ? tr("Removed %1 lines (Ctrl+Z brings them back).").arg(ids.size()) : r.error().message, !r.ok());
}

void TcoPage::startFromTemplate()
{
    if (!m_workspace)
        return;
    auto r = tcoedits::startFromTemplate(*m_workspace, m_model->candidate(), m_workspace->language());
    showMessage(r ? tr("Added %1 starting lines: fill in quantities and prices.").arg(*r) : r.error().message, !r.ok());
}

void TcoPage::fromPocBill()
{
    if (!m_workspace || m_model->candidate().isEmpty())
        return;
    TcoPocBillDialog dialog(m_model, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto extrapolation = dialog.extrapolation();
    if (!extrapolation) {
        showMessage(extrapolation.error().message, true);
        return;
    }
    auto ids = tcoedits::addPocBillLines(*m_workspace, extrapolation->lines, m_workspace->language());
    showMessage(ids ? tr("Added %n line(s) from the PoC bill (Ctrl+Z removes them).", nullptr, int(ids->size()))
                    : ids.error().message,
                !ids.ok());
}

std::optional<TcoLine> TcoPage::currentLine() const
{
    const QModelIndex current = m_sheet->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    const qint64 id = m_model->lineAt(current.row());
    const QList<TcoLine> lines = m_model->lines();
    const auto it = std::find_if(lines.cbegin(), lines.cend(), [&](const TcoLine& l) { return l.id == id; });
    if (it == lines.cend())
        return std::nullopt;
    return *it;
}

void TcoPage::showEvent(QShowEvent* event)
{
    Page::showEvent(event);
    updateLineActions();
}

void TcoPage::updateLineActions()
{
    // The baseline's demand is measured from the job log, in a worker: only for a page someone looks
    // at (a million-job import elsewhere does not measure it here), again when the page is shown.
    if (!isVisible())
        return;
    const auto line = m_workspace ? currentLine() : std::nullopt;
    QString why;
    if (!m_workspace) {
        why = tr("No evaluation is open.");
    } else if (!m_model->demandMeasured()) {
        m_model->measureDemand();
        why = tr("Measuring the GPU demand of the baseline from the job log…");
    } else if (!m_model->demand()) {
        why = m_model->baselineError().isEmpty()
                  ? tr("There is no baseline yet: import the cluster's job records on the Baseline page first.")
                  : tr("The baseline cannot be read: %1").arg(m_model->baselineError());
    } else if (!line) {
        why = tr("Choose a compute line in the sheet first.");
    } else if (!tco::takesBaselineQuantity(*line)) {
        why = tr("Only a recurring compute line billed monthly (12 periods a year) takes its quantity from the "
                 "baseline.");
    }
    m_fromBaseline->setEnabled(why.isEmpty());
    m_fromBaseline->setToolTip(why.isEmpty() ? tr("Takes the line's quantity from the GPU demand the baseline "
                                                  "measured, at a target utilization you choose.")
                                             : why);
    const bool stale = why.isEmpty() && line && m_model->baselineLinkStale(*line);
    m_updateBaseline->setEnabled(stale);
    m_updateBaseline->setToolTip(stale ? m_model->baselineLinkText(*line)
                                       : tr("Refreshes a quantity taken from the baseline once the baseline has "
                                            "changed; the current line is not such a line, or it is up to date."));
}

void TcoPage::quantityFromBaseline()
{
    const auto line = currentLine();
    if (!m_workspace || !line || !m_model->demand())
        return;
    TcoBaselineQuantityDialog dialog(*line, *m_model->demand(), m_model->context().locale, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto target = dialog.target();
    if (!target) {
        showMessage(target.error().message, true);
        return;
    }
    auto r = tcoedits::setQuantityFromBaseline(*m_workspace, *line, *m_model->demand(), *target);
    showMessage(r ? tr("The quantity now comes from the baseline (Ctrl+Z undoes it).") : r.error().message, !r.ok());
}

void TcoPage::updateFromBaseline()
{
    const auto line = currentLine();
    if (!m_workspace || !line || !line->baselineTarget || !m_model->demand())
        return;
    auto r = tcoedits::setQuantityFromBaseline(*m_workspace, *line, *m_model->demand(), *line->baselineTarget);
    showMessage(r ? tr("The quantity follows the baseline again (Ctrl+Z undoes it).") : r.error().message, !r.ok());
}

void TcoPage::addScenario()
{
    if (!m_workspace || m_model->candidate().isEmpty())
        return;
    TcoScenario draft;
    draft.candidateId = m_model->candidate();
    draft.templateScenario = QStringLiteral("peak");
    TcoScenarioDialog dialog(draft, true, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto scenario = dialog.scenario();
    if (!scenario) {
        showMessage(scenario.error().message, true);
        return;
    }
    auto id = tcoedits::addScenario(*m_workspace, *scenario);
    if (!id) {
        showMessage(id.error().message, true);
        return;
    }
    m_model->setScenario(*id);
}

void TcoPage::editScenario()
{
    if (!m_workspace)
        return;
    const QList<TcoScenario> scenarios = m_model->scenarios();
    const auto it = std::find_if(scenarios.cbegin(), scenarios.cend(),
                                 [&](const TcoScenario& s) { return s.id == m_model->scenario(); });
    if (it == scenarios.cend() || it->id.isEmpty()) {
        showMessage(tr("This candidate has no scenario yet: add one first."), true);
        return;
    }
    const TcoScenario shown = *it;
    TcoScenarioDialog dialog(shown, false, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto scenario = dialog.scenario();
    if (!scenario) {
        showMessage(scenario.error().message, true);
        return;
    }
    auto r = tcoedits::setScenario(*m_workspace, *scenario, shown);
    if (!r)
        showMessage(r.error().message, true);
}

void TcoPage::removeScenario()
{
    if (!m_workspace || m_model->scenario().isEmpty())
        return;
    const QString id = m_model->scenario();
    if (QMessageBox::question(
            this, tr("Remove the scenario"),
            tr("Remove the scenario “%1” with the lines that belong to it only?").arg(m_scenario->currentText())) !=
        QMessageBox::Yes)
        return;
    auto r = tcoedits::removeScenario(*m_workspace, id);
    if (!r)
        showMessage(r.error().message, true);
}

void TcoPage::openSettings()
{
    if (!m_workspace)
        return;
    TcoSettingsDialog dialog(m_workspace, this);
    dialog.exec();
}

void TcoPage::importLines()
{
    if (!m_workspace)
        return;
    ImportWizard wizard(m_workspace, {}, this);
    const QString kind = QLatin1String(key(RecordKindId::Tco));
    wizard.setKind(kind);
    if (const QString candidate = m_model->candidate(); !candidate.isEmpty())
        wizard.setFieldDefault(
            kind, QLatin1String(key(TcoImportField::Candidate)), candidate,
            tr("Rows of a file without a candidate column go to %1.").arg(m_candidate->currentText()));
    if (wizard.exec() == QDialog::Accepted)
        showMessage(tr("Imported %n row(s) of cost lines. Edit > Undo takes the whole import back.", nullptr,
                       int(wizard.importedRows())),
                    false);
}

} // namespace gatebench
