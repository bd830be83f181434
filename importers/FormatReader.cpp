#include "FormatReader.h"

#include <QFileInfo>

namespace gatebench {

QString FormatReader::fileFilter() const
{
    QStringList patterns;
    for (const QString& extension : extensions())
        patterns.append(QStringLiteral("*.") + extension);
    return QStringLiteral("%1 (%2)").arg(displayName(), patterns.join(u' '));
}

bool FormatReader::hasExtension(const QString& fileName) const
{
    return extensions().contains(QFileInfo(fileName).suffix().toLower());
}

} // namespace gatebench
