#pragma once

#include "plan/Plan.h"

#include <QWidget>

namespace gatebench {

/// The four-week plan as a timeline (painted): weeks 1-4 from the plan's start, one row per check with
/// its name on the left and, on the timeline, a mark at its due date coloured by done (green, a tick),
/// overdue (red, a cross) or open (grey, a circle) with its owner's name beside it; a line marks the
/// as-of date. The range grows past the four weeks when the as-of date or a due date lies beyond.
class PlanTimelineView : public QWidget {
    Q_OBJECT

public:
    explicit PlanTimelineView(QWidget* parent = nullptr);
    void setPlan(const plan::Plan& plan);
    /// Shows `text` instead of a plan (while it is read, or why it could not be).
    void setMessage(const QString& text);
    const plan::Plan& plan() const { return m_plan; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    int rowHeight() const;
    int headerHeight() const;
    int nameWidth() const;
    /// The check of the row at `y`; -1 for none.
    int rowAt(int y) const;

    plan::Plan m_plan;
    QString m_message;
};

} // namespace gatebench
