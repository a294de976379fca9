#!/bin/sh
# Documentation status on Debian's 6.1 and 6.12 trees: how much of
# Documentation/ABI matches the tree's items, and how many of the
# additions of 6.12 are undocumented.  The man pages are Debian's
# manpages-dev (scripts/install-deps.sh), section 2 in /usr/share/man.
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12
MAN=/usr/share/man

abiwatch scan -v $NEW >scan.txt 2>scan.err
echo $? >scan.status
abiwatch diff --man $MAN $OLD $NEW >diff.txt 2>diff.err
echo $? >diff.status

# in_band VALUE LOW HIGH
in_band() {
	echo "$1 (expected $2 to $3)" >&2
	[ "$1" -ge "$2" ] && [ "$1" -le "$3" ]
}

# The what-kind and @matches of each doc-abi item, one line each.
awk '/^[^\t]/ { if (k == "doc-abi") print wk, m; k = $1; wk = ""; m = "none" }
     /^\twhat-kind: / { wk = $2 } /^\t@matches: / { m = $2 }
     END { if (k == "doc-abi") print wk, m }' scan.txt >whats

test_expect_success 'scan and diff run clean' '
	[ "$(cat scan.status)" = 0 ] && [ ! -s scan.err ] &&
	[ "$(cat diff.status)" = 1 ] && [ ! -s diff.err ] &&
	[ -d $MAN/man2 ]
'

# Measured on 6.12: 5,396 What: lines of Documentation/ABI name sysfs
# files; 175 can't be matched to a file (a directory, a last component
# that is all placeholder); 3,962 (73%) match at least one sysfs item
# since IIO, hwmon and power_supply attributes are read from drivers'
# tables (3,520, 65%, before), 4,288 (79%) with the work of issue 13
# (t1105: mlxreg-io, more of the IIO core, events/ directories); the
# rest are names built at run time and IIO names no driver builds.
test_expect_success 'sysfs What: lines: 79% match an item' '
	total=$(grep -c "^sysfs " whats) &&
	matched=$(grep "^sysfs " whats | grep -vc " none$\| 0$") &&
	in_band "$total" 5350 5450 &&
	in_band "$matched" 4230 4350 &&
	in_band $((matched * 100 / total)) 78 80
'

# And the reverse: 60.0% of the sysfs items are documented (49.9% before
# the framework channels were read), most by their name alone (the item
# has no full path).
test_expect_success 'sysfs items: 60% are documented' '
	total=$(grep -c "^sysfs " scan.txt) &&
	no=$(awk "/^sysfs /{k=1;next} /^[^\t]/{k=0} k && /^\t@documented: no\$/" scan.txt | wc -l) &&
	in_band $(((total - no) * 1000 / total)) 590 610
'

# "KIND: A added, R removed, C changed (U added undocumented)": U of A.
undocumented() {
	sed -n "s/^$1: \([0-9]*\) added.*(\([0-9]*\) added undocumented)\(;.*\)\{0,1\}$/\2 \1/p" diff.txt
}

# Measured 6.1 -> 6.12, with manpages-dev 6.03 (older than every syscall
# added since 6.1): undocumented/added per kind.  sysctl: 48 of 48 before
# the admin guide's sysctl pages were read, 40 since; ioctl: 287 before
# the user-space API guide was, 282 since.  debugfs, procfs and sysctl
# then lost the additions of the precision sample's wrong classes (moved
# files, a directory behind a symlink, KUnit tables; t1160): sysctl 37
# undocumented of 45, and 13 once the networking book's sysctl pages
# (ip-sysctl.rst...) were read.
test_expect_success '6.1 -> 6.12: undocumented additions per kind' '
	set -- $(undocumented sysfs) && in_band $1 1790 1850 && in_band $2 4160 4230 &&
	set -- $(undocumented debugfs) && in_band $1 450 470 &&
	set -- $(undocumented configfs) && in_band $1 70 76 &&
	set -- $(undocumented procfs) && in_band $1 13 13 &&
	set -- $(undocumented sysctl) && in_band $1 12 14 &&
	set -- $(undocumented module-param) && in_band $1 360 385 &&
	set -- $(undocumented boot-param) && in_band $1 8 12 &&
	set -- $(undocumented netlink) && in_band $1 0 2 &&
	set -- $(undocumented syscall) && in_band $1 14 14 &&
	set -- $(undocumented ioctl) && in_band $1 280 295
'

# Measured on 6.12: 222 of 940 sysctls are documented by a heading of
# Documentation/admin-guide/sysctl/DIR.rst (233 since the directories of
# 125 sysctls left unknown before are read, t1160), 258 ioctls by a page of the
# user-space API guide (none before either was read).  The networking
# book's sysctl pages document 352 of the 553 /proc/sys/net knobs (383 once
# devinet's per-interface knobs were read, t1160).  The
# entries that macros write (t1160) added /proc/sys/user/'s, which
# user.rst documents: 241 by the admin guide.
test_expect_success 'sysctls from the admin guide, ioctls from the user-space API guide' '
	n=$(awk "/^sysctl /{k=1;next} /^[^\t]/{k=0} k && /^\t@documented: admin-guide /" scan.txt | wc -l) &&
	in_band $n 236 246 &&
	n=$(awk "/^ioctl /{k=1;next} /^[^\t]/{k=0} k && /^\t@documented: userspace-api /" scan.txt | wc -l) &&
	in_band $n 250 265 &&
	n=$(awk "/^sysctl /{k=1;next} /^[^\t]/{k=0} k && /^\t@documented: networking /" scan.txt | wc -l) &&
	in_band $n 375 390 &&
	item_attrs scan.txt "sysctl /proc/sys/net/ipv4/ip_forward" |
	grep -qx "	@documented: networking (Documentation/networking/ip-sysctl.rst)" &&
	item_attrs scan.txt "sysctl /proc/sys/net/ipv6/conf/<name>/accept_dad" |
	grep -qx "	@documented: networking (Documentation/networking/ip-sysctl.rst)" &&
	item_attrs scan.txt "sysctl /proc/sys/vm/swappiness" |
	grep -qx "	@documented: admin-guide (Documentation/admin-guide/sysctl/vm.rst)" &&
	item_attrs scan.txt "sysctl /proc/sys/kernel/random/uuid" |
	grep -qx "	@documented: admin-guide (Documentation/admin-guide/sysctl/kernel.rst)" &&
	item_attrs scan.txt "sysctl /proc/sys/fs/epoll/max_user_watches" |
	grep -qx "	@documented: admin-guide (Documentation/admin-guide/sysctl/fs.rst)" &&
	item_attrs scan.txt "sysctl /proc/sys/fs/inotify/max_user_watches" |
	grep -qx "	@documented: no" &&
	item_attrs scan.txt "ioctl VIDIOC_QUERYCAP" |
	grep -qx "	@documented: userspace-api (Documentation/userspace-api/media/v4l/vidioc-querycap.rst)" &&
	item_attrs scan.txt "ioctl GPIO_V2_GET_LINE_IOCTL" |
	grep -qx "	@documented: userspace-api (Documentation/userspace-api/gpio/gpio-v2-get-line-ioctl.rst)"
'

test_expect_success 'a status move is judged: obsolete/ to removed/ is breaking' '
	grep -q "^~ .*\[breaking: moved from obsolete/ to removed/: the interface is gone\]" diff.txt
'

test_expect_success 'known homes: a hwmon attribute, a boot parameter, a netlink family' '
	item_attrs scan.txt "sysfs temp1_input (drivers/hwmon/it87)" |
	grep -qx "	@documented: testing (Documentation/ABI/testing/sysfs-class-hwmon), by name" &&
	item_attrs scan.txt "boot-param nosmp" | grep -q "	@documented: Documentation/admin-guide/kernel-parameters.txt:" &&
	item_attrs scan.txt "netlink genl:ethtool" | grep -q "	@documented: Documentation/netlink/specs/ethtool.yaml (" &&
	item_attrs scan.txt "ioctl KVM_RUN" | grep -q "	@ioctl-number: registered"
'

# The summary table's undocumented column and each kind's line count the
# same thing, the additions without documentation (the table once
# counted changed items too: 34 boot-params against the line's 12).
test_expect_success 'the summary and the kind lines agree on undocumented' '
	awk "/^  kind .* undocumented/ { t = 1; next }
	     t && /^  [a-z]/ { col[\$1] = \$6; next }
	     t { t = 0 }
	     /^[a-z-]+: [0-9]+ added, .*added undocumented/ {
		k = \$1; sub(/:\$/, \"\", k)
		n = \$0; sub(/.*\(/, \"\", n); sub(/ added undocumented.*/, \"\", n)
		if (col[k] != n) { print k, col[k], n; bad = 1 }
		seen++
	     }
	     END { exit bad || !seen }" diff.txt
'

test_done
