#!/bin/sh
# precision-draw.sh DIFF [KIND...]: the seeded sample of report lines that
# tests/kernel/precision/KIND.txt checks by hand.  DIFF is the text of
# `abiwatch diff -v` of the two Debian trees.  Per kind, 20 "added" and
# 10 "removed" lines (all of them where there are fewer), drawn with a
# Park-Miller generator, seed 13, so that any awk draws the same sample
# from the same report.  Prints "KIND<TAB>line", the line without its
# ":LINE" number (kernel line numbers are the trees', not abiwatch's, but
# the key is the item and its file).
diff=$1
shift
awk -v only=" $* " '
function draw(list, n, want,   k, i, got, seen) {
	k = 13
	if (want > n)
		want = n
	while (got < want) {
		k = (k * 16807) % 2147483647
		i = k % n + 1
		if (seen[i]++)
			continue
		got++
		print kind "\t" list[i]
	}
}
function flush() {
	if (kind != "" && (only == "  " || index(only, " " kind " ")))  {
		draw(add, na, 20)
		draw(rem, nr, 10)
	}
	delete add
	delete rem
	na = nr = 0
}
/^[a-z][a-z-]*: [0-9]+ added, / { flush(); kind = $1; sub(/:$/, "", kind); next }
/^[+-] / {
	line = $0
	sub(/:[0-9]+$/, "", line)
	if (substr(line, 1, 1) == "+")
		add[++na] = line
	else
		rem[++nr] = line
}
END { flush() }' "$diff" | sort
