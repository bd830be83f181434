#include "PreviewCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "CsvCliOptions.h"
#include "CsvPreview.h"
#include "CsvReader.h"
#include "FormatRegistry.h"
#include "TextDecoder.h"
#include "ZipArchiveReader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::PreviewCommand)
};

/// `gatebench preview ARCHIVE.zip`: the archive's CSV members, and one of them read as a CSV file is.
int previewArchive(const QString& input, const CsvOptions& options, bool json, const QString& memberName)
{
    ZipArchiveReader archive;
    if (auto opened = archive.open(input); !opened) {
        printErr(QStringLiteral("gatebench: %1\n").arg(opened.error().message));
        return BadInput;
    }
    CsvPreviewArchive shown{input, archive.members(), memberName};
    if (shown.members.isEmpty()) {
        printErr(QStringLiteral("gatebench: %1\n").arg(Text::tr("the archive %1 holds no CSV file").arg(input)));
        return BadInput;
    }
    if (shown.member.isEmpty())
        shown.member = shown.members.first().name;
    if (std::none_of(shown.members.cbegin(), shown.members.cend(),
                     [&](const ZipMember& m) { return m.name == shown.member; })) {
        printErr(QStringLiteral("gatebench: %1\n")
                     .arg(Text::tr("the archive %1 holds no CSV file named %2").arg(input, shown.member)));
        return BadInput;
    }

    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly))
        return BadInput;
    Result<void> written;
    Issues notText;
    // The members before the one shown are skipped unread; reading stops after it.
    const auto read = archive.read([&](const ZipMember& m, QIODevice& device) {
        if (m.name != shown.member)
            return true;
        CsvReader reader(options);
        if (auto opened = reader.open(&device); !opened) {
            written = opened;
            return false;
        }
        if (reader.notText()) {
            notText = reader.issues();
            return false;
        }
        written = json ? writeCsvPreviewJson(reader, out, &shown) : writeCsvPreviewTable(reader, out, &shown);
        return false;
    });
    out.close();
    // A member that is not text is refused as `import` refuses it (ARCHIVE/MEMBER:LINE:COLUMN: message).
    for (const Issue& issue : std::as_const(notText))
        printErr(QStringLiteral("%1/%2:%3:%4: %5\n")
                     .arg(input, shown.member)
                     .arg(issue.line)
                     .arg(issue.column)
                     .arg(issue.message));
    if (!notText.isEmpty())
        return BadInput;
    if (!read) {
        printErr(QStringLiteral("gatebench: %1\n").arg(read.error().message));
        return BadInput;
    }
    if (!written) {
        printErr(QStringLiteral("gatebench: %1\n").arg(written.error().message));
        return BadInput;
    }
    return Success;
}

} // namespace

int commandPreview(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Show how GateBench reads a CSV file: its encoding, delimiter and header, every row and every problem "
                 "found. For a ZIP archive, list its CSV files and show the first. Never writes to INPUT."));
    parser.addPositionalArgument(QStringLiteral("INPUT"),
                                 Text::tr("The CSV file or ZIP archive of CSV files; - reads standard input."));
    const CsvCliOptions csv;
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    const QCommandLineOption member(QStringLiteral("member"),
                                    Text::tr("The CSV file of a ZIP archive to show (default: the first)."),
                                    QStringLiteral("NAME"));
    parser.addOptions({json, member});
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
    // The format comes from the content, as `import` reads it: an archive named .csv is an archive.
    if (input != QLatin1String("-")) {
        if (!QFileInfo(input).isFile()) {
            printErr(QStringLiteral("gatebench: %1\n").arg(Text::tr("cannot read %1: no such file").arg(input)));
            return BadInput;
        }
        auto format = FormatRegistry::standard().detect(input);
        if (!format) {
            printErr(QStringLiteral("gatebench: %1: %2\n").arg(input, format.error().message));
            return BadInput;
        }
        if ((*format)->id() == QLatin1String("zip"))
            return previewArchive(input, options, parser.isSet(json), parser.value(member));
        // The preview prints how delimited text was read (encoding, delimiter): other formats will
        // need a preview of their own.
        if ((*format)->id() != QLatin1String("csv")) {
            printErr(QStringLiteral("gatebench: %1\n")
                         .arg(Text::tr("%1 is a file of the format %2, which preview cannot show yet")
                                  .arg(input, (*format)->displayName())));
            return BadInput;
        }
    }
    if (parser.isSet(member))
        return usage(Text::tr("--member is for ZIP archives"), parser.helpText());
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

    // A file that is not text (a PDF or an image named .csv) is refused as `import` refuses it: the
    // same message, at its line and column, and exit 2.
    if (reader.notText()) {
        for (const Issue& issue : reader.issues())
            printErr(QStringLiteral("%1:%2:%3: %4\n").arg(input).arg(issue.line).arg(issue.column).arg(issue.message));
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
