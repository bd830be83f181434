#include "repositories/AssessmentRepository.h"
#include "repositories/RowValues.h"

#include "decision/DecisionKeys.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

using rows::text;

/// The translation context of these messages when they were part of the decision engine's loader,
/// kept so that their translations still apply (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecisionEngine)
};

const QString kAssessments = QStringLiteral("assessments");
const QString kScores = QStringLiteral("bonus_scores");
const QString kFiles = QStringLiteral("evidence_files");
const QString kId = QStringLiteral("id");
const QString kScore = QStringLiteral("score");
const QString kUpdatedAt = QStringLiteral("updated_at");

Filter cellKey(const QString& candidateId, const QString& criterionId)
{
    return {{QStringLiteral("candidate_id"), candidateId}, {QStringLiteral("criterion_id"), criterionId}};
}

Filter scoreKey(const QString& candidateId, const QString& criterionId, const QString& reviewerId)
{
    Filter key = cellKey(candidateId, criterionId);
    key.insert(QStringLiteral("reviewer_id"), reviewerId);
    return key;
}

/// Two stored values alike as a committee reads them (NULL only like NULL, else as text).
bool sameValue(const QVariant& a, const QVariant& b)
{
    const bool nullA = a.isNull() || !a.isValid();
    const bool nullB = b.isNull() || !b.isValid();
    if (nullA || nullB)
        return nullA == nullB;
    return a.toString() == b.toString();
}

/// The columns of an assessment in the order fromValues() reads them.
const QStringList kAssessmentColumns{
    QStringLiteral("candidate_id"),    QStringLiteral("criterion_id"),  QStringLiteral("verdict"),
    QStringLiteral("waiver_owner"),    QStringLiteral("waiver_reason"), QStringLiteral("waiver_expires"),
    QStringLiteral("evidence"),        QStringLiteral("links"),         QStringLiteral("override_verdict"),
    QStringLiteral("override_reason"), QStringLiteral("override_by"),   QStringLiteral("override_at"),
    QStringLiteral("reviewer"),        QStringLiteral("updated_at")};
/// The columns of a bonus score in the order scoreFromValues() reads them.
const QStringList kScoreColumns{QStringLiteral("candidate_id"), QStringLiteral("criterion_id"),
                                QStringLiteral("reviewer_id"),  QStringLiteral("score"),
                                QStringLiteral("consensus"),    QStringLiteral("note"),
                                QStringLiteral("updated_at")};

BonusScore scoreFromValues(const QVariantList& v)
{
    return {v.at(0).toString(),   v.at(1).toString(), v.at(2).toString(), v.at(3).toDouble(),
            v.at(4).toInt() != 0, v.at(5).toString(), v.at(6).toString()};
}

EvidenceFile fileFromRow(const Row& row)
{
    return {
        row.value(kId).toLongLong(), text(row, "candidate_id"), text(row, "criterion_id"),
        text(row, "file_name"),      text(row, "mime_type"),    row.value(QStringLiteral("size_bytes")).toLongLong(),
        text(row, "sha256"),         text(row, "added_by"),     text(row, "added_at")};
}

} // namespace

Row AssessmentRepository::toRow(const Assessment& a)
{
    return {{QStringLiteral("candidate_id"), a.candidateId},
            {QStringLiteral("criterion_id"), a.criterionId},
            {QStringLiteral("verdict"), verdictKey(a.verdict)},
            {QStringLiteral("waiver_owner"), nonNullText(a.waiver.owner)},
            {QStringLiteral("waiver_reason"), nonNullText(a.waiver.reason)},
            {QStringLiteral("waiver_expires"),
             a.waiver.expires.isValid() ? QVariant(a.waiver.expires.toString(Qt::ISODate)) : QVariant()},
            {QStringLiteral("evidence"), nonNullText(a.evidence)},
            {QStringLiteral("links"), nonNullText(a.links)},
            {QStringLiteral("override_verdict"),
             a.override.verdict ? QVariant(verdictKey(*a.override.verdict)) : QVariant()},
            {QStringLiteral("override_reason"), nonNullText(a.override.reason)},
            {QStringLiteral("override_by"), nonNullText(a.override.by)},
            {QStringLiteral("override_at"), nonNullText(a.override.at)},
            {QStringLiteral("reviewer"), nonNullText(a.reviewer)},
            {kUpdatedAt, nonNullText(a.updatedAt)}};
}

Result<Assessment> AssessmentRepository::fromRow(const Row& row)
{
    QVariantList values;
    values.reserve(kAssessmentColumns.size());
    for (const QString& column : kAssessmentColumns)
        values.append(row.value(column));
    return fromValues(values);
}

Result<Assessment> AssessmentRepository::fromValues(const QVariantList& v)
{
    Assessment a;
    a.candidateId = v.at(0).toString();
    a.criterionId = v.at(1).toString();
    const QString verdictText = v.at(2).toString();
    const auto verdict = verdictFromKey(verdictText);
    if (!verdict)
        return makeError(Error::Kind::Integrity, Text::tr("The assessment of %1 on %2 has an unknown verdict %3")
                                                     .arg(a.candidateId, a.criterionId, verdictText));
    a.verdict = *verdict;
    a.waiver = {v.at(3).toString(), v.at(4).toString(), QDate::fromString(v.at(5).toString(), Qt::ISODate)};
    a.evidence = v.at(6).toString();
    a.links = v.at(7).toString();
    const QString overrideKey = v.at(8).toString();
    if (!overrideKey.isEmpty()) {
        const auto overridden = verdictFromKey(overrideKey);
        if (!overridden || (*overridden != GateVerdict::Pass && *overridden != GateVerdict::Fail))
            return makeError(Error::Kind::Integrity, Text::tr("The assessment of %1 on %2 has an unknown verdict %3")
                                                         .arg(a.candidateId, a.criterionId, overrideKey));
        a.override.verdict = *overridden;
    }
    a.override.reason = v.at(9).toString();
    a.override.by = v.at(10).toString();
    a.override.at = v.at(11).toString();
    a.reviewer = v.at(12).toString();
    a.updatedAt = v.at(13).toString();
    return a;
}

Result<std::optional<Assessment>> AssessmentRepository::find(const QString& candidateId,
                                                             const QString& criterionId) const
{
    auto rows = m_storage.select(kAssessments, cellKey(candidateId, criterionId));
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<Assessment>{};
    auto assessment = fromRow(rows->first());
    if (!assessment)
        return assessment.error();
    return std::optional<Assessment>{*assessment};
}

Result<QList<Assessment>> AssessmentRepository::all() const
{
    // Streamed, not selected: a row map of every cell of 200 candidates x 1,200 gates held at once took
    // seconds and hundreds of MB for each reader of the whole matrix (the report has several).
    QList<Assessment> list;
    std::optional<Error> failed;
    auto scanned = scanPresent(kAssessments, kAssessmentColumns, [&](const QVariantList& values) {
        auto assessment = fromValues(values);
        if (!assessment) {
            failed = assessment.error();
            return false;
        }
        list.append(std::move(*assessment));
        return true;
    });
    if (!scanned)
        return scanned.error();
    if (failed)
        return *failed;
    return list;
}

Result<QList<BonusScore>> AssessmentRepository::allScores() const
{
    QList<BonusScore> list;
    auto scanned = scanPresent(kScores, kScoreColumns, [&](const QVariantList& values) {
        list.append(scoreFromValues(values));
        return true;
    });
    if (!scanned)
        return scanned.error();
    return list;
}

Result<void> AssessmentRepository::scanPresent(const QString& table, const QStringList& columns,
                                               const std::function<bool(const QVariantList&)>& visit) const
{
    // A file of an older version read as it is (a read-only command) lacks the later columns: they
    // read as empty, as a row map's missing key does.
    const QStringList present = m_storage.columns(table);
    QStringList read;
    QList<qsizetype> at;
    for (qsizetype i = 0; i < columns.size(); ++i) {
        if (present.contains(columns.at(i))) {
            read.append(columns.at(i));
            at.append(i);
        }
    }
    QVariantList values(columns.size());
    return m_storage.scan(table, read, [&](const QVariantList& row) {
        for (qsizetype j = 0; j < at.size(); ++j)
            values[at.at(j)] = row.at(j);
        return visit(values);
    });
}

Result<qint64> AssessmentRepository::count() const
{
    return m_storage.count(kAssessments);
}

Result<qint64> AssessmentRepository::scoreCount() const
{
    return m_storage.count(kScores);
}

Result<QList<BonusScore>> AssessmentRepository::scoresBy(const QString& reviewerId) const
{
    return scoresWhere({{QStringLiteral("reviewer_id"), reviewerId}});
}

Result<QList<BonusScore>> AssessmentRepository::scores(const QString& candidateId, const QString& criterionId) const
{
    return scoresWhere({{QStringLiteral("candidate_id"), candidateId}, {QStringLiteral("criterion_id"), criterionId}});
}

Result<QList<BonusScore>> AssessmentRepository::scoresWhere(const Filter& filter) const
{
    auto rows = m_storage.select(kScores, filter);
    if (!rows)
        return rows.error();
    QList<BonusScore> list;
    for (const Row& row : std::as_const(*rows))
        list.append({text(row, "candidate_id"), text(row, "criterion_id"), text(row, "reviewer_id"),
                     row.value(QStringLiteral("score")).toDouble(), row.value(QStringLiteral("consensus")).toInt() != 0,
                     text(row, "note"), text(row, "updated_at")});
    return list;
}

bool AssessmentRepository::gridTouchedBy(const ChangeEvent& event)
{
    // The PoC runs and scenarios decide the metric gates (their verdicts are computed on every read).
    for (const char* table : {"candidates", "criteria", "assessments", "bonus_scores", "reviewers", "recusals",
                              "consensus_scores", "poc_runs", "poc_scenarios", "scoring_rounds",
                              "round_cells"}) { // a round sealed or revealed changes what the grid shows
        if (event.touches(QLatin1String(table)))
            return true;
    }
    return false;
}

bool AssessmentRepository::evidenceTouchedBy(const ChangeEvent& event)
{
    return gridTouchedBy(event) || event.touches(kFiles);
}

Result<std::optional<Change>> AssessmentRepository::cellChange(const Assessment& wanted, const QString& reviewer,
                                                               const QString& at, int parts,
                                                               const std::optional<Assessment>& shown) const
{
    const Filter key = cellKey(wanted.candidateId, wanted.criterionId);
    auto rows = m_storage.select(kAssessments, key);
    if (!rows)
        return rows.error();
    const bool stored = !rows->isEmpty();
    Assessment blank;
    blank.candidateId = wanted.candidateId;
    blank.criterionId = wanted.criterionId;
    const Row base = stored ? rows->first() : toRow(blank);
    QStringList expectedColumns;
    if (shown && (parts & VerdictPart))
        expectedColumns << QStringLiteral("verdict") << QStringLiteral("waiver_owner")
                        << QStringLiteral("waiver_reason") << QStringLiteral("waiver_expires");
    if (shown && (parts & NotePart))
        expectedColumns << QStringLiteral("evidence") << QStringLiteral("links");
    const Row seen = shown ? toRow(*shown) : Row();
    const QStringList stamps{QStringLiteral("reviewer"), kUpdatedAt};
    Row target = toRow(wanted);
    Row before;
    Row after;
    bool stale = false;
    for (auto it = target.cbegin(); it != target.cend(); ++it) {
        if (stamps.contains(it.key()))
            continue;
        if (expectedColumns.contains(it.key()) && !sameValue(base.value(it.key()), seen.value(it.key()))) {
            // Changed by someone else since the view showed it: expect what it showed.
            before.insert(it.key(), seen.value(it.key()));
            after.insert(it.key(), it.value());
            stale = true;
        } else if (!sameValue(base.value(it.key()), it.value())) {
            before.insert(it.key(), base.value(it.key()));
            after.insert(it.key(), it.value());
        }
    }
    if (after.isEmpty())
        return std::optional<Change>();
    for (const QString& stamp : stamps) {
        const QString value = stamp == kUpdatedAt ? at : reviewer;
        before.insert(stamp, base.value(stamp));
        after.insert(stamp, value);
        target.insert(stamp, value);
    }
    if (!stored && !stale)
        return std::optional<Change>(Change::insert(kAssessments, key, target));
    return std::optional<Change>(Change::update(kAssessments, key, before, after));
}

Result<ChangeSet> AssessmentRepository::scoreChange(const QString& candidateId, const QString& criterionId,
                                                    const QString& reviewerId, std::optional<double> score,
                                                    const QString& at,
                                                    const std::optional<std::optional<double>>& shown,
                                                    const std::optional<QString>& note) const
{
    const QString kNote = QStringLiteral("note");
    const Filter key = scoreKey(candidateId, criterionId, reviewerId);
    auto rows = m_storage.select(kScores, key);
    if (!rows)
        return rows.error();
    const std::optional<Row> current = rows->isEmpty() ? std::nullopt : std::optional<Row>(rows->first());
    Row fresh = key;
    if (score) {
        fresh.insert(kScore, *score);
        fresh.insert(QStringLiteral("consensus"), 0);
        fresh.insert(kNote, nonNullText(note.value_or(QString())));
        fresh.insert(kUpdatedAt, at);
    }
    const std::optional<double> stored =
        current ? std::optional<double>(current->value(kScore).toDouble()) : std::nullopt;
    if (shown && *shown != stored) {
        // Set, changed or cleared by someone else since the view showed it: the change expects the
        // score shown, which the file no longer holds, and the workspace refuses it.
        const QVariant expected = *shown ? QVariant(**shown) : QVariant();
        if (!score) {
            Row row = current.value_or(key);
            row.insert(kScore, expected);
            return ChangeSet{Change::remove(kScores, key, row)};
        }
        if (!*shown)
            return ChangeSet{Change::insert(kScores, key, fresh)};
        return ChangeSet{Change::update(
            kScores, key, {{kScore, expected}, {kUpdatedAt, current ? current->value(kUpdatedAt) : QVariant()}},
            {{kScore, *score}, {kUpdatedAt, at}})};
    }
    if (!score) {
        if (current)
            return ChangeSet{Change::remove(kScores, key, *current)};
        return ChangeSet{};
    }
    if (!current)
        return ChangeSet{Change::insert(kScores, key, fresh)};
    const bool noteChanges = note && current->value(kNote).toString() != *note;
    if (current->value(kScore).toDouble() != *score || noteChanges) {
        Row before{{kScore, current->value(kScore)}, {kUpdatedAt, current->value(kUpdatedAt)}};
        Row after{{kScore, *score}, {kUpdatedAt, at}};
        if (noteChanges) {
            before.insert(kNote, current->value(kNote));
            after.insert(kNote, nonNullText(*note));
        }
        return ChangeSet{Change::update(kScores, key, before, after)};
    }
    return ChangeSet{};
}

Result<QList<EvidenceFile>> AssessmentRepository::files(const QString& candidateId, const QString& criterionId) const
{
    QList<EvidenceFile> list;
    // Scanned without the content column: listing a cell's files must not load their bytes.
    auto r = m_storage.scan(kFiles,
                            {kId, QStringLiteral("candidate_id"), QStringLiteral("criterion_id"),
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

Result<QList<EvidenceFile>> AssessmentRepository::allFiles() const
{
    QList<EvidenceFile> list;
    auto r = m_storage.scan(kFiles,
                            {kId, QStringLiteral("candidate_id"), QStringLiteral("criterion_id"),
                             QStringLiteral("file_name"), QStringLiteral("mime_type"), QStringLiteral("size_bytes"),
                             QStringLiteral("sha256"), QStringLiteral("added_by"), QStringLiteral("added_at")},
                            [&](const QVariantList& v) {
                                list.append({v.at(0).toLongLong(), v.at(1).toString(), v.at(2).toString(),
                                             v.at(3).toString(), v.at(4).toString(), v.at(5).toLongLong(),
                                             v.at(6).toString(), v.at(7).toString(), v.at(8).toString()});
                                return true;
                            });
    if (!r)
        return r.error();
    return list;
}

AssessmentRepository::FileColumns AssessmentRepository::fileColumns()
{
    return {kFiles, kId, QStringLiteral("file_name"), QStringLiteral("content")};
}

Result<std::optional<EvidenceFile>> AssessmentRepository::file(qint64 id) const
{
    auto rows = m_storage.select(kFiles, {{kId, id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<EvidenceFile>();
    return std::optional<EvidenceFile>(fileFromRow(rows->first()));
}

Result<std::optional<QByteArray>> AssessmentRepository::fileContent(qint64 id) const
{
    auto rows = m_storage.select(kFiles, {{kId, id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<QByteArray>();
    return std::optional<QByteArray>(rows->first().value(QStringLiteral("content")).toByteArray());
}

Result<qint64> AssessmentRepository::lastFileId() const
{
    qint64 id = 0;
    if (auto r = m_storage.scan(kFiles, {kId},
                                [&](const QVariantList& values) {
                                    id = qMax(id, values.at(0).toLongLong());
                                    return true;
                                });
        !r)
        return r.error();
    return id;
}

ChangeSet AssessmentRepository::attach(const EvidenceFile& f, const QByteArray& content)
{
    const Row row{{kId, f.id},
                  {QStringLiteral("candidate_id"), f.candidateId},
                  {QStringLiteral("criterion_id"), f.criterionId},
                  {QStringLiteral("file_name"), f.fileName},
                  {QStringLiteral("mime_type"), f.mimeType},
                  {QStringLiteral("size_bytes"), f.size},
                  {QStringLiteral("sha256"), f.sha256},
                  {QStringLiteral("content"), content},
                  {QStringLiteral("added_by"), f.addedBy},
                  {QStringLiteral("added_at"), f.addedAt}};
    return withFileContentOutOfAudit({Change::insert(kFiles, {{kId, f.id}}, row)});
}

Result<std::optional<ChangeSet>> AssessmentRepository::detach(qint64 id) const
{
    auto rows = m_storage.select(kFiles, {{kId, id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return std::optional<ChangeSet>();
    return std::optional<ChangeSet>(withFileContentOutOfAudit({Change::remove(kFiles, {{kId, id}}, rows->first())}));
}

ChangeSet AssessmentRepository::withFileContentOutOfAudit(const ChangeSet& changes)
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

Result<void> AssessmentRepository::insertAssessments(Storage& storage, const QList<Assessment>& assessments)
{
    for (const Assessment& a : assessments) {
        Row row{{QStringLiteral("candidate_id"), a.candidateId},
                {QStringLiteral("criterion_id"), a.criterionId},
                {QStringLiteral("verdict"), verdictKey(a.verdict)},
                {QStringLiteral("waiver_owner"), nonNullText(a.waiver.owner)},
                {QStringLiteral("waiver_reason"), nonNullText(a.waiver.reason)},
                {QStringLiteral("waiver_expires"),
                 a.waiver.expires.isValid() ? QVariant(a.waiver.expires.toString(Qt::ISODate)) : QVariant()},
                {QStringLiteral("evidence"), nonNullText(a.evidence)},
                {QStringLiteral("links"), nonNullText(a.links)},
                {QStringLiteral("reviewer"), nonNullText(a.reviewer)},
                {QStringLiteral("updated_at"), nonNullText(a.updatedAt)}};
        if (auto r = storage.insert(QStringLiteral("assessments"), row); !r)
            return r.error();
    }
    return {};
}

Result<void> AssessmentRepository::insertScores(Storage& storage, const QList<BonusScore>& scores)
{
    for (const BonusScore& s : scores) {
        const Row row{
            {QStringLiteral("candidate_id"), s.candidateId},         {QStringLiteral("criterion_id"), s.criterionId},
            {QStringLiteral("reviewer_id"), s.reviewerId},           {QStringLiteral("score"), s.score},
            {QStringLiteral("consensus"), s.consensus ? 1 : 0},      {QStringLiteral("note"), nonNullText(s.note)},
            {QStringLiteral("updated_at"), nonNullText(s.updatedAt)}};
        if (auto r = storage.insert(QStringLiteral("bonus_scores"), row); !r)
            return r.error();
    }
    return {};
}

} // namespace gatebench
