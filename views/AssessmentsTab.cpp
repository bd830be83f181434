#include "AssessmentsTab.h"

#include "DecisionPanel.h"
#include "EvidencePanel.h"
#include "Translation.h"
#include "WaiverDialog.h"
#include "charts/GateMatrixChart.h"
#include "commands/Assessments.h"
#include "core/Labels.h"
#include "decision/DecisionDocument.h"
#include "itemmodels/AssessmentGridModel.h"
#include "mapping/TabSeparated.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/CriterionRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QClipboard>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <QRegularExpression>
#include <QScrollBar>
#include <QStyle>

#include <algorithm>

namespace gatebench {

namespace {

/// The width of the longest word of a header (a word is never broken), with the header's padding.
int longestWord(const QHeaderView* header, const QString& text)
{
    const QFontMetrics metrics(header->font());
    int widest = 0;
    for (const QString& word : text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        widest = qMax(widest, metrics.horizontalAdvance(word));
    return widest + 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) + 4;
}

/// The header as tall as its most wrapped title at the columns' widths, so that no line is cut.
void fitHeaderHeight(QTableView* grid)
{
    QHeaderView* header = grid->horizontalHeader();
    const QFontMetrics metrics(header->font());
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    int height = 0;
    for (int c = 0; c < header->count(); ++c) {
        const QString text = grid->model()->headerData(c, Qt::Horizontal).toString();
        const int width = qMax(1, header->sectionSize(c) - 2 * margin);
        height =
            qMax(height,
                 metrics.boundingRect(QRect(0, 0, width, 100000), Qt::AlignCenter | Qt::TextWordWrap, text).height());
    }
    header->setMinimumHeight(height + 2 * margin + 2);
}

/// Every row as tall as the tallest (two lines: the name and the status, a letter and its figure,
/// a mean and one's own score), so that the grid reads as even lines.
void fitRowHeights(QTableView* grid)
{
    QHeaderView* rows = grid->verticalHeader();
    int height = 0;
    for (int r = 0; r < rows->count(); ++r)
        height = qMax(height,
                      qMax(static_cast<const QAbstractItemView*>(grid)->sizeHintForRow(r), rows->sectionSizeHint(r)));
    for (int r = 0; r < rows->count(); ++r) {
        if (rows->sectionSize(r) != height)
            rows->resizeSection(r, height);
    }
}

/// Columns as wide as their contents while they fit beside the candidate names; else narrowed evenly
/// (the headers are short wrapped titles, the full title in their tooltip, never narrower than their
/// longest word; a gate column never narrower than its cells, so that a metric gate's figure shows
/// whole), never sideways scrolling while that is possible. The header grows to show every line of
/// its titles.
void fitColumns(QTableView* grid)
{
    QHeaderView* header = grid->horizontalHeader();
    const int count = header->count();
    fitRowHeights(grid);
    if (count == 0)
        return;
    grid->resizeColumnsToContents();
    int available = grid->viewport()->width();
    // Rows taller than the view bring the vertical scroll bar, which takes its width from the view.
    if (!grid->verticalScrollBar()->isVisible() && grid->verticalHeader()->length() > grid->viewport()->height())
        available -= grid->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, grid);
    if (available <= 0 || header->length() <= available) {
        fitHeaderHeight(grid);
        return;
    }
    // Wide columns give up width first; narrow ones keep theirs; no title word is cut.
    QList<int> widths;
    QList<int> floors;
    for (int c = 0; c < count; ++c) {
        widths.append(header->sectionSize(c));
        int floor = longestWord(header, grid->model()->headerData(c, Qt::Horizontal).toString());
        if (grid->model()->headerData(c, Qt::Horizontal, AssessmentGridModel::KindRole).toInt() ==
            int(AssessmentGridModel::ColumnKind::Gate))
            floor = qMax(floor, static_cast<const QAbstractItemView*>(grid)->sizeHintForColumn(c));
        floors.append(qMin(widths.last(), qMax(header->minimumSectionSize(), floor)));
    }
    const auto width = [&](int c, int limit) { return qMax(floors.at(c), qMin(widths.at(c), limit)); };
    int cap = *std::max_element(widths.cbegin(), widths.cend());
    const auto total = [&](int limit) {
        int sum = 0;
        for (int c = 0; c < count; ++c)
            sum += width(c, limit);
        return sum;
    };
    while (cap > header->minimumSectionSize() && total(cap) > available)
        --cap;
    for (int c = 0; c < count; ++c)
        header->resizeSection(c, width(c, cap));
    fitHeaderHeight(grid);
}

/// Paints a grid cell with its state colour always visible: the current cell gets a thick dark
/// frame instead of the selection fill that would hide the colour, and selected cells a thin one.
/// A metric gate's cell shows its letter and, under it in the text font, the figure the verdict was
/// computed from (cut short with "…" only when the column cannot be wide enough; whole in the tooltip).
class CellDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        const QString figure = index.data(AssessmentGridModel::FigureRole).toString();
        if (figure.isEmpty())
            return QStyledItemDelegate::sizeHint(option, index);
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QFontMetrics letter(opt.font);
        const QFontMetrics small(figureFont(option));
        const QString shown = index.data(AssessmentGridModel::LetterRole).toString();
        // Room on each side for the current cell's frame, beyond the style's margin.
        const int margin = 2 * (cellMargin(opt) + 4);
        return {qMax(letter.horizontalAdvance(shown), small.horizontalAdvance(figure)) + margin,
                letter.height() + small.height() + 4};
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem plain = option;
        const bool selected = option.state & QStyle::State_Selected;
        const bool current = option.state & QStyle::State_HasFocus;
        plain.state &= ~(QStyle::State_Selected | QStyle::State_HasFocus);
        const QString figure = index.data(AssessmentGridModel::FigureRole).toString();
        if (figure.isEmpty()) {
            QStyledItemDelegate::paint(painter, plain, index);
        } else {
            // The fill as for any cell, then the letter and the figure on two lines of their own.
            initStyleOption(&plain, index);
            const QString letter = index.data(AssessmentGridModel::LetterRole).toString();
            const QFont letterFont = plain.font;
            plain.text.clear();
            const QWidget* widget = option.widget;
            QStyle* style = widget ? widget->style() : QApplication::style();
            style->drawControl(QStyle::CE_ItemViewItem, &plain, painter, widget);
            const QFont small = figureFont(option);
            const QFontMetrics letterMetrics(letterFont);
            const QFontMetrics smallMetrics(small);
            const int margin = 2;
            const QRect area = option.rect.adjusted(margin, 0, -margin, 0);
            const int top = area.top() + (area.height() - letterMetrics.height() - smallMetrics.height()) / 2;
            painter->save();
            painter->setPen(plain.palette.color(QPalette::Text));
            if (const QVariant brush = index.data(Qt::ForegroundRole); brush.canConvert<QBrush>())
                painter->setPen(qvariant_cast<QBrush>(brush).color());
            painter->setFont(letterFont);
            painter->drawText(QRect(area.left(), top, area.width(), letterMetrics.height()), Qt::AlignCenter, letter);
            painter->setFont(small);
            painter->drawText(QRect(area.left(), top + letterMetrics.height(), area.width(), smallMetrics.height()),
                              Qt::AlignCenter, smallMetrics.elidedText(figure, Qt::ElideRight, area.width()));
            painter->restore();
        }
        if (!selected && !current)
            return;
        painter->save();
        const QColor frame = option.palette.color(QPalette::Highlight);
        painter->setPen(QPen(current ? QColor(0x10, 0x10, 0x10) : frame, current ? 3 : 2));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5));
        painter->restore();
    }

private:
    /// The figure in the grid's text font, not the letter's large bold one.
    static QFont figureFont(const QStyleOptionViewItem& option)
    {
        return option.widget ? option.widget->font() : option.font;
    }
    static int cellMargin(const QStyleOptionViewItem& option)
    {
        const QWidget* widget = option.widget;
        QStyle* style = widget ? widget->style() : QApplication::style();
        return style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget);
    }
};

} // namespace

AssessmentsTab::AssessmentsTab(QWidget* parent)
    : QWidget(parent)
    , m_model(new AssessmentGridModel(this))
    , m_grid(new QTableView(this))
    , m_message(new QLabel(this))
    , m_deferred(new QLabel(this))
    , m_evidence(new EvidencePanel(this))
    , m_decision(new DecisionPanel(this))
    , m_matrixChart(new GateMatrixChart(this))
{
    setObjectName(QStringLiteral("assessmentsTab"));
    m_matrixChart->hide();
    m_model->setLanguage(currentLanguage());
    m_evidence->setLanguage(currentLanguage());

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    // Toolbar: paste, export, and the key map. The as-of date is the window's, one for every page.
    auto* bar = new QHBoxLayout;
    auto* pasteButton = new QPushButton(tr("Paste block"), this);
    pasteButton->setObjectName(QStringLiteral("pasteAssessments"));
    pasteButton->setToolTip(tr("Paste verdicts (P, F, U, W or the words) and scores copied from a spreadsheet, "
                               "starting at the current cell (Ctrl+V)"));
    bar->addWidget(pasteButton);
    auto* exportButton = new QToolButton(this);
    exportButton->setObjectName(QStringLiteral("exportGateMatrix"));
    exportButton->setText(tr("Export gate matrix…"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto* exportMenu = new QMenu(exportButton);
    exportMenu->addAction(tr("As PNG…"), this,
                          [this] { exportChartWithDialog(this, *m_matrixChart, QStringLiteral("png")); });
    exportMenu->addAction(tr("As SVG…"), this,
                          [this] { exportChartWithDialog(this, *m_matrixChart, QStringLiteral("svg")); });
    exportButton->setMenu(exportMenu);
    bar->addWidget(exportButton);
    // Messages ("saved", a refusal and its reason) have a place of their own beside the buttons,
    // always there and always two lines high: the grid below never moves under the mouse when one
    // comes or goes, and no empty band stands between the keys and the grid.
    m_message->setObjectName(QStringLiteral("assessmentMessage"));
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_message->setFixedHeight(2 * m_message->fontMetrics().lineSpacing() + 2);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    bar->addSpacing(8);
    bar->addWidget(m_message, 1);
    layout->addLayout(bar);
    auto* keys =
        new QLabel(tr("Keys: arrows move · gate cell: P pass, F fail, U unknown, W waive · bonus cell: 0–5 "
                      "your score, Delete clears it · Enter: evidence · Ctrl+C / Ctrl+V: copy / paste a block"),
                   this);
    keys->setObjectName(QStringLiteral("assessmentKeys"));
    keys->setWordWrap(true);
    keys->setStyleSheet(QStringLiteral("color: #555555;"));
    layout->addWidget(keys);

    // Grid and deferred items | evidence, beside the decision.
    auto* sides = new QSplitter(Qt::Horizontal, this);
    sides->setObjectName(QStringLiteral("assessmentsSplitter"));
    auto* left = new QSplitter(Qt::Vertical, sides);
    left->setObjectName(QStringLiteral("assessmentsGridSplitter"));
    auto* gridBox = new QWidget(left);
    auto* gridLayout = new QVBoxLayout(gridBox);
    gridLayout->setContentsMargins(0, 0, 0, 0);
    m_grid->setObjectName(QStringLiteral("assessmentGrid"));
    m_grid->setModel(m_model);
    m_grid->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_grid->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_grid->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_grid->setTabKeyNavigation(false);
    // A cell's lines are never wrapped (a wrapped figure made rows three lines tall): a text too
    // long for its column is cut short with "…", whole in the cell's tooltip.
    m_grid->setWordWrap(false);
    m_grid->setAlternatingRowColors(false);
    m_grid->horizontalHeader()->setDefaultAlignment(Qt::Alignment(Qt::AlignCenter | Qt::TextWordWrap));
    m_grid->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // Compact verdict columns: a letter each, the header wrapped onto short lines.
    m_grid->horizontalHeader()->setMinimumSectionSize(44);
    // Every row the same height, set by fitRowHeights.
    m_grid->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // A bold current row would no longer fit its header: the current cell's frame shows the row.
    m_grid->verticalHeader()->setHighlightSections(false);
    m_grid->setItemDelegate(new CellDelegate(m_grid));
    QFont headerFont = m_grid->horizontalHeader()->font();
    headerFont.setPointSizeF(headerFont.pointSizeF() * 0.92);
    m_grid->horizontalHeader()->setFont(headerFont);
    m_grid->installEventFilter(this);
    gridLayout->addWidget(m_grid, 1);
    m_deferred->setObjectName(QStringLiteral("deferredItems"));
    m_deferred->setWordWrap(true);
    m_deferred->setTextFormat(Qt::RichText);
    m_deferred->setStyleSheet(QStringLiteral("color: #444444;"));
    gridLayout->addWidget(m_deferred);
    left->addWidget(gridBox);
    // The evidence scrolls within its share of the height: on a 1280×800 screen the page fits the
    // window without scrolling as a whole (which would take the grid's width).
    auto* evidenceScroll = new QScrollArea(left);
    evidenceScroll->setObjectName(QStringLiteral("evidenceScroll"));
    evidenceScroll->setWidgetResizable(true);
    evidenceScroll->setFrameShape(QFrame::NoFrame);
    evidenceScroll->setWidget(m_evidence);
    left->addWidget(evidenceScroll);
    left->setStretchFactor(0, 3);
    left->setStretchFactor(1, 2);
    left->setSizes({480, 170});
    auto* scroll = new QScrollArea(sides);
    scroll->setObjectName(QStringLiteral("decisionScroll"));
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_decision);
    scroll->setMinimumWidth(320);
    sides->addWidget(left);
    sides->addWidget(scroll);
    sides->setStretchFactor(0, 3);
    sides->setStretchFactor(1, 2);
    sides->setSizes({820, 300});
    layout->addWidget(sides, 1);

    // The vertical scroll bar comes and goes with the rows' height and takes its width from the view.
    connect(m_grid->verticalScrollBar(), &QScrollBar::rangeChanged, this,
            [this] { QTimer::singleShot(0, this, [this] { fitColumns(m_grid); }); });
    connect(pasteButton, &QPushButton::clicked, this, &AssessmentsTab::paste);
    connect(m_grid, &QTableView::doubleClicked, this, &AssessmentsTab::openEvidence);
    connect(m_grid->selectionModel(), &QItemSelectionModel::currentChanged, this, &AssessmentsTab::currentChanged);
    // The shape changed (a candidate or criterion added, moved or removed): keep the same cell.
    const auto keepCell = [this] {
        fitColumns(m_grid);
        const QModelIndex index = m_model->indexOf(m_currentCandidate, m_currentCriterion);
        if (index.isValid())
            m_grid->setCurrentIndex(index);
    };
    connect(m_model, &QAbstractItemModel::modelReset, this, keepCell);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, keepCell);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, keepCell);
    // A cell or a row header that changes (a figure, one's own score) may change the rows' height.
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this] { QTimer::singleShot(0, this, [this] { fitColumns(m_grid); }); });
    connect(m_model, &AssessmentGridModel::decisionChanged, this, [this] {
        // Coalesce the several table changes of one command into one refresh of the side panel.
        if (m_sidePending)
            return;
        m_sidePending = true;
        QTimer::singleShot(0, this, [this] {
            m_sidePending = false;
            refreshSide();
        });
    });
    connect(m_evidence, &EvidencePanel::finished, this, [this] { m_grid->setFocus(); });
    connect(m_evidence, &EvidencePanel::message, this, &AssessmentsTab::showMessage);
    refreshSide();
}

void AssessmentsTab::setWorkspace(Workspace* workspace)
{
    m_workspace = workspace;
    m_currentCandidate.clear();
    m_currentCriterion.clear();
    m_evidence->setWorkspace(workspace);
    m_model->setWorkspace(workspace);
    fitColumns(m_grid);
    if (m_model->rowCount() > 0 && m_model->columnCount() > 0)
        m_grid->setCurrentIndex(m_model->index(0, 0));
    showMessage(QString(), false);
    refreshSide();
}

void AssessmentsTab::setAsOf(QDate date)
{
    m_model->setAsOf(date);
}

QDate AssessmentsTab::asOf() const
{
    return m_model->asOf();
}

void AssessmentsTab::selectCell(const QString& candidateId, const QString& criterionId)
{
    const QModelIndex index = m_model->indexOf(candidateId, criterionId);
    if (index.isValid())
        m_grid->setCurrentIndex(index);
}

void AssessmentsTab::currentChanged()
{
    // A message belongs to the cell it was about: moving on clears it. (Saving the evidence left
    // behind may put up a new one, naming its cell.)
    showMessage(QString(), false);
    const QModelIndex index = m_grid->currentIndex();
    m_currentCandidate = m_model->candidateAt(index.row());
    m_currentCriterion = m_model->criterionAt(index.column());
    m_evidence->showCell(m_currentCandidate, m_currentCriterion);
}

void AssessmentsTab::refreshSide()
{
    const DecisionDocument document(m_model->decision(), m_model->input(), currentLanguage());
    const QString deferred = document.deferredHtml();
    m_deferred->setText(deferred);
    m_deferred->setVisible(!deferred.isEmpty());

    const bool simulated = m_workspace && m_workspace->queries().settings().simulated;
    QString poc;
    if (m_workspace) {
        // A workspace that cannot be read says so where the warning goes, rather than showing none.
        auto warning = assessments::pocWarning(m_workspace->queries().rows(), m_model->asOf(), currentLanguage());
        poc = warning ? *warning : warning.error().message;
    }
    m_decision->showDecision(document, poc, simulated);
    const QString mark = simulated ? u' ' + tr("(simulated data)") : QString();
    m_matrixChart->setMatrix(m_model->gateMatrix(),
                             tr("Gate matrix as of %1").arg(m_model->asOf().toString(Qt::ISODate)) + mark);
    if (!m_model->loadError().isEmpty())
        showMessage(m_model->loadError(), true);
}

void AssessmentsTab::showMessage(const QString& text, bool error)
{
    // The text changes, never the size: a long message is cut to the two lines, whole in the tooltip.
    m_message->setText(text);
    m_message->setToolTip(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QStringLiteral("color: #1b5e20;"));
}

bool AssessmentsTab::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_grid && event->type() == QEvent::KeyPress) {
        if (handleKey(static_cast<QKeyEvent*>(event)))
            return true;
    }
    if (watched == m_grid && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, [this] { fitColumns(m_grid); });
    return QWidget::eventFilter(watched, event);
}

bool AssessmentsTab::handleKey(QKeyEvent* event)
{
    if (event->matches(QKeySequence::Paste)) {
        paste();
        return true;
    }
    if (event->matches(QKeySequence::Copy)) {
        copy();
        return true;
    }
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
    if (modifiers != Qt::NoModifier)
        return false;
    const QModelIndex index = m_grid->currentIndex();
    if (!index.isValid())
        return false;
    const auto kind = m_model->kind(index.column());
    const int key = event->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        openEvidence();
        return true;
    }
    if (kind == AssessmentGridModel::ColumnKind::Gate) {
        switch (key) {
        case Qt::Key_P:
            setVerdict(GateVerdict::Pass);
            return true;
        case Qt::Key_F:
            setVerdict(GateVerdict::Fail);
            return true;
        case Qt::Key_U:
        case Qt::Key_Question:
            setVerdict(GateVerdict::Unknown);
            return true;
        case Qt::Key_W:
            waive();
            return true;
        case Qt::Key_Delete:
        case Qt::Key_Backspace:
            showMessage(tr("Press U to set a gate back to Unknown."), false);
            return true;
        default:
            break;
        }
    } else if (kind == AssessmentGridModel::ColumnKind::Bonus) {
        if (key >= Qt::Key_0 && key <= Qt::Key_5) {
            setScore(key - Qt::Key_0);
            return true;
        }
        if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
            clearScore();
            return true;
        }
        if (key >= Qt::Key_6 && key <= Qt::Key_9) {
            showMessage(tr("Scores go from 0 to 5."), true);
            return true;
        }
    }
    // Letters must not start the view's keyboard search: it would jump to another row.
    if (!event->text().isEmpty() && event->text().at(0).isLetterOrNumber())
        return true;
    return false;
}

void AssessmentsTab::setVerdict(GateVerdict verdict)
{
    if (!m_workspace || m_currentCandidate.isEmpty() || m_currentCriterion.isEmpty())
        return;
    if (m_evidence->hasUnsavedChanges() && !m_evidence->save())
        return;
    // What the grid showed is what the verdict replaces: a cell another GateBench changed since is
    // not overwritten (the refusal says so, and the grid reads the file again).
    auto r = assessments::setVerdict(*m_workspace, m_currentCandidate, m_currentCriterion, verdict, std::nullopt,
                                     std::nullopt, m_model->shownCell(m_currentCandidate, m_currentCriterion));
    if (!r) {
        const DecisionCriterion* criterion = m_model->input().criterion(m_currentCriterion);
        // A metric gate's verdict is computed from the runs: no note makes a typed verdict count (the
        // evidence panel offers the chair's override instead).
        const bool computed = std::any_of(m_model->input().assessments.cbegin(), m_model->input().assessments.cend(),
                                          [&](const DecisionAssessment& a) {
                                              return a.metric && a.candidateId == m_currentCandidate &&
                                                     a.criterionId == m_currentCriterion;
                                          });
        if ((verdict == GateVerdict::Pass || verdict == GateVerdict::Fail) && criterion &&
            criterion->evidenceRequired && r.error().kind == Error::Kind::BadInput && !computed) {
            // The note comes first: open the evidence with the verdict pending, saved together.
            m_evidence->beginEditing(verdict, r.error().message);
            showMessage(r.error().message, true);
            return;
        }
        showMessage(r.error().message, true);
        return;
    }
    showMessage(QString(), false);
}

void AssessmentsTab::waive()
{
    if (!m_workspace || m_currentCandidate.isEmpty())
        return;
    // Say no before asking for the details: the rule does not depend on them.
    if (auto allowed = assessments::canWaive(*m_workspace, m_currentCandidate, m_currentCriterion); !allowed) {
        showMessage(allowed.error().message, true);
        return;
    }
    assessments::Waiver current;
    if (auto found = AssessmentRepository(m_workspace->queries().rows()).find(m_currentCandidate, m_currentCriterion);
        found && *found)
        current = (*found)->waiver;
    if (current.owner.isEmpty())
        current.owner = m_workspace->actor();
    const DecisionCriterion* criterion = m_model->input().criterion(m_currentCriterion);
    const QString title =
        criterion ? shownIn(criterion->titleZh, criterion->titleEn, currentLanguage()) : m_currentCriterion;
    const DecisionCandidate* candidate = m_model->input().candidate(m_currentCandidate);
    const QString name =
        candidate ? shownIn(candidate->nameZh, candidate->nameEn, currentLanguage()) : m_currentCandidate;
    // The cell as the audit log names it: candidate × requirement.
    WaiverDialog dialog(QCoreApplication::translate("gatebench::AuditLog", "%1 × %2").arg(name, title), current,
                        m_workspace->now().toUTC().date(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto r = assessments::waive(*m_workspace, m_currentCandidate, m_currentCriterion, dialog.waiver(),
                                m_model->shownCell(m_currentCandidate, m_currentCriterion));
    showMessage(r ? QString() : r.error().message, !r.ok());
}

void AssessmentsTab::setScore(int score)
{
    if (!m_workspace || m_currentCandidate.isEmpty())
        return;
    auto r =
        assessments::setScore(*m_workspace, m_currentCandidate, m_currentCriterion, score,
                              assessments::ShownScore{m_model->shownScore(m_currentCandidate, m_currentCriterion)});
    showMessage(r ? tr("Your score (%1): %2").arg(m_workspace->actor()).arg(score) : r.error().message, !r.ok());
}

void AssessmentsTab::clearScore()
{
    if (!m_workspace || m_currentCandidate.isEmpty())
        return;
    auto r =
        assessments::clearScore(*m_workspace, m_currentCandidate, m_currentCriterion,
                                assessments::ShownScore{m_model->shownScore(m_currentCandidate, m_currentCriterion)});
    showMessage(r ? QString() : r.error().message, !r.ok());
}

void AssessmentsTab::openEvidence()
{
    const QModelIndex index = m_grid->currentIndex();
    if (!index.isValid())
        return;
    m_evidence->beginEditing();
}

void AssessmentsTab::paste()
{
    if (!m_workspace)
        return;
    const QModelIndex start = m_grid->currentIndex();
    if (!start.isValid())
        return;
    const QList<QStringList> block = parseTabSeparated(QApplication::clipboard()->text());
    if (block.isEmpty()) {
        showMessage(tr("The clipboard holds no cells to paste."), true);
        return;
    }
    // The block lands with its top-left cell on the current cell.
    const int firstColumn = start.column();
    QList<assessments::PastedCell> cells;
    int outside = 0;
    for (int r = 0; r < block.size(); ++r) {
        for (int c = 0; c < block.at(r).size(); ++c) {
            const int row = start.row() + r;
            const int column = firstColumn + c;
            if (row >= m_model->rowCount() || column >= m_model->columnCount()) {
                if (!block.at(r).at(c).trimmed().isEmpty())
                    ++outside;
                continue;
            }
            cells.append({m_model->candidateAt(row), m_model->criterionAt(column), block.at(r).at(c)});
        }
    }
    if (outside > 0) {
        showMessage(tr("Nothing was pasted: the block runs past the edge of the grid (%1 cells outside).").arg(outside),
                    true);
        return;
    }
    auto r = assessments::paste(*m_workspace, cells);
    if (!r)
        showMessage(r.error().message, true);
    else
        showMessage(tr("Pasted %1 cells as one step (Edit > Undo takes it back).").arg(*r), false);
}

void AssessmentsTab::copy()
{
    const QModelIndexList indexes = m_grid->selectionModel()->selectedIndexes();
    if (indexes.isEmpty())
        return;
    int top = INT_MAX, left = INT_MAX, bottom = -1, right = -1;
    for (const QModelIndex& index : indexes) {
        top = std::min(top, index.row());
        bottom = std::max(bottom, index.row());
        left = std::min(left, index.column());
        right = std::max(right, index.column());
    }
    QList<QStringList> block;
    for (int r = top; r <= bottom; ++r) {
        QStringList row;
        for (int c = left; c <= right; ++c) {
            const QModelIndex index = m_model->index(r, c);
            switch (m_model->kind(c)) {
            case AssessmentGridModel::ColumnKind::Gate: {
                // A lapsed waiver is still a waiver on record: it pastes back as W.
                const QString letter = index.data(AssessmentGridModel::LetterRole).toString();
                row.append(letter == QLatin1String("W?") ? QStringLiteral("W") : letter);
                break;
            }
            case AssessmentGridModel::ColumnKind::Bonus: {
                // One's own score, so that a copied block pastes back as the same scores.
                const QVariant own = index.data(AssessmentGridModel::OwnScoreRole);
                row.append(own.isValid() ? QString::number(own.toDouble()) : QString());
                break;
            }
            }
        }
        block.append(row);
    }
    QApplication::clipboard()->setText(toTabSeparated(block));
}

} // namespace gatebench
