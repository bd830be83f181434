#pragma once

#include "domain/Domain.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QPlainTextEdit;

namespace gatebench {

/// Edits one item of a candidate's exit checklist: its status (ready, partly ready, not ready, or back
/// to not recorded) and the evidence it stands on.
class ExitCheckDialog : public QDialog {
    Q_OBJECT

public:
    /// `title` names the item ("NVIDIA Run:ai / Audit records exportable"); `current` pre-fills the
    /// fields (null: not recorded yet).
    ExitCheckDialog(const QString& title, const std::optional<ExitCheck>& current, QWidget* parent = nullptr);

    /// The status chosen; null for "not recorded".
    std::optional<ExitStatus> status() const;
    /// The evidence as entered.
    QString evidence() const;

private:
    QComboBox* m_status;
    QPlainTextEdit* m_evidence;
};

} // namespace gatebench
