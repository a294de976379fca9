#!/bin/sh
# The HTML pages in a real browser: Debian's chromium, headless, on the
# history of iproute2's uapi headers (20 releases), on a diff and on a
# log.  A page that the test frames (check.html) drives each report as a
# reader would: it picks a kind (or another filter's value) and reads
# back what is shown.  chromium logs each console message on standard
# error: there must be none.  The screenshot of the history page is
# docs/history-html.png.
. "$(dirname "$0")/../t/lib.sh"
. "$TEST_DIR/iproute2.sh"

G="--git iproute2"

browser() {
	timeout 120 chromium --headless --no-sandbox --disable-gpu \
		--disable-background-networking --disable-component-update \
		--disable-sync --no-first-run --user-data-dir="$(mktemp -d)" \
		--enable-logging=stderr --v=0 --allow-file-access-from-files \
		--hide-scrollbars "$@"
}

# check.html?REPORT&KIND: load REPORT in a frame, report its filters and
# chart, pick the kind KIND, or the value V of the filter F for F=V, and
# report again.  Both are URI-encoded (REPORT may have a #fragment).
cat >check.html <<'EOT'
<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
<pre id="out"></pre>
<script>
var q = location.search.slice(1).split('&').map(decodeURIComponent);
var f = document.createElement('iframe');
var pick = q[1].indexOf('=') < 0 ? ['kind', q[1]] : q[1].split('=');
function ids(v) { return [].map.call(v, function (e) { return e; }); }
function state(d, what, out) {
	var rows = ids(d.querySelectorAll('#items tbody tr[data-kind]'));
	var heads = ids(d.querySelectorAll('#items tr.head'));
	var vis = rows.filter(function (r) { return !r.hidden; });
	var kinds = {};
	vis.forEach(function (r) { kinds[r.getAttribute('data-kind')] = 1; });
	out.push(what + ': ' + vis.length + ' of ' + rows.length + ' rows, kinds ' +
		Object.keys(kinds).sort().join(',') + ', "' +
		d.getElementById('shown').textContent + '", dimmed bars ' +
		d.querySelectorAll('#chart rect.dim').length + ' of ' +
		d.querySelectorAll('#chart rect').length + ', address "' +
		d.defaultView.location.hash + '"' + (heads.length ? ', commits ' +
		heads.filter(function (r) { return !r.hidden; }).length + ' of ' +
		heads.length : ''));
}
f.onload = function () {
	var d = f.contentDocument, out = [];
	var s = d.querySelector('select[data-filter="' + pick[0] + '"]');
	out.push('options ' + ids(s.options).map(function (o) { return o.value; }).join(','));
	out.push('groups ' + ids(d.querySelectorAll('#chart g.step')).map(function (g) {
		return g.getAttribute('data-step'); }).join(','));
	state(d, 'all', out);
	s.value = pick[1];
	s.dispatchEvent(new Event('change'));
	state(d, q[1], out);
	s.value = '';
	s.dispatchEvent(new Event('change'));
	state(d, 'all again', out);
	document.getElementById('out').textContent = out.join('\n');
};
f.src = q[0];
document.body.appendChild(f);
</script></body></html>
EOT

# The report lines of check.html's dump, and no console message.
check() {
	browser --dump-dom "file://$PWD/check.html?$1&$2" >dom 2>log &&
	! grep "CONSOLE" log &&
	sed -n "/<pre id=\"out\">/,/<\/pre>/p" dom |
		sed -e "s/<pre id=\"out\">//" -e "s/<\/pre>.*//" -e "s/&quot;/\"/g" >got
}

test_expect_success 'chromium is installed (scripts/install-deps.sh)' '
	command -v chromium
'

test_expect_success 'history: loads, one bar group per release, the kind filter works' '
	abiwatch $G history -k $UAPI_KINDS --tags v6.0.0..v6.19.0 -f html -o history.html;
	test -s history.html &&
	check history.html uapi-header &&
	cat >want <<-\EOT &&
	options ,uapi-enum,uapi-header,uapi-macro,uapi-type
	groups v6.0.0,v6.1.0,v6.2.0,v6.3.0,v6.4.0,v6.5.0,v6.6.0,v6.7.0,v6.8.0,v6.9.0,v6.10.0,v6.11.0,v6.12.0,v6.13.0,v6.14.0,v6.15.0,v6.16.0,v6.17.0,v6.18.0,v6.19.0
	all: 1329 of 1329 rows, kinds uapi-enum,uapi-header,uapi-macro,uapi-type, "1329 shown", dimmed bars 0 of 65, address ""
	uapi-header: 6 of 1329 rows, kinds uapi-header, "6 shown", dimmed bars 59 of 65, address "#kind=uapi-header"
	all again: 1329 of 1329 rows, kinds uapi-enum,uapi-header,uapi-macro,uapi-type, "1329 shown", dimmed bars 0 of 65, address ""
	EOT
	test_cmp want got
'

test_expect_success 'a filter in the address is applied on load' '
	browser --dump-dom "file://$PWD/history.html#kind=uapi-type" >dom 2>log &&
	! grep "CONSOLE" log &&
	# The annotations (iproute2 has a MAINTAINERS) are data-* too: left out.
	grep -o "<tr class=\"[a-z]*\" data-kind=\"[a-z-]*\"[^>]*>" dom |
		sed "s/class=\"[a-z]*\" //; s/\(data-kind=\"[a-z-]*\"\)\( data-[a-z]*=\"[^\"]*\"\)*/\1/" |
		sort | uniq -c >rows &&
	grep -q "^ *[0-9]* <tr data-kind=\"uapi-type\">\$" rows &&
	test "$(grep -c "<tr data-kind=\"uapi-[a-z]*\" hidden=\"\">\$" rows)" = 3 &&
	test "$(wc -l <rows)" = 4 &&
	grep -q "<span id=\"shown\">79 shown</span>" dom
'

test_expect_success 'diff: loads, one bar group, the kind filter works' '
	abiwatch $G diff -k $UAPI_KINDS,bpf,ioctl -f html -o diff.html v6.7.0 v6.8.0;
	check diff.html uapi-enum &&
	grep -qx "groups v6.8.0" got &&
	grep -q "^uapi-enum: \([0-9]*\) of [0-9]* rows, kinds uapi-enum, \"\1 shown\"" got
'

# v6.17.0..v6.19.0: 8 commits change the uapi headers; the MAINTAINERS
# entry of mptcp (in v6.19.0) gives some items a @subsystem.
test_expect_success 'log: loads, a bar group per commit, the kind filter works' '
	abiwatch $G log -k $UAPI_KINDS -f html -o log.html v6.17.0..v6.19.0;
	test -s log.html &&
	check log.html uapi-type &&
	cat >want <<-\EOT &&
	options ,uapi-enum,uapi-header,uapi-macro,uapi-type
	groups 4f26509289d0,7bf7effb40dd,1e5705447c2e,0538d6e6c22f,05a2172e4f55,9771095a3b4d,11f2a65a5ebc,fc716da63970
	all: 195 of 195 rows, kinds uapi-enum,uapi-header,uapi-macro,uapi-type, "195 shown", dimmed bars 0 of 26, address "", commits 8 of 8
	uapi-type: 9 of 195 rows, kinds uapi-type, "9 shown", dimmed bars 21 of 26, address "#kind=uapi-type", commits 4 of 8
	all again: 195 of 195 rows, kinds uapi-enum,uapi-header,uapi-macro,uapi-type, "195 shown", dimmed bars 0 of 26, address "", commits 8 of 8
	EOT
	test_cmp want got
'

test_expect_success 'log: the subsystem filter keeps the commits of its items' '
	check log.html "subsystem=Multipath%20TCP%20-%20mptcp" &&
	cat >want <<-\EOT &&
	options ,Multipath TCP - mptcp
	groups 4f26509289d0,7bf7effb40dd,1e5705447c2e,0538d6e6c22f,05a2172e4f55,9771095a3b4d,11f2a65a5ebc,fc716da63970
	all: 195 of 195 rows, kinds uapi-enum,uapi-header,uapi-macro,uapi-type, "195 shown", dimmed bars 0 of 26, address "", commits 8 of 8
	subsystem=Multipath TCP - mptcp: 6 of 195 rows, kinds uapi-macro,uapi-type, "6 shown", dimmed bars 0 of 26, address "#subsystem=Multipath%20TCP%20-%20mptcp", commits 2 of 8
	all again: 195 of 195 rows, kinds uapi-enum,uapi-header,uapi-macro,uapi-type, "195 shown", dimmed bars 0 of 26, address "", commits 8 of 8
	EOT
	test_cmp want got
'

test_expect_success 'log: a commit in the address is kept until a filter is picked' '
	check "log.html%23commit-2" uapi-enum &&
	grep -q "^all: .*, address \"#commit-2\", commits 8 of 8\$" got &&
	grep -q "^uapi-enum: .*, address \"#kind=uapi-enum\", " got
'

test_expect_success 'a screenshot of the history page' '
	browser --window-size=1280,1100 --screenshot="$PWD/history.png" \
		"file://$PWD/history.html" 2>log &&
	! grep "CONSOLE" log &&
	test "$(wc -c <history.png)" -gt 20000
'

test_done
