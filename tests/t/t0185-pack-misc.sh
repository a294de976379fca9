#!/bin/sh
# What debugfs, tracepoint, netlink, procfs, fs-param and cgroup keep of a
# file for their finish steps goes into the per-blob cache: a file whose
# part of a cross-file item did not change is replayed from its row, not
# read again, and the answer is the one of a scan without a cache.
. "$(dirname "$0")/lib.sh"

F=$FIXTURES
use_git

# One pair of files per kind, where one file names what the other defines.
# v1 has them all; v2 changes the naming file of each pair (and only it),
# so that the defining file comes from the cache.
add_v1() {
	# debugfs: a directory of apei-base.c's getter.
	mkdir -p drivers/acpi/apei &&
	cp "$F/pfiles/procfs/drivers/acpi/apei/apei-base.c" \
	   "$F/pfiles/procfs/drivers/acpi/apei/einj-core.c" drivers/acpi/apei/ &&
	# procfs: sn->proc_net_rpc of stats.c, a link; sysctl: route.c's
	# table registered by sysctl_net_ipv6.c.
	mkdir -p net/sunrpc/auth_gss net/ipv6 fs/netfs &&
	cp "$F/pfiles/procfs/net/sunrpc/stats.c" net/sunrpc/ &&
	cp "$F/pfiles/procfs/net/sunrpc/auth_gss/svcauth_gss.c" \
	   net/sunrpc/auth_gss/ &&
	cp "$F/pfiles/procfs/net/ipv6/route.c" \
	   "$F/pfiles/procfs/net/ipv6/sysctl_net_ipv6.c" net/ipv6/ &&
	cp "$F/pfiles/moves/new/fs/netfs/fscache_proc.c" fs/netfs/ &&
	# netlink: a family's op table and its name, in other files.
	mkdir -p drivers/net/team include/linux net/ieee802154 &&
	cp "$F/netlink/new/drivers/net/team/team_core.c" \
	   "$F/netlink/new/drivers/net/team/team_nl.c" drivers/net/team/ &&
	cp "$F/netlink/new/include/linux/nl802154.h" include/linux/ &&
	cp "$F/netlink/new/net/ieee802154/netlink.c" net/ieee802154/ &&
	# fs-param: the options of inode.c under msdos and vfat.
	mkdir -p fs/fat &&
	cp "$F/acc13b/new/fs/fat/inode.c" "$F/acc13b/new/fs/fat/namei_msdos.c" \
	   "$F/acc13b/new/fs/fat/namei_vfat.c" fs/fat/ &&
	# tracepoint: a class of one header, an event of another.
	mkdir -p include/trace/events mm &&
	cat >include/trace/events/widget_class.h <<-\EOF &&
	#undef TRACE_SYSTEM
	#define TRACE_SYSTEM widget
	DECLARE_EVENT_CLASS(widget_class,
		TP_PROTO(int x),
		TP_ARGS(x),
		TP_STRUCT__entry(
			__field(int, x)
			__array(char, tag, 8)
		),
		TP_fast_assign(__entry->x = x;),
		TP_printk("%d", __entry->x)
	);
	EOF
	cat >include/trace/events/widget.h <<-\EOF &&
	#undef TRACE_SYSTEM
	#define TRACE_SYSTEM widget
	DEFINE_EVENT(widget_class, widget_poke,
		TP_PROTO(int x),
		TP_ARGS(x)
	);
	EOF
	# cgroup: an array of one file that another's controller owns.
	cat >mm/widgetcg-v1.c <<-\EOF &&
	struct cftype widget_legacy_files[] = {
		{
			.name = "limit_in_bytes",
			.flags = CFTYPE_NOT_ON_ROOT,
			.write = widget_limit_write,
		},
		{ }	/* terminate */
	};
	EOF
	cat >mm/widgetcg.c <<-\EOF
	struct cgroup_subsys widget_cgrp_subsys = {
		.css_alloc = widget_css_alloc,
		.legacy_cftypes = widget_legacy_files,
	};
	EOF
}

# The naming file of each pair, changed: 7 files.
change_v2() {
	sed -i "s/error_type/error_kind/" drivers/acpi/apei/einj-core.c &&
	echo "/* v2 */" >>net/sunrpc/auth_gss/svcauth_gss.c &&
	echo "/* v2 */" >>net/ipv6/sysctl_net_ipv6.c &&
	echo "/* v2 */" >>drivers/net/team/team_core.c &&
	sed -i "s/\"msdos\"/\"umsdos\"/" fs/fat/namei_msdos.c &&
	sed -i "s/widget_poke/widget_prod/" include/trace/events/widget.h &&
	sed -i "s/css_alloc/css_online/" mm/widgetcg.c
}

rm -rf repo && mkdir repo && (
	cd repo && git init -q && git config commit.gpgsign false &&
	add_v1 && git add -A && git commit -qm v1 && git tag v1 &&
	change_v2 && git add -A && git commit -qm v2 && git tag v2
) || exit 1

test_expect_success 'v1 and v2 without a cache: the cross-file items' '
	ABIWATCH_CACHE=off abiwatch --git repo scan v1 >v1.off &&
	ABIWATCH_CACHE=off abiwatch --git repo scan v2 >v2.off &&
	grep -q "^debugfs /sys/kernel/debug/apei/einj/error_type " v1.off &&
	grep -q "^debugfs /sys/kernel/debug/apei/einj/error_kind " v2.off &&
	grep -q "^procfs /proc/net/rpc/gss_krb5_enctypes " v2.off &&
	grep -q "^sysctl /proc/sys/net/ipv6/route/" v2.off &&
	grep -q "^netlink genl:802.15.4 MAC " v2.off &&
	grep -q "^fs-param umsdos:quiet " v2.off &&
	grep -q "^fs-param vfat:quiet " v2.off &&
	grep -q "^tracepoint widget:widget_prod " v2.off &&
	grep -q "^cgroup widget.limit_in_bytes " v2.off
'

test_expect_success 'v2 after v1: the files kept for finish are not read again' '
	rm -f "$ABIWATCH_CACHE" &&
	ABIWATCH_TRACE=1 abiwatch --git repo scan v1 >v1.out 2>err &&
	grep -q "^abiwatch: trace: v1: 18 files, 18 read; 0 in the cache, 0 of them read again" err &&
	test_cmp v1.off v1.out &&
	ABIWATCH_TRACE=1 abiwatch --git repo scan -f json v2 >v2.json 2>err &&
	grep -q "^abiwatch: trace: v2: 18 files, 7 read; 11 in the cache, 0 of them read again" err &&
	ABIWATCH_CACHE=off abiwatch --git repo scan -f json v2 >v2.json.off &&
	test_cmp v2.json.off v2.json
'

test_expect_success 'what the cached files kept reaches the items of the others' '
	grep -q "\"genl:team\".*\"commands\":\"TEAM_CMD_NOOP TEAM_CMD_OPTIONS_GET\"" v2.json &&
	grep -q "\"widget:widget_prod\".*\"field.tag\":\"char\[8\]\"" v2.json &&
	grep -q "\"/proc/fs/netfs/caches\".*\"alias\":\"/proc/fs/fscache/caches\"" v2.json
'

test_expect_success 'a diff of v1 and v2 with the cache is the one without' '
	test_status 1 abiwatch --git repo diff -f json v1 v2 >cached.json &&
	ABIWATCH_CACHE=off test_status 1 abiwatch --git repo diff -f json v1 v2 >off.json &&
	test_cmp off.json cached.json
'

test_done
