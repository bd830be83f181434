#pragma once
// The what-if's chart as plain data (views/charts draws it): predicted P90 queue wait per team for
// each candidate, its median and range over the seeds, beside the measured P90 of each team.

#include "domain/Domain.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench::whatif {

struct Comparison;

struct P90Series {
    QString candidateId; ///< empty for the measured series
    QString name;        ///< the legend's
    bool measured = false;
    /// Per team (as P90Chart::teams), in seconds; a range only for a prediction.
    QList<std::optional<double>> median, low, high;
};

struct P90Chart {
    QStringList teams;       ///< the teams' names, in the comparison's order (by id)
    QList<P90Series> series; ///< measured first, then each candidate
    bool calibrated = false;
    bool isEmpty() const { return teams.isEmpty() || series.size() < 2; }
};

/// The chart of `comparison`: names in `language`, "Measured" in the interface language.
P90Chart p90ByTeam(const Comparison& comparison, const QList<Team>& teams, const QString& language);

} // namespace gatebench::whatif
