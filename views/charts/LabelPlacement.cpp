#include "LabelPlacement.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace gatebench {

QList<QRectF> placePointLabels(const QList<QPointF>& points, const QList<QSizeF>& sizes, const QRectF& bounds,
                               qreal markerRadius)
{
    const qsizetype n = std::min(points.size(), sizes.size());
    QList<QRectF> placed(n);
    QList<QRectF> markers;
    for (qsizetype i = 0; i < n; ++i)
        markers.append(
            QRectF(points.at(i) - QPointF(markerRadius, markerRadius), QSizeF(2 * markerRadius, 2 * markerRadius)));
    std::vector<qsizetype> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        const QPointF& p = points.at(a);
        const QPointF& q = points.at(b);
        return p.x() != q.x() ? p.x() < q.x() : p.y() < q.y();
    });
    QList<QRectF> taken;
    const auto free = [&](const QRectF& r, qsizetype self) {
        for (const QRectF& t : std::as_const(taken)) {
            if (t.intersects(r))
                return false;
        }
        for (qsizetype m = 0; m < markers.size(); ++m) {
            if (m != self && markers.at(m).intersects(r))
                return false;
        }
        return true;
    };
    const qreal gap = markerRadius + 2;
    for (qsizetype i : order) {
        const QPointF p = points.at(i);
        const QSizeF s = sizes.at(i);
        const qreal middle = p.y() - s.height() / 2;
        QList<QRectF> tries{QRectF(QPointF(p.x() + gap, middle), s),
                            QRectF(QPointF(p.x() - gap - s.width(), middle), s),
                            QRectF(QPointF(p.x() - s.width() / 2, p.y() - gap - s.height()), s),
                            QRectF(QPointF(p.x() - s.width() / 2, p.y() + gap), s)};
        for (int k = 1; k <= 6; ++k) {
            for (int sign : {-1, 1}) {
                const qreal y = middle + sign * k * (s.height() + 1);
                tries.append(QRectF(QPointF(p.x() + gap, y), s));
                tries.append(QRectF(QPointF(p.x() - gap - s.width(), y), s));
            }
        }
        QRectF chosen;
        bool found = false;
        for (const QRectF& r : std::as_const(tries)) {
            if (bounds.contains(r) && free(r, i)) {
                chosen = r;
                found = true;
                break;
            }
        }
        for (qsizetype t = 0; !found && t < tries.size(); ++t) {
            if (free(tries.at(t), i)) {
                chosen = tries.at(t);
                found = true;
            }
        }
        // Further below the point, one label height (at least a pixel) at a time: the labels taken are
        // finitely many, so a free place comes.
        for (QRectF r = tries.at(3); !found; r.translate(0, std::max<qreal>(1, s.height() + 1))) {
            if (free(r, i)) {
                chosen = r;
                found = true;
            }
        }
        placed[i] = chosen;
        taken.append(chosen);
    }
    return placed;
}

} // namespace gatebench
