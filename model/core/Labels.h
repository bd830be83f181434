#pragma once

#include <QList>
#include <QString>

namespace gatebench {

/// Text stored in both languages (names, titles, owners) in `language` ("zh_CN" or "en"), falling
/// back to the other when it is empty.
QString pickLanguage(const QString& zh, const QString& en, const QString& language);

/// Text stored in both languages as a reader of `language` sees it: in that language, else in the
/// other, marked so in the interface language ("Data boundary（仅英文）", "数据边界 (Chinese only)");
/// empty when neither is given. For what a person reads; ids, files and JSON take the texts as stored.
QString shownIn(const QString& zh, const QString& en, const QString& language);

/// What separates the items of a list in running text: ", " in English, "、" in Chinese.
QString listSeparator(const QString& language);
/// What separates two clauses of a sentence: ", " in English, "，" in Chinese.
QString clauseSeparator(const QString& language);
/// What follows a label before its value: ": " in English, "：" in Chinese.
QString colonSeparator(const QString& language);

} // namespace gatebench

namespace gatebench::labels {

/// Translated names of the stored keys (routes, deployments, tiers ...), shared by the window,
/// the command line and the reports. Unknown keys are returned as they are.
QString route(const QString& key);
QString deployment(const QString& key);
QString tcoTemplate(const QString& key);
/// A TCO scenario of a template: normal, peak and low use (cloud), normal maintenance and a major
/// upgrade (self-built).
QString tcoScenario(const QString& key);
/// A cost category of the TCO sheet (compute, storage, operations staff ...).
QString tcoCategory(const QString& key);
QString tier(const QString& key);
QString verdict(const QString& key);
QString category(const QString& key);
/// A job's outcome (completed, failed, cancelled, running, pending) or a PoC run's (success, failure, cancelled).
QString outcome(const QString& key);
/// A job's task type as GateBench and the demo name them (training, inference, interactive,
/// preprocessing, evaluation, unspecified); a cluster's own label is returned as it is.
QString taskType(const QString& key);
/// Why a job failed, from its Slurm state (TIMEOUT, OUT_OF_MEMORY, NODE_FAIL ...) or a pod's
/// reason; other reasons are returned as they are, an empty one as "none given".
QString failureReason(const QString& key);
/// A PoC scenario kind: standard or fault drill.
QString pocScenarioKind(const QString& key);

/// A step of the model-development chain ("data_preparation" ... "rollback") and how a candidate
/// covers it ("managed", "manual", "none"): the keys of WorkflowCoverageRepository.
QString workflowStep(const QString& key);
QString coverageMode(const QString& key);
/// An item of the exit checklist ("job_definitions" ... "data_formats") and its status ("ready",
/// "partial", "missing"): the keys of ExitReadinessRepository.
QString exitItem(const QString& key);
QString exitStatus(const QString& key);

QList<QString> routeKeys();
QList<QString> deploymentKeys();
QList<QString> tcoTemplateKeys();
/// The eight workflow steps in chain order, and the three coverage modes.
QList<QString> workflowStepKeys();
QList<QString> coverageModeKeys();
/// The six exit items in checklist order, and the three statuses.
QList<QString> exitItemKeys();
QList<QString> exitStatusKeys();

} // namespace gatebench::labels
