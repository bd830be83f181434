#include "SourceLine.h"

#include "TextDecoder.h"
#include "ZipArchiveReader.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>

#include <vector>

namespace gatebench {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::SourceLine)
};

/// Files larger than this are checked but not shown: a PoC result file is a few hundred kilobytes.
constexpr qint64 kMaxShownBytes = 64 * 1024 * 1024;
/// A quoted field may run on over this many lines at most before the rest is left out.
constexpr int kMaxRecordLines = 40;

QString decoded(const QByteArray& bytes, QString* problem)
{
    const EncodingGuess guess = TextDecoder::detect(bytes, true);
    if (guess.binary) {
        *problem = guess.problem;
        return {};
    }
    const QByteArrayView body = QByteArrayView(bytes).sliced(guess.bomLength);
    TextDecoder decoder(guess.name);
    if (decoder.passesThrough())
        return QString::fromUtf8(body);
    std::vector<char> out(size_t(decoder.maxOutput(body.size()) + decoder.maxOutput(0) + 16));
    char* end = decoder.convert(body, out.data());
    end = decoder.finish(end);
    return QString::fromUtf8(out.data(), end - out.data());
}

/// Line `line` of `text` and, while a quoted field is still open, the lines after it.
QString recordAt(const QString& text, qint64 line, QString* problem)
{
    const QStringList lines = text.split(u'\n');
    qsizetype count = lines.size();
    if (count > 0 && lines.last().isEmpty())
        --count; // the line break that ends the last line starts none
    if (line < 1 || line > count) {
        *problem = Text::tr("The file has %n line(s); line %1 is not there.", nullptr, int(count)).arg(line);
        return {};
    }
    QStringList record;
    qsizetype quotes = 0;
    for (qsizetype i = line - 1; i < count && record.size() < kMaxRecordLines; ++i) {
        QString shown = lines.at(i);
        if (shown.endsWith(u'\r'))
            shown.chop(1);
        record.append(shown);
        quotes += shown.count(u'"');
        if (quotes % 2 == 0)
            break;
    }
    return record.join(u'\n');
}

} // namespace

SourceLine readSourceLine(const QString& file, qint64 line, const QString& sha256)
{
    SourceLine result;
    if (file.isEmpty())
        return result;
    result.path = file;
    QByteArray bytes;
    bool tooLarge = false;
    if (QFileInfo(file).isFile()) {
        QFile input(file);
        if (!input.open(QIODevice::ReadOnly)) {
            result.status = SourceLine::Status::Unreadable;
            result.problem = input.errorString();
            return result;
        }
        if (input.size() > kMaxShownBytes) {
            QCryptographicHash hash(QCryptographicHash::Sha256);
            hash.addData(&input);
            result.sha256 = QString::fromLatin1(hash.result().toHex());
            tooLarge = true;
        } else {
            bytes = input.readAll();
        }
    } else {
        // ARCHIVE/MEMBER: the longest leading part of the path that is a file is the archive.
        QString archive;
        for (qsizetype slash = file.lastIndexOf(u'/'); slash > 0; slash = file.lastIndexOf(u'/', slash - 1)) {
            if (QFileInfo(file.left(slash)).isFile()) {
                archive = file.left(slash);
                break;
            }
        }
        if (archive.isEmpty()) {
            result.status = SourceLine::Status::Missing;
            return result;
        }
        result.path = archive;
        result.member = file.mid(archive.size() + 1);
        ZipArchiveReader reader;
        if (auto opened = reader.open(archive); !opened) {
            result.status = SourceLine::Status::Unreadable;
            result.problem = opened.error().message;
            return result;
        }
        bool found = false;
        auto read = reader.read([&](const ZipMember& member, QIODevice& device) {
            if (member.name != result.member)
                return true;
            found = true;
            bytes = device.readAll();
            return false;
        });
        if (!read) {
            result.status = SourceLine::Status::Unreadable;
            result.problem = read.error().message;
            return result;
        }
        if (!found) {
            result.status = SourceLine::Status::Missing;
            return result;
        }
    }
    if (!tooLarge)
        result.sha256 = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    if (sha256.isEmpty()) {
        result.status = SourceLine::Status::Unreadable;
        result.problem = Text::tr("The import recorded no SHA-256 of the file, so it cannot be checked.");
        return result;
    }
    if (result.sha256.compare(sha256, Qt::CaseInsensitive) != 0) {
        result.status = SourceLine::Status::Changed;
        return result;
    }
    result.status = SourceLine::Status::Unchanged;
    if (tooLarge) {
        result.problem = Text::tr("The file is too large to show here; open its folder to read it.");
        return result;
    }
    QString problem;
    const QString text = decoded(bytes, &problem);
    if (problem.isEmpty())
        result.text = recordAt(text, line, &problem);
    result.problem = problem;
    return result;
}

} // namespace gatebench
