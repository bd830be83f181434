// Suggested quantities from the baseline (tco/BaselineDemand.h, tcoedits::setQuantityFromBaseline):
// the measured GPU demand of a small job log worked out by hand, the quantity at a target
// utilization, the link stored with the line (undo, redo, save and reopen), a quantity typed by hand
// clearing it, and the sheet showing a link the baseline no longer matches without changing money.
#include "TestSupport.h"
#include "commands/Baseline.h"
#include "commands/Tco.h"
#include "itemmodels/TcoSheetModel.h"
#include "repositories/BaselineRepository.h"
#include "repositories/TcoRepository.h"
#include "storage/Schema.h"
#include "storage/SqliteStorage.h"
#include "tco/BaselineDemand.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QColor>
#include <QDateTime>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

namespace {

Decimal dec(const char* text)
{
    auto d = Decimal::parse(QString::fromUtf8(text));
    if (!d)
        qFatal("bad test value %s", text);
    return *d;
}

template <typename R>
QString why(const R& result)
{
    return result ? QString() : result.error().message;
}

qint64 utc(const char* iso)
{
    return QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate).toSecsSinceEpoch();
}

JobRecord job(const char* key, double gpus, const char* start, const char* end)
{
    JobRecord j;
    j.jobKey = QLatin1String(key);
    j.team = QStringLiteral("vision");
    j.user = QStringLiteral("u1");
    j.taskType = QStringLiteral("training");
    j.gpuType = QStringLiteral("A100");
    j.gpus = gpus;
    j.submitUtc = utc(start);
    j.startUtc = utc(start);
    j.endUtc = utc(end);
    j.outcome = JobOutcome::Completed;
    return j;
}

TcoLine lineOf(const Workspace& w, qint64 id)
{
    for (const TcoLine& l : *TcoRepository(w.queries().rows()).lines()) {
        if (l.id == id)
            return l;
    }
    return {};
}

} // namespace

class TstTcoBaseline : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = testing::location(m_dir.filePath(QStringLiteral("b%1.gatebench").arg(m_n++)));
        m_w = testing::createWorkspace(m_path);
    }
    void cleanup() { m_w.reset(); }

    // Two jobs inside the window 2026-10-05 to 2026-10-11 (7 days, 168 h):
    //   8 GPUs x 10 h = 80 GPU-h; 4 GPUs x 21 h = 84 GPU-h; allocated 164 GPU-h
    //   demand = 164 x 730 / 168 = 712.619... -> 712.62 GPU-h a month
    //   at 70 %: a monthly GPU-hour line 712.62 / 0.7 = 1,018.0285... -> 1,018.03 GPU-h a month;
    //            an hourly line 712.62 / (730 x 0.7) = 712.62 / 511 = 1.39455... -> 1.3946 GPUs
    // Over 14 days (336 h) instead: 164 x 730 / 336 = 356.3095... -> 356.31; / 0.7 = 509.0142... -> 509.01
    void quantityFromTheBaseline()
    {
        Storage& storage = WorkspaceTestAccess::storage(*m_w);
        const QList<JobRecord> jobs{job("101", 8, "2026-10-05T10:00:00Z", "2026-10-05T20:00:00Z"),
                                    job("102", 4, "2026-10-06T00:00:00Z", "2026-10-06T21:00:00Z")};
        qsizetype next = 0;
        auto written = storage.transaction([&]() -> Result<void> {
            auto r = BaselineRepository::insertJobs(storage, [&](JobRecord& j) {
                if (next == jobs.size())
                    return false;
                j = jobs.at(next++);
                return true;
            });
            if (!r)
                return r.error();
            return {};
        });
        QVERIFY2(written.ok(), qPrintable(why(written)));

        TcoSheetModel sheet;
        sheet.setWorkspace(m_w.get());
        sheet.setCandidate(QStringLiteral("modelarts"));
        QVERIFY(baselineedits::setAnalysisWindow(*m_w, QDate(2026, 10, 5), QDate(2026, 10, 11)));
        auto demand = tco::loadDemand(m_w->queries().rows());
        QVERIFY2(demand, qPrintable(why(demand)));
        QVERIFY(demand->has_value());
        QCOMPARE((*demand)->gpuHoursPerMonth.toString(), QStringLiteral("712.62"));
        QCOMPARE((*demand)->firstDay, QDate(2026, 10, 5));
        QCOMPARE((*demand)->lastDay, QDate(2026, 10, 11));

        TcoLine draft;
        draft.candidateId = QStringLiteral("modelarts");
        draft.category = QStringLiteral("compute");
        draft.description = {QStringLiteral("GPU 时长"), QStringLiteral("GPU hours")};
        draft.unit = QStringLiteral("GPU-h");
        draft.unitPrice = dec("25.00");
        draft.taxIncluded = true;
        auto id = tcoedits::addLine(*m_w, draft);
        QVERIFY2(id, qPrintable(why(id)));
        TcoLine hourly = draft;
        hourly.hourly = true;
        QCOMPARE(tco::suggestedQuantity(**demand, hourly, dec("0.7"))->toString(), QStringLiteral("1.3946"));

        const TcoLine before = lineOf(*m_w, *id);
        const int steps = m_w->undoStack()->count();
        auto set = tcoedits::setQuantityFromBaseline(*m_w, before, **demand, dec("0.7"));
        QVERIFY2(set, qPrintable(why(set)));
        QCOMPARE(m_w->undoStack()->count(), steps + 1);
        TcoLine linked = lineOf(*m_w, *id);
        QCOMPARE(linked.quantity.toString(), QStringLiteral("1018.03"));
        QCOMPARE(linked.baselineTarget->toString(), QStringLiteral("0.7"));

        // The sheet measures the demand in a worker when asked (the page asks when it is shown),
        // then marks the linked quantity and says where it comes from.
        QCOMPARE(sheet.rowCount(), 1);
        const QModelIndex quantity = sheet.index(0, int(TcoSheetModel::Column::Quantity));
        QVERIFY(!sheet.demandMeasured());
        QVERIFY(!sheet.demand());
        QVERIFY(sheet.data(quantity, Qt::ToolTipRole).toString().contains(QStringLiteral("being measured")));
        QSignalSpy measured(&sheet, &TcoSheetModel::demandChanged);
        sheet.measureDemand();
        QVERIFY(sheet.measuringDemand());
        QTRY_VERIFY(sheet.demandMeasured());
        QVERIFY(!sheet.measuringDemand());
        QVERIFY(measured.count() >= 1);
        QCOMPARE(sheet.demand()->gpuHoursPerMonth.toString(), QStringLiteral("712.62"));
        const QString tip = sheet.data(quantity, Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("712.62 GPU-h/month measured 2026-10-05–2026-10-11 at 70 % target")),
                 qPrintable(tip));
        QVERIFY(sheet.data(quantity, Qt::DecorationRole).isValid());
        QVERIFY(!sheet.baselineLinkStale(sheet.lines().first()));

        QVERIFY(m_w->undo());
        QVERIFY(!lineOf(*m_w, *id).baselineTarget);
        QCOMPARE(lineOf(*m_w, *id).quantity.toString(), QStringLiteral("1"));
        QVERIFY(!sheet.data(quantity, Qt::DecorationRole).isValid());
        QVERIFY(m_w->redo());
        QCOMPARE(lineOf(*m_w, *id).quantity.toString(), QStringLiteral("1018.03"));

        // The baseline changes: the old demand is gone at once (nothing may take it), and once the
        // worker has measured again the sheet says the link is stale; the quantity (money) stays
        // until updated.
        QVERIFY(baselineedits::setAnalysisWindow(*m_w, QDate(2026, 10, 5), QDate(2026, 10, 18)));
        QCOMPARE(lineOf(*m_w, *id).quantity.toString(), QStringLiteral("1018.03"));
        QVERIFY(!sheet.demandMeasured());
        QVERIFY(!sheet.demand());
        QVERIFY(!sheet.baselineLinkStale(sheet.lines().first()));
        sheet.measureDemand();
        QTRY_VERIFY(sheet.demandMeasured());
        QCOMPARE(sheet.demand()->gpuHoursPerMonth.toString(), QStringLiteral("356.31"));
        QVERIFY(sheet.baselineLinkStale(sheet.lines().first()));
        QVERIFY2(sheet.data(quantity, Qt::ToolTipRole).toString().contains(QStringLiteral("509.01")),
                 qPrintable(sheet.data(quantity, Qt::ToolTipRole).toString()));
        QVERIFY(tcoedits::setQuantityFromBaseline(*m_w, sheet.lines().first(), *sheet.demand(),
                                                  *sheet.lines().first().baselineTarget));
        QCOMPARE(lineOf(*m_w, *id).quantity.toString(), QStringLiteral("509.01"));
        QVERIFY(!sheet.baselineLinkStale(sheet.lines().first()));

        // A change while the worker measures: what it read is dropped and it measures again.
        sheet.measureDemand(); // measured already: nothing to do
        QVERIFY(!sheet.measuringDemand());
        QVERIFY(baselineedits::setAnalysisWindow(*m_w, QDate(2026, 10, 5), QDate(2026, 10, 11)));
        sheet.measureDemand();
        QVERIFY(sheet.measuringDemand());
        QVERIFY(baselineedits::setAnalysisWindow(*m_w, QDate(2026, 10, 5), QDate(2026, 10, 18)));
        QTRY_VERIFY(sheet.demandMeasured());
        QCOMPARE(sheet.demand()->gpuHoursPerMonth.toString(), QStringLiteral("356.31"));
        QVERIFY(!sheet.baselineLinkStale(sheet.lines().first()));

        // Typed by hand: the link goes in the same edit, and undo brings both back.
        QVERIFY(sheet.setData(quantity, QStringLiteral("600")));
        QCOMPARE(lineOf(*m_w, *id).quantity.toString(), QStringLiteral("600"));
        QVERIFY(!lineOf(*m_w, *id).baselineTarget);
        QVERIFY(m_w->undo());
        QCOMPARE(lineOf(*m_w, *id).quantity.toString(), QStringLiteral("509.01"));
        QCOMPARE(lineOf(*m_w, *id).baselineTarget->toString(), QStringLiteral("0.7"));
        // The same number typed again is no edit of the quantity: the link stays.
        QVERIFY(sheet.setData(quantity, QStringLiteral("509.01")));
        QCOMPARE(lineOf(*m_w, *id).baselineTarget->toString(), QStringLiteral("0.7"));

        // Saved and reopened, the link is still there.
        sheet.setWorkspace(nullptr);
        m_w.reset();
        auto reopened = Workspace::open(m_path);
        QVERIFY2(reopened, qPrintable(why(reopened)));
        const TcoLine back = lineOf(**reopened, *id);
        QCOMPARE(back.quantity.toString(), QStringLiteral("509.01"));
        QCOMPARE(back.baselineTarget->toString(), QStringLiteral("0.7"));
    }

    void refusals()
    {
        const tco::BaselineDemand demand{dec("712.62"), QDate(2026, 10, 5), QDate(2026, 10, 11)};
        TcoLine line;
        line.category = QStringLiteral("compute");
        QVERIFY(tco::suggestedQuantity(demand, line, dec("1")));
        QVERIFY(!tco::suggestedQuantity(demand, line, dec("0")));
        QVERIFY(!tco::suggestedQuantity(demand, line, dec("1.2")));
        TcoLine storage = line;
        storage.category = QStringLiteral("storage");
        QVERIFY(!tco::suggestedQuantity(demand, storage, dec("0.7")));
        TcoLine yearly = line;
        yearly.periodsPerYear = 1;
        QVERIFY(!tco::suggestedQuantity(demand, yearly, dec("0.7")));
        // Without jobs there is no baseline.
        auto none = tco::loadDemand(m_w->queries().rows());
        QVERIFY2(none, qPrintable(why(none)));
        QVERIFY(!none->has_value());
    }

    // A version 15 file's lines were all typed by hand: upgraded, they keep their quantities, unlinked.
    void versionFifteenLinesUpgradeUnlinked()
    {
        GATEBENCH_FILE_ONLY("a file of schema version 15 (written by SqliteStorage::createAtVersion) upgraded");
        const QString path = m_dir.filePath(QStringLiteral("v15.gatebench"));
        QVERIFY(SqliteStorage::createAtVersion(path, 15).ok());
        QCOMPARE(
            testing::execSql(path, {"INSERT INTO candidates (id, name_en) VALUES ('c', 'C')",
                                    "INSERT INTO tco_lines (id, candidate_id, category, kind, quantity, unit_price) "
                                    "VALUES (1, 'c', 'compute', 'recurring', '16', '9800.00')"}),
            QString());
        auto w = Workspace::open(path);
        QVERIFY2(w, qPrintable(why(w)));
        QCOMPARE((*w)->queries().rows().schemaVersion(), schema::currentVersion());
        const TcoLine line = lineOf(**w, 1);
        QCOMPARE(line.quantity.toString(), QStringLiteral("16"));
        QVERIFY(!line.baselineTarget);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_n = 0;
    std::unique_ptr<Workspace> m_w;
};

QTEST_GUILESS_MAIN(TstTcoBaseline)
#include "tst_tco_baseline.moc"
