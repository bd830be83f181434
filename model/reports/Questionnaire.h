#pragma once

#include "core/Result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench {

class Storage;

/// One question of the vendor questionnaire.
struct Question {
    QString id;          ///< the criterion id, or the id of a commercial question of the template
    QString criterionId; ///< empty for a commercial question
    QString text;        ///< in the workspace language
};

/// A candidate the questionnaire goes to.
struct QuestionnaireCandidate {
    QString id;
    QString name; ///< in the workspace language
};

/// The questionnaire the committee sends to the vendors: one question per gate and bonus criterion
/// (in reading order: gates, then bonus criteria, by position), worded from the criterion's title
/// and acceptance rule, followed by the commercial questions of the built-in template
/// (SeedTemplate::commercialQuestions). Deferred items are not asked. Every candidate gets the same
/// questions, so that answers compare row by row.
///
/// The texts are document content in the workspace language (like the template's own texts), not
/// user interface: they are chosen by the `language` setting, not by the window's translation.
struct Questionnaire {
    QString language; ///< "zh_CN" or "en"
    QList<Question> questions;
    QList<QuestionnaireCandidate> candidates;

    /// Builds the questionnaire of a workspace. `candidates` empty: every candidate in the
    /// evaluation (shortlisted), in committee order. Otherwise the named ones (by id, name in either
    /// language or alias, as ReferenceResolver reads them), in committee order, each once; a name
    /// that is unknown or ambiguous, or a candidate the committee set aside, is a BadInput error.
    static Result<Questionnaire> build(const Storage& storage, const QStringList& candidates = {});

    /// The question asked for a criterion with `title` and acceptance rule `acceptance` (either may
    /// be empty), in `language`.
    static QString criterionQuestion(const QString& title, const QString& acceptance, const QString& language);

    /// The ids of the template's commercial questions, in template order.
    static QStringList commercialQuestionIds();
    /// The text of a commercial question in `language`; empty when `id` is not one.
    static QString commercialQuestion(const QString& id, const QString& language);
};

/// The workspace language of a storage ("zh_CN" or "en"), as Workspace::language() reads it.
QString workspaceLanguage(const Storage& storage);

} // namespace gatebench
