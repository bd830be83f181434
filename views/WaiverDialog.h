#pragma once

#include "commands/Assessments.h"

#include <QDialog>

class QDateEdit;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace gatebench {

/// Asks for a waiver of an Unknown gate: who owns it, why, and until when. A waiver becomes an
/// acceptance condition in the decision report and lapses after its expiry date.
class WaiverDialog : public QDialog {
    Q_OBJECT

public:
    /// `cell` names the cell ("NVIDIA Run:ai / Identity and audit"); `current` pre-fills the fields.
    WaiverDialog(const QString& cell, const assessments::Waiver& current, QDate today, QWidget* parent = nullptr);

    assessments::Waiver waiver() const;

    void accept() override;

private:
    QLineEdit* m_owner;
    QPlainTextEdit* m_reason;
    QDateEdit* m_expires;
    QLabel* m_error;
};

} // namespace gatebench
