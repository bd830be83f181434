#pragma once

#include "core/Issue.h"
#include "core/Result.h"
#include "mapping/RecordKinds.h"
#include "mapping/ValueConverter.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace gatebench {

class Storage;
class Workspace;

/// A named, reusable column mapping: which source header goes to which field, the units and time
/// zone the user stated, and the reference values the user resolved by hand.
///
/// JSON (the `definition` of a `mapping_presets` row, and `gatebench ... --mapping MAP.json`):
///
///     {
///       "format": "gatebench-mapping",          // optional on reading; always written
///       "version": 1,                           // optional on reading; always written
///       "kind": "poc",                          // required: a record kind key (RecordKinds)
///       "name": "Vendor PoC sheet",             // optional
///       "columns": {                            // required: source header -> field key, or null
///         "候选方案": "candidate",               //   to leave the column out on purpose.
///         "排队时间(秒)": "queue",                //   Headers are compared with matchKey(), so
///         "备注": null                           //   width, case and spacing may differ.
///       },
///       "units": {"queue": "s"},                // optional: field -> unit ("ms", "s", "min", "h",
///                                               //   "d" for durations, "%" for percentages)
///       "time_zone": "Asia/Shanghai",           // optional: IANA id of naive timestamps;
///                                               //   absent: the evaluation's cluster time zone
///       "references": {                         // optional: field -> {value as written -> id}
///         "candidate": {"阿里": "pai"}
///       }
///     }
///
/// A Timestamp field may have a duration unit ("units": {"submit": "s"}): its cells are then offsets
/// from the start of a trace, which the import states (`--trace-start`).
///
/// Reading rejects (Error::Kind::BadInput) an unknown kind or field, a field named by two columns,
/// a unit that does not fit its field's type, an unknown time zone and any other member.
struct MappingPreset {
    QString kind;
    QString name;
    QList<std::pair<QString, QString>> columns;         ///< header -> field key (empty: left out), file order
    QHash<QString, QString> units;                      ///< field -> canonical unit
    QString timeZone;                                   ///< IANA id; empty: the workspace's
    QHash<QString, QHash<QString, QString>> references; ///< field -> value -> id

    QJsonObject toJson() const;
    static Result<MappingPreset> fromJson(const QJsonObject& object);
    static Result<MappingPreset> readFile(const QString& path);
    Result<void> writeFile(const QString& path) const;

    /// The presets stored in a workspace (MappingPresetRepository), by kind.
    static Result<QStringList> names(const Storage& storage, const QString& kind);
    static Result<MappingPreset> load(const Storage& storage, const QString& kind, const QString& name);
    /// Stores the preset under (kind, name), replacing one of the same name, as one undoable,
    /// audited edit.
    Result<void> save(Workspace& workspace) const;
    /// Removes a stored preset as one undoable, audited edit.
    static Result<void> remove(Workspace& workspace, const QString& kind, const QString& name);

    /// The presets GateBench brings for `kind`, by name (job records: "gatebench", "helios",
    /// "alibaba"; TCO lines: "gatebench", "finance"; see BuiltInPresets.cpp); none for the other kinds.
    static QList<MappingPreset> builtIn(const QString& kind);
    static std::optional<MappingPreset> builtIn(const QString& kind, const QString& name);
    /// The translated name of a built-in preset of `kind` ("Helios / Acme job log").
    static QString builtInLabel(const QString& kind, const QString& name);
};

/// How a source column came to its field.
enum class MatchStatus {
    Unmapped, ///< nothing matched it: not imported
    Ignored,  ///< left out on purpose (by the user or the preset): not imported
    Matched,  ///< its header is a synonym of the field
    Guessed,  ///< its header starts or ends with a synonym: the user should check it
    Preset,   ///< set by a preset
    Manual,   ///< set by the user
};

/// The translated name of a status ("Matched", "Please check" ...).
QString matchStatusLabel(MatchStatus status);

/// How well a file's header fits the kind of record chosen for it, compared with every other kind
/// (RecordKinds, including kinds that nothing imports yet). A file of the wrong kind, such as a PoC
/// results export imported as candidates, would otherwise import one record per row with most of
/// its columns dropped.
///
/// The rule: the file is refused when fewer than half of its non-empty header cells map to a field
/// of the chosen kind while another kind's proposal maps at least half of them, and more. When
/// fewer than half map and no kind fits better, the columns that are not recognised are named.
struct KindFit {
    QString kind;             ///< the chosen kind
    int columns = 0;          ///< non-empty header cells
    int mapped = 0;           ///< of them, the ones mapped to a field of the chosen kind
    QString betterKind;       ///< the kind the header fits better (most columns mapped); empty: none
    int betterMapped = 0;     ///< columns its proposal maps
    QStringList unrecognised; ///< non-empty headers mapped to no field of the chosen kind

    bool fewerThanHalf() const { return 2 * mapped < columns; }
    bool wrongKind() const { return fewerThanHalf() && !betterKind.isEmpty(); }
    /// The refusal (an Error) when wrongKind(); a Warning naming the unrecognised columns when
    /// fewer than half map and no kind fits better; nothing otherwise. Located at line 1, column 0.
    /// `importable` lists the kinds that can be chosen for an import: the message tells the user
    /// to choose the better kind, or that GateBench does not import it yet.
    std::optional<Issue> issue(const QStringList& importable) const;
};

/// The mapping of one source file's columns to the fields of a record kind. Headless: the import
/// wizard shows it through ColumnMappingModel and the command line applies a preset to it.
///
/// Invariants: each field is mapped from at most one column and each column maps to at most one
/// field. Column indexes are 0-based here; Issues and reports use 1-based columns.
///
/// Proposal: a column whose header (compared with matchKey) equals a synonym of a field is
/// Matched; one whose header starts or ends with a synonym of at least six characters (a CJK
/// character counts two: "提交时间" inside "任务提交时间") is Guessed. Matches are taken best first (exact, then the
/// longest synonym), ties by column order then field order. A unit or time zone in brackets in the header
/// ("排队时间(秒)", "queue (s)", "GPU利用率(%)", "Submit (UTC)") is split off before matching and
/// becomes the column's stated unit or zone; so does a unit after an underscore or a space
/// ("queue_s", "wait minutes") when the rest names a duration field.
class ColumnMapping {
public:
    struct Column {
        QString header;
        QString field; ///< empty: not imported
        MatchStatus status = MatchStatus::Unmapped;
        QString headerUnit;     ///< canonical unit read from the header; empty when none
        QString headerTimeZone; ///< IANA id read from the header ("UTC" for "(UTC)"); empty when none
    };

    ColumnMapping() = default;

    /// Proposes a mapping of `header` to the fields of `kind`.
    static Result<ColumnMapping> propose(const QString& kind, const QStringList& header);

    /// Replaces the mapping with `preset` (same kind, else an error): the columns the preset names
    /// take its fields (or stay out), the others are proposed as usual among the fields still free;
    /// units, time zone and reference choices are copied. The returned warnings name preset
    /// columns that this file does not have, when no other column gives their field.
    Result<Issues> applyPreset(const MappingPreset& preset);
    MappingPreset toPreset(const QString& name) const;

    QString kind() const { return m_kind; }
    /// The kind's description; null for a default-constructed mapping.
    const RecordKind* recordKind() const;
    QStringList header() const;
    int columnCount() const { return int(m_columns.size()); }
    const Column& column(int index) const { return m_columns.at(index); }

    QString field(int column) const;
    int columnOf(const QString& field) const; ///< -1 when no column maps to it
    MatchStatus status(int column) const;

    /// Maps `column` to `field` (status Manual). A column that had the field loses it (Ignored):
    /// a field comes from one column. An empty `field` leaves the column out (Ignored).
    Result<void> setField(int column, const QString& field);
    void clearField(int column);

    /// Columns that are not imported (Unmapped or Ignored), in file order.
    QList<int> unmatchedColumns() const;
    /// Required fields that no column maps to. Each entry is a set of alternatives: one key for a
    /// required field, several for a group of which one is needed (a candidate's two names).
    QList<QStringList> missingRequired() const;
    /// Errors: missing required fields, a unit that does not fit, an unknown time zone. Warnings:
    /// Guessed columns, a zone in a header that differs from the zone the user stated. Issues are
    /// located at line 1 (the header) and the column concerned (0 for a missing field).
    Issues validate() const;
    bool isValid() const { return !hasErrors(validate()); }

    /// How well the header fits this mapping's kind against the other kinds (see KindFit). Counts
    /// the columns this mapping maps (by proposal, preset or hand) against what every other kind's
    /// proposal maps.
    KindFit kindFit() const;

    /// The unit of a field: the one stated in the mapping, else the one in its column's header.
    QString unit(const QString& field) const;
    /// States a field's unit (canonicalised; empty clears it). Fails when it does not fit the type.
    Result<void> setUnit(const QString& field, const QString& unit);
    /// The stated IANA time zone of naive timestamps; empty: the evaluation's.
    QString timeZone() const { return m_timeZone; }
    Result<void> setTimeZone(const QString& ianaId);
    /// The start of the trace, for fields whose times are offsets from it (a Timestamp field with a
    /// duration unit, as Alibaba's traces count seconds): `text` is read as a timestamp cell in the
    /// mapping's zone (stated, else `fallbackZone`). Empty clears it. Fails (BadInput) when `text`
    /// is not a time.
    Result<void> setTraceStart(const QString& text, const QTimeZone& fallbackZone);
    std::optional<qint64> traceStartMs() const { return m_traceStartMs; }
    /// True when a mapped Timestamp field counts from the start of a trace (has a duration unit).
    bool hasTraceOffsets() const;

    /// Values of a reference field that the user mapped to ids by hand (for ReferenceResolver).
    QHash<QString, QString> referenceChoices(const QString& field) const { return m_references.value(field); }
    void setReferenceChoice(const QString& field, const QString& value, const QString& id);

    /// How to read a field's cells: its type's unit, the zone (stated, else the header's, else
    /// `fallbackZone`, normally ValueConverter::clusterTimeZone) and whether it is required.
    ConversionOptions conversionOptions(const QString& field, const QTimeZone& fallbackZone) const;
    /// A converter for a mapped column; its report carries the header and field.
    ValueConverter converter(int column, const QTimeZone& fallbackZone) const;

private:
    void proposeFree();
    const FieldSpec* spec(const QString& field) const;

    QString m_kind;
    QList<Column> m_columns;
    QHash<QString, QString> m_units;
    QString m_timeZone;
    std::optional<qint64> m_traceStartMs;
    QHash<QString, QHash<QString, QString>> m_references;
};

/// ColumnMapping as an editable table for the import wizard: one row per source column with the
/// columns source | sample value | target field | status. The target field is edited with
/// setData(index, fieldKey, Qt::EditRole) (empty: leave the column out). The mapping is the
/// wizard's working state, not workspace data, so edits change it directly (nothing to undo).
class ColumnMappingModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Section { Source, Sample, Target, Status, SectionCount };
    enum Role {
        FieldKeyRole = Qt::UserRole + 1, ///< the target field key (all sections)
        StatusRole,                      ///< MatchStatus as int
        RequiredRole,                    ///< whether the target field is required
    };

    explicit ColumnMappingModel(QObject* parent = nullptr);

    void setMapping(const ColumnMapping& mapping);
    const ColumnMapping& mapping() const { return m_mapping; }
    /// The first rows of the file, to show a sample value per column (the first non-empty one).
    void setSamples(const QList<QStringList>& rows);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void mappingChanged();

private:
    ColumnMapping m_mapping;
    QStringList m_samples;
};

} // namespace gatebench
