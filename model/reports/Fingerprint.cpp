#include "reports/Fingerprint.h"

#include "decision/DecisionKeys.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/CandidateRepository.h"
#include "repositories/ConsensusRepository.h"
#include "repositories/CriterionRepository.h"
#include "repositories/DecisionRecordRepository.h"
#include "repositories/PocRepository.h"
#include "repositories/SettingsRepository.h"
#include "repositories/SignoffRepository.h"
#include "repositories/TcoRepository.h"
#include "storage/Schema.h"

#include <QCryptographicHash>
#include <QLocale>

#include <algorithm>

namespace gatebench::fingerprint {

namespace {

/// One record: its kind, then each field after a tab, escaped (README.md, "The fingerprint").
class Record {
public:
    explicit Record(const char* kind)
        : m_bytes(kind)
    {}

    Record& text(const QString& value)
    {
        m_bytes += '\t';
        const QByteArray utf8 = value.toUtf8();
        for (const char c : utf8) {
            switch (c) {
            case '\\':
                m_bytes += "\\\\";
                break;
            case '\t':
                m_bytes += "\\t";
                break;
            case '\n':
                m_bytes += "\\n";
                break;
            case '\r':
                m_bytes += "\\r";
                break;
            default:
                m_bytes += c;
            }
        }
        return *this;
    }
    Record& null()
    {
        m_bytes += "\t\\N";
        return *this;
    }
    Record& integer(qint64 value) { return raw(QByteArray::number(value)); }
    Record& number(double value)
    {
        // The shortest text that reads back as the same double, in the C locale ("0.5", "1e-07").
        return raw(QString::number(value, 'g', QLocale::FloatingPointShortest).toLatin1());
    }
    Record& number(const std::optional<double>& value) { return value ? number(*value) : null(); }
    Record& number(const std::optional<int>& value) { return value ? integer(*value) : null(); }
    Record& decimal(const Decimal& value) { return raw(value.toString().toLatin1()); }
    Record& decimal(const std::optional<Decimal>& value) { return value ? decimal(*value) : null(); }
    Record& flag(bool value) { return raw(value ? "1" : "0"); }
    Record& flag(const std::optional<bool>& value) { return value ? flag(*value) : null(); }
    Record& date(const QDate& value) { return value.isValid() ? raw(value.toString(Qt::ISODate).toLatin1()) : null(); }
    Record& bilingual(const Bilingual& value) { return text(value.zh).text(value.en); }

    const QByteArray& bytes() const { return m_bytes; }

private:
    Record& raw(const QByteArray& value)
    {
        m_bytes += '\t';
        m_bytes += value;
        return *this;
    }

    QByteArray m_bytes;
};

/// The records of one kind, sorted by their bytes so that storage order never matters.
class Section {
public:
    void add(const Record& record) { m_lines.append(record.bytes()); }
    void appendTo(QByteArray& out)
    {
        std::sort(m_lines.begin(), m_lines.end());
        for (const QByteArray& line : std::as_const(m_lines)) {
            out += line;
            out += '\n';
        }
    }

private:
    QList<QByteArray> m_lines;
};

bool recordsNothing(const Assessment& a)
{
    return a.verdict == GateVerdict::Unknown && a.waiver.owner.isEmpty() && a.waiver.reason.isEmpty() &&
           !a.waiver.expires.isValid() && !a.override.verdict && a.override.reason.isEmpty() && a.evidence.isEmpty() &&
           a.links.isEmpty();
}

QString joinedInts(const QList<int>& values)
{
    QStringList parts;
    for (const int v : values)
        parts.append(QString::number(v));
    return parts.join(u',');
}

} // namespace

Result<QByteArray> canonical(const Storage& storage, Part part)
{
    QByteArray out = "gatebench-fingerprint " + QByteArray::number(kVersion) + '\n';

    auto candidates = CandidateRepository(storage).all();
    if (!candidates)
        return candidates.error();
    Section candidateRecords;
    for (const Candidate& c : std::as_const(*candidates)) {
        candidateRecords.add(Record("candidate")
                                 .text(c.id)
                                 .integer(c.position)
                                 .bilingual(c.name)
                                 .bilingual(c.vendor)
                                 .text(c.route)
                                 .text(c.deployment)
                                 .text(c.tcoTemplate)
                                 .flag(c.shortlisted)
                                 .text(c.setAsideReason)
                                 .flag(c.inPoc));
    }
    candidateRecords.appendTo(out);

    auto criteria = CriterionRepository(storage).ordered();
    if (!criteria)
        return criteria.error();
    Section criterionRecords;
    for (const Criterion& c : std::as_const(*criteria)) {
        criterionRecords.add(Record("criterion")
                                 .text(c.id)
                                 .integer(c.position)
                                 .text(tierKey(c.tier))
                                 .text(c.category)
                                 .bilingual(c.title)
                                 .bilingual(c.ownerRole)
                                 .bilingual(c.acceptance)
                                 .flag(c.evidenceRequired)
                                 .number(c.weight)
                                 .date(c.reviewDate)
                                 .text(c.metricRule));
    }
    criterionRecords.appendTo(out);

    const AssessmentRepository assessments(storage);
    auto verdicts = assessments.all();
    if (!verdicts)
        return verdicts.error();
    Section verdictRecords;
    for (const Assessment& a : std::as_const(*verdicts)) {
        if (recordsNothing(a))
            continue;
        Record record("verdict"); // not storage: a record kind of the serialization
        record.text(a.candidateId)
            .text(a.criterionId)
            .text(verdictKey(a.verdict))
            .text(a.waiver.owner)
            .text(a.waiver.reason)
            .date(a.waiver.expires);
        if (a.override.verdict)
            record.text(verdictKey(*a.override.verdict));
        else
            record.null();
        record.text(a.override.reason).text(a.override.by).text(a.override.at).text(a.evidence).text(a.links);
        verdictRecords.add(record);
    }
    verdictRecords.appendTo(out);

    auto files = assessments.allFiles();
    if (!files)
        return files.error();
    Section fileRecords;
    for (const EvidenceFile& f : std::as_const(*files)) {
        fileRecords.add(Record("evidence_file")
                            .text(f.candidateId)
                            .text(f.criterionId)
                            .text(f.fileName)
                            .integer(f.size)
                            .text(f.sha256));
    }
    fileRecords.appendTo(out);

    auto scores = assessments.allScores();
    if (!scores)
        return scores.error();
    Section scoreRecords;
    for (const BonusScore& s : std::as_const(*scores)) {
        scoreRecords.add(Record("score") // not storage: a record kind of the serialization
                             .text(s.candidateId)
                             .text(s.criterionId)
                             .text(s.reviewerId)
                             .number(s.score)
                             .flag(s.consensus)
                             .text(s.note));
    }
    scoreRecords.appendTo(out);

    // Version 2: the committee's consensus scores and recusals (their authors and times left out).
    const ConsensusRepository committee(storage);
    auto consensus = committee.consensusScores();
    if (!consensus)
        return consensus.error();
    Section consensusRecords;
    for (const CommitteeFacts::Consensus& c : std::as_const(*consensus))
        consensusRecords.add(
            Record("consensus_score").text(c.candidateId).text(c.criterionId).number(c.score).text(c.reason));
    consensusRecords.appendTo(out);

    auto recusals = committee.recusals();
    if (!recusals)
        return recusals.error();
    Section recusalRecords;
    for (const CommitteeFacts::Recusal& r : std::as_const(*recusals))
        recusalRecords.add(Record("recusal").text(r.memberId).text(r.candidateId).text(r.reason));
    recusalRecords.appendTo(out);

    const PocRepository poc(storage);
    auto scenarios = poc.scenarios();
    if (!scenarios)
        return scenarios.error();
    Section scenarioRecords;
    for (const PocScenario& s : std::as_const(*scenarios)) {
        scenarioRecords.add(Record("poc_scenario")
                                .text(s.id)
                                .integer(s.position)
                                .text(PocRepository::kindKey(s.kind))
                                .bilingual(s.title)
                                .integer(s.minRuns));
    }
    scenarioRecords.appendTo(out);

    auto runs = poc.runs();
    if (!runs)
        return runs.error();
    Section runRecords;
    for (const PocRun& r : std::as_const(*runs)) {
        Record record("poc_run");
        record.text(r.candidateId)
            .text(r.scenarioId)
            .text(r.runId)
            .integer(r.runNo)
            .text(r.submittedAt)
            .text(r.startedAt)
            .text(r.availableAt)
            .text(r.finishedAt);
        if (r.outcome)
            record.text(PocRepository::outcomeKey(*r.outcome));
        else
            record.null();
        record.text(r.failureReason)
            .number(r.queueSeconds)
            .number(r.submitToAvailableSeconds)
            .number(r.gpuHours)
            .number(r.operationSteps)
            .number(r.manualInterventions)
            .number(r.recoverySeconds)
            .flag(r.selfDiagnosed)
            .text(r.sourceSha256);
        runRecords.add(record);
    }
    runRecords.appendTo(out);

    const TcoRepository tco(storage);
    auto basis = tco.basis();
    if (!basis)
        return basis.error();
    out += Record("tco_basis").text(basis->currency).flag(basis->taxIncluded).decimal(basis->taxRate).bytes() + '\n';
    const SettingsRepository settings(storage);
    Record volumes("tco_volumes");
    for (const char* key : {schema::key::TcoVolumeExperiments, schema::key::TcoVolumeModelVersions,
                            schema::key::TcoVolumeInferenceRequests}) {
        auto value = settings.read(QLatin1String(key));
        if (!value)
            return value.error();
        if (*value)
            volumes.text(**value);
        else
            volumes.null();
    }
    out += volumes.bytes() + '\n';

    auto rates = tco.fxRates();
    if (!rates)
        return rates.error();
    Section rateRecords;
    for (const FxRate& rate : std::as_const(*rates))
        rateRecords.add(Record("fx_rate").text(rate.currency).decimal(rate.rate));
    rateRecords.appendTo(out);

    auto tcoScenarios = tco.scenarios();
    if (!tcoScenarios)
        return tcoScenarios.error();
    Section tcoScenarioRecords;
    for (const TcoScenario& s : std::as_const(*tcoScenarios)) {
        tcoScenarioRecords.add(Record("tco_scenario")
                                   .text(s.id)
                                   .text(s.candidateId)
                                   .text(s.templateScenario)
                                   .decimal(s.multiplier)
                                   .text(joinedInts(s.peakMonths)));
    }
    tcoScenarioRecords.appendTo(out);

    auto lines = tco.lines();
    if (!lines)
        return lines.error();
    Section lineRecords;
    for (const TcoLine& l : std::as_const(*lines)) {
        QStringList multipliers;
        for (auto it = l.multipliers.cbegin(); it != l.multipliers.cend(); ++it)
            multipliers.append(it.key() + u'=' + it.value().toString());
        multipliers.sort();
        lineRecords.add(Record("tco_line")
                            .text(l.candidateId)
                            .text(l.scenarioId)
                            .text(l.category)
                            .bilingual(l.description)
                            .text(TcoRepository::kindKey(l.kind))
                            .decimal(l.quantity)
                            .text(l.unit)
                            .decimal(l.unitPrice)
                            .text(l.currency)
                            .integer(l.periodsPerYear)
                            .flag(l.hourly)
                            .decimal(l.growth)
                            .text(joinedInts(l.years))
                            .decimal(l.fte)
                            .decimal(l.loadedAnnualCost)
                            .flag(l.taxIncluded)
                            .decimal(l.taxRate)
                            .text(TcoRepository::sourceKey(l.source))
                            .text(l.sourceNote)
                            .text(multipliers.join(u',')));
    }
    lineRecords.appendTo(out);

    auto record = DecisionRecordRepository(storage).latest();
    if (!record)
        return record.error();
    if (*record) {
        const DecisionRecord& r = **record;
        out += Record("decision_record") // not storage: a record kind of the serialization
                   .text(r.asOf)
                   .text(r.recommended)
                   .text(r.alternative)
                   .text(r.risks)
                   .text(r.assumptions)
                   .text(r.acceptance)
                   .text(r.exitPath)
                   .bytes() +
               '\n';
    }

    // Version 2: the members' signatures, their choices and reasons (not when, nor the fingerprint
    // each signed: signing the same data twice gives the same lines).
    if (part == Part::Whole) {
        auto signatures = SignoffRepository(storage).signatures();
        if (!signatures)
            return signatures.error();
        Section signatureRecords;
        for (const Signature& s : std::as_const(*signatures))
            signatureRecords.add(
                Record("signature").text(s.memberId).text(SignoffRepository::choiceKey(s.choice)).text(s.reason));
        signatureRecords.appendTo(out);
    }
    return out;
}

Result<QString> compute(const Storage& storage, Part part)
{
    auto bytes = canonical(storage, part);
    if (!bytes)
        return bytes.error();
    return QString::fromLatin1(QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256).toHex());
}

QString shortForm(const QString& fingerprint)
{
    QStringList groups;
    for (int i = 0; i < 16 && i < fingerprint.size(); i += 4)
        groups.append(fingerprint.mid(i, 4));
    return groups.join(u' ');
}

} // namespace gatebench::fingerprint
