#!/bin/sh
# debugfs parents that a file passes to its own static functions, and
# field names that drivers share (tests/fixtures/precision/debugfs): the
# argument every call of the function passes is the parameter's directory
# (amd_pmf_open_pb(dev, dev->dbgfs_dir) of amd/pmf/tee-if.c, where
# core.c of the same directory sets dbgfs_dir to amd_pmf), through two
# levels of calls; two calls that disagree, a function other files may
# call, or one whose address is taken, leave '?'.  A field two files of
# the item's directory set to two directories names nothing, and two
# files of one name at two depths of one file are named each by its own
# call (soc-pcm.c's two "state").
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/precision/debugfs

test_expect_success 'debugfs: parameters and shared field names' '
	abiwatch scan -v -k debugfs $TREE >"$TRASH/out" 2>/dev/null &&
	test_cmp "$EXPECT/t0195-debugfs.txt" "$TRASH/out"
'

test_expect_success 'debugfs: a parameter, and a field of the same directory' '
	grep -q "^debugfs /sys/kernel/debug/amd_pmf/pb/update_policy " "$EXPECT/t0195-debugfs.txt" &&
	grep -q "^debugfs /sys/kernel/debug/amd_pmf/pb " "$EXPECT/t0195-debugfs.txt" &&
	! grep -q "update_policy (" "$EXPECT/t0195-debugfs.txt"
'

test_expect_success 'debugfs: a parameter through two levels of calls' '
	grep -q "^debugfs /sys/kernel/debug/gadget/<name>/alloc " "$EXPECT/t0195-debugfs.txt" &&
	grep -q "^debugfs /sys/kernel/debug/gadget/<name>/stats/count " "$EXPECT/t0195-debugfs.txt"
'

test_expect_success 'debugfs: calls that disagree, or callers unknown, stay ?' '
	grep -q "^debugfs /sys/kernel/debug/?/regs (drivers/misc/gadget/gadget.c) " "$EXPECT/t0195-debugfs.txt" &&
	grep -q "^debugfs /sys/kernel/debug/?/exported (drivers/misc/gadget/gadget.c) " "$EXPECT/t0195-debugfs.txt" &&
	grep -q "^debugfs /sys/kernel/debug/?/callback (drivers/misc/gadget/gadget.c) " "$EXPECT/t0195-debugfs.txt"
'

test_expect_success 'debugfs: a field two files of the directory set stays ?' '
	grep -q "^debugfs /sys/kernel/debug/?/level (drivers/misc/twodefs/files.c) " "$EXPECT/t0195-debugfs.txt"
'

test_expect_success 'debugfs: two files of one name, each at its own depth' '
	grep -q "^debugfs /sys/kernel/debug/asoc/<name>/<name>/state sound/soc/soc-pcm.c:12$" "$EXPECT/t0195-debugfs.txt" &&
	grep -q "^debugfs /sys/kernel/debug/asoc/<name>/<name>/<name>/state sound/soc/soc-pcm.c:20$" "$EXPECT/t0195-debugfs.txt"
'

test_done
