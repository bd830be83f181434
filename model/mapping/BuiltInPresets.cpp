#include "mapping/ColumnMapping.h"
#include "repositories/ImportFields.h"
#include "tco/TcoCsvColumns.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

/// The translation context of this file's texts (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::BuiltInPresets)
};

using Field = JobImportField;

QString fieldKey(Field field)
{
    return QLatin1String(key(field));
}

/// GateBench's own job CSV (writeJobsCsv): the columns of the jobs kind by their keys (an export by
/// labels, in either language, maps through the fields' synonyms, which include every label).
MappingPreset gatebenchJobs()
{
    MappingPreset preset;
    preset.kind = QLatin1String(key(RecordKindId::Jobs));
    preset.name = QStringLiteral("gatebench");
    // Not gpu_milli: an exported job's GPUs already count its share of each GPU.
    for (const char* field : importfields::kJob) {
        if (QLatin1String(field) != fieldKey(Field::GpuMilli))
            preset.columns.append({QLatin1String(field), QLatin1String(field)});
    }
    return preset;
}

/// Helios (SenseTime, SC'21) and Acme (Shanghai AI Lab, NSDI'24) job logs:
/// job_id,user,vc,[jobname,]gpu_num,cpu_num,node_num,state,submit_time,start_time,end_time
/// [,duration,queue][,type]: the team is the virtual cluster, the task type the `type` column
/// where there is one (a synonym of the field), times naive in the import's zone.
MappingPreset heliosJobs()
{
    MappingPreset preset;
    preset.kind = QLatin1String(key(RecordKindId::Jobs));
    preset.name = QStringLiteral("helios");
    preset.columns = {
        {QStringLiteral("job_id"), fieldKey(Field::JobId)},
        {QStringLiteral("user"), fieldKey(Field::User)},
        {QStringLiteral("vc"), fieldKey(Field::Team)},
        {QStringLiteral("jobname"), QString()},
        {QStringLiteral("gpu_num"), fieldKey(Field::Gpus)},
        {QStringLiteral("cpu_num"), QString()},
        {QStringLiteral("node_num"), QString()},
        {QStringLiteral("state"), fieldKey(Field::Outcome)}, // not storage: a column of the Helios trace
        {QStringLiteral("submit_time"), fieldKey(Field::Submit)},
        {QStringLiteral("start_time"), fieldKey(Field::Start)},
        {QStringLiteral("end_time"), fieldKey(Field::End)},
        {QStringLiteral("duration"), QString()},
        {QStringLiteral("queue"), QString()},
    };
    return preset;
}

/// Alibaba's GPU cluster trace v2023 pod lists (openb_pod_list_*.csv): times are seconds from the
/// trace start the import states (creation -> submit, scheduled -> start, deletion -> end), the
/// GPUs num_gpu x gpu_milli / 1000 (gpu_milli is the share of each GPU), the GPU type gpu_spec
/// (the set of types a pod may run on, "|"-separated: JobImporter sorts its members and keeps each
/// once, joblimits::gpuTypeSet), the team the QoS class unless mapped otherwise.
MappingPreset alibabaPods()
{
    MappingPreset preset;
    preset.kind = QLatin1String(key(RecordKindId::Jobs));
    preset.name = QStringLiteral("alibaba");
    preset.columns = {
        {QStringLiteral("name"), fieldKey(Field::JobId)}, // not storage: the trace's pod name column
        {QStringLiteral("cpu_milli"), QString()},
        {QStringLiteral("memory_mib"), QString()},
        {QStringLiteral("num_gpu"), fieldKey(Field::Gpus)},
        {QStringLiteral("gpu_milli"), fieldKey(Field::GpuMilli)},
        {QStringLiteral("gpu_spec"), fieldKey(Field::GpuType)},
        {QStringLiteral("qos"), fieldKey(Field::Team)},
        {QStringLiteral("pod_phase"), fieldKey(Field::Outcome)},
        {QStringLiteral("creation_time"), fieldKey(Field::Submit)},
        {QStringLiteral("deletion_time"), fieldKey(Field::End)},
        {QStringLiteral("scheduled_time"), fieldKey(Field::Start)},
    };
    for (const Field field : {Field::Submit, Field::Start, Field::End})
        preset.units.insert(fieldKey(field), QStringLiteral("s"));
    return preset;
}

/// GateBench's own TCO lines CSV (writeTcoCsv), in either language: each column by its header in
/// Chinese and in English (tco::csvColumns); the columns written for the reader (names, statuses,
/// the scenario whose amounts a row shows, the amounts) left out. The currency in some headers
/// varies, so those are left to the proposal, which maps none of them.
MappingPreset gatebenchTco()
{
    MappingPreset preset;
    preset.kind = QLatin1String(key(RecordKindId::Tco));
    preset.name = QStringLiteral("gatebench");
    for (const tco::CsvColumn& column : tco::csvColumns()) {
        if (column.namesCurrency())
            continue;
        const QString field = column.field ? QString::fromLatin1(column.field) : QString();
        preset.columns.append({column.header(QStringLiteral("zh_CN")), field});
        preset.columns.append({column.header(QStringLiteral("en")), field});
    }
    return preset;
}

/// A finance sheet of one candidate's costs: category, description or item, quantity, unit, unit
/// price, currency, years, a note, by their usual headers in either language (the fields'
/// synonyms); its row numbers and computed totals (amount = quantity x price, tax, subtotals) left
/// out, never read as prices. What it does not say takes the import's defaults (TcoLineImporter):
/// recurring monthly lines in the evaluation's currency, stated as its totals are, for the candidate
/// the import names.
MappingPreset financeTco()
{
    MappingPreset preset;
    preset.kind = QLatin1String(key(RecordKindId::Tco));
    preset.name = QStringLiteral("finance");
    for (const char* header : {"序号", "行号", "no", "金额", "总价", "合计", "小计", "税额", "含税金额", "不含税金额",
                               "amount", "total", "subtotal", "total price", "tax amount"})
        preset.columns.append({QString::fromUtf8(header), QString()});
    return preset;
}

} // namespace

QList<MappingPreset> MappingPreset::builtIn(const QString& kind)
{
    if (kind == QLatin1String(key(RecordKindId::Tco)))
        return {gatebenchTco(), financeTco()};
    if (kind != QLatin1String(key(RecordKindId::Jobs)))
        return {};
    return {gatebenchJobs(), heliosJobs(), alibabaPods()};
}

std::optional<MappingPreset> MappingPreset::builtIn(const QString& kind, const QString& name)
{
    for (const MappingPreset& preset : builtIn(kind)) {
        if (preset.name == name)
            return preset;
    }
    return std::nullopt;
}

QString MappingPreset::builtInLabel(const QString& kind, const QString& name)
{
    if (kind == QLatin1String(key(RecordKindId::Tco))) {
        if (name == QLatin1String("gatebench"))
            return Text::tr("GateBench TCO lines CSV");
        if (name == QLatin1String("finance"))
            return Text::tr("Finance cost sheet");
        return name;
    }
    if (name == QLatin1String("gatebench"))
        return Text::tr("GateBench job CSV");
    if (name == QLatin1String("helios"))
        return Text::tr("Helios / Acme job log");
    if (name == QLatin1String("alibaba"))
        return Text::tr("Alibaba GPU trace pod list (v2023)");
    return name;
}

} // namespace gatebench
