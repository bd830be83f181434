#pragma once

#include "decision/DecisionEngine.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTimeZone>

#include <optional>

namespace gatebench {

/// What one gate-matrix cell shows. An expired waiver is its own state: it counts as Unknown but
/// the committee must see that a waiver lapsed, not that nobody looked.
/// WaiverExpired also covers an incomplete waiver (no owner, reason or expiry): neither holds.
enum class GateCellState { Pass, Fail, Unknown, Waived, WaiverExpired };

struct GateMatrixCell {
    QString criterionId;
    GateCellState state = GateCellState::Unknown;
    QString letter; ///< "P", "F", "?", "W", and "W?" for a lapsed (expired or incomplete) waiver
    bool assessed = false;
    QString evidence; ///< as recorded
    /// Translated: the state, any waiver (owner, expiry, reason), the evidence (its first lines) and
    /// who changed the cell last, when (in the matrix's time zone, named).
    QString tooltip;
    QString waiverOwner;
    QDate waiverExpires;
    QString reviewer;  ///< who changed the cell last; empty when nobody did
    QString updatedAt; ///< when, as stored (ISO 8601, UTC)
    /// A metric gate: the computed figure in a few words ("7.4 min", "1/3 runs", "94%, borderline",
    /// "80%, overridden"), shown under the letter; empty for a gate whose verdict is typed.
    QString metric;
};

struct GateMatrixRow {
    QString candidateId;
    QString name;
    std::optional<CandidateStatus> status; ///< null for a set-aside candidate
    bool eliminated = false;               ///< the row the chart greys out and strikes through
    bool setAside = false;                 ///< not shortlisted: greyed, shown with its reason
    QString setAsideReason;
    QList<GateMatrixCell> cells; ///< one per column
};

/// Shortlisted candidates (committee order), then the set-aside ones (committee order, for
/// information) x gate criteria (criterion order).
struct GateMatrix {
    QStringList criterionIds;
    QStringList columnTitles;
    QList<GateMatrixRow> rows;
};

struct FunnelStep {
    QString category; ///< a gate category key, e.g. "data_boundary"
    QString label;    ///< the titles of its gate criteria, in the language asked for
    QStringList criterionIds;
    int remaining = 0; ///< shortlisted candidates with no Fail in this category or an earlier one
    int blocked = 0;   ///< of `remaining`, those with an Unknown (or lapsed waiver) so far
    int waived = 0;    ///< of `remaining`, those through this category only on a valid waiver
    /// Of `remaining` and not blocked, those through this category or an earlier one only on a valid
    /// waiver: the funnel draws them in the waiver's colour, never as a plain pass.
    int onWaiver = 0;
    QStringList eliminatedHere; ///< candidates whose first Fail is in this category
};

/// How many shortlisted candidates survive each gate category, in the committee's gate order.
struct EliminationFunnel {
    int shortlisted = 0;
    QList<FunnelStep> steps;
};

struct BonusSegment {
    QString criterionId;
    double points = 0; ///< w x s in bonus score points; the segments of a bar add up to its score
};

struct BonusBar {
    QString candidateId;
    QString name;
    int rank = 0;
    double score = 0;
    bool scored = true;           ///< false: nobody scored the candidate yet ("no score", not 0)
    QList<BonusSegment> segments; ///< one per weighted bonus criterion, criterion order
};

/// A shortlisted candidate without a bar: what stops it.
struct StoppedCandidate {
    QString candidateId;
    QString name;
    CandidateStatus status = CandidateStatus::Blocked;
    QString criterionId; ///< the first failing gate, else the first unknown one
    QString gateTitle;
    /// Every gate that stops it: all failing ones (Eliminated), else all unknown ones (Blocked).
    QStringList gateTitles;
};

struct BonusBars {
    QStringList criterionIds; ///< weighted bonus criteria (weight above 0), criterion order
    QStringList criterionTitles;
    QList<BonusBar> bars;            ///< Eligible candidates, rank order
    QList<StoppedCandidate> stopped; ///< Eliminated and Blocked candidates, committee order
};

/// The committee's gate order; categories outside it follow in criterion order.
QStringList gateCategoryOrder();

/// Chart data of a decision; `language` ("zh_CN" or "en") picks names and titles. Times in the gate
/// matrix's tooltips are shown in `zone` (the cluster's time zone), named.
GateMatrix gateMatrix(const Decision& decision, const DecisionInput& input, const QString& language,
                      const QTimeZone& zone = QTimeZone::utc());
EliminationFunnel eliminationFunnel(const Decision& decision, const DecisionInput& input,
                                    const QString& language = QStringLiteral("en"));
BonusBars bonusBars(const Decision& decision, const DecisionInput& input, const QString& language);

} // namespace gatebench
