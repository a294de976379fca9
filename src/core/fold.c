// SPDX-License-Identifier: GPL-2.0
/*
 * Folding and highlights of a diff: see fold.h.
 */
#include <stdlib.h>
#include <string.h>

#include "core/fold.h"
#include "core/strbuf.h"
#include "core/util.h"

/* The architectures of one side. */
struct names {
	char **v;
	size_t n, alloc;
};

static void names_add(struct names *s, const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		if (!strncmp(s->v[i], name, len) && !s->v[i][len])
			return;
	ALLOC_GROW(s->v, s->n + 1, s->alloc);
	s->v[s->n++] = xstrndup(name, len);
}

static int names_has(const struct names *s, const char *name)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		if (!strcmp(s->v[i], name))
			return 1;
	return 0;
}

/* "arch/ARCH/...": the length of ARCH, *arch pointing at it; else 0. */
static size_t file_arch(const char **arch, const char *file)
{
	size_t len;

	if (strncmp(file, "arch/", 5))
		return 0;
	len = strcspn(file + 5, "/");
	if (!file[5 + len])
		return 0;
	*arch = file + 5;
	return len;
}

/*
 * An architecture is in a tree if an item's file is under its directory
 * or an item has an attribute of it.  Items of one kind in a row mostly
 * name the same few: the last one found is tried first.
 */
static void side_archs(struct names *s, const struct inventory *inv,
		       const struct diff_rules *rules)
{
	const char *arch, *last = NULL, *kind = NULL, *dir = NULL;
	size_t i, len, lastlen = 0, dirlen = 0;
	int kind_arch = 0;
	uint32_t a;

	for (i = 0; i < inv->nitems; i++) {
		const struct item *it = &inv->items[i];

		len = file_arch(&arch, it->file);
		if (len && (len != dirlen || strncmp(arch, dir, len))) {
			names_add(s, arch, len);
			dir = arch;
			dirlen = len;
		}
		if (!rules || !rules->attr_arch)
			continue;
		/* Items are sorted by kind: most kinds have no such keys. */
		if (it->kind != kind) {
			kind = it->kind;
			kind_arch = rules->attr_arch(&arch, kind, NULL) != 0;
		}
		if (!kind_arch)
			continue;
		for (a = 0; a < it->nattrs; a++) {
			len = rules->attr_arch(&arch, it->kind, it->attrs[a].key);
			if (!len || (len == lastlen && !strncmp(arch, last, len)))
				continue;
			names_add(s, arch, len);
			last = arch;
			lastlen = len;
		}
	}
}

/* The names of both sides end in f->strings, the changed ones in f->archs. */
static void find_archs(struct fold *f, const struct diff *d)
{
	struct names old = { 0 }, new = { 0 };
	size_t i, n = 0;

	side_archs(&old, d->old, d->rules);
	side_archs(&new, d->new, d->rules);
	f->archs = xcalloc(old.n + new.n + 1, sizeof(*f->archs));
	f->strings = xcalloc(old.n + new.n + 1, sizeof(*f->strings));
	for (i = 0; i < old.n; i++)
		if (!names_has(&new, old.v[i]))
			f->archs[n++] = (struct fold_arch){ old.v[i],
							    CHANGE_REMOVED };
	for (i = 0; i < new.n; i++)
		if (!names_has(&old, new.v[i]))
			f->archs[n++] = (struct fold_arch){ new.v[i],
							    CHANGE_ADDED };
	f->narchs = n;
	for (i = 0; i < old.n; i++)
		f->strings[f->nstrings++] = old.v[i];
	for (i = 0; i < new.n; i++)
		f->strings[f->nstrings++] = new.v[i];
	free(old.v);
	free(new.v);
}

/* The removed or added architecture @name, of @len bytes; NULL if none. */
static const struct fold_arch *arch_changed(const struct fold *f,
					    const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < f->narchs; i++)
		if (!strncmp(f->archs[i].name, name, len) &&
		    !f->archs[i].name[len])
			return &f->archs[i];
	return NULL;
}

/* A change, or one attribute change, that a group may say. */
struct cand {
	enum fold_type type;
	const char *kind;
	const struct fold_arch *arch;
	const char *key, *old, *new;
	size_t change, attr;
};

static int nullcmp(const char *a, const char *b)
{
	if (!a || !b)
		return !!a - !!b;
	return strcmp(a, b);
}

/* Candidates of one group compare equal here. */
static int cand_group_cmp(const struct cand *a, const struct cand *b)
{
	int c = strcmp(a->kind, b->kind);

	if (c)
		return c;
	if (a->type != b->type)
		return a->type < b->type ? -1 : 1;
	if (a->type != FOLD_SAME_CHANGE)
		return a->arch == b->arch ? 0 : strcmp(a->arch->name,
							b->arch->name);
	c = strcmp(a->key, b->key);
	if (!c)
		c = nullcmp(a->old, b->old);
	return c ? c : nullcmp(a->new, b->new);
}

static int cand_cmp(const void *pa, const void *pb)
{
	const struct cand *a = pa, *b = pb;
	int c = cand_group_cmp(a, b);

	if (c)
		return c;
	if (a->change != b->change)
		return a->change < b->change ? -1 : 1;
	return a->attr < b->attr ? -1 : a->attr > b->attr;
}

static void add_cand(struct cand **v, size_t *n, size_t *alloc,
		     const struct cand *c)
{
	ALLOC_GROW(*v, *n + 1, *alloc);
	(*v)[(*n)++] = *c;
}

/* The candidates of change @i. */
static void change_cands(struct cand **v, size_t *n, size_t *alloc,
			 const struct fold *f, const struct diff *d, size_t i)
{
	const struct change *c = &d->changes[i];
	const struct item *it = change_item(c);
	struct cand k = { .kind = it->kind, .change = i };
	const struct fold_arch *fa;
	const char *arch;
	size_t a, len;

	if (c->type != CHANGE_CHANGED) {
		len = file_arch(&arch, it->file);
		fa = len ? arch_changed(f, arch, len) : NULL;
		if (fa && fa->change == c->type) {
			k.type = FOLD_ARCH_ITEMS;
			k.arch = fa;
			k.attr = SIZE_MAX;
			add_cand(v, n, alloc, &k);
		}
		return;
	}
	for (a = 0; a < c->nattrs; a++) {
		const struct attr_change *ac = &c->attrs[a];

		k.attr = a;
		k.key = ac->key;
		len = d->rules && d->rules->attr_arch ?
		      d->rules->attr_arch(&arch, it->kind, ac->key) : 0;
		fa = len ? arch_changed(f, arch, len) : NULL;
		if (fa && ((fa->change == CHANGE_REMOVED && !ac->new) ||
			   (fa->change == CHANGE_ADDED && !ac->old))) {
			k.type = FOLD_ARCH_ATTRS;
			k.arch = fa;
		} else if (c->compat == COMPAT_BREAKING) {
			/* Each break is its own, even if alike. */
			continue;
		} else {
			k.type = FOLD_SAME_CHANGE;
			k.arch = NULL;
			k.old = ac->old;
			k.new = ac->new;
		}
		add_cand(v, n, alloc, &k);
	}
}

/* Make a group of the candidates v[0..n), if there are enough of them. */
static void make_group(struct fold *f, const struct diff *d,
		       const struct cand *v, size_t n, size_t *alloc)
{
	struct fold_group *g;
	size_t i;

	if (v->type == FOLD_SAME_CHANGE ? n < FOLD_MIN :
	    n < 2 || v[0].change == v[n - 1].change)
		return;
	ALLOC_GROW(f->groups, f->ngroups + 1, *alloc);
	g = &f->groups[f->ngroups++];
	memset(g, 0, sizeof(*g));
	g->type = v->type;
	g->kind = v->kind;
	if (v->arch) {
		g->arch = v->arch->name;
		g->arch_change = v->arch->change;
	}
	g->old = v->old;
	g->new = v->new;
	g->members = xcalloc(n, sizeof(*g->members));
	g->keys = xcalloc(n + 1, sizeof(*g->keys));
	for (i = 0; i < n; i++) {
		if (!g->nmembers || g->members[g->nmembers - 1] != v[i].change)
			g->members[g->nmembers++] = v[i].change;
		if (v[i].attr == SIZE_MAX) {
			f->hidden[v[i].change] = 1;
			continue;
		}
		if (!f->attr_group[v[i].change])
			f->attr_group[v[i].change] =
				xcalloc(d->changes[v[i].change].nattrs,
					sizeof(uint32_t));
		f->attr_group[v[i].change][v[i].attr] = (uint32_t)f->ngroups;
		g->keys[g->nkeys++] = v[i].key;
	}
	sort_array(g->keys, g->nkeys, sizeof(*g->keys), str_ptr_cmp);
	for (i = 0, n = 0; i < g->nkeys; i++)
		if (!n || strcmp(g->keys[n - 1], g->keys[i]))
			g->keys[n++] = g->keys[i];
	g->nkeys = n;
}

/* What kinds a reviewer reads first, most important first. */
static const char *const kind_rank[] = {
	"syscall", "uapi-header", "uapi-type", "ioctl", "uapi-enum",
	"uapi-macro", "vdso", "bpf", "netlink", "netlink-spec", "sysctl",
	"procfs", "sysfs", "cgroup", "configfs", "fs-param", "module-param",
	"boot-param", "tracepoint", "debugfs",
};

/* The kinds whose additions are highlights. */
static const char *const added_kinds[] = { "syscall", "uapi-type", "ioctl" };

static size_t rank_of(const char *kind)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(kind_rank); i++)
		if (!strcmp(kind, kind_rank[i]))
			return i;
	return ARRAY_SIZE(kind_rank);
}

static int in_list(const char *kind, const char *const *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp(kind, list[i]))
			return 1;
	return 0;
}

static enum highlight highlight_of(const struct fold *f, const struct diff *d,
				   size_t i)
{
	const struct change *c = &d->changes[i];
	const struct item *it = change_item(c);
	const struct fold_arch *fa;
	const char *arch;
	size_t len = file_arch(&arch, it->file);

	/* An architecture's items come and go with it, said once. */
	fa = len ? arch_changed(f, arch, len) : NULL;
	if (f->hidden[i] || (fa && fa->change == c->type))
		return HL_NR;
	if (c->compat == COMPAT_BREAKING)
		return HL_BREAKING;
	if (c->type == CHANGE_REMOVED &&
	    !(d->rules && d->rules->unstable && d->rules->unstable(it)))
		return HL_REMOVED;
	if (c->type == CHANGE_ADDED &&
	    in_list(it->kind, added_kinds, ARRAY_SIZE(added_kinds)))
		return HL_ADDED;
	return HL_NR;
}

static const struct diff *sort_diff;

/* By the rank of the kind, then in the diff's order. */
static int hl_cmp(const void *pa, const void *pb)
{
	size_t a = *(const size_t *)pa, b = *(const size_t *)pb;
	size_t ra = rank_of(change_item(&sort_diff->changes[a])->kind);
	size_t rb = rank_of(change_item(&sort_diff->changes[b])->kind);

	if (ra != rb)
		return ra < rb ? -1 : 1;
	return a < b ? -1 : a > b;
}

static void find_highlights(struct fold *f, const struct diff *d)
{
	size_t i, h;

	for (h = 0; h < HL_NR; h++)
		f->hl[h] = xcalloc(d->nchanges + 1, sizeof(*f->hl[h]));
	for (i = 0; i < d->nchanges; i++) {
		h = highlight_of(f, d, i);
		if (h < HL_NR)
			f->hl[h][f->nhl[h]++] = i;
	}
	/* The indices are distinct: sorting by them too is a total order. */
	sort_diff = d;
	for (h = 0; h < HL_NR; h++)
		qsort(f->hl[h], f->nhl[h], sizeof(size_t), hl_cmp);
	sort_diff = NULL;
}

void fold_diff(struct fold *f, const struct diff *d)
{
	struct cand *v = NULL;
	size_t n = 0, alloc = 0, galloc = 0, i, j, a;

	memset(f, 0, sizeof(*f));
	f->nchanges = d->nchanges;
	f->hidden = xcalloc(d->nchanges + 1, 1);
	f->attr_group = xcalloc(d->nchanges + 1, sizeof(*f->attr_group));
	find_archs(f, d);
	for (i = 0; i < d->nchanges; i++)
		change_cands(&v, &n, &alloc, f, d, i);
	sort_array(v, n, sizeof(*v), cand_cmp);
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && !cand_group_cmp(&v[i], &v[j]); j++)
			;
		make_group(f, d, &v[i], j - i, &galloc);
	}
	free(v);
	for (i = 0; i < d->nchanges; i++) {
		const struct change *c = &d->changes[i];

		if (c->type != CHANGE_CHANGED || !f->attr_group[i])
			continue;
		for (a = 0; a < c->nattrs && f->attr_group[i][a]; a++)
			;
		f->hidden[i] = a == c->nattrs;
	}
	for (i = 0; i < d->nchanges; i++)
		f->nhidden += f->hidden[i];
	find_highlights(f, d);
}

void fold_release(struct fold *f)
{
	size_t i;

	for (i = 0; i < f->ngroups; i++) {
		free(f->groups[i].members);
		free(f->groups[i].keys);
	}
	free(f->groups);
	for (i = 0; i < f->nchanges; i++)
		free(f->attr_group[i]);
	free(f->attr_group);
	free(f->hidden);
	for (i = 0; i < HL_NR; i++)
		free(f->hl[i]);
	for (i = 0; i < f->nstrings; i++)
		free(f->strings[i]);
	free(f->strings);
	free(f->archs);
	memset(f, 0, sizeof(*f));
}

size_t fold_hidden_in_kind(const struct fold *f, const struct diff *d,
			   const char *kind)
{
	size_t i, n = 0;

	for (i = 0; i < d->nchanges; i++)
		n += f->hidden[i] && !strcmp(change_item(&d->changes[i])->kind,
					     kind);
	return n;
}

static void describe_keys(struct strbuf *sb, const struct fold_group *g)
{
	size_t i;

	if (g->nkeys > 3) {
		strbuf_addf(sb, "%zu attributes of %s", g->nkeys, g->arch);
		return;
	}
	for (i = 0; i < g->nkeys; i++)
		strbuf_addf(sb, "%s%s", i ? ", " : "", g->keys[i]);
}

void fold_group_describe(struct strbuf *sb, const struct fold_group *g)
{
	const char *gone = g->arch_change == CHANGE_REMOVED ? "removed" :
			   "added";

	switch (g->type) {
	case FOLD_ARCH_ITEMS:
		strbuf_addf(sb, "%zu %s item%s %s with architecture %s",
			    g->nmembers, g->kind, g->nmembers == 1 ? "" : "s",
			    gone, g->arch);
		break;
	case FOLD_ARCH_ATTRS:
		describe_keys(sb, g);
		strbuf_addf(sb, " %s %zu %s items (architecture %s %s)",
			    g->arch_change == CHANGE_REMOVED ? "dropped from" :
			    "added to", g->nmembers, g->kind, g->arch, gone);
		break;
	case FOLD_SAME_CHANGE:
		if (!g->new)
			strbuf_addf(sb, "%s: %s dropped from", g->keys[0],
				    g->old);
		else if (!g->old)
			strbuf_addf(sb, "%s: %s added to", g->keys[0], g->new);
		else
			strbuf_addf(sb, "%s: %s -> %s on", g->keys[0], g->old,
				    g->new);
		strbuf_addf(sb, " %zu %s items", g->nmembers, g->kind);
		break;
	}
}

const char *fold_highlight_name(enum highlight h)
{
	static const char *const names[] = {
		"breaking changes",
		"stable ABI removed",
		"syscalls, uapi types and ioctls added",
	};

	return names[h];
}
