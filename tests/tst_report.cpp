// The decision report: its fingerprint (the same data gives the same hash, each kind of decision data
// changes it, unrelated changes do not), and the demo's report through the `gatebench` program as a
// reader's tools see it (pdftotext, pdffonts, pdfinfo): the decision, the eliminated candidates with
// their failing gates, the waiver as an acceptance condition, the baseline's P90 queue wait and the
// three-year totals exactly as the engines compute them here, in both languages; the exit path's
// readiness per candidate and the four-week plan's checks read off the data.
#include "TestSupport.h"
#include "baseline/BaselineMetrics.h"
#include "commands/Assessments.h"
#include "commands/Candidates.h"
#include "decision/DecisionEngine.h"
#include "decision/DecisionLoader.h"
#include "plan/PlanStatus.h"
#include "poc/PocAnalysis.h"
#include "poc/PocMetrics.h"
#include "reports/ExitReadiness.h"
#include "reports/Fingerprint.h"
#include "reports/ReportContent.h"
#include "repositories/AuditRepository.h"
#include "repositories/DecisionRecordRepository.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "tco/TcoEngine.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

#include <functional>

using namespace gatebench;

namespace {

const QDate kAsOf(2026, 11, 30);

QString fingerprintOf(const QString& path)
{
    auto w = Workspace::open(path, Workspace::Access::ReadOnly);
    if (!w)
        qFatal("cannot open %s", qPrintable(path));
    auto hash = fingerprint::compute((*w)->queries().rows());
    if (!hash)
        qFatal("no fingerprint: %s", qPrintable(hash.error().message));
    return *hash;
}

/// Runs a poppler tool; empty when it is not installed (the caller skips).
QByteArray poppler(const QString& tool, const QStringList& arguments)
{
    const QString program = QStandardPaths::findExecutable(tool);
    if (program.isEmpty())
        return {};
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(tool), process.readAllStandardError().constData());
    return process.readAllStandardOutput();
}

/// The one line of `text` that holds every one of `parts`; empty when none does.
QString lineWith(const QString& text, const QStringList& parts)
{
    for (const QString& line : text.split(u'\n')) {
        if (std::all_of(parts.cbegin(), parts.cend(), [&](const QString& p) { return line.contains(p); }))
            return line;
    }
    return {};
}

/// Whether `parts` follow each other in `text`, each within 200 characters of the one before (across
/// the line breaks of a wrapped paragraph).
bool inSequence(const QString& text, const QStringList& parts)
{
    const QString flat = text.simplified();
    for (qsizetype at = flat.indexOf(parts.first()); at >= 0; at = flat.indexOf(parts.first(), at + 1)) {
        qsizetype from = at + parts.first().size();
        bool all = true;
        for (qsizetype i = 1; i < parts.size() && all; ++i) {
            const qsizetype next = flat.indexOf(parts.at(i), from);
            all = next >= 0 && next - from <= 200;
            from = next + parts.at(i).size();
        }
        if (all)
            return true;
    }
    return false;
}

/// The names and titles of the demo's decision in `language`.
QString nameIn(const DecisionInput& input, const QString& id, const QString& language)
{
    const DecisionCandidate* c = input.candidate(id);
    return language == QLatin1String("en") ? c->nameEn : c->nameZh;
}

QString titleIn(const DecisionInput& input, const QString& id, const QString& language)
{
    const DecisionCriterion* c = input.criterion(id);
    return language == QLatin1String("en") ? c->titleEn : c->titleZh;
}

} // namespace

class TestReport : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    /// `gatebench report` of `file`; the PDF's path (fails the test when the command fails).
    QString report(const QString& file, const QString& name, const QStringList& options)
    {
        const QString out = path(name);
        const auto run =
            testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                QStringList{QStringLiteral("report"), file, QStringLiteral("-o"), out} + options);
        if (run.code != 0)
            qWarning("gatebench report: %s", run.err.constData());
        return run.code == 0 ? out : QString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demos.create(m_dir.path()));
    }

    void fingerprintOfTheSameDataIsTheSame()
    {
        const QString a = m_demos.fresh();
        const QString b = m_demos.fresh();
        const QString hash = fingerprintOf(a);
        QCOMPARE(hash.size(), 64);
        QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{64}$")).match(hash).hasMatch());
        QCOMPARE(fingerprintOf(a), hash);
        QCOMPARE(fingerprintOf(b), hash);
        QCOMPARE(fingerprint::shortForm(hash),
                 hash.left(4) + u' ' + hash.mid(4, 4) + u' ' + hash.mid(8, 4) + u' ' + hash.mid(12, 4));
    }

    void everyKindOfDecisionDataChangesTheFingerprint_data()
    {
        QTest::addColumn<int>("kind");
        const char* kinds[] = {"candidate name", "set aside",   "criterion weight", "gate verdict", "waiver",
                               "evidence note",  "bonus score", "PoC run",          "metric rule",  "TCO line",
                               "FX rate",        "tax setting", "decision record",  "evidence file"};
        for (int i = 0; i < int(std::size(kinds)); ++i)
            QTest::newRow(kinds[i]) << i;
    }

    void everyKindOfDecisionDataChangesTheFingerprint()
    {
        QFETCH(int, kind);
        const QString file = m_demos.fresh();
        const QString before = fingerprintOf(file);
        {
            auto opened = Workspace::open(file, Workspace::Access::ReadWrite);
            QVERIFY(opened);
            Workspace& w = **opened;
            Storage& raw = WorkspaceTestAccess::storage(w);
            const auto firstRow = [&](const QString& table) {
                auto rows = raw.select(table);
                if (!rows || rows->isEmpty())
                    qFatal("no rows in %s", qPrintable(table));
                return rows->first();
            };
            Result<void> done;
            switch (kind) {
            case 0:
                done = candidates::setField(w, QStringLiteral("runai"), CandidateField::NameEn,
                                            QStringLiteral("Run:ai (renamed)"));
                break;
            case 1:
                done = candidates::setShortlisted(w, QStringLiteral("pai"), false, QStringLiteral("out of budget"));
                break;
            case 2: {
                auto row = firstRow(QStringLiteral("criteria"));
                auto rows = raw.select(QStringLiteral("criteria"), {{QStringLiteral("tier"), QStringLiteral("bonus")}});
                QVERIFY(rows && !rows->isEmpty());
                QVERIFY(raw.update(QStringLiteral("criteria"),
                                   {{QStringLiteral("id"), rows->first().value(QStringLiteral("id"))}},
                                   {{QStringLiteral("weight"), 4.5}}));
                Q_UNUSED(row);
                break;
            }
            case 3:
                done = assessments::setVerdict(w, QStringLiteral("runai"), QStringLiteral("gate-data-boundary"),
                                               GateVerdict::Unknown);
                break;
            case 4: {
                auto rows =
                    raw.select(QStringLiteral("assessments"), {{QStringLiteral("verdict"), QStringLiteral("waived")}});
                QVERIFY(rows && !rows->isEmpty());
                QVERIFY(
                    raw.update(QStringLiteral("assessments"),
                               {{QStringLiteral("candidate_id"), rows->first().value(QStringLiteral("candidate_id"))},
                                {QStringLiteral("criterion_id"), rows->first().value(QStringLiteral("criterion_id"))}},
                               {{QStringLiteral("waiver_expires"), QStringLiteral("2027-06-30")}}));
                break;
            }
            case 5:
                done = assessments::setEvidence(w, QStringLiteral("runai"), QStringLiteral("gate-data-boundary"),
                                                QStringLiteral("A new note"), QString());
                break;
            case 6: {
                auto row = firstRow(QStringLiteral("bonus_scores"));
                Filter key = row;
                QVERIFY(raw.update(
                    QStringLiteral("bonus_scores"), key,
                    {{QStringLiteral("score"), row.value(QStringLiteral("score")).toDouble() == 1 ? 2 : 1}}));
                break;
            }
            case 7: {
                auto row = firstRow(QStringLiteral("poc_runs"));
                QVERIFY(raw.update(QStringLiteral("poc_runs"),
                                   {{QStringLiteral("id"), row.value(QStringLiteral("id"))}},
                                   {{QStringLiteral("queue_s"), 12345.5}}));
                break;
            }
            case 8: {
                auto rows = raw.select(QStringLiteral("criteria"));
                QVERIFY(rows);
                bool changed = false;
                for (const Row& row : std::as_const(*rows)) {
                    const QString rule = row.value(QStringLiteral("metric_rule")).toString();
                    if (rule.isEmpty() || changed)
                        continue;
                    QVERIFY(raw.update(QStringLiteral("criteria"),
                                       {{QStringLiteral("id"), row.value(QStringLiteral("id"))}},
                                       {{QStringLiteral("metric_rule"), QString(rule + u' ')}}));
                    changed = true;
                }
                if (!changed)
                    QVERIFY(raw.update(QStringLiteral("criteria"),
                                       {{QStringLiteral("id"), rows->first().value(QStringLiteral("id"))}},
                                       {{QStringLiteral("metric_rule"), QStringLiteral("{}")}}));
                break;
            }
            case 9: {
                auto row = firstRow(QStringLiteral("tco_lines"));
                QVERIFY(raw.update(QStringLiteral("tco_lines"),
                                   {{QStringLiteral("id"), row.value(QStringLiteral("id"))}},
                                   {{QStringLiteral("unit_price"), QStringLiteral("123.45")}}));
                break;
            }
            case 10: {
                auto row = firstRow(QStringLiteral("fx_rates"));
                QVERIFY(raw.update(QStringLiteral("fx_rates"),
                                   {{QStringLiteral("currency"), row.value(QStringLiteral("currency"))}},
                                   {{QStringLiteral("rate"), QStringLiteral("9.99")}}));
                break;
            }
            case 11: {
                const QString key = QLatin1String(schema::key::TcoTaxRate);
                auto stored = SettingsRepository(raw).read(key);
                QVERIFY(stored);
                if (*stored)
                    QVERIFY(SettingsRepository::replace(raw, key, QStringLiteral("0.07")));
                else
                    QVERIFY(SettingsRepository::write(raw, {{key, QStringLiteral("0.07")}}));
                break;
            }
            case 12:
                QVERIFY(raw.insert(QStringLiteral("decision_record"),
                                   {{QStringLiteral("as_of"), QStringLiteral("2026-11-30")},
                                    {QStringLiteral("recommended"), QStringLiteral("runai")},
                                    {QStringLiteral("alternative"), QStringLiteral("k8s-oss")},
                                    {QStringLiteral("risks"), QStringLiteral("Vendor lock-in")}}));
                break;
            case 13: {
                const QString evidence = path(QStringLiteral("evidence-%1.txt").arg(kind));
                QFile f(evidence);
                QVERIFY(f.open(QIODevice::WriteOnly) && f.write("signed statement") > 0);
                f.close();
                auto id =
                    assessments::attachFile(w, QStringLiteral("runai"), QStringLiteral("gate-data-boundary"), evidence);
                QVERIFY2(id, id ? "" : qPrintable(id.error().message));
                break;
            }
            }
            QVERIFY2(done, done ? "" : qPrintable(done.error().message));
        }
        QVERIFY(fingerprintOf(file) != before);
    }

    void unrelatedChangesKeepTheFingerprint()
    {
        const QString file = m_demos.fresh();
        const QString before = fingerprintOf(file);
        {
            auto opened = Workspace::open(file, Workspace::Access::ReadWrite);
            QVERIFY(opened);
            Storage& raw = WorkspaceTestAccess::storage(**opened);
            // The audit log.
            AuditEntry entry;
            entry.at = QStringLiteral("2026-12-01T08:00:00Z");
            entry.actor = QStringLiteral("Someone");
            entry.action = QStringLiteral("update");
            entry.entity = QStringLiteral("settings");
            QVERIFY(AuditRepository::append(raw, entry));
            // Settings that are not the TCO's: the language, the as-of date.
            QVERIFY(SettingsRepository::replace(raw, QLatin1String(schema::key::Language), QStringLiteral("zh_CN")));
            QVERIFY(SettingsRepository::replace(raw, QLatin1String(schema::key::AsOf), QStringLiteral("2026-12-01")));
            // A job import: one more job in the baseline.
            auto jobs = raw.select(QStringLiteral("baseline_jobs"));
            QVERIFY(jobs && !jobs->isEmpty());
            Row job = jobs->first();
            job.remove(QStringLiteral("id"));
            job.insert(QStringLiteral("job_key"), QStringLiteral("extra-job-1"));
            QVERIFY(raw.insert(QStringLiteral("baseline_jobs"), job));
            // An edit that changes nothing the decision rests on: a cell's author and time.
            auto cells = raw.select(QStringLiteral("assessments"));
            QVERIFY(cells && !cells->isEmpty());
            QVERIFY(raw.update(QStringLiteral("assessments"),
                               {{QStringLiteral("candidate_id"), cells->first().value(QStringLiteral("candidate_id"))},
                                {QStringLiteral("criterion_id"), cells->first().value(QStringLiteral("criterion_id"))}},
                               {{QStringLiteral("updated_at"), QStringLiteral("2026-12-01T09:00:00Z")}}));
        }
        QCOMPARE(fingerprintOf(file), before);

        // Signing the decision record does not change what was signed.
        {
            auto opened = Workspace::open(file, Workspace::Access::ReadWrite);
            QVERIFY(opened);
            Storage& raw = WorkspaceTestAccess::storage(**opened);
            QVERIFY(raw.insert(QStringLiteral("decision_record"),
                               {{QStringLiteral("as_of"), QStringLiteral("2026-11-30")},
                                {QStringLiteral("recommended"), QStringLiteral("runai")}}));
        }
        const QString recorded = fingerprintOf(file);
        QVERIFY(recorded != before);
        {
            auto opened = Workspace::open(file, Workspace::Access::ReadWrite);
            QVERIFY(opened);
            Storage& raw = WorkspaceTestAccess::storage(**opened);
            auto rows = raw.select(QStringLiteral("decision_record"));
            QVERIFY(rows && rows->size() == 1);
            QVERIFY(raw.update(QStringLiteral("decision_record"),
                               {{QStringLiteral("id"), rows->first().value(QStringLiteral("id"))}},
                               {{QStringLiteral("signed_by"), QStringLiteral("Chen Siyuan")},
                                {QStringLiteral("signed_at"), QStringLiteral("2026-12-01T10:00:00Z")}}));
        }
        QCOMPARE(fingerprintOf(file), recorded);
    }

    void demoReportInBothLanguages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("en") << QStringLiteral("en");
    }

    void demoReportInBothLanguages()
    {
        QFETCH(QString, language);
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("pdffonts")).isEmpty())
            QSKIP("poppler-utils (pdftotext, pdffonts) is not installed");
        const QString file = m_demos.original();
        const QByteArray before = testing::fileSha256(file);
        const QString pdf =
            report(file, QStringLiteral("demo-%1.pdf").arg(language),
                   {QStringLiteral("--lang"), language, QStringLiteral("--date"), QStringLiteral("2026-11-30"),
                    QStringLiteral("--label"), QStringLiteral("Internal")});
        QVERIFY(!pdf.isEmpty());
        QCOMPARE(testing::fileSha256(file), before); // the report never writes to FILE
        const QString text = QString::fromUtf8(poppler(
            QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}));
        QVERIFY(!text.isEmpty());

        auto w = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(w);
        const Storage& storage = (*w)->queries().rows();
        auto input = loadDecisionInput(storage);
        QVERIFY(input);
        const Decision decision = decide(*input, kAsOf);

        // The recommended and the alternative option, named in the report's language.
        QVERIFY(!decision.recommended.isEmpty() && !decision.alternative.isEmpty());
        QVERIFY2(text.contains(nameIn(*input, decision.recommended, language)), qPrintable(decision.recommended));
        QVERIFY2(text.contains(nameIn(*input, decision.alternative, language)), qPrintable(decision.alternative));
        QVERIFY(!lineWith(text, {nameIn(*input, decision.recommended, language), QStringLiteral("77.5")}).isEmpty());

        // Every eliminated candidate with its failing gate, on one line.
        int eliminated = 0;
        for (const CandidateDecision& c : decision.candidates) {
            if (c.status != CandidateStatus::Eliminated)
                continue;
            ++eliminated;
            const QString name = nameIn(*input, c.candidateId, language);
            const QString gate = titleIn(*input, c.failedGates.first().criterionId, language);
            QVERIFY2(!lineWith(text, {name, gate}).isEmpty(), qPrintable(name + u' ' + gate));
        }
        QVERIFY(eliminated >= 3);

        // The waiver the alternative stands on, as an acceptance condition: gate, owner and expiry on one line.
        int waivers = 0;
        for (const CandidateDecision& c : decision.candidates) {
            for (const GateFinding& f : c.waivedGates) {
                ++waivers;
                QStringList parts{nameIn(*input, c.candidateId, language), titleIn(*input, f.criterionId, language),
                                  f.waiverOwner, f.waiverExpires.toString(Qt::ISODate)};
                if (language == QLatin1String("en"))
                    parts.append(QStringLiteral("(an acceptance condition)"));
                QVERIFY2(inSequence(text, parts), qPrintable(parts.join(u'|')));
            }
        }
        QCOMPARE(waivers, 1);

        // The baseline's P90 queue wait as the baseline engine computes it.
        auto inputs = baseline::BaselineInputs::load(storage);
        auto jobs = baseline::JobColumns::load(storage);
        QVERIFY(inputs && jobs);
        const baseline::BaselineMetrics metrics = baseline::compute(*jobs, *inputs);
        QVERIFY(metrics.total.queueWait.p90);
        const QString p90 = pocDurationText(*metrics.total.queueWait.p90); // English words: no translation here
        const QString p90Number = p90.section(u' ', 0, 0);
        QVERIFY2(text.contains(language == QLatin1String("en") ? p90 : p90Number), qPrintable(p90));

        // The three-year totals as the TCO engine computes them, each candidate and scenario.
        auto tcoInput = tco::TcoInput::load(storage, kAsOf);
        QVERIFY(tcoInput);
        auto tcoResult = tco::analyse(*tcoInput);
        QVERIFY(tcoResult && !tcoResult->entries.isEmpty());
        for (const tco::CandidateTco& entry : tcoResult->entries) {
            const QString total = entry.totals.total.toLocaleString(QLocale(QLocale::English));
            QVERIFY2(!lineWith(text, {total}).isEmpty(), qPrintable(entry.totals.candidateId + u' ' + total));
        }

        // Every font embedded.
        const QStringList fonts =
            QString::fromUtf8(poppler(QStringLiteral("pdffonts"), {pdf})).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(fonts.size() >= 3);
        const qsizetype emb = fonts.first().indexOf(QStringLiteral("emb"));
        QVERIFY(emb > 0);
        for (qsizetype i = 2; i < fonts.size(); ++i) {
            QCOMPARE(fonts.at(i).mid(emb, 3), QStringLiteral("yes"));
            QVERIFY2(fonts.at(i).startsWith(QStringLiteral("WenQuanYi")) ||
                         fonts.at(i).contains(QStringLiteral("+WenQuanYi")),
                     qPrintable(fonts.at(i)));
        }

        // Every page: the header with the fingerprint's short form, the footer "n / N", the label, and
        // (the demo) the simulated-data mark.
        const QString hash = fingerprintOf(file);
        const QStringList pages = text.split(u'\f');
        const int count = int(pages.size()) - (pages.last().trimmed().isEmpty() ? 1 : 0);
        const QString info = QString::fromUtf8(poppler(QStringLiteral("pdfinfo"), {pdf}));
        QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(count))), qPrintable(info));
        QVERIFY(info.contains(QStringLiteral("A4")));
        QVERIFY(count >= 8);
        for (int i = 0; i < count; ++i) {
            const QString& page = pages.at(i);
            QVERIFY2(page.contains(fingerprint::shortForm(hash)), qPrintable(QString::number(i + 1)));
            QVERIFY2(page.contains(QStringLiteral("%1 / %2").arg(i + 1).arg(count)),
                     qPrintable(QString::number(i + 1)));
            QVERIFY2(page.contains(QStringLiteral("Internal")), qPrintable(QString::number(i + 1)));
            if (language == QLatin1String("en"))
                QVERIFY2(page.contains(QStringLiteral("Simulated data")), qPrintable(QString::number(i + 1)));
        }
        QVERIFY(text.contains(hash)); // the cover's full fingerprint

        // The same input gives the same text and fingerprint.
        const QString again =
            report(file, QStringLiteral("demo-%1-again.pdf").arg(language),
                   {QStringLiteral("--lang"), language, QStringLiteral("--date"), QStringLiteral("2026-11-30"),
                    QStringLiteral("--label"), QStringLiteral("Internal")});
        QVERIFY(!again.isEmpty());
        QCOMPARE(
            QString::fromUtf8(poppler(QStringLiteral("pdftotext"),
                                      {QStringLiteral("-enc"), QStringLiteral("UTF-8"), again, QStringLiteral("-")})),
            text);
        QCOMPARE(testing::fileSha256(again), testing::fileSha256(pdf));
    }

    /// One font family, as the README promises, also on a Chinese desktop: there fontconfig names
    /// WenQuanYi in Chinese only, and the charts' labels used to fall back to Noto Sans CJK (whose
    /// text pdftotext does not extract as the characters drawn).
    void oneFontFamilyUnderAChineseLocale()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdffonts")).isEmpty())
            QSKIP("poppler-utils (pdffonts) is not installed");
        const QString out = path(QStringLiteral("chinese-desktop.pdf"));
        const auto run = testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                             {QStringLiteral("report"), m_demos.original(), QStringLiteral("-o"), out,
                                              QStringLiteral("--lang"), QStringLiteral("zh_CN")},
                                             {QStringLiteral("LANG=zh_CN.UTF-8"), QStringLiteral("LC_ALL=zh_CN.UTF-8"),
                                              QStringLiteral("LANGUAGE=zh_CN")});
        QVERIFY2(run.code == 0, run.err.constData());
        const QStringList fonts =
            QString::fromUtf8(poppler(QStringLiteral("pdffonts"), {out})).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(fonts.size() >= 3);
        for (qsizetype i = 2; i < fonts.size(); ++i)
            QVERIFY2(fonts.at(i).startsWith(QStringLiteral("WenQuanYi")) ||
                         fonts.at(i).contains(QStringLiteral("+WenQuanYi")),
                     qPrintable(fonts.at(i)));
    }

    /// The summary up front, one page, right after the cover: the decision, every candidate's status and
    /// the three-year totals of the Eligible candidates, each as the TCO engine computes it.
    void summaryPageUpFront()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext) is not installed");
        const QString file = m_demos.original();
        const QString pdf = report(
            file, QStringLiteral("summary.pdf"),
            {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--date"), kAsOf.toString(Qt::ISODate)});
        QVERIFY(!pdf.isEmpty());
        const QStringList pages =
            QString::fromUtf8(poppler(QStringLiteral("pdftotext"),
                                      {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}))
                .split(u'\f');
        QVERIFY(pages.size() > 3);
        const QString summary = pages.at(1);
        QVERIFY2(summary.contains(QStringLiteral("Decision summary")), qPrintable(summary));
        QVERIFY(pages.at(2).contains(QStringLiteral("Gate results"))); // the summary is one page

        auto w = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(w);
        auto input = loadDecisionInput((*w)->queries().rows());
        QVERIFY(input);
        const Decision decision = decide(*input, kAsOf);
        QVERIFY(!lineWith(summary, {QStringLiteral("Recommended: ") +
                                    nameIn(*input, decision.recommended, QStringLiteral("en"))})
                     .isEmpty());
        const QStringList statusWords{QStringLiteral("Eligible"), QStringLiteral("Blocked"),
                                      QStringLiteral("Eliminated")}; // in CandidateStatus's order
        const qsizetype table = summary.indexOf(QStringLiteral("Status as of 2026-11-30"));
        QVERIFY(table > 0);
        for (const CandidateDecision& c : decision.candidates) {
            const QString name = nameIn(*input, c.candidateId, QStringLiteral("en"));
            QVERIFY2(summary.contains(name), qPrintable(name));
            QVERIFY(c.status);
            // pdftotext gives a table's cells one a line: the status follows the name.
            const qsizetype at = summary.indexOf(name + u'\n', table);
            QVERIFY2(at > 0, qPrintable(name));
            const QString after = summary.mid(at + name.size()).trimmed();
            QVERIFY2(after.startsWith(statusWords.at(int(*c.status))), qPrintable(name + u' ' + after.left(40)));
        }
        auto tcoInput = tco::TcoInput::load((*w)->queries().rows(), kAsOf);
        QVERIFY(tcoInput);
        auto tcoResult = tco::analyse(*tcoInput);
        QVERIFY(tcoResult);
        int eligibleTotals = 0;
        for (const tco::CandidateTco& entry : tcoResult->entries) {
            const CandidateDecision* c = decision.candidate(entry.totals.candidateId);
            const QString total = entry.totals.total.toLocaleString(QLocale(QLocale::English));
            if (c && c->status == CandidateStatus::Eligible) {
                ++eligibleTotals;
                QVERIFY2(summary.contains(total), qPrintable(entry.totals.candidateId + u' ' + total));
            } else {
                QVERIFY2(!summary.contains(total), qPrintable(entry.totals.candidateId + u' ' + total));
            }
        }
        QVERIFY(eligibleTotals >= 2);
    }

    /// One figure, one rounding: every Eligible candidate's bonus score reads the same wherever the report
    /// prints it (the recommendation lines, the summary table, the ranking, the chart), with one decimal
    /// as the window shows it. The recommendation lines printed 77.50 where the table printed 77.5.
    void bonusScoresHaveOneRounding()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext) is not installed");
        const QString file = m_demos.original();
        const QString pdf = report(
            file, QStringLiteral("rounding.pdf"),
            {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--date"), kAsOf.toString(Qt::ISODate)});
        QVERIFY(!pdf.isEmpty());
        const QString text = QString::fromUtf8(poppler(
            QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}));
        auto w = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(w);
        auto input = loadDecisionInput((*w)->queries().rows());
        QVERIFY(input);
        const Decision decision = decide(*input, kAsOf);
        const auto occurrences = [&](const QString& figure) {
            return text.count(QRegularExpression(QStringLiteral("(?<![\\d.])") + QRegularExpression::escape(figure) +
                                                 QStringLiteral("(?![\\d])")));
        };
        int eligible = 0;
        for (const CandidateDecision& c : decision.candidates) {
            if (c.status != CandidateStatus::Eligible || !c.bonusScore)
                continue;
            ++eligible;
            const QString one = QString::number(*c.bonusScore, 'f', 1);
            const QString two = QString::number(*c.bonusScore, 'f', 2);
            QVERIFY2(occurrences(two) == 0, qPrintable(c.candidateId + u' ' + two));
            QVERIFY2(occurrences(one) >= 3, qPrintable(c.candidateId + u' ' + one)); // lines, table, ranking
        }
        QCOMPARE(eligible, 2);
        QVERIFY(lineWith(text, {QStringLiteral("Recommended: "), QStringLiteral("bonus score 77.5")}).size() > 0);
    }

    /// No chart of bars that are all full: the PoC's success rates show only the scenarios where a
    /// candidate fell short of 100 % (or has no result), and one sentence counts the others.
    void noChartOfFullBars()
    {
        const QString file = m_demos.original();
        auto w = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(w);
        report::Options options;
        options.language = QStringLiteral("en");
        options.date = kAsOf;
        auto built = report::build((*w)->queries().rows(), options);
        QVERIFY2(built, built ? "" : qPrintable(built.error().message));
        // The scenarios whose every run succeeded on every PoC candidate, from the runs' figures.
        auto analysis = analysePoc((*w)->queries().rows(), kAsOf);
        QVERIFY(analysis);
        int full = 0;
        int shortOf = 0;
        for (const PocScenario& scenario : std::as_const(analysis->scenarios)) {
            bool any = false;
            bool all = true;
            for (const PocCandidate& c : std::as_const(analysis->candidates)) {
                const PocCellMetrics* cell = analysis->cell(c.id, scenario.id);
                any = any || (cell && cell->successRate);
                all = all && cell && cell->successRate && *cell->successRate == 1.0;
            }
            full += any && all ? 1 : 0;
            shortOf += any && !all ? 1 : 0;
        }
        QVERIFY(full > 0 && shortOf > 0);
        int charts = 0;
        for (const report::Section& section : std::as_const(built->sections)) {
            for (const report::Block& block : section.blocks) {
                if (block.kind != report::Block::Kind::Chart || block.chart->kind != report::ChartKind::PocBars)
                    continue;
                ++charts;
                const PocBarChart& bars = block.chart->pocBars;
                for (qsizetype r = 0; r < bars.rows.size(); ++r) {
                    const bool allFull =
                        std::all_of(bars.series.cbegin(), bars.series.cend(), [&](const PocBarSeries& series) {
                            return series.values.value(r) && *series.values.value(r) >= 100;
                        });
                    QVERIFY2(!allFull, qPrintable(block.text + QStringLiteral(": ") + bars.rows.at(r)));
                }
                if (block.text == QLatin1String("Success rate per scenario"))
                    QCOMPARE(int(bars.rows.size()), shortOf);
            }
        }
        QVERIFY(charts > 0);
        QVERIFY(report::plainText(*built).contains(QStringLiteral("Every run of the other %1 scenario").arg(full)));
    }

    /// Every time the report prints is in the cluster's time zone (the evaluation's, Asia/Shanghai for
    /// the demo), as `gatebench audit` prints them: the audit summary's first and last entries.
    void timesInTheClusterZone()
    {
        const QString file = m_demos.original();
        auto w = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(w);
        const Storage& storage = (*w)->queries().rows();
        report::Options options;
        options.language = QStringLiteral("en");
        options.date = kAsOf;
        auto built = report::build(storage, options);
        QVERIFY(built);
        const QString text = report::plainText(*built);
        QStringList stored;
        QVERIFY(AuditRepository(storage).scan([&](const AuditEntry& e) {
            stored.append(e.at);
            return true;
        }));
        QVERIFY(stored.size() >= 2);
        const QTimeZone shanghai("Asia/Shanghai");
        for (const auto& [label, at] : {std::pair{QStringLiteral("First entry"), stored.first()},
                                        std::pair{QStringLiteral("Last entry"), stored.last()}}) {
            const QDateTime utc = QDateTime::fromString(at, Qt::ISODate);
            QVERIFY2(utc.isValid() && utc.timeSpec() == Qt::UTC, qPrintable(at));
            const QString local = utc.toTimeZone(shanghai).toString(QStringLiteral("yyyy-MM-dd HH:mm")) +
                                  QStringLiteral(" (Asia/Shanghai)");
            QVERIFY2(text.contains(label + QStringLiteral(" | ") + local), qPrintable(label + u' ' + local));
            QVERIFY2(!text.contains(at), qPrintable(at));
        }
    }

    void hiddenPricesShowNoTcoAmount()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext) is not installed");
        const QString file = m_demos.original();
        const QString pdf = report(file, QStringLiteral("hidden.pdf"),
                                   {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--hide-prices")});
        QVERIFY(!pdf.isEmpty());
        const QString text = QString::fromUtf8(poppler(
            QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}));
        QVERIFY(text.contains(QStringLiteral("Prices and TCO figures are hidden")));
        auto w = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(w);
        auto tcoInput = tco::TcoInput::load((*w)->queries().rows(), kAsOf);
        QVERIFY(tcoInput);
        auto tcoResult = tco::analyse(*tcoInput);
        QVERIFY(tcoResult);
        const QLocale english(QLocale::English);
        int amounts = 0;
        for (const tco::CandidateTco& entry : tcoResult->entries) {
            QStringList values{entry.totals.total.toLocaleString(english)};
            for (const Decimal& year : entry.totals.years)
                values.append(year.toLocaleString(english));
            for (const tco::LineYear& ly : entry.totals.lineYears) {
                if (ly.amount.toLocaleString(english).size() >= 6) // short amounts could be any number
                    values.append(ly.amount.toLocaleString(english));
            }
            for (const QString& value : std::as_const(values)) {
                ++amounts;
                QVERIFY2(!text.contains(value), qPrintable(value));
            }
        }
        QVERIFY(amounts > 20);
        // Unit prices of the lines too.
        for (const TcoLine& line : std::as_const(tcoInput->lines)) {
            const QString price = line.unitPrice.toLocaleString(english);
            if (price.size() >= 6)
                QVERIFY2(!text.contains(price), qPrintable(price));
        }
    }

    void dateIsTheAsOfOfVerdictsAndWaivers()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext) is not installed");
        // The demo's one waiver expires on 2027-01-31: reported on 2027-02-01 the gate it covered is
        // open again, so the self-built option is Blocked and there is no alternative.
        const QString file = m_demos.original();
        const QDate after(2027, 2, 1);
        const QString pdf = report(
            file, QStringLiteral("after-expiry.pdf"),
            {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--date"), after.toString(Qt::ISODate)});
        QVERIFY(!pdf.isEmpty());
        const QString text = QString::fromUtf8(poppler(
            QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}));
        auto w = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(w);
        auto input = loadDecisionInput((*w)->queries().rows());
        QVERIFY(input);
        const Decision decision = decide(*input, after);
        QVERIFY(decision.alternative.isEmpty());
        QVERIFY(text.contains(QStringLiteral("No alternative: only one candidate passes every gate.")));
        QVERIFY(text.contains(QStringLiteral("(the waiver expired on 2027-01-31)")));
        QVERIFY(!text.contains(QStringLiteral("(an acceptance condition)")));
        QVERIFY(text.contains(QStringLiteral("Report date")));
        QVERIFY(text.contains(QStringLiteral("Gate matrix as of 2027-02-01")));
    }

    void planWeeksFollowTheData()
    {
        using planstatus::State;
        const auto states = [](const QList<planstatus::Week>& weeks) {
            QList<State> out;
            for (const planstatus::Week& w : weeks)
                out.append(w.state());
            return out;
        };
        const auto done = [](const planstatus::Week& week) {
            QList<bool> out;
            for (const planstatus::Check& c : week.checks)
                out.append(c.done);
            return out;
        };

        // Nothing recorded: no week has started.
        const planstatus::Facts none;
        QCOMPARE(states(planstatus::weeks(none)),
                 (QList<State>{State::NotStarted, State::NotStarted, State::NotStarted, State::NotStarted}));

        planstatus::Facts f;
        // Week 1: four weeks of jobs and an inventory, but only two losses with an owner.
        f.jobs = 20000;
        f.windowDays = 28;
        f.gpuPools = 2;
        f.lossesWithOwner = 2;
        // Week 2: gates set, three of seven candidates marked for the PoC, every gate decided.
        f.gateCriteria = 12;
        f.inEvaluation = 7;
        f.markedForPoc = 3;
        f.openGateCells = 0;
        // Week 3: all three ran, every drill too, one same-workload gap left.
        f.pocWithRuns = 3;
        f.sameWorkloadGaps = 1;
        f.drillScenarios = 2;
        f.pocWithDrills = 3;
        // Week 4: both Eligible candidates costed, the one whose template asks for scenarios has them,
        // one exit checklist complete, the record names both options and is not signed.
        f.eligible = 2;
        f.eligibleWithTco = 2;
        f.eligibleNeedingScenarios = 1;
        f.eligibleWithScenarios = 1;
        f.eligibleExitRecorded = 1;
        f.recordNamesOptions = true;
        const QList<planstatus::Week> weeks = planstatus::weeks(f);
        QCOMPARE(weeks.size(), 4);
        QCOMPARE(done(weeks.at(0)), (QList<bool>{true, true, false}));
        QCOMPARE(done(weeks.at(1)), (QList<bool>{true, true, true}));
        QCOMPARE(done(weeks.at(2)), (QList<bool>{true, false, true}));
        QCOMPARE(done(weeks.at(3)), (QList<bool>{true, true, false, true, false}));
        QCOMPARE(states(weeks), (QList<State>{State::InProgress, State::Done, State::InProgress, State::InProgress}));
        QVERIFY(weeks.at(0).checks.at(0).text.contains(QStringLiteral("28 days")));
        QVERIFY(weeks.at(0).checks.at(2).text.contains(QStringLiteral("2 of 3")));

        // The guide's two weeks are the least: 13.9 days is not enough; a catalogue without drills
        // leaves the drill check open.
        f.windowDays = 13.9;
        f.drillScenarios = 0;
        f.pocWithDrills = 0;
        const QList<planstatus::Week> short_ = planstatus::weeks(f);
        QVERIFY(!short_.at(0).checks.at(0).done);
        QVERIFY(!short_.at(2).checks.at(2).done);
        QCOMPARE(short_.at(2).checks.at(2).text, QStringLiteral("Fault drills: the PoC catalogue has none"));
    }

    void demoReportHasExitReadinessAndPlan()
    {
        const QString file = m_demos.original();
        auto w = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(w);
        const Storage& storage = (*w)->queries().rows();
        report::Options options;
        options.language = QStringLiteral("en");
        options.date = kAsOf;
        auto built = report::build(storage, options);
        QVERIFY2(built, built ? "" : qPrintable(built.error().message));
        const QString text = report::plainText(*built);

        // Every candidate of the exit readiness, with its checklist and its exit cost per scenario.
        auto exits = exitreadiness::all(storage, kAsOf);
        QVERIFY(exits && !exits->isEmpty());
        int costed = 0;
        for (const CandidateExit& exit : std::as_const(*exits)) {
            QStringList parts{exit.name.en + QStringLiteral(" | "), exitreadiness::checklistSummary(exit)};
            for (const ExitCost& cost : exit.costs) {
                parts.append(cost.threeYears.toLocaleString(QLocale()));
                ++costed;
            }
            QVERIFY2(!lineWith(text, parts).isEmpty(), qPrintable(parts.join(u'|')));
        }
        QVERIFY(costed > 0);

        // The four weeks, each with its state; week 1 of the demo: four weeks of jobs, so its first
        // check is done; the demo's record is not signed, so the last check of week 4 is open, and
        // overdue on the report's date (the demo's plan starts on 2026-11-02: week 4 ends on 2026-11-29).
        QVERIFY(text.contains(QStringLiteral("# Four-week plan status")));
        for (int week = 1; week <= 4; ++week)
            QVERIFY(text.contains(QStringLiteral("## Week %1: ").arg(week)));
        auto inputs = baseline::BaselineInputs::load(storage);
        auto jobs = baseline::JobColumns::load(storage);
        QVERIFY(inputs && jobs);
        const baseline::BaselineMetrics metrics = baseline::compute(*jobs, *inputs);
        QVERIFY(metrics.window.days() >= 14);
        QVERIFY(!lineWith(text, {QStringLiteral("Job records over at least two weeks"),
                                 QLocale().toString(metrics.total.jobs), QStringLiteral("| Done")})
                     .isEmpty());
        auto record = DecisionRecordRepository(storage).latest();
        QVERIFY(record);
        const bool signedRecord = record->has_value() && !(*record)->signedAt.isEmpty();
        QVERIFY(!lineWith(text, {QStringLiteral("The decision record is signed"),
                                 signedRecord ? QStringLiteral("| Done") : QStringLiteral("| Overdue")})
                     .isEmpty());

        // The TCO's charts: the category stacks and a tornado per Eligible candidate.
        auto input = loadDecisionInput(storage);
        QVERIFY(input);
        const Decision decision = decide(*input, kAsOf);
        QVERIFY(text.contains(QStringLiteral("[chart] Three-year total by category")));
        for (const CandidateDecision& c : decision.candidates) {
            if (c.status == CandidateStatus::Eligible)
                QVERIFY2(text.contains(QStringLiteral("[chart] %1: three-year total at -30 % to +30 %")
                                           .arg(nameIn(*input, c.candidateId, QStringLiteral("en")))),
                         qPrintable(c.candidateId));
        }
        QVERIFY(text.contains(QStringLiteral("[chart] Queue-wait distribution per team")));
    }

    void demoReportHasTheWhatifSection()
    {
        // The scheduling what-if (issue 32): the assumption, the calibration table and per candidate the
        // predicted P90 per team against the measured, as advice that settles no gate.
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext) is not installed");
        const QString file = m_demos.original();
        const QString pdf = report(
            file, QStringLiteral("demo-whatif.pdf"),
            {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--date"), QStringLiteral("2026-11-30")});
        QVERIFY(!pdf.isEmpty());
        const QString text = QString::fromUtf8(poppler(
            QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}));
        QVERIFY(text.contains(QStringLiteral("Scheduling what-if (prediction)")));
        QVERIFY(text.contains(QStringLiteral("it never settles a gate")));
        QVERIFY(text.contains(QStringLiteral("A replay keeps the submit times users chose under the old queue")));
        QVERIFY(text.contains(QStringLiteral("Calibrated: replaying today's policy reproduces")));
        QVERIFY(text.contains(QStringLiteral("NVIDIA Run:ai: prediction")));

        auto w = Workspace::open(file, Workspace::Access::ReadOnly);
        QVERIFY(w);
        report::Options options;
        options.language = QStringLiteral("en");
        options.date = kAsOf;
        auto built = report::build((*w)->queries().rows(), options);
        QVERIFY(built);
        const QString plain = report::plainText(*built);
        // The calibration row of NLP (measured 82.1 min) and Run:ai's prediction for it: borrowing leaves
        // only today's 20 s start-up.
        QVERIFY(!lineWith(plain, {QStringLiteral("NLP | 6,509 | 20 s | 20 s | 82.1 min"), QStringLiteral("| yes")})
                     .isEmpty());
        const qsizetype runai = plain.indexOf(QStringLiteral("## NVIDIA Run:ai: prediction"));
        QVERIFY(runai > 0);
        QVERIFY(plain.indexOf(QStringLiteral("NLP | 82.1 min | 20 s"), runai) > runai);
        QVERIFY(plain.indexOf(QStringLiteral("Improvement targets predicted to be met: Queue wait P90"), runai) >
                runai);
    }

    void odtAndUsage()
    {
        const QString file = m_demos.original();
        const QString odt = report(file, QStringLiteral("demo.odt"), {QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY(!odt.isEmpty());
        QFile f(odt);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(2) == "PK"); // an OpenDocument package
        const auto run =
            testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                {QStringLiteral("report"), file, QStringLiteral("-o"), path(QStringLiteral("x.txt"))});
        QCOMPARE(run.code, 1);
        QVERIFY(!QFile::exists(path(QStringLiteral("x.txt"))));
        const auto bad =
            testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                {QStringLiteral("report"), file, QStringLiteral("-o"), path(QStringLiteral("y.pdf")),
                                 QStringLiteral("--date"), QStringLiteral("30.11.2026")});
        QCOMPARE(bad.code, 1);
    }

    /// The confidentiality label is a label like any other: at most 200 code points (a character
    /// outside the Basic Multilingual Plane counts once), a longer one refused before anything is
    /// written. Unbounded (it is drawn on every page), a label of 4,500 characters made the 68-page
    /// report of a small evaluation take 29 s and 510 MB.
    void labelIsBounded()
    {
        const QString file = m_demos.original();
        const QString longest = QString(200, u'x').replace(QStringLiteral("x"), QStringLiteral("\U0001D538"));
        QCOMPARE(longest.size(), 400);
        QVERIFY(!report(file, QStringLiteral("label200.pdf"), {QStringLiteral("--label"), longest}).isEmpty());
        const QString out = path(QStringLiteral("label201.pdf"));
        const auto run =
            testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                {QStringLiteral("report"), file, QStringLiteral("-o"), out, QStringLiteral("--lang"),
                                 QStringLiteral("en"), QStringLiteral("--label"), longest + QStringLiteral("x")});
        QCOMPARE(run.code, 1);
        QVERIFY2(run.err.contains("the label is longer than 200 characters"), run.err.constData());
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
