-- Table entry from the players' phones.
-- Each table's access code: random, kept so that the codes printed on the
-- table cards still open the table after a restart.
CREATE TABLE table_codes (
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    table_no   INTEGER NOT NULL,
    code       TEXT NOT NULL UNIQUE,
    PRIMARY KEY (session_id, table_no)
);
-- Each result a table sent, by the id its page gave it: a result sent again
-- (the network dropped the answer) is answered from here and stored once.
CREATE TABLE submissions (
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    client_id  TEXT NOT NULL,
    answer     TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (session_id, client_id)
);
-- Rounds the director has locked: tables can no longer correct them.
CREATE TABLE round_locks (
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    round      INTEGER NOT NULL,
    PRIMARY KEY (session_id, round)
);
-- Where a change came from, e.g. "table 3, round 2"; '' for the director.
ALTER TABLE audit ADD COLUMN source TEXT NOT NULL DEFAULT '';
-- The director's PIN for the table server's director actions.
CREATE TABLE director_pins (
    session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
    pin        TEXT NOT NULL
);
