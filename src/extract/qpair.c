// SPDX-License-Identifier: GPL-2.0
/*
 * Pairing "?" items whose source file moved (see qpair.h).
 */
#include <string.h>

#include "extract/qpair.h"
#include "extract/extract.h"
#include "core/inventory.h"
#include "core/strbuf.h"
#include "core/util.h"

static const char unknown_dir[] = "/?/";

/*
 * Moves no rule of qpair_file_moved() sees, by the commit that made
 * them: "pmdomain: Move genpd core to the pmdomain subsystem" (6.9?).
 */
static const struct move {
	const char *from, *to;
} moves[] = {
	{ "drivers/base/power/domain.c", "drivers/pmdomain/core.c" },
};

int qpair_key(struct strbuf *key, const struct item *it)
{
	const char *end = strstr(it->name, " ("), *p;

	if (!end)
		end = it->name + strlen(it->name);
	for (p = end; p > it->name && p[-1] != '/'; p--)
		;
	strbuf_add(key, p, (size_t)(end - p));
	return 0;
}

/* The length of the directory of path[0..len), without the slash. */
static size_t dir_len(const char *path, size_t len)
{
	while (len && path[len - 1] != '/')
		len--;
	return len ? len - 1 : 0;
}

/* Whether directory a[0..al) is b[0..bl) or one of its parents. */
static int dir_within(const char *a, size_t al, const char *b, size_t bl)
{
	return al <= bl && !memcmp(a, b, al) && (al == bl || b[al] == '/');
}

int qpair_same_tail(const char *a, const char *b)
{
	const char *x = a + strlen(a), *y = b + strlen(b);
	int slashes = 0;

	while (x > a && y > b && x[-1] == y[-1] && slashes < 2) {
		x--;
		y--;
		slashes += *x == '/';
	}
	return slashes == 2;
}

/*
 * The same file name, in a directory below the other's or beside it
 * (drivers/usb/host/ and drivers/usb/fotg210/).
 */
static int same_name_near(const char *a, const char *b)
{
	size_t al = dir_len(a, strlen(a)), bl = dir_len(b, strlen(b));
	size_t pa, pb;

	if (!al || !bl || strcmp(a + al, b + bl))
		return 0;
	if (dir_within(a, al, b, bl) || dir_within(b, bl, a, al))
		return 1;
	pa = dir_len(a, al);
	pb = dir_len(b, bl);
	return pa && pa == pb && !memcmp(a, b, pa);
}

/* The length of a path's name without its extension and directory. */
static size_t stem_len(const char *name)
{
	const char *dot = strrchr(name, '.');

	return dot ? (size_t)(dot - name) : strlen(name);
}

/* drivers/acpi/apei/einj.c and drivers/acpi/apei/einj-core.c. */
static int extended_name(const char *a, const char *b)
{
	size_t al = dir_len(a, strlen(a)), bl = dir_len(b, strlen(b));
	const char *x = a + al + 1, *y = b + bl + 1;
	size_t xl = stem_len(x), yl = stem_len(y);

	if (!al || al != bl || memcmp(a, b, al))
		return 0;
	if (xl > yl) {
		const char *t = x;
		size_t tl = xl;

		x = y;
		xl = yl;
		y = t;
		yl = tl;
	}
	return xl < yl && !memcmp(x, y, xl) && strchr("-_", y[xl]);
}

/* drivers/platform/x86/amd/pmc.c and drivers/platform/x86/amd/pmc/pmc.c. */
static int became_dir(const char *a, const char *b)
{
	size_t al = stem_len(a), bl = dir_len(b, strlen(b));

	return strchr(a + dir_len(a, strlen(a)), '.') && al == bl &&
	       !memcmp(a, b, al);
}

int qpair_file_moved(const char *a, const char *b)
{
	size_t i;

	if (qpair_same_tail(a, b) || same_name_near(a, b) || extended_name(a, b) ||
	    became_dir(a, b) || became_dir(b, a))
		return 1;
	for (i = 0; i < ARRAY_SIZE(moves); i++)
		if (!strcmp(a, moves[i].from) && !strcmp(b, moves[i].to))
			return 1;
	return 0;
}

/*
 * Whether a name of unknown directory, "/proc/?/foo/bar (FILE)", may be
 * @other: the same relative path after the '?', and the same root.
 */
static int may_be(const char *name, const char *other)
{
	const char *rel = strstr(name, unknown_dir) + sizeof(unknown_dir) - 1;
	const char *end = strstr(rel, " (");
	const char *oend = strstr(other, " (");
	size_t rl = end ? (size_t)(end - rel) : strlen(rel);
	size_t ol = oend ? (size_t)(oend - other) : strlen(other);
	size_t root = (size_t)(rel - name) - 2;

	return ol > rl && !memcmp(other + ol - rl, rel, rl) &&
	       other[ol - rl - 1] == '/' && !memcmp(name, other, root);
}

/* Whether @it is also at @path, through a symlink (procfs's "alias"). */
static int has_alias(const struct item *it, const char *path)
{
	const char *v = item_attr(it, "alias"), *p;
	size_t len = strlen(path);

	for (p = v; p && (p = strstr(p, path)); p += len)
		if ((p == v || (p - v >= 3 && !strncmp(p - 3, " | ", 3))) &&
		    (!p[len] || !strncmp(p + len, " | ", 3)))
			return 1;
	return 0;
}

/*
 * Whether two names are one but for the words of their run-time parts:
 * pm_genpd/<name>/idle_states of 6.1 (genpd->name) and
 * pm_genpd/<dev>/idle_states of 6.12 (dev_name(&genpd->dev)).
 */
static int same_but_run_time(const char *a, const char *b)
{
	int differ = 0;

	while (*a && *a == *b) {
		if (*a == '<') {
			const char *x = strchr(a, '>'), *y = strchr(b, '>');

			if (!x || !y)
				return 0;
			differ |= x - a != y - b || memcmp(a, b, (size_t)(x - a));
			a = x;
			b = y;
		}
		a++;
		b++;
	}
	return differ && !*a && !*b;
}

int qpair_same_item(const struct item *old, const struct item *new)
{
	int a = strstr(old->name, unknown_dir) != NULL;
	int b = strstr(new->name, unknown_dir) != NULL;

	if (has_alias(new, old->name) || has_alias(old, new->name))
		return 1;
	if (same_but_run_time(old->name, new->name))
		return !strcmp(old->file, new->file) ||
		       qpair_file_moved(old->file, new->file);
	if (!a && !b)
		return 0;
	if (!(a ? may_be(old->name, new->name) : may_be(new->name, old->name)))
		return 0;
	if (!strcmp(old->file, new->file))
		return a != b;
	return qpair_file_moved(old->file, new->file);
}
