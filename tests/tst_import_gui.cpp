// The import wizard as a committee member uses it on a GBK file with Chinese headers, exported
// from WPS on a Chinese Windows machine.
#include "ImportWizard.h"
#include "TestSupport.h"
#include "mapping/ColumnMapping.h"
#include "repositories/WorkspaceSummary.h"
#include "storage/Storage.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QStandardPaths>
#include <QStringEncoder>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

class TestImportGui : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<Workspace> workspace(const QString& name) { return testing::createWorkspace(m_dir.filePath(name)); }

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

        const QByteArray before = *contentHash(w->storage());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::CheckPage));
        wizard.runCheckAndWait();
        QVERIFY2(
            wizard.prepared().acceptable(),
            qPrintable(wizard.prepared().issues.isEmpty() ? QString() : wizard.prepared().issues.first().toString()));
        // Nothing is written before Finish.
        QCOMPARE(*contentHash(w->storage()), before);
        auto* report = wizard.findChild<QTableWidget*>(QStringLiteral("importColumnReport"));
        QCOMPARE(report->rowCount(), 6);

        wizard.button(QWizard::FinishButton)->click();
        QCOMPARE(wizard.result(), int(QDialog::Accepted));
        QCOMPARE(*w->storage().count(QStringLiteral("candidates")), 9);
        auto volcano = w->storage().select(QStringLiteral("candidates"),
                                           {{QStringLiteral("name_zh"), QStringLiteral("火山引擎机器学习平台")}});
        QCOMPARE(volcano->size(), 1);
        QCOMPARE(volcano->first().value(QStringLiteral("route")).toString(), QStringLiteral("cloud_managed"));
        QCOMPARE(volcano->first().value(QStringLiteral("notes")).toString(), QStringLiteral("需确认数据出域"));
        QVERIFY(w->undo().ok());
        QCOMPARE(*w->storage().count(QStringLiteral("candidates")), 7);
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
        QCOMPARE(*w->storage().count(QStringLiteral("candidates")), 7);
    }

    void errorsBlockFinishAndWriteNothing()
    {
        auto w = workspace(QStringLiteral("gui-bad.gatebench"));
        const QString csv =
            gbkFile(QStringLiteral("坏文件.csv"), QStringLiteral("编号,名称,路线\nok-one,甲,云\nBAD ID,乙,云\n"));
        const QByteArray before = *contentHash(w->storage());
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
        QCOMPARE(issues->item(0, 1)->text(), QStringLiteral("3")); // line
        QCOMPARE(issues->item(0, 2)->text(), QStringLiteral("1")); // column
        wizard.button(QWizard::FinishButton)->click();
        QVERIFY(wizard.isVisible()); // Finish refused
        QCOMPARE(*contentHash(w->storage()), before);
        wizard.reject();
    }
};

QTEST_MAIN(TestImportGui)
#include "tst_import_gui.moc"
