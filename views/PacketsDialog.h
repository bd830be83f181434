#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gatebench {

class Workspace;

/// File > Committee packets (README "Offline members: kits, seals and packets"). On an evaluation, the
/// chair's three steps: make a kit for a member, record the seal line a member sent, import packets
/// (their differences and conflicts shown first; a packet built on an older list of criteria or
/// candidates is imported only after the chair confirms). On a member's kit: its seal line to send ahead,
/// and the packet to export.
class PacketsDialog : public QDialog {
    Q_OBJECT

public:
    PacketsDialog(Workspace& workspace, QWidget* parent = nullptr);

private:
    void buildChair();
    void buildMember();
    void makeKit();
    void recordSeal();
    void importPackets();
    void exportPacket();
    void say(const QString& text, bool error = false);

    Workspace& m_workspace;
    QComboBox* m_kitMember = nullptr;
    QComboBox* m_sealMember = nullptr;
    QLineEdit* m_seal = nullptr;
    QLineEdit* m_sealLine = nullptr;
    QLabel* m_status = nullptr;
};

} // namespace gatebench
