#pragma once

#include "decision/DecisionEngine.h"
#include "decision/PathToEligibility.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace gatebench {

/// Every rendering of one gate-first decision, with its wording in one place: the text and the JSON
/// of `gatebench decide`, the rich text of the decision panel and of the Overview, and the status
/// words of the assessments grid. Names and titles are in `language` ("zh_CN" or "en"); messages
/// are in the UI language. Constants (the close-call margin, the sensitivity range) come from the
/// engine, never from the wording.
///
/// The command line prints scores with two decimals in the C locale (scripts read it); the window
/// shows one decimal in the UI locale. Rich text escapes every name, title and note.
///
/// Holds a copy of the decision and its input (both implicitly shared), so it may outlive them.
class DecisionDocument {
public:
    DecisionDocument(Decision decision, DecisionInput input, QString language);

    const Decision& decision() const { return m_decision; }
    const DecisionInput& input() const { return m_input; }
    /// The language of names and titles: "zh_CN" or "en".
    const QString& language() const { return m_language; }

    /// Adds the path to eligibility (computed from the same decision) to the renderings: text() and
    /// json() then include it, and pathHtml() shows it.
    void setPath(PathToEligibility path) { m_path = std::move(path); }
    const std::optional<PathToEligibility>& path() const { return m_path; }

    /// A candidate's name, or its id when it is not in the input. Plain text.
    QString candidateName(const QString& id) const;
    /// A criterion's title, or its id when it is not in the input. Plain text.
    QString criterionTitle(const QString& id) const;

    // ---- The command line ----

    /// What `gatebench decide` prints: the recommendation, each candidate's status with its failing,
    /// unknown and waived gates, set-aside candidates, deferred items and the weight sensitivity, and
    /// the path to eligibility when one is set.
    QString text() const;
    /// The `gatebench decide --json` document ("path_to_eligibility" when a path is set).
    QJsonObject json() const;
    /// The "path_to_eligibility" array of json(); empty when no path is set.
    QJsonArray pathJson() const;

    // ---- Lines of text() that the decision report renders too (plain text, no indentation) ----

    /// "Recommended: …", "Alternative: …" (or why there is none) and the close-call line; with
    /// `withIds`, each name is followed by its id, as the command line prints it (the report does not).
    QStringList recommendationLines(bool withIds = true) const;
    /// A candidate's failing, unknown, waived ("an acceptance condition") and computed passing gates,
    /// one a line, with their evidence.
    QStringList findingLines(const QString& candidateId) const;

    /// Each gate's number in a gate matrix split across pages (criterion id -> its 1-based column).
    using GateNumbers = QHash<QString, int>;
    /// A list of more gates than this is worded by number in the compact renderings below (so that
    /// wording is always plural: "Not assessed: 11 gates, numbers …").
    static constexpr int kListedGates = 10;
    /// findingLines() for an evaluation whose gate matrix is numbered (`numbers`): a list of more than
    /// kListedGates gates without notes (the gates never assessed, those also unknown beside a failing
    /// one) is one line of number ranges ("Not assessed: 1,034 gates, numbers 1–15, 17, 19–40"), so
    /// that a candidate with a thousand open gates takes a line, not twenty pages; every failing gate,
    /// every unknown gate with a note or a lapsed waiver and every waiver keeps its own line.
    QStringList findingLines(const QString& candidateId, const GateNumbers& numbers) const;
    /// The validly waived gates of a candidate ("Waived gate: …, by … until … (an acceptance condition)").
    QStringList waivedLines(const QString& candidateId) const;
    /// The weight sensitivity: its heading, then one line per bonus criterion; empty with fewer than
    /// two Eligible candidates.
    QStringList sensitivityLines() const;
    /// sensitivityLines() for many bonus criteria: with more than kListedGates, only those whose weight
    /// can change the leader keep a line, the others are counted in one ("Other bonus criteria, no change of
    /// leader from 0 to 10: 580").
    QStringList sensitivityLines(bool compact) const;

    // ---- The window (rich text) ----

    /// Recommended and alternative (with their bonus scores), or why there is none, and the
    /// close-call flag: one paragraph, for the decision panel and the Overview.
    QString summaryHtml() const;
    /// Every candidate's status as a list: Eligible ones ranked with their bonus score (and, when they
    /// stand on a waiver, the waiver and its expiry date), then Blocked and Eliminated ones with every
    /// gate that stops them and their bonus score "for information, not ranked"; then the set-aside
    /// candidates, greyed, with the committee's reason.
    QString candidatesHtml() const;
    /// One candidate's entry of candidatesHtml() (without the list item).
    QString candidateHtml(const QString& candidateId) const;
    /// One line per bonus criterion: how far its weight must move before the leader changes.
    QString sensitivityHtml() const;
    /// The deferred items with owner and review date; empty when there are none.
    QString deferredHtml() const;
    /// The Overview's status column: the date, summaryHtml(), and every candidate in committee
    /// order with candidateHtml(), set-aside ones included (greyed).
    QString overviewStatusHtml() const;
    /// The path to eligibility: each Blocked candidate with its open gates, what would settle each and
    /// its would-be rank; each Eligible one with what could still take it out. Empty without a path.
    QString pathHtml() const;

    // ---- Words ----

    /// "Eliminated by gate Data boundary", "Blocked by Key workflows, Data boundary" (every open
    /// gate), "Eligible, rank 1" (with ", only on a waiver of … until 2027-01-31" when it stands on
    /// one), "Set aside: reason"; empty for a candidate not in the decision. Plain text.
    QString statusText(const QString& candidateId) const;
    /// statusText() with a list of more than kListedGates gates worded by number ("Blocked by 1,034
    /// open gates: 1–15, 17, 19–40").
    QString statusText(const QString& candidateId, const GateNumbers& numbers) const;
    /// `numbers` as ascending ranges in the document's language ("1–15, 17, 19–40").
    QString numberRanges(QList<int> numbers) const;
    /// The bonus score in the window's format, or "no score" when nobody scored the candidate yet
    /// (never 0.0 for a new candidate).
    QString scoreText(const QString& candidateId) const;
    /// "Eligible, rank 1", or the status alone; empty for a set-aside candidate. Plain text.
    QString shortStatus(const QString& candidateId) const;
    /// The translated name of a status ("Eligible", ...).
    static QString statusLabel(CandidateStatus status);
    /// "sealed" (已封存): what every output shows in place of a sealed bonus score, rank or option.
    static QString sealedWord();
    /// The sentence that says why the ranking and the options are sealed (a sealed scoring round).
    static QString sealedSentence();

    // ---- The path to eligibility, plain text (names in the document's language) ----

    /// "Node failure drill: 1 of 3 runs recorded", "the evidence it requires, from Security lead",
    /// "renew the waiver of Lin Xiaowen (expired 2027-01-31)".
    QString settleText(const SettleHint& hint) const;
    /// "rank 2 of 3, bonus score 62.5, ahead of …" (`cli`: the command line's number format).
    QString ifAllPassText(const CandidatePath& path, bool cli) const;
    /// "Identity and audit: waived by Lin Xiaowen until 2027-01-31, 62 days left".
    QString atRiskText(const AtRisk& risk) const;
    /// "Blocked; recommended: NVIDIA Run:ai; no alternative".
    QString lapseText(const AtRisk& risk) const;

private:
    /// The titles of `findings`, joined as a list in the document's language. Plain text.
    QString titles(const QList<GateFinding>& findings) const;
    /// The path section of text().
    QString pathText() const;
    const DecisionCandidate* candidateOf(const QString& id) const;
    const DecisionCriterion* criterionOf(const QString& id) const;
    /// findingLines() and statusText(), compact when `numbers` is given.
    QStringList findings(const QString& candidateId, const GateNumbers* numbers) const;
    QString status(const QString& candidateId, const GateNumbers* numbers) const;
    /// The numbers of `findings` in `numbers`, ascending (a gate without a number is left out).
    static QList<int> numbersOf(const QList<GateFinding>& findings, const GateNumbers& numbers);

    Decision m_decision;
    DecisionInput m_input;
    QString m_language;
    /// Candidates and criteria by id: the renderings look a name up for every gate of every candidate.
    QHash<QString, qsizetype> m_candidateIndex;
    QHash<QString, qsizetype> m_criterionIndex;
    std::optional<PathToEligibility> m_path;
};

/// DecisionDocument(decision, input, language).json(): the `gatebench decide --json` document.
QJsonObject decisionJson(const Decision& decision, const DecisionInput& input, const QString& language);

} // namespace gatebench
