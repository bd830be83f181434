#include "itemmodels/AssessmentGridModel.h"

#include "repositories/AssessmentRepository.h"
#include "repositories/CriterionRepository.h"

#include "commands/Assessments.h"
#include "core/Labels.h"
#include "decision/DecisionDocument.h"
#include "decision/DecisionLoader.h"
#include "decision/StatusColours.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <QTimeZone>

#include <algorithm>

namespace gatebench {

namespace {

QString cellKey(const QString& candidate, const QString& criterion)
{
    return candidate + QChar(0x1f) + criterion;
}

/// Display width in units of a Latin letter: a CJK character counts two.
int widthUnits(const QString& s)
{
    int w = 0;
    for (const QChar c : s)
        w += c.unicode() >= 0x2e80 ? 2 : 1;
    return w;
}

/// Breaks `text` at spaces into lines of about `units` (a CJK character counts two), for headers.
QString wrapWords(const QString& text, int units)
{
    QStringList lines;
    QString line;
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    for (const QString& word : words) {
        // CJK titles have no spaces: cut them into lines of even length.
        QString rest = word;
        if (widthUnits(rest) > units && rest.at(0).unicode() >= 0x2e80) {
            const int lineCount = (widthUnits(rest) + units - 1) / units;
            const int perLine = int((rest.size() + lineCount - 1) / lineCount);
            if (!line.isEmpty()) {
                lines.append(line);
                line.clear();
            }
            while (rest.size() > perLine) {
                lines.append(rest.left(perLine));
                rest = rest.mid(perLine);
            }
        }
        if (!line.isEmpty() && widthUnits(line) + 1 + widthUnits(rest) > units) {
            lines.append(line);
            line.clear();
        }
        line = line.isEmpty() ? rest : line + u' ' + rest;
    }
    if (!line.isEmpty())
        lines.append(line);
    return lines.join(u'\n');
}

/// `text` on one line of at most about `units` (a CJK character counts two), cut short with "…".
QString elideUnits(const QString& text, int units)
{
    const QString line = text.simplified();
    if (widthUnits(line) <= units)
        return line;
    QString kept;
    int used = 0;
    for (const QChar c : line) {
        const int w = c.unicode() >= 0x2e80 ? 2 : 1;
        if (used + w > units - 1)
            break;
        kept += c;
        used += w;
    }
    return kept.trimmed() + QChar(0x2026);
}

QString number(double value)
{
    return QLocale().toString(value, 'g', 3);
}

} // namespace

QColor AssessmentGridModel::stateFill(GateCellState state)
{
    return statusSwatch(standingOf(state)).fill;
}

QColor AssessmentGridModel::stateText(GateCellState state)
{
    return statusSwatch(standingOf(state)).ink;
}

AssessmentGridModel::AssessmentGridModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_asOf(QDate::currentDate())
{}

void AssessmentGridModel::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        connect(m_workspace, &Workspace::changed, this, [this](const ChangeEvent& event) {
            // One reload (and one run of the decision) per step, whatever it wrote.
            if (AssessmentRepository::gridTouchedBy(event))
                reload();
        });
    }
    reload();
}

void AssessmentGridModel::setLanguage(const QString& language)
{
    m_language = language;
    reload();
}

void AssessmentGridModel::setAsOf(QDate asOf)
{
    if (asOf == m_asOf || !asOf.isValid())
        return;
    m_asOf = asOf;
    reload();
}

void AssessmentGridModel::reload()
{
    DecisionInput input;
    QString error;
    QHash<QString, double> ownScores;
    QHash<QString, Assessment> recorded;
    bool cellsRead = false;
    QString reviewer;
    QTimeZone zone = QTimeZone::utc();
    // The workspace's shared decision on the grid's date (read once per change for every page).
    std::shared_ptr<const CurrentDecision> current;
    if (m_workspace) {
        const EvaluationQueries& queries = m_workspace->queries();
        zone = queries.settings().clusterZone;
        const Storage& storage = queries.rows();
        if (m_asOf.isValid()) {
            if (auto shared = queries.decision(m_asOf))
                current = *shared;
            else
                error = shared.error().message;
        } else if (auto loaded = loadDecisionInput(storage)) {
            input = *loaded;
        } else {
            error = loaded.error().message;
        }
        if (current)
            input = current->input;
        if (!m_workspace->actingMemberId().isEmpty()) // a committee member acts: their own scores
            reviewer = m_workspace->actingMemberId();
        else if (auto own = assessments::existingReviewerId(storage, m_workspace->actor()))
            reviewer = *own;
        else if (error.isEmpty())
            error = own.error().message;
        const AssessmentRepository cells(storage);
        if (!reviewer.isEmpty()) {
            if (auto scores = cells.scoresBy(reviewer)) {
                for (const BonusScore& score : std::as_const(*scores))
                    ownScores.insert(cellKey(score.candidateId, score.criterionId), score.score);
            }
        }
        if (auto all = cells.all()) {
            cellsRead = true;
            for (const Assessment& a : std::as_const(*all))
                recorded.insert(cellKey(a.candidateId, a.criterionId), a);
        }
    }
    const Decision decision = current ? current->decision : decide(input, m_asOf);
    const GateMatrix matrix = gatebench::gateMatrix(decision, input, m_language, zone);
    // The grid is the shortlist's: set-aside candidates stay in the matrix drawing only.
    QStringList candidates;
    for (const GateMatrixRow& row : matrix.rows) {
        if (!row.setAside)
            candidates.append(row.candidateId);
    }
    QStringList bonus;
    if (!decision.candidates.isEmpty()) {
        for (const BonusCell& cell : decision.candidates.first().bonusCells)
            bonus.append(cell.criterionId);
    } else {
        QList<DecisionCriterion> ordered = input.criteria;
        std::stable_sort(ordered.begin(), ordered.end(), [](const DecisionCriterion& a, const DecisionCriterion& b) {
            return a.position != b.position ? a.position < b.position : a.id < b.id;
        });
        for (const DecisionCriterion& c : std::as_const(ordered)) {
            if (c.tier == CriterionTier::Bonus)
                bonus.append(c.id);
        }
    }

    QHash<QString, int> matrixRows;
    for (int i = 0; i < matrix.rows.size(); ++i)
        matrixRows.insert(matrix.rows.at(i).candidateId, i);

    const auto store = [&] {
        m_input = input;
        m_decision = decision;
        m_matrix = matrix;
        m_matrixRows = matrixRows;
        m_error = error;
        m_gates = matrix.criterionIds;
        m_bonus = bonus;
        m_reviewerId = reviewer;
        m_ownScores = ownScores;
        m_cells = recorded;
        m_cellsRead = cellsRead;
    };
    // Candidates only removed, or only added, with the others in the same order: rows removed or inserted.
    const auto within = [](const QStringList& part, const QStringList& whole) {
        qsizetype at = 0;
        for (const QString& id : whole) {
            if (at < part.size() && part.at(at) == id)
                ++at;
        }
        return at == part.size();
    };
    const bool sameColumns = matrix.criterionIds == m_gates && bonus == m_bonus;
    const bool fewer = sameColumns && within(candidates, m_candidates);
    const bool more = sameColumns && within(m_candidates, candidates);
    if (!fewer && !more) {
        beginResetModel();
        store();
        m_candidates = candidates;
        endResetModel();
        emit decisionChanged();
        return;
    }

    QHash<QString, QVariantList> before;
    for (int row = 0; row < m_candidates.size(); ++row)
        before.insert(m_candidates.at(row), rowContent(row));
    const QVariantList headersBefore = columnHeaders();
    // The new decision first: rows are found by candidate, so the rows that stay read it already
    // while others are removed or inserted.
    store();
    if (candidates != m_candidates && fewer) {
        for (int row = int(m_candidates.size()) - 1; row >= 0; --row) {
            if (candidates.contains(m_candidates.at(row)))
                continue;
            beginRemoveRows({}, row, row);
            m_candidates.removeAt(row);
            endRemoveRows();
        }
    } else if (candidates != m_candidates) {
        for (int row = 0; row < candidates.size(); ++row) {
            if (m_candidates.contains(candidates.at(row)))
                continue;
            beginInsertRows({}, row, row);
            m_candidates.insert(row, candidates.at(row));
            endInsertRows();
        }
    }
    for (int row = 0; row < m_candidates.size(); ++row) {
        const auto old = before.constFind(m_candidates.at(row));
        if (old == before.cend() || *old == rowContent(row))
            continue;
        emit dataChanged(index(row, 0), index(row, columnCount() - 1));
        emit headerDataChanged(Qt::Vertical, row, row);
    }
    if (columnCount() > 0 && columnHeaders() != headersBefore)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    emit decisionChanged();
}

QVariantList AssessmentGridModel::rowContent(int row) const
{
    QVariantList content;
    for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
        content.append(headerData(row, Qt::Vertical, role));
    content.append(headerData(row, Qt::Vertical, StatusRole));
    for (int column = 0; column < columnCount(); ++column) {
        const QModelIndex cell = index(row, column);
        for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(StateRole), int(MeanRole), int(OwnScoreRole),
                         int(StatusRole)})
            content.append(data(cell, role));
    }
    return content;
}

QVariantList AssessmentGridModel::columnHeaders() const
{
    QVariantList headers;
    for (int column = 0; column < columnCount(); ++column) {
        headers.append(headerData(column, Qt::Horizontal, Qt::DisplayRole));
        headers.append(headerData(column, Qt::Horizontal, Qt::ToolTipRole));
    }
    return headers;
}

int AssessmentGridModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_candidates.size());
}

int AssessmentGridModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_gates.size() + m_bonus.size());
}

AssessmentGridModel::ColumnKind AssessmentGridModel::kind(int column) const
{
    return column < m_gates.size() ? ColumnKind::Gate : ColumnKind::Bonus;
}

QString AssessmentGridModel::candidateAt(int row) const
{
    return m_candidates.value(row);
}

QString AssessmentGridModel::criterionAt(int column) const
{
    if (column < 0)
        return {};
    if (column < m_gates.size())
        return m_gates.value(column);
    return m_bonus.value(column - int(m_gates.size()));
}

QModelIndex AssessmentGridModel::indexOf(const QString& candidateId, const QString& criterionId) const
{
    const int row = int(m_candidates.indexOf(candidateId));
    if (row < 0)
        return {};
    int column = int(m_gates.indexOf(criterionId));
    if (column >= 0)
        return index(row, column);
    column = int(m_bonus.indexOf(criterionId));
    return column >= 0 ? index(row, column + int(m_gates.size())) : QModelIndex();
}

const GateMatrixRow* AssessmentGridModel::matrixRow(int row) const
{
    if (row < 0 || row >= m_candidates.size())
        return nullptr;
    const auto at = m_matrixRows.constFind(m_candidates.at(row));
    return at == m_matrixRows.cend() ? nullptr : &m_matrix.rows.at(*at);
}

const GateMatrixCell* AssessmentGridModel::gateCell(int row, int column) const
{
    const GateMatrixRow* r = matrixRow(row);
    if (!r || column < 0 || column >= m_gates.size())
        return nullptr;
    return column < r->cells.size() ? &r->cells.at(column) : nullptr;
}

QString AssessmentGridModel::criterionTitle(const QString& id) const
{
    const DecisionCriterion* c = m_input.criterion(id);
    return c ? shownIn(c->titleZh, c->titleEn, m_language) : id;
}

std::optional<Assessment> AssessmentGridModel::shownCell(const QString& candidateId, const QString& criterionId) const
{
    if (!m_cellsRead)
        return std::nullopt;
    const auto recorded = m_cells.constFind(cellKey(candidateId, criterionId));
    if (recorded != m_cells.cend())
        return *recorded;
    Assessment blank;
    blank.candidateId = candidateId;
    blank.criterionId = criterionId;
    return blank;
}

std::optional<double> AssessmentGridModel::shownScore(const QString& candidateId, const QString& criterionId) const
{
    const auto own = m_ownScores.constFind(cellKey(candidateId, criterionId));
    return own == m_ownScores.cend() ? std::nullopt : std::optional<double>(*own);
}

QString AssessmentGridModel::shortStatus(const QString& candidateId) const
{
    return DecisionDocument(m_decision, m_input, m_language).shortStatus(candidateId);
}

QString AssessmentGridModel::statusText(const QString& candidateId) const
{
    return DecisionDocument(m_decision, m_input, m_language).statusText(candidateId);
}

QVariant AssessmentGridModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString candidateId = m_candidates.at(index.row());
    const QString criterionId = criterionAt(index.column());
    const CandidateDecision* decision = m_decision.candidate(candidateId);
    const ColumnKind columnKind = kind(index.column());
    switch (role) {
    case CandidateIdRole:
        return candidateId;
    case CriterionIdRole:
        return criterionId;
    case KindRole:
        return int(columnKind);
    case StatusRole:
        return decision && decision->status ? QVariant(int(*decision->status)) : QVariant();
    default:
        break;
    }

    if (columnKind == ColumnKind::Gate) {
        const GateMatrixCell* cell = gateCell(index.row(), index.column());
        if (!cell)
            return {};
        switch (role) {
        case Qt::DisplayRole:
            // A metric gate shows the figure its verdict was computed from under the letter.
            return cell->metric.isEmpty() ? cell->letter : cell->letter + u'\n' + cell->metric;
        case LetterRole:
            return cell->letter;
        case FigureRole:
            return cell->metric.isEmpty() ? QVariant() : QVariant(cell->metric);
        case StateRole:
            return int(cell->state);
        case Qt::BackgroundRole:
            return QBrush(stateFill(cell->state));
        case Qt::ForegroundRole:
            return QBrush(stateText(cell->state));
        case Qt::TextAlignmentRole:
            return int(Qt::AlignCenter);
        case Qt::FontRole: {
            QFont font;
            font.setBold(true);
            font.setPointSizeF(font.pointSizeF() * 1.2);
            return font;
        }
        case Qt::ToolTipRole:
            return cell->tooltip; // the verdict, the evidence, who changed it and when
        default:
            return {};
        }
    }

    // Bonus cell.
    const BonusCell* bonus = nullptr;
    if (decision) {
        for (const BonusCell& cell : decision->bonusCells) {
            if (cell.criterionId == criterionId)
                bonus = &cell;
        }
    }
    const QString key = cellKey(candidateId, criterionId);
    const bool own = m_ownScores.contains(key);
    const bool ranked = decision && decision->status == CandidateStatus::Eligible;
    switch (role) {
    case Qt::DisplayRole: {
        QString text = m_decision.sealed       ? DecisionDocument::sealedWord()
                       : bonus && bonus->score ? number(*bonus->score)
                                               : QStringLiteral("–");
        if (bonus && bonus->consensus)
            text += u' ' + tr("(consensus)");
        else if (bonus && bonus->provisional)
            text += u' ' + tr("(provisional)");
        if (own)
            text += u'\n' + tr("you: %1").arg(number(m_ownScores.value(key)));
        return text;
    }
    case MeanRole:
        return bonus && bonus->score ? QVariant(*bonus->score) : QVariant();
    case OwnScoreRole:
        return own ? QVariant(m_ownScores.value(key)) : QVariant();
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::ForegroundRole:
        return ranked ? QVariant() : QVariant(QBrush(QColor(0x75, 0x75, 0x75)));
    case Qt::FontRole:
        if (!ranked) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole: {
        QStringList lines;
        if (m_decision.sealed)
            lines.append(DecisionDocument::sealedSentence());
        else if (!bonus || !bonus->score)
            lines.append(tr("Not scored yet: counts as 0 and is listed as missing"));
        else if (bonus->consensus)
            lines.append(tr("Consensus score %1").arg(number(*bonus->score)));
        else
            lines.append(tr("Mean of %1 reviewers: %2").arg(bonus->reviewers).arg(number(*bonus->score)));
        if (bonus && bonus->provisional)
            lines.append(tr("Provisional: the scores lie %1 points apart; the mean stands until the chair sets a "
                            "consensus score")
                             .arg(number(bonus->spread)));
        if (own)
            lines.append(tr("Your score: %1").arg(number(m_ownScores.value(key))));
        if (!ranked)
            lines.append(tr("For information, not ranked: the candidate has not passed every gate"));
        return lines.join(u'\n');
    }
    default:
        return {};
    }
}

QVariant AssessmentGridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        const GateMatrixRow* found = matrixRow(section);
        if (!found)
            return {};
        const GateMatrixRow& row = *found;
        switch (role) {
        case Qt::DisplayRole:
            // The name on one line (a long one cut short, whole in the tooltip, so that the grid stays
            // narrow and every row two lines high) and the status in words.
            return QString(elideUnits(row.name, 22) + u'\n' + shortStatus(row.candidateId));
        case Qt::ToolTipRole: {
            const CandidateDecision* decision = m_decision.candidate(row.candidateId);
            QStringList lines{row.name, statusText(row.candidateId)};
            if (decision) {
                for (const GateFinding& f : decision->failedGates)
                    lines.append(tr("Fails: %1").arg(criterionTitle(f.criterionId)));
                for (const GateFinding& f : decision->unknownGates)
                    lines.append(tr("Unknown: %1").arg(criterionTitle(f.criterionId)));
            }
            return lines.join(u'\n');
        }
        case StatusRole:
            return row.status ? QVariant(int(*row.status)) : QVariant();
        case Qt::FontRole:
            if (row.eliminated) {
                QFont font;
                font.setStrikeOut(true);
                return font;
            }
            return {};
        case Qt::ForegroundRole:
            return row.eliminated ? QVariant(QBrush(QColor(0x75, 0x75, 0x75))) : QVariant();
        case CandidateIdRole:
            return row.candidateId;
        default:
            return {};
        }
    }
    if (section < 0 || section >= columnCount())
        return {};
    const ColumnKind columnKind = kind(section);
    const QString criterionId = criterionAt(section);
    switch (role) {
    case Qt::DisplayRole:
        // Titles wrapped onto short lines: ten columns must fit beside the decision panel.
        if (columnKind == ColumnKind::Gate)
            return tr("%1\n(gate)").arg(wrapWords(criterionTitle(criterionId), 12));
        {
            const DecisionCriterion* c = m_input.criterion(criterionId);
            const double weight = c && c->weight ? *c->weight : 1.0;
            return tr("%1\n(bonus ×%2)").arg(wrapWords(criterionTitle(criterionId), 12), number(weight));
        }
    case Qt::ToolTipRole:
        if (columnKind == ColumnKind::Gate)
            return tr("Gate criterion %1: P pass, F fail, U unknown, W waive (owner, reason, expiry)")
                .arg(criterionTitle(criterionId));
        return tr("Bonus criterion %1: type 0-5 for your score, Delete to clear it").arg(criterionTitle(criterionId));
    case CriterionIdRole:
        return criterionId;
    case KindRole:
        return int(columnKind);
    default:
        return {};
    }
}

} // namespace gatebench
