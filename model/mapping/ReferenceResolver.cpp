#include "mapping/ReferenceResolver.h"

#include "repositories/ReferenceTargets.h"

#include "storage/Storage.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ReferenceResolver)
};

QString quoted(const QString& text)
{
    return QStringLiteral("“%1”").arg(text);
}

QString kindName(ReferenceKind kind)
{
    switch (kind) {
    case ReferenceKind::Candidate:
        return Text::tr("candidate");
    case ReferenceKind::Scenario:
        return Text::tr("PoC scenario");
    case ReferenceKind::Criterion:
        return Text::tr("requirement");
    case ReferenceKind::Team:
        return Text::tr("team");
    }
    return {};
}

QString lineList(const UnresolvedReference& problem)
{
    QStringList lines;
    constexpr int kShown = 10;
    for (int i = 0; i < problem.lines.size() && i < kShown; ++i)
        lines.append(QString::number(problem.lines.at(i)));
    QString text = lines.join(QStringLiteral(", "));
    if (problem.occurrences > kShown)
        text += Text::tr(" and %1 more").arg(problem.occurrences - kShown);
    return text;
}

} // namespace

std::optional<ReferenceKind> referenceKindOf(ValueType type)
{
    switch (type) {
    case ValueType::CandidateRef:
        return ReferenceKind::Candidate;
    case ValueType::ScenarioRef:
        return ReferenceKind::Scenario;
    case ValueType::CriterionRef:
        return ReferenceKind::Criterion;
    case ValueType::TeamRef:
        return ReferenceKind::Team;
    default:
        break;
    }
    return std::nullopt;
}

ReferenceResolver::ReferenceResolver(ReferenceKind kind, QList<ReferenceTarget> targets)
    : m_kind(kind)
    , m_targets(std::move(targets))
{
    index();
}

void ReferenceResolver::index()
{
    for (const ReferenceTarget& target : std::as_const(m_targets)) {
        m_ids.insert(target.id, target.id);
        QStringList names = target.names;
        names.prepend(target.id);
        for (const QString& name : std::as_const(names)) {
            const QString key = matchKey(name);
            if (key.isEmpty())
                continue;
            QStringList& ids = m_byKey[key];
            if (!ids.contains(target.id))
                ids.append(target.id);
        }
    }
}

Result<ReferenceResolver> ReferenceResolver::load(const Storage& storage, ReferenceKind kind)
{
    auto targets = referenceTargets(storage, kind);
    if (!targets)
        return targets.error();
    return ReferenceResolver(kind, std::move(*targets));
}

bool ReferenceResolver::contains(const QString& id) const
{
    return m_ids.contains(id);
}

Result<void> ReferenceResolver::choose(const QString& value, const QString& id)
{
    if (!contains(id))
        return Error{Error::Kind::BadInput,
                     Text::tr("There is no %1 with the id %2").arg(kindName(m_kind), quoted(id))};
    const QString key = matchKey(value);
    if (key.isEmpty())
        return Error{Error::Kind::BadInput, Text::tr("An empty value cannot be mapped")};
    m_choices.insert(key, id);
    return {};
}

Result<void> ReferenceResolver::choose(const QHash<QString, QString>& choices)
{
    for (auto it = choices.cbegin(); it != choices.cend(); ++it) {
        if (auto r = choose(it.key(), it.value()); !r)
            return r;
    }
    return {};
}

ReferenceResolver::Resolution ReferenceResolver::lookup(const QString& value) const
{
    Resolution resolution;
    const QString trimmed = value.trimmed();
    const QString key = matchKey(trimmed);
    if (key.isEmpty())
        return resolution;
    if (const auto chosen = m_choices.constFind(key); chosen != m_choices.cend()) {
        resolution.outcome = Outcome::Resolved;
        resolution.id = *chosen;
        resolution.chosen = true;
        return resolution;
    }
    if (const auto exact = m_ids.constFind(trimmed); exact != m_ids.cend()) {
        resolution.outcome = Outcome::Resolved;
        resolution.id = *exact;
        return resolution;
    }
    const QStringList ids = m_byKey.value(key);
    if (ids.size() == 1) {
        resolution.outcome = Outcome::Resolved;
        resolution.id = ids.first();
    } else if (ids.size() > 1) {
        resolution.outcome = Outcome::Ambiguous;
        resolution.candidates = ids;
    } else {
        resolution.outcome = Outcome::Unresolved;
    }
    return resolution;
}

ReferenceResolver::Resolution ReferenceResolver::resolve(const QString& value, qint64 line)
{
    Resolution resolution = lookup(value);
    if (resolution.outcome != Outcome::Unresolved && resolution.outcome != Outcome::Ambiguous)
        return resolution;
    const QString key = matchKey(value);
    auto it = m_problems.find(key);
    if (it == m_problems.end()) {
        UnresolvedReference problem;
        problem.value = value.trimmed();
        problem.ambiguous = resolution.outcome == Outcome::Ambiguous;
        problem.candidates = problem.ambiguous ? resolution.candidates : similar(key);
        it = m_problems.insert(key, problem);
        m_problemOrder.append(key);
    }
    ++it->occurrences;
    if (it->lines.size() < kMaxLines && (it->lines.isEmpty() || it->lines.last() != line))
        it->lines.append(line);
    return resolution;
}

QStringList ReferenceResolver::similar(const QString& key) const
{
    // Suggestions only, never applied: ids one of whose names contains the value or is contained in it.
    QStringList ids;
    if (key.size() < 2)
        return ids;
    for (const ReferenceTarget& target : m_targets) {
        QStringList names = target.names;
        names.prepend(target.id);
        for (const QString& name : std::as_const(names)) {
            const QString nameKey = matchKey(name);
            if (nameKey.size() >= 2 && (nameKey.contains(key) || key.contains(nameKey))) {
                ids.append(target.id);
                break;
            }
        }
    }
    return ids;
}

QList<UnresolvedReference> ReferenceResolver::problems() const
{
    QList<UnresolvedReference> list;
    for (const QString& key : m_problemOrder)
        list.append(m_problems.value(key));
    return list;
}

QList<UnresolvedReference> ReferenceResolver::unresolved() const
{
    QList<UnresolvedReference> list;
    for (const UnresolvedReference& problem : problems()) {
        if (!problem.ambiguous)
            list.append(problem);
    }
    return list;
}

QList<UnresolvedReference> ReferenceResolver::ambiguous() const
{
    QList<UnresolvedReference> list;
    for (const UnresolvedReference& problem : problems()) {
        if (problem.ambiguous)
            list.append(problem);
    }
    return list;
}

void ReferenceResolver::clearProblems()
{
    m_problems.clear();
    m_problemOrder.clear();
}

Issues ReferenceResolver::issues(int column) const
{
    Issues list;
    for (const UnresolvedReference& problem : problems()) {
        const qint64 line = problem.lines.isEmpty() ? 0 : problem.lines.first();
        const QString message = problem.ambiguous
                                    ? Text::tr("%1 could be any %2 of: %3 (lines %4); choose which one it means")
                                          .arg(quoted(problem.value), kindName(m_kind),
                                               problem.candidates.join(QStringLiteral(", ")), lineList(problem))
                                    : Text::tr("%1 names no %2 of this evaluation (lines %3); map it to one or add it")
                                          .arg(quoted(problem.value), kindName(m_kind), lineList(problem));
        list.append({line, column, Issue::Severity::Error, message});
    }
    return list;
}

} // namespace gatebench
