#include "repositories/ExitReadinessRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

#include <QCoreApplication>

#include <algorithm>

namespace gatebench {

namespace {

using rows::keyOf;
using rows::text;
using rows::valueOf;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ExitReadinessRepository)
};

const QString kChecks = QStringLiteral("exit_checks");
const QString kCandidate = QStringLiteral("candidate_id");
const QString kItem = QStringLiteral("exit_item");

constexpr std::pair<ExitItem, const char*> kItemKeys[] = {
    {ExitItem::JobDefinitions, "job_definitions"}, {ExitItem::ModelMetadata, "model_metadata"},
    {ExitItem::AuditRecords, "audit_records"},     {ExitItem::ContainerImages, "container_images"},
    {ExitItem::TrainingCode, "training_code"},     {ExitItem::DataFormats, "data_formats"},
};

constexpr std::pair<ExitStatus, const char*> kStatusKeys[] = {
    {ExitStatus::Ready, "ready"},
    {ExitStatus::Partial, "partial"},
    {ExitStatus::Missing, "missing"},
};

Filter checkKey(const QString& candidateId, ExitItem item)
{
    return {{kCandidate, candidateId}, {kItem, ExitReadinessRepository::itemKey(item)}};
}

/// The columns a committee edits (not the key).
Row editedColumns(const ExitCheck& check)
{
    return {{QStringLiteral("readiness"), ExitReadinessRepository::statusKey(check.status)},
            {QStringLiteral("evidence"), nonNullText(check.evidence)}};
}

Row wholeRow(const ExitCheck& check)
{
    Row row = editedColumns(check);
    row.insert(kCandidate, check.candidateId);
    row.insert(kItem, ExitReadinessRepository::itemKey(check.item));
    return row;
}

Result<ExitCheck> fromRow(const Row& row)
{
    ExitCheck check;
    check.candidateId = text(row, "candidate_id");
    const auto item = ExitReadinessRepository::itemFromKey(text(row, "exit_item"));
    const auto status = ExitReadinessRepository::statusFromKey(text(row, "readiness"));
    if (!item || !status)
        return Error{Error::Kind::Integrity,
                     Text::tr("The exit checklist of %1 has an unknown item or status (%2, %3)")
                         .arg(check.candidateId, text(row, "exit_item"), text(row, "readiness"))};
    check.item = *item;
    check.status = *status;
    check.evidence = text(row, "evidence");
    return check;
}

} // namespace

QString ExitReadinessRepository::itemKey(ExitItem item)
{
    return keyOf(kItemKeys, item);
}

std::optional<ExitItem> ExitReadinessRepository::itemFromKey(const QString& key)
{
    return valueOf<ExitItem>(kItemKeys, key);
}

QString ExitReadinessRepository::statusKey(ExitStatus status)
{
    return keyOf(kStatusKeys, status);
}

std::optional<ExitStatus> ExitReadinessRepository::statusFromKey(const QString& key)
{
    return valueOf<ExitStatus>(kStatusKeys, key);
}

Result<QList<ExitCheck>> ExitReadinessRepository::where(const Filter& filter) const
{
    auto rows = m_storage.select(kChecks, filter, {kCandidate});
    if (!rows)
        return rows.error();
    QList<ExitCheck> checks;
    checks.reserve(rows->size());
    for (const Row& row : std::as_const(*rows)) {
        auto check = fromRow(row);
        if (!check)
            return check.error();
        checks.append(*check);
    }
    // Checklist order within a candidate (the stored keys sort alphabetically).
    std::stable_sort(checks.begin(), checks.end(), [](const ExitCheck& a, const ExitCheck& b) {
        if (a.candidateId != b.candidateId)
            return a.candidateId < b.candidateId;
        return int(a.item) < int(b.item);
    });
    return checks;
}

Result<QList<ExitCheck>> ExitReadinessRepository::all() const
{
    return where({});
}

Result<QList<ExitCheck>> ExitReadinessRepository::of(const QString& candidateId) const
{
    return where({{kCandidate, candidateId}});
}

Result<std::optional<ExitCheck>> ExitReadinessRepository::find(const QString& candidateId, ExitItem item) const
{
    auto checks = where(checkKey(candidateId, item));
    if (!checks)
        return checks.error();
    if (checks->isEmpty())
        return std::optional<ExitCheck>{};
    return std::optional<ExitCheck>{checks->first()};
}

Result<std::optional<Change>>
ExitReadinessRepository::checkChange(const ExitCheck& wanted,
                                     const std::optional<std::optional<ExitCheck>>& shown) const
{
    auto stored = find(wanted.candidateId, wanted.item);
    if (!stored)
        return stored.error();
    return rows::cellChange(kChecks, checkKey(wanted.candidateId, wanted.item), *stored, shown, wanted, editedColumns,
                            wholeRow);
}

Result<std::optional<Change>> ExitReadinessRepository::clearChange(const QString& candidateId, ExitItem item,
                                                                   const std::optional<ExitCheck>& shown) const
{
    auto stored = find(candidateId, item);
    if (!stored)
        return stored.error();
    return rows::cellRemoval(kChecks, checkKey(candidateId, item), *stored, shown, wholeRow);
}

Result<void> ExitReadinessRepository::insertChecks(Storage& storage, const QList<ExitCheck>& checks)
{
    for (const ExitCheck& check : checks) {
        if (auto r = storage.insert(kChecks, wholeRow(check)); !r)
            return r.error();
    }
    return {};
}

bool ExitReadinessRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kChecks) || event.touches(QStringLiteral("candidates"));
}

} // namespace gatebench
