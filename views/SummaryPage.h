#pragma once

#include "Page.h"
#include "core/Result.h"

#include <QDate>
#include <QPointer>

#include <functional>

namespace gatebench {

class Storage;
class SummaryView;
struct Summary;

/// A page that shows what the evaluation holds for one step of the workflow, as a `Summary`
/// computed by the model; it refreshes whenever the workspace changes.
class SummaryPage : public Page {
    Q_OBJECT

public:
    /// What the page shows: the summary of `storage` in `language`, as of the window's evaluation date.
    using Source = std::function<Result<Summary>(const Storage&, const QString& language, const QDate& asOf)>;
    /// A summary that does not depend on the evaluation date.
    using UndatedSource = Result<Summary> (*)(const Storage&, const QString& language);

    SummaryPage(const QString& title, Source source, QWidget* parent = nullptr);
    SummaryPage(const QString& title, UndatedSource source, QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) override;
    void setAsOf(QDate date) override;

private:
    void refresh();

    QString m_title;
    Source m_source;
    SummaryView* m_view;
    QPointer<Workspace> m_workspace;
    QDate m_asOf;
};

} // namespace gatebench
