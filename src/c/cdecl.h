/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Declarations of a C header, as a model: macros, structs and unions with
 * their members, typedefs and enumerators.  This is what the uapi and
 * ioctl extractors read, and what cdb.c computes layouts from.
 *
 * The parser is not a compiler.  It reads one file's tokens, takes the
 * branch of each #if that user space on x86-64 compiles where it can tell
 * (no __KERNEL__, no __ASSEMBLY__, little endian, 64-bit long), keeps both
 * branches where it can't, and marks what came from such an unknown branch
 * so that nobody computes a layout from it.  Function bodies and
 * prototypes are skipped.  Malformed input yields fewer declarations,
 * never a crash.
 *
 * Everything is allocated in the arena passed to cdecl_parse().
 */
#ifndef ABIWATCH_CDECL_H
#define ABIWATCH_CDECL_H

#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"
#include "c/lexer.h"

struct caggr;

/*
 * An #if condition this file alone can't decide, kept for cdb.c, which
 * knows every header: its tokens, whether the branch is its #else, and
 * the condition of the branch it is in (0 if none).
 */
struct ccond {
	struct token *toks;
	uint32_t ntoks;
	uint16_t parent;
	uint8_t negate;
	int8_t val;		/* cdb.c's memo */
	uint8_t state;
};

struct ctype {
	const char *base;	/* "__u32", "struct foo", "unsigned long" */
	struct caggr *sub;	/* an aggregate defined in place, else NULL */
	uint8_t nptr;		/* pointer levels; function pointers are 1 */
	uint8_t fnptr;
	const char *bounds;	/* "[4][N]" as written, or NULL */
	const char *aligned;	/* expression of aligned(N), or NULL */
};

struct cmember {
	const char *name;	/* NULL: anonymous aggregate, unnamed bit-field */
	struct ctype type;
	const char *bits;	/* bit-field width as written, or NULL */
	/*
	 * A macro of another file that writes members, as written: "tc_gen";
	 * cdb.c replaces it by its expansion.  Otherwise NULL.
	 */
	const char *macro;
	uint32_t line;
	uint8_t flex_macro;	/* written as __DECLARE_FLEX_ARRAY() */
	uint8_t uncertain;	/* from an #if branch we couldn't decide */
	uint8_t absent;		/* its deferred condition is false */
	uint16_t cond;		/* its deferred condition, or 0 */
	int64_t offset;		/* in bits, set by cdb.c; -1 if unknown */
};

struct caggr {
	const char *tag;	/* NULL if anonymous */
	uint8_t is_union;
	uint8_t packed;
	uint8_t uncertain;	/* some member is */
	uint16_t cond;		/* the deferred condition it is under, or 0 */
	const char *aligned;
	struct cmember *members;
	uint32_t nmembers;
	uint32_t line;
	/* The layout, set by cdb.c: size -1 if unknown. */
	int64_t size;
	uint32_t align;
	uint8_t layout_state;
	uint8_t expanded;	/* macro members expanded by cdb.c */
};

struct ctypedef {
	const char *name;
	struct ctype type;
	uint32_t line;
	uint8_t uncertain;
	uint16_t cond;
};

struct cenum {
	const char *name;
	const char *tag;	/* the enum's tag, or NULL */
	const char *expr;	/* the initialiser as written, or NULL */
	const char *base;	/* last enumerator with an initialiser, or NULL */
	uint32_t offset;	/* how far after it: value = base + offset */
	uint32_t line;
	uint8_t uncertain;
	uint8_t eval_state;	/* cdb.c's memo of the value */
	uint64_t val;
};

struct cmacro {
	const char *name;
	const char *params;	/* "a,b" for a function-like macro, else NULL */
	uint32_t nparams;
	const char *body;	/* as written, spaced by tok_text() */
	struct token *toks;	/* the body's tokens, pointing into the arena */
	uint32_t ntoks;
	uint32_t line;
	uint8_t variadic;	/* the last parameter takes the rest */
	uint8_t guard;		/* the include guard */
	uint8_t uncertain;	/* under an #if not decided here */
	uint16_t cond;		/* ... and deferred to cdb.c: its id */
	uint8_t eval_state;	/* cdb.c's memo of the value */
	uint64_t val;
};

struct cdecl_file {
	const char *path;
	struct ccond *conds;	/* deferred conditions; id i is conds[i - 1] */
	size_t nconds, conds_alloc;
	struct cmacro *macros;
	size_t nmacros, macros_alloc;
	struct caggr **aggrs;	/* tagged aggregates defined at file scope */
	size_t naggrs, aggrs_alloc;
	struct ctypedef *typedefs;
	size_t ntypedefs, typedefs_alloc;
	struct cenum *enums;
	size_t nenums, enums_alloc;
};

/* How a file is read: by the kernel, or by one of x86's user spaces. */
enum {
	CDECL_KERNEL = 0,	/* any configuration: only __KERNEL__ known */
	CDECL_USER = 1,		/* a uapi header, as x86-64 user space */
	CDECL_USER_I386,	/* ... as i386 user space */
	CDECL_USER_X32,		/* ... as x32 user space */
};

/*
 * Parse the tokens of one file (as lexer_tokenize() gives them, ending in
 * TOK_EOF) into @f.  @uapi is one of the CDECL_ readings above: nonzero
 * for a uapi header, read as user space reads it.  Strings are copied
 * into @arena; the arrays of @f are heap-allocated, freed by
 * cdecl_file_release().
 */
void cdecl_parse(struct cdecl_file *f, struct arena *arena,
		 const struct token *t, size_t n, int uapi);

/* Only the macros of a file (of the kernel, not a uapi header). */
void cdecl_parse_macros(struct cdecl_file *f, struct arena *arena,
			const struct token *t, size_t n);

/*
 * Parse t[0..n) as the members of @ag, which must be empty, with the
 * macros of @f in reach.
 */
void cdecl_parse_members(struct caggr *ag, struct arena *arena,
			 struct cdecl_file *f, const struct token *t,
			 size_t n, int uapi);
void cdecl_file_release(struct cdecl_file *f);

struct unpacker;

/*
 * The declarations of @f written out, for what the uapi extractor keeps
 * of a file (struct extractor's state_pack), and read back into @f, which
 * must be empty, its strings and tokens into @arena: 0, or -1 if @u holds
 * no declarations so packed (then @f holds part, for
 * cdecl_file_release()).  Every field is kept, cdb.c's memos too, and an
 * aggregate two declarations share is read back shared.  The path is the
 * caller's to set.
 */
void cdecl_file_pack(struct strbuf *out, const struct cdecl_file *f);
int cdecl_file_unpack(struct cdecl_file *f, struct unpacker *u,
		      struct arena *arena);

/*
 * The arguments of a call, t[0..n) being what is between its parentheses:
 * up to @max ranges [b[i], e[i]) split at top-level commas.  Returns the
 * number of arguments, which may be more than @max.
 */
size_t cdecl_split_args(const struct token *t, size_t n, size_t *b,
			size_t *e, size_t max);

/*
 * Expand a call of function-like macro @m, whose arguments are the @n
 * tokens @t, into @out (its storage reused): the body with the parameters
 * replaced, once (no rescanning).  # and ## make new tokens, whose text
 * goes into @arena; without one, a macro that uses them is refused.
 * Returns -1 if @m isn't function-like or can't be expanded.
 */
int cmacro_expand(struct token_vec *out, const struct cmacro *m,
		  const struct token *t, size_t n, struct arena *arena);

/*
 * A statement that is only macro @m, NAME or NAME(args) with @args its
 * @n argument tokens, as the tokens it expands to and a ';', into @x.
 */
int cmacro_statement(struct token_vec *x, const struct cmacro *m,
		     const struct token *args, size_t n);

/* Whether a type word is a qualifier that doesn't change the ABI. */
int cdecl_is_qualifier(const struct token *t);

#endif
