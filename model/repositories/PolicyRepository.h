#pragma once

#include "commands/Change.h"
#include "core/Result.h"
#include "whatif/Policy.h"

#include <QHash>
#include <QMap>
#include <QString>

#include <optional>

namespace gatebench {

class Storage;

/// The scheduling policies of the what-if (schema step 23, `whatif_policies`): one per candidate
/// (its row goes with the candidate) and one for today's cluster (no candidate: "as is"), each the
/// policy document (whatif/Policy.h) as compact JSON. The only code that knows the table.
class PolicyRepository {
public:
    explicit PolicyRepository(const Storage& storage)
        : m_storage(storage)
    {}

    /// The candidates' stored policies, by candidate id. An Integrity error names a stored policy that
    /// no longer reads (a file written by hand).
    Result<QMap<QString, whatif::Policy>> all() const;
    /// Today's policy as the committee stated it; null: none stated.
    Result<std::optional<whatif::Policy>> asIs() const;
    /// The candidate of each stored policy by its row id (null: today's policy), for the audit log,
    /// which names a policy by its row.
    Result<QHash<qint64, QVariant>> candidatesByRow() const;
    /// The change that sets the policy of `candidateId` (empty: today's) to `policy` (null: removes
    /// it, back to the default); null when it already is so.
    Result<std::optional<Change>> policyChange(const QString& candidateId,
                                               const std::optional<whatif::Policy>& policy) const;

    /// Writes directly (creating a workspace, inside its transaction), never through undo.
    static Result<void> insert(Storage& storage, const QString& candidateId, const whatif::Policy& policy);

private:
    const Storage& m_storage;
};

} // namespace gatebench
