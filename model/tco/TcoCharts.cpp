#include "tco/TcoCharts.h"

#include "core/Labels.h"
#include "tco/TcoFigures.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

#include <algorithm>

namespace gatebench::tco {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TcoCharts)
};

const CandidateTco* entryOf(const TcoFigures& f, const QString& candidateId, const QString& scenarioId)
{
    for (const CandidateTco& entry : f.result.entries) {
        if (entry.totals.candidateId == candidateId && entry.totals.scenarioId == scenarioId)
            return &entry;
    }
    return nullptr;
}

/// Eligible first, then Blocked, Eliminated, set aside.
int statusOrder(const TcoCandidate* c)
{
    if (!c || !c->shortlisted || !c->status)
        return 3;
    switch (*c->status) {
    case CandidateStatus::Eligible:
        return 0;
    case CandidateStatus::Blocked:
        return 1;
    case CandidateStatus::Eliminated:
        break;
    }
    return 2;
}

/// A cost line as the tornado names it: its description, else its category.
QString lineName(const TcoFigures& f, qint64 lineId)
{
    for (const TcoLine& line : f.input.lines) {
        if (line.id == lineId) {
            const QString text = shownIn(line.description.zh, line.description.en, f.language);
            return text.isEmpty() ? labels::tcoCategory(line.category) : text;
        }
    }
    return QString::number(lineId);
}

} // namespace

QString baseScenarioId(const TcoFigures& f, const QString& candidateId)
{
    const QList<TcoScenario> own = scenariosOf(f.input, candidateId);
    for (const char* normal : {"normal", "maintenance", "base"}) {
        for (const TcoScenario& s : own) {
            if (s.templateScenario == QLatin1String(normal))
                return s.id;
        }
    }
    return own.first().id;
}

TcoCategoryBars categoryBars(const TcoFigures& f)
{
    TcoCategoryBars bars;
    bars.currency = f.input.basis.currency;
    for (const TcoLine& line : f.input.lines) {
        if (!bars.categoryKeys.contains(line.category)) {
            bars.categoryKeys.append(line.category);
            bars.categoryLabels.append(labels::tcoCategory(line.category));
        }
    }
    for (const TcoCandidate& c : f.candidates) {
        const QString scenarioId = baseScenarioId(f, c.id);
        const CandidateTco* entry = entryOf(f, c.id, scenarioId);
        if (!entry)
            continue;
        TcoCategoryStack stack;
        stack.candidateId = c.id;
        stack.name = c.name;
        stack.scenarioName = f.scenarioName(f.scenario(c.id, scenarioId));
        stack.eligible = statusOrder(&c) == 0;
        stack.statusText = statusLabel(c);
        for (const QString& key : std::as_const(bars.categoryKeys))
            stack.amounts.append(entry->totals.byCategory.contains(key) ? entry->totals.byCategory.value(key).toDouble()
                                                                        : 0.0);
        stack.total = entry->totals.total.toDouble();
        bars.candidates.append(stack);
    }
    std::stable_sort(bars.candidates.begin(), bars.candidates.end(),
                     [&](const TcoCategoryStack& a, const TcoCategoryStack& b) {
                         const int oa = statusOrder(f.candidate(a.candidateId));
                         const int ob = statusOrder(f.candidate(b.candidateId));
                         return oa != ob ? oa < ob : a.total < b.total;
                     });
    return bars;
}

QStringList chartOrder(const TcoFigures& f)
{
    QStringList order;
    for (const TcoCategoryStack& stack : categoryBars(f).candidates)
        order.append(stack.candidateId);
    for (const TcoCandidate& c : f.candidates) {
        if (!order.contains(c.id))
            order.append(c.id);
    }
    return order;
}

TcoCumulative cumulative(const TcoFigures& f, const QString& candidateId)
{
    TcoCumulative c;
    c.candidateName = f.nameOf(candidateId);
    c.currency = f.input.basis.currency;
    for (const TcoScenario& scenario : scenariosOf(f.input, candidateId)) {
        const CandidateTco* entry = entryOf(f, candidateId, scenario.id);
        if (!entry)
            continue;
        TcoCumulativeLine line;
        line.scenarioName = f.scenarioName(scenario);
        Decimal sum;
        for (int y = 0; y < kYears; ++y) {
            if (auto next = sum.plus(entry->totals.years[std::size_t(y)]))
                sum = *next;
            line.cumulative[std::size_t(y)] = sum.toDouble();
        }
        c.lines.append(line);
    }
    return c;
}

TcoTornado tornado(const TcoFigures& f, const QString& candidateId, const QString& chosenScenario, int maxRows)
{
    TcoTornado t;
    t.candidateName = f.nameOf(candidateId);
    t.currency = f.input.basis.currency;
    const QString scenarioId = !chosenScenario.isEmpty() && entryOf(f, candidateId, chosenScenario)
                                   ? chosenScenario
                                   : baseScenarioId(f, candidateId);
    t.scenarioName = f.scenarioName(f.scenario(candidateId, scenarioId));
    const CandidateTco* entry = entryOf(f, candidateId, scenarioId);
    if (!entry)
        return t;
    t.base = entry->totals.total.toDouble();
    QHash<QString, Driver> drivers;
    for (const Driver& d : tco::drivers(f.input))
        drivers.insert(d.id, d);
    const QLocale locale;
    QHash<qint64, qsizetype> lineRow;                       // a line's quantity or unit price row, for its partner
    for (qsizetype i = 0; i < entry->tornado.size(); ++i) { // by swing, largest first (the engine's order)
        const TornadoBar& bar = entry->tornado.at(i);
        const Driver driver = drivers.value(bar.driverId);
        const bool perLine = driver.kind == DriverKind::Quantity || driver.kind == DriverKind::UnitPrice;
        if (perLine && lineRow.contains(driver.lineId)) {
            TcoTornadoRow& partner = t.rows[lineRow.value(driver.lineId)];
            if (partner.low == bar.low().toDouble() && partner.high == bar.high().toDouble()) {
                partner.driverLabel = Text::tr("Quantity or unit price: %1").arg(lineName(f, driver.lineId));
                continue;
            }
        }
        if (t.rows.size() >= maxRows)
            break;
        QString flip;
        if (i < entry->flips.size() && entry->flips.at(i).changePct) {
            const FlipPoint& point = entry->flips.at(i);
            flip = Text::tr("%1 %: %2")
                       .arg((point.changePct->isNegative() ? QString() : QStringLiteral("+")) +
                                point.changePct->toLocaleString(locale),
                            f.nameOf(point.newCheapest));
        }
        if (perLine)
            lineRow.insert(driver.lineId, t.rows.size());
        t.rows.append({driverLabel(driver, f.input, f.language), bar.low().toDouble(), bar.high().toDouble(), flip});
    }
    return t;
}

TcoCostVersusBonus costVersusBonus(const TcoFigures& f)
{
    TcoCostVersusBonus chart;
    chart.currency = f.input.basis.currency;
    for (const TcoCandidate& c : f.candidates) {
        if (statusOrder(&c) != 0 || !c.bonusScore)
            continue;
        const CandidateTco* entry = entryOf(f, c.id, baseScenarioId(f, c.id));
        if (!entry)
            continue;
        chart.points.append({c.id, c.name, *c.bonusScore, entry->totals.total.toDouble()});
    }
    std::stable_sort(chart.points.begin(), chart.points.end(),
                     [](const TcoCostPoint& a, const TcoCostPoint& b) { return a.bonusScore > b.bonusScore; });
    return chart;
}

} // namespace gatebench::tco
