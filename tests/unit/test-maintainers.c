// SPDX-License-Identifier: GPL-2.0
/*
 * The MAINTAINERS matcher: get_maintainer.pl's pattern rules and ranks.
 */
#include "unit.h"

#include "scan/maintainers.h"

static const char text[] =
	"List of maintainers\n"
	"\tM: *Mail* patches to: FullName <address@domain>\n"
	"\n"
	"WIDGET SUBSYSTEM\n"
	"M:\tAnn Author <ann@example.org>\n"
	"M:\tBob Builder <bob@example.org>\n"
	"L:\twidget@vger.example.org\n"
	"S:\tMaintained\n"
	"F:\tdrivers/widget/\n"
	"F:\tinclude/uapi/linux/widget*.h\n"
	"X:\tdrivers/widget/legacy/\n"
	"\n"
	"WIDGET CORE\n"
	"M:\tCarol Core <carol@example.org>\n"
	"S:\tSupported\n"
	"F:\tdrivers/widget/core.[ch]\n"
	"F:\tfs/gizmo\n"
	"\n"
	"# a comment\n"
	"SAME DEPTH, LATER\n"
	"F:\tdrivers/widget/\n"
	"F:\tDocumentation/widget/\n"
	"F:\tlib/widget/\n"
	"\n"
	"ARM/GADGET\n"
	"N:\tgadget\n"
	"N:\t[^a-z]tegra\n"
	"K:\t(?i)\\bgizmo_(?:open|close)\n"
	"K:\tbroken(\n"
	"\n"
	"THE REST\n"
	"M:\tLinus <torvalds@example.org>\n"
	"F:\t*\n"
	"F:\t*/\n"
	"\n"
	"WIDGET DOCS\n"
	"F:\tDocumentation/widget/\n";

static struct maintainers *parse(struct inventory *inv)
{
	inventory_init(inv);
	return maintainers_parse(text, sizeof(text) - 1, inv);
}

static const char *owner(struct maintainers *m, const char *file,
			 const char *name)
{
	struct maint_entry *e = maintainers_match(m, file, name);

	return e ? e->name : "(none)";
}

static void test_parse(void **state)
{
	struct inventory inv;
	struct maintainers *m = parse(&inv);
	struct maint_entry *e;

	(void)state;
	assert_int_equal(maintainers_count(m), 6);
	e = maintainers_match(m, "drivers/widget/x.c", NULL);
	assert_non_null(e);
	assert_string_equal(e->name, "WIDGET SUBSYSTEM");
	assert_string_equal(e->maintainers, "Ann Author <ann@example.org>, "
			    "Bob Builder <bob@example.org>");
	assert_string_equal(e->lists, "widget@vger.example.org");
	assert_string_equal(e->status, "Maintained");
	assert_int_equal(e->line, 4);
	/* The K: pattern glibc can't compile is said, by its line. */
	assert_int_equal(inv.nproblems, 1);
	assert_non_null(strstr(inv.problems[0].msg, "line 29: K: pattern 'broken('"));
	maintainers_free(m);
	inventory_release(&inv);
}

static void test_f_patterns(void **state)
{
	struct inventory inv;
	struct maintainers *m = parse(&inv);

	(void)state;
	/* A directory with its slash owns what is below it, at any depth. */
	assert_string_equal(owner(m, "drivers/widget/a/b/c.c", NULL),
			    "WIDGET SUBSYSTEM");
	/* The deepest pattern wins: core.[ch] (3) over drivers/widget/ (2). */
	assert_string_equal(owner(m, "drivers/widget/core.c", NULL),
			    "WIDGET CORE");
	assert_string_equal(owner(m, "drivers/widget/core.h", NULL),
			    "WIDGET CORE");
	assert_string_equal(owner(m, "drivers/widget/core.o", NULL),
			    "WIDGET SUBSYSTEM");
	/* A glob matches within its directory only. */
	assert_string_equal(owner(m, "include/uapi/linux/widget-ioctl.h",
				  NULL), "WIDGET SUBSYSTEM");
	assert_string_equal(owner(m, "include/uapi/linux/x/widget.h", NULL),
			    "(none)");
	/* A directory named without its slash. */
	assert_string_equal(owner(m, "fs/gizmo/super.c", NULL),
			    "WIDGET CORE");
	assert_string_equal(owner(m, "fs/gizmo2/super.c", NULL), "(none)");
	/* X: takes the file from its entry; the next best one has it. */
	assert_string_equal(owner(m, "drivers/widget/legacy/old.c", NULL),
			    "SAME DEPTH, LATER");
	/* As deep: the entry with fewer F: patterns, though it comes later. */
	assert_string_equal(owner(m, "Documentation/widget/x.rst", NULL),
			    "WIDGET DOCS");
	/* THE REST's catch-alls tell nothing. */
	assert_string_equal(owner(m, "mm/mmap.c", NULL), "(none)");
	maintainers_free(m);
	inventory_release(&inv);
}

static void test_n_k_patterns(void **state)
{
	struct inventory inv;
	struct maintainers *m = parse(&inv);

	(void)state;
	assert_string_equal(owner(m, "drivers/misc/gadget-x.c", NULL),
			    "ARM/GADGET");
	assert_string_equal(owner(m, "drivers/misc/nvidia-tegra.c", NULL),
			    "ARM/GADGET");
	assert_string_equal(owner(m, "drivers/misc/integrator.c", NULL),
			    "(none)");
	/* K: only where no file pattern matched, on the item's name. */
	assert_string_equal(owner(m, "fs/open.c", "GIZMO_OPEN"), "ARM/GADGET");
	assert_string_equal(owner(m, "fs/open.c", "gizmo_opener"),
			    "ARM/GADGET");
	assert_string_equal(owner(m, "fs/open.c", "xgizmo_open"), "(none)");
	assert_string_equal(owner(m, "drivers/widget/x.c", "gizmo_open"),
			    "WIDGET SUBSYSTEM");
	maintainers_free(m);
	inventory_release(&inv);
}

static void test_empty(void **state)
{
	struct inventory inv;
	struct maintainers *m;

	(void)state;
	inventory_init(&inv);
	m = maintainers_parse("F:\tfoo/\nno tags here\n\n", 21, &inv);
	assert_int_equal(maintainers_count(m), 0);
	assert_null(maintainers_match(m, "foo/x.c", "x"));
	maintainers_free(m);
	inventory_release(&inv);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_f_patterns),
		cmocka_unit_test(test_n_k_patterns),
		cmocka_unit_test(test_empty),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
