/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The ioctl part of the uapi extractor (extract/ioctl.c), which the
 * finish step of extract/uapi.c runs once the tree's names are resolved.
 */
#ifndef ABIWATCH_IOCTL_H
#define ABIWATCH_IOCTL_H

#include "c/cdb.h"
#include "core/util.h"
#include "extract/uapi-item.h"

/*
 * The names that code tests commands against, a table by their hash:
 * a tree's drivers give some hundred thousand, and sorting them was a
 * fiftieth of each commit a log loads, which asks about few.
 */
struct ioctl_used {
	struct str_map names;	/* each name to itself */
};

/* The table of @names[0..@n), which must outlive it; names may repeat. */
void ioctl_used_init(struct ioctl_used *used, const char *const *names,
		     size_t n);
void ioctl_used_release(struct ioctl_used *used);

/*
 * What makes a command user ABI: where it is defined (@always: a uapi
 * header, or a .c file), or else code that tests one of these names:
 * its own, the one its body is (@alias), or the type of its _IOx().
 * @alias and @type are not NUL-terminated, and may be NULL.
 */
struct ioctl_gate {
	int always;
	const char *name;
	const char *alias, *type;
	size_t alias_len, type_len;
};

/* Whether the command of @g is user ABI, by the names @used. */
int ioctl_gate_open(const struct ioctl_gate *g, const struct ioctl_used *used);

/*
 * Add an ioctl item for each command that @files define: each of a uapi
 * header, and each of another file that @used names.
 */
void ioctl_emit(struct inventory *inv, struct cdb *db,
		struct uapi_file *const *files, size_t n,
		const struct ioctl_used *used);

typedef void (*ioctl_fact_fn)(void *data, const struct ioctl_gate *g);

/*
 * ioctl_emit() of the one file @f, whatever code tests: an item for each
 * command @inv wants, and after each @fn told what makes it ABI, so that
 * a log's memo can keep both and ask @used at each commit.
 */
void ioctl_emit_file(struct inventory *inv, struct cdb *db,
		     const struct uapi_file *f, ioctl_fact_fn fn, void *data);

/*
 * Whether @d declares a command that @inv wants, one ioctl_emit() would
 * look at: a file with none gives it nothing.
 */
int ioctl_declares_wanted(const struct inventory *inv,
			  const struct cdecl_file *d);

typedef void (*ioctl_use_fn)(void *data, const char *s, size_t len);

/*
 * Call @fn for each name, written as macros are, that the text
 * buf[0..len) tests a command against: in a case label, on either side
 * of == or !=, or first in a table row of a macro named for ioctls
 * (docs/kinds.md lists the forms).  The text is not lexed: most files
 * that handle commands define none, and only this is wanted of them.  A
 * name in a comment counts too, which can only keep a command.
 */
void ioctl_uses(const char *buf, size_t len, ioctl_use_fn fn, void *data);

/* Whether a macro or enumerator body is an ioctl command. */
int ioctl_is_command(const struct cdb_ctx *ctx, const struct token *t,
		     size_t n);

#endif
