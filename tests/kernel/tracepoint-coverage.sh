#!/bin/sh
# How many of the events that the tree's trace headers write out (a
# TRACE_EVENT*() or DEFINE_EVENT*() call whose name is a literal, under a
# #define TRACE_SYSTEM) abiwatch finds as tracepoint items.  The reference
# is read by a regular expression, not by abiwatch's lexer: it sees the
# subsystems' own wrappers (TRACE_EVENT_RCU, DEFINE_EVENT_SCHEDSTAT) by
# their names, but not events whose names a macro builds (those abiwatch
# finds by expanding the file's macros, and are counted apart).
#
# usage: tracepoint-coverage.sh ABIWATCH TREE WORKDIR
# Prints "found F of R written-out events (P%), N items in all"; the
# misses are in WORKDIR/missed.
abiwatch=$1 tree=$2 work=$3
rm -rf "$work" && mkdir -p "$work" || exit 2

"$abiwatch" scan -k tracepoint "$tree" >"$work/scan.txt"
[ $? -le 1 ] || exit 2
sed -n 's/^tracepoint \([^ ]*\) .*/\1/p' "$work/scan.txt" |
	LC_ALL=C sort -u >"$work/have"

(cd "$tree" && find . -name '*.h' ! -path './tools/*' ! -path './samples/*' \
	! -path './Documentation/*' ! -path './scripts/*' ! -path '*/selftests/*' |
	LC_ALL=C sort | xargs grep -l 'define[[:space:]]*TRACE_SYSTEM[[:space:]]' |
	xargs perl -e '
	for my $p (@ARGV) {
		open my $fh, "<", $p or next;
		local $/; my $s = <$fh>; close $fh;
		next unless $s =~ /^\s*#\s*define\s+TRACE_SYSTEM\s+(\S+)/m;
		my $sys = $1; $sys =~ s/"//g;
		$s =~ s{/\*.*?\*/}{}gs; $s =~ s{//[^\n]*}{}g;
		# The wrappers themselves are #defines: not events.
		$s =~ s/^[ \t]*#[ \t]*define(?:[^\n]*\\\n)*[^\n]*//mg;
		while ($s =~ /\b(TRACE_EVENT\w*|DEFINE_EVENT\w*)\s*\(\s*([^,()\s]+)\s*(?:,\s*([^,()\s]+))?/g) {
			my ($m, $a, $b) = ($1, $2, $3);
			next if $m =~ /_NOP$|PERF_PERM$/;
			my $name = $m =~ /^DEFINE_EVENT/ ? $b : $a;
			print "$sys:$name\n" if defined $name && $name =~ /^\w+$/;
		}
	}') | LC_ALL=C sort -u >"$work/reference"

LC_ALL=C comm -23 "$work/reference" "$work/have" >"$work/missed"
total=$(wc -l <"$work/reference")
missed=$(wc -l <"$work/missed")
found=$((total - missed))
echo "found $found of $total written-out events ($((found * 100 / total))%), $(wc -l <"$work/have") items in all"
