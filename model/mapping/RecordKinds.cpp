#include "mapping/RecordKinds.h"

#include "domain/Domain.h"
#include "repositories/ImportFields.h"

#include <QCoreApplication>
#include <QSet>

#include <span>

namespace gatebench {

namespace {

constexpr auto kContext = "gatebench::RecordKinds";

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::RecordKinds)
};

/// Optional, Required, or one of a group of alternatives of which at least one column must be mapped
/// (FieldSpec::requiredGroup): a candidate's names, a criterion's titles, the columns naming a candidate
/// or a question of an answer. A group of one (Answer) means the column must be there but its cells may
/// be empty. Defaulted is optional, but an empty cell takes the importer's default (FieldSpec::defaulted).
enum class Need { Optional, Defaulted, Required, Name, Title, Candidate, Question, Answer };

/// The id of a group of alternatives (internal: only compared, never written or shown).
QString groupOf(Need need)
{
    switch (need) {
    case Need::Name:
        return QStringLiteral("names");
    case Need::Title:
        return QStringLiteral("titles");
    case Need::Candidate:
        return QStringLiteral("candidate reference");
    case Need::Question:
        return QStringLiteral("question reference");
    case Need::Answer:
        return QStringLiteral("answer cell");
    case Need::Optional:
    case Need::Defaulted:
    case Need::Required:
        break;
    }
    return {};
}

struct FieldRow {
    const char* key;
    ValueType type;
    Need need;
    const char* label;
    /// zh_CN and en header texts, '|'-separated (UTF-8).
    const char* synonyms;
};

struct KindRow {
    const char* key;
    const char* label;
    std::span<const FieldRow> fields;
};

// Synonyms of the reference columns that several kinds share.
constexpr const char* kCandidateSynonyms =
    "候选方案|方案|候选|候选平台|厂商|平台|产品|candidate|vendor|platform|product|solution|option";

// The registry. Each kind is its own list; synonyms are compared with matchKey(), so spaces, case,
// width, underscores and hyphens need not be spelled out ("submit_time" covers "Submit Time").
// Within one kind a synonym names one field only (tst_mapping checks this).
const FieldRow kCandidateFields[] = {
    {key(CandidateImportField::Id), ValueType::Text, Need::Optional, QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Id"),
     "编号|方案编号|候选方案编号|标识|id|candidate id|key|code"},
    {key(CandidateImportField::NameZh), ValueType::Text, Need::Name,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Name (Chinese)"),
     "中文名|中文名称|名称|方案名称|候选方案|候选方案名称|平台名称|名称(中文)|name_zh|chinese name|name (zh)|"
     "name (chinese)"},
    {key(CandidateImportField::NameEn), ValueType::Text, Need::Name,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Name (English)"),
     "英文名|英文名称|名称(英文)|name_en|english name|name (en)|name (english)|name|candidate|candidate name|platform|"
     "platform name|product|product name"},
    {key(CandidateImportField::Vendor), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Vendor"),
     "厂商|供应商|厂家|提供商|vendor|supplier|provider|manufacturer"},
    {key(CandidateImportField::Route), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Route"), "路线|技术路线|方案类型|类型|route|type|approach"},
    {key(CandidateImportField::Deployment), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Deployment"),
     "部署方式|部署|部署模式|部署形态|deployment|deployment model|hosting"},
    {key(CandidateImportField::Notes), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Notes"), "备注|说明|notes|note|remarks|comment|comments"},
    {key(CandidateImportField::Aliases), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Aliases"),
     "别名|其他名称|简称|aliases|alias|also known as|aka|other names"},
};

// A criterion needs a title in at least one language. The single-language columns ("title",
// "标题" ...) are alternatives to the bilingual pairs of the criteria export (CsvWriter); what
// CriteriaImporter does with them is documented there.
const FieldRow kCriterionFields[] = {
    {key(CriterionImportField::Id), ValueType::Text, Need::Optional, QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Id"),
     "编号|要求编号|条目编号|指标编号|id|criterion id|requirement id|code|key"},
    {key(CriterionImportField::Tier), ValueType::Text, Need::Required,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Tier"),
     "层级|级别|要求类型|要求层级|必选/可选|门槛/加分|tier|level|must/optional"},
    {key(CriterionImportField::Category), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Category"), "分类|类别|领域|category|area|domain"},
    {key(CriterionImportField::Title), ValueType::Text, Need::Title,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Title"),
     "标题|名称|需求|要求|评估项|指标|检查项|title|name|requirement|criterion|item"},
    {key(CriterionImportField::TitleZh), ValueType::Text, Need::Title,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Title (Chinese)"),
     "中文标题|标题(中文)|名称(中文)|需求(中文)|title_zh|title (zh)|title (chinese)|chinese title|title_zh_cn"},
    {key(CriterionImportField::TitleEn), ValueType::Text, Need::Title,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Title (English)"),
     "英文标题|标题(英文)|名称(英文)|需求(英文)|title_en|title (en)|title (english)|english title"},
    {key(CriterionImportField::Description), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Description"), "描述|说明|详细说明|description|details|detail"},
    {key(CriterionImportField::DescriptionZh), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Description (Chinese)"),
     "中文描述|描述(中文)|说明(中文)|description_zh|description (zh)|description (chinese)|chinese description"},
    {key(CriterionImportField::DescriptionEn), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Description (English)"),
     "英文描述|描述(英文)|说明(英文)|description_en|description (en)|description (english)|english description"},
    {key(CriterionImportField::Owner), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Owner"), "负责人|责任人|负责角色|owner|owner role|responsible"},
    {key(CriterionImportField::OwnerZh), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Owner (Chinese)"),
     "负责人(中文)|负责角色(中文)|owner_zh|owner (zh)|owner (chinese)|owner_role_zh"},
    {key(CriterionImportField::OwnerEn), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Owner (English)"),
     "负责人(英文)|负责角色(英文)|owner_en|owner (en)|owner (english)|owner_role_en"},
    {key(CriterionImportField::Acceptance), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Acceptance"),
     "验收规则|验收标准|验收条件|通过标准|acceptance|acceptance rule|acceptance criteria|pass criteria"},
    {key(CriterionImportField::AcceptanceZh), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Acceptance (Chinese)"),
     "中文验收标准|验收规则(中文)|验收标准(中文)|验收条件(中文)|acceptance_zh|acceptance (zh)|acceptance (chinese)|"
     "acceptance rule (chinese)"},
    {key(CriterionImportField::AcceptanceEn), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Acceptance (English)"),
     "英文验收标准|验收规则(英文)|验收标准(英文)|验收条件(英文)|acceptance_en|acceptance (en)|acceptance (english)|"
     "acceptance rule (english)"},
    {key(CriterionImportField::EvidenceRequired), ValueType::Boolean, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Evidence required"),
     "需要证据|是否需要证据|证据要求|证据|evidence required|requires evidence|evidence needed|evidence"},
    {key(CriterionImportField::Weight), ValueType::Number, Need::Defaulted,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Weight"), "权重|weight|weighting"},
    {key(CriterionImportField::ReviewDate), ValueType::Date, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Review date"),
     "复审日期|复核日期|评审日期|重新评估日期|review date|review by|revisit date|next review"},
    // What the questionnaire asks the vendors (never the acceptance rule); "question" alone is left
    // to the answers kind, whose files must not look like requirements.
    {key(CriterionImportField::VendorQuestion), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Question for the vendors"),
     "厂商问题|问卷问题|向厂商提问|vendor question|question for vendors|question for the vendors|"
     "questionnaire question"},
    {key(CriterionImportField::VendorQuestionZh), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Question for the vendors (Chinese)"),
     "厂商问题(中文)|问卷问题(中文)|中文厂商问题|vendor_question_zh|vendor question (zh)|vendor question (chinese)|"
     "question for the vendors (chinese)"},
    {key(CriterionImportField::VendorQuestionEn), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Question for the vendors (English)"),
     "厂商问题(英文)|问卷问题(英文)|英文厂商问题|vendor_question_en|vendor question (en)|vendor question (english)|"
     "question for the vendors (english)"},
};

// The columns of the vendor questionnaire (Questionnaire::headers, in Chinese or English: 候选方案编号 /
// Candidate ID, 候选方案 / Candidate, 问题编号 / Question ID, 主题 / Topic (not imported), 问题 /
// Question, 答复 / Answer, 证据或参考资料 / Evidence or reference), and the machine headers of earlier
// questionnaires (candidate_id, candidate, question_id, criterion_id, question, answer, evidence_link).
// A candidate is named by its id or by a name (either suffices); a question by its id, or by a
// criterion id alone.
const FieldRow kAnswerFields[] = {
    {key(AnswerImportField::CandidateId), ValueType::CandidateRef, Need::Candidate,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Candidate id"),
     "候选方案编号|方案编号|厂商编号|平台编号|candidate_id|candidate id|vendor id|platform id"},
    {key(AnswerImportField::Candidate), ValueType::CandidateRef, Need::Candidate,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Candidate"), kCandidateSynonyms},
    {key(AnswerImportField::QuestionId), ValueType::Text, Need::Question,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Question id"),
     "问题编号|题号|问题id|question_id|question id|question no|question number|qid"},
    {key(AnswerImportField::CriterionId), ValueType::Text, Need::Question,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Requirement id"),
     "要求编号|评估项编号|指标编号|criterion_id|criterion id|requirement id"},
    {key(AnswerImportField::Question), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Question"), "问题|题目|问题内容|问题描述|question|question text"},
    {key(AnswerImportField::Answer), ValueType::Text, Need::Answer,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Answer"),
     "回答|答复|答案|响应|厂商回答|厂商答复|answer|response|reply|vendor answer"},
    {key(AnswerImportField::EvidenceLink), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Evidence link"),
     "证据链接|附件链接|证据|佐证|佐证材料|链接|附件|证据或参考资料|参考资料|evidence_link|evidence link|evidence|link|"
     "url|reference|attachment|evidence or reference"},
};

// A PoC run as testers and vendors report it (PocImporter). The four times are timestamps; queue wait
// and time to available are durations a file may give instead of (or beside) them.
const FieldRow kPocFields[] = {
    {key(PocImportField::Candidate), ValueType::CandidateRef, Need::Required,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Candidate"),
     "候选方案|方案|候选|候选平台|厂商|平台|产品|候选方案编号|方案编号|candidate|vendor|platform|product|solution|"
     "option|candidate id"},
    {key(PocImportField::Scenario), ValueType::ScenarioRef, Need::Required,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Scenario"),
     "场景|测试场景|场景名称|场景编号|用例|测试用例|演练|故障演练|scenario|scenario id|scenario name|test "
     "case|case|drill|"
     "test"},
    {key(PocImportField::RunId), ValueType::Text, Need::Optional, QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Run id"),
     "运行编号|运行ID|测试编号|轮次|序号|次数|第几次|运行序号|run|run id|run no|run number|run #|attempt|round|"
     "iteration|test id"},
    {key(PocImportField::Submitted), ValueType::Timestamp, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Submitted at"),
     "提交时间|提交|申请时间|submitted|submitted at|submit|submit time|submission time|requested at|request time"},
    {key(PocImportField::Started), ValueType::Timestamp, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Started at"),
     "开始时间|开始|启动时间|资源分配时间|测试时间|started at|start|start time|started|allocated at|"
     "resources allocated"},
    {key(PocImportField::Available), ValueType::Timestamp, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Available at"),
     "可用时间|就绪时间|可用|服务可用时间|结果时间|available at|available|ready at|ready|ready time|service ready"},
    {key(PocImportField::Finished), ValueType::Timestamp, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Finished at"),
     "结束时间|结束|完成时间|finished at|finished|end|end time|ended|completed at|finish time"},
    {key(PocImportField::Outcome), ValueType::Outcome, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Outcome"),
     "结果|是否成功|成功|成功与否|运行结果|测试结果|状态|outcome|result|success|succeeded|successful|passed|state|"
     "status|pass/fail"},
    {key(PocImportField::FailureReason), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Failure reason"),
     "失败原因|原因|故障原因|错误原因|错误信息|failure reason|reason|error|error message|cause"},
    {key(PocImportField::Queue), ValueType::Duration, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Queue wait"),
     "排队时间|排队|排队时长|等待时间|queue|queue time|queue wait|wait|wait time|queued"},
    {key(PocImportField::SubmitToAvailable), ValueType::Duration, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Submit to available"),
     "提交到可用时间|提交到可用|提交到可用耗时|可用耗时|就绪耗时|submit to available|time to available|time to ready|"
     "submit to ready"},
    {key(PocImportField::GpuHours), ValueType::Number, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "GPU hours"),
     "GPU小时|GPU时|GPU时数|卡时|GPU卡时|gpu hours|gpu h|gpuh|gpu hour"},
    {key(PocImportField::OperationSteps), ValueType::Integer, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Operation steps"),
     "操作步骤|操作步骤数|步骤数|操作次数|工程师操作步骤|operation steps|steps|engineer steps|operations|"
     "engineer operation steps"},
    {key(PocImportField::ManualInterventions), ValueType::Integer, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Manual interventions"),
     "人工干预|人工干预次数|人工介入|人工介入次数|manual interventions|interventions|manual steps"},
    {key(PocImportField::Recovery), ValueType::Duration, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Recovery time"),
     "恢复时间|故障恢复时间|恢复时长|recovery|recovery time|time to recover|mttr"},
    {key(PocImportField::SelfDiagnosed), ValueType::Boolean, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Diagnosed without the vendor"),
     "无需厂商自行诊断|无需厂商诊断|无需厂商即可诊断|自主诊断|自行诊断|能否自行诊断|是否自行定位|自行定位|self "
     "diagnosed|"
     "diagnosed without vendor|diagnosed without the vendor|diagnosed by team|without vendor"},
    {key(PocImportField::Notes), ValueType::Text, Need::Optional, QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Notes"),
     "备注|说明|notes|note|remarks|comment|comments"},
    // The id `gatebench whatif export` gave the job (gb-<n>): its job name in sacct, its name in Kubernetes.
    {key(PocImportField::ReplayId), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Replay job id"),
     "回放任务编号|回放任务ID|回放编号|回放任务|replay id|replay job id|replay job|replay_id"},
};

const FieldRow kJobFields[] = {
    {key(JobImportField::JobId), ValueType::Text, Need::Required, QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Job id"),
     "作业ID|作业编号|任务ID|任务编号|作业号|job id|jobid|job|job key|id|JobIDRaw|job number"},
    // A label as the cluster writes it (Slurm Account by default), kept as is in baseline_jobs: the
    // baseline groups by it and must not reject accounts the committee has no team row for.
    {key(JobImportField::Team), ValueType::Text, Need::Optional, QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Team"),
     "团队|小组|部门|项目组|账户|账号|team|account|group|vc|virtual cluster|project"},
    {key(JobImportField::User), ValueType::Text, Need::Optional, QT_TRANSLATE_NOOP("gatebench::RecordKinds", "User"),
     "用户|用户名|提交人|user|username|user name|owner"},
    {key(JobImportField::TaskType), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Task type"),
     "任务类型|作业类型|类型|task type|job type|type|workload|workload type"},
    {key(JobImportField::GpuType), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "GPU type"),
     "GPU类型|GPU型号|显卡型号|卡型|分区|队列|gpu type|gpu model|gpu spec|partition"},
    {key(JobImportField::Gpus), ValueType::Number, Need::Defaulted, QT_TRANSLATE_NOOP("gatebench::RecordKinds", "GPUs"),
     "GPU数|GPU数量|GPU卡数|卡数|显卡数|gpus|gpu count|num gpu|num gpus|ngpus|gpu num|number of gpus|alloc gpus"},
    {key(JobImportField::Submit), ValueType::Timestamp, Need::Required,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Submitted at"),
     "提交时间|提交|创建时间|submit|submit time|submitted|submitted at|submission time|SubmitTime|creation time|"
     "created|created at|create time"},
    {key(JobImportField::Start), ValueType::Timestamp, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Started at"),
     "开始时间|开始|启动时间|运行开始时间|start|start time|started|started at|begin|scheduled time"},
    {key(JobImportField::End), ValueType::Timestamp, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Ended at"),
     "结束时间|结束|完成时间|end|end time|ended|ended at|finish|finish time|finished|completion time|"
     "deletion time"},
    {key(JobImportField::Outcome), ValueType::Outcome, Need::Required,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Outcome"),
     "状态|结果|是否成功|成功|作业状态|任务状态|outcome|state|status|result|success|pod phase|phase"},
    {key(JobImportField::FailureReason), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Failure reason"),
     "失败原因|错误原因|失败类型|failure reason|reason|error|exit reason"},
    {key(JobImportField::GpuUtil), ValueType::Percentage, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Average GPU utilization"),
     "GPU利用率|利用率|平均GPU利用率|gpu util|gpu utilization|util|utilization|avg gpu util|"
     "average gpu utilization"},
    {key(JobImportField::ActiveFraction), ValueType::Percentage, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Active GPU fraction"),
     "活跃占比|活跃比例|GPU活跃占比|active fraction|active share|active ratio|gpu active fraction|"
     "active gpu fraction"},
    // Shared GPUs (Alibaba's gpu_milli, 0-1000): the job holds this share of each of its GPUs.
    {key(JobImportField::GpuMilli), ValueType::Number, Need::Defaulted,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Thousandths of each GPU"),
     "每卡GPU份额|每卡千分比|GPU毫卡|gpu milli|thousandths of each gpu|gpu share per gpu|milli gpu"},
};

// A cost line (TcoLineImporter): GateBench's own TCO lines CSV (TcoCsvExport; its headers, in either
// language, are synonyms here, tco::csvColumns) and a finance sheet's columns. The candidate may come
// from the import instead of a column (the TCO page imports into the candidate it shows).
const FieldRow kTcoFields[] = {
    {key(TcoImportField::Candidate), ValueType::CandidateRef, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Candidate"),
     "候选方案编号|候选方案|方案|候选|候选平台|厂商|平台|产品|candidate id|candidate|vendor|platform|product|solution|"
     "option"},
    {key(TcoImportField::LineId), ValueType::Integer, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Line id"), "费用行编号|行编号|line id|line no|line number"},
    {key(TcoImportField::Scenario), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Cost scenario"),
     "费用行适用场景|适用场景|场景|成本场景|line applies to scenario|scenario|cost scenario"},
    {key(TcoImportField::Category), ValueType::Text, Need::Required,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Category"), "类别|成本类别|分类|费用类别|category|cost category"},
    {key(TcoImportField::Description), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Description"),
     "说明|描述|费用项|明细|项目|description|item|line item|cost item"},
    {key(TcoImportField::DescriptionZh), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Description (Chinese)"),
     "说明(中文)|中文说明|描述(中文)|description (chinese)|description_zh|chinese description"},
    {key(TcoImportField::DescriptionEn), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Description (English)"),
     "说明(英文)|英文说明|描述(英文)|description (english)|description_en|english description"},
    {key(TcoImportField::Kind), ValueType::Text, Need::Optional, QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Kind"),
     "类型|费用类型|计费方式|kind|type|cost type"},
    {key(TcoImportField::Quantity), ValueType::Money, Need::Defaulted,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Quantity"), "数量|quantity|qty|units"},
    {key(TcoImportField::Unit), ValueType::Text, Need::Optional, QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Unit"),
     "单位|计量单位|unit|uom|unit of measure"},
    {key(TcoImportField::UnitPrice), ValueType::Money, Need::Defaulted,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Unit price"), "单价|价格|unit price|price|unit cost"},
    {key(TcoImportField::Hourly), ValueType::Boolean, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Price per hour"),
     "按小时计价|按小时|小时单价|price per hour|hourly|per hour"},
    {key(TcoImportField::PeriodsPerYear), ValueType::Integer, Need::Defaulted,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Periods per year"),
     "每年周期数|每年期数|每年次数|每年月数|periods per year|periods|billing periods|months per year"},
    {key(TcoImportField::Currency), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Currency"), "币种|货币|currency|ccy"},
    {key(TcoImportField::TaxIncluded), ValueType::Boolean, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Tax included"),
     "录入价格含税|含税|是否含税|entered with tax|tax included|incl tax|including tax|with tax"},
    {key(TcoImportField::TaxRate), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Tax rate"), "税率|增值税率|tax rate|vat rate|vat"},
    {key(TcoImportField::Growth), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Yearly growth"),
     "年增长率|增长率|涨幅|yearly growth|growth|growth rate|annual growth|escalation"},
    {key(TcoImportField::Years), ValueType::Text, Need::Optional, QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Years"),
     "适用年份|年份|第几年|年度|years|year"},
    {key(TcoImportField::Fte), ValueType::Money, Need::Optional, QT_TRANSLATE_NOOP("gatebench::RecordKinds", "FTE"),
     "fte|人力|人数|人年|headcount|staff"},
    {key(TcoImportField::LoadedAnnualCost), ValueType::Money, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Loaded annual cost"),
     "年度综合人力成本|人均年成本|年人力成本|人力成本|loaded annual cost|annual cost|cost per fte|loaded cost"},
    {key(TcoImportField::Source), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Price source"), "数据来源|价格来源|来源|source|price source"},
    {key(TcoImportField::SourceNote), ValueType::Text, Need::Optional,
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Source note"),
     "来源说明|备注|source note|note|notes|remarks|comment"},
};

const KindRow kKinds[] = {
    {key(RecordKindId::Candidates), QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Candidates"), kCandidateFields},
    {key(RecordKindId::Criteria), QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Requirements"), kCriterionFields},
    {key(RecordKindId::Answers), QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Questionnaire answers"), kAnswerFields},
    {key(RecordKindId::Poc), QT_TRANSLATE_NOOP("gatebench::RecordKinds", "PoC runs"), kPocFields},
    {key(RecordKindId::Jobs), QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Job records"), kJobFields},
    {key(RecordKindId::Tco), QT_TRANSLATE_NOOP("gatebench::RecordKinds", "TCO lines"), kTcoFields},
};

/// The fields that hold a longer text (a note, a description, an answer, a reason) rather than a
/// label: they may hold kMaxTextCodePoints, every other field kMaxLabelCodePoints.
bool isLongText(const char* kindKey, const char* fieldKey)
{
    static const QSet<QString> fields = [] {
        QSet<QString> set;
        const auto add = [&set](RecordKindId kind, std::initializer_list<const char*> keys) {
            for (const char* field : keys)
                set.insert(QLatin1String(key(kind)) + u'/' + QLatin1String(field));
        };
        using C = CandidateImportField;
        using K = CriterionImportField;
        using A = AnswerImportField;
        using P = PocImportField;
        using T = TcoImportField;
        add(RecordKindId::Candidates, {key(C::Notes), key(C::Aliases)});
        add(RecordKindId::Criteria, {key(K::Description), key(K::DescriptionZh), key(K::DescriptionEn),
                                     key(K::Acceptance), key(K::AcceptanceZh), key(K::AcceptanceEn),
                                     key(K::VendorQuestion), key(K::VendorQuestionZh), key(K::VendorQuestionEn)});
        add(RecordKindId::Answers, {key(A::Question), key(A::Answer), key(A::EvidenceLink)});
        add(RecordKindId::Poc, {key(P::FailureReason), key(P::Notes)});
        add(RecordKindId::Tco, {key(T::Description), key(T::DescriptionZh), key(T::DescriptionEn), key(T::SourceNote)});
        return set;
    }();
    return fields.contains(QLatin1String(kindKey) + u'/' + QLatin1String(fieldKey));
}

QList<RecordKind> buildKinds()
{
    QList<RecordKind> kinds;
    for (const KindRow& row : kKinds) {
        RecordKind kind;
        kind.key = QString::fromLatin1(row.key);
        kind.labelSource = row.label;
        for (const FieldRow& f : row.fields) {
            FieldSpec field;
            field.key = QString::fromLatin1(f.key);
            field.type = f.type;
            field.required = f.need == Need::Required;
            field.requiredGroup = groupOf(f.need);
            field.defaulted = f.need == Need::Defaulted;
            field.maxCodePoints = isLongText(row.key, f.key) ? kMaxTextCodePoints : kMaxLabelCodePoints;
            field.synonyms = QString::fromUtf8(f.synonyms).split(u'|', Qt::SkipEmptyParts);
            field.labelSource = f.label;
            kind.fields.append(field);
        }
        kinds.append(kind);
    }
    return kinds;
}

struct TypeRow {
    ValueType type;
    const char* key;
    const char* label;
};

const TypeRow kTypes[] = {
    {ValueType::Text, "text", QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Text")},
    {ValueType::Integer, "integer", QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Whole number")},
    {ValueType::Number, "number", QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Number")},
    {ValueType::Percentage, "percentage", QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Percentage")},
    {ValueType::Boolean, "boolean", QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Yes or no")},
    {ValueType::Outcome, "outcome", // not storage: a value type key of mapping files
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Outcome")},
    {ValueType::Duration, "duration", QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Duration")},
    {ValueType::Timestamp, "timestamp", QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Date and time")},
    {ValueType::Date, "date", QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Date")},
    {ValueType::CandidateRef, "candidate", QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Candidate")},
    {ValueType::ScenarioRef, "scenario", QT_TRANSLATE_NOOP("gatebench::RecordKinds", "PoC scenario")},
    {ValueType::CriterionRef, "criterion", QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Requirement")},
    {ValueType::TeamRef, "team", // not storage: a value type key of mapping files
     QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Team")},
    {ValueType::Money, "money", QT_TRANSLATE_NOOP("gatebench::RecordKinds", "Exact decimal")},
};

} // namespace

QString valueTypeKey(ValueType type)
{
    for (const TypeRow& row : kTypes) {
        if (row.type == type)
            return QString::fromLatin1(row.key);
    }
    return {};
}

std::optional<ValueType> valueTypeFromKey(const QString& key)
{
    for (const TypeRow& row : kTypes) {
        if (key == QLatin1String(row.key))
            return row.type;
    }
    return std::nullopt;
}

QString valueTypeLabel(ValueType type)
{
    for (const TypeRow& row : kTypes) {
        if (row.type == type)
            return Text::tr(row.label);
    }
    return {};
}

bool isReference(ValueType type)
{
    return type == ValueType::CandidateRef || type == ValueType::ScenarioRef || type == ValueType::CriterionRef ||
           type == ValueType::TeamRef;
}

QString FieldSpec::label() const
{
    return labelSource ? Text::tr(labelSource) : key;
}

QString RecordKind::label() const
{
    return labelSource ? Text::tr(labelSource) : key;
}

const FieldSpec* RecordKind::field(const QString& fieldKey) const
{
    const int i = indexOf(fieldKey);
    return i < 0 ? nullptr : &fields.at(i);
}

int RecordKind::indexOf(const QString& fieldKey) const
{
    for (int i = 0; i < fields.size(); ++i) {
        if (fields.at(i).key == fieldKey)
            return i;
    }
    return -1;
}

namespace recordKinds {

QStringList criteriaExportFields()
{
    using F = CriterionImportField;
    QStringList keys;
    for (const F field : {F::Id, F::Tier, F::Category, F::TitleZh, F::TitleEn, F::DescriptionZh, F::DescriptionEn,
                          F::OwnerZh, F::OwnerEn, F::AcceptanceZh, F::AcceptanceEn, F::EvidenceRequired, F::Weight,
                          F::ReviewDate, F::VendorQuestionZh, F::VendorQuestionEn})
        keys.append(QLatin1String(key(field)));
    return keys;
}

const QList<RecordKind>& all()
{
    static const QList<RecordKind> kinds = buildKinds();
    return kinds;
}

const RecordKind* find(const QString& key)
{
    for (const RecordKind& kind : all()) {
        if (kind.key == key)
            return &kind;
    }
    return nullptr;
}

QStringList keys()
{
    QStringList list;
    for (const RecordKind& kind : all())
        list.append(kind.key);
    return list;
}

} // namespace recordKinds

QString matchKey(const QString& text)
{
    const QString folded = text.normalized(QString::NormalizationForm_KC).toCaseFolded();
    QString key;
    key.reserve(folded.size());
    for (const char32_t c : folded.toUcs4()) {
        if (!QChar::isLetterOrNumber(c))
            continue;
        if (QChar::requiresSurrogates(c)) {
            key.append(QChar(QChar::highSurrogate(c)));
            key.append(QChar(QChar::lowSurrogate(c)));
        } else {
            key.append(QChar(c));
        }
    }
    return key;
}

} // namespace gatebench
