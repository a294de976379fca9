#!/bin/sh
# precision-table.sh [DIR]: the Markdown table of the hand-checked
# samples of DIR (default tests/kernel/precision), one row per kind, for
# docs/accuracy.md (tests/t/t0011-accuracy.sh checks that the table
# there is this one).  "At the check" is the file's own count, from its
# "# Precision: N of M right at the check" line: a line whose item is
# still reported but had a wrong attribute then is "right" now.  "Now"
# counts the verdicts: right / (right + wrong), the lines fixed being no
# longer reported.
dir=${1:-$(dirname "$0")/precision}
echo "| kind | lines | right at the check | right | wrong | fixed | precision at the check | precision now |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for f in $(ls "$dir"/*.txt | LC_ALL=C sort); do
	awk -F '\t' -v kind="$(basename "$f" .txt)" '
	function pct(a, b) { return b ? sprintf("%.0f%%", 100 * a / b) : "-" }
	/^# Precision: [0-9]+ of [0-9]+ right at the check/ {
		split($0, w, " ")
		c = w[3]; m = w[5]
	}
	/^#/ { next }
	{ n[$1]++; all++ }
	END {
		r = n["right"] + 0; x = n["wrong"] + 0; f = n["fixed"] + 0
		printf "| %s | %d | %d of %d | %d | %d | %d | %s | %s |\n", kind,
			all, c, m, r, x, f, pct(c, m), pct(r, r + x)
	}' "$f"
done
cat "$dir"/*.txt | awk -F '\t' '
	function pct(a, b) { return b ? sprintf("%.1f%%", 100 * a / b) : "-" }
	/^# Precision: [0-9]+ of [0-9]+ right at the check/ {
		split($0, w, " ")
		c += w[3]; m += w[5]
	}
	/^#/ { next }
	{ n[$1]++; all++ }
	END {
		r = n["right"] + 0; x = n["wrong"] + 0; f = n["fixed"] + 0
		printf "| all | %d | %d of %d | %d | %d | %d | %s | %s |\n",
			all, c, m, r, x, f, pct(c, m), pct(r, r + x)
	}'
