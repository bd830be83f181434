#pragma once

#include "core/Issue.h"
#include "core/Result.h"
#include "mapping/ValueConverter.h"
#include "storage/ChangeSpool.h"

#include <QHash>

namespace gatebench {

class Storage;

/// Turns the converted records of one kind into row changes. One class per kind, registered in
/// FormatRegistry (which takes the kind from kind()); the import pipeline does the reading, mapping, conversion and
/// reference resolution, so an importer only states what its records mean.
///
/// `snapshot` runs on the thread that owns the storage; `addRecord` and `finish` may run on a
/// worker thread and must not touch the storage.
class RecordImporter {
public:
    virtual ~RecordImporter() = default;

    /// The record kind (a key of recordKinds), e.g. "candidates".
    virtual QString kind() const = 0;

    /// Reads what the importer needs to know of the workspace (existing ids, positions ...).
    virtual Result<void> snapshot(const Storage& storage) = 0;

    /// One record: converted values by field key (references already resolved to ids), at file
    /// line `line`; `columns` gives each field's 1-based column for locating issues. Returns the
    /// record's problems; an Error rejects the record.
    virtual Issues addRecord(const QHash<QString, Converted>& values, const QHash<QString, int>& columns,
                             qint64 line) = 0;

    /// The changes for every accepted record, spooled: an import of any size holds no rows here.
    virtual Result<ChangeSpool> finish() = 0;
};

} // namespace gatebench
