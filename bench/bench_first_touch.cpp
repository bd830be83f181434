// bench_first_touch: what a first write to fresh memory costs on this machine, in 4 KB pages and in
// transparent huge pages (bench/README.md, "The reference machine").
//
//   bench_first_touch [--mb N] [--rounds R]
//
// Each round maps N MB (default 64) twice, aligned to 2 MB: one region advised against huge pages,
// one for them, and times the first memset of each (the page faults) and a second one (the writes
// alone). Prints every round and the cost per MB.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <sys/mman.h>

namespace {

double seconds(std::chrono::steady_clock::time_point from)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - from).count();
}

/// First and second memset of `bytes` of fresh memory, advised for huge pages or against them.
bool touch(std::size_t bytes, bool huge, double& first, double& second)
{
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    void* mapped = mmap(nullptr, bytes + kHuge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED)
        return false;
    auto* data = reinterpret_cast<char*>((reinterpret_cast<std::uintptr_t>(mapped) + kHuge - 1) & ~(kHuge - 1));
    (void)madvise(data, bytes, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
    auto start = std::chrono::steady_clock::now();
    std::memset(data, 1, bytes);
    first = seconds(start);
    start = std::chrono::steady_clock::now();
    std::memset(data, 2, bytes);
    second = seconds(start);
    munmap(mapped, bytes + kHuge);
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    long mb = 64;
    int rounds = 3;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        if (option == "--mb")
            mb = std::strtol(argv[i + 1], nullptr, 10);
        else if (option == "--rounds")
            rounds = int(std::strtol(argv[i + 1], nullptr, 10));
    }
    if (mb < 2 || rounds < 1) {
        std::fprintf(stderr, "usage: bench_first_touch [--mb N (2 or more)] [--rounds R]\n");
        return 1;
    }
    const std::size_t bytes = std::size_t(mb) << 20;
    for (int r = 1; r <= rounds; ++r) {
        for (const bool huge : {false, true}) {
            double first = 0;
            double second = 0;
            if (!touch(bytes, huge, first, second)) {
                std::fprintf(stderr, "bench_first_touch: cannot map %ld MB\n", mb);
                return 1;
            }
            std::printf("round %d, %-11s first write %7.1f ms (%5.2f ms/MB), second %5.1f ms\n", r,
                        huge ? "huge pages" : "4 KB pages", first * 1e3, first * 1e3 / double(mb), second * 1e3);
        }
    }
    return 0;
}
