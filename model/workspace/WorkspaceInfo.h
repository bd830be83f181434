#pragma once

#include "core/Result.h"
#include "domain/Domain.h"

#include <QJsonObject>

namespace gatebench {

/// What an evaluation holds at a glance: the summary that `gatebench info` prints and the Overview
/// page shows.
struct WorkspaceSummary {
    int schemaVersion = 0;
    QString title;    ///< as stored for the evaluation's language (JSON)
    Bilingual titles; ///< in both languages, for a reader (shownIn)
    QString language; ///< "zh_CN" or "en"
    QString timeZone;
    bool simulated = false;
    QList<Candidate> candidates; ///< committee order
    int gates = 0;
    int bonus = 0;
    int deferred = 0;
    qint64 pocRuns = 0;
    qint64 jobs = 0;
    qint64 tcoLines = 0;
    qint64 auditEntries = 0;
    QString chainHead; ///< the audit chain's head as stored, `N:HASH` (repositories/AuditRepository.h)
};
/// The summary as `gatebench info --json` prints it (keys documented in the README).
QJsonObject toJson(const WorkspaceSummary& summary);

/// {"id", "name" (in `language`), "names": {"zh_CN", "en"}}: how every JSON output of the
/// product names a candidate.
QJsonObject candidateJsonName(const QString& id, const QString& nameZh, const QString& nameEn, const QString& language);

} // namespace gatebench
