#include "core/Ids.h"

#include <QRegularExpression>

namespace gatebench {

namespace {

QString stemOf(const QString& name, const QString& fallback)
{
    static const QRegularExpression separators(QStringLiteral("[^a-z0-9]+"));
    static const QRegularExpression edges(QStringLiteral("^-+|-+$"));
    QString stem = name.toLower();
    stem.replace(separators, QStringLiteral("-"));
    stem.remove(edges);
    stem.truncate(48);
    stem.remove(edges);
    return stem.isEmpty() ? fallback : stem;
}

/// The first free id of `stem`: the stem itself, else stem-n for the first n >= `suffix` not taken.
/// Sets `suffix` to the n returned (or where the search would start next time).
QString firstFree(const QString& stem, int& suffix, const std::function<bool(const QString&)>& taken)
{
    if (!taken(stem))
        return stem;
    for (;; ++suffix) {
        QString id = stem + u'-' + QString::number(suffix);
        if (!taken(id))
            return id;
    }
}

} // namespace

QString freeIdFrom(const QString& name, const QString& fallback, const std::function<bool(const QString&)>& taken)
{
    int suffix = 2;
    return firstFree(stemOf(name, fallback), suffix, taken);
}

QString FreeIds::next(const QString& name, const QString& fallback, const std::function<bool(const QString&)>& taken)
{
    const QString stem = stemOf(name, fallback);
    auto it = m_nextSuffix.find(stem);
    if (it == m_nextSuffix.end())
        it = m_nextSuffix.insert(stem, 2);
    return firstFree(stem, it.value(), taken);
}

} // namespace gatebench
