#!/bin/sh
# procfs and sysctl paths (tests/fixtures/pfiles/procfs): a subsystem's own
# struct field named proc_net is its own directory, not /proc/net
# (rxrpc's rxnet->proc_net is /proc/net/rxrpc); net->proc_net_stat is
# /proc/net/stat; a KUnit test's tables are no ABI, and a file that only
# includes kunit/test.h is no test.  Paths built by snprintf() and
# directories named at run time below a constant one are named with
# <WORD> for each run-time part; one that begins at run time stays '?'.
# A parent kept in a field that one other file sets from proc_mkdir() is
# that directory, as is one that another file's getter returns
# (apei_get_debugfs_dir()); a field two files set to two directories,
# or to one the file doesn't tell, is unknown.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/pfiles/procfs

test_expect_success 'procfs: every path as user space opens it' '
	abiwatch scan -v -k procfs,sysctl,debugfs $TREE >"$TRASH/out" 2>/dev/null &&
	test_cmp "$EXPECT/t0136-procfs.txt" "$TRASH/out"
'

test_expect_success 'procfs: a field set from proc_net_mkdir() is followed' '
	grep -q "^procfs /proc/net/rxrpc/bundles " "$EXPECT/t0136-procfs.txt" &&
	grep -q "^procfs /proc/net/rxrpc/stats " "$EXPECT/t0136-procfs.txt" &&
	! grep -q "^procfs /proc/net/bundles " "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'procfs: net->proc_net_stat is /proc/net/stat' '
	grep -q "^procfs /proc/net/stat/rt_cache " "$EXPECT/t0136-procfs.txt" &&
	grep -q "^procfs /proc/net/rt_cache " "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'sysctl: a KUnit test registers nothing user space sees' '
	! grep -q "^sysctl /proc/sys/foo" "$EXPECT/t0136-procfs.txt" &&
	grep -q "^procfs /proc/slabinfo mm/slub.c" "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'sysctl: a path built by snprintf(), run-time parts named' '
	grep -q "^sysctl /proc/sys/net/ipv6/conf/<name>/ra_honor_pio_life " "$EXPECT/t0136-procfs.txt" &&
	grep -q "^sysctl /proc/sys/net/mpls/conf/<name>/input " "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'sysctl: the nearest table assigned before the call' '
	grep -q "^sysctl /proc/sys/net/mpls/platform_labels " "$EXPECT/t0136-procfs.txt" &&
	! grep -q "^sysctl /proc/sys/net/mpls/input " "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'sysctl: an ipc set, a macro path, a table in a field' '
	grep -q "^sysctl /proc/sys/kernel/shmmax " "$EXPECT/t0136-procfs.txt" &&
	grep -q "^sysctl /proc/sys/net/mptcp/enabled " "$EXPECT/t0136-procfs.txt" &&
	grep -q "^sysctl /proc/sys/net/ipv4/vs/lblc_expiration " "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'procfs: a run-time directory below a constant one' '
	grep -q "^procfs /proc/fs/f2fs/<id>/disk_map " "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'debugfs: a field directory; a run-time root stays ?' '
	grep -q "^debugfs /sys/kernel/debug/amd_pmc/smu_fw_info " "$EXPECT/t0136-procfs.txt" &&
	grep -q "^debugfs /sys/kernel/debug/?/regs (drivers/platform/x86/amd/pmc.c) " "$EXPECT/t0136-procfs.txt" &&
	grep -q "^debugfs /sys/kernel/debug/?/state (drivers/platform/x86/amd/pmc.c) " "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'procfs: a parent field that one other file sets' '
	grep -q "^procfs /proc/net/rpc/gss_krb5_enctypes " "$EXPECT/t0136-procfs.txt" &&
	grep -q "^procfs /proc/?/lost (net/sunrpc/auth_gss/svcauth_gss.c) " "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'debugfs: below the directory another file getter returns' '
	grep -q "^debugfs /sys/kernel/debug/apei/einj/error_type " "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'debugfs: a field set in two files, one unknown, names nothing' '
	grep -q "^debugfs /sys/kernel/debug/?/registers (drivers/net/wireless/ath/ath5k/debug.c) " "$EXPECT/t0136-procfs.txt" &&
	! grep -q "^debugfs /sys/kernel/debug/bcm2835_thermal/" "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'sysctl: a table that another file registers through a function' '
	grep -q "^sysctl /proc/sys/net/ipv6/route/max_size " "$EXPECT/t0136-procfs.txt"
'

test_done
