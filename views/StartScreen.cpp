#include "StartScreen.h"
#include "storage/PostgresStorage.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace gatebench {

StartScreen::StartScreen(QWidget* parent)
    : QWidget(parent)
    , m_recent(new QListWidget(this))
    , m_recentTitle(new QLabel(tr("Recent evaluations"), this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("startScreen"));
    auto* outer = new QHBoxLayout(this);
    auto* column = new QVBoxLayout;
    outer->addStretch(1);
    outer->addLayout(column, 3);
    outer->addStretch(1);

    column->addStretch(1);
    auto* welcome = new QLabel(tr("GateBench"), this);
    QFont big = welcome->font();
    big.setPointSizeF(big.pointSizeF() * 2.0);
    big.setBold(true);
    welcome->setFont(big);
    column->addWidget(welcome);
    auto* pitch = new QLabel(tr("Choose how to manage a shared GPU cluster the way a review committee should: gate "
                                "criteria first, never averaged away; the same PoC workload for every candidate; a "
                                "measured baseline; a three-year cost; and a decision with an exit path."),
                             this);
    pitch->setWordWrap(true);
    column->addWidget(pitch);
    column->addSpacing(12);

    auto* newButton = new QPushButton(tr("New evaluation from the template…"), this);
    auto* demoButton = new QPushButton(tr("Open the demo evaluation (simulated data)…"), this);
    auto* openButton = new QPushButton(tr("Open an evaluation…"), this);
    newButton->setObjectName(QStringLiteral("startNew"));
    demoButton->setObjectName(QStringLiteral("startDemo"));
    openButton->setObjectName(QStringLiteral("startOpen"));
    for (QPushButton* button : {newButton, demoButton, openButton}) {
        button->setMinimumHeight(36);
        column->addWidget(button);
    }
    connect(newButton, &QPushButton::clicked, this, &StartScreen::newRequested);
    connect(demoButton, &QPushButton::clicked, this, &StartScreen::newDemoRequested);
    connect(openButton, &QPushButton::clicked, this, &StartScreen::openRequested);

    m_message->setObjectName(QStringLiteral("startMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(m_message);

    column->addSpacing(12);
    QFont bold = m_recentTitle->font();
    bold.setBold(true);
    m_recentTitle->setFont(bold);
    column->addWidget(m_recentTitle);
    m_recent->setObjectName(QStringLiteral("startRecent"));
    m_recent->setMaximumHeight(220);
    column->addWidget(m_recent);
    connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        if (item && (item->flags() & Qt::ItemIsEnabled))
            emit recentRequested(item->data(Qt::UserRole).toString());
    });
    column->addStretch(2);
}

void StartScreen::setRecent(const QStringList& paths, const QHash<QString, QString>& titles)
{
    m_recent->clear();
    for (const QString& path : paths) {
        const QFileInfo info(path);
        auto* item = new QListWidgetItem(m_recent);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
        const QString title = titles.value(path);
        if (PostgresStorage::isServerLocation(path)) {
            // A shared evaluation on a server: by its title, then where it is (never a password).
            auto location = PostgresStorage::parseLocation(path);
            const QString where = location ? location->shown() : path;
            item->setText(title.isEmpty() ? where : tr("%1 — %2").arg(title, where));
        } else if (info.exists() && !title.isEmpty()) {
            // The evaluation by its title, then where it is.
            item->setText(tr("%1 — %2").arg(title, QDir::toNativeSeparators(info.absoluteFilePath())));
        } else if (info.exists()) {
            item->setText(tr("%1 — %2").arg(info.fileName(), QDir::toNativeSeparators(info.absolutePath())));
        } else {
            item->setText(tr("%1 (no longer there)").arg(title.isEmpty() ? info.fileName() : title));
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
        }
    }
    m_recentTitle->setVisible(!paths.isEmpty());
    m_recent->setVisible(!paths.isEmpty());
}

void StartScreen::setMessage(const QString& message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

QString StartScreen::message() const
{
    return m_message->text();
}

} // namespace gatebench
