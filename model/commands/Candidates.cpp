#include "commands/Candidates.h"

#include "core/Ids.h"
#include "core/Labels.h"
#include "repositories/AuditLabels.h"
#include "repositories/AuditRepository.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QRegularExpression>

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

Result<void> run(Workspace& workspace, const Result<ChangeSet>& changes, const StepText& text)
{
    if (!changes)
        return changes.error();
    if (changes->isEmpty())
        return {};
    return workspace.execute(*changes, text);
}

/// A candidate's name in `language`, else in the other, else its id.
QString nameIn(const Candidate& candidate, const QString& language)
{
    const QString name = shownIn(candidate.name.zh, candidate.name.en, language);
    return name.isEmpty() ? candidate.id : name;
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

Bilingual namesFrom(const QString& name)
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    const QString trimmed = name.trimmed();
    return trimmed.contains(han) ? Bilingual{trimmed, {}} : Bilingual{{}, trimmed};
}

Result<QString> add(Workspace& workspace, const QString& nameZh, const QString& nameEn)
{
    if (nameZh.trimmed().isEmpty() && nameEn.trimmed().isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("A candidate needs a name, in Chinese or in English.")};
    const CandidateRepository repository(ModelAccess::storage(workspace));
    auto position = repository.nextPosition();
    if (!position)
        return position.error();
    Candidate candidate;
    // The import's rule: the Latin parts of a name, else a stem from the route (none yet: "other").
    const QString latin = nameEn.trimmed().isEmpty() ? nameZh : nameEn;
    candidate.id = freeIdFrom(latin, QStringLiteral("cand-other"), [&](const QString& id) {
        auto taken = repository.exists(id);
        return !taken || *taken;
    });
    candidate.position = *position;
    candidate.origin = CandidateOrigin::Custom;
    candidate.name = {nameZh.trimmed(), nameEn.trimmed()};
    candidate.asOf = workspace.now().date().toString(Qt::ISODate);
    if (auto r = workspace.execute(repository.insert(candidate),
                                   [candidate](const QString& language) {
                                       return Text::tr("add the candidate %1").arg(nameIn(candidate, language));
                                   });
        !r)
        return r.error();
    return candidate.id;
}

Result<QString> duplicate(Workspace& workspace, const QString& sourceId)
{
    const CandidateRepository repository(ModelAccess::storage(workspace));
    auto source = repository.find(sourceId);
    if (!source)
        return source.error();
    if (!*source)
        return gone(sourceId);
    auto position = repository.nextPosition();
    if (!position)
        return position.error();
    Candidate copy = **source;
    copy.id = freeId(ModelAccess::storage(workspace), sourceId + QStringLiteral("-copy"));
    copy.position = *position;
    copy.origin = CandidateOrigin::Custom;
    // The copy's mark fits within a name's bound: a name at the bound gives up its end for it.
    const auto marked = [](const QString& name, const QString& mark) {
        const qsizetype room = kMaxLabelCodePoints - codePointCount(mark);
        qsizetype units = 0;
        for (qsizetype points = 0; units < name.size() && points < room; ++points)
            units += name.at(units).isHighSurrogate() && units + 1 < name.size() ? 2 : 1;
        QString kept = name.left(units);
        kept.append(mark);
        return kept;
    };
    copy.name.zh = marked(copy.name.zh, QStringLiteral("（副本）"));
    copy.name.en = marked(copy.name.en, QStringLiteral(" (copy)"));
    copy.inPoc = false;
    const Candidate original = **source;
    if (auto r = workspace.execute(
            repository.insert(copy),
            [original, copy](const QString& language) {
                return Text::tr("duplicate %1 as %2").arg(nameIn(original, language), nameIn(copy, language));
            });
        !r)
        return r.error();
    return copy.id;
}

Result<void> remove(Workspace& workspace, const QString& id)
{
    const CandidateRepository repository(ModelAccess::storage(workspace));
    auto candidate = repository.find(id);
    if (!candidate)
        return candidate.error();
    if (!*candidate)
        return gone(id);
    const auto removal = CandidateRepository::removal(id);
    auto changes = workspace.removalWithDependents(removal.table, removal.key);
    if (!changes)
        return changes.error();
    const Candidate removed = **candidate;
    return workspace.execute(*changes, [removed](const QString& language) {
        return Text::tr("remove the candidate %1").arg(nameIn(removed, language));
    });
}

Result<void> setField(Workspace& workspace, const QString& id, CandidateField field, const QVariant& value,
                      const std::optional<Candidate>& shown)
{
    if (field == CandidateField::AsOf && !value.toString().isEmpty() &&
        !QDate::fromString(value.toString(), Qt::ISODate).isValid())
        return Error{Error::Kind::BadInput,
                     Text::tr("\"%1\" is not a date; write it as YYYY-MM-DD.").arg(value.toString())};
    if (field == CandidateField::SetAsideReason && value.toString().trimmed().isEmpty())
        return Error{Error::Kind::BadInput,
                     Text::tr("A candidate set aside needs a reason. Tick \"In the evaluation\" to bring it back.")};
    const CandidateRepository repository(ModelAccess::storage(workspace));
    auto found = repository.find(id);
    if (!found)
        return found.error();
    if (!*found)
        return gone(id);
    const Candidate candidate = **found;
    const QString key = CandidateRepository::fieldKey(field);
    return run(workspace, repository.setFields(id, {{field, value}}, shown), [candidate, key](const QString& language) {
        return Text::tr("change “%1” of %2").arg(auditlabels::field(key), nameIn(candidate, language));
    });
}

Result<void> setShortlisted(Workspace& workspace, const QString& id, bool shortlisted, const QString& reason)
{
    if (!shortlisted && reason.trimmed().isEmpty())
        return Error{Error::Kind::BadInput,
                     Text::tr("A candidate set aside needs a reason. Tick \"In the evaluation\" to bring it back.")};
    const CandidateRepository repository(ModelAccess::storage(workspace));
    auto found = repository.find(id);
    if (!found)
        return found.error();
    if (!*found)
        return gone(id);
    const Candidate candidate = **found;
    auto changes = repository.setShortlisted(id, shortlisted, reason.trimmed());
    if (!changes)
        return changes.error();
    if (changes->isEmpty())
        return {};
    const StepText text = [candidate, shortlisted](const QString& language) {
        return shortlisted ? Text::tr("bring %1 back into the evaluation").arg(nameIn(candidate, language))
                           : Text::tr("set %1 aside").arg(nameIn(candidate, language));
    };
    // Audited as what the committee did, with the reason.
    const auto act =
        AuditRepository::editAct(*changes, shortlisted ? QStringLiteral("bring back") : QStringLiteral("set aside"));
    return act ? workspace.execute(*changes, text, *act) : workspace.execute(*changes, text);
}

Result<Dependents> dependents(const Storage& storage, const QString& id)
{
    return CandidateRepository(storage).dependents(id);
}

} // namespace gatebench::candidates
