#pragma once

#include "SourceLine.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace gatebench {

struct PocRun;

/// The line of the result file a PoC run was imported from, as the file is now: shown when the file
/// is still there with the SHA-256 its import recorded; otherwise the dialog says that the file is
/// missing or has changed since the import. "Open folder" shows the file's folder in the desktop's
/// file manager.
class PocSourceDialog : public QDialog {
    Q_OBJECT

public:
    /// `title` names the run ("Run:ai / Node failure / run 2").
    PocSourceDialog(const PocRun& run, const QString& title, QWidget* parent = nullptr);

    const SourceLine& source() const { return m_source; }
    /// What the dialog says about the file (object name "pocSourceStatus").
    QString statusText() const;

private:
    SourceLine m_source;
    QLabel* m_status;
    QPlainTextEdit* m_line;
    QPushButton* m_openFolder;
};

} // namespace gatebench
