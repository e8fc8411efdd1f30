-- The body that issued a player's number (EBU, ACBL, ABF…), '' when not
-- known or for a club's own number: a number means nothing without it.
ALTER TABLE players ADD COLUMN body TEXT NOT NULL DEFAULT '';
