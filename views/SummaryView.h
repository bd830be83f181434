#pragma once

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace gatebench {

struct Summary;

/// Shows a `Summary`: a title, an introduction, facts as label/value pairs and tables.
class SummaryView : public QWidget {
    Q_OBJECT

public:
    explicit SummaryView(QWidget* parent = nullptr);
    void show(const Summary& summary);
    /// Shows a message in place of the content (no evaluation open, or an error).
    void showMessage(const QString& title, const QString& message);

private:
    void clearContent();
    QLabel* m_title;
    QLabel* m_intro;
    QWidget* m_content;
    QVBoxLayout* m_contentLayout;
};

} // namespace gatebench
