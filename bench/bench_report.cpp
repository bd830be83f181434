// bench_report: the decision report of a large evaluation (issue 27, items 12 and 15). Generates an
// evaluation of N candidates x M criteria: gate, bonus and deferred drawn at random (60/30/10) in
// shuffled positions, candidates in shuffled positions, a realistic mix of verdicts drawn per candidate
// (most gates passed, failures with evidence, open gates, valid and expired waivers, candidates set
// aside, a few candidates barely assessed), bonus scores of two reviewers, PoC runs and TCO lines for
// 40 candidates, and long texts (names and titles at the 200-code-point bound, acceptance rules and
// evidence notes up to the 10,000 bound); then writes its report PDF through the code path of
// `gatebench report` (report::build, report::writePdf) and prints the time of each step, the pages and
// the peak RSS (bench/README.md).
//
//     bench_report --out EVAL.gatebench [--pdf OUT.pdf] [--candidates 200] [--criteria 2000] [--seed 1]
//                  [--lang en|zh_CN] [--long-team CHARS] [--no-verdicts] [--no-report | --existing]
//
// `--long-team CHARS` adds a small job log whose one team label is CHARS characters long (a file written
// before labels were bounded), which the baseline's tables and charts print. `--no-verdicts` records no
// gate verdict at all (an evaluation whose matrix was just imported: every gate of every candidate
// open). `--no-report` only writes the evaluation, for `/usr/bin/time -v gatebench report EVAL -o
// OUT.pdf`; `--existing` reports on EVAL as it is, without generating it.

#include "BenchSupport.h"
#include "Translation.h"
#include "core/Random.h"
#include "report/ReportWriter.h"
#include "reports/ReportContent.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/DecisionRecordRepository.h"
#include "repositories/MemberRepository.h"
#include "repositories/PocRepository.h"
#include "repositories/SettingsRepository.h"
#include "repositories/TcoRepository.h"
#include "storage/Schema.h"
#include "storage/Storage.h"
#include "storage/StorageFactory.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>

#include <cstdio>

using namespace gatebench;
using gatebench::bench::peakRssMb;

namespace {

QString argument(const QStringList& args, const QString& name, const QString& fallback = {})
{
    const qsizetype at = args.indexOf(name);
    return at >= 0 && at + 1 < args.size() ? args.at(at + 1) : fallback;
}

/// Words to build texts of any length from, in both languages.
const QStringList kWordsEn{QStringLiteral("audit"),     QStringLiteral("quota"),    QStringLiteral("scheduler"),
                           QStringLiteral("GPU"),       QStringLiteral("evidence"), QStringLiteral("tenant"),
                           QStringLiteral("isolation"), QStringLiteral("recovery"), QStringLiteral("signed"),
                           QStringLiteral("within"),    QStringLiteral("minutes"),  QStringLiteral("the"),
                           QStringLiteral("node"),      QStringLiteral("driver"),   QStringLiteral("boundary"),
                           QStringLiteral("platform"),  QStringLiteral("operator"), QStringLiteral("log")};
const QStringList kWordsZh{QStringLiteral("审计"),   QStringLiteral("配额"), QStringLiteral("调度"),
                           QStringLiteral("显卡"),   QStringLiteral("证据"), QStringLiteral("租户"),
                           QStringLiteral("隔离"),   QStringLiteral("恢复"), QStringLiteral("签字"),
                           QStringLiteral("分钟内"), QStringLiteral("节点"), QStringLiteral("驱动"),
                           QStringLiteral("边界"),   QStringLiteral("平台"), QStringLiteral("日志")};

/// A text of about `length` code points: words separated by spaces (English) or none (Chinese), with
/// a full stop now and then.
QString prose(Random& random, qsizetype length, bool chinese)
{
    const QStringList& words = chinese ? kWordsZh : kWordsEn;
    QString text;
    text.reserve(length + 16);
    while (text.size() < length) {
        if (!text.isEmpty() && !chinese)
            text += u' ';
        text += words.at(random.below(int(words.size())));
        if (random.below(12) == 0)
            text += chinese ? QStringLiteral("。") : QStringLiteral(".");
    }
    return text.left(length);
}

Bilingual both(Random& random, qsizetype length)
{
    return {prose(random, length, true), prose(random, length, false)};
}

/// A text length: mostly `usual`, sometimes long, rarely at `bound`.
qsizetype lengthOf(Random& random, qsizetype usual, qsizetype bound)
{
    const int draw = random.below(1000);
    if (draw < 5)
        return bound;
    if (draw < 60)
        return usual * 4 + random.below(int(usual * 4));
    return usual / 2 + random.below(int(usual));
}

const QDate kAsOf(2026, 11, 30);

/// 0 .. n-1 in a random order (Fisher-Yates).
QList<int> shuffled(int n, Random& random)
{
    QList<int> order(n);
    for (int i = 0; i < n; ++i)
        order[i] = i;
    for (int i = n - 1; i > 0; --i)
        std::swap(order[i], order[random.below(i + 1)]);
    return order;
}

Result<void> generate(Storage& storage, int candidateCount, int criterionCount, quint64 seed, qsizetype longTeam,
                      bool verdicts, const QString& language)
{
    Random random(seed);
    const QString at = QStringLiteral("2026-11-20T08:00:00Z");
    QList<std::pair<QString, QString>> settings = SettingsRepository::bilingualSettings(
        QLatin1String(schema::key::Title),
        {QStringLiteral("大规模评估：%1 个候选方案、%2 项需求").arg(candidateCount).arg(criterionCount),
         QStringLiteral("Large evaluation: %1 candidates, %2 requirements").arg(candidateCount).arg(criterionCount)},
        language);
    settings.append({QLatin1String(schema::key::AsOf), kAsOf.toString(Qt::ISODate)});
    for (const auto& [key, value] : std::as_const(settings)) {
        auto stored = SettingsRepository(storage).read(key);
        if (!stored)
            return stored.error();
        if (auto r = *stored ? SettingsRepository::replace(storage, key, value)
                             : SettingsRepository::write(storage, {{key, value}});
            !r)
            return r;
    }

    // Candidates: their positions (the committee's order) shuffled against their ids, 5 % set aside at
    // random, every 40th name at the 200-code-point bound.
    QList<int> positions = shuffled(candidateCount, random);
    QList<Candidate> candidates;
    for (int i = 0; i < candidateCount; ++i) {
        Candidate c;
        c.id = QStringLiteral("cand-%1").arg(i + 1, 3, 10, QLatin1Char('0'));
        c.position = positions.at(i) + 1;
        c.name = {QStringLiteral("候选方案 %1 号平台").arg(i + 1), QStringLiteral("Candidate %1 platform").arg(i + 1)};
        if (i % 40 == 7) {
            c.name.zh = QString(c.name.zh + u' ' + prose(random, 200, true)).left(200);
            c.name.en = QString(c.name.en + u' ' + prose(random, 200, false)).left(200);
        }
        c.vendor = {QStringLiteral("厂商 %1").arg(i % 37), QStringLiteral("Vendor %1").arg(i % 37)};
        c.route = QStringLiteral("cloud_managed");
        c.deployment = QStringLiteral("cloud");
        c.tcoTemplate = QStringLiteral("cloud");
        c.shortlisted = random.below(20) != 0;
        if (!c.shortlisted)
            c.setAsideReason = prose(random, lengthOf(random, 60, 10000), language == QLatin1String("zh_CN"));
        candidates.append(c);
    }
    // The PoC and the TCO: 40 candidates drawn at random.
    const QList<int> drawn = shuffled(candidateCount, random).mid(0, 40);
    for (const int i : drawn)
        candidates[i].inPoc = true;
    if (auto r = CandidateRepository::insertAll(storage, candidates); !r)
        return r;

    // Criteria: 60 % gates, 30 % bonus, 10 % deferred, drawn at random and in shuffled positions, so that
    // gates and bonus criteria interleave in the committee's order and ids do not follow it.
    const QStringList categories{QStringLiteral("security_identity"), QStringLiteral("data_boundary"),
                                 QStringLiteral("hardware_compat"), QStringLiteral("resource_availability"),
                                 QStringLiteral("key_workflow")};
    positions = shuffled(criterionCount, random);
    QList<Criterion> criteria;
    QStringList gates;
    QStringList bonuses;
    for (int i = 0; i < criterionCount; ++i) {
        Criterion c;
        c.position = positions.at(i) + 1;
        const int tenth = random.below(10);
        c.tier = tenth < 6 ? CriterionTier::Gate : tenth < 9 ? CriterionTier::Bonus : CriterionTier::Deferred;
        c.id = QStringLiteral("req-%1").arg(i + 1, 4, 10, QLatin1Char('0'));
        c.category = categories.at(random.below(int(categories.size())));
        const qsizetype titleLength = i % 97 == 3 ? 200 : 12 + random.below(40);
        c.title = {QString(QStringLiteral("需求 %1 ").arg(i + 1) + prose(random, titleLength, true)).left(200),
                   QString(QStringLiteral("Requirement %1 ").arg(i + 1) + prose(random, titleLength, false)).left(200)};
        c.ownerRole = {QStringLiteral("安全负责人"), QStringLiteral("Security lead")};
        c.acceptance = both(random, lengthOf(random, 220, 10000));
        c.evidenceRequired = c.tier == CriterionTier::Gate && random.below(3) == 0;
        if (c.tier == CriterionTier::Bonus)
            c.weight = 0.5 + random.below(6) * 0.5;
        if (c.tier == CriterionTier::Deferred)
            c.reviewDate = QDate(2027, 3, 31);
        if (c.tier == CriterionTier::Gate)
            gates.append(c.id);
        else if (c.tier == CriterionTier::Bonus)
            bonuses.append(c.id);
        criteria.append(c);
    }
    if (auto r = CriterionRepository::insertAll(storage, criteria); !r)
        return r;

    // Verdicts. Profiles, drawn at random: 30 % all passed (some on waivers), 30 % blocked by a few open
    // gates, 30 % eliminated by a few failures, 10 % barely assessed (most gates never looked at).
    QList<Assessment> assessments;
    for (int i = 0; i < (verdicts ? candidateCount : 0); ++i) {
        const int profile = random.below(10);
        const bool barely = profile == 9;
        for (int g = 0; g < gates.size(); ++g) {
            Assessment a;
            a.candidateId = candidates.at(i).id;
            a.criterionId = gates.at(g);
            a.reviewer = QStringLiteral("Lin Xiaowen");
            a.updatedAt = at;
            const int draw = random.below(1000);
            if (barely) {
                if (draw < 850)
                    continue; // never assessed: Unknown, no row
                a.verdict = draw < 990 ? GateVerdict::Pass : GateVerdict::Unknown;
            } else if (profile < 3) {
                a.verdict = draw < 995 ? GateVerdict::Pass : GateVerdict::Waived;
            } else if (profile < 6) {
                a.verdict = draw < 985 ? GateVerdict::Pass : GateVerdict::Unknown;
            } else {
                a.verdict = draw < 990 ? GateVerdict::Pass : draw < 995 ? GateVerdict::Fail : GateVerdict::Unknown;
            }
            if (a.verdict == GateVerdict::Waived) {
                const int kind = random.below(10);
                a.waiver.owner = QStringLiteral("Wang Lei");
                a.waiver.reason = prose(random, lengthOf(random, 80, 10000), language == QLatin1String("zh_CN"));
                a.waiver.expires = kind < 7 ? QDate(2027, 1, 31) : QDate(2026, 10, 31); // 30 % expired
            }
            const qsizetype note =
                a.verdict == GateVerdict::Pass ? (random.below(2) ? 40 : 0) : lengthOf(random, 240, 10000);
            if (note > 0)
                a.evidence = prose(random, note, language == QLatin1String("zh_CN"));
            assessments.append(a);
        }
    }
    if (auto r = AssessmentRepository::insertAssessments(storage, assessments); !r)
        return r;
    assessments.clear();

    QList<Member> reviewers{{QStringLiteral("r1"), QStringLiteral("Lin Xiaowen"), QStringLiteral("chair")},
                            {QStringLiteral("r2"), QStringLiteral("Wang Lei"), QStringLiteral("security")}};
    if (auto r = MemberRepository::insertMembers(storage, reviewers); !r)
        return r;
    QList<BonusScore> scores;
    for (int i = 0; i < candidateCount; ++i) {
        for (const QString& bonus : std::as_const(bonuses)) {
            for (const Member& reviewer : std::as_const(reviewers)) {
                if (random.below(10) == 0)
                    continue;
                scores.append({candidates.at(i).id, bonus, reviewer.id, double(random.below(6)), false,
                               random.below(20) == 0 ? prose(random, 120, false) : QString(), at});
            }
        }
    }
    if (auto r = AssessmentRepository::insertScores(storage, scores); !r)
        return r;
    scores.clear();

    // PoC: six scenarios (two drills), three runs each (two for a few) for the candidates marked for it.
    QList<PocScenario> scenarios;
    for (int s = 0; s < 6; ++s) {
        PocScenario scenario;
        scenario.id = QStringLiteral("scenario-%1").arg(s + 1);
        scenario.position = s + 1;
        scenario.kind = s < 4 ? PocScenarioKind::Standard : PocScenarioKind::Drill;
        scenario.title = {QStringLiteral("场景 %1").arg(s + 1), QStringLiteral("Scenario %1").arg(s + 1)};
        scenario.minRuns = 3;
        scenarios.append(scenario);
    }
    if (auto r = PocRepository::insertScenarios(storage, scenarios); !r)
        return r;
    QList<PocRun> runs;
    for (const int i : drawn) {
        for (const PocScenario& scenario : std::as_const(scenarios)) {
            for (int n = 1; n <= 3 - (i % 7 == 0 ? 1 : 0); ++n) {
                PocRun run;
                run.candidateId = candidates.at(i).id;
                run.scenarioId = scenario.id;
                run.runNo = n;
                run.runId = QStringLiteral("%1-%2").arg(scenario.id).arg(n);
                run.outcome = random.below(10) == 0 ? PocOutcome::Failure : PocOutcome::Success;
                run.queueSeconds = 30.0 + random.below(900);
                run.submitToAvailableSeconds = *run.queueSeconds + 60 + random.below(600);
                run.operationSteps = 3 + random.below(8);
                run.manualInterventions = random.below(3);
                if (scenario.kind == PocScenarioKind::Drill) {
                    run.recoverySeconds = 120.0 + random.below(1800);
                    run.selfDiagnosed = random.below(3) != 0;
                }
                runs.append(run);
            }
        }
    }
    if (auto r = PocRepository::insertRuns(storage, runs); !r)
        return r;

    // TCO: two scenarios and five lines for each of the candidates in the PoC.
    QList<TcoScenario> tcoScenarios;
    QList<TcoLine> lines;
    for (const int i : drawn) {
        const QString id = candidates.at(i).id;
        tcoScenarios.append(
            {id + QStringLiteral("-normal"), id, QStringLiteral("normal"), Decimal::fromInteger(1), {}});
        tcoScenarios.append({id + QStringLiteral("-peak"),
                             id,
                             QStringLiteral("peak"),
                             *Decimal::parse(QStringLiteral("1.5")),
                             {6, 7, 12}});
        const QStringList lineCategories{QStringLiteral("compute"), QStringLiteral("storage"),
                                         QStringLiteral("data_transfer"), QStringLiteral("licence_managed"),
                                         QStringLiteral("ops_staff")};
        for (int l = 0; l < 5; ++l) {
            TcoLine line;
            line.candidateId = id;
            line.category = lineCategories.at(l);
            line.description = both(random, 30);
            line.kind = l == 4 ? TcoLineKind::Staff : TcoLineKind::Recurring;
            line.quantity = Decimal::fromInteger(1 + random.below(64));
            line.unit = QStringLiteral("GPU");
            line.unitPrice = Decimal::fromInteger(1000 + random.below(50000));
            line.currency = QStringLiteral("CNY");
            if (l == 4) {
                line.fte = Decimal::fromInteger(1 + random.below(4));
                line.loadedAnnualCost = Decimal::fromInteger(400000);
            }
            lines.append(line);
        }
    }
    if (auto r = TcoRepository::insertScenarios(storage, tcoScenarios); !r)
        return r;
    if (auto r = TcoRepository::insertLines(storage, lines); !r)
        return r;

    if (longTeam > 0) {
        const QList<Team> teams{
            {QStringLiteral("vision"), {QStringLiteral("视觉"), QStringLiteral("Vision")}, 64.0},
            {QStringLiteral("long"), {prose(random, longTeam, true), prose(random, longTeam, false)}, 32.0}};
        if (auto r = BaselineRepository::insertTeams(storage, teams); !r)
            return r;
        qint64 n = 0;
        auto inserted = BaselineRepository::insertJobs(storage, [&](JobRecord& job) {
            if (n >= 2000)
                return false;
            job = JobRecord();
            job.jobKey = QString::number(++n);
            job.team = n % 2 ? QStringLiteral("vision") : QStringLiteral("long");
            job.user = QStringLiteral("u%1").arg(n % 7);
            job.taskType = QStringLiteral("training");
            job.gpuType = QStringLiteral("A100");
            job.gpus = 1 + n % 8;
            job.submitUtc = QDateTime(QDate(2026, 10, 5), QTime(0, 0), QTimeZone::utc()).toSecsSinceEpoch() + n * 600;
            job.startUtc = job.submitUtc + 60 + n % 900;
            job.endUtc = *job.startUtc + 3600;
            job.outcome = JobOutcome::Completed;
            return true;
        });
        if (!inserted)
            return inserted.error();
    }
    return {};
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString out = argument(args, QStringLiteral("--out"));
    if (out.isEmpty()) {
        std::fprintf(stderr, "usage: bench_report --out EVAL.gatebench [--pdf OUT.pdf] [--candidates N] "
                             "[--criteria M] [--seed S] [--lang en|zh_CN] [--long-team CHARS] [--no-verdicts] "
                             "[--no-report] [--existing]\n");
        return 1;
    }
    const QString pdf = argument(args, QStringLiteral("--pdf"), out + QStringLiteral(".pdf"));
    const int candidates = argument(args, QStringLiteral("--candidates"), QStringLiteral("200")).toInt();
    const int criteria = argument(args, QStringLiteral("--criteria"), QStringLiteral("2000")).toInt();
    const quint64 seed = argument(args, QStringLiteral("--seed"), QStringLiteral("1")).toULongLong();
    const qsizetype longTeam = argument(args, QStringLiteral("--long-team"), QStringLiteral("0")).toLongLong();
    const QString language = argument(args, QStringLiteral("--lang"), QStringLiteral("en"));

    QElapsedTimer clock;
    clock.start();
    const bool existing = args.contains(QStringLiteral("--existing"));
    NewWorkspaceOptions options;
    options.path = out;
    options.content = NewWorkspaceOptions::Content::Empty;
    options.language = language;
    options.timeZone = QStringLiteral("Asia/Shanghai");
    options.overwrite = true;
    if (auto created = existing ? Result<void>() : createWorkspaceFile(options); !created) {
        std::fprintf(stderr, "%s\n", qPrintable(created.error().message));
        return 1;
    }
    if (!existing) {
        auto storage = storageFactory::open(out, storageFactory::Access::ReadWrite);
        if (!storage) {
            std::fprintf(stderr, "%s\n", qPrintable(storage.error().message));
            return 1;
        }
        auto written = (*storage)->transaction([&] {
            return generate(**storage, candidates, criteria, seed, longTeam,
                            !args.contains(QStringLiteral("--no-verdicts")), language);
        });
        if (!written) {
            std::fprintf(stderr, "%s\n", qPrintable(written.error().message));
            return 1;
        }
    }
    if (!existing)
        std::printf("evaluation: %d candidates x %d criteria%s, written in %.1f s to %s\n", candidates, criteria,
                    longTeam > 0 ? qPrintable(QStringLiteral(", a team label of %1 characters").arg(longTeam)) : "",
                    double(clock.elapsed()) / 1000, qPrintable(out));
    if (args.contains(QStringLiteral("--no-report")))
        return 0;

    // What `gatebench report FILE -o OUT.pdf --lang L` does (app/ReportCommand.cpp).
    applyLanguage(language);
    const long rssBefore = peakRssMb();
    clock.restart();
    auto workspace = Workspace::open(out, Workspace::Access::ReadOnly);
    if (!workspace) {
        std::fprintf(stderr, "%s\n", qPrintable(workspace.error().message));
        return 1;
    }
    report::Options reportOptions;
    reportOptions.language = language;
    auto content = report::build((*workspace)->queries().rows(), reportOptions);
    if (!content) {
        std::fprintf(stderr, "%s\n", qPrintable(content.error().message));
        return 1;
    }
    const qint64 built = clock.elapsed();
    const long rssBuilt = peakRssMb();
    auto written = report::writePdf(*content, pdf);
    if (!written) {
        std::fprintf(stderr, "%s\n", qPrintable(written.error().message));
        return 1;
    }
    const qint64 total = clock.elapsed();
    QFile file(pdf);
    file.open(QIODevice::ReadOnly);
    const QByteArray bytes = file.readAll();
    const qsizetype pages = QString::fromLatin1(bytes).count(QRegularExpression(QStringLiteral("/Type\\s*/Page[^s]")));
    std::printf("report (%s): content %.1f s, layout and PDF %.1f s, total %.1f s; %lld pages, %.1f MB; "
                "peak RSS %ld MB (%ld MB before the report, %ld MB once its content was built)\n",
                qPrintable(language), double(built) / 1000, double(total - built) / 1000, double(total) / 1000,
                static_cast<long long>(pages), double(bytes.size()) / 1e6, peakRssMb(), rssBefore, rssBuilt);
    return 0;
}
