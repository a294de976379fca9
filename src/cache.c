// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cache.h"
#include "extract.h"
#include "output.h"
#include "source.h"
#include "util.h"
#include "version.h"

struct cache {
	sqlite3 *db;
	char *path;
};

static char *cache_path(void)
{
	const char *env = getenv("ABIWATCH_CACHE");
	const char *xdg = getenv("XDG_CACHE_HOME");
	const char *home = getenv("HOME");
	struct strbuf sb = STRBUF_INIT;

	if (env && !strcmp(env, "off"))
		return NULL;
	if (env && *env)
		return xstrdup(env);
	if (xdg && *xdg)
		strbuf_addf(&sb, "%s/abiwatch", xdg);
	else if (home && *home)
		strbuf_addf(&sb, "%s/.cache/abiwatch", home);
	else
		return NULL;
	/* Its directories: ~/.cache, then ~/.cache/abiwatch. */
	if (!(xdg && *xdg)) {
		char *parent = xstrndup(sb.buf, sb.len - strlen("/abiwatch"));

		mkdir(parent, 0755);
		free(parent);
	}
	mkdir(sb.buf, 0755);
	strbuf_addstr(&sb, "/cache.sqlite");
	return strbuf_detach(&sb, NULL);
}

static int setup(sqlite3 *db)
{
	return sqlite3_exec(db,
		"PRAGMA busy_timeout = 5000;"
		"CREATE TABLE IF NOT EXISTS inventory ("
		" key TEXT PRIMARY KEY, json BLOB NOT NULL);"
		/* A read of the schema: fails on a file that isn't SQLite. */
		"SELECT count(*) FROM inventory;",
		NULL, NULL, NULL);
}

struct cache *cache_open(void)
{
	struct cache *c;
	char *path = cache_path();

	if (!path)
		return NULL;
	c = xcalloc(1, sizeof(*c));
	c->path = path;
	if (sqlite3_open(path, &c->db) != SQLITE_OK || setup(c->db) != SQLITE_OK) {
		warning("cache %s can't be read (%s): rebuilding it", path,
			c->db ? sqlite3_errmsg(c->db) : "out of memory");
		sqlite3_close(c->db);
		c->db = NULL;
		if (unlink(path) < 0 && errno != ENOENT) {
			warning("cache %s: %s: not using it", path,
				strerror(errno));
		} else if (sqlite3_open(path, &c->db) != SQLITE_OK ||
			   setup(c->db) != SQLITE_OK) {
			warning("cache %s: %s: not using it", path,
				sqlite3_errmsg(c->db));
			sqlite3_close(c->db);
			c->db = NULL;
		}
	}
	if (!c->db) {
		free(c->path);
		free(c);
		return NULL;
	}
	return c;
}

void cache_close(struct cache *c)
{
	if (!c)
		return;
	sqlite3_close(c->db);
	free(c->path);
	free(c);
}

void cache_key(struct strbuf *key, const char *tree_id)
{
	size_t i;

	strbuf_addf(key, "%s abiwatch-%s schema-%d", tree_id,
		    ABIWATCH_VERSION, SCHEMA_VERSION);
	for (i = 0; i < nr_extractors; i++)
		strbuf_addf(key, " %s-%u", extractors[i]->name,
			    extractors[i]->version);
}

/* A row that can't be used: said, and removed. */
static void drop(struct cache *c, const char *key, const char *why)
{
	sqlite3_stmt *st;

	warning("cache %s: an entry can't be read (%s): rebuilding it",
		c->path, why);
	if (sqlite3_prepare_v2(c->db, "DELETE FROM inventory WHERE key = ?",
			       -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
		sqlite3_step(st);
	}
	sqlite3_finalize(st);
}

int cache_get(struct cache *c, const char *key, struct inventory *inv,
	      const char *source)
{
	struct strbuf err = STRBUF_INIT;
	sqlite3_stmt *st = NULL;
	int ret = -1, rc;

	if (!c || sqlite3_prepare_v2(c->db,
				     "SELECT json FROM inventory WHERE key = ?",
				     -1, &st, NULL) != SQLITE_OK)
		goto out;
	sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		const char *json = sqlite3_column_blob(st, 0);
		int len = sqlite3_column_bytes(st, 0);

		if (inventory_load_buffer(inv, json ? json : "", (size_t)len,
					  c->path, &err) == 0) {
			inv->source = arena_strdup(&inv->arena, source);
			ret = 0;
		} else {
			sqlite3_finalize(st);
			st = NULL;
			drop(c, key, err.buf);
		}
	} else if (rc != SQLITE_DONE) {
		sqlite3_finalize(st);
		st = NULL;
		drop(c, key, sqlite3_errmsg(c->db));
	}
out:
	sqlite3_finalize(st);
	strbuf_release(&err);
	return ret;
}

void cache_put(struct cache *c, const char *key, const struct inventory *inv)
{
	struct output_opts oo = { 0 };
	sqlite3_stmt *st = NULL;
	char *json = NULL;
	size_t len = 0;
	FILE *f;

	if (!c || inv->nproblems)
		return;
	f = open_memstream(&json, &len);
	if (!f)
		return;
	output_json.scan(f, inv, &oo);
	if (fclose(f) == 0 &&
	    sqlite3_prepare_v2(c->db,
			       "INSERT OR REPLACE INTO inventory VALUES (?, ?)",
			       -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
		sqlite3_bind_blob(st, 2, json, (int)len, SQLITE_STATIC);
		if (sqlite3_step(st) != SQLITE_DONE)
			warning("cache %s: %s", c->path, sqlite3_errmsg(c->db));
	}
	sqlite3_finalize(st);
	free(json);
}
