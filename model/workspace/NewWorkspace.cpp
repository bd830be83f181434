#include "workspace/NewWorkspace.h"

#include "repositories/SettingsRepository.h"

#include "storage/Schema.h"
#include "storage/StorageFactory.h"
#include "storage/WorkspaceFile.h"
#include "workspace/DemoGenerator.h"
#include "workspace/SeedTemplate.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryFile>
#include <QTimeZone>

#include <cstdio>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::NewWorkspace)
};

Result<void> writeSettings(Storage& storage, const QList<std::pair<QString, QString>>& settings)
{
    return SettingsRepository::write(storage, settings);
}

Result<void> fill(Storage& storage, const NewWorkspaceOptions& options, const QString& language, const QString& zone)
{
    using namespace schema::key;
    const QString version = QCoreApplication::applicationVersion();
    const QString createdWith = QStringLiteral("GateBench %1").arg(version.isEmpty() ? QStringLiteral("0") : version);
    if (options.content == NewWorkspaceOptions::Content::Demo) {
        // Two demos made with the same options are the same file, so the identity comes from the
        // seed and the options rather than from chance; set before the demo's history is written,
        // since its audit chain starts from the identity.
        const QByteArray seed =
            QStringLiteral("GateBench demo %1 %2 %3").arg(DemoGenerator::kSeed).arg(language, zone).toUtf8();
        const QString identity =
            QString::fromLatin1(QCryptographicHash::hash(seed, QCryptographicHash::Sha256).toHex().left(32));
        if (auto r = SettingsRepository::replace(storage, QLatin1String(WorkspaceId), identity); !r)
            return r;
        return DemoGenerator::write(storage, language, zone, createdWith);
    }

    const Bilingual title{QStringLiteral("GPU 集群管理平台选型"),
                          QStringLiteral("GPU cluster management platform selection")};
    auto r = writeSettings(storage,
                           SettingsRepository::bilingualSettings(QLatin1String(Title), title, language) +
                               QList<std::pair<QString, QString>>{{QLatin1String(Organisation), emptyText()},
                                                                  {QLatin1String(Currency), QStringLiteral("CNY")},
                                                                  {QLatin1String(TimeZone), zone},
                                                                  {QLatin1String(Language), language},
                                                                  {QLatin1String(WeekdayDayStart), QStringLiteral("9")},
                                                                  {QLatin1String(WeekdayDayEnd), QStringLiteral("19")},
                                                                  {QLatin1String(Simulated), QStringLiteral("0")},
                                                                  {QLatin1String(CreatedWith), createdWith}});
    if (!r)
        return r;
    if (options.content == NewWorkspaceOptions::Content::Template)
        return SeedTemplate::instance().writeInto(storage);
    return {};
}

} // namespace

QString systemWorkspaceLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

Result<void> createWorkspaceFile(const NewWorkspaceOptions& options)
{
    const bool server = storageFactory::isServerLocation(options.path);
    const QFileInfo target(options.path);
    const auto started = workspaceFile::Stamp::of(options.path);
    if (!server) {
        if (auto r = workspaceFile::checkTarget(options.path, options.overwrite); !r)
            return r;
    }

    QString language = options.language.isEmpty() ? systemWorkspaceLanguage() : options.language;
    if (language != QLatin1String("zh_CN") && language != QLatin1String("en"))
        return Error{Error::Kind::Usage, Text::tr("Unknown language %1 (use zh_CN or en)").arg(language)};
    QString zone = options.timeZone;
    if (zone.isEmpty())
        zone = options.content == NewWorkspaceOptions::Content::Demo ? QStringLiteral("Asia/Shanghai")
                                                                     : QString::fromUtf8(QTimeZone::systemTimeZoneId());
    if (zone.isEmpty())
        zone = QStringLiteral("UTC");
    if (!QTimeZone(zone.toUtf8()).isValid())
        return Error{Error::Kind::Usage, Text::tr("Unknown time zone %1").arg(zone)};

    if (server) {
        // On a server: the evaluation's schema made and filled in one go; a failure leaves none.
        auto there = storageFactory::exists(options.path);
        if (!there)
            return there.error();
        if (*there && !options.overwrite)
            return Error{Error::Kind::Usage, Text::tr("%1 already exists").arg(options.path)};
        if (*there) {
            if (auto r = storageFactory::discard(options.path); !r)
                return r;
        }
        auto storage = storageFactory::create(options.path);
        if (!storage)
            return storage.error();
        auto r = (*storage)->transaction([&] { return fill(**storage, options, language, zone); });
        storage.value().reset();
        if (!r)
            (void)storageFactory::discard(options.path);
        return r;
    }

    // A unique temporary name next to the target, so the final rename stays on one file system.
    QString temporary;
    {
        QTemporaryFile reserve(target.absoluteFilePath() + QStringLiteral(".XXXXXX.part"));
        if (!reserve.open())
            return Error{Error::Kind::Io, Text::tr("Cannot write in %1").arg(target.absolutePath())};
        temporary = reserve.fileName();
    } // removed again: SQLite must create the file itself
    QFile::remove(temporary);

    {
        auto storage = storageFactory::create(temporary);
        if (!storage) {
            QFile::remove(temporary);
            return storage.error();
        }
        auto r = (*storage)->transaction([&] { return fill(**storage, options, language, zone); });
        if (!r) {
            storage.value().reset();
            QFile::remove(temporary);
            return r;
        }
    } // closed: checkpointed into one self-contained file

    (void)workspaceFile::removeJournals(temporary);
    if (auto r = workspaceFile::moveIntoPlace(temporary, target.absoluteFilePath(), options.overwrite, started); !r) {
        QFile::remove(temporary);
        return r;
    }
    return {};
}

} // namespace gatebench
