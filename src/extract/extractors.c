// SPDX-License-Identifier: GPL-2.0
/*
 * The table of extractors: adding an ABI kind is one file and one row.
 */
#include <pthread.h>
#include <string.h>

#include "core/diff.h"
#include "core/strbuf.h"
#include "extract/extract.h"
#include "core/util.h"
#include "extract/traits.h"

extern const struct extractor syscall_extractor;
extern const struct extractor uapi_extractor;
extern const struct extractor sysfs_extractor;
extern const struct extractor procfs_extractor;
extern const struct extractor debugfs_extractor;
extern const struct extractor cgroup_extractor;
extern const struct extractor param_extractor;
extern const struct extractor tracepoint_extractor;
extern const struct extractor netlink_extractor;
extern const struct extractor bpf_extractor;
extern const struct extractor vdso_extractor;
extern const struct extractor fsparam_extractor;
extern const struct extractor docabi_extractor;
extern const struct extractor deprecation_extractor;

const struct extractor *const extractors[] = {
	&syscall_extractor,
	&uapi_extractor,
	&sysfs_extractor,
	&procfs_extractor,
	&debugfs_extractor,
	&cgroup_extractor,
	&param_extractor,
	&tracepoint_extractor,
	&netlink_extractor,
	&bpf_extractor,
	&vdso_extractor,
	&fsparam_extractor,
	&docabi_extractor,
	&deprecation_extractor,
};

const size_t nr_extractors = ARRAY_SIZE(extractors);

/*
 * Every kind of the table, with its length and its row: asked of each
 * fact a row replays, where a strlen() of each kind was 1% of a log.
 */
static struct kind_entry {
	const char *name;
	size_t len;
	int row;
} kind_table[128];
static size_t nr_kinds;
static pthread_once_t kind_table_once = PTHREAD_ONCE_INIT;

static void kind_table_init(void)
{
	const char *const *k;
	size_t i;

	for (i = 0; i < nr_extractors; i++) {
		for (k = extractors[i]->kinds; *k; k++) {
			if (nr_kinds == ARRAY_SIZE(kind_table))
				BUG("more than %zu kinds", ARRAY_SIZE(kind_table));
			kind_table[nr_kinds].name = *k;
			kind_table[nr_kinds].len = strlen(*k);
			kind_table[nr_kinds++].row = (int)i;
		}
	}
}

/* The row and the string of the kind @s[0..@len), or -1. */
static int find_kind(const char **name, const char *s, size_t len)
{
	size_t i;

	pthread_once(&kind_table_once, kind_table_init);
	for (i = 0; i < nr_kinds; i++) {
		if (kind_table[i].len == len &&
		    !memcmp(kind_table[i].name, s, len)) {
			*name = kind_table[i].name;
			return kind_table[i].row;
		}
	}
	return -1;
}

const struct extractor *extractor_for_kind(const char *kind)
{
	const char *name;
	int i = find_kind(&name, kind, strlen(kind));

	return i < 0 ? NULL : extractors[i];
}

const char *extract_kind_name(const char *s, size_t len)
{
	const char *name;

	return find_kind(&name, s, len) < 0 ? NULL : name;
}

const char *extract_kind_of(const char *s)
{
	size_t i;

	/* Most often the table's own string already. */
	pthread_once(&kind_table_once, kind_table_init);
	for (i = 0; i < nr_kinds; i++)
		if (kind_table[i].name == s)
			return s;
	return extract_kind_name(s, strlen(s));
}

void extractor_finish(const struct extractor *ex, struct inventory *inv,
		      void **states, int nstates)
{
	if (ex->finish_part)
		ex->finish_part(inv, states, nstates);
	if (ex->finish)
		ex->finish(inv, states, nstates);
}

static enum compat judge_change(struct strbuf *reason, const struct item *old,
				const struct item *new)
{
	const struct extractor *ex = extractor_for_kind(new->kind);

	if (!ex || !ex->judge)
		return COMPAT_NONE;
	return ex->judge(reason, old, new);
}

static int kinds_interchangeable(const char *a, const char *b)
{
	const struct extractor *ex = extractor_for_kind(a);
	const char *const *k;
	int na = 0, nb = 0;

	if (!ex || !ex->interchangeable || ex != extractor_for_kind(b))
		return 0;
	for (k = ex->interchangeable; *k; k++) {
		na |= !strcmp(*k, a);
		nb |= !strcmp(*k, b);
	}
	return na && nb;
}

/* The kind, a tab, and what the kind's extractor says both forms share. */
static int pair_key(struct strbuf *key, const struct item *it)
{
	const struct extractor *ex = extractor_for_kind(it->kind);

	if (!ex || !ex->pair_key)
		return -1;
	strbuf_addf(key, "%s\t", it->kind);
	return ex->pair_key(key, it);
}

static int same_item(const struct item *old, const struct item *new)
{
	const struct extractor *ex = extractor_for_kind(old->kind);

	return ex && ex->same_item && !strcmp(old->kind, new->kind) &&
	       ex->same_item(old, new);
}

const struct diff_rules extract_diff_rules = {
	.judge = judge_change,
	.interchangeable = kinds_interchangeable,
	.attr_arch = traits_attr_arch,
	.unstable = traits_unstable,
	.pair_key = pair_key,
	.same_item = same_item,
};

void *states_gather(void *const *states, int nstates, size_t array,
		    size_t count, size_t size, size_t *n)
{
	size_t total = 0, len, k = 0;
	const char *st;
	const void *v;
	char *all;
	int s;

	for (s = 0; s < nstates; s++) {
		memcpy(&len, (const char *)states[s] + count, sizeof(len));
		total += len;
	}
	all = xreallocarray(NULL, total + 1, size);
	for (s = 0; s < nstates; s++) {
		st = states[s];
		memcpy(&len, st + count, sizeof(len));
		memcpy(&v, st + array, sizeof(v));
		if (len)
			memcpy(all + k * size, v, len * size);
		k += len;
	}
	*n = total;
	return all;
}

const struct token_vec *ctx_tokens(struct extract_ctx *ctx)
{
	const char *err;
	uint32_t line;

	if (ctx->lexed)
		return ctx->toks;
	if (ctx->lines_only)
		err = lexer_tokenize_lines(ctx->toks, ctx->buf, ctx->len,
					   ctx->lines_at, ctx->nlines_at,
					   &line);
	else
		err = lexer_tokenize(ctx->toks, ctx->buf, ctx->len, &line);
	if (err)
		inventory_problem(ctx->inv, ctx->path, "line %u: %s", line,
				  err);
	ctx->lexed = 1;
	return ctx->toks;
}

void ctx_fact_begin(struct extract_ctx *ctx, const char *kind,
		    const char *name, size_t len, uint32_t line, uint32_t prio)
{
	inventory_fact_begin(ctx->inv, kind, name, len, ctx->path, line, prio);
}

void fact_attr_str(struct inventory *inv, const char *key, const char *val)
{
	if (val)
		inventory_fact_attr(inv, key, val, strlen(val));
}

int path_in_kernel(const char *path)
{
	const char *p;

	if (starts_with(path, "tools/") || starts_with(path, "samples/"))
		return 0;
	/*
	 * Each extractor asks, for each of 90,000 files: following the
	 * slashes costs a fifth of strstr().
	 */
	for (p = strchr(path, '/'); p; p = strchr(p + 1, '/'))
		if (!strncmp(p + 1, "selftests/", 10))
			return 0;
	return 1;
}

enum want want_kernel_source(const char *path)
{
	if (path_in_kernel(path) &&
	    (ends_with(path, ".c") || ends_with(path, ".h")))
		return WANT_IF_TRIGGERED;
	return WANT_NO;
}

enum want want_kernel_c(const char *path)
{
	if (path_in_kernel(path) && ends_with(path, ".c"))
		return WANT_IF_TRIGGERED;
	return WANT_NO;
}

int path_same_dir(const char *a, const char *b)
{
	const char *x = strrchr(a, '/'), *y = strrchr(b, '/');
	size_t n = x ? (size_t)(x - a) : 0;

	return n == (y ? (size_t)(y - b) : 0) && !memcmp(a, b, n);
}

int path_arch(char *buf, size_t size, const char *path)
{
	const char *s, *e;

	if (!starts_with(path, "arch/"))
		return -1;
	s = path + 5;
	e = strchr(s, '/');
	if (!e || (size_t)(e - s) >= size || e == s)
		return -1;
	memcpy(buf, s, (size_t)(e - s));
	buf[e - s] = '\0';
	return 0;
}
