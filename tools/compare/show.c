/*
 * show.c -- the --diff rows: each side of a line or token cut at CELL columns (a cut one ends
 * in …), its blanks made visible: space ·, tab →, CR ␍, newline ↵ (exact mode only), any other
 * byte outside printable ASCII \xHH; --color makes the expected side green, the received red.
 */
#include "compare.h"

FILE *out;

static const char *const GREEN = "\033[32m", *const RED = "\033[31m", *const RESET = "\033[0m";

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
void show_cell(const struct ctx *x, const unsigned char *keep, size_t nkeep,
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
