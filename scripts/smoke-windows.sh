#!/usr/bin/env bash
# Smoke test of the Windows release under Wine, on a throwaway Wine prefix:
#   - builds dist/windows (scripts/windows/build.sh: both .exe files and the
#     installer) and installs it silently, as a user without administrator
#     rights would, checking the Start menu entries and the uninstall entry;
#   - runs the installed bridgescore-cli.exe as a director would from
#     cmd.exe: score of every sample and real file in testdata/ under every
#     method and rule set, compared byte for byte with the Linux build's JSON;
#     import of a CRLF file from a folder with a space in its name into the
#     default database (%APPDATA%\bridgescore\club.db), enter, undo,
#     standings, a PDF report into Documents, a USEBIO export;
#   - starts the window (bridgescore.exe) under Wine on a virtual X display,
#     keeps a screenshot in artifacts/windows.png and checks it is not blank;
#   - uninstalls, and checks the club database is left where it was.
#
# Wine 8 (Debian 12) lacks bcryptprimitives.dll, whose ProcessPrng Go's
# runtime needs; scripts/windows/processprng.c is built into a stand-in that
# goes into the throwaway prefix only, never into the installer.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
t0=$(date +%s)

fail() { echo "smoke-windows: FAIL: $*" >&2; exit 1; }
for tool in wine wineserver winepath x86_64-w64-mingw32-gcc makensis xvfb-run xdotool import; do
	command -v "$tool" >/dev/null || fail "$tool is not installed (scripts/install-deps.sh test windows, as make test runs it, installs it)"
done

# SMOKE_WINDOWS_BUILT=1 reuses dist/windows when only the checks changed.
[ "${SMOKE_WINDOWS_BUILT:-}" = 1 ] || ./scripts/windows/build.sh >/dev/null || fail "the Windows build failed"
t_build=$(date +%s)

tmp=$(mktemp -d)
export WINEPREFIX=$tmp/prefix WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko: nothing here needs them, and Wine would offer to fetch them.
export WINEDLLOVERRIDES="mscoree,mshtml="
cleanup() {
	wineserver -k 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT

# One wine server for all the runs below (killed on exit), so that each
# program starts in a second rather than bringing up Wine again.
mkdir -p "$WINEPREFIX"
wineserver -p || fail "cannot start the Wine server"
wineboot -i >/dev/null 2>&1 || fail "wineboot could not make a Wine prefix"
x86_64-w64-mingw32-gcc -shared -O2 -s -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
	scripts/windows/processprng.c -ladvapi32 || fail "cannot build the ProcessPrng stand-in"
t_prefix=$(date +%s)

w() { wine "$@" | tr -d '\r'; }
winpath() { winepath -w "$1" 2>/dev/null; }
unixpath() { winepath -u "$1" 2>/dev/null; }
has() { grep -q -- "$2" <<<"$1" || fail "$3"; }

# --- install, as the user, without administrator rights ---
setup=$(ls dist/windows/bridgescore-setup-*.exe)
wine "$setup" /S || fail "the installer failed"
appdata=$(unixpath "$(w cmd /c echo %APPDATA%)")
localapp=$(unixpath "$(w cmd /c echo %LOCALAPPDATA%)")
docs=$(unixpath "$(w cmd /c echo %USERPROFILE%)\\Documents")
instdir=$localapp/Programs/bridgescore
for f in bridgescore.exe bridgescore-cli.exe uninstall.exe; do
	[ -f "$instdir/$f" ] || fail "the installer did not put $f in %LOCALAPPDATA%\\Programs\\bridgescore"
done
menu="$appdata/Microsoft/Windows/Start Menu/Programs/bridgescore"
[ -f "$menu/bridgescore.lnk" ] || fail "no Start menu entry"
[ -f "$menu/bridgescore command prompt.lnk" ] || fail "no Start menu entry for the command prompt"
has "$(w reg query 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\bridgescore')" "uninstall.exe" \
	"no uninstall entry under HKEY_CURRENT_USER"
has "$(w reg query 'HKCU\Software\Classes\bridgescore.ResultsFile\shell\open\command')" 'bridgescore.exe" "%1"' \
	"results files are not offered to bridgescore"
[ ! -e "$instdir/bcryptprimitives.dll" ] || fail "the installer ships the test-only ProcessPrng stand-in"
t_install=$(date +%s)

# --- the command line, as from cmd.exe ---
cli=$(winpath "$instdir/bridgescore-cli.exe")
linux=$tmp/bridgescore-linux
go build -tags migrated_fynedo,no_emoji,headless -o "$linux" . || fail "the Linux build failed"

has "$(w "$cli" help)" "score" "help does not list the score command"

# Every sample and real results file (Bridgemate's Access databases too),
# every pairs method and rule set, JSON compared byte for byte with the
# Linux build's. A teams file is scored by the method it names.
compared=0
for f in testdata/sessions/*/session.xml testdata/sessions/*/session.csv testdata/real/*.xml testdata/real/*.pbn testdata/real/*.bws; do
	[ -f "$f" ] || continue
	wf=$(winpath "$PWD/$f")
	methods=("" "--rules acbl" "--method ximp" "--method butler")
	"$linux" score "$f" --format json >"$tmp/kind.json" 2>/dev/null || true
	grep -q '"kind": "teams"' "$tmp/kind.json" && methods=("")
	for opts in "${methods[@]}"; do
		# shellcheck disable=SC2086
		"$linux" score "$f" $opts --format json >"$tmp/linux.json" 2>"$tmp/linux.err" || fail "Linux: score $f $opts failed: $(cat "$tmp/linux.err")"
		# shellcheck disable=SC2086
		wine "$cli" score "$wf" $opts --format json >"$tmp/windows.json" 2>"$tmp/windows.err" ||
			fail "Windows: score $wf $opts failed: $(tr -d '\r' <"$tmp/windows.err")"
		cmp -s "$tmp/linux.json" "$tmp/windows.json" || {
			diff "$tmp/linux.json" "$tmp/windows.json" | head -20 >&2
			fail "score $f $opts: the Windows JSON differs from the Linux JSON"
		}
		compared=$((compared + 1))
	done
done
[ "$compared" -ge 40 ] || fail "only $compared files compared: samples missing from testdata/"

# A CSV with CRLF line ends in a folder with a space in its name, imported
# into the default database, which must be %APPDATA%\bridgescore\club.db.
night="$docs/club night"
mkdir -p "$night"
sed 's/$/\r/' testdata/sessions/mitchell-7t/session.csv >"$night/session.csv"
wnight=$(winpath "$night")
id=$(w "$cli" import "$wnight\\session.csv") || fail "import of a CRLF CSV failed: $id"
[[ $id =~ ^[0-9]+$ ]] || fail "import did not print a session id: $id"
[ -f "$appdata/bridgescore/club.db" ] || fail "the club database is not in %APPDATA%\\bridgescore\\club.db"
has "$(w "$cli" sessions)" "$id" "sessions does not list the imported session"

before=$(w "$cli" standings --session "$id" --format json)
"$linux" score testdata/sessions/mitchell-7t/session.csv --format json | tr -d '\r' >"$tmp/linux-score.json"
cmp -s <(printf '%s\n' "$before") "$tmp/linux-score.json" ||
	fail "standings of the imported CRLF file differ from the Linux score of the LF file"
w "$cli" enter --session "$id" --board 1 --ns 1NS --ew 1EW 7NTN= >/dev/null || fail "enter failed"
after=$(w "$cli" standings --session "$id" --format json)
[ "$after" != "$before" ] || fail "enter did not change the standings"
w "$cli" undo --session "$id" >/dev/null || fail "undo failed"
[ "$(w "$cli" standings --session "$id" --format json)" = "$before" ] || fail "undo did not bring the standings back"
has "$(w "$cli" history --session "$id")" "7NT" "history does not show the undone change"

w "$cli" report --session "$id" --out "$wnight\\results.pdf" >/dev/null || fail "report failed"
head -c 5 "$night/results.pdf" | grep -q '%PDF-' || fail "report: no PDF in Documents\\club night"
w "$cli" export --session "$id" --format usebio --out "$wnight\\results.xml" >/dev/null || fail "export failed"
has "$("$linux" score "$night/results.xml")" "North-South" "the exported USEBIO file does not score on Linux"
if wine "$cli" score 'C:\no such folder\x.xml' >/dev/null 2>&1; then fail "score accepted a file that is not there"; fi
# No dds.dll beside the program: analysis says so, the rest goes on.
w "$cli" deal --boards 1-2 --seed 1 --out "$wnight\\hands.pbn" >/dev/null 2>&1 || fail "deal failed"
has "$(wine "$cli" analyse "$wnight\\hands.pbn" 2>&1 | tr -d '\r')" "not available on this computer" \
	"analyse without dds.dll does not say that analysis is not available"
t_cli=$(date +%s)

# --- the window, on a virtual X display, opened as the file manager opens
# a results file (the installer's "Open with": bridgescore.exe "%1") ---
mkdir -p artifacts
rm -f artifacts/windows.png
cp testdata/sessions/howell-4t/session.xml "$night/howell.xml"
gui=$(winpath "$instdir/bridgescore.exe")
cat >"$tmp/gui.sh" <<'INNER'
#!/usr/bin/env bash
set -uo pipefail
gui=$1 shot=$2 file=$3
wine "$gui" "$file" >/dev/null 2>&1 &
pid=$!
win=
for _ in $(seq 1 300); do # 60 s at most
	win=$(xdotool search --onlyvisible --name '^bridgescore' 2>/dev/null | head -n1)
	[ -n "$win" ] && break
	kill -0 "$pid" 2>/dev/null || break
	sleep 0.2
done
[ -n "$win" ] || { echo "no window appeared within 60 s" >&2; exit 11; }
sleep 4 # let Wine draw the first frames
import -window root "$shot" || exit 12
xdotool windowactivate --sync "$win" 2>/dev/null || true
xdotool key --window "$win" ctrl+q
for _ in $(seq 1 100); do
	kill -0 "$pid" 2>/dev/null || break
	sleep 0.1
done
if kill -0 "$pid" 2>/dev/null; then
	echo "still running 10 s after Ctrl+Q" >&2
	kill "$pid"
	exit 13
fi
wait "$pid"
INNER
chmod +x "$tmp/gui.sh"
xvfb-run -a -s "-screen 0 1280x800x24" "$tmp/gui.sh" "$gui" "$PWD/artifacts/windows.png" "$wnight\\howell.xml" ||
	fail "the window did not start and close cleanly under Wine"
[ -s artifacts/windows.png ] || fail "no screenshot of the window"
colours=$(identify -format '%k' artifacts/windows.png)
[ "$colours" -ge 16 ] || fail "the screenshot of the window is blank ($colours colours)"
has "$(w "$cli" sessions)" "Howell" "the window did not import the results file it was opened with"
t_gui=$(date +%s)

# --- uninstall: the program goes, the club's results stay ---
wine "$instdir/uninstall.exe" /S || fail "the uninstaller failed"
for _ in $(seq 1 100); do # it runs from a copy of itself; wait for it
	[ -e "$instdir/bridgescore.exe" ] || [ -e "$menu/bridgescore.lnk" ] || [ -e "$instdir/uninstall.exe" ] || break
	sleep 0.2
done
[ ! -e "$instdir/bridgescore.exe" ] || fail "the uninstaller left bridgescore.exe"
[ ! -e "$menu/bridgescore.lnk" ] || fail "the uninstaller left the Start menu entry"
[ -f "$appdata/bridgescore/club.db" ] || fail "the uninstaller removed the club database"
t_end=$(date +%s)

echo "smoke-windows: ok: build $((t_build - t0)) s, Wine prefix $((t_prefix - t_build)) s, install $((t_install - t_prefix)) s," \
	"commands $((t_cli - t_install)) s ($compared scorings of the samples and real files, JSON identical to Linux), window $((t_gui - t_cli)) s," \
	"uninstall $((t_end - t_gui)) s; screenshot artifacts/windows.png ($colours colours)"
