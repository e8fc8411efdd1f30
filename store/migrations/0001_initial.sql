-- The club database, first version. Every table a director's results live
-- in; the audit table keeps the before and after of every change so that
-- undo, redo and "who changed board 7?" can always be answered.

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO meta(key, value) VALUES ('generation', '0');

CREATE TABLE club (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);

CREATE TABLE players (
    id     INTEGER PRIMARY KEY,
    name   TEXT NOT NULL,
    number TEXT NOT NULL DEFAULT '',
    UNIQUE (name, number)
);
CREATE INDEX players_by_name ON players(name COLLATE NOCASE);

CREATE TABLE events (
    id      INTEGER PRIMARY KEY,
    club_id INTEGER REFERENCES club(id),
    name    TEXT NOT NULL
);

CREATE TABLE sessions (
    id       INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES events(id),
    name     TEXT NOT NULL DEFAULT '',
    date     TEXT NOT NULL,
    method   TEXT NOT NULL,
    rules    TEXT NOT NULL,
    options  TEXT NOT NULL DEFAULT '{}',
    complete INTEGER NOT NULL DEFAULT 0,
    deleted  INTEGER NOT NULL DEFAULT 0,
    created  TEXT NOT NULL
);
CREATE INDEX sessions_by_date ON sessions(date DESC, id DESC);

CREATE TABLE sections (
    id               INTEGER PRIMARY KEY,
    session_id       INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    name             TEXT NOT NULL DEFAULT 'A',
    movement         TEXT NOT NULL DEFAULT '',
    tables           INTEGER NOT NULL DEFAULT 0,
    rounds           INTEGER NOT NULL DEFAULT 0,
    boards_per_round INTEGER NOT NULL DEFAULT 0,
    params           TEXT NOT NULL DEFAULT '',
    custom           TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sections_by_session ON sections(session_id);

-- A pair is its number and direction: in a two-winner Mitchell with bare
-- numbers, pair 3 NS and pair 3 EW are two pairs.
CREATE TABLE pairs (
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    pair       TEXT NOT NULL,
    direction  TEXT NOT NULL DEFAULT '' CHECK (direction IN ('', 'NS', 'EW')),
    names      TEXT NOT NULL DEFAULT '[]',
    seq        INTEGER NOT NULL,
    PRIMARY KEY (session_id, pair, direction)
) WITHOUT ROWID;

CREATE TABLE boards (
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    number     INTEGER NOT NULL CHECK (number >= 1),
    dealer     TEXT NOT NULL,
    vul        INTEGER NOT NULL,
    deal       TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (session_id, number)
) WITHOUT ROWID;

-- One row per traveller line. ns_dir/ew_dir are the directions of the pairs
-- ns and ew as the pairs table lists them ('' in a one-field movement).
-- pa/pb are the two pairs (number and direction) in sorted order, so that a
-- board holds at most one line for any pair of pairs, whichever way round
-- they sat.
CREATE TABLE lines (
    session_id   INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    board        INTEGER NOT NULL CHECK (board >= 1),
    ns           TEXT NOT NULL,
    ns_dir       TEXT NOT NULL,
    ew           TEXT NOT NULL,
    ew_dir       TEXT NOT NULL,
    pa           TEXT NOT NULL,
    pb           TEXT NOT NULL,
    seq          INTEGER NOT NULL,
    round        INTEGER NOT NULL DEFAULT 0,
    table_no     INTEGER NOT NULL DEFAULT 0,
    entry        TEXT NOT NULL DEFAULT '',
    kind         INTEGER NOT NULL,
    level        INTEGER,
    strain       INTEGER,
    doubled      INTEGER,
    declarer     TEXT,
    tricks       INTEGER,
    score        INTEGER NOT NULL DEFAULT 0,
    ns_percent   INTEGER NOT NULL DEFAULT 0,
    ew_percent   INTEGER NOT NULL DEFAULT 0,
    ns_weights   TEXT NOT NULL DEFAULT '',
    ew_weights   TEXT NOT NULL DEFAULT '',
    fouled_group INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (session_id, board, pa, pb),
    FOREIGN KEY (session_id, ns, ns_dir) REFERENCES pairs(session_id, pair, direction),
    FOREIGN KEY (session_id, ew, ew_dir) REFERENCES pairs(session_id, pair, direction),
    CHECK (pa <> pb)
) WITHOUT ROWID;

CREATE TABLE notes (
    id         INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    board      INTEGER NOT NULL DEFAULT 0,
    text       TEXT NOT NULL,
    created    TEXT NOT NULL
);

-- state: 0 done, 1 undone (can be redone), 2 undone and then superseded by a
-- new change (kept for the record, no longer redoable), 3 for the record
-- only (the session's creation: undo stops there).
CREATE TABLE audit (
    id         INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL,
    at         TEXT NOT NULL,
    kind       TEXT NOT NULL,
    what       TEXT NOT NULL,
    before     TEXT,
    after      TEXT,
    state      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX audit_by_session ON audit(session_id, state, id);
