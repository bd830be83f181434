#include "commands/Tco.h"
#include "tco/TcoFigures.h"

#include "core/Labels.h"
#include "mapping/RecordKinds.h"
#include "repositories/CandidateRepository.h"
#include "repositories/SettingsRepository.h"
#include "repositories/TcoRepository.h"
#include "storage/Schema.h"
#include "tco/BaselineDemand.h"
#include "tco/TcoEngine.h"
#include "tco/TcoLimits.h"
#include "workspace/ModelAccess.h"
#include "workspace/SeedTemplate.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace gatebench::tcoedits {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TcoEdits)
};

constexpr int kMaxPeriods = 12;

Error bad(const QString& message)
{
    return Error{Error::Kind::BadInput, message};
}

Error lineGone(qint64 id)
{
    return Error{Error::Kind::Conflict, Text::tr("The cost line %1 no longer exists").arg(id)};
}

/// Words compared as the import compares them (case, width, spaces and punctuation do not count).
bool same(const QString& a, const QString& b)
{
    const QString ka = matchKey(a);
    return !ka.isEmpty() && ka == matchKey(b);
}

/// A number as the user wrote it, in the locale (grouping, currency marks, 万); a message saying why not.
Result<Decimal> number(const QString& text, const CellContext& context)
{
    auto value = Decimal::parse(text.trimmed(), Decimal::ParseOptions::forLocale(context.locale));
    if (!value)
        return bad(Text::tr("“%1” is not a number (%2)").arg(text.trimmed(), value.error().message));
    return *value;
}

/// A percentage: "5", "5%", "5 %" are 5 % (0.05), exactly.
Result<Decimal> percent(const QString& text, const CellContext& context)
{
    QString t = text.trimmed();
    if (t.endsWith(u'%') || t.endsWith(QChar(0xFF05)))
        t.chop(1);
    auto value = number(t, context);
    if (!value)
        return value.error();
    return value->times(*Decimal::parse(u"0.01"));
}

/// A rate as a percentage for people: 0.05 -> "5", 0.125 -> "12.5".
QString percentText(const Decimal& rate, const QLocale& locale)
{
    auto value = rate.times(Decimal::fromInteger(100));
    if (!value)
        return rate.toString();
    // Drop trailing zeros of the fraction: "5.00" reads "5".
    QString plain = value->toString();
    if (plain.contains(u'.')) {
        while (plain.endsWith(u'0'))
            plain.chop(1);
        if (plain.endsWith(u'.'))
            plain.chop(1);
    }
    auto trimmed = Decimal::parse(plain);
    return trimmed ? trimmed->toLocaleString(locale) : plain;
}

QString amountText(const Decimal& value, const QLocale& locale)
{
    return value.toLocaleString(locale);
}

std::optional<bool> yesNo(const QString& text)
{
    static const QStringList yes{
        QStringLiteral("yes"), QStringLiteral("y"),      QStringLiteral("true"),
        QStringLiteral("1"),   QStringLiteral("x"),      QStringLiteral("是"),
        QStringLiteral("对"),  QStringLiteral("按小时"), QStringLiteral("hourly")}; // not storage: a word
    static const QStringList no{QStringLiteral("no"),
                                QStringLiteral("n"),
                                QStringLiteral("false"),
                                QStringLiteral("0"),
                                QStringLiteral("否"),
                                QStringLiteral("不"),
                                QString()};
    const QString key = matchKey(text);
    for (const QString& word : yes) {
        if (key == matchKey(word))
            return true;
    }
    for (const QString& word : no) {
        if (key == matchKey(word))
            return false;
    }
    if (same(text, Text::tr("Yes")))
        return true;
    if (same(text, Text::tr("No")))
        return false;
    return std::nullopt;
}

QList<TcoScenario> scenariosOf(const CellContext& context, const QString& candidateId)
{
    QList<TcoScenario> list;
    for (const TcoScenario& s : context.scenarios) {
        if (s.candidateId == candidateId)
            list.append(s);
    }
    return list;
}

/// The template's TCO template `key` (`tco_templates` of the seed template); empty when none.
QJsonObject templateOf(const QString& key)
{
    for (const QJsonValue& value : SeedTemplate::instance().tcoTemplates()) {
        if (value.toObject().value(QLatin1String("id")).toString() == key) // not storage: template JSON
            return value.toObject();
    }
    return {};
}

QString candidateName(const Storage& storage, const QString& id, const QString& language)
{
    auto found = CandidateRepository(storage).find(id);
    if (!found || !*found)
        return id;
    const QString name = pickLanguage((*found)->name.zh, (*found)->name.en, language);
    return name.isEmpty() ? id : name;
}

Result<QList<TcoLine>> storedLines(const Workspace& workspace)
{
    return TcoRepository(ModelAccess::storage(workspace)).lines();
}

Result<void> run(Workspace& workspace, const ChangeSet& changes, const StepText& text)
{
    if (changes.isEmpty())
        return {};
    return workspace.execute(changes, text);
}

} // namespace

Result<CellContext> CellContext::read(const Storage& storage, const QString& language, const QLocale& locale)
{
    const TcoRepository repository(storage);
    CellContext context;
    context.language = language;
    context.locale = locale;
    auto basis = repository.basis();
    if (!basis)
        return basis.error();
    context.basis = *basis;
    auto scenarios = repository.scenarios();
    if (!scenarios)
        return scenarios.error();
    context.scenarios = *scenarios;
    auto rates = repository.fxRates();
    if (!rates)
        return rates.error();
    context.fxRates = *rates;
    context.ownCategories = tcoedits::ownCategories(storage);
    return context;
}

QString fieldLabel(LineField field)
{
    switch (field) {
    case LineField::Category:
        return Text::tr("Category");
    case LineField::Description:
        return Text::tr("Description");
    case LineField::Kind:
        return Text::tr("Kind");
    case LineField::Quantity:
        return Text::tr("Quantity");
    case LineField::Unit:
        return Text::tr("Unit");
    case LineField::UnitPrice:
        return Text::tr("Unit price");
    case LineField::Currency:
        return Text::tr("Currency");
    case LineField::PeriodsPerYear:
        return Text::tr("Periods");
    case LineField::Hourly:
        return Text::tr("Price per hour");
    case LineField::Growth:
        return Text::tr("Growth %");
    case LineField::Years:
        return Text::tr("Years");
    case LineField::Scenario:
        return Text::tr("Scenario");
    case LineField::Fte:
        return Text::tr("FTE");
    case LineField::LoadedAnnualCost:
        return Text::tr("Loaded annual cost");
    case LineField::TaxIncluded:
        return Text::tr("Price entered");
    case LineField::TaxRate:
        return Text::tr("Tax rate %");
    case LineField::Source:
        return Text::tr("Source");
    case LineField::SourceNote:
        return Text::tr("Source note");
    case LineField::Multiplier:
        return Text::tr("Own multiplier");
    }
    return {};
}

QString taxLabel(bool taxIncluded)
{
    return taxIncluded ? Text::tr("With tax") : Text::tr("Without tax");
}

QString categoryLabel(const QString& key)
{
    return labels::tcoCategory(key);
}

QStringList templateCategories()
{
    QStringList keys;
    for (const QJsonValue& value : SeedTemplate::instance().tcoCategories())
        keys.append(value.toObject().value(QLatin1String("id")).toString()); // not storage: template JSON
    return keys;
}

QString scenarioLabel(const TcoScenario& scenario)
{
    if (scenario.id.isEmpty())
        return Text::tr("(one scenario)");
    const QString label = labels::tcoScenario(scenario.templateScenario);
    return label.isEmpty() ? scenario.id : label;
}

QString cellText(const TcoLine& line, LineField field, const CellContext& context, const QString& scenarioId)
{
    const QLocale& locale = context.locale;
    switch (field) {
    case LineField::Category:
        return categoryLabel(line.category);
    case LineField::Description:
        return shownIn(line.description.zh, line.description.en, context.language);
    case LineField::Kind:
        return tco::lineKindLabel(line.kind);
    case LineField::Quantity:
        return amountText(line.quantity, locale);
    case LineField::Unit:
        return line.unit;
    case LineField::UnitPrice:
        return amountText(line.unitPrice, locale);
    case LineField::Currency:
        return line.currency;
    case LineField::PeriodsPerYear:
        return locale.toString(line.periodsPerYear);
    case LineField::Hourly:
        return line.hourly ? Text::tr("Yes") : Text::tr("No");
    case LineField::Growth:
        return percentText(line.growth, locale);
    case LineField::Years: {
        QStringList years;
        for (int year : line.years)
            years.append(QString::number(year));
        return years.join(QStringLiteral(","));
    }
    case LineField::Scenario: {
        if (line.scenarioId.isEmpty())
            return Text::tr("All");
        for (const TcoScenario& s : context.scenarios) {
            if (s.id == line.scenarioId)
                return scenarioLabel(s);
        }
        return line.scenarioId;
    }
    case LineField::Fte:
        return line.fte ? amountText(*line.fte, locale) : QString();
    case LineField::LoadedAnnualCost:
        return line.loadedAnnualCost ? amountText(*line.loadedAnnualCost, locale) : QString();
    case LineField::TaxIncluded:
        return taxLabel(line.taxIncluded);
    case LineField::TaxRate:
        return line.taxRate ? percentText(*line.taxRate, locale) : QString();
    case LineField::Source:
        return tco::sourceLabel(line.source);
    case LineField::SourceNote:
        return line.sourceNote;
    case LineField::Multiplier: {
        const auto it = line.multipliers.constFind(scenarioId);
        return it == line.multipliers.cend() ? QString() : amountText(*it, locale);
    }
    }
    return {};
}

Result<TcoLine> withCellText(TcoLine line, LineField field, const QString& text, const CellContext& context,
                             const QString& scenarioId)
{
    const QString t = text.trimmed();
    switch (field) {
    case LineField::Category: {
        if (t.isEmpty())
            return bad(Text::tr("A cost line needs a category"));
        QStringList known = templateCategories();
        known.append(context.ownCategories);
        for (const QString& key : std::as_const(known)) {
            if (same(t, key) || same(t, categoryLabel(key)) ||
                same(t, QCoreApplication::translate("gatebench::Labels", qPrintable(categoryLabel(key))))) {
                line.category = key;
                return line;
            }
        }
        QStringList names;
        for (const QString& key : std::as_const(known))
            names.append(categoryLabel(key));
        return bad(Text::tr("“%1” is not a cost category; use one of %2, or add it as the committee's own "
                            "category in the TCO settings")
                       .arg(t, names.join(listSeparator(context.language))));
    }
    case LineField::Description:
        (context.language == QLatin1String("zh_CN") ? line.description.zh : line.description.en) = t;
        return line;
    case LineField::Kind: {
        for (TcoLineKind kind : {TcoLineKind::Recurring, TcoLineKind::OneOff, TcoLineKind::Staff}) {
            if (same(t, tco::lineKindLabel(kind)) || same(t, TcoRepository::kindKey(kind))) {
                line.kind = kind;
                return line;
            }
        }
        if (same(t, QStringLiteral("经常性")) || same(t, QStringLiteral("recurring")))
            line.kind = TcoLineKind::Recurring;
        else if (same(t, QStringLiteral("一次性")) || same(t, QStringLiteral("one-off")))
            line.kind = TcoLineKind::OneOff;
        else if (same(t, QStringLiteral("人力")) || same(t, QStringLiteral("staff")))
            line.kind = TcoLineKind::Staff;
        else
            return bad(
                Text::tr("“%1” is not a kind of cost line; use %2")
                    .arg(t, QStringList{tco::lineKindLabel(TcoLineKind::Recurring),
                                        tco::lineKindLabel(TcoLineKind::OneOff), tco::lineKindLabel(TcoLineKind::Staff)}
                                .join(listSeparator(context.language))));
        return line;
    }
    case LineField::Quantity:
    case LineField::UnitPrice:
    case LineField::Fte:
    case LineField::LoadedAnnualCost: {
        if (t.isEmpty() && (field == LineField::Fte || field == LineField::LoadedAnnualCost)) {
            (field == LineField::Fte ? line.fte : line.loadedAnnualCost).reset();
            return line;
        }
        if (t.isEmpty())
            return bad(Text::tr("%1 cannot be empty; write 0 for none").arg(fieldLabel(field)));
        auto value = number(t, context);
        if (!value)
            return value.error();
        if (value->isNegative())
            return bad(Text::tr("%1 cannot be negative (%2)").arg(fieldLabel(field), t));
        if (field == LineField::Quantity) {
            // A quantity typed by hand is no longer the baseline's: the link goes with the same edit.
            if (*value != line.quantity)
                line.baselineTarget.reset();
            line.quantity = *value;
        } else if (field == LineField::UnitPrice)
            line.unitPrice = *value;
        else if (field == LineField::Fte)
            line.fte = *value;
        else
            line.loadedAnnualCost = *value;
        return line;
    }
    case LineField::Unit:
        line.unit = t;
        return line;
    case LineField::Currency: {
        const QString code = t.toUpper();
        static const QRegularExpression iso(QStringLiteral("^[A-Z]{3}$"));
        if (same(t, QStringLiteral("人民币")) || same(t, QStringLiteral("RMB")) || same(t, QStringLiteral("元")))
            line.currency = QStringLiteral("CNY");
        else if (same(t, QStringLiteral("美元")))
            line.currency = QStringLiteral("USD");
        else if (!iso.match(code).hasMatch())
            return bad(Text::tr("“%1” is not a currency code (three letters, such as CNY or USD)").arg(t));
        else
            line.currency = code;
        return line;
    }
    case LineField::PeriodsPerYear: {
        bool ok = false;
        const int periods = context.locale.toInt(t, &ok);
        const int plain = ok ? periods : t.toInt(&ok);
        if (!ok || plain < 1 || plain > kMaxPeriods)
            return bad(Text::tr("Periods a year is a whole number from 1 to %1 (12: monthly), not “%2”")
                           .arg(kMaxPeriods)
                           .arg(t));
        line.periodsPerYear = plain;
        return line;
    }
    case LineField::Hourly: {
        const auto value = yesNo(t);
        if (!value)
            return bad(Text::tr("“%1” is neither yes nor no").arg(t));
        line.hourly = *value;
        return line;
    }
    case LineField::Growth: {
        if (t.isEmpty()) {
            line.growth = Decimal();
            return line;
        }
        auto value = percent(t, context);
        if (!value)
            return value.error();
        line.growth = *value;
        return line;
    }
    case LineField::Years: {
        QList<int> years;
        if (!t.isEmpty() && !same(t, Text::tr("All")) && !same(t, QStringLiteral("all")) &&
            !same(t, QStringLiteral("全部"))) {
            static const QRegularExpression range(QStringLiteral("^\\s*(\\d+)\\s*[-–~～至到]\\s*(\\d+)\\s*$"));
            QString normalized = t;
            normalized.replace(u'，', u',').replace(u'、', u',').replace(u';', u',').replace(u' ', u',');
            QStringList parts;
            if (const auto m = range.match(t); m.hasMatch()) {
                for (int y = m.captured(1).toInt(); y <= m.captured(2).toInt() && y <= 9; ++y)
                    parts.append(QString::number(y));
                if (parts.isEmpty())
                    parts.append(m.captured(1));
            } else {
                parts = normalized.split(u',', Qt::SkipEmptyParts);
            }
            for (const QString& part : std::as_const(parts)) {
                bool ok = false;
                const int year = part.trimmed().toInt(&ok);
                if (!ok || year < 1 || year > tco::kYears)
                    return bad(Text::tr("Years are 1, 2 or 3 (for example “1,3” or “1-3”), not “%1”").arg(t));
                if (!years.contains(year))
                    years.append(year);
            }
            std::sort(years.begin(), years.end());
            if (years.size() == tco::kYears && line.kind != TcoLineKind::OneOff)
                years.clear();
        }
        line.years = years;
        return line;
    }
    case LineField::Scenario: {
        if (t.isEmpty() || same(t, Text::tr("All")) || same(t, QStringLiteral("all")) ||
            same(t, QStringLiteral("全部"))) {
            line.scenarioId.clear();
            return line;
        }
        const QList<TcoScenario> own = scenariosOf(context, line.candidateId);
        for (const TcoScenario& s : own) {
            if (t == s.id || same(t, scenarioLabel(s)) || same(t, s.templateScenario)) {
                line.scenarioId = s.id;
                return line;
            }
        }
        QStringList names;
        for (const TcoScenario& s : own)
            names.append(scenarioLabel(s));
        names.append(Text::tr("All"));
        return bad(Text::tr("“%1” is not a scenario of this candidate; use %2")
                       .arg(t, names.join(listSeparator(context.language))));
    }
    case LineField::TaxIncluded: {
        if (same(t, taxLabel(true)) || same(t, QStringLiteral("含税")) || same(t, QStringLiteral("included")) ||
            yesNo(t).value_or(false))
            line.taxIncluded = true;
        else if (same(t, taxLabel(false)) || same(t, QStringLiteral("不含税")) || same(t, QStringLiteral("excluded")) ||
                 (yesNo(t).has_value() && !t.isEmpty()))
            line.taxIncluded = false;
        else
            return bad(Text::tr("“%1” says neither %2 nor %3").arg(t, taxLabel(true), taxLabel(false)));
        return line;
    }
    case LineField::TaxRate: {
        if (t.isEmpty()) {
            line.taxRate.reset();
            return line;
        }
        auto value = percent(t, context);
        if (!value)
            return value.error();
        line.taxRate = *value;
        return line;
    }
    case LineField::Source: {
        for (TcoSource source : {TcoSource::Unstated, TcoSource::Quote, TcoSource::ListPrice, TcoSource::Estimate}) {
            if ((t.isEmpty() && source == TcoSource::Unstated) || (!t.isEmpty() && same(t, tco::sourceLabel(source))) ||
                (!t.isEmpty() && same(t, TcoRepository::sourceKey(source)))) {
                line.source = source;
                return line;
            }
        }
        if (same(t, QStringLiteral("报价")))
            line.source = TcoSource::Quote;
        else if (same(t, QStringLiteral("目录价")) || same(t, QStringLiteral("list price")))
            line.source = TcoSource::ListPrice;
        else if (same(t, QStringLiteral("估算")))
            line.source = TcoSource::Estimate;
        else
            return bad(
                Text::tr("“%1” is not a price source; use %2")
                    .arg(t, QStringList{tco::sourceLabel(TcoSource::Quote), tco::sourceLabel(TcoSource::ListPrice),
                                        tco::sourceLabel(TcoSource::Estimate)}
                                .join(listSeparator(context.language))));
        return line;
    }
    case LineField::SourceNote:
        line.sourceNote = t;
        return line;
    case LineField::Multiplier: {
        if (scenarioId.isEmpty())
            return bad(Text::tr("Choose a scenario to set a line's own multiplier in it"));
        if (t.isEmpty()) {
            line.multipliers.remove(scenarioId);
            return line;
        }
        auto value = number(t, context);
        if (!value)
            return value.error();
        if (value->isNegative())
            return bad(Text::tr("A multiplier cannot be negative (%1)").arg(t));
        line.multipliers.insert(scenarioId, *value);
        return line;
    }
    }
    return line;
}

Result<void> check(const TcoLine& line, const CellContext& context)
{
    QStringList known = templateCategories();
    known.append(context.ownCategories);
    if (!known.contains(line.category))
        return bad(Text::tr("“%1” is not a cost category of the template or the committee").arg(line.category));
    if (line.quantity.isNegative() || line.unitPrice.isNegative())
        return bad(Text::tr("Quantities and prices cannot be negative"));
    if ((line.fte && line.fte->isNegative()) || (line.loadedAnnualCost && line.loadedAnnualCost->isNegative()))
        return bad(Text::tr("FTE and loaded annual cost cannot be negative"));
    if (line.periodsPerYear < 1 || line.periodsPerYear > kMaxPeriods)
        return bad(Text::tr("Periods a year is a whole number from 1 to %1").arg(kMaxPeriods));
    if (line.hourly && line.periodsPerYear != tco::kMonths)
        return bad(Text::tr("A price per hour is counted by the month (730 h): set periods a year to 12"));
    if (line.growth <= Decimal::fromInteger(-1))
        return bad(Text::tr("A yearly growth must be above -100 %"));
    for (int i = 0; i < line.years.size(); ++i) {
        const int year = line.years.at(i);
        if (year < 1 || year > tco::kYears || (i > 0 && year <= line.years.at(i - 1)))
            return bad(Text::tr("Years are 1, 2 or 3, each once"));
    }
    if (line.taxRate && line.taxRate->isNegative())
        return bad(Text::tr("A tax rate cannot be negative"));
    if (!line.scenarioId.isEmpty()) {
        const QList<TcoScenario> own = scenariosOf(context, line.candidateId);
        if (std::none_of(own.cbegin(), own.cend(), [&](const TcoScenario& s) { return s.id == line.scenarioId; }))
            return bad(Text::tr("The scenario %1 is not one of this candidate's").arg(line.scenarioId));
    }
    for (auto it = line.multipliers.cbegin(); it != line.multipliers.cend(); ++it) {
        const QList<TcoScenario> own = scenariosOf(context, line.candidateId);
        if (std::none_of(own.cbegin(), own.cend(), [&](const TcoScenario& s) { return s.id == it.key(); }))
            return bad(Text::tr("The scenario %1 is not one of this candidate's").arg(it.key()));
        if (it.value().isNegative())
            return bad(Text::tr("A multiplier cannot be negative"));
    }
    if (line.currency != context.basis.currency &&
        std::none_of(context.fxRates.cbegin(), context.fxRates.cend(),
                     [&](const FxRate& r) { return r.currency == line.currency; }))
        return bad(Text::tr("There is no FX rate for %1: state it in the TCO settings first").arg(line.currency));
    // Every value within its bound, and every amount the TCO will compute from them within the exact
    // range (tco/TcoLimits.h): an absurd value is refused here, not by every later output.
    tco::TcoInput input;
    input.basis = context.basis;
    input.scenarios = context.scenarios;
    input.fxRates = context.fxRates;
    if (const auto problem = tco::lineProblem(input, line, context.language))
        return bad(problem->reason);
    return {};
}

namespace {

Result<CellContext> contextOf(const Workspace& workspace, const QString& language,
                              const QLocale& locale = QLocale(QLocale::English, QLocale::UnitedStates))
{
    return CellContext::read(ModelAccess::storage(workspace), language, locale);
}

/// The evaluation's cost lines and what checking a change of them reads (its basis, scenarios, FX rates).
struct StoredLines {
    CellContext context;
    QList<TcoLine> lines;
};

Result<StoredLines> storedWithContext(const Workspace& workspace)
{
    auto context = contextOf(workspace, workspace.language());
    if (!context)
        return context.error();
    auto lines = storedLines(workspace);
    if (!lines)
        return lines.error();
    return StoredLines{std::move(*context), std::move(*lines)};
}

StepText linesText(int count)
{
    return [count](const QString&) {
        return count == 1 ? Text::tr("edit a cost line") : Text::tr("edit %1 cost lines").arg(count);
    };
}

/// Refuses a step that would leave an amount of the TCO beyond its bounds (tco/TcoLimits.h): `lines`
/// are the evaluation's lines after the step, `rates` and `scenarios` its FX rates and scenarios; only
/// the lines `changed` and the totals of their candidates are checked, so that a value an older
/// GateBench stored elsewhere does not block an unrelated edit.
Result<void> checkAmounts(const CellContext& context, const QList<TcoLine>& lines, const QList<qint64>& changed,
                          const QList<FxRate>& rates, const QList<TcoScenario>& scenarios)
{
    tco::TcoInput input;
    input.basis = context.basis;
    input.scenarios = scenarios;
    input.fxRates = rates;
    input.lines = lines;
    QStringList candidates;
    for (const TcoLine& line : lines) {
        if (changed.contains(line.id) && !candidates.contains(line.candidateId))
            candidates.append(line.candidateId);
    }
    if (candidates.isEmpty())
        return {};
    const QList<tco::RangeProblem> problems = tco::rangeProblems(input, context.language, changed, candidates);
    if (problems.isEmpty())
        return {};
    return bad(problems.first().message);
}

Result<void> checkAmounts(const CellContext& context, const QList<TcoLine>& lines, const QList<qint64>& changed)
{
    return checkAmounts(context, lines, changed, context.fxRates, context.scenarios);
}

/// `stored` with `replaced` put in place of the lines of the same id, and the others appended.
QList<TcoLine> linesAfter(const QList<TcoLine>& stored, const QList<TcoLine>& replaced)
{
    QList<TcoLine> lines = stored;
    for (const TcoLine& line : replaced) {
        const auto it = std::find_if(lines.begin(), lines.end(), [&](const TcoLine& l) { return l.id == line.id; });
        if (it != lines.end())
            *it = line;
        else
            lines.append(line);
    }
    return lines;
}

/// A line about to be added: its candidate still exists and every field is one the sheet accepts.
Result<void> checkNewLine(const Workspace& workspace, const TcoLine& draft, const CellContext& context)
{
    auto exists = CandidateRepository(ModelAccess::storage(workspace)).exists(draft.candidateId);
    if (!exists)
        return exists.error();
    if (!*exists)
        return Error{Error::Kind::Conflict, Text::tr("The candidate %1 no longer exists").arg(draft.candidateId)};
    return check(draft, context);
}

} // namespace

Result<qint64> addLine(Workspace& workspace, const TcoLine& draft, const QString& language)
{
    auto context = contextOf(workspace, language);
    if (!context)
        return context.error();
    if (auto ok = checkNewLine(workspace, draft, *context); !ok)
        return ok.error();
    auto id = TcoRepository(ModelAccess::storage(workspace)).nextLineId();
    if (!id)
        return id.error();
    TcoLine line = draft;
    line.id = *id;
    line.importId.reset();
    auto stored = storedLines(workspace);
    if (!stored)
        return stored.error();
    if (auto ok = checkAmounts(*context, linesAfter(*stored, {line}), {line.id}); !ok)
        return ok.error();
    const QString name = candidateName(ModelAccess::storage(workspace), line.candidateId, workspace.language());
    if (auto r = workspace.execute(TcoRepository::lineInserted(line),
                                   [name](const QString&) { return Text::tr("add a cost line to %1").arg(name); });
        !r)
        return r.error();
    return line.id;
}

Result<QList<qint64>> addPocBillLines(Workspace& workspace, const QList<TcoLine>& drafts, const QString& language)
{
    if (drafts.isEmpty())
        return bad(Text::tr("The bill gives no line to add: every volume is 0"));
    auto context = contextOf(workspace, language);
    if (!context)
        return context.error();
    auto first = TcoRepository(ModelAccess::storage(workspace)).nextLineId();
    if (!first)
        return first.error();
    qint64 next = *first;
    ChangeSet changes;
    QList<qint64> ids;
    QString candidateId;
    QList<TcoLine> added;
    for (const TcoLine& draft : drafts) {
        if (auto ok = checkNewLine(workspace, draft, *context); !ok)
            return ok.error();
        TcoLine line = draft;
        line.id = next++;
        line.importId.reset();
        changes.append(TcoRepository::lineInserted(line));
        ids.append(line.id);
        added.append(line);
        candidateId = line.candidateId;
    }
    auto stored = storedLines(workspace);
    if (!stored)
        return stored.error();
    if (auto ok = checkAmounts(*context, linesAfter(*stored, added), ids); !ok)
        return ok.error();
    const QString name = candidateName(ModelAccess::storage(workspace), candidateId, workspace.language());
    const int count = int(ids.size());
    if (auto r = workspace.execute(changes,
                                   [name, count](const QString&) {
                                       return Text::tr("add %1 cost lines from a PoC bill to %2").arg(count).arg(name);
                                   });
        !r)
        return r.error();
    return ids;
}

Result<void> updateLines(Workspace& workspace, const QList<TcoLine>& wanted, const QList<TcoLine>& shown,
                         const QString& language)
{
    auto context = contextOf(workspace, language);
    if (!context)
        return context.error();
    auto stored = storedLines(workspace);
    if (!stored)
        return stored.error();
    QHash<qint64, TcoLine> expected;
    for (const TcoLine& line : std::as_const(*stored))
        expected.insert(line.id, line);
    for (const TcoLine& line : shown) {
        if (expected.contains(line.id))
            expected.insert(line.id, line);
    }
    ChangeSet changes;
    int edited = 0;
    QList<TcoLine> targets;
    QList<qint64> ids;
    for (const TcoLine& line : wanted) {
        const auto it = expected.constFind(line.id);
        if (it == expected.cend())
            return lineGone(line.id);
        TcoLine target = line;
        target.candidateId = it->candidateId;
        if (auto ok = check(target, *context); !ok)
            return ok.error();
        const ChangeSet lineChanges = TcoRepository::lineUpdated(*it, target);
        if (!lineChanges.isEmpty())
            ++edited;
        changes.append(lineChanges);
        targets.append(target);
        ids.append(target.id);
    }
    if (auto ok = checkAmounts(*context, linesAfter(*stored, targets), ids); !ok)
        return ok.error();
    return run(workspace, changes, linesText(edited));
}

Result<void> setCells(Workspace& workspace, const QList<CellEdit>& edits, const QList<TcoLine>& shown,
                      const QString& language, const QLocale& locale, const QList<TcoLine>& drafts)
{
    auto context = contextOf(workspace, language, locale);
    if (!context)
        return context.error();
    auto stored = storedLines(workspace);
    if (!stored)
        return stored.error();
    QHash<qint64, TcoLine> expected;
    for (const TcoLine& line : std::as_const(*stored))
        expected.insert(line.id, line);
    for (const TcoLine& line : shown) {
        if (expected.contains(line.id))
            expected.insert(line.id, line);
    }
    for (qsizetype i = 0; i < drafts.size(); ++i) {
        TcoLine draft = drafts.at(i);
        draft.id = -(i + 1);
        expected.insert(draft.id, draft);
    }
    QHash<qint64, TcoLine> edited;
    QList<qint64> order;
    QHash<qint64, QString> lastWhere;
    for (const CellEdit& edit : edits) {
        const auto found = expected.constFind(edit.lineId);
        if (found == expected.cend())
            return lineGone(edit.lineId);
        if (!edited.contains(edit.lineId)) {
            edited.insert(edit.lineId, *found);
            order.append(edit.lineId);
        }
        auto next = withCellText(edited.value(edit.lineId), edit.field, edit.text, *context, edit.scenarioId);
        if (!next)
            return bad(edit.where.isEmpty() ? next.error().message
                                            : Text::tr("%1: %2").arg(edit.where, next.error().message));
        edited.insert(edit.lineId, *next);
        lastWhere.insert(edit.lineId, edit.where);
    }
    for (qsizetype i = 0; i < drafts.size(); ++i) {
        if (!edited.contains(-(i + 1))) {
            edited.insert(-(i + 1), expected.value(-(i + 1)));
            order.append(-(i + 1));
        }
    }
    auto firstId = TcoRepository(ModelAccess::storage(workspace)).nextLineId();
    if (!firstId)
        return firstId.error();
    qint64 nextId = *firstId;
    ChangeSet changes;
    int count = 0;
    QList<TcoLine> written;
    QList<qint64> ids;
    for (qint64 id : std::as_const(order)) {
        TcoLine line = edited.value(id);
        if (auto ok = check(line, *context); !ok) {
            const QString where = lastWhere.value(id);
            return bad(where.isEmpty() ? ok.error().message : Text::tr("%1: %2").arg(where, ok.error().message));
        }
        if (id < 0) {
            line.id = nextId++;
            changes.append(TcoRepository::lineInserted(line));
            written.append(line);
            ids.append(line.id);
            ++count;
            continue;
        }
        const ChangeSet lineChanges = TcoRepository::lineUpdated(expected.value(id), line);
        if (!lineChanges.isEmpty())
            ++count;
        changes.append(lineChanges);
        written.append(line);
        ids.append(line.id);
    }
    if (auto ok = checkAmounts(*context, linesAfter(*stored, written), ids); !ok)
        return ok.error();
    return run(workspace, changes, linesText(count));
}

Result<void> setQuantityFromBaseline(Workspace& workspace, const TcoLine& shown, const tco::BaselineDemand& demand,
                                     const Decimal& target)
{
    auto quantity = tco::suggestedQuantity(demand, shown, target);
    if (!quantity)
        return quantity.error();
    auto stored = storedWithContext(workspace);
    if (!stored)
        return stored.error();
    if (std::none_of(stored->lines.cbegin(), stored->lines.cend(), [&](const TcoLine& l) { return l.id == shown.id; }))
        return lineGone(shown.id);
    TcoLine wanted = shown;
    wanted.quantity = *quantity;
    wanted.baselineTarget = target;
    if (auto ok = check(wanted, stored->context); !ok)
        return ok.error();
    return run(workspace, TcoRepository::lineUpdated(shown, wanted),
               [](const QString&) { return Text::tr("take the quantity of a cost line from the baseline"); });
}

Result<void> setLineMultiplier(Workspace& workspace, qint64 lineId, const QString& scenarioId,
                               const std::optional<Decimal>& multiplier)
{
    auto stored = storedLines(workspace);
    if (!stored)
        return stored.error();
    for (const TcoLine& line : std::as_const(*stored)) {
        if (line.id != lineId)
            continue;
        TcoLine wanted = line;
        if (multiplier)
            wanted.multipliers.insert(scenarioId, *multiplier);
        else
            wanted.multipliers.remove(scenarioId);
        return updateLines(workspace, {wanted}, {line}, workspace.language());
    }
    return lineGone(lineId);
}

Result<void> removeLines(Workspace& workspace, const QList<qint64>& ids)
{
    auto stored = storedLines(workspace);
    if (!stored)
        return stored.error();
    ChangeSet changes;
    for (qint64 id : ids) {
        if (std::none_of(stored->cbegin(), stored->cend(), [&](const TcoLine& l) { return l.id == id; }))
            return lineGone(id);
        const auto removal = TcoRepository::lineRemoval(id);
        auto lineChanges = workspace.removalWithDependents(removal.table, removal.key);
        if (!lineChanges)
            return lineChanges.error();
        changes.append(*lineChanges);
    }
    const int count = int(ids.size());
    return run(workspace, changes, [count](const QString&) {
        return count == 1 ? Text::tr("remove a cost line") : Text::tr("remove %1 cost lines").arg(count);
    });
}

namespace {

Result<TcoScenario> checkedScenario(TcoScenario scenario)
{
    if (scenario.multiplier <= Decimal())
        return bad(Text::tr("A scenario's multiplier must be above 0"));
    if (const QString why = tco::boundProblem(tco::Bounded::ScenarioMultiplier, scenario.multiplier); !why.isEmpty())
        return bad(why);
    QList<int> months;
    for (int month : std::as_const(scenario.peakMonths)) {
        if (month < 1 || month > tco::kMonths)
            return bad(Text::tr("Peak months are 1 to 12, not %1").arg(month));
        if (months.contains(month))
            return bad(Text::tr("The peak month %1 is listed twice").arg(month));
        months.append(month);
    }
    std::sort(months.begin(), months.end());
    scenario.peakMonths = months;
    return scenario;
}

} // namespace

Result<QString> addScenario(Workspace& workspace, const TcoScenario& draft)
{
    auto checked = checkedScenario(draft);
    if (!checked)
        return checked.error();
    TcoScenario scenario = *checked;
    auto exists = CandidateRepository(ModelAccess::storage(workspace)).exists(scenario.candidateId);
    if (!exists)
        return exists.error();
    if (!*exists)
        return Error{Error::Kind::Conflict, Text::tr("The candidate %1 no longer exists").arg(scenario.candidateId)};
    auto scenarios = TcoRepository(ModelAccess::storage(workspace)).scenarios();
    if (!scenarios)
        return scenarios.error();
    const auto taken = [&](const QString& id) {
        return std::any_of(scenarios->cbegin(), scenarios->cend(), [&](const TcoScenario& s) { return s.id == id; });
    };
    static const QRegularExpression valid(QStringLiteral("^[a-z0-9][a-z0-9_-]{0,63}$"));
    QString id = scenario.id.trimmed();
    if (id.isEmpty()) {
        QString stem = scenario.candidateId + u'-' +
                       (scenario.templateScenario.isEmpty() ? QStringLiteral("scenario") : scenario.templateScenario);
        stem = stem.toLower().replace(u'_', u'-');
        id = stem;
        for (int n = 2; taken(id); ++n)
            id = stem + u'-' + QString::number(n);
    } else if (!valid.match(id).hasMatch()) {
        return bad(
            Text::tr("“%1” cannot be the id of a scenario: use lower-case letters, digits, '-' and '_'").arg(id));
    } else if (taken(id)) {
        return bad(Text::tr("There is already a scenario %1").arg(id));
    }
    scenario.id = id;
    const QString name = candidateName(ModelAccess::storage(workspace), scenario.candidateId, workspace.language());
    const QString label = scenarioLabel(scenario);
    if (auto r = workspace.execute(
            {TcoRepository::scenarioInserted(scenario)},
            [name, label](const QString&) { return Text::tr("add the scenario “%1” to %2").arg(label, name); });
        !r)
        return r.error();
    return id;
}

Result<void> setScenario(Workspace& workspace, const TcoScenario& wanted, const std::optional<TcoScenario>& shown)
{
    auto checked = checkedScenario(wanted);
    if (!checked)
        return checked.error();
    auto scenarios = TcoRepository(ModelAccess::storage(workspace)).scenarios();
    if (!scenarios)
        return scenarios.error();
    const auto it =
        std::find_if(scenarios->cbegin(), scenarios->cend(), [&](const TcoScenario& s) { return s.id == wanted.id; });
    if (it == scenarios->cend())
        return Error{Error::Kind::Conflict, Text::tr("The scenario %1 no longer exists").arg(wanted.id)};
    const TcoScenario expected = shown && shown->id == wanted.id ? *shown : *it;
    // The lines of its candidate computed with the new multiplier and peak months, within their bounds.
    auto stored = storedWithContext(workspace);
    if (!stored)
        return stored.error();
    QList<TcoScenario> after = *scenarios;
    for (TcoScenario& s : after) {
        if (s.id == checked->id) {
            s.multiplier = checked->multiplier;
            s.peakMonths = checked->peakMonths;
            s.templateScenario = checked->templateScenario;
        }
    }
    QList<qint64> affected;
    for (const TcoLine& line : std::as_const(stored->lines)) {
        if (line.candidateId == it->candidateId)
            affected.append(line.id);
    }
    if (auto ok = checkAmounts(stored->context, stored->lines, affected, stored->context.fxRates, after); !ok)
        return ok.error();
    const QString label = scenarioLabel(*checked);
    return run(workspace, TcoRepository::scenarioUpdated(expected, *checked),
               [label](const QString&) { return Text::tr("edit the scenario “%1”").arg(label); });
}

Result<void> removeScenario(Workspace& workspace, const QString& id)
{
    auto scenarios = TcoRepository(ModelAccess::storage(workspace)).scenarios();
    if (!scenarios)
        return scenarios.error();
    const auto it =
        std::find_if(scenarios->cbegin(), scenarios->cend(), [&](const TcoScenario& s) { return s.id == id; });
    if (it == scenarios->cend())
        return Error{Error::Kind::Conflict, Text::tr("The scenario %1 no longer exists").arg(id)};
    const auto removal = TcoRepository::scenarioRemoval(id);
    auto changes = workspace.removalWithDependents(removal.table, removal.key);
    if (!changes)
        return changes.error();
    const QString label = scenarioLabel(*it);
    return run(workspace, *changes,
               [label](const QString&) { return Text::tr("remove the scenario “%1”").arg(label); });
}

Result<void> setFxRate(Workspace& workspace, const QString& currency, const std::optional<Decimal>& rate)
{
    const QString code = currency.trimmed().toUpper();
    static const QRegularExpression iso(QStringLiteral("^[A-Z]{3}$"));
    if (!iso.match(code).hasMatch())
        return bad(Text::tr("“%1” is not a currency code (three letters, such as USD)").arg(currency));
    if (rate && *rate <= Decimal())
        return bad(Text::tr("An FX rate must be above 0"));
    if (rate) {
        if (const QString why = tco::boundProblem(tco::Bounded::FxRate, *rate); !why.isEmpty())
            return bad(why);
    }
    const TcoRepository repository(ModelAccess::storage(workspace));
    auto rates = repository.fxRates();
    if (!rates)
        return rates.error();
    std::optional<Decimal> current;
    for (const FxRate& r : std::as_const(*rates)) {
        if (r.currency == code)
            current = r.rate;
    }
    if (rate) {
        // Every line in that currency computed at the new rate, within its bounds.
        auto context = contextOf(workspace, workspace.language());
        if (!context)
            return context.error();
        auto lines = repository.lines();
        if (!lines)
            return lines.error();
        QList<FxRate> after;
        for (const FxRate& r : std::as_const(*rates)) {
            if (r.currency != code)
                after.append(r);
        }
        after.append({code, *rate});
        QList<qint64> affected;
        for (const TcoLine& line : std::as_const(*lines)) {
            if (line.currency == code)
                affected.append(line.id);
        }
        if (auto ok = checkAmounts(*context, *lines, affected, after, context->scenarios); !ok)
            return ok.error();
    }
    if (!rate) {
        auto lines = repository.lines();
        if (!lines)
            return lines.error();
        auto basis = repository.basis();
        if (!basis)
            return basis.error();
        if (basis->currency != code &&
            std::any_of(lines->cbegin(), lines->cend(), [&](const TcoLine& l) { return l.currency == code; }))
            return bad(Text::tr("Cost lines are in %1: it keeps its FX rate while they do").arg(code));
    }
    return run(workspace, TcoRepository::fxRateSet(code, current, rate),
               [code](const QString&) { return Text::tr("set the FX rate of %1").arg(code); });
}

Result<void> setBasis(Workspace& workspace, const TcoBasis& basis)
{
    const QString code = basis.currency.trimmed().toUpper();
    static const QRegularExpression iso(QStringLiteral("^[A-Z]{3}$"));
    if (!iso.match(code).hasMatch())
        return bad(Text::tr("“%1” is not a currency code (three letters, such as CNY)").arg(basis.currency));
    if (basis.taxRate.isNegative())
        return bad(Text::tr("A tax rate cannot be negative"));
    if (const QString why = tco::boundProblem(tco::Bounded::TaxRate, basis.taxRate); !why.isEmpty())
        return bad(why);
    {
        // Every line computed on the new basis (its tax rate applies to the lines that state none).
        auto stored = storedWithContext(workspace);
        if (!stored)
            return stored.error();
        CellContext after = stored->context;
        after.basis = {code, basis.taxIncluded, basis.taxRate};
        QList<qint64> all;
        for (const TcoLine& line : std::as_const(stored->lines))
            all.append(line.id);
        if (auto ok = checkAmounts(after, stored->lines, all); !ok)
            return ok.error();
    }
    const SettingsRepository settings(ModelAccess::storage(workspace));
    ChangeSet changes;
    const QList<std::pair<const char*, QString>> values{
        {schema::key::Currency, code},
        {schema::key::TcoTaxBasis, TcoRepository::taxBasisKey(basis.taxIncluded)},
        {schema::key::TcoTaxRate, basis.taxRate.toString()}};
    for (const auto& [key, value] : values) {
        auto change = settings.change(QLatin1String(key), value);
        if (!change)
            return change.error();
        if (*change)
            changes.append(**change);
    }
    return run(workspace, changes, [](const QString&) { return Text::tr("change how the TCO is stated"); });
}

QStringList ownCategories(const Storage& storage)
{
    const QString stored = SettingsRepository(storage).value(QLatin1String(schema::key::TcoOwnCategories));
    QStringList list;
    for (const QString& part : stored.split(u'\n', Qt::SkipEmptyParts)) {
        if (!part.trimmed().isEmpty() && !list.contains(part.trimmed()))
            list.append(part.trimmed());
    }
    return list;
}

Result<void> setOwnCategories(Workspace& workspace, const QStringList& categories)
{
    QStringList list;
    const QStringList builtIn = templateCategories();
    for (const QString& category : categories) {
        const QString c = category.trimmed();
        if (c.isEmpty() || list.contains(c))
            continue;
        if (std::any_of(builtIn.cbegin(), builtIn.cend(),
                        [&](const QString& key) { return same(c, key) || same(c, categoryLabel(key)); }))
            continue;
        list.append(c);
    }
    auto lines = storedLines(workspace);
    if (!lines)
        return lines.error();
    for (const TcoLine& line : std::as_const(*lines)) {
        if (!builtIn.contains(line.category) && !list.contains(line.category))
            return bad(Text::tr("Cost lines are in the category “%1”: it stays while they do").arg(line.category));
    }
    auto change = SettingsRepository(ModelAccess::storage(workspace))
                      .change(QLatin1String(schema::key::TcoOwnCategories),
                              list.isEmpty() ? std::nullopt : std::optional<QString>(list.join(u'\n')));
    if (!change)
        return change.error();
    if (!*change)
        return {};
    return workspace.execute({**change},
                             [](const QString&) { return Text::tr("change the committee's cost categories"); });
}

Result<int> startFromTemplate(Workspace& workspace, const QString& candidateId, const QString& language)
{
    auto found = CandidateRepository(ModelAccess::storage(workspace)).find(candidateId);
    if (!found)
        return found.error();
    if (!*found)
        return Error{Error::Kind::Conflict, Text::tr("The candidate %1 no longer exists").arg(candidateId)};
    const Candidate candidate = **found;
    const TcoRepository repository(ModelAccess::storage(workspace));
    auto lines = repository.lines();
    if (!lines)
        return lines.error();
    if (std::any_of(lines->cbegin(), lines->cend(), [&](const TcoLine& l) { return l.candidateId == candidateId; }))
        return bad(Text::tr("This candidate already has cost lines; the template only starts an empty sheet"));
    auto scenarios = repository.scenarios();
    if (!scenarios)
        return scenarios.error();
    auto basis = repository.basis();
    if (!basis)
        return basis.error();
    const QString templateKey =
        candidate.tcoTemplate.isEmpty() ? QStringLiteral("self_built") : candidate.tcoTemplate; // not storage: key
    const QJsonObject tmpl = templateOf(templateKey);
    if (tmpl.isEmpty())
        return bad(Text::tr("The template has no TCO template “%1”").arg(labels::tcoTemplate(templateKey)));

    ChangeSet changes;
    QHash<QString, QString> scenarioIds; // template scenario -> id
    QList<TcoScenario> own;
    for (const TcoScenario& s : std::as_const(*scenarios)) {
        if (s.candidateId == candidateId) {
            own.append(s);
            scenarioIds.insert(s.templateScenario, s.id);
        }
    }
    const auto taken = [&](const QString& id) {
        return std::any_of(scenarios->cbegin(), scenarios->cend(), [&](const TcoScenario& s) { return s.id == id; }) ||
               std::any_of(own.cbegin(), own.cend(), [&](const TcoScenario& s) { return s.id == id; });
    };
    for (const QJsonValue& value : tmpl.value(QLatin1String("scenarios")).toArray()) {
        const QJsonObject s = value.toObject();
        const QString key = s.value(QLatin1String("id")).toString(); // not storage: template JSON
        if (scenarioIds.contains(key))
            continue;
        TcoScenario scenario;
        scenario.candidateId = candidateId;
        scenario.templateScenario = key;
        auto multiplier = Decimal::parse(
            s.value(QLatin1String("multiplier")).toString(QStringLiteral("1"))); // not storage: template JSON
        if (!multiplier)
            return multiplier.error();
        scenario.multiplier = *multiplier;
        for (const QJsonValue& month : s.value(QLatin1String("peak_months")).toArray()) // not storage: template JSON
            scenario.peakMonths.append(month.toInt());
        const QString stem = (candidateId + u'-' + key).toLower().replace(u'_', u'-');
        scenario.id = stem;
        for (int n = 2; taken(scenario.id); ++n)
            scenario.id = stem + u'-' + QString::number(n);
        own.append(scenario);
        scenarioIds.insert(key, scenario.id);
        changes.append(TcoRepository::scenarioInserted(scenario));
    }
    auto next = repository.nextLineId();
    if (!next)
        return next.error();
    qint64 id = *next;
    int count = 0;
    for (const QJsonValue& value : tmpl.value(QLatin1String("lines")).toArray()) {
        const QJsonObject l = value.toObject();
        TcoLine line;
        line.id = id++;
        line.candidateId = candidateId;
        line.category = l.value(QLatin1String("category")).toString(); // not storage: template JSON
        line.description = bilingual(l.value(QLatin1String("description")));
        const auto kind =
            TcoRepository::kindFromKey(l.value(QLatin1String("kind")).toString()); // not storage: template JSON
        if (!kind)
            return Error{Error::Kind::Integrity, QStringLiteral("The template has a cost line of unknown kind")};
        line.kind = *kind;
        line.unit = localized(l.value(QLatin1String("unit")), language);
        line.periodsPerYear = l.value(QLatin1String("periods_per_year")).toInt(12); // not storage: template JSON
        line.hourly = l.value(QLatin1String("hourly")).toBool();                    // not storage: template JSON
        for (const QJsonValue& year : l.value(QLatin1String("years")).toArray())    // not storage: template JSON
            line.years.append(year.toInt());
        line.quantity = line.kind == TcoLineKind::Staff ? Decimal() : Decimal::fromInteger(1);
        if (line.kind == TcoLineKind::Staff) {
            line.fte = Decimal();
            line.loadedAnnualCost = Decimal();
        }
        line.currency = basis->currency;
        line.taxIncluded = basis->taxIncluded;
        const QString scenarioKey = l.value(QLatin1String("scenario")).toString();
        if (!scenarioKey.isEmpty())
            line.scenarioId = scenarioIds.value(scenarioKey);
        changes.append(TcoRepository::lineInserted(line));
        ++count;
    }
    const QString name = pickLanguage(candidate.name.zh, candidate.name.en, workspace.language());
    if (auto r = workspace.execute(
            changes, [name](const QString&) { return Text::tr("start the TCO of %1 from the template").arg(name); });
        !r)
        return r.error();
    return count;
}

} // namespace gatebench::tcoedits
