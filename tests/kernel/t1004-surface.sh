#!/bin/sh
# Tracepoints, parameters, netlink, mount options, BPF and the vDSO
# between Debian's 6.1 and 6.12 kernel trees.
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12
KINDS=tracepoint,module-param,boot-param,netlink,netlink-spec,fs-param,bpf,vdso

abiwatch diff --kind $KINDS $OLD $NEW >diff.txt 2>diff.err
echo $? >diff.status
abiwatch scan -v --kind $KINDS $NEW >scan.txt 2>scan.err

# item NAME: the attribute lines of item NAME ("kind name") in scan.txt.
item() {
	item_attrs scan.txt "$1"
}

test_expect_success 'the diff exits 1 (changes) and skips nothing' '
	[ "$(cat diff.status)" = 1 ] && [ ! -s diff.err ] && [ ! -s scan.err ]
'

# 6.12 has 19 YNL specs: 14 generic netlink families (protocol genetlink
# or genetlink-legacy), all of them found by their struct genl_family
# too, and 5 netlink-raw ones (nftables, rt-addr, rt-link, rt-route, tc),
# which are not generic netlink.
test_expect_success 'every generic netlink family with a YNL spec is found in the source' '
	sed -n "s/^netlink-spec ynl:\([^ ]*\) .*/\1/p" scan.txt >specs &&
	[ "$(wc -l <specs)" = 19 ] &&
	: >genl.missing && : >raw &&
	while read -r f; do
		if item "netlink-spec ynl:$f" | grep -q "protocol: netlink-raw"; then
			echo "$f" >>raw
		elif ! grep -q "^netlink genl:$f " scan.txt; then
			echo "$f" >>genl.missing
		fi
	done <specs &&
	[ "$(wc -l <raw)" = 5 ] && [ ! -s genl.missing ]
'

# Measured on 6.12: 862 of the 996 parameters kernel-parameters.txt
# documents are a boot-param or module-param item (86%).  The rest are
# parsed by hand from the command line (x86's noxsave, arch setup code),
# named by prefixes defined in another file (rcupdate.* in
# kernel/rcu/tasks.h) or gone from the code.
test_expect_success 'most documented boot parameters are found (at least 86%)' '
	sh "$TEST_DIR/bootparam-coverage.sh" "$ABIWATCH" $NEW bcov >bcov.out &&
	cat bcov.out >&2 &&
	found=$(sed "s/found \([0-9]*\) of.*/\1/" bcov.out) &&
	[ "$found" -ge 862 ]
'

test_expect_success 'tracepoint fields in order, through a class' '
	item "tracepoint sched:sched_switch" >it &&
	grep -qx "	fields: prev_comm prev_pid prev_prio prev_state next_comm next_pid next_prio" it &&
	item "tracepoint sched:sched_wakeup" >it &&
	grep -qx "	class: sched_wakeup_template" it &&
	grep -qx "	field.target_cpu: int" it
'

test_expect_success 'module parameters under their composite module' '
	item "module-param usbcore.autosuspend" >it &&
	grep -qx "	type: int" it &&
	grep -qx "	desc: default autosuspend delay" it &&
	grep -q "^module-param printk.time " scan.txt
'

test_expect_success 'boot parameters' '
	grep -q "^boot-param quiet init/main.c:" scan.txt &&
	grep -q "^boot-param nosmp kernel/smp.c:" scan.txt &&
	item "boot-param console" | grep -qx "	value: yes"
'

test_expect_success 'netlink families by name, with their commands' '
	item "netlink genl:ethtool" >it &&
	grep -q "	commands: .*ETHTOOL_MSG_LINKINFO_GET" it &&
	grep -qx "	mcast-groups: monitor" it
'

test_expect_success 'mount options by filesystem' '
	grep -q "^fs-param ext4:journal_checksum " scan.txt &&
	grep -q "^fs-param tmpfs:huge " scan.txt
'

test_expect_success 'BPF helpers: 212 numbered in 6.12, new ones added' '
	[ "$(grep -c "^bpf helper:" scan.txt)" = 212 ] &&
	item "bpf helper:bpf_user_ringbuf_drain" | grep -qx "	id: 209" &&
	grep -q "^+ helper:bpf_cgrp_storage_get " diff.txt
'

test_expect_success 'vDSO: getrandom exported since 6.11' '
	grep -q "^+ __kernel_getrandom (arch/arm64/kernel/vdso/vdso.lds.S) " diff.txt
'

test_expect_success 'the diff is identical across thread counts' '
	abiwatch diff -j 1 --format json --kind $KINDS $OLD $NEW >j1.json;
	abiwatch diff -j 2 --format json --kind $KINDS $OLD $NEW >j2.json;
	test_cmp j1.json j2.json
'

test_done
