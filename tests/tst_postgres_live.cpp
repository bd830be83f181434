// Many members at once on a server evaluation (issue 31, part 2): two workspaces on the same evaluation
// of a throwaway cluster (tests/support/PostgresCluster.h), as two members' windows on two machines.
// What one writes reaches the other without reopening, by the server's notification (sooner than the
// poll could); a notification names only a table and a change number; after the server went away the
// workspace says so, refuses writes, connects again and catches up; an edit over another member's
// change is refused with the conflict message of two windows on one file; undo undoes one's own step
// only. Skipped when PostgreSQL cannot start here, unless GATEBENCH_REQUIRE_POSTGRES=1 (CI).
#include "TestSupport.h"
#include "commands/Candidates.h"
#include "repositories/CandidateRepository.h"
#include "storage/PostgresStorage.h"
#include "support/PostgresCluster.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QDeadlineTimer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

const QString kExe = QStringLiteral(GATEBENCH_EXECUTABLE);
const QString kCandidate = QStringLiteral("runai");

QString notesOf(const Workspace& w, const QString& id = kCandidate)
{
    auto found = CandidateRepository(w.queries().rows()).find(id);
    return found && *found ? (*found)->notes : QStringLiteral("<missing>");
}

QString aliasesOf(const Workspace& w, const QString& id = kCandidate)
{
    auto found = CandidateRepository(w.queries().rows()).find(id);
    return found && *found ? (*found)->aliases : QStringLiteral("<missing>");
}

/// Whether `spy` (on Workspace::changed) holds an announcement that everything may have changed.
bool rereadAnnounced(const QSignalSpy& spy)
{
    for (const QList<QVariant>& arguments : spy)
        if (arguments.first().value<ChangeEvent>().everything)
            return true;
    return false;
}

/// A server that does not answer, as one behind a network that dropped looks to a client: it listens
/// on the server's port (the kernel completes every TCP handshake) and never says a word. Whether a
/// client is waiting on it now is seen from the connections it was given: one whose client has not
/// hung up yet.
class SilentServer {
public:
    explicit SilentServer(int port)
    {
        m_listener = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        const int on = 1;
        ::setsockopt(m_listener, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(quint16(port));
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        m_listening = ::bind(m_listener, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0 &&
                      ::listen(m_listener, 16) == 0;
    }
    ~SilentServer()
    {
        for (int client : std::as_const(m_clients))
            ::close(client);
        ::close(m_listener);
    }
    bool isListening() const { return m_listening; }

    /// Whether a client is connected and waiting for an answer right now (takes the connections that
    /// came and reads what they sent; a client that gave up has hung up after its last bytes).
    bool clientWaiting()
    {
        for (int client; (client = ::accept4(m_listener, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC)) >= 0;)
            m_clients.append(client);
        bool waiting = false;
        for (auto it = m_clients.begin(); it != m_clients.end();) {
            char buffer[512];
            ssize_t got = 0;
            while ((got = ::recv(*it, buffer, sizeof buffer, 0)) > 0) {
            }
            if (got == 0 || (got < 0 && errno != EAGAIN && errno != EWOULDBLOCK)) {
                ::close(*it);
                it = m_clients.erase(it);
            } else {
                waiting = true;
                ++it;
            }
        }
        return waiting;
    }

private:
    int m_listener = -1;
    bool m_listening = false;
    QList<int> m_clients;
};

/// Thaws a frozen server from another thread after a long while (45 s), should the test's own thread
/// be held up by it: a window that waited on the frozen server for ever would otherwise hold this test
/// (and every later one) for ever. fired() says whether it had to.
class ThawWatchdog {
public:
    explicit ThawWatchdog(const QList<qint64>& frozen)
        : m_thread([this, frozen] {
            std::unique_lock lock(m_mutex);
            if (!m_wake.wait_for(lock, std::chrono::seconds(45), [this] { return m_done; })) {
                m_fired = true;
                for (const qint64 pid : frozen)
                    ::kill(pid_t(pid), SIGCONT);
            }
        })
    {}
    ~ThawWatchdog() { stop(); }
    void stop()
    {
        {
            std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_wake.notify_all();
        if (m_thread.joinable())
            m_thread.join();
    }
    bool fired()
    {
        std::lock_guard lock(m_mutex);
        return m_fired;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_done = false;
    bool m_fired = false;
    std::thread m_thread; ///< last: it starts once the rest is there
};

} // namespace

class TestPostgresLive : public QObject {
    Q_OBJECT

    std::unique_ptr<test::PostgresCluster> m_cluster;
    int m_names = 0;

    /// A new evaluation (the template) on the server; its location.
    QString newEvaluation()
    {
        const QString uri = m_cluster->uri(QStringLiteral("live") + QString::number(++m_names));
        const Run run = runProgram(kExe, {QStringLiteral("new"), uri, QStringLiteral("--lang"), QStringLiteral("en")});
        if (run.code != 0)
            qFatal("new on the server failed: %s", run.err.constData());
        return uri;
    }

    static std::unique_ptr<Workspace> member(const QString& uri, const QString& name)
    {
        auto opened = Workspace::open(uri, Workspace::Access::ReadWrite);
        if (!opened)
            qFatal("cannot open %s: %s", qPrintable(uri), qPrintable(opened.error().message));
        auto w = std::move(opened).value();
        w->setActor(name);
        return w;
    }

private slots:
    void initTestCase() { GATEBENCH_START_CLUSTER(m_cluster); }

    void cleanupTestCase() { m_cluster.reset(); }

    // A file stays as it was: nobody else writes it at the same time, so nothing listens.
    void aFileIsNotLive()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("e.gatebench"));
        QCOMPARE(runProgram(kExe, {QStringLiteral("new"), path}).code, 0);
        auto w = Workspace::open(path);
        QVERIFY(w);
        QVERIFY(!(*w)->isLive());
    }

    // One member's edit reaches the other's open workspace within 2 s: the server's notification,
    // not the poll (every 3 s), and not a reopening.
    void anotherMembersWriteShowsWithinTwoSeconds()
    {
        const QString uri = newEvaluation();
        auto first = member(uri, QStringLiteral("First"));
        auto second = member(uri, QStringLiteral("Second"));
        QVERIFY(first->isLive());
        QVERIFY(second->isLive());
        QVERIFY(notesOf(*second) != QLatin1String("<missing>"));
        QSignalSpy changed(second.get(), &Workspace::changed);
        QVERIFY(candidates::setField(*first, kCandidate, CandidateField::Notes, QStringLiteral("First's note")).ok());
        QTRY_VERIFY_WITH_TIMEOUT(rereadAnnounced(changed), 2000);
        QCOMPARE(notesOf(*second), QStringLiteral("First's note"));
        // One's own write is no news to oneself: the first is not asked to read again by its own hint.
        QSignalSpy own(first.get(), &Workspace::changed);
        QVERIFY(candidates::setField(*first, kCandidate, CandidateField::Notes, QStringLiteral("Again")).ok());
        QTRY_VERIFY_WITH_TIMEOUT(changed.size() >= 2, 2000);
        QCOMPARE(own.size(), 1); // the step's own announcement only
        QVERIFY(!own.first().first().value<ChangeEvent>().everything);
    }

    // What the server sends to anyone listening names a table and a change number, never a value.
    void notificationNamesOnlyATableAndANumber()
    {
        const QString uri = newEvaluation();
        auto location = PostgresStorage::parseLocation(uri);
        QVERIFY(location);
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("raw-listener"));
        raw.setHostName(location->host);
        raw.setPort(location->port);
        raw.setUserName(location->user);
        raw.setDatabaseName(location->database);
        QVERIFY2(raw.open(), qPrintable(raw.lastError().text()));
        QStringList payloads;
        connect(raw.driver(), &QSqlDriver::notification, this,
                [&](const QString&, QSqlDriver::NotificationSource, const QVariant& payload) {
                    payloads.append(payload.toString());
                });
        QVERIFY(raw.driver()->subscribeToNotification(PostgresStorage::notificationChannel(*location)));
        {
            auto first = member(uri, QStringLiteral("First"));
            const QString secret = QStringLiteral("a confidential note 12345");
            QVERIFY(candidates::setField(*first, kCandidate, CandidateField::Notes, secret).ok());
            QVERIFY(candidates::setField(*first, kCandidate, CandidateField::Aliases, QStringLiteral("x")).ok());
            QTRY_VERIFY_WITH_TIMEOUT(payloads.size() >= 2, 2000);
            static const QRegularExpression format(QStringLiteral("^[a-z_]+ [0-9]+$"));
            for (const QString& payload : std::as_const(payloads)) {
                QVERIFY2(format.match(payload).hasMatch(), qPrintable(payload));
                QVERIFY(!payload.contains(QLatin1String("confidential")));
            }
            // Change numbers that grow, one per committed step.
            QVERIFY(payloads.at(1).section(u' ', 1).toLongLong() > payloads.at(0).section(u' ', 1).toLongLong());
        }
        raw.close();
        raw = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("raw-listener"));
    }

    // An edit of a value another member changed since the editor read it is refused, with the
    // message two windows on one file give; nothing is written.
    void editOverAnotherMembersChangeIsRefused()
    {
        const QString uri = newEvaluation();
        auto first = member(uri, QStringLiteral("First"));
        auto second = member(uri, QStringLiteral("Second"));
        auto shown = CandidateRepository(first->queries().rows()).find(kCandidate);
        QVERIFY(shown && *shown);
        QVERIFY(candidates::setField(*second, kCandidate, CandidateField::Notes, QStringLiteral("Second's")).ok());
        const auto r =
            candidates::setField(*first, kCandidate, CandidateField::Notes, QStringLiteral("First's"), **shown);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY2(r.error().message.contains(QLatin1String("was changed by someone else since you read it")),
                 qPrintable(r.error().message));
        QCOMPARE(notesOf(*first), QStringLiteral("Second's"));
        QCOMPARE(first->undoStack()->count(), 0);
    }

    // Undo takes back one's own step only: another member's change since stays; an undo over a value
    // the other changed since is refused as on a file.
    void undoUndoesOnlyOnesOwnChange()
    {
        const QString uri = newEvaluation();
        auto first = member(uri, QStringLiteral("First"));
        auto second = member(uri, QStringLiteral("Second"));
        const QString originalNotes = notesOf(*first);
        QVERIFY(candidates::setField(*first, kCandidate, CandidateField::Notes, QStringLiteral("First's")).ok());
        QVERIFY(candidates::setField(*second, kCandidate, CandidateField::Aliases, QStringLiteral("Second's")).ok());
        QVERIFY(first->undo().ok());
        QCOMPARE(notesOf(*second), originalNotes);
        QCOMPARE(aliasesOf(*second), QStringLiteral("Second's"));
        QCOMPARE(second->undoStack()->count(), 1);

        QVERIFY(first->redo().ok());
        QVERIFY(candidates::setField(*second, kCandidate, CandidateField::Notes, QStringLiteral("Second's")).ok());
        const auto r = first->undo();
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY2(r.error().message.contains(QLatin1String("was changed by someone else since you read it")),
                 qPrintable(r.error().message));
        QCOMPARE(notesOf(*first), QStringLiteral("Second's"));
    }

    // The server goes away in the middle of a session: the workspace says so, refuses a write with a
    // clear message (nothing lost silently), connects again when the server is back and shows within
    // 10 s what another member wrote after its return.
    void serverRestartIsReportedAndCaughtUp()
    {
        const QString uri = newEvaluation();
        auto first = member(uri, QStringLiteral("First"));
        QSignalSpy connection(first.get(), &Workspace::serverConnection);
        // The throwaway cluster commits without waiting for its disk (synchronous_commit off): what it
        // holds is made durable first, so that the immediate stop loses a connection, not the evaluation.
        bool flushed = false;
        m_cluster->psql(QStringLiteral("CHECKPOINT"), &flushed);
        QVERIFY(flushed);
        QVERIFY(m_cluster->stop());
        QTRY_VERIFY_WITH_TIMEOUT(first->isServerLost(), 10000);
        QCOMPARE(connection.size(), 1);
        QCOMPARE(connection.first().at(0).toBool(), false);
        QVERIFY2(connection.first().at(1).toString().contains(QLatin1String("was lost")),
                 qPrintable(connection.first().at(1).toString()));
        const auto refused = candidates::setField(*first, kCandidate, CandidateField::Notes, QStringLiteral("Lost"));
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Io);
        // Said plainly, whichever read or write of the step found the connection gone first.
        QVERIFY2(refused.error().message.contains(QLatin1String("lost")) &&
                     refused.error().message.contains(QLatin1String("not written")),
                 qPrintable(refused.error().message));

        QVERIFY(m_cluster->start());
        auto second = member(uri, QStringLiteral("Second"));
        const auto after = candidates::setField(*second, kCandidate, CandidateField::Notes, QStringLiteral("After"));
        QVERIFY2(after.ok(), qPrintable(after ? QString() : after.error().message));
        QTRY_VERIFY_WITH_TIMEOUT(!first->isServerLost() && notesOf(*first) == QLatin1String("After"), 10000);
        QCOMPARE(connection.size(), 2);
        QCOMPARE(connection.last().at(0).toBool(), true);
        // Listening again: the next change arrives by notification.
        QSignalSpy changed(first.get(), &Workspace::changed);
        QVERIFY(candidates::setField(*second, kCandidate, CandidateField::Notes, QStringLiteral("Later")).ok());
        QTRY_VERIFY_WITH_TIMEOUT(rereadAnnounced(changed), 2000);
        QCOMPARE(notesOf(*first), QStringLiteral("Later"));
        // And writing again.
        QVERIFY(candidates::setField(*first, kCandidate, CandidateField::Notes, QStringLiteral("First's")).ok());
        QCOMPARE(notesOf(*second), QStringLiteral("First's"));
    }

    // A server that does not answer (the network dropped: connection attempts wait for their timeout)
    // never holds up the window: while the workspace's attempt to connect again is waiting on the
    // server, the window's own timer goes on ticking. Once the server is back, the workspace says so
    // and shows within 10 s what another member changed while it was away.
    void reconnectingNeverHoldsUpTheWindow()
    {
        const QString uri = newEvaluation();
        auto first = member(uri, QStringLiteral("First"));
        QSignalSpy connection(first.get(), &Workspace::serverConnection);
        bool flushed = false;
        m_cluster->psql(QStringLiteral("CHECKPOINT"), &flushed);
        QVERIFY(flushed);
        QVERIFY(m_cluster->stop());
        QTRY_VERIFY_WITH_TIMEOUT(first->isServerLost(), 10000);
        {
            SilentServer silent(m_cluster->port());
            QVERIFY(silent.isListening());
            // The window's timer: each tick looks whether an attempt of the workspace is waiting on the
            // silent server right then. Before, the attempts ran on this thread, so a tick came only
            // after the attempt had given up.
            bool tickedWhileWaiting = false;
            int ticks = 0;
            QTimer window;
            window.setInterval(20);
            connect(&window, &QTimer::timeout, this, [&] {
                ++ticks;
                if (silent.clientWaiting())
                    tickedWhileWaiting = true;
            });
            window.start();
            // Waited for by the clock, not by QTRY's count of short waits (each of which a blocked
            // thread would stretch to the length of an attempt).
            const QDeadlineTimer deadline(20000);
            while (!tickedWhileWaiting && !deadline.hasExpired())
                QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
            QVERIFY2(tickedWhileWaiting,
                     qPrintable(QStringLiteral("%1 ticks, none while an attempt was waiting").arg(ticks)));
            QVERIFY(first->isServerLost());
        } // the silent server goes: a waiting attempt fails at once

        QVERIFY(m_cluster->start());
        auto second = member(uri, QStringLiteral("Second"));
        QVERIFY(candidates::setField(*second, kCandidate, CandidateField::Notes, QStringLiteral("Meanwhile")).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!first->isServerLost() && notesOf(*first) == QLatin1String("Meanwhile"), 10000);
        QCOMPARE(connection.size(), 2);
        QCOMPARE(connection.first().at(0).toBool(), false);
        QCOMPARE(connection.last().at(0).toBool(), true);
        QVERIFY(candidates::setField(*first, kCandidate, CandidateField::Notes, QStringLiteral("First's")).ok());
        QCOMPARE(notesOf(*second), QStringLiteral("First's"));
    }

    // A server that stops answering in the middle of a session without closing anything (its host
    // gone from the network; here its processes stopped, so that the connections stay open and the
    // kernel still acknowledges): the poll of the change mark waits for it on a worker, and the
    // window's own timer goes on ticking while that read waits. Once the read has waited long enough,
    // the workspace says the connection is lost; once the server answers again, it shows within 10 s
    // what another member changed.
    void aServerThatStopsAnsweringNeverHoldsUpThePoll()
    {
        const QString uri = newEvaluation();
        auto first = member(uri, QStringLiteral("First"));
        QSignalSpy connection(first.get(), &Workspace::serverConnection);
        bool tickedWhileReading = false;
        int ticks = 0;
        QTimer window;
        window.setInterval(20);
        connect(&window, &QTimer::timeout, this, [&] {
            ++ticks;
            if (WorkspaceTestAccess::markAwaited(*first))
                tickedWhileReading = true;
        });
        QVERIFY(m_cluster->freeze());
        const auto thaw = qScopeGuard([&] { m_cluster->thaw(); });
        ThawWatchdog watchdog(m_cluster->frozen());
        window.start();
        // Waited for by the clock, not by QTRY's count of short waits.
        const QDeadlineTimer deadline(40000);
        while (!first->isServerLost() && !deadline.hasExpired())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        window.stop();
        QVERIFY(!watchdog.fired());
        QVERIFY2(tickedWhileReading,
                 qPrintable(QStringLiteral("%1 ticks, none while the change mark was being read").arg(ticks)));
        QVERIFY(first->isServerLost());
        QCOMPARE(connection.size(), 1);
        QCOMPARE(connection.first().at(0).toBool(), false);
        QVERIFY2(connection.first().at(1).toString().contains(QLatin1String("was lost")),
                 qPrintable(connection.first().at(1).toString()));

        QVERIFY(m_cluster->thaw());
        watchdog.stop();
        auto second = member(uri, QStringLiteral("Second"));
        QVERIFY(candidates::setField(*second, kCandidate, CandidateField::Notes, QStringLiteral("Meanwhile")).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!first->isServerLost() && notesOf(*first) == QLatin1String("Meanwhile"), 10000);
        QCOMPARE(connection.size(), 2);
        QCOMPARE(connection.last().at(0).toBool(), true);
        // Polling again on the reader's new connection, and writing again.
        QVERIFY(candidates::setField(*first, kCandidate, CandidateField::Notes, QStringLiteral("First's")).ok());
        QCOMPARE(notesOf(*second), QStringLiteral("First's"));
    }

    // Closing a workspace while its read of the change mark waits on a server that does not answer
    // does not wait for that server.
    void closingWhileTheServerDoesNotAnswer()
    {
        const QString uri = newEvaluation();
        auto first = member(uri, QStringLiteral("First"));
        QVERIFY(m_cluster->freeze());
        const auto thaw = qScopeGuard([&] { m_cluster->thaw(); });
        ThawWatchdog watchdog(m_cluster->frozen());
        first->catchUp();
        QVERIFY(WorkspaceTestAccess::markAwaited(*first));
        first.reset();
        // Closed while the server was still frozen: nothing had to thaw it first.
        QVERIFY(!watchdog.fired());
    }
};

QTEST_GUILESS_MAIN(TestPostgresLive)
#include "tst_postgres_live.moc"
