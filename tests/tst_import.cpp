// The one import path: all rows or none, one undoable audited command, cancel leaves nothing,
// ZIP archives import together, and "skip invalid rows" lists every rejected row.
#include "ImportPipeline.h"
#include "NewWorkspace.h"
#include "Storage.h"
#include "Workspace.h"
#include "WorkspaceInfo.h"

#include <QCryptographicHash>
#include <QFile>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <quazip.h>
#include <quazipfile.h>

using namespace gatebench;

namespace {

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QByteArray gbk(const QString& text)
{
    QStringEncoder encoder("GB18030");
    return encoder.encode(text);
}

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeZip(const QString& path, const QList<std::pair<QString, QByteArray>>& members)
{
    QuaZip zip(path);
    QVERIFY(zip.open(QuaZip::mdCreate));
    for (const auto& [name, bytes] : members) {
        QuaZipFile file(&zip);
        QVERIFY(file.open(QIODevice::WriteOnly, QuaZipNewInfo(name)));
        file.write(bytes);
        file.close();
    }
    zip.close();
}

} // namespace

class TestImport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    std::unique_ptr<Workspace> workspace()
    {
        NewWorkspaceOptions options;
        options.path = m_dir.filePath(QStringLiteral("w%1.gatebench").arg(++m_files));
        options.language = QStringLiteral("zh_CN");
        options.timeZone = QStringLiteral("Asia/Shanghai");
        if (auto r = createWorkspaceFile(options); !r)
            qFatal("%s", qPrintable(r.error().message));
        auto w = Workspace::open(options.path);
        if (!w)
            qFatal("%s", qPrintable(w.error().message));
        auto result = std::move(w).value();
        result->setActor(QStringLiteral("Import Tester"));
        return result;
    }

    QString input(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        writeBytes(path, bytes);
        return path;
    }

    static ImportRequest request(const QStringList& inputs)
    {
        ImportRequest r;
        r.kind = QStringLiteral("candidates");
        r.inputs = inputs;
        return r;
    }

private slots:
    void importsGbkFileWithChineseHeaders()
    {
        auto w = workspace();
        const QString path = input(QStringLiteral("shortlist.csv"),
                                   gbk(QStringLiteral("编号,中文名称,英文名称,厂商,路线,别名\r\n"
                                                      "status-quo,维持现状：改进现有工具,Status quo,内部平台组,维持现状,现状\r\n"
                                                      "volcano-plus,火山引擎机器学习平台,Volcano Engine ML,字节跳动,云托管,火山\r\n")));
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, request({path}), &committed);
        QVERIFY2(prepared.acceptable(), qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QVERIFY(committed.ok());
        QCOMPARE(prepared.summary.rows, 2);
        auto row = w->storage().select(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("volcano-plus")}});
        QCOMPARE(row->size(), 1);
        QCOMPARE(row->first().value(QStringLiteral("name_zh")).toString(), QStringLiteral("火山引擎机器学习平台"));
        QCOMPARE(row->first().value(QStringLiteral("route")).toString(), QStringLiteral("cloud_managed"));
        QCOMPARE(row->first().value(QStringLiteral("vendor_zh")).toString(), QStringLiteral("字节跳动"));
        QCOMPARE(row->first().value(QStringLiteral("origin")).toString(), QStringLiteral("custom"));
        auto quo = w->storage().select(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("status-quo")}});
        QCOMPARE(quo->first().value(QStringLiteral("route")).toString(), QStringLiteral("status_quo"));

        // One audit entry for the whole import, naming the file, its SHA-256 and the row count.
        auto audit = w->storage().select(QStringLiteral("audit_log"));
        QCOMPARE(audit->size(), 1);
        const QString detail = audit->first().value(QStringLiteral("detail")).toString();
        const QString sha = QString::fromLatin1(QCryptographicHash::hash(fileBytes(path), QCryptographicHash::Sha256).toHex());
        QVERIFY2(detail.contains(sha), qPrintable(detail));
        QVERIFY(detail.contains(QStringLiteral("shortlist.csv")));
        QVERIFY(detail.contains(QStringLiteral("2")));
        QCOMPARE(audit->first().value(QStringLiteral("action")).toString(), QStringLiteral("import"));
        QCOMPARE(audit->first().value(QStringLiteral("actor")).toString(), QStringLiteral("Import Tester"));
        auto imports = w->storage().select(QStringLiteral("imports"));
        QCOMPARE(imports->size(), 1);
        QCOMPARE(imports->first().value(QStringLiteral("sha256")).toString(), sha);

        // One undo step removes the whole import; redo brings it back.
        QCOMPARE(w->undoStack()->count(), 1);
        w->undoStack()->undo();
        QCOMPARE(*w->storage().count(QStringLiteral("candidates")), 7);
        QCOMPARE(*w->storage().count(QStringLiteral("imports")), 0);
        QCOMPARE(*w->storage().count(QStringLiteral("audit_log"), {{QStringLiteral("action"), QStringLiteral("undo import")}}), 1);
        w->undoStack()->redo();
        QCOMPARE(*w->storage().count(QStringLiteral("candidates")), 9);
    }

    void failureOnLastRowLeavesFileIdentical()
    {
        auto w = workspace();
        const QString path = w->path();
        const QByteArray hashBefore = *contentHash(w->storage());
        const QString csv = input(QStringLiteral("bad-last.csv"),
                                  QByteArrayLiteral("id,name,route\n"
                                                    "alpha,Alpha,cloud\n"
                                                    "beta,Beta,open source\n"
                                                    "gamma,Gamma,to the moon\n"));
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, request({csv}), &committed);
        QVERIFY(!prepared.acceptable());
        QVERIFY(!committed.ok());
        QCOMPARE(prepared.issues.size(), 1);
        const LocatedIssue& issue = prepared.issues.first();
        QCOMPARE(issue.file, csv);
        QCOMPARE(issue.issue.line, 4);
        QCOMPARE(issue.issue.column, 3);
        QVERIFY(issue.toString().startsWith(csv + QStringLiteral(":4:3: ")));
        QCOMPARE(*contentHash(w->storage()), hashBefore);
        QCOMPARE(w->undoStack()->count(), 0);
        w.reset();
        auto reopened = Workspace::open(path, Workspace::Access::ReadOnly);
        QCOMPARE(*contentHash((*reopened)->storage()), hashBefore);
    }

    void cancelledImportWritesNothing()
    {
        auto w = workspace();
        const QByteArray hashBefore = *contentHash(w->storage());
        QByteArray rows = "id,name\n";
        for (int i = 0; i < 2000; ++i)
            rows += QByteArray("c") + QByteArray::number(i) + ",Candidate " + QByteArray::number(i) + "\n";
        const QString csv = input(QStringLiteral("many.csv"), rows);
        auto context = ImportContext::load(w->storage(), request({csv}));
        QVERIFY(context.ok());
        ImportProgress progress;
        progress.cancelled = true; // the user pressed Cancel
        const PreparedImport prepared = prepareImport(request({csv}), context.value(), progress);
        QVERIFY(prepared.cancelled);
        QVERIFY(!prepared.acceptable());
        QVERIFY(!commitImport(*w, prepared).ok());
        QCOMPARE(*contentHash(w->storage()), hashBefore);
    }

    void zipImportsTogetherOrNotAtAll()
    {
        auto w = workspace();
        const QString good = m_dir.filePath(QStringLiteral("two.zip"));
        writeZip(good, {{QStringLiteral("a.csv"), QByteArrayLiteral("id,name\nzip-a,Zip A\n")},
                        {QStringLiteral("notes/readme.md"), QByteArrayLiteral("not a table")},
                        {QStringLiteral("b.csv"), gbk(QStringLiteral("编号,名称\nzip-b,压缩包乙\n"))}});
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        PreparedImport prepared = runImport(*w, request({good}), &committed);
        QVERIFY2(prepared.acceptable(), qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QCOMPARE(prepared.summary.files, QStringList({good + QStringLiteral("/a.csv"), good + QStringLiteral("/b.csv")}));
        QCOMPARE(*w->storage().count(QStringLiteral("candidates")), 9);

        const QByteArray hashBefore = *contentHash(w->storage());
        const QString bad = m_dir.filePath(QStringLiteral("half.zip"));
        writeZip(bad, {{QStringLiteral("ok.csv"), QByteArrayLiteral("id,name\nzip-c,Zip C\n")},
                       {QStringLiteral("broken.csv"), QByteArrayLiteral("id,name\nzip-d,\"Zip D\n")}});
        prepared = runImport(*w, request({bad}), &committed);
        QVERIFY(!prepared.acceptable());
        QVERIFY(prepared.issues.first().file.endsWith(QStringLiteral("half.zip/broken.csv")));
        QCOMPARE(*contentHash(w->storage()), hashBefore);
    }

    void hostileInputsAreIssuesNotCrashes()
    {
        auto w = workspace();
        const QByteArray hashBefore = *contentHash(w->storage());
        QByteArray binary(4096, '\0');
        for (int i = 0; i < binary.size(); ++i)
            binary[i] = char((i * 131) % 256);
        const QStringList inputs{input(QStringLiteral("binary.csv"), binary),
                                 input(QStringLiteral("empty.csv"), QByteArray()),
                                 input(QStringLiteral("fake.zip"), QByteArrayLiteral("PK\x03\x04 not really")),
                                 m_dir.filePath(QStringLiteral("missing.csv"))};
        for (const QString& path : inputs) {
            const PreparedImport prepared = runImport(*w, request({path}), nullptr);
            QVERIFY2(!prepared.acceptable(), qPrintable(path));
            QVERIFY(!prepared.issues.isEmpty());
        }
        QCOMPARE(*contentHash(w->storage()), hashBefore);
    }

    void skipInvalidRowsListsEachRejectedRow()
    {
        auto w = workspace();
        const QString csv = input(QStringLiteral("mixed.csv"), QByteArrayLiteral("id,name,route\n"
                                                                                 "one,One,cloud\n"
                                                                                 "Bad Id,Two,cloud\n"
                                                                                 "three,Three,nowhere\n"
                                                                                 "four,Four,\n"));
        ImportRequest r = request({csv});
        r.skipInvalidRows = true;
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, r, &committed);
        QVERIFY(committed.ok());
        QCOMPARE(prepared.rejected.size(), 2);
        QCOMPARE(prepared.rejected.at(0).issue.line, 3);
        QCOMPARE(prepared.rejected.at(1).issue.line, 4);
        QCOMPARE(prepared.summary.rows, 2);
        QCOMPARE(*w->storage().count(QStringLiteral("candidates")), 9);
    }

    void updatesExistingProfiles()
    {
        auto w = workspace();
        const QString csv = input(QStringLiteral("update.csv"), QByteArrayLiteral("id,name_en,notes\n"
                                                                                  "pai,Alibaba Cloud PAI,asked for data residency terms\n"));
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, request({csv}), &committed);
        QVERIFY(committed.ok());
        auto pai = w->storage().select(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("pai")}});
        QCOMPARE(pai->first().value(QStringLiteral("notes")).toString(), QStringLiteral("asked for data residency terms"));
        QCOMPARE(*w->storage().count(QStringLiteral("candidates")), 7);
        w->undoStack()->undo();
        pai = w->storage().select(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("pai")}});
        QCOMPARE(pai->first().value(QStringLiteral("notes")).toString(), QString());
    }
};

QTEST_GUILESS_MAIN(TestImport)
#include "tst_import.moc"
