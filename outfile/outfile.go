// Package outfile writes the files a director asks for — printed reports,
// exports, guide cards, hand records — so that nothing already on disk is
// lost by a slip of the keyboard or a full disk.
//
// A file is written whole to a temporary name in the folder it goes to,
// flushed to the disk, and only then renamed over the old one: a failure at
// any point leaves the old file exactly as it was and no half file behind.
//
// Some paths are refused, with the reason, before anything is written:
//
//   - the club database the command has open, its SQLite companions
//     (-wal, -shm, -journal) and its backups (NAME.backup-*);
//   - any SQLite database at all: a report or an export never replaces one;
//   - the files the command reads (the results file, the hand record, the
//     movement file);
//   - anything that is not an ordinary file: a folder, a device such as
//     /dev/full, a pipe, a socket.
//
// A symbolic link is followed, as the shell's ">" follows it: the file it
// points at is replaced (after the same checks) and the link stays a link,
// so a "latest.html" pointing at tonight's page keeps working. A link that
// points nowhere is refused.
//
// A file that is replaced keeps its permissions (and, where the system
// allows, its owner); a new file gets 0644 less the user's umask, like any
// file a program creates. A file with several hard links is replaced under
// the name given only; its other names keep the old contents.
package outfile

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"bridgescore/fault"
)

// Protect names the files a command must never write over.
type Protect struct {
	// Database is the club database the command has open ("" for none).
	Database string
	// Inputs are the files the command reads.
	Inputs []string
}

// RefusedError says why a path was not written. Nothing was written and
// nothing on disk was changed.
type RefusedError struct {
	Path   string
	Reason string
}

// FaultCode says that a refused path is not to be written, whoever asks.
func (*RefusedError) FaultCode() fault.Code { return fault.Forbidden }

func (e *RefusedError) Error() string {
	return fmt.Sprintf("will not write %s: %s; nothing was written", e.Path, e.Reason)
}

// sqliteMagic begins every SQLite database file.
var sqliteMagic = []byte("SQLite format 3\x00")

// Check tells whether path may be written: nil, or a *RefusedError with the
// reason, or the error met finding out. Commands call it before the work
// so that a refused path is reported at once; Write checks again.
func Check(path string, p Protect) error {
	_, _, err := resolve(path, p)
	return err
}

// Write writes data to path as described in the package documentation.
func Write(path string, data []byte, p Protect) error {
	return WriteFunc(path, p, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteFunc is Write for output made a piece at a time: write is given the
// temporary file, and nothing replaces path unless it returns nil.
func WriteFunc(path string, p Protect, write func(io.Writer) error) error {
	target, old, err := resolve(path, p)
	if err != nil {
		return err
	}
	perm := os.FileMode(0o644) // less the umask, applied by the system
	if old != nil {
		perm = old.Mode().Perm()
	}
	f, tmp, err := createTemp(target, perm)
	if err != nil {
		return WriteError(path, err)
	}
	ok := false
	defer func() {
		if !ok {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if old != nil {
		// O_CREAT applied the umask; the file replaced says what it wants.
		if err := f.Chmod(perm); err != nil {
			return WriteError(path, err)
		}
		keepOwner(f, old)
	}
	if err := write(f); err != nil {
		return WriteError(path, err)
	}
	if err := f.Sync(); err != nil {
		return WriteError(path, err)
	}
	if err := f.Close(); err != nil {
		return WriteError(path, err)
	}
	// The path is checked again just before the rename, so that a file put
	// there while the output was being written is not lost either.
	if _, _, err := resolve(path, p); err != nil {
		os.Remove(tmp)
		ok = true
		return err
	}
	if err := os.Rename(tmp, target); err != nil {
		return WriteError(path, err)
	}
	ok = true
	syncDir(filepath.Dir(target))
	return nil
}

// tempMark and tempRandom make a temporary file's name: "." + the name
// of the file it will replace + tempMark + tempRandom bytes in hex.
const (
	tempMark   = ".tmp-"
	tempRandom = 6
)

// TempOf tells whether name (a file's name, without its folder) is one
// Write gives its temporary files, and whose: the name of the file it was
// to replace. A write that was killed leaves such a file behind; whoever
// owns the folder's files may remove it.
func TempOf(name string) (string, bool) {
	i := strings.LastIndex(name, tempMark)
	if i < 2 || name[0] != '.' || len(name)-i-len(tempMark) != 2*tempRandom {
		return "", false
	}
	if _, err := hex.DecodeString(name[i+len(tempMark):]); err != nil {
		return "", false
	}
	return name[1:i], true
}

// DiskFullError says that a file could not be written because the disk is
// full: nothing was written, the old file (if any) is as it was, and the
// same write may work once there is room.
type DiskFullError struct {
	Path string
	Err  error
}

// FaultCode makes a full disk a busy refusal: try again once there is
// room.
func (*DiskFullError) FaultCode() fault.Code { return fault.Busy }

func (e *DiskFullError) Error() string {
	return fmt.Sprintf("cannot write %s: the disk is full; nothing was written, make room and try again", e.Path)
}

func (e *DiskFullError) Unwrap() error { return e.Err }

// WriteError is the error of writing path that failed with err: a
// *DiskFullError (code Busy) when the disk is full, else err with the
// path. Whoever writes a file beside those Write writes (a folder made,
// a line added) says its failures so.
func WriteError(path string, err error) error {
	if diskFull(err) {
		return &DiskFullError{Path: path, Err: err}
	}
	return fmt.Errorf("cannot write %s: %w", path, err)
}

// createTemp makes a new file beside target with a name no other file has.
func createTemp(target string, perm os.FileMode) (*os.File, string, error) {
	dir, base := filepath.Split(target)
	for range 100 {
		var r [tempRandom]byte
		if _, err := rand.Read(r[:]); err != nil {
			return nil, "", err
		}
		name := filepath.Join(dir, "."+base+tempMark+hex.EncodeToString(r[:]))
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		return f, name, err
	}
	return nil, "", errors.New("no free temporary name in the folder")
}

// syncDir makes the rename durable. Not every system can sync a folder;
// the file itself is already on the disk, so a failure here is ignored.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// resolve follows path to the file that would be replaced and checks it. It
// returns that file's path and, when it exists, its FileInfo.
func resolve(path string, p Protect) (string, os.FileInfo, error) {
	if path == "" {
		return "", nil, fault.New(fault.Invalid, "no file named to write")
	}
	refuse := func(reason string, a ...any) (string, os.FileInfo, error) {
		return "", nil, &RefusedError{Path: path, Reason: fmt.Sprintf(reason, a...)}
	}
	target := path
	fi, err := os.Lstat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		fi = nil
	case err != nil:
		return "", nil, fmt.Errorf("cannot write %s: %w", path, err)
	case fi.Mode()&os.ModeSymlink != 0:
		real, err := filepath.EvalSymlinks(path)
		if err != nil {
			dest, _ := os.Readlink(path)
			return refuse("it is a link to %s, which does not exist", dest)
		}
		target = real
		if fi, err = os.Stat(real); err != nil {
			return "", nil, fmt.Errorf("cannot write %s: %w", path, err)
		}
	}
	if fi != nil {
		if reason := notOrdinary(fi); reason != "" {
			return refuse("%s", reason)
		}
	}
	if _, err := os.Stat(filepath.Dir(target)); errors.Is(err, os.ErrNotExist) {
		return "", nil, fault.Errorf(fault.NotFound, "cannot write %s: the folder %s does not exist", path, filepath.Dir(target))
	} else if err != nil {
		return "", nil, fmt.Errorf("cannot write %s: %w", path, err)
	}
	if reason := protected(target, fi, p); reason != "" {
		return refuse("%s", reason)
	}
	if db, ok := CompanionOf(target); ok {
		return refuse("it is where SQLite keeps the unsaved changes of the database %s", filepath.Base(db))
	}
	if fi != nil && isSQLite(target) {
		return refuse("it is an SQLite database, which a report or an export never replaces")
	}
	return target, fi, nil
}

// notOrdinary names what a file is when it is not an ordinary file.
func notOrdinary(fi os.FileInfo) string {
	m := fi.Mode()
	switch {
	case m.IsRegular():
		return ""
	case m.IsDir():
		return "it is a folder"
	case m&os.ModeDevice != 0:
		return "it is a device, not a file"
	case m&os.ModeNamedPipe != 0:
		return "it is a pipe, not a file"
	case m&os.ModeSocket != 0:
		return "it is a socket, not a file"
	default:
		return "it is not an ordinary file"
	}
}

// protected says why target (fi when it exists) may not be written under p,
// or "".
func protected(target string, fi os.FileInfo, p Protect) string {
	if p.Database != "" {
		db := canonical(p.Database)
		t := canonical(target)
		if fi != nil && sameFile(fi, p.Database) || t == db {
			return "it is the club database this command has open"
		}
		for _, suffix := range []string{"-wal", "-shm", "-journal"} {
			if t == db+suffix {
				return "it is part of the club database this command has open (SQLite's " + suffix + " file)"
			}
		}
		if filepath.Dir(t) == filepath.Dir(db) && strings.HasPrefix(filepath.Base(t), filepath.Base(db)+".backup-") {
			return "it is a backup of the club database"
		}
	}
	for _, in := range p.Inputs {
		if in == "" {
			continue
		}
		if fi != nil && sameFile(fi, in) || canonical(target) == canonical(in) {
			return "it is a file this command reads (" + in + ")"
		}
	}
	return ""
}

func sameFile(fi os.FileInfo, path string) bool {
	other, err := os.Stat(path)
	return err == nil && os.SameFile(fi, other)
}

// canonical is path made absolute with the links in its folder followed, so
// that two names of one file compare equal even before the file exists.
func canonical(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.Clean(path)
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		return real
	}
	dir, base := filepath.Split(abs)
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		return filepath.Join(real, base)
	}
	return abs
}

// isSQLite tells whether the file at path begins as an SQLite database does.
func isSQLite(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, len(sqliteMagic))
	if _, err := io.ReadFull(f, head); err != nil {
		return false
	}
	return bytes.Equal(head, sqliteMagic)
}

// companionSuffixes are the files SQLite keeps beside a database while it
// is in use: its write-ahead log, shared memory and rollback journal.
var companionSuffixes = []string{"-wal", "-shm", "-journal"}

// CompanionOf tells whether path names one of the files SQLite keeps
// beside a database that exists, and which database. Such a file must
// never be written by anything but SQLite: a report or a new database put
// there would be taken for the database's own log the next time it opens.
func CompanionOf(path string) (string, bool) {
	for _, suf := range companionSuffixes {
		if db, ok := strings.CutSuffix(path, suf); ok && db != "" {
			if fi, err := os.Stat(db); err == nil && fi.Mode().IsRegular() {
				return db, true
			}
		}
	}
	return "", false
}
