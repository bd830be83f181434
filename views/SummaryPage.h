#pragma once

#include "Page.h"
#include "core/Result.h"

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
    using Source = std::function<Result<Summary>(const Storage&, const QString& language)>;

    SummaryPage(const QString& title, Source source, QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace) override;

private:
    void refresh();

    QString m_title;
    Source m_source;
    SummaryView* m_view;
    QPointer<Workspace> m_workspace;
};

} // namespace gatebench
