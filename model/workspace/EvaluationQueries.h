#pragma once

#include "core/Result.h"
#include "decision/DecisionEngine.h"
#include "workspace/EvaluationSettings.h"
#include "workspace/Viewer.h"

#include <QDate>
#include <QHash>

#include <map>
#include <memory>
#include <optional>

namespace gatebench {

class Storage;
class VisibleRows;
class Workspace;
struct ScoringRound;
struct Visibility;

/// One committee member's progress in a sealed round: how many of the cells assigned to them they
/// scored (the chair sees the counts, never the values).
struct MemberProgress {
    QString memberId;
    QString name;
    Permission permission = Permission::Member; ///< the chair or a member (observers score nothing)
    int scored = 0;
    int assigned = 0;
};

/// A sealed round's progress, member by member (committee order: the members as stored).
struct RoundProgress {
    qint64 roundId = 0;
    QList<MemberProgress> members;
};

/// The decision on one as-of date with the input it was decided on: one snapshot, shared by every
/// reader until the next change (a reader keeps its copy as long as it holds the pointer).
struct CurrentDecision {
    DecisionInput input;
    Decision decision;
};

/// The read layer of one open evaluation, owned by its Workspace: every page, item model, command of
/// the command line and the report reads through it, never through the storage itself.
///
/// - The current decision (the gate-first engine on the loaded input) is computed once per change of
///   the workspace and per as-of date, and shared: a page, the command line and the report that ask
///   for the same date get the same snapshot. Every `Workspace::changed` drops it (before any view
///   hears of the change), and the next read computes it again.
/// - The settings, typed (EvaluationSettings), read once per change.
/// - Every read is for a viewer (Viewer): the one chosen for this workspace (`viewer()`, everyone
///   until a member is chosen) unless one is named. Today every viewer reads every row; a sealed
///   round's filter belongs in `rows()`, `decision()` and `openReader()`, and nowhere else.
/// - `openReader()` gives a worker thread a read-only connection of its own (connections are
///   thread-bound).
///
/// Reads run on the workspace's thread; only `openReader()` may be called from any thread.
class EvaluationQueries {
public:
    explicit EvaluationQueries(const Workspace& workspace, const Storage& storage);
    ~EvaluationQueries();
    EvaluationQueries(const EvaluationQueries&) = delete;
    EvaluationQueries& operator=(const EvaluationQueries&) = delete;

    /// Who reads when no viewer is named (everyone until a member is chosen).
    const Viewer& viewer() const { return m_viewer; }
    /// Reads for `viewer` from now on; what was read for another is dropped.
    void setViewer(const Viewer& viewer);

    /// The viewer of committee member `memberId` by their permission (chair, member, observer); empty:
    /// everyone. A BadInput error when the evaluation has no such member.
    Result<Viewer> viewerOf(const QString& memberId) const;

    /// The rows `viewer` may read, for the repositories and the model's readers (report, TCO, PoC):
    /// read-only. While a scoring round is sealed (open or closed, not revealed), another member's
    /// score and note of its cells is no row, an audit entry about one keeps neither its values nor its
    /// detail, and with the round's hidden prices a member (and everyone) reads no cost line
    /// (repositories/VisibleRows.h applies it). A member reads their own scores; the chair, observers
    /// and everyone read none of a sealed cell. Valid while the workspace is open; what it hides is
    /// decided again at every change, so keep it no longer than one reading.
    const Storage& rows(const Viewer& viewer) const;
    const Storage& rows() const { return rows(m_viewer); }

    /// What `viewer` may not see (the sealed cells, hidden prices), as of the last change.
    const Visibility& visibility(const Viewer& viewer) const;
    /// The sealed rounds (open or closed, not revealed), as of the last change; empty on a failed read.
    QList<ScoringRound> sealedRounds() const;
    /// Whether prices and TCO figures are hidden from `viewer` (a sealed round that hides them, and a
    /// member or everyone reading).
    bool pricesHidden(const Viewer& viewer) const;
    bool pricesHidden() const { return pricesHidden(m_viewer); }
    /// Each sealed round's progress per member (committee::roundProgress: the cells assigned to them,
    /// recusals left out): counts only, whoever reads.
    Result<QList<RoundProgress>> progress() const;

    /// The typed settings as of the last change.
    const EvaluationSettings& settings() const;
    /// The evaluation date (settings().evaluationDate at the workspace's clock).
    QDate evaluationDate() const;

    /// The decision on `asOf` (invalid: the evaluation date) for `viewer`, computed once per change
    /// and date and shared. A failed read is not kept: the next call tries again.
    Result<std::shared_ptr<const CurrentDecision>> decision(QDate asOf, const Viewer& viewer) const;
    Result<std::shared_ptr<const CurrentDecision>> decision(QDate asOf = {}) const { return decision(asOf, m_viewer); }

    /// A read-only connection of its own to the evaluation's file, for a worker thread: call it in
    /// the thread that reads (connections are thread-bound) and drop it there. Safe from any thread
    /// while the workspace is open; the workspace's own writes and other writers go on meanwhile.
    Result<std::unique_ptr<const Storage>> openReader(const Viewer& viewer) const;
    Result<std::unique_ptr<const Storage>> openReader() const { return openReader(m_viewer); }

    /// Drops what was read: the workspace calls it for every change it announces, before the views
    /// hear of it.
    void invalidate();

    /// How many times a decision was computed since the workspace opened (a test hook: once per
    /// change and as-of date, however many readers ask).
    int decisionsComputed() const { return m_decisionsComputed; }

private:
    const Workspace& m_workspace;
    const Storage& m_storage;
    Viewer m_viewer;
    mutable std::optional<EvaluationSettings> m_settings;
    mutable std::optional<DecisionInput> m_input; ///< the current viewer's, as of the last change
    mutable QHash<QDate, std::shared_ptr<const CurrentDecision>> m_decisions;
    mutable int m_decisionsComputed = 0;
    struct Sealing; ///< the sealed rounds and each viewer's visibility, as of the last change
    mutable std::unique_ptr<Sealing> m_sealing;
    /// One view of the rows per viewer that read, kept while the workspace is open (a repository may
    /// hold a reference); its rules follow the changes.
    mutable std::map<std::pair<int, QString>, std::unique_ptr<VisibleRows>> m_views;
};

} // namespace gatebench
