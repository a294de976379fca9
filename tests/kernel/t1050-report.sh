#!/bin/sh
# The report on the real trees: 6.1 -> 6.12 opens with its summary, says
# ia64's removal once, and nearly every change gets its MAINTAINERS entry,
# the one scripts/get_maintainer.pl puts first.
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12

test_expect_success 'the diff, as JSON and as text' '
	abiwatch diff -f json $OLD $NEW >diff.json; [ $? = 1 ] &&
	abiwatch diff $OLD $NEW >diff.txt; [ $? = 1 ]
'

# 12,905 of 13,563 when first measured (95.1%); 16,199 of 17,423 (93.0%)
# with the kinds added since (doc-abi entries, deprecation warnings and
# framework channels, more of them in files no entry owns).  THE REST
# does not count.
test_expect_success 'over 92% of the changes get a subsystem' '
	all=$(grep -c "^{\"change\":" diff.json) &&
	with=$(grep "^{\"change\":" diff.json | grep -c "\"@subsystem\":") &&
	echo "$with of $all" &&
	[ $((with * 100)) -gt $((all * 92)) ]
'

test_expect_success 'ia64 is said to be removed, once per kind' '
	grep -qx "Architectures: ia64 removed." diff.txt &&
	grep -q "^= nr.ia64 dropped from 3[0-9][0-9] syscall items (architecture ia64 removed)$" diff.txt &&
	! grep -q "	nr.ia64: " diff.txt &&
	grep -q "^{\"type\":\"architecture-attrs\",\"kind\":\"syscall\",.*\"architecture\":\"ia64\"" diff.json
'

test_expect_success 'the summary shows at most 30 items to look at first' '
	sed -n "/^Look first/,/^$/p" diff.txt >look &&
	test "$(grep -c "^    [-+~] " look)" -le 30 &&
	grep -q "^    + syscall cachestat mm/filemap.c:" look
'

# Files of the 6.12 changes (not of removals, whose files are 6.1's), one
# in 50.  get_maintainer.pl lists every entry, deepest first, and orders
# entries of one depth by Perl's hash order, which changes from run to
# run: abiwatch's must be one it lists, and its first in nine cases of ten
# (all but the ties: 114 of 116 files agreed when measured).
test_expect_success 'the subsystem is the one get_maintainer.pl puts first' '
	grep "^{\"change\":\"[ac]" diff.json | grep "\"@subsystem\":" |
	sed "s/.*\"file\":\"\([^\"]*\)\".*\"@subsystem\":\"\([^\"]*\)\".*/\1	\2/" |
	sort -u -t "	" -k1,1 | awk "NR % 50 == 1" >sample &&
	n=0 && first=0 && listed=0 &&
	while IFS="	" read -r f sub; do
		(cd $NEW && perl scripts/get_maintainer.pl --no-git \
			--no-git-fallback --subsystem --no-email --no-m --no-r \
			--no-l --no-s --no-keywords --no-tree -f "$f" 2>/dev/null) |
			grep -v "^THE REST$" >gm
		n=$((n + 1))
		[ "$(head -1 gm)" = "$sub" ] && first=$((first + 1))
		grep -qxF "$sub" gm && listed=$((listed + 1))
		grep -qxF "$sub" gm || echo "$f: abiwatch [$sub] not in:" $(cat gm)
	done <sample &&
	echo "$n files: $first first, $listed listed" &&
	[ $n -ge 20 ] && [ $listed = $n ] && [ $((first * 100)) -ge $((n * 90)) ]
'

test_done
