#pragma once

#include "JobImport.h"

#include <QPointer>
#include <QWizardPage>

#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTimer;

namespace gatebench {

class Workspace;

/// The import wizard's pages for job logs read by their own reader (Slurm sacct): the format, the
/// zone of the times, the field list of a file without a header, the team and task type fields and
/// "skip invalid rows". The files come from the wizard's first page (`inputs`).
class JobOptionsPage : public QWizardPage {
    Q_OBJECT

public:
    JobOptionsPage(Workspace* workspace, std::function<QStringList()> inputs, QWidget* parent = nullptr);

    /// The format chosen: "sacct" (this reader and JobCheckPage); other formats go the shared pipeline.
    QString format() const;
    /// The request as chosen so far (a dry run when `dryRun`).
    JobImportRequest request(bool dryRun) const;
    /// The cluster of the jobs as typed (every format); empty: the evaluation's one cluster.
    QString cluster() const;

protected:
    void initializePage() override;
    bool validatePage() override;

private:
    QPointer<Workspace> m_workspace;
    std::function<QStringList()> m_inputs;
    QComboBox* m_format = nullptr;
    QComboBox* m_zone = nullptr;
    QLineEdit* m_fields = nullptr;
    QLineEdit* m_delimiter = nullptr;
    QLabel* m_header = nullptr;
    QLineEdit* m_team = nullptr;
    QLineEdit* m_taskType = nullptr;
    QLineEdit* m_pattern = nullptr;
    QLineEdit* m_cluster = nullptr;
    QCheckBox* m_skipInvalid = nullptr;
    QLabel* m_status = nullptr;
};

/// The check page: every file read on a worker thread with progress and Cancel, the issues listed
/// by file, line and field in the interface language, how many jobs would be added, updated and left
/// out as duplicates of jobs the evaluation holds, nothing written. A file an earlier job import read
/// is named with that import; Finish then waits for "Import anyway". Finish imports on a worker
/// thread through its own connection (progress: rows, MB, rate, time left; Cancel rolls it back),
/// then makes the import one undoable step of the window's workspace, which reads it at once.
class JobCheckPage : public QWizardPage {
    Q_OBJECT

public:
    JobCheckPage(Workspace* workspace, const JobOptionsPage* options, QWidget* parent = nullptr);
    ~JobCheckPage() override;

    bool isComplete() const override;
    /// Starts the check now and waits for it (tests).
    void checkAndWait();
    /// Imports now and waits (tests); false when nothing was imported.
    bool importAndWait();
    /// The last check (valid once checked).
    const JobImportResult& checked() const { return m_checked; }
    /// The jobs imported by Finish; -1 until then.
    qint64 importedJobs() const { return m_imported ? m_importedJobs : -1; }

protected:
    void initializePage() override;
    void cleanupPage() override;
    bool validatePage() override;

private:
    void startWorker(bool dryRun);
    void poll();
    void workerDone();
    void showIssues(const JobImportResult& result);

    QPointer<Workspace> m_workspace;
    const JobOptionsPage* m_options;
    QProgressBar* m_progressBar = nullptr;
    QLabel* m_progressText = nullptr;
    QPushButton* m_cancel = nullptr;
    QTableWidget* m_issues = nullptr;
    QLabel* m_verdict = nullptr;
    QLabel* m_sameFile = nullptr;
    QCheckBox* m_anyway = nullptr;
    QTimer* m_poll = nullptr;
    std::unique_ptr<JobImportWorker> m_worker;
    qint64 m_startedMs = 0;
    bool m_isChecked = false;
    bool m_imported = false;
    qint64 m_importedJobs = 0;
    JobImportResult m_checked;
};

} // namespace gatebench
