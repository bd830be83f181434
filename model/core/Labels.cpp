#include "core/Labels.h"

#include <QCoreApplication>
#include <QHash>

namespace gatebench {

QString pickLanguage(const QString& zh, const QString& en, const QString& language)
{
    const bool english = language == QLatin1String("en");
    const QString& first = english ? en : zh;
    return first.isEmpty() ? (english ? zh : en) : first;
}

namespace {
/// The translation context of the marks (lupdate reads it from the macro).
struct MarkText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Labels)
};
} // namespace

QString shownIn(const QString& zh, const QString& en, const QString& language)
{
    const bool english = language == QLatin1String("en");
    const QString& first = english ? en : zh;
    if (!first.isEmpty())
        return first;
    const QString& other = english ? zh : en;
    if (other.isEmpty())
        return {};
    return english ? MarkText::tr("%1 (Chinese only)").arg(other) : MarkText::tr("%1 (English only)").arg(other);
}

} // namespace gatebench

namespace gatebench {

QString listSeparator(const QString& language)
{
    return language == QLatin1String("en") ? QStringLiteral(", ") : QStringLiteral("、");
}

QString clauseSeparator(const QString& language)
{
    return language == QLatin1String("en") ? QStringLiteral(", ") : QStringLiteral("，");
}

QString colonSeparator(const QString& language)
{
    return language == QLatin1String("en") ? QStringLiteral(": ") : QStringLiteral("：");
}

} // namespace gatebench

namespace gatebench::labels {

namespace {
/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Labels)
};
/// The workflow steps' own context: "Training" here is 训练, while the TCO category "Training" of the
/// context above is staff training (培训); a disambiguation alone would fall back to that translation.
struct StepText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::WorkflowSteps)
};
/// The task types of a job log, for the same reason ("Training" is 训练 here).
struct TaskTypeText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TaskTypes)
};
/// The exit checklist's words ("Ready" is an exit item's status here).
struct ExitText {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ExitReadiness)
};
} // namespace

QString route(const QString& key)
{
    if (key == QLatin1String("hardware_ecosystem"))
        return Text::tr("Hardware ecosystem");
    if (key == QLatin1String("gpu_orchestration"))
        return Text::tr("GPU orchestration and scheduling");
    if (key == QLatin1String("enterprise_container"))
        return Text::tr("Enterprise container platform");
    if (key == QLatin1String("cloud_managed"))
        return Text::tr("Cloud-managed platform");
    if (key == QLatin1String("open_source"))
        return Text::tr("Open-source assembly (self-built)");
    if (key == QLatin1String("status_quo"))
        return Text::tr("Status quo: improve the current tooling");
    if (key == QLatin1String("other"))
        return Text::tr("Other");
    return key;
}

QString deployment(const QString& key)
{
    if (key == QLatin1String("on_prem"))
        return Text::tr("On premises");
    if (key == QLatin1String("cloud"))
        return Text::tr("Cloud");
    if (key == QLatin1String("hybrid"))
        return Text::tr("Hybrid");
    return key;
}

QString tcoTemplate(const QString& key)
{
    if (key == QLatin1String("on_prem_product"))
        return Text::tr("On-premises product: licence + hardware + support");
    if (key == QLatin1String("cloud"))
        return Text::tr("Cloud: normal, peak and low usage");
    if (key == QLatin1String("self_built"))
        return Text::tr("Self-built: normal maintenance and one major upgrade");
    return key;
}

QString tcoScenario(const QString& key)
{
    if (key == QLatin1String("base") || key == QLatin1String("normal"))
        return Text::tr("Normal use");
    if (key == QLatin1String("peak"))
        return Text::tr("Peak use");
    if (key == QLatin1String("low"))
        return Text::tr("Low use");
    if (key == QLatin1String("maintenance"))
        return Text::tr("Normal maintenance");
    if (key == QLatin1String("major_upgrade"))
        return Text::tr("Major upgrade");
    return key;
}

QString tcoCategory(const QString& key)
{
    static const QHash<QString, const char*> names{
        {QStringLiteral("compute"), QT_TRANSLATE_NOOP("gatebench::Labels", "Compute")},
        {QStringLiteral("storage"), QT_TRANSLATE_NOOP("gatebench::Labels", "Storage")},
        {QStringLiteral("data_transfer"), QT_TRANSLATE_NOOP("gatebench::Labels", "Data transfer")},
        {QStringLiteral("licence_managed"), QT_TRANSLATE_NOOP("gatebench::Labels", "Licence or managed-service fees")},
        {QStringLiteral("support"), QT_TRANSLATE_NOOP("gatebench::Labels", "Support services")},
        {QStringLiteral("ops_staff"), QT_TRANSLATE_NOOP("gatebench::Labels", "Operations staff")},
        {QStringLiteral("implementation"), QT_TRANSLATE_NOOP("gatebench::Labels", "Implementation and integration")},
        {QStringLiteral("training"), QT_TRANSLATE_NOOP("gatebench::Labels", "Training")},
        {QStringLiteral("exit_reserve"), QT_TRANSLATE_NOOP("gatebench::Labels", "Migration and exit reserve")},
    };
    const auto it = names.constFind(key);
    return it == names.cend() ? key : QCoreApplication::translate("gatebench::Labels", *it);
}

QString tier(const QString& key)
{
    if (key == QLatin1String("gate"))
        return Text::tr("Gate (must)");
    if (key == QLatin1String("bonus"))
        return Text::tr("Bonus (optional)");
    if (key == QLatin1String("deferred"))
        return Text::tr("Deferred");
    return key;
}

QString verdict(const QString& key)
{
    if (key == QLatin1String("pass"))
        return Text::tr("Pass");
    if (key == QLatin1String("fail"))
        return Text::tr("Fail");
    if (key == QLatin1String("unknown"))
        return Text::tr("Unknown");
    if (key == QLatin1String("waived"))
        return Text::tr("Waived");
    return key;
}

QString category(const QString& key)
{
    if (key == QLatin1String("security_identity"))
        return Text::tr("Security, identity and audit");
    if (key == QLatin1String("data_boundary"))
        return Text::tr("Data boundary");
    if (key == QLatin1String("hardware_compat"))
        return Text::tr("Hardware compatibility");
    if (key == QLatin1String("resource_availability"))
        return Text::tr("Resource availability");
    if (key == QLatin1String("key_workflow"))
        return Text::tr("Key workflow");
    if (key == QLatin1String("experience"))
        return Text::tr("Experience");
    if (key == QLatin1String("automation"))
        return Text::tr("Automation");
    if (key == QLatin1String("ecosystem"))
        return Text::tr("Ecosystem");
    if (key == QLatin1String("extensibility"))
        return Text::tr("Extensibility");
    if (key == QLatin1String("deferred"))
        return Text::tr("Deferred");
    return key;
}

QString outcome(const QString& key)
{
    if (key == QLatin1String("completed"))
        return Text::tr("Completed");
    if (key == QLatin1String("failed"))
        return Text::tr("Failed");
    if (key == QLatin1String("cancelled"))
        return Text::tr("Cancelled");
    if (key == QLatin1String("running"))
        return Text::tr("Running");
    if (key == QLatin1String("pending"))
        return Text::tr("Pending");
    // A PoC run's outcome.
    if (key == QLatin1String("success")) // not storage: the outcome key of a PoC run
        return Text::tr("Success");
    if (key == QLatin1String("failure"))
        return Text::tr("Failure");
    return key;
}

QString taskType(const QString& key)
{
    if (key == QLatin1String("training"))
        return TaskTypeText::tr("Training");
    if (key == QLatin1String("inference"))
        return TaskTypeText::tr("Inference");
    if (key == QLatin1String("interactive"))
        return TaskTypeText::tr("Interactive");
    if (key == QLatin1String("preprocessing"))
        return TaskTypeText::tr("Preprocessing");
    if (key == QLatin1String("evaluation"))
        return TaskTypeText::tr("Evaluation");
    if (key == QLatin1String("unspecified") || key.isEmpty())
        return TaskTypeText::tr("Unspecified");
    return key;
}

QString failureReason(const QString& key)
{
    // The Slurm states DOMAIN.md counts as failures, each with its reason.
    static const QList<std::pair<QLatin1String, const char*>> kReasons{
        {QLatin1String("FAILED"), QT_TRANSLATE_NOOP("gatebench::Labels", "Failed (non-zero exit)")},
        {QLatin1String("TIMEOUT"), QT_TRANSLATE_NOOP("gatebench::Labels", "Time limit reached")},
        {QLatin1String("NODE_FAIL"), QT_TRANSLATE_NOOP("gatebench::Labels", "Node failure")},
        {QLatin1String("OUT_OF_MEMORY"), QT_TRANSLATE_NOOP("gatebench::Labels", "Out of memory")},
        {QLatin1String("PREEMPTED"), QT_TRANSLATE_NOOP("gatebench::Labels", "Preempted")},
        {QLatin1String("BOOT_FAIL"), QT_TRANSLATE_NOOP("gatebench::Labels", "Node boot failure")},
        {QLatin1String("DEADLINE"), QT_TRANSLATE_NOOP("gatebench::Labels", "Deadline reached")},
    };
    if (key.trimmed().isEmpty())
        return Text::tr("(none given)");
    for (const auto& [state, text] : kReasons) {
        if (key.compare(state, Qt::CaseInsensitive) == 0)
            return Text::tr(text);
    }
    return key;
}

QString pocScenarioKind(const QString& key)
{
    if (key == QLatin1String("standard"))
        return Text::tr("Standard");
    if (key == QLatin1String("drill"))
        return Text::tr("Fault drill");
    return key;
}

QString workflowStep(const QString& key)
{
    if (key == QLatin1String("data_preparation"))
        return StepText::tr("Data preparation");
    if (key == QLatin1String("experiment"))
        return StepText::tr("Experiment");
    if (key == QLatin1String("training"))
        return StepText::tr("Training");
    if (key == QLatin1String("evaluation"))
        return StepText::tr("Evaluation");
    if (key == QLatin1String("registration"))
        return StepText::tr("Model registration");
    if (key == QLatin1String("deployment")) // not storage: a workflow step key
        return StepText::tr("Deployment");
    if (key == QLatin1String("monitoring"))
        return StepText::tr("Monitoring");
    if (key == QLatin1String("rollback"))
        return StepText::tr("Rollback");
    return key;
}

QString coverageMode(const QString& key)
{
    if (key == QLatin1String("managed"))
        return StepText::tr("Platform-managed");
    if (key == QLatin1String("manual"))
        return StepText::tr("Manual");
    if (key == QLatin1String("none"))
        return StepText::tr("Not covered");
    return key;
}

QString exitItem(const QString& key)
{
    if (key == QLatin1String("job_definitions"))
        return ExitText::tr("Job definitions exportable");
    if (key == QLatin1String("model_metadata"))
        return ExitText::tr("Model metadata exportable");
    if (key == QLatin1String("audit_records"))
        return ExitText::tr("Audit records exportable");
    if (key == QLatin1String("container_images"))
        return ExitText::tr("Container images kept");
    if (key == QLatin1String("training_code"))
        return ExitText::tr("Training code kept");
    if (key == QLatin1String("data_formats"))
        return ExitText::tr("Data formats portable");
    return key;
}

QString exitStatus(const QString& key)
{
    if (key == QLatin1String("ready"))
        return ExitText::tr("Ready");
    if (key == QLatin1String("partial"))
        return ExitText::tr("Partly ready");
    if (key == QLatin1String("missing"))
        return ExitText::tr("Not ready");
    return key;
}

QList<QString> routeKeys()
{
    return {QStringLiteral("hardware_ecosystem"),
            QStringLiteral("gpu_orchestration"),
            QStringLiteral("enterprise_container"),
            QStringLiteral("cloud_managed"),
            QStringLiteral("open_source"),
            QStringLiteral("status_quo"),
            QStringLiteral("other")};
}

QList<QString> deploymentKeys()
{
    return {QStringLiteral("on_prem"), QStringLiteral("cloud"), QStringLiteral("hybrid")};
}

QList<QString> tcoTemplateKeys()
{
    return {QStringLiteral("on_prem_product"), QStringLiteral("cloud"), QStringLiteral("self_built")};
}

QList<QString> workflowStepKeys()
{
    return {QStringLiteral("data_preparation"), QStringLiteral("experiment"),
            QStringLiteral("training"),         QStringLiteral("evaluation"),
            QStringLiteral("registration"),     QStringLiteral("deployment"), // not storage: step keys
            QStringLiteral("monitoring"),       QStringLiteral("rollback")};
}

QList<QString> coverageModeKeys()
{
    return {QStringLiteral("managed"), QStringLiteral("manual"), QStringLiteral("none")};
}

QList<QString> exitItemKeys()
{
    return {QStringLiteral("job_definitions"),  QStringLiteral("model_metadata"), QStringLiteral("audit_records"),
            QStringLiteral("container_images"), QStringLiteral("training_code"),  QStringLiteral("data_formats")};
}

QList<QString> exitStatusKeys()
{
    return {QStringLiteral("ready"), QStringLiteral("partial"), QStringLiteral("missing")};
}

} // namespace gatebench::labels
