#include "CsvCliOptions.h"

#include "CsvPreview.h"
#include "TextDecoder.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace gatebench {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("gatebench::CsvCliOptions", text); }
} // namespace

CsvCliOptions::CsvCliOptions()
    : m_encoding(QStringLiteral("encoding"),
                 tr("Read the file in this encoding instead of detecting it: UTF-8, UTF-16LE, UTF-16BE, GBK, GB18030 "
                    "or another name ICU knows."),
                 QStringLiteral("NAME"))
    , m_delimiter(QStringLiteral("delimiter"),
                  tr("The field separator instead of detecting it: comma, semicolon, tab, pipe or one character."),
                  QStringLiteral("D"))
    , m_header(QStringLiteral("header"), tr("Whether the first row is a header: yes, no or auto (the default)."),
               QStringLiteral("yes|no|auto"), QStringLiteral("auto"))
    , m_comment(QStringLiteral("comment"), tr("Skip lines that start with this character (e.g. # in sacct output)."),
                QStringLiteral("CHAR"))
{
}

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
            return Error{Error::Kind::Usage, tr("unknown encoding %1").arg(options.encoding)};
    }
    if (parser.isSet(m_delimiter)) {
        options.delimiter = csvDelimiterFromName(parser.value(m_delimiter));
        if (options.delimiter == 0)
            return Error{Error::Kind::Usage,
                         tr("--delimiter takes comma, semicolon, tab, pipe or one ASCII character other than a quote")};
    }
    const QString header = parser.value(m_header).toLower();
    if (header == QLatin1String("yes"))
        options.header = CsvOptions::Header::Yes;
    else if (header == QLatin1String("no"))
        options.header = CsvOptions::Header::No;
    else if (header != QLatin1String("auto"))
        return Error{Error::Kind::Usage, tr("--header takes yes, no or auto")};
    if (parser.isSet(m_comment)) {
        const QString comment = parser.value(m_comment);
        if (comment.size() != 1 || comment.at(0).unicode() > 127)
            return Error{Error::Kind::Usage, tr("--comment takes one ASCII character")};
        options.comment = char(comment.at(0).unicode());
    }
    return options;
}

} // namespace gatebench
