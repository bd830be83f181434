#include "core/CandidateColours.h"

#include <QByteArray>

#include <array>
#include <cstdint>
#include <utility>

namespace gatebench {

namespace {

// Okabe-Ito without its yellow (too light on white), then three more of similar weight.
const std::array<QColor, 10> kPalette = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                                         QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00),
                                         QColor(0x33, 0x33, 0x33), QColor(0x8c, 0x56, 0x4b), QColor(0x7f, 0x7f, 0x7f),
                                         QColor(0x17, 0xbe, 0xcf)};

} // namespace

int candidatePaletteSize()
{
    return int(kPalette.size());
}

QColor candidatePaletteColour(int slot)
{
    return kPalette.at(size_t(((slot % candidatePaletteSize()) + candidatePaletteSize()) % candidatePaletteSize()));
}

int candidateColourSlot(const QString& candidateId)
{
    // The template's ids (DOMAIN.md): fixed, distinct slots; the PoC trio of the demo first.
    static const std::pair<const char*, int> fixed[] = {{"runai", 0},        {"openshift-ai", 1}, {"k8s-oss", 2},
                                                        {"base-command", 3}, {"modelarts", 4},    {"pai", 5},
                                                        {"ti-one", 6}};
    for (const auto& [id, slot] : fixed) {
        if (candidateId == QLatin1String(id))
            return slot;
    }
    std::uint32_t hash = 2166136261u; // FNV-1a: the same on every machine and run, unlike qHash
    for (const char byte : candidateId.toUtf8()) {
        hash ^= std::uint8_t(byte);
        hash *= 16777619u;
    }
    return int(hash % std::uint32_t(candidatePaletteSize()));
}

QColor candidateColour(const QString& candidateId)
{
    return candidatePaletteColour(candidateColourSlot(candidateId));
}

} // namespace gatebench
