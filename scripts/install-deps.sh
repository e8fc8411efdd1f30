#!/usr/bin/env bash
# Installs what bridgescore needs on Debian/Ubuntu, for what is asked:
#   run      - to build and run it: the C/GL/X11 headers Fyne's window
#              needs and libdds (double dummy); the Go modules
#   test     - to test it too: the PDF and screen tools the tests use
#              (poppler, zbar, Xvfb, xdotool, ImageMagick), Chromium (the
#              table page's browser test), Salliere (the independent scorer
#              the EBU local points are checked against) and mdbtools
#              (whose mdb-export the Access reader is checked against)
#   windows  - to build the Windows release: mingw-w64, nsis and
#              ImageMagick (the icon), and Wine to check it (64-bit only:
#              wine64 without the i386 architecture)
# Several may be given; none is run. Packages already present are left
# alone.
set -euo pipefail

run=(gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev
  libxinerama-dev libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev libdds-dev)
test=(poppler-utils zbar-tools xvfb xdotool imagemagick xauth chromium salliere mdbtools)
windows=(gcc-mingw-w64-x86-64 nsis imagemagick wine wine64)

[ $# -gt 0 ] || set -- run
pkgs=("${run[@]}")
for what in "$@"; do
  case "$what" in
  run) ;;
  test) pkgs+=("${test[@]}") ;;
  windows) pkgs+=("${windows[@]}") ;;
  *) echo "install-deps: unknown $what: expected run, test or windows" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v go >/dev/null 2>&1; then
  echo "Go is not installed: see https://go.dev/doc/install (Go 1.26 or later)" >&2
  exit 1
fi
go mod download
