// SPDX-License-Identifier: GPL-2.0
/*
 * A git tree listed through a listing of the trees before (log's loads)
 * gives the same files, in the same order, with the same blob ids and
 * contents, as one walked whole: whichever trees came before, and under
 * a REF:PATH prefix too.
 */
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>

#include "unit.h"

#include "core/strbuf.h"
#include "core/util.h"
#include "source/source.h"

static char tmpdir[] = "/tmp/abiwatch-git-listing-XXXXXX";
static git_repository *repo;

static void sh(const char *fmt, const char *arg)
{
	unit_sh(tmpdir, fmt, arg);
}

/*
 * Tags c1 to c5: a subtree kept, one changed, a file added and one
 * removed, a directory made a file and a file made a directory, names
 * that git sorts apart from strcmp() ("a-b", "a.c", "a/"), a symbolic
 * link and an empty tree between; c6, after c2, keeps a/x/y of a changed
 * a/x, and removes the first file.
 */
static int setup(void **state)
{
	(void)state;
	if (!mkdtemp(tmpdir))
		return -1;
	sh("export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_SYSTEM=/dev/null"
	   " GIT_AUTHOR_NAME=a GIT_AUTHOR_EMAIL=a@b GIT_COMMITTER_NAME=a"
	   " GIT_COMMITTER_EMAIL=a@b;"
	   " git init -q . && mkdir -p a/x/y b c a-b &&"
	   " echo 1 >a/x/y/f.c && echo 2 >a/x/g.c && echo 3 >b/h.c &&"
	   " echo 4 >a.c && echo 5 >a-b/i.c && echo 6 >c/j.c &&"
	   " ln -s a.c link && git add -A && git commit -qm 1 && git tag c1 &&"
	   " echo 7 >b/h.c && echo 8 >b/k.c && git rm -q c/j.c &&"
	   " git add -A && git commit -qm 2 && git tag c2 &&"
	   " git rm -qr a/x/y && echo 9 >a/x/y && echo 10 >a.c &&"
	   " git add -A && git commit -qm 3 && git tag c3 &&"
	   " git rm -q b/h.c b/k.c && mkdir -p b && echo 11 >b/l.c &&"
	   " git add -A && git commit -qm 4 && git tag c4 &&"
	   " git rm -qr . && git commit -q --allow-empty -m 5 && git tag c5 &&"
	   " git checkout -q c2 && echo 12 >a/x/g.c && git rm -q a-b/i.c &&"
	   " git add -A && git commit -qm 6 && git tag c6%s",
	   "");
	git_libgit2_init();
	assert_int_equal(git_repository_open(&repo, tmpdir), 0);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	git_repository_free(repo);
	sh("rm -rf %s", tmpdir);
	git_libgit2_shutdown();
	return 0;
}

static void add_line(const char *path, const char *id, void *data)
{
	strbuf_addf(data, "%s %s\n", path, id);
}

/* The files of @spec as "path id" lines, through @l if not NULL. */
static void list(struct strbuf *out, const char *spec, struct git_listing *l)
{
	struct strbuf err = STRBUF_INIT, buf = STRBUF_INIT;
	struct source *src;

	strbuf_reset(out);
	assert_int_equal(source_git_open(&src, repo, spec, &err), 0);
	if (l)
		source_git_use_listing(src, l);
	assert_int_equal(src->ops->list(src, add_line, out, NULL), 0);
	/* A file is read by the path it was listed under. */
	if (!strcmp(spec, "c2"))
		assert_int_equal(src->ops->read(src, "b/k.c", &buf, &err), 0);
	source_free(src);
	strbuf_release(&err);
	strbuf_release(&buf);
}

static void test_same(void **state)
{
	static const char *const order[] = {
		"c1", "c2", "c6", "c1", "c6", "c2", "c1", "c3", "c4", "c5",
		"c4", "c2", "c1:a", "c3:a", "c1", "c4:b", "c4", "c6:a", "c6",
	};
	struct git_listing *l = git_listing_new();
	struct strbuf got = STRBUF_INIT, want = STRBUF_INIT;
	size_t i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(order); i++) {
		list(&want, order[i], NULL);
		list(&got, order[i], l);
		assert_string_equal(got.buf, want.buf);
	}
	/* The first and the last, as they are. */
	list(&got, "c1", l);
	assert_string_equal(got.buf,
			    "a-b/i.c 7ed6ff82de6bcc2a78243fc9c54d3ef5ac14da69\n"
			    "a.c b8626c4cff2849624fb67f87cd0ad72b163671ad\n"
			    "a/x/g.c 0cfbf08886fca9a91cb753ec8734c84fcbe52c9f\n"
			    "a/x/y/f.c d00491fd7e5bb6fa28c517a0bb32b8b506539d4d\n"
			    "b/h.c 00750edc07d6415dcc07ae0351e9397b0222b7ba\n"
			    "c/j.c 1e8b314962144c26d5e0e50fd29d2ca327864913\n");
	list(&got, "c5", l);
	assert_string_equal(got.buf, "");
	git_listing_free(l);
	strbuf_release(&got);
	strbuf_release(&want);
}

/*
 * A tree git would not write, its entries out of order: listed sorted
 * all the same, and each file read by its path.
 */
static void test_unsorted(void **state)
{
	struct strbuf got = STRBUF_INIT, buf = STRBUF_INIT, err = STRBUF_INIT;
	struct source *src;

	(void)state;
	sh("z=$(echo 13 | git hash-object -w --stdin) &&"
	   " a=$(echo 14 | git hash-object -w --stdin) &&"
	   " t=$(perl -e 'print \"100644 z.c\\0\", pack(\"H*\", $ARGV[0]),"
	   " \"100644 a.c\\0\", pack(\"H*\", $ARGV[1])' $z $a |"
	   " git hash-object -t tree --literally -w --stdin) &&"
	   " git tag c7 $t%s", "");
	list(&got, "c7", NULL);
	assert_string_equal(got.buf,
			    "a.c 8351c19397f4fcd5238d10034fa7fa384f14d580\n"
			    "z.c b1bd38b62a0800a4f6a80c34e21c5acffae52c7e\n");
	assert_int_equal(source_git_open(&src, repo, "c7", &err), 0);
	assert_int_equal(src->ops->read(src, "a.c", &buf, &err), 0);
	assert_string_equal(buf.buf, "14\n");
	source_free(src);
	strbuf_release(&got);
	strbuf_release(&buf);
	strbuf_release(&err);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_same),
		cmocka_unit_test(test_unsorted),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
