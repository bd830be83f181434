#include "EvidencePanel.h"

#include "decision/DecisionKeys.h"
#include "poc/MetricRule.h"
#include "reports/Questionnaire.h"
#include "reports/WorkflowGaps.h"
#include "repositories/VendorAnswerRepository.h"
#include "repositories/WorkflowCoverageRepository.h"

#include "commands/Assessments.h"
#include "core/Labels.h"
#include "core/Times.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/ConsensusRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/MemberRepository.h"
#include "storage/Schema.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QButtonGroup>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QShortcut>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>
#include <QVBoxLayout>

namespace gatebench {

namespace {

QString verdictName(GateVerdict verdict)
{
    return labels::verdict(verdictKey(verdict));
}

QString sizeText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

EvidencePanel::EvidencePanel(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_stamp(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_note(new QPlainTextEdit(this))
    , m_links(new QPlainTextEdit(this))
    , m_linkView(new QLabel(this))
    , m_scores(new QLabel(this))
    , m_files(new QListWidget(this))
    , m_answers(new QLabel(this))
    , m_coverageGaps(new QLabel(this))
    , m_citeGaps(new QPushButton(tr("Cite workflow gaps"), this))
    , m_metric(new QLabel(this))
    , m_override(new QPushButton(tr("Override…"), this))
    , m_clearOverride(new QPushButton(tr("Clear override"), this))
    , m_save(new QPushButton(tr("Save evidence"), this))
    , m_revert(new QPushButton(tr("Revert"), this))
    , m_attach(new QPushButton(tr("Attach file…"), this))
    , m_open(new QPushButton(tr("Open"), this))
    , m_saveAs(new QPushButton(tr("Save as…"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
{
    setObjectName(QStringLiteral("evidencePanel"));
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setObjectName(QStringLiteral("evidenceTitle"));
    m_title->setWordWrap(true);
    m_stamp->setObjectName(QStringLiteral("evidenceStamp"));
    m_stamp->setStyleSheet(QStringLiteral("color: #555555;"));
    m_hint->setObjectName(QStringLiteral("evidenceHint"));
    m_hint->setWordWrap(true);
    m_hint->setStyleSheet(QStringLiteral("background: #fff4ce; color: #5c4400; padding: 4px;"));
    m_hint->hide();
    m_note->setObjectName(QStringLiteral("evidenceNote"));
    m_note->setPlaceholderText(tr("What shows the verdict: the test, the document, the vendor's written answer…"));
    m_note->setTabChangesFocus(true);
    m_links->setObjectName(QStringLiteral("evidenceLinks"));
    m_links->setPlaceholderText(tr("Links, one per line"));
    m_links->setTabChangesFocus(true);
    m_links->setMaximumHeight(44);
    m_links->setMinimumHeight(32);
    m_note->setMinimumHeight(44);
    m_linkView->setOpenExternalLinks(true);
    m_linkView->setTextFormat(Qt::RichText);
    m_linkView->setWordWrap(true);
    m_scores->setObjectName(QStringLiteral("evidenceScores"));
    m_scores->setWordWrap(true);
    m_files->setObjectName(QStringLiteral("evidenceFiles"));
    m_files->setMinimumHeight(28);
    m_save->setObjectName(QStringLiteral("saveEvidence"));
    m_save->setToolTip(tr("Save the note and links (Ctrl+Enter)"));
    m_revert->setObjectName(QStringLiteral("revertEvidence"));
    m_attach->setObjectName(QStringLiteral("attachEvidence"));
    m_open->setObjectName(QStringLiteral("openEvidence"));
    m_saveAs->setObjectName(QStringLiteral("saveEvidenceAs"));
    m_remove->setObjectName(QStringLiteral("removeEvidence"));

    layout->addWidget(m_title, 0, 0, 1, 2);
    layout->addWidget(m_stamp, 1, 0, 1, 2);
    layout->addWidget(m_hint, 2, 0, 1, 2);
    // A metric gate: its verdict is computed from the PoC runs; the chair may override it with a reason.
    m_metric->setObjectName(QStringLiteral("evidenceMetricGate"));
    m_metric->setWordWrap(true);
    m_metric->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_metric->setStyleSheet(QStringLiteral("background: #eef3fb; padding: 4px;"));
    m_override->setObjectName(QStringLiteral("overrideMetricGate"));
    m_override->setToolTip(tr("Override the verdict computed from the PoC runs with Pass or Fail and a reason"));
    m_clearOverride->setObjectName(QStringLiteral("clearMetricOverride"));
    auto* metricRow = new QHBoxLayout;
    metricRow->addWidget(m_metric, 1);
    auto* metricButtons = new QVBoxLayout;
    metricButtons->addWidget(m_override);
    metricButtons->addWidget(m_clearOverride);
    metricButtons->addStretch(1);
    metricRow->addLayout(metricButtons);
    layout->addLayout(metricRow, 3, 0, 1, 2);
    connect(m_override, &QPushButton::clicked, this, &EvidencePanel::overrideMetricGate);
    connect(m_clearOverride, &QPushButton::clicked, this, &EvidencePanel::clearMetricOverride);
    // Left: the note, which carries the verdict. Right: links, scores and files.
    auto* left = new QVBoxLayout;
    left->addWidget(new QLabel(tr("Evidence note:"), this));
    left->addWidget(m_note, 1);
    auto* saveRow = new QHBoxLayout;
    saveRow->addWidget(m_save);
    saveRow->addWidget(m_revert);
    saveRow->addStretch(1);
    left->addLayout(saveRow);
    layout->addLayout(left, 4, 0);
    auto* right = new QVBoxLayout;
    right->addWidget(new QLabel(tr("Links, one per line:"), this));
    right->addWidget(m_links);
    right->addWidget(m_linkView);
    right->addWidget(m_scores);
    m_answers->setObjectName(QStringLiteral("evidenceVendorAnswers"));
    m_answers->setWordWrap(true);
    m_answers->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_answers->setOpenExternalLinks(true);
    right->addWidget(m_answers);
    // The key-workflow gate: the candidate's gaps in the essential steps of the coverage matrix.
    m_coverageGaps->setObjectName(QStringLiteral("evidenceCoverageGaps"));
    m_coverageGaps->setWordWrap(true);
    m_coverageGaps->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_citeGaps->setObjectName(QStringLiteral("citeWorkflowGaps"));
    m_citeGaps->setToolTip(tr("Add the candidate's workflow coverage gaps to the evidence note"));
    auto* gapsRow = new QHBoxLayout;
    gapsRow->addWidget(m_coverageGaps, 1);
    gapsRow->addWidget(m_citeGaps, 0, Qt::AlignTop);
    right->addLayout(gapsRow);
    right->addWidget(new QLabel(tr("Attached files (up to 20 MiB each):"), this));
    right->addWidget(m_files, 1);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_attach);
    fileRow->addWidget(m_open);
    fileRow->addWidget(m_saveAs);
    fileRow->addWidget(m_remove);
    right->addLayout(fileRow);
    layout->addLayout(right, 4, 1);
    layout->setColumnStretch(0, 1);
    layout->setColumnStretch(1, 1);
    layout->setRowStretch(4, 1);

    for (QPlainTextEdit* edit : {m_note, m_links}) {
        edit->installEventFilter(this);
        connect(edit, &QPlainTextEdit::modificationChanged, this, [this] {
            m_save->setEnabled(hasUnsavedChanges() || m_pending);
            m_revert->setEnabled(hasUnsavedChanges() || m_pending);
        });
    }
    connect(m_save, &QPushButton::clicked, this, [this] {
        if (save())
            emit finished();
    });
    connect(m_revert, &QPushButton::clicked, this, [this] {
        setPending(std::nullopt);
        load();
        emit finished();
    });
    auto* saveShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    saveShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(saveShortcut, &QShortcut::activated, m_save, &QPushButton::click);
    connect(m_attach, &QPushButton::clicked, this, &EvidencePanel::attach);
    connect(m_citeGaps, &QPushButton::clicked, this, &EvidencePanel::citeGaps);
    connect(m_open, &QPushButton::clicked, this, &EvidencePanel::openFile);
    connect(m_saveAs, &QPushButton::clicked, this, &EvidencePanel::saveFileAs);
    connect(m_remove, &QPushButton::clicked, this, &EvidencePanel::removeFile);
    connect(m_files, &QListWidget::itemDoubleClicked, this, &EvidencePanel::openFile);
    connect(m_files, &QListWidget::currentRowChanged, this, [this] {
        const bool has = selectedFile() > 0;
        m_open->setEnabled(has);
        m_saveAs->setEnabled(has);
        m_remove->setEnabled(has);
    });
    load();
}

EvidencePanel::~EvidencePanel() = default;

void EvidencePanel::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    m_candidate.clear();
    m_criterion.clear();
    m_pending.reset();
    if (m_workspace) {
        connect(m_workspace, &Workspace::changed, this, [this](const ChangeEvent& event) {
            if (hasUnsavedChanges())
                return;
            if (AssessmentRepository::evidenceTouchedBy(event) || WorkflowCoverageRepository::touchedBy(event))
                load();
        });
    }
    load();
}

void EvidencePanel::setLanguage(const QString& language)
{
    m_language = language;
}

bool EvidencePanel::hasUnsavedChanges() const
{
    return m_note->document()->isModified() || m_links->document()->isModified();
}

void EvidencePanel::showCell(const QString& candidateId, const QString& criterionId)
{
    if (candidateId == m_candidate && criterionId == m_criterion)
        return;
    if (hasUnsavedChanges())
        save(); // a refused save reports its message; the new cell is shown anyway
    setPending(std::nullopt);
    m_candidate = candidateId;
    m_criterion = criterionId;
    load();
}

void EvidencePanel::setPending(std::optional<GateVerdict> pending)
{
    m_pending = pending;
    m_save->setText(pending ? tr("Save evidence and mark %1").arg(verdictName(*pending)) : tr("Save evidence"));
    if (!pending)
        m_hint->hide();
    m_save->setEnabled(hasUnsavedChanges() || m_pending);
    m_revert->setEnabled(hasUnsavedChanges() || m_pending);
}

void EvidencePanel::beginEditing(std::optional<GateVerdict> pending, const QString& hint)
{
    if (m_candidate.isEmpty() || m_criterion.isEmpty())
        return;
    setPending(pending);
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
    m_note->setFocus();
    m_note->moveCursor(QTextCursor::End);
}

void EvidencePanel::load()
{
    m_loading = true;
    const bool has = m_workspace && !m_candidate.isEmpty() && !m_criterion.isEmpty();
    Assessment assessment;
    assessment.candidateId = m_candidate;
    assessment.criterionId = m_criterion;
    std::optional<Criterion> criterion;
    std::optional<Candidate> candidate;
    m_shown.reset();
    if (has) {
        if (auto found = AssessmentRepository(m_workspace->queries().rows()).find(m_candidate, m_criterion); found) {
            if (*found)
                assessment = **found;
            m_shown = assessment;
        }
        if (auto found = CriterionRepository(m_workspace->queries().rows()).find(m_criterion); found)
            criterion = *found;
        if (auto found = CandidateRepository(m_workspace->queries().rows()).find(m_candidate); found)
            candidate = *found;
    }
    const bool isGate = criterion && criterion->tier == CriterionTier::Gate;
    // A metric gate: the rule, the computed verdict with its figure and runs, and any override.
    std::optional<MetricGateFacts> metric;
    if (has && isGate) {
        if (auto facts = assessments::metricGate(m_workspace->queries().rows(), m_candidate, m_criterion); facts)
            metric = *facts;
    }
    if (!has || !criterion || !candidate) {
        m_title->setText(tr("Evidence: choose a cell of the grid"));
        m_stamp->clear();
    } else {
        // The cell the editor belongs to, named: whatever is typed here is saved to this cell only.
        QString title = tr("Evidence: %1 / %2")
                            .arg(shownIn(candidate->name.zh, candidate->name.en, m_language),
                                 shownIn(criterion->title.zh, criterion->title.en, m_language));
        if (metric) {
            title += QStringLiteral(" — ") + metricVerdictShort(*metric);
            if (assessment.verdict == GateVerdict::Waived && !metric->override)
                title += u' ' + tr("(by %1 until %2: %3)")
                                    .arg(assessment.waiver.owner, assessment.waiver.expires.toString(Qt::ISODate),
                                         assessment.waiver.reason);
        } else if (isGate) {
            title += QStringLiteral(" — ") + verdictName(assessment.verdict);
            if (assessment.verdict == GateVerdict::Waived)
                title += u' ' + tr("(by %1 until %2: %3)")
                                    .arg(assessment.waiver.owner, assessment.waiver.expires.toString(Qt::ISODate),
                                         assessment.waiver.reason);
            if (criterion->evidenceRequired)
                title += u' ' + tr("· evidence required for Pass or Fail");
        }
        m_title->setText(title);
        const QString& by = assessment.reviewer;
        const QTimeZone zone = m_workspace->queries().settings().clusterZone;
        const QString& at = assessment.updatedAt;
        m_stamp->setText(by.isEmpty() && at.isEmpty() ? tr("Nothing recorded yet.")
                                                      : tr("Last changed by %1 at %2").arg(by, timeInZone(at, zone)));
    }
    m_note->setPlainText(assessment.evidence);
    m_links->setPlainText(assessment.links);
    m_note->document()->setModified(false);
    m_links->document()->setModified(false);
    QStringList anchors;
    for (const QString& link : assessment.links.split(u'\n', Qt::SkipEmptyParts)) {
        const QUrl url = QUrl::fromUserInput(link);
        anchors.append(url.isValid() ? QStringLiteral("<a href=\"%1\">%2</a>")
                                           .arg(url.toString(QUrl::FullyEncoded).toHtmlEscaped(), link.toHtmlEscaped())
                                     : link.toHtmlEscaped());
    }
    m_linkView->setText(anchors.join(QStringLiteral(" · ")));
    m_linkView->setVisible(!anchors.isEmpty());

    // Bonus cells: every reviewer's score.
    QStringList scoreLines;
    if (has && !isGate && criterion) {
        const AssessmentRepository repository(m_workspace->queries().rows());
        QHash<QString, QString> names;
        if (auto members = MemberRepository(m_workspace->queries().rows()).members()) {
            for (const Member& member : std::as_const(*members))
                names.insert(member.id, member.name);
        }
        if (auto scores = repository.scores(m_candidate, m_criterion)) {
            for (const BonusScore& score : std::as_const(*scores)) {
                scoreLines.append(tr("%1: %2").arg(names.value(score.reviewerId, score.reviewerId).toHtmlEscaped(),
                                                   QLocale().toString(score.score, 'g', 3)));
            }
        }
        // The chair's consensus score, beside the individual scores it settles.
        if (auto consensus = ConsensusRepository(m_workspace->queries().rows()).consensusScores()) {
            for (const CommitteeFacts::Consensus& c : std::as_const(*consensus)) {
                if (c.candidateId == m_candidate && c.criterionId == m_criterion)
                    scoreLines.append(
                        tr("consensus %1 (%2)").arg(QLocale().toString(c.score, 'g', 3), c.reason.toHtmlEscaped()));
            }
        }
        m_scores->setText(scoreLines.isEmpty() ? tr("No scores yet.")
                                               : tr("Scores: %1").arg(scoreLines.join(QStringLiteral("; "))));
    }
    m_scores->setVisible(has && !isGate && criterion.has_value());

    // The vendor's questionnaire answers to this requirement are evidence too (read-only here;
    // they come and go with `gatebench import --kind answers`).
    QStringList answerLines;
    if (has && criterion) {
        if (auto answers = answersFor(m_workspace->queries().rows(), m_candidate, m_criterion)) {
            for (const VendorAnswer& a : std::as_const(*answers)) {
                QString line = a.answer.toHtmlEscaped();
                if (!a.link.isEmpty())
                    line +=
                        QStringLiteral(" <a href=\"%1\">%2</a>").arg(a.link.toHtmlEscaped(), a.link.toHtmlEscaped());
                answerLines.append(line);
            }
        }
    }
    m_answers->setText(answerLines.isEmpty()
                           ? QString()
                           : tr("<b>Vendor answer:</b> %1").arg(answerLines.join(QStringLiteral("<br>"))));
    m_answers->setVisible(!answerLines.isEmpty());

    // The key-workflow gate cites the coverage gaps of the candidate (see reports/WorkflowGaps.h).
    m_gapsText.clear();
    if (has && criterion && candidate && workflowgaps::citesCoverage(*criterion)) {
        auto gaps = workflowgaps::of(m_workspace->queries().rows(), m_candidate);
        auto essential = WorkflowCoverageRepository(m_workspace->queries().rows()).essentialSteps();
        if (gaps && essential)
            m_gapsText = workflowgaps::evidenceText(*gaps, !essential->isEmpty(), m_language);
        else
            m_gapsText.clear();
    }
    m_coverageGaps->setText(m_gapsText.isEmpty() ? QString() : tr("Cited evidence: %1").arg(m_gapsText));
    m_coverageGaps->setVisible(!m_gapsText.isEmpty());
    m_citeGaps->setVisible(!m_gapsText.isEmpty());

    if (metric) {
        QStringList lines{tr("<b>Computed from the PoC runs:</b> %1").arg(metricVerdictShort(*metric).toHtmlEscaped()),
                          metricRuleSummary(*metric, m_language).toHtmlEscaped(),
                          metricGateEvidence(*metric, m_language).toHtmlEscaped()};
        m_metric->setText(lines.join(QStringLiteral("<br>")));
    }
    m_metric->setVisible(metric.has_value());
    m_override->setVisible(metric.has_value());
    m_clearOverride->setVisible(metric && metric->override);

    m_files->clear();
    if (has) {
        if (auto files = assessments::files(m_workspace->queries().rows(), m_candidate, m_criterion)) {
            for (const assessments::EvidenceFile& f : std::as_const(*files)) {
                auto* item = new QListWidgetItem(
                    tr("%1 (%2), added by %3").arg(f.fileName, sizeText(f.size), f.addedBy), m_files);
                item->setData(Qt::UserRole, f.id);
                item->setData(Qt::UserRole + 1, f.fileName);
                item->setToolTip(tr("SHA-256 %1, added at %2").arg(f.sha256, f.addedAt));
            }
        }
    }
    const bool enabled = has && criterion && candidate;
    m_note->setEnabled(enabled);
    m_links->setEnabled(enabled);
    m_attach->setEnabled(enabled);
    m_open->setEnabled(false);
    m_saveAs->setEnabled(false);
    m_remove->setEnabled(false);
    m_save->setEnabled(m_pending.has_value());
    m_revert->setEnabled(m_pending.has_value());
    m_loading = false;
}

void EvidencePanel::overrideMetricGate()
{
    if (!m_workspace || m_candidate.isEmpty() || m_criterion.isEmpty())
        return;
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("overrideDialog"));
    dialog.setWindowTitle(tr("Override the computed verdict"));
    // Wide enough for the computed facts to read as lines, not as a narrow column.
    dialog.setMinimumWidth(480);
    auto* layout = new QVBoxLayout(&dialog);
    auto* intro = new QLabel(
        tr("The computed verdict and its figure stay on record beside the override: %1").arg(cellName()), &dialog);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    // The computed facts as the panel shows them.
    auto* facts = new QLabel(m_metric->text(), &dialog);
    facts->setObjectName(QStringLiteral("overrideComputed"));
    facts->setWordWrap(true);
    facts->setStyleSheet(m_metric->styleSheet());
    layout->addWidget(facts);
    auto* pass = new QRadioButton(labels::verdict(verdictKey(GateVerdict::Pass)), &dialog);
    auto* fail = new QRadioButton(labels::verdict(verdictKey(GateVerdict::Fail)), &dialog);
    pass->setObjectName(QStringLiteral("overridePass"));
    fail->setObjectName(QStringLiteral("overrideFail"));
    pass->setChecked(true);
    layout->addWidget(pass);
    layout->addWidget(fail);
    layout->addWidget(new QLabel(tr("Reason (required):"), &dialog));
    auto* reason = new QPlainTextEdit(&dialog);
    reason->setObjectName(QStringLiteral("overrideReason"));
    reason->setTabChangesFocus(true);
    layout->addWidget(reason);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    connect(reason, &QPlainTextEdit::textChanged, &dialog, [reason, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!reason->toPlainText().trimmed().isEmpty());
    });
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const GateVerdict verdict = fail->isChecked() ? GateVerdict::Fail : GateVerdict::Pass;
    const auto r = assessments::overrideMetricGate(*m_workspace, m_candidate, m_criterion, verdict,
                                                   reason->toPlainText(), m_shown);
    if (!r)
        emit message(r.error().message, true);
    else
        emit message(tr("Overridden: %1 / %2").arg(cellName(), labels::verdict(verdictKey(verdict))), false);
}

void EvidencePanel::clearMetricOverride()
{
    if (!m_workspace || m_candidate.isEmpty() || m_criterion.isEmpty())
        return;
    if (const auto r = assessments::clearMetricOverride(*m_workspace, m_candidate, m_criterion); !r)
        emit message(r.error().message, true);
}

void EvidencePanel::citeGaps()
{
    if (m_gapsText.isEmpty() || !m_note->isEnabled())
        return;
    if (m_note->toPlainText().contains(m_gapsText)) {
        m_note->setFocus();
        return;
    }
    // Appended as its own paragraph: the committee's own words stay as they were.
    QTextCursor cursor(m_note->document());
    cursor.movePosition(QTextCursor::End);
    if (!m_note->toPlainText().trimmed().isEmpty())
        cursor.insertText(QStringLiteral("\n"));
    cursor.insertText(m_gapsText);
    m_note->setFocus();
    m_note->moveCursor(QTextCursor::End);
}

bool EvidencePanel::save()
{
    if (!m_workspace || m_candidate.isEmpty() || m_criterion.isEmpty())
        return false;
    const QString note = m_note->toPlainText();
    const QString links = m_links->toPlainText();
    // The cell this editor shows, named now: save() may run as the grid moves on to another cell.
    const QString cell = cellName();
    Result<void> r;
    // What the panel showed is what the save replaces (see assessments::setEvidence).
    if (m_pending)
        r = assessments::setVerdict(*m_workspace, m_candidate, m_criterion, *m_pending, note, links, m_shown);
    else
        r = assessments::setEvidence(*m_workspace, m_candidate, m_criterion, note, links, m_shown);
    if (!r) {
        if (r.error().kind == Error::Kind::Conflict) {
            // Another GateBench changed the cell since: show what the file holds now, as the message says.
            setPending(std::nullopt);
            load();
        }
        emit message(r.error().message, true);
        return false;
    }
    m_note->document()->setModified(false);
    m_links->document()->setModified(false);
    setPending(std::nullopt);
    load();
    emit message(
        cell + (m_language == QLatin1String("en") ? QStringLiteral(": ") : QStringLiteral("：")) + tr("Saved."), false);
    return true;
}

QString EvidencePanel::cellName() const
{
    QString candidate = m_candidate;
    QString criterion = m_criterion;
    if (m_workspace) {
        if (auto found = CandidateRepository(m_workspace->queries().rows()).find(m_candidate); found && *found)
            candidate = shownIn((*found)->name.zh, (*found)->name.en, m_language);
        if (auto found = CriterionRepository(m_workspace->queries().rows()).find(m_criterion); found && *found)
            criterion = shownIn((*found)->title.zh, (*found)->title.en, m_language);
    }
    return QStringLiteral("%1 / %2").arg(candidate, criterion);
}

bool EvidencePanel::eventFilter(QObject* watched, QEvent* event)
{
    if ((watched == m_note || watched == m_links) && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Escape) {
            if (m_pending) {
                setPending(std::nullopt);
                emit message(tr("The verdict was not changed."), false);
            }
            emit finished();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

qint64 EvidencePanel::selectedFile() const
{
    const QListWidgetItem* item = m_files->currentItem();
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

void EvidencePanel::attach()
{
    if (!m_workspace || m_candidate.isEmpty())
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Attach evidence"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    if (path.isEmpty())
        return;
    if (auto r = assessments::attachFile(*m_workspace, m_candidate, m_criterion, path); !r)
        emit message(r.error().message, true);
    else
        emit message(tr("Attached %1.").arg(QFileInfo(path).fileName()), false);
}

void EvidencePanel::openFile()
{
    const qint64 id = selectedFile();
    if (!m_workspace || id <= 0)
        return;
    auto content = assessments::fileContent(m_workspace->queries().rows(), id);
    if (!content) {
        emit message(content.error().message, true);
        return;
    }
    if (!m_openedFiles)
        m_openedFiles = std::make_unique<QTemporaryDir>();
    // Each file in its own folder, under its own name, so that the right program opens it.
    const QString folder = m_openedFiles->filePath(QString::number(id));
    QDir().mkpath(folder);
    const QString path = QDir(folder).filePath(m_files->currentItem()->data(Qt::UserRole + 1).toString());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*content) != content->size()) {
        emit message(tr("Cannot write %1.").arg(path), true);
        return;
    }
    file.close();
    QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

void EvidencePanel::saveFileAs()
{
    const qint64 id = selectedFile();
    if (!m_workspace || id <= 0)
        return;
    const QString name = m_files->currentItem()->data(Qt::UserRole + 1).toString();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save evidence file"),
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(name));
    if (path.isEmpty())
        return;
    auto content = assessments::fileContent(m_workspace->queries().rows(), id);
    QFile file(path);
    if (!content || !file.open(QIODevice::WriteOnly) || file.write(*content) != content->size())
        emit message(content ? tr("Cannot write %1.").arg(path) : content.error().message, true);
}

void EvidencePanel::removeFile()
{
    const qint64 id = selectedFile();
    if (!m_workspace || id <= 0)
        return;
    const QString name = m_files->currentItem()->data(Qt::UserRole + 1).toString();
    if (QMessageBox::question(this, tr("Remove evidence file"),
                              tr("Remove %1 from this cell? You can undo this with Edit > Undo.").arg(name)) !=
        QMessageBox::Yes)
        return;
    if (auto r = assessments::removeFile(*m_workspace, id); !r)
        emit message(r.error().message, true);
}

} // namespace gatebench
