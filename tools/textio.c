/* textio.c -- see textio.h. */
#include "textio.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *tool_name = "textio";

/* Print "TOOL: NAME: WHAT: REASON" (errno's), or "TOOL: WHAT" without NAME; exit 3. */
void fail(const char *what, const char *name)
{
	if (name)
		fprintf(stderr, "%s: %s: %s: %s\n", tool_name, name, what, strerror(errno));
	else
		fprintf(stderr, "%s: %s\n", tool_name, what);
	exit(TEXT_FAIL);
}

/* malloc that never returns NULL. */
void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		fail("out of memory", NULL);
	return p;
}

/* Copy what is left to read of descriptor FD (a pipe) into a temporary file; its descriptor. */
static int copy_to_temporary(int fd, const char *name, unsigned char *buf)
{
	FILE *tmp = tmpfile();
	ssize_t n;
	if (!tmp)
		fail("cannot make a temporary file", name);
	while ((n = read(fd, buf, CHUNK)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 || fwrite(buf, 1, (size_t)n, tmp) != (size_t)n)
			fail("cannot copy", name);
	}
	if (fflush(tmp) != 0)
		fail("cannot copy", name);
	close(fd);
	return fileno(tmp);
}

/* The end of F's content, found from the back a chunk at a time. */
static off_t content_end(const struct file *f, unsigned char *buf)
{
	off_t end = f->size;
	while (end > 0) {
		off_t from = end > CHUNK ? end - CHUNK : 0;
		ssize_t n = pread(f->fd, buf, (size_t)(end - from), from);
		if (n != end - from)
			fail("cannot read", f->name);
		while (n > 0 && (is_trim(buf[n - 1]) || buf[n - 1] == '\n'))
			n--;
		if (n > 0)
			return from + n;
		end = from;
	}
	return 0;
}

/* Open NAME for reading (a pipe is first copied to a temporary file) and find the end of its
 * content. */
void text_open(struct file *f, const char *name)
{
	struct stat st;
	unsigned char *buf = xmalloc(CHUNK);
	f->name = name;
	if ((f->fd = open(name, O_RDONLY | O_CLOEXEC)) < 0 || fstat(f->fd, &st) < 0)
		fail("cannot open", name);
	if (!S_ISREG(st.st_mode) &&
	    ((f->fd = copy_to_temporary(f->fd, name, buf)) < 0 || fstat(f->fd, &st) < 0))
		fail("cannot copy", name);
	f->size = st.st_size;
	f->cend = content_end(f, buf);
	free(buf);
}

/* Point C at offset OFF of F (allocating its buffer once). */
void cur_open(struct cur *c, const struct file *f, off_t off)
{
	if (!c->buf)
		c->buf = xmalloc(CHUNK);
	c->f = f;
	c->base = off;
	c->pos = c->len = 0;
	c->at_end = 0;
}

/* Read the next chunk; 0 at the end of the file. */
int cur_fill(struct cur *c)
{
	ssize_t n;
	c->base += (off_t)c->len;
	c->pos = c->len = 0;
	do
		n = pread(c->f->fd, c->buf, CHUNK, c->base);
	while (n < 0 && errno == EINTR);
	if (n < 0)
		fail("cannot read", c->f->name);
	c->len = (size_t)n;
	c->at_end = n == 0;
	return n > 0;
}

/* Move C to offset OFF (within the buffer if it can). */
void cur_seek(struct cur *c, off_t off)
{
	if (off >= c->base && off <= c->base + (off_t)c->len) {
		c->pos = (size_t)(off - c->base);
	} else {
		c->base = off;
		c->pos = c->len = 0;
		c->at_end = 0;
	}
}

/* S as a whole number: digits only (at least one), at most MAX, into *V; 1 if so, else 0. */
int parse_whole(const char *s, long long max, long long *v)
{
	*v = 0;
	if (!*s)
		return 0;
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || *v > (max - (*s - '0')) / 10)
			return 0;
		*v = *v * 10 + (*s - '0');
	}
	return 1;
}
