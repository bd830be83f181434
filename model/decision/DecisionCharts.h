#pragma once

#include "decision/DecisionEngine.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

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
    QString tooltip;  ///< translated: the state, the evidence and any waiver (owner, expiry, reason)
    QString waiverOwner;
    QDate waiverExpires;
};

struct GateMatrixRow {
    QString candidateId;
    QString name;
    std::optional<CandidateStatus> status;
    bool eliminated = false;     ///< the row the chart greys out
    QList<GateMatrixCell> cells; ///< one per column
};

/// Shortlisted candidates (committee order) x gate criteria (criterion order).
struct GateMatrix {
    QStringList criterionIds;
    QStringList columnTitles;
    QList<GateMatrixRow> rows;
};

struct FunnelStep {
    QString category; ///< a gate category key, e.g. "data_boundary"
    QString label;    ///< its translated name
    QStringList criterionIds;
    int remaining = 0;          ///< shortlisted candidates with no Fail in this category or an earlier one
    int blocked = 0;            ///< of `remaining`, those with an Unknown (or lapsed waiver) so far
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
    QList<BonusSegment> segments; ///< one per weighted bonus criterion, criterion order
};

/// A shortlisted candidate without a bar: what stops it.
struct StoppedCandidate {
    QString candidateId;
    QString name;
    CandidateStatus status = CandidateStatus::Blocked;
    QString criterionId; ///< the first failing gate, else the first unknown one
    QString gateTitle;
};

struct BonusBars {
    QStringList criterionIds; ///< weighted bonus criteria (weight above 0), criterion order
    QStringList criterionTitles;
    QList<BonusBar> bars;            ///< Eligible candidates, rank order
    QList<StoppedCandidate> stopped; ///< Eliminated and Blocked candidates, committee order
};

/// The committee's gate order; categories outside it follow in criterion order.
QStringList gateCategoryOrder();

/// Chart data of a decision; `language` ("zh_CN" or "en") picks names and titles.
GateMatrix gateMatrix(const Decision& decision, const DecisionInput& input, const QString& language);
EliminationFunnel eliminationFunnel(const Decision& decision, const DecisionInput& input);
BonusBars bonusBars(const Decision& decision, const DecisionInput& input, const QString& language);

} // namespace gatebench
