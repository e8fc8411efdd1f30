package store

import (
	"database/sql"
	"sync"
)

// writer runs statements inside a transaction: a *sql.Tx, or a batch
// that prepares each statement once for all its lines.
type writer interface {
	Exec(query string, args ...any) (sql.Result, error)
	Query(query string, args ...any) (*sql.Rows, error)
	QueryRow(query string, args ...any) *sql.Row
}

// kept are the statements of table entry, prepared once on the
// database's connection and kept while it is open: parsing the SQL was
// most of the work of storing a result. They are prepared outside any
// transaction (the one connection is then free) and used inside one.
type kept struct {
	mu sync.Mutex
	m  map[string]*sql.Stmt
}

func (k *kept) get(query string) *sql.Stmt {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.m[query]
}

// keep prepares the queries not yet kept; one that cannot be prepared is
// left to be prepared again the next time.
func (k *kept) keep(db *sql.DB, queries []string) {
	for _, q := range queries {
		if k.get(q) != nil {
			continue
		}
		s, err := db.Prepare(q)
		if err != nil {
			continue
		}
		k.mu.Lock()
		if k.m == nil {
			k.m = map[string]*sql.Stmt{}
		}
		if k.m[q] == nil {
			k.m[q], s = s, nil
		}
		k.mu.Unlock()
		if s != nil {
			s.Close()
		}
	}
}

func (k *kept) close() {
	k.mu.Lock()
	defer k.mu.Unlock()
	for _, s := range k.m {
		s.Close()
	}
	k.m = nil
}

// batch is one transaction writing many lines (the results the tables
// sent at one moment): each statement is prepared at most once in it, and
// not at all when it is kept; the entry order of the lines is read once.
type batch struct {
	tx    *sql.Tx
	kept  *kept
	stmts map[string]*sql.Stmt
	// fresh are the queries prepared in this transaction, to be kept
	// once it is over.
	fresh []string
	// seq is the entry order the next line takes, once read.
	seq      int
	seqKnown bool
	// superseded: the changes undone before this batch have left the
	// redo chain.
	superseded bool
}

func newBatch(tx *sql.Tx, k *kept) *batch {
	return &batch{tx: tx, kept: k, stmts: map[string]*sql.Stmt{}}
}

// prepared is the statement of a query in this transaction; nil when it
// cannot be prepared, and the query then runs as it is (and says why it
// fails).
func (b *batch) prepared(query string) *sql.Stmt {
	if s, ok := b.stmts[query]; ok {
		return s
	}
	var s *sql.Stmt
	if k := b.kept.get(query); k != nil {
		s = b.tx.Stmt(k)
	} else if p, err := b.tx.Prepare(query); err == nil {
		s = p
		b.fresh = append(b.fresh, query)
	}
	b.stmts[query] = s
	return s
}

func (b *batch) Exec(query string, args ...any) (sql.Result, error) {
	if s := b.prepared(query); s != nil {
		return s.Exec(args...)
	}
	return b.tx.Exec(query, args...)
}

func (b *batch) Query(query string, args ...any) (*sql.Rows, error) {
	if s := b.prepared(query); s != nil {
		return s.Query(args...)
	}
	return b.tx.Query(query, args...)
}

func (b *batch) QueryRow(query string, args ...any) *sql.Row {
	if s := b.prepared(query); s != nil {
		return s.QueryRow(args...)
	}
	return b.tx.QueryRow(query, args...)
}

// nextLineSeq is the entry order of a line about to be added to a
// session: one more than the last line's. A batch reads it once and counts
// on from there.
func nextLineSeq(q writer, session int64) (int, error) {
	b, ok := q.(*batch)
	if ok && b.seqKnown {
		b.seq++
		return b.seq, nil
	}
	var seq int
	if err := q.QueryRow("SELECT coalesce(max(seq), -1) + 1 FROM lines WHERE session_id = ?", session).Scan(&seq); err != nil {
		return 0, err
	}
	if ok {
		b.seq, b.seqKnown = seq, true
	}
	return seq, nil
}

// endRedo takes the changes undone out of the redo chain, as any new change
// does: once for a batch.
func endRedo(q writer, session int64) error {
	b, ok := q.(*batch)
	if ok && b.superseded {
		return nil
	}
	if _, err := q.Exec("UPDATE audit SET state = ? WHERE session_id = ? AND state = ?", stateSuperseded, session, stateUndone); err != nil {
		return err
	}
	if ok {
		b.superseded = true
	}
	return nil
}
