#include "core/TimeSort.h"

#include "core/LargeBuffers.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace gatebench {

namespace {

/// Below this many values std::sort is as fast, and the histograms cost more than they save.
constexpr std::size_t kDigitsFrom = 4096;
constexpr int kDigitBits = 11;
constexpr std::size_t kBuckets = std::size_t(1) << kDigitBits;
/// At most this many passes (44 bits: over 500,000 years of seconds); a wider span is std::sort's.
constexpr int kMaxPasses = 4;

qint64 timeOf(qint64 value)
{
    return value;
}

qint64 timeOf(const std::pair<qint64, double>& event)
{
    return event.first;
}

/// A least-significant-digit first radix sort of [begin, end) by the time of each element, offset
/// from the least; stable, so equal times keep their order. False, having changed nothing, when
/// there are few elements or their times span more than kMaxPasses digits.
template <typename T>
bool sortByTime(T* begin, T* end, memory::LargeVector<T>& scratch)
{
    const auto n = std::size_t(end - begin);
    if (n < kDigitsFrom)
        return false;
    const auto [least, greatest] =
        std::minmax_element(begin, end, [](const T& a, const T& b) { return timeOf(a) < timeOf(b); });
    const std::uint64_t base = std::uint64_t(timeOf(*least));
    const std::uint64_t span = std::uint64_t(timeOf(*greatest)) - base;
    const int bits = span == 0 ? 0 : int(std::bit_width(span));
    const int passes = (bits + kDigitBits - 1) / kDigitBits;
    if (passes > kMaxPasses)
        return false;
    if (passes == 0)
        return true; // every time the same: already in order
    // Every pass's histogram in one reading.
    std::vector<std::array<std::size_t, kBuckets>> counts(static_cast<std::size_t>(passes));
    for (const T* e = begin; e != end; ++e) {
        const std::uint64_t offset = std::uint64_t(timeOf(*e)) - base;
        for (int p = 0; p < passes; ++p)
            ++counts[std::size_t(p)][(offset >> (p * kDigitBits)) & (kBuckets - 1)];
    }
    if (scratch.size() < n)
        memory::resizeLarge(scratch, n);
    T* from = begin;
    T* to = scratch.data();
    for (int p = 0; p < passes; ++p) {
        auto& at = counts[std::size_t(p)];
        std::size_t next = 0;
        for (std::size_t& count : at)
            next += std::exchange(count, next);
        const int shift = p * kDigitBits;
        for (const T* e = from; e != from + n; ++e)
            to[at[((std::uint64_t(timeOf(*e)) - base) >> shift) & (kBuckets - 1)]++] = *e;
        std::swap(from, to);
    }
    if (from != begin)
        std::copy(from, from + n, begin);
    return true;
}

} // namespace

void sortTimes(qint64* begin, qint64* end, memory::LargeVector<qint64>& scratch)
{
    if (!sortByTime(begin, end, scratch))
        std::sort(begin, end);
}

void sortTimedChanges(std::pair<qint64, double>* begin, std::pair<qint64, double>* end,
                      memory::LargeVector<std::pair<qint64, double>>& scratch)
{
    if (!sortByTime(begin, end, scratch)) {
        std::sort(begin, end);
        return;
    }
    // Then the changes at one moment, as std::pair orders them: a short run each, most of one.
    for (auto* run = begin; run != end;) {
        auto* after = run + 1;
        while (after != end && after->first == run->first)
            ++after;
        if (after - run > 1)
            std::sort(run, after);
        run = after;
    }
}

} // namespace gatebench
