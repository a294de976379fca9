#!/bin/sh
# The README's examples are what abiwatch prints today on the two trees:
# scripts/readme-examples.sh writes them, and this fails when a change of
# the code has made one untrue (run the script, and read its diff).
. "$(dirname "$0")/../t/lib.sh"

test_expect_success 'README examples are up to date' '
	ABIWATCH="$ROOT/abiwatch" KERNELS="$KERNELS" \
		"$ROOT/scripts/readme-examples.sh" --check "$ROOT/README.md"
'

test_done
