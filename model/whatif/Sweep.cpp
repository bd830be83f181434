#include "whatif/Sweep.h"

#include <QCoreApplication>

#include <cmath>

namespace gatebench::whatif {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Whatif)
};

} // namespace

bool sweepApplies(const Policy& policy, SweepParameter parameter)
{
    // A team's GPUs mean something under every kind (as_is: today's policy, a quota); borrowing is
    // fair share's alone (gang always borrows, the others never).
    return parameter == SweepParameter::TeamQuota || policy.kind == PolicyKind::FairShare;
}

Result<QList<double>> sweepValues(const SweepRequest& request)
{
    if (request.parameter == SweepParameter::Borrowing)
        return QList<double>{0, 1};
    const bool finite = std::isfinite(request.from) && std::isfinite(request.to) && std::isfinite(request.step);
    if (!finite || request.from < 0 || request.to < request.from || request.step <= 0)
        return Error{Error::Kind::BadInput,
                     Text::tr("A sweep goes from a number of GPUs (0 or more) up to a larger one, by a step over 0")};
    const double count = std::floor((request.to - request.from) / request.step + 1e-9) + 1;
    if (count > kMaxSweepValues)
        return Error{Error::Kind::BadInput,
                     Text::tr("A sweep has at most %1 values; this one has %2: take a larger step")
                         .arg(kMaxSweepValues)
                         .arg(qint64(count))};
    QList<double> values;
    for (int i = 0; i < int(count); ++i)
        values.append(request.from + i * request.step);
    return values;
}

Policy withParameter(const Policy& policy, const SweepRequest& request, double value)
{
    Policy p = policy;
    if (request.parameter == SweepParameter::Borrowing) {
        p.borrowing = value > 0.5;
        return p;
    }
    switch (p.kind) {
    case PolicyKind::Reserved:
        p.reserved[request.team] = GpuLimit{value, {}};
        break;
    case PolicyKind::Gang:
        p.weights[request.team] = value;
        break;
    default:
        p.quotas[request.team] = GpuLimit{value, {}};
        break;
    }
    return p;
}

Result<Sweep> sweep(const PreparedTrace& prepared, const baseline::BaselineMetrics& metrics,
                    const baseline::BaselineInputs& inputs, const PolicyInput& asIs, const PolicyInput& candidate,
                    const SweepRequest& request, int seeds, int threads, const std::atomic<bool>* cancel,
                    const std::function<void(int, int)>& progress, const QString& language)
{
    auto values = sweepValues(request);
    if (!values)
        return values.error();
    const Policy today = resolvePolicy(asIs.policy, defaultAsIs(), inputs.teams);
    const Policy resolved = resolvePolicy(candidate.policy, today, inputs.teams);
    if (!sweepApplies(resolved, request.parameter))
        return Error{
            Error::Kind::BadInput,
            Text::tr("Borrowing is a parameter of fair share only; %1 is %2")
                .arg(candidate.name.in(language).isEmpty() ? candidate.candidateId : candidate.name.in(language),
                     kindName(resolved.kind))};
    QList<PolicyInput> points;
    for (int i = 0; i < values->size(); ++i) {
        PolicyInput input = candidate;
        input.candidateId = candidate.candidateId + u'#' + QString::number(i);
        input.policy = withParameter(resolved, request, values->at(i));
        input.assumed = false; // the assumption is named once, for the candidate
        points.append(input);
    }
    auto c = compare(prepared, metrics, inputs, asIs, points, seeds, threads, cancel, progress, language);
    if (!c)
        return c.error();
    Sweep s;
    s.candidateId = candidate.candidateId;
    s.request = request;
    s.calibrated = c->calibrated;
    s.seeds = c->seeds;
    for (int i = 0; i < c->candidates.size(); ++i)
        s.points.append({values->at(i), c->candidates.at(i)});
    return s;
}

} // namespace gatebench::whatif
