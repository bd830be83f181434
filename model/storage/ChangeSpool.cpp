#include "storage/ChangeSpool.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QTemporaryFile>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ChangeSpool)
};

/// Changes kept in memory before the spool moves to a file: small imports never touch the disk.
constexpr qsizetype kInMemory = 4096;

QDataStream& operator<<(QDataStream& out, const Change& change)
{
    return out << quint8(change.op) << change.table << change.key << change.before << change.after;
}

QDataStream& operator>>(QDataStream& in, Change& change)
{
    quint8 op = 0;
    in >> op >> change.table >> change.key >> change.before >> change.after;
    change.op = Change::Op(op);
    return in;
}

} // namespace

struct ChangeSpool::Data {
    ChangeSet memory;
    std::unique_ptr<QTemporaryFile> file;
    QDataStream out;
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
            out << change;
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
    d->out << change;
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
    for (qsizetype i = 0; i < d->count; ++i) {
        in >> change;
        if (in.status() != QDataStream::Ok)
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
