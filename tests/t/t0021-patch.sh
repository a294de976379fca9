#!/bin/sh
# abiwatch patch: the ABI of each patch of a series, applied in memory.
. "$(dirname "$0")/lib.sh"
. "$TEST_DIR/lib-history.sh"

# v1.0, then four patches: a syscall, a module parameter and a macro
# change, a commit that touches no ABI, the removal of a syscall.
rm -rf repo && mkdir repo && (
	cd repo && git init -q -b main && git config commit.gpgsign false &&
	mkdir -p include/uapi/linux drivers/misc &&
	printf '#ifndef _W_H\n#define _W_H\n#define W_ONE 1\n#endif\n' >include/uapi/linux/w.h &&
	syscall base && syscall old && commit "base" && git tag v1.0 &&
	syscall alpha && commit "add alpha" &&
	printf 'static int speed;\nmodule_param(speed, int, 0644);\n' >drivers/misc/widget.c &&
	sed -i "s/W_ONE 1/W_ONE 2/" include/uapi/linux/w.h &&
	commit "widget: speed parameter, W_ONE 2" &&
	echo "docs" >README && commit "docs only" &&
	git rm -q kernel/old.c && commit "remove old" &&
	git tag v1.1 &&
	git format-patch -q -o ../series v1.0..v1.1 &&
	git format-patch -q --cover-letter -o ../covered v1.0..v1.1 &&
	git checkout -q v1.0
) || exit 1
cat series/*.patch >series.mbox

# The change lines of a JSON report, without their commit, sorted.
changes() {
	grep "^{\"change\"" "$1" | sed "s/,\"commit\":{[^}]*}//; s/,$//" | LC_ALL=C sort
}

test_expect_success 'the union of the patches of format-patch A..B is diff A B' '
	test_status 1 abiwatch --git repo patch -f json --base v1.0 series >p.json &&
	test_status 1 abiwatch --git repo diff -f json v1.0 v1.1 >d.json &&
	changes p.json >p.changes && changes d.json >d.changes &&
	test_cmp d.changes p.changes
'

test_expect_success 'each change names its patch: number, subject, author, file' '
	grep "\"name\":\"alpha\"" p.json | grep -q "\"commit\":{\"id\":\"$(git -C repo rev-parse ":/add alpha")\",\"subject\":\"add alpha\",\"author\":\"A U Thor <author@example.org>\",\"date\":\"Wed, 31 Jan 2024 12:00:00 +0100\",\"patch\":1,\"file\":\"series/0001-add-alpha.patch\"}" &&
	grep "\"name\":\"old\"" p.json | grep -q "\"patch\":4,"
'

test_expect_success 'text: per patch, those without ABI change said so' '
	test_status 1 abiwatch --git repo patch --base v1.0 series >p.txt &&
	grep -qx "patch 3/4 series/0003-docs-only.patch" p.txt &&
	sed -n "/^patch 3\/4/,/^patch 4\/4/p" p.txt | grep -qx "no ABI change" &&
	tail -n 1 p.txt | grep -qx "2 added, 1 removed, 1 changed in 3 patches"
'

test_expect_success 'advice for the reviewers: linux-api, and where each kind is documented' '
	grep -qx "For the reviewers:" p.txt &&
	grep -qx -- "- patches 1/4, 2/4, 4/4 change user-space ABI: send them to linux-api@vger.kernel.org, as Documentation/process/submitting-patches.rst asks" p.txt &&
	grep -qx -- "- syscall: document alpha in a man page (man-pages, linux-man@vger.kernel.org)" p.txt &&
	grep -qx -- "- module-param: document widget.speed in Documentation/admin-guide/kernel-parameters.txt" p.txt &&
	grep -qx -- "- old, W_ONE: items removed or changed incompatibly, which breaks the programs that use them; ask who does" p.txt &&
	grep -q "^\"advice\":\[\"patches 1/4, 2/4, 4/4 change user-space ABI: send them to linux-api@vger.kernel.org" p.json
'

test_expect_success 'an mbox, one file per patch, standard input: the same report' '
	abiwatch --git repo patch -f json --base v1.0 series.mbox >mbox.json;
	abiwatch --git repo patch -f json --base v1.0 series/*.patch >files.json;
	abiwatch --git repo patch -f json --base v1.0 <series.mbox >stdin.json;
	changes mbox.json >mbox.changes && changes files.json >files.changes &&
	changes stdin.json >stdin.changes &&
	test_cmp p.changes mbox.changes && test_cmp p.changes files.changes &&
	test_cmp p.changes stdin.changes
'

test_expect_success 'a cover letter has no diff: said and skipped' '
	test_status 1 abiwatch --git repo patch -f json --base v1.0 covered >cov.json 2>err &&
	grep -qx "abiwatch: warning: covered/0000-cover-letter.patch: \"\*\*\* SUBJECT HERE \*\*\*\" has no diff (a cover letter?): skipped" err &&
	changes cov.json >cov.changes && test_cmp p.changes cov.changes &&
	cat covered/*.patch >covered.mbox &&
	test_status 1 abiwatch --git repo patch -f json --base v1.0 covered.mbox >covm.json 2>err &&
	changes covm.json >covm.changes && test_cmp p.changes covm.changes
'

test_expect_success 'the base defaults to HEAD; a patch without ABI change exits 0' '
	test_status 0 abiwatch --git repo patch series/0003-docs-only.patch >docs.txt &&
	! grep -q "For the reviewers" docs.txt &&
	tail -n 1 docs.txt | grep -qx "0 added, 0 removed, 0 changed in 0 patches"
'

test_expect_success 'a patch whose new files the repository has not: read in memory' '
	sed "s/^+#define W_ONE 2/+#define W_ONE 7/" series/0002-*.patch >seven.patch &&
	test_status 1 abiwatch -j2 --git repo patch --base v1.0 seven.patch \
		>seven.txt 2>err &&
	! test -s err &&
	grep -q "^~ W_ONE include/uapi/linux/w.h:3" seven.txt &&
	grep -qx "	value: 1 -> 7" seven.txt
'

test_expect_success 'nothing is written to the repository or its working tree' '
	git -C repo count-objects -v >before &&
	abiwatch --git repo patch --base v1.0 series >/dev/null;
	git -C repo count-objects -v >after &&
	test_cmp before after &&
	test -z "$(git -C repo status --porcelain)"
'

test_expect_success 'a patch that does not apply: named with its file, nothing after it' '
	test_status 2 abiwatch --git repo patch --base v1.0 series/0002-*.patch series/0002-*.patch series/0004-remove-old.patch >twice.txt 2>err &&
	grep -qx "abiwatch: series/0002-widget-speed-parameter-W_ONE-2.patch: patch 2/3 \"widget: speed parameter, W_ONE 2\" does not apply: drivers/misc/widget.c: already exists in the tree" err &&
	grep -qx "abiwatch: the 1 patches after it are not checked" err &&
	grep -q "^patch 1/1 series/0002-widget-speed-parameter-W_ONE-2.patch$" twice.txt &&
	! grep -q "^- old" twice.txt && ! grep -q "^patch 2/" twice.txt &&
	tail -n 1 twice.txt | grep -qx "1 added, 0 removed, 1 changed in 1 patch"
'

test_expect_success 'a hunk that does not apply names its file; so does a file not there' '
	(cd repo && git checkout -q -b hunk v1.0 &&
	 sed -i "s/W_ONE 1/W_ONE 3/" include/uapi/linux/w.h && commit "W_ONE 3" &&
	 git checkout -q v1.0) &&
	test_status 2 abiwatch --git repo patch --base hunk series/0002-*.patch >hunk.txt 2>err &&
	grep -qx "abiwatch: series/0002-widget-speed-parameter-W_ONE-2.patch: patch 1/1 \"widget: speed parameter, W_ONE 2\" does not apply: include/uapi/linux/w.h: hunk at line 1 did not apply" err &&
	tail -n 1 hunk.txt | grep -qx "0 added, 0 removed, 0 changed in 0 patches" &&
	test_status 2 abiwatch --git repo patch --base v1.1 series/0004-remove-old.patch 2>err &&
	grep -q "^abiwatch: series/0004-remove-old.patch: patch 1/1 \"remove old\" does not apply: .*kernel/old.c" err
'

test_expect_success 'a new file that the tree has already does not apply, as with git am' '
	test_status 2 abiwatch --git repo patch --base v1.1 series/0001-add-alpha.patch 2>err &&
	grep -qx "abiwatch: series/0001-add-alpha.patch: patch 1/1 \"add alpha\" does not apply: kernel/alpha.c: already exists in the tree" err
'

test_expect_success 'a binary patch applies with --binary; without its data it is trouble' '
	(cd repo && git checkout -q -b bin v1.0 &&
	 printf "\000\001\002firmware" >blob.bin &&
	 printf "#define W_TWO 2\n" >include/uapi/linux/w2.h &&
	 commit "firmware, W_TWO" &&
	 git format-patch -q --binary -o ../bin HEAD~1..HEAD &&
	 git format-patch -q --no-binary -o ../nobin HEAD~1..HEAD &&
	 git checkout -q v1.0) &&
	test_status 1 abiwatch --git repo patch --base v1.0 bin >bin.txt &&
	grep -q "^+ W_TWO include/uapi/linux/w2.h:1$" bin.txt &&
	test_status 2 abiwatch --git repo patch --base v1.0 nobin >nobin.txt 2>err &&
	grep -q "^abiwatch: nobin/0001-firmware-W_TWO.patch: patch 1/1 \"firmware, W_TWO\" does not apply: blob.bin: " err
'

test_expect_success 'input without a patch, or that cannot be read, is trouble' '
	echo "just text" >notes.txt &&
	test_status 2 abiwatch --git repo patch notes.txt 2>err &&
	grep -qx "abiwatch: notes.txt: no patch in it" err &&
	test_status 2 abiwatch --git repo patch no-such.patch 2>err &&
	grep -qx "abiwatch: no-such.patch: No such file or directory" err &&
	test_status 2 abiwatch --git repo patch --base v9.9 series 2>err &&
	grep -qx "abiwatch: patch: v9.9: not a commit of .*repo/.git/" err
'

test_done
