#pragma once
// Suggested quantities of compute lines from the baseline (issue 12): the GPU demand the job log
// measured, per month, and the quantity a line needs to serve it at a target utilization.
//
//   demand D (GPU-h per month) = allocated GPU-hours inside the analysis window W
//                                x 730 / (the hours of W), rounded half-up to 0.01 GPU-h
//                                (baseline/BaselineMetrics.h: GPUs x run hours inside W; a month is
//                                730 h as for hourly prices, DOMAIN.md "Three-year TCO")
//   suggested quantity at a target utilization u (0 < u <= 1):
//     a line priced per GPU-hour by the month (12 periods, not hourly): D / u GPU-hours a month,
//                                rounded half-up to 0.01
//     a line priced per hour (hourly, 730 h a month): D / (730 x u) GPUs, rounded half-up to 0.0001
//   e.g. D = 712.62 GPU-h a month at u = 0.7: 1,018.03 GPU-h a month, or 1.3946 GPUs.
// Only recurring compute lines with 12 periods a year take a quantity from the baseline. The demand
// is computed from the baseline's double; every step after it is exact decimal.
#include "core/Decimal.h"
#include "core/Result.h"
#include "domain/Domain.h"

#include <QDate>

#include <optional>

namespace gatebench {
class Storage;
namespace baseline {
struct BaselineMetrics;
}
} // namespace gatebench

namespace gatebench::tco {

/// The measured GPU demand of the baseline.
struct BaselineDemand {
    Decimal gpuHoursPerMonth; ///< D, see above
    QDate firstDay;           ///< of the analysis window W, both inclusive
    QDate lastDay;
};

/// The demand of computed baseline figures; null without jobs or an empty window.
std::optional<BaselineDemand> demandOf(const baseline::BaselineMetrics& metrics);
/// Reads the job log and settings of `storage` and computes the demand (null: no baseline).
Result<std::optional<BaselineDemand>> loadDemand(const Storage& storage);

/// Whether `line` may take its quantity from the baseline: a recurring compute line, 12 periods a year.
bool takesBaselineQuantity(const TcoLine& line);

/// The quantity `line` needs for `demand` at target utilization `target` (see above); a BadInput
/// error when the line cannot take one or the target is not above 0 and at most 1.
Result<Decimal> suggestedQuantity(const BaselineDemand& demand, const TcoLine& line, const Decimal& target);

} // namespace gatebench::tco
