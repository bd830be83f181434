#pragma once

#include "core/Result.h"
#include "repositories/CandidateRepository.h"
#include "storage/Storage.h"

namespace gatebench {

class Workspace;

/// Candidate edits as undoable commands on the workspace.
namespace candidates {

/// A free id derived from `base` (lower-case ASCII letters, digits and '-'), e.g. "status-quo-2".
QString freeId(const Storage& storage, const QString& base);

/// The deployment of a candidate on `route` (a key of labels::routeKeys()) when nobody said
/// otherwise: "cloud" for a cloud-managed platform, else "on_prem".
QString defaultDeployment(const QString& route);

/// The TCO template that fits a candidate (DOMAIN.md: cloud = normal + peak usage; self-built =
/// normal maintenance + a major upgrade; on-premises product = licence + hardware + support), as
/// the seven template profiles have it: a cloud deployment is priced as "cloud"; an open-source
/// assembly, the status quo and any other self-run option as "self_built"; a product of the
/// hardware-ecosystem, GPU-orchestration or enterprise-container routes, or a cloud platform
/// installed on premises, as "on_prem_product".
QString tcoTemplateFor(const QString& route, const QString& deployment);

/// The names a single name gives, as the candidates import reads one: a name in Chinese script is
/// the Chinese name only, a Latin one the English name only (never copied into the other language).
Bilingual namesFrom(const QString& name);

/// Adds a custom candidate at the end of the list with the names given (either may be empty, not
/// both); returns its id. The id, as the import makes it: the Latin letters and digits of the English
/// name, else of the Chinese name ("华为云 ModelArts" gives "modelarts"), else "cand-other",
/// numbered when taken ("cand-other-2").
Result<QString> add(Workspace& workspace, const QString& nameZh, const QString& nameEn);

/// Adds a copy of `sourceId` (profile only, no verdicts or scores) after the last candidate.
Result<QString> duplicate(Workspace& workspace, const QString& sourceId);

/// Removes a candidate together with its verdicts, scores, PoC runs and TCO lines, as one
/// undoable command (undo restores all of it).
Result<void> remove(Workspace& workspace, const QString& id);

/// Sets one field of a candidate as one undoable command (nothing when the value is already there).
/// Refuses an "as of" date that is not YYYY-MM-DD and an empty set-aside reason. With `shown` (the
/// candidate as the editor showed it), the edit is refused as a Conflict when another writer changed
/// that field since.
Result<void> setField(Workspace& workspace, const QString& id, CandidateField field, const QVariant& value,
                      const std::optional<Candidate>& shown = std::nullopt);
/// Takes a candidate out of the evaluation for `reason` (required), or brings it back.
Result<void> setShortlisted(Workspace& workspace, const QString& id, bool shortlisted, const QString& reason);
/// How much a removal would take with it, for the confirmation question.
using Dependents = CandidateRepository::Dependents;
Result<Dependents> dependents(const Storage& storage, const QString& id);

} // namespace candidates
} // namespace gatebench
