-- Each board's double-dummy analysis, kept with its hands so that it is
-- made once: dd is the tricks as PBN's DoubleDummyTricks writes them (20
-- hexadecimal digits, declarers N, S, E, W, each in NT, S, H, D, C), par
-- the par score signed for North-South followed by the par contracts
-- ("420 4SN 4SS"). Both '' when not analysed.
ALTER TABLE boards ADD COLUMN dd TEXT NOT NULL DEFAULT '';
ALTER TABLE boards ADD COLUMN par TEXT NOT NULL DEFAULT '';
