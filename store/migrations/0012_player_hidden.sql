-- A player who asked not to be shown on the club's results website: the
-- site shows the player under initials only. 0 (shown) for everyone until
-- a director says otherwise.
ALTER TABLE players ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
