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

/// `v.reserve(n)`, the reserved memory advised as above before anything is written into it.
template <typename T>
void reserveLarge(std::vector<T>& v, std::size_t n)
{
    if (n <= v.capacity())
        return;
    v.reserve(n);
    adviseHugePages(v.data(), v.capacity() * sizeof(T));
}

/// `v.resize(n)` into memory advised as above when it has to grow.
template <typename T>
void resizeLarge(std::vector<T>& v, std::size_t n)
{
    reserveLarge(v, n);
    v.resize(n);
}

} // namespace gatebench::memory
