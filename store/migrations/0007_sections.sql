-- A session may seat its field in several sections that play the same
-- boards: pair 3 NS of section A and pair 3 NS of section B are two pairs,
-- so a pair's key gains its section ('' in a session of one section, as
-- every session stored before this step is). A line's pairs sit in one
-- section, the line's. field says how the sections are compared: 'section'
-- (each a field of its own, the default) or 'across'.
ALTER TABLE sessions ADD COLUMN field TEXT NOT NULL DEFAULT '';

-- SQLite cannot change a primary key in place: each table is rebuilt under
-- its own name. Renaming a table renames the references to it, so the old
-- lines point at the old pairs until both are gone.
ALTER TABLE pairs RENAME TO pairs_before_sections;
CREATE TABLE pairs (
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    section    TEXT NOT NULL DEFAULT '',
    pair       TEXT NOT NULL,
    direction  TEXT NOT NULL DEFAULT '' CHECK (direction IN ('', 'NS', 'EW')),
    names      TEXT NOT NULL DEFAULT '[]',
    seq        INTEGER NOT NULL,
    PRIMARY KEY (session_id, section, pair, direction)
) WITHOUT ROWID;
INSERT INTO pairs(session_id, section, pair, direction, names, seq)
    SELECT session_id, '', pair, direction, names, seq FROM pairs_before_sections;

-- pa/pb keep their form for a session of one section ("3\x1fNS"); in a
-- session of several they start with the section, so that a board holds at
-- most one line for any pair of pairs in the whole session.
ALTER TABLE lines RENAME TO lines_before_sections;
DROP TRIGGER lines_counted_in;
DROP TRIGGER lines_counted_out;
CREATE TABLE lines (
    session_id   INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    section      TEXT NOT NULL DEFAULT '',
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
    lead         TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (session_id, board, pa, pb),
    FOREIGN KEY (session_id, section, ns, ns_dir) REFERENCES pairs(session_id, section, pair, direction),
    FOREIGN KEY (session_id, section, ew, ew_dir) REFERENCES pairs(session_id, section, pair, direction),
    CHECK (pa <> pb)
) WITHOUT ROWID;
INSERT INTO lines(session_id, section, board, ns, ns_dir, ew, ew_dir, pa, pb, seq, round, table_no, entry, kind,
        level, strain, doubled, declarer, tricks, score, ns_percent, ew_percent, ns_weights, ew_weights, fouled_group, lead)
    SELECT session_id, '', board, ns, ns_dir, ew, ew_dir, pa, pb, seq, round, table_no, entry, kind,
        level, strain, doubled, declarer, tricks, score, ns_percent, ew_percent, ns_weights, ew_weights, fouled_group, lead
    FROM lines_before_sections;
DROP TABLE lines_before_sections;
DROP TABLE pairs_before_sections;

CREATE TRIGGER lines_counted_in AFTER INSERT ON lines BEGIN
    UPDATE sessions SET line_count = line_count + 1 WHERE id = NEW.session_id;
END;
CREATE TRIGGER lines_counted_out AFTER DELETE ON lines BEGIN
    UPDATE sessions SET line_count = line_count - 1 WHERE id = OLD.session_id;
END;
