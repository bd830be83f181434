#include "core/Percentile.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

namespace gatebench {

std::optional<double> percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const double clamped = std::clamp(p, 0.0, 100.0);
    const double h = double(values.size() - 1) * clamped / 100.0;
    const auto below = qsizetype(std::floor(h));
    if (below + 1 >= values.size())
        return values.last();
    const double fraction = h - double(below);
    const double low = values.at(below);
    const double high = values.at(below + 1);
    // low + f * (high - low), written so that equal neighbours give exactly their value.
    return fraction == 0.0 ? low : low + fraction * (high - low);
}

std::optional<double> median(QList<double> values)
{
    return percentile(std::move(values), 50.0);
}

namespace {

constexpr std::size_t kMaxRanks = 4;
constexpr std::size_t kSortUpTo = 4096; ///< fewer values than this are sorted
constexpr int kBucketBits = 16;         ///< 2^16 buckets a pass

/// The values at `ranks` of [begin, end), whole numbers from `least` to `greatest`: counted into
/// 2^16 buckets, then each bucket holding a rank asked for is looked into the same way (a bucket
/// spans 2^16 times fewer values than its parent, so there are at most four levels).
template <typename T>
void selectWhole(const T* begin, const T* end, std::uint64_t least, std::uint64_t greatest, const std::size_t* ranks,
                 std::size_t count, std::uint64_t* out)
{
    const auto n = std::size_t(end - begin);
    if (n <= kSortUpTo) {
        std::vector<std::uint64_t> sorted;
        sorted.reserve(n);
        for (const T* v = begin; v != end; ++v)
            sorted.push_back(std::uint64_t(*v));
        std::sort(sorted.begin(), sorted.end());
        for (std::size_t r = 0; r < count; ++r)
            out[r] = sorted[ranks[r]];
        return;
    }
    const std::uint64_t span = greatest - least;
    int bits = 0;
    while (bits < 64 && (span >> bits) != 0)
        ++bits;
    const int shift = std::max(0, bits - kBucketBits);
    std::vector<std::size_t> counts(std::size_t(span >> shift) + 1, 0);
    for (const T* v = begin; v != end; ++v)
        ++counts[std::size_t((std::uint64_t(*v) - least) >> shift)];
    // Each rank's bucket and its rank among the values of that bucket.
    std::array<std::size_t, kMaxRanks> bucketOf{};
    std::array<std::size_t, kMaxRanks> within{};
    for (std::size_t r = 0; r < count; ++r) {
        std::size_t seen = 0;
        std::size_t b = 0;
        while (seen + counts[b] <= ranks[r])
            seen += counts[b++];
        bucketOf[r] = b;
        within[r] = ranks[r] - seen;
    }
    if (shift == 0) { // a bucket is one value
        for (std::size_t r = 0; r < count; ++r)
            out[r] = least + bucketOf[r];
        return;
    }
    // The distinct buckets asked for, their values gathered in one pass, then each looked into.
    std::array<std::size_t, kMaxRanks> buckets{};
    std::size_t distinct = 0;
    for (std::size_t r = 0; r < count; ++r) {
        if (std::find(buckets.begin(), buckets.begin() + std::ptrdiff_t(distinct), bucketOf[r]) ==
            buckets.begin() + std::ptrdiff_t(distinct))
            buckets[distinct++] = bucketOf[r];
    }
    std::array<std::vector<std::uint64_t>, kMaxRanks> members;
    for (std::size_t d = 0; d < distinct; ++d)
        members[d].reserve(counts[buckets[d]]);
    for (const T* v = begin; v != end; ++v) {
        const auto u = std::uint64_t(*v);
        const std::size_t b = std::size_t((u - least) >> shift);
        for (std::size_t d = 0; d < distinct; ++d) {
            if (buckets[d] == b) {
                members[d].push_back(u);
                break;
            }
        }
    }
    for (std::size_t d = 0; d < distinct; ++d) {
        std::array<std::size_t, kMaxRanks> sub{};
        std::array<std::size_t, kMaxRanks> which{};
        std::size_t k = 0;
        for (std::size_t r = 0; r < count; ++r) {
            if (bucketOf[r] == buckets[d]) {
                sub[k] = within[r];
                which[k++] = r;
            }
        }
        const std::uint64_t from = least + (std::uint64_t(buckets[d]) << shift);
        const std::uint64_t to = std::min(greatest, from + ((std::uint64_t(1) << shift) - 1));
        std::array<std::uint64_t, kMaxRanks> found{};
        selectWhole(members[d].data(), members[d].data() + members[d].size(), from, to, sub.data(), k, found.data());
        for (std::size_t i = 0; i < k; ++i)
            out[which[i]] = found[i];
    }
}

} // namespace

bool wholeNumberRanks(const double* begin, const double* end, const std::size_t* ranks, std::size_t count, double* out)
{
    constexpr double kLimit = 9007199254740992.0; // 2^53: every whole number below it is a double
    const auto n = std::size_t(end - begin);
    if (count > kMaxRanks || n == 0)
        return false;
    for (std::size_t r = 0; r < count; ++r) {
        if (ranks[r] >= n)
            return false;
    }
    std::uint64_t least = UINT64_MAX;
    std::uint64_t greatest = 0;
    for (const double* v = begin; v != end; ++v) {
        if (!(*v >= 0.0 && *v < kLimit)) // also NaN
            return false;
        const auto u = std::uint64_t(*v);
        if (double(u) != *v)
            return false;
        least = std::min(least, u);
        greatest = std::max(greatest, u);
    }
    std::array<std::uint64_t, kMaxRanks> found{};
    selectWhole(begin, end, least, greatest, ranks, count, found.data());
    for (std::size_t r = 0; r < count; ++r)
        out[r] = double(found[r]);
    return true;
}

} // namespace gatebench
