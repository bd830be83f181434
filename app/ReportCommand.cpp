#include "ReportCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "ExitBundle.h"
#include "Translation.h"
#include "committee/Packets.h"
#include "domain/Domain.h"
#include "report/ReportWriter.h"
#include "reports/ReportContent.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <optional>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ReportCommand)
};

/// Installs `language` for as long as it lives, then the language installed before.
class LanguageScope {
public:
    explicit LanguageScope(const QString& language)
        : m_previous(currentLanguage())
    {
        if (language != m_previous)
            applyLanguage(language);
    }
    ~LanguageScope()
    {
        if (currentLanguage() != m_previous)
            applyLanguage(m_previous);
    }
    LanguageScope(const LanguageScope&) = delete;
    LanguageScope& operator=(const LanguageScope&) = delete;

private:
    QString m_previous;
};

} // namespace

int commandReport(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Write the decision report as PDF or ODT (by the suffix of OUT): cover with the fingerprint, decision "
        "summary, gate results, bonus ranking, PoC, baseline, three-year TCO, risks and acceptance conditions, "
        "and the requirements matrix. Never writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    Text::tr("The report to write (.pdf or .odt)."), QStringLiteral("OUT"));
    const QCommandLineOption date(
        QStringLiteral("date"),
        Text::tr("The report's date and the as-of date of every verdict and waiver in it, YYYY-MM-DD (default: "
                 "the evaluation's as-of date, else today)."),
        QStringLiteral("DATE"));
    const QCommandLineOption label(QStringLiteral("label"),
                                   Text::tr("A confidentiality label, printed on every page and as a watermark "
                                            "(e.g. 内部资料 or Internal)."),
                                   QStringLiteral("TEXT"));
    const QCommandLineOption hidePrices(QStringLiteral("hide-prices"),
                                        Text::tr("Leave out every price and TCO figure (for a version shown while "
                                                 "vendors are in the room)."));
    parser.addOptions({output, date, label, hidePrices});
    int code = Success;
    report::Options options;
    const auto file = oneFile(parser, arguments, &date, options.date, code);
    if (!file)
        return code;
    const QString out = parser.value(output);
    if (out.isEmpty())
        return usage(Text::tr("report needs -o OUT.pdf or -o OUT.odt"), parser.helpText());
    const QString suffix = QFileInfo(out).suffix().toLower();
    if (suffix != QLatin1String("pdf") && suffix != QLatin1String("odt"))
        return usage(Text::tr("the report is written as .pdf or .odt, not %1").arg(out), parser.helpText());
    if (QFileInfo(out).absoluteFilePath() == QFileInfo(*file).absoluteFilePath())
        return usage(Text::tr("the report cannot replace the evaluation file"), parser.helpText());
    options.language = currentLanguage();
    options.label = parser.value(label);
    if (codePointCount(options.label) > kMaxLabelCodePoints)
        return usage(Text::tr("the label is longer than %1 characters").arg(kMaxLabelCodePoints), parser.helpText());
    options.hidePrices = parser.isSet(hidePrices);

    const auto workspace = openReadOnly(*file, code);
    if (!workspace)
        return code;
    if (workspace->queries().pricesHidden()) // a sealed round hides them from this reader
        options.hidePrices = true;
    auto content = report::build(workspace->queries().rows(), options);
    if (!content)
        return fail(content.error());
    auto written = suffix == QLatin1String("pdf") ? report::writePdf(*content, out) : report::writeOdt(*content, out);
    if (!written)
        return fail(written.error());
    printOut(Text::tr("Wrote %1 (fingerprint %2, audit chain head %3).\n")
                 .arg(QDir::toNativeSeparators(out), content->fingerprint, content->chainHead));
    // What the report could not include, it says in its section; the terminal hears it too.
    for (const QString& warning : std::as_const(content->warnings))
        printErr(Text::tr("gatebench: warning: %1\n").arg(warning));
    return Success;
}

bundle::Producer reportProducer(const QString& language)
{
    bundle::Producer producer;
    producer.id = QStringLiteral("report-") + language;
    producer.produce = [language](const Storage& snapshot, bundle::EntrySink& sink) -> Result<void> {
        std::optional<LanguageScope> scope(std::in_place, language);
        report::Options options;
        options.language = language;
        auto hidden = packets::copyHidesPrices(snapshot);
        if (!hidden)
            return hidden.error();
        options.hidePrices = *hidden;
        auto content = report::build(snapshot, options);
        if (!content) {
            // The report is in its language; a refusal speaks the command's (--lang): build it again
            // under that language for the message.
            scope.reset();
            auto again = report::build(snapshot, options);
            return again ? content.error() : again.error();
        }
        return sink.add(QStringLiteral("report-%1.pdf").arg(language), [&](QIODevice& device) {
            auto written = report::writePdf(*content, device);
            if (written)
                return written;
            scope.reset();
            return Result<void>(
                Error{written.error().kind,
                      Text::tr("cannot write the report in %1: %2").arg(language, written.error().message)});
        });
    };
    return producer;
}

} // namespace gatebench
