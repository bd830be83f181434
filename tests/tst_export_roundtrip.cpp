// What GateBench writes, it reads back in either interface language: the Requirements page's export
// (headers, tier and category labels, yes/no, weights, dates) imports into a fresh evaluation with
// no mapping, whichever language the export was written in and whichever the reader uses; and the
// label of every field of every kind, in zh_CN and en, is a synonym of that field.
//
// The translations are the ones the window installs (applyLanguage), so a translation that drifts
// away from the synonyms or the tier and category words shows up here.
#include "CsvTestSupport.h"
#include "CsvWriter.h"
#include "FormatRegistry.h"
#include "ImportPipeline.h"
#include "TestSupport.h"
#include "Translation.h"
#include "commands/Criteria.h"
#include "core/Labels.h"
#include "decision/DecisionKeys.h"
#include "mapping/ColumnMapping.h"
#include "mapping/RecordKinds.h"
#include "repositories/CriterionRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

using namespace gatebench;

Q_DECLARE_METATYPE(gatebench::NewWorkspaceOptions::Content)
Q_DECLARE_METATYPE(gatebench::CriteriaExportStyle)

namespace {

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Every exported property of a criterion, readable in a failure message.
QString describe(const Criterion& c)
{
    const auto pair = [](const Bilingual& b) -> QString { return b.zh + u'/' + b.en; };
    return QStringList{c.id,
                       QString::number(c.position),
                       tierKey(c.tier),
                       c.category,
                       pair(c.title),
                       pair(c.description),
                       pair(c.ownerRole),
                       pair(c.acceptance),
                       pair(c.vendorQuestion),
                       c.evidenceRequired ? QStringLiteral("evidence") : QStringLiteral("no evidence"),
                       c.weight ? QString::number(*c.weight) : QStringLiteral("no weight"),
                       c.reviewDate.toString(Qt::ISODate)}
        .join(QStringLiteral(" | "));
}

QList<Criterion> criteriaOf(const Workspace& workspace)
{
    auto list = CriterionRepository(workspace.queries().rows()).ordered();
    return list ? *list : QList<Criterion>();
}

} // namespace

class TestExportRoundTrip : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<Workspace> m_demo;

    std::unique_ptr<Workspace> fresh(NewWorkspaceOptions::Content content, const QString& language)
    {
        testing::WorkspaceSpec spec;
        spec.content = content;
        spec.language = language;
        return testing::createWorkspace(m_dir.filePath(QStringLiteral("w%1.gatebench").arg(++m_files)), spec);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The demo as a committee leaves it, plus what a spreadsheet must carry over: a committee's
        // own category, a fractional weight, a gate that needs no evidence, a missing English owner,
        // a text with a comma, quotes and a line break.
        m_demo = fresh(NewWorkspaceOptions::Content::Demo, QStringLiteral("zh_CN"));
        QVERIFY(
            criteria::setFields(*m_demo, QStringLiteral("bonus-automation"),
                                {{QStringLiteral("weight"), 2.5},
                                 {QStringLiteral("category"), QStringLiteral("合规")},
                                 {QStringLiteral("title_en"), QStringLiteral("Quotas, \"fair\" share\nacross teams")}})
                .ok());
        QVERIFY(criteria::setFields(
                    *m_demo, QStringLiteral("gate-key-workflow"),
                    {{QStringLiteral("evidence_required"), false}, {QStringLiteral("owner_role_en"), QString()}})
                    .ok());
        // The demo has each kind of cell the export writes.
        bool deferredWithDate = false;
        for (const Criterion& c : criteriaOf(*m_demo))
            deferredWithDate = deferredWithDate || (c.tier == CriterionTier::Deferred && c.reviewDate.isValid());
        QVERIFY(deferredWithDate);
    }

    void cleanup() { applyLanguage(QStringLiteral("en")); }

    void everyFieldLabelIsASynonymOfItsField_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("en") << QStringLiteral("en");
    }

    void everyFieldLabelIsASynonymOfItsField()
    {
        QFETCH(QString, language);
        applyLanguage(language);
        if (language == QLatin1String("zh_CN"))
            QCOMPARE(recordKinds::find(QStringLiteral("criteria"))->field(QStringLiteral("tier"))->label(),
                     QStringLiteral("层级")); // the translation is installed
        for (const RecordKind& kind : recordKinds::all()) {
            // A file whose header is the labels of every field, as an export in this language names them.
            QStringList header;
            for (const FieldSpec& field : kind.fields)
                header.append(field.label());
            auto mapping = ColumnMapping::propose(kind.key, header);
            QVERIFY(mapping.ok());
            for (int i = 0; i < kind.fields.size(); ++i) {
                const QString where = kind.key + QStringLiteral(": “") + header.at(i) + QStringLiteral("” should be ") +
                                      kind.fields.at(i).key + QStringLiteral(", is ") + mapping->field(i);
                QVERIFY2(mapping->field(i) == kind.fields.at(i).key, qPrintable(where));
                QVERIFY2(mapping->status(i) == MatchStatus::Matched, qPrintable(where));
            }
        }
    }

    void tierCategoryAndYesNoLabelsReadBackInEitherLanguage()
    {
        // The labels as each language writes them.
        QHash<QString, QStringList> tiers;      // key -> its label in zh_CN and en
        QHash<QString, QStringList> categories; // key -> its label in zh_CN and en
        QStringList yesNo;
        for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
            applyLanguage(language);
            for (const CriterionTier tier : {CriterionTier::Gate, CriterionTier::Bonus, CriterionTier::Deferred})
                tiers[tierKey(tier)].append(labels::tier(tierKey(tier)));
            for (const QString& key : criteria::categoryKeys())
                categories[key].append(labels::category(key));
            yesNo << QCoreApplication::translate("gatebench::CsvWriter", "Yes")
                  << QCoreApplication::translate("gatebench::CsvWriter", "No");
        }
        QCOMPARE(tiers.value(QStringLiteral("gate")).first(), QStringLiteral("门槛项（必选）"));
        QCOMPARE(categories.value(QStringLiteral("security_identity")).first(), QStringLiteral("安全、身份与审计"));
        yesNo << QStringLiteral("是") << QStringLiteral("否");

        // Read with either translation installed.
        for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
            applyLanguage(language);
            for (auto it = tiers.cbegin(); it != tiers.cend(); ++it) {
                for (const QString& label : it.value()) {
                    const auto tier = criteria::tierFromWord(label);
                    QVERIFY2(tier && tierKey(*tier) == it.key(), qPrintable(language + u' ' + label));
                }
            }
            for (auto it = categories.cbegin(); it != categories.cend(); ++it) {
                for (const QString& label : it.value())
                    QVERIFY2(criteria::categoryFromWord(label) == it.key(), qPrintable(language + u' ' + label));
            }
            auto mapping = ColumnMapping::propose(QStringLiteral("criteria"), {QStringLiteral("evidence_required")});
            QVERIFY(mapping.ok());
            ValueConverter converter = mapping->converter(0, QTimeZone(QByteArrayLiteral("Asia/Shanghai")));
            for (int i = 0; i < yesNo.size(); ++i) {
                const Converted c = converter.convert(yesNo.at(i), 2);
                QVERIFY2(c.state == Converted::State::Value && c.value.toBool() == (i % 2 == 0),
                         qPrintable(language + u' ' + yesNo.at(i)));
            }
        }
    }

    void requirementsExportRoundTrip_data()
    {
        QTest::addColumn<QString>("writtenIn");
        QTest::addColumn<QString>("readIn");
        QTest::addColumn<NewWorkspaceOptions::Content>("target");
        QTest::addColumn<CriteriaExportStyle>("style");
        using C = NewWorkspaceOptions::Content;
        const auto labels = CriteriaExportStyle::Labels;
        QTest::newRow("zh_CN export, zh_CN reader, empty evaluation")
            << QStringLiteral("zh_CN") << QStringLiteral("zh_CN") << C::Empty << labels;
        QTest::newRow("en export, en reader, empty evaluation")
            << QStringLiteral("en") << QStringLiteral("en") << C::Empty << labels;
        QTest::newRow("zh_CN export, en reader, template evaluation")
            << QStringLiteral("zh_CN") << QStringLiteral("en") << C::Template << labels;
        QTest::newRow("en export, zh_CN reader, template evaluation")
            << QStringLiteral("en") << QStringLiteral("zh_CN") << C::Template << labels;
        QTest::newRow("zh_CN export, en reader, empty evaluation")
            << QStringLiteral("zh_CN") << QStringLiteral("en") << C::Empty << labels;
        QTest::newRow("machine ids, zh_CN reader, empty evaluation")
            << QStringLiteral("zh_CN") << QStringLiteral("zh_CN") << C::Empty << CriteriaExportStyle::Ids;
        QTest::newRow("machine ids, en reader, template evaluation")
            << QStringLiteral("en") << QStringLiteral("en") << C::Template << CriteriaExportStyle::Ids;
    }

    void requirementsExportRoundTrip()
    {
        QFETCH(QString, writtenIn);
        QFETCH(QString, readIn);
        QFETCH(NewWorkspaceOptions::Content, target);
        QFETCH(CriteriaExportStyle, style);

        // Written as the Requirements page writes it, in the interface language.
        applyLanguage(writtenIn);
        const QString csv = m_dir.filePath(QStringLiteral("export%1.csv").arg(++m_files));
        QVERIFY(writeCriteriaCsv(m_demo->queries().rows(), csv, style).ok());
        const QList<QStringList> records = testing::readCsvRecords(csv);
        QCOMPARE(records.size(), criteriaOf(*m_demo).size() + 1);
        const QStringList& header = records.first();
        if (style == CriteriaExportStyle::Ids) {
            QCOMPARE(header, criteriaCsvColumns());
            QCOMPARE(records.at(1).at(1), QStringLiteral("gate"));
        } else if (writtenIn == QLatin1String("zh_CN")) {
            // The headers and labels a Chinese committee reads (no machine ids).
            QCOMPARE(header.mid(0, 3),
                     (QStringList{QStringLiteral("编号"), QStringLiteral("层级"), QStringLiteral("类别")}));
            QVERIFY(header.contains(QStringLiteral("权重")));
            QVERIFY(header.contains(QStringLiteral("复审日期")));
            QVERIFY(header.contains(QStringLiteral("验收规则（中文）")));
            QCOMPARE(records.at(1).at(1), QStringLiteral("门槛项（必选）"));
            QCOMPARE(records.at(1).at(2), QStringLiteral("安全、身份与审计"));
            for (const QString& column : header)
                QVERIFY2(!criteriaCsvColumns().contains(column), qPrintable(column));
        } else {
            QCOMPARE(header.mid(0, 3),
                     (QStringList{QStringLiteral("Id"), QStringLiteral("Tier"), QStringLiteral("Category")}));
            QCOMPARE(records.at(1).at(1), QStringLiteral("Gate (must)"));
            QCOMPARE(records.at(1).at(2), QStringLiteral("Security, identity and audit"));
        }

        // Read by a committee whose window speaks `readIn`: every column matches its field, with no
        // mapping, and the file fits the requirements kind.
        applyLanguage(readIn);
        auto mapping = ColumnMapping::propose(QStringLiteral("criteria"), header);
        QVERIFY(mapping.ok());
        for (int i = 0; i < header.size(); ++i) {
            QVERIFY2(mapping->field(i) == criteriaCsvColumns().at(i) && mapping->status(i) == MatchStatus::Matched,
                     qPrintable(header.at(i) + QStringLiteral(" -> ") + mapping->field(i)));
        }
        QVERIFY(!mapping->kindFit().issue(FormatRegistry::standard().kindKeys()));

        auto fresh = this->fresh(target, readIn);
        ImportRequest request;
        request.kind = QStringLiteral("criteria");
        request.inputs = {csv};
        Result<qint64> committed = Error{Error::Kind::BadInput, QString()};
        const PreparedImport prepared = runImport(*fresh, request, &committed);
        QVERIFY2(prepared.acceptable(),
                 qPrintable(prepared.issues.isEmpty() ? QString() : prepared.issues.first().toString()));
        QVERIFY(committed.ok());
        // Nothing to say but that the committee's own category is new to this evaluation.
        for (const LocatedIssue& issue : prepared.issues) {
            QVERIFY2(issue.issue.severity == Issue::Severity::Warning && issue.issue.column == 3,
                     qPrintable(issue.toString()));
        }

        // The requirements are the demo's: titles, tiers, categories, owners, acceptance, weight,
        // review date, evidence flag, descriptions and order.
        const QList<Criterion> expected = criteriaOf(*m_demo);
        const QList<Criterion> imported = criteriaOf(*fresh);
        QCOMPARE(imported.size(), expected.size());
        for (int i = 0; i < expected.size(); ++i) {
            Criterion want = expected.at(i);
            Criterion got = imported.at(i);
            want.metricRule.clear(); // not part of the export
            got.metricRule.clear();
            QVERIFY2(got == want, qPrintable(describe(got) + QStringLiteral("\n  expected ") + describe(want)));
        }

        // Written again in the same language, the same bytes.
        applyLanguage(writtenIn);
        const QString again = m_dir.filePath(QStringLiteral("again%1.csv").arg(++m_files));
        QVERIFY(writeCriteriaCsv(fresh->queries().rows(), again, style).ok());
        QCOMPARE(fileBytes(again), fileBytes(csv));
    }
};

QTEST_GUILESS_MAIN(TestExportRoundTrip)
#include "tst_export_roundtrip.moc"
