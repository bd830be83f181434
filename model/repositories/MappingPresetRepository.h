#pragma once

#include "commands/Change.h"
#include "core/Result.h"

#include <QStringList>

#include <optional>

namespace gatebench {

class Storage;

/// The column mappings saved in an evaluation, by kind of record and name, each kept as the JSON
/// of its definition (MappingPreset): the only code that knows the `mapping_presets` table. Writes
/// are `Change`s that the caller runs as one undoable, audited command.
class MappingPresetRepository {
public:
    explicit MappingPresetRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// The names of the presets of `kind`, in name order.
    Result<QStringList> names(const QString& kind) const;
    /// The definition saved under (`kind`, `name`); null when there is none.
    Result<std::optional<QString>> definition(const QString& kind, const QString& name) const;
    /// Saves `definition` under (`kind`, `name`): an insert, or an update of the stored definition
    /// (expecting it as stored). Empty when the same definition is stored already.
    Result<ChangeSet> save(const QString& kind, const QString& name, const QString& definition) const;
    /// Removes the preset (`kind`, `name`); empty when there is none.
    Result<ChangeSet> remove(const QString& kind, const QString& name) const;

private:
    const Storage& m_storage;
};

} // namespace gatebench
