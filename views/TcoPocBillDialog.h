#pragma once

#include "core/Result.h"
#include "tco/PocBill.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace gatebench {

class TcoSheetModel;

/// "From a PoC bill…": the billed cost of one training run and of one service deployment over a
/// number of days, the volumes at normal and at peak load, a live preview of the monthly and yearly
/// cost at both volumes and of each scenario's year with the lines added (tco/PocBill.h), then "Add
/// lines". An entry that cannot be read is named in place and "Add lines" waits for it.
class TcoPocBillDialog : public QDialog {
    Q_OBJECT

public:
    /// For the candidate `model` shows (its scenarios, the evaluation's currency and tax basis).
    TcoPocBillDialog(const TcoSheetModel* model, QWidget* parent = nullptr);
    /// The extrapolation of what is entered; an error naming the first entry that cannot be taken.
    Result<tco::PocExtrapolation> extrapolation() const;

private:
    Result<tco::PocBill> bill() const;
    void updatePreview();

    const TcoSheetModel* m_model;
    QLineEdit* m_reference;
    QLineEdit* m_currency;
    QCheckBox* m_taxIncluded;
    QLineEdit* m_trainingCost;
    QLineEdit* m_serviceCost;
    QLineEdit* m_serviceDays;
    QLineEdit* m_normalRuns;
    QLineEdit* m_normalDeployments;
    QLineEdit* m_peakRuns;
    QLineEdit* m_peakDeployments;
    QTableWidget* m_preview;
    QLabel* m_scenarioYears;
    QLabel* m_error;
    QPushButton* m_add;
};

} // namespace gatebench
