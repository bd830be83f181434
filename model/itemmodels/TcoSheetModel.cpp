#include "itemmodels/TcoSheetModel.h"

#include "core/Labels.h"
#include "repositories/BaselineRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/TcoRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QBrush>
#include <QColor>
#include <QThread>

#include <utility>

namespace gatebench {

using tcoedits::LineField;

namespace {

constexpr int kColumns = int(TcoSheetModel::Column::Count);

QString symbolOf(const QString& currency)
{
    static const QHash<QString, QString> symbols{
        {QStringLiteral("CNY"), QStringLiteral("¥")},   {QStringLiteral("USD"), QStringLiteral("$")},
        {QStringLiteral("EUR"), QStringLiteral("€")},   {QStringLiteral("GBP"), QStringLiteral("£")},
        {QStringLiteral("JPY"), QStringLiteral("JP¥")}, {QStringLiteral("HKD"), QStringLiteral("HK$")}};
    return symbols.value(currency, currency + u' ');
}

QString factorName(tco::FactorKind kind)
{
    switch (kind) {
    case tco::FactorKind::Quantity:
        return TcoSheetModel::tr("quantity");
    case tco::FactorKind::UnitPrice:
        return TcoSheetModel::tr("unit price");
    case tco::FactorKind::Periods:
        return TcoSheetModel::tr("periods");
    case tco::FactorKind::HoursPerMonth:
        return TcoSheetModel::tr("hours a month");
    case tco::FactorKind::Growth:
        return TcoSheetModel::tr("growth");
    case tco::FactorKind::Multiplier:
        return TcoSheetModel::tr("multiplier");
    case tco::FactorKind::PeakWeight:
        return TcoSheetModel::tr("months weighted by the peak");
    case tco::FactorKind::PeakMonthsDivisor:
        return TcoSheetModel::tr("months");
    case tco::FactorKind::Fte:
        return TcoSheetModel::tr("FTE");
    case tco::FactorKind::LoadedAnnualCost:
        return TcoSheetModel::tr("loaded annual cost");
    case tco::FactorKind::FxRate:
        return TcoSheetModel::tr("FX rate");
    case tco::FactorKind::TaxAdded:
        return TcoSheetModel::tr("tax added");
    case tco::FactorKind::TaxRemoved:
        return TcoSheetModel::tr("tax removed");
    case tco::FactorKind::Utilization:
        return TcoSheetModel::tr("utilization");
    }
    return {};
}

/// A number for people without trailing zeros beyond what it holds ("1.05", "730").
QString plainNumber(const Decimal& value, const QLocale& locale)
{
    QString text = value.toString();
    if (text.contains(u'.')) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(u'.'))
            text.chop(1);
    }
    auto trimmed = Decimal::parse(text);
    return trimmed ? trimmed->toLocaleString(locale) : text;
}

} // namespace

TcoSheetModel::TcoSheetModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

TcoSheetModel::~TcoSheetModel()
{
    if (m_demandWorker) {
        m_demandWorker->wait(); // it reads through the workspace's file
        delete m_demandWorker;
    }
}

void TcoSheetModel::setWorkspace(Workspace* workspace)
{
    // The worker reads through the file of the workspace shown so far, which may close after this.
    if (m_demandWorker)
        m_demandWorker->wait();
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace)
        connect(m_workspace, &Workspace::changed, this, &TcoSheetModel::follow);
    m_candidate.clear();
    m_scenario.clear();
    demandOutOfDate();
    reload();
}

void TcoSheetModel::setLanguage(const QString& language, const QLocale& locale)
{
    m_language = language;
    m_locale = locale;
    reload();
}

void TcoSheetModel::setCandidate(const QString& candidateId)
{
    if (candidateId == m_candidate)
        return;
    m_candidate = candidateId;
    m_scenario.clear();
    reload();
}

void TcoSheetModel::setScenario(const QString& scenarioId)
{
    if (scenarioId == m_scenario)
        return;
    m_scenario = scenarioId;
    reload();
}

QList<TcoScenario> TcoSheetModel::scenarios() const
{
    return tco::scenariosOf(m_input, m_candidate);
}

void TcoSheetModel::follow(const ChangeEvent& event)
{
    const bool baseline = BaselineRepository::figuresTouchedBy(event);
    if (baseline)
        demandOutOfDate();
    if (TcoRepository::touchedBy(event) || baseline)
        reload();
}

void TcoSheetModel::measureDemand()
{
    if (m_demandWorker || m_demandState == DemandState::Measured || !m_workspace)
        return;
    auto result = std::make_shared<Result<std::optional<tco::BaselineDemand>>>(std::optional<tco::BaselineDemand>{});
    m_demandResult = result;
    const EvaluationQueries* queries = &m_workspace->queries();
    m_demandWorker = QThread::create([queries, result] {
        auto opened = queries->openReader();
        if (!opened)
            *result = opened.error();
        else
            *result = tco::loadDemand(**opened);
    });
    connect(m_demandWorker, &QThread::finished, this, &TcoSheetModel::demandDone);
    m_demandWorker->start();
}

void TcoSheetModel::demandDone()
{
    m_demandWorker->deleteLater();
    m_demandWorker = nullptr;
    const auto result = std::move(m_demandResult);
    if (std::exchange(m_measureAgain, false)) {
        // The jobs, the settings or the workspace changed while it measured: what it read is gone.
        measureDemand();
        return;
    }
    m_demandState = DemandState::Measured;
    if (*result)
        m_demand = **result;
    else
        m_demandError = result->error().message;
    if (!m_lines.isEmpty()) {
        const int column = int(Column::Quantity);
        emit dataChanged(index(0, column), index(int(m_lines.size()) - 1, column),
                         {Qt::ToolTipRole, Qt::DecorationRole});
    }
    emit demandChanged();
}

void TcoSheetModel::demandOutOfDate()
{
    if (m_demandWorker)
        m_measureAgain = true;
    m_demandState = DemandState::OutOfDate;
    m_demand.reset();
    m_demandError.clear();
    emit demandChanged();
}

std::optional<Decimal> TcoSheetModel::baselineSuggestion(const TcoLine& line) const
{
    if (!line.baselineTarget || !m_demand)
        return std::nullopt;
    auto quantity = tco::suggestedQuantity(*m_demand, line, *line.baselineTarget);
    if (!quantity)
        return std::nullopt;
    return *quantity;
}

bool TcoSheetModel::baselineLinkStale(const TcoLine& line) const
{
    if (!line.baselineTarget || !demandMeasured())
        return false; // not known while the demand is measured
    const auto suggestion = baselineSuggestion(line);
    return !suggestion || *suggestion != line.quantity;
}

QString TcoSheetModel::baselineLinkText(const TcoLine& line) const
{
    if (!line.baselineTarget)
        return {};
    auto percent = line.baselineTarget->times(Decimal::fromInteger(100));
    const QString target = plainNumber(percent ? *percent : *line.baselineTarget, m_locale);
    if (!demandMeasured())
        return tr("Taken from the baseline at %1 % target utilization; the baseline's GPU demand is being "
                  "measured.")
            .arg(target);
    if (!m_demand)
        return tr("Taken from the baseline at %1 % target utilization; there is no baseline now, so the quantity "
                  "stays as it was.")
            .arg(target);
    const tco::BaselineDemand& d = *m_demand;
    QString text = tr("From the baseline: %1 GPU-h/month measured %2–%3 at %4 % target")
                       .arg(d.gpuHoursPerMonth.toLocaleString(m_locale), d.firstDay.toString(Qt::ISODate),
                            d.lastDay.toString(Qt::ISODate), target);
    const auto suggestion = baselineSuggestion(line);
    if (!suggestion)
        text += u'\n' + tr("This line can no longer take its quantity from the baseline (a recurring compute "
                           "line billed monthly can).");
    else if (*suggestion != line.quantity)
        text += u'\n' + tr("The baseline changed: it now suggests %1. “Update from baseline” takes it.")
                            .arg(suggestion->toLocaleString(m_locale));
    return text;
}

void TcoSheetModel::reload()
{
    m_loadError.clear();
    m_input = {};
    m_totals.reset();
    m_amounts.clear();
    m_candidates.clear();
    QList<TcoLine> lines;
    if (m_workspace) {
        const Storage& storage = m_workspace->queries().rows();
        const TcoRepository repository(storage);
        auto basis = repository.basis();
        auto scenarios = repository.scenarios();
        auto all = repository.lines();
        auto rates = repository.fxRates();
        auto candidates = CandidateRepository(storage).all();
        auto context = tcoedits::CellContext::read(storage, m_language, m_locale);
        if (!basis || !scenarios || !all || !rates || !candidates || !context) {
            m_loadError = !basis        ? basis.error().message
                          : !scenarios  ? scenarios.error().message
                          : !all        ? all.error().message
                          : !rates      ? rates.error().message
                          : !candidates ? candidates.error().message
                                        : context.error().message;
        } else {
            m_input.basis = *basis;
            m_input.scenarios = *scenarios;
            m_input.lines = *all;
            m_input.fxRates = *rates;
            m_context = *context;
            for (const Candidate& c : std::as_const(*candidates)) {
                const QString name = pickLanguage(c.name.zh, c.name.en, m_language);
                m_candidates.append({c.id, name.isEmpty() ? c.id : name});
            }
            const auto known = [&](const QString& id) {
                return std::any_of(m_candidates.cbegin(), m_candidates.cend(),
                                   [&](const auto& c) { return c.first == id; });
            };
            if (m_candidate.isEmpty() || !known(m_candidate)) {
                // The first candidate with lines, else the first.
                const QStringList withLines = tco::candidatesWithLines(m_input);
                m_candidate.clear();
                for (const auto& c : std::as_const(m_candidates)) {
                    if (withLines.contains(c.first)) {
                        m_candidate = c.first;
                        break;
                    }
                }
                if (m_candidate.isEmpty() && !m_candidates.isEmpty())
                    m_candidate = m_candidates.first().first;
            }
            for (const TcoLine& line : std::as_const(m_input.lines)) {
                if (line.candidateId == m_candidate)
                    lines.append(line);
            }
            const QList<TcoScenario> own = this->scenarios();
            if (std::none_of(own.cbegin(), own.cend(), [&](const TcoScenario& s) { return s.id == m_scenario; }))
                m_scenario = own.isEmpty() ? QString() : own.first().id;
            if (!lines.isEmpty()) {
                for (const TcoScenario& s : own) {
                    if (s.id != m_scenario)
                        continue;
                    auto totals = tco::totals(m_input, m_candidate, s);
                    if (!totals) {
                        m_loadError = totals.error().message;
                        break;
                    }
                    m_totals = *totals;
                    for (const tco::LineYear& ly : std::as_const(m_totals->lineYears))
                        m_amounts[ly.lineId][ly.year - 1] = ly;
                }
            }
        }
    }
    const bool sameRows =
        lines.size() == m_lines.size() && std::equal(lines.cbegin(), lines.cend(), m_lines.cbegin(),
                                                     [](const TcoLine& a, const TcoLine& b) { return a.id == b.id; });
    if (sameRows) {
        m_lines = lines;
        if (!m_lines.isEmpty())
            emit dataChanged(index(0, 0), index(int(m_lines.size()) - 1, kColumns - 1));
        emit headerDataChanged(Qt::Horizontal, 0, kColumns - 1);
    } else {
        beginResetModel();
        m_lines = lines;
        endResetModel();
    }
    emit reloaded();
}

std::optional<LineField> TcoSheetModel::fieldOf(int column)
{
    switch (Column(column)) {
    case Column::Category:
        return LineField::Category;
    case Column::Description:
        return LineField::Description;
    case Column::Kind:
        return LineField::Kind;
    case Column::Quantity:
        return LineField::Quantity;
    case Column::Unit:
        return LineField::Unit;
    case Column::UnitPrice:
        return LineField::UnitPrice;
    case Column::Currency:
        return LineField::Currency;
    case Column::PeriodsPerYear:
        return LineField::PeriodsPerYear;
    case Column::Growth:
        return LineField::Growth;
    case Column::Years:
        return LineField::Years;
    case Column::Scenario:
        return LineField::Scenario;
    case Column::Hourly:
        return LineField::Hourly;
    case Column::Multiplier:
        return LineField::Multiplier;
    case Column::Fte:
        return LineField::Fte;
    case Column::LoadedAnnualCost:
        return LineField::LoadedAnnualCost;
    case Column::TaxIncluded:
        return LineField::TaxIncluded;
    case Column::TaxRate:
        return LineField::TaxRate;
    case Column::Source:
        return LineField::Source;
    case Column::SourceNote:
        return LineField::SourceNote;
    case Column::Year1:
    case Column::Year2:
    case Column::Year3:
    case Column::Total:
    case Column::Count:
        break;
    }
    return std::nullopt;
}

bool TcoSheetModel::isEditable(int column) const
{
    const auto field = fieldOf(column);
    if (!field || !m_workspace)
        return false;
    return *field != LineField::Multiplier || !m_scenario.isEmpty();
}

std::optional<QString> TcoSheetModel::clearedText(int column)
{
    const auto field = fieldOf(column);
    if (!field)
        return std::nullopt;
    switch (*field) {
    case LineField::Quantity:
    case LineField::UnitPrice:
        return QStringLiteral("0");
    case LineField::Description:
    case LineField::Unit:
    case LineField::Growth:
    case LineField::Years:
    case LineField::Scenario:
    case LineField::Fte:
    case LineField::LoadedAnnualCost:
    case LineField::TaxRate:
    case LineField::Source:
    case LineField::SourceNote:
    case LineField::Multiplier:
        return QString();
    case LineField::Category:
    case LineField::Kind:
    case LineField::Currency:
    case LineField::PeriodsPerYear:
    case LineField::Hourly:
    case LineField::TaxIncluded:
        break;
    }
    return std::nullopt;
}

QString TcoSheetModel::money(const Decimal& amount) const
{
    return amount.toLocaleString(m_locale, symbolOf(m_input.basis.currency));
}

QString TcoSheetModel::explain(const tco::LineYear& lineYear) const
{
    QString product;
    for (const tco::Factor& f : lineYear.factors) {
        if (!product.isEmpty())
            product += f.divides ? QStringLiteral(" ÷ ") : QStringLiteral(" × ");
        else if (f.divides)
            product += QStringLiteral("1 ÷ ");
        product += tr("%1 (%2)").arg(plainNumber(f.value, m_locale), factorName(f.kind));
    }
    return tr("Year %1: %2 = %3").arg(lineYear.year).arg(product, money(lineYear.amount));
}

int TcoSheetModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int TcoSheetModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : kColumns;
}

QVariant TcoSheetModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size())
        return {};
    const TcoLine& line = m_lines.at(index.row());
    const bool inScenario = line.scenarioId.isEmpty() || line.scenarioId == m_scenario;
    if (role == LineIdRole)
        return line.id;
    if (role == InScenarioRole)
        return inScenario;
    const int column = index.column();
    const auto field = fieldOf(column);
    const auto amounts = m_amounts.value(line.id);
    const bool isAmount = !field;
    if (role == Qt::TextAlignmentRole) {
        const bool number = isAmount || column == int(Column::Quantity) || column == int(Column::UnitPrice) ||
                            column == int(Column::PeriodsPerYear) || column == int(Column::Growth) ||
                            column == int(Column::Fte) || column == int(Column::LoadedAnnualCost) ||
                            column == int(Column::TaxRate) || column == int(Column::Multiplier);
        return QVariant::fromValue(Qt::Alignment(number ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    }
    if (role == Qt::ForegroundRole && !inScenario)
        return QBrush(QColor(0x80, 0x80, 0x80));
    if (role == Qt::BackgroundRole && isAmount)
        return QBrush(QColor(0xf3, 0xf6, 0xfa));
    if (field) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return tcoedits::cellText(line, *field, m_context, m_scenario);
        if (role == Qt::ToolTipRole && *field == LineField::Description)
            return tcoedits::cellText(line, *field, m_context, m_scenario);
        if (*field == LineField::Quantity && line.baselineTarget) {
            // The mark of a quantity linked to the baseline: blue while it matches, amber once stale.
            if (role == Qt::ToolTipRole)
                return baselineLinkText(line);
            if (role == Qt::DecorationRole)
                return baselineLinkStale(line) ? QColor(0xe0, 0x8e, 0x0b) : QColor(0x1f, 0x6f, 0xb5);
        }
        return {};
    }
    // The amounts of the chosen scenario.
    std::optional<Decimal> amount;
    QStringList explanation;
    if (column == int(Column::Total)) {
        Decimal sum;
        for (const auto& ly : amounts) {
            if (ly) {
                if (auto next = sum.plus(ly->amount))
                    sum = *next;
                explanation.append(explain(*ly));
            }
        }
        if (inScenario)
            amount = sum;
    } else {
        const int year = column - int(Column::Year1);
        if (const auto& ly = amounts.at(year); ly) {
            amount = ly->amount;
            explanation.append(explain(*ly));
        }
    }
    if (role == Qt::DisplayRole)
        return amount ? money(*amount) : QString();
    if (role == Qt::EditRole) // what a copy puts on the clipboard: a number a spreadsheet reads
        return amount ? amount->toLocaleString(m_locale) : QString();
    if (role == Qt::ToolTipRole) {
        if (!inScenario)
            return tr("This line belongs to another scenario.");
        return explanation.isEmpty() ? tr("No amount in this year.") : explanation.join(u'\n');
    }
    return {};
}

QVariant TcoSheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return section + 1;
        return {};
    }
    if (role == Qt::ToolTipRole && section == int(Column::Multiplier))
        return tr("The line's own multiplier in the chosen scenario; empty: the scenario's.");
    if (role == Qt::ToolTipRole && section >= int(Column::Year1) && section <= int(Column::Total))
        return tco::noTaxApplies(m_input)
                   ? tr("In %1, no tax applies, in the chosen scenario").arg(m_input.basis.currency)
               : m_input.basis.taxIncluded
                   ? tr("In %1, with tax, in the chosen scenario").arg(m_input.basis.currency)
                   : tr("In %1, without tax, in the chosen scenario").arg(m_input.basis.currency);
    if (role != Qt::DisplayRole)
        return {};
    if (const auto field = fieldOf(section))
        return tcoedits::fieldLabel(*field);
    switch (Column(section)) {
    case Column::Year1:
        return tr("Year 1");
    case Column::Year2:
        return tr("Year 2");
    case Column::Year3:
        return tr("Year 3");
    case Column::Total:
        return tr("Three years");
    default:
        break;
    }
    return {};
}

Qt::ItemFlags TcoSheetModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (isEditable(index.column()))
        f |= Qt::ItemIsEditable;
    return f;
}

QString TcoSheetModel::where(int row, int column) const
{
    return tr("Row %1, “%2”").arg(row + 1).arg(headerData(column, Qt::Horizontal).toString());
}

TcoLine TcoSheetModel::draft() const
{
    TcoLine line;
    line.candidateId = m_candidate;
    line.category = tcoedits::templateCategories().value(0);
    line.quantity = Decimal::fromInteger(1);
    line.currency = m_input.basis.currency;
    line.taxIncluded = m_input.basis.taxIncluded;
    return line;
}

Result<void> TcoSheetModel::setCells(const QList<Cell>& cells)
{
    if (!m_workspace)
        return Error{Error::Kind::Usage, tr("No evaluation is open.")};
    QList<tcoedits::CellEdit> edits;
    QList<TcoLine> drafts;
    for (const Cell& cell : cells) {
        const auto field = fieldOf(cell.column);
        if (!field || !isEditable(cell.column))
            continue;
        qint64 lineId = 0;
        if (cell.row < m_lines.size()) {
            lineId = m_lines.at(cell.row).id;
        } else {
            const int extra = cell.row - int(m_lines.size());
            while (drafts.size() <= extra)
                drafts.append(draft());
            lineId = -(extra + 1);
        }
        edits.append({lineId, *field, cell.text, m_scenario, where(cell.row, cell.column)});
    }
    if (edits.isEmpty() && drafts.isEmpty())
        return {};
    auto r = tcoedits::setCells(*m_workspace, edits, m_lines, m_language, m_locale, drafts);
    if (!r)
        emit editRefused(r.error().message);
    return r;
}

Result<void> TcoSheetModel::checkCell(const QModelIndex& index, const QString& text) const
{
    const auto field = fieldOf(index.column());
    if (!field || index.row() >= m_lines.size())
        return {};
    auto line = tcoedits::withCellText(m_lines.at(index.row()), *field, text, m_context, m_scenario);
    if (!line)
        return line.error();
    return tcoedits::check(*line, m_context);
}

bool TcoSheetModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || !isEditable(index.column()))
        return false;
    if (value.toString() == data(index, Qt::EditRole).toString())
        return true;
    return setCells({{index.row(), index.column(), value.toString()}}).ok();
}

qint64 TcoSheetModel::lineAt(int row) const
{
    return row >= 0 && row < m_lines.size() ? m_lines.at(row).id : 0;
}

int TcoSheetModel::rowOf(qint64 lineId) const
{
    for (int i = 0; i < m_lines.size(); ++i) {
        if (m_lines.at(i).id == lineId)
            return i;
    }
    return -1;
}

} // namespace gatebench
