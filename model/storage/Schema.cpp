// The logical schema of an evaluation: one version for every back end, so that `gatebench info` reports
// the same number for a file and for a server, and a copy from one to the other keeps every row.
//
// The rule: each step (see steps() at the end) is a version, what it does, and its statements written
// for each back end. A new step is written for each back end, in the same change: the same tables,
// columns, keys, constraints, indexes and triggers, in each back end's own words (for PostgreSQL:
// exact decimals stay text, REAL becomes double precision, INTEGER bigint, every text column
// COLLATE "C"), so that what is stored and how it sorts does not depend on the back end. Steps are
// append-only: a released step never changes on any back end. The SQLite statements below are also
// the schema check of every opening of a file (SqliteStorage::expectedSchema runs them in memory and
// compares the file's stored SQL with theirs), so they stay exactly as released. Every step is written
// for PostgreSQL too (below the SQLite steps); a back end never takes a step that has no statements
// for it.

#include "storage/Schema.h"

namespace gatebench::schema {

namespace {

// Version 1: the whole evaluation. Conventions: text ids are stable ASCII keys chosen by the
// template or the user; times are UTC (ISO 8601 text for human-scale records, integer Unix
// seconds for job records, which must stay compact at a million rows); money is exact decimal
// text, never REAL; bilingual texts are *_zh / *_en column pairs.
const char* const kStep1[] = {
    R"(CREATE TABLE workspace_settings (
        key   TEXT PRIMARY KEY NOT NULL,
        value TEXT NOT NULL) WITHOUT ROWID)",

    R"(CREATE TABLE reviewers (
        id        TEXT PRIMARY KEY NOT NULL,
        name      TEXT NOT NULL,
        role      TEXT NOT NULL DEFAULT '',
        simulated INTEGER NOT NULL DEFAULT 0 CHECK (simulated IN (0, 1)),
        UNIQUE (name)))",

    R"(CREATE TABLE candidates (
        id               TEXT PRIMARY KEY NOT NULL CHECK (length(id) BETWEEN 1 AND 64),
        position         INTEGER NOT NULL DEFAULT 0,
        origin           TEXT NOT NULL DEFAULT 'custom' CHECK (origin IN ('template', 'custom')),
        name_zh          TEXT NOT NULL DEFAULT '',
        name_en          TEXT NOT NULL DEFAULT '',
        vendor_zh        TEXT NOT NULL DEFAULT '',
        vendor_en        TEXT NOT NULL DEFAULT '',
        route            TEXT NOT NULL DEFAULT 'other' CHECK (route IN ('hardware_ecosystem',
                             'gpu_orchestration', 'enterprise_container', 'cloud_managed', 'open_source',
                             'status_quo', 'other')),
        deployment       TEXT NOT NULL DEFAULT 'on_prem' CHECK (deployment IN ('on_prem', 'cloud', 'hybrid')),
        consider_zh      TEXT NOT NULL DEFAULT '',
        consider_en      TEXT NOT NULL DEFAULT '',
        verify_first_zh  TEXT NOT NULL DEFAULT '',
        verify_first_en  TEXT NOT NULL DEFAULT '',
        risks_zh         TEXT NOT NULL DEFAULT '',
        risks_en         TEXT NOT NULL DEFAULT '',
        lock_in_zh       TEXT NOT NULL DEFAULT '',
        lock_in_en       TEXT NOT NULL DEFAULT '',
        tco_template     TEXT NOT NULL DEFAULT 'self_built' CHECK (tco_template IN ('on_prem_product', 'cloud',
                             'self_built')),
        as_of            TEXT NOT NULL DEFAULT '',
        sources_zh       TEXT NOT NULL DEFAULT '',
        sources_en       TEXT NOT NULL DEFAULT '',
        aliases          TEXT NOT NULL DEFAULT '',
        notes            TEXT NOT NULL DEFAULT '',
        shortlisted      INTEGER NOT NULL DEFAULT 1 CHECK (shortlisted IN (0, 1)),
        set_aside_reason TEXT NOT NULL DEFAULT '',
        in_poc           INTEGER NOT NULL DEFAULT 0 CHECK (in_poc IN (0, 1)),
        CHECK (shortlisted = 1 OR length(set_aside_reason) > 0)))",

    R"(CREATE TABLE criteria (
        id                TEXT PRIMARY KEY NOT NULL CHECK (length(id) BETWEEN 1 AND 64),
        position          INTEGER NOT NULL DEFAULT 0,
        tier              TEXT NOT NULL CHECK (tier IN ('gate', 'bonus', 'deferred')),
        category          TEXT NOT NULL DEFAULT '',
        title_zh          TEXT NOT NULL DEFAULT '',
        title_en          TEXT NOT NULL DEFAULT '',
        description_zh    TEXT NOT NULL DEFAULT '',
        description_en    TEXT NOT NULL DEFAULT '',
        owner_role_zh     TEXT NOT NULL DEFAULT '',
        owner_role_en     TEXT NOT NULL DEFAULT '',
        acceptance_zh     TEXT NOT NULL DEFAULT '',
        acceptance_en     TEXT NOT NULL DEFAULT '',
        evidence_required INTEGER NOT NULL DEFAULT 0 CHECK (evidence_required IN (0, 1)),
        weight            REAL CHECK (weight IS NULL OR weight >= 0),
        review_date       TEXT,
        metric_rule       TEXT))",
    "CREATE INDEX criteria_tier ON criteria (tier, position)",

    // One row per candidate x criterion that has been assessed. Gate rows carry the verdict;
    // bonus scores are per reviewer in bonus_scores. A waiver is only ever over an Unknown gate,
    // which the schema cannot see, so the rule lives in the model; what it can see it checks.
    R"(CREATE TABLE assessments (
        candidate_id   TEXT NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        criterion_id   TEXT NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        verdict        TEXT NOT NULL DEFAULT 'unknown' CHECK (verdict IN ('pass', 'fail', 'unknown', 'waived')),
        waiver_owner   TEXT NOT NULL DEFAULT '',
        waiver_reason  TEXT NOT NULL DEFAULT '',
        waiver_expires TEXT,
        evidence       TEXT NOT NULL DEFAULT '',
        links          TEXT NOT NULL DEFAULT '',
        computed_value TEXT,
        override_reason TEXT NOT NULL DEFAULT '',
        reviewer       TEXT NOT NULL DEFAULT '',
        updated_at     TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (candidate_id, criterion_id),
        CHECK (verdict <> 'waived' OR (length(waiver_owner) > 0 AND length(waiver_reason) > 0
                                       AND waiver_expires IS NOT NULL))) WITHOUT ROWID)",
    "CREATE INDEX assessments_criterion ON assessments (criterion_id)",

    R"(CREATE TABLE bonus_scores (
        candidate_id TEXT NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        criterion_id TEXT NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        reviewer_id  TEXT NOT NULL REFERENCES reviewers (id) ON DELETE CASCADE ON UPDATE CASCADE,
        score        REAL NOT NULL CHECK (score >= 0 AND score <= 5),
        consensus    INTEGER NOT NULL DEFAULT 0 CHECK (consensus IN (0, 1)),
        note         TEXT NOT NULL DEFAULT '',
        updated_at   TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (candidate_id, criterion_id, reviewer_id)) WITHOUT ROWID)",

    R"(CREATE TABLE evidence_files (
        id           INTEGER PRIMARY KEY,
        candidate_id TEXT NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        criterion_id TEXT NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        file_name    TEXT NOT NULL,
        mime_type    TEXT NOT NULL DEFAULT 'application/octet-stream',
        size_bytes   INTEGER NOT NULL CHECK (size_bytes >= 0),
        sha256       TEXT NOT NULL,
        content      BLOB NOT NULL,
        added_by     TEXT NOT NULL DEFAULT '',
        added_at     TEXT NOT NULL DEFAULT ''))",
    "CREATE INDEX evidence_files_cell ON evidence_files (candidate_id, criterion_id)",

    // Every import, so that rows can name the import they came from (and undo can remove them).
    R"(CREATE TABLE imports (
        id         INTEGER PRIMARY KEY,
        kind       TEXT NOT NULL,
        file_name  TEXT NOT NULL,
        sha256     TEXT NOT NULL,
        row_count  INTEGER NOT NULL,
        actor      TEXT NOT NULL DEFAULT '',
        at_utc     TEXT NOT NULL))",

    R"(CREATE TABLE poc_scenarios (
        id             TEXT PRIMARY KEY NOT NULL,
        position       INTEGER NOT NULL DEFAULT 0,
        kind           TEXT NOT NULL CHECK (kind IN ('standard', 'drill')),
        title_zh       TEXT NOT NULL DEFAULT '',
        title_en       TEXT NOT NULL DEFAULT '',
        description_zh TEXT NOT NULL DEFAULT '',
        description_en TEXT NOT NULL DEFAULT '',
        min_runs       INTEGER NOT NULL DEFAULT 1 CHECK (min_runs >= 0)))",

    R"(CREATE TABLE poc_runs (
        id                    INTEGER PRIMARY KEY,
        candidate_id          TEXT NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        scenario_id           TEXT NOT NULL REFERENCES poc_scenarios (id) ON DELETE CASCADE ON UPDATE CASCADE,
        run_no                INTEGER NOT NULL DEFAULT 1,
        started_at            TEXT,
        submit_to_available_s REAL,
        queue_s               REAL,
        success               INTEGER CHECK (success IN (0, 1)),
        gpu_hours             REAL,
        operation_steps       INTEGER,
        manual_interventions  INTEGER,
        recovery_s            REAL,
        self_diagnosed        INTEGER CHECK (self_diagnosed IN (0, 1)),
        notes                 TEXT NOT NULL DEFAULT '',
        import_id             INTEGER REFERENCES imports (id) ON DELETE SET NULL))",
    "CREATE INDEX poc_runs_cell ON poc_runs (candidate_id, scenario_id)",

    R"(CREATE TABLE teams (
        id      TEXT PRIMARY KEY NOT NULL,
        name_zh TEXT NOT NULL DEFAULT '',
        name_en TEXT NOT NULL DEFAULT ''))",

    R"(CREATE TABLE gpu_inventory (
        id            INTEGER PRIMARY KEY,
        pool          TEXT NOT NULL,
        name_zh       TEXT NOT NULL DEFAULT '',
        name_en       TEXT NOT NULL DEFAULT '',
        gpu_type      TEXT NOT NULL,
        nodes         INTEGER NOT NULL CHECK (nodes >= 0),
        gpus_per_node REAL NOT NULL CHECK (gpus_per_node >= 0)))",

    // Sized for millions of rows: integer UTC seconds, no per-row foreign keys on free-text
    // labels, and only the indexes the baseline statistics need (window scans and group-bys
    // stream over submit order).
    R"(CREATE TABLE baseline_jobs (
        id              INTEGER PRIMARY KEY,
        import_id       INTEGER REFERENCES imports (id) ON DELETE CASCADE,
        job_key         TEXT NOT NULL,
        team            TEXT NOT NULL DEFAULT '',
        user_name       TEXT NOT NULL DEFAULT '',
        task_type       TEXT NOT NULL DEFAULT 'unspecified',
        gpu_type        TEXT NOT NULL DEFAULT '',
        gpus            REAL NOT NULL DEFAULT 0 CHECK (gpus >= 0),
        submit_utc      INTEGER NOT NULL,
        start_utc       INTEGER,
        end_utc         INTEGER,
        outcome         TEXT NOT NULL CHECK (outcome IN ('completed', 'failed', 'cancelled', 'running', 'pending')),
        failure_reason  TEXT NOT NULL DEFAULT '',
        gpu_util        REAL CHECK (gpu_util IS NULL OR (gpu_util >= 0 AND gpu_util <= 1)),
        active_fraction REAL CHECK (active_fraction IS NULL OR (active_fraction >= 0 AND active_fraction <= 1)),
        requeues        INTEGER NOT NULL DEFAULT 0))",
    "CREATE INDEX baseline_jobs_submit ON baseline_jobs (submit_utc)",
    "CREATE INDEX baseline_jobs_import ON baseline_jobs (import_id)",

    R"(CREATE TABLE tco_scenarios (
        id                TEXT PRIMARY KEY NOT NULL,
        candidate_id      TEXT NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        template_scenario TEXT NOT NULL,
        multiplier        TEXT NOT NULL DEFAULT '1',
        peak_months       TEXT NOT NULL DEFAULT ''))",
    "CREATE INDEX tco_scenarios_candidate ON tco_scenarios (candidate_id)",

    R"(CREATE TABLE tco_lines (
        id                 INTEGER PRIMARY KEY,
        candidate_id       TEXT NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        scenario_id        TEXT REFERENCES tco_scenarios (id) ON DELETE CASCADE ON UPDATE CASCADE,
        category           TEXT NOT NULL,
        description_zh     TEXT NOT NULL DEFAULT '',
        description_en     TEXT NOT NULL DEFAULT '',
        kind               TEXT NOT NULL CHECK (kind IN ('recurring', 'one_off', 'staff')),
        quantity           TEXT NOT NULL DEFAULT '1',
        unit_price         TEXT NOT NULL DEFAULT '0',
        currency           TEXT NOT NULL DEFAULT 'CNY',
        periods_per_year   INTEGER NOT NULL DEFAULT 12,
        growth             TEXT NOT NULL DEFAULT '0',
        year               INTEGER CHECK (year IS NULL OR year BETWEEN 1 AND 3),
        fte                TEXT,
        loaded_annual_cost TEXT,
        tax_included       INTEGER NOT NULL DEFAULT 0 CHECK (tax_included IN (0, 1)),
        import_id          INTEGER REFERENCES imports (id) ON DELETE SET NULL))",
    "CREATE INDEX tco_lines_candidate ON tco_lines (candidate_id, scenario_id)",

    R"(CREATE TABLE fx_rates (
        currency TEXT PRIMARY KEY NOT NULL,
        rate     TEXT NOT NULL) WITHOUT ROWID)",

    R"(CREATE TABLE decision_record (
        id             INTEGER PRIMARY KEY,
        as_of          TEXT NOT NULL,
        recommended    TEXT REFERENCES candidates (id) ON DELETE SET NULL ON UPDATE CASCADE,
        alternative    TEXT REFERENCES candidates (id) ON DELETE SET NULL ON UPDATE CASCADE,
        risks          TEXT NOT NULL DEFAULT '',
        assumptions    TEXT NOT NULL DEFAULT '',
        acceptance     TEXT NOT NULL DEFAULT '',
        exit_path      TEXT NOT NULL DEFAULT '',
        signed_by      TEXT NOT NULL DEFAULT '',
        signed_at      TEXT))",

    R"(CREATE TABLE baseline_losses (
        id         INTEGER PRIMARY KEY,
        position   INTEGER NOT NULL DEFAULT 0,
        title      TEXT NOT NULL,
        current    TEXT NOT NULL DEFAULT '',
        source     TEXT NOT NULL DEFAULT '',
        owner      TEXT NOT NULL DEFAULT ''))",

    // The audit log. Its name and columns are part of the file format: committees query it with
    // the sqlite3 shell. Rows are only ever appended.
    R"(CREATE TABLE audit_log (
        seq       INTEGER PRIMARY KEY,
        at_utc    TEXT NOT NULL,
        actor     TEXT NOT NULL,
        action    TEXT NOT NULL,
        entity    TEXT NOT NULL,
        entity_id TEXT NOT NULL DEFAULT '',
        field     TEXT NOT NULL DEFAULT '',
        old_value TEXT,
        new_value TEXT,
        detail    TEXT NOT NULL DEFAULT ''))",
    "CREATE INDEX audit_log_entity ON audit_log (entity, entity_id)",
    R"(CREATE TRIGGER audit_log_append_only_update BEFORE UPDATE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END)",
    R"(CREATE TRIGGER audit_log_append_only_delete BEFORE DELETE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END)",
};

// Version 2: named column-mapping presets of the import path.
const char* const kStep2[] = {
    R"(CREATE TABLE mapping_presets (
        id         INTEGER PRIMARY KEY,
        kind       TEXT NOT NULL,
        name       TEXT NOT NULL,
        definition TEXT NOT NULL,
        UNIQUE (kind, name)))",
};

// Version 3: vendor questionnaire answers. One row per candidate and question (a criterion id, or
// the id of a commercial question of the template, whose criterion_id is NULL); a re-import replaces
// the answer in place, so the unique index is the row's natural key.
const char* const kStep3[] = {
    R"(CREATE TABLE vendor_answers (
        id           INTEGER PRIMARY KEY,
        candidate_id TEXT NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        question_id  TEXT NOT NULL,
        criterion_id TEXT REFERENCES criteria (id) ON DELETE SET NULL ON UPDATE CASCADE,
        question     TEXT NOT NULL,
        answer       TEXT NOT NULL DEFAULT '',
        link         TEXT NOT NULL DEFAULT '',
        import_id    INTEGER REFERENCES imports (id) ON DELETE SET NULL))",
    "CREATE INDEX vendor_answers_cell ON vendor_answers (candidate_id, criterion_id)",
    "CREATE UNIQUE INDEX vendor_answers_question ON vendor_answers (candidate_id, question_id)",
};

// Version 4: every workspace has an identity, so that a journal of another workspace lying beside the
// file is recognised before SQLite applies it (the demo's identity is derived from its seed).
const char* const kStep4[] = {
    R"(INSERT OR IGNORE INTO workspace_settings (key, value) VALUES ('workspace_id', lower(hex(randomblob(16)))))",
};

// ---- Version 5 (issue 8, the bulk write path) ------------------------------------------------
// Every row an import adds names its import, so that undo and redo of a whole import run in the
// database (DELETE / INSERT ... WHERE import_id = ?) without reading the rows: candidates and
// criteria get the column the other imported tables already have, and every import_id an index.
// criterion_id gets an index where it had none, so that removing criteria (an undone import)
// does not scan those tables once per criterion for the foreign keys.
const char* const kStep5[] = {
    "ALTER TABLE candidates ADD COLUMN import_id INTEGER REFERENCES imports (id) ON DELETE SET NULL",
    "ALTER TABLE criteria ADD COLUMN import_id INTEGER REFERENCES imports (id) ON DELETE SET NULL",
    "CREATE INDEX candidates_import ON candidates (import_id)",
    "CREATE INDEX criteria_import ON criteria (import_id)",
    "CREATE INDEX vendor_answers_import ON vendor_answers (import_id)",
    "CREATE INDEX poc_runs_import ON poc_runs (import_id)",
    "CREATE INDEX tco_lines_import ON tco_lines (import_id)",
    "CREATE INDEX bonus_scores_criterion ON bonus_scores (criterion_id)",
    "CREATE INDEX evidence_files_criterion ON evidence_files (criterion_id)",
    "CREATE INDEX vendor_answers_criterion ON vendor_answers (criterion_id)",
};
// ---- end of version 5 ----------------------------------------------------------------------

// Version 6 (issue 9, a questionnaire a vendor can receive): a requirement keeps the question the
// vendors are asked apart from the committee's acceptance rule and rubric, which never go out.
// Existing requirements get none; the questionnaire then asks from the title alone.
const char* const kStep6[] = {
    "ALTER TABLE criteria ADD COLUMN vendor_question_zh TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE criteria ADD COLUMN vendor_question_en TEXT NOT NULL DEFAULT ''",
};
// ---- end of version 6 ----------------------------------------------------------------------

// ---- Version 7 (issue 10, PoC results) --------------------------------------------------------
// A PoC run as testers and vendors report it: the run id their file gives, the four times (submitted,
// first resources allocated, result or service ready, finished; UTC ISO 8601 text), the outcome with
// its failure reason (a cancelled run is neither a success nor a failure), and where it came from:
// source file, line and the file's SHA-256. run_no and success stay for files and queries of
// version 5; success mirrors outcome (NULL for a cancelled run). Scenarios get their aliases, one a
// line, as candidates have theirs.
const char* const kStep7[] = {
    "ALTER TABLE poc_runs ADD COLUMN run_id TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE poc_runs ADD COLUMN submitted_at TEXT",
    "ALTER TABLE poc_runs ADD COLUMN available_at TEXT",
    "ALTER TABLE poc_runs ADD COLUMN finished_at TEXT",
    "ALTER TABLE poc_runs ADD COLUMN outcome TEXT CHECK (outcome IN ('success', 'failure', 'cancelled'))",
    "ALTER TABLE poc_runs ADD COLUMN failure_reason TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE poc_runs ADD COLUMN source_file TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE poc_runs ADD COLUMN source_line INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE poc_runs ADD COLUMN source_sha256 TEXT NOT NULL DEFAULT ''",
    R"(UPDATE poc_runs SET run_id = CAST(run_no AS TEXT),
        outcome = CASE success WHEN 1 THEN 'success' WHEN 0 THEN 'failure' END)",
    "ALTER TABLE poc_scenarios ADD COLUMN aliases TEXT NOT NULL DEFAULT ''",
};
// ---- end of version 7 ----------------------------------------------------------------------

// ---- Version 8 (issue 10, workflow coverage) -------------------------------------------------
// How each candidate covers each step of the model-development chain (one row per candidate and
// step; a step without a row has not been recorded), and the steps the committee holds essential
// (a row per essential step), whose gaps the key-workflow gate cites as evidence.
const char* const kStep8[] = {
    R"(CREATE TABLE workflow_coverage (
        candidate_id           TEXT NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        step                   TEXT NOT NULL CHECK (step IN ('data_preparation', 'experiment', 'training',
                                   'evaluation', 'registration', 'deployment', 'monitoring', 'rollback')),
        mode                   TEXT NOT NULL DEFAULT 'none' CHECK (mode IN ('managed', 'manual', 'none')),
        owning_team_zh         TEXT NOT NULL DEFAULT '',
        owning_team_en         TEXT NOT NULL DEFAULT '',
        permission_boundary_zh TEXT NOT NULL DEFAULT '',
        permission_boundary_en TEXT NOT NULL DEFAULT '',
        note                   TEXT NOT NULL DEFAULT '',
        import_id              INTEGER REFERENCES imports (id) ON DELETE SET NULL,
        PRIMARY KEY (candidate_id, step)))",
    "CREATE INDEX workflow_coverage_import ON workflow_coverage (import_id)",
    R"(CREATE TABLE workflow_essential_steps (
        step TEXT PRIMARY KEY NOT NULL CHECK (step IN ('data_preparation', 'experiment', 'training',
                 'evaluation', 'registration', 'deployment', 'monitoring', 'rollback'))) WITHOUT ROWID)",
};
// ---- end of version 8 ----------------------------------------------------------------------

// Version 9: the chair's override of a verdict computed from the PoC runs (a metric gate). The
// computed verdict is never stored (it is derived from the runs on every read); the override is,
// with its reason, who and when. `computed_value` and `override_reason` of version 1 were never
// written before; `override_reason` now holds the override's reason.
const char* const kStep9[] = {
    "ALTER TABLE assessments ADD COLUMN override_verdict TEXT CHECK (override_verdict IN ('pass', 'fail'))",
    "ALTER TABLE assessments ADD COLUMN override_by TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE assessments ADD COLUMN override_at TEXT NOT NULL DEFAULT ''",
};
// ---- end of version 9 ----------------------------------------------------------------------

// ---- Version 10 (issue 9, the top losses in both languages) -----------------------------------
// The top losses were kept in the evaluation's language only (title, current, source, owner); each
// gets a column per language, filled from the old one in the evaluation's language. The old columns
// stay for readers of version 9 and keep the evaluation's language.
const char* const kStep10[] = {
    "ALTER TABLE baseline_losses ADD COLUMN title_zh TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE baseline_losses ADD COLUMN title_en TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE baseline_losses ADD COLUMN current_zh TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE baseline_losses ADD COLUMN current_en TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE baseline_losses ADD COLUMN source_zh TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE baseline_losses ADD COLUMN source_en TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE baseline_losses ADD COLUMN owner_zh TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE baseline_losses ADD COLUMN owner_en TEXT NOT NULL DEFAULT ''",
    R"(UPDATE baseline_losses SET
        title_zh = title, current_zh = current, source_zh = source, owner_zh = owner
        WHERE coalesce((SELECT value FROM workspace_settings WHERE key = 'language'), 'zh_CN') <> 'en')",
    R"(UPDATE baseline_losses SET
        title_en = title, current_en = current, source_en = source, owner_en = owner
        WHERE (SELECT value FROM workspace_settings WHERE key = 'language') = 'en')",
};
// ---- end of version 10 ---------------------------------------------------------------------

// ---- Version 11 (issue 11, job logs imported with --skip-invalid) -----------------------------
// Every line an import rejected, kept with the import (and gone with it): where it is (file, line,
// 1-based field, 0 for the whole line), the rule it breaks as a stable key (the message is rendered
// from it in the reader's language), the job it concerns and the offending value.
const char* const kStep11[] = {
    R"(CREATE TABLE import_rejections (
        id        INTEGER PRIMARY KEY,
        import_id INTEGER NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
        file_name TEXT NOT NULL DEFAULT '',
        line_no   INTEGER NOT NULL CHECK (line_no >= 0),
        column_no INTEGER NOT NULL DEFAULT 0 CHECK (column_no >= 0),
        rule_key  TEXT NOT NULL,
        job_key   TEXT NOT NULL DEFAULT '',
        bad_value TEXT NOT NULL DEFAULT ''))",
    "CREATE INDEX import_rejections_import ON import_rejections (import_id, line_no)",
};
// ---- end of version 11 ---------------------------------------------------------------------

// ---- Version 12 (issue 11, the baseline metrics) ----------------------------------------------
// The GPU inventory says when each pool was part of the cluster (days in the cluster time zone,
// YYYY-MM-DD, both inclusive; NULL: open-ended), so that capacity follows the inventory's dates.
// A team may have a quota (GPUs). A loss the baseline computes is named by a stable key; its owner
// is kept by that key so that it survives recomputation. Improvement targets: a metric of a group
// of the baseline and the value the committee wants, with the value the baseline gave when set.
// The time-slot hours and the analysis window are workspace settings (schema::key).
const char* const kStep12[] = {
    "ALTER TABLE gpu_inventory ADD COLUMN valid_from TEXT",
    "ALTER TABLE gpu_inventory ADD COLUMN valid_to TEXT",
    "ALTER TABLE teams ADD COLUMN quota_gpus REAL CHECK (quota_gpus IS NULL OR quota_gpus >= 0)",
    R"(CREATE TABLE baseline_loss_owners (
        loss_key TEXT PRIMARY KEY NOT NULL CHECK (length(loss_key) > 0),
        owner    TEXT NOT NULL DEFAULT '') WITHOUT ROWID)",
    R"(CREATE TABLE baseline_targets (
        id             INTEGER PRIMARY KEY,
        position       INTEGER NOT NULL DEFAULT 0,
        metric_key     TEXT NOT NULL CHECK (length(metric_key) > 0),
        grouping       TEXT NOT NULL DEFAULT '' CHECK (grouping IN ('', 'team', 'task_type', 'gpu_type',
                           'time_slot')),
        group_key      TEXT NOT NULL DEFAULT '',
        baseline_value REAL,
        target_value   REAL NOT NULL,
        owner          TEXT NOT NULL DEFAULT '',
        loss_key       TEXT NOT NULL DEFAULT ''))",
};
// ---- end of version 12 ---------------------------------------------------------------------

// ---- Version 13 (issue 11, undo of a million-job import; the zone of an import's times) --------
// Each import names the IANA time zone its naive timestamps were read in (timestamp_zone; '' when none: imports
// of version 12 and before, kinds without times). Its undo_state 'undone' hides what a streamed job import
// wrote (the job log and its rejected lines, whose reads skip rows of undone imports) until a redo
// makes it 'active' again, so that undo and redo of a million jobs are one row update; the hidden
// rows are deleted once no redo can bring them back (Workspace::purgeUndoneImports).
const char* const kStep13[] = {
    "ALTER TABLE imports ADD COLUMN timestamp_zone TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE imports ADD COLUMN undo_state TEXT NOT NULL DEFAULT 'active' CHECK (undo_state IN ('active', "
    "'undone'))",
};
// ---- end of version 13 ---------------------------------------------------------------------

// ---- Version 14 (issue 12, the three-year TCO engine) ------------------------------------------
// A cost line says what its quantity counts (`quantity_unit`), whether its price is per hour (`hourly`: a
// month is 730 h), the years it applies to (`years`: "1,3", empty: every year; `year` of version 1
// stays, set when the line has exactly one year, for older readers), where its price comes from
// (`source`: quote, list price or estimate, with a free `source_note`) and the tax rate of its
// price (`tax_rate`, decimal text; NULL: the evaluation's rate, setting tco_tax_rate). A line may
// carry its own multiplier in a scenario, replacing the scenario's for that line.
const char* const kStep14[] = {
    "ALTER TABLE tco_lines ADD COLUMN quantity_unit TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE tco_lines ADD COLUMN hourly INTEGER NOT NULL DEFAULT 0 CHECK (hourly IN (0, 1))",
    "ALTER TABLE tco_lines ADD COLUMN years TEXT NOT NULL DEFAULT ''",
    "UPDATE tco_lines SET years = CAST(year AS TEXT) WHERE year IS NOT NULL",
    "ALTER TABLE tco_lines ADD COLUMN source TEXT NOT NULL DEFAULT '' CHECK (source IN ('', 'quote', 'list_price', "
    "'estimate'))",
    "ALTER TABLE tco_lines ADD COLUMN source_note TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE tco_lines ADD COLUMN tax_rate TEXT",
    R"(CREATE TABLE tco_line_multipliers (
        line_id     INTEGER NOT NULL REFERENCES tco_lines (id) ON DELETE CASCADE,
        scenario_id TEXT NOT NULL REFERENCES tco_scenarios (id) ON DELETE CASCADE ON UPDATE CASCADE,
        multiplier  TEXT NOT NULL,
        PRIMARY KEY (line_id, scenario_id)) WITHOUT ROWID)",
};
// ---- end of version 14 ---------------------------------------------------------------------

// Version 15: the exit checklist, per candidate and item, with its status and the evidence it
// stands on (an item not recorded has no row).
const char* const kStep15[] = {
    R"(CREATE TABLE exit_checks (
        candidate_id TEXT NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        exit_item    TEXT NOT NULL CHECK (exit_item IN ('job_definitions', 'model_metadata', 'audit_records',
                         'container_images', 'training_code', 'data_formats')),
        readiness    TEXT NOT NULL CHECK (readiness IN ('ready', 'partial', 'missing')),
        evidence     TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (candidate_id, exit_item)) WITHOUT ROWID)",
};
// ---- end of version 15 ---------------------------------------------------------------------

// ---- Version 16 (issue 12, suggested quantities from the baseline) ------------------------------
// A compute line whose quantity was taken from the baseline's measured GPU demand keeps the target
// utilization it was taken at (`target_utilization`, decimal text: 0.7 is 70 %); NULL: the quantity
// was entered by hand (every line before version 16).
const char* const kStep16[] = {
    "ALTER TABLE tco_lines ADD COLUMN target_utilization TEXT CHECK (target_utilization IS NULL OR "
    "length(target_utilization) > 0)",
};
// ---- end of version 16 ---------------------------------------------------------------------

// Version 17: the job log's outcome is checked by comparisons, not `IN (...)`. SQLite evaluates a
// CHECK's `IN` list of more than two values through a temporary index that it builds again at every
// execution of the statement, so every row of a bulk import paid for one (about 3 µs a row, 3 s of
// the 1,000,000-job import: bench/README.md); the comparisons accept the same five words. A
// constraint cannot be altered in place: the table is copied (ids kept), then its indexes made again.
const char* const kStep17[] = {
    R"(CREATE TABLE baseline_jobs_v17 (
        id              INTEGER PRIMARY KEY,
        import_id       INTEGER REFERENCES imports (id) ON DELETE CASCADE,
        job_key         TEXT NOT NULL,
        team            TEXT NOT NULL DEFAULT '',
        user_name       TEXT NOT NULL DEFAULT '',
        task_type       TEXT NOT NULL DEFAULT 'unspecified',
        gpu_type        TEXT NOT NULL DEFAULT '',
        gpus            REAL NOT NULL DEFAULT 0 CHECK (gpus >= 0),
        submit_utc      INTEGER NOT NULL,
        start_utc       INTEGER,
        end_utc         INTEGER,
        outcome         TEXT NOT NULL CHECK (outcome = 'completed' OR outcome = 'failed' OR outcome = 'cancelled'
                                             OR outcome = 'running' OR outcome = 'pending'),
        failure_reason  TEXT NOT NULL DEFAULT '',
        gpu_util        REAL CHECK (gpu_util IS NULL OR (gpu_util >= 0 AND gpu_util <= 1)),
        active_fraction REAL CHECK (active_fraction IS NULL OR (active_fraction >= 0 AND active_fraction <= 1)),
        requeues        INTEGER NOT NULL DEFAULT 0))",
    "INSERT INTO baseline_jobs_v17 (id, import_id, job_key, team, user_name, task_type, gpu_type, gpus, submit_utc, "
    "start_utc, end_utc, outcome, failure_reason, gpu_util, active_fraction, requeues) "
    "SELECT id, import_id, job_key, team, user_name, task_type, gpu_type, gpus, submit_utc, start_utc, end_utc, "
    "outcome, failure_reason, gpu_util, active_fraction, requeues FROM baseline_jobs",
    "DROP TABLE baseline_jobs",
    "ALTER TABLE baseline_jobs_v17 RENAME TO baseline_jobs",
    "CREATE INDEX baseline_jobs_submit ON baseline_jobs (submit_utc)",
    "CREATE INDEX baseline_jobs_import ON baseline_jobs (import_id)",
};
// ---- end of version 17 ---------------------------------------------------------------------

// ---- Version 18 (issue 27, a journal that continues this very file) ----------------------------
// One row that every write of GateBench changes (`write_count`, in the same transaction), so that the
// row's page is in every commit a journal holds, and whose `write_base` a GateBench sets to a new random
// value just before each of its checkpoints and on every copy. A journal beside the file continues
// it only if it holds a copy of that page with the file's own (base, counter), or the next counter
// of the file's base (storage/JournalCheck.h). A new file starts at base 0: no earlier state of it
// exists that a journal could continue.
const char* const kStep18[] = {
    R"(CREATE TABLE write_mark (
        id          INTEGER PRIMARY KEY CHECK (id = 1),
        write_base  INTEGER NOT NULL,
        write_count INTEGER NOT NULL))",
    "INSERT INTO write_mark (id, write_base, write_count) VALUES (1, 0, 0)",
};
// ---- end of version 18 ---------------------------------------------------------------------

// ---- Version 19 (issue 27, item 4: a job log imported twice) -------------------------------------
// A job is known by its cluster, its job id and its submit time: `cluster` names the cluster (sacct's
// Cluster field, else the import's --cluster; '' the evaluation's one cluster, unnamed). A record of a
// later stage of a job already stored (started or ended where the stored one was not) is written as a
// new row of its import, and the stored row names that import in `replaced_by`: every read of the job
// log leaves out a row replaced by an import that is not undone, so that undo and redo of the import
// stay one row's state and bring the replaced row back exactly. NULL: not replaced. The partial index
// finds the few replaced rows (the quick count of the log, the purge of an undone import) without
// costing the rows that are not.
const char* const kStep19[] = {
    "ALTER TABLE baseline_jobs ADD COLUMN cluster TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE baseline_jobs ADD COLUMN replaced_by INTEGER",
    "CREATE INDEX baseline_jobs_replaced ON baseline_jobs (replaced_by) WHERE replaced_by IS NOT NULL",
};
// ---- end of version 19 ---------------------------------------------------------------------

// ---- Version 20 (issue 29, a verifiable record) ------------------------------------------------
// The audit log is a hash chain: every entry appended from version 20 on keeps in `chain_hash` the
// SHA-256 (64 lowercase hex digits) of the previous entry's hash followed by the entry in canonical
// form (README "The audit chain"; AuditRepository::chainNext). The entries of a file upgraded to 20
// keep NULL: they are "before the chain", and the first entry after them chains from the start hash
// of the workspace's identity. The trigger refuses an entry without its hash, so that no writer can
// leave the chain by mistake.
const char* const kStep20[] = {
    "ALTER TABLE audit_log ADD COLUMN chain_hash TEXT CHECK (chain_hash IS NULL OR length(chain_hash) = 64)",
    R"(CREATE TRIGGER audit_log_chained BEFORE INSERT ON audit_log WHEN NEW.chain_hash IS NULL
        BEGIN SELECT RAISE(ABORT, 'audit_log entries carry their chain hash'); END)",
};
// ---- end of version 20 ---------------------------------------------------------------------

// ---- Version 21 (issue 29, the committee) ------------------------------------------------------
// The committee. The reviewers of version 1 are its members: `permission` says what a member may do
// (chair: manages the members, opens, closes and reveals scoring rounds, sets consensus scores,
// records seals, imports packets, freezes and reopens the decision; member: scores and signs; observer:
// reads and writes nothing) and `function` where the member comes from. An upgraded file's reviewers
// become members; until the evaluation has a chair, whoever acts may name one.
//
// Scoring assignments: a bonus criterion without rows in `scoring_assignments` is scored by every
// chair and member; with rows, by the members listed. `scoring_quorums` holds each criterion's quorum
// (scores each of its cells needs before a round can be revealed without a reason; no row: 2). A
// recusal (`recusals`) is a member's declared conflict of interest for a candidate, with its reason:
// that member's scores for the candidate are refused and left out.
//
// Scoring rounds: `scoring_rounds` (state 'open': sealed and taking scores; 'closed': sealed, no longer
// taking scores; 'revealed'), the cells each covers (`round_cells`), and each bonus score's round
// (`bonus_scores.round_id`, NULL: scored outside any round). A consensus score (`consensus_scores`) is
// the chair's score for a cell, with its reason (at least 10 characters); the individual scores stay.
// The `consensus` flag of version 1 becomes a consensus score: each flagged cell's is the mean of its
// flagged scores (what the engine used), set by the first flagged reviewer at the latest update.
//
// Offline members: a kit (a copy of the file for one member) holds `packet_kit` (one row: the member,
// the round, the 32 random bytes of the seal in hex, the evaluation it was made from and its chain
// head); the evaluation holds each member's recorded seal per round (`packet_seals`).
//
// Sign-off: `signatures` (one per member: agree, with reservations or dissent, the last two with a
// reason; the fingerprint signed); `decision_freezes` (each freeze with its fingerprint and chain head;
// the decision is frozen while the latest freeze has not been reopened).
//
// The audit log records beside the acting member (`actor`, the name as before) the member's id and the
// operating-system user.
const char* const kStep21[] = {
    R"(ALTER TABLE reviewers ADD COLUMN permission TEXT NOT NULL DEFAULT 'member'
        CHECK (permission IN ('chair', 'member', 'observer')))",
    R"(ALTER TABLE reviewers ADD COLUMN function TEXT NOT NULL DEFAULT 'other'
        CHECK (function IN ('security', 'finance', 'platform', 'algorithm', 'business', 'other')))",

    R"(CREATE TABLE scoring_assignments (
        criterion_id TEXT NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        member_id    TEXT NOT NULL REFERENCES reviewers (id) ON DELETE CASCADE ON UPDATE CASCADE,
        PRIMARY KEY (criterion_id, member_id)) WITHOUT ROWID)",
    "CREATE INDEX scoring_assignments_member ON scoring_assignments (member_id)",
    R"(CREATE TABLE scoring_quorums (
        criterion_id TEXT PRIMARY KEY NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        quorum       INTEGER NOT NULL CHECK (quorum BETWEEN 1 AND 1000)) WITHOUT ROWID)",
    R"(CREATE TABLE recusals (
        member_id    TEXT NOT NULL REFERENCES reviewers (id) ON DELETE CASCADE ON UPDATE CASCADE,
        candidate_id TEXT NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        reason       TEXT NOT NULL CHECK (length(trim(reason)) > 0),
        declared_at  TEXT NOT NULL,
        PRIMARY KEY (member_id, candidate_id)) WITHOUT ROWID)",
    "CREATE INDEX recusals_candidate ON recusals (candidate_id)",

    R"(CREATE TABLE scoring_rounds (
        id            INTEGER PRIMARY KEY,
        state         TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed', 'revealed')),
        hide_prices   INTEGER NOT NULL DEFAULT 0 CHECK (hide_prices IN (0, 1)),
        deadline      TEXT,
        opened_by     TEXT NOT NULL,
        opened_at     TEXT NOT NULL,
        closed_by     TEXT,
        closed_at     TEXT,
        revealed_by   TEXT,
        revealed_at   TEXT,
        reveal_reason TEXT NOT NULL DEFAULT ''))",
    R"(CREATE TABLE round_cells (
        round_id     INTEGER NOT NULL REFERENCES scoring_rounds (id) ON DELETE CASCADE,
        candidate_id TEXT NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        criterion_id TEXT NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        PRIMARY KEY (round_id, candidate_id, criterion_id)) WITHOUT ROWID)",
    "CREATE INDEX round_cells_cell ON round_cells (candidate_id, criterion_id)",
    "ALTER TABLE bonus_scores ADD COLUMN round_id INTEGER REFERENCES scoring_rounds (id) ON DELETE SET NULL",
    R"(CREATE TABLE consensus_scores (
        candidate_id TEXT NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        criterion_id TEXT NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        score        REAL NOT NULL CHECK (score >= 0 AND score <= 5),
        reason       TEXT NOT NULL CHECK (length(trim(reason)) >= 10),
        set_by       TEXT NOT NULL,
        round_id     INTEGER REFERENCES scoring_rounds (id) ON DELETE SET NULL,
        set_at       TEXT NOT NULL,
        PRIMARY KEY (candidate_id, criterion_id)) WITHOUT ROWID)",
    R"(INSERT INTO consensus_scores (candidate_id, criterion_id, score, reason, set_by, round_id, set_at)
        SELECT candidate_id, criterion_id, avg(score),
               'Consensus recorded before the committee (file format 20)', min(reviewer_id), NULL,
               max(updated_at)
        FROM bonus_scores WHERE consensus = 1 GROUP BY candidate_id, criterion_id)",

    R"(CREATE TABLE packet_kit (
        id               INTEGER PRIMARY KEY CHECK (id = 1),
        member_id        TEXT NOT NULL,
        round_id         INTEGER NOT NULL,
        secret           TEXT NOT NULL CHECK (length(secret) = 64),
        source_workspace TEXT NOT NULL,
        source_head      TEXT NOT NULL,
        made_at          TEXT NOT NULL))",
    R"(CREATE TABLE packet_seals (
        round_id    INTEGER NOT NULL REFERENCES scoring_rounds (id) ON DELETE CASCADE,
        member_id   TEXT NOT NULL REFERENCES reviewers (id) ON DELETE CASCADE ON UPDATE CASCADE,
        seal        TEXT NOT NULL CHECK (length(seal) = 64),
        recorded_by TEXT NOT NULL,
        recorded_at TEXT NOT NULL,
        imported_at TEXT,
        PRIMARY KEY (round_id, member_id)) WITHOUT ROWID)",

    R"(CREATE TABLE signatures (
        member_id   TEXT PRIMARY KEY NOT NULL REFERENCES reviewers (id) ON DELETE CASCADE ON UPDATE CASCADE,
        choice      TEXT NOT NULL CHECK (choice IN ('agree', 'reservations', 'dissent')),
        reason      TEXT NOT NULL DEFAULT '',
        signed_at   TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        CHECK (choice = 'agree' OR length(trim(reason)) > 0)) WITHOUT ROWID)",
    R"(CREATE TABLE decision_freezes (
        id            INTEGER PRIMARY KEY,
        frozen_by     TEXT NOT NULL,
        frozen_at     TEXT NOT NULL,
        reason        TEXT NOT NULL DEFAULT '',
        fingerprint   TEXT NOT NULL,
        chain_head    TEXT NOT NULL,
        reopened_by   TEXT,
        reopened_at   TEXT,
        reopen_reason TEXT))",

    "ALTER TABLE audit_log ADD COLUMN member_id TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE audit_log ADD COLUMN os_user TEXT NOT NULL DEFAULT ''",

    // Offline members (packets): what the kit started with, the member's scores and notes of the
    // round's cells when it was made (a JSON array of {"candidate", "criterion", "score", "note"}), so
    // that a cell changed both in the kit and in the evaluation is seen as a conflict on import.
    "ALTER TABLE packet_kit ADD COLUMN start_scores TEXT NOT NULL DEFAULT '[]'",
};
// ---- end of version 21 ---------------------------------------------------------------------

// ---- version 22: the review meeting (issue 30) ------------------------------------------------
//
// -- issue 30, PART: minutes. A meeting of the committee (`meetings`: its date, a title, 'open' while
// it is held and 'closed' once ended, `simulated` for the demo's) with its attendance (one row per
// member recorded for it: present or absent; the members of the committee when the meeting was
// added are recorded absent until marked present), its agenda items, the decisions it took and the
// actions it gave out. A decision links what it decided (`link`: 'verdict' or 'waiver' of a cell
// (candidate, gate criterion), 'consensus' of a cell (candidate, bonus criterion), 'record' (a version
// of the decision record, `record_id`), or 'none'); an action has an owner (a member), an optional
// due date and a status ('open', 'done', 'dropped'). Members, candidates, criteria and records are
// named by their ids without foreign keys: the minutes are a record of what was said and stay when
// what they name is later removed (they are shown by id then). Rows of a meeting are removed with it.
// The fingerprint does not cover the minutes: they stay writable after the decision is frozen.
//
// -- issue 30, PART: the four-week plan with owners -------------------------------------------
// The plan's checks stay derived from the data (model/plan); what the committee adds to them is kept
// here: the plan's start date (`plan_settings`, one row: `start_date`; none: the evaluation's creation, the day of
// its first audit entry) and, per check (its stable id, `w1-job-log` ...), an owner (a member; removing
// the member clears it) and a due date (`plan_checks`; no row or NULL: no owner, the end of the
// check's week). Both are the chair's (MemberRepository::areaOf) and are not covered by the report's
// fingerprint: a frozen decision leaves them writable.
const char* const kStep22[] = {
    // minutes
    R"(CREATE TABLE meetings (
        id        INTEGER PRIMARY KEY,
        held_on   TEXT NOT NULL CHECK (length(held_on) = 10),
        title     TEXT NOT NULL DEFAULT '',
        state     TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
        simulated INTEGER NOT NULL DEFAULT 0 CHECK (simulated IN (0, 1))))",
    R"(CREATE TABLE meeting_attendance (
        meeting_id INTEGER NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
        member_id  TEXT NOT NULL,
        present    INTEGER NOT NULL DEFAULT 0 CHECK (present IN (0, 1)),
        PRIMARY KEY (meeting_id, member_id)) WITHOUT ROWID)",
    R"(CREATE TABLE meeting_agenda (
        id         INTEGER PRIMARY KEY,
        meeting_id INTEGER NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
        title      TEXT NOT NULL CHECK (length(trim(title)) > 0)))",
    "CREATE INDEX meeting_agenda_meeting ON meeting_agenda (meeting_id)",
    R"(CREATE TABLE meeting_decisions (
        id           INTEGER PRIMARY KEY,
        meeting_id   INTEGER NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
        decision_text TEXT NOT NULL CHECK (length(trim(decision_text)) > 0),
        link         TEXT NOT NULL DEFAULT 'none'
            CHECK (link IN ('none', 'verdict', 'waiver', 'consensus', 'record')),
        candidate_id TEXT,
        criterion_id TEXT,
        record_id    INTEGER,
        CHECK (link IN ('none', 'record') OR (candidate_id IS NOT NULL AND criterion_id IS NOT NULL)),
        CHECK (link <> 'record' OR record_id IS NOT NULL)))",
    "CREATE INDEX meeting_decisions_meeting ON meeting_decisions (meeting_id)",
    R"(CREATE TABLE meeting_actions (
        id         INTEGER PRIMARY KEY,
        meeting_id INTEGER NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
        action_text TEXT NOT NULL CHECK (length(trim(action_text)) > 0),
        owner_id   TEXT NOT NULL,
        due        TEXT CHECK (due IS NULL OR length(due) = 10),
        action_status TEXT NOT NULL DEFAULT 'open' CHECK (action_status IN ('open', 'done', 'dropped'))))",
    "CREATE INDEX meeting_actions_meeting ON meeting_actions (meeting_id)",
    // the four-week plan with owners
    R"(CREATE TABLE plan_settings (
        id    INTEGER PRIMARY KEY CHECK (id = 1),
        start_date TEXT NOT NULL CHECK (length(start_date) = 10 AND date(start_date) = start_date)))",
    R"(CREATE TABLE plan_checks (
        check_id TEXT PRIMARY KEY NOT NULL CHECK (length(check_id) BETWEEN 1 AND 64),
        owner_id TEXT REFERENCES reviewers (id) ON DELETE SET NULL ON UPDATE CASCADE,
        due      TEXT CHECK (due IS NULL OR (length(due) = 10 AND date(due) = due))) WITHOUT ROWID)",
    "CREATE INDEX plan_checks_owner ON plan_checks (owner_id)",
    // -- issue 30, PART: diff (what changed since the last meeting). A named snapshot of the decision-
    // relevant state: the rows of every table the report's fingerprint covers (and the settings it and
    // the decision read), as JSON compressed with qCompress (`data`), with the fingerprint of that data,
    // who took it and when, and the audit log's length then (`audit_seq`, where "audit --since" starts).
    // The chair takes them; the fingerprint does not cover them, so a frozen decision allows it.
    R"(CREATE TABLE snapshots (
        id          INTEGER PRIMARY KEY,
        name        TEXT NOT NULL UNIQUE CHECK (length(trim(name)) BETWEEN 1 AND 200),
        taken_by    TEXT NOT NULL,
        member_id   TEXT NOT NULL DEFAULT '',
        taken_at    TEXT NOT NULL,
        audit_seq   INTEGER NOT NULL DEFAULT 0,
        fingerprint TEXT NOT NULL,
        data        BLOB NOT NULL,
        simulated   INTEGER NOT NULL DEFAULT 0 CHECK (simulated IN (0, 1))))",
    "CREATE INDEX snapshots_taken ON snapshots (taken_at)",
};
// ---- end of version 22 ---------------------------------------------------------------------

// -- issue 32: the scheduling what-if. A policy per candidate (its row goes with the candidate) and one
// for today's cluster (no candidate: "as is"), the policy document (whatif/Policy.h) as compact JSON.
const char* const kStep23[] = {
    R"(CREATE TABLE whatif_policies (
        id           INTEGER PRIMARY KEY,
        candidate_id TEXT UNIQUE REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        policy       TEXT NOT NULL CHECK (length(policy) BETWEEN 2 AND 65536)))",
    "CREATE UNIQUE INDEX whatif_policies_as_is ON whatif_policies ((candidate_id IS NULL)) WHERE candidate_id IS NULL",
};
// ---- end of version 23 ---------------------------------------------------------------------

// ---- Version 24 (issue 32, a what-if replay checked against the PoC) ---------------------------
// A PoC run may be one job of a replayed load (`gatebench whatif export` names each job gb-<n>):
// `replay_id` keeps that id, so that the run's measured queue wait can be set beside the wait the
// replay predicted for the same job (model/whatif/ReplayAccuracy). '' : not a replayed job.
const char* const kStep24[] = {
    "ALTER TABLE poc_runs ADD COLUMN replay_id TEXT NOT NULL DEFAULT ''",
};
// ---- end of version 24 ---------------------------------------------------------------------

// ---- Version 25 (issue 31, a copy keeps the sealed values) --------------------------------------
// The values of an audit entry about a score of a sealed cell, written apart from the entry on a server
// under its roles (AuditRepository: the entry keeps its seal, the SHA-256 of `salt` and the values;
// PostgresRoles: the member, and everyone once the round `round_id` is revealed, reads them). Part of
// every evaluation so that a copy to a file and back keeps them; a file writes none of its own (only a
// server under its roles seals: Storage::underRoles), it keeps those a copy brought.
const char* const kStep25[] = {
    R"(CREATE TABLE audit_sealed (
        seq       INTEGER PRIMARY KEY,
        member_id TEXT NOT NULL DEFAULT '',
        round_id  INTEGER,
        salt      TEXT NOT NULL,
        old_value TEXT,
        new_value TEXT,
        detail    TEXT NOT NULL DEFAULT ''))",
};
// ---- end of version 25 ---------------------------------------------------------------------
// ---- PostgreSQL: every step above, written for a server -----------------------------------------
//
// The same tables, columns (in the same order), keys, constraints, indexes and triggers as the SQLite
// step of the same number, in PostgreSQL's words (first written by a one-off translation, then read
// and corrected by hand; they are plain SQL, never translated at run time):
// - INTEGER is bigint, REAL double precision, BLOB bytea; exact decimals stay text; every text column
//   is COLLATE "C", so that it sorts byte by byte as SQLite's BINARY does, whatever the server's locale.
// - An `INTEGER PRIMARY KEY` (SQLite's rowid) takes, when a row comes without it, one more than the
//   largest in the table, as SQLite gives it (`next_row_id`, a trigger that runs only then): the same
//   operations give the same ids on both back ends, and the audit chain, which hashes them, the same
//   hashes. Writers take turns on the write mark (PostgresStorage::transaction), so no two writers
//   take the same id. WITHOUT ROWID has no counterpart and is left out.
// - SQLite's triggers are PL/pgSQL functions and triggers (the audit log's append-only rule also
//   refuses TRUNCATE); SQLite's date() check is `is_iso_date`.
// - Step 4's random identity is gen_random_uuid()'s 32 hex digits; step 17 replaces the job log's
//   outcome check in place (SQLite copies the table to change a constraint).

const char* const kStep1Postgres[] = {
    R"(CREATE FUNCTION next_row_id() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE next bigint;
        BEGIN
            EXECUTE format('SELECT coalesce(max(%I), 0) + 1 FROM %I.%I', TG_ARGV[0], TG_TABLE_SCHEMA, TG_TABLE_NAME)
                INTO next;
            RETURN jsonb_populate_record(NEW, jsonb_build_object(TG_ARGV[0], next));
        END $$)",
    R"(CREATE TABLE workspace_settings (
        key   text COLLATE "C" PRIMARY KEY NOT NULL,
        value text COLLATE "C" NOT NULL))",
    R"(CREATE TABLE reviewers (
        id        text COLLATE "C" PRIMARY KEY NOT NULL,
        name      text COLLATE "C" NOT NULL,
        role      text COLLATE "C" NOT NULL DEFAULT '',
        simulated bigint NOT NULL DEFAULT 0 CHECK (simulated IN (0, 1)),
        UNIQUE (name)))",
    R"(CREATE TABLE candidates (
        id               text COLLATE "C" PRIMARY KEY NOT NULL CHECK (length(id) BETWEEN 1 AND 64),
        position         bigint NOT NULL DEFAULT 0,
        origin           text COLLATE "C" NOT NULL DEFAULT 'custom' CHECK (origin IN ('template', 'custom')),
        name_zh          text COLLATE "C" NOT NULL DEFAULT '',
        name_en          text COLLATE "C" NOT NULL DEFAULT '',
        vendor_zh        text COLLATE "C" NOT NULL DEFAULT '',
        vendor_en        text COLLATE "C" NOT NULL DEFAULT '',
        route            text COLLATE "C" NOT NULL DEFAULT 'other' CHECK (route IN ('hardware_ecosystem',
                             'gpu_orchestration', 'enterprise_container', 'cloud_managed', 'open_source',
                             'status_quo', 'other')),
        deployment       text COLLATE "C" NOT NULL DEFAULT 'on_prem' CHECK (deployment IN ('on_prem', 'cloud', 'hybrid')),
        consider_zh      text COLLATE "C" NOT NULL DEFAULT '',
        consider_en      text COLLATE "C" NOT NULL DEFAULT '',
        verify_first_zh  text COLLATE "C" NOT NULL DEFAULT '',
        verify_first_en  text COLLATE "C" NOT NULL DEFAULT '',
        risks_zh         text COLLATE "C" NOT NULL DEFAULT '',
        risks_en         text COLLATE "C" NOT NULL DEFAULT '',
        lock_in_zh       text COLLATE "C" NOT NULL DEFAULT '',
        lock_in_en       text COLLATE "C" NOT NULL DEFAULT '',
        tco_template     text COLLATE "C" NOT NULL DEFAULT 'self_built' CHECK (tco_template IN ('on_prem_product', 'cloud',
                             'self_built')),
        as_of            text COLLATE "C" NOT NULL DEFAULT '',
        sources_zh       text COLLATE "C" NOT NULL DEFAULT '',
        sources_en       text COLLATE "C" NOT NULL DEFAULT '',
        aliases          text COLLATE "C" NOT NULL DEFAULT '',
        notes            text COLLATE "C" NOT NULL DEFAULT '',
        shortlisted      bigint NOT NULL DEFAULT 1 CHECK (shortlisted IN (0, 1)),
        set_aside_reason text COLLATE "C" NOT NULL DEFAULT '',
        in_poc           bigint NOT NULL DEFAULT 0 CHECK (in_poc IN (0, 1)),
        CHECK (shortlisted = 1 OR length(set_aside_reason) > 0)))",
    R"(CREATE TABLE criteria (
        id                text COLLATE "C" PRIMARY KEY NOT NULL CHECK (length(id) BETWEEN 1 AND 64),
        position          bigint NOT NULL DEFAULT 0,
        tier              text COLLATE "C" NOT NULL CHECK (tier IN ('gate', 'bonus', 'deferred')),
        category          text COLLATE "C" NOT NULL DEFAULT '',
        title_zh          text COLLATE "C" NOT NULL DEFAULT '',
        title_en          text COLLATE "C" NOT NULL DEFAULT '',
        description_zh    text COLLATE "C" NOT NULL DEFAULT '',
        description_en    text COLLATE "C" NOT NULL DEFAULT '',
        owner_role_zh     text COLLATE "C" NOT NULL DEFAULT '',
        owner_role_en     text COLLATE "C" NOT NULL DEFAULT '',
        acceptance_zh     text COLLATE "C" NOT NULL DEFAULT '',
        acceptance_en     text COLLATE "C" NOT NULL DEFAULT '',
        evidence_required bigint NOT NULL DEFAULT 0 CHECK (evidence_required IN (0, 1)),
        weight            double precision CHECK (weight IS NULL OR weight >= 0),
        review_date       text COLLATE "C",
        metric_rule       text COLLATE "C"))",
    R"(CREATE INDEX criteria_tier ON criteria (tier, position))",
    R"(CREATE TABLE assessments (
        candidate_id   text COLLATE "C" NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        criterion_id   text COLLATE "C" NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        verdict        text COLLATE "C" NOT NULL DEFAULT 'unknown' CHECK (verdict IN ('pass', 'fail', 'unknown', 'waived')),
        waiver_owner   text COLLATE "C" NOT NULL DEFAULT '',
        waiver_reason  text COLLATE "C" NOT NULL DEFAULT '',
        waiver_expires text COLLATE "C",
        evidence       text COLLATE "C" NOT NULL DEFAULT '',
        links          text COLLATE "C" NOT NULL DEFAULT '',
        computed_value text COLLATE "C",
        override_reason text COLLATE "C" NOT NULL DEFAULT '',
        reviewer       text COLLATE "C" NOT NULL DEFAULT '',
        updated_at     text COLLATE "C" NOT NULL DEFAULT '',
        PRIMARY KEY (candidate_id, criterion_id),
        CHECK (verdict <> 'waived' OR (length(waiver_owner) > 0 AND length(waiver_reason) > 0
                                       AND waiver_expires IS NOT NULL))))",
    R"(CREATE INDEX assessments_criterion ON assessments (criterion_id))",
    R"(CREATE TABLE bonus_scores (
        candidate_id text COLLATE "C" NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        criterion_id text COLLATE "C" NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        reviewer_id  text COLLATE "C" NOT NULL REFERENCES reviewers (id) ON DELETE CASCADE ON UPDATE CASCADE,
        score        double precision NOT NULL CHECK (score >= 0 AND score <= 5),
        consensus    bigint NOT NULL DEFAULT 0 CHECK (consensus IN (0, 1)),
        note         text COLLATE "C" NOT NULL DEFAULT '',
        updated_at   text COLLATE "C" NOT NULL DEFAULT '',
        PRIMARY KEY (candidate_id, criterion_id, reviewer_id)))",
    R"(CREATE TABLE evidence_files (
        id           bigint PRIMARY KEY,
        candidate_id text COLLATE "C" NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        criterion_id text COLLATE "C" NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        file_name    text COLLATE "C" NOT NULL,
        mime_type    text COLLATE "C" NOT NULL DEFAULT 'application/octet-stream',
        size_bytes   bigint NOT NULL CHECK (size_bytes >= 0),
        sha256       text COLLATE "C" NOT NULL,
        content      bytea NOT NULL,
        added_by     text COLLATE "C" NOT NULL DEFAULT '',
        added_at     text COLLATE "C" NOT NULL DEFAULT ''))",
    R"(CREATE TRIGGER evidence_files_next_id BEFORE INSERT ON evidence_files FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE INDEX evidence_files_cell ON evidence_files (candidate_id, criterion_id))",
    R"(CREATE TABLE imports (
        id         bigint PRIMARY KEY,
        kind       text COLLATE "C" NOT NULL,
        file_name  text COLLATE "C" NOT NULL,
        sha256     text COLLATE "C" NOT NULL,
        row_count  bigint NOT NULL,
        actor      text COLLATE "C" NOT NULL DEFAULT '',
        at_utc     text COLLATE "C" NOT NULL))",
    R"(CREATE TRIGGER imports_next_id BEFORE INSERT ON imports FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE TABLE poc_scenarios (
        id             text COLLATE "C" PRIMARY KEY NOT NULL,
        position       bigint NOT NULL DEFAULT 0,
        kind           text COLLATE "C" NOT NULL CHECK (kind IN ('standard', 'drill')),
        title_zh       text COLLATE "C" NOT NULL DEFAULT '',
        title_en       text COLLATE "C" NOT NULL DEFAULT '',
        description_zh text COLLATE "C" NOT NULL DEFAULT '',
        description_en text COLLATE "C" NOT NULL DEFAULT '',
        min_runs       bigint NOT NULL DEFAULT 1 CHECK (min_runs >= 0)))",
    R"(CREATE TABLE poc_runs (
        id                    bigint PRIMARY KEY,
        candidate_id          text COLLATE "C" NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        scenario_id           text COLLATE "C" NOT NULL REFERENCES poc_scenarios (id) ON DELETE CASCADE ON UPDATE CASCADE,
        run_no                bigint NOT NULL DEFAULT 1,
        started_at            text COLLATE "C",
        submit_to_available_s double precision,
        queue_s               double precision,
        success               bigint CHECK (success IN (0, 1)),
        gpu_hours             double precision,
        operation_steps       bigint,
        manual_interventions  bigint,
        recovery_s            double precision,
        self_diagnosed        bigint CHECK (self_diagnosed IN (0, 1)),
        notes                 text COLLATE "C" NOT NULL DEFAULT '',
        import_id             bigint REFERENCES imports (id) ON DELETE SET NULL))",
    R"(CREATE TRIGGER poc_runs_next_id BEFORE INSERT ON poc_runs FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE INDEX poc_runs_cell ON poc_runs (candidate_id, scenario_id))",
    R"(CREATE TABLE teams (
        id      text COLLATE "C" PRIMARY KEY NOT NULL,
        name_zh text COLLATE "C" NOT NULL DEFAULT '',
        name_en text COLLATE "C" NOT NULL DEFAULT ''))",
    R"(CREATE TABLE gpu_inventory (
        id            bigint PRIMARY KEY,
        pool          text COLLATE "C" NOT NULL,
        name_zh       text COLLATE "C" NOT NULL DEFAULT '',
        name_en       text COLLATE "C" NOT NULL DEFAULT '',
        gpu_type      text COLLATE "C" NOT NULL,
        nodes         bigint NOT NULL CHECK (nodes >= 0),
        gpus_per_node double precision NOT NULL CHECK (gpus_per_node >= 0)))",
    R"(CREATE TRIGGER gpu_inventory_next_id BEFORE INSERT ON gpu_inventory FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE TABLE baseline_jobs (
        id              bigint PRIMARY KEY,
        import_id       bigint REFERENCES imports (id) ON DELETE CASCADE,
        job_key         text COLLATE "C" NOT NULL,
        team            text COLLATE "C" NOT NULL DEFAULT '',
        user_name       text COLLATE "C" NOT NULL DEFAULT '',
        task_type       text COLLATE "C" NOT NULL DEFAULT 'unspecified',
        gpu_type        text COLLATE "C" NOT NULL DEFAULT '',
        gpus            double precision NOT NULL DEFAULT 0 CHECK (gpus >= 0),
        submit_utc      bigint NOT NULL,
        start_utc       bigint,
        end_utc         bigint,
        outcome         text COLLATE "C" NOT NULL CHECK (outcome IN ('completed', 'failed', 'cancelled', 'running', 'pending')),
        failure_reason  text COLLATE "C" NOT NULL DEFAULT '',
        gpu_util        double precision CHECK (gpu_util IS NULL OR (gpu_util >= 0 AND gpu_util <= 1)),
        active_fraction double precision CHECK (active_fraction IS NULL OR (active_fraction >= 0 AND active_fraction <= 1)),
        requeues        bigint NOT NULL DEFAULT 0))",
    R"(CREATE TRIGGER baseline_jobs_next_id BEFORE INSERT ON baseline_jobs FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE INDEX baseline_jobs_submit ON baseline_jobs (submit_utc))",
    R"(CREATE INDEX baseline_jobs_import ON baseline_jobs (import_id))",
    R"(CREATE TABLE tco_scenarios (
        id                text COLLATE "C" PRIMARY KEY NOT NULL,
        candidate_id      text COLLATE "C" NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        template_scenario text COLLATE "C" NOT NULL,
        multiplier        text COLLATE "C" NOT NULL DEFAULT '1',
        peak_months       text COLLATE "C" NOT NULL DEFAULT ''))",
    R"(CREATE INDEX tco_scenarios_candidate ON tco_scenarios (candidate_id))",
    R"(CREATE TABLE tco_lines (
        id                 bigint PRIMARY KEY,
        candidate_id       text COLLATE "C" NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        scenario_id        text COLLATE "C" REFERENCES tco_scenarios (id) ON DELETE CASCADE ON UPDATE CASCADE,
        category           text COLLATE "C" NOT NULL,
        description_zh     text COLLATE "C" NOT NULL DEFAULT '',
        description_en     text COLLATE "C" NOT NULL DEFAULT '',
        kind               text COLLATE "C" NOT NULL CHECK (kind IN ('recurring', 'one_off', 'staff')),
        quantity           text COLLATE "C" NOT NULL DEFAULT '1',
        unit_price         text COLLATE "C" NOT NULL DEFAULT '0',
        currency           text COLLATE "C" NOT NULL DEFAULT 'CNY',
        periods_per_year   bigint NOT NULL DEFAULT 12,
        growth             text COLLATE "C" NOT NULL DEFAULT '0',
        year               bigint CHECK (year IS NULL OR year BETWEEN 1 AND 3),
        fte                text COLLATE "C",
        loaded_annual_cost text COLLATE "C",
        tax_included       bigint NOT NULL DEFAULT 0 CHECK (tax_included IN (0, 1)),
        import_id          bigint REFERENCES imports (id) ON DELETE SET NULL))",
    R"(CREATE TRIGGER tco_lines_next_id BEFORE INSERT ON tco_lines FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE INDEX tco_lines_candidate ON tco_lines (candidate_id, scenario_id))",
    R"(CREATE TABLE fx_rates (
        currency text COLLATE "C" PRIMARY KEY NOT NULL,
        rate     text COLLATE "C" NOT NULL))",
    R"(CREATE TABLE decision_record (
        id             bigint PRIMARY KEY,
        as_of          text COLLATE "C" NOT NULL,
        recommended    text COLLATE "C" REFERENCES candidates (id) ON DELETE SET NULL ON UPDATE CASCADE,
        alternative    text COLLATE "C" REFERENCES candidates (id) ON DELETE SET NULL ON UPDATE CASCADE,
        risks          text COLLATE "C" NOT NULL DEFAULT '',
        assumptions    text COLLATE "C" NOT NULL DEFAULT '',
        acceptance     text COLLATE "C" NOT NULL DEFAULT '',
        exit_path      text COLLATE "C" NOT NULL DEFAULT '',
        signed_by      text COLLATE "C" NOT NULL DEFAULT '',
        signed_at      text COLLATE "C"))",
    R"(CREATE TRIGGER decision_record_next_id BEFORE INSERT ON decision_record FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE TABLE baseline_losses (
        id         bigint PRIMARY KEY,
        position   bigint NOT NULL DEFAULT 0,
        title      text COLLATE "C" NOT NULL,
        current    text COLLATE "C" NOT NULL DEFAULT '',
        source     text COLLATE "C" NOT NULL DEFAULT '',
        owner      text COLLATE "C" NOT NULL DEFAULT ''))",
    R"(CREATE TRIGGER baseline_losses_next_id BEFORE INSERT ON baseline_losses FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE TABLE audit_log (
        seq       bigint PRIMARY KEY,
        at_utc    text COLLATE "C" NOT NULL,
        actor     text COLLATE "C" NOT NULL,
        action    text COLLATE "C" NOT NULL,
        entity    text COLLATE "C" NOT NULL,
        entity_id text COLLATE "C" NOT NULL DEFAULT '',
        field     text COLLATE "C" NOT NULL DEFAULT '',
        old_value text COLLATE "C",
        new_value text COLLATE "C",
        detail    text COLLATE "C" NOT NULL DEFAULT ''))",
    R"(CREATE TRIGGER audit_log_next_seq BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.seq IS NULL)
        EXECUTE FUNCTION next_row_id('seq'))",
    R"(CREATE INDEX audit_log_entity ON audit_log (entity, entity_id))",
    R"(CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$)",
    R"(CREATE TRIGGER audit_log_append_only_update BEFORE UPDATE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only())",
    R"(CREATE TRIGGER audit_log_append_only_delete BEFORE DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only())",
    R"(CREATE TRIGGER audit_log_append_only_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only())",
};

const char* const kStep2Postgres[] = {
    R"(CREATE TABLE mapping_presets (
        id         bigint PRIMARY KEY,
        kind       text COLLATE "C" NOT NULL,
        name       text COLLATE "C" NOT NULL,
        definition text COLLATE "C" NOT NULL,
        UNIQUE (kind, name)))",
    R"(CREATE TRIGGER mapping_presets_next_id BEFORE INSERT ON mapping_presets FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
};

const char* const kStep3Postgres[] = {
    R"(CREATE TABLE vendor_answers (
        id           bigint PRIMARY KEY,
        candidate_id text COLLATE "C" NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        question_id  text COLLATE "C" NOT NULL,
        criterion_id text COLLATE "C" REFERENCES criteria (id) ON DELETE SET NULL ON UPDATE CASCADE,
        question     text COLLATE "C" NOT NULL,
        answer       text COLLATE "C" NOT NULL DEFAULT '',
        link         text COLLATE "C" NOT NULL DEFAULT '',
        import_id    bigint REFERENCES imports (id) ON DELETE SET NULL))",
    R"(CREATE TRIGGER vendor_answers_next_id BEFORE INSERT ON vendor_answers FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE INDEX vendor_answers_cell ON vendor_answers (candidate_id, criterion_id))",
    R"(CREATE UNIQUE INDEX vendor_answers_question ON vendor_answers (candidate_id, question_id))",
};

const char* const kStep4Postgres[] = {
    R"(INSERT INTO workspace_settings (key, value)
        VALUES ('workspace_id', replace(gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING)",
};

const char* const kStep5Postgres[] = {
    R"(ALTER TABLE candidates ADD COLUMN import_id bigint REFERENCES imports (id) ON DELETE SET NULL)",
    R"(ALTER TABLE criteria ADD COLUMN import_id bigint REFERENCES imports (id) ON DELETE SET NULL)",
    R"(CREATE INDEX candidates_import ON candidates (import_id))",
    R"(CREATE INDEX criteria_import ON criteria (import_id))",
    R"(CREATE INDEX vendor_answers_import ON vendor_answers (import_id))",
    R"(CREATE INDEX poc_runs_import ON poc_runs (import_id))",
    R"(CREATE INDEX tco_lines_import ON tco_lines (import_id))",
    R"(CREATE INDEX bonus_scores_criterion ON bonus_scores (criterion_id))",
    R"(CREATE INDEX evidence_files_criterion ON evidence_files (criterion_id))",
    R"(CREATE INDEX vendor_answers_criterion ON vendor_answers (criterion_id))",
};

const char* const kStep6Postgres[] = {
    R"(ALTER TABLE criteria ADD COLUMN vendor_question_zh text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE criteria ADD COLUMN vendor_question_en text COLLATE "C" NOT NULL DEFAULT '')",
};

const char* const kStep7Postgres[] = {
    R"(ALTER TABLE poc_runs ADD COLUMN run_id text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE poc_runs ADD COLUMN submitted_at text COLLATE "C")",
    R"(ALTER TABLE poc_runs ADD COLUMN available_at text COLLATE "C")",
    R"(ALTER TABLE poc_runs ADD COLUMN finished_at text COLLATE "C")",
    R"(ALTER TABLE poc_runs ADD COLUMN outcome text COLLATE "C" CHECK (outcome IN ('success', 'failure', 'cancelled')))",
    R"(ALTER TABLE poc_runs ADD COLUMN failure_reason text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE poc_runs ADD COLUMN source_file text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE poc_runs ADD COLUMN source_line bigint NOT NULL DEFAULT 0)",
    R"(ALTER TABLE poc_runs ADD COLUMN source_sha256 text COLLATE "C" NOT NULL DEFAULT '')",
    R"(UPDATE poc_runs SET run_id = CAST(run_no AS text),
        outcome = CASE success WHEN 1 THEN 'success' WHEN 0 THEN 'failure' END)",
    R"(ALTER TABLE poc_scenarios ADD COLUMN aliases text COLLATE "C" NOT NULL DEFAULT '')",
};

const char* const kStep8Postgres[] = {
    R"(CREATE TABLE workflow_coverage (
        candidate_id           text COLLATE "C" NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        step                   text COLLATE "C" NOT NULL CHECK (step IN ('data_preparation', 'experiment', 'training',
                                   'evaluation', 'registration', 'deployment', 'monitoring', 'rollback')),
        mode                   text COLLATE "C" NOT NULL DEFAULT 'none' CHECK (mode IN ('managed', 'manual', 'none')),
        owning_team_zh         text COLLATE "C" NOT NULL DEFAULT '',
        owning_team_en         text COLLATE "C" NOT NULL DEFAULT '',
        permission_boundary_zh text COLLATE "C" NOT NULL DEFAULT '',
        permission_boundary_en text COLLATE "C" NOT NULL DEFAULT '',
        note                   text COLLATE "C" NOT NULL DEFAULT '',
        import_id              bigint REFERENCES imports (id) ON DELETE SET NULL,
        PRIMARY KEY (candidate_id, step)))",
    R"(CREATE INDEX workflow_coverage_import ON workflow_coverage (import_id))",
    R"(CREATE TABLE workflow_essential_steps (
        step text COLLATE "C" PRIMARY KEY NOT NULL CHECK (step IN ('data_preparation', 'experiment', 'training',
                 'evaluation', 'registration', 'deployment', 'monitoring', 'rollback'))))",
};

const char* const kStep9Postgres[] = {
    R"(ALTER TABLE assessments ADD COLUMN override_verdict text COLLATE "C" CHECK (override_verdict IN ('pass', 'fail')))",
    R"(ALTER TABLE assessments ADD COLUMN override_by text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE assessments ADD COLUMN override_at text COLLATE "C" NOT NULL DEFAULT '')",
};

const char* const kStep10Postgres[] = {
    R"(ALTER TABLE baseline_losses ADD COLUMN title_zh text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE baseline_losses ADD COLUMN title_en text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE baseline_losses ADD COLUMN current_zh text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE baseline_losses ADD COLUMN current_en text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE baseline_losses ADD COLUMN source_zh text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE baseline_losses ADD COLUMN source_en text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE baseline_losses ADD COLUMN owner_zh text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE baseline_losses ADD COLUMN owner_en text COLLATE "C" NOT NULL DEFAULT '')",
    R"(UPDATE baseline_losses SET
        title_zh = title, current_zh = current, source_zh = source, owner_zh = owner
        WHERE coalesce((SELECT value FROM workspace_settings WHERE key = 'language'), 'zh_CN') <> 'en')",
    R"(UPDATE baseline_losses SET
        title_en = title, current_en = current, source_en = source, owner_en = owner
        WHERE (SELECT value FROM workspace_settings WHERE key = 'language') = 'en')",
};

const char* const kStep11Postgres[] = {
    R"(CREATE TABLE import_rejections (
        id        bigint PRIMARY KEY,
        import_id bigint NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
        file_name text COLLATE "C" NOT NULL DEFAULT '',
        line_no   bigint NOT NULL CHECK (line_no >= 0),
        column_no bigint NOT NULL DEFAULT 0 CHECK (column_no >= 0),
        rule_key  text COLLATE "C" NOT NULL,
        job_key   text COLLATE "C" NOT NULL DEFAULT '',
        bad_value text COLLATE "C" NOT NULL DEFAULT ''))",
    R"(CREATE TRIGGER import_rejections_next_id BEFORE INSERT ON import_rejections FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE INDEX import_rejections_import ON import_rejections (import_id, line_no))",
};

const char* const kStep12Postgres[] = {
    R"(ALTER TABLE gpu_inventory ADD COLUMN valid_from text COLLATE "C")",
    R"(ALTER TABLE gpu_inventory ADD COLUMN valid_to text COLLATE "C")",
    R"(ALTER TABLE teams ADD COLUMN quota_gpus double precision CHECK (quota_gpus IS NULL OR quota_gpus >= 0))",
    R"(CREATE TABLE baseline_loss_owners (
        loss_key text COLLATE "C" PRIMARY KEY NOT NULL CHECK (length(loss_key) > 0),
        owner    text COLLATE "C" NOT NULL DEFAULT ''))",
    R"(CREATE TABLE baseline_targets (
        id             bigint PRIMARY KEY,
        position       bigint NOT NULL DEFAULT 0,
        metric_key     text COLLATE "C" NOT NULL CHECK (length(metric_key) > 0),
        grouping       text COLLATE "C" NOT NULL DEFAULT '' CHECK (grouping IN ('', 'team', 'task_type', 'gpu_type',
                           'time_slot')),
        group_key      text COLLATE "C" NOT NULL DEFAULT '',
        baseline_value double precision,
        target_value   double precision NOT NULL,
        owner          text COLLATE "C" NOT NULL DEFAULT '',
        loss_key       text COLLATE "C" NOT NULL DEFAULT ''))",
    R"(CREATE TRIGGER baseline_targets_next_id BEFORE INSERT ON baseline_targets FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
};

const char* const kStep13Postgres[] = {
    R"(ALTER TABLE imports ADD COLUMN timestamp_zone text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE imports ADD COLUMN undo_state text COLLATE "C" NOT NULL DEFAULT 'active' CHECK (undo_state IN ('active', 'undone')))",
};

const char* const kStep14Postgres[] = {
    R"(ALTER TABLE tco_lines ADD COLUMN quantity_unit text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE tco_lines ADD COLUMN hourly bigint NOT NULL DEFAULT 0 CHECK (hourly IN (0, 1)))",
    R"(ALTER TABLE tco_lines ADD COLUMN years text COLLATE "C" NOT NULL DEFAULT '')",
    R"(UPDATE tco_lines SET years = CAST(year AS text) WHERE year IS NOT NULL)",
    R"(ALTER TABLE tco_lines ADD COLUMN source text COLLATE "C" NOT NULL DEFAULT '' CHECK (source IN ('', 'quote', 'list_price', 'estimate')))",
    R"(ALTER TABLE tco_lines ADD COLUMN source_note text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE tco_lines ADD COLUMN tax_rate text COLLATE "C")",
    R"(CREATE TABLE tco_line_multipliers (
        line_id     bigint NOT NULL REFERENCES tco_lines (id) ON DELETE CASCADE,
        scenario_id text COLLATE "C" NOT NULL REFERENCES tco_scenarios (id) ON DELETE CASCADE ON UPDATE CASCADE,
        multiplier  text COLLATE "C" NOT NULL,
        PRIMARY KEY (line_id, scenario_id)))",
};

const char* const kStep15Postgres[] = {
    R"(CREATE TABLE exit_checks (
        candidate_id text COLLATE "C" NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        exit_item    text COLLATE "C" NOT NULL CHECK (exit_item IN ('job_definitions', 'model_metadata', 'audit_records',
                         'container_images', 'training_code', 'data_formats')),
        readiness    text COLLATE "C" NOT NULL CHECK (readiness IN ('ready', 'partial', 'missing')),
        evidence     text COLLATE "C" NOT NULL DEFAULT '',
        PRIMARY KEY (candidate_id, exit_item)))",
};

const char* const kStep16Postgres[] = {
    R"(ALTER TABLE tco_lines ADD COLUMN target_utilization text COLLATE "C" CHECK (target_utilization IS NULL OR length(target_utilization) > 0))",
};

const char* const kStep17Postgres[] = {
    R"(ALTER TABLE baseline_jobs DROP CONSTRAINT baseline_jobs_outcome_check,
        ADD CONSTRAINT baseline_jobs_outcome_check CHECK (outcome = 'completed' OR outcome = 'failed'
            OR outcome = 'cancelled' OR outcome = 'running' OR outcome = 'pending'))",
};

const char* const kStep18Postgres[] = {
    R"(CREATE TABLE write_mark (
        id          bigint PRIMARY KEY CHECK (id = 1),
        write_base  bigint NOT NULL,
        write_count bigint NOT NULL))",
    R"(CREATE TRIGGER write_mark_next_id BEFORE INSERT ON write_mark FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(INSERT INTO write_mark (id, write_base, write_count) VALUES (1, 0, 0))",
};

const char* const kStep19Postgres[] = {
    R"(ALTER TABLE baseline_jobs ADD COLUMN cluster text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE baseline_jobs ADD COLUMN replaced_by bigint)",
    R"(CREATE INDEX baseline_jobs_replaced ON baseline_jobs (replaced_by) WHERE replaced_by IS NOT NULL)",
};

const char* const kStep20Postgres[] = {
    R"(ALTER TABLE audit_log ADD COLUMN chain_hash text COLLATE "C" CHECK (chain_hash IS NULL OR length(chain_hash) = 64))",
    R"(CREATE FUNCTION audit_log_chained() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'audit_log entries carry their chain hash'; END $$)",
    R"(CREATE TRIGGER audit_log_chained BEFORE INSERT ON audit_log
        FOR EACH ROW WHEN (NEW.chain_hash IS NULL) EXECUTE FUNCTION audit_log_chained())",
};

const char* const kStep21Postgres[] = {
    R"(ALTER TABLE reviewers ADD COLUMN permission text COLLATE "C" NOT NULL DEFAULT 'member'
        CHECK (permission IN ('chair', 'member', 'observer')))",
    R"(ALTER TABLE reviewers ADD COLUMN function text COLLATE "C" NOT NULL DEFAULT 'other'
        CHECK (function IN ('security', 'finance', 'platform', 'algorithm', 'business', 'other')))",
    R"(CREATE TABLE scoring_assignments (
        criterion_id text COLLATE "C" NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        member_id    text COLLATE "C" NOT NULL REFERENCES reviewers (id) ON DELETE CASCADE ON UPDATE CASCADE,
        PRIMARY KEY (criterion_id, member_id)))",
    R"(CREATE INDEX scoring_assignments_member ON scoring_assignments (member_id))",
    R"(CREATE TABLE scoring_quorums (
        criterion_id text COLLATE "C" PRIMARY KEY NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        quorum       bigint NOT NULL CHECK (quorum BETWEEN 1 AND 1000)))",
    R"(CREATE TABLE recusals (
        member_id    text COLLATE "C" NOT NULL REFERENCES reviewers (id) ON DELETE CASCADE ON UPDATE CASCADE,
        candidate_id text COLLATE "C" NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        reason       text COLLATE "C" NOT NULL CHECK (length(trim(reason)) > 0),
        declared_at  text COLLATE "C" NOT NULL,
        PRIMARY KEY (member_id, candidate_id)))",
    R"(CREATE INDEX recusals_candidate ON recusals (candidate_id))",
    R"(CREATE TABLE scoring_rounds (
        id            bigint PRIMARY KEY,
        state         text COLLATE "C" NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed', 'revealed')),
        hide_prices   bigint NOT NULL DEFAULT 0 CHECK (hide_prices IN (0, 1)),
        deadline      text COLLATE "C",
        opened_by     text COLLATE "C" NOT NULL,
        opened_at     text COLLATE "C" NOT NULL,
        closed_by     text COLLATE "C",
        closed_at     text COLLATE "C",
        revealed_by   text COLLATE "C",
        revealed_at   text COLLATE "C",
        reveal_reason text COLLATE "C" NOT NULL DEFAULT ''))",
    R"(CREATE TRIGGER scoring_rounds_next_id BEFORE INSERT ON scoring_rounds FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE TABLE round_cells (
        round_id     bigint NOT NULL REFERENCES scoring_rounds (id) ON DELETE CASCADE,
        candidate_id text COLLATE "C" NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        criterion_id text COLLATE "C" NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        PRIMARY KEY (round_id, candidate_id, criterion_id)))",
    R"(CREATE INDEX round_cells_cell ON round_cells (candidate_id, criterion_id))",
    R"(ALTER TABLE bonus_scores ADD COLUMN round_id bigint REFERENCES scoring_rounds (id) ON DELETE SET NULL)",
    R"(CREATE TABLE consensus_scores (
        candidate_id text COLLATE "C" NOT NULL REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        criterion_id text COLLATE "C" NOT NULL REFERENCES criteria (id) ON DELETE CASCADE ON UPDATE CASCADE,
        score        double precision NOT NULL CHECK (score >= 0 AND score <= 5),
        reason       text COLLATE "C" NOT NULL CHECK (length(trim(reason)) >= 10),
        set_by       text COLLATE "C" NOT NULL,
        round_id     bigint REFERENCES scoring_rounds (id) ON DELETE SET NULL,
        set_at       text COLLATE "C" NOT NULL,
        PRIMARY KEY (candidate_id, criterion_id)))",
    R"(INSERT INTO consensus_scores (candidate_id, criterion_id, score, reason, set_by, round_id, set_at)
        SELECT candidate_id, criterion_id, avg(score),
               'Consensus recorded before the committee (file format 20)', min(reviewer_id), NULL,
               max(updated_at)
        FROM bonus_scores WHERE consensus = 1 GROUP BY candidate_id, criterion_id)",
    R"(CREATE TABLE packet_kit (
        id               bigint PRIMARY KEY CHECK (id = 1),
        member_id        text COLLATE "C" NOT NULL,
        round_id         bigint NOT NULL,
        secret           text COLLATE "C" NOT NULL CHECK (length(secret) = 64),
        source_workspace text COLLATE "C" NOT NULL,
        source_head      text COLLATE "C" NOT NULL,
        made_at          text COLLATE "C" NOT NULL))",
    R"(CREATE TRIGGER packet_kit_next_id BEFORE INSERT ON packet_kit FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE TABLE packet_seals (
        round_id    bigint NOT NULL REFERENCES scoring_rounds (id) ON DELETE CASCADE,
        member_id   text COLLATE "C" NOT NULL REFERENCES reviewers (id) ON DELETE CASCADE ON UPDATE CASCADE,
        seal        text COLLATE "C" NOT NULL CHECK (length(seal) = 64),
        recorded_by text COLLATE "C" NOT NULL,
        recorded_at text COLLATE "C" NOT NULL,
        imported_at text COLLATE "C",
        PRIMARY KEY (round_id, member_id)))",
    R"(CREATE TABLE signatures (
        member_id   text COLLATE "C" PRIMARY KEY NOT NULL REFERENCES reviewers (id) ON DELETE CASCADE ON UPDATE CASCADE,
        choice      text COLLATE "C" NOT NULL CHECK (choice IN ('agree', 'reservations', 'dissent')),
        reason      text COLLATE "C" NOT NULL DEFAULT '',
        signed_at   text COLLATE "C" NOT NULL,
        fingerprint text COLLATE "C" NOT NULL,
        CHECK (choice = 'agree' OR length(trim(reason)) > 0)))",
    R"(CREATE TABLE decision_freezes (
        id            bigint PRIMARY KEY,
        frozen_by     text COLLATE "C" NOT NULL,
        frozen_at     text COLLATE "C" NOT NULL,
        reason        text COLLATE "C" NOT NULL DEFAULT '',
        fingerprint   text COLLATE "C" NOT NULL,
        chain_head    text COLLATE "C" NOT NULL,
        reopened_by   text COLLATE "C",
        reopened_at   text COLLATE "C",
        reopen_reason text COLLATE "C"))",
    R"(CREATE TRIGGER decision_freezes_next_id BEFORE INSERT ON decision_freezes FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(ALTER TABLE audit_log ADD COLUMN member_id text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE audit_log ADD COLUMN os_user text COLLATE "C" NOT NULL DEFAULT '')",
    R"(ALTER TABLE packet_kit ADD COLUMN start_scores text COLLATE "C" NOT NULL DEFAULT '[]')",
};

const char* const kStep22Postgres[] = {
    R"(CREATE FUNCTION is_iso_date(day text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $$
        BEGIN RETURN day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' AND to_char(day::date, 'YYYY-MM-DD') = day;
        EXCEPTION WHEN others THEN RETURN false; END $$)",
    R"(CREATE TABLE meetings (
        id        bigint PRIMARY KEY,
        held_on   text COLLATE "C" NOT NULL CHECK (length(held_on) = 10),
        title     text COLLATE "C" NOT NULL DEFAULT '',
        state     text COLLATE "C" NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
        simulated bigint NOT NULL DEFAULT 0 CHECK (simulated IN (0, 1))))",
    R"(CREATE TRIGGER meetings_next_id BEFORE INSERT ON meetings FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE TABLE meeting_attendance (
        meeting_id bigint NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
        member_id  text COLLATE "C" NOT NULL,
        present    bigint NOT NULL DEFAULT 0 CHECK (present IN (0, 1)),
        PRIMARY KEY (meeting_id, member_id)))",
    R"(CREATE TABLE meeting_agenda (
        id         bigint PRIMARY KEY,
        meeting_id bigint NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
        title      text COLLATE "C" NOT NULL CHECK (length(trim(title)) > 0)))",
    R"(CREATE TRIGGER meeting_agenda_next_id BEFORE INSERT ON meeting_agenda FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE INDEX meeting_agenda_meeting ON meeting_agenda (meeting_id))",
    R"(CREATE TABLE meeting_decisions (
        id           bigint PRIMARY KEY,
        meeting_id   bigint NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
        decision_text text COLLATE "C" NOT NULL CHECK (length(trim(decision_text)) > 0),
        link         text COLLATE "C" NOT NULL DEFAULT 'none'
            CHECK (link IN ('none', 'verdict', 'waiver', 'consensus', 'record')),
        candidate_id text COLLATE "C",
        criterion_id text COLLATE "C",
        record_id    bigint,
        CHECK (link IN ('none', 'record') OR (candidate_id IS NOT NULL AND criterion_id IS NOT NULL)),
        CHECK (link <> 'record' OR record_id IS NOT NULL)))",
    R"(CREATE TRIGGER meeting_decisions_next_id BEFORE INSERT ON meeting_decisions FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE INDEX meeting_decisions_meeting ON meeting_decisions (meeting_id))",
    R"(CREATE TABLE meeting_actions (
        id         bigint PRIMARY KEY,
        meeting_id bigint NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
        action_text text COLLATE "C" NOT NULL CHECK (length(trim(action_text)) > 0),
        owner_id   text COLLATE "C" NOT NULL,
        due        text COLLATE "C" CHECK (due IS NULL OR length(due) = 10),
        action_status text COLLATE "C" NOT NULL DEFAULT 'open' CHECK (action_status IN ('open', 'done', 'dropped'))))",
    R"(CREATE TRIGGER meeting_actions_next_id BEFORE INSERT ON meeting_actions FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE INDEX meeting_actions_meeting ON meeting_actions (meeting_id))",
    R"(CREATE TABLE plan_settings (
        id    bigint PRIMARY KEY CHECK (id = 1),
        start_date text COLLATE "C" NOT NULL CHECK (length(start_date) = 10 AND is_iso_date(start_date))))",
    R"(CREATE TRIGGER plan_settings_next_id BEFORE INSERT ON plan_settings FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE TABLE plan_checks (
        check_id text COLLATE "C" PRIMARY KEY NOT NULL CHECK (length(check_id) BETWEEN 1 AND 64),
        owner_id text COLLATE "C" REFERENCES reviewers (id) ON DELETE SET NULL ON UPDATE CASCADE,
        due      text COLLATE "C" CHECK (due IS NULL OR (length(due) = 10 AND is_iso_date(due)))))",
    R"(CREATE INDEX plan_checks_owner ON plan_checks (owner_id))",
    R"(CREATE TABLE snapshots (
        id          bigint PRIMARY KEY,
        name        text COLLATE "C" NOT NULL UNIQUE CHECK (length(trim(name)) BETWEEN 1 AND 200),
        taken_by    text COLLATE "C" NOT NULL,
        member_id   text COLLATE "C" NOT NULL DEFAULT '',
        taken_at    text COLLATE "C" NOT NULL,
        audit_seq   bigint NOT NULL DEFAULT 0,
        fingerprint text COLLATE "C" NOT NULL,
        data        bytea NOT NULL,
        simulated   bigint NOT NULL DEFAULT 0 CHECK (simulated IN (0, 1))))",
    R"(CREATE TRIGGER snapshots_next_id BEFORE INSERT ON snapshots FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE INDEX snapshots_taken ON snapshots (taken_at))",
};
// Version 23 (issue 32): the scheduling what-if's policies.
const char* const kStep23Postgres[] = {
    R"(CREATE TABLE whatif_policies (
        id           bigint PRIMARY KEY,
        candidate_id text COLLATE "C" UNIQUE REFERENCES candidates (id) ON DELETE CASCADE ON UPDATE CASCADE,
        policy       text COLLATE "C" NOT NULL CHECK (length(policy) BETWEEN 2 AND 65536)))",
    R"(CREATE TRIGGER whatif_policies_next_id BEFORE INSERT ON whatif_policies FOR EACH ROW WHEN (NEW.id IS NULL)
        EXECUTE FUNCTION next_row_id('id'))",
    R"(CREATE UNIQUE INDEX whatif_policies_as_is ON whatif_policies ((candidate_id IS NULL)) WHERE candidate_id IS NULL)",
};

// Version 24 (issue 32): a PoC run names the job of a replayed load it ran.
const char* const kStep24Postgres[] = {
    R"(ALTER TABLE poc_runs ADD COLUMN replay_id text COLLATE "C" NOT NULL DEFAULT '')",
};

// Version 25 (issue 31): the sealed values, as a server under its roles wrote them before version 25
// (IF NOT EXISTS: such a server has the table already, the same).
const char* const kStep25Postgres[] = {
    R"(CREATE TABLE IF NOT EXISTS audit_sealed (
        seq       bigint PRIMARY KEY,
        member_id text COLLATE "C" NOT NULL DEFAULT '',
        round_id  bigint,
        salt      text COLLATE "C" NOT NULL,
        old_value text COLLATE "C",
        new_value text COLLATE "C",
        detail    text COLLATE "C" NOT NULL DEFAULT ''))",
};

template <std::size_t N>
QStringList toList(const char* const (&statements)[N])
{
    QStringList list;
    list.reserve(int(N));
    for (const char* statement : statements)
        list.append(QString::fromUtf8(statement));
    return list;
}

} // namespace

const QList<Step>& steps()
{
    // Each step: its version, what it does, its SQLite statements, its PostgreSQL statements.
    static const QList<Step> all{
        {1,
         "the whole evaluation: settings, reviewers, candidates, criteria, assessments, bonus scores, evidence files, "
         "imports, PoC scenarios and runs, teams, GPU inventory, the job log, TCO, the decision record and the "
         "append-only audit log",
         toList(kStep1), toList(kStep1Postgres)},
        {2, "named column-mapping presets of the import path", toList(kStep2), toList(kStep2Postgres)},
        {3, "vendor questionnaire answers", toList(kStep3), toList(kStep3Postgres)},
        {4, "every evaluation has an identity (workspace_id)", toList(kStep4), toList(kStep4Postgres)},
        {5, "every row an import adds names its import; indexes for undoing an import", toList(kStep5),
         toList(kStep5Postgres)},
        {6, "a requirement keeps the question vendors are asked", toList(kStep6), toList(kStep6Postgres)},
        {7, "PoC runs as testers and vendors report them: times, outcome, source", toList(kStep7),
         toList(kStep7Postgres)},
        {8, "workflow coverage per candidate and step; the essential steps", toList(kStep8), toList(kStep8Postgres)},
        {9, "the chair's override of a verdict computed from the PoC runs", toList(kStep9), toList(kStep9Postgres)},
        {10, "the top losses in both languages", toList(kStep10), toList(kStep10Postgres)},
        {11, "the lines an import rejected, kept with it", toList(kStep11), toList(kStep11Postgres)},
        {12, "inventory dates, team quotas, loss owners and improvement targets", toList(kStep12),
         toList(kStep12Postgres)},
        {13, "an import's time zone and undo state", toList(kStep13), toList(kStep13Postgres)},
        {14, "the three-year TCO engine's cost-line fields", toList(kStep14), toList(kStep14Postgres)},
        {15, "the exit checklist", toList(kStep15), toList(kStep15Postgres)},
        {16, "the target utilization of a quantity suggested from the baseline", toList(kStep16),
         toList(kStep16Postgres)},
        {17, "the job log's outcome checked by comparisons (a faster bulk import)", toList(kStep17),
         toList(kStep17Postgres)},
        {18, "the write mark, which every write counts", toList(kStep18), toList(kStep18Postgres)},
        {19, "a job known by its cluster, job id and submit time; rows replaced by a later import", toList(kStep19),
         toList(kStep19Postgres)},
        {20, "the audit log's hash chain", toList(kStep20), toList(kStep20Postgres)},
        {21, "the committee: members, assignments, quorums, recusals, scoring rounds, consensus, kits, seals, sign-off",
         toList(kStep21), toList(kStep21Postgres)},
        {22, "the review meeting: minutes, the four-week plan, snapshots", toList(kStep22), toList(kStep22Postgres)},
        {23, "the scheduling what-if: a policy per candidate and today's", toList(kStep23), toList(kStep23Postgres)},
        {24, "a PoC run names the job of a replayed load it ran (replay_id)", toList(kStep24), toList(kStep24Postgres)},
        {25, "the values of the audit entries about sealed scores, kept apart from their seals (audit_sealed)",
         toList(kStep25), toList(kStep25Postgres)},
    };
    return all;
}

int currentVersion()
{
    return int(steps().size());
}

QStringList bulkTables()
{
    return {QStringLiteral("baseline_jobs")};
}

QStringList upgradeStep(int to, Backend backend)
{
    if (to < 1 || to > currentVersion())
        return {};
    return steps().at(to - 1).statements(backend);
}

} // namespace gatebench::schema
