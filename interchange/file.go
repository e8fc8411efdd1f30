package interchange

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/text/encoding/charmap"

	"bridgescore/fault"
	"bridgescore/scoring"

	"bridgescore/progress"
)

// maxFileSize bounds what ReadFile loads of a CSV or PBN file, which is
// read whole: a club's results file is a few hundred kilobytes. A USEBIO
// file is read as a stream, bounded by what a results file can hold
// (see xmlScanner) rather than by its size.
const maxFileSize = 16 << 20

// ReadFile reads a results file of any supported kind, telling them apart
// by content: an Access database is a Bridgemate scoring file (.bws), XML
// is USEBIO, a file starting with a PBN tag or comment is a hand record (a
// ResultsFile with deals and no traveller lines), anything else is the CSV
// traveller format.
func ReadFile(path string) (*ResultsFile, error) {
	return ReadFileAs(path, "")
}

// ReadFileAs is ReadFile for a caller that has chosen the scoring method
// itself (say, on the command line): a USEBIO file's EVENT_TYPE is then not
// needed to choose one, so an event type bridgescore does not know, such as
// a Swiss pairs, is read as a pairs session scored by that method. The
// Session's Method is set to method; an empty method is ReadFile.
func ReadFileAs(path string, method scoring.Method) (*ResultsFile, error) {
	return ReadFileWith(path, ReadOptions{Method: method})
}

// ReadOptions are the caller's choices in reading a results file.
type ReadOptions struct {
	// Method, when set, is the scoring method (see ReadFileAs).
	Method scoring.Method
	// AllowNewPairs accepts, in a file that does not list its pairs (CSV),
	// a pair that plays far fewer boards than the rest, or whose id
	// differs from another's only in case, spaces, leading zeros or
	// invisible characters; without it such a line is refused as a likely
	// slip, naming the pair meant.
	AllowNewPairs bool
	// StrictHands refuses a file with a hand that cannot be read, as a
	// hand record attached on purpose is refused; without it a results
	// file's hands, which play no part in the score, never refuse it: a
	// hand that cannot be read is left out with a note naming its line.
	StrictHands bool
	// Progress is told how many of the file's bytes have been read, and
	// Stop, when closed, stops the reading (the file is then refused, as
	// one that could not be read): a large file read for a person
	// watching. A Bridgemate file is read as the database it is, without.
	Progress progress.Meter
	Stop     <-chan struct{}
	// settleEarly settles each SECTION of a USEBIO file as soon as the
	// next one starts (see settleEarly in sections.go): only a reader
	// that can start the file again may ask for it.
	settleEarly bool
}

// ReadHandRecord reads a file for its hands, as a hand record attached to
// a session on purpose: a hand that cannot be read refuses the file.
func ReadHandRecord(path string) (*ResultsFile, error) {
	return ReadFileWith(path, ReadOptions{StrictHands: true})
}

// ReadFileWith is ReadFile with the caller's choices.
func ReadFileWith(path string, opts ReadOptions) (*ResultsFile, error) {
	return refused(readFileWith(path, opts))
}

func readFileWith(path string, opts ReadOptions) (*ResultsFile, error) {
	method := opts.Method
	f, err := OpenRegular(path, "results file: expected a USEBIO (.xml), CSV, PBN or Bridgemate (.bws) file")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	name := filepath.Base(path)
	head := make([]byte, 4096)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return nil, fmt.Errorf("cannot read %s: %w", path, pathErr(err))
	}
	head = head[:n]
	if strings.EqualFold(filepath.Ext(name), ".bws") && !looksLikeAccess(head) {
		return nil, &ParseError{File: name, Msg: "not a Bridgemate scoring file: a .bws file is a Microsoft Access database, and this one does not begin as one does"}
	}
	if looksLikeAccess(head) {
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return nil, fmt.Errorf("cannot read %s: %w", path, pathErr(err))
		}
		return readBWSFile(f, name, opts)
	}
	sniff := toUTF8(head)
	// A results file holds no NUL bytes, but a program or a spreadsheet's
	// own format is full of them. A stray one in a text file is left to
	// the readers, which can say where it is.
	if bytes.Count(sniff[:min(len(sniff), 64)], []byte{0}) >= 4 {
		return nil, &ParseError{File: name, Msg: "not a text file: expected a USEBIO (.xml), CSV or PBN results file " +
			"saved as text (UTF-8, UTF-16, ISO-8859-1 or Windows-1252), or a Bridgemate scoring file (.bws)"}
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", path, pathErr(err))
	}
	if looksLikeXML(sniff) {
		return readUSEBIOFile(f, name, head, opts)
	}
	data, err := readWhole(f, opts)
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", path, pathErr(err))
	}
	if len(data) > maxFileSize {
		return nil, &ParseError{File: path, Msg: fmt.Sprintf("file is larger than %d MB: not a results file", maxFileSize>>20)}
	}
	data = toUTF8(data)
	if looksLikePBN(data) {
		p, err := readPBN(bytes.NewReader(data), name, opts.StrictHands)
		if err != nil {
			return nil, err
		}
		return pbnResults(p, name, opts)
	}
	rf, err := readCSV(countedText{bytes.NewReader(data), bytes.Count(data, []byte("\n")) + 1}, name, opts)
	if err == nil && method != "" {
		rf.Session.Method = method
	}
	return rf, err
}

// readWhole reads the rest of f, up to one byte more than maxFileSize,
// into room made once to the file's size rather than grown as it comes.
func readWhole(f *os.File, opts ReadOptions) ([]byte, error) {
	size := int64(0)
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
		size = min(fi.Size(), maxFileSize+1)
	}
	// bytes.Buffer reads on while it has room for bytes.MinRead more.
	buf := bytes.NewBuffer(make([]byte, 0, size+bytes.MinRead))
	_, err := buf.ReadFrom(io.LimitReader(opts.watched(f), maxFileSize+1))
	return buf.Bytes(), err
}

// watched is f read for the caller's Progress and Stop, from its start.
func (o ReadOptions) watched(f *os.File) io.Reader {
	if o.Progress == nil && o.Stop == nil {
		return f
	}
	total := 0
	if fi, err := f.Stat(); err == nil {
		total = int(fi.Size())
	}
	return &progress.Reader{R: f, Total: total, Meter: o.Progress, Stop: o.Stop}
}

// readUSEBIOFile reads an XML file as it streams from the disk. Its
// encoding is the one it declares, or UTF-16 when its start shows it,
// or UTF-8; a file that declares none and is not UTF-8 is read again as
// Windows-1252, as toUTF8 reads the other formats.
func readUSEBIOFile(f *os.File, name string, head []byte, opts ReadOptions) (*ResultsFile, error) {
	early := opts
	early.settleEarly = true
	ev, err := readUSEBIOStream(f, name, head, early)
	if !errors.Is(err, errSettledEarly) {
		return ev, err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", name, pathErr(err))
	}
	return readUSEBIOStream(f, name, head, opts)
}

// readUSEBIOStream reads f from its start.
func readUSEBIOStream(f *os.File, name string, head []byte, opts ReadOptions) (*ResultsFile, error) {
	if enc := utf16Of(head); enc != nil {
		return readUSEBIOAs(enc.NewDecoder().Reader(opts.watched(f)), name, opts, decoded)
	}
	ev, err := readUSEBIOAs(opts.watched(f), name, opts, utf8OrNot)
	var bad *notUTF8Error
	if !errors.As(err, &bad) {
		return ev, err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", name, pathErr(err))
	}
	return readUSEBIOAs(charmap.Windows1252.NewDecoder().Reader(opts.watched(f)), name, opts, decoded)
}

func looksLikePBN(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	s := strings.TrimLeft(string(data[:min(len(data), 512)]), " \t\r\n")
	return strings.HasPrefix(s, "[") || strings.HasPrefix(s, "%") || strings.HasPrefix(s, "{")
}

// OpenRegular opens a file the user named for reading, refusing, before
// it is opened, anything that is not an ordinary file: opening a named pipe
// waits for a writer that may never come, and a device or a folder is not
// a document. what names the file expected, for the message.
//
// Codes: NotFound (no such file), Forbidden (not this user's to read),
// Invalid (not an ordinary file).
func OpenRegular(path, what string) (*os.File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fileFault(fmt.Errorf("cannot open %s: %w", path, pathErr(err)))
	}
	if reason := notOrdinary(fi.Mode()); reason != "" {
		return nil, fault.Errorf(fault.Invalid, "%s is %s, not a %s", path, reason, what)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fileFault(fmt.Errorf("cannot open %s: %w", path, pathErr(err)))
	}
	// The path may have been replaced between the two looks.
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, fault.Errorf(fault.Invalid, "%s is not an ordinary file, not a %s", path, what)
	}
	return f, nil
}

// notOrdinary names what a file is when it is not an ordinary file.
func notOrdinary(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return ""
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a pipe"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	default:
		return "not an ordinary file"
	}
}

// pathErr strips the operation and path from an os error, which the
// message names already.
func pathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
