# bash completion for abiwatch(1).                     -*- shell-script -*-
#
# Commands, options, --kind and --format values are asked of the binary
# being completed (abiwatch --list-commands, --list-options, --list-kinds,
# --list-formats), so that they never go stale; a side (OLD, NEW, TREE)
# is a git ref of the repository (--git DIR, or the one around .), a
# directory or a saved inventory.  Needs bash only, not bash-completion.

# The binary: the word being completed, if it runs, else abiwatch.
__abiwatch_bin()
{
	local bin=${COMP_WORDS[0]}

	if [[ $bin == */* && -x $bin ]] || type -P -- "$bin" >/dev/null 2>&1; then
		printf '%s\n' "$bin"
	else
		printf 'abiwatch\n'
	fi
}

# The git refs a side may name, and HEAD.
__abiwatch_refs()
{
	local dir=$1

	printf 'HEAD\n'
	git ${dir:+-C "$dir"} for-each-ref --format='%(refname:short)' \
		refs/tags refs/heads refs/remotes 2>/dev/null
}

# Complete the value @2 of option @1; prefix each answer with @3.
__abiwatch_value()
{
	local opt=$1 cur=$2 pfx=$3 bin head= words=

	bin=$(__abiwatch_bin)
	case $opt in
	-k|--kind)
		# A comma-separated list: complete its last element.
		if [[ $cur == *,* ]]; then
			head=${cur%,*},
			cur=${cur##*,}
		fi
		words=$("$bin" --list-kinds 2>/dev/null)
		COMPREPLY=($(compgen -P "$pfx$head" -W "$words" -- "$cur"))
		;;
	-f|--format)
		words=$("$bin" --list-formats 2>/dev/null)
		COMPREPLY=($(compgen -P "$pfx" -W "$words" -- "$cur"))
		;;
	--color)
		COMPREPLY=($(compgen -P "$pfx" -W "auto always never" -- "$cur"))
		;;
	-g|--git)
		compopt -o filenames 2>/dev/null
		COMPREPLY=($(compgen -d -P "$pfx" -- "$cur"))
		;;
	-o|--output)
		compopt -o filenames 2>/dev/null
		COMPREPLY=($(compgen -f -P "$pfx" -- "$cur"))
		;;
	-j|--jobs)
		COMPREPLY=($(compgen -P "$pfx" -W "$(seq 1 "$(nproc 2>/dev/null || echo 1)")" -- "$cur"))
		;;
	*)
		return 1
		;;
	esac
	return 0
}

_abiwatch()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev= cmd= gitdir= bin w i

	COMPREPLY=()
	((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
	bin=$(__abiwatch_bin)

	# The command, and --git's directory, from the words before.
	for ((i = 1; i < COMP_CWORD; i++)); do
		w=${COMP_WORDS[i]}
		case $w in
		-g|--git)
			gitdir=${COMP_WORDS[i + 1]}
			[[ $gitdir == = ]] && gitdir=${COMP_WORDS[i + 2]}
			;;
		--git=*)
			gitdir=${w#--git=}
			;;
		esac
		case $w in
		-f|-g|-k|-j|-o|--format|--git|--kind|--jobs|--output)
			((i++))
			[[ ${COMP_WORDS[i]} == = ]] && ((i++))
			;;
		-*|=)
			;;
		*)
			[[ -z $cmd ]] && cmd=$w
			;;
		esac
	done

	# An option's value: bash splits --kind=sys at "=" (COMP_WORDBREAKS),
	# giving "--kind" "=" "sys"; without that split it is one word.
	if [[ $cur == = ]]; then
		__abiwatch_value "$prev" "" "" && return
	elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then
		__abiwatch_value "${COMP_WORDS[COMP_CWORD - 2]}" "$cur" "" && return
	elif [[ $cur == --*=* ]]; then
		__abiwatch_value "${cur%%=*}" "${cur#*=}" "${cur%%=*}=" && return
	elif [[ $prev == -* ]]; then
		case $prev in
		-f|-g|-k|-j|-o|--format|--git|--kind|--jobs|--output)
			__abiwatch_value "$prev" "$cur" "" && return
			;;
		esac
	fi

	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$("$bin" ${cmd:+"$cmd"} --list-options 2>/dev/null)" -- "$cur"))
		# An option that takes a value goes on after its "=".
		[[ ${#COMPREPLY[@]} == 1 && ${COMPREPLY[0]} == *= ]] &&
			compopt -o nospace 2>/dev/null
		return
	fi
	# The first word that is no option is the command: its operands follow.
	if [[ -z $cmd ]]; then
		COMPREPLY=($(compgen -W "$("$bin" --list-commands 2>/dev/null)" -- "$cur"))
		return
	fi
	case $cmd in
	diff|scan)
		compopt -o filenames 2>/dev/null
		COMPREPLY+=($(compgen -W "$(__abiwatch_refs "$gitdir")" -- "$cur"))
		COMPREPLY+=($(compgen -f -- "$cur"))
		;;
	esac
}

complete -F _abiwatch abiwatch
