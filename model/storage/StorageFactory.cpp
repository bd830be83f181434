#include "storage/StorageFactory.h"

#include "storage/PostgresStorage.h"
#include "storage/SqliteStorage.h"
#include "storage/WorkspaceFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

namespace gatebench::storageFactory {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Storage)
};

/// The file of an SQLite workspace at `location` (a path or a `file:` URL); any scheme but a server's
/// (PostgresStorage::isServerLocation, which the callers route before) is refused.
Result<QString> filePath(const QString& location)
{
    const QUrl url(location);
    // A Windows drive letter ("C:/…") parses as a one-letter scheme: it is a path.
    if (url.isValid() && url.scheme().size() > 1) {
        if (url.scheme() == QLatin1String("file"))
            return url.toLocalFile();
        return Error{Error::Kind::BadInput, Text::tr("%1: GateBench opens evaluation files; a %2 server is not "
                                                     "supported by this version")
                                                .arg(location, url.scheme())};
    }
    return location;
}

} // namespace

bool isServerLocation(const QString& location)
{
    return PostgresStorage::isServerLocation(location);
}

Result<std::unique_ptr<Storage>> open(const QString& location, Access access, Check check, SchemaCheck schemaCheck)
{
    if (PostgresStorage::isServerLocation(location)) {
        // A server checks what it keeps itself: the opening checks the schema (Check is a file's matter).
        auto storage = PostgresStorage::open(
            location, access == Access::ReadWrite ? PostgresStorage::Mode::ReadWrite : PostgresStorage::Mode::ReadOnly,
            schemaCheck == SchemaCheck::Report ? PostgresStorage::SchemaCheck::Report
                                               : PostgresStorage::SchemaCheck::Refuse);
        if (!storage)
            return storage.error();
        if (access == Access::Trial)
            (*storage)->allowTrials();
        return std::unique_ptr<Storage>(std::move(storage).value());
    }
    auto path = filePath(location);
    if (!path)
        return path.error();
    auto storage = SqliteStorage::open(
        *path, access == Access::ReadWrite ? SqliteStorage::Mode::ReadWrite : SqliteStorage::Mode::ReadOnly,
        check == Check::JobLogLater ? SqliteStorage::JobLog::CheckLater : SqliteStorage::JobLog::CheckNow,
        schemaCheck == SchemaCheck::Report ? SqliteStorage::SchemaCheck::Report : SqliteStorage::SchemaCheck::Refuse);
    if (!storage)
        return storage.error();
    if (access == Access::Trial)
        (*storage)->allowTrials();
    return std::unique_ptr<Storage>(std::move(storage).value());
}

Result<std::unique_ptr<Storage>> create(const QString& location)
{
    if (PostgresStorage::isServerLocation(location)) {
        auto storage = PostgresStorage::create(location);
        if (!storage)
            return storage.error();
        return std::unique_ptr<Storage>(std::move(storage).value());
    }
    auto path = filePath(location);
    if (!path)
        return path.error();
    auto storage = SqliteStorage::create(*path);
    if (!storage)
        return storage.error();
    return std::unique_ptr<Storage>(std::move(storage).value());
}

Result<bool> exists(const QString& location)
{
    if (PostgresStorage::isServerLocation(location))
        return PostgresStorage::exists(location);
    auto path = filePath(location);
    if (!path)
        return path.error();
    return QFileInfo::exists(*path);
}

Result<void> discard(const QString& location)
{
    if (PostgresStorage::isServerLocation(location))
        return PostgresStorage::drop(location);
    auto path = filePath(location);
    if (!path)
        return path.error();
    if (QFileInfo::exists(*path) && !QFile::remove(*path))
        return Error{Error::Kind::Io, Text::tr("Cannot remove %1").arg(*path)};
    return workspaceFile::removeJournals(*path);
}

} // namespace gatebench::storageFactory
