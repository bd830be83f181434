#pragma once
// What the status matrices (workflow coverage, exit readiness) share: a cell stands met, partly met
// or not met, shown as a symbol and a word on a colour (never colour alone).
#include <QBrush>
#include <QColor>
#include <QString>
#include <QVariant>

#include <optional>

namespace gatebench::statuscells {

enum class Standing { Met, Partly, NotMet };

/// ● met, ◐ partly met, ✕ not met, – not recorded.
inline QString symbol(const std::optional<Standing>& standing)
{
    if (!standing)
        return QStringLiteral("–");
    switch (*standing) {
    case Standing::Met:
        return QStringLiteral("●");
    case Standing::Partly:
        return QStringLiteral("◐");
    case Standing::NotMet:
        break;
    }
    return QStringLiteral("✕");
}

/// The background, foreground and alignment of a cell; an invalid QVariant for any other role.
inline QVariant styleData(const std::optional<Standing>& standing, int role)
{
    switch (role) {
    case Qt::BackgroundRole:
        if (!standing)
            return QBrush(QColor(0xf2, 0xf2, 0xf2));
        switch (*standing) {
        case Standing::Met:
            return QBrush(QColor(0xd8, 0xf0, 0xd8));
        case Standing::Partly:
            return QBrush(QColor(0xff, 0xec, 0xc2));
        case Standing::NotMet:
            break;
        }
        return QBrush(QColor(0xf8, 0xd0, 0xd0));
    case Qt::ForegroundRole:
        return QBrush(QColor(0x20, 0x20, 0x20));
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    default:
        return {};
    }
}

} // namespace gatebench::statuscells
