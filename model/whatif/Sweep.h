#pragma once
// A sweep of one policy parameter for one candidate (issue 32): the candidate's policy replayed at
// each value of a team's quota over a range, or with borrowing on and off, so that the committee sees
// how far a parameter moves each team's predicted P90 wait. Advice beside the evidence, as every
// prediction of the what-if; each point is a replay over seeds like the comparison's.

#include "core/Result.h"
#include "whatif/WhatIf.h"

#include <QList>
#include <QString>

#include <atomic>
#include <functional>
#include <optional>

namespace gatebench::whatif {

/// What a sweep varies.
enum class SweepParameter {
    TeamQuota, ///< one team's GPUs: its quota (fifo, fair_share), reservation (reserved) or queue weight (gang)
    Borrowing, ///< fair_share: borrowing idle GPUs over the quota, off then on
};

struct SweepRequest {
    SweepParameter parameter = SweepParameter::TeamQuota;
    QString team; ///< TeamQuota: the team's id
    double from = 0, to = 0, step = 1;
};
/// At most this many values in one sweep.
inline constexpr int kMaxSweepValues = 25;

/// Whether `parameter` means anything for `policy` (resolved or not): borrowing is fair share's only.
bool sweepApplies(const Policy& policy, SweepParameter parameter);

/// The values of a quota sweep, `from` to `to` by `step` (at most kMaxSweepValues; BadInput when
/// the range is empty, reversed, negative or too long).
Result<QList<double>> sweepValues(const SweepRequest& request);

/// `policy` (resolved: no as_is, no "teams") with the parameter at `value` (Borrowing: 0 off, 1 on).
Policy withParameter(const Policy& policy, const SweepRequest& request, double value);

struct SweepPoint {
    double value = 0;      ///< GPUs, or 0/1 for borrowing
    Prediction prediction; ///< by team, total (median and range over the seeds)
};

struct Sweep {
    QString candidateId;
    SweepRequest request;
    bool calibrated = false; ///< today's policy reproduces the measured waits (else every point is uncalibrated)
    QList<SweepPoint> points;
    int seeds = 0;
};

/// Replays `candidate` at each value of `request` (today's policy once, for the calibration), `seeds`
/// seeds each, on up to `threads` threads; progress and cancel as compare().
Result<Sweep> sweep(const PreparedTrace& prepared, const baseline::BaselineMetrics& metrics,
                    const baseline::BaselineInputs& inputs, const PolicyInput& asIs, const PolicyInput& candidate,
                    const SweepRequest& request, int seeds, int threads = 0, const std::atomic<bool>* cancel = nullptr,
                    const std::function<void(int, int)>& progress = {}, const QString& language = QStringLiteral("en"));

} // namespace gatebench::whatif
