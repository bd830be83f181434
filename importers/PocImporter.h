#pragma once

#include "RecordImporter.h"
#include "domain/Domain.h"
#include "repositories/Stored.h"

#include <QHash>
#include <QList>

namespace gatebench {

/// `--kind poc`: PoC result files from testers and vendors (often Excel exports with Chinese
/// headers), one run a row.
///
/// Rules:
/// - Candidate and scenario are required and resolved by the pipeline (ids, names in either language,
///   aliases; a name that resolves to nothing is reported with its lines, never dropped). Runs import
///   for any candidate of the evaluation, marked for the PoC or not.
/// - Outcome: success, failure (with the file's failure reason, else the one the word implies, e.g.
///   TIMEOUT) or cancelled (a run, but neither success nor failure). A run that has not ended
///   (running, pending) is refused. An empty outcome is a run without one.
/// - Durations need a unit: in the header ("排队时间(秒)", "Recovery [min]"), the mapping, or the cell
///   ("15 min", "1.5h", "90秒"). A bare number with no unit anywhere is refused, asking for one.
/// - Times (submitted, started, available, finished) are read in the import's zone and stored in
///   UTC. Queue wait is started - submitted and time to available is available - submitted when both
///   times are given; a file that also gives the wait directly must agree within 1 s, else both
///   figures are reported as an error. Times out of order (started before submitted, available
///   before submitted, finished before started) are refused.
/// - Counts (steps, interventions) and GPU hours are 0 or more.
/// - A run is the same run as a stored one when its candidate, scenario and run id are (a corrected
///   result file updates it in place, so that importing a file again changes nothing); a row without
///   a run id is the same run as the stored one from the same line of a file with the same SHA-256.
///   Only the fields the file gives (non-empty cells) replace stored ones. The same candidate,
///   scenario and run id twice in one import is an error.
/// - Each run records its source file, line and the file's SHA-256; its run_no is its order among
///   the runs of its candidate and scenario.
///
/// The runs of an import are held until the end of the files (their files' hashes are known only
/// then): PoC files have hundreds of rows, not millions.
class PocImporter final : public RecordImporter {
public:
    QString kind() const override { return QLatin1String(key(RecordKindId::Poc)); }
    Result<void> snapshot(const Storage& storage) override;
    Issues addRecord(const RecordValues& values, qint64 line) override;
    Result<ChangeSpool> finish() override;
    void beginTable(const QString& name) override;
    void endTable(const QString& name, const QString& sha256) override;

private:
    struct Pending {
        PocRun run;
        int table = 0;               ///< index into m_hashes
        QList<PocImportField> given; ///< the fields the row gave a value for (derived waits included)
    };

    QList<Stored<PocRun>> m_stored;
    QHash<QString, int> m_storedByRunId;    ///< "candidate\nscenario\nrun id" -> index in m_stored
    QHash<QString, int> m_storedBySource;   ///< "sha256\nline" -> index in m_stored
    QHash<QString, int> m_lastRunNo;        ///< "candidate\nscenario" -> highest run_no stored
    QHash<QString, QString> m_firstOfRunId; ///< "candidate\nscenario\nrun id" of this import -> "file:line"
    QList<Pending> m_pending;
    QStringList m_tables;
    QStringList m_hashes;
};

} // namespace gatebench
