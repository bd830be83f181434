// Two GateBench windows on one evaluation: a step never overwrites what the other wrote since it read
// the rows. A refused undo or redo writes nothing and leaves the undo stack where it was.
#include "TestSupport.h"
#include "commands/Assessments.h"
#include "commands/Candidates.h"
#include "commands/Criteria.h"
#include "itemmodels/AssessmentGridModel.h"
#include "itemmodels/CriteriaTableModel.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/CriterionRepository.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/NewWorkspace.h"
#include "workspace/Workspace.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gatebench;

namespace {

const QString kCriterion = QStringLiteral("gate-data-boundary");
const QString kBonus = QStringLiteral("bonus-experience");
const QString kCandidate = QStringLiteral("runai");

/// A column of a criterion as the file holds it, read through `w`'s connection.
QString criterionField(const Workspace& w, const QString& column, const QString& id = kCriterion)
{
    auto rows = w.queries().rows().select(QStringLiteral("criteria"), {{QStringLiteral("id"), id}});
    return rows && rows->size() == 1 ? rows->first().value(column).toString() : QString();
}

qint64 candidateCount(const Workspace& w, const QString& id)
{
    return *w.queries().rows().count(QStringLiteral("candidates"), {{QStringLiteral("id"), id}});
}

} // namespace

class TestConflicts : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_first;
    std::unique_ptr<Workspace> m_second;
    int m_serial = 0;

private slots:
    void init()
    {
        // The same file opened twice in this process, as two windows would: both may write.
        const QString path = testing::location(m_dir.filePath(QStringLiteral("shared-%1.gatebench").arg(++m_serial)));
        m_first = testing::createWorkspace(path, {NewWorkspaceOptions::Content::Template, QStringLiteral("en"),
                                                  QStringLiteral("Asia/Shanghai"), QStringLiteral("First")});
        auto second = Workspace::open(path);
        QVERIFY2(second, qPrintable(second ? QString() : second.error().message));
        m_second = std::move(second).value();
        m_second->setActor(QStringLiteral("Second"));
    }
    void cleanup()
    {
        m_second.reset();
        m_first.reset();
    }

    void undoOverAnotherWritersEditIsRefused()
    {
        const QString original = criterionField(*m_first, QStringLiteral("title_en"));
        QVERIFY(
            criteria::setFields(*m_first, kCriterion, {{QStringLiteral("title_en"), QStringLiteral("First's")}}).ok());
        QVERIFY(criteria::setFields(*m_second, kCriterion, {{QStringLiteral("title_en"), QStringLiteral("Second's")}})
                    .ok());
        QCOMPARE(m_first->undoStack()->index(), 1);
        const qint64 auditBefore = *m_first->queries().rows().count(QStringLiteral("audit_log"));

        QSignalSpy failed(m_first.get(), &Workspace::writeFailed);
        QSignalSpy changed(m_first.get(), &Workspace::changed);
        auto r = m_first->undo();
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY2(r.error().message.contains(QLatin1String("was changed by someone else since you read it")),
                 qPrintable(r.error().message));
        QVERIFY(r.error().message.contains(kCriterion));
        // Said as the committee says it: the requirement by its id, never the internal column name.
        QVERIFY(r.error().message.contains(QLatin1String("requirement")));
        QVERIFY(!r.error().message.contains(QLatin1String("title_en")));
        // Nothing written: the file keeps the second's title, the log has no new entry.
        QCOMPARE(criterionField(*m_second, QStringLiteral("title_en")), QStringLiteral("Second's"));
        QCOMPARE(criterionField(*m_first, QStringLiteral("title_en")), QStringLiteral("Second's"));
        QCOMPARE(*m_first->queries().rows().count(QStringLiteral("audit_log")), auditBefore);
        // The stack stays: the undo can be tried again.
        QCOMPARE(m_first->undoStack()->index(), 1);
        QVERIFY(m_first->undoStack()->canUndo());
        // The window is told, and every view reads the file again.
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().first().toString(), r.error().message);
        QCOMPARE(changed.size(), 1);
        QVERIFY(changed.first().first().value<ChangeEvent>().everything);
        QVERIFY(original != QLatin1String("Second's"));
    }

    void editOverWhatTheEditorDidNotShowIsRefused()
    {
        const QString id = QStringLiteral("runai");
        // What the first window's editor shows, read before the second writes.
        auto shown = CandidateRepository(m_first->queries().rows()).find(id);
        QVERIFY(shown && *shown);
        QVERIFY(candidates::setField(*m_second, id, CandidateField::Notes, QStringLiteral("Second's note")).ok());
        const auto r =
            candidates::setField(*m_first, id, CandidateField::Notes, QStringLiteral("First's note"), **shown);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY2(r.error().message.contains(QLatin1String("was changed by someone else")),
                 qPrintable(r.error().message));
        QCOMPARE((*CandidateRepository(m_first->queries().rows()).find(id))->notes, QStringLiteral("Second's note"));
        QCOMPARE(m_first->undoStack()->count(), 0);
        // Another field the second did not touch is still editable from the same reading.
        QVERIFY(candidates::setField(*m_first, id, CandidateField::Aliases, QStringLiteral("RunAI"), **shown).ok());
        // Read again, the edit goes through.
        auto fresh = CandidateRepository(m_first->queries().rows()).find(id);
        QVERIFY(
            candidates::setField(*m_first, id, CandidateField::Notes, QStringLiteral("First's note"), **fresh).ok());
        QCOMPARE((*CandidateRepository(m_second->queries().rows()).find(id))->notes, QStringLiteral("First's note"));
    }

    void requirementEditOverAStaleViewIsRefused()
    {
        // The first window's requirements table shows the title as it was.
        CriteriaTableModel model;
        model.setLanguage(QStringLiteral("en"));
        model.setWorkspace(m_first.get());
        const int row = model.rowOf(kCriterion);
        QVERIFY(row >= 0);
        const QModelIndex title = model.index(row, CriteriaTableModel::Title);
        const QString shown = title.data(Qt::EditRole).toString();
        QVERIFY(shown != QLatin1String("Second's"));
        // The second window renames it; the first's table does not know (another connection).
        QVERIFY(
            criteria::setFields(*m_second, kCriterion, {{CriterionField::TitleEn, QStringLiteral("Second's")}}).ok());
        QCOMPARE(title.data(Qt::EditRole).toString(), shown);
        const qint64 auditBefore = *m_first->queries().rows().count(QStringLiteral("audit_log"));

        QSignalSpy refused(&model, &CriteriaTableModel::editRefused);
        QVERIFY(!model.setData(title, QStringLiteral("First's"), Qt::EditRole));
        QCOMPARE(refused.size(), 1);
        const QString message = refused.first().first().toString();
        QVERIFY2(message.contains(QLatin1String("was changed by someone else since you read it")), qPrintable(message));
        QVERIFY(message.contains(kCriterion));
        // Nothing written: the file keeps the second's title, no log entry, no undo step.
        QCOMPARE(criterionField(*m_second, QStringLiteral("title_en")), QStringLiteral("Second's"));
        QCOMPARE(*m_first->queries().rows().count(QStringLiteral("audit_log")), auditBefore);
        QCOMPARE(m_first->undoStack()->count(), 0);
        // The table reads the file again and shows the second's title.
        const QModelIndex reread = model.index(model.rowOf(kCriterion), CriteriaTableModel::Title);
        QCOMPARE(reread.data(Qt::EditRole).toString(), QStringLiteral("Second's"));
        QCOMPARE(reread.data(Qt::DisplayRole).toString(), QStringLiteral("Second's"));
        QCOMPARE(model.criterion(model.rowOf(kCriterion))->title.en, QStringLiteral("Second's"));

        // A field the second did not touch is still editable from the same reading, and once the
        // table shows the second's title, an edit of it goes through.
        QVERIFY(model.setData(model.index(model.rowOf(kCriterion), CriteriaTableModel::Owner), QStringLiteral("CISO"),
                              Qt::EditRole));
        QVERIFY(model.setData(reread, QStringLiteral("First's"), Qt::EditRole));
        QCOMPARE(criterionField(*m_second, QStringLiteral("title_en")), QStringLiteral("First's"));
        QCOMPARE(criterionField(*m_second, QStringLiteral("owner_role_en")), QStringLiteral("CISO"));
    }

    void requirementEditLeftAsShownWritesNothing()
    {
        // An editor closed on the value it showed replaces nothing, even when the file changed since.
        auto shown = CriterionRepository(m_first->queries().rows()).find(kCriterion);
        QVERIFY(shown && *shown);
        QVERIFY(
            criteria::setFields(*m_second, kCriterion, {{CriterionField::TitleEn, QStringLiteral("Second's")}}).ok());
        QVERIFY(
            criteria::setFields(*m_first, kCriterion, {{CriterionField::TitleEn, (*shown)->title.en}}, **shown).ok());
        QCOMPARE(criterionField(*m_second, QStringLiteral("title_en")), QStringLiteral("Second's"));
        QCOMPARE(m_first->undoStack()->count(), 0);
        // Without a reading to compare with, the edit replaces what the file holds.
        QVERIFY(criteria::setFields(*m_first, kCriterion, {{CriterionField::TitleEn, QStringLiteral("First's")}}).ok());
        QCOMPARE(criterionField(*m_second, QStringLiteral("title_en")), QStringLiteral("First's"));
    }

    void verdictOverAStaleGridIsRefused()
    {
        AssessmentGridModel grid;
        grid.setWorkspace(m_first.get());
        const QModelIndex cell = grid.indexOf(kCandidate, kCriterion);
        QVERIFY(cell.isValid());
        const QString letter = cell.data(AssessmentGridModel::LetterRole).toString();
        QVERIFY(letter != QLatin1String("F"));
        const auto shown = grid.shownCell(kCandidate, kCriterion);
        QVERIFY(shown);

        QVERIFY(assessments::setVerdict(*m_second, kCandidate, kCriterion, GateVerdict::Fail,
                                        QStringLiteral("Second's evidence"))
                    .ok());
        QCOMPARE(grid.indexOf(kCandidate, kCriterion).data(AssessmentGridModel::LetterRole).toString(), letter);

        QSignalSpy changed(m_first.get(), &Workspace::changed);
        auto r = assessments::setVerdict(*m_first, kCandidate, kCriterion, GateVerdict::Pass,
                                         QStringLiteral("First's evidence"), std::nullopt, shown);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY2(r.error().message.contains(QLatin1String("was changed by someone else since you read it")),
                 qPrintable(r.error().message));
        // Nothing written: the second's Fail and note stay.
        auto stored = AssessmentRepository(m_second->queries().rows()).find(kCandidate, kCriterion);
        QVERIFY(stored && *stored);
        QCOMPARE((*stored)->verdict, GateVerdict::Fail);
        QCOMPARE((*stored)->evidence, QStringLiteral("Second's evidence"));
        QCOMPARE((*stored)->reviewer, QStringLiteral("Second"));
        QCOMPARE(m_first->undoStack()->count(), 0);
        // The grid reads the file again and shows the Fail.
        QCOMPARE(changed.size(), 1);
        QVERIFY(changed.first().first().value<ChangeEvent>().everything);
        QCOMPARE(grid.indexOf(kCandidate, kCriterion).data(AssessmentGridModel::LetterRole).toString(),
                 QStringLiteral("F"));
        QCOMPARE(grid.shownCell(kCandidate, kCriterion)->verdict, GateVerdict::Fail);

        // A note saved over a note the panel did not show is refused the same way.
        auto note = assessments::setEvidence(*m_first, kCandidate, kCriterion, QStringLiteral("First's note"),
                                             QString(), shown);
        QVERIFY(!note);
        QCOMPARE(note.error().kind, Error::Kind::Conflict);
        QCOMPARE((*AssessmentRepository(m_first->queries().rows()).find(kCandidate, kCriterion))->evidence,
                 QStringLiteral("Second's evidence"));

        // From what the grid shows now, the verdict goes through.
        QVERIFY(assessments::setVerdict(*m_first, kCandidate, kCriterion, GateVerdict::Pass,
                                        QStringLiteral("First's evidence"), std::nullopt,
                                        grid.shownCell(kCandidate, kCriterion))
                    .ok());
        QCOMPARE((*AssessmentRepository(m_second->queries().rows()).find(kCandidate, kCriterion))->verdict,
                 GateVerdict::Pass);
        QCOMPARE(grid.indexOf(kCandidate, kCriterion).data(AssessmentGridModel::LetterRole).toString(),
                 QStringLiteral("P"));
    }

    void verdictOnACellFirstRecordedByAnotherIsRefused()
    {
        // The grid showed nothing recorded; the second records a verdict; the first's Unknown -> Pass
        // must not replace it.
        AssessmentGridModel grid;
        grid.setWorkspace(m_first.get());
        QVERIFY(!*AssessmentRepository(m_first->queries().rows()).find(kCandidate, kCriterion));
        const auto shown = grid.shownCell(kCandidate, kCriterion);
        QVERIFY(shown);
        QVERIFY(
            assessments::setVerdict(*m_second, kCandidate, kCriterion, GateVerdict::Fail, QStringLiteral("No")).ok());
        auto r = assessments::setVerdict(*m_first, kCandidate, kCriterion, GateVerdict::Pass, QStringLiteral("Yes"),
                                         std::nullopt, shown);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QCOMPARE((*AssessmentRepository(m_first->queries().rows()).find(kCandidate, kCriterion))->verdict,
                 GateVerdict::Fail);
    }

    void scoreOverAStaleGridIsRefused()
    {
        // One reviewer with two windows: the same own score, written from both.
        m_second->setActor(QStringLiteral("First"));
        AssessmentGridModel grid;
        grid.setWorkspace(m_first.get());
        QVERIFY(grid.indexOf(kCandidate, kBonus).isValid());
        QVERIFY(!grid.shownScore(kCandidate, kBonus));

        QVERIFY(assessments::setScore(*m_second, kCandidate, kBonus, 3).ok());
        auto r = assessments::setScore(*m_first, kCandidate, kBonus, 4,
                                       assessments::ShownScore{grid.shownScore(kCandidate, kBonus)});
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        const auto stored = [&] {
            return *AssessmentRepository(m_second->queries().rows()).scores(kCandidate, kBonus);
        };
        QCOMPARE(stored().size(), 1);
        QCOMPARE(stored().first().score, 3.0);
        // The grid shows the stored score now; changing it from there goes through.
        QCOMPARE(grid.shownScore(kCandidate, kBonus), std::optional<double>(3.0));
        QCOMPARE(grid.indexOf(kCandidate, kBonus).data(AssessmentGridModel::OwnScoreRole).toDouble(), 3.0);
        QVERIFY(assessments::setScore(*m_first, kCandidate, kBonus, 4,
                                      assessments::ShownScore{grid.shownScore(kCandidate, kBonus)})
                    .ok());
        QCOMPARE(stored().first().score, 4.0);

        // The second changes it again; clearing it from the first's stale grid is refused.
        QVERIFY(assessments::setScore(*m_second, kCandidate, kBonus, 2).ok());
        auto cleared = assessments::clearScore(*m_first, kCandidate, kBonus,
                                               assessments::ShownScore{grid.shownScore(kCandidate, kBonus)});
        QVERIFY(!cleared);
        QCOMPARE(cleared.error().kind, Error::Kind::Conflict);
        QCOMPARE(stored().size(), 1);
        QCOMPARE(stored().first().score, 2.0);
    }

    void redoOverAnotherWritersEditIsRefused()
    {
        const QString original = criterionField(*m_first, QStringLiteral("title_en"));
        QVERIFY(
            criteria::setFields(*m_first, kCriterion, {{QStringLiteral("title_en"), QStringLiteral("First's")}}).ok());
        QVERIFY(m_first->undo().ok());
        QCOMPARE(criterionField(*m_first, QStringLiteral("title_en")), original);
        QCOMPARE(m_first->undoStack()->index(), 0);
        QVERIFY(criteria::setFields(*m_second, kCriterion, {{QStringLiteral("title_en"), QStringLiteral("Second's")}})
                    .ok());

        QSignalSpy failed(m_first.get(), &Workspace::writeFailed);
        auto r = m_first->redo();
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY(r.error().message.contains(QLatin1String("was changed by someone else since you read it")));
        QCOMPARE(criterionField(*m_second, QStringLiteral("title_en")), QStringLiteral("Second's"));
        QCOMPARE(m_first->undoStack()->index(), 0);
        QVERIFY(m_first->undoStack()->canRedo());
        QCOMPARE(failed.size(), 1);
    }

    void undoOfAnotherFieldStillWorks()
    {
        const QString owner = criterionField(*m_first, QStringLiteral("owner_role_en"));
        QVERIFY(
            criteria::setFields(*m_first, kCriterion, {{QStringLiteral("owner_role_en"), QStringLiteral("Security")}})
                .ok());
        QVERIFY(criteria::setFields(*m_second, kCriterion, {{QStringLiteral("title_en"), QStringLiteral("Second's")}})
                    .ok());
        QSignalSpy failed(m_first.get(), &Workspace::writeFailed);
        QVERIFY(m_first->undo().ok());
        QCOMPARE(m_first->undoStack()->index(), 0);
        QCOMPARE(criterionField(*m_second, QStringLiteral("owner_role_en")), owner);
        QCOMPARE(criterionField(*m_second, QStringLiteral("title_en")), QStringLiteral("Second's"));
        QCOMPARE(failed.size(), 0);
        // And the redo writes it again, over the second's title untouched.
        QVERIFY(m_first->redo().ok());
        QCOMPARE(criterionField(*m_second, QStringLiteral("owner_role_en")), QStringLiteral("Security"));
        QCOMPARE(criterionField(*m_second, QStringLiteral("title_en")), QStringLiteral("Second's"));
    }

    void editOfARowAnotherRemovedIsRefused()
    {
        QVERIFY(criteria::remove(*m_second, kCriterion).ok());
        const qint64 auditBefore = *m_first->queries().rows().count(QStringLiteral("audit_log"));
        auto r = criteria::setFields(*m_first, kCriterion, {{QStringLiteral("title_en"), QStringLiteral("First's")}});
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY2(r.error().message.contains(kCriterion), qPrintable(r.error().message));
        QCOMPARE(*m_first->queries().rows().count(QStringLiteral("criteria"), {{QStringLiteral("id"), kCriterion}}), 0);
        QCOMPARE(*m_first->queries().rows().count(QStringLiteral("audit_log")), auditBefore);
        QCOMPARE(m_first->undoStack()->count(), 0);
    }

    void undoOfAnEditOfARowAnotherRemovedIsRefused()
    {
        QVERIFY(
            criteria::setFields(*m_first, kCriterion, {{QStringLiteral("title_en"), QStringLiteral("First's")}}).ok());
        QVERIFY(criteria::remove(*m_second, kCriterion).ok());
        auto r = m_first->undo();
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY2(r.error().message.contains(QLatin1String("was removed by someone else")),
                 qPrintable(r.error().message));
        QCOMPARE(*m_first->queries().rows().count(QStringLiteral("criteria"), {{QStringLiteral("id"), kCriterion}}), 0);
        QCOMPARE(m_first->undoStack()->index(), 1);
    }

    void redoOfARemovalOfAChangedRowIsRefused()
    {
        // A removal expects the whole row as it read it: the second's edit in between must not be lost.
        QVERIFY(candidates::remove(*m_first, QStringLiteral("pai")).ok());
        QVERIFY(m_first->undo().ok());
        QVERIFY(m_second
                    ->setFields(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("pai")}},
                                {{QStringLiteral("notes"), QStringLiteral("Second's note")}}, QStringLiteral("Note"))
                    .ok());
        auto r = m_first->redo();
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY2(r.error().message.contains(QLatin1String("was changed by someone else")),
                 qPrintable(r.error().message));
        QCOMPARE(candidateCount(*m_second, QStringLiteral("pai")), 1);
        QCOMPARE(m_second->queries()
                     .rows()
                     .select(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("pai")}})
                     ->first()
                     .value(QStringLiteral("notes"))
                     .toString(),
                 QStringLiteral("Second's note"));
        QCOMPARE(m_first->undoStack()->index(), 0);
    }

    void undoOfARemovalOverAReaddedKeyIsRefused()
    {
        // The first removes a candidate; the second adds one under the same id; the first's undo would
        // put the old row back over it.
        QVERIFY(candidates::remove(*m_first, QStringLiteral("pai")).ok());
        QCOMPARE(candidateCount(*m_second, QStringLiteral("pai")), 0);
        auto added = candidates::add(*m_second, QStringLiteral("pai"), QStringLiteral("pai"));
        QVERIFY(added);
        QCOMPARE(*added, QStringLiteral("pai"));
        auto r = m_first->undo();
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY2(r.error().message.contains(QLatin1String("was added by someone else")), qPrintable(r.error().message));
        QCOMPARE(m_first->undoStack()->index(), 1);
        // The second's candidate is untouched (custom, not the template's row).
        QCOMPARE(m_first->queries()
                     .rows()
                     .select(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("pai")}})
                     ->first()
                     .value(QStringLiteral("origin"))
                     .toString(),
                 QStringLiteral("custom"));
        // Once the second takes its candidate away again, the undo goes through.
        QVERIFY(m_second->undo().ok());
        QVERIFY(m_first->undo().ok());
        QCOMPARE(m_first->queries()
                     .rows()
                     .select(QStringLiteral("candidates"), {{QStringLiteral("id"), QStringLiteral("pai")}})
                     ->first()
                     .value(QStringLiteral("origin"))
                     .toString(),
                 QStringLiteral("template"));
        QCOMPARE(m_first->undoStack()->index(), 0);
    }
};

QTEST_GUILESS_MAIN(TestConflicts)
#include "tst_conflicts.moc"
