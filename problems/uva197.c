/*
 * uva197.c -- UVa 197 "Cube" (every assembly of the Soma cube, piece a's orientation given)
 *
 * Source:   https://onlinejudge.org/external/1/197.pdf (UVa Online Judge, problem 197).
 * Problem:  a 3x3x3 cube has fallen apart into seven pieces a..g, shaped as in ASSEMBLY below.
 *           Given an orientation of piece a, list every way to rebuild the cube with a in that
 *           orientation (a shifted only; b..g rotated and shifted; nothing mirrored).
 *           Cells: index = 9*plane + 3*row + col, i.e. (x,y,z) = (col,row,plane), front plane
 *           first, rows top to bottom, columns left to right.  ASSEMBLY, plane by plane:
 *              front z=0    middle z=1    back z=2        0  1  2 |  9 10 11 | 18 19 20
 *                a d c        d d g        d g g          3  4  5 | 12 13 14 | 21 22 23
 *                a c c        b f g        b f e          6  7  8 | 15 16 17 | 24 25 26
 *                a a c        f f e        b e e
 *           The seven Soma pieces (Piet Hein): a = L, b = V (3 cells), c = T, d = Z, e = the
 *           three-armed corner, f and g = the two screws, mirror images of each other.
 * Input:    one case a line, up to EOF: 27 chars of 'a' and '.', the cells of piece a.
 *           Blanks (space, tab, CR, VT, FF) around a case are ignored; blank lines are skipped.
 *           Only LF ends a line, so a CR-only file is one (invalid) line.
 * Output:   per case, every assembly as a 27-letter line (the piece in each cell), then a blank
 *           line.  A line that is not a shifted, rotated piece a (length, characters, count,
 *           shape) has no assemblies: just the blank line.  The statement asks for no order
 *           (its sample output is not sorted), so the judge compares each case's lines as a
 *           set; the program sorts them anyway, so that its output is one text whatever the
 *           translate of a, and can be diffed against the oracle's.
 * Flags:    none in judge mode; --draw, --census, --help and the exit statuses: see --help.
 * Approach: pieces as 27-bit cell masks, the 24 rotations as cell maps (the closure of two
 *           quarter turns), placement tables with b..g indexed by their lowest cell.  One
 *           exact-cover search per run, lowest empty cell first, for a in one orientation
 *           CANON_A, cut by a mirror symmetry and a parity colouring (solve_canon, search:
 *           why): 480 assemblies.  Each case: the rotation R carrying CANON_A onto its a, and R
 *           of the 480, radix-sorted once per orientation (sorted_order: why that is the answer).
 * Time:     11,445 search nodes once per run; per new orientation of a, 480 x 27 cell moves and
 *           9 counting-sort passes; per case O(480 x 28) output.
 * Memory:   placement tables 7 x 27 x 24 masks; 11,520 assemblies (--census; judge mode uses
 *           480) and 480 images of 28 bytes; sorted orders 24 x 480 shorts; one case's output.
 * Verified: --census: 11,520 assemblies, 480 up to rotation, 240 up to rotation and reflection
 *           (the Soma cube's 240, Conway & Guy, Winning Ways ch. 24); tests/oracles/uva197_enum.c
 *           (coordinate lists, rotation matrices, plain recursion) gives the same piece table
 *           and every expected output in testdata/uva197; sample 1's output holds the statement's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Exit statuses and the write check ---- */

/* exit statuses, the same names in all five programs; usage() lists those a program uses */
enum {
	EXIT_OK = 0,        /* done */
	EXIT_WRITE = 1,     /* stdout could not be written */
	EXIT_USAGE = 2,     /* bad arguments: usage on stderr, stdin unread */
	EXIT_INPUT = 3,     /* stdin could not be read, or a flag's input was refused */
	EXIT_BUG = 4,       /* a self-check failed: cannot happen */
	EXIT_MEMORY = 5     /* an allocation failed */
};
static const char PROGRAM[] = "uva197";

/* EXIT_OK if all output reached stdout; else EXIT_WRITE, with a message on stderr */
static int flushed(void)
{
	if (fflush(stdout) == 0 && !ferror(stdout))
		return EXIT_OK;
	fprintf(stderr, "%s: cannot write the output\n", PROGRAM);
	return EXIT_WRITE;
}

/* ---- Cells, masks, the rotation group ---- */

#define N_CELL 27           /* 3^3 unit cubes */
#define N_PIECE 7           /* a..g */
#define N_ROT 24            /* proper rotations of the cube: 6 faces * 4 quarter turns */
#define N_SOL 11520         /* all assemblies = 480 classes * 24 rotations (--census) */
#define N_CLASS (N_SOL / N_ROT) /* assemblies with a in one orientation: 480 */
#define COL0 0x1249249UL    /* cells with x = 0 (every third bit) */
#define COL2 (COL0 << 2)    /* x = 2 */
#define ROW0 0x01C0E07UL    /* y = 0: cells 0-2, 9-11, 18-20 */
#define ROW2 (ROW0 << 6)    /* y = 2 */
#define PLANE0 0x1FFUL      /* z = 0: cells 0-8 */
#define PLANE2 (PLANE0 << 18) /* z = 2 */

static const char ASSEMBLY[] = "adcaccaacddgbfgffedggbfebee";
/* the one orientation of piece a that is searched: cells 0, 3, 6, 15, upright in the left face
 * (x = 0) with its foot pointing back.  It must lie in the left face (see solve_canon, the
 * mirror step); of the 8 orientations that do, it gives the smallest search: 11,445 nodes */
static const char CANON_A[] = "a..a..a........a...........";
static int rot[N_ROT][N_CELL]; /* rot[r][i] = cell that rotation r sends cell i to */
static int mirror[N_CELL];     /* reflection x -> 2-x */

/* cell index 0..26 of column x, row y, plane z (each 0..2) */
static int cell(int x, int y, int z)
{
	return 9 * z + 3 * y + x;
}

/* quarter turn about the front-back (z) axis and about the left-right (x) axis, as cell maps */
static int turn_z(int i)
{
	return cell(2 - i / 3 % 3, i % 3, i / 9);
}

static int turn_x(int i)
{
	return cell(i % 3, 2 - i / 9, i / 3 % 3);
}

/* fills rot[] with the closure of turn_z and turn_x; returns its size (24) */
static int make_rotations(void)
{
	int n = 1, k, g, i, j, next[N_CELL];
	for (i = 0; i < N_CELL; i++) {
		rot[0][i] = i;
		mirror[i] = cell(2 - i % 3, i / 3 % 3, i / 9);
	}
	for (k = 0; k < n; k++)
		for (g = 0; g < 2; g++) {
			for (i = 0; i < N_CELL; i++)
				next[i] = g ? turn_x(rot[k][i]) : turn_z(rot[k][i]);
			for (j = 0; j < n && memcmp(rot[j], next, sizeof next); j++)
				;
			if (j == n && n < N_ROT)
				memcpy(rot[n++], next, sizeof next);
		}
	return n;
}

/* image of a 27-bit cell set under the cell map perm */
static unsigned long permute(const int *perm, unsigned long m)
{
	unsigned long r = 0;
	int i;
	for (i = 0; i < N_CELL; i++)
		if (m >> i & 1)
			r |= 1UL << perm[i];
	return r;
}

/* image = assembly s moved by cell map perm, letters renamed by name[] (NULL: unchanged) */
static void map_assembly(const int *perm, const int *name, const char *s, char *image)
{
	int i;
	for (i = 0; i < N_CELL; i++)
		image[perm[i]] = (char)(name ? 'a' + name[s[i] - 'a'] : s[i]);
	image[N_CELL] = '\0';
}

/* non-empty cell set shifted as far as possible towards cell 0 (its normal form) */
static unsigned long normalise(unsigned long m)
{
	while (!(m & COL0)) m >>= 1;
	while (!(m & ROW0)) m >>= 3;
	while (!(m & PLANE0)) m >>= 9;
	return m;
}

/* number of cells in a set, 0..27 */
static int popcount(unsigned long m)
{
	int n = 0;
	for (; m; m &= m - 1) n++;
	return n;
}

/* lowest cell of a non-empty set, 0..26 */
static int lowest(unsigned long m)
{
	int i = 0;
	while (!(m >> i & 1)) i++;
	return i;
}

/* ---- Placement tables ---- */

static unsigned long shape[N_PIECE];          /* cells of each piece in ASSEMBLY */
static unsigned long orient[N_PIECE][N_ROT];  /* distinct normalised orientations */
static int n_orient[N_PIECE];
static int mirror_of[N_PIECE];                /* piece congruent to this one's mirror image */
static int canon_o;                           /* orientation index of CANON_A */
static int rot_onto[N_ROT];                   /* rotation carrying CANON_A onto orientation o */
static unsigned long a_at[N_ROT][N_CELL];     /* piece a: translates of each orientation */
static int n_a_at[N_ROT];
/* b..g: placements whose lowest cell is c (at most one per orientation) */
static unsigned long low_place[N_PIECE][N_CELL][N_ROT];
static int n_low_place[N_PIECE][N_CELL];
static int n_place[N_PIECE];                  /* placements of each piece (--census) */

/* index of orientation normalise(m) among piece p's, or -1 */
static int find_orient(int p, unsigned long m)
{
	int o;
	m = normalise(m);
	for (o = 0; o < n_orient[p]; o++)
		if (orient[p][o] == m)
			return o;
	return -1;
}

/* writes every translate of the normalised cell set m that stays in the cube to shifted[];
 * returns how many (at most 27) */
static int translates(unsigned long m, unsigned long *shifted)
{
	unsigned long tz, ty, tx;
	int n = 0;
	for (tz = m;; tz <<= 9) {
		for (ty = tz;; ty <<= 3) {
			for (tx = ty;; tx <<= 1) {
				shifted[n++] = tx;
				if (tx & COL2) break;
			}
			if (ty & ROW2) break;
		}
		if (tz & PLANE2) break;
	}
	return n;
}

/* shapes, orientations and mirror twins of all pieces; all placements, b's only those on two
 * even cells (x + y + z even).  Why b never covers two odd cells: colour the cells by x + y + z,
 * 14 even and 13 odd.  a, d, f, g are chains of 4 cells, 2 of each colour; c (T) and e (the
 * corner) have 3 cells of one colour and 1 of the other, b (V) 2 and 1.  Even minus odd over
 * the cube, +1, is then +-1 (b) +-2 (c) +-2 (e), so b covers two even cells in every assembly:
 * its other 72 placements never enter.  Also canon_o and rot_onto[].  Returns 0 if CANON_A is
 * not piece a in the left face (cannot happen). */
static int make_pieces(void)
{
	unsigned long t[N_CELL], even = 0, canon_cells = 0;
	int p, q, r, i, n, c;
	for (i = 0; i < N_CELL; i++) {
		shape[ASSEMBLY[i] - 'a'] |= 1UL << i;
		if ((i % 3 + i / 3 % 3 + i / 9) % 2 == 0) even |= 1UL << i; /* x + y + z even */
		if (CANON_A[i] == 'a') canon_cells |= 1UL << i;
	}
	for (p = 0; p < N_PIECE; p++)
		for (r = 0; r < N_ROT; r++)
			if (find_orient(p, permute(rot[r], shape[p])) < 0)
				orient[p][n_orient[p]++] = normalise(permute(rot[r], shape[p]));
	for (p = 0; p < N_PIECE; p++)
		for (q = 0; q < N_PIECE; q++)
			if (find_orient(q, permute(mirror, shape[p])) >= 0)
				mirror_of[p] = q;
	canon_o = find_orient(0, canon_cells);
	if (canon_o < 0 || (canon_cells & ~COL0)) return 0;
	for (r = 0; r < N_ROT; r++) /* a's orientations are all distinct: one r per o */
		rot_onto[find_orient(0, permute(rot[r], orient[0][canon_o]))] = r;
	for (r = 0; r < n_orient[0]; r++)
		n_place[0] += n_a_at[r] = translates(orient[0][r], a_at[r]);
	for (p = 1; p < N_PIECE; p++)
		for (r = 0; r < n_orient[p]; r++)
			for (n = translates(orient[p][r], t), i = 0; i < n; i++, n_place[p]++) {
				c = lowest(t[i]);
				if (p != 1 || popcount(t[i] & even) == 2)
					low_place[p][c][n_low_place[p][c]++] = t[i];
			}
	return 1;
}

/* ---- Search: exact cover, lowest empty cell first ---- */

static char assemblies[N_SOL][N_CELL + 1]; /* assemblies found, NUL-terminated */
static int n_assemblies;
static unsigned long chosen[N_PIECE]; /* current placement of each piece */

/* stores the current full assembly as letters */
static void record(void)
{
	int p, i;
	if (n_assemblies == N_SOL) return; /* cannot happen: N_SOL is the total count */
	for (p = 0; p < N_PIECE; p++)
		for (i = 0; i < N_CELL; i++)
			if (chosen[p] >> i & 1)
				assemblies[n_assemblies][i] = (char)('a' + p);
	assemblies[n_assemblies++][N_CELL] = '\0';
}

static int unplaced[N_PIECE - 1] = {1, 2, 3, 4, 5, 6}; /* b..g; unplaced[d..5] are not placed */

/* covers the cells outside used with the pieces unplaced[d..5]; the cells below c are used.
 * The piece covering the lowest empty cell has it as its own lowest cell, so only the
 * placements indexed by that cell are tried. */
static void search(unsigned long used, int c, int d)
{
	int i, p, k;
	unsigned long m;
	while (used >> c & 1) c++; /* the lowest empty cell */
	for (i = d; i < N_PIECE - 1; i++)
		for (p = unplaced[i], k = 0; k < n_low_place[p][c]; k++) {
			m = low_place[p][c][k];
			if (m & used) continue;
			chosen[p] = m;
			if (d == N_PIECE - 2) { /* the last piece: the cube is full */
				record();
				continue;
			}
			unplaced[i] = unplaced[d]; /* p is placed: move it out of unplaced[d..5] */
			unplaced[d] = p;
			search(used | m, c + 1, d + 1);
			unplaced[d] = unplaced[i];
			unplaced[i] = p;
		}
}

/* the assemblies with a in orientation CANON_A into assemblies[]; returns their number (480).
 * The mirror step: the reflection x -> 2-x, with f and g (mirror images) swapped, maps
 * assemblies to assemblies, and moves a flat in the plane x = 0 to the same orientation in
 * x = 2 and back.  So with CANON_A in the left face (x = 0), only the translates of a off the
 * right face are searched (240 assemblies, none with a in the middle slab x = 1), and each
 * assembly with a on the left face gives, mirrored, one with a on the right face. */
static int solve_canon(void)
{
	int k, n, i;
	n_assemblies = 0;
	for (k = 0; k < n_a_at[canon_o]; k++)
		if (!(a_at[canon_o][k] & COL2)) {
			chosen[0] = a_at[canon_o][k];
			search(chosen[0], 0, 0);
		}
	for (n = n_assemblies, i = 0; i < n && n_assemblies < N_SOL; i++)
		if ((strchr(assemblies[i], 'a') - assemblies[i]) % 3 == 0) /* a on the left face */
			map_assembly(mirror, mirror_of, assemblies[i], assemblies[n_assemblies++]);
	return n_assemblies;
}

/* ---- Input and answers ---- */

#define LEN_CAP 1000000L                  /* a line's length counts up to here: any length
                                             over 27 is just "too long" */
enum { CASE_EOF = -2, CASE_BAD = -1 };    /* read_case's answers beside an orientation */

static int n_base = -1;                   /* assemblies[0..n_base): a in CANON_A; -1: none yet */
static char rotated[N_CLASS][N_CELL + 1]; /* R(S) for each S in assemblies[], in their order */
static short order[N_ROT][N_CLASS];       /* per orientation of a: rotated[] indices, sorted */
static char sorted[N_ROT];                /* order[o] computed */
static short spare[N_CLASS];              /* sort_rotated's work space */
static char case_text[N_CLASS * (N_CELL + 1)]; /* one case's output lines */

/* whitespace that may surround a case */
static int blank(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* orientation index 0..23 of piece a drawn by the 27 chars s, or CASE_BAD */
static int parse_case(const char *s)
{
	unsigned long m = 0;
	int i;
	for (i = 0; i < N_CELL; i++)
		if (s[i] == 'a') m |= 1UL << i;
		else if (s[i] != '.') return CASE_BAD;
	if (popcount(m) != popcount(shape[0])) return CASE_BAD;
	return find_orient(0, m);
}

/* reads the next non-blank line of stdin (format: see Input): the orientation 0..23 of the
 * piece a it draws, CASE_BAD if it draws none, or CASE_EOF once the input has ended */
static int read_case(void)
{
	char s[N_CELL];
	long len = 0, core = 0; /* chars since the first non-blank; up to the last non-blank */
	int c;
	for (;;) {
		c = getchar();
		if (c == '\n' || c == EOF) {
			if (core > 0) return core == N_CELL ? parse_case(s) : CASE_BAD;
			if (c == EOF) return CASE_EOF;
		} else if (len > 0 || !blank(c)) {
			if (len < N_CELL) s[len] = (char)c;
			if (len < LEN_CAP) len++;
			if (!blank(c)) core = len;
		}
	}
}

#define N_DIGIT 343 /* a sort digit: three letters a..g, 7^3 values */

/* idx[0..n) = the indices of rotated[0..n) in the lexicographic order of the strings: a radix
 * sort, three letters a digit, last digit first, each pass a stable counting sort */
static void sort_rotated(int n, short *idx)
{
	int count[N_DIGIT + 1], digit[N_CLASS], pos, i, v;
	const char *s;
	for (i = 0; i < n; i++) idx[i] = (short)i;
	for (pos = N_CELL - 3; pos >= 0; pos -= 3) {
		memset(count, 0, sizeof count);
		for (i = 0; i < n; i++) {
			s = rotated[i] + pos;
			digit[i] = ((s[0] - 'a') * N_PIECE + s[1] - 'a') * N_PIECE + s[2] - 'a';
			count[digit[i] + 1]++;
		}
		for (v = 0; v < N_DIGIT; v++) count[v + 1] += count[v]; /* first slot of value v */
		for (i = 0; i < n; i++) spare[count[digit[idx[i]]]++] = idx[i];
		memcpy(idx, spare, (size_t)n * sizeof *idx);
	}
}

/* The answer for orientation o is R(S) for the rotation R = rot[rot_onto[o]] carrying CANON_A
 * onto o, over the assemblies S of solve_canon (the one search of the run, made for the first
 * valid case); returned is their sorted order, computed once per o.  Why R(S) is exactly the
 * answer set: let A(o) be the assemblies in which a's cells are some translate of orientation
 * o.  A rotation R of the whole cube maps assemblies to assemblies (it keeps every piece's
 * shape and fills the cube), is invertible, and maps a translate m + t of a cell set to
 * R(m) + R't (R' its linear part), a translate of R(m).  So R(A(o)) = A(R.o), none lost or
 * repeated, and with R.CANON_A = o the answer A(o) is R(A(CANON_A)); R carries all translates
 * of CANON_A onto all of o's, so where the input draws a plays no part.  R is unique: no
 * rotation but the identity fixes piece a (an L tetromino), so it has 24 orientations, the
 * group acts freely, and every valid case has 11,520 / 24 = 480 answers.  (a is flat, so its
 * mirror image is one of the 24 too: a mirrored 'a' is a valid input.) */
static const short *sorted_order(int o)
{
	int i;
	if (n_base < 0) {
		n_base = solve_canon();
		if (n_base > N_CLASS) n_base = N_CLASS; /* cannot happen: see above */
	}
	if (!sorted[o]) {
		for (i = 0; i < n_base; i++)
			map_assembly(rot[rot_onto[o]], NULL, assemblies[i], rotated[i]);
		sort_rotated(n_base, order[o]);
		sorted[o] = 1;
	}
	return order[o];
}

/* prints the assemblies with a in orientation o, sorted, one a line */
static void print_assemblies(int o)
{
	const short *ord = sorted_order(o);
	char *p = case_text;
	int i;
	for (i = 0; i < n_base; i++, p += N_CELL + 1) {
		map_assembly(rot[rot_onto[o]], NULL, assemblies[ord[i]], p);
		p[N_CELL] = '\n';
	}
	fwrite(case_text, 1, (size_t)(p - case_text), stdout);
}

/* ---- Flags: --draw, --census, --help (judge mode needs none of this) ---- */

/* --draw: assembly s and, below it, its three layers front to back, side by side, each a 3x3
 * grid as seen from the front: row y of the drawing is "  " + the letters of row y of planes
 * 0, 1, 2, letters one space apart, planes three spaces apart */
static void draw(const char *s)
{
	int y, z, x;
	printf("%s\n", s);
	for (y = 0; y < 3; y++) {
		printf(" ");
		for (z = 0; z < 3; z++)
			for (x = 0; x < 3; x++)
				printf("%s%c", x ? " " : z ? "   " : " ", s[cell(x, y, z)]);
		printf("\n");
	}
}

/* --draw: print_assemblies, each assembly drawn */
static void draw_assemblies(int o)
{
	const short *ord = sorted_order(o);
	char line[N_CELL + 1];
	int i;
	for (i = 0; i < n_base; i++) {
		map_assembly(rot[rot_onto[o]], NULL, assemblies[ord[i]], line);
		draw(line);
	}
}

/* --census: every assembly, a in each of its orientations, into assemblies[]; returns their
 * number.  Piece a goes first (it has only a few placements), then the search. */
static int solve_all(void)
{
	int r, k;
	n_assemblies = 0;
	for (r = 0; r < n_orient[0]; r++)
		for (k = 0; k < n_a_at[r]; k++) {
			chosen[0] = a_at[r][k];
			search(chosen[0], 0, 0);
		}
	return n_assemblies;
}

/* qsort order of assembly strings */
static int cmp_assembly(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

static char canon[N_SOL][N_CELL + 1];

/* number of classes of assemblies[0..n_assemblies) under rotations and, if with_mirror, also
 * reflections (with pieces renamed to their mirror twins) */
static int count_classes(int with_mirror)
{
	char image[N_CELL + 1], mir[N_CELL + 1];
	int s, r, d = 0;
	for (s = 0; s < n_assemblies; s++) {
		strcpy(canon[s], assemblies[s]);
		map_assembly(mirror, mirror_of, assemblies[s], mir);
		for (r = 0; r < N_ROT; r++) {
			map_assembly(rot[r], NULL, assemblies[s], image);
			if (strcmp(image, canon[s]) < 0) strcpy(canon[s], image);
			map_assembly(rot[r], NULL, mir, image);
			if (with_mirror && strcmp(image, canon[s]) < 0) strcpy(canon[s], image);
		}
	}
	qsort(canon, n_assemblies, sizeof canon[0], cmp_assembly);
	for (s = 0; s < n_assemblies; s++)
		d += s == 0 || strcmp(canon[s], canon[s - 1]) != 0;
	return d;
}

/* --census: the piece table and the assembly counts */
static void census(void)
{
	int p;
	for (p = 0; p < N_PIECE; p++) {
		printf("piece %c: %d cells, ", 'a' + p, popcount(shape[p]));
		printf("%d orientations, %d placements, ", n_orient[p], n_place[p]);
		printf("mirror image %c\n", 'a' + mirror_of[p]);
	}
	printf("assemblies (rotations distinct): %d\n", solve_all());
	printf("up to rotation: %d\n", count_classes(0));
	printf("up to rotation and reflection: %d\n", count_classes(1));
}

/* the usage text, a line each (C89 compilers need not take a string over 509 bytes) */
static const char *const USAGE[] = {
	"usage: uva197 [--draw | --census | --help] < cases",
	"UVa 197 \"Cube\": every way to rebuild the Soma cube adcaccaacddgbfgffedggbfebee",
	"with piece a in a given orientation (a shifted only; b..g rotated and shifted).",
	"Reads one case a line: 27 chars of 'a' and '.', cell 9*plane + 3*row + col",
	"(front plane first, rows top to bottom, columns left to right).",
	"Prints per case every assembly as 27 letters (the piece in each cell), sorted,",
	"then a blank line; a line that is not piece a gets just the blank line.",
	"  (no flag)  judge mode, as above",
	"  --draw     also draw each assembly: three lines, the front, middle and back",
	"             layers side by side, each as seen from the front",
	"  --census   piece table and assembly counts (11520, 480 up to rotation, 240)",
	"  --help     this text",
	"Exit status: 0 done; 1 stdout cannot be written; 2 bad arguments (stdin unread);",
	"4 a self-check failed (cannot happen)."
};

/* prints USAGE on f */
static void usage(FILE *f)
{
	size_t i;
	for (i = 0; i < sizeof USAGE / sizeof USAGE[0]; i++)
		fprintf(f, "%s\n", USAGE[i]);
}

/* ---- main ---- */

int main(int argc, char **argv)
{
	int drawing = 0, o;
	if (argc > 2 || (argc == 2 && strcmp(argv[1], "--help") && strcmp(argv[1], "--census")
	                 && strcmp(argv[1], "--draw"))) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (argc == 2 && strcmp(argv[1], "--help") == 0) {
		usage(stdout);
		return flushed();
	}
	if (make_rotations() != N_ROT || !make_pieces()) return EXIT_BUG;
	if (argc == 2 && strcmp(argv[1], "--census") == 0) {
		census();
		return flushed();
	}
	drawing = argc == 2; /* --draw */
	while ((o = read_case()) != CASE_EOF) {
		if (o >= 0 && drawing) draw_assemblies(o);
		else if (o >= 0) print_assemblies(o);
		putchar('\n');
	}
	return flushed();
}
