#include "TableExporter.h"

namespace gatebench {

QString TableExporter::fileFilter() const
{
    return QStringLiteral("%1 (*.%2)").arg(displayName(), extension());
}

} // namespace gatebench
