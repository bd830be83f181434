// The three-year TCO engine (model/tco/TcoEngine.h) against totals worked out by hand: recurring
// lines with growth, one-off lines in their year, peak months, per-line multipliers, FX, tax in and
// out, staff, hourly prices at 730 h a month, half-up rounding at half the minor unit, exactness
// over many lines; the tornado and the flip points of a two-candidate case solved by hand; the new
// line fields through storage; the demo's TCO recomputed line by line in the comments.
#include "TestSupport.h"
#include "repositories/TcoRepository.h"
#include "storage/SqliteStorage.h"
#include "tco/TcoEngine.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;
using namespace gatebench::tco;

namespace {

Decimal dec(const char* text)
{
    auto d = Decimal::parse(QString::fromUtf8(text));
    if (!d)
        qFatal("bad test value %s: %s", text, qPrintable(d.error().message));
    return *d;
}

/// A list of texts written as ASCII literals.
QStringList L(std::initializer_list<const char*> items)
{
    QStringList list;
    for (const char* item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

QString str(const Decimal& d)
{
    return d.toString();
}

TcoLine recurring(qint64 id, const char* quantity, const char* price, int periods = 12, const char* growth = "0")
{
    TcoLine l;
    l.id = id;
    l.candidateId = QStringLiteral("a");
    l.category = QStringLiteral("compute");
    l.kind = TcoLineKind::Recurring;
    l.quantity = dec(quantity);
    l.unitPrice = dec(price);
    l.periodsPerYear = periods;
    l.growth = dec(growth);
    return l;
}

TcoLine oneOff(qint64 id, const char* quantity, const char* price, QList<int> years = {})
{
    TcoLine l = recurring(id, quantity, price, 1);
    l.kind = TcoLineKind::OneOff;
    l.category = QStringLiteral("implementation");
    l.years = years;
    return l;
}

TcoScenario scenario(const char* id, const char* multiplier = "1", QList<int> peak = {}, const char* candidate = "a")
{
    TcoScenario s;
    s.id = QLatin1String(id);
    s.candidateId = QLatin1String(candidate);
    s.templateScenario = QStringLiteral("normal");
    s.multiplier = dec(multiplier);
    s.peakMonths = peak;
    return s;
}

/// An input in CNY, totals without tax unless told.
TcoInput input(const QList<TcoLine>& lines, const QList<TcoScenario>& scenarios = {}, bool taxIncluded = false)
{
    TcoInput in;
    in.basis.currency = QStringLiteral("CNY");
    in.basis.taxIncluded = taxIncluded;
    in.lines = lines;
    in.scenarios = scenarios;
    return in;
}

/// The three yearly amounts of a one-line input as strings ("-": no amount that year).
QStringList yearsOf(const TcoInput& in, const TcoScenario& s)
{
    QStringList out;
    for (int y = 1; y <= kYears; ++y) {
        auto ly = lineYear(in, in.lines.first(), s, y);
        if (!ly)
            return {QStringLiteral("error: ") + ly.error().message};
        out.append(*ly ? str((*ly)->amount) : QStringLiteral("-"));
    }
    return out;
}

} // namespace

class TestTcoEngine : public QObject {
    Q_OBJECT

private slots:
    void recurringWithGrowth()
    {
        // 2 x 100.00 x 12 = 2400.00; year 2 x 1.10 = 2640.00; year 3 x 1.21 = 2904.00; 7944.00 in all.
        const TcoInput in = input({recurring(1, "2", "100.00", 12, "0.10")});
        QCOMPARE(yearsOf(in, scenario("s")), (L({"2400.00", "2640.00", "2904.00"})));
        auto t = totals(in, QStringLiteral("a"), scenario("s"));
        QVERIFY(t.ok());
        QCOMPARE(str(t->total), QStringLiteral("7944.00"));
        QCOMPARE(str(t->byCategory.value(QStringLiteral("compute"))), QStringLiteral("7944.00"));
    }

    void recurringInSomeYears()
    {
        // A line of years 2 and 3 only: 1 x 50.00 x 12 = 600.00 in each.
        TcoLine l = recurring(1, "1", "50.00");
        l.years = {2, 3};
        QCOMPARE(yearsOf(input({l}), scenario("s")), (L({"-", "600.00", "600.00"})));
    }

    void oneOffInItsYear()
    {
        // 3 x 1000.00 = 3000.00 in year 2 only; without years, year 1; never grown, never multiplied.
        QCOMPARE(yearsOf(input({oneOff(1, "3", "1000.00", {2})}), scenario("s", "1.5")), (L({"-", "3000.00", "-"})));
        TcoLine l = oneOff(1, "3", "1000.00");
        l.growth = dec("0.5");
        QCOMPARE(yearsOf(input({l}), scenario("s", "1.5")), (L({"3000.00", "-", "-"})));
        // With its own multiplier in the scenario: 3000.00 x 2 = 6000.00.
        l.multipliers.insert(QStringLiteral("s"), dec("2"));
        QCOMPARE(yearsOf(input({l}), scenario("s", "1.5")), (L({"6000.00", "-", "-"})));
    }

    void scenarioMultiplierAndOwnMultiplier()
    {
        // 1 x 100.00 x 12 x 1.2 = 1440.00; the line's own 2 replaces the scenario's: 2400.00.
        TcoLine l = recurring(1, "1", "100.00");
        QCOMPARE(yearsOf(input({l}), scenario("s", "1.2")).first(), QStringLiteral("1440.00"));
        l.multipliers.insert(QStringLiteral("s"), dec("2"));
        QCOMPARE(yearsOf(input({l}), scenario("s", "1.2")).first(), QStringLiteral("2400.00"));
        // Another scenario keeps its own.
        QCOMPARE(yearsOf(input({l}), scenario("t", "1.2")).first(), QStringLiteral("1440.00"));
    }

    void peakMonths()
    {
        // Multiplier 1.5 in November and December only: 10 + 2 x 1.5 = 13 month-equivalents.
        // Monthly 1000.00: 1000.00 x 12 x 13 / 12 = 13000.00.
        // Yearly 1200.00 (1 period): 1200.00 x 1 x 13 / 12 = 1300.00.
        const TcoScenario peak = scenario("peak", "1.5", {11, 12});
        QCOMPARE(yearsOf(input({recurring(1, "1", "1000.00")}), peak).first(), QStringLiteral("13000.00"));
        QCOMPARE(yearsOf(input({recurring(1, "1", "1200.00", 1)}), peak).first(), QStringLiteral("1300.00"));
        // Rounded once, half-up, through the division: 100.01 x 12 x (11 + 1.5) / 12 = 1250.125 -> 1250.13.
        const TcoScenario december = scenario("dec", "1.5", {12});
        QCOMPARE(yearsOf(input({recurring(1, "1", "100.01")}), december).first(), QStringLiteral("1250.13"));
        // The explanation: the factors multiplied and the divisor, as the sheet's formula shows them.
        auto ly = lineYear(input({recurring(1, "1", "100.01")}), recurring(1, "1", "100.01"), december, 1);
        QVERIFY(ly.ok() && *ly);
        QStringList factors;
        for (const Factor& f : (*ly)->factors)
            factors.append((f.divides ? QStringLiteral("/") : QStringLiteral("x")) + str(f.value));
        QCOMPARE(factors, (L({"x1", "x100.01", "x12", "x1", "x12.5", "/12"})));
        QCOMPARE(str((*ly)->unrounded), QStringLiteral("1250.125000000000"));
    }

    void hourlyPrices()
    {
        // 8 GPUs x 2.50 an hour x 12 months x 730 h = 175200.00.
        TcoLine l = recurring(1, "8", "2.50");
        l.hourly = true;
        QCOMPARE(yearsOf(input({l}), scenario("s")).first(), QStringLiteral("175200.00"));
        // A price per hour on a yearly line is refused, naming the line.
        l.periodsPerYear = 1;
        auto refused = lineYear(input({l}), l, scenario("s"), 1);
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.contains(QLatin1String("730")));
    }

    void foreignCurrency()
    {
        // 176 x 1500.00 USD x 1 x 7.20 = 1900800.00; x 1.05 = 1995840.00; x 1.1025 = 2095632.00.
        TcoLine l = recurring(1, "176", "1500.00", 1, "0.05");
        l.currency = QStringLiteral("USD");
        TcoInput in = input({l});
        in.fxRates = {{QStringLiteral("USD"), dec("7.20")}};
        QCOMPARE(yearsOf(in, scenario("s")), (L({"1900800.00", "1995840.00", "2095632.00"})));
        // Without a rate for USD: an error naming the currency, never a silent 1.
        in.fxRates.clear();
        auto missing = lineYear(in, l, scenario("s"), 1);
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().message.contains(QLatin1String("USD")));
    }

    void taxInAndOut()
    {
        // Totals without tax. A line with 13 % tax: 113.00 / 1.13 = 100.00; with 6 %:
        // 100.00 / 1.06 = 94.3396... -> 94.34; a line without tax stays 100.00.
        TcoLine with13 = recurring(1, "1", "113.00", 1);
        with13.taxIncluded = true;
        with13.taxRate = dec("0.13");
        QCOMPARE(yearsOf(input({with13}), scenario("s")).first(), QStringLiteral("100.00"));
        TcoLine with6 = recurring(1, "1", "100.00", 1);
        with6.taxIncluded = true;
        with6.taxRate = dec("0.06");
        QCOMPARE(yearsOf(input({with6}), scenario("s")).first(), QStringLiteral("94.34"));
        QCOMPARE(yearsOf(input({recurring(1, "1", "100.00", 1)}), scenario("s")).first(), QStringLiteral("100.00"));
        // Totals with tax: a line without tax at 6 % is 106.00; a line with tax stays as entered.
        TcoLine without = recurring(1, "1", "100.00", 1);
        without.taxRate = dec("0.06");
        QCOMPARE(yearsOf(input({without}, {}, true), scenario("s")).first(), QStringLiteral("106.00"));
        QCOMPARE(yearsOf(input({with6}, {}, true), scenario("s")).first(), QStringLiteral("100.00"));
        // A line stating no rate takes the evaluation's: 9 % -> 109.00.
        TcoInput in = input({recurring(1, "1", "100.00", 1)}, {}, true);
        in.basis.taxRate = dec("0.09");
        QCOMPARE(yearsOf(in, scenario("s")).first(), QStringLiteral("109.00"));
    }

    void noTaxAppliesOnlyWhereEveryRateIsZero()
    {
        // "With tax (tax rate 0 %)" contradicts itself: at a rate of 0 everywhere the totals say that
        // no tax applies; one line with a rate of its own, or an evaluation rate above 0, and they
        // must say with or without tax.
        TcoInput in = input({recurring(1, "1", "100.00", 1)}, {}, true);
        QVERIFY(in.basis.taxRate.isZero());
        QVERIFY(tco::noTaxApplies(in));
        TcoLine zero = recurring(2, "1", "100.00", 1);
        zero.taxRate = dec("0");
        in.lines.append(zero);
        QVERIFY(tco::noTaxApplies(in));
        TcoLine own = recurring(3, "1", "100.00", 1);
        own.taxRate = dec("0.13");
        in.lines.append(own);
        QVERIFY(!tco::noTaxApplies(in));
        TcoInput rated = input({recurring(1, "1", "100.00", 1)}, {}, true);
        rated.basis.taxRate = dec("0.06");
        QVERIFY(!tco::noTaxApplies(rated));
    }

    void staff()
    {
        // 1.5 FTE x 520000.00 = 780000.00; growth 3 %: 803400.00, then x 1.0609 = 827502.00.
        TcoLine l;
        l.id = 1;
        l.candidateId = QStringLiteral("a");
        l.category = QStringLiteral("ops_staff");
        l.kind = TcoLineKind::Staff;
        l.fte = dec("1.5");
        l.loadedAnnualCost = dec("520000.00");
        l.growth = dec("0.03");
        l.quantity = dec("99"); // ignored: FTE and cost are stated
        QCOMPARE(yearsOf(input({l}), scenario("s", "2")), (L({"780000.00", "803400.00", "827502.00"})));
    }

    void roundingHalfUp()
    {
        // 0.005 is half the minor unit: up to 0.01; 0.0049 down to 0.00; -0.005 away from zero, -0.01.
        QCOMPARE(yearsOf(input({oneOff(1, "1", "0.005")}), scenario("s")).first(), QStringLiteral("0.01"));
        QCOMPARE(yearsOf(input({oneOff(1, "1", "0.0049")}), scenario("s")).first(), QStringLiteral("0.00"));
        QCOMPARE(yearsOf(input({oneOff(1, "1", "-0.005")}), scenario("s")).first(), QStringLiteral("-0.01"));
        // 3 x 0.335 = 1.005 -> 1.01 (a double would make it 1.00499999...).
        QCOMPARE(yearsOf(input({oneOff(1, "3", "0.335")}), scenario("s")).first(), QStringLiteral("1.01"));
        // A currency without a minor unit rounds to whole units: 2.5 JPY -> 3.
        TcoInput yen = input({oneOff(1, "1", "2.5")});
        yen.basis.currency = QStringLiteral("JPY");
        yen.lines[0].currency = QStringLiteral("JPY");
        QCOMPARE(yearsOf(yen, scenario("s")).first(), QStringLiteral("3"));
    }

    void exactOverManyLines()
    {
        // 10,000 lines of 0.01: exactly 100.00 (a double sum drifts). 10,000 lines of 0.001 each round
        // to 0.00, and totals are sums of rounded amounts: 0.00, not 10.00.
        QList<TcoLine> cents;
        QList<TcoLine> mills;
        for (int i = 1; i <= 10000; ++i) {
            cents.append(oneOff(i, "1", "0.01"));
            mills.append(oneOff(i, "1", "0.001"));
        }
        auto t = totals(input(cents), QStringLiteral("a"), scenario("s"));
        QVERIFY(t.ok());
        QCOMPARE(str(t->total), QStringLiteral("100.00"));
        QCOMPARE(str(t->years[0]), QStringLiteral("100.00"));
        QCOMPARE(t->lineYears.size(), 10000);
        auto m = totals(input(mills), QStringLiteral("a"), scenario("s"));
        QVERIFY(m.ok());
        QCOMPARE(str(m->total), QStringLiteral("0.00"));
    }

    void scenariosOfLines()
    {
        // A line without a scenario belongs to every scenario of its candidate; a line of one
        // scenario to that one only. A candidate without scenarios has one implied (empty id).
        TcoLine all = oneOff(1, "1", "100.00");
        TcoLine upgrade = oneOff(2, "1", "50.00", {2});
        upgrade.scenarioId = QStringLiteral("up");
        const TcoInput in = input({all, upgrade}, {scenario("base"), scenario("up")});
        auto base = totals(in, QStringLiteral("a"), scenario("base"));
        auto up = totals(in, QStringLiteral("a"), scenario("up"));
        QVERIFY(base.ok() && up.ok());
        QCOMPARE(str(base->total), QStringLiteral("100.00"));
        QCOMPARE(str(up->total), QStringLiteral("150.00"));
        QCOMPARE(scenariosOf(in, QStringLiteral("a")).size(), 2);
        QCOMPARE(scenariosOf(input({all}), QStringLiteral("a")).size(), 1);
        QVERIFY(scenariosOf(input({all}), QStringLiteral("a")).first().id.isEmpty());
    }

    void tornadoAndFlipPoints()
    {
        // Two Eligible candidates and a cheaper one that is not Eligible (c: 10000.00, never compared).
        //   a: line 1, 10 x 100.00 x 12 = 12000.00 a year, 36000.00 in three years;
        //      line 2, one-off 20000.00 in year 1.                               a = 56000.00
        //   b: line 3, 5 x 200.00 x 12 = 12000.00 a year, 36000.00;
        //      line 4, one-off 1000.00 USD x 7.00 = 7000.00;
        //      line 5, staff 0.1 FTE x 100000.00 = 10000.00 a year, 30000.00.   b = 73000.00
        // The cheapest Eligible is a.
        // Tornado of a: unit price and quantity of line 1 move 36000.00 by 30 %: 45200.00 .. 66800.00
        // (swing 21600.00, ties by id: quantity first); those of line 2 move 20000.00: 50000.00 .. 62000.00.
        // Flip points of a: line 1's price: 56000 + 36000 x = 73000 -> x = 17000 / 36000 = 47.22 %;
        // line 2's: x = 17000 / 20000 = 85 % > 50 %: none.
        // Of b: line 3's price: 73000 + 36000 x = 56000 -> x = -47.22 %; the FTE cost (30000.00):
        // -56.67 %: none; the FX rate (7000.00): -242.86 %: none. Tornado of b: line 3 62200.00 ..
        // 83800.00; FTE cost 64000.00 .. 82000.00; FX 70900.00 .. 75100.00.
        TcoLine l1 = recurring(1, "10", "100.00");
        TcoLine l2 = oneOff(2, "1", "20000.00");
        TcoLine l3 = recurring(3, "5", "200.00");
        TcoLine l4 = oneOff(4, "1", "1000.00");
        l4.currency = QStringLiteral("USD");
        TcoLine l5;
        l5.id = 5;
        l5.kind = TcoLineKind::Staff;
        l5.category = QStringLiteral("ops_staff");
        l5.fte = dec("0.1");
        l5.loadedAnnualCost = dec("100000.00");
        for (TcoLine* l : {&l3, &l4, &l5})
            l->candidateId = QStringLiteral("b");
        TcoLine l6 = oneOff(6, "1", "10000.00");
        l6.candidateId = QStringLiteral("c");
        TcoInput in = input({l1, l2, l3, l4, l5, l6}, {scenario("a-n", "1", {}, "a"), scenario("b-n", "1", {}, "b"),
                                                       scenario("c-n", "1", {}, "c")});
        in.fxRates = {{QStringLiteral("USD"), dec("7.00")}};
        in.eligible = {QStringLiteral("a"), QStringLiteral("b")};

        auto result = analyse(in);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
        QCOMPARE(result->cheapestEligible, QStringLiteral("a"));
        QCOMPARE(result->entries.size(), 3);
        const CandidateTco& a = result->entries.at(0);
        const CandidateTco& b = result->entries.at(1);
        const CandidateTco& c = result->entries.at(2);
        QCOMPARE(str(a.totals.total), QStringLiteral("56000.00"));
        QCOMPARE(str(b.totals.total), QStringLiteral("73000.00"));
        QCOMPARE(str(c.totals.total), QStringLiteral("10000.00"));
        QCOMPARE(str(c.totals.years[1]), QStringLiteral("0.00")); // a year without amounts, in the minor unit
        QVERIFY(a.eligible && b.eligible && !c.eligible);

        const auto bars = [](const CandidateTco& e) {
            QStringList out;
            for (const TornadoBar& bar : e.tornado)
                out.append(QStringLiteral("%1 %2 %3").arg(bar.driverId, str(bar.low()), str(bar.high())));
            return out;
        };
        QCOMPARE(bars(a), (L({"quantity:1 45200.00 66800.00", "unit_price:1 45200.00 66800.00",
                              "quantity:2 50000.00 62000.00", "unit_price:2 50000.00 62000.00"})));
        QCOMPARE(bars(b),
                 (L({"quantity:3 62200.00 83800.00", "unit_price:3 62200.00 83800.00", "fte_cost 64000.00 82000.00",
                     "quantity:5 64000.00 82000.00", "unit_price:5 64000.00 82000.00", "fx:USD 70900.00 75100.00",
                     "quantity:4 70900.00 75100.00", "unit_price:4 70900.00 75100.00"})));
        // All six points of a bar: -30, -20, -10, +10, +20, +30 % of line 1's price.
        QStringList points;
        for (const Decimal& total : a.tornado.at(1).totals)
            points.append(str(total));
        QCOMPARE(points, (L({"45200.00", "48800.00", "52400.00", "59600.00", "63200.00", "66800.00"})));

        const auto flips = [](const CandidateTco& e) {
            QStringList out;
            for (const FlipPoint& f : e.flips)
                out.append(f.driverId + u' ' +
                           (f.changePct ? str(*f.changePct) + u' ' + f.newCheapest : QStringLiteral("none")));
            return out;
        };
        QCOMPARE(flips(a), (L({"quantity:1 47.22 b", "unit_price:1 47.22 b", "quantity:2 none", "unit_price:2 none"})));
        QCOMPARE(flips(b), (L({"quantity:3 -47.22 b", "unit_price:3 -47.22 b", "fte_cost none", "quantity:5 none",
                               "unit_price:5 none", "fx:USD none", "quantity:4 none", "unit_price:4 none"})));
        for (const FlipPoint& f : c.flips)
            QVERIFY(!f.changePct);

        // The JSON: money as decimal strings, change_pct a number or null.
        const QJsonObject json = QJsonDocument::fromJson(toJson(*result)).object();
        QCOMPARE(json.value(QLatin1String("currency")).toString(), QStringLiteral("CNY"));
        QCOMPARE(json.value(QLatin1String("tax")).toString(), QStringLiteral("excluded"));
        const QJsonObject first = json.value(QLatin1String("candidates")).toArray().at(0).toObject();
        QCOMPARE(first.value(QLatin1String("total")).toString(), QStringLiteral("56000.00"));
        QCOMPARE(first.value(QLatin1String("years")).toArray().at(0).toString(), QStringLiteral("32000.00"));
        QCOMPARE(first.value(QLatin1String("flip_points"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QLatin1String("change_pct"))
                     .toDouble(),
                 47.22);
        QVERIFY(first.value(QLatin1String("flip_points"))
                    .toArray()
                    .at(2)
                    .toObject()
                    .value(QLatin1String("change_pct"))
                    .isNull());
    }

    void storageGrowthFlip()
    {
        // a: storage 1 x 1000.00 x 12 = 12000.00 growing 50 % a year: 12000 + 18000 + 27000 = 57000.00;
        // b: a one-off 60000.00. Both Eligible; a is the cheaper. The growth g = 0.5 (1 + x) compounds:
        // 12000 (1 + u + u^2) = 60000 with u = 1 + g: u^2 + u - 4 = 0, u = (sqrt(17) - 1) / 2 =
        // 1.5615528..., g = 0.5615528..., x = g / 0.5 - 1 = 0.1231056... -> +12.31 %.
        // Tornado: g = 0.35: 12000 x (1 + 1.35 + 1.8225) = 50070.00; g = 0.65: 12000 x 5.3725 = 64470.00.
        TcoLine storage = recurring(1, "1", "1000.00", 12, "0.50");
        storage.category = QStringLiteral("storage");
        TcoLine other = oneOff(2, "1", "60000.00");
        other.candidateId = QStringLiteral("b");
        TcoInput in = input({storage, other}, {scenario("a-n", "1", {}, "a"), scenario("b-n", "1", {}, "b")});
        in.eligible = L({"a", "b"});
        auto result = analyse(in);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
        const CandidateTco& a = result->entries.at(0);
        QCOMPARE(str(a.totals.total), QStringLiteral("57000.00"));
        const auto bar = std::find_if(a.tornado.cbegin(), a.tornado.cend(), [](const TornadoBar& b) {
            return b.driverId == QLatin1String("storage_growth");
        });
        QVERIFY(bar != a.tornado.cend());
        QCOMPARE(str(bar->low()), QStringLiteral("50070.00"));
        QCOMPARE(str(bar->high()), QStringLiteral("64470.00"));
        const FlipPoint& flip = a.flips.at(std::distance(a.tornado.cbegin(), bar));
        QVERIFY(flip.changePct);
        QCOMPARE(str(*flip.changePct), QStringLiteral("12.31"));
        QCOMPARE(flip.newCheapest, QStringLiteral("b"));
    }

    void utilizationDriver()
    {
        // 1 GPU-hour price of 1.00 x 12 x 730 = 8760.00 a year. Utilization +30 %: the quantity needed
        // is 1 / 1.3 of it: 8760 / 1.3 = 6738.4615... -> 6738.46 a year.
        TcoLine l = recurring(1, "1", "1.00");
        l.hourly = true;
        const TcoInput in = input({l});
        const QList<Driver> all = drivers(in);
        const auto utilization = std::find_if(all.cbegin(), all.cend(),
                                              [](const Driver& d) { return d.id == QLatin1String("utilization"); });
        QVERIFY(utilization != all.cend());
        auto t = totals(in, QStringLiteral("a"), scenario("s"), Adjustment{&*utilization, dec("0.3")});
        QVERIFY(t.ok());
        QCOMPARE(str(t->years[0]), QStringLiteral("6738.46"));
    }

    void unitCosts()
    {
        // Year 1: 12000.00 over 400 experiments = 30.00; per 1,000 of 3,000,000 requests: 12000 / 3000 = 4.00.
        TcoInput in = input({recurring(1, "10", "100.00")});
        in.volumes.experiments = {dec("400"), std::nullopt, dec("0")};
        in.volumes.inferenceRequests = {dec("3000000"), dec("3000000"), dec("3000000")};
        auto result = analyse(in);
        QVERIFY(result.ok());
        const UnitCosts& u = result->entries.first().unitCosts;
        QCOMPARE(str(*u.perExperiment[0]), QStringLiteral("30.00"));
        QVERIFY(!u.perExperiment[1] && !u.perExperiment[2]);
        QCOMPARE(str(*u.per1000Requests[2]), QStringLiteral("4.00"));
        QVERIFY(!u.perModelVersion[0]);
    }

    void newFieldsThroughStorage()
    {
        QTemporaryDir dir;
        auto workspace = testing::createWorkspace(dir.filePath(QStringLiteral("t.gatebench")),
                                                  {NewWorkspaceOptions::Content::Demo, QStringLiteral("en")});
        Storage& storage = WorkspaceTestAccess::storage(*workspace);
        TcoLine l = recurring(0, "8", "2.50");
        l.candidateId = QStringLiteral("runai");
        l.unit = QStringLiteral("GPU");
        l.hourly = true;
        l.years = {1, 3};
        l.source = TcoSource::Quote;
        l.sourceNote = QStringLiteral("Q-2026-17");
        l.taxRate = dec("0.06");
        l.multipliers.insert(QStringLiteral("runai-base"), dec("1.25"));
        QVERIFY(TcoRepository::insertLines(storage, {l}).ok());
        auto lines = TcoRepository(storage).lines();
        QVERIFY(lines.ok());
        const TcoLine& back = lines->last();
        QCOMPARE(back.unit, QStringLiteral("GPU"));
        QVERIFY(back.hourly);
        QCOMPARE(back.years, (QList<int>{1, 3}));
        QCOMPARE(back.source, TcoSource::Quote);
        QCOMPARE(back.sourceNote, QStringLiteral("Q-2026-17"));
        QCOMPARE(str(*back.taxRate), QStringLiteral("0.06"));
        QCOMPARE(str(back.multipliers.value(QStringLiteral("runai-base"))), QStringLiteral("1.25"));
        auto basis = TcoRepository(storage).basis();
        QVERIFY(basis.ok());
        QCOMPARE(basis->currency, QStringLiteral("CNY"));
        QVERIFY(basis->taxIncluded);
    }

    void demoThroughTheEngine()
    {
        // The demo's Run:ai lines (demo.json, all CNY with tax, totals with tax), by hand:
        //   A100 power 16 x 9800.00 x 12 = 1881600.00, x 1.03 = 1938048.00, x 1.0609 = 1996189.44
        //   L40S power 12 x 3600.00 x 12 = 518400.00, 533952.00, 549970.56
        //   control servers 3 x 68000.00 = 204000.00 (year 1)
        //   storage 400 x 150.00 x 12 = 720000.00, x 1.05 = 756000.00, x 1.1025 = 793800.00
        //   line 15000.00 x 12 = 180000.00 a year; support 24000.00 x 12 = 288000.00 a year
        //   licence 176 x 1500.00 USD x 7.20 = 1900800.00, 1995840.00, 2095632.00
        //   staff 1.5 x 520000.00 = 780000.00 a year
        //   implementation 450000.00, training 60000.00 (year 1); exit reserve 350000.00 (year 3)
        // Year 1 = 6982800.00, year 2 = 6471840.00, year 3 = 7033592.00; 20488232.00 in all.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("demo.gatebench"));
        testing::createWorkspace(path, {NewWorkspaceOptions::Content::Demo, QStringLiteral("en")}).reset();
        auto workspace = Workspace::open(path, Workspace::Access::ReadOnly);
        QVERIFY(workspace.ok());
        auto in = TcoInput::load((*workspace)->queries().rows());
        QVERIFY2(in.ok(), in.ok() ? "" : qPrintable(in.error().message));
        QStringList eligible = in->eligible;
        eligible.sort();
        QCOMPARE(eligible, (L({"k8s-oss", "runai"})));
        auto result = analyse(*in);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
        QHash<QString, const ScenarioTotals*> byScenario;
        for (const CandidateTco& e : result->entries)
            byScenario.insert(e.totals.scenarioId, &e.totals);
        QCOMPARE(byScenario.size(), 4);
        const ScenarioTotals& runai = *byScenario.value(QStringLiteral("runai-base"));
        QCOMPARE(str(runai.years[0]), QStringLiteral("6982800.00"));
        QCOMPARE(str(runai.years[1]), QStringLiteral("6471840.00"));
        QCOMPARE(str(runai.years[2]), QStringLiteral("7033592.00"));
        QCOMPARE(str(runai.total), QStringLiteral("20488232.00"));
        QCOMPARE(str(runai.byCategory.value(QStringLiteral("licence_managed"))), QStringLiteral("5992272.00"));
        // The same computation in Python's decimal module over demo.json gives the others.
        QCOMPARE(str(byScenario.value(QStringLiteral("openshift-ai-base"))->total), QStringLiteral("24003602.00"));
        QCOMPARE(str(byScenario.value(QStringLiteral("k8s-oss-maintenance"))->total), QStringLiteral("17916010.00"));
        QCOMPARE(str(byScenario.value(QStringLiteral("k8s-oss-major-upgrade"))->total), QStringLiteral("18791010.00"));
        // Kubernetes + Volcano + Kubeflow is the cheapest Eligible candidate in its normal scenario.
        QCOMPARE(result->cheapestEligible, QStringLiteral("k8s-oss"));
    }
};

QTEST_GUILESS_MAIN(TestTcoEngine)
#include "tst_tco_engine.moc"
