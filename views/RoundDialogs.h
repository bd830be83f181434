#pragma once

class QMenu;
class QWidget;

namespace gatebench {

class Workspace;

/// The chair's scoring-round actions in the window: open a round (its deadline and whether prices stay
/// hidden from the members), close the open one, and each member's progress (cells scored out of cells
/// assigned, never the values). Each action is one undoable, audited step (model/commands/Rounds.h); a
/// refusal is shown with its reason.
namespace rounddialogs {

/// Opens a round on every bonus criterion and every candidate not eliminated, after asking for the
/// deadline and hidden prices.
void openRound(QWidget* parent, Workspace& workspace);
/// Closes the open round, after asking.
void closeRound(QWidget* parent, Workspace& workspace);
/// Shows each sealed round's progress per member.
void showProgress(QWidget* parent, Workspace& workspace);

} // namespace rounddialogs
} // namespace gatebench
