#pragma once
// Writing ZIP archives for the import tests (tests that include this link QuaZip).
#include <QList>
#include <QString>
#include <QtTest>

#include <quazip.h>
#include <quazipfile.h>

#include <utility>

/// Writes a ZIP at `path` holding `members` (name, bytes), deflated, in order.
inline void writeZip(const QString& path, const QList<std::pair<QString, QByteArray>>& members)
{
    QuaZip zip(path);
    QVERIFY(zip.open(QuaZip::mdCreate));
    for (const auto& [name, bytes] : members) {
        QuaZipFile file(&zip);
        QVERIFY(file.open(QIODevice::WriteOnly, QuaZipNewInfo(name)));
        file.write(bytes);
        file.close();
    }
    zip.close();
}
