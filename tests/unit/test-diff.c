// SPDX-License-Identifier: GPL-2.0
/*
 * The diff of two inventories: added, removed and changed items, the
 * attribute changes of one, the rules of the caller (verdicts, and kinds
 * whose items of one name are one ABI item), and runs of one kind.
 */
#include <stdlib.h>

#include "unit.h"

#include "core/diff.h"
#include "core/strbuf.h"

/* Add a fact of @kind and @name with attributes key, value, ..., NULL. */
static void fact(struct inventory *inv, const char *kind, const char *name,
		 const char *file, uint32_t line, ...)
{
	const char *key, *val;
	va_list ap;

	inventory_fact_begin(inv, kind, name, strlen(name),
			     arena_strdup(&inv->arena, file), line, 0);
	va_start(ap, line);
	while ((key = va_arg(ap, const char *))) {
		val = va_arg(ap, const char *);
		inventory_fact_attr(inv, key, val, strlen(val));
	}
	va_end(ap);
	inventory_fact_end(inv);
}

static void assert_change(const struct change *c, enum change_type type,
			  const char *kind, const char *name)
{
	assert_int_equal(c->type, type);
	assert_string_equal(change_item(c)->kind, kind);
	assert_string_equal(change_item(c)->name, name);
	assert_true(type == CHANGE_ADDED ? !c->old : c->old != NULL);
	assert_true(type == CHANGE_REMOVED ? !c->new : c->new != NULL);
}

/* Attribute change @i of @c: @old or @new NULL for none. */
static void assert_attr_change(const struct change *c, size_t i,
			       const char *key, const char *old,
			       const char *new)
{
	assert_true(i < c->nattrs);
	assert_string_equal(c->attrs[i].key, key);
	if (old)
		assert_string_equal(c->attrs[i].old, old);
	else
		assert_null(c->attrs[i].old);
	if (new)
		assert_string_equal(c->attrs[i].new, new);
	else
		assert_null(c->attrs[i].new);
}

/*
 * Rules as an extractor would give them: a changed "nr" breaks, ioctls
 * are not judged, anything else is compatible; a #define and an
 * enumerator of one name are one constant.
 */
static int judged;

static enum compat judge(struct strbuf *reason, const struct item *old,
			 const struct item *new)
{
	const char *a = item_attr(old, "nr"), *b = item_attr(new, "nr");

	judged++;
	assert_string_equal(old->name, new->name);
	if (!strcmp(new->kind, "ioctl"))
		return COMPAT_NONE;
	if (a && b && strcmp(a, b)) {
		strbuf_addf(reason, "number %s became %s", a, b);
		return COMPAT_BREAKING;
	}
	strbuf_addstr(reason, "no number changed");
	return COMPAT_COMPATIBLE;
}

static int is_constant(const char *kind)
{
	return !strcmp(kind, "uapi-macro") || !strcmp(kind, "uapi-enum");
}

static int interchangeable(const char *a, const char *b)
{
	return is_constant(a) && is_constant(b);
}

static const struct diff_rules rules = {
	.judge = judge,
	.interchangeable = interchangeable,
};

/*
 * Pairing of another form as the sysfs rules do it: the key is the name
 * before " (", and the same "fn" makes the same item.  "never" items
 * have no key.
 */
static int asked;

static int pair_key(struct strbuf *key, const struct item *it)
{
	const char *p = strstr(it->name, " (");

	if (!strcmp(it->name, "never"))
		return -1;
	strbuf_addf(key, "%s\t", it->kind);
	strbuf_add(key, it->name, p ? (size_t)(p - it->name) : strlen(it->name));
	return 0;
}

static int same_item(const struct item *old, const struct item *new)
{
	const char *a = item_attr(old, "fn"), *b = item_attr(new, "fn");

	asked++;
	assert_string_equal(old->kind, new->kind);
	return a && b && !strcmp(a, b);
}

static const struct diff_rules move_rules = {
	.pair_key = pair_key,
	.same_item = same_item,
};

struct sides {
	struct inventory old, new;
	struct diff d;
};

static int setup(void **state)
{
	struct sides *s = calloc(1, sizeof(*s));

	if (!s)
		return -1;
	inventory_init(&s->old);
	inventory_init(&s->new);
	judged = 0;
	asked = 0;
	*state = s;
	return 0;
}

static int teardown(void **state)
{
	struct sides *s = *state;

	diff_release(&s->d);
	inventory_release(&s->old);
	inventory_release(&s->new);
	free(s);
	return 0;
}

static void run_diff(struct sides *s, const struct diff_rules *r)
{
	inventory_finish(&s->old);
	inventory_finish(&s->new);
	diff_inventories(&s->d, &s->old, &s->new, r);
}

static void test_empty(void **state)
{
	struct sides *s = *state;

	run_diff(s, &rules);
	assert_int_equal(s->d.nchanges, 0);
	assert_int_equal(s->d.count[CHANGE_ADDED], 0);
	assert_int_equal(s->d.count[CHANGE_REMOVED], 0);
	assert_int_equal(s->d.count[CHANGE_CHANGED], 0);
	assert_ptr_equal(s->d.old, &s->old);
	assert_ptr_equal(s->d.new, &s->new);
	assert_ptr_equal(s->d.rules, &rules);
	assert_int_equal(judged, 0);
}

static void test_added_removed_changed(void **state)
{
	struct sides *s = *state;
	const struct diff *d = &s->d;

	fact(&s->old, "syscall", "read", "fs/read_write.c", 1, "nr", "0",
	     NULL);
	fact(&s->old, "syscall", "clone2", "ia64.tbl", 2, "nr", "9", NULL);
	fact(&s->old, "syscall", "write", "fs/read_write.c", 3, "nr", "1",
	     NULL);
	fact(&s->new, "syscall", "read", "fs/read_write.c", 1, "nr", "0",
	     NULL);
	fact(&s->new, "syscall", "cachestat", "mm/filemap.c", 4, "nr", "451",
	     NULL);
	fact(&s->new, "syscall", "write", "fs/read_write.c", 3, "nr", "64",
	     NULL);
	run_diff(s, NULL);

	/* In the order of the items; an unchanged item is no change. */
	assert_int_equal(d->nchanges, 3);
	assert_change(&d->changes[0], CHANGE_ADDED, "syscall", "cachestat");
	assert_change(&d->changes[1], CHANGE_REMOVED, "syscall", "clone2");
	assert_change(&d->changes[2], CHANGE_CHANGED, "syscall", "write");
	assert_ptr_equal(d->changes[0].new, &s->new.items[0]);
	assert_ptr_equal(d->changes[1].old, &s->old.items[0]);
	assert_ptr_equal(d->changes[2].old, &s->old.items[2]);
	assert_ptr_equal(d->changes[2].new, &s->new.items[2]);
	assert_int_equal(d->changes[0].nattrs, 0);
	assert_int_equal(d->changes[1].nattrs, 0);
	assert_int_equal(d->changes[2].nattrs, 1);
	assert_attr_change(&d->changes[2], 0, "nr", "1", "64");
	assert_int_equal(d->count[CHANGE_ADDED], 1);
	assert_int_equal(d->count[CHANGE_REMOVED], 1);
	assert_int_equal(d->count[CHANGE_CHANGED], 1);
}

static void test_moved_is_no_change(void **state)
{
	struct sides *s = *state;

	/* The location is not part of the ABI. */
	fact(&s->old, "syscall", "read", "fs/read_write.c", 1, "nr", "0",
	     NULL);
	fact(&s->new, "syscall", "read", "fs/read.c", 99, "nr", "0", NULL);
	run_diff(s, &rules);
	assert_int_equal(s->d.nchanges, 0);
	assert_int_equal(s->d.count[CHANGE_CHANGED], 0);
	assert_int_equal(judged, 0);
}

static void test_attr_changes(void **state)
{
	struct sides *s = *state;
	const struct change *c;

	fact(&s->old, "sysfs", "/sys/x", "x.c", 1,
	     "gone", "1", "mode", "0644", "same", "s", "show", "x_show", NULL);
	fact(&s->new, "sysfs", "/sys/x", "x.c", 1,
	     "mode", "0444", "new", "2", "same", "s", "show", "x_show",
	     "store", "x_store", NULL);
	run_diff(s, NULL);
	assert_int_equal(s->d.nchanges, 1);
	c = &s->d.changes[0];
	assert_change(c, CHANGE_CHANGED, "sysfs", "/sys/x");
	/* By key: gone, changed, new; the unchanged are not listed. */
	assert_int_equal(c->nattrs, 4);
	assert_attr_change(c, 0, "gone", "1", NULL);
	assert_attr_change(c, 1, "mode", "0644", "0444");
	assert_attr_change(c, 2, "new", NULL, "2");
	assert_attr_change(c, 3, "store", NULL, "x_store");
	/* No rules: no verdict. */
	assert_int_equal(c->compat, COMPAT_NONE);
	assert_null(c->reason);
}

static void test_judge(void **state)
{
	struct sides *s = *state;
	const struct diff *d = &s->d;

	fact(&s->old, "ioctl", "FIONREAD", "a.h", 1, "nr", "0x541b", NULL);
	fact(&s->old, "syscall", "read", "a.c", 1, "nr", "0", NULL);
	fact(&s->old, "syscall", "gone", "a.c", 2, NULL);
	fact(&s->old, "syscall", "write", "a.c", 3, "nr", "1", "x", "1",
	     NULL);
	fact(&s->new, "ioctl", "FIONREAD", "a.h", 1, "nr", "0x541c", NULL);
	fact(&s->new, "syscall", "new", "a.c", 1, NULL);
	fact(&s->new, "syscall", "read", "a.c", 1, "nr", "63", NULL);
	fact(&s->new, "syscall", "write", "a.c", 3, "nr", "1", "x", "2",
	     NULL);
	run_diff(s, &rules);

	/* Only changed items are judged. */
	assert_int_equal(judged, 3);
	assert_int_equal(d->nchanges, 5);
	assert_change(&d->changes[0], CHANGE_CHANGED, "ioctl", "FIONREAD");
	assert_int_equal(d->changes[0].compat, COMPAT_NONE);
	assert_null(d->changes[0].reason);
	assert_change(&d->changes[1], CHANGE_REMOVED, "syscall", "gone");
	assert_int_equal(d->changes[1].compat, COMPAT_NONE);
	assert_null(d->changes[1].reason);
	assert_change(&d->changes[2], CHANGE_ADDED, "syscall", "new");
	assert_int_equal(d->changes[2].compat, COMPAT_NONE);
	assert_change(&d->changes[3], CHANGE_CHANGED, "syscall", "read");
	assert_int_equal(d->changes[3].compat, COMPAT_BREAKING);
	assert_string_equal(d->changes[3].reason, "number 0 became 63");
	assert_change(&d->changes[4], CHANGE_CHANGED, "syscall", "write");
	assert_int_equal(d->changes[4].compat, COMPAT_COMPATIBLE);
	assert_string_equal(d->changes[4].reason, "no number changed");
}

static void test_interchangeable(void **state)
{
	struct sides *s = *state;
	const struct diff *d = &s->d;
	const struct change *c;

	/* A #define that became an enumerator, and one that went. */
	fact(&s->old, "uapi-macro", "FOO_MAX", "foo.h", 1, "value", "3",
	     NULL);
	fact(&s->old, "uapi-macro", "FOO_OLD", "foo.h", 2, "value", "1",
	     NULL);
	fact(&s->new, "uapi-enum", "FOO_MAX", "foo.h", 5, "value", "4",
	     "enum", "foo", NULL);
	fact(&s->new, "uapi-enum", "FOO_NEW", "foo.h", 6, "value", "2",
	     NULL);
	run_diff(s, &rules);

	assert_int_equal(d->count[CHANGE_ADDED], 1);
	assert_int_equal(d->count[CHANGE_REMOVED], 1);
	assert_int_equal(d->count[CHANGE_CHANGED], 1);
	/* Sorted by the item as it is now. */
	assert_int_equal(d->nchanges, 3);
	assert_change(&d->changes[0], CHANGE_CHANGED, "uapi-enum", "FOO_MAX");
	assert_change(&d->changes[1], CHANGE_ADDED, "uapi-enum", "FOO_NEW");
	assert_change(&d->changes[2], CHANGE_REMOVED, "uapi-macro",
		      "FOO_OLD");
	c = &d->changes[0];
	assert_string_equal(c->old->kind, "uapi-macro");
	assert_string_equal(c->new->kind, "uapi-enum");
	/* The kind first, then the attributes. */
	assert_int_equal(c->nattrs, 3);
	assert_attr_change(c, 0, "kind", "uapi-macro", "uapi-enum");
	assert_attr_change(c, 1, "enum", NULL, "foo");
	assert_attr_change(c, 2, "value", "3", "4");
	/* Judged as any change is. */
	assert_int_equal(judged, 1);
	assert_int_equal(c->compat, COMPAT_COMPATIBLE);
}

static void test_interchangeable_same_attrs(void **state)
{
	struct sides *s = *state;
	const struct change *c;

	/* Nothing changed but the kind: still a change. */
	fact(&s->old, "uapi-enum", "BAR", "bar.h", 1, "value", "7", NULL);
	fact(&s->new, "uapi-macro", "BAR", "bar.h", 1, "value", "7", NULL);
	run_diff(s, &rules);
	assert_int_equal(s->d.nchanges, 1);
	c = &s->d.changes[0];
	assert_change(c, CHANGE_CHANGED, "uapi-macro", "BAR");
	assert_int_equal(c->nattrs, 1);
	assert_attr_change(c, 0, "kind", "uapi-enum", "uapi-macro");
	assert_int_equal(s->d.count[CHANGE_ADDED], 0);
	assert_int_equal(s->d.count[CHANGE_REMOVED], 0);
	assert_int_equal(s->d.count[CHANGE_CHANGED], 1);
}

static void test_interchangeable_picks_kind(void **state)
{
	struct sides *s = *state;
	const struct diff *d = &s->d;

	/*
	 * Three removed of one name; the added enumerator pairs with the
	 * #define, the others stay removed.  A syscall of that name added
	 * pairs with nothing.
	 */
	fact(&s->old, "ioctl", "BAZ", "a.h", 1, NULL);
	fact(&s->old, "syscall", "BAZ", "a.c", 1, NULL);
	fact(&s->old, "uapi-macro", "BAZ", "baz.h", 1, "value", "1", NULL);
	fact(&s->new, "uapi-enum", "BAZ", "baz.h", 1, "value", "1", NULL);
	fact(&s->new, "sysfs", "BAZ", "a.c", 1, NULL);
	run_diff(s, &rules);

	assert_int_equal(d->nchanges, 4);
	assert_change(&d->changes[0], CHANGE_REMOVED, "ioctl", "BAZ");
	assert_change(&d->changes[1], CHANGE_REMOVED, "syscall", "BAZ");
	assert_change(&d->changes[2], CHANGE_ADDED, "sysfs", "BAZ");
	assert_change(&d->changes[3], CHANGE_CHANGED, "uapi-enum", "BAZ");
	assert_string_equal(d->changes[3].old->kind, "uapi-macro");
	assert_int_equal(d->count[CHANGE_ADDED], 1);
	assert_int_equal(d->count[CHANGE_REMOVED], 2);
	assert_int_equal(d->count[CHANGE_CHANGED], 1);
}

static void test_no_rules_no_pairs(void **state)
{
	struct sides *s = *state;
	const struct diff *d = &s->d;

	/* Without rules, a #define and an enumerator are two items. */
	fact(&s->old, "uapi-macro", "FOO_MAX", "foo.h", 1, "value", "3",
	     NULL);
	fact(&s->new, "uapi-enum", "FOO_MAX", "foo.h", 1, "value", "3",
	     NULL);
	run_diff(s, NULL);
	assert_int_equal(d->nchanges, 2);
	assert_change(&d->changes[0], CHANGE_ADDED, "uapi-enum", "FOO_MAX");
	assert_change(&d->changes[1], CHANGE_REMOVED, "uapi-macro",
		      "FOO_MAX");
	assert_int_equal(d->count[CHANGE_ADDED], 1);
	assert_int_equal(d->count[CHANGE_REMOVED], 1);
	assert_int_equal(d->count[CHANGE_CHANGED], 0);
}

static void test_rules_without_hooks(void **state)
{
	static const struct diff_rules none = { 0 };
	struct sides *s = *state;
	const struct diff *d = &s->d;

	/* Either hook may be NULL. */
	fact(&s->old, "uapi-macro", "A", "a.h", 1, "value", "1", NULL);
	fact(&s->old, "uapi-macro", "B", "a.h", 2, "value", "1", NULL);
	fact(&s->new, "uapi-enum", "A", "a.h", 1, "value", "1", NULL);
	fact(&s->new, "uapi-macro", "B", "a.h", 2, "value", "2", NULL);
	run_diff(s, &none);
	assert_int_equal(d->nchanges, 3);
	assert_int_equal(d->count[CHANGE_CHANGED], 1);
	assert_change(&d->changes[2], CHANGE_CHANGED, "uapi-macro", "B");
	assert_int_equal(d->changes[2].compat, COMPAT_NONE);
	assert_null(d->changes[2].reason);
}

static void test_same_item_pairs(void **state)
{
	struct sides *s = *state;
	const struct diff *d = &s->d;
	const struct change *c;

	/*
	 * "x" moved to another file with its function: one change, that
	 * says both names.  "y" is another driver's (another function).
	 */
	fact(&s->old, "sysfs", "x (d/core)", "d/core.c", 1, "fn", "f",
	     "mode", "0644", NULL);
	fact(&s->old, "sysfs", "y (d/one)", "d/one.c", 1, "fn", "g", NULL);
	fact(&s->new, "sysfs", "x (d/sysfs)", "d/sysfs.c", 9, "fn", "f",
	     "mode", "0444", NULL);
	fact(&s->new, "sysfs", "y (d/two)", "d/two.c", 1, "fn", "h", NULL);
	run_diff(s, &move_rules);

	assert_int_equal(d->nchanges, 3);
	assert_int_equal(d->count[CHANGE_ADDED], 1);
	assert_int_equal(d->count[CHANGE_REMOVED], 1);
	assert_int_equal(d->count[CHANGE_CHANGED], 1);
	c = &d->changes[0];
	assert_change(c, CHANGE_CHANGED, "sysfs", "x (d/sysfs)");
	assert_string_equal(c->old->file, "d/core.c");
	assert_int_equal(c->nattrs, 2);
	assert_attr_change(c, 0, "name", "x (d/core)", "x (d/sysfs)");
	assert_attr_change(c, 1, "mode", "0644", "0444");
	assert_change(&d->changes[1], CHANGE_REMOVED, "sysfs", "y (d/one)");
	assert_change(&d->changes[2], CHANGE_ADDED, "sysfs", "y (d/two)");
	/* Only one bucket holds both a removed and an added item. */
	assert_int_equal(asked, 2);
}

static void test_same_item_greedy(void **state)
{
	struct sides *s = *state;
	const struct diff *d = &s->d;

	/*
	 * Two removed and three added of one key, all the same: each
	 * removed takes the first free added, in item order.  An item
	 * without a key never pairs, and kinds stay apart.
	 */
	fact(&s->old, "sysfs", "x (a/1)", "a/1.c", 1, "fn", "f", NULL);
	fact(&s->old, "sysfs", "x (a/2)", "a/2.c", 1, "fn", "f", NULL);
	fact(&s->old, "sysfs", "never", "a/1.c", 1, "fn", "f", NULL);
	fact(&s->old, "procfs", "z (a/1)", "a/1.c", 1, "fn", "f", NULL);
	fact(&s->new, "sysfs", "x (b/5)", "b/5.c", 1, "fn", "f", NULL);
	fact(&s->new, "sysfs", "x (b/3)", "b/3.c", 1, "fn", "f", NULL);
	fact(&s->new, "sysfs", "x (b/4)", "b/4.c", 1, "fn", "f", NULL);
	fact(&s->new, "sysfs", "never (b/3)", "b/3.c", 1, "fn", "f", NULL);
	fact(&s->new, "cgroup", "z (b/1)", "b/1.c", 1, "fn", "f", NULL);
	run_diff(s, &move_rules);

	assert_int_equal(d->count[CHANGE_CHANGED], 2);
	assert_int_equal(d->count[CHANGE_ADDED], 3);
	assert_int_equal(d->count[CHANGE_REMOVED], 2);
	assert_int_equal(d->nchanges, 7);
	assert_change(&d->changes[0], CHANGE_ADDED, "cgroup", "z (b/1)");
	assert_change(&d->changes[1], CHANGE_REMOVED, "procfs", "z (a/1)");
	assert_change(&d->changes[2], CHANGE_REMOVED, "sysfs", "never");
	assert_change(&d->changes[3], CHANGE_ADDED, "sysfs", "never (b/3)");
	assert_change(&d->changes[4], CHANGE_CHANGED, "sysfs", "x (b/3)");
	assert_string_equal(d->changes[4].old->name, "x (a/1)");
	assert_change(&d->changes[5], CHANGE_CHANGED, "sysfs", "x (b/4)");
	assert_string_equal(d->changes[5].old->name, "x (a/2)");
	assert_change(&d->changes[6], CHANGE_ADDED, "sysfs", "x (b/5)");
}

static void test_kind_run(void **state)
{
	struct sides *s = *state;
	const struct diff *d = &s->d;
	size_t count[3] = { 9, 9, 9 }, i;

	fact(&s->old, "ioctl", "A", "a.h", 1, "nr", "1", NULL);
	fact(&s->old, "syscall", "gone", "a.c", 1, NULL);
	fact(&s->old, "syscall", "read", "a.c", 1, "nr", "0", NULL);
	fact(&s->new, "ioctl", "A", "a.h", 1, "nr", "2", NULL);
	fact(&s->new, "ioctl", "B", "a.h", 2, NULL);
	fact(&s->new, "ioctl", "C", "a.h", 3, NULL);
	fact(&s->new, "syscall", "read", "a.c", 1, "nr", "1", NULL);
	fact(&s->new, "sysfs", "/sys/z", "z.c", 1, NULL);
	run_diff(s, &rules);
	assert_int_equal(d->nchanges, 6);

	i = diff_kind_run(d, 0, count);
	assert_int_equal(i, 3);
	assert_int_equal(count[CHANGE_ADDED], 2);
	assert_int_equal(count[CHANGE_REMOVED], 0);
	assert_int_equal(count[CHANGE_CHANGED], 1);
	i = diff_kind_run(d, i, count);
	assert_int_equal(i, 5);
	assert_int_equal(count[CHANGE_ADDED], 0);
	assert_int_equal(count[CHANGE_REMOVED], 1);
	assert_int_equal(count[CHANGE_CHANGED], 1);
	i = diff_kind_run(d, i, count);
	assert_int_equal(i, 6);
	assert_int_equal(count[CHANGE_ADDED], 1);
	assert_int_equal(count[CHANGE_REMOVED], 0);
	assert_int_equal(count[CHANGE_CHANGED], 0);
	/* From the middle of a run: the rest of it. */
	i = diff_kind_run(d, 1, count);
	assert_int_equal(i, 3);
	assert_int_equal(count[CHANGE_ADDED], 2);
	assert_int_equal(count[CHANGE_CHANGED], 0);
}

static void test_release(void **state)
{
	struct sides *s = *state;

	fact(&s->old, "syscall", "read", "a.c", 1, "nr", "0", NULL);
	fact(&s->new, "syscall", "read", "a.c", 1, "nr", "1", NULL);
	run_diff(s, &rules);
	assert_int_equal(s->d.nchanges, 1);
	diff_release(&s->d);
	assert_int_equal(s->d.nchanges, 0);
	assert_null(s->d.changes);
	assert_int_equal(s->d.count[CHANGE_CHANGED], 0);
}

static void test_names(void **state)
{
	(void)state;
	assert_string_equal(change_type_name(CHANGE_ADDED), "added");
	assert_string_equal(change_type_name(CHANGE_REMOVED), "removed");
	assert_string_equal(change_type_name(CHANGE_CHANGED), "changed");
	assert_string_equal(compat_name(COMPAT_NONE), "");
	assert_string_equal(compat_name(COMPAT_COMPATIBLE), "compatible");
	assert_string_equal(compat_name(COMPAT_BREAKING), "breaking");
	assert_string_equal(compat_name(COMPAT_UNKNOWN), "unknown");
}

#define diff_test(f) cmocka_unit_test_setup_teardown(f, setup, teardown)

int main(void)
{
	const struct CMUnitTest tests[] = {
		diff_test(test_empty),
		diff_test(test_added_removed_changed),
		diff_test(test_moved_is_no_change),
		diff_test(test_attr_changes),
		diff_test(test_judge),
		diff_test(test_interchangeable),
		diff_test(test_interchangeable_same_attrs),
		diff_test(test_interchangeable_picks_kind),
		diff_test(test_no_rules_no_pairs),
		diff_test(test_rules_without_hooks),
		diff_test(test_same_item_pairs),
		diff_test(test_same_item_greedy),
		diff_test(test_kind_run),
		diff_test(test_release),
		cmocka_unit_test(test_names),
	};

	return cmocka_run_group_tests_name("diff", tests, NULL, NULL);
}
