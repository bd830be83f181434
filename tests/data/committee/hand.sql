-- A hand-built committee on the English demo (tests/tst_committee.cpp; the numbers are worked out by
-- hand in README.md). One statement a line.
UPDATE reviewers SET permission = 'chair', function = 'platform' WHERE id = 'r1';
UPDATE reviewers SET function = 'security' WHERE id = 'r2';
UPDATE reviewers SET function = 'finance' WHERE id = 'r3';
UPDATE reviewers SET function = 'algorithm' WHERE id = 'r4';
INSERT INTO reviewers (id, name, role, simulated, permission, function) VALUES ('o1', 'Observer One', '', 0, 'observer', 'business');
INSERT INTO scoring_quorums (criterion_id, quorum) VALUES ('bonus-automation', 3);
INSERT INTO recusals (member_id, candidate_id, reason, declared_at) VALUES ('r4', 'modelarts', 'Worked for the vendor until 2025', '2026-11-20T08:00:00Z');
INSERT INTO scoring_rounds (id, state, opened_by, opened_at, closed_by, closed_at, revealed_by, revealed_at) VALUES (1, 'revealed', 'r1', '2026-11-25T08:00:00Z', 'r1', '2026-11-26T08:00:00Z', 'r1', '2026-11-27T08:00:00Z');
INSERT INTO round_cells (round_id, candidate_id, criterion_id) VALUES (1, 'runai', 'bonus-experience'), (1, 'runai', 'bonus-ecosystem'), (1, 'k8s-oss', 'bonus-experience');
UPDATE bonus_scores SET round_id = 1 WHERE candidate_id IN ('runai', 'k8s-oss') AND criterion_id = 'bonus-experience';
UPDATE bonus_scores SET round_id = 1 WHERE candidate_id = 'runai' AND criterion_id = 'bonus-ecosystem';
UPDATE bonus_scores SET score = 1 WHERE candidate_id = 'runai' AND criterion_id = 'bonus-experience' AND reviewer_id = 'r1';
UPDATE bonus_scores SET score = 2 WHERE candidate_id = 'runai' AND criterion_id = 'bonus-experience' AND reviewer_id = 'r3';
UPDATE bonus_scores SET score = 5 WHERE candidate_id = 'runai' AND criterion_id = 'bonus-experience' AND reviewer_id = 'r4';
UPDATE bonus_scores SET score = 1 WHERE candidate_id = 'k8s-oss' AND criterion_id = 'bonus-experience' AND reviewer_id = 'r1';
UPDATE bonus_scores SET score = 3 WHERE candidate_id = 'k8s-oss' AND criterion_id = 'bonus-experience' AND reviewer_id = 'r3';
INSERT INTO consensus_scores (candidate_id, criterion_id, score, reason, set_by, round_id, set_at) VALUES ('k8s-oss', 'bonus-experience', 2, 'Agreed at the review meeting of 27 November', 'r1', 1, '2026-11-27T09:00:00Z');
INSERT INTO scoring_rounds (id, state, deadline, opened_by, opened_at) VALUES (2, 'open', '2026-12-02', 'r1', '2026-11-28T08:00:00Z');
INSERT INTO round_cells (round_id, candidate_id, criterion_id) VALUES (2, 'openshift-ai', 'bonus-automation'), (2, 'openshift-ai', 'bonus-ecosystem');
DELETE FROM bonus_scores WHERE candidate_id = 'openshift-ai' AND criterion_id = 'bonus-automation' AND reviewer_id <> 'r2';
UPDATE bonus_scores SET round_id = 2, score = 5 WHERE candidate_id = 'openshift-ai' AND criterion_id = 'bonus-automation' AND reviewer_id = 'r2';
DELETE FROM bonus_scores WHERE candidate_id = 'openshift-ai' AND criterion_id = 'bonus-ecosystem' AND reviewer_id IN ('r3', 'r4');
UPDATE bonus_scores SET round_id = 2 WHERE candidate_id = 'openshift-ai' AND criterion_id = 'bonus-ecosystem';
