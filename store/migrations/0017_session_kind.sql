-- The kind of competition a session holds: teams or individual. A session
-- without a row here is a pairs session, as every session stored before
-- kinds were told apart is.
CREATE TABLE IF NOT EXISTS session_kinds (
    session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
    kind       TEXT NOT NULL
);
