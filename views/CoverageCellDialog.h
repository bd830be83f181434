#pragma once

#include "domain/Domain.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLineEdit;

namespace gatebench {

/// Edits one cell of the workflow coverage matrix: how the candidate covers the step (platform-managed,
/// manual, not covered, or back to not recorded), the owning team and the permission boundary in both
/// languages, and a note.
class CoverageCellDialog : public QDialog {
    Q_OBJECT

public:
    /// `title` names the cell ("NVIDIA Run:ai / Rollback"); `current` pre-fills the fields (null: not
    /// recorded yet).
    CoverageCellDialog(const QString& title, const std::optional<WorkflowCoverage>& current, QWidget* parent = nullptr);

    /// The mode chosen; null for "not recorded".
    std::optional<CoverageMode> mode() const;
    /// The cell as entered (its candidate and step are the caller's).
    WorkflowCoverage entered() const;

private:
    QComboBox* m_mode;
    QLineEdit* m_teamZh;
    QLineEdit* m_teamEn;
    QLineEdit* m_boundaryZh;
    QLineEdit* m_boundaryEn;
    QLineEdit* m_note;
};

} // namespace gatebench
