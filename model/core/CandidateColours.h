#pragma once

#include <QColor>
#include <QString>

namespace gatebench {

/// The colour a candidate is drawn in on every chart, fixed by its id alone: adding, removing or
/// reordering candidates never recolours the others. The seven template candidates take seven
/// distinct colours of the Okabe-Ito palette (distinguishable with the common colour-vision
/// deficiencies); any other id takes the palette entry its stable hash (FNV-1a of its UTF-8) names.
QColor candidateColour(const QString& candidateId);

/// The palette slot of `candidateId` (0 to candidatePaletteSize() - 1), as candidateColour picks it.
int candidateColourSlot(const QString& candidateId);
int candidatePaletteSize();
/// The colour of a palette slot.
QColor candidatePaletteColour(int slot);

} // namespace gatebench
