/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the uapi extractor (extract/uapi.c) shares with its ioctl part
 * (extract/ioctl.c): the parsed files of a tree and the naming rule.
 */
#ifndef ABIWATCH_UAPI_H
#define ABIWATCH_UAPI_H

#include "c/cdb.h"
#include "core/diff.h"
#include "core/inventory.h"
#include "core/strbuf.h"

struct uapi_file {
	struct cdecl_file decl;
	/* "", the architecture of an arch uapi header, or the path. */
	const char *scope;
	int is_uapi;
};

/*
 * Items are named by their C name alone; what an architecture's own uapi
 * headers define goes into attributes "ARCH:key", so that a definition
 * moving between a generic and an arch header is a change, not a
 * removal.  These add an attribute to the fact being built.
 */
void uapi_attr(struct inventory *inv, const struct uapi_file *f,
	       const char *key, const char *val, size_t len);
void uapi_attrf(struct inventory *inv, const struct uapi_file *f,
		const char *key, const char *fmt, ...)
	__printf(4, 5);

/*
 * Judge a change group by group: the attributes without an architecture,
 * then those of each "ARCH:".  @judge sees one group of each side, whose
 * keys begin with @op and @np.
 */
typedef enum compat (*uapi_group_judge)(struct strbuf *reason,
					const struct item *old,
					const struct item *new,
					const char *op, const char *np);
enum compat uapi_judge_groups(struct strbuf *reason, const struct item *old,
			      const struct item *new, uapi_group_judge judge);

/* The attribute @key of group @prefix. */
const char *uapi_group_attr(const struct item *it, const char *prefix,
			    const char *key);

/* Whether a constant is a sentinel that moves as values are added. */
int uapi_is_sentinel(const char *name);

/* A value as the items show it: decimal, negative if the top bit is set. */
void uapi_format_int(struct strbuf *sb, uint64_t v);

void ioctl_emit(struct inventory *inv, struct cdb *db,
		struct uapi_file *const *files, size_t n);

/* Whether a macro or enumerator body is an ioctl command. */
int ioctl_is_command(const struct cdb_ctx *ctx, const struct token *t,
		     size_t n);

enum compat ioctl_judge(struct strbuf *reason, const struct item *old,
			const struct item *new, const char *op,
			const char *np);

#endif
