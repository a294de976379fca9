#!/bin/sh
# The hand-checked sample of report lines (precision/README): every line
# checked right is still reported, every one checked wrong is still the
# known error it was (or marked fixed), and no fixed one is back.
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12

abiwatch diff -v $OLD $NEW >diff.txt 2>diff.err
"$TEST_DIR/precision-draw.sh" diff.txt >drawn.txt

# "KIND<TAB>line" for every added or removed line of the report.
awk '
/^[a-z][a-z-]*: [0-9]+ added, / { kind = $1; sub(/:$/, "", kind); next }
/^[+-] / { line = $0; sub(/:[0-9]+$/, "", line); print kind "\t" line }
' diff.txt | sort -u >lines.txt

for f in "$TEST_DIR"/precision/*.txt; do
	kind=$(basename "$f" .txt)
	test_expect_success "precision sample: $kind" '
		grep -v "^#" "$f" | {
			bad=0 right=0 wrong=0 fixed=0
			while IFS="	" read -r verdict line why; do
				if grep -qxF -- "$kind	$line" lines.txt; then
					there=yes
				else
					there=no
				fi
				case $verdict,$there in
				right,yes) right=$((right + 1)) ;;
				wrong,yes) wrong=$((wrong + 1)) ;;
				fixed,no) fixed=$((fixed + 1)) ;;
				right,no)
					echo "checked right, no longer reported: $line" >&2
					bad=1 ;;
				wrong,no)
					echo "checked wrong, now gone (mark it fixed): $line" >&2
					bad=1 ;;
				fixed,yes)
					echo "fixed, reported again: $line" >&2
					bad=1 ;;
				*)
					echo "bad verdict: $verdict" >&2
					bad=1 ;;
				esac
			done
			echo "$kind: $right right, $wrong wrong, $fixed fixed" >&2
			[ $bad = 0 ] && [ $((right + wrong + fixed)) -gt 0 ]
		}
	'
done

# Every kind the report has is sampled.
test_expect_success 'every kind of the report has its sample' '
	cut -f1 drawn.txt | sort -u >kinds.txt &&
	for kind in $(cat kinds.txt); do
		[ -f "$TEST_DIR/precision/$kind.txt" ] ||
			{ echo "no sample for $kind" >&2; exit 1; }
	done
'

test_done
