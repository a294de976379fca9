// SPDX-License-Identifier: GPL-2.0
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <git2.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/pack.h"
#include "core/util.h"
#include "core/version.h"
#include "extract/extract.h"
#include "scan/cache.h"

struct cache {
	sqlite3 *db;
	char *path;
	/* Of the extractors' versions, the key of the blob rows. */
	sqlite3_int64 ver;
	sqlite3_stmt *blob_get, *blob_put;
	int broken;	/* a blob row could not be read: said once */
	/* The size from which a row of "tree" is a file (row_file_put()). */
	size_t file_min;
	/* The stat cache of directories, its table made on first use. */
	sqlite3_stmt *stat_get, *stat_put;
	int stat_ready;
	/*
	 * cache_write_behind(): the inventory being written, by writer;
	 * 2 if it packs it too.
	 */
	int behind;
	struct root_put *put;
	pthread_t writer;
};

/* An inventory for cache_put_root() to pack, and where it goes. */
struct root_put {
	struct cache *c;
	char *root, *key, *base;
	const struct inventory *inv;
	struct strbuf packed;
};

/*
 * A row of the table "tree" of @c->file_min bytes or more (2 MB) is a
 * file beside the database, in its path and ".d", named by the SHA-1 of
 * the key; the row holds FILE_MAGIC and the file's size.  SQLite gave a
 * kernel's inventory of 16 MB from 4,000 pages copied into fresh memory,
 * and wrote it through its journal: a file is mapped from the page cache
 * as it is, and written at once.  A file is written whole under another
 * name, then renamed: a reader sees the one before or this one.  An
 * unfinished write (a crash) leaves a file of another size, or one that
 * does not unpack: the row is dropped, as a damaged row is.
 * ABIWATCH_TEST_ROW_FILES=N sets the size from which rows are files, for
 * the tests.
 */
#define FILE_MAGIC "abiwatch file 1\n"
#define FILE_ROW_LEN (sizeof(FILE_MAGIC) - 1 + 8)

static size_t file_min(void)
{
	const char *env = getenv("ABIWATCH_TEST_ROW_FILES");

	return env && *env ? (size_t)strtoull(env, NULL, 10) : HUGE_PAGE;
}

static void row_file_dir(struct strbuf *sb, const struct cache *c)
{
	strbuf_addf(sb, "%s.d", c->path);
}

static void row_file_name(struct strbuf *sb, const struct cache *c,
			  const char *key)
{
	char hex[GIT_OID_HEXSZ + 1];
	git_oid oid;

	if (git_odb_hash(&oid, key, strlen(key), GIT_OBJECT_BLOB) < 0)
		die("can't hash a key of the cache");
	git_oid_tostr(hex, sizeof(hex), &oid);
	row_file_dir(sb, c);
	strbuf_addf(sb, "/%s", hex);
}

/*
 * Write @buf[0..@len) as the file of @key: 0, or -1.  A failure is said
 * once, and the connection's rows stay in the database after it.
 */
static int row_file_put(struct cache *c, const char *key, const void *buf,
			size_t len)
{
	struct strbuf dir = STRBUF_INIT, tmp = STRBUF_INIT, name = STRBUF_INIT;
	const char *p = buf, *where;
	ssize_t n;
	int fd, err, ret = -1;

	row_file_dir(&dir, c);
	where = dir.buf;
	errno = 0;
	if (mkdir(dir.buf, 0777) < 0 && errno != EEXIST)
		goto fail;
	strbuf_addf(&tmp, "%s/new-XXXXXX", dir.buf);
	fd = mkstemp(tmp.buf);
	if (fd < 0)
		goto fail;
	where = tmp.buf;
	for (; len; p += n, len -= (size_t)n) {
		n = write(fd, p, len);
		if (n < 0 && errno == EINTR)
			n = 0;
		else if (n <= 0)
			break;
	}
	if (close(fd) < 0 || len)
		goto drop;
	row_file_name(&name, c, key);
	if (rename(tmp.buf, name.buf) < 0)
		goto drop;
	ret = 0;
	goto out;
drop:
	err = errno;
	unlink(tmp.buf);
	errno = err;
fail:
	warning("cache %s: %s: %s: keeping its rows in the database", c->path,
		where, errno ? strerror(errno) : "short write");
	c->file_min = SIZE_MAX;
out:
	strbuf_release(&dir);
	strbuf_release(&tmp);
	strbuf_release(&name);
	return ret;
}

static void row_file_remove(const struct cache *c, const char *key)
{
	struct strbuf name = STRBUF_INIT;

	row_file_name(&name, c, key);
	unlink(name.buf);
	strbuf_release(&name);
}

/*
 * Delete the rows of "tree" @where says, and their files: @where binds
 * ?1 to @a, ?2 to @b and, if it has it, ?3 to @n.
 */
static void tree_rows_delete(struct cache *c, const char *where,
			     const char *a, const char *b, int n)
{
	struct strbuf sql = STRBUF_INIT;
	sqlite3_stmt *st = NULL;
	const char *key;
	int pass;

	for (pass = 0; pass < 2; pass++) {
		strbuf_reset(&sql);
		strbuf_addf(&sql, "%s FROM tree WHERE %s",
			    pass ? "DELETE" : "SELECT key", where);
		if (sqlite3_prepare_v2(c->db, sql.buf, -1, &st, NULL) !=
		    SQLITE_OK)
			break;
		sqlite3_bind_text(st, 1, a, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, b, -1, SQLITE_STATIC);
		if (sqlite3_bind_parameter_count(st) > 2)
			sqlite3_bind_int(st, 3, n);
		while (!pass && sqlite3_step(st) == SQLITE_ROW) {
			key = (const char *)sqlite3_column_text(st, 0);
			if (key)
				row_file_remove(c, key);
		}
		if (pass && sqlite3_step(st) != SQLITE_DONE)
			warning("cache %s: %s", c->path, sqlite3_errmsg(c->db));
		sqlite3_finalize(st);
		st = NULL;
	}
	sqlite3_finalize(st);
	strbuf_release(&sql);
}

/* Every file, when the rows all go. */
static void row_files_clear(const struct cache *c)
{
	struct strbuf dir = STRBUF_INIT, name = STRBUF_INIT;
	struct dirent *de;
	DIR *d;

	row_file_dir(&dir, c);
	d = opendir(dir.buf);
	while (d && (de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		strbuf_reset(&name);
		strbuf_addf(&name, "%s/%s", dir.buf, de->d_name);
		unlink(name.buf);
	}
	if (d)
		closedir(d);
	strbuf_release(&dir);
	strbuf_release(&name);
}

/* The size a row of the table "tree" gives, if it stands for a file. */
static int is_file_row(const char *buf, size_t len, size_t *size)
{
	struct unpacker u;
	uint64_t n;

	if (len != FILE_ROW_LEN || memcmp(buf, FILE_MAGIC, strlen(FILE_MAGIC)))
		return 0;
	unpacker_init(&u, buf + strlen(FILE_MAGIC), 8);
	n = unpack_u32(&u);
	n |= (uint64_t)unpack_u32(&u) << 32;
	*size = (size_t)n;
	return n == *size;
}

static char *map_buffer(size_t len);

/*
 * The file of @key, of @len bytes, in a buffer as map_buffer()'s (which
 * unmap_buffer() frees): mapped from 2 MB on.  NULL, with @why, if it
 * can't be read or has another size.  Not MAP_POPULATE: on a private
 * writable mapping it copies each page, as a write would (an edited
 * working tree's run took 0.13 s more).
 */
static char *row_file_get(const struct cache *c, const char *key, size_t len,
			  struct strbuf *why)
{
	struct strbuf name = STRBUF_INIT;
	char *buf = NULL, *p;
	struct stat st;
	ssize_t n;
	size_t left;
	int fd;

	row_file_name(&name, c, key);
	fd = open(name.buf, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st) < 0) {
		strbuf_addf(why, "%s: %s", name.buf, strerror(errno));
		goto out;
	}
	if ((uint64_t)st.st_size != len) {
		strbuf_addf(why, "%s: %jd bytes, not %zu", name.buf,
			    (intmax_t)st.st_size, len);
		goto out;
	}
	if (len >= HUGE_PAGE) {
		buf = mmap(NULL, len, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE, fd, 0);
		if (buf == MAP_FAILED) {
			strbuf_addf(why, "%s: %s", name.buf, strerror(errno));
			buf = NULL;
		}
		goto out;
	}
	buf = map_buffer(len ? len : 1);
	for (p = buf, left = len; left; p += n, left -= (size_t)n) {
		n = read(fd, p, left);
		if (n < 0 && errno == EINTR) {
			n = 0;
		} else if (n <= 0) {
			strbuf_addf(why, "%s: %s", name.buf,
				    n ? strerror(errno) : "cut short");
			free(buf);
			buf = NULL;
			break;
		}
	}
out:
	if (fd >= 0)
		close(fd);
	strbuf_release(&name);
	return buf;
}

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

static sqlite3_int64 versions_hash(void);
static void pack_tree(struct strbuf *out, const struct inventory *inv);
static int unpack_tree(struct inventory *inv, const char *buf, size_t len,
		       int finished);

/*
 * Rows of other versions of the extractors are never read again: a new
 * abiwatch drops them once, when it finds the cache written by another.
 * The file stays as large as one version's rows.  (The table "inventory"
 * held trees as JSON before they were packed.)
 */
static void prune(struct cache *c)
{
	sqlite3_stmt *st = NULL;
	int same = 0;

	if (sqlite3_prepare_v2(c->db,
			       "SELECT value FROM meta WHERE key = 'ver'",
			       -1, &st, NULL) == SQLITE_OK &&
	    sqlite3_step(st) == SQLITE_ROW)
		same = sqlite3_column_int64(st, 0) == c->ver;
	sqlite3_finalize(st);
	st = NULL;
	if (same)
		return;
	row_files_clear(c);
	if (sqlite3_exec(c->db, "BEGIN; DELETE FROM tree; DELETE FROM history;"
			 "DROP TABLE IF EXISTS inventory;",
			 NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(c->db, "DELETE FROM blob WHERE ver != ?1",
			       -1, &st, NULL) != SQLITE_OK)
		goto out;
	sqlite3_bind_int64(st, 1, c->ver);
	sqlite3_step(st);
	sqlite3_finalize(st);
	if (sqlite3_prepare_v2(c->db, "INSERT OR REPLACE INTO meta"
			       " VALUES ('ver', ?1)", -1, &st, NULL) != SQLITE_OK)
		goto out;
	sqlite3_bind_int64(st, 1, c->ver);
	sqlite3_step(st);
out:
	sqlite3_finalize(st);
	sqlite3_exec(c->db, "COMMIT", NULL, NULL, NULL);
}

static int setup(sqlite3 *db)
{
	return sqlite3_exec(db,
		"PRAGMA busy_timeout = 5000;"
		/*
		 * Debian builds SQLite to overwrite what a delete frees with
		 * zeros, journaled first: replacing a tree's 16 MB row wrote
		 * 48 MB.  The rows hold what public source gives.
		 */
		"PRAGMA secure_delete = OFF;"
		/*
		 * A log's two threads each write a commit's digest while the
		 * other reads rows: under a rollback journal the writer's
		 * lock made the reader sleep (1.1 s of a log) and each commit
		 * was synced twice (2,330 fdatasync(), 1.9 s).  With a
		 * write-ahead log readers don't wait, and NORMAL syncs at
		 * checkpoints alone: a power cut can lose the last
		 * transactions of a cache, not leave it inconsistent.  A
		 * rebuild's new file is empty, so SQLite drops a log left
		 * beside the file it replaces (t0008).
		 */
		"PRAGMA journal_mode = WAL;"
		"PRAGMA synchronous = NORMAL;"
		"CREATE TABLE IF NOT EXISTS tree ("
		" key TEXT PRIMARY KEY, packed BLOB NOT NULL);"
		"CREATE TABLE IF NOT EXISTS blob ("
		" id TEXT NOT NULL, path TEXT NOT NULL, ver INTEGER NOT NULL,"
		" rerun INTEGER NOT NULL, facts BLOB,"
		" PRIMARY KEY (id, path, ver)) WITHOUT ROWID;"
		"CREATE TABLE IF NOT EXISTS meta ("
		" key TEXT PRIMARY KEY, value INTEGER NOT NULL);"
		"CREATE TABLE IF NOT EXISTS history ("
		" key TEXT PRIMARY KEY, packed BLOB NOT NULL);"
		"CREATE TABLE IF NOT EXISTS history_run ("
		" repo TEXT PRIMARY KEY, names TEXT NOT NULL);"
		/* A read of the schema: fails on a file that isn't SQLite. */
		"SELECT count(*) FROM tree;",
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
	c->file_min = file_min();
	if (sqlite3_open(path, &c->db) != SQLITE_OK || setup(c->db) != SQLITE_OK) {
		warning("cache %s can't be read (%s): rebuilding it", path,
			c->db ? sqlite3_errmsg(c->db) : "out of memory");
		sqlite3_close(c->db);
		c->db = NULL;
		row_files_clear(c);
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
	c->ver = versions_hash();
	prune(c);
	return c;
}

static void root_put_free(struct root_put *p)
{
	free(p->root);
	free(p->key);
	free(p->base);
	strbuf_release(&p->packed);
	free(p);
}

/*
 * Wait for the inventory a thread of @c's is writing, if any: each entry
 * point but cache_open() does first, since a connection is used by one
 * thread at a time.
 */
static void settle(struct cache *c)
{
	if (!c || !c->put)
		return;
	pthread_join(c->writer, NULL);
	root_put_free(c->put);
	c->put = NULL;
}

void cache_write_behind(struct cache *c, int pack)
{
	if (c)
		c->behind = pack ? 2 : 1;
}

void cache_close(struct cache *c)
{
	if (!c)
		return;
	settle(c);
	sqlite3_finalize(c->blob_get);
	sqlite3_finalize(c->blob_put);
	sqlite3_finalize(c->stat_get);
	sqlite3_finalize(c->stat_put);
	sqlite3_close(c->db);
	free(c->path);
	free(c);
}

/*
 * The form of a file's row, which scan.c writes: 2 since rows hold what
 * extractors keep for their finish steps, 3 with the SHA-1 of each part.
 */
#define ROW_FORMAT 3

/*
 * The form of a tree's inventory (pack_tree()): 2 with a string table, 3
 * with the tally of files by the extractors that wanted them.
 */
#define TREE_FORMAT 3

static void add_versions(struct strbuf *key)
{
	size_t i;

	strbuf_addf(key, "abiwatch-%s schema-%d rows-%d trees-%d",
		    ABIWATCH_VERSION, SCHEMA_VERSION, ROW_FORMAT, TREE_FORMAT);
	for (i = 0; i < nr_extractors; i++)
		strbuf_addf(key, " %s-%u", extractors[i]->name,
			    extractors[i]->version);
}

void cache_key(struct strbuf *key, const char *tree_id)
{
	strbuf_addf(key, "%s ", tree_id);
	add_versions(key);
}

/*
 * Blob rows are many, so they carry the versions as a 64-bit FNV-1a hash
 * of the same words rather than the words.
 */
static sqlite3_int64 versions_hash(void)
{
	struct strbuf sb = STRBUF_INIT;
	uint64_t h = UINT64_C(14695981039346656037);
	size_t i;

	add_versions(&sb);
	for (i = 0; i < sb.len; i++) {
		h ^= (unsigned char)sb.buf[i];
		h *= UINT64_C(1099511628211);
	}
	strbuf_release(&sb);
	return (sqlite3_int64)(h >> 1);
}

/* A row of @table that can't be used (@what): said, and removed. */
static void drop_row(struct cache *c, const char *table, const char *what,
		     const char *key, const char *why)
{
	struct strbuf sql = STRBUF_INIT;
	sqlite3_stmt *st;

	warning("cache %s: %s can't be read (%s): rebuilding it", c->path,
		what, why);
	if (!strcmp(table, "tree"))
		row_file_remove(c, key);
	strbuf_addf(&sql, "DELETE FROM %s WHERE key = ?", table);
	if (sqlite3_prepare_v2(c->db, sql.buf, -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
		sqlite3_step(st);
	}
	sqlite3_finalize(st);
	strbuf_release(&sql);
}

/* A table of packed rows by key, for get_packed(): its names in warnings. */
struct packed_table {
	const char *table;	/* "tree" */
	const char *what;	/* what a row is: "an entry" */
	const char *bad;	/* why one that doesn't unpack is dropped */
};

/*
 * A buffer for a row, mapped for it and unmapped after, so that its 16
 * MB go back to the system at once: from malloc() they could stay in a
 * thread's heap, in the peak RSS of the diff that follows.  In huge
 * pages, as xmalloc_huge() gives them (Linux aligns a mapping of 2 MB
 * or more to them).
 */
static char *map_buffer(size_t len)
{
	char *p;

	if (len < HUGE_PAGE)
		return xmalloc(len);
	p = mmap(NULL, len, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		die("out of memory mapping %zu bytes", len);
#ifdef MADV_HUGEPAGE
	madvise(p, len, MADV_HUGEPAGE);
#endif
	return p;
}

static void unmap_buffer(char *p, size_t len)
{
	if (len < HUGE_PAGE)
		free(p);
	else
		munmap(p, len);
}

/*
 * The packed column of row @rowid of @table into @buf: read by SQLite
 * straight into a buffer of huge pages, where sqlite3_column_blob() would
 * copy a tree's 16 MB into a buffer of its own, a page fault per 4 KB.
 * SQLITE_OK, or SQLite's error.
 */
static int read_blob(struct cache *c, const char *table, sqlite3_int64 rowid,
		     char *buf, int len)
{
	sqlite3_blob *b = NULL;
	int rc;

	rc = sqlite3_blob_open(c->db, "main", table, "packed", rowid, 0, &b);
	if (rc == SQLITE_OK)
		rc = sqlite3_blob_read(b, buf, len, 0);
	sqlite3_blob_close(b);
	return rc;
}

/*
 * Read the row @key of @t through @unpack: 0 if it unpacked, -1 if there
 * is none, or if it can't be read or unpacked (then it is said and
 * removed).  @unpack is given the row's bytes in a buffer of
 * map_buffer()'s, and returns 0, or 1 if it took the buffer, or -1 (and
 * leaves @out empty) when it fails.
 */
static int get_packed(struct cache *c, const struct packed_table *t,
		      const char *key,
		      int (*unpack)(void *out, char *buf, size_t len),
		      void *out)
{
	struct strbuf sql = STRBUF_INIT, why = STRBUF_INIT;
	sqlite3_stmt *st = NULL;
	int ret = -1, rc, bad = 0;
	size_t size;

	if (!c)
		return -1;
	settle(c);
	/* length() of a blob reads its size, not its pages. */
	strbuf_addf(&sql, "SELECT rowid, length(packed) FROM %s WHERE key = ?",
		    t->table);
	if (sqlite3_prepare_v2(c->db, sql.buf, -1, &st, NULL) != SQLITE_OK)
		goto out;
	sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	/* The statement, still on its row, keeps the read transaction. */
	if (rc == SQLITE_ROW) {
		size_t len = (size_t)sqlite3_column_int(st, 1);
		char *buf = map_buffer(len);
		int got = -1;

		if (read_blob(c, t->table, sqlite3_column_int64(st, 0), buf,
			      (int)len) != SQLITE_OK) {
			rc = SQLITE_ERROR;
		} else if (!strcmp(t->table, "tree") &&
			   is_file_row(buf, len, &size)) {
			unmap_buffer(buf, len);
			len = size;
			buf = row_file_get(c, key, len, &why);
		}
		if (buf && rc == SQLITE_ROW)
			got = unpack(out, buf, len);
		if (got >= 0)
			ret = 0;
		else if (rc == SQLITE_ROW)
			bad = 1;
		if (buf && got != 1)
			unmap_buffer(buf, len);
	}
	if (bad || (rc != SQLITE_ROW && rc != SQLITE_DONE)) {
		/* Done with the row before it is removed. */
		sqlite3_finalize(st);
		st = NULL;
		drop_row(c, t->table, t->what, key, why.len ? why.buf :
			 bad ? t->bad : sqlite3_errmsg(c->db));
	}
out:
	sqlite3_finalize(st);
	strbuf_release(&sql);
	strbuf_release(&why);
	return ret;
}

/* A tree's inventory, and the name of its source. */
struct tree_out {
	struct inventory *inv;
	const char *source;
};

static int unpack_tree_out(void *out, char *buf, size_t len)
{
	struct tree_out *o = out;

	if (unpack_tree(o->inv, buf, len, 1) < 0) {
		inventory_release(o->inv);
		inventory_init(o->inv);
		return -1;
	}
	o->inv->source = arena_strdup(&o->inv->arena, o->source);
	return 0;
}

static const struct packed_table tree_table = {
	"tree", "an entry", "not an inventory",
};

int cache_get(struct cache *c, const char *key, struct inventory *inv,
	      const char *source)
{
	struct tree_out o = { inv, source };

	return get_packed(c, &tree_table, key, unpack_tree_out, &o);
}

void cache_put(struct cache *c, const char *key, const struct inventory *inv)
{
	struct strbuf packed = STRBUF_INIT;

	if (!c || inv->nproblems)
		return;
	pack_tree(&packed, inv);
	cache_bytes_put(c, key, packed.buf, packed.len);
	strbuf_release(&packed);
}

static int copy_bytes(void *out, char *buf, size_t len)
{
	strbuf_reset(out);
	strbuf_add(out, buf, len);
	return 0;
}

/* Bytes are any bytes: only a row that can't be read is dropped. */
static const struct packed_table bytes_table = {
	"tree", "an entry", "",
};

int cache_bytes_get(struct cache *c, const char *key, struct strbuf *out)
{
	return get_packed(c, &bytes_table, key, copy_bytes, out);
}

/* cache_bytes_put(), in the writer's thread too. */
static void bytes_put(struct cache *c, const char *key, const void *buf,
		      size_t len)
{
	struct strbuf row = STRBUF_INIT;
	sqlite3_stmt *st = NULL;
	int file = len >= c->file_min && row_file_put(c, key, buf, len) == 0;

	if (file) {
		strbuf_addstr(&row, FILE_MAGIC);
		pack_u32(&row, (uint32_t)len);
		pack_u32(&row, (uint32_t)((uint64_t)len >> 32));
		buf = row.buf;
		len = row.len;
	}
	if (sqlite3_prepare_v2(c->db, "INSERT OR REPLACE INTO tree VALUES (?, ?)",
			       -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
		sqlite3_bind_blob(st, 2, buf, (int)len, SQLITE_STATIC);
		if (sqlite3_step(st) != SQLITE_DONE)
			warning("cache %s: %s", c->path, sqlite3_errmsg(c->db));
	}
	sqlite3_finalize(st);
	/* The row in the database: a file of the key's before is not. */
	if (!file)
		row_file_remove(c, key);
	strbuf_release(&row);
}

void cache_bytes_put(struct cache *c, const char *key, const void *buf,
		     size_t len)
{
	if (!c)
		return;
	settle(c);
	bytes_put(c, key, buf, len);
}

/*
 * A finish step's output is kept under "step NAME DIGEST" and the
 * versions: the last few rows of each name (the caller says how many).
 * The rows of NAME are the keys from "step NAME " to "step NAME!"; the
 * rowids say which came last.
 */
static void step_key(struct strbuf *key, const char *name, const char *digest)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "step %s %s", name, digest);
	cache_key(key, sb.buf);
	strbuf_release(&sb);
}

static int unpack_step_out(void *out, char *buf, size_t len)
{
	struct inventory *inv = out;

	if (unpack_tree(inv, buf, len, 0) < 0) {
		inventory_release(inv);
		inventory_init(inv);
		return -1;
	}
	return 0;
}

static const struct packed_table step_table = {
	"tree", "a finish step's output", "not an inventory",
};

int cache_step_get(struct cache *c, const char *name, const char *digest,
		   struct inventory *inv)
{
	struct strbuf key = STRBUF_INIT;
	int ret;

	step_key(&key, name, digest);
	ret = get_packed(c, &step_table, key.buf, unpack_step_out, inv);
	strbuf_release(&key);
	return ret;
}

void cache_step_put(struct cache *c, const char *name, const char *digest,
		    const struct inventory *inv, size_t keep)
{
	struct strbuf key = STRBUF_INIT, from = STRBUF_INIT, to = STRBUF_INIT;
	struct strbuf packed = STRBUF_INIT;

	if (!c || inv->nproblems)
		return;
	settle(c);
	step_key(&key, name, digest);
	strbuf_addf(&from, "step %s ", name);
	strbuf_addf(&to, "step %s!", name);
	pack_tree(&packed, inv);
	cache_begin(c);
	bytes_put(c, key.buf, packed.buf, packed.len);
	tree_rows_delete(c, "key >= ?1 AND key < ?2 AND rowid NOT IN"
			 " (SELECT rowid FROM tree WHERE key >= ?1 AND key < ?2"
			 "  ORDER BY rowid DESC LIMIT ?3)",
			 from.buf, to.buf, (int)keep);
	cache_commit(c);
	strbuf_release(&packed);
	strbuf_release(&to);
	strbuf_release(&from);
	strbuf_release(&key);
}

/* The key of the rows of directory @root. */
static void rows_key(struct strbuf *key, const char *root)
{
	strbuf_addf(key, "rows %s", root);
}

struct rows_out {
	char *buf;
	size_t len;
};

static int take_rows(void *out, char *buf, size_t len)
{
	struct rows_out *o = out;

	o->buf = buf;
	o->len = len;
	return 1;
}

int cache_rows_get(struct cache *c, const char *root, char **buf,
		   size_t *len)
{
	struct strbuf key = STRBUF_INIT;
	struct rows_out o = { NULL, 0 };
	int ret;

	rows_key(&key, root);
	ret = get_packed(c, &bytes_table, key.buf, take_rows, &o);
	strbuf_release(&key);
	*buf = o.buf;
	*len = o.len;
	return ret;
}

void cache_rows_free(char *buf, size_t len)
{
	if (buf)
		unmap_buffer(buf, len);
}

void cache_rows_put(struct cache *c, const char *root, const void *buf,
		    size_t len)
{
	struct strbuf key = STRBUF_INIT;

	rows_key(&key, root);
	cache_bytes_put(c, key.buf, buf, len);
	strbuf_release(&key);
}

/* A blob row that can't be read: said once, and the rest of the run. */
static void blob_broken(struct cache *c, const char *why)
{
	if (!c->broken)
		warning("cache %s: %s: reading every file again", c->path, why);
	c->broken = 1;
}

/*
 * Step @st, a bound select of (rerun, facts): 0 with the row's, -1 if
 * there is none (or it can't be read: said once).  @st is reset.
 */
static int get_row(struct cache *c, sqlite3_stmt *st, uint64_t *rerun,
		   struct strbuf *facts)
{
	int rc = sqlite3_step(st), ret = -1;

	if (rc == SQLITE_ROW) {
		const void *p = sqlite3_column_blob(st, 1);

		*rerun = (uint64_t)sqlite3_column_int64(st, 0);
		strbuf_reset(facts);
		if (p)
			strbuf_add(facts, p, (size_t)sqlite3_column_bytes(st, 1));
		ret = 0;
	} else if (rc != SQLITE_DONE) {
		blob_broken(c, sqlite3_errmsg(c->db));
	}
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	return ret;
}

/* Bind @rerun and @facts at @col and @col + 1 of @st, a bound insert; step. */
static void put_row(struct cache *c, sqlite3_stmt *st, int col,
		    uint64_t rerun, const char *facts, size_t len)
{
	sqlite3_bind_int64(st, col, (sqlite3_int64)rerun);
	if (len)
		sqlite3_bind_blob(st, col + 1, facts, (int)len, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, col + 1);
	if (sqlite3_step(st) != SQLITE_DONE)
		blob_broken(c, sqlite3_errmsg(c->db));
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
}

int cache_blob_get(struct cache *c, const char *id, const char *path,
		   uint64_t *rerun, struct strbuf *facts)
{
	if (!c || c->broken)
		return -1;
	settle(c);
	if (!c->blob_get &&
	    sqlite3_prepare_v2(c->db, "SELECT rerun, facts FROM blob"
			       " WHERE id = ? AND path = ? AND ver = ?",
			       -1, &c->blob_get, NULL) != SQLITE_OK) {
		blob_broken(c, sqlite3_errmsg(c->db));
		return -1;
	}
	sqlite3_bind_text(c->blob_get, 1, id, -1, SQLITE_STATIC);
	sqlite3_bind_text(c->blob_get, 2, path, -1, SQLITE_STATIC);
	sqlite3_bind_int64(c->blob_get, 3, c->ver);
	return get_row(c, c->blob_get, rerun, facts);
}

void cache_blob_put(struct cache *c, const char *id, const char *path,
		    uint64_t rerun, const char *facts, size_t len)
{
	if (!c || c->broken)
		return;
	settle(c);
	if (!c->blob_put &&
	    sqlite3_prepare_v2(c->db, "INSERT OR REPLACE INTO blob"
			       " VALUES (?, ?, ?, ?, ?)",
			       -1, &c->blob_put, NULL) != SQLITE_OK) {
		blob_broken(c, sqlite3_errmsg(c->db));
		return;
	}
	sqlite3_bind_text(c->blob_put, 1, id, -1, SQLITE_STATIC);
	sqlite3_bind_text(c->blob_put, 2, path, -1, SQLITE_STATIC);
	sqlite3_bind_int64(c->blob_put, 3, c->ver);
	put_row(c, c->blob_put, 4, rerun, facts, len);
}

void cache_begin(struct cache *c)
{
	settle(c);
	if (c && !c->broken)
		sqlite3_exec(c->db, "BEGIN", NULL, NULL, NULL);
}

void cache_commit(struct cache *c)
{
	settle(c);
	if (c && sqlite3_exec(c->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK &&
	    !c->broken)
		warning("cache %s: %s", c->path, sqlite3_errmsg(c->db));
}

/*
 * The packed form of facts: for each, its kind, name, line, priority and
 * attributes, numbers as 4 bytes little-endian, strings as their length
 * and bytes.  It is read back by this same abiwatch (the row's key holds
 * the versions), but checked all the same, since the file is not ours
 * alone.  It is not JSON because jansson needs 200 MB to read a kernel's
 * inventory, and a cached run is about reading two.
 */
static void pack_items(struct strbuf *out, const struct item *v, size_t n)
{
	size_t i;
	uint32_t k;

	for (i = 0; i < n; i++) {
		pack_str(out, v[i].kind);
		pack_str(out, v[i].name);
		pack_u32(out, v[i].line);
		pack_u32(out, v[i].prio);
		pack_u32(out, v[i].nattrs);
		for (k = 0; k < v[i].nattrs; k++) {
			pack_str(out, v[i].attrs[k].key);
			pack_str(out, v[i].attrs[k].val);
		}
	}
}

/* Reads that fail at once, for the parsers below. */
static int get_u32(struct unpacker *u, uint32_t *v)
{
	*v = unpack_u32(u);
	return u->err ? -1 : 0;
}

static int get_str(struct unpacker *u, const char **s, uint32_t *len)
{
	*s = unpack_mem(u, len);
	return *s ? 0 : -1;
}

/* The items of @u that @keep wants (all, if NULL), each located in @file. */
static int unpack_items(struct inventory *inv, const char *file,
			struct unpacker *u,
			int (*keep)(const char *kind, const char *name,
				    size_t len, const void *data),
			const void *data)
{
	struct strbuf key = STRBUF_INIT;
	const char *s, *kind, *name;
	uint32_t slen, namelen, line, prio, nattrs, k;
	int ret = -1, kept;

	while (u->p < u->end) {
		if (get_str(u, &s, &slen) < 0)
			goto out;
		kind = extract_kind_name(s, slen);
		if (!kind || get_str(u, &name, &namelen) < 0 ||
		    get_u32(u, &line) < 0 || get_u32(u, &prio) < 0 ||
		    get_u32(u, &nattrs) < 0)
			goto out;
		kept = !keep || keep(kind, name, namelen, data);
		if (kept)
			inventory_fact_begin(inv, kind, name, namelen, file,
					     line, prio);
		for (k = 0; k < nattrs; k++) {
			if (get_str(u, &s, &slen) < 0)
				break;
			if (kept) {
				strbuf_reset(&key);
				strbuf_add(&key, s, slen);
			}
			if (get_str(u, &s, &slen) < 0)
				break;
			if (kept)
				inventory_fact_attr(inv, key.buf, s, slen);
		}
		if (kept)
			inventory_fact_end(inv);
		if (k < nattrs)
			goto out;
	}
	ret = 0;
out:
	strbuf_release(&key);
	return ret;
}

void cache_facts_pack(struct strbuf *out, const struct item *v, size_t n)
{
	pack_items(out, v, n);
}

int cache_facts_unpack(struct inventory *inv, const char *file,
		       const char *buf, size_t len)
{
	struct unpacker u;

	if (!len)
		return 0;
	unpacker_init(&u, buf, len);
	return unpack_items(inv, file, &u, NULL, NULL);
}

int cache_facts_unpack_some(struct inventory *inv, const char *file,
			    const char *buf, size_t len,
			    int (*keep)(const char *kind, const char *name,
					size_t len, const void *data),
			    const void *data)
{
	struct unpacker u;

	if (!len)
		return 0;
	unpacker_init(&u, buf, len);
	return unpack_items(inv, file, &u, keep, data);
}

/*
 * A tree's inventory: a header (TREE_MAGIC, the number of files read and
 * their tally by the extractors that wanted them), a table of its strings, each once, then its items, finished, with
 * their strings as indexes in the table.  Some 800,000 strings of a
 * kernel's inventory are the same few thousand keys, paths and
 * annotations (a subsystem's maintainers on each of its items): read
 * back, each is one copy in the arena.
 */
#define TREE_MAGIC "abiwatch tree 3\n"

/*
 * Where a string was seen last, by its address: an inventory's strings
 * are most often shared (a subsystem's maintainers on each of its items,
 * an extractor's keys), and half of a kernel's two million references
 * are found here without hashing the string.
 */
#define STRTAB_SEEN_BITS 16

struct strtab_seen {
	const char *s;
	uint32_t index;
};

/* A string of a table, and its str_hash(): growing does not hash again. */
struct strtab_str {
	const char *s;
	uint64_t hash;
};

struct strtab {
	struct strtab_str *strs;
	uint32_t n, alloc;
	/* Open addressing: an index in strs plus one, or 0 for none. */
	uint32_t *slots;
	size_t nslots;
	struct strtab_seen *seen;
};

static void strtab_grow(struct strtab *t, size_t n)
{
	size_t i, j;

	free(t->slots);
	t->slots = xcalloc(n, sizeof(*t->slots));
	t->nslots = n;
	for (i = 0; i < t->n; i++) {
		j = t->strs[i].hash & (n - 1);
		while (t->slots[j])
			j = (j + 1) & (n - 1);
		t->slots[j] = (uint32_t)i + 1;
	}
}

/*
 * Room for @hint strings before the slots grow: each growth hashes all
 * the strings again.
 */
static void strtab_init(struct strtab *t, size_t hint)
{
	size_t n = 4096;

	memset(t, 0, sizeof(*t));
	while (n < 2 * hint)
		n *= 2;
	strtab_grow(t, n);
	t->seen = xcalloc((size_t)1 << STRTAB_SEEN_BITS, sizeof(*t->seen));
}

static void strtab_release(struct strtab *t)
{
	free(t->strs);
	free(t->slots);
	free(t->seen);
}

/* The index of @s, whose str_hash() is @hash, in @t, added if it is new. */
static uint32_t strtab_add(struct strtab *t, const char *s, uint64_t hash)
{
	const struct strtab_str *e;
	size_t j;

	if (2 * ((size_t)t->n + 1) > t->nslots)
		strtab_grow(t, 2 * t->nslots);
	j = hash & (t->nslots - 1);
	for (; t->slots[j]; j = (j + 1) & (t->nslots - 1)) {
		e = &t->strs[t->slots[j] - 1];
		if (e->hash == hash && !strcmp(e->s, s))
			break;
	}
	if (!t->slots[j]) {
		ALLOC_GROW(t->strs, t->n + 1, t->alloc);
		t->strs[t->n].s = s;
		t->strs[t->n].hash = hash;
		t->slots[j] = ++t->n;
	}
	return t->slots[j] - 1;
}

/* The index of @s in @t, added if it is new. */
static uint32_t strtab_index(struct strtab *t, const char *s)
{
	struct strtab_seen *seen = &t->seen[((uintptr_t)s *
		UINT64_C(0x9e3779b97f4a7c15)) >> (64 - STRTAB_SEEN_BITS)];

	if (seen->s != s) {
		seen->s = s;
		seen->index = strtab_add(t, s, str_hash(s));
	}
	return seen->index;
}

/*
 * The string references of items [@from, @to) of an inventory: each
 * item's file, kind, name, and its attributes' keys and values, as
 * indexes in a table of its own.
 */
struct intern_part {
	const struct inventory *inv;
	size_t from, to;
	struct strtab t;
	uint32_t *refs;
	size_t nrefs;
};

static void *intern_part(void *arg)
{
	struct intern_part *p = arg;
	size_t alloc = 0, i;
	uint32_t k;

	/*
	 * A kernel's inventory has 1.7 strings for each item, and the
	 * half of them in the first part.
	 */
	strtab_init(&p->t, 2 * (p->to - p->from));
	for (i = p->from; i < p->to; i++) {
		const struct item *it = &p->inv->items[i];

		ALLOC_GROW(p->refs, p->nrefs + 3 + 2 * (size_t)it->nattrs,
			   alloc);
		p->refs[p->nrefs++] = strtab_index(&p->t, it->file);
		p->refs[p->nrefs++] = strtab_index(&p->t, it->kind);
		p->refs[p->nrefs++] = strtab_index(&p->t, it->name);
		for (k = 0; k < it->nattrs; k++) {
			p->refs[p->nrefs++] = strtab_index(&p->t,
							   it->attrs[k].key);
			p->refs[p->nrefs++] = strtab_index(&p->t,
							   it->attrs[k].val);
		}
	}
	return NULL;
}

/*
 * Intern the strings of @inv's items, in the order they first come:
 * into @p[0].t, with the references in @p[0].refs then @p[1].refs.
 * Looking each of two million references up in a table of 200,000
 * strings waits on memory at each: the two halves of the items are
 * looked up side by side, and the second half's table merged after into
 * the first's, which gives the same table as one pass.
 */
static void intern_items(struct intern_part p[2], const struct inventory *inv)
{
	uint32_t *to;
	size_t k;

	memset(p, 0, 2 * sizeof(*p));
	p[0].inv = p[1].inv = inv;
	/* Any inventory, so that the tests run both halves too. */
	p[0].to = p[1].from = inv->nitems / 2;
	p[1].to = inv->nitems;
	run_beside(intern_part, p, 2, sizeof(*p));
	to = xmalloc((p[1].t.n + 1) * sizeof(*to));
	for (k = 0; k < p[1].t.n; k++)
		to[k] = strtab_add(&p[0].t, p[1].t.strs[k].s,
				   p[1].t.strs[k].hash);
	for (k = 0; k < p[1].nrefs; k++)
		p[1].refs[k] = to[p[1].refs[k]];
	free(to);
	strtab_release(&p[1].t);
}

static void pack_tree(struct strbuf *out, const struct inventory *inv)
{
	struct intern_part p[2];
	const struct strtab *t = &p[0].t;
	const uint32_t *refs;
	size_t i, r = 0, len;
	uint32_t k;

	intern_items(p, inv);
	/* Its size, so that 16 MB are not copied as they grow. */
	len = strlen(TREE_MAGIC) + 16 * (size_t)inv->ntally + 20 +
	      12 * inv->nitems + 4 * (p[0].nrefs + p[1].nrefs);
	for (i = 0; i < t->n; i++)
		len += 4 + strlen(t->strs[i].s);
	strbuf_grow(out, len);
	strbuf_addstr(out, TREE_MAGIC);
	pack_u32(out, (uint32_t)inv->files);
	pack_u32(out, (uint32_t)(inv->files >> 32));
	pack_u32(out, (uint32_t)inv->ntally);
	for (i = 0; i < inv->ntally; i++) {
		pack_u32(out, (uint32_t)inv->tally[i].kinds);
		pack_u32(out, (uint32_t)(inv->tally[i].kinds >> 32));
		pack_u32(out, (uint32_t)inv->tally[i].files);
		pack_u32(out, (uint32_t)(inv->tally[i].files >> 32));
	}
	pack_u32(out, t->n);
	for (i = 0; i < t->n; i++)
		pack_str(out, t->strs[i].s);
	pack_u32(out, (uint32_t)inv->nitems);
	refs = p[0].refs;
	for (i = 0; i < inv->nitems; i++) {
		const struct item *it = &inv->items[i];

		if (i == p[1].from) {
			refs = p[1].refs;
			r = 0;
		}
		pack_u32(out, refs[r++]);
		pack_u32(out, refs[r++]);
		pack_u32(out, refs[r++]);
		pack_u32(out, it->line);
		pack_u32(out, it->prio);
		pack_u32(out, it->nattrs);
		for (k = 0; k < 2 * it->nattrs; k++)
			pack_u32(out, refs[r++]);
	}
	free(p[0].refs);
	free(p[1].refs);
	strtab_release(&p[0].t);
}

/* A string of the table: NULL if @i is not one. */
static const char *table_str(const char **strs, uint32_t n, uint32_t i)
{
	return i < n ? strs[i] : NULL;
}

/*
 * Items in order, each once, attributes sorted by key: what a finished
 * inventory is.  A row not ours could be otherwise.
 */
static int is_finished(const struct inventory *inv)
{
	size_t i;
	uint32_t k;

	for (i = 0; i < inv->nitems; i++) {
		const struct item *it = &inv->items[i];

		if (i && item_cmp(&inv->items[i - 1], it) >= 0)
			return 0;
		for (k = 1; k < it->nattrs; k++)
			if (strcmp(it->attrs[k - 1].key, it->attrs[k].key) >= 0)
				return 0;
	}
	return 1;
}

/*
 * The arena bytes that unpacking @n strings at @u and the items after
 * them takes: the strings with their NULs, and an item's attributes (two
 * pointers each) in an array that arena_alloc() rounds up to its
 * alignment.  0 if the row is malformed: unpack_tree() then says so.
 */
static size_t tree_bytes(struct unpacker u, uint32_t n)
{
	size_t bytes = 0, rest;
	uint32_t i, slen, nitems;
	const char *s;

	for (i = 0; i < n; i++) {
		if (get_str(&u, &s, &slen) < 0)
			return 0;
		bytes += slen + 1;
	}
	nitems = unpack_u32(&u);
	rest = (size_t)(u.end - u.p);
	if (u.err || rest / 24 < nitems)
		return 0;
	/* Each item: six numbers, then two for each attribute. */
	return bytes + sizeof(max_align_t) +
	       (rest - 24 * (size_t)nitems) / 8 * sizeof(struct attr) +
	       (size_t)nitems * (sizeof(max_align_t) - 1);
}

/*
 * Add the inventory that @buf[0..@len) packs to @inv: 0, or -1 if it is
 * not one, or, with @finished, not a finished one.
 */
static int unpack_tree(struct inventory *inv, const char *buf, size_t len,
		       int finished)
{
	size_t magic = strlen(TREE_MAGIC), i;
	const char **strs = NULL, **kinds = NULL, *s;
	struct unpacker u;
	uint32_t lo, hi, n, nitems, slen, k, x[6];
	int ret = -1;

	if (len < magic || memcmp(buf, TREE_MAGIC, magic))
		return -1;
	unpacker_init(&u, buf + magic, len - magic);
	lo = unpack_u32(&u);
	hi = unpack_u32(&u);
	n = unpack_u32(&u);
	if (u.err || n > (size_t)(u.end - u.p) / 16)
		return -1;
	for (i = 0; i < n; i++) {
		for (k = 0; k < 4; k++)
			x[k] = unpack_u32(&u);
		inventory_tally(inv, (uint64_t)x[1] << 32 | x[0],
				(uint64_t)x[3] << 32 | x[2]);
	}
	n = unpack_u32(&u);
	/* Each string takes 4 bytes at least: a bad count can't be huge. */
	if (u.err || n > (size_t)(u.end - u.p) / 4)
		return -1;
	strs = xcalloc(n ? n : 1, sizeof(*strs));
	kinds = xcalloc(n ? n : 1, sizeof(*kinds));
	arena_reserve(&inv->arena, tree_bytes(u, n));
	for (i = 0; i < n; i++) {
		if (get_str(&u, &s, &slen) < 0)
			goto out;
		strs[i] = arena_strndup(&inv->arena, s, slen);
	}
	nitems = unpack_u32(&u);
	if (u.err || nitems > (size_t)(u.end - u.p) / 24)
		goto out;
	/* Exactly: ALLOC_GROW()'s half more is 4 MB of a kernel's. */
	if (inv->nitems + nitems > inv->alloc) {
		inv->alloc = inv->nitems + nitems;
		/* Bounded by the row's length, checked above. */
		if (!inv->items)
			inv->items = xmalloc_huge(inv->alloc *
						  sizeof(*inv->items));
		else
			inv->items = xreallocarray(inv->items, inv->alloc,
						   sizeof(*inv->items));
	}
	for (i = 0; i < nitems; i++) {
		struct item *it = &inv->items[inv->nitems];

		for (k = 0; k < 6; k++)
			x[k] = unpack_u32(&u);
		if (u.err || x[1] >= n || x[5] > (size_t)(u.end - u.p) / 8)
			goto out;
		if (!kinds[x[1]])
			kinds[x[1]] = extract_kind_name(strs[x[1]],
							strlen(strs[x[1]]));
		it->file = table_str(strs, n, x[0]);
		it->kind = kinds[x[1]];
		it->name = table_str(strs, n, x[2]);
		it->line = x[3];
		it->prio = x[4];
		it->nattrs = x[5];
		it->attrs = x[5] ? arena_alloc(&inv->arena, x[5] *
					       sizeof(*it->attrs)) : NULL;
		if (!it->file || !it->kind || !it->name)
			goto out;
		for (k = 0; k < x[5]; k++) {
			it->attrs[k].key = table_str(strs, n, unpack_u32(&u));
			it->attrs[k].val = table_str(strs, n, unpack_u32(&u));
			if (!it->attrs[k].key || !it->attrs[k].val)
				goto out;
		}
		inv->nitems++;
	}
	if (unpack_end(&u) < 0)
		goto out;
	inv->files = (uint64_t)hi << 32 | lo;
	if (finished && !is_finished(inv))
		goto out;
	ret = 0;
out:
	free(strs);
	free(kinds);
	return ret;
}

/*
 * A history, packed as a tree is: a header (HISTORY_MAGIC), the releases
 * with their counts per kind, then the items with their events.
 */
#define HISTORY_MAGIC "abiwatch history 1\n"

void cache_history_key(struct strbuf *key, const char *const *trees,
		       size_t n)
{
	size_t i;

	strbuf_addstr(key, "history");
	for (i = 0; i < n; i++)
		strbuf_addf(key, " [%s]", trees[i]);
	strbuf_addch(key, ' ');
	add_versions(key);
}

static void pack_history(struct strbuf *out, const struct history *h)
{
	size_t r, i, k;

	strbuf_addstr(out, HISTORY_MAGIC);
	pack_u32(out, (uint32_t)h->nreleases);
	for (r = 0; r < h->nreleases; r++) {
		const struct history_release *rel = &h->releases[r];

		pack_u32(out, rel->ncounts);
		for (i = 0; i < rel->ncounts; i++) {
			pack_str(out, rel->counts[i].kind);
			pack_u32(out, rel->counts[i].items);
			for (k = 0; k < 3; k++)
				pack_u32(out, rel->counts[i].count[k]);
		}
	}
	pack_u32(out, (uint32_t)h->nitems);
	for (i = 0; i < h->nitems; i++) {
		const struct history_item *it = &h->items[i];

		pack_str(out, it->kind);
		pack_str(out, it->name);
		pack_str(out, it->file);
		pack_u32(out, it->line);
		pack_u32(out, it->first);
		pack_u32(out, it->last);
		pack_u32(out, it->nnotes);
		for (k = 0; k < it->nnotes; k++) {
			pack_str(out, it->notes[k].key);
			pack_str(out, it->notes[k].val);
		}
		pack_u32(out, it->nevents);
		for (k = 0; k < it->nevents; k++) {
			pack_u32(out, it->events[k].release);
			pack_u32(out, it->events[k].type);
		}
	}
}

/* A string of @u as the history's own; NULL if it is not one. */
static const char *get_hstr(struct history *h, struct unpacker *u)
{
	const char *s;
	uint32_t len;

	if (get_str(u, &s, &len) < 0)
		return NULL;
	return arena_strndup(&h->arena, s, len);
}

static int unpack_counts(struct history *h, struct history_release *rel,
			 struct unpacker *u)
{
	uint32_t n, i, k;
	const char *kind;

	if (get_u32(u, &n) < 0 || n > (size_t)(u->end - u->p) / 20)
		return -1;
	rel->counts = n ? arena_alloc(&h->arena, n * sizeof(*rel->counts)) :
		      NULL;
	for (i = 0; i < n; i++) {
		struct history_count *hc = &rel->counts[i];

		if (!(kind = get_hstr(h, u)) || get_u32(u, &hc->items) < 0)
			return -1;
		hc->kind = history_kind(h, kind);
		for (k = 0; k < 3; k++)
			if (get_u32(u, &hc->count[k]) < 0)
				return -1;
		if (i && strcmp(rel->counts[i - 1].kind, hc->kind) >= 0)
			return -1;
		rel->ncounts = i + 1;
	}
	return 0;
}

static int unpack_item(struct history *h, struct unpacker *u, uint32_t nrel)
{
	const char *kind, *name;
	struct history_item *it, *prev;
	uint32_t n, k, rel, type;

	if (!(kind = get_hstr(h, u)) || !(name = get_hstr(h, u)))
		return -1;
	it = history_new_item(h, kind, name);
	prev = h->nitems > 1 ? it - 1 : NULL;
	if (prev && (strcmp(prev->kind, it->kind) > 0 ||
		     (!strcmp(prev->kind, it->kind) &&
		      strcmp(prev->name, it->name) >= 0)))
		return -1;
	if (!(it->file = get_hstr(h, u)) || get_u32(u, &it->line) < 0 ||
	    get_u32(u, &it->first) < 0 || get_u32(u, &it->last) < 0 ||
	    it->first > it->last || it->last >= nrel ||
	    get_u32(u, &n) < 0 || n > (size_t)(u->end - u->p) / 8)
		return -1;
	it->notes = n ? arena_alloc(&h->arena, n * sizeof(*it->notes)) : NULL;
	for (k = 0; k < n; k++) {
		if (!(it->notes[k].key = get_hstr(h, u)) ||
		    !(it->notes[k].val = get_hstr(h, u)))
			return -1;
		it->nnotes = k + 1;
	}
	if (get_u32(u, &n) < 0 || n > (size_t)(u->end - u->p) / 8)
		return -1;
	for (k = 0; k < n; k++) {
		if (get_u32(u, &rel) < 0 || get_u32(u, &type) < 0 ||
		    rel >= nrel || type > CHANGE_CHANGED)
			return -1;
		history_item_event(it, rel, type);
	}
	return 0;
}

static int unpack_history(struct history *h, const char *buf, size_t len,
			  const char *const *names, size_t nnames)
{
	size_t magic = strlen(HISTORY_MAGIC);
	struct unpacker u;
	uint32_t n, i;

	if (len < magic || memcmp(buf, HISTORY_MAGIC, magic))
		return -1;
	unpacker_init(&u, buf + magic, len - magic);
	if (get_u32(&u, &n) < 0 || n != nnames)
		return -1;
	for (i = 0; i < n; i++)
		if (unpack_counts(h, history_new_release(h, names[i]), &u) < 0)
			return -1;
	if (get_u32(&u, &n) < 0)
		return -1;
	for (i = 0; i < n; i++)
		if (unpack_item(h, &u, (uint32_t)nnames) < 0)
			return -1;
	return u.p == u.end ? 0 : -1;
}

/* A history, and the names of its releases. */
struct history_out {
	struct history *h;
	const char *const *names;
	size_t n;
};

static int unpack_history_out(void *out, char *buf, size_t len)
{
	struct history_out *o = out;

	if (!buf || unpack_history(o->h, buf, len, o->names, o->n) < 0) {
		history_release(o->h);
		history_init(o->h);
		return -1;
	}
	return 0;
}

static const struct packed_table history_table = {
	"history", "a history", "not a history",
};

int cache_history_get(struct cache *c, const char *key, struct history *h,
		      const char *const *names, size_t n)
{
	struct history_out o = { h, names, n };

	return get_packed(c, &history_table, key, unpack_history_out, &o);
}

/* Run @sql with text parameters @a and @b; 0 or -1, said. */
static int exec2(struct cache *c, const char *sql, const char *a,
		 const char *b, const void *blob, size_t len)
{
	sqlite3_stmt *st = NULL;
	int ret = -1;

	settle(c);
	if (sqlite3_prepare_v2(c->db, sql, -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, a, -1, SQLITE_STATIC);
		if (blob)
			sqlite3_bind_blob(st, 2, blob, (int)len, SQLITE_STATIC);
		else
			sqlite3_bind_text(st, 2, b, -1, SQLITE_STATIC);
		if (sqlite3_step(st) == SQLITE_DONE)
			ret = 0;
	}
	if (ret < 0)
		warning("cache %s: %s", c->path, sqlite3_errmsg(c->db));
	sqlite3_finalize(st);
	return ret;
}

void cache_history_put(struct cache *c, const char *key,
		       const struct history *h)
{
	struct strbuf packed = STRBUF_INIT;
	size_t r;

	if (!c)
		return;
	for (r = 0; r < h->nreleases; r++)
		if (h->releases[r].nproblems)
			return;
	pack_history(&packed, h);
	exec2(c, "INSERT OR REPLACE INTO history VALUES (?, ?)", key, NULL,
	      packed.buf, packed.len);
	strbuf_release(&packed);
}

void cache_history_remember(struct cache *c, const char *repo,
			    const char *names)
{
	if (c)
		exec2(c, "INSERT OR REPLACE INTO history_run VALUES (?, ?)",
		      repo, names, NULL, 0);
}

int cache_history_recall(struct cache *c, const char *repo,
			 struct strbuf *names)
{
	sqlite3_stmt *st = NULL;
	int ret = -1;

	settle(c);
	if (c && sqlite3_prepare_v2(c->db, "SELECT names FROM history_run"
				    " WHERE repo = ?", -1, &st,
				    NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, repo, -1, SQLITE_STATIC);
		if (sqlite3_step(st) == SQLITE_ROW &&
		    sqlite3_column_text(st, 0)) {
			strbuf_reset(names);
			strbuf_addstr(names,
				      (const char *)sqlite3_column_text(st, 0));
			ret = 0;
		}
	}
	sqlite3_finalize(st);
	return ret;
}

/*
 * The stat cache: rows as the blob rows, keyed by a directory, a path and
 * the versions, with the stat data they hold for.  "root" names the
 * inventory kept for each directory, the one cache_put_root() replaces.
 * Made on first use, so that a cache without directories has no such
 * tables.
 */
static int stat_setup(struct cache *c)
{
	if (!c || c->broken)
		return -1;
	settle(c);
	if (c->stat_ready)
		return 0;
	if (sqlite3_exec(c->db,
		"CREATE TABLE IF NOT EXISTS stat ("
		" root TEXT NOT NULL, path TEXT NOT NULL, ver INTEGER NOT NULL,"
		" dev INTEGER, ino INTEGER, size INTEGER, mtime INTEGER,"
		" ctime INTEGER, rerun INTEGER NOT NULL, facts BLOB,"
		" PRIMARY KEY (root, path)) WITHOUT ROWID;"
		"CREATE TABLE IF NOT EXISTS root ("
		" root TEXT PRIMARY KEY, key TEXT NOT NULL);",
		NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(c->db, "SELECT rerun, facts FROM stat"
			       " WHERE root = ?1 AND path = ?2 AND ver = ?3"
			       " AND dev = ?4 AND ino = ?5 AND size = ?6"
			       " AND mtime = ?7 AND ctime = ?8",
			       -1, &c->stat_get, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(c->db, "INSERT OR REPLACE INTO stat"
			       " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
			       -1, &c->stat_put, NULL) != SQLITE_OK) {
		blob_broken(c, sqlite3_errmsg(c->db));
		return -1;
	}
	c->stat_ready = 1;
	return 0;
}

static void bind_stat(sqlite3_stmt *st, sqlite3_int64 ver, const char *root,
		      const char *path, const struct source_stat *s)
{
	sqlite3_bind_text(st, 1, root, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, path, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 3, ver);
	sqlite3_bind_int64(st, 4, (sqlite3_int64)s->dev);
	sqlite3_bind_int64(st, 5, (sqlite3_int64)s->ino);
	sqlite3_bind_int64(st, 6, (sqlite3_int64)s->size);
	sqlite3_bind_int64(st, 7, s->mtime_ns);
	sqlite3_bind_int64(st, 8, s->ctime_ns);
}

int cache_stat_get(struct cache *c, const char *root, const char *path,
		   const struct source_stat *st, uint64_t *rerun,
		   struct strbuf *facts)
{
	if (stat_setup(c) < 0)
		return -1;
	bind_stat(c->stat_get, c->ver, root, path, st);
	return get_row(c, c->stat_get, rerun, facts);
}

void cache_stat_put(struct cache *c, const char *root, const char *path,
		    const struct source_stat *st, uint64_t rerun,
		    const char *facts, size_t len)
{
	if (stat_setup(c) < 0)
		return;
	bind_stat(c->stat_put, c->ver, root, path, st);
	put_row(c, c->stat_put, 9, rerun, facts, len);
}

void cache_stat_retain(struct cache *c, const char *root,
		       int (*keep)(const char *path, void *data), void *data)
{
	sqlite3_stmt *sel = NULL, *del = NULL;
	struct strbuf gone = STRBUF_INIT;	/* paths, NUL-terminated */
	size_t at;

	if (stat_setup(c) < 0 ||
	    sqlite3_prepare_v2(c->db, "SELECT path, ver FROM stat"
			       " WHERE root = ?", -1, &sel, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(c->db, "DELETE FROM stat"
			       " WHERE root = ? AND path = ?",
			       -1, &del, NULL) != SQLITE_OK)
		goto out;
	sqlite3_bind_text(sel, 1, root, -1, SQLITE_STATIC);
	while (sqlite3_step(sel) == SQLITE_ROW) {
		const char *path = (const char *)sqlite3_column_text(sel, 0);

		if (path && (sqlite3_column_int64(sel, 1) != c->ver ||
			     !keep(path, data)))
			strbuf_add(&gone, path, strlen(path) + 1);
	}
	for (at = 0; at < gone.len; at += strlen(gone.buf + at) + 1) {
		sqlite3_bind_text(del, 1, root, -1, SQLITE_STATIC);
		sqlite3_bind_text(del, 2, gone.buf + at, -1, SQLITE_STATIC);
		sqlite3_step(del);
		sqlite3_reset(del);
	}
out:
	sqlite3_finalize(sel);
	sqlite3_finalize(del);
	strbuf_release(&gone);
}

/* The rows of @p: in cache_put_root()'s thread, or in the writer. */
static void *put_root_main(void *arg)
{
	struct root_put *p = arg;
	struct cache *c = p->c;
	sqlite3_stmt *st = NULL;
	int began, i;

	/* Packed here if cache_put_root() left it to this thread. */
	if (!p->packed.len)
		pack_tree(&p->packed, p->inv);

	/*
	 * One transaction: SQLite syncs the journal and the database at
	 * each.  Not cache_begin(), which would wait for this thread; and
	 * IMMEDIATE, writing from the start: a transaction that reads first
	 * is refused at its first write, not made to wait, when the other
	 * side's connection writes meanwhile ("database is locked").
	 */
	began = sqlite3_exec(c->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) ==
		SQLITE_OK;
	for (i = 0; i < 2; i++) {
		const char *root = i ? p->base : p->root;

		if (!root)
			continue;
		/* The inventory of the state before, unless another keeps it. */
		tree_rows_delete(c, "key IN (SELECT key FROM root WHERE root = ?1"
				 " AND key != ?2) AND key NOT IN"
				 " (SELECT key FROM root WHERE root != ?1)",
				 root, p->key, 0);
		if (sqlite3_prepare_v2(c->db, "INSERT OR REPLACE INTO root"
				       " VALUES (?, ?)", -1, &st, NULL) ==
		    SQLITE_OK) {
			sqlite3_bind_text(st, 1, root, -1, SQLITE_STATIC);
			sqlite3_bind_text(st, 2, p->key, -1, SQLITE_STATIC);
			sqlite3_step(st);
		}
		sqlite3_finalize(st);
		st = NULL;
	}
	bytes_put(c, p->key, p->packed.buf, p->packed.len);
	if (began && sqlite3_exec(c->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
		warning("cache %s: %s", c->path, sqlite3_errmsg(c->db));
	return NULL;
}

/* A put of @key for @root, its bytes yet to be packed or added. */
static struct root_put *root_put_new(struct cache *c, const char *root,
				     const char *key, const char *base)
{
	struct root_put *p = xcalloc(1, sizeof(*p));

	p->c = c;
	p->root = xstrdup(root);
	p->key = xstrdup(key);
	p->base = base ? xstrdup(base) : NULL;
	strbuf_init(&p->packed, 0);
	return p;
}

/* Write @p, on the writer's thread after cache_write_behind(). */
static void root_put_start(struct root_put *p)
{
	struct cache *c = p->c;

	if (c->behind && !pthread_create(&c->writer, NULL, put_root_main, p)) {
		c->put = p;
		return;
	}
	put_root_main(p);
	root_put_free(p);
}

void cache_put_root(struct cache *c, const char *root, const char *key,
		    const struct inventory *inv, const char *base)
{
	struct root_put *p;

	if (stat_setup(c) < 0 || inv->nproblems)
		return;
	p = root_put_new(c, root, key, base);
	p->inv = inv;
	if (c->behind < 2)
		pack_tree(&p->packed, inv);
	root_put_start(p);
}

void cache_put_root_bytes(struct cache *c, const char *root, const char *key,
			  const void *buf, size_t len)
{
	struct root_put *p;

	if (stat_setup(c) < 0 || !len)
		return;
	p = root_put_new(c, root, key, NULL);
	strbuf_add(&p->packed, buf, len);
	root_put_start(p);
}

void cache_inventory_pack(struct strbuf *out, const struct inventory *inv)
{
	pack_tree(out, inv);
}

int cache_inventory_unpack(struct inventory *inv, const char *buf, size_t len)
{
	return unpack_tree(inv, buf, len, 1);
}

void cache_map(struct cache *c, int on)
{
	settle(c);
	if (c && !c->broken)
		sqlite3_exec(c->db, on ? "PRAGMA mmap_size = 1073741824" :
			     "PRAGMA mmap_size = 0", NULL, NULL, NULL);
}

int cache_has(struct cache *c, const char *key)
{
	sqlite3_stmt *st = NULL;
	int ret = 0;

	settle(c);
	if (c && sqlite3_prepare_v2(c->db, "SELECT 1 FROM tree WHERE key = ?",
				    -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
		ret = sqlite3_step(st) == SQLITE_ROW;
	}
	sqlite3_finalize(st);
	return ret;
}

int cache_root_seen(struct cache *c, const char *root)
{
	sqlite3_stmt *st = NULL;
	int seen = 1;

	if (stat_setup(c) < 0 ||
	    sqlite3_prepare_v2(c->db, "INSERT OR IGNORE INTO root"
			       " VALUES (?, '')", -1, &st, NULL) != SQLITE_OK)
		goto out;
	sqlite3_bind_text(st, 1, root, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_DONE)
		seen = sqlite3_changes(c->db) == 0;
out:
	sqlite3_finalize(st);
	return seen;
}
