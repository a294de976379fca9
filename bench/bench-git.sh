#!/bin/sh
# Benchmark of git mode: abiwatch diff of the tags v6.1 and v6.12 of the
# repository scripts/fetch-kernels.sh builds, against what git itself
# takes to list the changed blobs and read them (git diff-tree -r, then
# git cat-file --batch), in the same run, best of $RUNS.
#
# Three abiwatch runs, each with a cache of its own:
#   first   an empty cache: every blob of both trees is read;
#   cached  the same diff again: both inventories come from the cache;
#   blobs   the cache's inventories removed, its blob rows kept, as when
#           a neighbouring release is compared: only the blobs that an
#           extractor must read again are read.
# The target is the cached run faster than git's baseline.  Not a test: it
# reports.
set -eu
cd "$(dirname "$0")/.."
KERNELS=${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}
REPO=$KERNELS/git
RUNS=${RUNS:-3}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export ABIWATCH_CACHE="$out/cache.sqlite"

[ -f "$REPO/.abiwatch-complete" ] ||
	{ echo "bench-git: no $REPO; run scripts/fetch-kernels.sh" >&2; exit 1; }

# best_of PREPARE COMMAND: the best time and its peak memory, PREPARE run
# untimed before each run.
best_of() {
	best=
	for i in $(seq "$RUNS"); do
		sh -c "$1" >/dev/null 2>&1
		/usr/bin/time -q -f "%e %M" -o "$out/t" sh -c "$2" >/dev/null 2>&1 || true
		read -r secs kb <"$out/t"
		if [ -z "$best" ] || awk "BEGIN { exit !($secs < $best) }"; then
			best=$secs
			best_kb=$kb
		fi
	done
	echo "$best $best_kb"
}

git_cmd="git --git-dir='$REPO' diff-tree -r v6.1 v6.12 |
	awk '{ if (\$3 != \"0000000000000000000000000000000000000000\") print \$3;
	       if (\$4 != \"0000000000000000000000000000000000000000\") print \$4 }' |
	git --git-dir='$REPO' cat-file --batch"
aw_cmd="./abiwatch --git '$REPO' diff v6.1 v6.12"

# Warm the page cache for both.
sh -c "$git_cmd" >/dev/null 2>&1 || true
ABIWATCH_CACHE=off sh -c "$aw_cmd" >/dev/null 2>&1 || true

set -- $(best_of true "$git_cmd"); gt=$1
set -- $(best_of "rm -f '$ABIWATCH_CACHE'" "$aw_cmd"); ft=$1 fkb=$2
set -- $(best_of true "$aw_cmd"); ct=$1 ckb=$2
set -- $(best_of "sqlite3 '$ABIWATCH_CACHE' 'DELETE FROM tree'" "$aw_cmd")
bt=$1 bkb=$2
sqlite3 "$ABIWATCH_CACHE" 'DELETE FROM tree'
ABIWATCH_TRACE=1 sh -c "$aw_cmd" 2>"$out/trace" >/dev/null || true

changed=$(git --git-dir="$REPO" diff-tree -r v6.1 v6.12 | wc -l)
ratio() { awk "BEGIN { printf \"%.2f\", $1 / $gt }"; }
echo "repository: $REPO (v6.1 -> v6.12, $changed paths differ; best of $RUNS)"
echo "git diff-tree + cat-file --batch:  $gt s"
echo "abiwatch, first run:               $ft s, peak $fkb KB, ratio $(ratio "$ft")"
echo "abiwatch, cached run:              $ct s, peak $ckb KB, ratio $(ratio "$ct") (target < 1)"
echo "abiwatch, from the blob rows:      $bt s, peak $bkb KB, ratio $(ratio "$bt")"
sed 's/^abiwatch: trace: /  blob rows: /' "$out/trace"
echo "cache: $(du -k "$ABIWATCH_CACHE" | cut -f1) KB"
