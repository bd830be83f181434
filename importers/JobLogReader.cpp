#include "JobLogReader.h"

#include <QCoreApplication>

namespace gatebench {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::JobLogReader)
};

} // namespace

QString SacctLogReader::id() const
{
    return QStringLiteral("sacct");
}

QString SacctLogReader::displayName() const
{
    return Text::tr("Slurm sacct output");
}

Result<void> SacctLogReader::checkOptions(const JobLogOptions& options) const
{
    return SacctReader(options).checkOptions();
}

Result<JobLogSummary> SacctLogReader::read(QIODevice& device, const JobLogOptions& options,
                                           const JobLogSink& sink) const
{
    SacctReader reader(options);
    return reader.read(device, sink);
}

} // namespace gatebench
