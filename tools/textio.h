/*
 * textio.h -- the text input that compare and cases share: a file opened for several passes
 * (a pipe is first copied to a temporary file, since passes need pread), the end of its
 * content, cursors that stream it through a small buffer each, the blank tests of the judge's
 * rules, and the one whole-number parser of the tools' command lines (the runner's too).
 * An I/O error ends the tool: "TOOL: NAME: WHAT: REASON" on stderr, exit 3.
 */
#ifndef TEXTIO_H
#define TEXTIO_H

#define _GNU_SOURCE
#include <sys/types.h>

#define CHUNK 65536       /* bytes per read: large enough that system calls cost nothing */
#define TEXT_FAIL 3       /* the tools' exit status for a usage or I/O error */

extern const char *tool_name; /* "compare", "cases": the start of every message */

struct file {
	const char *name;
	int fd;
	off_t size;
	off_t cend;         /* end of the content: past the last byte that is not space \t \r \n */
};

struct cur { /* a read position in a file, with its own buffer */
	const struct file *f;
	off_t base;         /* file offset of buf[0] */
	size_t pos, len;    /* next byte; bytes held */
	int at_end;         /* a read found the end of the file */
	unsigned char *buf;
};

void fail(const char *what, const char *name);
void *xmalloc(size_t n);
void text_open(struct file *f, const char *name);
void cur_open(struct cur *c, const struct file *f, off_t off);
int cur_fill(struct cur *c);
void cur_seek(struct cur *c, off_t off);
int parse_whole(const char *s, long long max, long long *v);

/* The next byte without taking it; -1 at the end of the file. */
static inline int cur_peek(struct cur *c)
{
	if (c->pos == c->len && (c->at_end || !cur_fill(c)))
		return -1;
	return c->buf[c->pos];
}

/* Take the next byte; -1 at the end of the file. */
static inline int cur_get(struct cur *c)
{
	int ch = cur_peek(c);
	if (ch >= 0)
		c->pos++;
	return ch;
}

/* The file offset of the next byte. */
static inline off_t cur_off(const struct cur *c)
{
	return c->base + (off_t)c->pos;
}

/* Blanks cut from the end of a line (and the only bytes of a blank output line). */
static inline int is_trim(int c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* Whitespace between tokens, as scanf sees it. */
static inline int is_space(int c)
{
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

#endif
