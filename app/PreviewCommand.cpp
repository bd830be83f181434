#include "PreviewCommand.h"

#include "CommandLine.h"
#include "CsvPreview.h"
#include "CsvReader.h"
#include "TextDecoder.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <cstdio>

namespace gatebench {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("gatebench::PreviewCommand", text);
}

void printOut(const QString& text)
{
    std::fputs(text.toUtf8().constData(), stdout);
    std::fflush(stdout);
}

void printErr(const QString& text)
{
    std::fputs(text.toUtf8().constData(), stderr);
    std::fflush(stderr);
}

int usage(const QString& message, const QString& help)
{
    printErr(QStringLiteral("gatebench: %1\n\n%2").arg(message, help));
    return UsageError;
}

} // namespace

int commandPreview(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(
        tr("Show how GateBench reads a CSV file: its encoding, delimiter and header, every row and every problem "
           "found. Never writes to INPUT."));
    parser.addPositionalArgument(QStringLiteral("INPUT"), tr("The CSV file; - reads standard input."));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption encoding(QStringLiteral("encoding"),
                                      tr("Read the file in this encoding instead of detecting it: UTF-8, UTF-16LE, "
                                         "UTF-16BE, GB18030 (also for GBK and GB2312) or another codec name."),
                                      QStringLiteral("NAME"));
    const QCommandLineOption delimiter(QStringLiteral("delimiter"),
                                       tr("The field separator instead of detecting it: comma, semicolon, tab, pipe "
                                          "or one ASCII character."),
                                       QStringLiteral("NAME"));
    const QCommandLineOption header(QStringLiteral("header"),
                                    tr("Whether the first row is a header: yes, no or auto (the default)."),
                                    QStringLiteral("MODE"), QStringLiteral("auto"));
    const QCommandLineOption comment(QStringLiteral("comment"),
                                     tr("Skip lines that start with this character, such as # in sacct output."),
                                     QStringLiteral("CHAR"));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    parser.addOptions({help, encoding, delimiter, header, comment, json});
    if (!parser.parse(arguments))
        return usage(parser.errorText(), parser.helpText());
    if (parser.isSet(help)) {
        printOut(parser.helpText());
        return Success;
    }
    if (parser.positionalArguments().size() != 1)
        return usage(tr("preview takes exactly one INPUT"), parser.helpText());

    CsvOptions options;
    options.maxIssues = 0; // the preview lists every problem
    if (parser.isSet(encoding)) {
        options.encoding = parser.value(encoding);
        if (TextDecoder::canonicalName(options.encoding).isEmpty())
            return usage(tr("unknown encoding %1").arg(options.encoding), parser.helpText());
    }
    if (parser.isSet(delimiter)) {
        options.delimiter = csvDelimiterFromName(parser.value(delimiter));
        if (options.delimiter == 0)
            return usage(tr("--delimiter takes comma, semicolon, tab, pipe or one ASCII character other than a quote"),
                         parser.helpText());
    }
    const QString headerMode = parser.value(header).toLower();
    if (headerMode == QLatin1String("yes"))
        options.header = CsvOptions::Header::Yes;
    else if (headerMode == QLatin1String("no"))
        options.header = CsvOptions::Header::No;
    else if (headerMode != QLatin1String("auto"))
        return usage(tr("--header takes yes, no or auto"), parser.helpText());
    if (parser.isSet(comment)) {
        const QString value = parser.value(comment);
        options.comment = csvDelimiterFromName(value);
        if (value.size() != 1 || options.comment == 0)
            return usage(tr("--comment takes one ASCII character other than a quote"), parser.helpText());
    }

    const QString input = parser.positionalArguments().at(0);
    CsvReader reader(options);
    QFile standardInput;
    Result<void> opened;
    if (input == QLatin1String("-")) {
        if (!standardInput.open(stdin, QIODevice::ReadOnly))
            return usage(tr("cannot read standard input"), parser.helpText());
        opened = reader.open(&standardInput);
    } else {
        opened = reader.open(input);
    }
    if (!opened) {
        if (opened.error().kind == Error::Kind::Usage)
            return usage(opened.error().message, parser.helpText());
        printErr(QStringLiteral("gatebench: %1\n").arg(opened.error().message));
        return BadInput;
    }

    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly))
        return BadInput;
    const Result<void> written =
        parser.isSet(json) ? writeCsvPreviewJson(reader, out) : writeCsvPreviewTable(reader, out);
    out.close();
    if (const auto& error = reader.readError()) {
        printErr(QStringLiteral("gatebench: %1\n").arg(tr("cannot read %1: %2").arg(input, error->message)));
        return BadInput;
    }
    if (!written) {
        printErr(QStringLiteral("gatebench: %1\n").arg(written.error().message));
        return BadInput;
    }
    return Success;
}

} // namespace gatebench
