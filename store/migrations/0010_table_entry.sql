-- Table entry the service can vouch for.
-- Who last changed each line: '' for the director, or the table whose phone
-- sent it ("table 3, round 2"): a table may correct its own entry but never
-- a line the director has put there. Lines entered before this step take
-- the source of the change that last put them there.
ALTER TABLE lines ADD COLUMN source TEXT NOT NULL DEFAULT '';
UPDATE lines SET source = COALESCE((
    SELECT a.source FROM audit a
    WHERE a.session_id = lines.session_id AND a.kind = 'line' AND a.state = 0 AND a.after IS NOT NULL
      AND COALESCE(json_extract(a.after, '$.section'), '') = lines.section
      AND json_extract(a.after, '$.board') = lines.board
      AND json_extract(a.after, '$.ns') = lines.ns AND json_extract(a.after, '$.ew') = lines.ew
    ORDER BY a.id DESC LIMIT 1), '')
WHERE session_id IN (SELECT session_id FROM submissions);
-- A result's id is the page's own, so it is kept per table: two tables (of
-- two sections, say) whose pages drew the same id send two results. Ids
-- kept before this step are known by session alone (table 0).
ALTER TABLE submissions RENAME TO submissions_by_session;
CREATE TABLE submissions (
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    section    TEXT NOT NULL DEFAULT '',
    table_no   INTEGER NOT NULL DEFAULT 0,
    client_id  TEXT NOT NULL,
    answer     TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (session_id, section, table_no, client_id)
);
INSERT INTO submissions(session_id, section, table_no, client_id, answer)
    SELECT session_id, COALESCE(json_extract(answer, '$.section'), ''), 0, client_id, answer FROM submissions_by_session;
DROP TABLE submissions_by_session;
-- A table the director has moved on to a later round (it could not play a
-- board): it enters that round's boards from then on.
CREATE TABLE table_rounds (
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    section    TEXT NOT NULL DEFAULT '',
    table_no   INTEGER NOT NULL,
    round      INTEGER NOT NULL,
    PRIMARY KEY (session_id, section, table_no)
);
