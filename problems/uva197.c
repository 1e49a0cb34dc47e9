/*
 * uva197.c -- UVa 197 "Cube" (all assemblies of the Soma cube with piece a's orientation fixed)
 *
 * Source:   UVa Online Judge, problem 197 "Cube" (Volume 1),
 *           https://onlinejudge.org/external/1/197.pdf
 * Problem:  a 3x3x3 cube has fallen apart into seven pieces a..g, whose shapes are those of the
 *           assembly ASSEMBLY below.  Given an orientation of piece a, list every way to rebuild
 *           the cube in which a has that orientation (a may be shifted, not rotated; b..g may be
 *           rotated and shifted; nothing may be mirrored).
 *           Cells: index = 9*plane + 3*row + col, i.e. (x,y,z) = (col,row,plane), front plane
 *           first, rows top to bottom, columns left to right.  ASSEMBLY, plane by plane:
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
 * Input:    test cases up to EOF, one per line: 27 chars of 'a' and '.', the cells of piece a.
 *           Surrounding blanks (space, tab, CR, VT, FF) are ignored and blank lines are
 *           skipped; only LF ends a line, so a CR-only file is one (invalid) line.
 * Output:   per case, every assembly as a 27-letter line (letter = piece filling that cell), in
 *           lexicographic order, then one blank line.  A line whose a-cells are not a shifted,
 *           rotated copy of piece a (wrong length, other characters, wrong count or shape) has
 *           no assemblies: just the blank line.
 * Flags:    none: judge mode, as above.
 *           --draw: after each assembly line, its three layers front to back, side by side,
 *             each a 3x3 grid of letters as seen from the front (rows top to bottom), on three
 *             lines indented by two spaces: row y of the drawing is "  " + the letters of row y
 *             of planes 0, 1, 2, letters one space apart, planes three spaces apart.
 *           --census: the piece table and the assembly counts of Verified, from a search over
 *             all 24 orientations of a.      --help: usage on stdout.
 *           Any other argument: usage on stderr, exit 2, stdin not read.  Any mode: exit 1
 *           if stdout cannot be written.
 *
 * Approach: pieces are 27-bit masks cut from ASSEMBLY; every rotation then every translation
 *           of each piece gives its placements (duplicate orientations removed), b..g indexed by
 *           their lowest cell.  The rotations of the cube (a group of order 24: any of 6 faces
 *           to the front times 4 quarter turns about the front-back axis) are the closure of
 *           two quarter turns, as cell maps.
 *           (1) One exact-cover search per run, on the first valid case, for piece a in one
 *           canonical orientation CANON_A, which lies in the left face (x = 0): a at each of
 *           its translates, then a depth-first search that always fills the lowest empty cell
 *           (the piece covering it must have it as its own lowest cell).  Two symmetries cut
 *           it down.  Mirror: the reflection x -> 2-x, with f and g (mirror images) swapped,
 *           maps assemblies to assemblies and moves a flat in the plane x = 0 to the same
 *           orientation in x = 2 and back, so the translates of a in the right face are not
 *           searched: those assemblies are the mirror images of the ones with a in the left
 *           face.  Parity: colour the cells by x + y + z, 14 even and 13 odd.  a, d, f, g are
 *           chains of 4 cells, 2 of each colour; c (T) and e (tripod) have 3 cells of one
 *           colour and 1 of the other, b (V) 2 and 1.  Even minus odd over the cube, +1, is
 *           then +-1 (b) +-2 (c) +-2 (e), so in every assembly b covers two even cells: b's
 *           other 72 placements never enter.  The search finds 240 assemblies (none with a
 *           in the middle slab x = 1), the mirror step the other 240: 480.
 *           (2) Each case: the orientation o of its a, the rotation R carrying CANON_A onto o,
 *           and the answer R(S) for the 480 assemblies S of (1), sorted (a radix sort, three
 *           letters a digit); the sorted order is cached per o.
 *           Why (2) is exactly the answer set.  Let A(o) be the assemblies in which a's cells
 *           are some translate of orientation o.  A rotation R of the whole cube maps
 *           assemblies to assemblies (it keeps every piece's shape and fills the cube) and is
 *           invertible, and it maps a translate m + t of a cell set to R(m) + R't (R' its
 *           linear part), a translate of R(m).  So R maps A(o) into A(R.o), R^-1 maps A(R.o)
 *           back into A(o): R(A(o)) = A(R.o), no assembly lost or repeated.  With R.CANON_A =
 *           o, the answer A(o) is R(A(CANON_A)).  Translations of a are on both sides:
 *           A(CANON_A) holds a at all six translates (four searched, two by the mirror step)
 *           and R carries them onto all translates of o, so the offset at which the input
 *           draws a plays no part, as the statement wants.  R is unique: piece a (an L
 *           tetromino) is fixed by no rotation but the identity, so it has 24 distinct
 *           orientations and the group acts freely on the assemblies: each rotation class has
 *           24 members, exactly one with a in a given orientation, and every valid case has
 *           11520 / 24 = 480 answers.
 *           (Because a is flat, its mirror image is one of those 24 orientations too: a
 *           mirrored 'a' is a valid input.)
 * Time:     the search visits 11,445 nodes, once per run (22,234 without the mirror step,
 *           42,675 without parity either; a search per orientation of a, all 24, 1.3 million).
 *           Per new orientation of a: 480 x 27 cell moves and 9 counting-sort passes; per
 *           case O(480 x 28) output.
 * Memory:   placement tables 7 x 27 x 24 masks, the 480 assemblies of CANON_A and their
 *           images, sorted orders 24 x 480 shorts, one case's output 480 x 28 bytes;
 *           11520 x 28 bytes more for --census.
 * Measured: `make bench` (medians of 5, over several runs): all 24 orientations
 *           (02-orient24) 6 ms, 100 random cases (12-random100) 8 ms, peak RSS 1.3 MiB on the
 *           idle 2-core machine; 8-14 ms and 10-15 ms at a load of 4-7, where starting any C
 *           program costs 5-7 ms.  The work itself is about 2 ms and 4 ms; the source
 *           document's solution takes 43-54 ms on 02-orient24.
 * Verified: `--census` prints 11520 assemblies with rotations distinct, 480 up to rotation,
 *           240 up to rotation and reflection: the classic Soma-cube figures (240 basic
 *           solutions, Conway & Guy; Winning Ways, ch. 24), as expected of the Soma pieces.
 *           Pieces a..g have 24/12/12/12/8/12/12 orientations and 144/144/72/72/64/96/96
 *           placements.  All these agree with tests/oracles/uva197_enum.c (coordinate lists,
 *           3x3 rotation matrices, plain piece-by-piece recursion, one search per orientation),
 *           which also produced every expected output in testdata/uva197/ (among them all 24
 *           orientations and every translate of three); the statement's sample lines appear in
 *           our output for sample 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- state encoding: cells, masks, the rotation group ------------------------------------ */

#define N_CELL 27           /* 3^3 unit cubes */
#define N_PIECE 7           /* a..g */
#define N_ROT 24            /* proper rotations of the cube: 6 faces * 4 quarter turns */
#define N_SOL 11520         /* all assemblies = 480 classes * 24 rotations (--census) */
#define N_CLASS (N_SOL / N_ROT) /* assemblies with a in one orientation: 480 */
#define FULL ((1UL << N_CELL) - 1)
#define COL0 0x1249249UL    /* cells with x = 0 (every third bit) */
#define COL2 (COL0 << 2)    /* x = 2 */
#define ROW0 0x01C0E07UL    /* y = 0: cells 0-2, 9-11, 18-20 */
#define ROW2 (ROW0 << 6)    /* y = 2 */
#define PLANE0 0x1FFUL      /* z = 0: cells 0-8 */
#define PLANE2 (PLANE0 << 18) /* z = 2 */

static const char ASSEMBLY[] = "adcaccaacddgbfgffedggbfebee";
/* the one orientation of piece a that is searched: cells 0, 3, 6, 15, upright in the left face
 * (x = 0) with its foot pointing back.  It must lie in the left face (see Approach, the mirror
 * step); of the 8 orientations that do, it gives the smallest search: 11,445 nodes */
static const char CANON_A[] = "a..a..a........a...........";
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

/* out = assembly s moved by cell map perm, letters renamed by name[] (NULL: unchanged) */
static void move(const int *perm, const int *name, const char *s, char *out)
{
	int i;
	for (i = 0; i < N_CELL; i++)
		out[perm[i]] = (char)(name ? 'a' + name[s[i] - 'a'] : s[i]);
	out[N_CELL] = '\0';
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
static int canon_o;                           /* orientation index of CANON_A */
static int rot_onto[N_ROT];                   /* rotation carrying CANON_A onto orientation o */
static unsigned long a_at[N_ROT][N_CELL];     /* piece a: translates of each orientation */
static int n_a_at[N_ROT];
static unsigned long at[N_PIECE][N_CELL][N_ROT]; /* b..g by lowest cell; <= 1 per orientation */
static int n_at[N_PIECE][N_CELL];
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

/* writes every translate of the normalised cell set m that stays in the cube to out[];
 * returns how many (at most 27) */
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

/* shapes, orientations and mirror twins of all pieces; all placements (b's only those on two
 * even cells: see Approach); canon_o and rot_onto[].  Returns 0 if CANON_A is not piece a in
 * the left face (cannot happen) */
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
					at[p][c][n_at[p][c]++] = t[i];
			}
	return 1;
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

static int rest[N_PIECE - 1] = {1, 2, 3, 4, 5, 6}; /* b..g; rest[d..5] are not yet placed */

/* covers the cells outside used with the pieces rest[d..5]; the cells below c are used */
static void search(unsigned long used, int c, int d)
{
	int i, p, k;
	unsigned long m;
	while (used >> c & 1) c++; /* the lowest empty cell */
	for (i = d; i < N_PIECE - 1; i++)
		for (p = rest[i], k = 0; k < n_at[p][c]; k++) {
			m = at[p][c][k];
			if (m & used) continue;
			chosen[p] = m;
			if (d == N_PIECE - 2) { /* the last piece: the cube is full */
				record();
				continue;
			}
			rest[i] = rest[d]; /* p is placed: move it out of rest[d..5] */
			rest[d] = p;
			search(used | m, c + 1, d + 1);
			rest[d] = rest[i];
			rest[i] = p;
		}
}

/* all assemblies with a in orientation o (every orientation if o < 0) into sol[]; returns
 * their number.  Piece a goes first (it has only a few placements), then the search. */
static int solve(int o)
{
	int r, k;
	n_sol = 0;
	for (r = 0; r < n_orient[0]; r++)
		if (o < 0 || r == o)
			for (k = 0; k < n_a_at[r]; k++) {
				chosen[0] = a_at[r][k];
				search(chosen[0], 0, 0);
			}
	return n_sol;
}

/* the assemblies with a in orientation CANON_A into sol[]; returns their number (480).
 * CANON_A lies in the left face (x = 0): the translates of a off the right face are searched,
 * and each assembly with a on the left face gives, mirrored (x -> 2-x, f and g swapped), the
 * one with a on the right face (see Approach). */
static int solve_canon(void)
{
	int k, n, i;
	n_sol = 0;
	for (k = 0; k < n_a_at[canon_o]; k++)
		if (!(a_at[canon_o][k] & COL2)) {
			chosen[0] = a_at[canon_o][k];
			search(chosen[0], 0, 0);
		}
	for (n = n_sol, i = 0; i < n && n_sol < N_SOL; i++)
		if ((strchr(sol[i], 'a') - sol[i]) % 3 == 0) /* a on the left face */
			move(mirror, mirror_of, sol[i], sol[n_sol++]);
	return n_sol;
}

/* qsort order of solution strings */
static int cmp_sol(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

/* ---- census: orbits under rotations, and under rotations and reflections ------------------ */

static char canon[N_SOL][N_CELL + 1];

/* number of classes of sol[0..n_sol) when also mirrored assemblies (with pieces renamed to
 * their mirror twins) count as the same */
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
	int p;
	for (p = 0; p < N_PIECE; p++) {
		printf("piece %c: %d cells, ", 'a' + p, popcount(shape[p]));
		printf("%d orientations, %d placements, ", n_orient[p], n_place[p]);
		printf("mirror image %c\n", 'a' + mirror_of[p]);
	}
	printf("assemblies (rotations distinct): %d\n", solve(-1));
	printf("up to rotation: %d\n", count_classes(0));
	printf("up to rotation and reflection: %d\n", count_classes(1));
}

/* ---- I/O: parser (validates everything), answers, flags and main -------------------------- */

static int n_base = -1;                  /* sol[0..n_base): a in CANON_A; -1: no search yet */
static char img[N_CLASS][N_CELL + 1];    /* R(S) for each S in sol[], in sol[]'s order */
static short order[N_ROT][N_CLASS];      /* per orientation of a: img[] indices, sorted */
static char sorted[N_ROT];               /* order[o] computed */
static short spare[N_CLASS];             /* sort_img's work space */
static char out[N_CLASS * (N_CELL + 1)]; /* one case's output lines */

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

#define N_DIGIT 343 /* a sort digit: three letters a..g, 7^3 values */

/* idx[0..n) = the indices of img[0..n) in the lexicographic order of the strings: a radix sort,
 * three letters a digit, last digit first, each pass a stable counting sort */
static void sort_img(int n, short *idx)
{
	int count[N_DIGIT + 1], digit[N_CLASS], pos, i, v;
	const char *s;
	for (i = 0; i < n; i++) idx[i] = (short)i;
	for (pos = N_CELL - 3; pos >= 0; pos -= 3) {
		memset(count, 0, sizeof count);
		for (i = 0; i < n; i++) {
			s = img[i] + pos;
			digit[i] = ((s[0] - 'a') * N_PIECE + s[1] - 'a') * N_PIECE + s[2] - 'a';
			count[digit[i] + 1]++;
		}
		for (v = 0; v < N_DIGIT; v++) count[v + 1] += count[v]; /* first slot of value v */
		for (i = 0; i < n; i++) spare[count[digit[idx[i]]]++] = idx[i];
		memcpy(idx, spare, (size_t)n * sizeof *idx);
	}
}

/* prints assembly s and, below it, its three layers side by side (see Flags) */
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

/* prints the assemblies with a in orientation o: R(S) for the rotation R carrying CANON_A onto
 * o and each S of solve_canon (see Approach), sorted, one per line */
static void print_assemblies(int o, int drawing)
{
	char line[N_CELL + 1], *p = out;
	int i;
	if (n_base < 0) { /* the one search of the run */
		n_base = solve_canon();
		if (n_base > N_CLASS) n_base = N_CLASS; /* cannot happen: see Approach */
	}
	if (!sorted[o]) { /* the first case with this orientation: sort the images */
		for (i = 0; i < n_base; i++)
			move(rot[rot_onto[o]], NULL, sol[i], img[i]);
		sort_img(n_base, order[o]);
		sorted[o] = 1;
	}
	for (i = 0; i < n_base; i++) {
		move(rot[rot_onto[o]], NULL, sol[order[o][i]], line);
		if (drawing) {
			draw(line);
			continue;
		}
		memcpy(p, line, N_CELL);
		p[N_CELL] = '\n';
		p += N_CELL + 1;
	}
	fwrite(out, 1, (size_t)(p - out), stdout);
}

/* prints the answer to one non-blank line of length len (first min(len, 32) chars in s) */
static void answer(const char *s, int len, int drawing)
{
	int o = len == N_CELL ? parse_case(s) : -1;
	if (o >= 0) print_assemblies(o, drawing);
	putchar('\n');
}

/* whitespace that may surround a case */
static int blank(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

/* reads the cases from stdin (format: see Input) and answers each */
static void judge(int drawing)
{
	char buf[32];
	int c, len = 0, core = 0; /* chars since the first non-blank; up to the last non-blank */
	do {
		c = getchar();
		if (c == '\n' || c == EOF) {
			if (core > 0) answer(buf, core, drawing);
			len = core = 0;
		} else if (len > 0 || !blank(c)) {
			if (len < (int)sizeof buf) buf[len] = (char)c;
			if (len < 1000000) len++; /* any length > 27 is just "too long" */
			if (!blank(c)) core = len;
		}
	} while (c != EOF);
}

/* the usage text, on f */
static void usage(FILE *f)
{
	static const char *const text[] = {
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
		"  --help     this text"
	};
	size_t i;
	for (i = 0; i < sizeof text / sizeof text[0]; i++)
		fprintf(f, "%s\n", text[i]);
}

/* flushed STATUS: STATUS, or 1 (with a message) when stdout could not be written. */
static int flushed(int status)
{
	if (fflush(stdout) == 0 && !ferror(stdout)) return status;
	fputs("uva197: cannot write the output\n", stderr);
	return 1;
}

int main(int argc, char **argv)
{
	int drawing = 0;
	if (argc > 2 || (argc == 2 && strcmp(argv[1], "--help") && strcmp(argv[1], "--census")
	                 && strcmp(argv[1], "--draw"))) {
		usage(stderr);
		return 2;
	}
	if (argc == 2 && strcmp(argv[1], "--help") == 0) {
		usage(stdout);
		return flushed(0);
	}
	if (make_rotations() != N_ROT || !make_pieces()) return 1; /* cannot happen */
	if (argc == 2 && strcmp(argv[1], "--census") == 0) {
		census();
		return flushed(0);
	}
	drawing = argc == 2; /* --draw */
	judge(drawing);
	return flushed(0);
}
