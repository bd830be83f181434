#pragma once
// A hash map keyed by std::string that is looked up by std::string_view (the bytes of a field or a
// stored text) without building a std::string for each lookup.
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace gatebench {

struct StringHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

template <typename T>
using StringMap = std::unordered_map<std::string, T, StringHash, std::equal_to<>>;

} // namespace gatebench
