#pragma once
// How long a text a user may store in each column: the editors' side of the bounds every import
// checks at its line and column (domain/Domain.h, kMaxLabelCodePoints and kMaxTextCodePoints).
// Here because the limits go by column, and only repositories know the columns.
#include "commands/Change.h"
#include "core/Result.h"

namespace gatebench::textlimits {

/// The most code points a user may store in `column` of `table` (for a setting, of the setting
/// `settingKey`): kMaxLabelCodePoints for names, ids, titles, owners, units and the other labels,
/// kMaxTextCodePoints for notes, evidence, descriptions, answers and reasons; 0 for a column no
/// user writes text into (keys, times, JSON the program writes).
int limitOf(const QString& table, const QString& column, const QString& settingKey = {});

/// The first text `changes` would add or write that is longer than its column allows: a BadInput
/// error naming the field, its length and the limit, in the interface language. Removals and the
/// values being replaced are not checked (undo may restore what an older GateBench wrote).
Result<void> check(const ChangeSet& changes);

} // namespace gatebench::textlimits
