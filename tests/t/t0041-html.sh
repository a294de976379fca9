#!/bin/sh
# --format html: one self-contained page per diff, scan or history, every
# string from the tree escaped, links with --link-base, filters over the
# kind and any "@" annotation.  tests/kernel/t1041 loads pages in a browser.
. "$(dirname "$0")/lib.sh"

F=$FIXTURES

# What a page may not hold: anything fetched (a script, style sheet, font
# or image from elsewhere).  The SVG namespace is a name, not a fetch.
self_contained() {
	! grep -n "<link\|src=\|@import\|url(" "$1" &&
	! sed "s|http://www.w3.org/2000/svg||g" "$1" | grep -n "https\?://"
}

test_expect_success 'a diff: summary, one chart group, a row per change' '
	test_status 1 abiwatch diff -f html "$F/syscall/old" "$F/syscall/new" >d.html &&
	self_contained d.html &&
	grep -q "^<!DOCTYPE html>$" d.html && tail -1 d.html | grep -qx "</html>" &&
	test "$(grep -c "<g class=\"step\"" d.html)" = 1 &&
	grep -q "<tr class=\"count\" data-kind=\"syscall\"><td>syscall</td><td class=\"n\">1</td><td class=\"n\">2</td><td class=\"n\">2</td></tr>" d.html &&
	test "$(grep -c "^<tr class=\"\(added\|removed\|changed\)\" data-kind=\"syscall\"" d.html)" = 5 &&
	grep -q "<select data-filter=\"kind\">" d.html
'

test_expect_success 'every string from the tree is escaped; bad UTF-8 as \xNN' '
	mkdir -p empty "hz/kernel/<x\"&'"'"'>" "hz/kernel/$(printf "\377")" hz/fs &&
	printf "SYSCALL_DEFINE0(hostile)\n" >"hz/kernel/<x\"&'"'"'>/a.c" &&
	printf "SYSCALL_DEFINE0(latin)\n" >"hz/kernel/$(printf "\377")/b.c" &&
	printf "static int __init f(void)\n{\n\tproc_create(\"we<ird>&\", 0444, NULL, &fops);\n}\n" >hz/fs/p.c &&
	test_status 1 abiwatch diff -f html empty hz >h.html &&
	grep -q "<td class=\"where\">kernel/&lt;x&quot;&amp;&#39;&gt;/a.c:1</td>" h.html &&
	grep -q "<td class=\"where\">kernel/\\\\xFF/b.c:1</td>" h.html &&
	grep -q "<td class=\"name\">/proc/we&lt;ird&gt;&amp;</td>" h.html &&
	! grep -q "<x\"\|we<ird" h.html &&
	! LC_ALL=C grep -q "$(printf "\377")" h.html
'

test_expect_success '--link-base: a link per item, path and ref percent-encoded' '
	test_status 1 abiwatch diff -f html --link-base "https://example.org/t/{path}?h={ref}#n{line}" empty hz >l.html &&
	grep -q "<a href=\"https://example.org/t/kernel/%3Cx%22%26%27%3E/a.c?h=hz#n1\">" l.html &&
	grep -q "<a href=\"https://example.org/t/kernel/%FF/b.c?h=hz#n1\">" l.html &&
	test_status 1 abiwatch diff -f html --link-base "https://example.org/t" empty hz >g.html &&
	grep -q "<a href=\"https://example.org/t/fs/p.c#L3\">fs/p.c:3</a>" g.html &&
	! grep -q "<a href" h.html
'

test_expect_success 'an "@" annotation is a filter over its data attribute' '
	for side in old new; do
		abiwatch scan -f json "$F/syscall/$side" |
		sed -e "s/\"attrs\":{}/\"attrs\":{\"@Bad Key\":\"x\"}/" \
		    -e "s/\"attrs\":{\"/\"attrs\":{\"@subsystem\":\"VFS <a> \\\\\"core\\\\\"\",\"/" >$side.json || return 1
	done &&
	test_status 1 abiwatch diff -f html old.json new.json >a.html &&
	grep -q "<select data-filter=\"subsystem\">" a.html &&
	grep -q "data-kind=\"syscall\" data-subsystem=\"VFS &lt;a&gt; &quot;core&quot;\">" a.html &&
	! grep -q "data-Bad\|data-bad" a.html
'

test_expect_success 'a scan and a history are pages too; output is deterministic' '
	test_status 0 abiwatch scan -f html "$F/uapi/new" >s.html &&
	self_contained s.html &&
	grep -q "<title>ABI inventory of .*uapi/new</title>" s.html &&
	test_status 1 abiwatch history -f html "$F/syscall/old" "$F/syscall/new" "$F/syscall/old" >h1.html &&
	self_contained h1.html &&
	test "$(grep -c "<g class=\"step\"" h1.html)" = 3 &&
	abiwatch -j1 history -f html "$F/syscall/old" "$F/syscall/new" "$F/syscall/old" >h2.html;
	test_cmp h1.html h2.html &&
	grep -q "<tr class=\"changed\" data-kind=\"syscall\"><td class=\"sign\">~</td><td class=\"kind\">syscall</td><td class=\"name\">clone2</td>" h1.html
'

test_done
