#include "TestSupport.h"

#include "storage/Schema.h"
#include "storage/StorageFactory.h"
#include "storage/Transfer.h"
#include "support/PostgresCluster.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QTimeZone>
#include <QUrl>
#include <QUrlQuery>

#include <cstdio>
#include <cstdlib>
#include <map>

namespace gatebench::testing {

namespace {

/// The exit code that CTest counts as skipped (SKIP_RETURN_CODE of the `_server` registrations).
constexpr int kSkipped = 77;

/// The process's throwaway cluster, started at the first call; when it cannot start, the process ends
/// here: skipped, or failed when GATEBENCH_REQUIRE_POSTGRES=1.
test::PostgresCluster& cluster()
{
    static std::unique_ptr<test::PostgresCluster> instance = [] {
        auto started = std::make_unique<test::PostgresCluster>();
        if (!started->isRunning()) {
            const QByteArray why = started->problem().toLocal8Bit();
            if (test::PostgresCluster::required())
                qFatal("server mode: PostgreSQL cannot start (GATEBENCH_REQUIRE_POSTGRES=1): %s", why.constData());
            std::fprintf(stderr, "SKIP: server mode: PostgreSQL cannot start here: %s\n", why.constData());
            std::fflush(stderr);
            std::_Exit(kSkipped);
        }
        if (!started->stopWhenThisProcessEnds())
            qFatal("server mode: cannot start the watchdog of the throwaway cluster");
        return started;
    }();
    return *instance;
}

/// The evaluations of server mode by the path that names them.
std::map<QString, QString>& locations()
{
    static std::map<QString, QString> byPath;
    return byPath;
}

/// The evaluation name in `location` (a URI of the cluster), empty when it is not one.
QString evaluationOf(const QString& location)
{
    for (const auto& [path, uri] : locations()) {
        if (uri == location || path == location)
            return QUrlQuery(QUrl(uri).query()).queryItemValue(QStringLiteral("evaluation"));
    }
    return {};
}

} // namespace

bool serverMode()
{
    static const bool server = qEnvironmentVariable("GATEBENCH_TEST_BACKEND") == QLatin1String("postgres");
    return server;
}

QString location(const QString& path)
{
    if (!serverMode() || path.startsWith(QLatin1String("postgresql://")))
        return path;
    auto& byPath = locations();
    const QString key = QFileInfo(path).absoluteFilePath();
    if (auto found = byPath.find(key); found != byPath.end())
        return found->second;
    const QString uri = cluster().uri(QStringLiteral("e%1").arg(byPath.size() + 1));
    byPath.emplace(key, uri);
    return uri;
}

std::unique_ptr<Workspace> createWorkspace(const QString& path, const WorkspaceSpec& spec)
{
    NewWorkspaceOptions options;
    options.path = location(path);
    options.content = spec.content;
    options.language = spec.language;
    options.timeZone = spec.timeZone;
    if (auto created = createWorkspaceFile(options); !created)
        qFatal("cannot create %s: %s", qPrintable(path), qPrintable(created.error().message));
    auto opened = Workspace::open(options.path);
    if (!opened)
        qFatal("cannot open %s: %s", qPrintable(path), qPrintable(opened.error().message));
    auto workspace = std::move(opened).value();
    workspace->setActor(spec.actor);
    workspace->setClock([] { return QDateTime(QDate(2026, 11, 30), QTime(9, 0), QTimeZone::utc()); });
    return workspace;
}

QByteArray tableContents(const Storage& storage, bool withAudit)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString& table : storage.tables()) {
        if (!withAudit && table == QLatin1String("audit_log")) // not storage: a table name compared, not read
            continue;
        // The write mark counts every write (undo and redo included): the file's, not the evaluation's.
        if (table == QLatin1String(schema::kWriteMarkTable))
            continue;
        hash.addData(table.toUtf8());
        auto r = storage.scan(table, storage.columns(table), [&](const QVariantList& values) {
            for (const QVariant& value : values) {
                hash.addData(QByteArray::number(value.isNull() ? -1 : value.typeId()));
                hash.addData(value.toString().toUtf8());
                hash.addData(QByteArrayLiteral("\x1f"));
            }
            return true;
        });
        if (!r)
            qFatal("%s", qPrintable(r.error().message));
    }
    return hash.result().toHex();
}

namespace {

/// tableContents of the evaluation at a server's `location` (empty when it cannot be opened).
QByteArray serverContents(const QString& location)
{
    auto storage = storageFactory::open(location, storageFactory::Access::ReadOnly);
    return storage ? tableContents(**storage) : QByteArray();
}

} // namespace

QByteArray readFile(const QString& path)
{
    if (storageFactory::isServerLocation(path))
        return serverContents(path);
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray fileSha256(const QString& path)
{
    if (storageFactory::isServerLocation(path))
        return serverContents(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result();
}

Run runProgram(const QString& program, const QStringList& arguments, const QStringList& environment,
               const QString& workingFolder)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    for (const QString& entry : environment) {
        const qsizetype equals = entry.indexOf(u'=');
        if (equals < 0)
            env.remove(entry);
        else
            env.insert(entry.left(equals), entry.mid(equals + 1));
    }
    process.setProcessEnvironment(env);
    if (!workingFolder.isEmpty())
        process.setWorkingDirectory(workingFolder);
    process.start(program, arguments);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

Holder::Holder(const QString& program, const QString& path, const QString& mode, const QString& value)
    : m_process(std::make_unique<QProcess>())
{
    m_process->start(program, {path, mode, value});
    while (m_process->state() != QProcess::NotRunning && !m_output.contains("ready\n")) {
        m_process->waitForReadyRead(200);
        m_output += m_process->readAllStandardOutput();
    }
}

Holder::~Holder()
{
    kill();
}

bool Holder::ready() const
{
    return m_output.contains("ready\n");
}

QByteArray Holder::error()
{
    return m_process->readAllStandardError();
}

void Holder::kill()
{
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(10000);
    }
}

bool Holder::finish(int msecs)
{
    return m_process->waitForFinished(msecs) && m_process->exitStatus() == QProcess::NormalExit &&
           m_process->exitCode() == 0;
}

bool DemoCopies::create(const QString& folder)
{
    m_folder = folder;
    m_demo = QDir(folder).filePath(QStringLiteral("demo.gatebench"));
    NewWorkspaceOptions options;
    options.path = m_demo;
    options.content = NewWorkspaceOptions::Content::Demo;
    options.language = QStringLiteral("en");
    if (!createWorkspaceFile(options).ok())
        return false;
    if (serverMode()) {
        // The file stays the source of the copies (a file reads faster than a server); the original
        // the tests read is on the server.
        m_file = m_demo;
        m_demo = location(m_file);
        if (auto copied = storageTransfer::copyEvaluation(m_file, m_demo, false); !copied) {
            std::fprintf(stderr, "cannot copy the demo to the server: %s\n", qPrintable(copied.error().message));
            return false;
        }
    }
    return true;
}

QString copyEvaluation(const QString& file, const QString& path)
{
    if (!serverMode())
        return QFile::copy(file, path) ? path : QString();
    const QString uri = location(path);
    auto copied = storageTransfer::copyEvaluation(file, uri, false);
    if (!copied)
        std::fprintf(stderr, "cannot copy %s to the server: %s\n", qPrintable(file),
                     qPrintable(copied.error().message));
    return copied ? uri : QString();
}

QString DemoCopies::fresh()
{
    const QString path = QDir(m_folder).filePath(QStringLiteral("demo-%1.gatebench").arg(++m_copies));
    if (serverMode()) {
        const QString uri = location(path);
        if (auto copied = storageTransfer::copyEvaluation(m_file, uri, false); !copied)
            qFatal("cannot copy the demo to the server: %s", qPrintable(copied.error().message));
        return uri;
    }
    if (!QFile::copy(m_demo, path))
        qFatal("cannot copy the demo");
    return path;
}

namespace {

/// A connection to `path` of its own for `work`, removed afterwards: the file, or in server mode the
/// evaluation's schema on the cluster (first in the search path, so that the tests' SQL names its tables
/// bare), as the superuser.
template <typename Work>
auto withConnection(const QString& path, Work work)
{
    static int next = 0;
    const QString name = QStringLiteral("testing-sql-%1").arg(++next);
    const QString evaluation = serverMode() ? evaluationOf(QFileInfo(path).absoluteFilePath()) : QString();
    const QString uriEvaluation = serverMode() ? evaluationOf(path) : QString();
    const QString schema = evaluation.isEmpty() ? uriEvaluation : evaluation;
    auto result = [&] {
        QSqlDatabase db;
        if (schema.isEmpty()) {
            db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
        } else {
            db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            db.setHostName(QStringLiteral("127.0.0.1"));
            db.setPort(cluster().port());
            db.setUserName(QStringLiteral("gatebench"));
            db.setDatabaseName(cluster().database());
            db.setConnectOptions(QStringLiteral("options='-c search_path=%1'").arg(schema));
        }
        auto r = work(db);
        db.close();
        return r;
    }();
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace

QString execSql(const QString& path, const QStringList& statements)
{
    return withConnection(path, [&](QSqlDatabase& db) -> QString {
        if (!db.open())
            return db.lastError().text();
        QSqlQuery query(db);
        for (const QString& statement : statements) {
            if (!query.exec(statement))
                return statement + QStringLiteral(": ") + query.lastError().text();
        }
        return QString();
    });
}

QString execSql(const QString& path, std::initializer_list<const char*> statements)
{
    QStringList list;
    for (const char* statement : statements)
        list.append(QString::fromUtf8(statement));
    return execSql(path, list);
}

QStringList selectColumn(const QString& path, const QString& sql)
{
    return withConnection(path, [&](QSqlDatabase& db) {
        QStringList values;
        if (!db.open())
            return values;
        QSqlQuery query(db);
        if (query.exec(sql)) {
            while (query.next())
                values.append(query.value(0).toString());
        }
        return values;
    });
}

} // namespace gatebench::testing
