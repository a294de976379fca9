#!/bin/sh
# log and patch on the real kernel: three commits on top of v6.12 in a
# clone of the repository scripts/fetch-kernels.sh builds (sharing its
# objects): a syscall, a uapi macro, and a commit that touches no ABI.
. "$(dirname "$0")/../t/lib.sh"

REPO=$KERNELS/git
K=syscall,uapi-macro
export GIT_AUTHOR_NAME="A U Thor" GIT_AUTHOR_EMAIL=author@example.org \
       GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org \
       GIT_AUTHOR_DATE="2024-01-31 12:00:00 +0100" \
       GIT_COMMITTER_DATE="2024-01-31 12:00:00 +0100"

# step PATH SUBJECT < CONTENT: a commit on $tip that sets PATH (not in
# a pipeline, which would run it in a subshell).
step() {
	blob=$(git --git-dir=k.git hash-object -w --stdin) &&
	GIT_INDEX_FILE=$TRASH/idx git --git-dir=k.git update-index --add --cacheinfo 100644,$blob,$1 &&
	tree=$(GIT_INDEX_FILE=$TRASH/idx git --git-dir=k.git write-tree) &&
	tip=$(echo "$2" | git --git-dir=k.git commit-tree $tree -p $tip)
}

test_expect_success 'a history of three commits on v6.12' '
	[ -f "$REPO/.abiwatch-complete" ] &&
	git clone -q --bare --shared "$REPO" k.git &&
	GIT_INDEX_FILE=$TRASH/idx git --git-dir=k.git read-tree v6.12 &&
	tip=$(git --git-dir=k.git rev-parse v6.12^{commit}) &&
	printf "SYSCALL_DEFINE0(abiwatch_test)\n{\n\treturn 0;\n}\n" >sys.c &&
	step kernel/abiwatch_test.c "add abiwatch_test" <sys.c &&
	{ git --git-dir=k.git show v6.12:include/uapi/linux/fs.h &&
	  echo "#define ABIWATCH_TEST_FLAG 1"; } >fs.h &&
	step include/uapi/linux/fs.h "fs.h: ABIWATCH_TEST_FLAG" <fs.h &&
	echo "notes" >notes && step Documentation/abiwatch.txt "docs only" <notes &&
	git --git-dir=k.git tag tip $tip
'

test_expect_success 'log names the commit of each change' '
	test_status 1 abiwatch --git k.git log -k $K --by kind v6.12..tip >log.txt &&
	grep -A1 "^+ abiwatch_test " log.txt | grep -q "	commit [0-9a-f]*: add abiwatch_test$" &&
	grep -A1 "^+ ABIWATCH_TEST_FLAG " log.txt | grep -q "	commit [0-9a-f]*: fs.h: ABIWATCH_TEST_FLAG$" &&
	tail -n 1 log.txt | grep -qx "2 added, 0 removed, 0 changed in 2 commits"
'

test_expect_success 'patch: the series adds what diff says, with advice' '
	git --git-dir=k.git format-patch -q -o series v6.12..tip &&
	test_status 1 abiwatch --git k.git patch -k $K --base v6.12 series >patch.txt &&
	grep -qx "+ abiwatch_test kernel/abiwatch_test.c:1" patch.txt &&
	grep -qx -- "- patches 1/3, 2/3 change user-space ABI: send them to linux-api@vger.kernel.org, as Documentation/process/submitting-patches.rst asks" patch.txt &&
	grep -qx -- "- syscall: document abiwatch_test in a man page (man-pages, linux-man@vger.kernel.org)" patch.txt &&
	tail -n 1 patch.txt | grep -qx "2 added, 0 removed, 0 changed in 2 patches"
'

test_done
