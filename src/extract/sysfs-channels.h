/* SPDX-License-Identifier: GPL-2.0 */
/*
 * sysfs attributes that a framework names from a driver's tables: IIO
 * channel specs, hwmon channel info, power_supply property lists.  Part
 * of the sysfs extractor, which calls these from its own hooks.
 */
#ifndef ABIWATCH_SYSFS_CHANNELS_H
#define ABIWATCH_SYSFS_CHANNELS_H

#include <stddef.h>

#include "extract/extract.h"

struct channels;

/* Words of which one is in every file that channels_extract() reads. */
extern const char *const channels_words[];

/* Keep what file @path (tokens t[0..n)) defines, in *@chp (made on use). */
void channels_extract(struct channels **chp, const char *path,
		      const char *buf, size_t len, const struct token *t,
		      size_t n);
/* How many things are kept, for the extractor's state_count. */
size_t channels_count(const struct channels *ch);
void channels_free(struct channels *ch);
/* Emit the attributes of all tables kept by the @n states @chs. */
void channels_finish(struct inventory *inv, struct channels *const *chs,
		     size_t n);

#endif
