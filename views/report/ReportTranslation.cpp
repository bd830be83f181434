#include "report/ReportTranslation.h"

#include "Translation.h"

#include <QCoreApplication>
#include <QMutex>
#include <QSet>
#include <QThread>
#include <QTranslator>

namespace gatebench::report {

/// Answers for the threads in a Scope: with the loaded language's translation, else (English) with
/// the source text, so that the window's translator is never asked for them.
class ReportTranslation::Translator : public QTranslator {
public:
    explicit Translator(const QString& language)
        : m_english(language != QLatin1String("zh_CN"))
    {
        // Without its translation (never in a build: it is a resource) the words stay in English, as
        // applyLanguage leaves them.
        if (!m_english && !m_words.load(QStringLiteral(":/i18n/gatebench_%1.qm").arg(language)))
            m_english = true;
    }

    QString translate(const char* context, const char* sourceText, const char* disambiguation, int n) const override
    {
        {
            const QMutexLocker lock(&m_mutex);
            if (!m_threads.contains(QThread::currentThread()))
                return {};
        }
        if (m_english)
            return QString::fromUtf8(sourceText);
        const QString words = m_words.translate(context, sourceText, disambiguation, n);
        return words.isEmpty() ? QString::fromUtf8(sourceText) : words;
    }

    bool isEmpty() const override { return false; }

    void enter()
    {
        const QMutexLocker lock(&m_mutex);
        m_threads.insert(QThread::currentThread());
    }
    void leave()
    {
        const QMutexLocker lock(&m_mutex);
        m_threads.remove(QThread::currentThread());
    }

private:
    bool m_english;
    QTranslator m_words;
    mutable QMutex m_mutex;
    QSet<QThread*> m_threads;
};

ReportTranslation::ReportTranslation(const QString& language)
{
    if (language == currentLanguage())
        return;
    m_translator = std::make_unique<Translator>(language);
    QCoreApplication::installTranslator(m_translator.get());
}

ReportTranslation::~ReportTranslation()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
}

ReportTranslation::Scope::Scope(const ReportTranslation& translation)
    : m_translation(translation)
{
    if (m_translation.m_translator)
        m_translation.m_translator->enter();
}

ReportTranslation::Scope::~Scope()
{
    if (m_translation.m_translator)
        m_translation.m_translator->leave();
}

} // namespace gatebench::report
