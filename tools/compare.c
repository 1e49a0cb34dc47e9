/*
 * compare.c -- the judge's comparator: expected vs received output, in time linear in their sizes.
 *
 * Usage:  compare [--cases lines|blocks] [--diff N] [--color] MODE [ABS REL] EXPECTED GOT
 * MODE    exact          byte for byte.
 *         lines          (the judge's default) lines equal once the spaces, tabs and CRs at the
 *                        end of each are cut; empty lines at the end of either file and a missing
 *                        final newline do not count. Not equal: PE when the two files' tokens
 *                        (below) are equal, else WA.
 *         unordered      blocks compared in order, the lines of a block (cut as in lines) as a
 *                        multiset. Each empty line ends a block (two in a row make an empty one);
 *                        empty lines at the end do not count.
 *         tokens         the whitespace-separated tokens equal (whitespace: space \t \n \r \f \v).
 *         tokens-nocase  tokens equal but for the case of ASCII letters.
 *         float ABS REL  tokens; two tokens that are both decimal numbers ([+-], digits with at
 *                        most one '.', at least one digit, then optionally e|E [+-] digits; finite)
 *                        are equal when |e - g| <= ABS or |e - g| <= REL * |e|, e the expected one;
 *                        other tokens byte for byte. ABS and REL are such numbers, >= 0.
 *                        These are problemtools' semantics: its default output validator
 *                        (Kattis/problemtools, support/default_validator/default_validator.cc)
 *                        rejects a pair only when !(|j-t| <= abs_tol) && !(|j-t| <= rel_tol*|j|),
 *                        j the judge's answer; a token is a float when sscanf reads all of it and
 *                        the value is neither inf nor nan (we also refuse hex, "inf" and "nan").
 * Output: the verdict, AC WA or PE, alone on the first line; with --cases "VERDICT K N": N the
 *         number of cases in EXPECTED, K the first case whose output differs (0 for AC, N+1 when
 *         the only difference is output after the last expected case). --cases lines: case k is
 *         line k; --cases blocks: case k is the k-th block (as in unordered). In the token modes
 *         case k differs when the tokens of line/block k differ; in unordered mode with --cases
 *         lines, K is the first line of the first differing block (in EXPECTED).
 * --diff N: after the first line, up to N differences, expected and received side by side:
 *         exact, lines: the differing lines, pairwise by line number (also for PE);
 *         unordered: the first differing block's missing and unexpected lines (up to N of each);
 *         token modes: the differing tokens, pairwise by token number, with their line numbers.
 *         Each side is cut at 32 columns (a cut one ends in …); blanks are made visible: space ·,
 *         tab →, CR ␍, newline ↵ (exact mode only), any other byte outside printable ASCII \xHH.
 *         A side with no such line or token shows (end of file).
 * --color: the expected side green, the received side red (ANSI escapes).
 * Exit:   0 AC, 1 WA, 2 PE, 3 usage or I/O error (a message on stderr).
 *
 * How: every pass streams both files through small buffers (pread, so that several cursors may
 * walk one file), comparing as it reads, in the manner of problemtools' default validator: one
 * pass over the bytes, never a whole line held. Lines are compared byte by byte in step; at the
 * first mismatch two lines are still equal when the rest of both is blank, which is exactly
 * "equal once the trailing blanks are cut" without holding the blanks. The end of each file's
 * content (past its last non-blank byte) is found once from the back, so that trailing empty
 * lines are simply never read. The verdict's pass also collects the --diff report (up to
 * REPORT_IN_MEMORY rows, in memory until the verdict line is printed; past that a pass of its
 * own); a lines-mode difference adds a token pass for PE, --cases a pass counting EXPECTED's
 * cases: a constant number of linear passes. Tokens are compared in step too; float mode parses
 * each token as it streams (at most MAX_SIG significant digits kept, enough for a correctly
 * rounded double), so a 64 MiB token needs no 64 MiB buffer. The token modes' K comes from the
 * same pass, by counting the case ends each side crosses between tokens (see tokens_pass).
 * unordered compares each block in order while its lines agree (the judge's own answers are
 * sorted); from the first disagreement the rest of the block goes into a hash table of line ->
 * (count in EXPECTED - count in GOT), hashed with a seed drawn per run and verified byte by
 * byte, so the time stays linear (expected) whatever the output.
 * Memory: exact, lines and the token modes hold a few 64 KiB buffers, whatever the files (about
 * 1.5 MiB peak RSS). unordered adds, for a block whose lines come in another order, about 35
 * bytes per distinct line of the rest of that block, and maps both files (pages it reads to
 * check lines longer than INLINE_LINE count in its RSS).
 * Adding a token mode: write a tok_eq function (token pair -> equal?) and a row in MODES.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define CHUNK 65536       /* bytes per read: large enough that system calls cost nothing */
#define CELL 32           /* columns of each side of a --diff row */
#define KEEP (CELL + 1)   /* bytes kept of a line or token for its row: one more than fits */
#define MAX_SIG 800       /* significant digits kept of a number: a double's exact decimal */
			  /* value has at most 767, so 800 and a sticky digit round correctly */
#define EXP_CAP 1000000000000000LL /* an exponent saturates here (far beyond any double) */
#define EXP_CLAMP 999999  /* |decimal exponent| passed to strtod: 0 or inf well before that */
#define FAST_DIGITS 15    /* a number of at most 15 digits (below 2^53) is read exactly... */
#define FAST_POW 22       /* ...times or over 10^0..10^22, each exact in a double */
#define INLINE_LINE 8     /* unordered: a line of up to 8 bytes is kept in its table entry */
#define LOAD_NUM 7        /* ...and the table grows when it is 7/10 full */
#define LOAD_DEN 10
#define BATCH 16          /* ...and is probed 16 lines at a time (see rest_walk) */
#define MAX_UNORDERED 4294967296LL /* 2^32: files below it have line lengths and counts that */
				    /* fit an entry's 32-bit fields */
#define MAX_DIFF 1000000000LL /* largest --diff N */
#define REPORT_IN_MEMORY 10000 /* up to this --diff N, the report is collected in memory */
#define FNV_PRIME 0x100000001b3ULL /* FNV-1a, 64 bits */

enum verdict { AC = 0, WA = 1, PE = 2, FAIL = 3 }; /* also the exit status */
enum kind { K_EXACT, K_LINES, K_UNORDERED, K_TOKENS };
enum cases { C_NONE, C_LINES, C_BLOCKS };
enum ltype { T_TEXT, T_EMPTY, T_EOF };      /* a line: has text, is blank, or past the content */
enum skip { R_TOKEN, R_CASE_END, R_END };   /* what skipping whitespace reached */
enum nstate { N_START, N_SIGN, N_INT, N_FRAC, N_EXP, N_EXPSIGN, N_EXPDIG, N_BAD };

static const char *const VERDICT[] = { "AC", "WA", "PE" };

/* ---------- files and cursors ---------- */

struct file {
	const char *name;
	int fd;
	off_t size;
	off_t cend; /* end of the content: just past the last byte that is not space \t \r \n */
};

struct cur { /* a read position in a file, with its own buffer */
	struct file *f;
	off_t base;         /* file offset of buf[0] */
	size_t pos, len;    /* next byte; bytes held */
	int at_end;         /* a read found the end of the file */
	unsigned char *buf;
};

/* Print "compare: MESSAGE" and exit with status 3. */
static void die(const char *what, const char *name)
{
	if (name)
		fprintf(stderr, "compare: %s: %s: %s\n", name, what, strerror(errno));
	else
		fprintf(stderr, "compare: %s\n", what);
	exit(FAIL);
}

/* malloc that never returns NULL. */
static void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		die("out of memory", NULL);
	return p;
}

/* Point C at offset OFF of F (allocating its buffer once). */
static void cur_open(struct cur *c, struct file *f, off_t off)
{
	if (!c->buf)
		c->buf = xmalloc(CHUNK);
	c->f = f;
	c->base = off;
	c->pos = c->len = 0;
	c->at_end = 0;
}

/* Read the next chunk; 0 at the end of the file. */
static int cur_fill(struct cur *c)
{
	ssize_t n;
	c->base += (off_t)c->len;
	c->pos = c->len = 0;
	do
		n = pread(c->f->fd, c->buf, CHUNK, c->base);
	while (n < 0 && errno == EINTR);
	if (n < 0)
		die("cannot read", c->f->name);
	c->len = (size_t)n;
	c->at_end = n == 0;
	return n > 0;
}

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

/* Move C to offset OFF (within the buffer if it can). */
static void cur_seek(struct cur *c, off_t off)
{
	if (off >= c->base && off <= c->base + (off_t)c->len) {
		c->pos = (size_t)(off - c->base);
	} else {
		c->base = off;
		c->pos = c->len = 0;
		c->at_end = 0;
	}
}

/* Blanks cut from the end of a line. */
static inline int is_trim(int c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* Whitespace between tokens. */
static inline int is_space(int c)
{
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/* Open NAME for reading (a pipe is first copied to a temporary file: passes need pread) and
 * find the end of its content. */
static void file_open(struct file *f, const char *name)
{
	struct stat st;
	unsigned char *buf = xmalloc(CHUNK);
	off_t end;
	f->name = name;
	if ((f->fd = open(name, O_RDONLY)) < 0 || fstat(f->fd, &st) < 0)
		die("cannot open", name);
	if (!S_ISREG(st.st_mode)) {
		FILE *tmp = tmpfile();
		ssize_t n;
		if (!tmp)
			die("cannot make a temporary file", name);
		while ((n = read(f->fd, buf, CHUNK)) != 0) {
			if (n < 0 && errno == EINTR)
				continue;
			if (n < 0 || fwrite(buf, 1, (size_t)n, tmp) != (size_t)n)
				die("cannot copy", name);
		}
		if (fflush(tmp) != 0)
			die("cannot copy", name);
		close(f->fd);
		f->fd = fileno(tmp);
		if (fstat(f->fd, &st) < 0)
			die("cannot copy", name);
	}
	/* from the back, a chunk at a time, to the last byte that is not a blank or newline */
	for (end = st.st_size; end > 0;) {
		off_t from = end > CHUNK ? end - CHUNK : 0;
		ssize_t n = pread(f->fd, buf, (size_t)(end - from), from);
		if (n != end - from)
			die("cannot read", name);
		while (n > 0 && (is_trim(buf[n - 1]) || buf[n - 1] == '\n'))
			n--;
		if (n > 0) {
			end = from + n;
			break;
		}
		end = from;
	}
	f->size = st.st_size;
	f->cend = end;
	free(buf);
}

/* ---------- the context of a run ---------- */

struct ctx;
struct tokpair;
typedef int tok_eq(const struct tokpair *p, const struct ctx *x);

struct mode {
	const char *name;
	enum kind kind;
	int nargs;      /* numbers after the mode's name */
	tok_eq *eq;     /* token modes: are two tokens equal? */
	int numbers;    /* token modes: parse tokens as numbers */
};

struct side { /* one file being walked */
	struct file *f;
	struct cur c;
	long long line;  /* number of the line the cursor is in */
	long long ends;  /* token modes: ends of cases passed (see skip_space) */
	int content;     /* the current line so far has a byte other than space, tab, CR */
};

struct entry { /* unordered: one distinct line of a block, 24 bytes */
	uint64_t hash;
	union {
		unsigned char bytes[INLINE_LINE]; /* a short line itself */
		uint64_t at;                      /* a longer one: its file offset * 2 + file */
	} u;
	uint32_t len;       /* without its trailing blanks; 0: the slot is free */
	int32_t count;      /* occurrences in EXPECTED minus occurrences in GOT */
};

struct ctx {
	const struct mode *mode;
	double abs_tol, rel_tol;
	enum cases cases;
	long long diff;
	long long first_case;   /* token modes: the first differing case (tokens_pass) */
	int color;
	struct file file[2];    /* EXPECTED, GOT */
	struct side side[2];
	/* unordered */
	uint64_t seed;
	struct entry *tab;      /* open addressing, linear probing */
	size_t cap, used;
	long long nonzero;      /* entries whose count is not 0 */
	long long shown, show_max; /* --diff rows shown so far, to show */
	const unsigned char *map[2];
};

/* Start walking both files from their beginnings. */
static void sides_reset(struct ctx *x)
{
	int i;
	for (i = 0; i < 2; i++) {
		x->side[i].f = &x->file[i];
		cur_open(&x->side[i].c, &x->file[i], 0);
		x->side[i].line = 1;
		x->side[i].content = 0;
		x->side[i].ends = 0;
	}
}

/* ---------- showing lines and tokens (--diff) ---------- */

static const char *const GREEN = "\033[32m", *const RED = "\033[31m", *const RESET = "\033[0m";
static FILE *out; /* where the report goes: stdout, or memory until the verdict is printed */

/* Columns byte C takes when shown. */
static int shown_width(int c)
{
	return (c >= 0x21 && c <= 0x7e) || c == ' ' || c == '\t' || c == '\r' || c == '\n' ? 1 : 4;
}

/* Show byte C with its blanks visible. */
static void show_byte(int c)
{
	switch (c) {
	case ' ': fputs("\xc2\xb7", out); break;          /* · */
	case '\t': fputs("\xe2\x86\x92", out); break;     /* → */
	case '\r': fputs("\xe2\x90\x8d", out); break;     /* ␍ */
	case '\n': fputs("\xe2\x86\xb5", out); break;     /* ↵ */
	default:
		if (c >= 0x21 && c <= 0x7e)
			putc(c, out);
		else
			fprintf(out, "\\x%02x", c);
	}
}

/* One side of a row: the first NKEEP of TOTAL bytes of a line or token (NONE: there is none),
 * cut at CELL columns, padded to CELL when PAD. */
static void show_cell(const struct ctx *x, const unsigned char *keep, size_t nkeep,
	long long total, int none, int expected, int pad)
{
	int w = 0, fits = (long long)nkeep == total;
	size_t i;
	if (x->color)
		fputs(expected ? GREEN : RED, out);
	if (none) {
		fputs("(end of file)", out);
		w = 13;
	} else {
		for (i = 0; i < nkeep && fits; i++)
			if ((w += shown_width(keep[i])) > CELL)
				fits = 0;
		w = 0;
		for (i = 0; i < nkeep; i++) {
			int bw = shown_width(keep[i]);
			if (!fits && w + bw > CELL - 1)
				break;
			show_byte(keep[i]);
			w += bw;
		}
		if (!fits) {
			fputs("\xe2\x80\xa6", out); /* … */
			w++;
		}
	}
	if (x->color)
		fputs(RESET, out);
	while (pad && w++ < CELL)
		putc(' ', out);
}

/* ---------- lines ---------- */

struct line {
	off_t start;
	long long no;       /* its line number */
	long long len;      /* bytes before its '\n' */
	int nl;             /* ended by '\n' */
	int blank;          /* only spaces, tabs and CRs */
	int eof;            /* there is no such line */
	int done;           /* read to its end */
	size_t nkeep;
	unsigned char keep[KEEP];
};

/* Start reading the line at S's cursor; RAW (exact mode): only the end of the file ends it,
 * else also the end of its content. */
static void line_begin(struct side *s, struct line *l, int raw)
{
	l->start = cur_off(&s->c);
	l->no = s->line;
	l->len = 0;
	l->nl = 0;
	l->nkeep = 0;
	l->blank = 1;
	l->eof = l->done = raw ? cur_peek(&s->c) < 0 : l->start >= s->f->cend;
}

/* The next byte of line L, -1 at its end. */
static inline int line_byte(struct side *s, struct line *l, int raw)
{
	int c;
	if (l->done)
		return -1;
	c = cur_get(&s->c);
	if (c < 0 || c == '\n') {
		l->done = 1;
		if (c == '\n') {
			l->nl = 1;
			s->line++;
			if (raw && l->nkeep < KEEP)
				l->keep[l->nkeep++] = '\n';
		}
		return -1;
	}
	l->len++;
	if (l->nkeep < KEEP)
		l->keep[l->nkeep++] = (unsigned char)c;
	if (!is_trim(c))
		l->blank = 0;
	return c;
}

/* Read the rest of line L; are those bytes all blanks? */
static int line_rest_blank(struct side *s, struct line *l, int raw)
{
	int c, blank = 1;
	while ((c = line_byte(s, l, raw)) >= 0)
		blank &= is_trim(c);
	return blank;
}

/* Read one line of each side; are they equal (RAW: byte for byte, else once their trailing
 * blanks are cut)? Equal prefixes then two blank rests are equal lines. */
static int read_pair(struct side *e, struct side *g, int raw, struct line *le, struct line *lg)
{
	int a, b, rest_e, rest_g;
	line_begin(e, le, raw);
	line_begin(g, lg, raw);
	for (;;) {
		a = line_byte(e, le, raw);
		b = line_byte(g, lg, raw);
		if (a != b)
			break;
		if (a < 0)
			return le->eof == lg->eof && (!raw || le->nl == lg->nl);
	}
	rest_e = (a < 0 || is_trim(a)) & line_rest_blank(e, le, raw);
	rest_g = (b < 0 || is_trim(b)) & line_rest_blank(g, lg, raw);
	return !raw && rest_e && rest_g && le->eof == lg->eof;
}

/* What line L of file F is, for the case rules. */
static enum ltype line_type(const struct line *l, const struct file *f)
{
	return l->start >= f->cend ? T_EOF : l->blank ? T_EMPTY : T_TEXT;
}

struct first { /* the first differing line */
	long long no;
	long long blanks;       /* blank lines of EXPECTED before it */
	enum ltype te, tg;
};

/* One --diff row of lines. */
static void show_line_row(const struct ctx *x, const struct line *le, const struct line *lg,
	int raw)
{
	fprintf(out, "%8lld  ", le->eof ? lg->no : le->no);
	show_cell(x, le->keep, le->nkeep, le->len + (raw && le->nl), le->eof, 1, 1);
	fputs("  | ", out);
	show_cell(x, lg->keep, lg->nkeep, lg->len + (raw && lg->nl), lg->eof, 0, 0);
	putc('\n', out);
}

/* Compare the files line by line (RAW: exact mode); stop after MAX differing lines, showing
 * them when SHOW; the first one into FIRST. Returns how many differ (at most MAX). */
static long long lines_pass(struct ctx *x, int raw, long long max, int show, struct first *first)
{
	struct side *e = &x->side[0], *g = &x->side[1];
	struct line le, lg;
	long long found = 0, blanks = 0;
	sides_reset(x);
	if (show)
		fprintf(out, "%8s  %-*s  | %s\n", "line", CELL, "expected", "received");
	while (found < max) {
		if (read_pair(e, g, raw, &le, &lg)) {
			if (le.eof)
				break;
		} else {
			if (found == 0 && first) {
				first->no = le.no;
				first->blanks = blanks;
				first->te = line_type(&le, e->f);
				first->tg = line_type(&lg, g->f);
			}
			if (show)
				show_line_row(x, &le, &lg, raw);
			found++;
		}
		if (!le.eof && le.blank)
			blanks++;
	}
	return found;
}

/* The case in which the first differing line D falls; N cases in EXPECTED. With blocks: a
 * difference on a blank line of EXPECTED where GOT has ended is in the next block (GOT's block
 * is complete), unless on line 1; one past EXPECTED's end is in its last block when GOT's line
 * continues that block. */
static long long case_of_line(enum cases cs, const struct first *d, long long n)
{
	long long b = d->blanks + 1;
	if (cs == C_LINES)
		return d->te == T_EOF ? n + 1 : d->no;
	if (d->te == T_EOF)
		return d->tg == T_TEXT && n > 0 ? n : n + 1;
	if (d->te == T_EMPTY && d->tg == T_EOF)
		return d->no == 1 ? b : b + 1; /* on line 1 GOT has no block at all */
	return b;
}

/* The number of cases (lines or blocks) in F: its lines up to the end of its content. */
static long long count_cases(struct ctx *x, struct file *f, enum cases cs)
{
	struct cur *c = &x->side[0].c;
	long long lines = 1, blanks = 0;
	int blank = 1, ch;
	off_t left = f->cend;
	if (f->cend == 0)
		return 0;
	cur_open(c, f, 0);
	while (left-- > 0 && (ch = cur_get(c)) >= 0) {
		if (ch == '\n') {
			lines++;
			blanks += blank;
			blank = 1;
		} else if (!is_trim(ch)) {
			blank = 0;
		}
	}
	return cs == C_LINES ? lines : blanks + 1;
}

/* ---------- numbers (float mode) ---------- */

struct num { /* a decimal number read one byte at a time: value 0.DIGITS x 10^(point + exp) */
	enum nstate st;
	int neg, exp_neg, sticky, mant_digits;
	int ndig;               /* significant digits kept */
	long long point, exp;
	char dig[MAX_SIG];
};

/* Start reading a number. */
static void num_begin(struct num *n)
{
	n->st = N_START;
	n->neg = n->exp_neg = n->sticky = n->mant_digits = n->ndig = 0;
	n->point = n->exp = 0;
}

/* A digit of the mantissa, before or after the point. */
static void num_digit(struct num *n, int c, int before_point)
{
	n->mant_digits = 1;
	if (n->ndig == 0 && c == '0') { /* a leading zero: only its place counts */
		if (!before_point)
			n->point--;
		return;
	}
	if (n->ndig < MAX_SIG)
		n->dig[n->ndig++] = (char)c;
	else if (c != '0')
		n->sticky = 1;
	if (before_point)
		n->point++;
}

/* Feed one byte of a token. */
static void num_feed(struct num *n, int c)
{
	int digit = c >= '0' && c <= '9';
	switch (n->st) {
	case N_START:
		if (c == '+' || c == '-') {
			n->neg = c == '-';
			n->st = N_SIGN;
			return;
		}
		/* fall through */
	case N_SIGN:
	case N_INT:
		if (digit) {
			num_digit(n, c, 1);
			n->st = N_INT;
			return;
		}
		if (c == '.') {
			n->st = N_FRAC;
			return;
		}
		if ((c == 'e' || c == 'E') && n->st == N_INT) {
			n->st = N_EXP;
			return;
		}
		break;
	case N_FRAC:
		if (digit) {
			num_digit(n, c, 0);
			return;
		}
		if ((c == 'e' || c == 'E') && n->mant_digits) {
			n->st = N_EXP;
			return;
		}
		break;
	case N_EXP:
		if (c == '+' || c == '-') {
			n->exp_neg = c == '-';
			n->st = N_EXPSIGN;
			return;
		}
		/* fall through */
	case N_EXPSIGN:
	case N_EXPDIG:
		if (digit) {
			if (n->exp < EXP_CAP)
				n->exp = n->exp * 10 + (c - '0');
			n->st = N_EXPDIG;
			return;
		}
		break;
	case N_BAD:
		break;
	}
	n->st = N_BAD;
}

/* The value of a complete number into *V; 0 when the token is not a finite decimal number. */
static int num_value(const struct num *n, double *v)
{
	char buf[MAX_SIG + 40];
	long long e;
	int k = 0;
	if (!(n->st == N_INT || (n->st == N_FRAC && n->mant_digits) || n->st == N_EXPDIG))
		return 0;
	if (n->ndig == 0) {
		*v = 0;
		return 1;
	}
	e = n->point + (n->exp_neg ? -n->exp : n->exp);
	e = e > EXP_CLAMP ? EXP_CLAMP : e < -EXP_CLAMP ? -EXP_CLAMP : e;
	if (n->ndig <= FAST_DIGITS && !n->sticky && e - n->ndig >= -FAST_POW
		&& e - n->ndig <= FAST_POW) {
		/* Clinger's fast path: below 2^53 times an exact power of ten, rounded once */
		static const double p10[FAST_POW + 1] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7,
			1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
			1e21, 1e22 };
		uint64_t m = 0;
		long long p = e - n->ndig;
		for (k = 0; k < n->ndig; k++)
			m = m * 10 + (uint64_t)(n->dig[k] - '0');
		*v = p >= 0 ? (double)m * p10[p] : (double)m / p10[-p];
		if (n->neg)
			*v = -*v;
		return 1;
	}
	if (n->neg)
		buf[k++] = '-';
	buf[k++] = '0';
	buf[k++] = '.';
	memcpy(buf + k, n->dig, (size_t)n->ndig);
	k += n->ndig;
	if (n->sticky)
		buf[k++] = '1';
	snprintf(buf + k, sizeof buf - (size_t)k, "e%lld", e);
	*v = strtod(buf, NULL);
	return isfinite(*v);
}

/* ---------- tokens ---------- */

struct tok {
	long long line;     /* line of its first byte */
	long long len;
	int none;           /* no token here: end of the file (or of the case) */
	int done;
	int is_num;         /* float mode: a decimal number, of value val */
	double val;
	size_t nkeep;
	unsigned char keep[KEEP];
	struct num num;
};

struct tokpair {
	struct tok e, g;
	int same;           /* byte for byte */
	int same_nocase;    /* but for ASCII letter case */
};

/* The equality of the token modes. */
static int eq_tokens(const struct tokpair *p, const struct ctx *x)
{
	(void)x;
	return p->same;
}

static int eq_nocase(const struct tokpair *p, const struct ctx *x)
{
	(void)x;
	return p->same_nocase;
}

static int eq_float(const struct tokpair *p, const struct ctx *x)
{
	double d;
	if (!p->e.is_num || !p->g.is_num)
		return p->same;
	d = p->e.val - p->g.val;
	d = d < 0 ? -d : d;
	return d <= x->abs_tol || d <= x->rel_tol * (p->e.val < 0 ? -p->e.val : p->e.val);
}

static const struct mode MODES[] = {
	{ "exact", K_EXACT, 0, NULL, 0 },
	{ "lines", K_LINES, 0, NULL, 0 },
	{ "unordered", K_UNORDERED, 0, NULL, 0 },
	{ "tokens", K_TOKENS, 0, eq_tokens, 0 },
	{ "tokens-nocase", K_TOKENS, 0, eq_nocase, 0 },
	{ "float", K_TOKENS, 2, eq_float, 1 },
};

/* Skip whitespace to the next token, counting in s->ends the ends of cases of kind CASES it
 * passes: a case ends at each newline (C_LINES) or at each blank line (C_BLOCKS). */
static enum skip skip_space(struct side *s, enum cases cases)
{
	int c;
	for (;;) {
		if ((c = cur_peek(&s->c)) < 0)
			return R_END;
		if (!is_space(c))
			return R_TOKEN;
		s->c.pos++;
		if (c == '\n') {
			if (cases == C_LINES || (cases == C_BLOCKS && !s->content))
				s->ends++;
			s->line++;
			s->content = 0;
		} else if (c == '\f' || c == '\v') {
			s->content = 1;
		}
	}
}

/* Start token T at S's cursor (NONE: there is no token there). */
static void tok_begin(struct side *s, struct tok *t, int none)
{
	t->line = s->line;
	t->len = 0;
	t->none = t->done = none;
	t->is_num = 0;
	t->nkeep = 0;
	num_begin(&t->num);
}

/* The next byte of token T, -1 at its end. */
static inline int tok_byte(struct side *s, struct tok *t, int numbers)
{
	int c;
	if (t->done)
		return -1;
	if ((c = cur_peek(&s->c)) < 0 || is_space(c)) {
		t->done = 1;
		return -1;
	}
	s->c.pos++;
	s->content = 1;
	t->len++;
	if (t->nkeep < KEEP)
		t->keep[t->nkeep++] = (unsigned char)c;
	if (numbers)
		num_feed(&t->num, c);
	return c;
}

/* ASCII lower case. */
static inline int lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

/* Read one token of each side in step (HAVE_E/HAVE_G: there is one), into P. */
static void read_tok_pair(struct ctx *x, int have_e, int have_g, struct tokpair *p)
{
	struct side *e = &x->side[0], *g = &x->side[1];
	int numbers = x->mode->numbers, a, b;
	tok_begin(e, &p->e, !have_e);
	tok_begin(g, &p->g, !have_g);
	p->same = p->same_nocase = have_e && have_g;
	for (;;) {
		a = tok_byte(e, &p->e, numbers);
		b = tok_byte(g, &p->g, numbers);
		if (a < 0 && b < 0)
			break;
		if (a != b) {
			p->same = 0;
			if (a < 0 || b < 0 || lower(a) != lower(b))
				p->same_nocase = 0;
		}
	}
	if (numbers) {
		p->e.is_num = have_e && num_value(&p->e.num, &p->e.val);
		p->g.is_num = have_g && num_value(&p->g.num, &p->g.val);
	}
}

/* One --diff row of tokens: the token number, then each side's line and token. */
static void show_tok_row(const struct ctx *x, long long index, const struct tokpair *p)
{
	fprintf(out, "%8lld ", index);
	if (p->e.none)
		fprintf(out, "%8s  ", "-");
	else
		fprintf(out, "%8lld  ", p->e.line);
	show_cell(x, p->e.keep, p->e.nkeep, p->e.len, p->e.none, 1, 1);
	if (p->g.none)
		fprintf(out, "  | %8s  ", "-");
	else
		fprintf(out, "  | %8lld  ", p->g.line);
	show_cell(x, p->g.keep, p->g.nkeep, p->g.len, p->g.none, 0, 0);
	putc('\n', out);
	if (p->e.is_num && p->g.is_num) {
		double d = p->e.val - p->g.val, m = p->e.val;
		d = d < 0 ? -d : d;
		m = m < 0 ? -m : m;
		fprintf(out, "%17s  |e-g| = %.6g (ABS %g), |e-g|/|e| = ", "", d, x->abs_tol);
		if (m > 0)
			fprintf(out, "%.6g", d / m);
		else
			fputs(d > 0 ? "inf" : "0", out);
		fprintf(out, " (REL %g)\n", x->rel_tol);
	}
}

/* Compare the files token by token with EQ; stop after MAX differing pairs, showing them when
 * SHOW. Returns how many differ (at most MAX). With --cases, x->first_case becomes the first
 * case whose tokens differ, as if each case's tokens were compared on their own: while the two
 * sides cross as many case ends between each pair of tokens, the cases line up and the first
 * differing pair is in the first differing case; where they cross different numbers (a token
 * of case k faces the end of case k on the other side), the earlier of those cases differs;
 * the end of a file ends every case after it. */
static long long tokens_pass(struct ctx *x, tok_eq *eq, long long max, int show)
{
	struct side *e = &x->side[0], *g = &x->side[1];
	struct tokpair p;
	long long found = 0, index = 0, k = 1, ce, cg;
	int known = x->cases == C_NONE;
	enum skip re, rg;
	sides_reset(x);
	if (show)
		fprintf(out, "%8s %8s  %-*s  | %8s  %s\n", "token", "line", CELL, "expected",
			"line", "received");
	while (found < max) {
		ce = e->ends;
		cg = g->ends;
		re = skip_space(e, x->cases);
		rg = skip_space(g, x->cases);
		ce = e->ends - ce;
		cg = g->ends - cg;
		if (re == R_END && rg == R_END)
			break;
		if (!known) {
			if (re == R_TOKEN && rg == R_TOKEN && ce == cg) {
				k += ce;
			} else {
				k += re != R_TOKEN ? cg : rg != R_TOKEN ? ce : ce < cg ? ce : cg;
				known = 1;
			}
		}
		index++;
		read_tok_pair(x, re == R_TOKEN, rg == R_TOKEN, &p);
		if (re != R_TOKEN || rg != R_TOKEN || !eq(&p, x)) {
			if (show)
				show_tok_row(x, index, &p);
			found++;
			known = 1;
		}
	}
	x->first_case = k;
	return found;
}

/* ---------- unordered ---------- */

struct bline { /* a line of a block, read for the multiset */
	off_t start;
	long long no;
	long long len, nlen;    /* bytes; without the trailing blanks */
	uint64_t hash;          /* of the nlen bytes */
	unsigned char head[INLINE_LINE];
	size_t nkeep;
	unsigned char keep[KEEP];
};

/* Mix the bits of a hash (MurmurHash3's finaliser). */
static uint64_t mix(uint64_t h)
{
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdULL;
	h ^= h >> 33;
	h *= 0xc4ceb9fe1a85ec53ULL;
	return h ^ (h >> 33);
}

/* A seed for the hash, different in every run, so that no output can be made to collide. */
static uint64_t random_seed(void)
{
	uint64_t s = 0;
	int fd = open("/dev/urandom", O_RDONLY);
	if (fd < 0 || read(fd, &s, sizeof s) != (ssize_t)sizeof s)
		s = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
	if (fd >= 0)
		close(fd);
	return s;
}

/* Read the next line of S's block into B; 0 at the end of the block: a blank line (taken) or
 * the end of the content (not). Trailing blanks are hashed only once something follows them,
 * so the hash is that of the cut line. */
static int read_bline(const struct ctx *x, struct side *s, struct bline *b)
{
	uint64_t h = x->seed, tent;
	long long len = 0, nlen = 0;
	int c;
	b->start = cur_off(&s->c);
	b->no = s->line;
	b->nkeep = 0;
	b->len = b->nlen = 0;
	if (b->start >= s->f->cend)
		return 0;
	tent = h;
	while ((c = cur_get(&s->c)) >= 0 && c != '\n') {
		if (len < INLINE_LINE)
			b->head[len] = (unsigned char)c;
		if (b->nkeep < KEEP)
			b->keep[b->nkeep++] = (unsigned char)c;
		len++;
		tent = (tent ^ (unsigned)c) * FNV_PRIME;
		if (!is_trim(c)) {
			h = tent;
			nlen = len;
		}
	}
	if (c == '\n')
		s->line++;
	b->len = len;
	b->nlen = nlen;
	b->hash = mix(h ^ (uint64_t)nlen);
	return nlen > 0;
}

/* The number of lines left in S's block (S does not move). */
static long long count_rest(struct side *s)
{
	off_t at = cur_off(&s->c);
	long long line = s->line, n = 0;
	int c, blank;
	while (cur_off(&s->c) < s->f->cend) {
		blank = 1;
		while ((c = cur_get(&s->c)) >= 0 && c != '\n')
			if (!is_trim(c))
				blank = 0;
		if (blank)
			break;
		n++;
	}
	cur_seek(&s->c, at);
	s->line = line;
	return n;
}

/* Map both files into memory (once), where the table's longer lines are checked. */
static void map_files(struct ctx *x)
{
	int i;
	for (i = 0; i < 2; i++) {
		struct file *f = &x->file[i];
		void *p;
		if (x->map[i] || f->size == 0)
			continue;
		if (f->size >= MAX_UNORDERED)
			die("unordered mode compares files under 4 GiB", NULL);
		p = mmap(NULL, (size_t)f->size, PROT_READ, MAP_PRIVATE, f->fd, 0);
		if (p == MAP_FAILED)
			die("cannot map", f->name);
		x->map[i] = p;
	}
}

/* Is entry EN the line B just read from side I? */
static int entry_is(const struct ctx *x, const struct entry *en, const struct bline *b, int i)
{
	if (en->hash != b->hash || en->len != (uint64_t)b->nlen)
		return 0;
	if (b->nlen <= INLINE_LINE)
		return memcmp(en->u.bytes, b->head, (size_t)b->nlen) == 0;
	if (en->u.at == ((uint64_t)b->start << 1 | (uint64_t)i))
		return 1; /* the line the entry was made from (the report walks them again) */
	return memcmp(x->map[en->u.at & 1] + (en->u.at >> 1), x->map[i] + b->start,
		(size_t)b->nlen) == 0;
}

/* Zeroed memory for N entries, in huge pages where the kernel has them: the table is probed
 * at random, and in a virtual machine each TLB miss costs several cache misses. */
static struct entry *table_alloc(size_t n)
{
	void *p = mmap(NULL, n * sizeof(struct entry), PROT_READ | PROT_WRITE,
		MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		die("out of memory", NULL);
	madvise(p, n * sizeof(struct entry), MADV_HUGEPAGE);
	return p;
}

/* A new empty table for about N lines. */
static void table_new(struct ctx *x, long long n)
{
	if (x->tab)
		munmap(x->tab, x->cap * sizeof *x->tab);
	x->cap = (size_t)n / LOAD_NUM * LOAD_DEN + 16;
	x->tab = table_alloc(x->cap);
	x->used = 0;
	x->nonzero = 0;
}

/* Double the table. */
static void table_grow(struct ctx *x)
{
	struct entry *old = x->tab;
	size_t i, j, n = x->cap;
	x->cap *= 2;
	x->tab = table_alloc(x->cap);
	for (i = 0; i < n; i++)
		if (old[i].len) {
			j = old[i].hash % x->cap;
			while (x->tab[j].len)
				j = j + 1 == x->cap ? 0 : j + 1;
			x->tab[j] = old[i];
		}
	munmap(old, n * sizeof *old);
}

/* The entry of line B of side I: added with count 0 when new (ADD), else NULL. */
static struct entry *table_find(struct ctx *x, const struct bline *b, int i, int add)
{
	size_t j;
	struct entry *en;
	if (add && (x->used + 1) * LOAD_DEN > x->cap * LOAD_NUM)
		table_grow(x);
	for (j = b->hash % x->cap; x->tab[j].len; j = j + 1 == x->cap ? 0 : j + 1)
		if (entry_is(x, &x->tab[j], b, i))
			return &x->tab[j];
	if (!add)
		return NULL;
	en = &x->tab[j];
	en->hash = b->hash;
	en->len = (uint32_t)b->nlen;
	en->count = 0;
	if (b->nlen <= INLINE_LINE)
		memcpy(en->u.bytes, b->head, (size_t)b->nlen);
	else
		en->u.at = (uint64_t)b->start << 1 | (uint64_t)i;
	x->used++;
	return en;
}

struct ublock { /* the first block that differs */
	long long no;
	long long line_e;       /* the line of EXPECTED it starts on */
	int have[2];            /* the block exists in EXPECTED, GOT */
	int rest[2];            /* lines left on that side when the order broke */
	off_t from[2];          /* where they start */
	long long from_line[2];
};

typedef int line_fn(struct ctx *x, struct entry *en, const struct bline *b, int i);

/* Walk the rest of side I's block, calling FN with each line and its entry (added when ADD,
 * else NULL if absent) until FN returns nonzero. The lines go BATCH at a time: first their
 * hashes and a prefetch of their slots, then the probes, so that the cache misses overlap. */
static void rest_walk(struct ctx *x, int i, int add, line_fn *fn)
{
	static struct bline b[BATCH];
	struct side *s = &x->side[i];
	int n, k, more = 1;
	while (more) {
		for (n = 0; n < BATCH && (more = read_bline(x, s, &b[n])); n++)
			__builtin_prefetch(&x->tab[b[n].hash % x->cap]);
		for (k = 0; k < n; k++)
			if (fn(x, table_find(x, &b[k], i, add), &b[k], i))
				return;
	}
}

/* Count line B of side I in its entry EN: +1 from EXPECTED, -1 from GOT. */
static int tally(struct ctx *x, struct entry *en, const struct bline *b, int i)
{
	int32_t old = en->count;
	(void)b;
	en->count += i == 0 ? 1 : -1;
	if (old == 0)
		x->nonzero++;
	else if (en->count == 0)
		x->nonzero--;
	return 0;
}

/* Put the rest of the current block of each side (where REST) into a new table. Are the two
 * multisets equal? */
static int rest_equal(struct ctx *x, struct ublock *u)
{
	int i;
	map_files(x);
	table_new(x, u->rest[0] ? count_rest(&x->side[0]) : 0);
	for (i = 0; i < 2; i++) {
		u->from[i] = cur_off(&x->side[i].c);
		u->from_line[i] = x->side[i].line;
		if (u->rest[i])
			rest_walk(x, i, 1, tally);
	}
	return x->nonzero == 0;
}

/* Move S back to the start of line L. */
static void side_back(struct side *s, const struct line *l)
{
	cur_seek(&s->c, l->start);
	s->line = l->no;
}

/* Compare block by block; the first differing block into U. */
static enum verdict unordered_pass(struct ctx *x, struct ublock *u)
{
	struct side *e = &x->side[0], *g = &x->side[1];
	struct line le, lg;
	long long b;
	sides_reset(x);
	for (b = 1;; b++) {
		u->no = b;
		u->line_e = e->line;
		u->have[0] = cur_off(&e->c) < e->f->cend;
		u->have[1] = cur_off(&g->c) < g->f->cend;
		if (!u->have[0] && !u->have[1])
			return AC;
		if (u->have[0] != u->have[1]) { /* a block on one side only, even an empty one */
			u->rest[0] = u->have[0];
			u->rest[1] = u->have[1];
			rest_equal(x, u);
			return WA;
		}
		for (;;) { /* in order while the lines agree */
			int same = read_pair(e, g, 0, &le, &lg);
			int end_e = le.eof || le.blank, end_g = lg.eof || lg.blank;
			if (end_e && end_g)
				break;
			if (same)
				continue;
			u->rest[0] = !end_e;
			u->rest[1] = !end_g;
			if (!end_e)
				side_back(e, &le);
			if (!end_g)
				side_back(g, &lg);
			if (!rest_equal(x, u))
				return WA;
			break;
		}
	}
}

/* --diff, unordered: show line B of side I if its entry EN has a surplus on that side (taking
 * one occurrence off it); stop after x->show_max. */
static int show_surplus(struct ctx *x, struct entry *en, const struct bline *b, int i)
{
	int sign = i == 0 ? 1 : -1;
	if (en && en->count * sign > 0) {
		en->count -= sign;
		fprintf(out, "%8lld  ", b->no);
		show_cell(x, b->keep, b->nkeep, b->len, 0, i == 0, 0);
		putc('\n', out);
		if (++x->shown >= x->show_max)
			return 1;
	}
	return 0;
}

/* Show the surplus lines of side I of block U (TOTAL of them). */
static void show_surplus_side(struct ctx *x, const struct ublock *u, int i, long long total)
{
	struct side *s = &x->side[i];
	fprintf(out, "%8s  %s\n", "line", i == 0 ? "missing (expected, not received)"
		: "unexpected (received, not expected)");
	x->shown = 0;
	x->show_max = total < x->diff ? total : x->diff;
	cur_seek(&s->c, u->from[i]);
	s->line = u->from_line[i];
	if (u->rest[i])
		rest_walk(x, i, 0, show_surplus);
	if (total > x->shown)
		fprintf(out, "%8s  (%lld more)\n", "", total - x->shown);
}

/* The --diff report of unordered mode: the first differing block's surplus lines. */
static void unordered_report(struct ctx *x, const struct ublock *u)
{
	long long missing = 0, unexpected = 0;
	size_t j;
	for (j = 0; j < x->cap; j++)
		if (x->tab[j].len) {
			if (x->tab[j].count > 0)
				missing += x->tab[j].count;
			else
				unexpected -= x->tab[j].count;
		}
	fprintf(out, "    block %lld: %lld %s missing, %lld unexpected%s\n", u->no, missing,
		missing == 1 ? "line" : "lines", unexpected,
		!u->have[0] ? " (expected has no such block)"
		: !u->have[1] ? " (received has no such block)" : "");
	if (missing > 0)
		show_surplus_side(x, u, 0, missing);
	if (unexpected > 0)
		show_surplus_side(x, u, 1, unexpected);
}

/* ---------- main ---------- */

/* Print the usage on F; return STATUS. */
static int usage(FILE *f, int status)
{
	fputs("usage: compare [--cases lines|blocks] [--diff N] [--color] MODE [ABS REL] "
		"EXPECTED GOT\n"
		"MODE: exact, lines, unordered, tokens, tokens-nocase, float ABS REL\n"
		"prints VERDICT (AC WA PE), with --cases VERDICT K N\n"
		"exit 0 AC, 1 WA, 2 PE, 3 error\n"
		"--diff shows blanks as: space \xc2\xb7  tab \xe2\x86\x92  CR \xe2\x90\x8d  "
		"newline \xe2\x86\xb5 (exact)  other bytes \\xHH  cut \xe2\x80\xa6\n", f);
	return status;
}

/* A tolerance: a decimal number >= 0 (as float mode reads them). */
static int parse_tolerance(const char *s, double *v)
{
	struct num n;
	num_begin(&n);
	if (!*s)
		return 0;
	while (*s)
		num_feed(&n, (unsigned char)*s++);
	return num_value(&n, v) && *v >= 0;
}

/* --diff N: a whole number from 0 to MAX_DIFF. */
static int parse_count(const char *s, long long *v)
{
	*v = 0;
	if (!*s)
		return 0;
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			return 0;
		*v = *v * 10 + (*s - '0');
		if (*v > MAX_DIFF)
			return 0;
	}
	return 1;
}

int main(int argc, char **argv)
{
	static struct ctx x;
	struct first first;
	struct ublock u;
	enum verdict v;
	long long k = 0, n = 0;
	char *report = NULL;
	size_t m, report_len = 0;
	int i = 1, rows;

	while (i < argc && !strncmp(argv[i], "--", 2)) {
		if (!strcmp(argv[i], "--help"))
			return usage(stdout, 0);
		if (!strcmp(argv[i], "--color")) {
			x.color = 1;
			i++;
		} else if (!strcmp(argv[i], "--cases") && i + 1 < argc) {
			if (!strcmp(argv[i + 1], "lines"))
				x.cases = C_LINES;
			else if (!strcmp(argv[i + 1], "blocks"))
				x.cases = C_BLOCKS;
			else
				return usage(stderr, FAIL);
			i += 2;
		} else if (!strcmp(argv[i], "--diff") && i + 1 < argc) {
			if (!parse_count(argv[i + 1], &x.diff))
				return usage(stderr, FAIL);
			i += 2;
		} else {
			return usage(stderr, FAIL);
		}
	}
	if (i >= argc)
		return usage(stderr, FAIL);
	for (m = 0; m < sizeof MODES / sizeof MODES[0]; m++)
		if (!strcmp(argv[i], MODES[m].name))
			x.mode = &MODES[m];
	if (!x.mode) {
		fprintf(stderr, "compare: unknown mode '%s'\n", argv[i]);
		return usage(stderr, FAIL);
	}
	i++;
	if (argc - i != x.mode->nargs + 2)
		return usage(stderr, FAIL);
	if (x.mode->nargs == 2 && (!parse_tolerance(argv[i], &x.abs_tol)
			|| !parse_tolerance(argv[i + 1], &x.rel_tol))) {
		fprintf(stderr, "compare: ABS and REL must be decimal numbers >= 0\n");
		return FAIL;
	}
	i += x.mode->nargs;
	file_open(&x.file[0], argv[i]);
	file_open(&x.file[1], argv[i + 1]);
	x.seed = random_seed();

	/* With --diff (up to REPORT_IN_MEMORY rows) the verdict's own pass also collects the
	 * report, in memory until the verdict line is out: one pass fewer. */
	out = stdout;
	rows = x.diff > 0 && x.diff <= REPORT_IN_MEMORY && x.mode->kind != K_UNORDERED;
	if (rows && !(out = open_memstream(&report, &report_len)))
		die("out of memory", NULL);
	switch (x.mode->kind) {
	case K_EXACT:
		v = lines_pass(&x, 1, rows ? x.diff : 1, rows, &first) ? WA : AC;
		break;
	case K_LINES:
		if (!lines_pass(&x, 0, rows ? x.diff : 1, rows, &first))
			v = AC;
		else
			v = tokens_pass(&x, eq_tokens, 1, 0) ? WA : PE;
		break;
	case K_UNORDERED:
		v = unordered_pass(&x, &u);
		break;
	default:
		v = tokens_pass(&x, x.mode->eq, rows ? x.diff : 1, rows) ? WA : AC;
		break;
	}
	if (rows && fclose(out) != 0)
		die("out of memory", NULL);
	out = stdout;
	if (x.cases != C_NONE) {
		n = count_cases(&x, &x.file[0], x.cases);
		if (v == AC)
			k = 0;
		else if (x.mode->kind == K_UNORDERED)
			k = x.cases == C_BLOCKS ? u.no : u.have[0] ? u.line_e : n + 1;
		else if (x.mode->kind == K_TOKENS)
			k = x.first_case;
		else
			k = case_of_line(x.cases, &first, n);
		if (v != AC && (k == 0 || k > n + 1))
			k = n + 1;
		printf("%s %lld %lld\n", VERDICT[v], k, n);
	} else {
		printf("%s\n", VERDICT[v]);
	}
	if (rows && v != AC)
		fwrite(report, 1, report_len, stdout);
	else if (x.diff > 0 && v != AC) {
		switch (x.mode->kind) {
		case K_EXACT:
		case K_LINES:
			lines_pass(&x, x.mode->kind == K_EXACT, x.diff, 1, NULL);
			break;
		case K_UNORDERED:
			unordered_report(&x, &u);
			break;
		default:
			tokens_pass(&x, x.mode->eq, x.diff, 1);
			break;
		}
	}
	free(report);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "compare: cannot write the result\n");
		return FAIL;
	}
	return v;
}
