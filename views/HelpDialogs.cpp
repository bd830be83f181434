#include "HelpDialogs.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gatebench::help {

namespace {

/// The translation context of the Help menu's texts.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Help)
};

struct Shortcut {
    QString where;
    QString keys;
    QString what;
};

void collect(const QMenu* menu, const QString& path, QList<Shortcut>& out)
{
    for (QAction* action : menu->actions()) {
        if (action->isSeparator())
            continue;
        const QString name = path.isEmpty() ? menuTextWithoutMnemonic(action->text())
                                            : path + QStringLiteral(" › ") + menuTextWithoutMnemonic(action->text());
        if (action->menu()) {
            collect(action->menu(), name, out);
            continue;
        }
        if (!action->shortcut().isEmpty())
            out.append({Text::tr("Menus"), action->shortcut().toString(QKeySequence::NativeText), name});
    }
}

QDialog* dialog(QWidget* parent, const QString& title, QWidget** body, const QString& name)
{
    auto* box = new QDialog(parent);
    box->setObjectName(name);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(title);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(*body);
    (*body)->setParent(box);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, box);
    QObject::connect(buttons, &QDialogButtonBox::rejected, box, &QDialog::reject);
    layout->addWidget(buttons);
    box->resize(760, 560);
    return box;
}

} // namespace

QString menuTextWithoutMnemonic(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    // "打开(&O)…" -> "打开…": the mnemonic's own bracket goes with it (full-width ones too).
    static const QRegularExpression trailing(QStringLiteral("\\s*[(（]&[^&\\s][)）]"));
    text.remove(trailing);
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    return text;
}

void showAbout(QWidget* parent)
{
    QMessageBox::about(
        parent, Text::tr("About GateBench"),
        Text::tr("<h3>GateBench %1</h3>"
                 "<p>A workbench for a review committee that chooses how to manage its shared GPU cluster: "
                 "gate criteria first, never averaged away; the same PoC workload for every candidate; a "
                 "measured baseline; a three-year cost; and a decision with an exit path.</p>"
                 "<p>One evaluation is one file, an SQLite database that any SQLite tool can read.</p>"
                 "<p>Built with Qt %2 (running on Qt %3), QuaZip and spdlog.</p>")
            .arg(QCoreApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR),
                 QString::fromLatin1(qVersion())));
}

void showShortcuts(QWidget* parent, const QMenuBar* menus)
{
    QList<Shortcut> shortcuts;
    for (QAction* action : menus->actions()) {
        if (action->menu())
            collect(action->menu(), menuTextWithoutMnemonic(action->text()), shortcuts);
    }
    const QString grid = Text::tr("Assessments grid");
    const QString table = Text::tr("Requirements table");
    shortcuts += {
        {grid, QStringLiteral("P"), Text::tr("Gate cell: Pass")},
        {grid, QStringLiteral("F"), Text::tr("Gate cell: Fail")},
        {grid, Text::tr("U or ?"), Text::tr("Gate cell: back to Unknown")},
        {grid, QStringLiteral("W"), Text::tr("Gate cell: waive a failed or unknown gate (owner, reason, expiry)")},
        {grid, Text::tr("0 to 5"), Text::tr("Bonus cell: score")},
        {grid, Text::tr("Delete"), Text::tr("Bonus cell: clear the score")},
        {grid, Text::tr("Enter"), Text::tr("Open the cell's evidence")},
        {grid, Text::tr("Ctrl+Enter"), Text::tr("Evidence editor: save the note")},
        {grid, Text::tr("Esc"), Text::tr("Evidence editor: back to the grid")},
        {table, Text::tr("Ctrl+Up / Ctrl+Down"), Text::tr("Move the requirement up or down")},
        {table, Text::tr("Insert"), Text::tr("Add a requirement")},
        {table, Text::tr("Delete"), Text::tr("Remove the selected requirements")},
    };
    auto* view = new QTableWidget(int(shortcuts.size()), 3);
    view->setObjectName(QStringLiteral("shortcutTable"));
    view->setHorizontalHeaderLabels({Text::tr("Where"), Text::tr("Keys"), Text::tr("What it does")});
    view->verticalHeader()->hide();
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int row = 0; row < shortcuts.size(); ++row) {
        view->setItem(row, 0, new QTableWidgetItem(shortcuts.at(row).where));
        view->setItem(row, 1, new QTableWidgetItem(shortcuts.at(row).keys));
        view->setItem(row, 2, new QTableWidgetItem(shortcuts.at(row).what));
    }
    view->resizeColumnsToContents();
    view->horizontalHeader()->setStretchLastSection(true);
    QWidget* body = view;
    dialog(parent, Text::tr("Keyboard shortcuts"), &body, QStringLiteral("shortcutsDialog"))->show();
}

void showGuide(QWidget* parent)
{
    auto* browser = new QTextBrowser;
    browser->setObjectName(QStringLiteral("guideText"));
    browser->setOpenExternalLinks(false);
    browser->setHtml(Text::tr(
        "<h2>How a committee works with GateBench</h2>"
        "<ol>"
        "<li><b>Baseline.</b> Measure before buying: import two to four weeks of the cluster's job records and "
        "see where the waiting and the waste are.</li>"
        "<li><b>Requirements.</b> Agree on the matrix first. A <i>gate</i> is a must: a candidate that fails one "
        "is eliminated, whatever it scores elsewhere. <i>Bonus</i> items are scored 0 to 5 and weighted; "
        "<i>deferred</i> items are noted for later and never count.</li>"
        "<li><b>Candidates.</b> The seven profiles of the template, and any the committee adds. Set aside those "
        "that are out of scope, with a reason.</li>"
        "<li><b>Assessments</b> (on the Requirements page). Judge every gate as Pass, Fail or Unknown with its "
        "evidence; a gate that cannot be met yet may be waived by a named owner until a date. Score the bonus "
        "items of the candidates that remain.</li>"
        "<li><b>Overview.</b> The decision, gate first: eliminated, blocked and eligible candidates, the "
        "recommended option and the alternative, and whether it is a close call.</li>"
        "<li><b>PoC and TCO.</b> Run the same workloads and fault drills on every candidate, and compare "
        "three-year costs under the committee's scenarios.</li>"
        "<li><b>Report and audit log.</b> The report is what the committee signs; the audit log records who "
        "changed what, and when.</li>"
        "</ol>"
        "<p>Everything is in one file. File &gt; Import takes CSV files (or ZIP archives of them) all or "
        "nothing; Edit &gt; Undo takes back any change, a whole import included.</p>"));
    // What a single file can and cannot promise about the committee's roles (README, "The review
    // committee"): a paragraph of its own, so that the guide's translations above stay as they are.
    browser->append(Text::tr(
        "<h3>The review committee and what one file can promise</h3>"
        "<p>Edit &gt; Review committee lists the members: the chair manages the members, which bonus criteria "
        "each scores and the quorum of each; a member scores and signs, and declares a conflict of interest for "
        "a candidate (with its reason: their scores for it are then refused and left out); an observer reads and "
        "writes nothing. Edit &gt; Who acts chooses the member who works on this machine; every change is "
        "stamped with their name, their id and the operating-system user.</p>"
        "<p>On a file, anyone who holds it can read every table with the <tt>sqlite3</tt> shell, so the roles "
        "and the sealing of scores are a convention that GateBench keeps, not a lock. What protects a member's "
        "independence on a file is the offline kit (the other members' scores are not in it) and the seal. On "
        "a server database the database itself enforces them.</p>"));
    QWidget* body = browser;
    dialog(parent, Text::tr("Short guide"), &body, QStringLiteral("guideDialog"))->show();
}

} // namespace gatebench::help
