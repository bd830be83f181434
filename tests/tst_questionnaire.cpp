// The vendor questionnaire: the same questions for every candidate in the evaluation, answers
// imported back (UTF-8 or GBK, English or Chinese headers) into vendor_answers, an unknown question
// refused with FILE:LINE:COLUMN and nothing written, re-imports replacing answers undoably, the
// upgrade of version-2 files, and `gatebench questionnaire` as a script meets it.
#include "CsvReader.h"
#include "CsvTestSupport.h"
#include "ImportPipeline.h"
#include "QuestionnaireWriter.h"
#include "TestSupport.h"
#include "commands/Candidates.h"
#include "commands/Criteria.h"
#include "reports/Questionnaire.h"
#include "repositories/VendorAnswerRepository.h"
#include "repositories/WorkspaceSummary.h"
#include "storage/Schema.h"
#include "storage/SqliteStorage.h"
#include "storage/Storage.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

namespace {

QString u(const char* text)
{
    return QString::fromUtf8(text);
}

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QList<QStringList> readCsv(const QString& path)
{
    return gatebench::testing::readCsvRecords(path);
}

QString quoted(const QString& field)
{
    if (!field.contains(u',') && !field.contains(u'"') && !field.contains(u'\n'))
        return field;
    return u'"' + QString(field).replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
}

QString csvText(const QList<QStringList>& records)
{
    QString text;
    for (const QStringList& record : records) {
        QStringList fields;
        for (const QString& field : record)
            fields.append(quoted(field));
        text += fields.join(u',') + QStringLiteral("\r\n");
    }
    return text;
}

QString firstIssue(const PreparedImport& prepared)
{
    return prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString();
}

using gatebench::testing::Run;

Run runGatebench(const QStringList& arguments)
{
    return gatebench::testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE), arguments);
}

const QStringList kGates{QStringLiteral("gate-identity-audit"), QStringLiteral("gate-data-boundary"),
                         QStringLiteral("gate-hardware-compat"), QStringLiteral("gate-resource-availability"),
                         QStringLiteral("gate-key-workflow")};
const QStringList kBonus{QStringLiteral("bonus-experience"), QStringLiteral("bonus-automation"),
                         QStringLiteral("bonus-ecosystem"), QStringLiteral("bonus-extensibility")};

} // namespace

class TestQuestionnaire : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString newPath(const QString& stem) { return m_dir.filePath(QStringLiteral("%1-%2").arg(++m_files).arg(stem)); }

    std::unique_ptr<Workspace> workspace(const QString& language = QStringLiteral("zh_CN"))
    {
        NewWorkspaceOptions options;
        options.path = newPath(QStringLiteral("w.gatebench"));
        options.language = language;
        options.timeZone = QStringLiteral("Asia/Shanghai");
        if (auto r = createWorkspaceFile(options); !r)
            qFatal("%s", qPrintable(r.error().message));
        auto w = Workspace::open(options.path);
        if (!w)
            qFatal("%s", qPrintable(w.error().message));
        auto result = std::move(w).value();
        result->setActor(QStringLiteral("Questionnaire Tester"));
        return result;
    }

    /// Writes the questionnaire of `w` to a file and reads it back.
    QList<QStringList> exported(const Workspace& w, QString* path = nullptr)
    {
        auto questionnaire = Questionnaire::build(w.storage());
        if (!questionnaire)
            qFatal("%s", qPrintable(questionnaire.error().message));
        const QString out = newPath(QStringLiteral("questionnaire.csv"));
        if (auto r = writeQuestionnaireCsv(*questionnaire, out); !r)
            qFatal("%s", qPrintable(r.error().message));
        if (path)
            *path = out;
        return readCsv(out);
    }

    static ImportRequest answers(const QStringList& inputs)
    {
        ImportRequest r;
        r.kind = QStringLiteral("answers");
        r.inputs = inputs;
        return r;
    }

    static QString answerOf(const Workspace& w, const QString& candidate, const QString& question)
    {
        auto rows = w.storage().select(QStringLiteral("vendor_answers"), {{QStringLiteral("candidate_id"), candidate},
                                                                          {QStringLiteral("question_id"), question}});
        return rows && rows->size() == 1 ? rows->first().value(QStringLiteral("answer")).toString() : QString();
    }

private slots:
    void sameQuestionsForEveryCandidateInTheEvaluation()
    {
        auto w = workspace();
        // A candidate set aside by the committee gets no questionnaire.
        QVERIFY(w->setFields(
                     QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("ti-one")}},
                     {{QStringLiteral("shortlisted"), 0}, {QStringLiteral("set_aside_reason"), u("不在采购框架内")}},
                     QStringLiteral("Set aside"))
                    .ok());
        QString path;
        const QList<QStringList> records = exported(*w, &path);
        QVERIFY(fileBytes(path).startsWith("\xEF\xBB\xBF"
                                           "candidate_id,candidate,question_id,criterion_id,question,answer,"
                                           "evidence_link\r\n"));
        QCOMPARE(records.first(), questionnaireCsvColumns());

        const QStringList commercial = Questionnaire::commercialQuestionIds();
        QCOMPARE(commercial.size(), 10);
        const QStringList expectedQuestions = kGates + kBonus + commercial; // deferred items are not asked
        const QStringList shortlisted{QStringLiteral("base-command"), QStringLiteral("runai"),
                                      QStringLiteral("openshift-ai"), QStringLiteral("modelarts"),
                                      QStringLiteral("pai"),          QStringLiteral("k8s-oss")};
        QCOMPARE(records.size() - 1, shortlisted.size() * (kGates.size() + kBonus.size() + commercial.size()));

        QStringList candidatesInOrder;
        QHash<QString, QStringList> questionsOf;
        QHash<QString, QStringList> textsOf;
        for (const QStringList& record : records.mid(1)) {
            QCOMPARE(record.size(), 7);
            const QString candidate = record.at(0);
            if (!candidatesInOrder.contains(candidate))
                candidatesInOrder.append(candidate);
            questionsOf[candidate].append(record.at(2));
            textsOf[candidate].append(record.at(4));
            // A requirement's question carries its id; a commercial question none.
            QCOMPARE(record.at(3),
                     kGates.contains(record.at(2)) || kBonus.contains(record.at(2)) ? record.at(2) : QString());
            QVERIFY(record.at(4).size() > 10);
            QVERIFY(record.at(5).isEmpty());
            QVERIFY(record.at(6).isEmpty());
        }
        QCOMPARE(candidatesInOrder, shortlisted);
        for (const QString& candidate : shortlisted) {
            QCOMPARE(questionsOf.value(candidate), expectedQuestions);
            QCOMPARE(textsOf.value(candidate), textsOf.value(shortlisted.first()));
        }
        // Worded in the workspace language from the title and the acceptance rule.
        const QString dataBoundary = textsOf.value(QStringLiteral("runai")).at(1);
        QVERIFY2(dataBoundary.contains(u("数据边界")) && dataBoundary.contains(u("验收标准")),
                 qPrintable(dataBoundary));
        QCOMPARE(records.at(1).at(1), QStringLiteral("NVIDIA Base Command Platform"));
        QCOMPARE(textsOf.value(QStringLiteral("runai")).at(9),
                 Questionnaire::commercialQuestion(commercial.first(), QStringLiteral("zh_CN")));

        // An English workspace asks in English; a subset of candidates by id or name, in committee order.
        auto en = workspace(QStringLiteral("en"));
        auto subset = Questionnaire::build(en->storage(), {u("自建"), QStringLiteral("runai")});
        QVERIFY(subset.ok());
        QCOMPARE(subset->candidates.size(), 2);
        QCOMPARE(subset->candidates.at(0).id, QStringLiteral("runai"));
        QCOMPARE(subset->candidates.at(1).id, QStringLiteral("k8s-oss"));
        QCOMPARE(subset->candidates.at(1).name, QStringLiteral("Kubernetes + Volcano + Kubeflow (self-built)"));
        QVERIFY(subset->questions.at(1).text.startsWith(QStringLiteral("Data boundary. Acceptance rule: ")));
        QVERIFY(!Questionnaire::build(en->storage(), {QStringLiteral("nobody")}).ok());
        QVERIFY(!Questionnaire::build(w->storage(), {QStringLiteral("ti-one")}).ok()); // set aside
    }

    void answersComeBackFromTwoVendors()
    {
        auto w = workspace();
        const QList<QStringList> records = exported(*w);
        const QStringList header = records.first();
        const QString commercial = Questionnaire::commercialQuestionIds().at(1);

        // Run:ai returns its rows of the exported file (UTF-8, English headers), a few answered.
        QList<QStringList> runai{header};
        for (QStringList record : records.mid(1)) {
            if (record.at(0) != QLatin1String("runai"))
                continue;
            if (record.at(2) == QLatin1String("gate-data-boundary")) {
                record[5] = u("支持完全本地部署，训练数据不出机房。");
                record[6] = QStringLiteral("https://vendor.example/runai/on-prem.pdf");
            } else if (record.at(2) == QLatin1String("bonus-automation")) {
                record[5] = QStringLiteral("Quotas and preemption are set through the API.");
            } else if (record.at(2) == commercial) {
                record[5] = u("空闲资源不计费。");
            }
            runai.append(record);
        }
        const QString runaiPath = newPath(QStringLiteral("runai-answers.csv"));
        writeBytes(runaiPath, "\xEF\xBB\xBF" + csvText(runai).toUtf8());

        // The self-built option answers in a GBK file with Chinese headers, naming itself by its Chinese
        // name and each question by its number; it has no criterion column.
        QList<QStringList> k8s{{u("候选方案"), u("问题编号"), u("问题"), u("答复"), u("证据链接")}};
        for (const QStringList& record : records.mid(1)) {
            if (record.at(0) != QLatin1String("k8s-oss"))
                continue;
            QString answer;
            if (record.at(2) == QLatin1String("gate-data-boundary"))
                answer = u("自建于本地机房，数据不出域。");
            else if (record.at(2) == QLatin1String("gate-identity-audit"))
                answer = u("通过 Keycloak 接入企业单点登录，审计日志保留 180 天。");
            k8s.append({record.at(1), record.at(2), record.at(4), answer,
                        answer.isEmpty() ? QString() : QStringLiteral("https://wiki.example/k8s")});
        }
        const QString k8sPath = newPath(QStringLiteral("k8s-answers.csv"));
        QStringEncoder gbk("GB18030");
        writeBytes(k8sPath, gbk.encode(csvText(k8s)));

        for (const QString& path : {runaiPath, k8sPath}) {
            Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
            const PreparedImport prepared = runImport(*w, answers({path}), &committed);
            QVERIFY2(prepared.acceptable(), qPrintable(firstIssue(prepared)));
            QVERIFY2(committed.ok(), qPrintable(committed.ok() ? QString() : committed.error().message));
        }
        // Unanswered rows are skipped: three answers from Run:ai, two from the self-built option.
        QCOMPARE(*w->storage().count(QStringLiteral("vendor_answers")), 5);
        QCOMPARE(*w->storage().count(QStringLiteral("vendor_answers"),
                                     {{QStringLiteral("candidate_id"), QStringLiteral("k8s-oss")}}),
                 2);

        auto cell = answersFor(w->storage(), QStringLiteral("runai"), QStringLiteral("gate-data-boundary"));
        QVERIFY(cell.ok());
        QCOMPARE(cell->size(), 1);
        QCOMPARE(cell->first().answer, u("支持完全本地部署，训练数据不出机房。"));
        QCOMPARE(cell->first().link, QStringLiteral("https://vendor.example/runai/on-prem.pdf"));
        QCOMPARE(cell->first().criterionId, QStringLiteral("gate-data-boundary"));
        QVERIFY(cell->first().question.contains(u("数据边界")));
        QVERIFY(cell->first().importId.has_value());
        auto k8sCell = answersFor(w->storage(), QStringLiteral("k8s-oss"), QStringLiteral("gate-identity-audit"));
        QCOMPARE(k8sCell->size(), 1);
        QCOMPARE(k8sCell->first().answer, u("通过 Keycloak 接入企业单点登录，审计日志保留 180 天。"));
        QCOMPARE(k8sCell->first().criterionId, QStringLiteral("gate-identity-audit"));
        // Commercial answers belong to no requirement.
        auto commercialAnswers = answersFor(w->storage(), QStringLiteral("runai"), QString());
        QCOMPARE(commercialAnswers->size(), 1);
        QCOMPARE(commercialAnswers->first().questionId, commercial);
        QVERIFY(commercialAnswers->first().criterionId.isEmpty());
        auto stored =
            w->storage().select(QStringLiteral("vendor_answers"), {{QStringLiteral("question_id"), commercial}});
        QVERIFY(stored->first().value(QStringLiteral("criterion_id")).isNull());
        QVERIFY(answersFor(w->storage(), QStringLiteral("pai"), QStringLiteral("gate-data-boundary"))->isEmpty());

        // Removing a requirement keeps the vendors' answers, unlinked; undo links them again.
        QVERIFY(criteria::remove(*w, QStringLiteral("bonus-automation")).ok());
        QCOMPARE(*w->storage().count(QStringLiteral("vendor_answers")), 5);
        QVERIFY(answersFor(w->storage(), QStringLiteral("runai"), QStringLiteral("bonus-automation"))->isEmpty());
        QVERIFY(w->undo().ok());
        QCOMPARE(answersFor(w->storage(), QStringLiteral("runai"), QStringLiteral("bonus-automation"))->size(), 1);
    }

    void formulaNamesAreNeutralisedAndAnswersFindThem()
    {
        // Candidate names that Excel would run as formulas: each is written with an apostrophe in
        // front, and the answers import reads the name back without it.
        auto w = workspace();
        const QString sum = QStringLiteral("@SUM(1+1)");
        const QString cmd = QStringLiteral("-cmd|' /C calc'!A0");
        const auto sumId = candidates::add(*w, sum, sum);
        const auto cmdId = candidates::add(*w, cmd, cmd);
        QVERIFY(sumId.ok() && cmdId.ok());
        QString path;
        const QList<QStringList> records = exported(*w, &path);
        QStringList namesWritten;
        for (const QStringList& record : records.mid(1)) {
            QVERIFY(!record.at(0).startsWith(u'\'')); // ids are never prefixed
            if (record.at(0) == *sumId || record.at(0) == *cmdId)
                namesWritten.append(record.at(1));
            else
                QVERIFY2(!record.at(1).startsWith(u'\''), qPrintable(record.at(1)));
        }
        QCOMPARE(namesWritten.size(), 2 * 19);
        QVERIFY(namesWritten.contains(u'\'' + sum));
        QVERIFY(namesWritten.contains(u'\'' + cmd));
        for (const QString& name : std::as_const(namesWritten))
            QVERIFY(name == u'\'' + sum || name == u'\'' + cmd);
        // In the file itself: quoted only where a comma or quote needs it, the apostrophe inside.
        const QByteArray bytes = fileBytes(path);
        QVERIFY(bytes.contains(",'@SUM(1+1),"));
        QVERIFY(bytes.contains(",'-cmd|' /C calc'!A0,"));

        // A vendor answers under its name only (no id), as the spreadsheet saved it: with the apostrophe.
        QList<QStringList> filled{
            {QStringLiteral("candidate"), QStringLiteral("question_id"), QStringLiteral("answer")}};
        for (const QStringList& record : records.mid(1)) {
            if ((record.at(0) == *sumId || record.at(0) == *cmdId) &&
                record.at(2) == QLatin1String("gate-data-boundary"))
                filled.append({record.at(1), record.at(2), QStringLiteral("-on premises only")});
        }
        QCOMPARE(filled.size(), 3);
        const QString answersPath = newPath(QStringLiteral("formula-answers.csv"));
        writeBytes(answersPath, csvText(filled).toUtf8());
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, answers({answersPath}), &committed);
        QVERIFY2(prepared.acceptable(), qPrintable(firstIssue(prepared)));
        QVERIFY(committed.ok());
        QCOMPARE(answerOf(*w, *sumId, QStringLiteral("gate-data-boundary")), QStringLiteral("-on premises only"));
        QCOMPARE(answerOf(*w, *cmdId, QStringLiteral("gate-data-boundary")), QStringLiteral("-on premises only"));
    }

    void unknownQuestionFailsAndWritesNothing()
    {
        auto w = workspace();
        const QByteArray before = *contentHash(w->storage());
        const QString path = newPath(QStringLiteral("bad-question.csv"));
        writeBytes(path, QByteArrayLiteral("candidate_id,question_id,answer\r\n"
                                           "runai,gate-data-boundary,On premises\r\n"
                                           "runai,gate-quantum-readiness,Yes\r\n"));
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, answers({path}), &committed);
        QVERIFY(!prepared.acceptable());
        QVERIFY(!committed.ok());
        QCOMPARE(prepared.issues.size(), 1);
        QCOMPARE(prepared.issues.first().issue.line, 3);
        QCOMPARE(prepared.issues.first().issue.column, 2);
        QVERIFY2(prepared.issues.first().toString().startsWith(path + QStringLiteral(":3:2: ")),
                 qPrintable(prepared.issues.first().toString()));
        QVERIFY(prepared.issues.first().issue.message.contains(QStringLiteral("gate-quantum-readiness")));
        QCOMPARE(*contentHash(w->storage()), before);
        QCOMPARE(w->undoStack()->count(), 0);

        // A criterion column that disagrees with the question is refused too (shuffled rows).
        writeBytes(path, QByteArrayLiteral("candidate_id,question_id,criterion_id,answer\r\n"
                                           "runai,gate-data-boundary,gate-key-workflow,On premises\r\n"));
        const PreparedImport shuffled = runImport(*w, answers({path}), nullptr);
        QVERIFY(!shuffled.acceptable());
        QCOMPARE(shuffled.issues.first().issue.column, 3);
        // So is the same question answered twice, whatever name the candidate goes by.
        writeBytes(path, QByteArrayLiteral("candidate,question_id,answer\r\n"
                                           "Run:ai,gate-data-boundary,On premises\r\n"
                                           "RunAI,gate-data-boundary,Also on premises\r\n"));
        const PreparedImport twice = runImport(*w, answers({path}), nullptr);
        QVERIFY(!twice.acceptable());
        QCOMPARE(twice.issues.first().issue.line, 3);
        QCOMPARE(*contentHash(w->storage()), before);
    }

    void reimportReplacesAndUndoRestores()
    {
        auto w = workspace();
        const QString first = newPath(QStringLiteral("first.csv"));
        writeBytes(first, QByteArrayLiteral("candidate_id,question_id,answer,evidence_link\r\n"
                                            "runai,gate-key-workflow,Node failure recovers in 5 min,https://a\r\n"
                                            "runai,q-peak-capacity,Reserved capacity by contract,\r\n"));
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        QVERIFY(runImport(*w, answers({first}), &committed).acceptable());
        QVERIFY(committed.ok());

        const QString second = newPath(QStringLiteral("second.csv"));
        writeBytes(second, QByteArrayLiteral("candidate_id,question_id,answer,evidence_link\r\n"
                                             "runai,gate-key-workflow,Node failure recovers in 2 min,https://b\r\n"
                                             "runai,q-peak-capacity,,\r\n"));
        const PreparedImport again = runImport(*w, answers({second}), &committed);
        QVERIFY2(again.acceptable(), qPrintable(firstIssue(again)));
        QVERIFY(committed.ok());
        QCOMPARE(again.changes.size(), 1);
        QCOMPARE(again.changes.toList().first().op, Change::Op::Update);
        QCOMPARE(*w->storage().count(QStringLiteral("vendor_answers")), 2);
        QCOMPARE(answerOf(*w, QStringLiteral("runai"), QStringLiteral("gate-key-workflow")),
                 QStringLiteral("Node failure recovers in 2 min"));
        // The empty cell did not erase the stored answer.
        QCOMPARE(answerOf(*w, QStringLiteral("runai"), QStringLiteral("q-peak-capacity")),
                 QStringLiteral("Reserved capacity by contract"));

        QVERIFY(w->undo().ok());
        QCOMPARE(answerOf(*w, QStringLiteral("runai"), QStringLiteral("gate-key-workflow")),
                 QStringLiteral("Node failure recovers in 5 min"));
        auto cell = answersFor(w->storage(), QStringLiteral("runai"), QStringLiteral("gate-key-workflow"));
        QCOMPARE(cell->first().link, QStringLiteral("https://a"));
        QVERIFY(w->redo().ok());
        QCOMPARE(answerOf(*w, QStringLiteral("runai"), QStringLiteral("gate-key-workflow")),
                 QStringLiteral("Node failure recovers in 2 min"));
        // Undoing both imports leaves no answer; the commercial answer's NULL requirement round-trips.
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QCOMPARE(*w->storage().count(QStringLiteral("vendor_answers")), 0);
        QVERIFY(w->redo().ok());
        QCOMPARE(*w->storage().count(QStringLiteral("vendor_answers")), 2);
        auto commercial = w->storage().select(QStringLiteral("vendor_answers"),
                                              {{QStringLiteral("question_id"), QStringLiteral("q-peak-capacity")}});
        QVERIFY(commercial->first().value(QStringLiteral("criterion_id")).isNull());

        // The same file again changes nothing.
        const PreparedImport same = runImport(*w, answers({first}), nullptr);
        QVERIFY(same.acceptable());
        QVERIFY(same.changes.isEmpty());
    }

    void upgradesVersionTwoFiles()
    {
        const QString path = newPath(QStringLiteral("old.gatebench"));
        QVERIFY(SqliteStorage::createAtVersion(path, 2).ok());
        {
            auto readOnly = SqliteStorage::open(path, SqliteStorage::Mode::ReadOnly);
            QVERIFY(readOnly.ok());
            QVERIFY(!(*readOnly)->tables().contains(QStringLiteral("vendor_answers")));
        }
        QVERIFY(!QFile::exists(path + QStringLiteral(".v2.bak")));
        {
            auto storage = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
            QVERIFY2(storage.ok(), qPrintable(storage.ok() ? QString() : storage.error().message));
            QCOMPARE((*storage)->schemaVersion(), schema::currentVersion());
            QVERIFY(schema::currentVersion() >= 3);
            QCOMPARE((*storage)->upgradedFrom(), 2);
            QCOMPARE((*storage)->backupPath(), path + QStringLiteral(".v2.bak"));
            QVERIFY((*storage)->tables().contains(QStringLiteral("vendor_answers")));
            QCOMPARE((*storage)->columns(QStringLiteral("vendor_answers")),
                     QStringList({QStringLiteral("id"), QStringLiteral("candidate_id"), QStringLiteral("question_id"),
                                  QStringLiteral("criterion_id"), QStringLiteral("question"), QStringLiteral("answer"),
                                  QStringLiteral("link"), QStringLiteral("import_id")}));
        }
        QVERIFY(QFile::exists(path + QStringLiteral(".v2.bak")));
        auto backup = SqliteStorage::open(path + QStringLiteral(".v2.bak"), SqliteStorage::Mode::ReadOnly);
        QVERIFY(backup.ok());
        QCOMPARE((*backup)->schemaVersion(), 2);
        QVERIFY(!(*backup)->tables().contains(QStringLiteral("vendor_answers")));
    }

    void commandLineWritesTheQuestionnaire()
    {
        auto w = workspace();
        const QString file = w->path();
        w.reset();
        const QByteArray before = QCryptographicHash::hash(fileBytes(file), QCryptographicHash::Sha256);
        const QString out = newPath(QStringLiteral("cli.csv"));

        const Run ok = runGatebench({QStringLiteral("questionnaire"), file, out});
        QCOMPARE(ok.code, 0);
        QCOMPARE(readCsv(out).size(), 1 + 7 * 19);
        QCOMPARE(QCryptographicHash::hash(fileBytes(file), QCryptographicHash::Sha256), before);

        // Never overwrites without --force; with it, replaces OUT (here with two candidates only).
        const Run again = runGatebench({QStringLiteral("questionnaire"), file, out});
        QCOMPARE(again.code, 1);
        QVERIFY(again.err.contains("--force"));
        QCOMPARE(readCsv(out).size(), 1 + 7 * 19);
        const Run forced = runGatebench({QStringLiteral("questionnaire"), file, out, QStringLiteral("--force"),
                                         QStringLiteral("--candidate"), QStringLiteral("runai"),
                                         QStringLiteral("--candidate"), QStringLiteral("OpenShift AI")});
        QCOMPARE(forced.code, 0);
        QCOMPARE(readCsv(out).size(), 1 + 2 * 19);

        QCOMPARE(runGatebench({QStringLiteral("questionnaire"), file}).code, 1);
        QCOMPARE(runGatebench({QStringLiteral("questionnaire"), file, newPath(QStringLiteral("x.csv")),
                               QStringLiteral("--bogus")})
                     .code,
                 1);
        const QString unknown = newPath(QStringLiteral("unknown.csv"));
        QCOMPARE(runGatebench({QStringLiteral("questionnaire"), file, unknown, QStringLiteral("--candidate"),
                               QStringLiteral("nobody")})
                     .code,
                 2);
        QVERIFY(!QFile::exists(unknown));
        const QString notWorkspace = newPath(QStringLiteral("not.gatebench"));
        writeBytes(notWorkspace, QByteArrayLiteral("hello"));
        QCOMPARE(runGatebench({QStringLiteral("questionnaire"), notWorkspace, newPath(QStringLiteral("y.csv"))}).code,
                 2);
        QCOMPARE(QCryptographicHash::hash(fileBytes(file), QCryptographicHash::Sha256), before);

        // The answers come back through `gatebench import --kind answers`.
        QList<QStringList> records = readCsv(out);
        records[2][5] = QStringLiteral("Yes, on premises");
        const QString filled = newPath(QStringLiteral("filled.csv"));
        writeBytes(filled, csvText(records).toUtf8());
        const Run imported =
            runGatebench({QStringLiteral("import"), file, QStringLiteral("--kind"), QStringLiteral("answers"), filled});
        QVERIFY2(imported.code == 0, imported.err.constData());
        auto reopened = Workspace::open(file, Workspace::Access::ReadOnly);
        QCOMPARE(*(*reopened)->storage().count(QStringLiteral("vendor_answers")), 1);
    }
};

QTEST_GUILESS_MAIN(TestQuestionnaire)
#include "tst_questionnaire.moc"
