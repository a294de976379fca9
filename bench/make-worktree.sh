#!/bin/sh
# A kernel clone to time the working tree as a side: the bare repository
# scripts/fetch-kernels.sh builds (tags v6.1, v6.12), cloned with
# --shared (its objects are borrowed, not copied) into
# $ABIWATCH_KERNELS/worktree-6.12, with v6.12 checked out on a branch.
# The checkout writes the index whose stat data abiwatch trusts.
set -eu
KERNELS=${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}
REPO=$KERNELS/git
WT=$KERNELS/worktree-6.12

[ -f "$REPO/.abiwatch-complete" ] ||
	{ echo "make-worktree: no $REPO; run scripts/fetch-kernels.sh" >&2; exit 1; }
if [ -f "$WT/.git/abiwatch-complete" ]; then
	# Put back what a benchmark may have edited.
	git -C "$WT" checkout -q -f bench && git -C "$WT" clean -qfd
	exit 0
fi
rm -rf "$WT"
git clone -q --shared --no-checkout "$REPO" "$WT"
git -C "$WT" checkout -q -b bench v6.12
touch "$WT/.git/abiwatch-complete"
echo "$WT"
