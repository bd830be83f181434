#include "committee/Packets.h"

#include "committee/WriteGuard.h"
#include "decision/DecisionKeys.h"
#include "repositories/AuditRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/MemberRepository.h"
#include "repositories/PacketRepository.h"
#include "repositories/RoundRepository.h"
#include "repositories/SealedVisibility.h"
#include "storage/Storage.h"
#include "workspace/ModelAccess.h"
#include "workspace/Viewer.h"
#include "workspace/ViewerVisibility.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QUuid>

#include <functional>

namespace gatebench::packets {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Packets)
};

QString isoNow(const QDateTime& now)
{
    return now.toUTC().toString(Qt::ISODate);
}

/// 32 bytes of the system's cryptographic generator, in 64 lowercase hex digits.
QString randomSecret()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()), bytes.size() / 4);
    return QString::fromLatin1(bytes.toHex());
}

bool same(const std::optional<CellScore>& a, const std::optional<CellScore>& b)
{
    if (!a || !b)
        return !a && !b;
    return a->score == b->score && a->note == b->note;
}

std::optional<CellScore> find(const QList<CellScore>& scores, const Cell& cell)
{
    for (const CellScore& s : scores)
        if (s.candidateId == cell.candidateId && s.criterionId == cell.criterionId)
            return s;
    return std::nullopt;
}

QString pick(const QString& zh, const QString& en, const QString& language)
{
    if (language == QLatin1String("en"))
        return en.isEmpty() ? zh : en;
    return zh.isEmpty() ? en : zh;
}

} // namespace

Result<void> requireChair(const Storage& storage, const QString& actingMember)
{
    if (auto refused =
            committee::chairRefusal(storage, actingMember, Text::tr("make kits, record seals and import packets")))
        return *refused;
    return {};
}

namespace {

/// A copy of `source` at `path`, on which `clean` removes what its reader may not read before it
/// takes its place: made next to `path` and renamed into it, so that a kit or a sealed copy is never
/// seen half-made (nor with what it must not hold).
Result<void> writeCleanedCopy(const Storage& source, const QString& path,
                              const std::function<Result<void>(const QString&)>& clean)
{
    const QFileInfo target(path);
    QTemporaryDir scratch(target.absoluteDir().filePath(QStringLiteral(".gatebench-kit-XXXXXX")));
    if (!scratch.isValid())
        return Error{Error::Kind::Io, Text::tr("Cannot create a temporary folder: %1").arg(scratch.errorString())};
    const QString copy = scratch.filePath(QStringLiteral("copy.gatebench"));
    if (auto r = source.copyTo(copy); !r)
        return r.error();
    if (auto r = clean(copy); !r)
        return r.error();
    if (!QFile::rename(copy, target.absoluteFilePath()))
        return Error{Error::Kind::Io, Text::tr("Cannot write %1").arg(path)};
    return {};
}

/// A kit of `round` for `member` at `path` (made next to it and renamed into place).
Result<KitMade> writeKit(const Storage& filtered, const Member& member, qint64 roundId, const QString& path,
                         const QDateTime& now)
{
    // The whole file: the kit is a copy of it from which everything the member may not read is
    // removed (PacketRepository::makeKitFile), so it is read past the viewer's filter.
    const Storage& source = filtered.unfiltered();
    const PacketRepository repository(source);
    auto cells = repository.cells(roundId);
    if (!cells)
        return cells.error();
    auto start = repository.scores(member.id, roundId);
    if (!start)
        return start.error();
    auto head = AuditRepository(source).storedHead();
    if (!head)
        return head.error();
    // What the member may not read besides the other members' scores (the hidden prices), by the rule
    // the read layer applies to what they read.
    auto sealedRounds = RoundRepository(source).sealed();
    if (!sealedRounds)
        return sealedRounds.error();
    const Visibility hidden = visibilityOf(*sealedRounds, Viewer::of(member.permission, member.id));
    if (QFileInfo::exists(path))
        return Error{Error::Kind::Usage, Text::tr("%1 already exists").arg(path)};

    Kit kit;
    kit.memberId = member.id;
    kit.roundId = roundId;
    kit.secret = randomSecret();
    kit.sourceWorkspace = AuditRepository(source).workspaceId();
    kit.sourceHead = head->text();
    kit.madeAt = isoNow(now);
    kit.start = *start;

    const QString workspaceId = QUuid::createUuid().toString(QUuid::Id128);
    if (auto r = writeCleanedCopy(
            source, path,
            [&](const QString& copy) { return PacketRepository::makeKitFile(copy, kit, workspaceId, hidden); });
        !r)
        return r.error();
    return KitMade{member.id, member.name, roundId, int(cells->size()), int(start->size())};
}

} // namespace

Result<KitMade> makeKit(const Storage& source, const QString& memberId, const QString& path, const QDateTime& now)
{
    const PacketRepository repository(source);
    const MemberRepository memberRepository(source);
    auto member = memberRepository.find(memberId);
    if (!member)
        return member.error();
    if (!*member)
        return Error{Error::Kind::BadInput, Text::tr("There is no member %1 in this evaluation.").arg(memberId)};
    if ((*member)->permission == Permission::Observer)
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 is an observer: observers do not score, so they get no kit.").arg(memberId)};
    auto round = repository.openRound();
    if (!round)
        return round.error();
    if (!*round)
        return Error{Error::Kind::BadInput,
                     Text::tr("No scoring round is open: the chair opens one before making kits.")};
    return writeKit(source, **member, (*round)->id, path, now);
}

Result<bool> copyIsKit(const Storage& source)
{
    // While a round is sealed nobody reads another member's scores of it, the chair included: every
    // bundle is then the kit of whoever makes it.
    auto round = PacketRepository(source).sealedRound();
    if (!round)
        return round.error();
    return round->has_value();
}

namespace {

/// The sealed copy of the evaluation at `path` (which must not exist): what everyone may read of it
/// while its rounds are sealed (PacketRepository::makeSealedCopyFile), made next to its place and
/// renamed into it.
Result<void> writeSealedCopy(const Storage& filtered, const QString& path)
{
    // The whole file, from which everything a reader without a member may not read is removed.
    const Storage& source = filtered.unfiltered();
    auto sealedRounds = RoundRepository(source).sealed();
    if (!sealedRounds)
        return sealedRounds.error();
    const Visibility hidden = visibilityOf(*sealedRounds, Viewer::everyone());
    if (QFileInfo::exists(path))
        return Error{Error::Kind::Usage, Text::tr("%1 already exists").arg(path)};
    return writeCleanedCopy(source, path,
                            [&](const QString& copy) { return PacketRepository::makeSealedCopyFile(copy, hidden); });
}

} // namespace

Result<void> makeBundleKit(const Storage& source, const QString& memberId, const QString& path, const QDateTime& now)
{
    const PacketRepository repository(source);
    const MemberRepository memberRepository(source);
    std::optional<Member> member;
    if (!memberId.isEmpty()) {
        auto found = memberRepository.find(memberId);
        if (!found)
            return found.error();
        if (!*found)
            return Error{Error::Kind::NotPermitted,
                         Text::tr("not permitted: %1 is not a member of this evaluation's committee, and a scoring "
                                  "round is sealed")
                             .arg(memberId)};
        member = *found;
    }
    auto round = repository.sealedRound();
    if (!round)
        return round.error();
    if (!*round)
        return Error{Error::Kind::BadInput, Text::tr("No scoring round is sealed.")};
    // Nobody in particular, and an observer, score nothing: theirs is no kit but the sealed copy, what
    // everyone may read.
    if (!member || member->permission == Permission::Observer)
        return writeSealedCopy(source, path);
    auto made = writeKit(source, *member, (*round)->id, path, now);
    if (!made)
        return made.error();
    return {};
}

Result<bool> copyHidesPrices(const Storage& copy)
{
    const Storage& whole = copy.unfiltered();
    auto sealedRounds = RoundRepository(whole).sealed();
    if (!sealedRounds)
        return sealedRounds.error();
    if (sealedRounds->isEmpty())
        return false;
    const PacketRepository repository(whole);
    const MemberRepository memberRepository(whole);
    auto kit = repository.kit();
    if (!kit)
        return kit.error();
    Viewer viewer = Viewer::everyone();
    if (*kit) {
        auto member = memberRepository.find((*kit)->memberId);
        if (!member)
            return member.error();
        if (*member)
            viewer = Viewer::of((*member)->permission, (*member)->id);
    }
    return visibilityOf(*sealedRounds, viewer).hidePrices;
}

Result<Packet> packetOf(const Storage& kitFile, const QDateTime& now)
{
    // A kit holds its member's scores and no one else's (PacketRepository::makeKitFile): read whole,
    // past the viewer's filter, it is what its member reads.
    const Storage& storage = kitFile.unfiltered();
    const PacketRepository repository(storage);
    const MemberRepository memberRepository(storage);
    auto kit = repository.kit();
    if (!kit)
        return kit.error();
    if (!*kit)
        return Error{Error::Kind::BadInput, Text::tr("%1 is not a member's kit (make one with gatebench packet kit).")
                                                .arg(QDir::toNativeSeparators(storage.location()))};
    Packet packet;
    packet.kit = **kit;
    packet.memberId = packet.kit.memberId;
    auto member = memberRepository.find(packet.memberId);
    if (!member)
        return member.error();
    packet.memberName = *member ? (*member)->name : QString();
    auto cells = repository.cells(packet.kit.roundId);
    if (!cells)
        return cells.error();
    packet.cells = *cells;
    auto scores = repository.scores(packet.memberId, packet.kit.roundId);
    if (!scores)
        return scores.error();
    packet.scores = *scores;
    auto head = AuditRepository(storage).storedHead();
    if (!head)
        return head.error();
    packet.kitHead = head->text();
    packet.exportedAt = isoNow(now);
    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    for (const Criterion& c : std::as_const(*criteria))
        packet.criteria.append({c.id, tierKey(c.tier), c.title.zh, c.title.en, c.description.zh, c.description.en,
                                c.acceptance.zh, c.acceptance.en, c.weight});
    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    for (const Candidate& c : std::as_const(*candidates))
        packet.candidates.append({c.id, c.name.zh, c.name.en, c.shortlisted});
    return packet;
}

Result<QString> sealLineOf(const Storage& kit)
{
    auto packet = packetOf(kit, QDateTime::currentDateTimeUtc());
    if (!packet)
        return packet.error();
    return sealLine(packet->memberId, packet->kit.roundId,
                    seal(packet->kit.secret, packet->memberId, packet->kit.roundId, packet->scores));
}

Result<void> recordSeal(Workspace& workspace, const QString& memberId, const QString& sealText)
{
    const Storage& storage = ModelAccess::storage(workspace);
    if (auto r = requireChair(storage, workspace.actingMemberId()); !r)
        return r;
    const PacketRepository repository(storage);
    const MemberRepository memberRepository(storage);
    auto member = memberRepository.find(memberId);
    if (!member)
        return member.error();
    if (!*member)
        return Error{Error::Kind::BadInput, Text::tr("There is no member %1 in this evaluation.").arg(memberId)};
    const auto parsed = parseSeal(sealText);
    if (!parsed)
        return Error{Error::Kind::BadInput, Text::tr("“%1” is not a seal: it reads gatebench-seal 1 MEMBER ROUND HEX "
                                                     "(or the 64 hex digits alone).")
                                                .arg(sealText.simplified())};
    auto round = repository.sealedRound();
    if (!round)
        return round.error();
    qint64 roundId = parsed->roundId;
    if (parsed->memberId.isEmpty()) {
        if (!*round)
            return Error{Error::Kind::BadInput, Text::tr("No scoring round is sealed, so a seal cannot be recorded.")};
        roundId = (*round)->id;
    } else {
        if (parsed->memberId != memberId)
            return Error{Error::Kind::BadInput,
                         Text::tr("The seal is %1's, not %2's.").arg(parsed->memberId, memberId)};
        auto named = repository.round(roundId);
        if (!named)
            return named.error();
        if (!*named)
            return Error{Error::Kind::BadInput,
                         Text::tr("The seal names round %1, which this evaluation does not have.").arg(roundId)};
        if ((*named)->state == QLatin1String("revealed"))
            return Error{Error::Kind::BadInput,
                         Text::tr("Round %1 is revealed: its seals can no longer be recorded.").arg(roundId)};
    }
    auto recorded = repository.seal(roundId, memberId);
    if (!recorded)
        return recorded.error();
    if (*recorded && (*recorded)->hash == parsed->hash)
        return {}; // recorded already: nothing changes
    auto change = repository.recordSeal(roundId, memberId, parsed->hash, workspace.actor(), isoNow(workspace.now()));
    if (!change)
        return change.error();
    const QString name = (*member)->name;
    AuditAct act{QStringLiteral("record seal"),
                 QStringLiteral("packet_seal"),
                 QStringLiteral("%1/%2").arg(roundId).arg(memberId),
                 QStringLiteral("seal"), // not storage: the audit entry's field
                 *recorded ? QVariant((*recorded)->hash) : QVariant(),
                 parsed->hash,
                 QString()};
    return workspace.execute(ChangeSet{*change}, StepText([name, roundId](const QString&) {
                                 return Text::tr("record the seal of %1 for round %2").arg(name).arg(roundId);
                             }),
                             act);
}

bool ImportPlan::hasDifferences() const
{
    for (const PacketPlan& p : packets)
        if (!p.differences.isEmpty())
            return true;
    return false;
}

bool ImportPlan::changesNothing() const
{
    for (const PacketPlan& p : packets)
        if (!p.applied.isEmpty() || p.firstImport)
            return false;
    return true;
}

Result<ImportPlan> planImport(const Storage& storage, const QList<Packet>& packets, const QStringList& files,
                              const QString& language)
{
    const PacketRepository repository(storage);
    const MemberRepository memberRepository(storage);
    const QString workspaceId = AuditRepository(storage).workspaceId();
    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    ImportPlan plan;
    QSet<QString> seen;
    for (qsizetype i = 0; i < packets.size(); ++i) {
        const Packet& packet = packets.at(i);
        const QString file = i < files.size() ? files.at(i) : QString();
        PacketPlan p;
        p.file = file;
        p.packet = packet;
        if (packet.kit.sourceWorkspace != workspaceId)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: the packet was made from another evaluation (workspace %2), not this one.")
                             .arg(file, packet.kit.sourceWorkspace)};
        const QString who = QStringLiteral("%1/%2").arg(packet.kit.roundId).arg(packet.memberId);
        if (seen.contains(who))
            return Error{Error::Kind::BadInput, Text::tr("%1: a packet of %2 for round %3 is given twice.")
                                                    .arg(file, packet.memberId)
                                                    .arg(packet.kit.roundId)};
        seen.insert(who);
        auto member = memberRepository.find(packet.memberId);
        if (!member)
            return member.error();
        if (!*member)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: the packet is of %2, who is no longer a member.").arg(file, packet.memberId)};
        p.memberName = (*member)->name;
        auto round = repository.round(packet.kit.roundId);
        if (!round)
            return round.error();
        if (!*round)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: the packet is of round %2, which this evaluation does not have.")
                             .arg(file)
                             .arg(packet.kit.roundId)};
        auto recorded = repository.seal(packet.kit.roundId, packet.memberId);
        if (!recorded)
            return recorded.error();
        if (!*recorded)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: no seal of %2 for round %3 is recorded: record the seal line the member sent "
                                  "(gatebench packet record-seal) before importing the packet.")
                             .arg(file, packet.memberId)
                             .arg(packet.kit.roundId)};
        p.seal = seal(packet.kit.secret, packet.memberId, packet.kit.roundId, packet.scores);
        if (p.seal != (*recorded)->hash)
            return Error{Error::Kind::Integrity,
                         Text::tr("%1: the packet does not match the seal recorded for %2 in round %3: its scores "
                                  "are not those the member sealed. Nothing was imported.")
                             .arg(file, packet.memberId)
                             .arg(packet.kit.roundId)};
        p.firstImport = (*recorded)->importedAt.isEmpty();

        // What changed in the lists since the kit was made, and which criteria and candidates the
        // packet's scores no longer apply to.
        QHash<QString, QString> droppedCriteria; // id -> why
        QSet<QString> droppedCandidates;
        QHash<QString, const Criterion*> nowCriteria;
        for (const Criterion& c : std::as_const(*criteria))
            nowCriteria.insert(c.id, &c);
        QSet<QString> kitCriteria;
        for (const CriterionLine& then : std::as_const(packet.criteria)) {
            kitCriteria.insert(then.id);
            const QString title = pick(then.titleZh, then.titleEn, language);
            const Criterion* now = nowCriteria.value(then.id);
            if (!now) {
                if (then.tier == QLatin1String("bonus")) {
                    p.differences.append(
                        Text::tr("The bonus criterion %1 (“%2”) was removed: its scores are not imported.")
                            .arg(then.id, title));
                    droppedCriteria.insert(then.id, Text::tr("criterion removed"));
                }
                continue;
            }
            const bool wasBonus = then.tier == QLatin1String("bonus");
            const bool isBonus = now->tier == CriterionTier::Bonus;
            if (wasBonus && !isBonus) {
                p.differences.append(Text::tr("The criterion %1 (“%2”) is no longer a bonus criterion: its scores are "
                                              "not imported.")
                                         .arg(then.id, title));
                droppedCriteria.insert(then.id, Text::tr("no longer a bonus criterion"));
                continue;
            }
            if (!wasBonus && isBonus) {
                p.differences.append(
                    Text::tr("The criterion %1 (“%2”) became a bonus criterion: the packet has no score for it.")
                        .arg(then.id, title));
                continue;
            }
            if (!isBonus)
                continue;
            if (now->title.zh != then.titleZh || now->title.en != then.titleEn ||
                now->description.zh != then.descriptionZh || now->description.en != then.descriptionEn ||
                now->acceptance.zh != then.acceptanceZh || now->acceptance.en != then.acceptanceEn) {
                p.differences.append(Text::tr("The bonus criterion %1 (“%2”) was reworded (title, description or "
                                              "scoring rule): the member scored the old wording, so its scores are "
                                              "not imported.")
                                         .arg(then.id, title));
                droppedCriteria.insert(then.id, Text::tr("criterion reworded"));
                continue;
            }
            if (now->weight != then.weight)
                p.differences.append(Text::tr("The weight of the bonus criterion %1 (“%2”) changed from %3 to %4: its "
                                              "scores still apply.")
                                         .arg(then.id, title,
                                              then.weight ? QString::number(*then.weight) : Text::tr("none"),
                                              now->weight ? QString::number(*now->weight) : Text::tr("none")));
        }
        for (const Criterion& c : std::as_const(*criteria))
            if (c.tier == CriterionTier::Bonus && !kitCriteria.contains(c.id))
                p.differences.append(
                    Text::tr("The bonus criterion %1 (“%2”) was added: the packet has no score for it.")
                        .arg(c.id, pick(c.title.zh, c.title.en, language)));
        QHash<QString, const Candidate*> nowCandidates;
        for (const Candidate& c : std::as_const(*candidates))
            nowCandidates.insert(c.id, &c);
        QSet<QString> kitCandidates;
        for (const CandidateLine& then : std::as_const(packet.candidates)) {
            kitCandidates.insert(then.id);
            const QString name = pick(then.nameZh, then.nameEn, language);
            const Candidate* now = nowCandidates.value(then.id);
            if (!now) {
                p.differences.append(
                    Text::tr("The candidate %1 (“%2”) was removed: its scores are not imported.").arg(then.id, name));
                droppedCandidates.insert(then.id);
                continue;
            }
            if (then.shortlisted && !now->shortlisted)
                p.differences.append(
                    Text::tr("The candidate %1 (“%2”) was set aside: its scores still apply.").arg(then.id, name));
            else if (!then.shortlisted && now->shortlisted)
                p.differences.append(
                    Text::tr("The candidate %1 (“%2”) was brought back into the evaluation.").arg(then.id, name));
            if (now->name.zh != then.nameZh || now->name.en != then.nameEn)
                p.differences.append(Text::tr("The candidate %1 was renamed “%2”: its scores still apply.")
                                         .arg(then.id, pick(now->name.zh, now->name.en, language)));
        }
        for (const Candidate& c : std::as_const(*candidates))
            if (!kitCandidates.contains(c.id))
                p.differences.append(Text::tr("The candidate %1 (“%2”) was added: the packet has no score for it.")
                                         .arg(c.id, pick(c.name.zh, c.name.en, language)));

        auto roundCells = repository.cells(packet.kit.roundId);
        if (!roundCells)
            return roundCells.error();
        auto assigned = repository.assignedCriteria(packet.memberId);
        if (!assigned)
            return assigned.error();
        auto recused = repository.recusedCandidates(packet.memberId);
        if (!recused)
            return recused.error();

        // Every cell the packet or the kit's start has a score for.
        QList<Cell> cells;
        for (const CellScore& s : std::as_const(packet.scores))
            if (!cells.contains(Cell{s.candidateId, s.criterionId}))
                cells.append({s.candidateId, s.criterionId});
        for (const CellScore& s : std::as_const(packet.kit.start))
            if (!cells.contains(Cell{s.candidateId, s.criterionId}))
                cells.append({s.candidateId, s.criterionId});
        for (const Cell& cell : std::as_const(cells)) {
            CellOutcome outcome;
            outcome.cell = cell;
            outcome.packet = find(packet.scores, cell);
            outcome.start = find(packet.kit.start, cell);
            auto current = repository.score(packet.memberId, cell.candidateId, cell.criterionId);
            if (!current)
                return current.error();
            outcome.evaluation = *current;
            if (droppedCriteria.contains(cell.criterionId))
                outcome.reason = droppedCriteria.value(cell.criterionId);
            else if (droppedCandidates.contains(cell.candidateId) || !nowCandidates.contains(cell.candidateId))
                outcome.reason = Text::tr("candidate removed");
            else if (!nowCriteria.contains(cell.criterionId) ||
                     nowCriteria.value(cell.criterionId)->tier != CriterionTier::Bonus)
                outcome.reason = Text::tr("no longer a bonus criterion");
            else if (!roundCells->contains(cell))
                outcome.reason = Text::tr("no longer in the round");
            else if (!assigned->contains(cell.criterionId))
                outcome.reason = Text::tr("no longer assigned to the member");
            else if (recused->contains(cell.candidateId))
                outcome.reason = Text::tr("the member recused from the candidate");
            if (!outcome.reason.isEmpty()) {
                if (!same(outcome.packet, outcome.start) || outcome.packet)
                    p.notImported.append(outcome);
                continue;
            }
            if (same(outcome.packet, outcome.evaluation))
                ++p.unchanged;
            else if (same(outcome.evaluation, outcome.start))
                p.applied.append(outcome);
            else if (same(outcome.packet, outcome.start))
                ++p.keptEvaluation;
            else
                p.conflicts.append(outcome);
        }
        if (!p.notImported.isEmpty() && p.differences.isEmpty())
            for (const CellOutcome& o : std::as_const(p.notImported))
                p.differences.append(Text::tr("The score of %1 on %2 is not imported: %3.")
                                         .arg(o.cell.candidateId, o.cell.criterionId, o.reason));
        plan.packets.append(p);
    }
    return plan;
}

Result<ImportPlan> importPackets(Workspace& workspace, const QList<Packet>& packets, const QStringList& files,
                                 bool acceptChanges)
{
    const Storage& storage = ModelAccess::storage(workspace);
    if (auto r = requireChair(storage, workspace.actingMemberId()); !r)
        return r.error();
    auto plan = planImport(storage, packets, files, workspace.language());
    if (!plan)
        return plan.error();
    if (plan->hasDifferences() && !acceptChanges)
        return Error{Error::Kind::BadInput,
                     Text::tr("The packets were built on an older list of criteria or candidates:\n%1\nNothing was "
                              "imported. Confirm to import what still applies (--accept-changes).")
                         .arg(describe(*plan).join(u'\n'))};
    if (plan->changesNothing())
        return plan;
    const PacketRepository repository(storage);
    const QString at = isoNow(workspace.now());
    ChangeSet changes;
    QJsonArray detail;
    QStringList names;
    for (const PacketPlan& p : std::as_const(plan->packets)) {
        for (const CellOutcome& o : p.applied) {
            auto change = repository.scoreChange(p.packet.memberId, o.cell, o.packet, p.packet.kit.roundId, at);
            if (!change)
                return change.error();
            changes.append(*change);
        }
        auto recorded = repository.seal(p.packet.kit.roundId, p.packet.memberId);
        if (!recorded)
            return recorded.error();
        if (*recorded)
            changes.append(PacketRepository::sealImported(**recorded, at));
        const auto cellList = [](const QList<CellOutcome>& outcomes) {
            QJsonArray list;
            for (const CellOutcome& o : outcomes)
                list.append(QJsonArray{o.cell.candidateId, o.cell.criterionId});
            return list;
        };
        // The cells by name only: the scores stay out of the log while the round is sealed.
        detail.append(QJsonObject{{QStringLiteral("member"), p.packet.memberId},
                                  {QStringLiteral("round"), p.packet.kit.roundId},
                                  {QStringLiteral("seal"), p.seal}, // not storage: a packet key
                                  {QStringLiteral("kit_head"), p.packet.kitHead},
                                  {QStringLiteral("source_head"), p.packet.kit.sourceHead}, // not storage: a packet key
                                  {QStringLiteral("set"), cellList(p.applied)},
                                  {QStringLiteral("conflicts"), cellList(p.conflicts)},
                                  {QStringLiteral("not_imported"), cellList(p.notImported)},
                                  {QStringLiteral("accepted_changes"), !p.differences.isEmpty()}});
        names.append(p.memberName);
    }
    const QString rounds = QStringLiteral("%1").arg(plan->packets.first().packet.kit.roundId);
    AuditAct act{QStringLiteral("import packet"),
                 QStringLiteral("packet"),
                 rounds,
                 QString(),
                 QVariant(),
                 QVariant(),
                 QString::fromUtf8(
                     QJsonDocument(QJsonObject{{QStringLiteral("packets"), detail}}).toJson(QJsonDocument::Compact))};
    const QString who = names.join(QStringLiteral(", "));
    if (auto r = workspace.execute(
            changes, StepText([who](const QString&) { return Text::tr("import the packets of %1").arg(who); }), act);
        !r)
        return r.error();
    return plan;
}

QStringList describe(const ImportPlan& plan)
{
    QStringList lines;
    for (const PacketPlan& p : plan.packets) {
        lines.append(Text::tr("%1: the packet of %2 (%3) for round %4 matches its recorded seal.")
                         .arg(p.file, p.memberName, p.packet.memberId)
                         .arg(p.packet.kit.roundId));
        for (const QString& d : p.differences)
            lines.append(QStringLiteral("  ") + d);
        for (const CellOutcome& o : p.applied)
            lines.append(Text::tr("  set: %1 on %2").arg(o.cell.candidateId, o.cell.criterionId));
        for (const CellOutcome& o : p.conflicts)
            lines.append(Text::tr("  conflict, kept as it is: %1 on %2 was changed both in the kit and in the "
                                  "evaluation since the kit was made; settle it with the member")
                             .arg(o.cell.candidateId, o.cell.criterionId));
        for (const CellOutcome& o : p.notImported)
            lines.append(
                Text::tr("  not imported: %1 on %2 (%3)").arg(o.cell.candidateId, o.cell.criterionId, o.reason));
        lines.append(Text::tr("  %1 cells set, %2 already as in the packet, %3 changed only in the evaluation (kept), "
                              "%4 conflicts, %5 not imported.")
                         .arg(p.applied.size())
                         .arg(p.unchanged)
                         .arg(p.keptEvaluation)
                         .arg(p.conflicts.size())
                         .arg(p.notImported.size()));
    }
    return lines;
}

} // namespace gatebench::packets
