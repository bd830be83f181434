#include "repositories/CandidateRepository.h"
#include "repositories/RowValues.h"

#include "storage/Storage.h"

#include <QCoreApplication>

#include <array>

namespace gatebench {

namespace {

using rows::pair;
using rows::putPair;
using rows::text;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Candidates)
};

const QString kTable = QStringLiteral("candidates");
const QString kId = QStringLiteral("id");

struct FieldColumn {
    CandidateField field;
    const char* column;
};

constexpr std::array kFields{
    FieldColumn{CandidateField::NameZh, "name_zh"},
    FieldColumn{CandidateField::NameEn, "name_en"},
    FieldColumn{CandidateField::VendorZh, "vendor_zh"},
    FieldColumn{CandidateField::VendorEn, "vendor_en"},
    FieldColumn{CandidateField::Route, "route"},
    FieldColumn{CandidateField::Deployment, "deployment"},
    FieldColumn{CandidateField::TcoTemplate, "tco_template"},
    FieldColumn{CandidateField::ConsiderZh, "consider_zh"},
    FieldColumn{CandidateField::ConsiderEn, "consider_en"},
    FieldColumn{CandidateField::VerifyFirstZh, "verify_first_zh"},
    FieldColumn{CandidateField::VerifyFirstEn, "verify_first_en"},
    FieldColumn{CandidateField::RisksZh, "risks_zh"},
    FieldColumn{CandidateField::RisksEn, "risks_en"},
    FieldColumn{CandidateField::LockInZh, "lock_in_zh"},
    FieldColumn{CandidateField::LockInEn, "lock_in_en"},
    FieldColumn{CandidateField::SourcesZh, "sources_zh"},
    FieldColumn{CandidateField::SourcesEn, "sources_en"},
    FieldColumn{CandidateField::AsOf, "as_of"},
    FieldColumn{CandidateField::Aliases, "aliases"},
    FieldColumn{CandidateField::Notes, "notes"},
    FieldColumn{CandidateField::InPoc, "in_poc"},
    FieldColumn{CandidateField::SetAsideReason, "set_aside_reason"},
};

/// The storage form of a field's value: booleans as 0 / 1, everything else as text (never NULL:
/// every text column of a candidate is NOT NULL).
QVariant storedValue(CandidateField field, const QVariant& value)
{
    if (field == CandidateField::InPoc)
        return value.toBool() ? 1 : 0;
    return nonNullText(value.toString());
}

} // namespace

QVariant fieldValue(const Candidate& c, CandidateField field)
{
    switch (field) {
    case CandidateField::NameZh:
        return c.name.zh;
    case CandidateField::NameEn:
        return c.name.en;
    case CandidateField::VendorZh:
        return c.vendor.zh;
    case CandidateField::VendorEn:
        return c.vendor.en;
    case CandidateField::Route:
        return c.route;
    case CandidateField::Deployment:
        return c.deployment;
    case CandidateField::TcoTemplate:
        return c.tcoTemplate;
    case CandidateField::ConsiderZh:
        return c.consider.zh;
    case CandidateField::ConsiderEn:
        return c.consider.en;
    case CandidateField::VerifyFirstZh:
        return c.verifyFirst.zh;
    case CandidateField::VerifyFirstEn:
        return c.verifyFirst.en;
    case CandidateField::RisksZh:
        return c.risks.zh;
    case CandidateField::RisksEn:
        return c.risks.en;
    case CandidateField::LockInZh:
        return c.lockIn.zh;
    case CandidateField::LockInEn:
        return c.lockIn.en;
    case CandidateField::SourcesZh:
        return c.sources.zh;
    case CandidateField::SourcesEn:
        return c.sources.en;
    case CandidateField::AsOf:
        return c.asOf;
    case CandidateField::Aliases:
        return c.aliases;
    case CandidateField::Notes:
        return c.notes;
    case CandidateField::InPoc:
        return c.inPoc;
    case CandidateField::SetAsideReason:
        return c.setAsideReason;
    }
    return {};
}

QString CandidateRepository::fieldKey(CandidateField field)
{
    for (const FieldColumn& f : kFields) {
        if (f.field == field)
            return QLatin1String(f.column);
    }
    return {};
}

std::optional<CandidateField> CandidateRepository::fieldFromKey(const QString& key)
{
    for (const FieldColumn& f : kFields) {
        if (key == QLatin1String(f.column))
            return f.field;
    }
    return std::nullopt;
}

Candidate CandidateRepository::fromRow(const Row& row)
{
    Candidate c;
    c.id = text(row, "id");
    c.position = row.value(QStringLiteral("position")).toInt();
    c.origin = text(row, "origin") == QLatin1String("template") ? CandidateOrigin::Template : CandidateOrigin::Custom;
    c.name = pair(row, "name");
    c.vendor = pair(row, "vendor");
    c.route = text(row, "route");
    c.deployment = text(row, "deployment");
    c.tcoTemplate = text(row, "tco_template");
    c.consider = pair(row, "consider");
    c.verifyFirst = pair(row, "verify_first");
    c.risks = pair(row, "risks");
    c.lockIn = pair(row, "lock_in");
    c.sources = pair(row, "sources");
    c.asOf = text(row, "as_of");
    c.aliases = text(row, "aliases");
    c.notes = text(row, "notes");
    c.shortlisted = row.value(QStringLiteral("shortlisted"), 1).toInt() == 1;
    c.setAsideReason = text(row, "set_aside_reason");
    c.inPoc = row.value(QStringLiteral("in_poc")).toInt() == 1;
    return c;
}

Row CandidateRepository::toRow(const Candidate& c)
{
    Row row{{kId, c.id},
            {QStringLiteral("position"), c.position},
            {QStringLiteral("origin"),
             c.origin == CandidateOrigin::Template ? QStringLiteral("template") : QStringLiteral("custom")}};
    putPair(row, "name", c.name);
    putPair(row, "vendor", c.vendor);
    // Empty keys take the schema's defaults.
    if (!c.route.isEmpty())
        row.insert(QStringLiteral("route"), c.route);
    if (!c.deployment.isEmpty())
        row.insert(QStringLiteral("deployment"), c.deployment);
    if (!c.tcoTemplate.isEmpty())
        row.insert(QStringLiteral("tco_template"), c.tcoTemplate);
    putPair(row, "consider", c.consider);
    putPair(row, "verify_first", c.verifyFirst);
    putPair(row, "risks", c.risks);
    putPair(row, "lock_in", c.lockIn);
    putPair(row, "sources", c.sources);
    row.insert(QStringLiteral("as_of"), nonNullText(c.asOf));
    row.insert(QStringLiteral("aliases"), nonNullText(c.aliases));
    row.insert(QStringLiteral("notes"), nonNullText(c.notes));
    row.insert(QStringLiteral("shortlisted"), c.shortlisted ? 1 : 0);
    row.insert(QStringLiteral("set_aside_reason"), nonNullText(c.setAsideReason));
    row.insert(QStringLiteral("in_poc"), c.inPoc ? 1 : 0);
    return row;
}

Result<QList<Candidate>> CandidateRepository::all() const
{
    auto rows = m_storage.select(kTable, {}, {QStringLiteral("position"), kId});
    if (!rows)
        return rows.error();
    QList<Candidate> list;
    list.reserve(rows->size());
    for (const Row& row : std::as_const(*rows))
        list.append(fromRow(row));
    return list;
}

Result<std::optional<Candidate>> CandidateRepository::find(const QString& id) const
{
    auto rows = m_storage.select(kTable, {{kId, id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<Candidate>{};
    return std::optional<Candidate>{fromRow(rows->first())};
}

Result<bool> CandidateRepository::exists(const QString& id) const
{
    auto n = m_storage.count(kTable, {{kId, id}});
    if (!n)
        return n.error();
    return *n > 0;
}

Result<int> CandidateRepository::nextPosition() const
{
    auto list = all();
    if (!list)
        return list.error();
    int position = -1;
    for (const Candidate& c : std::as_const(*list))
        position = qMax(position, c.position);
    return position + 1;
}

Result<void> CandidateRepository::insertAll(Storage& storage, const QList<Candidate>& candidates)
{
    for (const Candidate& candidate : candidates) {
        if (auto r = storage.insert(kTable, toRow(candidate)); !r)
            return r.error();
    }
    return {};
}

ChangeSet CandidateRepository::insert(const Candidate& candidate) const
{
    return {inserted(candidate)};
}

Result<QList<Stored<Candidate>>> CandidateRepository::stored() const
{
    auto rows = m_storage.select(kTable, {}, {QStringLiteral("position"), kId});
    if (!rows)
        return rows.error();
    QList<Stored<Candidate>> list;
    list.reserve(rows->size());
    for (const Row& row : std::as_const(*rows))
        list.append({fromRow(row), row});
    return list;
}

Change CandidateRepository::inserted(const Candidate& candidate)
{
    return Change::insert(kTable, {{kId, candidate.id}}, toRow(candidate));
}

ChangeSet CandidateRepository::updated(const Stored<Candidate>& stored,
                                       const QList<std::pair<CandidateField, QVariant>>& values)
{
    Row wanted;
    for (const auto& [field, value] : values)
        wanted.insert(fieldKey(field), storedValue(field, value));
    return rows::updateTo(kTable, {{kId, stored.value.id}}, stored.row, wanted);
}

Result<ChangeSet> CandidateRepository::setFields(const QString& id,
                                                 const QList<std::pair<CandidateField, QVariant>>& values,
                                                 const std::optional<Candidate>& expected) const
{
    auto rows = m_storage.select(kTable, {{kId, id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error{Error::Kind::Conflict, Text::tr("The candidate %1 no longer exists").arg(id)};
    const Row& current = rows->first();
    if (expected) {
        const Candidate stored = fromRow(current);
        for (const auto& [field, value] : values) {
            if (fieldValue(stored, field) != fieldValue(*expected, field))
                return Error{Error::Kind::Conflict,
                             Text::tr("The candidate %1 was changed by someone else since you read it; nothing was "
                                      "written. The view now shows the current value.")
                                 .arg(id)};
        }
    }
    Row wanted;
    for (const auto& [field, value] : values)
        wanted.insert(fieldKey(field), storedValue(field, value));
    return rows::updateTo(kTable, {{kId, id}}, current, wanted);
}

Result<ChangeSet> CandidateRepository::setShortlisted(const QString& id, bool shortlisted, const QString& reason) const
{
    auto rows = m_storage.select(kTable, {{kId, id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error{Error::Kind::Conflict, Text::tr("The candidate %1 no longer exists").arg(id)};
    const Row& current = rows->first();
    const Row wanted{{QStringLiteral("shortlisted"), shortlisted ? 1 : 0},
                     {QStringLiteral("set_aside_reason"), shortlisted ? emptyText() : nonNullText(reason)}};
    return rows::updateTo(kTable, {{kId, id}}, current, wanted);
}

bool CandidateRepository::touchedBy(const ChangeEvent& event)
{
    return event.touches(kTable);
}

bool CandidateRepository::reorderedBy(const ChangeEvent& event)
{
    return event.reshapes(kTable, {kId, QStringLiteral("position")});
}

QStringList CandidateRepository::editedIn(const ChangeEvent& event)
{
    QStringList ids;
    for (const ChangeEvent::RowChange& change : event.rows) {
        if (change.table == kTable && !ids.contains(change.key.value(kId).toString()))
            ids.append(change.key.value(kId).toString());
    }
    return ids;
}

CandidateRepository::Removal CandidateRepository::removal(const QString& id)
{
    return {kTable, {{kId, id}}};
}

Result<CandidateRepository::Dependents> CandidateRepository::dependents(const QString& id) const
{
    const Filter filter{{QStringLiteral("candidate_id"), id}};
    Dependents d;
    for (auto [table, target] : {std::pair{"assessments", &d.assessments}, std::pair{"bonus_scores", &d.scores},
                                 std::pair{"poc_runs", &d.pocRuns}, std::pair{"tco_lines", &d.tcoLines}}) {
        auto n = m_storage.count(QLatin1String(table), filter);
        if (!n)
            return n.error();
        *target = *n;
    }
    return d;
}

Result<QSet<QString>> CandidateRepository::withPocRuns() const
{
    QSet<QString> ids;
    if (auto r = m_storage.scan(QStringLiteral("poc_runs"), {QStringLiteral("candidate_id")},
                                [&](const QVariantList& v) {
                                    ids.insert(v.at(0).toString());
                                    return true;
                                });
        !r)
        return r.error();
    return ids;
}

} // namespace gatebench
