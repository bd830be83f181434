#pragma once

#include "core/Result.h"
#include "decision/DecisionEngine.h"
#include "domain/Domain.h"

#include <QDate>
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
    QString topic;       ///< what it is about: the requirement's title, or the commercial terms
    QString text;        ///< what the vendor reads
};

/// A candidate the questionnaire goes to (the self-built option too: its questions go to the
/// internal platform team).
struct QuestionnaireCandidate {
    QString id;
    QString name;                          ///< in the questionnaire's language, else the other
    std::optional<CandidateStatus> status; ///< on the evaluation date
};

/// What a questionnaire is built for: its language, the evaluation date, the candidates.
struct QuestionnaireOptions {
    QString language;       ///< "zh_CN" or "en"; empty: the workspace language
    QDate asOf;             ///< the evaluation date; invalid: SettingsRepository::evaluationDate
    QStringList candidates; ///< ids, names or aliases; empty: the default set (see Questionnaire::build)
};

/// A candidate the committee's secretary may send the questionnaire to, and whether it is chosen
/// by default (in the evaluation and not eliminated on the evaluation date).
struct QuestionnaireChoice {
    QString id;
    Bilingual name;
    CandidateStatus status = CandidateStatus::Blocked;
    bool chosen = false;
};

/// The questionnaire the committee sends out: one file per candidate, each with one question per
/// gate and bonus criterion (in reading order: gates, then bonus criteria, by position) followed by
/// the commercial questions of the built-in template (SeedTemplate::commercialQuestions). Deferred
/// items are not asked. Every candidate gets the same questions, so that answers compare row by row.
///
/// A question is what the committee wrote for the vendors (Criterion::vendorQuestion); the
/// acceptance rule and the scoring rubric are the committee's own and never go out. The texts are
/// document content in the chosen language, not user interface: a Chinese committee may send
/// English questionnaires from a Chinese window, so they do not follow the window's translation.
struct Questionnaire {
    QString language; ///< "zh_CN" or "en"
    QDate asOf;       ///< the evaluation date the candidates were chosen on
    QString evaluationTitle;
    QList<Question> questions;
    QList<QuestionnaireCandidate> candidates;

    /// Builds the questionnaire of a workspace. Without candidates in `options`: every candidate in
    /// the evaluation (shortlisted) that is not eliminated on the evaluation date, in committee
    /// order. Otherwise the named ones (by id, name in either language or alias, as
    /// ReferenceResolver reads them), in committee order, each once, eliminated or not; a name that
    /// is unknown or ambiguous, or a candidate the committee set aside, is a BadInput error.
    static Result<Questionnaire> build(const Storage& storage, const QuestionnaireOptions& options = {});

    /// The candidates in the evaluation on `asOf`, in committee order, with their status and the
    /// default choice of `build` (what the window's dialog offers).
    static Result<QList<QuestionnaireChoice>> choices(const Storage& storage, QDate asOf);

    /// The question asked about `criterion` in `language`: its question for the vendors in that
    /// language, else in the other one, else a question made from its title alone (never from its
    /// acceptance rule).
    static QString criterionQuestion(const Criterion& criterion, const QString& language);

    /// The ids of the template's commercial questions, in template order.
    static QStringList commercialQuestionIds();
    /// The text of a commercial question in `language`; empty when `id` is not one.
    static QString commercialQuestion(const QString& id, const QString& language);

    /// The column headers of a questionnaire file in `language`, in file order: candidate id,
    /// candidate, question id, topic, question, answer, evidence or reference. The answers import
    /// knows them in both languages (RecordKinds).
    static QStringList headers(const QString& language);

    /// The file name of `candidate`'s questionnaire: the evaluation's title, the candidate's name and
    /// the evaluation date, safe for every file system (Chinese kept; / \ : * ? " < > | and control
    /// characters replaced, no trailing dot or space). Not unique by itself: the writer numbers a
    /// name that is taken.
    QString fileName(const QuestionnaireCandidate& candidate) const;
};

/// The workspace language of a storage ("zh_CN" or "en"), as Workspace::language() reads it.
QString workspaceLanguage(const Storage& storage);

/// `text` as a part of a file name (see Questionnaire::fileName): runs of white space as one space,
/// / \ : * ? " < > | and control characters as "_", no trailing dot or space, and cut to whole
/// characters of at most `maxBytes` bytes of UTF-8.
QString fileNamePart(const QString& text, int maxBytes);

} // namespace gatebench
