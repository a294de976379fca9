// SPDX-License-Identifier: GPL-2.0
/*
 * Walking a git history and applying patches, with libgit2.  Nothing
 * here touches a working tree or an index file: the trees of applied
 * patches are written to an in-memory object backend that the scan reads
 * through the repository's object database like any other tree.
 */
#include <git2.h>
#include <git2/sys/mempack.h>
#include <git2/sys/odb_backend.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/util.h"
#include "source/git-walk.h"
#include "source/source.h"

static void walk_error(struct strbuf *err, const char *what)
{
	const git_error *e = git_error_last();

	strbuf_addf(err, "%s: %s", what, e && e->message ? e->message :
		    "unknown libgit2 error");
}

/* "2024-01-31 12:00:00 +0100", the author's time in the author's zone. */
static char *format_date(const git_signature *sig)
{
	struct strbuf sb = STRBUF_INIT;
	int off = sig->when.offset;
	time_t t = (time_t)sig->when.time + (time_t)off * 60;
	struct tm tm;
	char buf[32];

	gmtime_r(&t, &tm);
	strftime(buf, sizeof(buf), "%Y-%m-%d %H:%M:%S", &tm);
	strbuf_addf(&sb, "%s %c%02d%02d", buf, off < 0 ? '-' : '+',
		    abs(off) / 60, abs(off) % 60);
	return strbuf_detach(&sb, NULL);
}

int git_walk_commit(struct git_walk_commit *out, git_repository *repo,
		    const char *rev, struct strbuf *err)
{
	git_object *obj = NULL, *peeled = NULL;
	const git_commit *c;
	const git_signature *sig;
	const char *summary;
	struct strbuf sb = STRBUF_INIT;
	unsigned int i;
	int ret = -1;

	memset(out, 0, sizeof(*out));
	if (git_revparse_single(&obj, repo, rev) < 0 ||
	    git_object_peel(&peeled, obj, GIT_OBJECT_COMMIT) < 0) {
		strbuf_addf(err, "%s: not a commit of %s", rev,
			    git_repository_path(repo));
		goto out;
	}
	c = (const git_commit *)peeled;
	git_oid_tostr(out->id, sizeof(out->id), git_commit_id(c));
	git_oid_tostr(out->tree, sizeof(out->tree), git_commit_tree_id(c));
	out->nparents = git_commit_parentcount(c);
	out->parents = xcalloc(out->nparents + 1, sizeof(*out->parents));
	for (i = 0; i < out->nparents; i++)
		git_oid_tostr(out->parents[i], sizeof(out->parents[i]),
			      git_commit_parent_id(c, i));
	summary = git_commit_summary((git_commit *)c);
	out->subject = xstrdup(summary ? summary : "");
	sig = git_commit_author(c);
	strbuf_addf(&sb, "%s <%s>", sig->name, sig->email);
	out->author = strbuf_detach(&sb, NULL);
	out->date = format_date(sig);
	ret = 0;
out:
	git_object_free(peeled);
	git_object_free(obj);
	return ret;
}

void git_walk_commit_release(struct git_walk_commit *c)
{
	free(c->parents);
	free(c->subject);
	free(c->author);
	free(c->date);
	memset(c, 0, sizeof(*c));
}

int git_walk_list(char (**ids)[GIT_WALK_HEXSZ + 1], size_t *n,
		  git_repository *repo, const char *push,
		  char (*hide)[GIT_WALK_HEXSZ + 1], size_t nhide,
		  struct strbuf *err)
{
	git_revwalk *walk = NULL;
	git_oid oid;
	size_t i, alloc = 0;
	int ret = -1, r;

	*ids = NULL;
	*n = 0;
	if (git_revwalk_new(&walk, repo) < 0 ||
	    git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL |
				GIT_SORT_REVERSE) < 0 ||
	    git_oid_fromstr(&oid, push) < 0 || git_revwalk_push(walk, &oid) < 0) {
		walk_error(err, push);
		goto out;
	}
	for (i = 0; i < nhide; i++) {
		if (git_oid_fromstr(&oid, hide[i]) < 0 ||
		    git_revwalk_hide(walk, &oid) < 0) {
			walk_error(err, hide[i]);
			goto out;
		}
	}
	while ((r = git_revwalk_next(&oid, walk)) == 0) {
		ALLOC_GROW(*ids, *n + 1, alloc);
		git_oid_tostr((*ids)[(*n)++], GIT_WALK_HEXSZ + 1, &oid);
	}
	if (r != GIT_ITEROVER) {
		walk_error(err, push);
		goto out;
	}
	ret = 0;
out:
	git_revwalk_free(walk);
	return ret;
}

struct touch {
	git_repository *repo;
	int (*want)(const char *path, void *data);
	void *data;
	struct strbuf path;
};

static int touches_tree(struct touch *t, const git_tree *old,
			const git_tree *new);

/*
 * Whether entry @e, changed, or present on one side only (@other is its
 * counterpart, or NULL), touches a wanted path.  t->path holds its
 * directory.
 */
static int touches_entry(struct touch *t, const git_tree_entry *e,
			 const git_tree_entry *other, int e_is_new)
{
	size_t len = t->path.len;
	git_tree *sub = NULL, *osub = NULL;
	int ret;

	strbuf_addstr(&t->path, git_tree_entry_name(e));
	if (git_tree_entry_type(e) != GIT_OBJECT_TREE) {
		ret = t->want(t->path.buf, t->data);
		/* A directory that became a file: its files went too. */
		if (!ret && other && git_tree_entry_type(other) == GIT_OBJECT_TREE)
			ret = 1;
		goto out;
	}
	ret = -1;
	if (git_tree_lookup(&sub, t->repo, git_tree_entry_id(e)) < 0 ||
	    (other && git_tree_entry_type(other) == GIT_OBJECT_TREE &&
	     git_tree_lookup(&osub, t->repo, git_tree_entry_id(other)) < 0))
		goto out;
	strbuf_addch(&t->path, '/');
	ret = e_is_new ? touches_tree(t, osub, sub) : touches_tree(t, sub, osub);
out:
	git_tree_free(sub);
	git_tree_free(osub);
	strbuf_setlen(&t->path, len);
	return ret;
}

/*
 * Whether the files of @new differ from those of @old (either may be
 * NULL, for no tree) in a path that t->want takes.  Subtrees with the
 * same id are skipped: a commit that changes one directory costs the
 * trees on its way, not a walk of the kernel's 5,000 directories.
 */
static int touches_tree(struct touch *t, const git_tree *old,
			const git_tree *new)
{
	size_t i, n;
	int r;

	n = new ? git_tree_entrycount(new) : 0;
	for (i = 0; i < n; i++) {
		const git_tree_entry *e = git_tree_entry_byindex(new, i);
		const git_tree_entry *o = old ?
			git_tree_entry_byname(old, git_tree_entry_name(e)) : NULL;

		if (o && git_oid_equal(git_tree_entry_id(o), git_tree_entry_id(e)))
			continue;
		r = touches_entry(t, e, o, 1);
		if (r)
			return r;
	}
	n = old ? git_tree_entrycount(old) : 0;
	for (i = 0; i < n; i++) {
		const git_tree_entry *o = git_tree_entry_byindex(old, i);

		if (new && git_tree_entry_byname(new, git_tree_entry_name(o)))
			continue;
		r = touches_entry(t, o, NULL, 0);
		if (r)
			return r;
	}
	return 0;
}

int git_walk_touches(git_repository *repo, const char *id,
		     int (*want)(const char *path, void *data), void *data)
{
	git_commit *c = NULL, *parent = NULL;
	git_tree *tree = NULL, *ptree = NULL;
	git_oid oid;
	struct touch t = { repo, want, data, STRBUF_INIT };
	int ret = -1;

	if (git_oid_fromstr(&oid, id) < 0 ||
	    git_commit_lookup(&c, repo, &oid) < 0 ||
	    git_commit_tree(&tree, c) < 0)
		goto out;
	if (git_commit_parentcount(c) &&
	    (git_commit_parent(&parent, c, 0) < 0 ||
	     git_commit_tree(&ptree, parent) < 0))
		goto out;
	ret = touches_tree(&t, ptree, tree);
out:
	strbuf_release(&t.path);
	git_tree_free(ptree);
	git_tree_free(tree);
	git_commit_free(parent);
	git_commit_free(c);
	return ret;
}

int git_walk_in_memory(git_repository *repo, struct strbuf *err)
{
	git_odb_backend *mem = NULL;
	git_odb *odb = NULL;
	int ret = -1;

	if (git_repository_odb(&odb, repo) < 0 || git_mempack_new(&mem) < 0) {
		walk_error(err, git_repository_path(repo));
		goto out;
	}
	/* Above every other backend: writes go to the first that takes them. */
	if (git_odb_add_backend(odb, mem, 1000) < 0) {
		walk_error(err, git_repository_path(repo));
		mem->free(mem);
		goto out;
	}
	ret = 0;
out:
	git_odb_free(odb);
	return ret;
}

struct apply_at {
	git_tree *tree;		/* the tree patched */
	struct strbuf path;	/* the file being applied */
	int exists;		/* a new file that the tree has already */
};

/*
 * libgit2 writes a new file over one of the same name; git apply and
 * git am refuse, and so do we.
 */
static int apply_delta_cb(const git_diff_delta *d, void *data)
{
	struct apply_at *at = data;
	git_tree_entry *e = NULL;

	strbuf_reset(&at->path);
	strbuf_addstr(&at->path, d->new_file.path ? d->new_file.path :
		      d->old_file.path);
	if (d->status == GIT_DELTA_ADDED &&
	    git_tree_entry_bypath(&e, at->tree, d->new_file.path) == 0) {
		git_tree_entry_free(e);
		at->exists = 1;
		return -1;
	}
	return 0;
}

int git_walk_apply(char out[GIT_WALK_HEXSZ + 1], git_repository *repo,
		   const char *base, const char *patch, size_t len,
		   struct strbuf *err)
{
	git_apply_options opts;
	struct apply_at at = { NULL, STRBUF_INIT, 0 };
	git_diff *diff = NULL;
	git_tree *tree = NULL;
	git_index *index = NULL;
	git_oid oid;
	int ret = -1;

	if (git_oid_fromstr(&oid, base) < 0 ||
	    git_tree_lookup(&tree, repo, &oid) < 0) {
		walk_error(err, base);
		goto out;
	}
	if (git_diff_from_buffer(&diff, patch, len) < 0) {
		walk_error(err, "not a patch git can read");
		goto out;
	}
	git_apply_options_init(&opts, GIT_APPLY_OPTIONS_VERSION);
	opts.delta_cb = apply_delta_cb;
	opts.payload = &at;
	at.tree = tree;
	if (git_apply_to_tree(&index, repo, tree, diff, &opts) < 0) {
		const git_error *e = git_error_last();

		strbuf_addf(err, "%s%s%s", at.path.len ? at.path.buf : "",
			    at.path.len ? ": " : "", at.exists ?
			    "already exists in the tree" :
			    e && e->message ? e->message : "does not apply");
		goto out;
	}
	if (git_index_write_tree_to(&oid, index, repo) < 0) {
		walk_error(err, "writing the patched tree");
		goto out;
	}
	git_oid_tostr(out, GIT_WALK_HEXSZ + 1, &oid);
	ret = 0;
out:
	strbuf_release(&at.path);
	git_index_free(index);
	git_diff_free(diff);
	git_tree_free(tree);
	return ret;
}
