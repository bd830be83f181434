#include "CsvCliOptions.h"

#include "CsvPreview.h"
#include "TextDecoder.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace gatebench {

namespace {
/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::CsvCliOptions)
};
} // namespace

CsvCliOptions::CsvCliOptions()
    : m_encoding(
          QStringLiteral("encoding"),
          Text::tr("Read the file in this encoding instead of detecting it: UTF-8, UTF-16LE, UTF-16BE, GBK, GB18030 "
                   "or another name ICU knows."),
          QStringLiteral("NAME"))
    , m_delimiter(
          QStringLiteral("delimiter"),
          Text::tr("The field separator instead of detecting it: comma, semicolon, tab, pipe or one character."),
          QStringLiteral("D"))
    , m_header(QStringLiteral("header"), Text::tr("Whether the first row is a header: yes, no or auto (the default)."),
               QStringLiteral("yes|no|auto"), QStringLiteral("auto"))
    , m_comment(QStringLiteral("comment"),
                Text::tr("Skip lines that start with this character (e.g. # in sacct output)."), QStringLiteral("CHAR"))
{}

void CsvCliOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOptions({m_encoding, m_delimiter, m_header, m_comment});
}

Result<CsvOptions> CsvCliOptions::read(const QCommandLineParser& parser) const
{
    CsvOptions options;
    if (parser.isSet(m_encoding)) {
        options.encoding = parser.value(m_encoding);
        if (TextDecoder::canonicalName(options.encoding).isEmpty())
            return Error{Error::Kind::Usage, Text::tr("unknown encoding %1").arg(options.encoding)};
    }
    if (parser.isSet(m_delimiter)) {
        options.delimiter = csvDelimiterFromName(parser.value(m_delimiter));
        if (options.delimiter == 0)
            return Error{
                Error::Kind::Usage,
                Text::tr("--delimiter takes comma, semicolon, tab, pipe or one ASCII character other than a quote")};
    }
    const QString header = parser.value(m_header).toLower();
    if (header == QLatin1String("yes"))
        options.header = CsvOptions::Header::Yes;
    else if (header == QLatin1String("no"))
        options.header = CsvOptions::Header::No;
    else if (header != QLatin1String("auto"))
        return Error{Error::Kind::Usage, Text::tr("--header takes yes, no or auto")};
    if (parser.isSet(m_comment)) {
        const QString comment = parser.value(m_comment);
        options.comment = csvDelimiterFromName(comment);
        if (comment.size() != 1 || options.comment == 0)
            return Error{Error::Kind::Usage, Text::tr("--comment takes one ASCII character other than a quote")};
    }
    return options;
}

} // namespace gatebench
