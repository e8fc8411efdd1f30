-- The players an imported membership list changed, one row each beside the
-- register's log entry (audit_id) in the order the list first touched them
-- (seq): what each was before the list and after it. A national body's list
-- is a million players, which one text in the log would hold whole in
-- memory to be written, read, undone or shown; here an import and its undo
-- go through them a few thousand at a time. The log entry keeps the
-- counts and the first few, for the history.
CREATE TABLE IF NOT EXISTS audit_players (
    audit_id INTEGER NOT NULL,
    seq      INTEGER NOT NULL,
    before   TEXT NOT NULL,
    after    TEXT NOT NULL,
    PRIMARY KEY (audit_id, seq)
) WITHOUT ROWID;
