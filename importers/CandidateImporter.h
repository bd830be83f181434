#pragma once

#include "RecordImporter.h"
#include "core/Ids.h"
#include "domain/Domain.h"
#include "repositories/Stored.h"

#include <QSet>

namespace gatebench {

/// `--kind candidates`: a committee's own shortlist (id, names in both languages, vendor, route,
/// deployment, notes, aliases). A row whose id exists updates that profile; any other row adds a
/// candidate after the existing ones.
///
/// - Ids are stable ASCII keys; a row without one gets one from the Latin letters and digits of its
///   name ("华为云 ModelArts" gives "modelarts"), else from its route ("cand-cloud-managed",
///   "cand-cloud-managed-2"), unique against the evaluation and the file.
/// - A name given in one language only is kept in that language (never copied into the other).
/// - A new candidate's deployment is the row's, else the route's usual one
///   (candidates::defaultDeployment); its TCO template follows route and deployment
///   (candidates::tcoTemplateFor). An update that changes either sets the template that fits.
class CandidateImporter final : public RecordImporter {
public:
    QString kind() const override { return QLatin1String(key(RecordKindId::Candidates)); }
    Result<void> snapshot(const Storage& storage) override;
    Issues addRecord(const RecordValues& values, qint64 line) override;
    Result<ChangeSpool> finish() override;

    /// The route key a cell names: a key ("cloud_managed") or a word for it in either language
    /// ("云托管", "cloud"); empty when it names none.
    static QString routeKey(const QString& text);
    /// The deployment key a cell names ("on_prem", "cloud", "hybrid", or a word for one in either
    /// language: "本地部署", "公有云", "on-prem"); empty when it names none.
    static QString deploymentKey(const QString& text);

private:
    QString freeId(const QString& name, const QString& route);

    QHash<QString, Stored<Candidate>> m_existing; ///< id -> the candidate as stored
    QSet<QString> m_usedIds;                      ///< existing ids and those this import assigns
    FreeIds m_freeIds;                            ///< ids from names, linear over the import (m_usedIds only grows)
    QHash<QString, qint64> m_lineOfId;
    int m_nextPosition = 0;
    ChangeSpool m_changes;
};

} // namespace gatebench
