#include "Translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace gatebench {

namespace {

QString& current()
{
    static QString language;
    return language;
}

QTranslator*& appTranslator()
{
    static QTranslator* translator = nullptr;
    return translator;
}

QTranslator*& qtTranslator()
{
    static QTranslator* translator = nullptr;
    return translator;
}

} // namespace

QString savedOrSystemLanguage()
{
    const QString saved = QSettings().value(QStringLiteral("ui/language")).toString();
    if (saved == QLatin1String("zh_CN") || saved == QLatin1String("en"))
        return saved;
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

QString environmentLanguage()
{
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString value = qEnvironmentVariable(name);
        if (!value.isEmpty())
            return value.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    }
    return QStringLiteral("en");
}

void applyLanguage(const QString& language)
{
    const QString lang = language == QLatin1String("zh_CN") ? QStringLiteral("zh_CN") : QStringLiteral("en");
    for (QTranslator** slot : {&appTranslator(), &qtTranslator()}) {
        if (*slot) {
            QCoreApplication::removeTranslator(*slot);
            delete *slot;
            *slot = nullptr;
        }
    }
    auto* app = new QTranslator(QCoreApplication::instance());
    if (app->load(QStringLiteral(":/i18n/gatebench_%1.qm").arg(lang))) {
        QCoreApplication::installTranslator(app);
        appTranslator() = app;
    } else {
        delete app;
    }
    auto* qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QStringLiteral("qtbase_%1").arg(lang), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        qtTranslator() = qt;
    } else {
        delete qt;
    }
    QLocale::setDefault(QLocale(lang == QLatin1String("zh_CN") ? QLocale::Chinese : QLocale::English,
                                lang == QLatin1String("zh_CN") ? QLocale::China : QLocale::UnitedStates));
    current() = lang;
}

QString currentLanguage()
{
    return current().isEmpty() ? QStringLiteral("en") : current();
}

} // namespace gatebench
