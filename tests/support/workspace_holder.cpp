// A second process for the tests of concurrent access: it opens a workspace the way GateBench does
// and holds it in a given state until it is killed or its time is up.
//
//   workspace_holder FILE open            open read-write, print "ready", wait to be killed
//   workspace_holder FILE commit ID       add a candidate ID as one audited edit, print "ready", wait
//                                         to be killed (the WAL keeps the change: a crashed GateBench)
//   workspace_holder FILE lock MS         hold GateBench's write transaction for MS milliseconds
//   workspace_holder FILE rawlock MS      hold SQLite's write lock for MS milliseconds without
//                                         GateBench (it does not switch the file to WAL)
//   workspace_holder FILE exclusive MS    hold the file exclusively for MS milliseconds, with a
//                                         rollback journal, as a large import with the file to itself
//                                         does (readers cannot read meanwhile)
//   workspace_holder FILE commits N       make N audited edits (candidates hold-1 ... hold-N), each
//                                         its own commit, print "ready", wait to be killed
//   workspace_holder FILE bulk N          in GateBench's bulk write (the rollback journal of a large
//                                         import), add N candidates, print "ready" before it commits
//                                         and wait to be killed: a hot journal is left
#include "../TestSupport.h"
#include "commands/Change.h"
#include "storage/SqliteStorage.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QThread>

#include <cstdio>

using namespace gatebench;

namespace {

void say(const char* word)
{
    std::fputs(word, stdout);
    std::fputs("\n", stdout);
    std::fflush(stdout);
}

[[noreturn]] void waitToBeKilled()
{
    for (;;)
        QThread::sleep(1);
}

/// Holds `path` through a plain SQLite connection (not GateBench's): runs `take`, says "ready",
/// waits `msecs`, runs `release`, says "released".
int holdRaw(const QString& path, const QStringList& take, const QStringList& release, unsigned long msecs)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        if (!db.open())
            return 2;
        QSqlQuery query(db);
        for (const QString& statement : take) {
            if (!query.exec(statement))
                return 3;
        }
        say("ready");
        QThread::msleep(msecs);
        for (const QString& statement : release)
            query.exec(statement);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    say("released");
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3)
        return 1;
    const QString path = args.at(1);
    const QString mode = args.at(2);
    const QString value = args.value(3);

    if (mode == QLatin1String("exclusive"))
        return holdRaw(path, {QStringLiteral("PRAGMA journal_mode=DELETE"), QStringLiteral("BEGIN EXCLUSIVE")},
                       {QStringLiteral("ROLLBACK"), QStringLiteral("PRAGMA journal_mode=WAL")}, value.toULong());
    if (mode == QLatin1String("rawlock"))
        return holdRaw(path, {QStringLiteral("BEGIN IMMEDIATE")}, {QStringLiteral("ROLLBACK")}, value.toULong());

    auto workspace = Workspace::open(path, Workspace::Access::ReadWrite);
    if (!workspace) {
        std::fputs(workspace.error().message.toUtf8().constData(), stderr);
        return 2;
    }
    if (mode == QLatin1String("open")) {
        say("ready");
        waitToBeKilled();
    }
    if (mode == QLatin1String("commit") || mode == QLatin1String("commits")) {
        // One candidate named `value`, or `value` of them named hold-1, hold-2, ...: one commit each.
        const QStringList ids = [&] {
            if (mode == QLatin1String("commit"))
                return QStringList{value};
            QStringList list;
            for (int i = 1; i <= value.toInt(); ++i)
                list.append(QStringLiteral("hold-%1").arg(i));
            return list;
        }();
        for (const QString& id : ids) {
            const Row row{{QStringLiteral("id"), id}, {QStringLiteral("name_en"), id}};
            auto r = (*workspace)
                         ->execute({Change::insert(QStringLiteral("candidates"), {{QStringLiteral("id"), id}}, row)},
                                   QStringLiteral("add"));
            if (!r) {
                std::fputs(r.error().message.toUtf8().constData(), stderr);
                return 3;
            }
        }
        say("ready");
        waitToBeKilled();
    }
    if (mode == QLatin1String("bulk")) {
        Storage& storage = WorkspaceTestAccess::storage(**workspace);
        auto r = storage.bulkTransaction([&]() -> Result<void> {
            for (int i = 1; i <= value.toInt(); ++i) {
                const QString id = QStringLiteral("bulk-%1").arg(i);
                if (auto added = storage.insert(QStringLiteral("candidates"),
                                                {{QStringLiteral("id"), id}, {QStringLiteral("name_en"), id}});
                    !added)
                    return added.error();
            }
            say("ready");
            waitToBeKilled();
        });
        std::fputs(r ? "" : r.error().message.toUtf8().constData(), stderr);
        return 3;
    }
    if (mode == QLatin1String("lock")) {
        auto r = WorkspaceTestAccess::storage(**workspace).transaction([&]() -> Result<void> {
            say("ready");
            QThread::msleep(value.toULong());
            return {};
        });
        say("released");
        return r ? 0 : 3;
    }
    return 1;
}
