#include "MembersCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "Translation.h"
#include "commands/Members.h"
#include "core/Labels.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/MemberRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::MembersCommand)
};

// The keys of `gatebench members --json` (README, command table).
const QString kMembers = QStringLiteral("members");
const QString kId = QStringLiteral("id");                    // not storage: a JSON key
const QString kName = QStringLiteral("name");                // not storage: a JSON key
const QString kPermission = QStringLiteral("permission");    // not storage: a JSON key
const QString kFunction = QStringLiteral("function");        // not storage: a JSON key
const QString kCriteria = QStringLiteral("criteria");        // not storage: a JSON key
const QString kCriterionId = QStringLiteral("criterion_id"); // not storage: a JSON key
const QString kAssigned = QStringLiteral("assigned");
const QString kScorers = QStringLiteral("scorers");
const QString kQuorum = QStringLiteral("quorum"); // not storage: a JSON key
const QString kQuorumSet = QStringLiteral("quorum_set");
const QString kRecusals = QStringLiteral("recusals");        // not storage: a JSON key
const QString kMemberId = QStringLiteral("member_id");       // not storage: a JSON key
const QString kCandidateId = QStringLiteral("candidate_id"); // not storage: a JSON key
const QString kReason = QStringLiteral("reason");            // not storage: a JSON key
const QString kDeclaredAt = QStringLiteral("declared_at");   // not storage: a JSON key

// Option and action names of the command line (README, command table).
const QString kOptId = QStringLiteral("id");                 // not storage: a command-line option
const QString kOptName = QStringLiteral("name");             // not storage: a command-line option
const QString kOptRole = QStringLiteral("role");             // not storage: a command-line option
const QString kOptPermission = QStringLiteral("permission"); // not storage: a command-line option
const QString kOptFunction = QStringLiteral("function");     // not storage: a command-line option
const QString kOptQuorum = QStringLiteral("quorum");         // not storage: a command-line option and action
const QString kOptReason = QStringLiteral("reason");         // not storage: a command-line option

/// The committee as one evaluation holds it, read once.
struct Committee {
    QList<Member> members;
    QList<Criterion> bonus; ///< the bonus criteria in committee order
    QList<ScoringAssignment> assignments;
    QList<ScoringQuorum> quorums;
    QList<Recusal> recusals;
    QList<Candidate> candidates;
};

Result<Committee> readCommittee(const Storage& storage)
{
    Committee c;
    const MemberRepository repository(storage);
    auto members = repository.members();
    if (!members)
        return members.error();
    c.members = *members;
    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    for (const Criterion& criterion : std::as_const(*criteria)) {
        if (criterion.tier == CriterionTier::Bonus)
            c.bonus.append(criterion);
    }
    auto assignments = repository.assignments();
    if (!assignments)
        return assignments.error();
    c.assignments = *assignments;
    auto quorums = repository.quorums();
    if (!quorums)
        return quorums.error();
    c.quorums = *quorums;
    auto recusals = repository.recusals();
    if (!recusals)
        return recusals.error();
    c.recusals = *recusals;
    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    c.candidates = *candidates;
    return c;
}

QStringList assignedTo(const Committee& c, const QString& criterionId)
{
    QStringList ids;
    for (const ScoringAssignment& a : c.assignments) {
        if (a.criterionId == criterionId)
            ids.append(a.memberId);
    }
    return ids;
}

std::optional<int> quorumOf(const Committee& c, const QString& criterionId)
{
    for (const ScoringQuorum& q : c.quorums) {
        if (q.criterionId == criterionId)
            return q.quorum;
    }
    return std::nullopt;
}

QJsonObject toJson(const Committee& c)
{
    QJsonArray memberList;
    for (const Member& m : c.members)
        memberList.append(QJsonObject{{kId, m.id},
                                      {kName, m.name},
                                      {kPermission, permissionKey(m.permission)},
                                      {kFunction, functionKey(m.function)}});
    QJsonArray criteria;
    for (const Criterion& criterion : c.bonus) {
        const std::optional<int> quorum = quorumOf(c, criterion.id);
        criteria.append(QJsonObject{
            {kCriterionId, criterion.id},
            {kAssigned, QJsonArray::fromStringList(assignedTo(c, criterion.id))},
            {kScorers, QJsonArray::fromStringList(members::scorersOf(criterion.id, c.members, c.assignments))},
            {kQuorum, quorum.value_or(kDefaultQuorum)},
            {kQuorumSet, quorum.has_value()}});
    }
    QJsonArray recusals;
    for (const Recusal& r : c.recusals)
        recusals.append(QJsonObject{
            {kMemberId, r.memberId}, {kCandidateId, r.candidateId}, {kReason, r.reason}, {kDeclaredAt, r.declaredAt}});
    return QJsonObject{{kMembers, memberList}, {kCriteria, criteria}, {kRecusals, recusals}};
}

QString nameOf(const Committee& c, const QString& memberId)
{
    for (const Member& m : c.members) {
        if (m.id == memberId)
            return m.name;
    }
    return memberId;
}

QString toText(const Committee& c, const QString& language)
{
    QString text;
    QTextStream out(&text);
    out << Text::tr("Members: %1").arg(c.members.size()) << '\n';
    for (const Member& m : c.members)
        out << QStringLiteral("  %1  %2 | %3 | %4\n")
                   .arg(m.id, -10)
                   .arg(m.name, permissionLabel(m.permission), functionLabel(m.function));
    out << Text::tr("Scoring assignments and quorums of the bonus criteria:") << '\n';
    for (const Criterion& criterion : c.bonus) {
        const QStringList assigned = assignedTo(c, criterion.id);
        QStringList names;
        for (const QString& id : members::scorersOf(criterion.id, c.members, c.assignments))
            names.append(nameOf(c, id));
        const QString who = assigned.isEmpty() ? Text::tr("everyone (%1)").arg(names.join(listSeparator(language)))
                                               : names.join(listSeparator(language));
        out << QStringLiteral("  %1  %2 | ")
                   .arg(criterion.id, -10)
                   .arg(shownIn(criterion.title.zh, criterion.title.en, language))
            << Text::tr("scored by %1; quorum %2").arg(who).arg(quorumOf(c, criterion.id).value_or(kDefaultQuorum))
            << '\n';
    }
    out << Text::tr("Recusals: %1").arg(c.recusals.size()) << '\n';
    for (const Recusal& r : c.recusals) {
        QString candidate = r.candidateId;
        for (const Candidate& cand : c.candidates) {
            if (cand.id == r.candidateId)
                candidate = shownIn(cand.name.zh, cand.name.en, language);
        }
        out << QStringLiteral("  ")
            << Text::tr("%1 recused from %2 (%3): %4").arg(nameOf(c, r.memberId), candidate, r.declaredAt, r.reason)
            << '\n';
    }
    out.flush();
    return text;
}

/// Opens FILE for writing as the acting member; null with the exit code set.
std::unique_ptr<Workspace> openFile(const QString& file, int& code)
{
    return openForWriting(file, code);
}

/// The stored key of a --permission or --function value in either spelling ("chair"); null when unknown.
std::optional<Permission> permissionOption(const QString& value)
{
    return permissionFromKey(value.trimmed().toLower());
}
std::optional<MemberFunction> functionOption(const QString& value)
{
    return functionFromKey(value.trimmed().toLower());
}

int memberAddOrSet(const QStringList& arguments, bool add)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(add ? Text::tr("Add a member to the review committee (the chair's action; "
                                                    "until the evaluation has a chair, whoever acts may name one).")
                                         : Text::tr("Change a member's name, role, permission or function (the "
                                                    "chair's action)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    if (!add)
        parser.addPositionalArgument(QStringLiteral("ID"), Text::tr("The member's id."));
    const QCommandLineOption id(kOptId,
                                Text::tr("The new member's id: letters, digits, '.', '_' or '-' (default: from "
                                         "the name)."),
                                QStringLiteral("ID"));
    const QCommandLineOption name(kOptName, Text::tr("The member's name."), QStringLiteral("NAME"));
    const QCommandLineOption role(kOptRole, Text::tr("The member's title (free text)."), QStringLiteral("TEXT"));
    const QCommandLineOption permission(
        kOptPermission, Text::tr("chair, member or observer (default for a new member: member)."), QStringLiteral("P"));
    const QCommandLineOption function(kOptFunction,
                                      Text::tr("security, finance, platform, algorithm, business or other "
                                               "(default for a new member: other)."),
                                      QStringLiteral("F"));
    if (add)
        parser.addOption(id);
    parser.addOptions({name, role, permission, function});
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != (add ? 1 : 2))
        return usage(add ? Text::tr("member add takes exactly one FILE") : Text::tr("member set takes FILE and ID"),
                     parser.helpText());
    std::optional<Permission> p;
    if (parser.isSet(permission)) {
        p = permissionOption(parser.value(permission));
        if (!p)
            return usage(Text::tr("--permission takes chair, member or observer"), parser.helpText());
    }
    std::optional<MemberFunction> f;
    if (parser.isSet(function)) {
        f = functionOption(parser.value(function));
        if (!f)
            return usage(Text::tr("--function takes security, finance, platform, algorithm, business or other"),
                         parser.helpText());
    }
    if (add && !parser.isSet(name))
        return usage(Text::tr("member add needs --name"), parser.helpText());
    auto workspace = openFile(positional.first(), code);
    if (!workspace)
        return code;
    if (add) {
        Member member;
        member.id = parser.value(id);
        member.name = parser.value(name);
        member.role = parser.value(role);
        member.permission = p.value_or(Permission::Member);
        member.function = f.value_or(MemberFunction::Other);
        auto added = members::add(*workspace, member);
        if (!added)
            return fail(added.error());
        printOut(Text::tr("Added the member %1 (%2, %3) to %4\n")
                     .arg(*added, member.name.trimmed(), permissionLabel(member.permission), positional.first()));
        return Success;
    }
    auto found = MemberRepository(workspace->queries().rows()).find(positional.at(1));
    if (!found)
        return fail(found.error());
    if (!*found)
        return fail(Error{Error::Kind::BadInput,
                          Text::tr("There is no member %1 in %2.").arg(positional.at(1), positional.first())});
    Member member = **found;
    if (parser.isSet(name))
        member.name = parser.value(name);
    if (parser.isSet(role))
        member.role = parser.value(role);
    if (p)
        member.permission = *p;
    if (f)
        member.function = *f;
    if (auto changed = members::change(*workspace, member); !changed)
        return fail(changed.error());
    printOut(
        Text::tr("Member %1: %2, %3, %4\n")
            .arg(member.id, member.name.trimmed(), permissionLabel(member.permission), functionLabel(member.function)));
    return Success;
}

int memberRemove(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Remove a member from the review committee, with their scores, assignments, recusals and signature (the "
        "chair's action; one undoable step)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    parser.addPositionalArgument(QStringLiteral("ID"), Text::tr("The member's id."));
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usage(Text::tr("member remove takes FILE and ID"), parser.helpText());
    auto workspace = openFile(positional.first(), code);
    if (!workspace)
        return code;
    if (auto removed = members::remove(*workspace, positional.at(1)); !removed)
        return fail(removed.error());
    printOut(Text::tr("Removed the member %1 from %2\n").arg(positional.at(1), positional.first()));
    return Success;
}

int memberAssign(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Set which members score a bonus criterion (the chair's action). Without --member, every chair and member "
        "scores it (the default)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption criterion(QStringLiteral("criterion"), Text::tr("The bonus criterion's id."),
                                       QStringLiteral("K"));
    const QCommandLineOption member(QStringLiteral("member"), Text::tr("A member who scores it (repeatable)."),
                                    QStringLiteral("ID"));
    parser.addOptions({criterion, member});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (!parser.isSet(criterion))
        return usage(Text::tr("member assign needs --criterion"), parser.helpText());
    auto workspace = openFile(*file, code);
    if (!workspace)
        return code;
    const QStringList ids = parser.values(member);
    if (auto r = members::setAssignments(*workspace, parser.value(criterion), ids); !r)
        return fail(r.error());
    printOut(ids.isEmpty()
                 ? Text::tr("%1 is scored by every chair and member\n").arg(parser.value(criterion))
                 : Text::tr("%1 is scored by %2\n").arg(parser.value(criterion), ids.join(QStringLiteral(", "))));
    return Success;
}

int memberQuorum(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Set the quorum of a bonus criterion: the scores each of its cells needs before a round is revealed "
                 "without a reason (the chair's action; default 2)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption criterion(QStringLiteral("criterion"), Text::tr("The bonus criterion's id."),
                                       QStringLiteral("K"));
    const QCommandLineOption quorum(kOptQuorum,
                                    Text::tr("1 to %1 scores, or \"default\" for the default (2).").arg(kMaxQuorum),
                                    QStringLiteral("N"));
    parser.addOptions({criterion, quorum});
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    if (!parser.isSet(criterion) || !parser.isSet(quorum))
        return usage(Text::tr("member quorum needs --criterion and --quorum"), parser.helpText());
    std::optional<int> n;
    if (parser.value(quorum) != QLatin1String("default")) {
        bool ok = false;
        n = parser.value(quorum).toInt(&ok);
        if (!ok || *n < 1 || *n > kMaxQuorum)
            return usage(Text::tr("--quorum takes 1 to %1 or \"default\"").arg(kMaxQuorum), parser.helpText());
    }
    auto workspace = openFile(*file, code);
    if (!workspace)
        return code;
    if (auto r = members::setQuorum(*workspace, parser.value(criterion), n); !r)
        return fail(r.error());
    printOut(Text::tr("The quorum of %1 is %2\n").arg(parser.value(criterion)).arg(n.value_or(kDefaultQuorum)));
    return Success;
}

int memberRecusal(const QStringList& arguments, bool declare)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        declare ? Text::tr("Declare a member's conflict of interest for a candidate, with its reason: their scores "
                           "for it are refused and left out of the decision (the member's own action, or the "
                           "chair's).")
                : Text::tr("Withdraw a member's recusal: their scores for the candidate count again."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    parser.addPositionalArgument(QStringLiteral("ID"), Text::tr("The member's id."));
    const QCommandLineOption candidate(QStringLiteral("candidate"), Text::tr("The candidate's id."),
                                       QStringLiteral("C"));
    const QCommandLineOption reason(kOptReason, Text::tr("Why (required)."), QStringLiteral("TEXT"));
    parser.addOption(candidate);
    if (declare)
        parser.addOption(reason);
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usage(Text::tr("%1 takes FILE and ID").arg(arguments.value(0)), parser.helpText());
    if (!parser.isSet(candidate))
        return usage(Text::tr("%1 needs --candidate").arg(arguments.value(0)), parser.helpText());
    if (declare && parser.value(reason).trimmed().isEmpty())
        return usage(Text::tr("member recuse needs --reason: a recusal is kept with its reason"), parser.helpText());
    auto workspace = openFile(positional.first(), code);
    if (!workspace)
        return code;
    const Result<void> done =
        declare ? members::declareRecusal(*workspace, positional.at(1), parser.value(candidate), parser.value(reason))
                : members::withdrawRecusal(*workspace, positional.at(1), parser.value(candidate));
    if (!done)
        return fail(done.error());
    printOut(declare ? Text::tr("%1 recused from %2\n").arg(positional.at(1), parser.value(candidate))
                     : Text::tr("%1 withdrew the recusal from %2\n").arg(positional.at(1), parser.value(candidate)));
    return Success;
}

} // namespace

int commandMembers(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "List the review committee: members with their permission and function, who scores each bonus criterion "
        "and its quorum, and the recusals. Never writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    parser.addOption(json);
    int code = Success;
    QDate none;
    const auto file = oneFile(parser, arguments, nullptr, none, code);
    if (!file)
        return code;
    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    auto committee = readCommittee(workspace->queries().rows());
    if (!committee)
        return fail(committee.error());
    if (parser.isSet(json)) {
        printOut(QString::fromUtf8(QJsonDocument(toJson(*committee)).toJson(QJsonDocument::Indented)));
        return Success;
    }
    printOut(toText(*committee, currentLanguage()));
    return Success;
}

int commandMember(const QStringList& arguments)
{
    const QString action = arguments.value(1);
    // The action stands in for the program name of its own parser ("member add").
    QStringList rest = arguments.mid(2);
    rest.prepend(QStringLiteral("member ") + action);
    if (action == QLatin1String("add"))
        return memberAddOrSet(rest, true);
    if (action == QLatin1String("set"))
        return memberAddOrSet(rest, false);
    if (action == QLatin1String("remove"))
        return memberRemove(rest);
    if (action == QLatin1String("assign"))
        return memberAssign(rest);
    if (action == kOptQuorum)
        return memberQuorum(rest);
    if (action == QLatin1String("recuse"))
        return memberRecusal(rest, true);
    if (action == QLatin1String("withdraw"))
        return memberRecusal(rest, false);
    return usage(Text::tr("member takes add, set, remove, assign, quorum, recuse or withdraw, then FILE"), usageText());
}

} // namespace gatebench
