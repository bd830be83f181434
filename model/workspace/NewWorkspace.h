#pragma once

#include "core/Result.h"

#include <QString>

namespace gatebench {

/// What a new evaluation starts from.
struct NewWorkspaceOptions {
    enum class Content { Template, Empty, Demo };
    QString path;
    Content content = Content::Template;
    QString language; ///< "zh_CN" or "en"; empty: the system's
    QString timeZone; ///< IANA id; empty: the system's (the demo: Asia/Shanghai)
    bool overwrite = false;
};

/// The system's UI language as a workspace language ("zh_CN" for any Chinese locale, else "en").
QString systemWorkspaceLanguage();

/// Creates the evaluation file. It is written to a temporary file in the same folder and renamed
/// into place only when complete, so a crash never leaves half a file; an existing file is only
/// replaced with `overwrite`.
Result<void> createWorkspaceFile(const NewWorkspaceOptions& options);

} // namespace gatebench
