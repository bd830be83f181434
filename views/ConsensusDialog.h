#pragma once

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;

namespace gatebench {

/// Asks the chair for a cell's consensus score (0-5) and the reason the committee settled on it
/// (at least 10 characters). The individual scores stay recorded beside it.
class ConsensusDialog : public QDialog {
    Q_OBJECT

public:
    /// `cell` names the cell; `scores` shows the revealed scores; `score` and `reason` pre-fill.
    ConsensusDialog(const QString& cell, const QString& scores, double score, const QString& reason,
                    QWidget* parent = nullptr);

    double score() const;
    QString reason() const;
    void accept() override;

private:
    QDoubleSpinBox* m_score;
    QPlainTextEdit* m_reason;
    QLabel* m_error;
};

} // namespace gatebench
