// Column mapping: proposals from Chinese and English headers, units in headers, what is left
// unmatched or missing, manual edits, presets through the workspace (audited, undoable) and
// through JSON files, and the table model the wizard edits.
#include "TestSupport.h"
#include "mapping/ColumnMapping.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

namespace {

QString u(const char* text)
{
    return QString::fromUtf8(text);
}

ColumnMapping propose(const char* kind, const QStringList& header)
{
    auto mapping = ColumnMapping::propose(QString::fromLatin1(kind), header);
    if (!mapping)
        qFatal("%s", qPrintable(mapping.error().message));
    return std::move(mapping).value();
}

} // namespace

class TestMapping : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<Workspace> openWorkspace(const QString& name)
    {
        return testing::createWorkspace(m_dir.filePath(name));
    }

private slots:
    void registryIsConsistent()
    {
        QCOMPARE(recordKinds::keys(),
                 QStringList({QStringLiteral("candidates"), QStringLiteral("criteria"), QStringLiteral("answers"),
                              QStringLiteral("poc"), QStringLiteral("jobs"), QStringLiteral("tco")}));
        for (const RecordKind& kind : recordKinds::all()) {
            QVERIFY(!kind.label().isEmpty());
            // Within a kind a header text names one field only, so that a match is never a coin toss.
            QHash<QString, QString> owner;
            for (const FieldSpec& field : kind.fields) {
                QVERIFY2(!field.synonyms.isEmpty(), qPrintable(kind.key + u'.' + field.key));
                QVERIFY(!field.label().isEmpty());
                for (const QString& synonym : field.synonyms) {
                    const QString key = matchKey(synonym);
                    QVERIFY2(!key.isEmpty(), qPrintable(synonym));
                    QVERIFY2(!owner.contains(key) || owner.value(key) == field.key,
                             qPrintable(kind.key + QStringLiteral(": ") + synonym + QStringLiteral(" names ") +
                                        owner.value(key) + QStringLiteral(" and ") + field.key));
                    owner.insert(key, field.key);
                }
            }
        }
        const RecordKind* poc = recordKinds::find(QStringLiteral("poc"));
        QVERIFY(poc);
        QCOMPARE(poc->field(QStringLiteral("queue"))->type, ValueType::Duration);
        QVERIFY(poc->field(QStringLiteral("candidate"))->required);
        QCOMPARE(recordKinds::find(QStringLiteral("jobs"))->field(QStringLiteral("outcome"))->type, ValueType::Outcome);
        QCOMPARE(recordKinds::find(QStringLiteral("tco"))->field(QStringLiteral("unit_price"))->type, ValueType::Money);
        QVERIFY(!recordKinds::find(QStringLiteral("nonsense")));
    }

    void matchKeyFoldsWidthCaseAndPunctuation()
    {
        QCOMPARE(matchKey(u("ＳＵＢＭＩＴ－Ｔｉｍｅ")), QStringLiteral("submittime"));
        QCOMPARE(matchKey(u(" Submit_Time ")), QStringLiteral("submittime"));
        QCOMPARE(matchKey(u("Run:ai")), matchKey(u("RunAI")));
        QCOMPARE(matchKey(u("阿里云 PAI")), matchKey(u("阿里云PAI")));
        QVERIFY(matchKey(u("PAI")) != matchKey(u("PAL")));
    }

    void chineseHeaders()
    {
        const ColumnMapping m =
            propose("poc", {u("候选方案"), u("场景"), u("提交时间"), u("排队时间(秒)"), u("是否成功"), u("杂项")});
        QCOMPARE(m.field(0), QStringLiteral("candidate"));
        QCOMPARE(m.field(1), QStringLiteral("scenario"));
        QCOMPARE(m.field(2), QStringLiteral("submitted_at"));
        QCOMPARE(m.field(3), QStringLiteral("queue"));
        QCOMPARE(m.field(4), QStringLiteral("outcome"));
        QCOMPARE(m.field(5), QString());
        QCOMPARE(m.status(0), MatchStatus::Matched);
        QCOMPARE(m.status(5), MatchStatus::Unmapped);
        QCOMPARE(m.unit(QStringLiteral("queue")), QStringLiteral("s"));
        QCOMPARE(m.conversionOptions(QStringLiteral("queue"), QTimeZone::utc()).unit, QStringLiteral("s"));
        QVERIFY(m.missingRequired().isEmpty());
        QVERIFY(m.isValid());
        QVERIFY(m.validate().isEmpty());
        QCOMPARE(m.unmatchedColumns(), QList<int>({5}));

        // "任务提交时间" ends with the synonym "提交时间": taken, but flagged for the user to check.
        const ColumnMapping guessed = propose("jobs", {u("作业ID"), u("任务提交时间"), u("状态")});
        QCOMPARE(guessed.field(1), QStringLiteral("submit"));
        QCOMPARE(guessed.status(1), MatchStatus::Guessed);
        bool warned = false;
        for (const Issue& issue : guessed.validate())
            warned = warned || (issue.severity == Issue::Severity::Warning && issue.column == 2);
        QVERIFY(warned);
        QVERIFY(guessed.isValid());

        const ColumnMapping jobs = propose("jobs", {u("作业ID"), u("账户"), u("提交时间"), u("开始时间"), u("结束时间"),
                                                    u("排队时间（分钟）"), u("状态"), u("GPU数"), u("GPU利用率(%)")});
        QCOMPARE(jobs.field(0), QStringLiteral("job_id"));
        QCOMPARE(jobs.field(1), QStringLiteral("team"));
        QCOMPARE(jobs.field(2), QStringLiteral("submit"));
        QCOMPARE(jobs.field(3), QStringLiteral("start"));
        QCOMPARE(jobs.field(4), QStringLiteral("end"));
        QCOMPARE(jobs.field(5), QString()); // jobs compute queue wait, they do not import it
        QCOMPARE(jobs.field(6), QStringLiteral("outcome"));
        QCOMPARE(jobs.field(7), QStringLiteral("gpus"));
        QCOMPARE(jobs.field(8), QStringLiteral("gpu_util"));
        QCOMPARE(jobs.unit(QStringLiteral("gpu_util")), QStringLiteral("%"));
        QCOMPARE(jobs.column(5).headerUnit, QStringLiteral("min"));
    }

    void englishHeadersWithOddSpacingAndCase()
    {
        const ColumnMapping m =
            propose("jobs", {u("  JobID "), u("ACCOUNT"), u("user"), u("Partition"), u("submit   time"), u("Start"),
                             u("END"), u("State"), u("num_gpu"), u("Elapsed")});
        QCOMPARE(m.field(0), QStringLiteral("job_id"));
        QCOMPARE(m.field(1), QStringLiteral("team"));
        QCOMPARE(m.field(2), QStringLiteral("user"));
        QCOMPARE(m.field(3), QStringLiteral("gpu_type"));
        QCOMPARE(m.field(4), QStringLiteral("submit"));
        QCOMPARE(m.field(5), QStringLiteral("start"));
        QCOMPARE(m.field(6), QStringLiteral("end"));
        QCOMPARE(m.field(7), QStringLiteral("outcome"));
        QCOMPARE(m.field(8), QStringLiteral("gpus"));
        QCOMPARE(m.field(9), QString());
        QCOMPARE(m.unmatchedColumns(), QList<int>({9}));
        QVERIFY(m.isValid());

        // Full-width and SubmitTime spellings; the first of two candidates for a field wins.
        const ColumnMapping w = propose("jobs", {u("ＪｏｂＩＤ"), u("SubmitTime"), u("Submit"), u("State")});
        QCOMPARE(w.field(0), QStringLiteral("job_id"));
        QCOMPARE(w.field(1), QStringLiteral("submit"));
        QCOMPARE(w.field(2), QString());
    }

    void unitsInHeaders()
    {
        const ColumnMapping m = propose("poc", {u("candidate"), u("scenario"), u("queue (s)"), u("Recovery [min]"),
                                                u("submit_to_available_h"), u("started at (UTC)")});
        QCOMPARE(m.field(2), QStringLiteral("queue"));
        QCOMPARE(m.unit(QStringLiteral("queue")), QStringLiteral("s"));
        QCOMPARE(m.field(3), QStringLiteral("recovery"));
        QCOMPARE(m.unit(QStringLiteral("recovery")), QStringLiteral("min"));
        QCOMPARE(m.field(4), QStringLiteral("submit_to_available"));
        QCOMPARE(m.unit(QStringLiteral("submit_to_available")), QStringLiteral("h"));
        QCOMPARE(m.field(5), QStringLiteral("started_at"));
        // The zone in the header applies unless the user states another.
        const QTimeZone shanghai("Asia/Shanghai");
        QCOMPARE(m.conversionOptions(QStringLiteral("started_at"), shanghai).timeZone, QTimeZone::utc());
        QCOMPARE(m.conversionOptions(QStringLiteral("queue"), shanghai).timeZone, shanghai);

        // The converter of a column reads its cells in the header's unit.
        ValueConverter recovery = m.converter(3, shanghai);
        QCOMPARE(recovery.convert(QStringLiteral("2"), 2).value.toDouble(), 120.0);
        QCOMPARE(recovery.report().column, 4);
        QCOMPARE(recovery.report().field, QStringLiteral("recovery"));
    }

    void missingRequiredFields()
    {
        const ColumnMapping m = propose("poc", {u("场景"), u("排队时间"), u("不相关")});
        QCOMPARE(m.missingRequired(), QList<QStringList>({{QStringLiteral("candidate")}}));
        QVERIFY(!m.isValid());
        const Issues issues = m.validate();
        QVERIFY(hasErrors(issues));

        // A candidate needs one of its two names.
        ColumnMapping c = propose("candidates", {u("编号"), u("厂商")});
        QCOMPARE(c.missingRequired(), QList<QStringList>({{QStringLiteral("name_zh"), QStringLiteral("name_en")}}));
        QVERIFY(c.setField(1, QStringLiteral("name_en")));
        QVERIFY(c.missingRequired().isEmpty());
    }

    void kindFitNamesTheBetterKind()
    {
        // A PoC results sheet chosen as candidates: two of eight columns fit, all eight fit PoC runs.
        const QStringList poc{u("候选方案"),     u("场景"),     u("轮次"),    u("开始时间"),
                              u("排队时间(秒)"), u("是否成功"), u("GPU小时"), u("备注")};
        const KindFit wrong = propose("candidates", poc).kindFit();
        QCOMPARE(wrong.columns, 8);
        QCOMPARE(wrong.mapped, 2);
        QVERIFY(wrong.wrongKind());
        QCOMPARE(wrong.betterKind, QStringLiteral("poc"));
        QCOMPARE(wrong.betterMapped, 8);
        auto issue = wrong.issue({QStringLiteral("candidates"), QStringLiteral("poc")});
        QVERIFY(issue && issue->severity == Issue::Severity::Error);
        QVERIFY2(issue->message.endsWith(QStringLiteral("; choose “PoC runs”")), qPrintable(issue->message));
        issue = wrong.issue({QStringLiteral("candidates")});
        QVERIFY2(issue->message.endsWith(QStringLiteral("GateBench does not import “PoC runs” yet")),
                 qPrintable(issue->message));

        // The wizard sends its mapping as a preset, every column it does not import left out on
        // purpose: the file is refused all the same.
        ColumnMapping viaPreset = propose("candidates", poc);
        QVERIFY(viaPreset.applyPreset(viaPreset.toPreset(QString())).ok());
        QVERIFY(viaPreset.kindFit().wrongKind());

        // Its own kind fits; so does a candidates file with one extra column.
        QVERIFY(!propose("poc", poc).kindFit().fewerThanHalf());
        QVERIFY(!propose("poc", poc).kindFit().issue({}).has_value());
        QVERIFY(!propose("candidates", {u("编号"), u("名称"), u("厂商"), u("价格")}).kindFit().fewerThanHalf());

        // Fewer than half, and no kind fits better: the columns not recognised are named, as a warning.
        const KindFit odd = propose("candidates", {u("name"), u("价格"), u("区域"), QString(), u("合同")}).kindFit();
        QCOMPARE(odd.columns, 4); // an empty header cell is not a column to fit
        QCOMPARE(odd.mapped, 1);
        QVERIFY(!odd.wrongKind());
        issue = odd.issue({QStringLiteral("candidates")});
        QVERIFY(issue && issue->severity == Issue::Severity::Warning);
        QVERIFY2(issue->message.contains(u("“价格”, “区域”, “合同”")), qPrintable(issue->message));
    }

    void editingMappings()
    {
        ColumnMapping m = propose("poc", {u("候选方案"), u("场景"), u("轮次"), u("备注")});
        QCOMPARE(m.field(2), QStringLiteral("run_id"));
        // A field comes from one column: giving it to another takes it from the first.
        QVERIFY(m.setField(3, QStringLiteral("run_id")));
        QCOMPARE(m.field(3), QStringLiteral("run_id"));
        QCOMPARE(m.status(3), MatchStatus::Manual);
        QCOMPARE(m.field(2), QString());
        QCOMPARE(m.status(2), MatchStatus::Ignored);
        QCOMPARE(m.columnOf(QStringLiteral("run_id")), 3);
        QVERIFY(!m.setField(0, QStringLiteral("no_such_field")));
        QVERIFY(!m.setField(9, QStringLiteral("notes")));
        m.clearField(0);
        QCOMPARE(m.field(0), QString());
        QVERIFY(!m.isValid());
        QVERIFY(!m.setUnit(QStringLiteral("queue"), QStringLiteral("%")));
        QVERIFY(m.setUnit(QStringLiteral("queue"), QStringLiteral("分钟")));
        QCOMPARE(m.unit(QStringLiteral("queue")), QStringLiteral("min"));
        QVERIFY(!m.setTimeZone(QStringLiteral("Mars/Olympus")));
        QVERIFY(m.setTimeZone(QStringLiteral("Europe/Berlin")));
        QVERIFY(!ColumnMapping::propose(QStringLiteral("nonsense"), {}));
    }

    void presetJsonRoundTripThroughFile()
    {
        ColumnMapping m = propose("poc", {u("候选方案"), u("场景"), u("排队时间(秒)"), u("备注"), u("内部编号")});
        QVERIFY(m.setField(3, QString())); // leave the notes out on purpose
        QVERIFY(m.setTimeZone(QStringLiteral("Asia/Shanghai")));
        m.setReferenceChoice(QStringLiteral("candidate"), u("阿里"), QStringLiteral("pai"));
        const MappingPreset preset = m.toPreset(u("厂商 PoC 表"));

        const QJsonObject json = preset.toJson();
        QCOMPARE(json.value(QStringLiteral("kind")).toString(), QStringLiteral("poc"));
        const QJsonObject columns = json.value(QStringLiteral("columns")).toObject();
        QCOMPARE(columns.value(u("候选方案")).toString(), QStringLiteral("candidate"));
        QCOMPARE(columns.value(u("排队时间(秒)")).toString(), QStringLiteral("queue"));
        QVERIFY(columns.value(u("备注")).isNull());
        QCOMPARE(json.value(QStringLiteral("units")).toObject().value(QStringLiteral("queue")).toString(),
                 QStringLiteral("s"));
        QCOMPARE(json.value(QStringLiteral("time_zone")).toString(), QStringLiteral("Asia/Shanghai"));

        const QString path = m_dir.filePath(QStringLiteral("poc-map.json"));
        QVERIFY(preset.writeFile(path));
        auto read = MappingPreset::readFile(path);
        QVERIFY2(read, read ? "" : qPrintable(read.error().message));
        QCOMPARE(read->toJson(), json);

        // Applied to a file whose headers differ in width and order, with an extra column.
        ColumnMapping other = propose("poc", {u("排队时间（秒）"), u("备注"), u("场景"), u("候选方案"), u("人工干预")});
        auto warnings = other.applyPreset(*read);
        QVERIFY(warnings);
        QCOMPARE(other.field(0), QStringLiteral("queue"));
        QCOMPARE(other.status(0), MatchStatus::Preset);
        QCOMPARE(other.field(1), QString());
        QCOMPARE(other.status(1), MatchStatus::Ignored);
        QCOMPARE(other.field(2), QStringLiteral("scenario"));
        QCOMPARE(other.field(3), QStringLiteral("candidate"));
        QCOMPARE(other.field(4), QStringLiteral("manual_interventions")); // proposed as usual
        QCOMPARE(other.status(4), MatchStatus::Matched);
        QCOMPARE(other.timeZone(), QStringLiteral("Asia/Shanghai"));
        QCOMPARE(other.referenceChoices(QStringLiteral("candidate")).value(u("阿里")), QStringLiteral("pai"));
        QVERIFY(warnings->isEmpty());

        // A preset column this file lacks is a warning; a preset of another kind is refused.
        ColumnMapping partial = propose("poc", {u("候选方案"), u("场景")});
        auto partialWarnings = partial.applyPreset(*read);
        QVERIFY(partialWarnings);
        QCOMPARE(partialWarnings->size(), 1);
        QVERIFY(partialWarnings->first().message.contains(u("排队时间(秒)")));
        ColumnMapping jobs = propose("jobs", {u("JobID")});
        QVERIFY(!jobs.applyPreset(*read));
    }

    void presetJsonIsValidated_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("issue example") << QByteArray(R"json({"kind": "poc", "columns": {"候选方案": "candidate",
            "排队时间(秒)": "queue"}, "units": {"queue": "s"}, "time_zone": "Asia/Shanghai"})json");
        QTest::newRow("unknown kind") << QByteArray(R"({"kind": "pocs", "columns": {}})");
        QTest::newRow("unknown field") << QByteArray(R"({"kind": "poc", "columns": {"a": "queue_time"}})");
        QTest::newRow("field twice") << QByteArray(R"({"kind": "poc", "columns": {"a": "queue", "b": "queue"}})");
        QTest::newRow("unit misfit") << QByteArray(R"({"kind": "poc", "columns": {}, "units": {"queue": "%"}})");
        QTest::newRow("unknown zone") << QByteArray(R"({"kind": "poc", "columns": {}, "time_zone": "Asia/Nowhere"})");
        QTest::newRow("no columns") << QByteArray(R"({"kind": "poc"})");
        QTest::newRow("unknown member") << QByteArray(R"({"kind": "poc", "columns": {}, "colums": {}})");
        QTest::newRow("other format") << QByteArray(R"({"format": "x", "kind": "poc", "columns": {}})");
        QTest::newRow("references on a text field")
            << QByteArray(R"({"kind": "poc", "columns": {}, "references": {"notes": {"a": "b"}}})");
    }

    void presetJsonIsValidated()
    {
        QFETCH(QByteArray, json);
        const auto preset = MappingPreset::fromJson(QJsonDocument::fromJson(json).object());
        const bool valid = QByteArray(QTest::currentDataTag()) == "issue example";
        QCOMPARE(preset.ok(), valid);
        if (!valid) {
            QCOMPARE(preset.error().kind, Error::Kind::BadInput);
            QVERIFY(!preset.error().message.isEmpty());
        }
    }

    void presetFileErrors()
    {
        QVERIFY(!MappingPreset::readFile(m_dir.filePath(QStringLiteral("missing.json"))));
        const QString path = m_dir.filePath(QStringLiteral("broken.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"kind\": ");
        file.close();
        const auto broken = MappingPreset::readFile(path);
        QVERIFY(!broken);
        QCOMPARE(broken.error().kind, Error::Kind::BadInput);
    }

    void presetsInTheWorkspaceAreAuditedAndUndoable()
    {
        auto w = openWorkspace(QStringLiteral("presets.gatebench"));
        const ColumnMapping m = propose("poc", {u("候选方案"), u("场景"), u("排队时间(秒)")});
        const MappingPreset preset = m.toPreset(u("厂商 A"));
        QVERIFY(preset.save(*w));
        QCOMPARE(*MappingPreset::names(w->queries().rows(), QStringLiteral("poc")), QStringList({u("厂商 A")}));
        QVERIFY(MappingPreset::names(w->queries().rows(), QStringLiteral("jobs"))->isEmpty());
        auto loaded = MappingPreset::load(w->queries().rows(), QStringLiteral("poc"), u("厂商 A"));
        QVERIFY(loaded);
        QCOMPARE(loaded->toJson(), preset.toJson());
        QCOMPARE(w->undoStack()->count(), 1);
        auto audit = *w->queries().rows().select(QStringLiteral("audit_log"), {}, {QStringLiteral("seq")});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit[0].value(QStringLiteral("action")).toString(), QStringLiteral("create"));
        QCOMPARE(audit[0].value(QStringLiteral("entity")).toString(), QStringLiteral("mapping_preset"));
        QCOMPARE(audit[0].value(QStringLiteral("actor")).toString(), QStringLiteral("Test Reviewer"));

        // Saving under the same name replaces the definition: one more undo step.
        ColumnMapping changed = m;
        QVERIFY(changed.setUnit(QStringLiteral("queue"), QStringLiteral("min")));
        QVERIFY(changed.toPreset(u("厂商 A")).save(*w));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("mapping_presets")), 1);
        QCOMPARE(MappingPreset::load(w->queries().rows(), QStringLiteral("poc"), u("厂商 A"))
                     ->units.value(QStringLiteral("queue")),
                 QStringLiteral("min"));
        QCOMPARE(w->undoStack()->count(), 2);

        QVERIFY(w->undo().ok());
        QCOMPARE(MappingPreset::load(w->queries().rows(), QStringLiteral("poc"), u("厂商 A"))
                     ->units.value(QStringLiteral("queue")),
                 QStringLiteral("s"));
        QVERIFY(w->undo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("mapping_presets")), 0);
        QVERIFY(!MappingPreset::load(w->queries().rows(), QStringLiteral("poc"), u("厂商 A")));
        QVERIFY(w->redo().ok());
        QCOMPARE(*w->queries().rows().count(QStringLiteral("mapping_presets")), 1);

        QVERIFY(MappingPreset::remove(*w, QStringLiteral("poc"), u("厂商 A")));
        QCOMPARE(*w->queries().rows().count(QStringLiteral("mapping_presets")), 0);
        QVERIFY(w->undo().ok());
        QCOMPARE(MappingPreset::load(w->queries().rows(), QStringLiteral("poc"), u("厂商 A"))->toJson(),
                 preset.toJson());
        QVERIFY(!MappingPreset::remove(*w, QStringLiteral("poc"), u("nobody")));

        MappingPreset unnamed = preset;
        unnamed.name = QStringLiteral("  ");
        QVERIFY(!unnamed.save(*w));
        audit = *w->queries().rows().select(QStringLiteral("audit_log"), {}, {QStringLiteral("seq")});
        QVERIFY(audit.size() >= 6);
    }

    void tableModel()
    {
        ColumnMappingModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMapping(propose("poc", {u("候选方案"), u("场景"), u("排队时间(秒)"), u("杂项")}));
        model.setSamples({{u("阿里云 PAI"), u(""), u("35"), u("x")}, {u("Run:ai"), u("drill-node-failure")}});
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(ColumnMappingModel::SectionCount));
        QCOMPARE(model.index(0, ColumnMappingModel::Source).data().toString(), u("候选方案"));
        QCOMPARE(model.index(0, ColumnMappingModel::Sample).data().toString(), u("阿里云 PAI"));
        QCOMPARE(model.index(1, ColumnMappingModel::Sample).data().toString(), u("drill-node-failure"));
        QCOMPARE(model.index(2, ColumnMappingModel::Target).data(Qt::EditRole).toString(), QStringLiteral("queue"));
        QVERIFY(!model.index(2, ColumnMappingModel::Target).data().toString().isEmpty());
        QCOMPARE(model.index(3, ColumnMappingModel::Target).data(Qt::EditRole).toString(), QString());
        QCOMPARE(model.index(0, ColumnMappingModel::Status).data(ColumnMappingModel::StatusRole).toInt(),
                 int(MatchStatus::Matched));
        QVERIFY(model.index(0, ColumnMappingModel::Target).data(ColumnMappingModel::RequiredRole).toBool());
        QVERIFY(model.flags(model.index(0, ColumnMappingModel::Target)) & Qt::ItemIsEditable);
        QVERIFY(!(model.flags(model.index(0, ColumnMappingModel::Source)) & Qt::ItemIsEditable));
        QVERIFY(!model.headerData(ColumnMappingModel::Target, Qt::Horizontal).toString().isEmpty());

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy mappingChanged(&model, &ColumnMappingModel::mappingChanged);
        // Giving the queue field to column 4 takes it from column 3: both rows change.
        QVERIFY(model.setData(model.index(3, ColumnMappingModel::Target), QStringLiteral("queue")));
        QCOMPARE(model.mapping().field(3), QStringLiteral("queue"));
        QCOMPARE(model.mapping().field(2), QString());
        QCOMPARE(changed.count(), 2);
        QCOMPARE(mappingChanged.count(), 1);
        QCOMPARE(model.index(3, ColumnMappingModel::Status).data(ColumnMappingModel::StatusRole).toInt(),
                 int(MatchStatus::Manual));
        QVERIFY(!model.setData(model.index(3, ColumnMappingModel::Target), QStringLiteral("no_such_field")));
        QVERIFY(!model.setData(model.index(3, ColumnMappingModel::Source), QStringLiteral("queue")));
        QVERIFY(model.setData(model.index(0, ColumnMappingModel::Target), QString()));
        QCOMPARE(model.mapping().missingRequired(), QList<QStringList>({{QStringLiteral("candidate")}}));
        QCOMPARE(model.index(0, ColumnMappingModel::Status).data(ColumnMappingModel::StatusRole).toInt(),
                 int(MatchStatus::Ignored));
    }
};

QTEST_GUILESS_MAIN(TestMapping)
#include "tst_mapping.moc"
