#!/bin/sh
# readme-examples.sh [--check] [README]: write the examples of README.md
# from what abiwatch prints today on Debian's 6.1 and 6.12 trees, so that
# no figure in them is typed by hand.  Each example sits between
#
#	<!-- readme-examples: NAME -->
#	<!-- readme-examples: end -->
#
# and NAME is one of the recipes below.  With --check, README is left
# alone and the status says whether it is up to date (a diff is shown if
# not): the real-tree tier runs this (tests/kernel/t1121-readme.sh).
set -e

check=
if [ "$1" = --check ]; then
	check=1
	shift
fi
root=$(cd "$(dirname "$0")/.." && pwd)
readme=${1:-$root/README.md}
KERNELS=${KERNELS:-${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}}
ABIWATCH=${ABIWATCH:-$root/abiwatch}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The trees under the names the README gives them, and a cache of their
# own so that the runs after the first read nothing again.
ln -s "$KERNELS/linux-source-6.1" "$work/linux-6.1"
ln -s "$KERNELS/linux-source-6.12" "$work/linux-6.12"
export ABIWATCH_CACHE="$work/cache.sqlite"
export NO_COLOR=1

run() {
	(cd "$work" && "$ABIWATCH" --no-pager "$@" linux-6.1 linux-6.12) || [ $? = 1 ]
}

# The summary, each class of "look first" cut to three items, and the
# head of the syscall section.
recipe_summary() {
	echo '$ abiwatch diff linux-6.1 linux-6.12'
	run diff | awk '
	/^Look first/ { look = 1; print; next }
	look && /^$/ { look = 0; rest = 1; print; print "..."; next }
	look && /^  [^ ]/ { print; n = 0; next }
	look && /^    and / { print; next }
	look { if (++n <= 3) print; else if (n == 4) print "    ..."; next }
	/^syscall: / { sys = 1 }
	sys { print; if (++s == 4) { print "..."; exit } next }
	!rest { print }
	'
}

# The uapi-type verdicts the README quotes.
recipe_uapi_type() {
	run diff --kind uapi-type | grep -E \
		'^uapi-type: |^~ struct (perf_event_attr|snd_pcm_info) '
}

# How long the report is, folded, unfolded and without debugfs and the
# other kinds that are no promise.
recipe_lengths() {
	for opt in '' -v --stable-only; do
		echo "\$ abiwatch diff $opt${opt:+ }linux-6.1 linux-6.12 | wc -l"
		run diff $opt | wc -l | tr -d ' '
	done
}

recipe_pidfd() {
	echo '$ abiwatch diff --stable-only --by subsystem --subsystem pidfd linux-6.1 linux-6.12'
	echo '...'
	run diff --stable-only --by subsystem --subsystem pidfd |
	awk '/^PIDFD API: / { on = 1 } on && n++ < 5 { print }'
	echo '...'
}

out=$work/README.md
while IFS= read -r line; do
	printf '%s\n' "$line"
	case $line in
	'<!-- readme-examples: end -->')
		;;
	'<!-- readme-examples: '*' -->')
		name=${line#<!-- readme-examples: }
		name=${name% -->}
		printf '\n'
		"recipe_$(echo "$name" | tr - _)" | sed 's/^/    /; s/^    $//'
		printf '\n'
		# Skip the old example, up to its end marker.
		while IFS= read -r old && [ "$old" != '<!-- readme-examples: end -->' ]; do
			:
		done
		printf '%s\n' '<!-- readme-examples: end -->'
		;;
	esac
done <"$readme" >"$out"

if [ -n "$check" ]; then
	diff -u "$readme" "$out"
else
	cat "$out" >"$readme"
fi
