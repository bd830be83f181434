#pragma once

#include "RecordImporter.h"
#include "core/Ids.h"
#include "domain/Domain.h"
#include "repositories/Stored.h"

#include <QSet>

namespace gatebench {

/// `--kind candidates`: a committee's own shortlist (id, names in both languages, vendor, route,
/// notes, aliases). A row whose id exists updates that profile; any other row adds a candidate
/// after the existing ones. Ids are stable ASCII keys; a row without one gets one from its name.
class CandidateImporter final : public RecordImporter {
public:
    QString kind() const override { return QLatin1String(key(RecordKindId::Candidates)); }
    Result<void> snapshot(const Storage& storage) override;
    Issues addRecord(const QHash<QString, Converted>& values, const QHash<QString, int>& columns, qint64 line) override;
    Result<ChangeSpool> finish() override;

    /// The route key a cell names: a key ("cloud_managed") or a word for it in either language
    /// ("云托管", "cloud"); empty when it names none.
    static QString routeKey(const QString& text);

private:
    QString freeId(const QString& name);

    QHash<QString, Stored<Candidate>> m_existing; ///< id -> the candidate as stored
    QSet<QString> m_usedIds;                      ///< existing ids and those this import assigns
    FreeIds m_freeIds;                            ///< ids from names, linear over the import (m_usedIds only grows)
    QHash<QString, qint64> m_lineOfId;
    int m_nextPosition = 0;
    ChangeSpool m_changes;
};

} // namespace gatebench
