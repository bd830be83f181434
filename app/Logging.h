#pragma once

#include <QString>

namespace gatebench {

/// Sends spdlog and Qt's own messages to a rotating log file in the app's data folder
/// (and to the terminal with `verbose`). Returns the log file's path.
QString setUpLogging(bool verbose);

} // namespace gatebench
