// SPDX-License-Identifier: GPL-2.0
/*
 * The release tags of a range, for 'abiwatch history --tags A..B': the
 * tags of the form vN.N... with as many numbers as the ends have (v6.1
 * for the kernel, v6.1.0 for iproute2; so the kernel's stable v6.1.5 is
 * not a release of v6.0..v6.12), no suffix (no -rc), from A to B both
 * included, in version order.  Either end may be left out: "v6.0.." or
 * "..v6.12".  The ends need not be tags themselves.
 */
#include <git2.h>
#include <stdlib.h>
#include <string.h>

#include "core/util.h"
#include "source/source.h"

#define MAX_PARTS 4

struct version {
	unsigned long part[MAX_PARTS];
	int nparts;
};

/* "vN.N..." into @v: 0, or -1 if @s is not of that form. */
static int parse_version(struct version *v, const char *s, size_t len)
{
	const char *p = s + 1, *end = s + len;

	if (len < 2 || s[0] != 'v')
		return -1;
	v->nparts = 0;
	while (p < end) {
		char *e;

		if (*p < '0' || *p > '9' || v->nparts == MAX_PARTS)
			return -1;
		v->part[v->nparts++] = strtoul(p, &e, 10);
		if (e > end)
			return -1;
		p = e;
		if (p < end && (*p != '.' || p + 1 == end))
			return -1;
		p += p < end;
	}
	return v->nparts >= 2 ? 0 : -1;
}

static int version_cmp(const struct version *a, const struct version *b)
{
	int i;

	for (i = 0; i < a->nparts && i < b->nparts; i++)
		if (a->part[i] != b->part[i])
			return a->part[i] < b->part[i] ? -1 : 1;
	return a->nparts - b->nparts;
}

struct tag {
	struct version v;
	char *name;
};

struct range {
	struct version lo, hi;
	int has_lo, has_hi, nparts;
	struct tag *tags;
	size_t n, alloc;
};

static int range_cb(const char *ref, git_oid *oid, void *data)
{
	struct range *r = data;
	const char *name = ref + strlen("refs/tags/");
	struct version v;

	(void)oid;
	if (!starts_with(ref, "refs/tags/") ||
	    parse_version(&v, name, strlen(name)) < 0 ||
	    v.nparts != r->nparts ||
	    (r->has_lo && version_cmp(&v, &r->lo) < 0) ||
	    (r->has_hi && version_cmp(&v, &r->hi) > 0))
		return 0;
	ALLOC_GROW(r->tags, r->n + 1, r->alloc);
	r->tags[r->n].v = v;
	r->tags[r->n++].name = xstrdup(name);
	return 0;
}

static int tag_cmp(const void *a, const void *b)
{
	const struct tag *x = a, *y = b;

	return version_cmp(&x->v, &y->v);
}

int source_git_release_tags(char ***out, size_t *n, git_repository *repo,
			    const char *range, struct strbuf *err)
{
	const char *dots = strstr(range, "..");
	struct range r = { 0 };
	size_t i;

	*out = NULL;
	*n = 0;
	if (!dots || strstr(dots + 2, "..") || (dots == range && !dots[2])) {
		strbuf_addf(err, "--tags %s: a range is FIRST..LAST, FIRST.. or ..LAST",
			    range);
		return -1;
	}
	r.has_lo = dots > range;
	r.has_hi = dots[2] != '\0';
	if ((r.has_lo && parse_version(&r.lo, range,
				       (size_t)(dots - range)) < 0) ||
	    (r.has_hi && parse_version(&r.hi, dots + 2, strlen(dots + 2)) < 0)) {
		strbuf_addf(err, "--tags %s: each end is a release, vX.Y or vX.Y.Z",
			    range);
		return -1;
	}
	if (r.has_lo && r.has_hi && r.lo.nparts != r.hi.nparts) {
		strbuf_addf(err, "--tags %s: the two ends are not of one form",
			    range);
		return -1;
	}
	r.nparts = r.has_lo ? r.lo.nparts : r.hi.nparts;
	if (git_tag_foreach(repo, range_cb, &r) < 0) {
		strbuf_addf(err, "--tags %s: the tags of %s can't be listed",
			    range, git_repository_path(repo));
		goto fail;
	}
	if (!r.n) {
		strbuf_addf(err, "--tags %s: no release tag in the range in %s",
			    range, git_repository_path(repo));
		return -1;
	}
	sort_array(r.tags, r.n, sizeof(*r.tags), tag_cmp);
	*out = xcalloc(r.n, sizeof(**out));
	for (i = 0; i < r.n; i++)
		(*out)[i] = r.tags[i].name;
	*n = r.n;
	free(r.tags);
	return 0;
fail:
	for (i = 0; i < r.n; i++)
		free(r.tags[i].name);
	free(r.tags);
	return -1;
}
