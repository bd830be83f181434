#include "repositories/AuditLabels.h"

#include "baseline/BaselineTargets.h"

#include "core/Labels.h"
#include "whatif/Policy.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

namespace gatebench::auditlabels {

namespace {

constexpr char kContext[] = "gatebench::AuditLabels";

QString translated(const QHash<QString, const char*>& table, const QString& key)
{
    const auto it = table.constFind(key);
    return it == table.constEnd() ? key : QCoreApplication::translate(kContext, it.value());
}

bool isYesNo(const QString& field)
{
    static const QStringList fields{
        QStringLiteral("shortlisted"),       QStringLiteral("in_poc"),    QStringLiteral("poc"),
        QStringLiteral("evidence_required"), QStringLiteral("success"),   QStringLiteral("self_diagnosed"),
        QStringLiteral("tax_included"),      QStringLiteral("simulated"), QStringLiteral("consensus")};
    return fields.contains(field);
}

QString single(const QString& field, const QString& text)
{
    if (field == QLatin1String("verdict"))
        return labels::verdict(text);
    if (field == QLatin1String("tier"))
        return labels::tier(text);
    if (field == QLatin1String("category"))
        return labels::category(text);
    if (field == QLatin1String("route"))
        return labels::route(text);
    if (field == QLatin1String("deployment"))
        return labels::deployment(text);
    if (field == QLatin1String("tco_template"))
        return labels::tcoTemplate(text);
    if (field == QLatin1String("outcome"))
        return labels::outcome(text);
    if (field == QLatin1String("step"))
        return labels::workflowStep(text);
    if (field == QLatin1String("mode"))
        return labels::coverageMode(text);
    if (field == QLatin1String("exit_item"))
        return labels::exitItem(text);
    if (field == QLatin1String("readiness"))
        return labels::exitStatus(text);
    if (field == QLatin1String("state")) { // a scoring round's or a meeting's
        static const QHash<QString, const char*> states{
            {QStringLiteral("open"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Open")},
            {QStringLiteral("closed"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Closed")},
            {QStringLiteral("revealed"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Revealed")}};
        return translated(states, text);
    }
    if (field == QLatin1String("choice")) { // a signature's
        static const QHash<QString, const char*> choices{
            {QStringLiteral("agree"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Agree")},
            {QStringLiteral("reservations"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Agree with reservations")},
            {QStringLiteral("dissent"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Dissent")}};
        return translated(choices, text);
    }
    // An improvement target's metric and group by their names (the group's key needs its grouping:
    // a time slot and a task type have labels, a team and a GPU type are shown as stored).
    if (field == QLatin1String("metric_key")) {
        const auto metric = baseline::metricFromKey(text);
        return metric ? baseline::metricName(*metric) : text;
    }
    if (field == QLatin1String("grouping"))
        return baseline::groupingName(text);
    if (field == QLatin1String("group_key")) {
        for (const QString& slot : {QStringLiteral("weekday_day"), QStringLiteral("weekday_night"),
                                    QStringLiteral("weekend")}) { // not storage: time-slot keys
            if (text == slot)
                return baseline::groupName(QStringLiteral("time_slot"), text, {}, QString());
        }
        return labels::taskType(text);
    }
    if (isYesNo(field)) {
        if (text == QLatin1String("1") || text == QLatin1String("true"))
            return QCoreApplication::translate(kContext, "Yes");
        if (text == QLatin1String("0") || text == QLatin1String("false"))
            return QCoreApplication::translate(kContext, "No");
    }
    return text;
}

} // namespace

QString action(const QString& key)
{
    static const QHash<QString, const char*> table{
        {QStringLiteral("create"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Added")},
        {QStringLiteral("update"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Changed")},
        {QStringLiteral("delete"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Removed")},
        {QStringLiteral("waive"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Waived")},
        {QStringLiteral("undo waive"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Waiver undone")},
        {QStringLiteral("override"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Overridden")},
        {QStringLiteral("consensus"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Consensus score set")},
        {QStringLiteral("undo consensus"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Consensus score undone")},
        {QStringLiteral("reveal"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Revealed")},
        {QStringLiteral("undo reveal"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Reveal undone")},
        {QStringLiteral("undo override"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Override undone")},
        {QStringLiteral("note"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Note")},
        {QStringLiteral("import"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Imported")},
        {QStringLiteral("undo import"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Import undone")},
        {QStringLiteral("undo update"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Change undone")},
        {QStringLiteral("edit"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Edited")},
        {QStringLiteral("undo edit"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Edit undone")},
        {QStringLiteral("set aside"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Set aside")},
        {QStringLiteral("undo set aside"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Setting aside undone")},
        {QStringLiteral("bring back"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Brought back")},
        {QStringLiteral("undo bring back"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Bringing back undone")},
        {QStringLiteral("move"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Moved")},
        {QStringLiteral("undo move"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Move undone")},
        {QStringLiteral("record seal"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Seal recorded")},
        {QStringLiteral("undo record seal"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Seal record undone")},
        {QStringLiteral("import packet"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Packet imported")},
        {QStringLiteral("undo import packet"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Packet import undone")},
        {QStringLiteral("sign"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Signed")},
        {QStringLiteral("freeze"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Decision frozen")},
        {QStringLiteral("reopen"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Decision reopened")},
        {QStringLiteral("snapshot"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Snapshot taken")},
        {QStringLiteral("undo snapshot"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Snapshot undone")},
        {QStringLiteral("open round"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Scoring round opened")},
        {QStringLiteral("undo open round"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Opening of a round undone")},
        {QStringLiteral("close round"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Scoring round closed")},
        {QStringLiteral("undo close round"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Closing of a round undone")},
        {QStringLiteral("undo sign"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Signature undone")},
        {QStringLiteral("undo freeze"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Freeze undone")},
        {QStringLiteral("undo reopen"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Reopening undone")},
    };
    return translated(table, key);
}

QString entity(const QString& key)
{
    static const QHash<QString, const char*> table{
        {QStringLiteral("candidate"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Candidate")},
        {QStringLiteral("criterion"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Requirement")},
        {QStringLiteral("assessment"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Assessment")},
        {QStringLiteral("bonus_score"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Bonus score")},
        {QStringLiteral("poc_run"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "PoC run")},
        {QStringLiteral("poc_scenario"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "PoC scenario")},
        {QStringLiteral("tco_line"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Cost line")},
        {QStringLiteral("tco_scenario"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Cost scenario")},
        {QStringLiteral("settings"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Settings")},
        {QStringLiteral("reviewer"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Reviewer")},
        {QStringLiteral("packet"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Member's packet")},
        {QStringLiteral("packet_seal"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Member's seal")},
        {QStringLiteral("baseline"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Baseline")},
        {QStringLiteral("baseline_job"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Baseline job")},
        {QStringLiteral("evidence_file"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Evidence file")},
        {QStringLiteral("vendor_answer"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Vendor answer")},
        {QStringLiteral("mapping_preset"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Column mapping")},
        {QStringLiteral("import"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Import")},
        {QStringLiteral("workflow_coverage"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Workflow coverage")},
        {QStringLiteral("essential_step"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Essential workflow step")},
        {QStringLiteral("team"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Team")},
        {QStringLiteral("loss_owner"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Owner of a loss")},
        {QStringLiteral("improvement_target"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Improvement target")},
        {QStringLiteral("exit_check"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Exit readiness")},
        {QStringLiteral("decision_record"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Decision record")},
        {QStringLiteral("signature"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Signature")},
        {QStringLiteral("decision"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Decision")},
        {QStringLiteral("consensus_score"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Consensus score")},
        {QStringLiteral("round"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Scoring round")},
        {QStringLiteral("meeting"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Meeting")},
        {QStringLiteral("attendance"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Attendance")},
        {QStringLiteral("agenda_item"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Agenda item")},
        {QStringLiteral("meeting_decision"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Meeting's decision")},
        {QStringLiteral("meeting_action"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Meeting's action")},
        {QStringLiteral("plan"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Four-week plan")},
        {QStringLiteral("plan_check"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Plan check")},
        {QStringLiteral("snapshot"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Snapshot")},
        {QStringLiteral("scoring_round"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Scoring round")},
        {QStringLiteral("scheduling_policy"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Scheduling policy")},
        {QStringLiteral("fx_rate"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Exchange rate")},
        {QStringLiteral("tco_line_multiplier"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Cost line multiplier")},
        {QStringLiteral("import_rejection"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Rejected import row")},
        {QStringLiteral("decision_freeze"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Decision freeze")},
    };
    return translated(table, key);
}

QString field(const QString& key)
{
    // Bilingual columns: the field's name and the language it holds.
    for (const auto& [suffix, language] :
         {std::pair{QStringLiteral("_zh"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "%1 (Chinese)")},
          std::pair{QStringLiteral("_en"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "%1 (English)")}}) {
        if (key.endsWith(suffix))
            return QCoreApplication::translate(kContext, language).arg(field(key.chopped(suffix.size())));
    }
    static const QHash<QString, const char*> table{
        {QStringLiteral("verdict"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Verdict")},
        {QStringLiteral("waiver_owner"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Waiver owner")},
        {QStringLiteral("waiver_reason"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Waiver reason")},
        {QStringLiteral("waiver_expires"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Waiver expiry")},
        {QStringLiteral("override_verdict"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Override")},
        {QStringLiteral("override_reason"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Override reason")},
        {QStringLiteral("override_by"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Overridden by")},
        {QStringLiteral("override_at"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Overridden at")},
        {QStringLiteral("evidence"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Evidence note")},
        {QStringLiteral("fingerprint"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Fingerprint")},
        {QStringLiteral("links"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Links")},
        {QStringLiteral("reviewer"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Reviewer")},
        {QStringLiteral("seal"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Seal")},
        {QStringLiteral("reviewer_id"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Reviewer")},
        {QStringLiteral("updated_at"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Updated at")},
        {QStringLiteral("candidate_id"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Candidate")},
        {QStringLiteral("criterion_id"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Requirement")},
        {QStringLiteral("score"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Score")},
        {QStringLiteral("consensus"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Consensus")},
        {QStringLiteral("note"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Note")},
        {QStringLiteral("notes"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Notes")},
        {QStringLiteral("id"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Id")},
        {QStringLiteral("position"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Position")},
        {QStringLiteral("origin"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Origin")},
        {QStringLiteral("name"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Name")},
        {QStringLiteral("vendor"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Vendor")},
        {QStringLiteral("route"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Route")},
        {QStringLiteral("deployment"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Deployment")},
        {QStringLiteral("consider"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Why consider it")},
        {QStringLiteral("verify_first"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Verify first")},
        {QStringLiteral("risks"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Risks")},
        {QStringLiteral("recommended"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Recommended option")},
        {QStringLiteral("alternative"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Alternative option")},
        {QStringLiteral("assumptions"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Key assumptions")},
        {QStringLiteral("exit_path"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Exit path")},
        {QStringLiteral("start_date"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Start date")},
        {QStringLiteral("check_id"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Check")},
        {QStringLiteral("owner_id"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Owner")},
        {QStringLiteral("due"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Due")},
        {QStringLiteral("signed_by"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Signed by")},
        {QStringLiteral("state"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "State")},
        {QStringLiteral("rate"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Exchange rate")},
        {QStringLiteral("choice"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Choice")},
        {QStringLiteral("policy"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Scheduling policy")},
        {QStringLiteral("signed_at"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Signed at")},
        {QStringLiteral("lock_in"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Lock-in")},
        {QStringLiteral("tco_template"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Cost template")},
        {QStringLiteral("as_of"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "As of")},
        {QStringLiteral("sources"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Sources")},
        {QStringLiteral("aliases"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Aliases")},
        {QStringLiteral("shortlisted"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "In the evaluation")},
        {QStringLiteral("set_aside_reason"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Reason set aside")},
        {QStringLiteral("in_poc"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "In the PoC")},
        {QStringLiteral("poc"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "In the PoC")},
        {QStringLiteral("tier"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Tier")},
        {QStringLiteral("category"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Category")},
        {QStringLiteral("title"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Title")},
        {QStringLiteral("description"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Description")},
        {QStringLiteral("owner_role"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Owner")},
        {QStringLiteral("owner"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Owner")},
        {QStringLiteral("acceptance"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Acceptance rule")},
        {QStringLiteral("vendor_question"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Question for the vendors")},
        {QStringLiteral("evidence_required"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Evidence required")},
        {QStringLiteral("weight"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Weight")},
        {QStringLiteral("review_date"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Review date")},
        {QStringLiteral("metric_rule"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Metric rule")},
        {QStringLiteral("file_name"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "File name")},
        {QStringLiteral("mime_type"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "File type")},
        {QStringLiteral("size_bytes"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Size (bytes)")},
        {QStringLiteral("content"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Content")},
        {QStringLiteral("added_by"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Added by")},
        {QStringLiteral("added_at"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Added at")},
        {QStringLiteral("role"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Role")},
        {QStringLiteral("simulated"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Simulated")},
        {QStringLiteral("fte"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Staff (FTE)")},
        {QStringLiteral("loaded_annual_cost"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Loaded annual cost")},
        {QStringLiteral("quantity"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Quantity")},
        {QStringLiteral("unit_price"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Unit price")},
        {QStringLiteral("currency"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Currency")},
        {QStringLiteral("periods_per_year"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Periods per year")},
        {QStringLiteral("growth"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Growth")},
        {QStringLiteral("year"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Year")},
        {QStringLiteral("tax_included"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Tax included")},
        {QStringLiteral("kind"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Kind")},
        {QStringLiteral("scenario_id"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Scenario")},
        {QStringLiteral("question"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Question")},
        {QStringLiteral("answer"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Answer")},
        {QStringLiteral("link"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Link")},
        {QStringLiteral("import_id"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Import")},
        // A PoC run and scenario.
        {QStringLiteral("min_runs"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Minimum runs")},
        {QStringLiteral("run_id"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Run id")},
        {QStringLiteral("run_no"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Run number")},
        {QStringLiteral("submitted_at"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Submitted at")},
        {QStringLiteral("started_at"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Started at")},
        {QStringLiteral("available_at"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Available at")},
        {QStringLiteral("finished_at"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Finished at")},
        {QStringLiteral("outcome"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Outcome")},
        {QStringLiteral("success"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Success")},
        {QStringLiteral("failure_reason"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Failure reason")},
        {QStringLiteral("queue_s"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Queue wait (s)")},
        {QStringLiteral("submit_to_available_s"),
         QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Submit to available (s)")},
        {QStringLiteral("gpu_hours"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "GPU hours")},
        {QStringLiteral("operation_steps"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Operation steps")},
        {QStringLiteral("manual_interventions"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Manual interventions")},
        {QStringLiteral("recovery_s"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Recovery time (s)")},
        {QStringLiteral("self_diagnosed"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Diagnosed without the vendor")},
        {QStringLiteral("source_file"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Source file")},
        {QStringLiteral("source_line"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Source line")},
        {QStringLiteral("source_sha256"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Source SHA-256")},
        {QStringLiteral("step"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Workflow step")},
        {QStringLiteral("mode"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Coverage")},
        {QStringLiteral("exit_item"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Exit item")},
        {QStringLiteral("readiness"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Exit readiness")},
        {QStringLiteral("owning_team"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Owning team")},
        {QStringLiteral("permission_boundary"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Permission boundary")},
        {QStringLiteral("quota_gpus"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "GPU quota")},
        {QStringLiteral("valid_from"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "In use from")},
        {QStringLiteral("valid_to"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "In use until")},
        {QStringLiteral("loss_key"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Loss")},
        {QStringLiteral("metric_key"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Metric")},
        {QStringLiteral("grouping"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Grouped by")},
        {QStringLiteral("group_key"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Group")},
        {QStringLiteral("baseline_value"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Baseline value")},
        {QStringLiteral("target_value"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Target value")},
        {QStringLiteral("weekday_day_start_hour"),
         QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Weekday daytime starts")},
        {QStringLiteral("weekday_day_end_hour"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Weekday daytime ends")},
        {QStringLiteral("analysis_window_start"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Analysis window from")},
        {QStringLiteral("analysis_window_end"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Analysis window to")},
        // Settings keys and the fields of the demo's history.
        {QStringLiteral("time_zone"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Cluster time zone")},
        {QStringLiteral("language"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Language")},
        {QStringLiteral("organisation"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Organisation")},
        {QStringLiteral("training"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Training pool")},
        {QStringLiteral("interactive-inference"),
         QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Interactive and inference pool")},
        {QStringLiteral("window"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Analysis window")},
        {QStringLiteral("top_losses"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Top losses")},
        {QStringLiteral("USD"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "USD exchange rate")},
        // Records of the settings and the baseline that the demo's history names.
        {QStringLiteral("workspace"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Evaluation")},
        {QStringLiteral("gpu_inventory"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "GPU inventory")},
        {QStringLiteral("analysis_window"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Analysis window")},
        {QStringLiteral("fx_rates"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Exchange rates")},
        {QStringLiteral("decision-report"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Decision report")},
        {QStringLiteral("decision-draft"), QT_TRANSLATE_NOOP("gatebench::AuditLabels", "Decision draft")},
    };
    return translated(table, key);
}

QString value(const QString& field, const QVariant& value)
{
    if (value.isNull() || !value.isValid())
        return {};
    const QString text = value.toString();
    if (field == QLatin1String("policy")) { // a scheduling policy: in words, not its document
        if (auto policy = whatif::parsePolicy(text.toUtf8()))
            return whatif::policySummary(*policy);
    }
    if (text.startsWith(u'{')) {
        const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
        if (document.isObject()) {
            QStringList parts;
            const QJsonObject row = document.object();
            // The record's key is named in its own column, its stamps in the log's: left out.
            static const QStringList skipped{QStringLiteral("id"),           QStringLiteral("candidate_id"),
                                             QStringLiteral("criterion_id"), QStringLiteral("reviewer_id"),
                                             QStringLiteral("updated_at"),   QStringLiteral("added_at"),
                                             QStringLiteral("import_id")};
            for (auto it = row.constBegin(); it != row.constEnd(); ++it) {
                if (skipped.contains(it.key()))
                    continue;
                const QVariant part = it.value().toVariant();
                const QString shown = auditlabels::value(it.key(), part);
                if (!shown.isEmpty())
                    parts.append(
                        QCoreApplication::translate(kContext, "%1: %2").arg(auditlabels::field(it.key()), shown));
            }
            return parts.join(QCoreApplication::translate(kContext, "; "));
        }
    }
    return single(field, text);
}

} // namespace gatebench::auditlabels
