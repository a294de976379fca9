// SPDX-License-Identifier: GPL-2.0
/*
 * The removal candidates of a tree: what warns that it is deprecated, and
 * what Documentation/ABI/obsolete lists.  The doc-abi kind (What:, Date:,
 * KernelVersion: of each Documentation/ABI entry, its status directory)
 * is read by its own extractor; this lights up with it where it is built
 * in, and lists the warnings alone where not.  Where git history is at
 * hand, each warning is dated by the oldest release that has it.
 */
#include <ctype.h>
#include <git2.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/removal.h"
#include "core/progress.h"
#include "core/strbuf.h"
#include "core/util.h"
#include "extract/extract.h"
#include "scan/cache.h"
#include "scan/releases.h"

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

/* A release tag, vX.Y or vX.Y.Z, as source/tags.c takes the ends. */
static int is_release_tag(const char *s)
{
	int dots = 0;

	if (*s++ != 'v' || !isdigit((unsigned char)*s))
		return 0;
	for (; *s; s++) {
		if (*s == '.' && isdigit((unsigned char)s[1]))
			dots++;
		else if (!isdigit((unsigned char)*s))
			return 0;
	}
	return dots == 1 || dots == 2;
}

/*
 * The releases to date from, oldest first, into *@refs: 0, 1 if there
 * are none to read (no history at hand), or -1 after saying why.
 */
static int since_releases(char ***refs, size_t *n, struct cmd_opts *o,
			  const char *tree, const char *tags)
{
	struct strbuf sb = STRBUF_INIT, err = STRBUF_INIT;
	struct git_repository *repo;
	struct cache *cache;
	char *p, *nl;
	size_t alloc = 0;
	int ret = 1;

	*refs = NULL;
	*n = 0;
	if (!tags && !o->side.git_dir && side_git_tree(&sb, &o->side, tree) != 1)
		goto out;
	if (tags || is_release_tag(tree)) {
		strbuf_reset(&sb);
		if (!tags)
			strbuf_addf(&sb, "..%s", tree);
		ret = releases_tags(refs, n, &o->side, tags ? tags : sb.buf);
		goto out;
	}
	/* The releases 'abiwatch history' read last, as 'when' takes them. */
	cache = side_cache(&o->side);
	strbuf_reset(&sb);
	if (!cache || side_repo(&repo, &o->side, &err) < 0 ||
	    cache_history_recall(cache, git_repository_path(repo), &sb) < 0)
		goto out;
	for (p = sb.buf; (nl = strchr(p, '\n')); p = nl + 1) {
		ALLOC_GROW(*refs, *n + 1, alloc);
		(*refs)[(*n)++] = xstrndup(p, (size_t)(nl - p));
	}
	ret = *n ? 0 : 1;
out:
	strbuf_release(&sb);
	strbuf_release(&err);
	return ret;
}

/* Whether release @rel has the warning @it, as itself or in another form. */
static int release_has(const struct inventory *rel, const struct item *it)
{
	size_t i;

	for (i = 0; i < rel->nitems; i++) {
		const struct item *r = &rel->items[i];

		if (!strcmp(r->kind, it->kind) &&
		    (!strcmp(r->name, it->name) ||
		     (extract_diff_rules.same_item &&
		      extract_diff_rules.same_item(r, it))))
			return 1;
	}
	return 0;
}

int removal_since(struct inventory *inv, struct cmd_opts *o,
		  const char *tree, const char *tags)
{
	const char *only = o->side.only;
	int no_annotate = o->side.no_annotate;
	const char **since = xcalloc(inv->nitems ? inv->nitems : 1,
				     sizeof(*since));
	struct strbuf sb = STRBUF_INIT;
	struct inventory rel;
	char **refs = NULL;
	size_t n = 0, r, i;
	int ret;

	ret = since_releases(&refs, &n, o, tree, tags);
	if (ret)
		goto out;
	/* Only the warnings of each release, and no annotators: a date. */
	o->side.only = "," KIND_DEPRECATION ",";
	o->side.no_annotate = 1;
	for (r = 0; r < n && !ret; r++) {
		progress_step(o->progress, "Release %zu of %zu", r + 1, n);
		inventory_init(&rel);
		if (side_load(&rel, &o->side, refs[r]) < 0)
			ret = -1;
		for (i = 0; !ret && i < inv->nitems; i++)
			if (!since[i] &&
			    !strcmp(inv->items[i].kind, KIND_DEPRECATION) &&
			    release_has(&rel, &inv->items[i]))
				since[i] = refs[r];
		cmd_report_problems(&rel);
		inventory_release(&rel);
	}
	progress_step(o->progress, NULL);
	o->side.only = only;
	o->side.no_annotate = no_annotate;
	for (i = 0; !ret && i < inv->nitems; i++) {
		if (strcmp(inv->items[i].kind, KIND_DEPRECATION))
			continue;
		strbuf_reset(&sb);
		if (since[i] == refs[0])
			strbuf_addf(&sb, "%s (the oldest release known: maybe older)",
				    since[i]);
		else if (since[i])
			strbuf_addstr(&sb, since[i]);
		else
			strbuf_addf(&sb, "after %s", refs[n - 1]);
		inventory_annotate(inv, &inv->items[i], "@since",
				   arena_strndup(&inv->arena, sb.buf, sb.len));
	}
out:
	releases_free(refs, n);
	free(since);
	strbuf_release(&sb);
	return ret < 0 ? -1 : 0;
}
