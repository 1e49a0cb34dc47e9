/*
 * lanqiao2017_cube.c -- Lanqiao Cup 2017 (8th, provincial) "cube states" (a recoloured 2x2x2)
 *
 * Source:   https://blog.csdn.net/qq_35222235/article/details/79725363 (the statement, "Mofang
 *           zhuangtai", as a contestant posted it: the contest keeps no public archive).
 * Problem:  a 2x2x2 cube has its six faces repainted (several faces may share a colour).  Count
 *           the colour patterns it can show after scrambling, two patterns being one state when
 *           a whole-cube rotation turns one into the other.  Contest colouring: U yellow,
 *           R green, F orange, D orange, L green, B yellow (YGOOGY).
 * Input:    lines of six letters colouring faces U R F D L B; letter case is ignored.
 *           Blanks (space, tab, CR, VT, FF) are ignored anywhere; only LF ends a line.
 *           Blank lines are skipped; no non-blank line at all (e.g. </dev/null) means YGOOGY.
 * Output:   one count per colouring line; a non-blank line that is not exactly six letters
 *           prints "error: expected 6 colour letters for faces U R F D L B".
 * Flags:    none in judge mode; --census, --help and the exit statuses: see --help.
 * Approach: facelets -> pieces: each slot shows a colour triple, read clockwise from its U/D
 *           facelet (a code 0..215); equal-looking pieces form classes.  The reachable patterns:
 *           the slots hold the right multiset of classes, and the twists sum to the solved
 *           cube's mod 3 unless a one-colour piece hides its twist.  Move tables: Kociemba's
 *           corner moves, and the 24 rotations as the closure of two of them.  Counting: states
 *           are orbits of the rotations; Burnside's lemma, each rotation's fixed patterns counted
 *           by sharing the classes out among its corner cycles (count_states: the argument).
 *           Corner slots (Kociemba's numbering), both layers seen from above, and each slot's
 *           facelets clockwise from its U/D facelet:
 *                  top layer            bottom layer
 *               2 ULB ---- 3 UBR     6 DBL ---- 7 DRB      0 URF: U R F   4 DFR: D F R
 *                 |   back   |         |   back   |        1 UFL: U F L   5 DLF: D L F
 *                 |  front   |         |  front   |        2 ULB: U L B   6 DBL: D B L
 *               1 UFL ---- 0 URF     5 DLF ---- 4 DFR      3 UBR: U B R   7 DRB: D R B
 * Time:     per colouring, 24 rotations x a recursion over at most 2 kinds of cycle x 8 classes
 *           x 9 counts; no pattern is ever enumerated.
 * Memory:   O(1): code and rotation tables of a few KiB.
 * Verified: tests/oracles/lanqiao2017_cube_bfs (24-sticker 3-D geometry, BFS over rotation
 *           classes) gives testdata 12-all-partitions: all 203 face partitions, hence every
 *           input up to renaming the colours; tests/oracles/lanqiao2017_cube_enum (enumerates
 *           the patterns) agrees on all 203 and on the pattern counts.  Contest colouring:
 *           229,878 states; six colours: 3,674,160 = 8! 3^7 / 24 (the 2x2x2 group); one: 1.
 */
#include <stdio.h>
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
static const char PROGRAM[] = "lanqiao2017_cube";

/* EXIT_OK if all output reached stdout; else EXIT_WRITE, with a message on stderr */
static int flushed(void)
{
	if (fflush(stdout) == 0 && !ferror(stdout))
		return EXIT_OK;
	fprintf(stderr, "%s: cannot write the output\n", PROGRAM);
	return EXIT_WRITE;
}

/* ---- Facelets -> pieces: colour triples and their codes ---- */
enum { U, R, F, D, L, B };            /* faces, in input order */
/* corner slots in Kociemba's order, DBL before DRB.  hdu2953.c puts DRB before DBL, as its
 * coordinates leave its last slot (DBL) fixed: each file keeps the order its tables are
 * written in. */
enum { URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB };
#define N_FACE 6
#define N_COLOUR 6                    /* colours 0..5, named by first use */
#define N_SLOT 8                      /* corner slots = pieces */
#define N_FACELET 3                   /* stickers on a corner piece */
/* a piece's twist t (0..2): which of its slot's facelets shows the piece's U/D sticker
 * (Kociemba's corner orientation) */
#define N_TWIST 3
#define N_CODE (N_COLOUR * N_COLOUR * N_COLOUR)   /* colour triples, 6^3 = 216 */
#define N_ROT 24                      /* rotations: 8 corners to DBL x 3 twists */

static const int corner_face[N_SLOT][N_FACELET] = {   /* clockwise from the U/D facelet */
	{U, R, F}, {U, F, L}, {U, L, B}, {U, B, R},
	{D, F, R}, {D, L, F}, {D, B, L}, {D, R, B}
};

static unsigned char turn_code[N_CODE][N_TWIST];    /* code seen after twisting t */

/* colour triple (a, b, c), colours 0..5 -> code 0..215 */
static int code_of(int a, int b, int c)
{
	return (a * N_COLOUR + b) * N_COLOUR + c;
}

/* fill turn_code: twist t moves facelet k's sticker to facelet k + t */
static void init_codes(void)
{
	int c, t, k, tri[N_FACELET], out[N_FACELET];
	for (c = 0; c < N_CODE; c++) {
		tri[0] = c / (N_COLOUR * N_COLOUR);
		tri[1] = c / N_COLOUR % N_COLOUR;
		tri[2] = c % N_COLOUR;
		for (t = 0; t < N_TWIST; t++) {
			for (k = 0; k < N_FACELET; k++)
				out[(k + t) % N_FACELET] = tri[k];
			turn_code[c][t] = (unsigned char)code_of(out[0], out[1], out[2]);
		}
	}
}

/* ---- Move tables: corner moves and the 24 whole-cube rotations ---- */

/* Kociemba's cubie moves: slot i receives the piece from slot cp[i] and adds co[i] to its
 * twist.  Only U, D, R, L are needed, to build rotations. */
enum { MOVE_U, MOVE_D, MOVE_R, MOVE_L, N_MOVE };
static const int mv_cp[N_MOVE][N_SLOT] = {
	{UBR, URF, UFL, ULB, DFR, DLF, DBL, DRB},  /* U */
	{URF, UFL, ULB, UBR, DLF, DBL, DRB, DFR},  /* D */
	{DFR, UFL, ULB, URF, DRB, DLF, DBL, UBR},  /* R */
	{URF, ULB, DBL, UBR, DFR, UFL, DLF, DRB}   /* L */
};
static const int mv_co[N_MOVE][N_SLOT] = {
	{0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0},
	{2, 0, 0, 1, 1, 0, 0, 2}, {0, 1, 2, 0, 0, 2, 1, 0}
};

static int rot_cp[N_ROT][N_SLOT], rot_co[N_ROT][N_SLOT];  /* [0] = identity */

/* (a then b) as a cubie move: out = a * b in Kociemba's notation */
static void compose(const int *acp, const int *aco, const int *bcp, const int *bco, int *ocp,
	int *oco)
{
	int i;
	for (i = 0; i < N_SLOT; i++) {
		ocp[i] = acp[bcp[i]];
		oco[i] = (aco[bcp[i]] + bco[i]) % N_TWIST;
	}
}

/* the rotation a * b' of moves a, b about one axis, b' as b three times: y = U D', x = R L' */
static void turn_pair(int a, int b, int *gcp, int *gco)
{
	int cp1[N_SLOT], co1[N_SLOT], cp2[N_SLOT], co2[N_SLOT];
	compose(mv_cp[a], mv_co[a], mv_cp[b], mv_co[b], cp1, co1);
	compose(cp1, co1, mv_cp[b], mv_co[b], cp2, co2);
	compose(cp2, co2, mv_cp[b], mv_co[b], gcp, gco);
}

/* all 24 rotations: closure of {y, x} from the identity; 0 if not 24 */
static int init_rotations(void)
{
	int gen_cp[2][N_SLOT], gen_co[2][N_SLOT], ncp[N_SLOT], nco[N_SLOT];
	int n = 1, i, j, g, k;
	for (i = 0; i < N_SLOT; i++) {
		rot_cp[0][i] = i;
		rot_co[0][i] = 0;
	}
	turn_pair(MOVE_U, MOVE_D, gen_cp[0], gen_co[0]);   /* y */
	turn_pair(MOVE_R, MOVE_L, gen_cp[1], gen_co[1]);   /* x */
	for (i = 0; i < n; i++)
		for (g = 0; g < 2; g++) {
			compose(rot_cp[i], rot_co[i], gen_cp[g], gen_co[g], ncp, nco);
			for (j = 0; j < n; j++) {
				for (k = 0; k < N_SLOT; k++)
					if (rot_cp[j][k] != ncp[k] || rot_co[j][k] != nco[k]) break;
				if (k == N_SLOT) break;
			}
			if (j < n) continue;
			if (n == N_ROT) return 0;
			memcpy(rot_cp[n], ncp, sizeof ncp);
			memcpy(rot_co[n++], nco, sizeof nco);
		}
	return n == N_ROT;
}

/* ---- Counting: Burnside's lemma over the 24 rotations ---- */

static int n_class, class_code[N_SLOT], class_left[N_SLOT], class_sym[N_SLOT];
static int n_kind, kind_len[N_SLOT], kind_turned[N_SLOT], kind_size[N_SLOT];
static unsigned long binom[N_SLOT + 1][N_SLOT + 1];   /* Pascal's triangle */

/* fills binom[n][k] = n! / (k! (n-k)!) for n <= 8 */
static void init_binomials(void)
{
	int n, k;
	for (n = 0; n <= N_SLOT; n++)
		for (binom[n][0] = 1, k = 1; k <= n; k++)
			binom[n][k] = binom[n - 1][k - 1] + (k < n ? binom[n - 1][k] : 0);
}

/* sorts the 8 pieces of the colouring face_col[] into classes of equal-looking pieces (the
 * same triple up to a cyclic shift; mirror triples differ); returns 1 if none is of one colour
 * (then the twist rule applies) */
static int make_classes(const int face_col[N_FACE])
{
	int i, k, t, code, constrained = 1;
	n_class = 0;
	for (i = 0; i < N_SLOT; i++) {
		code = code_of(face_col[corner_face[i][0]], face_col[corner_face[i][1]],
		               face_col[corner_face[i][2]]);
		for (k = 0; k < n_class; k++) {
			for (t = 0; t < N_TWIST && turn_code[class_code[k]][t] != code; t++)
				;
			if (t < N_TWIST) break;
		}
		if (k == n_class) {
			class_code[n_class] = code;
			class_left[n_class] = 0;
			class_sym[n_class++] = turn_code[code][1] == code; /* one colour */
		}
		class_left[k]++;
		if (class_sym[k]) constrained = 0;
	}
	return constrained;
}

/* the cycles of rotation g's slot map, as kinds: kind_size[] cycles of length kind_len[]
 * whose twist once round is 0 (kind_turned[] = 0) or not.  The rotations' corner cycles:
 * identity 1^8; 6 quarter turns about face axes 4+4; 3 half turns about face axes and 6
 * about edge axes 2+2+2+2; 8 thirds about corner diagonals 3+3+1+1, turned at their two
 * fixed corners. */
static void make_cycles(int g)
{
	int seen[N_SLOT] = {0}, s, i, k, len, twist;
	n_kind = 0;
	for (s = 0; s < N_SLOT; s++) {
		if (seen[s]) continue;
		for (len = twist = 0, i = s; !seen[i]; i = rot_cp[g][i], len++) {
			seen[i] = 1;
			twist += rot_co[g][i];
		}
		for (k = 0; k < n_kind; k++)
			if (kind_len[k] == len && kind_turned[k] == (twist % N_TWIST != 0)) break;
		if (k == n_kind) {
			kind_len[n_kind] = len;
			kind_turned[n_kind] = twist % N_TWIST != 0;
			kind_size[n_kind++] = 0;
		}
		kind_size[k]++;
	}
}

/* The patterns a rotation g fixes.  g puts into slot i the piece of slot s(i), twisted by
 * d(i); along a cycle of s the code of one slot then fixes the others, and once round the
 * cycle the twist T = sum of d must leave it unchanged: T = 0, or a piece of one colour.  So a
 * fixed pattern is a class for each cycle (a cycle of length k takes k pieces of its class)
 * and a code for each cycle: 3 for a many-coloured class on a cycle with T = 0, 1 for a
 * one-colour class, none otherwise.  Cycles of one kind (same length, same T) are alike, so
 * the count goes over the kinds and the classes, class after class taking c of the m cycles
 * of the kind still without one: binom(m, c) ways, codes^c patterns.  The lengths add up to
 * 8, the pieces there are, so once every cycle has a class every piece is used.
 * share_out(kind, cls, unclassed): that count, when classes cls.. are left for the unclassed
 * cycles of this kind, and every cycle of the kinds after it has no class yet. */
static unsigned long share_out(int kind, int cls, int unclassed)
{
	unsigned long n = 0, ways = 1;
	int c, codes, len = kind == n_kind ? 0 : kind_len[kind];
	if (kind == n_kind) return 1;
	if (cls == n_class)                 /* no class left: this kind must be done */
		return unclassed ? 0
			: share_out(kind + 1, 0, kind + 1 < n_kind ? kind_size[kind + 1] : 0);
	codes = class_sym[cls] ? 1 : kind_turned[kind] ? 0 : N_TWIST;
	for (c = 0; c <= unclassed && c * len <= class_left[cls] && ways; c++, ways *= codes) {
		class_left[cls] -= c * len;
		n += binom[unclassed][c] * ways * share_out(kind, cls + 1, unclassed - c);
		class_left[cls] += c * len;
	}
	return n;
}

static unsigned long fixed_by[N_ROT];   /* Fix(g) of the last colouring counted */

/* number of states of the cube whose faces U..B have colours face_col[] (0..5); fills
 * fixed_by[].  The reachable patterns X: the slots hold the right multiset of classes and,
 * unless some piece is of one colour (it hides its twist), the twists (relative to each
 * class's first piece) sum to the solved cube's mod 3: face turns keep the total twist 0 mod
 * 3, and every corner permutation with every twist assignment of total 0 is reachable (8! 3^7
 * positions, the 2x2x2 group; the rotations are among them).  States = orbits of the 24
 * rotations on X; Burnside's lemma: their number is (1/24) x the sum over rotations g of
 * Fix(g), the patterns of X that g leaves unchanged.  share_out counts them without the twist
 * rule, which keeps exactly a third: the twist sum is sum k_j t_j + const over the cycles'
 * free twists t_j, and as the lengths k_j add up to 8 one is not a multiple of 3, so every
 * total mod 3 is hit equally often.  Each Fix(g) <= 8! 3^8 and their sum = 24 x states <=
 * 24 x 8! 3^7 < 2^32: an unsigned long holds them. */
static unsigned long count_states(const int face_col[N_FACE])
{
	int g, constrained = make_classes(face_col);
	unsigned long sum = 0;
	for (g = 0; g < N_ROT; g++) {
		make_cycles(g);
		fixed_by[g] = share_out(0, 0, kind_size[0]) / (constrained ? N_TWIST : 1);
		sum += fixed_by[g];
	}
	return sum / N_ROT;
}

/* ---- Input and answers ---- */

enum { LINE_EOF, LINE_BLANK, LINE_OK, LINE_BAD };

/* blank byte within a line (only LF ends a line) */
static int is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* reads one line of stdin: LINE_OK with its six letters (upper case) in letters[], LINE_BAD
 * for any other non-blank line, LINE_BLANK, or LINE_EOF once the input has ended */
static int read_line(char *letters)
{
	int c, n = 0, bad = 0;
	while ((c = getchar()) != '\n' && c != EOF) {
		if (is_blank(c)) continue;
		if (c >= 'a' && c <= 'z') c -= 'a' - 'A';
		if (c >= 'A' && c <= 'Z' && n < N_FACE) letters[n++] = (char)c;
		else bad = 1;
	}
	if (n == 0 && !bad) return c == EOF ? LINE_EOF : LINE_BLANK;
	return bad || n != N_FACE ? LINE_BAD : LINE_OK;
}

/* prints the number of states for face colour letters (6 letters, upper case) */
static void answer(const char *letters)
{
	int face_col[N_FACE], j, k = 0, i;
	char seen[N_FACE];
	for (i = 0; i < N_FACE; i++) {          /* colours renamed by first use */
		for (j = 0; j < k && seen[j] != letters[i]; j++)
			;
		if (j == k) seen[k++] = letters[i];
		face_col[i] = j;
	}
	printf("%lu\n", count_states(face_col));
}

/* ---- Flags: --census, --help (judge mode needs none of this) ---- */

/* --census, after an answer: the colour patterns of the colouring last counted (the identity
 * fixes every one), then its Burnside terms: per kind of rotation (corner cycles, longest
 * first), the number of such rotations and the patterns each fixes */
static void print_census(void)
{
	char kind[N_ROT][2 * N_SLOT], *p;
	int g, h, j, k, len, n;
	printf("patterns %lu\n", fixed_by[0]);
	for (g = 0; g < N_ROT; g++) { /* e.g. "3+3+1+1" */
		make_cycles(g);
		for (p = kind[g], len = N_SLOT; len > 0; len--)
			for (j = 0; j < n_kind; j++)
				for (k = 0; kind_len[j] == len && k < kind_size[j]; k++)
					p += sprintf(p, "%s%d", p == kind[g] ? "" : "+", len);
	}
	for (g = 0; g < N_ROT; g++) {
		for (h = 0; h < g && strcmp(kind[h], kind[g]); h++)
			;
		if (h < g) continue; /* kind printed already */
		for (n = 0, k = g; k < N_ROT; k++) n += strcmp(kind[k], kind[g]) == 0;
		printf("fixed by %d rotation%s with corner cycles %s: %lu each\n", n,
		       n > 1 ? "s" : "", kind[g], fixed_by[g]);
	}
}

/* the usage text, a line each (C89 compilers need not take a string over 509 bytes) */
static const char *const USAGE[] = {
	"usage: lanqiao2017_cube [--census | --help] < colourings",
	"Lanqiao Cup 2017 \"cube states\": the states of a recoloured 2x2x2 cube after",
	"scrambling, two states the same when a whole-cube rotation turns one into the",
	"other.  Reads lines of six colour letters for faces U R F D L B (case and blanks",
	"ignored); no line at all means the contest colouring YGOOGY.  Prints one count",
	"a line, or an error line for a line that is not six letters.",
	"  (no flag)  judge mode, as above",
	"  --census   also the number of colour patterns and the Burnside terms",
	"  --help     this text",
	"Exit status: 0 done; 1 stdout cannot be written; 2 bad arguments (stdin unread);",
	"3 stdin cannot be read; 4 a self-check failed (cannot happen)."
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
	char letters[N_FACE];
	int r, any_line = 0, census = 0;
	if (argc == 2 && strcmp(argv[1], "--help") == 0) {
		usage(stdout);
		return flushed();
	}
	if (argc == 2 && strcmp(argv[1], "--census") == 0) census = 1;
	else if (argc != 1) {
		usage(stderr);
		return EXIT_USAGE;
	}
	init_codes();
	init_binomials();
	if (!init_rotations()) return EXIT_BUG;
	while ((r = read_line(letters)) != LINE_EOF) {
		if (r == LINE_BLANK) continue;
		any_line = 1;
		if (r == LINE_BAD) {
			puts("error: expected 6 colour letters for faces U R F D L B");
			continue;
		}
		answer(letters);
		if (census) print_census();
	}
	if (ferror(stdin)) {
		fprintf(stderr, "%s: cannot read stdin\n", PROGRAM);
		return flushed() == EXIT_OK ? EXIT_INPUT : EXIT_WRITE;
	}
	if (!any_line) {
		answer("YGOOGY");
		if (census) print_census();
	}
	return flushed();
}
