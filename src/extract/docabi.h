/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Documentation/ABI: the doc-abi kind (docabi.c), and the What: patterns
 * its entries name files with, for those that match them against the
 * file-shaped items (scan/documented.c).
 *
 * A What: line names a path with placeholders: "<iface>", "cpuX",
 * "temp[1-*]_input", "{enable,disable}", "[0-9]+", "*", and "..." for
 * any number of directories.  what_pat_compile() turns the path into a
 * pattern that matches a whole path ("/proc/diskstats") or the last
 * components of one ("power/control"), which is all that a sysfs
 * item's name tells of where the file is.
 */
#ifndef ABIWATCH_DOCABI_H
#define ABIWATCH_DOCABI_H

#include <stddef.h>
#include <stdint.h>

/* The kind, and the status directories of Documentation/ABI, in order. */
#define DOCABI_KIND "doc-abi"
extern const char *const docabi_statuses[];

/*
 * The file-shaped kind a What: path names, from where it is: "sysfs",
 * "configfs", "debugfs", "procfs", "sysctl", or "other" (a device node, a
 * sentence, a module name).
 */
const char *docabi_what_kind(const char *what);

struct what_op;

struct what_pat {
	struct what_op *ops;
	size_t nops;
	/* The ops of the last component: ops[last..nops). */
	size_t last;
	/* The bytes of literal and alternative ops, and class bitmaps. */
	char *text;
};

/*
 * Compile the path of @what (its first word: "/sys/o2cb symlink" is
 * "/sys/o2cb"; a trailing "/" is dropped).  Returns 0, or -1 if it is
 * not a path (no '/').
 */
int what_pat_compile(struct what_pat *p, const char *what);
void what_pat_release(struct what_pat *p);

/* Whether @p matches the whole path @s ("/proc/sys/vm/swappiness"). */
int what_pat_match_path(const struct what_pat *p, const char *s);

/*
 * Whether the last components of @p match @s ("power/control",
 * "temp1_input"), component by component.
 */
int what_pat_match_tail(const struct what_pat *p, const char *s);

/* Whether the last component of @p matches @s, a name without '/'. */
int what_pat_match_last(const struct what_pat *p, const char *s);

/*
 * The literal text the last component starts with, in @buf (up to
 * @size - 1 bytes), for an index: its length, which is the whole
 * component if *@whole is set on return.  0 if it starts with a
 * placeholder.  *@literal says whether it has a literal byte at all (a
 * last component "<attr>" matches any name).
 */
size_t what_pat_last_prefix(const struct what_pat *p, char *buf, size_t size,
			    int *whole, int *literal);

/*
 * The literal text the last component ends with ("_raw" of "in_*_raw"),
 * in @buf as for what_pat_last_prefix(), or 0 if none or too long.
 */
size_t what_pat_last_suffix(const struct what_pat *p, char *buf, size_t size);

#endif
