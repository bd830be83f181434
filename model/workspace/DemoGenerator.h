#pragma once

#include "core/Result.h"

#include <QString>

namespace gatebench {

class Storage;

/// The built-in demo evaluation (simulated data): the template plus the narrative of
/// `:/demo/demo.json` and four weeks of job records generated from a fixed seed. Nothing in it
/// reads the clock or the machine, so two demos are identical in content.
class DemoGenerator {
public:
    static constexpr quint64 kSeed = 20261130;
    static constexpr int kJobTarget = 22000;

    /// Writes the whole demo into an empty workspace (inside the caller's transaction).
    static Result<void> write(Storage& storage, const QString& language, const QString& timeZone,
                              const QString& createdWith);
};

} // namespace gatebench
