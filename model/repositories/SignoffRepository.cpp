#include "repositories/SignoffRepository.h"
#include "repositories/AuditRepository.h"
#include "repositories/RowValues.h"

#include "storage/Schema.h"
#include "storage/Storage.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <array>
#include <utility>

namespace gatebench {

namespace {

using rows::text;

const QString kMembers = QStringLiteral("reviewers");
const QString kSignatures = QStringLiteral("signatures");
const QString kFreezes = QStringLiteral("decision_freezes");
const QString kRecords = QStringLiteral("decision_record");
const QString kMemberId = QStringLiteral("member_id");
const QString kId = QStringLiteral("id");
const QString kReopenedAt = QStringLiteral("reopened_at");
/// The schema version that made the committee's tables: a file read as it is at an older version has none.
constexpr int kCommitteeVersion = 21;

constexpr std::array<std::pair<SignChoice, const char*>, 3> kChoices{{
    {SignChoice::Agree, "agree"},
    {SignChoice::Reservations, "reservations"},
    {SignChoice::Dissent, "dissent"},
}};

Signature signatureOf(const Row& row)
{
    return {text(row, "member_id"), SignoffRepository::choiceFromKey(text(row, "choice")).value_or(SignChoice::Agree),
            text(row, "reason"), text(row, "signed_at"), text(row, "fingerprint")};
}

Row signatureRow(const Signature& s)
{
    return {{kMemberId, s.memberId},
            {QStringLiteral("choice"), SignoffRepository::choiceKey(s.choice)},
            {QStringLiteral("reason"), nonNullText(s.reason)},
            {QStringLiteral("signed_at"), s.signedAt},
            {QStringLiteral("fingerprint"), s.fingerprint}};
}

DecisionFreeze freezeOf(const Row& row)
{
    return {row.value(kId).toLongLong(), text(row, "frozen_by"),   text(row, "frozen_at"),
            text(row, "reason"),         text(row, "fingerprint"), text(row, "chain_head"),
            text(row, "reopened_by"),    text(row, "reopened_at"), text(row, "reopen_reason")};
}

/// The tables the fingerprint reads (reports/Fingerprint.cpp), each with the columns it leaves out
/// (edit times and authors, profile prose, links to imports and sources); every other column of these
/// tables, and every row added or removed, is the fingerprint's data.
const QHash<QString, QSet<QString>>& coveredTables()
{
    static const QHash<QString, QSet<QString>> tables{
        {QStringLiteral("candidates"),
         {QStringLiteral("origin"), QStringLiteral("consider_zh"), QStringLiteral("consider_en"),
          QStringLiteral("verify_first_zh"), QStringLiteral("verify_first_en"), QStringLiteral("risks_zh"),
          QStringLiteral("risks_en"), QStringLiteral("lock_in_zh"), QStringLiteral("lock_in_en"),
          QStringLiteral("as_of"), QStringLiteral("sources_zh"), QStringLiteral("sources_en"),
          QStringLiteral("aliases"), QStringLiteral("notes"), QStringLiteral("import_id")}},
        {QStringLiteral("criteria"),
         {QStringLiteral("description_zh"), QStringLiteral("description_en"), QStringLiteral("vendor_question_zh"),
          QStringLiteral("vendor_question_en"), QStringLiteral("import_id")}},
        {QStringLiteral("assessments"),
         {QStringLiteral("computed_value"), QStringLiteral("reviewer"), QStringLiteral("updated_at"),
          QStringLiteral("import_id")}},
        {QStringLiteral("evidence_files"),
         {QStringLiteral("mime_type"), QStringLiteral("added_by"), QStringLiteral("added_at")}},
        {QStringLiteral("bonus_scores"),
         {QStringLiteral("updated_at"), QStringLiteral("round_id"), QStringLiteral("import_id")}},
        {QStringLiteral("poc_scenarios"),
         {QStringLiteral("description_zh"), QStringLiteral("description_en"), QStringLiteral("aliases")}},
        {QStringLiteral("poc_runs"),
         {QStringLiteral("notes"), QStringLiteral("import_id"), QStringLiteral("source_file"),
          QStringLiteral("source_line")}},
        {QStringLiteral("fx_rates"), {}},
        {QStringLiteral("tco_scenarios"), {}},
        {QStringLiteral("tco_lines"), {QStringLiteral("target_utilization"), QStringLiteral("import_id")}},
        {QStringLiteral("tco_line_multipliers"), {}},
        {kRecords, {QStringLiteral("signed_by"), QStringLiteral("signed_at")}},
        {QStringLiteral("consensus_scores"),
         {QStringLiteral("set_by"), QStringLiteral("round_id"), QStringLiteral("set_at")}},
        {QStringLiteral("recusals"), {QStringLiteral("declared_at")}},
        {kSignatures, {QStringLiteral("signed_at"), QStringLiteral("fingerprint")}},
    };
    return tables;
}

/// The settings the fingerprint reads: the TCO's basis and volumes.
bool coveredSetting(const QString& key)
{
    for (const char* covered :
         {schema::key::Currency, schema::key::TcoTaxBasis, schema::key::TcoTaxRate, schema::key::TcoVolumeExperiments,
          schema::key::TcoVolumeModelVersions, schema::key::TcoVolumeInferenceRequests}) {
        if (key == QLatin1String(covered))
            return true;
    }
    return false;
}

} // namespace

const QHash<QString, QSet<QString>>& SignoffRepository::fingerprintTables()
{
    return coveredTables();
}

bool SignoffRepository::fingerprintSetting(const QString& key)
{
    return coveredSetting(key);
}

QString SignoffRepository::choiceKey(SignChoice choice)
{
    return rows::keyOf(kChoices, choice);
}

std::optional<SignChoice> SignoffRepository::choiceFromKey(const QString& key)
{
    return rows::valueOf<SignChoice>(kChoices, key);
}

Result<QList<Signature>> SignoffRepository::signatures() const
{
    if (m_storage.schemaVersion() < kCommitteeVersion)
        return QList<Signature>{};
    auto rows = m_storage.select(kSignatures, {}, {kMemberId});
    if (!rows)
        return rows.error();
    QList<Signature> list;
    for (const Row& row : std::as_const(*rows))
        list.append(signatureOf(row));
    return list;
}

Result<QList<DecisionFreeze>> SignoffRepository::freezes() const
{
    if (m_storage.schemaVersion() < kCommitteeVersion)
        return QList<DecisionFreeze>{};
    auto rows = m_storage.select(kFreezes, {}, {kId});
    if (!rows)
        return rows.error();
    QList<DecisionFreeze> list;
    for (const Row& row : std::as_const(*rows))
        list.append(freezeOf(row));
    return list;
}

Result<std::optional<DecisionFreeze>> SignoffRepository::currentFreeze() const
{
    auto all = freezes();
    if (!all)
        return all.error();
    if (all->isEmpty() || all->last().reopened())
        return std::optional<DecisionFreeze>{};
    return std::optional<DecisionFreeze>{all->last()};
}

Result<Change> SignoffRepository::signChange(const Signature& signature) const
{
    const Filter key{{kMemberId, signature.memberId}};
    auto rows = m_storage.select(kSignatures, key);
    if (!rows)
        return rows.error();
    const Row wanted = signatureRow(signature);
    if (rows->isEmpty())
        return Change::insert(kSignatures, key, wanted);
    Row before = rows->first();
    Row after = wanted;
    after.remove(kMemberId);
    before.remove(kMemberId);
    return Change::update(kSignatures, key, before, after);
}

Result<Change> SignoffRepository::freezeChange(const DecisionFreeze& freeze) const
{
    auto all = freezes();
    if (!all)
        return all.error();
    const qint64 id = all->isEmpty() ? 1 : all->last().id + 1;
    return Change::insert(kFreezes, {{kId, id}},
                          {{kId, id},
                           {QStringLiteral("frozen_by"), freeze.frozenBy},
                           {QStringLiteral("frozen_at"), freeze.frozenAt},
                           {QStringLiteral("reason"), nonNullText(freeze.reason)},
                           {QStringLiteral("fingerprint"), freeze.fingerprint},
                           {QStringLiteral("chain_head"), freeze.chainHead}});
}

Result<ChangeSet> SignoffRepository::reopenChanges(const DecisionFreeze& freeze, const QString& by, const QString& at,
                                                   const QString& reason) const
{
    ChangeSet changes;
    changes.append(Change::update(
        kFreezes, {{kId, freeze.id}},
        {{QStringLiteral("reopened_by"), QVariant()},
         {kReopenedAt, QVariant()},
         {QStringLiteral("reopen_reason"), QVariant()}},
        {{QStringLiteral("reopened_by"), by}, {kReopenedAt, at}, {QStringLiteral("reopen_reason"), reason}}));
    auto rows = m_storage.select(kSignatures, {}, {kMemberId});
    if (!rows)
        return rows.error();
    for (const Row& row : std::as_const(*rows))
        changes.append(Change::remove(kSignatures, {{kMemberId, row.value(kMemberId)}}, row));
    return changes;
}

Result<std::optional<Change>> SignoffRepository::markRecordSigned(const QString& at) const
{
    auto rows = m_storage.select(kRecords, {}, {kId});
    if (!rows)
        return rows.error();
    if (rows->isEmpty() || !text(rows->last(), "signed_at").isEmpty())
        return std::optional<Change>{};
    const Row& latest = rows->last();
    return std::optional<Change>{Change::update(kRecords, {{kId, latest.value(kId)}},
                                                {{QStringLiteral("signed_at"), QVariant()}},
                                                {{QStringLiteral("signed_at"), at}})};
}

std::optional<QString> SignoffRepository::fingerprintPart(const Change& change)
{
    if (change.table == QLatin1String("workspace_settings")) {
        const QString key = change.key.value(QStringLiteral("key")).toString();
        if (coveredSetting(key))
            return AuditRepository::labelOf(change.table) + QStringLiteral(" “") + key + QStringLiteral("”");
        return std::nullopt;
    }
    const auto it = coveredTables().constFind(change.table);
    if (it == coveredTables().cend())
        return std::nullopt;
    if (change.op == Change::Op::Update) {
        bool covered = false;
        for (auto column = change.after.cbegin(); column != change.after.cend() && !covered; ++column)
            covered = !it->contains(column.key());
        if (!covered)
            return std::nullopt;
    }
    return AuditRepository::labelOf(change.table);
}

std::optional<QString> SignoffRepository::fingerprintPart(const QStringList& tables)
{
    for (const QString& table : tables) {
        if (coveredTables().contains(table))
            return AuditRepository::labelOf(table);
    }
    return std::nullopt;
}

bool SignoffRepository::reopens(const ChangeSet& changes)
{
    return std::any_of(changes.cbegin(), changes.cend(), [](const Change& change) {
        return change.table == kFreezes && change.op == Change::Op::Update && change.after.contains(kReopenedAt) &&
               !change.after.value(kReopenedAt).isNull();
    });
}

bool SignoffRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kSignatures) || event.touches(kFreezes) || event.touches(kMembers) || event.touches(kRecords);
}

} // namespace gatebench
