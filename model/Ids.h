#pragma once

#include <QString>

#include <functional>

namespace gatebench {

/// A stable ASCII id derived from a name, as candidates, criteria and reviewers get them: lower-case
/// letters, digits and hyphens (other characters become one hyphen), at most 48 characters, else
/// `fallback` (a name with no Latin letters or digits); "-2", "-3" ... is appended while `taken`
/// says the id is in use.
QString freeIdFrom(const QString& name, const QString& fallback, const std::function<bool(const QString&)>& taken);

} // namespace gatebench
