package ui

// The club's week from the window, as the command line does it: each
// player's master points over a period, the club's results website, the
// files the national body and BridgeWebs take, and the upload to
// BridgeWebs.

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/progress"
	"bridgescore/reports"
	"bridgescore/site"
)

// prefSiteDir and prefBridgeWebs remember where the website was built and
// the club's BridgeWebs code.
const (
	prefSiteDir    = "site.folder"
	prefBridgeWebs = "bridgewebs.club"
)

// pointsDialog asks for a period and saves each player's master points
// over it, as PDF or as CSV for the club's own records.
func (w *Window) pointsDialog() {
	if w.desk == nil {
		return
	}
	now := time.Now()
	from, to := widget.NewEntry(), widget.NewEntry()
	from.SetText(time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.Local).Format(dateLayout))
	to.SetText(now.Format(dateLayout))
	format := widget.NewRadioGroup([]string{"PDF", "CSV"}, nil)
	format.Horizontal, format.Required = true, true
	format.SetSelected("PDF")
	d := dialog.NewForm("Master points over a period", "Save…", "Cancel", []*widget.FormItem{
		widget.NewFormItem("From (YYYY-MM-DD)", from),
		widget.NewFormItem("To (YYYY-MM-DD)", to),
		widget.NewFormItem("As", format),
	}, func(ok bool) {
		if !ok {
			return
		}
		first, err1 := time.Parse(dateLayout, strings.TrimSpace(from.Text))
		last, err2 := time.Parse(dateLayout, strings.TrimSpace(to.Text))
		if err1 != nil || err2 != nil {
			w.showErrorThen("The points were not saved", fmt.Errorf("write the days as year-month-day, e.g. %s", now.Format(dateLayout)), w.pointsDialog)
			return
		}
		ext := strings.ToLower(format.Selected)
		name := fmt.Sprintf("points %s to %s.%s", first.Format(dateLayout), last.Format(dateLayout), ext)
		w.askSavePath("Save the points", w.app.Preferences().String(prefReportDir), name, w.desk.CheckExport, func(path string) {
			w.savePoints(first, last, ext, path)
		})
	}, w.win)
	d.Resize(fyne.NewSize(520, 260))
	w.showDialog(d)
}

// savePoints saves the points of a period to path, as PDF or CSV.
func (w *Window) savePoints(first, last time.Time, format, path string) {
	w.background("Saving the points", func() func() {
		n, err := w.desk.WritePointsFile(first, last, format, reports.A4, path)
		return func() {
			if err != nil {
				w.showError("The points were not saved", err)
				return
			}
			w.app.Preferences().SetString(prefReportDir, filepath.Dir(path))
			w.say(fmt.Sprintf("%d players' points saved in %s.", n, path))
			if format == "pdf" {
				w.openSaved(path, w.say)
			}
		}
	})
}

// siteDialog asks for the website's folder and builds the club's results
// website there.
func (w *Window) siteDialog() {
	if w.desk == nil {
		return
	}
	w.pickFolder(w.app.Preferences().StringWithFallback(prefSiteDir, documentsFolder()), w.buildSite)
}

// buildSite builds the club's results website in dir (every session,
// event and player), saying how far it has come; Stop stops it, and the
// next build finishes it.
func (w *Window) buildSite(dir string) {
	desk := w.desk
	w.watched("Building the club's website", "steps", func(ctx context.Context, m progress.Meter) func() {
		r, err := site.Build(desk, site.Options{Dir: dir, Progress: m, Context: ctx})
		return func() {
			if err != nil {
				if ctx.Err() != nil {
					w.say(err.Error())
					return
				}
				w.showError("The website was not built", err)
				return
			}
			w.app.Preferences().SetString(prefSiteDir, dir)
			msg := fmt.Sprintf("The website is in %s: %d sessions, %d events, %d players; %d pages written, %d as they were. Copy the folder to the club's web space.",
				dir, r.Sessions, r.Events, r.Players, len(r.Written), r.Unchanged)
			if len(r.Notes) > 0 {
				msg += " Note: " + strings.Join(r.Notes, "; ")
			}
			w.say(msg)
			w.openSaved(filepath.Join(dir, "index.html"), w.say)
		}
	})
}

// publishDialog writes the open session's files for the national body
// (USEBIO) and BridgeWebs (its CSV), and the hand record, into a folder.
func (e *entryScreen) publishDialog() {
	e.w.pickFolder(e.w.app.Preferences().StringWithFallback(prefReportDir, documentsFolder()), e.publishIn)
}

// publishIn writes the session's files for the services into dir.
func (e *entryScreen) publishIn(dir string) {
	w := e.w
	id := e.sess.ID()
	w.background("Writing the session's files", func() func() {
		paths, notes, err := w.desk.WritePublishFiles(id, dir)
		return func() {
			if err != nil {
				w.showError("The files were not written", err)
				return
			}
			names := make([]string, len(paths))
			for i, p := range paths {
				names[i] = filepath.Base(p)
			}
			msg := fmt.Sprintf("Written in %s: %s. The -usebio-1.2.xml file is the one the EBU (and most national bodies) take; -bridgewebs.csv is for BridgeWebs' own upload page.", dir, strings.Join(names, ", "))
			if len(notes) > 0 {
				msg += " Note: " + strings.Join(notes, "; ")
			}
			w.say(msg)
		}
	})
}

// bridgeWebsDialog sends the open session's results to the club's
// BridgeWebs site: the club's code, and its password, kept when asked.
func (e *entryScreen) bridgeWebsDialog() {
	w := e.w
	codeEntry, password := widget.NewEntry(), widget.NewPasswordEntry()
	codeEntry.SetText(w.app.Preferences().String(prefBridgeWebs))
	codeEntry.SetPlaceHolder("the club's code, as in its BridgeWebs address (?club=CODE)")
	password.SetPlaceHolder("the results password (left empty: the one kept)")
	keep := widget.NewCheck("Keep the password for next time", nil)
	d := dialog.NewForm("Send the results to BridgeWebs", "Send", "Cancel", []*widget.FormItem{
		widget.NewFormItem("Club code", codeEntry),
		widget.NewFormItem("Password", password),
		widget.NewFormItem("", keep),
	}, func(ok bool) {
		if !ok {
			return
		}
		code, pass := strings.TrimSpace(codeEntry.Text), password.Text
		w.app.Preferences().SetString(prefBridgeWebs, code)
		if keep.Checked && pass != "" {
			if err := w.desk.SetBridgeWebsPassword(code, pass); err != nil {
				w.showError("The password was not kept", err)
				return
			}
		}
		e.sendToBridgeWebs(club.BridgeWebsUpload{Club: code, Password: pass})
	}, w.win)
	d.Resize(fyne.NewSize(620, 260))
	w.showDialog(d)
}

// sendToBridgeWebs uploads the session and says what BridgeWebs answered.
func (e *entryScreen) sendToBridgeWebs(u club.BridgeWebsUpload) {
	w := e.w
	id := e.sess.ID()
	w.background("Sending to BridgeWebs", func() func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		a, err := w.desk.UploadToBridgeWebs(ctx, id, u)
		return func() {
			if err != nil {
				w.showError("The results were not sent to BridgeWebs", err)
				return
			}
			answer := a.Message
			if answer == "" {
				answer = fmt.Sprintf("no message (HTTP %d): %s", a.Status, a.Text)
			}
			w.say("BridgeWebs answered: " + answer)
		}
	})
}
