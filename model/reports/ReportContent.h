#pragma once
// The decision report's content as plain data (no Qt Widgets, no painting): sections of headings,
// paragraphs, tables and chart slots with their prepared data. Built off the GUI thread from a
// workspace; views/report/ lays it out as PDF pages or an ODT document. Every wording of the decision
// itself comes from decision/DecisionDocument.h.
#include "core/Result.h"
#include "decision/DecisionCharts.h"
#include "poc/PocCharts.h"
#include "reports/BaselineCharts.h"
#include "tco/TcoCharts.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace gatebench {

class Storage;

namespace report {

struct Table {
    QStringList header; ///< empty: a list of facts (label, value) without a header row
    QList<QStringList> rows;
    /// The columns that name a row: a table too wide for the page is split into blocks of columns,
    /// each repeating these first ones.
    int keyColumns = 1;
};

/// What a chart slot draws; its data is prepared here, the drawing is views/charts'.
enum class ChartKind { GateMatrix, BonusBars, PocBars, WaitCdf, TcoCategories, TcoTornado };

/// A gate matrix of more gates or candidates than these is split across pages, its gates and
/// candidates numbered (views/report/GateMatrixPages.h), and the gate results word long lists of gates
/// by number (DecisionDocument::GateNumbers); a smaller one is drawn as the chart, unless its cells
/// would be smaller than 8 pt on the page.
inline constexpr int kMatrixChartMaxGates = 10;
inline constexpr int kMatrixChartMaxCandidates = 30;

struct Chart {
    ChartKind kind = ChartKind::GateMatrix;
    QString caption;
    /// GateMatrix: split across pages however small it is (a large matrix, whose gates the report
    /// names by number).
    bool paged = false;
    GateMatrix gateMatrix;              ///< GateMatrix
    BonusBars bonusBars;                ///< BonusBars
    PocBarChart pocBars;                ///< PocBars
    WaitCdf waitCdf;                    ///< WaitCdf: the baseline's queue waits per team
    tco::TcoCategoryBars tcoCategories; ///< TcoCategories
    tco::TcoTornado tcoTornado;         ///< TcoTornado
};

struct Block {
    enum class Kind { Subheading, Paragraph, Table, Chart, PageBreak };
    Kind kind = Kind::Paragraph;
    QString text; ///< Subheading, Paragraph; a table's caption
    Table table;
    std::shared_ptr<const Chart> chart;
};

struct Section {
    QString title;
    QList<Block> blocks;

    void subheading(const QString& text);
    void paragraph(const QString& text);
    void table(const QString& caption, const Table& table);
    void chart(Chart chart);
};

struct Options {
    QString language = QStringLiteral("en"); ///< "zh_CN" or "en": names and titles; the words are the UI's
    QDate date;              ///< the report date and the as-of of verdicts and waivers; invalid: the evaluation's
    QString label;           ///< confidentiality label and watermark ("内部资料", "Internal"); empty: none
    bool hidePrices = false; ///< leave out every price and TCO figure
};

struct Report {
    QString documentTitle;   ///< "Decision report" in the report's language
    QString evaluationTitle; ///< the evaluation's title
    QString language;
    QDate date;
    QString label;
    QString fingerprint; ///< reports/Fingerprint.h, 64 hex digits
    QString chainHead;   ///< the audit chain's head as stored, `N:HASH` (gatebench verify --expect)
    bool simulated = false;
    QString simulatedMark; ///< what every page says of simulated data; empty unless simulated
    bool hidePrices = false;
    QList<Section> sections; ///< the cover first
    /// What the report could not include and says so in its section (a TCO that cannot be computed,
    /// naming its lines), for the command line to repeat on stderr.
    QStringList warnings;
};

/// The report of the workspace behind `storage` on `options.date`. Words come from the installed
/// translation (the caller installs the report's language); names and titles are in
/// `options.language`. A section whose data is missing says so.
Result<Report> build(const Storage& storage, const Options& options);

/// The text of the report, one block a paragraph and table rows with cells separated by " | " (for
/// tests and a quick look).
QString plainText(const Report& report);

} // namespace report
} // namespace gatebench
