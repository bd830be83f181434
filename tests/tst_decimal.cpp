// The exact decimal for money: every written form it reads, the storage text, half-up rounding,
// exact sums and products that binary floating point gets wrong, and overflow at the limits.
// Expected values are worked by hand in the comments (and checked with Python's decimal module).
#include "core/Decimal.h"

#include <QLocale>
#include <QtTest>

#include <limits>

using namespace gatebench;

namespace {

const QString kFail = QStringLiteral("!fail");

/// Money never passes through a double: the overloads that would take one do not exist.
template <typename T>
concept FromInteger = requires(T v)
{
    Decimal::fromInteger(v);
};
static_assert(FromInteger<qint64>);
static_assert(!FromInteger<double>);

Decimal dec(const char* text)
{
    auto d = Decimal::parse(QString::fromUtf8(text));
    if (!d)
        qFatal("bad test value %s: %s", text, qPrintable(d.error().message));
    return *d;
}

QString text(const Result<Decimal>& d)
{
    return d ? d->toString() : kFail;
}

Decimal::Separator separatorOf(const QString& name)
{
    if (name == QLatin1String("point"))
        return Decimal::Separator::Point;
    if (name == QLatin1String("comma"))
        return Decimal::Separator::Comma;
    return Decimal::Separator::Unstated;
}

} // namespace

class TestDecimal : public QObject {
    Q_OBJECT

private slots:
    void parse_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("separator"); // "" (unstated), "point" or "comma"
        QTest::addColumn<QString>("expected");  // the storage text, or kFail
        QTest::addColumn<QString>("currency");

        const auto row = [](const char* name, const char* input, const char* separator, const QString& expected,
                            const char* currency = "") {
            QTest::newRow(name) << QString::fromUtf8(input) << QString::fromLatin1(separator) << expected
                                << QString::fromUtf8(currency);
        };
        const auto s = [](const char* t) { return QString::fromUtf8(t); };

        // Plain and grouped, as written: the fraction digits are kept ("1234.50" stays).
        row("plain", "1234.5", "", s("1234.5"));
        row("negative fraction", "-0.75", "", s("-0.75"));
        row("grouped", "1,234.50", "", s("1234.50"));
        row("grouped millions", "1,234,567.89", "", s("1234567.89"));
        row("space grouped", "1 234.50", "", s("1234.50"));
        row("comma grouping unstated is thousands", "1,234", "", s("1234"));
        row("point unstated is decimal", "1.234", "", s("1.234"));
        row("leading zeros", "0012.30", "", s("12.30"));
        row("no whole digits", ".5", "", s("0.5"));
        row("no fraction digits", "5.", "", s("5"));
        row("plus", "+5", "", s("5"));
        row("negative zero is zero", "-0.00", "", s("0.00"));
        row("surrounding spaces", "  42  ", "", s("42"));

        // The decimal comma, when stated.
        row("comma: space grouped", "1 234,50", "comma", s("1234.50"));
        row("comma: point grouped", "1.234,50", "comma", s("1234.50"));
        row("comma: plain", "1234,5", "comma", s("1234.5"));
        row("comma: point groups thousands", "1.234", "comma", s("1234"));
        row("comma: no-break spaces", "1\u202F234\u202F567,89", "comma", s("1234567.89"));
        row("point stated: grouped", "1,234.50", "point", s("1234.50"));
        row("point stated: decimal comma fails", "1,5", "point", kFail);
        row("comma stated: decimal point fails", "1.5", "comma", kFail);

        // Unstated, a comma that is not a thousands separator is ambiguous.
        row("ambiguous decimal comma", "1,5", "", kFail);
        row("ambiguous space and comma", "1 234,50", "", kFail);
        row("ambiguous European", "1.234,50", "", kFail);
        row("ambiguous Indian grouping", "1,23,456", "", kFail);

        // Currency marks before or after, and 万 / 亿 (exact: they move the point).
        row("yuan sign", "¥1,234.50", "", s("1234.50"), "¥");
        row("full-width yuan sign", "￥1,234.50", "", s("1234.50"), "¥");
        row("CNY code", "CNY 1,234.50", "", s("1234.50"), "CNY");
        row("RMB code", "RMB1234.5", "", s("1234.5"), "CNY");
        row("yuan after", "1234.50元", "", s("1234.50"), "CNY");
        row("dollar", "$99.90", "", s("99.90"), "$");
        row("USD before", "USD 99.90", "", s("99.90"), "USD");
        row("USD after", "99.90 usd", "", s("99.90"), "USD");
        row("euro before, decimal comma", "€1.234,50", "comma", s("1234.50"), "EUR");
        row("euro after, decimal comma", "1.234,50 €", "comma", s("1234.50"), "EUR");
        // 12.5 x 10,000 = 125,000: the point moves four places past the one fraction digit.
        row("wan yuan", "12.5万元", "", s("125000"), "CNY");
        // 1.23456 x 10,000 = 12,345.6: one fraction digit stays.
        row("wan keeps the rest of the fraction", "1.23456万", "", s("12345.6"));
        row("wan whole", "3万", "", s("30000"));
        row("yi", "2亿", "", s("200000000"));
        row("yuan code and wan", "人民币12.5万元", "", s("125000"), "CNY");

        // Full-width digits, signs and separators; the Unicode minus.
        row("full-width digits", "１２３４．５", "", s("1234.5"));
        row("full-width negative grouped", "－１，２３４．５０", "", s("-1234.50"));
        row("unicode minus", "−5", "", s("-5"));

        // Signs and accounting parentheses.
        row("parentheses", "(1,234.50)", "", s("-1234.50"));
        row("parentheses around the currency", "(¥1,234.50)", "", s("-1234.50"), "¥");
        row("parentheses after the currency", "¥(1,234.50)", "", s("-1234.50"), "¥");
        row("sign before the currency", "-¥1,000", "", s("-1000"), "¥");
        row("sign after the currency", "¥-1,000", "", s("-1000"), "¥");

        // Garbage.
        row("two points", "1.2.3", "", kFail);
        row("letter", "12a", "", kFail);
        row("two signs", "--1", "", kFail);
        row("empty", "", "", kFail);
        row("spaces only", "   ", "", kFail);
        row("word", "abc", "", kFail);
        row("exponent", "1e3", "", kFail);
        row("sign alone", "-", "", kFail);
        row("currency alone", "¥", "", kFail);
        row("point alone", ".", "", kFail);
        row("trailing sign", "12-", "", kFail);
        row("unclosed parenthesis", "(1,234.50", "", kFail);
        row("unopened parenthesis", "1,234.50)", "", kFail);
        row("sign in parentheses", "(-5)", "", kFail);
        row("two currencies", "$12 元", "", kFail);
        row("short group", "1,2345", "", kFail);
        row("empty group", "1,,234", "", kFail);
        row("grouped fraction", "0.123,456", "", kFail);
        row("mixed group separators", "1,234 567", "point", kFail);
        row("two numbers", "12 34", "", kFail);
    }

    void parse()
    {
        QFETCH(QString, input);
        QFETCH(QString, separator);
        QFETCH(QString, expected);
        QFETCH(QString, currency);

        Decimal::ParseOptions options;
        options.decimalSeparator = separatorOf(separator);
        const auto parsed = Decimal::parseAmount(input, options);
        if (expected == kFail) {
            QVERIFY2(!parsed, qPrintable(parsed ? parsed->value.toString() : QString()));
            QCOMPARE(parsed.error().kind, Error::Kind::BadInput);
            QVERIFY(!parsed.error().message.isEmpty());
            return;
        }
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().message));
        QCOMPARE(parsed->value.toString(), expected);
        QCOMPARE(parsed->currency, currency);
    }

    /// An error says what is wrong and where (1-based character of the text as written).
    void errorsSayWhere_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("second point") << QStringLiteral("1.2.3")
                                      << QStringLiteral("second decimal separator at character 4");
        QTest::newRow("letter") << QStringLiteral("12a") << QStringLiteral("unexpected “a” at character 3");
        QTest::newRow("full-width letter keeps its place")
            << QStringLiteral("１２ａ") << QStringLiteral("unexpected “ａ” at character 3");
        QTest::newRow("second sign") << QStringLiteral("--1") << QStringLiteral("second sign at character 2");
        QTest::newRow("empty") << QString() << QStringLiteral("empty");
        QTest::newRow("short group") << QStringLiteral("1,23,456") << QStringLiteral("ambiguous");
        QTest::newRow("parenthesis") << QStringLiteral("(12") << QStringLiteral("parenthesis at character 1");
        QTest::newRow("too many places") << QStringLiteral("0.1234567890123456789")
                                         << QStringLiteral("more than 18 decimal places");
        QTest::newRow("too many digits") << QStringLiteral("1000000000000000000000000000000000000000")
                                         << QStringLiteral("out of range");
    }

    void errorsSayWhere()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        const auto d = Decimal::parse(input);
        QVERIFY(!d);
        QVERIFY2(d.error().message.contains(expected), qPrintable(d.error().message));
        if (!input.isEmpty())
            QVERIFY2(d.error().message.contains(input), qPrintable(d.error().message));
    }

    void parseForLocale()
    {
        QCOMPARE(text(Decimal::parse(u"1.234,50", Decimal::ParseOptions::forLocale(QLocale(QLocale::German)))),
                 QStringLiteral("1234.50"));
        QCOMPARE(text(Decimal::parse(u"1,234.50",
                                     Decimal::ParseOptions::forLocale(QLocale(QLocale::Chinese, QLocale::China)))),
                 QStringLiteral("1234.50"));
        QCOMPARE(text(Decimal::parse(u"1,5", Decimal::ParseOptions::forLocale(QLocale(QLocale::English)))), kFail);
    }

    void canonicalRoundTrip_data()
    {
        QTest::addColumn<QString>("canonical");
        for (const char* t :
             {"0", "1", "-1", "0.5", "-1234.50", "1234.5000", "0.000000000000000001", "-0.000000000000000001",
              "99999999999999999999.999999999999999999", "99999999999999999999999999999999999999",
              "-99999999999999999999999999999999999999", "9223372036854775808"})
            QTest::newRow(t) << QString::fromLatin1(t);
    }

    void canonicalRoundTrip()
    {
        QFETCH(QString, canonical);
        const auto d = Decimal::parse(canonical);
        QVERIFY2(d, qPrintable(d ? QString() : d.error().message));
        QCOMPARE(d->toString(), canonical);
        QCOMPARE(Decimal::parse(d->toString())->toString(), canonical);
    }

    void rounding_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("places");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char* value, int places, const char* expected) {
            QTest::addRow("%s to %d", value, places)
                << QString::fromLatin1(value) << places << QString::fromLatin1(expected);
        };
        // A 5 rounds away from zero, whatever the digit before it (not to even).
        row("2.345", 2, "2.35");
        row("-2.345", 2, "-2.35");
        row("2.3449", 2, "2.34");
        row("-2.3449", 2, "-2.34");
        row("2.3450", 2, "2.35");
        row("2.3350", 2, "2.34");
        row("0.005", 2, "0.01");
        row("-0.005", 2, "-0.01");
        row("0.0049999", 2, "0.00");
        row("-0.0049999", 2, "0.00"); // no "-0.00"
        row("1.5", 0, "2");
        row("2.5", 0, "3");
        row("-2.5", 0, "-3");
        row("9.995", 2, "10.00");
        row("999.9995", 3, "1000.000");
        // Fewer places than asked: padded, the value unchanged.
        row("1.5", 2, "1.50");
        row("7", 2, "7.00");
        row("0.000000000000000005", 17, "0.00000000000000001");
        row("9999999999999999999999999999999999999.5", 0, "10000000000000000000000000000000000000");
        row("99999999999999999999999999999999999999", 1, "!fail"); // 39 digits once padded
        row("1", 19, "!fail");                                     // beyond 18 places
        row("1", -1, "!fail");
    }

    void rounding()
    {
        QFETCH(QString, value);
        QFETCH(int, places);
        QFETCH(QString, expected);
        QCOMPARE(text(Decimal::parse(value)->rounded(places)), expected);
    }

    void sumsThatDoubleGetsWrong()
    {
        // In binary 0.1 + 0.2 is 0.30000000000000004.
        const auto sum = dec("0.1").plus(dec("0.2"));
        QCOMPARE(text(sum), QStringLiteral("0.3"));
        QVERIFY(*sum == dec("0.3"));

        // A million cents: 10,000.00 exactly (a double ends at 10000.000000171856).
        const Decimal cent = dec("0.01");
        Decimal total;
        for (int i = 0; i < 1000000; ++i) {
            auto next = total.plus(cent);
            QVERIFY(next);
            total = *next;
        }
        QCOMPARE(total.toString(), QStringLiteral("10000.00"));

        // 1.10 - 1.00 is 0.10, not 0.10000000000000009.
        QCOMPARE(text(dec("1.10").minus(dec("1.00"))), QStringLiteral("0.10"));
        QCOMPARE(text(dec("-3.5").plus(dec("1.25"))), QStringLiteral("-2.25"));
        QCOMPARE(text(dec("5").minus(dec("7.125"))), QStringLiteral("-2.125"));
    }

    void threeYearTco()
    {
        // A recurring line: 3 units x ¥1,234.56 per month x 12 months, growing 3.5% a year.
        //   year 1: 3 x 1234.56 x 12            = 44444.16
        //   year 2: 44444.16 x 1.035            = 44444.16 + 1555.5456 = 45999.7056 -> 45999.71
        //   year 3: 44444.16 x 1.035^2 (1.071225) = 44444.16 + 3165.535296 = 47609.695296 -> 47609.70
        // Totals are sums of the rounded yearly amounts (DOMAIN.md): 138053.57.
        const Decimal growth = dec("1.035");
        auto amount = dec("1234.56").times(Decimal::fromInteger(3));
        QVERIFY(amount);
        amount = amount->times(Decimal::fromInteger(12));
        QCOMPARE(text(amount), QStringLiteral("44444.16"));
        Decimal total;
        QStringList years;
        for (int year = 1; year <= 3; ++year) {
            const auto rounded = amount->rounded(2);
            years << text(rounded);
            total = *total.plus(*rounded);
            amount = amount->times(growth); // exact: rounded only once, at the end of each year
        }
        QCOMPARE(years,
                 QStringList({QStringLiteral("44444.16"), QStringLiteral("45999.71"), QStringLiteral("47609.70")}));
        QCOMPARE(total.toString(), QStringLiteral("138053.57"));

        // Rounding at each step would be wrong: ¥1.07 x 3 x 12 = 38.52; x 1.035 = 39.8682; x 1.035 =
        // 41.263587 -> 41.26. Rounding year 2 first gives 39.87 x 1.035 = 41.26545 -> 41.27.
        const auto exact = dec("1.07").times(dec("3"))->times(dec("12"))->times(growth)->times(growth);
        QCOMPARE(text(exact), QStringLiteral("41.26358700")); // 2 + 0 + 0 + 3 + 3 places
        QCOMPARE(text(exact->rounded(2)), QStringLiteral("41.26"));

        // A line in dollars at an FX rate of 7.1234: 2.50 per GPU-hour x 730 h x 8 GPUs x 12 months =
        // 175200.00; x 7.1234 = 1226400 + 21619.68 = 1248019.68 exactly (six places, all kept).
        const auto converted = dec("2.50").times(dec("730"))->times(dec("8"))->times(dec("12"))->times(dec("7.1234"));
        QCOMPARE(text(converted), QStringLiteral("1248019.680000"));
        QCOMPARE(text(converted->rounded(2)), QStringLiteral("1248019.68"));
    }

    void multiplication()
    {
        QCOMPARE(text(dec("1.50").times(dec("2.0"))), QStringLiteral("3.000")); // scales add
        QCOMPARE(text(dec("-0.5").times(dec("0.5"))), QStringLiteral("-0.25"));
        QCOMPARE(text(dec("-3").times(dec("-4"))), QStringLiteral("12"));
        QCOMPARE(text(dec("0").times(dec("-4.5"))), QStringLiteral("0.0"));
        // (10^19 - 1)^2 = 10^38 - 2 x 10^19 + 1: 38 digits, the largest square that fits.
        QCOMPARE(text(dec("9999999999999999999").times(dec("9999999999999999999"))),
                 QStringLiteral("99999999999999999980000000000000000001"));
        // 20 places with only zeros past the 18th: kept to 18.
        QCOMPARE(text(dec("1.0000000000").times(dec("1.0000000000"))), QStringLiteral("1.000000000000000000"));
        // 10^-20 cannot be held in 18 places: an error, not a silent rounding.
        QCOMPARE(text(dec("0.0000000001").times(dec("0.0000000001"))), kFail);
    }

    void division()
    {
        QCOMPARE(text(dec("10").dividedBy(dec("3"), 2)), QStringLiteral("3.33"));
        QCOMPARE(text(dec("20").dividedBy(dec("3"), 2)), QStringLiteral("6.67"));
        QCOMPARE(text(dec("-20").dividedBy(dec("3"), 2)), QStringLiteral("-6.67"));
        QCOMPARE(text(dec("20").dividedBy(dec("-3"), 2)), QStringLiteral("-6.67"));
        QCOMPARE(text(dec("1").dividedBy(dec("8"), 2)), QStringLiteral("0.13")); // 0.125, half up
        QCOMPARE(text(dec("-1").dividedBy(dec("8"), 2)), QStringLiteral("-0.13"));
        QCOMPARE(text(dec("1234.56").dividedBy(dec("12"), 2)), QStringLiteral("102.88"));
        QCOMPARE(text(dec("1").dividedBy(dec("4"), 0)), QStringLiteral("0"));
        QCOMPARE(text(dec("6").dividedBy(dec("4"), 0)), QStringLiteral("2")); // 1.5
        // Fewer places than the dividend: 0.000000000000000005 / 1 = 5 x 10^-18 -> 1 x 10^-17.
        QCOMPARE(text(dec("0.000000000000000005").dividedBy(dec("1"), 17)), QStringLiteral("0.00000000000000001"));
        // 1 / (3 x 10^-18) = 333333333333333333.333... (18 threes before the point).
        QCOMPARE(text(dec("1").dividedBy(dec("0.000000000000000003"), 2)), QStringLiteral("333333333333333333.33"));
        // A 38-digit divisor: (10^38 - 2) / (10^38 - 1) = 0.99999999999999999999999999999999999998999...,
        // 1.000000000000000000 to 18 places (the remainders here exceed 2^128 / 10).
        QCOMPARE(text(dec("99999999999999999999999999999999999998")
                          .dividedBy(dec("99999999999999999999999999999999999999"), 18)),
                 QStringLiteral("1.000000000000000000"));
        QCOMPARE(text(dec("50000000000000000000000000000000000000")
                          .dividedBy(dec("99999999999999999999999999999999999999"), 2)),
                 QStringLiteral("0.50"));
        QCOMPARE(text(dec("1").dividedBy(dec("0"), 2)), kFail);
        QCOMPARE(text(dec("1").dividedBy(dec("3"), 19)), kFail);
        QCOMPARE(text(dec("99999999999999999999999999999999999999").dividedBy(dec("0.1"), 0)), kFail);
    }

    void overflowAtTheLimits()
    {
        const Decimal max = dec("99999999999999999999999999999999999999");
        const Decimal min = dec("-99999999999999999999999999999999999999");
        QCOMPARE(text(max.plus(dec("1"))), kFail);
        QCOMPARE(text(min.minus(dec("1"))), kFail);
        QCOMPARE(text(min.plus(dec("-1"))), kFail);
        QCOMPARE(text(max.plus(max)), kFail); // would pass 2^127 too: never wraps to negative
        QCOMPARE(text(min.plus(min)), kFail);
        QCOMPARE(text(max.minus(min)), kFail);
        QCOMPARE(text(max.plus(dec("0.1"))), kFail); // 39 digits once aligned
        QCOMPARE(text(max.minus(dec("1"))), QStringLiteral("99999999999999999999999999999999999998"));
        QCOMPARE(text(max.plus(min)), QStringLiteral("0"));
        QCOMPARE(text(max.times(dec("10"))), kFail);
        QCOMPARE(text(dec("10000000000000000000").times(dec("10000000000000000000"))), kFail); // 10^38
        QCOMPARE(text(max.times(dec("-1"))), min.toString());
        QCOMPARE(text(dec("99999999999999999999.999999999999999999").plus(dec("0.000000000000000001"))), kFail);
        QCOMPARE(text(Decimal::parse(u"100000000000000000000000000000000000000")), kFail);
        QCOMPARE(text(Decimal::parse(u"0.0000000000000000001")), kFail); // 19 places
        // 2^127 - 1 fits the 128-bit coefficient but has 39 digits.
        QCOMPARE(text(Decimal::parse(u"170141183460469231731687303715884105727")), kFail);
        QCOMPARE(text(Decimal::parse(u"1000000000000000000000000000000000000万")), kFail);
        QCOMPARE(text(Decimal::fromUnits(1, 19)), kFail);
        QCOMPARE(text(Decimal::fromUnits(123450, 2)), QStringLiteral("1234.50"));
        QCOMPARE(Decimal::fromInteger(std::numeric_limits<qint64>::min()).toString(),
                 QStringLiteral("-9223372036854775808"));
    }

    void comparison()
    {
        QVERIFY(dec("1.5") == dec("1.50"));
        QVERIFY(dec("1.49") < dec("1.5"));
        QVERIFY(dec("-2") < dec("-1.99"));
        QVERIFY(dec("0.00") == Decimal());
        QVERIFY(dec("-0.001") < Decimal());
        QVERIFY(dec("1000") > dec("999.999999999999999999"));
        // Aligning to 18 places would pass 38 digits: still ordered.
        const Decimal max = dec("99999999999999999999999999999999999999");
        QVERIFY(max > dec("0.000000000000000001"));
        QVERIFY(max.negated() < dec("-0.000000000000000001"));
        QVERIFY(dec("-0.1") > max.negated());
        QVERIFY(dec("1.5").isNegative() == false && dec("-1.5").isNegative());
        QCOMPARE(dec("-1.5").abs().toString(), QStringLiteral("1.5"));
    }

    void localeText_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("symbol");
        QTest::addColumn<QString>("expected");
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        const QLocale zh(QLocale::Chinese, QLocale::China);
        const QLocale de(QLocale::German, QLocale::Germany);
        const auto u = [](const char* t) { return QString::fromUtf8(t); };
        QTest::newRow("en") << u("1234567.5") << en << QString() << u("1,234,567.5");
        QTest::newRow("en small") << u("999") << en << QString() << u("999");
        QTest::newRow("en thousand") << u("-1000") << en << QString() << u("-1,000");
        QTest::newRow("en cents") << u("0.05") << en << QString() << u("0.05");
        QTest::newRow("en dollar") << u("1234.50") << en << u("$") << u("$1,234.50");
        // With a symbol, a negative amount takes the locale's currency pattern, which in Qt's locale
        // data for en_US and zh_CN is the accounting one: in parentheses.
        QTest::newRow("en negative dollar") << u("-1234.50") << en << u("$") << u("($1,234.50)");
        QTest::newRow("zh") << u("1234.50") << zh << QString() << u("1,234.50");
        QTest::newRow("zh yuan") << u("1234.50") << zh << u("¥") << u("¥1,234.50");
        QTest::newRow("zh negative yuan") << u("-1234.50") << zh << u("¥") << u("(¥1,234.50)");
        QTest::newRow("zh negative, no symbol") << u("-1234.50") << zh << QString() << u("-1,234.50");
        QTest::newRow("de") << u("-1234567.89") << de << QString() << u("-1.234.567,89");
        QTest::newRow("de euro") << u("1234.50") << de << u("€") << u("1.234,50\u00A0€");
        QTest::newRow("de negative euro") << u("-1234.50") << de << u("€") << u("-1.234,50\u00A0€");
    }

    void localeText()
    {
        QFETCH(QString, value);
        QFETCH(QLocale, locale);
        QFETCH(QString, symbol);
        QFETCH(QString, expected);
        const Decimal d = dec(value.toUtf8().constData());
        const QString shown = d.toLocaleString(locale, symbol);
        QCOMPARE(shown, expected);
        // What is shown reads back as the same value under the same locale.
        const auto back = Decimal::parse(shown, Decimal::ParseOptions::forLocale(locale));
        QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
        QCOMPARE(back->toString(), value);
    }
};

QTEST_GUILESS_MAIN(TestDecimal)
#include "tst_decimal.moc"
