// SPDX-License-Identifier: GPL-2.0
/*
 * The inventory: facts built attribute by attribute, merged into items by
 * inventory_finish() or inventory_merge(), problems, moving one inventory
 * into another, filtering by kind, and the order of items.
 */
#include <stdio.h>
#include <stdlib.h>

#include "unit.h"

#include "core/inventory.h"

/* Add a fact of @kind and @name with attributes key, value, ..., NULL. */
static void fact(struct inventory *inv, const char *kind, const char *name,
		 const char *file, uint32_t line, uint32_t prio, ...)
{
	const char *key, *val;
	va_list ap;

	inventory_fact_begin(inv, kind, name, strlen(name),
			     arena_strdup(&inv->arena, file), line, prio);
	va_start(ap, prio);
	while ((key = va_arg(ap, const char *))) {
		val = va_arg(ap, const char *);
		inventory_fact_attr(inv, key, val, strlen(val));
	}
	va_end(ap);
	inventory_fact_end(inv);
}

static void assert_attr(const struct item *it, uint32_t i, const char *key,
			const char *val)
{
	assert_true(i < it->nattrs);
	assert_string_equal(it->attrs[i].key, key);
	assert_string_equal(it->attrs[i].val, val);
}

static void test_fact(void **state)
{
	struct inventory inv;
	const char *name = "readahead_extra";
	const struct item *it;

	(void)state;
	inventory_init(&inv);
	/* The name is the first @namelen bytes; attributes sort by key. */
	inventory_fact_begin(&inv, "syscall", name, 9, "mm/readahead.c", 12,
			     3);
	inventory_fact_attr(&inv, "nr.x86_64", "187", 3);
	inventory_fact_attr(&inv, "args", "int fd, loff_t off", 6);
	inventory_fact_attrf(&inv, "nr.arm64", "%d", 213);
	inventory_fact_end(&inv);
	assert_int_equal(inv.nitems, 1);
	it = &inv.items[0];
	assert_string_equal(it->kind, "syscall");
	assert_string_equal(it->name, "readahead");
	assert_ptr_not_equal(it->name, name);
	assert_string_equal(it->file, "mm/readahead.c");
	assert_int_equal(it->line, 12);
	assert_int_equal(it->prio, 3);
	assert_int_equal(it->nattrs, 3);
	assert_attr(it, 0, "args", "int fd");
	assert_attr(it, 1, "nr.arm64", "213");
	assert_attr(it, 2, "nr.x86_64", "187");

	/* A fact without attributes. */
	fact(&inv, "syscall", "sync", "fs/sync.c", 1, 0, NULL);
	assert_int_equal(inv.nitems, 2);
	assert_int_equal(inv.items[1].nattrs, 0);
	inventory_release(&inv);
	assert_int_equal(inv.nitems, 0);
	assert_null(inv.items);
}

static void test_item_attr(void **state)
{
	struct inventory inv;

	(void)state;
	inventory_init(&inv);
	fact(&inv, "sysfs", "/sys/class/x/mode", "x.c", 1, 0,
	     "mode", "0644", "show", "mode_show", NULL);
	assert_string_equal(item_attr(&inv.items[0], "mode"), "0644");
	assert_string_equal(item_attr(&inv.items[0], "show"), "mode_show");
	assert_null(item_attr(&inv.items[0], "store"));
	assert_null(item_attr(&inv.items[0], "mod"));
	inventory_release(&inv);
}

static void test_item_cmp(void **state)
{
	/* Two kinds that are equal strings at different addresses. */
	char kind1[] = "syscall", kind2[] = "syscall";
	struct item a = { .kind = kind1, .name = "read" };
	struct item b = { .kind = kind2, .name = "read" };
	struct item c = { .kind = kind1, .name = "write" };
	struct item d = { .kind = "ioctl", .name = "zzz" };

	(void)state;
	/* Identity is kind and name; file, line and attributes are not. */
	b.file = "elsewhere.c";
	b.line = 99;
	assert_int_equal(item_cmp(&a, &b), 0);
	assert_true(item_cmp(&a, &c) < 0);
	assert_true(item_cmp(&c, &a) > 0);
	/* The kind sorts first. */
	assert_true(item_cmp(&d, &a) < 0);
	assert_true(item_cmp(&c, &d) > 0);
}

static void test_finish_sorts(void **state)
{
	struct inventory inv;
	static const char *const want[][2] = {
		{ "ioctl", "FIONREAD" },
		{ "syscall", "close" },
		{ "syscall", "open" },
		{ "syscall", "read" },
	};
	size_t i;

	(void)state;
	inventory_init(&inv);
	fact(&inv, "syscall", "read", "a.c", 1, 0, NULL);
	fact(&inv, "syscall", "open", "a.c", 2, 0, NULL);
	fact(&inv, "ioctl", "FIONREAD", "b.h", 3, 0, NULL);
	fact(&inv, "syscall", "close", "a.c", 4, 0, NULL);
	inventory_finish(&inv);
	assert_int_equal(inv.nitems, ARRAY_SIZE(want));
	for (i = 0; i < ARRAY_SIZE(want); i++) {
		assert_string_equal(inv.items[i].kind, want[i][0]);
		assert_string_equal(inv.items[i].name, want[i][1]);
	}
	/* Finishing a finished inventory changes nothing. */
	inventory_finish(&inv);
	assert_int_equal(inv.nitems, ARRAY_SIZE(want));
	assert_string_equal(inv.items[3].name, "read");
	inventory_release(&inv);

	/* Nor does finishing an empty one. */
	inventory_init(&inv);
	inventory_finish(&inv);
	assert_int_equal(inv.nitems, 0);
	inventory_release(&inv);
}

/* The order of facts, written out: kind, name, prio, file, line. */
static int ref_fact_cmp(const void *pa, const void *pb)
{
	const struct item *a = pa, *b = pb;
	int c = strcmp(a->kind, b->kind);

	if (!c)
		c = strcmp(a->name, b->name);
	if (!c && a->prio != b->prio)
		c = a->prio < b->prio ? -1 : 1;
	if (!c)
		c = strcmp(a->file, b->file);
	if (!c && a->line != b->line)
		c = a->line < b->line ? -1 : 1;
	return c;
}

/*
 * @n facts with names alike in their first bytes (sysfs paths), names
 * that begin others and end where a radix sort's key does (7 and 15
 * bytes), bytes over 127, one name given many facts, and @nkinds kinds,
 * each made twice (another pointer, the same string).  Finished, each
 * item is the first of its facts in the order written out above.
 */
static void check_many(size_t n, size_t nkinds)
{
	static const char *const stems[] = {
		"/sys/devices/platform/", "/sys/class/net/", "ab", "abcdefg",
		"abcdefghijklmno", "\xc3\xa9t\xc3\xa9", "same", "",
	};
	struct inventory inv;
	struct item *ref;
	char name[80], file[16], kind[16];
	uint64_t x = 88172645463325252ULL;
	size_t i, j, w = 0, r;

	inventory_init(&inv);
	for (i = 0; i < n; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		r = x % 8;
		if (r == 6)
			snprintf(name, sizeof(name), "same");
		else
			snprintf(name, sizeof(name), "%s%.*s", stems[r],
				 (int)(x >> 8) % 12,
				 &"xyzxyzxyzxyz"[(x >> 16) % 3]);
		snprintf(kind, sizeof(kind), "k%03u",
			 (unsigned int)((x >> 24) % nkinds));
		snprintf(file, sizeof(file), "f%u.c",
			 (unsigned int)((x >> 32) % 5));
		fact(&inv, arena_strdup(&inv.arena, kind), name, file,
		     (uint32_t)(x >> 40) % 7, (uint32_t)(x >> 48) % 3, NULL);
	}
	ref = xreallocarray(NULL, n, sizeof(*ref));
	memcpy(ref, inv.items, n * sizeof(*ref));
	qsort(ref, n, sizeof(*ref), ref_fact_cmp);
	inventory_finish(&inv);
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && !item_cmp(&ref[i], &ref[j]); j++)
			;
		assert_true(w < inv.nitems);
		assert_string_equal(inv.items[w].kind, ref[i].kind);
		assert_string_equal(inv.items[w].name, ref[i].name);
		assert_string_equal(inv.items[w].file, ref[i].file);
		assert_int_equal(inv.items[w].line, ref[i].line);
		assert_int_equal(inv.items[w].prio, ref[i].prio);
		w++;
	}
	assert_int_equal(inv.nitems, w);
	free(ref);
	inventory_release(&inv);
}

static void test_finish_sorts_many(void **state)
{
	(void)state;
	check_many(20000, 5);
	check_many(3000, 1);
	/* More kinds than a byte ranks: sorted all the same. */
	check_many(5000, 300);
	check_many(63, 3);
}

static void test_finish_merges(void **state)
{
	struct inventory inv;
	char kind2[] = "syscall";
	const struct item *it;

	(void)state;
	inventory_init(&inv);
	/* A syscall's table row, its SYSCALL_DEFINE and its header. */
	fact(&inv, "syscall", "read", "arch/x86/syscall_64.tbl", 1, 1,
	     "nr.x86_64", "0", "abi", "common", NULL);
	fact(&inv, "syscall", "read", "fs/read_write.c", 720, 0,
	     "args", "unsigned int fd, char *buf, size_t count", NULL);
	fact(&inv, "syscall", "write", "fs/read_write.c", 740, 0, NULL);
	fact(&inv, kind2, "read", "include/linux/syscalls.h", 500, 2,
	     "args", "unsigned int fd, char *buf, size_t count",
	     "nr.arm64", "63", "abi", "64", NULL);
	inventory_finish(&inv);

	assert_int_equal(inv.nitems, 2);
	it = &inv.items[0];
	assert_string_equal(it->name, "read");
	/* The lowest prio gives the location. */
	assert_string_equal(it->file, "fs/read_write.c");
	assert_int_equal(it->line, 720);
	assert_int_equal(it->prio, 0);
	/*
	 * One attribute per key: a value given twice is kept once, distinct
	 * values are sorted and joined by " | ".
	 */
	assert_int_equal(it->nattrs, 4);
	assert_attr(it, 0, "abi", "64 | common");
	assert_attr(it, 1, "args", "unsigned int fd, char *buf, size_t count");
	assert_attr(it, 2, "nr.arm64", "63");
	assert_attr(it, 3, "nr.x86_64", "0");
	assert_string_equal(inv.items[1].name, "write");
	assert_int_equal(inv.items[1].nattrs, 0);
	inventory_release(&inv);
}

static void test_finish_location(void **state)
{
	struct inventory inv;

	(void)state;
	inventory_init(&inv);
	/* Of equal priorities, the first file, then the first line. */
	fact(&inv, "uapi-macro", "FOO", "include/uapi/b.h", 1, 0, NULL);
	fact(&inv, "uapi-macro", "FOO", "include/uapi/a.h", 9, 0, NULL);
	fact(&inv, "uapi-macro", "FOO", "include/uapi/a.h", 3, 0, NULL);
	fact(&inv, "uapi-macro", "FOO", "include/uapi/0.h", 1, 1, NULL);
	inventory_finish(&inv);
	assert_int_equal(inv.nitems, 1);
	assert_string_equal(inv.items[0].file, "include/uapi/a.h");
	assert_int_equal(inv.items[0].line, 3);
	assert_int_equal(inv.items[0].nattrs, 0);
	inventory_release(&inv);
}

static void test_finish_one_fact_dup_keys(void **state)
{
	struct inventory inv;
	const struct item *it;

	(void)state;
	inventory_init(&inv);
	/* One fact may give a key twice: merged as facts of one item are. */
	fact(&inv, "sysfs", "/sys/x", "x.c", 1, 0,
	     "mode", "0644", "show", "a_show", "mode", "0444",
	     "show", "a_show", NULL);
	assert_int_equal(inv.items[0].nattrs, 4);
	assert_attr(&inv.items[0], 0, "mode", "0444");
	assert_attr(&inv.items[0], 1, "mode", "0644");
	inventory_finish(&inv);
	it = &inv.items[0];
	assert_int_equal(it->nattrs, 2);
	assert_attr(it, 0, "mode", "0444 | 0644");
	assert_attr(it, 1, "show", "a_show");
	inventory_release(&inv);
}

static void test_merge_slice(void **state)
{
	struct inventory inv;
	struct item run[3];
	size_t n;

	(void)state;
	inventory_init(&inv);
	/* The facts of one item, out of order, as log's digests take them. */
	fact(&inv, "uapi-macro", "FOO", "include/uapi/b.h", 1, 0,
	     "value", "2", NULL);
	fact(&inv, "uapi-macro", "BAR", "include/uapi/c.h", 1, 0, NULL);
	fact(&inv, "uapi-macro", "FOO", "include/uapi/a.h", 3, 0,
	     "value", "1", NULL);
	fact(&inv, "sysfs", "/sys/x", "x.c", 1, 0, "mode", "0644",
	     "mode", "0444", NULL);
	assert_false(item_has_dup_keys(&inv.items[0]));
	assert_true(item_has_dup_keys(&inv.items[3]));
	run[0] = inv.items[0];
	run[1] = inv.items[2];
	n = inventory_merge(&inv, run, 2);
	assert_int_equal(n, 1);
	assert_string_equal(run[0].file, "include/uapi/a.h");
	assert_int_equal(run[0].nattrs, 1);
	assert_attr(&run[0], 0, "value", "1 | 2");
	/* The inventory's own array is as it was. */
	assert_int_equal(inv.nitems, 4);
	assert_string_equal(inv.items[0].file, "include/uapi/b.h");
	/* Two items in one call stay two, each merged. */
	run[0] = inv.items[3];
	run[1] = inv.items[1];
	n = inventory_merge(&inv, run, 2);
	assert_int_equal(n, 2);
	assert_string_equal(run[0].name, "/sys/x");
	assert_attr(&run[0], 0, "mode", "0444 | 0644");
	assert_string_equal(run[1].name, "BAR");
	inventory_release(&inv);
}

static void test_problems(void **state)
{
	struct inventory inv;

	(void)state;
	inventory_init(&inv);
	inventory_problem(&inv, "b.c", "binary file");
	inventory_problem(&inv, "a.c", "unterminated comment at line %d", 7);
	inventory_problem(&inv, "a.c", "can't read: %s", "EIO");
	assert_int_equal(inv.nproblems, 3);
	assert_string_equal(inv.problems[1].msg,
			    "unterminated comment at line 7");
	inventory_finish(&inv);
	/* Sorted by path, then message. */
	assert_string_equal(inv.problems[0].path, "a.c");
	assert_string_equal(inv.problems[0].msg, "can't read: EIO");
	assert_string_equal(inv.problems[1].path, "a.c");
	assert_string_equal(inv.problems[1].msg,
			    "unterminated comment at line 7");
	assert_string_equal(inv.problems[2].path, "b.c");
	assert_string_equal(inv.problems[2].msg, "binary file");
	assert_int_equal(inv.nitems, 0);
	inventory_release(&inv);
	assert_int_equal(inv.nproblems, 0);
}

static void test_absorb(void **state)
{
	struct inventory to, from;

	(void)state;
	inventory_init(&to);
	inventory_init(&from);
	fact(&to, "syscall", "read", "a.c", 1, 0, "nr", "0", NULL);
	to.files = 2;
	to.source = "tree";
	fact(&from, "syscall", "read", "b.c", 2, 1, "args", "int fd", NULL);
	fact(&from, "ioctl", "FIONREAD", "c.h", 3, 0, NULL);
	inventory_problem(&from, "d.c", "binary file");
	from.files = 5;
	inventory_absorb(&to, &from);

	/* @from is left empty; what it held lives in @to's memory. */
	assert_int_equal(from.nitems, 0);
	assert_int_equal(from.nproblems, 0);
	assert_int_equal(from.files, 0);
	inventory_release(&from);
	assert_int_equal(to.nitems, 3);
	assert_int_equal(to.nproblems, 1);
	assert_int_equal(to.files, 7);
	assert_string_equal(to.source, "tree");
	assert_string_equal(to.problems[0].msg, "binary file");

	/* The facts of one item from the two merge. */
	inventory_finish(&to);
	assert_int_equal(to.nitems, 2);
	assert_string_equal(to.items[0].kind, "ioctl");
	assert_string_equal(to.items[1].name, "read");
	assert_string_equal(to.items[1].file, "a.c");
	assert_int_equal(to.items[1].nattrs, 2);
	assert_attr(&to.items[1], 0, "args", "int fd");
	assert_attr(&to.items[1], 1, "nr", "0");

	/* Absorbing an empty inventory changes nothing. */
	inventory_init(&from);
	inventory_absorb(&to, &from);
	assert_int_equal(to.nitems, 2);
	assert_int_equal(to.nproblems, 1);
	assert_int_equal(to.files, 7);
	inventory_release(&from);
	inventory_release(&to);
}

static int keep_kind(const char *kind, void *data)
{
	return !strcmp(kind, data);
}

static void test_filter(void **state)
{
	struct inventory inv;
	char want[] = "syscall", none[] = "none";

	(void)state;
	inventory_init(&inv);
	fact(&inv, "ioctl", "A", "a.h", 1, 0, NULL);
	fact(&inv, "syscall", "read", "a.c", 1, 0, NULL);
	fact(&inv, "sysfs", "/sys/x", "x.c", 1, 0, NULL);
	fact(&inv, "syscall", "write", "a.c", 2, 0, NULL);
	inventory_problem(&inv, "z.c", "binary file");
	inventory_finish(&inv);
	inventory_filter(&inv, keep_kind, want);
	/* The others go, in order; problems stay. */
	assert_int_equal(inv.nitems, 2);
	assert_string_equal(inv.items[0].name, "read");
	assert_string_equal(inv.items[1].name, "write");
	assert_int_equal(inv.nproblems, 1);
	inventory_filter(&inv, keep_kind, none);
	assert_int_equal(inv.nitems, 0);
	inventory_release(&inv);
}

/* Annotations, one or several at once, go among the attributes in order. */
static void test_annotate(void **state)
{
	const char *keys[] = { "@lists", "@maintainers", "@status" };
	const char *vals[] = { "l@vger", "M <m@x>", "Maintained" };
	const char *mixed_keys[] = { "@documented", "@status", "@zz" };
	const char *mixed_vals[] = { "no", "Orphan", "last" };
	struct inventory inv;
	struct item *it;
	const struct attr *before;

	(void)state;
	inventory_init(&inv);
	fact(&inv, "syscall", "read", "a.c", 1, 0, "args", "int fd",
	     "nr.x86_64", "0", NULL);
	inventory_finish(&inv);
	it = &inv.items[0];
	inventory_annotate(&inv, it, "@subsystem", "VFS");
	inventory_annotate_n(&inv, it, keys, vals, 3);
	assert_int_equal(it->nattrs, 6);
	assert_attr(it, 0, "@lists", "l@vger");
	assert_attr(it, 1, "@maintainers", "M <m@x>");
	assert_attr(it, 2, "@status", "Maintained");
	assert_attr(it, 3, "@subsystem", "VFS");
	assert_attr(it, 4, "args", "int fd");
	assert_attr(it, 5, "nr.x86_64", "0");

	/* Keys it has take the value in place: no copy. */
	before = it->attrs;
	vals[1] = "N <n@x>";
	inventory_annotate_n(&inv, it, keys, vals, 3);
	assert_ptr_equal(it->attrs, before);
	assert_int_equal(it->nattrs, 6);
	assert_attr(it, 1, "@maintainers", "N <n@x>");

	/* Some new, some not, and one past the last attribute's key. */
	inventory_annotate_n(&inv, it, mixed_keys, mixed_vals, 3);
	assert_int_equal(it->nattrs, 8);
	assert_attr(it, 0, "@documented", "no");
	assert_attr(it, 1, "@lists", "l@vger");
	assert_attr(it, 3, "@status", "Orphan");
	assert_attr(it, 5, "@zz", "last");
	assert_attr(it, 7, "nr.x86_64", "0");
	inventory_annotate_n(&inv, it, mixed_keys, mixed_vals, 0);
	assert_int_equal(it->nattrs, 8);
	inventory_release(&inv);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fact),
		cmocka_unit_test(test_item_attr),
		cmocka_unit_test(test_item_cmp),
		cmocka_unit_test(test_finish_sorts),
		cmocka_unit_test(test_finish_sorts_many),
		cmocka_unit_test(test_finish_merges),
		cmocka_unit_test(test_finish_location),
		cmocka_unit_test(test_finish_one_fact_dup_keys),
		cmocka_unit_test(test_merge_slice),
		cmocka_unit_test(test_problems),
		cmocka_unit_test(test_absorb),
		cmocka_unit_test(test_filter),
		cmocka_unit_test(test_annotate),
	};

	return cmocka_run_group_tests_name("inventory", tests, NULL, NULL);
}
