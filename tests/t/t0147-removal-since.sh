#!/bin/sh
# scan --removal-candidates with git history at hand (issue 15): each
# deprecation warning dated by the oldest release tag that has it, on a
# repository the test builds: a warning of v1.0, one added in v1.1, one
# that moved to another file in v1.2, one after the last tag.
. "$(dirname "$0")/lib.sh"

use_git

warn() {
	mkdir -p "$(dirname "$1")" &&
	printf 'static int f_%s(void)\n{\n\tpr_warn_once("%s\\n");\n\treturn 0;\n}\n' \
		"$2" "$3" >>"$1"
}

rm -rf repo && mkdir repo && (
	cd repo && git init -q && git config commit.gpgsign false &&
	warn mm/alpha.c alpha "alpha is deprecated" &&
	warn mm/memcontrol.c moving "Cgroup memory moving is deprecated" &&
	git add -A && git commit -qm 1.0 && git tag v1.0 &&
	warn drivers/beta.c beta "beta is obsolete, use gamma" &&
	git add -A && git commit -qm 1.1 && git tag -a -m 1.1 v1.1 &&
	git mv mm/memcontrol.c mm/memcontrol-v1.c &&
	git commit -qm 1.2 && git tag v1.2 &&
	warn drivers/gamma.c gamma "gamma will be removed" &&
	git add -A && git commit -qm after
) || exit 1

since() {
	item_attrs out "deprecation $1" | grep -qxF "	@since: $2"
}

test_expect_success 'a release tag: dated from the tags up to it' '
	abiwatch --git repo scan -v --removal-candidates v1.2 >out &&
	since "alpha is deprecated (mm/alpha)" "v1.0 (the oldest release known: maybe older)" &&
	since "beta is obsolete, use gamma (drivers/beta)" "v1.1" &&
	[ "$(grep -c "^	@since: " out)" = 3 ]
'

test_expect_success 'a warning that moved to another file keeps its date' '
	since "Cgroup memory moving is deprecated (mm/memcontrol-v1)" "v1.0 (the oldest release known: maybe older)"
'

test_expect_success '--tags: the releases named; newer than all of them' '
	abiwatch --git repo scan -v --removal-candidates --tags v1.1.. HEAD >out &&
	since "alpha is deprecated (mm/alpha)" "v1.1 (the oldest release known: maybe older)" &&
	since "gamma will be removed (drivers/gamma)" "after v1.2"
'

test_expect_success 'no history at hand: a directory without --git is not dated' '
	abiwatch scan -v --removal-candidates repo >out &&
	grep -q "^deprecation gamma will be removed" out &&
	! grep -q "@since" out
'

test_expect_success 'the working tree with --git: the releases of the last history' '
	test_status 1 abiwatch --git repo history v1.0 v1.1 >/dev/null &&
	abiwatch --git repo scan -v --removal-candidates repo >out &&
	since "beta is obsolete, use gamma (drivers/beta)" "v1.1" &&
	since "gamma will be removed (drivers/gamma)" "after v1.1"
'

test_expect_success 'a range with no release is trouble, said' '
	test_status 2 abiwatch --git repo scan --removal-candidates --tags v9.0.. v1.2 >out 2>err &&
	grep -q "no release tag in the range" err
'

test_expect_success '--tags without --removal-candidates is a usage error' '
	test_status 2 abiwatch --git repo scan --tags v1.0.. v1.2 2>err &&
	grep -q "add --removal-candidates" err
'

test_done
