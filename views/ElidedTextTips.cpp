#include "ElidedTextTips.h"

#include <QAbstractItemDelegate>
#include <QAbstractItemView>
#include <QApplication>
#include <QHeaderView>
#include <QHelpEvent>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QToolTip>

namespace gatebench {

void ElidedTextTips::install()
{
    static ElidedTextTips* installed = nullptr;
    if (installed || !qApp)
        return;
    installed = new ElidedTextTips(qApp);
    qApp->installEventFilter(installed);
}

bool ElidedTextTips::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ToolTip || !watched->isWidgetType())
        return false;
    auto* viewport = static_cast<QWidget*>(watched);
    auto* view = qobject_cast<QAbstractItemView*>(viewport->parentWidget());
    if (!view || view->viewport() != viewport || !view->model())
        return false;
    auto* help = static_cast<QHelpEvent*>(event);
    if (auto* header = qobject_cast<QHeaderView*>(view)) {
        // A header's label cut short ("…"), where the model gives the section no tooltip.
        const int section = header->logicalIndexAt(help->pos());
        if (section < 0 || !view->model()->headerData(section, header->orientation(), Qt::ToolTipRole).isNull())
            return false;
        const QString label = view->model()->headerData(section, header->orientation()).toString();
        if (label.isEmpty() || header->sectionSize(section) + 1 >= header->sectionSizeHint(section))
            return false;
        QToolTip::showText(help->globalPos(), label, viewport);
        return true;
    }
    const QModelIndex index = view->indexAt(help->pos());
    if (!index.isValid() || !index.data(Qt::ToolTipRole).toString().isEmpty())
        return false; // the cell's own tooltip (the view shows it)
    const QString text = index.data(Qt::DisplayRole).toString();
    if (text.isEmpty())
        return false;
    const auto* table = qobject_cast<const QTableView*>(view);
    if (table && table->wordWrap() && text.contains(u' '))
        return false; // it wraps rather than cuts
    QStyleOptionViewItem option;
    option.initFrom(view);
    option.font = view->font();
    option.fontMetrics = view->fontMetrics();
    const QRect rect = view->visualRect(index);
    if (view->itemDelegateForIndex(index)->sizeHint(option, index).width() <= rect.width() + 1)
        return false; // shown whole
    QToolTip::showText(help->globalPos(), text, viewport, rect);
    return true;
}

} // namespace gatebench
