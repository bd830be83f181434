#include "workspace/Workspace.h"

#include "committee/WriteGuard.h"
#include "workspace/EvaluationQueries.h"

#include "repositories/AuditActors.h"
#include "repositories/AuditRepository.h"
#include "repositories/ImportRepository.h"
#include "repositories/RowValues.h"
#include "repositories/SettingsRepository.h"
#include "repositories/TextLimits.h"
#include "storage/ChangeSpool.h"
#include "storage/ChangeWatch.h"
#include "storage/Schema.h"
#include "storage/StorageFactory.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QThread>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <atomic>
#include <utility>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Workspace)
};

/// The key of a row as a reader names it: its values ("runai / gate-data-boundary").
QString keyValues(const Filter& key)
{
    QStringList values;
    for (auto it = key.cbegin(); it != key.cend(); ++it)
        values.append(it.value().toString());
    return values.join(QStringLiteral(" / "));
}

/// The columns of a change that the row must still hold for it to be written: the old values of an
/// update's columns, the whole row of a removal.
Filter expectation(const Change& change)
{
    Filter expected = change.key;
    for (auto it = change.before.cbegin(); it != change.before.cend(); ++it)
        expected.insert(it.key(), it.value());
    return expected;
}

bool hasWholeKey(const Filter& key)
{
    if (key.isEmpty())
        return false;
    for (const QVariant& value : key) {
        if (value.isNull() || !value.isValid())
            return false;
    }
    return true;
}

} // namespace

/// A step on the undo stack. QUndoStack calls undo() and redo() when its index moves; here they write
/// nothing, because the workspace has written the step before it moves the stack (and leaves the
/// stack where it is when the write is refused). `write` is that write.
class WorkspaceCommand : public QUndoCommand {
public:
    WorkspaceCommand(StepText text, const QString& language)
        : QUndoCommand(text(language))
        , m_text(std::move(text))
    {}
    void undo() final {}
    void redo() final {}
    /// Writes the command's inverse (`backwards`) or the command itself, in one transaction.
    virtual Result<void> write(bool backwards) const = 0;
    /// Says the step again in `language` (the interface language changed).
    void retranslate(const QString& language) { setText(m_text(language)); }

private:
    StepText m_text;
};

/// The one undo command for row changes: redo applies the set, undo its inverse.
class ChangeCommand final : public WorkspaceCommand {
public:
    ChangeCommand(Workspace* workspace, ChangeSet changes, const StepText& text, std::optional<AuditAct> act = {})
        : WorkspaceCommand(text, workspace->textLanguage())
        , m_workspace(workspace)
        , m_changes(std::move(changes))
        , m_act(std::move(act))
    {}

    Result<void> write(bool backwards) const override
    {
        if (backwards) {
            std::optional<AuditAct> undone = m_act;
            if (undone) {
                undone->action = QStringLiteral("undo ") + undone->action;
                std::swap(undone->oldValue, undone->newValue);
            }
            return m_workspace->apply(inverse(m_changes), Text::tr("Undo: %1").arg(text()), undone);
        }
        return m_workspace->apply(m_changes, Text::tr("Redo: %1").arg(text()), m_act);
    }

private:
    Workspace* m_workspace;
    ChangeSet m_changes;
    std::optional<AuditAct> m_act; ///< the one entry that audits the step, if it is one act
};

/// An import as one undo step. It holds the import's id and the names of the tables it wrote, never
/// its rows. An import through `executeImport` (rows of the evaluation: candidates, criteria, ...):
/// undo keeps the rows it added, the `imports` row and the rows it changed (as they are after it) in
/// the connection's scratch area and puts back the rows as they were before it; redo the reverse.
/// A streamed job import (`adoptImport`, `byState`): undo and redo set the import's state and
/// nothing else, one row whatever the number of jobs, so that they never hold the window up (moving
/// a million jobs to the scratch area and back took 4 and 7 s on its thread); every read of the job
/// log leaves the rows of an undone import out, and they are deleted once no redo can bring them
/// back (Workspace::purgeUndoneImports). Either way one transaction, audited once.
class ImportCommand final : public WorkspaceCommand {
public:
    ImportCommand(Workspace* workspace, ImportRecord record, const StepText& text)
        : WorkspaceCommand(text, workspace->textLanguage())
        , m_workspace(workspace)
        , m_record(std::move(record))
    {}
    ~ImportCommand() override
    {
        // Rows kept for a redo that can no longer happen (the stack dropped this command); a closing
        // workspace loses its scratch area with its connection anyway, and the rows an undone job
        // import left in place are purged at the next opening.
        if (m_workspace->isClosing())
            return;
        if (m_record.byState)
            m_workspace->purgeUndoneImports(m_record.id); // only if it is undone
        else
            (void)m_workspace->m_storage->dropStash(m_record.slot);
    }

    /// The tables an import or its undo changes, too many rows to name.
    static QStringList tables(const ImportRecord& record)
    {
        QStringList tables = record.inserted;
        for (const QString& table : record.updated) {
            if (!tables.contains(table))
                tables.append(table);
        }
        return ImportRepository::touchedTables(tables);
    }

    Result<void> write(bool backwards) const override
    {
        Storage& storage = *m_workspace->m_storage;
        const QString id = QString::number(m_record.id);
        const QString rows = m_record.slot + QStringLiteral("rows");
        const QString self = m_record.slot + QStringLiteral("self");
        const QString before = m_record.slot + QStringLiteral("before");
        const QString after = m_record.slot + QStringLiteral("after");
        m_workspace->m_event.wholeTables = tables(m_record);
        committee::WriteIntent intent;
        intent.importTables = tables(m_record);
        intent.jobLog = m_record.byState;
        // The committee's rules are checked inside the write's transaction (an outer one: the writes
        // below nest in it), so that nothing changes between the check and the write.
        return storage.transaction([&]() -> Result<void> {
            if (auto refused = committee::writeRefusal(storage, m_workspace->m_actingMember, intent))
                return *refused;
            if (m_record.byState)
                return writeState(storage, id, backwards);
            return writeRows(storage, id, rows, self, before, after, backwards);
        });
    }

    Result<void> writeRows(Storage& storage, const QString& id, const QString& rows, const QString& self,
                           const QString& before, const QString& after, bool backwards) const
    {
        return storage.transaction([&]() -> Result<void> {
            if (backwards) {
                // Changed rows first: they may carry this import's id, which must be gone with it.
                for (auto table = m_record.updated.crbegin(); table != m_record.updated.crend(); ++table) {
                    if (auto swapped = storage.swapStash(before, after, *table); !swapped)
                        return swapped.error();
                }
                for (auto table = m_record.inserted.crbegin(); table != m_record.inserted.crend(); ++table) {
                    if (auto kept = ImportRepository::stashRows(storage, rows, *table, m_record.id); !kept)
                        return kept.error();
                }
                auto kept = ImportRepository::stashEntry(storage, self, m_record.id);
                if (!kept)
                    return kept.error();
                if (*kept != 1)
                    return Error{Error::Kind::Conflict, Text::tr("The import %1 no longer exists").arg(id)};
                return m_workspace->audit(QStringLiteral("undo import"), QStringLiteral("import"), id, {}, {}, {},
                                          AuditRepository::importDetail(m_record.detail));
            }
            if (auto back = ImportRepository::unstashEntry(storage, self); !back)
                return back.error();
            for (const QString& table : std::as_const(m_record.inserted)) {
                if (auto back = storage.unstash(rows, table); !back)
                    return back.error();
            }
            for (const QString& table : std::as_const(m_record.updated)) {
                if (auto swapped = storage.swapStash(after, before, table); !swapped)
                    return swapped.error();
            }
            ImportDetail redone = m_record.detail;
            redone.redo = true;
            return m_workspace->audit(QStringLiteral("import"), QStringLiteral("import"), id, {}, {}, {},
                                      AuditRepository::importDetail(redone));
        });
    }

private:
    /// Undo (`backwards`) or redo of a streamed import: its state, audited once.
    Result<void> writeState(Storage& storage, const QString& id, bool backwards) const
    {
        return storage.transaction([&]() -> Result<void> {
            auto n = ImportRepository::setUndone(storage, m_record.id, backwards);
            if (!n)
                return n.error();
            if (*n != 1)
                return Error{Error::Kind::Conflict, Text::tr("The import %1 no longer exists").arg(id)};
            if (backwards)
                return m_workspace->audit(QStringLiteral("undo import"), QStringLiteral("import"), id, {}, {}, {},
                                          AuditRepository::importDetail(m_record.detail));
            ImportDetail redone = m_record.detail;
            redone.redo = true;
            return m_workspace->audit(QStringLiteral("import"), QStringLiteral("import"), id, {}, {}, {},
                                      AuditRepository::importDetail(redone));
        });
    }

    Workspace* m_workspace;
    ImportRecord m_record;
};

QVariant auditValue(const QVariant& value)
{
    if (value.isNull() || !value.isValid())
        return {};
    if (value.typeId() == QMetaType::QVariantMap) {
        // A row: its blobs (evidence files) are named by size, never copied into the log.
        QVariantMap row = value.toMap();
        for (auto it = row.begin(); it != row.end(); ++it) {
            if (it.value().typeId() == QMetaType::QByteArray)
                it.value() = QStringLiteral("<%1 bytes>").arg(it.value().toByteArray().size());
        }
        QJsonObject object = QJsonObject::fromVariantMap(row);
        return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
    }
    if (value.typeId() == QMetaType::QByteArray)
        return QStringLiteral("<%1 bytes>").arg(value.toByteArray().size());
    return value.toString();
}

Workspace::Workspace(std::unique_ptr<Storage> storage)
    : m_storage(std::move(storage))
    , m_queries(std::make_unique<EvaluationQueries>(*this, *m_storage))
    , m_undoStack(new QUndoStack(this))
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
{
    // Connected first, so that it runs before any view hears of the change (Qt calls slots in the
    // order they were connected): no view reads a decision or a setting from before the change.
    connect(this, &Workspace::changed, this, [this] { m_queries->invalidate(); });
}

EvaluationQueries& Workspace::queries() const
{
    return *m_queries;
}

Workspace::~Workspace()
{
    // The commands go while the storage is still there; they need not tidy a scratch area that
    // closes with the connection.
    m_closing = true;
    delete m_poll;
    m_poll = nullptr;
    m_markReader.reset(); // its worker stops within a moment, even while a server keeps it waiting
    if (m_probe) {
        // A probe waiting for a server that does not answer is not waited for: it ends by itself
        // (its timeout) and goes then; it holds nothing of this workspace.
        disconnect(m_probe, nullptr, this, nullptr);
        if (m_probe->isFinished())
            delete m_probe;
        else
            connect(m_probe, &QThread::finished, m_probe, &QObject::deleteLater);
        m_probe = nullptr;
    }
    m_watch.reset();
    delete m_undoStack;
    m_undoStack = nullptr;
    waitForPurges();
    if (m_fileChecker) {
        m_fileChecker->wait();
        delete m_fileChecker;
    }
    if (m_borrowed)
        (void)m_storage.release();
}

void Workspace::startFileCheck()
{
    m_fileCheck = FileCheck::Running;
    const QString location = path();
    // A connection of its own (the window's stays on its thread); in WAL mode it reads the file as
    // committed when the check starts, while the window reads on. Nothing is written meanwhile.
    m_fileChecker = QThread::create([this, location] {
        std::optional<Error> problem;
        auto storage = storageFactory::open(location, storageFactory::Access::ReadOnly);
        if (!storage) {
            problem = storage.error();
        } else {
            const Result<QStringList> problems = (*storage)->integrityCheck();
            if (!problems)
                problem = problems.error();
            else if (!problems->isEmpty())
                problem = Error{
                    Error::Kind::Integrity,
                    Text::tr("%1 failed the integrity check: %2").arg(location, problems->join(QStringLiteral("; ")))};
        }
        m_fileCheckFound = problem; // read by the workspace's thread only after this thread has finished
        // Announced on the workspace's thread; dropped if the workspace is gone by then.
        QMetaObject::invokeMethod(
            this, [this] { finishFileCheck(); }, Qt::QueuedConnection);
    });
    m_fileChecker->start(QThread::LowPriority);
}

void Workspace::finishFileCheck()
{
    if (m_fileCheck != FileCheck::Running || !m_fileChecker)
        return;
    m_fileChecker->wait(); // at most the last instructions of the worker when called by its message
    if (const std::optional<Error>& problem = m_fileCheckFound) {
        m_fileCheck = FileCheck::Failed;
        m_fileCheckProblem =
            problem->kind == Error::Kind::Integrity
                ? Text::tr("%1 The evaluation is open read-only: nothing can be changed in it.").arg(problem->message)
                : Text::tr("The file could not be checked (%1), so the evaluation is open read-only: nothing "
                           "can be changed in it. Close it and open it again to check it again.")
                      .arg(problem->message);
    } else {
        m_fileCheck = FileCheck::Passed;
        // Undone job imports of an earlier session (Workspace::open): purged now that writes may go.
        auto undone = ImportRepository(*m_storage).undoneIds();
        if (undone && !undone->isEmpty())
            purgeUndoneImports();
    }
    emit fileCheckFinished();
}

void Workspace::waitForFileCheck()
{
    finishFileCheck();
}

namespace {
/// How often a live workspace reads the change mark (a lost hint shows within this), and how often it
/// tries to connect again after the connection was lost.
constexpr int kPollMs = 3000;
constexpr int kReconnectMs = 1000;
} // namespace

void Workspace::startLiveUpdates()
{
    auto watch = m_storage->changeWatch();
    if (!watch || !*watch)
        return; // a file, or a server that cannot take a listener: no live updates, the poll neither
    m_watch = std::move(watch).value();
    connect(m_watch.get(), &ChangeWatch::hint, this, [this] { catchUp(); });
    if (auto mark = m_storage->changeMark())
        m_seenMark = *mark;
    // The poll reads on a connection of the reader's worker: a server that stopped answering keeps
    // that worker waiting, never the window.
    if (auto reader = m_storage->changeMarkReader(); reader && *reader) {
        m_markReader = std::move(reader).value();
        connect(m_markReader.get(), &ChangeMarkReader::read, this, &Workspace::takeWriteCount);
        connect(m_markReader.get(), &ChangeMarkReader::failed, this, [this](const QString& detail) {
            m_markAsked = false;
            if (!m_closing)
                loseServer(detail);
        });
    }
    m_poll = new QTimer(this);
    m_poll->setInterval(kPollMs);
    connect(m_poll, &QTimer::timeout, this, &Workspace::catchUp);
    m_poll->start();
}

void Workspace::loseServer(const QString& detail)
{
    if (m_serverLost)
        return;
    m_serverLost = true;
    m_poll->setInterval(kReconnectMs);
    emit serverConnection(false, Text::tr("The connection to the server of %1 was lost (%2). GateBench connects "
                                          "again as soon as it is back; until then nothing can be written.")
                                     .arg(path(), detail));
}

void Workspace::catchUp()
{
    if (!m_watch || m_closing)
        return;
    if (m_serverLost) {
        probeServer();
        return;
    }
    if (m_storage->connectionLost()) {
        // This window's own connection is gone (a read or write found it so) while the reader's may
        // not be: it is the one that has to connect again.
        loseServer(Text::tr("this window's connection to it was closed"));
        return;
    }
    if (m_markReader) {
        if (m_markAsked) {
            // The answer on its way may have been read before the change this call was told of.
            m_markAgain = true;
            return;
        }
        m_markAsked = true;
        m_markAgain = false;
        m_ownCommitsAsked = m_storage->ownCommits();
        m_markReader->request();
        return;
    }
    auto mark = m_storage->changeMark();
    if (!mark) {
        loseServer(mark.error().message);
        return;
    }
    takeMark(*mark);
}

void Workspace::takeWriteCount(qint64 writeCount)
{
    m_markAsked = false;
    if (m_closing || m_serverLost)
        return;
    if (m_markAgain || m_storage->ownCommits() != m_ownCommitsAsked) {
        // A change since the request (another's hint, or one of this window's own commits, which the
        // count may or may not hold): the count is not to be trusted; ask again.
        catchUp();
        return;
    }
    takeMark(writeCount - m_ownCommitsAsked);
}

void Workspace::takeMark(qint64 mark)
{
    if (mark != m_seenMark) {
        m_seenMark = mark;
        rereadAll();
    }
}

void Workspace::probeServer()
{
    if (m_probe)
        return; // the last one has not answered yet
    const std::function<bool()> probe = m_storage->serverProbe();
    if (!probe) {
        reconnectServer();
        return;
    }
    // A server that does not answer (a dropped network) keeps a connection attempt waiting up to its
    // timeout: the worker waits, never the window. Only once the server answers does this thread open
    // its connections again (they belong to the thread that opens them).
    auto answered = std::make_shared<std::atomic<bool>>(false);
    m_probe = QThread::create([probe, answered] { answered->store(probe()); });
    connect(m_probe, &QThread::finished, this, [this, answered] {
        m_probe->deleteLater();
        m_probe = nullptr;
        if (answered->load() && m_serverLost && !m_closing)
            reconnectServer();
    });
    m_probe->start(QThread::LowPriority);
}

void Workspace::reconnectServer()
{
    if (!m_storage->reconnect() || !m_watch->restart())
        return;
    m_serverLost = false;
    m_poll->setInterval(kPollMs);
    if (auto mark = m_storage->changeMark())
        m_seenMark = *mark;
    emit serverConnection(true, Text::tr("Connected again to the server of %1; the views show its current "
                                         "state.")
                                    .arg(path()));
    rereadAll(); // whatever the others wrote meanwhile
}

std::optional<Error> Workspace::writeRefusal()
{
    if (m_serverLost)
        return Error{Error::Kind::Io, Text::tr("The connection to the server of %1 is lost: nothing was written. "
                                               "GateBench connects again as soon as the server is back; then make "
                                               "the change again.")
                                          .arg(path())};
    finishFileCheck(); // a write in the first moments after opening waits for the check
    if (m_fileCheck == FileCheck::Failed)
        return Error{m_fileCheckFound ? m_fileCheckFound->kind : Error::Kind::Integrity, m_fileCheckProblem};
    return std::nullopt;
}

void Workspace::purgeUndoneImports(std::optional<qint64> id)
{
    // Finished workers go first.
    for (auto it = m_purges.begin(); it != m_purges.end();) {
        if ((*it)->isFinished()) {
            delete *it;
            it = m_purges.erase(it);
        } else {
            ++it;
        }
    }
    const QString location = path();
    if (location.isEmpty() || location == QLatin1String(":memory:")) {
        (void)ImportRepository::purgeUndone(*m_storage, id);
        return;
    }
    // Deleting a million rows takes seconds: a connection of its own does it while the window goes on.
    // Should it fail (another writer holds the file longer than the busy timeout), the rows stay hidden
    // and the next opening tries again.
    QThread* worker = QThread::create([location, id] {
        auto storage = storageFactory::open(location, storageFactory::Access::ReadWrite);
        if (storage)
            (void)ImportRepository::purgeUndone(**storage, id);
    });
    m_purges.append(worker);
    worker->start(QThread::LowPriority);
}

void Workspace::waitForPurges()
{
    for (QThread* worker : std::as_const(m_purges)) {
        worker->wait();
        delete worker;
    }
    m_purges.clear();
}

Result<std::unique_ptr<Workspace>> Workspace::open(const QString& path, Access access, Checking checking)
{
    const storageFactory::Access opening = access == Access::ReadWrite ? storageFactory::Access::ReadWrite
                                           : access == Access::Trial   ? storageFactory::Access::Trial
                                                                       : storageFactory::Access::ReadOnly;
    auto storage = storageFactory::open(path, opening,
                                        checking == Checking::JobLogLater ? storageFactory::Check::JobLogLater
                                                                          : storageFactory::Check::Whole);
    if (!storage)
        return storage.error();
    auto workspace = adopt(std::move(storage).value());
    workspace->startLiveUpdates();
    if (!workspace->storage().uncheckedTables().isEmpty()) {
        workspace->startFileCheck(); // it purges what the lines below would, once it has passed
        return workspace;
    }
    if (access == Access::ReadWrite) {
        // Undone job imports of an earlier session (closed before their redo) are still stored,
        // hidden: no redo can bring them back now.
        auto undone = ImportRepository(workspace->storage()).undoneIds();
        if (undone && !undone->isEmpty())
            workspace->purgeUndoneImports();
    }
    return workspace;
}

std::unique_ptr<Workspace> Workspace::adopt(std::unique_ptr<Storage> storage)
{
    return std::unique_ptr<Workspace>(new Workspace(std::move(storage)));
}

std::unique_ptr<Workspace> Workspace::borrow(Storage& storage)
{
    auto workspace = std::unique_ptr<Workspace>(new Workspace(std::unique_ptr<Storage>(&storage)));
    workspace->m_borrowed = true;
    return workspace;
}

QString Workspace::path() const
{
    return m_storage->location();
}

QString Workspace::systemUser()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("USERNAME");
#ifdef Q_OS_UNIX
    if (user.isEmpty()) {
        if (const passwd* entry = getpwuid(getuid()))
            user = QString::fromLocal8Bit(entry->pw_name);
    }
#endif
    return user.isEmpty() ? QStringLiteral("unknown") : user;
}

QString Workspace::actor() const
{
    return m_actor.isEmpty() ? systemUser() : m_actor;
}
void Workspace::setActor(const QString& name)
{
    m_actor = name.trimmed();
}

QString Workspace::setting(const QString& key, const QString& fallback) const
{
    return SettingsRepository(*m_storage).value(key, fallback);
}

QString Workspace::language() const
{
    const QString language = setting(QLatin1String(schema::key::Language));
    return language == QLatin1String("en") ? QStringLiteral("en") : QStringLiteral("zh_CN");
}

Result<void> Workspace::audit(const QString& action, const QString& entity, const QString& entityId,
                              const QString& field, const QVariant& oldValue, const QVariant& newValue,
                              const QString& detail)
{
    AuditEntry entry;
    entry.at = now().toUTC().toString(Qt::ISODate);
    entry.actor = actor();
    entry.action = action;
    entry.entity = entity;
    entry.entityId = entityId;
    entry.field = field;
    entry.oldValue = auditValue(oldValue);
    entry.newValue = auditValue(newValue);
    entry.detail = detail;
    // Who acted beside the name: the member chosen (their id) and the operating-system user.
    auto seq = auditactors::append(*m_storage, entry, AuditActors{m_actingMember, systemUser()});
    if (!seq)
        return seq.error();
    m_event.rows.append(AuditRepository::appended(*seq));
    return {};
}

Result<void> Workspace::applyOne(const Change& change, const QString& detail, bool audited)
{
    const QString entity = AuditRepository::entityOf(change.table);
    const QString id = AuditRepository::entityIdOf(change.key);
    const QString shownEntity = AuditRepository::labelOf(change.table);
    const QString shownId = keyValues(change.key);
    // A change that finds its row no longer as it read it (another GateBench wrote it meanwhile) writes
    // nothing: it would overwrite what the other wrote, or bring back what the other removed.
    const auto refusal = [&]() -> Error {
        auto present = m_storage->count(change.table, change.key);
        if (!present)
            return present.error();
        if (*present == 0)
            return Error{Error::Kind::Conflict,
                         Text::tr("The %1 %2 was removed by someone else since you read it; nothing was written. "
                                  "The view now shows the current state.")
                             .arg(shownEntity, shownId)};
        if (change.op == Change::Op::Remove)
            return Error{Error::Kind::Conflict,
                         Text::tr("The %1 %2 was changed by someone else since you read it; nothing was written. "
                                  "The view now shows the current value.")
                             .arg(shownEntity, shownId)};
        return Error{Error::Kind::Conflict,
                     Text::tr("The %1 %2 was changed by someone else since you read it; nothing was written. "
                              "The view now shows the current value.")
                         .arg(shownEntity, shownId)};
    };
    switch (change.op) {
    case Change::Op::Insert: {
        if (hasWholeKey(change.key)) {
            auto taken = m_storage->count(change.table, change.key);
            if (!taken)
                return taken.error();
            if (*taken > 0)
                return Error{Error::Kind::Conflict,
                             Text::tr("The %1 %2 was added by someone else since you read it; nothing was written. "
                                      "The view now shows the current value.")
                                 .arg(shownEntity, shownId)};
        }
        auto r = m_storage->insert(change.table, change.after);
        if (!r)
            return r.error();
        Filter key = change.key;
        if (!hasWholeKey(key) && m_storage->keyColumns(change.table).size() == 1)
            key = {{m_storage->keyColumns(change.table).first(), *r}};
        m_event.rows.append({Change::Op::Insert, change.table, key, {}});
        if (!audited)
            return {};
        return audit(QStringLiteral("create"), entity, id, {}, {}, change.after, detail);
    }
    case Change::Op::Remove: {
        auto r = m_storage->remove(change.table, expectation(change));
        if (!r)
            return r.error();
        if (*r == 0)
            return refusal();
        m_event.rows.append({Change::Op::Remove, change.table, change.key, {}});
        if (!audited)
            return {};
        return audit(QStringLiteral("delete"), entity, id, {}, change.before, {}, detail);
    }
    case Change::Op::Update: {
        auto r = m_storage->update(change.table, expectation(change), change.after);
        if (!r)
            return r.error();
        if (*r == 0)
            return refusal();
        m_event.rows.append({Change::Op::Update, change.table, change.key, change.after.keys()});
        if (!audited)
            return {};
        // One audit entry per changed field. A key change (a renamed id) is logged under the old id.
        for (auto it = change.after.cbegin(); it != change.after.cend(); ++it) {
            if (auto a = audit(QStringLiteral("update"), entity, id, it.key(), change.before.value(it.key()),
                               it.value(), detail);
                !a)
                return a;
        }
        return {};
    }
    }
    return {};
}

Result<void> Workspace::apply(const ChangeSet& changes, const QString& detail, const std::optional<AuditAct>& act)
{
    return m_storage->transaction([&]() -> Result<void> {
        committee::WriteIntent intent;
        intent.changes = &changes;
        if (auto refused = committee::writeRefusal(*m_storage, m_actingMember, intent))
            return *refused;
        for (const Change& change : changes) {
            if (auto one = applyOne(change, detail, !act); !one)
                return one;
        }
        if (act)
            return audit(act->action, act->entity, act->entityId, act->field, act->oldValue, act->newValue,
                         act->detail);
        return {};
    });
}

Result<ChangeEvent> Workspace::step(const std::function<Result<void>()>& work)
{
    if (std::optional<Error> refusal = writeRefusal())
        return *refusal;
    m_event = {};
    const Result<void> r = work();
    ChangeEvent event = std::exchange(m_event, {});
    if (!r) {
        if (m_watch && r.error().kind == Error::Kind::Io)
            QTimer::singleShot(0, this, &Workspace::catchUp); // the connection may be lost: find out
        return r.error();
    }
    return event;
}

Error Workspace::refused(Error error)
{
    // Nothing was written, but the file is not what the views show: another GateBench wrote it.
    if (error.kind == Error::Kind::Conflict)
        rereadAll();
    return error;
}

void Workspace::rereadAll()
{
    ChangeEvent reread;
    reread.everything = true;
    emit changed(reread);
}

void Workspace::setTextLanguage(const QString& language)
{
    m_textLanguage = language;
    // The stack is read-only to everyone else; its commands are this class's own.
    for (int i = 0; i < m_undoStack->count(); ++i)
        static_cast<WorkspaceCommand*>(const_cast<QUndoCommand*>(m_undoStack->command(i)))->retranslate(language);
}

QString Workspace::textLanguage() const
{
    return m_textLanguage.isEmpty() ? language() : m_textLanguage;
}

Result<void> Workspace::execute(const ChangeSet& changes, const StepText& text)
{
    if (changes.isEmpty())
        return {};
    // Every edit's texts within their bounds, whatever editor made them (undo and redo are not new texts).
    if (auto bounded = textlimits::check(changes); !bounded)
        return bounded.error();
    // An edit of several fields in one step is audited as what the user did: one entry.
    if (const std::optional<AuditAct> act = AuditRepository::editAct(changes))
        return execute(changes, text, *act);
    auto written = step([&] { return apply(changes, text(textLanguage())); });
    if (!written)
        return refused(written.error());
    m_undoStack->push(new ChangeCommand(this, changes, text));
    emit changed(*written);
    return {};
}

Result<void> Workspace::execute(const ChangeSet& changes, const StepText& text, const AuditAct& act)
{
    if (changes.isEmpty())
        return {};
    if (auto bounded = textlimits::check(changes); !bounded)
        return bounded.error();
    auto written = step([&] { return apply(changes, text(textLanguage()), act); });
    if (!written)
        return refused(written.error());
    m_undoStack->push(new ChangeCommand(this, changes, text, act));
    emit changed(*written);
    return {};
}

Result<void> Workspace::record(const ChangeSet& changes, const AuditAct& act)
{
    if (changes.isEmpty())
        return {};
    if (auto bounded = textlimits::check(changes); !bounded)
        return bounded.error();
    auto written = step([&] { return apply(changes, QString(), act); });
    if (!written)
        return refused(written.error());
    emit changed(*written);
    return {};
}

Result<void> Workspace::undo()
{
    return undoOrRedo(true);
}

Result<void> Workspace::redo()
{
    return undoOrRedo(false);
}

Result<void> Workspace::undoOrRedo(bool backwards)
{
    if (backwards ? !m_undoStack->canUndo() : !m_undoStack->canRedo())
        return {};
    // Every command on the stack is a WorkspaceCommand: only this class pushes, and the stack is read-only
    // to everyone else.
    const int index = backwards ? m_undoStack->index() - 1 : m_undoStack->index();
    const auto* command = static_cast<const WorkspaceCommand*>(m_undoStack->command(index));
    auto written = step([&] { return command->write(backwards); });
    if (!written) {
        emit writeFailed(written.error().message);
        rereadAll();
        return written.error();
    }
    // Written: now the stack may move. The command's own undo() and redo() write nothing.
    if (backwards)
        m_undoStack->undo();
    else
        m_undoStack->redo();
    emit changed(*written);
    return {};
}

Result<qint64> Workspace::executeImport(const ChangeSpool& changes, const ImportSummary& summary, const StepText& text)
{
    // The id is chosen inside the write transaction: another GateBench importing at the same time
    // gets the next one. Rows stream from the spool through statements prepared once; each added row
    // names the import, each changed row is kept as it was before (for undo) in the scratch area.
    ImportRecord record;
    record.slot = QStringLiteral("import:%1:").arg(++m_importSerial);
    auto written = step([&] {
        return m_storage->transaction([&]() -> Result<void> {
            // The committee's rules on the tables it writes, before a row is streamed.
            committee::WriteIntent intent;
            intent.importTables = ImportRepository::touchedTables(changes.tables());
            if (auto refused = committee::writeRefusal(*m_storage, m_actingMember, intent))
                return *refused;
            auto next = ImportRepository(*m_storage).nextId();
            if (!next)
                return next.error();
            const qint64 id = *next;
            record.id = id;
            record.detail.kind = summary.kind;
            record.detail.rows = summary.rows;
            record.detail.files = summary.files;
            record.detail.sha256 = summary.sha256;
            record.detail.timeZone = summary.timeZone;
            record.detail.options = summary.options;
            ImportEntry entry;
            entry.id = id;
            entry.kind = summary.kind;
            entry.fileName = summary.files.join(QStringLiteral(", "));
            entry.sha256 = summary.sha256.join(QStringLiteral(", "));
            entry.rows = summary.rows;
            entry.actor = actor();
            entry.at = now().toUTC().toString(Qt::ISODate);
            entry.timeZone = summary.timeZone;
            if (auto inserted = ImportRepository::insert(*m_storage, entry); !inserted)
                return inserted.error();
            const auto writer = m_storage->bulkWriter();
            const QString before = record.slot + QStringLiteral("before");
            QHash<QString, bool> tagged; // table -> has an import_id column
            const auto isTagged = [&](const QString& table) {
                auto tag = tagged.constFind(table);
                if (tag == tagged.cend())
                    tag = tagged.insert(table, ImportRepository::isTagged(*m_storage, table));
                return *tag;
            };
            // Consecutive added rows of one table and column set are written together (several rows a
            // statement), in the order read; a change of table or columns, another kind of change and
            // the end write what is pending first.
            struct Pending {
                QString table;
                QStringList read;    ///< the columns as read (one list shared by the rows of a set)
                QStringList columns; ///< those written: with the import's tag
                bool tag = false;
                qsizetype tagAt = -1; ///< where the columns read hold the tag already
                QList<QVariantList> rows;
            } pending;
            constexpr qsizetype kPendingRows = 1024;
            const auto writePending = [&]() -> Result<void> {
                if (pending.rows.isEmpty())
                    return {};
                auto r = writer->insertRows(pending.table, pending.columns, pending.rows);
                pending.rows.clear();
                return r;
            };
            // Consecutive changes of rows of one table and column set, each to another row, are
            // written together too (BulkWriter::updateRows: on a server a few statements for them all);
            // the first row gone or changed since the import was read refuses the import, naming it.
            struct PendingUpdates {
                QString table;
                QStringList key, before, after; ///< the columns of every change of the set
                QList<Change> changes;
                QSet<QString> keys; ///< the rows changed, by their key values
            } updates;
            constexpr qsizetype kPendingUpdates = 4096;
            const auto writeUpdates = [&]() -> Result<void> {
                if (updates.changes.isEmpty())
                    return {};
                QList<BulkWriter::RowUpdate> rows;
                rows.reserve(updates.changes.size());
                for (const Change& change : std::as_const(updates.changes))
                    rows.append({change.key, change.before, change.after});
                auto missed = writer->updateRows(before, updates.table, rows);
                const QList<Change> set = std::move(updates.changes);
                updates.changes.clear();
                updates.keys.clear();
                if (!missed)
                    return missed.error();
                if (*missed) {
                    // The update expects what the import read: a row another writer changed since is
                    // not overwritten (the import is refused and read again).
                    const Change& change = set.at((*missed)->row);
                    if ((*missed)->why == BulkWriter::UpdateMiss::Why::Gone)
                        return Error{Error::Kind::Conflict,
                                     Text::tr("The %1 %2 no longer exists")
                                         .arg(AuditRepository::labelOf(change.table), keyValues(change.key))};
                    return Error{Error::Kind::Conflict,
                                 Text::tr("The %1 %2 was changed by someone else while the import was read; "
                                          "nothing was imported.")
                                     .arg(AuditRepository::labelOf(change.table), keyValues(change.key))};
                }
                for (const Change& change : set)
                    AuditRepository::noteImported(record.detail, change);
                return {};
            };
            const auto insertRow = [&](SpooledInsert& row) -> Result<void> {
                if (auto r = writeUpdates(); !r)
                    return r;
                const bool sameSet =
                    !pending.table.isEmpty() && row.table == pending.table &&
                    (row.columns.constData() == pending.read.constData() || row.columns == pending.read);
                if (!sameSet) {
                    if (auto r = writePending(); !r)
                        return r;
                    pending.table = row.table;
                    pending.read = row.columns;
                    pending.tag = isTagged(row.table);
                    pending.columns = row.columns;
                    // The tag is the row's last value: the import's id whatever the row held.
                    pending.tagAt = pending.tag ? pending.columns.indexOf(ImportRepository::tagColumn()) : -1;
                    if (pending.tagAt >= 0)
                        pending.columns.removeAt(pending.tagAt);
                    if (pending.tag)
                        pending.columns.append(ImportRepository::tagColumn());
                    if (!record.inserted.contains(row.table))
                        record.inserted.append(row.table);
                }
                if (AuditRepository::listsAnother(record.detail)) {
                    Change change = row.toChange();
                    if (pending.tag)
                        ImportRepository::tag(change.after, id);
                    AuditRepository::noteImported(record.detail, change);
                } else {
                    ++record.detail.addedCount;
                }
                if (pending.tagAt >= 0)
                    row.values.removeAt(pending.tagAt);
                if (pending.tag)
                    row.values.append(id);
                pending.rows.append(std::move(row.values));
                row.values = QVariantList();
                if (pending.rows.size() >= kPendingRows)
                    return writePending();
                return {};
            };
            const auto changeRows = [&](Change& change) -> Result<void> {
                if (auto r = writePending(); !r)
                    return r;
                if (change.op != Change::Op::Update) {
                    if (auto r = writeUpdates(); !r)
                        return r;
                }
                switch (change.op) {
                case Change::Op::Insert: { // the spool gives inserts to insertRow
                    SpooledInsert row{change.table, change.key.keys(), change.key.values(), change.after.keys(),
                                      change.after.values()};
                    return insertRow(row);
                }
                case Change::Op::Update: {
                    if (!record.updated.contains(change.table))
                        record.updated.append(change.table);
                    const QString row = keyValues(change.key);
                    const bool sameSet = !updates.changes.isEmpty() && change.table == updates.table &&
                                         change.key.keys() == updates.key && change.before.keys() == updates.before &&
                                         change.after.keys() == updates.after && !updates.keys.contains(row);
                    if (!sameSet) {
                        if (auto r = writeUpdates(); !r)
                            return r;
                        updates.table = change.table;
                        updates.key = change.key.keys();
                        updates.before = change.before.keys();
                        updates.after = change.after.keys();
                    }
                    updates.keys.insert(row);
                    updates.changes.append(std::move(change));
                    if (updates.changes.size() >= kPendingUpdates)
                        return writeUpdates();
                    return {};
                }
                case Change::Op::Remove:
                    break;
                }
                return Error{Error::Kind::Usage, Text::tr("An import adds and changes rows; it never removes any")};
            };
            auto streamed = changes.forEach(changeRows, insertRow);
            if (streamed)
                streamed = writePending();
            if (streamed)
                streamed = writeUpdates();
            if (!streamed)
                return streamed;
            // The lines kept with the import (the duplicates of a job import), tagged with it: its undo
            // takes them away with its rows.
            record.detail.duplicateCount = summary.duplicates;
            if (!summary.kept.isEmpty()) {
                qsizetype keptSoFar = 0;
                auto kept = ImportRepository::insertRejections(*m_storage, [&](ImportRejection& r) {
                    if (keptSoFar == summary.kept.size())
                        return false;
                    r = summary.kept.at(keptSoFar++);
                    r.importId = id;
                    return true;
                });
                if (!kept)
                    return kept.error();
                for (const QString& table : ImportRepository::jobImportTables()) {
                    if (!record.inserted.contains(table) && ImportRepository::keepsRejections(table))
                        record.inserted.append(table);
                }
            }
            m_event.wholeTables = ImportCommand::tables(record);
            return audit(QStringLiteral("import"), QStringLiteral("import"), QString::number(id), {}, {}, {},
                         AuditRepository::importDetail(record.detail));
        });
    });
    if (!written)
        return refused(written.error());
    const qint64 id = record.id;
    m_undoStack->push(new ImportCommand(this, std::move(record), text));
    emit changed(*written);
    return id;
}

void Workspace::adoptImport(qint64 id, qint64 auditSeq, const QStringList& inserted, const ImportDetail& detail,
                            const StepText& text)
{
    ImportRecord record;
    record.id = id;
    record.slot = QStringLiteral("import:%1:").arg(++m_importSerial);
    record.inserted = inserted;
    record.detail = detail;
    record.byState = true;
    ChangeEvent event;
    event.wholeTables = ImportCommand::tables(record);
    if (auditSeq > 0)
        event.rows.append(AuditRepository::appended(auditSeq));
    m_undoStack->push(new ImportCommand(this, std::move(record), text));
    emit changed(event);
}

Result<StreamedImport> Workspace::executeStreamedImport(const std::function<Result<StreamedImport>(Storage&)>& write,
                                                        const std::function<StepText(const ImportDetail&)>& text)
{
    committee::WriteIntent intent;
    intent.importTables = ImportRepository::jobImportTables();
    intent.jobLog = true;
    if (auto refused = committee::writeRefusal(*m_storage, m_actingMember, intent))
        return *refused;
    auto written = write(*m_storage);
    if (written && written->id > 0)
        adoptImport(written->id, written->auditSeq, written->inserted, written->detail, text(written->detail));
    return written;
}

Result<void> Workspace::setFields(const QString& table, const Filter& key, const Row& values, const QString& text)
{
    auto stored = m_storage->select(table, key);
    if (!stored)
        return stored.error();
    if (stored->size() != 1) // removed by another GateBench since the view read it: show what is there now
        return refused(
            Error{Error::Kind::Conflict,
                  Text::tr("The %1 %2 no longer exists").arg(AuditRepository::labelOf(table), keyValues(key))});
    const ChangeSet changes = rows::updateTo(table, key, stored->first(), values);
    if (changes.isEmpty())
        return {};
    return execute(changes, text);
}

Result<ChangeSet> Workspace::removalWithDependents(const QString& table, const Filter& key) const
{
    auto rows = m_storage->select(table, key);
    if (!rows)
        return rows.error();
    ChangeSet changes;
    for (const Row& row : std::as_const(*rows)) {
        // Children first, so that restoring in reverse order recreates parents before children.
        for (const ChildLink& link : m_storage->children(table)) {
            if (link.table == table)
                continue;
            Filter childKey;
            for (int i = 0; i < link.childColumns.size(); ++i)
                childKey.insert(link.childColumns.at(i), row.value(link.parentColumns.at(i)));
            if (link.cascade) {
                auto childChanges = removalWithDependents(link.table, childKey);
                if (!childChanges)
                    return childChanges.error();
                changes.append(*childChanges);
                continue;
            }
            auto referring = m_storage->select(link.table, childKey);
            if (!referring)
                return referring.error();
            for (const Row& child : std::as_const(*referring)) {
                Filter childRowKey;
                for (const QString& column : m_storage->keyColumns(link.table))
                    childRowKey.insert(column, child.value(column));
                Row before;
                Row after;
                for (const QString& column : link.childColumns) {
                    before.insert(column, child.value(column));
                    after.insert(column, QVariant());
                }
                changes.append(Change::update(link.table, childRowKey, before, after));
            }
        }
        Filter rowKey;
        for (const QString& column : m_storage->keyColumns(table))
            rowKey.insert(column, row.value(column));
        changes.append(Change::remove(table, rowKey, row));
    }
    // A row reached along two paths (a cost line refers to its candidate and to its candidate's cost
    // scenario) is removed once, at its first place, which is before each of its parents: a second
    // removal would find it gone and refuse the whole step as a conflict.
    QSet<QString> seen;
    ChangeSet unique;
    unique.reserve(changes.size());
    for (const Change& change : std::as_const(changes)) {
        const QString id = change.table + u'\x1f' + keyValues(change.key);
        if (change.op == Change::Op::Remove && seen.contains(id))
            continue;
        seen.insert(id);
        unique.append(change);
    }
    return unique;
}

} // namespace gatebench
