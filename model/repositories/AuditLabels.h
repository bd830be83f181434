#pragma once

#include <QString>
#include <QVariant>

/// The words of the audit log in the interface language: its actions, the kinds of record it
/// names, their fields and values. One table each, here because the log's fields are the stored
/// column names; unknown keys are returned as they are.
namespace gatebench::auditlabels {

/// "create", "update", "waive", "undo import" ... as a reader says it ("Added", "Changed", "Waived").
QString action(const QString& key);
/// "assessment", "bonus_score", "tco_line", "settings" ... ("Assessment", "Bonus score", "Cost line").
QString entity(const QString& key);
/// A field of a record ("verdict", "fte", "title_zh", a settings key) as a reader says it.
QString field(const QString& key);
/// A stored value of `field` as a reader says it (verdicts, tiers, categories, yes/no); a whole row
/// (the JSON object of a created or removed record) as "Field: value; ...". Null stays empty.
QString value(const QString& field, const QVariant& value);

} // namespace gatebench::auditlabels
