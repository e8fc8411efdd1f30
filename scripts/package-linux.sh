#!/usr/bin/env bash
# Writes bridgescore.tar.xz: the commands' program (bridgescore, built
# without cgo so that it starts without the C library), the double-dummy
# solver it runs (bridgescore-dds), the director's window
# (bridgescore-window), the desktop entry and the icon,
# with a Makefile that installs them ("sudo make install" inside).
# fyne package (fyne.io/tools, pinned in go.mod) makes the bundle of the
# window from window/FyneApp.toml; the commands' program and the solver are
# added to it, and to its Makefile's install and uninstall steps.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
tags=migrated_fynedo,no_emoji

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
CGO_ENABLED=0 go build -tags "$tags" -o "$work/bridgescore" .
go build -o "$work/bridgescore-dds" ./dds/solver
go build -tags "$tags" -o "$work/bridgescore-window" ./window
# fyne package counts up Build in FyneApp.toml after each package: the
# release's number is the one committed, so the file is put back.
cp window/FyneApp.toml "$work/FyneApp.toml"
go tool fyne package -os linux -tags "$tags" --src window --executable "$work/bridgescore-window" || {
	cp "$work/FyneApp.toml" window/FyneApp.toml
	exit 1
}
cp "$work/FyneApp.toml" window/FyneApp.toml

mkdir "$work/bundle"
tar -xJf bridgescore.tar.xz -C "$work/bundle"
bin=$(dirname "$(find "$work/bundle/usr" -path '*/bin/bridgescore-window')")
cp "$work/bridgescore" "$work/bridgescore-dds" "$bin/"
# Each step that installs or removes the window's program does the same for
# the commands' program and the solver beside it.
sed -i -e '/^\tinstall .*bin\/\$(Exec)/{p;s/\$(Exec)/bridgescore/gp;s/bin\/bridgescore/bin\/bridgescore-dds/g}' \
	-e '/^\t-rm .*bin\/\$(Exec)/{p;s/\$(Exec)/bridgescore/gp;s/bin\/bridgescore/bin\/bridgescore-dds/g}' "$work/bundle/Makefile"
tar -cJf bridgescore.tar.xz -C "$work/bundle" usr Makefile
echo "package-linux: bridgescore.tar.xz"
tar -tJf bridgescore.tar.xz
