#pragma once

#include "Page.h"

#include <QDate>
#include <QHash>
#include <QPointer>

#include <memory>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;
class QTableWidget;
class QThread;

namespace gatebench {

class BaselineDaysChart;
class BaselineJobsModel;
class HourOfWeekView;
class PocBarsChart;
class WaitCdfChart;
struct BaselineCache;
struct BaselineFigures;

/// The Baseline page: how the cluster runs today, as model/baseline computes it from the job log.
/// Summary cards (jobs, window, queue wait P50/P90, success rate, the three utilizations, the
/// capacity, marked when inferred), coverage warnings, the queue-wait distribution per team, P50/P90
/// by time slot and by team, the three utilizations per team and per day (weekends shaded), the
/// hour-of-week heatmap of the allocated share, the failure reasons, the top three losses with an owner
/// the committee edits (an undoable, audited command) and a "Make a target" action each, the
/// improvement targets (metric, group, current value, target, owner and each PoC candidate's value
/// with whether it reaches the target; added, edited, removed and made criteria through the commands),
/// and the job log itself in a table that pages through millions of rows,
/// filtered by team, task type, outcome and submit date. The whole page scrolls as one; the figures
/// are computed off the GUI thread and fill the widgets when they are ready.
class BaselinePage : public Page {
    Q_OBJECT

public:
    explicit BaselinePage(QWidget* parent = nullptr);
    ~BaselinePage() override;

    void setWorkspace(Workspace* workspace) override;

    /// The value shown on a card ("jobs", "window", "waitP50", "waitP90", "successRate", "allocated",
    /// "active", "effective", "capacity"); empty when there is no such card.
    QString cardValue(const QString& key) const;
    BaselineJobsModel* jobsModel() const { return m_jobsModel; }
    /// True while figures are being computed or the job table's rows counted (both off the window's
    /// thread; a test waits for it to turn false).
    bool isComputing() const;
    /// The improvement targets as shown, one row each in the committee's order.
    enum TargetColumn { TargetMetric, TargetGroup, TargetCurrent, TargetValue, TargetOwner, TargetPoc, TargetColumns };
    QTableWidget* targetsTable() const { return m_targets; }
    /// The id of the target in row `row` of the targets table (0: none).
    qint64 targetIdAt(int row) const;
    BaselineDaysChart* daysChart() const { return m_days; }

public slots:
    /// Opens the target editor: a new target, one prefilled from top loss `lossRow`, or the target in
    /// row `targetRow` of the table.
    void addTarget();
    void addTargetFromLoss(int lossRow);
    void editTarget(int targetRow);
    void removeTarget(int targetRow);
    /// Makes the target in row `targetRow` a bonus criterion or a metric gate, then asks the window to
    /// show it (criterionRequested).
    void makeCriterion(int targetRow);

signals:
    /// The figures shown are current (after every refresh that computed them).
    void figuresShown();
    /// A criterion was made from a target: the window shows it on the Requirements page.
    void criterionRequested(const QString& criterionId);

private:
    void refresh();
    void computed();
    void show(const BaselineFigures& figures);
    void showMessage(const QString& message);
    void fillLosses(const BaselineFigures& figures);
    void fillTargets(const BaselineFigures& figures);
    int selectedTargetRow() const;
    void fillFilterChoices(const QStringList& teams, const QStringList& taskTypes,
                           const QHash<QString, QString>& teamNames);
    void applyFilter();
    void ownerEdited(int row, int column);
    void editInventory();
    QWidget* addCard(const QString& key, const QString& caption);

    QPointer<Workspace> m_workspace;
    QLabel* m_banner;
    QLabel* m_message;
    QProgressBar* m_busy; ///< shown while the figures are computed (a million jobs take seconds)
    QWidget* m_body;
    QGridLayout* m_cards;
    QHash<QString, QLabel*> m_cardValues;
    QLabel* m_warnings;
    WaitCdfChart* m_cdf;
    PocBarsChart* m_waitBySlot;
    PocBarsChart* m_waitByTeam;
    PocBarsChart* m_utilization;
    BaselineDaysChart* m_days;
    HourOfWeekView* m_heatmap;
    PocBarsChart* m_failures;
    QLabel* m_noFailures;
    QTableWidget* m_losses;
    QTableWidget* m_targets;
    QLabel* m_noTargets;
    QPushButton* m_editTarget;
    QPushButton* m_removeTarget;
    QPushButton* m_makeCriterion;
    QComboBox* m_team;
    QComboBox* m_taskType;
    QComboBox* m_outcome;
    QCheckBox* m_dated;
    QDateEdit* m_from;
    QDateEdit* m_to;
    QLabel* m_jobsCount;
    QTableView* m_jobs;
    BaselineJobsModel* m_jobsModel;
    QThread* m_worker = nullptr;
    std::shared_ptr<BaselineFigures> m_result;      ///< written by the worker, read when it has finished
    std::shared_ptr<const BaselineFigures> m_shown; ///< the figures on screen (the target editors read them)
    /// The job columns and the baseline computer, kept between refreshes (only the worker uses them).
    std::shared_ptr<BaselineCache> m_cache;
    QMetaObject::Connection m_jobsWatch;
    bool m_jobsStale = true; ///< the jobs changed since the cache read them: read them again
    QStringList m_lossKeys;
    bool m_computing = false;
    bool m_refreshAgain = false;
    bool m_filling = false;
};

} // namespace gatebench
