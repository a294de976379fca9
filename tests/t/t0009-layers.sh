#!/bin/sh
# The layers of src/, lowest first (the Makefile's comment above
# CORE_SRCS): a file includes headers of its own layer or of one below,
# never of one above.  src/abiwatch.c and src/cmd/ are the cmd layer.
# Besides, output and source read the model only: no header of c,
# extract or scan.
. "$(dirname "$0")/lib.sh"

LAYERS="core c extract source scan output cmd"

# Known violations, "FILE HEADER" one a line, each allowed until the file
# is mended; a new one fails the test.  Keep the list short: today it is
# empty.
ALLOWED='
'

# The includes of the files of DIR/src that break a rule, one a line:
# "FILE HEADER: why".  Includes in <> are checked if they name a layer.
layer_violations() {
	(cd "$1" && find src -name "*.[ch]" | LC_ALL=C sort |
	 xargs awk -v layers="$LAYERS" '
		BEGIN {
			n = split(layers, l, " ")
			for (i = 1; i <= n; i++)
				rank[l[i]] = i
			only_model["output"] = only_model["source"] = 1
			not_model["c"] = not_model["extract"] = 1
			not_model["scan"] = 1
		}
		FNR == 1 {
			np = split(FILENAME, p, "/")
			if (FILENAME == "src/abiwatch.c")
				layer = "cmd"
			else if (np >= 3 && p[2] in rank)
				layer = p[2]
			else {
				layer = ""
				print FILENAME " -: in no layer"
			}
		}
		layer != "" && /^[ \t]*#[ \t]*include[ \t]*["<]/ {
			line = $0
			sub(/^[ \t]*#[ \t]*include[ \t]*/, "", line)
			quoted = substr(line, 1, 1) == "\""
			h = substr(line, 2)
			sub(/[">].*/, "", h)
			hl = index(h, "/") ? substr(h, 1, index(h, "/") - 1) : ""
			if (!(hl in rank)) {
				if (quoted)
					print FILENAME " " h ": of no layer"
				next
			}
			if (rank[hl] > rank[layer])
				print FILENAME " " h ": " hl " is above " layer
			else if ((layer in only_model) && (hl in not_model))
				print FILENAME " " h ": " layer " reads no " hl
		}'
	)
}

# The violations not in ALLOWED.
new_violations() {
	layer_violations "$1" >violations &&
	echo "$ALLOWED" | awk '
		NR == FNR { if (NF) allowed[$1 " " $2] = 1; next }
		!(($1 " " substr($2, 1, length($2) - 1)) in allowed)
	' - violations
}

test_expect_success 'the layers are those of the Makefile, in its order' '
	sed -n "/^# The layers, lowest first/,/^CORE_SRCS/p" "$ROOT/Makefile" |
	awk "/^#   [a-z]/ { printf \"%s%s\", sep, \$2; sep = \" \" }" >layers &&
	echo "$LAYERS" >want &&
	echo >>layers &&
	test_cmp want layers
'

test_expect_success 'the check finds each kind of violation' '
	mkdir -p tree/src/core tree/src/c tree/src/output tree/src/source \
		tree/src/scan tree/src/cmd tree/src/misc &&
	printf "#include \"core/util.h\"\n#include \"scan/scan.h\"\n" \
		>tree/src/core/a.c &&
	printf "#include <stdio.h>\n# include <extract/extract.h>\n" \
		>tree/src/c/b.h &&
	printf "#include \"core/diff.h\"\n#include \"c/lexer.h\"\n" \
		>tree/src/output/c.c &&
	printf "#include \"source/source.h\"\n#include \"extract/uapi.h\"\n" \
		>tree/src/source/d.c &&
	printf "#include \"output/output.h\"\n#include \"local.h\"\n" \
		>tree/src/scan/e.c &&
	printf "#include \"cmd/cmd.h\"\n#include \"output/output.h\"\n" \
		>tree/src/cmd/f.c &&
	printf "#include \"core/util.h\"\n" >tree/src/abiwatch.c &&
	printf "#include \"core/util.h\"\n" >tree/src/misc/g.c &&
	layer_violations tree >out &&
	cat >want <<-\EOF &&
	src/c/b.h extract/extract.h: extract is above c
	src/core/a.c scan/scan.h: scan is above core
	src/misc/g.c -: in no layer
	src/output/c.c c/lexer.h: output reads no c
	src/scan/e.c output/output.h: output is above scan
	src/scan/e.c local.h: of no layer
	src/source/d.c extract/uapi.h: source reads no extract
	EOF
	test_cmp want out
'

test_expect_success 'no file of src/ includes a header above its layer' '
	new_violations "$ROOT" >new &&
	if test -s new; then
		echo "new violations of the layers:" && cat new && false
	fi
'

# The allowed that are mended: said, so that the list is trimmed.
layer_violations "$ROOT" >"$TRASH/all"
echo "$ALLOWED" | while read -r file header; do
	if test -n "$file" && ! grep -q "^$file $header:" "$TRASH/all"; then
		echo "# allowed, but mended: $file $header (trim ALLOWED)"
	fi
done

test_done
