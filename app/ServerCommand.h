#pragma once

#include <QStringList>

namespace gatebench {

/// `gatebench server init|add-member|remove-member URI ...`: an administrator puts an evaluation on a
/// PostgreSQL server under the roles the database enforces (storage/PostgresRoles.h): `init` creates the
/// evaluation's schema when absent, its owner and group roles, the grants and row-level security, and
/// the chair; `add-member` adds a member to the committee with a login role; `remove-member` takes the
/// member's login and reads away (their rows stay). Passwords are the administrator's to set (ALTER ROLE,
/// psql's \password), never GateBench's. `arguments[0]` is the subcommand name.
int commandServer(const QStringList& arguments);

} // namespace gatebench
