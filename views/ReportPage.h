#pragma once

#include "Page.h"
#include "domain/Domain.h"

#include <QDate>
#include <QPointer>

#include <atomic>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QShowEvent;
class QProgressBar;
class QPushButton;
class QThread;
class QTimer;
class QVBoxLayout;

namespace gatebench {

namespace report {
struct Report;
class PdfPages;
class ReportTranslation;
} // namespace report

class SignoffPanel;

/// The Report page: the committee's decision record, edited here (prefilled from the engine's
/// decision until the committee saves one; every save an undoable, audited step), the report's
/// pages as they print, and its export as PDF or ODT and its printing, with the command line's
/// options (language, date, confidentiality label, hidden prices).
///
/// The report is built on a worker thread with its own read-only connection; its pages are laid out
/// and painted on the GUI thread a section or a page per turn of the event loop, so that the window
/// stays responsive and Cancel stops an export before anything is written.
class ReportPage : public Page {
    Q_OBJECT

public:
    explicit ReportPage(QWidget* parent = nullptr);
    ~ReportPage() override;

    void setWorkspace(Workspace* workspace) override;
    void setAsOf(QDate date) override;

    /// Exports the report to `path` (PDF or ODT by its suffix) with the page's options, as the
    /// Export buttons do after their file dialog; exportFinished says how it ended.
    void exportTo(const QString& path);
    /// Stops the export under way: nothing is written.
    void cancelExport();
    bool isExporting() const;
    /// The number of preview pages shown (0 while none is ready).
    int previewPageCount() const;

signals:
    /// An export ended: written to `path`, or not (cancelled or failed: `message` says which).
    void exportFinished(bool written, const QString& path, const QString& message);
    /// The preview shows the workspace as it is now.
    void previewReady();

protected:
    void showEvent(QShowEvent* event) override;

private:
    enum class Job { None, Preview, Export };

    /// The record's fields into `layout`, its buttons into `buttonsLayout`.
    void buildRecordEditor(QWidget* parent, QVBoxLayout* layout, QVBoxLayout* buttonsLayout);
    void loadRecord();
    void fillChoices(QComboBox* box, const QString& selected);
    DecisionRecord editedRecord() const;
    void markEdited();
    void save();
    void revert();

    void schedulePreview();
    void startBuild(Job job, const QString& path);
    void built();
    void step();
    void finishExport();
    /// Starts what waits once a job ends: a queued export, else a preview asked for or given way.
    void afterJob();
    void endExport(bool written, const QString& message);
    void showPreview();
    void print();
    void chooseExport(const QString& suffix);
    QString reportLanguage() const;

    QPointer<Workspace> m_workspace;
    QDate m_asOf;

    // The decision record editor.
    QLabel* m_suggestion;
    QComboBox* m_recommended;
    QComboBox* m_alternative;
    QPlainTextEdit* m_risks;
    QPlainTextEdit* m_assumptions;
    QPlainTextEdit* m_acceptance;
    QPlainTextEdit* m_exitPath;
    QLineEdit* m_signedBy;
    QPushButton* m_save;
    QPushButton* m_revert;
    QLabel* m_recordState;
    std::optional<DecisionRecord> m_shown; ///< the stored record the editor started from (null: none)
    SignoffPanel* m_signoff = nullptr;
    bool m_loading = false;
    bool m_edited = false;

    // Options and actions.
    QComboBox* m_language;
    QDateEdit* m_date;
    QLineEdit* m_label;
    QCheckBox* m_hidePrices;
    QPushButton* m_exportPdf;
    QPushButton* m_exportOdt;
    QPushButton* m_print;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QLabel* m_result;
    QPushButton* m_openFolder;

    // The preview.
    QWidget* m_pagesHost;
    QVBoxLayout* m_pagesLayout;
    QLabel* m_previewState;
    QTimer* m_debounce;

    // The job under way: a build on the worker, then steps on the GUI thread.
    Job m_job = Job::None;
    Job m_queued = Job::None;    ///< a job asked for while another ran
    bool m_previewStale = false; ///< the preview gave way to an export: build it again after
    QString m_exportPath;
    QThread* m_worker = nullptr;
    std::shared_ptr<std::atomic_bool> m_stop;
    std::shared_ptr<struct BuiltReport> m_built;
    std::shared_ptr<report::ReportTranslation> m_translation; ///< the words of the job's report
    QString m_translationLanguage;
    int m_steps = 0; ///< the job's steps on the GUI thread so far (sections laid out, then pages painted)
    std::unique_ptr<report::PdfPages> m_pages;      ///< the job's pages
    std::unique_ptr<report::PdfPages> m_shownPages; ///< the preview's pages (printing uses them)
    std::shared_ptr<report::ReportTranslation> m_shownTranslation;
    int m_shownImages = 0;
};

} // namespace gatebench
