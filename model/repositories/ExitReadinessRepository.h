#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <optional>

namespace gatebench {

class Storage;

/// The exit checklist (`exit_checks`): per candidate and exit item, its status and the evidence it
/// stands on. The only code that knows that table. Writes are `Change`s for the command functions
/// (model/commands/Exit.h).
class ExitReadinessRepository {
public:
    explicit ExitReadinessRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// Every recorded item, by candidate id and then in checklist order. An Integrity error when a
    /// stored item or status is not one the program knows.
    Result<QList<ExitCheck>> all() const;
    /// The recorded items of one candidate, in checklist order.
    Result<QList<ExitCheck>> of(const QString& candidateId) const;
    /// The recorded item; null when it has not been recorded for the candidate.
    Result<std::optional<ExitCheck>> find(const QString& candidateId, ExitItem item) const;

    /// The change that makes the stored item of `wanted` (its candidate and item) hold `wanted`'s
    /// status and evidence; null when nothing changes. `shown`: see rows::cellChange.
    Result<std::optional<Change>> checkChange(const ExitCheck& wanted,
                                              const std::optional<std::optional<ExitCheck>>& shown) const;
    /// The removal of a recorded item (back to "not recorded"); null when there is none.
    Result<std::optional<Change>> clearChange(const QString& candidateId, ExitItem item,
                                              const std::optional<ExitCheck>& shown = std::nullopt) const;

    /// Write directly (creating a workspace, inside its transaction), never through undo.
    static Result<void> insertChecks(Storage& storage, const QList<ExitCheck>& checks);

    /// The stable keys of items ("job_definitions" ... "data_formats") and statuses ("ready",
    /// "partial", "missing"): the stored values, the JSON values and the keys of labels::exitItem /
    /// exitStatus.
    static QString itemKey(ExitItem item);
    static std::optional<ExitItem> itemFromKey(const QString& key);
    static QString statusKey(ExitStatus status);
    static std::optional<ExitStatus> statusFromKey(const QString& key);

    /// Whether a step may have changed what the checklist shows (its items or the candidates).
    static bool touchedBy(const ChangeEvent& event);

private:
    Result<QList<ExitCheck>> where(const Filter& filter) const;

    const Storage& m_storage;
};

} // namespace gatebench
