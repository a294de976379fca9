#!/bin/sh
# Compare abiwatch's x86-64 layouts of the generic uapi structs with gcc's:
# for each header, a translation unit asserts each size and member offset
# that abiwatch computed, and gcc compiles it for x86-64.
#
# usage: layout-check.sh ABIWATCH TREE WORKDIR
# Prints "checked N structs in M headers, F failures, S headers skipped"
# and each failure.  Headers that gcc can't compile on their own (they
# need generated headers, or a libc) are skipped and counted.
abiwatch=$1 tree=$2 work=$3
CC=${CC:-gcc}
rm -rf "$work"
mkdir -p "$work/inc/asm" "$work/inc/linux" "$work/tu"
# What scripts/headers_install.sh strips from the raw headers.
: >"$work/inc/linux/compiler_types.h"
CFLAGS="-fsyntax-only -w -D__user= -D__force= -D__iomem= -D__attribute_const__=
	-D__packed=__attribute__((packed)) -D__EXPORTED_HEADERS__"

# The asm/ headers that x86 takes from asm-generic, as the build generates.
for h in "$tree"/include/uapi/asm-generic/*.h; do
	b=${h##*/}
	[ -e "$tree/arch/x86/include/uapi/asm/$b" ] ||
		printf '#include <asm-generic/%s>\n' "$b" >"$work/inc/asm/$b"
done

"$abiwatch" scan -v -k uapi-type "$tree" >"$work/types.txt" || test $? = 1 || exit 2

# One .c per header: the asserts of every struct with a known size.
awk -v dir="$work/tu" '
function flush() {
	if (name != "" && size != "" && file != "") {
		out = file; gsub("/", "__", out); out = dir "/" out ".c"
		if (!(out in seen)) {
			seen[out] = 1
			inc = file; sub("^include/uapi/", "", inc)
			print "#include <stddef.h>\n#include <" inc ">" > out
		}
		print "_Static_assert(sizeof(" name ") == " size ", \"" name "\");" > out
		for (m in off)
			print "_Static_assert(offsetof(" name ", " m ") == " off[m] ", \"" name "." m "\");" > out
		n++
	}
	name = ""; size = ""; file = ""; delete off
}
/^uapi-type / {
	flush()
	if ($2 != "struct" && $2 != "union") next
	if ($0 ~ /\(/) next
	name = $2 " " $3; file = $4; sub(/:[0-9]+$/, "", file)
	if (file !~ /^include\/uapi\//) name = ""
	next
}
/^\tsize: [0-9]+$/ { size = $2; next }
/^\tmember\./ {
	key = $1; sub(/^member\./, "", key); sub(/:$/, "", key)
	if ($0 ~ /:[0-9]+ @/ || $0 ~ /@[0-9]+:[0-9]+$/) next
	if (match($0, /@[0-9]+$/)) off[key] = substr($0, RSTART + 1)
	next
}
END { flush(); print n > "/dev/stderr" }
' "$work/types.txt" 2>"$work/count"

headers=0 skipped=0 failed=0 structs=0
for c in "$work"/tu/*.c; do
	headers=$((headers + 1))
	inc=$(sed -n 2p "$c")
	printf '#include <stddef.h>\n%s\n' "$inc" >"$work/plain.c"
	if ! $CC $CFLAGS -I"$work/inc" -I"$tree/arch/x86/include/uapi" \
	    -I"$tree/include/uapi" "$work/plain.c" 2>/dev/null; then
		skipped=$((skipped + 1))
		continue
	fi
	structs=$((structs + $(grep -c 'sizeof(' "$c")))
	if ! $CC $CFLAGS -I"$work/inc" -I"$tree/arch/x86/include/uapi" \
	    -I"$tree/include/uapi" "$c" 2>"$work/err"; then
		failed=$((failed + $(grep -c 'static assertion failed' "$work/err")))
		grep 'static assertion failed' "$work/err" | sed 's/.*failed: /FAIL /'
	fi
done
echo "checked $structs structs in $((headers - skipped)) headers, $failed failures, $skipped headers skipped"
