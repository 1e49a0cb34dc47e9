/*
 * hdu2953_bfs.c -- independent oracle and test generator for problems/hdu2953.c
 *
 * Representation (deliberately unlike the solution's corner coordinates): a cube is the
 * string of its 24 sticker colours in net reading order, the colours relabelled 0..5 by
 * first occurrence.  Relabelling makes every solved cube (any orientation, any colours)
 * the same string, so one plain BFS from it over all 12 quarter turns (or 18 HTM moves),
 * with a hash set of base-6 keys, gives the exact answer of every solvable cube; a cube
 * whose string is not in the set is illegal (-1).  No legality rules are coded here.
 *
 * Moves are sticker permutations derived from 3-D geometry: each sticker is a cubie
 * centre p (components +-1) and an outward normal n; a face turn rotates by 90 degrees
 * every sticker whose p lies on that face; a whole-cube rotation rotates all of them.
 * The net is the one of the problem statement (top above the FIRST side block):
 *
 *         U0 U1                          axes: x right, y up, z toward the viewer
 *         U2 U3                          U: y=+1, rows run toward the front (+z)
 *         F0 F1 R0 R1 B0 B1 L0 L1         F,R,B,L: seen from outside, row 0 on top
 *         F2 F3 R2 R3 B2 B3 L2 L3         D: y=-1, rows run away from the front (-z)
 *         D0 D1
 *         D2 D3
 *
 * Usage:
 *   hdu2953_bfs [FILE...]        answer each input file (stdin if none), outputs concatenated
 *   hdu2953_bfs --each DIR FILE...   answer each FILE into DIR/NAME.out (NAME: FILE's base
 *                                    name without .in), one BFS for all
 *   hdu2953_bfs --census         positions per distance, QTM then HTM (same format as --census
 *                                of the solution)
 *   hdu2953_bfs --gen-depth K SEED   input with K random positions at each distance 0..14
 *   hdu2953_bfs --gen-random N SEED  input with N uniformly random positions
 *   hdu2953_bfs --gen-moves          solved cube in all 24 orientations, every quarter turn
 *                                    and every half turn of a solved cube
 *   hdu2953_bfs --gen-mutants N SEED input with N random positions, each mutated (corner twisted
 *                                    in place, two twisted oppositely, two exchanged, mirrored,
 *                                    sticker recoloured, mirror-image colour scheme, ...)
 *   hdu2953_bfs --gen-duplicates N SEED   input with N random positions in which two
 *                                    corner pieces were copied over two others so that the
 *                                    colour counts, each corner's colours and the twist sum
 *                                    stay right (two pieces twice, two missing: illegal)
 *   hdu2953_bfs --gen-depth K SEED DMIN   the same for distances DMIN..14 only
 *   hdu2953_bfs --replay INPUT SOLUTIONS [INPUT SOLUTIONS...]   check hdu2953 --solve
 *                                    (outputs concatenated): apply each cube's moves (U R F
 *                                    D L B clockwise seen from outside, X' counter-clockwise,
 *                                    X2 a half turn) to its net with this file's own move model;
 *                                    print the line's distance if the moves solve the cube and
 *                                    cost it (QTM: X2 counts 2), -1 for a "-1" line, else a
 *                                    FAIL line (exit 1); no BFS, so compare the printed
 *                                    distances with this oracle's answers for INPUT
 * Generated cubes get a random whole-cube rotation and the six colour letters in a random
 * arrangement: the statement's G R O B Y W for --gen-depth, --gen-random and --gen-moves
 * (inputs a real judge could send); for --gen-mutants and --gen-duplicates also other
 * alphabets (A-F, a-f, ...), as only our own programs promise to take any letters.
 * Parsing matches the problem's contract: T, then 24 stickers per cube; a sticker is any
 * printable non-blank ASCII byte, every other byte (bytes >= 128 included) separates; a cube
 * cut off by EOF ends input.  T: optional blanks and sign, then digits; above 2^31 - 1 it
 * counts as 2^31 - 1; negative or absent means no cubes.
 *
 * Cost: about 3.7M states x 12 moves, a few seconds; ~100 MB (hash set + queue).  With
 * $ORACLE_CACHE naming a folder (make test sets it), the QTM table is searched for once and
 * read back by later runs (72 MiB there).  C99 and POSIX's getpid and fcntl locks, libc only.
 */
#define _POSIX_C_SOURCE 200809L   /* getpid, fcntl: the cached table's name and lock */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NS 24                   /* stickers */
#define NPOS 3674160            /* 7! * 3^6 classes (checked against the BFS total) */
#define HBITS 23
#define HSIZE (1u << HBITS)
#define EMPTY (~0ull)

typedef unsigned long long u64;

/* ---------- geometry ---------- */
static int P[NS][3], N[NS][3];  /* cubie centre, outward normal, per sticker */
/* per face: normal, column direction, row direction (as seen from outside) */
static const int FDEF[6][3][3] = {
	{{0, 1, 0}, {1, 0, 0}, {0, 0, 1}},   /* U */
	{{0, 0, 1}, {1, 0, 0}, {0, -1, 0}},  /* F */
	{{1, 0, 0}, {0, 0, -1}, {0, -1, 0}}, /* R */
	{{0, 0, -1}, {-1, 0, 0}, {0, -1, 0}},/* B */
	{{-1, 0, 0}, {0, 0, 1}, {0, -1, 0}}, /* L */
	{{0, -1, 0}, {1, 0, 0}, {0, 0, -1}}, /* D */
};

/* net index of sticker (face 0..5, row, col) */
static int net_index(int f, int r, int c)
{
	if (f == 0) return 2 * r + c;
	if (f == 5) return 20 + 2 * r + c;
	return 4 + 8 * r + 2 * (f - 1) + c;
}

static int find_sticker(const int *p, const int *n)
{
	int i;
	for (i = 0; i < NS; i++)
		if (!memcmp(P[i], p, sizeof P[i]) && !memcmp(N[i], n, sizeof N[i])) return i;
	fprintf(stderr, "geometry error\n");
	exit(3);
}

static void build_geometry(void)
{
	int f, r, c, k;
	for (f = 0; f < 6; f++) {
		const int (*d)[3] = FDEF[f];
		/* drawn unmirrored: column x row direction points into the cube */
		int cr[3];
		cr[0] = d[1][1] * d[2][2] - d[1][2] * d[2][1];
		cr[1] = d[1][2] * d[2][0] - d[1][0] * d[2][2];
		cr[2] = d[1][0] * d[2][1] - d[1][1] * d[2][0];
		for (k = 0; k < 3; k++)
			if (cr[k] != -d[0][k]) { fprintf(stderr, "net mirrored\n"); exit(3); }
		for (r = 0; r < 2; r++)
			for (c = 0; c < 2; c++) {
				int i = net_index(f, r, c);
				for (k = 0; k < 3; k++) {
					N[i][k] = d[0][k];
					P[i][k] = d[0][k] + (c ? 1 : -1) * d[1][k] + (r ? 1 : -1) * d[2][k];
				}
			}
	}
}

static void rot90(const int *v, int a, int *w)   /* +90 degrees about axis a */
{
	int b = (a + 1) % 3, c = (a + 2) % 3;
	w[a] = v[a]; w[b] = -v[c]; w[c] = v[b];
}

/* sticker permutation dest[] of a 90-degree turn about axis a of the layer at side s
 * (s = 0: the whole cube) */
static void turn_perm(int a, int s, int *dest)
{
	int i, p[3], n[3];
	for (i = 0; i < NS; i++) {
		if (s && P[i][a] != s) { dest[i] = i; continue; }
		rot90(P[i], a, p); rot90(N[i], a, n);
		dest[i] = find_sticker(p, n);
	}
}

static void compose(const int *d1, const int *d2, int *out)  /* d1 then d2 */
{
	int i;
	for (i = 0; i < NS; i++) out[i] = d2[d1[i]];
}

static void apply(const unsigned char *s, const int *dest, unsigned char *t)
{
	int i;
	for (i = 0; i < NS; i++) t[dest[i]] = s[i];
}

static int MOVE[18][NS];  /* 0..11 quarter turns (QTM), 12..17 half turns */
static int ROT[24][NS];   /* whole-cube rotations */
static int CORNER[8][3];  /* sticker triples of the corners, one fixed handedness */

static void build_moves(void)
{
	int f, k, i, j, nrot = 1, t[NS], q[NS], x[NS], y[NS];
	for (f = 0; f < 6; f++) {
		int a = 0, s;
		while (!FDEF[f][0][a]) a++;
		s = FDEF[f][0][a];
		turn_perm(a, s, t);
		compose(t, t, q);
		memcpy(MOVE[2 * f], t, sizeof t);
		compose(q, t, MOVE[2 * f + 1]);       /* three quarter turns = inverse */
		memcpy(MOVE[12 + f], q, sizeof q);
	}
	/* the 24 rotations: closure of x and y quarter rotations */
	turn_perm(0, 0, x); turn_perm(1, 0, y);
	for (i = 0; i < NS; i++) ROT[0][i] = i;
	for (k = 0; k < nrot; k++) {
		int *g[2];
		g[0] = x; g[1] = y;
		for (j = 0; j < 2; j++) {
			int c[NS], seen = 0;
			compose(ROT[k], g[j], c);
			for (i = 0; i < nrot; i++) if (!memcmp(ROT[i], c, sizeof c)) seen = 1;
			if (!seen) {
				if (nrot == 24) { fprintf(stderr, "too many rotations\n"); exit(3); }
				memcpy(ROT[nrot++], c, sizeof c);
			}
		}
	}
	if (nrot != 24) { fprintf(stderr, "rotations %d\n", nrot); exit(3); }
	/* corners: stickers sharing a cubie; first the one on U/D, then by handedness */
	k = 0;
	for (i = 0; i < NS; i++) {
		int m[3], c = 0, a, b, cr;
		if (N[i][1] == 0) continue;
		for (j = 0; j < NS; j++)
			if (j != i && !memcmp(P[i], P[j], sizeof P[i])) m[c++] = j;
		a = m[0]; b = m[1];
		/* (n_i x n_a) . p > 0 picks a as the second sticker */
		cr = (N[i][1] * N[a][2] - N[i][2] * N[a][1]) * P[i][0]
		   + (N[i][2] * N[a][0] - N[i][0] * N[a][2]) * P[i][1]
		   + (N[i][0] * N[a][1] - N[i][1] * N[a][0]) * P[i][2];
		CORNER[k][0] = i;
		CORNER[k][1] = cr > 0 ? a : b;
		CORNER[k][2] = cr > 0 ? b : a;
		k++;
	}
}

/* ---------- canonical keys and the hash set ---------- */
/* key of a string of labels 0..5: relabel by first occurrence, base 6, sticker 0 lowest */
static u64 key6(const unsigned char *s)
{
	unsigned seen = 0, n = 0;
	unsigned char map[8];
	u64 lo = 0, hi = 0;
	int i;
	for (i = 0; i < NS && n < 6; i++)
		if (!(seen >> s[i] & 1)) { seen |= 1u << s[i]; map[s[i]] = (unsigned char)n++; }
	for (i = NS / 2 - 1; i >= 0; i--) {
		lo = lo * 6 + map[s[i]];
		hi = hi * 6 + map[s[i + NS / 2]];
	}
	return hi * 2176782336ull + lo;   /* 6^12 */
}

/* key of a cube of arbitrary colour bytes; EMPTY if it has more than 6 colours */
static u64 key_of(const unsigned char *s)
{
	int map[256], i, n = 0;
	unsigned char t[NS];
	for (i = 0; i < 256; i++) map[i] = -1;
	for (i = 0; i < NS; i++) {
		if (map[s[i]] < 0) map[s[i]] = n++;
		t[i] = (unsigned char)map[s[i]];
	}
	return n > 6 ? EMPTY : key6(t);
}

static void unkey(u64 k, unsigned char *s)
{
	int i;
	for (i = 0; i < NS; i++) { s[i] = (unsigned char)(k % 6); k /= 6; }
}

static u64 *HKEY;
static unsigned char *HDIST;

static size_t slot(u64 k)
{
	size_t h = (size_t)((k * 0x9E3779B97F4A7C15ull) >> (64 - HBITS));
	while (HKEY[h] != EMPTY && HKEY[h] != k) h = (h + 1) & (HSIZE - 1);
	return h;
}

#define BATCH 256   /* neighbour keys hashed and prefetched together (speed only) */

/* insert the batch of keys k[0..n-1] found at distance d; returns the new queue tail */
static long insert_batch(const u64 *k, int n, int d, u64 *q, long tail)
{
	size_t h[BATCH];
	int i;
	for (i = 0; i < n; i++) {
		h[i] = (size_t)((k[i] * 0x9E3779B97F4A7C15ull) >> (64 - HBITS));
#if defined(__GNUC__)
		__builtin_prefetch(&HKEY[h[i]]);
#endif
	}
	for (i = 0; i < n; i++) {
		size_t x = h[i];
		while (HKEY[x] != EMPTY && HKEY[x] != k[i]) x = (x + 1) & (HSIZE - 1);
		if (HKEY[x] == EMPTY) {
			if (tail == NPOS) { fprintf(stderr, "more than %d states\n", NPOS); exit(3); }
			HKEY[x] = k[i]; HDIST[x] = (unsigned char)d; q[tail++] = k[i];
		}
	}
	return tail;
}

/* level-by-level BFS over canonical strings with moves 0..nm-1 from the solved cube;
 * cnt[d] = classes at distance d; returns their total */
static long bfs(int nm, long *cnt, int *maxd)
{
	u64 *q = malloc(sizeof *q * NPOS), kb[BATCH];
	long head = 0, tail = 0, end, total = 0;
	unsigned char s[NS], t[NS], sol[NS];
	int i, m, d, nb;
	size_t z;
	if (!q) { fprintf(stderr, "out of memory\n"); exit(3); }
	for (z = 0; z < HSIZE; z++) HKEY[z] = EMPTY;
	for (i = 0; i < NS; i++) sol[i] = (unsigned char)(i < 4 ? 0 : i >= 20 ? 5 : 1 + (i % 8) / 2);
	memset(cnt, 0, 32 * sizeof *cnt);
	kb[0] = key_of(sol);
	tail = insert_batch(kb, 1, 0, q, tail);
	for (d = 0; head < tail; d++) {
		cnt[d] = tail - head; total += tail - head; *maxd = d;
		for (end = tail, nb = 0; head < end; head++) {
			unkey(q[head], s);
			for (m = 0; m < nm; m++) {
				apply(s, MOVE[m], t);
				kb[nb++] = key6(t);
			}
			if (nb + nm > BATCH) { tail = insert_batch(kb, nb, d + 1, q, tail); nb = 0; }
		}
		tail = insert_batch(kb, nb, d + 1, q, tail);
	}
	free(q);
	return total;
}

/* QTM table: the BFS's hash set and distances, made once per `make test` (speed only: the
 * suite runs this oracle three times). With $ORACLE_CACHE set, a table an earlier run left in
 * that folder is read instead of searched for, and a new one is left there (renamed into
 * place: a reader sees a whole table or none). A file whose header (format, sizes, checksum)
 * does not match is not used. */
static u64 table_sum(void)
{
	u64 h = 1469598103934665603ull;
	size_t z;
	for (z = 0; z < HSIZE; z++) h = (h ^ HKEY[z] ^ (u64)HDIST[z] << 56) * 1099511628211ull;
	return h;
}

/* the cache folder's lock, held from the look for a table to the table left there: test files
 * that start together search once between them, not once each; -1 when it cannot be had (the
 * search goes on unlocked) */
static int cache_lock(const char *dir)
{
	char path[4096];
	struct flock l;
	int fd;
	sprintf(path, "%s/hdu2953_bfs.lock", dir);
	if ((fd = open(path, O_RDWR | O_CREAT, 0600)) < 0) return -1;
	memset(&l, 0, sizeof l);
	l.l_type = F_WRLCK;
	l.l_whence = SEEK_SET;
	while (fcntl(fd, F_SETLKW, &l) != 0)
		if (errno != EINTR) { close(fd); return -1; }
	return fd; /* (closed: released) */
}

static long qtm_table(long *cnt, int *maxd)
{
	static const char MAGIC[16] = "hdu2953_bfs qt2"; /* (a new one when the layout or hash changes) */
	const char *dir = getenv("ORACLE_CACHE");
	char path[4096], tmp[4200], magic[16];
	u64 head[3], want[3];
	long total;
	int lock = -1;
	FILE *f;
	want[0] = HBITS;
	want[1] = NPOS;
	if (dir && *dir && strlen(dir) < 4000) {
		lock = cache_lock(dir);
		sprintf(path, "%s/hdu2953_bfs.qtm", dir);
		if ((f = fopen(path, "rb")) != NULL) {
			int whole = fread(magic, 1, 16, f) == 16 && fread(head, sizeof *head, 3, f) == 3 &&
			            fread(HKEY, sizeof *HKEY, HSIZE, f) == HSIZE &&
			            fread(HDIST, 1, HSIZE, f) == HSIZE && fgetc(f) == EOF;
			fclose(f);
			if (whole && !memcmp(magic, MAGIC, 16) && head[0] == want[0] &&
			    head[1] == want[1] && head[2] == table_sum()) {
				if (lock >= 0) close(lock);
				return NPOS;
			}
		}
	}
	total = bfs(12, cnt, maxd);
	if (dir && *dir && strlen(dir) < 4000 && total == NPOS) {
		want[2] = table_sum();
		sprintf(tmp, "%s.%ld", path, (long)getpid());
		if ((f = fopen(tmp, "wb")) != NULL) {
			int ok = fwrite(MAGIC, 1, 16, f) == 16 && fwrite(want, sizeof *want, 3, f) == 3 &&
			         fwrite(HKEY, sizeof *HKEY, HSIZE, f) == HSIZE &&
			         fwrite(HDIST, 1, HSIZE, f) == HSIZE;
			if (fclose(f) != 0 || !ok || rename(tmp, path) != 0) remove(tmp);
		}
	}
	if (lock >= 0) close(lock);
	return total;
}

/* ---------- input ---------- */
static int read_cube(FILE *f, unsigned char *s)   /* 1 if 24 stickers were read */
{
	int i = 0, c;
	while (i < NS && (c = getc(f)) != EOF)
		if (c < 128 && isgraph(c)) s[i++] = (unsigned char)c;
	return i == NS;
}

/* T: blanks, an optional sign, digits; the byte after them is left for the stickers.
 * T above 2^31 - 1 counts as 2^31 - 1; a negative T, or none, means no cubes. */
static long long read_t(FILE *f)
{
	long long v = 0;
	int c, neg = 0, digits = 0;
	while ((c = getc(f)) != EOF && isspace(c)) {}
	if (c == '+' || c == '-') { neg = c == '-'; c = getc(f); }
	for (; c != EOF && isdigit(c); c = getc(f), digits++)
		if (v < 1000000000000ll) v = v * 10 + (c - '0');   /* saturates far above 2^31 */
	if (c != EOF) ungetc(c, f);
	if (!digits || neg) return 0;
	return v > 2147483647ll ? 2147483647ll : v;
}

static void answer(FILE *f)
{
	long long t, i;
	unsigned char s[NS];
	t = read_t(f);
	for (i = 0; i < t && read_cube(f, s); i++) {
		u64 k = key_of(s);
		size_t h = k == EMPTY ? 0 : slot(k);
		printf("%d\n", k != EMPTY && HKEY[h] == k ? HDIST[h] : -1);
	}
}

/* ---------- generators ---------- */
static u64 rng = 88172645463325252ull;
static unsigned rnd(unsigned n)  /* xorshift64, uniform enough for test data */
{
	rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
	return (unsigned)((rng >> 11) % n);
}

/* 1: generated cubes use any of the alphabets below (robustness tests); 0: only the
 * statement's letters G R O B Y W, in a random arrangement (tests a real judge could send) */
static int any_letters = 1;

/* print labels 0..5 of s as a cube with whole-cube rotation rot (-1: random) and random
 * colour letters (the alphabet is drawn either way, so both modes give the same positions) */
static void print_net(const unsigned char *s0, int rot)
{
	static const char *alpha[] = {"GROBYW", "GROBYW", "GROBYW", "RGBOWY", "ABCDEF",
	                              "abcdef", "XKQZJP"};
	char col[7], r;
	unsigned char s[NS];
	int i, j, x;
	strcpy(col, alpha[rnd(7)]);
	if (!any_letters) strcpy(col, "GROBYW");
	for (i = 5; i > 0; i--) { j = (int)rnd((unsigned)i + 1); r = col[i]; col[i] = col[j]; col[j] = r; }
	apply(s0, ROT[rot < 0 ? (int)rnd(24) : rot], s);
	for (i = 0; i < NS; i++) {
		x = s[i] < 6 ? col[s[i]] : s[i];   /* labels >= 6: literal letter (mutants) */
		putchar(x);
		if (i == 1 || i == 3 || i == 11 || i == 19 || i == 21 || i == 23) putchar('\n');
		else if (i >= 4 && i < 20 && i % 2) putchar(' ');
	}
	putchar('\n');
}

static void print_cube(const unsigned char *s0) { print_net(s0, -1); }

static u64 random_state(void)   /* uniform over the BFS classes */
{
	for (;;) {
		size_t h = ((size_t)rnd(1u << 16) << 16 | rnd(1u << 16)) & (HSIZE - 1);
		if (HKEY[h] != EMPTY) return HKEY[h];
	}
}

static void gen_depth(int k, int dmin)   /* k <= 64 classes per distance, reservoir-sampled */
{
	static u64 pick[15][64];
	long seen[15];
	size_t h;
	int d, i;
	unsigned char s[NS];
	if (k < 1 || k > 64 || dmin < 0 || dmin > 14) { fprintf(stderr, "bad K or DMIN\n"); exit(2); }
	memset(seen, 0, sizeof seen);
	for (h = 0; h < HSIZE; h++) {
		long r;
		if (HKEY[h] == EMPTY) continue;
		d = HDIST[h];
		r = seen[d]++;
		if (r < k) pick[d][r] = HKEY[h];
		else if ((r = (long)rnd((unsigned)r + 1)) < k) pick[d][r] = HKEY[h];
	}
	printf("%d\n", (15 - dmin) * k);
	for (d = dmin; d <= 14; d++)
		for (i = 0; i < k; i++) {
			unkey(pick[d][i < seen[d] ? i : 0], s);
			print_cube(s);
		}
}

static void gen_moves(void)
{
	unsigned char sol[NS], s[NS];
	int i;
	for (i = 0; i < NS; i++) sol[i] = (unsigned char)(i < 4 ? 0 : i >= 20 ? 5 : 1 + (i % 8) / 2);
	printf("%d\n", 24 + 18);
	for (i = 0; i < 24; i++) { apply(sol, ROT[i], s); print_cube(s); }
	for (i = 0; i < 18; i++) { apply(sol, MOVE[i], s); print_cube(s); }
}

static void gen_mutants(int n)
{
	int i, j, a, b;
	printf("%d\n", n);
	for (i = 0; i < n; i++) {
		unsigned char s[NS], t[NS];
		int kind = i % 10;
		unkey(random_state(), s);
		memcpy(t, s, NS);
		a = (int)rnd(8); b = (a + 1 + (int)rnd(7)) % 8;
		switch (kind) {
		case 0: /* one corner twisted in place: illegal */
			for (j = 0; j < 3; j++) t[CORNER[a][j]] = s[CORNER[a][(j + 1) % 3]];
			break;
		case 1: /* two corners twisted in opposite directions: legal */
			for (j = 0; j < 3; j++) {
				t[CORNER[a][j]] = s[CORNER[a][(j + 1) % 3]];
				t[CORNER[b][j]] = s[CORNER[b][(j + 2) % 3]];
			}
			break;
		case 2: /* two corners exchanged: legal */
			for (j = 0; j < 3; j++) {
				t[CORNER[a][j]] = s[CORNER[b][j]];
				t[CORNER[b][j]] = s[CORNER[a][j]];
			}
			break;
		case 3: /* one corner mirrored (two stickers swapped): illegal */
			t[CORNER[a][1]] = s[CORNER[a][2]]; t[CORNER[a][2]] = s[CORNER[a][1]];
			break;
		case 4: /* one sticker recoloured: wrong counts */
			j = (int)rnd(NS);
			t[j] = (unsigned char)((s[j] + 1 + rnd(5)) % 6);
			break;
		case 5: /* two opposite colours exchanged everywhere: a mirror-image colour scheme,
		         * still legal (any colours may be on any faces), same distance */
			{
				/* swap label x with its opposite, the label never sharing a corner with x */
				int x = s[0], y = -1, c, adj[6] = {0, 0, 0, 0, 0, 0};
				for (c = 0; c < 8; c++) {
					int has = 0;
					for (j = 0; j < 3; j++) has |= s[CORNER[c][j]] == x;
					if (has) for (j = 0; j < 3; j++) adj[s[CORNER[c][j]]] = 1;
				}
				for (c = 0; c < 6; c++) if (!adj[c]) y = c;
				for (j = 0; j < NS; j++)
					t[j] = (unsigned char)(s[j] == x ? y : s[j] == y ? x : s[j]);
			}
			break;
		case 6: /* seven colours: one sticker gets a letter of no face */
			t[rnd(NS)] = 'M';
			break;
		case 7: /* two stickers of different corners swapped */
			t[CORNER[a][0]] = s[CORNER[b][1]]; t[CORNER[b][1]] = s[CORNER[a][0]];
			break;
		case 8: /* three corners cycled (legal) */
			{
				int c3 = (b + 1 + (int)rnd(6)) % 8;
				while (c3 == a || c3 == b) c3 = (c3 + 1) % 8;
				for (j = 0; j < 3; j++) {
					t[CORNER[b][j]] = s[CORNER[a][j]];
					t[CORNER[c3][j]] = s[CORNER[b][j]];
					t[CORNER[a][j]] = s[CORNER[c3][j]];
				}
			}
			break;
		default: /* unchanged: legal */
			break;
		}
		print_cube(t);
	}
}

/* colour-label set of corner k of s, as a bit mask */
static int corner_set(const unsigned char *s, int k)
{
	return 1 << s[CORNER[k][0]] | 1 << s[CORNER[k][1]] | 1 << s[CORNER[k][2]];
}

/* n random positions in which the pieces of two corners a, c were copied over those of two
 * others b, d with A + C = B + D as colour multisets: every colour still appears four times,
 * every corner shows a real piece in the right handedness, but two pieces appear twice and two
 * are missing.  The copies' twists are chosen so that the twist sum, measured as a solver that
 * fixes the corner at sticker 22 would (twist = position of the colour of sticker 22 or of its
 * opposite), is 0 mod 3: only the repeated piece makes these illegal. */
static void gen_duplicates(int n)
{
	static int tup[8 * 8 * 8 * 8][4];
	int i;
	printf("%d\n", n);
	for (i = 0; i < n; i++) {
		unsigned char s0[NS], s[NS], t[NS];
		int nt = 0, a, b, c, d, x, ok[9], nok, j, k, r;
		unkey(random_state(), s0);
		apply(s0, ROT[rnd(24)], s);          /* rotate first: the twist rule needs the net */
		for (a = 0; a < 8; a++) for (b = 0; b < 8; b++) for (c = 0; c < 8; c++)
			for (d = 0; d < 8; d++) {
				int A = corner_set(s, a), B = corner_set(s, b), C = corner_set(s, c),
				    D = corner_set(s, d), col, same = 1;
				if (a == b || a == c || a == d || b == c || b == d || c == d) continue;
				for (col = 0; col < 6; col++)
					same &= (A >> col & 1) + (C >> col & 1) == (B >> col & 1) + (D >> col & 1);
				if (same) { tup[nt][0] = a; tup[nt][1] = b; tup[nt][2] = c; tup[nt][3] = d; nt++; }
			}
		if (!nt) { fprintf(stderr, "no duplicate tuple\n"); exit(3); }
		k = (int)rnd((unsigned)nt);
		a = tup[k][0]; b = tup[k][1]; c = tup[k][2]; d = tup[k][3];
		for (nok = 0, r = 0; r < 9; r++) {   /* r = 3 * (rotation of a's copy) + c's */
			int adj = 0, opp = -1, sum = 0;
			memcpy(t, s, NS);
			for (j = 0; j < 3; j++) {
				t[CORNER[b][j]] = s[CORNER[a][(j + r / 3) % 3]];
				t[CORNER[d][j]] = s[CORNER[c][(j + r % 3) % 3]];
			}
			x = t[22];
			for (k = 0; k < 8; k++)
				if (corner_set(t, k) >> x & 1) adj |= corner_set(t, k);
			for (j = 0; j < 6; j++) if (!(adj >> j & 1)) opp = opp < 0 ? j : 99;
			if (opp < 0 || opp == 99) continue;
			for (k = 0; k < 8; k++)
				for (j = 0; j < 3; j++)
					if (t[CORNER[k][j]] == x || t[CORNER[k][j]] == opp) sum += j;
			if (sum % 3 == 0) ok[nok++] = r;
		}
		if (!nok) { i--; continue; }         /* draw another position */
		r = ok[rnd((unsigned)nok)];
		memcpy(t, s, NS);
		for (j = 0; j < 3; j++) {
			t[CORNER[b][j]] = s[CORNER[a][(j + r / 3) % 3]];
			t[CORNER[d][j]] = s[CORNER[c][(j + r % 3) % 3]];
		}
		print_net(t, 0);
	}
}


/* ---------- replay: checks the move sequences of hdu2953 --solve ---------- */
/* CW[f]: the clockwise quarter turn of face f (FDEF order U F R B L D), seen from outside.
 * Of the two quarter turns of that layer, MOVE[2f] and its inverse MOVE[2f + 1], it is the
 * one that takes the face's own sticker at (row 0, column 0) to (row 0, column 1): faces are
 * drawn as seen from outside (build_geometry checks it), so that is clockwise. */
static int CW[6][NS];
static const char FACE_NAME[] = "UFRBLD";

static void build_clockwise(void)
{
	int f;
	for (f = 0; f < 6; f++) {
		int k = MOVE[2 * f][net_index(f, 0, 0)] == net_index(f, 0, 1) ? 2 * f : 2 * f + 1;
		if (MOVE[k][net_index(f, 0, 0)] != net_index(f, 0, 1)) {
			fprintf(stderr, "no clockwise turn of %c\n", FACE_NAME[f]);
			exit(3);
		}
		memcpy(CW[f], MOVE[k], sizeof CW[f]);
	}
}

/* 1 if every face of s shows one colour */
static int is_solved(const unsigned char *s)
{
	int f, r, c;
	for (f = 0; f < 6; f++)
		for (r = 0; r < 2; r++)
			for (c = 0; c < 2; c++)
				if (s[net_index(f, r, c)] != s[net_index(f, 0, 0)]) return 0;
	return 1;
}

/* applies the moves of line (after its first token, the claimed distance) to s; returns the
 * QTM cost (X, X' = 1, X2 = 2), or -1 with *why set if a token is not a move */
static int apply_moves(char *line, unsigned char *s, const char **why)
{
	char *tok = strtok(line, " \t\r\n");
	unsigned char t[NS];
	int cost = 0, f, k, turns;
	while ((tok = strtok(NULL, " \t\r\n")) != NULL) {
		const char *p = strchr(FACE_NAME, tok[0]);
		if (!p || !tok[0] || (tok[1] && (tok[2] || (tok[1] != '\'' && tok[1] != '2')))) {
			*why = "not a move (U R F D L B, then nothing, ' or 2)";
			return -1;
		}
		f = (int)(p - FACE_NAME);
		turns = tok[1] == '\'' ? 3 : tok[1] == '2' ? 2 : 1;   /* X' = 3 clockwise turns */
		cost += tok[1] == '2' ? 2 : 1;
		for (k = 0; k < turns; k++) {
			apply(s, CW[f], t);
			memcpy(s, t, NS);
		}
	}
	return cost;
}

/* --replay INPUT SOLUTIONS: for each cube of INPUT and the line of SOLUTIONS for it ("D
 * moves..." or "-1"), prints the line's distance D if the moves solve the cube and cost D,
 * -1 if the line is "-1", else a FAIL line; returns the number of FAIL lines */
static int replay(FILE *in, FILE *sol)
{
	char line[4096];
	unsigned char s[NS];
	long long t, i;
	int fails = 0;
	t = read_t(in);
	for (i = 0; i < t && read_cube(in, s); i++) {
		const char *why = NULL;
		char copy[4096];
		int d, cost, n;
		if (!fgets(line, sizeof line, sol)) {
			printf("FAIL cube %lld: no line\n", i + 1);
			fails++;
			continue;
		}
		strcpy(copy, line);
		if (sscanf(line, "%d%n", &d, &n) != 1) why = "no distance";
		else if (d == -1) {
			if (strspn(line + n, " \t\r\n") != strlen(line + n)) why = "moves after -1";
		} else if ((cost = apply_moves(line, s, &why)) >= 0) {
			if (!is_solved(s)) why = "the moves do not solve the cube";
			else if (cost != d) why = "the moves cost other than the distance";
		}
		if (why) { printf("FAIL cube %lld: %s: %s", i + 1, why, copy); fails++; }
		else printf("%d\n", d);
	}
	if (fgets(line, sizeof line, sol)) { printf("FAIL: more lines than cubes\n"); fails++; }
	return fails;
}

int main(int argc, char **argv)
{
	long cnt[32], total;
	int maxd, i, m;
	build_geometry();
	build_moves();
	build_clockwise();
	if (argc >= 4 && argc % 2 == 0 && !strcmp(argv[1], "--replay")) {   /* no BFS needed */
		int fails = 0;
		for (i = 2; i < argc; i += 2) {
			FILE *in = fopen(argv[i], "rb"), *sol = fopen(argv[i + 1], "rb");
			if (!in || !sol) { perror(in ? argv[i + 1] : argv[i]); return 2; }
			fails += replay(in, sol);
			fclose(in);
			fclose(sol);
		}
		return fails ? 1 : 0;
	}
	HKEY = malloc(sizeof *HKEY * HSIZE);
	HDIST = malloc(HSIZE);
	if (!HKEY || !HDIST) { fprintf(stderr, "out of memory\n"); return 3; }
	if (argc > 1 && !strcmp(argv[1], "--census")) {
		for (m = 0; m < 2; m++) {
			const char *name = m ? "HTM" : "QTM";
			total = bfs(m ? 18 : 12, cnt, &maxd);
			for (i = 0; i <= maxd; i++) printf("%s %d %ld\n", name, i, cnt[i]);
			printf("%s total %ld\n%s max %d\n", name, total, name, maxd);
		}
		return 0;
	}
	total = qtm_table(cnt, &maxd);
	if (total != NPOS) { fprintf(stderr, "BFS found %ld classes\n", total); return 3; }
	if (argc > 1 && !strncmp(argv[1], "--gen-", 6)) {
		if (argc > 3) rng ^= strtoull(argv[3], 0, 10) * 0x2545F4914F6CDD1Dull;
		/* legal cubes as the statement gives them; mutants and duplicates (robustness
		 * tests) mix other alphabets in too */
		any_letters = !strcmp(argv[1], "--gen-mutants") ||
		              !strcmp(argv[1], "--gen-duplicates");
		if (!strcmp(argv[1], "--gen-depth") && (argc == 4 || argc == 5))
			gen_depth(atoi(argv[2]), argc == 5 ? atoi(argv[4]) : 0);
		else if (!strcmp(argv[1], "--gen-random") && argc == 4) {
			unsigned char s[NS];
			printf("%d\n", atoi(argv[2]));
			for (i = 0; i < atoi(argv[2]); i++) { unkey(random_state(), s); print_cube(s); }
		} else if (!strcmp(argv[1], "--gen-moves")) gen_moves();
		else if (!strcmp(argv[1], "--gen-mutants") && argc == 4) gen_mutants(atoi(argv[2]));
		else if (!strcmp(argv[1], "--gen-duplicates") && argc == 4) gen_duplicates(atoi(argv[2]));
		else { fprintf(stderr, "bad generator arguments\n"); return 2; }
		return 0;
	}
	if (argc == 1) answer(stdin);
	m = argc > 2 && !strcmp(argv[1], "--each") ? 3 : 1;
	for (i = m; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		if (!f) { perror(argv[i]); return 2; }
		if (m == 3) {   /* stdout := DIR/NAME.out */
			char path[4096];
			const char *base = strrchr(argv[i], '/') ? strrchr(argv[i], '/') + 1 : argv[i];
			size_t n = strlen(base);
			if (n > 3 && !strcmp(base + n - 3, ".in")) n -= 3;
			if (strlen(argv[2]) + n + 6 > sizeof path) { fprintf(stderr, "path too long\n"); return 2; }
			sprintf(path, "%s/%.*s.out", argv[2], (int)n, base);
			fflush(stdout);
			if (!freopen(path, "w", stdout)) { perror(path); return 2; }
		}
		answer(f);
		fclose(f);
	}
	return 0;
}
