#pragma once

#include <QDate>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace gatebench {

class Workspace;

/// The minutes of the committee's meetings, written during the meeting (issue 30): a self-contained
/// panel that the main window docks beside any page (View > Minutes) and that the presentation mode
/// can dock in its own window on a second screen (give it the workspace and the as-of date; it
/// follows the workspace's changes itself). Choose or add a meeting; tick who is present; add agenda
/// items, decisions (with what each decided: a verdict, a waiver, a consensus score, the decision
/// record) and actions (owner, due date); mark an action done, dropped or open again; end the meeting.
/// Every edit is one undoable, audited step of the workspace (commands/Minutes.h); a refused one (an
/// observer) is shown in the panel and changes nothing.
class MinutesPanel : public QWidget {
    Q_OBJECT

public:
    explicit MinutesPanel(QWidget* parent = nullptr);

    void setWorkspace(Workspace* workspace);
    /// The date actions are judged overdue on (the window's as-of date).
    void setAsOf(QDate date);
    /// The meeting shown (0: none).
    qint64 meetingId() const { return m_meetingId; }
    void showMeeting(qint64 id);

signals:
    /// The meeting `meetingId` was ended in this panel: the hook where the window offers to take a
    /// snapshot of the evaluation (`suggestedName`: "Meeting 2026-11-16").
    void meetingEnded(qint64 meetingId, const QString& suggestedName);

private:
    void reload();
    void addMeeting();
    void toggleEnded();
    void attendanceToggled(qint64 meetingId, const QString& memberId, bool present);
    void addAgendaItem();
    void removeAgendaItem();
    void addDecision();
    void removeDecision();
    void addAction();
    void setActionStatus(int status);
    void removeAction();
    void linkChanged();
    /// Shows a refused or failed edit in the panel; true when `ok`.
    bool report(bool ok, const QString& message);

    QPointer<Workspace> m_workspace;
    QDate m_asOf;
    qint64 m_meetingId = 0;
    bool m_loading = false;
    bool m_pending = false;

    QComboBox* m_meeting;
    QPushButton* m_newMeeting;
    QPushButton* m_end;
    QLabel* m_state;
    QLabel* m_message;
    QListWidget* m_attendance;
    QListWidget* m_agenda;
    QLineEdit* m_agendaText;
    QListWidget* m_decisions;
    QLineEdit* m_decisionText;
    QComboBox* m_link;
    QComboBox* m_candidate;
    QComboBox* m_criterion;
    QTableWidget* m_actions;
    QLineEdit* m_actionText;
    QComboBox* m_owner;
    QCheckBox* m_hasDue;
    QDateEdit* m_due;
};

} // namespace gatebench
