#include "tco/PocBill.h"

#include "core/Labels.h"
#include "tco/TcoEngine.h"

#include <QCoreApplication>

namespace gatebench::tco {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PocBill)
};

Error bad(const QString& message)
{
    return Error{Error::Kind::BadInput, message};
}

const QString kPeak = QStringLiteral("peak"); // not storage: the template scenario key

/// round(a x b x c) to `places`.
Result<Decimal> roundedProduct(const Decimal& a, const Decimal& b, qint64 c, int places)
{
    auto ab = a.times(b);
    if (!ab)
        return ab.error();
    auto abc = ab->times(Decimal::fromInteger(c));
    if (!abc)
        return abc.error();
    return abc->rounded(places);
}

Result<void> add(Decimal& sum, const Result<Decimal>& amount)
{
    if (!amount)
        return amount.error();
    auto next = sum.plus(*amount);
    if (!next)
        return next.error();
    sum = *next;
    return {};
}

/// One billed cost: what a line of it is called and counts, its price and volumes.
struct Billed {
    Bilingual description;
    QString unitZh;
    QString unitEn;
    Decimal price;
    Decimal normal;
    Decimal peak;
    QString note;
};

} // namespace

bool isPeakScenario(const TcoScenario& scenario)
{
    return scenario.templateScenario == kPeak;
}

Result<PocExtrapolation> extrapolate(const PocBill& bill, const QList<TcoScenario>& scenarios, const QString& language)
{
    if (bill.reference.trimmed().isEmpty())
        return bad(Text::tr("Name the bill (its number or the PoC and month): the lines' source note names it"));
    if (!bill.trainingRunCost && !bill.serviceCost)
        return bad(Text::tr("Enter the cost of a training run, of a service deployment, or both"));
    const Decimal zero;
    const auto negative = [&](const Decimal& d) { return d < zero; };
    if ((bill.trainingRunCost && negative(*bill.trainingRunCost)) || (bill.serviceCost && negative(*bill.serviceCost)))
        return bad(Text::tr("A billed cost cannot be negative"));
    for (const Decimal* v :
         {&bill.normal.trainingRuns, &bill.normal.deployments, &bill.peak.trainingRuns, &bill.peak.deployments}) {
        if (negative(*v))
            return bad(Text::tr("A volume cannot be negative"));
    }
    if (bill.peak.trainingRuns < bill.normal.trainingRuns || bill.peak.deployments < bill.normal.deployments)
        return bad(Text::tr("A peak volume cannot be below the normal volume"));

    const int places = minorUnitDigits(bill.currency);
    const QString ref = bill.reference.trimmed();
    PocExtrapolation out;
    QList<Billed> billed;
    if (bill.trainingRunCost) {
        out.costPerRun = *bill.trainingRunCost;
        billed.append(Billed{
            {QStringLiteral("训练任务（按 PoC 账单外推）"),
             QStringLiteral("Training runs (extrapolated from the PoC bill)")},
            QStringLiteral("次训练"),
            QStringLiteral("run"),
            *bill.trainingRunCost,
            bill.normal.trainingRuns,
            bill.peak.trainingRuns,
            pickLanguage(QStringLiteral("%1：单次训练 %2 %3"), QStringLiteral("%1: one training run %2 %3"), language)
                .arg(ref, bill.trainingRunCost->toString(), bill.currency)});
    }
    if (bill.serviceCost) {
        if (bill.serviceDays <= zero)
            return bad(Text::tr("The billed period of the service deployment must be more than 0 days"));
        // cost x 730 / (24 x days), rounded once.
        auto numerator = bill.serviceCost->times(Decimal::fromInteger(kHoursPerMonth));
        if (!numerator)
            return numerator.error();
        auto hours = bill.serviceDays.times(Decimal::fromInteger(24));
        if (!hours)
            return hours.error();
        auto perMonth = numerator->dividedBy(*hours, places);
        if (!perMonth)
            return perMonth.error();
        out.costPerDeploymentMonth = *perMonth;
        billed.append(
            Billed{{QStringLiteral("模型服务部署（按 PoC 账单外推）"),
                    QStringLiteral("Service deployments (extrapolated from the PoC bill)")},
                   QStringLiteral("个服务·月"),
                   QStringLiteral("deployment-month"),
                   *perMonth,
                   bill.normal.deployments,
                   bill.peak.deployments,
                   pickLanguage(QStringLiteral("%1：单个服务部署 %2 天 %3 %4，折合每月（730 小时）%5"),
                                QStringLiteral("%1: one deployment %3 %4 for %2 days, %5 a 730-hour month"), language)
                       .arg(ref, bill.serviceDays.toString(), bill.serviceCost->toString(), bill.currency,
                            perMonth->toString())});
    }

    for (const Billed& b : std::as_const(billed)) {
        if (auto r = add(out.monthlyNormal, roundedProduct(b.normal, b.price, 1, places)); !r)
            return r.error();
        if (auto r = add(out.monthlyPeak, roundedProduct(b.peak, b.price, 1, places)); !r)
            return r.error();
        if (auto r = add(out.yearlyNormal, roundedProduct(b.normal, b.price, kMonths, places)); !r)
            return r.error();
        if (auto r = add(out.yearlyPeak, roundedProduct(b.peak, b.price, kMonths, places)); !r)
            return r.error();
    }

    QList<TcoScenario> peaks;
    for (const TcoScenario& s : scenarios) {
        if (s.candidateId == bill.candidateId && isPeakScenario(s)) {
            peaks.append(s);
            out.peakScenarios.append(s.id);
        }
    }
    const auto lineOf = [&](const Billed& b, const Decimal& quantity) {
        TcoLine line;
        line.candidateId = bill.candidateId;
        line.category = QStringLiteral("compute"); // not storage: the template's category key
        line.description = b.description;
        line.kind = TcoLineKind::Recurring;
        line.quantity = quantity;
        line.unit = pickLanguage(b.unitZh, b.unitEn, language);
        line.unitPrice = b.price;
        line.currency = bill.currency;
        line.periodsPerYear = kMonths;
        line.taxIncluded = bill.taxIncluded;
        line.source = TcoSource::Estimate;
        line.sourceNote = b.note;
        return line;
    };
    for (const Billed& b : std::as_const(billed)) {
        if (b.normal.isZero())
            continue;
        TcoLine line = lineOf(b, b.normal);
        for (const TcoScenario& s : std::as_const(peaks))
            line.multipliers.insert(s.id, Decimal::fromInteger(1));
        out.lines.append(line);
    }
    for (const TcoScenario& s : std::as_const(peaks)) {
        for (const Billed& b : std::as_const(billed)) {
            auto extra = b.peak.minus(b.normal);
            if (!extra)
                return extra.error();
            if (extra->isZero())
                continue;
            TcoLine line = lineOf(b, *extra);
            line.scenarioId = s.id;
            line.periodsPerYear = s.peakMonths.isEmpty() ? kMonths : int(s.peakMonths.size());
            line.multipliers.insert(s.id, Decimal::fromInteger(1));
            line.description = {b.description.zh + QStringLiteral("：高峰增量"),
                                b.description.en + QStringLiteral(": the peak's extra volume")};
            line.sourceNote =
                b.note + pickLanguage(QStringLiteral("；高峰减常态用量，计 %1 个高峰月"),
                                      QStringLiteral("; peak less normal volume, over %1 peak months"), language)
                             .arg(line.periodsPerYear);
            out.lines.append(line);
        }
    }
    return out;
}

} // namespace gatebench::tco
