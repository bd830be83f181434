#pragma once

#include "Page.h"

#include <QPointer>

class QComboBox;
class QLineEdit;
class QLabel;
class QSplitter;
class QStandardItemModel;
class QTableView;

namespace gatebench {

class AuditLogModel;
class AuditFilterProxy;
class ColumnFit;

/// The audit log as a filterable table (free text, entity and who) over the details of the entry
/// chosen: its whole description and, for an import, the rows it added and changed.
class AuditLogPage : public Page {
    Q_OBJECT

public:
    explicit AuditLogPage(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) override;
    /// Writes the whole log as shown (CSV, UTF-8 with BOM, in the interface language) to `path`;
    /// returns the message for the user when it cannot be written.
    QString exportTo(const QString& path) const;

private:
    void refillChoices();
    void applyFilter();
    void showDetails();

    QPointer<Workspace> m_workspace;
    AuditLogModel* m_model;
    AuditFilterProxy* m_proxy;
    QLineEdit* m_search;
    QComboBox* m_entity;
    QComboBox* m_actor;
    QLabel* m_count;
    QTableView* m_table;
    QLabel* m_detail;
    QLabel* m_files;
    QTableView* m_importedRows;
    QStandardItemModel* m_importedModel;
    ColumnFit* m_importedFit = nullptr;
    QLabel* m_unlisted;
};

} // namespace gatebench
