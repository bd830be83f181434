#include "ImportWizard.h"

#include "CsvPreview.h"
#include "FormatRegistry.h"
#include "ImportPipeline.h"
#include "JobImportPages.h"
#include "Translation.h"
#include "core/Labels.h"
#include "mapping/ColumnMapping.h"
#include "mapping/RecordKinds.h"
#include "mapping/ValueConverter.h"
#include "storage/Storage.h"
#include "storage/StorageFactory.h"
#include "workspace/EvaluationQueries.h"
#include "workspace/Workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTableWidget>
#include <QThread>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace gatebench {

namespace {

/// The role of the mapping presets' combo that marks a built-in preset (MappingPreset::builtIn).
constexpr int kBuiltInPresetRole = Qt::UserRole + 1;

/// Edits a mapping row's target field with a combo box of the kind's fields.
class FieldDelegate : public QStyledItemDelegate {
public:
    FieldDelegate(const ImportWizard* wizard, QObject* parent)
        : QStyledItemDelegate(parent)
        , m_wizard(wizard)
    {}

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&, const QModelIndex&) const override
    {
        auto* combo = new QComboBox(parent);
        combo->addItem(ImportWizard::tr("(not imported)"), QString());
        if (const ImportKind* kind = FormatRegistry::standard().kind(m_wizard->request().kind)) {
            for (const FieldSpec& field : kind->spec->fields)
                combo->addItem(field.required ? ImportWizard::tr("%1 (required)").arg(field.label()) : field.label(),
                               field.key);
        }
        return combo;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        auto* combo = static_cast<QComboBox*>(editor);
        combo->setCurrentIndex(qMax(0, combo->findData(index.data(ColumnMappingModel::FieldKeyRole).toString())));
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override
    {
        model->setData(index, static_cast<QComboBox*>(editor)->currentData(), Qt::EditRole);
    }

private:
    const ImportWizard* m_wizard;
};

QString megabytes(qint64 bytes)
{
    return QLocale().toString(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

QTableWidgetItem* item(const QString& text)
{
    auto* cell = new QTableWidgetItem(text);
    cell->setToolTip(text);
    return cell;
}

/// Where in a file: "line 2, column 1", "line 2" (the whole row), or the whole file.
QString position(qint64 line, int column)
{
    if (line <= 0)
        return ImportWizard::tr("whole file");
    if (column <= 0)
        return ImportWizard::tr("line %1").arg(line);
    return ImportWizard::tr("line %1, column %2").arg(line).arg(column);
}

/// A delimiter as the interface names it.
QString delimiterName(char delimiter)
{
    switch (delimiter) {
    case ',':
        return ImportWizard::tr("comma");
    case ';':
        return ImportWizard::tr("semicolon");
    case '\t':
        return ImportWizard::tr("tab");
    case '|':
        return ImportWizard::tr("pipe");
    default:
        break;
    }
    return ImportWizard::tr("“%1”").arg(QLatin1Char(delimiter));
}

/// An encoding (CsvDetection::encoding) as a reader knows it.
QString encodingName(const QString& encoding)
{
    if (encoding == QLatin1String("UTF-8-BOM"))
        return ImportWizard::tr("UTF-8 with BOM");
    if (encoding == QLatin1String("UTF-16LE"))
        return ImportWizard::tr("UTF-16 little-endian");
    if (encoding == QLatin1String("UTF-16BE"))
        return ImportWizard::tr("UTF-16 big-endian");
    if (encoding == QLatin1String("GB18030"))
        return ImportWizard::tr("GBK / GB18030 (Chinese Windows)");
    return encoding;
}

/// The label of a field of the kind `kind`, or the key when the kind has no such field.
QString fieldLabel(const QString& kind, const QString& field)
{
    const RecordKind* record = recordKinds::find(kind);
    const FieldSpec* spec = record ? record->field(field) : nullptr;
    return spec ? spec->label() : field;
}

/// True when a field of `kind` holds instants, whose zone a naive time leaves open.
bool carriesTimes(const QString& kind)
{
    const RecordKind* record = recordKinds::find(kind);
    if (!record)
        return false;
    return std::any_of(record->fields.cbegin(), record->fields.cend(),
                       [](const FieldSpec& field) { return field.type == ValueType::Timestamp; });
}

/// Asks the format registry what `entry`'s file is (again: it may have gone or changed since it was
/// listed) and keeps the answer in the entry: readable or not, and its format or why not.
void describe(QListWidgetItem* entry)
{
    // The format is the content's (FormatRegistry), whatever the file is called.
    const auto format = FormatRegistry::standard().detect(entry->text());
    entry->setData(Qt::UserRole, format.ok());
    entry->setToolTip(format ? (*format)->displayName() : format.error().message);
}

/// A candidate's name in rich text, or "none" with why when `id` is empty.
QString candidateHtml(const DecisionDocument& document, const QString& id)
{
    return id.isEmpty() ? ImportWizard::tr("none") : document.candidateName(id).toHtmlEscaped();
}

/// `html` in the colour of a change for the worse (red) or for the better (green).
QString coloured(const QString& html, bool worse, bool better = false)
{
    if (worse)
        return QStringLiteral("<span style=\"color:#b3261e\"><b>%1</b></span>").arg(html);
    if (better)
        return QStringLiteral("<span style=\"color:#1b6e2d\">%1</span>").arg(html);
    return html;
}

} // namespace

ImportWizard::ImportWizard(Workspace* workspace, const QStringList& files, QWidget* parent)
    : QWizard(parent)
    , m_workspace(workspace)
    , m_poll(new QTimer(this))
{
    setObjectName(QStringLiteral("importWizard"));
    setWindowTitle(tr("Import"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    // Resizable, and as large as the check page's reports need where the screen has the room.
    setSizeGripEnabled(true);
    QSize size(1100, 760);
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() * 9 / 10);
    resize(size);
    setPage(KindPage, createKindPage());
    setPage(PreviewPage, createPreviewPage());
    setPage(MappingPage, createMappingPage());
    setPage(CheckPage, createCheckPage());
    // Job logs: their own reader and a streamed import (JobImportPages).
    m_jobOptions = new JobOptionsPage(
        workspace, [this] { return request().inputs; }, this);
    setPage(JobOptionsPageId, m_jobOptions);
    m_jobCheck = new JobCheckPage(workspace, m_jobOptions, this);
    setPage(JobCheckPageId, m_jobCheck);
    for (const QString& file : files)
        addFile(file);
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, &ImportWizard::pollCheck);
}

ImportWizard::~ImportWizard()
{
    if (m_worker) {
        m_progress->cancelled = true;
        m_worker->wait();
    }
}

QWizardPage* ImportWizard::createKindPage()
{
    auto* page = new QWizardPage(this);
    page->setTitle(tr("What do the files hold?"));
    page->setSubTitle(tr("CSV files as Excel, WPS or cluster tools write them, or ZIP archives of CSV files. "
                         "All rows are imported or none."));
    auto* layout = new QVBoxLayout(page);
    auto* form = new QFormLayout;
    m_kind = new QComboBox(page);
    m_kind->setObjectName(QStringLiteral("importKind"));
    const FormatRegistry& registry = FormatRegistry::standard();
    for (const QString& key : registry.kindKeys())
        m_kind->addItem(registry.kind(key)->label(), key);
    if (const RecordKind* jobs = recordKinds::find(QStringLiteral("jobs")); jobs && m_kind->findData(jobs->key) < 0)
        m_kind->addItem(jobs->label(), jobs->key); // Slurm sacct logs (JobImportPages)
    form->addRow(tr("Records:"), m_kind);
    layout->addLayout(form);
    m_files = new QListWidget(page);
    m_files->setObjectName(QStringLiteral("importFiles"));
    layout->addWidget(new QLabel(tr("Files:"), page));
    layout->addWidget(m_files, 1);
    m_filesStatus = new QLabel(page);
    m_filesStatus->setObjectName(QStringLiteral("importFilesStatus"));
    m_filesStatus->setWordWrap(true);
    layout->addWidget(m_filesStatus);
    m_defaultsNote = new QLabel(page);
    m_defaultsNote->setObjectName(QStringLiteral("importDefaultsNote"));
    m_defaultsNote->setWordWrap(true);
    m_defaultsNote->hide();
    layout->addWidget(m_defaultsNote);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add files…"), page);
    auto* remove = new QPushButton(tr("Remove"), page);
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, &ImportWizard::addFiles);
    connect(remove, &QPushButton::clicked, this, [this] {
        qDeleteAll(m_files->selectedItems());
        m_filesStatus->clear();
    });
    return page;
}

QWizardPage* ImportWizard::createPreviewPage()
{
    auto* page = new QWizardPage(this);
    page->setTitle(tr("Preview"));
    page->setSubTitle(tr("How GateBench reads the first file. Change the encoding, delimiter or header if the "
                         "preview looks wrong."));
    auto* layout = new QVBoxLayout(page);
    auto* options = new QHBoxLayout;
    m_encoding = new QComboBox(page);
    m_encoding->setObjectName(QStringLiteral("importEncoding"));
    m_encoding->addItem(tr("Detect"), QString());
    for (const char* name : {"UTF-8", "UTF-16LE", "UTF-16BE", "GB18030"})
        m_encoding->addItem(encodingName(QLatin1String(name)), QLatin1String(name));
    m_delimiter = new QComboBox(page);
    m_delimiter->setObjectName(QStringLiteral("importDelimiter"));
    m_delimiter->addItem(tr("Detect"), QString());
    m_delimiter->addItem(tr("Comma"), QStringLiteral("comma"));
    m_delimiter->addItem(tr("Semicolon"), QStringLiteral("semicolon"));
    m_delimiter->addItem(tr("Tab"), QStringLiteral("tab"));
    m_delimiter->addItem(tr("Pipe"), QStringLiteral("pipe"));
    m_header = new QComboBox(page);
    m_header->setObjectName(QStringLiteral("importHeader"));
    m_header->addItem(tr("Detect"), QStringLiteral("auto"));
    m_header->addItem(tr("First row is a header"), QStringLiteral("yes"));
    m_header->addItem(tr("No header"), QStringLiteral("no"));
    options->addWidget(new QLabel(tr("Encoding:"), page));
    options->addWidget(m_encoding);
    options->addWidget(new QLabel(tr("Delimiter:"), page));
    options->addWidget(m_delimiter);
    options->addWidget(new QLabel(tr("Header:"), page));
    options->addWidget(m_header);
    options->addStretch(1);
    layout->addLayout(options);
    m_detection = new QLabel(page);
    m_detection->setObjectName(QStringLiteral("importDetection"));
    m_detection->setWordWrap(true);
    layout->addWidget(m_detection);
    m_previewTable = new QTableWidget(page);
    m_previewTable->setObjectName(QStringLiteral("importPreviewTable"));
    m_previewTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_previewTable, 3);
    m_previewIssues = new QPlainTextEdit(page);
    m_previewIssues->setObjectName(QStringLiteral("importPreviewIssues"));
    m_previewIssues->setReadOnly(true);
    m_previewIssues->setMaximumHeight(110);
    layout->addWidget(m_previewIssues, 1);
    for (QComboBox* box : {m_encoding, m_delimiter, m_header})
        connect(box, &QComboBox::currentIndexChanged, this, &ImportWizard::refreshPreview);
    return page;
}

QWizardPage* ImportWizard::createMappingPage()
{
    auto* page = new QWizardPage(this);
    page->setTitle(tr("Columns"));
    page->setSubTitle(tr("Which column holds which field. GateBench matched the headers in Chinese and English; "
                         "check what it guessed and map what it could not."));
    auto* layout = new QVBoxLayout(page);
    m_mappingModel = new ColumnMappingModel(this);
    m_mappingView = new QTableView(page);
    m_mappingView->setObjectName(QStringLiteral("importMapping"));
    m_mappingView->setModel(m_mappingModel);
    m_mappingView->setItemDelegateForColumn(ColumnMappingModel::Target, new FieldDelegate(this, m_mappingView));
    m_mappingView->setEditTriggers(QAbstractItemView::AllEditTriggers);
    m_mappingView->horizontalHeader()->setStretchLastSection(true);
    m_mappingView->verticalHeader()->hide();
    layout->addWidget(m_mappingView, 1);
    // Only for kinds with times of day (initializePage shows it): a date has no time zone.
    m_timeZoneRow = new QWidget(page);
    auto* zoneRow = new QHBoxLayout(m_timeZoneRow);
    zoneRow->setContentsMargins(0, 0, 0, 0);
    m_timeZone = new QComboBox(m_timeZoneRow);
    m_timeZone->setObjectName(QStringLiteral("importTimeZone"));
    m_timeZone->setEditable(true);
    for (const QByteArray& id : QTimeZone::availableTimeZoneIds())
        m_timeZone->addItem(QString::fromUtf8(id));
    zoneRow->addWidget(new QLabel(tr("Timestamps without an offset are in:"), m_timeZoneRow));
    zoneRow->addWidget(m_timeZone, 1);
    layout->addWidget(m_timeZoneRow);
    // Only for mappings whose times count from the start of a trace (Alibaba's pod lists).
    m_traceStartRow = new QWidget(page);
    auto* traceRow = new QHBoxLayout(m_traceStartRow);
    traceRow->setContentsMargins(0, 0, 0, 0);
    m_traceStart = new QLineEdit(m_traceStartRow);
    m_traceStart->setObjectName(QStringLiteral("importTraceStart"));
    m_traceStart->setPlaceholderText(QStringLiteral("2023-01-01T00:00:00"));
    traceRow->addWidget(new QLabel(tr("The trace starts at:"), m_traceStartRow));
    traceRow->addWidget(m_traceStart, 1);
    layout->addWidget(m_traceStartRow);
    m_traceStartRow->hide();
    connect(m_traceStart, &QLineEdit::textChanged, this, &ImportWizard::refreshMappingStatus);
    auto* presetRow = new QHBoxLayout;
    m_presets = new QComboBox(page);
    m_presets->setObjectName(QStringLiteral("importPresets"));
    auto* applySaved = new QPushButton(tr("Apply"), page);
    auto* save = new QPushButton(tr("Save as…"), page);
    save->setObjectName(QStringLiteral("importSavePreset"));
    auto* exportJson = new QPushButton(tr("Export JSON…"), page);
    auto* loadJson = new QPushButton(tr("Load JSON…"), page);
    presetRow->addWidget(new QLabel(tr("Saved mappings:"), page));
    presetRow->addWidget(m_presets, 1);
    presetRow->addWidget(applySaved);
    presetRow->addWidget(save);
    presetRow->addWidget(exportJson);
    presetRow->addWidget(loadJson);
    layout->addLayout(presetRow);
    connect(applySaved, &QPushButton::clicked, this, [this] {
        if (!m_workspace || m_presets->currentData().toString().isEmpty())
            return;
        // A built-in preset (job logs of known clusters) is GateBench's, not the workspace's.
        const QString name = m_presets->currentData().toString();
        if (m_presets->currentData(kBuiltInPresetRole).toBool()) {
            if (const auto builtIn = MappingPreset::builtIn(request().kind, name))
                applyPreset(*builtIn);
            return;
        }
        auto preset = MappingPreset::load(m_workspace->queries().rows(), request().kind, name);
        if (!preset) {
            m_mappingStatus->setText(preset.error().message);
            return;
        }
        applyPreset(*preset);
    });
    connect(save, &QPushButton::clicked, this, &ImportWizard::savePreset);
    connect(exportJson, &QPushButton::clicked, this, &ImportWizard::exportPreset);
    connect(loadJson, &QPushButton::clicked, this, &ImportWizard::loadPresetFile);
    m_mappingStatus = new QLabel(page);
    m_mappingStatus->setObjectName(QStringLiteral("importMappingStatus"));
    m_mappingStatus->setWordWrap(true);
    layout->addWidget(m_mappingStatus);
    connect(m_mappingModel, &ColumnMappingModel::mappingChanged, this, &ImportWizard::refreshMappingStatus);
    return page;
}

QWizardPage* ImportWizard::createCheckPage()
{
    auto* page = new QWizardPage(this);
    page->setTitle(tr("Check"));
    page->setSubTitle(tr("Every file is read and every value converted; nothing is written until you press "
                         "Finish."));
    page->setFinalPage(true);
    auto* layout = new QVBoxLayout(page);
    auto* progressRow = new QHBoxLayout;
    m_progressBar = new QProgressBar(page);
    m_progressBar->setObjectName(QStringLiteral("importProgress"));
    m_cancelCheck = new QPushButton(tr("Cancel reading"), page);
    m_cancelCheck->setObjectName(QStringLiteral("importCancel"));
    progressRow->addWidget(m_progressBar, 1);
    progressRow->addWidget(m_cancelCheck);
    layout->addLayout(progressRow);
    m_progressText = new QLabel(page);
    m_progressText->setObjectName(QStringLiteral("importProgressText"));
    layout->addWidget(m_progressText);
    // The column report and the issues share the page's height; the user moves the line between them.
    auto* reports = new QSplitter(Qt::Vertical, page);
    reports->setObjectName(QStringLiteral("importReportsSplitter"));
    reports->setChildrenCollapsible(false);
    auto* columnsPane = new QWidget(reports);
    auto* columnsLayout = new QVBoxLayout(columnsPane);
    columnsLayout->setContentsMargins(0, 0, 0, 0);
    columnsLayout->addWidget(new QLabel(tr("Columns:"), columnsPane));
    m_columnReport = new QTableWidget(columnsPane);
    m_columnReport->setObjectName(QStringLiteral("importColumnReport"));
    m_columnReport->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_columnReport->setWordWrap(false);
    columnsLayout->addWidget(m_columnReport, 1);
    auto* issuesPane = new QWidget(reports);
    auto* issuesLayout = new QVBoxLayout(issuesPane);
    issuesLayout->setContentsMargins(0, 0, 0, 0);
    issuesLayout->addWidget(new QLabel(tr("Issues:"), issuesPane));
    m_issueTable = new QTableWidget(issuesPane);
    m_issueTable->setObjectName(QStringLiteral("importIssues"));
    m_issueTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    issuesLayout->addWidget(m_issueTable, 1);
    reports->addWidget(columnsPane);
    reports->addWidget(issuesPane);
    reports->setStretchFactor(0, 3);
    reports->setStretchFactor(1, 2);
    layout->addWidget(reports, 1);
    m_unresolved = new QTableWidget(page);
    m_unresolved->setObjectName(QStringLiteral("importUnresolved"));
    m_unresolved->setMaximumHeight(140);
    m_unresolved->hide();
    layout->addWidget(m_unresolved);
    m_useChoices = new QPushButton(tr("Use these names and check again"), page);
    m_useChoices->setObjectName(QStringLiteral("importUseChoices"));
    m_useChoices->hide();
    layout->addWidget(m_useChoices, 0, Qt::AlignLeft);
    connect(m_useChoices, &QPushButton::clicked, this, &ImportWizard::useReferenceChoices);
    m_skipInvalid = new QCheckBox(tr("Skip invalid rows: import the valid ones and list each rejected row"), page);
    m_skipInvalid->setObjectName(QStringLiteral("importSkipInvalid"));
    layout->addWidget(m_skipInvalid);
    m_importAnyway = new QCheckBox(tr("Import the files read before anyway: jobs the evaluation holds are not added "
                                      "twice"),
                                   page);
    m_importAnyway->setObjectName(QStringLiteral("importSameFileAnyway"));
    m_importAnyway->hide();
    layout->addWidget(m_importAnyway);
    m_impactLabel = new QLabel(page);
    m_impactLabel->setObjectName(QStringLiteral("importImpact"));
    m_impactLabel->setWordWrap(true);
    m_impactLabel->setTextFormat(Qt::RichText);
    m_impactLabel->setFrameShape(QFrame::StyledPanel);
    m_impactLabel->setMargin(6);
    m_impactLabel->hide();
    layout->addWidget(m_impactLabel);
    m_verdict = new QLabel(page);
    m_verdict->setObjectName(QStringLiteral("importVerdict"));
    m_verdict->setWordWrap(true);
    layout->addWidget(m_verdict);
    connect(m_cancelCheck, &QPushButton::clicked, this, [this] {
        if (m_progress)
            m_progress->cancelled = true;
    });
    connect(m_skipInvalid, &QCheckBox::toggled, this, [this] {
        if (currentId() == CheckPage)
            startCheck();
    });
    connect(m_importAnyway, &QCheckBox::toggled, this, [this] {
        if (currentId() == CheckPage)
            startCheck();
    });
    return page;
}

void ImportWizard::addFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Import files"), QString(),
                                                            FormatRegistry::standard().importFileFilter());
    for (const QString& file : files)
        addFile(file);
}

void ImportWizard::addFile(const QString& path)
{
    // The tooltip says which format the file is in, or why GateBench cannot read it.
    describe(new QListWidgetItem(path, m_files));
}

QStringList ImportWizard::unreadableFiles() const
{
    QStringList lines;
    for (int i = 0; i < m_files->count(); ++i) {
        const QListWidgetItem* entry = m_files->item(i);
        if (!entry->data(Qt::UserRole).toBool())
            lines.append(tr("%1: %2").arg(QFileInfo(entry->text()).fileName(), entry->toolTip()));
    }
    return lines;
}

CsvOptions ImportWizard::csvOptions() const
{
    CsvOptions options;
    options.encoding = m_encoding->currentData().toString();
    const QString delimiter = m_delimiter->currentData().toString();
    options.delimiter = delimiter.isEmpty() ? char(0) : csvDelimiterFromName(delimiter);
    const QString header = m_header->currentData().toString();
    options.header = header == QLatin1String("yes")  ? CsvOptions::Header::Yes
                     : header == QLatin1String("no") ? CsvOptions::Header::No
                                                     : CsvOptions::Header::Auto;
    return options;
}

void ImportWizard::setKind(const QString& kind)
{
    if (const int index = m_kind->findData(kind); index >= 0)
        m_kind->setCurrentIndex(index);
}

void ImportWizard::setFieldDefault(const QString& kind, const QString& field, const QString& value,
                                   const QString& shown)
{
    m_defaultsKind = kind;
    m_fieldDefaults = {{field, value}};
    m_defaultsNote->setText(shown);
    const auto update = [this] { m_defaultsNote->setVisible(m_kind->currentData().toString() == m_defaultsKind); };
    connect(m_kind, &QComboBox::currentIndexChanged, m_defaultsNote, update);
    update();
}

ImportRequest ImportWizard::request() const
{
    ImportRequest request;
    request.kind = m_kind->currentData().toString();
    if (request.kind == m_defaultsKind)
        request.fieldDefaults = m_fieldDefaults;
    for (int i = 0; i < m_files->count(); ++i)
        request.inputs.append(m_files->item(i)->text());
    request.csv = csvOptions();
    if (m_mappingModel->mapping().columnCount() > 0) {
        MappingPreset preset = m_mappingModel->mapping().toPreset(QString());
        for (auto field = m_referenceChoices.cbegin(); field != m_referenceChoices.cend(); ++field) {
            for (auto choice = field.value().cbegin(); choice != field.value().cend(); ++choice)
                preset.references[field.key()].insert(choice.key(), choice.value());
        }
        request.preset = preset;
    }
    request.timeZone = m_timeZone->currentText().trimmed();
    if (m_mappingModel->mapping().hasTraceOffsets())
        request.traceStart = m_traceStart->text().trimmed();
    request.skipInvalidRows = m_skipInvalid->isChecked();
    if (isJobLog()) {
        request.cluster = m_jobOptions->cluster();
        request.allowSameFile = m_importAnyway->isChecked();
    }
    return request;
}

void ImportWizard::initializePage(int id)
{
    if (id == PreviewPage) {
        refreshPreview();
    } else if (id == MappingPage) {
        auto mapping = ColumnMapping::propose(m_kind->currentData().toString(), m_previewHeader);
        if (mapping) {
            m_mappingModel->setMapping(*mapping);
            m_mappingModel->setSamples(m_previewRows.mid(0, 5));
        }
        const QString zone = m_workspace ? m_workspace->queries().settings().timeZoneId.value_or(QStringLiteral("UTC"))
                                         : QStringLiteral("UTC");
        m_timeZone->setCurrentText(zone);
        m_timeZoneRow->setVisible(carriesTimes(m_kind->currentData().toString()));
        m_mappingView->resizeColumnsToContents();
        refillPresets();
        // A job log read as a known cluster's CSV (the job log page's format): that preset applied.
        if (isJobLog() && m_jobOptions->format() != QLatin1String("sacct")) {
            if (const auto builtIn = MappingPreset::builtIn(request().kind, m_jobOptions->format())) {
                m_presets->setCurrentIndex(m_presets->findData(builtIn->name));
                applyPreset(*builtIn);
            }
        }
        refreshMappingStatus();
    } else if (id == CheckPage) {
        startCheck();
    }
    QWizard::initializePage(id);
}

void ImportWizard::cleanupPage(int id)
{
    if (id == CheckPage && m_progress)
        m_progress->cancelled = true;
    QWizard::cleanupPage(id);
}

bool ImportWizard::validateCurrentPage()
{
    switch (currentId()) {
    case KindPage: {
        // Next says why it does not go on: no file, or the files no format reads and why.
        if (m_files->count() == 0) {
            m_filesStatus->setText(tr("Add the files to import first (Add files…, or drop them on the window)."));
            return false;
        }
        if (isJobLog())
            return true; // the job log page chooses how to read them
        for (int i = 0; i < m_files->count(); ++i)
            describe(m_files->item(i));
        const QStringList unreadable = unreadableFiles();
        m_filesStatus->setText(unreadable.join(u'\n'));
        return unreadable.isEmpty();
    }
    case PreviewPage:
        return !m_previewHeader.isEmpty() || !m_previewRows.isEmpty();
    case MappingPage: {
        const ColumnMapping mapping = checkedMapping();
        return mapping.isValid() && !mapping.kindFit().wrongKind() &&
               (m_timeZoneRow->isHidden() || QTimeZone(m_timeZone->currentText().trimmed().toUtf8()).isValid());
    }
    case CheckPage: {
        if (!m_checked || m_worker)
            return false;
        if (!m_prepared.acceptable()) {
            m_verdict->setText(tr("Nothing can be imported until the errors above are fixed in the files, or you "
                                  "choose to skip invalid rows."));
            return false;
        }
        if (!m_workspace)
            return false;
        auto committed = commitImport(*m_workspace, m_prepared);
        if (!committed) {
            m_verdict->setText(committed.error().message);
            return false;
        }
        return true;
    }
    default:
        return QWizard::validateCurrentPage();
    }
}

int ImportWizard::nextId() const
{
    switch (currentId()) {
    case KindPage:
        return isJobLog() ? JobOptionsPageId : PreviewPage;
    case JobOptionsPageId: // sacct: its own reader; the job CSV formats: the shared pipeline
        return m_jobOptions->format() == QLatin1String("sacct") ? JobCheckPageId : PreviewPage;
    case CheckPage:
    case JobCheckPageId:
        return -1;
    default:
        return QWizard::nextId();
    }
}

bool ImportWizard::isJobLog() const
{
    return m_kind->currentData().toString() == QLatin1String("jobs");
}

qint64 ImportWizard::importedRows() const
{
    return m_jobCheck && m_jobCheck->importedJobs() >= 0 ? m_jobCheck->importedJobs() : m_prepared.summary.rows;
}

void ImportWizard::reject()
{
    if (m_progress)
        m_progress->cancelled = true;
    if (m_worker)
        m_worker->wait();
    QWizard::reject();
}

void ImportWizard::refreshPreview()
{
    m_previewHeader.clear();
    m_previewRows.clear();
    m_previewTable->clear();
    auto preview = previewFirstInput(request().inputs, csvOptions());
    if (!preview) {
        m_detection->setText(preview.error().message);
        m_previewTable->setRowCount(0);
        m_previewTable->setColumnCount(0);
        m_previewIssues->clear();
        return;
    }
    m_previewHeader = preview->header;
    m_previewRows = preview->rows;
    if (preview->text)
        m_detection->setText(tr("%1: encoding %2 (confidence %3); delimiter: %4; %5")
                                 .arg(QFileInfo(preview->file).fileName(), encodingName(preview->detection.encoding))
                                 .arg(QLocale().toString(preview->detection.encodingConfidence, 'f', 2))
                                 .arg(delimiterName(preview->detection.delimiter),
                                      preview->detection.hasHeader ? tr("first row is the header") : tr("no header")));
    else
        m_detection->setText(tr("%1: %2").arg(QFileInfo(preview->file).fileName(), preview->format));
    int columns = int(preview->header.size());
    for (const QStringList& row : std::as_const(preview->rows))
        columns = std::max(columns, int(row.size()));
    m_previewTable->setColumnCount(columns);
    m_previewTable->setRowCount(int(preview->rows.size()));
    if (!preview->header.isEmpty())
        m_previewTable->setHorizontalHeaderLabels(preview->header);
    for (int r = 0; r < preview->rows.size(); ++r) {
        for (int c = 0; c < preview->rows.at(r).size(); ++c)
            m_previewTable->setItem(r, c, item(preview->rows.at(r).at(c)));
    }
    QStringList lines;
    for (const Issue& issue : std::as_const(preview->issues))
        lines.append(tr("%1: %2").arg(position(issue.line, issue.column), issue.message));
    m_previewIssues->setPlainText(lines.isEmpty() ? tr("No problems in the first rows.") : lines.join(u'\n'));
}

ColumnMapping ImportWizard::checkedMapping() const
{
    ColumnMapping mapping = m_mappingModel->mapping();
    if (mapping.hasTraceOffsets()) {
        const QTimeZone zone(m_timeZone->currentText().trimmed().toUtf8());
        (void)mapping.setTraceStart(m_traceStart->text(), zone.isValid() ? zone : QTimeZone::utc());
    }
    return mapping;
}

void ImportWizard::refreshMappingStatus()
{
    const ColumnMapping mapping = checkedMapping();
    m_traceStartRow->setVisible(mapping.hasTraceOffsets());
    const Issues issues = mapping.validate();
    QStringList lines;
    if (mapping.hasTraceOffsets() && !m_traceStart->text().trimmed().isEmpty()) {
        const QTimeZone zone(m_timeZone->currentText().trimmed().toUtf8());
        ColumnMapping probe = mapping;
        if (auto r = probe.setTraceStart(m_traceStart->text(), zone.isValid() ? zone : QTimeZone::utc()); !r)
            lines.append(r.error().message);
    }
    // The same refusal as the import's (the unrecognised columns are listed below anyway).
    if (auto fit = m_mappingModel->mapping().kindFit().issue(FormatRegistry::standard().kindKeys());
        fit && fit->severity == Issue::Severity::Error)
        lines.append(fit->message);
    for (const Issue& issue : issues)
        lines.append(issue.message);
    const QList<int> unmatched = m_mappingModel->mapping().unmatchedColumns();
    if (!unmatched.isEmpty()) {
        QStringList names;
        for (int column : unmatched)
            names.append(m_mappingModel->mapping().column(column).header);
        lines.append(tr("Not imported: %1").arg(names.join(listSeparator(currentLanguage()))));
    }
    m_mappingStatus->setText(lines.isEmpty() ? tr("Every required field has a column.") : lines.join(u'\n'));
}

void ImportWizard::startCheck()
{
    if (!m_workspace)
        return;
    if (m_worker) { // a new check replaces the running one
        m_progress->cancelled = true;
        m_worker->wait();
        m_worker->deleteLater();
        m_worker = nullptr;
    }
    m_checked = false;
    m_impact.reset();
    m_impactError.clear();
    m_impactLabel->hide();
    m_columnReport->clear();
    m_issueTable->clear();
    m_verdict->clear();
    const ImportRequest req = request();
    m_progress = std::make_shared<ImportProgress>();
    m_result = std::make_shared<PreparedImport>();
    m_impactResult = std::make_shared<ImpactResult>();
    auto progress = m_progress;
    auto result = m_result;
    auto impact = m_impactResult;
    const QString location = m_workspace->queries().rows().location();
    const QDate date = asOf();
    const QString language = currentLanguage();
    m_worker = QThread::create([req, progress, result, impact, location, date, language] {
        // Everything is read through a connection of this thread's own (connections are thread-bound):
        // what the import checks against first (a job log's keys are a million rows on a large
        // evaluation), then the trial import, for the decision after it, in a transaction that is
        // rolled back (into a scratch copy where the file cannot take one); the evaluation is left as
        // it was.
        auto storage = storageFactory::open(location, storageFactory::Access::Trial);
        if (!storage) {
            impact->contextError = storage.error().message;
            return;
        }
        auto context = ImportContext::load(**storage, req);
        if (!context) {
            impact->contextError = context.error().message;
            return;
        }
        ImportContext loaded = std::move(context).value();
        *result = prepareImport(req, loaded, *progress);
        if (!result->acceptable() || progress->cancelled)
            return;
        auto computed = importImpact(**storage, *result, date, language);
        if (computed)
            impact->impact = std::move(computed).value();
        else
            impact->error = computed.error().message;
    });
    connect(m_worker, &QThread::finished, this, &ImportWizard::finishCheck);
    m_startedMs = QDateTime::currentMSecsSinceEpoch();
    m_cancelCheck->setEnabled(true);
    m_progressBar->setRange(0, 1000);
    m_progressBar->setValue(0);
    m_worker->start();
    m_poll->start();
}

void ImportWizard::pollCheck()
{
    if (!m_progress)
        return;
    const qint64 read = m_progress->bytesRead.load();
    const qint64 total = m_progress->totalBytes.load();
    const qint64 rows = m_progress->rows.load();
    const double seconds = std::max(0.001, double(QDateTime::currentMSecsSinceEpoch() - m_startedMs) / 1000.0);
    const double rate = double(read) / seconds;
    m_progressBar->setValue(total > 0 ? int(1000.0 * double(read) / double(total)) : 0);
    if (m_worker && total > 0 && read >= total) {
        m_progressText->setText(tr("Every file is read; working out what the import would change in the decision…"));
        return;
    }
    const QString left =
        rate > 0 && total > read ? tr("%1 s left").arg(qint64((double(total - read)) / rate) + 1) : QString();
    m_progressText->setText(
        tr("%Ln row(s), %1 of %2 MiB, %3 MiB/s %4", nullptr, int(std::min<qint64>(rows, INT_MAX)))
            .arg(megabytes(read), megabytes(total), QLocale().toString(rate / (1024.0 * 1024.0), 'f', 1), left));
}

void ImportWizard::finishCheck()
{
    m_poll->stop();
    // The reading is over: its progress text goes (the reports and the verdict say what it found).
    m_progressText->clear();
    if (m_worker) {
        m_worker->deleteLater();
        m_worker = nullptr;
    }
    m_cancelCheck->setEnabled(false);
    if (!m_impactResult->contextError.isEmpty()) {
        // The evaluation could not be read: nothing was checked.
        m_progressBar->setValue(0);
        m_progressText->clear();
        m_verdict->setText(m_impactResult->contextError);
        return;
    }
    m_prepared = *m_result;
    m_impact = m_impactResult->impact;
    m_impactError = m_impactResult->error;
    m_checked = true;
    m_progressBar->setValue(1000);
    showReports();
}

void ImportWizard::runCheckAndWait()
{
    startCheck();
    if (m_worker)
        m_worker->wait();
    QCoreApplication::sendPostedEvents();
    if (!m_checked && m_result)
        finishCheck();
}

void ImportWizard::showReports()
{
    const QStringList reportHeaders{tr("File"),  tr("Column"), tr("Field"),  tr("Converted"),
                                    tr("Empty"), tr("Failed"), tr("Format"), tr("Examples of failures")};
    m_columnReport->setColumnCount(int(reportHeaders.size()));
    m_columnReport->setHorizontalHeaderLabels(reportHeaders);
    m_columnReport->setRowCount(int(m_prepared.columns.size()));
    for (int r = 0; r < m_prepared.columns.size(); ++r) {
        const FileColumnReport& c = m_prepared.columns.at(r);
        QStringList examples;
        for (const ColumnReport::Example& example : c.report.examples)
            examples.append(tr("%1: “%2” (%3)").arg(position(example.line, 0), example.text, example.message));
        const QString format = c.report.detectedFormat();
        const QStringList cells{QFileInfo(c.file).fileName(),
                                c.report.header,
                                fieldLabel(m_prepared.kind, c.report.field),
                                QString::number(c.report.converted),
                                QString::number(c.report.empty),
                                QString::number(c.report.failed),
                                format.isEmpty() ? QString() : ValueConverter::formatLabel(format),
                                examples.join(QStringLiteral("; "))};
        for (int col = 0; col < cells.size(); ++col)
            m_columnReport->setItem(r, col, item(cells.at(col)));
    }
    m_columnReport->resizeColumnsToContents();

    const LocatedIssues all = m_prepared.issues + m_prepared.rejected;
    const QStringList issueHeaders{tr("File"), tr("Position"), tr("Severity"), tr("Problem")};
    m_issueTable->setColumnCount(int(issueHeaders.size()));
    m_issueTable->setHorizontalHeaderLabels(issueHeaders);
    m_issueTable->setRowCount(int(all.size()));
    for (int r = 0; r < all.size(); ++r) {
        const LocatedIssue& located = all.at(r);
        const QString severity = located.issue.severity == Issue::Severity::Error     ? tr("Error")
                                 : located.issue.severity == Issue::Severity::Warning ? tr("Warning")
                                                                                      : tr("Note");
        const QStringList cells{QFileInfo(located.file).fileName(), position(located.issue.line, located.issue.column),
                                severity, located.issue.message};
        for (int col = 0; col < cells.size(); ++col)
            m_issueTable->setItem(r, col, item(cells.at(col)));
    }
    m_issueTable->resizeColumnsToContents();
    m_issueTable->horizontalHeader()->setStretchLastSection(true);

    m_unresolved->setVisible(!m_prepared.unresolved.isEmpty());
    m_useChoices->setVisible(!m_prepared.unresolved.isEmpty());
    m_unresolved->clear();
    m_unresolved->setColumnCount(4);
    m_unresolved->setHorizontalHeaderLabels({tr("Field"), tr("Name in the file"), tr("Lines"), tr("Means")});
    m_unresolved->setRowCount(int(m_prepared.unresolved.size()));
    for (int r = 0; r < m_prepared.unresolved.size(); ++r) {
        const UnresolvedValue& u = m_prepared.unresolved.at(r);
        QStringList lines;
        for (qint64 line : u.lines.mid(0, 10))
            lines.append(QString::number(line));
        if (u.lines.size() > 10)
            lines.append(QStringLiteral("…"));
        m_unresolved->setItem(r, 0, item(fieldLabel(m_prepared.kind, u.field)));
        m_unresolved->setItem(r, 1, item(u.value));
        m_unresolved->setItem(r, 2, item(lines.join(listSeparator(currentLanguage()))));
        auto* choice = new QComboBox(m_unresolved);
        choice->addItem(u.ambiguous ? tr("(choose which one)") : tr("(not in this evaluation)"), QString());
        for (const QString& id : u.suggestions)
            choice->addItem(id, id);
        for (const QString& id : u.targets) {
            if (!u.suggestions.contains(id))
                choice->addItem(id, id);
        }
        m_unresolved->setCellWidget(r, 3, choice);
    }
    m_unresolved->resizeColumnsToContents();
    showImpact();
    // A job log an earlier import read is refused (its issue above names that import) until the user
    // chooses to import it anyway.
    m_importAnyway->setVisible(!m_prepared.sameFile.isEmpty() || m_importAnyway->isChecked());
    const QString jobCounts =
        isJobLog() && m_prepared.acceptable()
            ? u' ' + tr("Of the jobs: %L1 new, %L2 updated, %Ln duplicate(s) of jobs the evaluation holds left out.",
                        nullptr, int(std::min<qint64>(m_prepared.summary.duplicates, INT_MAX)))
                         .arg(m_prepared.summary.rows - m_prepared.summary.updated)
                         .arg(m_prepared.summary.updated)
            : QString();
    if (m_prepared.cancelled)
        m_verdict->setText(tr("Reading was cancelled. Nothing has been written."));
    else if (m_prepared.acceptable())
        m_verdict->setText((m_prepared.rejected.isEmpty()
                                ? tr("Ready: %n row(s) will be imported as one step you can undo.", nullptr,
                                     int(m_prepared.summary.rows))
                                : tr("Ready: %n row(s) will be imported; %1 rejected row(s) are listed above.", nullptr,
                                     int(m_prepared.summary.rows))
                                      .arg(m_prepared.rejected.size())) +
                           jobCounts);
    else if (!m_prepared.sameFile.isEmpty() && !m_importAnyway->isChecked())
        m_verdict->setText(tr("The files were imported before (see above): nothing will be written unless you "
                              "import them anyway."));
    else
        m_verdict->setText(tr("The files have errors: nothing will be written. Fix them, or skip invalid rows."));
}

QDate ImportWizard::asOf() const
{
    if (m_asOf.isValid() || !m_workspace)
        return m_asOf.isValid() ? m_asOf : QDate::currentDate();
    return m_workspace->now().toTimeZone(ValueConverter::clusterTimeZone(m_workspace->queries().rows())).date();
}

void ImportWizard::showImpact()
{
    if (!m_impact) {
        // Not worked out: the import is refused or cancelled (said below), or the trial failed.
        m_impactLabel->setVisible(!m_impactError.isEmpty());
        m_impactLabel->setText(tr("What the import would change in the decision could not be worked out: %1")
                                   .arg(m_impactError.toHtmlEscaped()));
        return;
    }
    const ImportImpact& impact = *m_impact;
    const DecisionDocument& before = impact.before;
    const DecisionDocument& after = impact.after;
    const QString date = after.decision().asOf.toString(Qt::ISODate);
    const QString& recommended = after.decision().recommended;
    const QString& alternative = after.decision().alternative;
    QString html;
    if (impact.changesNothing()) {
        html = tr("<b>Decision as of %1:</b> the import changes nothing in it. Recommended: %2; alternative: %3; no "
                  "candidate's status changes.")
                   .arg(date, candidateHtml(after, recommended), candidateHtml(after, alternative));
    } else {
        QStringList items;
        const auto choice = [&](const QString& label, const QString& was, const QString& becomes, bool changed) {
            if (!changed)
                return tr("%1: %2 (unchanged)").arg(label, candidateHtml(after, becomes));
            return tr("%1: %2 → %3")
                .arg(label, candidateHtml(before, was), coloured(candidateHtml(after, becomes), becomes.isEmpty()));
        };
        items.append(
            choice(tr("Recommended"), before.decision().recommended, recommended, impact.recommendedChanges()));
        items.append(
            choice(tr("Alternative"), before.decision().alternative, alternative, impact.alternativeChanges()));
        if (recommended.isEmpty())
            items.append(coloured(tr("No candidate would pass every gate."), true));
        for (const CandidateChange& change : impact.changes) {
            const QString& id = change.candidateId;
            const QString name = after.candidateName(id).toHtmlEscaped();
            const QString becomes = after.statusText(id).toHtmlEscaped();
            const QString text = change.added
                                     ? tr("%1 (new): %2").arg(name, becomes)
                                     : tr("%1: %2 → %3").arg(name, before.statusText(id).toHtmlEscaped(), becomes);
            items.append(coloured(text, change.becomesStopped(), change.after == CandidateStatus::Eligible));
        }
        html = tr("<b>Decision as of %1, if the files are imported:</b>").arg(date) + QStringLiteral("<ul><li>") +
               items.join(QStringLiteral("</li><li>")) + QStringLiteral("</li></ul>");
    }
    m_impactLabel->setText(html);
    m_impactLabel->show();
}

void ImportWizard::useReferenceChoices()
{
    for (int r = 0; r < m_unresolved->rowCount() && r < m_prepared.unresolved.size(); ++r) {
        auto* choice = qobject_cast<QComboBox*>(m_unresolved->cellWidget(r, 3));
        const QString id = choice ? choice->currentData().toString() : QString();
        if (!id.isEmpty())
            m_referenceChoices[m_prepared.unresolved.at(r).field].insert(m_prepared.unresolved.at(r).value, id);
    }
    startCheck();
}

void ImportWizard::refillPresets()
{
    m_presets->clear();
    m_presets->addItem(tr("(none)"), QString());
    for (const MappingPreset& preset : MappingPreset::builtIn(request().kind)) {
        m_presets->addItem(tr("%1 (built in)").arg(MappingPreset::builtInLabel(preset.kind, preset.name)), preset.name);
        m_presets->setItemData(m_presets->count() - 1, true, kBuiltInPresetRole);
    }
    if (!m_workspace)
        return;
    if (auto names = MappingPreset::names(m_workspace->queries().rows(), request().kind)) {
        for (const QString& name : *names)
            m_presets->addItem(name, name);
    }
}

void ImportWizard::applyPreset(const MappingPreset& preset)
{
    ColumnMapping mapping = m_mappingModel->mapping();
    auto issues = mapping.applyPreset(preset);
    if (!issues) {
        m_mappingStatus->setText(issues.error().message);
        return;
    }
    m_mappingModel->setMapping(mapping);
    if (!mapping.timeZone().isEmpty())
        m_timeZone->setCurrentText(mapping.timeZone());
    for (auto field = preset.references.cbegin(); field != preset.references.cend(); ++field)
        m_referenceChoices[field.key()].insert(field.value());
}

void ImportWizard::savePreset()
{
    if (!m_workspace)
        return;
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Save mapping"), tr("Name of this column mapping (saved in the evaluation):"),
                              QLineEdit::Normal, QString(), &ok)
            .trimmed();
    if (!ok || name.isEmpty())
        return;
    MappingPreset preset = request().preset.value_or(MappingPreset{});
    preset.name = name;
    preset.timeZone = m_timeZone->currentText().trimmed();
    if (auto r = preset.save(*m_workspace); !r) {
        m_mappingStatus->setText(r.error().message);
        return;
    }
    refillPresets();
    m_presets->setCurrentIndex(m_presets->findData(name));
}

void ImportWizard::exportPreset()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export mapping"), QString(), tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    MappingPreset preset = request().preset.value_or(MappingPreset{});
    preset.timeZone = m_timeZone->currentText().trimmed();
    if (auto r = preset.writeFile(path); !r)
        m_mappingStatus->setText(r.error().message);
}

void ImportWizard::loadPresetFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load mapping"), QString(), tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    auto preset = MappingPreset::readFile(path);
    if (!preset) {
        m_mappingStatus->setText(preset.error().message);
        return;
    }
    applyPreset(*preset);
}

} // namespace gatebench
