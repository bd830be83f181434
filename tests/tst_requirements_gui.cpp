// Placeholder, replaced by the requirements GUI test.
#include <QtTest>

class TestRequirementsGui : public QObject {
    Q_OBJECT
private slots:
    void placeholder() {}
};

QTEST_MAIN(TestRequirementsGui)
#include "tst_requirements_gui.moc"
