#pragma once

#include "core/Result.h"

#include <QString>
#include <QStringView>

#include <compare>
#include <concepts>

class QLocale;

namespace gatebench {

/// An exact decimal number for money and the other exact quantities (quantities, FX rates,
/// FTE): a signed integer coefficient of at most 38 decimal digits and a scale of 0 to 18
/// fraction digits. It never passes through binary floating point: there is no conversion from
/// double, and every operation that could lose a digit or leave the range returns an Error.
///
/// Why 128 bits and 18 places: a three-year TCO multiplies a price (2 places) by a quantity,
/// periods, a growth factor compounded twice (4 places each) and an FX rate (4-6 places) before
/// rounding once; that is up to 18 places, which a 64-bit coefficient could not hold next to
/// any realistic amount. With 38 digits, every value of at most 18 places and an integer part
/// below 10^20 (far beyond any budget) aligns to 18 places without overflow, so overflow is
/// reported only for a value truly out of range.
///
/// The scale is kept as written: "1234.50" stays "1234.50" (the storage form keeps the digits
/// the user wrote). Comparison is by value: 1.5 == 1.50.
class Decimal {
public:
    static constexpr int kMaxDigits = 38;
    static constexpr int kMaxScale = 18;

    /// Which character separates the fraction.
    enum class Separator {
        /// Not stated: "." is the decimal point, "," and spaces only group thousands (groups of
        /// exactly three digits). "1,5", "1.234,50" and "1 234,50" are ambiguous and fail.
        Unstated,
        Point, ///< "." decimal point; "," or spaces group ("1,234.50", "1 234.50")
        Comma, ///< "," decimal comma; "." or spaces group ("1.234,50", "1 234,50")
    };

    struct ParseOptions {
        Separator decimalSeparator = Separator::Unstated;
        /// Accept a currency mark before or after the number ("¥", "$", "USD", "元", ...).
        bool currency = true;
        /// Accept "万" (x 10,000) and "亿" (x 100,000,000) after the number: exact, since they
        /// only move the decimal point ("12.5万元" is 125000).
        bool chineseMultipliers = true;

        /// The decimal separator of `locale` ("," for de_DE, "." for en and zh_CN).
        static ParseOptions forLocale(const QLocale& locale);
    };

    /// What a text said: the amount and what was written around it.
    struct Parsed;

    /// Zero, scale 0.
    Decimal() = default;

    /// A whole number (always in range).
    static Decimal fromInteger(qint64 value);
    static Decimal fromInteger(std::floating_point auto) = delete; ///< money never passes through a double
    /// `units` x 10^-scale: fromUnits(123450, 2) is 1234.50. Fails when `scale` is outside 0..18.
    static Result<Decimal> fromUnits(qint64 units, int scale);
    static Result<Decimal> fromUnits(std::floating_point auto, int) = delete;

    /// Reads a number as people and spreadsheets write it, see ParseOptions and Separator.
    /// Before any other step, full-width digits and signs ("１２３４．５"), ideographic and
    /// no-break spaces and the minus sign U+2212 are read as their ASCII forms. Accepted around
    /// the digits: one sign ("-", "+") before or after a leading currency mark, or parentheses
    /// around the whole text for a negative amount as accounting exports write it ("(1,234.50)").
    /// No exponent. The error names what is wrong and the character where it is (1-based).
    static Result<Parsed> parseAmount(QStringView text, const ParseOptions& options);
    static Result<Parsed> parseAmount(QStringView text); ///< with the default options
    /// parseAmount() without what was written around the number.
    static Result<Decimal> parse(QStringView text, const ParseOptions& options);
    static Result<Decimal> parse(QStringView text); ///< with the default options

    bool isZero() const { return m_lo == 0 && m_hi == 0; }
    bool isNegative() const { return m_hi < 0; }
    int scale() const { return m_scale; }

    Result<Decimal> plus(const Decimal& other) const;
    Result<Decimal> minus(const Decimal& other) const;
    /// The exact product (scale = the sum of the scales, trailing zeros dropped to fit 18).
    Result<Decimal> times(const Decimal& other) const;
    /// The quotient rounded half-up to exactly `places` fraction digits (0..18).
    Result<Decimal> dividedBy(const Decimal& other, int places) const;
    /// Rounded half-up (a 5 rounds away from zero: 2.345 -> 2.35, -2.345 -> -2.35) to exactly
    /// `places` fraction digits (0..18); a value with fewer is padded with zeros (1.5 -> 1.50).
    Result<Decimal> rounded(int places) const;
    Decimal negated() const;
    Decimal abs() const { return isNegative() ? negated() : *this; }

    /// By value, whatever the scales.
    friend bool operator==(const Decimal& a, const Decimal& b) { return compare(a, b) == 0; }
    friend std::strong_ordering operator<=>(const Decimal& a, const Decimal& b) { return compare(a, b) <=> 0; }

    /// The storage form: "-1234.50": ASCII, "-" only when not zero, no "+", no grouping, no
    /// exponent, leading "0" before a point, exactly scale() fraction digits.
    QString toString() const;
    /// For people: the locale's digits, grouping (by three), decimal point and minus sign, and
    /// `currencySymbol` placed by the locale's currency pattern ("¥1,234.50" in en and zh_CN,
    /// "1.234,50 €" in de_DE; a negative amount with a symbol is "(¥1,234.50)" in Qt's data for
    /// en_US and zh_CN, "-1.234,50 €" in de_DE). parse() reads all of these back. Round first to
    /// choose the fraction digits.
    QString toLocaleString(const QLocale& locale, const QString& currencySymbol = {}) const;
    /// For charts only: the nearest double. Never convert back.
    double toDouble() const;

private:
    static int compare(const Decimal& a, const Decimal& b);

    // The coefficient as two words, so that the non-standard 128-bit type stays in Decimal.cpp.
    quint64 m_lo = 0;
    qint64 m_hi = 0;
    int m_scale = 0;

    friend struct DecimalAccess;
};

struct Decimal::Parsed {
    Decimal value;
    /// The currency written: an ISO code where the mark says one ("USD", "CNY" for "元" and "RMB"),
    /// else the mark itself ("¥" is yuan or yen, "$" any dollar). Empty when none was written.
    QString currency;
    int multiplierDigits = 0; ///< 4 for "万", 8 for "亿", else 0
    bool grouped = false;     ///< written with group separators
};

} // namespace gatebench
