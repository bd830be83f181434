#pragma once

#include "ImportImpact.h"
#include "ImportTypes.h"

#include <QDate>
#include <QPointer>
#include <QWizard>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTableWidget;
class QThread;
class QTimer;

namespace gatebench {

class ColumnMappingModel;
class JobCheckPage;
class JobOptionsPage;
class Workspace;

/// File > Import and files dropped on the window: choose what the files hold, preview them with
/// encoding, delimiter and header choices, map the columns, read the value-conversion report, and
/// see every issue by file, line and column, and what the import would change in the decision,
/// before anything is written. The reading (and the trial import into a scratch copy that shows the
/// decision after it) runs on a worker thread with progress and Cancel; Finish writes the import as
/// one undoable command.
class ImportWizard : public QWizard {
    Q_OBJECT

public:
    enum PageId { KindPage, PreviewPage, MappingPage, CheckPage, JobOptionsPageId = 20, JobCheckPageId };

    ImportWizard(Workspace* workspace, const QStringList& files, QWidget* parent = nullptr);
    ~ImportWizard() override;

    /// The request the wizard has built so far (kind, files, reader options, mapping).
    ImportRequest request() const;
    /// The last dry run (valid once the check page has run).
    const PreparedImport& prepared() const { return m_prepared; }
    /// What the last dry run would change in the decision; empty when it was not worked out (the
    /// import is refused, the check was cancelled or failed).
    const std::optional<ImportImpact>& impact() const { return m_impact; }
    /// The evaluation date the decision is judged on (the window's "as of"); without one, today in
    /// the cluster's time zone.
    void setAsOf(QDate date) { m_asOf = date; }
    QDate asOf() const;
    /// Chooses what the files hold (a page's "Import … from CSV" opens the wizard on its kind).
    void setKind(const QString& kind);
    /// The value of `field` for files without its column, while the kind is `kind` (the TCO page
    /// imports into the candidate it shows); `shown` says it on the first page.
    void setFieldDefault(const QString& kind, const QString& field, const QString& value, const QString& shown);
    /// Runs the dry run now and waits for it (tests; the window runs it on entering the check page).
    void runCheckAndWait();

    /// Cancels a running check and waits for its thread before closing.
    void reject() override;
    int nextId() const override;
    /// The rows the wizard imported (after Finish).
    qint64 importedRows() const;
    /// True when the files are job records: the job log page chooses the format next.
    bool isJobLog() const;

protected:
    void initializePage(int id) override;
    bool validateCurrentPage() override;
    void cleanupPage(int id) override;

private:
    QWizardPage* createKindPage();
    QWizardPage* createPreviewPage();
    QWizardPage* createMappingPage();
    QWizardPage* createCheckPage();
    void addFiles();
    /// Adds a file to the list with the format the registry detects in it.
    void addFile(const QString& path);
    /// "name: why" for every listed file that no format reads.
    QStringList unreadableFiles() const;
    void refreshPreview();
    void refreshMappingStatus();
    /// The mapping as the import will use it: with the trace start typed on the mapping page.
    ColumnMapping checkedMapping() const;
    void startCheck();
    void pollCheck();
    void finishCheck();
    void showReports();
    void showImpact();
    void refillPresets();
    void applyPreset(const MappingPreset& preset);
    void savePreset();
    void exportPreset();
    void loadPresetFile();
    void useReferenceChoices();
    CsvOptions csvOptions() const;

    QPointer<Workspace> m_workspace;
    // Kind page
    QComboBox* m_kind = nullptr;
    QListWidget* m_files = nullptr;
    QLabel* m_filesStatus = nullptr;
    QLabel* m_defaultsNote = nullptr;
    QString m_defaultsKind;
    QList<std::pair<QString, QString>> m_fieldDefaults;
    // Preview page
    QComboBox* m_encoding = nullptr;
    QComboBox* m_delimiter = nullptr;
    QComboBox* m_header = nullptr;
    QLabel* m_detection = nullptr;
    QTableWidget* m_previewTable = nullptr;
    QPlainTextEdit* m_previewIssues = nullptr;
    QStringList m_previewHeader;
    QList<QStringList> m_previewRows;
    // Mapping page
    ColumnMappingModel* m_mappingModel = nullptr;
    QTableView* m_mappingView = nullptr;
    QLabel* m_mappingStatus = nullptr;
    QWidget* m_timeZoneRow = nullptr;
    QComboBox* m_timeZone = nullptr;
    QWidget* m_traceStartRow = nullptr; ///< shown when the mapping reads times from a trace start
    QLineEdit* m_traceStart = nullptr;
    QComboBox* m_presets = nullptr;
    // Check page
    QProgressBar* m_progressBar = nullptr;
    QLabel* m_progressText = nullptr;
    QPushButton* m_cancelCheck = nullptr;
    QTableWidget* m_columnReport = nullptr;
    QTableWidget* m_issueTable = nullptr;
    QLabel* m_impactLabel = nullptr;
    QLabel* m_verdict = nullptr;
    QCheckBox* m_skipInvalid = nullptr;
    QCheckBox* m_importAnyway = nullptr; ///< a job log an earlier import read: import it anyway
    QTableWidget* m_unresolved = nullptr;
    QPushButton* m_useChoices = nullptr;
    /// field -> value -> id, chosen by the user for names the workspace did not know
    QHash<QString, QHash<QString, QString>> m_referenceChoices;

    QThread* m_worker = nullptr;
    QTimer* m_poll = nullptr;
    std::shared_ptr<ImportProgress> m_progress;
    std::shared_ptr<PreparedImport> m_result;
    /// The worker's trial import: its impact, or why it could not be worked out.
    struct ImpactResult {
        std::optional<ImportImpact> impact;
        QString error;
        /// What the import is checked against could not be read (the check did not run).
        QString contextError;
    };
    std::shared_ptr<ImpactResult> m_impactResult;
    PreparedImport m_prepared;
    std::optional<ImportImpact> m_impact;
    QString m_impactError;
    QDate m_asOf;
    qint64 m_startedMs = 0;
    bool m_checked = false;
    JobOptionsPage* m_jobOptions = nullptr; ///< job logs (JobImportPages)
    JobCheckPage* m_jobCheck = nullptr;
};

} // namespace gatebench
