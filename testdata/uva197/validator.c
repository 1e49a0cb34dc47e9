/*
 * validator.c -- input validator for uva197 (UVa 197 "Cube"), Kattis' convention: one test
 * input on stdin; exit 42 if it is within the statement's constraints, else exit 43 with one
 * line on stderr naming the line and the rule it breaks.
 *
 * The statement: "The input file has several test cases.  Each test case indicates the
 * initial position of piece 'a'", as a line like its sample's: the 27 cells of the cube,
 * 'a' where piece a lies and '.' elsewhere.  So, strictly:
 *   the file    at least one case line (an empty file has no test case);
 *   each line   exactly 27 bytes of 'a' and '.', ended by LF (no blanks, no CR, no blank
 *               line);
 *   its a-cells piece a in some position: four cells, a row of three through the cube plus
 *               one cell beside an end of that row (an L tetromino).  a is flat, so that
 *               shape in any plane, either way round, is a rotation of a.
 * Cell i is (x, y, z) = (i % 3, i / 3 % 3, i / 9): column, row, plane, as the statement
 * linearises the cube; any such numbering keeps the shape, as it is the cube's geometry.
 *
 * reject and shown (and read_all, where a validator reads its input whole) are the same in
 * every testdata/NAME/validator.c, copied on purpose: each validator is one standalone
 * file, as Kattis' problem format takes it.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

enum { VALID = 42, INVALID = 43 };
enum { N_CELL = 27, N_A = 4 /* cells of piece a */ };

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

/* row_axis: the axis (0 x, 1 y, 2 z) along which cells A, B, C (sorted by index) form a row
 * through the cube (the other two coordinates equal, this one 0, 1, 2), or -1. */
static int row_axis(const int a[3], const int b[3], const int c[3])
{
	int axis, o, ok;
	for (axis = 0; axis < 3; axis++) {
		ok = a[axis] == 0 && b[axis] == 1 && c[axis] == 2;
		for (o = 0; o < 3; o++)
			if (o != axis && (a[o] != b[o] || b[o] != c[o])) ok = 0;
		if (ok) return axis;
	}
	return -1;
}

/* is_piece_a: the four cells CELL[] (ascending) are an L tetromino: three of them a row
 * through the cube, the fourth one step off an end cell of that row, across the row. */
static int is_piece_a(const int cell[N_A])
{
	int p[N_A][3], skip, i, n, axis, o, off, end;
	const int *row[3];
	for (i = 0; i < N_A; i++) {
		p[i][0] = cell[i] % 3;
		p[i][1] = cell[i] / 3 % 3;
		p[i][2] = cell[i] / 9;
	}
	for (skip = 0; skip < N_A; skip++) {
		for (n = i = 0; i < N_A; i++)
			if (i != skip) row[n++] = p[i];
		if ((axis = row_axis(row[0], row[1], row[2])) < 0) continue;
		for (end = 0; end < 3; end += 2) {
			for (off = o = 0; o < 3; o++)
				off += abs(p[skip][o] - row[end][o]);
			if (off == 1 && p[skip][axis] == row[end][axis]) return 1;
		}
	}
	return 0;
}

int main(void)
{
	int c, n = 0, a = 0, cell[N_A];
	while ((c = getchar()) != EOF) {
		if (c == '\n') {
			if (n == 0) reject("an empty line (every line is a case: 27 cells)");
			if (n != N_CELL) reject("%d cells, not 27", n);
			if (a != N_A) reject("%d cells of piece a, not 4", a);
			if (!is_piece_a(cell))
				reject("the a-cells are not piece a (a row of three and one cell "
				       "beside an end of it)");
			line_no++;
			n = a = 0;
		} else if (c != 'a' && c != '.') {
			reject("%s: a case is 27 of 'a' and '.', then LF", shown(c));
		} else if (n++ == N_CELL) {
			reject("more than 27 cells");
		} else if (c == 'a' && a++ < N_A) {
			cell[a - 1] = n - 1;
		}
	}
	if (ferror(stdin)) {
		fputs("validator: cannot read stdin\n", stderr);
		return 1;
	}
	if (n > 0) reject("no LF at the end of the line");
	if (line_no == 1) reject("no test case: the file is empty");
	return VALID;
}
