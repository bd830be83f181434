#include "core/Random.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace gatebench {

quint64 Random::next()
{
    quint64 z = (m_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

double Random::uniform()
{
    return double(next() >> 11) * 0x1.0p-53;
}

int Random::below(int n)
{
    return int(next() % quint64(n));
}

QByteArray Random::bytes(qsizetype n)
{
    QByteArray out(n, Qt::Uninitialized);
    for (char& c : out)
        c = char(below(256));
    return out;
}

double Random::normal()
{
    const double u1 = std::max(uniform(), 1e-12);
    const double u2 = uniform();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

double Random::lognormal(double median, double sigma)
{
    return median * std::exp(sigma * normal());
}

int Random::poisson(double lambda)
{
    const double limit = std::exp(-lambda);
    int k = 0;
    double p = 1.0;
    do {
        ++k;
        p *= uniform();
    } while (p > limit);
    return k - 1;
}

} // namespace gatebench
