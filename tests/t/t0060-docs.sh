#!/bin/sh
# Documentation: the doc-abi kind, and "@documented" from each home
# (Documentation/ABI with each What: placeholder, kernel-parameters.txt,
# a netlink spec, ioctl-number.rst, a man2 directory), on
# tests/fixtures/docs; diff --undocumented and scan --stale-docs.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
T=tests/fixtures/docs

test_expect_success 'scan: every item with where it is documented' '
	abiwatch scan -v --man $T/man $T/new >"$TRASH/out" &&
	test_cmp "$EXPECT/docs-scan.txt" "$TRASH/out"
'

test_expect_success 'each What: placeholder documents its sysfs item, by name' '
	for a in speed enable temp1_input fan3_min in_accel_x_raw; do
		item_attrs "$EXPECT/docs-scan.txt" "sysfs $a (drivers/gizmo/gizmo)" |
		grep -qx "	@documented: testing (Documentation/ABI/testing/sysfs-class-gizmo), by name" || return 1
	done
'

test_expect_success 'an entry keeps its status; paths match by path' '
	item_attrs "$EXPECT/docs-scan.txt" "sysfs legacy (drivers/gizmo/gizmo)" |
	grep -qx "	@documented: obsolete (Documentation/ABI/obsolete/sysfs-gizmo-legacy), by name" &&
	item_attrs "$EXPECT/docs-scan.txt" "procfs /proc/gizmo" |
	grep -qx "	@documented: stable (Documentation/ABI/stable/procfs-gizmo), by path" &&
	item_attrs "$EXPECT/docs-scan.txt" "sysctl /proc/sys/kernel/gizmo/rate" |
	grep -qx "	@documented: testing (Documentation/ABI/testing/sysctl-gizmo), by path"
'

test_expect_success 'parameters, netlink commands, ioctl numbers, man pages' '
	item_attrs "$EXPECT/docs-scan.txt" "module-param gizmo.quiet" | grep -qx "	@documented: no" &&
	item_attrs "$EXPECT/docs-scan.txt" "netlink genl:gizmo" |
	grep -qx "	@documented: Documentation/netlink/specs/gizmo.yaml (1 of 2 commands)" &&
	item_attrs "$EXPECT/docs-scan.txt" "ioctl GIZMO_IOC_BAD" | grep -qx "	@ioctl-number: unregistered" &&
	item_attrs "$EXPECT/docs-scan.txt" "syscall newfstat" | grep -qx "	@documented: man stat(2)" &&
	item_attrs "$EXPECT/docs-scan.txt" "ioctl GIZMO_IOC_GET" | grep -qx "	@documented: man ioctl_gizmo(2)"
'

test_expect_success 'without --man a syscall is unknown, not undocumented' '
	abiwatch scan -v $T/new >"$TRASH/out" &&
	item_attrs "$TRASH/out" "syscall gizmo_new" | grep -qx "	@documented: unknown"
'

test_expect_success 'diff: status moves judged, undocumented additions counted' '
	test_status 1 abiwatch diff --man $T/man $T/old $T/new >"$TRASH/out" &&
	test_cmp "$EXPECT/docs-diff.txt" "$TRASH/out"
'

test_expect_success 'diff --undocumented lists only added items without documentation' '
	test_status 1 abiwatch diff --undocumented --man $T/man $T/old $T/new >"$TRASH/out" &&
	test_cmp "$EXPECT/docs-undocumented.txt" "$TRASH/out"
'

test_expect_success 'scan --stale-docs: entries that match no item, not removed/ ones' '
	abiwatch scan --stale-docs $T/new >"$TRASH/out" &&
	test_cmp "$EXPECT/docs-stale.txt" "$TRASH/out"
'

test_expect_success '--kind sysfs still reads Documentation/ABI for @documented' '
	abiwatch scan -v --kind sysfs $T/new >"$TRASH/out" &&
	! grep -q "^doc-abi " "$TRASH/out" &&
	item_attrs "$TRASH/out" "sysfs speed (drivers/gizmo/gizmo)" | grep -q "by name"
'

test_expect_success 'a tree without documentation gets no annotation' '
	abiwatch scan -v tests/fixtures/files >"$TRASH/out" &&
	! grep -q "@documented" "$TRASH/out"
'

test_expect_success 'identical across thread counts' '
	abiwatch scan -j1 -f json --man $T/man $T/new >"$TRASH/j1" &&
	abiwatch scan -j2 -f json --man $T/man $T/new >"$TRASH/j2" &&
	test_cmp "$TRASH/j1" "$TRASH/j2"
'

test_expect_success 'a git tree is annotated as its directory is' '
	rm -rf "$TRASH/repo" && mkdir "$TRASH/repo" && cp -R $T/new/. "$TRASH/repo" &&
	(cd "$TRASH/repo" && git init -q && git add -A &&
	 git -c user.name=t -c user.email=t@example.org -c commit.gpgsign=false commit -qm new) &&
	abiwatch --git "$TRASH/repo" scan -v --man $T/man HEAD >"$TRASH/git" &&
	sed "\$d" "$TRASH/git" >"$TRASH/git.body" && sed "\$d" "$EXPECT/docs-scan.txt" >"$TRASH/dir.body" &&
	test_cmp "$TRASH/dir.body" "$TRASH/git.body"
'

test_expect_success 'a missing --man directory is a usage error' '
	test_status 2 abiwatch scan --man "$TRASH/nowhere" $T/new >"$TRASH/out" 2>"$TRASH/err" &&
	grep -q "nowhere" "$TRASH/err"
'

test_expect_success 'a man page that is not gzip is said, and the rest annotated' '
	rm -rf "$TRASH/man" && cp -R $T/man "$TRASH/man" &&
	printf "\037\213garbage" >"$TRASH/man/man2/broken.2.gz" &&
	test_status 2 abiwatch scan -v --man "$TRASH/man" $T/new >"$TRASH/out" 2>"$TRASH/err" &&
	grep -q "broken.2.gz" "$TRASH/err" &&
	item_attrs "$TRASH/out" "syscall gizmo_ctl" | grep -qx "	@documented: man gizmo_ctl(2)"
'

test_done
