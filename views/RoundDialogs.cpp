#include "RoundDialogs.h"

#include "commands/Rounds.h"
#include "repositories/RoundRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDateEdit>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gatebench::rounddialogs {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::RoundDialogs)
};

} // namespace

void openRound(QWidget* parent, Workspace& workspace)
{
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("openRoundDialog"));
    dialog.setWindowTitle(Text::tr("Open a scoring round"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* intro = new QLabel(Text::tr("Every member scores every bonus criterion of every candidate not eliminated, "
                                      "on their own. Until you reveal the round, each member sees only their own "
                                      "scores; bonus scores, ranks and the recommendation are shown as sealed to "
                                      "everyone."),
                             &dialog);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    auto* withDeadline = new QCheckBox(Text::tr("Deadline"), &dialog);
    withDeadline->setObjectName(QStringLiteral("roundHasDeadline"));
    auto* deadline = new QDateEdit(workspace.queries().evaluationDate().addDays(7), &dialog);
    deadline->setObjectName(QStringLiteral("roundDeadline"));
    deadline->setCalendarPopup(true);
    deadline->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    deadline->setEnabled(false);
    QObject::connect(withDeadline, &QCheckBox::toggled, deadline, &QWidget::setEnabled);
    form->addRow(withDeadline, deadline);
    auto* hidePrices =
        new QCheckBox(Text::tr("Hide prices and TCO figures from the members until it is revealed"), &dialog);
    hidePrices->setObjectName(QStringLiteral("roundHidePrices"));
    form->addRow(hidePrices);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(Text::tr("Open the round"));
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    rounds::OpenOptions options;
    if (withDeadline->isChecked())
        options.deadline = deadline->date();
    options.hidePrices = hidePrices->isChecked();
    if (auto opened = rounds::open(workspace, options); !opened)
        QMessageBox::warning(parent, Text::tr("Open a scoring round"), opened.error().message);
}

void closeRound(QWidget* parent, Workspace& workspace)
{
    QList<qint64> open;
    for (const ScoringRound& round : workspace.queries().sealedRounds()) {
        if (round.state == RoundState::Open)
            open.append(round.id);
    }
    if (open.isEmpty()) {
        QMessageBox::information(parent, Text::tr("Close the scoring round"), Text::tr("No scoring round is open."));
        return;
    }
    const qint64 id = open.last();
    if (QMessageBox::question(parent, Text::tr("Close the scoring round"),
                              Text::tr("Close scoring round %1? It takes no more scores and stays sealed until it is "
                                       "revealed.")
                                  .arg(id)) != QMessageBox::Yes)
        return;
    if (auto closed = rounds::close(workspace, id); !closed)
        QMessageBox::warning(parent, Text::tr("Close the scoring round"), closed.error().message);
}

void showProgress(QWidget* parent, Workspace& workspace)
{
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("roundProgressDialog"));
    dialog.setWindowTitle(Text::tr("Scoring round progress"));
    auto* layout = new QVBoxLayout(&dialog);
    auto progress = workspace.queries().progress();
    auto* table = new QTableWidget(&dialog);
    table->setObjectName(QStringLiteral("roundProgressTable"));
    table->setColumnCount(4);
    table->setHorizontalHeaderLabels(
        {Text::tr("Round"), Text::tr("Member"), Text::tr("Cells scored"), Text::tr("Cells assigned")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    if (progress) {
        for (const RoundProgress& round : std::as_const(*progress)) {
            for (const MemberProgress& member : round.members) {
                const int row = table->rowCount();
                table->insertRow(row);
                table->setItem(row, 0, new QTableWidgetItem(QString::number(round.roundId)));
                table->setItem(row, 1, new QTableWidgetItem(member.name.isEmpty() ? member.memberId : member.name));
                table->setItem(row, 2, new QTableWidgetItem(QString::number(member.scored)));
                table->setItem(row, 3, new QTableWidgetItem(QString::number(member.assigned)));
            }
        }
    }
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto* note = new QLabel(progress ? (table->rowCount() == 0 ? Text::tr("No scoring round is sealed.")
                                                               : Text::tr("Counts only: the scores stay sealed."))
                                     : progress.error().message,
                            &dialog);
    layout->addWidget(note);
    layout->addWidget(table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(560, 360);
    dialog.exec();
}

} // namespace gatebench::rounddialogs
