#include "MembersDialog.h"

#include "Translation.h"
#include "commands/Members.h"
#include "committee/ActingMember.h"
#include "core/Labels.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/MemberRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gatebench {

namespace {

QTableWidgetItem* cell(const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    item->setToolTip(text);
    return item;
}

} // namespace

MemberEditDialog::MemberEditDialog(const Member& member, bool isNew, QWidget* parent)
    : QDialog(parent)
    , m_member(member)
{
    setObjectName(QStringLiteral("memberEditDialog"));
    setWindowTitle(isNew ? tr("Add a member") : tr("Edit the member"));
    auto* form = new QFormLayout;
    m_id = new QLineEdit(member.id, this);
    m_id->setObjectName(QStringLiteral("memberId"));
    m_id->setPlaceholderText(tr("from the name"));
    m_id->setEnabled(isNew);
    m_name = new QLineEdit(member.name, this);
    m_name->setObjectName(QStringLiteral("memberName"));
    m_role = new QLineEdit(member.role, this);
    m_role->setObjectName(QStringLiteral("memberRole"));
    m_permission = new QComboBox(this);
    m_permission->setObjectName(QStringLiteral("memberPermission"));
    for (Permission p : allPermissions()) {
        m_permission->addItem(permissionLabel(p), static_cast<int>(p));
        if (p == member.permission)
            m_permission->setCurrentIndex(m_permission->count() - 1);
    }
    m_function = new QComboBox(this);
    m_function->setObjectName(QStringLiteral("memberFunction"));
    for (MemberFunction f : allFunctions()) {
        m_function->addItem(functionLabel(f), static_cast<int>(f));
        if (f == member.function)
            m_function->setCurrentIndex(m_function->count() - 1);
    }
    form->addRow(tr("Id:"), m_id);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Title:"), m_role);
    form->addRow(tr("Permission:"), m_permission);
    form->addRow(tr("Function:"), m_function);
    auto* help = new QLabel(tr("The chair manages the members and the scoring rounds; a member scores and signs; an "
                               "observer reads and writes nothing."),
                            this);
    help->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(help);
    layout->addWidget(buttons);
    resize(480, sizeHint().height());
}

Member MemberEditDialog::member() const
{
    Member m = m_member;
    m.id = m_id->text().trimmed();
    m.name = m_name->text().trimmed();
    m.role = m_role->text().trimmed();
    m.permission = static_cast<Permission>(m_permission->currentData().toInt());
    m.function = static_cast<MemberFunction>(m_function->currentData().toInt());
    return m;
}

MembersDialog::MembersDialog(Workspace* workspace, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
{
    setObjectName(QStringLiteral("membersDialog"));
    setWindowTitle(tr("Review committee"));
    m_acting = new QLabel(this);
    m_acting->setObjectName(QStringLiteral("membersActing"));
    m_acting->setWordWrap(true);
    m_tabs = new QTabWidget(this);

    // Members.
    auto* membersTab = new QWidget(this);
    m_members = new QTableWidget(0, 5, membersTab);
    m_members->setObjectName(QStringLiteral("membersTable"));
    m_members->setHorizontalHeaderLabels({tr("Id"), tr("Name"), tr("Permission"), tr("Function"), tr("Title")});
    m_members->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_members->setSelectionMode(QAbstractItemView::SingleSelection);
    m_members->horizontalHeader()->setStretchLastSection(true);
    m_members->verticalHeader()->hide();
    m_add = new QPushButton(tr("Add…"), membersTab);
    m_add->setObjectName(QStringLiteral("addMember"));
    m_edit = new QPushButton(tr("Edit…"), membersTab);
    m_edit->setObjectName(QStringLiteral("editMember"));
    m_remove = new QPushButton(tr("Remove"), membersTab);
    m_remove->setObjectName(QStringLiteral("removeMember"));
    connect(m_add, &QPushButton::clicked, this, &MembersDialog::addMember);
    connect(m_edit, &QPushButton::clicked, this, &MembersDialog::editMember);
    connect(m_remove, &QPushButton::clicked, this, &MembersDialog::removeMember);
    connect(m_members, &QTableWidget::cellDoubleClicked, this, &MembersDialog::editMember);
    auto* memberButtons = new QHBoxLayout;
    memberButtons->addWidget(m_add);
    memberButtons->addWidget(m_edit);
    memberButtons->addWidget(m_remove);
    memberButtons->addStretch();
    auto* membersLayout = new QVBoxLayout(membersTab);
    membersLayout->addWidget(m_members);
    membersLayout->addLayout(memberButtons);
    m_tabs->addTab(membersTab, tr("Members"));

    // Assignments: bonus criteria by scoring members, and a quorum per criterion.
    auto* matrixTab = new QWidget(this);
    m_matrix = new QTableWidget(matrixTab);
    m_matrix->setObjectName(QStringLiteral("assignmentMatrix"));
    m_matrix->setSelectionMode(QAbstractItemView::NoSelection);
    auto* matrixHelp = new QLabel(tr("A ticked cell: the member scores the criterion. A criterion with every box "
                                     "ticked is scored by every chair and member (the default). The quorum is the "
                                     "number of scores each of its cells needs before a round is revealed without a "
                                     "reason."),
                                  matrixTab);
    matrixHelp->setWordWrap(true);
    connect(m_matrix, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (m_loading || !m_workspace)
            return;
        const QString criterionId = m_matrix->verticalHeaderItem(item->row())->data(Qt::UserRole).toString();
        QStringList ticked;
        bool all = true;
        for (int c = 0; c < m_matrix->columnCount() - 1; ++c) {
            const QTableWidgetItem* box = m_matrix->item(item->row(), c);
            if (box && box->checkState() == Qt::Checked)
                ticked.append(m_matrix->horizontalHeaderItem(c)->data(Qt::UserRole).toString());
            else
                all = false;
        }
        if (ticked.isEmpty()) {
            report(false, tr("A bonus criterion needs at least one member to score it."));
            reload();
            return;
        }
        const auto done = members::setAssignments(*m_workspace, criterionId, all ? QStringList() : ticked);
        report(done.ok(), done.ok() ? QString() : done.error().message);
        reload();
    });
    auto* matrixLayout = new QVBoxLayout(matrixTab);
    matrixLayout->addWidget(matrixHelp);
    matrixLayout->addWidget(m_matrix);
    m_tabs->addTab(matrixTab, tr("Assignments and quorums"));

    // Recusals.
    auto* recusalTab = new QWidget(this);
    m_recusals = new QTableWidget(0, 4, recusalTab);
    m_recusals->setObjectName(QStringLiteral("recusalsTable"));
    m_recusals->setHorizontalHeaderLabels({tr("Member"), tr("Candidate"), tr("Declared"), tr("Reason")});
    m_recusals->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_recusals->setSelectionMode(QAbstractItemView::SingleSelection);
    m_recusals->horizontalHeader()->setStretchLastSection(true);
    m_recusals->verticalHeader()->hide();
    auto* recusalHelp = new QLabel(tr("A member who declares a conflict of interest for a candidate may not score it; "
                                      "their scores for it are left out of the decision while the recusal stands."),
                                   recusalTab);
    recusalHelp->setWordWrap(true);
    m_declare = new QPushButton(tr("Declare a recusal…"), recusalTab);
    m_declare->setObjectName(QStringLiteral("declareRecusal"));
    m_withdraw = new QPushButton(tr("Withdraw"), recusalTab);
    m_withdraw->setObjectName(QStringLiteral("withdrawRecusal"));
    connect(m_declare, &QPushButton::clicked, this, &MembersDialog::declareRecusal);
    connect(m_withdraw, &QPushButton::clicked, this, &MembersDialog::withdrawRecusal);
    auto* recusalButtons = new QHBoxLayout;
    recusalButtons->addWidget(m_declare);
    recusalButtons->addWidget(m_withdraw);
    recusalButtons->addStretch();
    auto* recusalLayout = new QVBoxLayout(recusalTab);
    recusalLayout->addWidget(recusalHelp);
    recusalLayout->addWidget(m_recusals);
    recusalLayout->addLayout(recusalButtons);
    m_tabs->addTab(recusalTab, tr("Recusals"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_acting);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(960, 560);
    reload();
}

void MembersDialog::reload()
{
    if (!m_workspace)
        return;
    m_loading = true;
    const Storage& rows = m_workspace->queries().rows();
    const MemberRepository repository(rows);
    const QList<Member> list = repository.members().ok() ? *repository.members() : QList<Member>();
    const QList<ScoringAssignment> assignments =
        repository.assignments().ok() ? *repository.assignments() : QList<ScoringAssignment>();
    const QList<ScoringQuorum> quorums = repository.quorums().ok() ? *repository.quorums() : QList<ScoringQuorum>();
    const QList<Recusal> recusals = repository.recusals().ok() ? *repository.recusals() : QList<Recusal>();
    const QString language = currentLanguage();

    // Who acts, and what they may do here.
    const std::optional<Member> acting = committee::actingMember(*m_workspace);
    bool chairExists = false;
    for (const Member& m : list)
        chairExists = chairExists || m.permission == Permission::Chair;
    const bool chair = acting && acting->permission == Permission::Chair;
    const bool manages = chair || (!chairExists && !(acting && acting->permission == Permission::Observer));
    const bool observer = acting && acting->permission == Permission::Observer;
    if (acting)
        m_acting->setText(manages ? tr("Acting: %1 (%2).").arg(acting->name, permissionLabel(acting->permission))
                                  : tr("Acting: %1 (%2). Only the chair manages the members, assignments and quorums; "
                                       "a member declares their own recusals.")
                                        .arg(acting->name, permissionLabel(acting->permission)));
    else
        m_acting->setText(chairExists ? tr("No member is chosen to act (Edit > Who acts…): only the chair manages the "
                                           "committee.")
                                      : tr("The evaluation has no chair yet: whoever acts may name one."));
    m_add->setEnabled(manages);
    m_edit->setEnabled(manages);
    m_remove->setEnabled(manages);
    m_declare->setEnabled(!observer && (acting || !chairExists));
    m_withdraw->setEnabled(!observer && (acting || !chairExists));

    const QString keep = selectedMember();
    m_members->setRowCount(int(list.size()));
    for (int r = 0; r < list.size(); ++r) {
        const Member& m = list.at(r);
        m_members->setItem(r, 0, cell(m.id));
        m_members->setItem(r, 1, cell(m.name));
        m_members->setItem(r, 2, cell(permissionLabel(m.permission)));
        m_members->setItem(r, 3, cell(functionLabel(m.function)));
        m_members->setItem(r, 4, cell(m.role));
        if (m.id == keep)
            m_members->selectRow(r);
    }
    m_members->resizeColumnsToContents();

    // The matrix: every bonus criterion by every member who may score (chairs and members).
    QList<Member> scorers;
    for (const Member& m : list) {
        if (m.permission != Permission::Observer)
            scorers.append(m);
    }
    QList<Criterion> bonus;
    if (auto criteria = CriterionRepository(rows).ordered()) {
        for (const Criterion& c : std::as_const(*criteria)) {
            if (c.tier == CriterionTier::Bonus)
                bonus.append(c);
        }
    }
    m_matrix->clear();
    m_matrix->setColumnCount(int(scorers.size()) + 1);
    m_matrix->setRowCount(int(bonus.size()));
    for (int c = 0; c < scorers.size(); ++c) {
        auto* header = new QTableWidgetItem(scorers.at(c).name);
        header->setData(Qt::UserRole, scorers.at(c).id);
        header->setToolTip(QStringLiteral("%1 — %2, %3")
                               .arg(scorers.at(c).name, permissionLabel(scorers.at(c).permission),
                                    functionLabel(scorers.at(c).function)));
        m_matrix->setHorizontalHeaderItem(c, header);
    }
    m_matrix->setHorizontalHeaderItem(int(scorers.size()), new QTableWidgetItem(tr("Quorum")));
    for (int r = 0; r < bonus.size(); ++r) {
        const Criterion& criterion = bonus.at(r);
        auto* header = new QTableWidgetItem(shownIn(criterion.title.zh, criterion.title.en, language));
        header->setData(Qt::UserRole, criterion.id);
        header->setToolTip(criterion.id);
        m_matrix->setVerticalHeaderItem(r, header);
        const QStringList who = members::scorersOf(criterion.id, list, assignments);
        for (int c = 0; c < scorers.size(); ++c) {
            auto* box = new QTableWidgetItem;
            box->setFlags(manages ? Qt::ItemFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled)
                                  : Qt::ItemFlags(Qt::ItemIsUserCheckable));
            box->setCheckState(who.contains(scorers.at(c).id) ? Qt::Checked : Qt::Unchecked);
            m_matrix->setItem(r, c, box);
        }
        int quorum = kDefaultQuorum;
        for (const ScoringQuorum& q : quorums) {
            if (q.criterionId == criterion.id)
                quorum = q.quorum;
        }
        auto* spin = new QSpinBox(m_matrix);
        spin->setObjectName(QStringLiteral("quorum_") + criterion.id);
        spin->setRange(1, kMaxQuorum);
        spin->setValue(quorum);
        spin->setEnabled(manages);
        connect(spin, &QSpinBox::editingFinished, this, [this, spin, id = criterion.id, quorum] {
            if (m_loading || spin->value() == quorum)
                return;
            const auto done = members::setQuorum(*m_workspace, id, spin->value());
            report(done.ok(), done.ok() ? QString() : done.error().message);
            reload();
        });
        m_matrix->setCellWidget(r, int(scorers.size()), spin);
    }
    m_matrix->resizeColumnsToContents();
    m_matrix->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);

    QHash<QString, QString> names;
    for (const Member& m : list)
        names.insert(m.id, m.name);
    QHash<QString, QString> candidates;
    if (auto all = CandidateRepository(rows).all()) {
        for (const Candidate& c : std::as_const(*all))
            candidates.insert(c.id, shownIn(c.name.zh, c.name.en, language));
    }
    m_recusals->setRowCount(int(recusals.size()));
    for (int r = 0; r < recusals.size(); ++r) {
        const Recusal& recusal = recusals.at(r);
        auto* member = cell(names.value(recusal.memberId, recusal.memberId));
        member->setData(Qt::UserRole, recusal.memberId);
        auto* candidate = cell(candidates.value(recusal.candidateId, recusal.candidateId));
        candidate->setData(Qt::UserRole, recusal.candidateId);
        m_recusals->setItem(r, 0, member);
        m_recusals->setItem(r, 1, candidate);
        m_recusals->setItem(r, 2, cell(recusal.declaredAt));
        m_recusals->setItem(r, 3, cell(recusal.reason));
    }
    m_recusals->resizeColumnsToContents();
    m_loading = false;
}

QString MembersDialog::selectedMember() const
{
    const int row = m_members->currentRow();
    if (row < 0 || !m_members->item(row, 0))
        return {};
    return m_members->item(row, 0)->text();
}

bool MembersDialog::report(bool ok, const QString& message)
{
    if (!ok)
        QMessageBox::warning(this, tr("Review committee"), message);
    return ok;
}

void MembersDialog::addMember()
{
    MemberEditDialog editor(Member{}, true, this);
    if (editor.exec() != QDialog::Accepted)
        return;
    const auto added = members::add(*m_workspace, editor.member());
    report(added.ok(), added.ok() ? QString() : added.error().message);
    reload();
}

void MembersDialog::editMember()
{
    const QString id = selectedMember();
    if (id.isEmpty())
        return;
    auto found = MemberRepository(m_workspace->queries().rows()).find(id);
    if (!found || !*found)
        return;
    MemberEditDialog editor(**found, false, this);
    if (editor.exec() != QDialog::Accepted)
        return;
    const auto changed = members::change(*m_workspace, editor.member());
    report(changed.ok(), changed.ok() ? QString() : changed.error().message);
    reload();
}

void MembersDialog::removeMember()
{
    const QString id = selectedMember();
    if (id.isEmpty())
        return;
    if (QMessageBox::question(this, tr("Remove the member"),
                              tr("Remove %1 with their scores, assignments, recusals and signature? Edit > Undo "
                                 "brings all of it back.")
                                  .arg(id)) != QMessageBox::Yes)
        return;
    const auto removed = members::remove(*m_workspace, id);
    report(removed.ok(), removed.ok() ? QString() : removed.error().message);
    reload();
}

void MembersDialog::declareRecusal()
{
    const Storage& rows = m_workspace->queries().rows();
    auto list = MemberRepository(rows).members();
    auto candidates = CandidateRepository(rows).all();
    if (!list || !candidates)
        return;
    QDialog ask(this);
    ask.setObjectName(QStringLiteral("recusalDialog"));
    ask.setWindowTitle(tr("Declare a recusal"));
    auto* member = new QComboBox(&ask);
    const std::optional<Member> acting = committee::actingMember(*m_workspace);
    for (const Member& m : std::as_const(*list)) {
        if (m.permission == Permission::Observer)
            continue;
        member->addItem(m.name, m.id);
        if (acting && acting->id == m.id)
            member->setCurrentIndex(member->count() - 1);
    }
    auto* candidate = new QComboBox(&ask);
    for (const Candidate& c : std::as_const(*candidates))
        candidate->addItem(shownIn(c.name.zh, c.name.en, currentLanguage()), c.id);
    auto* reason = new QPlainTextEdit(&ask);
    reason->setObjectName(QStringLiteral("recusalReason"));
    reason->setPlaceholderText(tr("Why the member may not score this candidate (required)"));
    auto* form = new QFormLayout;
    form->addRow(tr("Member:"), member);
    form->addRow(tr("Candidate:"), candidate);
    form->addRow(tr("Reason:"), reason);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &ask);
    connect(buttons, &QDialogButtonBox::accepted, &ask, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &ask, &QDialog::reject);
    auto* layout = new QVBoxLayout(&ask);
    layout->addLayout(form);
    layout->addWidget(buttons);
    ask.resize(520, 300);
    if (ask.exec() != QDialog::Accepted)
        return;
    const auto done = members::declareRecusal(*m_workspace, member->currentData().toString(),
                                              candidate->currentData().toString(), reason->toPlainText());
    report(done.ok(), done.ok() ? QString() : done.error().message);
    reload();
}

void MembersDialog::withdrawRecusal()
{
    const int row = m_recusals->currentRow();
    if (row < 0 || !m_recusals->item(row, 0))
        return;
    const auto done = members::withdrawRecusal(*m_workspace, m_recusals->item(row, 0)->data(Qt::UserRole).toString(),
                                               m_recusals->item(row, 1)->data(Qt::UserRole).toString());
    report(done.ok(), done.ok() ? QString() : done.error().message);
    reload();
}

} // namespace gatebench
