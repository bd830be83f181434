#include "TcoPocBillDialog.h"

#include "commands/Tco.h"
#include "itemmodels/TcoSheetModel.h"
#include "tco/TcoEngine.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gatebench {

TcoPocBillDialog::TcoPocBillDialog(const TcoSheetModel* model, QWidget* parent)
    : QDialog(parent)
    , m_model(model)
    , m_reference(new QLineEdit(this))
    , m_currency(new QLineEdit(model->input().basis.currency, this))
    , m_taxIncluded(new QCheckBox(tr("The bill's amounts include tax"), this))
    , m_trainingCost(new QLineEdit(this))
    , m_serviceCost(new QLineEdit(this))
    , m_serviceDays(new QLineEdit(this))
    , m_normalRuns(new QLineEdit(this))
    , m_normalDeployments(new QLineEdit(this))
    , m_peakRuns(new QLineEdit(this))
    , m_peakDeployments(new QLineEdit(this))
    , m_preview(new QTableWidget(2, 2, this))
    , m_scenarioYears(new QLabel(this))
    , m_error(new QLabel(this))
    , m_add(nullptr)
{
    setObjectName(QStringLiteral("tcoPocBillDialog"));
    setWindowTitle(tr("Cost lines from a PoC bill"));
    m_taxIncluded->setChecked(model->input().basis.taxIncluded);
    m_reference->setObjectName(QStringLiteral("pocBillReference"));
    m_trainingCost->setObjectName(QStringLiteral("pocBillTrainingCost"));
    m_serviceCost->setObjectName(QStringLiteral("pocBillServiceCost"));
    m_serviceDays->setObjectName(QStringLiteral("pocBillServiceDays"));
    m_normalRuns->setObjectName(QStringLiteral("pocBillNormalRuns"));
    m_normalDeployments->setObjectName(QStringLiteral("pocBillNormalDeployments"));
    m_peakRuns->setObjectName(QStringLiteral("pocBillPeakRuns"));
    m_peakDeployments->setObjectName(QStringLiteral("pocBillPeakDeployments"));
    m_preview->setObjectName(QStringLiteral("pocBillPreview"));
    m_reference->setPlaceholderText(tr("e.g. invoice number, PoC week and month"));
    m_trainingCost->setPlaceholderText(tr("empty: not billed"));
    m_serviceCost->setPlaceholderText(tr("empty: not billed"));
    m_serviceDays->setText(QStringLiteral("30"));
    for (QLineEdit* e : {m_peakRuns, m_peakDeployments})
        e->setPlaceholderText(tr("as normal"));
    for (QLineEdit* e : {m_normalRuns, m_normalDeployments})
        e->setPlaceholderText(QStringLiteral("0"));

    auto* billBox = new QGroupBox(tr("The PoC bill"), this);
    auto* form = new QFormLayout(billBox);
    form->addRow(tr("Bill"), m_reference);
    auto* currencyRow = new QHBoxLayout;
    currencyRow->addWidget(m_currency);
    currencyRow->addWidget(m_taxIncluded, 1);
    form->addRow(tr("Currency"), currencyRow);
    form->addRow(tr("One training run costs"), m_trainingCost);
    auto* serviceRow = new QHBoxLayout;
    serviceRow->addWidget(m_serviceCost, 1);
    serviceRow->addWidget(new QLabel(tr("for"), this));
    serviceRow->addWidget(m_serviceDays);
    serviceRow->addWidget(new QLabel(tr("days of serving"), this));
    form->addRow(tr("One service deployment costs"), serviceRow);

    auto* volumeBox = new QGroupBox(tr("Volumes a month"), this);
    auto* grid = new QGridLayout(volumeBox);
    grid->addWidget(new QLabel(tr("Training runs"), this), 0, 1);
    grid->addWidget(new QLabel(tr("Service deployments running"), this), 0, 2);
    grid->addWidget(new QLabel(tr("Normal"), this), 1, 0);
    grid->addWidget(m_normalRuns, 1, 1);
    grid->addWidget(m_normalDeployments, 1, 2);
    grid->addWidget(new QLabel(tr("Peak"), this), 2, 0);
    grid->addWidget(m_peakRuns, 2, 1);
    grid->addWidget(m_peakDeployments, 2, 2);

    m_preview->setHorizontalHeaderLabels({tr("Per month"), tr("Per year")});
    m_preview->setVerticalHeaderLabels({tr("At normal volume"), tr("At peak volume")});
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_preview->setMaximumHeight(m_preview->verticalHeader()->defaultSectionSize() * 3 + 8);
    m_scenarioYears->setWordWrap(true);
    m_scenarioYears->setObjectName(QStringLiteral("pocBillScenarioYears"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->setObjectName(QStringLiteral("pocBillError"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_add = buttons->addButton(tr("Add lines"), QDialogButtonBox::AcceptRole);
    m_add->setObjectName(QStringLiteral("pocBillAdd"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(billBox);
    layout->addWidget(volumeBox);
    layout->addWidget(new QLabel(tr("Preview (as billed; a month is 730 hours)"), this));
    layout->addWidget(m_preview);
    layout->addWidget(m_scenarioYears);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    for (QLineEdit* e : {m_reference, m_currency, m_trainingCost, m_serviceCost, m_serviceDays, m_normalRuns,
                         m_normalDeployments, m_peakRuns, m_peakDeployments})
        connect(e, &QLineEdit::textChanged, this, &TcoPocBillDialog::updatePreview);
    connect(m_taxIncluded, &QCheckBox::toggled, this, &TcoPocBillDialog::updatePreview);
    resize(640, sizeHint().height());
    updatePreview();
}

Result<tco::PocBill> TcoPocBillDialog::bill() const
{
    const QLocale locale = m_model->context().locale;
    const auto read = [&](const QLineEdit* edit, const QString& what, const QString& empty) -> Result<Decimal> {
        const QString text = edit->text().trimmed().isEmpty() ? empty : edit->text().trimmed();
        auto value = Decimal::parse(text, Decimal::ParseOptions::forLocale(locale));
        if (!value)
            return Error{Error::Kind::BadInput,
                         tr("%1: “%2” is not a number (%3)").arg(what, text, value.error().message)};
        return *value;
    };
    tco::PocBill bill;
    bill.candidateId = m_model->candidate();
    bill.reference = m_reference->text().trimmed();
    bill.currency = m_currency->text().trimmed().toUpper();
    bill.taxIncluded = m_taxIncluded->isChecked();
    if (!m_trainingCost->text().trimmed().isEmpty()) {
        auto v = read(m_trainingCost, tr("One training run costs"), {});
        if (!v)
            return v.error();
        bill.trainingRunCost = *v;
    }
    if (!m_serviceCost->text().trimmed().isEmpty()) {
        auto v = read(m_serviceCost, tr("One service deployment costs"), {});
        if (!v)
            return v.error();
        bill.serviceCost = *v;
        auto days = read(m_serviceDays, tr("Days of serving"), {});
        if (!days)
            return days.error();
        bill.serviceDays = *days;
    }
    const QString zero = QStringLiteral("0");
    auto normalRuns = read(m_normalRuns, tr("Normal training runs"), zero);
    if (!normalRuns)
        return normalRuns.error();
    auto normalDeployments = read(m_normalDeployments, tr("Normal service deployments"), zero);
    if (!normalDeployments)
        return normalDeployments.error();
    auto peakRuns = read(m_peakRuns, tr("Peak training runs"), normalRuns->toString());
    if (!peakRuns)
        return peakRuns.error();
    auto peakDeployments = read(m_peakDeployments, tr("Peak service deployments"), normalDeployments->toString());
    if (!peakDeployments)
        return peakDeployments.error();
    bill.normal = {*normalRuns, *normalDeployments};
    bill.peak = {*peakRuns, *peakDeployments};
    return bill;
}

Result<tco::PocExtrapolation> TcoPocBillDialog::extrapolation() const
{
    auto b = bill();
    if (!b)
        return b.error();
    auto x = tco::extrapolate(*b, m_model->input().scenarios, m_model->context().language);
    if (!x)
        return x.error();
    if (x->lines.isEmpty())
        return Error{Error::Kind::BadInput, tr("Every volume is 0: there is no line to add")};
    for (const TcoLine& line : std::as_const(x->lines)) {
        if (auto ok = tcoedits::check(line, m_model->context()); !ok)
            return ok.error();
    }
    return x;
}

void TcoPocBillDialog::updatePreview()
{
    const auto x = extrapolation();
    m_add->setEnabled(x.ok());
    m_error->setText(x ? QString() : x.error().message);
    const QLocale locale = m_model->context().locale;
    const QString currency = m_currency->text().trimmed().toUpper();
    const auto cell = [&](int row, int column, const std::optional<Decimal>& amount) {
        auto* item = new QTableWidgetItem(amount ? amount->toLocaleString(locale) + u' ' + currency : QString());
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_preview->setItem(row, column, item);
    };
    const auto value = [&](const Decimal tco::PocExtrapolation::*member) -> std::optional<Decimal> {
        if (!x)
            return std::nullopt;
        return (*x).*member;
    };
    cell(0, 0, value(&tco::PocExtrapolation::monthlyNormal));
    cell(0, 1, value(&tco::PocExtrapolation::yearlyNormal));
    cell(1, 0, value(&tco::PocExtrapolation::monthlyPeak));
    cell(1, 1, value(&tco::PocExtrapolation::yearlyPeak));
    if (!x) {
        m_scenarioYears->clear();
        return;
    }
    // What the sheet will show: the engine over the new lines only, in each scenario of the candidate.
    tco::TcoInput input = m_model->input();
    input.lines = x->lines;
    for (qsizetype i = 0; i < input.lines.size(); ++i)
        input.lines[i].id = i + 1;
    QStringList parts;
    for (const TcoScenario& s : tco::scenariosOf(input, m_model->candidate())) {
        auto totals = tco::totals(input, m_model->candidate(), s);
        if (!totals) {
            m_error->setText(totals.error().message);
            m_add->setEnabled(false);
            return;
        }
        const QString name = s.id.isEmpty() ? tr("All lines") : tcoedits::scenarioLabel(s);
        parts.append(tr("%1: %2 a year, %3 over three years")
                         .arg(name, m_model->money(totals->years.front()), m_model->money(totals->total)));
    }
    QString text = tr("%n line(s) to add. In the sheet (in %1, as totals are stated):", nullptr, int(x->lines.size()))
                       .arg(input.basis.currency) +
                   u'\n' + parts.join(u'\n');
    if (x->peakScenarios.isEmpty())
        text += u'\n' + tr("This candidate has no peak scenario: its lines carry the normal volume in every "
                           "scenario, and the peak figures above are for comparison only.");
    else
        text += u'\n' + tr("In the peak scenario the peak volume applies in its peak months (every month when it "
                           "names none), the normal volume in the others.");
    m_scenarioYears->setText(text);
}

} // namespace gatebench
