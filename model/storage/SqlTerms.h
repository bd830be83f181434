#pragma once

#include "core/Result.h"
#include "storage/Storage.h"

#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantList>

namespace gatebench::sqlterms {

/// How a back end binds a value: its NULL rule and the types its driver takes (SqliteStorage and
/// PostgresStorage each have theirs).
using Bind = QVariant (*)(const QVariant&);

/// `"identifier"`, a double quote inside it doubled: the same on SQLite and PostgreSQL.
QString quoted(const QString& identifier);

/// ` WHERE a = ? AND b IS NULL` for `filter` (empty for an empty filter), its values appended to
/// `binds` through `bind`. Storage's one NULL rule: a null value matches NULL.
QString whereClause(const Filter& filter, QVariantList& binds, Bind bind);

/// The terms of `where` (Equal, AtLeast, Below, NotIn; a NotIn of no values is no term), their values
/// appended to `binds` through `bind`.
QStringList conditionTerms(const QList<Condition>& where, QVariantList& binds, Bind bind);

/// Refuses a table the catalogue does not know (`columns` null) or a name that is none of its columns.
Result<void> checkNames(const QString& table, const QStringList* columns, const QStringList& names);

} // namespace gatebench::sqlterms
