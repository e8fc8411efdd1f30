#!/usr/bin/env bash
# Builds the Windows release on Linux (Debian's mingw-w64 and nsis) into
# dist/windows/:
#   bridgescore.exe            the director's window (GUI subsystem, icon and
#                              version from window/FyneApp.toml, sub-commands
#                              too): the window's program, window/
#   bridgescore-cli.exe        the same sub-commands as a console program,
#                              for cmd.exe, PowerShell and batch files
#   bridgescore-setup-V.exe    the installer (per user, no administrator)
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PATH:/usr/local/go/bin"

tags=migrated_fynedo,no_emoji
out=dist/windows
cc=x86_64-w64-mingw32-gcc

for tool in "$cc" makensis convert; do
	command -v "$tool" >/dev/null || {
		echo "windows: $tool is not installed (scripts/install-deps.sh windows, as make windows runs it, installs gcc-mingw-w64-x86-64, nsis, imagemagick)" >&2
		exit 1
	}
done

field() { sed -n "s/^$1 *= *\"\{0,1\}\([^\"]*\)\"\{0,1\} *$/\1/p" window/FyneApp.toml | head -n1; }
version=$(field Version)
build=$(field Build)
[ -n "$version" ] && [ -n "$build" ] || { echo "windows: no Version/Build in window/FyneApp.toml" >&2; exit 1; }

mkdir -p "$out"
rm -f "$out"/bridgescore*.exe

# The window: cgo for GLFW/OpenGL, cross-compiled with mingw-w64. fyne
# package adds the icon, the version resource and the manifest and links
# with -H=windowsgui; -s -w leave out the symbols and debugging data. (Not -release: its
# -trimpath would compile GLFW's C code again rather than reuse Go's cache.)
# The fyne tool (pinned in go.mod) is built for this machine first: "go
# tool" with the Windows settings would build the tool itself for Windows.
tool=$(mktemp -d)
trap 'rm -rf "$tool"' EXIT
go build -o "$tool/fyne" fyne.io/tools/cmd/fyne
# fyne package counts up Build in FyneApp.toml after each package: the
# release's number is the one committed, so the file is put back.
cp window/FyneApp.toml "$tool/FyneApp.toml"
CGO_ENABLED=1 CC=$cc GOARCH=amd64 GOFLAGS="-ldflags=-s -ldflags=-w" \
	"$tool/fyne" package -os windows -tags "$tags" --src window || {
	cp "$tool/FyneApp.toml" window/FyneApp.toml
	exit 1
}
cp "$tool/FyneApp.toml" window/FyneApp.toml
mv window/bridgescore.exe "$out/bridgescore.exe"

# The console companion: the headless build, pure Go, no window.
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 \
	go build -ldflags "-s -w" -tags "$tags,headless" -o "$out/bridgescore-cli.exe" .

convert assets/icon.png -define icon:auto-resize=256,64,48,32,16 "$out/bridgescore.ico"

setup="bridgescore-setup-$version.exe"
makensis -V2 -DVERSION="$version.$build" -DDIST="$PWD/$out" -DOUT="$PWD/$out/$setup" \
	scripts/windows/installer.nsi
ls -l "$out"
