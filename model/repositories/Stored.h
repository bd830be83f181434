#pragma once

#include "storage/Storage.h"

namespace gatebench {

/// A value as an import found it in the file: typed, for the import's rules, and as stored, so that
/// an update made from it (the repositories' `updated`) expects exactly what it replaces and a
/// concurrent change is refused rather than overwritten. Only the repositories read `row`.
template <typename T>
struct Stored {
    T value;
    Row row;
};

} // namespace gatebench
