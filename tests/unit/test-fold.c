// SPDX-License-Identifier: GPL-2.0
/*
 * Folding and highlights of a diff (core/fold.c), on inventories built
 * by hand, with the extractors' rules for architectures and stability.
 */
#include "unit.h"

#include <stdio.h>

#include "core/fold.h"
#include "core/strbuf.h"
#include "extract/extract.h"

static void item(struct inventory *inv, const char *kind, const char *name,
		 const char *file, const char *const *kv)
{
	inventory_fact_begin(inv, kind, name, strlen(name),
			     arena_strdup(&inv->arena, file), 1, 0);
	for (; kv && kv[0]; kv += 2)
		inventory_fact_attr(inv, kv[0], kv[1], strlen(kv[1]));
	inventory_fact_end(inv);
}

/*
 * old: six syscalls numbered on ia64 and x86, one only on ia64, five
 * sysfs files shown by one function, a debugfs file.  new: ia64 gone,
 * the five shown by another function, one syscall added, the debugfs
 * file and a sysfs file removed.
 */
static void build(struct inventory *old, struct inventory *new)
{
	static const char *const calls[] = { "a", "b", "c", "d", "e", "f" };
	static const char *const ia64[] = { "nr.ia64", "1", "nr.x86_64", "1",
					    NULL };
	static const char *const x86[] = { "nr.x86_64", "1", NULL };
	static const char *const show_old[] = { "show", "old_show", NULL };
	static const char *const show_new[] = { "show", "new_show", NULL };
	static const char *const dbg[] = { "stability", "unstable", NULL };
	char name[16];
	size_t i;

	inventory_init(old);
	inventory_init(new);
	for (i = 0; i < 6; i++) {
		item(old, "syscall", calls[i], "kernel/sys.c", ia64);
		item(new, "syscall", calls[i], "kernel/sys.c", x86);
	}
	item(old, "syscall", "clone2", "arch/ia64/kernel/syscalls/syscall.tbl",
	     ia64);
	item(old, "syscall", "ia64_x", "arch/ia64/kernel/syscalls/syscall.tbl",
	     ia64);
	item(new, "syscall", "mseal", "mm/mseal.c", x86);
	for (i = 0; i < 5; i++) {
		snprintf(name, sizeof(name), "/sys/x/%zu", i);
		item(old, "sysfs", name, "drivers/x.c", show_old);
		item(new, "sysfs", name, "drivers/x.c", show_new);
	}
	item(old, "sysfs", "/sys/x/gone", "drivers/x.c", show_old);
	item(old, "debugfs", "/sys/kernel/debug/x", "drivers/x.c", dbg);
	inventory_finish(old);
	inventory_finish(new);
}

static const struct fold_group *group(const struct fold *f, const char *kind,
				      enum fold_type type)
{
	size_t i;

	for (i = 0; i < f->ngroups; i++)
		if (!strcmp(f->groups[i].kind, kind) && f->groups[i].type == type)
			return &f->groups[i];
	return NULL;
}

static void test_fold(void **state)
{
	struct inventory old, new;
	struct strbuf sb = STRBUF_INIT;
	const struct fold_group *g;
	struct diff d;
	struct fold f;
	size_t i;

	(void)state;
	build(&old, &new);
	diff_inventories(&d, &old, &new, &extract_diff_rules);
	fold_diff(&f, &d);
	assert_int_equal(f.narchs, 1);
	assert_string_equal(f.archs[0].name, "ia64");
	assert_int_equal(f.archs[0].change, CHANGE_REMOVED);
	assert_int_equal(f.ngroups, 3);

	g = group(&f, "syscall", FOLD_ARCH_ATTRS);
	assert_non_null(g);
	assert_int_equal(g->nmembers, 6);
	fold_group_describe(&sb, g);
	assert_string_equal(sb.buf, "nr.ia64 dropped from 6 syscall items "
			    "(architecture ia64 removed)");
	g = group(&f, "syscall", FOLD_ARCH_ITEMS);
	assert_non_null(g);
	strbuf_reset(&sb);
	fold_group_describe(&sb, g);
	assert_string_equal(sb.buf,
			    "2 syscall items removed with architecture ia64");
	g = group(&f, "sysfs", FOLD_SAME_CHANGE);
	assert_non_null(g);
	strbuf_reset(&sb);
	fold_group_describe(&sb, g);
	assert_string_equal(sb.buf, "show: old_show -> new_show on 5 sysfs items");

	/* 6 + 2 syscalls and 5 sysfs files said once, nothing else. */
	assert_int_equal(f.nhidden, 13);
	for (i = 0; i < d.nchanges; i++)
		if (!strcmp(change_item(&d.changes[i])->name, "mseal") ||
		    !strcmp(change_item(&d.changes[i])->name, "/sys/x/gone"))
			assert_false(f.hidden[i]);

	/* Look first: the new syscall; a removal, not of debugfs or ia64. */
	assert_int_equal(f.nhl[HL_BREAKING], 0);
	assert_int_equal(f.nhl[HL_REMOVED], 1);
	assert_string_equal(change_item(&d.changes[f.hl[HL_REMOVED][0]])->name,
			    "/sys/x/gone");
	assert_int_equal(f.nhl[HL_ADDED], 1);
	assert_string_equal(change_item(&d.changes[f.hl[HL_ADDED][0]])->name,
			    "mseal");

	fold_release(&f);
	diff_release(&d);
	inventory_release(&old);
	inventory_release(&new);
	strbuf_release(&sb);
}

/* Four alike changes are not enough to fold; every one is listed. */
static void test_below_threshold(void **state)
{
	static const char *const a[] = { "show", "a", NULL };
	static const char *const b[] = { "show", "b", NULL };
	struct inventory old, new;
	char name[16];
	struct diff d;
	struct fold f;
	size_t i;

	(void)state;
	inventory_init(&old);
	inventory_init(&new);
	for (i = 0; i < FOLD_MIN - 1; i++) {
		snprintf(name, sizeof(name), "/sys/y/%zu", i);
		item(&old, "sysfs", name, "drivers/y.c", a);
		item(&new, "sysfs", name, "drivers/y.c", b);
	}
	inventory_finish(&old);
	inventory_finish(&new);
	diff_inventories(&d, &old, &new, &extract_diff_rules);
	fold_diff(&f, &d);
	assert_int_equal(f.ngroups, 0);
	assert_int_equal(f.nhidden, 0);
	assert_int_equal(f.narchs, 0);
	fold_release(&f);
	diff_release(&d);
	inventory_release(&old);
	inventory_release(&new);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fold),
		cmocka_unit_test(test_below_threshold),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
