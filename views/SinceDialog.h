#pragma once

#include "repositories/SnapshotRepository.h"

#include <QDate>
#include <QDialog>
#include <QList>
#include <QPointer>

#include <atomic>
#include <memory>

class QComboBox;
class QDateEdit;
class QLabel;
class QProgressBar;
class QPushButton;
class QTextBrowser;
class QThread;
class QWidget;

namespace gatebench {

class Workspace;

namespace snapshots {
struct Diff;
}

/// "What changed since the last meeting" (issue 30): the differences between a snapshot (by default
/// the last one) and the evaluation as it is (or a later snapshot), as the window's viewer may see
/// them (a sealed score or a hidden price appears on neither side). First what they did to the
/// decision (each candidate's status before and after, the recommendation and the alternative in the
/// words of DecisionDocument, the waivers that lapsed in between), then every changed record grouped by
/// kind with its old and new value, who and when. Computed off the GUI thread on a reader of its own
/// (EvaluationQueries::openReader), with a busy bar and Cancel; computed again at every change of the
/// evaluation and of the window's date. Not modal: the window stays usable beside it.
class SinceDialog : public QDialog {
    Q_OBJECT

public:
    SinceDialog(Workspace& workspace, QDate asOf, QWidget* parent = nullptr);
    ~SinceDialog() override;

    /// The window's evaluation date: both sides are decided on it.
    void setAsOf(QDate date);
    /// Shows the differences from the snapshot `id` (0: the last one).
    void showFrom(qint64 id);
    /// Whether a comparison is running.
    bool isComputing() const { return m_worker != nullptr && m_running; }
    /// What the view shows, as plain text (for tests and for copying into the minutes).
    QString shownText() const;

signals:
    /// The view shows a new comparison (or its empty state, or a failure).
    void shown();
    /// The chair asked to take a snapshot (the button "Take a snapshot…").
    void takeSnapshotRequested();

private:
    /// Reads the snapshots again (after a change) and keeps the chosen ones where they still exist.
    void reloadSnapshots();
    void fillTo();
    /// Starts the comparison of the chosen snapshots on a worker thread.
    void compute();
    void cancel();
    void waitForWorker();
    void setBusy(bool busy);
    void render(const snapshots::Diff& diff);
    void showHtml(const QString& html);
    /// The snapshot the "from" chooser names (a date: the last snapshot on or before it); null with a
    /// message in `problem` when there is none.
    std::optional<SnapshotInfo> chosenFrom(QString* problem) const;
    QString snapshotText(const SnapshotInfo& info) const;
    QString localTime(const QString& utc) const;

    QPointer<Workspace> m_workspace;
    QDate m_asOf;
    QList<SnapshotInfo> m_snapshots; ///< oldest first
    QLabel* m_title;
    QLabel* m_fromLabel;
    QComboBox* m_from;
    QDateEdit* m_fromDate;
    QLabel* m_toLabel;
    QComboBox* m_to;
    QPushButton* m_take;
    QWidget* m_busyRow;
    QProgressBar* m_busy;
    QLabel* m_busyText;
    QPushButton* m_cancel;
    QTextBrowser* m_report;
    QThread* m_worker = nullptr;
    bool m_running = false;
    int m_generation = 0;
    /// Set to stop the running comparison (its worker reads it between steps).
    std::shared_ptr<std::atomic<bool>> m_stop;
    bool m_pending = false;
    bool m_filling = false;
};

} // namespace gatebench
