// Small helpers the benchmarks share (bench/README.md).
#pragma once

#include <sys/resource.h>

namespace gatebench::bench {

/// The process's peak resident set so far, in MB (what the benchmarks print as peak RSS).
inline long peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

} // namespace gatebench::bench
