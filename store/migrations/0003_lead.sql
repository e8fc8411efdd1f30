-- The opening lead of a traveller line ("SA", "HT"), '' when not recorded.
-- It is kept for the record and travellers; scoring never reads it.
ALTER TABLE lines ADD COLUMN lead TEXT NOT NULL DEFAULT '';
