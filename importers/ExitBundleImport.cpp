#include "ExitBundle.h"

#include "repositories/AssessmentRepository.h"
#include "storage/SqliteStorage.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace gatebench::bundle {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::ExitBundle)
};

} // namespace

Result<ImportSummary> importBundle(const QString& bundlePath, const QString& target, const ImportOptions& options)
{
    const QFileInfo targetInfo(target);
    if (targetInfo.exists() && !options.overwrite)
        return Error{Error::Kind::Usage,
                     Text::tr("%1 already exists; choose another file or replace it (--force)").arg(target)};
    if (targetInfo.exists() && !targetInfo.isFile())
        return Error{Error::Kind::Usage, Text::tr("%1 is not a file").arg(target)};
    const QDir folder = targetInfo.absoluteDir();
    if (!folder.exists())
        return Error{Error::Kind::Usage, Text::tr("The folder %1 does not exist").arg(folder.path())};
    // Next to the target, so that the finished database moves into place with a rename.
    QTemporaryDir scratch(folder.filePath(QStringLiteral(".gatebench-bundle-XXXXXX")));
    if (!scratch.isValid())
        return Error{Error::Kind::Io, Text::tr("Cannot create a temporary folder: %1").arg(scratch.errorString())};
    auto verified = verify(bundlePath, scratch.path(), options.limits, options.progress);
    if (!verified)
        return verified.error();

    ImportSummary summary;
    summary.bundle = *verified;
    const QString bundleName = QFileInfo(bundlePath).fileName();
    {
        auto storage = SqliteStorage::open(verified->databasePath, SqliteStorage::Mode::ReadWrite);
        if (!storage)
            return Error{storage.error().kind,
                         Text::tr("The bundle %1 is refused: its database %2 cannot be opened: %3")
                             .arg(bundleName, QLatin1String(kDatabase), storage.error().message)};
        summary.upgradedFrom = (*storage)->upgradedFrom();
        const AssessmentRepository repository(**storage);
        auto files = repository.allFiles();
        if (!files)
            return files.error();
        for (const EvidenceFile& file : std::as_const(*files)) {
            auto content = repository.fileContent(file.id);
            if (!content)
                return content.error();
            const QByteArray bytes = content->value_or(QByteArray());
            if (QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()) !=
                    file.sha256.toLower() ||
                bytes.size() != file.size)
                return Error{Error::Kind::Integrity,
                             Text::tr("The bundle %1 is refused: the evidence file “%2” (id %3) does not match the "
                                      "SHA-256 recorded for it.")
                                 .arg(bundleName, file.fileName)
                                 .arg(file.id)};
            if (options.progress && !options.progress(summary.evidenceFiles, files->size()))
                return Error{Error::Kind::Cancelled,
                             Text::tr("Opening the bundle was cancelled; nothing was written.")};
            ++summary.evidenceFiles;
        }
    } // the connection closes: the file is whole on its own
    if (QFileInfo::exists(target) && !QFile::remove(target))
        return Error{Error::Kind::Io, Text::tr("Cannot replace %1").arg(target)};
    if (!QFile::rename(verified->databasePath, target))
        return Error{Error::Kind::Io, Text::tr("Cannot write %1").arg(target)};
    return summary;
}

} // namespace gatebench::bundle
