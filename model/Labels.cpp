#include "Labels.h"

#include <QCoreApplication>

namespace gatebench::labels {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("gatebench::Labels", text);
}
} // namespace

QString route(const QString& key)
{
    if (key == QLatin1String("hardware_ecosystem"))
        return tr("Hardware ecosystem");
    if (key == QLatin1String("gpu_orchestration"))
        return tr("GPU orchestration and scheduling");
    if (key == QLatin1String("enterprise_container"))
        return tr("Enterprise container platform");
    if (key == QLatin1String("cloud_managed"))
        return tr("Cloud-managed platform");
    if (key == QLatin1String("open_source"))
        return tr("Open-source assembly (self-built)");
    if (key == QLatin1String("status_quo"))
        return tr("Status quo: improve the current tooling");
    if (key == QLatin1String("other"))
        return tr("Other");
    return key;
}

QString deployment(const QString& key)
{
    if (key == QLatin1String("on_prem"))
        return tr("On premises");
    if (key == QLatin1String("cloud"))
        return tr("Cloud");
    if (key == QLatin1String("hybrid"))
        return tr("Hybrid");
    return key;
}

QString tcoTemplate(const QString& key)
{
    if (key == QLatin1String("on_prem_product"))
        return tr("On-premises product: licence + hardware + support");
    if (key == QLatin1String("cloud"))
        return tr("Cloud: normal and peak usage");
    if (key == QLatin1String("self_built"))
        return tr("Self-built: normal maintenance and one major upgrade");
    return key;
}

QString tier(const QString& key)
{
    if (key == QLatin1String("gate"))
        return tr("Gate (must)");
    if (key == QLatin1String("bonus"))
        return tr("Bonus (optional)");
    if (key == QLatin1String("deferred"))
        return tr("Deferred");
    return key;
}

QString verdict(const QString& key)
{
    if (key == QLatin1String("pass"))
        return tr("Pass");
    if (key == QLatin1String("fail"))
        return tr("Fail");
    if (key == QLatin1String("unknown"))
        return tr("Unknown");
    if (key == QLatin1String("waived"))
        return tr("Waived");
    return key;
}

QString category(const QString& key)
{
    if (key == QLatin1String("security_identity"))
        return tr("Security, identity and audit");
    if (key == QLatin1String("data_boundary"))
        return tr("Data boundary");
    if (key == QLatin1String("hardware_compat"))
        return tr("Hardware compatibility");
    if (key == QLatin1String("resource_availability"))
        return tr("Resource availability");
    if (key == QLatin1String("key_workflow"))
        return tr("Key workflow");
    if (key == QLatin1String("experience"))
        return tr("Experience");
    if (key == QLatin1String("automation"))
        return tr("Automation");
    if (key == QLatin1String("ecosystem"))
        return tr("Ecosystem");
    if (key == QLatin1String("extensibility"))
        return tr("Extensibility");
    if (key == QLatin1String("deferred"))
        return tr("Deferred");
    return key;
}

QString outcome(const QString& key)
{
    if (key == QLatin1String("completed"))
        return tr("Completed");
    if (key == QLatin1String("failed"))
        return tr("Failed");
    if (key == QLatin1String("cancelled"))
        return tr("Cancelled");
    if (key == QLatin1String("running"))
        return tr("Running");
    if (key == QLatin1String("pending"))
        return tr("Pending");
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

} // namespace gatebench::labels
