/*
 * hdu2953.c -- HDU 2953 "Rubiks Cube" (IDI Open 2009, problem H)
 *
 * Source:   http://acm.hdu.edu.cn/showproblem.php?pid=2953 (limits 1 s, 32 MiB).
 * Problem:  a 2x2x2 cube is drawn as a net; print the fewest quarter turns (a face turned 90
 *           degrees either way; a half turn counts 2: the quarter-turn metric, QTM) that leave
 *           every face one colour, in any orientation of the whole cube.
 * Input:    T (0 < T <= 100), then T nets: two rows of the top face, two rows of the side faces
 *           front, right, back, left, two rows of the bottom face, an empty line.  Top and
 *           bottom are drawn at the FIRST side block; every face as seen from outside, side
 *           faces upright.  Stickers in reading order (U up, F front, R right, B back, L left,
 *           D down), so that e.g. 3, 6, 5 (U3, R0, F1) are the corner URF:
 *               0  1                                 U0 U1
 *               2  3                                 U2 U3
 *               4  5 |  6  7 |  8  9 | 10 11         F0 F1 R0 R1 B0 B1 L0 L1
 *              12 13 | 14 15 | 16 17 | 18 19         F2 F3 R2 R3 B2 B3 L2 L3
 *              20 21                                 D0 D1
 *              22 23                                 D2 D3
 *           A sticker is any printable non-blank ASCII byte; every other byte separates.
 *           A cube is the next 24 stickers, lines not counted (read_cube: what that implies).
 *           T as read_t reads it: blanks, a sign, digits; a bad or negative T means no cubes.
 * Output:   per cube its QTM distance, or -1 if the net is not a legal cube (the rules:
 *           facelets_to_cubie); a cube cut off by EOF prints nothing.
 * Flags:    none in judge mode; --solve, --census, --help and the exit statuses: see --help.
 * Approach: facelets -> cubies: the piece at DBL names the colours of D, B, L, their opposites
 *           U, F, R; only U, R, F turn (the opposite face's turn is the same up to a whole-cube
 *           rotation), so DBL never moves.  Cubies -> coordinates: the other 7 corners'
 *           permutation (7! = 5,040) and twists (3^6 = 729): 3,674,160 positions.  Move tables
 *           on each.  Distance table: a 4-bit BFS from solved to depth 8.  Search: beyond the
 *           table, distance = 8 + the least r at which r moves reach it (qtm_distance: why).
 * Time:     BFS 44,971 * 6 table steps once (levels 0..7 expanded, 159,120 positions in the
 *           table); per cube at most 1,337 search nodes (3,515,040 positions beyond the table).
 * Memory:   distance table 3,674,160 nibbles = 1,837,080 bytes; BFS queue 2 MiB, 44,971 ints
 *           of it touched; move tables 9 x (5,040 + 729) shorts = 103,842 bytes.
 * Verified: --census equals OEIS A079762 (QTM, God's number 14) and A079761 (HTM, 11); the
 *           official IDI Open 2009 data (100 cubes); tests/oracles/hdu2953_bfs.c (BFS over
 *           24-sticker strings, moves from 3-D geometry) on all testdata, and its replay of
 *           every --solve sequence on the testdata: each solves its cube at that distance.
 */
#include <ctype.h>
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
static const char PROGRAM[] = "hdu2953";

/* EXIT_OK if all output reached stdout; else EXIT_WRITE, with a message on stderr */
static int flushed(void)
{
	if (fflush(stdout) == 0 && !ferror(stdout))
		return EXIT_OK;
	fprintf(stderr, "%s: cannot write the output\n", PROGRAM);
	return EXIT_WRITE;
}

/* ---- Facelets -> cubies ---- */
#define N_STICKER 24   /* 6 faces x 4 */
#define N_COLOUR 6
#define N_CORNER 8
enum { U, R, F, D, L, B };                      /* faces; opposite face = (f + 3) % 6 */
/* corner slots: Kociemba's order but for the last two, DRB before DBL, so that the slot that
 * never moves comes last and the coordinates below cover slots 0..6 (lanqiao2017_cube.c keeps
 * Kociemba's DBL, DRB: each file keeps the order its tables are written in) */
enum { URF, UFL, ULB, UBR, DFR, DLF, DRB, DBL };

/* stickers of each corner slot, clockwise seen from outside, U/D sticker first */
static const int CORNER_FACELET[N_CORNER][3] = {
	{3, 6, 5}, {2, 4, 11}, {0, 10, 9}, {1, 8, 7},
	{21, 13, 14}, {20, 19, 12}, {23, 15, 16}, {22, 17, 18}};
/* faces of those stickers when solved: the colours of piece j */
static const int CORNER_FACE[N_CORNER][3] = {
	{U, R, F}, {U, F, L}, {U, L, B}, {U, B, R},
	{D, F, R}, {D, L, F}, {D, R, B}, {D, B, L}};

typedef struct {
	unsigned char cp[N_CORNER];   /* cp[i] = piece in slot i */
	unsigned char co[N_CORNER];   /* co[i] = twist, 0..2: which of slot i's stickers (in the
	                                 order of CORNER_FACELET) shows the piece's U/D colour */
} Cubie;

/* the U, R, F quarter turns (clockwise), as "slot i receives the piece from slot cp[i]" */
static const Cubie BASIC_MOVE[3] = {
	{{UBR, URF, UFL, ULB, DFR, DLF, DRB, DBL}, {0, 0, 0, 0, 0, 0, 0, 0}},   /* U */
	{{DFR, UFL, ULB, URF, DRB, DLF, UBR, DBL}, {2, 0, 0, 1, 1, 0, 2, 0}},   /* R */
	{{UFL, DLF, ULB, UBR, URF, DFR, DRB, DBL}, {1, 2, 0, 0, 2, 1, 0, 0}}};  /* F */

/* a := a followed by move m */
static void cubie_move(Cubie *a, const Cubie *m)
{
	Cubie c;
	int i;
	for (i = 0; i < N_CORNER; i++) {
		c.cp[i] = a->cp[m->cp[i]];
		c.co[i] = (unsigned char)((a->co[m->cp[i]] + m->co[i]) % 3);
	}
	*a = c;
}

/* the colour (0..5) not adjacent to colour c, i.e. its opposite; -1 if not unique */
static int opposite(int adj[N_COLOUR][N_COLOUR], int c)
{
	int x, o = -1;
	for (x = 0; x < N_COLOUR; x++)
		if (x != c && !adj[c][x]) {
			if (o >= 0) return -1;
			o = x;
		}
	return o;
}

/* the piece (0..7) whose colours slot i's stickers show, given the colour col[] of each
 * sticker and face_col[] of each face, with its twist in *twist; -1 if no piece shows those
 * colours in that clockwise order (an impossible set, or a mirrored corner) */
static int identify_corner(const int *col, const int *face_col, int i, int *twist)
{
	const int *fl = CORNER_FACELET[i];
	int j, o;
	for (j = 0; j < N_CORNER; j++)
		for (o = 0; o < 3; o++)
			if (col[fl[o]] == face_col[CORNER_FACE[j][0]] &&
			    col[fl[(o + 1) % 3]] == face_col[CORNER_FACE[j][1]] &&
			    col[fl[(o + 2) % 3]] == face_col[CORNER_FACE[j][2]]) {
				*twist = o;
				return j;
			}
	return -1;
}

/* stickers (any bytes) -> cubies with DBL solved; 0 if not a legal cube, which is: not six
 * colours four times each; a corner with a repeated colour; no opposite colour for one of
 * D, B, L; a corner with an impossible colour set or mirrored colour order; a piece appearing
 * twice (and so another missing) although every colour count is right (e.g. URF over UBR and
 * DBL over DLF: the colours of URF + DBL equal those of UBR + DLF); corner twists not
 * summing to 0 mod 3 */
static int facelets_to_cubie(const unsigned char *st, Cubie *cc)
{
	int col[N_STICKER], seen[256], count[N_COLOUR], adj[N_COLOUR][N_COLOUR];
	int face_col[N_COLOUR], ncol = 0, i, j, k, o, twist = 0, used = 0;
	memset(seen, -1, sizeof seen);
	memset(count, 0, sizeof count);
	memset(adj, 0, sizeof adj);
	for (i = 0; i < N_STICKER; i++) {               /* six colours, four of each */
		if (seen[st[i]] < 0) {
			if (ncol == N_COLOUR) return 0;
			seen[st[i]] = ncol++;
		}
		col[i] = seen[st[i]];
		if (++count[col[i]] > 4) return 0;
	}
	for (i = 0; i < N_CORNER; i++)                  /* three distinct colours per corner */
		for (j = 0; j < 3; j++)
			for (k = 0; k < 3; k++) {
				int a = col[CORNER_FACELET[i][j]], b = col[CORNER_FACELET[i][k]];
				if (j != k && a == b) return 0;
				adj[a][b] = 1;
			}
	for (k = 0; k < 3; k++)                         /* DBL names D, B, L */
		face_col[CORNER_FACE[DBL][k]] = col[CORNER_FACELET[DBL][k]];
	for (k = 0; k < 3; k++) {                       /* ... and their opposites U, F, R */
		int f = CORNER_FACE[DBL][k];
		if ((face_col[(f + 3) % 6] = opposite(adj, face_col[f])) < 0) return 0;
	}
	for (i = 0; i < N_CORNER; i++) {                /* slot i: which piece, which twist */
		if ((j = identify_corner(col, face_col, i, &o)) < 0) return 0;
		/* the same piece twice: needed, as right colour counts do not exclude it */
		if (used >> j & 1) return 0;
		used |= 1 << j;
		cc->cp[i] = (unsigned char)j;
		cc->co[i] = (unsigned char)o;
		twist += o;
	}
	return twist % 3 == 0;
}

/* ---- Cubies -> coordinates ---- */
#define N_PERM 5040            /* 7!: corners URF..DRB, DBL fixed */
#define N_TWIST 729            /* 3^6: twists of URF..DLF; DRB's follows, DBL's is 0 */
#define N_POS (N_PERM * N_TWIST) /* 3,674,160 positions */

/* corner permutation coordinate, 0..5039: sum over i of i! * #{j < i : cp[j] > cp[i]} */
static int perm_coord(const Cubie *c)
{
	int i, j, x = 0;
	for (i = 6; i > 0; i--) {
		int s = 0;
		for (j = i - 1; j >= 0; j--) s += c->cp[j] > c->cp[i];
		x = (x + s) * i;
	}
	return x;
}

/* inverse of perm_coord; also returns the permutation parity (0 even, 1 odd) */
static int set_perm(Cubie *c, int x)
{
	int digit[7], i, j, k, left = 0x7f, parity = 0;
	for (i = 1; i < 7; i++) {
		digit[i] = x % (i + 1);
		x /= i + 1;
		parity ^= digit[i] & 1;
	}
	for (i = 6; i >= 0; i--) {                      /* digit[i] larger unused pieces precede */
		k = i > 0 ? digit[i] : 0;
		for (j = 6; j >= 0; j--)
			if (left >> j & 1 && k-- == 0) break;
		c->cp[i] = (unsigned char)j;
		left &= ~(1 << j);
	}
	c->cp[DBL] = DBL;
	return parity;
}

/* corner twist coordinate, 0..728: twists of URF..DLF in base 3 */
static int twist_coord(const Cubie *c)
{
	int i, x = 0;
	for (i = DLF; i >= URF; i--) x = 3 * x + c->co[i];
	return x;
}

/* inverse of twist_coord; DRB gets the twist that makes the sum 0 mod 3 */
static void set_twist(Cubie *c, int x)
{
	int i, s = 0;
	for (i = URF; i <= DLF; i++) {
		c->co[i] = (unsigned char)(x % 3);
		s += x % 3;
		x /= 3;
	}
	c->co[DRB] = (unsigned char)((3 - s % 3) % 3);
	c->co[DBL] = 0;
}

/* ---- Move tables ---- */
#define N_MOVE 9               /* U U2 U' R R2 R' F F2 F': move 3*face + power - 1 */

/* a metric: the moves it counts as one.  odd: every move is an odd corner permutation (a
 * quarter turn is a 4-cycle), so a position's distance has the parity of its permutation. */
typedef struct {
	const char *name;
	int n_move;
	int move[N_MOVE];
	int odd;
} Metric;
static const Metric QTM = {"QTM", 6, {0, 2, 3, 5, 6, 8}, 1};             /* quarter turns */
static const Metric HTM = {"HTM", 9, {0, 1, 2, 3, 4, 5, 6, 7, 8}, 0};    /* and half turns */

static unsigned short perm_move[N_MOVE][N_PERM];  /* perm coordinate after move m */
static unsigned short twist_move[N_MOVE][N_TWIST];   /* twist coordinate after move m */
static unsigned char perm_parity[N_PERM];   /* 0 even, 1 odd = QTM distance mod 2 */

/* fills perm_move, twist_move (via cubie moves on decoded coordinates) and perm_parity */
static void build_move_tables(void)
{
	Cubie c;
	int x, f, p;
	for (x = 0; x < N_PERM; x++) {
		perm_parity[x] = (unsigned char)set_perm(&c, x);
		memset(c.co, 0, sizeof c.co);
		for (f = 0; f < 3; f++) {
			for (p = 0; p < 3; p++) {
				cubie_move(&c, &BASIC_MOVE[f]);
				perm_move[3 * f + p][x] = (unsigned short)perm_coord(&c);
			}
			cubie_move(&c, &BASIC_MOVE[f]);      /* 4th turn restores c */
		}
	}
	for (x = 0; x < N_TWIST; x++) {
		set_twist(&c, x);
		set_perm(&c, 0);
		for (f = 0; f < 3; f++) {
			for (p = 0; p < 3; p++) {
				cubie_move(&c, &BASIC_MOVE[f]);
				twist_move[3 * f + p][x] = (unsigned short)twist_coord(&c);
			}
			cubie_move(&c, &BASIC_MOVE[f]);
		}
	}
}

/* ---- Distance table ---- */
#define GODS_NUMBER 14         /* QTM; --census finds it (OEIS A079762) */
#define UNSEEN 15              /* nibble of a position beyond the table; levels stay < 15 */
#define TABLE_DEPTH 8          /* BFS depth for queries: 159,120 positions; beyond: 9..14 */
#define Q_CAP 524288           /* BFS queue; levels past it are found backward (census) */
static unsigned char dist_tab[(N_POS + 1) / 2];   /* 4 bits per position perm*729+twist */
static int bfs_queue[Q_CAP];                      /* positions, in BFS order */
static long q_head, q_tail;                       /* the queue's unexpanded part */

/* distance nibble of position i; SET writes d over an UNSEEN nibble (15 = all ones) */
#define GET(i) (dist_tab[(i) >> 1] >> (((i) & 1) << 2) & 15)
#define SET(i, d) (dist_tab[(i) >> 1] &= (unsigned char)~((UNSEEN ^ (d)) << (((i) & 1) << 2)))

/* level d + 1 found forward: the unseen neighbours of level d's positions, which are
 * bfs_queue[q_head..q_tail); queued while *queued and the queue has room (else *queued
 * becomes 0).  Returns how many there are. */
static long level_forward(const Metric *mt, int d, int *queued)
{
	long end, i, j, n = 0;
	int k, p, t;
	for (end = q_tail; q_head < end; q_head++) {
		i = bfs_queue[q_head];
		p = (int)(i / N_TWIST);
		t = (int)(i % N_TWIST);
		for (k = 0; k < mt->n_move; k++) {
			j = (long)perm_move[mt->move[k]][p] * N_TWIST + twist_move[mt->move[k]][t];
			if (GET(j) != UNSEEN) continue;
			SET(j, d + 1);
			n++;
			if (*queued && q_tail < Q_CAP) bfs_queue[q_tail++] = (int)j;
			else *queued = 0;
		}
	}
	return n;
}

/* level d + 1 found backward: every unseen position with a neighbour on level d (the moves
 * include their inverses).  When every move is odd only rows whose permutation parity is
 * that of d + 1 can hold it.  Returns how many there are. */
static long level_backward(const Metric *mt, int d)
{
	long i, j, n = 0;
	int k, p, t, row[N_MOVE];
	for (p = 0; p < N_PERM; p++) {
		if (mt->odd && perm_parity[p] != ((d + 1) & 1)) continue;
		for (k = 0; k < mt->n_move; k++) row[k] = perm_move[mt->move[k]][p];
		for (t = 0; t < N_TWIST; t++) {
			i = (long)p * N_TWIST + t;
			if (GET(i) != UNSEEN) continue;
			for (k = 0; k < mt->n_move; k++) {
				j = (long)row[k] * N_TWIST + twist_move[mt->move[k]][t];
				if (GET(j) == d) {
					SET(i, d + 1);
					n++;
					break;
				}
			}
		}
	}
	return n;
}

/* BFS from solved in metric mt up to distance max_depth (<= GODS_NUMBER); cnt[d] = number
 * of positions at distance d; returns the last non-empty level.  A level whose predecessor
 * was all queued is found forward; the others backward (the large levels of --census). */
static int bfs(const Metric *mt, int max_depth, long *cnt)
{
	int d, queued = 1;
	memset(dist_tab, 0xff, sizeof dist_tab);
	SET(0, 0);                                  /* solved: perm 0, twist 0 */
	q_head = q_tail = 0;
	bfs_queue[q_tail++] = 0;
	cnt[0] = 1;
	for (d = 0; d < max_depth && cnt[d] > 0; d++)
		if (queued) {
			queued = d + 1 < max_depth;         /* the last level is not expanded */
			cnt[d + 1] = level_forward(mt, d, &queued);
		} else
			cnt[d + 1] = level_backward(mt, d);
	return cnt[d] > 0 ? d : d - 1;
}

/* ---- Search beyond the table ---- */
/* 1 if moves of total cost r (a face never turned twice running; a half turn costs 2)
 * lead from position (p, t) to a position of the table */
static int reaches_table(int p, int t, int r, int last_face)
{
	int f, k;
	if (r == 0) return GET((long)p * N_TWIST + t) != UNSEEN;
	for (f = 0; f < 3; f++) {
		if (f == last_face) continue;
		for (k = 0; k < 3; k++) {                   /* quarter, half, inverse quarter */
			int m = 3 * f + k, cost = k == 1 ? 2 : 1;
			if (cost <= r &&
			    reaches_table(perm_move[m][p], twist_move[m][t], r - cost, f))
				return 1;
		}
	}
	return 0;
}

/* QTM distance of position (p, t).  In the table: a look-up.  Beyond it, distance =
 * TABLE_DEPTH + r for the least r at which the ball around (p, t) meets the table: a
 * shortest path enters the table on its last level, and no shorter sequence reaches it.
 * A quarter turn is an odd permutation, so the distance has the parity of p and r that of
 * the distance minus TABLE_DEPTH: only every other r is tried.  This replaces the last six
 * BFS levels (3.5M positions, nearly all of the BFS's work). */
static int qtm_distance(int p, int t)
{
	int d = GET((long)p * N_TWIST + t), r;
	if (d != UNSEEN) return d;
	/* no cap from God's number: the parser admits only legal positions, every legal
	 * position is reachable, so some r succeeds (--census: r <= 6 always) */
	for (r = 2 - ((perm_parity[p] + TABLE_DEPTH) & 1);; r += 2)
		if (reaches_table(p, t, r, -1)) return TABLE_DEPTH + r;
}

/* ---- Input and answers ---- */
/* T: blanks, an optional sign, digits (the byte after them is left for read_cube, so it may
 * be a sticker); above T_CAP counts as T_CAP; negative or no digits: 0 */
#define T_CAP 2147483647L
static long read_t(void)
{
	long t = 0;
	int c, neg = 0, digits = 0;
	do c = getchar(); while (c != EOF && isspace(c));
	if (c == '+' || c == '-') {
		neg = c == '-';
		c = getchar();
	}
	for (; c != EOF && isdigit(c); c = getchar(), digits++)
		t = t > (T_CAP - (c - '0')) / 10 ? T_CAP : 10 * t + (c - '0');
	if (c != EOF) ungetc(c, stdin);
	return digits && !neg ? t : 0;
}

/* next 24 stickers into st; 0 if EOF comes first.  A sticker is a printable non-blank ASCII
 * byte, all else separates: CRLF, tabs, trailing spaces, missing empty lines, bytes >= 128
 * (a UTF-8 no-break space is harmless; a non-ASCII colour is no sticker).  Lines are not
 * used, since a face may be split over lines and empty lines may be missing.  So a net with
 * an extra sticker gives its last to the next cube, a net with one missing takes the next
 * cube's first, and every later cube is shifted by as much (their answers are for the
 * shifted nets, mostly -1); a wrong letter that keeps the count affects only its own cube. */
static int read_cube(unsigned char *st)
{
	int n = 0, c;
	while (n < N_STICKER && (c = getchar()) != EOF)
		if (c < 128 && isgraph(c)) st[n++] = (unsigned char)c;
	return n == N_STICKER;
}

/* QTM distance of the net st, -1 if illegal */
static int solve(const unsigned char *st)
{
	Cubie c;
	if (!facelets_to_cubie(st, &c)) return -1;
	return qtm_distance(perm_coord(&c), twist_coord(&c));
}

/* ---- Flags: --solve, --census, --help (judge mode needs none of this) ---- */

/* --census: "NAME d count" per distance, then "NAME total N" and "NAME max D" */
static void census(const Metric *mt)
{
	long cnt[GODS_NUMBER + 1], total = 0;
	int d, max = bfs(mt, GODS_NUMBER, cnt);
	for (d = 0; d <= max; d++) {
		printf("%s %d %ld\n", mt->name, d, cnt[d]);
		total += cnt[d];
	}
	printf("%s total %ld\n%s max %d\n", mt->name, total, mt->name, max);
}

/* --solve, one cube: "-1", or its distance and an optimal sequence, read off the whole
 * distance table (bfs to God's number): from distance d some quarter turn leads to d - 1; two
 * equal quarter turns in a row are printed as one half turn (an optimal sequence never turns
 * a face three times running, nor one way and straight back) */
static void print_solution(const unsigned char *st)
{
	static const char FACE_NAME[] = "URF", *SUFFIX[] = {"", "2", "'"};
	Cubie c;
	int seq[GODS_NUMBER], n = 0, d, i, k, p, t;
	if (!facelets_to_cubie(st, &c)) {
		puts("-1");
		return;
	}
	p = perm_coord(&c);
	t = twist_coord(&c);
	for (d = GET((long)p * N_TWIST + t); n < d; n++)
		for (k = 0; k < QTM.n_move; k++) {
			int m = QTM.move[k], q = perm_move[m][p], u = twist_move[m][t];
			if (GET((long)q * N_TWIST + u) == d - n - 1) {
				seq[n] = m;
				p = q;
				t = u;
				break;
			}
		}
	printf("%d", d);
	for (i = 0; i < n; i++) {
		int half = i + 1 < n && seq[i + 1] == seq[i];
		printf(" %c%s", FACE_NAME[seq[i] / 3], SUFFIX[half ? 1 : seq[i] % 3]);
		i += half;
	}
	putchar('\n');
}

/* the usage text, a line each (C89 compilers need not take a string over 509 bytes) */
static const char *const USAGE[] = {
	"usage: hdu2953 [--solve | --census | --help] < input",
	"  HDU 2953 \"Rubiks Cube\": fewest quarter turns (QTM, a half turn counts 2) that solve",
	"  each 2x2x2 cube of the input: T, then T nets as in the statement (top face above the",
	"  first of the four side blocks front, right, back, left; bottom face below it).",
	"  (none)    judge mode: one line per cube, its distance, or -1 if it is not a legal cube",
	"  --solve   per cube the distance, then an optimal sequence for the cube held as drawn:",
	"            U R F D L B clockwise seen from that face, X' counter-clockwise, X2 a half",
	"            turn (counts 2), e.g. \"3 R U' F\" (only U, R, F turn); -1 if not legal;",
	"            builds the whole distance table, so it takes longer than judge mode",
	"  --census  positions at each distance, QTM and HTM (reads no input)",
	"  --help    this text",
	"Exit status: 0 done; 1 stdout cannot be written; 2 bad arguments (stdin unread)."};

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
	unsigned char st[N_STICKER];
	long cnt[GODS_NUMBER + 1], t;
	int solving = 0;
	if (argc > 2 || (argc == 2 && strcmp(argv[1], "--solve") != 0 &&
	                 strcmp(argv[1], "--census") != 0 && strcmp(argv[1], "--help") != 0)) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (argc == 2 && strcmp(argv[1], "--help") == 0) {
		usage(stdout);
		return flushed();
	}
	build_move_tables();
	if (argc == 2 && strcmp(argv[1], "--census") == 0) {
		census(&QTM);
		census(&HTM);
		return flushed();
	}
	solving = argc == 2;                            /* --solve */
	if ((t = read_t()) <= 0) return flushed();
	bfs(&QTM, solving ? GODS_NUMBER : TABLE_DEPTH, cnt);
	for (; t > 0 && read_cube(st); t--)
		if (solving) print_solution(st);
		else printf("%d\n", solve(st));
	return flushed();
}
