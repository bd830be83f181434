#pragma once

#include <QString>

namespace gatebench {

/// The UI language saved in the settings, else the system's ("zh_CN" for any Chinese locale, else "en").
QString savedOrSystemLanguage();

/// Installs GateBench's and Qt's own translations for `language` ("zh_CN" or "en"), replacing
/// any installed before. The choice is saved by the View > Language menu, not here.
void applyLanguage(const QString& language);

/// The language installed last.
QString currentLanguage();

} // namespace gatebench
