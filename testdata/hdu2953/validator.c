/*
 * validator.c -- input validator for hdu2953 (HDU 2953 "Rubiks Cube"), Kattis' convention:
 * one test input on stdin; exit 42 if it is within the statement's constraints, else exit 43
 * with one line on stderr naming the line and the rule it breaks.
 *
 * The statement: "T (0 < T <= 100)", then T cubes of six lines "formatted exactly as in the
 * example input", "the characters used for colors are G, R, O, B, Y and W", "each test case
 * is followed by an empty line", and "all input cubes are scrambled versions of originally
 * solved cubes with six different colors".  So, strictly (as the official data is written):
 *   line 1       T, 1..100, digits only, no leading zero;
 *   per cube     two lines of 2 colours (top face), two lines of four 2-colour blocks one
 *                space apart (front, right, back, left), two lines of 2 colours (bottom
 *                face), an empty line; every line ends with LF (no CR, no other byte);
 *   the end      nothing after the T-th cube's empty line;
 *   each cube    a real cube: each colour 4 times, and some assignment of the six colours to
 *                the faces U R F D L B (a colour scheme, one of 720) whose solved cube's eight
 *                corners are the net's eight corners, each once, with the corner twists
 *                summing to 0 mod 3 -- exactly the positions that face turns reach from that
 *                solved cube (all 8! corner permutations with whole-cube turns, 3^7 twists).
 * The decision is this file's own: sticker geometry (which three stickers meet at a corner,
 * in clockwise order) and a search over the 720 colour schemes, not the solver's method
 * (which infers the scheme from one corner and the never-adjacent colours); tests check
 * that the two agree on every cube.
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
enum { T_MAX = 100, N_STICKER = 24, N_CORNER = 8, N_FACE = 6, N_SCHEME = 720 /* 6! */ };

static const char COLOURS[] = "GROBYW";

/*
 * Stickers in net order (the solver's header draws the same net):
 *
 *        0  1                                 U0 U1
 *        2  3                                 U2 U3
 *        4  5 |  6  7 |  8  9 | 10 11         F0 F1 R0 R1 B0 B1 L0 L1
 *       12 13 | 14 15 | 16 17 | 18 19         F2 F3 R2 R3 B2 B3 L2 L3
 *       20 21                                 D0 D1
 *       22 23                                 D2 D3
 *
 * The top face sits above the front block, the bottom face below it; every face is seen
 * from outside.  A corner's three stickers, clockwise seen from outside, starting with the
 * U or D one; FACES names the face each of them lies on in the solved cube (U R F D L B =
 * 0..5), in the same order.
 */
static const char *const CORNER_NAME[N_CORNER] = {
	"URF", "UFL", "ULB", "UBR", "DFR", "DLF", "DBL", "DRB"
};
static const int STICKERS[N_CORNER][3] = {
	{ 3, 6, 5 }, { 2, 4, 11 }, { 0, 10, 9 }, { 1, 8, 7 },
	{ 21, 13, 14 }, { 20, 19, 12 }, { 22, 17, 18 }, { 23, 15, 16 }
};
static const int FACES[N_CORNER][3] = {
	{ 0, 1, 2 }, { 0, 2, 4 }, { 0, 4, 5 }, { 0, 5, 1 },
	{ 3, 2, 1 }, { 3, 4, 2 }, { 3, 5, 4 }, { 3, 1, 5 }
};

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

/* shown: a byte as a message shows it: 'x' if printable, else its code. */
static const char *shown(unsigned char c)
{
	static char text[16];
	if (c > ' ' && c < 127) sprintf(text, "'%c'", c);
	else sprintf(text, "byte %d", c);
	return text;
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

static void read_t(long *t)
{
	size_t len, i;
	const char *s = next_line(&len, "T");
	*t = 0;
	for (i = 0; i < len && i < 4; i++) {
		if (s[i] < '0' || s[i] > '9') break;
		*t = *t * 10 + (s[i] - '0');
	}
	if (len == 0 || i != len || s[0] == '0' || *t > T_MAX)
		reject("T must be a whole number 1..100, digits only, no leading zero");
}

/* read_row: one line of BLOCKS blocks of two colours, one space apart, into sticker slots
 * FIRST (the first block), FIRST + 2, ... */
static void read_row(char *cube, int first, int blocks, const char *what)
{
	size_t len, i;
	const char *s = next_line(&len, what);
	const char *shape = blocks == 1 ? "two colours and nothing else"
	                                : "four blocks of two colours one space apart, nothing else";
	int b;
	for (i = 0; i < len && i < (size_t)(3 * blocks - 1); i++) {
		if (i % 3 == 2) {
			if (s[i] != ' ') reject("%s: %s", what, shape);
		} else if (s[i] == ' ' || s[i] == '\t') {
			reject("%s: %s", what, shape);
		} else if (!memchr(COLOURS, s[i], sizeof COLOURS - 1)) {
			reject("%s: %s is not a colour (G R O B Y W)", what, shown(s[i]));
		}
	}
	if (len != (size_t)(3 * blocks - 1)) reject("%s: %s", what, shape);
	for (b = 0; b < blocks; b++) {
		cube[first + 2 * b] = s[3 * b];
		cube[first + 2 * b + 1] = s[3 * b + 1];
	}
}

/* read_cube: the six lines of a cube and its empty line, as the example writes them. */
static void read_cube(char *cube, long k)
{
	size_t len;
	char what[64];
	sprintf(what, "cube %ld, top face", k);
	read_row(cube, 0, 1, what);
	read_row(cube, 2, 1, what);
	sprintf(what, "cube %ld, side faces", k);
	read_row(cube, 4, 4, what);
	read_row(cube, 12, 4, what);
	sprintf(what, "cube %ld, bottom face", k);
	read_row(cube, 20, 1, what);
	read_row(cube, 22, 1, what);
	sprintf(what, "the empty line after cube %ld", k);
	next_line(&len, what);
	if (len != 0) reject("%s is not empty", what);
}

/* ---------- a real cube: counts, corners, a colour scheme, twists ---------- */

/* corner_fits: the piece in slot S (stickers read clockwise from its U/D one) as a corner of
 * the cube solved in SCHEME (colour of each face): the solved corner P it is, and its twist
 * (which of the slot's stickers shows P's U/D colour); 0 if it is none. */
static int corner_fits(const char *cube, const char *scheme, int s, int *p, int *twist)
{
	int q, t, i;
	for (q = 0; q < N_CORNER; q++)
		for (t = 0; t < 3; t++) {
			for (i = 0; i < 3; i++)
				if (cube[STICKERS[s][(t + i) % 3]] != scheme[FACES[q][i]]) break;
			if (i == 3) { *p = q; *twist = t; return 1; }
		}
	return 0;
}

/* scheme_twist: with the cube solved in SCHEME, -1 if the net's corners are not its eight
 * corners each once, else the sum of their twists mod 3. */
static int scheme_twist(const char *cube, const char *scheme)
{
	int used[N_CORNER] = { 0 }, s, p, twist, sum = 0;
	for (s = 0; s < N_CORNER; s++) {
		if (!corner_fits(cube, scheme, s, &p, &twist) || used[p]) return -1;
		used[p] = 1;
		sum += twist;
	}
	return sum % 3;
}

/* find_twist: the twist sum mod 3 under the first colour scheme (of the 720, in the order of
 * a recursion choosing faces U..B in turn) that makes every corner real, or -1 if none does.
 * (Whole-cube rotations are face turns on the 2x2x2, so the 24 schemes that fit give the
 * same legality.) */
static int find_twist(const char *cube, char *scheme, int face, int *taken)
{
	int c, r;
	if (face == N_FACE) return scheme_twist(cube, scheme);
	for (c = 0; c < N_FACE; c++) {
		if (taken[c]) continue;
		taken[c] = 1;
		scheme[face] = COLOURS[c];
		r = find_twist(cube, scheme, face + 1, taken);
		taken[c] = 0;
		if (r >= 0) return r;
	}
	return -1;
}

static void check_cube(const char *cube, long k)
{
	char scheme[N_FACE];
	int taken[N_FACE] = { 0 }, c, s, i, n, twist;
	for (c = 0; c < N_FACE; c++) {
		for (n = i = 0; i < N_STICKER; i++) n += cube[i] == COLOURS[c];
		if (n != 4) reject("cube %ld: colour %c appears %d times, not 4", k, COLOURS[c], n);
	}
	for (s = 0; s < N_CORNER; s++) {
		const int *st = STICKERS[s];
		if (cube[st[0]] == cube[st[1]] || cube[st[1]] == cube[st[2]] ||
		    cube[st[0]] == cube[st[2]])
			reject("cube %ld: corner %s shows one colour twice (%c%c%c)", k,
			       CORNER_NAME[s], cube[st[0]], cube[st[1]], cube[st[2]]);
	}
	twist = find_twist(cube, scheme, 0, taken);
	if (twist < 0)
		reject("cube %ld: its corners are not the eight corners of any colour scheme (a "
		       "corner with opposite colours or mirrored, or a corner twice)", k);
	if (twist != 0)
		reject("cube %ld: the corner twists sum to %d mod 3, not 0 (a corner twisted in "
		       "place)", k, twist);
}

int main(void)
{
	char cube[N_STICKER];
	long t, k, first;
	read_all();
	read_t(&t);
	for (k = 1; k <= t; k++) {
		first = line_no + 1;
		read_cube(cube, k);
		line_no = first; /* a cube's legality is reported at its first line */
		check_cube(cube, k);
		line_no = first + 6;
	}
	line_no++;
	if (pos != input_len) reject("input after the T = %ld cubes", t);
	return VALID;
}
