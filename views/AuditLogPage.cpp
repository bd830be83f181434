#include "AuditLogPage.h"

#include "ColumnFit.h"
#include "Translation.h"
#include "itemmodels/AuditLogModel.h"
#include "reports/AuditLog.h"
#include "repositories/AuditActors.h"
#include "repositories/AuditLabels.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <functional>

namespace gatebench {

/// Keeps the rows that match every filter: text anywhere, exact entity, exact actor.
class AuditFilterProxy : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    QString text;
    QString entity;
    QString actor;
    void refilter() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        const QAbstractItemModel* m = sourceModel();
        const auto value = [&](int column) { return m->data(m->index(row, column, parent), Qt::UserRole).toString(); };
        if (!entity.isEmpty() && value(AuditLogModel::Entity) != entity)
            return false;
        if (!actor.isEmpty() && value(AuditLogModel::Actor) != actor)
            return false;
        if (text.isEmpty())
            return true;
        for (int c = 0; c < AuditLogModel::ColumnCount; ++c) {
            if (m->data(m->index(row, c, parent), Qt::DisplayRole).toString().contains(text, Qt::CaseInsensitive))
                return true;
        }
        return false;
    }
};

AuditLogPage::AuditLogPage(QWidget* parent)
    : Page(parent)
    , m_model(new AuditLogModel(this))
    , m_proxy(new AuditFilterProxy(this))
    , m_search(new QLineEdit(this))
    , m_entity(new QComboBox(this))
    , m_actor(new QComboBox(this))
    , m_count(new QLabel(this))
    , m_table(new QTableView(this))
    , m_detail(new QLabel(this))
    , m_files(new QLabel(this))
    , m_importedRows(new QTableView(this))
    , m_importedModel(new QStandardItemModel(this))
    , m_unlisted(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(makeTitle(tr("Audit log"), this));
    auto* intro = new QLabel(tr("Every change to this evaluation, with who made it and when (times shown in the "
                                "cluster's time zone, stored in UTC). The log is append-only."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* filters = new QHBoxLayout;
    m_search->setObjectName(QStringLiteral("auditSearch"));
    m_search->setPlaceholderText(tr("Search the log"));
    m_search->setClearButtonEnabled(true);
    m_entity->setObjectName(QStringLiteral("auditEntityFilter"));
    m_actor->setObjectName(QStringLiteral("auditActorFilter"));
    filters->addWidget(m_search, 2);
    filters->addWidget(new QLabel(tr("Record type:"), this));
    filters->addWidget(m_entity, 1);
    filters->addWidget(new QLabel(tr("Who:"), this));
    filters->addWidget(m_actor, 1);
    filters->addWidget(m_count);
    auto* exportButton = new QPushButton(tr("Export CSV..."), this);
    exportButton->setObjectName(QStringLiteral("auditExport"));
    exportButton->setToolTip(tr("Save the whole log as a CSV file (UTF-8), in the interface language"));
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString suggested = m_workspace ? QFileInfo(m_workspace->path()).completeBaseName() : QString();
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the audit log"), tr("%1-audit-log.csv").arg(suggested), tr("CSV files (*.csv)"));
        if (path.isEmpty())
            return;
        if (const QString error = exportTo(path); !error.isEmpty())
            QMessageBox::warning(this, tr("Export the audit log"), error);
    });
    filters->addWidget(exportButton);
    layout->addLayout(filters);

    m_proxy->setSourceModel(m_model);
    m_table->setObjectName(QStringLiteral("auditTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false); // one line an entry; the details below show it whole
    ColumnFit::install(m_table, 320);

    // The entry chosen, whole: its description and, for an import, the rows it added and changed.
    auto* details = new QWidget(this);
    details->setObjectName(QStringLiteral("auditDetails"));
    auto* detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    m_detail->setObjectName(QStringLiteral("auditDetailText"));
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_files->setObjectName(QStringLiteral("auditImportFiles"));
    m_files->setWordWrap(true);
    m_files->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_importedRows->setObjectName(QStringLiteral("auditImportedRows"));
    m_importedRows->setModel(m_importedModel);
    m_importedRows->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_importedRows->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_importedRows->setAlternatingRowColors(true);
    m_importedRows->verticalHeader()->hide();
    m_importedRows->horizontalHeader()->setStretchLastSection(true);
    m_importedFit = ColumnFit::install(m_importedRows);
    m_unlisted->setObjectName(QStringLiteral("auditImportUnlisted"));
    detailsLayout->addWidget(m_detail);
    detailsLayout->addWidget(m_files);
    detailsLayout->addWidget(m_importedRows, 1);
    detailsLayout->addWidget(m_unlisted);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("auditSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_table);
    splitter->addWidget(details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);

    connect(m_search, &QLineEdit::textChanged, this, &AuditLogPage::applyFilter);
    connect(m_entity, &QComboBox::currentIndexChanged, this, &AuditLogPage::applyFilter);
    connect(m_actor, &QComboBox::currentIndexChanged, this, &AuditLogPage::applyFilter);
    connect(m_model, &QAbstractItemModel::modelReset, this, &AuditLogPage::refillChoices);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &AuditLogPage::refillChoices);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &AuditLogPage::showDetails);
    connect(m_model, &QAbstractItemModel::modelReset, this, &AuditLogPage::showDetails);
    refillChoices();
    showDetails();
}

void AuditLogPage::showDetails()
{
    const QModelIndex current = m_proxy->mapToSource(m_table->currentIndex());
    const ShownAuditEntry* entry = current.isValid() ? m_model->entryAt(current.row()) : nullptr;
    const AuditRenderer* renderer = m_model->renderer();
    m_importedModel->clear();
    if (!entry || !renderer) {
        m_detail->setText(tr("Choose an entry to see it whole; an import's entry lists the rows it added and "
                             "changed."));
        m_files->hide();
        m_importedRows->hide();
        m_unlisted->hide();
        return;
    }
    const QString record = entry->record.isEmpty() ? entry->entity : tr("%1 %2").arg(entry->entity, entry->record);
    // Who acted beside the name (the member and the operating-system user), where the entry records it.
    QString who = entry->actor;
    if (m_workspace) {
        if (auto acted = auditactors::find(m_workspace->queries().rows(), entry->entry.seq); acted && !acted->isEmpty())
            who = tr("%1 (%2)").arg(entry->actor, actedAsText(*acted, currentLanguage()));
    }
    m_detail->setText(tr("<b>%1</b> — %2 — %3 %4")
                          .arg(entry->when.toHtmlEscaped(), who.toHtmlEscaped(), entry->action.toHtmlEscaped(),
                               record.toHtmlEscaped()) +
                      QStringLiteral("<br>") +
                      entry->description.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")));
    qint64 unlisted = 0;
    const QList<ShownImportedRow> rows = renderer->importedRows(entry->entry, &unlisted);
    const QString files = renderer->importedFiles(entry->entry);
    m_files->setText(files);
    m_files->setVisible(!files.isEmpty());
    m_importedRows->setVisible(!rows.isEmpty());
    m_unlisted->setText(tr("%n more row(s) not listed.", nullptr, int(unlisted)));
    m_unlisted->setVisible(unlisted > 0);
    if (rows.isEmpty())
        return;
    m_importedModel->setHorizontalHeaderLabels(AuditRenderer::importedRowHeaders());
    for (const ShownImportedRow& row : rows) {
        QList<QStandardItem*> items;
        for (const QString& text : {row.change, row.entity, row.record, row.key, row.fields}) {
            auto* item = new QStandardItem(text);
            item->setToolTip(text);
            items.append(item);
        }
        m_importedModel->appendRow(items);
    }
    m_importedFit->fit();
}

void AuditLogPage::setWorkspace(Workspace* workspace)
{
    m_workspace = workspace;
    m_model->setLanguage(currentLanguage());
    m_model->setWorkspace(workspace); // its reset fits the columns again
}

void AuditLogPage::refillChoices()
{
    const auto refill = [](QComboBox* box, const QStringList& values, const QString& all,
                           const std::function<QString(const QString&)>& label) {
        const QString keep = box->currentData().toString();
        QSignalBlocker blocker(box);
        box->clear();
        box->addItem(all, QString());
        for (const QString& value : values)
            box->addItem(label(value), value);
        box->setCurrentIndex(qMax(0, box->findData(keep)));
    };
    // Record types by their labels, filtered by their keys.
    refill(m_entity, m_model->distinct(AuditLogModel::Entity), tr("All"), &auditlabels::entity);
    refill(m_actor, m_model->distinct(AuditLogModel::Actor), tr("Everyone"), [](const QString& v) { return v; });
    applyFilter();
}

void AuditLogPage::applyFilter()
{
    m_proxy->text = m_search->text().trimmed();
    m_proxy->entity = m_entity->currentData().toString();
    m_proxy->actor = m_actor->currentData().toString();
    m_proxy->refilter();
    const QString count = tr("%n entries", nullptr, m_proxy->rowCount());
    // A log that could not be read whole says so beside the count.
    m_count->setText(m_model->loadError().isEmpty() ? count
                                                    : QStringLiteral("%1 — %2").arg(count, m_model->loadError()));
}

QString AuditLogPage::exportTo(const QString& path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    const QByteArray bytes = m_model->csv();
    if (file.write(bytes) != bytes.size() || !file.commit())
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

} // namespace gatebench
