#!/usr/bin/env bash
# Smoke test of the director's window: the real binary starts under a
# virtual X server on a fresh database, shows its window, and exits 0 when
# closed with Ctrl+Q; then again with --db on a club database of another
# name, which it makes. Screenshots are kept in artifacts/smoke.png and
# artifacts/smoke-db.png.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "smoke-gui: FAIL: $*" >&2; exit 1; }

for tool in xvfb-run xdotool import; do
	command -v "$tool" >/dev/null || fail "$tool is not installed (apt-get install xvfb xdotool imagemagick)"
done

mkdir -p artifacts
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
# bridgescore starts the window's own program, bridgescore-window, beside
# it: both are built, and the window is started as a director starts it.
# Built as make build builds them: the commands' program without cgo starts
# the window's program beside it.
CGO_ENABLED=0 go build -tags migrated_fynedo,no_emoji -o "$home/bridgescore" . || fail "build failed"
go build -tags migrated_fynedo,no_emoji -o "$home/bridgescore-window" ./window || fail "build of the window failed"

# The inner script runs inside the virtual display.
cat >"$home/run.sh" <<'INNER'
#!/usr/bin/env bash
set -uo pipefail
bin=$1 shot=$2 log=$3
shift 3
start=$(date +%s%N)
"$bin" "$@" >"$log" 2>&1 &
pid=$!
win=
for _ in $(seq 1 1500); do # 30 s at most
	win=$(xdotool search --onlyvisible --name '^bridgescore' 2>/dev/null | head -n1)
	[ -n "$win" ] && break
	kill -0 "$pid" 2>/dev/null || break
	sleep 0.02
done
if [ -z "$win" ]; then
	echo "no window appeared within 30 s" >&2
	kill "$pid" 2>/dev/null
	exit 11
fi
ready=$(date +%s%N)
echo "first window after $(( (ready - start) / 1000000 )) ms"
sleep 2 # let the first frame be drawn
import -window root "$shot" || { echo "screenshot failed" >&2; kill "$pid"; exit 12; }
xdotool windowactivate --sync "$win" 2>/dev/null || xdotool windowfocus --sync "$win" 2>/dev/null || true
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
code=$?
if [ "$code" -ne 0 ]; then
	echo "exited with status $code" >&2
	exit 14
fi
INNER
chmod +x "$home/run.sh"

export HOME="$home" XDG_CONFIG_HOME="$home/config"
mkdir -p "$XDG_CONFIG_HOME"
if ! xvfb-run -a -s "-screen 0 1280x800x24" "$home/run.sh" "$home/bridgescore" "$PWD/artifacts/smoke.png" "$PWD/artifacts/smoke.log"; then
	echo "--- program output ---" >&2
	cat artifacts/smoke.log >&2 || true
	fail "the window did not start and close cleanly"
fi
[ -s artifacts/smoke.png ] || fail "no screenshot"
[ -f "$XDG_CONFIG_HOME/bridgescore/club.db" ] || fail "no club database was created in the fresh config folder"

other="$home/another club/club two.db"
mkdir -p "$(dirname "$other")"
if ! xvfb-run -a -s "-screen 0 1280x800x24" "$home/run.sh" "$home/bridgescore" "$PWD/artifacts/smoke-db.png" "$PWD/artifacts/smoke-db.log" --db "$other"; then
	echo "--- program output ---" >&2
	cat artifacts/smoke-db.log >&2 || true
	fail "the window did not start on --db and close cleanly"
fi
[ -f "$other" ] || fail "--db did not open the window on $other"
echo "smoke-gui: ok (screenshots artifacts/smoke.png, artifacts/smoke-db.png)"
