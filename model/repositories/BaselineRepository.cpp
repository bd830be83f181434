#include "repositories/BaselineRepository.h"
#include "repositories/ImportRepository.h"
#include "repositories/RowValues.h"
#include "repositories/SettingsRepository.h"
#include "storage/Schema.h"

#include "storage/CellBatch.h"
#include "storage/Storage.h"

#include "commands/Change.h"

#include <QCoreApplication>
#include <QSet>

#include <QHash>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

namespace gatebench {

namespace {

using rows::orNull;
using rows::pair;
using rows::putPair;
using rows::text;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::BaselineRepository)
};

const QString kTeams = QStringLiteral("teams");
const QString kPools = QStringLiteral("gpu_inventory");
const QString kJobs = QStringLiteral("baseline_jobs");
const QString kLosses = QStringLiteral("baseline_losses");
const QString kOwners = QStringLiteral("baseline_loss_owners");
const QString kTargets = QStringLiteral("baseline_targets");
const QString kId = QStringLiteral("id");

const QStringList& jobColumns()
{
    static const QStringList list{
        QStringLiteral("import_id"), QStringLiteral("job_key"),         QStringLiteral("team"),
        QStringLiteral("user_name"), QStringLiteral("task_type"),       QStringLiteral("gpu_type"),
        QStringLiteral("gpus"),      QStringLiteral("submit_utc"),      QStringLiteral("start_utc"),
        QStringLiteral("end_utc"),   QStringLiteral("outcome"),         QStringLiteral("failure_reason"),
        QStringLiteral("gpu_util"),  QStringLiteral("active_fraction"), QStringLiteral("requeues"),
        QStringLiteral("cluster")};
    return list;
}

const QString kReplacedBy = QStringLiteral("replaced_by");

constexpr std::array kOutcomes{std::pair{JobOutcome::Completed, "completed"}, std::pair{JobOutcome::Failed, "failed"},
                               std::pair{JobOutcome::Cancelled, "cancelled"}, std::pair{JobOutcome::Running, "running"},
                               std::pair{JobOutcome::Pending, "pending"}};

/// The same keys as views of known length (the job log's loader compares a million outcomes).
constexpr std::array<std::pair<JobOutcome, std::string_view>, kOutcomes.size()> outcomeViews()
{
    std::array<std::pair<JobOutcome, std::string_view>, kOutcomes.size()> views{};
    for (size_t i = 0; i < kOutcomes.size(); ++i)
        views[i] = {kOutcomes[i].first, std::string_view(kOutcomes[i].second)};
    return views;
}
constexpr auto kOutcomeViews = outcomeViews();

template <typename T>
std::optional<T> optionalOf(const QVariant& value)
{
    if (isNullValue(value))
        return std::nullopt;
    return value.value<T>();
}

/// A job from the values of `id` and jobColumns(), in that order.
Result<void> readJob(const QVariantList& v, JobRecord& job)
{
    job.id = v.at(0).toLongLong();
    job.importId = optionalOf<qint64>(v.at(1));
    job.jobKey = v.at(2).toString();
    job.team = v.at(3).toString();
    job.user = v.at(4).toString();
    job.taskType = v.at(5).toString();
    job.gpuType = v.at(6).toString();
    job.gpus = v.at(7).toDouble();
    job.submitUtc = v.at(8).toLongLong();
    job.startUtc = optionalOf<qint64>(v.at(9));
    job.endUtc = optionalOf<qint64>(v.at(10));
    const auto outcome = BaselineRepository::outcomeFromKey(v.at(11).toString());
    if (!outcome)
        return Error{Error::Kind::Integrity,
                     Text::tr("The job record %1 has an unknown outcome %2").arg(job.jobKey, v.at(11).toString())};
    job.outcome = *outcome;
    job.failureReason = v.at(12).toString();
    job.gpuUtil = optionalOf<double>(v.at(13));
    job.activeFraction = optionalOf<double>(v.at(14));
    job.requeues = v.at(15).toInt();
    job.cluster = v.at(16).toString();
    return {};
}

/// The conditions that leave out the jobs of undone imports (kept until purged, see
/// ImportRepository::setUndone) and the jobs a later record replaced, by an import that is not undone
/// (their `replaced_by`): every read of the job log carries them.
Result<QList<Condition>> shownJobs(const Storage& storage)
{
    const ImportRepository imports(storage);
    auto undone = imports.undoneIds();
    if (!undone)
        return undone.error();
    auto active = imports.activeIds();
    if (!active)
        return active.error();
    return QList<Condition>{{QStringLiteral("import_id"), Condition::Op::NotIn, *undone},
                            {kReplacedBy, Condition::Op::NotIn, *active}};
}

/// The same as sets, for reads that filter as they scan: the ids of the undone imports.
Result<QSet<qint64>> undoneSet(const Storage& storage)
{
    auto undone = ImportRepository(storage).undoneIds();
    if (!undone)
        return undone.error();
    QSet<qint64> set;
    for (const QVariant& id : std::as_const(*undone))
        set.insert(id.toLongLong());
    return set;
}

/// Whether a row of the import `importId` (none: its own), replaced by `replacedBy` (none: not), is
/// shown while the imports of `undone` are undone.
bool isShown(const QSet<qint64>& undone, std::optional<qint64> importId, std::optional<qint64> replacedBy)
{
    if (importId && undone.contains(*importId))
        return false;
    return !replacedBy || undone.contains(*replacedBy);
}

Result<QList<Condition>> conditionsOf(const Storage& storage, const JobFilter& filter)
{
    auto shown = shownJobs(storage);
    if (!shown)
        return shown.error();
    QList<Condition> where = *shown;
    if (filter.withoutTeam)
        where.append({QStringLiteral("team"), Condition::Op::Equal, emptyText()});
    else if (!filter.team.isEmpty())
        where.append({QStringLiteral("team"), Condition::Op::Equal, filter.team});
    if (!filter.taskType.isEmpty())
        where.append({QStringLiteral("task_type"), Condition::Op::Equal, filter.taskType});
    if (filter.outcome)
        where.append(
            {QStringLiteral("outcome"), Condition::Op::Equal, BaselineRepository::outcomeKey(*filter.outcome)});
    if (filter.submittedFrom)
        where.append({QStringLiteral("submit_utc"), Condition::Op::AtLeast, *filter.submittedFrom});
    if (filter.submittedBefore)
        where.append({QStringLiteral("submit_utc"), Condition::Op::Below, *filter.submittedBefore});
    return where;
}

Result<QStringList> distinctTexts(const Storage& storage, const QString& column)
{
    auto shown = shownJobs(storage);
    if (!shown)
        return shown.error();
    auto values = storage.distinct(kJobs, column, *shown);
    if (!values)
        return values.error();
    QStringList list;
    for (const QVariant& value : std::as_const(*values))
        list.append(value.toString());
    return list;
}

Result<void> insertEach(Storage& storage, const QString& table, const QList<Row>& rows)
{
    for (const Row& row : rows) {
        if (auto r = storage.insert(table, row); !r)
            return r.error();
    }
    return {};
}

std::optional<QDate> dateOf(const QVariant& value)
{
    if (isNullValue(value))
        return std::nullopt;
    const QDate day = QDate::fromString(value.toString(), Qt::ISODate);
    return day.isValid() ? std::optional<QDate>(day) : std::nullopt;
}

QVariant dateValue(const std::optional<QDate>& day)
{
    return day ? QVariant(day->toString(Qt::ISODate)) : QVariant();
}

Row poolRow(const GpuPool& pool)
{
    Row row{{QStringLiteral("pool"), nonNullText(pool.pool)},
            {QStringLiteral("gpu_type"), nonNullText(pool.gpuType)},
            {QStringLiteral("nodes"), pool.nodes},
            {QStringLiteral("gpus_per_node"), pool.gpusPerNode},
            {QStringLiteral("valid_from"), dateValue(pool.validFrom)},
            {QStringLiteral("valid_to"), dateValue(pool.validTo)}};
    putPair(row, "name", pool.name);
    return row;
}

GpuPool poolOf(const Row& row)
{
    GpuPool pool{row.value(kId).toLongLong(),
                 text(row, "pool"),
                 pair(row, "name"),
                 text(row, "gpu_type"),
                 row.value(QStringLiteral("nodes")).toInt(),
                 row.value(QStringLiteral("gpus_per_node")).toDouble(),
                 dateOf(row.value(QStringLiteral("valid_from"))),
                 dateOf(row.value(QStringLiteral("valid_to")))};
    return pool;
}

Row targetRow(const ImprovementTarget& t)
{
    return Row{{QStringLiteral("position"), t.position},
               {QStringLiteral("metric_key"), nonNullText(t.metric)},
               {QStringLiteral("grouping"), nonNullText(t.grouping)},
               {QStringLiteral("group_key"), nonNullText(t.groupKey)},
               {QStringLiteral("baseline_value"), orNull(t.baselineValue)},
               {QStringLiteral("target_value"), t.targetValue},
               {QStringLiteral("owner"), nonNullText(t.owner)},
               {QStringLiteral("loss_key"), nonNullText(t.lossKey)}};
}

ImprovementTarget targetOf(const Row& row)
{
    ImprovementTarget t;
    t.id = row.value(kId).toLongLong();
    t.position = row.value(QStringLiteral("position")).toInt();
    t.metric = text(row, "metric_key");
    t.grouping = text(row, "grouping");
    t.groupKey = text(row, "group_key");
    t.baselineValue = optionalOf<double>(row.value(QStringLiteral("baseline_value")));
    t.targetValue = row.value(QStringLiteral("target_value")).toDouble();
    t.owner = text(row, "owner");
    t.lossKey = text(row, "loss_key");
    return t;
}

Result<qint64> nextId(const Storage& storage, const QString& table)
{
    qint64 id = 1;
    auto r = storage.scan(table, {kId}, [&](const QVariantList& v) {
        id = std::max(id, v.at(0).toLongLong() + 1);
        return true;
    });
    if (!r)
        return r.error();
    return id;
}

Result<Row> storedRow(const Storage& storage, const QString& table, qint64 id, const QString& what)
{
    auto rows = storage.select(table, {{kId, id}});
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error{Error::Kind::Conflict, Text::tr("The %1 %2 no longer exists").arg(what).arg(id)};
    return rows->first();
}

} // namespace

QString BaselineRepository::outcomeKey(JobOutcome outcome)
{
    return rows::keyOf(kOutcomes, outcome);
}

std::optional<JobOutcome> BaselineRepository::outcomeFromKey(const QString& key)
{
    return rows::valueOf<JobOutcome>(kOutcomes, key);
}

Result<QList<Team>> BaselineRepository::teams() const
{
    auto rows = m_storage.select(kTeams, {}, {QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<Team> list;
    for (const Row& row : std::as_const(*rows))
        list.append({text(row, "id"), pair(row, "name"), optionalOf<double>(row.value(QStringLiteral("quota_gpus")))});
    return list;
}

Result<QList<GpuPool>> BaselineRepository::gpuPools() const
{
    auto rows = m_storage.select(kPools, {}, {QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<GpuPool> list;
    for (const Row& row : std::as_const(*rows))
        list.append(poolOf(row));
    return list;
}

Result<QList<BaselineLoss>> BaselineRepository::losses() const
{
    auto rows = m_storage.select(kLosses, {}, {QStringLiteral("position"), QStringLiteral("id")});
    if (!rows)
        return rows.error();
    QList<BaselineLoss> list;
    for (const Row& row : std::as_const(*rows))
        list.append({row.value(QStringLiteral("id")).toLongLong(), row.value(QStringLiteral("position")).toInt(),
                     pair(row, "title"), pair(row, "current"), pair(row, "source"), pair(row, "owner")});
    return list;
}

Result<QList<LossOwner>> BaselineRepository::lossOwners() const
{
    auto rows = m_storage.select(kOwners, {}, {QStringLiteral("loss_key")});
    if (!rows)
        return rows.error();
    QList<LossOwner> list;
    for (const Row& row : std::as_const(*rows))
        list.append({text(row, "loss_key"), text(row, "owner")});
    return list;
}

Result<QList<ImprovementTarget>> BaselineRepository::targets() const
{
    auto rows = m_storage.select(kTargets, {}, {QStringLiteral("position"), kId});
    if (!rows)
        return rows.error();
    QList<ImprovementTarget> list;
    for (const Row& row : std::as_const(*rows))
        list.append(targetOf(row));
    return list;
}

Result<std::optional<Change>> BaselineRepository::lossOwnerChange(const QString& lossKey, const QString& owner) const
{
    const Filter key{{QStringLiteral("loss_key"), lossKey}};
    auto rows = m_storage.select(kOwners, key);
    if (!rows)
        return rows.error();
    const QString wanted = owner.trimmed();
    if (rows->isEmpty()) {
        if (wanted.isEmpty())
            return std::optional<Change>();
        return std::optional<Change>(
            Change::insert(kOwners, key, {{QStringLiteral("loss_key"), lossKey}, {QStringLiteral("owner"), wanted}}));
    }
    const Row& stored = rows->first();
    if (wanted.isEmpty())
        return std::optional<Change>(Change::remove(kOwners, key, stored));
    if (text(stored, "owner") == wanted)
        return std::optional<Change>();
    return std::optional<Change>(Change::update(kOwners, key,
                                                {{QStringLiteral("owner"), stored.value(QStringLiteral("owner"))}},
                                                {{QStringLiteral("owner"), wanted}}));
}

Result<std::optional<Change>> BaselineRepository::quotaChange(const QString& teamId, std::optional<double> quota) const
{
    const Filter key{{kId, teamId}};
    auto rows = m_storage.select(kTeams, key);
    if (!rows)
        return rows.error();
    const QVariant wanted = orNull(quota);
    if (rows->isEmpty()) {
        if (!quota)
            return std::optional<Change>();
        Row row{{kId, teamId}, {QStringLiteral("quota_gpus"), wanted}};
        putPair(row, "name", {});
        return std::optional<Change>(Change::insert(kTeams, key, row));
    }
    const QVariant old = rows->first().value(QStringLiteral("quota_gpus"));
    if (isNullValue(old) == !quota && (!quota || old.toDouble() == *quota))
        return std::optional<Change>();
    return std::optional<Change>(
        Change::update(kTeams, key, {{QStringLiteral("quota_gpus"), old}}, {{QStringLiteral("quota_gpus"), wanted}}));
}

Result<Change> BaselineRepository::targetInsert(ImprovementTarget target) const
{
    auto id = nextId(m_storage, kTargets);
    if (!id)
        return id.error();
    target.id = *id;
    Row row = targetRow(target);
    row.insert(kId, target.id);
    return Change::insert(kTargets, {{kId, target.id}}, row);
}

qint64 BaselineRepository::insertedId(const Change& insert)
{
    return insert.key.value(kId).toLongLong();
}

Result<ChangeSet> BaselineRepository::targetUpdate(const ImprovementTarget& wanted,
                                                   const std::optional<ImprovementTarget>& shown) const
{
    auto stored = storedRow(m_storage, kTargets, wanted.id, Text::tr("improvement target"));
    if (!stored)
        return stored.error();
    // Expecting what the editor showed makes the workspace refuse a write over another's change.
    const Row current = shown ? targetRow(*shown) : *stored;
    return rows::updateTo(kTargets, {{kId, wanted.id}}, current, targetRow(wanted));
}

Result<Change> BaselineRepository::targetRemoval(qint64 id) const
{
    auto stored = storedRow(m_storage, kTargets, id, Text::tr("improvement target"));
    if (!stored)
        return stored.error();
    return Change::remove(kTargets, {{kId, id}}, *stored);
}

Result<Change> BaselineRepository::poolInsert(GpuPool pool) const
{
    auto id = nextId(m_storage, kPools);
    if (!id)
        return id.error();
    pool.id = *id;
    Row row = poolRow(pool);
    row.insert(kId, pool.id);
    return Change::insert(kPools, {{kId, pool.id}}, row);
}

Result<ChangeSet> BaselineRepository::poolUpdate(const GpuPool& wanted) const
{
    auto stored = storedRow(m_storage, kPools, wanted.id, Text::tr("GPU pool"));
    if (!stored)
        return stored.error();
    return rows::updateTo(kPools, {{kId, wanted.id}}, *stored, poolRow(wanted));
}

Result<Change> BaselineRepository::poolRemoval(qint64 id) const
{
    auto stored = storedRow(m_storage, kPools, id, Text::tr("GPU pool"));
    if (!stored)
        return stored.error();
    return Change::remove(kPools, {{kId, id}}, *stored);
}

Result<void> BaselineRepository::scanJobs(const std::function<bool(const JobRecord&)>& visit) const
{
    const QStringList columns = QStringList{QStringLiteral("id")} + jobColumns() + QStringList{kReplacedBy};
    auto hidden = undoneSet(m_storage); // the jobs of undone imports, and those replaced, are left out
    if (!hidden)
        return hidden.error();
    std::optional<Error> failure;
    auto r = m_storage.scan(kJobs, columns, [&](const QVariantList& v) {
        JobRecord job;
        if (auto read = readJob(v, job); !read) {
            failure = read.error();
            return false;
        }
        if (!isShown(*hidden, job.importId, optionalOf<qint64>(v.at(17))))
            return true;
        return visit(job);
    });
    if (!r)
        return r;
    if (failure)
        return *failure;
    return {};
}

Result<qint64> BaselineRepository::countJobs(const JobFilter& filter) const
{
    if (filter == JobFilter{}) {
        // The whole log, counted on the window's thread after every change: SQLite counts a table
        // through its smallest index, but a NOT IN over a million hidden rows reads every row (0.4 s).
        // What an undone import hid is its register's row count.
        auto all = m_storage.countWhere(kJobs, {});
        if (!all)
            return all.error();
        auto hidden = ImportRepository(m_storage).undoneRows();
        if (!hidden)
            return hidden.error();
        // And the rows a later record replaced (few, found by their partial index): those of imports
        // that are not undone, replaced by an import that is not undone either.
        auto undone = ImportRepository(m_storage).undoneIds();
        if (!undone)
            return undone.error();
        auto replaced = m_storage.countWhere(kJobs, {{kReplacedBy, Condition::Op::AtLeast, 0},
                                                     {kReplacedBy, Condition::Op::NotIn, *undone},
                                                     {QStringLiteral("import_id"), Condition::Op::NotIn, *undone}});
        if (!replaced)
            return replaced.error();
        return *all - *hidden - *replaced;
    }
    auto where = conditionsOf(m_storage, filter);
    if (!where)
        return where.error();
    return m_storage.countWhere(kJobs, *where);
}

Result<QList<JobRecord>> BaselineRepository::jobPage(const JobFilter& filter, bool newestFirst,
                                                     const std::optional<JobCursor>& after, qint64 skip,
                                                     int limit) const
{
    PageQuery query;
    query.columns = QStringList{QStringLiteral("id")} + jobColumns();
    auto where = conditionsOf(m_storage, filter);
    if (!where)
        return where.error();
    query.where = *where;
    query.orderBy = QStringLiteral("submit_utc");
    query.descending = newestFirst;
    if (after)
        query.after = {after->submitUtc, after->id};
    query.skip = skip;
    query.limit = limit;
    QList<JobRecord> jobs;
    std::optional<Error> failure;
    auto r = m_storage.page(kJobs, query, [&](const QVariantList& v) {
        JobRecord job;
        if (auto read = readJob(v, job); !read) {
            failure = read.error();
            return false;
        }
        jobs.append(job);
        return true;
    });
    if (!r)
        return r.error();
    if (failure)
        return *failure;
    return jobs;
}

bool BaselineRepository::jobsTouchedBy(const ChangeEvent& event)
{
    return event.touches(kJobs);
}

bool BaselineRepository::figuresTouchedBy(const ChangeEvent& event)
{
    return event.touches(kJobs) || event.touches(QStringLiteral("workspace_settings"));
}

Result<QStringList> BaselineRepository::jobTeams() const
{
    return distinctTexts(m_storage, QStringLiteral("team"));
}

Result<QStringList> BaselineRepository::jobTaskTypes() const
{
    return distinctTexts(m_storage, QStringLiteral("task_type"));
}

Result<void> BaselineRepository::insertTeams(Storage& storage, const QList<Team>& teams)
{
    QList<Row> rows;
    for (const Team& team : teams) {
        Row row{{QStringLiteral("id"), team.id}, {QStringLiteral("quota_gpus"), orNull(team.quotaGpus)}};
        putPair(row, "name", team.name);
        rows.append(row);
    }
    return insertEach(storage, kTeams, rows);
}

Result<void> BaselineRepository::insertGpuPools(Storage& storage, const QList<GpuPool>& pools)
{
    QList<Row> rows;
    for (const GpuPool& pool : pools) {
        Row row = poolRow(pool);
        if (pool.id > 0)
            row.insert(QStringLiteral("id"), pool.id);
        rows.append(row);
    }
    return insertEach(storage, kPools, rows);
}

Result<void> BaselineRepository::insertLosses(Storage& storage, const QList<BaselineLoss>& losses)
{
    // The columns of version 8 keep the evaluation's language, for the readers of that version.
    const bool english = SettingsRepository(storage).value(QLatin1String(schema::key::Language)) == QLatin1String("en");
    const auto single = [english](const Bilingual& text) { return nonNullText(english ? text.en : text.zh); };
    QList<Row> rows;
    for (const BaselineLoss& loss : losses) {
        Row row{{QStringLiteral("position"), loss.position},
                {QStringLiteral("title"), single(loss.title)},
                {QStringLiteral("current"), single(loss.current)},
                {QStringLiteral("source"), single(loss.source)},
                {QStringLiteral("owner"), single(loss.owner)}};
        putPair(row, "title", loss.title);
        putPair(row, "current", loss.current);
        putPair(row, "source", loss.source);
        putPair(row, "owner", loss.owner);
        if (loss.id > 0)
            row.insert(QStringLiteral("id"), loss.id);
        rows.append(row);
    }
    return insertEach(storage, kLosses, rows);
}

Change BaselineRepository::jobInserted(const JobRecord& job)
{
    const QStringList& columns = jobColumns();
    const QVariantList values{orNull(job.importId),
                              nonNullText(job.jobKey),
                              nonNullText(job.team),
                              nonNullText(job.user),
                              nonNullText(job.taskType),
                              nonNullText(job.gpuType),
                              job.gpus,
                              job.submitUtc,
                              orNull(job.startUtc),
                              orNull(job.endUtc),
                              outcomeKey(job.outcome),
                              nonNullText(job.failureReason),
                              orNull(job.gpuUtil),
                              orNull(job.activeFraction),
                              job.requeues,
                              nonNullText(job.cluster)};
    Row row;
    for (qsizetype i = 0; i < columns.size(); ++i) {
        // The import tags its rows (Workspace::executeImport): an untagged row has no import_id cell.
        if (i == 0 && !job.importId)
            continue;
        row.insert(columns.at(i), values.at(i));
    }
    return Change::insert(kJobs, {{QStringLiteral("job_key"), row.value(QStringLiteral("job_key"))}}, row);
}

Change BaselineRepository::jobReplaced(qint64 rowId, const JobRecord& stored, const JobRecord& job)
{
    Change inserted = jobInserted(job);
    Row after = inserted.after;
    after.remove(QStringLiteral("import_id")); // the row stays its import's: undoing that import removes it
    // Expected as the import read it: the same job, not replaced meanwhile (by another GateBench).
    const Row before{{QStringLiteral("job_key"), nonNullText(stored.jobKey)},
                     {QStringLiteral("submit_utc"), stored.submitUtc},
                     {kReplacedBy, QVariant()}};
    return Change::update(kJobs, {{kId, rowId}}, before, after);
}

Result<void> BaselineRepository::insertTargets(Storage& storage, const QList<ImprovementTarget>& targets)
{
    QList<Row> rows;
    for (const ImprovementTarget& target : targets) {
        Row row = targetRow(target);
        if (target.id > 0)
            row.insert(kId, target.id);
        rows.append(row);
    }
    return insertEach(storage, kTargets, rows);
}

Result<void> BaselineRepository::insertLossOwners(Storage& storage, const QList<LossOwner>& owners)
{
    QList<Row> rows;
    for (const LossOwner& owner : owners)
        rows.append({{QStringLiteral("loss_key"), owner.lossKey}, {QStringLiteral("owner"), owner.owner}});
    return insertEach(storage, kOwners, rows);
}

// ---- The typed bulk path of job records ---------------------------------------------------------

namespace {

/// The cells of the row id and jobColumns(), in that order.
constexpr int kJobCells = 17;
/// Where the row id, the import's id and the submit time are among those cells.
constexpr int kIdCell = 0;
constexpr int kImportCell = 1;
constexpr int kSubmitCell = 8;
/// Rows a batch of insertJobs(next) holds before it is written.
constexpr qsizetype kJobBatchRows = 4096;

/// The index of the job log by submit time, which an import may build after its rows.
const QString kSubmitIndex = QStringLiteral("baseline_jobs_submit");
/// A batch tells its order from this many rows on.
constexpr qsizetype kOrderSample = 1024;
/// A batch is far from submit order when at least one row in this many has an earlier submit time than
/// the row before it (a job log in job-id order has about one in 140, a shuffled one one in three).
constexpr qsizetype kDescentEvery = 8;
/// The index is built after the rows when the import writes at least one row for this many the table
/// held before it: building reads every row once, a row inserted at a random place of an index larger
/// than SQLite's cache costs a page read and write.
constexpr qint64 kRebuildFor = 8;

/// Before `cells` are written by an import: defers the job log's submit-time index to the commit when
/// the rows come far from submit order (a concatenated or shuffled log) and are not few against the
/// rows the table held before the import. In submit order, rows are appended at the index's end,
/// while the reading thread reads on; out of it, each lands on a page SQLite's cache has most likely
/// let go, and an import of a million jobs took four times as long.
Result<void> deferSubmitIndexWhenShuffled(Storage& storage, const CellBatch& cells)
{
    const qsizetype n = cells.rowCount();
    if (n < kOrderSample || cells.isNull(0, kImportCell) || cells.isNull(0, kIdCell) || cells.isNull(n - 1, kIdCell))
        return {};
    qsizetype descents = 0;
    for (qsizetype row = 1; row < n; ++row) {
        if (cells.integer(row, kSubmitCell) < cells.integer(row - 1, kSubmitCell))
            ++descents;
    }
    if (descents * kDescentEvery < n)
        return {};
    // The import's first row (its rows get ascending ids after those the table held): the table held
    // at most the ids below it.
    const qint64 importId = cells.integer(0, kImportCell);
    qint64 first = cells.integer(0, kIdCell);
    auto scanned = storage.scanCells(kJobs, {kId}, 1,
                                     [&](const CellBatch& found) {
                                         if (found.rowCount() > 0)
                                             first = std::min(first, found.integer(0, 0));
                                         return false;
                                     },
                                     {{QStringLiteral("import_id"), Condition::Op::Equal, importId}});
    if (!scanned)
        return scanned;
    const qint64 held = first - 1;
    const qint64 written = cells.integer(n - 1, kIdCell) - first + 1;
    if (written * kRebuildFor < held)
        return {};
    auto deferred = storage.deferIndex(kJobs, kSubmitIndex);
    if (!deferred)
        return deferred.error();
    return {};
}

const char* outcomeUtf8(JobOutcome outcome)
{
    for (const auto& [value, key] : kOutcomes) {
        if (value == outcome)
            return key;
    }
    return "completed";
}

} // namespace

struct JobRows::Impl {
    CellBatch cells{kJobCells};
    /// UTF-8 of texts seen before, by the address of their characters: the readers intern the
    /// labels that repeat, so that address identifies them. The entry holds a copy of the QString,
    /// which keeps those characters alive and unchanged (an implicitly shared QString never changes
    /// in place), so an address can never stand for another text.
    struct Converted {
        QString text;
        std::string utf8;
    };
    QHash<const QChar*, Converted> converted;
    /// The texts converted last, by their address (a slot holds a text of `converted`, kept alive
    /// there, and is emptied with it): most labels end here after one comparison, without the
    /// hash table's lookup.
    struct Recent {
        const QChar* at = nullptr;
        qsizetype size = -1;
        std::string utf8;
    };
    std::array<Recent, 64> recent;
    std::string scratch;

    /// Adds `text` as UTF-8 (never NULL: an empty text for a null one).
    void addText(const QString& text)
    {
        const qsizetype n = text.size();
        const char16_t* p = reinterpret_cast<const char16_t*>(text.constData());
        scratch.resize(size_t(n));
        for (qsizetype i = 0; i < n; ++i) {
            if (p[i] >= 0x80) {
                const QByteArray utf8 = text.toUtf8();
                cells.addText(std::string_view(utf8.constData(), size_t(utf8.size())));
                return;
            }
            scratch[size_t(i)] = char(p[i]);
        }
        cells.addText(scratch);
    }
    /// The same for a text that repeats.
    void addLabel(const QString& text)
    {
        if (text.isEmpty()) {
            cells.addText(std::string_view());
            return;
        }
        Recent& slot = recent[(quintptr(text.constData()) >> 4) % recent.size()];
        if (slot.at == text.constData() && slot.size == text.size()) {
            cells.addText(slot.utf8);
            return;
        }
        const auto it = converted.constFind(text.constData());
        if (it != converted.cend() && it->text.size() == text.size()) {
            cells.addText(it->utf8);
            slot = Recent{it.key(), text.size(), it->utf8};
            return;
        }
        if (converted.size() >= 4096) {
            converted.clear(); // texts that do not repeat after all: keep the memory bounded
            recent.fill(Recent{});
        }
        const QByteArray utf8 = text.toUtf8();
        cells.addText(std::string_view(utf8.constData(), size_t(utf8.size())));
        const auto added = converted.insert(text.constData(), Converted{text, utf8.toStdString()});
        slot = Recent{added.key(), text.size(), added->utf8};
    }
};

JobRows::JobRows()
    : d(std::make_unique<Impl>())
{
    d->cells.reserve(kJobBatchRows);
}

JobRows::~JobRows() = default;

void JobRows::append(const JobRecord& job, std::optional<qint64> importId, std::optional<qint64> rowId)
{
    CellBatch& c = d->cells;
    c.addInteger(rowId);
    c.addInteger(importId ? importId : job.importId);
    d->addText(job.jobKey);
    d->addLabel(job.team);
    d->addLabel(job.user);
    d->addLabel(job.taskType);
    d->addLabel(job.gpuType);
    c.addReal(job.gpus);
    c.addInteger(job.submitUtc);
    c.addInteger(job.startUtc);
    c.addInteger(job.endUtc);
    c.addText(outcomeUtf8(job.outcome));
    d->addLabel(job.failureReason);
    c.addReal(job.gpuUtil);
    c.addReal(job.activeFraction);
    c.addInteger(qint64(job.requeues));
    d->addLabel(job.cluster);
}

qsizetype JobRows::size() const
{
    return d->cells.rowCount();
}

void JobRows::clear()
{
    d->cells.clear();
}

const CellBatch& JobRows::cells() const
{
    return d->cells;
}

Result<qint64> BaselineRepository::insertJobs(Storage& storage, const JobRows& rows)
{
    // A NULL id lets storage choose the row's id (slower than a given one: see insertJobs(next)).
    static const QStringList columns = QStringList{kId} + jobColumns();
    if (auto r = deferSubmitIndexWhenShuffled(storage, rows.cells()); !r)
        return r.error();
    return storage.insertCells(kJobs, columns, rows.cells());
}

Result<qint64> BaselineRepository::markReplaced(Storage& storage, const std::vector<qint64>& rowIds, qint64 importId)
{
    // One statement for many ids (one UPDATE a row cost a statement, and on a server three round trips,
    // for each job replaced).
    return storage.updateEach(kJobs, kId, rowIds, {{kReplacedBy, QVariant()}}, {{kReplacedBy, importId}});
}

Result<void> BaselineRepository::unmarkReplaced(Storage& storage, qint64 importId)
{
    auto n = storage.update(kJobs, {{kReplacedBy, importId}}, {{kReplacedBy, QVariant()}});
    if (!n)
        return n.error();
    return {};
}

Result<void> BaselineRepository::scanJobKeys(const std::function<bool(const StoredJobKey&)>& visit) const
{
    static const QStringList columns{kId,
                                     QStringLiteral("cluster"),
                                     QStringLiteral("job_key"),
                                     QStringLiteral("submit_utc"),
                                     QStringLiteral("start_utc"),
                                     QStringLiteral("outcome")};
    auto shown = shownJobs(m_storage);
    if (!shown)
        return shown.error();
    return m_storage.scanCells(
        kJobs, columns, 4096,
        [&](const CellBatch& b) {
            StoredJobKey key;
            for (qsizetype row = 0; row < b.rowCount(); ++row) {
                key.id = b.integer(row, 0);
                key.cluster = b.text(row, 1);
                key.jobKey = b.text(row, 2);
                key.submitUtc = b.integer(row, 3);
                key.started = !b.isNull(row, 4);
                const std::string_view outcome = b.text(row, 5);
                key.ended = outcome == "completed" || outcome == "failed" || outcome == "cancelled";
                if (!visit(key))
                    return false;
            }
            return true;
        },
        *shown);
}

Result<qint64> BaselineRepository::insertJobs(Storage& storage, const std::function<bool(JobRecord&)>& next)
{
    // The ids follow the highest: SQLite appends a row of a given, ascending id as fast as one whose id
    // it chooses, and faster than one given a NULL id.
    auto range = BaselineRepository(storage).jobIdRange();
    if (!range)
        return range.error();
    qint64 id = *range ? (*range)->second : 0;
    JobRows rows;
    qint64 written = 0;
    const auto flush = [&]() -> Result<void> {
        auto n = insertJobs(storage, rows);
        if (!n)
            return n.error();
        written += *n;
        rows.clear();
        return {};
    };
    for (;;) {
        JobRecord job;
        if (!next(job))
            break;
        rows.append(job, std::nullopt, ++id);
        if (rows.size() >= kJobBatchRows) {
            if (auto r = flush(); !r)
                return r.error();
        }
    }
    if (auto r = flush(); !r)
        return r.error();
    return written;
}

Result<std::optional<std::pair<qint64, qint64>>> BaselineRepository::jobIdRange() const
{
    const auto idAtEnd = [&](bool descending) -> Result<std::optional<qint64>> {
        PageQuery query;
        query.columns = {QStringLiteral("id")};
        query.descending = descending;
        query.limit = 1;
        std::optional<qint64> id;
        auto r = m_storage.page(kJobs, query, [&](const QVariantList& v) {
            id = v.value(0).toLongLong();
            return false;
        });
        if (!r)
            return r.error();
        return id;
    };
    auto first = idAtEnd(false);
    if (!first)
        return first.error();
    auto last = idAtEnd(true);
    if (!last)
        return last.error();
    if (!*first || !*last)
        return std::optional<std::pair<qint64, qint64>>{};
    return std::optional<std::pair<qint64, qint64>>{std::pair{**first, **last}};
}

Result<void> BaselineRepository::scanJobViews(const std::function<bool(const StoredJobView&)>& visit,
                                              std::optional<qint64> fromId, std::optional<qint64> belowId) const
{
    // The jobs of undone imports, and those replaced, are left out as every read of the job log does.
    auto undone = undoneSet(m_storage);
    if (!undone)
        return undone.error();
    const QSet<qint64>& hidden = *undone;
    // Only the columns this log needs: the import of each row when an import is undone, what
    // replaced it when any row is replaced (found by the partial index, at once). Two columns less
    // of every row are about a tenth of the loading (SQLite decodes the record up to the last
    // column read, and each cell goes through the C API).
    auto replacedRows = m_storage.countWhere(kJobs, {{kReplacedBy, Condition::Op::AtLeast, 0}});
    if (!replacedRows)
        return replacedRows.error();
    QStringList columns{QStringLiteral("id"),        QStringLiteral("team"),
                        QStringLiteral("task_type"), QStringLiteral("gpu_type"),
                        QStringLiteral("gpus"),      QStringLiteral("submit_utc"),
                        QStringLiteral("start_utc"), QStringLiteral("end_utc"),
                        QStringLiteral("outcome"),   QStringLiteral("failure_reason"),
                        QStringLiteral("gpu_util"),  QStringLiteral("active_fraction")};
    int importColumn = -1;
    int replacedColumn = -1;
    if (!hidden.isEmpty()) {
        importColumn = int(columns.size());
        columns.append(QStringLiteral("import_id"));
    }
    if (*replacedRows > 0) {
        replacedColumn = int(columns.size());
        columns.append(kReplacedBy);
    }
    std::optional<Error> failure;
    const auto optionalInteger = [](const CellBatch& b, qsizetype r, int c) -> std::optional<qint64> {
        if (b.isNull(r, c))
            return std::nullopt;
        return b.integer(r, c);
    };
    const auto optionalReal = [](const CellBatch& b, qsizetype r, int c) -> std::optional<double> {
        if (b.isNull(r, c))
            return std::nullopt;
        return b.real(r, c);
    };
    QList<Condition> range;
    if (fromId)
        range.append(Condition{QStringLiteral("id"), Condition::Op::AtLeast, *fromId});
    if (belowId)
        range.append(Condition{QStringLiteral("id"), Condition::Op::Below, *belowId});
    auto r = m_storage.scanCells(
        kJobs, columns, 4096,
        [&](const CellBatch& b) {
            StoredJobView job;
            for (qsizetype row = 0; row < b.rowCount(); ++row) {
                if (importColumn >= 0 && !b.isNull(row, importColumn) && hidden.contains(b.integer(row, importColumn)))
                    continue; // of an undone import
                if (replacedColumn >= 0 && !b.isNull(row, replacedColumn) &&
                    !hidden.contains(b.integer(row, replacedColumn)))
                    continue; // replaced by a later record

                job.id = b.integer(row, 0);
                job.team = b.text(row, 1);
                job.taskType = b.text(row, 2);
                job.gpuType = b.text(row, 3);
                job.gpus = b.real(row, 4);
                job.submitUtc = b.integer(row, 5);
                job.startUtc = optionalInteger(b, row, 6);
                job.endUtc = optionalInteger(b, row, 7);
                const std::string_view outcome = b.text(row, 8);
                bool known = false;
                for (const auto& [value, key] : kOutcomeViews) {
                    if (outcome == key) {
                        job.outcome = value;
                        known = true;
                        break;
                    }
                }
                if (!known) {
                    failure = Error{Error::Kind::Integrity,
                                    Text::tr("The job record %1 has an unknown outcome %2")
                                        .arg(job.id)
                                        .arg(QString::fromUtf8(outcome.data(), qsizetype(outcome.size())))};
                    return false;
                }
                job.failureReason = b.text(row, 9);
                job.gpuUtil = optionalReal(b, row, 10);
                job.activeFraction = optionalReal(b, row, 11);
                if (!visit(job))
                    return false;
            }
            return true;
        },
        range);
    if (!r)
        return r;
    if (failure)
        return *failure;
    return {};
}

} // namespace gatebench
