#include "Ids.h"

#include <QRegularExpression>

namespace gatebench {

QString freeIdFrom(const QString& name, const QString& fallback, const std::function<bool(const QString&)>& taken)
{
    static const QRegularExpression separators(QStringLiteral("[^a-z0-9]+"));
    static const QRegularExpression edges(QStringLiteral("^-+|-+$"));
    QString stem = name.toLower();
    stem.replace(separators, QStringLiteral("-"));
    stem.remove(edges);
    stem.truncate(48);
    stem.remove(edges);
    if (stem.isEmpty())
        stem = fallback;
    QString id = stem;
    for (int n = 2; taken(id); ++n)
        id = stem + u'-' + QString::number(n);
    return id;
}

} // namespace gatebench
