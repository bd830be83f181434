#pragma once

#include "FormatReader.h"

namespace gatebench {

/// ZIP archives of CSV files (job logs exported per day, a vendor's answers per sheet): the CSV
/// members (ZipArchiveReader::isTableMember) are read in archive order, each unpacked once straight
/// into a CsvRecordStream named ARCHIVE/MEMBER, under the limits of ZipArchiveReader. Recognised
/// by the ZIP signature, whatever the file is called; Office and OpenDocument files are ZIP
/// packages too, but workbooks, not archives of CSV files, and are left to another format.
class ZipFormat final : public FormatReader {
public:
    QString id() const override { return QStringLiteral("zip"); }
    QString displayName() const override;
    QStringList extensions() const override;
    double detect(QByteArrayView head, bool wholeFile, const QString& fileName) const override;
    Result<std::unique_ptr<FormatInput>> open(const QString& path, const ReadOptions& options) const override;
};

} // namespace gatebench
