#include "itemmodels/CriteriaTableModel.h"

#include "repositories/CriterionRepository.h"

#include "commands/Criteria.h"
#include "core/Labels.h"
#include "decision/DecisionEngine.h"
#include "decision/DecisionKeys.h"
#include "itemmodels/RowSync.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QMimeData>

namespace gatebench {

QString CriteriaTableModel::mimeType()
{
    return QStringLiteral("application/x-gatebench-criterion-ids");
}

CriteriaTableModel::CriteriaTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void CriteriaTableModel::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        connect(m_workspace, &Workspace::changed, this, &CriteriaTableModel::follow);
    }
    beginResetModel();
    m_rows.clear();
    endResetModel();
    reload();
}

void CriteriaTableModel::setLanguage(const QString& language)
{
    m_language = language;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void CriteriaTableModel::reload()
{
    QList<Criterion> rows;
    if (m_workspace) {
        if (auto r = CriterionRepository(m_workspace->queries().rows()).ordered())
            rows = *r;
    }
    sync(rows);
}

void CriteriaTableModel::follow(const ChangeEvent& event)
{
    if (!m_workspace || !CriterionRepository::touchedBy(event))
        return;
    if (CriterionRepository::reorderedBy(event)) {
        reload();
        return;
    }
    // Fields edited in place: read those rows again.
    const CriterionRepository repository(m_workspace->queries().rows());
    for (const QString& id : CriterionRepository::editedIn(event)) {
        const int row = rowOf(id);
        if (row < 0)
            continue;
        auto criterion = repository.find(id);
        if (!criterion || !*criterion || **criterion == m_rows.at(row))
            continue;
        m_rows[row] = **criterion;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
}

void CriteriaTableModel::sync(const QList<Criterion>& fresh)
{
    RowSyncSteps steps;
    steps.beginRemove = [this](int first, int last) { beginRemoveRows({}, first, last); };
    steps.endRemove = [this] { endRemoveRows(); };
    steps.beginInsert = [this](int first, int last) { beginInsertRows({}, first, last); };
    steps.endInsert = [this] { endInsertRows(); };
    steps.beginReset = [this] { beginResetModel(); };
    steps.endReset = [this] { endResetModel(); };
    steps.changed = [this](int row) { emit dataChanged(index(row, 0), index(row, ColumnCount - 1)); };
    syncRows(
        m_rows, fresh, [](const Criterion& c) { return c.id; }, steps);
}

int CriteriaTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CriteriaTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(ColumnCount);
}

QString CriteriaTableModel::text(const Bilingual& value) const
{
    return shownIn(value.zh, value.en, m_language);
}

std::optional<CriterionField> CriteriaTableModel::textField(int column) const
{
    const bool english = m_language == QLatin1String("en");
    switch (column) {
    case Title:
        return english ? CriterionField::TitleEn : CriterionField::TitleZh;
    case Owner:
        return english ? CriterionField::OwnerRoleEn : CriterionField::OwnerRoleZh;
    case Acceptance:
        return english ? CriterionField::AcceptanceEn : CriterionField::AcceptanceZh;
    default:
        return std::nullopt;
    }
}

QVariant CriteriaTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Criterion& row = m_rows.at(index.row());
    const QString tier = tierKey(row.tier);
    switch (role) {
    case IdRole:
        return row.id;
    case TierRole:
        return tier;
    default:
        break;
    }
    if (role == Qt::EditRole) {
        if (const auto field = textField(index.column()))
            return fieldValue(row, *field).toString();
    }
    switch (index.column()) {
    case Title:
        if (role == Qt::DisplayRole)
            return text(row.title);
        if (role == Qt::ToolTipRole) {
            const QString description = text(row.description);
            return description.isEmpty() ? row.id : description;
        }
        break;
    case Tier:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return labels::tier(tier);
        if (role == Qt::EditRole)
            return tier;
        break;
    case Category:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return labels::category(row.category);
        if (role == Qt::EditRole)
            return row.category;
        break;
    case Owner:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return text(row.ownerRole);
        break;
    case Acceptance:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return text(row.acceptance);
        break;
    case Evidence:
        if (role == Qt::CheckStateRole)
            return row.evidenceRequired ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::ToolTipRole)
            return tr("When ticked, a Pass or Fail needs an evidence note");
        break;
    case Weight: {
        const bool bonus = row.tier == CriterionTier::Bonus;
        if (role == Qt::DisplayRole)
            return bonus && row.weight ? QLocale().toString(*row.weight, 'g', 4) : QString();
        if (role == Qt::EditRole)
            return QVariant(row.weight.value_or(1.0));
        if (role == Qt::ToolTipRole)
            return bonus ? tr("Weight of this bonus criterion (0 leaves it out of the score)")
                         : tr("Only bonus criteria are weighted; gates are never averaged");
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    }
    case ReviewDate:
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return row.tier == CriterionTier::Deferred ? fieldValue(row, CriterionField::ReviewDate).toString()
                                                       : QString();
        if (role == Qt::ToolTipRole)
            return row.tier == CriterionTier::Deferred ? tr("When the committee looks at this deferred item again")
                                                       : tr("Only deferred items have a review date");
        break;
    default:
        break;
    }
    return {};
}

QVariant CriteriaTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < rowCount())
            return section + 1;
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (section) {
    case Title:
        return tr("Requirement");
    case Tier:
        return tr("Tier");
    case Category:
        return tr("Category");
    case Owner:
        return tr("Owner");
    case Acceptance:
        return tr("Acceptance rule");
    case Evidence:
        return role == Qt::ToolTipRole ? tr("Evidence required for a Pass or Fail") : tr("Evidence");
    case Weight:
        return tr("Weight");
    case ReviewDate:
        return tr("Review date");
    default:
        return {};
    }
}

Qt::ItemFlags CriteriaTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::ItemIsDropEnabled;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled;
    if (!m_workspace)
        return f;
    const CriterionTier tier = m_rows.at(index.row()).tier;
    switch (index.column()) {
    case Evidence:
        return f | Qt::ItemIsUserCheckable;
    case Weight:
        return tier == CriterionTier::Bonus ? f | Qt::ItemIsEditable : f;
    case ReviewDate:
        return tier == CriterionTier::Deferred ? f | Qt::ItemIsEditable : f;
    default:
        return f | Qt::ItemIsEditable;
    }
}

bool CriteriaTableModel::report(const QString& message)
{
    emit editRefused(message);
    return false;
}

bool CriteriaTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!m_workspace || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        !value.isValid())
        return false;
    // What the row showed is what the edit replaces (see criteria::setFields).
    const Criterion shown = m_rows.at(index.row());
    const QString& id = shown.id;
    const auto set = [&](CriterionField field, const QVariant& v) {
        return criteria::setFields(*m_workspace, id, {{field, v}}, shown);
    };
    Result<void> r;
    if (index.column() == Evidence) {
        if (role != Qt::CheckStateRole)
            return false;
        r = set(CriterionField::EvidenceRequired, value.toInt() == Qt::Checked);
    } else {
        if (role != Qt::EditRole)
            return false;
        switch (index.column()) {
        case Title:
            if (value.toString().trimmed().isEmpty())
                return report(tr("A requirement needs a title."));
            r = set(*textField(Title), value);
            break;
        case Tier: {
            auto tier = criteria::tierFromWord(value.toString());
            if (!tier)
                return report(tr("\"%1\" is not a tier; choose gate, bonus or deferred.").arg(value.toString()));
            r = criteria::setTier(*m_workspace, id, *tier);
            break;
        }
        case Category: {
            const QString category = criteria::categoryFromWord(value.toString());
            r = set(CriterionField::Category, category.isEmpty() ? value : category);
            break;
        }
        case Owner:
        case Acceptance:
            r = set(*textField(index.column()), value);
            break;
        case Weight: {
            // Accept the locale's decimal comma as well as a point.
            QVariant weight = value;
            if (value.typeId() == QMetaType::QString) {
                bool ok = false;
                const double parsed = QLocale().toDouble(value.toString().trimmed(), &ok);
                weight = ok ? QVariant(parsed) : value;
            }
            r = set(CriterionField::Weight, weight);
            break;
        }
        case ReviewDate: {
            QVariant date = value;
            if (value.typeId() == QMetaType::QDate)
                date = value.toDate().toString(Qt::ISODate);
            r = set(CriterionField::ReviewDate, date);
            break;
        }
        default:
            return false;
        }
    }
    if (!r) {
        // A refused conflict has the workspace announce that everything may have changed: the rows
        // are read again. Read them here too, for a conflict found before anything was written.
        if (r.error().kind == Error::Kind::Conflict)
            reload();
        return report(r.error().message);
    }
    return true;
}

Qt::DropActions CriteriaTableModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

Qt::DropActions CriteriaTableModel::supportedDragActions() const
{
    return Qt::MoveAction;
}

QStringList CriteriaTableModel::mimeTypes() const
{
    return {mimeType()};
}

QMimeData* CriteriaTableModel::mimeData(const QModelIndexList& indexes) const
{
    QStringList ids;
    for (const QModelIndex& index : indexes) {
        if (!index.isValid())
            continue;
        const QString& id = m_rows.at(index.row()).id;
        if (!ids.contains(id))
            ids.append(id);
    }
    if (ids.isEmpty())
        return nullptr;
    auto* data = new QMimeData;
    data->setData(mimeType(), ids.join(u'\n').toUtf8());
    return data;
}

bool CriteriaTableModel::canDropMimeData(const QMimeData* data, Qt::DropAction action, int, int,
                                         const QModelIndex& parent) const
{
    Q_UNUSED(parent)
    return m_workspace && data && action == Qt::MoveAction && data->hasFormat(mimeType());
}

bool CriteriaTableModel::dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                                      const QModelIndex& parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    const QStringList ids = QString::fromUtf8(data->data(mimeType())).split(u'\n', Qt::SkipEmptyParts);
    if (ids.size() != 1) // one row at a time: a multi-row move has no single obvious meaning across tiers
        return false;
    const QString id = ids.first();
    const int from = rowOf(id);
    if (from < 0)
        return false;
    // Dropped on a row: in front of it. Between rows: at that gap. Below the last row: at the end.
    int target = row >= 0 ? row : parent.isValid() ? parent.row() : rowCount();
    target = qBound(0, target, rowCount());
    const CriterionTier ownTier = m_rows.at(from).tier;
    CriterionTier tier = ownTier;
    if (target < rowCount()) {
        tier = m_rows.at(target).tier;
        // At the first row of the next tier, the gap belongs to the dragged row's own tier: changing
        // a tier is a decision taken in the tier column, not by a drop on a boundary.
        if (tier != ownTier && target > 0 && m_rows.at(target - 1).tier == ownTier)
            tier = ownTier;
    } else {
        tier = target > 0 ? m_rows.at(target - 1).tier : ownTier;
    }
    int index = 0;
    for (int i = 0; i < target; ++i) {
        if (i != from && m_rows.at(i).tier == tier)
            ++index;
    }
    auto r = criteria::move(*m_workspace, id, tier, index);
    if (!r)
        return report(r.error().message);
    // The move is done; returning false keeps the view from removing the dragged row itself.
    return false;
}

int CriteriaTableModel::rowOf(const QString& id) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).id == id)
            return i;
    }
    return -1;
}

QString CriteriaTableModel::idAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).id : QString();
}

std::optional<Criterion> CriteriaTableModel::criterion(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return std::nullopt;
    return m_rows.at(row);
}

std::pair<int, int> CriteriaTableModel::placeInTier(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return {-1, 0};
    const CriterionTier tier = m_rows.at(row).tier;
    int place = -1;
    int count = 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).tier != tier)
            continue;
        if (i == row)
            place = count;
        ++count;
    }
    return {place, count};
}

} // namespace gatebench
