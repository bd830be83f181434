#include "ImporterRegistry.h"

#include "AnswersImporter.h"
#include "CandidateImporter.h"
#include "CriteriaImporter.h"

#include <QCoreApplication>

#include <functional>

namespace gatebench::importerRegistry {

namespace {

struct Entry {
    const char* kind;
    std::function<std::unique_ptr<RecordImporter>()> create;
};

// The explicit list of importers, in the order the wizard offers them.
const QList<Entry>& entries()
{
    static const QList<Entry> list{
        {"candidates", [] { return std::make_unique<CandidateImporter>(); }},
        {"criteria", [] { return std::make_unique<CriteriaImporter>(); }},
        {"answers", [] { return std::make_unique<AnswersImporter>(); }},
    };
    return list;
}

} // namespace

QStringList kinds()
{
    QStringList keys;
    for (const Entry& entry : entries())
        keys.append(QLatin1String(entry.kind));
    return keys;
}

std::unique_ptr<RecordImporter> create(const QString& kind)
{
    for (const Entry& entry : entries()) {
        if (kind == QLatin1String(entry.kind))
            return entry.create();
    }
    return nullptr;
}

QString fileFilter()
{
    return QCoreApplication::translate("gatebench::ImporterRegistry",
                                       "Tables (*.csv *.tsv *.txt *.zip);;All files (*)");
}

} // namespace gatebench::importerRegistry
