#!/bin/sh
# Netlink as 6.12 writes it, on tests/fixtures/netlink/{old,new}:
# rtnetlink handlers in struct rtnl_msg_handler arrays, generic netlink
# op tables defined in another file, family names of other headers, and
# the registration functions' own definitions, which register nothing.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/netlink/old
NEW=tests/fixtures/netlink/new

has() {
	item_attrs "$EXPECT/netlink-scan.txt" "$1" | grep -qxF "	$2"
}

test_expect_success 'scan lists every form with its attributes' '
	abiwatch scan -v -k netlink $NEW >"$TRASH/out" &&
	test_cmp "$EXPECT/netlink-scan.txt" "$TRASH/out"
'

test_expect_success 'diff: only the family that left is removed' '
	test_status 1 abiwatch diff -v -k netlink $OLD $NEW >"$TRASH/out" &&
	test_cmp "$EXPECT/netlink-diff.txt" "$TRASH/out" &&
	grep "^- [a-z]" "$TRASH/out" >"$TRASH/removed" &&
	test "$(cat "$TRASH/removed")" = "- genl:DLM fs/dlm/netlink.c:4"
'

test_expect_success 'rtnl_msg_handler entries by position, with flags' '
	has "netlink rtnl:PF_BRIDGE:RTM_NEWVLAN" "doit: br_vlan_rtm_process" &&
	has "netlink rtnl:PF_BRIDGE:RTM_GETVLAN" "dumpit: br_vlan_rtm_dump" &&
	has "netlink rtnl:PF_BRIDGE:RTM_DELNEIGH" "flags: RTNL_FLAG_BULK_DEL_SUPPORTED" &&
	has "netlink rtnl:PF_UNSPEC:RTM_GETSTATS" "doit: rtnl_stats_get"
'

test_expect_success 'op tables of another file: ops, small_ops, split_ops' '
	has "netlink genl:devlink" "commands: DEVLINK_CMD_GET DEVLINK_CMD_NOTIFY_FILTER_SET DEVLINK_CMD_PORT_GET" &&
	has "netlink genl:mptcp_pm" "commands: MPTCP_PM_CMD_ADD_ADDR MPTCP_PM_CMD_GET_ADDR" &&
	has "netlink genl:team" "commands: TEAM_CMD_NOOP TEAM_CMD_OPTIONS_GET" &&
	has "netlink genl:other" "commands: OTHER_CMD_X"
'

test_expect_success 'family names from the headers that define them' '
	grep -q "^netlink genl:SMBD_GENL " "$EXPECT/netlink-scan.txt" &&
	grep -q "^netlink genl:NLBL_MGMT " "$EXPECT/netlink-scan.txt" &&
	grep -q "^netlink genl:802.15.4 MAC " "$EXPECT/netlink-scan.txt" &&
	! grep -q "_NAME" "$EXPECT/netlink-scan.txt"
'

test_expect_success 'no item from a definition or a forwarding call' '
	! grep -q "^netlink rtnl:[^P]*[a-z]" "$EXPECT/netlink-scan.txt" &&
	test "$(grep -c "^netlink rtnl:" "$EXPECT/netlink-scan.txt")" = 5
'

test_expect_success 'same output with one thread and two' '
	abiwatch scan -v -k netlink -j1 $NEW >"$TRASH/j1" &&
	abiwatch scan -v -k netlink -j2 $NEW >"$TRASH/j2" &&
	test_cmp "$TRASH/j1" "$TRASH/j2"
'

test_done
