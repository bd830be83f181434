#include "commands/Assessments.h"

#include "core/Labels.h"
#include "decision/DecisionKeys.h"
#include "decision/DecisionLoader.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QMimeDatabase>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace gatebench::assessments {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::assessments)
};

const QString kAssessments = QStringLiteral("assessments");
const QString kScores = QStringLiteral("bonus_scores");
const QString kFiles = QStringLiteral("evidence_files");
const QString kReviewers = QStringLiteral("reviewers");

QString normalized(const QString& word)
{
    return word.trimmed().toLower().remove(u' ');
}

/// Everything a command needs to know about the cells it writes, read once.
class Context {
public:
    explicit Context(Workspace& workspace)
        : m_workspace(workspace)
        , m_language(workspace.language())
        , m_actor(workspace.actor())
        , m_now(workspace.now().toUTC().toString(Qt::ISODate))
    {}

    Workspace& workspace() const { return m_workspace; }
    const QString& actor() const { return m_actor; }
    const QString& now() const { return m_now; }

    Result<Row> criterion(const QString& id)
    {
        if (!m_criteria.contains(id)) {
            auto rows = m_workspace.storage().select(QStringLiteral("criteria"), {{QStringLiteral("id"), id}});
            if (!rows)
                return rows.error();
            if (rows->isEmpty())
                return Error{Error::Kind::Conflict, QCoreApplication::translate("gatebench::assessments",
                                                                                "The requirement %1 no longer exists")
                                                        .arg(id)};
            m_criteria.insert(id, rows->first());
        }
        return m_criteria.value(id);
    }

    Result<Row> candidate(const QString& id)
    {
        if (!m_candidates.contains(id)) {
            auto rows = m_workspace.storage().select(QStringLiteral("candidates"), {{QStringLiteral("id"), id}});
            if (!rows)
                return rows.error();
            if (rows->isEmpty())
                return Error{
                    Error::Kind::Conflict,
                    QCoreApplication::translate("gatebench::assessments", "The candidate %1 no longer exists").arg(id)};
            m_candidates.insert(id, rows->first());
        }
        return m_candidates.value(id);
    }

    /// "NVIDIA Run:ai / Data boundary", for messages and undo entries.
    QString cellName(const QString& candidateId, const QString& criterionId)
    {
        const auto pick = [this](const Row& row, const char* base, const QString& fallback) {
            const QString text =
                pickLanguage(row.value(QLatin1String(base) + QLatin1String("_zh")).toString(),
                             row.value(QLatin1String(base) + QLatin1String("_en")).toString(), m_language);
            return text.isEmpty() ? fallback : text;
        };
        auto candidateRow = candidate(candidateId);
        auto criterionRow = criterion(criterionId);
        return QStringLiteral("%1 / %2").arg(candidateRow ? pick(*candidateRow, "name", candidateId) : candidateId,
                                             criterionRow ? pick(*criterionRow, "title", criterionId) : criterionId);
    }

    /// The reviewer id of the actor, and the row to insert with the first score of this command.
    Result<QString> reviewer(ChangeSet& changes)
    {
        if (!m_reviewerId.isEmpty())
            return m_reviewerId;
        const Storage& storage = m_workspace.storage();
        auto existing = existingReviewerId(storage, m_actor);
        if (!existing)
            return existing.error();
        m_reviewerId = *existing;
        if (m_reviewerId.isEmpty()) {
            auto derived = reviewerId(storage, m_actor);
            if (!derived)
                return derived.error();
            m_reviewerId = *derived;
            const Row row{{QStringLiteral("id"), m_reviewerId},
                          {QStringLiteral("name"), m_actor},
                          {QStringLiteral("role"), emptyText()},
                          {QStringLiteral("simulated"), 0}};
            changes.append(Change::insert(kReviewers, {{QStringLiteral("id"), m_reviewerId}}, row));
        }
        return m_reviewerId;
    }

private:
    Workspace& m_workspace;
    QString m_language;
    QString m_actor;
    QString m_now;
    QHash<QString, Row> m_criteria;
    QHash<QString, Row> m_candidates;
    QString m_reviewerId;
};

Filter cellKey(const QString& candidateId, const QString& criterionId)
{
    return {{QStringLiteral("candidate_id"), candidateId}, {QStringLiteral("criterion_id"), criterionId}};
}

Result<std::optional<Row>> currentAssessment(const Storage& storage, const QString& candidateId,
                                             const QString& criterionId)
{
    auto rows = storage.select(kAssessments, cellKey(candidateId, criterionId));
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<Row>();
    return std::optional<Row>(rows->first());
}

Row defaultAssessment(const QString& candidateId, const QString& criterionId)
{
    return {{QStringLiteral("candidate_id"), candidateId},
            {QStringLiteral("criterion_id"), criterionId},
            {QStringLiteral("verdict"), QStringLiteral("unknown")},
            {QStringLiteral("waiver_owner"), emptyText()},
            {QStringLiteral("waiver_reason"), emptyText()},
            {QStringLiteral("waiver_expires"), QVariant()},
            {QStringLiteral("evidence"), emptyText()},
            {QStringLiteral("links"), emptyText()},
            {QStringLiteral("reviewer"), emptyText()},
            {QStringLiteral("updated_at"), emptyText()}};
}

bool sameValue(const QVariant& a, const QVariant& b)
{
    const bool nullA = a.isNull() || !a.isValid();
    const bool nullB = b.isNull() || !b.isValid();
    if (nullA || nullB)
        return nullA == nullB;
    return a.toString() == b.toString();
}

/// The change that turns the stored cell (`current`, null: no row) into `wanted`, stamped with the
/// reviewer and time; null when nothing but the stamp would change.
std::optional<Change> assessmentChange(Context& context, const std::optional<Row>& current, Row wanted)
{
    const QString candidateId = wanted.value(QStringLiteral("candidate_id")).toString();
    const QString criterionId = wanted.value(QStringLiteral("criterion_id")).toString();
    const Row base = current.value_or(defaultAssessment(candidateId, criterionId));
    Row before;
    Row after;
    for (auto it = wanted.cbegin(); it != wanted.cend(); ++it) {
        if (it.key() == QLatin1String("reviewer") || it.key() == QLatin1String("updated_at"))
            continue;
        if (!sameValue(base.value(it.key()), it.value())) {
            before.insert(it.key(), base.value(it.key()));
            after.insert(it.key(), it.value());
        }
    }
    if (after.isEmpty())
        return std::nullopt;
    for (const QString& stamp : {QStringLiteral("reviewer"), QStringLiteral("updated_at")}) {
        const QString value = stamp == QLatin1String("reviewer") ? context.actor() : context.now();
        before.insert(stamp, base.value(stamp));
        after.insert(stamp, value);
        wanted.insert(stamp, value);
    }
    if (!current)
        return Change::insert(kAssessments, cellKey(candidateId, criterionId), wanted);
    return Change::update(kAssessments, cellKey(candidateId, criterionId), before, after);
}

/// Links one per line, trimmed, blank lines dropped; an empty text (never null) when there are none.
QString linkLines(const QString& links)
{
    QStringList lines;
    for (const QString& line : links.split(u'\n')) {
        if (!line.trimmed().isEmpty())
            lines.append(line.trimmed());
    }
    return nonNullText(lines.join(u'\n'));
}

bool evidenceRequired(const Row& criterion)
{
    return criterion.value(QStringLiteral("evidence_required")).toInt() != 0;
}

/// The change of one gate verdict, with the committee's rules.
Result<std::optional<Change>> verdictChange(Context& context, const QString& candidateId, const QString& criterionId,
                                            const VerdictEntry& entry)
{
    auto criterion = context.criterion(criterionId);
    if (!criterion)
        return criterion.error();
    if (auto candidate = context.candidate(candidateId); !candidate)
        return candidate.error();
    const QString cell = context.cellName(candidateId, criterionId);
    if (criterion->value(QStringLiteral("tier")).toString() != QLatin1String("gate"))
        return Error{Error::Kind::BadInput,
                     Text::tr("%1: only gate criteria take a verdict (Pass, Fail, Unknown or Waived).").arg(cell)};
    auto current = currentAssessment(context.workspace().storage(), candidateId, criterionId);
    if (!current)
        return current.error();
    Row wanted = current->value_or(defaultAssessment(candidateId, criterionId));
    if (entry.evidence)
        wanted.insert(QStringLiteral("evidence"), nonNullText(entry.evidence->trimmed()));
    if (entry.links)
        wanted.insert(QStringLiteral("links"), linkLines(*entry.links));
    const QString stored = wanted.value(QStringLiteral("verdict")).toString();

    if (entry.verdict == GateVerdict::Waived) {
        if (stored == QLatin1String("fail"))
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: a Fail cannot be waived. A waiver only covers a gate nobody could verify yet "
                                  "(Unknown); if the Fail no longer holds, record the new evidence and set the gate to "
                                  "Unknown first.")
                             .arg(cell)};
        if (stored == QLatin1String("pass"))
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: the gate is already passed, so there is nothing to waive.").arg(cell)};
        if (!entry.waiver) {
            if (stored == QLatin1String("waived"))
                return assessmentChange(context, *current, wanted); // W over a waiver keeps it
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: a waiver needs an owner, a reason and an expiry date (in a pasted cell: "
                                  "W: owner; reason; YYYY-MM-DD).")
                             .arg(cell)};
        }
        const Waiver& w = *entry.waiver;
        if (w.owner.trimmed().isEmpty() || w.reason.trimmed().isEmpty() || !w.expires.isValid())
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: a waiver needs an owner, a reason and an expiry date.").arg(cell)};
        if (w.expires < context.workspace().now().toUTC().date())
            return Error{Error::Kind::BadInput,
                         Text::tr("%1: the expiry date %2 has passed; an expired waiver counts as Unknown.")
                             .arg(cell, w.expires.toString(Qt::ISODate))};
        wanted.insert(QStringLiteral("verdict"), QStringLiteral("waived"));
        wanted.insert(QStringLiteral("waiver_owner"), w.owner.trimmed());
        wanted.insert(QStringLiteral("waiver_reason"), w.reason.trimmed());
        wanted.insert(QStringLiteral("waiver_expires"), w.expires.toString(Qt::ISODate));
        return assessmentChange(context, *current, wanted);
    }

    wanted.insert(QStringLiteral("verdict"), verdictKey(entry.verdict));
    wanted.insert(QStringLiteral("waiver_owner"), emptyText());
    wanted.insert(QStringLiteral("waiver_reason"), emptyText());
    wanted.insert(QStringLiteral("waiver_expires"), QVariant());
    if ((entry.verdict == GateVerdict::Pass || entry.verdict == GateVerdict::Fail) && evidenceRequired(*criterion) &&
        wanted.value(QStringLiteral("evidence")).toString().trimmed().isEmpty())
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 requires evidence: write an evidence note before marking it %2.")
                         .arg(cell, entry.verdict == GateVerdict::Pass ? Text::tr("Pass") : Text::tr("Fail"))};
    return assessmentChange(context, *current, wanted);
}

/// The changes of one bonus score (null: clear the current reviewer's score).
Result<ChangeSet> scoreChanges(Context& context, const QString& candidateId, const QString& criterionId,
                               std::optional<double> score)
{
    auto criterion = context.criterion(criterionId);
    if (!criterion)
        return criterion.error();
    if (auto candidate = context.candidate(candidateId); !candidate)
        return candidate.error();
    const QString cell = context.cellName(candidateId, criterionId);
    if (criterion->value(QStringLiteral("tier")).toString() != QLatin1String("bonus"))
        return Error{Error::Kind::BadInput, Text::tr("%1: only bonus criteria take a score.").arg(cell)};
    if (score && (!std::isfinite(*score) || *score < 0 || *score > 5))
        return Error{Error::Kind::BadInput, Text::tr("%1: a score is a number from 0 to 5.").arg(cell)};

    ChangeSet changes;
    const Storage& storage = context.workspace().storage();
    if (!score) {
        const auto reviewer = existingReviewerId(storage, context.actor());
        if (!reviewer)
            return reviewer.error();
        if (reviewer->isEmpty())
            return changes;
        Filter key = cellKey(candidateId, criterionId);
        key.insert(QStringLiteral("reviewer_id"), *reviewer);
        auto rows = storage.select(kScores, key);
        if (!rows)
            return rows.error();
        if (!rows->isEmpty())
            changes.append(Change::remove(kScores, key, rows->first()));
        return changes;
    }
    auto reviewer = context.reviewer(changes);
    if (!reviewer)
        return reviewer.error();
    Filter key = cellKey(candidateId, criterionId);
    key.insert(QStringLiteral("reviewer_id"), *reviewer);
    auto rows = storage.select(kScores, key);
    if (!rows)
        return rows.error();
    if (rows->isEmpty()) {
        Row row = key;
        row.insert(QStringLiteral("score"), *score);
        row.insert(QStringLiteral("consensus"), 0);
        row.insert(QStringLiteral("note"), emptyText());
        row.insert(QStringLiteral("updated_at"), context.now());
        changes.append(Change::insert(kScores, key, row));
    } else if (rows->first().value(QStringLiteral("score")).toDouble() != *score) {
        const Row& old = rows->first();
        changes.append(
            Change::update(kScores, key,
                           {{QStringLiteral("score"), old.value(QStringLiteral("score"))},
                            {QStringLiteral("updated_at"), old.value(QStringLiteral("updated_at"))}},
                           {{QStringLiteral("score"), *score}, {QStringLiteral("updated_at"), context.now()}}));
    }
    return changes;
}

QString scoreText(double score)
{
    return QLocale().toString(score, 'g', 3);
}

} // namespace

Result<void> setVerdict(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                        GateVerdict verdict, const std::optional<QString>& evidence,
                        const std::optional<QString>& links)
{
    if (verdict == GateVerdict::Waived)
        return Error{Error::Kind::Usage, Text::tr("A waiver needs an owner, a reason and an expiry date.")};
    Context context(workspace);
    auto change = verdictChange(context, candidateId, criterionId, {verdict, evidence, links, std::nullopt});
    if (!change)
        return change.error();
    if (!*change)
        return {};
    const QString verdictName = verdict == GateVerdict::Pass   ? Text::tr("Pass")
                                : verdict == GateVerdict::Fail ? Text::tr("Fail")
                                                               : Text::tr("Unknown");
    return workspace.execute({**change},
                             Text::tr("Mark %1 as %2").arg(context.cellName(candidateId, criterionId), verdictName));
}

Result<void> waive(Workspace& workspace, const QString& candidateId, const QString& criterionId, const Waiver& waiver)
{
    Context context(workspace);
    auto change =
        verdictChange(context, candidateId, criterionId, {GateVerdict::Waived, std::nullopt, std::nullopt, waiver});
    if (!change)
        return change.error();
    if (!*change)
        return {};
    return workspace.execute(
        {**change}, Text::tr("Waive %1 until %2")
                        .arg(context.cellName(candidateId, criterionId), waiver.expires.toString(Qt::ISODate)));
}

Result<void> canWaive(Workspace& workspace, const QString& candidateId, const QString& criterionId)
{
    Context context(workspace);
    // A trial waiver, valid in form and far in the future, never written: only the verdict and tier
    // rules can refuse it.
    auto change = verdictChange(context, candidateId, criterionId,
                                {GateVerdict::Waived, std::nullopt, std::nullopt,
                                 Waiver{QStringLiteral("-"), QStringLiteral("-"), QDate(9999, 12, 31)}});
    if (!change)
        return change.error();
    return {};
}

Result<void> setEvidence(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                         const QString& note, const QString& links)
{
    Context context(workspace);
    auto criterion = context.criterion(criterionId);
    if (!criterion)
        return criterion.error();
    if (auto candidate = context.candidate(candidateId); !candidate)
        return candidate.error();
    auto current = currentAssessment(workspace.storage(), candidateId, criterionId);
    if (!current)
        return current.error();
    Row wanted = current->value_or(defaultAssessment(candidateId, criterionId));
    const QString verdict = wanted.value(QStringLiteral("verdict")).toString();
    const QString cell = context.cellName(candidateId, criterionId);
    if (note.trimmed().isEmpty() && evidenceRequired(*criterion) &&
        criterion->value(QStringLiteral("tier")).toString() == QLatin1String("gate") &&
        (verdict == QLatin1String("pass") || verdict == QLatin1String("fail")))
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 requires evidence: a Pass or Fail cannot lose its evidence note. Set the gate to "
                              "Unknown first if the evidence no longer holds.")
                         .arg(cell)};
    wanted.insert(QStringLiteral("evidence"), nonNullText(note.trimmed()));
    wanted.insert(QStringLiteral("links"), linkLines(links));
    auto change = assessmentChange(context, *current, wanted);
    if (!change)
        return {};
    return workspace.execute({*change}, Text::tr("Edit the evidence of %1").arg(cell));
}

Result<void> setScore(Workspace& workspace, const QString& candidateId, const QString& criterionId, double score)
{
    Context context(workspace);
    auto changes = scoreChanges(context, candidateId, criterionId, score);
    if (!changes)
        return changes.error();
    return workspace.execute(*changes,
                             Text::tr("Score %1: %2 by %3")
                                 .arg(context.cellName(candidateId, criterionId), scoreText(score), context.actor()));
}

Result<void> clearScore(Workspace& workspace, const QString& candidateId, const QString& criterionId)
{
    Context context(workspace);
    auto changes = scoreChanges(context, candidateId, criterionId, std::nullopt);
    if (!changes)
        return changes.error();
    return workspace.execute(
        *changes,
        Text::tr("Clear the score of %1 by %2").arg(context.cellName(candidateId, criterionId), context.actor()));
}

std::optional<VerdictEntry> parseVerdict(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    // The verdict word, then an optional note after the first colon (ASCII or full-width).
    static const QRegularExpression split(QStringLiteral("^([^:：]*)[:：](.*)$"),
                                          QRegularExpression::DotMatchesEverythingOption);
    QString head = trimmed;
    std::optional<QString> rest;
    if (const auto match = split.match(trimmed); match.hasMatch()) {
        head = match.captured(1);
        rest = match.captured(2).trimmed();
    }
    const QString word = normalized(head);
    static const QList<std::pair<GateVerdict, QStringList>> words = {
        {GateVerdict::Pass,
         {QStringLiteral("p"), QStringLiteral("pass"), QStringLiteral("passed"), QStringLiteral("通过"),
          QStringLiteral("已通过")}},
        {GateVerdict::Fail,
         {QStringLiteral("f"), QStringLiteral("fail"), QStringLiteral("failed"), QStringLiteral("不通过"),
          QStringLiteral("未通过"), QStringLiteral("失败")}},
        {GateVerdict::Unknown,
         {QStringLiteral("u"), QStringLiteral("?"), QStringLiteral("？"), QStringLiteral("unknown"),
          QStringLiteral("未知"), QStringLiteral("待定"), QStringLiteral("待验证")}},
        {GateVerdict::Waived,
         {QStringLiteral("w"), QStringLiteral("waived"), QStringLiteral("waive"), QStringLiteral("waiver"),
          QStringLiteral("豁免"), QStringLiteral("已豁免")}},
    };
    for (const auto& [verdict, list] : words) {
        if (!list.contains(word) && word != normalized(labels::verdict(verdictKey(verdict))))
            continue;
        VerdictEntry entry;
        entry.verdict = verdict;
        if (verdict == GateVerdict::Waived) {
            if (rest && !rest->isEmpty()) {
                const QStringList parts = rest->split(QRegularExpression(QStringLiteral("[;；]")));
                Waiver waiver;
                waiver.owner = parts.value(0).trimmed();
                waiver.reason = parts.value(1).trimmed();
                waiver.expires = QDate::fromString(parts.value(2).trimmed(), Qt::ISODate);
                entry.waiver = waiver;
            }
        } else if (rest && !rest->isEmpty()) {
            entry.evidence = *rest;
        }
        return entry;
    }
    return std::nullopt;
}

Result<int> paste(Workspace& workspace, const QList<PastedCell>& cells)
{
    Context context(workspace);
    ChangeSet changes;
    QStringList problems;
    int changed = 0;
    for (const PastedCell& cell : cells) {
        const QString text = cell.text.trimmed();
        if (text.isEmpty())
            continue;
        auto criterion = context.criterion(cell.criterionId);
        if (!criterion)
            return criterion.error();
        const QString tier = criterion->value(QStringLiteral("tier")).toString();
        const QString name = context.cellName(cell.candidateId, cell.criterionId);
        if (tier == QLatin1String("gate")) {
            const auto entry = parseVerdict(text);
            if (!entry) {
                problems.append(Text::tr("%1: \"%2\" is not a verdict (P, F, U or W)").arg(name, text));
                continue;
            }
            auto change = verdictChange(context, cell.candidateId, cell.criterionId, *entry);
            if (!change) {
                problems.append(change.error().message);
                continue;
            }
            if (*change) {
                changes.append(**change);
                ++changed;
            }
        } else if (tier == QLatin1String("bonus")) {
            bool ok = false;
            const double score = QString(text).replace(u',', u'.').toDouble(&ok);
            if (!ok) {
                problems.append(Text::tr("%1: \"%2\" is not a score from 0 to 5").arg(name, text));
                continue;
            }
            auto scoreChange = scoreChanges(context, cell.candidateId, cell.criterionId, score);
            if (!scoreChange) {
                problems.append(scoreChange.error().message);
                continue;
            }
            if (!scoreChange->isEmpty()) {
                changes.append(*scoreChange);
                ++changed;
            }
        } else {
            problems.append(Text::tr("%1: deferred items take no verdict or score").arg(name));
        }
    }
    if (!problems.isEmpty()) {
        QString message = Text::tr("Nothing was pasted. %1").arg(problems.mid(0, 3).join(QStringLiteral("; ")));
        if (problems.size() > 3)
            message += u' ' + Text::tr("(and %n more)", nullptr, int(problems.size() - 3));
        return Error{Error::Kind::BadInput, message};
    }
    if (changes.isEmpty())
        return 0;
    if (auto r = workspace.execute(changes, Text::tr("Paste %n verdicts and scores", nullptr, changed)); !r)
        return r.error();
    return changed;
}

Result<qint64> attachFile(Workspace& workspace, const QString& candidateId, const QString& criterionId,
                          const QString& path)
{
    Context context(workspace);
    if (auto criterion = context.criterion(criterionId); !criterion)
        return criterion.error();
    if (auto candidate = context.candidate(candidateId); !candidate)
        return candidate.error();
    const QFileInfo info(path);
    if (!info.isFile())
        return Error{Error::Kind::Io, Text::tr("%1 is not a file that can be read.").arg(path)};
    const auto tooLarge = [&](qint64 size) {
        return Error{Error::Kind::BadInput,
                     Text::tr("%1 is %2 MiB; evidence files are limited to 20 MiB. Attach a smaller extract, or add a "
                              "link to where the file is kept.")
                         .arg(info.fileName(), QLocale().toString(double(size) / (1024.0 * 1024.0), 'f', 1))};
    };
    if (info.size() > kMaxFileBytes)
        return tooLarge(info.size());
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Kind::Io, Text::tr("Cannot read %1: %2").arg(path, file.errorString())};
    const QByteArray content = file.read(kMaxFileBytes + 1);
    if (content.size() > kMaxFileBytes)
        return tooLarge(content.size());
    const QString sha256 = QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());
    auto existing = files(workspace.storage(), candidateId, criterionId);
    if (!existing)
        return existing.error();
    for (const EvidenceFile& f : std::as_const(*existing)) {
        if (f.sha256 == sha256)
            return Error{Error::Kind::BadInput,
                         Text::tr("%1 is already attached to this cell as %2.").arg(info.fileName(), f.fileName)};
    }
    qint64 id = 0;
    if (auto r = workspace.storage().scan(kFiles, {QStringLiteral("id")},
                                          [&](const QVariantList& values) {
                                              id = qMax(id, values.at(0).toLongLong());
                                              return true;
                                          });
        !r)
        return r.error();
    ++id;
    const Row row{
        {QStringLiteral("id"), id},
        {QStringLiteral("candidate_id"), candidateId},
        {QStringLiteral("criterion_id"), criterionId},
        {QStringLiteral("file_name"), info.fileName()},
        {QStringLiteral("mime_type"), QMimeDatabase().mimeTypeForFileNameAndData(info.fileName(), content).name()},
        {QStringLiteral("size_bytes"), qint64(content.size())},
        {QStringLiteral("sha256"), sha256},
        {QStringLiteral("content"), content},
        {QStringLiteral("added_by"), context.actor()},
        {QStringLiteral("added_at"), context.now()}};
    const ChangeSet changes = withFileContentOutOfAudit({Change::insert(kFiles, {{QStringLiteral("id"), id}}, row)});
    if (auto r = workspace.execute(
            changes, Text::tr("Attach %1 to %2").arg(info.fileName(), context.cellName(candidateId, criterionId)));
        !r)
        return r.error();
    return id;
}

Result<void> removeFile(Workspace& workspace, qint64 fileId)
{
    auto rows = workspace.storage().select(kFiles, {{QStringLiteral("id"), fileId}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error{Error::Kind::Conflict, Text::tr("The evidence file %1 no longer exists").arg(fileId)};
    const Row& row = rows->first();
    Context context(workspace);
    const QString cell = context.cellName(row.value(QStringLiteral("candidate_id")).toString(),
                                          row.value(QStringLiteral("criterion_id")).toString());
    return workspace.execute(
        withFileContentOutOfAudit({Change::remove(kFiles, {{QStringLiteral("id"), fileId}}, row)}),
        Text::tr("Remove %1 from %2").arg(row.value(QStringLiteral("file_name")).toString(), cell));
}

Result<QList<EvidenceFile>> files(const Storage& storage, const QString& candidateId, const QString& criterionId)
{
    QList<EvidenceFile> list;
    // Scanned without the content column: listing a cell's files must not load their bytes.
    auto r = storage.scan(kFiles,
                          {QStringLiteral("id"), QStringLiteral("candidate_id"), QStringLiteral("criterion_id"),
                           QStringLiteral("file_name"), QStringLiteral("mime_type"), QStringLiteral("size_bytes"),
                           QStringLiteral("sha256"), QStringLiteral("added_by"), QStringLiteral("added_at")},
                          [&](const QVariantList& v) {
                              if (v.at(1).toString() == candidateId && v.at(2).toString() == criterionId)
                                  list.append({v.at(0).toLongLong(), candidateId, criterionId, v.at(3).toString(),
                                               v.at(4).toString(), v.at(5).toLongLong(), v.at(6).toString(),
                                               v.at(7).toString(), v.at(8).toString()});
                              return true;
                          });
    if (!r)
        return r.error();
    return list;
}

Result<QByteArray> fileContent(const Storage& storage, qint64 fileId)
{
    auto rows = storage.select(kFiles, {{QStringLiteral("id"), fileId}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error{Error::Kind::Conflict, Text::tr("The evidence file %1 no longer exists").arg(fileId)};
    return rows->first().value(QStringLiteral("content")).toByteArray();
}

Result<QString> existingReviewerId(const Storage& storage, const QString& name)
{
    auto rows = storage.select(kReviewers, {{QStringLiteral("name"), name}});
    if (!rows)
        return rows.error();
    return rows->isEmpty() ? QString() : rows->first().value(QStringLiteral("id")).toString();
}

Result<QString> reviewerId(const Storage& storage, const QString& name)
{
    auto existing = existingReviewerId(storage, name);
    if (!existing || !existing->isEmpty())
        return existing;
    QString stem = name.toLower();
    stem.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    stem.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    stem.truncate(40);
    if (stem.isEmpty()) // e.g. a Chinese name: stable, and still tells two names apart
        stem = QStringLiteral("reviewer-") +
               QString::fromLatin1(QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha1).toHex().left(8));
    QString id = stem;
    for (int n = 2;; ++n) {
        auto count = storage.count(kReviewers, {{QStringLiteral("id"), id}});
        if (!count)
            return count.error();
        if (*count == 0)
            return id;
        id = stem + u'-' + QString::number(n);
    }
}

Result<QString> pocWarning(const Storage& storage, QDate asOf, const QString& namesLanguage)
{
    auto input = loadDecisionInput(storage);
    if (!input)
        return input.error();
    const Decision decision = decide(*input, asOf);
    QSet<QString> withRuns;
    if (auto r = storage.scan(QStringLiteral("poc_runs"), {QStringLiteral("candidate_id")},
                              [&](const QVariantList& v) {
                                  withRuns.insert(v.at(0).toString());
                                  return true;
                              });
        !r)
        return r.error();
    QString language = namesLanguage;
    if (language.isEmpty()) {
        auto rows =
            storage.select(QStringLiteral("workspace_settings"), {{QStringLiteral("key"), QStringLiteral("language")}});
        if (!rows)
            return rows.error();
        language = rows->isEmpty() ? QStringLiteral("zh_CN") : rows->first().value(QStringLiteral("value")).toString();
    }
    QStringList names;
    for (const CandidateDecision& c : decision.candidates) {
        if (!c.status || *c.status == CandidateStatus::Eliminated)
            continue;
        const DecisionCandidate* candidate = input->candidate(c.candidateId);
        if (candidate && (candidate->inPoc || withRuns.contains(c.candidateId)))
            names.append(pickLanguage(candidate->nameZh, candidate->nameEn, language));
    }
    if (names.size() <= 3)
        return QString();
    return Text::tr(
               "%1 candidates still in the running are in the PoC (%2). The guide advises at most three, so that each "
               "one gets the same full workload and fault drills; consider leaving one out.")
        .arg(names.size())
        .arg(names.join(QStringLiteral(", ")));
}

Result<QString> pocWarning(const Storage& storage)
{
    return pocWarning(storage, QDate::currentDate());
}

ChangeSet withFileContentOutOfAudit(const ChangeSet& changes)
{
    ChangeSet result;
    const QString content = QStringLiteral("content");
    const QByteArray empty(""); // not null: the column is NOT NULL
    for (const Change& change : changes) {
        if (change.table != kFiles) {
            result.append(change);
            continue;
        }
        if (change.op == Change::Op::Insert && change.after.contains(content)) {
            Row row = change.after;
            const QVariant bytes = row.value(content);
            row.insert(content, empty);
            result.append(Change::insert(change.table, change.key, row));
            result.append(Change::update(change.table, change.key, {{content, empty}}, {{content, bytes}}));
        } else if (change.op == Change::Op::Remove && change.before.contains(content)) {
            Row row = change.before;
            const QVariant bytes = row.value(content);
            row.insert(content, empty);
            result.append(Change::update(change.table, change.key, {{content, bytes}}, {{content, empty}}));
            result.append(Change::remove(change.table, change.key, row));
        } else {
            result.append(change);
        }
    }
    return result;
}

} // namespace gatebench::assessments
