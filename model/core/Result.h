#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace gatebench {

/// Why an operation failed. `Kind` lets the command line map failures to exit codes
/// (bad input = 2, integrity = 3, busy = 4, signed = 5, not permitted = 6) without parsing messages.
struct Error {
    /// `Signed`: an edit of what the signed decision covers while it is frozen (the chair must reopen
    /// it first). `NotPermitted`: an action the acting member's permission does not allow.
    enum class Kind { Usage, BadInput, Integrity, Io, Database, Conflict, Cancelled, Busy, Signed, NotPermitted };
    Kind kind = Kind::Database;
    QString message;
};

/// A value or an Error: errors are values, not a boolean plus a side channel.
template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value)
        : m_data(std::move(value))
    {}
    Result(Error error)
        : m_data(std::move(error))
    {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<T>(m_data); }
    T& value() & { return std::get<T>(m_data); }
    T&& value() && { return std::get<T>(std::move(m_data)); }
    const T& operator*() const& { return value(); }
    /// By value on a temporary, so that `for (x : *storage.select(...))` does not dangle.
    T operator*() && { return std::get<T>(std::move(m_data)); }
    const T* operator->() const { return &value(); }
    const Error& error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error)
        : m_error(std::move(error))
    {}

    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const Error& error() const { return *m_error; }

private:
    std::optional<Error> m_error;
};

inline Error makeError(Error::Kind kind, QString message)
{
    return Error{kind, std::move(message)};
}

} // namespace gatebench
