/*
 * uva12445.c -- UVa 12445 "Happy 12" (ACPC 2011, problem B)
 *
 * Source:   https://onlinejudge.org/external/124/12445.pdf (UVa Online Judge, volume 124).
 * Problem:  twelve tokens 1..12 lie in twelve slots on two rings, a left and a right one,
 *           that share two slots.  Six moves turn the left ring, the right ring or the whole
 *           puzzle one step either way; print the fewest that bring a configuration to
 *           1 2 ... 12.  Slots 0..11 counter-clockwise from the top left; a move is
 *           new[i] = old[src[i]]:
 *               0 ------- 11 ------- 10      L : 0<-1<-2<-3<-4<-5<-11<-0   (7-cycle)
 *             /            |            \    R : 5<-6<-7<-8<-9<-10<-11<-5  (7-cycle)
 *            1             |             9   W : i <- i+1 mod 12           (12-cycle)
 *            2    left     |    right    8
 *            3             |             7   L', R', W': the same arrows reversed
 *             \            |            /
 *               4 ------- 5 ------- 6
 *           L, R, W turn the left loop (11 0 1 2 3 4 5), the right loop (5 6 7 8 9 10 11)
 *           and the outer loop clockwise as drawn (apply_move: how this reads the statement).
 * Input:    T, then up to T cases of 12 numbers (the tokens in slots 0..11), in any
 *           whitespace.  A number is all digits, leading zeros allowed.  No valid T (missing,
 *           not a number): no output; T above 10^9 reads to EOF.
 * Output:   one line per case: the distance; -1 if the 12 words are not a permutation of
 *           1..12.  A case cut short by EOF prints -1 and ends the run.
 * Flags:    none in judge mode; --solve, --census, --help and the exit statuses: see --help.
 * Approach: positions as 12 nibbles, moves as shift/mask formulas, Lehmer ranks 0..12!-1.
 *           Meet in the middle, both halves from the goal: NEAR, a hash of the ball of
 *           radius 7, and FAR (built on the first case farther than 10), the ranks of the
 *           ball of radius 10 filed in blocks; a case q looks up q.g for g on the spheres of
 *           radius 1, 2, ... (solve_near: why that is exact to 19, God's number, and beyond).
 * Time:     FAR: 5 * 214,470 rank+hash steps, then 2 * 4,127,013 rank+file steps, once.  Per
 *           case <= 172 NEAR probes, then at most |S_1..S_9| = 878,182 FAR rank+probe steps,
 *           stopping at the first hit.  --solve: at most 6 searches per move.
 * Memory:   FAR 4,127,013 entry bytes, 1,871,101 two-byte offsets, 58,473 bases; its build's
 *           visited hash 2^21 * 4 B, freed first; level lists 878,183 * 8 B; NEAR 2^17 * 9 B
 *           (FAR's comment: the arithmetic).  --census: a table of 12!/4 B = 114 MiB.
 * Verified: --census equals tests/oracles/uva12445_bfs.c (byte per position, Myrvold-Ruskey
 *           ranks; the table is in the README), which gives every expected output; 19,528
 *           more cases and the table-free IDDFS tests/oracles/uva12445_iddfs.c agree; every
 *           --solve sequence is replayed by the oracle (uva12445_bfs --replay).
 */#include <stdio.h>
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
static const char PROGRAM[] = "uva12445";

/* EXIT_OK if all output reached stdout; else EXIT_WRITE, with a message on stderr */
static int flushed(void)
{
	if (fflush(stdout) == 0 && !ferror(stdout))
		return EXIT_OK;
	fprintf(stderr, "%s: cannot write the output\n", PROGRAM);
	return EXIT_WRITE;
}

/* p, or the end of the run (EXIT_MEMORY, with a message) if an allocation gave none */
static void *checked(void *p)
{
	if (p) return p;
	fprintf(stderr, "%s: out of memory\n", PROGRAM);
	exit(EXIT_MEMORY);
}

#ifdef __GNUC__
#define PREFETCH(p) __builtin_prefetch(p)
#else
#define PREFETCH(p) ((void)0)
#endif

/* ---- State encoding: 12 nibbles, nibble i = token (0..11) in slot i ---- */

typedef unsigned long long state;
#define N_SLOTS 12
#define N_STATES 479001600UL /* 12!: all permutations, every one reachable */
#define N_MOVES 6            /* L L' R R' W W'; move m ^ 1 undoes move m */
#define MASK48 0xFFFFFFFFFFFFULL
#define TOKEN(x, i) ((int)(((x) >> (4 * (i))) & 15)) /* nibble i; bits 48.. ignored */

static unsigned long fact[N_SLOTS];     /* fact[i] = i! */
static unsigned char popcount12[4096]; /* set bits of a 12-bit mask */

/* the solved position 0 1 ... 11 */
static state goal(void)
{
	state x = 0;
	int i;
	for (i = 0; i < N_SLOTS; i++) x |= (state)i << (4 * i);
	return x;
}

/* q.g: apply to q the moves that took the goal to g (slot i gets q[g[i]]);
 * g may carry a level entry's move in bits 48..51: TOKEN reads only 0..47 */
static state compose(state q, state g)
{
	state x = 0;
	int i;
	for (i = 0; i < N_SLOTS; i++) x |= ((q >> (4 * TOKEN(g, i))) & 15) << (4 * i);
	return x;
}

/* fill fact[] and popcount12[] */
static void init_rank_tables(void)
{
	unsigned long i;
	for (i = 1; i < 4096; i++) popcount12[i] = (unsigned char)(popcount12[i >> 1] + (i & 1));
	for (fact[0] = 1, i = 1; i < N_SLOTS; i++) fact[i] = fact[i - 1] * i;
}

/* Lehmer rank of a position, 0..12!-1 */
static unsigned long rank_of(state x)
{
	unsigned long r = 0;
	unsigned int used = 0, v;
	int i;
	for (i = 0; i < N_SLOTS - 1; i++) {
		v = (unsigned int)TOKEN(x, i);
		r += (v - popcount12[used & ((1u << v) - 1)]) * fact[N_SLOTS - 1 - i];
		used |= 1u << v;
	}
	return r;
}

/* rank_of(compose(q, g)) straight from q's tokens qt[0..11], 0..12!-1 */
static unsigned long rank_of_product(const unsigned char *qt, state g)
{
	unsigned long r = 0;
	unsigned int used = 0, v;
	int i;
	for (i = 0; i < N_SLOTS - 1; i++) {
		v = qt[TOKEN(g, i)];
		r += (v - popcount12[used & ((1u << v) - 1)]) * fact[N_SLOTS - 1 - i];
		used |= 1u << v;
	}
	return r;
}

/* inverse of rank_of: position of Lehmer rank r, 0..12!-1 */
static state unrank(unsigned long r)
{
	state x = 0;
	unsigned int used = 0, v;
	int i, c;
	for (i = 0; i < N_SLOTS; i++) {
		c = (int)(r / fact[N_SLOTS - 1 - i]); /* c-th unused token */
		r %= fact[N_SLOTS - 1 - i];
		for (v = 0; (used >> v) & 1 || c-- > 0; v++) {}
		used |= 1u << v;
		x |= (state)v << (4 * i);
	}
	return x;
}

/* ---- Moves: the six turns as shift/mask formulas (no table needed) ---- */

/* position after move m (0 L, 1 L', 2 R, 3 R', 4 W, 5 W').  L, R and W turn their loop
 * clockwise as drawn in the header (on a top edge a token moves right: L takes the token in
 * slot 0 to 11, R the one in 11 to 10, W the one in 0 to 11); L', R', W' turn it
 * counter-clockwise and undo them.  These are the statement's moves as the seed write-up and
 * tests/oracles/uva12445_bfs.c name them ("left part clockwise": new[0..4] = old[1..5],
 * new[5] = old[11], new[11] = old[0]); the statement's second sample, 2 3 4 5 11 12 6 7 8 9
 * 10 1, is solved by W' R R (and by L' L' W, the sequence --solve prints).  L and R are even
 * permutations and W is odd, so parity is no obstacle: all 12! = 479,001,600 configurations
 * are reachable (the census reaches every one). */
static state apply_move(state x, int m)
{
	switch (m) {
	case 0: /* L : slots 0..4 <- 1..5, 5 <- 11, 11 <- 0, 6..10 stay */
		return (x & 0x0FFFFF000000ULL) | ((x >> 4) & 0xFFFFFULL) | ((x >> 44) << 20)
			| ((x & 15) << 44);
	case 1: /* L': slots 1..5 <- 0..4, 0 <- 11, 11 <- 5 */
		return (x & 0x0FFFFF000000ULL) | ((x << 4) & 0xFFFFF0ULL) | (x >> 44)
			| (((x >> 20) & 15) << 44);
	case 2: /* R : slots 5..10 <- 6..11, 11 <- 5, 0..4 stay */
		return (x & 0xFFFFFULL) | ((x >> 4) & 0x0FFFFFF00000ULL) | (((x >> 20) & 15) << 44);
	case 3: /* R': slots 6..11 <- 5..10, 5 <- 11 */
		return (x & 0xFFFFFULL) | ((x << 4) & 0xFFFFFF000000ULL) | ((x >> 44) << 20);
	case 4: /* W : slot i <- i+1 mod 12 */
		return (x >> 4) | ((x & 15) << 44);
	default: /* W': slot i <- i-1 mod 12 */
		return ((x << 4) & MASK48) | (x >> 44);
	}
}

/* ---- Distance tables: NEAR (hash, radius 7) and FAR (rank blocks, radius 10) ---- */

#ifndef QUERY_DEPTH     /* (a test sets it lower to exercise the fallback) */
#define QUERY_DEPTH 9  /* query-side spheres S_1..S_9 against FAR: exact to 19 */
#endif
#define NEAR_DEPTH 7   /* NEAR holds the ball of radius 7: 57,196 positions */
#define FAR_DEPTH 10   /* FAR holds the ball of radius 10: 3,215,101 positions */
#define NEAR_BITS 17   /* 2^17 slots for 57,196 keys: load 0.44 */
#define NEAR_SIZE (1UL << NEAR_BITS)
#define BALL9 878183UL /* positions within 9 moves: size of the level lists */
#define LAST_MOVE(e) ((int)((e) >> 48) - 1) /* list entry's last move, or -1 */

static state near_key[NEAR_SIZE];          /* 0 = empty (no position packs to 0) */
static unsigned char near_dist[NEAR_SIZE]; /* distance from the goal, 0..7 */

static state *level; /* BFS levels 0..FAR_DEPTH-1 concatenated; an entry has
			its LAST_MOVE + 1 in bits 48..51 */
static unsigned long level_start[FAR_DEPTH + 1], n_listed, level_cap;

/* FAR files the ranks of the ball by block, 256 consecutive ranks: block b's entries are the
 * low bytes of its ranks, far_low[FAR_START(b)] up to far_low[FAR_START(b + 1) - 1], in no
 * order.  A block's start is its group's base (32 blocks) plus a 16-bit offset.  The build
 * files a rank once per way it reaches it (from the lists, and from each neighbour in S_9):
 * 4,127,013 entries for the 3,215,101 positions, at most 7 of one rank, so a group's
 * offsets stay below 32 * 256 * 7 = 57,344 < 2^16. */
#define BLOCK_BITS 8                      /* a block: 256 ranks; an entry: the low byte */
#define N_BLOCKS (N_STATES >> BLOCK_BITS) /* 1,871,100 (12! = 256 * 1,871,100) */
#define GROUP_BITS 5                      /* 32 blocks share a base */
#define FAR_START(b) (far_base[(b) >> GROUP_BITS] + far_off[b])
#define VISIT_BITS 21 /* the build's visited set: 2^21 slots for 878,183 ranks: load 0.42 */
#define VISIT_SIZE (1UL << VISIT_BITS)

static unsigned long *far_base; /* N_BLOCKS / 32 + 1 bases; NULL until a query needs FAR */
static unsigned short *far_off; /* N_BLOCKS + 1 offsets (block N_BLOCKS: the end) */
static unsigned char *far_low;  /* the entries */
static unsigned int *visit;     /* build only: rank + 1 of each listed position, 0 = empty
				   (ranks < 2^29: an int of 32 bits, as on every judge) */

/* NEAR slot of x: its own slot or the empty one where it would go.  Fibonacci hashing (Knuth,
 * TAOCP 6.4): multiply by 2^64 / the golden ratio, keep the top NEAR_BITS bits, which spreads
 * keys that differ in a few nibbles; then linear probing. */
static unsigned long near_slot(state x)
{
	unsigned long h = (unsigned long)((x * 0x9E3779B97F4A7C15ULL) >> (64 - NEAR_BITS));
	while (near_key[h] != 0 && near_key[h] != x) h = (h + 1) & (NEAR_SIZE - 1);
	return h;
}

/* distance of x if it is at most NEAR_DEPTH, else -1 */
static int near_lookup(state x)
{
	unsigned long h = near_slot(x);
	return near_key[h] == x ? near_dist[h] : -1;
}

/* append position x, reached by move m (-1: none), to the level lists */
static void push_level(state x, int m)
{
	if (n_listed == level_cap) {
		level_cap = level_cap ? 2 * level_cap : BALL9;
		level = (state *)checked(realloc(level, level_cap * sizeof *level));
	}
	level[n_listed++] = x | (state)(m + 1) << 48;
}

/* BFS from the goal to NEAR_DEPTH, deduplicated by the NEAR hash */
static void build_near(void)
{
	unsigned long i, h;
	int d, m;
	state y;
	h = near_slot(goal());
	near_key[h] = goal();
	push_level(goal(), -1);
	level_start[1] = n_listed;
	for (d = 0; d < NEAR_DEPTH; d++) {
		for (i = level_start[d]; i < level_start[d + 1]; i++)
			for (m = 0; m < N_MOVES; m++) {
				if (m == (LAST_MOVE(level[i]) ^ 1)) continue; /* undoes it */
				y = apply_move(level[i] & MASK48, m);
				h = near_slot(y);
				if (near_key[h] == 0) {
					near_key[h] = y;
					near_dist[h] = (unsigned char)(d + 1);
					push_level(y, m);
				}
			}
		level_start[d + 2] = n_listed;
	}
}

/* home slot of rank r in the visited set: Fibonacci hashing as near_slot's, in 32 bits
 * (2^32 / the golden ratio), keeping the top VISIT_BITS bits */
static unsigned long visit_slot(unsigned long r)
{
	return ((r * 0x9E3779B1UL) & 0xFFFFFFFFUL) >> (32 - VISIT_BITS);
}

/* test-and-set rank r in the visited set; 1 if it was not there */
static int visit_mark(unsigned long r)
{
	unsigned long h = visit_slot(r);
	while (visit[h] != 0 && visit[h] != r + 1) h = (h + 1) & (VISIT_SIZE - 1);
	if (visit[h] != 0) return 0;
	visit[h] = (unsigned int)(r + 1);
	return 1;
}

#define BATCH 16 /* positions handled together so the table probes overlap */

/* continue the BFS from NEAR_DEPTH to FAR_DEPTH - 1 (S_8, S_9 into the lists), a hash
 * of ranks (8 MiB, freed after) as visited set */
static void build_levels(void)
{
	unsigned long i, j, k, cnt, r[BATCH * N_MOVES];
	state y[BATCH * N_MOVES];
	int d, m, mv[BATCH * N_MOVES];
	visit = (unsigned int *)checked(calloc(VISIT_SIZE, sizeof *visit));
	for (i = 0; i < n_listed; i++) visit_mark(rank_of(level[i] & MASK48));
	for (d = NEAR_DEPTH; d < FAR_DEPTH - 1; d++) {
		for (i = level_start[d]; i < level_start[d + 1]; i += cnt) {
			cnt = level_start[d + 1] - i < BATCH ? level_start[d + 1] - i : BATCH;
			for (j = k = 0; j < cnt; j++)        /* ranks first, prefetching */
				for (m = 0; m < N_MOVES; m++) {
					if (m == (LAST_MOVE(level[i + j]) ^ 1)) continue;
					y[k] = apply_move(level[i + j] & MASK48, m);
					mv[k] = m;
					r[k] = rank_of(y[k]);
					PREFETCH(&visit[visit_slot(r[k])]);
					k++;
				}
			for (j = 0; j < k; j++)             /* then the probes */
				if (visit_mark(r[j])) push_level(y[j], mv[j]);
		}
		level_start[d + 2] = n_listed;
	}
	free(visit);
	visit = NULL;
}

/* file the k ranks r[] in FAR: pass 0 counts each in its block; pass 1 stores its low
 * byte, filling each block from its end down */
static void far_file(const unsigned long *r, unsigned long k, int pass)
{
	unsigned long j, b;
	for (j = 0; j < k; j++) {
		b = r[j] >> BLOCK_BITS;
		if (pass == 0) {
			far_off[b]++;
			continue;
		}
		far_off[b]--;
		far_low[FAR_START(b)] = (unsigned char)(r[j] & 255);
	}
}

/* file every rank of the ball of radius FAR_DEPTH, batch by batch: each listed position
 * (radius 9), then each neighbour of S_9 (S_10 among them) */
static void far_pass(int pass)
{
	unsigned long i, k = 0, r[BATCH * N_MOVES];
	int m;
	for (i = 0; i < n_listed; i++) {
		if (k + 1 + N_MOVES > BATCH * N_MOVES) {  /* room for one position and its moves */
			far_file(r, k, pass);
			k = 0;
		}
		r[k] = rank_of(level[i] & MASK48);
		PREFETCH(&far_off[r[k++] >> BLOCK_BITS]);
		if (i < level_start[FAR_DEPTH - 1]) continue;
		for (m = 0; m < N_MOVES; m++) {
			if (m == (LAST_MOVE(level[i]) ^ 1)) continue;
			r[k] = rank_of(apply_move(level[i] & MASK48, m));
			PREFETCH(&far_off[r[k++] >> BLOCK_BITS]);
		}
	}
	far_file(r, k, pass);
}

/* build FAR: count the entries per block, turn the counts into block ends, then
 * store them (each block's offset ends at its start) */
static void build_far(void)
{
	unsigned long b, total = 0;
	build_levels();
	far_base = (unsigned long *)checked(malloc(((N_BLOCKS >> GROUP_BITS) + 1)
		* sizeof *far_base));
	far_off = (unsigned short *)checked(calloc(N_BLOCKS + 1, sizeof *far_off));
	far_pass(0);
	for (b = 0; b <= N_BLOCKS; b++) {
		if ((b & ((1UL << GROUP_BITS) - 1)) == 0) far_base[b >> GROUP_BITS] = total;
		total += far_off[b];
		far_off[b] = (unsigned short)(total - far_base[b >> GROUP_BITS]);
	}
	far_low = (unsigned char *)checked(malloc(total));
	far_pass(1);
}

/* 1 if rank r is in FAR; start = FAR_START of its block */
static int far_has(unsigned long start, unsigned long r)
{
	unsigned long end = FAR_START((r >> BLOCK_BITS) + 1);
	unsigned char low = (unsigned char)(r & 255);
	for (; start < end; start++)
		if (far_low[start] == low) return 1;
	return 0;
}

/* ---- Search: meet in the middle for one valid position ---- */

/* Fewest moves from q to the goal if at most FAR_DEPTH + QUERY_DEPTH (19), else -1.  Both
 * halves are taken from the goal: the moves come in inverse pairs, so the Cayley graph is
 * undirected and vertex-transitive, and the ball of radius k around ANY q is { q.g : |g| <=
 * k }, g listed once by the BFS from the goal (the level lists, sphere S_k = { |g| = k }).
 * For k = 0..3, the first k with some q.g (g in S_k) in NEAR gives d = min (k + |q.g|): no
 * hit below k means d > k-1+7, so d <= 10 is exact.  Else, for k = 1..9, the first k with
 * some q.g in FAR gives d = 10 + k, for the same reason: exact to 19, God's number
 * (--census); solve_within goes on from there without it.  The symmetries (conjugating by
 * W^6 swaps the rings, by the reflection i -> 4-i mod 12 reverses every move; with d(p) =
 * d(p^-1) an 8-fold symmetry, which tests/uva12445.bats checks) do not pay here: FAR holding
 * class representatives only would take 8 ranks per probe instead of 1. */
static int solve_near(state q)
{
	unsigned long i, j, cnt, r[BATCH], start[BATCH];
	int k, t, best;
	unsigned char qt[N_SLOTS]; /* q's tokens, slot by slot */
	for (k = 0; NEAR_DEPTH + k <= FAR_DEPTH; k++) { /* d <= 10 */
		best = -1;
		for (i = level_start[k]; i < level_start[k + 1]; i++) {
			t = near_lookup(compose(q, level[i]));
			if (t >= 0 && (best < 0 || k + t < best)) best = k + t;
		}
		if (best >= 0) return best;
	}
	if (!far_base) build_far();
	for (k = 0; k < N_SLOTS; k++) qt[k] = (unsigned char)TOKEN(q, k);
	for (k = 1; k <= QUERY_DEPTH; k++)   /* 11 <= d <= 19 */
		for (i = level_start[k]; i < level_start[k + 1]; i += cnt) {
			cnt = level_start[k + 1] - i < BATCH ? level_start[k + 1] - i : BATCH;
			for (j = 0; j < cnt; j++) {  /* ranks first, prefetching offsets */
				r[j] = rank_of_product(qt, level[i + j]);
				PREFETCH(&far_off[r[j] >> BLOCK_BITS]);
			}
			for (j = 0; j < cnt; j++) {  /* then block starts, prefetching entries */
				start[j] = FAR_START(r[j] >> BLOCK_BITS);
				PREFETCH(&far_low[start[j]]);
			}
			for (j = 0; j < cnt; j++)    /* then the scans */
				if (far_has(start[j], r[j])) return FAR_DEPTH + k;
		}
	return -1; /* d > 19 */
}

/* d(q) if it is at most 19 + extra, else -1: beyond 19, d(q) = 1 + min d over the six
 * neighbours, each solved the same way.  So every position is covered with no appeal to the
 * census: 7+3 = 10, 10+9 = 19, then one move at a time (a branch the census shows is never
 * taken). */
static int solve_within(state q, int extra)
{
	int d = solve_near(q), m, dn, best = -1;
	if (d >= 0 || extra == 0) return d;
	for (m = 0; m < N_MOVES; m++) {
		dn = solve_within(apply_move(q, m), extra - 1);
		if (dn >= 0 && (best < 0 || dn + 1 < best)) best = dn + 1;
		if (best == FAR_DEPTH + QUERY_DEPTH + 1) break; /* d(q) > 19: can't beat 20 */
	}
	return best;
}

/* fewest moves from q to the goal (any distance: one more move per round) */
static int solve(state q)
{
	int extra, d = -1;
	for (extra = 0; d < 0; extra++) d = solve_within(q, extra);
	return d;
}

/* ---- Input: the parser validates everything ---- */

#define TOO_BIG 1000000001L /* any number above 10^9 reads as this */

/* whitespace between words: space, LF, CR, tab, VT, FF (so CRLF and runs are fine) */
static int is_space(int c)
{
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f';
}

/* next whitespace-separated word: 1 and *v = its value if it is all digits
 * (any length, leading zeros fine; at most TOO_BIG), else -1; 0 at EOF */
static int read_word(long *v)
{
	int c;
	do c = getchar(); while (is_space(c));
	if (c == EOF) return 0;
	for (*v = 0; c != EOF && !is_space(c); c = getchar())
		if (c < '0' || c > '9' || *v < 0) *v = -1;
		else if (*v > (TOO_BIG - 1 - (c - '0')) / 10) *v = TOO_BIG;
		else *v = *v * 10 + (c - '0');
	return 1;
}

enum { CASE_OK, CASE_BAD, CASE_EOF, CASE_SHORT };

/* reads one case into *q: CASE_OK if it is a permutation of 1..12, CASE_BAD if it is 12
 * other words, CASE_EOF if the input ended before it, CASE_SHORT if it ended within it */
static int read_case(state *q)
{
	int i, ok = 1;
	unsigned int seen = 0;
	long v;
	*q = 0;
	for (i = 0; i < N_SLOTS && read_word(&v); i++)
		if (v < 1 || v > N_SLOTS || (seen >> v) & 1) {
			ok = 0;
		} else {
			seen |= 1u << v;
			*q |= (state)(v - 1) << (4 * i);
		}
	if (i == 0) return CASE_EOF;
	if (i < N_SLOTS) return CASE_SHORT;
	return ok ? CASE_OK : CASE_BAD;
}

/* ---- Flags: --solve, --census, --help (judge mode needs none of this) ---- */

static const char *const MOVE_NAME[N_MOVES] = {"L", "L'", "R", "R'", "W", "W'"};

/* --solve: print d(q), then a shortest sequence: each move is the first (in the order
 * L L' R R' W W', never undoing the last) that leaves a position one move closer, so some
 * move always qualifies, and the sequence is a shortest one by construction */
static void print_solution(state q)
{
	int d = solve(q), m, last = -1;
	printf("%d", d);
	for (; d > 0; d--, last = m) {
		for (m = 0; m < N_MOVES; m++)
			if (m != (last ^ 1) && solve(apply_move(q, m)) == d - 1) break;
		q = apply_move(q, m);
		printf(" %s", MOVE_NAME[m]);
	}
	putchar('\n');
}

/* --census: the census code of rank r in code[] (2 bits a rank): its distance mod 3, or 3
 * for a position not seen yet */
static int code_of(const unsigned char *code, unsigned long r)
{
	return code[r >> 2] >> (2 * (r & 3)) & 3;
}

/* --census: set the census code of rank r to v */
static void set_code(unsigned char *code, unsigned long r, int v)
{
	code[r >> 2] ^= (unsigned char)((code_of(code, r) ^ v) << (2 * (r & 3)));
}

/* --census: the positions at every distance, by a BFS over all 12! (the God's algorithm
 * table in the README; tests/oracles/uva12445_bfs.c gives the same).  Levels are pushed from
 * the frontier while it is smaller than the unseen set, then pulled: an unseen position
 * joins level d+1 iff a neighbour has code d mod 3 (a seen neighbour of an unseen position is
 * at distance >= d, so exactly d).  Pushing also re-expands stale d-3, d-6 positions; they
 * only find seen ones. */
static void census(void)
{
	unsigned char *code = (unsigned char *)checked(malloc(N_STATES / 4));
	unsigned long cnt[64], seen = 1, r, q, frontier;
	int d, m, e, now, next;
	state x;
	memset(code, 0xFF, N_STATES / 4);
	set_code(code, rank_of(goal()), 0);
	cnt[0] = 1;
	for (d = 0; seen < N_STATES; d++) {
		now = d % 3;
		next = (d + 1) % 3;
		cnt[d + 1] = 0;
		for (frontier = 0, e = d; e >= 0; e -= 3) frontier += cnt[e];
		if (frontier < N_STATES - seen) {            /* push */
			for (r = 0; r < N_STATES; r++) {
				if (code_of(code, r) != now) continue;
				x = unrank(r);
				for (m = 0; m < N_MOVES; m++) {
					q = rank_of(apply_move(x, m));
					if (code_of(code, q) != 3) continue;
					set_code(code, q, next);
					cnt[d + 1]++;
				}
			}
		} else {                                     /* pull */
			for (r = 0; r < N_STATES; r++) {
				if (code_of(code, r) != 3) continue;
				x = unrank(r);
				for (m = 0; m < N_MOVES; m++)
					if (code_of(code, rank_of(apply_move(x, m))) == now) {
						set_code(code, r, next);
						cnt[d + 1]++;
						break;
					}
			}
		}
		if (cnt[d + 1] == 0) break; /* never taken: every position is reachable */
		seen += cnt[d + 1];
	}
	for (e = 0; e <= d; e++) printf("%d %lu\n", e, cnt[e]); /* d = last level */
	printf("max %d\n", d);
	if (seen < N_STATES) printf("unreached %lu\n", N_STATES - seen);
	free(code);
}

/* the usage text, a line each (C89 compilers need not take a string over 509 bytes) */
static const char *const USAGE[] = {
	"usage: uva12445 [--solve | --census | --help] < input",
	"UVa 12445 \"Happy 12\": tokens 1..12 in slots 0..11 on two rings sharing slots",
	"5 and 11; the fewest moves to 1 2 ... 12.",
	"      0 ----- 11 ----- 10     L, R, W: the left ring (11 0 1 2 3 4 5), the right",
	"     1         |         9    ring (5 6 7 8 9 10 11) and the whole outer loop,",
	"     2   left  |  right  8    turned one step clockwise as drawn (L: slot 0's",
	"     3         |         7    token to 11, 1's to 0); L', R', W': counter-",
	"      4 ----- 5 ------ 6      clockwise.",
	"Input: T, then T cases of 12 numbers (the tokens in slots 0..11), any whitespace.",
	"Output, one line per case: its fewest moves; -1 if the 12 numbers are not a",
	"permutation of 1..12 (a case cut short by EOF prints -1 and ends the run).",
	"  (no flag)  judge mode, as submitted to UVa",
	"  --solve    the fewest moves, then one shortest sequence, e.g. \"3 L' L' W\"",
	"  --census   no input: positions at each distance over all 12! (slow; a table of",
	"             12!/4 bytes = 114 MiB)",
	"  --help     this text",
	"Exit status: 0 done; 1 stdout cannot be written; 2 bad arguments (stdin unread);",
	"5 out of memory."
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
	long t, k;
	int v, solve_mode = 0;
	state q;
	if (argc > 2 || (argc == 2 && strcmp(argv[1], "--help") && strcmp(argv[1], "--solve")
	                 && strcmp(argv[1], "--census"))) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (argc == 2 && strcmp(argv[1], "--help") == 0) {
		usage(stdout);
		return flushed();
	}
	init_rank_tables();
	if (argc == 2 && strcmp(argv[1], "--census") == 0) {
		census();
		return flushed();
	}
	solve_mode = argc == 2;                   /* --solve */
	if (!read_word(&t) || t < 0) return flushed(); /* T above 10^9 (TOO_BIG): to EOF */
	build_near();
	for (k = 0; k < t; k++) {
		v = read_case(&q);
		if (v == CASE_EOF) break;
		if (v == CASE_OK && solve_mode) print_solution(q);
		else printf("%d\n", v == CASE_OK ? solve(q) : -1);
		if (v == CASE_SHORT) break;
	}
	return flushed();
}
