#include "SummaryView.h"

#include "ColumnFit.h"
#include "Page.h"
#include "Translation.h"
#include "core/Labels.h"
#include "reports/Summaries.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gatebench {

SummaryView::SummaryView(QWidget* parent)
    : QWidget(parent)
    , m_title(Page::makeTitle(QString(), this))
    , m_intro(new QLabel(this))
    , m_content(new QWidget(this))
    , m_contentLayout(new QVBoxLayout(m_content))
{
    auto* layout = new QVBoxLayout(this);
    m_intro->setWordWrap(true);
    m_contentLayout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_intro);
    layout->addWidget(m_content, 1);
}

void SummaryView::clearContent()
{
    while (QLayoutItem* item = m_contentLayout->takeAt(0)) {
        if (item->widget())
            item->widget()->deleteLater();
        if (item->layout()) {
            auto* holder = new QWidget;
            holder->setLayout(item->layout());
            holder->deleteLater();
        }
        delete item;
    }
}

void SummaryView::showMessage(const QString& title, const QString& message)
{
    clearContent();
    m_title->setText(title);
    m_intro->setText(message);
    m_contentLayout->addStretch(1);
}

void SummaryView::show(const Summary& summary)
{
    clearContent();
    m_title->setText(summary.title);
    m_intro->setText(summary.intro);
    auto* facts = new QWidget(m_content);
    auto* form = new QFormLayout(facts);
    form->setContentsMargins(0, 8, 0, 8);
    for (const auto& [label, value] : summary.facts) {
        auto* valueLabel = new QLabel(value, facts);
        valueLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
        valueLabel->setWordWrap(true);
        form->addRow(label + colonSeparator(currentLanguage()).trimmed(), valueLabel);
    }
    m_contentLayout->addWidget(facts);
    for (const Summary::Table& t : summary.tables) {
        auto* caption = new QLabel(QStringLiteral("<b>%1</b>").arg(t.caption.toHtmlEscaped()), m_content);
        m_contentLayout->addWidget(caption);
        auto* table = new QTableWidget(int(t.rows.size()), int(t.headers.size()), m_content);
        table->setHorizontalHeaderLabels(t.headers);
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->verticalHeader()->hide();
        table->setWordWrap(true);
        for (int r = 0; r < t.rows.size(); ++r) {
            for (int c = 0; c < t.rows.at(r).size() && c < t.headers.size(); ++c) {
                auto* item = new QTableWidgetItem(t.rows.at(r).at(c));
                item->setToolTip(t.rows.at(r).at(c));
                table->setItem(r, c, item);
            }
        }
        // Columns inside the page's width: the widest give way and their text wraps (the tooltip
        // keeps it whole); rows as tall as their wrapped text.
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
        table->horizontalHeader()->setStretchLastSection(true);
        // Each table as tall as its rows, so that the page scrolls as one instead of each table in
        // its own small window with empty space below its last row.
        const auto fitHeight = [table] {
            table->resizeRowsToContents();
            int height = table->horizontalHeader()->height() + 2 * table->frameWidth();
            for (int r = 0; r < table->rowCount(); ++r)
                height += table->rowHeight(r);
            if (table->horizontalScrollBar()->isVisible())
                height += table->horizontalScrollBar()->height();
            table->setFixedHeight(height);
        };
        table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        ColumnFit* fit = ColumnFit::install(table, 420);
        connect(fit, &ColumnFit::fitted, table, fitHeight);
        fitHeight();
        m_contentLayout->addWidget(table);
    }
    m_contentLayout->addStretch(1);
}

} // namespace gatebench
