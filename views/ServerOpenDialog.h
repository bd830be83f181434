#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gatebench {

/// File > Open shared evaluation…: where an evaluation on a PostgreSQL server is, as the administrator
/// handed it out (README, "An evaluation on a PostgreSQL server"): the server, its port, the database,
/// the member's user name and the evaluation, or the whole location pasted as one URI
/// (postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME). The fields and the URI follow each other. There
/// is no password field: the password comes from libpq's password or service file, else the window
/// asks for it when the server wants one and keeps it in memory for the session only.
class ServerOpenDialog : public QDialog {
    Q_OBJECT

public:
    explicit ServerOpenDialog(QWidget* parent = nullptr);

    /// The location as entered, without anything secret (empty while it cannot be read).
    QString location() const { return m_location; }
    /// Fills the fields from a location (the last one opened).
    void setLocation(const QString& location);

private:
    void fieldsEdited();
    void uriEdited();

    QLineEdit* m_host = nullptr;
    QSpinBox* m_port = nullptr;
    QLineEdit* m_database = nullptr;
    QLineEdit* m_user = nullptr;
    QLineEdit* m_evaluation = nullptr;
    QLineEdit* m_uri = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QString m_location;
    bool m_following = false; ///< one side is being filled from the other
};

} // namespace gatebench
