/*
 * compare -- the judge's comparator: expected vs received output, in time linear in their sizes.
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
 *         When more differ than are shown, a last row says how many: "(27 more)".
 *         Each side is cut at 32 columns (a cut one ends in …); blanks are made visible: space ·,
 *         tab →, CR ␍, newline ↵ (exact mode only), any other byte outside printable ASCII \xHH.
 *         A side with no such line or token shows (end of file).
 * --color: the expected side green, the received side red (ANSI escapes).
 * Exit:   0 AC, 1 WA, 2 PE, 3 usage or I/O error (a message on stderr).
 *
 * How: every pass streams both files through small buffers (pread, so that several cursors may
 * walk one file). The verdict's pass also collects the --diff report (up to REPORT_IN_MEMORY
 * rows, in memory until the verdict line is printed; past that a pass of its own); a lines-mode
 * difference adds a token pass for PE, --cases a pass counting EXPECTED's cases: a constant
 * number of linear passes. Each mode's file (compare.h lists them) tells how it compares.
 * Memory: exact, lines and the token modes hold a few 64 KiB buffers, whatever the files (about
 * 1.5 MiB peak RSS); unordered more (unordered.c).
 */
#include "compare.h"
#include <stdlib.h>
#include <string.h>

#define MAX_DIFF 1000000000LL /* largest --diff N */
#define REPORT_IN_MEMORY 10000 /* up to this --diff N, the report is collected in memory */

static const char *const VERDICT[] = { "AC", "WA", "PE" };

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

/* The options, the mode and its numbers from the command line into X. The index of EXPECTED;
 * 0 for --help; -1 on a usage error; -2 on an error already reported. */
static int parse_args(int argc, char **argv, struct ctx *x)
{
	int i = 1;
	size_t m;
	while (i < argc && !strncmp(argv[i], "--", 2)) {
		const char *o = argv[i], *v = argv[i + 1];
		if (!strcmp(o, "--help"))
			return 0;
		if (!strcmp(o, "--color")) {
			x->color = 1;
			i++;
			continue;
		}
		if (i + 1 == argc)
			return -1;
		if (!strcmp(o, "--cases") && (!strcmp(v, "lines") || !strcmp(v, "blocks")))
			x->cases = !strcmp(v, "lines") ? C_LINES : C_BLOCKS;
		else if (strcmp(o, "--diff") || !parse_whole(v, MAX_DIFF, &x->diff))
			return -1;
		i += 2;
	}
	if (i >= argc)
		return -1;
	for (m = 0; m < N_MODES; m++)
		if (!strcmp(argv[i], MODES[m].name))
			x->mode = &MODES[m];
	if (!x->mode) {
		fprintf(stderr, "compare: unknown mode '%s'\n", argv[i]);
		return -1;
	}
	i++;
	if (argc - i != x->mode->nargs + 2)
		return -1;
	if (x->mode->nargs == 2 && (!parse_tolerance(argv[i], &x->abs_tol) ||
				    !parse_tolerance(argv[i + 1], &x->rel_tol))) {
		fprintf(stderr, "compare: ABS and REL must be decimal numbers >= 0\n");
		return -2;
	}
	return i + x->mode->nargs;
}

/* The verdict's pass, collecting the --diff rows when ROWS; the first differing line or block
 * into FIRST or U. */
static enum verdict verdict_pass(struct ctx *x, int rows, struct first *first, struct ublock *u)
{
	long long max = rows ? x->diff : 1;
	switch (x->mode->kind) {
	case K_EXACT:
		return lines_pass(x, 1, max, rows, first) ? WA : AC;
	case K_LINES:
		if (!lines_pass(x, 0, max, rows, first))
			return AC;
		return tokens_pass(x, eq_tokens, 1, 0) ? WA : PE;
	case K_UNORDERED:
		return unordered_pass(x, u);
	default:
		return tokens_pass(x, x->mode->eq, max, rows) ? WA : AC;
	}
}

/* --cases: K, the first case whose output differs (0 for AC, N+1 past EXPECTED's N cases). */
static long long case_number(const struct ctx *x, enum verdict v, const struct first *first,
			     const struct ublock *u, long long n)
{
	long long k;
	if (v == AC)
		return 0;
	if (x->mode->kind == K_UNORDERED)
		k = x->cases == C_BLOCKS ? u->no : u->have[0] ? u->line_e : n + 1;
	else if (x->mode->kind == K_TOKENS)
		k = x->first_case;
	else
		k = case_of_line(x->cases, first, n);
	return k == 0 || k > n + 1 ? n + 1 : k;
}

/* The --diff report, in a pass of its own. */
static void report_pass(struct ctx *x, const struct ublock *u)
{
	switch (x->mode->kind) {
	case K_EXACT:
	case K_LINES:
		lines_pass(x, x->mode->kind == K_EXACT, x->diff, 1, NULL);
		break;
	case K_UNORDERED:
		unordered_report(x, u);
		break;
	default:
		tokens_pass(x, x->mode->eq, x->diff, 1);
		break;
	}
}

int main(int argc, char **argv)
{
	static struct ctx x;
	struct first first;
	struct ublock u;
	enum verdict v;
	char *report = NULL;
	size_t report_len = 0;
	int i, rows;
	tool_name = "compare";
	if ((i = parse_args(argc, argv, &x)) <= 0)
		return i == 0 ? usage(stdout, 0) : i == -1 ? usage(stderr, FAIL) : FAIL;
	text_open(&x.file[0], argv[i]);
	text_open(&x.file[1], argv[i + 1]);
	/* With --diff (up to REPORT_IN_MEMORY rows) the verdict's own pass also collects the
	 * report, in memory until the verdict line is out: one pass fewer. */
	out = stdout;
	rows = x.diff > 0 && x.diff <= REPORT_IN_MEMORY && x.mode->kind != K_UNORDERED;
	if (rows && !(out = open_memstream(&report, &report_len)))
		fail("out of memory", NULL);
	v = verdict_pass(&x, rows, &first, &u);
	if (rows && fclose(out) != 0)
		fail("out of memory", NULL);
	out = stdout;
	if (x.cases != C_NONE) {
		long long n = count_cases(&x, &x.file[0], x.cases);
		printf("%s %lld %lld\n", VERDICT[v], case_number(&x, v, &first, &u, n), n);
	} else {
		printf("%s\n", VERDICT[v]);
	}
	if (rows && v != AC)
		fwrite(report, 1, report_len, stdout);
	else if (x.diff > 0 && v != AC)
		report_pass(&x, &u);
	free(report);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "compare: cannot write the result\n");
		return FAIL;
	}
	return v;
}
