#include "CandidatesPage.h"

#include "CandidateListModel.h"
#include "Candidates.h"
#include "Labels.h"
#include "Translation.h"
#include "Workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QFocusEvent>
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
    auto* left = new QWidget(splitter);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_list->setObjectName(QStringLiteral("candidateList"));
    m_list->setModel(m_model);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
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
    grid->addWidget(new QLabel(tr("Id:"), editor), row, 0);
    m_id->setObjectName(QStringLiteral("candidateId"));
    m_id->setTextInteractionFlags(Qt::TextSelectableByMouse);
    grid->addWidget(m_id, row, 1);
    grid->addWidget(m_origin, row, 2);
    ++row;
    grid->addWidget(heading(tr("Chinese (zh_CN)"), editor), row, 1);
    grid->addWidget(heading(tr("English (en)"), editor), row, 2);
    ++row;

    const auto addLinePair = [&](const QString& label, const QString& column) {
        grid->addWidget(new QLabel(label, editor), row, 0);
        for (const auto& [suffix, col] : {std::pair{QStringLiteral("_zh"), 1}, std::pair{QStringLiteral("_en"), 2}}) {
            auto* edit = new QLineEdit(editor);
            const QString name = column + suffix;
            edit->setObjectName(QStringLiteral("field_") + name);
            connect(edit, &QLineEdit::editingFinished, this, [this, edit, name] {
                if (edit->isModified()) {
                    edit->setModified(false);
                    commit(name, edit->text().trimmed());
                }
            });
            m_lines.insert(name, edit);
            m_fieldLabels.insert(name, label);
            grid->addWidget(edit, row, col);
        }
        ++row;
    };
    const auto addTextPair = [&](const QString& label, const QString& column) {
        grid->addWidget(new QLabel(label, editor), row, 0, Qt::AlignTop);
        for (const auto& [suffix, col] : {std::pair{QStringLiteral("_zh"), 1}, std::pair{QStringLiteral("_en"), 2}}) {
            auto* edit = new CommitTextEdit(editor);
            const QString name = column + suffix;
            edit->setObjectName(QStringLiteral("field_") + name);
            edit->setTabChangesFocus(true);
            edit->setMinimumHeight(72);
            connect(edit, &CommitTextEdit::committed, this, [this, name](const QString& text) { commit(name, text); });
            m_texts.insert(name, edit);
            m_fieldLabels.insert(name, label);
            grid->addWidget(edit, row, col);
        }
        ++row;
    };
    const auto addCombo = [&](const QString& label, const QString& column, const QList<QString>& keys,
                              QString (*text)(const QString&)) {
        grid->addWidget(new QLabel(label, editor), row, 0);
        auto* combo = new QComboBox(editor);
        combo->setObjectName(QStringLiteral("field_") + column);
        for (const QString& key : keys)
            combo->addItem(text(key), key);
        connect(combo, &QComboBox::activated, this, [this, combo, column] { commit(column, combo->currentData()); });
        m_combos.insert(column, combo);
        m_fieldLabels.insert(column, label);
        grid->addWidget(combo, row, 1, 1, 2);
        ++row;
    };
    const auto addLine = [&](const QString& label, const QString& column, const QString& hint) {
        grid->addWidget(new QLabel(label, editor), row, 0);
        auto* edit = new QLineEdit(editor);
        edit->setObjectName(QStringLiteral("field_") + column);
        edit->setToolTip(hint);
        connect(edit, &QLineEdit::editingFinished, this, [this, edit, column] {
            if (edit->isModified()) {
                edit->setModified(false);
                commit(column, edit->text().trimmed());
            }
        });
        m_lines.insert(column, edit);
        m_fieldLabels.insert(column, label);
        grid->addWidget(edit, row, 1, 1, 2);
        ++row;
    };
    const auto addText = [&](const QString& label, const QString& column, const QString& hint) {
        grid->addWidget(new QLabel(label, editor), row, 0, Qt::AlignTop);
        auto* edit = new CommitTextEdit(editor);
        edit->setObjectName(QStringLiteral("field_") + column);
        edit->setToolTip(hint);
        edit->setTabChangesFocus(true);
        edit->setMinimumHeight(60);
        connect(edit, &CommitTextEdit::committed, this, [this, column](const QString& text) { commit(column, text); });
        m_texts.insert(column, edit);
        m_fieldLabels.insert(column, label);
        grid->addWidget(edit, row, 1, 1, 2);
        ++row;
    };

    addLinePair(tr("Name:"), QStringLiteral("name"));
    addLinePair(tr("Vendor:"), QStringLiteral("vendor"));
    addCombo(tr("Route:"), QStringLiteral("route"), labels::routeKeys(), &labels::route);
    addCombo(tr("Deployment:"), QStringLiteral("deployment"), labels::deploymentKeys(), &labels::deployment);
    addCombo(tr("TCO template:"), QStringLiteral("tco_template"), labels::tcoTemplateKeys(), &labels::tcoTemplate);

    grid->addWidget(new QLabel(tr("Shortlist:"), editor), row, 0);
    m_shortlisted->setObjectName(QStringLiteral("field_shortlisted"));
    m_shortlisted->setToolTip(tr("A candidate that fails a requirement stays in the evaluation with a Fail verdict; "
                                 "set a candidate aside only for reasons outside the requirements, such as the "
                                 "procurement framework."));
    grid->addWidget(m_shortlisted, row, 1);
    m_inPoc->setObjectName(QStringLiteral("field_in_poc"));
    grid->addWidget(m_inPoc, row, 2);
    ++row;
    grid->addWidget(new QLabel(tr("Reason for setting aside:"), editor), row, 0);
    m_setAsideReason->setObjectName(QStringLiteral("field_set_aside_reason"));
    grid->addWidget(m_setAsideReason, row, 1, 1, 2);
    ++row;
    connect(m_shortlisted, &QCheckBox::clicked, this, &CandidatesPage::setShortlisted);
    m_fieldLabels.insert(QStringLiteral("in_poc"), tr("PoC mark"));
    m_fieldLabels.insert(QStringLiteral("set_aside_reason"), tr("Reason for setting aside"));
    connect(m_inPoc, &QCheckBox::clicked, this, [this](bool on) { commit(QStringLiteral("in_poc"), on ? 1 : 0); });
    connect(m_setAsideReason, &QLineEdit::editingFinished, this, [this] {
        if (!m_setAsideReason->isModified())
            return;
        m_setAsideReason->setModified(false);
        const QString reason = m_setAsideReason->text().trimmed();
        if (reason.isEmpty()) {
            showError(tr("A candidate set aside needs a reason. Tick \"In the evaluation\" to bring it back."));
            loadSelected();
            return;
        }
        commit(QStringLiteral("set_aside_reason"), reason);
    });

    addTextPair(tr("When to consider:"), QStringLiteral("consider"));
    addTextPair(tr("What to verify first:"), QStringLiteral("verify_first"));
    addTextPair(tr("Risks:"), QStringLiteral("risks"));
    addTextPair(tr("Lock-in and exit:"), QStringLiteral("lock_in"));
    addTextPair(tr("Sources:"), QStringLiteral("sources"));
    addLine(tr("Facts as of:"), QStringLiteral("as_of"),
            tr("The date the profile's facts were checked (YYYY-MM-DD): versions, licences and product forms change."));
    addText(tr("Aliases:"), QStringLiteral("aliases"),
            tr("Other names that imports may use for this candidate, one per line."));
    addText(tr("Committee notes:"), QStringLiteral("notes"), QString());

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
    const Row row = m_model->candidate(m_current);
    const bool has = !row.isEmpty();
    m_editor->setEnabled(has);
    m_duplicate->setEnabled(has);
    m_remove->setEnabled(has);
    m_loading = true;
    m_id->setText(has ? row.value(QStringLiteral("id")).toString() : QString());
    m_origin->setText(!has ? QString()
                      : row.value(QStringLiteral("origin")).toString() == QLatin1String("template")
                          ? tr("from the built-in template")
                          : tr("added by the committee"));
    for (auto it = m_lines.cbegin(); it != m_lines.cend(); ++it) {
        it.value()->setText(row.value(it.key()).toString());
        it.value()->setModified(false);
    }
    for (auto it = m_texts.cbegin(); it != m_texts.cend(); ++it) {
        it.value()->setPlainText(row.value(it.key()).toString());
        it.value()->document()->setModified(false);
    }
    for (auto it = m_combos.cbegin(); it != m_combos.cend(); ++it)
        it.value()->setCurrentIndex(qMax(0, it.value()->findData(row.value(it.key()).toString())));
    const bool shortlisted = !has || row.value(QStringLiteral("shortlisted")).toInt() == 1;
    m_shortlisted->setChecked(shortlisted);
    m_setAsideReason->setText(row.value(QStringLiteral("set_aside_reason")).toString());
    m_setAsideReason->setModified(false);
    m_setAsideReason->setEnabled(!shortlisted);
    m_inPoc->setChecked(row.value(QStringLiteral("in_poc")).toInt() == 1);
    m_loading = false;
}

QString CandidatesPage::fieldLabel(const QString& column) const
{
    QString label = m_fieldLabels.value(column, column);
    label.remove(u':');
    if (column.endsWith(QLatin1String("_zh")))
        label += QStringLiteral(" (zh_CN)");
    else if (column.endsWith(QLatin1String("_en")))
        label += QStringLiteral(" (en)");
    return label.toLower() == label ? label : label.left(1).toLower() + label.mid(1);
}

void CandidatesPage::showError(const QString& message)
{
    m_error->setText(message);
}

void CandidatesPage::commit(const QString& column, const QVariant& value)
{
    if (m_loading || !m_workspace || m_current.isEmpty())
        return;
    m_error->clear();
    if (column == QLatin1String("as_of") && !value.toString().isEmpty() &&
        !QDate::fromString(value.toString(), Qt::ISODate).isValid()) {
        showError(tr("\"%1\" is not a date; write it as YYYY-MM-DD.").arg(value.toString()));
        loadSelected();
        return;
    }
    const Row row = m_model->candidate(m_current);
    const QString name =
        row.value(currentLanguage() == QLatin1String("en") ? QStringLiteral("name_en") : QStringLiteral("name_zh"))
            .toString();
    auto r = m_workspace->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), m_current}},
                                    {{column, value}}, tr("Edit %1 of %2").arg(fieldLabel(column), name));
    if (!r) {
        showError(r.error().message);
        loadSelected();
    }
}

void CandidatesPage::setShortlisted(bool shortlisted)
{
    if (!m_workspace || m_current.isEmpty())
        return;
    m_error->clear();
    const Row row = m_model->candidate(m_current);
    const QString name =
        row.value(currentLanguage() == QLatin1String("en") ? QStringLiteral("name_en") : QStringLiteral("name_zh"))
            .toString();
    Result<void> r;
    if (shortlisted) {
        r = m_workspace->setFields(
            QStringLiteral("candidates"), {{QStringLiteral("id"), m_current}},
            {{QStringLiteral("shortlisted"), 1}, {QStringLiteral("set_aside_reason"), QString()}},
            tr("Bring %1 back into the evaluation").arg(name));
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
        r = m_workspace->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), m_current}},
                                   {{QStringLiteral("shortlisted"), 0}, {QStringLiteral("set_aside_reason"), reason}},
                                   tr("Set %1 aside").arg(name));
    }
    if (!r)
        showError(r.error().message);
    loadSelected();
}

void CandidatesPage::addCandidate()
{
    if (!m_workspace)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Add candidate"),
                                               tr("Name of the new candidate (for example: Status quo: improve the "
                                                  "current tooling). You can add the other language's name later."),
                                               QLineEdit::Normal, QString(), &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return;
    auto id = candidates::add(*m_workspace, name, name);
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
    const Row row = m_model->candidate(m_current);
    const QString name =
        row.value(currentLanguage() == QLatin1String("en") ? QStringLiteral("name_en") : QStringLiteral("name_zh"))
            .toString();
    auto deps = candidates::dependents(m_workspace->storage(), m_current);
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
