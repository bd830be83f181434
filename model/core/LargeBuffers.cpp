#include "core/LargeBuffers.h"

#include <cstdint>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace gatebench::memory {

void adviseHugePages(const void* data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (begin + kHuge - 1) & ~(kHuge - 1);
    const std::uintptr_t last = (begin + bytes) & ~(kHuge - 1);
    if (data && last > first)
        (void)madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE); // a hint: errors change nothing
#else
    (void)data;
    (void)bytes;
#endif
}

} // namespace gatebench::memory
