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
 * How: one pass over the file through a small buffer (pread, ../textio.h), keeping only
 * offsets; the case is then copied from the file. Memory does not depend on the file.
 */
#include "textio.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_CASES 1000000LL   /* largest count C accepted: far above any test file here */
#define MAX_TOKENS 1000000LL  /* largest T of count:T */
#define MAX_K 1000000000000000000LL /* largest K read (10^18, below LLONG_MAX) */
#define SHOW 24               /* bytes of a bad count shown in the message */

enum status { OK = 0, CANNOT = 1, RANGE = 2, FAIL = TEXT_FAIL };

static struct file file;

/* Print "cases: WHY" and exit with STATUS: the file cannot be split so, or K is out of range. */
static void refuse(enum status status, const char *why)
{
	fprintf(stderr, "cases: %s\n", why);
	exit(status);
}

/* Copy bytes FROM..TO of the file to stdout, then a newline unless they end in one. */
static void print_range(off_t from, off_t to)
{
	static struct cur c;
	int ch, last = '\n';
	cur_open(&c, &file, from);
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
	cur_open(&c, &file, 0);
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
	cur_open(&c, &file, end);
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
	cur_open(&c, &file, t->start);
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
		refuse(CANNOT, why);
	}
	if (neg && v > 0) {
		snprintf(why, sizeof why, "the count '%s' is negative", shown);
		refuse(CANNOT, why);
	}
	if (v > MAX_CASES) {
		snprintf(why, sizeof why, "the count '%s' is above %lld", shown, MAX_CASES);
		refuse(CANNOT, why);
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
	cur_open(&s.c, &file, 0);
	s.line_start = 0;
	s.line_tokens = 0;
	if (!next_tok(&s, &tok))
		refuse(CANNOT, "no count: the file has no tokens");
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
		refuse(CANNOT, why);
	}
	return c;
}

/* ---------- output ---------- */

/* Print case K of an output file (BLOCKS: blocks, else lines) as it is read; returns the
 * number of cases. */
static long long output_case(int blocks, long long k)
{
	static struct cur c;
	long long n = 0;
	int ch;
	cur_open(&c, &file, 0);
	while (cur_off(&c) < file.cend) {
		off_t start = cur_off(&c), end;
		int blank = 1;
		while ((ch = cur_get(&c)) >= 0 && ch != '\n')
			if (!is_trim(ch))
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

int main(int argc, char **argv)
{
	long long t = 0, k = 0, n;
	off_t from = 0, to = 0;
	int input, count, blocks = 0;
	char why[96];

	tool_name = "cases";
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
			if (!parse_whole(argv[2] + 6, MAX_TOKENS, &t) || t < 1)
				return usage();
		} else if (strcmp(argv[2], "lines")) {
			return usage();
		}
	} else if (!strcmp(argv[2], "blocks")) {
		blocks = 1;
	} else if (strcmp(argv[2], "lines")) {
		return usage();
	}
	if (!count && !parse_whole(argv[4], MAX_K, &k))
		return usage();
	text_open(&file, argv[3]);

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
		refuse(RANGE, why);
	} else if (input) {
		if (t > 0)
			fputs("1\n", stdout);
		print_range(from, to);
	}
	if (fflush(stdout) != 0 || ferror(stdout))
		fail("cannot write the case", NULL);
	return OK;
}
