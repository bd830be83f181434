#include "storage/StorageFactory.h"

#include "storage/SqliteStorage.h"

#include <QCoreApplication>
#include <QUrl>

namespace gatebench::storageFactory {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Storage)
};

/// The file of an SQLite workspace at `location` (a path or a `file:` URL); any other scheme is
/// refused, a server not being supported by this version.
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

Result<std::unique_ptr<Storage>> open(const QString& location, Access access, Check check, SchemaCheck schemaCheck)
{
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
    auto path = filePath(location);
    if (!path)
        return path.error();
    auto storage = SqliteStorage::create(*path);
    if (!storage)
        return storage.error();
    return std::unique_ptr<Storage>(std::move(storage).value());
}

} // namespace gatebench::storageFactory
