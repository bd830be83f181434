#pragma once

#include "Page.h"

#include <QDate>
#include <QPointer>

class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;

namespace gatebench {

class AssessmentsTab;
class CriteriaTableModel;

/// The requirements: the "Matrix" tab edits the criteria (inline, with drag or Ctrl+Up/Down to
/// reorder, the tier column to move between gate, bonus and deferred, a block pasted from a
/// spreadsheet, CSV export); the "Assessments" tab is the candidate x criterion grid with the
/// current decision beside it. Every edit is an undoable, audited command.
class RequirementsPage : public Page {
    Q_OBJECT

public:
    explicit RequirementsPage(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) override;
    /// The assessments are judged on the window's evaluation date.
    void setAsOf(QDate date) override;

    QTabWidget* tabs() const { return m_tabs; }
    CriteriaTableModel* criteriaModel() const { return m_model; }
    QTableView* criteriaTable() const { return m_table; }
    AssessmentsTab* assessments() const { return m_assessments; }
    void showMatrix();
    void showAssessments();

    /// The selected criterion's id (empty: none).
    QString selectedId() const;
    void select(const QString& id);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* buildMatrixTab();
    void addCriterion();
    void removeCriterion();
    void move(int delta);
    void pasteRows();
    void exportCsv();
    void exportQuestionnaire();
    /// Edits the selected requirement's question for the vendors, in both languages.
    void editVendorQuestion();
    /// Sets or clears the selected gate's metric rule (its verdict then comes from the PoC runs).
    void editMetricRule();
    /// Asks where to write a CSV export (remembering the folder); empty when cancelled.
    QString askCsvPath(const QString& title, const QString& fileName);
    void showMessage(const QString& text, bool error);
    void updateButtons();
    void updateDetail();

    QPointer<Workspace> m_workspace;
    QTabWidget* m_tabs;
    CriteriaTableModel* m_model;
    QTableView* m_table = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_detail = nullptr;
    QPushButton* m_editQuestion = nullptr;
    QPushButton* m_editRule = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_up = nullptr;
    QPushButton* m_down = nullptr;
    QPushButton* m_paste = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_exportQuestionnaire = nullptr;
    AssessmentsTab* m_assessments;
    QString m_selected;
    QDate m_asOf;
};

} // namespace gatebench
