#include "ColumnFit.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>
#include <numeric>

namespace gatebench {

ColumnFit* ColumnFit::install(QTableView* view, int maximum)
{
    auto* fitter = new ColumnFit(view, maximum);
    view->viewport()->installEventFilter(fitter);
    view->setTextElideMode(Qt::ElideRight);
    view->horizontalHeader()->setTextElideMode(Qt::ElideRight);
    const auto refit = [fitter] { fitter->fit(); };
    // A table that goes resets its model while its header is already gone: fit no more then.
    connect(view->horizontalHeader(), &QObject::destroyed, fitter, [fitter] { fitter->m_view = nullptr; });
    if (QAbstractItemModel* model = view->model()) {
        connect(model, &QAbstractItemModel::modelReset, fitter, refit);
        connect(model, &QAbstractItemModel::layoutChanged, fitter, refit);
        connect(model, &QAbstractItemModel::headerDataChanged, fitter, refit);
        connect(model, &QAbstractItemModel::rowsInserted, fitter, [fitter, view] {
            // The first rows of an empty table decide the widths; later ones keep them.
            if (view->model()->rowCount() <= 50)
                fitter->fit();
        });
    }
    fitter->fit();
    return fitter;
}

ColumnFit::ColumnFit(QTableView* view, int maximum)
    : QObject(view)
    , m_view(view)
    , m_maximum(maximum)
{}

void ColumnFit::fit()
{
    if (!m_view)
        return;
    QHeaderView* header = m_view->horizontalHeader();
    const int columns = header->count();
    if (columns == 0)
        return;
    m_fittedWidth = m_view->viewport()->width();
    // The last column, when it stretches, keeps what it asks for up to a third of the width (a
    // description stays readable) and never less than its label; the others share the rest.
    const bool stretch = header->stretchLastSection();
    int available = m_fittedWidth;
    if (stretch && columns > 1) {
        const int last = columns - 1;
        const int label = header->sectionSizeHint(last);
        const int asked = static_cast<const QAbstractItemView*>(m_view)->sizeHintForColumn(last);
        available -= std::max(label, std::min(asked, m_fittedWidth / 3));
    }
    QList<int> wanted;
    QList<int> least;
    const int sized = stretch && columns > 1 ? columns - 1 : columns;
    for (int c = 0; c < sized; ++c) {
        if (m_view->isColumnHidden(c)) {
            wanted.append(0);
            least.append(0);
            continue;
        }
        // The header's label whole, else as much as the cells ask for.
        const int label = header->sectionSizeHint(c);
        // (QAbstractItemView makes the table's own size hint public.)
        int width = std::max(label, static_cast<const QAbstractItemView*>(m_view)->sizeHintForColumn(c));
        if (m_maximum > 0)
            width = std::min(width, std::max(m_maximum, label));
        wanted.append(width);
        least.append(label);
    }
    QList<int> widths = wanted;
    const int total = std::accumulate(wanted.cbegin(), wanted.cend(), 0);
    if (total > available) {
        // The widest give way first: every column is cut to one cap (never below its label), the
        // highest cap at which they fit.
        int low = 0;
        int high = *std::max_element(wanted.cbegin(), wanted.cend());
        const auto sumAt = [&](int cap) {
            int sum = 0;
            for (int c = 0; c < sized; ++c)
                sum += std::min(wanted.at(c), std::max(cap, least.at(c)));
            return sum;
        };
        while (low < high) {
            const int mid = (low + high + 1) / 2;
            if (sumAt(mid) <= available)
                low = mid;
            else
                high = mid - 1;
        }
        for (int c = 0; c < sized; ++c)
            widths[c] = std::min(wanted.at(c), std::max(low, least.at(c)));
    }
    for (int c = 0; c < sized; ++c) {
        if (!m_view->isColumnHidden(c))
            header->resizeSection(c, widths.at(c));
    }
    emit fitted();
}

bool ColumnFit::eventFilter(QObject* watched, QEvent* event)
{
    if (m_view && event->type() == QEvent::Resize && watched == m_view->viewport() &&
        m_view->viewport()->width() != m_fittedWidth)
        fit();
    return QObject::eventFilter(watched, event);
}

} // namespace gatebench
