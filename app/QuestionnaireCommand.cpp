#include "QuestionnaireCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "QuestionnaireWriter.h"
#include "reports/Questionnaire.h"
#include "storage/Schema.h"
#include "workspace/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
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
        "Write the vendor questionnaire as CSV: one row per candidate and question (the gate and bonus "
        "requirements, then the commercial questions), with empty answer and evidence link columns. Each vendor "
        "fills in its rows; import the returned files with 'gatebench import FILE --kind answers'. Never writes "
        "to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    parser.addPositionalArgument(QStringLiteral("OUT"), Text::tr("The CSV file to write."), QStringLiteral("OUT.csv"));
    const QCommandLineOption candidate(QStringLiteral("candidate"),
                                       Text::tr("Only this candidate (id or name); repeat for several. Default: every "
                                                "candidate in the evaluation."),
                                       QStringLiteral("ID"));
    const QCommandLineOption force(QStringLiteral("force"), Text::tr("Replace OUT if it exists."));
    parser.addOptions({candidate, force});
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usage(Text::tr("questionnaire takes FILE and OUT.csv"), parser.helpText());
    const QString out = positional.at(1);
    const QFileInfo target(out);
    if (target.exists() && !parser.isSet(force))
        return usage(Text::tr("%1 already exists; use --force to replace it").arg(out), parser.helpText());
    if (target.exists() && !target.isFile())
        return usage(Text::tr("%1 is not a file").arg(out), parser.helpText());
    if (target.exists() && target.canonicalFilePath() == QFileInfo(positional.first()).canonicalFilePath())
        return usage(Text::tr("OUT must not be the evaluation file"), parser.helpText());

    auto workspace = Workspace::open(positional.first(), Workspace::Access::ReadOnly);
    if (!workspace)
        return fail(workspace.error());
    auto questionnaire = Questionnaire::build((*workspace)->storage(), parser.values(candidate));
    if (!questionnaire)
        return fail(questionnaire.error());
    if (questionnaire->candidates.isEmpty()) {
        const QString message = Text::tr("%1 has no candidate in the evaluation to send questions to.");
        return fail(Error{Error::Kind::BadInput, message.arg(positional.first())});
    }
    if (auto r = writeQuestionnaireCsv(*questionnaire, out); !r)
        return fail(r.error());
    // The demo's exports say they are simulated; a CSV column cannot without breaking the re-import.
    if ((*workspace)->setting(QLatin1String(schema::key::Simulated)) == QLatin1String("1"))
        printOut(Text::tr("Simulated data: this evaluation is the built-in demo.\n"));
    const int rows = int(questionnaire->candidates.size() * questionnaire->questions.size());
    printOut(Text::tr("Wrote %n row(s) to %1 (candidates: %2; questions per candidate: %3)\n", nullptr, rows)
                 .arg(out)
                 .arg(questionnaire->candidates.size())
                 .arg(questionnaire->questions.size()));
    return Success;
}

} // namespace gatebench
