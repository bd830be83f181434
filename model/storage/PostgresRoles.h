#pragma once

#include "core/Result.h"

#include <QString>
#include <QStringList>

namespace gatebench {

class PostgresStorage;

/// The roles an evaluation on a PostgreSQL server is guarded by (`gatebench server`, README "Setting up
/// a server for a committee"). Each evaluation E has:
/// - `gb_E:owner`, which cannot log in, owns the schema, its tables and functions; the functions that
///   must see every row (the next id, the audit chain's previous entry) run as it (SECURITY DEFINER);
/// - `gb_E:read` (USAGE and SELECT), `gb_E:write` (writes of members: their own scores, seals,
///   signatures, audit entries) and `gb_E:chair` (everything, and alone the rounds, freezes, consensus
///   and membership), which cannot log in either;
/// - a login role per member, `gb_E.MEMBER` (no evaluation's name holds a '.': one role per evaluation
///   and member), in read (observer), read and write (member) or all three
///   (chair). Its password is the administrator's to set (ALTER ROLE or psql's \password), never
///   GateBench's.
/// Row-level security, forced also on the owner, keeps a sealed round's scores and seals of other members
/// (and the audit entries of scores and seals while any round is sealed) from a member's own SQL.
namespace postgresRoles {

/// The prefix of the evaluation's member roles, `gb_E.`.
QString memberPrefix(const QString& evaluation);
/// The login role of `memberId` in `evaluation`; refused when longer than PostgreSQL's 63 bytes.
Result<QString> memberRole(const QString& evaluation, const QString& memberId);
/// The member id a login role stands for in `evaluation` (empty when it is not one of its roles).
QString memberOfRole(const QString& evaluation, const QString& role);

/// The member a server location logs in as (its user is `gb_E.MEMBER` of its evaluation E); empty for a
/// file or another user. The window and the commands act as that member without --as-member.
QString memberOfLocation(const QString& location);

/// Puts the evaluation under its roles: owner, groups, grants, row-level security. Run by an
/// administrator (a superuser, or a role with CREATEROLE that owns the schema). Repeatable.
Result<void> install(PostgresStorage& storage);
/// Whether the evaluation is under its roles (row-level security forced on its scores).
Result<bool> installed(const PostgresStorage& storage);
/// The table whose row-level security says that the evaluation is under its roles (its scores).
QString markTable();
/// Creates (or lets log in again) the login role of `memberId` with `permission` (chair, member,
/// observer); returns its name.
Result<QString> grantMember(PostgresStorage& storage, const QString& memberId, const QString& permission);
/// The member's role can no longer log in nor read; its sessions end. Their rows stay.
Result<QString> revokeMember(PostgresStorage& storage, const QString& memberId);

/// The same, by the location of the evaluation (an administrator's connection). prepare() creates the
/// evaluation's schema when the database holds none (true then) and installs its roles.
Result<bool> prepare(const QString& location);
/// Whether the committee of the evaluation at `location` has a member `memberId`.
Result<bool> hasMember(const QString& location, const QString& memberId);
/// The committee's chair (the first by id); empty when it has none.
Result<QString> chairOf(const QString& location);
Result<QString> grantMember(const QString& location, const QString& memberId, const QString& permission);
Result<QString> revokeMember(const QString& location, const QString& memberId);

/// Who a `verify` on a server under its roles runs as: the role, and whether it reads everything (the
/// chair's role, or a superuser). Not under its roles (or a file): `underRoles` false.
struct Verifier {
    bool underRoles = false;
    QString role;
    bool readsEverything = false;
};
Result<Verifier> verifier(const QString& location);

/// What install() adds that the schema check sees (the policies by name, the functions that run as the
/// owner), written for any schema on the search path: the schema check adds them to the expected
/// schema of an evaluation under its roles.
QStringList describedStatements();
/// The tables install() adds (the scores counted per member and cell): the server's, derived from the
/// evaluation's. A copy leaves them out (PostgresStorage::tables()) and counts them again on a server
/// under its roles (recountStatements); a reader finds them by their columns. (The sealed values of the
/// audit log, `audit_sealed`, are the evaluation's own since schema version 25: a copy keeps them.)
QStringList serverTables();
/// The statements that count the scores per round, cell and member again from the scores (`round_scored`
/// in the schema `schema`, quoted): after install() and after a copy into the evaluation.
QStringList recountStatements(const QString& schema);

} // namespace postgresRoles
} // namespace gatebench
