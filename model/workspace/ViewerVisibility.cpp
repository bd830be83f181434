#include "workspace/ViewerVisibility.h"

#include "repositories/RoundRepository.h"
#include "workspace/Viewer.h"

namespace gatebench {

Visibility visibilityOf(const QList<ScoringRound>& sealed, const Viewer& viewer)
{
    Visibility visibility;
    const bool scorer = viewer.role() == Viewer::Role::Member || viewer.role() == Viewer::Role::Chair;
    if (scorer)
        visibility.ownMember = viewer.memberId();
    for (const ScoringRound& round : sealed) {
        visibility.sealedRounds.insert(round.id);
        for (const RoundCell& cell : round.cells)
            visibility.sealedCells.insert(Visibility::cellKey(cell.candidateId, cell.criterionId));
        if (round.hidePrices && (viewer.role() == Viewer::Role::Member || viewer.isEveryone()))
            visibility.hidePrices = true;
    }
    return visibility;
}

} // namespace gatebench
