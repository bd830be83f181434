#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <QString>

#include <optional>

namespace gatebench {

class Storage;

/// The evaluation's settings (title, language, time zone, currency...; keys in Schema.h's
/// schema::key): the only code that knows the `workspace_settings` table.
class SettingsRepository {
public:
    explicit SettingsRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// The value of `key`; `fallback` when the setting is missing or cannot be read.
    QString value(const QString& key, const QString& fallback = {}) const;
    /// The value of `key`, null when the setting is missing.
    Result<std::optional<QString>> read(const QString& key) const;

    /// The change that sets `key` to `value` (null: removes the setting); null when it already is so.
    Result<std::optional<Change>> change(const QString& key, const std::optional<QString>& value) const;

    /// A setting the committee keeps in both languages (the evaluation's title, its organisation).
    /// A file written before keeps it only under `key`, in the evaluation's language.
    Bilingual bilingual(const QString& key) const;
    /// The settings that keep `text` under `key` in both languages, and under `key` itself in
    /// `language` (the evaluation's), as older readers find it.
    static QList<std::pair<QString, QString>> bilingualSettings(const QString& key, const Bilingual& text,
                                                                const QString& language);

    /// Writes settings directly (creating a workspace, inside its transaction), never through undo.
    static Result<void> write(Storage& storage, const QList<std::pair<QString, QString>>& settings);
    /// Replaces the value of an existing setting directly.
    static Result<void> replace(Storage& storage, const QString& key, const QString& value);

private:
    const Storage& m_storage;
};

} // namespace gatebench
