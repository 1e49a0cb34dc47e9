/*
 * cases.c -- split a test file into its cases, for the judge's view of a failing case.
 *
 * Usage:  cases input SPEC FILE K           case K (from 1) of input FILE as a one-case input
 *         cases count SPEC FILE             the number of cases in input FILE
 *         cases output lines|blocks FILE K  case K of output FILE: line K, or the K-th block
 *         cases inputs SPEC FILE                where each case of input FILE starts and ends:
 *                                               a line "FROM TO" (byte offsets) per case, at
 *                                               most MAX_SPLIT cases (else exit 1)
 *         cases outputs lines|blocks FILE N     where cases 1..N of output FILE end: a line per
 *                                               case, the offset just past it (an empty or
 *                                               missing case ends where the one before it does)
 *         cases answered lines|blocks FILE      how many cases output FILE holds whole: all its
 *                                               cases but the last, and the last too when the
 *                                               file goes on past it (a line: with its newline;
 *                                               a block: with the blank line after it), so that
 *                                               a run cut short is not credited a half answer
 * SPEC    lines     one case per non-blank line (blank: only whitespace, \r \f \v included); the
 *                   one-case input is that line.
 *         count:T   a leading count C, then T whitespace-separated tokens per case. The one-case
 *                   input is "1\n", then the case's own bytes: from the start of the line that
 *                   holds its first token (from the token itself when other tokens precede it on
 *                   that line) to the end of the line that holds its last token (to the token
 *                   itself when other tokens follow it there) and the blank lines after it, so
 *                   that a case over several lines keeps its layout. Tokens after the C-th case
 *                   are ignored, as programs do.
 *                   C must be digits (after an optional sign, as scanf reads it), from 0 to
 *                   MAX_CASES, and the file must hold C complete cases; else the file cannot be
 *                   split (exit 1, the reason on stderr).
 * Output cases are those of compare --cases: the lines up to the file's last byte that is not a
 * space, tab, CR or newline; a block ends at each line of only spaces, tabs and CRs (two in a
 * row make an empty block). A case is printed as it is in the file.
 * Every printed case ends in a newline (one is added where the file has none).
 * Exit:   0 ok; 1 the file cannot be split this way; 2 K out of range; 3 usage or I/O error.
 *
 * How: one pass over the file through a small buffer (pread, ../textio.h), keeping only the
 * offsets of the cases wanted; they are then copied from the file. Splitting a file whole is
 * linear, so a search over its cases (the judge's first failing case) never reads the file
 * once per case. Memory does not depend on the file (16 bytes per case kept).
 */
#include "textio.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_CASES 1000000LL   /* largest count C accepted: far above any test file here */
#define MAX_TOKENS 1000000LL  /* largest T of count:T */
#define MAX_K 1000000000000000000LL /* largest K read (10^18, below LLONG_MAX) */
#define MAX_SPLIT 1000        /* most cases inputs and outputs write: the judge's search cap */
#define SHOW 24               /* bytes of a bad count shown in the message */

enum status { OK = 0, CANNOT = 1, RANGE = 2, FAIL = TEXT_FAIL };

static struct file file;

/* The cases whose offsets are kept: LO..HI; case K is bytes from[K-LO]..to[K-LO] (from -1: an
 * empty case). */
static long long lo, hi;
static off_t *from, *to;

/* Keep FROM..TO as case K (or extend it to TO when K has a start already), when K is wanted. */
static void keep(long long k, off_t start, off_t end)
{
	if (k < lo || k > hi)
		return;
	if (from[k - lo] < 0)
		from[k - lo] = start;
	to[k - lo] = end;
}

/* Print "cases: WHY" and exit with STATUS: the file cannot be split so, or K is out of range. */
static void refuse(enum status status, const char *why)
{
	fprintf(stderr, "cases: %s\n", why);
	exit(status);
}

/* Copy bytes START..END of the file to stdout, then a newline unless they end in one; nothing
 * for an empty case (START -1). */
static void print_range(off_t start, off_t end)
{
	static struct cur c;
	int ch, last = '\n';
	if (start < 0)
		return;
	cur_open(&c, &file, start);
	while (start++ < end && (ch = cur_get(&c)) >= 0) {
		putchar(ch);
		last = ch;
	}
	if (last != '\n')
		putchar('\n');
}

/* ---------- input: lines ---------- */

/* Count the non-blank lines, keeping the wanted ones. Returns the count. */
static long long input_lines(void)
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
		if (!blank)
			keep(++n, start, cur_off(&c));
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

/* Where a case whose last token ends at END stops: at END when another token follows on that
 * line; else after the newline that ends its line and the blank lines after it (a format such as
 * hdu2953's ends each case with an empty line: the one-case file must keep it to be valid). */
static off_t case_end(off_t end)
{
	static struct cur c;
	off_t stop;
	int ch;
	cur_open(&c, &file, end);
	while ((ch = cur_get(&c)) >= 0 && ch != '\n')
		if (!is_space(ch))
			return end;
	do {
		stop = cur_off(&c);
		while ((ch = cur_get(&c)) >= 0 && ch != '\n')
			if (!is_space(ch))
				return stop;
	} while (ch >= 0);
	return stop;
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

/* Check the file's split into C cases of T tokens, keeping the wanted ones. Returns C. */
static long long input_count(long long t)
{
	static struct scan s;
	struct tok tok;
	long long c, i;
	off_t start = 0;
	char why[128];
	cur_open(&s.c, &file, 0);
	s.line_start = 0;
	s.line_tokens = 0;
	if (!next_tok(&s, &tok))
		refuse(CANNOT, "no count: the file has no tokens");
	c = read_count(&tok);
	for (i = 0; i < c * t && next_tok(&s, &tok); i++) {
		if (i % t == 0)
			start = tok.first_on_line ? tok.line_start : tok.start;
		if (i % t == t - 1 && i / t + 1 >= lo && i / t + 1 <= hi)
			keep(i / t + 1, start, case_end(tok.end));
	}
	if (i < c * t) {
		snprintf(why, sizeof why, "announced %lld cases but only %lld complete %s", c,
			i / t, i / t == 1 ? "one" : "ones");
		refuse(CANNOT, why);
	}
	return c;
}

/* ---------- output ---------- */

/* Split an output file into cases (BLOCKS: blocks, else lines), keeping the wanted ones;
 * returns the number of cases. */
static long long output_cases(int blocks)
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
			keep(++n, start, end);
			continue;
		}
		if (n == 0)
			n = 1; /* the first line opens block 1, each blank line the next one */
		if (blank)
			n++;
		else
			keep(n, start, end);
	}
	return n;
}

/* Has the last case of the output (BLOCKS: blocks, else lines) its end in the file: the
 * newline after its last line, and for a block a blank line after that? */
static int last_case_ended(int blocks)
{
	static struct cur c;
	int ch, newlines = 0;
	cur_open(&c, &file, file.cend);
	while ((ch = cur_get(&c)) >= 0)
		newlines += ch == '\n';
	return newlines >= (blocks ? 2 : 1);
}

/* ---------- main ---------- */

/* Print the usage; return 3. */
static int usage(void)
{
	fputs("usage: cases input SPEC FILE K | cases count SPEC FILE | "
		"cases output lines|blocks FILE K\n"
		"       cases inputs SPEC FILE | cases outputs lines|blocks FILE N\n"
		"       cases answered lines|blocks FILE\n"
		"SPEC: lines (a case per non-blank line) or count:T (a count, then T tokens a case)"
		"\nexit 0 ok, 1 the file cannot be split so, 2 K out of range, 3 usage or I/O error"
		"\n",
		stderr);
	return FAIL;
}

/* Keep the offsets of cases FIRST..LAST. */
static void want(long long first, long long last)
{
	long long i;
	lo = first;
	hi = last;
	from = xmalloc((size_t)(last - first + 1) * sizeof *from);
	to = xmalloc((size_t)(last - first + 1) * sizeof *to);
	for (i = 0; i <= last - first; i++)
		from[i] = to[i] = -1;
}

/* Print the kept cases' offsets: "FROM TO" (STARTS) or TO, a line each; an empty case ends
 * where the one before it does. */
static void print_offsets(int starts)
{
	long long k;
	off_t end = 0;
	for (k = lo; k <= hi; k++) {
		if (to[k - lo] >= 0)
			end = to[k - lo];
		if (starts)
			printf("%lld ", (long long)from[k - lo]);
		printf("%lld\n", (long long)end);
	}
}

/* The mode's word: 'i' input, 'c' count, 'o' output, 'I' inputs, 'O' outputs, 'A'
 * answered; 0 if none. */
static int mode_of(const char *word)
{
	static const char *const words[] = { "input", "count", "output", "inputs", "outputs",
					     "answered" };
	static const char modes[] = "icoIOA";
	int i;
	for (i = 0; i < 6; i++)
		if (!strcmp(word, words[i]))
			return modes[i];
	return 0;
}

int main(int argc, char **argv)
{
	static const int args[] = { ['i'] = 5, ['c'] = 4, ['o'] = 5, ['I'] = 4, ['O'] = 5,
				    ['A'] = 4 };
	long long t = 0, k = 0, n;
	int mode, blocks = 0, in;
	char why[96];

	tool_name = "cases";
	if (argc < 2 || !(mode = mode_of(argv[1])) || argc != args[mode])
		return usage();
	in = mode == 'i' || mode == 'c' || mode == 'I';
	if (in && strncmp(argv[2], "count:", 6) == 0) {
		if (!parse_whole(argv[2] + 6, MAX_TOKENS, &t) || t < 1)
			return usage();
	} else if (!in && !strcmp(argv[2], "blocks")) {
		blocks = 1;
	} else if (strcmp(argv[2], "lines")) {
		return usage();
	}
	if ((mode == 'i' || mode == 'o') && !parse_whole(argv[4], MAX_K, &k))
		return usage();
	if (mode == 'O' && !parse_whole(argv[4], MAX_SPLIT, &k))
		return usage();
	text_open(&file, argv[3]);

	if (mode == 'i' || mode == 'o')
		want(k >= 1 ? k : 1, k >= 1 ? k : 1);
	else if (mode == 'A')
		want(1, 1); /* (only the count) */
	else
		want(1, mode == 'O' ? (k >= 1 ? k : 1) : MAX_SPLIT);
	n = in ? (t > 0 ? input_count(t) : input_lines()) : output_cases(blocks);
	if (mode == 'A') {
		printf("%lld\n", n > 0 && !last_case_ended(blocks) ? n - 1 : n);
	} else if (mode == 'c' || mode == 'I') {
		if (mode == 'I' && n > MAX_SPLIT) {
			snprintf(why, sizeof why, "%lld cases: more than %d", n, MAX_SPLIT);
			refuse(CANNOT, why);
		}
		if (mode == 'c')
			printf("%lld\n", n);
	} else if (mode != 'O' && (k < 1 || k > n)) {
		snprintf(why, sizeof why, "case %lld out of range: the file has %lld", k, n);
		refuse(RANGE, why);
	} else if (mode != 'O') {
		if (t > 0)
			fputs("1\n", stdout);
		print_range(from[0], to[0]);
	}
	if (mode == 'I' || mode == 'O') {
		hi = mode == 'I' ? n : k;
		print_offsets(mode == 'I');
	}
	if (fflush(stdout) != 0 || ferror(stdout))
		fail("cannot write the case", NULL);
	return OK;
}
