package interchange

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// maxFileSize bounds what ReadFile will load: results files are a few
// hundred kilobytes at most.
const maxFileSize = 64 << 20

// ReadFile reads a results file of any supported kind, telling them apart
// by content: XML is USEBIO, a file starting with a PBN tag or comment is a
// hand record (an Event with deals and no traveller lines), anything else
// is the CSV traveller format.
func ReadFile(path string) (*Event, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > maxFileSize {
		return nil, &ParseError{File: path, Msg: fmt.Sprintf("file is larger than %d MB: not a results file", maxFileSize>>20)}
	}
	name := filepath.Base(path)
	switch {
	case looksLikeXML(data):
		return readUSEBIO(bytes.NewReader(data), name)
	case looksLikePBN(data):
		deals, warnings, err := readPBN(bytes.NewReader(data), name)
		if err != nil {
			return nil, err
		}
		return &Event{Deals: deals, Warnings: warnings}, nil
	}
	return readCSV(bytes.NewReader(data), name)
}

func looksLikePBN(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	s := strings.TrimLeft(string(data[:min(len(data), 512)]), " \t\r\n")
	return strings.HasPrefix(s, "[") || strings.HasPrefix(s, "%") || strings.HasPrefix(s, "{")
}
