#include "TestSupport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
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

} // namespace gatebench::testing
