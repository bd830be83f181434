#include "storage/ChangeSpool.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QHash>
#include <QTemporaryFile>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ChangeSpool)
};

/// Changes kept in memory before the spool moves to a file: small imports never touch the disk.
constexpr qsizetype kInMemory = 4096;

/// Table and column names, each written once to a spool and then by number: an import repeats the
/// same few names on every row, and writing and reading them as text was a large part of the fixed
/// cost of a narrow row (issue 28, item 10). A number past the names known is followed by the new
/// name, so that writer and reader grow the same list.
struct Names {
    QStringList list;
    QHash<QString, quint32> numbers;

    void write(QDataStream& out, const QString& name)
    {
        const auto found = numbers.constFind(name);
        if (found != numbers.cend()) {
            out << *found;
            return;
        }
        const auto number = quint32(list.size());
        numbers.insert(name, number);
        list.append(name);
        out << number << name;
    }

    bool read(QDataStream& in, QString& name)
    {
        quint32 number = 0;
        in >> number;
        if (number < quint32(list.size())) {
            name = list.at(qsizetype(number));
            return true;
        }
        if (number != quint32(list.size()))
            return false;
        in >> name;
        list.append(name);
        return true;
    }
};

/// A value's tag in a spool: the common types of a row written directly, any other as a QVariant.
enum class Tag : quint8 { Variant, Text, Integer, Real };

void writeValue(QDataStream& out, const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::QString:
        out << quint8(Tag::Text) << value.toString();
        return;
    case QMetaType::LongLong:
        out << quint8(Tag::Integer) << value.toLongLong();
        return;
    case QMetaType::Double:
        out << quint8(Tag::Real) << value.toDouble();
        return;
    default:
        out << quint8(Tag::Variant) << value;
    }
}

void readValue(QDataStream& in, QVariant& value)
{
    quint8 tag = 0;
    in >> tag;
    switch (Tag(tag)) {
    case Tag::Text: {
        QString text;
        in >> text;
        value = QVariant(std::move(text));
        return;
    }
    case Tag::Integer: {
        qint64 number = 0;
        in >> number;
        value = QVariant(number);
        return;
    }
    case Tag::Real: {
        double number = 0;
        in >> number;
        value = QVariant(number);
        return;
    }
    case Tag::Variant:
        in >> value;
        return;
    }
    in.setStatus(QDataStream::ReadCorruptData);
}

void writeRow(QDataStream& out, Names& names, const QVariantMap& row)
{
    out << quint32(row.size());
    for (auto it = row.cbegin(); it != row.cend(); ++it) {
        names.write(out, it.key());
        writeValue(out, it.value());
    }
}

bool readRow(QDataStream& in, Names& names, QVariantMap& row)
{
    row.clear();
    quint32 size = 0;
    in >> size;
    QString name;
    QVariant value;
    for (quint32 i = 0; i < size && in.status() == QDataStream::Ok; ++i) {
        if (!names.read(in, name))
            return false;
        readValue(in, value);
        // Written in key order: each goes at the end.
        row.insert(row.cend(), name, value);
    }
    return in.status() == QDataStream::Ok;
}

void writeChange(QDataStream& out, Names& names, const Change& change)
{
    out << quint8(change.op);
    names.write(out, change.table);
    writeRow(out, names, change.key);
    writeRow(out, names, change.before);
    writeRow(out, names, change.after);
}

bool readChange(QDataStream& in, Names& names, Change& change)
{
    quint8 op = 0;
    in >> op;
    change.op = Change::Op(op);
    return names.read(in, change.table) && readRow(in, names, change.key) && readRow(in, names, change.before) &&
           readRow(in, names, change.after);
}

} // namespace

struct ChangeSpool::Data {
    ChangeSet memory;
    std::unique_ptr<QTemporaryFile> file;
    QDataStream out;
    Names names;
    qsizetype count = 0;
    bool writeFailed = false;
    std::function<void(Change&)> adjust;

    void spill()
    {
        file = std::make_unique<QTemporaryFile>(QDir::tempPath() + QStringLiteral("/gatebench-import-XXXXXX"));
        if (!file->open()) {
            writeFailed = true;
            return;
        }
        out.setDevice(file.get());
        out.setVersion(QDataStream::Qt_6_4);
        for (const Change& change : std::as_const(memory))
            writeChange(out, names, change);
        memory.clear();
        memory.squeeze();
    }
};

ChangeSpool::ChangeSpool()
    : d(std::make_shared<Data>())
{}

void ChangeSpool::append(const Change& change)
{
    ++d->count;
    if (!d->file && d->memory.size() < kInMemory) {
        d->memory.append(change);
        return;
    }
    if (!d->file)
        d->spill();
    if (d->writeFailed)
        return;
    writeChange(d->out, d->names, change);
    if (d->out.status() != QDataStream::Ok)
        d->writeFailed = true;
}

qsizetype ChangeSpool::size() const
{
    return d->count;
}

void ChangeSpool::setAdjustment(std::function<void(Change&)> adjust)
{
    d->adjust = std::move(adjust);
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
    if (d->writeFailed || !d->file->flush())
        return failed();
    // A reader of its own, so that the spool can be read more than once (and written no further).
    QFile file(d->file->fileName());
    if (!file.open(QIODevice::ReadOnly))
        return failed();
    QDataStream in(&file);
    in.setVersion(QDataStream::Qt_6_4);
    Change change;
    Names names;
    for (qsizetype i = 0; i < d->count; ++i) {
        if (!readChange(in, names, change) || in.status() != QDataStream::Ok)
            return failed();
        if (d->adjust)
            d->adjust(change);
        if (auto r = visit(change); !r)
            return r;
    }
    return {};
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
