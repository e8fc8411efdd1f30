package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"bridgescore/cli"
	"bridgescore/club"
	"bridgescore/fault"
	"bridgescore/scoring"
	"bridgescore/tableserver"
)

// refusing is a table server's session that refuses every question with
// one error: what the doors do with a refusal, whoever made it.
type refusing struct{ err error }

func (r refusing) Table(string, int, bool) (club.TableView, error) { return club.TableView{}, r.err }
func (r refusing) EnterFromTable(club.TableEntry, int, string, *string) (club.Entered, error) {
	return club.Entered{}, r.err
}
func (r refusing) TableLine(string, int, string, string) (scoring.LineResult, error) {
	return scoring.LineResult{}, r.err
}
func (refusing) TableCodes() ([]club.TableCode, error) {
	return []club.TableCode{{Table: 1, Code: "ACDEFG"}}, nil
}
func (refusing) DirectorPIN() (string, error) { return "1234", nil }
func (r refusing) LockRound(int, bool) error  { return r.err }
func (refusing) Progress() []club.Cell        { return nil }
func (refusing) Live() (club.LiveView, error) { return club.LiveView{}, nil }
func (refusing) Version() (uint64, error)     { return 1, nil }

// Every code walks through every door: the command line's exit status,
// the table server's HTTP status and answer, and the window's message.
// Each door decides on the code alone, wherever the refusal was made and
// however deep it is wrapped; an error without a code is internal in
// every door.
func TestEveryCodeThroughEveryDoor(t *testing.T) {
	type door struct {
		exit   int
		status int
		// phone is what the table is told: the refusal's words, or
		// plain words for the director's computer's own trouble.
		phone string
		// advice is what the window adds to the refusal's words.
		advice string
	}
	want := map[fault.Code]door{
		fault.Invalid:   {1, http.StatusUnprocessableEntity, "", ""},
		fault.NotFound:  {3, http.StatusNotFound, "", ""},
		fault.Conflict:  {4, http.StatusConflict, "", ""},
		fault.Forbidden: {5, http.StatusForbidden, "", ""},
		fault.Busy:      {6, http.StatusServiceUnavailable, "cannot store results just now", "try again in a moment"},
		fault.Internal:  {7, http.StatusInternalServerError, "please tell the director", "if it happens again"},
	}
	if len(want) != len(fault.Codes) {
		t.Fatalf("%d codes walked, %d codes exist", len(want), len(fault.Codes))
	}
	type refusal struct {
		name string
		err  error
		code fault.Code
	}
	var all []refusal
	for _, code := range fault.Codes {
		words := fmt.Sprintf("board 3: the %s refusal's own words", code)
		all = append(all,
			refusal{"made", fault.New(code, words), code},
			refusal{"wrapped", fmt.Errorf("session 2: %w", fault.New(code, words)), code},
			refusal{"coder", fmt.Errorf("session 2: %w", coder{code, words}), code},
			refusal{"kept by As", fault.As(fault.Invalid, fmt.Errorf("session 2: %w", coder{code, words})), code})
	}
	all = append(all, refusal{"uncoded", errors.New("board 3: disk I/O error"), fault.Internal})

	w := newTestWindow(t, openTestDB(t)).w
	for _, r := range all {
		d := want[r.code]
		name := fmt.Sprintf("%s %s", r.code, r.name)
		if got := cli.ExitStatus(r.err); got != d.exit {
			t.Errorf("%s: exit status %d, want %d", name, got, d.exit)
		}

		srv, err := tableserver.New(refusing{r.err}, "127.0.0.1:8080", tableserver.Options{})
		if err != nil {
			t.Fatal(err)
		}
		req := httptest.NewRequest(http.MethodGet, "http://127.0.0.1:8080/api/t/ACDEFG", nil)
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, req)
		var body struct{ Error, Code string }
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
			t.Fatalf("%s: the answer is not JSON: %q", name, rec.Body)
		}
		if rec.Code != d.status || body.Code != string(r.code) {
			t.Errorf("%s: HTTP %d %q, want %d %q", name, rec.Code, body.Code, d.status, r.code)
		}
		if phone := d.phone; phone == "" {
			if body.Error != r.err.Error() {
				t.Errorf("%s: the table is told %q, want the refusal's words %q", name, body.Error, r.err)
			}
		} else if !strings.Contains(body.Error, phone) || strings.Contains(body.Error, "board 3") {
			t.Errorf("%s: the table is told %q, want %q without the computer's details", name, body.Error, phone)
		}
		if retry := rec.Header().Get("Retry-After"); (r.code == fault.Busy) != (retry != "") {
			t.Errorf("%s: Retry-After %q", name, retry)
		}

		w.showError("The result was not saved", r.err)
		got := shownText(w.win.Canvas())
		if !strings.Contains(got, "The result was not saved.") || !strings.Contains(got, r.err.Error()) {
			t.Errorf("%s: the window says %q, want the refusal's words %q", name, got, r.err)
		}
		for _, advice := range []string{"try again in a moment", "if it happens again"} {
			if said := strings.Contains(got, advice); said != (advice == d.advice) {
				t.Errorf("%s: the window says %q: advice %q said %v", name, got, advice, said)
			}
		}
		w.win.Canvas().Overlays().Top().Hide()
		w.win.Canvas().Overlays().Remove(w.win.Canvas().Overlays().Top())
	}
}

// coder is an error type of another package that knows its own code.
type coder struct {
	code  fault.Code
	words string
}

func (c coder) Error() string         { return c.words }
func (c coder) FaultCode() fault.Code { return c.code }

// shownText is every text of the dialog on top, labels and all.
func shownText(c fyne.Canvas) string {
	var out []string
	if top := c.Overlays().Top(); top != nil {
		visit(top, func(o fyne.CanvasObject) bool {
			switch x := o.(type) {
			case *widget.Label:
				out = append(out, x.Text)
			case *widget.RichText:
				out = append(out, x.String())
			}
			return true
		})
	}
	return strings.Join(out, "\n")
}
