#!/usr/bin/env bash
# Smoke test of the real binary: the headless commands answer.
set -euo pipefail
cd "$(dirname "$0")/.."
go build -tags migrated_fynedo,no_emoji -o bridgescore .
./bridgescore help >/dev/null
echo "smoke: ok"
