#!/bin/sh
# precision-table.sh [DIR]: the Markdown table of the hand-checked
# samples of DIR (default tests/kernel/precision), one row per kind, for
# docs/accuracy.md.  "At the check" counts every line of the sample;
# "now" leaves out the lines that were wrong and are no longer reported.
dir=${1:-$(dirname "$0")/precision}
echo "| kind | lines | right | wrong | fixed | precision at the check | precision now |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for f in "$dir"/*.txt; do
	grep -v '^#' "$f" | awk -F '\t' -v kind="$(basename "$f" .txt)" '
	{ n[$1]++; all++ }
	function pct(a, b) { return b ? sprintf("%.0f%%", 100 * a / b) : "-" }
	END {
		r = n["right"] + 0; w = n["wrong"] + 0; x = n["fixed"] + 0
		printf "| %s | %d | %d | %d | %d | %s | %s |\n", kind, all, r, w, x,
			pct(r, r + w + x), pct(r, r + w)
	}'
done
grep -hv '^#' "$dir"/*.txt | awk -F '\t' '
	{ n[$1]++; all++ }
	function pct(a, b) { return b ? sprintf("%.1f%%", 100 * a / b) : "-" }
	END {
		r = n["right"] + 0; w = n["wrong"] + 0; x = n["fixed"] + 0
		printf "| all | %d | %d | %d | %d | %s | %s |\n", all, r, w, x,
			pct(r, r + w + x), pct(r, r + w)
	}'
