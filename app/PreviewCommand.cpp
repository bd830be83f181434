#include "PreviewCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "CsvCliOptions.h"
#include "CsvPreview.h"
#include "CsvReader.h"
#include "TextDecoder.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <cstdio>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PreviewCommand)
};

} // namespace

int commandPreview(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Show how GateBench reads a CSV file: its encoding, delimiter and header, every row and every problem "
                 "found. Never writes to INPUT."));
    parser.addPositionalArgument(QStringLiteral("INPUT"), Text::tr("The CSV file; - reads standard input."));
    const CsvCliOptions csv;
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    parser.addOptions({json});
    csv.addTo(parser);
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    if (parser.positionalArguments().size() != 1)
        return usage(Text::tr("preview takes exactly one INPUT"), parser.helpText());

    auto read = csv.read(parser);
    if (!read)
        return usage(read.error().message, parser.helpText());
    CsvOptions options = *read;
    options.maxIssues = 0; // the preview lists every problem

    const QString input = parser.positionalArguments().at(0);
    CsvReader reader(options);
    QFile standardInput;
    Result<void> opened;
    if (input == QLatin1String("-")) {
        if (!standardInput.open(stdin, QIODevice::ReadOnly))
            return usage(Text::tr("cannot read standard input"), parser.helpText());
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
        printErr(QStringLiteral("gatebench: %1\n").arg(Text::tr("cannot read %1: %2").arg(input, error->message)));
        return BadInput;
    }
    if (!written) {
        printErr(QStringLiteral("gatebench: %1\n").arg(written.error().message));
        return BadInput;
    }
    return Success;
}

} // namespace gatebench
