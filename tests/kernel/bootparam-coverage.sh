#!/bin/sh
# How many of the parameters Documentation/admin-guide/kernel-parameters.txt
# documents abiwatch finds, as a boot-param or as a module-param
# ("module.param" is how both are written on the command line).
#
# usage: bootparam-coverage.sh ABIWATCH TREE WORKDIR
# Prints "found F of D documented parameters (P%)"; the misses are in
# WORKDIR/missed.
abiwatch=$1 tree=$2 work=$3
rm -rf "$work" && mkdir -p "$work" || exit 2

"$abiwatch" scan -k boot-param,module-param "$tree" >"$work/scan.txt"
[ $? -le 1 ] || exit 2
sed -n 's/^\(boot-param\|module-param\) \([^ ]*\) .*/\2/p' "$work/scan.txt" |
	LC_ALL=C sort -u >"$work/have"

# An entry starts a line with one tab: "\tname=", "\tname\t[...]".
sed -n 's/^\t\([A-Za-z0-9_.-]*\)[=[:space:][].*/\1/p; s/^\t\([A-Za-z0-9_.-]*\)$/\1/p' \
	"$tree/Documentation/admin-guide/kernel-parameters.txt" |
	grep -v '^$' | LC_ALL=C sort -u >"$work/documented"

LC_ALL=C comm -23 "$work/documented" "$work/have" >"$work/missed"
total=$(wc -l <"$work/documented")
missed=$(wc -l <"$work/missed")
found=$((total - missed))
echo "found $found of $total documented parameters ($((found * 100 / total))%)"
