#include "PostgresCluster.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTextStream>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

namespace gatebench::test {

namespace {

/// A loopback port nobody listens on now (the kernel's choice for port 0).
int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    int port = 0;
    socklen_t length = sizeof(address);
    if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

/// The newest PostgreSQL server programs installed (Debian: /usr/lib/postgresql/VERSION/bin).
QString serverBin()
{
    QDir versions(QStringLiteral("/usr/lib/postgresql"));
    QStringList names = versions.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(names.begin(), names.end(), [](const QString& a, const QString& b) { return a.toInt() > b.toInt(); });
    for (const QString& name : std::as_const(names)) {
        const QString bin = versions.filePath(name + QStringLiteral("/bin"));
        if (QFileInfo(bin + QStringLiteral("/initdb")).isExecutable() &&
            QFileInfo(bin + QStringLiteral("/pg_ctl")).isExecutable())
            return bin;
    }
    return {};
}

} // namespace

bool PostgresCluster::required()
{
    return qEnvironmentVariable("GATEBENCH_REQUIRE_POSTGRES") == QLatin1String("1");
}

PostgresCluster::PostgresCluster()
{
    m_bin = serverBin();
    if (m_bin.isEmpty()) {
        m_problem = QStringLiteral("PostgreSQL's server programs are not installed (/usr/lib/postgresql/*/bin)");
        return;
    }
    m_folder = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/gatebench-pg-XXXXXX"));
    if (!m_folder->isValid()) {
        m_problem = QStringLiteral("no temporary folder");
        return;
    }
    m_data = m_folder->filePath(QStringLiteral("data"));
    m_socket = m_folder->filePath(QStringLiteral("socket"));
    QDir().mkpath(m_socket);
    m_asPostgres = ::geteuid() == 0;
    if (m_asPostgres) {
        // initdb refuses root: the server runs as `postgres`, which must own the folder.
        const passwd* user = ::getpwnam("postgres");
        if (!user) {
            m_problem = QStringLiteral("running as root and there is no postgres user to run the server as");
            return;
        }
        QFile::setPermissions(m_folder->path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                    QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                                    QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                                    QFileDevice::ExeOther);
        if (::chown(m_folder->path().toLocal8Bit().constData(), user->pw_uid, user->pw_gid) != 0 ||
            ::chown(m_socket.toLocal8Bit().constData(), user->pw_uid, user->pw_gid) != 0) {
            m_problem = QStringLiteral("cannot give the temporary folder to the postgres user");
            return;
        }
    }
    m_port = freePort();
    QString output;
    // ICU's en-US where the server has ICU: a collation that does not sort byte by byte.
    if (!runServerProgram(QStringLiteral("initdb"),
                          {QStringLiteral("-D"), m_data, QStringLiteral("-U"), QStringLiteral("gatebench"),
                           QStringLiteral("--auth=trust"), QStringLiteral("-E"), QStringLiteral("UTF8"),
                           QStringLiteral("--locale=C.UTF-8"), QStringLiteral("--locale-provider=icu"),
                           QStringLiteral("--icu-locale=en-US"), QStringLiteral("--no-sync")},
                          &output) &&
        !runServerProgram(QStringLiteral("initdb"),
                          {QStringLiteral("-D"), m_data, QStringLiteral("-U"), QStringLiteral("gatebench"),
                           QStringLiteral("--auth=trust"), QStringLiteral("-E"), QStringLiteral("UTF8"),
                           QStringLiteral("--locale=C.UTF-8"), QStringLiteral("--no-sync")},
                          &output)) {
        m_problem = QStringLiteral("initdb failed: ") + output;
        return;
    }
    {
        QFile conf(m_data + QStringLiteral("/postgresql.conf"));
        if (!conf.open(QIODevice::Append | QIODevice::Text)) {
            m_problem = QStringLiteral("cannot write postgresql.conf");
            return;
        }
        QTextStream out(&conf);
        out << "port = " << m_port << "\n"
            << "listen_addresses = '127.0.0.1'\n"
            << "unix_socket_directories = '" << m_socket << "'\n"
            << "fsync = off\nsynchronous_commit = off\nfull_page_writes = off\n"
            << "shared_buffers = 32MB\nmax_connections = 40\n";
        QFile hba(m_data + QStringLiteral("/pg_hba.conf"));
        if (!hba.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
            m_problem = QStringLiteral("cannot write pg_hba.conf");
            return;
        }
        QTextStream rules(&hba);
        rules << "local all all trust\n"
              << "host all secret 127.0.0.1/32 scram-sha-256\n"
              << "host all all 127.0.0.1/32 trust\n";
    }
    if (!runServerProgram(QStringLiteral("pg_ctl"),
                          {QStringLiteral("-D"), m_data, QStringLiteral("-l"),
                           m_folder->filePath(QStringLiteral("server.log")), QStringLiteral("-w"), QStringLiteral("-t"),
                           QStringLiteral("60"), QStringLiteral("start")},
                          &output)) {
        m_problem = QStringLiteral("pg_ctl start failed: ") + output + log();
        return;
    }
    m_running = true;
    bool ok = false;
    psql(QStringLiteral("CREATE DATABASE gatebench_test"), &ok);
    if (ok)
        psql(QStringLiteral("CREATE ROLE secret LOGIN PASSWORD 'secret-password'"), &ok);
    if (!ok) {
        m_problem = QStringLiteral("cannot create the test database: ") + log();
        m_running = false;
    }
}

PostgresCluster::~PostgresCluster()
{
    thaw(); // a stopped postmaster would not hear pg_ctl
    if (!m_data.isEmpty() && QFileInfo::exists(m_data + QStringLiteral("/postmaster.pid")))
        runServerProgram(QStringLiteral("pg_ctl"),
                         {QStringLiteral("-D"), m_data, QStringLiteral("-m"), QStringLiteral("immediate"),
                          QStringLiteral("-w"), QStringLiteral("stop")});
}

bool PostgresCluster::runServerProgram(const QString& program, const QStringList& arguments, QString* output) const
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setWorkingDirectory(m_folder ? m_folder->path() : QDir::tempPath());
    const QString path = m_bin + u'/' + program;
    if (m_asPostgres)
        process.start(QStringLiteral("runuser"),
                      QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), path} +
                          arguments);
    else
        process.start(path, arguments);
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
    }
    if (output)
        *output = QString::fromLocal8Bit(process.readAll());
    return process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

QString PostgresCluster::uri(const QString& evaluation, const QString& user) const
{
    return QStringLiteral("postgresql://%1@127.0.0.1:%2/%3?evaluation=%4")
        .arg(user)
        .arg(m_port)
        .arg(database(), evaluation);
}

QString PostgresCluster::psql(const QString& sql, bool* ok) const
{
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(m_bin + QStringLiteral("/psql"),
                  {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"), QStringLiteral("-t"),
                   QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"),
                   QStringLiteral("127.0.0.1"), QStringLiteral("-p"), QString::number(m_port), QStringLiteral("-U"),
                   QStringLiteral("gatebench"), QStringLiteral("-d"),
                   sql.startsWith(QLatin1String("CREATE DATABASE")) ? QStringLiteral("postgres") : database(),
                   QStringLiteral("-c"), sql});
    const bool finished = process.waitForFinished(60000);
    const bool success = finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    if (ok)
        *ok = success;
    return success ? QString::fromUtf8(process.readAllStandardOutput()).trimmed()
                   : QString::fromUtf8(process.readAllStandardError());
}

bool PostgresCluster::stop()
{
    return runServerProgram(QStringLiteral("pg_ctl"),
                            {QStringLiteral("-D"), m_data, QStringLiteral("-m"), QStringLiteral("immediate"),
                             QStringLiteral("-w"), QStringLiteral("stop")});
}

bool PostgresCluster::start()
{
    return runServerProgram(QStringLiteral("pg_ctl"),
                            {QStringLiteral("-D"), m_data, QStringLiteral("-l"),
                             m_folder->filePath(QStringLiteral("server.log")), QStringLiteral("-w"),
                             QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("start")});
}

bool PostgresCluster::freeze()
{
    if (!m_frozen.isEmpty() || !m_running)
        return false;
    QFile pidFile(m_data + QStringLiteral("/postmaster.pid"));
    if (!pidFile.open(QIODevice::ReadOnly))
        return false;
    const qint64 postmaster = QString::fromLatin1(pidFile.readLine()).trimmed().toLongLong();
    if (postmaster <= 0 || ::kill(pid_t(postmaster), SIGSTOP) != 0)
        return false;
    m_frozen.append(postmaster);
    // Its children (backends, checkpointer, writers): /proc/PID/stat's fourth field is the parent.
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& entry : entries) {
        bool number = false;
        const qint64 pid = entry.toLongLong(&number);
        if (!number)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        // After the command's closing parenthesis: state, then the parent's pid.
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 1 && fields.at(1).toLongLong() == postmaster && ::kill(pid_t(pid), SIGSTOP) == 0)
            m_frozen.append(pid);
    }
    return true;
}

bool PostgresCluster::thaw()
{
    bool all = true;
    for (const qint64 pid : std::as_const(m_frozen))
        all = ::kill(pid_t(pid), SIGCONT) == 0 && all;
    const bool any = !m_frozen.isEmpty();
    m_frozen.clear();
    return any && all;
}

bool PostgresCluster::stopWhenThisProcessEnds() const
{
    if (!m_running)
        return false;
    // Polls this process and the server's pid file once a second; when this process is gone with the
    // server still there, stops it and removes the folder (which the destructor would have done).
    const QString stop = (m_asPostgres ? QStringLiteral("runuser -u postgres -- ") : QString()) +
                         QStringLiteral("\"$3/pg_ctl\" -D \"$2\" -m immediate -w stop");
    const QString script =
        QStringLiteral("while kill -0 \"$1\" 2>/dev/null && [ -e \"$2/postmaster.pid\" ]; do sleep 1; done; "
                       "if [ -e \"$2/postmaster.pid\" ]; then %1; rm -rf \"$4\"; fi")
            .arg(stop);
    QProcess watchdog;
    watchdog.setProgram(QStringLiteral("/bin/sh"));
    watchdog.setArguments({QStringLiteral("-c"), script, QStringLiteral("watchdog"),
                           QString::number(QCoreApplication::applicationPid()), m_data, m_bin, m_folder->path()});
    watchdog.setStandardInputFile(QProcess::nullDevice());
    watchdog.setStandardOutputFile(QProcess::nullDevice());
    watchdog.setStandardErrorFile(QProcess::nullDevice());
    watchdog.setWorkingDirectory(QStringLiteral("/"));
    return watchdog.startDetached();
}

QString PostgresCluster::log() const
{
    if (!m_folder)
        return {};
    QFile file(m_folder->filePath(QStringLiteral("server.log")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll().right(4000));
}

} // namespace gatebench::test
