#pragma once

#include "commands/Change.h"
#include "domain/Domain.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <optional>

namespace gatebench {

class Workspace;

/// The requirements matrix: one row per criterion in reading order (gate, bonus, deferred; then
/// position). Edits never touch the rows directly: `setData` and drops run the commands of
/// `criteria::` (undoable and audited) and the model follows the workspace's change events, so undo,
/// redo and imports show up the same way: edited criteria as changed rows, added or removed ones as
/// inserted or removed rows, a new order as a reset. A refused edit returns false and emits
/// `editRefused` with the message for the user. An edit replaces what the row showed: when another
/// writer (another GateBench on the same file) changed that field since, it is refused and the model
/// shows the file's value again.
class CriteriaTableModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Title, Tier, Category, Owner, Acceptance, Evidence, Weight, ReviewDate, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1, ///< the criterion id
        TierRole,                  ///< the tier key ("gate", "bonus", "deferred")
    };

    /// The MIME type of dragged rows: the criterion ids, one per line.
    static QString mimeType();

    explicit CriteriaTableModel(QObject* parent = nullptr);

    void setWorkspace(Workspace* workspace);
    /// "zh_CN" or "en": which texts the Title, Owner and Acceptance columns show and edit.
    void setLanguage(const QString& language);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    Qt::DropActions supportedDropActions() const override;
    Qt::DropActions supportedDragActions() const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                         const QModelIndex& parent) const override;
    bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                      const QModelIndex& parent) override;

    int rowOf(const QString& id) const;
    QString idAt(int row) const;
    std::optional<Criterion> criterion(int row) const;
    /// The row's place among the criteria of its tier (0-based) and how many that tier holds.
    std::pair<int, int> placeInTier(int row) const;

public slots:
    void reload();

signals:
    void editRefused(const QString& message);

private:
    void follow(const ChangeEvent& event);
    /// Brings the rows to `fresh` (see CandidateListModel::sync).
    void sync(const QList<Criterion>& fresh);
    bool report(const QString& message);
    QString text(const Bilingual& value) const;
    /// The field of a text column in the language edited (Title, Owner, Acceptance).
    std::optional<CriterionField> textField(int column) const;

    QPointer<Workspace> m_workspace;
    QString m_language = QStringLiteral("en");
    QList<Criterion> m_rows;
};

} // namespace gatebench
