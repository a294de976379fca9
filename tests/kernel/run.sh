#!/bin/sh
# The real-tree tier: Debian's linux-source-6.1 and linux-source-6.12,
# fetched by scripts/fetch-kernels.sh into $ABIWATCH_KERNELS.
here=$(cd "$(dirname "$0")" && pwd)
KERNELS=${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}
for v in 6.1 6.12; do
	if [ ! -f "$KERNELS/linux-source-$v/.abiwatch-complete" ]; then
		echo "check-kernel: no linux-source-$v in $KERNELS;" \
		     "run scripts/fetch-kernels.sh first" >&2
		exit 1
	fi
done
export KERNELS
exec "$here/../t/run-tests.sh" "$here"
