#pragma once

#include "commands/Change.h"
#include "domain/Domain.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QTimeZone>

namespace gatebench {

class Workspace;

/// The PoC runs as a read-only table in the reader's language, one row per run in the order recorded:
/// candidate and scenario by name (the other language marked when only it is given), times in the
/// cluster's time zone (named in the header), durations as "12.5 min", the outcome with its failure
/// reason, and the file line each run came from. SortRole gives each column's value to sort by:
/// numbers for durations and counts, seconds since the epoch for times, text otherwise; a value not
/// recorded is an invalid QVariant (PocRunsFilter sorts it last). The model follows the workspace.
class PocRunsModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Candidate,
        Scenario,
        RunId,
        ReplayId, ///< the job of a what-if load it replayed (gb-N); empty for other runs
        Submitted,
        Outcome,
        QueueWait,
        TimeToAvailable,
        GpuHours,
        Steps,
        Interventions,
        Recovery,
        Diagnosed,
        Notes,
        Source,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        CandidateIdRole,
        ScenarioIdRole,
        OutcomeKeyRole, ///< the outcome's key (PocRepository::outcomeKey); empty when not recorded
    };

    explicit PocRunsModel(QObject* parent = nullptr);
    void setWorkspace(Workspace* workspace);
    /// The language of names ("zh_CN" or "en"); labels follow the installed translation.
    void setLanguage(const QString& language);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The run shown in `row`; null when there is none.
    const PocRun* runAt(int row) const;
    /// A candidate's or scenario's name as the table shows it.
    QString candidateName(const QString& id) const;
    QString scenarioName(const QString& id) const;
    /// The candidates and scenarios that have runs (ids), in the committee's and the catalogue's order:
    /// the filter's choices.
    QStringList candidatesWithRuns() const;
    QStringList scenariosWithRuns() const;
    /// The cluster's time zone, in which times are shown.
    QTimeZone zone() const { return m_zone; }

    /// The message of the last failed read (empty when the table is complete).
    QString loadError() const { return m_error; }

public slots:
    void reload();

private:
    QString displayText(const PocRun& run, int column) const;
    QVariant sortValue(const PocRun& run, int column) const;
    QString toolTip(const PocRun& run, int column) const;

    QPointer<Workspace> m_workspace;
    QString m_language = QStringLiteral("en");
    QList<PocRun> m_runs;
    QStringList m_candidateOrder;           ///< every candidate, committee order
    QHash<QString, Bilingual> m_candidates; ///< names by id
    QList<PocScenario> m_scenarios;         ///< catalogue order
    QTimeZone m_zone = QTimeZone::utc();
    QString m_error;
};

} // namespace gatebench
