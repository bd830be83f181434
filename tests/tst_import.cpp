// The one import path: all rows or none, one undoable audited command, cancel leaves nothing,
// ZIP archives import together, and "skip invalid rows" lists every rejected row.
#include "CsvTestSupport.h"
#include "CsvWriter.h"
#include "ImportImpact.h"
#include "ImportPipeline.h"
#include "TestSupport.h"
#include "ZipTestSupport.h"
#include "commands/Candidates.h"
#include "commands/Criteria.h"
#include "core/Ids.h"
#include "repositories/CandidateRepository.h"
#include "repositories/WorkspaceSummary.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>

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

QList<QStringList> csvRecords(const QString& path)
{
    return gatebench::testing::readCsvRecords(path);
}

/// The criteria rows in key order, every column, as text (NULL written apart from '').
QStringList criteriaDump(const Storage& storage)
{
    QStringList dump;
    for (const Row& row : *storage.select(QStringLiteral("criteria"))) {
        QStringList cells;
        for (auto it = row.cbegin(); it != row.cend(); ++it)
            cells.append(it.key() + u'=' + (it.value().isNull() ? QStringLiteral("NULL") : it.value().toString()));
        dump.append(cells.join(u'|'));
    }
    return dump;
}

} // namespace

class TestImport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    std::unique_ptr<Workspace> workspace()
    {
        testing::WorkspaceSpec spec;
        spec.actor = QStringLiteral("Import Tester");
        return testing::createWorkspace(m_dir.filePath(QStringLiteral("w%1.gatebench").arg(++m_files)), spec);
    }

    QString input(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        writeBytes(path, bytes);
        return path;
    }

    std::unique_ptr<Workspace> emptyWorkspace()
    {
        NewWorkspaceOptions options;
        options.path = testing::location(m_dir.filePath(QStringLiteral("w%1.gatebench").arg(++m_files)));
        options.language = QStringLiteral("zh_CN");
        options.content = NewWorkspaceOptions::Content::Empty;
        if (auto r = createWorkspaceFile(options); !r)
            qFatal("%s", qPrintable(r.error().message));
        auto w = Workspace::open(options.path);
        if (!w)
            qFatal("%s", qPrintable(w.error().message));
        return std::move(w).value();
    }

    static ImportRequest criteriaRequest(const QStringList& inputs)
    {
        ImportRequest r;
        r.kind = QStringLiteral("criteria");
        r.inputs = inputs;
        return r;
    }

    static ImportRequest request(const QStringList& inputs)
    {
        ImportRequest r;
        r.kind = QStringLiteral("candidates");
        r.inputs = inputs;
        return r;
    }

private slots:

    void bulkImportUndoRedoIsExact_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("rows");
        // Past 4,096 rows the prepared changes go to a temporary file (ChangeSpool): both paths.
        QTest::newRow("candidates, in memory") << QStringLiteral("candidates") << 50;
        QTest::newRow("candidates, spooled") << QStringLiteral("candidates") << 5000;
        QTest::newRow("criteria, in memory") << QStringLiteral("criteria") << 60;
        QTest::newRow("criteria, spooled") << QStringLiteral("criteria") << 6000;
    }

    void bulkImportUndoRedoIsExact()
    {
        QFETCH(QString, kind);
        QFETCH(int, rows);
        auto w = workspace();
        const bool criteria = kind == QLatin1String("criteria");
        const auto file = [&](const char* word) {
            QByteArray bytes = criteria ? "id,tier,title_en,weight,review_date\n" : "id,name\n";
            static const char* const tiers[] = {"gate", "bonus", "deferred"};
            for (int i = 0; i < rows; ++i) {
                const QByteArray n = QByteArray::number(i);
                if (criteria)
                    bytes += "bulk-" + n + ',' + tiers[i % 3] + ',' + word + ' ' + n + ',' +
                             (i % 3 == 1 ? QByteArray::number(i % 7) + ".25" : QByteArray()) + ',' +
                             (i % 3 == 2 ? "2027-01-31" : "") + '\n';
                else
                    bytes += "bulk-" + n + ',' + word + ' ' + n + '\n';
            }
            return input(kind + QString::number(rows) + QLatin1String(word) + QStringLiteral(".csv"), bytes);
        };
        ImportRequest r;
        r.kind = kind;

        // An import that only adds rows.
        const QByteArray empty = testing::tableContents(w->queries().rows(), false);
        const qint64 auditBefore = *w->queries().rows().count(QStringLiteral("audit_log"));
        r.inputs = {file("Added")};
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        PreparedImport prepared = runImport(*w, r, &committed);
        QVERIFY2(committed.ok(), qPrintable(committed ? QString() : committed.error().message));
        const QByteArray added = testing::tableContents(w->queries().rows(), false);
        QCOMPARE(*w->queries().rows().count(QStringLiteral("audit_log")), auditBefore + 1); // one entry per import
        QCOMPARE(*w->queries().rows().count(kind, {{QStringLiteral("import_id"), *committed}}), qint64(rows));

        // A second import over it that changes every title (updates) and adds one row.
        r.inputs = {file("Changed")};
        prepared = runImport(*w, r, &committed);
        QVERIFY2(committed.ok(), qPrintable(committed ? QString() : committed.error().message));
        const QByteArray changed = testing::tableContents(w->queries().rows(), false);
        QVERIFY(changed != added);

        QVERIFY(w->undo().ok());
        QCOMPARE(testing::tableContents(w->queries().rows(), false), added);
        QVERIFY(w->undo().ok());
        QCOMPARE(testing::tableContents(w->queries().rows(), false), empty);
        QVERIFY(w->redo().ok());
        QCOMPARE(testing::tableContents(w->queries().rows(), false), added);
        QVERIFY(w->redo().ok());
        QCOMPARE(testing::tableContents(w->queries().rows(), false), changed);
        // Undo and redo are audited once each.
        QCOMPARE(*w->queries().rows().count(QStringLiteral("audit_log"),
                                            {{QStringLiteral("action"), QStringLiteral("undo import")}}),
                 qint64(2));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("audit_log")), auditBefore + 6);
        QVERIFY(w->queries().rows().integrityCheck()->isEmpty());
    }

    // The redo of a 200,000-row requirements import was refused as "the disk is full", with the disk
    // far from full: SQLite keeps a statement's journal (and that of the stash of undone rows) in
    // memory up to a size GateBench sets, then moves it to a temporary file one memory chunk a write;
    // set to 4 MB, a chunk was more than the unix VFS writes in one call (it wrote 0 bytes, which
    // SQLite reports as SQLITE_FULL). 2,500 requirements of 3,000 characters each make journals of
    // several MB, as 200,000 short rows do: undo and redo each bring back exactly what was there.
    void undoAndRedoOfAnImportWhoseJournalsOutgrowTheirMemory()
    {
        auto w = workspace();
        constexpr int rows = 2500;
        QByteArray bytes = "id,tier,title_en,description_en\n";
        for (int i = 0; i < rows; ++i) {
            const QByteArray n = QByteArray::number(i);
            QByteArray text;
            while (text.size() < 3000)
                text += "Requirement " + n + " keeps its whole text through undo and redo. ";
            bytes += "large-" + n + ",gate,Large " + n + ',' + text.left(3000) + '\n';
        }
        const QString csv = input(QStringLiteral("large-criteria.csv"), bytes);
        const QStringList before = criteriaDump(w->queries().rows());
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        runImport(*w, criteriaRequest({csv}), &committed);
        QVERIFY2(committed.ok(), qPrintable(committed ? QString() : committed.error().message));
        const QStringList imported = criteriaDump(w->queries().rows());
        QCOMPARE(imported.size(), before.size() + rows);

        const Result<void> undone = w->undo();
        QVERIFY2(undone.ok(), qPrintable(undone ? QString() : undone.error().message));
        QCOMPARE(criteriaDump(w->queries().rows()), before);
        const Result<void> redone = w->redo();
        QVERIFY2(redone.ok(), qPrintable(redone ? QString() : redone.error().message));
        QCOMPARE(criteriaDump(w->queries().rows()), imported);
        // And once more, from the rows the redo kept.
        QVERIFY(w->undo().ok());
        QCOMPARE(criteriaDump(w->queries().rows()), before);
        QVERIFY(w->redo().ok());
        QCOMPARE(criteriaDump(w->queries().rows()), imported);
        QVERIFY(w->queries().rows().integrityCheck()->isEmpty());
    }

    void undoOfAnImportUnderALaterEdit()
    {
        auto w = workspace();
        const QByteArray before = testing::tableContents(w->queries().rows(), false);
        const QString csv = input(QStringLiteral("under-edit.csv"), "id,name\nfirst,First\nsecond,Second\n");
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        (void)runImport(*w, request({csv}), &committed);
        QVERIFY(committed.ok());
        const QByteArray imported = testing::tableContents(w->queries().rows(), false);
        // An edit of an imported row on top of the import.
        QVERIFY(w->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("first")}},
                             {{QStringLiteral("name_en"), QStringLiteral("Renamed")}}, QStringLiteral("Rename"))
                    .ok());
        const QByteArray edited = testing::tableContents(w->queries().rows(), false);
        QCOMPARE(w->undoStack()->count(), 2);
        QVERIFY(w->undo().ok());
        QCOMPARE(testing::tableContents(w->queries().rows(), false), imported);
        QVERIFY(w->undo().ok());
        QCOMPARE(testing::tableContents(w->queries().rows(), false), before);
        QVERIFY(w->redo().ok());
        QVERIFY(w->redo().ok());
        QCOMPARE(testing::tableContents(w->queries().rows(), false), edited);

        // An import undone and then replaced by another edit: the redo branch goes, and with it the
        // rows kept for it; a new import may take the freed id without meeting them.
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        const QVariant other =
            w->queries().rows().select(QStringLiteral("candidates"))->first().value(QStringLiteral("id"));
        QVERIFY(w->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), other}},
                             {{QStringLiteral("notes"), QStringLiteral("An edit")}}, QStringLiteral("Note"))
                    .ok());
        QCOMPARE(w->undoStack()->count(), 1);
        (void)runImport(*w, request({csv}), &committed);
        QVERIFY(committed.ok());
        QVERIFY(w->undo().ok());
        QVERIFY(w->redo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates"), {{QStringLiteral("import_id"), *committed}}),
                 qint64(2));
    }

    void bulkImportFailingMidwayWritesNothing()
    {
        auto w = workspace();
        QByteArray rows = "id,name\n";
        for (int i = 0; i < 6000; ++i)
            rows += "c" + QByteArray::number(i) + ",Candidate " + QByteArray::number(i) + "\n";
        const QString csv = input(QStringLiteral("clash.csv"), rows);
        auto context = ImportContext::load(w->queries().rows(), request({csv}));
        QVERIFY(context.ok());
        ImportProgress progress;
        const PreparedImport prepared = prepareImport(request({csv}), context.value(), progress);
        QVERIFY(prepared.acceptable());
        // Another writer adds a row the import also adds, late in the file, after it was read.
        QVERIFY(WorkspaceTestAccess::storage(*w)
                    .insert(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("c5990")},
                                                           {QStringLiteral("name_en"), QStringLiteral("Meanwhile")}})
                    .ok());
        const QByteArray hashBefore = *contentHash(w->queries().rows());
        const qint64 undoBefore = w->undoStack()->count();
        QVERIFY(!commitImport(*w, prepared).ok());
        QCOMPARE(*contentHash(w->queries().rows()), hashBefore);
        QCOMPARE(w->undoStack()->count(), undoBefore);
    }
    // An import that updates a row expects the values it read: when another writer changed the row
    // after the files were read, the import is refused and the other writer's value stays.
    void criteriaImportOverValuesStoredInAnotherFormUpdatesAndUndoes()
    {
        // A review date written by another tool as "end of 2026" reads as no date. An import that
        // changes the criterion's title writes the criterion as the program shows it, expecting the
        // row as stored (kept aside from the criterion read, as it differs from what the program
        // writes), so it is not refused as if another writer had changed the row; one undo puts back
        // every value as it was, the text included.
        auto w = workspace();
        const QString id = QStringLiteral("deferred-multicloud-migration");
        QVERIFY(WorkspaceTestAccess::storage(*w)
                    .update(QStringLiteral("criteria"), {{QStringLiteral("id"), id}},
                            {{QStringLiteral("review_date"), QStringLiteral("end of 2026")}})
                    .ok());
        const QStringList before = criteriaDump(w->queries().rows());
        const QString path = input(QStringLiteral("criteria-other-form.csv"),
                                   "id,tier,title_en\n" + id.toUtf8() + ",deferred,Renamed\n");
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, criteriaRequest({path}), &committed);
        QVERIFY(prepared.acceptable());
        QVERIFY2(committed.ok(), qPrintable(committed.ok() ? QString() : committed.error().message));
        const Row changed =
            w->queries().rows().select(QStringLiteral("criteria"), {{QStringLiteral("id"), id}})->first();
        QCOMPARE(changed.value(QStringLiteral("title_en")).toString(), QStringLiteral("Renamed"));
        // The criterion is written as the program reads and shows it: without a review date.
        QVERIFY(changed.value(QStringLiteral("review_date")).isNull());
        QVERIFY(w->undo().ok());
        QCOMPARE(criteriaDump(w->queries().rows()), before);
        QVERIFY(before.join(u'\n').contains(QStringLiteral("end of 2026")));
    }

    void importUpdateOverAnotherWritersEditIsRefused()
    {
        auto w = workspace();
        const QString id =
            w->queries().rows().select(QStringLiteral("candidates"))->first().value(QStringLiteral("id")).toString();
        const QString csv =
            input(QStringLiteral("update.csv"), "id,name,notes\n" + id.toUtf8() + ",Renamed,From the file\n");
        auto context = ImportContext::load(w->queries().rows(), request({csv}));
        QVERIFY(context.ok());
        ImportProgress progress;
        const PreparedImport prepared = prepareImport(request({csv}), context.value(), progress);
        QVERIFY(prepared.acceptable());
        QCOMPARE(prepared.changes.size(), 1);
        QVERIFY(WorkspaceTestAccess::storage(*w)
                    .update(QStringLiteral("candidates"), {{QStringLiteral("id"), id}},
                            {{QStringLiteral("notes"), QStringLiteral("Meanwhile")}})
                    .ok());
        const QByteArray hashBefore = *contentHash(w->queries().rows());
        const auto committed = commitImport(*w, prepared);
        // The update expects the row as the import read it: another writer's change is not overwritten.
        QVERIFY(!committed.ok());
        QCOMPARE(committed.error().kind, Error::Kind::Conflict);
        QCOMPARE(*contentHash(w->queries().rows()), hashBefore);
    }

    void importsGbkFileWithChineseHeaders()
    {
        auto w = workspace();
        const QString path =
            input(QStringLiteral("shortlist.csv"),
                  gbk(QStringLiteral("编号,中文名称,英文名称,厂商,路线,别名\r\n"
                                     "status-quo,维持现状：改进现有工具,Status quo,内部平台组,维持现状,现状\r\n"
                                     "volcano-plus,火山引擎机器学习平台,Volcano Engine ML,字节跳动,云托管,火山\r\n")));
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, request({path}), &committed);
        QVERIFY2(prepared.acceptable(),
                 qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QVERIFY(committed.ok());
        QCOMPARE(prepared.summary.rows, 2);
        auto row = w->queries().rows().select(QStringLiteral("candidates"),
                                              {{QStringLiteral("id"), QStringLiteral("volcano-plus")}});
        QCOMPARE(row->size(), 1);
        QCOMPARE(row->first().value(QStringLiteral("name_zh")).toString(), QStringLiteral("火山引擎机器学习平台"));
        QCOMPARE(row->first().value(QStringLiteral("route")).toString(), QStringLiteral("cloud_managed"));
        QCOMPARE(row->first().value(QStringLiteral("vendor_zh")).toString(), QStringLiteral("字节跳动"));
        QCOMPARE(row->first().value(QStringLiteral("origin")).toString(), QStringLiteral("custom"));
        auto quo = w->queries().rows().select(QStringLiteral("candidates"),
                                              {{QStringLiteral("id"), QStringLiteral("status-quo")}});
        QCOMPARE(quo->first().value(QStringLiteral("route")).toString(), QStringLiteral("status_quo"));

        // One audit entry for the whole import, naming the file, its SHA-256 and the row count.
        auto audit = w->queries().rows().select(QStringLiteral("audit_log"));
        QCOMPARE(audit->size(), 1);
        const QString detail = audit->first().value(QStringLiteral("detail")).toString();
        const QString sha =
            QString::fromLatin1(QCryptographicHash::hash(fileBytes(path), QCryptographicHash::Sha256).toHex());
        QVERIFY2(detail.contains(sha), qPrintable(detail));
        QVERIFY(detail.contains(QStringLiteral("shortlist.csv")));
        QVERIFY(detail.contains(QStringLiteral("2")));
        QCOMPARE(audit->first().value(QStringLiteral("action")).toString(), QStringLiteral("import"));
        QCOMPARE(audit->first().value(QStringLiteral("actor")).toString(), QStringLiteral("Import Tester"));
        auto imports = w->queries().rows().select(QStringLiteral("imports"));
        QCOMPARE(imports->size(), 1);
        QCOMPARE(imports->first().value(QStringLiteral("sha256")).toString(), sha);

        // One undo step removes the whole import; redo brings it back.
        QCOMPARE(w->undoStack()->count(), 1);
        QVERIFY(w->undo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates")), 7);
        QCOMPARE(*w->queries().rows().count(QStringLiteral("imports")), 0);
        QCOMPARE(*w->queries().rows().count(QStringLiteral("audit_log"),
                                            {{QStringLiteral("action"), QStringLiteral("undo import")}}),
                 1);
        QVERIFY(w->redo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates")), 9);
    }

    // The dry run writes the import in a transaction that is rolled back on the evaluation itself: the
    // same impact as the trial on a scratch copy gives, the file byte for byte as it was with no journal
    // beside it, and no copy made. An evaluation opened read-only still gets its trial on a copy.
    void dryRunRollsBackInsteadOfCopying()
    {
        NewWorkspaceOptions demo;
        demo.path = testing::location(m_dir.filePath(QStringLiteral("dry-demo.gatebench")));
        demo.language = QStringLiteral("en");
        demo.content = NewWorkspaceOptions::Content::Demo;
        QVERIFY(createWorkspaceFile(demo));
        const QString path = demo.path;
        const QString csv = input(QStringLiteral("dry-gate.csv"),
                                  QByteArrayLiteral("id,tier,category,title_zh,title_en,owner_zh,owner_en,weight\n"
                                                    "gate-dry,gate,security,新门槛,Dry gate,安全,Security,\n"));
        // The file's bytes; on a server, every row of the evaluation.
        const auto fileBytes = [&] {
            if (testing::serverMode()) {
                auto w = Workspace::open(path, Workspace::Access::ReadOnly);
                return w ? testing::tableContents(WorkspaceTestAccess::storage(**w)) : QByteArray();
            }
            QFile file(path);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        const QByteArray before = fileBytes();
        QVERIFY(!before.isEmpty());
        const QDate date(2026, 12, 1);
        // A temporary folder of the test's own: a copy would be made in it.
        QTemporaryDir temporary(m_dir.filePath(QStringLiteral("tmp-XXXXXX")));
        QVERIFY(temporary.isValid());
        const QByteArray oldTemporary = qgetenv("TMPDIR");
        qputenv("TMPDIR", QFile::encodeName(temporary.path()));
        const auto restore = qScopeGuard([&] { qputenv("TMPDIR", oldTemporary); });
        QCOMPARE(QDir::tempPath(), QDir(temporary.path()).canonicalPath());

        const auto dryRun = [&](Workspace::Access access) -> Result<ImportImpact> {
            auto w = Workspace::open(path, access);
            if (!w)
                return w.error();
            const PreparedImport prepared = runImport(**w, criteriaRequest({csv}));
            if (!prepared.acceptable())
                return Error{Error::Kind::BadInput, QStringLiteral("not acceptable")};
            return importImpact((*w)->queries().rows(), prepared, date, QStringLiteral("en"));
        };
        const auto onCopy = dryRun(Workspace::Access::ReadOnly);
        QVERIFY2(onCopy.ok(), qPrintable(onCopy.ok() ? QString() : onCopy.error().message));
        QCOMPARE(onCopy->trial, ImpactTrial::Copy);
        QCOMPARE(fileBytes(), before);

        const auto rolledBack = dryRun(Workspace::Access::Trial);
        QVERIFY2(rolledBack.ok(), qPrintable(rolledBack.ok() ? QString() : rolledBack.error().message));
        QCOMPARE(rolledBack->trial, ImpactTrial::RolledBack);
        QVERIFY(rolledBack->applied);
        // The same impact: the new gate blocks every candidate that was eligible.
        QCOMPARE(rolledBack->before.json(), onCopy->before.json());
        QCOMPARE(rolledBack->after.json(), onCopy->after.json());
        QCOMPARE(rolledBack->changes.size(), onCopy->changes.size());
        for (qsizetype i = 0; i < onCopy->changes.size(); ++i)
            QCOMPARE(rolledBack->changes.at(i).candidateId, onCopy->changes.at(i).candidateId);
        QVERIFY(std::any_of(rolledBack->changes.cbegin(), rolledBack->changes.cend(), [](const CandidateChange& c) {
            return c.candidateId == QLatin1String("runai") && c.after == CandidateStatus::Blocked;
        }));
        // Nothing of it stays: not in the file, not beside it, and no copy was left or made.
        QCOMPARE(fileBytes(), before);
        for (const char* suffix : {"-wal", "-shm", "-journal"})
            QVERIFY2(!QFile::exists(path + QLatin1String(suffix)), suffix);
        QCOMPARE(QDir(temporary.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList());
        auto reopened = Workspace::open(path, Workspace::Access::ReadOnly);
        QVERIFY(reopened);
        QCOMPARE(*(*reopened)->queries().rows().count(QStringLiteral("criteria"),
                                                      {{QStringLiteral("id"), QStringLiteral("gate-dry")}}),
                 qint64(0));
    }

    void failureOnLastRowLeavesFileIdentical()
    {
        auto w = workspace();
        const QString path = w->path();
        const QByteArray hashBefore = *contentHash(w->queries().rows());
        const QString csv = input(QStringLiteral("bad-last.csv"), QByteArrayLiteral("id,name,route\n"
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
        QCOMPARE(*contentHash(w->queries().rows()), hashBefore);
        QCOMPARE(w->undoStack()->count(), 0);
        w.reset();
        auto reopened = Workspace::open(path, Workspace::Access::ReadOnly);
        QCOMPARE(*contentHash((*reopened)->queries().rows()), hashBefore);
    }

    void cancelledImportWritesNothing()
    {
        auto w = workspace();
        const QByteArray hashBefore = *contentHash(w->queries().rows());
        QByteArray rows = "id,name\n";
        for (int i = 0; i < 2000; ++i)
            rows += QByteArray("c") + QByteArray::number(i) + ",Candidate " + QByteArray::number(i) + "\n";
        const QString csv = input(QStringLiteral("many.csv"), rows);
        auto context = ImportContext::load(w->queries().rows(), request({csv}));
        QVERIFY(context.ok());
        ImportProgress progress;
        progress.cancelled = true; // the user pressed Cancel
        const PreparedImport prepared = prepareImport(request({csv}), context.value(), progress);
        QVERIFY(prepared.cancelled);
        QVERIFY(!prepared.acceptable());
        QVERIFY(!commitImport(*w, prepared).ok());
        QCOMPARE(*contentHash(w->queries().rows()), hashBefore);
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
        QVERIFY2(prepared.acceptable(),
                 qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QCOMPARE(prepared.summary.files,
                 QStringList({good + QStringLiteral("/a.csv"), good + QStringLiteral("/b.csv")}));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates")), 9);

        const QByteArray hashBefore = *contentHash(w->queries().rows());
        const QString bad = m_dir.filePath(QStringLiteral("half.zip"));
        writeZip(bad, {{QStringLiteral("ok.csv"), QByteArrayLiteral("id,name\nzip-c,Zip C\n")},
                       {QStringLiteral("broken.csv"), QByteArrayLiteral("id,name\nzip-d,\"Zip D\n")}});
        prepared = runImport(*w, request({bad}), &committed);
        QVERIFY(!prepared.acceptable());
        QVERIFY(prepared.issues.first().file.endsWith(QStringLiteral("half.zip/broken.csv")));
        QCOMPARE(*contentHash(w->queries().rows()), hashBefore);
    }

    void hostileInputsAreIssuesNotCrashes()
    {
        auto w = workspace();
        const QByteArray hashBefore = *contentHash(w->queries().rows());
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
        QCOMPARE(*contentHash(w->queries().rows()), hashBefore);
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
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates")), 9);
    }

    void updatesExistingProfiles()
    {
        auto w = workspace();
        const QString csv = input(QStringLiteral("update.csv"),
                                  QByteArrayLiteral("id,name_en,notes\n"
                                                    "pai,Alibaba Cloud PAI,asked for data residency terms\n"));
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, request({csv}), &committed);
        QVERIFY(committed.ok());
        auto pai =
            w->queries().rows().select(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("pai")}});
        QCOMPARE(pai->first().value(QStringLiteral("notes")).toString(),
                 QStringLiteral("asked for data residency terms"));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates")), 7);
        QVERIFY(w->undo().ok());
        pai = w->queries().rows().select(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("pai")}});
        QCOMPARE(pai->first().value(QStringLiteral("notes")).toString(), QString());
    }

    void chineseOnlyNamesGetReadableIdsAndFittingCostTemplates()
    {
        auto w = workspace(); // the seven template candidates, "modelarts" among them
        const QString path =
            input(QStringLiteral("chinese-only.csv"), QStringLiteral("名称,厂商,技术路线,部署方式\n"
                                                                     "自建训练平台,平台组,开源,\n"
                                                                     "另一个自建平台,平台组,开源,\n"
                                                                     "云上训练平台,某云,云托管,\n"
                                                                     "本地调度平台,NVIDIA,GPU 调度,本地部署\n"
                                                                     "华为云 ModelArts,华为,云托管,\n"
                                                                     "专属云训练平台,某云,云托管,本地部署\n"
                                                                     "改进现有工具,,,\n")
                                                          .toUtf8());
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        PreparedImport prepared = runImport(*w, request({path}), &committed);
        QVERIFY2(prepared.acceptable(),
                 qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QVERIFY(committed.ok());

        struct Expected {
            QString id, nameZh, route, deployment, tcoTemplate;
        };
        // Ids from the Latin part of the name, else from the route, unique in the file and against
        // the evaluation; the cost template of the route and deployment (DOMAIN.md).
        const QList<Expected> expected{
            {QStringLiteral("cand-open-source"), QStringLiteral("自建训练平台"), QStringLiteral("open_source"),
             QStringLiteral("on_prem"), QStringLiteral("self_built")},
            {QStringLiteral("cand-open-source-2"), QStringLiteral("另一个自建平台"), QStringLiteral("open_source"),
             QStringLiteral("on_prem"), QStringLiteral("self_built")},
            {QStringLiteral("cand-cloud-managed"), QStringLiteral("云上训练平台"), QStringLiteral("cloud_managed"),
             QStringLiteral("cloud"), QStringLiteral("cloud")},
            {QStringLiteral("cand-gpu-orchestration"), QStringLiteral("本地调度平台"),
             QStringLiteral("gpu_orchestration"), QStringLiteral("on_prem"), QStringLiteral("on_prem_product")},
            {QStringLiteral("modelarts-2"), QStringLiteral("华为云 ModelArts"), QStringLiteral("cloud_managed"),
             QStringLiteral("cloud"), QStringLiteral("cloud")},
            {QStringLiteral("cand-cloud-managed-2"), QStringLiteral("专属云训练平台"), QStringLiteral("cloud_managed"),
             QStringLiteral("on_prem"), QStringLiteral("on_prem_product")},
            {QStringLiteral("cand-other"), QStringLiteral("改进现有工具"), QStringLiteral("other"),
             QStringLiteral("on_prem"), QStringLiteral("self_built")},
        };
        auto all = CandidateRepository(w->queries().rows()).all();
        QVERIFY(all.ok());
        QCOMPARE(all->size(), 7 + expected.size());
        for (int i = 0; i < expected.size(); ++i) {
            const Candidate& c = all->at(7 + i);
            const Expected& e = expected.at(i);
            QCOMPARE(c.id, e.id);
            QCOMPARE(c.name.zh, e.nameZh);
            QCOMPARE(c.name.en, QString()); // no copied English name: the window falls back visibly
            QCOMPARE(c.name.in(QStringLiteral("en")), e.nameZh);
            QCOMPARE(c.route, e.route);
            QCOMPARE(c.deployment, e.deployment);
            QCOMPARE(c.tcoTemplate, e.tcoTemplate);
        }
        // A vendor written in Chinese is the Chinese vendor name only; a Latin one reads the same in both.
        QCOMPARE(all->at(7).vendor.zh, QStringLiteral("平台组"));
        QCOMPARE(all->at(7).vendor.en, QString());
        QCOMPARE(all->at(10).vendor.en, QStringLiteral("NVIDIA"));

        // The same name again in a later file: the next free id, not one already taken.
        const QString again = input(QStringLiteral("chinese-only-again.csv"),
                                    QStringLiteral("名称,技术路线\n自建训练平台,开源\n").toUtf8());
        prepared = runImport(*w, request({again}), &committed);
        QVERIFY(committed.ok());
        all = CandidateRepository(w->queries().rows()).all();
        QCOMPARE(all->last().id, QStringLiteral("cand-open-source-3"));
    }

    void updatesKeepTheOtherLanguageAndAChosenCostTemplate()
    {
        auto w = workspace();
        // A template that the committee chose by hand for Run:ai.
        QVERIFY(
            candidates::setField(*w, QStringLiteral("runai"), CandidateField::TcoTemplate, QStringLiteral("self_built"))
                .ok());
        const QString path = input(QStringLiteral("updates.csv"), QStringLiteral("编号,名称,技术路线\n"
                                                                                 "pai,阿里云人工智能平台,云托管\n"
                                                                                 "runai,,GPU 调度\n"
                                                                                 "k8s-oss,,云托管\n")
                                                                      .toUtf8());
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, request({path}), &committed);
        QVERIFY2(prepared.acceptable(),
                 qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QVERIFY(committed.ok());
        const CandidateRepository repository(w->queries().rows());
        const Candidate pai = **repository.find(QStringLiteral("pai"));
        QCOMPARE(pai.name.zh, QStringLiteral("阿里云人工智能平台"));
        QCOMPARE(pai.name.en, QStringLiteral("Alibaba Cloud PAI")); // not overwritten by the Chinese name
        // The same route: the hand-chosen template stays; a new route brings its own.
        const Candidate runai = **repository.find(QStringLiteral("runai"));
        QCOMPARE(runai.name.en, QStringLiteral("NVIDIA Run:ai"));
        QCOMPARE(runai.tcoTemplate, QStringLiteral("self_built"));
        const Candidate k8s = **repository.find(QStringLiteral("k8s-oss"));
        QCOMPARE(k8s.route, QStringLiteral("cloud_managed"));
        QCOMPARE(k8s.deployment, QStringLiteral("cloud"));
        QCOMPARE(k8s.tcoTemplate, QStringLiteral("cloud"));
    }

    void costTemplateRuleGivesTheTemplateProfilesTheirTemplates()
    {
        // The seven profiles of the seed template carry the TCO template DOMAIN.md gives them; the
        // rule an import applies must give each the same from its route and deployment.
        auto w = workspace();
        auto all = CandidateRepository(w->queries().rows()).all();
        QVERIFY(all.ok());
        QCOMPARE(all->size(), 7);
        for (const Candidate& c : std::as_const(*all))
            QVERIFY2(candidates::tcoTemplateFor(c.route, c.deployment) == c.tcoTemplate, qPrintable(c.id));
        QCOMPARE(candidates::defaultDeployment(QStringLiteral("cloud_managed")), QStringLiteral("cloud"));
        QCOMPARE(candidates::defaultDeployment(QStringLiteral("open_source")), QStringLiteral("on_prem"));
    }

    void criteriaRoundTripIsExact()
    {
        auto source = workspace();
        // What a spreadsheet must carry over: a comma, quotes and a line break, a fractional weight,
        // an empty cell among filled ones, a gate that needs no evidence.
        QVERIFY(
            criteria::setFields(*source, QStringLiteral("bonus-automation"),
                                {{QStringLiteral("title_en"), QStringLiteral("Quotas, \"fair\" share\nacross teams")},
                                 {QStringLiteral("weight"), 2.5}})
                .ok());
        QVERIFY(criteria::setFields(
                    *source, QStringLiteral("gate-key-workflow"),
                    {{QStringLiteral("evidence_required"), false}, {QStringLiteral("owner_role_en"), QString()}})
                    .ok());
        // The export for machines (field keys, tier and category keys): it stays importable.
        // tst_export_roundtrip does the same with the default export in both interface languages.
        const QString csv = m_dir.filePath(QStringLiteral("criteria-export.csv"));
        QVERIFY(writeCriteriaCsv(source->queries().rows(), csv, CriteriaExportStyle::Ids).ok());

        auto target = emptyWorkspace();
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*target, criteriaRequest({csv}), &committed);
        QVERIFY2(prepared.acceptable(),
                 qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QVERIFY(committed.ok());
        QVERIFY(prepared.issues.isEmpty()); // not even a warning
        QCOMPARE(prepared.summary.rows, 11);

        // Every column of every row, exactly as exported.
        const QString back = m_dir.filePath(QStringLiteral("criteria-reexport.csv"));
        QVERIFY(writeCriteriaCsv(target->queries().rows(), back, CriteriaExportStyle::Ids).ok());
        const QList<QStringList> original = csvRecords(csv);
        const QList<QStringList> reread = csvRecords(back);
        QCOMPARE(original.size(), 12);
        QCOMPARE(reread.size(), original.size());
        QCOMPARE(reread.first(), criteriaCsvColumns());
        for (int r = 1; r < original.size(); ++r) {
            QCOMPARE(reread.at(r).size(), criteriaCsvColumns().size());
            for (int c = 0; c < criteriaCsvColumns().size(); ++c)
                QVERIFY2(reread.at(r).at(c) == original.at(r).at(c),
                         qPrintable(QStringLiteral("row %1, %2: %3 != %4")
                                        .arg(r)
                                        .arg(criteriaCsvColumns().at(c), reread.at(r).at(c), original.at(r).at(c))));
        }
        QCOMPARE(reread.at(1).at(3), QString::fromUtf8("身份认证与审计"));
        QCOMPARE(reread.at(7).at(4), QStringLiteral("Quotas, \"fair\" share\nacross teams"));
        QCOMPARE(reread.at(7).at(12), QStringLiteral("2.5"));
        QCOMPARE(fileBytes(back), fileBytes(csv));
        // Positions follow the reading order, as the Requirements page keeps them.
        for (const Row& row : *criteria::ordered(target->queries().rows())) {
            const QString id = row.value(QStringLiteral("id")).toString();
            auto stored = source->queries().rows().select(QStringLiteral("criteria"), {{QStringLiteral("id"), id}});
            QCOMPARE(row.value(QStringLiteral("position")).toInt(),
                     stored->first().value(QStringLiteral("position")).toInt());
            QVERIFY(row.value(QStringLiteral("weight")).isNull() ==
                    stored->first().value(QStringLiteral("weight")).isNull());
            QVERIFY(row.value(QStringLiteral("review_date")).isNull() ==
                    stored->first().value(QStringLiteral("review_date")).isNull());
        }

        // The same file again changes nothing.
        const QStringList before = criteriaDump(target->queries().rows());
        const PreparedImport again = runImport(*target, criteriaRequest({csv}), &committed);
        QVERIFY(again.acceptable());
        QVERIFY(again.changes.isEmpty());
        QCOMPARE(criteriaDump(target->queries().rows()), before);
        // Importing the export over the workspace it came from changes nothing either.
        QVERIFY(runImport(*source, criteriaRequest({csv}), nullptr).changes.isEmpty());
    }

    void neutralisingRules_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("written");
        const auto row = [](const char* name, const QString& text, const QString& written) {
            QTest::newRow(name) << text << written;
        };
        row("formula", QStringLiteral("=1+1"), QStringLiteral("'=1+1"));
        row("plus", QStringLiteral("+cmd"), QStringLiteral("'+cmd"));
        row("minus", QStringLiteral("-cmd|' /C calc'!A0"), QStringLiteral("'-cmd|' /C calc'!A0"));
        row("at", QStringLiteral("@SUM(1+1)"), QStringLiteral("'@SUM(1+1)"));
        row("tab", QStringLiteral("\t=1"), QStringLiteral("'\t=1"));
        row("carriage return", QStringLiteral("\r=1"), QStringLiteral("'\r=1"));
        row("dash alone", QStringLiteral("-"), QStringLiteral("'-"));
        row("negative number", QStringLiteral("-3"), QStringLiteral("-3"));
        row("negative fraction", QStringLiteral("-0.5"), QStringLiteral("-0.5"));
        row("positive number", QStringLiteral("+1"), QStringLiteral("+1"));
        row("exponent", QStringLiteral("-1.5e-3"), QStringLiteral("-1.5e-3"));
        row("not quite a number", QStringLiteral("-1,5"), QStringLiteral("'-1,5"));
        row("infinity is text", QStringLiteral("-inf"), QStringLiteral("'-inf"));
        row("plain text", QStringLiteral("a=b"), QStringLiteral("a=b"));
        row("empty", QString(), QString());
        row("genuine apostrophe", QStringLiteral("'quoted'"), QStringLiteral("'quoted'"));
        row("apostrophe before a number", QStringLiteral("'-3"), QStringLiteral("'-3"));
        // So that reading drops exactly one apostrophe, text that already looks neutralised gets one more.
        row("looks neutralised", QStringLiteral("'=x"), QStringLiteral("''=x"));
        row("twice", QStringLiteral("''@x"), QStringLiteral("'''@x"));
    }

    void neutralisingRules()
    {
        QFETCH(QString, text);
        QFETCH(QString, written);
        QCOMPARE(CsvWriter::neutralised(text), written);
        QCOMPARE(CsvWriter::unneutralised(written), text);
        // A formula written by someone else stays as it is on reading (it is not ours to change).
        if (!text.startsWith(u'\''))
            QCOMPARE(CsvWriter::unneutralised(text), text);
    }

    void typedCellsKeepNumbersAsNumbers()
    {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        CsvWriter writer(&buffer, false);
        writer.writeCells({QVariant(-3), QVariant(-0.5), QVariant(qlonglong(-12345678901234)), QVariant(),
                           QStringLiteral("-3"), QStringLiteral("-x"), QStringLiteral("=A1")});
        QVERIFY(writer.finish().ok());
        QCOMPARE(bytes, QByteArray("-3,-0.5,-12345678901234,,-3,'-x,'=A1\r\n"));
    }

    void criteriaExportNeutralisesFormulasAndRoundTrips()
    {
        auto source = workspace();
        const QString hyperlink = QStringLiteral("=HYPERLINK(\"http://x\",\"y\")");
        const QString sum = QStringLiteral("@SUM(1+1)");
        const QString cmd = QStringLiteral("-cmd|' /C calc'!A0");
        QVERIFY(criteria::setFields(*source, QStringLiteral("bonus-automation"),
                                    {{QStringLiteral("title_en"), hyperlink},
                                     {QStringLiteral("title_zh"), sum},
                                     {QStringLiteral("weight"), 2.5}})
                    .ok());
        QVERIFY(criteria::setFields(*source, QStringLiteral("gate-key-workflow"),
                                    {{QStringLiteral("title_en"), cmd}, {QStringLiteral("owner_role_en"), sum}})
                    .ok());
        const QString csv = m_dir.filePath(QStringLiteral("criteria-formulas.csv"));
        QVERIFY(writeCriteriaCsv(source->queries().rows(), csv).ok());

        // The cells as a spreadsheet reads them: each of those starts with an apostrophe.
        const QList<QStringList> records = csvRecords(csv);
        QCOMPARE(records.first().size(), criteriaCsvColumns().size());
        const auto rowOf = [&](const QString& id) {
            for (const QStringList& record : records) {
                if (record.first() == id)
                    return record;
            }
            return QStringList();
        };
        const QStringList automation = rowOf(QStringLiteral("bonus-automation"));
        const QStringList workflow = rowOf(QStringLiteral("gate-key-workflow"));
        QCOMPARE(automation.at(4), u'\'' + hyperlink);
        QCOMPARE(automation.at(3), u'\'' + sum);
        QCOMPARE(automation.at(12), QStringLiteral("2.5")); // a number stays a number
        QCOMPARE(automation.at(11), QStringLiteral("No"));
        QCOMPARE(workflow.at(4), u'\'' + cmd);
        QCOMPARE(workflow.at(8), u'\'' + sum);
        QVERIFY(fileBytes(csv).contains(",\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\","));
        // No cell of the file starts a formula.
        for (const QStringList& record : records.mid(1)) {
            for (const QString& cell : record)
                QVERIFY2(!CsvWriter::needsNeutralising(cell) || cell.startsWith(u'\''), qPrintable(cell));
        }

        // Imported back, the titles are exactly the originals; exported again, the same bytes.
        auto target = emptyWorkspace();
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*target, criteriaRequest({csv}), &committed);
        QVERIFY2(prepared.acceptable(),
                 qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QVERIFY(committed.ok());
        const auto stored = [&](const QString& id) {
            return target->queries().rows().select(QStringLiteral("criteria"), {{QStringLiteral("id"), id}})->first();
        };
        QCOMPARE(stored(QStringLiteral("bonus-automation")).value(QStringLiteral("title_en")).toString(), hyperlink);
        QCOMPARE(stored(QStringLiteral("bonus-automation")).value(QStringLiteral("title_zh")).toString(), sum);
        QCOMPARE(stored(QStringLiteral("bonus-automation")).value(QStringLiteral("weight")).toDouble(), 2.5);
        QCOMPARE(stored(QStringLiteral("gate-key-workflow")).value(QStringLiteral("title_en")).toString(), cmd);
        QCOMPARE(stored(QStringLiteral("gate-key-workflow")).value(QStringLiteral("owner_role_en")).toString(), sum);
        const QString back = m_dir.filePath(QStringLiteral("criteria-formulas-again.csv"));
        QVERIFY(writeCriteriaCsv(target->queries().rows(), back).ok());
        QCOMPARE(fileBytes(back), fileBytes(csv));
    }

    void criteriaImportUpdatesAddsAndMoves()
    {
        auto w = workspace();
        const QStringList before = criteriaDump(w->queries().rows());
        // Chinese headers in GBK: a single-language title goes to the workspace language (zh_CN here).
        const QString path =
            input(QStringLiteral("criteria-zh.csv"),
                  gbk(QStringLiteral("编号,层级,分类,标题,英文标题,权重,复审日期\r\n"
                                     "gate-data-boundary,门槛项,数据边界,训练数据不出机房,Data boundary,,\r\n"
                                     ",加分项,Automation,成本报表,Cost reports,2,\r\n"
                                     ",暂缓,,多云迁移演练,,,2027-03-31\r\n"
                                     "bonus-ecosystem,必选,生态,生态丰富度,Ecosystem,,\r\n")));
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, criteriaRequest({path}), &committed);
        QVERIFY2(prepared.acceptable(),
                 qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QVERIFY(committed.ok());
        QCOMPARE(w->undoStack()->count(), 1);

        const auto row = [&](const QString& id) {
            auto rows = w->queries().rows().select(QStringLiteral("criteria"), {{QStringLiteral("id"), id}});
            return rows->isEmpty() ? Row() : rows->first();
        };
        QCOMPARE(row(QStringLiteral("gate-data-boundary")).value(QStringLiteral("title_zh")).toString(),
                 QString::fromUtf8("训练数据不出机房"));
        const Row cost = row(QStringLiteral("cost-reports"));
        QCOMPARE(cost.value(QStringLiteral("tier")).toString(), QStringLiteral("bonus"));
        QCOMPARE(cost.value(QStringLiteral("category")).toString(), QStringLiteral("automation"));
        QCOMPARE(cost.value(QStringLiteral("weight")).toDouble(), 2.0);
        QCOMPARE(cost.value(QStringLiteral("evidence_required")).toInt(), 0);
        const Row deferred = row(QStringLiteral("criterion"));
        QCOMPARE(deferred.value(QStringLiteral("title_zh")).toString(), QString::fromUtf8("多云迁移演练"));
        QCOMPARE(deferred.value(QStringLiteral("review_date")).toString(), QStringLiteral("2027-03-31"));
        QVERIFY(deferred.value(QStringLiteral("weight")).isNull());
        // A bonus criterion moved to the gates loses its weight and goes to the end of the gate tier.
        const Row moved = row(QStringLiteral("bonus-ecosystem"));
        QCOMPARE(moved.value(QStringLiteral("tier")).toString(), QStringLiteral("gate"));
        QVERIFY(moved.value(QStringLiteral("weight")).isNull());
        QStringList order;
        for (const Row& r : *criteria::ordered(w->queries().rows())) {
            QCOMPARE(r.value(QStringLiteral("position")).toInt(), order.size());
            order.append(r.value(QStringLiteral("id")).toString());
        }
        QCOMPARE(order,
                 QStringList({QStringLiteral("gate-identity-audit"), QStringLiteral("gate-data-boundary"),
                              QStringLiteral("gate-hardware-compat"), QStringLiteral("gate-resource-availability"),
                              QStringLiteral("gate-key-workflow"), QStringLiteral("bonus-ecosystem"),
                              QStringLiteral("bonus-experience"), QStringLiteral("bonus-automation"),
                              QStringLiteral("bonus-extensibility"), QStringLiteral("cost-reports"),
                              QStringLiteral("deferred-multicloud-migration"),
                              QStringLiteral("deferred-model-template-marketplace"), QStringLiteral("criterion")}));

        // One undo step puts back every text, tier, weight and position.
        QVERIFY(w->undo().ok());
        QCOMPARE(criteriaDump(w->queries().rows()), before);
        QVERIFY(w->redo().ok());
        QCOMPARE(row(QStringLiteral("cost-reports")).value(QStringLiteral("weight")).toDouble(), 2.0);
    }

    void criteriaImportErrorsAreLocated()
    {
        auto w = workspace();
        const QByteArray hashBefore = *contentHash(w->queries().rows());
        const QString path = input(QStringLiteral("criteria-bad.csv"),
                                   QByteArrayLiteral("id,tier,title_en,weight,review_date\r\n"
                                                     "key-rotation,gate,Key rotation,3,\r\n"
                                                     "cost,bonus,Cost,,2027-01-01\r\n"
                                                     "thing,sometimes,Thing,,\r\n"
                                                     ",gate,,,\r\n"
                                                     "gate-data-boundary,deferred,Data boundary,,2027-02-30\r\n"));
        const PreparedImport prepared = runImport(*w, criteriaRequest({path}), nullptr);
        QVERIFY(!prepared.acceptable());
        QList<std::pair<qint64, int>> located;
        for (const LocatedIssue& issue : prepared.issues)
            located.append({issue.issue.line, issue.issue.column});
        QCOMPARE(located, (QList<std::pair<qint64, int>>{{2, 4}, {3, 5}, {4, 2}, {5, 3}, {6, 5}}));
        QVERIFY(prepared.issues.first().toString().startsWith(path + QStringLiteral(":2:4: ")));
        QCOMPARE(*contentHash(w->queries().rows()), hashBefore);
    }

    // The id rule (lower-case letters, digits and hyphens, not first, at most 64) and the tier words
    // (keys, glossary words and labels in either language, any case) as a user writes them: each
    // refused row at the id's or the tier's column, each accepted one imported with its tier.
    void criteriaIdsAndTierWordsAreReadAsTheRulesSay()
    {
        auto w = workspace();
        const QByteArray longest(64, 'a');
        const QByteArray bytes = QByteArray("id,tier,title_en\r\n"
                                            "Upper-case,gate,A\r\n"  // 2: a capital letter
                                            "-leading,gate,B\r\n"    // 3: a hyphen first
                                            "under_score,gate,C\r\n" // 4: an underscore
                                            "caf\xc3\xa9,gate,D\r\n" // 5: a letter outside ASCII
                                            "a") +
                                 longest + ",gate,E\r\n" + // 6: 65 characters
                                 "ok-1,often,F\r\n" +      // 7: not a tier
                                 "9-lives,GATE,G\r\n" +    // 8: accepted from here on, any case
                                 longest + ",Bonus,H\r\n" + "x,\xe6\x9a\x82\xe7\xbc\x93,I\r\n" + // 暂缓
                                 "y,must,J\r\n";
        const QString path = input(QStringLiteral("criteria-ids.csv"), bytes);
        const PreparedImport prepared = runImport(*w, criteriaRequest({path}), nullptr);
        QList<std::pair<qint64, int>> located;
        for (const LocatedIssue& issue : prepared.issues)
            located.append({issue.issue.line, issue.issue.column});
        QCOMPARE(located, (QList<std::pair<qint64, int>>{{2, 1}, {3, 1}, {4, 1}, {5, 1}, {6, 1}, {7, 2}}));

        ImportRequest valid = criteriaRequest({path});
        valid.skipInvalidRows = true;
        Result<qint64> committed = 0;
        (void)runImport(*w, valid, &committed);
        QVERIFY2(committed, qPrintable(committed ? QString() : committed.error().message));
        QStringList tiers;
        for (const QString& id :
             {QStringLiteral("9-lives"), QString::fromLatin1(longest), QStringLiteral("x"), QStringLiteral("y")}) {
            const auto rows = w->queries().rows().select(QStringLiteral("criteria"), {{QStringLiteral("id"), id}});
            QVERIFY(rows && rows->size() == 1);
            tiers.append(rows->first().value(QStringLiteral("tier")).toString());
        }
        QCOMPARE(tiers, (QStringList{QStringLiteral("gate"), QStringLiteral("bonus"), QStringLiteral("deferred"),
                                     QStringLiteral("gate")}));
    }

    // Issue 27, item 12: a label a file supplies holds at most 200 code points, a note 10,000; a
    // longer one is refused at its line and column, the workspace untouched. Code points, not UTF-16
    // units: 200 characters outside the BMP (400 units) are a label of 200.
    void labelsAndTextsBeyondTheirBoundAreRefusedAtLineAndColumn()
    {
        auto w = workspace();
        const QByteArray before = testing::tableContents(w->queries().rows());
        QString outside;
        for (int i = 0; i < 200; ++i)
            outside += QString::fromUcs4(U"\U0001F600", 1); // 😀: two UTF-16 units each
        const QByteArray bytes = "id,name_en,vendor,notes\r\n"
                                 "long-name," +
                                 QByteArray(201, 'n') +
                                 ",Vendor,\r\n"
                                 "long-vendor,Fine," +
                                 QByteArray(201, 'v') +
                                 ",\r\n"
                                 "long-notes,Fine too,Vendor," +
                                 QByteArray(10001, 'x') +
                                 "\r\n"
                                 "emoji," +
                                 outside.toUtf8() + ",Vendor," + QByteArray(10000, 'y') + "\r\n";
        const QString path = input(QStringLiteral("long-labels.csv"), bytes);
        const PreparedImport prepared = runImport(*w, request({path}), nullptr);
        QVERIFY(!prepared.acceptable());
        QList<std::pair<qint64, int>> located;
        for (const LocatedIssue& issue : prepared.issues) {
            located.append({issue.issue.line, issue.issue.column});
            QVERIFY2(issue.issue.message.contains(QStringLiteral("at most")), qPrintable(issue.toString()));
        }
        QCOMPARE(located, (QList<std::pair<qint64, int>>{{2, 2}, {3, 3}, {4, 4}}));
        QCOMPARE(testing::tableContents(w->queries().rows()), before);

        // The row at the bounds imports alone.
        const QString fits =
            input(QStringLiteral("at-the-bound.csv"), "id,name_en,vendor,notes\r\nemoji," + outside.toUtf8() +
                                                          ",Vendor," + QByteArray(10000, 'y') + "\r\n");
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport accepted = runImport(*w, request({fits}), &committed);
        QVERIFY2(accepted.acceptable(),
                 qPrintable(accepted.issues.isEmpty() ? QString() : accepted.issues.first().toString()));
        QVERIFY(committed.ok());
        auto row =
            w->queries().rows().select(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("emoji")}});
        QCOMPARE(row->size(), 1);
        QCOMPARE(row->first().value(QStringLiteral("name_en")).toString(), outside);
    }

    // Issue 27, item 13: a byte order mark inside a field (two exports joined, a paste) never reaches
    // an id: it is removed, with a warning.
    void aByteOrderMarkInsideAFieldIsRemoved()
    {
        auto w = workspace();
        const QString path = input(QStringLiteral("joined.csv"), "\xEF\xBB\xBFid,name_en\r\n"
                                                                 "first-one,First\r\n"
                                                                 "sec\xEF\xBB\xBFond-one,Second\xEF\xBB\xBF\r\n"
                                                                 " \xEF\xBB\xBFthird-one,Third\r\n");
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, request({path}), &committed);
        QVERIFY2(prepared.acceptable(),
                 qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QVERIFY(committed.ok());
        for (const char* id : {"first-one", "second-one", "third-one"})
            QCOMPARE(
                *w->queries().rows().count(QStringLiteral("candidates"), {{QStringLiteral("id"), QLatin1String(id)}}),
                1);
        auto second = w->queries().rows().select(QStringLiteral("candidates"),
                                                 {{QStringLiteral("id"), QStringLiteral("second-one")}});
        QCOMPARE(second->first().value(QStringLiteral("name_en")).toString(), QStringLiteral("Second"));
        for (const Row& row : *w->queries().rows().select(QStringLiteral("candidates")))
            QVERIFY(!row.value(QStringLiteral("id")).toString().contains(QChar(0xFEFF)));
        QVERIFY(std::any_of(prepared.issues.cbegin(), prepared.issues.cend(), [](const LocatedIssue& issue) {
            return issue.issue.severity == Issue::Severity::Warning && issue.issue.line == 3 && issue.issue.column == 1;
        }));
    }

    // Issue 27, item 13: an explicit empty marker ("NaN", "N/A") where an empty cell takes a default
    // (a bonus weight of 1) is refused at its line and column; where the field has no default (a PoC
    // run's GPU hours) it is "not recorded". A number too large to be finite is never a value.
    void emptyMarkersAreRefusedWhereAnEmptyCellTakesADefault()
    {
        auto w = workspace();
        const QByteArray before = testing::tableContents(w->queries().rows());
        const QString path =
            input(QStringLiteral("criteria-nan.csv"), QByteArrayLiteral("id,tier,title_en,weight\r\n"
                                                                        "fast-ui,bonus,Fast UI,NaN\r\n"
                                                                        "good-docs,bonus,Good docs,#N/A\r\n"
                                                                        "nice-api,bonus,Nice API,1e999\r\n"
                                                                        "empty-weight,bonus,Empty weight,\r\n"));
        const PreparedImport prepared = runImport(*w, criteriaRequest({path}), nullptr);
        QVERIFY(!prepared.acceptable());
        QList<std::pair<qint64, int>> located;
        for (const LocatedIssue& issue : prepared.issues) {
            if (issue.issue.severity == Issue::Severity::Error)
                located.append({issue.issue.line, issue.issue.column});
        }
        QCOMPARE(located, (QList<std::pair<qint64, int>>{{2, 4}, {3, 4}, {4, 4}}));
        QVERIFY2(prepared.issues.first().issue.message.contains(QStringLiteral("NaN")),
                 qPrintable(prepared.issues.first().toString()));
        QCOMPARE(testing::tableContents(w->queries().rows()), before);
    }

    // Issue 27, item 13: a file of UTF-8 and GBK lines is refused with both encodings named, at the
    // first line in the second one; named by the user, the encoding is read as chosen.
    void aFileMixingUtf8AndGbkIsRefusedUnlessTheEncodingIsChosen()
    {
        auto w = workspace();
        const QByteArray before = testing::tableContents(w->queries().rows());
        QByteArray bytes = "id,name_zh,name_en\r\n";
        for (int i = 0; i < 5; ++i)
            bytes += "utf8-" + QByteArray::number(i) + "," + QStringLiteral("火山引擎机器学习平台").toUtf8() +
                     ",Volcano\r\n";
        for (int i = 0; i < 5; ++i)
            bytes +=
                "gbk-" + QByteArray::number(i) + "," + gbk(QStringLiteral("维持现状改进现有工具")) + ",Status quo\r\n";
        const QString path = input(QStringLiteral("mixed.csv"), bytes);
        const PreparedImport prepared = runImport(*w, request({path}), nullptr);
        QVERIFY(!prepared.acceptable());
        const auto mixed = std::find_if(prepared.issues.cbegin(), prepared.issues.cend(), [](const LocatedIssue& i) {
            return i.issue.severity == Issue::Severity::Error;
        });
        QVERIFY(mixed != prepared.issues.cend());
        QCOMPARE(mixed->issue.line, 7);
        QVERIFY2(mixed->issue.message.contains(QStringLiteral("UTF-8")) &&
                     mixed->issue.message.contains(QStringLiteral("GB18030")),
                 qPrintable(mixed->toString()));
        QCOMPARE(testing::tableContents(w->queries().rows()), before);

        // GBK first (the sample detects GB18030), then UTF-8 lines: refused the same way.
        QByteArray reversed = "id,name_zh,name_en\r\n";
        for (int i = 0; i < 5; ++i)
            reversed +=
                "gbk-" + QByteArray::number(i) + "," + gbk(QStringLiteral("维持现状改进现有工具")) + ",Status quo\r\n";
        for (int i = 0; i < 5; ++i)
            reversed += "utf8-" + QByteArray::number(i) + "," + QStringLiteral("火山引擎机器学习平台").toUtf8() +
                        ",Volcano\r\n";
        const PreparedImport refused =
            runImport(*w, request({input(QStringLiteral("reversed.csv"), reversed)}), nullptr);
        QVERIFY(!refused.acceptable());
        const auto second = std::find_if(refused.issues.cbegin(), refused.issues.cend(), [](const LocatedIssue& i) {
            return i.issue.severity == Issue::Severity::Error;
        });
        QVERIFY(second != refused.issues.cend());
        QCOMPARE(second->issue.line, 7);
        QVERIFY2(second->issue.message.contains(QStringLiteral("UTF-8")), qPrintable(second->toString()));
        QCOMPARE(testing::tableContents(w->queries().rows()), before);

        // A long UTF-8 start (beyond what detection samples) read as UTF-8, then GBK lines: refused at the
        // first of them, both encodings named.
        QByteArray longer = "id,name_zh,name_en\r\n";
        for (int i = 0; i < 25000; ++i) // 1.2 MB: detection samples the first 1 MiB
            longer += "utf8-" + QByteArray::number(i) + "," + QStringLiteral("火山引擎机器学习平台").toUtf8() +
                      ",Volcano\r\n";
        longer += "gbk-0," + gbk(QStringLiteral("维持现状改进现有工具")) + ",Status quo\r\n";
        const PreparedImport late = runImport(*w, request({input(QStringLiteral("late.csv"), longer)}), nullptr);
        QVERIFY(!late.acceptable());
        const auto third = std::find_if(late.issues.cbegin(), late.issues.cend(), [](const LocatedIssue& i) {
            return i.issue.severity == Issue::Severity::Error;
        });
        QVERIFY(third != late.issues.cend());
        QCOMPARE(third->issue.line, 25002);
        QVERIFY2(third->issue.message.contains(QStringLiteral("UTF-8")) &&
                     third->issue.message.contains(QStringLiteral("GB18030")),
                 qPrintable(third->toString()));
        QCOMPARE(testing::tableContents(w->queries().rows()), before);

        // The user's choice: read as GB18030, the file imports (its UTF-8 lines as GB18030 reads them).
        ImportRequest chosen = request({input(QStringLiteral("reversed-chosen.csv"), reversed)});
        chosen.csv.encoding = QStringLiteral("GB18030");
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport accepted = runImport(*w, chosen, &committed);
        QVERIFY2(accepted.acceptable(),
                 qPrintable(accepted.issues.isEmpty() ? QString() : accepted.issues.first().toString()));
        auto quo =
            w->queries().rows().select(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("gbk-0")}});
        QCOMPARE(quo->first().value(QStringLiteral("name_zh")).toString(), QStringLiteral("维持现状改进现有工具"));
    }

    void equalNamesGetNumberedIds()
    {
        // 20,000 rows of one name and no id: the name's id, then -2, -3 ... in row order.
        auto w = workspace();
        const qint64 before = *w->queries().rows().count(QStringLiteral("candidates"));
        QByteArray rows = "name\n";
        for (int i = 0; i < 20000; ++i)
            rows += "Same Name\n";
        const QString csv = input(QStringLiteral("same-names.csv"), rows);
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, request({csv}), &committed);
        QVERIFY2(prepared.acceptable(),
                 qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QVERIFY(committed.ok());
        QCOMPARE(prepared.summary.rows, 20000);
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates")), before + 20000);
        QSet<QString> expected{QStringLiteral("same-name")};
        for (int n = 2; n <= 20000; ++n)
            expected.insert(QStringLiteral("same-name-%1").arg(n));
        QSet<QString> imported;
        for (const Row& row : *w->queries().rows().select(QStringLiteral("candidates"))) {
            if (row.value(QStringLiteral("name_en")).toString() == QStringLiteral("Same Name"))
                imported.insert(row.value(QStringLiteral("id")).toString());
        }
        QCOMPARE(imported.size(), 20000);
        QVERIFY(imported == expected);
    }

    void freeIdsGivesFreeIdFromsIds()
    {
        // Interleaved names, names that share a stem, explicit ids that take suffixes ahead of the
        // search and ids taken before the import: both give the same ids, one by one.
        const QStringList names{QStringLiteral("Alpha"),     QStringLiteral("alpha!"), QStringLiteral("Beta"),
                                QStringLiteral("ALPHA"),     QStringLiteral("云平台"), QStringLiteral("beta"),
                                QStringLiteral("- alpha -"), QStringLiteral("平台"),   QStringLiteral("Alpha")};
        QSet<QString> takenA{QStringLiteral("alpha-3"), QStringLiteral("beta"), QStringLiteral("candidate-2")};
        QSet<QString> takenB = takenA;
        FreeIds freeIds;
        for (int i = 0; i < 400; ++i) {
            const QString name = names.at((i * 7 + i / 5) % names.size());
            const QString a =
                freeIdFrom(name, QStringLiteral("candidate"), [&](const QString& id) { return takenA.contains(id); });
            const QString b =
                freeIds.next(name, QStringLiteral("candidate"), [&](const QString& id) { return takenB.contains(id); });
            QCOMPARE(b, a);
            takenA.insert(a);
            takenB.insert(b);
            if (i % 9 == 0) { // an explicit id in the file, ahead of where the search stands
                const QString ahead = QStringLiteral("alpha-%1").arg(i / 9 + 6);
                takenA.insert(ahead);
                takenB.insert(ahead);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestImport)
#include "tst_import.moc"
