// SPDX-License-Identifier: GPL-2.0
/*
 * The format is git's Documentation/gitformat-index.txt: a header
 * ("DIRC", version, entry count), the entries, extensions, and a SHA-1
 * of all before it.  An entry is ten 32-bit stat fields, a 20-byte
 * object id, 16 bits of flags (and 16 more if the extended bit is set,
 * version 3 on), then its path: NUL-padded to a multiple of eight bytes
 * in versions 2 and 3; in version 4, the number of bytes to drop from
 * the end of the previous entry's path, then the rest, ending in one NUL.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "source/git-index.h"

#define HEADER_SIZE 12
#define HASH_SIZE 20
#define ENTRY_FIXED 62		/* before the extended flags */
#define FLAG_EXTENDED 0x4000

static uint32_t get_be32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}

static uint16_t get_be16(const unsigned char *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}

/* git's decode_varint(): -1 if it runs past @end or overflows. */
static int get_varint(size_t *out, const unsigned char **pp,
		      const unsigned char *end)
{
	const unsigned char *p = *pp;
	size_t val;
	unsigned char c;

	if (p >= end)
		return -1;
	c = *p++;
	val = c & 127;
	while (c & 128) {
		if (p >= end || val + 1 > (SIZE_MAX >> 7))
			return -1;
		c = *p++;
		val = ((val + 1) << 7) + (c & 127);
	}
	*out = val;
	*pp = p;
	return 0;
}

/*
 * The entry at ix->off into ix->entry (its path in ix->path), and
 * ix->off past it.  -1 if it is malformed or runs past the entries.
 */
static int read_entry(struct index_file *ix)
{
	const unsigned char *p = ix->map + ix->off;
	const unsigned char *end = ix->map + ix->end, *name, *nul;
	git_index_entry *e = &ix->entry;
	size_t fixed = ENTRY_FIXED, drop;

	if ((size_t)(end - p) < fixed)
		return -1;
	e->ctime.seconds = (int32_t)get_be32(p);
	e->ctime.nanoseconds = get_be32(p + 4);
	e->mtime.seconds = (int32_t)get_be32(p + 8);
	e->mtime.nanoseconds = get_be32(p + 12);
	e->dev = get_be32(p + 16);
	e->ino = get_be32(p + 20);
	e->mode = get_be32(p + 24);
	e->uid = get_be32(p + 28);
	e->gid = get_be32(p + 32);
	e->file_size = get_be32(p + 36);
	git_oid_fromraw(&e->id, p + 40);
	e->flags = get_be16(p + 60);
	e->flags_extended = 0;
	if (e->flags & FLAG_EXTENDED) {
		/* Version 2 has no extended flags: not an index of git's. */
		if (ix->version < 3 || (size_t)(end - p) < fixed + 2)
			return -1;
		e->flags_extended = get_be16(p + fixed);
		fixed += 2;
	}
	name = p + fixed;
	if (ix->version == 4) {
		if (get_varint(&drop, &name, end) < 0 || drop > ix->path.len)
			return -1;
		strbuf_setlen(&ix->path, ix->path.len - drop);
	} else {
		strbuf_reset(&ix->path);
	}
	nul = memchr(name, '\0', (size_t)(end - name));
	if (!nul)
		return -1;
	strbuf_add(&ix->path, name, (size_t)(nul - name));
	if (ix->version == 4) {
		ix->off = (size_t)(nul + 1 - ix->map);
	} else {
		/* NUL-padded to eight bytes, with one NUL at least. */
		size_t size = (fixed + (size_t)(nul - name) + 8) & ~(size_t)7;

		if (size > (size_t)(end - p))
			return -1;
		ix->off += size;
	}
	e->path = ix->path.buf;
	return 0;
}

/* Says why @ix can't be read, and returns INDEX_FILE_BAD. */
static int bad(struct index_file *ix, const char *why)
{
	snprintf(ix->why, sizeof(ix->why), "%s", why);
	return INDEX_FILE_BAD;
}

/*
 * The extensions after the entries, up to the checksum.  A split index's
 * link means the entries are only part of the index.
 */
static int check_extensions(struct index_file *ix)
{
	size_t off = ix->end, stop = ix->len - HASH_SIZE, size;

	while (off < stop) {
		if (stop - off < 8)
			return bad(ix, "an extension is cut short");
		if (!memcmp(ix->map + off, "link", 4))
			return INDEX_FILE_OTHER;
		size = get_be32(ix->map + off + 4);
		if (size > stop - off - 8)
			return bad(ix, "an extension is cut short");
		off += 8 + size;
	}
	return INDEX_FILE_OK;
}

/*
 * Every entry read once: the entries end where the first extension or
 * the checksum begins, which only reading them finds.
 */
static int check_entries(struct index_file *ix)
{
	uint32_t i;
	int ret;

	ix->off = HEADER_SIZE;
	ix->end = ix->len - HASH_SIZE;
	for (i = 0; i < ix->nentries; i++) {
		if (read_entry(ix) < 0) {
			snprintf(ix->why, sizeof(ix->why),
				 "entry %u of %u is cut short or malformed",
				 i + 1, ix->nentries);
			return INDEX_FILE_BAD;
		}
	}
	ix->end = ix->off;
	ret = check_extensions(ix);
	ix->off = HEADER_SIZE;
	strbuf_reset(&ix->path);
	return ret;
}

int index_file_open(struct index_file *ix, const char *path)
{
	struct stat st;
	void *map;
	int fd;

	memset(ix, 0, sizeof(*ix));
	strbuf_init(&ix->path, 0);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return INDEX_FILE_OTHER;
	if (fstat(fd, &st) < 0) {
		close(fd);
		return INDEX_FILE_OTHER;
	}
	if (st.st_size < HEADER_SIZE + HASH_SIZE) {
		close(fd);
		return bad(ix, "it is cut short");
	}
	/* Populated: the pages are read in one go, not faulted one by one. */
	map = mmap(NULL, (size_t)st.st_size, PROT_READ,
		   MAP_PRIVATE | MAP_POPULATE, fd, 0);
	close(fd);
	if (map == MAP_FAILED)
		return INDEX_FILE_OTHER;
	ix->map = map;
	ix->len = (size_t)st.st_size;
	ix->version = get_be32(ix->map + 4);
	ix->nentries = get_be32(ix->map + 8);
	if (memcmp(ix->map, "DIRC", 4))
		return bad(ix, "it has no index signature");
	if (ix->version < 2 || ix->version > 4)
		return INDEX_FILE_OTHER;
	return check_entries(ix);
}

const git_index_entry *index_file_next(struct index_file *ix)
{
	if (ix->next >= ix->nentries)
		return NULL;
	/* check_entries() read each one already. */
	if (read_entry(ix) < 0)
		return NULL;
	ix->next++;
	return &ix->entry;
}

void index_file_close(struct index_file *ix)
{
	if (ix->map)
		munmap((void *)ix->map, ix->len);
	ix->map = NULL;
	strbuf_release(&ix->path);
}
