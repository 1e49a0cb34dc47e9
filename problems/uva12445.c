/*
 * uva12445.c -- UVa 12445 "Happy 12" (ACPC 2011, problem B)
 *
 * Source:   UVa Online Judge, problem 12445 (volume 124); ACM Arab Collegiate Programming
 *           Contest (ACPC) 2011, problem B.
 * Problem:  twelve tokens 1..12 lie in twelve slots on two rings, a left and a right one,
 *           that share two slots.  Six moves: turn the left ring, the right ring or the
 *           whole puzzle one step, clockwise or counter-clockwise.  Print the fewest moves
 *           that bring a configuration to 1 2 ... 12.  Slots are numbered 0..11
 *           counter-clockwise from the top left; a move is new[i] = old[src[i]]:
 *
 *               0 ------- 11 ------- 10      L : 0<-1<-2<-3<-4<-5<-11<-0   (7-cycle)
 *             /            |            \    R : 5<-6<-7<-8<-9<-10<-11<-5  (7-cycle)
 *            1             |             9   W : i <- i+1 mod 12           (12-cycle)
 *            2    left     |    right    8
 *            3             |             7   L', R', W': the same arrows reversed
 *             \            |            /
 *               4 ------- 5 ------- 6
 *
 *           The left ring is the left loop, slots 11 0 1 2 3 4 5; the right ring is the
 *           right loop, slots 5 6 7 8 9 10 11; the bar 11-5 they share holds no slot of
 *           its own, and W turns the outer loop of all 12.  L, R and W turn their loop
 *           clockwise as drawn (on a top edge a token moves right: L takes the token in
 *           slot 0 to 11, R the one in 11 to 10, W the one in 0 to 11); L', R', W' turn
 *           it counter-clockwise and undo them.  These are the statement's moves as the
 *           seed write-up and tests/oracles/uva12445_bfs.c name them ("left part
 *           clockwise": new[0..4] = old[1..5], new[5] = old[11], new[11] = old[0]); the
 *           statement's second sample, 2 3 4 5 11 12 6 7 8 9 10 1, is solved by W' R R
 *           (and by L' L' W, the sequence --solve prints).
 *           L and R are even permutations and W is odd, so parity is no obstacle: all
 *           12! = 479,001,600 configurations are reachable (the census reaches every one).
 * Input:    T, then up to T cases of 12 numbers (the tokens in slots 0..11), in any
 *           whitespace (CR, CRLF, tabs, runs of spaces, line breaks).
 * Output:   one line per case: the distance; -1 if the 12 words are not a permutation of
 *           1..12 (a number is all digits, leading zeros allowed).  A case cut short by
 *           EOF prints -1 and ends the run, an EOF before a case ends it silently; no
 *           valid T (missing, not a number): no output; T above 10^9 reads to EOF.  Exit
 *           status 0 (1: no memory).
 * Flags:    none: judge mode, as above and as submitted.
 *           --solve: the same input; each line is the distance, then one shortest
 *             sequence in the order the moves are made, e.g. "3 L' L' W" (solved: "0";
 *             -1 as in judge mode).
 *           --census: no input; the positions at each distance over all 12! (the God's
 *             algorithm table below), then "max D".
 *           --help: the usage on stdout, exit 0.  Any other argument: the usage on
 *             stderr, exit 2, stdin not read.  Any mode: exit 1 if stdout cannot be
 *             written.
 * Approach: meet in the middle, both halves taken from the goal.  A position is a
 *           permutation in 12 nibbles, moves are shift/mask formulas, the coordinate is
 *           the Lehmer rank (0..12!-1).  The moves come in inverse pairs, so the Cayley
 *           graph is undirected and vertex-transitive: the ball of radius k around ANY q
 *           is { q.g : |g| <= k }, g listed once by a BFS from the goal.  That BFS gives
 *             NEAR  every g with |g| <= 7 (57,196) in a hash table with |g|, and the
 *                   spheres S_k = { |g| = k } as lists (the query-side moves);
 *             FAR   (built on the first case farther than 10) the ranks of the ball of
 *                   radius 10 (3,215,101 positions), filed in blocks of 256 ranks.
 *           For a case q, for k = 0..3, the first k with some q.g (g in S_k) in NEAR
 *           gives d = min (k + |q.g|): no hit below k means d > k-1+7.  So d <= 10 is exact.
 *           Else, for k = 1..9, the first k with some q.g in FAR gives d = 10 + k, for
 *           the same reason: exact to 19, God's number (--census).  The method does not
 *           rest on that figure: no hit up to k = 9 would mean d > 19, and then d(q) =
 *           1 + min d(n) over the six neighbours n, each solved the same way (one extra
 *           move per round).  So every position is covered with no appeal to the census:
 *           7+3 = 10, 10+9 = 19, then one move at a time (a branch the census shows is
 *           never taken).
 *           --solve walks down: from q it makes the first move (in the order L L' R R'
 *           W W', never undoing the last one) whose result the same search puts one move
 *           closer, until solved, so the sequence is a shortest one by construction.
 *           The symmetries: conjugating by W^6 swaps the rings, by the reflection
 *           i -> 4-i (mod 12) reverses every move; with d(p) = d(p^-1) they make an 8-fold
 *           symmetry.  They do not pay here: FAR holding class representatives only
 *           would take 8 ranks per probe instead of 1, and expanding only representatives
 *           costs 8 probes per neighbour instead of 1.  tests/uva12445.bats checks the
 *           program against them.
 * Time:     FAR costs 5 * 214,470 rank+hash steps (levels 7, 8 expanded), then 2 * 4,127,013
 *           rank+file steps (the ball's ranks, counted per block, then stored), once.  Per case
 *           <= 172 NEAR probes, then at most |S_1..S_9| = 878,182 FAR rank+probe steps,
 *           stopping at the first hit (~3,300 for a typical, distance 15, case; a first
 *           hit in S_9 comes early at 18 or 19).  --solve: at most 6 searches per move.
 * Memory:   FAR 7.9 MiB: the ball of radius 10 holds 3,215,101 positions (the census counts
 *           at distances 0..10 added up), ranks < 12! < 2^29, filed as 4,127,013 low bytes
 *           (3.9 MiB; some ranks more than once) in 1,871,100 blocks of 256 ranks, each with
 *           a 2-byte offset (3.6 MiB) from one of 58,472 bases (0.4 MiB); its build lists
 *           S_8, S_9 with a visited hash of 2^21 * 4 B = 8 MiB, freed before FAR is
 *           allocated.  Level lists 878,183 * 8 B = 6.7 MiB, NEAR 2^17 * 9 B = 1.1 MiB: ~17
 *           MiB peak once a case is farther than 10, ~3 MiB otherwise.
 *           --census: 12!/4 B = 114 MiB.
 * Measured: `make bench` (median CPU of 5 runs, peak RSS; ranges over runs on a shared
 *           2-core machine, load 6 to 10):
 *             03-deepest100 (all 28 at distance 19, 72 at 18)   0.5-0.6 s   17 MiB
 *             05-god100 (100 at distance 19, the 28 cycled)     0.8-0.9 s   17 MiB
 *             04-random100 (100 uniformly random)               0.3 s       17 MiB
 *             01-sample (no case farther than 10)              0.01-0.02 s  3 MiB
 * Verified: `--census` (2 bits per position, push/pull BFS over all 12!):
 *
 *             d  positions      d  positions        d  positions
 *             0  1              7  43,249          14  117,942,224
 *             1  6              8  171,221         15  152,108,838
 *             2  30             9  649,766         16  96,710,595
 *             3  135           10  2,336,918       17  17,982,015
 *             4  598           11  7,794,879       18  266,404
 *             5  2,552         12  23,357,047      19  28
 *             6  10,625        13  59,624,469      total 479,001,600 = 12!
 *
 *           identical to the independent oracle tests/oracles/uva12445_bfs.c (byte per
 *           position, Myrvold-Ruskey ranks, the statement's slot lists).  Every testdata
 *           answer comes from that oracle; the program also agrees with it on 19,528
 *           further cases (10,000 random, 500 per distance 0..18, all 28 at 19) and with
 *           the table-free IDDFS tests/oracles/uva12445_iddfs.c.  Every --solve sequence
 *           on the testdata (all 28 antipodes among them) is replayed with the oracle's
 *           own move lists (uva12445_bfs --replay): it solves its case, and its length is
 *           the oracle's distance.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { STATUS_OK = 0, STATUS_NOMEM = 1, STATUS_WRITE = 1, STATUS_USAGE = 2 }; /* exit status */

#ifdef __GNUC__
#define PREFETCH(p) __builtin_prefetch(p)
#else
#define PREFETCH(p) ((void)0)
#endif

/* ---------- state encoding: 12 nibbles, nibble i = token (0..11) in slot i */

typedef unsigned long long state;
#define N_SLOTS 12
#define N_STATES 479001600UL /* 12!: all permutations, every one reachable */
#define N_MOVES 6            /* L L' R R' W W'; move m ^ 1 undoes move m */
#define MASK48 0xFFFFFFFFFFFFULL
#define TOKEN(x, i) ((int)(((x) >> (4 * (i))) & 15)) /* nibble i; bits 48.. ignored */

static unsigned long fact[N_SLOTS];     /* fact[i] = i! */
static unsigned char popcount12[4096]; /* set bits of a 12-bit mask */

/* the solved position 0 1 ... 11 */
static state goal(void) {
	state x = 0;
	int i;
	for (i = 0; i < N_SLOTS; i++) x |= (state)i << (4 * i);
	return x;
}

/* q.g: apply to q the moves that took the goal to g (slot i gets q[g[i]]);
 * g may carry a level entry's move in bits 48..51: TOKEN reads only 0..47 */
static state compose(state q, state g) {
	state x = 0;
	int i;
	for (i = 0; i < N_SLOTS; i++) x |= ((q >> (4 * TOKEN(g, i))) & 15) << (4 * i);
	return x;
}

/* fill fact[] and popcount12[] */
static void init_rank_tables(void) {
	unsigned long i;
	for (i = 1; i < 4096; i++) popcount12[i] = (unsigned char)(popcount12[i >> 1] + (i & 1));
	for (fact[0] = 1, i = 1; i < N_SLOTS; i++) fact[i] = fact[i - 1] * i;
}

/* Lehmer rank of a position, 0..12!-1 */
static unsigned long rank_of(state x) {
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
static unsigned long rank_of_product(const unsigned char *qt, state g) {
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
static state unrank(unsigned long r) {
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

/* ---------- moves: the six turns as shift/mask formulas (no table needed) */

/* position after move m (0 L, 1 L', 2 R, 3 R', 4 W, 5 W') */
static state apply_move(state x, int m) {
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

/* ---------- distance tables: NEAR (hash, radius 7) and FAR (rank blocks, radius 10) */

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

/* NEAR slot of x: its own slot or the empty one where it would go */
static unsigned long near_slot(state x) {
	unsigned long h = (unsigned long)((x * 0x9E3779B97F4A7C15ULL) >> (64 - NEAR_BITS));
	while (near_key[h] != 0 && near_key[h] != x) h = (h + 1) & (NEAR_SIZE - 1);
	return h;
}

/* distance of x if it is at most NEAR_DEPTH, else -1 */
static int near_lookup(state x) {
	unsigned long h = near_slot(x);
	return near_key[h] == x ? near_dist[h] : -1;
}

/* p, or exit with status 1 if an allocation gave none */
static void *checked(void *p)
{
	if (!p) { fputs("out of memory\n", stderr); exit(STATUS_NOMEM); }
	return p;
}

/* append position x, reached by move m (-1: none), to the level lists */
static void push_level(state x, int m) {
	if (n_listed == level_cap) {
		level_cap = level_cap ? 2 * level_cap : BALL9;
		level = (state *)checked(realloc(level, level_cap * sizeof *level));
	}
	level[n_listed++] = x | (state)(m + 1) << 48;
}

/* BFS from the goal to NEAR_DEPTH, deduplicated by the NEAR hash (~2 ms) */
static void build_near(void) {
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

/* home slot of rank r in the visited set (multiplicative hash, 32 bits) */
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
		if (pass == 0) { far_off[b]++; continue; }
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
		if (k + 1 + N_MOVES > BATCH * N_MOVES) { far_file(r, k, pass); k = 0; }
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

/* build FAR (~0.25 s): count the entries per block, turn the counts into block ends, then
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

/* ---------- search: meet in the middle for one valid position */

/* fewest moves from q to the goal if at most FAR_DEPTH + QUERY_DEPTH (19), else -1 */
static int solve_near(state q) {
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

/* d(q) if it is at most 19 + extra, else -1: beyond 19, d(q) = 1 + min d over
 * the six neighbours (the census finds no such q, but the method does not rely on it) */
static int solve_within(state q, int extra) {
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
static int solve(state q) {
	int extra, d = -1;
	for (extra = 0; d < 0; extra++) d = solve_within(q, extra);
	return d;
}

/* ---------- I/O: the parser validates everything */

#define IS_SPACE(c) ((c) == ' ' || (c) == '\n' || (c) == '\r' || (c) == '\t' || (c) == '\v' \
	|| (c) == '\f')

#define TOO_BIG 1000000001L /* any number above 10^9 reads as this */

/* next whitespace-separated word: 1 and *v = its value if it is all digits
 * (any length, leading zeros fine; at most TOO_BIG), else -1; 0 at EOF */
static int read_word(long *v) {
	int c;
	do c = getchar(); while (IS_SPACE(c));
	if (c == EOF) return 0;
	for (*v = 0; c != EOF && !IS_SPACE(c); c = getchar())
		if (c < '0' || c > '9' || *v < 0) *v = -1;
		else if (*v > (TOO_BIG - 1 - (c - '0')) / 10) *v = TOO_BIG;
		else *v = *v * 10 + (c - '0');
	return 1;
}

/* read one case into *q: 1 valid, 0 invalid (-1), -1 EOF before it, -2 cut short */
static int read_case(state *q) {
	int i, ok = 1;
	unsigned int seen = 0;
	long v;
	*q = 0;
	for (i = 0; i < N_SLOTS && read_word(&v); i++)
		if (v < 1 || v > N_SLOTS || (seen >> v) & 1) ok = 0;
		else { seen |= 1u << v; *q |= (state)(v - 1) << (4 * i); }
	if (i == 0) return -1;
	if (i < N_SLOTS) return -2;
	return ok;
}

/* ---------- census: BFS over all 12! positions, 2 bits each (114 MiB) */

#define CODE(r) (code[(r) >> 2] >> (2 * ((r) & 3)) & 3)
#define SET_CODE(r, v) (code[(r) >> 2] ^= (unsigned char)((CODE(r) ^ (v)) << (2 * ((r) & 3))))

/* count positions at every distance; code = d mod 3, or 3 = unseen.  Levels
 * are pushed from the frontier while it is smaller than the unseen set, then
 * pulled: an unseen position joins level d+1 iff a neighbour has code d mod 3
 * (a seen neighbour of an unseen position is at distance >= d, so exactly d).
 * Pushing also re-expands stale d-3, d-6 positions; they only find seen ones. */
static int census(void) {
	unsigned char *code = (unsigned char *)malloc(N_STATES / 4);
	unsigned long cnt[64], seen = 1, r, frontier;
	int d, m, e, now, next;
	state x;
	if (!code) { fputs("out of memory\n", stderr); return STATUS_NOMEM; }
	memset(code, 0xFF, N_STATES / 4);
	SET_CODE(rank_of(goal()), 0);
	cnt[0] = 1;
	for (d = 0; seen < N_STATES; d++) {
		now = d % 3;
		next = (d + 1) % 3;
		cnt[d + 1] = 0;
		for (frontier = 0, e = d; e >= 0; e -= 3) frontier += cnt[e];
		if (frontier < N_STATES - seen) {
			for (r = 0; r < N_STATES; r++) {
				if (CODE(r) != now) continue;
				x = unrank(r);
				for (m = 0; m < N_MOVES; m++) {
					unsigned long q = rank_of(apply_move(x, m));
					if (CODE(q) == 3) { SET_CODE(q, next); cnt[d + 1]++; }
				}
			}
		} else {
			for (r = 0; r < N_STATES; r++) {
				if (CODE(r) != 3) continue;
				x = unrank(r);
				for (m = 0; m < N_MOVES; m++)
					if (CODE(rank_of(apply_move(x, m))) == now) {
						SET_CODE(r, next);
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
	return STATUS_OK;
}

/* ---------- main: judge mode, and the flags */

static const char *const move_name[N_MOVES] = { "L", "L'", "R", "R'", "W", "W'" };

/* --solve: print d(q), then a shortest sequence: each move is the first (never undoing
 * the last) that leaves a position one move closer, so some move always qualifies */
static void print_solution(state q) {
	int d = solve(q), m, last = -1;
	printf("%d", d);
	for (; d > 0; d--, last = m) {
		for (m = 0; m < N_MOVES; m++)
			if (m != (last ^ 1) && solve(apply_move(q, m)) == d - 1) break;
		q = apply_move(q, m);
		printf(" %s", move_name[m]);
	}
	putchar('\n');
}

/* the usage text, one line each (C89 caps a string literal at 509 characters) */
static const char *const usage_text[] = {
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
	"  --census   no input: positions at each distance over all 12! (~90 s, 114 MiB)",
	"  --help     this text",
	"Exit status: 0; 1 out of memory; 2 unknown argument (stdin not read).",
	NULL
};

/* print the usage on f; return status */
static int usage(FILE *f, int status) {
	int i;
	for (i = 0; usage_text[i]; i++) fprintf(f, "%s\n", usage_text[i]);
	return status;
}

/* flushed STATUS: STATUS, or STATUS_WRITE (with a message) when stdout could not be written. */
static int flushed(int status) {
	if (fflush(stdout) == 0 && !ferror(stdout)) return status;
	fputs("uva12445: cannot write the output\n", stderr);
	return STATUS_WRITE;
}

int main(int argc, char **argv) {
	long t, k;
	int v, solve_mode = 0;
	state q;
	if (argc > 2) return usage(stderr, STATUS_USAGE);
	if (argc == 2) {
		if (strcmp(argv[1], "--help") == 0) return flushed(usage(stdout, STATUS_OK));
		if (strcmp(argv[1], "--solve") == 0) solve_mode = 1;
		else if (strcmp(argv[1], "--census") != 0) return usage(stderr, STATUS_USAGE);
	}
	init_rank_tables();
	if (argc == 2 && !solve_mode) return flushed(census());
	if (!read_word(&t) || t < 0) return flushed(STATUS_OK); /* T above 10^9 (TOO_BIG): to EOF */
	build_near();
	for (k = 0; k < t; k++) {
		v = read_case(&q);
		if (v == -1) break;
		if (v == 1 && solve_mode) print_solution(q);
		else printf("%d\n", v == 1 ? solve(q) : -1);
		if (v == -2) break;
	}
	return flushed(STATUS_OK);
}
