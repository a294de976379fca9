#!/bin/sh
# log and patch on real history: iproute2, whose include/uapi/ follows
# the kernel's uapi headers in real commits, tagged per kernel release.
# The bundle (14 MB) is shared/data/iproute2.bundle beside the
# repository, or $ABIWATCH_IPROUTE2.
. "$(dirname "$0")/lib.sh"

BUNDLE=${ABIWATCH_IPROUTE2:-$(git -C "$ROOT" rev-parse --show-toplevel)/../shared/data/iproute2.bundle}
K=uapi-header,uapi-macro,uapi-type,uapi-enum,ioctl

test_expect_success 'the iproute2 bundle is there, and clones' '
	test -f "$BUNDLE" || { echo "no iproute2 bundle at $BUNDLE (set ABIWATCH_IPROUTE2)"; false; } &&
	git clone -q "$BUNDLE" ip2
'

test_expect_success 'log v6.0.0..v6.1.0 gives the changes of diff, each with its commit' '
	test_status 1 abiwatch --git ip2 log -k $K -f json v6.0.0..v6.1.0 >log.json &&
	test_status 1 abiwatch --git ip2 diff -k $K -f json v6.0.0 v6.1.0 >diff.json &&
	grep "^{\"change\"" diff.json | sed "s/,$//" >diff.changes &&
	grep "^{\"change\"" log.json | sed "s/,\"commit\":{[^}]*}//; s/,$//" >log.changes &&
	test_cmp diff.changes log.changes &&
	# 93: function-like macros are items too (__BPF_FUNC_MAPPER changed);
	# IPPROTO_L2TP, a #define that became an enumerator with a #define
	# of itself, is one change.
	test "$(wc -l <log.changes)" = 93
'

# Of the six commits of the range that touch include/uapi, the other
# (7cd5c983, in.h and ip.h) changes nothing the uapi kinds see.
test_expect_success 'the commits named are the real ones that changed include/uapi, no merge' '
	sed -n "/^\"commits\"/,/^]/p" log.json | sed -n "s/^{\"id\":\"\([0-9a-f]*\)\".*/\1/p" >named &&
	printf "%s\n" 9137321df3de3ed3c588c8a58a8c9d77c47c379d \
		5e42ff10b12ad172f851e9e3835cbb0254e6def2 \
		6781fcee427bebc7a8cc7c29834339ca60e6232a \
		0ec3c138f9558ba0776ce541857288c306ab6887 \
		cb2c7ff0075901c54627a310f7c27d664ac289cc >named.expect &&
	test_cmp named.expect named &&
	git -C ip2 log --no-merges --format=%H v6.0.0..v6.1.0 -- include/uapi >touching &&
	for c in $(cat named); do grep -qx $c touching || exit 1; done &&
	grep "\"name\":\"MACSEC_SALT_LEN\"" log.json | grep -q "\"id\":\"9137321df3de3ed3c588c8a58a8c9d77c47c379d\",\"subject\":\"Update kernel headers\",\"author\":\"David Ahern <dsahern@kernel.org>\",\"date\":\"2022-08-31 20:42:52 -0600\""
'

# Locations aside: a change is reported where the patch that made it
# left the item, and a later patch may move it (a location is no ABI).
test_expect_success 'the union of abiwatch patch over git format-patch A..B is diff A B' '
	git -C ip2 format-patch -q -o ../series v6.15.0..v6.16.0 &&
	test "$(ls series | wc -l)" = 6 &&
	test_status 1 abiwatch --git ip2 patch -k $K -f json --base v6.15.0 series >p.json &&
	test_status 1 abiwatch --git ip2 diff -k $K -f json v6.15.0 v6.16.0 >d.json &&
	grep "^{\"change\"" p.json | sed "s/,\"commit\":{[^}]*}//; s/,$//; s/\"line\":[0-9]*/\"line\":_/g" | LC_ALL=C sort >p.changes &&
	grep "^{\"change\"" d.json | sed "s/,$//; s/\"line\":[0-9]*/\"line\":_/g" | LC_ALL=C sort >d.changes &&
	test_cmp d.changes p.changes && test "$(wc -l <p.changes)" = 142
'

# v6.0.0..v6.1.0 has merges: its patches, in a line, do not apply, as
# with git am.
test_expect_success 'format-patch of a range with merges stops where git am would' '
	git -C ip2 format-patch -q -o ../merged v6.0.0..v6.1.0 &&
	test_status 2 abiwatch --git ip2 patch -k $K --base v6.0.0 merged >m.txt 2>err &&
	grep -qx "abiwatch: merged/0006-Update-kernel-headers.patch: patch 6/59 \"Update kernel headers\" does not apply: include/uapi/linux/genetlink.h: hunk at line 87 did not apply" err &&
	grep -qx "abiwatch: the 53 patches after it are not checked" err &&
	tail -n 1 m.txt | grep -qx "0 added, 0 removed, 0 changed in 0 patches"
'

test_done
