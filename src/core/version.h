/* SPDX-License-Identifier: GPL-2.0 */
#ifndef ABIWATCH_VERSION_H
#define ABIWATCH_VERSION_H

#define ABIWATCH_VERSION "0.1.0"

/*
 * The JSON schemas written and read (docs/json-schema.md), and their
 * version: a reader refuses a newer one, and the cache keys its rows by
 * it.
 */
#define INVENTORY_SCHEMA "abiwatch-inventory"
#define DIFF_SCHEMA "abiwatch-diff"
#define HISTORY_SCHEMA "abiwatch-history"
#define SCHEMA_VERSION 1

#endif
