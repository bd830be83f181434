#pragma once
// What the Report page proposes for the decision record before the committee writes one, and the
// candidates it offers for the recommended and alternative options, both from the engine's decision
// with its wording (DecisionDocument).
#include "domain/Domain.h"

#include <QList>
#include <QString>

namespace gatebench {

class DecisionDocument;

/// The record the engine suggests: its recommended and alternative options; as unresolved risks
/// its close-call and weight-sensitivity caveats (a weight whose change moves the lead); as
/// acceptance conditions every waiver an Eligible candidate stands on and every open gate of a
/// Blocked one. Assumptions, exit path and sign-off are the committee's alone (empty). Its id is 0
/// and its as-of the decision's date.
DecisionRecord suggestedRecord(const DecisionDocument& document);

/// A candidate the record may name, with what the page shows for it.
struct RecordChoice {
    QString id;
    QString label; ///< "Name — Eligible, rank 1" (the status in the UI language)
    bool eligible = false;
};

/// The candidates the record may name: the Eligible ones in rank order first, then the others in
/// committee order with their status.
QList<RecordChoice> recordChoices(const DecisionDocument& document);

} // namespace gatebench
