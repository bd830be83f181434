#pragma once

#include "domain/Domain.h"
#include "repositories/BaselineRepository.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QMap>
#include <QPointer>
#include <QTimeZone>
#include <QVector>

#include <optional>

class QThread;

namespace gatebench {

class Workspace;

/// The baseline's job log as a read-only table that scrolls through millions of jobs without
/// reading them: the row count comes from one count, and rows are read in pages as the view asks
/// for them (keyset paging from the nearest page already read, from whichever end is nearer),
/// keeping only a few pages. Filters by team, task type, outcome and submit time; ordered by submit
/// time (oldest or newest first). Times are in the cluster's time zone, named in the headers;
/// outcomes and task types through their labels. The Qt::UserRole of a cell is the stored value
/// (UTC seconds for times, the key of an outcome, the id of a team). The count reads every job the
/// filter keeps; setCountInBackground() moves it off the caller's thread (the window's).
class BaselineJobsModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        JobKey,
        Team,
        User,
        TaskType,
        GpuType,
        Gpus,
        Submitted,
        Started,
        Ended,
        QueueWait,
        Outcome,
        FailureReason,
        ColumnCount
    };

    /// Rows read at once.
    static constexpr int kPageRows = 200;

    explicit BaselineJobsModel(QObject* parent = nullptr);
    ~BaselineJobsModel() override;
    void setWorkspace(Workspace* workspace);
    /// Counts the rows in a worker with a read-only connection of its own: after each reload the
    /// table has no rows until the count arrives (then it is reset again and counted() is emitted).
    /// Off (the default), reload() counts where it is called.
    void setCountInBackground(bool background);
    /// True while a background count runs (the table shows no rows meanwhile).
    bool isCounting() const { return m_counting; }
    /// The language of team names ("zh_CN" or "en"; empty: the workspace's).
    void setLanguage(const QString& language);

    void setFilter(const JobFilter& filter);
    JobFilter filter() const { return m_filter; }
    bool newestFirst() const { return m_newestFirst; }

    /// The job shown in `row`, reading its page when needed (null when there is none).
    const JobRecord* jobAt(int row) const;
    /// How many queries have read pages since the last reload (what a test of paging counts).
    int pageReads() const { return m_pageReads; }
    /// The cluster time zone the times are shown in.
    QTimeZone zone() const { return m_zone; }

    /// The message of the last failed read (empty when what is shown is complete).
    QString loadError() const { return m_error; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    /// Only the submit time orders the log (its index makes every page cheap); other columns keep it.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    /// A wait of `seconds` as people read it ("45 s", "12 min", "3 h 05 min", "2 d 4 h").
    static QString waitText(qint64 seconds);

public slots:
    void reload();

signals:
    /// A read failed (`message` is for the user); what is shown may be incomplete.
    void loadFailed(const QString& message);
    /// A background count arrived (the model was reset with it).
    void counted();

private:
    const QVector<JobRecord>* page(int index) const;
    void fail(const QString& message) const;
    void startCount();
    /// Waits for the background counts still running (they read the workspace shown so far).
    void waitForCounts();

    QPointer<Workspace> m_workspace;
    JobFilter m_filter;
    bool m_newestFirst = false;
    qint64 m_count = 0;
    QTimeZone m_zone = QTimeZone::utc();
    QString m_language;
    QHash<QString, QString> m_teamNames; ///< team id -> name in the language, where the teams name it
    mutable QHash<int, QVector<JobRecord>> m_pages;
    mutable QList<int> m_recent;               ///< page indexes, most recently used last
    mutable QMap<int, JobCursor> m_pageEnds;   ///< the last job of each page read so far
    mutable QMap<int, JobCursor> m_pageStarts; ///< the first job of each page read so far
    mutable int m_pageReads = 0;
    mutable QString m_error;
    bool m_countInBackground = false;
    bool m_counting = false;
    int m_countGeneration = 0;      ///< the count a reload asked for last; older results are dropped
    QList<QThread*> m_countWorkers; ///< still running (a reload during a count starts another)
};

} // namespace gatebench
