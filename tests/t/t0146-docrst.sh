#!/bin/sh
# "@documented" from the reStructuredText books (issue 15), on
# tests/fixtures/docrst: sysctls by the headings of
# Documentation/admin-guide/sysctl/DIR.rst and the terms of the sysctl
# pages of the networking book, ioctls by the pages of the user-space API
# guide that its toctrees reach.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
T=tests/fixtures/docrst
SCAN="$EXPECT/t0146-scan.txt"

doc() {
	item_attrs "$SCAN" "$1" | grep -qxF "	@documented: $2"
}

test_expect_success 'scan: sysctls and ioctls with where they are documented' '
	abiwatch scan -v -k sysctl,ioctl $T >"$TRASH/out" 2>/dev/null &&
	test_cmp "$SCAN" "$TRASH/out"
'

test_expect_success 'a sysctl heading, several names, a note in brackets' '
	doc "sysctl /proc/sys/kernel/acct" "admin-guide (Documentation/admin-guide/sysctl/kernel.rst)" &&
	doc "sysctl /proc/sys/kernel/bootloader_type" "admin-guide (Documentation/admin-guide/sysctl/kernel.rst)" &&
	doc "sysctl /proc/sys/fs/file-max" "admin-guide (Documentation/admin-guide/sysctl/fs.rst)" &&
	doc "sysctl /proc/sys/fs/file-nr" "admin-guide (Documentation/admin-guide/sysctl/fs.rst)" &&
	doc "sysctl /proc/sys/fs/inode-state" "admin-guide (Documentation/admin-guide/sysctl/fs.rst)"
'

test_expect_success 'a directory heading documents its files; a section its subdirectory' '
	doc "sysctl /proc/sys/kernel/random/uuid" "admin-guide (Documentation/admin-guide/sysctl/kernel.rst)" &&
	doc "sysctl /proc/sys/fs/epoll/max_user_watches" "admin-guide (Documentation/admin-guide/sysctl/fs.rst)" &&
	doc "sysctl /proc/sys/fs/inotify/max_user_watches" "no" &&
	doc "sysctl /proc/sys/kernel/undocumented_knob" "no"
'

test_expect_success 'the networking book: net knobs by the terms of its sysctl pages' '
	n="networking (Documentation/networking/ip-sysctl.rst)" &&
	doc "sysctl /proc/sys/net/ipv4/ip_gizmo" "$n" &&
	doc "sysctl /proc/sys/net/ipv4/neigh/default/gc_thresh1" "$n" &&
	doc "sysctl /proc/sys/net/ipv6/icmp/ratelimit" "$n" &&
	doc "sysctl /proc/sys/net/ipv4/gizmo_undocumented" "no"
'

test_expect_success 'each interface knob by its term after conf/interface, or by conf/all' '
	n="networking (Documentation/networking/ip-sysctl.rst)" &&
	doc "sysctl /proc/sys/net/ipv4/conf/<name>/gizmo_filter" "$n" &&
	doc "sysctl /proc/sys/net/ipv4/conf/<name>/gizmo_disable" "$n"
'

test_expect_success 'a page whose name does not say sysctl, and prose, document nothing' '
	doc "sysctl /proc/sys/net/sctp/sack_gizmo" "no"
'

test_expect_success 'an ioctl heading, c:macro, table row and definition term' '
	doc "ioctl VIDIOC_G_GIZMO" "userspace-api (Documentation/userspace-api/media/v4l/vidioc-g-gizmo.rst)" &&
	doc "ioctl VIDIOC_S_GIZMO" "userspace-api (Documentation/userspace-api/media/v4l/vidioc-g-gizmo.rst)" &&
	doc "ioctl GIZMO_IOC_MACRO" "userspace-api (Documentation/userspace-api/media/v4l/vidioc-g-gizmo.rst)" &&
	doc "ioctl GIZMO_IOC_TABLED" "userspace-api (Documentation/userspace-api/ioctl/cdrom.rst)" &&
	doc "ioctl GIZMOPAUSE" "userspace-api (Documentation/userspace-api/ioctl/cdrom.rst)"
'

test_expect_success 'prose documents no ioctl: it stays unknown without --man' '
	doc "ioctl GIZMO_IOC_PROSE" "unknown"
'

test_done
