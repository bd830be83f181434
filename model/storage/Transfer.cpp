#include "storage/Transfer.h"

#include "storage/Schema.h"
#include "storage/Storage.h"
#include "storage/StorageFactory.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

namespace gatebench::storageTransfer {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Storage)
};

/// Rows handed to the destination at once.
constexpr int kRowsPerBatch = 500;

/// The tables of `storage` with every table a foreign key refers to before the table that refers to
/// it (in name order where the keys leave the order open).
QStringList parentsFirst(const Storage& storage)
{
    const QStringList tables = storage.tables();
    QMap<QString, QSet<QString>> parents;
    for (const QString& table : tables)
        parents[table];
    for (const QString& table : tables) {
        for (const ChildLink& link : storage.children(table)) {
            if (link.table != table)
                parents[link.table].insert(table);
        }
    }
    QStringList order;
    QSet<QString> placed;
    while (order.size() < tables.size()) {
        bool progress = false;
        for (const QString& table : tables) {
            if (placed.contains(table))
                continue;
            bool ready = true;
            for (const QString& parent : std::as_const(parents[table]))
                ready = ready && (placed.contains(parent) || !parents.contains(parent));
            if (ready) {
                order.append(table);
                placed.insert(table);
                progress = true;
            }
        }
        if (!progress) { // a cycle of foreign keys: the rest in name order
            for (const QString& table : tables) {
                if (!placed.contains(table))
                    order.append(table);
            }
            break;
        }
    }
    return order;
}

} // namespace

Result<Copied> copyRows(const Storage& from, Storage& to)
{
    if (from.schemaVersion() != to.schemaVersion())
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 is at schema version %2 and %3 at version %4: open the older one for writing in "
                              "this GateBench first (it is upgraded then), and copy it after.")
                         .arg(from.location())
                         .arg(from.schemaVersion())
                         .arg(to.location())
                         .arg(to.schemaVersion())};
    const QString writeMark = QString::fromLatin1(schema::kWriteMarkTable);
    const QStringList order = parentsFirst(from);
    for (const QString& table : order) {
        if (table != writeMark && from.columns(table) != to.columns(table))
            return Error{
                Error::Kind::Integrity,
                Text::tr("%1 and %2 do not hold the same table %3").arg(from.location(), to.location(), table)};
    }
    Copied copied;
    auto r = to.transaction([&]() -> Result<void> {
        // The new evaluation's own rows (its identity) give way to the source's: children first.
        for (auto it = order.crbegin(); it != order.crend(); ++it) {
            if (*it == writeMark)
                continue;
            auto held = to.count(*it);
            if (!held)
                return held.error();
            if (*held > 0) {
                if (auto removed = to.remove(*it, {}); !removed)
                    return removed.error();
            }
        }
        for (const QString& table : order) {
            if (table == writeMark)
                continue;
            const QStringList columns = from.columns(table);
            QList<QVariantList> batch;
            std::optional<Error> failed;
            const auto flush = [&]() -> bool {
                qsizetype next = 0;
                auto written = to.insertCopied(table, columns, [&](QVariantList& values) {
                    if (next >= batch.size())
                        return false;
                    values = batch.at(next++);
                    return true;
                });
                batch.clear();
                if (!written) {
                    failed = written.error();
                    return false;
                }
                copied.rows += *written;
                return true;
            };
            auto scanned = from.scan(table, columns, [&](const QVariantList& values) {
                batch.append(values);
                return batch.size() < kRowsPerBatch || flush();
            });
            if (failed)
                return *failed;
            if (!scanned)
                return scanned.error();
            if (!batch.isEmpty() && !flush())
                return *failed;
            ++copied.tables;
        }
        // What the destination derives from the rows (a server's count of the scores) is counted there,
        // never copied.
        return to.recountCopied();
    });
    if (!r)
        return r.error();
    return copied;
}

Result<Copied> copyEvaluation(const QString& source, const QString& destination, bool replace)
{
    auto from = storageFactory::open(source, storageFactory::Access::ReadOnly);
    if (!from)
        return from.error();
    auto there = storageFactory::exists(destination);
    if (!there)
        return there.error();
    if (*there) {
        if (!replace)
            return Error{Error::Kind::Usage,
                         Text::tr("%1 holds an evaluation already; nothing was copied. Give --force to replace it.")
                             .arg(destination)};
        if (auto r = storageFactory::discard(destination); !r)
            return r.error();
    }
    auto to = storageFactory::create(destination);
    if (!to)
        return to.error();
    auto copied = copyRows(**from, *to.value());
    to.value().reset();
    if (!copied) {
        (void)storageFactory::discard(destination);
        return copied.error();
    }
    return copied;
}

} // namespace gatebench::storageTransfer
