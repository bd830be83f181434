#include "ReportPage.h"

#include "SignoffPanel.h"
#include "Translation.h"
#include "commands/DecisionRecord.h"
#include "decision/DecisionDocument.h"
#include "decision/RecordSuggestion.h"
#include "domain/Domain.h"
#include "report/ReportTranslation.h"
#include "report/ReportWriter.h"
#include "reports/ReportContent.h"
#include "repositories/DecisionRecordRepository.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QSplitter>
#include <QThread>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

namespace gatebench {

/// What the worker hands back: the report's content, or why there is none.
struct BuiltReport {
    std::optional<report::Report> report;
    QString error;
};

namespace {

constexpr int kPreviewWidth = 500;

QPlainTextEdit* textField(const QString& name, const QString& placeholder, QWidget* parent)
{
    auto* edit = new QPlainTextEdit(parent);
    edit->setObjectName(name);
    edit->setPlaceholderText(placeholder);
    edit->setTabChangesFocus(true);
    edit->setMinimumHeight(60);
    edit->setMaximumHeight(130);
    return edit;
}

} // namespace

ReportPage::ReportPage(QWidget* parent)
    : Page(parent)
    , m_debounce(new QTimer(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(makeTitle(tr("Decision report"), this));

    // Options and actions: the command line's options, then export and print.
    auto* options = new QHBoxLayout;
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("reportLanguage"));
    m_language->addItem(tr("Chinese"), QStringLiteral("zh_CN"));
    m_language->addItem(tr("English"), QStringLiteral("en"));
    m_language->setCurrentIndex(m_language->findData(currentLanguage()));
    m_date = new QDateEdit(this);
    m_date->setObjectName(QStringLiteral("reportDate"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setToolTip(tr("The report's date and the as-of date of every verdict and waiver in it"));
    m_label = new QLineEdit(this);
    m_label->setObjectName(QStringLiteral("reportLabel"));
    m_label->setPlaceholderText(tr("Confidentiality label, e.g. Internal"));
    m_label->setMaxLength(kMaxLabelCodePoints);
    m_hidePrices = new QCheckBox(tr("Hide prices and TCO figures"), this);
    m_hidePrices->setObjectName(QStringLiteral("reportHidePrices"));
    options->addWidget(new QLabel(tr("Language:"), this));
    options->addWidget(m_language);
    options->addWidget(new QLabel(tr("Date:"), this));
    options->addWidget(m_date);
    options->addWidget(new QLabel(tr("Label:"), this));
    options->addWidget(m_label, 1);
    options->addWidget(m_hidePrices);
    layout->addLayout(options);

    auto* actions = new QHBoxLayout;
    m_exportPdf = new QPushButton(tr("Export PDF…"), this);
    m_exportPdf->setObjectName(QStringLiteral("reportExportPdf"));
    m_exportOdt = new QPushButton(tr("Export ODT…"), this);
    m_exportOdt->setObjectName(QStringLiteral("reportExportOdt"));
    m_print = new QPushButton(tr("Print…"), this);
    m_print->setObjectName(QStringLiteral("reportPrint"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("reportProgress"));
    m_progress->setRange(0, 100);
    m_progress->hide();
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("reportCancel"));
    m_cancel->hide();
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("reportResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_openFolder = new QPushButton(tr("Open folder"), this);
    m_openFolder->setObjectName(QStringLiteral("reportOpenFolder"));
    m_openFolder->hide();
    actions->addWidget(m_exportPdf);
    actions->addWidget(m_exportOdt);
    actions->addWidget(m_print);
    actions->addWidget(m_progress, 1);
    actions->addWidget(m_cancel);
    actions->addWidget(m_result, 2);
    actions->addWidget(m_openFolder);
    layout->addLayout(actions);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    // The record's fields scroll; its buttons stay in sight below them.
    auto* left = new QWidget(splitter);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto* recordScroll = new QScrollArea(left);
    recordScroll->setWidgetResizable(true);
    auto* record = new QWidget(recordScroll);
    auto* recordLayout = new QVBoxLayout(record);
    buildRecordEditor(record, recordLayout, leftLayout);
    recordScroll->setWidget(record);
    leftLayout->insertWidget(0, recordScroll, 1);

    auto* preview = new QWidget(splitter);
    auto* previewLayout = new QVBoxLayout(preview);
    previewLayout->setContentsMargins(0, 0, 0, 0);
    m_previewState = new QLabel(preview);
    m_previewState->setObjectName(QStringLiteral("reportPreviewState"));
    m_previewState->setWordWrap(true);
    previewLayout->addWidget(m_previewState);
    auto* pagesScroll = new QScrollArea(preview);
    pagesScroll->setObjectName(QStringLiteral("reportPreview"));
    pagesScroll->setWidgetResizable(true);
    pagesScroll->setBackgroundRole(QPalette::Dark);
    m_pagesHost = new QWidget(pagesScroll);
    m_pagesLayout = new QVBoxLayout(m_pagesHost);
    m_pagesLayout->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_pagesLayout->setSpacing(12);
    pagesScroll->setWidget(m_pagesHost);
    previewLayout->addWidget(pagesScroll, 1);
    splitter->addWidget(left);
    splitter->addWidget(preview);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    pagesScroll->setMinimumWidth(kPreviewWidth / 2);
    splitter->setSizes({600, kPreviewWidth + 40});
    layout->addWidget(splitter, 1);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(500);
    connect(m_debounce, &QTimer::timeout, this, [this] { startBuild(Job::Preview, QString()); });
    connect(m_language, &QComboBox::currentIndexChanged, this, &ReportPage::schedulePreview);
    connect(m_date, &QDateEdit::dateChanged, this, &ReportPage::schedulePreview);
    connect(m_label, &QLineEdit::textChanged, this, &ReportPage::schedulePreview);
    connect(m_hidePrices, &QCheckBox::toggled, this, &ReportPage::schedulePreview);
    connect(m_exportPdf, &QPushButton::clicked, this, [this] { chooseExport(QStringLiteral("pdf")); });
    connect(m_exportOdt, &QPushButton::clicked, this, [this] { chooseExport(QStringLiteral("odt")); });
    connect(m_print, &QPushButton::clicked, this, &ReportPage::print);
    connect(m_cancel, &QPushButton::clicked, this, &ReportPage::cancelExport);
    connect(m_openFolder, &QPushButton::clicked, this,
            [this] { QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(m_exportPath).absolutePath())); });
    setWorkspace(nullptr);
}

ReportPage::~ReportPage()
{
    if (m_stop)
        *m_stop = true;
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
    }
}

void ReportPage::buildRecordEditor(QWidget* parent, QVBoxLayout* layout, QVBoxLayout* buttonsLayout)
{
    auto* heading = new QLabel(tr("Decision record"), parent);
    QFont bold = heading->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    heading->setFont(bold);
    layout->addWidget(heading);
    auto* about = new QLabel(tr("What the committee recommends and signs. The report prints it; every save is a step "
                                "of Edit > Undo and is recorded in the audit log."),
                             parent);
    about->setWordWrap(true);
    layout->addWidget(about);
    m_suggestion = new QLabel(parent);
    m_suggestion->setObjectName(QStringLiteral("recordSuggestion"));
    m_suggestion->setWordWrap(true);
    m_suggestion->setStyleSheet(
        QStringLiteral("background: #fff4d6; color: #5c4300; border: 1px solid #e0c070; padding: 6px;"));
    layout->addWidget(m_suggestion);

    m_recommended = new QComboBox(parent);
    m_recommended->setObjectName(QStringLiteral("recordRecommended"));
    m_alternative = new QComboBox(parent);
    m_alternative->setObjectName(QStringLiteral("recordAlternative"));
    m_risks = textField(QStringLiteral("recordRisks"), tr("One risk a line"), parent);
    m_assumptions = textField(QStringLiteral("recordAssumptions"), tr("One assumption a line"), parent);
    m_acceptance = textField(QStringLiteral("recordAcceptance"), tr("One condition a line"), parent);
    m_exitPath =
        textField(QStringLiteral("recordExitPath"), tr("How the organisation leaves the chosen option"), parent);
    m_signedBy = new QLineEdit(parent);
    m_signedBy->setObjectName(QStringLiteral("recordSignedBy"));
    m_signedBy->setPlaceholderText(tr("Names of those who sign off, separated by commas"));

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Recommended option:"), m_recommended);
    form->addRow(tr("Alternative option:"), m_alternative);
    form->addRow(tr("Unresolved risks:"), m_risks);
    form->addRow(tr("Key assumptions:"), m_assumptions);
    form->addRow(tr("Acceptance conditions:"), m_acceptance);
    form->addRow(tr("Exit path:"), m_exitPath);
    form->addRow(tr("Signed off by:"), m_signedBy);
    layout->addLayout(form);

    auto* buttons = new QHBoxLayout;
    m_save = new QPushButton(tr("Save the record"), parent);
    m_save->setObjectName(QStringLiteral("recordSave"));
    m_revert = new QPushButton(tr("Discard changes"), parent);
    m_revert->setObjectName(QStringLiteral("recordRevert"));
    m_recordState = new QLabel(parent);
    m_recordState->setObjectName(QStringLiteral("recordState"));
    m_recordState->setWordWrap(true);
    buttons->addWidget(m_save);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_recordState, 1);
    m_signoff = new SignoffPanel(parent);
    layout->addSpacing(12);
    layout->addWidget(m_signoff);
    layout->addStretch(1);
    buttonsLayout->addLayout(buttons);

    for (QComboBox* box : {m_recommended, m_alternative})
        connect(box, &QComboBox::currentIndexChanged, this, &ReportPage::markEdited);
    for (QPlainTextEdit* edit : {m_risks, m_assumptions, m_acceptance, m_exitPath})
        connect(edit, &QPlainTextEdit::textChanged, this, &ReportPage::markEdited);
    connect(m_signedBy, &QLineEdit::textChanged, this, &ReportPage::markEdited);
    connect(m_save, &QPushButton::clicked, this, &ReportPage::save);
    connect(m_revert, &QPushButton::clicked, this, &ReportPage::revert);
}

void ReportPage::setWorkspace(Workspace* workspace)
{
    if (m_stop)
        *m_stop = true;
    if (m_worker)
        m_worker->wait(); // it reads through the workspace's file; finished() ends the job
    m_workspace = workspace;
    m_edited = false;
    m_shown.reset();
    m_shownPages.reset();
    m_shownTranslation.reset();
    refreshOnChanges(workspace, [this] {
        loadRecord();
        m_signoff->refresh();
        schedulePreview();
    });
    m_signoff->setWorkspace(workspace);
    const bool open = workspace != nullptr;
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_exportPdf, m_exportOdt, m_print, m_save, m_revert, m_recommended,
                                         m_alternative, m_risks, m_assumptions, m_acceptance, m_exitPath, m_signedBy})
        w->setEnabled(open);
    if (open && !m_asOf.isValid()) {
        const QDate date = workspace->queries().settings().evaluationDate(QDateTime::currentDateTimeUtc());
        const QSignalBlocker block(m_date);
        m_date->setDate(date);
    }
    loadRecord();
    if (open) {
        schedulePreview();
    } else {
        m_previewState->setText(tr("No evaluation is open. Use File > New or File > Open."));
        m_print->setEnabled(false);
    }
}

void ReportPage::setAsOf(QDate date)
{
    if (date == m_asOf)
        return;
    m_asOf = date;
    if (date.isValid())
        m_date->setDate(date); // schedules the preview
    if (!m_edited)
        loadRecord(); // the suggestion follows the date
}

// ---- The decision record ----

void ReportPage::fillChoices(QComboBox* box, const QString& selected)
{
    box->clear();
    box->addItem(tr("(none)"), QString());
    if (!m_workspace)
        return;
    auto current = m_workspace->queries().decision(m_date->date());
    if (!current)
        return;
    const DecisionDocument document((*current)->decision, (*current)->input, currentLanguage());
    const QList<RecordChoice> choices = recordChoices(document);
    bool eligibleDone = false;
    for (const RecordChoice& choice : choices) {
        if (!choice.eligible && !eligibleDone && box->count() > 1)
            box->insertSeparator(box->count());
        eligibleDone = eligibleDone || !choice.eligible;
        box->addItem(choice.label, choice.id);
    }
    int index = box->findData(selected);
    if (index < 0 && !selected.isEmpty()) {
        box->addItem(selected, selected); // a candidate the decision no longer lists
        index = box->count() - 1;
    }
    box->setCurrentIndex(std::max(index, 0));
}

void ReportPage::loadRecord()
{
    if (m_edited) {
        // Keep the committee's unsaved words; a save will say if someone else saved meanwhile.
        return;
    }
    m_loading = true;
    DecisionRecord shown;
    bool suggested = false;
    m_shown.reset();
    if (m_workspace) {
        const EvaluationQueries& queries = m_workspace->queries();
        auto stored = DecisionRecordRepository(queries.rows()).latest();
        if (stored && *stored) {
            m_shown = **stored;
            shown = **stored;
        } else if (auto current = queries.decision(m_date->date())) {
            const DecisionDocument document((*current)->decision, (*current)->input, currentLanguage());
            shown = suggestedRecord(document);
            suggested = true;
        }
    }
    fillChoices(m_recommended, shown.recommended);
    fillChoices(m_alternative, shown.alternative);
    m_risks->setPlainText(shown.risks);
    m_assumptions->setPlainText(shown.assumptions);
    m_acceptance->setPlainText(shown.acceptance);
    m_exitPath->setPlainText(shown.exitPath);
    m_signedBy->setText(shown.signedBy);
    m_loading = false;
    m_suggestion->setVisible(suggested);
    if (suggested)
        m_suggestion->setText(tr("Suggested by the decision engine on %1, not yet the committee's: no decision "
                                 "record is saved. Edit the suggestions and save to make it the record the report "
                                 "prints.")
                                  .arg(m_date->date().toString(Qt::ISODate)));
    if (!m_workspace)
        m_recordState->clear();
    else if (!m_shown)
        m_recordState->setText(tr("No record saved yet."));
    else if (!m_shown->signedAt.isEmpty())
        m_recordState->setText(tr("Signed on %1: a save makes a new version.").arg(m_shown->signedAt));
    else
        m_recordState->setText(tr("Saved as of %1.").arg(m_shown->asOf));
    m_revert->setEnabled(false);
}

void ReportPage::markEdited()
{
    if (m_loading)
        return;
    m_edited = true;
    m_suggestion->hide(); // what the fields hold is now the committee's
    m_revert->setEnabled(true);
    m_recordState->setText(tr("Unsaved changes."));
}

DecisionRecord ReportPage::editedRecord() const
{
    DecisionRecord record;
    record.asOf = m_date->date().toString(Qt::ISODate);
    record.recommended = m_recommended->currentData().toString();
    record.alternative = m_alternative->currentData().toString();
    record.risks = m_risks->toPlainText();
    record.assumptions = m_assumptions->toPlainText();
    record.acceptance = m_acceptance->toPlainText();
    record.exitPath = m_exitPath->toPlainText();
    record.signedBy = m_signedBy->text();
    return record;
}

void ReportPage::save()
{
    if (!m_workspace)
        return;
    const DecisionRecord wanted = editedRecord();
    if (!wanted.recommended.isEmpty() && wanted.recommended == wanted.alternative) {
        QMessageBox::warning(this, tr("Decision record"),
                             tr("The alternative option must differ from the recommended option."));
        return;
    }
    auto saved = decisionrecord::save(*m_workspace, wanted, m_shown);
    m_edited = false;
    if (!saved)
        QMessageBox::warning(this, tr("Decision record"), saved.error().message);
    loadRecord();
}

void ReportPage::revert()
{
    m_edited = false;
    loadRecord();
}

// ---- Building, previewing and exporting ----

QString ReportPage::reportLanguage() const
{
    return m_language->currentData().toString();
}

void ReportPage::schedulePreview()
{
    if (!m_workspace)
        return;
    if (isVisible())
        m_debounce->start();
    else
        m_previewStale = true; // built when the page is shown: edits elsewhere cost no report build
}

void ReportPage::showEvent(QShowEvent* event)
{
    Page::showEvent(event);
    if (m_previewStale && m_workspace && m_job == Job::None) {
        m_previewStale = false;
        QTimer::singleShot(0, this, [this] { startBuild(Job::Preview, QString()); });
    }
}

bool ReportPage::isExporting() const
{
    return m_job == Job::Export;
}

int ReportPage::previewPageCount() const
{
    return m_shownImages;
}

void ReportPage::chooseExport(const QString& suffix)
{
    if (!m_workspace)
        return;
    const QString folder =
        m_exportPath.isEmpty() ? QFileInfo(m_workspace->path()).absolutePath() : QFileInfo(m_exportPath).absolutePath();
    const QString name = tr("Decision report %1").arg(m_date->date().toString(Qt::ISODate)) + u'.' + suffix;
    const QString filter =
        suffix == QLatin1String("pdf") ? tr("PDF documents (*.pdf)") : tr("OpenDocument text (*.odt)");
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export the decision report"), QDir(folder).filePath(name), filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().toLower() != suffix)
        path += u'.' + suffix;
    exportTo(path);
}

void ReportPage::exportTo(const QString& path)
{
    if (!m_workspace || m_job == Job::Export)
        return;
    m_exportPath = path;
    m_result->clear();
    m_openFolder->hide();
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_cancel->setEnabled(true);
    m_exportPdf->setEnabled(false);
    m_exportOdt->setEnabled(false);
    if (m_job == Job::Preview) {
        // The preview gives way; it is built again after the export.
        *m_stop = true;
        m_queued = Job::Export;
        return;
    }
    startBuild(Job::Export, path);
}

void ReportPage::cancelExport()
{
    if (m_queued == Job::Export) {
        m_queued = Job::None;
        m_previewStale = true;
        endExport(false, tr("Export cancelled: nothing was written."));
        return;
    }
    if (m_job != Job::Export)
        return;
    *m_stop = true;
    m_cancel->setEnabled(false);
}

void ReportPage::startBuild(Job job, const QString& path)
{
    Q_UNUSED(path)
    if (!m_workspace)
        return;
    if (m_job != Job::None) {
        if (job == Job::Preview && m_queued == Job::None)
            m_queued = Job::Preview;
        return;
    }
    m_debounce->stop();
    m_job = job;
    m_stop = std::make_shared<std::atomic_bool>(false);
    m_built = std::make_shared<BuiltReport>();
    if (!m_translation || m_translationLanguage != reportLanguage()) {
        m_translation = std::make_shared<report::ReportTranslation>(reportLanguage());
        m_translationLanguage = reportLanguage();
    }
    report::Options options;
    options.language = reportLanguage();
    options.date = m_date->date();
    options.label = m_label->text().trimmed();
    options.hidePrices = m_hidePrices->isChecked();
    if (job == Job::Preview)
        m_previewState->setText(tr("Updating the preview…"));
    else
        m_progress->setValue(5);
    // The report reads through a connection of its own: one consistent state of the file, whatever
    // the window writes meanwhile (a change schedules another preview).
    const EvaluationQueries* queries = &m_workspace->queries();
    m_worker = QThread::create([queries, options, translation = m_translation, stop = m_stop, built = m_built] {
        const report::ReportTranslation::Scope words(*translation);
        auto opened = queries->openReader();
        if (!opened) {
            built->error = opened.error().message;
            return;
        }
        if (*stop)
            return;
        auto content = report::build(**opened, options);
        if (!content)
            built->error = content.error().message;
        else
            built->report = std::move(*content);
    });
    connect(m_worker, &QThread::finished, this, &ReportPage::built);
    m_worker->start();
}

void ReportPage::built()
{
    m_worker->deleteLater();
    m_worker = nullptr;
    if (*m_stop || !m_built->error.isEmpty() || !m_built->report) {
        const QString error = m_built->error;
        const Job job = std::exchange(m_job, Job::None);
        if (job == Job::Export)
            endExport(false, *m_stop ? tr("Export cancelled: nothing was written.")
                                     : tr("The report could not be made: %1").arg(error));
        else if (!error.isEmpty())
            m_previewState->setText(tr("The report could not be made: %1").arg(error));
        afterJob();
        return;
    }
    m_steps = 0;
    if (m_job == Job::Export)
        m_progress->setValue(20);
    const bool odt = m_job == Job::Export && QFileInfo(m_exportPath).suffix().toLower() == QLatin1String("odt");
    if (!odt)
        m_pages = std::make_unique<report::PdfPages>(std::move(*m_built->report));
    QTimer::singleShot(0, this, &ReportPage::step);
}

void ReportPage::step()
{
    if (m_job == Job::None)
        return;
    if (*m_stop) {
        m_pages.reset();
        const Job job = std::exchange(m_job, Job::None);
        if (job == Job::Export)
            endExport(false, tr("Export cancelled: nothing was written."));
        afterJob();
        return;
    }
    const report::ReportTranslation::Scope words(*m_translation);
    if (m_job == Job::Export && !m_pages) {
        // ODT: one step, into a temporary file beside the target that replaces it when complete.
        const QString temporary = m_exportPath + QStringLiteral(".part");
        auto written = report::writeOdt(*m_built->report, temporary);
        if (written) {
            QFile::remove(m_exportPath);
            if (!QFile::rename(temporary, m_exportPath))
                written = makeError(Error::Kind::Io, tr("cannot write %1").arg(m_exportPath));
        }
        QFile::remove(temporary);
        m_job = Job::None;
        endExport(bool(written), written ? QString() : written.error().message);
        afterJob();
        return;
    }
    const int sections = std::max(1, m_pages->sectionCount());
    if (m_pages->layNext()) {
        ++m_steps;
        if (m_job == Job::Export)
            m_progress->setValue(20 + 30 * m_steps / sections);
        QTimer::singleShot(0, this, &ReportPage::step);
        return;
    }
    if (m_job == Job::Export) {
        if (m_pages->paintNext()) {
            ++m_steps;
            m_progress->setValue(50 + 50 * (m_steps - sections) / std::max(1, m_pages->pageCount()));
            QTimer::singleShot(0, this, &ReportPage::step);
            return;
        }
        finishExport();
        return;
    }
    // The preview: every page laid out; its images are painted a page a turn by showPreview.
    m_shownPages = std::move(m_pages);
    m_shownTranslation = m_translation;
    m_shownImages = 0;
    m_job = Job::None;
    showPreview();
}

void ReportPage::finishExport()
{
    QSaveFile file(m_exportPath);
    Result<void> written;
    if (!file.open(QIODevice::WriteOnly)) {
        written = makeError(Error::Kind::Io, tr("cannot write %1: %2").arg(m_exportPath, file.errorString()));
    } else {
        written = m_pages->finish(file);
        if (written && !file.commit())
            written = makeError(Error::Kind::Io, tr("cannot write %1: %2").arg(m_exportPath, file.errorString()));
    }
    m_pages.reset();
    m_job = Job::None;
    endExport(bool(written), written ? QString() : written.error().message);
    afterJob();
}

void ReportPage::afterJob()
{
    const Job next = std::exchange(m_queued, Job::None);
    if (next == Job::Export) {
        m_previewStale = true; // the preview gave way to the export
        startBuild(Job::Export, m_exportPath);
    } else if (next == Job::Preview || std::exchange(m_previewStale, false)) {
        startBuild(Job::Preview, QString());
    }
}

void ReportPage::endExport(bool written, const QString& message)
{
    m_progress->hide();
    m_cancel->hide();
    const bool open = m_workspace != nullptr;
    m_exportPdf->setEnabled(open);
    m_exportOdt->setEnabled(open);
    const QString shownPath = QDir::toNativeSeparators(m_exportPath);
    if (written) {
        m_result->setText(tr("Wrote %1.").arg(shownPath));
        m_openFolder->show();
    } else {
        m_result->setText(message);
        m_openFolder->hide();
    }
    emit exportFinished(written, m_exportPath, written ? m_result->text() : message);
}

void ReportPage::showPreview()
{
    if (!m_shownPages)
        return;
    if (m_shownImages == 0) {
        while (QLayoutItem* item = m_pagesLayout->takeAt(0)) {
            delete item->widget();
            delete item;
        }
    }
    if (m_shownImages < m_shownPages->pageCount()) {
        const report::ReportTranslation::Scope words(*m_shownTranslation);
        auto* page = new QLabel(m_pagesHost);
        page->setObjectName(QStringLiteral("reportPreviewPage"));
        page->setPixmap(QPixmap::fromImage(m_shownPages->pageImage(m_shownImages, kPreviewWidth)));
        page->setFrameShape(QFrame::Box);
        m_pagesLayout->addWidget(page);
        ++m_shownImages;
        m_previewState->setText(tr("Preview: %1 of %2 pages").arg(m_shownImages).arg(m_shownPages->pageCount()));
        QTimer::singleShot(0, this, &ReportPage::showPreview);
        return;
    }
    m_previewState->setText(tr("The report as it prints, %1 pages; it follows every change of the evaluation.")
                                .arg(m_shownPages->pageCount()));
    m_print->setEnabled(true);
    emit previewReady();
    if (m_job == Job::None)
        afterJob();
}

void ReportPage::print()
{
    if (!m_shownPages)
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setResolution(report::PdfPages::resolution());
    printer.setFullPage(true);
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    printer.setDocName(m_shownPages->report().documentTitle);
    QPrintPreviewDialog dialog(&printer, this);
    dialog.setObjectName(QStringLiteral("reportPrintPreview"));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter* target) {
        const report::ReportTranslation::Scope words(*m_shownTranslation);
        QPainter painter(target);
        painter.setRenderHint(QPainter::Antialiasing);
        // The pages are laid out at the PDF's resolution; scale to the printer's if it differs.
        const qreal scale = qreal(target->resolution()) / report::PdfPages::resolution();
        for (int i = 0; i < m_shownPages->pageCount(); ++i) {
            if (i > 0)
                target->newPage();
            painter.save();
            painter.scale(scale, scale);
            m_shownPages->paintPage(painter, i);
            painter.restore();
        }
    });
    dialog.exec();
}

} // namespace gatebench
