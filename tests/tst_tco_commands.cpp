// The TCO commands (model/commands/Tco.h), the only writers of cost lines, scenarios, FX rates and
// how totals are stated: each command writes what it says, is one undo step and one change event,
// undo and redo restore the stored TCO exactly, a step over a value another writer changed is refused,
// and every refused entry (not a number, a negative price, a year outside 1..3, growth of -100 %, an
// unknown category or scenario, a currency without a rate) leaves the workspace as it was.
#include "TestSupport.h"
#include "commands/Candidates.h"
#include "commands/Tco.h"
#include "itemmodels/TcoSheetModel.h"
#include "repositories/SettingsRepository.h"
#include "repositories/TcoRepository.h"
#include "storage/Schema.h"
#include "tco/PocBill.h"
#include "tco/TcoEngine.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;
using namespace gatebench::tcoedits;

namespace {

Decimal dec(const char* text)
{
    auto d = Decimal::parse(QString::fromUtf8(text));
    if (!d)
        qFatal("bad test value %s", text);
    return *d;
}

/// Why a command failed (empty when it did not).
template <typename R>
QString why(const R& result)
{
    return result ? QString() : result.error().message;
}

/// Everything the TCO stores, as text: two states are equal when this is.
QString dump(const Workspace& w)
{
    const TcoRepository repository(w.queries().rows());
    QStringList out;
    for (const TcoScenario& s : *repository.scenarios()) {
        QStringList months;
        for (int m : s.peakMonths)
            months.append(QString::number(m));
        out.append(QStringLiteral("S|%1|%2|%3|%4|%5")
                       .arg(s.id, s.candidateId, s.templateScenario, s.multiplier.toString(), months.join(u',')));
    }
    for (const TcoLine& l : *repository.lines()) {
        QStringList years;
        for (int y : l.years)
            years.append(QString::number(y));
        QStringList multipliers;
        for (auto it = l.multipliers.cbegin(); it != l.multipliers.cend(); ++it)
            multipliers.append(it.key() + u'=' + it.value().toString());
        out.append(QStringLiteral("L|%1|%2|%3|%4|%5|%6|%7|%8|%9")
                       .arg(l.id)
                       .arg(l.candidateId, l.scenarioId, l.category, l.description.zh, l.description.en,
                            TcoRepository::kindKey(l.kind), l.quantity.toString(), l.unitPrice.toString()) +
                   QStringLiteral("|%1|%2|%3|%4|%5|%6|%7|%8|%9")
                       .arg(l.unit, l.currency)
                       .arg(l.periodsPerYear)
                       .arg(l.hourly)
                       .arg(l.growth.toString(), years.join(u','), l.fte ? l.fte->toString() : QStringLiteral("-"),
                            l.loadedAnnualCost ? l.loadedAnnualCost->toString() : QStringLiteral("-"))
                       .arg(l.taxIncluded) +
                   QStringLiteral("|%1|%2|%3|%4")
                       .arg(l.taxRate ? l.taxRate->toString() : QStringLiteral("-"), TcoRepository::sourceKey(l.source),
                            l.sourceNote, multipliers.join(u',')));
    }
    for (const FxRate& r : *repository.fxRates())
        out.append(QStringLiteral("FX|%1|%2").arg(r.currency, r.rate.toString()));
    const TcoBasis b = *repository.basis();
    out.append(QStringLiteral("B|%1|%2|%3").arg(b.currency).arg(b.taxIncluded).arg(b.taxRate.toString()));
    out.append(QStringLiteral("C|") + ownCategories(w.queries().rows()).join(u';'));
    return out.join(u'\n');
}

TcoLine lineOf(const Workspace& w, qint64 id)
{
    for (const TcoLine& l : *TcoRepository(w.queries().rows()).lines()) {
        if (l.id == id)
            return l;
    }
    return {};
}

TcoLine draftFor(const QString& candidate)
{
    TcoLine l;
    l.candidateId = candidate;
    l.category = QStringLiteral("compute");
    l.description = {QStringLiteral("A100 节点电力"), QStringLiteral("Power for the A100 nodes")};
    l.quantity = dec("16");
    l.unit = QStringLiteral("node");
    l.unitPrice = dec("9800.00");
    l.growth = dec("0.03");
    l.taxIncluded = true;
    return l;
}

} // namespace

class TstTcoCommands : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_w = testing::createWorkspace(m_dir.filePath(QStringLiteral("t%1.gatebench").arg(m_n++)));
    }
    void cleanup() { m_w.reset(); }

    void addLineUndoRedo()
    {
        const QString before = dump(*m_w);
        const int steps = m_w->undoStack()->count();
        QSignalSpy changed(m_w.get(), &Workspace::changed);
        auto id = addLine(*m_w, draftFor(QStringLiteral("runai")));
        QVERIFY2(id, qPrintable(why(id)));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(m_w->undoStack()->count(), steps + 1);
        const TcoLine stored = lineOf(*m_w, *id);
        QCOMPARE(stored.unitPrice.toString(), QStringLiteral("9800.00"));
        QCOMPARE(stored.quantity.toString(), QStringLiteral("16"));
        QCOMPARE(stored.growth.toString(), QStringLiteral("0.03"));
        QCOMPARE(stored.description.en, QStringLiteral("Power for the A100 nodes"));
        QVERIFY(stored.taxIncluded);
        const QString after = dump(*m_w);
        QVERIFY(m_w->undo());
        QCOMPARE(dump(*m_w), before);
        QVERIFY(m_w->redo());
        QCOMPARE(dump(*m_w), after);
        QCOMPARE(lineOf(*m_w, *id).id, *id); // the same line comes back, with its id
    }

    void severalCellsOfSeveralLinesAreOneStep()
    {
        const qint64 a = *addLine(*m_w, draftFor(QStringLiteral("runai")));
        const qint64 b = *addLine(*m_w, draftFor(QStringLiteral("runai")));
        const QList<TcoLine> shown{lineOf(*m_w, a), lineOf(*m_w, b)};
        const QString before = dump(*m_w);
        const int steps = m_w->undoStack()->count();
        QSignalSpy changed(m_w.get(), &Workspace::changed);
        // As typed in the sheet, in the locale's writing: grouping, a percentage, a year range.
        auto r = setCells(*m_w,
                          {{a, LineField::UnitPrice, QStringLiteral("12,500.50"), {}, {}},
                           {a, LineField::Growth, QStringLiteral("5%"), {}, {}},
                           {b, LineField::Quantity, QStringLiteral("2.5"), {}, {}},
                           {b, LineField::Kind, QStringLiteral("One-off"), {}, {}},
                           {b, LineField::Years, QStringLiteral("2-3"), {}, {}},
                           {b, LineField::Category, QStringLiteral("Storage"), {}, {}}},
                          shown);
        QVERIFY2(r, qPrintable(why(r)));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(m_w->undoStack()->count(), steps + 1);
        QCOMPARE(lineOf(*m_w, a).unitPrice.toString(), QStringLiteral("12500.50"));
        QCOMPARE(lineOf(*m_w, a).growth, dec("0.05"));
        QCOMPARE(lineOf(*m_w, b).quantity.toString(), QStringLiteral("2.5"));
        QCOMPARE(lineOf(*m_w, b).kind, TcoLineKind::OneOff);
        QCOMPARE(lineOf(*m_w, b).years, (QList<int>{2, 3}));
        QCOMPARE(lineOf(*m_w, b).category, QStringLiteral("storage"));
        const QString after = dump(*m_w);
        QVERIFY(m_w->undo());
        QCOMPARE(dump(*m_w), before);
        QVERIFY(m_w->redo());
        QCOMPARE(dump(*m_w), after);
    }

    void chineseWordsAreRead()
    {
        const qint64 a = *addLine(*m_w, draftFor(QStringLiteral("runai")));
        auto r = setCells(*m_w,
                          {{a, LineField::Kind, QStringLiteral("一次性"), {}, {}},
                           {a, LineField::TaxIncluded, QStringLiteral("不含税"), {}, {}},
                           {a, LineField::UnitPrice, QStringLiteral("12.5万"), {}, {}},
                           {a, LineField::Years, QStringLiteral("1，3"), {}, {}}},
                          {}, QStringLiteral("zh_CN"), QLocale(QLocale::Chinese, QLocale::China));
        QVERIFY2(r, qPrintable(why(r)));
        const TcoLine l = lineOf(*m_w, a);
        QCOMPARE(l.kind, TcoLineKind::OneOff);
        QVERIFY(!l.taxIncluded);
        QCOMPARE(l.unitPrice, dec("125000"));
        QCOMPARE(l.years, (QList<int>{1, 3}));
    }

    void refusalsLeaveTheWorkspaceAsItWas_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<QString>("text");
        QTest::newRow("quantity not a number") << int(LineField::Quantity) << QStringLiteral("sixteen");
        QTest::newRow("negative price") << int(LineField::UnitPrice) << QStringLiteral("-5");
        QTest::newRow("year 4") << int(LineField::Years) << QStringLiteral("1,4");
        QTest::newRow("year 0") << int(LineField::Years) << QStringLiteral("0");
        QTest::newRow("growth -100 %") << int(LineField::Growth) << QStringLiteral("-100");
        QTest::newRow("unknown category") << int(LineField::Category) << QStringLiteral("Catering");
        QTest::newRow("unknown scenario") << int(LineField::Scenario) << QStringLiteral("Rainy day");
        QTest::newRow("unknown kind") << int(LineField::Kind) << QStringLiteral("Sometimes");
        QTest::newRow("currency without rate") << int(LineField::Currency) << QStringLiteral("EUR");
        QTest::newRow("not a currency") << int(LineField::Currency) << QStringLiteral("Euro");
        QTest::newRow("13 periods") << int(LineField::PeriodsPerYear) << QStringLiteral("13");
        QTest::newRow("hourly yearly") << int(LineField::Hourly) << QStringLiteral("yes"); // periods 1 below
        QTest::newRow("negative tax rate") << int(LineField::TaxRate) << QStringLiteral("-6");
        // Issue 27, item 10: values the TCO cannot compute with, and values whose product it cannot.
        QTest::newRow("price beyond 10^12") << int(LineField::UnitPrice) << QStringLiteral("10000000000000");
        QTest::newRow("quantity beyond 10^12") << int(LineField::Quantity) << QStringLiteral("2000000000000");
        QTest::newRow("price of seven places") << int(LineField::UnitPrice) << QStringLiteral("0.1234567");
        QTest::newRow("growth of 2000 %") << int(LineField::Growth) << QStringLiteral("2000");
        QTest::newRow("tax rate of 150 %") << int(LineField::TaxRate) << QStringLiteral("150");
        QTest::newRow("product beyond 10^15 a year") << int(LineField::Quantity) << QStringLiteral("999999999999");
    }

    void refusalsLeaveTheWorkspaceAsItWas()
    {
        QFETCH(int, field);
        QFETCH(QString, text);
        TcoLine draft = draftFor(QStringLiteral("runai"));
        draft.periodsPerYear = 1;
        const qint64 a = *addLine(*m_w, draft);
        const qint64 b = *addLine(*m_w, draftFor(QStringLiteral("runai")));
        const QString before = dump(*m_w);
        const int steps = m_w->undoStack()->count();
        QSignalSpy changed(m_w.get(), &Workspace::changed);
        // A valid cell first: the refusal of the second takes the whole step back.
        auto r = setCells(*m_w,
                          {{b, LineField::Quantity, QStringLiteral("3"), {}, QStringLiteral("row 2, Quantity")},
                           {a, LineField(field), text, {}, QStringLiteral("row 1, col 5")}},
                          {});
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::BadInput);
        QVERIFY2(r.error().message.startsWith(QStringLiteral("row 1, col 5: ")), qPrintable(why(r)));
        QCOMPARE(dump(*m_w), before);
        QCOMPARE(m_w->undoStack()->count(), steps);
        QCOMPARE(changed.count(), 0);
    }

    void typedLinesAreCheckedToo()
    {
        TcoLine bad = draftFor(QStringLiteral("runai"));
        bad.unitPrice = dec("-1");
        const QString before = dump(*m_w);
        QVERIFY(!addLine(*m_w, bad));
        bad = draftFor(QStringLiteral("runai"));
        bad.growth = dec("-1.5");
        QVERIFY(!addLine(*m_w, bad));
        bad = draftFor(QStringLiteral("runai"));
        bad.years = {0};
        QVERIFY(!addLine(*m_w, bad));
        bad = draftFor(QStringLiteral("nobody"));
        QVERIFY(!addLine(*m_w, bad));
        QCOMPARE(dump(*m_w), before);
    }

    // Issue 27, item 10: an FX rate or a multiplier beyond its bound, or one that would take a line's
    // amounts beyond theirs, is refused and changes nothing; the message names the line.
    void ratesAndMultipliersBeyondTheRangeAreRefused()
    {
        QVERIFY(setFxRate(*m_w, QStringLiteral("USD"), dec("7.1")));
        TcoLine big = draftFor(QStringLiteral("runai"));
        big.currency = QStringLiteral("USD");
        big.quantity = dec("2000000");
        big.unitPrice = dec("100000");
        big.periodsPerYear = 1;
        big.growth = Decimal();
        big.description = {QString(), QStringLiteral("Large USD line")};
        auto added = addLine(*m_w, big);
        QVERIFY2(added, qPrintable(why(added)));
        auto scenario =
            addScenario(*m_w, TcoScenario{QString(), QStringLiteral("runai"), QStringLiteral("peak"), dec("1.5"), {}});
        QVERIFY2(scenario, qPrintable(why(scenario)));
        const QString before = dump(*m_w);
        const int steps = m_w->undoStack()->count();

        auto r = setFxRate(*m_w, QStringLiteral("USD"), dec("10000000")); // beyond 10^6
        QVERIFY(!r);
        r = setFxRate(*m_w, QStringLiteral("USD"), dec("20000")); // 2 x 10^11 x 20000 = 4 x 10^15 a year
        QVERIFY(!r);
        QVERIFY2(why(r).contains(QStringLiteral("Large USD line")), qPrintable(why(r)));
        r = setFxRate(*m_w, QStringLiteral("USD"), dec("7.12345678901")); // eleven places
        QVERIFY(!r);
        auto s =
            addScenario(*m_w, TcoScenario{QString(), QStringLiteral("runai"), QStringLiteral("peak"), dec("5000"), {}});
        QVERIFY(!s);
        TcoScenario peak;
        for (const TcoScenario& stored : *TcoRepository(m_w->queries().rows()).scenarios()) {
            if (stored.id == *scenario)
                peak = stored;
        }
        QCOMPARE(peak.id, *scenario);
        peak.multiplier = dec("999"); // 1.42 x 10^12 x 999 a year
        r = setScenario(*m_w, peak);
        QVERIFY(!r);
        QVERIFY2(why(r).contains(QStringLiteral("Large USD line")), qPrintable(why(r)));
        r = setLineMultiplier(*m_w, *added, *scenario, dec("1001"));
        QVERIFY(!r);
        QCOMPARE(dump(*m_w), before);
        QCOMPARE(m_w->undoStack()->count(), steps);
        // Within the bounds, all of it is accepted.
        QVERIFY2(setFxRate(*m_w, QStringLiteral("USD"), dec("7.123456")), qPrintable(why(r)));
        peak.multiplier = dec("2");
        QVERIFY(setScenario(*m_w, peak));
    }

    // Issue 27, item 12: every editor refuses a text beyond its bound, whatever the widget: a name
    // holds 200 code points, a note or description 10,000; the sheet's model refuses the cell in place.
    void editorsRefuseTextsBeyondTheirBound()
    {
        QString outside;
        for (int i = 0; i < 200; ++i)
            outside += QString::fromUcs4(U"\U0001F600", 1);
        auto r = candidates::setField(*m_w, QStringLiteral("runai"), CandidateField::NameEn, QString(201, u'n'));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::BadInput);
        QVERIFY2(why(r).contains(QStringLiteral("200")), qPrintable(why(r)));
        r = candidates::setField(*m_w, QStringLiteral("runai"), CandidateField::Notes, QString(10001, u'x'));
        QVERIFY(!r);
        QVERIFY2(why(r).contains(QStringLiteral("10000")), qPrintable(why(r)));
        auto added = candidates::add(*m_w, QString(), QString(201, u'a'));
        QVERIFY(!added);
        QVERIFY(candidates::setField(*m_w, QStringLiteral("runai"), CandidateField::NameEn, outside));
        QVERIFY(candidates::setField(*m_w, QStringLiteral("runai"), CandidateField::Notes, QString(10000, u'x')));

        const qint64 a = *addLine(*m_w, draftFor(QStringLiteral("runai")));
        const QString withLine = dump(*m_w);
        auto cell = setCells(*m_w, {{a, LineField::Description, QString(10001, u'd'), {}, {}}}, {});
        QVERIFY(!cell);
        cell = setCells(*m_w, {{a, LineField::Unit, QString(201, u'u'), {}, {}}}, {});
        QVERIFY(!cell);
        QCOMPARE(dump(*m_w), withLine);

        TcoSheetModel sheet;
        sheet.setWorkspace(m_w.get());
        sheet.setCandidate(QStringLiteral("runai"));
        QCOMPARE(sheet.rowCount(), 1);
        QSignalSpy refused(&sheet, &TcoSheetModel::editRefused);
        QVERIFY(!sheet.setData(sheet.index(0, int(TcoSheetModel::Column::SourceNote)), QString(10001, u's')));
        QCOMPARE(refused.count(), 1);
        QCOMPARE(dump(*m_w), withLine);
        QVERIFY(sheet.setData(sheet.index(0, int(TcoSheetModel::Column::SourceNote)), QString(10000, u's')));
    }

    void aConflictIsRefused()
    {
        const qint64 a = *addLine(*m_w, draftFor(QStringLiteral("runai")));
        const TcoLine shown = lineOf(*m_w, a);
        // Another GateBench changes the price meanwhile.
        QVERIFY(WorkspaceTestAccess::storage(*m_w).update(QStringLiteral("tco_lines"),
                                                          {{QStringLiteral("id"), a}}, // not storage: the other writer
                                                          {{QStringLiteral("unit_price"), QStringLiteral("9999.00")}}));
        const QString before = dump(*m_w);
        const int steps = m_w->undoStack()->count();
        auto r = setCells(*m_w, {{a, LineField::UnitPrice, QStringLiteral("1000"), {}, {}}}, {shown});
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QCOMPARE(dump(*m_w), before);
        QCOMPARE(m_w->undoStack()->count(), steps);
        // A field nobody else changed still goes through.
        QVERIFY(setCells(*m_w, {{a, LineField::Unit, QStringLiteral("GPU"), {}, {}}}, {shown}));
        QCOMPARE(lineOf(*m_w, a).unit, QStringLiteral("GPU"));
        QCOMPARE(lineOf(*m_w, a).unitPrice.toString(), QStringLiteral("9999.00"));
    }

    void removeLinesWithMultipliers()
    {
        TcoScenario s;
        s.candidateId = QStringLiteral("runai");
        s.templateScenario = QStringLiteral("peak");
        s.multiplier = dec("1.5");
        s.peakMonths = {12, 6};
        auto sid = addScenario(*m_w, s);
        QVERIFY2(sid, qPrintable(why(sid)));
        QCOMPARE(*sid, QStringLiteral("runai-peak"));
        const qint64 a = *addLine(*m_w, draftFor(QStringLiteral("runai")));
        QVERIFY(setLineMultiplier(*m_w, a, *sid, dec("2")));
        QCOMPARE(lineOf(*m_w, a).multipliers.value(*sid), dec("2"));
        // As a cell of the sheet, in the same scenario.
        QVERIFY(setCells(*m_w, {{a, LineField::Multiplier, QStringLiteral("1.25"), *sid, {}}}, {}));
        QCOMPARE(lineOf(*m_w, a).multipliers.value(*sid).toString(), QStringLiteral("1.25"));
        const QString before = dump(*m_w);
        QVERIFY(removeLines(*m_w, {a}));
        QVERIFY(!dump(*m_w).contains(QStringLiteral("L|%1|").arg(a)));
        QVERIFY(m_w->undo());
        QCOMPARE(dump(*m_w), before);
        // Clearing the multiplier cell gives the line the scenario's own again.
        QVERIFY(setCells(*m_w, {{a, LineField::Multiplier, QString(), *sid, {}}}, {}));
        QVERIFY(lineOf(*m_w, a).multipliers.isEmpty());
    }

    void scenarios()
    {
        const QString start = dump(*m_w);
        TcoScenario s;
        s.candidateId = QStringLiteral("modelarts");
        s.templateScenario = QStringLiteral("peak");
        s.multiplier = dec("1.5");
        s.peakMonths = {11, 6};
        const QString id = *addScenario(*m_w, s);
        QVERIFY(dump(*m_w).contains(QStringLiteral("S|modelarts-peak|modelarts|peak|1.5|6,11")));
        // Refused: multiplier 0, month 13, a month twice, an id that is taken.
        TcoScenario bad = s;
        bad.multiplier = Decimal();
        QVERIFY(!addScenario(*m_w, bad));
        bad = s;
        bad.peakMonths = {13};
        QVERIFY(!addScenario(*m_w, bad));
        bad = s;
        bad.peakMonths = {6, 6};
        QVERIFY(!addScenario(*m_w, bad));
        bad = s;
        bad.id = id;
        QVERIFY(!addScenario(*m_w, bad));
        const QString added = dump(*m_w);
        TcoScenario edited = s;
        edited.id = id;
        edited.multiplier = dec("2");
        edited.peakMonths = {7};
        QVERIFY(setScenario(*m_w, edited));
        QVERIFY(dump(*m_w).contains(QStringLiteral("S|modelarts-peak|modelarts|peak|2|7")));
        // A line of that scenario only goes with it, and comes back with it.
        TcoLine line = draftFor(QStringLiteral("modelarts"));
        line.scenarioId = id;
        const qint64 lineId = *addLine(*m_w, line);
        const QString withLine = dump(*m_w);
        QVERIFY(removeScenario(*m_w, id));
        QVERIFY(!dump(*m_w).contains(QStringLiteral("modelarts-peak")));
        QCOMPARE(lineOf(*m_w, lineId).id, 0);
        QVERIFY(m_w->undo());
        QCOMPARE(dump(*m_w), withLine);
        QVERIFY(m_w->undo()); // the line
        QVERIFY(m_w->undo()); // the edit
        QCOMPARE(dump(*m_w), added);
        QVERIFY(m_w->undo()); // the scenario
        QCOMPARE(dump(*m_w), start);
        // An edit over a scenario someone else changed is refused.
        QVERIFY(m_w->redo());
        TcoScenario shown = s;
        shown.id = id;
        shown.multiplier = dec("1.4");
        QCOMPARE(setScenario(*m_w, edited, shown).error().kind, Error::Kind::Conflict);
    }

    void fxRatesAndBasis()
    {
        const QString start = dump(*m_w);
        TcoLine usd = draftFor(QStringLiteral("runai"));
        usd.currency = QStringLiteral("USD");
        QVERIFY(!addLine(*m_w, usd)); // no rate yet
        QVERIFY(!setFxRate(*m_w, QStringLiteral("USD"), dec("0")));
        QVERIFY(!setFxRate(*m_w, QStringLiteral("dollars"), dec("7.2")));
        QCOMPARE(dump(*m_w), start);
        QVERIFY(setFxRate(*m_w, QStringLiteral("usd"), dec("7.20")));
        QVERIFY(dump(*m_w).contains(QStringLiteral("FX|USD|7.20")));
        QVERIFY(addLine(*m_w, usd));
        QVERIFY(setFxRate(*m_w, QStringLiteral("USD"), dec("7.1")));
        QVERIFY(dump(*m_w).contains(QStringLiteral("FX|USD|7.1")));
        // The rate stays while a line is in that currency.
        QCOMPARE(setFxRate(*m_w, QStringLiteral("USD"), std::nullopt).error().kind, Error::Kind::BadInput);
        QVERIFY(dump(*m_w).contains(QStringLiteral("FX|USD|7.1")));

        const QString beforeBasis = dump(*m_w);
        TcoBasis basis;
        basis.currency = QStringLiteral("CNY");
        basis.taxIncluded = false;
        basis.taxRate = dec("0.06");
        const int steps = m_w->undoStack()->count();
        QVERIFY(setBasis(*m_w, basis));
        QCOMPARE(m_w->undoStack()->count(), steps + 1);
        const TcoBasis read = *TcoRepository(m_w->queries().rows()).basis();
        QVERIFY(!read.taxIncluded);
        QCOMPARE(read.taxRate.toString(), QStringLiteral("0.06"));
        basis.taxRate = dec("-0.01");
        QVERIFY(!setBasis(*m_w, basis));
        basis.taxRate = dec("0.06");
        basis.currency = QStringLiteral("yuan");
        QVERIFY(!setBasis(*m_w, basis));
        QVERIFY(m_w->undo());
        QCOMPARE(dump(*m_w), beforeBasis);
        while (m_w->undoStack()->index() > 0)
            QVERIFY(m_w->undo());
        QCOMPARE(dump(*m_w), start);
    }

    void ownCategories()
    {
        const qint64 a = *addLine(*m_w, draftFor(QStringLiteral("runai")));
        QVERIFY(!setCells(*m_w, {{a, LineField::Category, QStringLiteral("Security audit"), {}, {}}}, {}));
        QVERIFY(setOwnCategories(*m_w, {QStringLiteral("Security audit"), QStringLiteral("Storage")}));
        QCOMPARE(tcoedits::ownCategories(m_w->queries().rows()), QStringList{QStringLiteral("Security audit")});
        QVERIFY(setCells(*m_w, {{a, LineField::Category, QStringLiteral("security AUDIT"), {}, {}}}, {}));
        QCOMPARE(lineOf(*m_w, a).category, QStringLiteral("Security audit"));
        // A category in use stays.
        QCOMPARE(setOwnCategories(*m_w, {}).error().kind, Error::Kind::BadInput);
    }

    void startFromTheCloudTemplate()
    {
        const QString before = dump(*m_w);
        const int steps = m_w->undoStack()->count();
        QSignalSpy changed(m_w.get(), &Workspace::changed);
        auto count = startFromTemplate(*m_w, QStringLiteral("modelarts"));
        QVERIFY2(count, qPrintable(why(count)));
        QCOMPARE(*count, 9);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(m_w->undoStack()->count(), steps + 1);
        const QString after = dump(*m_w);
        QVERIFY(after.contains(QStringLiteral("S|modelarts-normal|modelarts|normal|1|")));
        QVERIFY(after.contains(QStringLiteral("S|modelarts-peak|modelarts|peak|1.5|6,7,11,12")));
        QVERIFY(after.contains(QStringLiteral("S|modelarts-low|modelarts|low|0.7|")));
        const QList<TcoLine> lines = *TcoRepository(m_w->queries().rows()).lines();
        QCOMPARE(lines.size(), 9);
        QCOMPARE(lines.first().category, QStringLiteral("compute"));
        QVERIFY(lines.first().hourly);
        QCOMPARE(lines.first().periodsPerYear, 12);
        QStringList categories;
        for (const TcoLine& l : lines) {
            if (!categories.contains(l.category))
                categories.append(l.category);
        }
        QCOMPARE(categories, templateCategories()); // one line per category, in the template's order
        // Once only: a sheet with lines is not started again.
        QCOMPARE(startFromTemplate(*m_w, QStringLiteral("modelarts")).error().kind, Error::Kind::BadInput);
        QVERIFY(m_w->undo());
        QCOMPARE(dump(*m_w), before);
        QVERIFY(m_w->redo());
        QCOMPARE(dump(*m_w), after);
    }

    void startFromTheSelfBuiltTemplate()
    {
        QVERIFY(startFromTemplate(*m_w, QStringLiteral("k8s-oss"), QStringLiteral("zh_CN")));
        const TcoRepository repository(m_w->queries().rows());
        QStringList scenarios;
        for (const TcoScenario& s : *repository.scenarios())
            scenarios.append(s.id);
        QCOMPARE(scenarios,
                 (QStringList{QStringLiteral("k8s-oss-maintenance"), QStringLiteral("k8s-oss-major-upgrade")}));
        int upgradeOnly = 0;
        for (const TcoLine& l : *repository.lines()) {
            if (l.scenarioId == QLatin1String("k8s-oss-major-upgrade")) {
                ++upgradeOnly;
                QCOMPARE(l.years, QList<int>{2});
                QCOMPARE(l.kind, TcoLineKind::OneOff);
            }
        }
        QCOMPARE(upgradeOnly, 1);
        // The units are in the evaluation's language.
        QCOMPARE(repository.lines()->first().unit, QStringLiteral("台"));
    }

    // A PoC bill extrapolated by hand (tco/PocBill.h), for a cloud candidate with the template's
    // scenarios: normal x1, peak x1.5 in months 6, 7, 11, 12, low x0.7.
    //   one training run 1,234.56 CNY; one service deployment 840.00 CNY for 7 days
    //   -> a deployment-month = 840.00 x 730 / (24 x 7) = 613,200 / 168 = 3,650.00
    //   normal: 6 runs and 2 deployments a month; peak: 10 runs and 3 deployments
    //   monthly normal = 6 x 1,234.56 + 2 x 3,650.00 = 7,407.36 + 7,300.00 = 14,707.36
    //   monthly peak   = 10 x 1,234.56 + 3 x 3,650.00 = 12,345.60 + 10,950.00 = 23,295.60
    //   yearly normal  = 88,888.32 + 87,600.00 = 176,488.32; yearly peak = 148,147.20 + 131,400.00 = 279,547.20
    // Lines: training 6 x 1,234.56 and serving 2 x 3,650.00 in every scenario (own multiplier 1 in
    // peak); in peak only, the extras 4 runs and 1 deployment over the 4 peak months.
    // Engine, per year (no growth, the bill's tax basis is the evaluation's):
    //   normal: 176,488.32                          -> three years 529,464.96
    //   peak:   176,488.32 + 4 x 1,234.56 x 4 (19,752.96) + 1 x 3,650.00 x 4 (14,600.00)
    //           = 210,841.28                        -> three years 632,523.84
    //   low:    88,888.32 x 0.7 = 62,221.824 -> 62,221.82; 87,600.00 x 0.7 = 61,320.00
    //           = 123,541.82                        -> three years 370,625.46
    void linesFromAPocBill()
    {
        const QString cand = QStringLiteral("modelarts");
        TcoScenario normal{QString(), cand, QStringLiteral("normal"), dec("1"), {}};
        TcoScenario peak{QString(), cand, QStringLiteral("peak"), dec("1.5"), {6, 7, 11, 12}};
        TcoScenario low{QString(), cand, QStringLiteral("low"), dec("0.7"), {}};
        for (TcoScenario* s : {&normal, &peak, &low}) {
            auto id = addScenario(*m_w, *s);
            QVERIFY2(id, qPrintable(why(id)));
            s->id = *id;
        }
        const TcoBasis basis = *TcoRepository(m_w->queries().rows()).basis();
        tco::PocBill bill;
        bill.candidateId = cand;
        bill.reference = QStringLiteral("Invoice 2026-11-0042");
        bill.currency = basis.currency;
        bill.taxIncluded = basis.taxIncluded;
        bill.trainingRunCost = dec("1234.56");
        bill.serviceCost = dec("840.00");
        bill.serviceDays = dec("7");
        bill.normal = {dec("6"), dec("2")};
        bill.peak = {dec("10"), dec("3")};
        auto x = tco::extrapolate(bill, *TcoRepository(m_w->queries().rows()).scenarios());
        QVERIFY2(x, qPrintable(why(x)));
        QCOMPARE(x->costPerDeploymentMonth->toString(), QStringLiteral("3650.00"));
        QCOMPARE(x->monthlyNormal.toString(), QStringLiteral("14707.36"));
        QCOMPARE(x->monthlyPeak.toString(), QStringLiteral("23295.60"));
        QCOMPARE(x->yearlyNormal.toString(), QStringLiteral("176488.32"));
        QCOMPARE(x->yearlyPeak.toString(), QStringLiteral("279547.20"));
        QCOMPARE(x->peakScenarios, QStringList{peak.id});

        const QString before = dump(*m_w);
        const int steps = m_w->undoStack()->count();
        auto ids = addPocBillLines(*m_w, x->lines);
        QVERIFY2(ids, qPrintable(why(ids)));
        QCOMPARE(ids->size(), 4);
        QCOMPARE(m_w->undoStack()->count(), steps + 1);
        const TcoLine training = lineOf(*m_w, ids->at(0));
        QCOMPARE(training.quantity.toString(), QStringLiteral("6"));
        QCOMPARE(training.unitPrice.toString(), QStringLiteral("1234.56"));
        QCOMPARE(training.periodsPerYear, 12);
        QVERIFY(training.scenarioId.isEmpty());
        QCOMPARE(training.multipliers.value(peak.id).toString(), QStringLiteral("1"));
        QVERIFY(training.sourceNote.startsWith(QStringLiteral("Invoice 2026-11-0042")));
        const TcoLine serviceExtra = lineOf(*m_w, ids->at(3));
        QCOMPARE(serviceExtra.scenarioId, peak.id);
        QCOMPARE(serviceExtra.quantity.toString(), QStringLiteral("1"));
        QCOMPARE(serviceExtra.unitPrice.toString(), QStringLiteral("3650.00"));
        QCOMPARE(serviceExtra.periodsPerYear, 4);

        auto input = tco::TcoInput::load(m_w->queries().rows());
        QVERIFY2(input, qPrintable(why(input)));
        const QHash<QString, QString> expected{{normal.id, QStringLiteral("529464.96")},
                                               {peak.id, QStringLiteral("632523.84")},
                                               {low.id, QStringLiteral("370625.46")}};
        for (const TcoScenario& s : tco::scenariosOf(*input, cand)) {
            auto totals = tco::totals(*input, cand, s);
            QVERIFY2(totals, qPrintable(why(totals)));
            QCOMPARE(totals->total.toString(), expected.value(s.id));
        }
        const QString after = dump(*m_w);
        QVERIFY(m_w->undo());
        QCOMPARE(dump(*m_w), before);
        QVERIFY(m_w->redo());
        QCOMPARE(dump(*m_w), after);
    }

    void pocBillRefusalsAndRounding()
    {
        tco::PocBill bill;
        bill.candidateId = QStringLiteral("k8s-oss");
        bill.reference = QStringLiteral("PoC week 3");
        bill.serviceCost = dec("1000.00");
        bill.serviceDays = dec("3");
        bill.normal = {dec("0"), dec("1")};
        bill.peak = {dec("0"), dec("1")};
        // 1,000.00 x 730 / 72 = 10,138.888... -> 10,138.89 a deployment-month; no peak scenario, one line.
        TcoScenario maintenance{QStringLiteral("k8s-oss-maintenance"),
                                QStringLiteral("k8s-oss"),
                                QStringLiteral("maintenance"),
                                dec("1"),
                                {}};
        auto x = tco::extrapolate(bill, {maintenance});
        QVERIFY2(x, qPrintable(why(x)));
        QCOMPARE(x->costPerDeploymentMonth->toString(), QStringLiteral("10138.89"));
        QCOMPARE(x->yearlyNormal.toString(), QStringLiteral("121666.68"));
        QCOMPARE(x->lines.size(), 1);
        QVERIFY(x->lines.first().multipliers.isEmpty());
        QVERIFY(x->peakScenarios.isEmpty());

        tco::PocBill below = bill;
        below.peak.deployments = dec("0.5");
        QVERIFY(!tco::extrapolate(below, {}));
        tco::PocBill noDays = bill;
        noDays.serviceDays = dec("0");
        QVERIFY(!tco::extrapolate(noDays, {}));
        tco::PocBill unnamed = bill;
        unnamed.reference = QStringLiteral("  ");
        QVERIFY(!tco::extrapolate(unnamed, {}));
        tco::PocBill nothing = bill;
        nothing.serviceCost.reset();
        QVERIFY(!tco::extrapolate(nothing, {}));
        // Every volume 0: nothing to add, and the command says so.
        tco::PocBill idle = bill;
        idle.normal = {dec("0"), dec("0")};
        idle.peak = idle.normal;
        auto none = tco::extrapolate(idle, {});
        QVERIFY(none && none->lines.isEmpty());
        const QString before = dump(*m_w);
        QCOMPARE(addPocBillLines(*m_w, none->lines).error().kind, Error::Kind::BadInput);
        QCOMPARE(dump(*m_w), before);
    }

private:
    QTemporaryDir m_dir;
    int m_n = 0;
    std::unique_ptr<Workspace> m_w;
};

QTEST_GUILESS_MAIN(TstTcoCommands)
#include "tst_tco_commands.moc"
