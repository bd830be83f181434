#include "repositories/TextLimits.h"

#include "domain/Domain.h"
#include "repositories/AuditLabels.h"

#include <QCoreApplication>
#include <QHash>

namespace gatebench::textlimits {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::TextLimits)
};

constexpr auto kSettings = "workspace_settings";

/// "table/column" -> limit.
const QHash<QString, int>& limits()
{
    static const QHash<QString, int> table = [] {
        QHash<QString, int> h;
        const auto add = [&h](const char* name, int limit, std::initializer_list<const char*> columns) {
            for (const char* column : columns)
                h.insert(QLatin1String(name) + u'/' + QLatin1String(column), limit);
        };
        const int label = kMaxLabelCodePoints;
        const int text = kMaxTextCodePoints;
        add("reviewers", label, {"id", "name", "role"});
        add("recusals", text, {"reason"});
        add("candidates", label, {"id", "name_zh", "name_en", "vendor_zh", "vendor_en", "as_of"});
        add("candidates", text,
            {"consider_zh", "consider_en", "verify_first_zh", "verify_first_en", "risks_zh", "risks_en", "lock_in_zh",
             "lock_in_en", "sources_zh", "sources_en", "aliases", "notes", "set_aside_reason"});
        add("criteria", label, {"id", "category", "title_zh", "title_en", "owner_role_zh", "owner_role_en"});
        add("criteria", text,
            {"description_zh", "description_en", "acceptance_zh", "acceptance_en", "vendor_question_zh",
             "vendor_question_en"});
        add("assessments", label, {"waiver_owner", "override_by", "reviewer"});
        add("assessments", text, {"waiver_reason", "evidence", "links", "override_reason"});
        add("bonus_scores", text, {"note"});
        add("poc_scenarios", label, {"id", "title_zh", "title_en"});
        add("poc_scenarios", text, {"description_zh", "description_en", "aliases"});
        add("poc_runs", label, {"run_id", "replay_id"});
        add("poc_runs", text, {"failure_reason", "notes"});
        add("teams", label, {"id", "name_zh", "name_en"});
        add("gpu_inventory", label, {"pool", "name_zh", "name_en", "gpu_type"});
        add("baseline_jobs", label, {"job_key", "team", "user_name", "task_type", "gpu_type"});
        add("baseline_jobs", text, {"failure_reason"});
        add("tco_scenarios", label, {"id"});
        add("tco_lines", label, {"category", "quantity_unit", "currency"});
        add("tco_lines", text, {"description_zh", "description_en", "source_note"});
        add("decision_record", label, {"signed_by"});
        add("decision_record", text, {"risks", "assumptions", "acceptance", "exit_path"});
        add("baseline_losses", label, {"title", "title_zh", "title_en", "owner", "owner_zh", "owner_en"});
        add("baseline_losses", text, {"current", "current_zh", "current_en", "source", "source_zh", "source_en"});
        add("baseline_loss_owners", label, {"owner"});
        add("baseline_targets", label, {"owner", "group_key"});
        add("workflow_coverage", label, {"owning_team_zh", "owning_team_en"});
        add("workflow_coverage", text, {"permission_boundary_zh", "permission_boundary_en", "note"});
        add("exit_checks", text, {"evidence"});
        add("vendor_answers", label, {"question_id"});
        add("vendor_answers", text, {"question", "answer", "link"});
        return h;
    }();
    return table;
}

} // namespace

int limitOf(const QString& table, const QString& column, const QString& settingKey)
{
    if (table == QLatin1String(kSettings)) {
        // The evaluation's title and organisation, in either language; other settings are the program's.
        if (column == QLatin1String("value") &&
            (settingKey.startsWith(QLatin1String("title")) || settingKey.startsWith(QLatin1String("organisation"))))
            return kMaxLabelCodePoints;
        return 0;
    }
    return limits().value(table + u'/' + column);
}

Result<void> check(const ChangeSet& changes)
{
    for (const Change& change : changes) {
        if (change.op == Change::Op::Remove)
            continue;
        const QString settingKey = change.key.value(QStringLiteral("key")).toString();
        for (auto it = change.after.cbegin(); it != change.after.cend(); ++it) {
            if (it.value().typeId() != QMetaType::QString)
                continue;
            const int limit =
                limitOf(change.table, it.key(),
                        settingKey.isEmpty() ? change.after.value(QStringLiteral("key")).toString() : settingKey);
            const QString value = it.value().toString();
            if (limit <= 0 || value.size() <= limit)
                continue;
            const qsizetype length = codePointCount(value);
            if (length <= limit)
                continue;
            const QString field = change.table == QLatin1String(kSettings) ? auditlabels::field(settingKey)
                                                                           : auditlabels::field(it.key());
            return Error{Error::Kind::BadInput, Text::tr("“%1” would be %2 characters long; it may hold at most %3. "
                                                         "Nothing was changed.")
                                                    .arg(field)
                                                    .arg(length)
                                                    .arg(limit)};
        }
    }
    return {};
}

} // namespace gatebench::textlimits
