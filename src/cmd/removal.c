// SPDX-License-Identifier: GPL-2.0
/*
 * The removal candidates of a tree: what warns that it is deprecated, and
 * what Documentation/ABI/obsolete lists.  The doc-abi kind (What:, Date:,
 * KernelVersion: of each Documentation/ABI entry, its status directory)
 * is read by its own extractor; this lights up with it where it is built
 * in, and lists the warnings alone where not.
 */
#include <string.h>

#include "cmd/removal.h"
#include "core/strbuf.h"

#define KIND_DEPRECATION "deprecation"
#define KIND_DOC "doc-abi"

static int is_obsolete_doc(const struct item *it)
{
	const char *status = item_attr(it, "status");

	return !strcmp(it->kind, KIND_DOC) && status &&
	       strstr(status, "obsolete");
}

/* "Date, KernelVersion" of an obsolete entry, as far as it says. */
static void doc_marked(struct strbuf *sb, const struct item *it)
{
	const char *date = item_attr(it, "date");
	const char *kv = item_attr(it, "kernel-version");

	strbuf_reset(sb);
	if (date)
		strbuf_addstr(sb, date);
	if (kv)
		strbuf_addf(sb, "%skernel %s", date ? ", " : "", kv);
}

/*
 * The obsolete entries whose "What" names the guarded item: the syscall,
 * ioctl or parameter by name, the sysfs attribute by its file name.
 */
static void warning_marked(struct strbuf *sb, const struct inventory *inv,
			   const struct item *it)
{
	const char *guard = item_attr(it, "guard");
	struct strbuf one = STRBUF_INIT, name = STRBUF_INIT;
	size_t i;

	strbuf_reset(sb);
	if (!guard)
		return;
	strbuf_addstr(&name, guard);
	/* "attr (drivers/x/y)": the attribute's file name. */
	if (strchr(name.buf, ' '))
		strbuf_setlen(&name, (size_t)(strchr(name.buf, ' ') - name.buf));
	for (i = 0; i < inv->nitems && name.len; i++) {
		const struct item *d = &inv->items[i];
		const char *what = item_attr(d, "what");
		const char *base;

		if (!is_obsolete_doc(d))
			continue;
		what = what ? what : d->name;
		base = strrchr(what, '/');
		base = base ? base + 1 : what;
		if (strcmp(base, name.buf))
			continue;
		doc_marked(&one, d);
		if (one.len)
			strbuf_addf(sb, "%s%s (%s)", sb->len ? " | " : "",
				    one.buf, d->name);
	}
	strbuf_release(&one);
	strbuf_release(&name);
}

static int keep_candidate(const char *kind, void *data)
{
	(void)data;
	return !strcmp(kind, KIND_DEPRECATION) || !strcmp(kind, KIND_DOC);
}

void removal_candidates(struct inventory *inv)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i, w = 0;

	inventory_filter(inv, keep_candidate, NULL);
	for (i = 0; i < inv->nitems; i++)
		if (strcmp(inv->items[i].kind, KIND_DOC) ||
		    is_obsolete_doc(&inv->items[i]))
			inv->items[w++] = inv->items[i];
	inv->nitems = w;
	for (i = 0; i < inv->nitems; i++) {
		struct item *it = &inv->items[i];

		if (!strcmp(it->kind, KIND_DOC))
			doc_marked(&sb, it);
		else
			warning_marked(&sb, inv, it);
		if (sb.len)
			inventory_annotate(inv, it, "@marked",
					   arena_strndup(&inv->arena, sb.buf,
							 sb.len));
	}
	strbuf_release(&sb);
}
