#pragma once

#include <QString>

class QMenuBar;
class QWidget;

namespace gatebench::help {

/// Help > About GateBench: version, what it is for, what it is built with.
void showAbout(QWidget* parent);

/// Help > Keyboard shortcuts: every menu shortcut of `menus` as the menus name it, and the keys of
/// the assessments grid and the requirements table.
void showShortcuts(QWidget* parent, const QMenuBar* menus);

/// A menu's or action's text as a sentence names it: without its mnemonic, whether marked in the
/// text ("&Open…" -> "Open…") or, as Chinese menus write it, after it ("文件(&F)" -> "文件"); "&&" stays
/// one ampersand.
QString menuTextWithoutMnemonic(QString text);

/// Help > Short guide: the committee's workflow page by page, gate first.
void showGuide(QWidget* parent);

} // namespace gatebench::help
