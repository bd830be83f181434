#include "core/Decimal.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <array>
#include <optional>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Decimal)
};

// GCC and Clang's 128-bit integers; __extension__ keeps -Wpedantic quiet about them.
__extension__ typedef __int128 Int;
__extension__ typedef unsigned __int128 UInt;

constexpr std::array<UInt, Decimal::kMaxDigits + 1> kPowersOfTen = [] {
    std::array<UInt, Decimal::kMaxDigits + 1> p{};
    p[0] = 1;
    for (std::size_t i = 1; i < p.size(); ++i)
        p[i] = p[i - 1] * 10;
    return p;
}();

/// The largest coefficient: 38 nines. A decimal limit rather than the type's, so that the range
/// is stated in digits and negation never overflows.
constexpr UInt kLimit = kPowersOfTen[Decimal::kMaxDigits] - 1;

QString quoted(QStringView text)
{
    return QStringLiteral("“%1”").arg(text);
}

Error badInput(const QString& message)
{
    return makeError(Error::Kind::BadInput, message);
}

Error outOfRange(const QString& what)
{
    return badInput(
        Text::tr("%1 is out of range: an exact decimal holds at most %2 digits").arg(what).arg(Decimal::kMaxDigits));
}

Error badPlaces(int places)
{
    return badInput(Text::tr("Cannot keep %1 decimal places: the limit is %2").arg(places).arg(Decimal::kMaxScale));
}

UInt magnitude(Int c)
{
    return c < 0 ? UInt(0) - UInt(c) : UInt(c);
}

/// `value` x 10^digits, or nullopt beyond the limit.
std::optional<UInt> scaledUp(UInt value, int digits)
{
    if (digits > Decimal::kMaxDigits)
        return value == 0 ? std::optional<UInt>(0) : std::nullopt;
    const UInt factor = kPowersOfTen[std::size_t(digits)];
    if (value != 0 && value > kLimit / factor)
        return std::nullopt;
    return value * factor;
}

/// 10 x r = quotient x d + remainder for r < d < 2^127, without forming 10 x r (which may not fit
/// in 128 bits): doubling and adding with a reduction after each step keeps every term below 2d.
std::pair<UInt, UInt> timesTenDivMod(UInt r, UInt d)
{
    UInt quotient = 0;
    UInt acc = 0;
    for (const bool addR : {true, false, true, false}) { // 10 = 0b1010
        acc *= 2;
        quotient *= 2;
        if (acc >= d) {
            acc -= d;
            ++quotient;
        }
        if (addR) {
            acc += r;
            if (acc >= d) {
                acc -= d;
                ++quotient;
            }
        }
    }
    return {quotient, acc};
}

} // namespace

/// The coefficient's 128-bit form, for this file only.
struct DecimalAccess {
    static Int coefficient(const Decimal& d) { return Int((UInt(d.m_hi) << 64) | UInt(d.m_lo)); }
    /// `c` must be within the limit and `scale` within 0..kMaxScale.
    static Decimal make(Int c, int scale)
    {
        Decimal d;
        d.m_lo = quint64(UInt(c));
        d.m_hi = qint64(UInt(c) >> 64);
        d.m_scale = scale;
        return d;
    }
    static Result<Decimal> checked(Int c, int scale, const QString& what)
    {
        if (magnitude(c) > kLimit)
            return outOfRange(what);
        return make(c, scale);
    }
};

namespace {

// ---- Text ----

/// One character of the text as ASCII where it has an ASCII form: full-width forms, the
/// full-width yen sign, the Unicode minus, and the no-break, thin and ideographic spaces.
/// One character for one, so that positions in errors are positions in what the user wrote.
QChar plain(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= 0xFF01 && u <= 0xFF5E) // full-width ASCII: "１２３４．５", "（", "＄"
        return QChar(char16_t(u - 0xFEE0));
    switch (u) {
    case 0xFFE5: // full-width yen "￥"
        return QChar(0x00A5);
    case 0x2212: // minus sign
        return u'-';
    case 0x00A0: // no-break space (French, Russian grouping)
    case 0x2007: // figure space
    case 0x2009: // thin space
    case 0x202F: // narrow no-break space
    case 0x3000: // ideographic space
        return u' ';
    default:
        return c;
    }
}

struct CurrencyMark {
    const char16_t* mark;
    const char16_t* code; ///< what Parsed::currency reports
};

// Longest marks first, so that "US$" is not read as "$".
const CurrencyMark kCurrencyMarks[] = {
    {u"人民币", u"CNY"}, {u"RMB", u"CNY"}, {u"CNY", u"CNY"}, {u"US$", u"USD"}, {u"USD", u"USD"}, {u"HK$", u"HKD"},
    {u"HKD", u"HKD"},    {u"EUR", u"EUR"}, {u"GBP", u"GBP"}, {u"JPY", u"JPY"}, {u"元", u"CNY"},  {u"¥", u"¥"},
    {u"$", u"$"},        {u"€", u"EUR"},   {u"£", u"GBP"},   {u"円", u"JPY"},
};

/// Reads the parts of an amount from a prepared text, reporting positions 1-based in it.
class AmountReader {
public:
    AmountReader(QString text, QStringView original, const Decimal::ParseOptions& options)
        : m_s(std::move(text))
        , m_original(original)
        , m_options(options)
    {}

    Result<Decimal::Parsed> read();

private:
    /// The digits as written and how many of them follow the decimal separator.
    struct Digits {
        UInt coefficient = 0;
        int places = 0;
    };

    void skipSpaces()
    {
        while (m_pos < m_end && m_s[m_pos] == u' ')
            ++m_pos;
    }
    QString what() const { return quoted(m_original); }
    Error unexpected(qsizetype at) const
    {
        if (m_s[at] == u'(' || m_s[at] == u')')
            return badInput(
                Text::tr("%1 is not an amount: unmatched parenthesis at character %2").arg(what()).arg(at + 1));
        return badInput(Text::tr("%1 is not an amount: unexpected “%2” at character %3")
                            .arg(what(), m_original.mid(at, 1))
                            .arg(at + 1));
    }
    Error badGroup(qsizetype at) const
    {
        return badInput(Text::tr("%1 is not an amount: the digit group at character %2 must have three digits")
                            .arg(what())
                            .arg(at + 1));
    }
    Error twoCurrencies() const { return badInput(Text::tr("%1 names two currencies").arg(what())); }
    /// A sign, or an opening parenthesis closed at the end (accounting's negative), if there is one.
    std::optional<Error> takeSign();
    /// Takes a currency mark at the position; false when it names another currency than before.
    bool takeCurrency();
    Result<Digits> readDigits();

    QString m_s;
    QStringView m_original;
    Decimal::ParseOptions m_options;
    qsizetype m_pos = 0;
    qsizetype m_end = 0;
    bool m_negative = false;
    bool m_signed = false;
    Decimal::Parsed m_parsed;
};

std::optional<Error> AmountReader::takeSign()
{
    skipSpaces();
    if (m_pos == m_end)
        return std::nullopt;
    const QChar c = m_s[m_pos];
    if (c != u'-' && c != u'+' && c != u'(')
        return std::nullopt;
    if (m_signed)
        return badInput(Text::tr("%1 is not an amount: a second sign at character %2").arg(what()).arg(m_pos + 1));
    if (c == u'(') {
        if (m_s[m_end - 1] != u')')
            return unexpected(m_pos);
        --m_end;
        while (m_end > m_pos && m_s[m_end - 1] == u' ')
            --m_end;
    }
    m_negative = c != u'+';
    m_signed = true;
    ++m_pos;
    return std::nullopt;
}

bool AmountReader::takeCurrency()
{
    skipSpaces();
    if (!m_options.currency)
        return true;
    const QStringView rest = QStringView(m_s).mid(m_pos, m_end - m_pos);
    for (const CurrencyMark& mark : kCurrencyMarks) {
        const QStringView text(mark.mark);
        if (rest.startsWith(text, Qt::CaseInsensitive)) {
            const QString code = QString::fromUtf16(mark.code);
            if (!m_parsed.currency.isEmpty() && m_parsed.currency != code)
                return false;
            m_parsed.currency = code;
            m_pos += text.size();
            return true;
        }
    }
    return true;
}

Result<Decimal::Parsed> AmountReader::read()
{
    m_end = m_s.size();
    while (m_end > 0 && m_s[m_end - 1] == u' ')
        --m_end;
    skipSpaces();
    if (m_pos == m_end)
        return badInput(Text::tr("The amount is empty"));

    // Before the number: at most one sign (or parentheses) and one currency mark, in either order.
    if (auto e = takeSign())
        return *e;
    if (!takeCurrency())
        return twoCurrencies();
    if (auto e = takeSign())
        return *e;
    skipSpaces();
    auto digits = readDigits();
    if (!digits)
        return digits.error();

    // After it: "万" or "亿", then a currency mark.
    skipSpaces();
    if (m_options.chineseMultipliers && m_pos < m_end && (m_s[m_pos] == u'万' || m_s[m_pos] == u'亿')) {
        m_parsed.multiplierDigits = m_s[m_pos] == u'万' ? 4 : 8;
        ++m_pos;
    }
    if (!takeCurrency())
        return twoCurrencies();
    skipSpaces();
    if (m_pos < m_end)
        return unexpected(m_pos);

    // "万" moves the decimal point four places: 12.5万 is 125000 (scale 0) and 1.23456万 is
    // 12345.6, the digits the helper this replaces wrote.
    const int places = digits->places;
    const int multiplier = m_parsed.multiplierDigits;
    const int scale = std::max(0, places - multiplier);
    const auto coefficient = scaledUp(digits->coefficient, multiplier - (places - scale));
    if (!coefficient)
        return outOfRange(what());
    if (scale > Decimal::kMaxScale)
        return badInput(Text::tr("%1 has more than %2 decimal places").arg(what()).arg(Decimal::kMaxScale));
    const Int c = Int(*coefficient);
    m_parsed.value = DecimalAccess::make(m_negative ? -c : c, scale);
    return m_parsed;
}

Result<AmountReader::Digits> AmountReader::readDigits()
{
    const auto isAsciiDigit = [this](qsizetype i) { return i >= 0 && i < m_end && m_s[i] >= u'0' && m_s[i] <= u'9'; };
    // The run of digits and separators; a space belongs to it only between two digits.
    const qsizetype start = m_pos;
    while (m_pos < m_end) {
        const QChar c = m_s[m_pos];
        const bool separator =
            c == u'.' || c == u',' || (c == u' ' && isAsciiDigit(m_pos - 1) && isAsciiDigit(m_pos + 1));
        if (!isAsciiDigit(m_pos) && !separator)
            break;
        ++m_pos;
    }
    const QStringView run = QStringView(m_s).mid(start, m_pos - start);
    if (run.isEmpty())
        return m_pos < m_end ? unexpected(m_pos)
                             : badInput(Text::tr("%1 is not an amount: it has no digits").arg(what()));

    const Decimal::Separator mode = m_options.decimalSeparator;
    const QChar point = mode == Decimal::Separator::Comma ? u',' : u'.';
    // In the unstated convention a misplaced "," may be a decimal comma: say that, rather than
    // naming the character.
    const bool mayBeDecimalComma = mode == Decimal::Separator::Unstated && run.contains(u',');
    const auto fail = [&](Error error) -> Error {
        if (!mayBeDecimalComma)
            return error;
        return badInput(Text::tr("%1 is ambiguous: use “,” only to group thousands (1,234.5) and “.” for decimals, "
                                 "or state the decimal separator")
                            .arg(what()));
    };

    Digits digits;
    int count = 0;
    qsizetype pointAt = -1;
    QChar groupSeparator;
    qsizetype groupStart = 0; // where the current group of whole digits began, in `run`
    bool grouped = false;
    for (qsizetype i = 0; i < run.size(); ++i) {
        const QChar c = run[i];
        const qsizetype at = start + i;
        if (c >= u'0' && c <= u'9') {
            const UInt digit = UInt(c.unicode() - u'0');
            if (digits.coefficient > (kLimit - digit) / 10)
                return outOfRange(what());
            digits.coefficient = digits.coefficient * 10 + digit;
            ++count;
            if (pointAt >= 0)
                ++digits.places;
            continue;
        }
        if (c == point) {
            if (pointAt >= 0)
                return fail(badInput(Text::tr("%1 is not an amount: a second decimal separator at character %2")
                                         .arg(what())
                                         .arg(at + 1)));
            if (grouped && i - groupStart != 3)
                return fail(badGroup(start + groupStart));
            pointAt = i;
            continue;
        }
        // A group separator: only among the whole digits, the same one throughout, after one to
        // three digits first and exactly three later.
        if (pointAt >= 0 || (grouped && c != groupSeparator))
            return fail(unexpected(at));
        const qsizetype length = i - groupStart;
        if (length < 1 || length > 3 || (grouped && length != 3))
            return fail(badGroup(start + groupStart));
        groupSeparator = c;
        grouped = true;
        groupStart = i + 1;
    }
    if (grouped && pointAt < 0 && run.size() - groupStart != 3)
        return fail(badGroup(start + groupStart));
    if (count == 0)
        return badInput(Text::tr("%1 is not an amount: it has no digits").arg(what()));
    m_parsed.grouped = grouped;
    return digits;
}

/// The operands of an operation, for its error message.
QString describe(const Decimal& a, const char16_t* op, const Decimal& b)
{
    return QStringLiteral("%1 %2 %3").arg(quoted(a.toString()), QString::fromUtf16(op), quoted(b.toString()));
}

Int signedOf(UInt magnitudeValue, bool negative)
{
    return negative ? -Int(magnitudeValue) : Int(magnitudeValue);
}

/// `d` with trailing fraction zeros removed.
Decimal stripped(const Decimal& d)
{
    Int c = DecimalAccess::coefficient(d);
    int scale = d.scale();
    while (scale > 0 && c % 10 == 0) {
        c /= 10;
        --scale;
    }
    return DecimalAccess::make(c, scale);
}

} // namespace

Decimal::ParseOptions Decimal::ParseOptions::forLocale(const QLocale& locale)
{
    ParseOptions options;
    const QString point = locale.decimalPoint();
    if (point == QLatin1String(","))
        options.decimalSeparator = Separator::Comma;
    else if (point == QLatin1String("."))
        options.decimalSeparator = Separator::Point;
    return options;
}

Decimal Decimal::fromInteger(qint64 value)
{
    return DecimalAccess::make(Int(value), 0);
}

Result<Decimal> Decimal::fromUnits(qint64 units, int scale)
{
    if (scale < 0 || scale > kMaxScale)
        return badPlaces(scale);
    return DecimalAccess::make(Int(units), scale);
}

Result<Decimal::Parsed> Decimal::parseAmount(QStringView text, const ParseOptions& options)
{
    QString s;
    s.reserve(text.size());
    for (const QChar c : text)
        s.append(c.isSpace() ? QChar(u' ') : plain(c));
    return AmountReader(std::move(s), text, options).read();
}

Result<Decimal::Parsed> Decimal::parseAmount(QStringView text)
{
    return parseAmount(text, ParseOptions());
}

Result<Decimal> Decimal::parse(QStringView text)
{
    return parse(text, ParseOptions());
}

Result<Decimal> Decimal::parse(QStringView text, const ParseOptions& options)
{
    auto parsed = parseAmount(text, options);
    if (!parsed)
        return parsed.error();
    return parsed->value;
}

Result<Decimal> Decimal::plus(const Decimal& other) const
{
    const int scale = std::max(m_scale, other.m_scale);
    const Int a = DecimalAccess::coefficient(*this);
    const Int b = DecimalAccess::coefficient(other);
    const auto ma = scaledUp(magnitude(a), scale - m_scale);
    const auto mb = scaledUp(magnitude(b), scale - other.m_scale);
    if (!ma || !mb)
        return outOfRange(describe(*this, u"+", other));
    // On magnitudes (each below 10^38, so their sum fits in 128 unsigned bits).
    const bool negative = (a < 0) == (b < 0) ? a < 0 : (*ma >= *mb ? a < 0 : b < 0);
    const UInt sum = (a < 0) == (b < 0) ? *ma + *mb : (*ma >= *mb ? *ma - *mb : *mb - *ma);
    if (sum > kLimit)
        return outOfRange(describe(*this, u"+", other));
    return DecimalAccess::make(signedOf(sum, negative), scale);
}

Result<Decimal> Decimal::minus(const Decimal& other) const
{
    auto r = plus(other.negated());
    if (!r)
        return outOfRange(describe(*this, u"−", other));
    return r;
}

Result<Decimal> Decimal::times(const Decimal& other) const
{
    // On magnitudes, checked by division: Clang lowers a signed 128-bit __builtin_mul_overflow to
    // __muloti4, which libgcc does not have.
    const auto exact = [](const Decimal& a, const Decimal& b) -> std::optional<Decimal> {
        const Int ca = DecimalAccess::coefficient(a);
        const Int cb = DecimalAccess::coefficient(b);
        const UInt ma = magnitude(ca);
        const UInt mb = magnitude(cb);
        if (ma != 0 && mb > kLimit / ma)
            return std::nullopt;
        return DecimalAccess::make(signedOf(ma * mb, (ca < 0) != (cb < 0)), a.m_scale + b.m_scale);
    };
    const int wanted = m_scale + other.m_scale;
    auto product = exact(*this, other);
    if (!product || wanted > kMaxScale) {
        // Trailing zeros only widen the coefficient: drop them and pad the result back below.
        product = exact(stripped(*this), stripped(other));
        if (!product)
            return outOfRange(describe(*this, u"×", other));
        product = stripped(*product);
        if (product->m_scale > kMaxScale)
            return badInput(Text::tr("%1 has more than %2 decimal places; round an operand first")
                                .arg(describe(*this, u"×", other))
                                .arg(kMaxScale));
    }
    const int target = std::min(wanted, kMaxScale);
    if (product->m_scale < target) {
        const Int c = DecimalAccess::coefficient(*product);
        // Pad as far as the 38 digits allow: the value is exact either way.
        for (int pad = target - product->m_scale; pad > 0; --pad) {
            if (const auto m = scaledUp(magnitude(c), pad))
                return DecimalAccess::make(signedOf(*m, c < 0), product->m_scale + pad);
        }
    }
    return *product;
}

Result<Decimal> Decimal::dividedBy(const Decimal& other, int places) const
{
    if (places < 0 || places > kMaxScale)
        return badPlaces(places);
    if (other.isZero())
        return badInput(Text::tr("%1 cannot be divided by zero").arg(quoted(toString())));
    const Int a = DecimalAccess::coefficient(*this);
    const Int b = DecimalAccess::coefficient(other);
    const UInt n = magnitude(a);
    const UInt d = magnitude(b); // below 10^38 < 2^127, as timesTenDivMod needs
    // The quotient's coefficient at `places` is (n / d) x 10^e.
    const int e = places + other.m_scale - m_scale;
    UInt q = n / d;
    UInt r = n % d;
    if (e >= 0) {
        for (int i = 0; i < e; ++i) {
            const auto [digit, rest] = timesTenDivMod(r, d);
            if (q > (kLimit - digit) / 10)
                return outOfRange(describe(*this, u"÷", other));
            q = q * 10 + digit;
            r = rest;
        }
        if (r >= d - r) // the rest is at least half of d: round away from zero
            ++q;
    } else {
        // Fewer places than the operands carry: drop -e digits of the whole quotient. The
        // fraction r/d lies below one of its last unit, so it never decides the rounding alone.
        const UInt p = kPowersOfTen[std::size_t(-e)];
        const UInt dropped = q % p;
        q /= p;
        if (dropped >= p / 2)
            ++q;
    }
    return DecimalAccess::checked(signedOf(q, (a < 0) != (b < 0)), places, describe(*this, u"÷", other));
}

Result<Decimal> Decimal::rounded(int places) const
{
    if (places < 0 || places > kMaxScale)
        return badPlaces(places);
    const Int c = DecimalAccess::coefficient(*this);
    if (places >= m_scale) {
        const auto m = scaledUp(magnitude(c), places - m_scale);
        if (!m)
            return outOfRange(quoted(toString()));
        return DecimalAccess::make(signedOf(*m, c < 0), places);
    }
    const UInt p = kPowersOfTen[std::size_t(m_scale - places)];
    UInt q = magnitude(c) / p;
    if (magnitude(c) % p >= p / 2) // half up: a 5 rounds away from zero
        ++q;
    return DecimalAccess::make(signedOf(q, c < 0), places);
}

Decimal Decimal::negated() const
{
    return DecimalAccess::make(-DecimalAccess::coefficient(*this), m_scale);
}

int Decimal::compare(const Decimal& a, const Decimal& b)
{
    const Int ca = DecimalAccess::coefficient(a);
    const Int cb = DecimalAccess::coefficient(b);
    const int scale = std::max(a.m_scale, b.m_scale);
    const auto ma = scaledUp(magnitude(ca), scale - a.m_scale);
    const auto mb = scaledUp(magnitude(cb), scale - b.m_scale);
    // Beyond the limit once aligned is larger in magnitude than anything within it.
    if (!ma)
        return ca < 0 ? -1 : 1;
    if (!mb)
        return cb < 0 ? 1 : -1;
    const Int x = signedOf(*ma, ca < 0);
    const Int y = signedOf(*mb, cb < 0);
    return x < y ? -1 : (x > y ? 1 : 0);
}

namespace {

/// The ASCII digits of the magnitude, at least `scale` + 1 of them.
QString digitsOf(UInt m, int scale)
{
    QString digits;
    do {
        digits.prepend(QChar(char16_t(u'0' + int(m % 10))));
        m /= 10;
    } while (m != 0);
    if (digits.size() <= scale)
        digits.prepend(QString(scale + 1 - digits.size(), u'0'));
    return digits;
}

} // namespace

QString Decimal::toString() const
{
    const Int c = DecimalAccess::coefficient(*this);
    const QString digits = digitsOf(magnitude(c), m_scale);
    QString text = c < 0 ? QStringLiteral("-") : QString();
    text += QStringView(digits).chopped(m_scale);
    if (m_scale > 0) {
        text += u'.';
        text += QStringView(digits).right(m_scale);
    }
    return text;
}

QString Decimal::toLocaleString(const QLocale& locale, const QString& currencySymbol) const
{
    const Int c = DecimalAccess::coefficient(*this);
    const QString digits = digitsOf(magnitude(c), m_scale);
    const QStringView whole = QStringView(digits).chopped(m_scale);
    const bool group = !(locale.numberOptions() & QLocale::OmitGroupSeparator);
    QString body;
    for (qsizetype i = 0; i < whole.size(); ++i) {
        if (group && i > 0 && (whole.size() - i) % 3 == 0)
            body += locale.groupSeparator();
        body += whole[i];
    }
    if (m_scale > 0) {
        body += locale.decimalPoint();
        body += QStringView(digits).right(m_scale);
    }
    // The locale's own digits where they are not ASCII (a zero digit of one UTF-16 unit).
    const QString zero = locale.zeroDigit();
    if (zero.size() == 1 && zero != QLatin1String("0")) {
        for (QChar& ch : body) {
            if (ch.unicode() >= u'0' && ch.unicode() <= u'9')
                ch = QChar(char16_t(zero.front().unicode() + (ch.unicode() - u'0')));
        }
    }
    const bool negative = c < 0;
    if (currencySymbol.isEmpty())
        return negative ? locale.negativeSign() + body : body;
    // Where the locale puts the symbol and the sign: its own pattern for one unit, with the
    // number put in place of the "1" (toCurrencyString of a qlonglong, never a double).
    const QString pattern = locale.toCurrencyString(qlonglong(negative ? -1 : 1), currencySymbol);
    const QString one = locale.toString(qlonglong(1));
    const qsizetype at = pattern.indexOf(one);
    if (at < 0)
        return (negative ? locale.negativeSign() : QString()) + currencySymbol + body;
    return QString(pattern).replace(at, one.size(), body);
}

double Decimal::toDouble() const
{
    return toString().toDouble();
}

} // namespace gatebench
