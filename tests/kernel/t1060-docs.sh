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
# added since 6.1): undocumented/added per kind.
test_expect_success '6.1 -> 6.12: undocumented additions per kind' '
	set -- $(undocumented sysfs) && in_band $1 1790 1850 && in_band $2 4160 4230 &&
	set -- $(undocumented debugfs) && in_band $1 485 510 &&
	set -- $(undocumented configfs) && in_band $1 70 76 &&
	set -- $(undocumented procfs) && in_band $1 17 17 &&
	set -- $(undocumented sysctl) && in_band $1 46 50 &&
	set -- $(undocumented module-param) && in_band $1 360 385 &&
	set -- $(undocumented boot-param) && in_band $1 8 12 &&
	set -- $(undocumented netlink) && in_band $1 0 2 &&
	set -- $(undocumented syscall) && in_band $1 14 14 &&
	set -- $(undocumented ioctl) && in_band $1 280 295
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

test_done
