-- Keep each session's number of traveller lines on the session itself, so
-- that listing years of sessions does not count every line every time.
ALTER TABLE sessions ADD COLUMN line_count INTEGER NOT NULL DEFAULT 0;
UPDATE sessions SET line_count = (SELECT count(*) FROM lines WHERE lines.session_id = sessions.id);
CREATE TRIGGER lines_counted_in AFTER INSERT ON lines BEGIN
    UPDATE sessions SET line_count = line_count + 1 WHERE id = NEW.session_id;
END;
CREATE TRIGGER lines_counted_out AFTER DELETE ON lines BEGIN
    UPDATE sessions SET line_count = line_count - 1 WHERE id = OLD.session_id;
END;
