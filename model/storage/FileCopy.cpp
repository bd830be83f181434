#include "storage/FileCopy.h"

#include <QCoreApplication>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>

#include <utility>

namespace gatebench::fileCopy {

namespace {

struct Text {
    // The messages were the packets' own: their translations stay where they are.
    Q_DECLARE_TR_FUNCTIONS(gatebench::Packets)
};

} // namespace

Result<void> rewrite(const QString& path, Kind kind, const std::function<Result<void>(const Run&, const Read&)>& work)
{
    const bool kit = kind == Kind::Kit;
    const QString connection = QStringLiteral("gatebench-kit-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    Result<void> result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        if (!db.open())
            return Error{Error::Kind::Io,
                         kit ? Text::tr("Cannot open the kit %1: %2").arg(path, db.lastError().text())
                             : Text::tr("Cannot open the sealed copy %1: %2").arg(path, db.lastError().text())};
        const auto close = qScopeGuard([&] { db.close(); });
        QSqlQuery query(db);
        const auto failed = [&](const QString& what) {
            return Error{
                Error::Kind::Database,
                kit ? Text::tr("Making the kit %1 failed (%2): %3").arg(path, what, query.lastError().text())
                    : Text::tr("Making the sealed copy %1 failed (%2): %3").arg(path, what, query.lastError().text())};
        };
        const Run run = [&](const QString& sql, const QVariantList& binds) -> Result<void> {
            if (!query.prepare(sql))
                return failed(sql);
            for (const QVariant& value : binds)
                query.addBindValue(value);
            if (!query.exec())
                return failed(sql);
            query.finish();
            return {};
        };
        const Read read = [&](const QString& sql, const std::function<bool(const QVariantList&)>& row) -> Result<void> {
            query.setForwardOnly(true);
            if (!query.exec(sql))
                return failed(sql);
            const int columns = query.record().count();
            QVariantList values;
            bool more = true;
            while (more && query.next()) {
                values.clear();
                for (int i = 0; i < columns; ++i)
                    values.append(query.value(i));
                more = row(values);
            }
            query.finish();
            return {};
        };
        // Freed pages are overwritten with zeros: a removed score must not stay in the file's bytes.
        if (auto r = run(QStringLiteral("PRAGMA secure_delete = ON"), {}); !r)
            return r;
        if (auto r = run(QStringLiteral("BEGIN IMMEDIATE"), {}); !r)
            return r;
        result = [&]() -> Result<void> {
            // The audit log is append-only by its triggers: dropped while the copy is rewritten.
            QList<std::pair<QString, QString>> triggers;
            if (auto r =
                    read(QStringLiteral(
                             "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = 'audit_log'"),
                         [&](const QVariantList& row) {
                             triggers.append({row.value(0).toString(), row.value(1).toString()});
                             return true;
                         });
                !r)
                return r;
            for (const auto& [name, sql] : std::as_const(triggers)) {
                Q_UNUSED(sql);
                // The name comes from the file's own schema, quoted as an identifier.
                QString quoted = name;
                quoted.replace(u'"', QStringLiteral("\"\""));
                if (auto r = run(QStringLiteral("DROP TRIGGER \"%1\"").arg(quoted), {}); !r)
                    return r;
            }
            if (auto r = work(run, read); !r)
                return r;
            for (const auto& [name, sql] : std::as_const(triggers)) {
                Q_UNUSED(name);
                if (auto r = run(sql, {}); !r)
                    return r;
            }
            return {};
        }();
        if (!result) {
            (void)query.exec(QStringLiteral("ROLLBACK"));
            return result;
        }
        if (auto r = run(QStringLiteral("COMMIT"), {}); !r)
            return r;
        // A whole new file of the remaining rows: nothing removed survives in a free page.
        if (auto r = run(QStringLiteral("VACUUM"), {}); !r)
            return r;
    }
    QSqlDatabase::removeDatabase(connection);
    return result;
}

} // namespace gatebench::fileCopy
