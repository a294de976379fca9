#!/bin/sh
# How much of the /sys that Documentation/ABI documents abiwatch finds.
#
# usage: sysfs-coverage.sh ABIWATCH TREE WORKDIR
#
# Every "What: /sys/..." of Documentation/ABI/stable and testing (not
# /sys/kernel/debug, which is debugfs) names a file; its last component is
# looked for among the names of abiwatch's sysfs items.  A capital X, Y,
# Z, N or M after a lower-case letter stands for a number ("inY_fault" is
# "in1_fault"); a name with another placeholder (<iface>, *, [0-7], {a,b})
# is not counted.  Prints "found F of D documented sysfs names (P%)", and
# on standard error and in WORKDIR/split the same without the IIO names
# (those that Documentation/ABI/*/sysfs-bus-iio* document) and for them.
abiwatch=$1 tree=$2 work=$3
rm -rf "$work" && mkdir -p "$work" || exit 2

"$abiwatch" scan -k sysfs "$tree" >"$work/scan.txt"
[ $? -le 1 ] || exit 2
sed -n 's/^sysfs \(.*\) (.*$/\1/p' "$work/scan.txt" | sed 's|.*/||' |
	LC_ALL=C sort -u >"$work/have"

# names FILE...: the documented file names of FILE...
names() {
	cat "$@" |
	sed -n 's/^What:[[:space:]]*\(\/sys\/[^[:space:]]*\).*/\1/p' |
	grep -v '^/sys/kernel/debug' | sed 's|/*$||; s|.*/||' |
	grep -v '[][<>*{}:]' | grep -v '^$' | LC_ALL=C sort -u
}
names "$tree"/Documentation/ABI/stable/* "$tree"/Documentation/ABI/testing/* \
	>"$work/documented"
names "$tree"/Documentation/ABI/*/sysfs-bus-iio* >"$work/iio"

# One extended regular expression per documented name.
sed -e 's/[.+?()|^$\\]/\\&/g' \
    -e 's/\([a-z_]\)[XYZNM]\([^a-zA-Z]\|$\)/\1[0-9]+\2/g' \
    -e 's/^/^/; s/$/$/' "$work/documented" >"$work/patterns"

# Names without a placeholder are looked up, the others matched.
# The patterns in the order of the names, so line k of each is one name.
awk -v missed="$work/missed" -v splitf="$work/split" '
	FILENAME == ARGV[1] { iio[$0] = 1; next }
	FILENAME == ARGV[2] { doc[FNR] = $0; next }
	FILENAME == ARGV[3] { have[$0] = 1; list[++n] = $0; next }
	{
		total++
		is_iio = doc[FNR] in iio
		niio += is_iio
		name = substr($0, 2, length($0) - 2)
		if (name !~ /[][+\\]/) {
			ok = name in have
		} else {
			ok = 0
			for (i = 1; i <= n && !ok; i++)
				ok = list[i] ~ $0
		}
		if (ok) {
			found++
			fiio += is_iio
		} else {
			print $0 > missed
		}
	}
	END {
		printf "found %d of %d documented sysfs names (%d%%)\n", \
			found, total, found * 100 / total
		printf "without IIO: found %d of %d (%.1f%%); IIO: found %d of %d\n", \
			found - fiio, total - niio, \
			(found - fiio) * 100 / (total - niio), fiio, niio > splitf
	}' "$work/iio" "$work/documented" "$work/have" "$work/patterns" || exit 2
cat "$work/split" >&2
