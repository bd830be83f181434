#include "PocSourceDialog.h"

#include "domain/Domain.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace gatebench {

PocSourceDialog::PocSourceDialog(const PocRun& run, const QString& title, QWidget* parent)
    : QDialog(parent)
    , m_source(readSourceLine(run.sourceFile, run.sourceLine, run.sourceSha256))
    , m_status(new QLabel(this))
    , m_line(new QPlainTextEdit(this))
    , m_openFolder(new QPushButton(tr("Open folder"), this))
{
    setObjectName(QStringLiteral("pocSourceDialog"));
    setWindowTitle(tr("Source of %1").arg(title));
    resize(760, 320);
    auto* layout = new QVBoxLayout(this);

    auto* where = new QLabel(this);
    where->setObjectName(QStringLiteral("pocSourceWhere"));
    where->setWordWrap(true);
    where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (run.sourceFile.isEmpty())
        where->setText(tr("This run was not imported from a file."));
    else
        where->setText(tr("File: %1\nLine: %2\nSHA-256 at import: %3")
                           .arg(QDir::toNativeSeparators(run.sourceFile))
                           .arg(run.sourceLine)
                           .arg(run.sourceSha256.isEmpty() ? tr("not recorded") : run.sourceSha256));
    layout->addWidget(where);

    m_status->setObjectName(QStringLiteral("pocSourceStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setText(statusText());
    const bool good = m_source.status == SourceLine::Status::Unchanged;
    m_status->setStyleSheet(good ? QString() : QStringLiteral("color: #a00000;"));
    layout->addWidget(m_status);

    m_line->setObjectName(QStringLiteral("pocSourceLine"));
    m_line->setReadOnly(true);
    m_line->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_line->setPlainText(m_source.text);
    const bool showLine = good && !m_source.text.isEmpty();
    m_line->setVisible(showLine);
    layout->addWidget(m_line, 1);
    if (!showLine) { // the texts at the top, not spread over the dialog
        layout->addStretch(1);
        resize(760, 220);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_openFolder->setObjectName(QStringLiteral("pocSourceOpenFolder"));
    const QString folder = m_source.path.isEmpty() ? QString() : QFileInfo(m_source.path).absolutePath();
    m_openFolder->setEnabled(!folder.isEmpty() && QFileInfo(folder).isDir());
    m_openFolder->setToolTip(folder.isEmpty() ? QString() : QDir::toNativeSeparators(folder));
    buttons->addButton(m_openFolder, QDialogButtonBox::ActionRole);
    connect(m_openFolder, &QPushButton::clicked, this,
            [folder] { QDesktopServices::openUrl(QUrl::fromLocalFile(folder)); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString PocSourceDialog::statusText() const
{
    switch (m_source.status) {
    case SourceLine::Status::NotImported:
        return tr("There is no source line to show.");
    case SourceLine::Status::Missing:
        return m_source.member.isEmpty()
                   ? tr("The file is missing: it is no longer at this path.")
                   : tr("The file is missing: the archive no longer holds %1.").arg(m_source.member);
    case SourceLine::Status::Unreadable:
        return tr("The file cannot be read: %1").arg(m_source.problem);
    case SourceLine::Status::Changed:
        return tr("The file has changed since the import (its SHA-256 is now %1): the line it had then cannot be "
                  "shown.")
            .arg(m_source.sha256);
    case SourceLine::Status::Unchanged:
        break;
    }
    return m_source.problem.isEmpty() ? tr("The file is unchanged since the import. The line as it is in the file:")
                                      : tr("The file is unchanged since the import. %1").arg(m_source.problem);
}

} // namespace gatebench
