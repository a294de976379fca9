# The iproute2 repository, for the real-tree tests of history: a clone of
# the bundle in shared/data beside this repository (ABIWATCH_IPROUTE2
# names another), with the release tags v6.0.0 to v6.19.0, whose
# include/uapi mirrors the kernel's uapi headers.  Sourced after lib.sh;
# clones it into the trash directory as ./iproute2, or fails the test: the
# data is part of the tier, never a reason to skip.
IPROUTE2=${ABIWATCH_IPROUTE2:-$(git -C "$ROOT" rev-parse --show-toplevel)/../shared/data/iproute2.bundle}
UAPI_KINDS=uapi-header,uapi-macro,uapi-type,uapi-enum

test_expect_success "the iproute2 bundle is there ($IPROUTE2)" '
	[ -f "$IPROUTE2" ] &&
	git clone -q "$IPROUTE2" iproute2 &&
	test "$(git -C iproute2 tag -l "v6.*.0" | wc -l)" = 20
'
if [ ! -d iproute2 ]; then
	echo "$TEST_NAME: no iproute2 bundle at $IPROUTE2; set ABIWATCH_IPROUTE2" >&2
	test_done
	exit 1
fi
