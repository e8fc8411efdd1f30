#!/usr/bin/env bash
# Smoke test of the real binary's headless commands on the sample sessions:
# each must succeed and print what a director expects.
set -euo pipefail
cd "$(dirname "$0")/.."
samples=testdata/sessions
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=$tmp/bridgescore
# Built as make build builds it: the commands without cgo, and beside them
# the solver program they run for an analysis.
CGO_ENABLED=0 go build -tags migrated_fynedo,no_emoji -o "$bin" .
go build -o "$tmp/bridgescore-dds" ./dds/solver

fail() { echo "smoke: FAIL: $*" >&2; exit 1; }
has() { grep -q -- "$2" <<<"$1" || fail "$3"; }

has "$("$bin" help)" "score" "help does not list the score command"
[ -d "$samples" ] || fail "samples missing: $samples"
has "$("$bin" score "$samples/mitchell-7t/session.xml")" "North-South" "score: no NS ranking"
has "$("$bin" score "$samples/howell-4t/session.csv" --format json)" '"pairs"' "score: no JSON pairs"
has "$("$bin" score testdata/real/compscore3_mp_pairs_howell.xml --award ebu-club --format json)" '"award": 24' "score: no local points"
if "$bin" score "$samples/howell-4t/session.csv" --award ebu-parish >/dev/null 2>&1; then fail "score accepted an unknown scale"; fi
id=$("$bin" import "$samples/mitchell-7t/session.xml" --db "$tmp/club.db")
has "$("$bin" sessions --db "$tmp/club.db")" "$id" "sessions does not list the imported session"
"$bin" report --session "$id" --db "$tmp/club.db" --out "$tmp/r.pdf" >/dev/null
[ -s "$tmp/r.pdf" ] || fail "report: no PDF"
"$bin" site --out "$tmp/www" --name "Smoke Club" --db "$tmp/club.db" >/dev/null
has "$(cat "$tmp/www/index.html" "$tmp/www/s/$id.html")" "Smoke Club" "site: no club's name on its pages"
"$bin" publish --session "$id" --to file --out "$tmp" --db "$tmp/club.db" >/dev/null
[ -s "$tmp/session-$id-usebio-1.2.xml" ] || fail "publish: no USEBIO file"
head -1 "$tmp/session-$id-bridgewebs.csv" | grep -qx '#Version;std1' || fail "publish: no BridgeWebs CSV file"
has "$("$bin" movement howell --tables 4 --format json | tr -d ' \n')" '"ok":true' "movement: 4-table Howell not valid"
has "$("$bin" analyse testdata/dealing/test.pbn --again --format json | tr -d ' \n')" \
	'"board":16,[^]]*"par":{"score":-630,"contracts":\["3NTE+1","3NTW+1"' "analyse: board 16 not analysed through bridgescore-dds"
# How far the work has come, on a terminal only: a line for a person
# watching, nothing extra in a file a script keeps.
if command -v script >/dev/null; then
	has "$(script -qec "$bin analyse testdata/dealing/test.pbn --again >/dev/null" /dev/null)" "analysing: 16 of 16 deals" "analyse: no progress line on a terminal"
	has "$(script -qec "$bin site --out $tmp/www2 --db $tmp/club.db >/dev/null" /dev/null)" "building the website: " "site: no progress line on a terminal"
fi
"$bin" analyse testdata/dealing/test.pbn --again >/dev/null 2>"$tmp/err"
[ ! -s "$tmp/err" ] || fail "analyse wrote more than its results where no terminal is: $(cat "$tmp/err")"
if "$bin" score /dev/null >/dev/null 2>&1; then fail "score accepted an empty file"; fi
echo "smoke: ok"
