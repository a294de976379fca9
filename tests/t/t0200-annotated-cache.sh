#!/bin/sh
# The cache keeps annotated inventories: a tree read again whose files and
# documentation did not change does not run the annotators.  What they
# read (MAINTAINERS, Documentation/) names the kept inventory too, so an
# edit there is seen, as without a cache; a man directory is not the
# tree's, and a run with --man annotates anew.
. "$(dirname "$0")/lib.sh"

use_git
F=$FIXTURES

# hit DIR: whether a scan of DIR took its inventory from the cache.
hit() {
	ABIWATCH_TRACE=1 abiwatch scan "$1" >/dev/null 2>trace &&
	grep -q "0 read; the inventory in the cache" trace
}

fixture_repo repo report/new docs/new || exit 1
settle

test_expect_success 'a tree read again: annotated, from the cache' '
	same repo &&
	grep -q "\"@maintainers\":\"Rita Reader <rita@example.org>\"" with.json &&
	grep -q "\"@documented\":\"Documentation/admin-guide/kernel-parameters.txt:" with.json &&
	hit repo && same repo
'

test_expect_success 'an edit of MAINTAINERS is seen, and kept once settled' '
	sed -i "s/Rita Reader/Rosa Reader/" repo/MAINTAINERS &&
	same repo &&
	grep -q "\"@maintainers\":\"Rosa Reader <rita@example.org>\"" with.json &&
	settle &&
	abiwatch scan repo >/dev/null && hit repo && same repo &&
	grep -q "Rosa Reader" with.json
'

# Only a file the annotators read changes: the same files for the
# extractors, another inventory.
test_expect_success 'a settled edit of the documentation is not served stale' '
	settle && abiwatch scan repo >/dev/null && hit repo &&
	sed -i "/gizmo.debug=/,/debug level/d" \
		repo/Documentation/admin-guide/kernel-parameters.txt &&
	settle &&
	! hit repo && same repo &&
	! grep -q "kernel-parameters.txt:[0-9]*.*gizmo.debug" with.json &&
	sed -i "s/Rosa Reader/Rhea Reader/" repo/MAINTAINERS &&
	settle &&
	! hit repo && same repo && grep -q "Rhea Reader" with.json
'

test_expect_success 'a git ref: its annotated inventory kept beside the plain one' '
	rm -f "$ABIWATCH_CACHE" &&
	abiwatch --git repo scan -f json HEAD >first.json &&
	ABIWATCH_CACHE=off abiwatch --git repo scan -f json HEAD >off.json &&
	test_cmp off.json first.json &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE key NOT LIKE '"'"'step %'"'"' AND key NOT LIKE '"'"'abi-matches %'"'"' AND key NOT LIKE '"'"'maintainers-files %'"'"' AND key NOT LIKE '"'"'prefilter %'"'"'")" = 2 &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE key LIKE '"'"'step %'"'"'")" = 9 &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE key LIKE '"'"'step uapi-part %'"'"'")" = 1 &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE key LIKE '"'"'step sysfs-part %'"'"'")" = 1 &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE key LIKE '"'"'prefilter %'"'"'")" = 2 &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE key LIKE '"'"'% annotated documented-1 maintainers-1'"'"'")" = 1 &&
	abiwatch --git repo scan -f json HEAD >second.json &&
	test_cmp off.json second.json
'

test_expect_success 'a damaged annotated row: said, and the plain one annotated' '
	sqlite3 "$ABIWATCH_CACHE" "UPDATE tree SET packed = x'"'"'6162'"'"' WHERE key LIKE '"'"'% annotated %'"'"'" &&
	abiwatch --git repo scan -f json HEAD >damaged.json 2>err &&
	grep -qx "abiwatch: warning: cache .*cache.sqlite: an entry can.t be read (not an inventory): rebuilding it" err &&
	test "$(wc -l <err)" = 1 &&
	test_cmp off.json damaged.json &&
	abiwatch --git repo scan -f json HEAD >again.json 2>err &&
	[ ! -s err ] && test_cmp off.json again.json
'

# An inventory row whose items are out of order is not ours: refused.
test_expect_success 'a row of items out of order is refused' '
	key=$(sqlite3 "$ABIWATCH_CACHE" "SELECT key FROM tree WHERE key LIKE '"'"'% annotated %'"'"'") &&
	python3 - "$ABIWATCH_CACHE" "$key" <<-\EOF &&
	import sqlite3, struct, sys
	db = sqlite3.connect(sys.argv[1])
	buf = bytearray(db.execute("SELECT packed FROM tree WHERE key = ?",
	                           (sys.argv[2],)).fetchone()[0])
	p = len(b"abiwatch tree 3\n") + 8
	tally, = struct.unpack_from("<I", buf, p)
	p += 4 + 16 * tally
	n, = struct.unpack_from("<I", buf, p)
	p += 4
	for _ in range(n):
	    l, = struct.unpack_from("<I", buf, p)
	    p += 4 + l
	p += 4
	# Swap the name indexes of the first two items.
	first = p + 8
	nattrs, = struct.unpack_from("<I", buf, p + 20)
	second = p + 24 + 8 * nattrs + 8
	a = buf[first:first + 4]
	buf[first:first + 4] = buf[second:second + 4]
	buf[second:second + 4] = a
	db.execute("UPDATE tree SET packed = ? WHERE key = ?",
	           (bytes(buf), sys.argv[2]))
	db.commit()
	EOF
	abiwatch --git repo scan -f json HEAD >swapped.json 2>err &&
	grep -qx "abiwatch: warning: cache .*cache.sqlite: an entry can.t be read (not an inventory): rebuilding it" err &&
	test_cmp off.json swapped.json
'

# The git tree is kept for every kind, then some are kept (--kind): its
# count of files is the one a scan of those kinds reads, not of all.
test_expect_success '--kind: a cached tree counts the files of those kinds' '
	rm -f "$ABIWATCH_CACHE" &&
	abiwatch --git repo scan -f json HEAD >all.json &&
	for k in module-param vdso syscall; do
		abiwatch --git repo scan --kind $k -f json HEAD >$k.json &&
		ABIWATCH_CACHE=off abiwatch --git repo scan --kind $k \
			-f json HEAD >$k.off &&
		test_cmp $k.off $k.json || return 1
	done &&
	grep -q "\"files\":0," vdso.json &&
	! grep -q "\"files\":0," module-param.json &&
	test "$(sed -n "s/.*\"files\":\([0-9]*\),.*/\1/p" module-param.json)" -lt \
	     "$(sed -n "s/.*\"files\":\([0-9]*\),.*/\1/p" all.json)"
'

test_expect_success '--man: annotated anew, the same as without a cache' '
	mkdir -p man/man2 &&
	printf ".TH MSEAL 2\n" >man/man2/mseal.2 &&
	abiwatch --git repo scan --man man -f json HEAD >man1.json &&
	ABIWATCH_CACHE=off abiwatch --git repo scan --man man -f json HEAD >man.off &&
	test_cmp man.off man1.json &&
	rm man/man2/mseal.2 &&
	abiwatch --git repo scan --man man -f json HEAD >man2.json &&
	ABIWATCH_CACHE=off abiwatch --git repo scan --man man -f json HEAD >man.off2 &&
	test_cmp man.off2 man2.json &&
	! test_cmp man1.json man2.json >/dev/null
'

# documented FILE NAME: the "@documented" of the sysfs item NAME of the
# JSON scan FILE.
documented() {
	python3 -c '
import json, sys
for it in json.load(open(sys.argv[1]))["items"]:
	if it["kind"] == "sysfs" and it["name"].startswith(sys.argv[2] + " "):
		print(it["attrs"].get("@documented"))
' "$1" "$2"
}

# What Documentation/ABI's patterns matched is kept with their digest,
# one row, the last.  A run with the same patterns takes each item's
# matches from it (as a row changed by hand shows) and matches the items
# it does not have; a run whose patterns changed matches all again.
test_expect_success 'the matches of Documentation/ABI: kept and taken' '
	rm -f "$ABIWATCH_CACHE" &&
	abiwatch --git repo scan HEAD >/dev/null &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE key LIKE '"'"'abi-matches %'"'"'")" = 1 &&
	python3 - "$ABIWATCH_CACHE" <<-\EOF &&
	import sqlite3, struct, sys
	db = sqlite3.connect(sys.argv[1])
	key, buf = db.execute("SELECT key, packed FROM tree WHERE key LIKE ?",
	                      ("abi-matches %",)).fetchone()
	buf = bytearray(buf)
	p = len(b"abiwatch abi-matches 2\n")
	p += 4 + struct.unpack_from("<I", buf, p)[0]
	# Each item named as matching nothing.
	while p < len(buf):
	    struct.pack_into("<I", buf, p + 16, 0)
	    p += 24 + 4 * struct.unpack_from("<I", buf, p + 20)[0]
	db.execute("UPDATE tree SET packed = ? WHERE key = ?", (bytes(buf), key))
	db.execute("DELETE FROM tree WHERE key NOT LIKE ?", ("abi-matches %",))
	db.commit()
	EOF
	abiwatch --git repo scan -f json HEAD >taken.json &&
	test "$(documented taken.json enable)" = no &&
	test "$(documented off.json enable)" != no
'

test_expect_success 'the matches of Documentation/ABI: a new item, new patterns' '
	rm -f "$ABIWATCH_CACHE" && settle &&
	same repo &&
	printf "static DEVICE_ATTR_RO(disable);\n" >>repo/drivers/gizmo/gizmo.c &&
	settle && same repo &&
	test "$(documented with.json disable)" = \
	     "testing (Documentation/ABI/testing/sysfs-class-gizmo), by name" &&
	test "$(documented with.json fan3_min)" != no &&
	sed -i "s/fan\[0-9\]_min/fan[0-9]_max/" \
		repo/Documentation/ABI/testing/sysfs-class-gizmo &&
	settle && same repo &&
	test "$(documented with.json fan3_min)" = no
'

test_expect_success 'the matches of Documentation/ABI: a damaged row is said' '
	sqlite3 "$ABIWATCH_CACHE" "UPDATE tree SET packed = x'"'"'6162'"'"' WHERE key LIKE '"'"'abi-matches %'"'"';
		DELETE FROM tree WHERE key NOT LIKE '"'"'abi-matches %'"'"'" &&
	abiwatch scan -f json repo >with.json 2>err &&
	grep -qx "abiwatch: warning: cache: the matches of Documentation/ABI kept can.t be read: matching again" err &&
	test_cmp without.json with.json &&
	same repo
'

# What each file's MAINTAINERS entry is, and each item's whose file has
# none, is kept with the digest of MAINTAINERS, one row: a run with the
# same MAINTAINERS takes it from there (as a row changed by hand shows);
# one with another MAINTAINERS matches all again.
test_expect_success 'the MAINTAINERS matches: kept and taken' '
	rm -f "$ABIWATCH_CACHE" &&
	abiwatch --git repo scan -f json HEAD >kept.json &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE key LIKE '"'"'maintainers-files % maintainers-1'"'"'")" = 1 &&
	grep -q "\"@maintainers\":\"Rita Reader <rita@example.org>\"" kept.json &&
	python3 - "$ABIWATCH_CACHE" <<-\EOF &&
	import sqlite3, struct, sys
	db = sqlite3.connect(sys.argv[1])
	key, buf = db.execute("SELECT key, packed FROM tree WHERE key LIKE ?",
	                      ("maintainers-files %",)).fetchone()
	buf = bytearray(buf)
	p = len(b"abiwatch maintainers-files 1\n")
	p += 4 + struct.unpack_from("<I", buf, p)[0]
	# Each file and item: the first entry, FILE SYSCALLS.
	while p < len(buf):
	    p += 4 + struct.unpack_from("<I", buf, p)[0]
	    struct.pack_into("<I", buf, p, 1)
	    p += 4
	db.execute("UPDATE tree SET packed = ? WHERE key = ?", (bytes(buf), key))
	db.execute("DELETE FROM tree WHERE key NOT LIKE ?",
	           ("maintainers-files %",))
	db.commit()
	EOF
	abiwatch --git repo scan -f json HEAD >taken.json &&
	! grep -q "Wanda Widget" taken.json &&
	grep -q "Wanda Widget" kept.json &&
	test "$(grep -o "\"@subsystem\":\"[^\"]*\"" taken.json | sort -u)" = \
	     "\"@subsystem\":\"FILE SYSCALLS\""
'

test_expect_success 'the MAINTAINERS matches: another MAINTAINERS, matched again' '
	sed -i "s/Rhea Reader/Rina Reader/" repo/MAINTAINERS &&
	settle && same repo &&
	grep -q "Wanda Widget" with.json && grep -q "Rina Reader" with.json
'

test_expect_success 'the MAINTAINERS matches: a damaged row is said' '
	sqlite3 "$ABIWATCH_CACHE" "UPDATE tree SET packed = x'"'"'6162'"'"' WHERE key LIKE '"'"'maintainers-files %'"'"';
		DELETE FROM tree WHERE key NOT LIKE '"'"'maintainers-files %'"'"'" &&
	abiwatch scan -f json repo >with.json 2>err &&
	grep -qx "abiwatch: warning: cache: the MAINTAINERS matches kept can.t be read: matching again" err &&
	test "$(wc -l <err)" = 1 &&
	test_cmp without.json with.json &&
	same repo
'

# The prefilter's compiled databases are kept too: one that is not a
# database is compiled again, and kept again.
test_expect_success 'a damaged prefilter database: compiled again, the same answer' '
	git -C repo checkout -q -b pf && echo pf >repo/pf.txt &&
	git -C repo add pf.txt && git -C repo commit -qm pf &&
	git -C repo checkout -q - &&
	sqlite3 "$ABIWATCH_CACHE" "UPDATE tree SET packed = x'"'"'6162'"'"' WHERE key LIKE '"'"'prefilter %'"'"'" &&
	abiwatch --git repo scan -f json pf >pf.json 2>err &&
	[ ! -s err ] &&
	ABIWATCH_CACHE=off abiwatch --git repo scan -f json pf >pf-off.json &&
	test_cmp pf-off.json pf.json &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE key LIKE '"'"'prefilter %'"'"' AND length(packed) > 1000")" = 2
'

test_done
