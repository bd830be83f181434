#include "repositories/MemberRepository.h"

#include "repositories/RowValues.h"

#include <QSet>

namespace gatebench {

namespace {

using rows::text;

const QString kMembers = QStringLiteral("reviewers");
const QString kAssignments = QStringLiteral("scoring_assignments");
const QString kQuorums = QStringLiteral("scoring_quorums");
const QString kRecusals = QStringLiteral("recusals");
const QString kScores = QStringLiteral("bonus_scores");
const QString kSignatures = QStringLiteral("signatures");
const QString kId = QStringLiteral("id");
const QString kName = QStringLiteral("name");
const QString kRole = QStringLiteral("role");
const QString kSimulated = QStringLiteral("simulated");
const QString kPermission = QStringLiteral("permission");
const QString kFunction = QStringLiteral("function");
const QString kMemberId = QStringLiteral("member_id");
const QString kReviewerId = QStringLiteral("reviewer_id");
const QString kCandidateId = QStringLiteral("candidate_id");
const QString kCriterionId = QStringLiteral("criterion_id");
const QString kQuorum = QStringLiteral("quorum");
const QString kReason = QStringLiteral("reason");
const QString kDeclaredAt = QStringLiteral("declared_at");

Member memberOfRow(const Row& row)
{
    Member m;
    m.id = text(row, "id");
    m.name = text(row, "name");
    m.role = text(row, "role");
    m.simulated = row.value(kSimulated).toInt() != 0;
    // A file read as it is at a version before 21 has no permission or function: a member of "other".
    m.permission = permissionFromKey(row.value(kPermission).toString()).value_or(Permission::Member);
    m.function = functionFromKey(row.value(kFunction).toString()).value_or(MemberFunction::Other);
    return m;
}

Row rowOf(const Member& m)
{
    return {{kId, m.id},
            {kName, m.name},
            {kRole, nonNullText(m.role)},
            {kSimulated, m.simulated ? 1 : 0},
            {kPermission, permissionKey(m.permission)},
            {kFunction, functionKey(m.function)}};
}

Row recusalRow(const Recusal& r)
{
    return {{kMemberId, r.memberId}, {kCandidateId, r.candidateId}, {kReason, r.reason}, {kDeclaredAt, r.declaredAt}};
}

Recusal recusalOf(const Row& row)
{
    return {text(row, "member_id"), text(row, "candidate_id"), text(row, "reason"), text(row, "declared_at")};
}

/// A value of `column` in the change's key, else in the row it writes, else in the row it removes.
QString valueIn(const Change& change, const QString& column)
{
    if (change.key.contains(column))
        return change.key.value(column).toString();
    if (change.after.contains(column))
        return change.after.value(column).toString();
    return change.before.value(column).toString();
}

} // namespace

bool MemberRepository::available() const
{
    return m_storage.columns(kMembers).contains(kPermission);
}

Result<QList<Member>> MemberRepository::members() const
{
    auto rows = m_storage.select(kMembers, {}, {kId});
    if (!rows)
        return rows.error();
    QList<Member> list;
    list.reserve(rows->size());
    for (const Row& row : std::as_const(*rows))
        list.append(memberOfRow(row));
    return list;
}

Result<std::optional<Member>> MemberRepository::find(const QString& id) const
{
    auto rows = m_storage.select(kMembers, {{kId, id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<Member>{};
    return std::optional<Member>{memberOfRow(rows->first())};
}

Result<QString> MemberRepository::named(const QString& name) const
{
    auto rows = m_storage.select(kMembers, {{kName, name}});
    if (!rows)
        return rows.error();
    return rows->isEmpty() ? QString() : text(rows->first(), "id");
}

Result<bool> MemberRepository::hasChair() const
{
    if (!available())
        return false;
    auto n = m_storage.count(kMembers, {{kPermission, permissionKey(Permission::Chair)}});
    if (!n)
        return n.error();
    return *n > 0;
}

Result<QList<ScoringAssignment>> MemberRepository::assignments() const
{
    if (!available())
        return QList<ScoringAssignment>{};
    auto rows = m_storage.select(kAssignments, {}, {kCriterionId, kMemberId});
    if (!rows)
        return rows.error();
    QList<ScoringAssignment> list;
    for (const Row& row : std::as_const(*rows))
        list.append({text(row, "criterion_id"), text(row, "member_id")});
    return list;
}

Result<QList<ScoringQuorum>> MemberRepository::quorums() const
{
    if (!available())
        return QList<ScoringQuorum>{};
    auto rows = m_storage.select(kQuorums, {}, {kCriterionId});
    if (!rows)
        return rows.error();
    QList<ScoringQuorum> list;
    for (const Row& row : std::as_const(*rows))
        list.append({text(row, "criterion_id"), row.value(kQuorum).toInt()});
    return list;
}

Result<QList<Recusal>> MemberRepository::recusals() const
{
    if (!available())
        return QList<Recusal>{};
    auto rows = m_storage.select(kRecusals, {}, {kMemberId, kCandidateId});
    if (!rows)
        return rows.error();
    QList<Recusal> list;
    for (const Row& row : std::as_const(*rows))
        list.append(recusalOf(row));
    return list;
}

Result<std::optional<Recusal>> MemberRepository::recusal(const QString& memberId, const QString& candidateId) const
{
    if (!available())
        return std::optional<Recusal>{};
    auto rows = m_storage.select(kRecusals, {{kMemberId, memberId}, {kCandidateId, candidateId}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<Recusal>{};
    return std::optional<Recusal>{recusalOf(rows->first())};
}

Change MemberRepository::add(const Member& member)
{
    return Change::insert(kMembers, memberKey(member.id), rowOf(member));
}

Change MemberRepository::addActing(const QString& id, const QString& name)
{
    // The row version 1 wrote: the columns of the committee keep their defaults.
    return Change::insert(kMembers, memberKey(id),
                          {{kId, id}, {kName, name}, {kRole, nonNullText(QString())}, {kSimulated, 0}});
}

std::optional<Change> MemberRepository::update(const Member& before, const Member& after)
{
    const Row old = rowOf(before);
    const Row now = rowOf(after);
    Row was;
    Row becomes;
    for (auto it = now.cbegin(); it != now.cend(); ++it) {
        if (it.key() == kId || old.value(it.key()) == it.value())
            continue;
        was.insert(it.key(), old.value(it.key()));
        becomes.insert(it.key(), it.value());
    }
    if (becomes.isEmpty())
        return std::nullopt;
    return Change::update(kMembers, memberKey(before.id), was, becomes);
}

QString MemberRepository::memberTable()
{
    return kMembers;
}

Filter MemberRepository::memberKey(const QString& id)
{
    return {{kId, id}};
}

Change MemberRepository::addAssignment(const ScoringAssignment& a)
{
    const Filter key{{kCriterionId, a.criterionId}, {kMemberId, a.memberId}};
    return Change::insert(kAssignments, key, key);
}

Change MemberRepository::removeAssignment(const ScoringAssignment& a)
{
    const Filter key{{kCriterionId, a.criterionId}, {kMemberId, a.memberId}};
    return Change::remove(kAssignments, key, key);
}

std::optional<Change> MemberRepository::quorumChange(const QString& criterionId, std::optional<int> before,
                                                     std::optional<int> after)
{
    const Filter key{{kCriterionId, criterionId}};
    if (before == after)
        return std::nullopt;
    if (!before)
        return Change::insert(kQuorums, key, {{kCriterionId, criterionId}, {kQuorum, *after}});
    if (!after)
        return Change::remove(kQuorums, key, {{kCriterionId, criterionId}, {kQuorum, *before}});
    return Change::update(kQuorums, key, {{kQuorum, *before}}, {{kQuorum, *after}});
}

Change MemberRepository::addRecusal(const Recusal& r)
{
    return Change::insert(kRecusals, {{kMemberId, r.memberId}, {kCandidateId, r.candidateId}}, recusalRow(r));
}

Change MemberRepository::removeRecusal(const Recusal& r)
{
    return Change::remove(kRecusals, {{kMemberId, r.memberId}, {kCandidateId, r.candidateId}}, recusalRow(r));
}

Result<void> MemberRepository::insertMembers(Storage& storage, const QList<Member>& members)
{
    for (const Member& member : members) {
        if (auto r = storage.insert(kMembers, rowOf(member)); !r)
            return r.error();
    }
    return {};
}

MemberRepository::Area MemberRepository::areaOf(const QString& table)
{
    if (table == kMembers || table == kAssignments || table == kQuorums)
        return Area::Members;
    if (table == kRecusals)
        return Area::Recusals;
    if (table == kScores)
        return Area::Scores;
    if (table == kSignatures)
        return Area::Signatures;
    // The tables of the rounds, consensus, seals and freezes: the chair alone writes them (the other
    // parts of the committee rely on this list).
    static const QSet<QString> chairOnly{QStringLiteral("scoring_rounds"), QStringLiteral("round_cells"),
                                         QStringLiteral("consensus_scores"), QStringLiteral("packet_seals"),
                                         QStringLiteral("decision_freezes"),
                                         // issue 30, the four-week plan: its start, owners and due dates
                                         QStringLiteral("plan_settings"), QStringLiteral("plan_checks"),
                                         // issue 30, what changed: the snapshots
                                         QStringLiteral("snapshots")};
    if (chairOnly.contains(table))
        return Area::ChairOnly;
    return Area::Other;
}

QString MemberRepository::memberOf(const Change& change)
{
    if (change.table == kScores)
        return valueIn(change, kReviewerId);
    if (change.table == kMembers)
        return valueIn(change, kId);
    return valueIn(change, kMemberId);
}

QString MemberRepository::candidateOf(const Change& change)
{
    return valueIn(change, kCandidateId);
}

bool MemberRepository::writesScore(const Change& change)
{
    if (change.table != kScores || change.op == Change::Op::Remove)
        return false;
    // An update that only moves a score to another round or stamps it still keeps the score: it is
    // refused too, as long as it names a recused candidate.
    return true;
}

bool MemberRepository::namesChair(const Change& change)
{
    return change.table == kMembers && change.op != Change::Op::Remove &&
           change.after.value(kPermission).toString() == permissionKey(Permission::Chair);
}

QString MemberRepository::addedMember(const Change& change)
{
    if (change.table != kMembers || change.op != Change::Op::Insert)
        return {};
    return valueIn(change, kId);
}

bool MemberRepository::touchedBy(const ChangeEvent& event)
{
    for (const QString& table : {kMembers, kAssignments, kQuorums, kRecusals}) {
        if (event.touches(table))
            return true;
    }
    return false;
}

} // namespace gatebench
