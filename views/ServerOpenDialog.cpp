#include "ServerOpenDialog.h"

#include "storage/PostgresStorage.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gatebench {

ServerOpenDialog::ServerOpenDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("serverOpenDialog"));
    setWindowTitle(tr("Open shared evaluation"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("An evaluation on a PostgreSQL server, which every member of the committee opens "
                                "from their own machine. Enter what the administrator gave you, or paste the whole "
                                "location. No password here: GateBench asks for it when the server wants one and "
                                "forgets it when it closes (or put it in ~/.pgpass)."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_host = new QLineEdit(this);
    m_host->setObjectName(QStringLiteral("serverHost"));
    m_host->setPlaceholderText(QStringLiteral("db.example.org"));
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("serverPort"));
    m_port->setRange(1, 65535);
    m_port->setValue(5432);
    m_database = new QLineEdit(this);
    m_database->setObjectName(QStringLiteral("serverDatabase"));
    m_user = new QLineEdit(this);
    m_user->setObjectName(QStringLiteral("serverUser"));
    m_evaluation = new QLineEdit(QStringLiteral("default"), this);
    m_evaluation->setObjectName(QStringLiteral("serverEvaluation"));
    m_uri = new QLineEdit(this);
    m_uri->setObjectName(QStringLiteral("serverUri"));
    m_uri->setPlaceholderText(QStringLiteral("postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME"));
    form->addRow(tr("Server:"), m_host);
    form->addRow(tr("Port:"), m_port);
    form->addRow(tr("Database:"), m_database);
    form->addRow(tr("User name:"), m_user);
    form->addRow(tr("Evaluation:"), m_evaluation);
    form->addRow(tr("Location (URI):"), m_uri);
    layout->addLayout(form);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("serverProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #a4262c;"));
    layout->addWidget(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Open)->setText(tr("Open"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit* edit : {m_host, m_database, m_user, m_evaluation})
        connect(edit, &QLineEdit::textChanged, this, &ServerOpenDialog::fieldsEdited);
    connect(m_port, &QSpinBox::valueChanged, this, &ServerOpenDialog::fieldsEdited);
    connect(m_uri, &QLineEdit::textChanged, this, &ServerOpenDialog::uriEdited);
    fieldsEdited();
    resize(560, sizeHint().height());
}

void ServerOpenDialog::setLocation(const QString& location)
{
    m_uri->setText(location);
}

void ServerOpenDialog::fieldsEdited()
{
    if (m_following)
        return;
    PostgresStorage::Location location;
    location.host = m_host->text().trimmed();
    location.port = m_port->value();
    location.database = m_database->text().trimmed();
    location.user = m_user->text().trimmed();
    location.evaluation = m_evaluation->text().trimmed();
    // Read back, so that what the fields make is checked as a pasted location is.
    auto checked = PostgresStorage::parseLocation(location.uri());
    m_following = true;
    m_uri->setText(location.uri());
    m_following = false;
    m_location = checked && !location.host.isEmpty() && !location.database.isEmpty() ? checked->uri() : QString();
    m_problem->setText(checked ? QString() : checked.error().message);
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(!m_location.isEmpty());
}

void ServerOpenDialog::uriEdited()
{
    if (m_following)
        return;
    auto location = PostgresStorage::parseLocation(m_uri->text().trimmed());
    m_location = location ? location->uri() : QString();
    m_problem->setText(location ? QString() : location.error().message);
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(location.ok());
    if (!location)
        return;
    m_following = true;
    m_host->setText(location->host);
    m_port->setValue(location->port > 0 ? location->port : 5432);
    m_database->setText(location->database);
    m_user->setText(location->user);
    m_evaluation->setText(location->evaluation);
    m_following = false;
}

} // namespace gatebench
