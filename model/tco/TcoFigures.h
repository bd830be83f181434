#pragma once
// The TCO as the exports and the charts show it: the engine's input and result (TcoEngine.h) with
// what a reader needs beside the numbers: each candidate's name in the reader's language, its
// status from the gate engine and its bonus score, the evaluation's title and date. One loader for
// the workbook, the CSV export and the charts, so that they never disagree.
#include "core/Result.h"
#include "decision/DecisionEngine.h"
#include "tco/TcoEngine.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace gatebench {
class Storage;
}

namespace gatebench::tco {

/// A candidate with TCO lines, as the reader sees it.
struct TcoCandidate {
    QString id;
    QString name;                          ///< in the figures' language
    bool shortlisted = true;               ///< false: set aside by the committee
    std::optional<CandidateStatus> status; ///< null when set aside
    std::optional<double> bonusScore;      ///< 0-100; null when no bonus criterion has a weight
};

struct TcoFigures {
    TcoInput input;
    TcoResult result;
    QList<TcoCandidate> candidates; ///< every candidate with lines, by id (the engine's order)
    QString language;               ///< "zh_CN" or "en"
    QDate asOf;                     ///< the date the statuses are decided on
    QString title;                  ///< the evaluation's title in `language`

    /// Reads a workspace and runs the engine (all scenarios), statuses as of `asOf` (invalid: the
    /// evaluation's date).
    static Result<TcoFigures> load(const Storage& storage, const QString& language, QDate asOf = {});
    /// The same with the statuses of `decision`, decided on `asOf` from the workspace's data.
    static Result<TcoFigures> load(const Storage& storage, const QString& language, QDate asOf,
                                   const Decision& decision);

    /// The candidate `id` (null when it has no lines).
    const TcoCandidate* candidate(const QString& id) const;
    /// The candidate's name, else its id.
    QString nameOf(const QString& id) const;
    /// A scenario's name: its template scenario's label ("Peak use"), "All lines" for the scenario a
    /// candidate without scenarios has.
    QString scenarioName(const TcoScenario& scenario) const;
    /// The scenario `id` of `candidateId` (the implied one when `id` is empty).
    TcoScenario scenario(const QString& candidateId, const QString& id) const;
};

/// A line's kind ("Recurring", "One-off", "Staff") in the interface language.
QString lineKindLabel(TcoLineKind kind);
/// Where a line's price comes from ("Quote", "List price", "Estimate"; empty when not stated).
QString sourceLabel(TcoSource source);
/// A candidate status in the interface language ("Eligible", "Blocked", "Eliminated", "Set aside").
QString statusLabel(const TcoCandidate& candidate);

} // namespace gatebench::tco
