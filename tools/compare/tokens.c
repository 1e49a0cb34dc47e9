/*
 * tokens.c -- the token modes. Tokens are compared in step, as they stream; float mode parses
 * each token as it streams (at most MAX_SIG significant digits kept, enough for a correctly
 * rounded double), so a 64 MiB token needs no 64 MiB buffer. The case number K comes from the
 * same pass, by counting the case ends each side crosses between tokens (see tokens_pass).
 * Adding a token mode: write a tok_eq function (token pair -> equal?) and a row in MODES.
 */
#include "compare.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SIG 800       /* significant digits kept of a number: a double's exact decimal */
			  /* value has at most 767, so 800 and a sticky digit round correctly */
#define EXP_CAP 1000000000000000LL /* an exponent saturates here (far beyond any double) */
#define EXP_CLAMP 999999  /* |decimal exponent| passed to strtod: 0 or inf well before that */
#define FAST_DIGITS 15    /* a number of at most 15 digits (below 2^53) is read exactly... */
#define FAST_POW 22       /* ...times or over 10^0..10^22, each exact in a double */

enum skip { R_TOKEN, R_CASE_END, R_END };   /* what skipping whitespace reached */
enum nstate { N_START, N_SIGN, N_INT, N_FRAC, N_EXP, N_EXPSIGN, N_EXPDIG, N_BAD };

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

/* The state of number N after its next byte C (N_BAD once it cannot be a number); a sign or a
 * digit is noted in N on the way (`return note, STATE`). */
static enum nstate num_next(struct num *n, int c)
{
	int digit = c >= '0' && c <= '9', sign = c == '+' || c == '-', e = c == 'e' || c == 'E';
	switch (n->st) {
	case N_START:
		if (sign)
			return n->neg = c == '-', N_SIGN;
		/* fall through */
	case N_SIGN:
	case N_INT:
		if (digit)
			return num_digit(n, c, 1), N_INT;
		if (c == '.')
			return N_FRAC;
		return e && n->st == N_INT ? N_EXP : N_BAD;
	case N_FRAC:
		if (digit)
			return num_digit(n, c, 0), N_FRAC;
		return e && n->mant_digits ? N_EXP : N_BAD;
	case N_EXP:
		if (sign)
			return n->exp_neg = c == '-', N_EXPSIGN;
		/* fall through */
	case N_EXPSIGN:
	case N_EXPDIG:
		if (!digit)
			return N_BAD;
		if (n->exp < EXP_CAP)
			n->exp = n->exp * 10 + (c - '0');
		return N_EXPDIG;
	default:
		return N_BAD;
	}
}

/* Feed one byte of a token. */
static void num_feed(struct num *n, int c)
{
	n->st = num_next(n, c);
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

/* A tolerance: a decimal number >= 0 (as float mode reads them). */
int parse_tolerance(const char *s, double *v)
{
	struct num n;
	num_begin(&n);
	if (!*s)
		return 0;
	while (*s)
		num_feed(&n, (unsigned char)*s++);
	return num_value(&n, v) && *v >= 0;
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
int eq_tokens(const struct tokpair *p, const struct ctx *x)
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

const struct mode MODES[] = {
	{ "exact", K_EXACT, 0, NULL, 0 },
	{ "lines", K_LINES, 0, NULL, 0 },
	{ "unordered", K_UNORDERED, 0, NULL, 0 },
	{ "tokens", K_TOKENS, 0, eq_tokens, 0 },
	{ "tokens-nocase", K_TOKENS, 0, eq_nocase, 0 },
	{ "float", K_TOKENS, 2, eq_float, 1 },
};
const size_t N_MODES = sizeof MODES / sizeof MODES[0];

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

/* Compare the files token by token with EQ; stop after MAX differing pairs, or, when SHOW,
 * show them and count the rest ("(N more)"). Returns how many differ (at most MAX unless
 * SHOW). With --cases, x->first_case becomes the first
 * case whose tokens differ, as if each case's tokens were compared on their own: while the two
 * sides cross as many case ends between each pair of tokens, the cases line up and the first
 * differing pair is in the first differing case; where they cross different numbers (a token
 * of case k faces the end of case k on the other side), the earlier of those cases differs;
 * the end of a file ends every case after it. */
long long tokens_pass(struct ctx *x, tok_eq *eq, long long max, int show)
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
	while (found < max || show) {
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
			if (show && found < max)
				show_tok_row(x, index, &p);
			found++;
			known = 1;
		}
	}
	if (found > max)
		fprintf(out, "%8s  (%lld more)\n", "", found - max);
	x->first_case = k;
	return found;
}
