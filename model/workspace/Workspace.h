#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "repositories/AuditRepository.h"
#include "repositories/ImportRepository.h"

#include <QDateTime>
#include <QObject>

#include <functional>
#include <memory>
#include <optional>
#include <type_traits>

class QThread;
class QTimer;
class QUndoStack;

namespace gatebench {

class ChangeSpool;
class ChangeMarkReader;
class ChangeWatch;
class EvaluationQueries;
class Storage;

/// The user setting (QSettings) that keeps the reviewer chosen in the window; imports from the
/// command line record the same name.
inline constexpr char kReviewerSetting[] = "reviewer"; // not storage: a QSettings key
/// The user setting (QSettings) that keeps the committee member chosen on this machine (their id):
/// who acts in the window and, without --as-member, on the command line.
inline constexpr char kMemberSetting[] = "member"; // not storage: a QSettings key

/// What an import audits: one entry for the whole import, not one per row.
struct ImportSummary {
    QString kind;
    QStringList files;  ///< file names as the user chose them (ZIP members as ZIP/member)
    QStringList sha256; ///< hex, one per file
    qint64 rows = 0;
    QString timeZone;                           ///< the IANA zone the files' naive timestamps were read in; empty: none
    QList<std::pair<QString, QString>> options; ///< what shaped the reading (ImportDetail::options)
    /// A job import: of `rows`, the later records of jobs the evaluation held (written in their
    /// place); the jobs read that it held already, left out, and the first of them kept with the
    /// import (their `importId` is set when it is written).
    qint64 updated = 0;
    qint64 duplicates = 0;
    QList<ImportRejection> kept;
};

/// What an undo step says, as the predicate of a sentence ("set the verdict of NVIDIA Run:ai on
/// “Data boundary” to Pass"; the Edit menu puts "Undo: " before it) in a language ("zh_CN" or
/// "en"): rendered when the step is pushed and again when the interface language changes. A plain
/// text reads the same in every language.
class StepText {
public:
    StepText(const QString& text)
        : m_render([text](const QString&) { return text; })
    {}
    template <typename Render,
              typename = std::enable_if_t<std::is_invocable_r_v<QString, const Render&, const QString&>>>
    StepText(Render render)
        : m_render(std::move(render))
    {}
    QString operator()(const QString& language) const { return m_render(language); }

private:
    std::function<QString(const QString&)> m_render;
};

/// What the undo command of an import keeps: its id and the tables it wrote, never its rows.
struct ImportRecord {
    qint64 id = 0;
    QString slot;         ///< prefix of its slots in the storage's scratch area (unique per workspace)
    QStringList inserted; ///< tables it added rows to, in order
    QStringList updated;  ///< tables whose rows it changed, in order
    ImportDetail detail;  ///< what its audit entries keep: files, hashes, row count, the rows
    /// Undone by its state (a streamed job import, see adoptImport): undo and redo set the state of
    /// its `imports` row and leave its rows where they are, hidden while it is undone.
    bool byState = false;
};

/// What a streamed import wrote on a workspace's own connection (Workspace::executeStreamedImport).
struct StreamedImport {
    qint64 id = 0;        ///< its `imports` row; 0: nothing was written (refused, cancelled, a dry run)
    qint64 auditSeq = 0;  ///< its audit entry
    QStringList inserted; ///< the tables it added rows to, each row tagged with its id
    ImportDetail detail;  ///< what its audit entry keeps
};

/// One open evaluation: its storage, its undo stack and who is editing. Every write is a step: a
/// command (`execute`, `executeImport`, the command namespaces built on them), an `undo()` or a
/// `redo()`. A step is written at once in one transaction together with its audit entries, and
/// announced once through `changed`.
///
/// A step expects the rows it writes to be as it read them: an update the old values of the
/// columns it changes, a removal the whole row, an insert a free key (undo expects what the command
/// wrote, redo what undo restored). When another GateBench changed one of them meanwhile, the step
/// is refused as a Conflict, nothing is written and every view reads the file again.
class Workspace : public QObject {
    Q_OBJECT

public:
    /// `Trial`: read-only, except for trial writes that are rolled back (storageFactory::Access::Trial:
    /// the import dry run).
    enum class Access { ReadOnly, ReadWrite, Trial };
    /// How much of the file an opening for writing checks before it returns (storageFactory::Check):
    /// `Whole` (the commands), or `JobLogLater` (the window): every table but the job log, then the
    /// whole file on a worker thread while the window is in use. A write waits for that check to
    /// finish (only a write in the first seconds after opening a large file waits at all), and a file
    /// that fails it stays read-only: every write is refused with what the check found.
    enum class Checking { Whole, JobLogLater };
    /// Where the check of the whole file stands.
    enum class FileCheck { Passed, Running, Failed };

    ~Workspace() override;

    static Result<std::unique_ptr<Workspace>> open(const QString& path, Access access = Access::ReadWrite,
                                                   Checking checking = Checking::Whole);

    /// Where the check of the whole file stands (Passed unless opened with Checking::JobLogLater).
    FileCheck fileCheck() const { return m_fileCheck; }
    /// Why the evaluation is read-only after a failed check (for the user), else empty.
    QString fileCheckProblem() const { return m_fileCheckProblem; }
    /// Waits for the check of the whole file if it is still running; then why no write can be made
    /// (the check failed or could not run), else nothing.
    std::optional<Error> writeRefusal();
    /// Waits until the check of the whole file has finished and reported (fileCheckFinished).
    void waitForFileCheck();
    /// Takes over an already opened storage (used by creation and by tests).
    static std::unique_ptr<Workspace> adopt(std::unique_ptr<Storage> storage);
    /// A workspace over `storage`, which its caller owns and keeps open longer than the workspace: for
    /// a trial write on it (Storage::trial, the import dry run), whose steps are rolled back with it.
    static std::unique_ptr<Workspace> borrow(Storage& storage);

    /// The read layer: the current decision, the typed settings and every read for a viewer
    /// (workspace/EvaluationQueries.h). What it read is dropped on every change, before `changed`
    /// reaches anyone else.
    EvaluationQueries& queries() const;
    QString path() const;
    /// The undo stack, to read (count, index, texts) and to follow (its signals). It moves only through
    /// `undo()` and `redo()`, which write first.
    const QUndoStack* undoStack() const { return m_undoStack; }

    /// Undoes the command before the stack's index: writes its inverse and, only when that is written,
    /// moves the stack. A refused or failed write changes nothing and leaves the stack where it was;
    /// `writeFailed` says why and `changed` asks every view to read the file again.
    Result<void> undo();
    /// Redoes the command at the stack's index, the same way.
    Result<void> redo();

    /// Who edits: the reviewer chosen in the app, else the operating-system user.
    QString actor() const;
    void setActor(const QString& name);
    static QString systemUser();

    /// The committee member who acts (their id; empty: no member chosen, and the operating-system
    /// user acts as before the committee). Every write is checked against what the member may do and
    /// against a frozen decision (committee/WriteGuard.h) inside its transaction, before anything is
    /// written; a refused write changes nothing.
    const QString& actingMemberId() const { return m_actingMember; }
    void setActingMember(const QString& memberId) { m_actingMember = memberId; }

    /// The clock used for audit times (UTC). Replaceable so that simulated histories are repeatable.
    void setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }
    QDateTime now() const { return m_clock(); }

    QString setting(const QString& key, const QString& fallback = {}) const;
    /// The workspace language, "zh_CN" or "en".
    QString language() const;

    /// The language of the undo texts (the interface language; the evaluation's until set). Setting
    /// it renders every step on the stack again.
    void setTextLanguage(const QString& language);
    QString textLanguage() const;

    /// Applies `changes` in one transaction with their audit entries and pushes one undoable
    /// command named `text`. Nothing is written or pushed when any change fails. A step that changes
    /// several fields of existing rows (and nothing else) is audited as one act
    /// (AuditRepository::editAct); rows added or removed are audited row by row.
    Result<void> execute(const ChangeSet& changes, const StepText& text);
    /// The same, audited as the one act `act` instead of row by row.
    Result<void> execute(const ChangeSet& changes, const StepText& text, const AuditAct& act);

    /// Applies `changes` in one transaction, audited as the one act `act`, as a record of its own that
    /// is no step of Edit > Undo: a signature, a freeze or a reopening of the decision (committee/
    /// Signoff.h), which only what follows them undoes (a new signature, a reopening with its reason).
    Result<void> record(const ChangeSet& changes, const AuditAct& act);

    /// An import: `changes` and a row of the `imports` table in one transaction, audited once
    /// (action "import", with the files, their SHA-256, the row count and which rows it added and
    /// changed: ImportDetail) and pushed as one
    /// undoable command; undo removes all of it and is audited once too. Rows stream from the spool
    /// in batches through prepared statements; every added row is tagged with the import's id, and
    /// only rows it changes are kept (as they were) for undo. Returns the import's id.
    Result<qint64> executeImport(const ChangeSpool& changes, const ImportSummary& summary, const StepText& text);

    /// An import another connection to this file wrote and committed (a worker thread's own, see
    /// importers/JobImport.h) with its audit entry: its id, the tables it added rows to (each row
    /// tagged with the id; tables whose reads honour the import's state, ImportRepository::
    /// jobImportTables) and its audit detail. Pushes it as one undoable command and announces the
    /// change, so that every view reads what the other connection wrote (`auditSeq`: its entry).
    ///
    /// Its undo and redo write one row, whatever the size of the import: the import's state
    /// (ImportRepository::setUndone), audited once each. Its rows stay in place, left out of every
    /// read while it is undone, so that neither blocks the window (a million jobs moved to a scratch
    /// area took seconds on its thread). They are deleted when no redo can bring them back: when the
    /// stack drops the step (a new step after the undo), by a worker thread with its own connection;
    /// when the workspace closes with the step undone, at the next opening for writing (the same
    /// worker).

    void adoptImport(qint64 id, qint64 auditSeq, const QStringList& inserted, const ImportDetail& detail,
                     const StepText& text);

    /// An import too large to spool (a job log of millions of jobs, importers/JobImport): `write`
    /// reads its files straight into one transaction of this workspace's own connection, with its
    /// `imports` row and its audit entry, and says what it wrote. A written import becomes one
    /// undoable step, as adoptImport makes one (named by `text` of its detail), and `changed` is
    /// announced; nothing is pushed when nothing was written. The same step as every other write.
    Result<StreamedImport> executeStreamedImport(const std::function<Result<StreamedImport>(Storage&)>& write,
                                                 const std::function<StepText(const ImportDetail&)>& text);

    /// Whether the other members' changes reach this workspace while it is open (an evaluation on a
    /// server, Workspace::open): a hint from the server when another connection commits, and a poll of
    /// the change mark every few seconds in case a hint was lost; either way, when the mark moved, every
    /// view reads the evaluation again (`changed` with `everything`).
    bool isLive() const { return m_watch != nullptr; }
    /// Whether the connection to the server is lost: every write is refused (nothing is lost silently)
    /// until it is back; the workspace tries to connect again every second.
    bool isServerLost() const { return m_serverLost; }
    /// Asks for the change mark and, when another connection wrote, announces it once the answer
    /// comes (what a hint and the poll do). The mark is read on the storage's reader
    /// (Storage::changeMarkReader) in a worker of its own, so that a server that stops answering never
    /// holds up this thread: the connection counts as lost when the reader fails or gives up waiting.
    /// After a lost connection, tries to connect again.
    void catchUp();

    /// True while the workspace is being destroyed (its commands need not tidy up).
    bool isClosing() const { return m_closing; }

    /// Deletes the rows of undone streamed imports that no redo can bring back (import `id`, else
    /// every undone import of the file) in a worker thread with its own connection, so that the
    /// window goes on; without a file to connect to, at once. Reads leave those rows out meanwhile.
    void purgeUndoneImports(std::optional<qint64> id = std::nullopt);
    /// Waits until the purges started so far are done (closing, tests).
    void waitForPurges();

    /// Sets columns of one row as one undoable command; only columns whose value changes are
    /// written. Does nothing when nothing changes.
    Result<void> setFields(const QString& table, const Filter& key, const Row& values, const QString& text);

    /// Builds the removal of the rows matching `key` in `table` together with every row that
    /// refers to them (children first), so that undo restores all of it.
    Result<ChangeSet> removalWithDependents(const QString& table, const Filter& key) const;

signals:
    /// Emitted once after every step that wrote something (edit, import, undo, redo), naming what it
    /// changed; and after a refused step, with `everything` set, so that the views show the file's
    /// current state.
    void changed(const gatebench::ChangeEvent& event);
    /// Emitted when an undo or redo could not be written; the message is for the user.
    void writeFailed(const QString& message);
    /// Emitted once when the check of the whole file left for later has finished (fileCheck()).
    void fileCheckFinished();
    /// Emitted when the connection to the server of a live evaluation is lost (`connected` false, with
    /// what happened, for the user) and when it is back (true).
    void serverConnection(bool connected, const QString& message);

private:
    friend class ChangeCommand;
    friend class ImportCommand;
    /// The model's writers read the rows as stored through it (workspace/ModelAccess.h).
    friend struct ModelAccess;
    /// Tests set up states no command makes yet (and simulate other writers) on the raw storage.
    friend struct WorkspaceTestAccess;

    explicit Workspace(std::unique_ptr<Storage> storage);
    /// The storage itself: read by the read layer (queries()) and the model's writers (ModelAccess);
    /// every write goes through the commands.
    const Storage& storage() const { return *m_storage; }
    /// Applies changes and audits them in one transaction, without touching the undo stack.
    /// `detail` is kept in the log.
    Result<void> apply(const ChangeSet& changes, const QString& detail, const std::optional<AuditAct>& act = {});
    Result<void> applyOne(const Change& change, const QString& detail, bool audited = true);
    /// Appends one audit entry (inside the current transaction if there is one).
    Result<void> audit(const QString& action, const QString& entity, const QString& entityId, const QString& field,
                       const QVariant& oldValue, const QVariant& newValue, const QString& detail);
    /// Runs `work` as one step and returns what it changed; on failure nothing is announced.
    Result<ChangeEvent> step(const std::function<Result<void>()>& work);
    /// After a refused step: the views read the file again (someone else may have written it).
    Error refused(Error error);
    /// Announces that anything may have changed, so that every view reads the file again.
    void rereadAll();
    Result<void> undoOrRedo(bool backwards);
    /// Starts the check of the whole file on a worker with its own connection (Checking::JobLogLater).
    void startFileCheck();
    /// Starts listening for the other members' changes (a server evaluation; nothing for a file).
    void startLiveUpdates();
    /// The connection is lost: say so, refuse writes and try again every second.
    void loseServer(const QString& detail);
    /// While the connection is lost: asks on a worker whether the server answers (Storage::serverProbe)
    /// and, when it does, connects again (reconnectServer); one probe at a time.
    void probeServer();
    /// Connects again and listens again; on success says so and reads everything again.
    void reconnectServer();
    /// The reader's answer to catchUp's request: the change mark, unless something changed meanwhile.
    void takeWriteCount(qint64 writeCount);
    /// When the change mark moved: remembers it and has every view read again.
    void takeMark(qint64 mark);
    /// Takes the worker's finding (once it has finished) and announces it.
    void finishFileCheck();

    std::unique_ptr<Storage> m_storage;
    bool m_borrowed = false; ///< m_storage is the caller's (borrow()): released, never deleted
    std::unique_ptr<EvaluationQueries> m_queries;
    QUndoStack* m_undoStack = nullptr;
    QString m_actor;
    QString m_actingMember;
    std::function<QDateTime()> m_clock;
    qint64 m_importSerial = 0;
    bool m_closing = false;
    QList<QThread*> m_purges;         ///< purge workers (purgeUndoneImports), waited for when closing
    QThread* m_fileChecker = nullptr; ///< the check of the whole file (startFileCheck)
    FileCheck m_fileCheck = FileCheck::Passed;
    QString m_fileCheckProblem;
    std::optional<Error> m_fileCheckFound; ///< written by the worker, read after it has finished
    ChangeEvent m_event;                   ///< what the step being written has changed so far
    QString m_textLanguage;
    std::unique_ptr<ChangeWatch> m_watch;           ///< the other members' hints (startLiveUpdates)
    QTimer* m_poll = nullptr;                       ///< the poll of the change mark, and the reconnection
    std::unique_ptr<ChangeMarkReader> m_markReader; ///< reads the mark off this thread (catchUp)
    bool m_markAsked = false;                       ///< the reader's answer is awaited
    bool m_markAgain = false;                       ///< ask again once it comes (a hint meanwhile)
    qint64 m_ownCommitsAsked = 0;                   ///< this storage's own commits when it was asked
    qint64 m_seenMark = 0;                          ///< the change mark last read (others' writes only)
    bool m_serverLost = false;
    QThread* m_probe = nullptr; ///< the probe of the lost server running now (probeServer)
};

/// Renders a value for the audit log: NULL stays null, rows become compact JSON.
QVariant auditValue(const QVariant& value);

} // namespace gatebench
