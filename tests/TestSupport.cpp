#include "TestSupport.h"

#include "storage/Schema.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QTimeZone>

namespace gatebench::testing {

std::unique_ptr<Workspace> createWorkspace(const QString& path, const WorkspaceSpec& spec)
{
    NewWorkspaceOptions options;
    options.path = path;
    options.content = spec.content;
    options.language = spec.language;
    options.timeZone = spec.timeZone;
    if (auto created = createWorkspaceFile(options); !created)
        qFatal("cannot create %s: %s", qPrintable(path), qPrintable(created.error().message));
    auto opened = Workspace::open(path);
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

QByteArray readFile(const QString& path)
{
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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result();
}

Run runProgram(const QString& program, const QStringList& arguments, const QStringList& environment)
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
    return createWorkspaceFile(options).ok();
}

QString DemoCopies::fresh()
{
    const QString path = QDir(m_folder).filePath(QStringLiteral("demo-%1.gatebench").arg(++m_copies));
    if (!QFile::copy(m_demo, path))
        qFatal("cannot copy the demo");
    return path;
}

namespace {

/// A connection to `path` of its own for `work`, removed afterwards.
template <typename Work>
auto withConnection(const QString& path, Work work)
{
    static int next = 0;
    const QString name = QStringLiteral("testing-sql-%1").arg(++next);
    auto result = [&] {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
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
