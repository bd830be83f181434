#include "mapping/ColumnMapping.h"

#include "core/Labels.h"
#include "repositories/MappingPresetRepository.h"
#include "storage/Storage.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTimeZone>

#include <algorithm>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ColumnMapping)
};

QString quoted(const QString& text)
{
    return QStringLiteral("“%1”").arg(text);
}

/// The list separator of the interface language (the one QLocale is set to): "、" in Chinese.
QString uiListSeparator()
{
    return listSeparator(QLocale().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en"));
}

// Members of a mapping file (a documented format) that share a word with a column.
const QString kKindMember = QStringLiteral("kind"); // not storage: a mapping file member
const QString kNameMember = QStringLiteral("name"); // not storage: a mapping file member
constexpr auto kFormat = "gatebench-mapping";
constexpr int kVersion = 1;

// ---- Headers ----

/// An IANA id for a zone named in a header ("UTC", "GMT", "北京时间", "UTC+8", "Asia/Shanghai"),
/// empty when the text names none.
QString zoneHint(const QString& text)
{
    const QString t = text.trimmed();
    if (t.compare(QLatin1String("UTC"), Qt::CaseInsensitive) == 0 ||
        t.compare(QLatin1String("GMT"), Qt::CaseInsensitive) == 0 || t == QLatin1String("Z"))
        return QStringLiteral("UTC");
    if (t == QStringLiteral("北京时间"))
        return QStringLiteral("Asia/Shanghai");
    static const QRegularExpression offset(QStringLiteral("^(?:UTC|GMT)\\s*([+-])\\s*([0-9]{1,2})(?::?([0-9]{2}))?$"),
                                           QRegularExpression::CaseInsensitiveOption);
    if (const auto m = offset.match(t); m.hasMatch()) {
        const QString id = QStringLiteral("UTC%1%2:%3")
                               .arg(m.captured(1))
                               .arg(m.captured(2).toInt(), 2, 10, QLatin1Char('0'))
                               .arg(m.captured(3).isEmpty() ? QStringLiteral("00") : m.captured(3));
        return QTimeZone(id.toUtf8()).isValid() ? id : QString();
    }
    if (t.contains(u'/') && QTimeZone::isTimeZoneIdAvailable(t.toUtf8()))
        return t;
    return {};
}

struct HeaderParts {
    QString base; ///< the header without the unit or zone hints
    QString unit;
    QString zone;
};

/// Splits "排队时间(秒)", "queue [min]", "GPU利用率（%）", "Submit (UTC)" into the name and its hints.
/// Bracketed text that is neither a unit nor a zone stays part of the name ("名称(英文)").
HeaderParts splitHeader(const QString& header)
{
    HeaderParts parts;
    const QString text = header.normalized(QString::NormalizationForm_KC).trimmed();
    static const QRegularExpression bracket(QStringLiteral("[(\\[【〔]([^)\\]】〕]*)[)\\]】〕]"));
    qsizetype at = 0;
    auto it = bracket.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        parts.base += text.mid(at, m.capturedStart(0) - at);
        at = m.capturedEnd(0);
        const QString hint = m.captured(1).trimmed();
        if (const QString unit = ValueConverter::canonicalUnit(hint); !unit.isEmpty() && parts.unit.isEmpty()) {
            parts.unit = unit;
            continue;
        }
        if (const QString zone = zoneHint(hint); !zone.isEmpty() && parts.zone.isEmpty()) {
            parts.zone = zone;
            continue;
        }
        parts.base += m.captured(0);
    }
    parts.base += text.mid(at);
    parts.base = parts.base.trimmed();
    if (parts.base.endsWith(u'%') && parts.unit.isEmpty()) {
        parts.unit = QStringLiteral("%");
        parts.base.chop(1);
        parts.base = parts.base.trimmed();
    }
    return parts;
}

/// Length for the guessing rule: a CJK character says about as much as two letters.
int weightedLength(const QString& key)
{
    int n = 0;
    for (const QChar c : key)
        n += c.unicode() >= 0x2E80 ? 2 : 1;
    return n;
}

constexpr int kExactScore = 100000;
// Only long synonyms are used for guesses: "时间" or "start" inside a header says too little
// ("提交时间", "restart_count").
constexpr int kMinGuessLength = 6;

struct Proposal {
    int column;
    int field;
    int score;
    QString unit; ///< a unit split off the end of the header (the "s" of "wait_s")
};

/// matchKey() of every synonym of every field of `kind`, in field order. The registry is constant,
/// so the keys are computed once: a header of thousands of columns is matched against every kind
/// (ColumnMapping::kindFit), and folding the synonyms again for each column was most of the time.
const QList<QStringList>& synonymKeys(const RecordKind& kind)
{
    static const QHash<QString, QList<QStringList>> registry = [] {
        QHash<QString, QList<QStringList>> all;
        for (const RecordKind& known : recordKinds::all()) {
            QList<QStringList> fields;
            for (const FieldSpec& field : known.fields) {
                QStringList keys;
                for (const QString& synonym : field.synonyms)
                    keys.append(matchKey(synonym));
                fields.append(keys);
            }
            all.insert(known.key, fields);
        }
        return all;
    }();
    static const QList<QStringList> none;
    const auto it = registry.constFind(kind.key);
    return it == registry.cend() ? none : *it;
}

QList<Proposal> proposals(const RecordKind& kind, int column, const QString& header)
{
    QList<Proposal> list;
    const HeaderParts parts = splitHeader(header);
    const QString key = matchKey(parts.base);
    if (key.isEmpty())
        return list;
    // A unit after the name: "queue_s", "wait minutes", "gpu_util_pct".
    QString suffixUnit;
    QString suffixKey;
    {
        static const QRegularExpression separators(QStringLiteral("[\\s_\\-]+"));
        QStringList tokens = parts.base.split(separators, Qt::SkipEmptyParts);
        if (tokens.size() > 1) {
            suffixUnit = ValueConverter::canonicalUnit(tokens.last());
            tokens.removeLast();
            suffixKey = matchKey(tokens.join(u' '));
        }
    }
    const QList<QStringList>& keys = synonymKeys(kind);
    for (int f = 0; f < kind.fields.size() && f < keys.size(); ++f) {
        const FieldSpec& field = kind.fields.at(f);
        int best = 0;
        QString unit;
        for (const QString& s : keys.at(f)) {
            if (s.isEmpty())
                continue;
            if (s == key) {
                best = kExactScore;
                unit.clear();
                break;
            }
            if (!suffixUnit.isEmpty() && s == suffixKey && ValueConverter::unitFits(suffixUnit, field.type)) {
                best = kExactScore;
                unit = suffixUnit;
                continue;
            }
            const int length = weightedLength(s);
            if (length >= kMinGuessLength && (key.startsWith(s) || key.endsWith(s)))
                best = std::max(best, length);
        }
        if (best > 0)
            list.append({column, f, best, unit});
    }
    return list;
}

// ---- JSON ----

Error badPreset(const QString& message)
{
    return Error{Error::Kind::BadInput, message};
}

} // namespace

QString matchStatusLabel(MatchStatus status)
{
    switch (status) {
    case MatchStatus::Unmapped:
        return Text::tr("Not imported: no field matches");
    case MatchStatus::Ignored:
        return Text::tr("Not imported");
    case MatchStatus::Matched:
        return Text::tr("Matched");
    case MatchStatus::Guessed:
        return Text::tr("Please check");
    case MatchStatus::Preset:
        return Text::tr("From the preset");
    case MatchStatus::Manual:
        return Text::tr("Set by you");
    }
    return {};
}

// ---- MappingPreset ----

QJsonObject MappingPreset::toJson() const
{
    QJsonObject columnsObject;
    for (const auto& [header, field] : columns) {
        if (!columnsObject.contains(header))
            columnsObject.insert(header, field.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(field));
    }
    QJsonObject object{{QStringLiteral("format"), QLatin1String(kFormat)},
                       {QStringLiteral("version"), kVersion},
                       {kKindMember, kind},
                       {QStringLiteral("columns"), columnsObject}};
    if (!name.isEmpty())
        object.insert(kNameMember, name);
    if (!units.isEmpty()) {
        QJsonObject unitsObject;
        for (auto it = units.cbegin(); it != units.cend(); ++it)
            unitsObject.insert(it.key(), it.value());
        object.insert(QStringLiteral("units"), unitsObject);
    }
    if (!timeZone.isEmpty())
        object.insert(QStringLiteral("time_zone"), timeZone);
    QJsonObject referencesObject;
    for (auto it = references.cbegin(); it != references.cend(); ++it) {
        if (it.value().isEmpty())
            continue;
        QJsonObject values;
        for (auto v = it.value().cbegin(); v != it.value().cend(); ++v)
            values.insert(v.key(), v.value());
        referencesObject.insert(it.key(), values);
    }
    if (!referencesObject.isEmpty())
        object.insert(QStringLiteral("references"), referencesObject);
    return object;
}

Result<MappingPreset> MappingPreset::fromJson(const QJsonObject& object)
{
    static const QStringList members = {QStringLiteral("format"),
                                        QStringLiteral("version"),
                                        kKindMember,
                                        kNameMember,
                                        QStringLiteral("columns"),
                                        QStringLiteral("units"),
                                        QStringLiteral("time_zone"),
                                        QStringLiteral("references")};
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!members.contains(it.key()))
            return badPreset(Text::tr("The mapping has an unknown member %1").arg(quoted(it.key())));
    }
    if (object.contains(QLatin1String("format")) && object.value(QLatin1String("format")) != QLatin1String(kFormat))
        return badPreset(Text::tr("The file is not a GateBench column mapping"));
    if (object.contains(QLatin1String("version")) && object.value(QLatin1String("version")).toInt() != kVersion)
        return badPreset(Text::tr("The mapping is of version %1, which this GateBench does not read")
                             .arg(object.value(QLatin1String("version")).toVariant().toString()));

    MappingPreset preset;
    preset.kind = object.value(kKindMember).toString();
    const RecordKind* kind = recordKinds::find(preset.kind);
    if (!kind)
        return badPreset(Text::tr("The mapping is for an unknown kind of record %1 (known: %2)")
                             .arg(quoted(preset.kind), recordKinds::keys().join(QStringLiteral(", "))));
    preset.name = object.value(kNameMember).toString();

    const QJsonValue columnsValue = object.value(QLatin1String("columns"));
    if (!columnsValue.isObject())
        return badPreset(Text::tr("The mapping has no “columns” object"));
    const QJsonObject columnsObject = columnsValue.toObject();
    QHash<QString, QString> fieldColumn;
    for (auto it = columnsObject.begin(); it != columnsObject.end(); ++it) {
        if (it.value().isNull()) {
            preset.columns.append({it.key(), QString()});
            continue;
        }
        const QString field = it.value().toString();
        if (!it.value().isString() || !kind->field(field))
            return badPreset(Text::tr("The mapping sends the column %1 to %2, which is not a field of %3")
                                 .arg(quoted(it.key()), quoted(it.value().toVariant().toString()), preset.kind));
        if (fieldColumn.contains(field))
            return badPreset(Text::tr("The mapping sends both %1 and %2 to the field %3")
                                 .arg(quoted(fieldColumn.value(field)), quoted(it.key()), field));
        fieldColumn.insert(field, it.key());
        preset.columns.append({it.key(), field});
    }

    const QJsonObject unitsObject = object.value(QLatin1String("units")).toObject();
    for (auto it = unitsObject.begin(); it != unitsObject.end(); ++it) {
        const FieldSpec* spec = kind->field(it.key());
        const QString unit = ValueConverter::canonicalUnit(it.value().toString());
        if (!spec)
            return badPreset(Text::tr("The mapping states a unit for %1, which is not a field of %2")
                                 .arg(quoted(it.key()), preset.kind));
        if (!ValueConverter::unitFits(unit, spec->type))
            return badPreset(
                Text::tr("The unit %1 does not fit the field %2").arg(quoted(it.value().toString()), it.key()));
        preset.units.insert(it.key(), unit);
    }

    preset.timeZone = object.value(QLatin1String("time_zone")).toString();
    if (!preset.timeZone.isEmpty() && !QTimeZone(preset.timeZone.toUtf8()).isValid())
        return badPreset(Text::tr("The time zone %1 is unknown; use an IANA name such as Asia/Shanghai")
                             .arg(quoted(preset.timeZone)));

    const QJsonObject referencesObject = object.value(QLatin1String("references")).toObject();
    for (auto it = referencesObject.begin(); it != referencesObject.end(); ++it) {
        const FieldSpec* spec = kind->field(it.key());
        if (!spec || !isReference(spec->type) || !it.value().isObject())
            return badPreset(Text::tr("The mapping lists reference values for %1, which is not a reference field of %2")
                                 .arg(quoted(it.key()), preset.kind));
        const QJsonObject values = it.value().toObject();
        QHash<QString, QString>& choices = preset.references[it.key()];
        for (auto v = values.begin(); v != values.end(); ++v)
            choices.insert(v.key(), v.value().toString());
    }
    return preset;
}

Result<MappingPreset> MappingPreset::readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Kind::Io, Text::tr("Cannot read the mapping %1: %2").arg(path, file.errorString())};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        return badPreset(Text::tr("The mapping %1 is not valid JSON (at character %2: %3)")
                             .arg(path)
                             .arg(error.offset)
                             .arg(error.errorString()));
    if (!document.isObject())
        return badPreset(Text::tr("The mapping %1 is not a JSON object").arg(path));
    return fromJson(document.object());
}

Result<void> MappingPreset::writeFile(const QString& path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{Error::Kind::Io, Text::tr("Cannot write the mapping %1: %2").arg(path, file.errorString())};
    file.write(QJsonDocument(toJson()).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return Error{Error::Kind::Io, Text::tr("Cannot write the mapping %1: %2").arg(path, file.errorString())};
    return {};
}

Result<QStringList> MappingPreset::names(const Storage& storage, const QString& kind)
{
    return MappingPresetRepository(storage).names(kind);
}

Result<MappingPreset> MappingPreset::load(const Storage& storage, const QString& kind, const QString& name)
{
    auto definition = MappingPresetRepository(storage).definition(kind, name);
    if (!definition)
        return definition.error();
    if (!*definition)
        return badPreset(Text::tr("There is no mapping preset %1 for %2").arg(quoted(name), kind));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(definition->value().toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return Error{Error::Kind::Integrity, Text::tr("The stored mapping preset %1 is damaged").arg(quoted(name))};
    auto preset = fromJson(document.object());
    if (!preset)
        return preset.error();
    MappingPreset result = std::move(preset).value();
    result.name = name;
    return result;
}

Result<void> MappingPreset::save(Workspace& workspace) const
{
    const QString trimmedName = name.trimmed();
    if (trimmedName.isEmpty())
        return badPreset(Text::tr("A mapping preset needs a name"));
    if (!recordKinds::find(kind))
        return badPreset(Text::tr("The mapping is for an unknown kind of record %1").arg(quoted(kind)));
    MappingPreset stored = *this;
    stored.name = trimmedName;
    const QString definition = QString::fromUtf8(QJsonDocument(stored.toJson()).toJson(QJsonDocument::Compact));
    auto changes = MappingPresetRepository(ModelAccess::storage(workspace)).save(kind, trimmedName, definition);
    if (!changes)
        return changes.error();
    if (changes->isEmpty())
        return {};
    return workspace.execute(
        *changes, [trimmedName](const QString&) { return Text::tr("save the column mapping “%1”").arg(trimmedName); });
}

Result<void> MappingPreset::remove(Workspace& workspace, const QString& kind, const QString& name)
{
    auto changes = MappingPresetRepository(ModelAccess::storage(workspace)).remove(kind, name);
    if (!changes)
        return changes.error();
    if (changes->isEmpty())
        return Error{Error::Kind::Conflict, Text::tr("There is no mapping preset %1 for %2").arg(quoted(name), kind)};
    return workspace.execute(*changes,
                             [name](const QString&) { return Text::tr("remove the column mapping “%1”").arg(name); });
}

// ---- ColumnMapping ----

Result<ColumnMapping> ColumnMapping::propose(const QString& kind, const QStringList& header)
{
    if (!recordKinds::find(kind))
        return badPreset(Text::tr("Unknown kind of record %1 (known: %2)")
                             .arg(quoted(kind), recordKinds::keys().join(QStringLiteral(", "))));
    ColumnMapping mapping;
    mapping.m_kind = kind;
    for (const QString& text : header) {
        Column column;
        column.header = text;
        const HeaderParts parts = splitHeader(text);
        column.headerUnit = parts.unit;
        column.headerTimeZone = parts.zone;
        mapping.m_columns.append(column);
    }
    mapping.proposeFree();
    return mapping;
}

void ColumnMapping::proposeFree()
{
    const RecordKind* kind = recordKind();
    if (!kind)
        return;
    QList<Proposal> all;
    for (int c = 0; c < m_columns.size(); ++c) {
        if (m_columns.at(c).status == MatchStatus::Unmapped)
            all.append(proposals(*kind, c, m_columns.at(c).header));
    }
    std::stable_sort(all.begin(), all.end(), [](const Proposal& a, const Proposal& b) {
        if (a.score != b.score)
            return a.score > b.score;
        if (a.column != b.column)
            return a.column < b.column;
        return a.field < b.field;
    });
    for (const Proposal& p : std::as_const(all)) {
        Column& column = m_columns[p.column];
        const QString& field = kind->fields.at(p.field).key;
        if (column.status != MatchStatus::Unmapped || columnOf(field) >= 0)
            continue;
        column.field = field;
        column.status = p.score >= kExactScore ? MatchStatus::Matched : MatchStatus::Guessed;
        if (!p.unit.isEmpty())
            column.headerUnit = p.unit;
    }
}

Result<Issues> ColumnMapping::applyPreset(const MappingPreset& preset)
{
    if (preset.kind != m_kind)
        return badPreset(Text::tr("The preset is for %1, not for %2").arg(preset.kind, m_kind));
    const RecordKind* kind = recordKind();
    Issues warnings;
    for (Column& column : m_columns) {
        column.field.clear();
        column.status = MatchStatus::Unmapped;
    }
    QList<bool> used(preset.columns.size(), false);
    for (int c = 0; c < m_columns.size(); ++c) {
        const QString key = matchKey(m_columns.at(c).header);
        for (int p = 0; p < preset.columns.size(); ++p) {
            if (matchKey(preset.columns.at(p).first) != key)
                continue;
            used[p] = true;
            const QString& field = preset.columns.at(p).second;
            Column& column = m_columns[c];
            if (!field.isEmpty() && kind->field(field) && columnOf(field) < 0) {
                column.field = field;
                column.status = MatchStatus::Preset;
            } else {
                column.status = MatchStatus::Ignored;
            }
            break;
        }
    }
    m_units = preset.units;
    m_timeZone = preset.timeZone;
    m_references = preset.references;
    proposeFree();
    // A column the file lacks matters when nothing else gives its field (a preset may name a field
    // by its key and the file by its label).
    for (int p = 0; p < preset.columns.size(); ++p) {
        const QString& field = preset.columns.at(p).second;
        if (!used.at(p) && !field.isEmpty() && columnOf(field) < 0)
            warnings.append({1, 0, Issue::Severity::Warning,
                             Text::tr("The preset maps the column %1, which this file does not have")
                                 .arg(quoted(preset.columns.at(p).first))});
    }
    return warnings;
}

MappingPreset ColumnMapping::toPreset(const QString& name) const
{
    MappingPreset preset;
    preset.kind = m_kind;
    preset.name = name;
    QStringList seen;
    for (const Column& column : m_columns) {
        const QString key = matchKey(column.header);
        if (key.isEmpty() || seen.contains(key))
            continue;
        seen.append(key);
        preset.columns.append({column.header, column.field});
        if (!column.field.isEmpty()) {
            if (const QString u = unit(column.field); !u.isEmpty())
                preset.units.insert(column.field, u);
        }
    }
    preset.timeZone = m_timeZone;
    preset.references = m_references;
    return preset;
}

const RecordKind* ColumnMapping::recordKind() const
{
    return recordKinds::find(m_kind);
}

const FieldSpec* ColumnMapping::spec(const QString& field) const
{
    const RecordKind* kind = recordKind();
    return kind ? kind->field(field) : nullptr;
}

QStringList ColumnMapping::header() const
{
    QStringList list;
    for (const Column& column : m_columns)
        list.append(column.header);
    return list;
}

QString ColumnMapping::field(int column) const
{
    return column >= 0 && column < m_columns.size() ? m_columns.at(column).field : QString();
}

int ColumnMapping::columnOf(const QString& field) const
{
    if (field.isEmpty())
        return -1;
    for (int c = 0; c < m_columns.size(); ++c) {
        if (m_columns.at(c).field == field)
            return c;
    }
    return -1;
}

MatchStatus ColumnMapping::status(int column) const
{
    return column >= 0 && column < m_columns.size() ? m_columns.at(column).status : MatchStatus::Unmapped;
}

Result<void> ColumnMapping::setField(int column, const QString& field)
{
    if (column < 0 || column >= m_columns.size())
        return Error{Error::Kind::Usage, Text::tr("There is no column %1").arg(column + 1)};
    if (field.isEmpty()) {
        clearField(column);
        return {};
    }
    if (!spec(field))
        return Error{Error::Kind::BadInput, Text::tr("%1 is not a field of %2").arg(quoted(field), m_kind)};
    if (const int previous = columnOf(field); previous >= 0 && previous != column) {
        m_columns[previous].field.clear();
        m_columns[previous].status = MatchStatus::Ignored;
    }
    m_columns[column].field = field;
    m_columns[column].status = MatchStatus::Manual;
    return {};
}

void ColumnMapping::clearField(int column)
{
    if (column < 0 || column >= m_columns.size())
        return;
    m_columns[column].field.clear();
    m_columns[column].status = MatchStatus::Ignored;
}

QList<int> ColumnMapping::unmatchedColumns() const
{
    QList<int> list;
    for (int c = 0; c < m_columns.size(); ++c) {
        if (m_columns.at(c).field.isEmpty())
            list.append(c);
    }
    return list;
}

QList<QStringList> ColumnMapping::missingRequired() const
{
    QList<QStringList> missing;
    const RecordKind* kind = recordKind();
    if (!kind)
        return missing;
    QStringList groupsSeen;
    for (const FieldSpec& field : kind->fields) {
        if (field.required && columnOf(field.key) < 0)
            missing.append({field.key});
        if (field.requiredGroup.isEmpty() || groupsSeen.contains(field.requiredGroup))
            continue;
        groupsSeen.append(field.requiredGroup);
        QStringList group;
        bool satisfied = false;
        for (const FieldSpec& other : kind->fields) {
            if (other.requiredGroup != field.requiredGroup)
                continue;
            group.append(other.key);
            satisfied = satisfied || columnOf(other.key) >= 0;
        }
        if (!satisfied)
            missing.append(group);
    }
    return missing;
}

Issues ColumnMapping::validate() const
{
    Issues issues;
    const RecordKind* kind = recordKind();
    if (!kind) {
        issues.append({1, 0, Issue::Severity::Error, Text::tr("The mapping has no kind of record")});
        return issues;
    }
    for (const QStringList& group : missingRequired()) {
        QStringList labels;
        for (const QString& key : group)
            labels.append(quoted(kind->field(key)->label()));
        issues.append({1, 0, Issue::Severity::Error,
                       group.size() == 1 ? Text::tr("No column is mapped to the required field %1").arg(labels.first())
                                         : Text::tr("No column is mapped to any of %1; one of them is required")
                                               .arg(labels.join(uiListSeparator()))});
    }
    for (auto it = m_units.cbegin(); it != m_units.cend(); ++it) {
        const FieldSpec* field = kind->field(it.key());
        if (!field || !ValueConverter::unitFits(it.value(), field->type))
            issues.append({1, columnOf(it.key()) + 1, Issue::Severity::Error,
                           Text::tr("The unit %1 does not fit the field %2")
                               .arg(quoted(it.value()), quoted(field ? field->label() : it.key()))});
    }
    if (!m_timeZone.isEmpty() && !QTimeZone(m_timeZone.toUtf8()).isValid())
        issues.append({1, 0, Issue::Severity::Error, Text::tr("The time zone %1 is unknown").arg(quoted(m_timeZone))});
    if (!m_traceStartMs) {
        for (int c = 0; c < m_columns.size(); ++c) {
            const FieldSpec* field = kind->field(m_columns.at(c).field);
            if (field && field->type == ValueType::Timestamp && ValueConverter::secondsPerUnit(unit(field->key)) > 0)
                issues.append({1, c + 1, Issue::Severity::Error,
                               Text::tr("The column %1 counts time from the start of the trace, and no trace start "
                                        "was given (for example 2023-01-01T00:00:00)")
                                   .arg(quoted(m_columns.at(c).header))});
        }
    }
    for (int c = 0; c < m_columns.size(); ++c) {
        const Column& column = m_columns.at(c);
        const FieldSpec* field = kind->field(column.field);
        if (!field)
            continue;
        if (column.status == MatchStatus::Guessed)
            issues.append({1, c + 1, Issue::Severity::Warning,
                           Text::tr("The column %1 was taken for %2 because the names are alike; please check")
                               .arg(quoted(column.header), quoted(field->label()))});
        if (field->type == ValueType::Timestamp && !column.headerTimeZone.isEmpty() && !m_timeZone.isEmpty() &&
            QTimeZone(column.headerTimeZone.toUtf8()) != QTimeZone(m_timeZone.toUtf8()))
            issues.append({1, c + 1, Issue::Severity::Warning,
                           Text::tr("The header %1 names the time zone %2, but the import states %3; %3 is used")
                               .arg(quoted(column.header), column.headerTimeZone, m_timeZone)});
    }
    return issues;
}

KindFit ColumnMapping::kindFit() const
{
    KindFit fit;
    fit.kind = m_kind;
    for (const Column& column : m_columns) {
        if (column.header.trimmed().isEmpty())
            continue;
        ++fit.columns;
        if (column.field.isEmpty())
            fit.unrecognised.append(column.header);
        else
            ++fit.mapped;
    }
    if (!fit.fewerThanHalf())
        return fit;
    const QStringList headers = header();
    for (const RecordKind& other : recordKinds::all()) {
        if (other.key == m_kind)
            continue;
        auto proposed = propose(other.key, headers);
        if (!proposed)
            continue;
        int mapped = 0;
        for (const Column& column : std::as_const(proposed->m_columns)) {
            if (!column.header.trimmed().isEmpty() && !column.field.isEmpty())
                ++mapped;
        }
        // At least half of the columns, and more than the chosen kind: a clear better fit.
        if (2 * mapped >= fit.columns && mapped > fit.mapped && mapped > fit.betterMapped) {
            fit.betterKind = other.key;
            fit.betterMapped = mapped;
        }
    }
    return fit;
}

std::optional<Issue> KindFit::issue(const QStringList& importable) const
{
    if (!fewerThanHalf())
        return std::nullopt;
    const RecordKind* chosen = recordKinds::find(kind);
    const QString chosenLabel = quoted(chosen ? chosen->label() : kind);
    if (wrongKind()) {
        const RecordKind* better = recordKinds::find(betterKind);
        const QString betterLabel = quoted(better ? better->label() : betterKind);
        const QString message =
            importable.contains(betterKind)
                ? Text::tr("This file looks like %1, not %2: %3 of its %4 columns fit %1 and only %5 fit %2; "
                           "choose %1")
                : Text::tr("This file looks like %1, not %2: %3 of its %4 columns fit %1 and only %5 fit %2; "
                           "GateBench does not import %1 yet");
        return Issue{1, 0, Issue::Severity::Error,
                     message.arg(betterLabel, chosenLabel).arg(betterMapped).arg(columns).arg(mapped)};
    }
    QStringList names;
    constexpr int kNamed = 10; // a file of thousands of columns gets a line, not a page
    for (const QString& header : unrecognised.mid(0, kNamed))
        names.append(quoted(header));
    if (unrecognised.size() > kNamed)
        names.append(Text::tr("and %n more", nullptr, int(unrecognised.size() - kNamed)));
    return Issue{1, 0, Issue::Severity::Warning,
                 Text::tr("Only %1 of the %2 columns fit %3; these columns are not recognised: %4")
                     .arg(mapped)
                     .arg(columns)
                     .arg(chosenLabel, names.join(QStringLiteral(", ")))};
}

QString ColumnMapping::unit(const QString& field) const
{
    if (const QString stated = m_units.value(field); !stated.isEmpty())
        return stated;
    const FieldSpec* s = spec(field);
    const int c = columnOf(field);
    if (!s || c < 0)
        return {};
    // A header's unit never turns a timestamp into an offset from a trace start: only a stated unit does.
    const QString fromHeader = m_columns.at(c).headerUnit;
    return s->type != ValueType::Timestamp && ValueConverter::unitFits(fromHeader, s->type) ? fromHeader : QString();
}

Result<void> ColumnMapping::setUnit(const QString& field, const QString& unit)
{
    const FieldSpec* s = spec(field);
    if (!s)
        return Error{Error::Kind::BadInput, Text::tr("%1 is not a field of %2").arg(quoted(field), m_kind)};
    if (unit.trimmed().isEmpty()) {
        m_units.remove(field);
        return {};
    }
    const QString canonical = ValueConverter::canonicalUnit(unit);
    if (!ValueConverter::unitFits(canonical, s->type))
        return Error{Error::Kind::BadInput, Text::tr("The unit %1 does not fit the field %2").arg(quoted(unit), field)};
    m_units.insert(field, canonical);
    return {};
}

Result<void> ColumnMapping::setTimeZone(const QString& ianaId)
{
    const QString id = ianaId.trimmed();
    if (!id.isEmpty() && !QTimeZone(id.toUtf8()).isValid())
        return Error{Error::Kind::BadInput,
                     Text::tr("The time zone %1 is unknown; use an IANA name such as Asia/Shanghai").arg(quoted(id))};
    m_timeZone = id;
    return {};
}

Result<void> ColumnMapping::setTraceStart(const QString& text, const QTimeZone& fallbackZone)
{
    if (text.trimmed().isEmpty()) {
        m_traceStartMs.reset();
        return {};
    }
    ConversionOptions options;
    options.timeZone = m_timeZone.isEmpty() ? fallbackZone : QTimeZone(m_timeZone.toUtf8());
    const Converted start = ValueConverter::parse(text, ValueType::Timestamp, options);
    if (start.state != Converted::State::Value)
        return Error{
            Error::Kind::BadInput,
            Text::tr("The trace start %1 is not a time: %2")
                .arg(quoted(text.trimmed()), start.message.isEmpty() ? Text::tr("it is empty") : start.message)};
    m_traceStartMs = start.value.toDateTime().toMSecsSinceEpoch();
    return {};
}

bool ColumnMapping::hasTraceOffsets() const
{
    for (const Column& column : m_columns) {
        const FieldSpec* s = spec(column.field);
        if (s && s->type == ValueType::Timestamp && ValueConverter::secondsPerUnit(unit(column.field)) > 0)
            return true;
    }
    return false;
}

void ColumnMapping::setReferenceChoice(const QString& field, const QString& value, const QString& id)
{
    if (id.isEmpty())
        m_references[field].remove(value);
    else
        m_references[field].insert(value, id);
}

ConversionOptions ColumnMapping::conversionOptions(const QString& field, const QTimeZone& fallbackZone) const
{
    ConversionOptions options;
    const FieldSpec* s = spec(field);
    options.required = s && s->required;
    options.emptyMarkers = !(s && s->defaulted);
    if (s && (s->type == ValueType::Text || isReference(s->type)))
        options.maxCodePoints = s->maxCodePoints;
    options.unit = unit(field);
    const int c = columnOf(field);
    if (!m_timeZone.isEmpty())
        options.timeZone = QTimeZone(m_timeZone.toUtf8());
    else if (c >= 0 && !m_columns.at(c).headerTimeZone.isEmpty())
        options.timeZone = QTimeZone(m_columns.at(c).headerTimeZone.toUtf8());
    else
        options.timeZone = fallbackZone;
    options.traceStartMs = m_traceStartMs;
    return options;
}

ValueConverter ColumnMapping::converter(int column, const QTimeZone& fallbackZone) const
{
    const QString key = field(column);
    const FieldSpec* s = spec(key);
    const QString header = column >= 0 && column < m_columns.size() ? m_columns.at(column).header : QString();
    return ValueConverter(s ? s->type : ValueType::Text, conversionOptions(key, fallbackZone), column + 1, header, key);
}

// ---- ColumnMappingModel ----

ColumnMappingModel::ColumnMappingModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void ColumnMappingModel::setMapping(const ColumnMapping& mapping)
{
    beginResetModel();
    m_mapping = mapping;
    endResetModel();
    emit mappingChanged();
}

void ColumnMappingModel::setSamples(const QList<QStringList>& rows)
{
    m_samples = QStringList(m_mapping.columnCount(), QString());
    for (int c = 0; c < m_mapping.columnCount(); ++c) {
        for (const QStringList& row : rows) {
            if (c < row.size() && !row.at(c).trimmed().isEmpty()) {
                m_samples[c] = row.at(c);
                break;
            }
        }
    }
    if (rowCount() > 0)
        emit dataChanged(index(0, Sample), index(rowCount() - 1, Sample), {Qt::DisplayRole});
}

int ColumnMappingModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_mapping.columnCount();
}

int ColumnMappingModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : SectionCount;
}

QVariant ColumnMappingModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const ColumnMapping::Column& column = m_mapping.column(row);
    const RecordKind* kind = m_mapping.recordKind();
    const FieldSpec* field = kind ? kind->field(column.field) : nullptr;
    switch (role) {
    case FieldKeyRole:
        return column.field;
    case StatusRole:
        return int(column.status);
    case RequiredRole:
        return field && field->required;
    case Qt::DisplayRole:
    case Qt::EditRole:
    case Qt::ToolTipRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case Source:
        if (role == Qt::ToolTipRole && !column.headerUnit.isEmpty())
            return Text::tr("Column %1, unit in the header: %2").arg(row + 1).arg(column.headerUnit);
        return column.header.isEmpty() ? Text::tr("Column %1").arg(row + 1) : column.header;
    case Sample:
        return m_samples.value(row);
    case Target:
        if (role == Qt::EditRole)
            return column.field;
        if (!field)
            return Text::tr("Not imported");
        if (role == Qt::ToolTipRole)
            return Text::tr("%1 (%2)").arg(field->label(), valueTypeLabel(field->type));
        return field->label();
    case Status:
        return matchStatusLabel(column.status);
    default:
        break;
    }
    return {};
}

bool ColumnMappingModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || index.column() != Target ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QString key = value.toString();
    if (key == m_mapping.field(index.row()) && !key.isEmpty())
        return true;
    QList<std::pair<QString, MatchStatus>> before;
    for (int c = 0; c < m_mapping.columnCount(); ++c)
        before.append({m_mapping.field(c), m_mapping.status(c)});
    ColumnMapping changed = m_mapping;
    if (!changed.setField(index.row(), key))
        return false;
    m_mapping = changed;
    for (int c = 0; c < m_mapping.columnCount(); ++c) {
        if (before.at(c) != std::pair{m_mapping.field(c), m_mapping.status(c)})
            emit dataChanged(this->index(c, Target), this->index(c, Status));
    }
    emit mappingChanged();
    return true;
}

Qt::ItemFlags ColumnMappingModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Target)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant ColumnMappingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case Source:
        return Text::tr("Source column");
    case Sample:
        return Text::tr("Sample value");
    case Target:
        return Text::tr("Target field");
    case Status:
        return Text::tr("Status");
    default:
        break;
    }
    return {};
}

} // namespace gatebench
