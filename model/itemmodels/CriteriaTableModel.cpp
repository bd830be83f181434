#include "itemmodels/CriteriaTableModel.h"

#include "repositories/CriterionRepository.h"

#include "commands/Criteria.h"
#include "core/Labels.h"
#include "decision/DecisionEngine.h"
#include "decision/DecisionKeys.h"
#include "itemmodels/RowSync.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QMimeData>

namespace gatebench {

namespace {

QString key(const Row& row, const char* column)
{
    return row.value(QLatin1String(column)).toString();
}

} // namespace

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
    QList<Row> rows;
    if (m_workspace) {
        if (auto r = criteria::ordered(m_workspace->storage()))
            rows = *r;
    }
    sync(rows);
}

void CriteriaTableModel::follow(const ChangeEvent& event)
{
    const QString table = QStringLiteral("criteria");
    if (!m_workspace || !event.touches(table))
        return;
    if (event.reshapes(table, {QStringLiteral("id"), QStringLiteral("tier"), QStringLiteral("position")})) {
        reload();
        return;
    }
    // Fields edited in place: read those rows again.
    for (const ChangeEvent::RowChange& change : event.rows) {
        if (change.table != table)
            continue;
        const int row = rowOf(change.key.value(QStringLiteral("id")).toString());
        if (row < 0)
            continue;
        auto rows = m_workspace->storage().select(table, change.key);
        if (!rows || rows->size() != 1 || rows->first() == m_rows.at(row))
            continue;
        m_rows[row] = rows->first();
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
}

void CriteriaTableModel::sync(const QList<Row>& fresh)
{
    RowSyncSteps steps;
    steps.beginRemove = [this](int first, int last) { beginRemoveRows({}, first, last); };
    steps.endRemove = [this] { endRemoveRows(); };
    steps.beginInsert = [this](int first, int last) { beginInsertRows({}, first, last); };
    steps.endInsert = [this] { endInsertRows(); };
    steps.beginReset = [this] { beginResetModel(); };
    steps.endReset = [this] { endResetModel(); };
    steps.changed = [this](int row) { emit dataChanged(index(row, 0), index(row, ColumnCount - 1)); };
    syncRows(m_rows, fresh, QStringLiteral("id"), steps);
}

int CriteriaTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CriteriaTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(ColumnCount);
}

QString CriteriaTableModel::text(const Row& row, const char* base) const
{
    return pickLanguage(row.value(QLatin1String(base) + QLatin1String("_zh")).toString(),
                        row.value(QLatin1String(base) + QLatin1String("_en")).toString(), m_language);
}

QVariant CriteriaTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows.at(index.row());
    const QString tier = key(row, "tier");
    const QString suffix = m_language == QLatin1String("en") ? QStringLiteral("_en") : QStringLiteral("_zh");
    switch (role) {
    case IdRole:
        return key(row, "id");
    case TierRole:
        return tier;
    case RowRole:
        return row;
    default:
        break;
    }
    switch (index.column()) {
    case Title:
        if (role == Qt::DisplayRole)
            return text(row, "title");
        if (role == Qt::EditRole)
            return row.value(QStringLiteral("title") + suffix).toString();
        if (role == Qt::ToolTipRole) {
            const QString description = text(row, "description");
            return description.isEmpty() ? key(row, "id") : description;
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
            return labels::category(key(row, "category"));
        if (role == Qt::EditRole)
            return key(row, "category");
        break;
    case Owner:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return text(row, "owner_role");
        if (role == Qt::EditRole)
            return row.value(QStringLiteral("owner_role") + suffix).toString();
        break;
    case Acceptance:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return text(row, "acceptance");
        if (role == Qt::EditRole)
            return row.value(QStringLiteral("acceptance") + suffix).toString();
        break;
    case Evidence:
        if (role == Qt::CheckStateRole)
            return row.value(QStringLiteral("evidence_required")).toInt() != 0 ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::ToolTipRole)
            return tr("When ticked, a Pass or Fail needs an evidence note");
        break;
    case Weight: {
        const QVariant weight = row.value(QStringLiteral("weight"));
        if (role == Qt::DisplayRole)
            return tier == QLatin1String("bonus") && !weight.isNull() ? QLocale().toString(weight.toDouble(), 'g', 4)
                                                                      : QString();
        if (role == Qt::EditRole)
            return weight.isNull() ? QVariant(1.0) : QVariant(weight.toDouble());
        if (role == Qt::ToolTipRole)
            return tier == QLatin1String("bonus") ? tr("Weight of this bonus criterion (0 leaves it out of the score)")
                                                  : tr("Only bonus criteria are weighted; gates are never averaged");
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    }
    case ReviewDate:
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return tier == QLatin1String("deferred") ? key(row, "review_date") : QString();
        if (role == Qt::ToolTipRole)
            return tier == QLatin1String("deferred") ? tr("When the committee looks at this deferred item again")
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
    const QString tier = key(m_rows.at(index.row()), "tier");
    switch (index.column()) {
    case Evidence:
        return f | Qt::ItemIsUserCheckable;
    case Weight:
        return tier == QLatin1String("bonus") ? f | Qt::ItemIsEditable : f;
    case ReviewDate:
        return tier == QLatin1String("deferred") ? f | Qt::ItemIsEditable : f;
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
    const QString id = key(m_rows.at(index.row()), "id");
    const QString suffix = m_language == QLatin1String("en") ? QStringLiteral("_en") : QStringLiteral("_zh");
    Result<void> r;
    if (index.column() == Evidence) {
        if (role != Qt::CheckStateRole)
            return false;
        r = criteria::setFields(*m_workspace, id,
                                {{QStringLiteral("evidence_required"), value.toInt() == Qt::Checked ? 1 : 0}});
    } else {
        if (role != Qt::EditRole)
            return false;
        switch (index.column()) {
        case Title:
            if (value.toString().trimmed().isEmpty())
                return report(tr("A requirement needs a title."));
            r = criteria::setFields(*m_workspace, id, {{QStringLiteral("title") + suffix, value}});
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
            r = criteria::setFields(*m_workspace, id,
                                    {{QStringLiteral("category"), category.isEmpty() ? value : category}});
            break;
        }
        case Owner:
            r = criteria::setFields(*m_workspace, id, {{QStringLiteral("owner_role") + suffix, value}});
            break;
        case Acceptance:
            r = criteria::setFields(*m_workspace, id, {{QStringLiteral("acceptance") + suffix, value}});
            break;
        case Weight: {
            // Accept the locale's decimal comma as well as a point.
            QVariant weight = value;
            if (value.typeId() == QMetaType::QString) {
                bool ok = false;
                const double parsed = QLocale().toDouble(value.toString().trimmed(), &ok);
                weight = ok ? QVariant(parsed) : value;
            }
            r = criteria::setFields(*m_workspace, id, {{QStringLiteral("weight"), weight}});
            break;
        }
        case ReviewDate: {
            QVariant date = value;
            if (value.typeId() == QMetaType::QDate)
                date = value.toDate().toString(Qt::ISODate);
            r = criteria::setFields(*m_workspace, id, {{QStringLiteral("review_date"), date}});
            break;
        }
        default:
            return false;
        }
    }
    if (!r)
        return report(r.error().message);
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
        const QString id = key(m_rows.at(index.row()), "id");
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
    const QString ownTier = key(m_rows.at(from), "tier");
    QString tier;
    if (target < rowCount()) {
        tier = key(m_rows.at(target), "tier");
        // At the first row of the next tier, the gap belongs to the dragged row's own tier: changing
        // a tier is a decision taken in the tier column, not by a drop on a boundary.
        if (tier != ownTier && target > 0 && key(m_rows.at(target - 1), "tier") == ownTier)
            tier = ownTier;
    } else {
        tier = target > 0 ? key(m_rows.at(target - 1), "tier") : ownTier;
    }
    int index = 0;
    for (int i = 0; i < target; ++i) {
        if (i != from && key(m_rows.at(i), "tier") == tier)
            ++index;
    }
    auto r = criteria::move(*m_workspace, id, tierFromKey(tier).value_or(CriterionTier::Gate), index);
    if (!r)
        return report(r.error().message);
    // The move is done; returning false keeps the view from removing the dragged row itself.
    return false;
}

int CriteriaTableModel::rowOf(const QString& id) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (key(m_rows.at(i), "id") == id)
            return i;
    }
    return -1;
}

QString CriteriaTableModel::idAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? key(m_rows.at(row), "id") : QString();
}

std::optional<Criterion> CriteriaTableModel::criterion(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return std::nullopt;
    auto criterion = CriterionRepository::fromRow(m_rows.at(row));
    return criterion ? std::optional<Criterion>(*criterion) : std::nullopt;
}

std::pair<int, int> CriteriaTableModel::placeInTier(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return {-1, 0};
    const QString tier = key(m_rows.at(row), "tier");
    int place = -1;
    int count = 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (key(m_rows.at(i), "tier") != tier)
            continue;
        if (i == row)
            place = count;
        ++count;
    }
    return {place, count};
}

} // namespace gatebench
