#!/bin/sh
# abiwatch log --format html: the page of a small history the test builds,
# by commit and by kind, with the diff page's summary, filters and rows,
# a chart per commit, links to files and commits; abiwatch patch has the
# same page.  tests/kernel/t1190 loads one in a browser.
. "$(dirname "$0")/lib.sh"
. "$TEST_DIR/lib-history.sh"

# v1.0, then: alpha on a branch, merged; a subject and an author that
# need escaping; W_ONE changed (breaking); a commit without ABI; base
# removed.  MAINTAINERS gives the syscalls a @subsystem, a filter.
rm -rf repo && mkdir repo && (
	cd repo && git init -q -b main && git config commit.gpgsign false &&
	mkdir -p include/uapi/linux &&
	printf '#ifndef _W_H\n#define _W_H\n#define W_ONE 1\n#endif\n' >include/uapi/linux/w.h &&
	printf 'SYSCALLS\nM:\tS <s@example.org>\nS:\tMaintained\nF:\tkernel/\n' >MAINTAINERS &&
	syscall base && commit "base" && git tag v1.0 &&
	git checkout -q -b side && syscall alpha && commit "add alpha" &&
	git checkout -q main && git merge -q --no-ff -m "Merge branch side" side &&
	syscall beta &&
	git add -A &&
	GIT_AUTHOR_NAME="O'Brien & \"Co\" Ltd" git commit -qm "beta: <script>alert(1)</script> & \"more\"" &&
	sed -i "s/W_ONE 1/W_ONE 2/" include/uapi/linux/w.h && commit "change W_ONE" &&
	echo "docs" >README && commit "docs only" &&
	git rm -q kernel/base.c && commit "remove base" &&
	git tag v1.1 &&
	git format-patch -q -o ../series v1.1~3..v1.1
) || exit 1

# The page's body, from its title to its script: the style and the
# script are the diff page's, tested there.
body() {
	sed -n "/^<h1>/,/^<script>/p" "$1" | sed "\$d"
}

# What a page may not hold: anything fetched.
self_contained() {
	! grep -n "<link\|src=\|@import\|url(" "$1" &&
	! sed "s|http://www.w3.org/2000/svg||g" "$1" | grep -n "https\?://"
}

test_expect_success 'by commit: summary, a chart group and a section per commit' '
	test_status 1 abiwatch --git repo log -f html v1.0..v1.1 >log.html &&
	self_contained log.html &&
	grep -q "^<!DOCTYPE html>$" log.html && tail -n 1 log.html | grep -qx "</html>" &&
	body log.html >log.body &&
	test_cmp "$EXPECT/log-html.html" log.body
'

test_expect_success 'every string of a commit is escaped' '
	grep -q "<div class=\"subject\">beta: &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;</div>" log.html &&
	grep -q " by O&#39;Brien &amp; &quot;Co&quot; Ltd &lt;author@example.org&gt;, " log.html &&
	! grep -q "<script>alert" log.html
'

test_expect_success 'the filters are the diff page'\''s: kind, and @subsystem' '
	grep -q "<select data-filter=\"kind\">" log.html &&
	grep -q "<select data-filter=\"subsystem\">" log.html &&
	grep -q "^<tr class=\"added\" data-kind=\"syscall\" data-maintainers=\"S &lt;s@example.org&gt;\" data-status=\"Maintained\" data-subsystem=\"SYSCALLS\"><td class=\"sign\">+</td><td class=\"kind\">syscall</td><td class=\"name\">beta</td>" log.html
'

test_expect_success 'by kind: the diff'\''s table, each change with its commit' '
	test_status 1 abiwatch --git repo log -f html --by kind v1.0..v1.1 >kind.html &&
	self_contained kind.html &&
	body kind.html >kind.body &&
	test_cmp "$EXPECT/log-html-by-kind.html" kind.body
'

test_expect_success '--link-base: files in the end they are in, commits with {commit}' '
	test_status 1 abiwatch --git repo log -f html v1.0..v1.1 \
		--link-base "https://example.org/t/{path}?h={ref}#n{line}" \
		--link-base "https://example.org/c/?id={commit}" >links.html &&
	id=$(git -C repo rev-parse ":/change W_ONE") &&
	grep -q "<a class=\"id\" href=\"https://example.org/c/?id=$id\" title=\"$id\">$(echo $id | cut -c1-12)</a>" links.html &&
	grep -q "<td class=\"where\"><a href=\"https://example.org/t/kernel/base.c?h=v1.0#n1\">kernel/base.c:1</a></td>" links.html &&
	grep -q "<td class=\"where\"><a href=\"https://example.org/t/kernel/beta.c?h=v1.1#n1\">kernel/beta.c:1</a></td>" links.html &&
	test "$(grep -c "<a class=\"id\"" links.html)" = 4 &&
	test_status 1 abiwatch --git repo log -f html --link-base "https://example.org/t" v1.0..v1.1 >files.html &&
	! grep -q "<a class=\"id\"" files.html &&
	test "$(grep -c "<span class=\"id\"" files.html)" = 4
'

test_expect_success 'a URL with {commit} and {path} is a usage error' '
	test_status 2 abiwatch --git repo log -f html --link-base "https://x/{path}/{commit}" v1.0..v1.1 2>err &&
	grep -qx "abiwatch: --link-base https://x/{path}/{commit}: {commit} and {path} or {line} in one URL" err
'

test_expect_success 'patch: the same page, per patch, with the advice' '
	test_status 1 abiwatch --git repo patch -f html --base v1.1~3 series >patch.html &&
	self_contained patch.html &&
	grep -q "<title>ABI changes from v1.1~3 to the patches applied, by patch</title>" patch.html &&
	grep -q "<p class=\"sub\">0 added, 1 removed, 1 changed in 2 patches</p>" patch.html &&
	test "$(grep -c "<g class=\"step\"" patch.html)" = 3 &&
	grep -q "<span class=\"id\" title=\"series/0002-docs-only.patch\">\[2/3\]</span>" patch.html &&
	sed -n "/id=\"commit-2\"/,/<\/tbody>/p" patch.html | grep -q "<div class=\"counts\">no ABI change</div>" &&
	grep -q "^<h2>For the reviewers</h2>$" patch.html &&
	grep -q "^<li>patches 1/3, 3/3 change user-space ABI: send them to linux-api@vger.kernel.org" patch.html
'

test_expect_success 'the same page with one thread or two, with or without the cache' '
	abiwatch --git repo log -j1 -f html v1.0..v1.1 >j1.html;
	abiwatch --git repo log -j2 -f html v1.0..v1.1 >j2.html;
	ABIWATCH_CACHE=off abiwatch --git repo log -f html v1.0..v1.1 >off.html;
	test_cmp log.html j1.html && test_cmp log.html j2.html &&
	test_cmp log.html off.html
'

test_expect_success 'an empty range: a page without commits, exit 0' '
	test_status 0 abiwatch --git repo log -f html v1.1..v1.1 >empty.html &&
	grep -q "<p class=\"sub\">0 added, 0 removed, 0 changed in 0 commits</p>" empty.html &&
	! grep -q "<g class=\"step\"\|<tbody class=\"commit\"" empty.html &&
	tail -n 1 empty.html | grep -qx "</html>"
'

test_done
