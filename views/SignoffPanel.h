#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gatebench {

class Workspace;

/// The sign-off of the decision record (Report page): who has signed and who has not, each choice and
/// reason, the freeze; "Sign…" (a member signs: agree, agree with reservations or dissent, the last two
/// with a reason), "Freeze…" and "Reopen…" (the chair's). A refused action says why in a message.
class SignoffPanel : public QWidget {
    Q_OBJECT

public:
    explicit SignoffPanel(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace);
    /// Reads the sign-off again (after every change of the evaluation).
    void refresh();

private:
    void sign();
    void freeze();
    void reopen();
    void showRefusal(const QString& title, const QString& message);

    QPointer<Workspace> m_workspace;
    QLabel* m_state = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_sign = nullptr;
    QPushButton* m_freeze = nullptr;
    QPushButton* m_reopen = nullptr;
};

} // namespace gatebench
