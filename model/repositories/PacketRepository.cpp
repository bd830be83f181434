#include "repositories/PacketRepository.h"
#include "repositories/RowValues.h"
#include "repositories/SealedVisibility.h"

#include "storage/FileCopy.h"
#include "storage/Storage.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gatebench {

namespace {

using rows::text;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Packets)
};

const QString kRounds = QStringLiteral("scoring_rounds");
const QString kCells = QStringLiteral("round_cells");
const QString kScores = QStringLiteral("bonus_scores");
const QString kReviewers = QStringLiteral("reviewers");
const QString kKit = QStringLiteral("packet_kit");
const QString kSeals = QStringLiteral("packet_seals");
const QString kAssignments = QStringLiteral("scoring_assignments");
const QString kRecusals = QStringLiteral("recusals");
const QString kCandidate = QStringLiteral("candidate_id");
const QString kCriterion = QStringLiteral("criterion_id");
const QString kReviewer = QStringLiteral("reviewer_id");
const QString kMember = QStringLiteral("member_id");
const QString kRound = QStringLiteral("round_id");
const QString kState = QStringLiteral("state");

QJsonArray scoresJson(const QList<packets::CellScore>& scores)
{
    QJsonArray list;
    for (const packets::CellScore& s : scores)
        list.append(QJsonObject{{QStringLiteral("candidate"), s.candidateId},
                                {QStringLiteral("criterion"), s.criterionId},
                                {QStringLiteral("score"), s.score},
                                {QStringLiteral("note"), s.note}});
    return list;
}

QList<packets::CellScore> scoresOf(const QString& json)
{
    QList<packets::CellScore> list;
    for (const QJsonValue& value : QJsonDocument::fromJson(json.toUtf8()).array()) {
        const QJsonObject o = value.toObject();
        list.append({o.value(QStringLiteral("candidate")).toString(), o.value(QStringLiteral("criterion")).toString(),
                     o.value(QStringLiteral("score")).toDouble(), o.value(QStringLiteral("note")).toString()});
    }
    return list;
}

Result<std::optional<PacketRepository::Round>> latestRound(const Storage& storage, const QStringList& states)
{
    // A file read as it is at a version before the committee (21) has no rounds.
    if (!storage.tables().contains(kRounds))
        return std::optional<PacketRepository::Round>();
    auto rows = storage.select(kRounds, {}, {QStringLiteral("id")});
    if (!rows)
        return rows.error();
    for (auto it = rows->crbegin(); it != rows->crend(); ++it)
        if (states.contains(text(*it, "state")))
            return std::optional<PacketRepository::Round>(
                PacketRepository::Round{it->value(QStringLiteral("id")).toLongLong(), text(*it, "state")});
    return std::optional<PacketRepository::Round>();
}

} // namespace

Result<std::optional<PacketRepository::Round>> PacketRepository::openRound() const
{
    return latestRound(m_storage, {QStringLiteral("open")});
}

Result<std::optional<PacketRepository::Round>> PacketRepository::sealedRound() const
{
    return latestRound(m_storage, {QStringLiteral("open"), QStringLiteral("closed")});
}

Result<std::optional<PacketRepository::Round>> PacketRepository::round(qint64 id) const
{
    auto rows = m_storage.select(kRounds, {{QStringLiteral("id"), id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<Round>();
    return std::optional<Round>(Round{id, text(rows->first(), "state")});
}

Result<QList<packets::Cell>> PacketRepository::cells(qint64 roundId) const
{
    auto rows = m_storage.select(kCells, {{kRound, roundId}});
    if (!rows)
        return rows.error();
    QList<packets::Cell> list;
    for (const Row& row : std::as_const(*rows))
        list.append({text(row, "candidate_id"), text(row, "criterion_id")});
    return list;
}

Result<QStringList> PacketRepository::assignedCriteria(const QString& memberId) const
{
    auto criteria = m_storage.select(QStringLiteral("criteria"), {{QStringLiteral("tier"), QStringLiteral("bonus")}});
    if (!criteria)
        return criteria.error();
    auto assignments = m_storage.select(kAssignments);
    if (!assignments)
        return assignments.error();
    QStringList list;
    for (const Row& criterion : std::as_const(*criteria)) {
        const QString id = text(criterion, "id");
        bool anyAssigned = false;
        bool mine = false;
        for (const Row& a : std::as_const(*assignments)) {
            if (text(a, "criterion_id") != id)
                continue;
            anyAssigned = true;
            mine = mine || text(a, "member_id") == memberId;
        }
        if (!anyAssigned || mine)
            list.append(id);
    }
    return list;
}

Result<QStringList> PacketRepository::recusedCandidates(const QString& memberId) const
{
    auto rows = m_storage.select(kRecusals, {{kMember, memberId}});
    if (!rows)
        return rows.error();
    QStringList list;
    for (const Row& row : std::as_const(*rows))
        list.append(text(row, "candidate_id"));
    return list;
}

Result<QList<packets::CellScore>> PacketRepository::scores(const QString& memberId, qint64 roundId) const
{
    auto roundCells = cells(roundId);
    if (!roundCells)
        return roundCells.error();
    auto rows = m_storage.select(kScores, {{kReviewer, memberId}});
    if (!rows)
        return rows.error();
    QList<packets::CellScore> list;
    for (const Row& row : std::as_const(*rows)) {
        const packets::Cell cell{text(row, "candidate_id"), text(row, "criterion_id")};
        if (!roundCells->contains(cell))
            continue;
        list.append(
            {cell.candidateId, cell.criterionId, row.value(QStringLiteral("score")).toDouble(), text(row, "note")});
    }
    return list;
}

Result<std::optional<packets::CellScore>> PacketRepository::score(const QString& memberId, const QString& candidateId,
                                                                  const QString& criterionId) const
{
    auto rows =
        m_storage.select(kScores, {{kCandidate, candidateId}, {kCriterion, criterionId}, {kReviewer, memberId}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<packets::CellScore>();
    const Row& row = rows->first();
    return std::optional<packets::CellScore>(
        packets::CellScore{candidateId, criterionId, row.value(QStringLiteral("score")).toDouble(), text(row, "note")});
}

Result<std::optional<packets::Kit>> PacketRepository::kit() const
{
    if (!m_storage.tables().contains(kKit))
        return std::optional<packets::Kit>();
    auto rows = m_storage.select(kKit);
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<packets::Kit>();
    const Row& row = rows->first();
    packets::Kit kit;
    kit.memberId = text(row, "member_id");
    kit.roundId = row.value(kRound).toLongLong();
    kit.secret = text(row, "secret");
    kit.sourceWorkspace = text(row, "source_workspace");
    kit.sourceHead = text(row, "source_head");
    kit.madeAt = text(row, "made_at");
    kit.start = scoresOf(text(row, "start_scores"));
    return std::optional<packets::Kit>(kit);
}

Result<std::optional<PacketRepository::Seal>> PacketRepository::seal(qint64 roundId, const QString& memberId) const
{
    auto rows = m_storage.select(kSeals, {{kRound, roundId}, {kMember, memberId}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<Seal>();
    const Row& row = rows->first();
    return std::optional<Seal>(Seal{roundId, memberId, text(row, "seal"), text(row, "recorded_by"),
                                    text(row, "recorded_at"), text(row, "imported_at")});
}

Result<Change> PacketRepository::recordSeal(qint64 roundId, const QString& memberId, const QString& hash,
                                            const QString& by, const QString& at) const
{
    const Filter key{{kRound, roundId}, {kMember, memberId}};
    auto rows = m_storage.select(kSeals, key);
    if (!rows)
        return rows.error();
    const Row fresh{{QStringLiteral("seal"), hash},
                    {QStringLiteral("recorded_by"), by},
                    {QStringLiteral("recorded_at"), at},
                    {QStringLiteral("imported_at"), QVariant()}};
    if (rows->isEmpty()) {
        Row row = key;
        for (auto it = fresh.cbegin(); it != fresh.cend(); ++it)
            row.insert(it.key(), it.value());
        return Change::insert(kSeals, key, row);
    }
    Row before;
    for (auto it = fresh.cbegin(); it != fresh.cend(); ++it)
        before.insert(it.key(), rows->first().value(it.key()));
    return Change::update(kSeals, key, before, fresh);
}

Change PacketRepository::sealImported(const Seal& seal, const QString& at)
{
    const Filter key{{kRound, seal.roundId}, {kMember, seal.memberId}};
    const QString imported = QStringLiteral("imported_at");
    return Change::update(kSeals, key, {{imported, seal.importedAt.isEmpty() ? QVariant() : QVariant(seal.importedAt)}},
                          {{imported, at}});
}

Result<ChangeSet> PacketRepository::scoreChange(const QString& memberId, const packets::Cell& cell,
                                                const std::optional<packets::CellScore>& wanted, qint64 roundId,
                                                const QString& at) const
{
    const Filter key{{kCandidate, cell.candidateId}, {kCriterion, cell.criterionId}, {kReviewer, memberId}};
    auto rows = m_storage.select(kScores, key);
    if (!rows)
        return rows.error();
    const QString score = QStringLiteral("score");
    const QString note = QStringLiteral("note");
    const QString updated = QStringLiteral("updated_at");
    if (!wanted) {
        if (rows->isEmpty())
            return ChangeSet{};
        return ChangeSet{Change::remove(kScores, key, rows->first())};
    }
    if (rows->isEmpty()) {
        Row row = key;
        row.insert(score, wanted->score);
        row.insert(QStringLiteral("consensus"), 0);
        row.insert(note, nonNullText(wanted->note));
        row.insert(updated, at);
        row.insert(kRound, roundId);
        return ChangeSet{Change::insert(kScores, key, row)};
    }
    const Row& current = rows->first();
    if (current.value(score).toDouble() == wanted->score && text(current, "note") == wanted->note)
        return ChangeSet{};
    return ChangeSet{
        Change::update(kScores, key,
                       {{score, current.value(score)},
                        {note, current.value(note)},
                        {updated, current.value(updated)},
                        {kRound, current.value(kRound)}},
                       {{score, wanted->score}, {note, nonNullText(wanted->note)}, {updated, at}, {kRound, roundId}})};
}

namespace {

/// Whether the copy being rewritten has the table of the sealed values (a copy of a file at version 24 or
/// before, opened to read and so not upgraded, has none).
Result<bool> keepsSealedValues(const fileCopy::Read& read)
{
    bool has = false;
    if (auto r = read(QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '%1'")
                          .arg(sealed::sealedValuesTable()),
                      [&](const QVariantList&) {
                          has = true;
                          return false;
                      });
        !r)
        return r.error();
    return has;
}

} // namespace

Result<void> PacketRepository::makeKitFile(const QString& path, const packets::Kit& kit, const QString& workspaceId,
                                           const Visibility& hidden)
{
    return fileCopy::rewrite(
        path, fileCopy::Kind::Kit, [&](const sealed::Run& run, const fileCopy::Read& read) -> Result<void> {
            auto sealedValues = keepsSealedValues(read);
            if (!sealedValues)
                return sealedValues.error();
            QStringList statements{QStringLiteral("DELETE FROM audit_log"), QStringLiteral("DELETE FROM packet_seals"),
                                   QStringLiteral("DELETE FROM packet_kit"),
                                   // A snapshot keeps every member's scores (committee/Snapshots.h): none goes
                                   // into a kit.
                                   QStringLiteral("DELETE FROM snapshots")};
            // The log goes, and with it the values kept apart for its sealed entries.
            if (*sealedValues)
                statements.append(QStringLiteral("DELETE FROM %1").arg(sealed::sealedValuesTable()));
            for (const QString& sql : std::as_const(statements))
                if (auto r = run(sql, {}); !r)
                    return r;
            if (auto r = run(QStringLiteral("DELETE FROM bonus_scores WHERE reviewer_id IS NOT ?"),
                             {kit.memberId.isEmpty() ? QString() : kit.memberId});
                !r)
                return r;
            // What the member may not read besides (hidden prices).
            if (auto r = sealed::removeHidden(hidden, run, false); !r)
                return r;
            if (auto r = run(QStringLiteral("UPDATE workspace_settings SET value = ? WHERE key = 'workspace_id'"),
                             {workspaceId});
                !r)
                return r;
            return run(QStringLiteral("INSERT INTO packet_kit (id, member_id, round_id, secret, source_workspace, "
                                      "source_head, made_at, start_scores) VALUES (1, ?, ?, ?, ?, ?, ?, ?)"),
                       {kit.memberId, kit.roundId, kit.secret, kit.sourceWorkspace, kit.sourceHead, kit.madeAt,
                        QString::fromUtf8(QJsonDocument(scoresJson(kit.start)).toJson(QJsonDocument::Compact))});
        });
}

Result<void> PacketRepository::makeSealedCopyFile(const QString& path, const Visibility& hidden)
{
    return fileCopy::rewrite(
        path, fileCopy::Kind::SealedCopy, [&](const sealed::Run& run, const fileCopy::Read& read) -> Result<void> {
            // No kit (a copy made of a kit keeps neither its member nor its random value), and no snapshot:
            // a snapshot keeps every member's scores.
            for (const QString& sql :
                 {QStringLiteral("DELETE FROM packet_kit"), QStringLiteral("DELETE FROM snapshots")})
                if (auto r = run(sql, {}); !r)
                    return r;
            // The audit log goes whole or not at all: an entry cannot be masked without breaking the chain.
            // It goes when any entry tells what the copy's reader may not read (a sealed score or note, a
            // hidden price in its values or detail).
            bool tells = false;
            if (auto r = read(QStringLiteral("SELECT entity, entity_id, detail FROM audit_log"),
                              [&](const QVariantList& row) {
                                  tells = sealed::auditEntryHidden(hidden, row.value(0).toString(),
                                                                   row.value(1).toString(), row.value(2).toString());
                                  return !tells;
                              });
                !r)
                return r;
            auto sealedValues = keepsSealedValues(read);
            if (!sealedValues)
                return sealedValues.error();
            if (tells) {
                if (auto r = run(QStringLiteral("DELETE FROM audit_log"), {}); !r)
                    return r;
                if (*sealedValues) {
                    if (auto r = run(QStringLiteral("DELETE FROM %1").arg(sealed::sealedValuesTable()), {}); !r)
                        return r;
                }
            }
            return sealed::removeHidden(hidden, run, *sealedValues);
        });
}

bool PacketRepository::touchedBy(const ChangeEvent& event)
{
    for (const QString& table : {kSeals, kScores, kRounds, kCells, kReviewers})
        if (event.touches(table))
            return true;
    return false;
}

} // namespace gatebench
