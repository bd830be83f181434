#include "repositories/WorkspaceSummary.h"

#include "repositories/AuditRepository.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "storage/Storage.h"

#include <QCryptographicHash>

namespace gatebench {

namespace {

QString setting(const Storage& storage, const char* key)
{
    return SettingsRepository(storage).value(QLatin1String(key));
}

} // namespace

Result<WorkspaceSummary> workspaceSummary(const Storage& storage, bool countJobs)
{
    WorkspaceSummary summary;
    summary.schemaVersion = storage.schemaVersion();
    summary.language =
        setting(storage, schema::key::Language) == QLatin1String("en") ? QStringLiteral("en") : QStringLiteral("zh_CN");
    summary.title = setting(storage, schema::key::Title);
    summary.titles = SettingsRepository(storage).bilingual(QLatin1String(schema::key::Title));
    summary.timeZone = setting(storage, schema::key::TimeZone);
    summary.simulated = setting(storage, schema::key::Simulated) == QLatin1String("1");
    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    summary.candidates = *candidates;
    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    for (const Criterion& c : std::as_const(*criteria)) {
        switch (c.tier) {
        case CriterionTier::Gate:
            ++summary.gates;
            break;
        case CriterionTier::Bonus:
            ++summary.bonus;
            break;
        case CriterionTier::Deferred:
            ++summary.deferred;
            break;
        }
    }
    for (auto [table, target] : {std::pair{"poc_runs", &summary.pocRuns}, std::pair{"tco_lines", &summary.tcoLines},
                                 std::pair{"audit_log", &summary.auditEntries}}) {
        auto n = storage.count(QLatin1String(table));
        if (!n)
            return n.error();
        *target = *n;
    }
    auto head = AuditRepository(storage).storedHead();
    if (!head)
        return head.error();
    summary.chainHead = head->text();
    summary.jobs = -1;
    if (!countJobs)
        return summary;
    // The job log as every view shows it: without the jobs of undone imports (kept until purged).
    auto jobs = BaselineRepository(storage).countJobs({});
    if (!jobs)
        return jobs.error();
    summary.jobs = *jobs;
    return summary;
}

Result<QByteArray> contentHash(const Storage& storage)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString& table : storage.tables()) {
        const QStringList columns = storage.columns(table);
        hash.addData(table.toUtf8());
        hash.addData(columns.join(u',').toUtf8());
        auto r = storage.scan(table, columns, [&](const QVariantList& values) {
            for (const QVariant& value : values) {
                hash.addData(value.isNull() ? QByteArrayLiteral("\x01null") : value.toString().toUtf8());
                hash.addData(QByteArrayLiteral("\x1f"));
            }
            hash.addData(QByteArrayLiteral("\x1e"));
            return true;
        });
        if (!r)
            return r.error();
    }
    return hash.result().toHex();
}

} // namespace gatebench
