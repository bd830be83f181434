#pragma once

#include "reports/Questionnaire.h"

#include <QDate>
#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace gatebench {

/// Asks what to send: which candidates (checked by default: those in the evaluation and not
/// eliminated on the window's evaluation date; the self-built option included, its questions go to
/// the internal platform team), in which language, and into which folder. One file per candidate.
class QuestionnaireDialog : public QDialog {
    Q_OBJECT

public:
    /// `choices` from Questionnaire::choices on `asOf`; `language` and `folder` pre-fill the choice.
    QuestionnaireDialog(const QList<QuestionnaireChoice>& choices, QDate asOf, const QString& language,
                        const QString& folder, QWidget* parent = nullptr);

    /// The ids of the checked candidates, in list order.
    QStringList candidates() const;
    /// "zh_CN" or "en".
    QString language() const;
    QString folder() const;

    void accept() override;

private:
    void chooseFolder();
    void updateNames();

    QList<QuestionnaireChoice> m_choices;
    QListWidget* m_list;
    QComboBox* m_language;
    QLineEdit* m_folder;
    QLabel* m_error;
};

} // namespace gatebench
