// SPDX-License-Identifier: GPL-2.0
/*
 * The cache of git trees and blobs, each test on a file of its own in a
 * temporary directory (never the user's ~/.cache): where the file is,
 * inventories and blob rows put and got back, the packed facts, damaged
 * rows and files, rows of other versions, and the cache turned off.
 */
#include <dirent.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "unit.h"

#include "core/strbuf.h"
#include "core/version.h"
#include "scan/cache.h"

static char tmpdir[64];
static char path[512];

/* Remove @dir and everything under it. */
static void remove_tree(const char *dir)
{
	struct dirent *de;
	char sub[1024];
	struct stat st;
	DIR *d = opendir(dir);

	if (!d)
		return;
	while ((de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", dir, de->d_name);
		if (!lstat(sub, &st) && S_ISDIR(st.st_mode))
			remove_tree(sub);
		else
			unlink(sub);
	}
	closedir(d);
	rmdir(dir);
}

static int group_setup(void **state)
{
	(void)state;
	snprintf(tmpdir, sizeof(tmpdir), "/tmp/abiwatch-test-cache.XXXXXX");
	if (!mkdtemp(tmpdir))
		return -1;
	/* Should a test fall back on the default, it is here too. */
	setenv("HOME", tmpdir, 1);
	setenv("XDG_CACHE_HOME", tmpdir, 1);
	return 0;
}

static int group_teardown(void **state)
{
	(void)state;
	remove_tree(tmpdir);
	return 0;
}

/* Point ABIWATCH_CACHE at @name in the temporary directory. */
static const char *use_cache(const char *name)
{
	snprintf(path, sizeof(path), "%s/%s", tmpdir, name);
	setenv("ABIWATCH_CACHE", path, 1);
	return path;
}

/* What is written on stderr between capture_begin() and capture_end(). */
static int saved_stderr = -1;
static char captured[4096];

static void capture_begin(void)
{
	char file[600];
	int fd;

	snprintf(file, sizeof(file), "%s/stderr", tmpdir);
	fflush(stderr);
	saved_stderr = dup(2);
	fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	assert_true(saved_stderr >= 0 && fd >= 0);
	dup2(fd, 2);
	close(fd);
}

static const char *capture_end(void)
{
	char file[600];
	ssize_t n;
	int fd;

	fflush(stderr);
	dup2(saved_stderr, 2);
	close(saved_stderr);
	snprintf(file, sizeof(file), "%s/stderr", tmpdir);
	fd = open(file, O_RDONLY);
	assert_true(fd >= 0);
	n = read(fd, captured, sizeof(captured) - 1);
	close(fd);
	captured[n > 0 ? n : 0] = '\0';
	return captured;
}

/* Run @sql on the cache file, as the sqlite3 shell would. */
static void sql(const char *stmt)
{
	sqlite3 *db;

	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	assert_int_equal(sqlite3_exec(db, stmt, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
}

static sqlite3_int64 sql_int(const char *query)
{
	sqlite3_stmt *st;
	sqlite3_int64 v;
	sqlite3 *db;

	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	assert_int_equal(sqlite3_prepare_v2(db, query, -1, &st, NULL),
			 SQLITE_OK);
	assert_int_equal(sqlite3_step(st), SQLITE_ROW);
	v = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	sqlite3_close(db);
	return v;
}

/* Add a fact of @kind and @name with attributes key, value, ..., NULL. */
static void fact(struct inventory *inv, const char *kind, const char *name,
		 const char *file, uint32_t line, uint32_t prio, ...)
{
	const char *key, *val;
	va_list ap;

	inventory_fact_begin(inv, kind, name, strlen(name),
			     arena_strdup(&inv->arena, file), line, prio);
	va_start(ap, prio);
	while ((key = va_arg(ap, const char *))) {
		val = va_arg(ap, const char *);
		inventory_fact_attr(inv, key, val, strlen(val));
	}
	va_end(ap);
	inventory_fact_end(inv);
}

/* A finished inventory of a small tree. */
static void small_tree(struct inventory *inv)
{
	inventory_init(inv);
	fact(inv, "syscall", "read", "fs/read_write.c", 720, 0,
	     "nr.x86_64", "0", "args", "unsigned int fd", NULL);
	fact(inv, "syscall", "read", "arch/x86/syscall_64.tbl", 12, 1,
	     "abi", "common", NULL);
	fact(inv, "ioctl", "FIONREAD", "include/uapi/asm-generic/ioctls.h",
	     45, 0, "nr", "0x541b", "dir", "none", NULL);
	fact(inv, "uapi-macro", "EMPTY", "include/uapi/linux/e.h", 3, 0,
	     NULL);
	inv->files = ((uint64_t)1 << 32) + 5;
	inventory_finish(inv);
}

/* Items @a and @b are the same; their files too unless @file is given. */
static void assert_same_items(const struct inventory *a,
			      const struct inventory *b, const char *file)
{
	size_t i;
	uint32_t k;

	assert_int_equal(a->nitems, b->nitems);
	for (i = 0; i < a->nitems; i++) {
		const struct item *x = &a->items[i], *y = &b->items[i];

		assert_string_equal(x->kind, y->kind);
		assert_string_equal(x->name, y->name);
		assert_string_equal(y->file, file ? file : x->file);
		assert_int_equal(x->line, y->line);
		assert_int_equal(x->prio, y->prio);
		assert_int_equal(x->nattrs, y->nattrs);
		for (k = 0; k < x->nattrs; k++) {
			assert_string_equal(x->attrs[k].key, y->attrs[k].key);
			assert_string_equal(x->attrs[k].val, y->attrs[k].val);
		}
	}
}

static void test_key(void **state)
{
	struct strbuf a = STRBUF_INIT, b = STRBUF_INIT;
	const char *want = "0123abcd abiwatch-" ABIWATCH_VERSION " schema-";

	(void)state;
	/* The tree, then the versions of abiwatch and its extractors. */
	cache_key(&a, "0123abcd");
	assert_int_equal(strncmp(a.buf, want, strlen(want)), 0);
	assert_non_null(strstr(a.buf, " syscall-"));
	cache_key(&b, "0123abcd");
	assert_string_equal(a.buf, b.buf);
	strbuf_reset(&b);
	cache_key(&b, "4567");
	assert_string_equal(a.buf + strlen("0123abcd"),
			    b.buf + strlen("4567"));
	strbuf_release(&a);
	strbuf_release(&b);
}

static void test_tree_round_trip(void **state)
{
	struct inventory inv, got;
	struct cache *c;

	(void)state;
	use_cache("tree.sqlite");
	small_tree(&inv);
	c = cache_open();
	assert_non_null(c);
	assert_int_equal(access(path, F_OK), 0);
	cache_put(c, "tree-1", &inv);

	inventory_init(&got);
	assert_int_equal(cache_get(c, "tree-1", &got, "v6.12"), 0);
	assert_same_items(&inv, &got, NULL);
	assert_int_equal(got.nitems, 3);
	assert_int_equal(got.files, inv.files);
	assert_string_equal(got.source, "v6.12");
	assert_int_equal(got.nproblems, 0);
	inventory_release(&got);
	cache_close(c);

	/* Another run finds it. */
	c = cache_open();
	assert_non_null(c);
	inventory_init(&got);
	assert_int_equal(cache_get(c, "tree-1", &got, "HEAD"), 0);
	assert_same_items(&inv, &got, NULL);
	assert_string_equal(got.source, "HEAD");
	inventory_release(&got);

	/* A key never put is not found, and @inv is left empty. */
	inventory_init(&got);
	assert_int_equal(cache_get(c, "tree-2", &got, "x"), -1);
	assert_int_equal(got.nitems, 0);
	assert_null(got.source);
	inventory_release(&got);
	cache_close(c);
	inventory_release(&inv);
}

static void test_tree_replaced(void **state)
{
	struct inventory inv, empty, got;
	struct cache *c;

	(void)state;
	use_cache("replaced.sqlite");
	c = cache_open();
	assert_non_null(c);
	small_tree(&inv);
	inventory_init(&empty);
	cache_put(c, "k", &inv);
	/* The same key again: the later inventory, in one row. */
	cache_put(c, "k", &empty);
	assert_int_equal(sql_int("SELECT count(*) FROM tree"), 1);
	inventory_init(&got);
	assert_int_equal(cache_get(c, "k", &got, "x"), 0);
	assert_int_equal(got.nitems, 0);
	assert_int_equal(got.files, 0);
	inventory_release(&got);
	cache_close(c);
	inventory_release(&inv);
	inventory_release(&empty);
}

/*
 * A finish step's output: unsorted as a step gives it, found by its
 * inputs' digest, the last four of an extractor kept, none with
 * problems.
 */
static void test_step(void **state)
{
	static const char *const digest[] = { "d1", "d2", "d3", "d4", "d5" };
	struct inventory out, got, bad;
	struct item swap;
	struct cache *c;
	size_t i;

	(void)state;
	use_cache("step.sqlite");
	c = cache_open();
	assert_non_null(c);
	small_tree(&out);
	swap = out.items[0];
	out.items[0] = out.items[out.nitems - 1];
	out.items[out.nitems - 1] = swap;
	for (i = 0; i < ARRAY_SIZE(digest); i++)
		cache_step_put(c, "uapi", digest[i], &out, 4);
	cache_step_put(c, "sysfs", "d1", &out, 4);
	assert_int_equal(sql_int("SELECT count(*) FROM tree"
				 " WHERE key LIKE 'step uapi %'"), 4);
	/* A name that begins with another's keeps its own last few. */
	for (i = 0; i < 3; i++)
		cache_step_put(c, "uapi-part", digest[i], &out, 2);
	assert_int_equal(sql_int("SELECT count(*) FROM tree"
				 " WHERE key LIKE 'step uapi-part %'"), 2);
	assert_int_equal(sql_int("SELECT count(*) FROM tree"
				 " WHERE key LIKE 'step uapi %'"), 4);
	inventory_init(&got);
	assert_int_equal(cache_step_get(c, "uapi-part", "d1", &got), -1);
	assert_int_equal(cache_step_get(c, "uapi-part", "d3", &got), 0);
	assert_same_items(&out, &got, NULL);
	inventory_release(&got);
	inventory_init(&got);
	assert_int_equal(cache_step_get(c, "uapi", "d1", &got), -1);
	assert_int_equal(got.nitems, 0);
	for (i = 1; i < ARRAY_SIZE(digest); i++) {
		assert_int_equal(cache_step_get(c, "uapi", digest[i], &got), 0);
		assert_same_items(&out, &got, NULL);
		inventory_release(&got);
		inventory_init(&got);
	}
	assert_int_equal(cache_step_get(c, "sysfs", "d1", &got), 0);
	assert_same_items(&out, &got, NULL);
	inventory_release(&got);
	inventory_init(&got);
	assert_int_equal(cache_step_get(c, "sysfs", "d2", &got), -1);

	/* What a step said of a file it could not read is not kept. */
	small_tree(&bad);
	inventory_problem(&bad, "include/uapi/linux/x.h", "binary file");
	cache_step_put(c, "param", "d1", &bad, 4);
	assert_int_equal(cache_step_get(c, "param", "d1", &got), -1);
	cache_close(c);
	inventory_release(&got);
	inventory_release(&bad);
	inventory_release(&out);
}

static void test_tree_with_problems(void **state)
{
	struct inventory inv, got;
	struct cache *c;

	(void)state;
	use_cache("problems.sqlite");
	c = cache_open();
	assert_non_null(c);
	/* A tree read in part is not kept: the next run must say so. */
	small_tree(&inv);
	inventory_problem(&inv, "drivers/x.c", "binary file");
	cache_put(c, "partial", &inv);
	inventory_init(&got);
	assert_int_equal(cache_get(c, "partial", &got, "x"), -1);
	assert_int_equal(sql_int("SELECT count(*) FROM tree"), 0);
	inventory_release(&got);
	cache_close(c);
	inventory_release(&inv);
}

/* Put a small tree under "k", damage its row with @stmt, and get it. */
static void damaged_tree(const char *stmt)
{
	struct inventory inv, got;
	struct strbuf want = STRBUF_INIT;
	struct cache *c;
	int ret;

	c = cache_open();
	assert_non_null(c);
	small_tree(&inv);
	cache_put(c, "k", &inv);
	sql(stmt);
	inventory_init(&got);
	capture_begin();
	ret = cache_get(c, "k", &got, "x");
	capture_end();
	/* Said, dropped, and @inv left empty. */
	assert_int_equal(ret, -1);
	strbuf_addf(&want, "abiwatch: warning: cache %s: an entry can't be read (not an inventory): rebuilding it\n",
		    path);
	assert_string_equal(captured, want.buf);
	assert_int_equal(got.nitems, 0);
	assert_int_equal(got.files, 0);
	assert_int_equal(sql_int("SELECT count(*) FROM tree"), 0);
	/* Rebuilt. */
	cache_put(c, "k", &inv);
	assert_int_equal(cache_get(c, "k", &got, "x"), 0);
	assert_same_items(&inv, &got, NULL);
	inventory_release(&got);
	inventory_release(&inv);
	strbuf_release(&want);
	cache_close(c);
}

static void test_tree_damaged(void **state)
{
	(void)state;
	use_cache("damaged-trunc.sqlite");
	damaged_tree("UPDATE tree SET packed = substr(packed, 1, length(packed) - 3)");
	use_cache("damaged-magic.sqlite");
	damaged_tree("UPDATE tree SET packed = x'00'");
	use_cache("damaged-null.sqlite");
	damaged_tree("UPDATE tree SET packed = x''");
	/* A kind no extractor has. */
	use_cache("damaged-kind.sqlite");
	damaged_tree("UPDATE tree SET packed = replace(packed, 'ioctl', 'iocxx')");
}

static void test_blob(void **state)
{
	struct inventory inv;
	struct strbuf packed = STRBUF_INIT, facts = STRBUF_INIT;
	uint64_t rerun = 0;
	struct cache *c;

	(void)state;
	use_cache("blob.sqlite");
	c = cache_open();
	assert_non_null(c);
	small_tree(&inv);
	cache_facts_pack(&packed, inv.items, inv.nitems);
	cache_begin(c);
	cache_blob_put(c, "e69de29b", "fs/read_write.c", 5, packed.buf,
		       packed.len);
	cache_blob_put(c, "e69de29b", "fs/other.c", (uint64_t)1 << 63, "", 0);
	cache_commit(c);
	cache_close(c);

	c = cache_open();
	assert_non_null(c);
	assert_int_equal(cache_blob_get(c, "e69de29b", "fs/read_write.c",
					&rerun, &facts), 0);
	assert_int_equal(rerun, 5);
	assert_int_equal(facts.len, packed.len);
	assert_memory_equal(facts.buf, packed.buf, packed.len);

	/* One blob at another path is another row; no facts, none given. */
	strbuf_addstr(&facts, "stale");
	assert_int_equal(cache_blob_get(c, "e69de29b", "fs/other.c", &rerun,
					&facts), 0);
	assert_int_equal(rerun, (uint64_t)1 << 63);
	assert_int_equal(facts.len, 0);

	rerun = 77;
	assert_int_equal(cache_blob_get(c, "e69de29b", "fs/third.c", &rerun,
					&facts), -1);
	assert_int_equal(cache_blob_get(c, "ffff", "fs/read_write.c", &rerun,
					&facts), -1);
	assert_int_equal(rerun, 77);
	cache_close(c);
	strbuf_release(&packed);
	strbuf_release(&facts);
	inventory_release(&inv);
}

static void test_facts_round_trip(void **state)
{
	struct inventory inv, got;
	struct strbuf packed = STRBUF_INIT;
	const char *file;

	(void)state;
	small_tree(&inv);
	/* Appended to what @out holds. */
	strbuf_addstr(&packed, "xy");
	cache_facts_pack(&packed, inv.items, inv.nitems);
	assert_int_equal(memcmp(packed.buf, "xy", 2), 0);

	inventory_init(&got);
	file = arena_strdup(&got.arena, "drivers/moved.c");
	assert_int_equal(cache_facts_unpack(&got, file, packed.buf + 2,
					    packed.len - 2), 0);
	/* Every fact, located in @file. */
	assert_same_items(&inv, &got, "drivers/moved.c");
	assert_ptr_equal(got.items[0].file, file);

	/* Nothing packed: nothing added. */
	assert_int_equal(cache_facts_unpack(&got, file, "", 0), 0);
	assert_int_equal(got.nitems, 3);
	strbuf_reset(&packed);
	cache_facts_pack(&packed, inv.items, 0);
	assert_int_equal(packed.len, 0);
	inventory_release(&got);
	inventory_release(&inv);
	strbuf_release(&packed);
}

/* Unpack @len bytes of @buf: the result of cache_facts_unpack(). */
static int unpack(const char *buf, size_t len)
{
	struct inventory inv;
	int ret;

	inventory_init(&inv);
	ret = cache_facts_unpack(&inv, "f.c", buf, len);
	inventory_release(&inv);
	return ret;
}

static void test_facts_damaged(void **state)
{
	struct inventory inv;
	struct strbuf packed = STRBUF_INIT;
	char *p;

	(void)state;
	inventory_init(&inv);
	fact(&inv, "syscall", "read", "a.c", 1, 0, "nr", "0", NULL);
	cache_facts_pack(&packed, inv.items, 1);
	assert_int_equal(unpack(packed.buf, packed.len), 0);
	/* Cut anywhere inside the one fact. */
	assert_int_equal(unpack(packed.buf, packed.len - 1), -1);
	assert_int_equal(unpack(packed.buf, 3), -1);
	assert_int_equal(unpack(packed.buf, 4 + strlen("syscall") + 2), -1);
	/* A NUL in a string. */
	p = memmem(packed.buf, packed.len, "read", 4);
	assert_non_null(p);
	p[1] = '\0';
	assert_int_equal(unpack(packed.buf, packed.len), -1);
	p[1] = 'e';
	/* A kind no extractor has. */
	p = memmem(packed.buf, packed.len, "syscall", 7);
	assert_non_null(p);
	p[0] = 'S';
	assert_int_equal(unpack(packed.buf, packed.len), -1);
	p[0] = 's';
	assert_int_equal(unpack(packed.buf, packed.len), 0);
	/*
	 * More attributes than there are: the count follows the kind, the
	 * name, the line and the priority.
	 */
	p = packed.buf + 4 + strlen("syscall") + 4 + strlen("read") + 4 + 4;
	assert_int_equal(p[0], 1);
	p[0] = 2;
	assert_int_equal(unpack(packed.buf, packed.len), -1);
	/* A length beyond the end. */
	packed.buf[3] = 0x7f;
	assert_int_equal(unpack(packed.buf, packed.len), -1);
	strbuf_release(&packed);
	inventory_release(&inv);
}

static void test_blob_damaged(void **state)
{
	struct inventory inv, got;
	struct strbuf packed = STRBUF_INIT, facts = STRBUF_INIT;
	uint64_t rerun;
	struct cache *c;

	(void)state;
	use_cache("blob-damaged.sqlite");
	c = cache_open();
	assert_non_null(c);
	small_tree(&inv);
	cache_facts_pack(&packed, inv.items, inv.nitems);
	cache_begin(c);
	cache_blob_put(c, "b10b", "a.c", 0, packed.buf, packed.len);
	cache_commit(c);
	sql("UPDATE blob SET facts = substr(facts, 1, length(facts) - 1)");
	/* The row is read as it is; its facts are not facts. */
	assert_int_equal(cache_blob_get(c, "b10b", "a.c", &rerun, &facts), 0);
	assert_int_equal(facts.len, packed.len - 1);
	inventory_init(&got);
	assert_int_equal(cache_facts_unpack(&got, "a.c", facts.buf,
					    facts.len), -1);
	inventory_release(&got);
	cache_close(c);
	strbuf_release(&packed);
	strbuf_release(&facts);
	inventory_release(&inv);
}

static void test_corrupt_file(void **state)
{
	struct inventory inv, got;
	struct strbuf want = STRBUF_INIT;
	struct cache *c;
	FILE *f;
	int i;

	(void)state;
	use_cache("corrupt.sqlite");
	f = fopen(path, "w");
	assert_non_null(f);
	for (i = 0; i < 100; i++)
		fputs("this is not an SQLite database\n", f);
	fclose(f);
	capture_begin();
	c = cache_open();
	capture_end();
	/* Said, and rebuilt. */
	assert_non_null(c);
	strbuf_addf(&want, "abiwatch: warning: cache %s can't be read (file is not a database): rebuilding it\n",
		    path);
	assert_string_equal(captured, want.buf);
	small_tree(&inv);
	cache_put(c, "k", &inv);
	inventory_init(&got);
	assert_int_equal(cache_get(c, "k", &got, "x"), 0);
	assert_int_equal(got.nitems, 3);
	inventory_release(&got);
	inventory_release(&inv);
	cache_close(c);
	strbuf_release(&want);
}

static void test_unusable_path(void **state)
{
	struct cache *c;

	(void)state;
	use_cache("no/such/dir/cache.sqlite");
	capture_begin();
	c = cache_open();
	capture_end();
	/* No cache, said; the run goes on without one. */
	assert_null(c);
	assert_non_null(strstr(captured, "not using it\n"));
	assert_non_null(strstr(captured, path));
}

static void test_other_versions(void **state)
{
	struct inventory inv, got;
	uint64_t rerun;
	struct strbuf facts = STRBUF_INIT;
	sqlite3_int64 ver;
	struct cache *c;

	(void)state;
	use_cache("versions.sqlite");
	c = cache_open();
	assert_non_null(c);
	small_tree(&inv);
	cache_put(c, "k", &inv);
	cache_begin(c);
	cache_blob_put(c, "b10b", "a.c", 1, "", 0);
	cache_commit(c);
	cache_close(c);
	ver = sql_int("SELECT value FROM meta WHERE key = 'ver'");
	assert_int_equal(sql_int("SELECT count(*) FROM blob, meta WHERE ver != value"), 0);

	/* As another abiwatch would leave it: its rows, its version. */
	sql("INSERT INTO blob VALUES ('0ther', 'a.c', 42, 0, NULL);"
	    "UPDATE meta SET value = 42 WHERE key = 'ver'");
	c = cache_open();
	assert_non_null(c);
	/* The other's rows are dropped, trees all, and the version is ours. */
	assert_int_equal(sql_int("SELECT count(*) FROM blob WHERE ver = 42"),
			 0);
	assert_int_equal(sql_int("SELECT count(*) FROM tree"), 0);
	assert_int_equal(sql_int("SELECT value FROM meta WHERE key = 'ver'"),
			 ver);
	inventory_init(&got);
	assert_int_equal(cache_get(c, "k", &got, "x"), -1);
	inventory_release(&got);
	/* Blob rows of this version are keyed by it, and stay. */
	assert_int_equal(cache_blob_get(c, "b10b", "a.c", &rerun, &facts), 0);
	assert_int_equal(rerun, 1);
	cache_close(c);
	strbuf_release(&facts);
	inventory_release(&inv);
}

static void test_default_path(void **state)
{
	struct strbuf xdg = STRBUF_INIT, home = STRBUF_INIT, want = STRBUF_INIT;
	struct cache *c;

	(void)state;
	/* $XDG_CACHE_HOME/abiwatch/cache.sqlite */
	unsetenv("ABIWATCH_CACHE");
	strbuf_addf(&xdg, "%s/xdg", tmpdir);
	assert_int_equal(mkdir(xdg.buf, 0755), 0);
	setenv("XDG_CACHE_HOME", xdg.buf, 1);
	c = cache_open();
	assert_non_null(c);
	cache_close(c);
	strbuf_addf(&want, "%s/abiwatch/cache.sqlite", xdg.buf);
	assert_int_equal(access(want.buf, F_OK), 0);

	/* Else ~/.cache/abiwatch/cache.sqlite, its directories made. */
	strbuf_addf(&home, "%s/home", tmpdir);
	assert_int_equal(mkdir(home.buf, 0755), 0);
	setenv("HOME", home.buf, 1);
	unsetenv("XDG_CACHE_HOME");
	setenv("ABIWATCH_CACHE", "", 1);
	c = cache_open();
	assert_non_null(c);
	cache_close(c);
	strbuf_reset(&want);
	strbuf_addf(&want, "%s/.cache/abiwatch/cache.sqlite", home.buf);
	assert_int_equal(access(want.buf, F_OK), 0);

	/* Neither: no cache. */
	unsetenv("HOME");
	unsetenv("ABIWATCH_CACHE");
	assert_null(cache_open());
	setenv("HOME", tmpdir, 1);
	setenv("XDG_CACHE_HOME", tmpdir, 1);
	strbuf_release(&xdg);
	strbuf_release(&home);
	strbuf_release(&want);
}

static void test_off(void **state)
{
	struct inventory inv;
	struct strbuf facts = STRBUF_INIT, key = STRBUF_INIT;
	uint64_t rerun = 3;

	(void)state;
	setenv("ABIWATCH_CACHE", "off", 1);
	assert_null(cache_open());

	/* Every call takes the cache that is not there. */
	small_tree(&inv);
	cache_put(NULL, "k", &inv);
	inventory_release(&inv);
	inventory_init(&inv);
	assert_int_equal(cache_get(NULL, "k", &inv, "x"), -1);
	assert_int_equal(inv.nitems, 0);
	cache_begin(NULL);
	cache_blob_put(NULL, "b10b", "a.c", 1, "x", 1);
	cache_commit(NULL);
	assert_int_equal(cache_blob_get(NULL, "b10b", "a.c", &rerun, &facts),
			 -1);
	assert_int_equal(rerun, 3);
	cache_close(NULL);
	cache_key(&key, "t");
	assert_true(key.len > 2);
	inventory_release(&inv);
	strbuf_release(&facts);
	strbuf_release(&key);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_key),
		cmocka_unit_test(test_tree_round_trip),
		cmocka_unit_test(test_tree_replaced),
		cmocka_unit_test(test_tree_with_problems),
		cmocka_unit_test(test_step),
		cmocka_unit_test(test_tree_damaged),
		cmocka_unit_test(test_blob),
		cmocka_unit_test(test_facts_round_trip),
		cmocka_unit_test(test_facts_damaged),
		cmocka_unit_test(test_blob_damaged),
		cmocka_unit_test(test_corrupt_file),
		cmocka_unit_test(test_unusable_path),
		cmocka_unit_test(test_other_versions),
		cmocka_unit_test(test_default_path),
		cmocka_unit_test(test_off),
	};

	return cmocka_run_group_tests_name("cache", tests, group_setup,
					   group_teardown);
}
