/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The declarations of a whole tree, for looking up names across headers:
 * evaluating macros and enumerators as integers, and laying out structs
 * and unions for the x86-64 (LP64) ABI.
 *
 * Every declaration belongs to a scope: "" for include/uapi, the
 * architecture for arch/ARCH/include/uapi, and its own path for a file
 * outside uapi.  A name is looked up in the same file first, then in its
 * scope, then where x86-64 user space would find it (asm/ headers are
 * x86's, everything else the generic uapi).  If a name has two different
 * definitions at the first level that has any, it is ambiguous, and what
 * depends on it is unknown: cdb never guesses.
 */
#ifndef ABIWATCH_CDB_H
#define ABIWATCH_CDB_H

#include <stddef.h>
#include <stdint.h>

#include "c/cdecl.h"
#include "c/cexpr.h"

struct cdb_entry {
	const char *name;	/* "FOO", "struct foo", "foo_t" */
	const char *scope;
	const struct cdecl_file *file;
	void *decl;		/* cmacro, caggr, ctypedef or cenum */
};

/* A name's definitions: v[end - count, end). */
struct cdb_slot {
	uint64_t hash;
	uint32_t end, count;	/* count 0: an empty slot */
};

/*
 * The definitions of one sort (macros, say), each name's together, in the
 * order of scope, then path, then of the file; and the names hashed, in
 * slots (open addressing, mask + 1 of them).
 */
struct cdb_names {
	struct cdb_entry *v;
	size_t n;
	struct cdb_slot *slots;
	size_t mask;
};

struct cdb {
	struct cdb_names macros, aggrs, typedefs, enums;
	struct arena arena;	/* "struct tag" names, members of expanded macros */
	/*
	 * Lookups and expansions made for one question asked of cdb: a
	 * function-like macro may call the next twice, 64 deep; past the
	 * budget, the answer is unknown.
	 */
	unsigned long steps;
	int busy;		/* public calls under way */
};

/* Where a declaration is looked up from. */
struct cdb_ctx {
	struct cdb *db;
	const struct cdecl_file *file;
	const char *scope;
	/*
	 * Evaluating an #if: only macros count, undefined names are 0, and
	 * no other architecture's headers are looked in.
	 */
	int pp;
};

/* The scope of a path: "", the architecture, or the path itself. */
const char *cdb_scope(const char *path, char *buf, size_t size);

/* Index the declarations of @files; they must outlive @db. */
void cdb_build(struct cdb *db, struct cdecl_file *const *files, size_t n,
	       const char *const *scopes);
void cdb_release(struct cdb *db);

/*
 * The definitions of @name (@len bytes, not NUL-terminated) in @x: how
 * many, x->v[*first] the first.
 */
size_t cdb_names_find(const struct cdb_names *x, const char *name,
		      size_t len, size_t *first);

int cdb_eval_macro(uint64_t *val, const struct cdb_ctx *ctx,
		   struct cmacro *m);
int cdb_eval_enum(uint64_t *val, const struct cdb_ctx *ctx, struct cenum *e);
int cdb_eval_tokens(uint64_t *val, const struct cdb_ctx *ctx,
		    const struct token *t, size_t n);

/*
 * The one definition of macro @name as seen from @ctx, or NULL; @where is
 * set to its context.
 */
const struct cmacro *cdb_find_macro(struct cdb_ctx *where,
				    const struct cdb_ctx *ctx, const char *name,
				    size_t len);

/*
 * Expand the call of function-like macro @name with the @n argument
 * tokens @t into @out (its storage reused).  The result must be read in
 * the context set in @where, the macro's.  Returns -1 if @name isn't one
 * function-like macro, or uses # or ##.
 */
int cdb_expand(struct token_vec *out, struct cdb_ctx *where,
	       const struct cdb_ctx *ctx, const struct token *name,
	       const struct token *t, size_t n);

/*
 * Replace the members of @ag (and of the aggregates inside it) that are
 * macros of other files by the members they expand to, where the macro
 * can be found.
 */
void cdb_expand_members(const struct cdb_ctx *ctx, struct caggr *ag);

/*
 * Whether deferred condition @id of the context's file holds for x86-64
 * user space: 1, 0, or -1 if unknown (always, outside the generic and
 * x86 headers, whose conditions test other architectures).
 */
int cdb_eval_cond(const struct cdb_ctx *ctx, uint16_t id);

/* Lay out @ag: sets its size (-1 if unknown), align and member offsets. */
void cdb_layout(const struct cdb_ctx *ctx, struct caggr *ag);

/* Size and alignment of a type, or -1. */
int64_t cdb_type_size(const struct cdb_ctx *ctx, const struct ctype *ty,
		      uint32_t *align);

/* The size of one of the fixed-size types (__u32, uint64_t...), or -1. */
int64_t cdb_fixed_size(const char *name);

/* The size of the type named by tokens, as in sizeof(...), or -1. */
int64_t cdb_sizeof_tokens(const struct cdb_ctx *ctx, const struct token *t,
			  size_t n);

/* The 32-bit command of an ioctl, as the asm-generic _IOC() encodes it. */
uint32_t cdb_ioc(unsigned int dir, uint64_t type, uint64_t nr, uint64_t size);

enum {
	IOC_NONE = 0,
	IOC_WRITE = 1,
	IOC_READ = 2,
};

#endif
