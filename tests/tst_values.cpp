// Value conversion: every format the committees' files use, the rules where formats disagree,
// and failures located at their line and column. Expected values are written by hand (the
// timestamps checked with Python's zoneinfo, the Excel serials with datetime(1899, 12, 30) + days).
#include "mapping/ValueConverter.h"

#include <QtTest>

using namespace gatebench;

namespace {

const QString kFail = QStringLiteral("!fail");
const QString kEmpty = QStringLiteral("!empty");

/// The converted value as text: doubles to 15 significant digits, instants as ISO 8601 UTC with
/// milliseconds, dates as ISO dates.
QString render(const Converted& c)
{
    if (c.state == Converted::State::Failed)
        return kFail;
    if (c.state == Converted::State::Empty)
        return kEmpty;
    switch (c.value.typeId()) {
    case QMetaType::Double:
        return QString::number(c.value.toDouble(), 'g', 15);
    case QMetaType::LongLong:
        return QString::number(c.value.toLongLong());
    case QMetaType::Bool:
        return c.value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QMetaType::QDateTime:
        return c.value.toDateTime().toString(Qt::ISODateWithMs);
    case QMetaType::QDate:
        return c.value.toDate().toString(Qt::ISODate);
    default:
        break;
    }
    return c.value.toString();
}

} // namespace

class TestValues : public QObject {
    Q_OBJECT

private slots:
    void convert_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("zone");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("extra"); // outcome: failure reason; money: currency; else the format
        QTest::addColumn<bool>("warning");

        const auto row = [](const char* name, const QString& input, const char* type, const char* zone,
                            const char* unit, const QString& expected, const QString& extra = {},
                            bool warning = false) {
            QTest::newRow(name) << input << QString::fromLatin1(type) << QString::fromLatin1(zone)
                                << QString::fromLatin1(unit) << expected << extra << warning;
        };
        const auto u = [](const char* text) { return QString::fromUtf8(text); };
        const char* sh = "Asia/Shanghai";
        const char* berlin = "Europe/Berlin";

        // Numbers: "," groups thousands, "." is the decimal point; anything else is ambiguous.
        row("thousands", u("1,234.5"), "number", "", "", u("1234.5"), u("number_grouped"));
        row("full-width", u("１，２３４．５"), "number", "", "", u("1234.5"));
        row("full-width plain", u("１２３４．５"), "number", "", "", u("1234.5"), u("number"));
        row("unicode minus", u("−3"), "number", "", "", u("-3"));
        row("exponent", u("1.5E+03"), "number", "", "", u("1500"));
        row("spaces and decimal comma", u("1 234,5"), "number", "", "", kFail);
        row("decimal comma", u("1,5"), "number", "", "", kFail);
        row("dots as thousands", u("1.234.567"), "number", "", "", kFail);
        row("bad grouping", u("12,34"), "number", "", "", kFail);
        row("words", u("twelve"), "number", "", "", kFail);
        row("n/a is null", u("N/A"), "number", "", "", kEmpty);
        row("dash is null", u("-"), "number", "", "", kEmpty);
        row("None is null", u("None"), "integer", "", "", kEmpty);
        // What pandas, numpy, R, Excel and WPS write for a missing number (issue 27, item 13).
        row("Excel #N/A is null", u("#N/A"), "number", "", "", kEmpty);
        row("pandas <NA> is null", u("<NA>"), "integer", "", "", kEmpty);
        row("numpy -nan is null", u("-nan"), "money", "", "", kEmpty);
        row("NULL is null", u("NULL"), "duration", "", "", kEmpty);
        // Infinity and spreadsheet errors are never a value, nor a number too large to be finite.
        row("inf", u("inf"), "number", "", "", kFail);
        row("-Infinity", u("-Infinity"), "money", "", "", kFail);
        row("R's Inf", u("Inf"), "percentage", "", "", kFail);
        row("infinite duration", u("1e999"), "duration", "", "", kFail);
        row("infinite percentage", u("1e999%"), "percentage", "", "", kFail);
        row("Excel #DIV/0!", u("#DIV/0!"), "number", "", "", kFail);
        row("Excel #VALUE!", u("#VALUE!"), "money", "", "", kFail);
        // Plain digits with a point between them at most, read without the number pattern (issue 28,
        // item 10), and the forms around them, which still go through it.
        row("plain digits", u("2"), "number", "", "", u("2"), u("number"));
        row("plain fraction", u("0.25"), "number", "", "", u("0.25"), u("number"));
        row("leading zeros", u("007"), "integer", "", "", u("7"), u("number"));
        row("point last", u("2."), "number", "", "", u("2"), u("number"));
        row("point first", u(".5"), "number", "", "", u("0.5"), u("number"));
        row("a point alone", u("."), "number", "", "", kFail);
        row("two points together", u("1..2"), "number", "", "", kFail);
        row("plain fraction as an integer", u("2.50"), "integer", "", "", kFail);
        row("integer grouped", u("1,234"), "integer", "", "", u("1234"));
        row("integer with .0", u("3.0"), "integer", "", "", u("3"));
        row("integer with fraction", u("3.5"), "integer", "", "", kFail);

        // Percentages are shares.
        row("percent", u("85%"), "percentage", "", "", u("0.85"), u("percent_sign"));
        row("percent with space", u("85 %"), "percentage", "", "", u("0.85"));
        row("full-width percent", u("８５％"), "percentage", "", "", u("0.85"));
        row("fractional percent", u("12.34%"), "percentage", "", "", u("0.1234"));
        row("share", u("0.85"), "percentage", "", "", u("0.85"), u("share"));
        row("bare points without unit", u("85"), "percentage", "", "", kFail);
        row("bare points with unit", u("85"), "percentage", "", "%", u("0.85"), u("percent_points"));

        // Booleans in both languages.
        row("是", u("是"), "boolean", "", "", u("true"));
        row("否", u("否"), "boolean", "", "", u("false"));
        row("通过", u("通过"), "boolean", "", "", u("true"));
        row("不通过", u("不通过"), "boolean", "", "", u("false"));
        row("Yes", u("Yes"), "boolean", "", "", u("true"));
        row("n", u("n"), "boolean", "", "", u("false"));
        row("TRUE", u("TRUE"), "boolean", "", "", u("true"));
        row("0", u("0"), "boolean", "", "", u("false"));
        row("pass", u("pass"), "boolean", "", "", u("true"));
        row("Failed", u("Failed"), "boolean", "", "", u("false"));
        row("check mark", u("√"), "boolean", "", "", u("true"));
        row("cross", u("×"), "boolean", "", "", u("false"));
        row("maybe", u("maybe"), "boolean", "", "", kFail);

        // Outcomes: Slurm states, pod phases, words; extra = failure reason.
        row("COMPLETED", u("COMPLETED"), "outcome", "", "", u("completed"), u(""));
        row("FAILED", u("FAILED"), "outcome", "", "", u("failed"), u("FAILED"));
        row("TIMEOUT", u("TIMEOUT"), "outcome", "", "", u("failed"), u("TIMEOUT"));
        row("NODE_FAIL", u("NODE_FAIL"), "outcome", "", "", u("failed"), u("NODE_FAIL"));
        row("OUT_OF_MEMORY", u("OUT_OF_MEMORY"), "outcome", "", "", u("failed"), u("OUT_OF_MEMORY"));
        row("truncated OUT_OF_ME+", u("OUT_OF_ME+"), "outcome", "", "", u("failed"), u("OUT_OF_MEMORY"));
        row("PREEMPTED", u("PREEMPTED"), "outcome", "", "", u("failed"), u("PREEMPTED"));
        row("BOOT_FAIL", u("BOOT_FAIL"), "outcome", "", "", u("failed"), u("BOOT_FAIL"));
        row("DEADLINE", u("DEADLINE"), "outcome", "", "", u("failed"), u("DEADLINE"));
        row("CANCELLED", u("CANCELLED"), "outcome", "", "", u("cancelled"), u(""));
        row("CANCELLED by uid", u("CANCELLED by 1000"), "outcome", "", "", u("cancelled"), u(""));
        row("truncated CANCELLED+", u("CANCELLED+"), "outcome", "", "", u("cancelled"));
        row("RUNNING", u("RUNNING"), "outcome", "", "", u("running"));
        row("SUSPENDED", u("SUSPENDED"), "outcome", "", "", u("running"));
        row("PENDING", u("PENDING"), "outcome", "", "", u("pending"));
        row("REQUEUED", u("REQUEUED"), "outcome", "", "", u("pending"));
        row("ambiguous truncation", u("RE+"), "outcome", "", "", kFail);
        row("pod Succeeded", u("Succeeded"), "outcome", "", "", u("completed"));
        row("pod Failed", u("Failed"), "outcome", "", "", u("failed"), u("FAILED"));
        row("成功", u("成功"), "outcome", "", "", u("completed"));
        row("失败", u("失败"), "outcome", "", "", u("failed"), u(""));
        row("超时", u("超时"), "outcome", "", "", u("failed"), u("TIMEOUT"));
        row("已取消", u("已取消"), "outcome", "", "", u("cancelled"));
        row("是 as outcome", u("是"), "outcome", "", "", u("completed"));
        row("no as outcome", u("no"), "outcome", "", "", u("failed"), u(""));
        row("Unknown outcome is null", u("Unknown"), "outcome", "", "", kEmpty);
        row("banana", u("banana"), "outcome", "", "", kFail);

        // Durations in seconds.
        row("h:mm:ss", u("1:02:03"), "duration", "", "", u("3723"), u("clock_hms"));
        row("slurm days", u("2-03:00:00"), "duration", "", "", u("183600"), u("slurm_elapsed"));
        row("slurm elapsed", u("00:03:09"), "duration", "", "", u("189"));
        row("mm:ss", u("05:30"), "duration", "", "", u("330"), u("clock_ms"));
        row("90s", u("90s"), "duration", "", "", u("90"), u("number_with_unit"));
        row("1.5h", u("1.5h"), "duration", "", "", u("5400"));
        row("3 min", u("3 min"), "duration", "", "", u("180"));
        row("2 小时", u("2 小时"), "duration", "", "", u("7200"));
        row("30 分钟", u("30 分钟"), "duration", "", "", u("1800"));
        row("1h30m", u("1h30m"), "duration", "", "", u("5400"));
        row("1小时30分", u("1小时30分"), "duration", "", "", u("5400"));
        row("full-width seconds", u("１２０秒"), "duration", "", "", u("120"));
        row("unit from header", u("120"), "duration", "", "min", u("7200"), u("number_min"));
        row("hours from header", u("1.5"), "duration", "", "h", u("5400"));
        row("no unit: seconds", u("120"), "duration", "", "", u("120"), u("number_s_assumed"));
        row("negative", u("-5"), "duration", "", "", kFail);
        row("bad minutes", u("1:75"), "duration", "", "", kFail);
        row("not a time unit", u("3 kg"), "duration", "", "", kFail);

        // Timestamps, stored as UTC.
        row("slash, Shanghai", u("2026/11/02 9:05"), "timestamp", sh, "", u("2026-11-02T01:05:00.000Z"),
            u("ymd_slash"));
        row("iso space, Shanghai", u("2026-11-02 09:05:00"), "timestamp", sh, "", u("2026-11-02T01:05:00.000Z"),
            u("iso8601"));
        row("iso T no seconds", u("2026-11-02T09:05"), "timestamp", sh, "", u("2026-11-02T01:05:00.000Z"));
        row("chinese date", u("2026年11月2日 9:05"), "timestamp", sh, "", u("2026-11-02T01:05:00.000Z"),
            u("chinese_date"));
        row("chinese hours", u("2026年11月2日9时5分"), "timestamp", sh, "", u("2026-11-02T01:05:00.000Z"));
        row("full-width", u("２０２６／１１／０２ ９：０５"), "timestamp", sh, "", u("2026-11-02T01:05:00.000Z"));
        row("下午", u("2026/11/2 下午 3:05"), "timestamp", sh, "", u("2026-11-02T07:05:00.000Z"));
        row("PM", u("2026-11-02 3:05 PM"), "timestamp", sh, "", u("2026-11-02T07:05:00.000Z"));
        row("offset wins over zone", u("2026-11-02T09:05:00+08:00"), "timestamp", berlin, "",
            u("2026-11-02T01:05:00.000Z"), u("iso8601_offset"));
        row("Z", u("2026-11-02T01:05:00Z"), "timestamp", sh, "", u("2026-11-02T01:05:00.000Z"));
        row("fraction", u("2026-11-02T01:05:00.250Z"), "timestamp", sh, "", u("2026-11-02T01:05:00.250Z"));
        row("date alone is midnight", u("2026-11-02"), "timestamp", sh, "", u("2026-11-01T16:00:00.000Z"),
            u("date_only"));
        row("excel serial, Shanghai", u("46328.5"), "timestamp", sh, "", u("2026-11-02T04:00:00.000Z"),
            u("excel_serial"));
        row("excel serial, UTC", u("46328.5"), "timestamp", "UTC", "", u("2026-11-02T12:00:00.000Z"));
        row("excel serial with time", u("46328.378"), "timestamp", "UTC", "", u("2026-11-02T09:04:19.200Z"));
        row("excel 1900-02-28", u("59"), "timestamp", "UTC", "", u("1900-02-28T00:00:00.000Z"), u("excel_serial"),
            true);
        row("excel 1900-03-01", u("61"), "timestamp", "UTC", "", u("1900-03-01T00:00:00.000Z"), u("excel_serial"),
            true);
        row("excel 1900-02-29", u("60"), "timestamp", "UTC", "", kFail);
        row("unix seconds", u("1793581500"), "timestamp", sh, "", u("2026-11-02T01:05:00.000Z"), u("unix_seconds"));
        row("unix milliseconds", u("1793581500000"), "timestamp", sh, "", u("2026-11-02T01:05:00.000Z"),
            u("unix_milliseconds"));
        row("odd number", u("123456"), "timestamp", sh, "", kFail);
        row("day first is ambiguous", u("02/11/2026 09:05"), "timestamp", sh, "", kFail);
        row("no such day", u("2026-02-30 10:00"), "timestamp", sh, "", kFail);
        row("no such hour", u("2026-11-02 25:00"), "timestamp", sh, "", kFail);
        row("dst gap", u("2026-03-29 02:30"), "timestamp", berlin, "", kFail);
        row("dst overlap: earlier", u("2026-10-25 02:30"), "timestamp", berlin, "", u("2026-10-25T00:30:00.000Z"),
            u("iso8601"), true);
        row("berlin winter", u("2026-11-02 09:05"), "timestamp", berlin, "", u("2026-11-02T08:05:00.000Z"));
        row("Unknown is null", u("Unknown"), "timestamp", sh, "", kEmpty);
        row("None is null", u("None"), "timestamp", sh, "", kEmpty);

        // Dates.
        row("iso date", u("2026-11-02"), "date", "", "", u("2026-11-02"), u("iso8601"));
        row("chinese date only", u("2026年11月2日"), "date", "", "", u("2026-11-02"));
        row("excel date", u("46328"), "date", "", "", u("2026-11-02"), u("excel_serial"));
        row("midnight is a date", u("2026/11/02 00:00:00"), "date", "", "", u("2026-11-02"));
        row("time is not a date", u("2026-11-02 09:05"), "date", "", "", kFail);

        // Money: exact decimal text.
        row("yuan sign", u("¥1,234.50"), "money", "", "", u("1234.50"), u("¥"));
        row("full-width yuan", u("￥８８"), "money", "", "", u("88"), u("¥"));
        row("plain", u("1234.5"), "money", "", "", u("1234.5"), u(""));
        row("wan yuan", u("12.5万元"), "money", "", "", u("125000"), u("CNY"));
        row("negative", u("-¥1,000"), "money", "", "", u("-1000"), u("¥"));
        row("code before", u("USD 99.90"), "money", "", "", u("99.90"), u("USD"));
        row("leading zeros", u("0012.30"), "money", "", "", u("12.30"));
        row("money decimal comma", u("1,23"), "money", "", "", kFail);
        row("money exponent", u("1e3"), "money", "", "", kFail);
        row("two currencies", u("$12 元"), "money", "", "", kFail);
        row("accounting negative", u("(¥1,234.50)"), "money", "", "", u("-1234.50"), u("¥"));
        row("space grouped money", u("1 234.50"), "money", "", "", u("1234.50"), u(""));
        row("money keeps trailing zeros", u("1234.5000"), "money", "", "", u("1234.5000"), u(""));
        row("small wan", u("1.23456万"), "money", "", "", u("12345.6"), u(""));
        row("money out of range", u("1000000000000000000000000000000000000000"), "money", "", "", kFail);
        row("money garbage", u("1.2.3"), "money", "", "", kFail);

        // Text keeps what was written; references are trimmed text.
        row("text", u("  N/A  "), "text", "", "", u("N/A"));
        row("reference", u(" 阿里云 PAI "), "candidate", "", "", u("阿里云 PAI"));
        row("reference null", u("-"), "candidate", "", "", kEmpty);
        // A byte order mark inside a cell is never part of a value (issue 27, item 13).
        row("byte order mark in a reference", u("run\uFEFFai"), "candidate", "", "", u("runai"));
        row("byte order mark in text", u("\uFEFFGPU nodes\uFEFF"), "text", "", "", u("GPU nodes"));
        row("byte order mark in a number", u("1\uFEFF2"), "integer", "", "", u("12"));
    }

    // Issue 27, item 13: where an empty cell takes a default, an explicit empty marker fails (it would
    // become the default unseen); an empty cell stays empty.
    void emptyMarkersFailWhereADefaultApplies()
    {
        ConversionOptions options;
        options.emptyMarkers = false;
        for (const char* marker : {"NaN", "nan", "NA", "N/A", "null", "NULL", "None", "-", "#N/A"}) {
            const Converted c = ValueConverter::parse(QString::fromUtf8(marker), ValueType::Money, options);
            QVERIFY2(c.state == Converted::State::Failed, marker);
            QVERIFY2(c.message.contains(QString::fromUtf8(marker)), qPrintable(c.message));
        }
        QCOMPARE(ValueConverter::parse(QString(), ValueType::Money, options).state, Converted::State::Empty);
        // Text columns keep the words as text.
        QCOMPARE(ValueConverter::parse(QStringLiteral("NaN"), ValueType::Text, options).value.toString(),
                 QStringLiteral("NaN"));
        options.emptyMarkers = true;
        QCOMPARE(ValueConverter::parse(QStringLiteral("NaN"), ValueType::Number, options).state,
                 Converted::State::Empty);
        QCOMPARE(ValueConverter::parse(QStringLiteral("inf"), ValueType::Number, options).state,
                 Converted::State::Failed);
    }

    // Issue 27, item 12: a text longer than the column's bound fails, counted in code points.
    void textsBeyondTheirBoundFail()
    {
        ConversionOptions options;
        options.maxCodePoints = 3;
        QCOMPARE(ValueConverter::parse(QStringLiteral("abc"), ValueType::Text, options).state, Converted::State::Value);
        QCOMPARE(ValueConverter::parse(QStringLiteral("abcd"), ValueType::Text, options).state,
                 Converted::State::Failed);
        const QString threeOutside = QString::fromUcs4(U"\U0001F600\U0001F600\U0001F600", 3);
        QCOMPARE(threeOutside.size(), 6);
        QCOMPARE(ValueConverter::parse(threeOutside, ValueType::CandidateRef, options).state, Converted::State::Value);
        QCOMPARE(ValueConverter::parse(threeOutside + u'x', ValueType::CandidateRef, options).state,
                 Converted::State::Failed);
    }

    void convert()
    {
        QFETCH(QString, input);
        QFETCH(QString, type);
        QFETCH(QString, zone);
        QFETCH(QString, unit);
        QFETCH(QString, expected);
        QFETCH(QString, extra);
        QFETCH(bool, warning);

        const auto valueType = valueTypeFromKey(type);
        QVERIFY(valueType);
        ConversionOptions options;
        if (!zone.isEmpty()) {
            options.timeZone = QTimeZone(zone.toUtf8());
            QVERIFY(options.timeZone.isValid());
        }
        options.unit = unit;
        const Converted c = ValueConverter::parse(input, *valueType, options);
        QCOMPARE(render(c), expected);
        if (expected == kFail) {
            QVERIFY(!c.message.isEmpty());
            return;
        }
        QCOMPARE(c.warning, warning);
        if (c.warning)
            QVERIFY(!c.message.isEmpty());
        if (extra.isNull() || c.state != Converted::State::Value)
            return;
        if (*valueType == ValueType::Outcome)
            QCOMPARE(c.failureReason, extra);
        else if (*valueType == ValueType::Money)
            QCOMPARE(c.currency, extra);
        else
            QCOMPARE(c.format, extra);
    }

    void requiredNullFails()
    {
        ConversionOptions options;
        options.required = true;
        QCOMPARE(ValueConverter::parse(QStringLiteral(""), ValueType::Number, options).state, Converted::State::Failed);
        QCOMPARE(ValueConverter::parse(QStringLiteral("N/A"), ValueType::Timestamp, options).state,
                 Converted::State::Failed);
        QCOMPARE(ValueConverter::parse(QStringLiteral("  "), ValueType::Text, options).state, Converted::State::Failed);
        options.required = false;
        QCOMPARE(ValueConverter::parse(QStringLiteral("N/A"), ValueType::Timestamp, options).state,
                 Converted::State::Empty);
    }

    void failuresAreLocatedAndReported()
    {
        ValueConverter converter(ValueType::Duration, {}, 5, QStringLiteral("排队时间"), QStringLiteral("queue"));
        const QStringList cells = {QStringLiteral("90"),  QStringLiteral("1:00"),  QStringLiteral(""),
                                   QStringLiteral("abc"), QStringLiteral("2 min"), QStringLiteral("x"),
                                   QStringLiteral("45")};
        Issues issues;
        qint64 line = 2; // line 1 is the header
        for (const QString& cell : cells) {
            const Converted c = converter.convert(cell, line++);
            if (c.issue)
                issues.append(*c.issue);
        }
        const ColumnReport& report = converter.report();
        QCOMPARE(report.column, 5);
        QCOMPARE(report.field, QStringLiteral("queue"));
        QCOMPARE(report.converted, 4);
        QCOMPARE(report.empty, 1);
        QCOMPARE(report.failed, 2);
        QCOMPARE(report.examples.size(), 2);
        QCOMPARE(report.examples[0].line, 5);
        QCOMPARE(report.examples[0].text, QStringLiteral("abc"));
        QCOMPARE(report.examples[1].line, 7);
        QCOMPARE(report.detectedFormat(), QStringLiteral("mixed"));
        QCOMPARE(report.formats.value(QStringLiteral("number_s_assumed")), 2);

        // One warning for the column's assumed unit (at its first cell), then one error per failure.
        QCOMPARE(issues.size(), 3);
        QCOMPARE(issues[0].severity, Issue::Severity::Warning);
        QCOMPARE(issues[0].line, 2);
        QCOMPARE(issues[0].column, 5);
        QCOMPARE(issues[1].severity, Issue::Severity::Error);
        QCOMPARE(issues[1].line, 5);
        QCOMPARE(issues[1].column, 5);
        QVERIFY(issues[1].message.contains(QStringLiteral("abc")));
        QCOMPARE(issues[2].line, 7);
        QCOMPARE(report.warnings, 1);
    }

    void examplesAreCapped()
    {
        ValueConverter converter(ValueType::Number, {}, 2);
        for (int i = 0; i < 20; ++i)
            QVERIFY(!converter.convert(QStringLiteral("bad %1").arg(i), i + 2).ok());
        QCOMPARE(converter.report().failed, 20);
        QCOMPARE(converter.report().examples.size(), ValueConverter::kMaxExamples);
        QCOMPARE(converter.report().detectedFormat(), QString());
    }

    void singleFormatIsDetected()
    {
        ConversionOptions options;
        options.timeZone = QTimeZone("Asia/Shanghai");
        ValueConverter converter(ValueType::Timestamp, options, 3);
        converter.convert(QStringLiteral("46328.5"), 2);
        converter.convert(QStringLiteral("46329.25"), 3);
        QCOMPARE(converter.report().detectedFormat(), QStringLiteral("excel_serial"));
        QVERIFY(!ValueConverter::formatLabel(QStringLiteral("excel_serial")).isEmpty());
        QVERIFY(ValueConverter::formatLabel(QStringLiteral("excel_serial")) != QStringLiteral("excel_serial"));
    }

    void dstOverlapWarnsWithLocation()
    {
        ConversionOptions options;
        options.timeZone = QTimeZone("Europe/Berlin");
        ValueConverter converter(ValueType::Timestamp, options, 4);
        // Ordinary times just before each change first: the repeated and skipped hours must still be seen.
        QCOMPARE(converter.convert(QStringLiteral("2026-10-24 12:00"), 7).value.toDateTime(),
                 QDateTime(QDate(2026, 10, 24), QTime(10, 0), Qt::UTC));
        QCOMPARE(converter.convert(QStringLiteral("2026-10-25 01:59"), 8).value.toDateTime(),
                 QDateTime(QDate(2026, 10, 24), QTime(23, 59), Qt::UTC));
        const Converted c = converter.convert(QStringLiteral("2026-10-25 02:30"), 9);
        QVERIFY(c.ok());
        QVERIFY(c.issue);
        QCOMPARE(c.issue->severity, Issue::Severity::Warning);
        QCOMPARE(c.issue->line, 9);
        QCOMPARE(c.issue->column, 4);
        QCOMPARE(converter.convert(QStringLiteral("2026-10-25 03:30"), 10).value.toDateTime(),
                 QDateTime(QDate(2026, 10, 25), QTime(2, 30), Qt::UTC));
        QCOMPARE(converter.convert(QStringLiteral("2026-03-28 12:00"), 11).value.toDateTime(),
                 QDateTime(QDate(2026, 3, 28), QTime(11, 0), Qt::UTC));
        const Converted gap = converter.convert(QStringLiteral("2026-03-29 02:30"), 12);
        QVERIFY(gap.issue);
        QCOMPARE(gap.issue->severity, Issue::Severity::Error);
    }

    void units()
    {
        QCOMPARE(ValueConverter::canonicalUnit(QStringLiteral("秒")), QStringLiteral("s"));
        QCOMPARE(ValueConverter::canonicalUnit(QStringLiteral("Seconds")), QStringLiteral("s"));
        QCOMPARE(ValueConverter::canonicalUnit(QStringLiteral("分钟")), QStringLiteral("min"));
        QCOMPARE(ValueConverter::canonicalUnit(QStringLiteral("单位：小时")), QStringLiteral("h"));
        QCOMPARE(ValueConverter::canonicalUnit(QStringLiteral("％")), QStringLiteral("%"));
        QCOMPARE(ValueConverter::canonicalUnit(QStringLiteral("m")), QString()); // metres or minutes
        QCOMPARE(ValueConverter::canonicalUnit(QStringLiteral("元")), QString());
        QVERIFY(ValueConverter::unitFits(QStringLiteral("min"), ValueType::Duration));
        QVERIFY(!ValueConverter::unitFits(QStringLiteral("%"), ValueType::Duration));
        QVERIFY(ValueConverter::unitFits(QStringLiteral("%"), ValueType::Percentage));
    }
};

QTEST_GUILESS_MAIN(TestValues)
#include "tst_values.moc"
