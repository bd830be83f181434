#include "QuestionnaireWriter.h"

#include "FormatRegistry.h"
#include "reports/Questionnaire.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::QuestionnaireWriter)
};

/// `name` ("x.csv"), or "x (2).csv", "x (3).csv" ...: the first not in `taken` (compared without
/// case, as Windows and macOS compare names).
QString freeName(const QString& name, const QSet<QString>& taken)
{
    if (!taken.contains(name.toCaseFolded()))
        return name;
    const QString stem = QFileInfo(name).completeBaseName();
    const QString suffix = QFileInfo(name).suffix();
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1 (%2).%3").arg(stem).arg(n).arg(suffix);
        if (!taken.contains(candidate.toCaseFolded()))
            return candidate;
    }
}

Result<void> writeFile(const Questionnaire& questionnaire, const QuestionnaireCandidate& candidate, const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(path, file.errorString())};
    if (auto r = writeQuestionnaireCsv(questionnaire, candidate, &file); !r) {
        file.cancelWriting();
        return r;
    }
    if (!file.commit())
        return Error{Error::Kind::Io, Text::tr("Cannot write %1: %2").arg(path, file.errorString())};
    return {};
}

} // namespace

ExportTable questionnaireExportTable(const Questionnaire& questionnaire, const QuestionnaireCandidate& candidate)
{
    ExportTable table;
    table.title = candidate.name;
    table.header = Questionnaire::headers(questionnaire.language);
    for (const Question& question : questionnaire.questions)
        table.rows.append(
            {candidate.id, candidate.name, question.id, question.topic, question.text, QString(), QString()});
    return table;
}

Result<void> writeQuestionnaireCsv(const Questionnaire& questionnaire, const QuestionnaireCandidate& candidate,
                                   QIODevice* device)
{
    return FormatRegistry::standard()
        .exporter(QStringLiteral("csv"))
        ->write(questionnaireExportTable(questionnaire, candidate), *device);
}

Result<QStringList> writeQuestionnaireFiles(const Questionnaire& questionnaire, const QString& folder)
{
    const QFileInfo info(folder);
    if (info.exists() && !info.isDir())
        return Error{Error::Kind::BadInput, Text::tr("%1 is not a folder").arg(folder)};
    QDir dir(folder);
    if (!dir.exists() && !QDir().mkpath(folder))
        return Error{Error::Kind::Io, Text::tr("Cannot create the folder %1").arg(folder)};
    QSet<QString> taken;
    for (const QString& name : dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
        taken.insert(name.toCaseFolded());
    QStringList written;
    for (const QuestionnaireCandidate& candidate : questionnaire.candidates) {
        const QString name = freeName(questionnaire.fileName(candidate), taken);
        taken.insert(name.toCaseFolded());
        const QString path = dir.filePath(name);
        if (auto r = writeFile(questionnaire, candidate, path); !r) {
            for (const QString& done : std::as_const(written))
                QFile::remove(done);
            return r.error();
        }
        written.append(path);
    }
    return written;
}

} // namespace gatebench
