/* SPDX-License-Identifier: GPL-2.0 */
/*
 * sysfs attributes that a framework names from a driver's tables: IIO
 * channel specs, hwmon channel info, power_supply property lists.  Part
 * of the sysfs extractor, which calls these from its own hooks.
 */
#ifndef ABIWATCH_SYSFS_CHANNELS_H
#define ABIWATCH_SYSFS_CHANNELS_H

#include <stddef.h>

#include "core/pack.h"
#include "extract/extract.h"

struct channels;
struct cmacro;

/* Words of which one is in every file that channels_extract() reads. */
extern const char *const channels_words[];

/* Keep what file @path (tokens t[0..n)) defines, in *@chp (made on use). */
void channels_extract(struct channels **chp, const char *path,
		      const char *buf, size_t len, const struct token *t,
		      size_t n);
/* How many things are kept: with none, the sysfs state_pack writes none. */
size_t channels_count(const struct channels *ch);
void channels_free(struct channels *ch);
/*
 * What channels_extract() kept of the one file @path, written out for
 * the cache (the sysfs extractor's state_pack), and added back to *@chp
 * (made on use): 0, or -1 if @u holds no such thing.
 */
void channels_pack(struct strbuf *out, const struct channels *ch);
int channels_unpack(struct channels **chp, const char *path,
		    struct unpacker *u);
/*
 * A macro kept for a finish step, written out and read back into @a
 * (its body left out: "", as kept): 0, or -1 on an error of @u.
 */
void sysfs_macro_pack(struct strbuf *out, const struct cmacro *m);
int sysfs_macro_unpack(struct cmacro *m, struct unpacker *u,
		       struct arena *a);
/* Emit the attributes of all tables kept by the @n states @chs. */
void channels_finish(struct inventory *inv, struct channels *const *chs,
		     size_t n);

#endif
