#include "whatif/ReplayAccuracy.h"

#include "core/Percentile.h"
#include "repositories/CandidateRepository.h"
#include "repositories/PocRepository.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace gatebench::whatif {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ReplayAccuracy)
};

/// The text before an id's trailing digits and their value (-1 without digits).
std::pair<QString, qint64> split(const QString& id)
{
    qsizetype digits = id.size();
    while (digits > 0 && id.at(digits - 1).isDigit() && id.at(digits - 1).unicode() < 128)
        --digits;
    const QString number = id.mid(digits).left(18);
    return {id.left(digits), number.isEmpty() ? qint64(-1) : number.toLongLong()};
}

struct NaturalLess {
    bool operator()(const QString& a, const QString& b) const { return replayIdLess(a, b); }
};

} // namespace

bool replayIdLess(const QString& a, const QString& b)
{
    const auto [prefixA, numberA] = split(a);
    const auto [prefixB, numberB] = split(b);
    if (prefixA != prefixB)
        return prefixA < prefixB;
    if (numberA != numberB)
        return numberA < numberB;
    return a < b; // "gb-01" and "gb-1": any fixed order
}

QList<MeasuredWait> measuredWaits(const QList<PocRun>& runs, const QString& candidateId)
{
    std::map<QString, QList<double>, NaturalLess> waits;
    for (const PocRun& run : runs) {
        if (run.candidateId != candidateId || run.replayId.isEmpty() || !run.queueSeconds)
            continue;
        waits[run.replayId].append(*run.queueSeconds);
    }
    QList<MeasuredWait> out;
    for (const auto& [id, values] : waits)
        out.append({id, *median(values), int(values.size())});
    return out;
}

ReplayAccuracy accuracy(const QList<PocRun>& runs, const QString& candidateId, const QMap<QString, double>& predicted)
{
    ReplayAccuracy result;
    result.candidateId = candidateId;
    const QList<MeasuredWait> measured = measuredWaits(runs, candidateId);
    QSet<QString> seen;
    QList<double> errors;
    for (const MeasuredWait& m : measured) {
        seen.insert(m.replayId);
        const auto p = predicted.constFind(m.replayId);
        if (p == predicted.cend()) {
            result.measuredOnly.append(m.replayId);
            continue;
        }
        const double error = std::abs(*p - m.waitSeconds);
        result.rows.append({m.replayId, m.waitSeconds, *p, error, m.runs});
        errors.append(error);
    }
    result.medianAbsoluteError = median(errors);
    for (auto p = predicted.cbegin(); p != predicted.cend(); ++p) {
        if (!seen.contains(p.key()))
            result.predictedOnly.append(p.key());
    }
    for (const PocRun& run : runs) {
        if (run.candidateId == candidateId && !run.replayId.isEmpty() && !run.queueSeconds &&
            !seen.contains(run.replayId) && !result.notMeasured.contains(run.replayId))
            result.notMeasured.append(run.replayId);
    }
    std::sort(result.predictedOnly.begin(), result.predictedOnly.end(), replayIdLess);
    std::sort(result.notMeasured.begin(), result.notMeasured.end(), replayIdLess);
    return result;
}

Result<ReplayAccuracy> loadAccuracy(const Storage& storage, const QString& candidateId,
                                    const QMap<QString, double>& predicted)
{
    auto exists = CandidateRepository(storage).exists(candidateId);
    if (!exists)
        return exists.error();
    if (!*exists)
        return Error{Error::Kind::BadInput, Text::tr("There is no candidate %1 in this evaluation.").arg(candidateId)};
    auto runs = PocRepository(storage).runs();
    if (!runs)
        return runs.error();
    return accuracy(*runs, candidateId, predicted);
}

Result<QList<ExportCheck>> exportChecks(const Storage& storage, const QStringList& candidateIds,
                                        const std::atomic<bool>* cancel)
{
    auto runs = PocRepository(storage).runs();
    if (!runs)
        return runs.error();
    QList<ExportCheck> checks;
    for (const QString& id : candidateIds) {
        ExportCheck check;
        check.candidateId = id;
        for (const PocRun& run : std::as_const(*runs)) {
            if (run.candidateId == id && !run.replayId.isEmpty())
                ++check.replayedRuns;
        }
        if (check.replayedRuns == 0)
            continue;
        auto record = recordedExport(storage, id);
        if (!record)
            return record.error();
        check.record = *record;
        if (!check.record) {
            check.error = Text::tr("No load was exported for this candidate: export one with gatebench whatif "
                                   "export to predict its replayed jobs.");
        } else if (auto load = predictedWaitsOf(storage, id, cancel); !load) {
            if (load.error().kind == Error::Kind::Cancelled)
                return load.error();
            check.error = load.error().message;
        } else {
            check.accuracy = accuracy(*runs, id, load->prediction->waits);
        }
        checks.append(check);
    }
    return checks;
}

} // namespace gatebench::whatif
