#include "tco/TcoCsvColumns.h"

#include "repositories/ImportFields.h"

namespace gatebench::tco {

namespace {

using F = TcoImportField;

const CsvColumn kColumns[] = {
    {nullptr, "候选方案名称", "Candidate name"},
    {key(F::Candidate), "候选方案编号", "Candidate id"},
    {nullptr, "状态", "Status"},
    // The scenario whose amounts the row shows: a line of every scenario has a row in each.
    {nullptr, "金额所属场景", "Amounts for scenario"},
    {nullptr, "金额所属场景编号", "Amounts for scenario id"},
    {key(F::LineId), "费用行编号", "Line id"},
    // The line's own scenario: empty when it belongs to every scenario of its candidate.
    {key(F::Scenario), "费用行适用场景", "Line applies to scenario"},
    {key(F::Category), "类别", "Category"},
    {key(F::DescriptionZh), "说明（中文）", "Description (Chinese)"},
    {key(F::DescriptionEn), "说明（英文）", "Description (English)"},
    {key(F::Kind), "类型", "Kind"},
    {key(F::Quantity), "数量", "Quantity"},
    {key(F::Unit), "单位", "Unit"},
    {key(F::UnitPrice), "单价", "Unit price"},
    {key(F::Hourly), "按小时计价", "Price per hour"},
    {key(F::PeriodsPerYear), "每年周期数", "Periods per year"},
    {key(F::Currency), "币种", "Currency"},
    {nullptr, "汇率（%1）", "FX rate (%1)"},
    {key(F::TaxIncluded), "录入价格含税", "Entered with tax"},
    {key(F::TaxRate), "税率", "Tax rate"},
    {key(F::Growth), "年增长率", "Yearly growth"},
    {key(F::Years), "适用年份", "Years"},
    {key(F::Fte), "FTE", "FTE"},
    {key(F::LoadedAnnualCost), "年度综合人力成本", "Loaded annual cost"},
    {key(F::Source), "数据来源", "Source"},
    {key(F::SourceNote), "来源说明", "Source note"},
    {nullptr, "第 1 年（%1）", "Year 1 (%1)"},
    {nullptr, "第 2 年（%1）", "Year 2 (%1)"},
    {nullptr, "第 3 年（%1）", "Year 3 (%1)"},
    {nullptr, "三年合计（%1）", "Three years (%1)"},
};

} // namespace

QString CsvColumn::header(const QString& language, const QString& currency) const
{
    const QString text = QString::fromUtf8(language == QLatin1String("zh_CN") ? zh : en);
    return namesCurrency() ? text.arg(currency) : text;
}

bool CsvColumn::namesCurrency() const
{
    return QString::fromUtf8(en).contains(QLatin1String("%1"));
}

std::span<const CsvColumn> csvColumns()
{
    return kColumns;
}

QStringList csvHeader(const QString& language, const QString& currency)
{
    QStringList header;
    for (const CsvColumn& column : csvColumns())
        header.append(column.header(language, currency));
    return header;
}

} // namespace gatebench::tco
