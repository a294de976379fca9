#!/bin/sh
# Tracepoints, module and boot parameters, netlink, mount options, BPF
# and the vDSO end to end on tests/fixtures/surface.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/surface
SCAN="$EXPECT/surface-scan.txt"

# has ITEM ATTRIBUTE-LINE: the item's attributes include that line.
has() {
	item_attrs "$SCAN" "$1" | grep -qxF "	$2"
}

test_expect_success 'scan lists every form with its attributes' '
	abiwatch scan -v $TREE >"$TRASH/out" &&
	test_cmp "$SCAN" "$TRASH/out"
'

test_expect_success 'tracepoints: system:event, fields in order, classes' '
	has "tracepoint widget:widget_start" "fields: id name dev buf" &&
	has "tracepoint widget:widget_start" "field.name: char[16]" &&
	has "tracepoint widget:widget_stop" "class: widget_class" &&
	has "tracepoint widget:widget_stop" "fields: ts id"
'

test_expect_success 'tracepoints through local wrappers, names not identifiers' '
	has "tracepoint widget-9p:wrapped_alias" "fields: id" &&
	has "tracepoint widget-9p:wrapped_alias_event" "class: wrapped_class" &&
	grep -q "^tracepoint widget-9p:widget_reset " "$SCAN" &&
	grep -q "^tracepoint widget-9p:widget_probe_enter " "$SCAN" &&
	grep -q "^tracepoint widget-9p:widget_probe_exit " "$SCAN" &&
	has "tracepoint widget-9p:9p_widget_req" "field.when: long" &&
	[ "$(grep -c "^tracepoint widget-9p:" "$SCAN")" = 6 ]
'

test_expect_success 'a file lexed only around its words reads as a whole one' '
	has "module-param lines.spread_out" "desc: one, two" &&
	has "module-param lines.spread_out" "perm: 0600" &&
	has "module-param lines.a" "desc: a" &&
	has "module-param lines.b" "perm: 0400" &&
	! grep -q "in_comment\|in_string\|^module-param lines\.n " "$SCAN"
'

test_expect_success 'module parameters under the module the Makefile builds' '
	has "module-param widget_drv.debug" "desc: Debug level (0-3)" &&
	has "module-param widget_drv.max_units" "perm: 0444" &&
	has "module-param widget_drv.mode" "type: charp"
'

test_expect_success 'boot parameters: __setup, early_param, core_param' '
	has "boot-param widget" "value: yes" &&
	has "boot-param widget_early" "early: yes" &&
	has "boot-param widget_core" "type: bool"
'

test_expect_success 'netlink: a family named by a uapi macro, rtnl; its spec is netlink-spec' '
	has "netlink genl:widget" "commands: WIDGET_CMD_GET WIDGET_CMD_SET" &&
	has "netlink genl:widget" "mcast-groups: events" &&
	has "netlink-spec ynl:widget" "operations: get set" &&
	has "netlink-spec ynl:widget" "attribute-sets: widget stats" &&
	has "netlink rtnl:PF_UNSPEC:RTM_GETWIDGET" "dumpit: widget_dump"
'

test_expect_success 'mount options of a parameter table and a token table' '
	has "fs-param widgetfs:uid" "type: u32" &&
	has "fs-param widgetfs:size" "type: value" &&
	has "fs-param widgetfs:legacy" "type: flag"
'

test_expect_success 'BPF helpers by number, kfuncs with their flags' '
	has "bpf helper:bpf_widget_poke" "id: 2" &&
	has "bpf kfunc:bpf_widget_acquire" "flags: KF_ACQUIRE | KF_RET_NULL"
'

test_expect_success 'vDSO symbols with their version node, not local ones' '
	has "vdso __vdso_time (arch/x86/entry/vdso/vdso.lds.S)" "version: LINUX_2.6" &&
	! grep -q "^vdso \\*" "$SCAN"
'

test_expect_success 'a field added to a tracepoint is a change' '
	rm -rf "$TRASH/tree" && cp -R $TREE "$TRASH/tree" &&
	sed -i "s/__field(u64, ts)/__field(u64, ts)\n\t\t__field(u32, flags)/" \
		"$TRASH/tree/include/trace/events/widget.h" &&
	test_status 1 abiwatch diff -k tracepoint $TREE "$TRASH/tree" >"$TRASH/out" &&
	grep -qx "	fields: ts id -> ts flags id" "$TRASH/out" &&
	grep -qx "	field.flags: (none) -> u32" "$TRASH/out"
'

test_done
