// SPDX-License-Identifier: GPL-2.0
/*
 * A directory whose files carry what identifies their contents, so that
 * the scan can take what it found in them before from the cache instead
 * of reading them: the working tree of a kernel clone, read again after
 * each edit and rebase.  The files are listed and read as dir.c does (it
 * does both), in path order, each with its stat data.
 *
 * In a working tree, a tracked file also has its blob id when git itself
 * would take it as unchanged without reading it (git's ie_match_stat):
 * its size, mtime and ctime to the nanosecond and its inode match its
 * index entry, and the entry is not racy, that is written before the
 * index file was (a file changed in the same tick as the index may have
 * changed again with the same stat data).  Entries that git does not
 * keep up to date (assume-unchanged, skip-worktree, intent-to-add) give
 * no id, and neither does any entry if checkout may convert files (an
 * autocrlf setting or a text, eol, filter, ident or encoding attribute):
 * the blob is then not the file.
 */
#include <errno.h>
#include <fcntl.h>
#include <git2.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/arena.h"
#include "core/util.h"
#include "source/git-index.h"
#include "source/source.h"

#define NS INT64_C(1000000000)

struct wt_file {
	const char *path;
	struct source_stat st;
	git_oid oid;
	int has_id;
	uint64_t tag[2];	/* what the filter said of it */
};

/*
 * The files one thread of the walk found: each adds to its own, sorts
 * it, and the parts are merged.  Under one lock, the two threads waited
 * on each other at each of 59,000 files, and one sorted them all.
 */
struct wt_part {
	struct arena arena;	/* the paths, until the list op ends */
	struct wt_file *v;
	size_t n, alloc;
};

struct worktree_source {
	struct source src;
	struct source *dir;	/* lists and reads */
	int rootfd;
	char *root;		/* the directory's absolute path */
	int64_t start;		/* when the listing began */
	/*
	 * The index, if the directory is in a working tree and it is used:
	 * read in place (ixf), else by libgit2 (index).
	 */
	int lg2;
	git_repository *repo;
	struct index_file ixf;
	int in_place;
	git_index *index;
	char *prefix;		/* the directory in the working tree: "drivers/" */
	int64_t index_mtime;
	/* Checkout may convert: no ids.  Set by the index, by the walk. */
	int converts, attrs_convert;
	/* The files listed: the walk's parts, then all in path order. */
	pthread_mutex_t lock;	/* for attrs_convert */
	struct wt_part part[SOURCE_WALK_THREADS];
	struct wt_file *v;
	size_t n;
	const struct wt_file *cur;	/* the file being listed */
	source_want_fn want;
	void *want_data;
	int use_index;
	int in_worktree;	/* of a git repository, as listed */
};

static const struct source_ops wt_ops;

static int64_t ts_ns(const struct timespec *ts)
{
	return (int64_t)ts->tv_sec * NS + ts->tv_nsec;
}

/* The attributes with which checkout converts a file (gitattributes(5)). */
static const char *const converting[] = {
	"text", "eol", "crlf", "filter", "ident", "working-tree-encoding",
};

/* Whether a line of an attributes file sets or gives one of them. */
static int line_converts(char *line)
{
	char *save = NULL, *tok = strtok_r(line, " \t\r", &save);
	size_t i, len;

	if (!tok || *tok == '#')
		return 0;
	/* After the pattern (or a macro's name), the attributes. */
	while ((tok = strtok_r(NULL, " \t\r", &save))) {
		/* -text unsets, !text unspecifies: no conversion. */
		if (*tok == '-' || *tok == '!')
			continue;
		len = strcspn(tok, "=");
		for (i = 0; i < ARRAY_SIZE(converting); i++)
			if (strlen(converting[i]) == len &&
			    !strncmp(tok, converting[i], len))
				return 1;
	}
	return 0;
}

/*
 * Whether the attributes file or .gitattributes at @path (from @dirfd)
 * may make checkout convert a file.  Coarse on purpose, since a false
 * alarm costs the index and a miss a wrong answer: a pattern is taken to
 * match every file, and a macro to be used.
 */
static int attrs_convert(int dirfd, const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	char buf[8192], *line, *save = NULL;
	ssize_t n;
	int fd = openat(dirfd, path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
			O_CLOEXEC), ret = 0;

	if (fd < 0)
		return 0;
	while (sb.len < SOURCE_MAX_FILE &&
	       (n = read(fd, buf, sizeof(buf))) > 0)
		strbuf_add(&sb, buf, (size_t)n);
	close(fd);
	for (line = strtok_r(sb.buf, "\n", &save); line && !ret;
	     line = strtok_r(NULL, "\n", &save))
		ret = line_converts(line);
	strbuf_release(&sb);
	return ret;
}

/* The attributes files outside the directory, and core.autocrlf. */
static int repo_converts(struct worktree_source *ws, git_config *cfg,
			 const char *workdir)
{
	git_buf val = { 0 };
	struct strbuf path = STRBUF_INIT;
	const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
	const char *p;
	int ret = 0;

	if (!cfg)
		return 1;
	if (git_config_get_string_buf(&val, cfg, "core.autocrlf") == 0 &&
	    strcasecmp(val.ptr, "false"))
		ret = 1;
	git_buf_dispose(&val);
	if (!ret && git_config_get_path(&val, cfg, "core.attributesfile") == 0)
		ret = attrs_convert(AT_FDCWD, val.ptr);
	git_buf_dispose(&val);
	if (!ret && xdg && *xdg)
		strbuf_addf(&path, "%s/git/attributes", xdg);
	else if (!ret && home)
		strbuf_addf(&path, "%s/.config/git/attributes", home);
	if (!ret && path.len)
		ret = attrs_convert(AT_FDCWD, path.buf);
	strbuf_reset(&path);
	strbuf_addf(&path, "%sinfo/attributes", git_repository_path(ws->repo));
	ret = ret || attrs_convert(AT_FDCWD, path.buf) ||
	      attrs_convert(AT_FDCWD, "/etc/gitattributes");
	/* The .gitattributes of the directories above this one. */
	for (p = ws->prefix; !ret; p++) {
		strbuf_reset(&path);
		strbuf_addf(&path, "%s%.*s.gitattributes", workdir,
			    (int)(p - ws->prefix), ws->prefix);
		ret = attrs_convert(AT_FDCWD, path.buf);
		p = strchr(p, '/');
		if (!p)
			break;
	}
	strbuf_release(&path);
	return ret;
}

/* core.ignorecase: libgit2's index is then sorted without case. */
static int ignores_case(git_config *cfg)
{
	int val = 0;

	if (!cfg)
		return 1;
	if (git_config_get_bool(&val, cfg, "core.ignorecase") < 0)
		val = 0;
	return val;
}

static void index_unreadable(const struct worktree_source *ws,
			     const char *workdir, const char *why)
{
	warning("%s: the index of %s can't be read (%s): not using it",
		ws->src.name, workdir, why);
}

/*
 * The index file read in place: INDEX_FILE_OK, INDEX_FILE_OTHER if it is
 * left to libgit2 (a form the reader leaves to it, or core.ignorecase),
 * or INDEX_FILE_BAD after saying why it can't be read.
 */
static int read_in_place(struct worktree_source *ws, git_config *cfg,
			 const char *path, const char *workdir)
{
	int ret = INDEX_FILE_OTHER;

	if (!ignores_case(cfg))
		ret = index_file_open(&ws->ixf, path);
	if (ret == INDEX_FILE_BAD)
		index_unreadable(ws, workdir, ws->ixf.why);
	if (ret != INDEX_FILE_OK)
		index_file_close(&ws->ixf);
	ws->in_place = ret == INDEX_FILE_OK;
	return ret;
}

/*
 * The index of the working tree around the directory, if there is one:
 * without it every file is listed with its stat data only.  An index
 * that can't be read is said, and done without.
 */
static void open_index(struct worktree_source *ws)
{
	struct strbuf path = STRBUF_INIT;
	const char *workdir;
	char *real = NULL;
	size_t len;
	struct stat st;
	git_config *cfg = NULL;
	int ret;

	/* As git looks for it, GIT_CEILING_DIRECTORIES and all. */
	if (git_repository_open_ext(&ws->repo, ws->root, 0,
				    getenv("GIT_CEILING_DIRECTORIES")) < 0 ||
	    !(workdir = git_repository_workdir(ws->repo)) ||
	    !(real = realpath(workdir, NULL)))
		goto none;
	len = strlen(real);
	if (strncmp(ws->root, real, len) ||
	    (ws->root[len] && ws->root[len] != '/') || !strcmp(real, "/"))
		goto none;
	/* A second listing (a scan that lists again) has one already. */
	free(ws->prefix);
	ws->prefix = xstrdup(ws->root[len] ? ws->root + len + 1 : "");
	if (*ws->prefix) {
		char *p = ws->prefix;

		ws->prefix = xmalloc(strlen(p) + 2);
		strcpy(stpcpy(ws->prefix, p), "/");
		free(p);
	}
	/* No index file yet: nothing is tracked. */
	strbuf_addf(&path, "%sindex", git_repository_path(ws->repo));
	if (stat(path.buf, &st) < 0)
		goto none;
	/* One snapshot for core.ignorecase and the conversion settings. */
	if (git_repository_config_snapshot(&cfg, ws->repo) < 0)
		cfg = NULL;
	ret = read_in_place(ws, cfg, path.buf, workdir);
	if (ret == INDEX_FILE_BAD)
		goto none;
	if (ret == INDEX_FILE_OTHER &&
	    git_repository_index(&ws->index, ws->repo) < 0) {
		const git_error *e = git_error_last();

		index_unreadable(ws, workdir, e && e->message ? e->message :
				 "unknown libgit2 error");
		goto none;
	}
	ws->in_worktree = 1;
	ws->index_mtime = ts_ns(&st.st_mtim);
	ws->converts = repo_converts(ws, cfg, workdir);
	git_config_free(cfg);
	free(real);
	strbuf_release(&path);
	return;
none:
	git_config_free(cfg);
	free(real);
	strbuf_release(&path);
	git_repository_free(ws->repo);
	ws->repo = NULL;
}

static void collect(const char *path, int dirfd, const char *name,
		    unsigned int worker, void *data)
{
	struct worktree_source *ws = data;
	struct wt_part *part = &ws->part[worker];
	struct wt_file *f;
	struct stat st;
	uint64_t tag[2] = { 0, 0 };

	if (!strcmp(name, ".gitattributes") && attrs_convert(ws->rootfd, path)) {
		pthread_mutex_lock(&ws->lock);
		ws->attrs_convert = 1;
		pthread_mutex_unlock(&ws->lock);
	}
	/* Asked first: a file that nothing wants is not even stat'ed. */
	if (ws->want && !ws->want(path, tag, ws->want_data))
		return;
	if (fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW) < 0 ||
	    !S_ISREG(st.st_mode))
		return;
	ALLOC_GROW(part->v, part->n + 1, part->alloc);
	f = &part->v[part->n++];
	memset(f, 0, sizeof(*f));
	f->path = arena_strdup(&part->arena, path);
	f->st.dev = st.st_dev;
	f->st.ino = st.st_ino;
	f->st.size = (uint64_t)st.st_size;
	f->st.mtime_ns = ts_ns(&st.st_mtim);
	f->st.ctime_ns = ts_ns(&st.st_ctim);
	f->tag[0] = tag[0];
	f->tag[1] = tag[1];
}

static int file_cmp(const void *a, const void *b)
{
	return strcmp(((const struct wt_file *)a)->path,
		      ((const struct wt_file *)b)->path);
}

/* A part's list, once merged or given up: its paths stay in its arena. */
static void part_drop_list(struct wt_part *part)
{
	free(part->v);
	part->v = NULL;
	part->n = part->alloc = 0;
}

static void *sort_part(void *arg)
{
	struct wt_part *part = arg;

	sort_array(part->v, part->n, sizeof(*part->v), file_cmp);
	return NULL;
}

/*
 * The walk's parts, each sorted by a thread of its own, merged into
 * ws->v in path order.  A path is in one part only.
 */
static void merge_parts(struct worktree_source *ws)
{
	size_t at[SOURCE_WALK_THREADS] = { 0 };
	struct wt_part *part = ws->part;
	unsigned int i, min;

	run_beside(sort_part, part, SOURCE_WALK_THREADS, sizeof(*part));
	ws->n = 0;
	for (i = 0; i < SOURCE_WALK_THREADS; i++)
		ws->n += part[i].n;
	ws->v = xmalloc_huge((ws->n + 1) * sizeof(*ws->v));
	for (ws->n = 0;; ws->v[ws->n++] = part[min].v[at[min]++]) {
		min = SOURCE_WALK_THREADS;
		for (i = 0; i < SOURCE_WALK_THREADS; i++)
			if (at[i] < part[i].n &&
			    (min == SOURCE_WALK_THREADS ||
			     strcmp(part[i].v[at[i]].path,
				    part[min].v[at[min]].path) < 0))
				min = i;
		if (min == SOURCE_WALK_THREADS)
			break;
	}
	for (i = 0; i < SOURCE_WALK_THREADS; i++)
		part_drop_list(&part[i]);
}

/*
 * The paths of the files listed, and the listing itself: after the list
 * op, after a failed walk, and again by wt_free().
 */
static void release_files(struct worktree_source *ws)
{
	unsigned int i;

	for (i = 0; i < SOURCE_WALK_THREADS; i++) {
		part_drop_list(&ws->part[i]);
		arena_release(&ws->part[i].arena);
	}
	free(ws->v);
	ws->v = NULL;
	ws->n = 0;
}

/* git's ie_match_stat and is_racy_timestamp, for the fields that matter. */
static int index_matches(const struct worktree_source *ws,
			 const git_index_entry *e, const struct source_stat *st)
{
	int64_t m = (int64_t)(uint32_t)e->mtime.seconds * NS +
		    e->mtime.nanoseconds;
	int64_t c = (int64_t)(uint32_t)e->ctime.seconds * NS +
		    e->ctime.nanoseconds;

	if ((e->flags & GIT_INDEX_ENTRY_VALID) ||
	    (e->flags_extended & GIT_INDEX_ENTRY_EXTENDED_FLAGS) ||
	    (e->mode & S_IFMT) != S_IFREG)
		return 0;
	/* The index keeps 32 bits of seconds, inode and size. */
	return e->file_size == (uint32_t)st->size &&
	       e->ino == (uint32_t)st->ino &&
	       m == (int64_t)(uint32_t)(st->mtime_ns / NS) * NS +
		    st->mtime_ns % NS &&
	       c == (int64_t)(uint32_t)(st->ctime_ns / NS) * NS +
		    st->ctime_ns % NS &&
	       m < (int64_t)(uint32_t)(ws->index_mtime / NS) * NS +
		   ws->index_mtime % NS;
}

/* The id of @f, if its index entry @e says the file is as committed. */
static void match_entry(struct worktree_source *ws, struct wt_file *f,
			const git_index_entry *e)
{
	if (e && index_matches(ws, e, &f->st)) {
		git_oid_cpy(&f->oid, &e->id);
		f->has_id = 1;
	}
}

/* By path, for an index sorted without case. */
static void match_by_path(struct worktree_source *ws)
{
	struct strbuf path = STRBUF_INIT;
	size_t i, plen = strlen(ws->prefix);

	strbuf_addstr(&path, ws->prefix);
	for (i = 0; i < ws->n; i++) {
		strbuf_setlen(&path, plen);
		strbuf_addstr(&path, ws->v[i].path);
		match_entry(ws, &ws->v[i],
			    git_index_get_bypath(ws->index, path.buf, 0));
	}
	strbuf_release(&path);
}

/* The index's entry after the @j-th, in its order, or NULL. */
static const git_index_entry *next_entry(struct worktree_source *ws,
					 size_t j)
{
	if (ws->in_place)
		return index_file_next(&ws->ixf);
	return j < git_index_entrycount(ws->index) ?
	       git_index_get_byindex(ws->index, j) : NULL;
}

/*
 * The files and the index entries are both in path order, byte by byte:
 * one pass over the two, rather than a lookup of each of 80,000 paths.
 */
static void match_index(struct worktree_source *ws)
{
	const git_index_entry *e;
	size_t i = 0, j, plen = strlen(ws->prefix);
	int c = -1;

	if (!ws->in_place &&
	    (git_index_caps(ws->index) & GIT_INDEX_CAPABILITY_IGNORE_CASE)) {
		match_by_path(ws);
		return;
	}
	for (j = 0; i < ws->n && (e = next_entry(ws, j)); j++) {
		if (GIT_INDEX_ENTRY_STAGE(e) || strncmp(e->path, ws->prefix, plen))
			continue;
		while (i < ws->n &&
		       (c = strcmp(ws->v[i].path, e->path + plen)) < 0)
			i++;
		if (i < ws->n && !c)
			match_entry(ws, &ws->v[i++], e);
	}
}

static void *open_index_main(void *arg)
{
	open_index(arg);
	return NULL;
}

/*
 * The index is read while the directory is walked: each takes about as
 * long in a kernel clone.
 */
static int wt_list(struct source *src, source_file_fn fn, void *data,
		   struct inventory *problems)
{
	struct worktree_source *ws = (struct worktree_source *)src;
	char id[GIT_OID_HEXSZ + 1];
	struct timespec now;
	pthread_t thread;
	int started = 0, ret;
	size_t i;

	clock_gettime(CLOCK_REALTIME, &now);
	ws->start = ts_ns(&now);
	if (ws->use_index) {
		started = !pthread_create(&thread, NULL, open_index_main, ws);
		if (!started)
			open_index(ws);
	}
	ret = source_dir_walk(ws->dir, collect, ws, problems);
	if (started)
		pthread_join(thread, NULL);
	if (ret < 0) {
		release_files(ws);
		return -1;
	}
	merge_parts(ws);
	if ((ws->in_place || ws->index) && !ws->converts && !ws->attrs_convert)
		match_index(ws);
	/* 10 MB in a kernel clone, no longer needed (the repository holds it). */
	index_file_close(&ws->ixf);
	ws->in_place = 0;
	git_index_free(ws->index);
	git_repository_free(ws->repo);
	ws->index = NULL;
	ws->repo = NULL;
	for (i = 0; i < ws->n; i++) {
		ws->cur = &ws->v[i];
		if (ws->v[i].has_id)
			git_oid_tostr(id, sizeof(id), &ws->v[i].oid);
		fn(ws->v[i].path, ws->v[i].has_id ? id : NULL, data);
	}
	/* The scan keeps what it wants: 10 MB more in a kernel tree. */
	ws->cur = NULL;
	release_files(ws);
	/*
	 * The index was read by a thread of its own, into an arena that
	 * keeps what is freed: its 10 MB back before the inventories load.
	 */
	give_back_freed();
	return 0;
}

static int wt_read(struct source *src, const char *path, struct strbuf *buf,
		   struct strbuf *err)
{
	struct worktree_source *ws = (struct worktree_source *)src;

	return ws->dir->ops->read(ws->dir, path, buf, err);
}

static int wt_stat(struct source *src, const char *path,
		   struct source_stat *st)
{
	struct worktree_source *ws = (struct worktree_source *)src;
	struct wt_file key, *f;

	/* Asked of the file being listed, the only time it can be. */
	key.path = path;
	f = ws->cur && ws->cur->path == path ? (struct wt_file *)ws->cur :
	    search_array(&key, ws->v, ws->n, sizeof(*ws->v), file_cmp);
	if (!f)
		return -1;
	*st = f->st;
	return 0;
}

static void wt_free(struct source *src)
{
	struct worktree_source *ws = (struct worktree_source *)src;

	source_free(ws->dir);
	if (ws->rootfd >= 0)
		close(ws->rootfd);
	index_file_close(&ws->ixf);
	git_index_free(ws->index);
	git_repository_free(ws->repo);
	if (ws->lg2)
		git_libgit2_shutdown();
	release_files(ws);
	pthread_mutex_destroy(&ws->lock);
	free(ws->prefix);
	free(ws->root);
	free(ws->src.name);
	free(ws);
}

static const struct source_ops wt_ops = {
	.list = wt_list,
	.read = wt_read,
	.free = wt_free,
	.stat = wt_stat,
};

int source_worktree_open(struct source **out, const char *path,
			 int use_index, struct strbuf *err)
{
	struct worktree_source *ws = xcalloc(1, sizeof(*ws));

	ws->src.ops = &wt_ops;
	ws->src.name = xstrdup(path);
	pthread_mutex_init(&ws->lock, NULL);
	ws->rootfd = -1;
	/* For the index, and for git_odb_hash() of the scan's keys. */
	ws->lg2 = git_libgit2_init() > 0;
	if (source_dir_open(&ws->dir, path, err) < 0)
		goto fail;
	ws->rootfd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	ws->root = realpath(path, NULL);
	if (ws->rootfd < 0 || !ws->root) {
		strbuf_addf(err, "%s: %s", path, strerror(errno));
		goto fail;
	}
	ws->use_index = use_index;
	*out = &ws->src;
	return 0;
fail:
	wt_free(&ws->src);
	*out = NULL;
	return -1;
}

const char *source_worktree_root(struct source *src)
{
	return src->ops == &wt_ops ? ((struct worktree_source *)src)->root :
	       NULL;
}

int64_t source_worktree_start(struct source *src)
{
	return src->ops == &wt_ops ? ((struct worktree_source *)src)->start :
	       0;
}

int source_worktree_in_git(struct source *src)
{
	return src->ops == &wt_ops &&
	       ((struct worktree_source *)src)->in_worktree;
}

void source_worktree_filter(struct source *src, source_want_fn want,
			    void *data)
{
	struct worktree_source *ws = (struct worktree_source *)src;

	if (src->ops != &wt_ops)
		BUG("source_worktree_filter() of another source");
	ws->want = want;
	ws->want_data = data;
}

const uint64_t *source_worktree_tag(struct source *src)
{
	struct worktree_source *ws = (struct worktree_source *)src;

	return src->ops == &wt_ops && ws->want && ws->cur ? ws->cur->tag :
	       NULL;
}
