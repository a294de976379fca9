#!/bin/sh
# What the param extractor keeps of a file for its finish step goes into
# the per-blob cache: a Makefile's composites, a file's parameters and
# prefix, the headers it includes, the macros that write parameters and
# the calls that may be theirs.  A neighbouring commit replays those files
# rather than reading them again, and names the parameters as a scan
# without a cache does.
. "$(dirname "$0")/lib.sh"

use_git

# v1: foo's core.c is in composite foo (its Makefile), util.c's prefix
# names the parameter of the header it includes, bar.c calls a macro of
# its directory's header that writes a parameter.  v2 adds a driver.
rm -rf repo && mkdir -p repo/drivers/foo repo/drivers/bar repo/drivers/baz &&
(
	cd repo && git init -q && git config commit.gpgsign false &&
	printf '%s\n' 'obj-$(CONFIG_FOO) += foo.o' 'foo-y := core.o util.o' \
		>drivers/foo/Makefile &&
	printf '%s\n' 'static int debug;' \
		'module_param(debug, int, 0644);' \
		'MODULE_PARM_DESC(debug, "Debug level");' >drivers/foo/core.c &&
	printf '%s\n' '#define MODULE_PARAM_PREFIX "fooutil."' \
		'#include "knobs.h"' 'static int level;' \
		'module_param(level, int, 0644);' >drivers/foo/util.c &&
	printf '%s\n' 'static bool knob;' 'module_param(knob, bool, 0444);' \
		>drivers/foo/knobs.h &&
	printf '%s\n' '#define BAR_KNOB(name, def) \' \
		'	static int bar_##name = def; \' \
		'	module_param(bar_##name, int, 0444);' >drivers/bar/bar_knob.h &&
	printf '%s\n' '#include "bar_knob.h"' 'static int x;' \
		'module_param(x, int, 0);' 'BAR_KNOB(speed, 3)' >drivers/bar/bar.c &&
	git add -A && git commit -qm v1 && git tag v1 &&
	printf '%s\n' 'static int depth;' 'module_param(depth, uint, 0600);' \
		>drivers/baz/baz.c &&
	git add -A && git commit -qm v2 && git tag v2
) || exit 1

test_expect_success 'the names need the other files: composite, include, macro' '
	ABIWATCH_CACHE=off abiwatch --git repo scan -k module-param v2 >off &&
	grep -q "^module-param foo.debug drivers/foo/core.c:2$" off &&
	grep -q "^module-param fooutil.knob drivers/foo/knobs.h:2$" off &&
	grep -q "^module-param fooutil.level drivers/foo/util.c:4$" off &&
	grep -q "^module-param bar.bar_speed drivers/bar/bar.c:4$" off &&
	grep -q "^module-param bar.x drivers/bar/bar.c:3$" off &&
	grep -q "^module-param baz.depth drivers/baz/baz.c:2$" off
'

# v2 has the 6 files of v1, all in the cache, and baz.c.
test_expect_success 'a neighbouring commit reads none of them again' '
	rm -f "$ABIWATCH_CACHE" &&
	abiwatch --git repo scan -f json v1 >/dev/null &&
	ABIWATCH_TRACE=1 abiwatch --git repo scan -f json v2 >v2.json 2>err &&
	grep -qx "abiwatch: trace: v2: 7 files, 1 read; 6 in the cache, 0 of them read again; 6 of 7 finish steps given again" err &&
	ABIWATCH_CACHE=off abiwatch --git repo scan -f json v2 >v2.off &&
	test_cmp v2.off v2.json
'

test_expect_success 'the verbose scan from the cache is the uncached one' '
	abiwatch --git repo scan -v -k module-param v2 >v2.txt &&
	ABIWATCH_CACHE=off abiwatch --git repo scan -v -k module-param v2 >v2.txt.off &&
	test_cmp v2.txt.off v2.txt &&
	grep -q "desc: Debug level" v2.txt
'

# All 7 files of v2 are in the cache now; core.c's row given no facts and
# a param part whose section is not one, 6 are, and core.c is read.
test_expect_success 'a param part that is not one is said, and the file read' '
	command -v sqlite3 >/dev/null &&
	sqlite3 "$ABIWATCH_CACHE" "DELETE FROM tree;
		UPDATE blob SET facts = x'"'"'0000000005000000706172616d04000000ffffffff'"'"'
		WHERE path = '"'"'drivers/foo/core.c'"'"'" &&
	ABIWATCH_TRACE=1 abiwatch --git repo scan -f json v2 >damaged.json 2>err &&
	grep -qx "abiwatch: warning: cache: the facts of drivers/foo/core.c can.t be read: reading it" err &&
	grep -qx "abiwatch: trace: v2: 7 files, 1 read; 6 in the cache, 0 of them read again; 0 of 7 finish steps given again" err &&
	test_cmp v2.off damaged.json
'

test_done
