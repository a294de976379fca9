#!/bin/sh
# Benchmark of git mode: abiwatch diff of the tags v6.1 and v6.12 of the
# repository scripts/fetch-kernels.sh builds, against what git itself
# takes to list the changed blobs and read them (git diff-tree -r, then
# git cat-file --batch), in the same run, best of $RUNS.
#
# abiwatch has no per-blob cache yet, so its first and later runs are the
# same: it reads every blob of both trees.  Not a test: it reports.
set -eu
cd "$(dirname "$0")/.."
KERNELS=${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}
REPO=$KERNELS/git
RUNS=${RUNS:-3}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

[ -f "$REPO/.abiwatch-complete" ] ||
	{ echo "bench-git: no $REPO; run scripts/fetch-kernels.sh" >&2; exit 1; }

best_of() {
	best=
	for i in $(seq "$RUNS"); do
		/usr/bin/time -q -f "%e %M" -o "$out/t" sh -c "$1" >/dev/null 2>&1 || true
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

sh -c "$git_cmd" >/dev/null 2>&1 || true
sh -c "$aw_cmd" >/dev/null 2>&1 || true
set -- $(best_of "$git_cmd"); gt=$1
set -- $(best_of "$aw_cmd"); at=$1 akb=$2
changed=$(git --git-dir="$REPO" diff-tree -r v6.1 v6.12 | wc -l)
echo "repository: $REPO (v6.1 -> v6.12, $changed paths differ; best of $RUNS)"
echo "git diff-tree + cat-file --batch: $gt s"
echo "abiwatch --git diff:              $at s, peak $akb KB"
echo "ratio:                            $(awk "BEGIN { printf \"%.2f\", $at / $gt }") (target: a cached run faster than git, ratio < 1)"
