#include "storage/Storage.h"

#include "storage/ChangeWatch.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Storage)
};

} // namespace

Result<std::unique_ptr<Storage>> Storage::openReader() const
{
    return Error{Error::Kind::Usage, Text::tr("%1 cannot be read by a worker thread of its own.").arg(location())};
}

Result<void> Storage::trial(const std::function<Result<void>(Storage&)>&) const
{
    return Error{Error::Kind::Usage, Text::tr("%1 cannot take a trial write here.").arg(location())};
}

Result<std::unique_ptr<ChangeWatch>> Storage::changeWatch() const
{
    return std::unique_ptr<ChangeWatch>();
}

Result<std::unique_ptr<ChangeMarkReader>> Storage::changeMarkReader() const
{
    return std::unique_ptr<ChangeMarkReader>();
}

} // namespace gatebench
