#include "decision/StatusColours.h"

#include <algorithm>

namespace gatebench {

StatusSwatch statusSwatch(Standing standing)
{
    switch (standing) {
    case Standing::Passed:
        return {QColor(0xc8, 0xe6, 0xc9), QColor(0x1b, 0x5e, 0x20)};
    case Standing::Waived:
        return {QColor(0xbb, 0xde, 0xfb), QColor(0x0d, 0x47, 0xa1)};
    case Standing::Open:
        return {QColor(0xff, 0xe0, 0xb2), QColor(0x7a, 0x41, 0x00)};
    case Standing::Failed:
        return {QColor(0xff, 0xcd, 0xd2), QColor(0xb7, 0x1c, 0x1c)};
    case Standing::SetAside:
        break;
    }
    return {QColor(0xe0, 0xe0, 0xe0), QColor(0x75, 0x75, 0x75)};
}

Standing standingOf(GateCellState state)
{
    switch (state) {
    case GateCellState::Pass:
        return Standing::Passed;
    case GateCellState::Fail:
        return Standing::Failed;
    case GateCellState::Waived:
        return Standing::Waived;
    case GateCellState::Unknown:
    case GateCellState::WaiverExpired:
        break;
    }
    return Standing::Open;
}

Standing standingOf(const std::optional<CandidateStatus>& status, bool onWaiver)
{
    if (!status)
        return Standing::SetAside;
    switch (*status) {
    case CandidateStatus::Eliminated:
        return Standing::Failed;
    case CandidateStatus::Blocked:
        return Standing::Open;
    case CandidateStatus::Eligible:
        break;
    }
    return onWaiver ? Standing::Waived : Standing::Passed;
}

bool standsOnWaiver(const GateMatrixRow& row)
{
    return std::any_of(row.cells.cbegin(), row.cells.cend(),
                       [](const GateMatrixCell& cell) { return cell.state == GateCellState::Waived; });
}

} // namespace gatebench
