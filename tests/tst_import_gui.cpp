// The import wizard as a committee member uses it on a GBK file with Chinese headers, exported
// from WPS on a Chinese Windows machine.
#include "ImportWizard.h"
#include "TcoPage.h"
#include "TestSupport.h"
#include "decision/DecisionLoader.h"
#include "mapping/ColumnMapping.h"
#include "repositories/WorkspaceSummary.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QStringEncoder>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

class TestImportGui : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<Workspace> workspace(const QString& name) { return testing::createWorkspace(m_dir.filePath(name)); }

    /// The demo evaluation in English (as `gatebench new --demo --lang en` writes it).
    std::unique_ptr<Workspace> demo(const QString& name)
    {
        NewWorkspaceOptions options;
        options.path = m_dir.filePath(name);
        options.content = NewWorkspaceOptions::Content::Demo;
        options.language = QStringLiteral("en");
        options.overwrite = true;
        if (!createWorkspaceFile(options).ok())
            qFatal("cannot create the demo %s", qPrintable(options.path));
        auto opened = Workspace::open(options.path);
        if (!opened)
            qFatal("cannot open the demo %s", qPrintable(options.path));
        return std::move(opened).value();
    }

    QString utf8File(const QString& name, const QByteArray& text)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        file.write(text);
        return path;
    }

    /// Opens `files` as `kind` and goes on to the check page, which reads them.
    static void goToCheck(ImportWizard& wizard, const QString& kind)
    {
        wizard.show();
        auto* kinds = wizard.findChild<QComboBox*>(QStringLiteral("importKind"));
        kinds->setCurrentIndex(kinds->findData(kind));
        wizard.next();
        wizard.next();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::CheckPage));
        wizard.runCheckAndWait();
    }

    QString gbkFile(const QString& name, const QString& text)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        QStringEncoder encoder("GB18030");
        file.write(encoder.encode(text));
        return path;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    /// The wizard asks the format registry: a file no format reads (a photo renamed .dat) is named
    /// on the first page, which does not go on until it is removed; a CSV named .dat previews as CSV.
    void filesOfNoKnownFormatAreNamedOnTheFirstPage()
    {
        auto w = workspace(QStringLiteral("formats.gatebench"));
        const QString photo = m_dir.filePath(QStringLiteral("photo.dat"));
        QFile png(photo);
        QVERIFY(png.open(QIODevice::WriteOnly));
        QByteArray bytes("\x89PNG\r\n\x1a\n", 8);
        for (int i = 0; i < 2048; ++i)
            bytes.append(char((i * 37) % 7)); // control bytes no text file has
        png.write(bytes);
        png.close();
        const QString text = gbkFile(QStringLiteral("shortlist.dat"), QStringLiteral("id,name\nzip-a,Zip A\n"));

        ImportWizard refused(w.get(), {text, photo});
        refused.show();
        refused.next();
        QCOMPARE(refused.currentId(), int(ImportWizard::KindPage));
        auto* status = refused.findChild<QLabel*>(QStringLiteral("importFilesStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().startsWith(QStringLiteral("photo.dat: not a file GateBench can import")),
                 qPrintable(status->text()));
        QVERIFY(!status->text().contains(QStringLiteral("shortlist.dat")));

        ImportWizard accepted(w.get(), {text});
        accepted.show();
        accepted.next();
        QCOMPARE(accepted.currentId(), int(ImportWizard::PreviewPage));
        auto* preview = accepted.findChild<QTableWidget*>(QStringLiteral("importPreviewTable"));
        QCOMPARE(preview->rowCount(), 1);
        QCOMPARE(preview->item(0, 1)->text(), QStringLiteral("Zip A"));
    }

    /// Issue 27, items 13 and 14: the preview refuses a file that is not text as the import does
    /// (a PDF named .csv: its file, line and column and what it is), and shows a file of UTF-8 and
    /// GBK lines refused with both encodings named, until the user chooses one.
    void previewRefusesWhatTheImportRefuses()
    {
        auto w = workspace(QStringLiteral("preview-refusals.gatebench"));
        const QString pdf =
            utf8File(QStringLiteral("report.csv"), QByteArray("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n"));
        ImportWizard refused(w.get(), {pdf});
        refused.show();
        refused.next();
        QCOMPARE(refused.currentId(), int(ImportWizard::PreviewPage));
        auto* detection = refused.findChild<QLabel*>(QStringLiteral("importDetection"));
        QVERIFY(detection);
        QVERIFY2(detection->text().startsWith(pdf + QStringLiteral(":1:1: The file is a PDF document, not CSV")),
                 qPrintable(detection->text()));
        QCOMPARE(refused.findChild<QTableWidget*>(QStringLiteral("importPreviewTable"))->rowCount(), 0);

        QByteArray bytes = "id,name_zh,name_en\r\n";
        QStringEncoder gb("GB18030");
        for (int i = 0; i < 4; ++i)
            bytes += "gbk-" + QByteArray::number(i) + "," +
                     QByteArray(gb.encode(QStringLiteral("维持现状改进现有工具"))) + ",Status quo\r\n";
        for (int i = 0; i < 4; ++i)
            bytes += "utf8-" + QByteArray::number(i) + "," + QStringLiteral("火山引擎机器学习平台").toUtf8() +
                     ",Volcano\r\n";
        const QString mixed = utf8File(QStringLiteral("mixed.csv"), bytes);
        ImportWizard wizard(w.get(), {mixed});
        wizard.show();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::PreviewPage));
        auto* issues = wizard.findChild<QPlainTextEdit*>(QStringLiteral("importPreviewIssues"));
        QVERIFY(issues);
        QVERIFY2(issues->toPlainText().contains(QStringLiteral("UTF-8")) &&
                     issues->toPlainText().contains(QStringLiteral("GB18030")),
                 qPrintable(issues->toPlainText()));
        auto* encoding = wizard.findChild<QComboBox*>(QStringLiteral("importEncoding"));
        encoding->setCurrentIndex(encoding->findData(QStringLiteral("GB18030")));
        QVERIFY2(!issues->toPlainText().contains(QStringLiteral("UTF-8")), qPrintable(issues->toPlainText()));
    }

    void gbkFileWithChineseHeaders()
    {
        auto w = workspace(QStringLiteral("gui.gatebench"));
        const QString csv =
            gbkFile(QStringLiteral("候选清单.csv"),
                    QStringLiteral("候选方案编号,中文名称,英文名称,供应商,技术路线,备注\r\n"
                                   "status-quo,维持现状：改进现有工具,Status quo,平台组,维持现状,先补观测\r\n"
                                   ",火山引擎机器学习平台,Volcano Engine ML,字节跳动,云托管,需确认数据出域\r\n"));
        ImportWizard wizard(w.get(), {csv});
        wizard.show();
        auto* kind = wizard.findChild<QComboBox*>(QStringLiteral("importKind"));
        QVERIFY(kind);
        kind->setCurrentIndex(kind->findData(QStringLiteral("candidates")));

        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::PreviewPage));
        auto* detection = wizard.findChild<QLabel*>(QStringLiteral("importDetection"));
        QVERIFY2(detection->text().contains(QStringLiteral("GB18030")), qPrintable(detection->text()));
        auto* preview = wizard.findChild<QTableWidget*>(QStringLiteral("importPreviewTable"));
        QCOMPARE(preview->rowCount(), 2);
        QCOMPARE(preview->horizontalHeaderItem(1)->text(), QStringLiteral("中文名称"));
        QCOMPARE(preview->item(1, 1)->text(), QStringLiteral("火山引擎机器学习平台"));

        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::MappingPage));
        auto* view = wizard.findChild<QTableView*>(QStringLiteral("importMapping"));
        auto* model = qobject_cast<ColumnMappingModel*>(view->model());
        QVERIFY(model);
        const ColumnMapping& mapping = model->mapping();
        QCOMPARE(mapping.field(0), QStringLiteral("id"));
        QCOMPARE(mapping.field(1), QStringLiteral("name_zh"));
        QCOMPARE(mapping.field(2), QStringLiteral("name_en"));
        QCOMPARE(mapping.field(3), QStringLiteral("vendor"));
        QCOMPARE(mapping.field(4), QStringLiteral("route"));
        QCOMPARE(mapping.field(5), QStringLiteral("notes"));

        const QByteArray before = *contentHash(w->queries().rows());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::CheckPage));
        wizard.runCheckAndWait();
        QVERIFY2(
            wizard.prepared().acceptable(),
            qPrintable(wizard.prepared().issues.isEmpty() ? QString() : wizard.prepared().issues.first().toString()));
        // Nothing is written before Finish.
        QCOMPARE(*contentHash(w->queries().rows()), before);
        auto* report = wizard.findChild<QTableWidget*>(QStringLiteral("importColumnReport"));
        QCOMPARE(report->rowCount(), 6);
        // Fields by their labels, never by their ids.
        QCOMPARE(report->item(1, 1)->text(), QStringLiteral("中文名称"));
        QCOMPARE(report->item(1, 2)->text(), QStringLiteral("Name (Chinese)"));
        QCOMPARE(report->item(4, 2)->text(), QStringLiteral("Route"));
        // The reading is over: its progress text ("2 rows, 0.1 of 0.1 MiB…") is gone.
        auto* progress = wizard.findChild<QLabel*>(QStringLiteral("importProgressText"));
        QVERIFY(progress);
        QCOMPARE(progress->text(), QString());

        wizard.button(QWizard::FinishButton)->click();
        QCOMPARE(wizard.result(), int(QDialog::Accepted));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates")), 9);
        auto volcano = w->queries().rows().select(
            QStringLiteral("candidates"), {{QStringLiteral("name_zh"), QStringLiteral("火山引擎机器学习平台")}});
        QCOMPARE(volcano->size(), 1);
        QCOMPARE(volcano->first().value(QStringLiteral("route")).toString(), QStringLiteral("cloud_managed"));
        QCOMPARE(volcano->first().value(QStringLiteral("notes")).toString(), QStringLiteral("需确认数据出域"));
        QVERIFY(w->undo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates")), 7);
    }

    void wrongKindIsRefusedOnTheMappingPage()
    {
        // A vendor's PoC results chosen as candidates: the mapping page says what the file looks
        // like, and Next stays blocked; the same file chosen as requirements is no better.
        auto w = workspace(QStringLiteral("gui-kind.gatebench"));
        const QString csv = gbkFile(QStringLiteral("poc-results.csv"),
                                    QStringLiteral("候选方案,场景,轮次,开始时间,排队时间(秒),是否成功,GPU小时,备注\n"
                                                   "runai,分布式训练,1,2026-11-02 10:00,42,是,3.5,\n"
                                                   "runai,分布式训练,2,2026-11-02 11:00,40,是,3.4,\n"));
        ImportWizard wizard(w.get(), {csv});
        wizard.show();
        auto* kind = wizard.findChild<QComboBox*>(QStringLiteral("importKind"));
        kind->setCurrentIndex(kind->findData(QStringLiteral("candidates")));
        wizard.next();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::MappingPage));
        auto* status = wizard.findChild<QLabel*>(QStringLiteral("importMappingStatus"));
        QVERIFY2(status->text().contains(QStringLiteral("looks like “PoC runs”, not “Candidates”")),
                 qPrintable(status->text()));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::MappingPage));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("candidates")), 7);
    }

    void errorsBlockFinishAndWriteNothing()
    {
        auto w = workspace(QStringLiteral("gui-bad.gatebench"));
        const QString csv =
            gbkFile(QStringLiteral("坏文件.csv"), QStringLiteral("编号,名称,路线\nok-one,甲,云\nBAD ID,乙,云\n"));
        const QByteArray before = *contentHash(w->queries().rows());
        ImportWizard wizard(w.get(), {csv});
        wizard.show();
        wizard.next();
        wizard.next();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::CheckPage));
        wizard.runCheckAndWait();
        QVERIFY(!wizard.prepared().acceptable());
        auto* issues = wizard.findChild<QTableWidget*>(QStringLiteral("importIssues"));
        QCOMPARE(issues->rowCount(), 1);
        QCOMPARE(issues->item(0, 1)->text(), QStringLiteral("line 3, column 1"));
        wizard.button(QWizard::FinishButton)->click();
        QVERIFY(wizard.isVisible()); // Finish refused
        QCOMPARE(*contentHash(w->queries().rows()), before);
        wizard.reject();
    }

    /// Next on the first page with no file, a file that is gone, or a folder: the page says why
    /// and stays; nothing else happens.
    void nextSaysWhyItDoesNotGoOn()
    {
        auto w = workspace(QStringLiteral("gui-next.gatebench"));
        ImportWizard empty(w.get(), {});
        empty.show();
        empty.next();
        QCOMPARE(empty.currentId(), int(ImportWizard::KindPage));
        auto* status = empty.findChild<QLabel*>(QStringLiteral("importFilesStatus"));
        QVERIFY2(status->text().contains(QStringLiteral("Add the files to import first")), qPrintable(status->text()));

        // Listed while it existed, removed before Next: the wizard looks again.
        const QString gone = utf8File(QStringLiteral("gone.csv"), "id,name_en\nzip-a,Zip A\n");
        ImportWizard later(w.get(), {gone, m_dir.filePath(QStringLiteral("never-there.csv"))});
        later.show();
        QVERIFY(QFile::remove(gone));
        later.next();
        QCOMPARE(later.currentId(), int(ImportWizard::KindPage));
        status = later.findChild<QLabel*>(QStringLiteral("importFilesStatus"));
        QCOMPARE(status->text(), QStringLiteral("gone.csv: no such file\nnever-there.csv: no such file"));

        const QString folder = m_dir.filePath(QStringLiteral("a-folder.csv"));
        QVERIFY(QDir().mkpath(folder));
        ImportWizard directory(w.get(), {folder});
        directory.show();
        directory.next();
        QCOMPARE(directory.currentId(), int(ImportWizard::KindPage));
        status = directory.findChild<QLabel*>(QStringLiteral("importFilesStatus"));
        QVERIFY2(status->text().startsWith(QStringLiteral("a-folder.csv: ")), qPrintable(status->text()));
        QVERIFY2(status->text().size() > QStringLiteral("a-folder.csv: ").size(), qPrintable(status->text()));
    }

    /// The time-zone choice is for times of day; candidates carry none, so it is not shown for them,
    /// and Next does not depend on it (PoC runs carry times: pocResultsWithAnUnknownScenario).
    void timeZoneOnlyForKindsWithTimes()
    {
        auto w = workspace(QStringLiteral("gui-zone.gatebench"));
        const QString csv = utf8File(QStringLiteral("zone.csv"), "id,name_en\nzip-a,Zip A\n");
        ImportWizard wizard(w.get(), {csv});
        wizard.show();
        wizard.next();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::MappingPage));
        auto* zone = wizard.findChild<QComboBox*>(QStringLiteral("importTimeZone"));
        QVERIFY(zone);
        QVERIFY(!zone->isVisible());
        zone->setCurrentText(QStringLiteral("Not/AZone"));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::CheckPage));
        wizard.reject();
    }

    /// On the demo, a new gate that nobody has judged yet blocks every Eligible candidate: the check
    /// page says so, in red, before Finish, and nothing is written until Finish.
    void checkPageShowsWhatTheImportChangesInTheDecision()
    {
        auto w = demo(QStringLiteral("gui-impact.gatebench"));
        const QString csv =
            utf8File(QStringLiteral("new-gate.csv"), "id,tier,category,title_zh,title_en,owner_zh,owner_en,weight\n"
                                                     "gate-new,gate,security,新门槛,New gate,安全,Security,\n");
        const QByteArray before = *contentHash(w->queries().rows());
        const qint64 criteriaBefore = *w->queries().rows().count(QStringLiteral("criteria"));
        ImportWizard wizard(w.get(), {csv});
        wizard.setAsOf(QDate(2026, 12, 1));
        goToCheck(wizard, QStringLiteral("criteria"));
        QVERIFY(wizard.prepared().acceptable());

        QVERIFY(wizard.impact().has_value());
        const ImportImpact& impact = *wizard.impact();
        QCOMPARE(impact.before.decision().asOf, QDate(2026, 12, 1));
        QCOMPARE(impact.before.decision().recommended, QStringLiteral("runai"));
        QCOMPARE(impact.before.decision().alternative, QStringLiteral("k8s-oss"));
        QVERIFY(impact.after.decision().recommended.isEmpty());
        QVERIFY(impact.after.decision().alternative.isEmpty());
        // Every candidate that was Eligible becomes Blocked; a Blocked one stays Blocked, by one more gate.
        QStringList stopped;
        for (const CandidateChange& change : impact.changes) {
            QCOMPARE(change.after, std::optional<CandidateStatus>(CandidateStatus::Blocked));
            QCOMPARE(change.becomesStopped(), change.before == CandidateStatus::Eligible);
            if (change.becomesStopped())
                stopped.append(change.candidateId);
        }
        QCOMPARE(stopped, (QStringList{QStringLiteral("runai"), QStringLiteral("k8s-oss")}));

        auto* label = wizard.findChild<QLabel*>(QStringLiteral("importImpact"));
        QVERIFY(label && label->isVisible());
        const QString html = label->text();
        QVERIFY2(html.contains(QStringLiteral("Decision as of 2026-12-01")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("Recommended: NVIDIA Run:ai → ")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("No candidate would pass every gate.")), qPrintable(html));
        // Red, and named with the gate that stops it.
        QVERIFY2(html.contains(QStringLiteral("color:#b3261e\"><b>NVIDIA Run:ai: Eligible, rank 1 → Blocked by "
                                              "New gate</b>")),
                 qPrintable(html));

        // Nothing written before Finish.
        QCOMPARE(*contentHash(w->queries().rows()), before);
        QCOMPARE(*w->queries().rows().count(QStringLiteral("criteria")), criteriaBefore);

        wizard.button(QWizard::FinishButton)->click();
        QCOMPARE(wizard.result(), int(QDialog::Accepted));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("criteria")), criteriaBefore + 1);
        auto input = loadDecisionInput(w->queries().rows());
        QVERIFY(input.ok());
        QVERIFY(decide(*input, QDate(2026, 12, 1)).recommended.isEmpty()); // as the check page said
    }

    /// A deferred item is never judged: the check page says the import changes nothing.
    void checkPageSaysWhenTheDecisionDoesNotChange()
    {
        auto w = demo(QStringLiteral("gui-no-impact.gatebench"));
        const QString csv = utf8File(QStringLiteral("deferred.csv"),
                                     "id,tier,category,title_zh,title_en,owner_zh,owner_en,weight,review_date\n"
                                     "later-item,deferred,deferred,以后再议,Later,平台组,Platform team,,2027-03-01\n");
        ImportWizard wizard(w.get(), {csv});
        wizard.setAsOf(QDate(2026, 12, 1));
        goToCheck(wizard, QStringLiteral("criteria"));
        QVERIFY2(
            wizard.prepared().acceptable(),
            qPrintable(wizard.prepared().issues.isEmpty() ? QString() : wizard.prepared().issues.first().toString()));
        QVERIFY(wizard.impact().has_value());
        QVERIFY(wizard.impact()->changesNothing());
        auto* label = wizard.findChild<QLabel*>(QStringLiteral("importImpact"));
        QVERIFY2(label->text().contains(QStringLiteral("the import changes nothing in it. Recommended: NVIDIA Run:ai")),
                 qPrintable(label->text()));
        QVERIFY(!label->text().contains(QStringLiteral("#b3261e")));
        wizard.reject();
    }
    /// A name the evaluation does not know is listed for the user to map, under the field's label.
    void unresolvedNamesAreListedByFieldLabel()
    {
        auto w = demo(QStringLiteral("gui-unresolved.gatebench"));
        const QString csv = utf8File(QStringLiteral("answers.csv"),
                                     "candidate,criterion_id,answer\nNobody Platform,g-data-boundary,yes\n");
        ImportWizard wizard(w.get(), {csv});
        goToCheck(wizard, QStringLiteral("answers"));
        QVERIFY(!wizard.prepared().acceptable());
        auto* unresolved = wizard.findChild<QTableWidget*>(QStringLiteral("importUnresolved"));
        QVERIFY(unresolved->isVisible());
        QCOMPARE(unresolved->rowCount(), 1);
        QCOMPARE(unresolved->item(0, 0)->text(), QStringLiteral("Candidate"));
        QCOMPARE(unresolved->item(0, 1)->text(), QStringLiteral("Nobody Platform"));
        QCOMPARE(unresolved->item(0, 2)->text(), QStringLiteral("2"));
        auto* issues = wizard.findChild<QTableWidget*>(QStringLiteral("importIssues"));
        QCOMPARE(issues->item(0, 1)->text(), QStringLiteral("line 2, column 1"));
        // A refused import changes nothing, and the check page does not pretend to know what it would.
        QVERIFY(!wizard.impact().has_value());
        QVERIFY(!wizard.findChild<QLabel*>(QStringLiteral("importImpact"))->isVisible());
        wizard.reject();
    }

    /// PoC results through the wizard: Chinese headers in GBK map by themselves, the zone of their
    /// times is asked for, a scenario name the evaluation does not know is listed (never dropped)
    /// and can be mapped to one it knows, and Finish writes every run as one step.
    void pocResultsWithAnUnknownScenario()
    {
        auto w = workspace(QStringLiteral("gui-poc.gatebench"));
        const QString csv = gbkFile(QStringLiteral("poc.csv"),
                                    QStringLiteral("平台,场景,运行编号,提交时间,开始时间,结果,排队时间(秒)\r\n"
                                                   "Run:ai,分布式训练,R1,2026/3/7 8:05,2026/3/7 8:07,成功,120\r\n"
                                                   "Run:ai,压测,R2,2026/3/7 9:00,2026/3/7 9:01,失败,\r\n"));
        const qint64 runsBefore = *w->queries().rows().count(QStringLiteral("poc_runs"));
        ImportWizard wizard(w.get(), {csv});
        wizard.show();
        auto* kinds = wizard.findChild<QComboBox*>(QStringLiteral("importKind"));
        QVERIFY(kinds->findData(QStringLiteral("poc")) >= 0);
        kinds->setCurrentIndex(kinds->findData(QStringLiteral("poc")));
        wizard.next();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::MappingPage));
        QVERIFY(wizard.findChild<QComboBox*>(QStringLiteral("importTimeZone"))->isVisible());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::CheckPage));
        wizard.runCheckAndWait();
        QVERIFY(!wizard.prepared().acceptable());
        auto* unresolved = wizard.findChild<QTableWidget*>(QStringLiteral("importUnresolved"));
        QVERIFY(unresolved->isVisible());
        QCOMPARE(unresolved->rowCount(), 1);
        QCOMPARE(unresolved->item(0, 1)->text(), QStringLiteral("压测"));
        QCOMPARE(unresolved->item(0, 2)->text(), QStringLiteral("3"));
        auto* choice = qobject_cast<QComboBox*>(unresolved->cellWidget(0, 3));
        QVERIFY(choice);
        choice->setCurrentIndex(choice->findData(QStringLiteral("drill-resource-shortage")));
        wizard.findChild<QAbstractButton*>(QStringLiteral("importUseChoices"))->click();
        wizard.runCheckAndWait();
        QVERIFY2(
            wizard.prepared().acceptable(),
            qPrintable(wizard.prepared().issues.isEmpty() ? QString() : wizard.prepared().issues.first().toString()));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("poc_runs")), runsBefore);
        wizard.button(QWizard::FinishButton)->click();
        QCOMPARE(wizard.result(), int(QDialog::Accepted));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("poc_runs")), runsBefore + 2);
        QCOMPARE(*w->queries().rows().count(QStringLiteral("poc_runs"), {{QStringLiteral("scenario_id"),
                                                                          QStringLiteral("drill-resource-shortage")}}),
                 1);
        QVERIFY(w->undo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("poc_runs")), runsBefore);
    }

    void tcoPageImportsLinesIntoTheCandidateItShows()
    {
        auto w = demo(QStringLiteral("tco.gatebench"));
        const auto lines = [&] { return *w->queries().rows().count(QStringLiteral("tco_lines")); };
        const auto linesOf = [&](const QString& candidate) {
            return *w->queries().rows().count(QStringLiteral("tco_lines"),
                                              {{QStringLiteral("candidate_id"), candidate}});
        };
        const qint64 before = lines();
        const qint64 runaiBefore = linesOf(QStringLiteral("runai"));
        TcoPage page;
        page.setWorkspace(w.get());
        page.selectCandidate(QStringLiteral("runai"));
        auto* button = page.findChild<QPushButton*>(QStringLiteral("tcoImport"));
        QVERIFY(button);
        QVERIFY(button->isEnabled());
        // The button opens the wizard on TCO lines and says where rows without a candidate go.
        QString kindShown;
        QString noteShown;
        QTimer::singleShot(0, this, [&] {
            if (auto* wizard = qobject_cast<ImportWizard*>(QApplication::activeModalWidget())) {
                kindShown = wizard->findChild<QComboBox*>(QStringLiteral("importKind"))->currentData().toString();
                auto* note = wizard->findChild<QLabel*>(QStringLiteral("importDefaultsNote"));
                noteShown = note->isVisibleTo(wizard) ? note->text() : QString();
                wizard->reject();
            }
        });
        button->click();
        QCOMPARE(kindShown, QStringLiteral("tco"));
        QVERIFY2(noteShown.contains(QStringLiteral("Run:ai")), qPrintable(noteShown));

        // The wizard as the page sets it up, on a finance sheet without a candidate column.
        ImportWizard wizard(w.get(), {QStringLiteral(GATEBENCH_TEST_DATA "/tco-import/finance.csv")});
        wizard.setKind(QStringLiteral("tco"));
        wizard.setFieldDefault(QStringLiteral("tco"), QStringLiteral("candidate"), QStringLiteral("runai"),
                               QStringLiteral("runai"));
        wizard.show();
        wizard.next();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::MappingPage));
        auto* view = wizard.findChild<QTableView*>(QStringLiteral("importMapping"));
        const ColumnMapping& mapping = qobject_cast<ColumnMappingModel*>(view->model())->mapping();
        QCOMPARE(mapping.field(1), QStringLiteral("category"));
        QCOMPARE(mapping.field(5), QStringLiteral("unit_price"));
        QCOMPARE(mapping.field(6), QString()); // the amount is not the price
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::CheckPage));
        wizard.runCheckAndWait();
        QVERIFY2(
            wizard.prepared().acceptable(),
            qPrintable(wizard.prepared().issues.isEmpty() ? QString() : wizard.prepared().issues.first().toString()));
        QCOMPARE(lines(), before); // nothing written before Finish
        wizard.button(QWizard::FinishButton)->click();
        QCOMPARE(wizard.result(), int(QDialog::Accepted));
        QCOMPARE(linesOf(QStringLiteral("runai")), runaiBefore + 2);
        QVERIFY(w->undo().ok());
        QCOMPARE(lines(), before);
    }
};

QTEST_MAIN(TestImportGui)
#include "tst_import_gui.moc"
