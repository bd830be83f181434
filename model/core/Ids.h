#pragma once

#include <QHash>
#include <QString>

#include <functional>

namespace gatebench {

/// A stable ASCII id derived from a name, as candidates, criteria and reviewers get them: lower-case
/// letters, digits and hyphens (other characters become one hyphen), at most 48 characters, else
/// `fallback` (a name with no Latin letters or digits); "-2", "-3" ... is appended while `taken`
/// says the id is in use.
QString freeIdFrom(const QString& name, const QString& fallback, const std::function<bool(const QString&)>& taken);

/// The ids freeIdFrom gives, for many names in a row against a set of taken ids that only grows
/// (one import): it remembers, per stem, the suffix where the last search ended, so that n rows
/// with the same name cost O(n) probes instead of O(n²). The ids are exactly freeIdFrom's, because
/// an id once taken stays taken, so no suffix below the remembered one can have become free.
class FreeIds {
public:
    QString next(const QString& name, const QString& fallback, const std::function<bool(const QString&)>& taken);

private:
    QHash<QString, int> m_nextSuffix; ///< stem -> the first suffix not yet known to be taken
};

} // namespace gatebench
