#pragma once

#include <QHash>
#include <QWidget>

class QLabel;
class QListWidget;

namespace gatebench {

/// What the window shows with no evaluation open (at start and after File > Close): create one
/// from the template, create the demo (simulated data), open one, or reopen a recent one. It
/// replaces the pages, so nothing editable stays on screen without an evaluation.
class StartScreen : public QWidget {
    Q_OBJECT

public:
    explicit StartScreen(QWidget* parent = nullptr);

    /// The recent evaluations, newest first (absolute paths), each with its title where `titles`
    /// (by path) knows it. A file that is gone is listed greyed.
    void setRecent(const QStringList& paths, const QHash<QString, QString>& titles = {});
    /// Why the last attempt to open or create an evaluation failed (empty: no message).
    void setMessage(const QString& message);
    QString message() const;

signals:
    void newRequested();
    void newDemoRequested();
    void openRequested();
    void recentRequested(const QString& path);

private:
    QListWidget* m_recent;
    QLabel* m_recentTitle;
    QLabel* m_message;
};

} // namespace gatebench
