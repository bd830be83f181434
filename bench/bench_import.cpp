// bench_import: the bulk write path of imports (issue 8, item 3). For each row count it writes a
// criteria CSV (the Requirements page's columns, a third each gate, bonus and deferred), then:
//
//   sqlite3 .import  `sqlite3 X.db ".import --csv FILE t"` of that file into a fresh database: the
//                    floor (no validation, no types, no indexes)
//   gatebench import `gatebench import X.gatebench --kind criteria FILE` on a fresh template
//                    evaluation, as a child process: wall clock, and peak RSS as /usr/bin/time
//                    reports it (wait4 on a child spawned from this process would count this
//                    process's own high-water mark, which the child inherits until it execs)
//   undo, redo       the same import through the Workspace API in this process (runImport, then
//                    undo and redo of the stack), wall clock of each
//   re-import        a second file with every title changed, imported over the first (updates),
//                    then its undo and redo
//
//   bench_import [--rows 50000,100000,200000] [--dir PATH] [--only wide|narrow]
//                                                  (needs /usr/bin/time: apt-get install time)
//
// Each row count runs twice: wide rows (the 14 columns above, about 250 bytes a row), then narrow
// rows (id, tier, title, weight, about 43 bytes: the fixed cost of a row; issue 28, item 10).
//
// Every step checks its row counts and exits 1 if one is wrong.
#include "ImportPipeline.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QUndoStack>

#include <cstdio>
#include <fcntl.h>
#include <functional>
#include <spawn.h>
#include <sys/wait.h>
#include <time.h>

extern char** environ;

using namespace gatebench;

namespace {

[[noreturn]] void die(const QString& why)
{
    std::fprintf(stderr, "bench_import: %s\n", qPrintable(why));
    std::exit(1);
}

/// The narrow case (issue 28, item 10): id, tier, title, weight, about 43 bytes a row, where the
/// fixed cost of a row dominates.
void writeNarrowCsv(const QString& path, int rows, const char* titleWord)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        die(QStringLiteral("cannot write %1").arg(path));
    static const char* const tiers[] = {"gate", "bonus", "deferred"};
    QByteArray out = "id,tier,title,weight\n";
    for (int i = 0; i < rows; ++i) {
        const QByteArray n = QByteArray::number(i);
        const int t = i % 3;
        out += "bulk-" + n + ',' + tiers[t] + ',' + titleWord + ' ' + n + ',' +
               (t == 1 ? QByteArray::number(i % 5 + 1) : QByteArray()) + '\n';
        if (out.size() > (1 << 20)) {
            file.write(out);
            out.clear();
        }
    }
    file.write(out);
}

void writeCsv(const QString& path, int rows, const char* titleWord, bool narrow)
{
    if (narrow) {
        writeNarrowCsv(path, rows, titleWord);
        return;
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        die(QStringLiteral("cannot write %1").arg(path));
    static const char* const tiers[] = {"gate", "bonus", "deferred"};
    static const char* const categories[] = {"security_identity", "key_workflow", "automation", "experience"};
    QByteArray out = "id,tier,category,title_zh,title_en,description_zh,description_en,owner_zh,owner_en,"
                     "acceptance_zh,acceptance_en,evidence_required,weight,review_date\n";
    for (int i = 0; i < rows; ++i) {
        const QByteArray n = QByteArray::number(i);
        const int t = i % 3;
        out += "bulk-" + n + ',' + tiers[t] + ',' + categories[i % 4] + ",批量要求 " + n + ',' + titleWord + ' ' + n +
               ",描述第 " + n + " 条：调度与配额,Description of requirement " + n +
               ": scheduling and quotas,平台组,Platform team,验收 " + n + ",Accepted when test " + n + " passes," +
               (t == 0 ? "1" : "0") + ',' + (t == 1 ? QByteArray::number(i % 5 + 1) : QByteArray()) + ',' +
               (t == 2 ? "2027-03-01" : "") + '\n';
        if (out.size() > (1 << 20)) {
            file.write(out);
            out.clear();
        }
    }
    file.write(out);
}

struct Run {
    double seconds = 0;
    long peakKb = 0;
    int exitCode = -1;
};

/// Runs a program to its end: wall clock, peak resident set (from wait4) and exit code.
Run run(const QStringList& arguments)
{
    std::vector<QByteArray> bytes;
    for (const QString& argument : arguments)
        bytes.push_back(argument.toLocal8Bit());
    std::vector<char*> argv;
    for (QByteArray& b : bytes)
        argv.push_back(b.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    if (posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0)
        die(QStringLiteral("cannot run %1").arg(arguments.first()));
    posix_spawn_file_actions_destroy(&actions);
    int status = 0;
    waitpid(pid, &status, 0);
    Run result;
    result.seconds = double(timer.nsecsElapsed()) / 1e9;
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

QString freshTemplate(const QString& path)
{
    QFile::remove(path);
    NewWorkspaceOptions options;
    options.path = path;
    options.language = QStringLiteral("en");
    options.timeZone = QStringLiteral("Asia/Shanghai");
    if (auto r = createWorkspaceFile(options); !r)
        die(r.error().message);
    return path;
}

qint64 count(Workspace& w, const char* table)
{
    return *w.queries().rows().count(QLatin1String(table));
}

double cpuNow()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

/// Wall clock and CPU time of this process: the machine is shared, so CPU time is the fairer figure.
struct Timed {
    double wall = 0;
    double cpu = 0;
};

Timed timed(const std::function<void()>& work)
{
    QElapsedTimer timer;
    timer.start();
    const double cpu = cpuNow();
    work();
    return {double(timer.nsecsElapsed()) / 1e9, cpuNow() - cpu};
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QList<int> counts{50000, 100000, 200000};
    QString dirPath;
    QStringList shapes{QStringLiteral("wide"), QStringLiteral("narrow")};
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args.at(i) == QLatin1String("--rows")) {
            counts.clear();
            for (const QString& n : args.at(i + 1).split(u','))
                counts.append(n.toInt());
        } else if (args.at(i) == QLatin1String("--dir")) {
            dirPath = args.at(i + 1);
        } else if (args.at(i) == QLatin1String("--only")) {
            shapes = {args.at(i + 1)};
        }
    }
    QTemporaryDir temporary;
    const QDir dir(dirPath.isEmpty() ? temporary.path() : dirPath);
    const QString gatebench = QStringLiteral(GATEBENCH_EXECUTABLE);

    std::printf("| rows | shape | CSV MB | sqlite3 .import s | gatebench import s | ratio | peak RSS MB | undo s (CPU) "
                "| redo s "
                "(CPU) | re-import s | its undo s | its redo s |\n"
                "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (const QString& shape : std::as_const(shapes))
        for (const int rows : counts) {
            const bool narrow = shape == QLatin1String("narrow");
            const QString csv = dir.filePath(QStringLiteral("criteria-%1-%2.csv").arg(shape).arg(rows));
            const QString changed = dir.filePath(QStringLiteral("criteria-%1-%2-changed.csv").arg(shape).arg(rows));
            writeCsv(csv, rows, "Bulk requirement", narrow);
            writeCsv(changed, rows, "Changed requirement", narrow);

            const QString db = dir.filePath(QStringLiteral("bare-%1-%2.db").arg(shape).arg(rows));
            QFile::remove(db);
            const Run bare = run({QStringLiteral("sqlite3"), db, QStringLiteral(".import --csv %1 t").arg(csv)});
            if (bare.exitCode != 0)
                die(QStringLiteral("sqlite3 .import failed"));

            const QString cliFile =
                freshTemplate(dir.filePath(QStringLiteral("cli-%1-%2.gatebench").arg(shape).arg(rows)));
            const QString peakFile = dir.filePath(QStringLiteral("peak-%1.txt").arg(rows));
            Run cli = run({QStringLiteral("/usr/bin/time"), QStringLiteral("-f"), QStringLiteral("%M"),
                           QStringLiteral("-o"), peakFile, gatebench, QStringLiteral("import"), cliFile,
                           QStringLiteral("--kind"), QStringLiteral("criteria"), csv});
            if (cli.exitCode != 0)
                die(QStringLiteral("gatebench import exited %1").arg(cli.exitCode));
            QFile peak(peakFile);
            if (peak.open(QIODevice::ReadOnly))
                cli.peakKb = peak.readAll().trimmed().split('\n').last().toLong();

            const QString apiFile =
                freshTemplate(dir.filePath(QStringLiteral("api-%1-%2.gatebench").arg(shape).arg(rows)));
            auto opened = Workspace::open(apiFile);
            if (!opened)
                die(opened.error().message);
            Workspace& w = **opened;
            const qint64 template_ = count(w, "criteria");
            ImportRequest request;
            request.kind = QStringLiteral("criteria");
            request.inputs = {csv};
            Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
            (void)runImport(w, request, &committed);
            if (!committed || count(w, "criteria") != template_ + rows)
                die(QStringLiteral("the import did not land"));
            const Timed undo = timed([&] { (void)w.undo(); });
            if (count(w, "criteria") != template_)
                die(QStringLiteral("undo left %1 criteria").arg(count(w, "criteria")));
            Result<void> redone;
            const Timed redo = timed([&] { redone = w.redo(); });
            if (!redone) {
                // Reported, not fatal: the import's own figures still stand.
                std::fprintf(stderr, "bench_import: redo failed: %s\n", qPrintable(redone.error().message));
                std::printf("| %d | %s | %.1f | %.3f | %.3f | %.1fx | %.0f | %.2f (%.2f) | redo failed | | | |\n", rows,
                            qPrintable(shape), double(QFileInfo(csv).size()) / 1e6, bare.seconds, cli.seconds,
                            cli.seconds / bare.seconds, double(cli.peakKb) / 1024.0, undo.wall, undo.cpu);
                std::fflush(stdout);
                continue;
            }
            if (count(w, "criteria") != template_ + rows)
                die(QStringLiteral("redo left %1 criteria").arg(count(w, "criteria")));

            request.inputs = {changed};
            const Timed reimport = timed([&] { (void)runImport(w, request, &committed); });
            if (!committed)
                die(QStringLiteral("the re-import failed: %1").arg(committed.error().message));
            const Timed reUndo = timed([&] { (void)w.undo(); });
            const Timed reRedo = timed([&] { (void)w.redo(); });
            if (count(w, "criteria") != template_ + rows)
                die(QStringLiteral("the re-import changed the row count"));

            std::printf(
                "| %d | %s | %.1f | %.3f | %.3f | %.1fx | %.0f | %.2f (%.2f) | %.2f (%.2f) | %.2f | %.2f | %.2f |\n",
                rows, qPrintable(shape), double(QFileInfo(csv).size()) / 1e6, bare.seconds, cli.seconds,
                cli.seconds / bare.seconds, double(cli.peakKb) / 1024.0, undo.wall, undo.cpu, redo.wall, redo.cpu,
                reimport.wall, reUndo.wall, reRedo.wall);
            std::fflush(stdout);
        }
    return 0;
}
