#include "committee/MinutesGuard.h"

#include "repositories/MinutesRepository.h"

#include <QCoreApplication>

namespace gatebench::committee {

namespace {

/// The translation context of the minutes' refusals (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::MinutesGuard)
};

} // namespace

std::optional<Error> minutesRefusal(const Storage& storage, const QString& memberId, const WriteIntent& intent)
{
    if (!intent.changes)
        return std::nullopt;
    for (const Change& change : *intent.changes) {
        if (MinutesRepository::removesMeeting(change))
            return chairRefusal(storage, memberId, Text::tr("remove a meeting with its minutes"));
    }
    return std::nullopt;
}

} // namespace gatebench::committee
