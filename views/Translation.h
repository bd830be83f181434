#pragma once

#include <QString>

namespace gatebench {

/// The UI language saved in the settings, else the system's ("zh_CN" for any Chinese locale, else "en").
QString savedOrSystemLanguage();

/// The language of the locale environment, as a command-line program reads it: the first of
/// LC_ALL, LC_MESSAGES and LANG that is set ("zh_CN" for any Chinese locale, else "en"). Never the
/// window's saved choice: a script's output must not change when someone switches the window.
QString environmentLanguage();

/// Installs GateBench's and Qt's own translations for `language` ("zh_CN" or "en"), replacing
/// any installed before. The choice is saved by the View > Language menu, not here.
void applyLanguage(const QString& language);

/// The language installed last.
QString currentLanguage();

} // namespace gatebench
