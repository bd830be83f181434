#pragma once

#include "decision/DecisionEngine.h"
#include "domain/Domain.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTemporaryDir;

namespace gatebench {

class Workspace;

/// The evidence of the grid's current cell: the note, the links (one per line), the attached files,
/// the reviewers' scores on a bonus cell, and who changed it last and when. Edits are saved with
/// "Save evidence" (Ctrl+Enter), or when the grid moves on to another cell; Esc goes back to the
/// grid. When a Pass or Fail needs a note first, the panel keeps that verdict pending and saves it
/// together with the note, as one undoable command.
class EvidencePanel : public QWidget {
    Q_OBJECT

public:
    explicit EvidencePanel(QWidget* parent = nullptr);
    ~EvidencePanel() override;

    void setWorkspace(Workspace* workspace);
    void setLanguage(const QString& language);

    /// Shows a cell (empty ids: none). Unsaved edits of the cell shown before are saved first.
    void showCell(const QString& candidateId, const QString& criterionId);
    QString candidateId() const { return m_candidate; }
    QString criterionId() const { return m_criterion; }
    /// "candidate / criterion" of the cell shown, in the panel's language (as the title names it).
    QString cellName() const;

    /// Puts the cursor in the note. With `pending`, saving also sets that verdict.
    void beginEditing(std::optional<GateVerdict> pending = std::nullopt, const QString& hint = {});
    bool hasUnsavedChanges() const;
    /// Saves the note and links (and any pending verdict); false with a message when refused.
    bool save();

signals:
    /// The user is done here (Esc, or saved): focus goes back to the grid.
    void finished();
    /// A message for the page's message line.
    void message(const QString& text, bool error);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void load();
    void attach();
    void openFile();
    void saveFileAs();
    void removeFile();
    qint64 selectedFile() const;
    void setPending(std::optional<GateVerdict> pending);
    /// Adds the candidate's workflow coverage gaps to the note (key-workflow gate cells).
    void citeGaps();
    /// Asks the chair for Pass or Fail and a reason, and overrides the metric gate's computed verdict.
    void overrideMetricGate();
    void clearMetricOverride();

    QPointer<Workspace> m_workspace;
    QString m_language = QStringLiteral("en");
    QString m_candidate;
    QString m_criterion;
    std::optional<GateVerdict> m_pending;
    std::optional<Assessment> m_shown; ///< the cell as the panel shows it: what a save replaces
    QLabel* m_title;
    QLabel* m_stamp;
    QLabel* m_hint;
    QPlainTextEdit* m_note;
    QPlainTextEdit* m_links;
    QLabel* m_linkView;
    QLabel* m_scores;
    QListWidget* m_files;
    QLabel* m_answers;      ///< what the vendor answered to this requirement in the questionnaire
    QLabel* m_coverageGaps; ///< the key-workflow gate's cited evidence: the candidate's coverage gaps
    QPushButton* m_citeGaps;
    QString m_gapsText; ///< the sentence "Cite workflow gaps" adds to the note
    QLabel* m_metric;   ///< a metric gate: the rule, the computed figure, the runs it rests on, the override
    QPushButton* m_override;
    QPushButton* m_clearOverride;
    QPushButton* m_save;
    QPushButton* m_revert;
    QPushButton* m_attach;
    QPushButton* m_open;
    QPushButton* m_saveAs;
    QPushButton* m_remove;
    std::unique_ptr<QTemporaryDir> m_openedFiles;
    bool m_loading = false;
};

} // namespace gatebench
