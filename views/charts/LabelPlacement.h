#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace gatebench {

/// Places one label beside each point of a scatter chart so that no two labels overlap each other or
/// cover another point's marker: each label tries, in turn, right of its point, left of it, above,
/// below, then right and left moved up and down by whole label heights; it takes the first place
/// that is free and inside `bounds` (else the first free one outside), and, if every one of those is
/// taken, the first free place further below its point. Points are placed left to right (then top to
/// bottom), so the same points always give the same places. `markerRadius` is the room a marker takes
/// around its point; `sizes[i]` is label i's size. Returns label i's rectangle at index i.
QList<QRectF> placePointLabels(const QList<QPointF>& points, const QList<QSizeF>& sizes, const QRectF& bounds,
                               qreal markerRadius);

} // namespace gatebench
