#include "SinceDialog.h"

#include "Translation.h"
#include "committee/Snapshots.h"
#include "repositories/AuditLabels.h"
#include "repositories/VisibleRows.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QTextBrowser>
#include <QThread>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>

namespace gatebench {

namespace {

constexpr int kDateItem = -1; ///< the "from" chooser's item that takes a date

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

/// The groups of changed records, in the order the committee reads them, each with the kinds of the
/// diff it holds (snapshots::Change::record.kind).
struct Group {
    const char* title;
    QStringList kinds;
};

const QList<Group>& groups()
{
    // Not storage: the kinds of snapshots::Diff (SnapshotRepository::compare).
    static const QList<Group> list{
        {QT_TRANSLATE_NOOP("gatebench::SinceDialog", "Candidates"), {QStringLiteral("candidate")}},
        {QT_TRANSLATE_NOOP("gatebench::SinceDialog", "Criteria"), {QStringLiteral("criterion")}},
        {QT_TRANSLATE_NOOP("gatebench::SinceDialog", "Verdicts and waivers"),
         {QStringLiteral("verdict"), QStringLiteral("waiver"), // not storage: kinds of the diff
          QStringLiteral("evidence_file")}},
        {QT_TRANSLATE_NOOP("gatebench::SinceDialog", "Scores"),
         {QStringLiteral("score"), QStringLiteral("consensus_score"), // not storage: kinds of the diff
          QStringLiteral("recusal")}},
        {QT_TRANSLATE_NOOP("gatebench::SinceDialog", "PoC runs"),
         {QStringLiteral("poc_scenario"), QStringLiteral("poc_run")}},
        {QT_TRANSLATE_NOOP("gatebench::SinceDialog", "TCO lines"),
         {QStringLiteral("fx_rate"), QStringLiteral("tco_scenario"), QStringLiteral("tco_line")}},
        {QT_TRANSLATE_NOOP("gatebench::SinceDialog", "Decision record"),
         {QStringLiteral("decision_record"), QStringLiteral("signature")}}, // not storage: kinds of the diff
        {QT_TRANSLATE_NOOP("gatebench::SinceDialog", "Settings"), {QStringLiteral("setting")}},
    };
    return list;
}

const QString kTable = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"98%\" "
                                      "style=\"border-collapse:collapse; border-color:#b0b0b0;\">");

QString headerRow(const QStringList& cells)
{
    QString row = QStringLiteral("<tr style=\"background:#eef0f4;\">");
    for (const QString& cell : cells)
        row += QStringLiteral("<th align=\"left\">%1</th>").arg(esc(cell));
    return row + QStringLiteral("</tr>");
}

QString valueCell(const QString& text)
{
    return text.isEmpty() ? QStringLiteral("<td style=\"color:#707070;\">—</td>")
                          : QStringLiteral("<td>%1</td>").arg(esc(text));
}

} // namespace

SinceDialog::SinceDialog(Workspace& workspace, QDate asOf, QWidget* parent)
    : QDialog(parent)
    , m_workspace(&workspace)
    , m_asOf(asOf)
    , m_title(new QLabel(this))
    , m_fromLabel(new QLabel(this))
    , m_from(new QComboBox(this))
    , m_fromDate(new QDateEdit(this))
    , m_toLabel(new QLabel(this))
    , m_to(new QComboBox(this))
    , m_take(new QPushButton(this))
    , m_busyRow(new QWidget(this))
    , m_busy(new QProgressBar(m_busyRow))
    , m_busyText(new QLabel(m_busyRow))
    , m_cancel(new QPushButton(m_busyRow))
    , m_report(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("sinceDialog"));
    setWindowTitle(tr("What changed since the last meeting"));
    setModal(false);
    // Read from across the room: a larger type than the pages'.
    QFont readable = font();
    readable.setPointSizeF(readable.pointSizeF() * 1.15);
    setFont(readable);

    auto* layout = new QVBoxLayout(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setObjectName(QStringLiteral("sinceTitle"));
    m_title->setText(tr("What changed since the last meeting"));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);

    auto* choosers = new QHBoxLayout;
    m_fromLabel->setText(tr("From:"));
    m_fromLabel->setBuddy(m_from);
    m_from->setObjectName(QStringLiteral("sinceFrom"));
    m_from->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_from->setMinimumContentsLength(48);
    m_from->setToolTip(tr("The snapshot to compare with: each one with its name, when and by whom it was taken"));
    m_fromDate->setObjectName(QStringLiteral("sinceFromDate"));
    m_fromDate->setCalendarPopup(true);
    m_fromDate->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_fromDate->setDate(asOf.isValid() ? asOf : QDate::currentDate());
    m_fromDate->setToolTip(tr("The last snapshot taken on or before this date (UTC)"));
    m_fromDate->hide();
    m_toLabel->setText(tr("To:"));
    m_toLabel->setBuddy(m_to);
    m_to->setObjectName(QStringLiteral("sinceTo"));
    m_to->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_to->setMinimumContentsLength(16);
    m_take->setObjectName(QStringLiteral("sinceTakeSnapshot"));
    m_take->setText(tr("Take a snapshot…"));
    m_take->setToolTip(tr("The chair records the evaluation as it is now, so that the next meeting can see what "
                          "changed since"));
    choosers->addWidget(m_fromLabel);
    choosers->addWidget(m_from, 5);
    choosers->addWidget(m_fromDate);
    choosers->addSpacing(12);
    choosers->addWidget(m_toLabel);
    choosers->addWidget(m_to, 2);
    choosers->addSpacing(12);
    choosers->addWidget(m_take);
    layout->addLayout(choosers);

    auto* busyLayout = new QHBoxLayout(m_busyRow);
    busyLayout->setContentsMargins(0, 0, 0, 0);
    m_busyRow->setObjectName(QStringLiteral("sinceBusy"));
    m_busy->setRange(0, 0); // no measure of the work: it moves while the worker compares
    m_busy->setMaximumWidth(220);
    m_busyText->setText(tr("Comparing the snapshot with the evaluation…"));
    m_cancel->setObjectName(QStringLiteral("sinceCancel"));
    m_cancel->setText(tr("Cancel"));
    busyLayout->addWidget(m_busy);
    busyLayout->addWidget(m_busyText, 1);
    busyLayout->addWidget(m_cancel);
    m_busyRow->hide();
    layout->addWidget(m_busyRow);

    m_report->setObjectName(QStringLiteral("sinceReport"));
    m_report->setOpenLinks(false);
    layout->addWidget(m_report, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_from, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling)
            return;
        m_fromDate->setVisible(m_from->currentData().toInt() == kDateItem);
        fillTo();
        compute();
    });
    connect(m_fromDate, &QDateEdit::dateChanged, this, [this] {
        if (m_filling)
            return;
        fillTo();
        compute();
    });
    connect(m_to, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            compute();
    });
    connect(m_take, &QPushButton::clicked, this, &SinceDialog::takeSnapshotRequested);
    connect(m_cancel, &QPushButton::clicked, this, &SinceDialog::cancel);
    // Every change of the evaluation (a verdict, a new snapshot) compares again, once per burst.
    connect(&workspace, &Workspace::changed, this, [this] {
        if (m_pending)
            return;
        m_pending = true;
        QTimer::singleShot(0, this, [this] {
            m_pending = false;
            reloadSnapshots();
            compute();
        });
    });

    // As large as a 1280×800 screen allows, never larger than the screen it opens on.
    QSize size(1180, 720);
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() - QSize(60, 80));
    resize(size);

    reloadSnapshots();
    compute();
}

SinceDialog::~SinceDialog()
{
    waitForWorker();
}

void SinceDialog::setAsOf(QDate date)
{
    if (!date.isValid() || date == m_asOf)
        return;
    m_asOf = date;
    compute();
}

void SinceDialog::showFrom(qint64 id)
{
    const int index = id == 0 ? 0 : m_from->findData(QVariant(id));
    if (index >= 0 && index != m_from->currentIndex())
        m_from->setCurrentIndex(index); // computes
}

QString SinceDialog::localTime(const QString& utc) const
{
    QDateTime when = QDateTime::fromString(utc, Qt::ISODate);
    if (!when.isValid())
        return utc;
    if (m_workspace)
        when = when.toTimeZone(m_workspace->queries().settings().clusterZone);
    return when.toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString SinceDialog::snapshotText(const SnapshotInfo& info) const
{
    QString text = tr("“%1”, %2, taken by %3").arg(info.name, localTime(info.takenAt), info.takenBy);
    if (info.simulated)
        text += u' ' + tr("(simulated data)");
    return text;
}

void SinceDialog::reloadSnapshots()
{
    if (!m_workspace)
        return;
    const qint64 fromId = m_from->currentData().toLongLong();
    const qint64 toId = m_to->currentData().toLongLong();
    auto all = SnapshotRepository(m_workspace->queries().rows()).all();
    m_snapshots = all ? *all : QList<SnapshotInfo>();
    m_filling = true;
    m_from->clear();
    // The last snapshot first: the last meeting's, what the committee compares with by default.
    for (auto it = m_snapshots.crbegin(); it != m_snapshots.crend(); ++it)
        m_from->addItem(snapshotText(*it), QVariant(it->id));
    if (!m_snapshots.isEmpty())
        m_from->addItem(tr("The last snapshot on or before a date…"), QVariant(kDateItem));
    const int keep = fromId == 0 ? -1 : m_from->findData(QVariant(fromId));
    m_from->setCurrentIndex(keep >= 0 ? keep : 0);
    m_from->setEnabled(!m_snapshots.isEmpty());
    m_fromDate->setVisible(m_from->currentData().toInt() == kDateItem);
    m_filling = false;
    fillTo();
    if (toId != 0) {
        const int index = m_to->findData(QVariant(toId));
        if (index >= 0) {
            m_filling = true;
            m_to->setCurrentIndex(index);
            m_filling = false;
        }
    }
}

void SinceDialog::fillTo()
{
    const qint64 keep = m_to->currentData().toLongLong();
    QString problem;
    const std::optional<SnapshotInfo> from = chosenFrom(&problem);
    m_filling = true;
    m_to->clear();
    m_to->addItem(tr("The evaluation as it is"), QVariant(qint64(0)));
    // A later snapshot: the state the committee saw at a later meeting.
    for (auto it = m_snapshots.crbegin(); it != m_snapshots.crend(); ++it) {
        if (from && it->auditSeq > from->auditSeq && it->id != from->id)
            m_to->addItem(snapshotText(*it), QVariant(it->id));
    }
    const int index = keep == 0 ? 0 : m_to->findData(QVariant(keep));
    m_to->setCurrentIndex(index >= 0 ? index : 0);
    m_to->setEnabled(m_to->count() > 1);
    m_filling = false;
}

std::optional<SnapshotInfo> SinceDialog::chosenFrom(QString* problem) const
{
    if (!m_workspace || m_snapshots.isEmpty())
        return std::nullopt;
    const QVariant chosen = m_from->currentData();
    if (chosen.toInt() == kDateItem) {
        auto found = snapshots::resolve(*m_workspace, m_fromDate->date().toString(Qt::ISODate));
        if (!found) {
            *problem = found.error().message;
            return std::nullopt;
        }
        return *found;
    }
    for (const SnapshotInfo& info : m_snapshots) {
        if (info.id == chosen.toLongLong())
            return info;
    }
    return std::nullopt;
}

void SinceDialog::waitForWorker()
{
    if (!m_worker)
        return;
    ++m_generation; // its answer is out of date
    if (m_stop)
        m_stop->store(true);
    m_worker->wait();
    delete m_worker;
    m_worker = nullptr;
    m_running = false;
}

void SinceDialog::setBusy(bool busy)
{
    m_busyRow->setVisible(busy);
}

void SinceDialog::cancel()
{
    // The worker stops at its next step (snapshots::compute checks between steps and while it reads the
    // audit log); its answer is dropped, and it is waited for before the next comparison.
    if (m_stop)
        m_stop->store(true);
    ++m_generation;
    m_running = false;
    setBusy(false);
    showHtml(QStringLiteral("<p>%1</p>").arg(esc(tr("Comparison cancelled. Choose a snapshot to compare again."))));
}

void SinceDialog::showHtml(const QString& html)
{
    m_report->setHtml(html);
    emit shown();
}

void SinceDialog::compute()
{
    waitForWorker();
    if (!m_workspace)
        return;
    if (m_snapshots.isEmpty()) {
        showHtml(QStringLiteral("<h3>%1</h3><p>%2</p><p>%3</p>")
                     .arg(esc(tr("No snapshot yet")),
                          esc(tr("A snapshot records the evaluation's decision-relevant state, so that the next "
                                 "meeting can see here what changed since. The chair takes one with “Take a "
                                 "snapshot…” (here or in the Committee menu), or when a meeting ends in the "
                                 "Minutes panel.")),
                          esc(tr("On the command line: gatebench snapshot FILE --name NAME"))));
        return;
    }
    QString problem;
    const std::optional<SnapshotInfo> from = chosenFrom(&problem);
    if (!from) {
        showHtml(QStringLiteral("<p>%1</p>")
                     .arg(esc(problem.isEmpty() ? tr("Choose a snapshot to compare with.") : problem)));
        return;
    }
    std::optional<SnapshotInfo> to;
    if (const qint64 toId = m_to->currentData().toLongLong(); toId != 0) {
        for (const SnapshotInfo& info : std::as_const(m_snapshots)) {
            if (info.id == toId)
                to = info;
        }
    }
    const EvaluationQueries* queries = &m_workspace->queries();
    const Viewer viewer = queries->viewer();
    const Visibility visibility = queries->visibility(viewer);
    const QDate asOf = m_asOf.isValid() ? m_asOf : queries->evaluationDate();
    const QString language = currentLanguage();
    auto result = std::make_shared<std::optional<Result<snapshots::Diff>>>();
    const int generation = ++m_generation;
    m_stop = std::make_shared<std::atomic<bool>>(false);
    // A reader of its own on the worker (the destructor and the next comparison wait for it, so it never
    // outlives the workspace, which the window closes only after this dialog).
    m_worker = QThread::create([queries, viewer, visibility, from = *from, to, asOf, language, result, stop = m_stop] {
        auto reader = queries->openReader(viewer);
        if (!reader)
            *result = Result<snapshots::Diff>(reader.error());
        else
            *result = snapshots::compute(**reader, visibility, from, to, asOf, language, stop.get());
    });
    connect(m_worker, &QThread::finished, this, [this, result, generation] {
        if (generation != m_generation)
            return; // cancelled or replaced: waited for and deleted by the next comparison
        m_worker->deleteLater();
        m_worker = nullptr;
        m_running = false;
        setBusy(false);
        if (!*result)
            return;
        if (!**result) {
            showHtml(QStringLiteral("<p>%1</p>").arg(esc((*result)->error().message)));
            return;
        }
        render(***result);
    });
    m_running = true;
    setBusy(true);
    m_worker->start();
}

QString SinceDialog::shownText() const
{
    return m_report->toPlainText();
}

void SinceDialog::render(const snapshots::Diff& diff)
{
    const QString language = currentLanguage();
    const DecisionDocument& before = *diff.before;
    const DecisionDocument& after = *diff.after;
    QString html;
    const QString toText = diff.to ? snapshotText(*diff.to) : tr("the evaluation as it is");
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(tr("From %1 to %2; both decided on %3. Times in %4.")
                             .arg(snapshotText(diff.from), toText, diff.asOf.toString(Qt::ISODate),
                                  m_workspace ? QString::fromUtf8(m_workspace->queries().settings().clusterZone.id())
                                              : QStringLiteral("UTC"))));

    // First what it did to the decision.
    html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("What it did to the decision")));
    if (diff.statusChanges.isEmpty()) {
        html += QStringLiteral("<p>%1</p>").arg(esc(tr("No candidate's status changed.")));
    } else {
        html += kTable + headerRow({tr("Candidate"), tr("Before"), tr("After")});
        for (const snapshots::StatusChange& s : diff.statusChanges) {
            const QString name = after.candidateName(s.candidateId).isEmpty() ? before.candidateName(s.candidateId)
                                                                              : after.candidateName(s.candidateId);
            html += QStringLiteral("<tr><td><b>%1</b></td>%2%3</tr>")
                        .arg(esc(name), valueCell(s.before), valueCell(s.after));
        }
        html += QStringLiteral("</table>");
    }
    const QStringList wasRecommended = before.recommendationLines(false);
    const QStringList isRecommended = after.recommendationLines(false);
    html += kTable + headerRow({tr("Recommendation before"), tr("Recommendation after")});
    html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr></table>")
                .arg(esc(wasRecommended.join(u'\n')).replace(u'\n', QStringLiteral("<br>")),
                     esc(isRecommended.join(u'\n')).replace(u'\n', QStringLiteral("<br>")));
    if (wasRecommended == isRecommended)
        html += QStringLiteral("<p>%1</p>").arg(esc(tr("The recommendation and the alternative are unchanged.")));

    // The waivers that lapsed in between, on their own: no record changed, the date passed.
    if (!diff.lapsed.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Waivers that lapsed in between")));
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("Valid when the snapshot was taken, expired by %1: each gate counts as Unknown again.")
                                 .arg(diff.asOf.toString(Qt::ISODate))));
        html += kTable + headerRow({tr("Candidate and gate"), tr("Owner"), tr("Expired after")});
        for (const snapshots::LapsedWaiver& w : diff.lapsed)
            html += QStringLiteral("<tr><td>%1</td>%2<td>%3</td></tr>")
                        .arg(esc(w.names.in(language)), valueCell(w.owner), w.expires.toString(Qt::ISODate));
        html += QStringLiteral("</table>");
    }

    // Then every changed record, by kind.
    html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("%n changed field(s)", nullptr, int(diff.changes.size()))));
    if (diff.changes.isEmpty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("Nothing changed: no record the decision rests on differs between the two.")));
    }
    for (const Group& group : groups()) {
        QList<const snapshots::Change*> changes;
        QStringList kinds;
        for (const snapshots::Change& c : diff.changes) {
            if (group.kinds.contains(c.record.kind)) {
                changes.append(&c);
                if (!kinds.contains(c.record.kind))
                    kinds.append(c.record.kind);
            }
        }
        if (changes.isEmpty())
            continue;
        html +=
            QStringLiteral("<h4>%1</h4>").arg(esc(QStringLiteral("%1 (%2)").arg(tr(group.title)).arg(changes.size())));
        html +=
            kTable + headerRow({tr("Record"), tr("Field"), tr("Old value"), tr("New value"), tr("Who"), tr("When")});
        QString previous; // a record's name is shown on its first row only
        for (const snapshots::Change* c : std::as_const(changes)) {
            const RecordDifference& r = c->record;
            const bool setting = r.kind == QLatin1String("setting"); // not storage: a kind of the diff
            // A record is named by what it is about, with its kind where the group mixes kinds and no
            // field says which.
            QString record = snapshots::recordText(*c, language);
            if (kinds.size() > 1 && !setting && r.field.isEmpty())
                record = snapshots::kindText(r.kind) + QStringLiteral(" · ") + record;
            const QString key = r.entity + QChar(0x1f) + r.key;
            const bool repeated = key == previous && !r.field.isEmpty();
            previous = key;
            if (repeated)
                record.clear();
            const QString field = snapshots::fieldText(r);
            const auto shownValue = [&](const QVariant& v) { return snapshots::valueText(r, v); };
            html +=
                QStringLiteral("<tr><td>%1</td>%2%3%4%5%6</tr>")
                    .arg(esc(record), valueCell(field), valueCell(shownValue(r.before)), valueCell(shownValue(r.after)),
                         valueCell(c->by), valueCell(c->at.isEmpty() ? QString() : localTime(c->at)));
        }
        html += QStringLiteral("</table>");
    }
    showHtml(html);
}

} // namespace gatebench
