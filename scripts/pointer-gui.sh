#!/usr/bin/env bash
# The pointer never chooses: the real window under a virtual X server,
# driven with a real pointer (xdotool). In the session list, the wizard's
# movements and scoring, and the adjustments dialog (Ctrl+J), a row is
# chosen from the keyboard, then the pointer sweeps over the whole window
# from top to bottom, as a director's mouse crosses a list on its way to a
# button, and Enter takes the choice. The same keys are typed once without
# the sweep; the session opened, the movement created and the adjustment
# saved must be the same both times.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "pointer-gui: FAIL: $*" >&2; exit 1; }

for tool in xvfb-run xdotool; do
	command -v "$tool" >/dev/null || fail "$tool is not installed (apt-get install xvfb xdotool)"
done

home=$(mktemp -d)
trap '[ -n "${POINTER_SHOTS:-}" ] && cp "$home"/*.png "$POINTER_SHOTS"/ 2>/dev/null; rm -rf "$home"' EXIT
CGO_ENABLED=0 go build -tags migrated_fynedo,no_emoji -o "$home/bridgescore" . || fail "build failed"
go build -tags migrated_fynedo,no_emoji -o "$home/bridgescore-window" ./window || fail "build of the window failed"

cat >"$home/run.sh" <<'INNER'
#!/usr/bin/env bash
# run.sh BIN DB OUT SWEEP: the director's keys, with the pointer swept
# over the window before each Enter that takes a choice when SWEEP is 1.
set -uo pipefail
bin=$1 db=$2 out=$3 sweep=$4
"$bin" --db "$db" >"$out.log" 2>&1 &
pid=$!
win=
for _ in $(seq 1 1500); do
	win=$(xdotool search --onlyvisible --name '^bridgescore' 2>/dev/null | head -n1)
	[ -n "$win" ] && break
	kill -0 "$pid" 2>/dev/null || break
	sleep 0.02
done
[ -n "$win" ] || { echo "no window appeared" >&2; kill "$pid" 2>/dev/null; exit 11; }
sleep 1.5
xdotool windowactivate --sync "$win" 2>/dev/null || xdotool windowfocus --sync "$win" 2>/dev/null || true
eval "$(xdotool getwindowgeometry --shell "$win")"
key() { xdotool key --window "$win" "$@"; sleep 0.4; }
shot() { [ -n "${POINTER_SHOTS:-}" ] && import -window root "$out.$1.png"; return 0; }
title() { xdotool getwindowname "$win"; }
sweep() {
	[ "$sweep" = 1 ] || return 0
	local y x
	for ((y = 5; y < HEIGHT; y += 6)); do
		for x in $((WIDTH / 5)) $((WIDTH / 2)) $((WIDTH * 3 / 4)); do
			xdotool mousemove --window "$win" "$x" "$y"
		done
		sleep 0.005
	done
	sleep 0.3
}
# The session list: the third session by the arrows, then Enter opens it.
key Down
key Down
sweep
key Return
title >"$out.opened"
shot 1
key ctrl+w
# The wizard: 20 pairs, the second movement offered, cross-IMPs.
key ctrl+n
xdotool type --window "$win" --delay 20 "Pointer night"
key Tab
key Tab
xdotool type --window "$win" --delay 20 "20"
key Return
shot 2
key Down
sweep
key Return
shot 3
# Cross-IMPs by the keys (Tab to the method's second option, Space), then
# back to Next.
key Tab
key Tab
key space
key shift+Tab
key shift+Tab
shot 3b
sweep
key Return
shot 3c
key Return
title >"$out.created"
shot 4
# Ctrl+J on the first line: Average-plus to both, by the arrows.
key ctrl+j
key Down
key Down
key Down
sweep
key Return
sleep 0.5
key ctrl+q
for _ in $(seq 1 100); do
	kill -0 "$pid" 2>/dev/null || break
	sleep 0.1
done
kill -0 "$pid" 2>/dev/null && { echo "still running after Ctrl+Q" >&2; kill "$pid"; exit 13; }
wait "$pid"
INNER
chmod +x "$home/run.sh"

export HOME="$home" XDG_CONFIG_HOME="$home/config"
mkdir -p "$XDG_CONFIG_HOME"
for run in keys pointer; do
	db="$home/$run.db"
	for night in Monday Tuesday Wednesday Thursday; do
		"$home/bridgescore" new --db "$db" --name "$night pairs" --movement mitchell --tables 3 >/dev/null || fail "new session"
	done
	sweep=0
	[ "$run" = pointer ] && sweep=1
	xvfb-run -a -s "-screen 0 1280x800x24" "$home/run.sh" "$home/bridgescore" "$db" "$home/$run" "$sweep" ||
		{ cat "$home/$run.log" >&2; fail "the $run run did not finish"; }
	"$home/bridgescore" sessions --db "$db" >"$home/$run.sessions"
	id=$(awk '/Pointer night/ {print $1; exit}' "$home/$run.sessions")
	[ -n "$id" ] || { cat "$home/$run.sessions" >&2; fail "the $run run created no session"; }
	"$home/bridgescore" export --db "$db" --session "$id" --format csv >"$home/$run.lines" || fail "export"
done

grep -q 'Tuesday pairs' "$home/keys.opened" || fail "the keys opened $(cat "$home/keys.opened"), want Tuesday pairs"
grep -q 'Pointer night' "$home/keys.created" || fail "the keys did not create the session: $(cat "$home/keys.created")"
grep 'Pointer night' "$home/keys.sessions" | grep -q ximp || { cat "$home/keys.sessions" >&2; fail "the keys did not choose cross-IMPs"; }
grep -q 'A60-60\|60%.*60%\|,60,60' "$home/keys.lines" || { cat "$home/keys.lines" >&2; fail "the keys did not give Average-plus to both"; }
cmp -s "$home/keys.opened" "$home/pointer.opened" ||
	fail "the pointer passing over the session list opened $(cat "$home/pointer.opened"), the keys $(cat "$home/keys.opened")"
diff <(awk '/Pointer night/ {$1=""; print}' "$home/keys.sessions") <(awk '/Pointer night/ {$1=""; print}' "$home/pointer.sessions") >&2 ||
	fail "the pointer passing over the wizard's lists changed the movement or the scoring"
diff "$home/keys.lines" "$home/pointer.lines" >&2 ||
	fail "the pointer passing over the adjustments changed the adjustment saved"
echo "pointer-gui: ok (the session list, the wizard and Ctrl+J keep the choice made while the pointer passes over them)"
