/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Running one extractor on files given as strings, through its extractor
 * interface, as the scanner does: extract each, then finish.
 */
#ifndef ABIWATCH_UNIT_RUN_H
#define ABIWATCH_UNIT_RUN_H

#include "unit.h"

#include "extract/extract.h"
#include "core/strbuf.h"
#include "core/util.h"

struct run {
	const struct extractor *ex;
	struct inventory inv;
	void *state;
	struct token_vec toks;
};

static inline void run_init(struct run *r, const struct extractor *ex)
{
	r->ex = ex;
	inventory_init(&r->inv);
	r->state = ex->state_new ? ex->state_new() : NULL;
	memset(&r->toks, 0, sizeof(r->toks));
}

static inline void run_file(struct run *r, const char *path,
			    const char *text)
{
	struct extract_ctx ctx;
	struct strbuf buf = STRBUF_INIT;

	strbuf_addstr(&buf, text);
	memset(&ctx, 0, sizeof(ctx));
	ctx.path = arena_strdup(&r->inv.arena, path);
	ctx.buf = buf.buf;
	ctx.len = buf.len;
	ctx.inv = &r->inv;
	ctx.state = r->state;
	ctx.toks = &r->toks;
	assert_int_not_equal(r->ex->want_path(path), WANT_NO);
	r->ex->extract(&ctx);
	strbuf_release(&buf);
}

/*
 * run_file(), as a scan with the cache takes it: the file extracted into
 * a state of its own, packed (extractor.state_pack), and unpacked into
 * the run's.
 */
static inline void run_file_packed(struct run *r, const char *path,
				   const char *text)
{
	struct strbuf packed = STRBUF_INIT;
	void *state = r->state;

	r->state = r->ex->state_new();
	run_file(r, path, text);
	r->ex->state_pack(&packed, r->state);
	r->ex->state_free(r->state);
	r->state = state;
	assert_int_equal(r->ex->state_unpack(r->state,
					     arena_strdup(&r->inv.arena, path),
					     packed.buf, packed.len), 0);
	strbuf_release(&packed);
}

static inline void run_finish(struct run *r)
{
	extractor_finish(r->ex, &r->inv, &r->state, 1);
	inventory_finish(&r->inv);
}

static inline void run_release(struct run *r)
{
	if (r->ex->state_free)
		r->ex->state_free(r->state);
	token_vec_release(&r->toks);
	inventory_release(&r->inv);
}

/* The item @name, of @kind unless that is NULL. */
static inline const struct item *run_find(struct run *r, const char *kind,
					  const char *name)
{
	size_t i;

	for (i = 0; i < r->inv.nitems; i++)
		if ((!kind || !strcmp(r->inv.items[i].kind, kind)) &&
		    !strcmp(r->inv.items[i].name, name))
			return &r->inv.items[i];
	return NULL;
}

/* Item @name has attribute @key of value @val, or none if @val is NULL. */
static inline void run_assert_attr(struct run *r, const char *kind,
				   const char *name, const char *key,
				   const char *val)
{
	const struct item *it = run_find(r, kind, name);

	assert_non_null(it);
	if (!val) {
		assert_null(item_attr(it, key));
		return;
	}
	assert_non_null(item_attr(it, key));
	assert_string_equal(item_attr(it, key), val);
}

#endif
