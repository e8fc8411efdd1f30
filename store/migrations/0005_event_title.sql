-- An event a director names (`bridgescore import FILE --event NAME`) holds
-- every session played for it: the two evenings of a championship. Its
-- title is how the director finds it again, whatever the results files
-- call it. Every session already stored stays the one session of an event
-- of its own, untitled, as it was imported.
ALTER TABLE events ADD COLUMN title TEXT;
CREATE UNIQUE INDEX events_by_title ON events(title COLLATE NOCASE) WHERE title IS NOT NULL;
CREATE INDEX sessions_by_event ON sessions(event_id);
