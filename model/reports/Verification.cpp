#include "reports/Verification.h"

#include "reports/Fingerprint.h"
#include "repositories/AssessmentRepository.h"
#include "repositories/AuditActors.h"
#include "repositories/SignoffRepository.h"
#include "storage/Storage.h"
#include "storage/StorageFactory.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include <algorithm>
#include <climits>

namespace gatebench::verification {

namespace {

/// The translation context of this file's messages (lupdate reads it from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(gatebench::Verification)
};

/// At most this many broken links are listed; the first is what matters, the count says the rest.
constexpr int kListedProblems = 100;

const QString kReason = QStringLiteral("reason"); // not storage: a key of verify --json

Problem entryProblem(const QString& kind, qint64 entry, const QString& message)
{
    return Problem{kind, entry, 0, message};
}

} // namespace

Result<ChainCheck> checkChain(const Storage& storage, const std::optional<ChainHead>& expect)
{
    const AuditRepository log(storage);
    ChainCheck check;
    const QString start = AuditRepository::chainStart(log.workspaceId());
    QString previous = start;
    qint64 next = 1;           // the seq the next entry must have
    bool started = false;      // a chained entry was seen
    qint64 broken = 0;         // links that do not hold, listed or not
    QString lastValue = start; // the chain's value after the last entry read
    QString valueAtExpected = expect && expect->entries == 0 ? start : QString();
    const auto note = [&](Problem problem) {
        if (++broken <= kListedProblems)
            check.problems.append(std::move(problem));
    };
    auto scanned = auditactors::scanChain(storage, [&](const ChainLink& link, const AuditActors& actors) {
        const qint64 seq = link.entry.seq;
        if (seq != next)
            note(entryProblem(QStringLiteral("missing_entry"), next,
                              next + 1 == seq
                                  ? Text::tr("Audit entry %1 is missing: the log goes from entry %2 to entry %3 (an "
                                             "entry was removed).")
                                        .arg(next)
                                        .arg(next - 1)
                                        .arg(seq)
                                  : Text::tr("Audit entries %1 to %2 are missing: the log goes from entry %3 to entry "
                                             "%4 (entries were removed).")
                                        .arg(next)
                                        .arg(seq - 1)
                                        .arg(next - 1)
                                        .arg(seq)));
        next = seq + 1;
        check.entries = seq;
        if (link.hash.isEmpty()) {
            if (started)
                note(entryProblem(QStringLiteral("unchained_entry"), seq,
                                  Text::tr("Audit entry %1 has no chain hash although the entries before it have one: "
                                           "it was inserted, or its hash removed.")
                                      .arg(seq)));
            else
                ++check.beforeChain;
        } else {
            started = true;
            ++check.chained;
            if (auditactors::chainNext(previous, link.entry, actors) != link.hash)
                note(entryProblem(QStringLiteral("hash_mismatch"), seq,
                                  Text::tr("Audit entry %1 does not match its chain hash: it was changed, inserted or "
                                           "moved, or an entry before it was removed.")
                                      .arg(seq)));
            // On from the stored hash: every broken link is named, not every entry after the first.
            previous = link.hash;
        }
        lastValue = link.hash.isEmpty() ? (started ? QString() : start) : link.hash;
        if (expect && seq == expect->entries)
            valueAtExpected = lastValue;
        return true;
    });
    if (!scanned)
        return scanned.error();
    check.hasChain = log.chained();
    check.head = ChainHead{check.entries, lastValue};
    if (broken > kListedProblems)
        check.problems.append(entryProblem(QStringLiteral("hash_mismatch"), 0,
                                           Text::tr("%n more broken link(s) not listed.", nullptr,
                                                    int(std::min<qint64>(broken - kListedProblems, INT_MAX)))));
    if (expect) {
        if (expect->entries > check.entries)
            check.problems.append(entryProblem(
                QStringLiteral("expected_head"), check.entries + 1,
                Text::tr("The log ends at entry %1, but the expected head %2 is at entry %3: entries were cut off the "
                         "end.")
                    .arg(check.entries)
                    .arg(expect->text())
                    .arg(expect->entries)));
        else if (valueAtExpected != expect->hash)
            check.problems.append(entryProblem(
                QStringLiteral("expected_head"), expect->entries,
                Text::tr("At entry %1 the chain holds %2, not the expected head %3: the chain was rewritten (or the "
                         "head is another evaluation's).")
                    .arg(expect->entries)
                    .arg(valueAtExpected.isEmpty() ? Text::tr("no hash")
                                                   : ChainHead{expect->entries, valueAtExpected}.text(),
                         expect->text())));
    }
    return check;
}

Result<QList<Problem>> checkEvidence(const Storage& storage, qint64& files)
{
    const AssessmentRepository repository(storage);
    auto all = repository.allFiles();
    if (!all)
        return all.error();
    files = all->size();
    QList<Problem> problems;
    for (const EvidenceFile& file : std::as_const(*all)) {
        auto content = repository.fileContent(file.id);
        if (!content)
            return content.error();
        const QByteArray bytes = content->value_or(QByteArray());
        const QString sha256 = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
        if (sha256 != file.sha256.toLower() || bytes.size() != file.size)
            problems.append(Problem{QStringLiteral("evidence_file"), 0, file.id,
                                    Text::tr("The evidence file “%1” (id %2, %3 / %4) does not match the SHA-256 and "
                                             "size recorded for it.")
                                        .arg(file.fileName)
                                        .arg(file.id)
                                        .arg(file.candidateId, file.criterionId)});
    }
    return problems;
}

Result<Report> verifyFile(const QString& path, const std::optional<ChainHead>& expect)
{
    // A schema that is not GateBench's is reported, not refused: the record is still checked.
    auto opened = storageFactory::open(path, storageFactory::Access::ReadOnly, storageFactory::Check::Whole,
                                       storageFactory::SchemaCheck::Report);
    if (!opened)
        return opened.error();
    const Storage& storage = **opened;
    Report report;
    report.path = path;

    auto integrity = storage.fullIntegrityCheck();
    if (!integrity)
        return integrity.error();
    // A server's evaluation says what its check covers (the same keys: a reader of the JSON finds it there).
    const QString serverCheck = storage.integrityCheckDescription();
    for (const QString& problem : std::as_const(*integrity))
        report.problems.append(Problem{QStringLiteral("sqlite_integrity"), 0, 0,
                                       serverCheck.isEmpty() ? Text::tr("SQLite's integrity check: %1").arg(problem)
                                                             : Text::tr("The server's check: %1").arg(problem)});
    report.checked.append(
        {QStringLiteral("sqlite_integrity"),
         serverCheck.isEmpty() ? Text::tr("SQLite's full integrity check of the whole file") : serverCheck,
         {}});

    // A server's check that could not cover everything says what it left out.
    if (const QString gaps = storage.integrityCheckGaps(); !gaps.isEmpty())
        report.notChecked.append(
            {QStringLiteral("server_schema"), gaps, {{kReason, QStringLiteral("catalogue_only")}}});

    // Someone who changed the file with the sqlite3 shell and did not put GateBench's triggers back (or
    // added a table, a trigger or a view of their own).
    const QStringList drift = storage.schemaDrift();
    // On a server the evaluation is a schema of its database, not a file.
    const bool server = !serverCheck.isEmpty();
    for (const QString& difference : drift)
        report.problems.append(
            Problem{QStringLiteral("schema_drift"), 0, 0,
                    (server ? Text::tr("The evaluation's schema on the server is not GateBench's (version %1): %2.")
                            : Text::tr("The file's schema is not GateBench's (version %1): %2."))
                        .arg(storage.schemaVersion())
                        .arg(difference)});
    report.checked.append({QStringLiteral("schema"),
                           (server ? Text::tr("The evaluation's tables, indexes, triggers and functions on the server "
                                              "against GateBench's schema for its version (%1)")
                                   : Text::tr("The file's tables, indexes, triggers and views against GateBench's "
                                              "schema for its version (%1)"))
                               .arg(storage.schemaVersion()),
                           {{QStringLiteral("version"), storage.schemaVersion()},
                            {QStringLiteral("differences"), qint64(drift.size())}}});

    auto chain = checkChain(storage, expect);
    if (!chain)
        return chain.error();
    report.head = chain->head;
    if (chain->hasChain) {
        report.checked.append(
            {QStringLiteral("audit_chain"),
             Text::tr("The audit chain: %1 entries (%2 chained, %3 before the chain); every chained entry's hash "
                      "recomputed from its canonical form, none missing, none without its hash after the chain "
                      "started; head %4")
                 .arg(chain->entries)
                 .arg(chain->chained)
                 .arg(chain->beforeChain)
                 .arg(chain->head.text()),
             {{QStringLiteral("entries"), chain->entries},
              {QStringLiteral("chained"), chain->chained},
              {QStringLiteral("before_chain"), chain->beforeChain}}});
    } else {
        report.notChecked.append(
            {QStringLiteral("audit_chain"),
             Text::tr("The audit chain: the file is at schema version %1, before the chain, and none of its %2 entries "
                      "carries a hash. Opening it in GateBench upgrades it and starts the chain.")
                 .arg(storage.schemaVersion())
                 .arg(chain->entries),
             {{kReason, QStringLiteral("before_version_20")}, {QStringLiteral("entries"), chain->entries}}});
    }
    report.problems.append(chain->problems);
    // On a server under its roles: each seal of an entry about a sealed score against the values kept
    // for it (as far as this role reads them: the chair's, all).
    auto seals = auditactors::checkSeals(storage);
    if (!seals)
        return seals.error();
    if (seals->kept) {
        for (const qint64 seq : std::as_const(seals->broken))
            report.problems.append(
                entryProblem(QStringLiteral("audit_seal"), seq,
                             Text::tr("The seal of audit entry %1 is not the one its kept values give: the entry or "
                                      "its values were changed.")
                                 .arg(seq)));
        report.checked.append({QStringLiteral("audit_seals"),
                               Text::tr("The seals of the audit entries about sealed scores against the values kept "
                                        "for them: %1 checked")
                                   .arg(seals->checked),
                               {{QStringLiteral("checked"), seals->checked}}});
    }
    if (expect && !std::any_of(chain->problems.cbegin(), chain->problems.cend(),
                               [](const Problem& p) { return p.kind == QLatin1String("expected_head"); }))
        report.checked.append(
            {QStringLiteral("expected_head"),
             Text::tr("The expected head %1: the chain holds it at entry %2").arg(expect->text()).arg(expect->entries),
             {{QStringLiteral("head"), expect->text()}}});

    qint64 files = 0;
    auto evidence = checkEvidence(storage, files);
    if (!evidence)
        return evidence.error();
    report.problems.append(*evidence);
    report.checked.append({QStringLiteral("evidence_files"), // not storage: a check's id in gatebench verify
                           Text::tr("Every evidence file's content against its recorded SHA-256 and size: %n file(s)",
                                    nullptr, int(files)),
                           {{QStringLiteral("files"), files}}});

    // A frozen decision: the fingerprint recorded at the freeze against what the data gives now.
    auto freeze = SignoffRepository(storage).currentFreeze();
    if (!freeze)
        return freeze.error();
    if (*freeze) {
        auto now = fingerprint::compute(storage);
        const DecisionFreeze& f = **freeze;
        if (!now)
            report.problems.append(Problem{QStringLiteral("signed_fingerprint"), 0, 0,
                                           Text::tr("The fingerprint of the data cannot be computed to compare it with "
                                                    "the one recorded at sign-off: %1")
                                               .arg(now.error().message)});
        else if (*now != f.fingerprint)
            report.problems.append(
                Problem{QStringLiteral("signed_fingerprint"), 0, 0,
                        Text::tr("The decision was signed and frozen on %1 with the fingerprint %2, but its data now "
                                 "gives %3: something the fingerprint covers (a score, a verdict, a cost line …) "
                                 "was changed after sign-off without reopening the decision.")
                            .arg(f.frozenAt, f.fingerprint, *now)});
        report.checked.append({QStringLiteral("signed_fingerprint"),
                               Text::tr("The fingerprint recorded when the decision was signed and frozen (%1, %2) "
                                        "against the current data")
                                   .arg(f.frozenAt, f.fingerprint),
                               {{QStringLiteral("fingerprint"), f.fingerprint}, // not storage: a JSON key
                                {QStringLiteral("frozen_at"), f.frozenAt}}});   // not storage: a JSON key
    } else {
        report.notChecked.append({QStringLiteral("signed_fingerprint"),
                                  Text::tr("The fingerprint recorded when the decision was signed, against the "
                                           "current data: no signed decision."),
                                  {{kReason, QStringLiteral("no_signed_decision")}}});
    }
    if (chain->hasChain && chain->beforeChain > 0)
        report.notChecked.append(
            {QStringLiteral("before_chain"),
             Text::tr("The content of entries 1 to %1: they were written before the chain "
                      "(schema version 20) and carry no hash; only that none is missing.")
                 .arg(chain->beforeChain),
             {{kReason, QStringLiteral("no_hash")}, {QStringLiteral("entries"), chain->beforeChain}}});
    // What no check of the record can tell, said of what holds it: the file, or the server's tables (the
    // ids and reasons as on a file: a reader of the JSON finds them there).
    if (!expect)
        report.notChecked.append(
            {QStringLiteral("tail_and_rewrite"),
             server ? Text::tr("Entries cut off the end, or the whole chain recomputed after a change: anyone who "
                               "may change the evaluation's tables on the server (its superuser, for one) can do "
                               "either. Give the head a report or a bundle states with --expect N:HASH.")
                    : Text::tr("Entries cut off the end, or the whole chain recomputed after a change: "
                               "anyone who can write the file can do either. Give the head a report or "
                               "a bundle states with --expect N:HASH."),
             {{kReason, QStringLiteral("no_expected_head")}}});
    report.notChecked.append(
        {QStringLiteral("rewritten_file"),
         server ? Text::tr("An evaluation rewritten from scratch on the server by someone who also rewrote every copy "
                           "of the report and of its head: only a head kept out of their reach tells it.")
                : Text::tr("A file rewritten from scratch by someone who also rewrote every copy of the "
                           "report and of its head: only a head kept out of their reach tells it."),
         {{kReason, QStringLiteral("outside_the_file")}}});
    return report;
}

} // namespace gatebench::verification
