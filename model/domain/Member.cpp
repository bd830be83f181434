#include "domain/Member.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

/// The translation context of the committee's words (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Member)
};

} // namespace

QString permissionKey(Permission permission)
{
    switch (permission) {
    case Permission::Chair:
        return QStringLiteral("chair");
    case Permission::Member:
        return QStringLiteral("member");
    case Permission::Observer:
        return QStringLiteral("observer");
    }
    return QStringLiteral("member");
}

std::optional<Permission> permissionFromKey(const QString& key)
{
    for (Permission permission : allPermissions()) {
        if (permissionKey(permission) == key)
            return permission;
    }
    return std::nullopt;
}

QString functionKey(MemberFunction function)
{
    switch (function) {
    case MemberFunction::Security:
        return QStringLiteral("security");
    case MemberFunction::Finance:
        return QStringLiteral("finance");
    case MemberFunction::Platform:
        return QStringLiteral("platform");
    case MemberFunction::Algorithm:
        return QStringLiteral("algorithm");
    case MemberFunction::Business:
        return QStringLiteral("business");
    case MemberFunction::Other:
        return QStringLiteral("other");
    }
    return QStringLiteral("other");
}

std::optional<MemberFunction> functionFromKey(const QString& key)
{
    for (MemberFunction function : allFunctions()) {
        if (functionKey(function) == key)
            return function;
    }
    return std::nullopt;
}

QList<Permission> allPermissions()
{
    return {Permission::Chair, Permission::Member, Permission::Observer};
}

QList<MemberFunction> allFunctions()
{
    return {MemberFunction::Security,  MemberFunction::Finance,  MemberFunction::Platform,
            MemberFunction::Algorithm, MemberFunction::Business, MemberFunction::Other};
}

QString permissionLabel(Permission permission)
{
    switch (permission) {
    case Permission::Chair:
        return Text::tr("chair");
    case Permission::Member:
        return Text::tr("member");
    case Permission::Observer:
        return Text::tr("observer");
    }
    return {};
}

QString functionLabel(MemberFunction function)
{
    switch (function) {
    case MemberFunction::Security:
        return Text::tr("Security");
    case MemberFunction::Finance:
        return Text::tr("Finance");
    case MemberFunction::Platform:
        return Text::tr("Platform");
    case MemberFunction::Algorithm:
        return Text::tr("Algorithm teams");
    case MemberFunction::Business:
        return Text::tr("Business");
    case MemberFunction::Other:
        return Text::tr("Other");
    }
    return {};
}

} // namespace gatebench
