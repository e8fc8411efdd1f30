#!/usr/bin/env bash
# Installs what bridgescore needs to build, run and test on Debian/Ubuntu:
# the C/GL/X11 headers Fyne's window needs, the PDF and screen tools the tests
# use, Salliere (the independent scorer the EBU local points are checked
# against), mdbtools (whose mdb-export the Access reader is checked against),
# the Windows cross-build (mingw-w64, nsis) and Wine to check it (64-bit
# only: wine64 without the i386 architecture), and the Go modules. Packages
# already present are left alone.
set -euo pipefail

pkgs=(gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev
  libxinerama-dev libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev
  libdds-dev poppler-utils zbar-tools xvfb xdotool imagemagick xauth chromium salliere mdbtools
  gcc-mingw-w64-x86-64 nsis wine wine64)

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
