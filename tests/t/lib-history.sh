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
