# Test library for abiwatch's end-to-end tests, after git's t/test-lib.sh.
# Each test script sources this, runs test_expect_success for each case
# and ends with test_done.  Cases run in a fresh trash directory.
#
# The output is TAP: "ok N - script: case" or "not ok N - ...", the output
# of a failed case as "#" comments, and the plan "1..N" at the end.  Under
# run-tests.sh the numbers go on from TEST_NUMBER, the count of the cases
# of the scripts before, and run-tests.sh prints the plan of the whole run.

set -u
TEST_DIR=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$TEST_DIR/../.." && pwd)
FIXTURES=$ROOT/tests/fixtures
EXPECT=$TEST_DIR/expect
ABIWATCH=${ABIWATCH:-$ROOT/abiwatch}
TEST_NAME=$(basename "$0" .sh)
TRASH=$TEST_DIR/trash/$TEST_NAME
# Each script has a cache of its own, never the user's.
ABIWATCH_CACHE=$TRASH/cache.sqlite
export ABIWATCH_CACHE
RESULTS=${RESULTS:-}

passed=0
failed=0
test_number=${TEST_NUMBER:-0}

rm -rf "$TRASH"
mkdir -p "$TRASH"
cd "$TRASH" || exit 1

abiwatch() {
	${ABIWATCH_WRAPPER:-} "$ABIWATCH" "$@"
}

# test_expect_success 'what it proves' 'commands'
test_expect_success() {
	test_number=$((test_number + 1))
	# A "#" would start a TAP directive: escaped.
	tap_desc=$(printf '%s' "$TEST_NAME: $1" | sed 's/#/\\#/g')
	if (eval "$2") >"$TRASH/.out" 2>&1; then
		passed=$((passed + 1))
		tap_result="1 0"
		echo "ok $test_number - $tap_desc"
	else
		failed=$((failed + 1))
		tap_result="0 1"
		echo "not ok $test_number - $tap_desc"
		sed 's/^/#   /' "$TRASH/.out"
	fi
	if [ -n "$RESULTS" ]; then
		echo "$tap_result" >>"$RESULTS"
	fi
}

# use_git: a script that makes repositories needs git, an identity for
# its commits, and no repository found above its trash directory (which
# is in abiwatch's own working tree).
use_git() {
	command -v git >/dev/null ||
		{ echo "$TEST_NAME: git not installed" >&2; exit 1; }
	GIT_CEILING_DIRECTORIES=$TRASH
	export GIT_CEILING_DIRECTORIES
	export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org \
	       GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
}

# Run a command and check its exit status: test_status N cmd args...
test_status() {
	want=$1
	shift
	"$@"
	got=$?
	if [ "$got" != "$want" ]; then
		echo "exit status $got, expected $want: $*" >&2
		return 1
	fi
}

test_cmp() {
	diff -u "$1" "$2"
}

test_done() {
	echo "# $TEST_NAME: $passed passed, $failed failed"
	if [ -n "$RESULTS" ]; then
		echo "0 0 $TEST_NAME" >>"$RESULTS"
	else
		echo "1..$test_number"
	fi
	[ "$failed" = 0 ]
}

# settle: wait past the second in which files changed.  A file changed in
# the second before a scan is racy: its stat data may change no more while
# its contents do, so the cache neither trusts nor keeps it.  The cases that
# expect the cache to be used wait that out.
settle() {
	sleep 2
}

# same DIR: the scan of DIR with the cache is the scan without it (in
# with.json and without.json, for the case to look into).
same() {
	abiwatch scan -f json "$1" >with.json &&
	ABIWATCH_CACHE=off abiwatch scan -f json "$1" >without.json &&
	test_cmp without.json with.json
}

# trace DIR: the trace line of a scan of DIR, in "trace".
trace() {
	ABIWATCH_TRACE=1 abiwatch scan "$1" >/dev/null 2>trace &&
	cat trace
}

# fixture_repo DIR FIXTURE...: a git repository DIR of the fixtures'
# files, committed as "1.0", a second before, so that the index does not
# make its entries racy.
fixture_repo() {
	dir=$1
	shift
	mkdir "$dir" && (
		cd "$dir" && git init -q && git config commit.gpgsign false &&
		for f in "$@"; do cp -R "$FIXTURES/$f/." . || exit 1; done &&
		sleep 1 && git add -A && git commit -qm "1.0"
	)
}

# item_attrs FILE ITEM: the attribute lines of ITEM ("kind name") in the
# verbose scan output FILE.
item_attrs() {
	awk -v want="$2 " '
		/^[^\t]/ { on = index($0, want) == 1; next }
		on' "$1"
}

# on_tty 'commands': run them with standard input, output and error on a
# terminal (script(1)'s pseudo-terminal), and print what it showed, with
# the terminal's \r\n as \n (on_tty_raw: as it is).  TERM is a real
# terminal's and CI is unset, so that "auto" means what it does for a
# developer at one.
on_tty_raw() {
	script -qec "TERM=xterm; export TERM; unset CI; $1" /dev/null </dev/null
}

on_tty() {
	on_tty_raw "$1" | tr -d '\r'
}

# The escape byte, for grep.
ESC=$(printf '\033')
