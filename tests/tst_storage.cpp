#include <QtTest>
class TestStorage : public QObject { Q_OBJECT private slots: void nothing() { QVERIFY(true); } };
QTEST_GUILESS_MAIN(TestStorage)
#include "tst_storage.moc"
