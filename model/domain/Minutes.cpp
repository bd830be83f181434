#include "domain/Minutes.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace gatebench {

namespace {

/// The translation context of the minutes' words (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Minutes)
};

constexpr std::array<std::pair<MeetingState, const char*>, 2> kStates{{
    {MeetingState::Open, "open"},
    {MeetingState::Closed, "closed"},
}};

constexpr std::array<std::pair<DecisionLink, const char*>, 5> kLinks{{
    {DecisionLink::None, "none"},
    {DecisionLink::Verdict, "verdict"}, // not storage: a JSON key
    {DecisionLink::Waiver, "waiver"},
    {DecisionLink::Consensus, "consensus"}, // not storage: a JSON key
    {DecisionLink::Record, "record"},
}};

constexpr std::array<std::pair<ActionStatus, const char*>, 3> kStatuses{{
    {ActionStatus::Open, "open"},
    {ActionStatus::Done, "done"},
    {ActionStatus::Dropped, "dropped"},
}};

template <typename Table, typename Enum>
QString keyIn(const Table& table, Enum value)
{
    for (const auto& [v, key] : table) {
        if (v == value)
            return QLatin1String(key);
    }
    return QLatin1String(table.front().second);
}

template <typename Enum, typename Table>
std::optional<Enum> valueIn(const Table& table, const QString& key)
{
    for (const auto& [v, k] : table) {
        if (key == QLatin1String(k))
            return v;
    }
    return std::nullopt;
}

} // namespace

QString meetingStateKey(MeetingState state)
{
    return keyIn(kStates, state);
}

std::optional<MeetingState> meetingStateFromKey(const QString& key)
{
    return valueIn<MeetingState>(kStates, key);
}

QString decisionLinkKey(DecisionLink link)
{
    return keyIn(kLinks, link);
}

std::optional<DecisionLink> decisionLinkFromKey(const QString& key)
{
    return valueIn<DecisionLink>(kLinks, key);
}

QString actionStatusKey(ActionStatus status)
{
    return keyIn(kStatuses, status);
}

std::optional<ActionStatus> actionStatusFromKey(const QString& key)
{
    return valueIn<ActionStatus>(kStatuses, key);
}

QString meetingStateLabel(MeetingState state)
{
    switch (state) {
    case MeetingState::Open:
        return Text::tr("In progress");
    case MeetingState::Closed:
        return Text::tr("Ended");
    }
    return {};
}

QString decisionLinkLabel(DecisionLink link)
{
    switch (link) {
    case DecisionLink::None:
        return Text::tr("No link");
    case DecisionLink::Verdict:
        return Text::tr("Verdict");
    case DecisionLink::Waiver:
        return Text::tr("Waiver");
    case DecisionLink::Consensus:
        return Text::tr("Consensus score");
    case DecisionLink::Record:
        return Text::tr("Decision record");
    }
    return {};
}

QString actionStatusLabel(ActionStatus status)
{
    switch (status) {
    case ActionStatus::Open:
        return Text::tr("Open");
    case ActionStatus::Done:
        return Text::tr("Done");
    case ActionStatus::Dropped:
        return Text::tr("Dropped");
    }
    return {};
}

} // namespace gatebench
