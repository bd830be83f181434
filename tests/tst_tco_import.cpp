// TCO lines from CSV (`--kind tco`): GateBench's own TCO CSV imports back as the same lines, in
// either language, with its preset or by its headers alone; a finance sheet takes the import's
// defaults; every bad value is refused at its line and column and nothing is written; --skip-invalid
// imports the rest and lists each rejected row; undo takes the whole import back.
#include "ImportPipeline.h"
#include "TcoCsvExport.h"
#include "TestSupport.h"
#include "commands/Tco.h"
#include "mapping/ColumnMapping.h"
#include "repositories/TcoRepository.h"
#include "storage/Storage.h"
#include "tco/TcoFigures.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

const QString kTco = QStringLiteral("tco");

QString dataFile(const QString& name)
{
    return QStringLiteral(GATEBENCH_TEST_DATA "/tco-import/") + name;
}

QString decimalText(const std::optional<Decimal>& value)
{
    return value ? value->toString() : QStringLiteral("null");
}

/// Every field of a line but its id and import, decimals as stored (scale kept: "1234.50").
QString described(const TcoLine& l)
{
    QStringList years;
    for (int y : l.years)
        years.append(QString::number(y));
    QStringList multipliers;
    for (auto it = l.multipliers.cbegin(); it != l.multipliers.cend(); ++it)
        multipliers.append(it.key() + u'=' + it.value().toString());
    return QStringList{l.candidateId,
                       l.scenarioId,
                       l.category,
                       l.description.zh,
                       l.description.en,
                       TcoRepository::kindKey(l.kind),
                       l.quantity.toString(),
                       l.unit,
                       l.unitPrice.toString(),
                       l.currency,
                       QString::number(l.periodsPerYear),
                       l.hourly ? QStringLiteral("hourly") : QStringLiteral("not hourly"),
                       l.growth.toString(),
                       years.join(u','),
                       decimalText(l.fte),
                       decimalText(l.loadedAnnualCost),
                       l.taxIncluded ? QStringLiteral("with tax") : QStringLiteral("without tax"),
                       decimalText(l.taxRate),
                       TcoRepository::sourceKey(l.source),
                       l.sourceNote,
                       multipliers.join(u',')}
        .join(QStringLiteral(" | "));
}

QList<TcoLine> storedLines(const Workspace& w)
{
    auto lines = TcoRepository(w.queries().rows()).lines();
    if (!lines)
        qFatal("%s", qPrintable(lines.error().message));
    return *lines;
}

/// The lines of import `importId` (or, when null, those of no import), described, sorted.
QStringList describedLines(const Workspace& w, std::optional<qint64> importId)
{
    QStringList list;
    for (const TcoLine& line : storedLines(w)) {
        if (line.importId == importId)
            list.append(described(line));
    }
    std::sort(list.begin(), list.end());
    return list;
}

QString located(const LocatedIssue& issue)
{
    return QStringLiteral("%1:%2").arg(issue.issue.line).arg(issue.issue.column);
}

} // namespace

class TestTcoImport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    DemoCopies m_demos;
    int m_files = 0;

    std::unique_ptr<Workspace> demo()
    {
        auto opened = Workspace::open(m_demos.fresh(), Workspace::Access::ReadWrite);
        if (!opened)
            qFatal("%s", qPrintable(opened.error().message));
        return std::move(opened).value();
    }

    static ImportRequest request(const QString& input, const QString& preset = {})
    {
        ImportRequest r;
        r.kind = kTco;
        r.inputs = {input};
        if (!preset.isEmpty())
            r.preset = MappingPreset::builtIn(kTco, preset);
        return r;
    }

private slots:
    void initTestCase() { QVERIFY(m_demos.create(m_dir.path())); }

    void exportImportsBackAsTheSameLines_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("preset");
        QTest::newRow("en, GateBench preset") << QStringLiteral("en") << QStringLiteral("gatebench");
        QTest::newRow("zh_CN, GateBench preset") << QStringLiteral("zh_CN") << QStringLiteral("gatebench");
        QTest::newRow("en, by its headers") << QStringLiteral("en") << QString();
        QTest::newRow("zh_CN, by its headers") << QStringLiteral("zh_CN") << QString();
    }

    void exportImportsBackAsTheSameLines()
    {
        QFETCH(QString, language);
        QFETCH(QString, preset);
        auto w = demo();
        // Beside the demo's lines (a line of every scenario of k8s-oss is written once per scenario),
        // lines with what the demo's do not hold: a price per hour in USD with its own tax rate, a
        // one-off in years 1 and 3 from a quote, one description in Chinese only, a note with a
        // comma, quotes and a line break, a formula-like text.
        TcoLine hourly;
        hourly.candidateId = QStringLiteral("openshift-ai");
        hourly.category = QStringLiteral("compute");
        hourly.description = {QStringLiteral("按需 GPU（小时）"), QStringLiteral("On-demand GPUs (hourly)")};
        hourly.quantity = *Decimal::parse(u"4.5");
        hourly.unit = QStringLiteral("GPU");
        hourly.unitPrice = *Decimal::parse(u"2.10");
        hourly.currency = QStringLiteral("USD");
        hourly.hourly = true;
        hourly.growth = *Decimal::parse(u"-0.05");
        hourly.taxRate = *Decimal::parse(u"0.06");
        hourly.source = TcoSource::ListPrice;
        QVERIFY(tcoedits::addLine(*w, hourly).ok());
        TcoLine oneOff;
        oneOff.candidateId = QStringLiteral("k8s-oss");
        oneOff.scenarioId = QStringLiteral("k8s-oss-major-upgrade");
        oneOff.category = QStringLiteral("implementation");
        oneOff.description = {QStringLiteral("升级实施"), QString()};
        oneOff.kind = TcoLineKind::OneOff;
        oneOff.quantity = Decimal::fromInteger(1);
        oneOff.unitPrice = *Decimal::parse(u"150000.00");
        oneOff.periodsPerYear = 1;
        oneOff.years = {1, 3};
        oneOff.taxIncluded = true;
        oneOff.source = TcoSource::Quote;
        oneOff.sourceNote = QStringLiteral("Quote \"Q-17\", 2026-11-02\nsecond line");
        QVERIFY(tcoedits::addLine(*w, oneOff).ok());
        TcoLine formula = oneOff;
        formula.scenarioId.clear();
        formula.years = {2};
        formula.description = {QString(), QStringLiteral("=SUM(A1:A3) is text")};
        formula.sourceNote.clear();
        QVERIFY(tcoedits::addLine(*w, formula).ok());
        const QStringList before = describedLines(*w, std::nullopt);
        QCOMPARE(before.size(), 38); // the demo's 35 and these 3

        auto figures = tco::TcoFigures::load(w->queries().rows(), language, QDate(2026, 11, 30));
        QVERIFY(figures.ok());
        const QString csv = m_dir.filePath(QStringLiteral("export-%1.csv").arg(++m_files));
        QVERIFY(writeTcoCsv(*figures, csv).ok());

        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, request(csv, preset), &committed);
        QVERIFY2(prepared.acceptable(),
                 qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QVERIFY2(committed.ok(), qPrintable(committed ? QString() : committed.error().message));
        // The imported lines are the exported ones, field for field; the stored ones are untouched.
        QCOMPARE(describedLines(*w, *committed), before);
        QCOMPARE(describedLines(*w, std::nullopt), before);
    }

    void badValuesAreRefusedAtTheirLineAndColumn()
    {
        auto w = demo();
        const QByteArray before = testing::tableContents(w->queries().rows());
        const QString bad = dataFile(QStringLiteral("bad-rows.csv"));
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, request(bad), &committed);
        QVERIFY(!prepared.acceptable());
        QVERIFY(!committed.ok());
        QStringList where;
        for (const LocatedIssue& issue : prepared.issues) {
            QCOMPARE(issue.file, bad);
            QCOMPARE(issue.issue.severity, Issue::Severity::Error);
            where.append(located(issue));
        }
        // Columns: 1 candidate, 2 scenario, 3 category, 5 kind, 6 quantity, 8 unit price,
        // 9 currency, 10 years, 11 growth.
        QCOMPARE(where, QStringList({QStringLiteral("2:6"), QStringLiteral("3:8"), QStringLiteral("4:1"),
                                     QStringLiteral("5:2"), QStringLiteral("6:3"), QStringLiteral("7:10"),
                                     QStringLiteral("8:6"), QStringLiteral("9:9"), QStringLiteral("10:11"),
                                     QStringLiteral("13:5")}));
        // Each message says what was wrong with the value.
        const auto message = [&](int i) { return prepared.issues.at(i).issue.message; };
        QVERIFY2(message(0).contains(QStringLiteral("1.2.3")), qPrintable(message(0)));
        QVERIFY2(message(2).contains(QStringLiteral("nosuch")), qPrintable(message(2)));
        QVERIFY2(message(3).contains(QStringLiteral("peak-of-nothing")), qPrintable(message(3)));
        QVERIFY2(message(4).contains(QStringLiteral("catering")), qPrintable(message(4)));
        QVERIFY2(message(5).contains(QStringLiteral("4")), qPrintable(message(5)));
        QVERIFY2(message(6).contains(QStringLiteral("negative")), qPrintable(message(6)));
        QVERIFY2(message(7).contains(QStringLiteral("JPY")), qPrintable(message(7)));
        QVERIFY2(message(8).contains(QStringLiteral("5%")), qPrintable(message(8)));
        QVERIFY2(message(9).contains(QStringLiteral("fortnightly")), qPrintable(message(9)));
        // Nothing written: every table as it was, the audit log too.
        QCOMPARE(testing::tableContents(w->queries().rows()), before);
        QVERIFY(!w->undoStack()->canUndo());
    }

    void skipInvalidImportsTheRestAndListsEachRejectedRow()
    {
        auto w = demo();
        ImportRequest r = request(dataFile(QStringLiteral("bad-rows.csv")));
        r.skipInvalidRows = true;
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, r, &committed);
        QVERIFY(prepared.acceptable());
        QVERIFY(committed.ok());
        QStringList rejected;
        for (const LocatedIssue& issue : prepared.rejected)
            rejected.append(located(issue));
        QCOMPARE(rejected, QStringList({QStringLiteral("2:6"), QStringLiteral("3:8"), QStringLiteral("4:1"),
                                        QStringLiteral("5:2"), QStringLiteral("6:3"), QStringLiteral("7:10"),
                                        QStringLiteral("8:6"), QStringLiteral("9:9"), QStringLiteral("10:11"),
                                        QStringLiteral("13:5")}));
        QCOMPARE(prepared.summary.rows, 2);
        // The two good rows, their amounts exact: "1,234.50" and "1234.5" as written, 5% as 0.05.
        QList<TcoLine> imported;
        for (const TcoLine& line : storedLines(*w)) {
            if (line.importId == *committed)
                imported.append(line);
        }
        QCOMPARE(imported.size(), 2);
        QCOMPARE(imported.at(0).candidateId, QStringLiteral("k8s-oss"));
        QCOMPARE(imported.at(0).scenarioId, QStringLiteral("k8s-oss-major-upgrade"));
        QCOMPARE(imported.at(0).kind, TcoLineKind::OneOff);
        QCOMPARE(imported.at(0).quantity.toString(), QStringLiteral("2"));
        QCOMPARE(imported.at(0).unitPrice.toString(), QStringLiteral("1234.50"));
        QCOMPARE(imported.at(0).years, QList<int>({1}));
        QCOMPARE(imported.at(0).description.en, QStringLiteral("Good row, grouped amount"));
        QCOMPARE(imported.at(1).unitPrice.toString(), QStringLiteral("1234.5"));
        QCOMPARE(imported.at(1).currency, QStringLiteral("USD"));
        QCOMPARE(imported.at(1).growth.toString(), QStringLiteral("0.05"));
        QCOMPARE(imported.at(1).periodsPerYear, 12); // recurring, no periods column: monthly
    }

    void undoRemovesTheWholeImport()
    {
        auto w = demo();
        const QByteArray before = testing::tableContents(w->queries().rows(), false);
        auto figures = tco::TcoFigures::load(w->queries().rows(), QStringLiteral("en"), QDate(2026, 11, 30));
        QVERIFY(figures.ok());
        const QString csv = m_dir.filePath(QStringLiteral("undo.csv"));
        QVERIFY(writeTcoCsv(*figures, csv).ok());
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        (void)runImport(*w, request(csv, QStringLiteral("gatebench")), &committed);
        QVERIFY(committed.ok());
        QCOMPARE(storedLines(*w).size(), 70);
        QVERIFY(w->undo().ok());
        QCOMPARE(storedLines(*w).size(), 35);
        QCOMPARE(testing::tableContents(w->queries().rows(), false), before);
        QVERIFY(w->redo().ok());
        QCOMPARE(describedLines(*w, *committed), describedLines(*w, std::nullopt));
    }

    void financeSheetTakesTheImportsDefaults()
    {
        auto w = demo();
        ImportRequest r = request(dataFile(QStringLiteral("finance.csv")), QStringLiteral("finance"));
        // Without a candidate column or one named for the import, every row is refused.
        PreparedImport refused = runImport(*w, r);
        QVERIFY(!refused.acceptable());
        QCOMPARE(refused.issues.size(), 2);
        QCOMPARE(located(refused.issues.at(0)), QStringLiteral("2:0"));
        r.fieldDefaults = {{QStringLiteral("candidate"), QStringLiteral("NVIDIA Run:ai")}}; // by name
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, r, &committed);
        QVERIFY2(prepared.acceptable(),
                 qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QVERIFY(committed.ok());
        const TcoBasis basis = *TcoRepository(w->queries().rows()).basis();
        QList<TcoLine> imported;
        for (const TcoLine& line : storedLines(*w)) {
            if (line.importId == *committed)
                imported.append(line);
        }
        QCOMPARE(imported.size(), 2);
        const TcoLine& gpu = imported.at(0);
        QCOMPARE(gpu.candidateId, QStringLiteral("runai"));
        QVERIFY(gpu.scenarioId.isEmpty()); // every scenario
        QCOMPARE(gpu.category, QStringLiteral("compute"));
        QCOMPARE(gpu.description.en, QStringLiteral("GPU server rental"));
        QVERIFY(gpu.description.zh.isEmpty());
        QCOMPARE(gpu.kind, TcoLineKind::Recurring);
        QCOMPARE(gpu.quantity.toString(), QStringLiteral("2"));
        QCOMPARE(gpu.unit, QStringLiteral("server"));
        QCOMPARE(gpu.unitPrice.toString(), QStringLiteral("1234.50")); // the price, never the amount 2,469.00
        QCOMPARE(gpu.currency, basis.currency);
        QCOMPARE(gpu.taxIncluded, basis.taxIncluded);
        QCOMPARE(gpu.periodsPerYear, 12);
        QVERIFY(gpu.years.isEmpty());
        QCOMPARE(gpu.growth.toString(), QStringLiteral("0"));
        QCOMPARE(gpu.sourceNote, QStringLiteral("Quote Q-17"));
        QCOMPARE(imported.at(1).category, QStringLiteral("training"));
        QCOMPARE(imported.at(1).unitPrice.toString(), QStringLiteral("8000"));
    }

    // Issue 27, items 10 and 13: a value the TCO cannot compute with is refused at its line and column,
    // before anything is written (today such a price imports, and every TCO output then fails); an
    // empty marker is "none" only where the field has no default.
    void valuesBeyondTheTcoRangeAreRefusedAtTheirColumn()
    {
        auto w = demo();
        const QByteArray before = testing::tableContents(w->queries().rows());
        const QString file = dataFile(QStringLiteral("beyond-range.csv"));
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, request(file), &committed);
        QVERIFY(!prepared.acceptable());
        QVERIFY(!committed.ok());
        QStringList where;
        for (const LocatedIssue& issue : prepared.issues) {
            if (issue.issue.severity == Issue::Severity::Error)
                where.append(located(issue));
        }
        QCOMPARE(where, QStringList({QStringLiteral("2:5"), QStringLiteral("3:4"), QStringLiteral("4:5"),
                                     QStringLiteral("5:4"), QStringLiteral("6:5"), QStringLiteral("7:7")}));
        QCOMPARE(testing::tableContents(w->queries().rows()), before);

        // The valid row alone: N/A is no FTE and no tax rate of its own.
        ImportRequest r = request(file);
        r.skipInvalidRows = true;
        const PreparedImport skipped = runImport(*w, r, &committed);
        QVERIFY(committed.ok());
        QCOMPARE(skipped.rejected.size(), 6);
        QList<TcoLine> imported;
        for (const TcoLine& line : storedLines(*w)) {
            if (line.importId == *committed)
                imported.append(line);
        }
        QCOMPARE(imported.size(), 1);
        QVERIFY(!imported.first().fte);
        QVERIFY(!imported.first().taxRate);
        // Every TCO output still works.
        QVERIFY(tco::TcoFigures::load(w->queries().rows(), QStringLiteral("en"), QDate(2026, 11, 30)).ok());
    }

    // Issue 27, item 10: an evaluation that already holds such a value (an older GateBench, a hand
    // edit) names the line in every TCO output: candidate, description and value. `tco` and
    // `export-tco-csv` cannot be right without it and exit 2; the report and the exit bundle are
    // written, their TCO section naming the line, and warn on stderr.
    void outputsNameALineBeyondTheRange()
    {
        const QString file = m_demos.fresh();
        QCOMPARE(testing::execSql(file, {"UPDATE tco_lines SET unit_price = '100000000000000000000000000000000000' "
                                         "WHERE id = (SELECT MIN(id) FROM tco_lines WHERE candidate_id = 'runai')"}),
                 QString());
        QString description;
        {
            auto w = Workspace::open(file, Workspace::Access::ReadOnly);
            QVERIFY(w.ok());
            for (const TcoLine& line : storedLines(**w)) {
                if (line.unitPrice.toString().size() > 30)
                    description = line.description.en;
            }
        }
        QVERIFY(!description.isEmpty());
        const QByteArray before = fileSha256(file);
        const auto named = [&](const Run& run) {
            const QString err = QString::fromUtf8(run.err);
            return err.contains(QStringLiteral("NVIDIA Run:ai")) && err.contains(description) &&
                   err.contains(QStringLiteral("unit price"));
        };
        const QString exe = QStringLiteral(GATEBENCH_EXECUTABLE);
        const QString en = QStringLiteral("en");
        Run run = runProgram(exe, {QStringLiteral("tco"), file, QStringLiteral("--lang"), en});
        QCOMPARE(run.code, 2);
        QVERIFY2(named(run), run.err.constData());
        run = runProgram(exe, {QStringLiteral("export-tco-csv"), file, QStringLiteral("-o"),
                               m_dir.filePath(QStringLiteral("beyond.csv")), QStringLiteral("--lang"), en});
        QCOMPARE(run.code, 2);
        QVERIFY2(named(run), run.err.constData());
        const QString pdf = m_dir.filePath(QStringLiteral("beyond.pdf"));
        run =
            runProgram(exe, {QStringLiteral("report"), file, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), en});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY(QFileInfo::exists(pdf));
        QVERIFY2(named(run), run.err.constData());
        const QString zip = m_dir.filePath(QStringLiteral("beyond.zip"));
        run =
            runProgram(exe, {QStringLiteral("export"), file, QStringLiteral("-o"), zip, QStringLiteral("--lang"), en});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY(QFileInfo::exists(zip));
        QVERIFY2(named(run), run.err.constData());
        QCOMPARE(fileSha256(file), before);
    }

    void commandLineRefusesWithFileLineAndColumn()
    {
        const QString file = m_demos.fresh();
        const QByteArray before = fileSha256(file);
        const QString bad = dataFile(QStringLiteral("bad-rows.csv"));
        Run run = runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                             {QStringLiteral("import"), file, QStringLiteral("--kind"), kTco, bad,
                              QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(run.code, 2);
        const QString err = QString::fromUtf8(run.err);
        for (const char* at :
             {":2:6: ", ":3:8: ", ":4:1: ", ":5:2: ", ":6:3: ", ":7:10: ", ":8:6: ", ":9:9: ", ":10:11: ", ":13:5: "})
            QVERIFY2(err.contains(bad + QLatin1String(at)), qPrintable(err));
        QCOMPARE(fileSha256(file), before);

        run = runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                         {QStringLiteral("import"), file, QStringLiteral("--kind"), kTco,
                          dataFile(QStringLiteral("finance.csv")), QStringLiteral("--format"),
                          QStringLiteral("finance"), QStringLiteral("--candidate"), QStringLiteral("runai"),
                          QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(run.code == 0, run.err.constData());
        auto w = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(w.ok());
        QCOMPARE(storedLines(**w).size(), 37);
        // --candidate is for TCO lines only.
        run = runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                         {QStringLiteral("import"), file, QStringLiteral("--kind"), QStringLiteral("candidates"),
                          dataFile(QStringLiteral("finance.csv")), QStringLiteral("--candidate"),
                          QStringLiteral("runai")});
        QCOMPARE(run.code, 1);
    }
};

QTEST_GUILESS_MAIN(TestTcoImport)
#include "tst_tco_import.moc"
