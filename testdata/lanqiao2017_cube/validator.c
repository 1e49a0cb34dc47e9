/*
 * validator.c -- input validator for lanqiao2017_cube, Kattis' convention: one test input on
 * stdin; exit 42 if it is within the problem's contract, else exit 43 with one line on
 * stderr naming the line and the rule it breaks.
 *
 * The problem (a fill-in-the-blank question, so the contract is this collection's, as
 * judge.conf states it): no input at all asks the contest itself (its colouring); otherwise
 * each line is one colouring: exactly six upper-case letters A-Z, the colours of faces
 * U R F D L B (any letters, any faces sharing one), ended by LF.  Nothing else: no blanks,
 * no blank lines, no CR, no line without its LF.
 *
 * reject and shown (and read_all, where a validator reads its input whole) are the same in
 * every testdata/NAME/validator.c, copied on purpose: each validator is one standalone
 * file, as Kattis' problem format takes it.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

enum { VALID = 42, INVALID = 43 };
enum { N_FACE = 6 };

static long line_no = 1; /* the line being read */

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

/* shown: a byte as a message shows it: 'x' if printable, else its code. */
static const char *shown(unsigned char c)
{
	static char text[16];
	if (c > ' ' && c < 127) sprintf(text, "'%c'", c);
	else sprintf(text, "byte %d", c);
	return text;
}

int main(void)
{
	int c, n = 0;
	while ((c = getchar()) != EOF) {
		if (c == '\n') {
			if (n != N_FACE)
				reject("%d letter(s), not six (one colour per face)", n);
			line_no++;
			n = 0;
		} else if (c < 'A' || c > 'Z') {
			reject("%s: a colouring is six letters A-Z and LF, nothing else", shown(c));
		} else if (++n > N_FACE) {
			reject("more than six letters (one colour per face)");
		}
	}
	if (ferror(stdin)) {
		fputs("validator: cannot read stdin\n", stderr);
		return 1;
	}
	if (n > 0) reject("no LF at the end of the line");
	return VALID;
}
