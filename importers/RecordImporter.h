#pragma once

#include "core/Issue.h"
#include "core/Result.h"
#include "mapping/ValueConverter.h"
#include "repositories/ImportFields.h"
#include "storage/ChangeSpool.h"

#include <QHash>
#include <QLatin1String>
#include <QList>

#include <vector>

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
class RecordValues;

class RecordImporter {
public:
    virtual ~RecordImporter() = default;

    /// The record kind (a key of recordKinds, see RecordKindId).
    virtual QString kind() const = 0;

    /// Takes what the request says beyond the rows (a job import's cluster); before `snapshot`.
    virtual void configure(const ImportRequest& request) { Q_UNUSED(request) }

    /// Reads what the importer needs to know of the workspace (existing ids, positions ...).
    virtual Result<void> snapshot(const Storage& storage) = 0;

    /// One record: converted values by field key (references already resolved to ids), each with
    /// its 1-based column for locating issues, at file line `line`. Returns the record's problems; an
    /// Error rejects the record.
    virtual Issues addRecord(const RecordValues& record, qint64 line) = 0;

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

/// One record as the import pipeline hands it to an importer: the converted value of each field
/// the table gives (a column of the file, or a default of the request) and the column it came from
/// (1-based; 0 for a default). One object serves every record of a table: the fields are set up
/// once, each record overwrites their values, and a field is found by its key through a hash only
/// the first time a kind's field number asks for it (RecordFields), not once a row (a fixed cost of
/// every row; issue 28, item 10).
class RecordValues {
public:
    /// Adds `field` (its value Empty until set), taken from `column` (0: a default, no column); its slot.
    qsizetype addField(const QString& field, int column)
    {
        const qsizetype slot = m_values.size();
        m_slots.insert(field, slot);
        m_values.append(Converted{});
        m_columns.append(column);
        m_byNumber.clear();
        return slot;
    }
    void set(qsizetype slot, Converted value) { m_values[slot] = std::move(value); }

    /// The field's value; nullptr when the table gives no such field.
    const Converted* find(const QString& field) const
    {
        const qsizetype slot = m_slots.value(field, -1);
        return slot < 0 ? nullptr : &m_values.at(slot);
    }
    /// The field's column (1-based); 0 when it has none.
    int column(const QString& field) const
    {
        const qsizetype slot = m_slots.value(field, -1);
        return slot < 0 ? 0 : m_columns.at(slot);
    }

    /// The same by a kind's field number (`number`, whose key `field()` gives, asked only the first
    /// time): resolved once, then by index.
    template <typename Key>
    const Converted* find(std::size_t number, const Key& field) const
    {
        const qsizetype slot = slotOf(number, field);
        return slot < 0 ? nullptr : &m_values.at(slot);
    }
    template <typename Key>
    int column(std::size_t number, const Key& field) const
    {
        const qsizetype slot = slotOf(number, field);
        return slot < 0 ? 0 : m_columns.at(slot);
    }

private:
    template <typename Key>
    qsizetype slotOf(std::size_t number, const Key& field) const
    {
        if (number >= m_byNumber.size())
            m_byNumber.resize(number + 1, kUnresolved);
        qsizetype& slot = m_byNumber[number];
        if (slot == kUnresolved)
            slot = m_slots.value(field(), -1);
        return slot;
    }

    static constexpr qsizetype kUnresolved = -2;
    QHash<QString, qsizetype> m_slots;
    QList<Converted> m_values;
    QList<int> m_columns;
    mutable std::vector<qsizetype> m_byNumber;
};

/// One record as an importer reads it, its fields named by the kind's field enum
/// (repositories/ImportFields.h): the converted values and the column each field came from.
template <typename Field>
class RecordFields {
public:
    explicit RecordFields(const RecordValues& values)
        : m_values(values)
    {}

    /// The field's key as text, made once per kind.
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

    /// The field's converted value (Empty when the table gives no such field).
    const Converted& value(Field field) const
    {
        static const Converted none;
        const Converted* found = m_values.find(std::size_t(field), [field] { return name(field); });
        return found ? *found : none;
    }
    bool hasValue(Field field) const { return value(field).state == Converted::State::Value; }
    /// The cell's text, trimmed; an empty text (never a null one, which storage would keep apart
    /// from NULL) when the cell is empty or the field has no column.
    QString text(Field field) const
    {
        const Converted& v = value(field);
        return v.state == Converted::State::Value ? nonNullText(v.value.toString().trimmed()) : emptyText();
    }
    /// Whether the field was converted at all (it has a column, even if the cell is empty).
    bool converted(Field field) const
    {
        return m_values.find(std::size_t(field), [field] { return name(field); }) != nullptr;
    }
    /// Whether the file has a column for the field, and that column (1-based; 0 when none).
    bool mapped(Field field) const { return column(field) > 0; }
    int column(Field field) const
    {
        return m_values.column(std::size_t(field), [field] { return name(field); });
    }

private:
    const RecordValues& m_values;
};

} // namespace gatebench
