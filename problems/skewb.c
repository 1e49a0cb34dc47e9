/*
 * skewb.c -- optimal Skewb solver in WCA notation, with the puzzle's state-space census
 *
 * Source:   no online judge; a problem set in this collection after a Chinese blog post on
 *           the Skewb and the Twisty Skewb (xiezhuan mofang), which counts its positions,
 *           finds them by BFS and proves a centre theorem.  Move notation: WCA Regulations,
 *           article 12h (Skewb).
 * Problem:  a Skewb is given as its six faces as seen by a cuber; print the fewest WCA moves
 *           that solve it and one such sequence, or -1 when the stickers are no reachable
 *           Skewb position.
 * Input:    T, then T lines of six 5-letter words, faces in the order U R F D L B; each word
 *           is the face's centre, then its corners top-left, top-right, bottom-left,
 *           bottom-right as drawn in this net (sticker number 5 * face + k; k = 0 centre,
 *           1 TL, 2 TR, 3 BL, 4 BR):
 *
 *                           U: 1   2          U's top edge touches B
 *                                0
 *                              3   4
 *                 L: 21  22  F: 11  12  R: 6   7   B: 26  27
 *                      20        10         5        25
 *                    23  24     13  14      8   9     28  29
 *                           D: 16  17          D's top edge touches F
 *                                15
 *                              18  19
 *
 *           Colours: six distinct uppercase letters, five of each (any letters: the corner
 *           UFR names the colours of U, R, F, and each one's opposite colour never shares a
 *           corner with it).  The bytes and lines, one rule everywhere: a line ends at each
 *           CR and each LF (so CRLF is a line end and an empty line); blanks are space, tab,
 *           \v and \f; blank lines are skipped.  T is the first non-blank line: decimal
 *           digits only, blanks around them allowed (no sign); anything else there means no
 *           cases; T above 10^9 counts as 10^9 (more cases than any input).  A judge's input
 *           (testdata/skewb/judge.conf tells which tests are such): T, then exactly T case
 *           lines, each six words of A-Z.
 * Output:   per case "n m1 m2 ... mn": n the fewest moves, then an optimal sequence in WCA
 *           notation (a solved puzzle prints "0"); or "-1": the stickers are no Skewb
 *           position, or the line is malformed (a byte other than A-Z and blanks, NUL
 *           included, or not six 5-letter words).  Input that ends early ends the output.
 *           Notation (WCA 12h): hold U on top, F front-left.  R, U, L, B turn the half of
 *           the puzzle at corner DRB, ULB, DLF, DLB by 120 degrees clockwise looking at that
 *           corner; X' is counter-clockwise; every turn counts 1.  None of them moves corner
 *           UFR, so UFR fixes the frame: solved means U, R, F show the colours of UFR's
 *           stickers and D, L, B their opposites.
 * Flags:    none: judge mode, as submitted.  --help: usage on stdout.  --explain: judge
 *           mode, and on stderr why each -1.  --census: the facts under Verified.
 *           --scramble: each line of stdin a WCA move sequence, applied to a solved Skewb
 *           (W R G Y O B on U R F D L B, the WCA colour scheme); prints the net it gives, as
 *           a judge-mode case line, then an optimal solution as judge mode prints it; a
 *           token that is no move prints one line "error: scramble K: ..." in their place
 *           (stdout, so the output keeps the input's order; K counts non-blank lines) and
 *           the next line is read; exit 1 at the end if any was bad.  Lines and blanks as in
 *           judge mode; blank lines are skipped.
 *           --random N [--seed S] [--min D]: N random-state scrambles, one a line: a
 *           position drawn uniformly from the 3,149,280 (SplitMix64, below), drawn again
 *           while fewer than D moves (default 7) from solved, printed as the inverse of an
 *           optimal solution (so its length is its distance).  S is 0..4294967295; without
 *           it the seed comes from the clock and is shown on stderr as "seed S".  Any other
 *           argument: usage on stderr, exit 2, stdin unread.  Any mode: exit 1 if stdout
 *           cannot be written.
 * Approach: stickers -> cubies (validated) -> coordinates -> move tables -> one BFS
 *           distance table -> an optimal sequence read off it.
 *           Cubies.  Corner slots, two tetrads (corners no two of which share an edge):
 *           fixed tetrad 0 UFR (never moves), 1 ULB, 2 DRB, 3 DLF; free tetrad 4 ULF,
 *           5 URB, 6 DRF, 7 DLB.  R, U, L each twist one fixed-tetrad corner in place and
 *           3-cycle the free tetrad; B twists DLB in place and 3-cycles slots 1, 2, 3.  Every
 *           turn 3-cycles three centres.  Twist of a corner = 0, 1, 2: which of its slot's
 *           stickers (clockwise from the U/D one) shows the piece's U/D colour.
 *           Counting (checked by --census and the oracle).  Centres: 3-cycles only, all
 *           6!/2 = 360 even permutations occur; free tetrad: 3-cycles only, 4!/2 = 12;
 *           fixed tetrad: B^k, k = 0..2.  A clockwise turn adds +1 to the turned corner's
 *           twist and +2 to each of the three cycled ones, so  sum of fixed twists ==
 *           phi(free permutation)  and  sum of free twists == k  (mod 3), where
 *           phi: A4 -> Z3 counts R/U/L turns (A4 modulo the Klein four-group).  So for each
 *           free permutation the 7 twists obey one rule, 3^6 = 729 ways, and they fix k.
 *           Positions: 360 * 12 * 729 = 3,149,280 (Jaap Scherphuis' Skewb page).  With piece
 *           UFR put at UFR untwisted (one of the 24 whole-puzzle orientations) there are
 *           6! * 7! * 3^7 = 7,936,185,600 assemblies, so 1 in 2520 is solvable (the
 *           source's 75,582,720 / 190,468,454,400 agrees).  The source counts 6,298,560
 *           because it turns the four D corners: they belong two to each tetrad, so no
 *           corner stays put and only the U centre fixes the frame; each position then also
 *           appears turned 180 degrees about U-D (an even permutation of everything, so
 *           reachable), never 90 degrees (an odd 4-cycle of side centres): 2 * 3,149,280.
 *           Validation (the parser is the boundary): colour counts, corner colour sets and
 *           their clockwise order, then the parities and twist sums above.
 *           Coordinates: centre 0..359, corner = free permutation 0..11 * 729 + twists of
 *           slots 1, 2, 4, 5, 6, 7 (slot 3's twist and k follow from the sums).  Move tables
 *           on each.  One BFS distance table, 1 byte per position, built per run (forward,
 *           switching to backward when few positions remain unseen).  An optimal sequence:
 *           step to a neighbour one closer, down to 0.
 * Time:     O(3,149,280 * 8) once, O(11 * 8) per case.
 * Memory:   3.1 MB distance table + 0.2 MB move tables.
 * Measured: make bench (median of 5 runs, whole process; ranges over 9 runs on the shared
 *           2-core machine): 10-random100 41-66 ms, 4.3-4.6 MiB; 13-random2000 44-68 ms;
 *           03-antipodes (all 90 at distance 11) 41-60 ms.  Nearly all of it is the table.
 * Verified: WCA distances 1 8 48 288 1728 10248 59304 315198 1225483 1455856 81028 90,
 *           God's number 11 (= Jaap Scherphuis' table, and tests/oracles/skewb_bfs.c: BFS
 *           over 30-sticker strings with moves derived from 3D rotations, on every test);
 *           clockwise-only God's number 15 (the source's 16 is for its doubled model).
 *           Twisty Skewb (centres carry an orientation), computed by --census in two frames
 *           by BFS over centre permutation x orientation, and identically by the oracle
 *           from 3D rotations of marks on the centres:
 *             - our frame (UFR fixed; the halves at DRB ULB DLF DLB turn, R U L B): 11,520
 *               centre states, 32 with every centre in place, none of those with a centre
 *               at 90 degrees;
 *             - the source's frame (U centre fixed; the halves at the four D corners DRF
 *               DRB DLF DLB turn): 960 centre states, 16 with every centre in place, all of
 *               them turned 0 or 180 degrees, never 90.
 *           So the source's theorem holds in both frames.  --scramble and --random
 *           sequences are replayed in the oracle's model by tests/skewb.bats.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

/* ===== 1. Facelets ===== */
enum { U, R, F, D, L, B };                 /* faces in input order */
#define N_STICKER 30                       /* 6 faces * (centre + 4 corners) */
/* stickers of corner slot s, clockwise seen from outside, U/D sticker first */
static const int CORNER_FACELET[8][3] = {
	{4, 6, 12}, {1, 21, 27}, {19, 9, 28}, {16, 24, 13},   /* UFR ULB DRB DLF */
	{3, 11, 22}, {2, 26, 7}, {17, 14, 8}, {18, 29, 23}    /* ULF URB DRF DLB */
};

/* ===== 2. Cubies ===== */
typedef struct {
	int centre[6];   /* centre piece (its home face) at each face */
	int corner[8];   /* corner piece at each slot */
	int twist[8];    /* its twist 0..2 */
} Cubies;
/* clockwise turn per axis R U L B: centre and corner 3-cycles a -> b -> c -> a
 * (the piece at a moves to b), and the corner twisted in place */
static const int CENTRE_CYCLE[4][3] = {{R, B, D}, {U, L, B}, {D, L, F}, {D, B, L}};
static const int CORNER_CYCLE[4][3] = {{6, 5, 7}, {4, 7, 5}, {6, 7, 4}, {2, 1, 3}};
static const int CORNER_AXIS[4] = {2, 1, 3, 7};        /* DRB ULB DLF DLB */
static const char *MOVE_NAME[8] = {"R", "R'", "U", "U'", "L", "L'", "B", "B'"};

/* solved cubies */
static void cubies_solved(Cubies *c)
{
	int i;
	for (i = 0; i < 6; i++) c->centre[i] = i;
	for (i = 0; i < 8; i++) { c->corner[i] = i; c->twist[i] = 0; }
}

/* one clockwise turn about axis 0..3 (R U L B): in-place corner +1, cycled +2 */
static void turn(Cubies *c, int axis)
{
	const int *cc = CENTRE_CYCLE[axis], *kc = CORNER_CYCLE[axis];
	int t, tw;
	t = c->centre[cc[2]]; c->centre[cc[2]] = c->centre[cc[1]];
	c->centre[cc[1]] = c->centre[cc[0]]; c->centre[cc[0]] = t;
	t = c->corner[kc[2]]; tw = c->twist[kc[2]];
	c->corner[kc[2]] = c->corner[kc[1]]; c->twist[kc[2]] = (c->twist[kc[1]] + 2) % 3;
	c->corner[kc[1]] = c->corner[kc[0]]; c->twist[kc[1]] = (c->twist[kc[0]] + 2) % 3;
	c->corner[kc[0]] = t;                c->twist[kc[0]] = (tw + 2) % 3;
	c->twist[CORNER_AXIS[axis]] = (c->twist[CORNER_AXIS[axis]] + 1) % 3;
}

/* move 0..7 = 2 * axis + prime; a prime is two clockwise turns */
static void move(Cubies *c, int m)
{
	turn(c, m / 2);
	if (m & 1) turn(c, m / 2);
}

/* ===== 3. Coordinates ===== */
#define N_CENTRE 360                      /* 6!/2 even centre permutations */
#define N_FREE 12                         /* 4!/2 even free-tetrad permutations */
#define N_TWIST 729                       /* 3^6: twists of slots 1,2,4,5,6,7 */
#define N_CORNER (N_FREE * N_TWIST)       /* 8748 corner states */
#define N_POS ((long)N_CENTRE * N_CORNER)  /* 3,149,280 positions */
static const int TWIST_SLOT[6] = {1, 2, 4, 5, 6, 7};
static int phi[N_FREE];                   /* R/U/L turn count mod 3 per free perm */

/* parity (0 even, 1 odd) of a permutation of 0..n-1 */
static int parity(const int *p, int n)
{
	int i, j, s = 0;
	for (i = 0; i < n; i++) for (j = i + 1; j < n; j++) s ^= p[i] > p[j];
	return s;
}

/* even permutation of 0..n-1 -> 0..n!/2-1 (lexicographic rank / 2) */
static int perm_rank(const int *p, int n)
{
	int i, j, r = 0;
	for (i = 0; i < n; i++) {
		int smaller = 0;
		for (j = i + 1; j < n; j++) smaller += p[j] < p[i];
		r = r * (n - i) + smaller;
	}
	return r / 2;
}

/* inverse of perm_rank: ranks 2r and 2r+1 differ by swapping the last two */
static void perm_unrank(int r, int *p, int n)
{
	int i, j, used[8] = {0}, digit[8];
	r *= 2;
	for (i = n - 1; i >= 0; i--) { digit[i] = r % (n - i); r /= n - i; }
	for (i = 0; i < n; i++) {
		j = 0;
		while (used[j] || digit[i]--) j++;    /* the digit[i]-th unused value */
		p[i] = j; used[j] = 1;
	}
	if (parity(p, n)) { j = p[n - 1]; p[n - 1] = p[n - 2]; p[n - 2] = j; }
}

/* centre coordinate 0..359 */
static int centre_coord(const Cubies *c) { return perm_rank(c->centre, 6); }

/* free-tetrad permutation coordinate 0..11 */
static int free_coord(const Cubies *c)
{
	int p[4], i;
	for (i = 0; i < 4; i++) p[i] = c->corner[4 + i] - 4;
	return perm_rank(p, 4);
}

/* corner coordinate 0..8747 = free perm * 729 + base-3 twists of TWIST_SLOT */
static int corner_coord(const Cubies *c)
{
	int i, t = 0;
	for (i = 0; i < 6; i++) t = 3 * t + c->twist[TWIST_SLOT[i]];
	return free_coord(c) * N_TWIST + t;
}

/* cubies of centre coordinate 0..359 and corner coordinate 0..8747 */
static void cubies_of(int centre, int corner, Cubies *c)
{
	int p[4], i, k, t = corner % N_TWIST, f = corner / N_TWIST;
	perm_unrank(centre, c->centre, 6);
	perm_unrank(f, p, 4);
	c->corner[0] = 0; c->twist[0] = 0;
	for (i = 0; i < 4; i++) c->corner[4 + i] = 4 + p[i];
	for (i = 5; i >= 0; i--) { c->twist[TWIST_SLOT[i]] = t % 3; t /= 3; }
	c->twist[3] = (6 + phi[f] - c->twist[1] - c->twist[2]) % 3;
	k = (c->twist[4] + c->twist[5] + c->twist[6] + c->twist[7]) % 3;
	for (i = 0; i < 3; i++) c->corner[1 + (i + k) % 3] = 1 + (i + 2 * k) % 3;
}

/* phi: the homomorphism A4 -> Z3 sending every clockwise R, U, L 3-cycle of
 * the free tetrad to 1 (B leaves the free tetrad alone); closure from identity */
static void init_phi(void)
{
	int f, a, changed = 1;
	Cubies c;
	for (f = 0; f < N_FREE; f++) phi[f] = -1;
	phi[0] = 0;
	while (changed) {
		changed = 0;
		for (f = 0; f < N_FREE; f++) for (a = 0; a < 3 && phi[f] >= 0; a++) {
			int g;
			cubies_solved(&c);
			perm_unrank(f, c.corner + 4, 4);
			for (g = 4; g < 8; g++) c.corner[g] += 4;
			turn(&c, a);
			g = free_coord(&c);
			if (phi[g] < 0) { phi[g] = (phi[f] + 1) % 3; changed = 1; }
		}
	}
}

/* ===== 4. Move tables ===== */
static unsigned short centre_move[N_CENTRE][8];   /* centre coord x move */
static unsigned short corner_move[N_CORNER][8];   /* corner coord x move */

/* fill both move tables by going through cubies (the other coordinate 0) */
static void init_moves(void)
{
	int i, m;
	Cubies c, moved;
	for (i = 0; i < N_CENTRE; i++) {
		cubies_of(i, 0, &c);
		for (m = 0; m < 8; m++) {
			moved = c;
			move(&moved, m);
			centre_move[i][m] = (unsigned short)centre_coord(&moved);
		}
	}
	for (i = 0; i < N_CORNER; i++) {
		cubies_of(0, i, &c);
		for (m = 0; m < 8; m++) {
			moved = c;
			move(&moved, m);
			corner_move[i][m] = (unsigned short)corner_coord(&moved);
		}
	}
}

/* ===== 5. Distance table ===== */
#define UNSEEN 255
static unsigned char dist[N_POS];   /* moves to solved, index corner * 360 + centre */

/* position index after move m */
static long step(long i, int m)
{
	return (long)corner_move[i / N_CENTRE][m] * N_CENTRE + centre_move[i % N_CENTRE][m];
}

/* BFS forward step: every unseen neighbour of position (corner k, centre c) joins layer
 * d + 1; returns how many did.  Branch-free: each probe keeps the smaller distance. */
static long bfs_forward(int k, int c, int d, int first, int stride)
{
	long added = 0;
	int m;
	unsigned char *q;
	for (m = first; m < 8; m += stride) {
		q = dist + (long)corner_move[k][m] * N_CENTRE + centre_move[c][m];
		added += *q == UNSEEN;
		*q = *q < d + 1 ? *q : (unsigned char)(d + 1);
	}
	return added;
}

/* BFS backward step: has the unseen position (k, c) a neighbour in layer d?  (The inverse
 * of move m is m ^ 1.) */
static int bfs_backward(int k, int c, int d, int first, int stride)
{
	int m, found = 0;
	for (m = first; m < 8; m += stride)
		found |= dist[(long)corner_move[k][m ^ 1] * N_CENTRE + centre_move[c][m ^ 1]] == d;
	return found;
}

/* BFS from solved (index 0) with moves first, first+stride, ..; fills dist and count[d]
 * (positions at distance d); returns the largest distance.  A layer is found forward from
 * its predecessor, or backward (each unseen position looks for a neighbour in the last
 * layer) once fewer positions are unseen than in the last layer.  Positions sharing a
 * corner coordinate form one 360-byte block whose neighbours lie in 8 other blocks, so the
 * work stays in cache. */
static int bfs(int first, int stride, long *count)
{
	long seen = 1;
	int d, k, c, backward;
	unsigned char *block, *end, *p, want;
	memset(dist, UNSEEN, sizeof dist);
	dist[0] = 0; count[0] = 1;
	for (d = 0; count[d] > 0; d++) {
		backward = N_POS - seen < count[d];   /* both ways: 8 probes a position */
		want = (unsigned char)(backward ? UNSEEN : d);
		count[d + 1] = 0;
		for (k = 0; k < N_CORNER; k++) {
			block = dist + (long)k * N_CENTRE;
			end = block + N_CENTRE;
			for (p = block; (p = memchr(p, want, (size_t)(end - p))) != NULL; p++) {
				c = (int)(p - block);
				if (!backward)
					count[d + 1] += bfs_forward(k, c, d, first, stride);
				else if (bfs_backward(k, c, d, first, stride)) {
					*p = (unsigned char)(d + 1);
					count[d + 1]++;
				}
			}
		}
		seen += count[d + 1];
	}
	return d - 1;
}

/* ===== 6. Search: walk down the distance table ===== */
#define N_DEPTH 32   /* distances 0..31, beyond either metric's God's number (11, 15) */

/* an optimal WCA move sequence for position i into moves[]; returns its length */
static int solution(long i, int *moves)
{
	int n = 0, m;
	while (dist[i] > 0)
		for (m = 0; m < 8; m++) {
			long j = step(i, m);
			if (dist[j] + 1 == dist[i]) { moves[n++] = m; i = j; break; }
		}
	return n;
}

/* print the distance of position i and an optimal WCA move sequence (judge mode's line) */
static void print_solution(long i)
{
	int moves[N_DEPTH], n = solution(i, moves), k;
	printf("%d", n);
	for (k = 0; k < n; k++) printf(" %s", MOVE_NAME[moves[k]]);
	putchar('\n');
}

/* position index of cubies: corner coordinate * 360 + centre coordinate */
static long position(const Cubies *c)
{
	return (long)corner_coord(c) * N_CENTRE + centre_coord(c);
}

/* ===== 7. Input: stickers -> validated cubies ===== */
enum { OK, BAD_FORMAT, BAD_COLOURS, BAD_CORNERS, ODD_CENTRES, BAD_TETRAD,
	ODD_FREE, ODD_FIXED, TWISTED };
static const char *WHY[] = {"ok", "malformed line", "not six colours five times each",
	"corner colours impossible, mirrored or repeated", "centres in an odd permutation",
	"a corner in the wrong tetrad", "free tetrad in an odd permutation",
	"fixed tetrad in an odd permutation", "twisted corner(s)"};

/* the one rule for lines and blanks (header, "Input"): CR and LF each end a
 * line, so CRLF is a line end followed by an empty line, which is skipped */
static int is_line_end(int ch) { return ch == '\n' || ch == '\r' || ch == EOF; }
static int is_blank(int ch) { return ch == ' ' || ch == '\t' || ch == '\v' || ch == '\f'; }

#define MAX_T 1000000000L   /* a larger T counts as this: more cases than any input */

/* T: the first non-blank line must be one decimal number, blanks around it
 * allowed; returns it (clamped to MAX_T), or -1 if that line is anything else */
static long read_count(void)
{
	long t = 0;
	int ch, d, digits = 0;
	do ch = getchar(); while (ch != EOF && (is_blank(ch) || is_line_end(ch)));
	for (; ch >= '0' && ch <= '9'; ch = getchar(), digits++) {
		d = ch - '0';
		t = t > (MAX_T - d) / 10 ? MAX_T : 10 * t + d;
	}
	while (is_blank(ch)) ch = getchar();
	return digits > 0 && is_line_end(ch) ? t : -1;
}

/* read the next non-blank line as words; 0 at EOF, else 1 (ok) or -1
 * (not six words of exactly five uppercase letters) into col[30] */
static int read_case(char *col)
{
	int ch, words = 0, len = 0, bad = 0, any = 0;
	for (;;) {
		ch = getchar();
		if (is_line_end(ch)) {
			if (len) { bad |= len != 5; words++; len = 0; }
			if (any) return bad || words != 6 ? -1 : 1;
			if (ch == EOF) return 0;
			continue;
		}
		if (is_blank(ch)) {
			if (len) { bad |= len != 5; words++; len = 0; }
			continue;
		}
		any = 1;
		if (words >= 6 || len >= 5 || ch < 'A' || ch > 'Z') bad = 1;
		else col[5 * words + len++] = (char)ch;
	}
}

/* corner piece p, twist t read at slot s from sticker faces; -1 if no piece */
static int identify_corner(const int *face, int s, int *t)
{
	int p, k;
	for (p = 0; p < 8; p++) for (k = 0; k < 3; k++)
		if (face[CORNER_FACELET[s][k]] == CORNER_FACELET[p][0] / 5 &&
			face[CORNER_FACELET[s][(k + 1) % 3]] == CORNER_FACELET[p][1] / 5 &&
			face[CORNER_FACELET[s][(k + 2) % 3]] == CORNER_FACELET[p][2] / 5) {
			*t = k;
			return p;
		}
	return -1;
}

/* the parity and twist rules of the header, on cubies; OK or the broken rule */
static int verify(const Cubies *c)
{
	int i, k, free_sum = 0, fixed_sum = 0;
	if (parity(c->centre, 6)) return ODD_CENTRES;
	if (c->corner[0] != 0 || c->twist[0] != 0) return BAD_TETRAD;
	for (i = 1; i < 4; i++) if (c->corner[i] > 3) return BAD_TETRAD;
	if (parity(c->corner + 4, 4)) return ODD_FREE;
	k = (c->corner[1] + 2) % 3;            /* slot 1 holds piece 1, 2, 3 for B^0, B^1, B^2 */
	for (i = 0; i < 3; i++)
		if (c->corner[1 + (i + k) % 3] != 1 + (i + 2 * k) % 3) return ODD_FIXED;
	for (i = 1; i < 4; i++) fixed_sum += c->twist[i];
	for (i = 4; i < 8; i++) free_sum += c->twist[i];
	if (free_sum % 3 != k || fixed_sum % 3 != phi[free_coord(c)]) return TWISTED;
	return OK;
}

/* 30 colour letters -> cubies; OK or the reason it is no Skewb position */
static int parse_position(const char *col, Cubies *c)
{
	int count[26] = {0}, face_of[26], other[3], face[N_STICKER], used[8];
	int i, n = 0, a, p;
	static const int ASSIGN[6][3] = {{0,1,2},{0,2,1},{1,0,2},{1,2,0},{2,0,1},{2,1,0}};
	for (i = 0; i < N_STICKER; i++) count[col[i] - 'A']++;
	for (i = 0; i < 26; i++) if (count[i] && (count[i] != 5 || n++ == 6)) return BAD_COLOURS;
	for (i = 0; i < 26; i++) face_of[i] = -1;
	face_of[col[4] - 'A'] = U; face_of[col[6] - 'A'] = R; face_of[col[12] - 'A'] = F;
	for (i = n = 0; i < 26; i++) if (count[i] && face_of[i] < 0) {
		if (n == 3) return BAD_CORNERS;
		other[n++] = i;
	}
	if (n != 3) return BAD_CORNERS;        /* UFR shows a colour twice */
	/* D, L, B take the other three colours: the assignment whose corners fit */
	for (a = 0; a < 6; a++) {
		for (i = 0; i < 3; i++) face_of[other[ASSIGN[a][i]]] = D + i;
		for (i = 0; i < N_STICKER; i++) face[i] = face_of[col[i] - 'A'];
		memset(used, 0, sizeof used);
		for (i = 0; i < 8; i++) {
			p = identify_corner(face, i, &c->twist[i]);
			if (p < 0 || used[p]++) break;
			c->corner[i] = p;
		}
		if (i == 8) break;
	}
	if (a == 6) return BAD_CORNERS;
	for (i = 0; i < 6; i++) c->centre[i] = face[5 * i];
	return verify(c);
}

/* ===== 8. Census ===== */
/* Twisty Skewb centre turns: rows R U L B (CENTRE_CYCLE) and a fifth, the
 * half at DRF, which WCA notation never turns but the source's frame does.
 * QUARTER: quarter turns a centre gains along a->b, b->c, c->a, counted
 * clockwise seen from outside the target face, from that face's net "up" to
 * where the moved centre's old "up" now points (from the 3D rotation by
 * -120 degrees about the corner, as in the oracle). */
static const int TWISTY_CYCLE[5][3] = {{R, B, D}, {U, L, B}, {D, L, F}, {D, B, L}, {R, D, F}};
static const int QUARTER[5][3] = {{1, 3, 0}, {0, 1, 3}, {2, 1, 1}, {3, 1, 0}, {2, 1, 1}};

static long gcd(long a, long b) { while (b) { long t = a % b; a = b; b = t; } return a; }

/* legal assemblies among all 7! * 3^7 with piece UFR at UFR (by verify) */
static long count_corner_assemblies(void)
{
	long n = 0;
	int p[7], t, i, x;
	Cubies c;
	cubies_solved(&c);
	for (i = 0; i < 7; i++) p[i] = i;
	for (;;) {
		for (i = 0; i < 7; i++) c.corner[1 + i] = 1 + p[i];
		for (t = 0; t < 2187; t++) {                 /* 3^7 twists */
			x = t;
			for (i = 1; i < 8; i++) { c.twist[i] = x % 3; x /= 3; }
			n += verify(&c) == OK;
		}
		i = 5;                                         /* next permutation */
		while (i >= 0 && p[i] > p[i + 1]) i--;
		if (i < 0) break;
		t = 6;
		while (p[t] < p[i]) t--;
		x = p[i]; p[i] = p[t]; p[t] = x;
		for (t = i + 1; t < 7 + i - t; t++) {
			x = p[t]; p[t] = p[7 + i - t]; p[7 + i - t] = x;
		}
	}
	return n;
}

/* twisty Skewb: BFS over centre permutation (720) x orientations (4^6) with
 * the clockwise turns of the halves axis[0..3] (rows of TWISTY_CYCLE),
 * reusing dist[] as visited flags; prints the theorem for that frame */
static void twisty_census(const int *axis, const char *frame)
{
	long total = 0, inplace = 0, quarter = 0, s;
	int d, a, i, changed = 1;
	int perm[6], orient[6];
	memset(dist, UNSEEN, 720L * 4096);
	dist[0] = 0;                  /* identity: perm index 0, orientations 0 */
	for (d = 0; changed; d++) {
		changed = 0;
		for (s = 0; s < 720L * 4096; s++) {
			int r = (int)(s / 4096), o = (int)(s % 4096), used[6] = {0}, j;
			if (dist[s] != d) continue;
			for (i = 5; i >= 0; i--) { orient[i] = o & 3; o >>= 2; }
			for (i = 0; i < 6; i++) {     /* unrank lexicographic r into perm */
				int f = 1, q;
				for (j = 2; j <= 5 - i; j++) f *= j;
				q = r / f; r %= f;
				j = 0;
				while (used[j] || q--) j++;
				perm[i] = j; used[j] = 1;
			}
			for (a = 0; a < 4; a++) {
				int np[6], no[6], x, y;
				const int *cyc = TWISTY_CYCLE[axis[a]], *qu = QUARTER[axis[a]];
				long t;
				memcpy(np, perm, sizeof np); memcpy(no, orient, sizeof no);
				for (i = 0; i < 3; i++) {
					x = cyc[i]; y = cyc[(i + 1) % 3];
					np[y] = perm[x]; no[y] = (orient[x] + qu[i]) % 4;
				}
				for (t = 0, i = 0; i < 6; i++) {
					int smaller = 0;
					for (j = i + 1; j < 6; j++) smaller += np[j] < np[i];
					t = t * (6 - i) + smaller;
				}
				for (i = 0; i < 6; i++) t = t * 4 + no[i];
				if (dist[t] == UNSEEN) {
					dist[t] = (unsigned char)(d + 1);
					changed = 1;
				}
			}
		}
	}
	for (s = 0; s < 720L * 4096; s++) if (dist[s] != UNSEEN) {
		total++;
		if (s < 4096) {                    /* identity permutation */
			inplace++;
			for (i = 0; i < 6; i++) if ((s >> (2 * i)) & 1) { quarter++; break; }
		}
	}
	printf("twisty Skewb centres, %s: %ld reachable (permutation x orientation), "
		"%ld with every centre in place, %ld of these with a centre turned 90 degrees\n",
		frame, total, inplace, quarter);
}

/* --census: distance tables in both metrics, reassembly fraction, twisty check */
static void census(void)
{
	long wca[32], cw[32], total = 0, centres = 0, corners, n1, d1, n2, d2, g;
	int gw, gc, d, p[6], r;
	gw = bfs(0, 1, wca);
	gc = bfs(1, 2, cw);             /* primes from solved = clockwise to solved */
	for (d = 0; d <= gw; d++) total += wca[d];
	printf("positions: %ld\ndistance WCA clockwise-only\n", total);
	for (d = 0; d <= gc || d <= gw; d++)
		printf("%d %ld %ld\n", d, d <= gw ? wca[d] : 0L, d <= gc ? cw[d] : 0L);
	printf("God's number: WCA %d, clockwise-only %d\n", gw, gc);
	for (r = 0; r < 360; r++) {     /* all 720 centre arrangements: 2r and 2r+1 */
		perm_unrank(r, p, 6);
		centres += !parity(p, 6);
		d = p[5]; p[5] = p[4]; p[4] = d;
		centres += !parity(p, 6);
	}
	corners = count_corner_assemblies();
	n1 = centres; d1 = 720; n2 = corners; d2 = 5040L * 2187;
	g = gcd(n1, d1); n1 /= g; d1 /= g;  g = gcd(n2, d2); n2 /= g; d2 /= g;
	g = gcd(n1, d2); n1 /= g; d2 /= g;  g = gcd(n2, d1); n2 /= g; d1 /= g;
	printf("reassembly (UFR piece fixed at UFR): centres %ld/720 x corners %ld/11022480 %s %ld "
		"positions; solvable fraction %ld/%ld\n",
		centres, corners, centres * corners == total ? "=" : "!=", total, n1 * n2, d1 * d2);
	{
		static const int WCA[4] = {0, 1, 2, 3};
		static const int SOURCE[4] = {4, 0, 2, 3};   /* DRF DRB DLF DLB */
		twisty_census(WCA, "UFR fixed, R U L B turn");
		twisty_census(SOURCE, "U centre fixed, DRF DRB DLF DLB turn (source)");
	}
}

/* ===== 9. Flags beside judge mode: --scramble, --random ===== */
static const char WCA_COLOUR[6] = {'W', 'R', 'G', 'Y', 'O', 'B'};   /* U R F D L B */

/* print the net of cubies c as a judge-mode case line in the WCA colours (parse_position
 * backwards: piece p at slot s with twist t shows p's k-th colour on s's sticker k + t) */
static void print_net(const Cubies *c)
{
	int face[N_STICKER], f, s, k;
	for (f = 0; f < 6; f++) face[5 * f] = c->centre[f];
	for (s = 0; s < 8; s++) for (k = 0; k < 3; k++)
		face[CORNER_FACELET[s][(k + c->twist[s]) % 3]] =
			CORNER_FACELET[c->corner[s]][k] / 5;
	for (f = 0; f < N_STICKER; f++) {
		if (f > 0 && f % 5 == 0) putchar(' ');
		putchar(WCA_COLOUR[face[f]]);
	}
	putchar('\n');
}

#define TOKEN_SHOWN 16   /* bytes of a bad token quoted in its error line (then "...") */
enum { SCRAMBLE_EOF, SCRAMBLE_BLANK, SCRAMBLE_OK, SCRAMBLE_BAD };

/* read one line of stdin as WCA moves applied to c (lines and blanks as in judge mode);
 * SCRAMBLE_BAD leaves the first token that is no move, printable, in tok */
static int read_scramble(Cubies *c, char *tok)
{
	int ch, m, any = 0, bad = 0;
	long len;
	for (;;) {
		do ch = getchar(); while (is_blank(ch));
		if (is_line_end(ch))
			return any ? (bad ? SCRAMBLE_BAD : SCRAMBLE_OK) : ch == EOF ? SCRAMBLE_EOF
				: SCRAMBLE_BLANK;
		any = 1;
		for (len = 0; !is_blank(ch) && !is_line_end(ch); ch = getchar(), len++)
			if (!bad && len < TOKEN_SHOWN)
				tok[len] = (char)(ch > ' ' && ch < 127 ? ch : '?');
		if (!bad) {
			if (len <= TOKEN_SHOWN) tok[len] = '\0';
			else strcpy(tok + TOKEN_SHOWN, "...");
			for (m = 0; m < 8 && (len > 2 || strcmp(tok, MOVE_NAME[m])); m++) continue;
			if (m < 8) move(c, m);
			else bad = 1;
		}
		if (is_line_end(ch)) return bad ? SCRAMBLE_BAD : SCRAMBLE_OK;
	}
}

/* --scramble: per non-blank line, the net and an optimal solution, or one error line;
 * returns 1 if any line was bad, else 0 */
static int scramble_lines(void)
{
	Cubies c;
	char tok[TOKEN_SHOWN + 4];
	int r, errors = 0;
	long k = 0;
	for (;;) {
		cubies_solved(&c);
		r = read_scramble(&c, tok);
		if (r == SCRAMBLE_EOF) return errors;
		if (r == SCRAMBLE_BLANK) continue;
		k++;
		if (r == SCRAMBLE_BAD) {
			printf("error: scramble %ld: \"%s\" is no move "
				"(moves: R R' U U' L L' B B')\n", k, tok);
			errors = 1;
		} else {
			print_net(&c);
			print_solution(position(&c));
		}
	}
}

/* SplitMix64 (G. Steele, D. Lea, C. Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014; Java's SplittableRandom): the state steps by 2^64 / golden
 * ratio, the output is the state mixed by two xor-shift-multiply rounds.  The same in any
 * libc, unlike rand(). */
static unsigned long long rng_state;
static unsigned long long rng_next(void)
{
	unsigned long long z = rng_state += 0x9E3779B97F4A7C15ULL;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/* uniform 0..n-1: draws at or above the largest multiple of n are drawn again */
static long rng_below(long n)
{
	unsigned long long top = (unsigned long long)-1 / (unsigned long long)n
		* (unsigned long long)n, x;
	do x = rng_next(); while (x >= top);
	return (long)(x % (unsigned long long)n);
}

/* --random: n random-state scrambles, each the inverse of an optimal solution of a uniform
 * position at least min_dist moves from solved */
static void random_scrambles(long n, int min_dist)
{
	int moves[N_DEPTH], len, k;
	long i;
	for (; n > 0; n--) {
		do i = rng_below(N_POS); while (dist[i] < min_dist);
		len = solution(i, moves);
		for (k = len - 1; k >= 0; k--)   /* the inverse: moves reversed, each undone */
			printf(k == len - 1 ? "%s" : " %s", MOVE_NAME[moves[k] ^ 1]);
		putchar('\n');
	}
}

/* ===== 10. Command line, main ===== */
enum { JUDGE, EXPLAIN, CENSUS, SCRAMBLE, RANDOM, HELP };
enum { EXIT_OK, EXIT_BAD_SCRAMBLE, EXIT_USAGE, EXIT_WRITE = 1 };
#define MAX_N 1000000000L          /* --random N at most 10^9 */
#define MAX_SEED 4294967295UL      /* --seed S at most 2^32 - 1 (fits every unsigned long) */
#define DEFAULT_MIN 7              /* --min D: as official scramblers, distance 7 or more */

/* the usage text, one line each (C89 compilers need not take a string this long) */
static const char *const USAGE[] = {
	"usage: skewb [--explain | --census | --scramble | --help]",
	"       skewb --random N [--seed S] [--min D]",
	"Optimal Skewb solver in WCA notation: R U L B turn the half at corner DRB ULB DLF",
	"DLB clockwise (seen from that corner), X' counter-clockwise; each turn counts 1.",
	"  (none)      judge mode: reads T, then T lines of six 5-letter faces U R F D L B",
	"              (centre, then corners TL TR BL BR of the net); prints per case the",
	"              fewest moves and an optimal sequence (\"3 R' U' L\", \"0\" if solved),",
	"              or -1 if the stickers are no reachable Skewb position",
	"  --explain   judge mode, and on stderr the reason for each -1",
	"  --census    positions at each distance (WCA, clockwise-only), reassembly odds,",
	"              the twisty-Skewb centre theorem; reads nothing",
	"  --scramble  reads WCA move sequences, one a line (\"R U' L B'\"); for each prints",
	"              the net it gives from solved (W R G Y O B on U R F D L B: a judge-mode",
	"              case line) and an optimal solution, or \"error: ...\" for a bad move",
	"              (and exits 1 at the end)",
	"  --random N  N random-state scrambles: uniform positions, redrawn while under D",
	"              moves from solved (--min D, default 7), printed as the inverse of an",
	"              optimal solution; --seed S (0..4294967295) repeats a run (default:",
	"              the clock, shown on stderr)",
	"  --help      this text",
	NULL
};

/* print the usage text on f */
static void usage(FILE *f)
{
	int i;
	for (i = 0; USAGE[i]; i++) fprintf(f, "%s\n", USAGE[i]);
}

/* s as a decimal number 0..max, digits only; 0 if it is not one */
static int number(const char *s, unsigned long max, unsigned long *v)
{
	*v = 0;
	if (*s == '\0') return 0;
	for (; *s >= '0' && *s <= '9'; s++) {
		if (*v > (max - (unsigned long)(*s - '0')) / 10) return 0;
		*v = 10 * *v + (unsigned long)(*s - '0');
	}
	return *s == '\0';
}

/* the mode the arguments ask for, and --random's settings; -1 if they are no valid line */
static int parse_args(int argc, char **argv, long *n, unsigned long *seed, int *seeded,
	int *min_dist)
{
	int i, m, mode = JUDGE, mins = 0;
	unsigned long v, max;
	*n = 0; *seed = 0; *seeded = 0; *min_dist = DEFAULT_MIN;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		m = !strcmp(a, "--explain") ? EXPLAIN : !strcmp(a, "--census") ? CENSUS
			: !strcmp(a, "--scramble") ? SCRAMBLE : !strcmp(a, "--random") ? RANDOM
			: !strcmp(a, "--help") ? HELP : JUDGE;
		if (m != JUDGE && mode != JUDGE) return -1;   /* one mode at most */
		if (m != JUDGE) mode = m;
		if (m != JUDGE && m != RANDOM) continue;
		if (m == RANDOM) max = MAX_N;                 /* the flags with a number */
		else if (!strcmp(a, "--seed") && !(*seeded)++) max = MAX_SEED;
		else if (!strcmp(a, "--min") && !mins++) max = N_DEPTH;
		else return -1;
		if (++i == argc || !number(argv[i], max, &v)) return -1;
		if (m == RANDOM) *n = (long)v;
		else if (!strcmp(a, "--seed")) *seed = v;
		else *min_dist = (int)v;
	}
	return (*seeded || mins) && mode != RANDOM ? -1 : mode;
}

/* flushed STATUS: STATUS, or EXIT_WRITE (with a message) when stdout could not be written. */
static int flushed(int status)
{
	if (fflush(stdout) == 0 && !ferror(stdout)) return status;
	fputs("skewb: cannot write the output\n", stderr);
	return EXIT_WRITE;
}

int main(int argc, char **argv)
{
	long count[N_DEPTH], T, n;
	char col[N_STICKER];
	unsigned long seed;
	int r, why, seeded, min_dist, gods, mode = parse_args(argc, argv, &n, &seed, &seeded,
		&min_dist);
	Cubies c;
	if (mode < 0) { usage(stderr); return EXIT_USAGE; }
	if (mode == HELP) { usage(stdout); return flushed(EXIT_OK); }
	init_phi();
	init_moves();
	if (mode == CENSUS) { census(); return flushed(EXIT_OK); }
	gods = bfs(0, 1, count);
	if (mode == SCRAMBLE) return flushed(scramble_lines() ? EXIT_BAD_SCRAMBLE : EXIT_OK);
	if (mode == RANDOM) {
		if (min_dist > gods) {
			fprintf(stderr, "skewb: --min %d: no position is that far from solved "
				"(God's number is %d)\n", min_dist, gods);
			return EXIT_USAGE;
		}
		if (!seeded) {
			seed = (unsigned long)time(NULL) & MAX_SEED;
			fprintf(stderr, "seed %lu\n", seed);
		}
		rng_state = seed;
		random_scrambles(n, min_dist);
		return flushed(EXIT_OK);
	}
	T = read_count();                 /* judge mode, with or without --explain */
	while (T-- > 0 && (r = read_case(col)) != 0) {
		why = r < 0 ? BAD_FORMAT : parse_position(col, &c);
		if (why != OK) {
			puts("-1");
			if (mode == EXPLAIN) fprintf(stderr, "-1: %s\n", WHY[why]);
		} else print_solution(position(&c));
	}
	return flushed(EXIT_OK);
}
