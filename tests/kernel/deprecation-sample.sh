#!/bin/sh
# deprecation-sample.sh SCAN: a seeded sample of 20 deprecation items of
# the verbose scan SCAN, one per line: "N<TAB>name<TAB>guard" (guard "-"
# if none).  A Park-Miller generator, seed 15, so that any awk draws the
# same sample from the same scan.
awk '
/^deprecation / { n++; name[n] = $0; sub(/ [^ ]*$/, "", name[n]) }
/^\tguard-kind: / { kind[n] = $2 }
/^\tguard: / { g = $0; sub(/^\tguard: /, "", g); guard[n] = g }
END {
	k = 15
	while (got < 20 && n) {
		k = (k * 16807) % 2147483647
		i = k % n + 1
		if (seen[i]++)
			continue
		got++
		printf "%d\t%s\t%s\n", i, name[i], kind[i] ? kind[i] " " guard[i] : "-"
	}
}' "$1" | sort -n
