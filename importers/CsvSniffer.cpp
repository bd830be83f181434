#include "CsvSniffer.h"

#include "mapping/CsvScanner.h"

#include <QByteArray>
#include <QList>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>
#include <map>
#include <span>
#include <vector>

namespace gatebench {

namespace {

double rounded(double confidence)
{
    return std::round(confidence * 100.0) / 100.0;
}

/// Calls `record(fields, data)` for each of the first kRecords complete records of `utf8`
/// (blank and comment lines skipped); stops early when `record` returns false.
template <typename Visit>
void forEachRecord(QByteArray& utf8, bool wholeFile, char delimiter, char comment, Visit record)
{
    const CsvScanner scanner(delimiter, comment);
    std::vector<CsvScanField> fields;
    qsizetype pos = 0;
    for (int count = 0; count < CsvSniffer::kRecords && pos < utf8.size();) {
        const CsvScan scan = scanner.scan(utf8.data(), utf8.size(), pos, wholeFile, fields);
        if (scan.kind == CsvScan::Kind::NeedMore || scan.kind == CsvScan::Kind::TooManyFields)
            return;
        pos = scan.next;
        if (scan.kind != CsvScan::Kind::Record)
            continue;
        ++count;
        if (!record(std::span<const CsvScanField>(fields.data(), size_t(scan.fields)), utf8.data()))
            return;
    }
}

bool isDigits(QStringView s)
{
    return !s.isEmpty() && std::all_of(s.begin(), s.end(), [](QChar c) { return c.isDigit(); });
}

bool isNumber(QStringView s)
{
    if (s.size() >= 2 && s.front() == QLatin1Char('(') && s.back() == QLatin1Char(')'))
        s = s.sliced(1, s.size() - 2);
    if (!s.isEmpty() && (s.front() == QLatin1Char('-') || s.front() == QLatin1Char('+')))
        s = s.sliced(1);
    if (!s.isEmpty() && QStringView(u"$¥￥€£").contains(s.front()))
        s = s.sliced(1);
    if (!s.isEmpty() && s.back() == QLatin1Char('%'))
        s.chop(1);
    if (const qsizetype e = s.indexOf(QLatin1Char('e'), 0, Qt::CaseInsensitive); e > 0) {
        QStringView exponent = s.sliced(e + 1);
        if (!exponent.isEmpty() && (exponent.front() == QLatin1Char('-') || exponent.front() == QLatin1Char('+')))
            exponent = exponent.sliced(1);
        if (!isDigits(exponent))
            return false;
        s = s.first(e);
    }
    if (const qsizetype dot = s.indexOf(QLatin1Char('.')); dot >= 0) {
        if (!isDigits(s.sliced(dot + 1)))
            return false;
        s = s.first(dot);
    }
    if (!s.contains(QLatin1Char(',')))
        return isDigits(s);
    // Thousands separators: 1,234,567 (a first group of one to three digits, then threes).
    const auto groups = s.split(QLatin1Char(','));
    if (groups.front().size() > 3 || !isDigits(groups.front()))
        return false;
    return std::all_of(groups.begin() + 1, groups.end(), [](QStringView g) { return g.size() == 3 && isDigits(g); });
}

bool isDate(QStringView s)
{
    static const QRegularExpression patterns[] = {
        QRegularExpression(QStringLiteral(R"(^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}([T ]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?)"
                                          R"((Z|[+-]\d{2}:?\d{2})?)?$)")),
        QRegularExpression(QStringLiteral(R"(^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}( \d{1,2}:\d{2}(:\d{2})?)?$)")),
        QRegularExpression(QStringLiteral(u"^\\d{4}年\\d{1,2}月(\\d{1,2}日)?( ?\\d{1,2}:\\d{2}(:\\d{2})?)?$")),
        QRegularExpression(QStringLiteral(R"(^(\d+-)?\d{1,2}:\d{2}(:\d{2})?(\.\d+)?$)")),
    };
    return std::any_of(std::begin(patterns), std::end(patterns),
                       [s](const QRegularExpression& re) { return re.match(s).hasMatch(); });
}

} // namespace

CsvSniffer::CellType CsvSniffer::cellType(QStringView cell)
{
    const QStringView s = cell.trimmed();
    if (s.isEmpty())
        return CellType::Empty;
    if (isNumber(s))
        return CellType::Number;
    if (isDate(s))
        return CellType::Date;
    return CellType::Text;
}

CsvSniffer::Delimiter CsvSniffer::delimiter(QByteArrayView utf8, bool wholeFile, char comment)
{
    struct Candidate {
        char delimiter;
        double consistency = 0;
        qsizetype fields = 0;
        int records = 0;
    };
    QByteArray data = utf8.toByteArray();
    std::vector<Candidate> eligible;
    for (const char delimiter : {',', ';', '\t', '|'}) {
        std::map<qsizetype, int> counts; // field count -> records
        int records = 0;
        forEachRecord(data, wholeFile, delimiter, comment, [&](std::span<const CsvScanField> fields, char*) {
            ++counts[qsizetype(fields.size())];
            ++records;
            return true;
        });
        auto mode = counts.end();
        for (auto it = counts.begin(); it != counts.end(); ++it) {
            if (mode == counts.end() || it->second >= mode->second) // ties: the larger count
                mode = it;
        }
        if (mode != counts.end() && mode->first >= 2)
            eligible.push_back({delimiter, double(mode->second) / records, mode->first, records});
    }
    if (eligible.empty())
        return {',', 0.5};
    const Candidate* best = &eligible.front();
    for (const Candidate& c : eligible) {
        if (c.consistency > best->consistency || (c.consistency == best->consistency && c.fields > best->fields))
            best = &c;
    }
    double confidence = best->consistency * (best->records == 1 ? 0.8 : 1.0);
    for (const Candidate& c : eligible) {
        if (&c != best && c.consistency == best->consistency)
            confidence *= 0.5;
    }
    return {best->delimiter, rounded(confidence)};
}

CsvSniffer::Header CsvSniffer::header(QByteArrayView utf8, bool wholeFile, char delimiter, char comment)
{
    QByteArray data = utf8.toByteArray();
    QList<QList<CellType>> rows;
    forEachRecord(data, wholeFile, delimiter, comment, [&rows](std::span<const CsvScanField> fields, char* bytes) {
        QList<CellType> types;
        types.reserve(qsizetype(fields.size()));
        for (const CsvScanField& field : fields)
            types.append(cellType(QString::fromUtf8(CsvScanner::text(bytes, field))));
        rows.append(types);
        return true;
    });
    if (rows.isEmpty())
        return {false, 0.5};
    const QList<CellType>& first = rows.front();
    const bool firstHasTypedCell = std::any_of(first.begin(), first.end(),
                                               [](CellType t) { return t == CellType::Number || t == CellType::Date; });
    int headerVotes = 0;
    int dataVotes = 0;
    for (qsizetype column = 0; column < first.size(); ++column) {
        std::map<CellType, int> below;
        int nonEmpty = 0;
        for (qsizetype row = 1; row < rows.size(); ++row) {
            if (column < rows[row].size() && rows[row][column] != CellType::Empty) {
                ++below[rows[row][column]];
                ++nonEmpty;
            }
        }
        for (const CellType typed : {CellType::Number, CellType::Date}) {
            if (nonEmpty == 0 || below[typed] * 10 < nonEmpty * 9)
                continue; // not a column of numbers (or dates)
            if (first[column] == CellType::Text)
                ++headerVotes;
            else if (first[column] != CellType::Empty)
                ++dataVotes;
        }
    }
    if (headerVotes > 0 && dataVotes == 0)
        return {true, 0.95};
    if (dataVotes > 0 && headerVotes == 0)
        return {false, 0.95};
    if (headerVotes > 0)
        return {headerVotes > dataVotes, 0.6};
    return firstHasTypedCell ? Header{false, 0.6} : Header{true, 0.5};
}

} // namespace gatebench
