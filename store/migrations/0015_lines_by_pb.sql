-- A line about to be stored is checked against the lines either of its
-- pairs already has on the board, as the first pair of a line (pa, the
-- primary key) or as the second (pb, this index): without it every line
-- of the board was read, a hundred on a board of a four-section event.
CREATE INDEX IF NOT EXISTS lines_by_pb ON lines(session_id, board, pb);
