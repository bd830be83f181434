#pragma once
// The columns of GateBench's TCO lines CSV (`gatebench export-tco-csv`, the TCO page's export): one
// table for the export that writes them and the import preset that reads them back, so that an
// export in either language imports again as it is (the questionnaire's headers are fixed the same
// way: a file format, not a screen).

#include <QString>
#include <QStringList>

#include <span>

namespace gatebench::tco {

struct CsvColumn {
    /// The field of the TCO lines kind the column imports into (repositories/ImportFields.h), or
    /// null for a column the export writes for the reader only (names, statuses, amounts).
    const char* field;
    const char* zh; ///< UTF-8; "%1" stands for the evaluation's currency
    const char* en;

    /// The header in `language` ("zh_CN" or "en"), `currency` in place of %1.
    QString header(const QString& language, const QString& currency = {}) const;
    bool namesCurrency() const;
};

/// Every column, in the order the export writes them.
std::span<const CsvColumn> csvColumns();

/// The headers in `language`.
QStringList csvHeader(const QString& language, const QString& currency);

} // namespace gatebench::tco
