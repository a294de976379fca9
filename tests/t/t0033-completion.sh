#!/bin/sh
# Shell completion: what contrib/completion/abiwatch.bash offers, asked of
# the binary itself (--list-kinds and the rest), so it never goes stale.
. "$(dirname "$0")/lib.sh"

command -v bash >/dev/null || { echo "t0033-completion: bash not installed" >&2; exit 1; }

COMPLETION=$ROOT/contrib/completion/abiwatch.bash

# complete_words WORD...: COMPREPLY, one a line, with the command line
# "abiwatch WORD..." and the cursor at the end of the last word, as bash
# gives it to the function (--kind=x is three words: --kind, =, x).
complete_words() {
	bash -c '
		. "$1" && shift &&
		COMP_WORDS=("$@") && COMP_CWORD=$(($# - 1)) &&
		_abiwatch 2>/dev/null
		printf "%s\n" "${COMPREPLY[@]}"
	' complete "$COMPLETION" "$ABIWATCH" "$@"
}

test_expect_success '--list-kinds is the list --help gives' '
	abiwatch --list-kinds >kinds &&
	test "$(wc -l <kinds)" -ge 19 &&
	abiwatch --help | sed -n "s/.*kinds, comma-separated: //p" | tr , "\n" >help-kinds &&
	test_cmp help-kinds kinds
'

test_expect_success '--kind= offers every kind the binary lists' '
	complete_words scan --kind = "" >offered &&
	test_cmp kinds offered &&
	complete_words diff -k "" >offered &&
	test_cmp kinds offered
'

test_expect_success '--kind completes a prefix, and the last of a list' '
	complete_words diff --kind = sys >offered &&
	grep "^sys" kinds >want &&
	test_cmp want offered &&
	complete_words diff --kind = syscall,uapi-t >offered &&
	echo syscall,uapi-type >want &&
	test_cmp want offered &&
	complete_words diff --kind=bp >offered &&
	echo --kind=bpf >want &&
	test_cmp want offered
'

test_expect_success 'commands, options and formats come from the binary' '
	complete_words "" >offered &&
	printf "diff\nhistory\nlog\nlogs\npatch\nscan\ntriggers\nwhen\nhelp\n" >want &&
	test_cmp want offered &&
	abiwatch --list-commands >want &&
	test_cmp want offered &&
	complete_words diff --no-p >offered &&
	printf -- "--no-progress\n--no-pager\n" >want &&
	test_cmp want offered &&
	complete_words scan --format = "" >offered &&
	abiwatch --list-formats >want &&
	test_cmp want offered &&
	printf "text\njson\nmarkdown\nhtml\n" >want &&
	test_cmp want offered &&
	complete_words --color = a >offered &&
	printf "auto\nalways\n" >want &&
	test_cmp want offered
'

test_expect_success 'a side offers git refs, directories and files' '
	rm -rf repo && mkdir repo && cp -R "$FIXTURES/syscall/old/." repo &&
	(cd repo && git init -q && git add -A &&
	 git -c user.name=t -c user.email=t@example.org commit -qm 1 &&
	 git tag v1.0 && git tag v1.1 && git branch topic) &&
	(cd repo && complete_words diff v1) >offered &&
	printf "v1.0\nv1.1\n" >want &&
	test_cmp want offered &&
	complete_words --git repo scan t >offered &&
	grep -qx topic offered &&
	complete_words scan -g repo HE >offered &&
	grep -qx HEAD offered &&
	complete_words diff rep >offered &&
	grep -qx repo offered
'

test_expect_success 'make install puts the completion where bash finds it' '
	(unset MAKEFLAGS MFLAGS MAKELEVEL;
	 make -s -C "$ROOT" install DESTDIR="$TRASH/inst" PREFIX=/usr) &&
	test_cmp "$COMPLETION" "$TRASH/inst/usr/share/bash-completion/completions/abiwatch" &&
	test -x "$TRASH/inst/usr/bin/abiwatch" &&
	test -f "$TRASH/inst/usr/share/man/man1/abiwatch.1"
'

test_done
