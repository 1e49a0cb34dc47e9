/*
 * uva197.c -- UVa 197 "Cube" (all assemblies of the Soma cube with piece a's orientation fixed)
 *
 * Problem:  a 3x3x3 cube has fallen apart into seven pieces a..g, whose shapes are those of the
 *           assembly ASSEMBLY below.  Given an orientation of piece a, list every way to rebuild
 *           the cube in which a has that orientation (a may be shifted, not rotated; b..g may be
 *           rotated and shifted; nothing may be mirrored).
 * Input:    test cases up to EOF, one per line: 27 chars of 'a' and '.', the cells of piece a.
 *           Surrounding blanks (space, tab, CR, VT, FF) are ignored and blank lines are
 *           skipped; only LF ends a line, so a CR-only file is one (invalid) line.
 * Output:   per case, every assembly as a 27-letter line (letter = piece filling that cell), in
 *           lexicographic order, then one blank line.  A line whose a-cells are not a shifted,
 *           rotated copy of piece a (wrong length, other characters, wrong count or shape) has
 *           no assemblies: just the blank line.   `uva197 --census` prints the facts below.
 *
 * Cells:    index = 9*plane + 3*row + col, i.e. (x,y,z) = (col,row,plane), front plane first,
 *           rows top to bottom, columns left to right.  ASSEMBLY, plane by plane:
 *
 *              front z=0    middle z=1    back z=2        0  1  2 |  9 10 11 | 18 19 20
 *                a d c        d d g        d g g          3  4  5 | 12 13 14 | 21 22 23
 *                a c c        b f g        b f e          6  7  8 | 15 16 17 | 24 25 26
 *                a a c        f f e        b e e
 *
 *           These are the seven Soma pieces (Piet Hein): a = L, b = V (the only 3-cell piece),
 *           c = T, d = Z, e = the three-armed corner ("P"), f and g = the two screw pieces,
 *           mirror images of each other.  The others are flat or mirror-symmetric, so each is
 *           congruent to its own mirror image by a proper rotation.
 *
 * Symmetry: the proper rotations of the cube form a group of order 24 (any of 6 faces to the
 *           front, times 4 quarter turns about the front-back axis); we generate it as the
 *           closure of two quarter turns.  Piece a (an L tetromino) is fixed by no rotation but
 *           the identity, so it has 24 distinct orientations and the group acts freely on the
 *           assemblies: each rotation class has 24 members, and exactly one of them puts a in
 *           a given orientation.  So fixing a's orientation lists every assembly once up to
 *           rotation of the whole cube: 480 lines for every valid case.  (Because a is flat, its
 *           mirror image is one of those 24 orientations too: a mirrored 'a' is a valid input.)
 *
 * Approach: pieces are 27-bit masks cut from ASSEMBLY; every rotation then every translation
 *           of each piece gives its placements (duplicate orientations removed), b..g indexed
 *           by lowest cell.  Piece a (one orientation, 6 translates) goes first; then exact
 *           cover by depth-first search that always fills the lowest empty cell: the piece
 *           covering it must have it as its own lowest cell.  Results are sorted and cached
 *           per orientation of a (at most 24 searches however many cases).
 * Time:     one search (a fixed to one orientation) visits ~56,000 nodes, ~2.5 ms; all 24
 *           orientations 1,344,575 nodes.  Per case O(480*27) output from the cache.
 * Memory:   placement tables 7*27*24 masks, solutions 11520*28 bytes, cached output at most
 *           24*480*28 bytes: peak RSS about 1.5 MB.
 * Verified: `--census` prints 11520 assemblies with rotations distinct, 480 up to rotation,
 *           240 up to rotation and reflection: the classic Soma-cube figures (240 basic
 *           solutions, Conway & Guy; Winning Ways, ch. 24), as expected of the Soma pieces.
 *           Pieces a..g have 24/12/12/12/8/12/12 orientations and 144/144/72/72/64/96/96
 *           placements.  All these agree with tests/oracles/uva197_enum.c
 *           (coordinate lists, 3x3 rotation matrices, plain piece-by-piece recursion), which also
 *           produced every expected output in testdata/uva197/; the statement's sample lines
 *           appear in our output for sample 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- state encoding: cells, masks, the rotation group ------------------------------------ */

#define N_CELL 27           /* 3^3 unit cubes */
#define N_PIECE 7           /* a..g */
#define N_ROT 24            /* proper rotations of the cube: 6 faces * 4 quarter turns */
#define N_SOL 11520         /* all assemblies = 480 classes * 24 rotations (--census) */
#define FULL ((1UL << N_CELL) - 1)
#define COL0 0x1249249UL    /* cells with x = 0 (every third bit) */
#define COL2 (COL0 << 2)    /* x = 2 */
#define ROW0 0x01C0E07UL    /* y = 0: cells 0-2, 9-11, 18-20 */
#define ROW2 (ROW0 << 6)    /* y = 2 */
#define PLANE0 0x1FFUL      /* z = 0: cells 0-8 */
#define PLANE2 (PLANE0 << 18) /* z = 2 */

static const char ASSEMBLY[] = "adcaccaacddgbfgffedggbfebee";

static int rot[N_ROT][N_CELL]; /* rot[r][i] = cell that rotation r sends cell i to */
static int mirror[N_CELL];     /* reflection x -> 2-x */

/* cell index 0..26 of column x, row y, plane z (each 0..2) */
static int cell(int x, int y, int z) { return 9 * z + 3 * y + x; }

/* quarter turn about the front-back (z) axis and about the left-right (x) axis, as cell maps */
static int turn_z(int i) { return cell(2 - i / 3 % 3, i % 3, i / 9); }
static int turn_x(int i) { return cell(i % 3, 2 - i / 9, i / 3 % 3); }

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

/* ---- placement tables --------------------------------------------------------------------- */

static unsigned long shape[N_PIECE];          /* cells of each piece in ASSEMBLY */
static unsigned long orient[N_PIECE][N_ROT];  /* distinct normalised orientations */
static int n_orient[N_PIECE];
static int mirror_of[N_PIECE];                /* piece congruent to this one's mirror image */
static unsigned long a_at[N_ROT][N_CELL];     /* piece a: translates of each orientation */
static int n_a_at[N_ROT];
static unsigned long at[N_PIECE][N_CELL][N_ROT]; /* b..g by lowest cell; <= 1 per orientation */
static int n_at[N_PIECE][N_CELL];

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

/* writes every translate of the normalised cell set m that stays in the cube to out[];
   returns how many (at most 27) */
static int translates(unsigned long m, unsigned long *out)
{
	unsigned long tz, ty, tx;
	int n = 0;
	for (tz = m;; tz <<= 9) {
		for (ty = tz;; ty <<= 3) {
			for (tx = ty;; tx <<= 1) {
				out[n++] = tx;
				if (tx & COL2) break;
			}
			if (ty & ROW2) break;
		}
		if (tz & PLANE2) break;
	}
	return n;
}

/* shapes, orientations and mirror twins of all pieces; all placements */
static void make_pieces(void)
{
	unsigned long t[N_CELL];
	int p, q, r, i, n, c;
	for (i = 0; i < N_CELL; i++)
		shape[ASSEMBLY[i] - 'a'] |= 1UL << i;
	for (p = 0; p < N_PIECE; p++)
		for (r = 0; r < N_ROT; r++)
			if (find_orient(p, permute(rot[r], shape[p])) < 0)
				orient[p][n_orient[p]++] = normalise(permute(rot[r], shape[p]));
	for (p = 0; p < N_PIECE; p++)
		for (q = 0; q < N_PIECE; q++)
			if (find_orient(q, permute(mirror, shape[p])) >= 0)
				mirror_of[p] = q;
	for (r = 0; r < n_orient[0]; r++)
		n_a_at[r] = translates(orient[0][r], a_at[r]);
	for (p = 1; p < N_PIECE; p++)
		for (r = 0; r < n_orient[p]; r++)
			for (n = translates(orient[p][r], t), i = 0; i < n; i++) {
				c = lowest(t[i]);
				at[p][c][n_at[p][c]++] = t[i];
			}
}

/* ---- search: exact cover, lowest empty cell first ----------------------------------------- */

static char sol[N_SOL][N_CELL + 1]; /* assemblies found, NUL-terminated */
static int n_sol;
static unsigned long chosen[N_PIECE]; /* current placement of each piece */

/* stores the current full assembly as letters */
static void record(void)
{
	int p, i;
	if (n_sol == N_SOL) return; /* cannot happen: N_SOL is the total count */
	for (p = 0; p < N_PIECE; p++)
		for (i = 0; i < N_CELL; i++)
			if (chosen[p] >> i & 1)
				sol[n_sol][i] = (char)('a' + p);
	sol[n_sol++][N_CELL] = '\0';
}

/* covers the cells outside used with the pieces b..g in bit set left */
static void search(unsigned long used, unsigned int left)
{
	int c, p, k;
	unsigned long m;
	if (used == FULL) {
		record();
		return;
	}
	c = lowest(~used);
	for (p = 1; p < N_PIECE; p++)
		if (left >> p & 1)
			for (k = 0; k < n_at[p][c]; k++) {
				m = at[p][c][k];
				if (!(m & used)) {
					chosen[p] = m;
					search(used | m, left & ~(1u << p));
				}
			}
}

/* qsort order of solution strings */
static int cmp_sol(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

/* all assemblies with a in orientation o (every orientation if o < 0), sorted; returns count.
   Piece a goes first (it has only a few placements), then the lowest-empty-cell search. */
static int solve(int o)
{
	int r, k;
	n_sol = 0;
	for (r = 0; r < n_orient[0]; r++)
		if (o < 0 || r == o)
			for (k = 0; k < n_a_at[r]; k++) {
				chosen[0] = a_at[r][k];
				search(chosen[0], (1u << N_PIECE) - 2);
			}
	qsort(sol, n_sol, sizeof sol[0], cmp_sol);
	return n_sol;
}

/* ---- census: orbits under rotations, and under rotations and reflections ------------------ */

static char canon[N_SOL][N_CELL + 1];

/* out = assembly s moved by cell map perm, letters renamed by name[] (NULL: unchanged) */
static void move(const int *perm, const int *name, const char *s, char *out)
{
	int i;
	for (i = 0; i < N_CELL; i++)
		out[perm[i]] = (char)(name ? 'a' + name[s[i] - 'a'] : s[i]);
	out[N_CELL] = '\0';
}

/* number of classes of sol[0..n_sol) when also mirrored assemblies (with pieces renamed to
   their mirror twins) count as the same */
static int count_classes(int with_mirror)
{
	char img[N_CELL + 1], mir[N_CELL + 1];
	int s, r, d = 0;
	for (s = 0; s < n_sol; s++) {
		strcpy(canon[s], sol[s]);
		move(mirror, mirror_of, sol[s], mir);
		for (r = 0; r < N_ROT; r++) {
			move(rot[r], NULL, sol[s], img);
			if (strcmp(img, canon[s]) < 0) strcpy(canon[s], img);
			move(rot[r], NULL, mir, img);
			if (with_mirror && strcmp(img, canon[s]) < 0) strcpy(canon[s], img);
		}
	}
	qsort(canon, n_sol, sizeof canon[0], cmp_sol);
	for (s = 0; s < n_sol; s++)
		d += s == 0 || strcmp(canon[s], canon[s - 1]) != 0;
	return d;
}

/* prints the piece table and the assembly counts */
static void census(void)
{
	int p, c, n;
	for (p = 0; p < N_PIECE; p++) {
		for (n = c = 0; c < N_CELL; c++) n += n_at[p][c]; /* b..g */
		for (c = 0; p == 0 && c < n_orient[0]; c++) n += n_a_at[c];
		printf("piece %c: %d cells, %d orientations, ", 'a' + p, popcount(shape[p]), n_orient[p]);
		printf("%d placements, mirror image %c\n", n, 'a' + mirror_of[p]);
	}
	printf("assemblies (rotations distinct): %d\n", solve(-1));
	printf("up to rotation: %d\n", count_classes(0));
	printf("up to rotation and reflection: %d\n", count_classes(1));
}

/* ---- I/O: parser (validates everything) and main ------------------------------------------ */

static char *block[N_ROT]; /* cached output per orientation of a */
static size_t block_len[N_ROT];

/* orientation index 0..23 of piece a drawn by the 27 chars s, or -1 if s is not a drawing */
static int parse_case(const char *s)
{
	unsigned long m = 0;
	int i;
	for (i = 0; i < N_CELL; i++)
		if (s[i] == 'a') m |= 1UL << i;
		else if (s[i] != '.') return -1;
	if (popcount(m) != popcount(shape[0])) return -1;
	return find_orient(0, m);
}

/* prints the answer to one non-blank line of length len (first min(len, 32) chars in s) */
static void answer(const char *s, int len)
{
	int o = len == N_CELL ? parse_case(s) : -1, i;
	if (o >= 0 && !block[o]) {
		solve(o);
		block[o] = malloc((size_t)n_sol * (N_CELL + 1) + 1);
		if (!block[o]) exit(1);
		for (i = 0; i < n_sol; i++) {
			memcpy(block[o] + block_len[o], sol[i], N_CELL);
			block_len[o] += N_CELL;
			block[o][block_len[o]++] = '\n';
		}
	}
	if (o >= 0) fwrite(block[o], 1, block_len[o], stdout);
	putchar('\n');
}

/* whitespace that may surround a case */
static int blank(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

int main(int argc, char **argv)
{
	char buf[32];
	int c, len = 0, core = 0; /* chars since the first non-blank; up to the last non-blank */
	if (make_rotations() != N_ROT) return 1;
	make_pieces();
	if (argc > 1 && strcmp(argv[1], "--census") == 0) {
		census();
		return 0;
	}
	do {
		c = getchar();
		if (c == '\n' || c == EOF) {
			if (core > 0) answer(buf, core);
			len = core = 0;
		} else if (len > 0 || !blank(c)) {
			if (len < (int)sizeof buf) buf[len] = (char)c;
			if (len < 1000000) len++; /* any length > 27 is just "too long" */
			if (!blank(c)) core = len;
		}
	} while (c != EOF);
	return 0;
}
