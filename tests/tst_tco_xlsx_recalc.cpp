// The TCO workbook in LibreOffice (slow: a headless soffice run takes 10-20 s): the hand-built case
// and the demo as written (LibreOffice shows the cached values) and with every cached value of a
// formula replaced by 0 and a recalculation forced on load (LibreOffice computes every formula
// itself); both times every formula cell must show GateBench's figure. Skips without soffice.
#include "CsvTestSupport.h"
#include "TcoXlsxExporter.h"
#include "TestSupport.h"
#include "XlsxTestSupport.h"
#include "ZipTestSupport.h"
#include "workspace/EvaluationQueries.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

using namespace gatebench;
using namespace gatebench::testing;

namespace {

/// A LibreOffice profile that recalculates OOXML files on load (`always`) or never does.
bool writeProfile(const QString& folder, bool recalculate)
{
    if (!QDir().mkpath(folder + QStringLiteral("/user")))
        return false;
    QFile file(folder + QStringLiteral("/user/registrymodifications.xcu"));
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const QByteArray mode = recalculate ? "0" : "1"; // 0: always recalculate, 1: never
    // (moc does not read raw string literals: plain ones here.)
    file.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<oor:items xmlns:oor=\"http://openoffice.org/2001/registry\" "
               "xmlns:xs=\"http://www.w3.org/2001/XMLSchema\" "
               "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n"
               "<item oor:path=\"/org.openoffice.Office.Calc/Formula/Load\">"
               "<prop oor:name=\"OOXMLRecalcMode\" oor:op=\"fuse\"><value>" +
               mode + "</value></prop></item>\n</oor:items>\n");
    return true;
}

/// The workbook with every formula's cached value replaced by 0.
QByteArray withoutCachedValues(const QByteArray& workbook, const QString& path)
{
    QString error;
    QList<std::pair<QString, QByteArray>> members = unzipInOrder(workbook, error);
    static const QRegularExpression cachedValue(QStringLiteral("(<f>[^<]*</f>)<v>[^<]*</v>"));
    for (auto& [name, bytes] : members) {
        if (name.startsWith(QLatin1String("xl/worksheets/")))
            bytes = QString::fromUtf8(bytes).replace(cachedValue, QStringLiteral("\\1<v>0</v>")).toUtf8();
    }
    writeZip(path, members);
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestTcoXlsxRecalc : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_soffice;

    /// Converts `files` to CSV, one file per sheet (<base>-<sheet>.csv in `out`), with `profile`.
    void convert(const QStringList& files, const QString& profile, const QString& out)
    {
        QProcess soffice;
        soffice.setProgram(m_soffice);
        QStringList arguments{
            QStringLiteral("-env:UserInstallation=") + QUrl::fromLocalFile(profile).toString(),
            QStringLiteral("--headless"), QStringLiteral("--norestore"), QStringLiteral("--convert-to"),
            // Comma, double quotes, UTF-8, from line 1, cells as shown, every sheet.
            QStringLiteral("csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1"),
            QStringLiteral("--outdir"), out};
        soffice.setArguments(arguments + files);
        soffice.start();
        QVERIFY(soffice.waitForFinished(180000));
        QVERIFY2(soffice.exitCode() == 0, soffice.readAllStandardError().constData());
    }

    /// Every formula cell of `book` (as GateBench wrote it) against the sheet LibreOffice printed.
    void compare(const XlsxBook& book, const QString& base, const QString& out)
    {
        int formulas = 0;
        for (const XlsxSheet& sheet : book.sheets) {
            const QString csv = QDir(out).filePath(base + u'-' + sheet.name + QStringLiteral(".csv"));
            QVERIFY2(QFile::exists(csv), qPrintable(csv));
            const QList<QStringList> rows = readCsvRecords(csv);
            for (const XlsxCell& cell : sheet.cells) {
                if (cell.formula.isEmpty())
                    continue;
                const auto [column, row] = cellPosition(cell.ref);
                const QString shown = rows.value(row - 1).value(column);
                auto value = Decimal::parse(shown);
                QVERIFY2(value.ok(), qPrintable(sheet.name + u'!' + cell.ref + QStringLiteral(": ") + shown));
                // libxlsxwriter writes a cached value with 16 significant digits (549970.56 is
                // "549970.5600000001"): the cell shows it rounded to its format's places.
                auto written = Decimal::parse(cell.value);
                QVERIFY(written.ok());
                QVERIFY2(*value == *written->rounded(value->scale()),
                         qPrintable(QStringLiteral("%1!%2 = %3: LibreOffice shows %4, GateBench wrote %5")
                                        .arg(sheet.name, cell.ref, cell.formula, shown, cell.value)));
                ++formulas;
            }
        }
        QVERIFY(formulas > 0);
    }

private slots:
    void initTestCase()
    {
        m_soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
        if (m_soffice.isEmpty())
            QSKIP("LibreOffice (soffice) is not installed");
        QVERIFY(m_dir.isValid());
    }

    void sameTotalsBeforeAndAfterRecalculation()
    {
        DemoCopies demos;
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("demo"))));
        QVERIFY(demos.create(m_dir.filePath(QStringLiteral("demo"))));
        auto workspace = Workspace::open(demos.original(), Workspace::Access::ReadOnly);
        QVERIFY(workspace.ok());
        auto demo = tco::TcoFigures::load((*workspace)->queries().rows(), QStringLiteral("en"), QDate(2026, 11, 30));
        QVERIFY(demo.ok());

        QStringList written;
        QStringList stripped;
        QList<XlsxBook> books;
        const QList<std::pair<QString, tco::TcoFigures>> cases{{QStringLiteral("hand"), handBuiltFigures()},
                                                               {QStringLiteral("demo"), *demo}};
        for (const auto& [name, figures] : cases) {
            auto bytes = TcoXlsxExporter::workbook(figures);
            QVERIFY(bytes.ok());
            const QString path = m_dir.filePath(name + QStringLiteral(".xlsx"));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(*bytes);
            file.close();
            written.append(path);
            const QString bare = m_dir.filePath(name + QStringLiteral("-bare.xlsx"));
            const XlsxBook bareBook = readXlsx(withoutCachedValues(*bytes, bare));
            QVERIFY(bareBook.error.isEmpty());
            // Nothing left to show but what LibreOffice computes.
            const XlsxCell* total = bareBook.sheets.at(0).cell(QStringLiteral("G2"));
            QVERIFY(total && !total->formula.isEmpty());
            QCOMPARE(total->value, QStringLiteral("0"));
            stripped.append(bare);
            books.append(readXlsx(*bytes));
        }

        const QString asWritten = m_dir.filePath(QStringLiteral("as-written"));
        const QString recalculated = m_dir.filePath(QStringLiteral("recalculated"));
        QVERIFY(writeProfile(m_dir.filePath(QStringLiteral("profile-never")), false));
        QVERIFY(writeProfile(m_dir.filePath(QStringLiteral("profile-always")), true));
        convert(written, m_dir.filePath(QStringLiteral("profile-never")), asWritten);
        convert(stripped, m_dir.filePath(QStringLiteral("profile-always")), recalculated);
        compare(books.at(0), QStringLiteral("hand"), asWritten);
        compare(books.at(1), QStringLiteral("demo"), asWritten);
        compare(books.at(0), QStringLiteral("hand-bare"), recalculated);
        compare(books.at(1), QStringLiteral("demo-bare"), recalculated);
    }
};

QTEST_GUILESS_MAIN(TestTcoXlsxRecalc)
#include "tst_tco_xlsx_recalc.moc"
