#include "core/LargeBuffers.h"

#include <cstdint>
#include <cstdlib>
#include <new>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace gatebench::memory {

namespace {

constexpr std::size_t kHuge = std::size_t(2) << 20;
/// Smaller arrays are not worth a block of their own (at most a huge page's rounding each).
constexpr std::size_t kOwnBlockFrom = std::size_t(1) << 20;

} // namespace

void adviseHugePages(const void* data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (begin + kHuge - 1) & ~std::uintptr_t(kHuge - 1);
    const std::uintptr_t last = (begin + bytes) & ~std::uintptr_t(kHuge - 1);
    if (data && last > first)
        (void)madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE); // a hint: errors change nothing
#else
    (void)data;
    (void)bytes;
#endif
}

void* allocateLarge(std::size_t bytes)
{
    if (bytes < kOwnBlockFrom)
        return ::operator new(bytes);
    const std::size_t rounded = (bytes + kHuge - 1) & ~(kHuge - 1);
    void* data = std::aligned_alloc(kHuge, rounded);
    if (!data)
        throw std::bad_alloc();
    adviseHugePages(data, rounded);
    return data;
}

void deallocateLarge(void* data, std::size_t bytes) noexcept
{
    if (bytes < kOwnBlockFrom)
        ::operator delete(data);
    else
        std::free(data);
}

} // namespace gatebench::memory
