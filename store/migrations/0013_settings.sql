-- The club's own settings that belong to no session, by name: the
-- password of a results service the club uploads to, say.
CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
