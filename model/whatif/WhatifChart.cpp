#include "whatif/WhatifChart.h"

#include "baseline/BaselineMetrics.h"
#include "baseline/BaselineTargets.h"
#include "whatif/WhatIf.h"

#include <QCoreApplication>

namespace gatebench::whatif {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Whatif)
};

} // namespace

P90Chart p90ByTeam(const Comparison& c, const QList<Team>& teams, const QString& language)
{
    P90Chart chart;
    chart.calibrated = c.calibrated;
    const QString grouping = baseline::groupingKey(baseline::Grouping::Team);
    P90Series measured;
    measured.measured = true;
    measured.name = Text::tr("Measured today");
    for (const WaitFigures& w : c.asIs.byTeam) {
        chart.teams.append(baseline::groupName(grouping, w.key, teams, language));
        measured.median.append(w.measuredP90);
        measured.low.append(std::nullopt);
        measured.high.append(std::nullopt);
    }
    chart.series.append(measured);
    for (const Prediction& p : c.candidates) {
        P90Series s;
        s.candidateId = p.candidateId;
        s.name = p.name.in(language).isEmpty() ? p.candidateId : p.name.in(language);
        for (const WaitFigures& team : c.asIs.byTeam) {
            std::optional<double> median, low, high;
            for (const WaitFigures& w : p.byTeam) {
                if (w.key == team.key) {
                    median = w.p90.median;
                    low = w.p90.min;
                    high = w.p90.max;
                }
            }
            s.median.append(median);
            s.low.append(low);
            s.high.append(high);
        }
        chart.series.append(s);
    }
    return chart;
}

} // namespace gatebench::whatif
