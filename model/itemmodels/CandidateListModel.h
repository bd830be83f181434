#pragma once

#include "commands/Change.h"
#include "domain/Domain.h"

#include <QAbstractListModel>
#include <QPointer>

#include <optional>

namespace gatebench {

class Workspace;

/// The workspace's candidates in committee order, named in the UI language. Follows the workspace's
/// change events: an edited candidate is one changed row, an added or removed one an inserted or
/// removed row; only a new order (or a whole-table change) resets the model.
class CandidateListModel final : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role { IdRole = Qt::UserRole + 1, ShortlistedRole, InPocRole };

    explicit CandidateListModel(QObject* parent = nullptr);

    void setWorkspace(Workspace* workspace);
    /// "zh_CN" or "en": which name to show.
    void setLanguage(const QString& language);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    int rowOf(const QString& id) const;
    std::optional<Candidate> candidate(const QString& id) const;

public slots:
    void reload();

private:
    void follow(const ChangeEvent& event);
    /// Brings the rows to `fresh`: removed and inserted rows as such when the order of the others is
    /// kept, changed rows as dataChanged; a reset otherwise.
    void sync(const QList<Candidate>& fresh);

    QPointer<Workspace> m_workspace;
    QString m_language = QStringLiteral("en");
    QList<Candidate> m_rows;
};

} // namespace gatebench
