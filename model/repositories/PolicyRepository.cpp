#include "repositories/PolicyRepository.h"

#include "storage/Storage.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Whatif)
};

const QString kTable = QStringLiteral("whatif_policies");
const QString kId = QStringLiteral("id");
const QString kCandidate = QStringLiteral("candidate_id");
const QString kPolicy = QStringLiteral("policy");

} // namespace

Result<QMap<QString, whatif::Policy>> PolicyRepository::all() const
{
    QMap<QString, whatif::Policy> out;
    if (!m_storage.tables().contains(kTable))
        return out;
    auto rows = m_storage.select(kTable);
    if (!rows)
        return rows.error();
    for (const Row& row : std::as_const(*rows)) {
        const QVariant candidate = row.value(kCandidate);
        if (candidate.isNull())
            continue;
        auto policy = whatif::parsePolicy(row.value(kPolicy).toString().toUtf8(), candidate.toString());
        if (!policy)
            return Error{Error::Kind::Integrity,
                         Text::tr("A stored policy does not read: %1").arg(policy.error().message)};
        out.insert(candidate.toString(), *policy);
    }
    return out;
}

Result<std::optional<whatif::Policy>> PolicyRepository::asIs() const
{
    if (!m_storage.tables().contains(kTable))
        return std::optional<whatif::Policy>();
    auto rows = m_storage.select(kTable);
    if (!rows)
        return rows.error();
    for (const Row& row : std::as_const(*rows)) {
        if (!row.value(kCandidate).isNull())
            continue;
        auto policy = whatif::parsePolicy(row.value(kPolicy).toString().toUtf8());
        if (!policy)
            return Error{Error::Kind::Integrity,
                         Text::tr("A stored policy does not read: %1").arg(policy.error().message)};
        return std::optional<whatif::Policy>(*policy);
    }
    return std::optional<whatif::Policy>();
}

Result<QHash<qint64, QVariant>> PolicyRepository::candidatesByRow() const
{
    QHash<qint64, QVariant> out;
    if (!m_storage.tables().contains(kTable))
        return out;
    auto rows = m_storage.select(kTable);
    if (!rows)
        return rows.error();
    for (const Row& row : std::as_const(*rows))
        out.insert(row.value(kId).toLongLong(), row.value(kCandidate));
    return out;
}

Result<std::optional<Change>> PolicyRepository::policyChange(const QString& candidateId,
                                                             const std::optional<whatif::Policy>& policy) const
{
    if (!m_storage.tables().contains(kTable))
        return Error{Error::Kind::Integrity, Text::tr("This evaluation keeps no scheduling policies (an older file)")};
    auto rows = m_storage.select(kTable);
    if (!rows)
        return rows.error();
    std::optional<Row> stored;
    qint64 nextId = 1;
    for (const Row& row : std::as_const(*rows)) {
        nextId = std::max(nextId, row.value(kId).toLongLong() + 1);
        const QVariant candidate = row.value(kCandidate);
        if (candidateId.isEmpty() ? candidate.isNull() : (!candidate.isNull() && candidate.toString() == candidateId))
            stored = row;
    }
    const QString text = policy ? QString::fromUtf8(whatif::toText(*policy)) : QString();
    if (!stored) {
        if (!policy)
            return std::optional<Change>();
        const Row row{
            {kId, nextId}, {kCandidate, candidateId.isEmpty() ? QVariant() : QVariant(candidateId)}, {kPolicy, text}};
        return std::optional<Change>(Change::insert(kTable, {{kId, nextId}}, row));
    }
    const Filter key{{kId, stored->value(kId)}};
    if (!policy)
        return std::optional<Change>(Change::remove(kTable, key, *stored));
    const QString old = stored->value(kPolicy).toString();
    if (old == text)
        return std::optional<Change>();
    return std::optional<Change>(Change::update(kTable, key, {{kPolicy, old}}, {{kPolicy, text}}));
}

Result<void> PolicyRepository::insert(Storage& storage, const QString& candidateId, const whatif::Policy& policy)
{
    auto r = storage.insert(kTable, {{kCandidate, candidateId.isEmpty() ? QVariant() : QVariant(candidateId)},
                                     {kPolicy, QString::fromUtf8(whatif::toText(policy))}});
    if (!r)
        return r.error();
    return {};
}

} // namespace gatebench
