/*
 * compare.h -- what the comparator's files share (the contract is at the top of main.c).
 *   main.c       the contract, the options, the verdict and the case number, main
 *   lines.c      exact and lines mode: lines read in step, the first differing line, its case
 *   tokens.c     the token modes: tokens read in step, float mode's numbers, the case number
 *   unordered.c  unordered mode: blocks in order, the lines of a block as a multiset
 *   show.c       the --diff rows: lines and tokens cut to a column, blanks made visible
 * Files and cursors: ../textio.h.
 */
#ifndef COMPARE_H
#define COMPARE_H

#include "../textio.h"
#include <stdint.h>
#include <stdio.h>

#define CELL 32           /* columns of each side of a --diff row */
#define KEEP (CELL + 1)   /* bytes kept of a line or token for its row: one more than fits */

enum verdict { AC = 0, WA = 1, PE = 2, FAIL = TEXT_FAIL }; /* also the exit status */
enum kind { K_EXACT, K_LINES, K_UNORDERED, K_TOKENS };
enum cases { C_NONE, C_LINES, C_BLOCKS };
enum ltype { T_TEXT, T_EMPTY, T_EOF };      /* a line: has text, is blank, or past the content */

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

struct first { /* the first differing line */
	long long no;
	long long blanks;       /* blank lines of EXPECTED before it */
	enum ltype te, tg;
};

struct ublock { /* the first block that differs */
	long long no;
	long long line_e;       /* the line of EXPECTED it starts on */
	int have[2];            /* the block exists in EXPECTED, GOT */
	int rest[2];            /* lines left on that side when the order broke */
	off_t from[2];          /* where they start */
	long long from_line[2];
};

/* show.c */
extern FILE *out; /* where the report goes: stdout, or memory until the verdict is printed */
void show_cell(const struct ctx *x, const unsigned char *keep, size_t nkeep, long long total,
	       int none, int expected, int pad);

/* lines.c */
void sides_reset(struct ctx *x);
int read_pair(struct side *e, struct side *g, int raw, struct line *le, struct line *lg);
long long lines_pass(struct ctx *x, int raw, long long max, int show, struct first *first);
long long case_of_line(enum cases cs, const struct first *d, long long n);
long long count_cases(struct ctx *x, struct file *f, enum cases cs);

/* tokens.c */
extern const struct mode MODES[];
extern const size_t N_MODES;
int eq_tokens(const struct tokpair *p, const struct ctx *x);
long long tokens_pass(struct ctx *x, tok_eq *eq, long long max, int show);
int parse_tolerance(const char *s, double *v);

/* unordered.c */
enum verdict unordered_pass(struct ctx *x, struct ublock *u);
void unordered_report(struct ctx *x, const struct ublock *u);

#endif
