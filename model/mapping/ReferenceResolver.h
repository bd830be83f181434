#pragma once

#include "core/Issue.h"
#include "core/Result.h"
#include "mapping/RecordKinds.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench {

class Storage;

/// What a reference cell names.
enum class ReferenceKind { Candidate, Scenario, Criterion, Team };

/// The reference kind of a field type (CandidateRef -> Candidate ...); nullopt for other types.
std::optional<ReferenceKind> referenceKindOf(ValueType type);

/// One thing a reference can resolve to, with every name it goes by.
struct ReferenceTarget {
    QString id;
    QStringList names; ///< names in both languages and aliases (the id is always a name too)
};

/// A value that did not resolve to exactly one id: for the user to map (or create) by hand.
struct UnresolvedReference {
    QString value;          ///< as first written
    qint64 occurrences = 0; ///< cells holding it (any spelling with the same matchKey)
    QList<qint64> lines;    ///< file lines where it appears, the first ReferenceResolver::kMaxLines
    bool ambiguous = false; ///< true: several ids go by this name
    QStringList candidates; ///< ambiguous: the ids it could mean; unresolved: ids with a similar name
};

/// Resolves the cells of a reference column (a candidate, PoC scenario, requirement or team) to
/// ids, and lists what it could not resolve. It never guesses:
/// - a value the user mapped by hand (`choose`) resolves to that id;
/// - a value that is exactly an id resolves to it;
/// - otherwise the value and every name (id, names in both languages, candidate aliases) are
///   compared with matchKey() (case, full width, spaces and punctuation do not matter:
///   "Run:ai", "RunAI" and "runai" are one name): one id is resolved, several are ambiguous,
///   none is unresolved. Ambiguous and unresolved values are listed with their lines.
class ReferenceResolver {
public:
    static constexpr int kMaxLines = 1000;

    enum class Outcome { Resolved, Empty, Unresolved, Ambiguous };
    struct Resolution {
        Outcome outcome = Outcome::Empty;
        QString id;             ///< when Resolved
        QStringList candidates; ///< when Ambiguous: the ids the value could mean
        bool chosen = false;    ///< resolved by the user's choice
    };

    ReferenceResolver(ReferenceKind kind, QList<ReferenceTarget> targets);

    /// The targets of `kind` in a workspace: candidates (id, name_zh, name_en, one alias per line
    /// of `aliases`), PoC scenarios (id, title_zh, title_en, one alias per line of `aliases`),
    /// requirements (id, title_zh, title_en), teams (id, name_zh, name_en); in committee order.
    static Result<ReferenceResolver> load(const Storage& storage, ReferenceKind kind);

    ReferenceKind kind() const { return m_kind; }
    const QList<ReferenceTarget>& targets() const { return m_targets; }
    bool contains(const QString& id) const;

    /// The user's decision that `value` (any spelling with the same matchKey) means `id`.
    Result<void> choose(const QString& value, const QString& id);
    /// Several choices at once, e.g. ColumnMapping::referenceChoices(); stops at the first bad id.
    Result<void> choose(const QHash<QString, QString>& choices);

    /// Resolves a value without recording anything.
    Resolution lookup(const QString& value) const;
    /// Resolves the cell of file line `line`, recording it when it does not resolve.
    Resolution resolve(const QString& value, qint64 line);

    /// The values that did not resolve, in the order first seen.
    QList<UnresolvedReference> problems() const;
    QList<UnresolvedReference> unresolved() const;
    QList<UnresolvedReference> ambiguous() const;
    bool hasProblems() const { return !m_problemOrder.isEmpty(); }
    void clearProblems();

    /// One Error per problem, at its first line and the given 1-based column, naming the lines.
    Issues issues(int column) const;

private:
    void index();
    QStringList similar(const QString& key) const;

    ReferenceKind m_kind;
    QList<ReferenceTarget> m_targets;
    QHash<QString, QString> m_ids;                  ///< exact id -> id
    QHash<QString, QStringList> m_byKey;            ///< matchKey -> ids, in target order
    QHash<QString, QString> m_choices;              ///< matchKey -> id
    QHash<QString, UnresolvedReference> m_problems; ///< matchKey -> problem
    QStringList m_problemOrder;
};

} // namespace gatebench
