#pragma once

#include <QByteArrayView>
#include <QStringView>

namespace gatebench {

/// Delimiter and header detection on the first records of a file (UTF-8, as CsvReader hands it
/// over). Confidences are 0..1, rounded to two decimals.
class CsvSniffer {
public:
    /// Records looked at: enough to see a pattern, few enough to stay instant.
    static constexpr int kRecords = 50;

    struct Delimiter {
        char delimiter = ',';
        double confidence = 0;
    };
    struct Header {
        bool present = false;
        double confidence = 0;
    };
    enum class CellType { Empty, Number, Date, Text };

    /// Among comma, semicolon, tab and pipe (quotes respected), the one that splits the first
    /// records into the most consistent number of fields, at least two; ties go to the larger
    /// field count, then to that order. Confidence: the share of records with that count (x0.8
    /// for a single record, x0.5 when another candidate is as consistent). A file of one column
    /// reads as comma with confidence 0.5.
    static Delimiter delimiter(QByteArrayView utf8, bool wholeFile, char comment);

    /// Whether the first record is a header: yes when its cell is text above a column of
    /// numbers or dates (0.95), no when its cells have the types of the rows below (0.95),
    /// the majority when the columns disagree (0.6). All text (or a single record of text) is
    /// inconclusive: a header, with confidence 0.5; a single record with numbers is data (0.6).
    static Header header(QByteArrayView utf8, bool wholeFile, char delimiter, char comment);

    /// Number (1,234.50, -3, 12%, (5.00), ¥30, 1e6), date or time (2024-03-01, 2024/3/1 08:00,
    /// 01.03.2024, 2024年3月1日, 00:05:16, 1-02:03:04), empty, or text.
    static CellType cellType(QStringView cell);
};

} // namespace gatebench
