#include "QuestionnaireCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "QuestionnaireWriter.h"
#include "Translation.h"
#include "reports/Questionnaire.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::QuestionnaireCommand)
};

} // namespace

int commandQuestionnaire(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Write the vendor questionnaire: one CSV file per candidate in OUTDIR, named with the evaluation, the "
        "candidate and the date, with one row per question (the gate and bonus requirements, then the commercial "
        "questions) and empty answer and evidence columns, in the language of --lang (else the locale's). The "
        "questions are those written for the vendors; the "
        "acceptance rules and scoring rubrics stay with the committee. Each vendor fills in its file; import the "
        "returned files with 'gatebench import FILE --kind answers'. Never writes to FILE, never replaces a file "
        "in OUTDIR."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    parser.addPositionalArgument(QStringLiteral("OUTDIR"), Text::tr("The folder to write to (created if absent)."));
    const QCommandLineOption candidate(
        QStringLiteral("candidate"),
        Text::tr("Only this candidate (id or name); repeat for several. Default: every candidate in the evaluation "
                 "that is not eliminated on the evaluation date."),
        QStringLiteral("ID"));
    const QCommandLineOption asOf(
        QStringLiteral("as-of"),
        Text::tr("The evaluation date, YYYY-MM-DD: it decides which candidates are eliminated and goes into the "
                 "file names (default: the evaluation's date, else today in the cluster's time zone)."),
        QStringLiteral("DATE"));
    parser.addOptions({candidate, asOf});
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usage(Text::tr("questionnaire takes FILE and OUTDIR"), parser.helpText());
    QDate date;
    if (!dateOption(parser, asOf, date, code))
        return code;
    const QString folder = positional.at(1);
    if (QFileInfo(folder).exists() && !QFileInfo(folder).isDir())
        return usage(Text::tr("%1 is not a folder").arg(folder), parser.helpText());

    auto workspace = Workspace::open(positional.first(), Workspace::Access::ReadOnly);
    if (!workspace)
        return fail(workspace.error());
    if (!actAsMember(**workspace, code))
        return code;
    QuestionnaireOptions options;
    options.language = currentLanguage();
    options.asOf = date;
    options.candidates = parser.values(candidate);
    auto questionnaire = Questionnaire::build((*workspace)->queries().rows(), options);
    if (!questionnaire)
        return fail(questionnaire.error());
    if (questionnaire->candidates.isEmpty()) {
        const QString message =
            Text::tr("%1 has no candidate in the evaluation that is not eliminated on %2; name one with --candidate.");
        return fail(
            Error{Error::Kind::BadInput, message.arg(positional.first(), questionnaire->asOf.toString(Qt::ISODate))});
    }
    auto written = writeQuestionnaireFiles(*questionnaire, folder);
    if (!written)
        return fail(written.error());
    // The demo's exports say they are simulated (its title says so in every file name too).
    if ((*workspace)->queries().settings().simulated)
        printOut(Text::tr("Simulated data: this evaluation is the built-in demo.\n"));
    printOut(Text::tr("Wrote %n questionnaire(s) as of %1, %2 questions each:\n", nullptr, int(written->size()))
                 .arg(questionnaire->asOf.toString(Qt::ISODate))
                 .arg(questionnaire->questions.size()));
    for (const QString& path : std::as_const(*written))
        printOut(QStringLiteral("  %1\n").arg(QDir::toNativeSeparators(path)));
    return Success;
}

} // namespace gatebench
