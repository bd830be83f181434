// File > Open shared evaluation… (issue 31, part 2): the dialog builds the location from its fields and
// fills its fields from a pasted location, refusing one with a password; a server that asks for a
// password gets it from a prompt, kept for the session only: nothing of it in the settings or the recent
// list, which keeps the location; the window's title and status bar name the server evaluation as
// user@host/db · evaluation. The part with a server runs on a throwaway cluster
// (tests/support/PostgresCluster.h): skipped when PostgreSQL cannot start here, unless
// GATEBENCH_REQUIRE_POSTGRES=1 (CI).
#include "MainWindow.h"
#include "ServerOpenDialog.h"
#include "TestSupport.h"
#include "support/PostgresCluster.h"
#include "workspace/Workspace.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

using namespace gatebench;
using namespace gatebench::testing;

class TestPostgresGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void dialogBuildsTheLocationFromItsFields()
    {
        ServerOpenDialog dialog;
        dialog.findChild<QLineEdit*>(QStringLiteral("serverHost"))->setText(QStringLiteral("db.example.org"));
        dialog.findChild<QSpinBox*>(QStringLiteral("serverPort"))->setValue(5433);
        dialog.findChild<QLineEdit*>(QStringLiteral("serverDatabase"))->setText(QStringLiteral("committee"));
        dialog.findChild<QLineEdit*>(QStringLiteral("serverUser"))->setText(QStringLiteral("alice"));
        dialog.findChild<QLineEdit*>(QStringLiteral("serverEvaluation"))->setText(QStringLiteral("round_2"));
        const QString expected = QStringLiteral("postgresql://alice@db.example.org:5433/committee?evaluation=round_2");
        QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("serverUri"))->text(), expected);
        QCOMPARE(dialog.location(), expected);
        auto* open = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open);
        QVERIFY(open->isEnabled());

        // A pasted location fills the fields.
        dialog.findChild<QLineEdit*>(QStringLiteral("serverUri"))
            ->setText(QStringLiteral("postgresql://bob@10.0.0.5:6543/gb?evaluation=pilot"));
        QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("serverHost"))->text(), QStringLiteral("10.0.0.5"));
        QCOMPARE(dialog.findChild<QSpinBox*>(QStringLiteral("serverPort"))->value(), 6543);
        QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("serverDatabase"))->text(), QStringLiteral("gb"));
        QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("serverUser"))->text(), QStringLiteral("bob"));
        QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("serverEvaluation"))->text(), QStringLiteral("pilot"));
        QCOMPARE(dialog.location(), QStringLiteral("postgresql://bob@10.0.0.5:6543/gb?evaluation=pilot"));

        // One with a password is refused, and says why.
        dialog.findChild<QLineEdit*>(QStringLiteral("serverUri"))
            ->setText(QStringLiteral("postgresql://bob:hunter2@10.0.0.5/gb?evaluation=pilot"));
        QVERIFY(!open->isEnabled());
        QVERIFY(dialog.location().isEmpty());
        const QString problem = dialog.findChild<QLabel*>(QStringLiteral("serverProblem"))->text();
        QVERIFY2(problem.contains(QLatin1String("password")), qPrintable(problem));
        QVERIFY(!problem.contains(QLatin1String("hunter2")));
    }

    void passwordPromptedAndNeverKept()
    {
        test::PostgresCluster cluster;
        if (!cluster.isRunning()) {
            if (test::PostgresCluster::required())
                QFAIL(qPrintable(QStringLiteral("PostgreSQL is required (GATEBENCH_REQUIRE_POSTGRES=1) and did not "
                                                "start: ") +
                                 cluster.problem()));
            QSKIP(qPrintable(QStringLiteral("no PostgreSQL server could be started here: ") + cluster.problem()));
        }
        const Run made = runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                                    {QStringLiteral("new"), cluster.uri(QStringLiteral("shared"))});
        QVERIFY2(made.code == 0, made.err.constData());
        bool ok = false;
        cluster.psql(QStringLiteral("ALTER ROLE secret SUPERUSER"), &ok); // this throwaway cluster's member
        QVERIFY(ok);
        const QString uri = cluster.uri(QStringLiteral("shared"), QStringLiteral("secret"));

        MainWindow window;
        window.resize(1280, 800);
        window.show();
        int asked = 0;
        QTimer answer;
        answer.setInterval(50);
        connect(&answer, &QTimer::timeout, this, [&] {
            for (QWidget* top : QApplication::topLevelWidgets()) {
                auto* prompt = qobject_cast<QInputDialog*>(top);
                if (prompt && prompt->objectName() == QLatin1String("serverPassword") && prompt->isVisible()) {
                    ++asked;
                    QCOMPARE(prompt->textEchoMode(), QLineEdit::Password);
                    prompt->setTextValue(QStringLiteral("secret-password"));
                    prompt->accept();
                }
            }
        });
        answer.start();
        QVERIFY(window.openFile(uri));
        answer.stop();
        QCOMPARE(asked, 1);
        QVERIFY(window.workspace()->isLive());

        // Named as user@host/db · evaluation, in the title and the status bar.
        const QString shown = QStringLiteral("secret@127.0.0.1:%1/gatebench_test · shared").arg(cluster.port());
        QVERIFY2(window.windowTitle().contains(shown), qPrintable(window.windowTitle()));
        auto* badge = window.findChild<QLabel*>(QStringLiteral("serverBadge"));
        QVERIFY(badge && badge->isVisible());
        QVERIFY2(badge->text().contains(shown), qPrintable(badge->text()));

        // The recent list keeps the location, by that name; nothing anywhere in the settings holds the
        // password.
        QSettings settings;
        QCOMPARE(settings.value(QStringLiteral("recentFiles")).toStringList().value(0), uri);
        const auto* recent = window.findChild<QMenu*>(QStringLiteral("menuRecent"));
        QVERIFY(recent && !recent->actions().isEmpty());
        QCOMPARE(recent->actions().first()->text(), shown);
        settings.sync();
        for (const QString& key : settings.allKeys()) {
            const QVariant value = settings.value(key);
            const QString text = value.canConvert<QStringList>() ? value.toStringList().join(u' ') : value.toString();
            QVERIFY2(!text.contains(QLatin1String("secret-password")), qPrintable(key));
        }
        QFile file(settings.fileName());
        if (file.open(QIODevice::ReadOnly))
            QVERIFY(!file.readAll().contains("secret-password"));

        // Opened again in this session: the password is remembered in memory, not asked again.
        window.closeWorkspace();
        asked = 0;
        answer.start();
        QVERIFY(window.openFile(uri));
        answer.stop();
        QCOMPARE(asked, 0);
        window.closeWorkspace();
    }

    // Opened as a member's login role on a server under its roles, the window acts as that member (as
    // the commands do), with no member chosen on this machine; before, it acted as no member.
    void windowActsAsTheMemberOfTheRole()
    {
        test::PostgresCluster cluster;
        if (!cluster.isRunning()) {
            if (test::PostgresCluster::required())
                QFAIL(qPrintable(QStringLiteral("PostgreSQL is required (GATEBENCH_REQUIRE_POSTGRES=1) and did not "
                                                "start: ") +
                                 cluster.problem()));
            QSKIP(qPrintable(QStringLiteral("no PostgreSQL server could be started here: ") + cluster.problem()));
        }
        const QString exe = QStringLiteral(GATEBENCH_EXECUTABLE);
        const QString admin = cluster.uri(QStringLiteral("team"));
        for (const QStringList& arguments :
             {QStringList{QStringLiteral("new"), admin, QStringLiteral("--demo")},
              QStringList{QStringLiteral("server"), QStringLiteral("init"), admin, QStringLiteral("--chair"),
                          QStringLiteral("r1")},
              QStringList{QStringLiteral("server"), QStringLiteral("add-member"), admin, QStringLiteral("--member"),
                          QStringLiteral("r2"), QStringLiteral("--permission"), QStringLiteral("member")}}) {
            const Run run = runProgram(exe, arguments);
            QVERIFY2(run.code == 0, run.err.constData());
        }
        QSettings().clear();
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.openFile(cluster.uri(QStringLiteral("team"), QStringLiteral("gb_team.r2"))));
        QCOMPARE(window.workspace()->actingMemberId(), QStringLiteral("r2"));
        window.closeWorkspace();
    }
};

QTEST_MAIN(TestPostgresGui)
#include "tst_postgres_gui.moc"
