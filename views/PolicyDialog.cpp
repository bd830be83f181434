#include "PolicyDialog.h"

#include "Translation.h"
#include "commands/Whatif.h"
#include "workspace/Workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gatebench {

using whatif::Policy;
using whatif::PolicyKind;

namespace {

/// The value of a team's GPUs field that means "no limit" (shown as its special text).
constexpr double kNone = -1;

} // namespace

PolicyDialog::PolicyDialog(Workspace* workspace, const QString& candidateId, const QString& name, const Policy& policy,
                           bool assumed, const QString& models, const QList<Team>& teams, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_candidateId(candidateId)
    , m_teams(teams)
    , m_policy(policy)
    , m_tabs(new QTabWidget(this))
    , m_kind(new QComboBox(this))
    , m_backfill(new QCheckBox(tr("EASY backfill: a later job starts early when it delays no earlier one"), this))
    , m_fromTeams(new QCheckBox(tr("Each team's quota, as the Baseline page states it"), this))
    , m_gpusCaption(new QLabel(this))
    , m_borrowing(new QCheckBox(tr("Borrowing: a team may use idle GPUs over its quota"), this))
    , m_reclaim(new QCheckBox(tr("Reclaim: a team under its quota preempts borrowed GPUs"), this))
    , m_preemption(new QCheckBox(tr("Preemption by priority inside a queue"), this))
    , m_checkpoint(new QSpinBox(this))
    , m_startup(new QSpinBox(this))
    , m_json(new QPlainTextEdit(this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("policyDialog"));
    setWindowTitle(candidateId.isEmpty() ? tr("Today's scheduling policy") : tr("Scheduling policy of %1").arg(name));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The rules the what-if replays the job log under. A prediction from them is advice "
                                "beside the evidence: it never settles a gate."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    if (assumed) {
        auto* note = new QLabel(tr("Assumption: this is a default, not the committee's policy (%1). Check it against "
                                   "the quote or the design, then save it.")
                                    .arg(models.isEmpty() ? tr("today's policy is assumed") : models),
                                this);
        note->setObjectName(QStringLiteral("policyAssumed"));
        note->setWordWrap(true);
        note->setStyleSheet(QStringLiteral("background: #fff4ce; color: #5c4400; border: 1px solid #e0c36a; "
                                           "padding: 6px;"));
        layout->addWidget(note);
    }

    auto* fields = new QWidget(m_tabs);
    auto* form = new QFormLayout(fields);
    m_kind->setObjectName(QStringLiteral("policyKind"));
    for (PolicyKind kind :
         {PolicyKind::AsIs, PolicyKind::Fifo, PolicyKind::FairShare, PolicyKind::Gang, PolicyKind::Reserved}) {
        if (kind == PolicyKind::AsIs && candidateId.isEmpty())
            continue; // today's policy cannot be "as today"
        m_kind->addItem(whatif::kindName(kind), int(kind));
    }
    form->addRow(tr("Kind"), m_kind);
    m_backfill->setObjectName(QStringLiteral("policyBackfill"));
    form->addRow(QString(), m_backfill);
    m_gpusCaption->setWordWrap(true);
    form->addRow(m_gpusCaption);
    m_fromTeams->setObjectName(QStringLiteral("policyFromTeams"));
    form->addRow(QString(), m_fromTeams);
    for (const Team& team : std::as_const(m_teams)) {
        auto* spin = new QDoubleSpinBox(fields);
        spin->setObjectName(QStringLiteral("policyGpus_") + team.id);
        spin->setRange(kNone, 1'000'000);
        spin->setDecimals(1);
        spin->setSpecialValueText(tr("no limit"));
        spin->setSuffix(tr(" GPUs"));
        const QString teamName = team.name.in(currentLanguage());
        form->addRow(teamName.isEmpty() ? team.id : teamName, spin);
        m_gpus.insert(team.id, spin);
    }
    m_borrowing->setObjectName(QStringLiteral("policyBorrowing"));
    m_reclaim->setObjectName(QStringLiteral("policyReclaim"));
    m_preemption->setObjectName(QStringLiteral("policyPreemption"));
    form->addRow(QString(), m_borrowing);
    form->addRow(QString(), m_reclaim);
    form->addRow(QString(), m_preemption);
    m_checkpoint->setObjectName(QStringLiteral("policyCheckpoint"));
    m_checkpoint->setRange(0, 24 * 60);
    m_checkpoint->setSuffix(tr(" min"));
    m_checkpoint->setSpecialValueText(tr("never (a preempted job starts over)"));
    form->addRow(tr("Checkpoint interval"), m_checkpoint);
    m_startup->setObjectName(QStringLiteral("policyStartup"));
    m_startup->setRange(0, 24 * 3600);
    m_startup->setSuffix(tr(" s"));
    form->addRow(tr("Start-up delay"), m_startup);
    m_tabs->addTab(fields, tr("Settings"));

    auto* jsonPage = new QWidget(m_tabs);
    auto* jsonLayout = new QVBoxLayout(jsonPage);
    auto* jsonNote = new QLabel(tr("The policy document (README, \"Scheduling what-if\"): every key is checked, an "
                                   "unknown or misspelt one is refused with its name."),
                                jsonPage);
    jsonNote->setWordWrap(true);
    jsonLayout->addWidget(jsonNote);
    m_json->setObjectName(QStringLiteral("policyJson"));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_json->setFont(mono);
    jsonLayout->addWidget(m_json);
    m_tabs->addTab(jsonPage, tr("JSON"));
    m_tabs->setObjectName(QStringLiteral("policyTabs"));
    layout->addWidget(m_tabs, 1);

    m_error->setObjectName(QStringLiteral("policyError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->hide();
    layout->addWidget(m_error);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Save)->setObjectName(QStringLiteral("policySave"));
    auto* restore = buttons->addButton(tr("Back to the default"), QDialogButtonBox::ResetRole);
    restore->setObjectName(QStringLiteral("policyRestore"));
    restore->setToolTip(tr("Removes the committee's policy: the profile's default (an assumption) or today's applies"));
    restore->setEnabled(!assumed);
    connect(buttons, &QDialogButtonBox::accepted, this, &PolicyDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PolicyDialog::reject);
    connect(restore, &QPushButton::clicked, this, &PolicyDialog::restoreDefault);
    layout->addWidget(buttons);

    fillFields(policy);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &PolicyDialog::kindChanged);
    connect(m_fromTeams, &QCheckBox::toggled, this, [this] {
        for (QDoubleSpinBox* spin : std::as_const(m_gpus))
            spin->setEnabled(!m_fromTeams->isChecked());
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &PolicyDialog::tabChanged);
    resize(640, 620);
}

QString PolicyDialog::refusal() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void PolicyDialog::refuse(const QString& message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void PolicyDialog::fillFields(const Policy& policy)
{
    m_policy = policy;
    m_kind->blockSignals(true);
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(int(policy.kind))));
    m_kind->blockSignals(false);
    m_backfill->setChecked(policy.easyBackfill);
    m_borrowing->setChecked(policy.borrowing);
    m_reclaim->setChecked(policy.reclaim);
    m_preemption->setChecked(policy.preemption);
    m_checkpoint->setValue(int(policy.checkpointIntervalS / 60));
    m_startup->setValue(int(policy.startupDelayS));
    kindChanged();
}

void PolicyDialog::kindChanged()
{
    const auto kind = PolicyKind(m_kind->currentData().toInt());
    m_backfill->setVisible(kind == PolicyKind::Fifo);
    m_borrowing->setVisible(kind == PolicyKind::FairShare);
    m_reclaim->setVisible(kind == PolicyKind::FairShare || kind == PolicyKind::Gang);
    m_preemption->setVisible(kind == PolicyKind::Gang);
    const bool teamGpus = kind != PolicyKind::AsIs;
    m_gpusCaption->setVisible(teamGpus);
    m_fromTeams->setVisible(teamGpus);
    for (QDoubleSpinBox* spin : std::as_const(m_gpus))
        spin->setVisible(teamGpus);
    // Which of the policy's maps the team fields edit, and whether it comes from the teams' quotas.
    const QMap<QString, whatif::GpuLimit>* limits = nullptr;
    bool fromTeams = false;
    switch (kind) {
    case PolicyKind::Fifo:
        m_gpusCaption->setText(tr("Each team's quota, a hard cap of GPUs across the pools:"));
        limits = &m_policy.quotas;
        fromTeams = m_policy.quotasFromTeams;
        break;
    case PolicyKind::FairShare:
        m_gpusCaption->setText(tr("Each team's deserved quota of GPUs (over it only by borrowing):"));
        limits = &m_policy.quotas;
        fromTeams = m_policy.quotasFromTeams;
        break;
    case PolicyKind::Reserved:
        m_gpusCaption->setText(tr("The GPUs reserved for each team (the rest is shared):"));
        limits = &m_policy.reserved;
        fromTeams = m_policy.reservedFromTeams;
        break;
    case PolicyKind::Gang:
        m_gpusCaption->setText(tr("Each team's queue weight (its deserved share is its weight over the sum):"));
        fromTeams = m_policy.weightsFromTeams;
        break;
    case PolicyKind::AsIs:
        break;
    }
    m_fromTeams->setChecked(fromTeams);
    for (auto it = m_gpus.begin(); it != m_gpus.end(); ++it) {
        double value = kNone;
        if (kind == PolicyKind::Gang && m_policy.weights.contains(it.key()))
            value = m_policy.weights.value(it.key());
        else if (limits && limits->contains(it.key()) && limits->value(it.key()).total)
            value = *limits->value(it.key()).total;
        it.value()->setValue(value);
        it.value()->setEnabled(!fromTeams);
    }
}

Policy PolicyDialog::fromFields() const
{
    Policy p = m_policy; // parameters without a field (priorities, per-pool limits, depths) are kept
    p.kind = PolicyKind(m_kind->currentData().toInt());
    p.easyBackfill = m_backfill->isChecked();
    p.borrowing = m_borrowing->isChecked();
    p.reclaim = m_reclaim->isChecked();
    p.preemption = m_preemption->isChecked();
    p.checkpointIntervalS = qint64(m_checkpoint->value()) * 60;
    p.startupDelayS = m_startup->value();
    const bool fromTeams = m_fromTeams->isChecked();
    const auto fill = [&](QMap<QString, whatif::GpuLimit>& limits) {
        for (auto it = m_gpus.begin(); it != m_gpus.end(); ++it) {
            whatif::GpuLimit limit = limits.value(it.key());
            limit.total = it.value()->value() > kNone ? std::optional<double>(it.value()->value()) : std::nullopt;
            if (limit.isEmpty())
                limits.remove(it.key());
            else
                limits.insert(it.key(), limit);
        }
    };
    switch (p.kind) {
    case PolicyKind::Fifo:
    case PolicyKind::FairShare:
        p.quotasFromTeams = fromTeams;
        if (!fromTeams)
            fill(p.quotas);
        break;
    case PolicyKind::Reserved:
        p.reservedFromTeams = fromTeams;
        if (!fromTeams)
            fill(p.reserved);
        break;
    case PolicyKind::Gang:
        p.weightsFromTeams = fromTeams;
        if (!fromTeams) {
            for (auto it = m_gpus.begin(); it != m_gpus.end(); ++it) {
                if (it.value()->value() > kNone)
                    p.weights.insert(it.key(), it.value()->value());
                else
                    p.weights.remove(it.key());
            }
        }
        break;
    case PolicyKind::AsIs:
        break;
    }
    // What the document of the new kind holds (a key of another kind is not written).
    auto normalised = whatif::policyFromJson(whatif::toJson(p));
    return normalised ? *normalised : p;
}

Result<Policy> PolicyDialog::edited() const
{
    if (m_tabs->currentIndex() == 1)
        return whatif::parsePolicy(m_json->toPlainText().toUtf8());
    return fromFields();
}

void PolicyDialog::tabChanged(int index)
{
    if (index == 1 && m_shownTab == 0) {
        m_json->setPlainText(QString::fromUtf8(QJsonDocument(whatif::toJson(fromFields())).toJson()));
        refuse({});
    } else if (index == 0 && m_shownTab == 1) {
        auto parsed = whatif::parsePolicy(m_json->toPlainText().toUtf8());
        if (!parsed) {
            refuse(parsed.error().message);
            m_tabs->blockSignals(true);
            m_tabs->setCurrentIndex(1); // the document stays until it reads
            m_tabs->blockSignals(false);
            return;
        }
        refuse({});
        fillFields(*parsed);
    }
    m_shownTab = index;
}

void PolicyDialog::accept()
{
    auto policy = edited();
    if (!policy) {
        refuse(policy.error().message);
        return;
    }
    if (!m_workspace) {
        refuse(tr("No evaluation is open."));
        return;
    }
    if (auto r = whatifedits::setPolicy(*m_workspace, m_candidateId, *policy); !r) {
        refuse(r.error().message);
        return;
    }
    QDialog::accept();
}

void PolicyDialog::restoreDefault()
{
    if (!m_workspace)
        return;
    if (auto r = whatifedits::setPolicy(*m_workspace, m_candidateId, std::nullopt); !r) {
        refuse(r.error().message);
        return;
    }
    QDialog::accept();
}

} // namespace gatebench
