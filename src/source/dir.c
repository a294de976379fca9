// SPDX-License-Identifier: GPL-2.0
/*
 * A directory tree as a source.  Symbolic links are never followed: a
 * link inside a kernel tree points at another file of the tree, which is
 * read in its own place, and not following links rules out loops.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "source/source.h"
#include "core/arena.h"
#include "core/util.h"

struct dir_source {
	struct source src;
	int rootfd;
};

static int is_dotdir(const char *name)
{
	return name[0] == '.' &&
	       (!name[1] || (name[1] == '.' && !name[2]) || !strcmp(name, ".git"));
}

/*
 * What the entry @de of @dir is: DT_DIR, DT_REG, something else, or
 * DT_UNKNOWN if it is gone since readdir() (nothing to scan).  Most file
 * systems say in the entry; others are asked by the name in the directory
 * open, with no lookup of the path.
 */
static unsigned char entry_type(DIR *dir, const struct dirent *de)
{
	struct stat st;

	if (de->d_type != DT_UNKNOWN)
		return de->d_type;
	if (fstatat(dirfd(dir), de->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0)
		return DT_UNKNOWN;
	return S_ISDIR(st.st_mode) ? DT_DIR : S_ISREG(st.st_mode) ? DT_REG :
	       DT_LNK;
}

/*
 * A walk by several threads: most of a working tree's second run is the
 * lstat() of its 90,000 files, done while the other side of the diff
 * loads from the cache.  The directories to read are a stack that the
 * threads share; each reads one, stacks its directories, and gives its
 * files to the callback, in no order (the caller sorts them).  What it
 * can't read is said in path order, after the walk, so that which thread
 * came to it first shows nowhere.
 */
struct pwalk {
	struct dir_source *ds;
	source_walk_fn fn;
	void *data;
	pthread_mutex_t lock;
	pthread_cond_t more;
	char **dirs;		/* stacked, relative to the root; "" for it */
	size_t ndirs, alloc;
	int busy;		/* threads reading a directory */
	struct inventory problems;	/* added to under the lock */
};

/* One of the walk's threads: which it is, for the callback. */
struct pwalk_thread {
	struct pwalk *pw;
	unsigned int worker;
};

/*
 * Read directory @rel: its files to the callback (from thread @worker),
 * its directories stacked.
 */
static void pwalk_dir(struct pwalk *pw, const char *rel, struct strbuf *path,
		      unsigned int worker)
{
	DIR *dir;
	struct dirent *de;
	size_t base;
	int fd;

	strbuf_reset(path);
	strbuf_addstr(path, rel);
	base = path->len;
	fd = openat(pw->ds->rootfd, *rel ? rel : ".",
		    O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	dir = fd < 0 ? NULL : fdopendir(fd);
	if (!dir) {
		int e = errno;

		if (fd >= 0)
			close(fd);
		pthread_mutex_lock(&pw->lock);
		inventory_problem(&pw->problems, *rel ? rel : ".",
				  "cannot read directory: %s, skipped",
				  strerror(e));
		pthread_mutex_unlock(&pw->lock);
		return;
	}
	while ((errno = 0, de = readdir(dir))) {
		unsigned char type;

		if (is_dotdir(de->d_name))
			continue;
		strbuf_setlen(path, base);
		if (base)
			strbuf_addch(path, '/');
		strbuf_addstr(path, de->d_name);
		type = entry_type(dir, de);
		if (type == DT_REG) {
			pw->fn(path->buf, dirfd(dir), de->d_name, worker,
			       pw->data);
		} else if (type == DT_DIR) {
			pthread_mutex_lock(&pw->lock);
			ALLOC_GROW(pw->dirs, pw->ndirs + 1, pw->alloc);
			pw->dirs[pw->ndirs++] = xstrdup(path->buf);
			pthread_cond_signal(&pw->more);
			pthread_mutex_unlock(&pw->lock);
		}
	}
	if (errno) {
		int e = errno;

		pthread_mutex_lock(&pw->lock);
		inventory_problem(&pw->problems, *rel ? rel : ".",
				  "error reading directory: %s", strerror(e));
		pthread_mutex_unlock(&pw->lock);
	}
	closedir(dir);
}

static void *pwalk_main(void *arg)
{
	const struct pwalk_thread *t = arg;
	struct pwalk *pw = t->pw;
	struct strbuf path = STRBUF_INIT;
	char *rel;

	pthread_mutex_lock(&pw->lock);
	for (;;) {
		while (!pw->ndirs && pw->busy)
			pthread_cond_wait(&pw->more, &pw->lock);
		if (!pw->ndirs)
			break;
		rel = pw->dirs[--pw->ndirs];
		pw->busy++;
		pthread_mutex_unlock(&pw->lock);
		pwalk_dir(pw, rel, &path, t->worker);
		free(rel);
		pthread_mutex_lock(&pw->lock);
		/* The last busy thread with nothing stacked ends the walk. */
		if (!--pw->busy && !pw->ndirs)
			pthread_cond_broadcast(&pw->more);
	}
	pthread_mutex_unlock(&pw->lock);
	strbuf_release(&path);
	return NULL;
}

int source_dir_walk(struct source *src, source_walk_fn fn, void *data,
		    struct inventory *problems)
{
	struct pwalk pw;
	struct pwalk_thread t[SOURCE_WALK_THREADS];
	unsigned int i;

	memset(&pw, 0, sizeof(pw));
	pw.ds = (struct dir_source *)src;
	pw.fn = fn;
	pw.data = data;
	inventory_init(&pw.problems);
	pthread_mutex_init(&pw.lock, NULL);
	pthread_cond_init(&pw.more, NULL);
	ALLOC_GROW(pw.dirs, 1, pw.alloc);
	pw.dirs[pw.ndirs++] = xstrdup("");
	for (i = 0; i < SOURCE_WALK_THREADS; i++) {
		t[i].pw = &pw;
		t[i].worker = i;
	}
	/* One whose thread did not start finds the walk done. */
	run_beside(pwalk_main, t, SOURCE_WALK_THREADS, sizeof(*t));
	/* It has no items: this sorts its problems, as an inventory's are. */
	inventory_finish(&pw.problems);
	inventory_absorb(problems, &pw.problems);
	inventory_release(&pw.problems);
	pthread_cond_destroy(&pw.more);
	pthread_mutex_destroy(&pw.lock);
	free(pw.dirs);
	return 0;
}

/*
 * The list op: the files that the walk's threads give, gathered under a
 * lock of their own (the callback runs in both at once), then given in
 * path order, byte by byte.  That is the order of a git tree's files and
 * of a working tree's (worktree.c); readdir()'s depends on the file
 * system and, with two threads, on which read a directory first.
 */
struct dir_files {
	pthread_mutex_t lock;
	struct arena arena;
	char **v;
	size_t n, alloc;
};

static void dir_gather(const char *path, int dirfd, const char *name,
		       unsigned int worker, void *data)
{
	struct dir_files *df = data;

	(void)dirfd;
	(void)name;
	(void)worker;
	pthread_mutex_lock(&df->lock);
	ALLOC_GROW(df->v, df->n + 1, df->alloc);
	df->v[df->n++] = arena_strdup(&df->arena, path);
	pthread_mutex_unlock(&df->lock);
}

static int dir_list(struct source *src, source_file_fn fn, void *data,
		    struct inventory *problems)
{
	struct dir_files df = { .arena = ARENA_INIT };
	size_t i;
	int ret;

	pthread_mutex_init(&df.lock, NULL);
	ret = source_dir_walk(src, dir_gather, &df, problems);
	if (!ret) {
		sort_array(df.v, df.n, sizeof(*df.v), str_ptr_cmp);
		for (i = 0; i < df.n; i++)
			fn(df.v[i], NULL, data);
	}
	free(df.v);
	arena_release(&df.arena);
	pthread_mutex_destroy(&df.lock);
	return ret;
}

/*
 * Make room in @buf for more of the file open on @fd.  Only a file that
 * fills the room the buffer had is stat'ed, for its size: a scan reuses
 * its buffer, which soon holds most files, and that is an fstat() fewer
 * for each of 118,000 files in a diff of two kernel trees.
 */
static int dir_room(struct strbuf *buf, int fd, int *sized,
		    struct strbuf *err)
{
	struct stat st;

	if (*sized) {
		if (buf->len >= SOURCE_MAX_FILE) {
			strbuf_addf(err, "file grew past %u MiB",
				    SOURCE_MAX_FILE >> 20);
			return -1;
		}
		strbuf_grow(buf, 64 * 1024);
		return 0;
	}
	if (fstat(fd, &st) < 0) {
		strbuf_addf(err, "cannot stat: %s", strerror(errno));
		return -1;
	}
	if ((uint64_t)st.st_size > SOURCE_MAX_FILE) {
		strbuf_addf(err, "file of %lld bytes is larger than %u MiB",
			    (long long)st.st_size, SOURCE_MAX_FILE >> 20);
		return -1;
	}
	*sized = 1;
	/* Room for the rest, and a byte more: its read() comes back short. */
	if ((size_t)st.st_size >= buf->len)
		strbuf_grow(buf, (size_t)st.st_size - buf->len + 1);
	else
		strbuf_grow(buf, 64 * 1024);
	return 0;
}

static int dir_read(struct source *src, const char *path, struct strbuf *buf,
		    struct strbuf *err)
{
	struct dir_source *ds = (struct dir_source *)src;
	size_t want;
	ssize_t n;
	int fd, ret = -1, sized = 0;

	strbuf_reset(buf);
	/* O_NONBLOCK: a file that became a FIFO since the walk must not hang. */
	fd = openat(ds->rootfd, path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0) {
		int e = errno;

		strbuf_addf(err, "cannot open: %s", strerror(e));
		errno = e;
		return -1;
	}
	for (;;) {
		if (buf->len + 1 >= buf->alloc && dir_room(buf, fd, &sized,
							   err) < 0)
			goto out;
		want = buf->alloc - buf->len - 1;
		n = read(fd, buf->buf + buf->len, want);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			strbuf_addf(err, "read error: %s", strerror(errno));
			goto out;
		}
		if (!n)
			break;
		strbuf_setlen(buf, buf->len + (size_t)n);
		/*
		 * A regular file reads short only at its end: no read()
		 * more to hear it, for each of 55,000 files.
		 */
		if ((size_t)n < want)
			break;
	}
	ret = 0;
out:
	close(fd);
	return ret;
}

static void dir_free(struct source *src)
{
	struct dir_source *ds = (struct dir_source *)src;

	close(ds->rootfd);
	free(src->name);
	free(ds);
}

static const struct source_ops dir_ops = {
	.list = dir_list,
	.read = dir_read,
	.free = dir_free,
};

int source_dir_open(struct source **out, const char *path, struct strbuf *err)
{
	struct dir_source *ds;
	int fd;

	fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0) {
		strbuf_addf(err, "%s: %s", path, strerror(errno));
		return -1;
	}
	ds = xcalloc(1, sizeof(*ds));
	ds->src.ops = &dir_ops;
	ds->src.name = xstrdup(path);
	ds->rootfd = fd;
	*out = &ds->src;
	return 0;
}

void source_free(struct source *src)
{
	if (src)
		src->ops->free(src);
}
