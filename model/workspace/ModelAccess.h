#pragma once

#include "workspace/Workspace.h"

namespace gatebench {

/// Model-internal (model/ and importers/ only): the rows of a workspace as stored, for the code that
/// prepares a write (the commands, the import pipeline, mapping presets), which must read every row
/// whoever is reading. Everything else reads through Workspace::queries() (the read layer decides what
/// a viewer may see); scripts/check-layering.sh keeps this header out of views/ and app/.
struct ModelAccess {
    static const Storage& storage(const Workspace& workspace) { return workspace.storage(); }
};

} // namespace gatebench
