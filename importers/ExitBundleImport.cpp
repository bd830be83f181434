#include "ExitBundle.h"

#include "reports/Verification.h"
#include "repositories/AssessmentRepository.h"
#include "storage/Storage.h"
#include "storage/StorageFactory.h"
#include "storage/WorkspaceFile.h"

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
    // What the target is now: it is replaced only if it is still that when the bundle is ready.
    const auto started = workspaceFile::Stamp::of(target);
    if (auto r = workspaceFile::checkTarget(target, options.overwrite); !r)
        return r.error();
    const QDir folder = targetInfo.absoluteDir();
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
        auto storage = storageFactory::open(verified->databasePath, storageFactory::Access::ReadWrite);
        if (!storage)
            return Error{storage.error().kind,
                         Text::tr("The bundle %1 is refused: its database %2 cannot be opened: %3")
                             .arg(bundleName, QLatin1String(kDatabase), storage.error().message)};
        summary.upgradedFrom = (*storage)->upgradedFrom();
        // Left in WAL mode like every other evaluation (the database entry is a VACUUM INTO copy).
        if (auto r = (*storage)->adoptCopy(); !r)
            return r.error();
        // The chain must hold the head the manifest states, and every link of it: a database
        // changed after the bundle was written, or a manifest written for another, is refused.
        if (!verified->chainHead.isEmpty()) {
            const auto head = ChainHead::parse(verified->chainHead);
            auto chain = verification::checkChain(**storage, head);
            if (!chain)
                return chain.error();
            if (!chain->problems.isEmpty())
                return Error{Error::Kind::Integrity,
                             Text::tr("The bundle %1 is refused: its database does not hold the audit chain head "
                                      "%2 that its manifest states: %3")
                                 .arg(bundleName, verified->chainHead, chain->problems.first().message)};
        }
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
    (void)workspaceFile::removeJournals(verified->databasePath);
    if (auto r = workspaceFile::moveIntoPlace(verified->databasePath, targetInfo.absoluteFilePath(), options.overwrite,
                                              started);
        !r)
        return r.error();
    return summary;
}

} // namespace gatebench::bundle
