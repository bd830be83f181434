#pragma once

#include <QObject>

class QTableView;

namespace gatebench {

/// Keeps the columns of a table inside its width: each as wide as its contents, but when they do not
/// all fit, the widest give way (never below their header's label) and their cells are cut with "…"
/// (the model shows the whole text as the tooltip). Refits when the table is resized or its model
/// is filled again; a column the user drags keeps its width until then.
class ColumnFit : public QObject {
    Q_OBJECT

public:
    /// Fits `view`'s columns from now on; owned by `view`. `maximum`: no column wider than this
    /// (0: none but the view's width).
    static ColumnFit* install(QTableView* view, int maximum = 0);

    /// Fits the columns once.
    void fit();

signals:
    /// The columns were fitted (a table that wraps its text sizes its rows again).
    void fitted();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    ColumnFit(QTableView* view, int maximum);

    QTableView* m_view;
    int m_maximum;
    int m_fittedWidth = -1;
};

} // namespace gatebench
