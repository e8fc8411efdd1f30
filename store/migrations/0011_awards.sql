-- What a session is awarded on: the master-point scale, strata and
-- handicaps the director chose (JSON, as package club writes it). A
-- session without a row awards nothing, as every session did before.
CREATE TABLE session_awards (
    session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
    settings   TEXT NOT NULL
);

-- A player's masterpoint holding (which sets a pair's stratum) and the
-- handicap a club typed for the player, as decimals in text; '' when not
-- known (a handicap is then worked out from the player's sessions).
ALTER TABLE players ADD COLUMN masterpoints TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN handicap TEXT NOT NULL DEFAULT '';
