#pragma once

#include "domain/Domain.h"
#include "whatif/Policy.h"

#include <QDialog>
#include <QList>
#include <QMap>
#include <QPointer>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;
class QTabWidget;

namespace gatebench {

class Workspace;

/// Edits the scheduling policy of one candidate (or of today's cluster) for the what-if: simple fields
/// for the common parameters (kind, backfill, each team's GPUs, borrowing, reclaim, preemption,
/// checkpoint interval, start-up delay) or the whole policy document as JSON, read with the engine's
/// strict parser (an error names its field and the dialog stays open). Save writes it through
/// whatifedits::setPolicy (one undoable, audited step); "Back to the default" removes the stored one.
/// A policy that is a built-in profile's default is marked as an assumption.
class PolicyDialog : public QDialog {
    Q_OBJECT

public:
    /// `candidateId` empty: today's policy. `policy`: the one in force; `assumed`/`models`: whether it
    /// is a default and what it stands for; `teams`: the teams whose GPUs the fields edit.
    PolicyDialog(Workspace* workspace, const QString& candidateId, const QString& name, const whatif::Policy& policy,
                 bool assumed, const QString& models, const QList<Team>& teams, QWidget* parent = nullptr);

    QPlainTextEdit* jsonEdit() const { return m_json; }
    QTabWidget* tabs() const { return m_tabs; }
    /// Why Save was refused (empty when nothing was refused).
    QString refusal() const;
    /// The policy the fields (or, on the JSON tab, the document) describe; an error names the field.
    Result<whatif::Policy> edited() const;

public slots:
    void accept() override;
    /// Removes the stored policy: back to the built-in default (or today's).
    void restoreDefault();

private:
    void fillFields(const whatif::Policy& policy);
    whatif::Policy fromFields() const;
    void kindChanged();
    void tabChanged(int index);
    void refuse(const QString& message);

    QPointer<Workspace> m_workspace;
    QString m_candidateId;
    QList<Team> m_teams;
    whatif::Policy m_policy; ///< the fields edit this one; parameters without a field are kept
    QTabWidget* m_tabs;
    QComboBox* m_kind;
    QCheckBox* m_backfill;
    QCheckBox* m_fromTeams;
    QLabel* m_gpusCaption;
    QMap<QString, QDoubleSpinBox*> m_gpus; ///< by team id
    QCheckBox* m_borrowing;
    QCheckBox* m_reclaim;
    QCheckBox* m_preemption;
    QSpinBox* m_checkpoint; ///< minutes
    QSpinBox* m_startup;    ///< seconds
    QPlainTextEdit* m_json;
    QLabel* m_error;
    int m_shownTab = 0;
};

} // namespace gatebench
