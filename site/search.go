package site

import (
	"encoding/json"
	"sort"
)

// searchEntry is one thing the search box finds: a player, a session or
// an event, with its page's address from the site's top folder.
type searchEntry struct {
	Text string `json:"t"`
	// Kind is "player", "session" or "event", shown beside the hit.
	Kind string `json:"k"`
	URL  string `json:"u"`
}

// searchIndex is the site's index: players by name, events, then
// sessions newest first.
func searchIndex(sessions []*sessionEntry, events map[string]*eventEntry, players *register) []searchEntry {
	var out []searchEntry
	for _, p := range players.list {
		out = append(out, searchEntry{Text: p.Name, Kind: "player", URL: p.Path})
	}
	var titles []string
	for t, e := range events {
		if e.Ranked {
			titles = append(titles, t)
		}
	}
	sort.Strings(titles)
	for _, t := range titles {
		out = append(out, searchEntry{Text: t, Kind: "event", URL: events[t].Path})
	}
	for _, s := range sessions {
		out = append(out, searchEntry{Text: sessionTitle(s), Kind: "session", URL: sessionPath(s.ID)})
	}
	return out
}

// searchScript is search.js: the index, as JSON, and the few lines that
// make the search box on every page list what matches as it is typed.
// The index travels in the script, not beside it, so that the search
// works from a folder opened without a server (a browser does not let a
// page opened from a folder fetch a file beside it). Without the script
// the box's form goes to the list of players.
func searchScript(sessions []*sessionEntry, events map[string]*eventEntry, players *register) []byte {
	index, _ := json.Marshal(searchIndex(sessions, events, players)) // strings only: cannot fail
	return []byte("// The club's results website: what the search box finds.\n" +
		"(function () {\n" +
		"var index = " + string(index) + ";\n" + searchCode + "})();\n")
}

// searchCode finds, for what is typed, the entries whose words begin with
// every word typed (case and accents aside), and lists the first twelve
// as links under the box; Enter goes to the first.
const searchCode = `var script = document.currentScript;
var top = script ? script.src.replace(/search\.js(\?.*)?$/, "") : "";
function fold(s) { return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase(); }
var words = index.map(function (e) { return fold(e.t).split(/[^a-z0-9]+/); });
function find(q) {
  var want = fold(q).split(/[^a-z0-9]+/).filter(function (w) { return w; });
  if (!want.length) return [];
  var hits = [];
  for (var i = 0; i < index.length && hits.length < 12; i++) {
    var ok = want.every(function (w) { return words[i].some(function (x) { return x.indexOf(w) === 0; }); });
    if (ok) hits.push(index[i]);
  }
  return hits;
}
document.addEventListener("DOMContentLoaded", function () {
  var form = document.querySelector("form.search"), box = document.getElementById("q"), list = document.getElementById("hits");
  if (!form || !box || !list) return;
  function show() {
    var hits = find(box.value);
    list.textContent = "";
    hits.forEach(function (e) {
      var li = document.createElement("li"), a = document.createElement("a");
      a.href = top + e.u;
      a.textContent = e.t;
      li.appendChild(a);
      li.appendChild(document.createTextNode(" (" + e.k + ")"));
      list.appendChild(li);
    });
    list.hidden = hits.length === 0;
    return hits;
  }
  var asked = /[?&]q=([^&]*)/.exec(location.search);
  if (asked && !box.value) box.value = decodeURIComponent(asked[1].replace(/\+/g, " "));
  box.addEventListener("input", show);
  form.addEventListener("submit", function (ev) {
    var hits = show();
    if (hits.length) { ev.preventDefault(); location.href = top + hits[0].u; }
  });
  if (box.value) show();
});
`
