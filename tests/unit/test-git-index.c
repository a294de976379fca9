// SPDX-License-Identifier: GPL-2.0
/*
 * The index file read in place gives what libgit2 gives, entry by entry,
 * for each version git writes; the forms it leaves to libgit2 are told
 * apart from a damaged file, which is said why.
 */
#include <stdio.h>
#include <stdlib.h>

#include "unit.h"

#include "core/strbuf.h"
#include "source/git-index.h"

static char tmpdir[] = "/tmp/abiwatch-git-index-XXXXXX";

static void sh(const char *fmt, const char *arg)
{
	unit_sh(tmpdir, fmt, arg);
}

/* A repository with an entry of each sort git writes. */
static int setup(void **state)
{
	(void)state;
	if (!mkdtemp(tmpdir))
		return -1;
	git_libgit2_init();
	sh("export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_SYSTEM=/dev/null;"
	   " git init -q . && mkdir -p drivers/net include/uapi/linux &&"
	   " echo a >Makefile && echo b >drivers/net/dummy.c &&"
	   " echo c >drivers/net/dummy.h && echo d >include/uapi/linux/if.h &&"
	   " echo e >drivers/net-b.c && echo f >'drivers/a name with spaces' &&"
	   " echo g >new.c && echo h >skipped.c && echo i >valid.c &&"
	   " ln -s Makefile link && git add Makefile drivers include link"
	   " skipped.c valid.c && git add -N new.c &&"
	   " git update-index --skip-worktree skipped.c &&"
	   " git update-index --assume-unchanged valid.c%s", "");
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	sh("rm -rf %s", tmpdir);
	git_libgit2_shutdown();
	return 0;
}

/* Every entry of the file at @path, as libgit2 reads it. */
static void compare(const char *path)
{
	struct index_file ix;
	const git_index_entry *a, *b;
	git_index *index;
	size_t i;

	assert_int_equal(git_index_open(&index, path), 0);
	assert_int_equal(index_file_open(&ix, path), INDEX_FILE_OK);
	for (i = 0; (a = index_file_next(&ix)); i++) {
		b = git_index_get_byindex(index, i);
		assert_non_null(b);
		assert_string_equal(a->path, b->path);
		assert_memory_equal(&a->id, &b->id, sizeof(a->id));
		assert_int_equal(a->ctime.seconds, b->ctime.seconds);
		assert_int_equal(a->ctime.nanoseconds, b->ctime.nanoseconds);
		assert_int_equal(a->mtime.seconds, b->mtime.seconds);
		assert_int_equal(a->mtime.nanoseconds, b->mtime.nanoseconds);
		assert_int_equal(a->dev, b->dev);
		assert_int_equal(a->ino, b->ino);
		assert_int_equal(a->mode, b->mode);
		assert_int_equal(a->uid, b->uid);
		assert_int_equal(a->gid, b->gid);
		assert_int_equal(a->file_size, b->file_size);
		assert_int_equal(a->flags, b->flags);
		assert_int_equal(a->flags_extended, b->flags_extended);
	}
	assert_int_equal(i, git_index_entrycount(index));
	assert_int_equal(i, 10);
	index_file_close(&ix);
	git_index_free(index);
}

static void index_path(struct strbuf *sb)
{
	strbuf_reset(sb);
	strbuf_addf(sb, "%s/.git/index", tmpdir);
}

/* The repository's index, of @version, read as libgit2 reads it. */
static void check_version(uint32_t version)
{
	struct strbuf path = STRBUF_INIT;
	struct index_file ix;

	index_path(&path);
	compare(path.buf);
	assert_int_equal(index_file_open(&ix, path.buf), INDEX_FILE_OK);
	assert_int_equal(ix.version, version);
	index_file_close(&ix);
	strbuf_release(&path);
}

/* Version 3: intent-to-add and skip-worktree need the extended flags. */
static void test_version3(void **state)
{
	(void)state;
	check_version(3);
}

/* Version 4 writes each path as a part of the one before it. */
static void test_version4(void **state)
{
	(void)state;
	sh("git update-index --index-version 4%s", "");
	check_version(4);
}

/* Version 2, once the entries that need version 3 are gone. */
static void test_version2(void **state)
{
	struct strbuf path = STRBUF_INIT;
	struct index_file ix;
	const git_index_entry *e;
	size_t n = 0;

	(void)state;
	sh("git rm -q --cached new.c && git update-index --no-skip-worktree"
	   " skipped.c && git update-index --index-version 2%s", "");
	index_path(&path);
	assert_int_equal(index_file_open(&ix, path.buf), INDEX_FILE_OK);
	assert_int_equal(ix.version, 2);
	while ((e = index_file_next(&ix)))
		n++;
	assert_int_equal(n, 9);
	index_file_close(&ix);
	strbuf_release(&path);
	sh("git add -N new.c && git update-index --skip-worktree skipped.c%s",
	   "");
}

/* @len bytes of @buf as the file @path. */
static void write_file(const char *path, const char *buf, size_t len)
{
	FILE *f = fopen(path, "wb");

	assert_non_null(f);
	assert_int_equal(fwrite(buf, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
}

/* A file cut short or damaged is left to libgit2, which says why. */
static void test_damaged(void **state)
{
	struct strbuf path = STRBUF_INIT, copy = STRBUF_INIT;
	struct strbuf buf = STRBUF_INIT;
	struct index_file ix;
	char c[4096];
	size_t len, n;
	FILE *f;
	int ret;

	(void)state;
	index_path(&path);
	strbuf_addf(&copy, "%s/damaged", tmpdir);
	f = fopen(path.buf, "rb");
	assert_non_null(f);
	while ((n = fread(c, 1, sizeof(c), f)) > 0)
		strbuf_add(&buf, c, n);
	fclose(f);
	/* Every length short of the whole, said. */
	for (len = 0; len < buf.len; len++) {
		write_file(copy.buf, buf.buf, len);
		assert_int_equal(index_file_open(&ix, copy.buf), INDEX_FILE_BAD);
		assert_non_null(strstr(ix.why, "cut short"));
		index_file_close(&ix);
	}
	/* Each byte changed in turn: read or refused, never past the file. */
	for (len = 0; len < buf.len; len++) {
		buf.buf[len] ^= 0xff;
		write_file(copy.buf, buf.buf, buf.len);
		buf.buf[len] ^= 0xff;
		ret = index_file_open(&ix, copy.buf);
		assert_true(ret == INDEX_FILE_OK || ret == INDEX_FILE_OTHER ||
			    ret == INDEX_FILE_BAD);
		while (ret == INDEX_FILE_OK && index_file_next(&ix))
			;
		index_file_close(&ix);
	}
	assert_int_equal(index_file_open(&ix, "/nonexistent/index"),
			 INDEX_FILE_OTHER);
	index_file_close(&ix);
	strbuf_release(&path);
	strbuf_release(&copy);
	strbuf_release(&buf);
}

/* A split index holds only part of the entries: libgit2 reads it. */
static void test_split(void **state)
{
	struct strbuf path = STRBUF_INIT;
	struct index_file ix;

	(void)state;
	sh("git update-index --split-index%s", "");
	index_path(&path);
	assert_int_equal(index_file_open(&ix, path.buf), INDEX_FILE_OTHER);
	index_file_close(&ix);
	strbuf_release(&path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_version3),
		cmocka_unit_test(test_version4),
		cmocka_unit_test(test_version2),
		cmocka_unit_test(test_damaged),
		cmocka_unit_test(test_split),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
