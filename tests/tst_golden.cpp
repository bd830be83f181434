// Golden files: what GateBench prints and writes for freshly created evaluations, byte for byte.
// A change of model or rendering that changes any of these outputs shows up here as a diff; a
// change that is meant is accepted by rewriting the goldens (GATEBENCH_UPDATE_GOLDEN=1, see
// tests/data/README.md) and reviewing the diff in the commit.
//
// One folder per case, tests/data/<feature>/<case>/, holding case.json and the golden file:
//   {"new": [...], "run": [...], "expected": "expected.json"}       the output of a command,
//   {"new": [...], "run": [..., "{OUTDIR}", ...], "file": "NAME", "expected": "..."}  the one file
//                                                                    it writes into a folder, or
//   {"new": [...], "call": "writeCriteriaCsv", "expected": "..."}   of the function a page calls
//   ("writeCriteriaCsv", or "summaries": the five summary pages as text, in the evaluation's language).
//   writeCriteriaCsv writes the labels of the interface language (English here) unless the case
//   says "style": "ids" (the export for machines: field keys, tier and category keys).
// A case may replace the evaluation's TCO with "tco": a JSON file of lines, scenarios, FX rates and
// settings (see writeTco).
// "new" are the arguments of `gatebench new FILE` that create the evaluation (each set is created
// once per run, by the program as a user runs it). A case may add "before": commands run first, in
// order, on a copy of that evaluation of its own (an import of the case's input, {CASE} standing for
// the case's folder); each must succeed. In "run", {FILE} stands for the evaluation, {OUT} for a
// file the command writes and {OUTDIR} for a new folder it writes into; the output is what the
// command prints on stdout, the bytes of {OUT} when the command names it (its text through pdftotext
// with "pdftotext": true), or the bytes of the only file in {OUTDIR}, whose name must be "file".
// "call": "fingerprint" is the canonical serialization the report's fingerprint hashes.
//
// Normalised, and nothing else: the temporary folder's absolute path, wherever an output contains
// it, reads {TMP}; and in a case that says "normalise": ["chain_head"], the hash of an audit chain
// head (`N:HASH`) reads N:{CHAIN_HASH}: the chain starts from the workspace's random identity, and a
// template's entries carry the real clock (the demo's identity comes from its seed and its history is
// simulated, so its head is in its golden files as it is); and with "normalise": ["utc_times"], every
// UTC time (`YYYY-MM-DDTHH:MM:SSZ`) reads {UTC_TIME}: what a command writes carries the real clock.
//
// Two passes over the same cases and the same golden files (issue 31: every golden test against both
// back ends). `golden` (ctest's tst_golden) runs each case on a file. `goldenOnServer` (ctest's
// tst_golden_server, the same executable) starts a throwaway PostgreSQL cluster (tests/support/
// PostgresCluster.h) and runs each case on the server: the evaluation `gatebench new` created as a file,
// put there with `gatebench copy FILE URI` (as on a file, a case that changes it has a copy of its own,
// `?evaluation=<feature>_<case>`, dropped when it is done; the others share one, `new_N`); then
// the "before" commands, the "tco" and "jobs" writes, the signatures, the "run" command ({FILE}: the URI)
// or the "call" (Workspace::open(URI)), all on the server. Its one further normalisation: where an output
// names the server's location it reads the path the file pass shows. A case whose output differs on a
// server on purpose, in a way a user should see (what `verify` checked), names a golden file of its own
// for the server pass ("expected_server"); a case that has no meaning on a server (the journal checks
// beside a file, byte-identical refusals of the file, the import that leaves WAL mode) says "file_only":
// "why", and the server pass skips it. The server pass is skipped when no PostgreSQL server can start
// here, and fails instead with GATEBENCH_REQUIRE_POSTGRES=1 (CI). Both passes run by hand:
// `tst_golden` (both), `tst_golden golden`, `tst_golden goldenOnServer`.
#include "CsvWriter.h"
#include "TestSupport.h"
#include "committee/Signoff.h"
#include "reports/Fingerprint.h"
#include "reports/ReportContent.h"
#include "reports/Summaries.h"
#include "repositories/BaselineRepository.h"
#include "repositories/SettingsRepository.h"
#include "repositories/TcoRepository.h"
#include "storage/StorageFactory.h"
#include "support/PostgresCluster.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QBuffer>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

#include <memory>

using namespace gatebench;

namespace {

const QString kData = QStringLiteral(GATEBENCH_TEST_DATA);
/// The features with golden files, each a folder of cases under tests/data.
const QStringList kFeatures{QStringLiteral("decide"),        QStringLiteral("info"),
                            QStringLiteral("questionnaire"), QStringLiteral("criteria-export"),
                            QStringLiteral("summaries"),     QStringLiteral("poc"),
                            QStringLiteral("baseline"),      QStringLiteral("tco"),
                            QStringLiteral("report"),        QStringLiteral("verify"),
                            QStringLiteral("members"),       QStringLiteral("minutes"),
                            QStringLiteral("plan"),          QStringLiteral("diff"),
                            QStringLiteral("whatif")};

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

QStringList strings(const QJsonValue& value)
{
    QStringList list;
    for (const QJsonValue& item : value.toArray())
        list.append(item.toString());
    return list;
}

/// The first line where `actual` and `expected` differ, both shown, for the failure message.
QString firstDifference(const QByteArray& actual, const QByteArray& expected)
{
    const QList<QByteArray> a = actual.split('\n');
    const QList<QByteArray> e = expected.split('\n');
    for (qsizetype i = 0; i < std::max(a.size(), e.size()); ++i) {
        const QByteArray left = a.value(i);
        const QByteArray right = e.value(i);
        if (left != right || i >= a.size() || i >= e.size())
            return QStringLiteral("line %1\n  expected: %2\n  actual:   %3")
                .arg(i + 1)
                .arg(QString::fromUtf8(right), QString::fromUtf8(left));
    }
    return QStringLiteral("(same lines, different bytes)");
}

/// The summary pages (Baseline, Requirements, PoC, TCO, Report) as the page shows them, one
/// fact or table row a line, cells separated by " | ".
Result<QByteArray> summariesText(const Storage& storage, const QString& language)
{
    QString text;
    // The report as of the date stored with the evaluation, as `gatebench` would without a window.
    const std::function<Result<Summary>(const Storage&, const QString&)> pages[] = {
        [](const Storage& s, const QString& l) { return summaries::baseline(s, l); }, summaries::requirements,
        summaries::poc, summaries::tco, [](const Storage& s, const QString& l) { return summaries::report(s, l); }};
    for (const auto& page : pages) {
        auto summary = page(storage, language);
        if (!summary)
            return summary.error();
        text += QStringLiteral("# %1\n%2\n").arg(summary->title, summary->intro);
        for (const auto& [label, value] : std::as_const(summary->facts))
            text += QStringLiteral("%1: %2\n").arg(label, value);
        for (const Summary::Table& table : std::as_const(summary->tables)) {
            text += QStringLiteral("## %1\n%2\n").arg(table.caption, table.headers.join(QStringLiteral(" | ")));
            for (const QStringList& row : table.rows)
                text += row.join(QStringLiteral(" | ")) + u'\n';
        }
        text += u'\n';
    }
    return text.toUtf8();
}

/// Writes the job log of a case (`jobs`: a tab-separated file, a header line naming the fields of a
/// job record as the workspace holds it, times in UTC ISO 8601, empty: not happened / not recorded)
/// into the evaluation `path`, as an import would.
Result<qint64> writeJobs(const QString& path, const QString& jobsFile)
{
    auto opened = Workspace::open(path, Workspace::Access::ReadWrite);
    if (!opened)
        return opened.error();
    QList<QByteArray> lines = readBytes(jobsFile).split('\n');
    const QList<QByteArray> header = lines.takeFirst().trimmed().split('\t');
    qsizetype next = 0;
    const auto time = [](const QString& text) -> std::optional<qint64> {
        if (text.isEmpty())
            return std::nullopt;
        return QDateTime::fromString(text, Qt::ISODate).toSecsSinceEpoch();
    };
    const auto share = [](const QString& text) -> std::optional<double> {
        return text.isEmpty() ? std::nullopt : std::optional<double>(text.toDouble());
    };
    Storage& storage = WorkspaceTestAccess::storage(**opened);
    return BaselineRepository::insertJobs(storage, [&](JobRecord& job) {
        while (next < lines.size() && (lines.at(next).trimmed().isEmpty() || lines.at(next).startsWith('#')))
            ++next;
        if (next >= lines.size())
            return false;
        const QList<QByteArray> cells = lines.at(next++).split('\t');
        QHash<QByteArray, QString> v;
        for (qsizetype i = 0; i < header.size(); ++i)
            v.insert(header.at(i), QString::fromUtf8(cells.value(i)).trimmed());
        job.jobKey = v.value("job_key");
        job.team = v.value("team");
        job.user = v.value("user");
        job.taskType = v.value("task_type");
        job.gpuType = v.value("gpu_type");
        job.gpus = v.value("gpus").toDouble();
        job.submitUtc = time(v.value("submit")).value_or(0);
        job.startUtc = time(v.value("start"));
        job.endUtc = time(v.value("end"));
        job.outcome = BaselineRepository::outcomeFromKey(v.value("outcome")).value_or(JobOutcome::Completed);
        job.failureReason = v.value("failure_reason");
        job.gpuUtil = share(v.value("gpu_util"));
        job.activeFraction = share(v.value("active_fraction"));
        return true;
    });
}

/// Replaces the TCO of the evaluation `path` with a case's (`tco`: a JSON file of "settings" (key:
/// value), "fx_rates" (currency: rate), "scenarios" and "lines" in demo.json's form, with the line
/// fields of schema 13: "unit", "hourly", "years", "tax_rate", "source", "source_note",
/// "multipliers" (scenario id: multiplier)), as the TCO sheet would leave it.
Result<void> writeTco(const QString& path, const QString& tcoFile)
{
    auto opened = Workspace::open(path, Workspace::Access::ReadWrite);
    if (!opened)
        return opened.error();
    Storage& storage = WorkspaceTestAccess::storage(**opened);
    const QJsonObject spec = QJsonDocument::fromJson(readBytes(tcoFile)).object();
    if (spec.isEmpty())
        return Error{Error::Kind::BadInput, tcoFile + QStringLiteral(": not a JSON object")};
    const auto decimal = [](const QJsonValue& value, const char* fallback) {
        return *Decimal::parse(value.isString() ? value.toString() : QString::fromLatin1(fallback));
    };
    return storage.transaction([&]() -> Result<void> {
        for (const char* table : {"tco_line_multipliers", "tco_lines", "tco_scenarios", "fx_rates"}) {
            if (auto r = storage.remove(QLatin1String(table), {}); !r)
                return r.error();
        }
        const QJsonObject settings = spec.value(QLatin1String("settings")).toObject();
        for (auto it = settings.constBegin(); it != settings.constEnd(); ++it) {
            auto existing = SettingsRepository(storage).read(it.key());
            if (!existing)
                return existing.error();
            auto r = *existing ? SettingsRepository::replace(storage, it.key(), it.value().toString())
                               : SettingsRepository::write(storage, {{it.key(), it.value().toString()}});
            if (!r)
                return r;
        }
        QList<FxRate> rates;
        const QJsonObject fx = spec.value(QLatin1String("fx_rates")).toObject();
        for (auto it = fx.constBegin(); it != fx.constEnd(); ++it)
            rates.append({it.key(), decimal(it.value(), "1")});
        if (auto r = TcoRepository::insertFxRates(storage, rates); !r)
            return r;
        QList<TcoScenario> scenarios;
        for (const QJsonValue& entry : spec.value(QLatin1String("scenarios")).toArray()) {
            const QJsonObject o = entry.toObject();
            TcoScenario s;
            s.id = o.value(QLatin1String("id")).toString();
            s.candidateId = o.value(QLatin1String("candidate")).toString();
            s.templateScenario = o.value(QLatin1String("template_scenario")).toString();
            s.multiplier = decimal(o.value(QLatin1String("multiplier")), "1");
            for (const QJsonValue& month : o.value(QLatin1String("peak_months")).toArray())
                s.peakMonths.append(month.toInt());
            scenarios.append(s);
        }
        if (auto r = TcoRepository::insertScenarios(storage, scenarios); !r)
            return r;
        QList<TcoLine> lines;
        for (const QJsonValue& entry : spec.value(QLatin1String("lines")).toArray()) {
            const QJsonObject o = entry.toObject();
            TcoLine l;
            l.id = o.value(QLatin1String("id")).toInteger();
            l.candidateId = o.value(QLatin1String("candidate")).toString();
            l.scenarioId = o.value(QLatin1String("scenario")).toString();
            l.category = o.value(QLatin1String("category")).toString();
            l.description = {o.value(QLatin1String("description")).toString(),
                             o.value(QLatin1String("description")).toString()};
            l.kind =
                TcoRepository::kindFromKey(o.value(QLatin1String("kind")).toString()).value_or(TcoLineKind::Recurring);
            l.quantity = decimal(o.value(QLatin1String("quantity")), "1");
            l.unit = o.value(QLatin1String("unit")).toString();
            l.unitPrice = decimal(o.value(QLatin1String("unit_price")), "0");
            l.currency = o.value(QLatin1String("currency")).toString(QStringLiteral("CNY"));
            l.periodsPerYear = o.value(QLatin1String("periods_per_year")).toInt(12);
            l.hourly = o.value(QLatin1String("hourly")).toBool();
            l.growth = decimal(o.value(QLatin1String("growth")), "0");
            for (const QJsonValue& year : o.value(QLatin1String("years")).toArray())
                l.years.append(year.toInt());
            if (o.value(QLatin1String("fte")).isString())
                l.fte = decimal(o.value(QLatin1String("fte")), "0");
            if (o.value(QLatin1String("loaded_annual_cost")).isString())
                l.loadedAnnualCost = decimal(o.value(QLatin1String("loaded_annual_cost")), "0");
            l.taxIncluded = o.value(QLatin1String("tax_included")).toBool();
            if (o.value(QLatin1String("tax_rate")).isString())
                l.taxRate = decimal(o.value(QLatin1String("tax_rate")), "0");
            l.source =
                TcoRepository::sourceFromKey(o.value(QLatin1String("source")).toString()).value_or(TcoSource::Unstated);
            l.sourceNote = o.value(QLatin1String("source_note")).toString();
            const QJsonObject multipliers = o.value(QLatin1String("multipliers")).toObject();
            for (auto it = multipliers.constBegin(); it != multipliers.constEnd(); ++it)
                l.multipliers.insert(it.key(), decimal(it.value(), "1"));
            lines.append(l);
        }
        return TcoRepository::insertLines(storage, lines);
    });
}

} // namespace

class TestGolden : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QHash<QString, QString> m_workspaces; ///< "new" arguments joined -> the evaluation created with them
    int m_created = 0;
    /// The server of the server pass, started by its first case (none in the file pass).
    std::unique_ptr<test::PostgresCluster> m_cluster;
    QHash<QString, QString> m_onServer; ///< an evaluation created as a file -> its copy on the server

    /// The evaluation `gatebench new FILE <arguments>` creates, created once per run.
    QString workspace(const QStringList& arguments)
    {
        const QString key = arguments.join(u' ');
        if (const auto it = m_workspaces.constFind(key); it != m_workspaces.constEnd())
            return *it;
        const QString path = m_dir.filePath(QStringLiteral("evaluation-%1.gatebench").arg(++m_created));
        const testing::Run run = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                                     QStringList{QStringLiteral("new"), path} + arguments);
        if (run.code != 0) {
            qWarning("gatebench new %s failed (%d): %s", qPrintable(key), run.code, run.err.constData());
            return {};
        }
        m_workspaces.insert(key, path);
        return path;
    }

    /// The server's name of the case `feature/name`'s evaluation (`decide_demo_en_json`).
    static QString evaluationName(const QString& feature, const QString& name)
    {
        static const QRegularExpression other(QStringLiteral("[^a-z0-9]+"));
        return (feature + u'_' + name).toLower().replace(other, QStringLiteral("_")).left(48);
    }

    /// Wherever an output names the temporary folder, it reads {TMP}.
    QByteArray normalised(QByteArray bytes) const { return bytes.replace(m_dir.path().toUtf8(), "{TMP}"); }

    /// Every case of every feature, one row each.
    void addCases()
    {
        QTest::addColumn<QString>("feature");
        QTest::addColumn<QString>("name");
        int cases = 0;
        for (const QString& feature : kFeatures) {
            const QStringList names =
                QDir(kData + u'/' + feature).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
            QVERIFY2(!names.isEmpty(), qPrintable(QStringLiteral("no cases in %1/%2").arg(kData, feature)));
            for (const QString& name : names) {
                QTest::addRow("%s/%s", qPrintable(feature), qPrintable(name)) << feature << name;
                ++cases;
            }
        }
        QVERIFY(cases >= 17);
    }

    /// Runs the case `feature/name` and compares what it shows with its golden file: on a file (the file
    /// pass), or with `onServer` on an evaluation of its own on the server, copied there from the file
    /// `gatebench new` created, every command and call then given the server's location.
    void check(const QString& feature, const QString& name, bool onServer)
    {
        const QString folder = kData + u'/' + feature + u'/' + name;
        QJsonParseError error;
        const QJsonObject spec =
            QJsonDocument::fromJson(readBytes(folder + QStringLiteral("/case.json")), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError && !spec.isEmpty(),
                 qPrintable(folder + QStringLiteral("/case.json: ") + error.errorString()));
        // What the server shows differently on purpose, and a user should see (what `verify` checked), has
        // a golden file of its own; every other case has one golden file for both passes.
        const bool serverGolden = onServer && spec.contains(QLatin1String("expected_server"));
        const QString expectedName =
            spec.value(QLatin1String(serverGolden ? "expected_server" : "expected")).toString();
        QVERIFY2(expectedName.startsWith(QLatin1String("expected")), qPrintable(folder));

        if (onServer && spec.contains(QLatin1String("file_only")))
            QSKIP(qPrintable(QStringLiteral("file only: ") + spec.value(QLatin1String("file_only")).toString()));

        const QString created = workspace(strings(spec.value(QLatin1String("new"))));
        QVERIFY(!created.isEmpty());
        // A case that changes its evaluation works on a copy of its own, so that other cases see it as
        // created: on a file, and on the server, where the others share the copy of that file.
        const bool changes = spec.contains(QLatin1String("before")) || spec.contains(QLatin1String("tco")) ||
                             spec.contains(QLatin1String("jobs")) || spec.contains(QLatin1String("sign"));
        const QString copy = m_dir.filePath(feature + u'-' + name + QStringLiteral(".gatebench"));
        // Where the file pass has the evaluation: what the server pass shows in place of its location.
        const QString shownAs = changes ? copy : created;
        QString file = shownAs; // what {FILE} stands for
        if (onServer) {
            file = changes ? m_cluster->uri(evaluationName(feature, name)) : m_onServer.value(created);
            if (file.isEmpty() || changes) {
                if (file.isEmpty())
                    file = m_cluster->uri(QStringLiteral("new_%1").arg(m_onServer.size() + 1));
                const testing::Run run =
                    testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), {QStringLiteral("copy"), created, file});
                QVERIFY2(run.code == 0, run.err.constData());
                if (!changes)
                    m_onServer.insert(created, file);
            }
        } else if (changes) {
            QFile::remove(copy);
            QVERIFY(QFile::copy(created, copy));
        }
        // A case's own evaluation on the server goes when the case is done (the demo takes some 20 MB there).
        const auto discard = qScopeGuard([&] {
            if (onServer && changes)
                (void)storageFactory::discard(file);
        });

        for (const QJsonValue& command : spec.value(QLatin1String("before")).toArray()) {
            QStringList arguments = strings(command);
            arguments.replaceInStrings(QStringLiteral("{FILE}"), file);
            arguments.replaceInStrings(QStringLiteral("{CASE}"), folder);
            const testing::Run run = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
            QVERIFY2(run.code == 0, run.err.constData());
        }
        if (spec.contains(QLatin1String("tco"))) {
            const auto written = writeTco(file, folder + u'/' + spec.value(QLatin1String("tco")).toString());
            QVERIFY2(written.ok(), written.ok() ? "" : qPrintable(written.error().message));
        }
        if (spec.contains(QLatin1String("jobs"))) {
            const auto written = writeJobs(file, folder + u'/' + spec.value(QLatin1String("jobs")).toString());
            QVERIFY2(written.ok() && *written > 0, written.ok() ? "no jobs" : qPrintable(written.error().message));
        }

        QByteArray actual;
        if (spec.contains(QLatin1String("run"))) {
            // A report is written as PDF (its text is the golden file): the suffix chooses the format.
            const QString out = m_dir.filePath(feature + u'-' + name + u'-' + expectedName) +
                                (spec.value(QLatin1String("pdftotext")).toBool() ? QStringLiteral(".pdf") : QString());
            QFile::remove(out);
            QStringList arguments = strings(spec.value(QLatin1String("run")));
            const bool writesFile = arguments.contains(QLatin1String("{OUT}"));
            const bool writesFolder = arguments.contains(QLatin1String("{OUTDIR}"));
            const QString folderOut = m_dir.filePath(feature + u'-' + name + QStringLiteral("-folder"));
            QDir(folderOut).removeRecursively();
            arguments.replaceInStrings(QStringLiteral("{FILE}"), file);
            arguments.replaceInStrings(QStringLiteral("{OUTDIR}"), folderOut);
            arguments.replaceInStrings(QStringLiteral("{OUT}"), out);
            const testing::Run run = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
            QVERIFY2(run.code == 0, run.err.constData());
            actual = writesFile ? readBytes(out) : run.out;
            if (spec.value(QLatin1String("pdftotext")).toBool()) {
                // A PDF's text as a reader's tools extract it (poppler's pdftotext, UTF-8).
                const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
                if (pdftotext.isEmpty())
                    QSKIP("pdftotext (poppler-utils) is not installed");
                QProcess process;
                process.start(pdftotext, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), out, QStringLiteral("-")});
                QVERIFY(process.waitForFinished(60000) && process.exitCode() == 0);
                actual = process.readAllStandardOutput();
            }
            if (writesFolder) {
                const QStringList written = QDir(folderOut).entryList(QDir::Files);
                QCOMPARE(written, QStringList{spec.value(QLatin1String("file")).toString()});
                actual = readBytes(QDir(folderOut).filePath(written.first()));
            }
        } else {
            const QString call = spec.value(QLatin1String("call")).toString();
            QVERIFY2(call == QLatin1String("writeCriteriaCsv") || call == QLatin1String("summaries") ||
                         call == QLatin1String("fingerprint") || call == QLatin1String("signature-page"),
                     qPrintable(call));
            if (spec.contains(QLatin1String("sign"))) {
                // Members sign at a fixed time (2026-11-30 09:00 UTC), as `gatebench sign` would.
                auto writable = Workspace::open(file);
                QVERIFY2(writable.ok(), writable.ok() ? "" : qPrintable(writable.error().message));
                (*writable)->setClock([] { return QDateTime(QDate(2026, 11, 30), QTime(9, 0), QTimeZone::utc()); });
                for (const QJsonValue& entry : spec.value(QLatin1String("sign")).toArray()) {
                    const QStringList sign = strings(entry);
                    const auto choice = SignoffRepository::choiceFromKey(sign.value(1));
                    QVERIFY2(choice.has_value(), qPrintable(sign.value(1)));
                    const auto r = signoff::sign(**writable, sign.value(0), *choice, sign.value(2));
                    QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().message));
                }
            }
            auto opened = Workspace::open(file, Workspace::Access::ReadOnly);
            QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
            if (call == QLatin1String("signature-page")) {
                // The report's signature page as text (report::plainText of its last section), in the
                // evaluation's language for names and the interface's (English here) for words.
                report::Options options;
                options.language = (*opened)->language();
                options.date = QDate(2026, 11, 30);
                auto built = report::build((*opened)->queries().rows(), options);
                QVERIFY2(built.ok(), built.ok() ? "" : qPrintable(built.error().message));
                report::Report page = *built;
                page.sections = {built->sections.last()};
                actual = report::plainText(page).toUtf8();
            } else if (call == QLatin1String("fingerprint")) {
                // The canonical serialization the fingerprint hashes (README, "The fingerprint").
                const auto bytes = fingerprint::canonical((*opened)->queries().rows());
                QVERIFY2(bytes.ok(), bytes.ok() ? "" : qPrintable(bytes.error().message));
                actual = *bytes;
            } else if (call == QLatin1String("summaries")) {
                const auto text = summariesText((*opened)->queries().rows(), (*opened)->language());
                QVERIFY2(text.ok(), text.ok() ? "" : qPrintable(text.error().message));
                actual = *text;
            } else {
                QBuffer buffer;
                buffer.open(QIODevice::WriteOnly);
                const CriteriaExportStyle style = spec.value(QLatin1String("style")).toString() == QLatin1String("ids")
                                                      ? CriteriaExportStyle::Ids
                                                      : CriteriaExportStyle::Labels;
                const Result<void> written = writeCriteriaCsv((*opened)->queries().rows(), &buffer, style);
                QVERIFY2(written.ok(), written.ok() ? "" : qPrintable(written.error().message));
                actual = buffer.data();
            }
        }
        QVERIFY2(!actual.isEmpty(), qPrintable(folder));
        if (onServer)
            actual.replace(file.toUtf8(), shownAs.toUtf8());
        actual = normalised(actual);
        if (strings(spec.value(QLatin1String("normalise"))).contains(QLatin1String("chain_head"))) {
            static const QRegularExpression head(QStringLiteral("\\b(\\d+):[0-9a-f]{64}\\b"));
            actual = QString::fromUtf8(actual).replace(head, QStringLiteral("\\1:{CHAIN_HASH}")).toUtf8();
        }
        if (strings(spec.value(QLatin1String("normalise"))).contains(QLatin1String("utc_times"))) {
            static const QRegularExpression time(QStringLiteral("\\b\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ\\b"));
            actual = QString::fromUtf8(actual).replace(time, QStringLiteral("{UTC_TIME}")).toUtf8();
        }

        const QString golden = folder + u'/' + expectedName;
        // The server pass compares with what the file pass wrote, and rewrites only its own golden files.
        if ((!onServer || serverGolden) && qEnvironmentVariable("GATEBENCH_UPDATE_GOLDEN") == QLatin1String("1")) {
            QVERIFY2(writeBytes(golden, actual), qPrintable(golden));
            QSKIP(qPrintable(QStringLiteral("rewrote %1").arg(golden)));
        }
        QVERIFY2(QFile::exists(golden), qPrintable(golden + QStringLiteral(" is missing: create it with "
                                                                           "GATEBENCH_UPDATE_GOLDEN=1")));
        const QByteArray expected = readBytes(golden);
        if (actual != expected) {
            const QString saved = QStringLiteral(GATEBENCH_GOLDEN_ACTUAL) +
                                  (onServer ? QStringLiteral("-server/") : QStringLiteral("/")) + feature + u'/' +
                                  name + u'/' + expectedName;
            const bool kept = writeBytes(saved, actual);
            QFAIL(qPrintable(
                QStringLiteral(
                    "%1 differs from its golden file at %2\n%3\n  diff -u %4 %5\n"
                    "If the change is meant, rewrite the goldens with "
                    "GATEBENCH_UPDATE_GOLDEN=1 ctest --test-dir build -R tst_golden and review the diff in git.")
                    .arg(feature + u'/' + name + (onServer ? QStringLiteral(" on the server") : QString()),
                         firstDifference(actual, expected),
                         kept ? QStringLiteral("Actual output kept; compare:")
                              : QStringLiteral("(could not keep the actual output)"),
                         golden, saved)));
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The program speaks the language of the system or of its saved settings: English, and no
        // settings, as under CTest (cmake/GateBenchTest.cmake), also when this test is run by hand.
        qputenv("LC_ALL", "C.UTF-8");
        qputenv("LANG", "C.UTF-8");
        qputenv("LANGUAGE", "");
        const QString home = m_dir.filePath(QStringLiteral("home"));
        QVERIFY(QDir().mkpath(home));
        qputenv("HOME", home.toUtf8());
        qputenv("XDG_CONFIG_HOME", (home + QStringLiteral("/.config")).toUtf8());
        qputenv("XDG_DATA_HOME", (home + QStringLiteral("/.local/share")).toUtf8());
        qputenv("XDG_CACHE_HOME", (home + QStringLiteral("/.cache")).toUtf8());
    }

    void golden_data() { addCases(); }

    void golden()
    {
        QFETCH(QString, feature);
        QFETCH(QString, name);
        check(feature, name, false);
    }

    // The server pass (ctest's tst_golden_server): every case again with its evaluation on a throwaway
    // PostgreSQL server, against the same golden file. Skipped when no server can start here, unless
    // GATEBENCH_REQUIRE_POSTGRES=1 (CI), which fails instead.
    void goldenOnServer_data()
    {
        GATEBENCH_START_CLUSTER(m_cluster);
        addCases();
    }

    void goldenOnServer()
    {
        QFETCH(QString, feature);
        QFETCH(QString, name);
        check(feature, name, true);
    }

    void cleanupTestCase() { m_cluster.reset(); }
};

QTEST_GUILESS_MAIN(TestGolden)
#include "tst_golden.moc"
