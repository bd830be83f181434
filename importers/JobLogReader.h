#pragma once

#include "SacctReader.h"
#include "core/Result.h"

#include <QString>

class QIODevice;

namespace gatebench {

// The options, rules, issues, sink and summary every native job-log reader shares. They carry the
// name of the first format that had them (Slurm's sacct); a reader takes of the options what
// applies to its format (the zone, the cluster, the time bounds, the team and task type fields and
// the cancel flag apply to all).
using JobLogOptions = SacctOptions;
using JobLogRule = SacctRule;
using JobLogIssue = SacctIssue;
using JobLogSink = SacctSink;
using JobLogSummary = SacctSummary;

/// A scheduler's own job-log format, read natively (not through the CSV column mapping): Slurm's
/// `sacct --parsable2` today (SacctLogReader), LSF's `lsb.acct` or PBS accounting logs next. The
/// job import (importers/JobImport: `gatebench import --kind jobs --format ID`, the window's job
/// log page) finds a reader by its id in FormatRegistry and does everything else itself: the
/// transaction, the SHA-256 of each file, the duplicate and same-file checks, all-or-nothing or
/// --skip-invalid, the audit entry, undo.
///
/// Adding a format is one class and its tests:
/// 1. a class derived from JobLogReader (LsfAcctReader.h/.cpp, say) that reads one file into
///    JobRecords as DOMAIN.md maps jobs (submit, start, end in UTC seconds, outcome, GPUs, team,
///    task type, cluster), handing each valid job to JobLogSink::job and every rule a line breaks
///    to JobLogSink::issue (line, column, a JobLogRule, the job), never aborting on content and
///    holding a job to the shared bounds (JobLogOptions::earliestUtc and latestUtc, joblimits);
/// 2. one line in FormatRegistry::standard(): `r->addJobLogReader(std::make_unique<LsfAcctReader>())`;
/// 3. a test of the reader (tests/tst_sacct_reader.cpp is the model) and a fixture folder in
///    tests/data; the command line (`--format ID`) and the import need nothing more.
/// Job logs that are CSV files (Helios, Alibaba's pod lists, GateBench's own export) are not
/// native formats: they are a mapping preset each (model/mapping/BuiltInPresets.cpp) read by the
/// import pipeline's JobImporter.
///
/// Registered readers are shared and const: a reading keeps its state in the call.
class JobLogReader {
public:
    virtual ~JobLogReader() = default;

    /// ASCII, stable: the value of `--format` ("sacct").
    virtual QString id() const = 0;
    /// The translated name users read ("Slurm sacct output").
    virtual QString displayName() const = 0;
    /// Fails (Usage), saying why, when the options cannot read this format (an invalid pattern, a
    /// field list without the fields the format needs).
    virtual Result<void> checkOptions(const JobLogOptions& options) const = 0;
    /// Reads one file from `device` (open for reading; nothing seeks) into `sink`. Fails (Io) when it
    /// cannot be read, (Usage) when the options are invalid; anything wrong with the content is an
    /// issue.
    virtual Result<JobLogSummary> read(QIODevice& device, const JobLogOptions& options,
                                       const JobLogSink& sink) const = 0;
};

/// Slurm's `sacct --parsable2` output (and `--parsable`, `--delimiter=X`), read by SacctReader.
class SacctLogReader final : public JobLogReader {
public:
    QString id() const override;
    QString displayName() const override;
    Result<void> checkOptions(const JobLogOptions& options) const override;
    Result<JobLogSummary> read(QIODevice& device, const JobLogOptions& options, const JobLogSink& sink) const override;
};

} // namespace gatebench
