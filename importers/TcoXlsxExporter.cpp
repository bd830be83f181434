#include "TcoXlsxExporter.h"

#include "core/Labels.h"
#include "core/TextWidth.h"
#include "tco/TcoCharts.h"
#include "tco/TcoFigures.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QHash>
#include <QMap>
#include <QSaveFile>
#include <QTemporaryDir>

#include <dlfcn.h>
#include <xlsxwriter.h>

#include <algorithm>
#include <vector>

namespace gatebench {

using namespace tco;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TcoXlsxExporter)
};

constexpr int kMaxSheetName = 31;
constexpr double kMinWidth = 8;
constexpr double kMaxWidth = 48;
constexpr int kHeaderWidthCap = 18; ///< a long header wraps rather than widening its column
constexpr int kNumberWidth = 14;

// The line columns of a candidate's sheet, then 5 columns per scenario.
enum Column : int {
    ColCategory,
    ColDescription,
    ColKind,
    ColQuantity,
    ColUnit,
    ColUnitPrice,
    ColPricePer,
    ColPeriods,
    ColCurrency,
    ColFx,
    ColEntered,
    ColTaxRate,
    ColGrowth,
    ColYears,
    ColScenarios,
    ColSource,
    ColFirstScenario,
};
constexpr int kScenarioColumns = 1 + kYears + 1; ///< multiplier, the years, the three years

// The scenario block's columns (below the lines).
enum ParamColumn : int { ParamName, ParamId, ParamMultiplier, ParamPeakMonths, ParamPeakCount };

/// libxlsxwriter, loaded on first use with its own zip library bound first (RTLD_DEEPBIND). QuaZip
/// exports minizip's function names (zipOpen, zipOpen3, ...) with its own QIODevice-based meaning;
/// linked normally, libxlsxwriter's calls to libminizip would bind to QuaZip's and crash.
struct Xlsx {
#define GATEBENCH_XLSX_FUNCTIONS(X)                                                                                    \
    X(workbook_new_opt)                                                                                                \
    X(workbook_add_worksheet)                                                                                          \
    X(workbook_add_format)                                                                                             \
    X(workbook_set_properties)                                                                                         \
    X(workbook_close)                                                                                                  \
    X(format_set_bold)                                                                                                 \
    X(format_set_text_wrap)                                                                                            \
    X(format_set_align)                                                                                                \
    X(format_set_bg_color)                                                                                             \
    X(format_set_bottom)                                                                                               \
    X(format_set_top)                                                                                                  \
    X(format_set_num_format)                                                                                           \
    X(worksheet_write_string)                                                                                          \
    X(worksheet_write_number)                                                                                          \
    X(worksheet_write_formula_num)                                                                                     \
    X(worksheet_set_column)                                                                                            \
    X(worksheet_freeze_panes)                                                                                          \
    X(lxw_strerror)
#define GATEBENCH_XLSX_MEMBER(name) decltype(&::name) name = nullptr;
    GATEBENCH_XLSX_FUNCTIONS(GATEBENCH_XLSX_MEMBER)
#undef GATEBENCH_XLSX_MEMBER

    /// The library, or an error saying why it cannot be used.
    static Result<const Xlsx*> get()
    {
        static const Result<Xlsx> loaded = load();
        if (!loaded)
            return loaded.error();
        return &*loaded;
    }

private:
    static Result<Xlsx> load()
    {
#if defined(__SANITIZE_ADDRESS__)
        // AddressSanitizer stops the process on RTLD_DEEPBIND (GATEBENCH_SANITIZE builds).
        return Error{Error::Kind::Io, Text::tr("Writing the workbook is not available in this build")};
#endif
        const char* const names[] = {"libxlsxwriter.so." LXW_SOVERSION, "libxlsxwriter.so"};
        void* handle = nullptr;
        for (const char* name : names) {
            handle = dlopen(name, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
            if (handle)
                break;
        }
        if (!handle)
            return Error{
                Error::Kind::Io,
                Text::tr("Writing the workbook needs libxlsxwriter (%1)").arg(QString::fromLocal8Bit(dlerror()))};
        Xlsx x;
        bool complete = true;
#define GATEBENCH_XLSX_RESOLVE(name)                                                                                   \
    x.name = reinterpret_cast<decltype(&::name)>(dlsym(handle, #name));                                                \
    complete = complete && x.name;
        GATEBENCH_XLSX_FUNCTIONS(GATEBENCH_XLSX_RESOLVE)
#undef GATEBENCH_XLSX_RESOLVE
        if (!complete)
            return Error{Error::Kind::Io,
                         Text::tr("Writing the workbook needs libxlsxwriter %1 or later").arg(QStringLiteral("1.1"))};
        return x; // never unloaded: the process keeps it, as if it were linked
    }
#undef GATEBENCH_XLSX_FUNCTIONS
};

QString sheetRef(const QString& sheet)
{
    QString quoted = sheet;
    quoted.replace(u'\'', QStringLiteral("''"));
    return u'\'' + quoted + QStringLiteral("'!");
}

QString cell(int column, int row, bool absoluteColumn = false, bool absoluteRow = false)
{
    return (absoluteColumn ? QStringLiteral("$") : QString()) + excelColumn(column) +
           (absoluteRow ? QStringLiteral("$") : QString()) + QString::number(row + 1);
}

QString percentText(const Decimal& rate)
{
    auto percent = rate.times(Decimal::fromInteger(100));
    return percent ? percent->toString() + QStringLiteral(" %") : rate.toString();
}

/// The unit a line's price is per, in a few words.
QString pricePer(const TcoLine& line)
{
    switch (line.kind) {
    case TcoLineKind::Recurring:
        return line.hourly ? Text::tr("Hour (730 h a month)") : Text::tr("Period");
    case TcoLineKind::OneOff:
        return Text::tr("Once");
    case TcoLineKind::Staff:
        break;
    }
    return Text::tr("FTE and year");
}

QString yearsText(const TcoLine& line, const QString& language)
{
    if (line.years.isEmpty())
        return line.kind == TcoLineKind::OneOff ? QStringLiteral("1") : Text::tr("Every year");
    QStringList years;
    for (int y : line.years)
        years.append(QString::number(y));
    return years.join(listSeparator(language));
}

/// What writes one workbook: formats, the sheets' layout, the first error libxlsxwriter reports.
class WorkbookWriter {
public:
    WorkbookWriter(const Xlsx& library, lxw_workbook* workbook, const TcoFigures& figures)
        : m_x(library)
        , m_book(workbook)
        , m_f(figures)
        , m_places(minorUnitDigits(figures.input.basis.currency))
    {
        m_header = m_x.workbook_add_format(m_book);
        m_x.format_set_bold(m_header);
        m_x.format_set_text_wrap(m_header);
        m_x.format_set_align(m_header, LXW_ALIGN_VERTICAL_TOP);
        m_x.format_set_bg_color(m_header, 0xE8EEF4);
        m_x.format_set_bottom(m_header, LXW_BORDER_THIN);
        m_bold = m_x.workbook_add_format(m_book);
        m_x.format_set_bold(m_bold);
        const QByteArray money = excelCurrencyFormat(figures.input.basis.currency, m_places).toUtf8();
        m_money = m_x.workbook_add_format(m_book);
        m_x.format_set_num_format(m_money, money.constData());
        m_moneyBold = m_x.workbook_add_format(m_book);
        m_x.format_set_num_format(m_moneyBold, money.constData());
        m_x.format_set_bold(m_moneyBold);
        m_x.format_set_top(m_moneyBold, LXW_BORDER_THIN);
        m_percent = m_x.workbook_add_format(m_book);
        m_x.format_set_num_format(m_percent, "0.00%");
    }

    void build();
    lxw_error error() const { return m_error; }

private:
    struct ScenarioLayout {
        TcoScenario scenario;
        QString name;
        int firstColumn = 0; ///< the multiplier's; the years and the three years follow
        int paramRow = 0;
        const ScenarioTotals* totals = nullptr;
    };
    struct SheetLayout {
        QString candidateId;
        QString name;
        lxw_worksheet* sheet = nullptr;
        QList<TcoLine> lines;
        QList<ScenarioLayout> scenarios;
        int totalRow = 0;
    };

    void check(lxw_error e)
    {
        if (e != LXW_NO_ERROR && m_error == LXW_NO_ERROR)
            m_error = e;
    }
    void widen(int column, int width)
    {
        if (std::size_t(column) >= m_widths.size())
            m_widths.resize(std::size_t(column) + 1, 0);
        m_widths[std::size_t(column)] = std::max(m_widths[std::size_t(column)], width);
    }
    void text(lxw_worksheet* sheet, int row, int column, const QString& value, lxw_format* format = nullptr)
    {
        if (value.isEmpty())
            return;
        check(m_x.worksheet_write_string(sheet, lxw_row_t(row), lxw_col_t(column), value.toUtf8().constData(), format));
        widen(column, format == m_header ? std::min(displayWidth(value), kHeaderWidthCap) : displayWidth(value));
    }
    void number(lxw_worksheet* sheet, int row, int column, const Decimal& value, lxw_format* format = nullptr)
    {
        check(m_x.worksheet_write_number(sheet, lxw_row_t(row), lxw_col_t(column), value.toDouble(), format));
        widen(column, kNumberWidth);
    }
    void formula(lxw_worksheet* sheet, int row, int column, const QString& expression, const Decimal& cached,
                 lxw_format* format)
    {
        check(m_x.worksheet_write_formula_num(sheet, lxw_row_t(row), lxw_col_t(column), expression.toUtf8().constData(),
                                              format, cached.toDouble()));
        widen(column, kNumberWidth);
    }
    void applyWidths(lxw_worksheet* sheet)
    {
        for (std::size_t c = 0; c < m_widths.size(); ++c) {
            const double width = std::clamp(double(m_widths[c]) + 2, kMinWidth, kMaxWidth);
            check(m_x.worksheet_set_column(sheet, lxw_col_t(c), lxw_col_t(c), width, nullptr));
        }
        m_widths.clear();
    }
    /// The format of a unit price in `currency` with `places` digits (at least the minor unit's).
    lxw_format* priceFormat(const QString& currency, int places)
    {
        const int digits = std::max(places, minorUnitDigits(currency));
        const QString key = currency + QString::number(digits);
        if (lxw_format* known = m_prices.value(key))
            return known;
        lxw_format* format = m_x.workbook_add_format(m_book);
        m_x.format_set_num_format(format, excelCurrencyFormat(currency, digits).toUtf8().constData());
        m_prices.insert(key, format);
        return format;
    }

    SheetLayout layout(const QString& candidateId, const QStringList& taken) const;
    void writeCandidate(SheetLayout& sheet);
    void writeSummary(lxw_worksheet* sheet, const QList<SheetLayout>& sheets);
    /// The formula of a line-year: the engine's factors as cell references, rounded once.
    QString lineYearFormula(const LineYear& ly, int row, const ScenarioLayout& s) const;

    const Xlsx& m_x;
    lxw_workbook* m_book;
    const TcoFigures& m_f;
    const int m_places;
    lxw_error m_error = LXW_NO_ERROR;
    lxw_format* m_header = nullptr;
    lxw_format* m_bold = nullptr;
    lxw_format* m_money = nullptr;
    lxw_format* m_moneyBold = nullptr;
    lxw_format* m_percent = nullptr;
    QHash<QString, lxw_format*> m_prices;
    std::vector<int> m_widths;
};

WorkbookWriter::SheetLayout WorkbookWriter::layout(const QString& candidateId, const QStringList& taken) const
{
    SheetLayout l;
    l.candidateId = candidateId;
    l.name = excelSheetName(m_f.nameOf(candidateId), taken);
    for (const TcoLine& line : m_f.input.lines) {
        if (line.candidateId == candidateId)
            l.lines.append(line);
    }
    l.totalRow = int(l.lines.size()) + 1;
    int column = ColFirstScenario;
    QStringList names;
    for (const TcoScenario& scenario : scenariosOf(m_f.input, candidateId)) {
        ScenarioLayout s;
        s.scenario = scenario;
        s.name = m_f.scenarioName(scenario);
        if (names.contains(s.name))
            s.name += QStringLiteral(" (%1)").arg(scenario.id);
        names.append(s.name);
        s.firstColumn = column;
        column += kScenarioColumns;
        for (const CandidateTco& entry : m_f.result.entries) {
            if (entry.totals.candidateId == candidateId && entry.totals.scenarioId == scenario.id)
                s.totals = &entry.totals;
        }
        l.scenarios.append(s);
    }
    return l;
}

QString WorkbookWriter::lineYearFormula(const LineYear& ly, int row, const ScenarioLayout& s) const
{
    const QString multiplier = cell(s.firstColumn, row);
    const QString peakCount = cell(ParamPeakCount, s.paramRow, true, true);
    QStringList numerator;
    QStringList divisor;
    for (const Factor& factor : ly.factors) {
        QString term;
        switch (factor.kind) {
        case FactorKind::Quantity:
        case FactorKind::Fte:
            term = cell(ColQuantity, row);
            break;
        case FactorKind::UnitPrice:
        case FactorKind::LoadedAnnualCost:
            term = cell(ColUnitPrice, row);
            break;
        case FactorKind::Periods:
            term = cell(ColPeriods, row);
            break;
        case FactorKind::HoursPerMonth:
            term = QString::number(kHoursPerMonth);
            break;
        case FactorKind::Growth:
            term = QStringLiteral("(1+%1)^(%2-1)").arg(cell(ColGrowth, row)).arg(ly.year);
            break;
        case FactorKind::Multiplier:
            term = multiplier;
            break;
        case FactorKind::PeakWeight:
            term = QStringLiteral("((%1-%2)+%2*%3)").arg(kMonths).arg(peakCount, multiplier);
            break;
        case FactorKind::PeakMonthsDivisor:
            term = QString::number(kMonths);
            break;
        case FactorKind::FxRate:
            term = cell(ColFx, row);
            break;
        case FactorKind::TaxAdded:
        case FactorKind::TaxRemoved:
            term = QStringLiteral("(1+%1)").arg(cell(ColTaxRate, row));
            break;
        case FactorKind::Utilization: // sensitivity only, never in a base amount
            term = factor.value.toString();
            break;
        }
        (factor.divides ? divisor : numerator).append(term);
    }
    QString product = numerator.isEmpty() ? QStringLiteral("1") : numerator.join(u'*');
    if (divisor.size() == 1)
        product += u'/' + divisor.first();
    else if (divisor.size() > 1)
        product += QStringLiteral("/(") + divisor.join(u'*') + u')';
    return QStringLiteral("=ROUND(%1,%2)").arg(product).arg(m_places);
}

void WorkbookWriter::writeCandidate(SheetLayout& l)
{
    lxw_worksheet* ws = l.sheet;
    const QString& language = m_f.language;
    const QString basis = m_f.input.basis.currency;
    const int firstRow = 1;
    const int lastRow = int(l.lines.size());

    // Where the block of each scenario's parameters and the category subtotals go, below the lines.
    QStringList categories;
    for (const TcoLine& line : std::as_const(l.lines)) {
        if (!categories.contains(line.category))
            categories.append(line.category);
    }
    const int categoryRow = l.totalRow + 2;
    const int paramHeader = categoryRow + int(categories.size()) + 1;
    for (int i = 0; i < l.scenarios.size(); ++i)
        l.scenarios[i].paramRow = paramHeader + 1 + i;

    // Header.
    const QStringList headers{Text::tr("Category"),      Text::tr("Description"),
                              Text::tr("Kind"),          Text::tr("Quantity (FTE for staff)"),
                              Text::tr("Unit"),          Text::tr("Unit price (loaded annual cost for staff)"),
                              Text::tr("Price per"),     Text::tr("Periods per year"),
                              Text::tr("Currency"),      Text::tr("FX rate (%1)").arg(basis),
                              Text::tr("Entered"),       Text::tr("Tax rate"),
                              Text::tr("Yearly growth"), Text::tr("Years"),
                              Text::tr("Scenarios"),     Text::tr("Source")};
    for (int c = 0; c < headers.size(); ++c)
        text(ws, 0, c, headers.at(c), m_header);
    for (const ScenarioLayout& s : std::as_const(l.scenarios)) {
        text(ws, 0, s.firstColumn, Text::tr("%1: multiplier").arg(s.name), m_header);
        for (int y = 1; y <= kYears; ++y)
            text(ws, 0, s.firstColumn + y, Text::tr("%1: year %2 (%3)").arg(s.name).arg(y).arg(basis), m_header);
        text(ws, 0, s.firstColumn + kYears + 1, Text::tr("%1: three years (%2)").arg(s.name, basis), m_header);
    }

    // The lines.
    for (int i = 0; i < l.lines.size(); ++i) {
        const TcoLine& line = l.lines.at(i);
        const int row = firstRow + i;
        const bool staff = line.kind == TcoLineKind::Staff;
        const Decimal quantity = staff ? line.fte.value_or(line.quantity) : line.quantity;
        const Decimal price = staff ? line.loadedAnnualCost.value_or(line.unitPrice) : line.unitPrice;
        text(ws, row, ColCategory, labels::tcoCategory(line.category));
        text(ws, row, ColDescription, shownIn(line.description.zh, line.description.en, language));
        text(ws, row, ColKind, lineKindLabel(line.kind));
        number(ws, row, ColQuantity, quantity);
        text(ws, row, ColUnit, line.unit.isEmpty() && staff ? Text::tr("FTE") : line.unit);
        number(ws, row, ColUnitPrice, price, priceFormat(line.currency, price.scale()));
        text(ws, row, ColPricePer, pricePer(line));
        if (line.kind == TcoLineKind::Recurring)
            number(ws, row, ColPeriods, Decimal::fromInteger(line.periodsPerYear));
        text(ws, row, ColCurrency, line.currency);
        if (line.currency != basis) {
            const auto rate = std::find_if(m_f.input.fxRates.cbegin(), m_f.input.fxRates.cend(),
                                           [&](const FxRate& r) { return r.currency == line.currency; });
            if (rate != m_f.input.fxRates.cend())
                number(ws, row, ColFx, rate->rate);
        }
        text(ws, row, ColEntered, line.taxIncluded ? Text::tr("With tax") : Text::tr("Without tax"));
        number(ws, row, ColTaxRate, line.taxRate.value_or(m_f.input.basis.taxRate), m_percent);
        if (line.kind != TcoLineKind::OneOff)
            number(ws, row, ColGrowth, line.growth, m_percent);
        text(ws, row, ColYears, yearsText(line, language));
        QString scenarios = Text::tr("Every scenario");
        if (!line.scenarioId.isEmpty()) {
            scenarios = line.scenarioId;
            for (const ScenarioLayout& s : std::as_const(l.scenarios)) {
                if (s.scenario.id == line.scenarioId)
                    scenarios = s.name;
            }
        }
        text(ws, row, ColScenarios, scenarios);
        QStringList source{sourceLabel(line.source), line.sourceNote};
        source.removeAll(QString());
        text(ws, row, ColSource, source.join(colonSeparator(language)));

        for (const ScenarioLayout& s : std::as_const(l.scenarios)) {
            if (!(line.scenarioId.isEmpty() || line.scenarioId == s.scenario.id))
                continue;
            if (line.multipliers.contains(s.scenario.id))
                number(ws, row, s.firstColumn, line.multipliers.value(s.scenario.id));
            else if (line.kind == TcoLineKind::Recurring)
                formula(ws, row, s.firstColumn, QStringLiteral("=") + cell(ParamMultiplier, s.paramRow, true, true),
                        s.scenario.multiplier, nullptr);
            if (!s.totals)
                continue;
            Decimal sum = *Decimal::fromUnits(0, m_places);
            bool any = false;
            for (const LineYear& ly : s.totals->lineYears) {
                if (ly.lineId != line.id)
                    continue;
                formula(ws, row, s.firstColumn + ly.year, lineYearFormula(ly, row, s), ly.amount, m_money);
                if (auto next = sum.plus(ly.amount))
                    sum = *next;
                any = true;
            }
            if (any)
                formula(
                    ws, row, s.firstColumn + kYears + 1,
                    QStringLiteral("=SUM(%1:%2)").arg(cell(s.firstColumn + 1, row), cell(s.firstColumn + kYears, row)),
                    sum, m_money);
        }
    }

    // Totals: per year and over the three years, per scenario.
    text(ws, l.totalRow, ColCategory, Text::tr("Total"), m_bold);
    for (const ScenarioLayout& s : std::as_const(l.scenarios)) {
        if (!s.totals)
            continue;
        for (int y = 1; y <= kYears; ++y) {
            const int column = s.firstColumn + y;
            formula(ws, l.totalRow, column,
                    QStringLiteral("=SUM(%1:%2)").arg(cell(column, firstRow), cell(column, lastRow)),
                    s.totals->years[std::size_t(y - 1)], m_moneyBold);
        }
        formula(ws, l.totalRow, s.firstColumn + kYears + 1,
                QStringLiteral("=SUM(%1:%2)")
                    .arg(cell(s.firstColumn + 1, l.totalRow), cell(s.firstColumn + kYears, l.totalRow)),
                s.totals->total, m_moneyBold);
    }

    // Subtotals per category (SUMIF over the category column).
    const QString categoryRange =
        QStringLiteral("%1:%2").arg(cell(ColCategory, firstRow, true, true), cell(ColCategory, lastRow, true, true));
    for (int i = 0; i < categories.size(); ++i) {
        const int row = categoryRow + i;
        const QString key = categories.at(i);
        text(ws, row, ColCategory, labels::tcoCategory(key), m_bold);
        text(ws, row, ColDescription, Text::tr("Subtotal of the category"));
        for (const ScenarioLayout& s : std::as_const(l.scenarios)) {
            if (!s.totals)
                continue;
            const Decimal zero = *Decimal::fromUnits(0, m_places);
            for (int y = 1; y <= kYears + 1; ++y) {
                const int column = s.firstColumn + y;
                const Decimal cached = y <= kYears ? s.totals->byCategoryYear.value(key, {}).at(std::size_t(y - 1))
                                                   : s.totals->byCategory.value(key, zero);
                formula(ws, row, column,
                        QStringLiteral("=SUMIF(%1,%2,%3:%4)")
                            .arg(categoryRange, cell(ColCategory, row, true), cell(column, firstRow, false, true),
                                 cell(column, lastRow, false, true)),
                        cached, m_money);
            }
        }
    }

    // The scenarios' parameters, which the multipliers and the peak weights refer to.
    text(ws, paramHeader, ParamName, Text::tr("Scenario"), m_header);
    text(ws, paramHeader, ParamId, Text::tr("Scenario id"), m_header);
    text(ws, paramHeader, ParamMultiplier, Text::tr("Multiplier"), m_header);
    text(ws, paramHeader, ParamPeakMonths, Text::tr("Peak months"), m_header);
    text(ws, paramHeader, ParamPeakCount, Text::tr("Number of peak months"), m_header);
    for (const ScenarioLayout& s : std::as_const(l.scenarios)) {
        text(ws, s.paramRow, ParamName, s.name);
        text(ws, s.paramRow, ParamId, s.scenario.id);
        number(ws, s.paramRow, ParamMultiplier, s.scenario.multiplier);
        QStringList months;
        for (int m : s.scenario.peakMonths)
            months.append(QString::number(m));
        text(ws, s.paramRow, ParamPeakMonths, months.join(listSeparator(language)));
        number(ws, s.paramRow, ParamPeakCount, Decimal::fromInteger(s.scenario.peakMonths.size()));
    }
    const int noteRow = paramHeader + int(l.scenarios.size()) + 2;
    text(ws, noteRow, ColCategory,
         Text::tr("Each amount is the line's factors multiplied and rounded once with ROUND to the currency's minor "
                  "unit (half away from zero); totals are sums of the rounded amounts. A peak scenario applies its "
                  "multiplier to its peak months only: ((12 - peak months) + peak months x multiplier) / 12."));
    m_widths[ColCategory] = std::min(m_widths[ColCategory], 24);

    m_x.worksheet_freeze_panes(ws, 1, ColKind);
    applyWidths(ws);
}

void WorkbookWriter::writeSummary(lxw_worksheet* ws, const QList<SheetLayout>& sheets)
{
    const QString basis = m_f.input.basis.currency;
    const QStringList headers{Text::tr("Candidate"),
                              Text::tr("Status"),
                              Text::tr("Scenario"),
                              Text::tr("Year 1 (%1)").arg(basis),
                              Text::tr("Year 2 (%1)").arg(basis),
                              Text::tr("Year 3 (%1)").arg(basis),
                              Text::tr("Three years (%1)").arg(basis)};
    for (int c = 0; c < headers.size(); ++c)
        text(ws, 0, c, headers.at(c), m_header);
    int row = 1;
    // The candidates as the TCO charts list them: the Eligible ones first (the gate engine's
    // statuses), the others after them, marked.
    QList<const SheetLayout*> ordered;
    for (const QString& id : chartOrder(m_f)) {
        for (const SheetLayout& l : sheets) {
            if (l.candidateId == id)
                ordered.append(&l);
        }
    }
    for (const SheetLayout* entry : std::as_const(ordered)) {
        const SheetLayout& l = *entry;
        const TcoCandidate* candidate = m_f.candidate(l.candidateId);
        const bool eligible = candidate && candidate->shortlisted && candidate->status == CandidateStatus::Eligible;
        for (const ScenarioLayout& s : l.scenarios) {
            if (!s.totals)
                continue;
            text(ws, row, 0, m_f.nameOf(l.candidateId));
            if (candidate)
                text(ws, row, 1,
                     eligible ? statusLabel(*candidate) : Text::tr("%1 (not eligible)").arg(statusLabel(*candidate)));
            text(ws, row, 2, s.name);
            for (int y = 1; y <= kYears + 1; ++y) {
                const Decimal cached = y <= kYears ? s.totals->years[std::size_t(y - 1)] : s.totals->total;
                formula(ws, row, 2 + y,
                        QStringLiteral("=") + sheetRef(l.name) + cell(s.firstColumn + y, l.totalRow, true, true),
                        cached, y <= kYears ? m_money : m_moneyBold);
            }
            ++row;
        }
    }

    // What the figures are.
    row += 1;
    const auto fact = [&](const QString& label, const QString& value) {
        text(ws, row, 0, label, m_bold);
        text(ws, row, 1, value);
        ++row;
    };
    fact(Text::tr("Evaluation"), m_f.title);
    fact(Text::tr("Currency"), basis);
    const QString rate = m_f.input.basis.taxRate.isZero()
                             ? QString()
                             : Text::tr(" (default rate %1)").arg(percentText(m_f.input.basis.taxRate));
    fact(Text::tr("Totals stated"),
         (m_f.input.basis.taxIncluded ? Text::tr("With tax") : Text::tr("Without tax")) + rate);
    fact(Text::tr("Statuses as of"), m_f.asOf.toString(Qt::ISODate));
    if (!m_f.result.cheapestEligible.isEmpty())
        fact(Text::tr("Cheapest Eligible candidate"), m_f.nameOf(m_f.result.cheapestEligible));
    fact(Text::tr("Rounding"), Text::tr("Each line's yearly amount rounded half-up to the currency's minor unit "
                                        "(ROUND); totals are sums of the rounded amounts."));
    m_widths[1] = std::min(m_widths[1], 40);
    m_x.worksheet_freeze_panes(ws, 1, 0);
    applyWidths(ws);
}

void WorkbookWriter::build()
{
    const QString summaryName = excelSheetName(Text::tr("Summary"), {});
    lxw_worksheet* summary = m_x.workbook_add_worksheet(m_book, summaryName.toUtf8().constData());
    if (!summary) {
        m_error = LXW_ERROR_SHEETNAME_ALREADY_USED;
        return;
    }
    QStringList taken{summaryName};
    QList<SheetLayout> sheets;
    for (const TcoCandidate& candidate : m_f.candidates) {
        SheetLayout l = layout(candidate.id, taken);
        taken.append(l.name);
        l.sheet = m_x.workbook_add_worksheet(m_book, l.name.toUtf8().constData());
        if (!l.sheet) {
            m_error = LXW_ERROR_SHEETNAME_ALREADY_USED;
            return;
        }
        writeCandidate(l);
        sheets.append(l);
    }
    writeSummary(summary, sheets);
}

} // namespace

QString TcoXlsxExporter::displayName()
{
    return Text::tr("Excel workbook");
}

QString TcoXlsxExporter::fileFilter()
{
    return QStringLiteral("%1 (*.%2)").arg(displayName(), extension());
}

Result<QByteArray> TcoXlsxExporter::workbook(const TcoFigures& figures)
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return Error{Error::Kind::Io,
                     Text::tr("Writing the workbook failed: no temporary folder (%1)").arg(dir.errorString())};
    const QString path = dir.filePath(QStringLiteral("tco.xlsx"));
    const QByteArray file = QFile::encodeName(path);
    QByteArray tmpdir = QFile::encodeName(dir.path());
    auto library = Xlsx::get();
    if (!library)
        return library.error();
    const Xlsx& x = **library;
    lxw_workbook_options options{};
    options.tmpdir = tmpdir.data();
    lxw_workbook* book = x.workbook_new_opt(file.constData(), &options);
    if (!book)
        return Error{Error::Kind::Io, Text::tr("Writing the workbook failed: libxlsxwriter could not start one")};

    // The document's properties: its creation date is the evaluation's, so that the same
    // evaluation gives the same bytes.
    const QByteArray title = (Text::tr("Three-year TCO") + colonSeparator(figures.language) + figures.title).toUtf8();
    const QByteArray author = QByteArrayLiteral("GateBench");
    lxw_doc_properties properties{};
    properties.title = const_cast<char*>(title.constData());
    properties.author = const_cast<char*>(author.constData());
    properties.created = time_t(QDateTime(figures.asOf, QTime(0, 0), Qt::UTC).toSecsSinceEpoch());
    x.workbook_set_properties(book, &properties);

    WorkbookWriter writer(x, book, figures);
    writer.build();
    const lxw_error closed = x.workbook_close(book); // frees the workbook
    const lxw_error failed = writer.error() != LXW_NO_ERROR ? writer.error() : closed;
    if (failed != LXW_NO_ERROR)
        return Error{Error::Kind::Io,
                     Text::tr("Writing the workbook failed: %1").arg(QString::fromUtf8(x.lxw_strerror(failed)))};
    QFile written(path);
    if (!written.open(QIODevice::ReadOnly))
        return Error{Error::Kind::Io, Text::tr("Writing the workbook failed: %1").arg(written.errorString())};
    return written.readAll();
}

Result<void> TcoXlsxExporter::write(const TcoFigures& figures, const QString& path)
{
    auto bytes = workbook(figures);
    if (!bytes)
        return bytes.error();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*bytes) != bytes->size() || !file.commit())
        return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(path, file.errorString())};
    return {};
}

QString excelSheetName(const QString& wanted, const QStringList& taken)
{
    QString name;
    for (const QChar c : wanted) {
        if (QStringLiteral("[]:*?/\\").contains(c) || c.category() == QChar::Other_Control)
            name.append(u'_');
        else
            name.append(c);
    }
    name = name.trimmed();
    while (name.startsWith(u'\''))
        name.remove(0, 1);
    while (name.endsWith(u'\''))
        name.chop(1);
    if (name.isEmpty())
        name = QStringLiteral("Sheet");
    const auto fits = [](QString text, const QString& suffix) {
        // Keep whole surrogate pairs: Excel counts characters.
        while (text.size() + suffix.size() > kMaxSheetName) {
            text.chop(text.size() >= 2 && text.at(text.size() - 1).isLowSurrogate() ? 2 : 1);
        }
        return text.trimmed() + suffix;
    };
    const auto isTaken = [&](const QString& candidate) {
        return std::any_of(taken.cbegin(), taken.cend(),
                           [&](const QString& t) { return t.compare(candidate, Qt::CaseInsensitive) == 0; });
    };
    QString result = fits(name, {});
    for (int n = 2; isTaken(result); ++n)
        result = fits(name, QStringLiteral(" (%1)").arg(n));
    return result;
}

QString excelColumn(int column)
{
    QString letters;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        letters.prepend(QChar(u'A' + (c - 1) % 26));
    return letters;
}

QString excelCurrencyFormat(const QString& currency, int places)
{
    static const QHash<QString, QString> symbols{
        {QStringLiteral("CNY"), QStringLiteral("¥")}, {QStringLiteral("JPY"), QStringLiteral("¥")},
        {QStringLiteral("USD"), QStringLiteral("$")}, {QStringLiteral("EUR"), QStringLiteral("€")},
        {QStringLiteral("GBP"), QStringLiteral("£")}, {QStringLiteral("HKD"), QStringLiteral("HK$")}};
    QString number = QStringLiteral("#,##0");
    if (places > 0)
        number += u'.' + QString(places, u'0');
    const QString symbol = symbols.value(currency);
    if (!symbol.isEmpty())
        return u'"' + symbol + u'"' + number;
    return number + QStringLiteral(" \"") + currency + u'"';
}

} // namespace gatebench
