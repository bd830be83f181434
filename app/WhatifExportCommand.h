#pragma once

#include <QStringList>

#include <optional>

namespace gatebench {

/// `gatebench whatif export FILE --candidate C --hours H --scale GPUS -o DIR [--force]`: the busiest H
/// hours of the job log scaled to a PoC cluster of GPUS GPUs, as job scripts the PoC replays
/// (model/whatif/LoadExport.h), with the replay's own predicted waits (predicted_waits.csv); records the
/// export in FILE (one undoable step). Refuses a DIR that is not empty unless --force.
int commandWhatifExport(const QStringList& arguments);

/// `gatebench whatif accuracy FILE --candidate C [--predicted PRED.csv] [--json]`: the PoC's measured
/// wait per replayed job against the predicted ones (the replay of the export recorded for C, or
/// PRED.csv: replay_id, predicted_wait_s) and their
/// median absolute error (model/whatif/ReplayAccuracy.h). Opens FILE read-only.
int commandWhatifAccuracy(const QStringList& arguments);

/// Runs `whatif export` and `whatif accuracy` (`arguments` start with "whatif"); null for any other
/// `whatif` command, which the replay's own command handles.
std::optional<int> whatifCheckCommand(const QStringList& arguments);

} // namespace gatebench
