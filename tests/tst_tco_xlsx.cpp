// The TCO workbook and CSV export (issue 12): the xlsx read back as a spreadsheet program reads it
// (sheets, shared strings, formulas and their cached values) against hand-computed figures and the
// engine's totals; golden cell listings of a hand-built case and of the demo; the same evaluation
// giving the same bytes; `gatebench export-xlsx` and `export-tco-csv` never changing FILE.
#include "CsvTestSupport.h"
#include "TcoCsvExport.h"
#include "TcoXlsxExporter.h"
#include "TestSupport.h"
#include "XlsxTestSupport.h"
#include "workspace/EvaluationQueries.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

const QString kData = QStringLiteral(GATEBENCH_TEST_DATA);

Decimal dec(const char* text)
{
    return *Decimal::parse(QString::fromLatin1(text));
}

/// A cached value as an exact decimal of 2 places (the minor unit of CNY). libxlsxwriter prints the
/// double with 16 significant digits (549970.56 is "549970.5600000001"), which rounds back exactly.
Decimal cached(const XlsxCell* cell)
{
    if (!cell)
        return dec("-999999999");
    auto value = Decimal::parse(cell->value);
    return value ? *value->rounded(2) : dec("-999999999");
}

/// Compares `actual` with tests/data/tco-xlsx/<name>/expected.txt (rewritten when
/// GATEBENCH_UPDATE_GOLDEN is set).
void compareGolden(const QByteArray& actual, const QString& name)
{
    const QString path = kData + QStringLiteral("/tco-xlsx/") + name + QStringLiteral("/expected.txt");
    if (qEnvironmentVariableIsSet("GATEBENCH_UPDATE_GOLDEN")) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(actual);
        return;
    }
    QFile in(path);
    QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(path + QStringLiteral(": missing (GATEBENCH_UPDATE_GOLDEN=1)")));
    const QList<QByteArray> expected = in.readAll().split('\n');
    const QList<QByteArray> lines = actual.split('\n');
    for (qsizetype i = 0; i < std::max(expected.size(), lines.size()); ++i)
        QVERIFY2(expected.value(i) == lines.value(i),
                 qPrintable(QStringLiteral("%1 line %2\n  expected: %3\n  actual:   %4")
                                .arg(path)
                                .arg(i + 1)
                                .arg(QString::fromUtf8(expected.value(i)), QString::fromUtf8(lines.value(i)))));
}

/// The row of the Total label on a candidate's sheet (1-based, as in a cell reference).
int totalRow(const XlsxSheet& sheet)
{
    for (const XlsxCell& c : sheet.cells) {
        if (c.isString && c.text == QLatin1String("Total") && c.ref.startsWith(u'A'))
            return c.ref.mid(1).toInt();
    }
    return -1;
}

} // namespace

class TestTcoXlsx : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    DemoCopies m_demos;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demos.create(m_dir.path()));
    }

    void sheetNamesAndColumns()
    {
        QCOMPARE(excelSheetName(QStringLiteral("NVIDIA Run:ai"), {}), QStringLiteral("NVIDIA Run_ai"));
        QCOMPARE(excelSheetName(QStringLiteral("a[b]c*d?e/f\\g"), {}), QStringLiteral("a_b_c_d_e_f_g"));
        QCOMPARE(excelSheetName(QStringLiteral("'quoted'"), {}), QStringLiteral("quoted"));
        QCOMPARE(excelSheetName(QStringLiteral(""), {}), QStringLiteral("Sheet"));
        const QString k8s = QStringLiteral("Kubernetes + Volcano + Kubeflow (self-built)");
        QCOMPARE(excelSheetName(k8s, {}), QStringLiteral("Kubernetes + Volcano + Kubeflow"));
        QCOMPARE(excelSheetName(k8s, {}).size(), 31);
        // Excel compares names ignoring case; a repeated name is numbered within 31 characters.
        QCOMPARE(excelSheetName(QStringLiteral("summary"), {QStringLiteral("Summary")}), QStringLiteral("summary (2)"));
        QCOMPARE(excelSheetName(k8s, {QStringLiteral("Kubernetes + Volcano + Kubeflow")}),
                 QStringLiteral("Kubernetes + Volcano + Kube (2)"));
        QCOMPARE(excelSheetName(QStringLiteral("华为云 ModelArts"), {}), QStringLiteral("华为云 ModelArts"));

        QCOMPARE(excelColumn(0), QStringLiteral("A"));
        QCOMPARE(excelColumn(25), QStringLiteral("Z"));
        QCOMPARE(excelColumn(26), QStringLiteral("AA"));
        QCOMPARE(excelColumn(701), QStringLiteral("ZZ"));
        QCOMPARE(excelColumn(702), QStringLiteral("AAA"));

        QCOMPARE(excelCurrencyFormat(QStringLiteral("CNY"), 2), QStringLiteral("\"¥\"#,##0.00"));
        QCOMPARE(excelCurrencyFormat(QStringLiteral("JPY"), 0), QStringLiteral("\"¥\"#,##0"));
        QCOMPARE(excelCurrencyFormat(QStringLiteral("KWD"), 3), QStringLiteral("#,##0.000 \"KWD\""));
    }

    void handBuilt()
    {
        const tco::TcoFigures f = handBuiltFigures();
        // Worked out by hand (CNY, totals with tax at 6 %; every line entered with tax but line 2):
        //   line 1, hourly: 8 GPU x 12.50 x 12 months x 730 h = 876,000.00 x 1.05^(y-1):
        //           876,000.00 / 919,800.00 / 965,790.00; in the peak scenario (3 peak months at
        //           x1.5) x ((12 - 3) + 3 x 1.5) / 12 = 1.125: 985,500.00 / 1,034,775.00 / 1,086,513.75
        //   line 2, one-off, USD 1,000.00 x 7.1234 x 1.06 (without tax) = 7,550.804 -> 7,550.80 in year 1
        //   line 3, staff: 0.5 x 300,000.00 x 1.03^(y-1) = 150,000.00 / 154,500.00 / 159,135.00
        //   line 4, peak only, own multiplier 2: 3 x 33.335 x ((12 - 3) + 3 x 2) / 12 = 125.00625 -> 125.01
        //   line 5: 2 x 5,000.00 x 12 = 120,000.00 a year; line 6: 30,000.00 in years 2 and 3;
        //   line 7: 3 x 0.335 = 1.005 -> 1.01 (half-up) a year.
        const QList<std::tuple<QString, QString, std::array<const char*, 4>>> expected{
            {QStringLiteral("alpha"),
             QStringLiteral("alpha-normal"),
             {"1033550.80", "1074300.00", "1124925.00", "3232775.80"}},
            {QStringLiteral("alpha"),
             QStringLiteral("alpha-peak"),
             {"1143175.81", "1189400.01", "1245773.76", "3578349.58"}},
            {QStringLiteral("beta"), QString(), {"120001.01", "150001.01", "150001.01", "420003.03"}},
        };
        QCOMPARE(f.result.entries.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const auto& [candidate, scenario, figures] = expected.at(i);
            const tco::ScenarioTotals& t = f.result.entries.at(i).totals;
            QCOMPARE(t.candidateId, candidate);
            QCOMPARE(t.scenarioId, scenario);
            for (int y = 0; y < 3; ++y)
                QCOMPARE(t.years[std::size_t(y)], dec(figures[std::size_t(y)]));
            QCOMPARE(t.total, dec(figures[3]));
        }

        auto bytes = TcoXlsxExporter::workbook(f);
        QVERIFY2(bytes.ok(), bytes ? "" : qPrintable(bytes.error().message));
        const XlsxBook book = readXlsx(*bytes);
        QVERIFY2(book.error.isEmpty(), qPrintable(book.error));
        QCOMPARE(book.sheets.size(), 3);
        QCOMPARE(book.sheets.at(0).name, QStringLiteral("Summary"));
        QCOMPARE(book.sheets.at(1).name, QStringLiteral("Alpha_ _cloud_")); // ":[]" are not allowed
        QCOMPARE(book.sheets.at(2).name, QStringLiteral("Beta's platform"));
        for (const XlsxSheet& s : book.sheets)
            QVERIFY2(s.frozenHeader, qPrintable(s.name));

        // The summary: one row per candidate and scenario, each figure a formula that refers to the
        // candidate's sheet, whose cached value is the hand-computed total.
        const XlsxSheet& summary = book.sheets.at(0);
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const auto& figures = std::get<2>(expected.at(i));
            const QString row = QString::number(i + 2);
            for (int c = 0; c < 4; ++c) {
                const XlsxCell* cell = summary.cell(excelColumn(3 + c) + row);
                QVERIFY(cell);
                QVERIFY2(!cell->formula.isEmpty(), qPrintable(cell->ref));
                QCOMPARE(cached(cell), dec(figures[std::size_t(c)]));
                // The cell it refers to holds the same figure.
                QCOMPARE(cached(book.resolve(cell->formula)), dec(figures[std::size_t(c)]));
            }
        }
        QCOMPARE(summary.cell(QStringLiteral("B2"))->text, QStringLiteral("Eligible"));
        QCOMPARE(summary.cell(QStringLiteral("B4"))->text, QStringLiteral("Blocked (not eligible)"));
        QCOMPARE(summary.cell(QStringLiteral("C4"))->text, QStringLiteral("All lines"));

        // Alpha's sheet: the line-year formulas multiply the line's own cells as the engine does.
        const XlsxSheet& alpha = book.sheets.at(1);
        QCOMPARE(alpha.cell(QStringLiteral("A2"))->text, QStringLiteral("Compute"));
        QCOMPARE(alpha.cell(QStringLiteral("B2"))->text, QStringLiteral("Line 1"));
        QCOMPARE(alpha.cell(QStringLiteral("F2"))->value, QStringLiteral("12.5"));
        // Normal scenario (columns Q..U), year 2 of line 1, and the one-off USD line without tax.
        QCOMPARE(alpha.cell(QStringLiteral("S2"))->formula, QStringLiteral("ROUND(D2*F2*H2*730*(1+M2)^(2-1)*Q2,2)"));
        QCOMPARE(cached(alpha.cell(QStringLiteral("S2"))), dec("919800.00"));
        QCOMPARE(alpha.cell(QStringLiteral("R3"))->formula, QStringLiteral("ROUND(D3*F3*J3*(1+L3),2)"));
        QCOMPARE(cached(alpha.cell(QStringLiteral("R3"))), dec("7550.80"));
        QVERIFY(!alpha.cell(QStringLiteral("S3"))); // a one-off line has no amount in year 2
        // Peak scenario (columns V..Z): the peak weight over 12 months, from the scenario's block.
        const XlsxCell* peakYear3 = alpha.cell(QStringLiteral("Y2"));
        QVERIFY(peakYear3);
        QVERIFY2(QRegularExpression(
                     QStringLiteral(
                         R"(^ROUND\(D2\*F2\*H2\*730\*\(1\+M2\)\^\(3-1\)\*\(\(12-\$E\$(\d+)\)\+\$E\$\1\*V2\)/12,2\)$)"))
                     .match(peakYear3->formula)
                     .hasMatch(),
                 qPrintable(peakYear3->formula));
        QCOMPARE(cached(peakYear3), dec("1086513.75"));
        QCOMPARE(cached(alpha.cell(QStringLiteral("W5"))), dec("125.01"));   // line 4, own multiplier 2
        QCOMPARE(cached(alpha.cell(QStringLiteral("V5"))), dec("2"));        // ... written as a number
        QVERIFY(alpha.cell(QStringLiteral("V2"))->formula.startsWith(u'$')); // others follow the scenario
        QVERIFY(!alpha.cell(QStringLiteral("R5")));                          // not in the normal scenario
        // The total row: SUM formulas with the hand-computed totals cached.
        const int total = totalRow(alpha);
        QCOMPARE(total, 6);
        QCOMPARE(alpha.cell(QStringLiteral("R6"))->formula, QStringLiteral("SUM(R2:R5)"));
        QCOMPARE(cached(alpha.cell(QStringLiteral("U6"))), dec("3232775.80"));
        QCOMPARE(cached(alpha.cell(QStringLiteral("Z6"))), dec("3578349.58"));
        // Beta: the half-up line and the one-off in years 2 and 3.
        const XlsxSheet& beta = book.sheets.at(2);
        QCOMPARE(cached(beta.cell(QStringLiteral("R4"))), dec("1.01"));
        QCOMPARE(cached(beta.cell(QStringLiteral("S3"))), dec("30000"));
        QVERIFY(!beta.cell(QStringLiteral("R3")));

        compareGolden(cellListing(book), QStringLiteral("hand-built"));

        // The same figures, the same bytes.
        auto again = TcoXlsxExporter::workbook(f);
        QVERIFY(again.ok());
        QVERIFY(*again == *bytes);
    }

    void handBuiltCsv()
    {
        const tco::TcoFigures f = handBuiltFigures();
        const ExportTable table = tcoLinesTable(f);
        // alpha-normal: lines 1-3, alpha-peak: lines 1-4, beta: lines 5-7.
        QCOMPARE(table.rows.size(), 10);
        const int year1 = int(table.header.indexOf(QStringLiteral("Year 1 (CNY)")));
        QVERIFY(year1 > 0);
        const QVariantList peakLine4 = table.rows.at(6);
        QCOMPARE(peakLine4.at(4).toString(), QStringLiteral("alpha-peak"));
        QCOMPARE(peakLine4.at(5).toLongLong(), 4);
        QCOMPARE(peakLine4.at(year1).toString(), QStringLiteral("125.01"));
        QCOMPARE(peakLine4.at(year1 + 3).toString(), QStringLiteral("375.03"));
        const QVariantList oneOff = table.rows.at(8); // beta, line 6: years 2 and 3 only
        QCOMPARE(oneOff.at(year1).toString(), QString());
        QCOMPARE(oneOff.at(year1 + 1).toString(), QStringLiteral("30000.00"));
        QCOMPARE(oneOff.at(year1 + 3).toString(), QStringLiteral("60000.00"));

        const QString path = m_dir.filePath(QStringLiteral("hand.csv"));
        QVERIFY(writeTcoCsv(f, path).ok());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().startsWith("\xEF\xBB\xBF")); // UTF-8 with a byte order mark
        const QList<QStringList> records = readCsvRecords(path);
        QCOMPARE(records.size(), 11);
        QCOMPARE(records.at(1).at(0), QStringLiteral("Alpha: [cloud]"));
    }

    void demo()
    {
        auto workspace = Workspace::open(m_demos.original(), Workspace::Access::ReadOnly);
        QVERIFY(workspace.ok());
        auto figures = tco::TcoFigures::load((*workspace)->queries().rows(), QStringLiteral("en"), QDate(2026, 11, 30));
        QVERIFY2(figures.ok(), figures ? "" : qPrintable(figures.error().message));
        QCOMPARE(figures->candidates.size(), 3); // the three PoC candidates have TCO lines
        auto bytes = TcoXlsxExporter::workbook(*figures);
        QVERIFY(bytes.ok());
        const XlsxBook book = readXlsx(*bytes);
        QVERIFY2(book.error.isEmpty(), qPrintable(book.error));
        QCOMPARE(book.sheets.size(), 1 + figures->candidates.size());

        // Every total of the engine is on the summary, as a formula whose cached value is the
        // engine's and which refers to a cell holding the same figure.
        const XlsxSheet& summary = book.sheets.at(0);
        // The Eligible candidates first (as the charts list them), the others after them, marked.
        QStringList statuses;
        for (int r = 2; r < 2 + int(figures->result.entries.size()); ++r)
            statuses.append(summary.cell(QStringLiteral("B%1").arg(r))->text);
        QCOMPARE(statuses, QStringList({QStringLiteral("Eligible"), QStringLiteral("Eligible"),
                                        QStringLiteral("Eligible"), QStringLiteral("Blocked (not eligible)")}));
        QCOMPARE(summary.cell(QStringLiteral("A4"))->text, figures->nameOf(QStringLiteral("runai")));
        QCOMPARE(summary.cell(QStringLiteral("A5"))->text, figures->nameOf(QStringLiteral("openshift-ai")));
        for (qsizetype i = 0; i < figures->result.entries.size(); ++i) {
            const tco::ScenarioTotals& t = figures->result.entries.at(i).totals;
            const QString scenarioName = figures->scenarioName(figures->scenario(t.candidateId, t.scenarioId));
            QString row;
            for (int r = 2; r < 2 + int(figures->result.entries.size()) && row.isEmpty(); ++r) {
                if (summary.cell(QStringLiteral("A%1").arg(r))->text == figures->nameOf(t.candidateId) &&
                    summary.cell(QStringLiteral("C%1").arg(r))->text == scenarioName)
                    row = QString::number(r);
            }
            QVERIFY2(!row.isEmpty(), qPrintable(t.candidateId + u' ' + t.scenarioId));
            const XlsxCell* three = summary.cell(QStringLiteral("G") + row);
            QCOMPARE(cached(three), t.total);
            QCOMPARE(cached(book.resolve(three->formula)), t.total);
            for (int y = 0; y < 3; ++y)
                QCOMPARE(cached(summary.cell(excelColumn(3 + y) + row)), t.years[std::size_t(y)]);
        }
        // Every line-year of the engine is a ROUND formula on its candidate's sheet, and the cached
        // values of a scenario's year column add up to the engine's year total.
        int roundFormulas = 0;
        int lineYears = 0;
        for (const tco::CandidateTco& entry : figures->result.entries)
            lineYears += int(entry.totals.lineYears.size());
        for (const XlsxSheet& s : book.sheets.mid(1)) {
            for (const XlsxCell& c : s.cells) {
                if (c.formula.startsWith(QLatin1String("ROUND(")))
                    ++roundFormulas;
            }
        }
        QCOMPARE(roundFormulas, lineYears);
        // ... each in its line's row and its scenario's year column, with the engine's amount cached.
        for (const tco::CandidateTco& entry : figures->result.entries) {
            const tco::ScenarioTotals& t = entry.totals;
            const qsizetype index = std::find_if(figures->candidates.cbegin(), figures->candidates.cend(),
                                                 [&](const tco::TcoCandidate& c) { return c.id == t.candidateId; }) -
                                    figures->candidates.cbegin();
            const XlsxSheet& sheet = book.sheets.at(1 + index);
            QList<qint64> lineIds;
            for (const TcoLine& line : figures->input.lines) {
                if (line.candidateId == t.candidateId)
                    lineIds.append(line.id);
            }
            const QString scenario = figures->scenarioName(figures->scenario(t.candidateId, t.scenarioId));
            for (const tco::LineYear& ly : t.lineYears) {
                const QString header = QStringLiteral("%1: year %2 (CNY)").arg(scenario).arg(ly.year);
                const auto column = std::find_if(sheet.cells.cbegin(), sheet.cells.cend(), [&](const XlsxCell& c) {
                    return c.isString && c.text == header && cellPosition(c.ref).second == 1;
                });
                QVERIFY2(column != sheet.cells.cend(), qPrintable(header));
                const QString ref =
                    excelColumn(cellPosition(column->ref).first) + QString::number(lineIds.indexOf(ly.lineId) + 2);
                const XlsxCell* cell = sheet.cell(ref);
                QVERIFY2(cell && cell->formula.startsWith(QLatin1String("ROUND(")), qPrintable(sheet.name + ref));
                QCOMPARE(cached(cell), ly.amount);
            }
        }

        compareGolden(cellListing(book), QStringLiteral("demo-en"));
    }

    void commandLine()
    {
        const QString demo = m_demos.fresh();
        const QByteArray before = fileSha256(demo);
        const QString out = m_dir.filePath(QStringLiteral("cli.xlsx"));
        Run run =
            runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), {QStringLiteral("export-xlsx"), demo, QStringLiteral("-o"),
                                                              out, QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY(run.out.contains("3 candidate"));
        QCOMPARE(fileSha256(demo), before); // never writes FILE
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const XlsxBook book = readXlsx(written.readAll());
        QVERIFY2(book.error.isEmpty(), qPrintable(book.error));
        QCOMPARE(book.sheets.size(), 4);

        // An existing file needs --force; the evaluation itself is never a target.
        run = runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                         {QStringLiteral("export-xlsx"), demo, QStringLiteral("-o"), out});
        QCOMPARE(run.code, 1);
        run = runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                         {QStringLiteral("export-xlsx"), demo, QStringLiteral("-o"), demo, QStringLiteral("--force")});
        QCOMPARE(run.code, 1);
        QCOMPARE(fileSha256(demo), before);
        run = runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                         {QStringLiteral("export-xlsx"), demo, QStringLiteral("-o"), out, QStringLiteral("--force"),
                          QStringLiteral("--as-of"), QStringLiteral("2027-02-01")});
        QCOMPARE(run.code, 0);
        QVERIFY(written.seek(0) || written.open(QIODevice::ReadOnly));
        written.close();
        QVERIFY(written.open(QIODevice::ReadOnly));
        const XlsxBook later = readXlsx(written.readAll());
        // As of 2027-02-01 the waiver has expired: Kubernetes + Volcano + Kubeflow is Blocked, and the
        // summary lists it after the Eligible candidate, marked (before OpenShift AI, the dearer one).
        const XlsxSheet& laterSummary = later.sheets.at(0);
        QCOMPARE(laterSummary.cell(QStringLiteral("A2"))->text, QStringLiteral("NVIDIA Run:ai"));
        QCOMPARE(laterSummary.cell(QStringLiteral("B2"))->text, QStringLiteral("Eligible"));
        QCOMPARE(laterSummary.cell(QStringLiteral("A3"))->text,
                 QStringLiteral("Kubernetes + Volcano + Kubeflow (self-built)"));
        QCOMPARE(laterSummary.cell(QStringLiteral("B3"))->text, QStringLiteral("Blocked (not eligible)"));
        QCOMPARE(laterSummary.cell(QStringLiteral("A5"))->text, QStringLiteral("Red Hat OpenShift AI"));

        const QString csv = m_dir.filePath(QStringLiteral("cli.csv"));
        run = runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                         {QStringLiteral("export-tco-csv"), demo, QStringLiteral("-o"), csv, QStringLiteral("--lang"),
                          QStringLiteral("en")});
        QVERIFY2(run.code == 0, run.err.constData());
        const QList<QStringList> records = readCsvRecords(csv);
        QVERIFY(records.size() > 10);
        QCOMPARE(records.at(0).at(0), QStringLiteral("Candidate name"));
        QCOMPARE(fileSha256(demo), before);
    }
};

QTEST_GUILESS_MAIN(TestTcoXlsx)
#include "tst_tco_xlsx.moc"
