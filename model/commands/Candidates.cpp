#include "commands/Candidates.h"

#include "core/Ids.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

namespace gatebench::candidates {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Candidates)
};

Error gone(const QString& id)
{
    return Error{Error::Kind::Conflict, Text::tr("The candidate %1 no longer exists").arg(id)};
}

Result<void> run(Workspace& workspace, const Result<ChangeSet>& changes, const QString& text)
{
    if (!changes)
        return changes.error();
    if (changes->isEmpty())
        return {};
    return workspace.execute(*changes, text);
}

} // namespace

QString freeId(const Storage& storage, const QString& base)
{
    const CandidateRepository repository(storage);
    return freeIdFrom(base, QStringLiteral("candidate"), [&](const QString& id) {
        auto taken = repository.exists(id);
        return !taken || *taken;
    });
}

QString defaultDeployment(const QString& route)
{
    return route == QLatin1String("cloud_managed") ? QStringLiteral("cloud") : QStringLiteral("on_prem");
}

QString tcoTemplateFor(const QString& route, const QString& deployment)
{
    if (deployment == QLatin1String("cloud"))
        return QStringLiteral("cloud");
    if (route == QLatin1String("hardware_ecosystem") || route == QLatin1String("gpu_orchestration") ||
        route == QLatin1String("enterprise_container"))
        return QStringLiteral("on_prem_product");
    if (route == QLatin1String("cloud_managed"))
        return deployment == QLatin1String("on_prem") ? QStringLiteral("on_prem_product") : QStringLiteral("cloud");
    // open_source, status_quo, other (and none): the committee's own team runs it.
    return QStringLiteral("self_built");
}

Result<QString> add(Workspace& workspace, const QString& nameZh, const QString& nameEn)
{
    const CandidateRepository repository(workspace.storage());
    auto position = repository.nextPosition();
    if (!position)
        return position.error();
    Candidate candidate;
    candidate.id = freeId(workspace.storage(), nameEn.isEmpty() ? nameZh : nameEn);
    candidate.position = *position;
    candidate.origin = CandidateOrigin::Custom;
    candidate.name = {nameZh, nameEn};
    candidate.asOf = workspace.now().date().toString(Qt::ISODate);
    const QString name = workspace.language() == QLatin1String("en") ? nameEn : nameZh;
    if (auto r = workspace.execute(repository.insert(candidate), Text::tr("Add candidate %1").arg(name)); !r)
        return r.error();
    return candidate.id;
}

Result<QString> duplicate(Workspace& workspace, const QString& sourceId)
{
    const CandidateRepository repository(workspace.storage());
    auto source = repository.find(sourceId);
    if (!source)
        return source.error();
    if (!*source)
        return gone(sourceId);
    auto position = repository.nextPosition();
    if (!position)
        return position.error();
    Candidate copy = **source;
    copy.id = freeId(workspace.storage(), sourceId + QStringLiteral("-copy"));
    copy.position = *position;
    copy.origin = CandidateOrigin::Custom;
    copy.name.zh += QStringLiteral("（副本）");
    copy.name.en += QStringLiteral(" (copy)");
    copy.inPoc = false;
    if (auto r = workspace.execute(repository.insert(copy),
                                   Text::tr("Duplicate candidate as %1").arg(copy.name.in(workspace.language())));
        !r)
        return r.error();
    return copy.id;
}

Result<void> remove(Workspace& workspace, const QString& id)
{
    const CandidateRepository repository(workspace.storage());
    auto candidate = repository.find(id);
    if (!candidate)
        return candidate.error();
    if (!*candidate)
        return gone(id);
    const auto removal = CandidateRepository::removal(id);
    auto changes = workspace.removalWithDependents(removal.table, removal.key);
    if (!changes)
        return changes.error();
    return workspace.execute(*changes,
                             Text::tr("Remove candidate %1").arg((*candidate)->name.in(workspace.language())));
}

Result<void> setField(Workspace& workspace, const QString& id, CandidateField field, const QVariant& value,
                      const QString& text, const std::optional<Candidate>& shown)
{
    if (field == CandidateField::AsOf && !value.toString().isEmpty() &&
        !QDate::fromString(value.toString(), Qt::ISODate).isValid())
        return Error{Error::Kind::BadInput,
                     Text::tr("\"%1\" is not a date; write it as YYYY-MM-DD.").arg(value.toString())};
    if (field == CandidateField::SetAsideReason && value.toString().trimmed().isEmpty())
        return Error{Error::Kind::BadInput,
                     Text::tr("A candidate set aside needs a reason. Tick \"In the evaluation\" to bring it back.")};
    return run(workspace, CandidateRepository(workspace.storage()).setFields(id, {{field, value}}, shown), text);
}

Result<void> setShortlisted(Workspace& workspace, const QString& id, bool shortlisted, const QString& reason,
                            const QString& text)
{
    if (!shortlisted && reason.trimmed().isEmpty())
        return Error{Error::Kind::BadInput,
                     Text::tr("A candidate set aside needs a reason. Tick \"In the evaluation\" to bring it back.")};
    return run(workspace, CandidateRepository(workspace.storage()).setShortlisted(id, shortlisted, reason.trimmed()),
               text);
}

Result<Dependents> dependents(const Storage& storage, const QString& id)
{
    return CandidateRepository(storage).dependents(id);
}

} // namespace gatebench::candidates
