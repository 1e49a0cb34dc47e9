/*
 * cases.c -- split a test file into its cases, for the judge's view of a failing case.
 *
 * Usage:  cases input SPEC FILE K           case K (from 1) of input FILE as a one-case input
 *         cases count SPEC FILE             the number of cases in input FILE
 *         cases output lines|blocks FILE K  case K of output FILE: line K, or the K-th block
 * SPEC    lines     one case per non-blank line (blank: only whitespace, \r \f \v included); the
 *                   one-case input is that line.
 *         count:T   a leading count C, then T whitespace-separated tokens per case. The one-case
 *                   input is "1\n", then the case's own bytes: from the start of the line that
 *                   holds its first token (from the token itself when other tokens precede it on
 *                   that line) to the end of the line that holds its last token (to the token
 *                   itself when other tokens follow it there), so that a case over several lines
 *                   keeps its layout. Tokens after the C-th case are ignored, as programs do.
 *                   C must be digits (after an optional sign, as scanf reads it), from 0 to
 *                   MAX_CASES, and the file must hold C complete cases; else the file cannot be
 *                   split (exit 1, the reason on stderr).
 * Output cases are those of compare --cases: the lines up to the file's last byte that is not a
 * space, tab, CR or newline; a block ends at each line of only spaces, tabs and CRs (two in a
 * row make an empty block). A case is printed as it is in the file.
 * Every printed case ends in a newline (one is added where the file has none).
 * Exit:   0 ok; 1 the file cannot be split this way; 2 K out of range; 3 usage or I/O error.
 *
 * How: one pass over the file through a small buffer (pread), keeping only offsets; the case is
 * then copied from the file. Memory does not depend on the file.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define CHUNK 65536           /* bytes per read */
#define MAX_CASES 1000000LL   /* largest count C accepted: far above any test file here */
#define MAX_TOKENS 1000000LL  /* largest T of count:T */
#define MAX_K 1000000000000000000LL /* largest K read (10^18, below LLONG_MAX) */
#define SHOW 24               /* bytes of a bad count shown in the message */

enum status { OK = 0, CANNOT = 1, RANGE = 2, FAIL = 3 };

struct file {
	const char *name;
	int fd;
	off_t size;
};

struct cur { /* a read position in the file, with its own buffer */
	const struct file *f;
	off_t base;
	size_t pos, len;
	int at_end;
	unsigned char buf[CHUNK];
};

static struct file file;

/* Print "cases: MESSAGE" (with errno's text when SYS) and exit with STATUS. */
static void die(enum status status, int sys, const char *what)
{
	if (sys)
		fprintf(stderr, "cases: %s: %s: %s\n", file.name, what, strerror(errno));
	else
		fprintf(stderr, "cases: %s\n", what);
	exit(status);
}

/* Point C at offset OFF. */
static void cur_open(struct cur *c, off_t off)
{
	c->f = &file;
	c->base = off;
	c->pos = c->len = 0;
	c->at_end = 0;
}

/* Take the next byte; -1 at the end of the file. */
static int cur_get(struct cur *c)
{
	if (c->pos == c->len) {
		ssize_t n;
		if (c->at_end)
			return -1;
		c->base += (off_t)c->len;
		c->pos = c->len = 0;
		do
			n = pread(c->f->fd, c->buf, CHUNK, c->base);
		while (n < 0 && errno == EINTR);
		if (n < 0)
			die(FAIL, 1, "cannot read");
		if (n == 0) {
			c->at_end = 1;
			return -1;
		}
		c->len = (size_t)n;
	}
	return c->buf[c->pos++];
}

/* The next byte without taking it. */
static int cur_peek(struct cur *c)
{
	int ch = cur_get(c);
	if (ch >= 0)
		c->pos--;
	return ch;
}

/* The file offset of the next byte. */
static off_t cur_off(const struct cur *c)
{
	return c->base + (off_t)c->pos;
}

/* Whitespace, as scanf sees it. */
static int is_space(int c)
{
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/* Open NAME (a pipe is first copied to a temporary file: the case is copied out by offset). */
static void file_open(const char *name)
{
	struct stat st;
	file.name = name;
	if ((file.fd = open(name, O_RDONLY)) < 0 || fstat(file.fd, &st) < 0)
		die(FAIL, 1, "cannot open");
	if (!S_ISREG(st.st_mode)) {
		static char buf[CHUNK];
		FILE *tmp = tmpfile();
		ssize_t n;
		if (!tmp)
			die(FAIL, 1, "cannot make a temporary file");
		while ((n = read(file.fd, buf, CHUNK)) != 0) {
			if (n < 0 && errno == EINTR)
				continue;
			if (n < 0 || fwrite(buf, 1, (size_t)n, tmp) != (size_t)n)
				die(FAIL, 1, "cannot copy");
		}
		if (fflush(tmp) != 0)
			die(FAIL, 1, "cannot copy");
		close(file.fd);
		file.fd = fileno(tmp);
		if (fstat(file.fd, &st) < 0)
			die(FAIL, 1, "cannot copy");
	}
	file.size = st.st_size;
}

/* Copy bytes FROM..TO of the file to stdout, then a newline unless they end in one. */
static void print_range(off_t from, off_t to)
{
	static struct cur c;
	int ch, last = '\n';
	cur_open(&c, from);
	while (from++ < to && (ch = cur_get(&c)) >= 0) {
		putchar(ch);
		last = ch;
	}
	if (last != '\n')
		putchar('\n');
}

/* ---------- input: lines ---------- */

/* Count the non-blank lines; line K's offsets into *FROM, *TO. Returns the count. */
static long long input_lines(long long k, off_t *from, off_t *to)
{
	static struct cur c;
	long long n = 0;
	int ch;
	cur_open(&c, 0);
	while (cur_peek(&c) >= 0) {
		off_t start = cur_off(&c);
		int blank = 1;
		while ((ch = cur_get(&c)) >= 0 && ch != '\n')
			if (!is_space(ch))
				blank = 0;
		if (!blank && ++n == k) {
			*from = start;
			*to = cur_off(&c);
		}
	}
	return n;
}

/* ---------- input: count:T ---------- */

struct tok {
	off_t start, end;
	off_t line_start;   /* where its line begins */
	int first_on_line;  /* no token before it on its line */
};

struct scan {
	struct cur c;
	off_t line_start;
	int line_tokens;    /* tokens seen on the current line */
};

/* The next token into T; 0 at the end of the file. */
static int next_tok(struct scan *s, struct tok *t)
{
	int ch;
	while ((ch = cur_peek(&s->c)) >= 0 && is_space(ch)) {
		cur_get(&s->c);
		if (ch == '\n') {
			s->line_start = cur_off(&s->c);
			s->line_tokens = 0;
		}
	}
	if (ch < 0)
		return 0;
	t->start = cur_off(&s->c);
	t->line_start = s->line_start;
	t->first_on_line = s->line_tokens++ == 0;
	while ((ch = cur_peek(&s->c)) >= 0 && !is_space(ch))
		cur_get(&s->c);
	t->end = cur_off(&s->c);
	return 1;
}

/* Where a case whose last token ends at END stops: after the newline that ends its line, or at
 * END when another token follows on that line. */
static off_t case_end(off_t end)
{
	static struct cur c;
	int ch;
	cur_open(&c, end);
	while ((ch = cur_get(&c)) >= 0 && ch != '\n')
		if (!is_space(ch))
			return end;
	return cur_off(&c);
}

/* The count token T as a number; exit 1 with the reason when it is not one from 0 to
 * MAX_CASES. */
static long long read_count(const struct tok *t)
{
	static struct cur c;
	char shown[4 * SHOW + 8], why[sizeof shown + 64];
	long long v = 0;
	off_t i, len = t->end - t->start;
	int digits = 1, neg = 0, w = 0, ch;
	cur_open(&c, t->start);
	for (i = 0; i < len; i++) {
		ch = cur_get(&c);
		if (i < SHOW)
			w += sprintf(shown + w, ch > 0x20 && ch < 0x7f ? "%c" : "\\x%02x", ch);
		if (i == 0 && (ch == '-' || ch == '+') && len > 1)
			neg = ch == '-'; /* a sign, as scanf reads it */
		else if (ch < '0' || ch > '9')
			digits = 0;
		else if (v <= MAX_CASES)
			v = v * 10 + (ch - '0');
	}
	if (len > SHOW)
		strcpy(shown + w, "...");
	if (!digits) {
		snprintf(why, sizeof why, "the count '%s' is not a number", shown);
		die(CANNOT, 0, why);
	}
	if (neg && v > 0) {
		snprintf(why, sizeof why, "the count '%s' is negative", shown);
		die(CANNOT, 0, why);
	}
	if (v > MAX_CASES) {
		snprintf(why, sizeof why, "the count '%s' is above %lld", shown, MAX_CASES);
		die(CANNOT, 0, why);
	}
	return v;
}

/* Check the file's split into C cases of T tokens; case K's offsets into *FROM, *TO (when
 * K >= 1). Returns C. */
static long long input_count(long long t, long long k, off_t *from, off_t *to)
{
	static struct scan s;
	struct tok tok;
	long long c, i, first = (k - 1) * t, last = k * t - 1;
	char why[128];
	cur_open(&s.c, 0);
	s.line_start = 0;
	s.line_tokens = 0;
	if (!next_tok(&s, &tok))
		die(CANNOT, 0, "no count: the file has no tokens");
	c = read_count(&tok);
	for (i = 0; i < c * t && next_tok(&s, &tok); i++) {
		if (i == first)
			*from = tok.first_on_line ? tok.line_start : tok.start;
		if (i == last)
			*to = case_end(tok.end);
	}
	if (i < c * t) {
		snprintf(why, sizeof why, "announced %lld cases but only %lld complete %s", c,
			i / t, i / t == 1 ? "one" : "ones");
		die(CANNOT, 0, why);
	}
	return c;
}

/* ---------- output ---------- */

/* The end of the content: just past the last byte that is not a space, tab, CR or newline. */
static off_t content_end(void)
{
	static unsigned char buf[CHUNK];
	off_t end = file.size;
	while (end > 0) {
		off_t from = end > CHUNK ? end - CHUNK : 0;
		ssize_t n = pread(file.fd, buf, (size_t)(end - from), from);
		if (n != end - from)
			die(FAIL, 1, "cannot read");
		while (n > 0 && (buf[n - 1] == ' ' || buf[n - 1] == '\t' || buf[n - 1] == '\r'
				|| buf[n - 1] == '\n'))
			n--;
		if (n > 0)
			return from + n;
		end = from;
	}
	return 0;
}

/* Print case K of an output file (BLOCKS: blocks, else lines) as it is read; returns the
 * number of cases. */
static long long output_case(int blocks, long long k)
{
	static struct cur c;
	off_t cend = content_end();
	long long n = 0;
	int ch;
	cur_open(&c, 0);
	while (cur_off(&c) < cend) {
		off_t start = cur_off(&c), end;
		int blank = 1;
		while ((ch = cur_get(&c)) >= 0 && ch != '\n')
			if (ch != ' ' && ch != '\t' && ch != '\r')
				blank = 0;
		end = cur_off(&c);
		if (!blocks) {
			if (++n == k)
				print_range(start, end);
			continue;
		}
		if (n == 0)
			n = 1; /* the first line opens block 1, each blank line the next one */
		if (blank)
			n++;
		else if (n == k)
			print_range(start, end);
	}
	return n;
}

/* ---------- main ---------- */

/* Print the usage; return 3. */
static int usage(void)
{
	fputs("usage: cases input SPEC FILE K | cases count SPEC FILE | "
		"cases output lines|blocks FILE K\n"
		"SPEC: lines (a case per non-blank line) or count:T (a count, then T tokens a case)"
		"\nexit 0 ok, 1 the file cannot be split so, 2 K out of range, 3 usage or I/O error"
		"\n",
		stderr);
	return FAIL;
}

/* A whole number of digits only, at most MAX into *V. */
static int parse_number(const char *s, long long max, long long *v)
{
	*v = 0;
	if (!*s)
		return 0;
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || *v > max / 10)
			return 0;
		*v = *v * 10 + (*s - '0');
	}
	return *v <= max;
}

int main(int argc, char **argv)
{
	long long t = 0, k = 0, n;
	off_t from = 0, to = 0;
	int input, count, blocks = 0;
	char why[96];

	if (argc < 4)
		return usage();
	input = !strcmp(argv[1], "input");
	count = !strcmp(argv[1], "count");
	if (!input && !count && strcmp(argv[1], "output"))
		return usage();
	if (argc != (count ? 4 : 5))
		return usage();
	if (input || count) {
		if (strncmp(argv[2], "count:", 6) == 0) {
			if (!parse_number(argv[2] + 6, MAX_TOKENS, &t) || t < 1)
				return usage();
		} else if (strcmp(argv[2], "lines")) {
			return usage();
		}
	} else if (!strcmp(argv[2], "blocks")) {
		blocks = 1;
	} else if (strcmp(argv[2], "lines")) {
		return usage();
	}
	if (!count && !parse_number(argv[4], MAX_K, &k))
		return usage();
	file_open(argv[3]);

	if (!input && !count) {
		n = output_case(blocks, k);
	} else if (t > 0) {
		n = input_count(t, k >= 1 && k <= MAX_CASES ? k : 0, &from, &to);
	} else {
		n = input_lines(k, &from, &to);
	}
	if (count) {
		printf("%lld\n", n);
	} else if (k < 1 || k > n) {
		snprintf(why, sizeof why, "case %lld out of range: the file has %lld", k, n);
		die(RANGE, 0, why);
	} else if (input) {
		if (t > 0)
			fputs("1\n", stdout);
		print_range(from, to);
	}
	if (fflush(stdout) != 0 || ferror(stdout))
		die(FAIL, 0, "cannot write the case");
	return OK;
}
