#!/bin/sh
# The classes of wrong lines that the precision sample of issue 13 found
# in procfs, sysctl, debugfs and cgroup (tests/kernel/precision), on the
# real trees: each is gone, and stays gone.
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12
KINDS=procfs,sysctl,debugfs,cgroup

abiwatch diff -v --kind $KINDS $OLD $NEW >diff.txt 2>diff.err
abiwatch scan -v --kind $KINDS $NEW >scan.txt 2>scan.err

item() {
	item_attrs scan.txt "$1"
}

test_expect_success 'cgroup: core files in both hierarchies say so' '
	item "cgroup cpu.stat.local" | grep -qx "	hierarchy: v1 | v2" &&
	item "cgroup cgroup.procs" | grep -qx "	hierarchy: v1 | v2" &&
	item "cgroup cgroup.controllers" | grep -qx "	hierarchy: v2" &&
	item "cgroup tasks" | grep -qx "	hierarchy: v1"
'

test_expect_success 'cgroup: an array of both hierarchies, debug, blkio' '
	item "cgroup misc.peak" | grep -qx "	hierarchy: v1 | v2" &&
	item "cgroup debug.csses" | grep -qx "	hierarchy: v2" &&
	! grep -q "^cgroup csses " scan.txt &&
	grep -q "^cgroup blkio.reset_stats " scan.txt &&
	! grep -q "^cgroup io.reset_stats " scan.txt &&
	! grep -q "^~ pids\." diff.txt
'

test_expect_success 'procfs: rxrpc and sunrpc directories, fscache behind its link' '
	grep -q "^procfs /proc/net/rxrpc/bundles " scan.txt &&
	grep -q "^procfs /proc/net/rpc/gss_krb5_enctypes " scan.txt &&
	! grep -q "^procfs /proc/net/bundles " scan.txt &&
	grep -A1 "^~ /proc/fs/netfs/caches " diff.txt |
		grep -qx "	name: /proc/fs/fscache/caches -> /proc/fs/netfs/caches" &&
	! grep -q "^- /proc/fs/fscache/" diff.txt
'

test_expect_success 'sysctl: no KUnit tables, paths the files tell' '
	! grep -q "^sysctl /proc/sys/foo/" scan.txt &&
	grep -q "^+ /proc/sys/net/ipv6/conf/<name>/ra_honor_pio_life " diff.txt &&
	grep -q "^sysctl /proc/sys/kernel/shmmax " scan.txt &&
	grep -q "^sysctl /proc/sys/net/mptcp/enabled " scan.txt &&
	grep -q "^sysctl /proc/sys/net/mpls/conf/<name>/input " scan.txt &&
	grep -q "^sysctl /proc/sys/net/ipv6/route/gc_thresh " scan.txt &&
	n=$(grep -c "^sysctl /proc/sys/?/" scan.txt) && [ "$n" -le 2 ]
'

# Tables whose entries a macro of the file writes, and tables that are
# the field of a template: 33 knobs of each interface's
# /proc/sys/net/ipv4/conf/, 21 of the neighbour tables, 12 of
# /proc/sys/user/ in 6.12 (66 items that no line showed before).  They
# are in 6.1 too: no sysctl addition more.
test_expect_success 'sysctl: entries of macros and of a template field' '
	item "sysctl /proc/sys/net/ipv4/conf/<name>/rp_filter" |
	grep -qx "	mode: 0644" &&
	item "sysctl /proc/sys/net/ipv4/conf/<name>/mc_forwarding" |
	grep -qx "	mode: 0444" &&
	grep -q "^sysctl /proc/sys/user/max_user_namespaces kernel/ucount.c:" scan.txt &&
	grep -q "^sysctl /proc/sys/net/<name>/neigh/<source>/gc_stale_time " scan.txt &&
	n=$(grep -c "^sysctl /proc/sys/net/ipv4/conf/<name>/" scan.txt) &&
	[ "$n" = 33 ] &&
	n=$(grep -c "^sysctl /proc/sys/user/" scan.txt) && [ "$n" = 12 ] &&
	! grep -q "^+ /proc/sys/net/ipv4/conf/\|^+ /proc/sys/user/\|^+ .*/neigh/" diff.txt
'

# Measured: 184 removals of these kinds at a3494f3 (132 of debugfs), 115
# since items of moved files pair (68 of debugfs).
test_expect_success 'debugfs: moved drivers are changes, einj is in apei/' '
	! grep -q "^- /sys/kernel/debug/?/addr (drivers/misc/habanalabs" diff.txt &&
	grep -q "^~ /sys/kernel/debug/?/addr (drivers/accel/habanalabs" diff.txt &&
	grep -q "^+ /sys/kernel/debug/apei/einj/oem_error " diff.txt &&
	n=$(grep -c "^- " diff.txt) && [ "$n" -le 115 ]
'

test_done
