// bench_archive: how long imports take that used to be quadratic (issue 7), on a fresh empty
// evaluation each run, best of --runs (default 3), wall clock and CPU time of the process:
//
//   bench_archive [--members N] [--names N] [--runs N]
//
//   archive         a ZIP of N members (default 10,000), one candidate row each
//   one file        the same N rows in one CSV file: the archive should cost about the same
//   equal names     N rows (default 20,000) of one name and no id: ids name, name-2 ... name-N
//   bomb            a member of 1.2 GB of short rows in 1.2 MB: the time to refuse it
//
// Every run checks its row count (or the refusal), and exits 1 if one is wrong.
#include "ImportPipeline.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <quazip.h>
#include <quazipfile.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>

#include <time.h>

using namespace gatebench;

namespace {

double cpuNow()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

[[noreturn]] void die(const QString& why)
{
    std::fprintf(stderr, "bench_archive: %s\n", qPrintable(why));
    std::exit(1);
}

QByteArray row(int i)
{
    return "m" + QByteArray::number(i) + ",Member " + QByteArray::number(i) + "\n";
}

void writeArchive(const QString& path, int members)
{
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdCreate))
        die(QStringLiteral("cannot create %1").arg(path));
    for (int i = 0; i < members; ++i) {
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::WriteOnly, QuaZipNewInfo(QStringLiteral("jobs/%1.csv").arg(i))))
            die(QStringLiteral("cannot add a member"));
        file.write("id,name\n" + row(i));
        file.close();
    }
    zip.close();
}

void writeBomb(const QString& path)
{
    QuaZip zip(path);
    QuaZipFile file(&zip);
    if (!zip.open(QuaZip::mdCreate) || !file.open(QIODevice::WriteOnly, QuaZipNewInfo(QStringLiteral("jobs.csv"))))
        die(QStringLiteral("cannot create %1").arg(path));
    file.write("id,name\n");
    QByteArray rows;
    for (int i = 0; i < (1 << 18); ++i)
        rows += "a,b\n";
    for (qint64 written = 0; written < 1'200'000'000; written += rows.size())
        file.write(rows);
    file.close();
    zip.close();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        die(QStringLiteral("cannot write %1").arg(path));
}

/// Imports `input` as candidates into a new empty evaluation; returns the rows imported, or -1
/// when refused (the first issue in `refusal`).
qint64 import(const QString& dir, const QString& input, QString* refusal)
{
    static int count = 0;
    NewWorkspaceOptions options;
    options.path = dir + QStringLiteral("/w%1.gatebench").arg(++count);
    options.content = NewWorkspaceOptions::Content::Empty;
    options.language = QStringLiteral("en");
    if (auto r = createWorkspaceFile(options); !r)
        die(r.error().message);
    auto workspace = Workspace::open(options.path);
    if (!workspace)
        die(workspace.error().message);
    ImportRequest request;
    request.kind = QStringLiteral("candidates");
    request.inputs = {input};
    Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
    const PreparedImport prepared = runImport(**workspace, request, &committed);
    if (!prepared.acceptable() || !committed) {
        if (refusal)
            *refusal = prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString();
        return -1;
    }
    return *(*workspace)->queries().rows().count(QStringLiteral("candidates"));
}

void measure(const char* what, int runs, const std::function<void()>& run)
{
    double wall = 1e9;
    double cpu = 1e9;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = cpuNow();
        run();
        cpu = std::min(cpu, cpuNow() - cpuStart);
        wall = std::min(wall, double(timer.nsecsElapsed()) / 1e9);
    }
    std::printf("%-40s wall %7.3f s   CPU %7.3f s\n", what, wall, cpu);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    int members = 10000;
    int names = 20000;
    int runs = 3;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        if (option == "--members")
            members = std::max(1, std::atoi(argv[i + 1]));
        else if (option == "--names")
            names = std::max(1, std::atoi(argv[i + 1]));
        else if (option == "--runs")
            runs = std::max(1, std::atoi(argv[i + 1]));
    }
    QTemporaryDir dir;
    const QString archive = dir.filePath(QStringLiteral("many.zip"));
    const QString file = dir.filePath(QStringLiteral("many.csv"));
    const QString same = dir.filePath(QStringLiteral("same.csv"));
    const QString bomb = dir.filePath(QStringLiteral("bomb.zip"));
    writeArchive(archive, members);
    QByteArray rows = "id,name\n";
    for (int i = 0; i < members; ++i)
        rows += row(i);
    writeFile(file, rows);
    QByteArray sameRows = "name\n";
    for (int i = 0; i < names; ++i)
        sameRows += "Same Name\n";
    writeFile(same, sameRows);
    writeBomb(bomb);

    const auto expect = [&](const QString& input, qint64 rowsExpected) {
        QString refusal;
        const qint64 imported = import(dir.path(), input, &refusal);
        if (imported != rowsExpected)
            die(QStringLiteral("%1: %2 rows instead of %3 %4").arg(input).arg(imported).arg(rowsExpected).arg(refusal));
    };
    measure(qPrintable(QStringLiteral("archive, %1 members").arg(members)), runs, [&] { expect(archive, members); });
    measure(qPrintable(QStringLiteral("one file, %1 rows").arg(members)), runs, [&] { expect(file, members); });
    measure(qPrintable(QStringLiteral("equal names, %1 rows").arg(names)), runs, [&] { expect(same, names); });
    measure("bomb, 1.2 GB in 1.2 MB: refused", runs, [&] {
        QString refusal;
        if (import(dir.path(), bomb, &refusal) != -1 || !refusal.contains(QStringLiteral("ZIP bomb")))
            die(QStringLiteral("the bomb was not refused: %1").arg(refusal));
    });
    return 0;
}
