#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace gatebench::test {

/// A throwaway PostgreSQL cluster for the tests of the server back end: initdb in a temporary folder,
/// `pg_ctl start` on a free loopback port with its socket folder in the same temporary folder (run as
/// the `postgres` user through `runuser` when the tests run as root, since initdb refuses root), one
/// database, and `pg_ctl -m immediate stop` when it goes, whatever happened. The server's collation is
/// ICU's en-US where the server supports it (so that a sort that depended on it would show).
///
/// Users: `gatebench` (a superuser, trusted from the loopback address) and `secret` (a login that
/// must give the password `secret-password`; for the tests of a missing password).
class PostgresCluster {
public:
    PostgresCluster();
    ~PostgresCluster();
    PostgresCluster(const PostgresCluster&) = delete;
    PostgresCluster& operator=(const PostgresCluster&) = delete;

    /// Whether the server runs; when not, why (problem()).
    bool isRunning() const { return m_running; }
    QString problem() const { return m_problem; }
    /// Whether a test must fail, not skip, when the server cannot start (GATEBENCH_REQUIRE_POSTGRES=1).
    static bool required();

    int port() const { return m_port; }
    QString database() const { return QStringLiteral("gatebench_test"); }
    /// The location of `evaluation` in the test database as `user`.
    QString uri(const QString& evaluation, const QString& user = QStringLiteral("gatebench")) const;
    /// Runs `sql` through psql as the superuser; its output (unaligned, tuples only). Empty on failure
    /// (with `ok` false).
    QString psql(const QString& sql, bool* ok = nullptr) const;
    /// Stops the server at once (`pg_ctl -m immediate stop`, as a crash or a pulled cable looks to a
    /// client) and starts it again on the same port; for the tests of a lost connection. True when done.
    bool stop();
    bool start();
    /// Stops every process of the server where it is (SIGSTOP, the postmaster first so that it starts no
    /// other): its connections stay open and this host's kernel still acknowledges what clients send and
    /// completes their handshakes, but nothing answers, as a server whose network dropped without a word
    /// looks to its clients. thaw() lets them go on (SIGCONT); the cluster thaws itself before it stops.
    /// True when done.
    bool freeze();
    bool thaw();
    /// The processes freeze() stopped (for a watchdog that must thaw them from another thread).
    QList<qint64> frozen() const { return m_frozen; }
    /// Starts a watchdog (a detached shell, its output nowhere) that stops the server with
    /// `pg_ctl -m immediate stop` and removes its folder as soon as this process has ended without
    /// doing so itself: killed, aborted or crashed (a cluster kept for a whole test process, which
    /// its destructor stops when the process ends well). True when it started.
    bool stopWhenThisProcessEnds() const;
    /// The server's log so far (for a failing test's message).
    QString log() const;

private:
    /// Runs a server program (as `postgres` when this process is root); true when it exits with 0.
    bool runServerProgram(const QString& program, const QStringList& arguments, QString* output = nullptr) const;

    std::unique_ptr<QTemporaryDir> m_folder;
    QString m_bin;
    QString m_data;
    QString m_socket;
    int m_port = 0;
    bool m_running = false;
    bool m_asPostgres = false;
    QString m_problem;
    QList<qint64> m_frozen;
};

} // namespace gatebench::test

/// In a test function: starts `cluster` (a std::unique_ptr<PostgresCluster>), and skips the test when no
/// server can start here, or fails it instead when a server is required (GATEBENCH_REQUIRE_POSTGRES=1).
#define GATEBENCH_START_CLUSTER(cluster)                                                                               \
    do {                                                                                                               \
        (cluster) = std::make_unique<::gatebench::test::PostgresCluster>();                                            \
        if (!(cluster)->isRunning()) {                                                                                 \
            if (::gatebench::test::PostgresCluster::required())                                                        \
                QFAIL(qPrintable(                                                                                      \
                    QStringLiteral("PostgreSQL is required (GATEBENCH_REQUIRE_POSTGRES=1) and did not start: ") +      \
                    (cluster)->problem()));                                                                            \
            QSKIP(qPrintable(QStringLiteral("no PostgreSQL server could be started here: ") + (cluster)->problem()));  \
        }                                                                                                              \
    } while (false)
