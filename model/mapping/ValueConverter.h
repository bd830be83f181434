#pragma once

#include "core/Issue.h"
#include "mapping/RecordKinds.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QTimeZone>
#include <QVariant>

#include <optional>

namespace gatebench {

class Storage;

/// How the cells of one column are to be read: what the user (or the header) stated.
struct ConversionOptions {
    /// The zone of naive timestamps (no offset or "Z" in the cell). Default: the evaluation's
    /// cluster time zone (`clusterTimeZone`); the import may state another.
    QTimeZone timeZone = QTimeZone::utc();
    /// A canonical unit (`canonicalUnit`): for durations "ms", "s", "min", "h" or "d" (the unit of
    /// bare numbers); for percentages "%" (bare numbers are percentage points). Empty: none stated.
    QString unit;
    /// A required field's null cell is a failure; an optional field's is null.
    bool required = false;
    /// In a numeric column, whether an explicit empty marker ("NaN", "N/A", "#N/A", "-": see
    /// ValueConverter) means "no value". False where an empty cell takes a default (FieldSpec::
    /// defaulted): the marker is refused there, since it would silently become the default.
    bool emptyMarkers = true;
    /// The most code points a text or reference cell may hold (0: no limit); a longer one fails.
    int maxCodePoints = 0;
    /// Timestamps with a duration `unit`: a bare number is that many units after this instant (UTC
    /// milliseconds since the epoch), the start of a trace whose times are offsets (Alibaba's GPU
    /// trace). Absent while such a unit is stated: a bare number fails, asking for the trace start.
    std::optional<qint64> traceStartMs;
};

/// What one cell became.
struct Converted {
    enum class State { Value, Empty, Failed };
    State state = State::Empty;
    /// Text, Money (Decimal's storage text) and references: QString. Integer: qint64. Number,
    /// Percentage (a share, 0.85 for 85%) and Duration (seconds): double. Boolean: bool. Outcome:
    /// QString key ("completed", "failed", "cancelled", "running", "pending"). Timestamp: QDateTime
    /// in UTC. Date: QDate. Null when Empty or Failed.
    QVariant value;
    QString failureReason; ///< Outcome: the failure's reason key, e.g. "TIMEOUT" (empty when unknown)
    QString currency;      ///< Money: the currency written in the cell: an ISO code, else the symbol ("$", "¥")
    QString format;        ///< the format recognised, a key of `formatLabel` (empty when Empty)
    QString message;       ///< translated: why it failed, or what the user should know (a warning)
    bool warning = false;  ///< converted, but with `message` to show (e.g. an ambiguous local time)
    /// Located problem (set by ValueConverter::convert): an Error when Failed, else a Warning if any.
    std::optional<Issue> issue;
    /// Why a Failed cell failed: a required cell was empty, a local time does not exist (the clocks
    /// skipped it), or anything else the text said. None when not Failed.
    enum class Problem { None, Missing, Nonexistent, Unreadable, TooLong };
    Problem problem = Problem::None;

    bool ok() const { return state != State::Failed; }
    bool isNull() const { return state != State::Value; }
};

/// What happened to one column over a whole file.
struct ColumnReport {
    struct Example {
        qint64 line = 0;
        QString text;
        QString message;
    };
    int column = 0; ///< 1-based
    QString header;
    QString field;
    ValueType type = ValueType::Text;
    qint64 converted = 0;
    qint64 empty = 0;
    qint64 failed = 0;
    qint64 warnings = 0;
    QList<Example> examples;       ///< the first failures (at most ValueConverter::kMaxExamples)
    QMap<QString, qint64> formats; ///< format key -> cells read in it

    /// The single format the column is in; "mixed" when it holds several, empty when it held none.
    QString detectedFormat() const;
};

/// Converts the text cells of one column into typed values, and reports on the column.
///
/// It never guesses silently: a cell it cannot read unambiguously fails with a reason, and every
/// reading that depends on an assumption is reported (as the column's format, and as a warning).
/// Rules where the formats in the wild disagree:
/// - Null: an empty cell, and for every type but Text also "Unknown", "None", "N/A", "NA", "NaN",
///   "null", "-", "--", "—", "未知" (any case) are null: Empty for an optional field, a failure
///   for a required one.
/// - Empty markers in numeric columns (Integer, Number, Percentage, Duration, Money): what pandas,
///   numpy, R, Excel and WPS write for a missing number ("NaN", "nan", "-nan", "NA", "N/A", "n/a",
///   "#N/A", "#NA", "<NA>", "null", "NULL", "None", "nil", "-", "--", "—", "1.#QNAN", "1.#IND",
///   and the words "Unknown", "未知", "不详") mean "no value" only where the field has no default
///   (ConversionOptions::emptyMarkers); elsewhere they fail, saying so. An infinity ("inf", "-inf",
///   "Infinity", "Inf", "1.#INF", "∞") and a spreadsheet error ("#DIV/0!", "#VALUE!", "#REF!",
///   "#NAME?", "#NUM!", "#NULL!", "#SPILL!", "#CALC!") are never a value and always fail, as does a
///   number too large to be finite ("1e999").
/// - Text and references longer than ConversionOptions::maxCodePoints code points fail.
/// - A byte order mark (U+FEFF) anywhere in a cell is removed before it is read (a warning, once per
///   column, says so): joined files leave one at the start of a line, and no id keeps it.
/// - Numbers: full-width digits and signs are read as ASCII ("１，２３４．５"). "," groups
///   thousands (exactly three digits a group) and "." is the decimal point. Anything else with a
///   separator ("1,5", "1 234,5", "1.234.567") is ambiguous between the European and the English
///   conventions and fails. An exponent ("1.5E+03") is accepted.
/// - Integers: a number with no fractional part ("3" or "3.0").
/// - Percentages are stored as shares: "85%" and "85 %" are 0.85. A bare number is a share
///   between 0 and 1 ("0.85"), unless the unit "%" is stated (header "利用率(%)" or the mapping),
///   when it is percentage points ("85"). A bare number above 1 without that unit fails, since
///   "1" would otherwise mean 1% or 100% depending on the file.
/// - Booleans: 是/否, 对/错, 有/无, 成功/失败, 通过/不通过, yes/no, y/n, true/false, t/f, 1/0,
///   pass/fail, passed/failed, succeeded/failed, ok, √/×, ✓/✗.
/// - Outcomes: Slurm states per DOMAIN.md (COMPLETED; FAILED, TIMEOUT, NODE_FAIL, OUT_OF_MEMORY,
///   PREEMPTED, BOOT_FAIL, DEADLINE are failures with that reason; CANCELLED and "CANCELLED by N"
///   are cancelled; RUNNING, SUSPENDED, COMPLETING, CONFIGURING, STAGE_OUT, SIGNALING, RESIZING,
///   STOPPED are running; PENDING, REQUEUED, REQUEUE_HOLD, REQUEUE_FED, SPECIAL_EXIT are pending,
///   as the sacct reader reads them), also when
///   sacct truncated them ("OUT_OF_ME+"); Kubernetes phases (Succeeded, Failed, Running, Pending);
///   the English and Chinese words for them (成功, 失败, 已取消, 运行中, 排队中, 超时, 内存不足 ...);
///   and booleans (yes = completed, no = failed). A generic failure ("失败", "no") has an empty
///   reason; Slurm's and Kubernetes' FAILED have the reason "FAILED".
/// - Durations (seconds): a number with a unit ("90s", "1.5h", "3 min", "2 小时", "30 分钟",
///   "1h30m", "1小时30分"); "hh:mm:ss", "mm:ss" (two parts are minutes and seconds, as in Slurm's
///   Elapsed, never hours and minutes), "d-hh:mm:ss" (Slurm). A bare number is in the stated unit;
///   with none stated it is read as seconds and the column gets one warning.
/// - Timestamps: ISO 8601 with or without an offset or "Z" ("T" or a space between date and
///   time, seconds and fractions optional); year-first dates with "/" or "." ("2026/11/02 9:05");
///   "2026年11月2日 9:05" (and "9时5分"); 上午/下午 or AM/PM; a date alone is midnight. Day-first and
///   month-first dates ("02/11/2026") are ambiguous and fail. Bare numbers: 13 digits are Unix
///   milliseconds, 9-10 digits Unix seconds (both absolute), below 100000 an Excel serial date
///   (1900 date system, including Excel's fictitious 29 February 1900: serial 60 fails; serials
///   below 60 count from 31 December 1899, later ones from 30 December 1899), any other number
///   fails. Naive times and Excel serials are in `ConversionOptions::timeZone`; the result is UTC.
///   A local time that does not exist (skipped by a daylight-saving change) fails; one that exists
///   twice (the hour repeated when clocks go back) takes the earlier instant, with a warning.
///   With a duration unit stated for the column, a bare number is an offset in that unit from the
///   trace start (`ConversionOptions::traceStartMs`; Alibaba's traces count seconds from theirs).
/// - Dates: the date forms above (a time part must be 00:00), or a whole Excel serial.
/// - Money: read by Decimal::parseAmount (the separator unstated) and kept as its exact storage
///   text, never a double: "¥1,234.50" -> "1234.50" (the digits as written, without grouping,
///   leading zeros or "+"); "(1,234.50)" -> "-1234.50". A currency mark before or after ("¥",
///   "￥", "$", "€", "£", "元", "人民币", "RMB", "CNY", "USD" ...) is removed and reported in
///   `Converted::currency`; "万" and "亿" multiply exactly ("12.5万元" -> "125000"). No exponent;
///   at most 38 digits and 18 decimal places.
/// - References are trimmed text; ReferenceResolver resolves them.
class ValueConverter {
public:
    static constexpr int kMaxExamples = 5;

    /// A converter for the 1-based `column` of a file (its header and target field, for the report).
    ValueConverter(ValueType type, ConversionOptions options, int column = 0, const QString& header = {},
                   const QString& field = {});

    /// Converts the cell of the record at file line `line`, counts it in the report and locates its
    /// issue (line, column).
    Converted convert(const QString& cell, qint64 line);

    ValueType type() const { return m_type; }
    const ConversionOptions& options() const { return m_options; }
    const ColumnReport& report() const { return m_report; }

    /// Converts one text without location or report.
    static Converted parse(const QString& text, ValueType type, const ConversionOptions& options);

    /// What a cell holds when it holds no number (see the rules above).
    enum class Marker {
        None,        ///< not a marker: a value, or text to read
        Empty,       ///< nothing, or an explicit empty marker ("NaN", "N/A", "#N/A", "-")
        Infinity,    ///< "inf", "Infinity", "∞": never a value
        FormulaError ///< a spreadsheet error ("#DIV/0!", "#VALUE!"): never a value
    };
    static Marker marker(const QString& text);
    /// True for the types whose cells are numbers (Integer, Number, Percentage, Duration, Money).
    static bool isNumeric(ValueType type);

    /// The canonical unit of a unit text: "ms", "s", "min", "h", "d" (English and Chinese spellings:
    /// "sec", "seconds", "秒", "分钟", "小时", "天" ...) or "%" ("%", "percent", "百分比");
    /// empty when it is not a unit.
    static QString canonicalUnit(const QString& text);
    /// Seconds in a canonical duration unit; 0 for anything else.
    static double secondsPerUnit(const QString& unit);
    /// True when `unit` is a canonical unit that applies to a field of `type`.
    static bool unitFits(const QString& unit, ValueType type);

    /// The translated description of a format key (for the column report).
    static QString formatLabel(const QString& format);

    /// The evaluation's cluster time zone (the `time_zone` setting), UTC when unset or unknown.
    static QTimeZone clusterTimeZone(const Storage& storage);

private:
    ValueType m_type;
    ConversionOptions m_options;
    ColumnReport m_report;
    bool m_warnedAssumedUnit = false;
    bool m_warnedBom = false;
};

} // namespace gatebench
