#include "mapping/ValueConverter.h"

#include "repositories/SettingsRepository.h"

#include "core/Decimal.h"
#include "domain/Domain.h"
#include "storage/Schema.h"
#include "storage/Storage.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ValueConverter)
};

QString quoted(const QString& text)
{
    return QStringLiteral("“%1”").arg(text);
}

// ---- Results ----

Converted valueOf(QVariant value, const QString& format)
{
    Converted c;
    c.state = Converted::State::Value;
    c.value = std::move(value);
    c.format = format;
    return c;
}

Converted failure(const QString& message)
{
    Converted c;
    c.state = Converted::State::Failed;
    c.problem = Converted::Problem::Unreadable;
    c.message = message;
    return c;
}

Converted empty()
{
    return {};
}

// ---- Text preparation ----

/// Full-width characters, ideographic spaces and the like become ASCII (NFKC); a Unicode minus
/// sign becomes '-'.
QString prepare(const QString& text)
{
    const bool ascii = std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; });
    if (ascii) // the common case: nothing to normalise (NFKC leaves ASCII as it is)
        return text.trimmed();
    QString s = text.normalized(QString::NormalizationForm_KC);
    s.replace(QChar(0x2212), u'-');
    return s.trimmed();
}

/// The markers of a missing value, case-folded: people's words, and what pandas, numpy, R, Excel and
/// WPS write for a missing number (pandas' default na_values among them).
bool isNullWord(const QString& prepared)
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        for (const char* w : {"unknown", "none",     "n/a",  "na",      "nan",      "-nan",   "+nan",   "null",
                              "nil",     "-",        "--",   "—",       "–",        "未知",   "不详",   "#n/a",
                              "#na",     "#n/a n/a", "<na>", "1.#qnan", "-1.#qnan", "1.#ind", "-1.#ind"})
            set.insert(QString::fromUtf8(w));
        return set;
    }();
    return prepared.isEmpty() || words.contains(prepared.toCaseFolded());
}

/// An infinity as programs write it ("inf", "-Infinity", "1.#INF", "∞"), case-folded.
bool isInfinity(const QString& prepared)
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        for (const char* w : {"inf", "+inf", "-inf", "infinity", "+infinity", "-infinity", "1.#inf", "-1.#inf", "∞",
                              "+∞", "-∞", "无穷", "无穷大", "正无穷", "负无穷"})
            set.insert(QString::fromUtf8(w));
        return set;
    }();
    return words.contains(prepared.toCaseFolded());
}

/// A spreadsheet's error value (Excel and WPS write them into CSV as text), case-folded.
bool isFormulaError(const QString& prepared)
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        for (const char* w : {"#div/0!", "#value!", "#ref!", "#name?", "#num!", "#null!", "#spill!", "#calc!",
                              "#getting_data", "#field!", "#blocked!", "#unknown!", "#connect!", "#busy!"})
            set.insert(QString::fromUtf8(w));
        return set;
    }();
    return prepared.startsWith(u'#') && words.contains(prepared.toCaseFolded());
}

/// The text without white space.
QString withoutSpaces(const QString& text)
{
    QString key;
    key.reserve(text.size());
    for (const QChar c : text) {
        if (!c.isSpace())
            key.append(c);
    }
    return key;
}

/// The case-folded text without white space, for word tables that hold symbols too (√, ×).
QString wordKey(const QString& prepared)
{
    return withoutSpaces(prepared.toCaseFolded());
}

bool hasNonZeroDigit(QStringView digits)
{
    return std::any_of(digits.begin(), digits.end(), [](QChar c) { return c >= u'1' && c <= u'9'; });
}

// ---- Numbers ----

/// A number as written, for the types read into a double (numbers, integers, percentages,
/// durations): sign, integer and fraction digits (ASCII), no grouping. Money is a Decimal.
struct WrittenNumber {
    bool negative = false;
    QString intDigits;
    QString fracDigits;
    bool grouped = false; ///< written with "," thousands separators

    /// Moves the decimal point `places` to the right (negative: to the left), exactly.
    WrittenNumber shifted(int places) const
    {
        WrittenNumber d = *this;
        const QString digits = intDigits + fracDigits;
        int point = int(intDigits.size()) + places;
        QString all = digits;
        if (point < 0) {
            all.prepend(QString(-point, u'0'));
            point = 0;
        }
        if (point > all.size())
            all.append(QString(point - all.size(), u'0'));
        d.intDigits = all.left(point);
        d.fracDigits = all.mid(point);
        return d;
    }

    /// Canonical text: no "+", no grouping, no leading zeros, fraction digits as written; "-" only
    /// when some digit is not zero.
    QString text() const
    {
        QString i = intDigits;
        while (i.size() > 1 && i.front() == u'0')
            i.remove(0, 1);
        if (i.isEmpty())
            i = QStringLiteral("0");
        QString t = i;
        if (!fracDigits.isEmpty())
            t += u'.' + fracDigits;
        const bool zero = !hasNonZeroDigit(intDigits) && !hasNonZeroDigit(fracDigits);
        return negative && !zero ? u'-' + t : t;
    }

    double toDouble() const { return text().toDouble(); }
    bool hasFraction() const { return hasNonZeroDigit(fracDigits); }
};

/// `s` as plain digits, with a decimal point between digits at most ("2", "0.25"): the form nearly
/// every number cell has, read without matching the pattern of readNumber (that match was most of a
/// number cell's cost, issue 28, item 10). The same digits as the pattern captures.
std::optional<WrittenNumber> plainNumber(const QString& s)
{
    qsizetype point = -1;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s.at(i);
        if (c >= u'0' && c <= u'9')
            continue;
        if (c != u'.' || point >= 0 || i == 0 || i == s.size() - 1)
            return std::nullopt;
        point = i;
    }
    if (s.isEmpty())
        return std::nullopt;
    WrittenNumber d;
    d.intDigits = point < 0 ? s : s.left(point);
    if (point >= 0)
        d.fracDigits = s.mid(point + 1);
    return d;
}

/// Reads a number under the documented rule ("," thousands, "." decimals, optional exponent).
/// Returns nullopt and a reason when it cannot.
std::optional<WrittenNumber> readNumber(const QString& s, QString* why)
{
    if (auto plain = plainNumber(s))
        return plain;
    static const QRegularExpression re(
        QStringLiteral("^([+-]?)([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)?(?:\\.([0-9]*))?(?:[eE]([+-]?[0-9]{1,4}))?$"));
    const QRegularExpressionMatch m = re.match(s);
    if (m.hasMatch() && (m.capturedLength(2) > 0 || m.capturedLength(3) > 0)) {
        WrittenNumber d;
        d.negative = m.captured(1) == QLatin1String("-");
        d.grouped = m.captured(2).contains(u',');
        d.intDigits = m.captured(2).remove(u',');
        d.fracDigits = m.captured(3);
        if (m.capturedLength(4) > 0)
            d = d.shifted(m.captured(4).toInt());
        return d;
    }
    static const QRegularExpression separators(QStringLiteral("[0-9][,. '][0-9]"));
    if (why) {
        if (s.contains(separators))
            *why = Text::tr("%1 is ambiguous: use “,” only to group thousands (1,234.5) and “.” for decimals")
                       .arg(quoted(s));
        else
            *why = Text::tr("%1 is not a number").arg(quoted(s));
    }
    return std::nullopt;
}

Converted toNumber(const QString& s)
{
    QString why;
    const auto d = readNumber(s, &why);
    if (!d)
        return failure(why);
    const double v = d->toDouble();
    if (!std::isfinite(v))
        return failure(Text::tr("%1 is out of range").arg(quoted(s)));
    return valueOf(v, d->grouped ? QStringLiteral("number_grouped") : QStringLiteral("number"));
}

Converted toInteger(const QString& s)
{
    QString why;
    const auto d = readNumber(s, &why);
    if (!d)
        return failure(why);
    if (d->hasFraction())
        return failure(Text::tr("%1 is not a whole number").arg(quoted(s)));
    bool ok = false;
    qint64 v = (d->intDigits.isEmpty() ? QStringLiteral("0") : d->intDigits).toLongLong(&ok);
    if (!ok)
        return failure(Text::tr("%1 is out of range").arg(quoted(s)));
    if (d->negative)
        v = -v;
    return valueOf(v, d->grouped ? QStringLiteral("number_grouped") : QStringLiteral("number"));
}

Converted toPercentage(const QString& s, const QString& unit)
{
    QString why;
    if (s.endsWith(u'%')) {
        const auto d = readNumber(s.chopped(1).trimmed(), &why);
        if (!d)
            return failure(why);
        return valueOf(d->shifted(-2).toDouble(), QStringLiteral("percent_sign"));
    }
    const auto d = readNumber(s, &why);
    if (!d)
        return failure(why);
    if (unit == QLatin1String("%"))
        return valueOf(d->shifted(-2).toDouble(), QStringLiteral("percent_points"));
    const double v = d->toDouble();
    if (std::fabs(v) > 1.0)
        return failure(Text::tr("%1 has no percent sign and is above 1: write 85% or 0.85, or state the unit % in "
                                "the header or the mapping")
                           .arg(quoted(s)));
    return valueOf(v, QStringLiteral("share"));
}

// ---- Booleans and outcomes ----

std::optional<bool> booleanWord(const QString& key)
{
    static const QHash<QString, bool> words = [] {
        QHash<QString, bool> h;
        for (const char* w : {"是",      "是的",       "对",   "有", "成功", "通过", "已通过", "能", "可以",
                              "yes",     "y",          "true", "t",  "1",    "pass", "passed", "ok", "succeeded",
                              "success", "successful", "√",    "✓",  "✔",    "☑"}) // not storage: cell words
            h.insert(QString::fromUtf8(w), true);
        for (const char* w : {"否", "不是",  "错", "无", "没有", "失败",   "不通过",  "未通过", "不能", "不可以", "no",
                              "n",  "false", "f",  "0",  "fail", "failed", "failure", "×",      "✗",    "✘",      "☒"})
            h.insert(QString::fromUtf8(w), false);
        return h;
    }();
    const auto it = words.constFind(key);
    if (it == words.cend())
        return std::nullopt;
    return *it;
}

Converted toBoolean(const QString& s)
{
    if (const auto b = booleanWord(wordKey(s)))
        return valueOf(*b, QStringLiteral("boolean"));
    return failure(Text::tr("%1 is not yes or no").arg(quoted(s)));
}

struct OutcomeWord {
    const char* outcome;
    const char* reason;
    const char* format;
};

/// Keyed by matchKey(): "NODE_FAIL", "node fail" and "Node-Fail" are one word.
const QHash<QString, OutcomeWord>& outcomeWords()
{
    static const QHash<QString, OutcomeWord> words = [] {
        QHash<QString, OutcomeWord> h;
        const auto add = [&h](std::initializer_list<const char*> keys, OutcomeWord word) {
            for (const char* k : keys)
                h.insert(matchKey(QString::fromUtf8(k)), word);
        };
        // Slurm states (DOMAIN.md "Outcomes"); FAILED, RUNNING and PENDING are also pod phases.
        add({"COMPLETED"}, {"completed", "", "slurm_state"});
        for (const char* reason :
             {"FAILED", "TIMEOUT", "NODE_FAIL", "OUT_OF_MEMORY", "PREEMPTED", "BOOT_FAIL", "DEADLINE"})
            add({reason}, {"failed", reason, "slurm_state"});
        add({"CANCELLED", "CANCELED"}, {"cancelled", "", "slurm_state"});
        add({"RUNNING", "SUSPENDED", "RESIZING", "COMPLETING", "CONFIGURING", "STAGE_OUT", "SIGNALING", "STOPPED"},
            {"running", "", "slurm_state"});
        add({"PENDING", "REQUEUED", "REQUEUE_HOLD", "REQUEUE_FED", "SPECIAL_EXIT"}, {"pending", "", "slurm_state"});
        add({"Succeeded"}, {"completed", "", "pod_phase"});
        // Words.
        add({"complete", "done", "finished", "成功", "完成", "已完成", "运行成功", "执行成功"},
            {"completed", "", "words"});
        add({"success", "successful"}, {"completed", "", "words"}); // not storage: cell words
        add({"fail", "failure", "error", "errored", "失败", "运行失败", "执行失败", "出错", "报错"},
            {"failed", "", "words"});
        add({"cancel", "已取消", "取消", "被取消", "用户取消"}, {"cancelled", "", "words"});
        add({"in progress", "运行中", "正在运行", "执行中", "进行中", "挂起", "已暂停"}, {"running", "", "words"});
        add({"queued", "waiting", "排队", "排队中", "等待", "等待中", "待调度", "重新排队"}, {"pending", "", "words"});
        add({"timed out", "超时", "运行超时"}, {"failed", "TIMEOUT", "words"});
        add({"oom", "内存不足", "内存溢出"}, {"failed", "OUT_OF_MEMORY", "words"});
        add({"node failure", "节点故障"}, {"failed", "NODE_FAIL", "words"});
        add({"被抢占", "抢占"}, {"failed", "PREEMPTED", "words"});
        return h;
    }();
    return words;
}

Converted outcomeValue(const OutcomeWord& word)
{
    Converted c = valueOf(QString::fromLatin1(word.outcome), QString::fromLatin1(word.format));
    c.failureReason = QString::fromLatin1(word.reason);
    return c;
}

const QStringList& slurmStates()
{
    static const QStringList states = {
        QStringLiteral("COMPLETED"),   QStringLiteral("FAILED"),        QStringLiteral("TIMEOUT"),
        QStringLiteral("NODE_FAIL"),   QStringLiteral("OUT_OF_MEMORY"), QStringLiteral("PREEMPTED"),
        QStringLiteral("BOOT_FAIL"),   QStringLiteral("DEADLINE"),      QStringLiteral("CANCELLED"),
        QStringLiteral("RUNNING"),     QStringLiteral("SUSPENDED"),     QStringLiteral("RESIZING"),
        QStringLiteral("PENDING"),     QStringLiteral("REQUEUED"),      QStringLiteral("REQUEUE_HOLD"),
        QStringLiteral("REQUEUE_FED"), QStringLiteral("COMPLETING"),    QStringLiteral("CONFIGURING"),
        QStringLiteral("STAGE_OUT"),   QStringLiteral("SIGNALING"),     QStringLiteral("STOPPED"),
        QStringLiteral("SPECIAL_EXIT")};
    return states;
}

Converted toOutcome(const QString& s)
{
    // "CANCELLED by 1000": the user or uid who cancelled; sacct may also truncate it ("CANCELLED+").
    static const QRegularExpression cancelledBy(QStringLiteral("^CANCEL{1,2}ED(?:\\s+BY\\s+\\S+)?\\s*\\+?$"),
                                                QRegularExpression::CaseInsensitiveOption);
    if (cancelledBy.match(s).hasMatch())
        return outcomeValue({"cancelled", "", "slurm_state"});
    const auto& words = outcomeWords();
    if (s.endsWith(u'+')) {
        // sacct cuts long states to the column width and marks the cut with '+'.
        const QString prefix = s.chopped(1).trimmed().toUpper();
        QStringList matches;
        for (const QString& state : slurmStates()) {
            if (!prefix.isEmpty() && state.startsWith(prefix))
                matches.append(state);
        }
        if (matches.size() == 1)
            return outcomeValue(words.value(matchKey(matches.first())));
        return failure(Text::tr("%1 is a shortened Slurm state that could be any of: %2")
                           .arg(quoted(s), matches.isEmpty() ? Text::tr("none") : matches.join(QStringLiteral(", "))));
    }
    const auto it = words.constFind(matchKey(s));
    if (it != words.cend()) {
        OutcomeWord word = *it;
        // Slurm writes its states in capitals; title-case "Failed", "Running", "Pending" are pod phases.
        if (qstrcmp(word.format, "slurm_state") == 0 && s != s.toUpper()) {
            const bool phase = it.key() == QLatin1String("failed") || it.key() == QLatin1String("running") ||
                               it.key() == QLatin1String("pending");
            word.format = phase ? "pod_phase" : "words";
        }
        return outcomeValue(word);
    }
    if (const auto b = booleanWord(wordKey(s))) {
        Converted c = valueOf(QString::fromLatin1(*b ? "completed" : "failed"), QStringLiteral("boolean"));
        return c;
    }
    return failure(
        Text::tr("%1 is not an outcome (for example COMPLETED, FAILED, CANCELLED, 成功, 失败)").arg(quoted(s)));
}

// ---- Durations ----

double roundMillis(double seconds)
{
    return std::round(seconds * 1000.0) / 1000.0;
}

Converted toDuration(const QString& s, const QString& statedUnit)
{
    static const QRegularExpression slurm(
        QStringLiteral("^([0-9]+)-([0-9]{1,2}):([0-9]{2}):([0-9]{2}(?:\\.[0-9]+)?)$"));
    static const QRegularExpression hms(QStringLiteral("^([0-9]+):([0-9]{2}):([0-9]{2}(?:\\.[0-9]+)?)$"));
    static const QRegularExpression ms(QStringLiteral("^([0-9]+):([0-9]{2}(?:\\.[0-9]+)?)$"));
    const auto clock = [&s](double days, double hours, double minutes, double seconds, bool boundHours,
                            const QString& format) {
        if (minutes >= 60 || seconds >= 60 || (boundHours && hours >= 24))
            return failure(Text::tr("%1 is not a valid elapsed time").arg(quoted(s)));
        return valueOf(roundMillis(((days * 24 + hours) * 60 + minutes) * 60 + seconds), format);
    };
    if (auto m = slurm.match(s); m.hasMatch())
        return clock(m.captured(1).toDouble(), m.captured(2).toDouble(), m.captured(3).toDouble(),
                     m.captured(4).toDouble(), true, QStringLiteral("slurm_elapsed"));
    if (auto m = hms.match(s); m.hasMatch())
        return clock(0, m.captured(1).toDouble(), m.captured(2).toDouble(), m.captured(3).toDouble(), false,
                     QStringLiteral("clock_hms"));
    if (auto m = ms.match(s); m.hasMatch())
        return clock(0, 0, m.captured(1).toDouble(), m.captured(2).toDouble(), false, QStringLiteral("clock_ms"));

    // One or more "number unit" parts: "90s", "1.5 h", "1h30m", "2 小时", "1小时30分钟".
    static const QRegularExpression part(QStringLiteral("\\G\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([^0-9\\s.,:]+)"));
    if (!s.isEmpty() && !s.front().isDigit() && s.front() != u'.' && s.front() != u'-' && s.front() != u'+')
        return failure(Text::tr("%1 is not a duration").arg(quoted(s)));
    static const QRegularExpression nonNumeric(QStringLiteral("[^0-9\\s.,+-]"));
    if (s.contains(nonNumeric)) {
        double total = 0;
        qsizetype at = 0;
        auto it = part.globalMatch(s);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            QString unit = ValueConverter::canonicalUnit(m.captured(2));
            if (m.captured(2).compare(QLatin1String("m"), Qt::CaseInsensitive) == 0)
                unit = QStringLiteral("min"); // in a duration, "90m" is minutes
            const double perUnit = ValueConverter::secondsPerUnit(unit);
            if (perUnit <= 0)
                return failure(Text::tr("%1 has a unit that is not a time unit: %2").arg(quoted(s), m.captured(2)));
            total += m.captured(1).toDouble() * perUnit;
            at = m.capturedEnd(0);
        }
        if (at == 0 || s.mid(at).trimmed().size() > 0)
            return failure(Text::tr("%1 is not a duration").arg(quoted(s)));
        return valueOf(roundMillis(total), QStringLiteral("number_with_unit"));
    }

    QString why;
    const auto d = readNumber(s, &why);
    if (!d)
        return failure(why);
    if (d->negative && d->text() != QLatin1String("0"))
        return failure(Text::tr("%1 is negative; durations cannot be negative").arg(quoted(s)));
    const bool assumed = ValueConverter::secondsPerUnit(statedUnit) <= 0;
    const QString unit = assumed ? QStringLiteral("s") : statedUnit;
    return valueOf(roundMillis(d->toDouble() * ValueConverter::secondsPerUnit(unit)),
                   QStringLiteral("number_") + unit + (assumed ? QStringLiteral("_assumed") : QString()));
}

// ---- Dates and times ----

struct DateTimeParts {
    QDate date;
    std::optional<QTime> time;
    std::optional<int> offsetSeconds; ///< written in the cell: absolute
    QString format;
};

/// Parses the written forms of a date and time (year first). Returns nullopt with a reason.
std::optional<DateTimeParts> readDateTime(const QString& s, QString* why)
{
    static const QRegularExpression re(
        QStringLiteral("^([0-9]{4})(?:([-/.])([0-9]{1,2})\\2([0-9]{1,2})|\\s*年\\s*([0-9]{1,2})\\s*月\\s*([0-9]{1,2})"
                       "\\s*[日号]?)"
                       "(?:(?:T|\\s*)(上午|下午|AM|PM)?\\s*([0-9]{1,2})(?::|\\s*[时點点]\\s*)([0-9]{1,2})"
                       "(?:(?::|\\s*分\\s*)([0-9]{1,2}(?:[.,][0-9]{1,9})?)\\s*秒?|\\s*分)?\\s*(上午|下午|AM|PM)?)?"
                       "\\s*(Z|UTC|GMT|[+-][0-9]{2}(?::?[0-9]{2})?)?$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(s);
    if (!m.hasMatch()) {
        static const QRegularExpression dayFirst(QStringLiteral("^[0-9]{1,2}[-/.][0-9]{1,2}[-/.][0-9]{2,4}"));
        if (s.contains(dayFirst))
            *why = Text::tr("%1 is ambiguous: day and month could be either way round; write the year first "
                            "(2026-11-02)")
                       .arg(quoted(s));
        else
            *why = Text::tr("%1 is not a date and time this import can read").arg(quoted(s));
        return std::nullopt;
    }
    DateTimeParts parts;
    const bool chinese = m.capturedLength(5) > 0;
    const int year = m.captured(1).toInt();
    const int month = (chinese ? m.captured(5) : m.captured(3)).toInt();
    const int day = (chinese ? m.captured(6) : m.captured(4)).toInt();
    parts.date = QDate(year, month, day);
    if (!parts.date.isValid()) {
        *why = Text::tr("%1 is not a valid date").arg(quoted(s));
        return std::nullopt;
    }
    const QString separator = m.captured(2);
    parts.format = chinese                           ? QStringLiteral("chinese_date")
                   : separator == QLatin1String("/") ? QStringLiteral("ymd_slash")
                   : separator == QLatin1String(".") ? QStringLiteral("ymd_dot")
                                                     : QStringLiteral("iso8601");
    if (m.capturedLength(8) > 0) {
        int hour = m.captured(8).toInt();
        const int minute = m.captured(9).toInt();
        QString secondsText = m.captured(10);
        secondsText.replace(u',', u'.');
        const double seconds = secondsText.isEmpty() ? 0.0 : secondsText.toDouble();
        const QString before = m.captured(7).toUpper();
        const QString after = m.captured(11).toUpper();
        if (!before.isEmpty() && !after.isEmpty()) {
            *why = Text::tr("%1 is not a date and time this import can read").arg(quoted(s));
            return std::nullopt;
        }
        const QString half = before.isEmpty() ? after : before;
        if (!half.isEmpty()) {
            if (hour < 1 || hour > 12) {
                *why = Text::tr("%1 is not a valid time of day").arg(quoted(s));
                return std::nullopt;
            }
            const bool pm = half == QLatin1String("PM") || half == QStringLiteral("下午");
            hour = hour % 12 + (pm ? 12 : 0);
        }
        const int wholeSeconds = int(std::floor(seconds));
        const int millis = int(std::lround((seconds - wholeSeconds) * 1000.0));
        QTime time(hour, minute, wholeSeconds);
        if (hour > 23 || minute > 59 || wholeSeconds > 59 || !time.isValid()) {
            *why = Text::tr("%1 is not a valid time of day").arg(quoted(s));
            return std::nullopt;
        }
        parts.time = millis >= 1000 ? time.addMSecs(999) : time.addMSecs(millis);
    }
    const QString zone = m.captured(12).toUpper();
    if (!zone.isEmpty()) {
        if (!parts.time) {
            *why = Text::tr("%1 has a time zone but no time of day").arg(quoted(s));
            return std::nullopt;
        }
        int offset = 0;
        if (zone.front() == u'+' || zone.front() == u'-') {
            QString digits = zone.mid(1);
            digits.remove(u':');
            const int hours = digits.left(2).toInt();
            const int minutes = digits.size() > 2 ? digits.mid(2).toInt() : 0;
            if (hours > 18 || minutes > 59) {
                *why = Text::tr("%1 has an offset from UTC that does not exist").arg(quoted(s));
                return std::nullopt;
            }
            offset = (hours * 3600 + minutes * 60) * (zone.front() == u'-' ? -1 : 1);
        }
        parts.offsetSeconds = offset;
        if (parts.format == QLatin1String("iso8601"))
            parts.format = QStringLiteral("iso8601_offset");
    }
    return parts;
}

/// A stretch of UTC time over which a zone keeps one offset. Job files hold millions of
/// timestamps in one zone, mostly far from any transition: remembering the stretch of the last
/// one saves the offset look-ups (about a microsecond each) for nearly all the others.
struct OffsetSpan {
    QByteArray zone;
    qint64 from = 0; ///< first UTC millisecond with `offset`
    qint64 to = -1;  ///< first UTC millisecond after
    int offset = 0;
};

OffsetSpan offsetSpanAt(const QTimeZone& zone, qint64 utc)
{
    OffsetSpan span{zone.id(), std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max(), 0};
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(utc, Qt::UTC);
    span.offset = zone.offsetFromUtc(at);
    if (!zone.hasTransitions())
        return span;
    const QTimeZone::OffsetData previous = zone.previousTransition(at.addMSecs(1));
    if (previous.atUtc.isValid())
        span.from = previous.atUtc.toMSecsSinceEpoch();
    const QTimeZone::OffsetData next = zone.nextTransition(at);
    if (next.atUtc.isValid())
        span.to = next.atUtc.toMSecsSinceEpoch();
    return span;
}

/// The UTC instant of a local date and time in `zone`, by the documented rule: a time skipped by a
/// daylight-saving change fails, a repeated one takes the earlier instant with a warning.
Converted localToUtc(QDate date, QTime time, const QTimeZone& zone, const QString& text, const QString& format)
{
    if (!zone.isValid())
        return failure(Text::tr("%1 cannot be read: the time zone of the import is not valid").arg(quoted(text)));
    const qint64 local = QDateTime(date, time, Qt::UTC).toMSecsSinceEpoch();
    constexpr qint64 kDay = 24 * 3600 * 1000;

    // Fast path: a day either side of the candidate instant has one offset, so no other offset can
    // give the same local time (offsets differ by less than a day).
    thread_local OffsetSpan span;
    if (span.zone == zone.id()) {
        const qint64 utc = local - qint64(span.offset) * 1000;
        if (utc - kDay >= span.from && utc + kDay < span.to)
            return valueOf(QDateTime::fromMSecsSinceEpoch(utc, Qt::UTC), format);
    }

    // The offsets in force around the moment; a zone changes offset at most once in a day either side.
    QList<int> offsets;
    for (const qint64 probe : {local - kDay, local, local + kDay}) {
        const int offset = zone.offsetFromUtc(QDateTime::fromMSecsSinceEpoch(probe, Qt::UTC));
        if (!offsets.contains(offset))
            offsets.append(offset);
    }
    QList<qint64> instants;
    for (const int offset : std::as_const(offsets)) {
        const qint64 utc = local - qint64(offset) * 1000;
        if (zone.offsetFromUtc(QDateTime::fromMSecsSinceEpoch(utc, Qt::UTC)) == offset && !instants.contains(utc))
            instants.append(utc);
    }
    std::sort(instants.begin(), instants.end());
    if (instants.isEmpty()) {
        Converted c = failure(Text::tr("%1 does not exist in %2: the clocks skipped it (daylight saving time)")
                                  .arg(quoted(text), QString::fromUtf8(zone.id())));
        c.problem = Converted::Problem::Nonexistent;
        return c;
    }
    span = offsetSpanAt(zone, instants.first());
    Converted c = valueOf(QDateTime::fromMSecsSinceEpoch(instants.first(), Qt::UTC), format);
    if (instants.size() > 1) {
        c.warning = true;
        c.message = Text::tr("%1 happened twice in %2 (the clocks went back); the earlier one is taken")
                        .arg(quoted(text), QString::fromUtf8(zone.id()));
    }
    return c;
}

/// A date and time of an Excel serial (1900 date system), without a zone.
std::optional<QDateTime> excelSerial(double serial)
{
    if (serial < 1 || serial >= 100000)
        return std::nullopt;
    const qint64 days = qint64(std::floor(serial));
    if (days == 60) // 29 February 1900, which Excel counts but which never was
        return std::nullopt;
    const QDate base = days < 60 ? QDate(1899, 12, 31) : QDate(1899, 12, 30);
    const qint64 millis = std::llround((serial - double(days)) * 86400000.0);
    return QDateTime(base.addDays(days), QTime(0, 0), Qt::UTC).addMSecs(millis);
}

Converted toTimestamp(const QString& s, const ConversionOptions& options)
{
    const QTimeZone& zone = options.timeZone;
    static const QRegularExpression numeric(QStringLiteral("^([0-9]+)(?:\\.([0-9]+))?$"));
    if (const double perUnit = ValueConverter::secondsPerUnit(options.unit);
        perUnit > 0 && numeric.match(s).hasMatch()) {
        // An offset from the start of a trace (Alibaba's traces count seconds from theirs).
        if (!options.traceStartMs)
            return failure(Text::tr("%1 is a time counted from the start of the trace: give the time the trace starts "
                                    "at")
                               .arg(quoted(s)));
        const double millis = s.toDouble() * perUnit * 1000.0;
        if (!std::isfinite(millis) || millis > 1e16)
            return failure(Text::tr("%1 is too far from the start of the trace").arg(quoted(s)));
        return valueOf(QDateTime::fromMSecsSinceEpoch(*options.traceStartMs + std::llround(millis), Qt::UTC),
                       QStringLiteral("trace_offset"));
    }
    if (const QRegularExpressionMatch m = numeric.match(s); m.hasMatch()) {
        const qsizetype digits = m.capturedLength(1);
        if (digits == 13 && m.capturedLength(2) == 0)
            return valueOf(QDateTime::fromMSecsSinceEpoch(m.captured(1).toLongLong(), Qt::UTC),
                           QStringLiteral("unix_milliseconds"));
        if (digits == 9 || digits == 10)
            return valueOf(QDateTime::fromMSecsSinceEpoch(std::llround(s.toDouble() * 1000.0), Qt::UTC),
                           QStringLiteral("unix_seconds"));
        const double serial = s.toDouble();
        if (serial >= 1 && serial < 100000) {
            const auto local = excelSerial(serial);
            if (!local)
                return failure(
                    Text::tr("%1 is the Excel serial of 29 February 1900, a day that does not exist").arg(quoted(s)));
            Converted c = localToUtc(local->date(), local->time(), zone, s, QStringLiteral("excel_serial"));
            if (c.ok() && !c.warning && local->date().year() < 1970) {
                c.warning = true;
                c.message = Text::tr("%1 was read as an Excel serial date, %2, which is unusually early")
                                .arg(quoted(s), local->toString(QStringLiteral("yyyy-MM-dd HH:mm")));
            }
            return c;
        }
        return failure(Text::tr("%1 is a number that is neither an Excel serial date nor Unix seconds or milliseconds")
                           .arg(quoted(s)));
    }
    QString why;
    const auto parts = readDateTime(s, &why);
    if (!parts)
        return failure(why);
    if (parts->offsetSeconds) {
        const QDateTime local(parts->date, *parts->time, Qt::UTC);
        return valueOf(local.addSecs(-*parts->offsetSeconds), parts->format);
    }
    return localToUtc(parts->date, parts->time.value_or(QTime(0, 0)), zone, s,
                      parts->time ? parts->format : QStringLiteral("date_only"));
}

Converted toDate(const QString& s)
{
    static const QRegularExpression numeric(QStringLiteral("^[0-9]+(?:\\.0*)?$"));
    if (numeric.match(s).hasMatch()) {
        const auto serial = excelSerial(s.toDouble());
        if (!serial)
            return failure(Text::tr("%1 is a number that is not an Excel serial date").arg(quoted(s)));
        return valueOf(serial->date(), QStringLiteral("excel_serial"));
    }
    QString why;
    const auto parts = readDateTime(s, &why);
    if (!parts)
        return failure(why);
    if (parts->time && *parts->time != QTime(0, 0))
        return failure(Text::tr("%1 has a time of day; a date is expected").arg(quoted(s)));
    return valueOf(parts->date,
                   parts->format == QLatin1String("iso8601_offset") ? QStringLiteral("iso8601") : parts->format);
}

// ---- Money ----

Converted toMoney(const QString& s)
{
    // The rule for separators when the file does not state one: "." is the decimal point.
    auto parsed = Decimal::parseAmount(s);
    if (!parsed)
        return failure(parsed.error().message);
    Converted c = valueOf(parsed->value.toString(), parsed->currency.isEmpty() && parsed->multiplierDigits == 0
                                                        ? QStringLiteral("decimal")
                                                        : QStringLiteral("amount"));
    c.currency = parsed->currency;
    return c;
}

} // namespace

// ---- Units ----

QString ValueConverter::canonicalUnit(const QString& text)
{
    static const QHash<QString, QString> units = [] {
        QHash<QString, QString> h;
        const auto add = [&h](const char* unit, std::initializer_list<const char*> spellings) {
            for (const char* s : spellings)
                h.insert(QString::fromUtf8(s), QString::fromLatin1(unit));
        };
        add("ms", {"ms", "msec", "msecs", "millisecond", "milliseconds", "毫秒"});
        add("s", {"s", "sec", "secs", "second", "seconds", "秒", "秒钟", "秒数"});
        add("min", {"min", "mins", "minute", "minutes", "分", "分钟", "分钟数"});
        add("h", {"h", "hr", "hrs", "hour", "hours", "时", "小时", "个小时", "钟头", "小时数"});
        add("d", {"d", "day", "days", "天", "日"});
        add("%", {"%", "percent", "pct", "百分比", "百分数"});
        return h;
    }();
    QString key = withoutSpaces(text.normalized(QString::NormalizationForm_KC).toCaseFolded());
    for (const QString& prefix : {QStringLiteral("单位:"), QStringLiteral("单位"), QStringLiteral("unit:"),
                                  QStringLiteral("unit"), QStringLiteral("in")}) {
        if (key.startsWith(prefix) && units.contains(key.mid(prefix.size()))) {
            key = key.mid(prefix.size());
            break;
        }
    }
    return units.value(key);
}

double ValueConverter::secondsPerUnit(const QString& unit)
{
    if (unit == QLatin1String("ms"))
        return 0.001;
    if (unit == QLatin1String("s"))
        return 1;
    if (unit == QLatin1String("min"))
        return 60;
    if (unit == QLatin1String("h"))
        return 3600;
    if (unit == QLatin1String("d"))
        return 86400;
    return 0;
}

bool ValueConverter::unitFits(const QString& unit, ValueType type)
{
    // A timestamp in a duration unit counts from the start of a trace (ConversionOptions::traceStartMs).
    if (type == ValueType::Duration || type == ValueType::Timestamp)
        return secondsPerUnit(unit) > 0;
    if (type == ValueType::Percentage)
        return unit == QLatin1String("%");
    return false;
}

// ---- The converter ----

QString ColumnReport::detectedFormat() const
{
    if (formats.isEmpty())
        return {};
    return formats.size() == 1 ? formats.firstKey() : QStringLiteral("mixed");
}

ValueConverter::ValueConverter(ValueType type, ConversionOptions options, int column, const QString& header,
                               const QString& field)
    : m_type(type)
    , m_options(std::move(options))
{
    m_report.column = column;
    m_report.header = header;
    m_report.field = field;
    m_report.type = type;
}

ValueConverter::Marker ValueConverter::marker(const QString& text)
{
    const QString s = prepare(text);
    if (isNullWord(s))
        return Marker::Empty;
    if (isInfinity(s))
        return Marker::Infinity;
    if (isFormulaError(s))
        return Marker::FormulaError;
    return Marker::None;
}

bool ValueConverter::isNumeric(ValueType type)
{
    return type == ValueType::Integer || type == ValueType::Number || type == ValueType::Percentage ||
           type == ValueType::Duration || type == ValueType::Money;
}

Converted ValueConverter::parse(const QString& cell, ValueType type, const ConversionOptions& options)
{
    // A byte order mark inside a cell (two files joined, an editor's paste) is never part of a value:
    // it is removed, so that no id, name or number keeps an invisible character.
    QString withoutBom;
    if (cell.contains(QChar(0xFEFF)))
        withoutBom = QString(cell).remove(QChar(0xFEFF));
    const QString& text = withoutBom.isNull() ? cell : withoutBom;
    Converted c;
    if (type == ValueType::Text) {
        const QString trimmed = text.trimmed();
        c = trimmed.isEmpty() ? empty() : valueOf(trimmed, QStringLiteral("text"));
    } else {
        const QString s = prepare(text);
        const bool numeric = isNumeric(type);
        // Every marker of the word sets has a character other than a digit or a point: an empty cell
        // or one of those alone (most number cells) is not folded and hashed against them (issue 28,
        // item 10). An empty cell is what isNullWord makes of it.
        const bool plain =
            std::all_of(s.begin(), s.end(), [](QChar ch) { return (ch >= u'0' && ch <= u'9') || ch == u'.'; });
        if (s.isEmpty()) {
            c = empty();
        } else if (!plain && numeric && isInfinity(s)) {
            c = failure(Text::tr("%1 is infinite: a number here must be finite").arg(quoted(s)));
        } else if (!plain && numeric && isFormulaError(s)) {
            c = failure(Text::tr("%1 is a spreadsheet error, not a number: correct the formula in the sheet, or "
                                 "write the value")
                            .arg(quoted(s)));
        } else if (!plain && isNullWord(s) && numeric && (options.required || !options.emptyMarkers)) {
            // An explicit "no value" where the field has a default would silently become it.
            c = failure(options.required
                            ? Text::tr("%1 marks a missing number, but a value is required here").arg(quoted(s))
                            : Text::tr("%1 marks a missing number, but an empty cell here means a default value: "
                                       "write the number, or leave the cell empty for the default")
                                  .arg(quoted(s)));
            c.problem = Converted::Problem::Missing;
        } else if (!plain && isNullWord(s)) {
            c = empty();
        } else {
            switch (type) {
            case ValueType::Text:
                break;
            case ValueType::Integer:
                c = toInteger(s);
                break;
            case ValueType::Number:
                c = toNumber(s);
                break;
            case ValueType::Percentage:
                c = toPercentage(s, options.unit);
                break;
            case ValueType::Boolean:
                c = toBoolean(s);
                break;
            case ValueType::Outcome:
                c = toOutcome(s);
                break;
            case ValueType::Duration:
                c = toDuration(s, options.unit);
                break;
            case ValueType::Timestamp:
                c = toTimestamp(s, options);
                break;
            case ValueType::Date:
                c = toDate(s);
                break;
            case ValueType::CandidateRef:
            case ValueType::ScenarioRef:
            case ValueType::CriterionRef:
            case ValueType::TeamRef:
                c = valueOf(text.trimmed(), QStringLiteral("text"));
                break;
            case ValueType::Money:
                c = toMoney(s);
                break;
            }
        }
    }
    if (c.state == Converted::State::Value && c.value.typeId() == QMetaType::Double &&
        !std::isfinite(c.value.toDouble()))
        c = failure(Text::tr("%1 is too large to be a number").arg(quoted(text.trimmed())));
    if (c.state == Converted::State::Value && options.maxCodePoints > 0 && c.value.typeId() == QMetaType::QString) {
        const QString value = c.value.toString();
        // A text of at most the limit in UTF-16 units has at most as many code points: count only longer ones.
        if (value.size() > options.maxCodePoints && codePointCount(value) > options.maxCodePoints) {
            c = failure(Text::tr("The text is %1 characters long; at most %2 are allowed here")
                            .arg(codePointCount(value))
                            .arg(options.maxCodePoints));
            c.problem = Converted::Problem::TooLong;
        }
    }
    if (c.state == Converted::State::Empty && options.required) {
        c = failure(Text::tr("A value is required here"));
        c.problem = Converted::Problem::Missing;
    }
    return c;
}

Converted ValueConverter::convert(const QString& cell, qint64 line)
{
    Converted c = parse(cell, m_type, m_options);
    switch (c.state) {
    case Converted::State::Value:
        ++m_report.converted;
        ++m_report.formats[c.format];
        break;
    case Converted::State::Empty:
        ++m_report.empty;
        break;
    case Converted::State::Failed:
        ++m_report.failed;
        if (m_report.examples.size() < kMaxExamples)
            m_report.examples.append({line, cell, c.message});
        c.issue = Issue{line, m_report.column, Issue::Severity::Error, c.message};
        return c;
    }
    if (!c.warning && !m_warnedBom && cell.contains(QChar(0xFEFF))) {
        // Said once per column: the others are removed alike.
        m_warnedBom = true;
        c.warning = true;
        c.message = Text::tr("A byte order mark (U+FEFF, often left where two files were joined) was removed from "
                             "this cell");
    }
    if (!c.warning && !m_warnedAssumedUnit && c.format == QLatin1String("number_s_assumed")) {
        // Said once per column: every bare number in it is read the same way.
        m_warnedAssumedUnit = true;
        c.warning = true;
        c.message =
            Text::tr("Durations without a unit are read as seconds; state the unit in the header or the mapping "
                     "if they are not");
    }
    if (c.warning) {
        ++m_report.warnings;
        c.issue = Issue{line, m_report.column, Issue::Severity::Warning, c.message};
    }
    return c;
}

QString ValueConverter::formatLabel(const QString& format)
{
    static const QHash<QString, const char*> labels = {
        {QStringLiteral("text"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Text")},
        {QStringLiteral("number"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Number")},
        {QStringLiteral("number_grouped"),
         QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Number with thousands separators")},
        {QStringLiteral("percent_sign"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Percentage (85%)")},
        {QStringLiteral("percent_points"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Percent, unit stated (85)")},
        {QStringLiteral("share"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Share between 0 and 1 (0.85)")},
        {QStringLiteral("boolean"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Yes or no")},
        {QStringLiteral("slurm_state"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Slurm job state")},
        {QStringLiteral("pod_phase"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Kubernetes pod phase")},
        {QStringLiteral("words"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Outcome in words")},
        {QStringLiteral("slurm_elapsed"),
         QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Slurm elapsed time (d-hh:mm:ss)")},
        {QStringLiteral("clock_hms"),
         QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Hours, minutes, seconds (h:mm:ss)")},
        {QStringLiteral("clock_ms"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Minutes and seconds (mm:ss)")},
        {QStringLiteral("number_with_unit"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Number with a unit")},
        {QStringLiteral("number_ms"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Milliseconds (unit stated)")},
        {QStringLiteral("number_s"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Seconds (unit stated)")},
        {QStringLiteral("number_min"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Minutes (unit stated)")},
        {QStringLiteral("number_h"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Hours (unit stated)")},
        {QStringLiteral("number_d"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Days (unit stated)")},
        {QStringLiteral("number_s_assumed"),
         QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Seconds (no unit stated: assumed)")},
        {QStringLiteral("iso8601"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "ISO 8601, local time")},
        {QStringLiteral("iso8601_offset"),
         QT_TRANSLATE_NOOP("gatebench::ValueConverter", "ISO 8601 with offset from UTC")},
        {QStringLiteral("ymd_slash"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Year/month/day, local time")},
        {QStringLiteral("ymd_dot"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Year.month.day, local time")},
        {QStringLiteral("chinese_date"),
         QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Chinese date (2026年11月2日)")},
        {QStringLiteral("date_only"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Date without a time (midnight)")},
        {QStringLiteral("excel_serial"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Excel serial date")},
        {QStringLiteral("trace_offset"),
         QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Time from the start of the trace")},
        {QStringLiteral("unix_seconds"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Unix time in seconds")},
        {QStringLiteral("unix_milliseconds"),
         QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Unix time in milliseconds")},
        {QStringLiteral("decimal"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Decimal")},
        {QStringLiteral("amount"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Amount with currency or 万")},
        {QStringLiteral("mixed"), QT_TRANSLATE_NOOP("gatebench::ValueConverter", "Several formats")},
    };
    const auto it = labels.constFind(format);
    return it == labels.cend() ? format : Text::tr(*it);
}

QTimeZone ValueConverter::clusterTimeZone(const Storage& storage)
{
    const QString name = SettingsRepository(storage).value(QLatin1String(schema::key::TimeZone));
    if (name.isEmpty())
        return QTimeZone::utc();
    const QTimeZone zone(name.toUtf8());
    return zone.isValid() ? zone : QTimeZone::utc();
}

} // namespace gatebench
