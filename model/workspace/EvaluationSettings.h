#pragma once

#include "domain/Domain.h"

#include <QDate>
#include <QDateTime>
#include <QString>
#include <QTimeZone>

#include <optional>

namespace gatebench {

class Storage;

/// The evaluation's settings that the pages, the command line and the report judge by, typed: read
/// once per change (workspace/EvaluationQueries.h keeps them) and parsed here only, so that no page
/// compares a stored text ("1", an empty zone) on its own. A setting that is missing or cannot be read
/// has the value a missing one always had.
struct EvaluationSettings {
    /// "zh_CN" or "en": "en" when stored so, else "zh_CN" (a file without it, or of another value).
    QString language = QStringLiteral("zh_CN");
    Bilingual title;        ///< both languages; an older file keeps it in the evaluation's language only
    Bilingual organisation; ///< the same
    QString currency;       ///< as stored (ISO 4217, "CNY"); empty when missing
    /// The cluster's time zone as stored (an IANA id, possibly empty or unknown); null when missing.
    std::optional<QString> timeZoneId;
    /// The stored zone as Qt reads its id: invalid when unknown, the machine's zone when empty or missing.
    QTimeZone statedZone;
    /// The stored zone, UTC when unknown (zoneOrUtc): the zone of the evaluation date and of shown times.
    QTimeZone clusterZone = QTimeZone::utc();
    /// The date the evaluation states (`as_of`, YYYY-MM-DD); invalid when none or unreadable.
    QDate statedDate;
    /// Simulated data (the demo): stored as "1"; "0", a missing setting and any other text are real data.
    bool simulated = false;
    /// The spread of a cell's revealed bonus scores (max - min) at which it is flagged and its mean,
    /// until the chair sets a consensus score, is provisional: 2 points unless stored otherwise.
    double spreadFlagPoints = 2.0;

    /// The date every page and command judges on unless told another: the stated date, else the day
    /// of `nowUtc` in the cluster's zone (SettingsRepository::evaluationDate).
    QDate evaluationDate(const QDateTime& nowUtc) const
    {
        return statedDate.isValid() ? statedDate : nowUtc.toTimeZone(clusterZone).date();
    }

    /// Reads and parses every setting above from `storage`.
    static EvaluationSettings read(const Storage& storage);
    /// The stored forms of a yes/no setting: "1" is yes, everything else ("0", empty, missing) no.
    static bool parseFlag(const std::optional<QString>& stored);
    /// The stored spread threshold: a decimal number from 0 to 5, else 2.
    static double parseSpreadFlagPoints(const std::optional<QString>& stored);
    /// The stored forms of the language: "en", else "zh_CN".
    static QString parseLanguage(const std::optional<QString>& stored);
};

} // namespace gatebench
