-- A table's access code names a table of a section: table 1 of section A
-- and table 1 of section B have codes of their own ('' in a session of one
-- section, as every code stored before this step).
ALTER TABLE table_codes RENAME TO table_codes_before_sections;
CREATE TABLE table_codes (
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    section    TEXT NOT NULL DEFAULT '',
    table_no   INTEGER NOT NULL,
    code       TEXT NOT NULL UNIQUE,
    PRIMARY KEY (session_id, section, table_no)
);
INSERT INTO table_codes(session_id, section, table_no, code)
    SELECT session_id, '', table_no, code FROM table_codes_before_sections;
DROP TABLE table_codes_before_sections;
