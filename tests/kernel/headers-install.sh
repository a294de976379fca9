#!/bin/sh
# Compare the macro names "make headers_install ARCH=x86" installs with
# the items abiwatch reports, for two kernel trees:
#	headers-install.sh ABIWATCH OLD NEW DIR
# Builds out of tree (O=DIR/build-old, ...) so that OLD and NEW stay
# clean; needs make, gcc and rsync.  Prints three lines:
#	install: OLD_NAMES -> NEW_NAMES names, ADDED added (FN function-like)
#	recall: R of ADDED added names reported (P%), R of O object-like (P%)
#	precision: R of REP names reported added for x86 are added (P%)
# and leaves the lists behind in DIR (missed, wrong) for a look.
set -e
abiwatch=$1 old=$2 new=$3 dir=$4
mkdir -p "$dir"
cd "$dir"

for side in old new; do
	eval src=\$$side
	make -s -C "$src" O="$PWD/build-$side" ARCH=x86 \
		INSTALL_HDR_PATH="$PWD/inst-$side" headers_install \
		>make-$side.log 2>&1 || { cat make-$side.log >&2; exit 2; }
done

# "NAME obj" or "NAME fn" for each #define in the installed headers;
# an include guard (an empty #define of a name the file tests with
# #ifndef) is no ABI.
names() {
	find "$1" -name '*.h' | LC_ALL=C sort | while read -r f; do
		awk '
		/^[ \t]*#[ \t]*ifndef[ \t]/ { guard[$NF] = 1 }
		/^[ \t]*#[ \t]*define[ \t]/ {
			s = $0
			sub(/^[ \t]*#[ \t]*define[ \t]+/, "", s)
			if (!match(s, /^[A-Za-z_][A-Za-z0-9_]*/))
				next
			n = substr(s, 1, RLENGTH)
			r = substr(s, RLENGTH + 1)
			fn = substr(r, 1, 1) == "("
			if (!fn && r ~ /^[ \t]*(\/\*.*)?$/ && guard[n])
				next
			print n, fn ? "fn" : "obj"
		}' "$f"
	done | LC_ALL=C sort -u
}
names inst-old >names-old
names inst-new >names-new
cut -d' ' -f1 names-old | LC_ALL=C sort -u >old.all
cut -d' ' -f1 names-new | LC_ALL=C sort -u >new.all
LC_ALL=C comm -13 old.all new.all >added
awk '$2 == "fn" { print $1 }' names-new | LC_ALL=C sort -u >new.fn
LC_ALL=C comm -23 added new.fn >added.obj

# The names abiwatch gives user space: the uapi kinds' items, and
# __NR_NAME for each system call x86 numbers.
kinds=uapi-macro,uapi-enum,ioctl,syscall
"$abiwatch" scan -v --kind $kinds "$new" >scan.txt
awk '
	/^[a-z-]+ / { k = $1; n = $2; if (k != "syscall") print n; next }
	k == "syscall" && /^\tnr\.(x86_64|i386|x32): / { print "__NR_" n }
' scan.txt | LC_ALL=C sort -u >reported
LC_ALL=C comm -23 added reported >missed

# What the diff reports added with a generic or x86 definition: a
# uapi-macro with an attribute of no architecture or of x86, an ioctl
# of a generic or x86 uapi header, a syscall x86 numbers.  (x86_32:
# and x86_x32: are x86 too: one install serves its three ABIs.)
"$abiwatch" diff -v --kind $kinds "$old" "$new" >diff.txt || [ $? = 1 ]
awk '
	function flush() { if (keep) print name; keep = 0 }
	/^[a-z-]+: [0-9]+ added/ { flush(); sub(":", "", $1); k = $1; next }
	/^[-+~] / {
		flush(); name = $2; add = $1 == "+"
		if (add && k == "ioctl" &&
		    $3 ~ /^(include\/uapi|arch\/x86\/include\/uapi)\//)
			keep = 1
		next
	}
	add && k == "uapi-macro" && /^\t/ {
		key = substr($0, 2, index($0, ": ") - 2)
		# "@subsystem" and the like are annotations, no definition.
		if (key !~ /^@/ && (key !~ /:/ || key ~ /^x86(_32|_x32)?:/))
			keep = 1
	}
	# An enumerator with a #define of itself (ifdef: yes) is one too.
	add && k == "uapi-enum" && /^\t(x86(_32|_x32)?:)?ifdef: yes$/ {
		keep = 1
	}
	add && k == "syscall" && /^\tnr\.(x86_64|i386|x32): / {
		if (name !~ /^__NR_/)
			name = "__NR_" name
		keep = 1
	}
	END { flush() }
' diff.txt | LC_ALL=C sort -u >reported-added
# An ioctl command defined as an enumerator (binder's in 6.12) is no
# macro of the install, but it is right if the install added it.
LC_ALL=C comm -23 reported-added added | while read -r n; do
	if ! grep -rqE "^[[:space:]]*$n[[:space:]]*(=|,|\$)" inst-new ||
	   grep -rqE "^[[:space:]]*$n[[:space:]]*(=|,|\$)" inst-old; then
		echo "$n"
	fi
done >wrong

pct() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f%%", b ? 100 * a / b : 0 }'; }
na=$(wc -l <added) nf=$(LC_ALL=C comm -12 added new.fn | wc -l)
no=$(wc -l <added.obj)
ra=$(LC_ALL=C comm -12 added reported | wc -l)
ro=$(LC_ALL=C comm -12 added.obj reported | wc -l)
np=$(wc -l <reported-added)
rp=$((np - $(wc -l <wrong)))
echo "install: $(wc -l <old.all) -> $(wc -l <new.all) names," \
     "$na added ($nf function-like)"
echo "recall: $ra of $na added names reported ($(pct $ra $na))," \
     "$ro of $no object-like ($(pct $ro $no))"
echo "precision: $rp of $np names reported added for x86 are added" \
     "($(pct $rp $np))"
