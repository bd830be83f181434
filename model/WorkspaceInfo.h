#pragma once

#include "Result.h"

#include <QJsonObject>

namespace gatebench {

class Storage;

/// The summary that `gatebench info --json` prints and the Overview page shows.
Result<QJsonObject> workspaceInfo(const Storage& storage);

/// {"id", "name" (in `language`), "names": {"zh_CN", "en"}}: how every JSON output of the
/// product names a candidate.
QJsonObject candidateJsonName(const QString& id, const QString& nameZh, const QString& nameEn, const QString& language);

/// SHA-256 over every table's rows in key order (the content, not the file's bytes, which
/// SQLite may lay out differently). Two workspaces with equal hashes hold the same evaluation.
Result<QByteArray> contentHash(const Storage& storage);

} // namespace gatebench
