#pragma once

#include "core/Issue.h"
#include "core/Result.h"
#include "mapping/ValueConverter.h"
#include "repositories/ImportFields.h"
#include "storage/ChangeSpool.h"

#include <QHash>
#include <QLatin1String>

namespace gatebench {

class Storage;
struct ImportRequest;
struct ImportSummary;

/// Turns the converted records of one kind into row changes. One class per kind, registered in
/// FormatRegistry (which takes the kind from kind()); the import pipeline does the reading, mapping, conversion and
/// reference resolution, so an importer only states what its records mean.
///
/// `snapshot` runs on the thread that owns the storage; `addRecord` and `finish` may run on a
/// worker thread and must not touch the storage.
class RecordImporter {
public:
    virtual ~RecordImporter() = default;

    /// The record kind (a key of recordKinds, see RecordKindId).
    virtual QString kind() const = 0;

    /// Takes what the request says beyond the rows (a job import's cluster); before `snapshot`.
    virtual void configure(const ImportRequest& request) { Q_UNUSED(request) }

    /// Reads what the importer needs to know of the workspace (existing ids, positions ...).
    virtual Result<void> snapshot(const Storage& storage) = 0;

    /// One record: converted values by field key (references already resolved to ids), at file
    /// line `line`; `columns` gives each field's 1-based column for locating issues. Returns the
    /// record's problems; an Error rejects the record.
    virtual Issues addRecord(const QHash<QString, Converted>& values, const QHash<QString, int>& columns,
                             qint64 line) = 0;

    /// The rule key (Issue::rule) of a cell of `field` that could not be converted (`failed`:
    /// its Converted::problem says why), for an importer whose rules have keys; empty by default.
    virtual QString conversionRule(const QString& field, const Converted& failed) const
    {
        Q_UNUSED(field)
        Q_UNUSED(failed)
        return {};
    }

    /// The changes for every accepted record, spooled: an import of any size holds no rows here.
    virtual Result<ChangeSpool> finish() = 0;

    /// Adds what the audit entry of the import says beyond its files (after `finish`): a job
    /// import's rows written and the duplicates it left out. Nothing by default.
    virtual void summarize(ImportSummary& summary) const { Q_UNUSED(summary) }

    /// Called before the records of each table (a file, or an archive's member) with its name as
    /// issues name it, and after them with the SHA-256 (hex) of its bytes, as the import's audit
    /// entry records it (empty when it could not be hashed). An importer that records where each
    /// row came from uses them; by default they do nothing. They may run on the worker thread.
    virtual void beginTable(const QString& name) { Q_UNUSED(name) }
    virtual void endTable(const QString& name, const QString& sha256)
    {
        Q_UNUSED(name)
        Q_UNUSED(sha256)
    }
};

/// One record as an importer reads it, its fields named by the kind's field enum
/// (repositories/ImportFields.h): the converted values and the column each field came from.
template <typename Field>
class RecordFields {
public:
    RecordFields(const QHash<QString, Converted>& values, const QHash<QString, int>& columns)
        : m_values(values)
        , m_columns(columns)
    {}

    /// The field's key as text, made once per kind: a record's fields are looked up by it many
    /// times a row.
    static const QString& name(Field field)
    {
        static const QStringList names = [] {
            QStringList all;
            for (std::size_t i = 0; i < fieldCount(Field{}); ++i)
                all.append(QLatin1String(key(Field(i))));
            return all;
        }();
        return names.at(qsizetype(field));
    }

    Converted value(Field field) const { return m_values.value(name(field)); }
    bool hasValue(Field field) const { return value(field).state == Converted::State::Value; }
    /// The cell's text, trimmed; an empty text (never a null one, which storage would keep apart
    /// from NULL) when the cell is empty or the field has no column.
    QString text(Field field) const
    {
        const Converted v = value(field);
        return v.state == Converted::State::Value ? nonNullText(v.value.toString().trimmed()) : emptyText();
    }
    /// Whether the field was converted at all (it has a column, even if the cell is empty).
    bool converted(Field field) const { return m_values.contains(name(field)); }
    /// Whether the file has a column for the field, and that column (1-based; 0 when none).
    bool mapped(Field field) const { return m_columns.contains(name(field)); }
    int column(Field field) const { return m_columns.value(name(field)); }

private:
    const QHash<QString, Converted>& m_values;
    const QHash<QString, int>& m_columns;
};

} // namespace gatebench
