#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench {

/// What a field holds, and so how ValueConverter reads its cells.
enum class ValueType {
    Text,
    Integer,
    Number,
    Percentage, ///< a share 0-1 ("85%", or "0.85"; see ValueConverter)
    Boolean,
    Outcome,   ///< completed / failed / cancelled / running / pending, plus a failure reason
    Duration,  ///< seconds
    Timestamp, ///< an instant, stored in UTC
    Date,
    CandidateRef,
    ScenarioRef,
    CriterionRef,
    TeamRef,
    Money, ///< exact decimal kept as text (money and other exact quantities), never a double
};

/// The ASCII key of a type ("text", "integer", ..., "candidate", "money") and back.
QString valueTypeKey(ValueType type);
std::optional<ValueType> valueTypeFromKey(const QString& key);
/// The translated name of a type, for the mapping table and reports.
QString valueTypeLabel(ValueType type);
/// True for the four reference types, which ReferenceResolver resolves against the workspace.
bool isReference(ValueType type);

/// One field a record of a kind can have.
struct FieldSpec {
    QString key; ///< ASCII, stable: used in presets and on the command line
    ValueType type = ValueType::Text;
    bool required = false;
    /// Non-empty: the field belongs to a group of alternatives of which at least one must be mapped
    /// (e.g. a candidate needs a Chinese or an English name). `required` is false for such fields.
    QString requiredGroup;
    /// Header texts that name the field, zh_CN and en, compared with `matchKey`.
    QStringList synonyms;
    const char* labelSource = nullptr; ///< untranslated label (QT_TRANSLATE_NOOP)
    /// An empty cell takes the importer's default (a TCO quantity of 1, a job's 0 GPUs, a bonus
    /// weight of 1) rather than "no value": an explicit empty marker ("NaN", "N/A", ValueConverter)
    /// is refused there, since it would silently become that default.
    bool defaulted = false;
    /// The most code points a cell may hold: kMaxLabelCodePoints for names, ids, teams, users,
    /// titles and the other labels, kMaxTextCodePoints for notes, descriptions, answers and reasons.
    int maxCodePoints = 0;

    QString label() const;
};

/// A target kind of record an import can produce ("candidates", "poc", "jobs" ...) and its fields.
struct RecordKind {
    QString key;
    const char* labelSource = nullptr;
    QList<FieldSpec> fields; ///< in the order the wizard lists them

    QString label() const;
    const FieldSpec* field(const QString& fieldKey) const;
    int indexOf(const QString& fieldKey) const;
};

/// The catalogue of record kinds and their fields. It is data (one table in RecordKinds.cpp): a
/// later issue adds a field or a synonym there and every mapping, preset and converter picks it up.
/// It lists every kind GateBench knows (also one without an importer, should there be one), so that
/// ColumnMapping::kindFit can tell that a file holds another kind. Which kinds
/// can be imported, and by which importer, is registered once, in FormatRegistry (importers/): the
/// wizard and the command line ask it, not this catalogue.
namespace recordKinds {
/// The header of the requirements export (File > Export CSV), in its order: a subset of the
/// criteria kind's fields, so that an export imports again as it is.
QStringList criteriaExportFields();
const QList<RecordKind>& all();
const RecordKind* find(const QString& key);
QStringList keys();
} // namespace recordKinds

/// The form in which headers, synonyms, names and aliases are compared: compatibility-normalised
/// (full-width ＡＢＣ１２３ and ideographic spaces become ASCII), case-folded, and stripped of
/// everything that is not a letter or a digit (spaces, underscores, hyphens, colons, dots,
/// brackets). "Submit_Time", "submit time" and "ＳＵＢＭＩＴ－ＴＩＭＥ" all give "submittime";
/// "Run:ai" and "RunAI" give "runai".
QString matchKey(const QString& text);

} // namespace gatebench
