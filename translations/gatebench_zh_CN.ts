<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gatebench</name>
    <message>
        <source>No file name given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; use --force to replace it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language %1 (use zh_CN or en)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown time zone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot move the new file into place at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a new evaluation from the built-in template (or the demo).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evaluation file to create (.gatebench).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create the built-in demo evaluation (simulated data).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create an empty evaluation without the template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace language: zh_CN or en (default: the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster time zone, an IANA name such as Asia/Shanghai (default: the system&apos;s; the demo uses Asia/Shanghai).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace FILE if it exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new takes exactly one FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--demo and --empty exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang takes zh_CN or en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a summary of an evaluation. Never writes to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evaluation file (.gatebench).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info takes exactly one FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated data: this evaluation is the built-in demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language: %1, cluster time zone: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criteria: %1 gate, %2 bonus, %3 deferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline jobs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PoC runs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO lines: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit entries: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gatebench [FILE] [--page NAME] [--verbose]
       gatebench COMMAND [options]

GateBench keeps a GPU-cluster platform evaluation in one file and decides gate first.
Without a command it opens the window (on FILE if given).

Commands (no display needed):
  new FILE [--demo|--empty] [--lang zh_CN|en] [--tz ZONE] [--force]
                 create an evaluation from the template or the demo
  info FILE [--json]
                 print a summary of an evaluation

Window options:
  --page NAME    open on a page: overview, baseline, requirements, candidates, poc, tco,
                 report, audit
  --verbose      also log to the terminal
  --help, --version

Exit codes: 0 success, 1 usage error, 2 bad input, 3 integrity failure.
Run &apos;gatebench COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gatebench::AuditLogModel</name>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Old value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gatebench::AuditLogPage</name>
    <message>
        <source>Audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every change to this evaluation, with who made it and when (times shown in your local time, stored in UTC). The log is append-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gatebench::CandidateListModel</name>
    <message>
        <source>PoC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set aside</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gatebench::CandidatesPage</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked for the PoC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seven template profiles are a starting point, not a ranking. Add your own options, including improving the current tooling; every candidate goes through the same gates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese (zh_CN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English (en)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortlist:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A candidate that fails a requirement stays in the evaluation with a Fail verdict; set a candidate aside only for reasons outside the requirements, such as the procurement framework.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason set aside:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PoC mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A candidate set aside needs a reason. Tick &quot;In the evaluation&quot; to bring it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When to consider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to verify first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock-in and exit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facts as of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date the profile&apos;s facts were checked (YYYY-MM-DD): versions, licences and product forms change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aliases:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other names that imports may use for this candidate, one per line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committee notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the built-in template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added by the committee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date; write it as YYYY-MM-DD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring %1 back into the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set candidate aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why does the committee set %1 aside (for example: outside our procurement framework)? A candidate that fails a requirement is not set aside: give it a Fail verdict with evidence instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the new candidate (for example: Status quo: improve the current tooling). You can add the other language&apos;s name later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This also removes its %1 gate verdicts, %2 bonus scores, %3 PoC runs and %4 cost lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from this evaluation?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can undo this with Edit &gt; Undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gatebench::ChangeCommand</name>
    <message>
        <source>Redo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gatebench::MainWindow</name>
    <message>
        <source>Simulated data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Ctrl+%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proof of concept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PoC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-year TCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New evaluation from the template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;empty evaluation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;demo evaluation (simulated data)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a &amp;copy as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer &amp;name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create the demo evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GateBench evaluations (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GateBench evaluations (%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another file: this is the open evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot replace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved a copy as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name as it appears in the audit log (empty: your system user name, %1):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gatebench::OverviewPage</name>
    <message>
        <source>GateBench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose how to manage a shared GPU cluster the way a review committee should: gate criteria first, never averaged away; the same PoC workload for every candidate; a measured baseline; a three-year cost; and a decision with an exit path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New evaluation from the template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the demo evaluation (simulated data)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an evaluation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated data. This demo evaluation describes no real company, cluster or vendor result; it shows how GateBench works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organisation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster time zone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements: %1 gate, %2 bonus, %3 deferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline: %1 job records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PoC: %1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO: %1 cost lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit log: %1 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortlist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PoC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gatebench::SqliteStorage</name>
    <message>
        <source>%1 failed in %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is empty, not a GateBench workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a GateBench workspace (not an SQLite database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an SQLite database, but not a GateBench workspace (application id %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer GateBench (schema version %2); this version reads up to schema version %3. Update GateBench to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a GateBench workspace without a schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed the integrity check: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot replace the old backup %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade step %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown column %1.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add row %1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot change %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot remove from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 of %2 refers to a missing row of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write a copy to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gatebench::SummaryPage</name>
    <message>
        <source>No evaluation is open. Use File &gt; New or File &gt; Open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gatebench::Workspace</name>
    <message>
        <source>The %1 %2 no longer exists</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gatebench::candidates</name>
    <message>
        <source>Add candidate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The candidate %1 no longer exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate candidate as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove candidate %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gatebench::labels</name>
    <message>
        <source>Hardware ecosystem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU orchestration and scheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enterprise container platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud-managed platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open-source assembly (self-built)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status quo: improve the current tooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On premises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-premises product: licence + hardware + support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud: normal and peak usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-built: normal maintenance and one major upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate (must)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Security, identity and audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data boundary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware compatibility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource availability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ecosystem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extensibility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gatebench::summaries</name>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job records measured before the selection: the reference every candidate is judged against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records span</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs by team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs by outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate criteria must all pass; bonus criteria are scored only for candidates that pass every gate; deferred items never enter a verdict or a score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deferred items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate verdicts recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus scores recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proof of concept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same workload and the same fault drills on every candidate in the PoC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates in the PoC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none marked yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PoC runs recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs per scenario (recorded / required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-year TCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute, storage, transfer, licence or managed-service fees, support, operations staff, implementation, training and an exit reserve, per candidate and scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost lines per candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report the committee signs: recommended option, alternative, unresolved risks, key assumptions, acceptance conditions and the exit path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not signed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternative option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate cells with a verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>gatebench: no display is available to open the window. Run it in a desktop session, or use a command that needs no display (gatebench --help).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gatebench: open one file at a time
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gatebench: unknown page %1 (use one of: %2)
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
