#include "BaselineInventoryDialog.h"

#include "Translation.h"
#include "commands/Baseline.h"
#include "core/Labels.h"
#include "repositories/BaselineRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace gatebench {

namespace {

QString dateText(const std::optional<QDate>& date)
{
    return date ? date->toString(Qt::ISODate) : QString();
}

QString numberText(double value)
{
    return QString::number(value, 'g', 10);
}

/// A date cell: empty is open-ended (null); anything else must be yyyy-MM-dd.
bool parseDate(const QString& text, std::optional<QDate>& date)
{
    if (text.trimmed().isEmpty()) {
        date.reset();
        return true;
    }
    const QDate parsed = QDate::fromString(text.trimmed(), Qt::ISODate);
    if (!parsed.isValid())
        return false;
    date = parsed;
    return true;
}

QTableWidget* newTable(int columns, const QStringList& headers, QWidget* parent)
{
    auto* table = new QTableWidget(0, columns, parent);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    return table;
}

} // namespace

BaselineInventoryDialog::BaselineInventoryDialog(Workspace* workspace, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_pools(newTable(PoolColumns,
                       {tr("Pool"), tr("GPU type"), tr("Nodes"), tr("GPUs per node"), tr("From (yyyy-MM-dd)"),
                        tr("To (yyyy-MM-dd)")},
                       this))
    , m_quotas(newTable(QuotaColumns, {tr("Team"), tr("Name"), tr("Quota (GPUs)")}, this))
    , m_error(new QLabel(this))
{
    setWindowTitle(tr("GPU inventory and team quotas"));
    setObjectName(QStringLiteral("baselineInventoryDialog"));
    resize(860, 460);
    auto* layout = new QVBoxLayout(this);
    auto* tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("inventoryTabs"));

    auto* poolPage = new QWidget(tabs);
    auto* poolLayout = new QVBoxLayout(poolPage);
    auto* poolNote = new QLabel(tr("The GPUs of the cluster today, the capacity every utilization is measured "
                                   "against. A pool applies from and to the days given (both included, cluster "
                                   "time); leave a day empty for no limit. Without any pool the capacity is "
                                   "inferred from the peak allocation."),
                                poolPage);
    poolNote->setWordWrap(true);
    poolLayout->addWidget(poolNote);
    m_pools->setObjectName(QStringLiteral("inventoryPools"));
    poolLayout->addWidget(m_pools, 1);
    auto* poolButtons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add pool"), poolPage);
    add->setObjectName(QStringLiteral("addPool"));
    auto* remove = new QPushButton(tr("Remove pool"), poolPage);
    remove->setObjectName(QStringLiteral("removePool"));
    connect(add, &QPushButton::clicked, this, &BaselineInventoryDialog::addPool);
    connect(remove, &QPushButton::clicked, this, &BaselineInventoryDialog::removePool);
    poolButtons->addWidget(add);
    poolButtons->addWidget(remove);
    poolButtons->addStretch(1);
    poolLayout->addLayout(poolButtons);
    tabs->addTab(poolPage, tr("GPU inventory"));

    auto* quotaPage = new QWidget(tabs);
    auto* quotaLayout = new QVBoxLayout(quotaPage);
    auto* quotaNote = new QLabel(tr("The GPUs each team is promised (empty: no quota). Quota satisfaction is the "
                                    "share of time in which a team's queued demand up to its quota was served."),
                                 quotaPage);
    quotaNote->setWordWrap(true);
    quotaLayout->addWidget(quotaNote);
    m_quotas->setObjectName(QStringLiteral("teamQuotas"));
    quotaLayout->addWidget(m_quotas, 1);
    tabs->addTab(quotaPage, tr("Team quotas"));
    layout->addWidget(tabs, 1);

    m_error->setObjectName(QStringLiteral("inventoryError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->hide();
    layout->addWidget(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_pools, &QTableWidget::cellChanged, this, &BaselineInventoryDialog::poolEdited);
    connect(m_quotas, &QTableWidget::cellChanged, this, &BaselineInventoryDialog::quotaEdited);
    if (m_workspace)
        connect(m_workspace, &Workspace::changed, this, &BaselineInventoryDialog::reload);
    reload();
}

QString BaselineInventoryDialog::refusal() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void BaselineInventoryDialog::refuse(const QString& message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void BaselineInventoryDialog::reload()
{
    m_filling = true;
    m_pools->setRowCount(0);
    m_quotas->setRowCount(0);
    m_shownPools.clear();
    m_shownTeams.clear();
    if (m_workspace) {
        const BaselineRepository repository(m_workspace->queries().rows());
        if (auto pools = repository.gpuPools()) {
            m_shownPools = *pools;
            m_pools->setRowCount(int(pools->size()));
            for (int r = 0; r < pools->size(); ++r) {
                const GpuPool& p = pools->at(r);
                const QStringList cells{p.pool,
                                        p.gpuType,
                                        QString::number(p.nodes),
                                        numberText(p.gpusPerNode),
                                        dateText(p.validFrom),
                                        dateText(p.validTo)};
                for (int c = 0; c < cells.size(); ++c)
                    m_pools->setItem(r, c, new QTableWidgetItem(cells.at(c)));
            }
        }
        // Every team the teams table or the job log names, with its quota.
        QMap<QString, Team> teams;
        if (auto stored = repository.teams()) {
            for (const Team& team : std::as_const(*stored))
                teams.insert(team.id, team);
        }
        if (auto logged = repository.jobTeams()) {
            for (const QString& id : std::as_const(*logged)) {
                if (!id.isEmpty() && !teams.contains(id))
                    teams.insert(id, Team{id, {}, std::nullopt});
            }
        }
        m_quotas->setRowCount(int(teams.size()));
        int r = 0;
        for (const Team& team : std::as_const(teams)) {
            m_shownTeams.append(team.id);
            auto* id = new QTableWidgetItem(team.id);
            id->setFlags(id->flags() & ~Qt::ItemIsEditable);
            auto* name = new QTableWidgetItem(pickLanguage(team.name.zh, team.name.en, currentLanguage()));
            name->setFlags(name->flags() & ~Qt::ItemIsEditable);
            m_quotas->setItem(r, TeamId, id);
            m_quotas->setItem(r, TeamName, name);
            m_quotas->setItem(r, Quota, new QTableWidgetItem(team.quotaGpus ? numberText(*team.quotaGpus) : QString()));
            ++r;
        }
    }
    m_filling = false;
}

void BaselineInventoryDialog::poolEdited(int row, int column)
{
    if (m_filling || !m_workspace || row < 0 || row >= m_shownPools.size())
        return;
    GpuPool pool = m_shownPools.at(row);
    const QString text = m_pools->item(row, column)->text().trimmed();
    bool ok = true;
    switch (PoolColumn(column)) {
    case Pool:
        pool.pool = text;
        ok = !text.isEmpty();
        break;
    case GpuType:
        pool.gpuType = text;
        break;
    case Nodes:
        pool.nodes = QLocale().toInt(text, &ok);
        if (!ok)
            pool.nodes = text.toInt(&ok);
        break;
    case GpusPerNode:
        pool.gpusPerNode = QLocale().toDouble(text, &ok);
        if (!ok)
            pool.gpusPerNode = text.toDouble(&ok);
        ok = ok && std::isfinite(pool.gpusPerNode);
        break;
    case From:
        ok = parseDate(text, pool.validFrom);
        break;
    case To:
        ok = parseDate(text, pool.validTo);
        break;
    case PoolColumns:
        return;
    }
    QString message;
    if (!ok) {
        message = column == Pool ? tr("A pool needs a name.")
                  : (column == From || column == To)
                      ? tr("“%1” is not a day: write it as yyyy-MM-dd, or leave it empty for no limit.").arg(text)
                      : tr("“%1” is not a number.").arg(text);
    } else if (auto r = baselineedits::setPool(*m_workspace, pool); !r) {
        message = r.error().message;
    }
    if (!message.isEmpty()) {
        reload(); // the cell shows the stored value again
        refuse(message);
        return;
    }
    refuse({});
}

void BaselineInventoryDialog::quotaEdited(int row, int column)
{
    if (m_filling || !m_workspace || column != Quota || row < 0 || row >= m_shownTeams.size())
        return;
    const QString text = m_quotas->item(row, column)->text().trimmed();
    std::optional<double> quota;
    QString message;
    if (!text.isEmpty()) {
        bool ok = false;
        double value = QLocale().toDouble(text, &ok);
        if (!ok)
            value = text.toDouble(&ok);
        if (!ok || !std::isfinite(value))
            message = tr("“%1” is not a number.").arg(text);
        else
            quota = value;
    }
    if (message.isEmpty()) {
        if (auto r = baselineedits::setQuota(*m_workspace, m_shownTeams.at(row), quota); !r)
            message = r.error().message;
    }
    if (!message.isEmpty()) {
        reload();
        refuse(message);
        return;
    }
    refuse({});
}

void BaselineInventoryDialog::addPool()
{
    if (!m_workspace)
        return;
    GpuPool pool;
    pool.pool = tr("new-pool");
    pool.gpuType = !m_shownPools.isEmpty() ? m_shownPools.constLast().gpuType : QStringLiteral("GPU");
    pool.nodes = 1;
    pool.gpusPerNode = 8;
    if (auto r = baselineedits::addPool(*m_workspace, pool); !r) {
        refuse(r.error().message);
        return;
    }
    refuse({});
    reload();
    m_pools->setCurrentCell(m_pools->rowCount() - 1, Pool);
}

void BaselineInventoryDialog::removePool()
{
    const int row = m_pools->currentRow();
    if (!m_workspace || row < 0 || row >= m_shownPools.size())
        return;
    if (auto r = baselineedits::removePool(*m_workspace, m_shownPools.at(row).id); !r) {
        refuse(r.error().message);
        return;
    }
    refuse({});
    reload();
}

} // namespace gatebench
