#include "TcoBaselineQuantityDialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gatebench {

TcoBaselineQuantityDialog::TcoBaselineQuantityDialog(const TcoLine& line, const tco::BaselineDemand& demand,
                                                     const QLocale& locale, QWidget* parent)
    : QDialog(parent)
    , m_line(line)
    , m_demand(demand)
    , m_locale(locale)
    , m_target(new QLineEdit(this))
    , m_result(new QLabel(this))
    , m_error(new QLabel(this))
    , m_ok(nullptr)
{
    setObjectName(QStringLiteral("tcoBaselineQuantityDialog"));
    setWindowTitle(tr("Quantity from the baseline"));
    m_target->setObjectName(QStringLiteral("baselineTarget"));
    m_result->setObjectName(QStringLiteral("baselineQuantity"));
    QString target = QStringLiteral("70");
    if (line.baselineTarget) {
        if (auto percent = line.baselineTarget->times(Decimal::fromInteger(100)))
            target = percent->toLocaleString(locale);
    }
    m_target->setText(target);
    auto* measured = new QLabel(tr("%1 GPU-h a month, measured %2–%3 (allocated GPU-hours of the analysis window, "
                                   "scaled to a 730-hour month)")
                                    .arg(demand.gpuHoursPerMonth.toLocaleString(locale),
                                         demand.firstDay.toString(Qt::ISODate), demand.lastDay.toString(Qt::ISODate)),
                                this);
    measured->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("Measured demand"), measured);
    form->addRow(tr("Target utilization %"), m_target);
    form->addRow(tr("Quantity"), m_result);
    auto* note = new QLabel(line.hourly ? tr("The line is priced per hour: its quantity is GPUs busy all month, "
                                             "demand ÷ (730 h × target).")
                                        : tr("The line is priced per GPU-hour by the month: its quantity is GPU-hours "
                                             "a month, demand ÷ target."),
                            this);
    note->setWordWrap(true);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_ok = buttons->addButton(tr("Set the quantity"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    connect(m_target, &QLineEdit::textChanged, this, &TcoBaselineQuantityDialog::update);
    resize(520, sizeHint().height());
    update();
}

Result<Decimal> TcoBaselineQuantityDialog::target() const
{
    QString text = m_target->text().trimmed();
    if (text.endsWith(u'%') || text.endsWith(QChar(0xFF05)))
        text.chop(1);
    auto percent = Decimal::parse(text.trimmed(), Decimal::ParseOptions::forLocale(m_locale));
    if (!percent)
        return Error{Error::Kind::BadInput, tr("“%1” is not a percentage").arg(m_target->text().trimmed())};
    auto rate = percent->times(*Decimal::parse(u"0.01"));
    if (!rate)
        return rate.error();
    return *rate;
}

void TcoBaselineQuantityDialog::update()
{
    auto rate = target();
    Result<Decimal> quantity = rate ? tco::suggestedQuantity(m_demand, m_line, *rate) : Result<Decimal>(rate.error());
    m_ok->setEnabled(quantity.ok());
    m_error->setText(quantity ? QString() : quantity.error().message);
    if (!quantity) {
        m_result->clear();
        return;
    }
    m_result->setText(m_line.hourly ? tr("%1 GPUs").arg(quantity->toLocaleString(m_locale))
                                    : tr("%1 GPU-h a month").arg(quantity->toLocaleString(m_locale)));
}

} // namespace gatebench
