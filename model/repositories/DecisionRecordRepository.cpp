#include "repositories/DecisionRecordRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

using rows::text;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecisionRecordRepository)
};

const QString kRecords = QStringLiteral("decision_record");
const QString kId = QStringLiteral("id");
const QString kAsOf = QStringLiteral("as_of");

/// A candidate reference: NULL when none (the column is a foreign key).
QVariant candidateRef(const QString& id)
{
    return id.isEmpty() ? QVariant() : QVariant(id);
}

/// The columns the committee edits.
Row editedColumns(const DecisionRecord& record)
{
    return {{QStringLiteral("recommended"), candidateRef(record.recommended)},
            {QStringLiteral("alternative"), candidateRef(record.alternative)},
            {QStringLiteral("risks"), nonNullText(record.risks)},
            {QStringLiteral("assumptions"), nonNullText(record.assumptions)},
            {QStringLiteral("acceptance"), nonNullText(record.acceptance)},
            {QStringLiteral("exit_path"), nonNullText(record.exitPath)},
            {QStringLiteral("signed_by"), nonNullText(record.signedBy)}};
}

bool sameContent(const DecisionRecord& a, const DecisionRecord& b)
{
    return a.id == b.id && a.asOf == b.asOf && a.recommended == b.recommended && a.alternative == b.alternative &&
           a.risks == b.risks && a.assumptions == b.assumptions && a.acceptance == b.acceptance &&
           a.exitPath == b.exitPath && a.signedBy == b.signedBy && a.signedAt == b.signedAt;
}

} // namespace

Result<QList<DecisionRecord>> DecisionRecordRepository::all() const
{
    auto rows = m_storage.select(kRecords, {}, {kId});
    if (!rows)
        return rows.error();
    QList<DecisionRecord> list;
    for (const Row& row : std::as_const(*rows))
        list.append({row.value(kId).toLongLong(), text(row, "as_of"), text(row, "recommended"),
                     text(row, "alternative"), text(row, "risks"), text(row, "assumptions"), text(row, "acceptance"),
                     text(row, "exit_path"), text(row, "signed_by"), text(row, "signed_at")});
    return list;
}

Result<std::optional<DecisionRecord>> DecisionRecordRepository::latest() const
{
    auto list = all();
    if (!list)
        return list.error();
    if (list->isEmpty())
        return std::optional<DecisionRecord>{};
    return std::optional<DecisionRecord>{list->last()};
}

Result<std::optional<Change>> DecisionRecordRepository::saveChange(const DecisionRecord& wanted,
                                                                   const std::optional<DecisionRecord>& shown) const
{
    auto stored = latest();
    if (!stored)
        return stored.error();
    if (stored->has_value() != shown.has_value() || (shown && !sameContent(**stored, *shown)))
        return Error{Error::Kind::Conflict,
                     Text::tr("Someone else saved the decision record meanwhile: it is shown again, as saved")};
    const Row target = editedColumns(wanted);
    if (*stored && (*stored)->signedAt.isEmpty()) {
        const Filter key{{kId, (*stored)->id}};
        ChangeSet update = rows::updateTo(kRecords, key, editedColumns(**stored), target);
        if (update.isEmpty())
            return std::optional<Change>{};
        Change change = update.first();
        if (wanted.asOf != (*stored)->asOf) {
            change.before.insert(kAsOf, (*stored)->asOf);
            change.after.insert(kAsOf, wanted.asOf);
        }
        return std::optional<Change>{change};
    }
    if (*stored) {
        // A signed record stays as signed: nothing to save when the texts are the same.
        if (rows::updateTo(kRecords, {}, editedColumns(**stored), target).isEmpty())
            return std::optional<Change>{};
    }
    const qint64 id = *stored ? (*stored)->id + 1 : 1;
    Row row = target;
    row.insert(kId, id);
    row.insert(kAsOf, wanted.asOf);
    return std::optional<Change>{Change::insert(kRecords, {{kId, id}}, row)};
}

bool DecisionRecordRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kRecords) || event.touches(QStringLiteral("candidates"));
}

} // namespace gatebench
