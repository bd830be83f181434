#include "CandidatesPage.h"

#include "Translation.h"
#include "commands/Candidates.h"
#include "core/Labels.h"
#include "itemmodels/CandidateListModel.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFocusEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace gatebench {

/// A plain-text editor that reports its text when it loses focus (QPlainTextEdit has no
/// editingFinished), so that one edit becomes one undo step rather than one per keystroke.
class CommitTextEdit : public QPlainTextEdit {
    Q_OBJECT

public:
    using QPlainTextEdit::QPlainTextEdit;

signals:
    void committed(const QString& text);

protected:
    void focusOutEvent(QFocusEvent* event) override
    {
        QPlainTextEdit::focusOutEvent(event);
        if (document()->isModified()) {
            document()->setModified(false);
            emit committed(toPlainText());
        }
    }
};

namespace {

QLabel* heading(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace

CandidatesPage::CandidatesPage(QWidget* parent)
    : Page(parent)
    , m_model(new CandidateListModel(this))
    , m_list(new QListView(this))
    , m_add(new QPushButton(tr("Add"), this))
    , m_duplicate(new QPushButton(tr("Duplicate"), this))
    , m_remove(new QPushButton(tr("Remove…"), this))
    , m_editor(new QWidget(this))
    , m_id(new QLabel(this))
    , m_origin(new QLabel(this))
    , m_error(new QLabel(this))
    , m_shortlisted(new QCheckBox(tr("In the evaluation"), this))
    , m_setAsideReason(new QLineEdit(this))
    , m_inPoc(new QCheckBox(tr("Marked for the PoC"), this))
{
    m_model->setLanguage(currentLanguage());
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(makeTitle(tr("Candidates"), this));
    auto* intro = new QLabel(tr("The seven template profiles are a starting point, not a ranking. Add your own "
                                "options, including improving the current tooling; every candidate goes through the "
                                "same gates."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("candidatesSplitter"));
    auto* left = new QWidget(splitter);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_list->setObjectName(QStringLiteral("candidateList"));
    m_list->setModel(m_model);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    // A long name is cut with "…" (its whole text in the tooltip), never scrolled sideways.
    m_list->setTextElideMode(Qt::ElideRight);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    leftLayout->addWidget(m_list, 1);
    auto* buttons = new QHBoxLayout;
    m_add->setObjectName(QStringLiteral("addCandidate"));
    m_duplicate->setObjectName(QStringLiteral("duplicateCandidate"));
    m_remove->setObjectName(QStringLiteral("removeCandidate"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_duplicate);
    buttons->addWidget(m_remove);
    leftLayout->addLayout(buttons);

    auto* scroll = new QScrollArea(splitter);
    scroll->setWidgetResizable(true);
    m_editor->setObjectName(QStringLiteral("candidateEditor"));
    buildEditor(m_editor);
    scroll->setWidget(m_editor);
    splitter->addWidget(left);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    layout->addWidget(splitter, 1);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& index) {
        m_current = index.data(CandidateListModel::IdRole).toString();
        loadSelected();
    });
    // Candidates added, removed or reordered: keep the one shown (else the first); one edited: show it again.
    const auto reselect = [this] {
        const int row = m_model->rowOf(m_current);
        if (row < 0 && m_model->rowCount() > 0)
            m_current = m_model->index(0).data(CandidateListModel::IdRole).toString();
        select(m_current);
        loadSelected();
    };
    connect(m_model, &QAbstractItemModel::modelReset, this, reselect);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, reselect);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, reselect);
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex& top, const QModelIndex& bottom) {
        const int row = m_model->rowOf(m_current);
        if (row >= top.row() && row <= bottom.row())
            loadSelected();
    });
    connect(m_add, &QPushButton::clicked, this, &CandidatesPage::addCandidate);
    connect(m_duplicate, &QPushButton::clicked, this, &CandidatesPage::duplicateCandidate);
    connect(m_remove, &QPushButton::clicked, this, &CandidatesPage::removeCandidate);
    loadSelected();
}

void CandidatesPage::buildEditor(QWidget* editor)
{
    auto* grid = new QGridLayout(editor);
    int row = 0;
    // The id is for import files and the command line: it shows in the origin's tooltip, not as a field.
    m_id->setObjectName(QStringLiteral("candidateId"));
    m_id->hide();
    grid->addWidget(m_origin, row, 1, 1, 2);
    ++row;
    grid->addWidget(heading(tr("Chinese (zh_CN)"), editor), row, 1);
    grid->addWidget(heading(tr("English (en)"), editor), row, 2);
    ++row;

    const auto objectName = [](CandidateField field) -> QString {
        return QStringLiteral("field_") + CandidateRepository::fieldKey(field);
    };
    const auto addLinePair = [&](const QString& label, CandidateField zh, CandidateField en) {
        grid->addWidget(new QLabel(label, editor), row, 0);
        for (const auto& [field, col] : {std::pair{zh, 1}, std::pair{en, 2}}) {
            auto* edit = new QLineEdit(editor);
            edit->setObjectName(objectName(field));
            connect(edit, &QLineEdit::editingFinished, this, [this, edit, field = field] {
                if (edit->isModified()) {
                    edit->setModified(false);
                    commit(field, edit->text().trimmed());
                }
            });
            m_lines.insert(field, edit);
            grid->addWidget(edit, row, col);
        }
        ++row;
    };
    const auto addTextPair = [&](const QString& label, CandidateField zh, CandidateField en) {
        grid->addWidget(new QLabel(label, editor), row, 0, Qt::AlignTop);
        for (const auto& [field, col] : {std::pair{zh, 1}, std::pair{en, 2}}) {
            auto* edit = new CommitTextEdit(editor);
            edit->setObjectName(objectName(field));
            edit->setTabChangesFocus(true);
            edit->setMinimumHeight(72);
            connect(edit, &CommitTextEdit::committed, this,
                    [this, field = field](const QString& text) { commit(field, text); });
            m_texts.insert(field, edit);
            grid->addWidget(edit, row, col);
        }
        ++row;
    };
    const auto addCombo = [&](const QString& label, CandidateField field, const QList<QString>& keys,
                              QString (*text)(const QString&)) {
        grid->addWidget(new QLabel(label, editor), row, 0);
        auto* combo = new QComboBox(editor);
        combo->setObjectName(objectName(field));
        for (const QString& key : keys)
            combo->addItem(text(key), key);
        connect(combo, &QComboBox::activated, this, [this, combo, field] { commit(field, combo->currentData()); });
        m_combos.insert(field, combo);
        grid->addWidget(combo, row, 1, 1, 2);
        ++row;
    };
    const auto addLine = [&](const QString& label, CandidateField field, const QString& hint) {
        grid->addWidget(new QLabel(label, editor), row, 0);
        auto* edit = new QLineEdit(editor);
        edit->setObjectName(objectName(field));
        edit->setToolTip(hint);
        connect(edit, &QLineEdit::editingFinished, this, [this, edit, field] {
            if (edit->isModified()) {
                edit->setModified(false);
                commit(field, edit->text().trimmed());
            }
        });
        m_lines.insert(field, edit);
        grid->addWidget(edit, row, 1, 1, 2);
        ++row;
    };
    const auto addText = [&](const QString& label, CandidateField field, const QString& hint) {
        grid->addWidget(new QLabel(label, editor), row, 0, Qt::AlignTop);
        auto* edit = new CommitTextEdit(editor);
        edit->setObjectName(objectName(field));
        edit->setToolTip(hint);
        edit->setTabChangesFocus(true);
        edit->setMinimumHeight(60);
        connect(edit, &CommitTextEdit::committed, this, [this, field](const QString& text) { commit(field, text); });
        m_texts.insert(field, edit);
        grid->addWidget(edit, row, 1, 1, 2);
        ++row;
    };

    addLinePair(tr("Name:"), CandidateField::NameZh, CandidateField::NameEn);
    addLinePair(tr("Vendor:"), CandidateField::VendorZh, CandidateField::VendorEn);
    addCombo(tr("Route:"), CandidateField::Route, labels::routeKeys(), &labels::route);
    addCombo(tr("Deployment:"), CandidateField::Deployment, labels::deploymentKeys(), &labels::deployment);
    addCombo(tr("TCO template:"), CandidateField::TcoTemplate, labels::tcoTemplateKeys(), &labels::tcoTemplate);

    grid->addWidget(new QLabel(tr("Shortlist:"), editor), row, 0);
    m_shortlisted->setObjectName(QStringLiteral("field_shortlisted"));
    m_shortlisted->setToolTip(tr("A candidate that fails a requirement stays in the evaluation with a Fail verdict; "
                                 "set a candidate aside only for reasons outside the requirements, such as the "
                                 "procurement framework."));
    grid->addWidget(m_shortlisted, row, 1);
    m_inPoc->setObjectName(objectName(CandidateField::InPoc));
    grid->addWidget(m_inPoc, row, 2);
    ++row;
    grid->addWidget(new QLabel(tr("Reason for setting aside:"), editor), row, 0);
    m_setAsideReason->setObjectName(objectName(CandidateField::SetAsideReason));
    grid->addWidget(m_setAsideReason, row, 1, 1, 2);
    ++row;
    connect(m_shortlisted, &QCheckBox::clicked, this, &CandidatesPage::setShortlisted);
    connect(m_inPoc, &QCheckBox::clicked, this, [this](bool on) { commit(CandidateField::InPoc, on); });
    connect(m_setAsideReason, &QLineEdit::editingFinished, this, [this] {
        if (!m_setAsideReason->isModified())
            return;
        m_setAsideReason->setModified(false);
        commit(CandidateField::SetAsideReason, m_setAsideReason->text().trimmed());
    });

    addTextPair(tr("When to consider:"), CandidateField::ConsiderZh, CandidateField::ConsiderEn);
    addTextPair(tr("What to verify first:"), CandidateField::VerifyFirstZh, CandidateField::VerifyFirstEn);
    addTextPair(tr("Risks:"), CandidateField::RisksZh, CandidateField::RisksEn);
    addTextPair(tr("Lock-in and exit:"), CandidateField::LockInZh, CandidateField::LockInEn);
    addTextPair(tr("Sources:"), CandidateField::SourcesZh, CandidateField::SourcesEn);
    addLine(tr("Facts as of:"), CandidateField::AsOf,
            tr("The date the profile's facts were checked (YYYY-MM-DD): versions, licences and product forms change."));
    addText(tr("Aliases:"), CandidateField::Aliases,
            tr("Other names that imports may use for this candidate, one per line."));
    addText(tr("Committee notes:"), CandidateField::Notes, QString());

    m_error->setObjectName(QStringLiteral("candidateError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    grid->addWidget(m_error, row, 0, 1, 3);
    ++row;
    grid->setRowStretch(row, 1);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
}

void CandidatesPage::setWorkspace(Workspace* workspace)
{
    m_workspace = workspace;
    m_current.clear();
    m_model->setWorkspace(workspace);
    m_add->setEnabled(workspace != nullptr);
}

void CandidatesPage::select(const QString& id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return;
    m_current = id;
    m_list->setCurrentIndex(m_model->index(row));
}

QString CandidatesPage::selectedId() const
{
    return m_current;
}

void CandidatesPage::loadSelected()
{
    const std::optional<Candidate> candidate = m_model->candidate(m_current);
    const bool has = candidate.has_value();
    const Candidate c = candidate.value_or(Candidate{});
    m_editor->setEnabled(has);
    m_duplicate->setEnabled(has);
    m_remove->setEnabled(has);
    m_loading = true;
    m_id->setText(c.id);
    m_origin->setToolTip(has ? tr("Id in import files and on the command line: %1").arg(c.id) : QString());
    m_origin->setText(!has                                    ? QString()
                      : c.origin == CandidateOrigin::Template ? tr("from the built-in template")
                                                              : tr("added by the committee"));
    for (auto it = m_lines.cbegin(); it != m_lines.cend(); ++it) {
        it.value()->setText(has ? fieldValue(c, it.key()).toString() : QString());
        it.value()->setModified(false);
    }
    for (auto it = m_texts.cbegin(); it != m_texts.cend(); ++it) {
        it.value()->setPlainText(has ? fieldValue(c, it.key()).toString() : QString());
        it.value()->document()->setModified(false);
    }
    for (auto it = m_combos.cbegin(); it != m_combos.cend(); ++it)
        it.value()->setCurrentIndex(
            qMax(0, it.value()->findData(has ? fieldValue(c, it.key()).toString() : QString())));
    m_shortlisted->setChecked(c.shortlisted);
    m_setAsideReason->setText(c.setAsideReason);
    m_setAsideReason->setModified(false);
    m_setAsideReason->setEnabled(!c.shortlisted);
    m_inPoc->setChecked(c.inPoc);
    m_loading = false;
}

QString CandidatesPage::currentName() const
{
    const std::optional<Candidate> candidate = m_model->candidate(m_current);
    if (!candidate)
        return m_current;
    return currentLanguage() == QLatin1String("en") ? candidate->name.en : candidate->name.zh;
}

void CandidatesPage::showError(const QString& message)
{
    m_error->setText(message);
}

void CandidatesPage::commit(CandidateField field, const QVariant& value)
{
    if (m_loading || !m_workspace || m_current.isEmpty())
        return;
    m_error->clear();
    // What the editor showed is what the edit replaces: a value another GateBench wrote since is not
    // overwritten unseen (the refusal says so, and the editor then shows the stored value).
    auto r = candidates::setField(*m_workspace, m_current, field, value, m_model->candidate(m_current));
    if (!r) {
        showError(r.error().message);
        if (r.error().kind == Error::Kind::Conflict) {
            const QString id = m_current;
            m_model->reload();
            select(id);
        }
        loadSelected();
    }
}

void CandidatesPage::setShortlisted(bool shortlisted)
{
    if (!m_workspace || m_current.isEmpty())
        return;
    m_error->clear();
    const QString name = currentName();
    Result<void> r;
    if (shortlisted) {
        r = candidates::setShortlisted(*m_workspace, m_current, true, QString());
    } else {
        bool ok = false;
        const QString reason =
            QInputDialog::getText(this, tr("Set candidate aside"),
                                  tr("Why does the committee set %1 aside (for example: outside our procurement "
                                     "framework)? A candidate that fails a requirement is not set aside: give it a "
                                     "Fail verdict with evidence instead.")
                                      .arg(name),
                                  QLineEdit::Normal, QString(), &ok)
                .trimmed();
        if (!ok || reason.isEmpty()) {
            loadSelected();
            return;
        }
        r = candidates::setShortlisted(*m_workspace, m_current, false, reason);
    }
    if (!r)
        showError(r.error().message);
    loadSelected();
}

void CandidatesPage::addCandidate()
{
    if (!m_workspace)
        return;
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("addCandidateDialog"));
    dialog.setWindowTitle(tr("Add candidate"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* hint = new QLabel(tr("Name the new candidate in either language or both (for example: Status quo: improve "
                               "the current tooling). A name given in one language only stays in that language; "
                               "you can add the other later."),
                            &dialog);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    auto* form = new QFormLayout;
    auto* nameZh = new QLineEdit(&dialog);
    nameZh->setObjectName(QStringLiteral("newCandidateNameZh"));
    auto* nameEn = new QLineEdit(&dialog);
    nameEn->setObjectName(QStringLiteral("newCandidateNameEn"));
    // The interface language's name first.
    const bool english = currentLanguage() == QLatin1String("en");
    form->addRow(english ? tr("English name:") : tr("Chinese name:"), english ? nameEn : nameZh);
    form->addRow(english ? tr("Chinese name:") : tr("English name:"), english ? nameZh : nameEn);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QPushButton* ok = buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(false);
    const auto named = [nameZh, nameEn, ok] {
        ok->setEnabled(!nameZh->text().trimmed().isEmpty() || !nameEn->text().trimmed().isEmpty());
    };
    connect(nameZh, &QLineEdit::textChanged, &dialog, named);
    connect(nameEn, &QLineEdit::textChanged, &dialog, named);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(qMax(dialog.sizeHint().width(), 520), dialog.sizeHint().height());
    if (dialog.exec() != QDialog::Accepted)
        return;
    Bilingual names{nameZh->text().trimmed(), nameEn->text().trimmed()};
    // One name only: the script says its language, as the import reads a single name.
    if (names.zh.isEmpty() != names.en.isEmpty())
        names = candidates::namesFrom(names.zh.isEmpty() ? names.en : names.zh);
    auto id = candidates::add(*m_workspace, names.zh, names.en);
    if (!id) {
        showError(id.error().message);
        return;
    }
    select(*id);
}

void CandidatesPage::duplicateCandidate()
{
    if (!m_workspace || m_current.isEmpty())
        return;
    auto id = candidates::duplicate(*m_workspace, m_current);
    if (!id) {
        showError(id.error().message);
        return;
    }
    select(*id);
}

void CandidatesPage::removeCandidate()
{
    if (!m_workspace || m_current.isEmpty())
        return;
    const QString name = currentName();
    auto deps = candidates::dependents(m_workspace->queries().rows(), m_current);
    QString detail;
    if (deps)
        detail = tr("This also removes its %1 gate verdicts, %2 bonus scores, %3 PoC runs and %4 cost lines.")
                     .arg(deps->assessments)
                     .arg(deps->scores)
                     .arg(deps->pocRuns)
                     .arg(deps->tcoLines);
    QMessageBox box(QMessageBox::Question, tr("Remove candidate"), tr("Remove %1 from this evaluation?").arg(name),
                    QMessageBox::NoButton, this);
    box.setInformativeText(detail + u' ' + tr("You can undo this with Edit > Undo."));
    QPushButton* removeButton = box.addButton(tr("Remove"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setObjectName(QStringLiteral("confirmRemoveCandidate"));
    box.exec();
    if (box.clickedButton() != removeButton)
        return;
    if (auto r = candidates::remove(*m_workspace, m_current); !r)
        showError(r.error().message);
    else if (m_model->rowCount() > 0) // as before: the list starts again at the top
        select(m_model->index(0).data(CandidateListModel::IdRole).toString());
}

} // namespace gatebench

#include "CandidatesPage.moc"
