// The vendor questionnaire: one file per candidate still in the evaluation and not eliminated on
// the evaluation date (the self-built option included), in the chosen language with headers a
// vendor reads, asking the questions written for the vendors and never the committee's acceptance
// rules; the files come back through the answers import in either language (UTF-8 or GBK), an
// unknown question refused with FILE:LINE:COLUMN and nothing written, re-imports replacing answers
// undoably, the upgrade of older files, and `gatebench questionnaire` as a script meets it.
#include "CsvReader.h"
#include "CsvTestSupport.h"
#include "ImportPipeline.h"
#include "QuestionnaireWriter.h"
#include "TestSupport.h"
#include "commands/Candidates.h"
#include "commands/Criteria.h"
#include "decision/DecisionLoader.h"
#include "mapping/ColumnMapping.h"
#include "reports/Questionnaire.h"
#include "repositories/CriterionRepository.h"
#include "repositories/ImportFields.h"
#include "repositories/VendorAnswerRepository.h"
#include "repositories/WorkspaceSummary.h"
#include "storage/Schema.h"
#include "storage/SqliteStorage.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/SeedTemplate.h"
#include "workspace/Workspace.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
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

/// A file's bytes; an evaluation's rows on a server (testing::readFile).
QByteArray fileBytes(const QString& path)
{
    if (gatebench::testing::serverMode())
        return gatebench::testing::readFile(path);
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

/// The files of a folder, sorted by name.
QStringList filesIn(const QString& folder)
{
    return QDir(folder).entryList(QDir::Files, QDir::Name);
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
const QDate kDemoAsOf(2026, 11, 30); // the demo's evaluation date: its waiver holds until 2027-01-31

/// Column indexes of a questionnaire file (Questionnaire::headers).
enum Column { CandidateId, CandidateName, QuestionId, Topic, QuestionText, Answer, Evidence, ColumnCount };

} // namespace

class TestQuestionnaire : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString newPath(const QString& stem) { return m_dir.filePath(QStringLiteral("%1-%2").arg(++m_files).arg(stem)); }

    std::unique_ptr<Workspace> workspace(const QString& language = QStringLiteral("zh_CN"), bool demo = false)
    {
        gatebench::testing::WorkspaceSpec spec;
        spec.language = language;
        spec.actor = QStringLiteral("Questionnaire Tester");
        if (demo)
            spec.content = NewWorkspaceOptions::Content::Demo;
        return gatebench::testing::createWorkspace(newPath(QStringLiteral("w.gatebench")), spec);
    }

    /// Writes the questionnaires of `w` into a new folder and reads them back: the records of each
    /// file (header first) by the candidate id its rows carry. `folder` receives the folder.
    QHash<QString, QList<QStringList>> exported(const Workspace& w, const QuestionnaireOptions& options = {},
                                                QString* folder = nullptr)
    {
        auto questionnaire = Questionnaire::build(w.queries().rows(), options);
        if (!questionnaire)
            qFatal("%s", qPrintable(questionnaire.error().message));
        const QString out = newPath(QStringLiteral("questionnaires"));
        auto written = writeQuestionnaireFiles(*questionnaire, out);
        if (!written)
            qFatal("%s", qPrintable(written.error().message));
        if (folder)
            *folder = out;
        QHash<QString, QList<QStringList>> byCandidate;
        for (const QString& path : std::as_const(*written)) {
            const QList<QStringList> records = readCsv(path);
            if (records.size() < 2)
                qFatal("%s has no rows", qPrintable(path));
            byCandidate.insert(records.at(1).at(CandidateId), records);
        }
        return byCandidate;
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
        auto rows =
            w.queries().rows().select(QStringLiteral("vendor_answers"), {{QStringLiteral("candidate_id"), candidate},
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
        QuestionnaireOptions options;
        options.language = QStringLiteral("zh_CN");
        options.asOf = kDemoAsOf;
        QString folder;
        const auto files = exported(*w, options, &folder);
        // No verdicts yet: every candidate in the evaluation is blocked, none eliminated, so each
        // gets its own file, the self-built option too.
        const QStringList shortlisted{QStringLiteral("base-command"), QStringLiteral("runai"),
                                      QStringLiteral("openshift-ai"), QStringLiteral("modelarts"),
                                      QStringLiteral("pai"),          QStringLiteral("k8s-oss")};
        QCOMPARE(filesIn(folder).size(), shortlisted.size());
        QCOMPARE(QSet<QString>(files.keyBegin(), files.keyEnd()),
                 QSet<QString>(shortlisted.cbegin(), shortlisted.cend()));
        for (const QString& name : filesIn(folder))
            QVERIFY2(fileBytes(QDir(folder).filePath(name))
                         .startsWith(QByteArray(
                             "\xEF\xBB\xBF" +
                             u("候选方案编号,候选方案,问题编号,主题,问题,答复,证据或参考资料\r\n").toUtf8())),
                     qPrintable(name));

        const QStringList commercial = Questionnaire::commercialQuestionIds();
        QCOMPARE(commercial.size(), 10);
        const QStringList expectedQuestions = kGates + kBonus + commercial; // deferred items are not asked
        for (const QString& candidate : shortlisted) {
            const QList<QStringList>& records = files.value(candidate);
            QCOMPARE(records.first(), Questionnaire::headers(QStringLiteral("zh_CN")));
            QCOMPARE(records.size() - 1, expectedQuestions.size());
            QStringList questions;
            for (const QStringList& record : records.mid(1)) {
                QCOMPARE(record.size(), int(ColumnCount));
                QCOMPARE(record.at(CandidateId), candidate); // one candidate per file
                questions.append(record.at(QuestionId));
                QVERIFY(record.at(QuestionText).size() > 10);
                QVERIFY(record.at(Answer).isEmpty());
                QVERIFY(record.at(Evidence).isEmpty());
                // Every candidate is asked the same, word for word.
                QCOMPARE(record.mid(Topic, 2), files.value(shortlisted.first()).at(questions.size()).mid(Topic, 2));
            }
            QCOMPARE(questions, expectedQuestions);
        }
        // The questions written for the vendors, in the chosen language; the topic is the requirement's title.
        const QList<QStringList>& runai = files.value(QStringLiteral("runai"));
        const auto criteria = SeedTemplate::instance().criteria();
        QVERIFY(criteria.ok());
        QCOMPARE(runai.at(2).at(Topic), u("数据边界"));
        QCOMPARE(runai.at(2).at(QuestionText), criteria->at(1).vendorQuestion.zh);
        QVERIFY(runai.at(2).at(QuestionText).contains(u("训练数据")));
        QCOMPARE(runai.at(1).at(CandidateName), QStringLiteral("NVIDIA Run:ai"));
        QCOMPARE(runai.at(10).at(Topic), u("商务条款"));
        QCOMPARE(runai.at(10).at(QuestionText),
                 Questionnaire::commercialQuestion(commercial.first(), QStringLiteral("zh_CN")));

        // English questions from a Chinese evaluation; a subset of candidates by id or name, in committee order.
        options.language = QStringLiteral("en");
        options.candidates = QStringList{u("自建"), QStringLiteral("runai")};
        auto subset = Questionnaire::build(w->queries().rows(), options);
        QVERIFY(subset.ok());
        QCOMPARE(subset->candidates.size(), 2);
        QCOMPARE(subset->candidates.at(0).id, QStringLiteral("runai"));
        QCOMPARE(subset->candidates.at(1).id, QStringLiteral("k8s-oss"));
        QCOMPARE(subset->candidates.at(1).name, QStringLiteral("Kubernetes + Volcano + Kubeflow (self-built)"));
        QCOMPARE(subset->questions.at(1).text, criteria->at(1).vendorQuestion.en);
        QCOMPARE(subset->questions.at(1).topic, QStringLiteral("Data boundary"));
        QCOMPARE(subset->questions.at(9).text,
                 Questionnaire::commercialQuestion(commercial.first(), QStringLiteral("en")));
        options.candidates = QStringList{QStringLiteral("nobody")};
        QVERIFY(!Questionnaire::build(w->queries().rows(), options).ok());
        options.candidates = QStringList{QStringLiteral("ti-one")}; // set aside
        QVERIFY(!Questionnaire::build(w->queries().rows(), options).ok());
    }

    void demoFilesGoToTheCandidatesNotEliminated()
    {
        auto w = workspace(QStringLiteral("zh_CN"), true);
        auto input = loadDecisionInput(w->queries().rows());
        QVERIFY(input.ok());
        // On the demo's date and after its waiver lapsed, the files go to exactly the candidates in
        // the evaluation that the decision does not eliminate (blocked ones included).
        for (const QDate date : {kDemoAsOf, QDate(2027, 2, 1)}) {
            const Decision decision = decide(*input, date);
            QStringList expected;
            for (const CandidateDecision& c : decision.candidates) {
                if (c.shortlisted && c.status && *c.status != CandidateStatus::Eliminated)
                    expected.append(c.candidateId);
            }
            QuestionnaireOptions options;
            options.asOf = date;
            auto q = Questionnaire::build(w->queries().rows(), options);
            QVERIFY(q.ok());
            QStringList ids;
            for (const QuestionnaireCandidate& c : q->candidates)
                ids.append(c.id);
            QCOMPARE(ids, expected);
            auto choices = Questionnaire::choices(w->queries().rows(), date);
            QVERIFY(choices.ok());
            QCOMPARE(choices->size(), 7);
            QStringList chosen;
            for (const QuestionnaireChoice& choice : *choices) {
                if (choice.chosen)
                    chosen.append(choice.id);
            }
            QCOMPARE(chosen, expected);
        }
        // Known independently (DOMAIN.md): Run:ai eligible, OpenShift AI blocked, the self-built
        // option eligible on a waiver until 2027-01-31 and blocked after it; the four eliminated get none.
        QuestionnaireOptions options;
        options.asOf = kDemoAsOf;
        auto onDate = Questionnaire::build(w->queries().rows(), options);
        QCOMPARE(onDate->candidates.size(), 3);
        QCOMPARE(onDate->candidates.at(0).id, QStringLiteral("runai"));
        QCOMPARE(onDate->candidates.at(1).id, QStringLiteral("openshift-ai"));
        QCOMPARE(onDate->candidates.at(2).id, QStringLiteral("k8s-oss"));
        QCOMPARE(onDate->candidates.at(2).status, std::optional(CandidateStatus::Eligible));
        options.asOf = QDate(2027, 2, 1);
        auto later = Questionnaire::build(w->queries().rows(), options);
        QCOMPARE(later->candidates.at(2).status, std::optional(CandidateStatus::Blocked));
        // Named on purpose, an eliminated candidate still gets its file.
        options.candidates = QStringList{QStringLiteral("pai")};
        auto pai = Questionnaire::build(w->queries().rows(), options);
        QCOMPARE(pai->candidates.size(), 1);
        QCOMPARE(pai->candidates.first().status, std::optional(CandidateStatus::Eliminated));

        // The file names say which evaluation, which candidate and which date.
        QString folder;
        options.candidates.clear();
        options.asOf = kDemoAsOf;
        exported(*w, options, &folder);
        const QString title = u("示例评估：四个算法团队共享 GPU 集群的平台选型（模拟数据）");
        QCOMPARE(filesIn(folder),
                 QStringList({title + u(" - Kubernetes + Volcano + Kubeflow（自建） - 问卷 2026-11-30.csv"),
                              title + u(" - NVIDIA Run_ai - 问卷 2026-11-30.csv"),
                              title + u(" - Red Hat OpenShift AI - 问卷 2026-11-30.csv")}));
    }

    void headersSpeakTheChosenLanguageAndImportBack()
    {
        static const QRegularExpression latin(QStringLiteral("[A-Za-z_]"));
        static const QRegularExpression chinese(QStringLiteral("[\\x{3000}-\\x{9FFF}\\x{FF00}-\\x{FFEF}]"));
        const QStringList zh = Questionnaire::headers(QStringLiteral("zh_CN"));
        const QStringList en = Questionnaire::headers(QStringLiteral("en"));
        QCOMPARE(zh.size(), int(ColumnCount));
        QCOMPARE(en.size(), int(ColumnCount));
        QStringList machine;
        for (const AnswerImportField field :
             {AnswerImportField::CandidateId, AnswerImportField::Candidate, AnswerImportField::QuestionId,
              AnswerImportField::CriterionId, AnswerImportField::Question, AnswerImportField::Answer,
              AnswerImportField::EvidenceLink})
            machine.append(QLatin1String(key(field)));
        // A header is words a vendor reads ("Candidate ID"), never an identifier ("candidate_id").
        static const QRegularExpression identifier(QStringLiteral("^[a-z0-9_]+$"));
        for (const QString& header : zh) {
            QVERIFY2(!header.contains(latin), qPrintable(header));
            QVERIFY2(!machine.contains(header), qPrintable(header));
        }
        for (const QString& header : en) {
            QVERIFY2(!header.contains(chinese) && !header.contains(u'_'), qPrintable(header));
            QVERIFY2(!machine.contains(header) && !identifier.match(header).hasMatch(), qPrintable(header));
        }
        // Either language's headers, and the machine headers of earlier questionnaires, map to the
        // answers' fields without a mapping file; the topic is for the reader only.
        const QStringList fields{
            QLatin1String(key(AnswerImportField::CandidateId)), QLatin1String(key(AnswerImportField::Candidate)),
            QLatin1String(key(AnswerImportField::QuestionId)),  QString(),
            QLatin1String(key(AnswerImportField::Question)),    QLatin1String(key(AnswerImportField::Answer)),
            QLatin1String(key(AnswerImportField::EvidenceLink))};
        for (const QStringList& header : {zh, en}) {
            auto mapping = ColumnMapping::propose(QStringLiteral("answers"), header);
            QVERIFY(mapping.ok());
            for (int c = 0; c < header.size(); ++c) {
                QCOMPARE(mapping->field(c), fields.at(c));
                if (!fields.at(c).isEmpty())
                    QCOMPARE(mapping->status(c), MatchStatus::Matched);
            }
        }
        auto old = ColumnMapping::propose(QStringLiteral("answers"), machine);
        QVERIFY(old.ok());
        for (int c = 0; c < machine.size(); ++c)
            QCOMPARE(old->field(c), machine.at(c));
    }

    void acceptanceRulesAndRubricsNeverGoOut()
    {
        auto w = workspace(QStringLiteral("en"), true);
        auto criteria = CriterionRepository(w->queries().rows()).ordered();
        QVERIFY(criteria.ok());
        // Every candidate, in both languages: no acceptance rule (the rubric of a bonus criterion
        // is its acceptance rule) appears in any file, not even a distinctive part of one.
        for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
            QuestionnaireOptions options;
            options.language = language;
            options.asOf = kDemoAsOf;
            options.candidates =
                QStringList{QStringLiteral("base-command"), QStringLiteral("runai"), QStringLiteral("openshift-ai"),
                            QStringLiteral("modelarts"),    QStringLiteral("pai"),   QStringLiteral("ti-one"),
                            QStringLiteral("k8s-oss")};
            QString folder;
            QCOMPARE(exported(*w, options, &folder).size(), 7);
            QByteArray all;
            for (const QString& name : filesIn(folder))
                all += fileBytes(QDir(folder).filePath(name));
            for (const Criterion& c : std::as_const(*criteria)) {
                for (const QString& rule : {c.acceptance.zh, c.acceptance.en}) {
                    QVERIFY(!rule.isEmpty());
                    QVERIFY2(!all.contains(rule.toUtf8()), qPrintable(rule));
                    // The first clause of each rule too ("... 0–5 ...", "180 天").
                    const QString clause = rule.section(QRegularExpression(QStringLiteral("[;；,，]")), 0, 0);
                    QVERIFY2(!all.contains(clause.toUtf8()), qPrintable(clause));
                }
            }
            QVERIFY(!all.contains("0–5"));
        }

        // A requirement without a question for the vendors is asked from its title, never its rule;
        // one written in a single language is asked in that language.
        const QString id = QStringLiteral("gate-hardware-compat");
        QVERIFY(criteria::setFields(*w, id,
                                    {{CriterionField::VendorQuestionZh, QString()},
                                     {CriterionField::VendorQuestionEn, QStringLiteral("Which GPUs do you support?")}})
                    .ok());
        auto found = CriterionRepository(w->queries().rows()).find(id);
        QVERIFY(found.ok() && found->has_value());
        QCOMPARE(Questionnaire::criterionQuestion(**found, QStringLiteral("en")),
                 QStringLiteral("Which GPUs do you support?"));
        QCOMPARE(Questionnaire::criterionQuestion(**found, QStringLiteral("zh_CN")),
                 QStringLiteral("Which GPUs do you support?"));
        QVERIFY(criteria::setFields(*w, id, {{CriterionField::VendorQuestionEn, QString()}}).ok());
        found = CriterionRepository(w->queries().rows()).find(id);
        const QString en = Questionnaire::criterionQuestion(**found, QStringLiteral("en"));
        const QString zh = Questionnaire::criterionQuestion(**found, QStringLiteral("zh_CN"));
        QVERIFY2(en.startsWith(QStringLiteral("Hardware compatibility: ")), qPrintable(en));
        QVERIFY2(zh.startsWith(u("关于“硬件兼容”，")), qPrintable(zh));
        for (const QString& question : {en, zh}) {
            QVERIFY(!question.contains(QStringLiteral("DGX")));
            QVERIFY(!question.contains(found->value().acceptance.zh.left(10)));
            QVERIFY(!question.contains(found->value().acceptance.en.left(10)));
        }
        // Undo restores the question the template wrote.
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        found = CriterionRepository(w->queries().rows()).find(id);
        QCOMPARE(found->value().vendorQuestion, SeedTemplate::instance().criteria()->at(2).vendorQuestion);
    }

    void roundTripInBothLanguages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("en") << QStringLiteral("en");
    }

    void roundTripInBothLanguages()
    {
        QFETCH(QString, language);
        auto w = workspace(QStringLiteral("zh_CN"), true);
        QuestionnaireOptions options;
        options.language = language;
        options.asOf = kDemoAsOf;
        QString folder;
        const auto files = exported(*w, options, &folder);
        QCOMPARE(files.size(), 3);
        const QString commercial = QStringLiteral("q-peak-capacity");
        // Two vendors fill in a few rows each and save the file as Excel does (UTF-8 with BOM); the
        // third sends its file back untouched.
        const QHash<QString, QHash<QString, QStringList>> filled{
            {QStringLiteral("runai"),
             {{QStringLiteral("gate-data-boundary"),
               {u("支持完全本地部署，训练数据不出机房。"), QStringLiteral("https://vendor.example/runai/on-prem.pdf")}},
              {commercial, {QStringLiteral("Reserved capacity by contract"), QString()}}}},
            {QStringLiteral("k8s-oss"),
             {{QStringLiteral("gate-identity-audit"),
               {u("通过 Keycloak 接入企业单点登录。"), QStringLiteral("https://wiki.example/k8s")}}}},
        };
        QStringList inputs;
        for (const QString& name : filesIn(folder)) {
            const QString path = QDir(folder).filePath(name);
            QList<QStringList> records = readCsv(path);
            const QString candidate = records.at(1).at(CandidateId);
            for (QStringList& record : records) {
                const QStringList cells = filled.value(candidate).value(record.at(QuestionId));
                if (!cells.isEmpty()) {
                    record[Answer] = cells.at(0);
                    record[Evidence] = cells.at(1);
                }
            }
            const QString back = newPath(name);
            writeBytes(back, "\xEF\xBB\xBF" + csvText(records).toUtf8());
            inputs.append(back);
        }
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, answers(inputs), &committed);
        QVERIFY2(prepared.acceptable(), qPrintable(firstIssue(prepared)));
        QVERIFY(committed.ok());
        // Unanswered rows are skipped: the answers land on their candidate and requirement only.
        QCOMPARE(*w->queries().rows().count(QStringLiteral("vendor_answers")), 3);
        auto cell = answersFor(w->queries().rows(), QStringLiteral("runai"), QStringLiteral("gate-data-boundary"));
        QVERIFY(cell.ok());
        QCOMPARE(cell->size(), 1);
        QCOMPARE(cell->first().answer, u("支持完全本地部署，训练数据不出机房。"));
        QCOMPARE(cell->first().link, QStringLiteral("https://vendor.example/runai/on-prem.pdf"));
        QCOMPARE(cell->first().criterionId, QStringLiteral("gate-data-boundary"));
        // The question as the vendor read it, in the file's language.
        const auto criteria = SeedTemplate::instance().criteria();
        QCOMPARE(cell->first().question, criteria->at(1).vendorQuestion.in(language));
        auto k8s = answersFor(w->queries().rows(), QStringLiteral("k8s-oss"), QStringLiteral("gate-identity-audit"));
        QCOMPARE(k8s->size(), 1);
        QCOMPARE(k8s->first().link, QStringLiteral("https://wiki.example/k8s"));
        QCOMPARE(answerOf(*w, QStringLiteral("runai"), commercial), QStringLiteral("Reserved capacity by contract"));
        auto commercialAnswers = answersFor(w->queries().rows(), QStringLiteral("runai"), QString());
        QCOMPARE(commercialAnswers->size(), 1);
        QVERIFY(commercialAnswers->first().criterionId.isEmpty());
        QVERIFY(answersFor(w->queries().rows(), QStringLiteral("openshift-ai"), QStringLiteral("gate-data-boundary"))
                    ->isEmpty());
        QVERIFY(answersFor(w->queries().rows(), QStringLiteral("k8s-oss"), QStringLiteral("gate-data-boundary"))
                    ->isEmpty());
    }

    void answersComeBackInGbkWithChineseHeadersOfTheirOwn()
    {
        auto w = workspace();
        const auto files = exported(*w);
        // The self-built option answers in a GBK file with Chinese headers of its own, naming itself
        // by its Chinese name and each question by its number; it has no id or topic column.
        QList<QStringList> k8s{{u("候选方案"), u("问题编号"), u("问题"), u("答复"), u("证据链接")}};
        for (const QStringList& record : files.value(QStringLiteral("k8s-oss")).mid(1)) {
            QString answer;
            if (record.at(QuestionId) == QLatin1String("gate-data-boundary"))
                answer = u("自建于本地机房，数据不出域。");
            else if (record.at(QuestionId) == QLatin1String("gate-identity-audit"))
                answer = u("通过 Keycloak 接入企业单点登录，审计日志保留 180 天。");
            k8s.append({record.at(CandidateName), record.at(QuestionId), record.at(QuestionText), answer,
                        answer.isEmpty() ? QString() : QStringLiteral("https://wiki.example/k8s")});
        }
        const QString k8sPath = newPath(QStringLiteral("k8s-answers.csv"));
        QStringEncoder gbk("GB18030");
        writeBytes(k8sPath, gbk.encode(csvText(k8s)));
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*w, answers({k8sPath}), &committed);
        QVERIFY2(prepared.acceptable(), qPrintable(firstIssue(prepared)));
        QVERIFY(committed.ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("vendor_answers"),
                                            {{QStringLiteral("candidate_id"), QStringLiteral("k8s-oss")}}),
                 2);
        auto k8sCell =
            answersFor(w->queries().rows(), QStringLiteral("k8s-oss"), QStringLiteral("gate-identity-audit"));
        QCOMPARE(k8sCell->size(), 1);
        QCOMPARE(k8sCell->first().answer, u("通过 Keycloak 接入企业单点登录，审计日志保留 180 天。"));
        QCOMPARE(k8sCell->first().criterionId, QStringLiteral("gate-identity-audit"));

        // Removing a requirement keeps the vendors' answers, unlinked; undo links them again.
        QVERIFY(criteria::remove(*w, QStringLiteral("gate-identity-audit")).ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("vendor_answers")), 2);
        QVERIFY(answersFor(w->queries().rows(), QStringLiteral("k8s-oss"), QStringLiteral("gate-identity-audit"))
                    ->isEmpty());
        QVERIFY(w->undo().ok());
        QCOMPARE(
            answersFor(w->queries().rows(), QStringLiteral("k8s-oss"), QStringLiteral("gate-identity-audit"))->size(),
            1);
    }

    void fileNamesAreSafeAndNeverReplaceAFile()
    {
        Questionnaire q;
        q.language = QStringLiteral("en");
        q.asOf = QDate(2026, 12, 1);
        q.evaluationTitle = u("Q4/2026: GPU 平台 *选型*?\t<draft>|");
        q.questions.append({QStringLiteral("q1"), QString(), QStringLiteral("Topic"), QStringLiteral("Why?")});
        q.candidates = {{QStringLiteral("a"), QStringLiteral("A/B \"pro\""), std::nullopt},
                        {QStringLiteral("b"), QStringLiteral("A:B \"pro\""), std::nullopt},
                        {QStringLiteral("c"), QStringLiteral("  ..  "), std::nullopt}};
        const QString folder = newPath(QStringLiteral("names/inner"));
        auto written = writeQuestionnaireFiles(q, folder); // the folder is created
        QVERIFY2(written.ok(), written.ok() ? "" : qPrintable(written.error().message));
        const QString stem = u("Q4_2026_ GPU 平台 _选型__ _draft__");
        QCOMPARE(*written, QStringList({QDir(folder).filePath(stem + QStringLiteral(" - A_B _pro_ - questionnaire "
                                                                                    "2026-12-01.csv")),
                                        QDir(folder).filePath(stem + QStringLiteral(" - A_B _pro_ - questionnaire "
                                                                                    "2026-12-01 (2).csv")),
                                        QDir(folder).filePath(stem + QStringLiteral(" - c - questionnaire "
                                                                                    "2026-12-01.csv"))}));
        static const QRegularExpression forbidden(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1F]"));
        for (const QString& path : *written) {
            QVERIFY2(!QFileInfo(path).fileName().contains(forbidden), qPrintable(path));
            QVERIFY(QFileInfo::exists(path));
        }
        // Chinese stays as it is.
        QCOMPARE(fileNamePart(u("示例评估：共享 GPU 集群（模拟）"), 80), u("示例评估：共享 GPU 集群（模拟）"));
        // Long names are cut to whole characters so that a name fits in the 255 bytes file systems allow.
        QCOMPARE(fileNamePart(u("示例评估"), 7), u("示例"));
        Questionnaire longNames = q;
        longNames.evaluationTitle = QString(120, QChar(0x8BC4));               // 评 x 120
        longNames.candidates.first().name = QString(60, QChar(0x5382)) + u'x'; // 厂 x 60
        const QString longName = longNames.fileName(longNames.candidates.first());
        QVERIFY2(longName.toUtf8().size() + 5 <= 255, qPrintable(longName)); // room for " (99)"
        QVERIFY(longName.endsWith(QStringLiteral(" - questionnaire 2026-12-01.csv")));
        // Written again into the same folder: new names, the first files untouched.
        const QByteArray first = fileBytes(written->first());
        QFile::remove(written->at(2));
        writeBytes(written->first(), "kept");
        auto again = writeQuestionnaireFiles(q, folder);
        QVERIFY(again.ok());
        QCOMPARE(again->at(0), QDir(folder).filePath(stem + QStringLiteral(" - A_B _pro_ - questionnaire "
                                                                           "2026-12-01 (3).csv")));
        QCOMPARE(again->at(2), written->at(2));
        QCOMPARE(fileBytes(written->first()), QByteArray("kept"));
        QCOMPARE(fileBytes(again->at(0)), first);
        QCOMPARE(filesIn(folder).size(), 5);
        // A file where the folder should be is refused, and nothing is written.
        const QString notFolder = newPath(QStringLiteral("file.csv"));
        writeBytes(notFolder, "x");
        QVERIFY(!writeQuestionnaireFiles(q, notFolder).ok());
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
        QString folder;
        const auto files = exported(*w, {}, &folder);
        QCOMPARE(files.size(), 9);
        for (auto it = files.cbegin(); it != files.cend(); ++it) {
            for (const QStringList& record : it.value().mid(1)) {
                QVERIFY(!record.at(CandidateId).startsWith(u'\'')); // ids are never prefixed
                if (it.key() == *sumId)
                    QCOMPARE(record.at(CandidateName), u'\'' + sum);
                else if (it.key() == *cmdId)
                    QCOMPARE(record.at(CandidateName), u'\'' + cmd);
                else
                    QVERIFY2(!record.at(CandidateName).startsWith(u'\''), qPrintable(record.at(CandidateName)));
            }
        }
        // In the files themselves: quoted only where a comma or quote needs it, the apostrophe inside;
        // the file names keep the names, with what Windows forbids replaced.
        QByteArray all;
        for (const QString& name : filesIn(folder))
            all += fileBytes(QDir(folder).filePath(name));
        QVERIFY(all.contains(",'@SUM(1+1),"));
        QVERIFY(all.contains(",'-cmd|' /C calc'!A0,"));
        QVERIFY(filesIn(folder).join(u'\n').contains(QStringLiteral(" - -cmd_' _C calc'!A0 - ")));

        // A vendor answers under its name only (no id), as the spreadsheet saved it: with the apostrophe.
        QList<QStringList> filled{
            {QStringLiteral("candidate"), QStringLiteral("question_id"), QStringLiteral("answer")}};
        for (const QString& id : {*sumId, *cmdId}) {
            for (const QStringList& record : files.value(id).mid(1)) {
                if (record.at(QuestionId) == QLatin1String("gate-data-boundary"))
                    filled.append(
                        {record.at(CandidateName), record.at(QuestionId), QStringLiteral("-on premises only")});
            }
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
        const QByteArray before = *contentHash(w->queries().rows());
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
        QCOMPARE(*contentHash(w->queries().rows()), before);
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
        QCOMPARE(*contentHash(w->queries().rows()), before);
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
        QCOMPARE(*w->queries().rows().count(QStringLiteral("vendor_answers")), 2);
        QCOMPARE(answerOf(*w, QStringLiteral("runai"), QStringLiteral("gate-key-workflow")),
                 QStringLiteral("Node failure recovers in 2 min"));
        // The empty cell did not erase the stored answer.
        QCOMPARE(answerOf(*w, QStringLiteral("runai"), QStringLiteral("q-peak-capacity")),
                 QStringLiteral("Reserved capacity by contract"));

        QVERIFY(w->undo().ok());
        QCOMPARE(answerOf(*w, QStringLiteral("runai"), QStringLiteral("gate-key-workflow")),
                 QStringLiteral("Node failure recovers in 5 min"));
        auto cell = answersFor(w->queries().rows(), QStringLiteral("runai"), QStringLiteral("gate-key-workflow"));
        QCOMPARE(cell->first().link, QStringLiteral("https://a"));
        QVERIFY(w->redo().ok());
        QCOMPARE(answerOf(*w, QStringLiteral("runai"), QStringLiteral("gate-key-workflow")),
                 QStringLiteral("Node failure recovers in 2 min"));
        // Undoing both imports leaves no answer; the commercial answer's NULL requirement round-trips.
        QVERIFY(w->undo().ok());
        QVERIFY(w->undo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("vendor_answers")), 0);
        QVERIFY(w->redo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("vendor_answers")), 2);
        auto commercial = w->queries().rows().select(
            QStringLiteral("vendor_answers"), {{QStringLiteral("question_id"), QStringLiteral("q-peak-capacity")}});
        QVERIFY(commercial->first().value(QStringLiteral("criterion_id")).isNull());

        // The same file again changes nothing.
        const PreparedImport same = runImport(*w, answers({first}), nullptr);
        QVERIFY(same.acceptable());
        QVERIFY(same.changes.isEmpty());
    }

    void upgradesVersionTwoFiles()
    {
        GATEBENCH_FILE_ONLY("a file of schema version 2 upgraded, its backup beside it");
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

    void upgradesVersionFiveFilesToVendorQuestions()
    {
        GATEBENCH_FILE_ONLY("a file of schema version 5 upgraded, its backup beside it");
        // A file of the version before vendor questions: its requirements get empty ones, and the
        // questionnaire asks from their titles until the committee writes some.
        const QString path = newPath(QStringLiteral("v5.gatebench"));
        QVERIFY(SqliteStorage::createAtVersion(path, 5).ok());
        {
            // A requirement as version 5 kept it, written with SQLite itself.
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v5"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery insert(db);
            QVERIFY(insert.exec(QStringLiteral("INSERT INTO criteria (id, tier, title_zh, title_en, acceptance_zh, "
                                               "acceptance_en) VALUES ('gate-sso', 'gate', '单点登录', 'Single "
                                               "sign-on', '抽查十个账号', 'Ten sampled accounts')")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v5"));
        {
            // Read as it is by a read-only command: asked from the title, never the rule.
            auto readOnly = SqliteStorage::open(path, SqliteStorage::Mode::ReadOnly);
            QVERIFY2(readOnly.ok(), readOnly.ok() ? "" : qPrintable(readOnly.error().message));
            QCOMPARE((*readOnly)->schemaVersion(), 5);
            QuestionnaireOptions options;
            options.language = QStringLiteral("en");
            options.asOf = kDemoAsOf;
            auto q = Questionnaire::build(**readOnly, options);
            QVERIFY2(q.ok(), q.ok() ? "" : qPrintable(q.error().message));
            QCOMPARE(q->questions.first().id, QStringLiteral("gate-sso"));
            QVERIFY(q->questions.first().text.startsWith(QStringLiteral("Single sign-on: ")));
            QVERIFY(!q->questions.first().text.contains(QStringLiteral("Ten sampled")));
        }
        {
            auto storage = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
            QVERIFY(storage.ok());
            QCOMPARE((*storage)->schemaVersion(), schema::currentVersion());
            QVERIFY((*storage)->columns(QStringLiteral("criteria")).contains(QStringLiteral("vendor_question_zh")));
            QVERIFY((*storage)->columns(QStringLiteral("criteria")).contains(QStringLiteral("vendor_question_en")));
        }
        auto backup = SqliteStorage::open(path + QStringLiteral(".v5.bak"), SqliteStorage::Mode::ReadOnly);
        QVERIFY(backup.ok());
        QCOMPARE((*backup)->schemaVersion(), 5);
        QVERIFY(!(*backup)->columns(QStringLiteral("criteria")).contains(QStringLiteral("vendor_question_zh")));
    }

    void commandLineWritesOneFilePerCandidate()
    {
        auto w = workspace(QStringLiteral("zh_CN"), true);
        const QString file = w->path();
        w.reset();
        const QByteArray before = QCryptographicHash::hash(fileBytes(file), QCryptographicHash::Sha256);
        const QString out = newPath(QStringLiteral("cli/nested")); // created, parents too

        const Run ok = runGatebench({QStringLiteral("questionnaire"), file, out, QStringLiteral("--as-of"),
                                     QStringLiteral("2026-11-30"), QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(ok.code == 0, ok.err.constData());
        QCOMPARE(filesIn(out).size(), 3);
        for (const QString& name : filesIn(out)) {
            QVERIFY2(name.endsWith(QStringLiteral(" - questionnaire 2026-11-30.csv")), qPrintable(name));
            QVERIFY(!name.contains(QStringLiteral("PAI")) && !name.contains(QStringLiteral("ModelArts")) &&
                    !name.contains(QStringLiteral("TI-ONE")) && !name.contains(QStringLiteral("Base Command")));
            const QList<QStringList> records = readCsv(QDir(out).filePath(name));
            QCOMPARE(records.first(), Questionnaire::headers(QStringLiteral("en")));
            QCOMPARE(records.size(), 1 + 19);
            QVERIFY(ok.out.contains(name.toUtf8()));
        }
        QVERIFY(ok.out.contains("Simulated data"));
        QCOMPARE(QCryptographicHash::hash(fileBytes(file), QCryptographicHash::Sha256), before);

        // --candidate chooses (an eliminated one too); the language follows --lang; nothing is replaced.
        const Run chosen = runGatebench({QStringLiteral("questionnaire"), file, out, QStringLiteral("--as-of"),
                                         QStringLiteral("2026-11-30"), QStringLiteral("--lang"),
                                         QStringLiteral("zh_CN"), QStringLiteral("--candidate"), QStringLiteral("pai"),
                                         QStringLiteral("--candidate"), QStringLiteral("OpenShift AI")});
        QVERIFY2(chosen.code == 0, chosen.err.constData());
        QCOMPARE(filesIn(out).size(), 5);
        QStringList chinese;
        for (const QString& name : filesIn(out)) {
            if (name.endsWith(u(" - 问卷 2026-11-30.csv")))
                chinese.append(name);
        }
        QCOMPARE(chinese.size(), 2);
        QVERIFY(chinese.join(u'\n').contains(QStringLiteral(" - Alibaba Cloud PAI - ")) ||
                chinese.join(u'\n').contains(u(" - 阿里云 PAI - ")));

        // Usage errors (1) and bad input (2) write nothing.
        QCOMPARE(runGatebench({QStringLiteral("questionnaire"), file}).code, 1);
        QCOMPARE(runGatebench(
                     {QStringLiteral("questionnaire"), file, newPath(QStringLiteral("x")), QStringLiteral("--bogus")})
                     .code,
                 1);
        const QString badDate = newPath(QStringLiteral("bad-date"));
        QCOMPARE(runGatebench({QStringLiteral("questionnaire"), file, badDate, QStringLiteral("--as-of"),
                               QStringLiteral("30.11.2026")})
                     .code,
                 1);
        QVERIFY(!QFileInfo::exists(badDate));
        const QString aFile = newPath(QStringLiteral("a-file.csv"));
        writeBytes(aFile, "x");
        QCOMPARE(runGatebench({QStringLiteral("questionnaire"), file, aFile}).code, 1);
        const QString unknown = newPath(QStringLiteral("unknown"));
        QCOMPARE(runGatebench({QStringLiteral("questionnaire"), file, unknown, QStringLiteral("--candidate"),
                               QStringLiteral("nobody")})
                     .code,
                 2);
        QVERIFY(!QFileInfo::exists(unknown));
        const QString notWorkspace = newPath(QStringLiteral("not.gatebench"));
        writeBytes(notWorkspace, QByteArrayLiteral("hello"));
        const QString none = newPath(QStringLiteral("none"));
        QCOMPARE(runGatebench({QStringLiteral("questionnaire"), notWorkspace, none}).code, 2);
        QVERIFY(!QFileInfo::exists(none));
        QCOMPARE(QCryptographicHash::hash(fileBytes(file), QCryptographicHash::Sha256), before);

        // The answers come back through `gatebench import --kind answers`, Chinese headers and all.
        const QString zhFile = QDir(out).filePath(chinese.first());
        QList<QStringList> records = readCsv(zhFile);
        records[2][Answer] = u("仅支持本地部署。");
        const QString filled = newPath(QStringLiteral("filled.csv"));
        writeBytes(filled, csvText(records).toUtf8());
        const Run imported =
            runGatebench({QStringLiteral("import"), file, QStringLiteral("--kind"), QStringLiteral("answers"), filled});
        QVERIFY2(imported.code == 0, imported.err.constData());
        auto reopened = Workspace::open(file, Workspace::Access::ReadOnly);
        QCOMPARE(*(*reopened)->queries().rows().count(QStringLiteral("vendor_answers")), 1);
        QCOMPARE(answersFor((*reopened)->queries().rows(), records.at(2).at(CandidateId), records.at(2).at(QuestionId))
                     ->first()
                     .answer,
                 u("仅支持本地部署。"));
    }
};

QTEST_GUILESS_MAIN(TestQuestionnaire)
#include "tst_questionnaire.moc"
