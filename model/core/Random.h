#pragma once

#include <QByteArray>
#include <QList>
#include <QtGlobal>

#include <utility>

namespace gatebench {

/// The one random generator of GateBench: SplitMix64 (Vigna's splitmix64.c) from a seed, with the
/// few draws the demo and the tests need. The same seed gives the same sequence on every platform
/// and compiler, which QRandomGenerator and the std:: distributions do not promise, so the demo
/// (DemoGenerator::kSeed) and every seeded test input are reproducible byte for byte.
class Random {
public:
    explicit Random(quint64 seed)
        : m_state(seed)
    {}

    /// The next 64 random bits.
    quint64 next();
    /// Uniform in [0, 1), 53 bits.
    double uniform();
    /// Uniform in [0, n) for n > 0 (modulo: the bias is negligible for the small n used here).
    int below(int n);
    /// `n` random bytes.
    QByteArray bytes(qsizetype n);
    /// Standard normal (Box-Muller, one value per two uniforms).
    double normal();
    /// Log-normal with the given median and log standard deviation.
    double lognormal(double median, double sigma);
    /// Poisson-distributed count (Knuth's method, for small lambda).
    int poisson(double lambda);
    /// One of `weighted` (item, weight), with probability proportional to its weight.
    template <typename T>
    const T& pick(const QList<std::pair<T, double>>& weighted)
    {
        double total = 0;
        for (const auto& item : weighted)
            total += item.second;
        double x = uniform() * total;
        for (const auto& item : weighted) {
            if ((x -= item.second) < 0)
                return item.first;
        }
        return weighted.last().first;
    }

private:
    quint64 m_state;
};

} // namespace gatebench
