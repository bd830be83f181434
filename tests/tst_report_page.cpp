// The Report page (views/ReportPage.h) as the committee uses it on the demo: the decision record
// starts as the engine's suggestion, is edited and saved as undoable, audited steps, survives
// reopening the file and is what the report prints; the report exports from the page to PDF and ODT
// off the GUI thread, in a language other than the window's, and a cancelled export writes nothing.
#include "ReportPage.h"
#include "TestSupport.h"
#include "Translation.h"
#include "committee/ActingMember.h"
#include "committee/Signoff.h"
#include "report/ReportWriter.h"
#include "reports/ReportContent.h"
#include "repositories/AuditRepository.h"
#include "repositories/DecisionRecordRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

namespace {

const QDate kAsOf(2026, 11, 30);

// What the committee writes (the demo has no decision record).
const QString kRisk = QStringLiteral("The scheduler's quota API may change in the next major release");
const QString kRisk2 = QStringLiteral("Support in Shanghai hours only");
const QString kAssumption = QStringLiteral("GPU demand grows 30% a year");
const QString kSigners = QStringLiteral("Lin Xiaowen, Wang Lei");

QByteArray pdfText(const QString& pdf)
{
    QProcess process;
    process.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
                  {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        qFatal("pdftotext failed: %s", process.readAllStandardError().constData());
    return process.readAllStandardOutput();
}

QList<AuditEntry> auditOf(const Workspace& w)
{
    QList<AuditEntry> entries;
    const bool scanned = bool(AuditRepository(w.queries().rows()).scan([&](const AuditEntry& e) {
        entries.append(e);
        return true;
    }));
    if (!scanned)
        qFatal("cannot read the audit log");
    return entries;
}

} // namespace

class TstReportPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        applyLanguage(QStringLiteral("en"));
        QVERIFY(m_dir.isValid());
        QVERIFY(m_demos.create(m_dir.path()));
    }

    void init()
    {
        m_path = m_demos.fresh();
        open();
    }

    void cleanup()
    {
        m_page.reset();
        m_w.reset();
    }

    /// With no record, the fields hold the engine's decision on 2026-11-30 (recommended NVIDIA Run:ai,
    /// alternative the self-built Kubernetes stack, which stands on the demo's one waiver, until
    /// 2027-01-31) marked as a suggestion; nothing is written until the committee saves.
    void prefilledFromTheEngine()
    {
        QVERIFY(field<QLabel>("recordSuggestion")->isVisible());
        QCOMPARE(field<QComboBox>("recordRecommended")->currentData().toString(), QStringLiteral("runai"));
        QCOMPARE(field<QComboBox>("recordAlternative")->currentData().toString(), QStringLiteral("k8s-oss"));
        // Eligible candidates first: the two of the demo, in rank order, after "(none)".
        QCOMPARE(field<QComboBox>("recordRecommended")->itemData(1).toString(), QStringLiteral("runai"));
        QCOMPARE(field<QComboBox>("recordRecommended")->itemData(2).toString(), QStringLiteral("k8s-oss"));
        const QString acceptance = field<QPlainTextEdit>("recordAcceptance")->toPlainText();
        QVERIFY2(acceptance.contains(QStringLiteral("Waived gate")) &&
                     acceptance.contains(QStringLiteral("2027-01-31")),
                 qPrintable(acceptance));
        QVERIFY(!DecisionRecordRepository(m_w->queries().rows()).latest()->has_value());
        QCOMPARE(m_w->undoStack()->count(), 0);
        // Saving the suggestion as it stands makes it the committee's record.
        QTest::mouseClick(field<QPushButton>("recordSave"), Qt::LeftButton);
        const auto saved = DecisionRecordRepository(m_w->queries().rows()).latest();
        QVERIFY(saved && saved->has_value());
        QCOMPARE((*saved)->recommended, QStringLiteral("runai"));
        QCOMPARE((*saved)->alternative, QStringLiteral("k8s-oss"));
        QCOMPARE((*saved)->acceptance, acceptance.trimmed());
        QVERIFY(!field<QLabel>("recordSuggestion")->isVisible());
    }

    /// Edits saved from the page are steps of the undo stack, audited with who, what and when; undo
    /// and redo restore each state exactly; the file keeps them; the report prints them.
    void editUndoRedoReopenAndReport()
    {
        // The committee reverses the engine's order and writes its risks, assumptions and names.
        auto* recommended = field<QComboBox>("recordRecommended");
        auto* alternative = field<QComboBox>("recordAlternative");
        recommended->setCurrentIndex(recommended->findData(QStringLiteral("k8s-oss")));
        alternative->setCurrentIndex(alternative->findData(QStringLiteral("runai")));
        QVERIFY(!field<QLabel>("recordSuggestion")->isVisible()); // edited: no longer a suggestion
        field<QPlainTextEdit>("recordRisks")->setPlainText(kRisk);
        field<QPlainTextEdit>("recordAssumptions")->setPlainText(kAssumption);
        field<QLineEdit>("recordSignedBy")->setText(kSigners);
        QTest::mouseClick(field<QPushButton>("recordSave"), Qt::LeftButton);
        QCOMPARE(m_w->undoStack()->count(), 1);
        const DecisionRecord first = **DecisionRecordRepository(m_w->queries().rows()).latest();
        QCOMPARE(first.id, 1);
        QCOMPARE(first.asOf, QStringLiteral("2026-11-30"));
        QCOMPARE(first.recommended, QStringLiteral("k8s-oss"));
        QCOMPARE(first.alternative, QStringLiteral("runai"));
        QCOMPARE(first.risks, kRisk);
        QCOMPARE(first.assumptions, kAssumption);
        QCOMPARE(first.signedBy, kSigners);
        QList<AuditEntry> audit = auditOf(*m_w);
        QCOMPARE(audit.last().action, QStringLiteral("create"));
        QCOMPARE(audit.last().entity, QStringLiteral("decision_record"));
        QCOMPARE(audit.last().actor, QStringLiteral("Test Reviewer"));
        QCOMPARE(audit.last().at, QStringLiteral("2026-11-30T09:00:00Z"));
        QVERIFY(audit.last().newValue.toString().contains(kRisk));

        // A second save changes the one record in place: the audit entry holds the old and new risks.
        field<QPlainTextEdit>("recordRisks")->setPlainText(kRisk + u'\n' + kRisk2);
        QTest::mouseClick(field<QPushButton>("recordSave"), Qt::LeftButton);
        QCOMPARE(m_w->undoStack()->count(), 2);
        QCOMPARE(DecisionRecordRepository(m_w->queries().rows()).all()->size(), 1);
        audit = auditOf(*m_w);
        QCOMPARE(audit.last().action, QStringLiteral("update"));
        QCOMPARE(audit.last().field, QStringLiteral("risks"));
        QCOMPARE(audit.last().oldValue.toString(), kRisk);
        QCOMPARE(audit.last().newValue.toString(), kRisk + u'\n' + kRisk2);
        QCOMPARE(audit.last().actor, QStringLiteral("Test Reviewer"));

        // Undo: the first save exactly, on the page too; undo again: no record, the suggestion back.
        QVERIFY(m_w->undo());
        QCoreApplication::processEvents();
        QCOMPARE(DecisionRecordRepository(m_w->queries().rows()).latest()->value().risks, kRisk);
        QTRY_COMPARE(field<QPlainTextEdit>("recordRisks")->toPlainText(), kRisk);
        QVERIFY(m_w->undo());
        QVERIFY(!DecisionRecordRepository(m_w->queries().rows()).latest()->has_value());
        QTRY_VERIFY(field<QLabel>("recordSuggestion")->isVisible());
        QTRY_COMPARE(field<QComboBox>("recordRecommended")->currentData().toString(), QStringLiteral("runai"));
        QCOMPARE(auditOf(*m_w).last().action, QStringLiteral("delete")); // the undo removes the record it made
        QVERIFY(auditOf(*m_w).last().detail.startsWith(QStringLiteral("Undo: ")));
        // Redo both: the record as the committee saved it, with the same id.
        QVERIFY(m_w->redo());
        QVERIFY(m_w->redo());
        const DecisionRecord redone = **DecisionRecordRepository(m_w->queries().rows()).latest();
        QCOMPARE(redone.id, first.id);
        QCOMPARE(redone.recommended, QStringLiteral("k8s-oss"));
        QCOMPARE(redone.risks, kRisk + u'\n' + kRisk2);
        QTRY_COMPARE(field<QLineEdit>("recordSignedBy")->text(), kSigners);

        // Reopened, the page shows the record as saved.
        m_page.reset();
        m_w.reset();
        open();
        QVERIFY(!field<QLabel>("recordSuggestion")->isVisible());
        QCOMPARE(field<QComboBox>("recordRecommended")->currentData().toString(), QStringLiteral("k8s-oss"));
        QCOMPARE(field<QPlainTextEdit>("recordRisks")->toPlainText(), kRisk + u'\n' + kRisk2);
        QCOMPARE(field<QPlainTextEdit>("recordAssumptions")->toPlainText(), kAssumption);

        // The report prints the committee's record: its choice that differs from the engine's, the
        // risks a paragraph each, the assumption, and the signers on the cover.
        report::Options options;
        options.language = QStringLiteral("en");
        options.date = kAsOf;
        const auto content = report::build(m_w->queries().rows(), options);
        QVERIFY(content);
        const QString text = report::plainText(*content);
        QVERIFY2(text.contains(QStringLiteral("The committee's decision record recommends ")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("The committee's decision record names ")));
        QVERIFY(text.contains(kRisk));
        QVERIFY(text.contains(kRisk2));
        QVERIFY(text.contains(kAssumption));
        QVERIFY(text.contains(kSigners));
    }

    /// The page exports through its worker into a PDF whose text holds the record; in Chinese while
    /// the window speaks English; and as ODT.
    void exportFromThePage()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext) is not installed");
        field<QPlainTextEdit>("recordRisks")->setPlainText(kRisk);
        QTest::mouseClick(field<QPushButton>("recordSave"), Qt::LeftButton);
        const QString pdf = m_dir.filePath(QStringLiteral("page-en.pdf"));
        QVERIFY(exportAndWait(pdf));
        QVERIFY(field<QLabel>("reportResult")->text().contains(QDir::toNativeSeparators(pdf)));
        QVERIFY(field<QPushButton>("reportOpenFolder")->isVisible());
        // Painted a page a turn, the PDF is the one the command line's writer makes in one go.
        report::Options options;
        options.language = QStringLiteral("en");
        options.date = kAsOf;
        const auto content = report::build(m_w->queries().rows(), options);
        QVERIFY(content);
        const QString oneGo = m_dir.filePath(QStringLiteral("one-go.pdf"));
        QVERIFY(report::writePdf(*content, oneGo));
        QCOMPARE(testing::fileSha256(pdf), testing::fileSha256(oneGo));
        const QString text = QString::fromUtf8(pdfText(pdf));
        QVERIFY2(text.contains(QStringLiteral("Decision report")), qPrintable(text.left(400)));
        QVERIFY(text.contains(kRisk));

        // Chinese: the report's own words in Chinese, the window's still in English.
        auto* language = field<QComboBox>("reportLanguage");
        language->setCurrentIndex(language->findData(QStringLiteral("zh_CN")));
        const QString zh = m_dir.filePath(QStringLiteral("page-zh.pdf"));
        QVERIFY(exportAndWait(zh));
        const QString zhText = QString::fromUtf8(pdfText(zh));
        QVERIFY2(zhText.contains(QStringLiteral("决策报告")), qPrintable(zhText.left(400)));
        QVERIFY(!zhText.contains(QStringLiteral("Decision summary")));
        QVERIFY(zhText.contains(kRisk)); // the committee's words as written
        QCOMPARE(field<QPushButton>("recordSave")->text(), QStringLiteral("Save the record"));

        const QString odt = m_dir.filePath(QStringLiteral("page.odt"));
        QVERIFY(exportAndWait(odt));
        QFile file(odt);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.read(2), QByteArray("PK")); // an OpenDocument package
        QVERIFY(!QFile::exists(odt + QStringLiteral(".part")));
    }

    /// Cancel, whether before the build ends or once pages are being painted, writes no file.
    void cancelWritesNothing()
    {
        const QString early = m_dir.filePath(QStringLiteral("cancel-early.pdf"));
        QSignalSpy finished(m_page.get(), &ReportPage::exportFinished);
        m_page->exportTo(early);
        QTest::mouseClick(field<QPushButton>("reportCancel"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).toBool(), false);
        QVERIFY(!QFile::exists(early));

        // Cancelled while painting its pages (the progress bar past the layout, at 50%).
        const QString late = m_dir.filePath(QStringLiteral("cancel-late.pdf"));
        auto* progress = field<QProgressBar>("reportProgress");
        bool cancelled = false;
        const auto connection = connect(progress, &QProgressBar::valueChanged, this, [&](int value) {
            if (value > 50 && !cancelled) {
                cancelled = true;
                m_page->cancelExport();
            }
        });
        m_page->exportTo(late);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
        disconnect(connection);
        QVERIFY(cancelled);
        QCOMPARE(finished.at(1).at(0).toBool(), false);
        QVERIFY(!QFile::exists(late));
        const QStringList left = QDir(m_dir.path()).entryList({QStringLiteral("cancel-*")}, QDir::Files);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(u' ')));
    }

    /// Once every member has signed and the decision is frozen, the sign-off panel says so, and saving
    /// the record in the window is refused with a message that names the chair's reopening; nothing
    /// is written. After the chair reopens it (with a reason), the save is written.
    void frozenDecisionRefusesTheSave()
    {
        for (const QString& member :
             {QStringLiteral("r1"), QStringLiteral("r2"), QStringLiteral("r3"), QStringLiteral("r4")})
            QVERIFY(signoff::sign(*m_w, member, SignChoice::Agree, QString()).ok());
        committee::setActingMember(*m_w, QStringLiteral("r1")); // the demo's chair freezes and reopens
        QVERIFY(signoff::freeze(*m_w, QString()).ok());
        QCoreApplication::processEvents();
        QVERIFY2(field<QLabel>("signoffState")->text().startsWith(QLatin1String("Frozen by")),
                 qPrintable(field<QLabel>("signoffState")->text()));
        QVERIFY(field<QPushButton>("signoffReopen")->isEnabled());
        QVERIFY(!field<QPushButton>("signoffSign")->isEnabled());

        field<QPlainTextEdit>("recordRisks")->setPlainText(kRisk);
        QString shown;
        QTimer::singleShot(0, this, [&shown] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->close();
            }
        });
        QTest::mouseClick(field<QPushButton>("recordSave"), Qt::LeftButton);
        QVERIFY2(shown.contains(QLatin1String("the chair must reopen the decision first")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("Reopen…")), qPrintable(shown));
        QVERIFY(!DecisionRecordRepository(m_w->queries().rows()).latest()->has_value());

        QVERIFY(signoff::reopen(*m_w, QStringLiteral("New evidence")).ok());
        field<QPlainTextEdit>("recordRisks")->setPlainText(kRisk);
        QTest::mouseClick(field<QPushButton>("recordSave"), Qt::LeftButton);
        QVERIFY(DecisionRecordRepository(m_w->queries().rows()).latest()->has_value());
    }

    /// A member signs from the panel as the member chosen on their machine: the dialog names them and
    /// offers no other member; a dissent without its reason is refused with the reason why, and with
    /// it the table shows the member's dissent in full. GATEBENCH_SIGNOFF_SHOTS=DIR saves the panel.
    void aMemberSignsFromThePanel()
    {
        committee::setActingMember(*m_w, QStringLiteral("r2"));
        const QString dissent = QStringLiteral("The TCO of the cloud option leaves out egress for checkpoints");
        QString refusal;
        int members = 0;
        bool locked = false;
        const auto fill = [&](const QString& reason) {
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog && dialog->objectName() == QLatin1String("signoffDialog"));
            auto* member = dialog->findChild<QComboBox*>(QStringLiteral("signoffMember"));
            members = member->count();
            locked = !member->isEnabled() && member->currentData().toString() == QLatin1String("r2");
            dialog->findChild<QRadioButton*>(QStringLiteral("signoffDissent"))->setChecked(true);
            dialog->findChild<QPlainTextEdit*>(QStringLiteral("signoffReason"))->setPlainText(reason);
            // The refusal of an empty reason is a message box over the panel: read it and close it.
            QTimer::singleShot(0, this, [&refusal] {
                if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                    refusal = box->text();
                    box->close();
                }
            });
            dialog->accept();
        };
        QTimer::singleShot(0, this, [&] { fill(QString()); });
        QTest::mouseClick(field<QPushButton>("signoffSign"), Qt::LeftButton);
        QVERIFY2(refusal.contains(QLatin1String("A dissent needs its reason in writing")), qPrintable(refusal));
        QVERIFY(locked);
        QCOMPARE(members, 4); // the demo's chair and three members; observers do not sign

        QTimer::singleShot(0, this, [&] { fill(dissent); });
        QTest::mouseClick(field<QPushButton>("signoffSign"), Qt::LeftButton);
        auto* table = field<QTableWidget>("signoffTable");
        QCOMPARE(table->rowCount(), 4);
        int row = -1;
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, 0)->text() == QLatin1String("Lin Xiaowen (simulated)"))
                row = r;
        QVERIFY(row >= 0);
        QCOMPARE(table->item(row, 2)->text(), QStringLiteral("Dissent"));
        QCOMPARE(table->item(row, 4)->text(), dissent);
        QVERIFY2(field<QLabel>("signoffState")->text().contains(QLatin1String("1 of 4")),
                 qPrintable(field<QLabel>("signoffState")->text()));
        if (const QString shots = qEnvironmentVariable("GATEBENCH_SIGNOFF_SHOTS"); !shots.isEmpty())
            m_page->findChild<QWidget*>(QStringLiteral("signoffPanel"))
                ->grab()
                .save(QDir(shots).filePath(QStringLiteral("signoff-panel-en.png")));
    }

private:
    template <typename T>
    T* field(const char* name) const
    {
        T* found = m_page->findChild<T*>(QLatin1String(name));
        if (!found)
            qFatal("no %s on the page", name);
        return found;
    }

    void open()
    {
        auto opened = Workspace::open(m_path);
        if (!opened)
            qFatal("cannot open %s: %s", qPrintable(m_path), qPrintable(opened.error().message));
        m_w = std::move(opened).value();
        m_w->setActor(QStringLiteral("Test Reviewer"));
        m_w->setClock([] { return QDateTime(kAsOf, QTime(9, 0), QTimeZone::utc()); });
        m_page = std::make_unique<ReportPage>();
        m_page->setAsOf(kAsOf);
        m_page->setWorkspace(m_w.get());
        m_page->resize(1280, 800);
        m_page->show();
    }

    bool exportAndWait(const QString& path)
    {
        QSignalSpy finished(m_page.get(), &ReportPage::exportFinished);
        m_page->exportTo(path);
        if (!finished.wait(120000) && finished.isEmpty())
            return false;
        if (!finished.first().at(0).toBool())
            qWarning("%s", qPrintable(finished.first().at(2).toString()));
        return finished.first().at(0).toBool() && QFile::exists(path);
    }

    QTemporaryDir m_dir;
    testing::DemoCopies m_demos;
    QString m_path;
    std::unique_ptr<Workspace> m_w;
    std::unique_ptr<ReportPage> m_page;
};

QTEST_MAIN(TstReportPage)
#include "tst_report_page.moc"
