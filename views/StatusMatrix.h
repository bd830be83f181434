#pragma once

#include <functional>

class QLabel;
class QModelIndex;
class QTableView;
class QString;

namespace gatebench::statusmatrix {

/// Sets up a status matrix (workflow coverage, exit readiness): one cell selected at a time, edited
/// by `edit` on double-click or Enter (never in place), candidates' columns sharing the width.
void setUp(QTableView* matrix, const std::function<void(const QModelIndex&)>& edit);

/// Shows `text` under a matrix, in red when it is an error; hides the label when `text` is empty.
void showMessage(QLabel* label, const QString& text, bool error);

} // namespace gatebench::statusmatrix
