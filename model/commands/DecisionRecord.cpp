#include "commands/DecisionRecord.h"
#include "commands/CommandSupport.h"

#include "repositories/DecisionRecordRepository.h"
#include "workspace/ModelAccess.h"
#include "workspace/Workspace.h"

#include <QCoreApplication>

namespace gatebench::decisionrecord {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecisionRecordCommands)
};

} // namespace

Result<void> save(Workspace& workspace, const DecisionRecord& wanted, const std::optional<DecisionRecord>& shown)
{
    DecisionRecord record = wanted;
    record.recommended = wanted.recommended.trimmed();
    record.alternative = wanted.alternative.trimmed();
    for (QString* text : {&record.risks, &record.assumptions, &record.acceptance, &record.exitPath})
        *text = text->trimmed();
    record.signedBy = wanted.signedBy.trimmed();
    for (const QString& id : {record.recommended, record.alternative}) {
        if (id.isEmpty())
            continue;
        if (auto name = commands::existingCandidateName(workspace, id); !name)
            return name.error();
    }
    const DecisionRecordRepository repository(ModelAccess::storage(workspace));
    const QString text = !shown                      ? Text::tr("Make the decision record")
                         : shown->signedAt.isEmpty() ? Text::tr("Edit the decision record")
                                                     : Text::tr("Make a new version of the signed decision record");
    return commands::executeOptional(workspace, repository.saveChange(record, shown), text);
}

} // namespace gatebench::decisionrecord
