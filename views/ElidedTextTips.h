#pragma once

#include <QObject>

namespace gatebench {

/// Gives a cell or a header label of any item view whose text is cut short ("…") its whole text as
/// the tooltip, where the model gives it none: no text on screen is cut without a way to read it. Installed once
/// on the application (MainWindow does it); a cell's own tooltip always wins.
class ElidedTextTips : public QObject {
    Q_OBJECT

public:
    /// Installs the filter on the application, once.
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};

} // namespace gatebench
