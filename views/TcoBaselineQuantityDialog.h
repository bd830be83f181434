#pragma once

#include "core/Result.h"
#include "domain/Domain.h"
#include "tco/BaselineDemand.h"

#include <QDialog>
#include <QLocale>

class QLabel;
class QLineEdit;
class QPushButton;

namespace gatebench {

/// "Quantity from baseline…": the baseline's measured GPU demand, a target utilization (in percent,
/// the line's own when it is linked, else 70 %) and the quantity that results for the line, live
/// (tco/BaselineDemand.h). An entry that cannot be read is named in place.
class TcoBaselineQuantityDialog : public QDialog {
    Q_OBJECT

public:
    TcoBaselineQuantityDialog(const TcoLine& line, const tco::BaselineDemand& demand, const QLocale& locale,
                              QWidget* parent = nullptr);
    /// The target utilization entered (0.7 for 70 %); an error saying why it cannot be taken.
    Result<Decimal> target() const;

private:
    void update();

    TcoLine m_line;
    tco::BaselineDemand m_demand;
    QLocale m_locale;
    QLineEdit* m_target;
    QLabel* m_result;
    QLabel* m_error;
    QPushButton* m_ok;
};

} // namespace gatebench
