#include "DecideCommand.h"

#include "CliSupport.h"
#include "CommandLine.h"
#include "DecisionEngine.h"
#include "Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>
#include <cstdio>

namespace gatebench {

using namespace cli;

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::DecideCommand)
};

QString points(double value)
{
    return QString::number(value, 'f', 2);
}

QString summary(const Decision& decision, const DecisionInput& input, const QString& language)
{
    const auto name = [&](const QString& id) {
        const DecisionCandidate* c = input.candidate(id);
        return c ? pickLanguage(c->nameZh, c->nameEn, language) : id;
    };
    const auto title = [&](const QString& id) {
        const DecisionCriterion* c = input.criterion(id);
        return c ? pickLanguage(c->titleZh, c->titleEn, language) : id;
    };
    const auto scoreOf = [&](const QString& id) {
        const CandidateDecision* c = decision.candidate(id);
        return c && c->bonusScore ? points(*c->bonusScore) : Text::tr("none");
    };

    QString text;
    QTextStream out(&text);
    out << Text::tr("Gate-first decision as of %1").arg(decision.asOf.toString(Qt::ISODate)) << "\n\n";
    if (decision.recommended.isEmpty()) {
        out << Text::tr("No recommendation: no candidate passes every gate.") << '\n';
    } else {
        out << Text::tr("Recommended: %1 (%2), bonus score %3")
                   .arg(name(decision.recommended), decision.recommended, scoreOf(decision.recommended))
            << '\n';
    }
    if (decision.alternative.isEmpty()) {
        if (!decision.recommended.isEmpty())
            out << Text::tr("No alternative: only one candidate passes every gate.") << '\n';
    } else {
        out << Text::tr("Alternative: %1 (%2), bonus score %3")
                   .arg(name(decision.alternative), decision.alternative, scoreOf(decision.alternative))
            << '\n';
        if (decision.closeCall)
            out << Text::tr("Close call: the top two differ by %1 points (%2 or less); the recommendation stands.")
                       .arg(points(decision.margin.value_or(0.0)), points(kCloseCallPoints))
                << '\n';
        else
            out << Text::tr("Not a close call: the top two differ by %1 points.")
                       .arg(points(decision.margin.value_or(0.0)))
                << '\n';
    }

    out << '\n' << Text::tr("Candidates (committee order):") << '\n';
    qsizetype nameWidth = 0;
    qsizetype statusWidth = 0;
    for (const CandidateDecision& c : decision.candidates) {
        if (c.status) {
            nameWidth = std::max(nameWidth, name(c.candidateId).size());
            statusWidth = std::max(statusWidth, statusLabel(*c.status).size());
        }
    }
    for (const CandidateDecision& c : decision.candidates) {
        if (!c.status)
            continue;
        const QString rank = c.rank ? QStringLiteral("#%1").arg(*c.rank) : QStringLiteral("-");
        out << QStringLiteral("  %1  %2  %3  ")
                   .arg(rank, -3)
                   .arg(name(c.candidateId), -int(nameWidth))
                   .arg(statusLabel(*c.status), -int(statusWidth));
        if (!c.bonusScore)
            out << Text::tr("no bonus score");
        else if (c.rank)
            out << Text::tr("bonus score %1").arg(points(*c.bonusScore));
        else
            out << Text::tr("bonus score %1 (for information, not ranked)").arg(points(*c.bonusScore));
        if (c.missingScores > 0)
            out << ", " << Text::tr("%n unscored cell(s) counted as 0", nullptr, c.missingScores);
        out << '\n';
        for (const GateFinding& f : c.failedGates)
            out << "      " << Text::tr("Failed gate: %1. Evidence: %2").arg(title(f.criterionId), f.evidence) << '\n';
        if (!c.failedGates.isEmpty() && !c.unknownGates.isEmpty()) {
            // Once a gate fails the others rarely matter: name them without their notes.
            QStringList titles;
            for (const GateFinding& f : c.unknownGates)
                titles.append(title(f.criterionId));
            out << "      " << Text::tr("Also unknown: %1").arg(titles.join(QStringLiteral(", "))) << '\n';
        }
        for (const GateFinding& f : c.failedGates.isEmpty() ? c.unknownGates : QList<GateFinding>()) {
            if (f.waiver == WaiverState::Expired)
                out << "      "
                    << Text::tr("Unknown gate: %1 (the waiver expired on %2)")
                           .arg(title(f.criterionId), f.waiverExpires.toString(Qt::ISODate))
                    << '\n';
            else if (f.assessed)
                out << "      " << Text::tr("Unknown gate: %1. %2").arg(title(f.criterionId), f.evidence) << '\n';
            else
                out << "      " << Text::tr("Unknown gate: %1 (not assessed)").arg(title(f.criterionId)) << '\n';
        }
        for (const GateFinding& f : c.waivedGates)
            out << "      "
                << Text::tr("Waived gate: %1, by %2 until %3 (an acceptance condition)")
                       .arg(title(f.criterionId), f.waiverOwner, f.waiverExpires.toString(Qt::ISODate))
                << '\n';
    }

    if (!decision.setAside.isEmpty()) {
        out << '\n' << Text::tr("Set aside by the committee (no status):") << '\n';
        for (const QString& id : decision.setAside) {
            const DecisionCandidate* c = input.candidate(id);
            out << "  " << name(id) << ": " << (c ? c->setAsideReason : QString()) << '\n';
        }
    }

    if (!decision.deferred.isEmpty()) {
        out << '\n' << Text::tr("Deferred items (never scored or judged):") << '\n';
        for (const DeferredItem& d : decision.deferred) {
            const QString review = d.reviewDate.isValid() ? d.reviewDate.toString(Qt::ISODate) : Text::tr("no date");
            out << "  "
                << Text::tr("%1: owner %2, review %3")
                       .arg(pickLanguage(d.titleZh, d.titleEn, language), pickLanguage(d.ownerZh, d.ownerEn, language),
                            review)
                << '\n';
        }
    }

    if (decision.ranking.size() >= 2 && !decision.sensitivity.isEmpty()) {
        out << '\n'
            << Text::tr("Weight sensitivity (each weight searched from 0 to %1):").arg(kSensitivityMaxWeight) << '\n';
        for (const WeightSensitivity& s : decision.sensitivity) {
            out << "  " << Text::tr("%1 (weight %2): ").arg(title(s.criterionId)).arg(s.weight);
            if (!s.threshold) {
                out << Text::tr("no change of leader from 0 to %1").arg(s.rangeMax);
            } else {
                const QString at = QString::number(*s.threshold, 'g', 4);
                const QString change =
                    (s.change() > 0 ? QStringLiteral("+") : QString()) + QString::number(s.change(), 'g', 4);
                out << (s.beyond ? Text::tr("%1 leads past weight %2 (change %3)")
                                 : Text::tr("%1 leads at weight %2 (change %3)"))
                           .arg(name(s.newLeader), at, change);
            }
            out << '\n';
        }
    }
    out.flush();
    return text;
}

} // namespace

int commandDecide(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Decide gate first: eliminated, blocked and eligible candidates, the ranking of the eligible ones, the "
        "recommended option and the alternative. Never writes to FILE."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The evaluation file (.gatebench)."));
    const QCommandLineOption asOf(QStringLiteral("as-of"),
                                  Text::tr("Judge waiver expiry on this date, YYYY-MM-DD (default: today)."),
                                  QStringLiteral("DATE"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    parser.addOptions({asOf, json});
    int code = Success;
    if (!parse(parser, arguments, code))
        return code;
    if (parser.positionalArguments().size() != 1)
        return usage(Text::tr("decide takes exactly one FILE"), parser.helpText());

    QDate date = QDate::currentDate();
    if (parser.isSet(asOf)) {
        static const QRegularExpression shape(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        const QString value = parser.value(asOf);
        date = shape.match(value).hasMatch() ? QDate::fromString(value, Qt::ISODate) : QDate();
        if (!date.isValid())
            return usage(Text::tr("--as-of takes a date as YYYY-MM-DD, not %1").arg(value), parser.helpText());
    }

    auto workspace = Workspace::open(parser.positionalArguments().at(0), Workspace::Access::ReadOnly);
    if (!workspace)
        return fail(workspace.error());
    auto input = loadDecisionInput((*workspace)->storage());
    if (!input)
        return fail(input.error());
    const QString language = (*workspace)->language();
    const Decision decision = decide(*input, date);
    if (parser.isSet(json))
        printOut(
            QString::fromUtf8(QJsonDocument(decisionJson(decision, *input, language)).toJson(QJsonDocument::Indented)));
    else
        printOut(summary(decision, *input, language));
    return Success;
}

} // namespace gatebench
