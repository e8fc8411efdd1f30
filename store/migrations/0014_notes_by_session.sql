-- A session's notes are read by its id: without an index every command
-- that shows them read the notes of every session the club has had.
CREATE INDEX IF NOT EXISTS notes_by_session ON notes(session_id, id);
