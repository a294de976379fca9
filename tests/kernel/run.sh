#!/bin/sh
# The real-tree tier: Debian's linux-source-6.1 and linux-source-6.12,
# fetched by scripts/fetch-kernels.sh into $ABIWATCH_KERNELS.
cd "$(dirname "$0")" || exit 1
KERNELS=${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}
for v in 6.1 6.12; do
	if [ ! -f "$KERNELS/linux-source-$v/.abiwatch-complete" ]; then
		echo "check-kernel: no linux-source-$v in $KERNELS;" \
		     "run scripts/fetch-kernels.sh first" >&2
		exit 1
	fi
done
export KERNELS
mkdir -p ../t/trash
RESULTS=$(cd ../t/trash && pwd)/kernel-results
: >"$RESULTS"
export RESULTS
status=0
for t in t[0-9]*.sh; do
	sh "./$t" || status=1
done
awk '{ p += $1; f += $2 } END { printf "%d passed, %d failed\n", p, f }' \
	"$RESULTS"
exit $status
