#pragma once

#include "storage/Storage.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QByteArray>
#include <QProcess>
#include <QStringList>

#include <initializer_list>
#include <memory>

namespace gatebench {
/// The raw storage of a workspace, for tests that set up states no command makes yet (PoC runs
/// before their importer exists) or act as another writer. The product writes only through commands.
struct WorkspaceTestAccess {
    static Storage& storage(Workspace& workspace) { return *workspace.m_storage; }
    /// Whether a live workspace is waiting for its reader's answer to a read of the change mark now.
    static bool markAwaited(const Workspace& workspace) { return workspace.m_markAsked; }
};
} // namespace gatebench

/// What the tests share: a workspace created the way the app creates one, and the built
/// `gatebench` program run as a user runs it.
///
/// The back end: a test process runs on SQLite files unless its environment holds
/// GATEBENCH_TEST_BACKEND=postgres (the `_server` registrations of tests/CMakeLists.txt), in which
/// case every evaluation the tests make through here (createWorkspace, DemoCopies, location()) is an
/// evaluation of its own (its own schema) on one throwaway PostgreSQL cluster of the process
/// (tests/support/PostgresCluster), started at the first such evaluation and stopped when the process
/// ends, however it ends. A test names its evaluations by file paths either way; location() turns
/// such a path into where the evaluation is. When the cluster cannot start, the process ends at its
/// first evaluation as skipped (exit 77), or fails with GATEBENCH_REQUIRE_POSTGRES=1.
namespace gatebench::testing {

/// Whether this test process runs its evaluations on a server (GATEBENCH_TEST_BACKEND=postgres).
bool serverMode();

/// Where the evaluation a test names by the file path `path` is: `path` itself on files; in server
/// mode, the location (a `postgresql://` URI) of an evaluation of its own on the process's cluster,
/// the same for the same path. Whatever is not an evaluation (a CSV, an export) stays a file.
QString location(const QString& path);

/// Skips the test function in server mode, for what only a file has (its bytes, the journals beside
/// it, its locks and WAL mode, other processes holding it); `why` says which.
#define GATEBENCH_FILE_ONLY(why)                                                                                       \
    do {                                                                                                               \
        if (::gatebench::testing::serverMode())                                                                        \
            QSKIP("file only: " why);                                                                                  \
    } while (false)

struct WorkspaceSpec {
    NewWorkspaceOptions::Content content = NewWorkspaceOptions::Content::Template;
    QString language = QStringLiteral("zh_CN");
    QString timeZone = QStringLiteral("Asia/Shanghai");
    QString actor = QStringLiteral("Test Reviewer");
};

/// Creates `path` (its location()) with createWorkspaceFile and opens it read-write with `actor` and a fixed audit
/// clock (2026-11-30 09:00 UTC), so that audit rows are predictable. Aborts the test on failure.
std::unique_ptr<Workspace> createWorkspace(const QString& path, const WorkspaceSpec& spec = {});

/// The English demo evaluation, created once in a folder and copied for each test that changes it
/// (creating the demo takes far longer than copying it). In server mode the original and every copy
/// are evaluations on the server (copied from a file of the demo: storageTransfer::copyEvaluation),
/// and original() and fresh() return their locations.
class DemoCopies {
public:
    /// Creates the demo in `folder`; false when it cannot be created.
    bool create(const QString& folder);
    /// The demo as created (never open it read-write: the copies are made from it).
    QString original() const { return m_demo; }
    /// A new copy of the demo, a new file each call. Aborts the test when the copy fails.
    QString fresh();

private:
    QString m_folder;
    QString m_demo;
    QString m_file; ///< server mode: the demo's file, which the copies are made from
    int m_copies = 0;
};

/// Copies the evaluation file `file` to `path` (in server mode to location(path), through
/// storageTransfer::copyEvaluation, as `gatebench copy` does); where the copy is, or empty when it
/// failed (a file already at `path` included).
QString copyEvaluation(const QString& file, const QString& path);

/// SHA-256 of every table of `storage`, row by row, each value with its type (an undo that turned
/// 1.0 into 1 or '' into NULL is not exact), with the audit log unless `withAudit` is false (it grows
/// with undo and redo), never the write mark (it counts every write of the file): what a refused
/// import leaves exactly as it was, an undone one as it found it.
QByteArray tableContents(const Storage& storage, bool withAudit = true);

/// Runs `statements` on the file at `path` (in server mode: the evaluation at location(path), with
/// the evaluation's schema first in the search path) through a connection of its own, as another program
/// would (to make a file of an older version hold rows, say); the first failure as "statement:
/// error", else an empty text.
QString execSql(const QString& path, const QStringList& statements);
QString execSql(const QString& path, std::initializer_list<const char*> statements);
/// The first column of every row `sql` selects from the file at `path` (a connection of its own; in
/// server mode from the evaluation at location(path), as execSql).
QStringList selectColumn(const QString& path, const QString& sql);

/// A file's bytes (empty when it cannot be read). For a server's evaluation (a `postgresql://`
/// location, as location() gives in server mode): tableContents of it, so that a test's "the file is
/// as it was" compares every row of the evaluation there.
QByteArray readFile(const QString& path);
/// Writes `bytes` as the whole file at `path` (created or truncated); a failure fails the test.
void writeFile(const QString& path, const QByteArray& bytes);

/// SHA-256 of a file's bytes (empty when it cannot be read); for a server's evaluation, as readFile.
QByteArray fileSha256(const QString& path);

struct Run {
    int code = -1; ///< -1: did not finish in time, -2: crashed
    QByteArray out;
    QByteArray err;
};

/// A second process that holds a workspace (tests/support/workspace_holder.cpp, the program given):
/// started and waited for until it says "ready"; killed (SIGKILL, like a crash) when the test is done
/// with it.
class Holder {
public:
    Holder(const QString& program, const QString& path, const QString& mode, const QString& value = {});
    ~Holder();
    Holder(const Holder&) = delete;
    Holder& operator=(const Holder&) = delete;
    bool ready() const;
    QByteArray error();
    void kill();
    /// Waits up to `msecs` for it to end by itself; true when it ended well (exit 0).
    bool finish(int msecs);

private:
    std::unique_ptr<QProcess> m_process;
    QByteArray m_output;
};

/// Runs the `gatebench` executable (`program`) with no display at all, as a script on a server would.
/// `environment` sets (NAME=value) or removes (NAME) variables of this process's environment.
/// `workingFolder`: the folder it runs in (this process's when empty).
Run runProgram(const QString& program, const QStringList& arguments, const QStringList& environment = {},
               const QString& workingFolder = {});

} // namespace gatebench::testing
