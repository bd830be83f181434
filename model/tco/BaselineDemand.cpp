#include "tco/BaselineDemand.h"

#include "baseline/BaselineMetrics.h"
#include "tco/TcoEngine.h"

#include <QCoreApplication>

namespace gatebench::tco {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::BaselineDemand)
};

} // namespace

std::optional<BaselineDemand> demandOf(const baseline::BaselineMetrics& metrics)
{
    const double hours = double(metrics.window.endUtc - metrics.window.startUtc) / 3600.0;
    if (metrics.total.jobs == 0 || !(hours > 0))
        return std::nullopt;
    const double perMonth = metrics.total.utilization.allocatedGpuHours * kHoursPerMonth / hours;
    // The double to 6 places, then one exact half-up rounding to 0.01 (rounding the double straight
    // to 2 places would round its binary value: 0.125 may read 0.12).
    auto exact = Decimal::parse(QString::number(perMonth, 'f', 6));
    if (!exact)
        return std::nullopt;
    auto rounded = exact->rounded(2);
    if (!rounded)
        return std::nullopt;
    return BaselineDemand{*rounded, metrics.window.firstDay, metrics.window.lastDay};
}

Result<std::optional<BaselineDemand>> loadDemand(const Storage& storage)
{
    auto metrics = baseline::computeFor(storage);
    if (!metrics)
        return metrics.error();
    return demandOf(*metrics);
}

bool takesBaselineQuantity(const TcoLine& line)
{
    return line.kind == TcoLineKind::Recurring && line.category == QLatin1String("compute") && // not storage: key
           line.periodsPerYear == kMonths;
}

Result<Decimal> suggestedQuantity(const BaselineDemand& demand, const TcoLine& line, const Decimal& target)
{
    if (!takesBaselineQuantity(line))
        return Error{Error::Kind::BadInput,
                     Text::tr("Only a recurring compute line billed monthly takes its quantity from the baseline")};
    if (target <= Decimal() || target > Decimal::fromInteger(1))
        return Error{Error::Kind::BadInput, Text::tr("The target utilization must be above 0 % and at most 100 %")};
    if (!line.hourly)
        return demand.gpuHoursPerMonth.dividedBy(target, 2);
    auto hours = target.times(Decimal::fromInteger(kHoursPerMonth));
    if (!hours)
        return hours.error();
    return demand.gpuHoursPerMonth.dividedBy(*hours, 4);
}

} // namespace gatebench::tco
