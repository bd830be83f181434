#pragma once
// Large working arrays (the job log's columns, the baseline's buffers) on transparent huge pages,
// where the kernel gives them to memory that asks for them (Debian's default, `madvise`). The
// baseline of a million jobs fills about 200 MB of fresh memory; faulting it in 4 KB pages was about
// a fifth of `gatebench baseline`'s time (bench/README.md). Only a hint: without huge pages the
// arrays are the same, as on other systems.
#include <cstddef>
#include <vector>

namespace gatebench::memory {

/// Asks for huge pages over every whole 2 MB page inside [data, data + bytes).
void adviseHugePages(const void* data, std::size_t bytes);

/// Memory for `bytes` (any alignment a type needs): from 1 MB on, a block of its own that starts on
/// a 2 MB boundary and is advised for huge pages as a whole; below that, as `operator new`.
void* allocateLarge(std::size_t bytes);
/// Frees what allocateLarge(bytes) returned (the same `bytes`).
void deallocateLarge(void* data, std::size_t bytes) noexcept;

/// The allocator of LargeVector. A std::vector's memory starts wherever the heap has room: a column
/// of 2 MB held no whole huge page, and one of 8 MB a single one, so that most of the baseline's
/// columns were faulted in 4 KB pages however they were advised.
template <typename T>
struct LargeAllocator {
    using value_type = T;
    LargeAllocator() = default;
    template <typename U>
    LargeAllocator(const LargeAllocator<U>&) noexcept
    {}
    T* allocate(std::size_t n) { return static_cast<T*>(allocateLarge(n * sizeof(T))); }
    void deallocate(T* data, std::size_t n) noexcept { deallocateLarge(data, n * sizeof(T)); }
    template <typename U>
    bool operator==(const LargeAllocator<U>&) const noexcept
    {
        return true;
    }
};

/// A vector for a large working array: its memory on huge pages from its first byte (LargeAllocator).
template <typename T>
using LargeVector = std::vector<T, LargeAllocator<T>>;

/// `v.reserve(n)`, the reserved memory on huge pages before anything is written into it (all of it
/// for a LargeVector; the whole 2 MB pages inside it for another vector).
template <typename T, typename Allocator>
void reserveLarge(std::vector<T, Allocator>& v, std::size_t n)
{
    if (n <= v.capacity())
        return;
    v.reserve(n);
    adviseHugePages(v.data(), v.capacity() * sizeof(T));
}

/// `v.resize(n)` into memory advised as above when it has to grow.
template <typename T, typename Allocator>
void resizeLarge(std::vector<T, Allocator>& v, std::size_t n)
{
    reserveLarge(v, n);
    v.resize(n);
}

} // namespace gatebench::memory
