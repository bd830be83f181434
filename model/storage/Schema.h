#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace gatebench::schema {

/// `PRAGMA application_id` of every GateBench workspace ("GBen"): tells our files from any other
/// SQLite file.
inline constexpr int kApplicationId = 0x4742656E;

/// The schema version this build writes: one logical version for every back end (SQLite keeps it
/// in `PRAGMA user_version`), the number of the last step.
int currentVersion();

/// The write mark (version 18, storage/JournalCheck.h): its table and the statements that read it,
/// count a write in it, and give it a new base (bound: the base).
inline constexpr auto kWriteMarkTable = "write_mark";
inline constexpr int kWriteMarkVersion = 18;
inline constexpr auto kReadWriteMark = "SELECT write_base, write_count FROM main.write_mark WHERE id = 1";
inline constexpr auto kCountWrite = "UPDATE main.write_mark SET write_count = write_count + 1 WHERE id = 1";
inline constexpr auto kRebaseWriteMark =
    "UPDATE main.write_mark SET write_base = ?, write_count = write_count + 1 WHERE id = 1";

/// The audit log (version 1) and the trigger that refuses an entry without its chain hash (version 20):
/// a copy of an evaluation (Storage::insertCopied) lets its entries from before the chain pass it.
inline constexpr auto kAuditLogTable = "audit_log";
inline constexpr auto kChainedTrigger = "audit_log_chained";
inline constexpr int kChainVersion = 20;

/// The tables of the job log, which may hold millions of rows: a read-only open does not check
/// them page by page before reading (the reports that use them read them in full, and a damaged
/// page met on the way ends the read as damaged); every other table is checked on every open.
QStringList bulkTables();

/// The back ends a schema step is written for.
enum class Backend { Sqlite, Postgres };

/// One step of the logical schema: it takes an evaluation from version `version - 1` to `version`
/// on every back end. What it does is said once; its statements are written for each back end
/// (Schema.cpp). Step 1 creates the schema from nothing. Steps are append-only: a released step
/// never changes, on any back end.
struct Step {
    int version = 0;
    const char* does = ""; ///< what the step does, in a line (for people reading the code and logs)
    QStringList sqlite;
    QStringList postgres; ///< empty: not written for PostgreSQL yet (its back end refuses the step)

    /// The step's statements for `backend` (empty: not written for it).
    const QStringList& statements(Backend backend) const { return backend == Backend::Postgres ? postgres : sqlite; }
};

/// Every step, in version order: steps().at(i).version == i + 1, and the last is currentVersion().
const QList<Step>& steps();

/// The statements of the step that takes an evaluation from version `to - 1` to `to` on `backend`;
/// empty for a version this build does not know, or a step not written for `backend` yet.
QStringList upgradeStep(int to, Backend backend = Backend::Sqlite);

/// The settings keys of the `workspace_settings` table.
namespace key {
inline constexpr auto Title = "title";
inline constexpr auto Organisation = "organisation";
inline constexpr auto Currency = "currency";
inline constexpr auto TimeZone = "time_zone";
inline constexpr auto Language = "language";
inline constexpr auto WeekdayDayStart = "weekday_day_start_hour";
inline constexpr auto WeekdayDayEnd = "weekday_day_end_hour"; ///< exclusive: 19 = until 18:59
/// The committee's analysis window, first and last day (YYYY-MM-DD, inclusive, cluster time zone);
/// missing: the window the job records span (model/baseline).
inline constexpr auto AnalysisWindowStart = "analysis_window_start";
inline constexpr auto AnalysisWindowEnd = "analysis_window_end";
inline constexpr auto AsOf = "as_of";
/// How TCO totals are stated: "included" (含税, the default) or "excluded" (不含税).
inline constexpr auto TcoTaxBasis = "tco_tax_basis";
/// The tax rate of a cost line that states none (decimal text, "0.06" is 6 %; default 0).
inline constexpr auto TcoTaxRate = "tco_tax_rate";
/// The volumes unit costs divide by (DOMAIN.md "Unit costs"): one decimal number for every year, or
/// three separated by commas (years 1, 2, 3). Successful experiment runs, successful model versions,
/// inference requests.
inline constexpr auto TcoVolumeExperiments = "tco_volume_experiments";
inline constexpr auto TcoVolumeModelVersions = "tco_volume_model_versions";
inline constexpr auto TcoVolumeInferenceRequests = "tco_volume_inference_requests";
/// The committee's own TCO cost categories beside the template's, one a line.
inline constexpr auto TcoOwnCategories = "tco_own_categories";
/// The spread (max - min of a cell's revealed bonus scores) at which a cell is flagged for the
/// committee to settle (decimal text, default 2; EvaluationSettings::spreadFlagPoints).
inline constexpr auto SpreadFlagPoints = "spread_flag_points";
inline constexpr auto Simulated = "simulated";
inline constexpr auto CreatedWith = "created_with";
inline constexpr auto WorkspaceId = "workspace_id";
/// The what-if load exported for a candidate: this prefix and the candidate's id; the value a compact
/// JSON object (whatif/LoadExport.h ExportRecord).
inline constexpr auto WhatifExportPrefix = "whatif_export:";
} // namespace key

} // namespace gatebench::schema
