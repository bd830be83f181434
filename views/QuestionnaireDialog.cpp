#include "QuestionnaireDialog.h"

#include "decision/DecisionDocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace gatebench {

QuestionnaireDialog::QuestionnaireDialog(const QList<QuestionnaireChoice>& choices, QDate asOf, const QString& language,
                                         const QString& folder, QWidget* parent)
    : QDialog(parent)
    , m_choices(choices)
    , m_list(new QListWidget(this))
    , m_language(new QComboBox(this))
    , m_folder(new QLineEdit(QDir::toNativeSeparators(folder), this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("questionnaireDialog"));
    setWindowTitle(tr("Export vendor questionnaire"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("One CSV file per candidate, named with the evaluation, the candidate and the "
                                "evaluation date (%1). Each file asks the questions written for the vendors; the "
                                "acceptance rules and scoring rubrics stay with the committee. Checked at first: the "
                                "candidates not eliminated on %1 (the questions for a self-built option go to the "
                                "internal platform team).")
                                 .arg(asOf.toString(Qt::ISODate)),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_list->setObjectName(QStringLiteral("questionnaireCandidates"));
    for (const QuestionnaireChoice& choice : std::as_const(m_choices)) {
        auto* item = new QListWidgetItem(m_list);
        item->setData(Qt::UserRole, choice.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(choice.chosen ? Qt::Checked : Qt::Unchecked);
    }
    layout->addWidget(m_list, 1);

    auto* form = new QFormLayout;
    m_language->setObjectName(QStringLiteral("questionnaireLanguage"));
    // Each language by its own name, as the View > Language menu lists them.
    m_language->addItem(QStringLiteral("中文"), QStringLiteral("zh_CN"));
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->setCurrentIndex(language == QLatin1String("en") ? 1 : 0);
    form->addRow(tr("Language of the files:"), m_language);
    auto* folderRow = new QHBoxLayout;
    m_folder->setObjectName(QStringLiteral("questionnaireFolder"));
    auto* browse = new QPushButton(tr("Choose…"), this);
    browse->setObjectName(QStringLiteral("questionnaireChooseFolder"));
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    form->addRow(tr("Folder:"), folderRow);
    layout->addLayout(form);

    m_error->setObjectName(QStringLiteral("questionnaireError"));
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->setWordWrap(true);
    layout->addWidget(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Write files"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &QuestionnaireDialog::chooseFolder);
    connect(m_language, &QComboBox::currentIndexChanged, this, &QuestionnaireDialog::updateNames);
    layout->addWidget(buttons);
    updateNames();
    resize(560, 460);
}

void QuestionnaireDialog::updateNames()
{
    // Names in the language the files are written in, with each candidate's status on the date.
    const QString chosen = language();
    for (int i = 0; i < m_list->count() && i < m_choices.size(); ++i) {
        const QuestionnaireChoice& choice = m_choices.at(i);
        //: A candidate and its status on the evaluation date, e.g. "NVIDIA Run:ai (Eligible)".
        m_list->item(i)->setText(
            tr("%1 (%2)").arg(choice.name.in(chosen).isEmpty() ? choice.id : choice.name.in(chosen),
                              DecisionDocument::statusLabel(choice.status)));
    }
}

QStringList QuestionnaireDialog::candidates() const
{
    QStringList ids;
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->checkState() == Qt::Checked)
            ids.append(m_list->item(i)->data(Qt::UserRole).toString());
    }
    return ids;
}

QString QuestionnaireDialog::language() const
{
    return m_language->currentData().toString();
}

QString QuestionnaireDialog::folder() const
{
    return QDir::fromNativeSeparators(m_folder->text().trimmed());
}

void QuestionnaireDialog::chooseFolder()
{
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("Folder for the questionnaires"), folder());
    if (!chosen.isEmpty())
        m_folder->setText(QDir::toNativeSeparators(chosen));
}

void QuestionnaireDialog::accept()
{
    if (candidates().isEmpty()) {
        m_error->setText(tr("Check at least one candidate."));
        return;
    }
    if (folder().isEmpty()) {
        m_error->setText(tr("Choose the folder to write the files to."));
        return;
    }
    QDialog::accept();
}

} // namespace gatebench
