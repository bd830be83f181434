#include "storage/ChangeSpool.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QHash>
#include <QTemporaryFile>

#include <algorithm>
#include <cstring>
#include <optional>
#include <vector>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ChangeSpool)
};

/// Changes kept in memory before the spool moves to a file: small imports never touch the disk.
constexpr qsizetype kInMemory = 4096;

/// The spool's encoding: each change one record, its length first, then plain bytes in this
/// process's byte order (the file lives only as long as the import). Encoded into a memory buffer
/// written to the file in large blocks and decoded from a pointer: a QDataStream over the file
/// went through QIODevice for every one of a row's few dozen fields, a large part of the fixed
/// cost of a narrow row (issue 28, item 10).
class Encoder {
public:
    void raw(const void* data, qsizetype size)
    {
        // A plain buffer: QByteArray::append checked and moved more per call than the few bytes of
        // a field cost to copy (issue 28, item 10).
        makeRoom(size);
        if (size > 0)
            std::memcpy(m_buffer.data() + m_used, data, std::size_t(size));
        m_used += size;
    }
    template <typename T>
    void put(T value)
    {
        // Copied by a size known here, so the compiler writes it in place instead of calling memcpy
        // (a tag, a length or a number: most of what a row writes; issue 28, item 10).
        makeRoom(qsizetype(sizeof value));
        std::memcpy(m_buffer.data() + m_used, &value, sizeof value);
        m_used += qsizetype(sizeof value);
    }
    void text(const QString& value)
    {
        if (value.isNull()) {
            put(kNullText);
            return;
        }
        put(quint32(value.size()));
        raw(value.constData(), value.size() * qsizetype(sizeof(QChar)));
    }

    qsizetype size() const { return m_used; }
    char* data() { return m_buffer.data(); }
    void clear() { m_used = 0; }

    static constexpr quint32 kNullText = 0xffffffffu;

private:
    void makeRoom(qsizetype size)
    {
        if (m_used + size > qsizetype(m_buffer.size()))
            m_buffer.resize(std::max(m_buffer.size() * 2, std::size_t(m_used + size)));
    }

    std::vector<char> m_buffer;
    qsizetype m_used = 0;
};

class Decoder {
public:
    Decoder(const char* begin, const char* end)
        : m_at(begin)
        , m_end(end)
    {}

    bool ok() const { return m_ok; }
    bool atEnd() const { return m_at == m_end; }

    template <typename T>
    T get()
    {
        T value{};
        if (!take(sizeof value))
            return value;
        std::memcpy(&value, m_at - sizeof value, sizeof value);
        return value;
    }
    QString text()
    {
        const auto size = get<quint32>();
        if (size == Encoder::kNullText || !m_ok)
            return QString();
        if (!take(qsizetype(size) * qsizetype(sizeof(QChar))))
            return QString();
        QString value(qsizetype(size), Qt::Uninitialized);
        std::memcpy(value.data(), m_at - qsizetype(size) * qsizetype(sizeof(QChar)), size_t(size) * sizeof(QChar));
        return value;
    }
    QByteArray block()
    {
        const auto size = get<quint32>();
        if (!take(qsizetype(size)))
            return QByteArray();
        return QByteArray(m_at - size, qsizetype(size));
    }

private:
    bool take(qsizetype size)
    {
        if (!m_ok || m_end - m_at < size) {
            m_ok = false;
            return false;
        }
        m_at += size;
        return true;
    }

    const char* m_at;
    const char* m_end;
    bool m_ok = true;
};

/// Table and column names, each written once to a spool and then by number: an import repeats the
/// same few names on every row, and writing and reading them as text was a large part of the fixed
/// cost of a narrow row (issue 28, item 10). A number past the names known is followed by the new
/// name, so that writer and reader grow the same list.
struct Names {
    QStringList list;
    QHash<QString, quint32> numbers;
    /// The names written so far by the address of their characters: the names of a row are mostly
    /// the same shared strings (a repository's column list), found here without hashing their text
    /// (hashing every name of every row was a large part of a narrow row's cost). A name held here
    /// keeps its characters alive and unchanged (shared, so never written in place), so an equal
    /// address and length is the same name. At most kHeld addresses: names made anew for every row
    /// are found by their text.
    struct Held {
        QString name;
        quint32 number = 0;
    };
    QHash<const QChar*, Held> byAddress;
    static constexpr qsizetype kHeld = 4096;

    void write(Encoder& out, const QString& name)
    {
        const auto held = byAddress.constFind(name.constData());
        if (held != byAddress.cend() && held->name.size() == name.size() && !name.isNull()) {
            out.put(held->number);
            return;
        }
        quint32 number = 0;
        const auto found = numbers.constFind(name);
        if (found != numbers.cend()) {
            number = *found;
            out.put(number);
        } else {
            number = quint32(list.size());
            numbers.insert(name, number);
            list.append(name);
            out.put(number);
            out.text(name);
        }
        if (!name.isNull() && (held != byAddress.cend() || byAddress.size() < kHeld))
            byAddress.insert(name.constData(), {name, number});
    }

    bool read(Decoder& in, QString& name, quint32* numbered = nullptr)
    {
        const auto number = in.get<quint32>();
        if (!in.ok())
            return false;
        if (numbered)
            *numbered = number;
        if (number < quint32(list.size())) {
            name = list.at(qsizetype(number));
            return true;
        }
        if (number != quint32(list.size()))
            return false;
        name = in.text();
        list.append(name);
        return in.ok();
    }
};

/// A value's tag in a spool: the common types of a row written directly, any other as a QVariant
/// through QDataStream.
/// An empty text that is not null (most cells of a narrow row: the columns it leaves empty) is a tag
/// alone, read back without allocating (issue 28, item 10).
enum class Tag : quint8 { Variant, Text, Integer, Real, Int, Invalid, EmptyText };

void writeValue(Encoder& out, const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::QString: {
        const QString& text = *static_cast<const QString*>(value.constData());
        if (text.isEmpty() && !text.isNull()) {
            out.put(quint8(Tag::EmptyText));
            return;
        }
        out.put(quint8(Tag::Text));
        out.text(text);
        return;
    }
    case QMetaType::LongLong:
        out.put(quint8(Tag::Integer));
        out.put(value.toLongLong());
        return;
    case QMetaType::Int:
        out.put(quint8(Tag::Int));
        out.put(qint32(value.toInt()));
        return;
    case QMetaType::Double:
        out.put(quint8(Tag::Real));
        out.put(value.toDouble());
        return;
    case QMetaType::UnknownType:
        out.put(quint8(Tag::Invalid));
        return;
    default: {
        QByteArray streamed;
        QDataStream stream(&streamed, QIODevice::WriteOnly);
        stream.setVersion(QDataStream::Qt_6_4);
        stream << value;
        out.put(quint8(Tag::Variant));
        out.put(quint32(streamed.size()));
        out.raw(streamed.constData(), streamed.size());
    }
    }
}

bool readValue(Decoder& in, QVariant& value)
{
    switch (Tag(in.get<quint8>())) {
    case Tag::Text:
        value = QVariant(in.text());
        return in.ok();
    case Tag::EmptyText:
        value = QVariant(emptyText());
        return in.ok();
    case Tag::Integer:
        value = QVariant(in.get<qint64>());
        return in.ok();
    case Tag::Int:
        value = QVariant(int(in.get<qint32>()));
        return in.ok();
    case Tag::Real:
        value = QVariant(in.get<double>());
        return in.ok();
    case Tag::Invalid:
        value = QVariant();
        return in.ok();
    case Tag::Variant: {
        const QByteArray streamed = in.block();
        QDataStream stream(streamed);
        stream.setVersion(QDataStream::Qt_6_4);
        stream >> value;
        return in.ok() && stream.status() == QDataStream::Ok;
    }
    }
    return false;
}

void writeRow(Encoder& out, Names& names, const QVariantMap& row)
{
    out.put(quint32(row.size()));
    for (auto it = row.cbegin(); it != row.cend(); ++it) {
        names.write(out, it.key());
        writeValue(out, it.value());
    }
}

bool readRow(Decoder& in, Names& names, QVariantMap& row)
{
    row.clear();
    const auto size = in.get<quint32>();
    QString name;
    QVariant value;
    for (quint32 i = 0; i < size && in.ok(); ++i) {
        if (!names.read(in, name) || !readValue(in, value))
            return false;
        // Written in key order: each goes at the end.
        row.insert(row.cend(), name, value);
    }
    return in.ok();
}

/// Reads a row written by writeRow as its columns and values. `numbers` holds the name numbers of
/// the columns read last: a row of the same names keeps its (shared) list of names.
bool readRow(Decoder& in, Names& names, std::vector<quint32>& numbers, QStringList& columns, QVariantList& values)
{
    const auto size = in.get<quint32>();
    if (!in.ok() || size > quint32(1u << 20))
        return false;
    bool same = numbers.size() == size;
    if (!same)
        numbers.assign(size, 0);
    values.clear();
    values.reserve(qsizetype(size) + 1); // room for the import's tag
    QString name;
    for (quint32 i = 0; i < size; ++i) {
        quint32 number = 0;
        if (!names.read(in, name, &number))
            return false;
        if (same && numbers[i] != number)
            same = false;
        numbers[i] = number;
        values.append(QVariant());
        if (!readValue(in, values.last()))
            return false;
    }
    if (!same || columns.size() != qsizetype(size)) {
        columns.clear();
        columns.reserve(qsizetype(size));
        for (const quint32 number : numbers)
            columns.append(names.list.at(qsizetype(number)));
    }
    return in.ok();
}

/// The op byte of an insert written by its shape (writeInsert), after the ops of Change::Op.
constexpr quint8 kShapedInsert = 0x80;

/// The shapes of the inserts written (their table, key columns and columns), each written once to a
/// spool and then by number, like the names: an import adds rows of one or two shapes, and writing
/// and reading every column's name of every row (by number) was about a tenth of a narrow row's
/// instructions (issue 28, item 10). The shape of the row before is found by the address of its
/// (shared) column list, without comparing a name.
struct Shapes {
    struct Shape {
        QString table;
        QStringList keyColumns;
        QStringList columns; ///< held: its address stays that of the list the rows share
    };
    std::vector<Shape> list;
    qsizetype last = -1;

    /// The number of the shape of this row, and whether it is new (then to be written in full).
    std::pair<quint32, bool> find(const QString& table, const Filter& key, const QStringList& columns)
    {
        const auto sameKey = [&key](const QStringList& keyColumns) {
            return keyColumns.size() == key.size() && std::equal(key.keyBegin(), key.keyEnd(), keyColumns.cbegin());
        };
        if (last >= 0) {
            const Shape& shape = list[std::size_t(last)];
            if (shape.columns.constData() == columns.constData() && shape.columns.size() == columns.size() &&
                shape.table == table && sameKey(shape.keyColumns))
                return {quint32(last), false};
        }
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (list[i].table == table && list[i].columns == columns && sameKey(list[i].keyColumns)) {
                last = qsizetype(i);
                // Held anew: the rows to come share this list (its address finds the shape above).
                list[i].columns = columns;
                return {quint32(i), false};
            }
        }
        list.push_back({table, key.keys(), columns});
        last = qsizetype(list.size() - 1);
        return {quint32(last), true};
    }
};

/// One insert as a record: its shape's number (the shape in full after a new number), then only the
/// values of its key and of its columns, in their order.
void writeInsert(Encoder& out, Names& names, Shapes& shapes, const QString& table, const Filter& key,
                 const QStringList& columns, const QVariantList& values)
{
    const qsizetype start = out.size();
    out.put(quint32(0));
    out.put(kShapedInsert);
    const auto [number, isNew] = shapes.find(table, key, columns);
    out.put(number);
    if (isNew) {
        names.write(out, table);
        out.put(quint32(key.size()));
        for (auto it = key.keyBegin(); it != key.keyEnd(); ++it)
            names.write(out, *it);
        out.put(quint32(columns.size()));
        for (const QString& column : columns)
            names.write(out, column);
    }
    for (const QVariant& value : key)
        writeValue(out, value);
    for (qsizetype i = 0; i < columns.size(); ++i)
        writeValue(out, values.at(i));
    const auto length = quint32(out.size() - start - qsizetype(sizeof(quint32)));
    std::memcpy(out.data() + start, &length, sizeof length);
}

/// The shapes as read back: their numbers in the order the writer gave them.
struct ReadShapes {
    std::vector<SpooledInsert> list; ///< table, key columns and columns of each shape; no values
};

/// Reads `count` values into `values`.
bool readValues(Decoder& in, qsizetype count, QVariantList& values)
{
    values.clear();
    values.reserve(count + 1); // room for the import's tag
    for (qsizetype i = 0; i < count; ++i) {
        if (!readValue(in, values.emplaceBack()))
            return false;
    }
    return in.ok();
}

/// The rest of a record written by writeInsert after its op, into `row`.
bool readShapedInsert(Decoder& in, Names& names, ReadShapes& shapes, SpooledInsert& row)
{
    const auto number = in.get<quint32>();
    if (!in.ok() || number > quint32(shapes.list.size()))
        return false;
    if (number == quint32(shapes.list.size())) {
        SpooledInsert shape;
        if (!names.read(in, shape.table))
            return false;
        for (QStringList* list : {&shape.keyColumns, &shape.columns}) {
            const auto size = in.get<quint32>();
            if (!in.ok() || size > quint32(1u << 20))
                return false;
            QString name;
            for (quint32 i = 0; i < size; ++i) {
                if (!names.read(in, name))
                    return false;
                list->append(name);
            }
        }
        shapes.list.push_back(std::move(shape));
    }
    const SpooledInsert& shape = shapes.list[number];
    // The shape's lists are shared, not copied: the rows of one shape hand on one list of columns.
    row.table = shape.table;
    row.keyColumns = shape.keyColumns;
    row.columns = shape.columns;
    return readValues(in, shape.keyColumns.size(), row.keyValues) && readValues(in, shape.columns.size(), row.values) &&
           in.atEnd();
}

/// The column numbers of the key and of the row read last (readInsert).
struct InsertNumbers {
    std::vector<quint32> key;
    std::vector<quint32> row;
};

/// The rest of an insert's record after its op, into `row`.
bool readInsert(Decoder& in, Names& names, InsertNumbers& numbers, SpooledInsert& row)
{
    if (!names.read(in, row.table) || !readRow(in, names, numbers.key, row.keyColumns, row.keyValues))
        return false;
    Row before; // an insert's is empty
    return readRow(in, names, before) && readRow(in, names, numbers.row, row.columns, row.values) && in.atEnd();
}

SpooledInsert insertOf(const Change& change)
{
    return {change.table, change.key.keys(), change.key.values(), change.after.keys(), change.after.values()};
}

Row rowOf(const QStringList& columns, const QVariantList& values)
{
    Row row;
    for (qsizetype i = 0; i < columns.size() && i < values.size(); ++i)
        row.insert(columns.at(i), values.at(i));
    return row;
}

/// One change as a record: its length, then the change.
void writeChange(Encoder& out, Names& names, const Change& change)
{
    const qsizetype start = out.size();
    out.put(quint32(0));
    out.put(quint8(change.op));
    names.write(out, change.table);
    writeRow(out, names, change.key);
    writeRow(out, names, change.before);
    writeRow(out, names, change.after);
    const auto length = quint32(out.size() - start - qsizetype(sizeof(quint32)));
    std::memcpy(out.data() + start, &length, sizeof length);
}

/// The rest of a change's record after its op.
bool readChangeAfterOp(Decoder& in, Names& names, Change& change)
{
    return names.read(in, change.table) && readRow(in, names, change.key) && readRow(in, names, change.before) &&
           readRow(in, names, change.after) && in.atEnd();
}

/// Reads a spool file's records in large blocks.
class RecordReader {
public:
    explicit RecordReader(QIODevice& device)
        : m_device(device)
    {}

    /// The next record's bytes, or nothing at the end of the file or on a read error (`failed`).
    std::optional<Decoder> next()
    {
        if (!fill(qsizetype(sizeof(quint32))))
            return std::nullopt;
        quint32 length = 0;
        std::memcpy(&length, m_buffer.constData() + m_at, sizeof length);
        if (!fill(qsizetype(sizeof length) + qsizetype(length))) {
            m_failed = true;
            return std::nullopt;
        }
        const char* begin = m_buffer.constData() + m_at + sizeof length;
        m_at += qsizetype(sizeof length) + qsizetype(length);
        return Decoder(begin, begin + length);
    }

    bool failed() const { return m_failed; }

private:
    /// At least `size` unread bytes in the buffer, unless the file ends first.
    bool fill(qsizetype size)
    {
        if (m_buffer.size() - m_at >= size)
            return true;
        m_buffer.remove(0, m_at);
        m_at = 0;
        const qsizetype want = std::max(size, kBlock);
        const qsizetype have = m_buffer.size();
        m_buffer.resize(have + want);
        const qint64 got = m_device.read(m_buffer.data() + have, want);
        if (got < 0) {
            m_failed = true;
            m_buffer.resize(have);
            return false;
        }
        m_buffer.resize(have + qsizetype(got));
        return m_buffer.size() >= size;
    }

    static constexpr qsizetype kBlock = 1 << 20;
    QIODevice& m_device;
    QByteArray m_buffer;
    qsizetype m_at = 0;
    bool m_failed = false;
};

} // namespace

struct ChangeSpool::Data {
    ChangeSet memory;
    std::unique_ptr<QTemporaryFile> file;
    Encoder out;
    Names names;
    Shapes shapes;
    qsizetype count = 0;
    bool writeFailed = false;
    std::function<void(Change&)> adjust;
    std::function<void(SpooledInsert&)> insertAdjust;
    QStringList tables; ///< every table a change touches, in the order first seen

    void noteTable(const QString& table)
    {
        if ((tables.isEmpty() || tables.constLast() != table) && !tables.contains(table))
            tables.append(table);
    }

    void spill()
    {
        file = std::make_unique<QTemporaryFile>(QDir::tempPath() + QStringLiteral("/gatebench-import-XXXXXX"));
        if (!file->open()) {
            writeFailed = true;
            return;
        }
        for (const Change& change : std::as_const(memory))
            writeChange(out, names, change);
        memory.clear();
        memory.squeeze();
        flushIfFull();
    }

    /// Writes the encoded records to the file once they fill a block (`force`: whatever there is).
    void flushIfFull(bool force = false)
    {
        if (writeFailed || out.size() == 0 || (!force && out.size() < kBlock))
            return;
        if (file->write(out.data(), out.size()) != out.size())
            writeFailed = true;
        out.clear();
    }

    static constexpr qsizetype kBlock = 1 << 20;
};

ChangeSpool::ChangeSpool()
    : d(std::make_shared<Data>())
{}

QStringList ChangeSpool::tables() const
{
    return d->tables;
}

void ChangeSpool::append(const Change& change)
{
    ++d->count;
    d->noteTable(change.table);
    if (!d->file && d->memory.size() < kInMemory) {
        d->memory.append(change);
        return;
    }
    if (!d->file)
        d->spill();
    if (d->writeFailed)
        return;
    writeChange(d->out, d->names, change);
    d->flushIfFull();
}

void ChangeSpool::appendInsert(const QString& table, const Filter& key, const QStringList& columns,
                               const QVariantList& values)
{
    if (!d->file && d->memory.size() < kInMemory) {
        append(Change::insert(table, key, rowOf(columns, values)));
        return;
    }
    ++d->count;
    d->noteTable(table);
    if (!d->file)
        d->spill();
    if (d->writeFailed)
        return;
    writeInsert(d->out, d->names, d->shapes, table, key, columns, values);
    d->flushIfFull();
}

qsizetype ChangeSpool::size() const
{
    return d->count;
}

void ChangeSpool::setAdjustment(std::function<void(Change&)> adjust)
{
    d->adjust = std::move(adjust);
}

void ChangeSpool::setInsertAdjustment(std::function<void(SpooledInsert&)> adjust)
{
    d->insertAdjust = std::move(adjust);
}

Result<void> ChangeSpool::forEach(const std::function<Result<void>(Change&)>& visit,
                                  const std::function<Result<void>(SpooledInsert&)>& insert) const
{
    // An insert adjusted as a Change when there is no typed adjustment (the result may be no insert).
    const auto visitInsert = [&](SpooledInsert& row) -> Result<void> {
        if (d->insertAdjust) {
            d->insertAdjust(row);
        } else if (d->adjust) {
            Change change = row.toChange();
            d->adjust(change);
            if (change.op != Change::Op::Insert)
                return visit(change);
            row = insertOf(change);
        }
        return insert(row);
    };
    if (!d->file) {
        for (const Change& stored : std::as_const(d->memory)) {
            if (stored.op == Change::Op::Insert) {
                SpooledInsert row = insertOf(stored);
                if (auto r = visitInsert(row); !r)
                    return r;
                continue;
            }
            Change change = stored;
            if (d->adjust)
                d->adjust(change);
            if (auto r = visit(change); !r)
                return r;
        }
        return {};
    }
    const auto failed = [this] {
        return Error{Error::Kind::Io,
                     Text::tr("Cannot use the temporary file %1: %2").arg(d->file->fileName(), d->file->errorString())};
    };
    d->flushIfFull(true);
    if (d->writeFailed || !d->file->flush())
        return failed();
    QFile file(d->file->fileName());
    if (!file.open(QIODevice::ReadOnly))
        return failed();
    RecordReader records(file);
    Change change;
    SpooledInsert row;
    InsertNumbers numbers;
    Names names;
    ReadShapes shapes;
    for (qsizetype i = 0; i < d->count; ++i) {
        auto record = records.next();
        if (!record)
            return failed();
        const auto opByte = record->get<quint8>();
        if (opByte == kShapedInsert) {
            if (!readShapedInsert(*record, names, shapes, row))
                return failed();
            if (auto r = visitInsert(row); !r)
                return r;
            continue;
        }
        const auto op = Change::Op(opByte);
        if (op == Change::Op::Insert) {
            if (!readInsert(*record, names, numbers, row))
                return failed();
            if (auto r = visitInsert(row); !r)
                return r;
            continue;
        }
        change.op = op;
        if (!readChangeAfterOp(*record, names, change))
            return failed();
        if (d->adjust)
            d->adjust(change);
        if (auto r = visit(change); !r)
            return r;
    }
    return {};
}

Result<void> ChangeSpool::forEach(const std::function<Result<void>(Change&)>& visit) const
{
    if (!d->file) {
        for (Change change : std::as_const(d->memory)) {
            if (d->adjust)
                d->adjust(change);
            if (auto r = visit(change); !r)
                return r;
        }
        return {};
    }
    const auto failed = [this] {
        return Error{Error::Kind::Io,
                     Text::tr("Cannot use the temporary file %1: %2").arg(d->file->fileName(), d->file->errorString())};
    };
    d->flushIfFull(true);
    if (d->writeFailed || !d->file->flush())
        return failed();
    // A reader of its own, so that the spool can be read more than once (and written no further).
    QFile file(d->file->fileName());
    if (!file.open(QIODevice::ReadOnly))
        return failed();
    RecordReader records(file);
    Change change;
    Names names;
    ReadShapes shapes;
    SpooledInsert row;
    for (qsizetype i = 0; i < d->count; ++i) {
        auto record = records.next();
        if (!record)
            return failed();
        const auto opByte = record->get<quint8>();
        if (opByte == kShapedInsert) {
            if (!readShapedInsert(*record, names, shapes, row))
                return failed();
            change = row.toChange();
        } else {
            change.op = Change::Op(opByte);
            if (!readChangeAfterOp(*record, names, change))
                return failed();
        }
        if (d->adjust)
            d->adjust(change);
        if (auto r = visit(change); !r)
            return r;
    }
    return {};
}

Change SpooledInsert::toChange() const
{
    return Change::insert(table, rowOf(keyColumns, keyValues), rowOf(columns, values));
}

QVariant SpooledInsert::value(const QString& column) const
{
    const qsizetype at = columns.indexOf(column);
    return at >= 0 && at < values.size() ? values.at(at) : QVariant();
}

void SpooledInsert::setValue(const QString& column, const QVariant& value)
{
    const qsizetype at = columns.indexOf(column);
    if (at >= 0 && at < values.size())
        values[at] = value;
}

ChangeSet ChangeSpool::toList() const
{
    ChangeSet list;
    (void)forEach([&](Change& change) -> Result<void> {
        list.append(change);
        return {};
    });
    return list;
}

} // namespace gatebench
