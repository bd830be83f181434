#include "PacketsDialog.h"

#include "PacketArchive.h"
#include "committee/Packets.h"
#include "repositories/MemberRepository.h"
#include "repositories/PacketRepository.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gatebench {

namespace {

void fillMembers(QComboBox* box, const QList<Member>& members, bool scorersOnly)
{
    for (const Member& m : members) {
        if (scorersOnly && m.permission == Permission::Observer)
            continue;
        box->addItem(QStringLiteral("%1 (%2)").arg(m.name, m.id), m.id);
    }
}

} // namespace

PacketsDialog::PacketsDialog(Workspace& workspace, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
{
    setObjectName(QStringLiteral("packetsDialog"));
    setWindowTitle(tr("Committee packets"));
    auto* layout = new QVBoxLayout(this);
    auto kit = PacketRepository(m_workspace.queries().rows()).kit();
    if (kit && *kit)
        buildMember();
    else
        buildChair();
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("packetsStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, sizeHint().height());
}

void PacketsDialog::say(const QString& text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
}

void PacketsDialog::buildChair()
{
    auto* layout = static_cast<QVBoxLayout*>(this->layout());
    const PacketRepository repository(m_workspace.queries().rows());
    const auto listed = MemberRepository(m_workspace.queries().rows()).members();
    const QList<Member> members = listed ? *listed : QList<Member>();
    const auto opened = repository.openRound();
    const bool roundOpen = opened && opened->has_value();

    auto* intro = new QLabel(
        tr("A member who scores offline gets a kit: a copy of this evaluation without any other member's scores and "
           "notes. They send you the seal line first and the packet later; the packet must match the seal."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* kitBox = new QGroupBox(tr("1. Make a kit"), this);
    auto* kitForm = new QFormLayout(kitBox);
    m_kitMember = new QComboBox(kitBox);
    m_kitMember->setObjectName(QStringLiteral("packetKitMember"));
    fillMembers(m_kitMember, members, true);
    kitForm->addRow(tr("Member:"), m_kitMember);
    auto* make = new QPushButton(tr("Make the kit…"), kitBox);
    make->setObjectName(QStringLiteral("packetMakeKit"));
    make->setEnabled(roundOpen && m_kitMember->count() > 0);
    if (!roundOpen)
        make->setToolTip(tr("No scoring round is open."));
    kitForm->addRow(QString(), make);
    connect(make, &QPushButton::clicked, this, &PacketsDialog::makeKit);
    layout->addWidget(kitBox);

    auto* sealBox = new QGroupBox(tr("2. Record a seal"), this);
    auto* sealForm = new QFormLayout(sealBox);
    m_sealMember = new QComboBox(sealBox);
    m_sealMember->setObjectName(QStringLiteral("packetSealMember"));
    fillMembers(m_sealMember, members, true);
    sealForm->addRow(tr("Member:"), m_sealMember);
    m_seal = new QLineEdit(sealBox);
    m_seal->setObjectName(QStringLiteral("packetSealLine"));
    m_seal->setPlaceholderText(QStringLiteral("gatebench-seal 1 MEMBER ROUND HEX"));
    sealForm->addRow(tr("Seal line:"), m_seal);
    auto* record = new QPushButton(tr("Record the seal"), sealBox);
    record->setObjectName(QStringLiteral("packetRecordSeal"));
    sealForm->addRow(QString(), record);
    connect(record, &QPushButton::clicked, this, &PacketsDialog::recordSeal);
    layout->addWidget(sealBox);

    auto* importBox = new QGroupBox(tr("3. Import packets"), this);
    auto* importLayout = new QVBoxLayout(importBox);
    auto* importButton = new QPushButton(tr("Import packets…"), importBox);
    importButton->setObjectName(QStringLiteral("packetImport"));
    importLayout->addWidget(importButton);
    connect(importButton, &QPushButton::clicked, this, &PacketsDialog::importPackets);
    layout->addWidget(importBox);
}

void PacketsDialog::buildMember()
{
    auto* layout = static_cast<QVBoxLayout*>(this->layout());
    const Storage& rows = m_workspace.queries().rows();
    const auto read = PacketRepository(rows).kit();
    if (!read || !*read)
        return;
    const packets::Kit kit = **read;
    const auto found = MemberRepository(rows).find(kit.memberId);
    const QString name = found && *found ? (*found)->name : kit.memberId;
    auto* intro = new QLabel(tr("This file is the kit of %1 for scoring round %2. Score in it, then send the seal line "
                                "to the chair (chat or e-mail) and export the packet for them. Changing a score after "
                                "sending the seal makes the packet no longer match it: send the new seal line.")
                                 .arg(name)
                                 .arg(kit.roundId),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_sealLine = new QLineEdit(this);
    m_sealLine->setObjectName(QStringLiteral("packetOwnSeal"));
    m_sealLine->setReadOnly(true);
    auto line = packets::sealLineOf(rows);
    m_sealLine->setText(line ? *line : line.error().message);
    m_sealLine->setCursorPosition(0);
    form->addRow(tr("Seal line:"), m_sealLine);
    layout->addLayout(form);
    auto* copy = new QPushButton(tr("Copy the seal line"), this);
    copy->setObjectName(QStringLiteral("packetCopySeal"));
    connect(copy, &QPushButton::clicked, this, [this] {
        if (auto fresh = packets::sealLineOf(m_workspace.queries().rows()); fresh)
            m_sealLine->setText(*fresh);
        QApplication::clipboard()->setText(m_sealLine->text());
        say(tr("The seal line is on the clipboard."));
    });
    auto* exportButton = new QPushButton(tr("Export the packet…"), this);
    exportButton->setObjectName(QStringLiteral("packetExport"));
    connect(exportButton, &QPushButton::clicked, this, &PacketsDialog::exportPacket);
    layout->addWidget(copy);
    layout->addWidget(exportButton);
}

void PacketsDialog::makeKit()
{
    const QString memberId = m_kitMember->currentData().toString();
    const Storage& rows = m_workspace.queries().rows();
    if (auto allowed = packets::requireChair(rows, m_workspace.actingMemberId()); !allowed)
        return say(allowed.error().message, true);
    const QString suggested =
        QFileInfo(m_workspace.path()).absoluteDir().filePath(QStringLiteral("kit-%1.gatebench").arg(memberId));
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save the kit"), suggested, tr("GateBench evaluations (*.gatebench)"));
    if (path.isEmpty())
        return;
    if (QFileInfo::exists(path) && !QFile::remove(path))
        return say(tr("Cannot replace %1.").arg(path), true);
    auto made = packets::makeKit(rows, memberId, path, QDateTime::currentDateTimeUtc());
    if (!made)
        return say(made.error().message, true);
    say(tr("Wrote the kit %1 for %2: %3 cells of round %4; no other member's score or note is in it.")
            .arg(QDir::toNativeSeparators(path), made->memberName)
            .arg(made->cells)
            .arg(made->roundId));
}

void PacketsDialog::recordSeal()
{
    auto recorded = packets::recordSeal(m_workspace, m_sealMember->currentData().toString(), m_seal->text());
    if (!recorded)
        return say(recorded.error().message, true);
    say(tr("Recorded the seal of %1.").arg(m_sealMember->currentText()));
    m_seal->clear();
}

void PacketsDialog::importPackets()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import packets"), QFileInfo(m_workspace.path()).absolutePath(), tr("Packets (*.zip)"));
    if (paths.isEmpty())
        return;
    QList<packets::Packet> list;
    QStringList names;
    for (const QString& path : paths) {
        auto packet = packets::readPacket(path);
        if (!packet)
            return say(packet.error().message, true);
        list.append(*packet);
        names.append(QFileInfo(path).fileName());
    }
    auto plan = packets::planImport(m_workspace.queries().rows(), list, names, m_workspace.textLanguage());
    if (!plan)
        return say(plan.error().message, true);

    // What the import will do, with the differences and conflicts, before anything is written.
    QDialog confirm(this);
    confirm.setObjectName(QStringLiteral("packetImportConfirm"));
    confirm.setWindowTitle(tr("Import packets"));
    auto* layout = new QVBoxLayout(&confirm);
    auto* text = new QPlainTextEdit(&confirm);
    text->setObjectName(QStringLiteral("packetImportPlan"));
    text->setReadOnly(true);
    text->setPlainText(packets::describe(*plan).join(u'\n'));
    layout->addWidget(text);
    QCheckBox* accept = nullptr;
    if (plan->hasDifferences()) {
        accept = new QCheckBox(tr("The packets were built on an older list of criteria or candidates: import what "
                                  "still applies"),
                               &confirm);
        accept->setObjectName(QStringLiteral("packetAcceptChanges"));
        layout->addWidget(accept);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &confirm);
    QPushButton* go = buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    go->setObjectName(QStringLiteral("packetImportGo"));
    go->setEnabled(!accept && !plan->changesNothing());
    if (accept)
        connect(accept, &QCheckBox::toggled, go,
                [go, plan = *plan](bool on) { go->setEnabled(on && !plan.changesNothing()); });
    connect(buttons, &QDialogButtonBox::accepted, &confirm, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &confirm, &QDialog::reject);
    layout->addWidget(buttons);
    confirm.resize(720, 420);
    if (plan->changesNothing())
        text->appendPlainText(tr("\nNothing to import: the evaluation already holds these packets."));
    if (confirm.exec() != QDialog::Accepted)
        return say(tr("Nothing was imported."));
    auto imported = packets::importPackets(m_workspace, list, names, accept && accept->isChecked());
    if (!imported)
        return say(imported.error().message, true);
    int set = 0;
    int conflicts = 0;
    for (const packets::PacketPlan& p : imported->packets) {
        set += int(p.applied.size());
        conflicts += int(p.conflicts.size());
    }
    say(tr("Imported %1 packets: %2 cells set, %3 conflicts kept as they are (Edit > Undo takes the import back).")
            .arg(imported->packets.size())
            .arg(set)
            .arg(conflicts));
}

void PacketsDialog::exportPacket()
{
    const Storage& rows = m_workspace.queries().rows();
    auto packet = packets::packetOf(rows, QDateTime::currentDateTimeUtc());
    if (!packet)
        return say(packet.error().message, true);
    const QString suggested =
        QFileInfo(m_workspace.path())
            .absoluteDir()
            .filePath(QStringLiteral("packet-%1-round%2.zip").arg(packet->memberId).arg(packet->kit.roundId));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the packet"), suggested, tr("Packets (*.zip)"));
    if (path.isEmpty())
        return;
    auto written = packets::writePacket(*packet, path, QCoreApplication::applicationVersion(), rows.schemaVersion());
    if (!written)
        return say(written.error().message, true);
    const QString line =
        packets::sealLine(packet->memberId, packet->kit.roundId,
                          packets::seal(packet->kit.secret, packet->memberId, packet->kit.roundId, packet->scores));
    m_sealLine->setText(line);
    say(tr("Wrote the packet %1 (%2 scores). Its seal line: %3")
            .arg(QDir::toNativeSeparators(path))
            .arg(packet->scores.size())
            .arg(line));
}

} // namespace gatebench
