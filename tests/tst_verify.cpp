// `gatebench verify` and the audit chain (README, "The audit chain"). The chain is recomputed here from
// the README's description of the canonical form, independently of GateBench's code; the file is
// tampered with as someone with the sqlite3 shell would: GateBench's triggers on the log dropped, the
// change made, the triggers put back as they were (so that the schema check on open sees nothing).
// Each tampering must end in exit 3 naming the first broken entry; an untouched demo and a freshly
// upgraded older file pass, and verify leaves the file byte for byte as it was.
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "repositories/AuditRepository.h"
#include "storage/SqliteStorage.h"
#include "workspace/Workspace.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace gatebench;
using testing::execSql;
using testing::fileSha256;
using testing::selectColumn;

namespace {

const QString kGate = QStringLiteral("gate-data-boundary");

testing::Run runCli(const QStringList& arguments)
{
    return testing::runProgram(QStringLiteral(GATEBENCH_EXECUTABLE),
                               arguments + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
}

/// One stored entry as the README's canonical form takes it: the ten columns and the stored hash.
struct StoredEntry {
    QVariantList values; ///< seq, at_utc, actor, action, entity, entity_id, field, old_value, new_value, detail
    QString hash;
};

QList<StoredEntry> storedEntries(const QString& path)
{
    QList<StoredEntry> entries;
    const QString name = QStringLiteral("read-") + QFileInfo(path).fileName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            // Version 21 records the member and the operating-system user (form 2 of the README).
            const bool actors =
                q.exec(QStringLiteral("SELECT seq, at_utc, actor, action, entity, entity_id, field, old_value, "
                                      "new_value, detail, chain_hash, member_id, os_user FROM audit_log ORDER BY seq"));
            if (!actors)
                q.exec(QStringLiteral("SELECT seq, at_utc, actor, action, entity, entity_id, field, old_value, "
                                      "new_value, detail, chain_hash FROM audit_log ORDER BY seq"));
            while (q.next()) {
                StoredEntry e;
                for (int i = 0; i < 10; ++i)
                    e.values.append(q.isNull(i) ? QVariant() : q.value(i));
                e.hash = q.value(10).toString();
                if (actors) {
                    e.values.append(q.value(11));
                    e.values.append(q.value(12));
                }
                entries.append(e);
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return entries;
}

/// The README's canonical form, written from its text: "gatebench-audit 1" and a line feed, then each
/// column as its UTF-8 byte count in decimal, a colon, the bytes and a line feed; NULL as "-" and a
/// line feed.
QByteArray canonicalForm(QVariantList values)
{
    // Form 2 ("gatebench-audit 2", then member_id and os_user after the ten) for an entry that records a
    // member or an operating-system user; form 1, the ten columns, for every other.
    const bool actors =
        values.size() == 12 && (!values.at(10).toString().isEmpty() || !values.at(11).toString().isEmpty());
    if (!actors)
        values = values.mid(0, 10);
    QByteArray out(actors ? "gatebench-audit 2\n" : "gatebench-audit 1\n");
    for (const QVariant& value : std::as_const(values)) {
        if (value.isNull()) {
            out += "-\n";
            continue;
        }
        const QByteArray bytes = value.toString().toUtf8();
        out += QByteArray::number(bytes.size()) + ':' + bytes + '\n';
    }
    return out;
}

QString sha256Hex(const QByteArray& bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString startHash(const QString& workspaceId)
{
    return sha256Hex("gatebench-chain 1\n" + workspaceId.toUtf8() + '\n');
}

QString workspaceIdOf(const QString& path)
{
    return selectColumn(path, QStringLiteral("SELECT value FROM workspace_settings WHERE key = 'workspace_id'"))
        .value(0);
}

/// Runs `statements` as someone with the sqlite3 shell: drops the log's triggers, runs them, and puts
/// the triggers back exactly as they were. An empty text when all of it ran.
QString tamper(const QString& path, const QStringList& statements)
{
    const QString triggers = QStringLiteral("FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = 'audit_log' "
                                            "ORDER BY name");
    const QStringList names = selectColumn(path, QStringLiteral("SELECT name ") + triggers);
    const QStringList sql = selectColumn(path, QStringLiteral("SELECT sql ") + triggers);
    if (names.size() < 3)
        return QStringLiteral("expected GateBench's three triggers on audit_log, found %1").arg(names.size());
    QStringList all;
    for (const QString& name : names)
        all.append(QStringLiteral("DROP TRIGGER ") + name);
    all += statements;
    all += sql;
    return execSql(path, all);
}

/// The statements that give every entry from `from` on the hash the README's rules give it: a chain
/// recomputed by whoever can write the file.
QStringList recomputed(const QString& path, qint64 from)
{
    const QList<StoredEntry> entries = storedEntries(path);
    QString previous = startHash(workspaceIdOf(path));
    QStringList statements;
    for (const StoredEntry& e : entries) {
        const qint64 seq = e.values.at(0).toLongLong();
        if (seq < from) {
            previous = e.hash.isEmpty() ? previous : e.hash;
            continue;
        }
        previous = sha256Hex(previous.toLatin1() + canonicalForm(e.values));
        statements.append(
            QStringLiteral("UPDATE audit_log SET chain_hash = '%1' WHERE seq = %2").arg(previous).arg(seq));
    }
    return statements;
}

QJsonObject jsonOf(const QByteArray& out)
{
    return QJsonDocument::fromJson(out).object();
}

} // namespace

class TestVerify : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;
    QString m_head; ///< the demo's head as `info --json` states it

    QString copyOfDemo(const QString& name)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".gatebench"));
        QFile::remove(path);
        return QFile::copy(m_demo, path) ? path : QString();
    }

    qint64 entriesOf(const QString& head) const { return head.section(u':', 0, 0).toLongLong(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(QStringLiteral("demo.gatebench"));
        const testing::Run created = runCli({QStringLiteral("new"), m_demo, QStringLiteral("--demo")});
        QVERIFY2(created.code == 0, created.err.constData());
        const testing::Run info = runCli({QStringLiteral("info"), m_demo, QStringLiteral("--json")});
        QCOMPARE(info.code, 0);
        m_head = jsonOf(info.out).value(QLatin1String("chain_head")).toString();
        QVERIFY2(ChainHead::parse(m_head).has_value(), qPrintable(m_head));
        QVERIFY(entriesOf(m_head) > 30);
    }

    // The stored hashes are what the README's canonical form gives, from the start hash of the
    // workspace's identity; the head is the last entry's.
    void chainIsTheReadmesCanonicalForm()
    {
        const QList<StoredEntry> entries = storedEntries(m_demo);
        QCOMPARE(qint64(entries.size()), entriesOf(m_head));
        QString previous = startHash(workspaceIdOf(m_demo));
        for (const StoredEntry& e : entries) {
            const QString expected = sha256Hex(previous.toLatin1() + canonicalForm(e.values));
            QCOMPARE(e.hash, expected);
            previous = expected;
        }
        QCOMPARE(m_head, QString::number(entries.size()) + u':' + previous);
        // A worked example of the form: NULL as "-", a length in bytes (UTF-8), not in characters.
        QCOMPARE(AuditRepository::canonical(AuditEntry{7, QStringLiteral("2026-11-30T09:00:00Z"), QStringLiteral("陈"),
                                                       QStringLiteral("update"), QStringLiteral("candidate"),
                                                       QStringLiteral("runai"), QStringLiteral("name_en"), QVariant(),
                                                       QStringLiteral("Run:ai"), QString()}),
                 QByteArray("gatebench-audit 1\n1:7\n20:2026-11-30T09:00:00Z\n3:\xe9\x99\x88\n6:update\n"
                            "9:candidate\n5:runai\n7:name_en\n-\n6:Run:ai\n0:\n"));
    }

    // An untouched demo passes: exit 0, what was checked and what cannot be, the file byte for byte
    // as it was and nothing left beside it.
    void untouchedDemoPasses()
    {
        const QString path = copyOfDemo(QStringLiteral("untouched"));
        const QByteArray before = fileSha256(path);
        const testing::Run text = runCli({QStringLiteral("verify"), path});
        QVERIFY2(text.code == 0, text.err.constData());
        QVERIFY2(text.out.contains("All of it holds."), text.out.constData());
        QVERIFY2(text.out.contains(m_head.toUtf8()), text.out.constData());
        QVERIFY2(text.out.contains("rewrote every copy of the report"), text.out.constData());
        const testing::Run json =
            runCli({QStringLiteral("verify"), path, QStringLiteral("--json"), QStringLiteral("--expect"), m_head});
        QCOMPARE(json.code, 0);
        const QJsonObject o = jsonOf(json.out);
        QCOMPARE(o.value(QLatin1String("ok")).toBool(), true);
        QCOMPARE(o.value(QLatin1String("head")).toString(), m_head);
        QStringList checked;
        for (const QJsonValue& v : o.value(QLatin1String("checked")).toArray())
            checked.append(v.toObject().value(QLatin1String("check")).toString());
        QCOMPARE(checked, (QStringList{QStringLiteral("sqlite_integrity"), QStringLiteral("schema"),
                                       QStringLiteral("audit_chain"), QStringLiteral("expected_head"),
                                       QStringLiteral("evidence_files")}));
        QStringList notChecked;
        for (const QJsonValue& v : o.value(QLatin1String("not_checked")).toArray())
            notChecked.append(v.toObject().value(QLatin1String("check")).toString());
        QCOMPARE(notChecked, (QStringList{QStringLiteral("signed_fingerprint"), QStringLiteral("rewritten_file")}));
        QCOMPARE(fileSha256(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(path + QStringLiteral("-shm")));
        // An earlier head of the same chain holds too: the chain still contains it at its entry.
        const QList<StoredEntry> entries = storedEntries(path);
        const QString earlier = QStringLiteral("10:") + entries.at(9).hash;
        QCOMPARE(runCli({QStringLiteral("verify"), path, QStringLiteral("--expect"), earlier}).code, 0);
    }

    void tamperingIsCaught_data()
    {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<bool>("recompute");   // recompute the chain from entry 10 on, as an attacker can
        QTest::addColumn<bool>("passesAlone"); // verify without --expect cannot tell
        QTest::addColumn<int>("firstBroken");  // 0: the last entry (the expected head's)
        QTest::addColumn<QString>("kind");

        QTest::newRow("changed entry") << QStringList{QStringLiteral(
                                              "UPDATE audit_log SET actor = 'someone else' WHERE seq = 10")}
                                       << false << false << 10 << QStringLiteral("hash_mismatch");
        QTest::newRow("deleted entry") << QStringList{QStringLiteral("DELETE FROM audit_log WHERE seq = 10")} << false
                                       << false << 10 << QStringLiteral("missing_entry");
        // Entries 10 on moved up by one, a new entry 10 with a hash of its own.
        const QStringList shift{QStringLiteral("UPDATE audit_log SET seq = seq + 1000000 WHERE seq >= 10"),
                                QStringLiteral("UPDATE audit_log SET seq = seq - 999999 WHERE seq >= 1000000")};
        QTest::newRow("inserted entry")
            << shift + QStringList{QStringLiteral(
                           "INSERT INTO audit_log (seq, at_utc, actor, action, entity, entity_id, field, old_value, "
                           "new_value, "
                           "chain_hash) VALUES (10, '2026-10-20T08:00:00Z', 'someone', 'update', 'assessment', "
                           "'runai/gate-data-boundary', 'verdict', 'unknown', 'pass', "
                           "'0000000000000000000000000000000000000000000000000000000000000000')")}
            << false << false << 10 << QStringLiteral("hash_mismatch");
        QTest::newRow("inserted entry without a hash")
            << shift +
                   QStringList{QStringLiteral("INSERT INTO audit_log (seq, at_utc, actor, action, entity) "
                                              "VALUES (10, '2026-10-20T08:00:00Z', 'someone', 'update', 'assessment')")}
            << false << false << 10 << QStringLiteral("unchained_entry");
        QTest::newRow("two entries swapped")
            << QStringList{QStringLiteral("UPDATE audit_log SET seq = -10 WHERE seq = 10"),
                           QStringLiteral("UPDATE audit_log SET seq = 10 WHERE seq = 20"),
                           QStringLiteral("UPDATE audit_log SET seq = 20 WHERE seq = -10")}
            << false << false << 10 << QStringLiteral("hash_mismatch");
        QTest::newRow("tail cut off") << QStringList{QStringLiteral("DELETE FROM audit_log WHERE seq > "
                                                                    "(SELECT max(seq) - 3 FROM audit_log)")}
                                      << false << true << -2 << QStringLiteral("expected_head");
        QTest::newRow("whole chain recomputed")
            << QStringList{QStringLiteral("UPDATE audit_log SET actor = 'someone else' WHERE seq = 10")} << true << true
            << 0 << QStringLiteral("expected_head");
    }

    void tamperingIsCaught()
    {
        QFETCH(QStringList, statements);
        QFETCH(bool, recompute);
        QFETCH(bool, passesAlone);
        QFETCH(int, firstBroken);
        QFETCH(QString, kind);
        const QString path = copyOfDemo(QStringLiteral("tampered"));
        QCOMPARE(runCli({QStringLiteral("verify"), path}).code, 0);
        QCOMPARE(tamper(path, statements), QString());
        if (recompute)
            QCOMPARE(tamper(path, recomputed(path, 10)), QString());
        // The schema check on open sees nothing: the file opens as any other.
        QCOMPARE(runCli({QStringLiteral("info"), path}).code, 0);

        const qint64 head = entriesOf(m_head);
        const qint64 broken = firstBroken > 0 ? firstBroken : head + firstBroken;
        const QByteArray before = fileSha256(path);
        const testing::Run alone = runCli({QStringLiteral("verify"), path});
        QCOMPARE(alone.code, passesAlone ? 0 : 3);
        const testing::Run expected = runCli({QStringLiteral("verify"), path, QStringLiteral("--expect"), m_head});
        QCOMPARE(expected.code, 3);
        const QByteArray named = QByteArrayLiteral("entry ") + QByteArray::number(broken);
        if (kind == QLatin1String("expected_head") && firstBroken < 0)
            QVERIFY2(expected.err.contains(QByteArray("The log ends at entry " + QByteArray::number(head - 3))),
                     expected.err.constData());
        else
            QVERIFY2(expected.err.contains(named), expected.err.constData());
        const testing::Run json =
            runCli({QStringLiteral("verify"), path, QStringLiteral("--expect"), m_head, QStringLiteral("--json")});
        QCOMPARE(json.code, 3);
        const QJsonObject o = jsonOf(json.out);
        QCOMPARE(o.value(QLatin1String("ok")).toBool(), false);
        const QJsonObject first = o.value(QLatin1String("problems")).toArray().first().toObject();
        QCOMPARE(first.value(QLatin1String("kind")).toString(), kind);
        QCOMPARE(first.value(QLatin1String("entry")).toInteger(), broken);
        QCOMPARE(fileSha256(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    // An evidence file whose content changed no longer matches its recorded SHA-256.
    void changedEvidenceFileIsCaught()
    {
        const QString path = copyOfDemo(QStringLiteral("evidence"));
        const QString evidence = m_dir.filePath(QStringLiteral("report.txt"));
        testing::writeFile(evidence, "The data stays on site: tested 2026-11-02.\n");
        qint64 id = 0;
        {
            auto w = Workspace::open(path);
            QVERIFY2(w.ok(), w.ok() ? "" : qPrintable(w.error().message));
            auto attached = assessments::attachFile(**w, QStringLiteral("runai"), kGate, evidence);
            QVERIFY2(attached.ok(), attached.ok() ? "" : qPrintable(attached.error().message));
            id = *attached;
        }
        const testing::Run good = runCli({QStringLiteral("verify"), path, QStringLiteral("--json")});
        QVERIFY2(good.code == 0, good.out.constData());
        const QJsonArray checked = jsonOf(good.out).value(QLatin1String("checked")).toArray();
        QCOMPARE(checked.last().toObject().value(QLatin1String("files")).toInteger(), 1);
        // The attach was audited and chained: the head moved on.
        QVERIFY(entriesOf(jsonOf(good.out).value(QLatin1String("head")).toString()) > entriesOf(m_head));

        QCOMPARE(execSql(path, {QStringLiteral("UPDATE evidence_files SET content = "
                                               "CAST('The data leaves the site.\n' AS BLOB) WHERE id = %1")
                                    .arg(id)}),
                 QString());
        const testing::Run bad = runCli({QStringLiteral("verify"), path, QStringLiteral("--json")});
        QCOMPARE(bad.code, 3);
        const QJsonObject first = jsonOf(bad.out).value(QLatin1String("problems")).toArray().first().toObject();
        QCOMPARE(first.value(QLatin1String("kind")).toString(), QStringLiteral("evidence_file"));
        QCOMPARE(first.value(QLatin1String("evidence_file")).toInteger(), id);
        const testing::Run text = runCli({QStringLiteral("verify"), path});
        QCOMPARE(text.code, 3);
        QVERIFY2(text.err.contains("report.txt"), text.err.constData());
    }

    // A file of schema version 19 upgraded: its entries are before the chain (reported, and none may
    // go missing), the entries written after the upgrade chain from the start hash.
    void upgradedOlderFilePasses()
    {
        const QString path = m_dir.filePath(QStringLiteral("v19.gatebench"));
        QFile::remove(path);
        QVERIFY(SqliteStorage::createAtVersion(path, 19).ok());
        QCOMPARE(execSql(path, {"INSERT INTO audit_log (at_utc, actor, action, entity, entity_id, field, new_value) "
                                "VALUES ('2026-09-01T08:00:00Z', 'chen', 'insert', 'candidate', 'runai', '', NULL)",
                                "INSERT INTO audit_log (at_utc, actor, action, entity, entity_id, field, old_value, "
                                "new_value) VALUES ('2026-09-02T08:00:00Z', 'li', 'update', 'candidate', 'runai', "
                                "'name_en', 'Run', 'Run:ai')",
                                "INSERT INTO audit_log (at_utc, actor, action, entity) "
                                "VALUES ('2026-09-03T08:00:00Z', 'li', 'update', 'settings')"}),
                 QString());
        // Read as it is (read-only, never upgraded): no chain to check, said so, exit 0, untouched.
        {
            const QByteArray before = fileSha256(path);
            const testing::Run old = runCli({QStringLiteral("verify"), path, QStringLiteral("--json")});
            QVERIFY2(old.code == 0, old.err.constData());
            const QJsonArray notChecked = jsonOf(old.out).value(QLatin1String("not_checked")).toArray();
            QCOMPARE(notChecked.first().toObject().value(QLatin1String("reason")).toString(),
                     QStringLiteral("before_version_20"));
            QCOMPARE(fileSha256(path), before);
        }
        {
            auto rw = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
            QVERIFY2(rw.ok(), rw.ok() ? "" : qPrintable(rw.error().message));
            QCOMPARE((*rw)->upgradedFrom(), 19);
        }
        const QString start = startHash(workspaceIdOf(path));
        testing::Run upgraded = runCli({QStringLiteral("verify"), path, QStringLiteral("--json")});
        QVERIFY2(upgraded.code == 0, upgraded.out.constData());
        QCOMPARE(jsonOf(upgraded.out).value(QLatin1String("head")).toString(), QStringLiteral("3:") + start);
        {
            auto rw = SqliteStorage::open(path, SqliteStorage::Mode::ReadWrite);
            QVERIFY(rw.ok());
            AuditEntry entry;
            entry.at = QStringLiteral("2026-12-01T08:00:00Z");
            entry.actor = QStringLiteral("wang");
            entry.action = QStringLiteral("update");
            entry.entity = QStringLiteral("settings");
            entry.field = QStringLiteral("title");
            entry.newValue = QStringLiteral("Platform selection");
            QCOMPARE(*AuditRepository::append(**rw, entry), 4);
        }
        const QList<StoredEntry> entries = storedEntries(path);
        QCOMPARE(entries.size(), 4);
        QVERIFY(entries.at(2).hash.isEmpty());
        QCOMPARE(entries.at(3).hash, sha256Hex(start.toLatin1() + canonicalForm(entries.at(3).values)));

        upgraded = runCli({QStringLiteral("verify"), path, QStringLiteral("--json")});
        QVERIFY2(upgraded.code == 0, upgraded.out.constData());
        const QJsonObject o = jsonOf(upgraded.out);
        QCOMPARE(o.value(QLatin1String("head")).toString(), QStringLiteral("4:") + entries.at(3).hash);
        const QJsonObject chain = o.value(QLatin1String("checked")).toArray().at(2).toObject();
        QCOMPARE(chain.value(QLatin1String("check")).toString(), QStringLiteral("audit_chain"));
        QCOMPARE(chain.value(QLatin1String("before_chain")).toInteger(), 3);
        QCOMPARE(chain.value(QLatin1String("chained")).toInteger(), 1);
        bool reported = false;
        for (const QJsonValue& v : o.value(QLatin1String("not_checked")).toArray())
            reported =
                reported || (v.toObject().value(QLatin1String("check")).toString() == QLatin1String("before_chain") &&
                             v.toObject().value(QLatin1String("entries")).toInteger() == 3);
        QVERIFY(reported);
        const testing::Run text = runCli({QStringLiteral("verify"), path});
        QVERIFY2(text.out.contains("The content of entries 1 to 3"), text.out.constData());

        // An entry from before the chain removed: the gap is caught though the entry had no hash.
        QCOMPARE(tamper(path, {QStringLiteral("DELETE FROM audit_log WHERE seq = 2")}), QString());
        const testing::Run gap = runCli({QStringLiteral("verify"), path});
        QCOMPARE(gap.code, 3);
        QVERIFY2(gap.err.contains("Audit entry 2 is missing"), gap.err.constData());
    }

    // After sign-off the fingerprint recorded at the freeze is checked against the data: a score or a
    // verdict changed with the sqlite3 shell (no audit entry, so the chain alone cannot tell) is caught.
    void changeAfterSignoffIsCaught_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::newRow("changed score") << QStringLiteral(
            "UPDATE bonus_scores SET score = CASE WHEN score < 5 THEN 5 ELSE 0 END WHERE (candidate_id, "
            "criterion_id, reviewer_id) = (SELECT candidate_id, criterion_id, reviewer_id FROM bonus_scores "
            "ORDER BY 1, 2, 3 LIMIT 1)");
        QTest::newRow("changed verdict") << QStringLiteral(
            "UPDATE assessments SET verdict = 'pass' WHERE "
            "candidate_id = 'pai' AND criterion_id = 'gate-data-boundary'");
    }

    void changeAfterSignoffIsCaught()
    {
        QFETCH(QString, statement);
        const QString path = copyOfDemo(QStringLiteral("signed"));
        for (const QString& member :
             {QStringLiteral("r1"), QStringLiteral("r2"), QStringLiteral("r3"), QStringLiteral("r4")}) {
            const testing::Run signedBy =
                runCli({QStringLiteral("sign"), path, QStringLiteral("--member"), member, QStringLiteral("--agree")});
            QVERIFY2(signedBy.code == 0, signedBy.err.constData());
        }
        const testing::Run frozen =
            runCli({QStringLiteral("freeze"), path, QStringLiteral("--as-member"), QStringLiteral("r1")});
        QVERIFY2(frozen.code == 0, frozen.err.constData());
        const testing::Run good = runCli({QStringLiteral("verify"), path, QStringLiteral("--json")});
        QVERIFY2(good.code == 0, good.out.constData());
        QStringList checked;
        for (const QJsonValue& v : jsonOf(good.out).value(QLatin1String("checked")).toArray())
            checked.append(v.toObject().value(QLatin1String("check")).toString());
        QVERIFY2(checked.contains(QLatin1String("signed_fingerprint")), good.out.constData());

        QCOMPARE(tamper(path, {statement}), QString());
        const QByteArray before = fileSha256(path);
        const testing::Run bad = runCli({QStringLiteral("verify"), path, QStringLiteral("--json")});
        QCOMPARE(bad.code, 3);
        const QJsonArray problems = jsonOf(bad.out).value(QLatin1String("problems")).toArray();
        QCOMPARE(problems.size(), 1); // the chain holds: only the data gives another fingerprint
        QCOMPARE(problems.first().toObject().value(QLatin1String("kind")).toString(),
                 QStringLiteral("signed_fingerprint"));
        const testing::Run text = runCli({QStringLiteral("verify"), path});
        QCOMPARE(text.code, 3);
        QVERIFY2(text.err.contains("changed after sign-off"), text.err.constData());
        QCOMPARE(fileSha256(path), before);
    }

    // A file whose schema is not GateBench's (the triggers dropped and not put back, a table added) is
    // refused on open, but verify reports the drift as a problem and still checks the chain.
    void schemaDriftIsReported()
    {
        const QString path = copyOfDemo(QStringLiteral("drift"));
        const QStringList triggers = selectColumn(
            path, QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = 'audit_log'"));
        QVERIFY(triggers.size() >= 3);
        QStringList statements;
        for (const QString& name : triggers)
            statements.append(QStringLiteral("DROP TRIGGER ") + name);
        statements.append(QStringLiteral("UPDATE audit_log SET actor = 'someone else' WHERE seq = 10"));
        statements.append(QStringLiteral("CREATE TABLE notes_of_mine (x TEXT)"));
        QCOMPARE(execSql(path, statements), QString());
        QCOMPARE(runCli({QStringLiteral("info"), path}).code, 3);

        const QByteArray before = fileSha256(path);
        const testing::Run json = runCli({QStringLiteral("verify"), path, QStringLiteral("--json")});
        QCOMPARE(json.code, 3);
        QStringList kinds;
        for (const QJsonValue& v : jsonOf(json.out).value(QLatin1String("problems")).toArray())
            kinds.append(v.toObject().value(QLatin1String("kind")).toString());
        QCOMPARE(kinds.count(QStringLiteral("schema_drift")), qsizetype(triggers.size() + 1));
        QVERIFY2(kinds.contains(QLatin1String("hash_mismatch")), json.out.constData());
        QVERIFY2(json.out.contains("notes_of_mine"), json.out.constData());
        const testing::Run text = runCli({QStringLiteral("verify"), path});
        QCOMPARE(text.code, 3);
        QVERIFY2(text.out.contains("Audit entry 10 does not match its chain hash"), text.out.constData());
        QCOMPARE(fileSha256(path), before);
    }

    // GateBench's own writers cannot leave the chain: an entry without its hash is refused.
    void entryWithoutHashIsRefused()
    {
        const QString path = copyOfDemo(QStringLiteral("refused"));
        const QString error = execSql(path, {"INSERT INTO audit_log (at_utc, actor, action, entity) "
                                             "VALUES ('2026-12-01T00:00:00Z', 'x', 'update', 'candidate')"});
        QVERIFY2(error.contains(QLatin1String("chain hash")), qPrintable(error));
    }

    // The bundle's manifest states the head; opening a bundle whose database does not hold its chain is
    // refused (exit 3, naming the entry); an untouched one opens.
    void bundleCarriesTheHead()
    {
        const QString path = copyOfDemo(QStringLiteral("bundled"));
        const QString bundle = m_dir.filePath(QStringLiteral("bundle.zip"));
        QFile::remove(bundle);
        QCOMPARE(runCli({QStringLiteral("export"), path, QStringLiteral("-o"), bundle}).code, 0);
        const QString opened = m_dir.filePath(QStringLiteral("from-bundle.gatebench"));
        QFile::remove(opened);
        const testing::Run imported = runCli({QStringLiteral("import-bundle"), bundle, QStringLiteral("-o"), opened});
        QVERIFY2(imported.code == 0, imported.err.constData());
        QCOMPARE(runCli({QStringLiteral("verify"), opened, QStringLiteral("--expect"), m_head}).code, 0);

        QCOMPARE(tamper(path, {QStringLiteral("UPDATE audit_log SET actor = 'someone else' WHERE seq = 12")}),
                 QString());
        QFile::remove(bundle);
        QCOMPARE(runCli({QStringLiteral("export"), path, QStringLiteral("-o"), bundle}).code, 0);
        QFile::remove(opened);
        const testing::Run refused = runCli({QStringLiteral("import-bundle"), bundle, QStringLiteral("-o"), opened});
        QCOMPARE(refused.code, 3);
        QVERIFY2(refused.err.contains("entry 12"), refused.err.constData());
        QVERIFY(!QFile::exists(opened));
    }

    void usage()
    {
        const testing::Run bad =
            runCli({QStringLiteral("verify"), m_demo, QStringLiteral("--expect"), QStringLiteral("12:abc")});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains("N:HASH"), bad.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestVerify)
#include "tst_verify.moc"
