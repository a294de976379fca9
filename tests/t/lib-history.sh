# Helpers for the tests that build a git history (t0020-log, t0021-patch):
# a fixed author and date, so that commit ids are the same on every run.
export GIT_AUTHOR_NAME="A U Thor" GIT_AUTHOR_EMAIL=author@example.org \
       GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org \
       GIT_AUTHOR_DATE="2024-01-31 12:00:00 +0100" \
       GIT_COMMITTER_DATE="2024-01-31 12:00:00 +0100"

command -v git >/dev/null || { echo "$TEST_NAME: git not installed" >&2; exit 1; }

# syscall NAME: a file kernel/NAME.c that defines the syscall NAME.
syscall() {
	mkdir -p kernel && printf 'SYSCALL_DEFINE0(%s)\n{\n\treturn 0;\n}\n' "$1" >"kernel/$1.c"
}

# commit SUBJECT: everything, as one commit.
commit() {
	git add -A && git commit -qm "$1"
}

# made_by KIND NAME [FILE]: the subject of the commit that the change of
# KIND NAME names in the JSON log FILE (log.json).
made_by() {
	grep "\"kind\":\"$1\",\"name\":\"$2\"" "${3:-log.json}" |
		sed 's/.*"commit":{[^}]*"subject":"\([^"]*\)".*/\1/'
}

# log_same_ways RANGE: the JSON log of RANGE of repo made with two threads,
# and with one without the cache, is one.json (one thread's, cached).
log_same_ways() {
	test_status 1 abiwatch --git repo log -f json "$1" >two.json &&
	test_cmp one.json two.json &&
	ABIWATCH_CACHE=off test_status 1 abiwatch -j1 --git repo log \
		-f json "$1" >off.json &&
	test_cmp one.json off.json
}
