/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The extractor interface.  Each ABI kind has one extractor, in its own
 * file extract/KIND.c, registered by one row in extractors.c.
 *
 * For every file of a tree the scanner asks each extractor whether the
 * path concerns it (want_path).  A file that some extractor wants is read;
 * an extractor that wants it only "if triggered" runs only if one of its
 * trigger words occurs in the file (a literal prefilter decides that
 * before any lexing).  The extractor then reads the file through the
 * shared lexer (ctx_tokens) or as text, and adds facts to the per-thread
 * inventory.  Once all files are scanned, each extractor's finish hook
 * may resolve what needs more than one file.
 */
#ifndef ABIWATCH_EXTRACT_H
#define ABIWATCH_EXTRACT_H

#include <stddef.h>
#include <stdint.h>

#include "core/compat.h"
#include "core/inventory.h"
#include "core/util.h"
#include "c/lexer.h"

enum want {
	WANT_NO,
	WANT_IF_TRIGGERED,	/* run only if a trigger word occurs */
	WANT_ALWAYS,		/* run on every such file */
};

struct extract_ctx {
	const char *path;	/* relative to the tree, arena string */
	char *buf;		/* the file, writable, NUL after len */
	size_t len;
	struct inventory *inv;	/* this thread's */
	void *state;		/* this thread's state for this extractor */

	/*
	 * Set by the scan when the one extractor to read the file has
	 * local_words: ctx_tokens() then lexes only the lines around the
	 * offsets lines_at[0..nlines_at) where they occur.
	 */
	int lines_only;
	const size_t *lines_at;
	size_t nlines_at;
	/* Lexed on first use by ctx_tokens(). */
	struct token_vec *toks;
	int lexed;
};

struct strbuf;
struct diff_rules;

struct extractor {
	/* Its name, and the kinds of item it adds, NULL-terminated. */
	const char *name;
	const char *const *kinds;
	/* Bump when what it extracts changes; part of cache keys. */
	unsigned int version;
	/* Words of which one must occur in a WANT_IF_TRIGGERED file. */
	const char *const *triggers;
	/*
	 * Optional: words whose lines, with the brackets opened on them,
	 * are all the extractor reads of a file (see lexer_tokenize_lines):
	 * a file that it alone reads is lexed only there.  They include the
	 * triggers.  For an extractor that reads calls and #defines one by
	 * one, when most files it reads are large drivers.
	 */
	const char *const *local_words;
	/*
	 * A pure function of the path: a working tree's walk asks it from
	 * several threads at once.
	 */
	enum want (*want_path)(const char *path);
	void (*extract)(struct extract_ctx *ctx);
	/* Optional per-thread state, handed to finish after the scan. */
	void *(*state_new)(void);
	void (*state_free)(void *state);
	void (*finish)(struct inventory *inv, void **states, int nstates);
	/*
	 * Optional: finish, with a memo that lasts from one scan to the
	 * next of a run (log's commits, each thread its own), NULL at
	 * first, for the step to give again what it made of a file when
	 * the file kept the same and what else it looked up for it is the
	 * same; what it gives must be what finish would.  The scan calls
	 * it in place of finish when it has such a memo, and memo_free at
	 * the end.
	 */
	void (*finish_memo)(struct inventory *inv, void **states, int nstates,
			    void **memo);
	void (*memo_free)(void *memo);
	/*
	 * Set if finish reads or changes the facts the files gave: it then
	 * runs before the others, on the scan's inventory.  The others run
	 * at the same time, each adding to an inventory of its own.
	 */
	unsigned int finish_reads_facts;
	/*
	 * Optional, with a finish that reads no facts: a part of the step's
	 * output that finish_part adds, finish then adding the rest and
	 * never that part again.  With part_beside, the two run at the same
	 * time, and so must not write anything both read (sysfs: the
	 * channels of IIO, hwmon and power_supply tables beside the
	 * attribute uses, each of their own); else the part runs first.
	 * With part_path too (and state_pack), what the files that
	 * part_path names by their path kept decides the part alone: the
	 * scan names the part's inputs apart and keeps its output as it
	 * keeps whole steps, so that a commit a log loads that changed
	 * none of those files takes it from one before (uapi: what the
	 * uapi headers declare, since a name in one is never looked up
	 * outside uapi).
	 */
	int (*part_path)(const char *path);
	/*
	 * Or, where the part's files are anywhere: of what state_pack
	 * wrote of a file, the bytes the part alone reads, in *@part,
	 * *@n of them (none: the part reads nothing of the file).  The
	 * scan names the part's inputs by those bytes and keeps its
	 * output as with part_path (sysfs: the channel tables, which a
	 * driver's commit seldom changes, beside its attribute uses).
	 */
	void (*part_kept)(const char **part, size_t *n, const char *buf,
			  size_t len);
	unsigned int part_beside;
	void (*finish_part)(struct inventory *inv, void **states, int nstates);
	/*
	 * Optional, with state_new: what extract() keeps of a file for
	 * finish, written out and read back, so that the cache keeps it
	 * beside the file's facts and another scan of the blob replays it
	 * rather than reading the file again (as git log must, tree after
	 * tree).  extract() then runs on a state of its own for each file;
	 * state_pack writes that state whole, and nothing if it holds
	 * nothing; state_unpack adds what state_pack wrote to a thread's
	 * state, as if extract() had run on the file @path there, and
	 * returns 0, or -1 if @buf is not that (then part may have been
	 * added).  Every scan, cached or not, takes this way, so that
	 * replayed and read files can't differ.  Without them, every file
	 * the extractor runs on is read again by each scan that has it.
	 */
	void (*state_pack)(struct strbuf *out, const void *state);
	int (*state_unpack)(void *state, const char *path, const char *buf,
			    size_t len);
	/*
	 * Optional: state_unpack of bytes this run has read back whole
	 * before, or packed itself, which need no check of their sums,
	 * with @sum, if not NULL, the 20 bytes of their SHA-1, which the
	 * scan has: a log's load unpacks the same bytes again and again,
	 * and hashing them there was 2.7% of the bench log.
	 */
	int (*state_unpack_again)(void *state, const char *path,
				  const char *buf, size_t len,
				  const unsigned char *sum);
	/*
	 * Optional: how a change to an item of its kinds affects user
	 * space, with a one-line reason.
	 */
	enum compat (*judge)(struct strbuf *reason, const struct item *old,
			     const struct item *new);
	/*
	 * Optional: kinds whose items of one name are one ABI item, so
	 * that one turning into the other is a change (a #define that
	 * became an enumerator).  NULL-terminated.
	 */
	const char *const *interchangeable;
	/*
	 * Optional, both or neither: whether a removed item @old and an
	 * added item @new of one of its kinds are one ABI item in another
	 * form (see struct diff_rules).  pair_key writes the part of the
	 * item's name that both forms share (the kind is added to it), or
	 * returns -1 for an item that never pairs.
	 */
	int (*pair_key)(struct strbuf *key, const struct item *it);
	int (*same_item)(const struct item *old, const struct item *new);
	/*
	 * Optional: a cheap look at a file its triggers woke, before it is
	 * lexed: 0 to leave the file, which then need not be lexed for it,
	 * and may be lexed only around the other extractors' local_words
	 * (deprecation: its words occur in comments far more than in
	 * strings).  Must depend on the text alone.
	 */
	int (*accept)(const char *buf, size_t len);
	/*
	 * Optional: whether extract() lexes the file @path, buf[0..len),
	 * that its triggers woke.  One it reads as text alone may still be
	 * lexed only around another extractor's local_words (uapi reads the
	 * files that handle ioctl commands for the names they test, and
	 * lexes only those that may define one).  Must depend on the path
	 * and text alone.
	 */
	int (*lexes)(const char *path, const char *buf, size_t len);
};

extern const struct extractor *const extractors[];
extern const size_t nr_extractors;

/* The extractor that adds items of @kind, or NULL. */
const struct extractor *extractor_for_kind(const char *kind);
/*
 * The table's own string for the kind @s[0..@len), which items of the
 * kind point to, or NULL if no extractor adds it.
 */
const char *extract_kind_name(const char *s, size_t len);
/* The table's string of the kind @s, or NULL (inventory_copy_items()). */
const char *extract_kind_of(const char *s);

/*
 * Extractor @ex's finish step on @states, whole, into @inv: its part
 * (finish_part) first, then the rest, as the scan gives them.
 */
void extractor_finish(const struct extractor *ex, struct inventory *inv,
		      void **states, int nstates);

/*
 * The extractors' judges, interchangeable kinds and pairing of items of
 * another form, for diff_inventories().
 */
extern const struct diff_rules extract_diff_rules;

/*
 * The state_new hook @fn of an extractor whose state is a struct @type
 * that starts all zero: some arrays and an arena, empty.
 */
#define DEFINE_STATE_NEW(fn, type)					\
	static void *fn(void)						\
	{								\
		return xcalloc(1, sizeof(type));			\
	}

/*
 * For a finish step: the arrays that the threads' states hold, one after
 * the other in the order of the states, as one array of *n elements, to
 * free().  A state of struct @type holds its array in the pointer member
 * @array and its length in the size_t member @count.  (The elements are
 * copied; what they point to stays the states'.)
 */
#define STATES_GATHER(states, nstates, type, array, count, n)		\
	states_gather((states), (nstates), offsetof(type, array),	\
		      _Generic(((type *)0)->count,			\
			       size_t: offsetof(type, count)),		\
		      sizeof(*((type *)0)->array), (n))
void *states_gather(void *const *states, int nstates, size_t array,
		    size_t count, size_t size, size_t *n);

/*
 * The tokens of the file, lexed once for all extractors.  A problem the
 * lexer finds (an unterminated comment or literal) is the file's, not an
 * extractor's: it is reported here, once, whichever extractor lexed it.
 */
const struct token_vec *ctx_tokens(struct extract_ctx *ctx);

/* Facts of this extractor's kind, located in the current file. */
void ctx_fact_begin(struct extract_ctx *ctx, const char *kind,
		    const char *name, size_t len, uint32_t line, uint32_t prio);

/* An attribute of the fact being built, if @val is not NULL. */
void fact_attr_str(struct inventory *inv, const char *key, const char *val);

/*
 * Whether a path is part of the kernel proper.  tools/ and samples/ hold
 * copies of kernel headers and tables for user-space programs, and the
 * selftests are programs too: their definitions are not the kernel's.
 */
int path_in_kernel(const char *path);

/*
 * The path rules most extractors share: the kernel's C files and headers
 * (or its C files only), read if a trigger word occurs in them.
 */
enum want want_kernel_source(const char *path);
enum want want_kernel_c(const char *path);

/* The architecture directory of arch/NAME/..., copied into buf. */
int path_arch(char *buf, size_t size, const char *path);

/* Whether paths @a and @b are in one directory. */
int path_same_dir(const char *a, const char *b);

#endif
