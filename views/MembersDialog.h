#pragma once

#include "domain/Member.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace gatebench {

class Workspace;

/// The review committee of the open evaluation (Edit > Committee members…): the members with their
/// permission and function (add, edit, remove), the scoring assignments as a matrix of bonus criteria
/// by scoring members with a quorum per criterion, and the recusals with their reasons. Every change is
/// one undoable, audited step (commands/Members.h) checked against the acting member's permission:
/// the chair manages the members, assignments and quorums; a member declares their own recusal.
class MembersDialog : public QDialog {
    Q_OBJECT

public:
    explicit MembersDialog(Workspace* workspace, QWidget* parent = nullptr);

    /// Reads the committee again (after a change, or another GateBench's).
    void reload();

private:
    void addMember();
    void editMember();
    void removeMember();
    void declareRecusal();
    void withdrawRecusal();
    /// Shows a refused or failed change; true when `ok`.
    bool report(bool ok, const QString& message);
    QString selectedMember() const;

    Workspace* m_workspace;
    QTabWidget* m_tabs = nullptr;
    QLabel* m_acting = nullptr;
    QTableWidget* m_members = nullptr;
    QTableWidget* m_matrix = nullptr;
    QTableWidget* m_recusals = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_edit = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_declare = nullptr;
    QPushButton* m_withdraw = nullptr;
    bool m_loading = false;
};

/// A member's fields: id (for a new member), name, role, permission and function in both languages.
class MemberEditDialog : public QDialog {
    Q_OBJECT

public:
    MemberEditDialog(const Member& member, bool isNew, QWidget* parent = nullptr);
    Member member() const;

private:
    Member m_member;
    QLineEdit* m_id = nullptr;
    QLineEdit* m_name = nullptr;
    QLineEdit* m_role = nullptr;
    QComboBox* m_permission = nullptr;
    QComboBox* m_function = nullptr;
};

} // namespace gatebench
