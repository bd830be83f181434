// An import killed at any moment (SIGKILL: a crash, a power cut of the process) leaves the
// evaluation wholly as it was before or wholly as it is after, and sound. Slow: it runs and kills
// the real `gatebench` program many times.
#include "TestSupport.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace gatebench;

class TestKill : public QObject {
    Q_OBJECT

private slots:
    void killedImportIsAllOrNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("eval.gatebench"));
        NewWorkspaceOptions options;
        options.path = path;
        options.language = QStringLiteral("en");
        options.timeZone = QStringLiteral("Asia/Shanghai");
        QVERIFY(createWorkspaceFile(options).ok());

        constexpr int kRows = 4000;
        QByteArray csv = "name_en,vendor_en,notes\n";
        for (int i = 1; i <= kRows; ++i)
            csv += "Platform " + QByteArray::number(i) + ",Vendor " + QByteArray::number(i % 97) +
                   ",\"imported to be killed, row " + QByteArray::number(i) + "\"\n";
        const QString input = dir.filePath(QStringLiteral("many.csv"));
        {
            QFile file(input);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(csv);
        }

        auto counts = [&]() -> std::pair<qint64, qint64> {
            auto workspace = Workspace::open(path, Workspace::Access::ReadWrite); // recovers the journal
            if (!workspace) {
                qWarning("cannot open after the kill: %s", qPrintable(workspace.error().message));
                return {-1, -1};
            }
            auto problems = (*workspace)->queries().rows().integrityCheck();
            if (!problems || !problems->isEmpty())
                return {-1, -1};
            return {*(*workspace)->queries().rows().count(QStringLiteral("candidates")),
                    *(*workspace)->queries().rows().count(QStringLiteral("imports"))};
        };

        // Killed at moments spread over reading, converting, writing and committing.
        const QList<int> delaysMs{0,   5,   20,  50,  80,  120, 160,  200,  250,  300,
                                  350, 400, 500, 600, 700, 800, 1000, 1200, 1500, 2000};
        int before = 0;
        int after = 0;
        int finished = 0;
        for (int delay : delaysMs) {
            const auto [candidates, imports] = counts();
            QVERIFY(candidates >= 0);
            QProcess process;
            process.start(
                QStringLiteral(GATEBENCH_EXECUTABLE),
                {QStringLiteral("import"), path, QStringLiteral("--kind"), QStringLiteral("candidates"), input});
            QVERIFY(process.waitForStarted());
            QThread::msleep(delay);
            const bool ran = process.state() == QProcess::NotRunning;
            process.kill();
            process.waitForFinished(10000);
            const auto [candidatesAfter, importsAfter] = counts();
            QVERIFY2(candidatesAfter >= 0, qPrintable(QStringLiteral("unsound after a kill at %1 ms").arg(delay)));
            if (candidatesAfter == candidates) {
                QCOMPARE(importsAfter, imports);
                ++before;
            } else {
                QCOMPARE(candidatesAfter, candidates + kRows);
                QCOMPARE(importsAfter, imports + 1);
                ran ? ++finished : ++after;
            }
        }
        qInfo("%d kills left the evaluation as before, %d as after; %d imports finished before the kill", before, after,
              finished);
        QVERIFY(before > 0);
    }
};

QTEST_GUILESS_MAIN(TestKill)
#include "tst_kill.moc"
