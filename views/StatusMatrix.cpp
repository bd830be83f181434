#include "StatusMatrix.h"

#include <QHeaderView>
#include <QLabel>
#include <QShortcut>
#include <QTableView>

namespace gatebench::statusmatrix {

void setUp(QTableView* matrix, const std::function<void(const QModelIndex&)>& edit)
{
    matrix->setSelectionMode(QAbstractItemView::SingleSelection);
    matrix->setSelectionBehavior(QAbstractItemView::SelectItems);
    matrix->setEditTriggers(QAbstractItemView::NoEditTriggers);
    matrix->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    matrix->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    matrix->verticalHeader()->setDefaultSectionSize(32);
    QObject::connect(matrix, &QTableView::doubleClicked, matrix, edit);
    auto* enter = new QShortcut(QKeySequence(Qt::Key_Return), matrix);
    enter->setContext(Qt::WidgetShortcut);
    QObject::connect(enter, &QShortcut::activated, matrix, [matrix, edit] { edit(matrix->currentIndex()); });
}

void showMessage(QLabel* label, const QString& text, bool error)
{
    label->setText(text);
    label->setStyleSheet(error ? QStringLiteral("color: #a00000;") : QString());
    label->setVisible(!text.isEmpty());
}

} // namespace gatebench::statusmatrix
