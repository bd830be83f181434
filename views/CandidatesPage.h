#pragma once

#include "Page.h"
#include "domain/Domain.h"

#include <QMap>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;

namespace gatebench {

class CandidateListModel;
class CommitTextEdit;

/// The candidate profiles: the list in committee order and a full editor of the selected
/// profile in both languages. Every edit is an undoable, audited command.
class CandidatesPage : public Page {
    Q_OBJECT

public:
    explicit CandidatesPage(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) override;

    /// Selects a candidate by id (used by other pages and tests).
    void select(const QString& id);
    QString selectedId() const;

private:
    void buildEditor(QWidget* editor);
    void loadSelected();
    void commit(CandidateField field, const QVariant& value);
    void setShortlisted(bool shortlisted);
    void addCandidate();
    void duplicateCandidate();
    void removeCandidate();
    void showError(const QString& message);
    QString currentName() const;

    QPointer<Workspace> m_workspace;
    CandidateListModel* m_model;
    QListView* m_list;
    QPushButton* m_add;
    QPushButton* m_duplicate;
    QPushButton* m_remove;
    QWidget* m_editor;
    QLabel* m_id;
    QLabel* m_origin;
    QLabel* m_error;
    QCheckBox* m_shortlisted;
    QLineEdit* m_setAsideReason;
    QCheckBox* m_inPoc;
    QMap<CandidateField, QLineEdit*> m_lines;
    QMap<CandidateField, CommitTextEdit*> m_texts;
    QMap<CandidateField, QComboBox*> m_combos;
    QString m_current;
    bool m_loading = false;
};

} // namespace gatebench
