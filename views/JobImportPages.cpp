#include "JobImportPages.h"

#include "mapping/ColumnMapping.h"
#include "mapping/ValueConverter.h"
#include "storage/Storage.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>
#include <QWizard>

#include <algorithm>
#include <cctype>
#include <climits>

namespace gatebench {

namespace {

QString megabytes(qint64 bytes)
{
    return QLocale().toString(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

/// Whether the first line of `path` that is not a comment or blank is sacct's header (JobID first,
/// whatever separates the fields).
bool hasHeaderLine(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return true;
    for (int i = 0; i < 1000 && !file.atEnd(); ++i) {
        QByteArray line = file.readLine(1 << 16).trimmed();
        if (line.startsWith("\xEF\xBB\xBF"))
            line.remove(0, 3);
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        for (const char* id : {"jobidraw", "jobid"}) {
            const QByteArray name(id);
            if (line.size() >= name.size() && line.left(name.size()).toLower() == name &&
                (line.size() == name.size() || !std::isalnum(static_cast<unsigned char>(line.at(name.size())))))
                return true;
        }
        return false;
    }
    return true;
}

QTableWidgetItem* item(const QString& text)
{
    auto* cell = new QTableWidgetItem(text);
    cell->setFlags(cell->flags() & ~Qt::ItemIsEditable);
    return cell;
}

} // namespace

JobOptionsPage::JobOptionsPage(Workspace* workspace, std::function<QStringList()> inputs, QWidget* parent)
    : QWizardPage(parent)
    , m_workspace(workspace)
    , m_inputs(std::move(inputs))
{
    setObjectName(QStringLiteral("jobOptionsPage"));
    setTitle(tr("Job log"));
    setSubTitle(tr("How to read the job records: all jobs are imported or none, unless you choose to skip invalid "
                   "rows."));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("jobFormat"));
    m_format->addItem(tr("Slurm sacct (--parsable2)"), QStringLiteral("sacct"));
    // CSV job logs go through the column mapping: by their headers, or a preset of a known cluster.
    m_format->addItem(tr("CSV (columns mapped by their headers)"), QStringLiteral("csv"));
    for (const MappingPreset& preset : MappingPreset::builtIn(QStringLiteral("jobs"))) // not storage: a record kind
        m_format->addItem(tr("CSV: %1").arg(MappingPreset::builtInLabel(preset.kind, preset.name)), preset.name);
    form->addRow(tr("Format:"), m_format);
    m_zone = new QComboBox(this);
    m_zone->setObjectName(QStringLiteral("jobTimeZone"));
    m_zone->setEditable(true);
    for (const QByteArray& id : QTimeZone::availableTimeZoneIds())
        m_zone->addItem(QString::fromUtf8(id));
    // The cluster's zone unless the user chooses another (the workspace's default of every import).
    m_zone->setCurrentText(m_workspace
                               ? QString::fromUtf8(ValueConverter::clusterTimeZone(m_workspace->queries().rows()).id())
                               : QStringLiteral("UTC"));
    form->addRow(tr("Time zone of the times:"), m_zone);
    m_header = new QLabel(this);
    m_header->setWordWrap(true);
    form->addRow(QString(), m_header);
    m_fields = new QLineEdit(this);
    m_fields->setObjectName(QStringLiteral("jobSacctFields"));
    m_fields->setPlaceholderText(tr("JobID,User,Account,Partition,State,Submit,Start,End,AllocTRES"));
    form->addRow(tr("Field list (files without a header):"), m_fields);
    m_delimiter = new QLineEdit(QStringLiteral("|"), this);
    m_delimiter->setObjectName(QStringLiteral("jobDelimiter"));
    m_delimiter->setToolTip(tr("What separates the fields: | unless the file was written with sacct --delimiter "
                               "(\\t or tab: a tab)"));
    form->addRow(tr("Field delimiter:"), m_delimiter);
    m_team = new QLineEdit(QStringLiteral("Account"), this);
    m_team->setObjectName(QStringLiteral("jobTeamField"));
    form->addRow(tr("Team from the field:"), m_team);
    m_taskType = new QLineEdit(this);
    m_taskType->setObjectName(QStringLiteral("jobTaskTypeField"));
    m_taskType->setPlaceholderText(tr("none: every job is unspecified"));
    form->addRow(tr("Task type from the field:"), m_taskType);
    m_pattern = new QLineEdit(this);
    m_pattern->setObjectName(QStringLiteral("jobTaskTypePattern"));
    m_pattern->setPlaceholderText(tr("optional regular expression; its first group is the task type"));
    form->addRow(tr("Task type pattern:"), m_pattern);
    m_cluster = new QLineEdit(this);
    m_cluster->setObjectName(QStringLiteral("jobCluster"));
    m_cluster->setPlaceholderText(tr("none: the evaluation's one cluster (a Cluster field names its own)"));
    m_cluster->setMaxLength(kMaxLabelCodePoints);
    form->addRow(tr("Cluster:"), m_cluster);
    layout->addLayout(form);
    m_skipInvalid = new QCheckBox(tr("Skip invalid rows: import the valid jobs and keep each rejected line with the "
                                     "import"),
                                  this);
    m_skipInvalid->setObjectName(QStringLiteral("jobSkipInvalid"));
    layout->addWidget(m_skipInvalid);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    layout->addStretch(1);
    // The rest is sacct's: a CSV log is read through the column mapping (its own zone and check).
    connect(m_format, &QComboBox::currentIndexChanged, this, [this, form] {
        const bool sacct = format() == QLatin1String("sacct");
        for (QWidget* field :
             {static_cast<QWidget*>(m_zone), static_cast<QWidget*>(m_header), static_cast<QWidget*>(m_fields),
              static_cast<QWidget*>(m_delimiter), static_cast<QWidget*>(m_team), static_cast<QWidget*>(m_taskType),
              static_cast<QWidget*>(m_pattern)})
            form->setRowVisible(field, sacct);
        m_skipInvalid->setVisible(sacct);
    });
}

void JobOptionsPage::initializePage()
{
    const QStringList inputs = m_inputs();
    const bool header = inputs.isEmpty() || hasHeaderLine(inputs.first());
    m_header->setText(header ? tr("The file starts with its header line: the fields are read from it.")
                             : tr("The file has no header line: give the field list it was exported with "
                                  "(sacct --format)."));
    m_fields->setEnabled(!header || !m_fields->text().isEmpty());
    m_status->clear();
}

QString JobOptionsPage::cluster() const
{
    return m_cluster->text().trimmed();
}

QString JobOptionsPage::format() const
{
    return m_format->currentData().toString();
}

JobImportRequest JobOptionsPage::request(bool dryRun) const
{
    JobImportRequest request;
    request.inputs = m_inputs();
    request.timeZone = m_zone->currentText().trimmed();
    request.sacct.fields = m_fields->isEnabled() ? m_fields->text().split(u',', Qt::SkipEmptyParts) : QStringList();
    for (QString& field : request.sacct.fields)
        field = field.trimmed();
    request.sacct.delimiter = m_delimiter->text().isEmpty() ? QStringLiteral("|") : sacctDelimiter(m_delimiter->text());
    request.sacct.teamField = m_team->text().trimmed().isEmpty() ? QStringLiteral("Account") : m_team->text().trimmed();
    request.sacct.taskTypeField = m_taskType->text().trimmed();
    request.sacct.taskTypePattern = m_pattern->text().trimmed();
    request.skipInvalid = m_skipInvalid->isChecked();
    request.cluster = cluster();
    request.dryRun = dryRun;
    if (m_workspace) {
        request.actor = m_workspace->actor();
        request.memberId = m_workspace->actingMemberId();
    }
    return request;
}

bool JobOptionsPage::validatePage()
{
    // A CSV job log is read through the column mapping: its zone and fields are checked on the next
    // pages (the sacct rows below are hidden; their field list would block Next for any CSV file).
    if (format() != QLatin1String("sacct"))
        return true;
    const JobImportRequest r = request(true);
    if (!QTimeZone(r.timeZone.toUtf8()).isValid()) {
        m_status->setText(tr("Unknown time zone %1").arg(r.timeZone));
        return false;
    }
    SacctOptions options = r.sacct;
    options.zone = QTimeZone(r.timeZone.toUtf8());
    if (auto checked = SacctReader(options).checkOptions(); !checked) {
        m_status->setText(checked.error().message);
        return false;
    }
    if (m_fields->isEnabled() && r.sacct.fields.isEmpty()) {
        m_status->setText(tr("Give the field list: the file has no header line."));
        return false;
    }
    return true;
}

JobCheckPage::JobCheckPage(Workspace* workspace, const JobOptionsPage* options, QWidget* parent)
    : QWizardPage(parent)
    , m_workspace(workspace)
    , m_options(options)
    , m_poll(new QTimer(this))
{
    setObjectName(QStringLiteral("jobCheckPage"));
    setTitle(tr("Check"));
    setSubTitle(tr("Every job is read and checked; nothing is written until you press Finish."));
    setFinalPage(true);
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    m_progressBar = new QProgressBar(this);
    m_progressBar->setObjectName(QStringLiteral("jobProgress"));
    m_progressBar->setRange(0, 1000);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("jobCancel"));
    m_cancel->setEnabled(false);
    row->addWidget(m_progressBar, 1);
    row->addWidget(m_cancel);
    layout->addLayout(row);
    m_progressText = new QLabel(this);
    m_progressText->setObjectName(QStringLiteral("jobProgressText"));
    layout->addWidget(m_progressText);
    layout->addWidget(new QLabel(tr("Issues:"), this));
    m_issues = new QTableWidget(this);
    m_issues->setObjectName(QStringLiteral("jobIssues"));
    m_issues->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_issues, 1);
    m_sameFile = new QLabel(this);
    m_sameFile->setObjectName(QStringLiteral("jobSameFile"));
    m_sameFile->setWordWrap(true);
    m_sameFile->hide();
    layout->addWidget(m_sameFile);
    m_anyway = new QCheckBox(tr("Import anyway: jobs the evaluation holds are not added twice"), this);
    m_anyway->setObjectName(QStringLiteral("jobImportAnyway"));
    m_anyway->hide();
    layout->addWidget(m_anyway);
    connect(m_anyway, &QCheckBox::toggled, this, &JobCheckPage::completeChanged);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("jobVerdict"));
    m_verdict->setWordWrap(true);
    layout->addWidget(m_verdict);
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, &JobCheckPage::poll);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_worker)
            m_worker->cancel();
    });
}

JobCheckPage::~JobCheckPage() = default; // the worker cancels and waits

bool JobCheckPage::isComplete() const
{
    if (!m_isChecked || (m_worker && m_worker->isRunning()))
        return false;
    if (!m_checked.sameFile.isEmpty() && !m_anyway->isChecked())
        return false; // a file imported before: only when the user insists
    return m_checked.errors == 0 || m_options->request(true).skipInvalid;
}

void JobCheckPage::initializePage()
{
    m_anyway->setChecked(false);
    startWorker(true);
}

void JobCheckPage::cleanupPage()
{
    if (m_worker)
        m_worker->cancel();
}

bool JobCheckPage::validatePage()
{
    if (m_imported)
        return true;
    if (!isComplete())
        return false;
    startWorker(false); // Finish: the import itself, on the worker; the wizard closes when it is in
    return false;
}

void JobCheckPage::startWorker(bool dryRun)
{
    if (!m_workspace)
        return;
    m_worker.reset(); // a running one cancels and waits
    if (!dryRun) {
        // The import writes through a connection of its own: it waits for the check of the file, as
        // every write of the window does (Workspace::writeRefusal).
        if (const std::optional<Error> refusal = m_workspace->writeRefusal()) {
            m_verdict->setText(refusal->message);
            emit completeChanged();
            return;
        }
    }
    m_isChecked = dryRun ? false : m_isChecked;
    if (dryRun)
        m_issues->clear();
    m_verdict->setText(dryRun ? QString() : tr("Importing…"));
    JobImportRequest request = m_options->request(dryRun);
    request.allowSameFile = m_anyway->isChecked(); // the check reports such files either way
    m_worker = std::make_unique<JobImportWorker>(m_workspace->queries().rows().location(), request);
    connect(m_worker.get(), &JobImportWorker::finished, this, &JobCheckPage::workerDone);
    m_startedMs = QDateTime::currentMSecsSinceEpoch();
    m_progressBar->setValue(0);
    m_cancel->setEnabled(true);
    m_worker->start();
    m_poll->start();
    emit completeChanged();
}

void JobCheckPage::poll()
{
    if (!m_worker)
        return;
    const JobImportProgress& p = m_worker->progress();
    const qint64 read = p.bytesRead.load();
    const qint64 total = p.totalBytes.load();
    const qint64 rows = p.rows.load();
    const double seconds = std::max(0.001, double(QDateTime::currentMSecsSinceEpoch() - m_startedMs) / 1000.0);
    const double rate = double(read) / seconds;
    m_progressBar->setValue(total > 0 ? int(1000.0 * double(read) / double(total)) : 0);
    const QString left =
        rate > 0 && total > read ? tr("%1 s left").arg(qint64(double(total - read) / rate) + 1) : QString();
    m_progressText->setText(
        tr("%Ln job(s), %1 of %2 MiB, %3 MiB/s %4", nullptr, int(std::min<qint64>(rows, INT_MAX)))
            .arg(megabytes(read), megabytes(total), QLocale().toString(rate / (1024.0 * 1024.0), 'f', 1), left));
}

void JobCheckPage::workerDone()
{
    m_poll->stop();
    // The reading is over: its progress text goes (the issues and the verdict say what it found).
    m_progressText->clear();
    m_cancel->setEnabled(false);
    const bool dryRun = m_worker->request().dryRun;
    const Result<JobImportResult> result = m_worker->result();
    if (!result) {
        m_verdict->setText(result.error().message);
        if (dryRun)
            m_isChecked = false;
        emit completeChanged();
        return;
    }
    if (result->cancelled) {
        m_verdict->setText(dryRun ? tr("The check was cancelled.")
                                  : tr("The import was cancelled; nothing was "
                                       "written."));
        emit completeChanged();
        return;
    }
    if (dryRun) {
        m_checked = *result;
        m_isChecked = true;
        m_progressBar->setValue(1000);
        showIssues(m_checked);
        emit completeChanged();
        return;
    }
    if (!result->written()) { // the files changed since the check
        showIssues(*result);
        m_verdict->setText(result->refusal == JobImportRefusal::SameFile
                               ? tr("Nothing was imported: a file was imported before.")
                               : tr("Nothing was imported: the files have errors."));
        return;
    }
    if (m_workspace)
        adoptJobImport(*m_workspace, *result);
    m_imported = true;
    m_importedJobs = result->added + result->updated;
    if (wizard())
        wizard()->accept();
}

void JobCheckPage::showIssues(const JobImportResult& result)
{
    m_issues->clear();
    m_issues->setColumnCount(4);
    m_issues->setHorizontalHeaderLabels({tr("File"), tr("Line"), tr("Column"), tr("Problem")});
    m_issues->setRowCount(int(result.issues.size()));
    for (int r = 0; r < result.issues.size(); ++r) {
        const LocatedIssue& located = result.issues.at(r);
        m_issues->setItem(r, 0, item(QFileInfo(located.file).fileName()));
        m_issues->setItem(r, 1, item(QString::number(located.issue.line)));
        m_issues->setItem(r, 2, item(QString::number(located.issue.column)));
        const QString message = located.issue.severity == Issue::Severity::Warning
                                    ? tr("warning: %1").arg(located.issue.message)
                                    : located.issue.message;
        m_issues->setItem(r, 3, item(message));
    }
    m_issues->horizontalHeader()->setStretchLastSection(true);
    m_issues->resizeColumnsToContents();
    // A file an earlier import read: which import, and the choice to import it anyway.
    QStringList same;
    const QTimeZone zone =
        m_workspace ? ValueConverter::clusterTimeZone(m_workspace->queries().rows()) : QTimeZone(QTimeZone::utc());
    for (const SameFile& file : result.sameFile)
        same.append(sameFileText({QFileInfo(file.file).fileName(), file.earlier}, zone));
    m_sameFile->setText(same.isEmpty() ? QString()
                                       : same.join(u'\n') + u'\n' +
                                             tr("Importing a file again adds only the jobs it holds that the "
                                                "evaluation does not, and the later records of those it does."));
    m_sameFile->setVisible(!same.isEmpty());
    m_anyway->setVisible(!same.isEmpty());
    const bool skip = m_options->request(true).skipInvalid;
    const QString counts = tr("%L1 new, %L2 updated, %Ln duplicate(s) of jobs the evaluation holds left out.", nullptr,
                              int(std::min<qint64>(result.duplicates, INT_MAX)))
                               .arg(result.added)
                               .arg(result.updated);
    const int written = int(std::min<qint64>(result.added + result.updated, INT_MAX));
    if (result.errors == 0)
        m_verdict->setText(tr("%Ln job(s) can be imported: ", nullptr, written) + counts);
    else if (skip)
        m_verdict->setText(tr("%Ln job(s) can be imported: ", nullptr, written) + counts + u' ' +
                           tr("%Ln rejected line(s) will be kept with the import.", nullptr,
                              int(std::min<qint64>(result.rejectedLines, INT_MAX))));
    else
        m_verdict->setText(tr("Nothing can be imported until the errors above are fixed in the files, or you "
                              "choose to skip invalid rows (Back)."));
}

void JobCheckPage::checkAndWait()
{
    startWorker(true);
    m_worker->wait();
}

bool JobCheckPage::importAndWait()
{
    if (!isComplete())
        return false;
    startWorker(false);
    m_worker->wait();
    return m_imported;
}

} // namespace gatebench
