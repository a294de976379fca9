#!/bin/sh
# No file of the project keeps a merge's conflict markers: they once
# landed in README.md, the man page and docs/benchmarks.md unseen, since
# nothing builds or runs those files.
. "$(dirname "$0")/lib.sh"

test_expect_success 'no conflict markers in the sources, docs and tests' '
	cd "$ROOT" &&
	! grep -rnE "^(<<<<<<<|>>>>>>>) |^=======\$" \
		--exclude-dir=trash --exclude-dir=.git \
		README.md Makefile docs src tests scripts bench .ci debian
'

test_done
