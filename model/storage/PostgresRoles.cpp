#include "storage/PostgresRoles.h"

#include "storage/PostgresStorage.h"

#include <QCoreApplication>

namespace gatebench {
namespace postgresRoles {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PostgresRoles)
};

constexpr int kMaxRoleBytes = 63;

QString quoted(const QString& identifier)
{
    QString escaped = identifier;
    escaped.replace(u'"', QStringLiteral("\"\""));
    return u'"' + escaped + u'"';
}

QString literal(const QString& text)
{
    QString escaped = text;
    escaped.replace(u'\'', QStringLiteral("''"));
    return u'\'' + escaped + u'\'';
}

QString group(const QString& evaluation, const char* name)
{
    return QStringLiteral("gb_%1:%2").arg(evaluation, QString::fromLatin1(name));
}

/// The tables under row-level security, and the column naming the member a row belongs to (empty: none).
struct Guarded {
    const char* table;
    const char* memberColumn;
};
constexpr Guarded kGuarded[] = {{"bonus_scores", "reviewer_id"},
                                {"packet_seals", "member_id"},
                                {"signatures", "member_id"},
                                {"consensus_scores", ""},
                                {"audit_log", ""},
                                {"audit_sealed", "member_id"}};

/// The tables only the chair writes (rounds: reveal, freeze, reopen; the committee's membership).
constexpr const char* kChairOnly[] = {"scoring_rounds", "round_cells",         "decision_freezes", "consensus_scores",
                                      "reviewers",      "scoring_assignments", "scoring_quorums"};

/// One policy: its table, name, and what follows `ON table` in CREATE POLICY (`%R` read, `%W` write,
/// `%C` chair, `%O` owner, `%M` the member of current_user, `%S` the schema).
struct Policy {
    const char* table;
    const char* name;
    const char* body;
};

// clang-format off
constexpr Policy kPolicies[] = {
    {"bonus_scores", "gb_owner", "FOR ALL TO %O USING (true) WITH CHECK (true)"},
    {"bonus_scores", "gb_chair", "FOR ALL TO %C USING (true) WITH CHECK (true)"},
    {"bonus_scores", "gb_read", "FOR SELECT TO %R USING (reviewer_id = %M OR round_id IS NULL OR EXISTS (SELECT 1 "
                                "FROM %S.scoring_rounds r WHERE r.id = round_id AND r.state = 'revealed'))"},
    {"bonus_scores", "gb_insert", "FOR INSERT TO %W WITH CHECK (reviewer_id = %M)"},
    {"bonus_scores", "gb_update", "FOR UPDATE TO %W USING (reviewer_id = %M) WITH CHECK (reviewer_id = %M)"},
    {"bonus_scores", "gb_delete", "FOR DELETE TO %W USING (reviewer_id = %M)"},
    {"packet_seals", "gb_owner", "FOR ALL TO %O USING (true) WITH CHECK (true)"},
    {"packet_seals", "gb_chair", "FOR ALL TO %C USING (true) WITH CHECK (true)"},
    {"packet_seals", "gb_read", "FOR SELECT TO %R USING (member_id = %M OR EXISTS (SELECT 1 FROM %S.scoring_rounds r "
                                "WHERE r.id = round_id AND r.state = 'revealed'))"},
    {"packet_seals", "gb_insert", "FOR INSERT TO %W WITH CHECK (member_id = %M)"},
    {"packet_seals", "gb_update", "FOR UPDATE TO %W USING (member_id = %M) WITH CHECK (member_id = %M)"},
    {"packet_seals", "gb_delete", "FOR DELETE TO %W USING (member_id = %M)"},
    {"signatures", "gb_owner", "FOR ALL TO %O USING (true) WITH CHECK (true)"},
    {"signatures", "gb_chair", "FOR ALL TO %C USING (true) WITH CHECK (true)"},
    {"signatures", "gb_read", "FOR SELECT TO %R USING (true)"},
    {"signatures", "gb_insert", "FOR INSERT TO %W WITH CHECK (member_id = %M)"},
    {"signatures", "gb_update", "FOR UPDATE TO %W USING (member_id = %M) WITH CHECK (member_id = %M)"},
    {"signatures", "gb_delete", "FOR DELETE TO %W USING (member_id = %M)"},
    {"consensus_scores", "gb_owner", "FOR ALL TO %O USING (true) WITH CHECK (true)"},
    {"consensus_scores", "gb_chair", "FOR ALL TO %C USING (true) WITH CHECK (true)"},
    {"consensus_scores", "gb_read", "FOR SELECT TO %R USING (true)"},
    {"audit_log", "gb_owner", "FOR ALL TO %O USING (true) WITH CHECK (true)"},
    {"audit_log", "gb_chair", "FOR ALL TO %C USING (true) WITH CHECK (true)"},
    // Every entry, whole: an entry about a score of a sealed cell holds its seal, never the score (its
    // values are in audit_sealed).
    {"audit_log", "gb_read", "FOR SELECT TO %R USING (true)"},
    // The entries a member's role writes name that member (or none): no member writes in another's name.
    {"audit_log", "gb_insert", "FOR INSERT TO %W WITH CHECK (member_id = %M OR member_id = '')"},
    {"audit_sealed", "gb_owner", "FOR ALL TO %O USING (true) WITH CHECK (true)"},
    {"audit_sealed", "gb_chair", "FOR ALL TO %C USING (true) WITH CHECK (true)"},
    {"audit_sealed", "gb_read", "FOR SELECT TO %R USING (member_id = %M OR EXISTS (SELECT 1 FROM "
                                "%S.scoring_rounds r WHERE r.id = round_id AND r.state = 'revealed'))"},
    {"audit_sealed", "gb_insert", "FOR INSERT TO %W WITH CHECK (true)"},
};
// clang-format on

/// The functions that must see every row whoever writes (they run as the owner).
constexpr const char* kDefiners[] = {"next_row_id()", "audit_log_chained()"};

// The server's own tables of an evaluation under its roles (serverTables()), written for the schema on
// the search path; repeatable. (`audit_sealed`, the values of an audit entry about a score of a sealed
// cell, is the evaluation's own since version 25, Schema.cpp: a copy carries it; its guards are below.)
// - `last_row_id(table, column)`: the largest id of every row of a table, whoever asks (it runs as the
//   owner): a bulk write (COPY) numbers its rows from it, as next_row_id() numbers a row without id, and
//   a member's role, which sees only some rows of a table under row-level security, takes no id twice.
// - `round_scored`: how many scores each member has in each cell of each round, kept by a trigger on the
//   scores that runs as the owner (so it counts the rows a member's own role cannot see), readable by
//   every member: each member's progress without the values (committee::roundProgress).
// clang-format off
constexpr const char* kServerStatements[] = {
    R"(CREATE TABLE IF NOT EXISTS round_scored (
        round_id     bigint NOT NULL,
        candidate_id text COLLATE "C" NOT NULL,
        criterion_id text COLLATE "C" NOT NULL,
        member_id    text COLLATE "C" NOT NULL,
        scores       bigint NOT NULL CHECK (scores > 0),
        PRIMARY KEY (round_id, candidate_id, criterion_id, member_id)))",
    R"(CREATE OR REPLACE FUNCTION round_scored_count() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
        BEGIN
            IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.round_id IS NOT NULL THEN
                EXECUTE format('UPDATE %I.round_scored SET scores = scores - 1 WHERE round_id = $1 AND '
                               'candidate_id = $2 AND criterion_id = $3 AND member_id = $4 AND scores > 1',
                               TG_TABLE_SCHEMA) USING OLD.round_id, OLD.candidate_id, OLD.criterion_id, OLD.reviewer_id;
                IF NOT FOUND THEN
                    EXECUTE format('DELETE FROM %I.round_scored WHERE round_id = $1 AND candidate_id = $2 AND '
                                   'criterion_id = $3 AND member_id = $4', TG_TABLE_SCHEMA)
                        USING OLD.round_id, OLD.candidate_id, OLD.criterion_id, OLD.reviewer_id;
                END IF;
            END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.round_id IS NOT NULL THEN
                EXECUTE format('INSERT INTO %I.round_scored AS s (round_id, candidate_id, criterion_id, member_id, '
                               'scores) VALUES ($1, $2, $3, $4, 1) ON CONFLICT (round_id, candidate_id, criterion_id, '
                               'member_id) DO UPDATE SET scores = s.scores + 1', TG_TABLE_SCHEMA)
                    USING NEW.round_id, NEW.candidate_id, NEW.criterion_id, NEW.reviewer_id;
            END IF;
            RETURN NULL;
        END $$)",
    R"(CREATE OR REPLACE FUNCTION last_row_id(tab regclass, col text) RETURNS bigint LANGUAGE plpgsql STABLE
        SECURITY DEFINER AS $$
        DECLARE last bigint;
        BEGIN
            EXECUTE format('SELECT coalesce(max(%I), 0) FROM %s', col, tab) INTO last;
            RETURN last;
        END $$)",
    "DROP TRIGGER IF EXISTS bonus_scores_round_scored ON bonus_scores",
    R"(CREATE TRIGGER bonus_scores_round_scored AFTER INSERT OR UPDATE OR DELETE ON bonus_scores
        FOR EACH ROW EXECUTE FUNCTION round_scored_count())",
};
// clang-format on

/// The server's tables that only the owner (through the trigger) and the chair write.
constexpr const char* kCounted[] = {"round_scored"};

} // namespace

QString memberPrefix(const QString& evaluation)
{
    // '.' is in no evaluation's name (PostgresStorage: a lowercase letter, then lowercase letters, digits
    // and '_'), so the role's name up to its first '.' names the evaluation and the rest the member: no
    // two (evaluation, member) pairs share a role ("a_b" and "c", "a" and "b_c": gb_a_b.c, gb_a.b_c), and no
    // member's role is a group's (gb_E:read, without a '.').
    return QStringLiteral("gb_%1.").arg(evaluation);
}

Result<QString> memberRole(const QString& evaluation, const QString& memberId)
{
    const QString role = memberPrefix(evaluation) + memberId;
    if (memberId.isEmpty() || role.toUtf8().size() > kMaxRoleBytes)
        return Error{Error::Kind::Usage,
                     Text::tr("The member id “%1” makes the role name “%2”, longer than PostgreSQL's %3 bytes: choose "
                              "a shorter member id or evaluation name.")
                         .arg(memberId, role)
                         .arg(kMaxRoleBytes)};
    return role;
}

QString memberOfRole(const QString& evaluation, const QString& role)
{
    const QString prefix = memberPrefix(evaluation);
    return role.startsWith(prefix) ? role.mid(prefix.size()) : QString();
}

QString memberOfLocation(const QString& location)
{
    if (!PostgresStorage::isServerLocation(location))
        return {};
    auto parsed = PostgresStorage::parseLocation(location);
    if (!parsed)
        return {};
    return memberOfRole(parsed->evaluation, parsed->user);
}

QStringList describedStatements()
{
    QStringList statements;
    for (const char* statement : kServerStatements)
        statements.append(QString::fromUtf8(statement));
    for (const Policy& policy : kPolicies)
        statements.append(QStringLiteral("CREATE POLICY %1 ON %2 USING (true)")
                              .arg(QString::fromLatin1(policy.name), QString::fromLatin1(policy.table)));
    for (const char* function : kDefiners)
        statements.append(QStringLiteral("ALTER FUNCTION %1 SECURITY DEFINER").arg(QString::fromLatin1(function)));
    return statements;
}

QStringList serverTables()
{
    return {QStringLiteral("round_scored")};
}

QStringList recountStatements(const QString& schema)
{
    return {QStringLiteral("DELETE FROM %1.round_scored").arg(schema),
            QStringLiteral("INSERT INTO %1.round_scored (round_id, candidate_id, criterion_id, member_id, scores) "
                           "SELECT round_id, candidate_id, criterion_id, reviewer_id, count(*) FROM %1.bonus_scores "
                           "WHERE round_id IS NOT NULL GROUP BY 1, 2, 3, 4")
                .arg(schema)};
}

QString markTable()
{
    return QStringLiteral("bonus_scores");
}

Result<bool> installed(const PostgresStorage& storage)
{
    auto rows = storage.administrativeQuery(
        QStringLiteral("SELECT c.relforcerowsecurity::text FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n "
                       "ON n.oid = c.relnamespace WHERE n.nspname = ? AND c.relname = 'bonus_scores'"),
        {storage.evaluation()});
    if (!rows)
        return rows.error();
    return rows->value(0) == QLatin1String("true");
}

Result<void> install(PostgresStorage& storage)
{
    const QString evaluation = storage.evaluation();
    const QString schema = quoted(evaluation);
    const QString owner = group(evaluation, "owner");
    const QString read = group(evaluation, "read");
    const QString write = group(evaluation, "write");
    const QString chair = group(evaluation, "chair");
    QStringList statements;
    // The group roles, created once (CREATE ROLE has no IF NOT EXISTS).
    for (const QString& role : {owner, read, write, chair})
        statements.append(QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = "
                                         "%1) THEN CREATE ROLE %2 NOLOGIN; END IF; END $$")
                              .arg(literal(role), quoted(role)));
    statements.append(QStringLiteral("GRANT %1 TO %2").arg(quoted(read), quoted(write)));
    statements.append(QStringLiteral("GRANT %1 TO %2").arg(quoted(write), quoted(chair)));
    // The server's own tables, and the counts of the scores already there.
    statements.append(QStringLiteral("SET LOCAL search_path TO %1").arg(schema));
    for (const char* statement : kServerStatements)
        statements.append(QString::fromUtf8(statement));
    statements.append(recountStatements(schema));
    // The owner owns everything in the schema; nobody else may create there.
    statements.append(QStringLiteral("ALTER SCHEMA %1 OWNER TO %2").arg(schema, quoted(owner)));
    statements.append(
        QStringLiteral(
            "DO $$ DECLARE r record; BEGIN "
            "FOR r IN SELECT c.relname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = "
            "c.relnamespace WHERE n.nspname = %1 AND c.relkind IN ('r', 'p', 'v', 'S') LOOP "
            "EXECUTE format('ALTER TABLE %I.%I OWNER TO %I', %1, r.relname, %2); END LOOP; "
            "FOR r IN SELECT p.oid::regprocedure AS f FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace "
            "n ON n.oid = p.pronamespace WHERE n.nspname = %1 LOOP "
            "EXECUTE format('ALTER FUNCTION %s OWNER TO %I', r.f, %2); END LOOP; END $$")
            .arg(literal(evaluation), literal(owner)));
    statements.append(QStringLiteral("REVOKE ALL ON SCHEMA %1 FROM PUBLIC").arg(schema));
    // The chair's role checks the schema (verify): it builds GateBench's in a scratch schema that is
    // rolled back, which needs the right to create a schema in the database.
    statements.append(QStringLiteral("DO $$ BEGIN EXECUTE format('GRANT CREATE ON DATABASE %I TO %I', "
                                     "pg_catalog.current_database(), %1); END $$")
                          .arg(literal(chair)));
    statements.append(QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2").arg(schema, quoted(read)));
    statements.append(QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA %1 TO %2").arg(schema, quoted(read)));
    statements.append(
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %1 TO %2").arg(schema, quoted(write)));
    // Every member reads the audit log whole (an install before the seals granted some of its columns
    // only: granted whole again).
    statements.append(QStringLiteral("GRANT SELECT ON %1.audit_log TO %2").arg(schema, quoted(read)));
    for (const char* table : kCounted)
        statements.append(QStringLiteral("REVOKE INSERT, UPDATE, DELETE ON %1.%2 FROM %3")
                              .arg(schema, QString::fromLatin1(table), quoted(write)));
    statements.append(QStringLiteral("REVOKE UPDATE, DELETE ON %1.audit_sealed FROM %2").arg(schema, quoted(write)));
    for (const char* table : kChairOnly) {
        statements.append(QStringLiteral("REVOKE INSERT, UPDATE, DELETE ON %1.%2 FROM %3")
                              .arg(schema, QString::fromLatin1(table), quoted(write)));
        statements.append(QStringLiteral("GRANT INSERT, UPDATE, DELETE ON %1.%2 TO %3")
                              .arg(schema, QString::fromLatin1(table), quoted(chair)));
    }
    for (const char* function : kDefiners)
        statements.append(
            QStringLiteral("ALTER FUNCTION %1.%2 SECURITY DEFINER").arg(schema, QString::fromLatin1(function)));
    const QString member = QStringLiteral("substr(current_user::text, %1)").arg(memberPrefix(evaluation).size() + 1);
    for (const Guarded& guarded : kGuarded) {
        const QString table = schema + u'.' + QString::fromLatin1(guarded.table);
        statements.append(QStringLiteral("ALTER TABLE %1 ENABLE ROW LEVEL SECURITY").arg(table));
        statements.append(QStringLiteral("ALTER TABLE %1 FORCE ROW LEVEL SECURITY").arg(table));
    }
    for (const Policy& policy : kPolicies) {
        const QString table = schema + u'.' + QString::fromLatin1(policy.table);
        QString body = QString::fromLatin1(policy.body);
        body.replace(QStringLiteral("%O"), quoted(owner))
            .replace(QStringLiteral("%C"), quoted(chair))
            .replace(QStringLiteral("%R"), quoted(read))
            .replace(QStringLiteral("%W"), quoted(write))
            .replace(QStringLiteral("%M"), member)
            .replace(QStringLiteral("%S"), schema);
        statements.append(
            QStringLiteral("DROP POLICY IF EXISTS %1 ON %2").arg(QString::fromLatin1(policy.name), table));
        statements.append(
            QStringLiteral("CREATE POLICY %1 ON %2 %3").arg(QString::fromLatin1(policy.name), table, body));
    }
    return storage.administer(statements);
}

namespace {

/// Takes the evaluation's groups (read, write, chair) from `role`, each only where the role is in it:
/// a REVOKE of a membership it lacks makes the server warn ("role ... is not a member of role ..."),
/// which is no news to the administrator.
QString revokeGroups(const QString& evaluation, const QString& role)
{
    QStringList groups;
    for (const char* name : {"read", "write", "chair"})
        groups.append(literal(group(evaluation, name)));
    return QStringLiteral(
               "DO $$ DECLARE g text; BEGIN FOR g IN SELECT r.rolname::text FROM pg_catalog.pg_auth_members "
               "m JOIN pg_catalog.pg_roles r ON r.oid = m.roleid JOIN pg_catalog.pg_roles u ON u.oid = "
               "m.member WHERE u.rolname = %1 AND r.rolname IN (%2) LOOP EXECUTE format('REVOKE %I FROM %I', "
               "g, %1); END LOOP; END $$")
        .arg(literal(role), groups.join(QStringLiteral(", ")));
}

} // namespace

Result<QString> grantMember(PostgresStorage& storage, const QString& memberId, const QString& permission)
{
    const QString evaluation = storage.evaluation();
    auto role = memberRole(evaluation, memberId);
    if (!role)
        return role.error();
    QStringList groups{group(evaluation, "read")};
    if (permission == QLatin1String("member") || permission == QLatin1String("chair"))
        groups.append(group(evaluation, "write"));
    if (permission == QLatin1String("chair"))
        groups.append(group(evaluation, "chair"));
    QStringList statements{
        QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = %1) THEN "
                       "CREATE ROLE %2 LOGIN; END IF; END $$")
            .arg(literal(*role), quoted(*role)),
        QStringLiteral("ALTER ROLE %1 LOGIN").arg(quoted(*role))};
    statements.append(revokeGroups(evaluation, *role));
    for (const QString& name : std::as_const(groups))
        statements.append(QStringLiteral("GRANT %1 TO %2").arg(quoted(name), quoted(*role)));
    if (auto r = storage.administer(statements); !r)
        return r.error();
    return *role;
}

Result<QString> revokeMember(PostgresStorage& storage, const QString& memberId)
{
    const QString evaluation = storage.evaluation();
    auto role = memberRole(evaluation, memberId);
    if (!role)
        return role.error();
    auto exists = storage.administrativeQuery(
        QStringLiteral("SELECT rolname::text FROM pg_catalog.pg_roles WHERE rolname = ?"), {*role});
    if (!exists)
        return exists.error();
    if (exists->isEmpty())
        return Error{Error::Kind::Usage,
                     Text::tr("The server has no role “%1” for the member “%2”.").arg(*role, memberId)};
    const QStringList statements{QStringLiteral("ALTER ROLE %1 NOLOGIN").arg(quoted(*role)),
                                 revokeGroups(evaluation, *role)};
    if (auto r = storage.administer(statements); !r)
        return r.error();
    // Sessions already open keep their rights until they end: end them.
    if (auto r = storage.administrativeQuery(QStringLiteral("SELECT pg_catalog.pg_terminate_backend(pid)::text FROM "
                                                            "pg_catalog.pg_stat_activity WHERE usename = ?"),
                                             {*role});
        !r)
        return r.error();
    return *role;
}

Result<bool> prepare(const QString& location)
{
    auto exists = PostgresStorage::exists(location);
    if (!exists)
        return exists.error();
    if (!*exists) {
        auto created = PostgresStorage::create(location);
        if (!created)
            return created.error();
    }
    auto storage = PostgresStorage::open(location, PostgresStorage::Mode::ReadWrite);
    if (!storage)
        return storage.error();
    if (auto r = install(**storage); !r)
        return r.error();
    return !*exists;
}

Result<bool> hasMember(const QString& location, const QString& memberId)
{
    auto storage = PostgresStorage::open(location, PostgresStorage::Mode::ReadOnly);
    if (!storage)
        return storage.error();
    auto rows = (*storage)->administrativeQuery(
        QStringLiteral("SELECT id FROM %1.reviewers WHERE id = ?").arg(quoted((*storage)->evaluation())), {memberId});
    if (!rows)
        return rows.error();
    return !rows->isEmpty();
}

Result<QString> chairOf(const QString& location)
{
    auto storage = PostgresStorage::open(location, PostgresStorage::Mode::ReadOnly);
    if (!storage)
        return storage.error();
    auto rows = (*storage)->administrativeQuery(
        QStringLiteral("SELECT id FROM %1.reviewers WHERE permission = 'chair' ORDER BY id LIMIT 1")
            .arg(quoted((*storage)->evaluation())));
    if (!rows)
        return rows.error();
    return rows->value(0);
}

Result<Verifier> verifier(const QString& location)
{
    Verifier who;
    if (!PostgresStorage::isServerLocation(location))
        return who;
    auto storage =
        PostgresStorage::open(location, PostgresStorage::Mode::ReadOnly, PostgresStorage::SchemaCheck::Report);
    if (!storage)
        return storage.error();
    auto under = installed(**storage);
    if (!under)
        return under.error();
    who.underRoles = *under;
    if (!who.underRoles)
        return who;
    auto rows = (*storage)->administrativeQuery(
        QStringLiteral("SELECT current_user::text || '|' || (r.rolsuper OR pg_catalog.pg_has_role(current_user, ?, "
                       "'MEMBER'))::text FROM pg_catalog.pg_roles r WHERE r.rolname = current_user"),
        {group((*storage)->evaluation(), "chair")});
    if (!rows)
        return rows.error();
    const QString row = rows->value(0);
    who.role = row.section(u'|', 0, 0);
    who.readsEverything = row.section(u'|', 1) == QLatin1String("true");
    return who;
}

Result<QString> grantMember(const QString& location, const QString& memberId, const QString& permission)
{
    auto storage = PostgresStorage::open(location, PostgresStorage::Mode::ReadWrite);
    if (!storage)
        return storage.error();
    return grantMember(**storage, memberId, permission);
}

Result<QString> revokeMember(const QString& location, const QString& memberId)
{
    auto storage = PostgresStorage::open(location, PostgresStorage::Mode::ReadWrite);
    if (!storage)
        return storage.error();
    return revokeMember(**storage, memberId);
}

} // namespace postgresRoles
} // namespace gatebench
