#include "CsvPreview.h"

#include "CsvReader.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QLocale>

#include <algorithm>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CsvPreview)
};

/// JSON string literal of `text` (UTF-16 in, written as UTF-8 later).
void appendJsonString(QString& out, QStringView text)
{
    out += QLatin1Char('"');
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '"':
            out += QLatin1String("\\\"");
            break;
        case '\\':
            out += QLatin1String("\\\\");
            break;
        case '\n':
            out += QLatin1String("\\n");
            break;
        case '\r':
            out += QLatin1String("\\r");
            break;
        case '\t':
            out += QLatin1String("\\t");
            break;
        default:
            if (c.unicode() < 0x20)
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += QLatin1Char('"');
}

void appendJsonArray(QString& out, const QStringList& values)
{
    out += QLatin1Char('[');
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (i > 0)
            out += QLatin1String(", ");
        appendJsonString(out, values[i]);
    }
    out += QLatin1Char(']');
}

QString number(double value)
{
    return QString::number(value, 'g', 6);
}

Result<void> write(QIODevice& out, const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    if (out.write(bytes) != bytes.size())
        return makeError(Error::Kind::Io, out.errorString());
    return {};
}

/// Terminal columns of a character: two for East Asian wide and full-width ones.
int displayWidth(char32_t c)
{
    if (c < 0x1100)
        return 1;
    const bool wide = c <= 0x115F || (c >= 0x2E80 && c <= 0xA4CF && c != 0x303F) || (c >= 0xAC00 && c <= 0xD7A3) ||
                      (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
                      (c >= 0xFFE0 && c <= 0xFFE6) || c >= 0x1F300;
    return wide ? 2 : 1;
}

/// A cell as one line of at most `width` terminal columns: line breaks shown as ↵, tabs as
/// spaces, the cut marked with …; padded with spaces to `width` when `pad`.
QString cell(const QString& text, int width, bool pad)
{
    QString out;
    int used = 0;
    const QList<uint> codes = text.toUcs4();
    for (qsizetype i = 0; i < codes.size(); ++i) {
        char32_t c = codes[i];
        if (c == '\r' && i + 1 < codes.size() && codes[i + 1] == '\n')
            continue;
        if (c == '\n' || c == '\r')
            c = U'↵';
        else if (c < 0x20)
            c = U' ';
        const int w = displayWidth(c);
        if (used + w > width - (i + 1 < codes.size() ? 1 : 0)) {
            out += QStringLiteral("…");
            ++used;
            break;
        }
        out += QString::fromUcs4(&c, 1);
        used += w;
    }
    if (pad && used < width)
        out += QString(width - used, QLatin1Char(' '));
    return out;
}

int cellWidth(const QString& text)
{
    int width = 0;
    for (const uint c : text.toUcs4())
        width += displayWidth(c);
    return width;
}

QString severityName(Issue::Severity severity)
{
    switch (severity) {
    case Issue::Severity::Error:
        return Text::tr("error");
    case Issue::Severity::Warning:
        return Text::tr("warning");
    case Issue::Severity::Info:
        break;
    }
    return Text::tr("note");
}

} // namespace

QString csvDelimiterName(char delimiter)
{
    switch (delimiter) {
    case ',':
        return QStringLiteral("comma");
    case ';':
        return QStringLiteral("semicolon");
    case '\t':
        return QStringLiteral("tab");
    case '|':
        return QStringLiteral("pipe");
    default:
        break;
    }
    return QString(QLatin1Char(delimiter));
}

char csvDelimiterFromName(const QString& name)
{
    for (const char c : {',', ';', '\t', '|'}) {
        if (name.compare(csvDelimiterName(c), Qt::CaseInsensitive) == 0)
            return c;
    }
    if (name.size() == 1 && name.front().unicode() > 0 && name.front().unicode() < 0x80 &&
        name.front() != QLatin1Char('"') && name.front() != QLatin1Char('\n') && name.front() != QLatin1Char('\r'))
        return char(name.front().unicode());
    return 0;
}

Result<void> writeCsvPreviewJson(CsvReader& reader, QIODevice& out, const CsvPreviewArchive* archive)
{
    const CsvDetection& d = reader.detection();
    QString text;
    text += QLatin1String("{\n  ");
    if (archive) {
        text += QLatin1String("\"archive\": ");
        appendJsonString(text, archive->archive);
        text += QLatin1String(",\n  \"members\": [");
        for (qsizetype i = 0; i < archive->members.size(); ++i) {
            const ZipMember& member = archive->members.at(i);
            text += QLatin1String(i == 0 ? "\n    {\"name\": " : ",\n    {\"name\": ");
            appendJsonString(text, member.name);
            text +=
                QStringLiteral(", \"size\": %1, \"compressed_size\": %2}").arg(member.size).arg(member.compressedSize);
        }
        text += QLatin1String(archive->members.isEmpty() ? "],\n  \"member\": " : "\n  ],\n  \"member\": ");
        appendJsonString(text, archive->member);
        text += QLatin1String(",\n  ");
    }
    text += QLatin1String("\"encoding\": ");
    appendJsonString(text, d.encoding);
    text += QLatin1String(",\n  \"encoding_confidence\": ") + number(d.encodingConfidence);
    text += QLatin1String(",\n  \"delimiter\": ");
    appendJsonString(text, csvDelimiterName(d.delimiter));
    text += QLatin1String(",\n  \"delimiter_confidence\": ") + number(d.delimiterConfidence);
    text += QLatin1String(",\n  \"has_header\": ") + QLatin1String(d.hasHeader ? "true" : "false");
    text += QLatin1String(",\n  \"header_confidence\": ") + number(d.headerConfidence);
    text += QLatin1String(",\n  \"header\": ");
    appendJsonArray(text, reader.header());
    text += QLatin1String(",\n  \"rows\": [");
    CsvRecord record;
    bool first = true;
    while (reader.next(record)) {
        text += QLatin1String(first ? "\n    " : ",\n    ");
        first = false;
        appendJsonArray(text, record.fields);
        if (text.size() > 1 << 16) {
            if (auto written = write(out, text); !written)
                return written;
            text.clear();
        }
    }
    text += QLatin1String(first ? "],\n  \"issues\": [" : "\n  ],\n  \"issues\": [");
    first = true;
    for (const Issue& issue : reader.issues()) {
        text += QLatin1String(first ? "\n    " : ",\n    ");
        first = false;
        text += QStringLiteral("{\"line\": %1, \"column\": %2, \"severity\": \"%3\", \"message\": ")
                    .arg(issue.line)
                    .arg(issue.column)
                    .arg(Issue::severityKey(issue.severity));
        appendJsonString(text, issue.message);
        text += QLatin1Char('}');
    }
    text += QLatin1String(first ? "]\n}\n" : "\n  ]\n}\n");
    return write(out, text);
}

Result<void> writeCsvPreviewTable(CsvReader& reader, QIODevice& out, const CsvPreviewArchive* archive)
{
    // Column widths come from the header and the first rows; later rows are cut to them.
    constexpr int kMeasuredRows = 100;
    constexpr int kMaxWidth = 32;
    const CsvDetection& d = reader.detection();
    const auto percent = [](double confidence) { return QString::number(qRound(confidence * 100)); };
    QString text;
    if (archive) {
        text += Text::tr("Archive: %1, %n CSV file(s):", nullptr, int(archive->members.size())).arg(archive->archive) +
                QLatin1Char('\n');
        for (const ZipMember& member : archive->members)
            text += QStringLiteral("  %1 (%2)\n").arg(member.name, QLocale().formattedDataSize(member.size, 1));
        text += Text::tr("Showing %1 (choose another with --member NAME)").arg(archive->member) + QLatin1String("\n\n");
    }
    text +=
        Text::tr("Encoding: %1 (confidence %2%)").arg(d.encoding, percent(d.encodingConfidence)) + QLatin1Char('\n');
    text +=
        Text::tr("Delimiter: %1 (confidence %2%)").arg(csvDelimiterName(d.delimiter), percent(d.delimiterConfidence)) +
        QLatin1Char('\n');
    text += (d.hasHeader ? Text::tr("Header: yes, line %1 (confidence %2%)")
                               .arg(reader.headerLine())
                               .arg(percent(d.headerConfidence))
                         : Text::tr("Header: no (confidence %1%)").arg(percent(d.headerConfidence))) +
            QLatin1Char('\n');

    QList<CsvRecord> firstRows;
    CsvRecord record;
    while (firstRows.size() < kMeasuredRows && reader.next(record))
        firstRows.append(record);
    QList<int> widths;
    const auto measure = [&](const QStringList& fields) {
        for (qsizetype i = 0; i < fields.size(); ++i) {
            if (widths.size() <= i)
                widths.append(1);
            widths[i] = std::clamp(cellWidth(fields[i]), widths[i], kMaxWidth);
        }
    };
    measure(reader.header());
    for (const CsvRecord& row : std::as_const(firstRows))
        measure(row.fields);
    int lineWidth = 4;
    for (const CsvRecord& row : std::as_const(firstRows))
        lineWidth = std::max<int>(lineWidth, int(QString::number(row.line).size()));

    const auto formatRow = [&](const QString& line, const QStringList& fields) -> QString {
        QString row = line.rightJustified(lineWidth) + QLatin1String(" |");
        for (qsizetype i = 0; i < fields.size(); ++i) {
            const bool last = i + 1 == fields.size();
            row += QLatin1Char(' ') + cell(fields[i], i < widths.size() ? widths[i] : kMaxWidth, !last);
            if (!last)
                row += QLatin1String(" |");
        }
        return row + QLatin1Char('\n');
    };
    text += QLatin1Char('\n');
    if (d.hasHeader) {
        text += formatRow(Text::tr("line"), reader.header());
        QString rule = QString(lineWidth + 1, QLatin1Char('-')) + QLatin1Char('+');
        for (const int w : std::as_const(widths))
            rule += QString(w + 2, QLatin1Char('-')) + QLatin1Char('+');
        rule.chop(1);
        text += rule + QLatin1Char('\n');
    }
    qint64 rows = 0;
    for (const CsvRecord& row : std::as_const(firstRows)) {
        text += formatRow(QString::number(row.line), row.fields);
        ++rows;
    }
    firstRows.clear();
    while (reader.next(record)) {
        text += formatRow(QString::number(record.line), record.fields);
        ++rows;
        if (text.size() > 1 << 16) {
            if (auto written = write(out, text); !written)
                return written;
            text.clear();
        }
    }
    text +=
        QLatin1Char('\n') + Text::tr("%n row(s)", nullptr, int(std::min<qint64>(rows, INT_MAX))) + QLatin1Char('\n');
    const Issues& issues = reader.issues();
    if (issues.isEmpty())
        text += Text::tr("No problems found.") + QLatin1Char('\n');
    for (const Issue& issue : issues) {
        const QString where = issue.line == 0     ? Text::tr("File")
                              : issue.column == 0 ? Text::tr("Line %1").arg(issue.line)
                                                  : Text::tr("Line %1, field %2").arg(issue.line).arg(issue.column);
        text += QStringLiteral("%1: %2: %3\n").arg(where, severityName(issue.severity), issue.message);
    }
    return write(out, text);
}

} // namespace gatebench
