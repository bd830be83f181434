#pragma once

#include <QList>
#include <QString>

namespace gatebench {

/// Text stored in both languages (names, titles, owners) in `language` ("zh_CN" or "en"), falling
/// back to the other when it is empty.
QString pickLanguage(const QString& zh, const QString& en, const QString& language);

} // namespace gatebench

namespace gatebench::labels {

/// Translated names of the stored keys (routes, deployments, tiers ...), shared by the window,
/// the command line and the reports. Unknown keys are returned as they are.
QString route(const QString& key);
QString deployment(const QString& key);
QString tcoTemplate(const QString& key);
QString tier(const QString& key);
QString verdict(const QString& key);
QString category(const QString& key);
QString outcome(const QString& key);

QList<QString> routeKeys();
QList<QString> deploymentKeys();
QList<QString> tcoTemplateKeys();

} // namespace gatebench::labels
