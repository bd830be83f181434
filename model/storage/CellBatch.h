#pragma once

#include "core/LargeBuffers.h"

#include <QtGlobal>

#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gatebench {

/// Rows of typed cells, row after row, for the typed bulk paths of `Storage` (insertCells,
/// scanCells): each cell is NULL, a 64-bit integer, a double or a UTF-8 text, never a QVariant or a
/// UTF-16 QString. Texts are copied into one buffer of the batch, so a batch owns everything it
/// holds and a back end can hand it on as it is (SQLite binds each cell; a COPY would write it). A
/// large batch (a job import's 8,192 rows, 2 MB of cells) keeps its cells and texts on huge pages.
class CellBatch {
public:
    enum class Type : quint8 { Null, Integer, Real, Text };

    explicit CellBatch(int columns)
        : m_columns(columns > 0 ? columns : 1)
    {}

    int columnCount() const { return m_columns; }
    /// The complete rows (a row being added is not counted until its last cell is).
    qsizetype rowCount() const { return qsizetype(m_cells.size()) / m_columns; }
    bool isEmpty() const { return m_cells.size() < size_t(m_columns); }
    /// Forgets every row and keeps the memory for the next ones.
    void clear()
    {
        m_cells.clear();
        m_text.clear();
    }
    void reserve(qsizetype rows) { m_cells.reserve(size_t(rows) * size_t(m_columns)); }

    // Adding: cells in column order, row after row.
    void addNull() { m_cells.push_back(Cell{{0}, 0, Type::Null}); }
    void addInteger(qint64 value)
    {
        Cell cell{{0}, 0, Type::Integer};
        cell.value.integer = value;
        m_cells.push_back(cell);
    }
    void addReal(double value)
    {
        Cell cell{{0}, 0, Type::Real};
        cell.value.real = value;
        m_cells.push_back(cell);
    }
    /// A text, UTF-8 (an empty text is a text, not NULL).
    void addText(std::string_view utf8)
    {
        Cell cell{{0}, quint32(utf8.size()), Type::Text};
        cell.value.offset = quint64(m_text.size());
        m_text.append(utf8.data(), utf8.size());
        m_cells.push_back(cell);
    }
    void addInteger(const std::optional<qint64>& value) { value ? addInteger(*value) : addNull(); }
    void addReal(const std::optional<double>& value) { value ? addReal(*value) : addNull(); }

    // Reading.
    Type type(qsizetype row, int column) const { return at(row, column).type; }
    bool isNull(qsizetype row, int column) const { return at(row, column).type == Type::Null; }
    /// The integer of an Integer cell (a Real cell truncated; 0 otherwise).
    qint64 integer(qsizetype row, int column) const
    {
        const Cell& c = at(row, column);
        return c.type == Type::Integer ? c.value.integer : c.type == Type::Real ? qint64(c.value.real) : 0;
    }
    /// The number of a Real or Integer cell (0 otherwise).
    double real(qsizetype row, int column) const
    {
        const Cell& c = at(row, column);
        return c.type == Type::Real ? c.value.real : c.type == Type::Integer ? double(c.value.integer) : 0.0;
    }
    /// The UTF-8 text of a Text cell (empty otherwise); valid until the batch changes.
    std::string_view text(qsizetype row, int column) const
    {
        const Cell& c = at(row, column);
        return c.type == Type::Text ? std::string_view(m_text.data() + c.value.offset, c.length) : std::string_view();
    }

private:
    struct Cell {
        union {
            qint64 integer;
            double real;
            quint64 offset; ///< of a text in m_text
        } value;
        quint32 length; ///< of a text
        Type type;
    };
    const Cell& at(qsizetype row, int column) const
    {
        return m_cells[size_t(row) * size_t(m_columns) + size_t(column)];
    }

    int m_columns;
    memory::LargeVector<Cell> m_cells;
    std::basic_string<char, std::char_traits<char>, memory::LargeAllocator<char>> m_text;
};

} // namespace gatebench
