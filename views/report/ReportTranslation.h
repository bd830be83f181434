#pragma once

#include <QString>

#include <memory>

namespace gatebench::report {

/// The report's words in a language other than the window's, for the code that builds and paints it
/// while the window goes on in its own: installs (while it lives) a translator that answers in
/// `language` for the threads that entered a Scope, and leaves every other thread (the window's) to
/// the translators installed before. Nothing is installed when `language` is the window's.
/// Create and destroy it on the GUI thread.
class ReportTranslation {
public:
    explicit ReportTranslation(const QString& language);
    ~ReportTranslation();
    ReportTranslation(const ReportTranslation&) = delete;
    ReportTranslation& operator=(const ReportTranslation&) = delete;

    /// While it lives, the current thread reads the report's language.
    class Scope {
    public:
        explicit Scope(const ReportTranslation& translation);
        ~Scope();
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        const ReportTranslation& m_translation;
    };

private:
    class Translator;
    std::unique_ptr<Translator> m_translator;
};

} // namespace gatebench::report
