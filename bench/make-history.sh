#!/bin/sh
# A history of about $COMMITS commits from v6.1 to v6.12, for the
# benchmark of abiwatch log: the kernel has no such history on this
# machine, only the two releases (scripts/fetch-kernels.sh).  The paths
# that differ between the two trees are sorted by directory and cut into
# $COMMITS runs of the same number of files (a run ends at a directory's
# end when it may, within a large directory when it must); each commit
# takes one run from v6.1's state to v6.12's.  The
# last commit's tree is v6.12's, so both ends are the releases' trees.
#
# The repository is $KERNELS/history: a clone that shares the objects of
# $KERNELS/git, with the tags v6.1 and h6.12 (the last commit).  Built
# once; delete it to build it again.
set -eu
KERNELS=${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}
SRC=$KERNELS/git
DST=$KERNELS/history
COMMITS=${COMMITS:-1000}

[ -f "$DST/.abiwatch-complete" ] && { echo "$DST"; exit 0; }
[ -d "$SRC" ] || { echo "make-history: no $SRC; run scripts/fetch-kernels.sh" >&2; exit 1; }
rm -rf "$DST"
git clone -q --bare --shared "$SRC" "$DST"
export GIT_DIR="$DST" GIT_INDEX_FILE="$DST/history-index"
export GIT_AUTHOR_NAME="abiwatch bench" GIT_AUTHOR_EMAIL=bench@example.org \
       GIT_COMMITTER_NAME="abiwatch bench" GIT_COMMITTER_EMAIL=bench@example.org
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each changed path as "dir<TAB>mode sha<TAB>path" for update-index
# --index-info: v6.12's blob, or mode 0 to remove it.
git diff-tree -r --no-renames v6.1 v6.12 |
	awk -F'\t' '{ split($1, m, " "); p = $2; d = p; sub("/[^/]*$", "", d);
		      if (d == p) d = ".";
		      if (m[2] == "000000") print d "\t0 0000000000000000000000000000000000000000\t" p;
		      else print d "\t" m[2] " " m[4] "\t" p }' |
	LC_ALL=C sort >"$work/changes"
total=$(wc -l <"$work/changes")
per=$(( (total + COMMITS - 1) / COMMITS ))

# Cut at a directory's end once a run holds $per files, and anywhere
# once it holds twice as many.
per=$((per * 3 / 4))
awk -F'\t' -v per="$per" -v dir="$work" '
	{ if ((n >= per && $1 != last) || n >= 2 * per) { k++; n = 0 }
	  printf "%s\t%s\n", $2, $3 > (dir "/run." sprintf("%05d", k));
	  n++; last = $1 }' "$work/changes"

git read-tree v6.1
parent=$(git rev-parse v6.1^{commit})
i=0
for run in "$work"/run.*; do
	i=$((i + 1))
	git update-index --index-info <"$run"
	tree=$(git write-tree)
	first=$(head -n 1 "$run" | cut -f2)
	export GIT_AUTHOR_DATE="$((1670000000 + i * 3600)) +0000"
	export GIT_COMMITTER_DATE="$GIT_AUTHOR_DATE"
	parent=$(echo "step $i: $(dirname "$first")/ and $(($(wc -l <"$run") - 1)) more files" |
		 git commit-tree "$tree" -p "$parent")
done
[ "$(git rev-parse "$parent^{tree}")" = "$(git rev-parse v6.12^{tree})" ] ||
	{ echo "make-history: the last tree is not v6.12's" >&2; exit 1; }
git tag h6.12 "$parent"
rm -f "$GIT_INDEX_FILE"
echo "$i commits, $total paths, v6.1..h6.12" >"$DST/.abiwatch-complete"
echo "$DST"
