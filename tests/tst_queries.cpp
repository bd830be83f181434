// The read layer (workspace/EvaluationQueries.h): the current decision computed once per change and
// shared, after an edit the shared decision is the new one, the typed settings read every form the
// app has written, and a worker thread reads through a connection of its own while the workspace
// writes.
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "decision/DecisionLoader.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace gatebench;

namespace {

// The demo as DOMAIN.md and tst_decision_demo know it: Run:ai leads, k8s-oss is second; Run:ai's
// data-boundary gate passes.
const QString kLeader = QStringLiteral("runai");
const QString kSecond = QStringLiteral("k8s-oss");
const QString kGate = QStringLiteral("gate-data-boundary");

} // namespace

class TestQueries : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;

    std::unique_ptr<Workspace> openDemo()
    {
        auto opened = Workspace::open(m_demos.fresh());
        if (!opened)
            qFatal("%s", qPrintable(opened.error().message));
        return std::move(opened).value();
    }

    /// Sets (or with null removes) one setting as one undoable step, as the window would.
    static void setSetting(Workspace& workspace, const char* key, const std::optional<QString>& value)
    {
        auto change = SettingsRepository(WorkspaceTestAccess::storage(workspace)).change(QLatin1String(key), value);
        QVERIFY2(change, qPrintable(change ? QString() : change.error().message));
        if (!*change)
            return;
        auto r = workspace.execute({**change}, QStringLiteral("set a setting"));
        QVERIFY2(r, qPrintable(r ? QString() : r.error().message));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demos.create(m_dir.path()));
    }

    void decisionIsComputedOncePerChange()
    {
        auto w = openDemo();
        EvaluationQueries& queries = w->queries();
        const int before = queries.decisionsComputed();
        auto first = queries.decision();
        QVERIFY(first);
        // Every later reader of the same date gets the same snapshot: nothing is computed again.
        for (int reader = 0; reader < 5; ++reader) {
            auto again = queries.decision();
            QVERIFY(again);
            QCOMPARE(again->get(), first->get());
        }
        QCOMPARE(queries.decisionsComputed(), before + 1);
        // The evaluation date named, as the pages name it, is the same decision.
        auto named = queries.decision(queries.evaluationDate());
        QVERIFY(named);
        QCOMPARE(named->get(), first->get());
        QCOMPARE(queries.decisionsComputed(), before + 1);
        // Another as-of date is another decision, once.
        QVERIFY(queries.decision(QDate(2027, 6, 1)));
        QVERIFY(queries.decision(QDate(2027, 6, 1)));
        QCOMPARE(queries.decisionsComputed(), before + 2);

        // One change: computed once again, however many read it.
        QVERIFY(assessments::setVerdict(*w, kLeader, kGate, GateVerdict::Fail));
        for (int reader = 0; reader < 5; ++reader)
            QVERIFY(queries.decision());
        QCOMPARE(queries.decisionsComputed(), before + 3);
    }

    void sharedDecisionFollowsAnEdit()
    {
        auto w = openDemo();
        EvaluationQueries& queries = w->queries();
        auto before = queries.decision();
        QVERIFY(before);
        QCOMPARE((*before)->decision.recommended, kLeader);
        QCOMPARE((*before)->decision.asOf, QDate(2026, 11, 30)); // the demo's stated date

        // A reader that hears of the change reads the new decision, not the one before it.
        std::optional<QString> heard;
        connect(w.get(), &Workspace::changed, this, [&] {
            if (auto now = w->queries().decision())
                heard = (*now)->decision.recommended;
        });
        QVERIFY(assessments::setVerdict(*w, kLeader, kGate, GateVerdict::Fail));
        QCOMPARE(heard, std::optional<QString>(kSecond));
        auto after = queries.decision();
        QVERIFY(after);
        QCOMPARE((*after)->decision.recommended, kSecond);
        QCOMPARE((*after)->decision.candidate(kLeader)->status, std::optional(CandidateStatus::Eliminated));
        // The snapshot held from before the edit is left as it was.
        QCOMPARE((*before)->decision.recommended, kLeader);

        // Undo is a change too.
        QVERIFY(w->undo());
        auto undone = queries.decision();
        QVERIFY(undone);
        QCOMPARE((*undone)->decision.recommended, kLeader);

        // The same as the engine decides on the rows as stored.
        auto input = loadDecisionInput(WorkspaceTestAccess::storage(*w));
        QVERIFY(input);
        const Decision direct = decide(*input, QDate(2026, 11, 30));
        QCOMPARE((*undone)->decision.ranking, direct.ranking);
        QCOMPARE((*undone)->decision.alternative, direct.alternative);
    }

    void settingsReadEveryStoredForm()
    {
        auto w = testing::createWorkspace(m_dir.filePath(QStringLiteral("settings.gatebench")),
                                          {NewWorkspaceOptions::Content::Empty, QStringLiteral("en"),
                                           QStringLiteral("Europe/Berlin"), QStringLiteral("Test Reviewer")});
        EvaluationQueries& queries = w->queries();
        // As a new evaluation writes them: simulated "0", the language and zone chosen, no stated date.
        QCOMPARE(queries.settings().simulated, false);
        QCOMPARE(queries.settings().language, QStringLiteral("en"));
        QCOMPARE(queries.settings().timeZoneId, std::optional<QString>(QStringLiteral("Europe/Berlin")));
        QCOMPARE(queries.settings().clusterZone, QTimeZone("Europe/Berlin"));
        QVERIFY(!queries.settings().statedDate.isValid());
        // No stated date: today in the cluster's zone at the workspace's clock (2026-11-30 09:00 UTC).
        QCOMPARE(queries.evaluationDate(), QDate(2026, 11, 30));

        // Simulated: "1" as the demo writes it, "0" as a new evaluation does, and a file without it.
        setSetting(*w, schema::key::Simulated, QStringLiteral("1"));
        QCOMPARE(queries.settings().simulated, true);
        setSetting(*w, schema::key::Simulated, QStringLiteral("0"));
        QCOMPARE(queries.settings().simulated, false);
        setSetting(*w, schema::key::Simulated, std::nullopt);
        QCOMPARE(queries.settings().simulated, false);

        // Language: "en", "zh_CN", and a file without it (read as Chinese, as Workspace::language does).
        setSetting(*w, schema::key::Language, QStringLiteral("zh_CN"));
        QCOMPARE(queries.settings().language, QStringLiteral("zh_CN"));
        setSetting(*w, schema::key::Language, std::nullopt);
        QCOMPARE(queries.settings().language, QStringLiteral("zh_CN"));

        // The stated date, and one that cannot be read (then today again).
        setSetting(*w, schema::key::AsOf, QStringLiteral("2026-12-24"));
        QCOMPARE(queries.settings().statedDate, QDate(2026, 12, 24));
        QCOMPARE(queries.evaluationDate(), QDate(2026, 12, 24));
        setSetting(*w, schema::key::AsOf, QStringLiteral("24.12.2026"));
        QVERIFY(!queries.settings().statedDate.isValid());
        QCOMPARE(queries.evaluationDate(), QDate(2026, 11, 30));

        // The zone: an unknown one is stated but invalid, and the cluster's zone is then UTC. An empty or
        // missing one is what Qt makes of an empty id (the machine's zone), as it always was: "today" is
        // the day SettingsRepository::evaluationDate gives.
        const SettingsRepository stored(WorkspaceTestAccess::storage(*w));
        setSetting(*w, schema::key::TimeZone, QStringLiteral("Mars/Olympus_Mons"));
        QCOMPARE(queries.settings().timeZoneId, std::optional<QString>(QStringLiteral("Mars/Olympus_Mons")));
        QVERIFY(!queries.settings().statedZone.isValid());
        QCOMPARE(queries.settings().clusterZone, QTimeZone::utc());
        QCOMPARE(queries.evaluationDate(), stored.evaluationDate(w->now()));
        setSetting(*w, schema::key::TimeZone, QStringLiteral(""));
        QCOMPARE(queries.settings().timeZoneId, std::optional<QString>(QStringLiteral("")));
        QCOMPARE(queries.evaluationDate(), stored.evaluationDate(w->now()));
        setSetting(*w, schema::key::TimeZone, std::nullopt);
        QCOMPARE(queries.settings().timeZoneId, std::optional<QString>());
        QCOMPARE(queries.evaluationDate(), stored.evaluationDate(w->now()));
        // A zone east of UTC moves "today" at the clock's 09:00 UTC only when it is 15 hours ahead.
        setSetting(*w, schema::key::AsOf, std::nullopt);
        setSetting(*w, schema::key::TimeZone, QStringLiteral("Pacific/Kiritimati")); // UTC+14
        QCOMPARE(queries.settings().statedZone, QTimeZone("Pacific/Kiritimati"));
        QCOMPARE(queries.evaluationDate(), QDate(2026, 11, 30));
        w->setClock([] { return QDateTime(QDate(2026, 11, 30), QTime(11, 0), QTimeZone::utc()); });
        QCOMPARE(queries.evaluationDate(), QDate(2026, 12, 1));

        // Both-language title and organisation, and an older file's title in its language only.
        setSetting(*w, schema::key::Language, QStringLiteral("en"));
        setSetting(*w, "title_zh", QStringLiteral("评估"));
        setSetting(*w, "title_en", QStringLiteral("Evaluation"));
        QCOMPARE(queries.settings().title, (Bilingual{QStringLiteral("评估"), QStringLiteral("Evaluation")}));
        setSetting(*w, "title_zh", std::nullopt);
        setSetting(*w, "title_en", std::nullopt);
        setSetting(*w, schema::key::Title, QStringLiteral("Old title"));
        QCOMPARE(queries.settings().title, (Bilingual{QString(), QStringLiteral("Old title")}));

        // Undo brings the setting before back (the title a new English evaluation is given), and the
        // typed settings with it.
        QVERIFY(w->undo());
        QCOMPARE(queries.settings().title,
                 (Bilingual{QString(), QStringLiteral("GPU cluster management platform selection")}));
    }

    void flagAndLanguageForms()
    {
        QCOMPARE(EvaluationSettings::parseFlag(QStringLiteral("1")), true);
        QCOMPARE(EvaluationSettings::parseFlag(QStringLiteral("0")), false);
        QCOMPARE(EvaluationSettings::parseFlag(QStringLiteral("")), false);
        QCOMPARE(EvaluationSettings::parseFlag(std::nullopt), false);
        QCOMPARE(EvaluationSettings::parseLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(EvaluationSettings::parseLanguage(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(EvaluationSettings::parseLanguage(std::nullopt), QStringLiteral("zh_CN"));
    }

    void readerWorksInAThreadWhileTheWorkspaceWrites()
    {
        auto w = openDemo();
        EvaluationQueries& queries = w->queries();
        Storage& writer = WorkspaceTestAccess::storage(*w);
        const QString key = QStringLiteral("queries_test_marker");

        struct Read {
            QString error;
            std::optional<QString> marker;
            QString recommended;
            bool otherThread = false;
        };
        const auto readInThread = [&queries, &key] {
            Read read;
            QThread* worker = QThread::create([&] {
                read.otherThread = QThread::currentThread() != qApp->thread();
                auto reader = queries.openReader();
                if (!reader) {
                    read.error = reader.error().message;
                    return;
                }
                auto marker = SettingsRepository(**reader).read(key);
                auto input = loadDecisionInput(**reader);
                if (!marker || !input) {
                    read.error = !marker ? marker.error().message : input.error().message;
                    return;
                }
                read.marker = *marker;
                read.recommended = decide(*input, QDate(2026, 11, 30)).recommended;
            });
            worker->start();
            worker->wait();
            delete worker;
            return read;
        };

        // The workspace holds a write transaction (its write lock) while the worker reads: the worker
        // reads what was committed, neither waits for the other.
        Read during;
        auto written = writer.transaction([&]() -> Result<void> {
            if (auto r = SettingsRepository::write(writer, {{key, QStringLiteral("uncommitted")}}); !r)
                return r.error();
            during = readInThread();
            return {};
        });
        QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
        QVERIFY2(during.error.isEmpty(), qPrintable(during.error));
        QVERIFY(during.otherThread);
        QCOMPARE(during.marker, std::optional<QString>());
        QCOMPARE(during.recommended, kLeader);

        // Committed: a new reader sees it.
        const Read after = readInThread();
        QVERIFY2(after.error.isEmpty(), qPrintable(after.error));
        QCOMPARE(after.marker, std::optional<QString>(QStringLiteral("uncommitted")));
    }
};

QTEST_GUILESS_MAIN(TestQueries)
#include "tst_queries.moc"
