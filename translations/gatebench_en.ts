<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>gatebench::AnswersImporter</name>
        <message>
            <source>this names the candidate %1, but the candidate id of the row is %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the row names no candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the row names no question</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a requirement of this evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a question of the questionnaire: use the id of a requirement or of a commercial question</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the question %1 belongs to the requirement %1, not to %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the question %1 is a commercial question and belongs to no requirement, not to %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 answers the question %2 twice in the import (first on line %3)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::AssessmentGridModel</name>
        <message>
            <source>Set aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eliminated by gate %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blocked by %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eligible, rank %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, only on a waiver of %1 until %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(consensus)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not scored yet: counts as 0 and is listed as missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consensus score %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mean of %1 reviewers: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your score: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>For information, not ranked: the candidate has not passed every gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fails: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1
(gate)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1
(bonus ×%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate criterion %1: P pass, F fail, U unknown, W waive (owner, reason, expiry)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus criterion %1: type 0-5 for your score, Delete to clear it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eliminated by %1 failing gates: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blocked by %1 open gates: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 gates, numbers %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(provisional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Provisional: the scores lie %1 points apart; the mean stands until the chair sets a consensus score</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::AssessmentsTab</name>
        <message>
            <source>As of:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The date waivers are judged on: a waiver holds through its expiry date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Today</source>
            <translation>Today</translation>
        </message>
        <message>
            <source>Paste block</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paste verdicts (P, F, U, W or the words) and scores copied from a spreadsheet, starting at the current cell (Ctrl+V)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export gate matrix…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As PNG…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As SVG…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys: arrows move · gate cell: P pass, F fail, U unknown, W waive · bonus cell: 0–5 your score, Delete clears it · Enter: evidence · Ctrl+C / Ctrl+V: copy / paste a block</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(simulated data)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate matrix as of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Press U to set a gate back to Unknown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scores go from 0 to 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your score (%1): %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The clipboard holds no cells to paste.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was pasted: the block runs past the edge of the grid (%1 cells outside).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pasted %1 cells as one step (Edit &gt; Undo takes it back).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — owner: %2; review on %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deferred items (no verdict or score until reviewed):</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::AuditCommand</name>
        <message>
            <source>Print the audit log of an evaluation, newest first: who did what and when (in the cluster's time zone). Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>Print JSON (keys and values language-neutral).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Audit log, newest first; times in %1. %n entries.</source>
            <translation>
                <numerusform>Audit log, newest first; times in %1. %n entry.</numerusform>
                <numerusform>Audit log, newest first; times in %1. %n entries.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2 %3 (%4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 %3 (%4), fields %5</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n more row(s) not listed.</source>
            <translation>
                <numerusform>%n more row not listed.</numerusform>
                <numerusform>%n more rows not listed.</numerusform>
            </translation>
        </message>
        <message>
            <source>Only the entries after a snapshot (its name), or after the last snapshot taken on or before a date YYYY-MM-DD (with none: from that date, UTC).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::AuditLabels</name>
        <message>
            <source>Added</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Changed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waived</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiver undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Imported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Requirement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Assessment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>Reviewer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baseline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baseline job</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vendor answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Column mapping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import</source>
            <translation>Import</translation>
        </message>
        <message>
            <source>%1 (Chinese)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (English)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Verdict</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiver owner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiver reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiver expiry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Links</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Updated at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consensus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Position</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Origin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vendor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Route</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deployment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why consider it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Verify first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Risks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lock-in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost template</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sources</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aliases</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reason set aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the PoC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Category</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Description</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner</source>
            <translation>Owner</translation>
        </message>
        <message>
            <source>Acceptance rule</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence required</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Metric rule</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Size (bytes)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Content</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Role</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Simulated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Staff (FTE)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loaded annual cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quantity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Periods per year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Growth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tax included</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Question</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Link</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cluster time zone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Organisation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Training pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Interactive and inference pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Analysis window</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Top losses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>USD exchange rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU inventory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exchange rates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision draft</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Question for the vendors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Minimum runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Submitted at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Started at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Available at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Finished at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Outcome</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Success</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failure reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait (s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Submit to available (s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU hours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Operation steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Manual interventions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery time (s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Diagnosed without the vendor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Source file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Source line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Source SHA-256</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Workflow coverage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Essential workflow step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Workflow step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Coverage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owning team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Permission boundary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Overridden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Override undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edited</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Setting aside undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Brought back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bringing back undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Override</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Override reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overridden by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overridden at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team</source>
            <translation>Team</translation>
        </message>
        <message>
            <source>Owner of a loss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Improvement target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU quota</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In use from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In use until</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Metric</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grouped by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Group</source>
            <translation>Group</translation>
        </message>
        <message>
            <source>Baseline value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target value</source>
            <translation>Target value</translation>
        </message>
        <message>
            <source>Weekday daytime starts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weekday daytime ends</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Analysis window from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Analysis window to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit readiness</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision record</source>
            <translation>Decision record</translation>
        </message>
        <message>
            <source>Recommended option</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alternative option</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Key assumptions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signed by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signed at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seal recorded</source>
            <translation>Seal recorded</translation>
        </message>
        <message>
            <source>Seal record undone</source>
            <translation>Seal record undone</translation>
        </message>
        <message>
            <source>Packet imported</source>
            <translation>Packet imported</translation>
        </message>
        <message>
            <source>Packet import undone</source>
            <translation>Packet import undone</translation>
        </message>
        <message>
            <source>Member's packet</source>
            <translation>Member's packet</translation>
        </message>
        <message>
            <source>Member's seal</source>
            <translation>Member's seal</translation>
        </message>
        <message>
            <source>Seal</source>
            <translation>Seal</translation>
        </message>
        <message>
            <source>Signed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision frozen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision reopened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consensus score set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consensus score undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Revealed</source>
            <translation>Revealed</translation>
        </message>
        <message>
            <source>Reveal undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consensus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring round</source>
            <translation>Scoring round</translation>
        </message>
        <message>
            <source>Four-week plan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plan check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Due</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Snapshot taken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Snapshot undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Meeting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attendance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agenda item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Meeting's decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Meeting's action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Snapshot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fingerprint</source>
            <translation>Fingerprint</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Closed</translation>
        </message>
        <message>
            <source>Agree</source>
            <translation>Agree</translation>
        </message>
        <message>
            <source>Agree with reservations</source>
            <translation>Agree with reservations</translation>
        </message>
        <message>
            <source>Dissent</source>
            <translation>Dissent</translation>
        </message>
        <message>
            <source>Scoring round opened</source>
            <translation>Scoring round opened</translation>
        </message>
        <message>
            <source>Opening of a round undone</source>
            <translation>Opening of a round undone</translation>
        </message>
        <message>
            <source>Scoring round closed</source>
            <translation>Scoring round closed</translation>
        </message>
        <message>
            <source>Closing of a round undone</source>
            <translation>Closing of a round undone</translation>
        </message>
        <message>
            <source>Signature undone</source>
            <translation>Signature undone</translation>
        </message>
        <message>
            <source>Freeze undone</source>
            <translation>Freeze undone</translation>
        </message>
        <message>
            <source>Reopening undone</source>
            <translation>Reopening undone</translation>
        </message>
        <message>
            <source>Scheduling policy</source>
            <translation>Scheduling policy</translation>
        </message>
        <message>
            <source>Exchange rate</source>
            <translation>Exchange rate</translation>
        </message>
        <message>
            <source>Cost line multiplier</source>
            <translation>Cost line multiplier</translation>
        </message>
        <message>
            <source>Rejected import row</source>
            <translation>Rejected import row</translation>
        </message>
        <message>
            <source>Decision freeze</source>
            <translation>Decision freeze</translation>
        </message>
        <message>
            <source>State</source>
            <translation>State</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>Choice</translation>
        </message>
    </context>
    <context>
        <name>gatebench::AuditLog</name>
        <message>
            <source>(empty)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 × %2</source>
            <translation>%1 × %2</translation>
        </message>
        <message>
            <source>The waiver of %1 was undone; the gate is %2 again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 waived until %2. Owner: %3. Reason: %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added %1 %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removed %1 %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2: %3 → %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redo: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When</source>
            <translation>When</translation>
        </message>
        <message>
            <source>When (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who</source>
            <translation>Who</translation>
        </message>
        <message>
            <source>Action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record</source>
            <translation>Record</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Field</translation>
        </message>
        <message>
            <source>Old value</source>
            <translation>Old value</translation>
        </message>
        <message>
            <source>New value</source>
            <translation>New value</translation>
        </message>
        <message>
            <source>Description</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Imported %n row(s) of %1 from %2: %3 added, %4 changed.</source>
            <translation>
                <numerusform>Imported %n row of %1 from %2: %3 added, %4 changed.</numerusform>
                <numerusform>Imported %n rows of %1 from %2: %3 added, %4 changed.</numerusform>
            </translation>
        </message>
        <message>
            <source>Added</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Changed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fields changed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (SHA-256 %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import no. %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 → %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Set %1 aside. Reason: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Brought %1 back into the evaluation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moved %1: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edited %1: %2.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source> %n line(s) rejected.</source>
            <translation>
                <numerusform> %n line rejected.</numerusform>
                <numerusform> %n lines rejected.</numerusform>
            </translation>
        </message>
        <message>
            <source> Times read in %1.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source> %n duplicate(s) of jobs already in the evaluation left out.</source>
            <translation>
                <numerusform> %n duplicate of a job already in the evaluation left out.</numerusform>
                <numerusform> %n duplicates of jobs already in the evaluation left out.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %n row(s) of %1 from %2: %3 added, %4 updated.</source>
            <translation>
                <numerusform>Imported %n row of %1 from %2: %3 added, %4 updated.</numerusform>
                <numerusform>Imported %n rows of %1 from %2: %3 added, %4 updated.</numerusform>
            </translation>
        </message>
        <message>
            <source>Sealed: what this entry recorded is hidden until the scoring round is revealed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>member %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>operating-system user %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring round %1 opened.</source>
            <translation>Scoring round %1 opened.</translation>
        </message>
        <message>
            <source>Scoring round %1 closed.</source>
            <translation>Scoring round %1 closed.</translation>
        </message>
        <message>
            <source>Today's policy</source>
            <translation>Today's policy</translation>
        </message>
        <message>
            <source>Exported what-if load of %1</source>
            <translation>Exported what-if load of %1</translation>
        </message>
        <message>
            <source>Sealed, shown to you alone until the round is revealed.</source>
            <translation>Sealed, shown to you alone until the round is revealed.</translation>
        </message>
        <message>
            <source>Sealed, shown to you alone until the round is revealed: %1</source>
            <translation>Sealed, shown to you alone until the round is revealed: %1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::AuditLogPage</name>
        <message>
            <source>Audit log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search the log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n entry</numerusform>
                <numerusform>%n entries</numerusform>
            </translation>
        </message>
        <message>
            <source>Every change to this evaluation, with who made it and when (times shown in the cluster's time zone, stored in UTC). The log is append-only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record type:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export CSV...</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the whole log as a CSV file (UTF-8), in the interface language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the audit log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1-audit-log.csv</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>Cannot write %1: %2</translation>
        </message>
        <message>
            <source>Choose an entry to see it whole; an import's entry lists the rows it added and changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; — %2 — %3 %4</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n more row(s) not listed.</source>
            <translation>
                <numerusform>%n more row not listed.</numerusform>
                <numerusform>%n more rows not listed.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineCharts</name>
        <message>
            <source>(no team)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P50</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P90</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (no started jobs)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait (%1); the axis ends at the largest team P95</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allocated</source>
            <translation>Allocated</translation>
        </message>
        <message>
            <source>Active</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Effective</source>
            <translation>Effective</translation>
        </message>
        <message>
            <source>Share of the cluster's GPU-hours (%); capacity inferred from the peak allocation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Share of the cluster's GPU-hours (%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failed jobs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other reasons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>jobs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Jobs</source>
            <translation>Jobs</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineCommand</name>
        <message>
            <source>Print the baseline of an evaluation from its job records: jobs, queue waits (P50/P90), outcomes, the three utilization measures and idle GPU-hours, each by team, task type, GPU type and time slot, the top three losses, the improvement targets and the coverage warnings. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>Print JSON (waits in seconds, shares from 0 to 1, GPU-hours).</source>
            <translation>Print JSON (waits in seconds, shares from 0 to 1, GPU-hours).</translation>
        </message>
    </context>
    <context>
        <name>gatebench::BaselineDaysChart</name>
        <message>
            <source>%1 %2</source>
            <extracomment>a day on the axis of the per-day utilization chart: the weekday's short name and the date</extracomment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>Day (weekends shaded)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Share of the GPU capacity (%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weekend</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allocated</source>
            <translation>Allocated</translation>
        </message>
        <message>
            <source>Active</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Effective</source>
            <translation>Effective</translation>
        </message>
        <message>
            <source>%1, %2: %3%</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::BaselineDemand</name>
        <message>
            <source>Only a recurring compute line billed monthly takes its quantity from the baseline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The target utilization must be above 0 % and at most 100 %</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::BaselineEdits</name>
        <message>
            <source>%1 is not a metric of the baseline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a grouping of the baseline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The target value must be a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A GPU pool needs a GPU type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A GPU pool cannot have a negative number of nodes or GPUs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A GPU pool cannot end before it begins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A loss needs a key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear the owner of a loss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make %1 the owner of a loss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add the improvement target %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the improvement target %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove an improvement target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A quota needs a team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A quota cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set the GPU quota of team %1 to %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the GPU quota of team %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add the GPU pool %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the GPU pool %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove a GPU pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The weekday day must start before it ends, within 0 to 24 h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set the weekday daytime to %1:00-%2:59</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The analysis window needs a first day on or before its last</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set the analysis window to %1 - %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use the span of the job records as analysis window</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the improvement target %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The improvement target no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The PoC does not measure this metric: the target can become a bonus criterion, not a metric gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A target becomes a bonus criterion or a metric gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The analysis window may be at most %L1 days long</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::BaselineInventoryDialog</name>
        <message>
            <source>Pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nodes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPUs per node</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From (yyyy-MM-dd)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To (yyyy-MM-dd)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team</source>
            <translation>Team</translation>
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quota (GPUs)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU inventory and team quotas</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GPUs of the cluster today, the capacity every utilization is measured against. A pool applies from and to the days given (both included, cluster time); leave a day empty for no limit. Without any pool the capacity is inferred from the peak allocation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU inventory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GPUs each team is promised (empty: no quota). Quota satisfaction is the share of time in which a team's queued demand up to its quota was served.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team quotas</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A pool needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a day: write it as yyyy-MM-dd, or leave it empty for no limit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>new-pool</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::BaselineJobsModel</name>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <source>%1 h %2 min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 d %2 h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team</source>
            <translation>Team</translation>
        </message>
        <message>
            <source>User</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Task type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPUs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Submitted (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Started (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ended (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Outcome</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failure reason</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::BaselineMetrics</name>
        <message>
            <source>Weekday daytime</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weekday night</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weekend</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Success rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allocated share</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Active share</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Effective share</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Idle GPU-hours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU-hours of failed jobs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quota satisfaction</source>
            <translation>Quota satisfaction</translation>
        </message>
        <message>
            <source>%1 GPU-hours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1%</source>
            <translation type="unfinished">%1%</translation>
        </message>
        <message>
            <source>The analysis window is %1 days long, shorter than the 14 days a baseline needs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The analysis window contains no weekend.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No job was submitted for %1 days, from %2 to %3 (%4).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait P50</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait P90</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mean queue wait</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The jobs span %L1 days, more than the %L2 days a baseline covers: it covers %3 to %4 only, around the middle of the submits. Check the job dates, or set the analysis window.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 team-hours</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::BaselinePage</name>
        <message>
            <source>no data</source>
            <translation>no data</translation>
        </message>
        <message>
            <source>no started jobs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baseline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Simulated data: this job log describes no real cluster.</source>
            <translation>Simulated data: this job log describes no real cluster.</translation>
        </message>
        <message>
            <source>How the cluster runs today, measured from its job log before anything is bought: the reference every candidate is judged against.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Jobs</source>
            <translation>Jobs</translation>
        </message>
        <message>
            <source>Window</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait P50</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait P90</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Success rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allocated utilization</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Active utilization</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Effective utilization</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU capacity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU inventory and team quotas…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait distribution by team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait P50 and P90 by time slot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait P50 and P90 by team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allocated, active and effective utilization by team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allocated share by hour of the week</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failure reasons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No job failed in the window.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Top three losses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ranked by the hours they cost. The committee names an owner for each (double-click the owner to edit it; Edit &gt; Undo takes it back).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner</source>
            <translation>Owner</translation>
        </message>
        <message>
            <source>Submitted from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team</source>
            <translation>Team</translation>
        </message>
        <message>
            <source>Task type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Outcome</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>to</source>
            <translation>to</translation>
        </message>
        <message numerus="yes">
            <source>%Ln job(s) shown; times in %1.</source>
            <translation>
                <numerusform>%Ln job shown; times in %1.</numerusform>
                <numerusform>%Ln jobs shown; times in %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>No evaluation is open. Use File &gt; New or File &gt; Open.</source>
            <translation>No evaluation is open. Use File &gt; New or File &gt; Open.</translation>
        </message>
        <message>
            <source>The evaluation holds no job records yet. Import a Slurm sacct export or a job CSV (File &gt; Import) to measure the baseline.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2 started)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 to %2, %3 days (%4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(inferred capacity)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs, inferred from the peak allocation (no GPU inventory)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 GPUs</translation>
        </message>
        <message>
            <source>Coverage: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner not saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All teams</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All task types</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All outcomes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(no team)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allocated, active and effective utilization per day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Improvement targets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The committee turns losses into targets: a figure of the baseline, the value to reach and its owner. Where the PoC measures the same figure, each candidate's PoC value stands beside it, marked whether it reaches the target.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Metric</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Group</source>
            <translation>Group</translation>
        </message>
        <message>
            <source>Current</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target</source>
            <translation>Target</translation>
        </message>
        <message>
            <source>PoC candidates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No improvement target yet: add one, or make one from a loss above.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a target…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make a criterion…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make the selected target a bonus criterion or a metric gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make a target…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An improvement target from this loss: its metric, group and current value filled in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: no PoC value yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 ✓ reaches the target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 ✗ does not reach it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no PoC measure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>at most %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>at least %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target not removed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job records</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counting the jobs…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computing the baseline from the job log…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::BaselineRepository</name>
        <message>
            <source>The job record %1 has an unknown outcome %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The %1 %2 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>improvement target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU pool</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::BaselineTargetDialog</name>
        <message>
            <source>Edit the improvement target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New improvement target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A target names a figure of the baseline the committee wants the new platform to improve, the value to reach and who owns it. Where the PoC measures the same figure, each candidate's PoC value stands beside it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who in the committee answers for it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Metric:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grouped by:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Group:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Current value:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target value:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lower is better</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>higher is better</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the value the target is to reach.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::BaselineTargets</name>
        <message>
            <source>Team</source>
            <translation>Team</translation>
        </message>
        <message>
            <source>Task type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time slot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whole cluster</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(no team)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, %2 “%3”</source>
            <extracomment>%1 a metric, %2 the grouping ("Team"), %3 the group's name</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU-hours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a number: type the target value in %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A target value cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A share cannot be above 100%.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: at most %2</source>
            <extracomment>%1 the target's metric and group, %2 its target value</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: at least %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the improvement target %1 of the baseline: %2 today, target %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner: %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::BonusBarsChart</name>
        <message>
            <source>Bonus scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <source>%1 — blocked by %2 (unknown): not ranked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus score (0-100), only for candidates that pass every gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, rank %2: %3 points in all; %4: %5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — eliminated by gate %2: not ranked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no score</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::BuiltInPresets</name>
        <message>
            <source>GateBench job CSV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Helios / Acme job log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alibaba GPU trace pod list (v2023)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GateBench TCO lines CSV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Finance cost sheet</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::BundleCommand</name>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>The bundle to write (.zip).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The creation date the manifest states, YYYY-MM-DD (default: now, UTC); with it the same evaluation gives the same bundle, byte for byte.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replace BUNDLE if it exists.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>export needs -o BUNDLE.zip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the bundle cannot replace the evaluation file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 already exists; add --force to replace it</source>
            <translation>%1 already exists; add --force to replace it</translation>
        </message>
        <message>
            <source>Wrote %1: %2 entries, %3 tables as CSV and JSON, %4 evidence files.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open an exit bundle as an evaluation file. The bundle is checked before anything is used: its manifest, every entry's size and SHA-256, entry names (no absolute path, no '..', no link), its unpacked size and compression ratio. A refused bundle writes nothing; the message names the entry and why. The database is then checked and upgraded as when opening a file, and every evidence file against its SHA-256.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bundle (.zip).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file to create (.gatebench).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replace FILE if it exists.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>import-bundle takes exactly one BUNDLE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>import-bundle needs -o FILE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Created %1 from the bundle (%2 entries checked, %3 evidence files checked).
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation was upgraded from schema version %1.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write the exit bundle of an evaluation: one ZIP archive with a consistent copy of the evaluation file, every table as CSV and JSON, the evidence files, the decision report as PDF in Chinese and in English (on the evaluation's as-of date) and manifest.json, which lists every entry with its size and SHA-256. Safe while the evaluation is open in GateBench; never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With the decision report in Chinese and English: report-zh_CN.pdf, report-en.pdf.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gatebench: warning: the reports in the bundle leave out the TCO, which cannot be computed:
%1
</source>
            <translation>gatebench: warning: the reports in the bundle leave out the TCO, which cannot be computed:
%1
</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CandidateImporter</name>
        <message>
            <source>the candidate has no name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a usable id: use lower-case letters, digits and hyphens, at most 64</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a route; use one of: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the id %1 appears twice in the import (first on line %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a deployment; use one of: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::CandidateListModel</name>
        <message>
            <source>PoC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Candidates</name>
        <message>
            <source>The candidate %1 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a date; write it as YYYY-MM-DD.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A candidate set aside needs a reason. Tick "In the evaluation" to bring it back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The candidate %1 was changed by someone else since you read it; nothing was written. The view now shows the current value.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add the candidate %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>duplicate %1 as %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove the candidate %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change “%1” of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bring %1 back into the evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set %1 aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A candidate needs a name, in Chinese or in English.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::CandidatesPage</name>
        <message>
            <source>Add</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Duplicate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Marked for the PoC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidates</source>
            <translation>Candidates</translation>
        </message>
        <message>
            <source>The seven template profiles are a starting point, not a ranking. Add your own options, including improving the current tooling; every candidate goes through the same gates.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chinese (zh_CN)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>English (en)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vendor:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Route:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deployment:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TCO template:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shortlist:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A candidate that fails a requirement stays in the evaluation with a Fail verdict; set a candidate aside only for reasons outside the requirements, such as the procurement framework.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When to consider:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What to verify first:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Risks:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lock-in and exit:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sources:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Facts as of:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The date the profile's facts were checked (YYYY-MM-DD): versions, licences and product forms change.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aliases:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other names that imports may use for this candidate, one per line.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Committee notes:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from the built-in template</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>added by the committee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set candidate aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why does the committee set %1 aside (for example: outside our procurement framework)? A candidate that fails a requirement is not set aside: give it a Fail verdict with evidence instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This also removes its %1 gate verdicts, %2 bonus scores, %3 PoC runs and %4 cost lines.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove %1 from this evaluation?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You can undo this with Edit &gt; Undo.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reason for setting aside:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name the new candidate in either language or both (for example: Status quo: improve the current tooling). A name given in one language only stays in that language; you can add the other later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>English name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chinese name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Id in import files and on the command line: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ChangeSpool</name>
        <message>
            <source>Cannot use the temporary file %1: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ChartStyle</name>
        <message>
            <source>There is nothing to export yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write %1.</source>
            <translation type="unfinished">Cannot write %1.</translation>
        </message>
        <message>
            <source>Exported from GateBench</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Charts export as .png or .svg, not "%1".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SVG drawings (*.svg)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export chart as PNG</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export chart as SVG</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export as PNG…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export as SVG…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ColumnMapping</name>
        <message>
            <source>Not imported: no field matches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not imported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matched</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Please check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the preset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set by you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mapping has an unknown member %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is not a GateBench column mapping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mapping is of version %1, which this GateBench does not read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mapping is for an unknown kind of record %1 (known: %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mapping has no “columns” object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mapping sends the column %1 to %2, which is not a field of %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mapping sends both %1 and %2 to the field %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mapping states a unit for %1, which is not a field of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The unit %1 does not fit the field %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The time zone %1 is unknown; use an IANA name such as Asia/Shanghai</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mapping lists reference values for %1, which is not a reference field of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the mapping %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mapping %1 is not valid JSON (at character %2: %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mapping %1 is not a JSON object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write the mapping %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no mapping preset %1 for %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The stored mapping preset %1 is damaged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A mapping preset needs a name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mapping is for an unknown kind of record %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown kind of record %1 (known: %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The preset is for %1, not for %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The preset maps the column %1, which this file does not have</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no column %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a field of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mapping has no kind of record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No column is mapped to the required field %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No column is mapped to any of %1; one of them is required</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The time zone %1 is unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The column %1 was taken for %2 because the names are alike; please check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The header %1 names the time zone %2, but the import states %3; %3 is used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This file looks like %1, not %2: %3 of its %4 columns fit %1 and only %5 fit %2; choose %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This file looks like %1, not %2: %3 of its %4 columns fit %1 and only %5 fit %2; GateBench does not import %1 yet</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>and %n more</source>
            <translation>
                <numerusform>and %n more</numerusform>
                <numerusform>and %n more</numerusform>
            </translation>
        </message>
        <message>
            <source>Only %1 of the %2 columns fit %3; these columns are not recognised: %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Column %1, unit in the header: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Column %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Source column</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sample value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target field</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>save the column mapping “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove the column mapping “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The column %1 counts time from the start of the trace, and no trace start was given (for example 2023-01-01T00:00:00)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The trace start %1 is not a time: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is empty</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::CommandLine</name>
        <message>
            <source>Show this help.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Create a new evaluation from the built-in template (or the demo).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file to create (.gatebench).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Create the built-in demo evaluation (simulated data).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Create an empty evaluation without the template.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Workspace language: zh_CN or en (default: the system's).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cluster time zone, an IANA name such as Asia/Shanghai (default: the system's; the demo uses Asia/Shanghai).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replace FILE if it exists.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>new takes exactly one FILE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--demo and --empty exclude each other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--lang takes zh_CN or en</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Created %1
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print a summary of an evaluation. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Simulated data: this evaluation is the built-in demo.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Schema version: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language: %1, cluster time zone: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidates: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Criteria: %1 gate, %2 bonus, %3 deferred</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baseline jobs: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC runs: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TCO lines: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit entries: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown command %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The language of the output: zh_CN or en (default: the locale's).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--as-of takes a date as YYYY-MM-DD, not %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 takes exactly one FILE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit chain head: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Act as this committee member (id): writes are theirs, reads show what they may see (default: the member chosen on this machine).</source>
            <translation>Act as this committee member (id): writes are theirs, reads show what they may see (default: the member chosen on this machine).</translation>
        </message>
        <message>
            <source>Prices and TCO figures are hidden from members until the scoring round is revealed.</source>
            <translation type="unfinished" />
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
  copy SOURCE DESTINATION [--force]
                 copy an evaluation whole between a file and a PostgreSQL server
                 (postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME), either way
  server init|add-member|remove-member URI --evaluation NAME ...
                 the server's administrator puts an evaluation under its database roles
                 (a login role per member, row-level security) and adds or removes members
  preview INPUT [--encoding NAME] [--delimiter NAME] [--header yes|no|auto] [--json]
                 show how a CSV file is read: encoding, delimiter, header, rows, problems
  decide FILE [--as-of YYYY-MM-DD] [--json]
                 decide gate first: statuses, ranking, recommended option and alternative
  import FILE --kind KIND INPUT... [--mapping MAP.json] [--encoding NAME] [--delimiter D]
         [--header yes|no|auto] [--tz ZONE] [--skip-invalid]
         [--dry-run [--as-of YYYY-MM-DD] [--json]]
                 import CSV files (or ZIP archives of them), all rows or none; --dry-run
                 writes nothing and prints what the import would change in the decision
  import FILE --kind jobs --format sacct INPUT... [--tz ZONE] [--sacct-fields LIST]
         [--delimiter X] [--team-field F] [--task-type-field F] [--task-type-pattern RE]
         [--skip-invalid]
                 import Slurm job logs (sacct --parsable2), all jobs or none; with
                 --skip-invalid the valid jobs, each rejected line kept with the import
  imports FILE [--import ID] [--json]
                 list the imports and the lines each rejected
  questionnaire FILE OUTDIR [--candidate ID]... [--lang zh_CN|en] [--as-of YYYY-MM-DD]
                 write the vendor questionnaire, one CSV file per candidate not eliminated,
                 for the vendors to fill in (import the answers with --kind answers)
  audit FILE [--since SNAPSHOT|DATE] [--json]
                 print the audit log: who did what and when, newest first
  poc FILE [--as-of YYYY-MM-DD] [--json]
                 PoC results per candidate and scenario (runs, success rate, P50/P90
                 times) and the gaps of the same-workload check (import them: --kind poc)
  baseline FILE [--json]
                 the baseline from the job records: queue waits, outcomes, utilization by
                 team, task type, GPU type and time slot, top losses, targets, warnings
  whatif FILE [--candidate C] [--policy FILE.json] [--seeds N] [--json]
                 replay the job log under today's policy (calibration) and each candidate's:
                 predicted waits, utilization, preemption losses, targets met (advice only)
  whatif export FILE --candidate C --scale GPUS -o DIR [--hours H] [--force]
                 the busiest hours of the job log scaled to the PoC cluster, as job scripts
                 (sbatch, Volcano, Kueue) so that the PoC replays the same load
  whatif accuracy FILE --candidate C [--predicted PRED.csv] [--json]
                 the replay's median absolute error against the PoC runs' measured waits
  tco FILE [--scenario S] [--as-of YYYY-MM-DD] [--json]
                 the three-year TCO per candidate and scenario: totals per year and
                 category, tornado, flip points of the cheapest Eligible candidate, unit costs
  report FILE -o OUT.pdf|OUT.odt [--lang zh_CN|en] [--date YYYY-MM-DD] [--label TEXT]
         [--hide-prices]
                 write the decision report (PDF or ODT) with its fingerprint; --date is the
                 report's date and the as-of date of its verdicts and waivers
  export-xlsx FILE -o OUT.xlsx [--as-of YYYY-MM-DD] [--force]
                 the TCO as an Excel workbook: a summary sheet, one sheet per candidate with
                 live formulas and GateBench's figures as their cached values
  export-tco-csv FILE -o OUT.csv [--as-of YYYY-MM-DD] [--force]
                 the TCO lines with their yearly amounts per scenario as CSV
  export FILE -o BUNDLE.zip [--date YYYY-MM-DD] [--force]
                 write the exit bundle: the evaluation file, every table as CSV and JSON,
                 the evidence files and a manifest of SHA-256 hashes (never writes FILE)
  import-bundle BUNDLE.zip -o FILE [--force]
                 check an exit bundle (manifest, hashes, names, size limits) and make
                 its evaluation FILE; a refused bundle writes nothing
  round open FILE [--criterion K]... [--candidate C]... [--deadline DATE] [--hide-prices]
  round close FILE [--round N]
  round status FILE [--json]
  round reveal FILE [--round N] [--reason TEXT]
                 the chair opens a scoring round (sealed: each member sees only their own
                 scores until it is revealed), closes it; the members' progress; reveals
                 it (before its quorum only with a reason)
  score FILE --member ID --candidate C --criterion K --score S [--note N]
                 a member's bonus score of a cell, with a note
  verify FILE [--expect N:HASH] [--json]
                 check the record: SQLite's integrity, the audit chain, every evidence
                 file's SHA-256 and, with --expect, a head kept from a report or bundle
  packet kit FILE --member ID -o KIT.gatebench | packet seal KIT
  packet export KIT -o PACKET.zip | packet record-seal FILE --member ID SEAL
  packet import FILE PACKET.zip... [--accept-changes]
                 offline members: a kit without the other members' scores, its seal line,
                 its packet, and the chair's record of the seal and import of the packet
  sign FILE --member ID --agree|--reservations TEXT|--dissent TEXT
                 a committee member signs the decision record
  freeze FILE [--reason TEXT]
                 the chair freezes the signed decision (a reason without every signature)
  reopen FILE --reason TEXT
                 the chair reopens the frozen decision; the signatures are cleared
  members FILE [--json]
                 list the review committee: members, permissions and functions, who scores
                 each bonus criterion and its quorum, recusals
  member add FILE --name NAME [--id ID] [--permission P] [--function F] [--role TEXT]
  member set FILE ID [--name NAME] [--permission P] [--function F] [--role TEXT]
  member remove FILE ID
  member assign FILE --criterion K [--member ID]...
  member quorum FILE --criterion K --quorum N|default
  member recuse FILE ID --candidate C --reason TEXT
  member withdraw FILE ID --candidate C
                 change the committee (the chair's; a member recuses themselves), one
                 undoable, audited step each
  committee FILE [--json]
                 the committee: members, assignments, scoring rounds and progress, each
                 cell's spread and standard deviation, consensus scores, signatures, freeze
  consensus FILE --candidate C --criterion K --score S --reason TEXT | --clear
  consensus FILE --spread-threshold P
                 the chair sets a cell's consensus score (or the spread that flags a cell)
  minutes FILE [--meeting ID] [--as-of YYYY-MM-DD] [--json]
                 the minutes of the committee's meetings; overdue open actions flagged
  meeting add FILE --date DATE [--title TEXT] [--present ID]...
  meeting set FILE --meeting ID [--date DATE] [--title TEXT] [--end|--resume]
  meeting remove FILE --meeting ID
  meeting attend FILE --meeting ID --member ID... [--absent]
  meeting agenda FILE --meeting ID --item TEXT | --remove N
  meeting decide FILE --meeting ID --text TEXT [--link KIND [--candidate C --criterion K]
                 [--version N]] | --remove N
  meeting action FILE --meeting ID --text TEXT --owner ID [--due DATE]
  meeting action FILE --action N [--text TEXT] [--owner ID] [--due DATE|none] [--status S]
  meeting action FILE --remove N
                 write the minutes (the chair and the members; removing a meeting is the
                 chair's), one undoable, audited step each
  plan FILE [--as-of YYYY-MM-DD] [--json]
  plan FILE [--check ID --owner MEMBER|none --due DATE|default] [--start DATE|default]
                 the four-week plan: each check derived from the data, its owner, due date
                 and whether it is overdue; the chair sets owners, due dates and the start
  snapshot FILE --name NAME | --list [--json]
                 the chair takes a named snapshot of the decision-relevant state; list them
  verdict FILE --candidate C --criterion K --verdict pass|fail|unknown [--evidence TEXT]
                 set a gate verdict, as the window does (audited, evidence rules applied)
  diff FILE --from SNAPSHOT|DATE [--to SNAPSHOT|DATE] [--as-of YYYY-MM-DD] [--json]
                 what changed since a snapshot and what it did to the decision

Every command takes --lang zh_CN|en; without it, it speaks the language of the locale
(LC_ALL, LC_MESSAGES or LANG), never the window's saved choice. Every command takes
--as-member ID: a command that writes acts as that member (default: the member chosen
on this machine, else the operating-system user).

Window options:
  --page NAME    open on a page: overview, baseline, requirements, candidates, whatif, poc,
                 tco, committee, report, audit; or on a page's tab: requirements/matrix,
                 requirements/assessments, poc/runs, poc/coverage, poc/path, tco/sheet,
                 tco/charts, tco/exit
  --minutes      open the Minutes panel beside the page
  --since        open "What changed since the last meeting" (with --screenshot: render it)
  --verbose      also log to the terminal
  --lang LANG    the window's language for this session: zh_CN or en
  --screenshot PNG  render the window to PNG once shown, then quit
  --present [VIEW]  open FILE in presentation mode (F5) on a view: funnel, matrix,
                 path, ranking, poc, baseline, tco, decision (default funnel)
  --help, --version

Exit codes: 0 success, 1 usage error, 2 bad input, 3 integrity failure, 4 in use,
5 signed (the chair must reopen the decision first), 6 not permitted.
Run 'gatebench COMMAND --help' for a command's options.
</source>
            <translation>Usage: gatebench [FILE] [--page NAME] [--verbose]
       gatebench COMMAND [options]

GateBench keeps a GPU-cluster platform evaluation in one file and decides gate first.
Without a command it opens the window (on FILE if given).

Commands (no display needed):
  new FILE [--demo|--empty] [--lang zh_CN|en] [--tz ZONE] [--force]
                 create an evaluation from the template or the demo
  info FILE [--json]
                 print a summary of an evaluation
  copy SOURCE DESTINATION [--force]
                 copy an evaluation whole between a file and a PostgreSQL server
                 (postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME), either way
  server init|add-member|remove-member URI --evaluation NAME ...
                 the server's administrator puts an evaluation under its database roles
                 (a login role per member, row-level security) and adds or removes members
  preview INPUT [--encoding NAME] [--delimiter NAME] [--header yes|no|auto] [--json]
                 show how a CSV file is read: encoding, delimiter, header, rows, problems
  decide FILE [--as-of YYYY-MM-DD] [--json]
                 decide gate first: statuses, ranking, recommended option and alternative
  import FILE --kind KIND INPUT... [--mapping MAP.json] [--encoding NAME] [--delimiter D]
         [--header yes|no|auto] [--tz ZONE] [--skip-invalid]
         [--dry-run [--as-of YYYY-MM-DD] [--json]]
                 import CSV files (or ZIP archives of them), all rows or none; --dry-run
                 writes nothing and prints what the import would change in the decision
  import FILE --kind jobs --format sacct INPUT... [--tz ZONE] [--sacct-fields LIST]
         [--delimiter X] [--team-field F] [--task-type-field F] [--task-type-pattern RE]
         [--skip-invalid]
                 import Slurm job logs (sacct --parsable2), all jobs or none; with
                 --skip-invalid the valid jobs, each rejected line kept with the import
  imports FILE [--import ID] [--json]
                 list the imports and the lines each rejected
  questionnaire FILE OUTDIR [--candidate ID]... [--lang zh_CN|en] [--as-of YYYY-MM-DD]
                 write the vendor questionnaire, one CSV file per candidate not eliminated,
                 for the vendors to fill in (import the answers with --kind answers)
  audit FILE [--since SNAPSHOT|DATE] [--json]
                 print the audit log: who did what and when, newest first
  poc FILE [--as-of YYYY-MM-DD] [--json]
                 PoC results per candidate and scenario (runs, success rate, P50/P90
                 times) and the gaps of the same-workload check (import them: --kind poc)
  baseline FILE [--json]
                 the baseline from the job records: queue waits, outcomes, utilization by
                 team, task type, GPU type and time slot, top losses, targets, warnings
  whatif FILE [--candidate C] [--policy FILE.json] [--seeds N] [--json]
                 replay the job log under today's policy (calibration) and each candidate's:
                 predicted waits, utilization, preemption losses, targets met (advice only)
  whatif export FILE --candidate C --scale GPUS -o DIR [--hours H] [--force]
                 the busiest hours of the job log scaled to the PoC cluster, as job scripts
                 (sbatch, Volcano, Kueue) so that the PoC replays the same load
  whatif accuracy FILE --candidate C [--predicted PRED.csv] [--json]
                 the replay's median absolute error against the PoC runs' measured waits
  tco FILE [--scenario S] [--as-of YYYY-MM-DD] [--json]
                 the three-year TCO per candidate and scenario: totals per year and
                 category, tornado, flip points of the cheapest Eligible candidate, unit costs
  report FILE -o OUT.pdf|OUT.odt [--lang zh_CN|en] [--date YYYY-MM-DD] [--label TEXT]
         [--hide-prices]
                 write the decision report (PDF or ODT) with its fingerprint; --date is the
                 report's date and the as-of date of its verdicts and waivers
  export-xlsx FILE -o OUT.xlsx [--as-of YYYY-MM-DD] [--force]
                 the TCO as an Excel workbook: a summary sheet, one sheet per candidate with
                 live formulas and GateBench's figures as their cached values
  export-tco-csv FILE -o OUT.csv [--as-of YYYY-MM-DD] [--force]
                 the TCO lines with their yearly amounts per scenario as CSV
  export FILE -o BUNDLE.zip [--date YYYY-MM-DD] [--force]
                 write the exit bundle: the evaluation file, every table as CSV and JSON,
                 the evidence files and a manifest of SHA-256 hashes (never writes FILE)
  import-bundle BUNDLE.zip -o FILE [--force]
                 check an exit bundle (manifest, hashes, names, size limits) and make
                 its evaluation FILE; a refused bundle writes nothing
  round open FILE [--criterion K]... [--candidate C]... [--deadline DATE] [--hide-prices]
  round close FILE [--round N]
  round status FILE [--json]
  round reveal FILE [--round N] [--reason TEXT]
                 the chair opens a scoring round (sealed: each member sees only their own
                 scores until it is revealed), closes it; the members' progress; reveals
                 it (before its quorum only with a reason)
  score FILE --member ID --candidate C --criterion K --score S [--note N]
                 a member's bonus score of a cell, with a note
  verify FILE [--expect N:HASH] [--json]
                 check the record: SQLite's integrity, the audit chain, every evidence
                 file's SHA-256 and, with --expect, a head kept from a report or bundle
  packet kit FILE --member ID -o KIT.gatebench | packet seal KIT
  packet export KIT -o PACKET.zip | packet record-seal FILE --member ID SEAL
  packet import FILE PACKET.zip... [--accept-changes]
                 offline members: a kit without the other members' scores, its seal line,
                 its packet, and the chair's record of the seal and import of the packet
  sign FILE --member ID --agree|--reservations TEXT|--dissent TEXT
                 a committee member signs the decision record
  freeze FILE [--reason TEXT]
                 the chair freezes the signed decision (a reason without every signature)
  reopen FILE --reason TEXT
                 the chair reopens the frozen decision; the signatures are cleared
  members FILE [--json]
                 list the review committee: members, permissions and functions, who scores
                 each bonus criterion and its quorum, recusals
  member add FILE --name NAME [--id ID] [--permission P] [--function F] [--role TEXT]
  member set FILE ID [--name NAME] [--permission P] [--function F] [--role TEXT]
  member remove FILE ID
  member assign FILE --criterion K [--member ID]...
  member quorum FILE --criterion K --quorum N|default
  member recuse FILE ID --candidate C --reason TEXT
  member withdraw FILE ID --candidate C
                 change the committee (the chair's; a member recuses themselves), one
                 undoable, audited step each
  committee FILE [--json]
                 the committee: members, assignments, scoring rounds and progress, each
                 cell's spread and standard deviation, consensus scores, signatures, freeze
  consensus FILE --candidate C --criterion K --score S --reason TEXT | --clear
  consensus FILE --spread-threshold P
                 the chair sets a cell's consensus score (or the spread that flags a cell)
  minutes FILE [--meeting ID] [--as-of YYYY-MM-DD] [--json]
                 the minutes of the committee's meetings; overdue open actions flagged
  meeting add FILE --date DATE [--title TEXT] [--present ID]...
  meeting set FILE --meeting ID [--date DATE] [--title TEXT] [--end|--resume]
  meeting remove FILE --meeting ID
  meeting attend FILE --meeting ID --member ID... [--absent]
  meeting agenda FILE --meeting ID --item TEXT | --remove N
  meeting decide FILE --meeting ID --text TEXT [--link KIND [--candidate C --criterion K]
                 [--version N]] | --remove N
  meeting action FILE --meeting ID --text TEXT --owner ID [--due DATE]
  meeting action FILE --action N [--text TEXT] [--owner ID] [--due DATE|none] [--status S]
  meeting action FILE --remove N
                 write the minutes (the chair and the members; removing a meeting is the
                 chair's), one undoable, audited step each
  plan FILE [--as-of YYYY-MM-DD] [--json]
  plan FILE [--check ID --owner MEMBER|none --due DATE|default] [--start DATE|default]
                 the four-week plan: each check derived from the data, its owner, due date
                 and whether it is overdue; the chair sets owners, due dates and the start
  snapshot FILE --name NAME | --list [--json]
                 the chair takes a named snapshot of the decision-relevant state; list them
  verdict FILE --candidate C --criterion K --verdict pass|fail|unknown [--evidence TEXT]
                 set a gate verdict, as the window does (audited, evidence rules applied)
  diff FILE --from SNAPSHOT|DATE [--to SNAPSHOT|DATE] [--as-of YYYY-MM-DD] [--json]
                 what changed since a snapshot and what it did to the decision

Every command takes --lang zh_CN|en; without it, it speaks the language of the locale
(LC_ALL, LC_MESSAGES or LANG), never the window's saved choice. Every command takes
--as-member ID: a command that writes acts as that member (default: the member chosen
on this machine, else the operating-system user).

Window options:
  --page NAME    open on a page: overview, baseline, requirements, candidates, whatif, poc,
                 tco, committee, report, audit; or on a page's tab: requirements/matrix,
                 requirements/assessments, poc/runs, poc/coverage, poc/path, tco/sheet,
                 tco/charts, tco/exit
  --minutes      open the Minutes panel beside the page
  --since        open "What changed since the last meeting" (with --screenshot: render it)
  --verbose      also log to the terminal
  --lang LANG    the window's language for this session: zh_CN or en
  --screenshot PNG  render the window to PNG once shown, then quit
  --present [VIEW]  open FILE in presentation mode (F5) on a view: funnel, matrix,
                 path, ranking, poc, baseline, tco, decision (default funnel)
  --help, --version

Exit codes: 0 success, 1 usage error, 2 bad input, 3 integrity failure, 4 in use,
5 signed (the chair must reopen the decision first), 6 not permitted.
Run 'gatebench COMMAND --help' for a command's options.
</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CommitteeCommand</name>
        <message>
            <source>Committee members:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring rounds:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message numerus="yes">
            <source>Round %1: %2, %n cell(s)</source>
            <translation>
                <numerusform>Round %1: %2, %n cell</numerusform>
                <numerusform>Round %1: %2, %n cells</numerusform>
            </translation>
        </message>
        <message>
            <source>sealed (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>revealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Revealed before its quorum: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 of %3 cells scored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cells (flagged at a spread of %1 points or more):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>scores %1; mean %2, spread %3, standard deviation %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>flagged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>consensus %1 (%2, by %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>provisional mean until a consensus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signatures: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision frozen: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Audit chain head: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the committee: members, assignments, scoring rounds and their progress, each cell's scores, spread and standard deviation, consensus scores, signatures, the freeze and the audit chain's head, as the acting member may see them. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chair sets a cell's consensus score with its reason (the individual scores stay), removes it, or sets the spread at which a cell is flagged. One undoable, audited step.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The candidate's id.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bonus criterion's id.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The consensus score, 0 to 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why the committee settled on it (at least 10 characters).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the cell's consensus score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flag cells whose scores lie this many points apart or more (default 2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>consensus takes --candidate and --criterion with --score and --reason (or --clear), or --spread-threshold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--spread-threshold takes a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>consensus needs --candidate and --criterion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>consensus takes --score (with --reason) or --clear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--score takes a number from 0 to 5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a consensus score needs --reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cells whose scores lie %1 points or more apart are flagged.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removed the consensus score of %1 / %2.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consensus score of %1 / %2: %3.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round reveal: the chair reveals a scoring round once every cell has its quorum of scores, or before that with a reason, which is kept with the round and in the audit log.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The action: reveal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The round to reveal (default: the one round still sealed).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why the round is revealed before every cell has its quorum.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round takes reveal and exactly one FILE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--round takes a round number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Revealed scoring round %1.
</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Revealed scoring round %1 before %n cell(s) reached their quorum.
</source>
            <translation>
                <numerusform>Revealed scoring round %1 before %n cell reached its quorum.
</numerusform>
                <numerusform>Revealed scoring round %1 before %n cells reached their quorum.
</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gatebench::CommitteePage</name>
        <message>
            <source>Sealed, taking scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sealed, closed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Revealed</source>
            <translation>Revealed</translation>
        </message>
        <message>
            <source>Reveal round…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set consensus score…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove consensus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Committee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Scoring rounds&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>State</source>
            <translation>State</translation>
        </message>
        <message>
            <source>Cells</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Progress (scored of assigned)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Short of quorum</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chair reveals the chosen round: once every cell has its quorum of scores, or before that with a reason kept in the audit log.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flag a cell when its scores lie apart by at least</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Bonus criterion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Mean</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spread</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standard deviation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flag</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consensus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scores and spreads</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acting as %1 (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No committee member chosen on this machine.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>While a round is sealed its scores are shown to no one but their author; the chair sees the progress, never the values.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2/%3</source>
            <translation type="unfinished">%1 %2/%3</translation>
        </message>
        <message>
            <source>%1: %2 of %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>Sealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sealed; yours: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flagged: provisional mean</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flagged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — %2</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n flagged cell(s); </source>
            <translation>
                <numerusform>%n flagged cell; </numerusform>
                <numerusform>%n flagged cells; </numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n provisional mean(s) until the chair sets a consensus score. </source>
            <translation>
                <numerusform>%n provisional mean until the chair sets a consensus score. </numerusform>
                <numerusform>%n provisional means until the chair sets a consensus score. </numerusform>
            </translation>
        </message>
        <message>
            <source>Audit chain head: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reveal before the quorum</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n cell(s) of round %1 lack their quorum of scores. Reveal anyway only with a reason, kept with the round and in the audit log:</source>
            <translation>
                <numerusform>%n cell of round %1 lacks its quorum of scores. Reveal anyway only with a reason, kept with the round and in the audit log:</numerusform>
                <numerusform>%n cells of round %1 lack their quorum of scores. Reveal anyway only with a reason, kept with the round and in the audit log:</numerusform>
            </translation>
        </message>
        <message>
            <source>A round short of its quorum is revealed only with a reason.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reveal round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reveal round %1? Every member then sees every score of it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a cell in the table first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This cell is sealed in a scoring round: the chair reveals the round first.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n cell(s)</source>
            <translation>
                <numerusform>%n cell</numerusform>
                <numerusform>%n cells</numerusform>
            </translation>
        </message>
        <message>
            <source>This evaluation has no bonus criteria, so the committee has nothing to score: gate criteria are judged pass or fail, not scored. Add bonus criteria on the Requirements page (tier: bonus).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No bonus score yet. Members score the bonus criteria on the Requirements page (Assessments tab), or offline in a kit (File &gt; Committee packets). To keep each member's scores sealed until they are revealed, the chair first opens a scoring round (Committee &gt; Open a scoring round).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ConsensusDialog</name>
        <message>
            <source>Consensus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Revealed scores: %2&lt;br&gt;The individual scores and any dissent stay recorded; the decision uses the consensus score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score (0-5):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why the committee settled on this score (at least %1 characters)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reason:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The reason needs at least %1 characters.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::CopyCommand</name>
        <message>
            <source>Copy an evaluation whole: from a file to a PostgreSQL server, from a server to a file, or between files or servers. Every table, the audit chain (its head unchanged), the evidence files and the settings. A server is named by postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME (never with a password: it is read from ~/.pgpass); its evaluation is created. Never writes to SOURCE.</source>
            <translation>Copy an evaluation whole: from a file to a PostgreSQL server, from a server to a file, or between files or servers. Every table, the audit chain (its head unchanged), the evidence files and the settings. A server is named by postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME (never with a password: it is read from ~/.pgpass); its evaluation is created. Never writes to SOURCE.</translation>
        </message>
        <message>
            <source>The evaluation to copy (a file or a server).</source>
            <translation>The evaluation to copy (a file or a server).</translation>
        </message>
        <message>
            <source>Where to copy it (a new file or a server's new evaluation).</source>
            <translation>Where to copy it (a new file or a server's new evaluation).</translation>
        </message>
        <message>
            <source>Replace the evaluation at DESTINATION if there is one.</source>
            <translation>Replace the evaluation at DESTINATION if there is one.</translation>
        </message>
        <message>
            <source>copy takes a SOURCE and a DESTINATION</source>
            <translation>copy takes a SOURCE and a DESTINATION</translation>
        </message>
        <message>
            <source>SOURCE and DESTINATION are the same</source>
            <translation>SOURCE and DESTINATION are the same</translation>
        </message>
        <message numerus="yes">
            <source>Copied %1 to %2: %n rows</source>
            <translation>
                <numerusform>Copied %1 to %2: %n row</numerusform>
                <numerusform>Copied %1 to %2: %n rows</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gatebench::Coverage</name>
        <message>
            <source>The candidate %1 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark %1 / %2 as %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear the workflow coverage of %1 / %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark the workflow step %1 essential</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark the workflow step %1 not essential</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no member %1 in this evaluation.</source>
            <translation>There is no member %1 in this evaluation.</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CoverageCellDialog</name>
        <message>
            <source>Workflow coverage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who may do what, across which teams</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Coverage:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owning team (Chinese):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owning team (English):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Permission boundary (Chinese):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Permission boundary (English):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Note:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::CriteriaImporter</name>
        <message>
            <source>"%1" is not a tier; write gate, bonus or deferred (门槛, 加分 or 暂缓)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a usable id: use lower-case letters, digits and hyphens, at most 64</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the id %1 appears twice in the import (first on line %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only bonus criteria have a weight; a gate or a deferred item is never weighted or averaged (leave the cell empty)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a weight is a number of 0 or more (0 leaves the criterion out of the score)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only deferred items have a review date (leave the cell empty)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file also has the columns %1 and %2, so this column is not imported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the requirement has no title in either language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not one of the categories (%2); it is kept as the committee's own category</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::CriteriaTableModel</name>
        <message>
            <source>When ticked, a Pass or Fail needs an evidence note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weight of this bonus criterion (0 leaves it out of the score)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only bonus criteria are weighted; gates are never averaged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When the committee looks at this deferred item again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only deferred items have a review date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Requirement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Category</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner</source>
            <translation>Owner</translation>
        </message>
        <message>
            <source>Acceptance rule</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence required for a Pass or Fail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A requirement needs a title.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a tier; choose gate, bonus or deferred.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::CsvCliOptions</name>
        <message>
            <source>Read the file in this encoding instead of detecting it: UTF-8, UTF-16LE, UTF-16BE, GBK, GB18030 or another name ICU knows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The field separator instead of detecting it: comma, semicolon, tab, pipe or one character.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whether the first row is a header: yes, no or auto (the default).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Skip lines that start with this character (e.g. # in sacct output).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown encoding %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--delimiter takes comma, semicolon, tab, pipe or one ASCII character other than a quote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--header takes yes, no or auto</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--comment takes one ASCII character other than a quote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With --kind jobs: the column the team comes from (e.g. vc, qos, account).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With --kind jobs: the column the task type comes from (e.g. type).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With --format alibaba: when the trace starts, as its times count seconds from it, e.g. 2023-01-01T00:00:00 (in the time zone of --tz, else the evaluation's).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown format %1 (use one of: %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--%1 goes with --kind %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--format %1 goes with --kind %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With --kind jobs, what the files are: sacct (Slurm sacct --parsable2 output; see 'gatebench import --kind jobs --format sacct --help'), csv (any job CSV, its columns mapped by their headers), gatebench (GateBench's own job CSV), helios (Helios / Acme logs: job_id,user,vc,gpu_num,...,state,submit_time,start_time,end_time[,type]; team from vc) or alibaba (Alibaba GPU trace v2023 pod lists; needs --trace-start). With --kind tco: csv, gatebench (GateBench's own TCO lines CSV, either language) or finance (a finance cost sheet). Default: csv.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With --kind tco: the candidate (id or name) of the lines when the files have no candidate column.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--candidate goes with --kind %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::CsvExporter</name>
        <message>
            <source>CSV</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::CsvFormat</name>
        <message>
            <source>cannot open the file: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read the file: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no such file</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::CsvPreview</name>
        <message>
            <source>error</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>warning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Encoding: %1 (confidence %2%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delimiter: %1 (confidence %2%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Header: yes, line %1 (confidence %2%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Header: no (confidence %1%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n row(s)</source>
            <translation>
                <numerusform>%n row</numerusform>
                <numerusform>%n rows</numerusform>
            </translation>
        </message>
        <message>
            <source>No problems found.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line %1, field %2</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Archive: %1, %n CSV file(s):</source>
            <translation>
                <numerusform>Archive: %1, %n CSV file:</numerusform>
                <numerusform>Archive: %1, %n CSV files:</numerusform>
            </translation>
        </message>
        <message>
            <source>Showing %1 (choose another with --member NAME)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::CsvReader</name>
        <message>
            <source>Cannot open %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The input is not open for reading</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The delimiter must be one ASCII character other than a quote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The comment character must be one ASCII character other than a quote or the delimiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown encoding %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The comment character must not be the delimiter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record longer than %1 bytes or %2 fields; it was skipped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unterminated quote: the field opened here runs to the end of the file</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n more problem(s) not listed</source>
            <translation>
                <numerusform>%n more problem not listed</numerusform>
                <numerusform>%n more problems not listed</numerusform>
            </translation>
        </message>
        <message>
            <source>Private-use characters after reading as GB18030: the file may be in another encoding, or use user-defined characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Text that is not valid UTF-8 (shown as �); the file may be in another encoding, such as GB18030</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bytes that are not valid %1 (shown as �); the file may be in another encoding</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quote inside a field that does not start with one; it is kept as text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Text after the closing quote; it is kept after the quoted text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>NUL bytes removed from the field; the file may be damaged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Missing fields: this row has %1, the header has %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extra fields: this row has %1, the header has %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Missing fields: this row has %1, the first row has %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extra fields: this row has %1, the first row has %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record with more than %1 fields; it was skipped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file mixes two encodings, UTF-8 and GBK (GB18030): this line is in one, lines before it in the other, so some would be read wrongly. Choose the encoding to read it in (--encoding UTF-8 or --encoding GB18030, or the encoding in the import's preview), or save the file again in one encoding</source>
            <translation>The file mixes two encodings, UTF-8 and GBK (GB18030): this line is in one, lines before it in the other, so some would be read wrongly. Choose the encoding to read it in (--encoding UTF-8 or --encoding GB18030, or the encoding in the import's preview), or save the file again in one encoding</translation>
        </message>
    </context>
    <context>
        <name>gatebench::CsvWriter</name>
        <message>
            <source>Writing the CSV file failed: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>Cannot write %1: %2</translation>
        </message>
        <message>
            <source>Requirements</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::DecideCommand</name>
        <message>
            <source>Decide gate first: eliminated, blocked and eligible candidates, the ranking of the eligible ones, the recommended option and the alternative. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>Print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>Gate-first decision as of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No recommendation: no candidate passes every gate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recommended: %1 (%2), bonus score %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No alternative: only one candidate passes every gate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alternative: %1 (%2), bonus score %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close call: the top two differ by %1 points (%2 or less); the recommendation stands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not a close call: the top two differ by %1 points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidates (committee order):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no bonus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bonus score %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bonus score %1 (for information, not ranked)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n unscored cell(s) counted as 0</source>
            <translation>
                <numerusform>%n unscored cell counted as 0</numerusform>
                <numerusform>%n unscored cells counted as 0</numerusform>
            </translation>
        </message>
        <message>
            <source>Failed gate: %1. Evidence: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Also unknown: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown gate: %1 (the waiver expired on %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown gate: %1. %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown gate: %1 (not assessed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waived gate: %1, by %2 until %3 (an acceptance condition)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set aside by the committee (no status):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deferred items (never scored or judged):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: owner %2, review %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weight sensitivity (each weight searched from 0 to %1):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (weight %2): </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no change of leader from 0 to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 leads past weight %2 (change %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 leads at weight %2 (change %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 Note: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passed gate: %1, computed from the PoC runs: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Judge waiver expiry on this date, YYYY-MM-DD (default: the evaluation's date, else today).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recommended: %1, bonus score %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alternative: %1, bonus score %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Also unknown: %1 gates, numbers %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not assessed: %1 gates, numbers %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other bonus criteria, no change of leader from 0 to %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Provisional bonus score: the mean of the scores stands for %1 (they lie %2 points or more apart) until the chair sets a consensus score</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::Decimal</name>
        <message>
            <source>%1 is out of range: an exact decimal holds at most %2 digits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot keep %1 decimal places: the limit is %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not an amount: unmatched parenthesis at character %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not an amount: unexpected “%2” at character %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not an amount: the digit group at character %2 must have three digits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 names two currencies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not an amount: a second sign at character %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The amount is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has more than %2 decimal places</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not an amount: it has no digits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is ambiguous: use “,” only to group thousands (1,234.5) and “.” for decimals, or state the decimal separator</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not an amount: a second decimal separator at character %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has more than %2 decimal places; round an operand first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot be divided by zero</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::DecisionCharts</name>
        <message>
            <source>Waived by %1 until %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiver by %1 expired on %2; the gate counts as unknown again: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Incomplete waiver (it needs an owner, a reason and an expiry date); the gate counts as unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not assessed yet: unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence: none recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last changed by %1 on %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last changed on %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last changed by %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rule unreadable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1/%2 runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, borderline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, overridden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Note: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::DecisionEngine</name>
        <message>
            <source>Eligible</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blocked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eliminated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The assessment of %1 on %2 has an unknown verdict %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Criterion %1 has an unknown tier %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::DecisionPanel</name>
        <message>
            <source>Export…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As PNG…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As SVG…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidates</source>
            <translation>Candidates</translation>
        </message>
        <message>
            <source>Weight sensitivity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Elimination funnel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision as of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(simulated data)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidates left after each gate category, as of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus scores as of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;No recommendation:&lt;/b&gt; no candidate passes every gate yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Recommended:&lt;/b&gt; %1 (bonus score %2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Recommended:&lt;/b&gt; %1 (no score yet).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Alternative:&lt;/b&gt; none, no other candidate passes every gate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Alternative:&lt;/b&gt; %1 (bonus score %2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Alternative:&lt;/b&gt; %1 (no score yet).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close call, no clear winner: the top two are %1 points apart (%2 or less). The recommendation stands, flagged.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(waiver expired %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — set aside by the committee (no status)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — set aside by the committee (no status): %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus score %1, for information, not ranked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No score yet; not ranked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — &lt;span style="color:#1b5e20;"&gt;Eligible&lt;/span&gt;, rank %2, bonus score %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — &lt;span style="color:#1b5e20;"&gt;Eligible&lt;/span&gt;, rank %2, no score yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eligible only on a waiver of %1 (by %2), valid until %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 bonus scores missing, counted as 0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — &lt;span style="color:#7a4100;"&gt;Blocked&lt;/span&gt;: unknown %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — &lt;span style="color:#b71c1c;"&gt;Eliminated&lt;/span&gt;: fails %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Also unknown: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (weight %2): fewer than two eligible candidates, nothing to compare</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (weight %2): no weight from 0 to %3 changes the leader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (weight %2): %3 would lead if the weight rose above %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (weight %2): %3 would lead if the weight rose to %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (weight %2): %3 would lead if the weight fell below %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (weight %2): %3 would lead if the weight fell to %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No bonus criteria.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sealed:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus score sealed; not ranked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — &lt;span style="color:#1b5e20;"&gt;Eligible&lt;/span&gt;, rank and bonus score sealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Provisional: the mean stands for %1 until the chair sets a consensus score</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::DecisionRecordCommands</name>
        <message>
            <source>Make the decision record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit the decision record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make a new version of the signed decision record</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::DecisionRecordRepository</name>
        <message>
            <source>Someone else saved the decision record meanwhile: it is shown again, as saved</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::EliminationFunnelChart</name>
        <message>
            <source>Elimination funnel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Still in, no open gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Still in, blocked by an unknown gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eliminated here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shortlisted: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 left, %3 of them blocked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>eliminated here: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shortlisted candidates</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n through on a waiver</source>
            <translation>
                <numerusform>%n through on a waiver</numerusform>
                <numerusform>%n through on a waiver</numerusform>
            </translation>
        </message>
        <message>
            <source>Shortlisted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Still in on a waiver</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::EvaluationQueries</name>
        <message>
            <source>Only a GateBench file can be read by a worker thread.</source>
            <translation>Only a GateBench file can be read by a worker thread.</translation>
        </message>
        <message>
            <source>The evaluation has no committee member %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::EvidencePanel</name>
        <message>
            <source>Save evidence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Revert</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attach file…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What shows the verdict: the test, the document, the vendor's written answer…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Links, one per line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the note and links (Ctrl+Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence note:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attached files (up to 20 MiB each):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save evidence and mark %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence: choose a cell of the grid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence: %1 / %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(by %1 until %2: %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>· evidence required for Pass or Fail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing recorded yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No scores yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scores: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2), added by %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SHA-256 %1, added at %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The verdict was not changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attach evidence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attached %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write %1.</source>
            <translation type="unfinished">Cannot write %1.</translation>
        </message>
        <message>
            <source>Save evidence file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove evidence file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove %1 from this cell? You can undo this with Edit &gt; Undo.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Links, one per line:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Vendor answer:&lt;/b&gt; %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last changed by %1 at %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cite workflow gaps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add the candidate's workflow coverage gaps to the evidence note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cited evidence: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Override…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear override</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Override the verdict computed from the PoC runs with Pass or Fail and a reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Computed from the PoC runs:&lt;/b&gt; %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Override the computed verdict</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The computed verdict and its figure stay on record beside the override: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reason (required):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overridden: %1 / %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>consensus %1 (%2)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ExitBundle</name>
        <message>
            <source>Cannot create a temporary folder: %1</source>
            <translation>Cannot create a temporary folder: %1</translation>
        </message>
        <message>
            <source>The bundle %1 is refused: its database %2 cannot be opened: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bundle %1 is refused: the evidence file “%2” (id %3) does not match the SHA-256 recorded for it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening the bundle was cancelled; nothing was written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bundle %1 is refused: the entry “%2” %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>has no name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>has a backslash in its name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>has an absolute path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>names a drive or holds a colon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>has a control character in its name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>leads out of the folder with “..”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>has an empty or “.” part in its path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bundle %1 is refused: it is not a readable ZIP archive (cut short or damaged).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bundle %1 is refused: it holds more than %2 entries.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is a symbolic link</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is a folder, which a bundle does not hold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>appears more than once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is encrypted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is compressed with a method GateBench cannot read (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unpacks to more than %1 times its compressed size of %2 (a possible ZIP bomb)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>takes the bundle past %1 unpacked (a possible ZIP bomb)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bundle %1 is refused: its entries unpack to more than %2 times their compressed size (a possible ZIP bomb).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot be found again in the archive (damaged)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is damaged and cannot be unpacked (ZIP error %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>Cannot write %1: %2</translation>
        </message>
        <message>
            <source>unpacks to more bytes than it declares</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unpacks to %1 bytes where the archive declares %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>holds %1 bytes where the manifest lists %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>does not match the SHA-256 the manifest lists for it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bundle %1 is refused: it has no %2, so nothing in it can be checked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is larger than %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is not well-formed JSON</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is not a GateBench manifest (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is of bundle format %1, newer than this GateBench reads (%2): open it with a newer GateBench</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is listed twice in the manifest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is not listed in the manifest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>declares %1 bytes where the manifest lists %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is listed in the manifest but missing from the archive</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot open the bundle %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing %1 into the bundle %2 failed (ZIP error %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing the bundle was cancelled; nothing was written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot copy the snapshot of the workspace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write %1 (ZIP error %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bundle %1 is refused: its database does not hold the audit chain head %2 that its manifest states: %3</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ExitCheckDialog</name>
        <message>
            <source>Exit readiness</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What shows it: an export tried in the PoC, a contract clause, a document</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ExitCommands</name>
        <message>
            <source>Mark the exit item %2 of %1 as %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear the exit item %2 of %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ExitReadiness</name>
        <message>
            <source>Job definitions exportable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model metadata exportable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit records exportable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Container images kept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Training code kept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Data formats portable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ready</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partly ready</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not ready</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2 ready</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n partly ready</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not ready</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not recorded</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
    </context>
    <context>
        <name>gatebench::ExitReadinessModel</name>
        <message>
            <source>Not recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 / %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none given</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ExitReadinessRepository</name>
        <message>
            <source>The exit checklist of %1 has an unknown item or status (%2, %3)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ExitReadinessView</name>
        <message>
            <source>Whether the organisation could leave each candidate without losing its work: job definitions, model metadata and audit records that can be exported, container images and training code kept in its own hands, data in portable formats. Double-click a cell to record its status and the evidence.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No evaluation is open.</source>
            <translation>No evaluation is open.</translation>
        </message>
        <message>
            <source>No candidate is marked for the PoC or has TCO lines yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit cost: no TCO lines yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>No exit-cost line yet (egress, re-platforming labour, dual running, contract terms): add them to the TCO sheet in the category “%1”.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit-cost lines: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 / %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 over three years: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::FormatRegistry</name>
        <message>
            <source>no such file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot open the file: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read the file: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a file GateBench can import (%1): %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a file GateBench can import (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tables (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All files (*)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::GateMatrixChart</name>
        <message>
            <source>Gate matrix</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eliminated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blocked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eligible</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>F fail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>? unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>W waived</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No shortlisted candidates yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>W? waiver expired</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eligible on a waiver</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::GateMatrixPages</name>
        <message>
            <source>%1: gates %2 of %3, candidates %4 of %5 (page %6 of %7 of the matrix)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::Help</name>
        <message>
            <source>Menus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About GateBench</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h3&gt;GateBench %1&lt;/h3&gt;&lt;p&gt;A workbench for a review committee that chooses how to manage its shared GPU cluster: gate criteria first, never averaged away; the same PoC workload for every candidate; a measured baseline; a three-year cost; and a decision with an exit path.&lt;/p&gt;&lt;p&gt;One evaluation is one file, an SQLite database that any SQLite tool can read.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3), QuaZip and spdlog.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Assessments grid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Requirements table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate cell: Pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate cell: Fail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>U or ?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate cell: back to Unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate cell: waive a failed or unknown gate (owner, reason, expiry)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>0 to 5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus cell: score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus cell: clear the score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the cell's evidence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+Enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence editor: save the note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Esc</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence editor: back to the grid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+Up / Ctrl+Down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the requirement up or down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Insert</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a requirement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the selected requirements</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What it does</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h2&gt;How a committee works with GateBench&lt;/h2&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Baseline.&lt;/b&gt; Measure before buying: import two to four weeks of the cluster's job records and see where the waiting and the waste are.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Requirements.&lt;/b&gt; Agree on the matrix first. A &lt;i&gt;gate&lt;/i&gt; is a must: a candidate that fails one is eliminated, whatever it scores elsewhere. &lt;i&gt;Bonus&lt;/i&gt; items are scored 0 to 5 and weighted; &lt;i&gt;deferred&lt;/i&gt; items are noted for later and never count.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Candidates.&lt;/b&gt; The seven profiles of the template, and any the committee adds. Set aside those that are out of scope, with a reason.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Assessments&lt;/b&gt; (on the Requirements page). Judge every gate as Pass, Fail or Unknown with its evidence; a gate that cannot be met yet may be waived by a named owner until a date. Score the bonus items of the candidates that remain.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Overview.&lt;/b&gt; The decision, gate first: eliminated, blocked and eligible candidates, the recommended option and the alternative, and whether it is a close call.&lt;/li&gt;&lt;li&gt;&lt;b&gt;PoC and TCO.&lt;/b&gt; Run the same workloads and fault drills on every candidate, and compare three-year costs under the committee's scenarios.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Report and audit log.&lt;/b&gt; The report is what the committee signs; the audit log records who changed what, and when.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Everything is in one file. File &amp;gt; Import takes CSV files (or ZIP archives of them) all or nothing; Edit &amp;gt; Undo takes back any change, a whole import included.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Short guide</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h3&gt;The review committee and what one file can promise&lt;/h3&gt;&lt;p&gt;Edit &amp;gt; Review committee lists the members: the chair manages the members, which bonus criteria each scores and the quorum of each; a member scores and signs, and declares a conflict of interest for a candidate (with its reason: their scores for it are then refused and left out); an observer reads and writes nothing. Edit &amp;gt; Who acts chooses the member who works on this machine; every change is stamped with their name, their id and the operating-system user.&lt;/p&gt;&lt;p&gt;On a file, anyone who holds it can read every table with the &lt;tt&gt;sqlite3&lt;/tt&gt; shell, so the roles and the sealing of scores are a convention that GateBench keeps, not a lock. What protects a member's independence on a file is the offline kit (the other members' scores are not in it) and the seal. On a server database the database itself enforces them.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::HourOfWeekView</name>
        <message>
            <source>Allocated share of the capacity in each hour of the week (cluster time); the busiest hour: %1 %.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2: not in the window</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2: %3 % allocated</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ImportCommand</name>
        <message>
            <source>Import rows into an evaluation, all or none: on any error nothing is written and every problem is listed as FILE:LINE:COLUMN: message. A ZIP archive imports its CSV files together.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>CSV files or ZIP archives of CSV files.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the files hold: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A column mapping (JSON, as the import wizard saves it) to use over the one GateBench proposes from the headers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The time zone of timestamps without an offset (default: the evaluation's cluster time zone).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import the valid rows and list each rejected row, instead of importing nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>import takes FILE and at least one INPUT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--kind is required (one of: %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown kind %1 (use one of: %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown time zone %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the mapping is for %1, not for %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gatebench: nothing was imported; %1 is unchanged.
</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Imported %n row(s) of %1 into %2</source>
            <translation>
                <numerusform>Imported %n row of %1 into %2</numerusform>
                <numerusform>Imported %n rows of %1 into %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n row(s) rejected</source>
            <translation>
                <numerusform>; %n row rejected</numerusform>
                <numerusform>; %n rows rejected</numerusform>
            </translation>
        </message>
        <message>
            <source>no candidate passes every gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>recommended %1 (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, no alternative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, alternative %2 (%3)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Dry run: %n row(s) of %1 would be imported into %2; nothing was written.</source>
            <translation>
                <numerusform>Dry run: %n row of %1 would be imported into %2; nothing was written.</numerusform>
                <numerusform>Dry run: %n rows of %1 would be imported into %2; nothing was written.</numerusform>
            </translation>
        </message>
        <message>
            <source>Before: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  %1 (%2): new, %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  %1 (%2): %3 -&gt; %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No candidate's status would change.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status changes:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gatebench: the import would be refused; %1 is unchanged.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read and check the input as the import would, write nothing, and print what the import would change: the rows, the problems, and the decision before and after.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With --dry-run: print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--json and --as-of go with --dry-run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With --dry-run: judge waiver expiry on this date, YYYY-MM-DD (default: the evaluation's date, else today).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>: %1 added, %2 updated, %n duplicate(s) of jobs the evaluation holds left out</source>
            <translation>
                <numerusform>: %1 added, %2 updated, %n duplicate of a job the evaluation holds left out</numerusform>
                <numerusform>: %1 added, %2 updated, %n duplicates of jobs the evaluation holds left out</numerusform>
            </translation>
        </message>
        <message>
            <source>gatebench: --allow-same-file imports a file an earlier import read anyway (jobs the evaluation holds are not added twice).
</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Dry run: %n job(s) would be imported into %1</source>
            <translation>
                <numerusform>Dry run: %n job would be imported into %1</numerusform>
                <numerusform>Dry run: %n jobs would be imported into %1</numerusform>
            </translation>
        </message>
        <message>
            <source>; nothing was written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With --kind jobs: the cluster of the jobs (default: the evaluation's one cluster, unnamed).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With --kind jobs: import a file an earlier job import read already (the same SHA-256) instead of refusing it; jobs the evaluation holds are not added twice either way.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--%1 goes with --kind %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ImportImpact</name>
        <message>
            <source>cannot create a temporary folder: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ImportPipeline</name>
        <message>
            <source>no such file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the archive holds no CSV file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" could mean %2; choose one in the mapping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not in this evaluation; map it to an existing one or add it first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>row rejected: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>warning: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no input file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown kind of import %1 (use one of: %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>more issues were found and not listed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The import was cancelled; nothing was written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The files have errors; nothing was written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no rows: the file has a header but no data rows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was changed by another GateBench while the files were being read, and the import no longer fits it; nothing was imported. Import the files again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read the file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>import %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file has no column %1 to take the field %2 from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has no field %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not in this evaluation</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ImportWizard</name>
        <message>
            <source>(not imported)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (required)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import</source>
            <translation>Import</translation>
        </message>
        <message>
            <source>What do the files hold?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSV files as Excel, WPS or cluster tools write them, or ZIP archives of CSV files. All rows are imported or none.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Records:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Files:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add files…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preview</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How GateBench reads the first file. Change the encoding, delimiter or header if the preview looks wrong.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Detect</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GBK / GB18030 (Chinese Windows)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Comma</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Semicolon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tab</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pipe</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First row is a header</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No header</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Encoding:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delimiter:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Header:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Columns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which column holds which field. GateBench matched the headers in Chinese and English; check what it guessed and map what it could not.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Timestamps without an offset are in:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every file is read and every value converted; nothing is written until you press Finish.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel reading</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Columns:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Issues:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Skip invalid rows: import the valid ones and list each rejected row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing can be imported until the errors above are fixed in the files, or you choose to skip invalid rows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first row is the header</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no header</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No problems in the first rows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not imported: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every required field has a column.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 s left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Column</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Field</source>
            <translation>Field</translation>
        </message>
        <message>
            <source>Converted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Format</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Examples of failures</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Severity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Problem</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Error</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Warning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading was cancelled. Nothing has been written.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Ready: %n row(s) will be imported as one step you can undo.</source>
            <translation>
                <numerusform>Ready: %n row will be imported as one step you can undo.</numerusform>
                <numerusform>Ready: %n rows will be imported as one step you can undo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Ready: %n row(s) will be imported; %1 rejected row(s) are listed above.</source>
            <translation>
                <numerusform>Ready: %n row will be imported; %1 rejected row(s) are listed above.</numerusform>
                <numerusform>Ready: %n rows will be imported; %1 rejected row(s) are listed above.</numerusform>
            </translation>
        </message>
        <message>
            <source>The files have errors: nothing will be written. Fix them, or skip invalid rows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Apply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save as…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export JSON…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load JSON…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved mappings:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use these names and check again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name in the file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Means</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(choose which one)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(not in this evaluation)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(none)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save mapping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name of this column mapping (saved in the evaluation):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export mapping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load mapping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>whole file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line %1, column %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>comma</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>semicolon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tab</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pipe</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UTF-8 with BOM</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UTF-16 little-endian</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UTF-16 big-endian</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>Add the files to import first (Add files…, or drop them on the window).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: encoding %2 (confidence %3); delimiter: %4; %5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every file is read; working out what the import would change in the decision…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln row(s), %1 of %2 MiB, %3 MiB/s %4</source>
            <translation>
                <numerusform>%Ln row, %1 of %2 MiB, %3 MiB/s %4</numerusform>
                <numerusform>%Ln rows, %1 of %2 MiB, %3 MiB/s %4</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: “%2” (%3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Position</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the import would change in the decision could not be worked out: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Decision as of %1:&lt;/b&gt; the import changes nothing in it. Recommended: %2; alternative: %3; no candidate's status changes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 (unchanged)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 → %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recommended</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alternative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No candidate would pass every gate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (new): %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Decision as of %1, if the files are imported:&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The trace starts at:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (built in)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import the files read before anyway: jobs the evaluation holds are not added twice</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Of the jobs: %L1 new, %L2 updated, %Ln duplicate(s) of jobs the evaluation holds left out.</source>
            <translation>
                <numerusform>Of the jobs: %L1 new, %L2 updated, %Ln duplicate of a job the evaluation holds left out.</numerusform>
                <numerusform>Of the jobs: %L1 new, %L2 updated, %Ln duplicates of jobs the evaluation holds left out.</numerusform>
            </translation>
        </message>
        <message>
            <source>The files were imported before (see above): nothing will be written unless you import them anyway.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::JobCheckPage</name>
        <message>
            <source>Check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every job is read and checked; nothing is written until you press Finish.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Issues:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Importing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 s left</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln job(s), %1 of %2 MiB, %3 MiB/s %4</source>
            <translation>
                <numerusform>%Ln job, %1 of %2 MiB, %3 MiB/s %4</numerusform>
                <numerusform>%Ln jobs, %1 of %2 MiB, %3 MiB/s %4</numerusform>
            </translation>
        </message>
        <message>
            <source>The check was cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The import was cancelled; nothing was written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was imported: the files have errors.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Column</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Problem</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>warning: %1</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln rejected line(s) will be kept with the import.</source>
            <translation>
                <numerusform>%Ln rejected line will be kept with the import.</numerusform>
                <numerusform>%Ln rejected lines will be kept with the import.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing can be imported until the errors above are fixed in the files, or you choose to skip invalid rows (Back).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import anyway: jobs the evaluation holds are not added twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Importing a file again adds only the jobs it holds that the evaluation does not, and the later records of those it does.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%L1 new, %L2 updated, %Ln duplicate(s) of jobs the evaluation holds left out.</source>
            <translation>
                <numerusform>%L1 new, %L2 updated, %Ln duplicate of a job the evaluation holds left out.</numerusform>
                <numerusform>%L1 new, %L2 updated, %Ln duplicates of jobs the evaluation holds left out.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln job(s) can be imported: </source>
            <translation>
                <numerusform>%Ln job can be imported: </numerusform>
                <numerusform>%Ln jobs can be imported: </numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was imported: a file was imported before.</source>
            <translation>Nothing was imported: a file was imported before.</translation>
        </message>
    </context>
    <context>
        <name>gatebench::JobImport</name>
        <message>
            <source>No job log to import</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown time zone %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The import was cancelled; nothing was written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>import %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: “%2”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (job %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cluster name is longer than %1 characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A job of the evaluation changed while the import was read; nothing was imported. Import the files again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was imported before: import %2 of %3, by %4 at %5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown job log format %1 (GateBench reads: %2)</source>
            <translation>Unknown job log format %1 (GateBench reads: %2)</translation>
        </message>
    </context>
    <context>
        <name>gatebench::JobImportCommand</name>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>sacct --parsable2 exports.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the files hold: jobs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The time zone of the files' times (default: the evaluation's cluster time zone).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The --format field list of files without a header line, comma-separated.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The field the team comes from (default: Account).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The field the task type comes from (default: none).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A regular expression searched in the task type field; its first group is the task type.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import the valid jobs and keep every rejected line with the import, instead of importing nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>import takes FILE and at least one INPUT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown time zone %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gatebench: nothing was imported; %1 is unchanged.
</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Imported %n job(s) into %1</source>
            <translation>
                <numerusform>Imported %n job into %1</numerusform>
                <numerusform>Imported %n jobs into %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n line(s) rejected and kept with the import (gatebench imports %1)</source>
            <translation>
                <numerusform>; %n line rejected and kept with the import (gatebench imports %1)</numerusform>
                <numerusform>; %n lines rejected and kept with the import (gatebench imports %1)</numerusform>
            </translation>
        </message>
        <message>
            <source>List the imports of an evaluation and the lines each rejected. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only the import with this id.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--import takes an import's id</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Import %1 (%2) of %3 by %4 at %5: %n row(s), </source>
            <translation>
                <numerusform>Import %1 (%2) of %3 by %4 at %5: %n row, </numerusform>
                <numerusform>Import %1 (%2) of %3 by %4 at %5: %n rows, </numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) rejected</source>
            <translation>
                <numerusform>%n line rejected</numerusform>
                <numerusform>%n lines rejected</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no import %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No imports.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>times read in %1, </source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>: %1 added, %2 updated, %n duplicate(s) of jobs the evaluation holds left out</source>
            <translation>
                <numerusform>: %1 added, %2 updated, %n duplicate of a job the evaluation holds left out</numerusform>
                <numerusform>: %1 added, %2 updated, %n duplicates of jobs the evaluation holds left out</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Dry run: %n job(s) would be imported into %1</source>
            <translation>
                <numerusform>Dry run: %n job would be imported into %1</numerusform>
                <numerusform>Dry run: %n jobs would be imported into %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n line(s) would be rejected</source>
            <translation>
                <numerusform>; %n line would be rejected</numerusform>
                <numerusform>; %n lines would be rejected</numerusform>
            </translation>
        </message>
        <message>
            <source>; nothing was written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gatebench: the import would be refused; %1 is unchanged.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import a Slurm job log (sacct --parsable2 output), all jobs or none: on any error nothing is written and every problem is listed as FILE:LINE:COLUMN: message (rule). A job the evaluation holds already (the same cluster, job id and submit time) is not added again: a later record of it replaces it, any other is counted as a duplicate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cluster of jobs whose file has no Cluster field (default: the evaluation's one cluster, unnamed).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import a file an earlier job import read already (the same SHA-256) instead of refusing it; jobs the evaluation holds are not added twice either way.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read and check the files as the import would, write nothing, and print how many jobs would be added, updated and left out as duplicates, and every problem.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With --dry-run: print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--json goes with --dry-run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gatebench: nothing was imported; %1 is unchanged. --allow-same-file imports the file anyway (jobs the evaluation holds are not added twice).
</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Jobs: %1 added, %2 updated, %n duplicate(s) of jobs the evaluation held left out</source>
            <translation>
                <numerusform>Jobs: %1 added, %2 updated, %n duplicate of a job the evaluation held left out</numerusform>
                <numerusform>Jobs: %1 added, %2 updated, %n duplicates of jobs the evaluation held left out</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (the first %n listed):</source>
            <translation>
                <numerusform> (the first %n listed):</numerusform>
                <numerusform> (the first %n listed):</numerusform>
            </translation>
        </message>
        <message>
            <source>What separates the fields, as given to sacct --delimiter (default: |; \t or tab: a tab).</source>
            <translation>What separates the fields, as given to sacct --delimiter (default: |; \t or tab: a tab).</translation>
        </message>
        <message>
            <source>The files' format: %1.</source>
            <translation>The files' format: %1.</translation>
        </message>
        <message>
            <source>--format %1 goes with --kind jobs</source>
            <translation>--format %1 goes with --kind jobs</translation>
        </message>
        <message>
            <source>%1: SHA-256 %2</source>
            <translation>%1: SHA-256 %2</translation>
        </message>
        <message>
            <source>Options: %1</source>
            <translation>Options: %1</translation>
        </message>
    </context>
    <context>
        <name>gatebench::JobImporter</name>
        <message>
            <source>No job id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not an outcome GateBench reads</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No submit time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starts (%1) before it was submitted (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ends (%1) before it started (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left the queue (%1) before it was submitted (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A negative GPU count (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A negative GPU share (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is %2, more than a whole GPU (1000)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 must be between 0% and 100%, not %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job %1 appears again (first at %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs are more than one job can hold (at most %L2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cluster name is longer than %1 characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is longer than %2 characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2) is before 2000-01-01: not a time of this cluster's jobs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2) is more than %3 days after the import and the evaluation's date</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::JobKeyIndex</name>
        <message>
            <source>Too many jobs to check for duplicates at once</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::JobLogReader</name>
        <message>
            <source>Slurm sacct output</source>
            <translation>Slurm sacct output</translation>
        </message>
    </context>
    <context>
        <name>gatebench::JobOptionsPage</name>
        <message>
            <source>Job log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How to read the job records: all jobs are imported or none, unless you choose to skip invalid rows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slurm sacct (--parsable2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSV (columns mapped by their headers)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSV: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Format:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time zone of the times:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>JobID,User,Account,Partition,State,Submit,Start,End,AllocTRES</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Field list (files without a header):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team from the field:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none: every job is unspecified</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Task type from the field:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>optional regular expression; its first group is the task type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Task type pattern:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Skip invalid rows: import the valid jobs and keep each rejected line with the import</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file starts with its header line: the fields are read from it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file has no header line: give the field list it was exported with (sacct --format).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown time zone %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give the field list: the file has no header line.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none: the evaluation's one cluster (a Cluster field names its own)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cluster:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What separates the fields: | unless the file was written with sacct --delimiter (\t or tab: a tab)</source>
            <translation>What separates the fields: | unless the file was written with sacct --delimiter (\t or tab: a tab)</translation>
        </message>
        <message>
            <source>Field delimiter:</source>
            <translation>Field delimiter:</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Labels</name>
        <message>
            <source>Hardware ecosystem</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU orchestration and scheduling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enterprise container platform</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cloud-managed platform</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open-source assembly (self-built)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status quo: improve the current tooling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On premises</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cloud</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hybrid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On-premises product: licence + hardware + support</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Self-built: normal maintenance and one major upgrade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate (must)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus (optional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deferred</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waived</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Security, identity and audit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Data boundary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hardware compatibility</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resource availability</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Key workflow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Experience</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Automation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ecosystem</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extensibility</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Completed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pending</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal use</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Peak use</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Low use</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal maintenance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Major upgrade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Compute</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Storage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Data transfer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Licence or managed-service fees</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Support services</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Operations staff</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Implementation and integration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Training</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Migration and exit reserve</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (Chinese only)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (English only)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Success</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fault drill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failed (non-zero exit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time limit reached</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Node failure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Out of memory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preempted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Node boot failure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deadline reached</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(none given)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cloud: normal, peak and low usage</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::LoadExport</name>
        <message>
            <source>The window must be at least 1 hour long, not %1.</source>
            <translation>The window must be at least 1 hour long, not %1.</translation>
        </message>
        <message>
            <source>The PoC cluster must have at least 1 GPU, not %1.</source>
            <translation>The PoC cluster must have at least 1 GPU, not %1.</translation>
        </message>
        <message>
            <source>There is no candidate %1 in this evaluation.</source>
            <translation>There is no candidate %1 in this evaluation.</translation>
        </message>
        <message>
            <source>The evaluation has no job records: import the baseline's job log first (gatebench import FILE --kind jobs).</source>
            <translation>The evaluation has no job records: import the baseline's job log first (gatebench import FILE --kind jobs).</translation>
        </message>
        <message>
            <source>The job records have no analysis window.</source>
            <translation>The job records have no analysis window.</translation>
        </message>
        <message>
            <source>A window of %1 hours is longer than the analysis window (%2 to %3, %4 hours).</source>
            <translation>A window of %1 hours is longer than the analysis window (%2 to %3, %4 hours).</translation>
        </message>
        <message>
            <source>No window of %1 hours fits in the analysis window.</source>
            <translation>No window of %1 hours fits in the analysis window.</translation>
        </message>
        <message>
            <source>The cluster's GPUs are not known: enter the GPU inventory.</source>
            <translation>The cluster's GPUs are not known: enter the GPU inventory.</translation>
        </message>
        <message>
            <source>The recorded what-if export of %1 does not read: %2</source>
            <translation>The recorded what-if export of %1 does not read: %2</translation>
        </message>
        <message>
            <source>No what-if load was exported for %1: run gatebench whatif export first, or give the predicted waits with --predicted.</source>
            <translation>No what-if load was exported for %1: run gatebench whatif export first, or give the predicted waits with --predicted.</translation>
        </message>
        <message>
            <source>The job log has changed since the what-if load of %1 was exported (then %2 jobs from %3 UTC, now %4 from %5 UTC): give the export's predicted_waits.csv with --predicted, or export again.</source>
            <translation>The job log has changed since the what-if load of %1 was exported (then %2 jobs from %3 UTC, now %4 from %5 UTC): give the export's predicted_waits.csv with --predicted, or export again.</translation>
        </message>
    </context>
    <context>
        <name>gatebench::MainWindow</name>
        <message>
            <source>Simulated data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (Ctrl+%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overview</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baseline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Requirements</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidates</source>
            <translation>Candidates</translation>
        </message>
        <message>
            <source>PoC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TCO</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New evaluation from the template…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New &amp;empty evaluation…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New &amp;demo evaluation (simulated data)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change not saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Create the demo evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GateBench evaluations (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GateBench evaluations (%1);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save a copy as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose another file: this is the open evaluation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot replace %1</source>
            <translation>Cannot replace %1</translation>
        </message>
        <message>
            <source>Saved a copy as %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open or create an evaluation before importing into it.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Imported %n row(s). Edit &gt; Undo takes the whole import back.</source>
            <translation>
                <numerusform>Imported %n row. Edit &gt; Undo takes the whole import back.</numerusform>
                <numerusform>Imported %n rows. Edit &gt; Undo takes the whole import back.</numerusform>
            </translation>
        </message>
        <message>
            <source>Save a co&amp;py as…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>This candidate is set aside: it has no row in the assessments grid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Short &amp;guide</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About GateBench</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;bundle…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open bundle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GateBench exit bundles (*.zip);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the evaluation of the bundle as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checking the bundle %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Bundle refused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TCO &amp;workbook (Excel)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TCO &amp;lines (CSV)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the TCO workbook</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the TCO lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation has no TCO lines to export yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1-tco.xlsx</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1-tco-lines.csv</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exported the TCO to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision &amp;report (PDF)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E&amp;xit bundle (ZIP)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the exit bundle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GateBench exit bundles (*.zip)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing the exit bundle %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export cancelled: nothing was written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exported the exit bundle to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation is damaged</source>
            <translation>The evaluation is damaged</translation>
        </message>
        <message>
            <source>Checking the file…</source>
            <translation>Checking the file…</translation>
        </message>
        <message>
            <source>GateBench reads the whole file once after opening it, to find damage before anything is written; changes wait until it has finished.</source>
            <translation>GateBench reads the whole file once after opening it, to find damage before anything is written; changes wait until it has finished.</translation>
        </message>
        <message>
            <source>Damaged: read-only</source>
            <translation>Damaged: read-only</translation>
        </message>
        <message>
            <source>Committee &amp;packets…</source>
            <translation>Committee &amp;packets…</translation>
        </message>
        <message>
            <source>Committee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Who acts…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review &amp;committee…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Committee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open a scoring round…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Close the scoring round…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round &amp;progress…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acting: %1 (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acting: %1 (no member chosen)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No member (%1, the system user)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — %2, %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who acts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The committee member who works on this machine: every change is stamped with their name, and the window shows what their permission lets them see and change.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Present</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Presentation mode: one view at a time, full screen, readable from the back of the room (F5; Esc leaves)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Minutes</source>
            <translation>Minutes</translation>
        </message>
        <message>
            <source>Meeting ended</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take a snapshot of the evaluation now, named “%1”, so that the next meeting can see what changed since this one?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No snapshot taken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Snapshot “%1” taken.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Minutes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Present &amp;on</source>
            <translation>Present &amp;on</translation>
        </message>
        <message>
            <source>%1 × %2, this window's screen</source>
            <translation>%1 × %2, this window's screen</translation>
        </message>
        <message>
            <source>%1 × %2</source>
            <translation>%1 × %2</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Another screen than this window's</source>
            <translation>Another screen than this window's</translation>
        </message>
        <message>
            <source>Take a snapshot</source>
            <translation>Take a snapshot</translation>
        </message>
        <message>
            <source>The snapshot keeps the evaluation's decision-relevant state as it is now, so that the next meeting can see what changed since. Its name:</source>
            <translation>The snapshot keeps the evaluation's decision-relevant state as it is now, so that the next meeting can see what changed since. Its name:</translation>
        </message>
        <message>
            <source>Take a &amp;snapshot…</source>
            <translation>Take a &amp;snapshot…</translation>
        </message>
        <message>
            <source>The chair records the evaluation as it is now, so that the next meeting can see what changed since</source>
            <translation>The chair records the evaluation as it is now, so that the next meeting can see what changed since</translation>
        </message>
        <message>
            <source>What changed since the last &amp;meeting…</source>
            <translation>What changed since the last &amp;meeting…</translation>
        </message>
        <message>
            <source>What-if</source>
            <translation>What-if</translation>
        </message>
        <message>
            <source>Open &amp;shared evaluation…</source>
            <translation>Open &amp;shared evaluation…</translation>
        </message>
        <message>
            <source>Password</source>
            <translation>Password</translation>
        </message>
        <message>
            <source>The server asks for the password of %1:</source>
            <translation>The server asks for the password of %1:</translation>
        </message>
        <message>
            <source>The server refused that password. The password of %1:</source>
            <translation>The server refused that password. The password of %1:</translation>
        </message>
        <message>
            <source>Connection to the server lost: reconnecting…</source>
            <translation>Connection to the server lost: reconnecting…</translation>
        </message>
        <message>
            <source>Nothing can be written until the server is back; the other members' changes show again then.</source>
            <translation>Nothing can be written until the server is back; the other members' changes show again then.</translation>
        </message>
        <message>
            <source>Shared: %1</source>
            <translation>Shared: %1</translation>
        </message>
        <message>
            <source>An evaluation on a server: the other members' changes show here within seconds.</source>
            <translation>An evaluation on a server: the other members' changes show here within seconds.</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Member</name>
        <message>
            <source>chair</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>member</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>observer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Security</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Finance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Algorithm teams</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Business</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Platform</source>
            <translation>Platform</translation>
        </message>
    </context>
    <context>
        <name>gatebench::MemberEditDialog</name>
        <message>
            <source>Add a member</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit the member</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from the name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Id:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Permission:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Function:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chair manages the members and the scoring rounds; a member scores and signs; an observer reads and writes nothing.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::Members</name>
        <message>
            <source>There is no requirement %1 in this evaluation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a bonus criterion: only bonus criteria are scored.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A member needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another member (%1) is named %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot be a member's id: use 1 to 64 letters, digits, '.', '_' or '-'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is already a member %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add the member %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is the evaluation's only chair: name another chair first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the member %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the member %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is an observer: observers do not score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Assign the scorers of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A quorum is 1 to %1 scores.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set the quorum of %1 to %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no candidate %1 in this evaluation.</source>
            <translation>There is no candidate %1 in this evaluation.</translation>
        </message>
        <message>
            <source>A recusal needs its reason.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has already recused from %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 recuses from %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 withdraws the recusal from %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::MembersCommand</name>
        <message>
            <source>Members: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring assignments and quorums of the bonus criteria:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>everyone (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>scored by %1; quorum %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recusals: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 recused from %2 (%3): %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a member to the review committee (the chair's action; until the evaluation has a chair, whoever acts may name one).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change a member's name, role, permission or function (the chair's action).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>The member's id.</source>
            <translation>The member's id.</translation>
        </message>
        <message>
            <source>The new member's id: letters, digits, '.', '_' or '-' (default: from the name).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The member's name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The member's title (free text).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>chair, member or observer (default for a new member: member).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>security, finance, platform, algorithm, business or other (default for a new member: other).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>member add takes exactly one FILE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>member set takes FILE and ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--permission takes chair, member or observer</source>
            <translation>--permission takes chair, member or observer</translation>
        </message>
        <message>
            <source>--function takes security, finance, platform, algorithm, business or other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>member add needs --name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added the member %1 (%2, %3) to %4
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no member %1 in %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Member %1: %2, %3, %4
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove a member from the review committee, with their scores, assignments, recusals and signature (the chair's action; one undoable step).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>member remove takes FILE and ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removed the member %1 from %2
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set which members score a bonus criterion (the chair's action). Without --member, every chair and member scores it (the default).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bonus criterion's id.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A member who scores it (repeatable).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>member assign needs --criterion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is scored by every chair and member
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is scored by %2
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set the quorum of a bonus criterion: the scores each of its cells needs before a round is revealed without a reason (the chair's action; default 2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 to %1 scores, or "default" for the default (2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>member quorum needs --criterion and --quorum</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--quorum takes 1 to %1 or "default"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The quorum of %1 is %2
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare a member's conflict of interest for a candidate, with its reason: their scores for it are refused and left out of the decision (the member's own action, or the chair's).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Withdraw a member's recusal: their scores for the candidate count again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The candidate's id.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why (required).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 takes FILE and ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 needs --candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>member recuse needs --reason: a recusal is kept with its reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 recused from %2
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 withdrew the recusal from %2
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List the review committee: members with their permission and function, who scores each bonus criterion and its quorum, and the recusals. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>member takes add, set, remove, assign, quorum, recuse or withdraw, then FILE</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::MembersDialog</name>
        <message>
            <source>Review committee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Permission</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Function</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Members</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A ticked cell: the member scores the criterion. A criterion with every box ticked is scored by every chair and member (the default). The quorum is the number of scores each of its cells needs before a round is revealed without a reason.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A bonus criterion needs at least one member to score it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Assignments and quorums</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Member</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Declared</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A member who declares a conflict of interest for a candidate may not score it; their scores for it are left out of the decision while the recusal stands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare a recusal…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Withdraw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recusals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acting: %1 (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acting: %1 (%2). Only the chair manages the members, assignments and quorums; a member declares their own recusals.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No member is chosen to act (Edit &gt; Who acts…): only the chair manages the committee.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation has no chair yet: whoever acts may name one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quorum</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the member</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove %1 with their scores, assignments, recusals and signature? Edit &gt; Undo brings all of it back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare a recusal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why the member may not score this candidate (required)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Member:</source>
            <translation>Member:</translation>
        </message>
        <message>
            <source>Candidate:</source>
            <translation>Candidate:</translation>
        </message>
        <message>
            <source>Reason:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::MetricRule</name>
        <message>
            <source>at most</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>at least</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>below</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>above</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A metric rule needs a PoC scenario.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A metric rule cannot be on %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The threshold of a metric rule is a number of 0 or more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The threshold of %1 is a share from 0 to 1 (0.95 for 95%).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A metric rule needs at least 1 run.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The borderline band of a metric rule is a number of 0 or more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The metric rule is not a rule GateBench can read: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The metric rule has version %1; this GateBench reads version %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The metric rule names an unknown metric %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The metric rule names an unknown comparison %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The metric rule has no threshold.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Borderline, needs review</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 %3 %4, over at least 1 run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 %3 %4, over at least %5 runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>borderline within %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: the rule cannot be read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: too few runs: %2 of %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 by override (computed %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>run %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>runs %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 line %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 lines %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The verdict cannot be computed: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of 1 run succeeded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2 runs succeeded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>meets the threshold (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>does not meet the threshold (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>within the borderline band of the threshold (%1): needs review</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>too few runs: %1 of %2 (threshold %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no run measured it (threshold %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 on %2: %3 (%4), %5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overridden to %1 by %2 on %3: %4</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::Minutes</name>
        <message>
            <source>This evaluation's file is too old to keep minutes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no meeting %1 in this evaluation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 needs its text.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is longer than %2 characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation has no decision record yet for a decision to refer to.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no version %1 of the decision record.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no candidate %1 in this evaluation.</source>
            <translation>There is no candidate %1 in this evaluation.</translation>
        </message>
        <message>
            <source>There is no requirement %1 in this evaluation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a bonus criterion: a consensus score is of a bonus criterion.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a gate: a verdict or a waiver is of a gate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A meeting needs its date.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The title is longer than %1 characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add the meeting of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the meeting of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume the meeting of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the meeting of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the meeting of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark %1 present at the meeting of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark %1 absent from the meeting of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An agenda item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add the agenda item “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no agenda item %1 in this evaluation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the agenda item “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record the decision “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no decision %1 in the minutes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the decision “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An action needs its owner (a member).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give %1 the action “%2”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no action %1 in the minutes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark the action “%1” %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the action “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the action “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ended</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No link</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Verdict</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiver</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consensus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision record</source>
            <translation>Decision record</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dropped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>Verdict: %1 on “%2”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiver: %1 on “%2”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consensus score: %1 on “%2”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision record, version %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No meeting has been recorded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Meeting %1 on %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, simulated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  Present: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  Absent: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  Agenda:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  Decisions:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  Actions:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, due %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> — OVERDUE</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n open action(s) past their due date on %1.</source>
            <translation>
                <numerusform>%n open action past its due date on %1.</numerusform>
                <numerusform>%n open actions past their due date on %1.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gatebench::MinutesCommand</name>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>The meeting (its number, as `gatebench minutes` lists it).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--%1 takes a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--%1 takes a date, YYYY-MM-DD</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a meeting of the committee, in progress: every member is recorded absent until marked present (--present, or meeting attend). Prints its number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The day of the meeting, YYYY-MM-DD (required).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The meeting's title.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A member present (repeatable).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>meeting add needs --date DATE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Meeting %1 added.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change a meeting's date or title, end it or resume it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The day of the meeting, YYYY-MM-DD.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the meeting.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume an ended meeting.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>meeting set needs --meeting ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--end and --resume exclude each other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Meeting %1 changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove a meeting with its attendance, agenda, decisions and actions (the chair's).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>meeting remove needs --meeting ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Meeting %1 removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark members present at a meeting (or absent, with --absent).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A member (repeatable).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark them absent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>meeting attend needs --meeting ID and --member ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attendance of meeting %1 recorded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add an item to a meeting's agenda, or remove one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agenda item to add.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove agenda item N.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>meeting agenda takes --meeting ID --item TEXT, or --remove N</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agenda item %1 removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agenda item %1 added.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record a decision of a meeting, linked to what it decided: a verdict or a waiver (a candidate on a gate), a consensus score (a candidate on a bonus criterion) or the decision record; or remove one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What was decided.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What it decided: none (default), verdict, waiver, consensus or record.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The candidate (verdict, waiver, consensus).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The criterion (verdict, waiver: a gate; consensus: a bonus criterion).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The decision record's version (record; default: the latest).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove decision N.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--remove excludes --meeting and --text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision %1 removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>meeting decide needs --meeting ID and --text TEXT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--link takes none, verdict, waiver, consensus or record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--candidate and --criterion go with --link verdict, waiver or consensus, and both are needed there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--version goes with --link record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision %1 recorded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give out an action at a meeting (--meeting, --text, --owner, optionally --due), change one (--action N with what changes: --text, --owner, --due DATE|none, --status open|done|dropped), or remove one (--remove N).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The action to change.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What is to be done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who does it (a member).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By when, YYYY-MM-DD (none: no due date).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>open, done or dropped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove action N.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>meeting action takes one of --meeting ID (add), --action N (change) and --remove N</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--status takes open, done or dropped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action %1 removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>meeting action --meeting ID needs --text TEXT and --owner ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a new action is open: --status changes an action (--action N)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action %1 added.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no action %1 in the minutes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action %1 changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the minutes of the committee's meetings: date, who was present and absent, the agenda, the decisions with what each decided, the actions with their owner, due date and status; open actions past their due date on the as-of date are flagged. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Judge due dates on this date, YYYY-MM-DD (default: the evaluation's date, else today).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no meeting %1 in this evaluation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>meeting takes add, set, remove, attend, agenda, decide or action, then FILE</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::MinutesGuard</name>
        <message>
            <source>remove a meeting with its minutes</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::MinutesPanel</name>
        <message>
            <source>New meeting…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tick the members present; the others are recorded absent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Present</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agenda item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agenda</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What was decided</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decides</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Criterion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record the decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decisions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner</source>
            <translation>Owner</translation>
        </message>
        <message>
            <source>Due</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What is to be done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Due by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give out the action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This evaluation's file is too old to keep minutes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(simulated)</source>
            <translation>(simulated)</translation>
        </message>
        <message>
            <source>No meeting yet: add one with New meeting…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End meeting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(overdue)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New meeting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Week 3 review</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Meeting %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::NewWorkspace</name>
        <message>
            <source>Unknown language %1 (use zh_CN or en)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown time zone %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write in %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 already exists</source>
            <translation>%1 already exists</translation>
        </message>
    </context>
    <context>
        <name>gatebench::OverviewPage</name>
        <message>
            <source>Overview</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Simulated data. This demo evaluation describes no real company, cluster or vendor result; it shows how GateBench works.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Organisation: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cluster time zone: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Requirements: %1 gate, %2 bonus, %3 deferred</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baseline: %1 job records</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC: %1 runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TCO: %1 cost lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit log: %1 entries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Route</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deployment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shortlist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set aside: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Marked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate matrix as of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(simulated data)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status as of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baseline: counting the job records…</source>
            <translation>Baseline: counting the job records…</translation>
        </message>
        <message numerus="yes">
            <source>Scoring round %1 is open and sealed: %n cell(s).</source>
            <translation>
                <numerusform>Scoring round %1 is open and sealed: %n cell.</numerusform>
                <numerusform>Scoring round %1 is open and sealed: %n cells.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Scoring round %1 is closed and sealed: %n cell(s).</source>
            <translation>
                <numerusform>Scoring round %1 is closed and sealed: %n cell.</numerusform>
                <numerusform>Scoring round %1 is closed and sealed: %n cells.</numerusform>
            </translation>
        </message>
        <message>
            <source>Deadline %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prices are hidden from the members.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owners and due dates…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chair gives each check of the plan an owner and a due date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the four-week plan…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Four-week plan</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>from %1 to %2; on %3: %n check(s) overdue.</source>
            <translation>
                <numerusform>from %1 to %2; on %3: %n check overdue.</numerusform>
                <numerusform>from %1 to %2; on %3: %n checks overdue.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2, due %3 (meeting of %4)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n open action(s) from the minutes past their due date on %1:</source>
            <translation>
                <numerusform>%n open action from the minutes past its due date on %1:</numerusform>
                <numerusform>%n open actions from the minutes past their due date on %1:</numerusform>
            </translation>
        </message>
        <message>
            <source>What changed since the last meeting</source>
            <translation>What changed since the last meeting</translation>
        </message>
        <message>
            <source>Last snapshot: “%1”, %2, taken by %3</source>
            <translation>Last snapshot: “%1”, %2, taken by %3</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PacketCommand</name>
        <message>
            <source>Write a kit: a copy of the evaluation for one member to score the open round offline, with every other member's scores and notes removed (not hidden) and an empty audit log. Only the chair makes kits; never writes to FILE.</source>
            <translation>Write a kit: a copy of the evaluation for one member to score the open round offline, with every other member's scores and notes removed (not hidden) and an empty audit log. Only the chair makes kits; never writes to FILE.</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>The member the kit is for (id).</source>
            <translation>The member the kit is for (id).</translation>
        </message>
        <message>
            <source>The kit to write (.gatebench).</source>
            <translation>The kit to write (.gatebench).</translation>
        </message>
        <message>
            <source>Replace KIT if it exists.</source>
            <translation>Replace KIT if it exists.</translation>
        </message>
        <message>
            <source>kit needs --member ID and -o KIT.gatebench</source>
            <translation>kit needs --member ID and -o KIT.gatebench</translation>
        </message>
        <message>
            <source>the kit cannot replace the evaluation file</source>
            <translation>the kit cannot replace the evaluation file</translation>
        </message>
        <message>
            <source>%1 already exists; add --force to replace it</source>
            <translation>%1 already exists; add --force to replace it</translation>
        </message>
        <message>
            <source>Cannot write %1</source>
            <translation>Cannot write %1</translation>
        </message>
        <message>
            <source>Wrote the kit %1 for %2 (%3), round %4: %5 cells, %6 of them scored by the member; every other member's scores and notes are not in it.
</source>
            <translation>Wrote the kit %1 for %2 (%3), round %4: %5 cells, %6 of them scored by the member; every other member's scores and notes are not in it.
</translation>
        </message>
        <message>
            <source>Print the seal line of a kit's scores as they are now: gatebench-seal 1 MEMBER ROUND HEX. Send it to the chair before the packet. The kit's random value is never printed. Never writes to KIT.</source>
            <translation>Print the seal line of a kit's scores as they are now: gatebench-seal 1 MEMBER ROUND HEX. Send it to the chair before the packet. The kit's random value is never printed. Never writes to KIT.</translation>
        </message>
        <message>
            <source>The member's kit (.gatebench).</source>
            <translation>The member's kit (.gatebench).</translation>
        </message>
        <message>
            <source>Write the member's packet: a ZIP archive with the exit bundle's manifest and checks, holding the member's scores and notes of the round, the kit's random value (so that the chair can check the seal), the kit's audit chain head and the criteria and candidates the kit was built on. Never writes to KIT.</source>
            <translation>Write the member's packet: a ZIP archive with the exit bundle's manifest and checks, holding the member's scores and notes of the round, the kit's random value (so that the chair can check the seal), the kit's audit chain head and the criteria and candidates the kit was built on. Never writes to KIT.</translation>
        </message>
        <message>
            <source>The packet to write (.zip).</source>
            <translation>The packet to write (.zip).</translation>
        </message>
        <message>
            <source>Replace PACKET if it exists.</source>
            <translation>Replace PACKET if it exists.</translation>
        </message>
        <message>
            <source>export needs -o PACKET.zip</source>
            <translation>export needs -o PACKET.zip</translation>
        </message>
        <message>
            <source>Wrote the packet %1 of %2 for round %3: %4 scores.
</source>
            <translation>Wrote the packet %1 of %2 for round %3: %4 scores.
</translation>
        </message>
        <message>
            <source>Record the seal line a member sent ahead of their packet (the chair's): the packet imported later must match it. One undoable, audited step.</source>
            <translation>Record the seal line a member sent ahead of their packet (the chair's): the packet imported later must match it. One undoable, audited step.</translation>
        </message>
        <message>
            <source>The seal line, gatebench-seal 1 MEMBER ROUND HEX (or HEX alone).</source>
            <translation>The seal line, gatebench-seal 1 MEMBER ROUND HEX (or HEX alone).</translation>
        </message>
        <message>
            <source>The member who sent the seal (id).</source>
            <translation>The member who sent the seal (id).</translation>
        </message>
        <message>
            <source>record-seal takes FILE, --member ID and the SEAL</source>
            <translation>record-seal takes FILE, --member ID and the SEAL</translation>
        </message>
        <message>
            <source>Recorded the seal of %1.
</source>
            <translation>Recorded the seal of %1.
</translation>
        </message>
        <message>
            <source>Import members' packets (the chair's): each must match the seal recorded for its member and round (exit 3 when it does not). A packet built on an older list of criteria or candidates shows what differs and imports what still applies only with --accept-changes. A cell changed both in the kit and in the evaluation is a conflict, listed and never overwritten. All packets or none, one undoable, audited step; importing the same packet again changes nothing.</source>
            <translation>Import members' packets (the chair's): each must match the seal recorded for its member and round (exit 3 when it does not). A packet built on an older list of criteria or candidates shows what differs and imports what still applies only with --accept-changes. A cell changed both in the kit and in the evaluation is a conflict, listed and never overwritten. All packets or none, one undoable, audited step; importing the same packet again changes nothing.</translation>
        </message>
        <message>
            <source>The packets (.zip).</source>
            <translation>The packets (.zip).</translation>
        </message>
        <message>
            <source>Import what still applies of packets built on an older list of criteria or candidates.</source>
            <translation>Import what still applies of packets built on an older list of criteria or candidates.</translation>
        </message>
        <message>
            <source>import takes FILE and at least one PACKET.zip</source>
            <translation>import takes FILE and at least one PACKET.zip</translation>
        </message>
        <message>
            <source>Nothing to import: %1 already holds these packets; it is unchanged.
</source>
            <translation>Nothing to import: %1 already holds these packets; it is unchanged.
</translation>
        </message>
        <message>
            <source>gatebench packet kit|seal|export|record-seal|import ...: offline members' kits, seals and packets. Run 'gatebench packet VERB --help' for a verb's options.
</source>
            <translation>gatebench packet kit|seal|export|record-seal|import ...: offline members' kits, seals and packets. Run 'gatebench packet VERB --help' for a verb's options.
</translation>
        </message>
        <message>
            <source>packet needs one of %1</source>
            <translation>packet needs one of %1</translation>
        </message>
        <message>
            <source>unknown packet command %1; one of %2</source>
            <translation>unknown packet command %1; one of %2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Packets</name>
        <message>
            <source>The packet %1 is refused: its entry “%2” is not of a GateBench packet (%3).</source>
            <translation>The packet %1 is refused: its entry “%2” is not of a GateBench packet (%3).</translation>
        </message>
        <message>
            <source>The packet %1 is refused: it has no entry “%2”.</source>
            <translation>The packet %1 is refused: it has no entry “%2”.</translation>
        </message>
        <message>
            <source>not well-formed JSON</source>
            <translation>not well-formed JSON</translation>
        </message>
        <message>
            <source>another member or round than the kit's</source>
            <translation>another member or round than the kit's</translation>
        </message>
        <message>
            <source>Cannot open the packet %1: %2</source>
            <translation>Cannot open the packet %1: %2</translation>
        </message>
        <message>
            <source>%1 already exists</source>
            <translation>%1 already exists</translation>
        </message>
        <message>
            <source>Cannot create a temporary folder: %1</source>
            <translation>Cannot create a temporary folder: %1</translation>
        </message>
        <message>
            <source>Cannot write %1</source>
            <translation>Cannot write %1</translation>
        </message>
        <message>
            <source>There is no member %1 in this evaluation.</source>
            <translation>There is no member %1 in this evaluation.</translation>
        </message>
        <message>
            <source>%1 is an observer: observers do not score, so they get no kit.</source>
            <translation>%1 is an observer: observers do not score, so they get no kit.</translation>
        </message>
        <message>
            <source>No scoring round is open: the chair opens one before making kits.</source>
            <translation>No scoring round is open: the chair opens one before making kits.</translation>
        </message>
        <message>
            <source>not permitted: %1 is not a member of this evaluation's committee, and a scoring round is sealed</source>
            <translation>not permitted: %1 is not a member of this evaluation's committee, and a scoring round is sealed</translation>
        </message>
        <message>
            <source>No scoring round is sealed.</source>
            <translation>No scoring round is sealed.</translation>
        </message>
        <message>
            <source>%1 is not a member's kit (make one with gatebench packet kit).</source>
            <translation>%1 is not a member's kit (make one with gatebench packet kit).</translation>
        </message>
        <message>
            <source>“%1” is not a seal: it reads gatebench-seal 1 MEMBER ROUND HEX (or the 64 hex digits alone).</source>
            <translation>“%1” is not a seal: it reads gatebench-seal 1 MEMBER ROUND HEX (or the 64 hex digits alone).</translation>
        </message>
        <message>
            <source>No scoring round is sealed, so a seal cannot be recorded.</source>
            <translation>No scoring round is sealed, so a seal cannot be recorded.</translation>
        </message>
        <message>
            <source>The seal is %1's, not %2's.</source>
            <translation>The seal is %1's, not %2's.</translation>
        </message>
        <message>
            <source>The seal names round %1, which this evaluation does not have.</source>
            <translation>The seal names round %1, which this evaluation does not have.</translation>
        </message>
        <message>
            <source>Round %1 is revealed: its seals can no longer be recorded.</source>
            <translation>Round %1 is revealed: its seals can no longer be recorded.</translation>
        </message>
        <message>
            <source>record the seal of %1 for round %2</source>
            <translation>record the seal of %1 for round %2</translation>
        </message>
        <message>
            <source>%1: the packet was made from another evaluation (workspace %2), not this one.</source>
            <translation>%1: the packet was made from another evaluation (workspace %2), not this one.</translation>
        </message>
        <message>
            <source>%1: a packet of %2 for round %3 is given twice.</source>
            <translation>%1: a packet of %2 for round %3 is given twice.</translation>
        </message>
        <message>
            <source>%1: the packet is of %2, who is no longer a member.</source>
            <translation>%1: the packet is of %2, who is no longer a member.</translation>
        </message>
        <message>
            <source>%1: the packet is of round %2, which this evaluation does not have.</source>
            <translation>%1: the packet is of round %2, which this evaluation does not have.</translation>
        </message>
        <message>
            <source>%1: no seal of %2 for round %3 is recorded: record the seal line the member sent (gatebench packet record-seal) before importing the packet.</source>
            <translation>%1: no seal of %2 for round %3 is recorded: record the seal line the member sent (gatebench packet record-seal) before importing the packet.</translation>
        </message>
        <message>
            <source>%1: the packet does not match the seal recorded for %2 in round %3: its scores are not those the member sealed. Nothing was imported.</source>
            <translation>%1: the packet does not match the seal recorded for %2 in round %3: its scores are not those the member sealed. Nothing was imported.</translation>
        </message>
        <message>
            <source>The bonus criterion %1 (“%2”) was removed: its scores are not imported.</source>
            <translation>The bonus criterion %1 (“%2”) was removed: its scores are not imported.</translation>
        </message>
        <message>
            <source>criterion removed</source>
            <translation>criterion removed</translation>
        </message>
        <message>
            <source>The criterion %1 (“%2”) is no longer a bonus criterion: its scores are not imported.</source>
            <translation>The criterion %1 (“%2”) is no longer a bonus criterion: its scores are not imported.</translation>
        </message>
        <message>
            <source>no longer a bonus criterion</source>
            <translation>no longer a bonus criterion</translation>
        </message>
        <message>
            <source>The criterion %1 (“%2”) became a bonus criterion: the packet has no score for it.</source>
            <translation>The criterion %1 (“%2”) became a bonus criterion: the packet has no score for it.</translation>
        </message>
        <message>
            <source>The bonus criterion %1 (“%2”) was reworded (title, description or scoring rule): the member scored the old wording, so its scores are not imported.</source>
            <translation>The bonus criterion %1 (“%2”) was reworded (title, description or scoring rule): the member scored the old wording, so its scores are not imported.</translation>
        </message>
        <message>
            <source>criterion reworded</source>
            <translation>criterion reworded</translation>
        </message>
        <message>
            <source>The weight of the bonus criterion %1 (“%2”) changed from %3 to %4: its scores still apply.</source>
            <translation>The weight of the bonus criterion %1 (“%2”) changed from %3 to %4: its scores still apply.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>The bonus criterion %1 (“%2”) was added: the packet has no score for it.</source>
            <translation>The bonus criterion %1 (“%2”) was added: the packet has no score for it.</translation>
        </message>
        <message>
            <source>The candidate %1 (“%2”) was removed: its scores are not imported.</source>
            <translation>The candidate %1 (“%2”) was removed: its scores are not imported.</translation>
        </message>
        <message>
            <source>The candidate %1 (“%2”) was set aside: its scores still apply.</source>
            <translation>The candidate %1 (“%2”) was set aside: its scores still apply.</translation>
        </message>
        <message>
            <source>The candidate %1 (“%2”) was brought back into the evaluation.</source>
            <translation>The candidate %1 (“%2”) was brought back into the evaluation.</translation>
        </message>
        <message>
            <source>The candidate %1 was renamed “%2”: its scores still apply.</source>
            <translation>The candidate %1 was renamed “%2”: its scores still apply.</translation>
        </message>
        <message>
            <source>The candidate %1 (“%2”) was added: the packet has no score for it.</source>
            <translation>The candidate %1 (“%2”) was added: the packet has no score for it.</translation>
        </message>
        <message>
            <source>candidate removed</source>
            <translation>candidate removed</translation>
        </message>
        <message>
            <source>no longer in the round</source>
            <translation>no longer in the round</translation>
        </message>
        <message>
            <source>no longer assigned to the member</source>
            <translation>no longer assigned to the member</translation>
        </message>
        <message>
            <source>the member recused from the candidate</source>
            <translation>the member recused from the candidate</translation>
        </message>
        <message>
            <source>The score of %1 on %2 is not imported: %3.</source>
            <translation>The score of %1 on %2 is not imported: %3.</translation>
        </message>
        <message>
            <source>The packets were built on an older list of criteria or candidates:
%1
Nothing was imported. Confirm to import what still applies (--accept-changes).</source>
            <translation>The packets were built on an older list of criteria or candidates:
%1
Nothing was imported. Confirm to import what still applies (--accept-changes).</translation>
        </message>
        <message>
            <source>import the packets of %1</source>
            <translation>import the packets of %1</translation>
        </message>
        <message>
            <source>%1: the packet of %2 (%3) for round %4 matches its recorded seal.</source>
            <translation>%1: the packet of %2 (%3) for round %4 matches its recorded seal.</translation>
        </message>
        <message>
            <source>  set: %1 on %2</source>
            <translation>  set: %1 on %2</translation>
        </message>
        <message>
            <source>  conflict, kept as it is: %1 on %2 was changed both in the kit and in the evaluation since the kit was made; settle it with the member</source>
            <translation>  conflict, kept as it is: %1 on %2 was changed both in the kit and in the evaluation since the kit was made; settle it with the member</translation>
        </message>
        <message>
            <source>  not imported: %1 on %2 (%3)</source>
            <translation>  not imported: %1 on %2 (%3)</translation>
        </message>
        <message>
            <source>  %1 cells set, %2 already as in the packet, %3 changed only in the evaluation (kept), %4 conflicts, %5 not imported.</source>
            <translation>  %1 cells set, %2 already as in the packet, %3 changed only in the evaluation (kept), %4 conflicts, %5 not imported.</translation>
        </message>
        <message>
            <source>Cannot open the kit %1: %2</source>
            <translation>Cannot open the kit %1: %2</translation>
        </message>
        <message>
            <source>Making the kit %1 failed (%2): %3</source>
            <translation>Making the kit %1 failed (%2): %3</translation>
        </message>
        <message>
            <source>make kits, record seals and import packets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot open the sealed copy %1: %2</source>
            <translation>Cannot open the sealed copy %1: %2</translation>
        </message>
        <message>
            <source>Making the sealed copy %1 failed (%2): %3</source>
            <translation>Making the sealed copy %1 failed (%2): %3</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PacketsDialog</name>
        <message>
            <source>Committee packets</source>
            <translation>Committee packets</translation>
        </message>
        <message>
            <source>A member who scores offline gets a kit: a copy of this evaluation without any other member's scores and notes. They send you the seal line first and the packet later; the packet must match the seal.</source>
            <translation>A member who scores offline gets a kit: a copy of this evaluation without any other member's scores and notes. They send you the seal line first and the packet later; the packet must match the seal.</translation>
        </message>
        <message>
            <source>1. Make a kit</source>
            <translation>1. Make a kit</translation>
        </message>
        <message>
            <source>Member:</source>
            <translation>Member:</translation>
        </message>
        <message>
            <source>Make the kit…</source>
            <translation>Make the kit…</translation>
        </message>
        <message>
            <source>No scoring round is open.</source>
            <translation>No scoring round is open.</translation>
        </message>
        <message>
            <source>2. Record a seal</source>
            <translation>2. Record a seal</translation>
        </message>
        <message>
            <source>Seal line:</source>
            <translation>Seal line:</translation>
        </message>
        <message>
            <source>Record the seal</source>
            <translation>Record the seal</translation>
        </message>
        <message>
            <source>3. Import packets</source>
            <translation>3. Import packets</translation>
        </message>
        <message>
            <source>Import packets…</source>
            <translation>Import packets…</translation>
        </message>
        <message>
            <source>This file is the kit of %1 for scoring round %2. Score in it, then send the seal line to the chair (chat or e-mail) and export the packet for them. Changing a score after sending the seal makes the packet no longer match it: send the new seal line.</source>
            <translation>This file is the kit of %1 for scoring round %2. Score in it, then send the seal line to the chair (chat or e-mail) and export the packet for them. Changing a score after sending the seal makes the packet no longer match it: send the new seal line.</translation>
        </message>
        <message>
            <source>Copy the seal line</source>
            <translation>Copy the seal line</translation>
        </message>
        <message>
            <source>The seal line is on the clipboard.</source>
            <translation>The seal line is on the clipboard.</translation>
        </message>
        <message>
            <source>Export the packet…</source>
            <translation>Export the packet…</translation>
        </message>
        <message>
            <source>Save the kit</source>
            <translation>Save the kit</translation>
        </message>
        <message>
            <source>GateBench evaluations (*.gatebench)</source>
            <translation>GateBench evaluations (*.gatebench)</translation>
        </message>
        <message>
            <source>Cannot replace %1.</source>
            <translation>Cannot replace %1.</translation>
        </message>
        <message>
            <source>Wrote the kit %1 for %2: %3 cells of round %4; no other member's score or note is in it.</source>
            <translation>Wrote the kit %1 for %2: %3 cells of round %4; no other member's score or note is in it.</translation>
        </message>
        <message>
            <source>Recorded the seal of %1.</source>
            <translation>Recorded the seal of %1.</translation>
        </message>
        <message>
            <source>Import packets</source>
            <translation>Import packets</translation>
        </message>
        <message>
            <source>Packets (*.zip)</source>
            <translation>Packets (*.zip)</translation>
        </message>
        <message>
            <source>The packets were built on an older list of criteria or candidates: import what still applies</source>
            <translation>The packets were built on an older list of criteria or candidates: import what still applies</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Import</translation>
        </message>
        <message>
            <source>
Nothing to import: the evaluation already holds these packets.</source>
            <translation>
Nothing to import: the evaluation already holds these packets.</translation>
        </message>
        <message>
            <source>Nothing was imported.</source>
            <translation>Nothing was imported.</translation>
        </message>
        <message>
            <source>Imported %1 packets: %2 cells set, %3 conflicts kept as they are (Edit &gt; Undo takes the import back).</source>
            <translation>Imported %1 packets: %2 cells set, %3 conflicts kept as they are (Edit &gt; Undo takes the import back).</translation>
        </message>
        <message>
            <source>Export the packet</source>
            <translation>Export the packet</translation>
        </message>
        <message>
            <source>Wrote the packet %1 (%2 scores). Its seal line: %3</source>
            <translation>Wrote the packet %1 (%2 scores). Its seal line: %3</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PathToEligibility</name>
        <message>
            <source>PoC scenario %1, %2 of %3 runs recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC scenario %1, %2 %3 %4 over at least %5 runs (%6 recorded, now %7)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no owner named</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the evidence the criterion requires, from %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a verdict with its evidence, from %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>renew the waiver of %1 (expired %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>complete the waiver (owner, reason and expiry date)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>complete the waiver of %1 (owner, reason and expiry date)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>still not eligible</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rank %1 of %2, bonus score %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rank %1 of %2, no bonus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ahead of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it would become the recommendation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 passes on a borderline metric figure (the chair's override)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is waived by %2 until %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>days left: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expiring soon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no recommendation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>recommended: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no alternative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>alternative: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>If the waiver lapses: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>If the override is taken back: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Path to eligibility:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No candidate is Blocked or Eligible.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>nothing could take it out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, settled by: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> or </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>If every open gate passed: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At risk: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eliminated and set-aside candidates are not listed: more PoC runs cannot undo a failed gate, and a set-aside candidate takes no status.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — &lt;span style="color:#7a4100;"&gt;Blocked&lt;/span&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — &lt;span style="color:#1b5e20;"&gt;%2&lt;/span&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Path to eligibility as of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>eligible; rank sealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>recommendation and alternative sealed</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PlanCommand</name>
        <message numerus="yes">
            <source>Four-week plan: %1 to %2%3; as of %4, %n check(s) overdue.</source>
            <translation>
                <numerusform>Four-week plan: %1 to %2%3; as of %4, %n check overdue.</numerusform>
                <numerusform>Four-week plan: %1 to %2%3; as of %4, %n checks overdue.</numerusform>
            </translation>
        </message>
        <message>
            <source> (from the evaluation's creation)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Week %1 (from %2): %3: %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>OVERDUE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner: %1; due %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>The four-week plan: each check derived from the evaluation's data (never ticked by hand) with its week, owner, due date, whether it is done and whether it is overdue on the as-of date. With --check and --owner/--due, or --start, the chair sets them first as one undoable, audited step.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>Judge the checks and what is overdue on this date, YYYY-MM-DD (default: the evaluation's date).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The check to set (its id, as gatebench plan lists them).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The check's owner: a member's id, or none.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The check's due date, YYYY-MM-DD, or default (the end of its week).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The plan's start date, YYYY-MM-DD, or default (the day the evaluation was created).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--owner and --due need --check ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--check needs --owner MEMBER or --due DATE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--due takes a date YYYY-MM-DD or default</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--start takes a date YYYY-MM-DD or default</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The plan is set.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to change: the plan is already so.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PlanCommands</name>
        <message>
            <source>set the four-week plan's start, owners and due dates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no plan check %1. The checks are: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no member %1 in this evaluation's committee.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set the four-week plan's start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set the owner and due date of the plan check “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set the four-week plan's owners and due dates</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PlanDialog</name>
        <message>
            <source>Four-week plan: owners and due dates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The checks follow the evaluation's data and cannot be ticked here. The chair gives each an owner and a due date (by default the last day of its week).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plan start:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Week</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner</source>
            <translation>Owner</translation>
        </message>
        <message>
            <source>Due</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overdue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>No owner</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PlanStatus</name>
        <message>
            <source>Inventory and baseline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job records over at least two weeks: %1 jobs over %2 days</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>GPU inventory entered: %n pool(s)</source>
            <translation>
                <numerusform>GPU inventory entered: %n pool</numerusform>
                <numerusform>GPU inventory entered: %n pools</numerusform>
            </translation>
        </message>
        <message>
            <source>Three losses named, each with an owner: %1 of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shortlist and acceptance gates</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Gate criteria set: %n</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Candidates marked for the PoC: %1 of %2 in the evaluation</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Every gate of the candidates in the evaluation has a verdict: %n open</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Unified PoC and fault tests</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC runs of every candidate marked for the PoC: %1 of %2</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The same workloads on every compared candidate: %n gap(s)</source>
            <translation>
                <numerusform>The same workloads on every compared candidate: %n gap</numerusform>
                <numerusform>The same workloads on every compared candidate: %n gaps</numerusform>
            </translation>
        </message>
        <message>
            <source>Fault drills: the PoC catalogue has none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every fault drill run by every candidate marked for the PoC: %1 of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year cost, responsibilities and decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year TCO of every Eligible candidate: %1 of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The scenarios the guide asks for (cloud: normal and peak use; self-built: normal maintenance and a major upgrade): %1 of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit checklist recorded for every Eligible candidate: %1 of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The decision record names the recommended and the alternative option</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The decision record is signed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job records over at least two weeks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU inventory entered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three losses named, each with an owner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate criteria set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidates marked for the PoC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every gate has a verdict</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC runs of every candidate marked for the PoC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same workloads on every compared candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every fault drill run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year TCO of every Eligible candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The TCO scenarios the guide asks for</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit checklist of every Eligible candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The decision record names both options</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PlanTimelineView</name>
        <message>
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overdue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>%1
Week %2 · %3
Owner: %4 · due %5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no owner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Week %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As of %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PocBarsChart</name>
        <message>
            <source>%1, %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not measured</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocBill</name>
        <message>
            <source>Name the bill (its number or the PoC and month): the lines' source note names it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter the cost of a training run, of a service deployment, or both</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A billed cost cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A volume cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A peak volume cannot be below the normal volume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The billed period of the service deployment must be more than 0 days</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PocCharts</name>
        <message>
            <source>seconds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>minutes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>P50</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P90</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — no runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — not measured</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1 — %n run(s)</source>
            <translation>
                <numerusform>%1 — %n run</numerusform>
                <numerusform>%1 — %n runs</numerusform>
            </translation>
        </message>
        <message>
            <source>Queue wait</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Submit to available</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — no result: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Success rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%, successes / (successes + failures)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 P50</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 P90</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — no recovery recorded: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gate: %1 %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 / %2 runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No run of this fault drill measured a queue wait: nothing to draw.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No run of this scenario measured a queue wait: nothing to draw.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No run of this fault drill measured the time from submit to available: nothing to draw.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No run of this scenario measured the time from submit to available: nothing to draw.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PocCommand</name>
        <message>
            <source>Print the PoC results of an evaluation: per candidate and scenario the runs, success rate, P50/P90 queue wait, submit-to-available and recovery times, engineer steps, manual interventions and the share diagnosed without the vendor, and what the same-workload check finds missing. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>Decide who is eliminated on this date, YYYY-MM-DD (default: the evaluation's as-of date, else today).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print JSON (durations in seconds).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PocImporter</name>
        <message>
            <source>the run started (%1) before it was submitted (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the run was available (%1) before it was submitted (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the run finished (%1) before it started (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has no unit: state it in the header (e.g. 排队时间(秒), Recovery [min]), in the mapping, or in the cell (15 min, 1.5h, 90秒)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is %2 s in the file, but %3 is %4 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>started − submitted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>available − submitted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the run has not ended (%1); import it once it has</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 must be a count from 0 up, not %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the run %1 of this candidate and scenario is in the import twice (first at %2)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PocMetrics</name>
        <message>
            <source>Runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Success rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P50 queue wait</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P90 queue wait</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P50 submit-to-available time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P90 submit-to-available time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Median engineer operation steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Manual interventions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P50 recovery time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P90 recovery time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Share diagnosed without the vendor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <source>%1 h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1%</source>
            <translation type="unfinished">%1%</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocPage</name>
        <message>
            <source>Runs and scenarios</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Workflow coverage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Path to eligibility</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PocRepository</name>
        <message>
            <source>The PoC scenario %1 has an unknown kind %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The PoC run %1 has an unknown outcome %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PocRunsModel</name>
        <message>
            <source>#%1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (started)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Submitted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Started (first resources allocated)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Available (result or service ready)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The result file gives no submit time: the time shown is when the run started.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not imported from a file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, line %2
SHA-256 at import: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Submitted (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Outcome</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time to available</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU-hours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Interventions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Self-diagnosed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Source</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The run's id in the result file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When the run was submitted, in the cluster's time zone (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Started minus submitted: waiting for the first resources</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Available minus submitted: until the result or the service was ready</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Engineer operation steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Manual interventions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery time of a fault drill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Diagnosed without the vendor: whether the team found the fault's cause without the vendor's help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file and line the run was imported from; double-click a row to see that line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The job of the what-if load it replayed (gatebench whatif export), if any</source>
            <translation>The job of the what-if load it replayed (gatebench whatif export), if any</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PocRunsView</name>
        <message>
            <source>Show source line…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proof of concept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Simulated data: these PoC runs describe no real cluster or vendor result.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same workloads and the same fault drills on every candidate in the PoC, each run recorded with the file line it came from.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Same workload: runs per scenario and candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>⚠ runs / required: fewer runs than the scenario requires (hover for what is missing); – optional and run by no candidate compared. Double-click a cell to list its runs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Submit to available</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scenario:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Figure:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search the runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Any outcome</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The line of the result file the chosen run came from, if the file is unchanged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All candidates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All scenarios</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n run(s)</source>
            <translation>
                <numerusform>%n run</numerusform>
                <numerusform>%n runs</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of %2 runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 / %2 / run %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No evaluation is open.</source>
            <translation>No evaluation is open.</translation>
        </message>
        <message>
            <source>(simulated data)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No candidate is in the same-workload check yet: mark candidates for the PoC.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Same workload: every candidate compared ran every scenario as often as required.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>needs %1 runs, has none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>needs %1 runs, has only %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, “%2”: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>⚠ The candidates did not all run the same workload: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Success rate by scenario, as of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fault-drill recovery times, P50 (darker) and P90 (lighter), as of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P50 and P90 per candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait on “%1”, P50 and P90 per candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Submit to available on “%1”, P50 and P90 per candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recorded runs</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PocSourceDialog</name>
        <message>
            <source>Open folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Source of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This run was not imported from a file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File: %1
Line: %2
SHA-256 at import: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no source line to show.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is missing: it is no longer at this path.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is missing: the archive no longer holds %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file cannot be read: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file has changed since the import (its SHA-256 is now %1): the line it had then cannot be shown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is unchanged since the import. The line as it is in the file:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is unchanged since the import. %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PocWorkloadModel</name>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>needs %1 runs, has none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>needs %1 runs, has only %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>optional, and no candidate compared ran it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 runs recorded, %2 required</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 (%2): at least %3 runs on every candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2): optional; due for every candidate once one of them ran it</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::PolicyDialog</name>
        <message>
            <source>EASY backfill: a later job starts early when it delays no earlier one</source>
            <translation>EASY backfill: a later job starts early when it delays no earlier one</translation>
        </message>
        <message>
            <source>Each team's quota, as the Baseline page states it</source>
            <translation>Each team's quota, as the Baseline page states it</translation>
        </message>
        <message>
            <source>Borrowing: a team may use idle GPUs over its quota</source>
            <translation>Borrowing: a team may use idle GPUs over its quota</translation>
        </message>
        <message>
            <source>Reclaim: a team under its quota preempts borrowed GPUs</source>
            <translation>Reclaim: a team under its quota preempts borrowed GPUs</translation>
        </message>
        <message>
            <source>Preemption by priority inside a queue</source>
            <translation>Preemption by priority inside a queue</translation>
        </message>
        <message>
            <source>Today's scheduling policy</source>
            <translation>Today's scheduling policy</translation>
        </message>
        <message>
            <source>Scheduling policy of %1</source>
            <translation>Scheduling policy of %1</translation>
        </message>
        <message>
            <source>The rules the what-if replays the job log under. A prediction from them is advice beside the evidence: it never settles a gate.</source>
            <translation>The rules the what-if replays the job log under. A prediction from them is advice beside the evidence: it never settles a gate.</translation>
        </message>
        <message>
            <source>Assumption: this is a default, not the committee's policy (%1). Check it against the quote or the design, then save it.</source>
            <translation>Assumption: this is a default, not the committee's policy (%1). Check it against the quote or the design, then save it.</translation>
        </message>
        <message>
            <source>today's policy is assumed</source>
            <translation>today's policy is assumed</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>no limit</translation>
        </message>
        <message>
            <source> GPUs</source>
            <translation> GPUs</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>never (a preempted job starts over)</source>
            <translation>never (a preempted job starts over)</translation>
        </message>
        <message>
            <source>Checkpoint interval</source>
            <translation>Checkpoint interval</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>Start-up delay</source>
            <translation>Start-up delay</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>The policy document (README, "Scheduling what-if"): every key is checked, an unknown or misspelt one is refused with its name.</source>
            <translation>The policy document (README, "Scheduling what-if"): every key is checked, an unknown or misspelt one is refused with its name.</translation>
        </message>
        <message>
            <source>JSON</source>
            <translation>JSON</translation>
        </message>
        <message>
            <source>Back to the default</source>
            <translation>Back to the default</translation>
        </message>
        <message>
            <source>Removes the committee's policy: the profile's default (an assumption) or today's applies</source>
            <translation>Removes the committee's policy: the profile's default (an assumption) or today's applies</translation>
        </message>
        <message>
            <source>Each team's quota, a hard cap of GPUs across the pools:</source>
            <translation>Each team's quota, a hard cap of GPUs across the pools:</translation>
        </message>
        <message>
            <source>Each team's deserved quota of GPUs (over it only by borrowing):</source>
            <translation>Each team's deserved quota of GPUs (over it only by borrowing):</translation>
        </message>
        <message>
            <source>The GPUs reserved for each team (the rest is shared):</source>
            <translation>The GPUs reserved for each team (the rest is shared):</translation>
        </message>
        <message>
            <source>Each team's queue weight (its deserved share is its weight over the sum):</source>
            <translation>Each team's queue weight (its deserved share is its weight over the sum):</translation>
        </message>
        <message>
            <source>No evaluation is open.</source>
            <translation>No evaluation is open.</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PostgresRoles</name>
        <message>
            <source>The member id “%1” makes the role name “%2”, longer than PostgreSQL's %3 bytes: choose a shorter member id or evaluation name.</source>
            <translation>The member id “%1” makes the role name “%2”, longer than PostgreSQL's %3 bytes: choose a shorter member id or evaluation name.</translation>
        </message>
        <message>
            <source>The server has no role “%1” for the member “%2”.</source>
            <translation>The server has no role “%1” for the member “%2”.</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Presentation</name>
        <message>
            <source>✓ Pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>✗ Fail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>? Unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>W Waived</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 million %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Simulated data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Elimination funnel</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n shortlisted candidate(s) enter the gates.</source>
            <translation>
                <numerusform>%n shortlisted candidate enters the gates.</numerusform>
                <numerusform>%n shortlisted candidates enter the gates.</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no gate criterion: every shortlisted candidate is Eligible.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Still in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>Out here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
        <message>
            <source>Still in: no failing gate so far. Open: of those, still blocked by a gate nobody settled. Out here: eliminated by a failing gate of this step.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate matrix</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No gate and candidate to show.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>? Waiver lapsed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Path to eligibility of the Blocked candidates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What would settle it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>If all of them pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No candidate is Blocked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus ranking of the Eligible candidates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No candidate is Eligible: there is no bonus ranking.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (provisional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close call: the top two differ by %1 points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus scores rank only candidates that pass every gate (0–100).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC on the same workload</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No candidate is in the PoC yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2 runs</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n run(s)</source>
            <translation>
                <numerusform>%n run</numerusform>
                <numerusform>%n runs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every run of %n scenario(s) succeeded on every candidate.</source>
            <translation>
                <numerusform>Every run of %n scenario succeeded on every candidate.</numerusform>
                <numerusform>Every run of %n scenarios succeeded on every candidate.</numerusform>
            </translation>
        </message>
        <message>
            <source>No PoC run is recorded yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baseline: queue waits against the targets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No job records are imported: the baseline is missing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 jobs from %2 to %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait P50</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait P90</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target</source>
            <translation>Target</translation>
        </message>
        <message>
            <source>P50</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P90</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 ≤ %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reached in the PoC by %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No target is set on the queue waits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait: from submission to start, of the jobs that started.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year TCO of the Eligible candidates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prices and TCO figures are hidden until the technical round is revealed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The TCO cannot be computed:</source>
            <translation>The TCO cannot be computed:</translation>
        </message>
        <message>
            <source>No cost lines are recorded: the TCO is missing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Largest swings (−30 % to +30 %)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 to %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No Eligible candidate has cost lines.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Base scenario; swings: the three-year total in millions when one driver moves by ±30 %.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision record</source>
            <translation>Decision record</translation>
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recorded recommendation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (recorded %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recorded alternative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acceptance conditions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signatures</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2: %3 agree, %4 with reservations, %5 dissent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frozen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yes, since %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pass</translation>
        </message>
        <message>
            <source>fail</source>
            <translation>fail</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unknown</translation>
        </message>
        <message>
            <source>waived</source>
            <translation>waived</translation>
        </message>
        <message>
            <source>fewer runs than the same-workload check needs</source>
            <translation>fewer runs than the same-workload check needs</translation>
        </message>
        <message>
            <source>The other scenarios: success rate and runs.</source>
            <translation>The other scenarios: success rate and runs.</translation>
        </message>
        <message>
            <source>the baseline meets the target</source>
            <translation>the baseline meets the target</translation>
        </message>
        <message>
            <source>the baseline misses it</source>
            <translation>the baseline misses it</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PresentationLayout</name>
        <message>
            <source>%1 / %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 · page %2 of %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PresentationWindow</name>
        <message>
            <source>GateBench presentation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preparing the slides…</source>
            <translation>Preparing the slides…</translation>
        </message>
        <message>
            <source>Minutes</source>
            <translation>Minutes</translation>
        </message>
    </context>
    <context>
        <name>gatebench::PreviewCommand</name>
        <message>
            <source>Print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>preview takes exactly one INPUT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read standard input</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read %1: no such file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the archive %1 holds no CSV file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the archive %1 holds no CSV file named %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show how GateBench reads a CSV file: its encoding, delimiter and header, every row and every problem found. For a ZIP archive, list its CSV files and show the first. Never writes to INPUT.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The CSV file or ZIP archive of CSV files; - reads standard input.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The CSV file of a ZIP archive to show (default: the first).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--member is for ZIP archives</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is a file of the format %2, which preview cannot show yet</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::Questionnaire</name>
        <message>
            <source>The candidate "%1" could mean %2; give its id.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no candidate "%1" in this evaluation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The candidate %1 is set aside (%2); the questionnaire goes to the candidates in the evaluation.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::QuestionnaireCommand</name>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>Simulated data: this evaluation is the built-in demo.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write the vendor questionnaire: one CSV file per candidate in OUTDIR, named with the evaluation, the candidate and the date, with one row per question (the gate and bonus requirements, then the commercial questions) and empty answer and evidence columns, in the language of --lang (else the locale's). The questions are those written for the vendors; the acceptance rules and scoring rubrics stay with the committee. Each vendor fills in its file; import the returned files with 'gatebench import FILE --kind answers'. Never writes to FILE, never replaces a file in OUTDIR.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The folder to write to (created if absent).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only this candidate (id or name); repeat for several. Default: every candidate in the evaluation that is not eliminated on the evaluation date.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>questionnaire takes FILE and OUTDIR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has no candidate in the evaluation that is not eliminated on %2; name one with --candidate.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Wrote %n questionnaire(s) as of %1, %2 questions each:
</source>
            <translation>
                <numerusform>Wrote %n questionnaire as of %1, %2 questions:
</numerusform>
                <numerusform>Wrote %n questionnaires as of %1, %2 questions each:
</numerusform>
            </translation>
        </message>
        <message>
            <source>The evaluation date, YYYY-MM-DD: it decides which candidates are eliminated and goes into the file names (default: the evaluation's date, else today in the cluster's time zone).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::QuestionnaireDialog</name>
        <message>
            <source>Export vendor questionnaire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One CSV file per candidate, named with the evaluation, the candidate and the evaluation date (%1). Each file asks the questions written for the vendors; the acceptance rules and scoring rubrics stay with the committee. Checked at first: the candidates not eliminated on %1 (the questions for a self-built option go to the internal platform team).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language of the files:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Folder:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <extracomment>A candidate and its status on the evaluation date, e.g. "NVIDIA Run:ai (Eligible)".</extracomment>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Folder for the questionnaires</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check at least one candidate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose the folder to write the files to.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::QuestionnaireWriter</name>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>Cannot write %1: %2</translation>
        </message>
        <message>
            <source>%1 is not a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot create the folder %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::RecordKinds</name>
        <message>
            <source>Id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name (Chinese)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name (English)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vendor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Route</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Aliases</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Category</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Description</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner</source>
            <translation>Owner</translation>
        </message>
        <message>
            <source>Acceptance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence required</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence link</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Started at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Submit to available</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU hours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Operation steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Manual interventions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Diagnosed without the vendor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team</source>
            <translation>Team</translation>
        </message>
        <message>
            <source>User</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Task type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPUs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Submitted at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ended at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Outcome</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failure reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Average GPU utilization</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Active GPU fraction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Periods per year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yearly growth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FTE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loaded annual cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tax included</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidates</source>
            <translation>Candidates</translation>
        </message>
        <message>
            <source>Requirements</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Questionnaire answers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC runs</source>
            <translation>PoC runs</translation>
        </message>
        <message>
            <source>Job records</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TCO lines</source>
            <translation>TCO lines</translation>
        </message>
        <message>
            <source>Text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whole number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Percentage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yes or no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Duration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Date and time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Requirement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exact decimal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title (Chinese)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title (English)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Description (Chinese)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Description (English)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner (Chinese)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner (English)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acceptance (Chinese)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acceptance (English)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Question id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Requirement id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Question</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deployment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Question for the vendors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Question for the vendors (Chinese)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Question for the vendors (English)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Available at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Finished at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thousandths of each GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Price per hour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tax rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Years</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Price source</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Source note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay job id</source>
            <translation>Replay job id</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ReferenceResolver</name>
        <message>
            <source>candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>requirement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> and %1 more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no %1 with the id %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An empty value cannot be mapped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 could be any %2 of: %3 (lines %4); choose which one it means</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 names no %2 of this evaluation (lines %3); map it to one or add it</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ReplayAccuracy</name>
        <message>
            <source>There is no candidate %1 in this evaluation.</source>
            <translation>There is no candidate %1 in this evaluation.</translation>
        </message>
        <message>
            <source>No load was exported for this candidate: export one with gatebench whatif export to predict its replayed jobs.</source>
            <translation>No load was exported for this candidate: export one with gatebench whatif export to predict its replayed jobs.</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Report</name>
        <message>
            <source>Decision report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Simulated data: describes no real company, cluster or vendor result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Untitled evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Organisation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not stated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Committee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no reviewer recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Report date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confidentiality</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none stated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fingerprint (SHA-256)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signed by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prices and TCO figures are hidden in this version of the report.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why: %1 passes every gate and has the highest bonus score of the Eligible candidates; bonus scores rank only candidates that pass every gate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The committee's decision record recommends %1 (recorded %2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The committee's decision record names %1 as the alternative (recorded %2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No weight sensitivity: fewer than two candidates are Eligible.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate matrix as of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No gate criteria are recorded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No candidate is Eliminated or Blocked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus ranking (Eligible candidates only)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No candidate is Eligible: there is no bonus ranking.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus scores of the Eligible candidates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Bonus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No PoC run is recorded yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Success rate per scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baseline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No job records are imported: the baseline is missing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year TCO</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No cost lines are recorded: the TCO is missing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Risks, assumptions, acceptance conditions and exit path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No decision record yet: the committee has not stated this.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not stated in the decision record.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unresolved risks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Key assumptions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acceptance conditions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waivers and open gates on %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No waiver and no open gate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Appendix: requirements matrix and audit summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The audit log is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit entries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First entry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last entry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entries per action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue-wait distribution per team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait P50 and P90 by time slot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allocated, active and effective utilization by team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year total by category (Eligible candidates first)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: three-year total at -30 % to +30 % of each driver</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No candidate has an exit checklist or exit-cost lines yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit checklist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit cost over three years (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no TCO lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit readiness per candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Four-week plan status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where each week of the source guide's four-week plan stands, as the evaluation's data shows it on %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Week %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>The TCO cannot be computed:</source>
            <translation>The TCO cannot be computed:</translation>
        </message>
        <message>
            <source>cannot be computed (see the TCO)</source>
            <translation>cannot be computed (see the TCO)</translation>
        </message>
        <message>
            <source>The gate matrix of %1 gates and %2 candidates is split across pages: candidates in rows and gates in columns, each numbered in the committee's order. The pages go down the candidates first, then across the gates; each page names the gates and candidates it holds and keys its gates' numbers to their titles. The findings below name long lists of gates by these numbers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>#</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failed gates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown gates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waived gates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate results per candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus scores of the first %1 of %2 Eligible candidates, by category of bonus criteria (the table lists them all)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus scores of the first %1 of %2 Eligible candidates (the table lists them all)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus scores of the Eligible candidates, by category of bonus criteria</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year total by category: the first %1 of %2 candidates (Eligible candidates first, each group cheapest first; the tables list them all)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>Candidates: %1 Eligible, %2 Blocked, %3 Eliminated, %4 set aside.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status as of %1: the first %2 of %3 candidates (the gate results list them all)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status as of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The TCO cannot be computed (see the TCO's section).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three years (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year TCO of the Eligible candidates (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no tax applies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>with tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>without tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cheapest Eligible candidate: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No TCO is recorded for %1.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Every run of the %n scenario(s) with runs succeeded, on every candidate.</source>
            <translation>
                <numerusform>Every run of the %n scenario with runs succeeded, on every candidate.</numerusform>
                <numerusform>Every run of the %n scenarios with runs succeeded, on every candidate.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every run of the other %n scenario(s) with runs succeeded, on every candidate; the chart shows the scenarios below 100 %.</source>
            <translation>
                <numerusform>Every run of the other %n scenario with runs succeeded, on every candidate; the chart shows the scenarios below 100 %.</numerusform>
                <numerusform>Every run of the other %n scenarios with runs succeeded, on every candidate; the chart shows the scenarios below 100 %.</numerusform>
            </translation>
        </message>
        <message>
            <source>Names longer than %1 characters are cut on this page; the sections after it give them whole.</source>
            <translation>Names longer than %1 characters are cut on this page; the sections after it give them whole.</translation>
        </message>
        <message>
            <source>%1 more</source>
            <translation>%1 more</translation>
        </message>
        <message>
            <source>Audit chain head</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The audit chain head is the number of audit entries and the chain's hash after the last: gatebench verify --expect with it shows whether the log still holds every entry written up to this report.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The fingerprint is computed over the data the decision rests on (candidates, criteria, verdicts, scores, consensus scores, recusals, evidence hashes, waivers, metric rules, PoC runs, TCO lines, the decision record and the members' signatures): the same data gives the same fingerprint.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signatures of the review committee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each member of the review committee signs this decision: agree, agree with reservations, or dissent; reservations and dissents are printed in full below. A signature given in GateBench records the fingerprint of the data it signed (the report's data without the signatures): %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frozen by %1 on %2: fingerprint %3, audit chain head %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reason: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not frozen: %1 of %2 members have signed the decision as it is. The chair freezes it once every member has signed (or with a reason).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation names no committee member.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Function</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choice</source>
            <translation>Choice</translation>
        </message>
        <message>
            <source>Date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (chair)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(signed earlier data, %1: to be signed again)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>signed in GateBench</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Observers (they do not sign): %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reservations and dissents in full</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, %2 (%3):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No member has recorded reservations or a dissent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The plan started on %1 (set by the chair).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The plan started on %1 (not set: the day of the evaluation's first audit entry).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overdue checks on %1: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner</source>
            <translation>Owner</translation>
        </message>
        <message>
            <source>Due</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Overdue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No owner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Appendix: minutes of the committee's meetings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No meeting has been recorded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message numerus="yes">
            <source>%n open action(s) past their due date on %1.</source>
            <translation>
                <numerusform>%n open action past its due date on %1.</numerusform>
                <numerusform>%n open actions past their due date on %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>Meeting of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>State</source>
            <translation>State</translation>
        </message>
        <message>
            <source>(simulated data)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Present</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Absent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agenda item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agenda</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What it decided</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>—</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decisions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, overdue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Actions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scheduling what-if (prediction)</source>
            <translation>Scheduling what-if (prediction)</translation>
        </message>
        <message>
            <source>Every figure of this section is a prediction: advice beside the evidence, it never settles a gate.</source>
            <translation>Every figure of this section is a prediction: advice beside the evidence, it never settles a gate.</translation>
        </message>
        <message>
            <source>No job records are imported: there is nothing to replay.</source>
            <translation>No job records are imported: there is nothing to replay.</translation>
        </message>
        <message>
            <source>%1 (%2 to %3)</source>
            <translation>%1 (%2 to %3)</translation>
        </message>
        <message>
            <source>Assumptions</source>
            <translation>Assumptions</translation>
        </message>
        <message>
            <source>Calibration</source>
            <translation>Calibration</translation>
        </message>
        <message>
            <source>Calibrated: replaying today's policy reproduces the measured P50 and P90 queue waits within max(20 %, 5 min), overall and for every team with at least %1 started jobs.</source>
            <translation>Calibrated: replaying today's policy reproduces the measured P50 and P90 queue waits within max(20 %, 5 min), overall and for every team with at least %1 started jobs.</translation>
        </message>
        <message>
            <source>Uncalibrated: replaying today's policy does not reproduce the measured waits within max(20 %, 5 min); every prediction below is uncalibrated.</source>
            <translation>Uncalibrated: replaying today's policy does not reproduce the measured waits within max(20 %, 5 min); every prediction below is uncalibrated.</translation>
        </message>
        <message>
            <source>Today's policy: %1</source>
            <translation>Today's policy: %1</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>Group</translation>
        </message>
        <message>
            <source>Jobs started</source>
            <translation>Jobs started</translation>
        </message>
        <message>
            <source>Measured P50</source>
            <translation>Measured P50</translation>
        </message>
        <message>
            <source>Replayed P50</source>
            <translation>Replayed P50</translation>
        </message>
        <message>
            <source>Measured P90</source>
            <translation>Measured P90</translation>
        </message>
        <message>
            <source>Replayed P90</source>
            <translation>Replayed P90</translation>
        </message>
        <message>
            <source>Within tolerance</source>
            <translation>Within tolerance</translation>
        </message>
        <message>
            <source>All jobs</source>
            <translation>All jobs</translation>
        </message>
        <message>
            <source>not checked (under %1 jobs)</source>
            <translation>not checked (under %1 jobs)</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message numerus="yes">
            <source>Measured against replayed queue waits (median and range over %n seeds)</source>
            <translation>
                <numerusform>Measured against replayed queue waits (median and range over %n seed)</numerusform>
                <numerusform>Measured against replayed queue waits (median and range over %n seeds)</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: prediction</source>
            <translation>%1: prediction</translation>
        </message>
        <message>
            <source>%1: uncalibrated prediction</source>
            <translation>%1: uncalibrated prediction</translation>
        </message>
        <message>
            <source>Policy: %1.</source>
            <translation>Policy: %1.</translation>
        </message>
        <message>
            <source>Assumed, not the committee's: %1.</source>
            <translation>Assumed, not the committee's: %1.</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Team</translation>
        </message>
        <message>
            <source>Predicted P90</source>
            <translation>Predicted P90</translation>
        </message>
        <message>
            <source>%1: P90 queue wait per team, measured and predicted</source>
            <translation>%1: P90 queue wait per team, measured and predicted</translation>
        </message>
        <message>
            <source>%1: P90 queue wait per team, measured and predicted (uncalibrated)</source>
            <translation>%1: P90 queue wait per team, measured and predicted (uncalibrated)</translation>
        </message>
        <message>
            <source>Improvement targets: none that the replay predicts.</source>
            <translation>Improvement targets: none that the replay predicts.</translation>
        </message>
        <message numerus="yes">
            <source>Improvement targets predicted to be met: none of %n.</source>
            <translation>
                <numerusform>Improvement targets predicted to be met: none of %n.</numerusform>
                <numerusform>Improvement targets predicted to be met: none of %n.</numerusform>
            </translation>
        </message>
        <message>
            <source>Improvement targets predicted to be met: %1.</source>
            <translation>Improvement targets predicted to be met: %1.</translation>
        </message>
        <message>
            <source>%1 before %2</source>
            <translation>%1 before %2</translation>
        </message>
        <message>
            <source>Ranking: the candidates' predicted P90 ranges overlap; the replay ranks none.</source>
            <translation>Ranking: the candidates' predicted P90 ranges overlap; the replay ranks none.</translation>
        </message>
        <message>
            <source>Ranking by predicted P90 wait of all jobs, only where the ranges over the seeds do not overlap: %1. Pairs not named overlap and are not ranked.</source>
            <translation>Ranking by predicted P90 wait of all jobs, only where the ranges over the seeds do not overlap: %1. Pairs not named overlap and are not ranked.</translation>
        </message>
        <message>
            <source>; </source>
            <translation>; </translation>
        </message>
    </context>
    <context>
        <name>gatebench::ReportCommand</name>
        <message>
            <source>Write the decision report as PDF or ODT (by the suffix of OUT): cover with the fingerprint, decision summary, gate results, bonus ranking, PoC, baseline, three-year TCO, risks and acceptance conditions, and the requirements matrix. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>The report to write (.pdf or .odt).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report's date and the as-of date of every verdict and waiver in it, YYYY-MM-DD (default: the evaluation's as-of date, else today).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A confidentiality label, printed on every page and as a watermark (e.g. 内部资料 or Internal).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leave out every price and TCO figure (for a version shown while vendors are in the room).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>report needs -o OUT.pdf or -o OUT.odt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the report is written as .pdf or .odt, not %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the report cannot replace the evaluation file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gatebench: warning: %1
</source>
            <translation>gatebench: warning: %1
</translation>
        </message>
        <message>
            <source>cannot write the report in %1: %2</source>
            <translation>cannot write the report in %1: %2</translation>
        </message>
        <message>
            <source>the label is longer than %1 characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wrote %1 (fingerprint %2, audit chain head %3).
</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ReportPage</name>
        <message>
            <source>Decision report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chinese</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>English</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report's date and the as-of date of every verdict and waiver in it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confidentiality label, e.g. Internal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide prices and TCO figures</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Date:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Label:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export PDF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export ODT…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision record</source>
            <translation>Decision record</translation>
        </message>
        <message>
            <source>What the committee recommends and signs. The report prints it; every save is a step of Edit &gt; Undo and is recorded in the audit log.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One risk a line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One assumption a line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One condition a line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How the organisation leaves the chosen option</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Names of those who sign off, separated by commas</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recommended option:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alternative option:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unresolved risks:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Key assumptions:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acceptance conditions:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit path:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signed off by:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard changes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No evaluation is open. Use File &gt; New or File &gt; Open.</source>
            <translation>No evaluation is open. Use File &gt; New or File &gt; Open.</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Suggested by the decision engine on %1, not yet the committee's: no decision record is saved. Edit the suggestions and save to make it the record the report prints.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No record saved yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signed on %1: a save makes a new version.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved as of %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unsaved changes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The alternative option must differ from the recommended option.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision report %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>OpenDocument text (*.odt)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the decision report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export cancelled: nothing was written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Updating the preview…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report could not be made: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot write %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wrote %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preview: %1 of %2 pages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report as it prints, %1 pages; it follows every change of the evaluation.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ReportWriter</name>
        <message>
            <source>Fingerprint %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot start the PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot write the PDF: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chart: %1 (drawn in the PDF report)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>column %1 of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>columns %1–%2 of %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>… continued in note %1 at the end of the report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>row %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Long texts in full</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A table cell shows at most %1 lines: each longer text is cut there, marked with the number of its note, and given here in full.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Note %1: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::RequirementsPage</name>
        <message>
            <source>Requirements</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matrix</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Assessments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate criteria must all pass and are never averaged; bonus criteria are scored only for candidates that pass every gate; deferred items wait for an owner and take no part in any verdict or score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a requirement to the tier of the selected row (Insert)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Within its tier (Ctrl+Up); drag a row to move it too</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Within its tier (Ctrl+Down)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paste rows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add rows copied from Excel or WPS: title, tier, category, owner, acceptance (Ctrl+V)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export CSV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Acceptance:&lt;/b&gt; %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add requirement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title of the new %1 requirement (you can change its tier, category and the other language later):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This also removes its %1 verdicts and notes, %2 bonus scores and %3 evidence files.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove requirement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove "%1" from this evaluation?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You can undo this with Edit &gt; Undo.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added %1 requirements as one step (Edit &gt; Undo takes them back).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export requirements as CSV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exported %1 requirements to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export vendor questionnaire…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One CSV file per candidate with the questions written for the vendors, in the language you choose; File &gt; Import (answers) brings the answers back as evidence.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit question for the vendors…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the vendor questionnaire asks about this requirement, in Chinese and in English; the acceptance rule is never sent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Question for the vendors:&lt;/b&gt; %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Question for the vendors&lt;/b&gt; (from the title; none written yet): %1</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Wrote %n questionnaire(s) to %1.</source>
            <translation>
                <numerusform>Wrote %n questionnaire to %1.</numerusform>
                <numerusform>Wrote %n questionnaires to %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>Question for the vendors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the vendor questionnaire asks about "%1". The acceptance rule and the scoring rubric stay with the committee. Left empty, the questionnaire asks from the title (or uses the other language's question).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In Chinese:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In English:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Metric rule…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Compute this gate's verdict from the PoC runs: a scenario, a metric, a threshold and the minimum number of runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Metric rule&lt;/b&gt; (the verdict is computed from the PoC runs): %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Metric rule</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The verdict of "%1" is computed from the PoC runs: Pass when the figure meets the threshold over at least the minimum number of runs, Fail when it does not, Unknown with too few runs, and "borderline, needs review" within the band around the threshold. The chair can override it with a reason.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>PoC scenario:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Metric:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Comparison:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Threshold:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Borderline band (either side):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At least this many runs:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source> %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear rule</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Id in import and export files: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::RoundCommand</name>
        <message>
            <source>open, sealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>closed, sealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>revealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a scoring round (the chair's): every member scores its cells without seeing the others' scores; bonus scores, ranks and everything derived from them are sealed until it is revealed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>A bonus criterion of the round (repeatable; default: every one).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A candidate of the round (repeatable; default: every candidate not eliminated on the evaluation date).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The deadline for scores, YYYY-MM-DD.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide prices and TCO figures from the members until it is revealed.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Opened scoring round %1 on %n cell(s); it is sealed until the chair reveals it.
</source>
            <translation>
                <numerusform>Opened scoring round %1 on %n cell; it is sealed until the chair reveals it.
</numerusform>
                <numerusform>Opened scoring round %1 on %n cells; it is sealed until the chair reveals it.
</numerusform>
            </translation>
        </message>
        <message>
            <source>Close a scoring round (the chair's): it takes no more scores and stays sealed until it is revealed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The round to close (default: the one open round).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--round takes a round number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no scoring round is open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>several scoring rounds are open: name one with --round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Closed scoring round %1: it takes no more scores and stays sealed.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List the scoring rounds and, for each sealed one, every member's progress: cells scored out of cells assigned (never the values). Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No scoring round.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Round %1: %2, %n cell(s)</source>
            <translation>
                <numerusform>Round %1: %2, %n cell</numerusform>
                <numerusform>Round %1: %2, %n cells</numerusform>
            </translation>
        </message>
        <message>
            <source>, deadline %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, prices hidden from members</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2): %3 of %4 cells scored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round takes open, close, status or reveal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Usage: gatebench round open|close|status|reveal FILE ... (see gatebench round open --help)
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record a committee member's bonus score (0-5) of a cell, with a note, acting as that member: one undoable, audited step. A score given while an open scoring round covers the cell belongs to that round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The member who scores (id).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The candidate (id).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bonus criterion (id).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The score, 0 to 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The member's note on the score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>score needs --%1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--score takes a number from 0 to 5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recorded %1's score of %2 on %3.
</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::RoundCommands</name>
        <message>
            <source>open or close a scoring round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a bonus criterion: only bonus criteria are scored in a round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no criterion %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no candidate %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 on %2 is already in scoring round %3, which is not revealed yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A scoring round needs at least one bonus criterion and one candidate.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>open scoring round %1 on %n cell(s)</source>
            <translation>
                <numerusform>open scoring round %1 on %n cell</numerusform>
                <numerusform>open scoring round %1 on %n cells</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no scoring round %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring round %1 is not open.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>close scoring round %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::RoundDialogs</name>
        <message>
            <source>Open a scoring round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every member scores every bonus criterion of every candidate not eliminated, on their own. Until you reveal the round, each member sees only their own scores; bonus scores, ranks and the recommendation are shown as sealed to everyone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deadline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide prices and TCO figures from the members until it is revealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close the scoring round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No scoring round is open.</source>
            <translation>No scoring round is open.</translation>
        </message>
        <message>
            <source>Close scoring round %1? It takes no more scores and stays sealed until it is revealed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring round progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Member</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cells scored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cells assigned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No scoring round is sealed.</source>
            <translation>No scoring round is sealed.</translation>
        </message>
        <message>
            <source>Counts only: the scores stay sealed.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::SacctReader</name>
        <message>
            <source>Unknown time zone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A task type pattern needs the field it applies to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Invalid task type pattern %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Invalid reading limits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The field list must name JobID, State and Submit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The field list does not name %1, the task type field</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The first line is not a sacct header (no JobID field): give the --format field list the file was written with</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The header names the fields %1, the given field list %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The header must name JobID, State and Submit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file has no field %1, the task type field</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No field %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no job has a team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no job has a user</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no job has started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no job has ended</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>every job counts 0 GPUs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 fields where the header has %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No JobID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>JobID %1 names no job</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown job state %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a time (YYYY-MM-DDTHH:MM:SS)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 does not exist in %2: the clocks moved forward over it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No submit time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starts before it was submitted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ends before it started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left the queue before it was submitted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A negative GPU count</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A GPU count that is not a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Step %1 comes without the line of its job %2: it is left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job %1 appears again after more than %2 other jobs: its records must be closer to be folded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job %1 appears again, and its earlier record was not requeued</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line longer than %1 bytes; it was skipped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the file: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file holds no jobs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot open %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the header line cannot be used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>more or fewer fields than the header</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the line is too long</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no job id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a job state Slurm does not have</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no submit time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a local time skipped by a daylight-saving change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>starts before it was submitted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ends before it started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>left the queue before it was submitted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a GPU count that is not a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a negative GPU count</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a job id again whose earlier record was not requeued</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a record of a job too far from its other records</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a step without its job</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a field the file does not have</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>more GPUs than one job can hold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More than %L1 GPUs for one job</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a time before 2000 or more than a year ahead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a label longer than 200 characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a job already in the evaluation, its record no later</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a file imported before</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The job id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The partition</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GPU type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The user</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cluster</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The task type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is longer than %2 characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is before %2: not a time of this cluster's jobs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is after %2, more than %3 days after the import and the evaluation's date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an array range that lists no task an array can have</source>
            <translation>an array range that lists no task an array can have</translation>
        </message>
        <message>
            <source>the fields are separated by another delimiter</source>
            <translation>the fields are separated by another delimiter</translation>
        </message>
        <message>
            <source>a free-text field holding the delimiter, read as one field</source>
            <translation>a free-text field holding the delimiter, read as one field</translation>
        </message>
        <message>
            <source>The delimiter must be one or more characters on one line</source>
            <translation>The delimiter must be one or more characters on one line</translation>
        </message>
        <message>
            <source>The fields look separated by %1: use --delimiter %2</source>
            <translation>The fields look separated by %1: use --delimiter %2</translation>
        </message>
        <message>
            <source>The line does not end with %1 as the file's lines do (sacct --parsable)</source>
            <translation>The line does not end with %1 as the file's lines do (sacct --parsable)</translation>
        </message>
        <message>
            <source>The record of lines %1-%2 has %3 fields where the header has %4; it is not read</source>
            <translation>The record of lines %1-%2 has %3 fields where the header has %4; it is not read</translation>
        </message>
        <message>
            <source>%1 fields where the header has %2, and no free-text field that could hold a %3</source>
            <translation>%1 fields where the header has %2, and no free-text field that could hold a %3</translation>
        </message>
        <message>
            <source>%1 fields where the header has %2, and no free-text field (%3) can hold the extra ones</source>
            <translation>%1 fields where the header has %2, and no free-text field (%3) can hold the extra ones</translation>
        </message>
        <message>
            <source>%1 fields where the header has %2: the extra ones may belong to %3; the line is not read</source>
            <translation>%1 fields where the header has %2: the extra ones may belong to %3; the line is not read</translation>
        </message>
        <message>
            <source> or </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 fields where the header has %2: %3 holds %4 (sacct --parsable2 does not escape it), read as one field</source>
            <translation>%1 fields where the header has %2: %3 holds %4 (sacct --parsable2 does not escape it), read as one field</translation>
        </message>
        <message>
            <source>%1 fields where the header has %2, the last one unfinished</source>
            <translation>%1 fields where the header has %2, the last one unfinished</translation>
        </message>
        <message>
            <source>%1 lists no array task Slurm can have (task ids 0 to %2, written FIRST-LAST:STEP or FIRST, separated by commas, with an optional %MAX)</source>
            <translation>%1 lists no array task Slurm can have (task ids 0 to %2, written FIRST-LAST:STEP or FIRST, separated by commas, with an optional %MAX)</translation>
        </message>
        <message>
            <source>A range of array tasks that started: sacct writes each task that started on a line of its own</source>
            <translation>A range of array tasks that started: sacct writes each task that started on a line of its own</translation>
        </message>
        <message>
            <source>No NodeList, AllocTRES, AllocNodes or AllocCPUS field says whether job %1 was given nodes: a cancelled job whose Start is its End is taken as cancelled while pending, never started (said once)</source>
            <translation>No NodeList, AllocTRES, AllocNodes or AllocCPUS field says whether job %1 was given nodes: a cancelled job whose Start is its End is taken as cancelled while pending, never started (said once)</translation>
        </message>
    </context>
    <context>
        <name>gatebench::SealedRound</name>
        <message>
            <source>sealed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A scoring round is sealed: bonus scores, ranks, the recommended and alternative options and the close call are sealed until the chair reveals it. Gate statuses stand.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ServerCommand</name>
        <message>
            <source>server takes exactly one server location, postgresql://ADMIN@HOST:PORT/DATABASE</source>
            <translation>server takes exactly one server location, postgresql://ADMIN@HOST:PORT/DATABASE</translation>
        </message>
        <message>
            <source>The member %1 logs in as the role %2. Set its password on the server (ALTER ROLE "%2" PASSWORD ... or psql's \password "%2"); GateBench never sets or keeps it.
</source>
            <translation>The member %1 logs in as the role %2. Set its password on the server (ALTER ROLE "%2" PASSWORD ... or psql's \password "%2"); GateBench never sets or keeps it.
</translation>
        </message>
        <message>
            <source>Put an evaluation on a PostgreSQL server under roles the database enforces (run by its administrator): init creates the evaluation when absent, its roles, grants and row-level security, and the chair; add-member gives a member a login role; remove-member takes it away.</source>
            <translation>Put an evaluation on a PostgreSQL server under roles the database enforces (run by its administrator): init creates the evaluation when absent, its roles, grants and row-level security, and the chair; add-member gives a member a login role; remove-member takes it away.</translation>
        </message>
        <message>
            <source>The database, as its administrator: postgresql://ADMIN@HOST:PORT/DATABASE</source>
            <translation>The database, as its administrator: postgresql://ADMIN@HOST:PORT/DATABASE</translation>
        </message>
        <message>
            <source>The evaluation's name.</source>
            <translation>The evaluation's name.</translation>
        </message>
        <message>
            <source>The chair's member id (init).</source>
            <translation>The chair's member id (init).</translation>
        </message>
        <message>
            <source>The chair's name (init; default: the id).</source>
            <translation>The chair's name (init; default: the id).</translation>
        </message>
        <message>
            <source>The member's id.</source>
            <translation>The member's id.</translation>
        </message>
        <message>
            <source>The member's name (add-member).</source>
            <translation>The member's name (add-member).</translation>
        </message>
        <message>
            <source>chair, member or observer (add-member; default: member).</source>
            <translation>chair, member or observer (add-member; default: member).</translation>
        </message>
        <message>
            <source>server init takes --chair ID</source>
            <translation>server init takes --chair ID</translation>
        </message>
        <message>
            <source>Created %1 and put it under its roles
</source>
            <translation>Created %1 and put it under its roles
</translation>
        </message>
        <message>
            <source>Put %1 under its roles
</source>
            <translation>Put %1 under its roles
</translation>
        </message>
        <message>
            <source>server add-member takes --member ID</source>
            <translation>server add-member takes --member ID</translation>
        </message>
        <message>
            <source>--permission takes chair, member or observer</source>
            <translation>--permission takes chair, member or observer</translation>
        </message>
        <message>
            <source>server remove-member takes --member ID</source>
            <translation>server remove-member takes --member ID</translation>
        </message>
        <message>
            <source>The role %1 of the member %2 can no longer log in nor read %3; the member's scores, seals, signatures and audit entries stay.
</source>
            <translation>The role %1 of the member %2 can no longer log in nor read %3; the member's scores, seals, signatures and audit entries stay.
</translation>
        </message>
        <message>
            <source>server takes init, add-member or remove-member, then URI</source>
            <translation>server takes init, add-member or remove-member, then URI</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ServerOpenDialog</name>
        <message>
            <source>Open shared evaluation</source>
            <translation>Open shared evaluation</translation>
        </message>
        <message>
            <source>An evaluation on a PostgreSQL server, which every member of the committee opens from their own machine. Enter what the administrator gave you, or paste the whole location. No password here: GateBench asks for it when the server wants one and forgets it when it closes (or put it in ~/.pgpass).</source>
            <translation>An evaluation on a PostgreSQL server, which every member of the committee opens from their own machine. Enter what the administrator gave you, or paste the whole location. No password here: GateBench asks for it when the server wants one and forgets it when it closes (or put it in ~/.pgpass).</translation>
        </message>
        <message>
            <source>Server:</source>
            <translation>Server:</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>Port:</translation>
        </message>
        <message>
            <source>Database:</source>
            <translation>Database:</translation>
        </message>
        <message>
            <source>User name:</source>
            <translation>User name:</translation>
        </message>
        <message>
            <source>Evaluation:</source>
            <translation>Evaluation:</translation>
        </message>
        <message>
            <source>Location (URI):</source>
            <translation>Location (URI):</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Signoff</name>
        <message>
            <source>Not permitted for %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No committee member has the id “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an observer does not sign the decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A dissent needs its reason in writing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agreeing with reservations needs the reservations in writing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The decision is already frozen (since %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2 members have signed the decision as it is: freezing it without every signature needs a reason (--reason)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reopening the decision needs a reason (--reason)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The decision is not frozen: there is nothing to reopen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agree</source>
            <translation>Agree</translation>
        </message>
        <message>
            <source>Agree with reservations</source>
            <translation>Agree with reservations</translation>
        </message>
        <message>
            <source>Dissent</source>
            <translation>Dissent</translation>
        </message>
        <message>
            <source>freeze or reopen the decision</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::SignoffCommand</name>
        <message>
            <source>%1 of %2 members have signed the decision as it is.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sign the decision record as a committee member: agree, agree with reservations, or dissent (the last two with the reason in writing). The signature records the fingerprint of the data signed. An observer does not sign (exit 6); a frozen decision takes no signature (exit 5).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>The member who signs (their id).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agree with the decision.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agree with reservations, stated in TEXT.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dissent, for the reason in TEXT.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sign needs --member ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sign takes exactly one of --agree, --reservations TEXT and --dissent TEXT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 signed: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Freeze the decision (the chair): records the report's fingerprint and the audit chain head; afterwards every edit of what the fingerprint covers is refused (exit 5) until the chair reopens it. Without every member's signature on the decision as it is, --reason is required.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why the decision is frozen (required without every signature).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The decision is frozen.
Fingerprint: %1
Audit chain head: %2
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reopen the frozen decision (the chair), with a reason: audited; the signatures are cleared and every member signs again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why the decision is reopened (required).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reopen needs --reason TEXT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The decision is reopened; the signatures are cleared.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::SignoffPanel</name>
        <message>
            <source>Sign-off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every member signs the decision as it is: agree, agree with reservations, or dissent (the last two with a reason). The chair freezes the decision once the signatures are in; afterwards no edit of what the report's fingerprint covers is written until the chair reopens it, which clears the signatures.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Member</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Function</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choice</source>
            <translation>Choice</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sign…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Freeze…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reopen…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frozen by %1 on %2 (fingerprint %3, audit chain head %4). Edits of what the fingerprint covers are refused until the chair reopens the decision.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not frozen: %1 of %2 members have signed the decision as it is.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not signed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(on earlier data: to sign again)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (chair)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sign the decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Member:</source>
            <translation>Member:</translation>
        </message>
        <message>
            <source>Choice:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The reservations or the dissent, in full (printed in the report)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reason:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sign</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not signed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Freeze the decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every member has signed. Freeze the decision? (A reason is optional.)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2 members have signed the decision as it is. Freezing it without every signature needs a reason:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not frozen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reopen the decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why is the decision reopened? The reopening is recorded in the audit log and every signature is cleared.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not reopened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The member chosen on this machine (Edit &gt; Who acts) signs.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::SinceDialog</name>
        <message>
            <source>Candidates</source>
            <translation>Candidates</translation>
        </message>
        <message>
            <source>Criteria</source>
            <translation>Criteria</translation>
        </message>
        <message>
            <source>Verdicts and waivers</source>
            <translation>Verdicts and waivers</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>PoC runs</source>
            <translation>PoC runs</translation>
        </message>
        <message>
            <source>TCO lines</source>
            <translation>TCO lines</translation>
        </message>
        <message>
            <source>Decision record</source>
            <translation>Decision record</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>What changed since the last meeting</source>
            <translation>What changed since the last meeting</translation>
        </message>
        <message>
            <source>From:</source>
            <translation>From:</translation>
        </message>
        <message>
            <source>The snapshot to compare with: each one with its name, when and by whom it was taken</source>
            <translation>The snapshot to compare with: each one with its name, when and by whom it was taken</translation>
        </message>
        <message>
            <source>The last snapshot taken on or before this date (UTC)</source>
            <translation>The last snapshot taken on or before this date (UTC)</translation>
        </message>
        <message>
            <source>To:</source>
            <translation>To:</translation>
        </message>
        <message>
            <source>Take a snapshot…</source>
            <translation>Take a snapshot…</translation>
        </message>
        <message>
            <source>The chair records the evaluation as it is now, so that the next meeting can see what changed since</source>
            <translation>The chair records the evaluation as it is now, so that the next meeting can see what changed since</translation>
        </message>
        <message>
            <source>Comparing the snapshot with the evaluation…</source>
            <translation>Comparing the snapshot with the evaluation…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>“%1”, %2, taken by %3</source>
            <translation>“%1”, %2, taken by %3</translation>
        </message>
        <message>
            <source>The last snapshot on or before a date…</source>
            <translation>The last snapshot on or before a date…</translation>
        </message>
        <message>
            <source>The evaluation as it is</source>
            <translation>The evaluation as it is</translation>
        </message>
        <message>
            <source>Comparison cancelled. Choose a snapshot to compare again.</source>
            <translation>Comparison cancelled. Choose a snapshot to compare again.</translation>
        </message>
        <message>
            <source>No snapshot yet</source>
            <translation>No snapshot yet</translation>
        </message>
        <message>
            <source>A snapshot records the evaluation's decision-relevant state, so that the next meeting can see here what changed since. The chair takes one with “Take a snapshot…” (here or in the Committee menu), or when a meeting ends in the Minutes panel.</source>
            <translation>A snapshot records the evaluation's decision-relevant state, so that the next meeting can see here what changed since. The chair takes one with “Take a snapshot…” (here or in the Committee menu), or when a meeting ends in the Minutes panel.</translation>
        </message>
        <message>
            <source>On the command line: gatebench snapshot FILE --name NAME</source>
            <translation>On the command line: gatebench snapshot FILE --name NAME</translation>
        </message>
        <message>
            <source>Choose a snapshot to compare with.</source>
            <translation>Choose a snapshot to compare with.</translation>
        </message>
        <message>
            <source>the evaluation as it is</source>
            <translation>the evaluation as it is</translation>
        </message>
        <message>
            <source>From %1 to %2; both decided on %3. Times in %4.</source>
            <translation>From %1 to %2; both decided on %3. Times in %4.</translation>
        </message>
        <message>
            <source>What it did to the decision</source>
            <translation>What it did to the decision</translation>
        </message>
        <message>
            <source>No candidate's status changed.</source>
            <translation>No candidate's status changed.</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>Before</translation>
        </message>
        <message>
            <source>After</source>
            <translation>After</translation>
        </message>
        <message>
            <source>Recommendation before</source>
            <translation>Recommendation before</translation>
        </message>
        <message>
            <source>Recommendation after</source>
            <translation>Recommendation after</translation>
        </message>
        <message>
            <source>The recommendation and the alternative are unchanged.</source>
            <translation>The recommendation and the alternative are unchanged.</translation>
        </message>
        <message>
            <source>Waivers that lapsed in between</source>
            <translation>Waivers that lapsed in between</translation>
        </message>
        <message>
            <source>Valid when the snapshot was taken, expired by %1: each gate counts as Unknown again.</source>
            <translation>Valid when the snapshot was taken, expired by %1: each gate counts as Unknown again.</translation>
        </message>
        <message>
            <source>Candidate and gate</source>
            <translation>Candidate and gate</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>Owner</translation>
        </message>
        <message>
            <source>Expired after</source>
            <translation>Expired after</translation>
        </message>
        <message numerus="yes">
            <source>%n changed field(s)</source>
            <translation>
                <numerusform>%n changed field</numerusform>
                <numerusform>%n changed fields</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing changed: no record the decision rests on differs between the two.</source>
            <translation>Nothing changed: no record the decision rests on differs between the two.</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Record</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Field</translation>
        </message>
        <message>
            <source>Old value</source>
            <translation>Old value</translation>
        </message>
        <message>
            <source>New value</source>
            <translation>New value</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Who</translation>
        </message>
        <message>
            <source>When</source>
            <translation>When</translation>
        </message>
        <message>
            <source>(simulated data)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::SnapshotCommand</name>
        <message>
            <source>(none)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take a named snapshot of the evaluation's decision-relevant state (the chair), or list the snapshots (--list). A later `gatebench diff` shows what changed since.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>The snapshot's name (unique).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List the snapshots; writes nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>snapshot takes either --name NAME or --list</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n snapshot(s), oldest first.</source>
            <translation>
                <numerusform>%n snapshot, oldest first.</numerusform>
                <numerusform>%n snapshots, oldest first.</numerusform>
            </translation>
        </message>
        <message>
            <source>taken by %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(simulated)</source>
            <translation>(simulated)</translation>
        </message>
        <message>
            <source>Snapshot “%1” taken at %2.
Fingerprint: %3
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set a gate verdict, as the Requirements page does: undoable in the window, audited, and refused without evidence where the criterion requires it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The candidate's id.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The gate criterion's id.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pass, fail or unknown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evidence note (replaces the cell's).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>verdict needs --candidate, --criterion and --verdict</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--verdict must be pass, fail or unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Verdict of %1 on %2: %3.
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What changed since a snapshot: every changed record with its old and new value, who and when, and what it did to the decision (both sides judged on one as-of date). Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A snapshot's name, or a date YYYY-MM-DD: the last snapshot taken on or before it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A later snapshot (name or date); default: the evaluation as it is.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Judge waiver expiry on this date, YYYY-MM-DD (default: the evaluation's date, else today).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>diff needs --from SNAPSHOT|DATE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Changes from “%1” (%2) to %3, decided on %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the evaluation as it is</source>
            <translation>the evaluation as it is</translation>
        </message>
        <message>
            <source>What it did to the decision:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No candidate's status changed.</source>
            <translation>No candidate's status changed.</translation>
        </message>
        <message>
            <source>Before:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waivers that lapsed in between:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>owner %1, expired %2</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n changed field(s):</source>
            <translation>
                <numerusform>%n changed field:</numerusform>
                <numerusform>%n changed fields:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gatebench::SnapshotRepository</name>
        <message>
            <source>A snapshot is read-only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no snapshot %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The snapshot's data cannot be read.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::Snapshots</name>
        <message>
            <source>The snapshot “%1” does not give back the data it was taken of (fingerprint %2, recorded %3).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A snapshot needs a name of 1 to %1 characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take a snapshot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is already a snapshot named “%1”.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take the snapshot “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No snapshot was taken on or before %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no snapshot named “%1”.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Criterion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Verdict</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiver</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evidence file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Consensus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recusal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FX rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TCO scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TCO line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision record</source>
            <translation>Decision record</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Setting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The comparison was cancelled.</source>
            <translation>The comparison was cancelled.</translation>
        </message>
    </context>
    <context>
        <name>gatebench::SourceLine</name>
        <message numerus="yes">
            <source>The file has %n line(s); line %1 is not there.</source>
            <translation>
                <numerusform>The file has %n line; line %1 is not there.</numerusform>
                <numerusform>The file has %n lines; line %1 is not there.</numerusform>
            </translation>
        </message>
        <message>
            <source>The import recorded no SHA-256 of the file, so it cannot be checked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is too large to show here; open its folder to read it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::SpreadChart</name>
        <message>
            <source>Spread of the scores per cell</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spread (max - min)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standard deviation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points (flagged at a spread of %1 or more: ⚑; settled by consensus: ✓)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::StartScreen</name>
        <message>
            <source>Recent evaluations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GateBench</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose how to manage a shared GPU cluster the way a review committee should: gate criteria first, never averaged away; the same PoC workload for every candidate; a measured baseline; a three-year cost; and a decision with an exit path.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New evaluation from the template…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the demo evaluation (simulated data)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open an evaluation…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (no longer there)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::Storage</name>
        <message>
            <source>Writing %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot add to %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is damaged: it holds %2 bytes, but its header records %3 pages of %4 bytes (%5 bytes). It may have been cut short while being copied; open the original or a backup instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is damaged: its size (%2 bytes) is not a whole number of %3-byte pages. It may have been cut short while being copied; open the original or a backup instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot create a temporary folder to check %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot copy %1 to check its journal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot copy %1 to check it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SQLite cannot open the result (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the result would no longer be a GateBench workspace (application id %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the result would have no readable schema (schema version %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the result would fail the integrity check (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it belongs to another workspace (identity %1, not %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>the result would be damaged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 lies beside %2 but is not its own journal: %3. GateBench has changed neither file. Move %1 out of this folder (keep it until you are sure nothing is missing) and open %2 again; if the evaluation then lacks recent changes, restore it from a backup.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot remove %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot change %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keeping the rows of %1 for undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: GateBench opens evaluation files; a %2 server is not supported by this version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is being changed by another GateBench (or another program) and stayed locked for %2 seconds; nothing was written. Try again when the other change has finished.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is damaged (%2). Open a backup instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write %1.%2: the column needs a value and was given none (NULL). An empty text is written as an empty text, never as NULL.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 failed in %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot open %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the journal mode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Switching to the WAL journal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 already exists</source>
            <translation>%1 already exists</translation>
        </message>
        <message>
            <source>Reading the schema version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is open here at another schema version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: no such file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: the file is empty, not a GateBench workspace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: not a GateBench workspace (not an SQLite database)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: an SQLite database, but not a GateBench workspace (application id %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was written by a newer GateBench (schema version %2); this version reads up to schema version %3. Update GateBench to open it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: a GateBench workspace without a schema</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 failed the integrity check: %2</source>
            <translation>%1 failed the integrity check: %2</translation>
        </message>
        <message>
            <source>Cannot replace the old backup %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Upgrade step %1 is unknown to this GateBench; nothing was changed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Upgrade step %1 failed: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the schema</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown table %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown column %1.%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the data version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counting %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot add row %1 to %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot change %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot remove from %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot add to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Some rows of %1 that the import changed no longer exist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>row %1 of %2 refers to a missing row of %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copying the workspace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write a copy to %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot be read in pages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write %1: %2 values a row for %3 columns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The disk that holds %1 is full: nothing was written and the evaluation is as it was. Free some space on it (or move the file to another disk) and try again.</source>
            <translation>The disk that holds %1 is full: nothing was written and the evaluation is as it was. Free some space on it (or move the file to another disk) and try again.</translation>
        </message>
        <message>
            <source>%1 is read-only: GateBench cannot write to it, and nothing was written. Make the file writable, or save a copy elsewhere and work on that.</source>
            <translation>%1 is read-only: GateBench cannot write to it, and nothing was written. Make the file writable, or save a copy elsewhere and work on that.</translation>
        </message>
        <message>
            <source>The folder %1 is read-only (or on a read-only disk): GateBench cannot write %2 there, and nothing was written. Copy the file to a writable folder and work on the copy.</source>
            <translation>The folder %1 is read-only (or on a read-only disk): GateBench cannot write %2 there, and nothing was written. Copy the file to a writable folder and work on the copy.</translation>
        </message>
        <message>
            <source>%1 is in use: another GateBench (or another program) is writing it and kept it locked for %2 seconds, so it could not be read. Try again when that change has finished.</source>
            <translation>%1 is in use: another GateBench (or another program) is writing it and kept it locked for %2 seconds, so it could not be read. Try again when that change has finished.</translation>
        </message>
        <message>
            <source>%1 could not be written (%2): the disk that holds %3 may be full or failing. Nothing was written and the evaluation is as it was; free some space and try again.</source>
            <translation>%1 could not be written (%2): the disk that holds %3 may be full or failing. Nothing was written and the evaluation is as it was; free some space and try again.</translation>
        </message>
        <message>
            <source>%1 could not be read or written (%2).</source>
            <translation>%1 could not be read or written (%2).</translation>
        </message>
        <message>
            <source>%1 cannot be opened (%2).</source>
            <translation>%1 cannot be opened (%2).</translation>
        </message>
        <message>
            <source>Writing the write mark</source>
            <translation>Writing the write mark</translation>
        </message>
        <message>
            <source>Reading the write mark</source>
            <translation>Reading the write mark</translation>
        </message>
        <message>
            <source>%1 has a journal beside it (%2) that holds changes an interrupted GateBench had not yet written into it, and GateBench cannot apply it because the file or its folder is read-only. Nothing was changed. Copy the file and its journal together to a writable folder and open the copy.</source>
            <translation>%1 has a journal beside it (%2) that holds changes an interrupted GateBench had not yet written into it, and GateBench cannot apply it because the file or its folder is read-only. Nothing was changed. Copy the file and its journal together to a writable folder and open the copy.</translation>
        </message>
        <message>
            <source>Recovering the journal</source>
            <translation>Recovering the journal</translation>
        </message>
        <message>
            <source>table</source>
            <translation>table</translation>
        </message>
        <message>
            <source>index</source>
            <translation>index</translation>
        </message>
        <message>
            <source>trigger</source>
            <translation>trigger</translation>
        </message>
        <message>
            <source>view</source>
            <translation>view</translation>
        </message>
        <message>
            <source>an extra %1 “%2” (on %3)</source>
            <translation>an extra %1 “%2” (on %3)</translation>
        </message>
        <message>
            <source>the %1 “%2” differs from GateBench's</source>
            <translation>the %1 “%2” differs from GateBench's</translation>
        </message>
        <message>
            <source>the %1 “%2” is missing</source>
            <translation>the %1 “%2” is missing</translation>
        </message>
        <message>
            <source>%1 is refused: its database holds %2, which GateBench's schema (version %3) does not. Another program changed its structure, and what it added could change the evaluation behind GateBench's back; nothing was read or written. Open a backup or the original file instead.</source>
            <translation>%1 is refused: its database holds %2, which GateBench's schema (version %3) does not. Another program changed its structure, and what it added could change the evaluation behind GateBench's back; nothing was read or written. Open a backup or the original file instead.</translation>
        </message>
        <message>
            <source>Checking %1</source>
            <translation>Checking %1</translation>
        </message>
        <message>
            <source>it cannot be read (%1)</source>
            <translation>it cannot be read (%1)</translation>
        </message>
        <message>
            <source>it was written on another state of this evaluation (an older or a newer copy of the file), not on the state the file holds now, and applying it would damage the file or lose changes</source>
            <translation>it was written on another state of this evaluation (an older or a newer copy of the file), not on the state the file holds now, and applying it would damage the file or lose changes</translation>
        </message>
        <message>
            <source>it was not written by GateBench (it changes the file without the write mark every GateBench change carries)</source>
            <translation>it was not written by GateBench (it changes the file without the write mark every GateBench change carries)</translation>
        </message>
        <message>
            <source>%1 is damaged: it has no write mark, so GateBench cannot tell whether %2 is its own journal. GateBench has changed neither file; open a backup instead.</source>
            <translation>%1 is damaged: it has no write mark, so GateBench cannot tell whether %2 is its own journal. GateBench has changed neither file; open a backup instead.</translation>
        </message>
        <message>
            <source>No file name given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is a symbolic link; GateBench does not write through links. Choose another file, or use --force to replace the link itself (the file it points to stays as it is).</source>
            <translation>%1 is a symbolic link; GateBench does not write through links. Choose another file, or use --force to replace the link itself (the file it points to stays as it is).</translation>
        </message>
        <message>
            <source>%1 already exists; use --force to replace it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is open in another GateBench (or another program); close it there before replacing it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The folder %1 does not exist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write in %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was created or replaced by another program while GateBench was preparing it; nothing was replaced. Check that file, then try again.</source>
            <translation>%1 was created or replaced by another program while GateBench was preparing it; nothing was replaced. Check that file, then try again.</translation>
        </message>
        <message>
            <source>%1 was created by another program meanwhile; nothing was replaced.</source>
            <translation>%1 was created by another program meanwhile; nothing was replaced.</translation>
        </message>
        <message>
            <source>Cannot move the new file into place at %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has no index %2</source>
            <translation>%1 has no index %2</translation>
        </message>
        <message>
            <source>%1 could not be written: SQLite stopped at a limit of its own, although the disk did not report a lack of space. Nothing was written and the evaluation is as it was. Please report this to GateBench's developers, with the size of the file and what you did.</source>
            <translation>%1 could not be written: SQLite stopped at a limit of its own, although the disk did not report a lack of space. Nothing was written and the evaluation is as it was. Please report this to GateBench's developers, with the size of the file and what you did.</translation>
        </message>
        <message>
            <source>Your disk quota on the disk that holds %1 is used up: nothing was written and the evaluation is as it was. Free some space within your quota (or move the file to another disk) and try again.</source>
            <translation>Your disk quota on the disk that holds %1 is used up: nothing was written and the evaluation is as it was. Free some space within your quota (or move the file to another disk) and try again.</translation>
        </message>
        <message>
            <source>%1 cannot be read by a worker thread of its own.</source>
            <translation>%1 cannot be read by a worker thread of its own.</translation>
        </message>
        <message>
            <source>%1 cannot take a trial write here.</source>
            <translation>%1 cannot take a trial write here.</translation>
        </message>
        <message>
            <source>%1 is not a server location GateBench can read. Write it as postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME.</source>
            <translation>%1 is not a server location GateBench can read. Write it as postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME.</translation>
        </message>
        <message>
            <source>The server location holds a password, which GateBench refuses: it would be kept in the recent evaluations, the settings, the logs and the shell's history. Leave it out (postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME) and put the password in ~/.pgpass (or the file PGPASSFILE names, or a service file), where the PostgreSQL client library finds it.</source>
            <translation>The server location holds a password, which GateBench refuses: it would be kept in the recent evaluations, the settings, the logs and the shell's history. Leave it out (postgresql://USER@HOST:PORT/DATABASE?evaluation=NAME) and put the password in ~/.pgpass (or the file PGPASSFILE names, or a service file), where the PostgreSQL client library finds it.</translation>
        </message>
        <message>
            <source>The server location's option %1 has a value GateBench cannot pass on: %2</source>
            <translation>The server location's option %1 has a value GateBench cannot pass on: %2</translation>
        </message>
        <message>
            <source>The server location has an option GateBench does not know: %1. It takes evaluation, host, sslmode, connect_timeout, service and application_name.</source>
            <translation>The server location has an option GateBench does not know: %1. It takes evaluation, host, sslmode, connect_timeout, service and application_name.</translation>
        </message>
        <message>
            <source>%1 names the database %2, which is not one name.</source>
            <translation>%1 names the database %2, which is not one name.</translation>
        </message>
        <message>
            <source>“%1” cannot be the name of an evaluation on a server: a name starts with a lowercase letter, then up to 47 lowercase letters, digits or underscores (evaluation=%2).</source>
            <translation>“%1” cannot be the name of an evaluation on a server: a name starts with a lowercase letter, then up to 47 lowercase letters, digits or underscores (evaluation=%2).</translation>
        </message>
        <message>
            <source>“%1” is a name PostgreSQL keeps for itself: choose another name for the evaluation.</source>
            <translation>“%1” is a name PostgreSQL keeps for itself: choose another name for the evaluation.</translation>
        </message>
        <message>
            <source>%1: this GateBench cannot reach a PostgreSQL server: Qt's PostgreSQL driver is not installed (on Debian: libqt6sql6-psql).</source>
            <translation>%1: this GateBench cannot reach a PostgreSQL server: Qt's PostgreSQL driver is not installed (on Debian: libqt6sql6-psql).</translation>
        </message>
        <message>
            <source>Cannot connect to %1: the server asks for a password and none was found (%2). GateBench never takes a password in the location: put it in ~/.pgpass (one line HOST:PORT:DATABASE:USER:PASSWORD, readable by you alone), in the file PGPASSFILE names, or in a service file.</source>
            <translation>Cannot connect to %1: the server asks for a password and none was found (%2). GateBench never takes a password in the location: put it in ~/.pgpass (one line HOST:PORT:DATABASE:USER:PASSWORD, readable by you alone), in the file PGPASSFILE names, or in a service file.</translation>
        </message>
        <message>
            <source>Cannot connect to %1: %2</source>
            <translation>Cannot connect to %1: %2</translation>
        </message>
        <message>
            <source>Opening the evaluation</source>
            <translation>Opening the evaluation</translation>
        </message>
        <message>
            <source>%1: the database %2 holds no GateBench evaluation named “%3” (it holds none). Copy one there with 'gatebench copy FILE %1'.</source>
            <translation>%1: the database %2 holds no GateBench evaluation named “%3” (it holds none). Copy one there with 'gatebench copy FILE %1'.</translation>
        </message>
        <message>
            <source>%1: the database %2 holds no GateBench evaluation named “%3”. It holds: %4.</source>
            <translation>%1: the database %2 holds no GateBench evaluation named “%3”. It holds: %4.</translation>
        </message>
        <message>
            <source>%1: the schema “%2” is not a GateBench evaluation.</source>
            <translation>%1: the schema “%2” is not a GateBench evaluation.</translation>
        </message>
        <message>
            <source>Creating the evaluation</source>
            <translation>Creating the evaluation</translation>
        </message>
        <message>
            <source>%1 already exists: the database holds a schema named “%2”.</source>
            <translation>%1 already exists: the database holds a schema named “%2”.</translation>
        </message>
        <message>
            <source>Schema step %1 is not written for PostgreSQL in this GateBench, so %2 cannot be brought to version %3; nothing was changed.</source>
            <translation>Schema step %1 is not written for PostgreSQL in this GateBench, so %2 cannot be brought to version %3; nothing was changed.</translation>
        </message>
        <message>
            <source>%1 holds no tables</source>
            <translation>%1 holds no tables</translation>
        </message>
        <message>
            <source>The schema cannot be checked inside a transaction</source>
            <translation>The schema cannot be checked inside a transaction</translation>
        </message>
        <message>
            <source>Schema step %1 is not written for PostgreSQL in this GateBench</source>
            <translation>Schema step %1 is not written for PostgreSQL in this GateBench</translation>
        </message>
        <message>
            <source>an object GateBench's schema does not have: %1</source>
            <translation>an object GateBench's schema does not have: %1</translation>
        </message>
        <message>
            <source>an object of GateBench's schema is missing or differs: %1</source>
            <translation>an object of GateBench's schema is missing or differs: %1</translation>
        </message>
        <message>
            <source>The evaluation cannot be checked inside a transaction</source>
            <translation>The evaluation cannot be checked inside a transaction</translation>
        </message>
        <message>
            <source>%1 rows of %2 refer to a missing row of %3</source>
            <translation>%1 rows of %2 refer to a missing row of %3</translation>
        </message>
        <message>
            <source>The connection to the server of %1 was lost (%2). What was not yet committed was not written; open the evaluation again when the server is back.</source>
            <translation>The connection to the server of %1 was lost (%2). What was not yet committed was not written; open the evaluation again when the server is back.</translation>
        </message>
        <message>
            <source>%1 is open read-only here: nothing was written.</source>
            <translation>%1 is open read-only here: nothing was written.</translation>
        </message>
        <message>
            <source>The server's disk is full: %1 was not written (%2).</source>
            <translation>The server's disk is full: %1 was not written (%2).</translation>
        </message>
        <message>
            <source>Starting a change</source>
            <translation>Starting a change</translation>
        </message>
        <message>
            <source>%1 is at schema version %2 and %3 at version %4: open the older one for writing in this GateBench first (it is upgraded then), and copy it after.</source>
            <translation>%1 is at schema version %2 and %3 at version %4: open the older one for writing in this GateBench first (it is upgraded then), and copy it after.</translation>
        </message>
        <message>
            <source>%1 and %2 do not hold the same table %3</source>
            <translation>%1 and %2 do not hold the same table %3</translation>
        </message>
        <message>
            <source>%1 holds an evaluation already; nothing was copied. Give --force to replace it.</source>
            <translation>%1 holds an evaluation already; nothing was copied. Give --force to replace it.</translation>
        </message>
        <message>
            <source>%1 is in the middle of a change; try again.</source>
            <translation>%1 is in the middle of a change; try again.</translation>
        </message>
        <message>
            <source>Cannot listen for the changes of %1: %2</source>
            <translation>Cannot listen for the changes of %1: %2</translation>
        </message>
        <message>
            <source>The roles cannot be changed inside a transaction</source>
            <translation>The roles cannot be changed inside a transaction</translation>
        </message>
        <message>
            <source>Reading the roles</source>
            <translation>Reading the roles</translation>
        </message>
        <message>
            <source>The server refused %1 on %2: the role you log in as may not do it (an observer changes nothing; only the chair opens, closes and reveals rounds, freezes the decision and changes the committee). The server says: %3</source>
            <translation>The server refused %1 on %2: the role you log in as may not do it (an observer changes nothing; only the chair opens, closes and reveals rounds, freezes the decision and changes the committee). The server says: %3</translation>
        </message>
        <message>
            <source>The role %1 may not create a schema in the database, which the whole check of the schema needs, so the schema was checked from the server's catalogue alone: its tables, columns, types, collations, NOT NULL, primary keys, indexes, row-level security and the policies by name. Not checked: the columns' defaults, the constraints' conditions, the triggers, the functions and the policies' conditions. Run verify as the chair's role or an administrator for the whole check.</source>
            <translation>The role %1 may not create a schema in the database, which the whole check of the schema needs, so the schema was checked from the server's catalogue alone: its tables, columns, types, collations, NOT NULL, primary keys, indexes, row-level security and the policies by name. Not checked: the columns' defaults, the constraints' conditions, the triggers, the functions and the policies' conditions. Run verify as the chair's role or an administrator for the whole check.</translation>
        </message>
        <message>
            <source>The server's checks of the evaluation, as this role can make them: its schema from the server's catalogue against GateBench's for its version (tables, columns, types, collations, NOT NULL, primary keys, indexes, row-level security and the policies by name), no row referring to a missing row (the data pages are the server's to check: its checksums, pg_amcheck)</source>
            <translation>The server's checks of the evaluation, as this role can make them: its schema from the server's catalogue against GateBench's for its version (tables, columns, types, collations, NOT NULL, primary keys, indexes, row-level security and the policies by name), no row referring to a missing row (the data pages are the server's to check: its checksums, pg_amcheck)</translation>
        </message>
        <message>
            <source>The server's checks of the evaluation: its schema against GateBench's for its version (tables, columns, types, collations, constraints, indexes, triggers, functions, row-level security and the policies, nothing else), every constraint validated, every index valid, every trigger enabled, no row referring to a missing row (the data pages are the server's to check: its checksums, pg_amcheck)</source>
            <translation>The server's checks of the evaluation: its schema against GateBench's for its version (tables, columns, types, collations, constraints, indexes, triggers, functions, row-level security and the policies, nothing else), every constraint validated, every index valid, every trigger enabled, no row referring to a missing row (the data pages are the server's to check: its checksums, pg_amcheck)</translation>
        </message>
        <message>
            <source>the server has not answered for %1 seconds</source>
            <translation>the server has not answered for %1 seconds</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Summaries</name>
        <message>
            <source>Baseline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The job records measured before the selection: the reference every candidate is judged against.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job records</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Imported from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team</source>
            <translation>Team</translation>
        </message>
        <message>
            <source>Jobs</source>
            <translation>Jobs</translation>
        </message>
        <message>
            <source>Jobs by outcome</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Outcome</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU inventory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nodes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPUs per node</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPUs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU capacity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Top losses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Current value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Source</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner</source>
            <translation>Owner</translation>
        </message>
        <message>
            <source>Requirements</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate criteria must all pass; bonus criteria are scored only for candidates that pass every gate; deferred items never enter a verdict or a score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Requirements matrix</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Category</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Criterion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acceptance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate criteria</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus criteria</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deferred items</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate verdicts recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus scores recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proof of concept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same workload and the same fault drills on every candidate in the PoC.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidates in the PoC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none marked yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC runs recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Runs per scenario (recorded / required)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <source>Fault drill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year TCO</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Compute, storage, transfer, licence or managed-service fees, support, operations staff, implementation, training and an exit reserve, per candidate and scenario.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost lines per candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scenarios</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report the committee signs: recommended option, alternative, unresolved risks, key assumptions, acceptance conditions and the exit path.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision record</source>
            <translation>Decision record</translation>
        </message>
        <message>
            <source>not signed yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recommended option</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alternative option</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Signed by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gate cells with a verdict</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
        <message>
            <source>Runs recorded for candidates not marked for the PoC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Same-workload gaps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none: every candidate compared ran every scenario as often as required</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Needed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measured per candidate and scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Success rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait P50 / P90</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Submit to available P50 / P90</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Engineer steps (median)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Manual interventions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery P50 / P90</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Diagnosed without the vendor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gates computed from the runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Requirement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rule</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Figure</source>
            <translation>Figure</translation>
        </message>
        <message>
            <source>Computed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Override</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2: %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1%</source>
            <translation type="unfinished">%1%</translation>
        </message>
        <message>
            <source>Analysis window</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 to %2 (%3 days, %4)%5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, set by the committee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Started / never started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait P50 / P90 / mean</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Completed / cancelled / failed (of ended jobs)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run time P50 / P90</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU-hours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs (inferred: peak concurrent allocation)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs (GPU inventory)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allocated / active / effective share</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Idle GPU-hours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait P50</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue wait P90</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allocated</source>
            <translation>Allocated</translation>
        </message>
        <message>
            <source>Active</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Effective</source>
            <translation>Effective</translation>
        </message>
        <message>
            <source>Quota satisfaction</source>
            <translation>Quota satisfaction</translation>
        </message>
        <message>
            <source>%1 (quota %2 GPUs)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By task type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Task type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By GPU type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By time slot (of the submit time)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time slot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not ended</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failure reasons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hours lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Losses noted by the committee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Improvement targets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Metric</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Group</source>
            <translation>Group</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Target</translation>
        </message>
        <message>
            <source>PoC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Cluster</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Coverage warnings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Warning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (reaches it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (does not reach it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Per candidate and scenario: each line's yearly amount rounded half-up to the currency's minor unit, totals as sums of the rounded amounts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (default rate %1 %)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Totals stated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>with tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>without tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cheapest Eligible candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Totals per candidate and scenario (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year 2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year 3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three years</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three years by category (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, %2: largest swings (-30 % / +30 %) and flip points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Driver</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total at -30 %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total at +30 %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flip point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no flip within ±50 %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit costs (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>per successful experiment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>per successful model version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>per 1,000 inference requests</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no tax applies (tax rate 0 %)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TargetCriterionDialog</name>
        <message>
            <source>Make the target a criterion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The target becomes a requirement: a bonus criterion the committee scores, or a metric gate whose verdict the PoC runs compute.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus criterion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Metric gate (verdict from the PoC runs)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Becomes:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Title:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC scenario:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At least this many runs:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The PoC does not measure this metric, so the target can only become a bonus criterion.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A bonus criterion with weight 1; the committee scores each candidate against it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rule: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TaskTypes</name>
        <message>
            <source>Training</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Inference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Interactive</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preprocessing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unspecified</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoBaselineQuantityDialog</name>
        <message>
            <source>Quantity from the baseline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPU-h a month, measured %2–%3 (allocated GPU-hours of the analysis window, scaled to a 730-hour month)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measured demand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target utilization %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quantity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The line is priced per hour: its quantity is GPUs busy all month, demand ÷ (730 h × target).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The line is priced per GPU-hour by the month: its quantity is GPU-hours a month, demand ÷ target.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set the quantity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a percentage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 GPUs</translation>
        </message>
        <message>
            <source>%1 GPU-h a month</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoCategoryChart</name>
        <message>
            <source>Three-year TCO by category</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>[%1] %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year total, base scenario (million %1)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoCharts</name>
        <message>
            <source>Quantity or unit price: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoChartsArea</name>
        <message>
            <source>No candidate has cost lines yet.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoCommand</name>
        <message>
            <source>Print the three-year TCO of every candidate with cost lines, per scenario: totals per year and category, the tornado of the price and volume drivers (-30 % to +30 %), the change of each driver at which the cheapest Eligible candidate changes, and the unit costs. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>Only this scenario (its id, e.g. runai-base).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decide which candidates are Eligible on this date, YYYY-MM-DD (default: the evaluation's as-of date, else today).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print JSON (money as decimal strings in the evaluation's currency).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the evaluation has no TCO scenario %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoCostBonusChart</name>
        <message>
            <source>Three-year cost and bonus score of the Eligible candidates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bonus score (0-100)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year total, base scenario (million %1)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoCsvExport</name>
        <message>
            <source>TCO lines</source>
            <translation>TCO lines</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>Cannot write %1: %2</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoCumulativeChart</name>
        <message>
            <source>%1: cumulative cost per scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End of year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cumulative cost (million %1)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoEdits</name>
        <message>
            <source>The cost line %1 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a number (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Category</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Description</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Periods</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Price per hour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Growth %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Years</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FTE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loaded annual cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Price entered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tax rate %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Source</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Source note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Own multiplier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Without tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(one scenario)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A cost line needs a category</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a cost category; use one of %2, or add it as the committee's own category in the TCO settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a kind of cost line; use %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot be empty; write 0 for none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot be negative (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a currency code (three letters, such as CNY or USD)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Periods a year is a whole number from 1 to %1 (12: monthly), not “%2”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is neither yes nor no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Years are 1, 2 or 3 (for example “1,3” or “1-3”), not “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a scenario of this candidate; use %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” says neither %2 nor %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a price source; use %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a scenario to set a line's own multiplier in it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A multiplier cannot be negative (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a cost category of the template or the committee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quantities and prices cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FTE and loaded annual cost cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Periods a year is a whole number from 1 to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A price per hour is counted by the month (730 h): set periods a year to 12</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A yearly growth must be above -100 %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Years are 1, 2 or 3, each once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A tax rate cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The scenario %1 is not one of this candidate's</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A multiplier cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no FX rate for %1: state it in the TCO settings first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>edit a cost line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>edit %1 cost lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The candidate %1 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add a cost line to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>remove a cost line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove %1 cost lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A scenario's multiplier must be above 0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Peak months are 1 to 12, not %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The peak month %1 is listed twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” cannot be the id of a scenario: use lower-case letters, digits, '-' and '_'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is already a scenario %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add the scenario “%1” to %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The scenario %1 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>edit the scenario “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove the scenario “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a currency code (three letters, such as USD)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An FX rate must be above 0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost lines are in %1: it keeps its FX rate while they do</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set the FX rate of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a currency code (three letters, such as CNY)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change how the TCO is stated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost lines are in the category “%1”: it stays while they do</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change the committee's cost categories</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This candidate already has cost lines; the template only starts an empty sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The template has no TCO template “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>start the TCO of %1 from the template</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bill gives no line to add: every volume is 0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add %1 cost lines from a PoC bill to %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take the quantity of a cost line from the baseline</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoEngine</name>
        <message>
            <source>The volume %1 is %2: one number, or one per year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The volume %1 is %2: not a number of 0 or more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost line %1 of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has a price per hour but %2 periods a year: a price per hour needs monthly periods (12 a year, 730 h each)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is in %2, but the evaluation states no FX rate for %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The TCO of %1 is out of range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit price: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quantity: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU hourly price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU utilization</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loaded cost per FTE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Storage growth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Data transfer volume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FX rate %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoExportCommand</name>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>The file to write.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decide which candidates are Eligible on this date, YYYY-MM-DD (default: the evaluation's as-of date, else today).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replace the output file if it exists.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 needs -o %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the export cannot replace the evaluation file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 already exists; add --force to replace it</source>
            <translation>%1 already exists; add --force to replace it</translation>
        </message>
        <message>
            <source>the evaluation has no TCO lines to export</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Wrote %1: the TCO of %n candidate(s).
</source>
            <translation>
                <numerusform>Wrote %1: the TCO of %n candidate.
</numerusform>
                <numerusform>Wrote %1: the TCO of %n candidates.
</numerusform>
            </translation>
        </message>
        <message>
            <source>Write the three-year TCO as an Excel workbook: a summary sheet, then one sheet per candidate with its cost lines and live formulas for every line's yearly amount (rounded with ROUND as GateBench rounds) and the sums, each carrying GateBench's figure as its cached value. Headers and labels in the --lang language. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write the TCO lines as CSV (UTF-8): one row per candidate, scenario and line with its amount in each year and over the three years. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoFigures</name>
        <message>
            <source>All lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recurring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One-off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Staff</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Estimate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set aside</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoLimits</name>
        <message>
            <source>the quantity</source>
            <translation>the quantity</translation>
        </message>
        <message>
            <source>the unit price</source>
            <translation>the unit price</translation>
        </message>
        <message>
            <source>the FTE</source>
            <translation>the FTE</translation>
        </message>
        <message>
            <source>the loaded annual cost</source>
            <translation>the loaded annual cost</translation>
        </message>
        <message>
            <source>the yearly growth</source>
            <translation>the yearly growth</translation>
        </message>
        <message>
            <source>the tax rate</source>
            <translation>the tax rate</translation>
        </message>
        <message>
            <source>the scenario's multiplier</source>
            <translation>the scenario's multiplier</translation>
        </message>
        <message>
            <source>the line's own multiplier</source>
            <translation>the line's own multiplier</translation>
        </message>
        <message>
            <source>the FX rate</source>
            <translation>the FX rate</translation>
        </message>
        <message>
            <source>the amount</source>
            <translation>the amount</translation>
        </message>
        <message>
            <source>Cost line %1 of %2 (“%3”)</source>
            <translation>Cost line %1 of %2 (“%3”)</translation>
        </message>
        <message>
            <source>%1 cannot be below %2 (%3)</source>
            <translation>%1 cannot be below %2 (%3)</translation>
        </message>
        <message>
            <source>%1 must be above %2 (%3)</source>
            <translation>%1 must be above %2 (%3)</translation>
        </message>
        <message>
            <source>%1 is %2, above %3, the largest GateBench computes a TCO with</source>
            <translation>%1 is %2, above %3, the largest GateBench computes a TCO with</translation>
        </message>
        <message>
            <source>%1 has more than %2 decimal places (%3)</source>
            <translation>%1 has more than %2 decimal places (%3)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>its one scenario</source>
            <translation>its one scenario</translation>
        </message>
        <message>
            <source>its amount in year %1 of %2 cannot be computed exactly (%3); write its quantity, prices and rates with fewer digits</source>
            <translation>its amount in year %1 of %2 cannot be computed exactly (%3); write its quantity, prices and rates with fewer digits</translation>
        </message>
        <message>
            <source>its amount in year %1 of %2 would be %3%4, above %5, the largest GateBench computes for one line in one year</source>
            <translation>its amount in year %1 of %2 would be %3%4, above %5, the largest GateBench computes for one line in one year</translation>
        </message>
        <message>
            <source> (in the sensitivity analysis)</source>
            <translation> (in the sensitivity analysis)</translation>
        </message>
        <message>
            <source>the three-year TCO of its candidate in %1 would be %2, above %3, the largest GateBench computes</source>
            <translation>the three-year TCO of its candidate in %1 would be %2, above %3, the largest GateBench computes</translation>
        </message>
        <message>
            <source>beyond the exact range</source>
            <translation>beyond the exact range</translation>
        </message>
        <message>
            <source>No TCO can be computed until these values are corrected (on the TCO page, or by importing the lines again).</source>
            <translation>No TCO can be computed until these values are corrected (on the TCO page, or by importing the lines again).</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoLineImporter</name>
        <message>
            <source>“%1” is not a number (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” has no percent sign and is above 1: write 5% or 0.05</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot be negative (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the row names no candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file has no candidate column: import it from the candidate's TCO page or name the candidate (--candidate)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a staff line needs a unit price or a loaded annual cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the line has no unit price; write 0 for none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the price is written in %1 but the currency column says %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a currency GateBench knows: add a currency column (CNY, USD ...)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no FX rate for %1: state it in the TCO settings first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>periods per year is a whole number from 1 to 12, not %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a tax rate cannot be negative (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a yearly growth must be above -100 % (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the line %1 of this candidate is on line %2 with other values</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” marks a missing number, but an empty cell here means a default value: write the number, or leave the cell empty for the default</source>
            <translation>“%1” marks a missing number, but an empty cell here means a default value: write the number, or leave the cell empty for the default</translation>
        </message>
        <message>
            <source>“%1” is infinite: a number here must be finite</source>
            <translation>“%1” is infinite: a number here must be finite</translation>
        </message>
        <message>
            <source>“%1” is a spreadsheet error, not a number</source>
            <translation>“%1” is a spreadsheet error, not a number</translation>
        </message>
        <message>
            <source>with this line the three-year TCO of its candidate in %1 would be %2, above %3, the largest GateBench computes</source>
            <translation>with this line the three-year TCO of its candidate in %1 would be %2, above %3, the largest GateBench computes</translation>
        </message>
        <message>
            <source>beyond the exact range</source>
            <translation>beyond the exact range</translation>
        </message>
    </context>
    <context>
        <name>gatebench::TcoPage</name>
        <message>
            <source>Add line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start from the template</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scenarios</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Currency, tax and FX…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a scenario…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit this scenario…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove this scenario…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type to edit · Enter/Tab to move · Ctrl+C / Ctrl+V with Excel or WPS · Ctrl+D fill down · Delete clears · Ctrl+Z undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Charts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exit readiness</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year TCO</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amounts in %1, stated with tax (tax rate %2 %)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amounts in %1, stated without tax (tax rate %2 %)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The template starts an empty sheet; this candidate already has lines.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Adds the starting lines and scenarios of the candidate's TCO template.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No evaluation is open. Use File &gt; New or File &gt; Open.</source>
            <translation>No evaluation is open. Use File &gt; New or File &gt; Open.</translation>
        </message>
        <message>
            <source>This candidate has no cost lines yet: start from the template or add lines.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Category</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year 2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year 3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three years</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total (with tax)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total (without tax)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line added: type its description, quantity and price.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select the lines to remove first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removed %1 lines (Ctrl+Z brings them back).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added %1 starting lines: fill in quantities and prices.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This candidate has no scenario yet: add one first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the scenario “%1” with the lines that belong to it only?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From a PoC bill…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quantity from baseline…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Update from baseline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import lines from CSV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extrapolates the billed cost of one training run and one service deployment in the PoC to a month and a year at normal and peak volume, as starting lines.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Adds cost lines from a CSV file (GateBench's TCO export or a finance sheet) through the import wizard: all rows or none, one step of Edit &gt; Undo. Rows without a candidate column go to the candidate shown.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Added %n line(s) from the PoC bill (Ctrl+Z removes them).</source>
            <translation>
                <numerusform>Added %n line from the PoC bill (Ctrl+Z removes it).</numerusform>
                <numerusform>Added %n lines from the PoC bill (Ctrl+Z removes them).</numerusform>
            </translation>
        </message>
        <message>
            <source>No evaluation is open.</source>
            <translation>No evaluation is open.</translation>
        </message>
        <message>
            <source>There is no baseline yet: import the cluster's job records on the Baseline page first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The baseline cannot be read: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a compute line in the sheet first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only a recurring compute line billed monthly (12 periods a year) takes its quantity from the baseline.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Takes the line's quantity from the GPU demand the baseline measured, at a target utilization you choose.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refreshes a quantity taken from the baseline once the baseline has changed; the current line is not such a line, or it is up to date.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The quantity now comes from the baseline (Ctrl+Z undoes it).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The quantity follows the baseline again (Ctrl+Z undoes it).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rows of a file without a candidate column go to %1.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Imported %n row(s) of cost lines. Edit &gt; Undo takes the whole import back.</source>
            <translation>
                <numerusform>Imported %n row of cost lines. Edit &gt; Undo takes the whole import back.</numerusform>
                <numerusform>Imported %n rows of cost lines. Edit &gt; Undo takes the whole import back.</numerusform>
            </translation>
        </message>
        <message>
            <source>Measuring the GPU demand of the baseline from the job log…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amounts in %1; no tax applies (tax rate 0 %)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total (no tax applies)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoPocBillDialog</name>
        <message>
            <source>The bill's amounts include tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost lines from a PoC bill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. invoice number, PoC week and month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>empty: not billed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>as normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The PoC bill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One training run costs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>days of serving</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One service deployment costs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Volumes a month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Training runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Service deployments running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Peak</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Per month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Per year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At normal volume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At peak volume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preview (as billed; a month is 730 hours)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: “%2” is not a number (%3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Days of serving</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal training runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal service deployments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Peak training runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Peak service deployments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every volume is 0: there is no line to add</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 a year, %3 over three years</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n line(s) to add. In the sheet (in %1, as totals are stated):</source>
            <translation>
                <numerusform>%n line to add. In the sheet (in %1, as totals are stated):</numerusform>
                <numerusform>%n lines to add. In the sheet (in %1, as totals are stated):</numerusform>
            </translation>
        </message>
        <message>
            <source>This candidate has no peak scenario: its lines carry the normal volume in every scenario, and the peak figures above are for comparison only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the peak scenario the peak volume applies in its peak months (every month when it names none), the normal volume in the others.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoRepository</name>
        <message>
            <source>%1: %2 is not an exact decimal number (%3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost line %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has an unknown kind %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The TCO tax basis %1 is neither included nor excluded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The TCO tax rate %1 is not a rate of 0 or more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has years %2, not years 1 to 3 in ascending order</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has an unknown price source %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoScenarioDialog</name>
        <message>
            <source>Add a scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit the scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. 6, 7, 11, 12; empty: every month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <source>Multiplier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Peak months</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With peak months the multiplier applies to those months only; lines may carry their own multiplier in the sheet's “Own multiplier” column.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The multiplier “%1” is not a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” is not a month (1 to 12)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoSettingsDialog</name>
        <message>
            <source>TCO settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One category a line, e.g. Security audit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evaluation currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Totals stated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tax rate (%) of lines that state none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FX rates (units of the evaluation currency per unit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The committee's own cost categories</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tax rate “%1” is not a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The FX rate of %1, “%2”, is not a number</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoSheetModel</name>
        <message>
            <source>quantity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unit price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>periods</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hours a month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>growth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>multiplier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>months weighted by the peak</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>months</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FTE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>loaded annual cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FX rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tax added</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tax removed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>utilization</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Year %1: %2 = %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This line belongs to another scenario.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No amount in this year.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The line's own multiplier in the chosen scenario; empty: the scenario's.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In %1, with tax, in the chosen scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In %1, without tax, in the chosen scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year 2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year 3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three years</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Row %1, “%2”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No evaluation is open.</source>
            <translation>No evaluation is open.</translation>
        </message>
        <message>
            <source>Taken from the baseline at %1 % target utilization; there is no baseline now, so the quantity stays as it was.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the baseline: %1 GPU-h/month measured %2–%3 at %4 % target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This line can no longer take its quantity from the baseline (a recurring compute line billed monthly can).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The baseline changed: it now suggests %1. “Update from baseline” takes it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Taken from the baseline at %1 % target utilization; the baseline's GPU demand is being measured.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In %1, no tax applies, in the chosen scenario</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoSheetView</name>
        <message>
            <source>Copied %1 × %2 cells.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The clipboard holds no cells to paste.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was pasted: the block runs past the last column of the sheet (%1 cells outside).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was pasted. %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pasted %1 rows as one step (Ctrl+Z takes it back).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filled down as one step (Ctrl+Z takes it back).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A category, kind, currency, period or tax entry cannot be empty: type a new value.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoTornadoChart</name>
        <message>
            <source>%1, %2: three-year total with each driver at -30 % and +30 %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Below the base total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Above the base total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year total (million %1); base %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — flip at %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TcoXlsxExporter</name>
        <message>
            <source>Writing the workbook is not available in this build</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing the workbook needs libxlsxwriter (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing the workbook needs libxlsxwriter %1 or later</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hour (730 h a month)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Period</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FTE and year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Category</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Description</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <source>Quantity (FTE for staff)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unit price (loaded annual cost for staff)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Price per</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Periods per year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FX rate (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tax rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yearly growth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Years</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scenarios</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Source</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: multiplier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: year %2 (%3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: three years (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FTE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Without tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Subtotal of the category</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scenario id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Multiplier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Peak months</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number of peak months</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each amount is the line's factors multiplied and rounded once with ROUND to the currency's minor unit (half away from zero); totals are sums of the rounded amounts. A peak scenario applies its multiplier to its peak months only: ((12 - peak months) + peak months x multiplier) / 12.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year 1 (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year 2 (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year 3 (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three years (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (default rate %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Totals stated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statuses as of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cheapest Eligible candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounding</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each line's yearly amount rounded half-up to the currency's minor unit (ROUND); totals are sums of the rounded amounts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Excel workbook</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing the workbook failed: no temporary folder (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing the workbook failed: libxlsxwriter could not start one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-year TCO</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing the workbook failed: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>Cannot write %1: %2</translation>
        </message>
        <message>
            <source>%1 (not eligible)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TextDecoder</name>
        <message>
            <source>The file is not text (it contains binary data); nothing was read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file starts with a %1 byte order mark but is read as %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is a ZIP archive, such as an Excel .xlsx workbook, not CSV; save it as CSV first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is an old Excel .xls workbook, not CSV; save it as CSV first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is a PDF document, not CSV</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::TextLimits</name>
        <message>
            <source>“%1” would be %2 characters long; it may hold at most %3. Nothing was changed.</source>
            <translation>“%1” would be %2 characters long; it may hold at most %3. Nothing was changed.</translation>
        </message>
    </context>
    <context>
        <name>gatebench::ValueConverter</name>
        <message>
            <source>Text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number with thousands separators</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Percentage (85%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Share between 0 and 1 (0.85)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yes or no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slurm job state</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kubernetes pod phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Outcome in words</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slurm elapsed time (d-hh:mm:ss)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hours, minutes, seconds (h:mm:ss)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Minutes and seconds (mm:ss)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number with a unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Milliseconds (unit stated)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seconds (unit stated)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Minutes (unit stated)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hours (unit stated)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Days (unit stated)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seconds (no unit stated: assumed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ISO 8601, local time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ISO 8601 with offset from UTC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year/month/day, local time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Year.month.day, local time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chinese date (2026年11月2日)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Date without a time (midnight)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Excel serial date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unix time in seconds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unix time in milliseconds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decimal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amount with currency or 万</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Several formats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is ambiguous: use “,” only to group thousands (1,234.5) and “.” for decimals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is out of range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a whole number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has no percent sign and is above 1: write 85% or 0.85, or state the unit % in the header or the mapping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not yes or no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is a shortened Slurm state that could be any of: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>%1 is not an outcome (for example COMPLETED, FAILED, CANCELLED, 成功, 失败)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a valid elapsed time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a duration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has a unit that is not a time unit: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is ambiguous: day and month could be either way round; write the year first (2026-11-02)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a date and time this import can read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a valid date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a valid time of day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has a time zone but no time of day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has an offset from UTC that does not exist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot be read: the time zone of the import is not valid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 does not exist in %2: the clocks skipped it (daylight saving time)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 happened twice in %2 (the clocks went back); the earlier one is taken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is the Excel serial of 29 February 1900, a day that does not exist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was read as an Excel serial date, %2, which is unusually early</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is a number that is neither an Excel serial date nor Unix seconds or milliseconds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is a number that is not an Excel serial date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has a time of day; a date is expected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is negative; durations cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Percent, unit stated (85)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A value is required here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Durations without a unit are read as seconds; state the unit in the header or the mapping if they are not</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is a time counted from the start of the trace: give the time the trace starts at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is too far from the start of the trace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time from the start of the trace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is infinite: a number here must be finite</source>
            <translation>%1 is infinite: a number here must be finite</translation>
        </message>
        <message>
            <source>%1 is a spreadsheet error, not a number: correct the formula in the sheet, or write the value</source>
            <translation>%1 is a spreadsheet error, not a number: correct the formula in the sheet, or write the value</translation>
        </message>
        <message>
            <source>%1 marks a missing number, but a value is required here</source>
            <translation>%1 marks a missing number, but a value is required here</translation>
        </message>
        <message>
            <source>%1 marks a missing number, but an empty cell here means a default value: write the number, or leave the cell empty for the default</source>
            <translation>%1 marks a missing number, but an empty cell here means a default value: write the number, or leave the cell empty for the default</translation>
        </message>
        <message>
            <source>%1 is too large to be a number</source>
            <translation>%1 is too large to be a number</translation>
        </message>
        <message>
            <source>The text is %1 characters long; at most %2 are allowed here</source>
            <translation>The text is %1 characters long; at most %2 are allowed here</translation>
        </message>
        <message>
            <source>A byte order mark (U+FEFF, often left where two files were joined) was removed from this cell</source>
            <translation>A byte order mark (U+FEFF, often left where two files were joined) was removed from this cell</translation>
        </message>
    </context>
    <context>
        <name>gatebench::Verification</name>
        <message>
            <source>Audit entry %1 is missing: the log goes from entry %2 to entry %3 (an entry was removed).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit entries %1 to %2 are missing: the log goes from entry %3 to entry %4 (entries were removed).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit entry %1 has no chain hash although the entries before it have one: it was inserted, or its hash removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit entry %1 does not match its chain hash: it was changed, inserted or moved, or an entry before it was removed.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n more broken link(s) not listed.</source>
            <translation>
                <numerusform>%n more broken link not listed.</numerusform>
                <numerusform>%n more broken links not listed.</numerusform>
            </translation>
        </message>
        <message>
            <source>The log ends at entry %1, but the expected head %2 is at entry %3: entries were cut off the end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At entry %1 the chain holds %2, not the expected head %3: the chain was rewritten (or the head is another evaluation's).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no hash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evidence file “%1” (id %2, %3 / %4) does not match the SHA-256 and size recorded for it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SQLite's integrity check: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SQLite's full integrity check of the whole file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The audit chain: %1 entries (%2 chained, %3 before the chain); every chained entry's hash recomputed from its canonical form, none missing, none without its hash after the chain started; head %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The audit chain: the file is at schema version %1, before the chain, and none of its %2 entries carries a hash. Opening it in GateBench upgrades it and starts the chain.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The expected head %1: the chain holds it at entry %2</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Every evidence file's content against its recorded SHA-256 and size: %n file(s)</source>
            <translation>
                <numerusform>Every evidence file's content against its recorded SHA-256 and size: %n file</numerusform>
                <numerusform>Every evidence file's content against its recorded SHA-256 and size: %n files</numerusform>
            </translation>
        </message>
        <message>
            <source>The fingerprint recorded when the decision was signed, against the current data: no signed decision.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The content of entries 1 to %1: they were written before the chain (schema version 20) and carry no hash; only that none is missing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entries cut off the end, or the whole chain recomputed after a change: anyone who can write the file can do either. Give the head a report or a bundle states with --expect N:HASH.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A file rewritten from scratch by someone who also rewrote every copy of the report and of its head: only a head kept out of their reach tells it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file's schema is not GateBench's (version %1): %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file's tables, indexes, triggers and views against GateBench's schema for its version (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The fingerprint of the data cannot be computed to compare it with the one recorded at sign-off: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The decision was signed and frozen on %1 with the fingerprint %2, but its data now gives %3: something the fingerprint covers (a score, a verdict, a cost line …) was changed after sign-off without reopening the decision.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The fingerprint recorded when the decision was signed and frozen (%1, %2) against the current data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server's check: %1</source>
            <translation>The server's check: %1</translation>
        </message>
        <message>
            <source>The evaluation's schema on the server is not GateBench's (version %1): %2.</source>
            <translation>The evaluation's schema on the server is not GateBench's (version %1): %2.</translation>
        </message>
        <message>
            <source>The evaluation's tables, indexes, triggers and functions on the server against GateBench's schema for its version (%1)</source>
            <translation>The evaluation's tables, indexes, triggers and functions on the server against GateBench's schema for its version (%1)</translation>
        </message>
        <message>
            <source>The seal of audit entry %1 is not the one its kept values give: the entry or its values were changed.</source>
            <translation>The seal of audit entry %1 is not the one its kept values give: the entry or its values were changed.</translation>
        </message>
        <message>
            <source>The seals of the audit entries about sealed scores against the values kept for them: %1 checked</source>
            <translation>The seals of the audit entries about sealed scores against the values kept for them: %1 checked</translation>
        </message>
        <message>
            <source>Entries cut off the end, or the whole chain recomputed after a change: anyone who may change the evaluation's tables on the server (its superuser, for one) can do either. Give the head a report or a bundle states with --expect N:HASH.</source>
            <translation>Entries cut off the end, or the whole chain recomputed after a change: anyone who may change the evaluation's tables on the server (its superuser, for one) can do either. Give the head a report or a bundle states with --expect N:HASH.</translation>
        </message>
        <message>
            <source>An evaluation rewritten from scratch on the server by someone who also rewrote every copy of the report and of its head: only a head kept out of their reach tells it.</source>
            <translation>An evaluation rewritten from scratch on the server by someone who also rewrote every copy of the report and of its head: only a head kept out of their reach tells it.</translation>
        </message>
    </context>
    <context>
        <name>gatebench::VerifyCommand</name>
        <message>
            <source>Verified %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Audit chain head: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checked:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not checked:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Problems (%1):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All of it holds.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record does not hold: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check an evaluation's record: SQLite's integrity, the audit chain, every evidence file's SHA-256 and, with --expect, that the chain still holds a head kept from a report or a bundle. Prints what it checked and what it cannot check; exits 0 when all holds, 3 when something does not. Never writes to FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>A head of the audit chain kept elsewhere, N:HASH: the chain must hold it at entry N.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--expect takes a head as N:HASH (an entry number and 64 hex digits), not %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: verify runs as the chair's role: the role %2 cannot read the audit log's values nor other members' sealed scores and seals, so the chain cannot be checked. Run it as the chair's role.</source>
            <translation>%1: verify runs as the chair's role: the role %2 cannot read the audit log's values nor other members' sealed scores and seals, so the chain cannot be checked. Run it as the chair's role.</translation>
        </message>
        <message>
            <source>Ran on the server as the role %1, which reads every row.
</source>
            <translation>Ran on the server as the role %1, which reads every row.
</translation>
        </message>
    </context>
    <context>
        <name>gatebench::VisibleRows</name>
        <message>
            <source>A reader's view of the evaluation cannot be written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A scoring round is sealed: a copy of the whole evaluation would carry scores this reader may not see.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot be read this way while a round is sealed.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::WaitCdfChart</name>
        <message>
            <source>Jobs started within the wait (%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2 jobs)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 % of jobs started within %3 %4</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::WaiverDialog</name>
        <message>
            <source>Waive a gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waive %1 until a date. A waiver only covers a gate nobody could verify yet; it becomes an acceptance condition in the decision report, and after its expiry date the gate counts as unknown again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who answers for it, e.g. the security lead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reason:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Valid through:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waive</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A waiver needs an owner and a reason.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why the committee accepts leaving the gate open for now</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::Whatif</name>
        <message>
            <source>A stored policy does not read: %1</source>
            <translation>A stored policy does not read: %1</translation>
        </message>
        <message>
            <source>This evaluation keeps no scheduling policies (an older file)</source>
            <translation>This evaluation keeps no scheduling policies (an older file)</translation>
        </message>
        <message>
            <source>must be true or false</source>
            <translation>must be true or false</translation>
        </message>
        <message>
            <source>must be a number</source>
            <translation>must be a number</translation>
        </message>
        <message>
            <source>must be 0 or more</source>
            <translation>must be 0 or more</translation>
        </message>
        <message>
            <source>must be at most %1</source>
            <translation>must be at most %1</translation>
        </message>
        <message>
            <source>must be a whole number</source>
            <translation>must be a whole number</translation>
        </message>
        <message>
            <source>must be at least %1</source>
            <translation>must be at least %1</translation>
        </message>
        <message>
            <source>must be "teams" or an object of GPUs by team</source>
            <translation>must be "teams" or an object of GPUs by team</translation>
        </message>
        <message>
            <source>a team needs a name</source>
            <translation>a team needs a name</translation>
        </message>
        <message>
            <source>names no pool</source>
            <translation>names no pool</translation>
        </message>
        <message>
            <source>must be a number of GPUs (0 or more) or an object of GPUs per pool</source>
            <translation>must be a number of GPUs (0 or more) or an object of GPUs per pool</translation>
        </message>
        <message>
            <source>As today</source>
            <translation>As today</translation>
        </message>
        <message>
            <source>First come, first served with quotas</source>
            <translation>First come, first served with quotas</translation>
        </message>
        <message>
            <source>Fair share with borrowing and reclaim</source>
            <translation>Fair share with borrowing and reclaim</translation>
        </message>
        <message>
            <source>Gang scheduling with queues and priorities</source>
            <translation>Gang scheduling with queues and priorities</translation>
        </message>
        <message>
            <source>Reserved capacity per team</source>
            <translation>Reserved capacity per team</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 GPUs</translation>
        </message>
        <message>
            <source>%1 GPUs of %2</source>
            <translation>%1 GPUs of %2</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>EASY backfill every %1, %2 jobs deep</source>
            <translation>EASY backfill every %1, %2 jobs deep</translation>
        </message>
        <message>
            <source>no backfill</source>
            <translation>no backfill</translation>
        </message>
        <message>
            <source>quotas (hard caps): %1</source>
            <translation>quotas (hard caps): %1</translation>
        </message>
        <message>
            <source>each team's quota</source>
            <translation>each team's quota</translation>
        </message>
        <message>
            <source>deserved quotas: %1</source>
            <translation>deserved quotas: %1</translation>
        </message>
        <message>
            <source>borrowing idle GPUs</source>
            <translation>borrowing idle GPUs</translation>
        </message>
        <message>
            <source>no borrowing</source>
            <translation>no borrowing</translation>
        </message>
        <message>
            <source>reclaim by preemption</source>
            <translation>reclaim by preemption</translation>
        </message>
        <message>
            <source>no reclaim</source>
            <translation>no reclaim</translation>
        </message>
        <message>
            <source>queue weights: %1</source>
            <translation>queue weights: %1</translation>
        </message>
        <message>
            <source>the teams' quotas</source>
            <translation>the teams' quotas</translation>
        </message>
        <message>
            <source>equal</source>
            <translation>equal</translation>
        </message>
        <message>
            <source>priorities: %1</source>
            <translation>priorities: %1</translation>
        </message>
        <message>
            <source>preemption by priority</source>
            <translation>preemption by priority</translation>
        </message>
        <message>
            <source>no preemption</source>
            <translation>no preemption</translation>
        </message>
        <message>
            <source>reserved: %1</source>
            <translation>reserved: %1</translation>
        </message>
        <message>
            <source>checkpoint every %1</source>
            <translation>checkpoint every %1</translation>
        </message>
        <message>
            <source>start-up delay %1</source>
            <translation>start-up delay %1</translation>
        </message>
        <message>
            <source>; </source>
            <translation>; </translation>
        </message>
        <message>
            <source>not valid JSON at byte %1: %2</source>
            <translation>not valid JSON at byte %1: %2</translation>
        </message>
        <message>
            <source>a policy is a JSON object</source>
            <translation>a policy is a JSON object</translation>
        </message>
        <message>
            <source>is missing (as_is, fifo, fair_share, gang or reserved)</source>
            <translation>is missing (as_is, fifo, fair_share, gang or reserved)</translation>
        </message>
        <message>
            <source>must be as_is, fifo, fair_share, gang or reserved</source>
            <translation>must be as_is, fifo, fair_share, gang or reserved</translation>
        </message>
        <message>
            <source>is not a field of a %1 policy</source>
            <translation>is not a field of a %1 policy</translation>
        </message>
        <message>
            <source>must be "easy" or "none"</source>
            <translation>must be "easy" or "none"</translation>
        </message>
        <message>
            <source>must be "teams" or an object of weights by team</source>
            <translation>must be "teams" or an object of weights by team</translation>
        </message>
        <message>
            <source>must be an object of priorities by team or task type</source>
            <translation>must be an object of priorities by team or task type</translation>
        </message>
        <message>
            <source>must be a whole number from -1000000 to 1000000</source>
            <translation>must be a whole number from -1000000 to 1000000</translation>
        </message>
        <message>
            <source>Base Command Platform's job queue: first come, first served within team quotas, with backfill (assumed; check the quote)</source>
            <translation>Base Command Platform's job queue: first come, first served within team quotas, with backfill (assumed; check the quote)</translation>
        </message>
        <message>
            <source>Run:ai projects: a deserved quota per team, over-quota borrowing of idle GPUs, reclaim by preemption; jobs checkpoint every 30 min (assumed)</source>
            <translation>Run:ai projects: a deserved quota per team, over-quota borrowing of idle GPUs, reclaim by preemption; jobs checkpoint every 30 min (assumed)</translation>
        </message>
        <message>
            <source>Kueue ClusterQueues in one cohort (OpenShift AI's distributed workloads): nominal quota per team, borrowing, reclaim within the cohort; jobs checkpoint every 30 min (assumed)</source>
            <translation>Kueue ClusterQueues in one cohort (OpenShift AI's distributed workloads): nominal quota per team, borrowing, reclaim within the cohort; jobs checkpoint every 30 min (assumed)</translation>
        </message>
        <message>
            <source>Volcano: gang scheduling, one weighted queue per team, interactive and inference jobs at a higher priority, preemption and reclaim; jobs checkpoint every 30 min (assumed)</source>
            <translation>Volcano: gang scheduling, one weighted queue per team, interactive and inference jobs at a higher priority, preemption and reclaim; jobs checkpoint every 30 min (assumed)</translation>
        </message>
        <message>
            <source>A cloud resource pool per team (each team's quota reserved for it, the rest shared), 5 min to bring up a node (assumed)</source>
            <translation>A cloud resource pool per team (each team's quota reserved for it, the rest shared), 5 min to bring up a node (assumed)</translation>
        </message>
        <message numerus="yes">
            <source>%1; on today's nodes, so today's start-up delay of %n s (assumed)</source>
            <translation>
                <numerusform>%1; on today's nodes, so today's start-up delay of %n s (assumed)</numerusform>
                <numerusform>%1; on today's nodes, so today's start-up delay of %n s (assumed)</numerusform>
            </translation>
        </message>
        <message>
            <source>The reservations in pool %1 add up to %2 GPUs; it has %3</source>
            <translation>The reservations in pool %1 add up to %2 GPUs; it has %3</translation>
        </message>
        <message>
            <source>Job %1 names no pool or team of the replay</source>
            <translation>Job %1 names no pool or team of the replay</translation>
        </message>
        <message>
            <source>job %1</source>
            <translation>job %1</translation>
        </message>
        <message>
            <source>%1 asks for %2 GPUs (%3 whole nodes of %4); pool %5 has %6 GPUs: left out of the replay</source>
            <translation>%1 asks for %2 GPUs (%3 whole nodes of %4); pool %5 has %6 GPUs: left out of the replay</translation>
        </message>
        <message>
            <source>%1 asks for %2 GPUs; pool %3 has %4 GPUs: left out of the replay</source>
            <translation>%1 asks for %2 GPUs; pool %3 has %4 GPUs: left out of the replay</translation>
        </message>
        <message>
            <source>%1 asks for %2 GPUs; team %3 may hold at most %4 under this policy: left out of the replay</source>
            <translation>%1 asks for %2 GPUs; team %3 may hold at most %4 under this policy: left out of the replay</translation>
        </message>
        <message>
            <source>%1 asks for %2 GPUs; team %3 can use at most %4 in pool %5 (its reservation and the shared GPUs): left out of the replay</source>
            <translation>%1 asks for %2 GPUs; team %3 can use at most %4 in pool %5 (its reservation and the shared GPUs): left out of the replay</translation>
        </message>
        <message>
            <source>The replay was cancelled</source>
            <translation>The replay was cancelled</translation>
        </message>
        <message>
            <source>The replay has no GPU pool</source>
            <translation>The replay has no GPU pool</translation>
        </message>
        <message>
            <source>A sweep goes from a number of GPUs (0 or more) up to a larger one, by a step over 0</source>
            <translation>A sweep goes from a number of GPUs (0 or more) up to a larger one, by a step over 0</translation>
        </message>
        <message>
            <source>A sweep has at most %1 values; this one has %2: take a larger step</source>
            <translation>A sweep has at most %1 values; this one has %2: take a larger step</translation>
        </message>
        <message>
            <source>Borrowing is a parameter of fair share only; %1 is %2</source>
            <translation>Borrowing is a parameter of fair share only; %1 is %2</translation>
        </message>
        <message>
            <source>cluster</source>
            <translation>cluster</translation>
        </message>
        <message>
            <source>Candidate %1: %2</source>
            <translation>Candidate %1: %2</translation>
        </message>
        <message>
            <source>A replay keeps the submit times users chose under the old queue: users who would have submitted differently under another policy are not modelled.</source>
            <translation>A replay keeps the submit times users chose under the old queue: users who would have submitted differently under another policy are not modelled.</translation>
        </message>
        <message numerus="yes">
            <source>Each job runs for its recorded run time, jittered by up to 10 % per seed (%n seeds); figures are the median over the seeds with their range.</source>
            <translation>
                <numerusform>Each job runs for its recorded run time, jittered by up to 10 % per seed (%n seed); figures are the median over the seeds with their range.</numerusform>
                <numerusform>Each job runs for its recorded run time, jittered by up to 10 % per seed (%n seeds); figures are the median over the seeds with their range.</numerusform>
            </translation>
        </message>
        <message>
            <source>Jobs that never started (%1, cancelled while pending or still pending) are not replayed; their waits are reported by the baseline apart.</source>
            <translation>Jobs that never started (%1, cancelled while pending or still pending) are not replayed; their waits are reported by the baseline apart.</translation>
        </message>
        <message>
            <source>A job of several nodes takes its nodes whole; jobs of one node pack onto the nodes of their pool (placement is not modelled).</source>
            <translation>A job of several nodes takes its nodes whole; jobs of one node pack onto the nodes of their pool (placement is not modelled).</translation>
        </message>
        <message>
            <source>Backfill knows each job's run time exactly (the job records carry no time limit).</source>
            <translation>Backfill knows each job's run time exactly (the job records carry no time limit).</translation>
        </message>
        <message>
            <source>A prediction is advice beside the evidence: it never settles a gate.</source>
            <translation>A prediction is advice beside the evidence: it never settles a gate.</translation>
        </message>
        <message>
            <source>Capacity of %1 GPUs is partly or wholly inferred from the job log's peak allocation, not from the GPU inventory.</source>
            <translation>Capacity of %1 GPUs is partly or wholly inferred from the job log's peak allocation, not from the GPU inventory.</translation>
        </message>
        <message>
            <source>Uncalibrated: replaying today's policy does not reproduce the measured waits within max(20 %, 5 min); every comparison is marked uncalibrated.</source>
            <translation>Uncalibrated: replaying today's policy does not reproduce the measured waits within max(20 %, 5 min); every comparison is marked uncalibrated.</translation>
        </message>
        <message>
            <source>The policy of %1 is a default, not the committee's: %2</source>
            <translation>The policy of %1 is a default, not the committee's: %2</translation>
        </message>
        <message>
            <source>no policy stated: today's policy is assumed</source>
            <translation>no policy stated: today's policy is assumed</translation>
        </message>
        <message>
            <source>The evaluation has no candidate %1</source>
            <translation>The evaluation has no candidate %1</translation>
        </message>
        <message>
            <source>%1 (%2 to %3)</source>
            <translation>%1 (%2 to %3)</translation>
        </message>
        <message numerus="yes">
            <source>Scheduling what-if: the job log replayed under each candidate's policy (%n seeds)</source>
            <translation>
                <numerusform>Scheduling what-if: the job log replayed under each candidate's policy (%n seed)</numerusform>
                <numerusform>Scheduling what-if: the job log replayed under each candidate's policy (%n seeds)</numerusform>
            </translation>
        </message>
        <message>
            <source>Assumptions:</source>
            <translation>Assumptions:</translation>
        </message>
        <message>
            <source>Calibration: today's policy reproduces the measured waits</source>
            <translation>Calibration: today's policy reproduces the measured waits</translation>
        </message>
        <message>
            <source>Calibration: UNCALIBRATED, today's policy does not reproduce the measured waits</source>
            <translation>Calibration: UNCALIBRATED, today's policy does not reproduce the measured waits</translation>
        </message>
        <message>
            <source>Group | jobs started | measured P50 | predicted P50 | measured P90 | predicted P90 | within tolerance</source>
            <translation>Group | jobs started | measured P50 | predicted P50 | measured P90 | predicted P90 | within tolerance</translation>
        </message>
        <message>
            <source>All jobs</source>
            <translation>All jobs</translation>
        </message>
        <message>
            <source>not checked (under %1 jobs)</source>
            <translation>not checked (under %1 jobs)</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Candidate: %1 (%2)</source>
            <translation>Candidate: %1 (%2)</translation>
        </message>
        <message>
            <source>Policy assumed: %1</source>
            <translation>Policy assumed: %1</translation>
        </message>
        <message>
            <source>Uncalibrated prediction</source>
            <translation>Uncalibrated prediction</translation>
        </message>
        <message>
            <source>Policy: %1</source>
            <translation>Policy: %1</translation>
        </message>
        <message>
            <source>Group | P50 wait (range) | P90 wait (range) | measured P90</source>
            <translation>Group | P50 wait (range) | P90 wait (range) | measured P90</translation>
        </message>
        <message>
            <source>Allocated share: %1; effective share: %2; GPU-hours lost to preemption: %3</source>
            <translation>Allocated share: %1; effective share: %2; GPU-hours lost to preemption: %3</translation>
        </message>
        <message>
            <source>Quota satisfaction of %1: %2</source>
            <translation>Quota satisfaction of %1: %2</translation>
        </message>
        <message>
            <source>Target predicted to be met: %1</source>
            <translation>Target predicted to be met: %1</translation>
        </message>
        <message>
            <source>Target not predicted to be met: %1</source>
            <translation>Target not predicted to be met: %1</translation>
        </message>
        <message>
            <source>Shorter P90 wait than, over every seed: %1</source>
            <translation>Shorter P90 wait than, over every seed: %1</translation>
        </message>
        <message>
            <source>Measured today</source>
            <translation>Measured today</translation>
        </message>
        <message>
            <source>%1 asks for %2 GPUs; pool %3 never again has that many free after its GPUs are retired: left out of the replay</source>
            <translation>%1 asks for %2 GPUs; pool %3 never again has that many free after its GPUs are retired: left out of the replay</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WhatifCommand</name>
        <message>
            <source>%1: cannot be read: %2</source>
            <translation>%1: cannot be read: %2</translation>
        </message>
        <message>
            <source>%1: a policy is at most 1 MB</source>
            <translation>%1: a policy is at most 1 MB</translation>
        </message>
        <message>
            <source>Replay the baseline's job log under today's scheduling policy (calibration: it must reproduce the measured P50 and P90 waits within max(20 %, 5 min)) and under each candidate's policy, over several seeds with run times jittered by 10 %: predicted waits per team and time slot, utilization, GPU-hours lost to preemption, quota satisfaction and the improvement targets predicted to be met. A prediction is advice, never a gate's evidence. Never writes to FILE unless --set-policy or --clear-policy is given.</source>
            <translation>Replay the baseline's job log under today's scheduling policy (calibration: it must reproduce the measured P50 and P90 waits within max(20 %, 5 min)) and under each candidate's policy, over several seeds with run times jittered by 10 %: predicted waits per team and time slot, utilization, GPU-hours lost to preemption, quota satisfaction and the improvement targets predicted to be met. A prediction is advice, never a gate's evidence. Never writes to FILE unless --set-policy or --clear-policy is given.</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>Only this candidate (its id, e.g. runai).</source>
            <translation>Only this candidate (its id, e.g. runai).</translation>
        </message>
        <message>
            <source>Replay this policy document (JSON) for the candidate instead of its stored one (with --candidate), or as a candidate of its own.</source>
            <translation>Replay this policy document (JSON) for the candidate instead of its stored one (with --candidate), or as a candidate of its own.</translation>
        </message>
        <message>
            <source>Seeded replays per policy (default 5).</source>
            <translation>Seeded replays per policy (default 5).</translation>
        </message>
        <message>
            <source>Print JSON (waits in seconds, shares from 0 to 1, GPU-hours).</source>
            <translation>Print JSON (waits in seconds, shares from 0 to 1, GPU-hours).</translation>
        </message>
        <message>
            <source>Store this policy document for --candidate C (or --as-is) as one undoable step, and print nothing else.</source>
            <translation>Store this policy document for --candidate C (or --as-is) as one undoable step, and print nothing else.</translation>
        </message>
        <message>
            <source>Remove the stored policy of --candidate C (or --as-is): back to the default.</source>
            <translation>Remove the stored policy of --candidate C (or --as-is): back to the default.</translation>
        </message>
        <message>
            <source>With --set-policy or --clear-policy: today's policy.</source>
            <translation>With --set-policy or --clear-policy: today's policy.</translation>
        </message>
        <message>
            <source>--set-policy and --clear-policy exclude each other</source>
            <translation>--set-policy and --clear-policy exclude each other</translation>
        </message>
        <message>
            <source>say whose policy: --candidate C or --as-is</source>
            <translation>say whose policy: --candidate C or --as-is</translation>
        </message>
        <message>
            <source>Stored the policy (%1)</source>
            <translation>Stored the policy (%1)</translation>
        </message>
        <message>
            <source>Removed the stored policy</source>
            <translation>Removed the stored policy</translation>
        </message>
        <message>
            <source>--as-is goes with --set-policy or --clear-policy</source>
            <translation>--as-is goes with --set-policy or --clear-policy</translation>
        </message>
        <message>
            <source>--seeds takes a whole number from 1 to 100</source>
            <translation>--seeds takes a whole number from 1 to 100</translation>
        </message>
        <message>
            <source>The evaluation has no job records to replay</source>
            <translation>The evaluation has no job records to replay</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WhatifEdits</name>
        <message>
            <source>Today's policy cannot be "as_is": state its kind</source>
            <translation>Today's policy cannot be "as_is": state its kind</translation>
        </message>
        <message>
            <source>Set today's scheduling policy to %1</source>
            <translation>Set today's scheduling policy to %1</translation>
        </message>
        <message>
            <source>Remove today's scheduling policy</source>
            <translation>Remove today's scheduling policy</translation>
        </message>
        <message>
            <source>Set the scheduling policy of %1 to %2</source>
            <translation>Set the scheduling policy of %1 to %2</translation>
        </message>
        <message>
            <source>Remove the scheduling policy of %1</source>
            <translation>Remove the scheduling policy of %1</translation>
        </message>
        <message numerus="yes">
            <source>Record the what-if load exported for %1 (%n hour(s), %2 GPUs)</source>
            <translation>
                <numerusform>Record the what-if load exported for %1 (%n hour, %2 GPUs)</numerusform>
                <numerusform>Record the what-if load exported for %1 (%n hours, %2 GPUs)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gatebench::WhatifExportCommand</name>
        <message>
            <source>--%1 takes a whole number from 1 up, not %2</source>
            <translation>--%1 takes a whole number from 1 up, not %2</translation>
        </message>
        <message>
            <source>Cannot create the folder of %1</source>
            <translation>Cannot create the folder of %1</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>Cannot write %1: %2</translation>
        </message>
        <message>
            <source>%1 needs the columns %2 and %3 in its header</source>
            <translation>%1 needs the columns %2 and %3 in its header</translation>
        </message>
        <message>
            <source>%1 line %2: a replay id and a predicted wait of 0 seconds or more are needed</source>
            <translation>%1 line %2: a replay id and a predicted wait of 0 seconds or more are needed</translation>
        </message>
        <message>
            <source>%1 line %2: the job %3 is predicted twice</source>
            <translation>%1 line %2: the job %3 is predicted twice</translation>
        </message>
        <message>
            <source>The evaluation file (.gatebench).</source>
            <translation>The evaluation file (.gatebench).</translation>
        </message>
        <message>
            <source>The candidate whose PoC replays the load (id).</source>
            <translation>The candidate whose PoC replays the load (id).</translation>
        </message>
        <message>
            <source>The window's length in whole hours (default 4).</source>
            <translation>The window's length in whole hours (default 4).</translation>
        </message>
        <message>
            <source>The PoC cluster's GPUs.</source>
            <translation>The PoC cluster's GPUs.</translation>
        </message>
        <message>
            <source>The folder to write into (created if needed).</source>
            <translation>The folder to write into (created if needed).</translation>
        </message>
        <message>
            <source>Write into a folder that is not empty, replacing an earlier export's files.</source>
            <translation>Write into a folder that is not empty, replacing an earlier export's files.</translation>
        </message>
        <message>
            <source>whatif export needs --%1</source>
            <translation>whatif export needs --%1</translation>
        </message>
        <message>
            <source>%1 is a file, not a folder</source>
            <translation>%1 is a file, not a folder</translation>
        </message>
        <message>
            <source>%1 is not empty; add --force to write into it</source>
            <translation>%1 is not empty; add --force to write into it</translation>
        </message>
        <message>
            <source>Cannot remove %1 of an earlier export</source>
            <translation>Cannot remove %1 of an earlier export</translation>
        </message>
        <message numerus="yes">
            <source>Wrote %1: %n job(s) of the busiest %2 hours, scaled to %3 GPUs.
</source>
            <translation>
                <numerusform>Wrote %1: %n job of the busiest %2 hours, scaled to %3 GPUs.
</numerusform>
                <numerusform>Wrote %1: %n jobs of the busiest %2 hours, scaled to %3 GPUs.
</numerusform>
            </translation>
        </message>
        <message>
            <source>The candidate whose PoC runs are measured (id).</source>
            <translation>The candidate whose PoC runs are measured (id).</translation>
        </message>
        <message>
            <source>Print JSON (waits in seconds).</source>
            <translation>Print JSON (waits in seconds).</translation>
        </message>
        <message>
            <source>whatif accuracy needs --%1</source>
            <translation>whatif accuracy needs --%1</translation>
        </message>
        <message numerus="yes">
            <source>Replay against the PoC, candidate %1: %n job(s) measured and predicted
</source>
            <translation>
                <numerusform>Replay against the PoC, candidate %1: %n job measured and predicted
</numerusform>
                <numerusform>Replay against the PoC, candidate %1: %n jobs measured and predicted
</numerusform>
            </translation>
        </message>
        <message>
            <source>Median absolute error: %1
</source>
            <translation>Median absolute error: %1
</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>none (no job both measured and predicted)</source>
            <translation>none (no job both measured and predicted)</translation>
        </message>
        <message>
            <source>Job | runs | measured wait (s) | predicted wait (s) | absolute error (s)
</source>
            <translation>Job | runs | measured wait (s) | predicted wait (s) | absolute error (s)
</translation>
        </message>
        <message>
            <source>Measured but not predicted: %1</source>
            <translation>Measured but not predicted: %1</translation>
        </message>
        <message>
            <source>Predicted but not measured: %1</source>
            <translation>Predicted but not measured: %1</translation>
        </message>
        <message>
            <source>Runs without a queue wait: %1</source>
            <translation>Runs without a queue wait: %1</translation>
        </message>
        <message>
            <source>Write the busiest hours of the job log, scaled to the PoC cluster, as job scripts the PoC replays: a Slurm batch script, a Volcano Job and a Kueue Job per job, each named by its replay id (gb-1, gb-2 ...) and carrying its team, a submit script per scheduler that submits them at their offsets, a manifest (CSV) and a README. The busiest window: the whole hours from the start of the analysis window whose jobs demand the most GPU-seconds (the earliest of equal ones). GPUs are scaled by the PoC cluster's GPUs over the cluster's; run times and submit offsets are kept. The replay's own prediction of each job's wait on the PoC cluster (the candidate's policy, 5 seeds) goes beside them (predicted_waits.csv), and FILE records the export (one undoable step) so that whatif accuracy and the What-if page predict the same waits again.</source>
            <translation>Write the busiest hours of the job log, scaled to the PoC cluster, as job scripts the PoC replays: a Slurm batch script, a Volcano Job and a Kueue Job per job, each named by its replay id (gb-1, gb-2 ...) and carrying its team, a submit script per scheduler that submits them at their offsets, a manifest (CSV) and a README. The busiest window: the whole hours from the start of the analysis window whose jobs demand the most GPU-seconds (the earliest of equal ones). GPUs are scaled by the PoC cluster's GPUs over the cluster's; run times and submit offsets are kept. The replay's own prediction of each job's wait on the PoC cluster (the candidate's policy, 5 seeds) goes beside them (predicted_waits.csv), and FILE records the export (one undoable step) so that whatif accuracy and the What-if page predict the same waits again.</translation>
        </message>
        <message>
            <source>Set the queue waits the PoC measured for the replayed jobs (PoC runs imported with a replay id) beside the waits the replay predicts for the load whatif export recorded for the candidate (or those of PRED.csv: columns replay_id and predicted_wait_s, seconds), and print their median absolute error. A job replayed more than once is measured by the median of its runs. Never writes to FILE.</source>
            <translation>Set the queue waits the PoC measured for the replayed jobs (PoC runs imported with a replay id) beside the waits the replay predicts for the load whatif export recorded for the candidate (or those of PRED.csv: columns replay_id and predicted_wait_s, seconds), and print their median absolute error. A job replayed more than once is measured by the median of its runs. Never writes to FILE.</translation>
        </message>
        <message>
            <source>The predicted waits (CSV); default: the replay of the load exported for the candidate.</source>
            <translation>The predicted waits (CSV); default: the replay of the load exported for the candidate.</translation>
        </message>
        <message numerus="yes">
            <source>Predicted by replaying the exported load (%n hour(s), %1 GPUs, %2 seeds)
</source>
            <translation>
                <numerusform>Predicted by replaying the exported load (%n hour, %1 GPUs, %2 seeds)
</numerusform>
                <numerusform>Predicted by replaying the exported load (%n hours, %1 GPUs, %2 seeds)
</numerusform>
            </translation>
        </message>
        <message>
            <source>Predicted waits from %1
</source>
            <translation>Predicted waits from %1
</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WhatifP90Chart</name>
        <message>
            <source>P90 queue wait (min)</source>
            <translation>P90 queue wait (min)</translation>
        </message>
        <message>
            <source>P90 queue wait (min), uncalibrated</source>
            <translation>P90 queue wait (min), uncalibrated</translation>
        </message>
        <message>
            <source>%1, %2: measured P90 %3</source>
            <translation>%1, %2: measured P90 %3</translation>
        </message>
        <message>
            <source>%1, %2: predicted P90 %3</source>
            <translation>%1, %2: predicted P90 %3</translation>
        </message>
        <message>
            <source>(%1 to %2 over the seeds)</source>
            <translation>(%1 to %2 over the seeds)</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WhatifPage</name>
        <message>
            <source>%1 (%2 to %3)</source>
            <translation>%1 (%2 to %3)</translation>
        </message>
        <message>
            <source>no data</source>
            <translation>no data</translation>
        </message>
        <message>
            <source>Scheduling what-if</source>
            <translation>Scheduling what-if</translation>
        </message>
        <message>
            <source>Simulated data: this job log describes no real cluster.</source>
            <translation>Simulated data: this job log describes no real cluster.</translation>
        </message>
        <message>
            <source>The baseline's job log replayed under today's scheduling policy and under each candidate's, before the PoC. &lt;b&gt;Every figure on this page is a prediction: advice beside the evidence, it never settles a gate.&lt;/b&gt;</source>
            <translation>The baseline's job log replayed under today's scheduling policy and under each candidate's, before the PoC. &lt;b&gt;Every figure on this page is a prediction: advice beside the evidence, it never settles a gate.&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Replay again</source>
            <translation>Replay again</translation>
        </message>
        <message numerus="yes">
            <source>Replays the job log under every policy, %n seeds each</source>
            <translation>
                <numerusform>Replays the job log under every policy, %n seed each</numerusform>
                <numerusform>Replays the job log under every policy, %n seeds each</numerusform>
            </translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Calibration: today's policy replayed against the measured waits</source>
            <translation>Calibration: today's policy replayed against the measured waits</translation>
        </message>
        <message>
            <source>Edit today's policy…</source>
            <translation>Edit today's policy…</translation>
        </message>
        <message>
            <source>Candidates: predicted waits, utilization and targets (all figures are predictions)</source>
            <translation>Candidates: predicted waits, utilization and targets (all figures are predictions)</translation>
        </message>
        <message>
            <source>One candidate in detail (predictions)</source>
            <translation>One candidate in detail (predictions)</translation>
        </message>
        <message>
            <source>Candidate:</source>
            <translation>Candidate:</translation>
        </message>
        <message>
            <source>Edit its policy…</source>
            <translation>Edit its policy…</translation>
        </message>
        <message>
            <source>Improvement targets (prediction)</source>
            <translation>Improvement targets (prediction)</translation>
        </message>
        <message>
            <source>No improvement target the replay predicts (queue waits, utilization, quota satisfaction) is set on the Baseline page.</source>
            <translation>No improvement target the replay predicts (queue waits, utilization, quota satisfaction) is set on the Baseline page.</translation>
        </message>
        <message>
            <source>Utilization, preemption and quotas (prediction)</source>
            <translation>Utilization, preemption and quotas (prediction)</translation>
        </message>
        <message>
            <source>Sweep one parameter of this candidate (prediction)</source>
            <translation>Sweep one parameter of this candidate (prediction)</translation>
        </message>
        <message>
            <source> GPUs</source>
            <translation> GPUs</translation>
        </message>
        <message>
            <source>from</source>
            <translation>from</translation>
        </message>
        <message>
            <source>to</source>
            <translation>to</translation>
        </message>
        <message>
            <source>by</source>
            <translation>by</translation>
        </message>
        <message>
            <source>Sweep</source>
            <translation>Sweep</translation>
        </message>
        <message>
            <source>No evaluation is open. Use File &gt; New or File &gt; Open.</source>
            <translation>No evaluation is open. Use File &gt; New or File &gt; Open.</translation>
        </message>
        <message numerus="yes">
            <source>Replaying the job log under every policy, %n seeds each…</source>
            <translation>
                <numerusform>Replaying the job log under every policy, %n seed each…</numerusform>
                <numerusform>Replaying the job log under every policy, %n seeds each…</numerusform>
            </translation>
        </message>
        <message>
            <source>No job records are imported: there is nothing to replay. Import the job log on the Baseline page first.</source>
            <translation>No job records are imported: there is nothing to replay. Import the job log on the Baseline page first.</translation>
        </message>
        <message>
            <source>Stopping the replays…</source>
            <translation>Stopping the replays…</translation>
        </message>
        <message>
            <source>Cancelled: the figures below are those of the last full run.</source>
            <translation>Cancelled: the figures below are those of the last full run.</translation>
        </message>
        <message>
            <source>Cancelled: nothing was replayed. Replay again to see the predictions.</source>
            <translation>Cancelled: nothing was replayed. Replay again to see the predictions.</translation>
        </message>
        <message numerus="yes">
            <source>%n seeded replays per policy, run times jittered by up to 10 %.</source>
            <translation>
                <numerusform>%n seeded replay per policy, run times jittered by up to 10 %.</numerusform>
                <numerusform>%n seeded replays per policy, run times jittered by up to 10 %.</numerusform>
            </translation>
        </message>
        <message>
            <source>Assumptions of every figure on this page:</source>
            <translation>Assumptions of every figure on this page:</translation>
        </message>
        <message numerus="yes">
            <source>P90 queue wait per team: measured today and predicted per candidate (median and range over %n seeds)</source>
            <translation>
                <numerusform>P90 queue wait per team: measured today and predicted per candidate (median and range over %n seed)</numerusform>
                <numerusform>P90 queue wait per team: measured today and predicted per candidate (median and range over %n seeds)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>P90 queue wait per team: measured today and predicted per candidate, UNCALIBRATED (median and range over %n seeds)</source>
            <translation>
                <numerusform>P90 queue wait per team: measured today and predicted per candidate, UNCALIBRATED (median and range over %n seed)</numerusform>
                <numerusform>P90 queue wait per team: measured today and predicted per candidate, UNCALIBRATED (median and range over %n seeds)</numerusform>
            </translation>
        </message>
        <message>
            <source>Today's policy (assumed: the committee has stated none): %1</source>
            <translation>Today's policy (assumed: the committee has stated none): %1</translation>
        </message>
        <message>
            <source>Today's policy, as the committee states it: %1</source>
            <translation>Today's policy, as the committee states it: %1</translation>
        </message>
        <message>
            <source>Calibrated: replaying today's policy reproduces the measured P50 and P90 queue waits within max(20 %, 5 min), overall and for every team with at least %1 started jobs. The candidates' predictions below can be compared with each other and with today.</source>
            <translation>Calibrated: replaying today's policy reproduces the measured P50 and P90 queue waits within max(20 %, 5 min), overall and for every team with at least %1 started jobs. The candidates' predictions below can be compared with each other and with today.</translation>
        </message>
        <message>
            <source>Uncalibrated: replaying today's policy does not reproduce the measured waits within max(20 %, 5 min) (the rows marked "no"). Every prediction below is marked uncalibrated: state today's policy more exactly before comparing candidates.</source>
            <translation>Uncalibrated: replaying today's policy does not reproduce the measured waits within max(20 %, 5 min) (the rows marked "no"). Every prediction below is marked uncalibrated: state today's policy more exactly before comparing candidates.</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>Group</translation>
        </message>
        <message>
            <source>Jobs started</source>
            <translation>Jobs started</translation>
        </message>
        <message>
            <source>Measured P50</source>
            <translation>Measured P50</translation>
        </message>
        <message>
            <source>Replayed P50 (range)</source>
            <translation>Replayed P50 (range)</translation>
        </message>
        <message>
            <source>Measured P90</source>
            <translation>Measured P90</translation>
        </message>
        <message>
            <source>Replayed P90 (range)</source>
            <translation>Replayed P90 (range)</translation>
        </message>
        <message>
            <source>Within max(20 %, 5 min)</source>
            <translation>Within max(20 %, 5 min)</translation>
        </message>
        <message>
            <source>All jobs</source>
            <translation>All jobs</translation>
        </message>
        <message>
            <source>not checked (under %1 started jobs)</source>
            <translation>not checked (under %1 started jobs)</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Policy</source>
            <translation>Policy</translation>
        </message>
        <message>
            <source>P50, all jobs</source>
            <translation>P50, all jobs</translation>
        </message>
        <message>
            <source>P90, all jobs (range)</source>
            <translation>P90, all jobs (range)</translation>
        </message>
        <message>
            <source>Allocated</source>
            <translation>Allocated</translation>
        </message>
        <message>
            <source>Effective</source>
            <translation>Effective</translation>
        </message>
        <message>
            <source>GPU-h lost to preemption</source>
            <translation>GPU-h lost to preemption</translation>
        </message>
        <message>
            <source>Targets met</source>
            <translation>Targets met</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>policy assumed</source>
            <translation>policy assumed</translation>
        </message>
        <message>
            <source>uncalibrated</source>
            <translation>uncalibrated</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>no target it predicts</source>
            <translation>no target it predicts</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
        <message>
            <source>%1 is predicted a shorter P90 wait (all jobs) than %2, over every seed.</source>
            <translation>%1 is predicted a shorter P90 wait (all jobs) than %2, over every seed.</translation>
        </message>
        <message>
            <source>Ranking: the candidates' P90 ranges overlap over the seeds, so the replay ranks none of them above another.</source>
            <translation>Ranking: the candidates' P90 ranges overlap over the seeds, so the replay ranks none of them above another.</translation>
        </message>
        <message>
            <source>Ranking, only where the P90 ranges over the seeds do not overlap: %1 Any pair not named overlaps and is not ranked.</source>
            <translation>Ranking, only where the P90 ranges over the seeds do not overlap: %1 Any pair not named overlaps and is not ranked.</translation>
        </message>
        <message>
            <source>Uncalibrated: %1</source>
            <translation>Uncalibrated: %1</translation>
        </message>
        <message>
            <source>Policy: %1.</source>
            <translation>Policy: %1.</translation>
        </message>
        <message>
            <source>Assumption: a default, not the committee's (%1).</source>
            <translation>Assumption: a default, not the committee's (%1).</translation>
        </message>
        <message>
            <source>Uncalibrated prediction.</source>
            <translation>Uncalibrated prediction.</translation>
        </message>
        <message>
            <source>Jobs</source>
            <translation>Jobs</translation>
        </message>
        <message>
            <source>Predicted P50 (range)</source>
            <translation>Predicted P50 (range)</translation>
        </message>
        <message>
            <source>Predicted P90 (range)</source>
            <translation>Predicted P90 (range)</translation>
        </message>
        <message>
            <source>Predicted P90 against today</source>
            <translation>Predicted P90 against today</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>not measured apart</source>
            <translation>not measured apart</translation>
        </message>
        <message>
            <source>shorter</source>
            <translation>shorter</translation>
        </message>
        <message>
            <source>longer</source>
            <translation>longer</translation>
        </message>
        <message>
            <source>about the same</source>
            <translation>about the same</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Target</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>Today</translation>
        </message>
        <message>
            <source>Target value</source>
            <translation>Target value</translation>
        </message>
        <message>
            <source>Predicted (range)</source>
            <translation>Predicted (range)</translation>
        </message>
        <message>
            <source>Predicted to be met</source>
            <translation>Predicted to be met</translation>
        </message>
        <message>
            <source>yes, over every seed</source>
            <translation>yes, over every seed</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>Figure</translation>
        </message>
        <message>
            <source>Allocated utilization (GPUs held, of %1 GPUs%2)</source>
            <translation>Allocated utilization (GPUs held, of %1 GPUs%2)</translation>
        </message>
        <message>
            <source>, inferred</source>
            <translation>, inferred</translation>
        </message>
        <message>
            <source>Effective utilization (GPUs held x their recorded utilization)</source>
            <translation>Effective utilization (GPUs held x their recorded utilization)</translation>
        </message>
        <message>
            <source>GPU-hours lost to preemption (work since the last checkpoint)</source>
            <translation>GPU-hours lost to preemption (work since the last checkpoint)</translation>
        </message>
        <message>
            <source>Quota satisfaction of %1 (time its demand up to its quota was met)</source>
            <translation>Quota satisfaction of %1 (time its demand up to its quota was met)</translation>
        </message>
        <message>
            <source>Quota satisfaction</source>
            <translation>Quota satisfaction</translation>
        </message>
        <message>
            <source>no team has a quota under this policy</source>
            <translation>no team has a quota under this policy</translation>
        </message>
        <message>
            <source>Jobs left out (they can never start under this policy)</source>
            <translation>Jobs left out (they can never start under this policy)</translation>
        </message>
        <message>
            <source>GPUs of %1 (quota, reservation or weight)</source>
            <translation>GPUs of %1 (quota, reservation or weight)</translation>
        </message>
        <message>
            <source>Borrowing off and on</source>
            <translation>Borrowing off and on</translation>
        </message>
        <message numerus="yes">
            <source>Sweeping: each value replayed %n times…</source>
            <translation>
                <numerusform>Sweeping: each value replayed %n time…</numerusform>
                <numerusform>Sweeping: each value replayed %n times…</numerusform>
            </translation>
        </message>
        <message>
            <source>Sweep cancelled.</source>
            <translation>Sweep cancelled.</translation>
        </message>
        <message>
            <source>Borrowing</source>
            <translation>Borrowing</translation>
        </message>
        <message>
            <source>GPUs of %1</source>
            <translation>GPUs of %1</translation>
        </message>
        <message>
            <source>%1: predicted P90 (range)</source>
            <translation>%1: predicted P90 (range)</translation>
        </message>
        <message>
            <source>All jobs: predicted P90 (range)</source>
            <translation>All jobs: predicted P90 (range)</translation>
        </message>
        <message>
            <source>on</source>
            <translation>on</translation>
        </message>
        <message>
            <source>off</source>
            <translation>off</translation>
        </message>
        <message numerus="yes">
            <source>Predicted P90 per team at each value (%n seeds each).</source>
            <translation>
                <numerusform>Predicted P90 per team at each value (%n seed each).</numerusform>
                <numerusform>Predicted P90 per team at each value (%n seeds each).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>UNCALIBRATED predictions: predicted P90 per team at each value (%n seeds each).</source>
            <translation>
                <numerusform>UNCALIBRATED predictions: predicted P90 per team at each value (%n seed each).</numerusform>
                <numerusform>UNCALIBRATED predictions: predicted P90 per team at each value (%n seeds each).</numerusform>
            </translation>
        </message>
        <message>
            <source>Checked against the PoC: the replay's predicted waits of an exported load against the waits the PoC measured</source>
            <translation>Checked against the PoC: the replay's predicted waits of an exported load against the waits the PoC measured</translation>
        </message>
        <message>
            <source>The PoC runs could not be read: %1</source>
            <translation>The PoC runs could not be read: %1</translation>
        </message>
        <message>
            <source>No PoC run names a replayed job yet. Export a candidate's busiest hours with gatebench whatif export, replay them on the PoC cluster and import the runs with their replay job ids: the replay's error against them shows here.</source>
            <translation>No PoC run names a replayed job yet. Export a candidate's busiest hours with gatebench whatif export, replay them on the PoC cluster and import the runs with their replay job ids: the replay's error against them shows here.</translation>
        </message>
        <message>
            <source>Each job of the exported load is predicted by replaying it on the PoC cluster under the candidate's policy, its limits scaled as the jobs are (median over the seeds); measured: the queue wait of its PoC runs (their median). The error of a job = |predicted - measured|.</source>
            <translation>Each job of the exported load is predicted by replaying it on the PoC cluster under the candidate's policy, its limits scaled as the jobs are (median over the seeds); measured: the queue wait of its PoC runs (their median). The error of a job = |predicted - measured|.</translation>
        </message>
        <message>
            <source>Jobs measured and predicted</source>
            <translation>Jobs measured and predicted</translation>
        </message>
        <message>
            <source>Median absolute error</source>
            <translation>Median absolute error</translation>
        </message>
        <message>
            <source>Exported load</source>
            <translation>Exported load</translation>
        </message>
        <message numerus="yes">
            <source>busiest %n hour(s), %1 GPUs, %2 seeds</source>
            <translation>
                <numerusform>busiest %n hour, %1 GPUs, %2 seeds</numerusform>
                <numerusform>busiest %n hours, %1 GPUs, %2 seeds</numerusform>
            </translation>
        </message>
        <message>
            <source>none recorded</source>
            <translation>none recorded</translation>
        </message>
        <message numerus="yes">
            <source>%n measured but not predicted</source>
            <translation>
                <numerusform>%n measured but not predicted</numerusform>
                <numerusform>%n measured but not predicted</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n predicted but not measured</source>
            <translation>
                <numerusform>%n predicted but not measured</numerusform>
                <numerusform>%n predicted but not measured</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n run(s) without a queue wait</source>
            <translation>
                <numerusform>%n run without a queue wait</numerusform>
                <numerusform>%n runs without a queue wait</numerusform>
            </translation>
        </message>
        <message>
            <source>Checked against the PoC: this candidate's replayed jobs</source>
            <translation>Checked against the PoC: this candidate's replayed jobs</translation>
        </message>
        <message numerus="yes">
            <source>%n job(s) measured and predicted; median absolute error %1.</source>
            <translation>
                <numerusform>%n job measured and predicted; median absolute error %1.</numerusform>
                <numerusform>%n jobs measured and predicted; median absolute error %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>No job is both measured and predicted.</source>
            <translation>No job is both measured and predicted.</translation>
        </message>
        <message>
            <source>Replay job id</source>
            <translation>Replay job id</translation>
        </message>
        <message>
            <source>PoC runs</source>
            <translation>PoC runs</translation>
        </message>
        <message>
            <source>Measured wait</source>
            <translation>Measured wait</translation>
        </message>
        <message>
            <source>Predicted wait</source>
            <translation>Predicted wait</translation>
        </message>
        <message>
            <source>Absolute error</source>
            <translation>Absolute error</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WorkflowCoverageModel</name>
        <message>
            <source>Not recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 / %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Essential step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owning team: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not named</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Permission boundary: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not described</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Note: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: essential step; a gap here is cited by the key-workflow gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: not marked essential</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::WorkflowCoverageRepository</name>
        <message>
            <source>The workflow coverage of %1 has an unknown step or mode (%2, %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An essential workflow step has an unknown key %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::WorkflowCoverageView</name>
        <message>
            <source>How each candidate in the PoC covers each step of the chain from data to rollback: run by the platform, done by hand around it, or not covered, with the team that owns the step and the permission boundary (hover over a cell). Double-click a cell to edit it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Essential steps (★):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The key-workflow gate cites a candidate's gaps in the essential steps as evidence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not recorded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No evaluation is open.</source>
            <translation>No evaluation is open.</translation>
        </message>
        <message>
            <source>No candidate is marked for the PoC yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::WorkflowGaps</name>
        <message>
            <source>Workflow coverage: no workflow step is marked essential yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Workflow coverage: every essential step is platform-managed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (not recorded)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>%1 (%2, owned by %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Workflow coverage gaps in essential steps: %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::WorkflowSteps</name>
        <message>
            <source>Data preparation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Experiment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Training</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model registration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deployment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Monitoring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rollback</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Platform-managed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Manual</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not covered</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::Workspace</name>
        <message>
            <source>Redo: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The import %1 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>candidate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>requirement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>assessment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bonus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>evidence file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reviewer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>vendor answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>setting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cost line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The %1 %2 was removed by someone else since you read it; nothing was written. The view now shows the current state.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The %1 %2 was changed by someone else since you read it; nothing was written. The view now shows the current value.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The %1 %2 was added by someone else since you read it; nothing was written. The view now shows the current value.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The %1 %2 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The %1 %2 was changed by someone else while the import was read; nothing was imported.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An import adds and changes rows; it never removes any</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PoC scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>workflow coverage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>essential step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU pool</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>loss owner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>improvement target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cost scenario</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line multiplier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FX rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exit item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>decision record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 failed the integrity check: %2</source>
            <translation>%1 failed the integrity check: %2</translation>
        </message>
        <message>
            <source>%1 The evaluation is open read-only: nothing can be changed in it.</source>
            <translation>%1 The evaluation is open read-only: nothing can be changed in it.</translation>
        </message>
        <message>
            <source>The file could not be checked (%1), so the evaluation is open read-only: nothing can be changed in it. Close it and open it again to check it again.</source>
            <translation>The file could not be checked (%1), so the evaluation is open read-only: nothing can be changed in it. Close it and open it again to check it again.</translation>
        </message>
        <message>
            <source>signature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>consensus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>recusal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a member of this evaluation's committee (gatebench members FILE lists them)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>four-week plan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>plan check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>meeting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>attendance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>agenda item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>meeting's decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>meeting's action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>scheduling policy</source>
            <translation>scheduling policy</translation>
        </message>
        <message>
            <source>The connection to the server of %1 was lost (%2). GateBench connects again as soon as it is back; until then nothing can be written.</source>
            <translation>The connection to the server of %1 was lost (%2). GateBench connects again as soon as it is back; until then nothing can be written.</translation>
        </message>
        <message>
            <source>Connected again to the server of %1; the views show its current state.</source>
            <translation>Connected again to the server of %1; the views show its current state.</translation>
        </message>
        <message>
            <source>The connection to the server of %1 is lost: nothing was written. GateBench connects again as soon as the server is back; then make the change again.</source>
            <translation>The connection to the server of %1 is lost: nothing was written. GateBench connects again as soon as the server is back; then make the change again.</translation>
        </message>
        <message>
            <source>this window's connection to it was closed</source>
            <translation>this window's connection to it was closed</translation>
        </message>
    </context>
    <context>
        <name>gatebench::WriteGuard</name>
        <message>
            <source>Signed: the chair must reopen the decision first. The decision was signed and frozen by %1 on %2, and this change (of a %3) would change the data its fingerprint covers. Nothing was written. The chair can reopen it with a reason (Reopen… on the Report page, or gatebench reopen FILE --reason TEXT), which clears the signatures.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>manage the members, their assignments and quorums</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>declare or withdraw another member's recusal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change another member's bonus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sign for another member</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change the evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2) may not %3: not permitted for %2; nothing was changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only the chair may %1, and no member is chosen to act (choose who acts, or give --as-member ID): not permitted; nothing was changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a member of this evaluation's committee: not permitted; nothing was changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 recused from %2: their scores for it are refused (not permitted for %3); nothing was changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>import into the evaluation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>open, close or reveal scoring rounds, set consensus scores, record seals, take snapshots or freeze the decision</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ZipArchiveReader</name>
        <message>
            <source>%1 in the archive %2 unpacks to more than %3 times its compressed size of %4: GateBench refuses it as a possible ZIP bomb</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the CSV files in the archive %1 unpack to more than %2 (reached at %3): GateBench refuses it as a possible ZIP bomb</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the CSV files in the archive %1 unpack to more than %2 times their compressed size of %3: GateBench refuses it as a possible ZIP bomb</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 in the archive %2 is damaged and cannot be unpacked (ZIP error %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a readable ZIP archive (cut short or damaged)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the archive %1 holds more than %2 files; GateBench reads archives of at most %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 in the archive %2 is encrypted: GateBench cannot read password-protected files; add it to the archive without a password</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 in the archive %2 is compressed with a method GateBench cannot read (method %3); use the usual Deflate method</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot open %1: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::ZipFormat</name>
        <message>
            <source>ZIP archive of CSV files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the archive holds no CSV file</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::assessments</name>
        <message>
            <source>The requirement %1 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The candidate %1 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: only gate criteria take a verdict (Pass, Fail, Unknown or Waived).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: a Fail cannot be waived. A waiver only covers a gate nobody could verify yet (Unknown); if the Fail no longer holds, record the new evidence and set the gate to Unknown first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: the gate is already passed, so there is nothing to waive.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: a waiver needs an owner, a reason and an expiry date (in a pasted cell: W: owner; reason; YYYY-MM-DD).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: a waiver needs an owner, a reason and an expiry date.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: the expiry date %2 has passed; an expired waiver counts as Unknown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 requires evidence: write an evidence note before marking it %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: only bonus criteria take a score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: a score is a number from 0 to 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A waiver needs an owner, a reason and an expiry date.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 requires evidence: a Pass or Fail cannot lose its evidence note. Set the gate to Unknown first if the evidence no longer holds.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: "%2" is not a verdict (P, F, U or W)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: "%2" is not a score from 0 to 5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: deferred items take no verdict or score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was pasted. %1</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>(and %n more)</source>
            <translation>
                <numerusform>(and %n more)</numerusform>
                <numerusform>(and %n more)</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 is not a file that can be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is %2 MiB; evidence files are limited to 20 MiB. Attach a smaller extract, or add a link to where the file is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is already attached to this cell as %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The evidence file %1 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 candidates still in the running are in the PoC (%2). The guide advises at most three, so that each one gets the same full workload and fault drills; consider leaving one out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set the verdict of %1 on “%2” to %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waive “%2” for %1 until %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>edit the evidence of %1 on “%2”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set the score of %1 on “%2” to %3 (reviewer %4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>clear the score of %1 on “%2” (reviewer %3)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>paste %n verdicts and scores</source>
            <translation>
                <numerusform>paste %n verdict or score</numerusform>
                <numerusform>paste %n verdicts and scores</numerusform>
            </translation>
        </message>
        <message>
            <source>attach %1 to %2 on “%3”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove %1 from %2 on “%3”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: this gate's verdict is computed from the PoC runs (%2); the chair can override it with a reason instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: the chair has overridden this gate to %2; clear the override before waiving it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: a Fail computed from the PoC runs cannot be waived (%2). A waiver only covers a gate nobody could verify yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: only a gate with a metric rule has a computed verdict to override.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: an override is Pass or Fail.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: an override needs a reason (the computed verdict stays on record).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: someone else changed the override since it was shown; look again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>override “%2” for %1 to %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>clear the override of “%2” for %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: scoring round %2 is closed and takes no more scores.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::consensus</name>
        <message>
            <source>There is no candidate %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no requirement %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a bonus criterion: only bonus cells take a consensus score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reveal a scoring round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no scoring round to reveal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Several scoring rounds are sealed: name the one to reveal (--round).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no scoring round %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring round %1 is already revealed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 / %2: %3 of %4 scores</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Scoring round %1 cannot be revealed yet: %n cell(s) short of their quorum (%2). Reveal it before with a reason (--reason).</source>
            <translation>
                <numerusform>Scoring round %1 cannot be revealed yet: %n cell short of its quorum (%2). Reveal it before with a reason (--reason).</numerusform>
                <numerusform>Scoring round %1 cannot be revealed yet: %n cells short of their quorum (%2). Reveal it before with a reason (--reason).</numerusform>
            </translation>
        </message>
        <message>
            <source>reveal scoring round %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set a consensus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A consensus score is a number from 0 to 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A consensus score needs a reason of at least %1 characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 / %2 is sealed in scoring round %3: reveal the round first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set the consensus score of %1 on “%2” to %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove a consensus score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove the consensus score of %1 on “%2”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change the spread that flags a cell</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The spread that flags a cell is a number above 0, at most 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>flag cells whose scores lie %1 points or more apart</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::criteria</name>
        <message>
            <source>The requirement %1 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A requirement needs a title.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The column %1 of a requirement cannot be edited here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only bonus criteria have a weight; gates are never weighted or averaged.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A weight is a number of 0 or more (0 leaves the criterion out of the score).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only deferred items have a review date.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a date; write it as YYYY-MM-DD.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line %1: "%2" is not a tier; write gate, bonus or deferred (门槛, 加分 or 暂缓).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line %1: a requirement needs a title.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The clipboard holds no requirement rows (columns: title, tier, category, owner, acceptance).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add the requirement “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add %1 requirements</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>change “%1” of “%2”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>edit the question for the vendors of “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>edit the requirement “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>move “%1” to %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>move “%1” to row %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove the requirement “%1”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only a gate criterion takes a metric rule: its verdict is computed from the PoC runs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The PoC catalogue has no scenario %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>gatebench::poc</name>
        <message>
            <source>The PoC scenario %1 no longer exists</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A PoC scenario needs a title.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The minimum number of runs is a whole number from 0 to %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” already names the PoC scenario “%2”; result files could not tell them apart.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“%1” cannot be the id of a PoC scenario: use lower-case letters, digits and hyphens (at most 64)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is already a PoC scenario %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add PoC scenario %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit PoC scenario %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove PoC scenario %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>gatebench: no display is available to open the window. Run it in a desktop session, or use a command that needs no display (gatebench --help).
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gatebench: open one file at a time
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gatebench: unknown page %1 (use one of: %2)
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gatebench: unknown view %1 (use one of: %2)
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gatebench: --present needs the evaluation FILE to present
</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
