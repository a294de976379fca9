#!/bin/sh
# What the uapi extractor keeps of a file for its finish step (the file's
# declarations, and an x86 header's i386 and x32 views) goes into the
# cache with the file's facts: a commit whose other headers are in the
# cache reads only the header that changed, and the values, layouts and
# ioctl numbers that the unchanged files take from it are those of a scan
# without a cache.
. "$(dirname "$0")/lib.sh"

use_git

# c1: wbase.h defines what wuser.h and drivers/misc/wdrv.c use; wregs.h
# is read three times (x86-64, i386, x32).  c2 changes wbase.h alone.
rm -rf repo && mkdir repo && (
	cd repo && git init -q && git config commit.gpgsign false &&
	mkdir -p include/uapi/linux arch/x86/include/uapi/asm drivers/misc &&
	cat >include/uapi/linux/wbase.h <<-\EOF &&
	#ifndef _UAPI_LINUX_WBASE_H
	#define _UAPI_LINUX_WBASE_H
	#include <linux/types.h>
	#define WBASE_FIRST 0x10
	#define WBASE_HAVE_EXT 1
	struct wbase_hdr {
		__u32 kind;
		__u16 len;
	};
	enum wbase_mode {
		WBASE_OFF = WBASE_FIRST,
		WBASE_ON,
	};
	#endif
	EOF
	cat >include/uapi/linux/wuser.h <<-\EOF &&
	#ifndef _UAPI_LINUX_WUSER_H
	#define _UAPI_LINUX_WUSER_H
	#include <linux/wbase.h>
	#define WUSER_CMD (WBASE_FIRST + 2)
	#define WUSER_NR(n) (WBASE_FIRST + (n))
	#define WUSER_THIRD WUSER_NR(3)
	#ifdef WBASE_HAVE_EXT
	#define WUSER_EXT 1
	#endif
	struct wuser_req {
		struct wbase_hdr hdr;
		__u64 cookie;
	};
	typedef struct wuser_pair {
		struct { __u8 x; struct wbase_hdr h; } a, b;
	} wuser_pair_t;
	enum wuser_kind {
		WUSER_A = WBASE_ON,
		WUSER_B,
	};
	#define WUSER_IOC_SET _IOW('w', 1, struct wuser_req)
	#endif
	EOF
	cat >arch/x86/include/uapi/asm/wregs.h <<-\EOF &&
	#ifndef _ASM_X86_WREGS_H
	#define _ASM_X86_WREGS_H
	#ifdef __i386__
	#define WREGS_COUNT 8
	#else
	#define WREGS_COUNT 16
	#endif
	struct wregs {
		unsigned long r[WREGS_COUNT];
		struct wbase_hdr h;
	};
	#endif
	EOF
	cat >drivers/misc/wdrv.c <<-\EOF &&
	#include <linux/wuser.h>
	#define WDRV_IOC_GET _IOR('w', 2, struct wbase_hdr)
	static long wdrv_ioctl(struct file *f, unsigned int cmd,
			       unsigned long arg)
	{
		return 0;
	}
	EOF
	git add -A && git commit -qm c1 && git tag c1 &&
	sed -e "s/0x10/0x20/" -e "/WBASE_HAVE_EXT/d" \
	    -e "s/__u16 len;/__u16 len;\n\t__u32 flags;/" \
	    include/uapi/linux/wbase.h >wbase.new &&
	mv wbase.new include/uapi/linux/wbase.h &&
	git add -A && git commit -qm c2 && git tag c2
) || exit 1

# item KIND NAME: the attributes of that item of out.json, one a line.
item() {
	python3 -c '
import json, sys
for it in json.load(open("out.json"))["items"]:
	if it["kind"] == sys.argv[1] and it["name"] == sys.argv[2]:
		for k, v in sorted(it["attrs"].items()):
			print(k + "=" + v)
' "$1" "$2"
}

test_expect_success 'the first commit: every file read, the answer of no cache' '
	rm -f "$ABIWATCH_CACHE" &&
	ABIWATCH_TRACE=1 abiwatch --git repo scan -f json c1 >c1.json 2>err &&
	grep -qx "abiwatch: trace: c1: 4 files, 4 read; 0 in the cache, 0 of them read again; 0 of 7 finish steps given again" err &&
	ABIWATCH_CACHE=off abiwatch --git repo scan -f json c1 >c1.off &&
	test_cmp c1.off c1.json
'

test_expect_success 'the next commit reads the changed header alone, the answer of no cache' '
	ABIWATCH_TRACE=1 abiwatch --git repo scan -f json c2 >c2.json 2>err &&
	grep -qx "abiwatch: trace: c2: 4 files, 1 read; 3 in the cache, 0 of them read again; 6 of 7 finish steps given again" err &&
	test "$(wc -l <err)" = 1 &&
	ABIWATCH_CACHE=off abiwatch --git repo scan -f json c2 >c2.off &&
	test_cmp c2.off c2.json
'

# The checks of the values prove that the cached files' declarations were
# resolved against c2's wbase.h, not c1's: c2.off is no cache at all.
test_expect_success 'what the files from the cache take from the changed header is new' '
	cp c2.json out.json &&
	item uapi-macro WUSER_CMD | grep -qx "int=34" &&
	item uapi-macro WUSER_THIRD | grep -qx "int=35" &&
	item uapi-type "struct wuser_req" | grep -qx "size=24" &&
	item uapi-type "typedef wuser_pair_t" | grep -qx "size=32" &&
	item uapi-enum WUSER_B | grep -qx "int=34" &&
	item ioctl WDRV_IOC_GET | grep -qx "size=12" &&
	item ioctl WUSER_IOC_SET | grep -qx "size=24" &&
	item uapi-type "struct wregs" | grep -qx "x86:size=144" &&
	cp c1.json out.json &&
	item uapi-macro WUSER_CMD | grep -qx "int=18" &&
	item uapi-type "struct wuser_req" | grep -qx "size=16" &&
	item ioctl WDRV_IOC_GET | grep -qx "size=8"
'

test_expect_success 'a diff of the two commits, cached, is the diff without a cache' '
	test_status 1 abiwatch --git repo diff -f json c1 c2 >diff.json &&
	{ ABIWATCH_CACHE=off abiwatch --git repo diff -f json c1 c2 >diff.off;
	  test $? = 1; } &&
	test_cmp diff.off diff.json
'

# cut PATH: the part uapi kept of PATH's row, its last 5 bytes cut off
# (the row is the facts' length and the facts, then each extractor's
# name, the SHA-1 of its part and the part, lengths first), the row
# itself well formed.
cut() {
	python3 - "$ABIWATCH_CACHE" "$1" <<-\EOF
	import sqlite3, struct, sys
	db = sqlite3.connect(sys.argv[1])
	for (row,) in db.execute("SELECT facts FROM blob WHERE path = ?",
				 (sys.argv[2],)).fetchall():
	    n = struct.unpack_from("<I", row)[0] + 4
	    out, p = row[:n], n
	    while p < len(row):
	        part = []
	        for k in range(3):
	            n = struct.unpack_from("<I", row, p)[0]
	            part.append(row[p + 4:p + 4 + n])
	            p += 4 + n
	        if part[0] == b"uapi":
	            part[2] = part[2][:-5]
	        for x in part:
	            out += struct.pack("<I", len(x)) + x
	    db.execute("UPDATE blob SET facts = ? WHERE path = ?",
		       (out, sys.argv[2]))
	db.execute("DELETE FROM tree")
	db.commit()
	EOF
}

test_expect_success 'a row whose uapi part is cut short is said, and the file read' '
	cut include/uapi/linux/wuser.h &&
	ABIWATCH_TRACE=1 abiwatch --git repo scan -f json c2 >cut.json 2>err &&
	grep -qx "abiwatch: warning: cache: the facts of include/uapi/linux/wuser.h can.t be read: reading it" err &&
	grep -qx "abiwatch: trace: c2: 4 files, 1 read; 3 in the cache, 0 of them read again; 0 of 7 finish steps given again" err &&
	test_cmp c2.off cut.json
'

# A header with a problem keeps no row, but what uapi kept of it still
# goes to the finish step: that part must outlive the row dropped after
# it, where the next header's row is written (-j1: in this order).
test_expect_success 'a header with a problem: what it kept reaches the finish step' '
	rm -rf prob && mkdir -p prob/include/uapi/linux && (
		cd prob && git init -q && git config commit.gpgsign false &&
		printf "#define PA_BASE 0x40\nstruct pa_req { int a; char b; };\n/* cut" \
			>include/uapi/linux/pa.h &&
		printf "#define PB_NEXT (PA_BASE + 1)\nstruct pb_req { long x; struct pa_req r; };\n" \
			>include/uapi/linux/pb.h &&
		printf "#define PC_LAST 7\nstruct pc_req { short s; };\n" \
			>include/uapi/linux/pc.h &&
		git add -A && git commit -qm p1
	) &&
	rm -f "$ABIWATCH_CACHE" &&
	test_status 2 abiwatch --git prob scan -j1 -f json HEAD >prob.json 2>err &&
	grep -q "include/uapi/linux/pa.h: .*comment" err &&
	ABIWATCH_CACHE=off test_status 2 abiwatch --git prob scan -j1 -f json HEAD >prob.off 2>/dev/null &&
	test_cmp prob.off prob.json &&
	cp prob.json out.json &&
	item uapi-macro PB_NEXT | grep -qx "int=65" &&
	item uapi-type "struct pb_req" | grep -qx "size=16"
'

test_done
