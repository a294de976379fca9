// SPDX-License-Identifier: GPL-2.0
/*
 * A git tree as a source of files, read from the object store with
 * libgit2: no checkout, no temporary copy.  A side is anything
 * git_revparse_single() takes that names a tree, commit or tag ("v6.12",
 * "HEAD~3", "v6.12:include/uapi"); its files are the regular blobs of the
 * tree (symbolic links and submodules are not followed, as in a
 * directory).
 *
 * The file list is made once, with each blob's id, so that reading a file
 * is a lookup in the object database, which libgit2 makes safe to do
 * from several threads: each with an object database of its own, as
 * libgit2 reads one object of a database at a time.
 */
#include <errno.h>
#include <git2.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "source/source.h"
#include "core/arena.h"
#include "core/util.h"

/*
 * A blob a listing met, with its id in hex as list gives it: formatting
 * the id of each of a tree's 80,000 files was 2% of a log's load, whose
 * listing copies most entries from the one before.
 */
struct listed_blob {
	git_oid oid;
	char hex[GIT_OID_HEXSZ + 1];
};

struct blob_entry {
	const char *path;
	const struct listed_blob *blob;
};

/*
 * A directory a listing had: its path from the top with a '/' at the
 * end (after the prefix of REF:PATH), its tree, its files, the listing's
 * entries from @first on, @n of them, and the directories below it, the
 * @ndirs records after its own.
 */
struct listed_dir {
	const char *path;
	git_oid oid;
	size_t first, n, ndirs;
};

struct git_listing {
	/* The paths of the files and directories listed, each once. */
	struct arena arena;
	const char **paths;	/* open addressing */
	size_t cap, used;
	/* The blobs met, each once, by id. */
	const struct listed_blob **blobs;
	size_t blobs_cap, nblobs;
	/* The tree listed last: its files and directories, in order. */
	struct blob_entry *files;
	size_t nfiles, files_alloc;
	struct listed_dir *dirs;
	size_t ndirs;
	/* @dirs by their paths' strings, each index + 1; 0 a free slot. */
	size_t *by_path;
	size_t by_mask;
};

struct git_source {
	struct source src;
	char id[GIT_OID_HEXSZ + 1];	/* of the tree read */
	git_repository *repo;
	/*
	 * The repository's object database, and those opened for the
	 * threads that read at the same time: libgit2 holds a database's
	 * lock while it inflates an object, which held a first scan's
	 * second worker waiting a third of the time.  Under @odb_lock.
	 */
	git_odb *odb;
	int odb_busy, no_spare;
	git_odb **spare;
	size_t nspare, spare_alloc;
	pthread_mutex_t odb_lock;
	/*
	 * The file list, made on first use: a tree whose inventory the cache
	 * has is never walked.  Its tree, and the prefix of REF:PATH.
	 */
	git_oid tree;
	char *prefix;
	size_t prefix_len;
	/*
	 * The first read may come from two annotators at once (a tree the
	 * cache has, annotated anew): one walks, the other waits.
	 */
	pthread_mutex_t walk_lock;
	atomic_int walked;
	struct blob_entry *v;
	size_t n, alloc;
	/*
	 * The listing it lists through, the caller's (source_git_use_listing())
	 * or @own, made for its one listing: v[]'s paths are its strings.
	 */
	struct git_listing *listing, *own;
};

static int walk_tree(struct git_source *gs, struct strbuf *err);

/* libgit2's last error, after "@what: " unless @what is NULL. */
static void lg2_error(struct strbuf *err, const char *what)
{
	const git_error *e = git_error_last();

	if (what)
		strbuf_addf(err, "%s: ", what);
	strbuf_addstr(err, e && e->message ? e->message :
		      "unknown libgit2 error");
}

/* libgit2 is initialised once, for the process. */
static void lg2_init(void)
{
	static int done;

	if (!done) {
		git_libgit2_init();
		/*
		 * By default libgit2 hashes each object it reads to check its
		 * id: 30% of a first scan.  git cat-file doesn't, and a
		 * damaged object still fails zlib's checksum or its delta's
		 * sizes, and is reported as a file that can't be read.
		 */
		git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, 0);
		/*
		 * Packs are mapped in windows, and mapped pages count in the
		 * resident set: libgit2's default, one window of 1 GiB, held
		 * most of the kernel's 600 MB pack once every blob was read.
		 * Small windows, a few at once, cost no time.
		 */
		git_libgit2_opts(GIT_OPT_SET_MWINDOW_SIZE, (size_t)16 << 20);
		git_libgit2_opts(GIT_OPT_SET_MWINDOW_MAPPED_LIMIT,
				 (size_t)64 << 20);
		/*
		 * libgit2 keeps in its cache trees of up to 4 KB: a
		 * kernel's large directories (drivers/, include/linux/)
		 * were read and parsed again at every commit log loaded,
		 * a third of the walk of its tree.
		 */
		git_libgit2_opts(GIT_OPT_SET_CACHE_OBJECT_LIMIT,
				 GIT_OBJECT_TREE, (size_t)1 << 20);
		done = 1;
	}
}

int source_git_repo_open(git_repository **out, const char *dir,
			 struct strbuf *err)
{
	git_buf found = { 0 };
	int ret;

	lg2_init();
	*out = NULL;
	if (dir)
		ret = git_repository_open_ext(out, dir,
					      GIT_REPOSITORY_OPEN_NO_SEARCH,
					      NULL);
	else if (git_repository_discover(&found, ".", 0, NULL) == 0)
		ret = git_repository_open(out, found.ptr);
	else
		ret = -1;
	git_buf_dispose(&found);
	if (ret < 0) {
		if (dir)
			lg2_error(err, dir);
		else
			strbuf_addstr(err, "not in a git repository");
		return -1;
	}
	return 0;
}

static int entry_cmp(const void *a, const void *b)
{
	return strcmp(((const struct blob_entry *)a)->path,
		      ((const struct blob_entry *)b)->path);
}

static int git_list(struct source *src, source_file_fn fn, void *data,
		    struct inventory *problems)
{
	struct git_source *gs = (struct git_source *)src;
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	(void)problems;
	if (walk_tree(gs, &sb) < 0) {
		error("%s", sb.buf);
		strbuf_release(&sb);
		return -1;
	}
	for (i = 0; i < gs->n; i++)
		fn(gs->v[i].path, gs->v[i].blob->hex, data);
	return 0;
}

/*
 * An object database for one read: the repository's if no other read has
 * it, else a spare one, or one opened anew (none: the repository's, for
 * the reads after too); odb_give() takes it back.  One opened anew has
 * the objects on disk, not those git_walk_in_memory() keeps.
 */
static git_odb *odb_take(struct git_source *gs)
{
	struct strbuf dir = STRBUF_INIT;
	git_odb *odb = NULL;
	int open = 0;

	pthread_mutex_lock(&gs->odb_lock);
	if (!gs->odb_busy || gs->no_spare) {
		gs->odb_busy = 1;
		odb = gs->odb;
	} else if (gs->nspare) {
		odb = gs->spare[--gs->nspare];
	} else {
		open = 1;
	}
	pthread_mutex_unlock(&gs->odb_lock);
	if (!open)
		return odb;
	strbuf_addf(&dir, "%sobjects", git_repository_commondir(gs->repo));
	if (git_odb_open(&odb, dir.buf) < 0) {
		odb = gs->odb;
		pthread_mutex_lock(&gs->odb_lock);
		gs->no_spare = 1;
		pthread_mutex_unlock(&gs->odb_lock);
	}
	strbuf_release(&dir);
	return odb;
}

static void odb_give(struct git_source *gs, git_odb *odb)
{
	pthread_mutex_lock(&gs->odb_lock);
	if (odb == gs->odb) {
		gs->odb_busy = 0;
	} else {
		ALLOC_GROW(gs->spare, gs->nspare + 1, gs->spare_alloc);
		gs->spare[gs->nspare++] = odb;
	}
	pthread_mutex_unlock(&gs->odb_lock);
}

static int git_read(struct source *src, const char *path, struct strbuf *buf,
		    struct strbuf *err)
{
	struct git_source *gs = (struct git_source *)src;
	struct blob_entry key, *b;
	git_odb_object *obj;
	git_odb *odb;
	size_t size;
	int ret;

	/* Listed first by a scan; read alone by an annotator. */
	if (walk_tree(gs, err) < 0)
		return -1;
	key.path = path;
	b = search_array(&key, gs->v, gs->n, sizeof(*gs->v), entry_cmp);
	/* As a directory's: the caller names the file. */
	if (!b) {
		strbuf_addstr(err, "not in the tree");
		errno = ENOENT;
		return -1;
	}
	odb = odb_take(gs);
	ret = git_odb_read(&obj, odb, &b->blob->oid);
	/* A patch's blob is in the repository's database alone, in memory. */
	if (ret == GIT_ENOTFOUND && odb != gs->odb)
		ret = git_odb_read(&obj, gs->odb, &b->blob->oid);
	odb_give(gs, odb);
	if (ret < 0) {
		lg2_error(err, NULL);
		return -1;
	}
	size = git_odb_object_size(obj);
	if (size > SOURCE_MAX_FILE) {
		strbuf_addf(err, "blob of %zu bytes is larger than %u MiB",
			    size, SOURCE_MAX_FILE >> 20);
		git_odb_object_free(obj);
		return -1;
	}
	strbuf_reset(buf);
	strbuf_add(buf, git_odb_object_data(obj), size);
	git_odb_object_free(obj);
	return 0;
}

static void git_free(struct source *src)
{
	struct git_source *gs = (struct git_source *)src;
	size_t i;

	git_listing_free(gs->own);
	free(gs->v);
	free(gs->prefix);
	git_odb_free(gs->odb);
	for (i = 0; i < gs->nspare; i++)
		git_odb_free(gs->spare[i]);
	free(gs->spare);
	pthread_mutex_destroy(&gs->odb_lock);
	pthread_mutex_destroy(&gs->walk_lock);
	free(gs->src.name);
	free(gs);
}

/* Only a caller's listing outlives the source. */
static const void *git_paths_owner(struct source *src)
{
	const struct git_source *gs = (const struct git_source *)src;

	return gs->own ? NULL : gs->listing;
}

static const struct source_ops git_ops = {
	.list = git_list,
	.read = git_read,
	.free = git_free,
	.paths_owner = git_paths_owner,
};

struct git_listing *git_listing_new(void)
{
	return xcalloc(1, sizeof(struct git_listing));
}

void git_listing_free(struct git_listing *l)
{
	if (!l)
		return;
	arena_release(&l->arena);
	free(l->paths);
	free(l->blobs);
	free(l->files);
	free(l->dirs);
	free(l->by_path);
	free(l);
}

void source_git_use_listing(struct source *src, struct git_listing *l)
{
	struct git_source *gs = (struct git_source *)src;

	if (src->ops == &git_ops && !atomic_load(&gs->walked))
		gs->listing = l;
}

static void intern_grow(struct git_listing *l)
{
	const char **old = l->paths;
	size_t oldcap = l->cap, i, h;

	l->cap = l->cap ? l->cap * 2 : 4096;
	l->paths = xcalloc(l->cap, sizeof(*l->paths));
	for (i = 0; i < oldcap; i++) {
		if (!old[i])
			continue;
		for (h = str_hash(old[i]); l->paths[h & (l->cap - 1)]; h++)
			;
		l->paths[h & (l->cap - 1)] = old[i];
	}
	free(old);
}

/* The listing's string of the path @s[0..@len), one for each path. */
static const char *intern(struct git_listing *l, const char *s, size_t len)
{
	const char **e;
	size_t h;

	if (2 * (l->used + 1) > l->cap)
		intern_grow(l);
	for (h = str_hash_len(s, len); *(e = &l->paths[h & (l->cap - 1)]);
	     h++)
		/* strncmp() reads no further in *e than its end. */
		if (!strncmp(*e, s, len) && !(*e)[len])
			return *e;
	*e = arena_strndup(&l->arena, s, len);
	l->used++;
	return *e;
}

static size_t blob_slot(const git_oid *id)
{
	uint64_t h;

	/* An object id is a hash already. */
	memcpy(&h, id->id, sizeof(h));
	return (size_t)h;
}

static void blobs_grow(struct git_listing *l)
{
	const struct listed_blob **old = l->blobs;
	size_t oldcap = l->blobs_cap, i, h;

	l->blobs_cap = l->blobs_cap ? l->blobs_cap * 2 : 4096;
	l->blobs = xcalloc(l->blobs_cap, sizeof(*l->blobs));
	for (i = 0; i < oldcap; i++) {
		if (!old[i])
			continue;
		for (h = blob_slot(&old[i]->oid);
		     l->blobs[h & (l->blobs_cap - 1)]; h++)
			;
		l->blobs[h & (l->blobs_cap - 1)] = old[i];
	}
	free(old);
}

/* The listing's record of blob @id, one for each blob. */
static const struct listed_blob *blob_intern(struct git_listing *l,
					     const git_oid *id)
{
	const struct listed_blob **e;
	struct listed_blob *b;
	size_t h;

	if (2 * (l->nblobs + 1) > l->blobs_cap)
		blobs_grow(l);
	for (h = blob_slot(id); *(e = &l->blobs[h & (l->blobs_cap - 1)]); h++)
		if (git_oid_equal(&(*e)->oid, id))
			return *e;
	b = arena_alloc(&l->arena, sizeof(*b));
	git_oid_cpy(&b->oid, id);
	git_oid_tostr(b->hex, sizeof(b->hex), id);
	*e = b;
	l->nblobs++;
	return b;
}

static size_t ptr_slot(const struct git_listing *l, const char *p)
{
	return (size_t)(((uintptr_t)p * UINT64_C(0x9e3779b97f4a7c15)) >> 17) &
	       l->by_mask;
}

/* The directory of path @p (the listing's string) the listing had. */
static const struct listed_dir *listed_dir_find(const struct git_listing *l,
						const char *p)
{
	size_t h, i;

	if (!l->by_path)
		return NULL;
	for (h = ptr_slot(l, p); (i = l->by_path[h]); h = (h + 1) & l->by_mask)
		if (l->dirs[i - 1].path == p)
			return &l->dirs[i - 1];
	return NULL;
}

/* The walk of a tree through a listing: what it has made so far. */
struct list_walk {
	struct git_source *gs;
	struct git_listing *l;
	struct strbuf dir;	/* of the tree being walked, '/' at the end */
	struct listed_dir *dirs;
	size_t ndirs, alloc;
};

static int list_tree(struct list_walk *w, const git_tree *tree);

/*
 * The directory @w->dir, of tree @id: copied from the listing before if
 * it had the same tree there, else walked.
 */
static int list_dir(struct list_walk *w, const git_oid *id)
{
	struct git_source *gs = w->gs;
	const char *p = intern(w->l, w->dir.buf, w->dir.len);
	const struct listed_dir *old = listed_dir_find(w->l, p);
	size_t at = w->ndirs, k;
	git_tree *sub;
	int ret;

	ALLOC_GROW(w->dirs, w->ndirs + 1, w->alloc);
	w->dirs[at] = (struct listed_dir){ p, *id, gs->n, 0, 0 };
	w->ndirs++;
	if (old && git_oid_equal(&old->oid, id)) {
		/* An empty tree (the top's) has no files to point to. */
		if (old->n) {
			ALLOC_GROW(gs->v, gs->n + old->n, gs->alloc);
			memcpy(gs->v + gs->n, w->l->files + old->first,
			       old->n * sizeof(*gs->v));
			gs->n += old->n;
		}
		ALLOC_GROW(w->dirs, w->ndirs + old->ndirs, w->alloc);
		for (k = 1; k <= old->ndirs; k++) {
			struct listed_dir *d = &w->dirs[w->ndirs++];

			*d = old[k];
			d->first = d->first - old->first + w->dirs[at].first;
		}
		w->dirs[at].n = old->n;
		w->dirs[at].ndirs = old->ndirs;
		return 0;
	}
	if (git_tree_lookup(&sub, gs->repo, id) < 0)
		return -1;
	ret = list_tree(w, sub);
	git_tree_free(sub);
	w->dirs[at].n = gs->n - w->dirs[at].first;
	w->dirs[at].ndirs = w->ndirs - at - 1;
	return ret;
}

/*
 * The regular files of @tree, and those of its subtrees where they come,
 * as git_tree_walk() would give them: in strcmp() order of their paths,
 * as git sorts a tree's entries (a directory's name as if it ended in
 * '/').
 */
static int list_tree(struct list_walk *w, const git_tree *tree)
{
	size_t i, n = git_tree_entrycount(tree), len = w->dir.len;
	struct git_source *gs = w->gs;

	for (i = 0; i < n; i++) {
		const git_tree_entry *e = git_tree_entry_byindex(tree, i);
		git_filemode_t mode = git_tree_entry_filemode(e);

		strbuf_setlen(&w->dir, len);
		strbuf_addstr(&w->dir, git_tree_entry_name(e));
		if (mode == GIT_FILEMODE_BLOB ||
		    mode == GIT_FILEMODE_BLOB_EXECUTABLE) {
			ALLOC_GROW(gs->v, gs->n + 1, gs->alloc);
			gs->v[gs->n].path = intern(w->l, w->dir.buf,
						   w->dir.len);
			gs->v[gs->n++].blob = blob_intern(w->l,
							  git_tree_entry_id(e));
		} else if (mode == GIT_FILEMODE_TREE) {
			strbuf_addch(&w->dir, '/');
			if (list_dir(w, git_tree_entry_id(e)) < 0)
				return -1;
		}
	}
	strbuf_setlen(&w->dir, len);
	return 0;
}

/* The listing after a walk: what it made, for the next. */
static void listing_keep(struct git_listing *l, const struct git_source *gs,
			 struct list_walk *w)
{
	size_t i, h, cap;

	ALLOC_GROW(l->files, gs->n, l->files_alloc);
	if (gs->n)
		memcpy(l->files, gs->v, gs->n * sizeof(*gs->v));
	l->nfiles = gs->n;
	free(l->dirs);
	l->dirs = w->dirs;
	l->ndirs = w->ndirs;
	w->dirs = NULL;
	for (cap = 16; cap < 2 * l->ndirs; cap *= 2)
		;
	free(l->by_path);
	l->by_path = xcalloc(cap, sizeof(*l->by_path));
	l->by_mask = cap - 1;
	for (i = 0; i < l->ndirs; i++) {
		for (h = ptr_slot(l, l->dirs[i].path); l->by_path[h];
		     h = (h + 1) & l->by_mask)
			;
		l->by_path[h] = i + 1;
	}
}

/*
 * The files of @gs's tree through its listing: the subtrees that the
 * tree the listing had before shares with it are not walked again (a
 * kernel tree has 5,000, which a log's load walked, a tenth of it).
 */
static int list_through(struct git_source *gs)
{
	struct list_walk w = { gs, gs->listing, STRBUF_INIT, NULL, 0, 0 };
	int ret;

	strbuf_add(&w.dir, gs->prefix, gs->prefix_len);
	ret = list_dir(&w, &gs->tree);
	/* A listing of the source's own has no next tree. */
	if (!ret && !gs->own)
		listing_keep(gs->listing, gs, &w);
	free(w.dirs);
	strbuf_release(&w.dir);
	return ret;
}

static int walk_tree(struct git_source *gs, struct strbuf *err)
{
	int ret = -1;

	if (atomic_load(&gs->walked))
		return 0;
	pthread_mutex_lock(&gs->walk_lock);
	if (atomic_load(&gs->walked)) {
		ret = 0;
		goto out;
	}
	if (!gs->listing)
		gs->listing = gs->own = git_listing_new();
	if (list_through(gs) < 0) {
		lg2_error(err, gs->src.name);
		goto out;
	}
	/* In order already but for a tree git would not write. */
	sort_array(gs->v, gs->n, sizeof(*gs->v), entry_cmp);
	atomic_store(&gs->walked, 1);
	ret = 0;
out:
	pthread_mutex_unlock(&gs->walk_lock);
	return ret;
}

/*
 * The tree that @spec names, in *@walked (to be freed), and for
 * "REF:PATH" the prefix "PATH/" in @prefix.
 */
static int resolve_tree(git_tree **walked, struct strbuf *prefix,
			git_repository *repo, const char *spec,
			struct strbuf *err)
{
	git_object *obj = NULL, *tree = NULL;
	git_tree_entry *sub = NULL;
	struct strbuf ref = STRBUF_INIT;
	const char *colon = strchr(spec, ':');
	int ret = -1;

	*walked = NULL;
	strbuf_add(&ref, spec, colon ? (size_t)(colon - spec) : strlen(spec));
	if (git_revparse_single(&obj, repo, ref.buf) < 0) {
		strbuf_addf(err, "%s: No such file or directory, nor a git ref of %s",
			    spec, git_repository_path(repo));
		goto out;
	}
	if (git_object_peel(&tree, obj, GIT_OBJECT_TREE) < 0) {
		strbuf_addf(err, "%s: names no tree", spec);
		goto out;
	}
	if (colon && colon[1]) {
		strbuf_addstr(prefix, colon + 1);
		while (prefix->len && prefix->buf[prefix->len - 1] == '/')
			strbuf_setlen(prefix, prefix->len - 1);
		if (git_tree_entry_bypath(&sub, (git_tree *)tree, prefix->buf) < 0 ||
		    git_tree_entry_type(sub) != GIT_OBJECT_TREE ||
		    git_tree_lookup(walked, repo, git_tree_entry_id(sub)) < 0) {
			strbuf_addf(err, "%s: no directory %s in %s", spec,
				    prefix->buf, ref.buf);
			*walked = NULL;
			goto out;
		}
		strbuf_addch(prefix, '/');
	} else {
		*walked = (git_tree *)tree;
		tree = NULL;
	}
	ret = 0;
out:
	git_tree_entry_free(sub);
	git_object_free(tree);
	git_object_free(obj);
	strbuf_release(&ref);
	return ret;
}

int source_git_resolve(char id[GIT_OID_HEXSZ + 1], git_repository *repo,
		       const char *spec, struct strbuf *err)
{
	struct strbuf prefix = STRBUF_INIT;
	git_tree *walked;

	if (resolve_tree(&walked, &prefix, repo, spec, err) < 0) {
		strbuf_release(&prefix);
		return -1;
	}
	git_oid_tostr(id, GIT_OID_HEXSZ + 1, git_tree_id(walked));
	git_tree_free(walked);
	strbuf_release(&prefix);
	return 0;
}

/*
 * "REF" is the tree of REF; "REF:PATH" the files of REF under PATH, with
 * their paths from the top, so that extractors still see
 * "include/uapi/linux/fs.h" in "v6.12:include/uapi".
 */
int source_git_open(struct source **out, git_repository *repo,
		    const char *spec, struct strbuf *err)
{
	struct git_source *gs;
	git_tree *walked = NULL;
	struct strbuf prefix = STRBUF_INIT;
	int ret = -1;

	*out = NULL;
	if (resolve_tree(&walked, &prefix, repo, spec, err) < 0)
		goto out;
	gs = xcalloc(1, sizeof(*gs));
	gs->src.ops = &git_ops;
	gs->src.name = xstrdup(spec);
	gs->repo = repo;
	if (git_repository_odb(&gs->odb, repo) < 0) {
		lg2_error(err, spec);
		free(gs->src.name);
		free(gs);
		goto out;
	}
	pthread_mutex_init(&gs->walk_lock, NULL);
	pthread_mutex_init(&gs->odb_lock, NULL);
	git_oid_tostr(gs->id, sizeof(gs->id), git_tree_id(walked));
	git_oid_cpy(&gs->tree, git_tree_id(walked));
	gs->prefix_len = prefix.len;
	gs->prefix = strbuf_detach(&prefix, NULL);
	*out = &gs->src;
	ret = 0;
out:
	git_tree_free(walked);
	strbuf_release(&prefix);
	return ret;
}

/*
 * "vX.Y", the form of a release tag: not -rc, not a stable vX.Y.Z; or
 * with @rc1, "vX.Y-rc1".  Sets the version for comparing.
 */
static int release_tag(const char *name, int rc1, unsigned long *x,
		       unsigned long *y)
{
	char *end;

	if (name[0] != 'v' || name[1] < '0' || name[1] > '9')
		return 0;
	*x = strtoul(name + 1, &end, 10);
	if (*end != '.' || end[1] < '0' || end[1] > '9')
		return 0;
	*y = strtoul(end + 1, &end, 10);
	return rc1 ? !strcmp(end, "-rc1") : !*end;
}

struct tag_search {
	git_repository *repo;
	git_oid head;
	int rc1;
	unsigned long x, y;
	char *best;
};

static int tag_cb(const char *ref, git_oid *oid, void *data)
{
	struct tag_search *ts = data;
	const char *name = ref + strlen("refs/tags/");
	git_object *obj = NULL, *commit = NULL;
	unsigned long x, y;

	(void)oid;
	if (!starts_with(ref, "refs/tags/") ||
	    !release_tag(name, ts->rc1, &x, &y))
		return 0;
	if (ts->best && (x < ts->x || (x == ts->x && y <= ts->y)))
		return 0;
	/* At a release, the previous one; at an -rc1, that -rc1. */
	if (git_revparse_single(&obj, ts->repo, ref) == 0 &&
	    git_object_peel(&commit, obj, GIT_OBJECT_COMMIT) == 0 &&
	    (git_oid_equal(git_object_id(commit), &ts->head) ? ts->rc1 :
	     git_graph_descendant_of(ts->repo, &ts->head,
				     git_object_id(commit)) == 1)) {
		free(ts->best);
		ts->best = xstrdup(name);
		ts->x = x;
		ts->y = y;
	}
	git_object_free(commit);
	git_object_free(obj);
	return 0;
}

int source_git_base_tag(char **out, git_repository *repo, int rc1,
			struct strbuf *err)
{
	struct tag_search ts = { 0 };
	git_object *head = NULL, *commit = NULL;

	*out = NULL;
	ts.repo = repo;
	ts.rc1 = rc1;
	if (git_revparse_single(&head, repo, "HEAD") < 0 ||
	    git_object_peel(&commit, head, GIT_OBJECT_COMMIT) < 0) {
		lg2_error(err, "HEAD");
		git_object_free(head);
		return -1;
	}
	git_oid_cpy(&ts.head, git_object_id(commit));
	git_object_free(commit);
	git_object_free(head);
	git_tag_foreach(repo, tag_cb, &ts);
	if (!ts.best) {
		strbuf_addstr(err, rc1 ? "no -rc1 tag (vX.Y-rc1) at or before HEAD" :
			      "no release tag (vX.Y) before HEAD");
		return -1;
	}
	*out = ts.best;
	return 0;
}

const char *source_git_tree_id(struct source *src)
{
	return src->ops == &git_ops ? ((struct git_source *)src)->id : NULL;
}
