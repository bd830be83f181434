#pragma once

#include <QString>

namespace gatebench {

/// The columns `text` takes in a terminal: two for each wide or full-width character (Chinese,
/// Japanese and Korean characters, full-width punctuation such as （）and ，), none for a combining
/// mark, one for anything else. Plain-text tables (`gatebench decide`) align their columns by it.
int displayWidth(const QString& text);

/// `text` followed by spaces up to `width` columns (as displayWidth counts them); as it is when it
/// is that wide already.
QString padToWidth(const QString& text, int width);

} // namespace gatebench
