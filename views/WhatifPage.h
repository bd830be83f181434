#pragma once

#include "Page.h"

#include <QPointer>

#include <atomic>
#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QThread;
class QWidget;

namespace gatebench {

class WhatifP90Chart;
struct WhatifRun;
struct WhatifSweepRun;

namespace whatif {
struct SweepRequest;
}

/// The scheduling what-if (issue 32), what the committee sees: the job log replayed under today's
/// policy (the calibration table first: measured against replayed P50 and P90, overall and per team,
/// and whether it calibrates, in words) and under each candidate's policy, with the assumptions on the
/// page (a replay keeps the submit times users chose under the old queue; jobs that never started are
/// left out; capacity inferred without an inventory). Per candidate its predicted P50 and P90 waits per
/// team and time slot (median and range over the seeds) against today's and the improvement targets,
/// utilization, GPU-hours lost to preemption and quota satisfaction; candidates ranked only where their
/// ranges do not overlap. Every figure is labelled a prediction, advice that never settles a gate, and
/// marked uncalibrated where today's policy does not reproduce the measured waits. A chart of predicted
/// against measured P90 per team. Checked against the PoC: per candidate whose PoC runs replayed the load
/// `gatebench whatif export` recorded, the jobs measured and the median absolute error of the replay's
/// predictions, and the jobs of the candidate in detail (whatif/ReplayAccuracy.h). Policies are edited from the page
/// (PolicyDialog, undoable), and one parameter of one candidate is swept. Replays run off the window's thread (20
/// seeds, a reader of their own) with progress and Cancel, which stops the replays themselves.
class WhatifPage : public Page {
    Q_OBJECT

public:
    /// Seeded replays per policy in the window's run.
    static constexpr int kSeeds = 20;

    explicit WhatifPage(QWidget* parent = nullptr);
    ~WhatifPage() override;

    void setWorkspace(Workspace* workspace) override;

    /// Whether a run (or a sweep) is replaying.
    bool isRunning() const;
    bool isSweeping() const;
    /// Whether a comparison is shown.
    bool hasResult() const;
    QTableWidget* calibrationTable() const { return m_calibration; }
    QTableWidget* candidatesTable() const { return m_candidates; }
    QTableWidget* waitsTable() const { return m_waits; }
    QTableWidget* sweepTable() const { return m_sweepTable; }
    /// The check against the PoC: a row per candidate whose PoC runs replayed an exported load, and the
    /// jobs of the candidate shown in detail.
    QTableWidget* pocCheckTable() const { return m_pocCheck; }
    QTableWidget* pocJobsTable() const { return m_pocJobs; }
    WhatifP90Chart* chart() const { return m_chart; }
    /// The candidate whose details are shown (its id).
    QString shownCandidate() const;
    void showCandidate(const QString& candidateId);
    /// The status line under the run's buttons ("Cancelled", "20 seeds …").
    QString statusText() const;

public slots:
    /// Replays everything again (a running run is stopped first).
    void run();
    /// Stops the running replays; the page keeps what it showed before.
    void cancel();
    /// Opens the policy editor of the shown candidate (empty id: today's policy).
    void editPolicy(const QString& candidateId);
    /// Sweeps the parameter chosen on the page for the shown candidate.
    void runSweep();
    void cancelSweep();

signals:
    /// A run ended: its comparison is shown, or it failed or was cancelled (statusText says which).
    void runFinished();
    /// A sweep ended (shown, failed or cancelled).
    void sweepFinished();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void workspaceChanged();
    void finished(int generation);
    void sweepDone(int generation);
    void showResult();
    void fillCalibration();
    void fillCandidates();
    void fillDetails();
    void fillSweepChoices();
    void fillPocCheck();
    void fillPocJobs();
    void showSweep();
    void stopWorker(QThread*& worker, const std::shared_ptr<std::atomic<bool>>& stop);
    QString teamName(const QString& id) const;

    QPointer<Workspace> m_workspace;
    QLabel* m_banner;
    QLabel* m_assumptions;
    QPushButton* m_run;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QLabel* m_status;
    QWidget* m_body;
    QLabel* m_verdict;
    QLabel* m_todayPolicy;
    QTableWidget* m_calibration;
    QTableWidget* m_candidates;
    QLabel* m_ranking;
    QLabel* m_chartCaption;
    WhatifP90Chart* m_chart;
    QComboBox* m_candidate;
    QLabel* m_policy;
    QTableWidget* m_waits;
    QTableWidget* m_targets;
    QLabel* m_noTargets;
    QTableWidget* m_others;
    QLabel* m_pocCheckNote;
    QTableWidget* m_pocCheck;
    QLabel* m_pocJobsCaption;
    QLabel* m_pocJobsNote;
    QTableWidget* m_pocJobs;
    QComboBox* m_sweepParameter;
    QDoubleSpinBox* m_sweepFrom;
    QDoubleSpinBox* m_sweepTo;
    QDoubleSpinBox* m_sweepStep;
    QPushButton* m_sweepRun;
    QProgressBar* m_sweepProgress;
    QPushButton* m_sweepCancel;
    QLabel* m_sweepStatus;
    QTableWidget* m_sweepTable;

    QThread* m_worker = nullptr;
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::shared_ptr<WhatifRun> m_pending; ///< written by the worker, read when it has finished
    std::shared_ptr<const WhatifRun> m_shown;
    int m_generation = 0;
    QThread* m_sweepWorker = nullptr;
    std::shared_ptr<std::atomic<bool>> m_sweepStop;
    std::shared_ptr<WhatifSweepRun> m_sweepPending;
    int m_sweepGeneration = 0;
    bool m_stale = true; ///< the evaluation changed since the last run: run again when shown
};

} // namespace gatebench
