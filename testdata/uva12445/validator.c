/*
 * validator.c -- input validator for uva12445 (UVa 12445 "Happy 12"), Kattis' convention:
 * one test input on stdin; exit 42 if it is within the statement's constraints, else exit 43
 * with one line on stderr naming the line and the rule it breaks.
 *
 * The statement: T, then T cases, each the twelve tokens in slots 0..11, a configuration
 * that can be solved.  Every permutation of 1..12 can (W is an odd permutation, L and R
 * even ones, and the census reaches all 12!), so a permutation is all "solvable" asks.
 * Written as the statement's sample is, strictly:
 *   line 1      T >= 1 (a test holds a case), digits only, no leading zero;
 *   T lines     twelve numbers 1..12, all different, one space apart, no leading zero;
 *   every line  ends with LF (no CR, tab or other byte); nothing after the T-th case.
 *
 * reject and shown (and read_all, where a validator reads its input whole) are the same in
 * every testdata/NAME/validator.c, copied on purpose: each validator is one standalone
 * file, as Kattis' problem format takes it.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { VALID = 42, INVALID = 43 };
enum { N_SLOT = 12, T_DIGITS = 9 /* T < 10^9: more cases than any file holds */ };

static const char *input;  /* the whole of stdin */
static size_t input_len, pos;
static long line_no;       /* the line read last */

static void reject(const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "line %ld: ", line_no);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(INVALID);
}

static void read_all(void)
{
	size_t cap = 1 << 16, n;
	char *buf = malloc(cap);
	while (buf && (n = fread(buf + input_len, 1, cap - input_len, stdin)) > 0) {
		input_len += n;
		if (input_len == cap) buf = realloc(buf, cap *= 2);
	}
	if (!buf || ferror(stdin)) {
		fputs("validator: cannot read stdin\n", stderr);
		exit(1);
	}
	input = buf;
}

/* next_line: the next line, without its LF, in *len; every line must end with LF. */
static const char *next_line(size_t *len, const char *what)
{
	const char *start = input + pos, *lf;
	line_no++;
	if (pos == input_len) reject("the file ends where %s should be", what);
	lf = memchr(start, '\n', input_len - pos);
	if (!lf) reject("no LF at the end of the line (%s)", what);
	*len = (size_t)(lf - start);
	pos += *len + 1;
	if (memchr(start, '\r', *len)) reject("a CR in %s: lines end with LF alone", what);
	return start;
}

/* number: the whole number at S[*i] (digits, no leading zero, at most MAX_DIGITS of them),
 * moving *i past it; -1 if there is none. */
static long number(const char *s, size_t len, size_t *i, int max_digits)
{
	long v = 0;
	size_t start = *i;
	while (*i < len && s[*i] >= '0' && s[*i] <= '9') {
		if ((int)(*i - start) == max_digits) return -1;
		v = v * 10 + (s[(*i)++] - '0');
	}
	if (*i == start || (s[start] == '0' && *i - start > 1)) return -1;
	return v;
}

static void read_case(long k)
{
	size_t len, i = 0;
	char what[40];
	const char *s;
	int seen[N_SLOT + 1] = { 0 }, slot;
	long v;
	sprintf(what, "case %ld", k);
	s = next_line(&len, what);
	for (slot = 0; slot < N_SLOT; slot++) {
		if (slot > 0 && (i == len || s[i++] != ' '))
			reject("case %ld: twelve numbers one space apart, nothing else", k);
		v = number(s, len, &i, 2);
		if (v < 1 || v > N_SLOT)
			reject("case %ld: token %d is not a number 1..12 without leading zero", k,
			       slot + 1);
		if (seen[v]++) reject("case %ld: %ld appears twice (not a permutation)", k, v);
	}
	if (i != len) reject("case %ld: twelve numbers one space apart, nothing else", k);
}

int main(void)
{
	size_t len, i = 0;
	const char *s;
	long t, k;
	read_all();
	s = next_line(&len, "T");
	t = number(s, len, &i, T_DIGITS);
	if (t < 1 || i != len)
		reject("T must be a whole number 1..999999999, digits only, no leading zero");
	for (k = 1; k <= t; k++) read_case(k);
	line_no++;
	if (pos != input_len) reject("input after the T = %ld cases", t);
	return VALID;
}
