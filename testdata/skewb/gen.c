/*
 * gen.c -- stress-mode generator for skewb: `gen SEED SIZE` prints one legal judge input,
 * "1" and one net, the same bytes for the same SEED and SIZE (C99, libc only).
 *
 * SIZE: the length of a random scramble from solved: SIZE WCA moves (R U L B, each
 * clockwise or counter-clockwise), each drawn uniformly among the 7 that do not undo the
 * move before (X then X'; X X is allowed, it equals X').  SIZE 0 is the solved puzzle.  So
 * a position at SIZE s is at most s moves from solved, and every distance 0..11 (God's
 * number) is reached; SIZE 1 gives the 8 positions one move away.
 * The scrambled puzzle is then shown as a judge's input may show it: in the WCA colours
 * (W R G Y O B on U R F D L B) or, for half the seeds, in six other letters drawn from A-Z,
 * and held in one of its 24 orientations (a whole-puzzle rotation, which changes no
 * distance).
 * Model (from 3-D geometry, not from problems/skewb.c): sticker 5 * face + k (faces U R F D
 * L B; k = 0 centre, 1..4 the corners TL TR BL BR of the net, each face's "up" toward B for
 * U, toward F for D, toward U for the side faces) sits at point 2n (centre) or c + n (corner
 * c), n the face's normal.  The move at corner v turns the stickers whose piece (n or c) lies
 * on v's side (dot product > 0) by -120 degrees about v (clockwise seen from v); a rotation
 * moves every sticker.  R U L B are the corners DRB ULB DLF DLB.
 * PRNG: SplitMix64 (Steele, Lea, Flood, OOPSLA 2014), state SEED + SIZE * 2^32, so sizes of
 * one seed are unrelated; not rand(), whose sequence differs between libcs.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int x, y, z; } Vec;
static const Vec NORMAL[6] = {   /* U R F D L B */
	{0, 1, 0}, {1, 0, 0}, {0, 0, 1}, {0, -1, 0}, {-1, 0, 0}, {0, 0, -1}
};
static const Vec UP[6] = {{0, 0, -1}, {0, 1, 0}, {0, 1, 0}, {0, 0, 1}, {0, 1, 0}, {0, 1, 0}};
/* DRB ULB DLF DLB: the corners of R U L B */
static const Vec CORNER[4] = {{1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}, {-1, -1, -1}};
static Vec piece[30], point[30];

static uint64_t state;
/* SplitMix64: next 64 random bits */
static uint64_t next(void)
{
	uint64_t z = state += 0x9E3779B97F4A7C15u;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
	return z ^ (z >> 31);
}
/* uniform 0..n-1 (rejection, no modulo bias) */
static int below(int n)
{
	uint64_t top = UINT64_MAX / (uint64_t)n * (uint64_t)n, x;
	do x = next(); while (x >= top);
	return (int)(x % (uint64_t)n);
}

static Vec add(Vec a, Vec b) { Vec r = {a.x + b.x, a.y + b.y, a.z + b.z}; return r; }
static Vec scale(Vec a, int k) { Vec r = {k * a.x, k * a.y, k * a.z}; return r; }
static Vec cross(Vec a, Vec b)
{
	Vec r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
	return r;
}
static int dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

/* sticker points and pieces */
static void geometry(void)
{
	int f, k;
	for (f = 0; f < 6; f++) {
		Vec n = NORMAL[f], up = UP[f], right = cross(up, n);
		piece[5 * f] = n;
		point[5 * f] = scale(n, 2);
		for (k = 0; k < 4; k++) {   /* TL TR BL BR: up or down, then left or right */
			Vec c = add(n, add(scale(up, k < 2 ? 1 : -1), scale(right, k % 2 * 2 - 1)));
			piece[5 * f + 1 + k] = c;
			point[5 * f + 1 + k] = add(c, n);
		}
	}
}

/* the sticker at point p */
static int sticker_at(Vec p)
{
	int i;
	for (i = 0; i < 30; i++)
		if (point[i].x == p.x && point[i].y == p.y && point[i].z == p.z) return i;
	fprintf(stderr, "gen: no sticker at (%d %d %d)\n", p.x, p.y, p.z);
	exit(3);
}

/* -120 degrees about corner v (|v|^2 = 3), by Rodrigues' formula: (v (v.p) - p - v x p) / 2 */
static Vec corner_turn(Vec v, Vec p)
{
	Vec r = add(scale(v, dot(v, p)), scale(add(p, cross(v, p)), -1));
	Vec h = {r.x / 2, r.y / 2, r.z / 2};
	return h;
}

/* move m (0..7: R R' U U' L L' B B') on the colours s */
static void move(char *s, int m)
{
	char t[30];
	int i, k;
	Vec v = CORNER[m / 2];
	for (k = 0; k < 1 + m % 2; k++) {   /* X' = X twice */
		memcpy(t, s, 30);
		for (i = 0; i < 30; i++)
			if (dot(piece[i], v) > 0) s[sticker_at(corner_turn(v, point[i]))] = t[i];
	}
}

/* one of the 24 rotations of the whole puzzle (signed permutation matrices, det +1) */
static void rotate(char *s, int which)
{
	static const int AXES[6][3] = {   /* 3 even, then 3 odd permutations */
		{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}
	};
	int a = which / 4, signs = which % 4, sg[3], i, c[3], q[3];
	char t[30];
	sg[0] = signs & 1 ? -1 : 1;
	sg[1] = signs & 2 ? -1 : 1;
	sg[2] = sg[0] * sg[1] * (a < 3 ? 1 : -1);   /* odd axis permutations need an odd sign */
	memcpy(t, s, 30);
	for (i = 0; i < 30; i++) {
		Vec p = point[i], r;
		c[0] = p.x; c[1] = p.y; c[2] = p.z;
		q[0] = sg[0] * c[AXES[a][0]];
		q[1] = sg[1] * c[AXES[a][1]];
		q[2] = sg[2] * c[AXES[a][2]];
		r.x = q[0]; r.y = q[1]; r.z = q[2];
		s[sticker_at(r)] = t[i];
	}
}

int main(int argc, char **argv)
{
	char s[30], letters[7] = "WRGYOB", pool[27] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
	char *end;
	unsigned long long seed;
	long size, k;
	int i, j, m, last = -1;
	if (argc != 3) { fprintf(stderr, "usage: gen SEED SIZE\n"); return 2; }
	seed = strtoull(argv[1], &end, 10);
	if (*argv[1] < '0' || *argv[1] > '9' || *end) {
		fprintf(stderr, "gen: SEED must be a whole number\n");
		return 2;
	}
	size = strtol(argv[2], &end, 10);
	if (*argv[2] < '0' || *argv[2] > '9' || *end || size > 1000000) {
		fprintf(stderr, "gen: SIZE must be 0..1000000\n");
		return 2;
	}
	state = (uint64_t)seed + ((uint64_t)size << 32);
	geometry();
	for (i = 0; i < 30; i++) s[i] = (char)(i / 5);
	for (k = 0; k < size; k++) {
		do m = below(8); while (last >= 0 && m == (last ^ 1));   /* not the inverse */
		move(s, m);
		last = m;
	}
	rotate(s, below(24));
	if (below(2)) {   /* six other letters, in a random order */
		for (i = 0; i < 6; i++) {
			j = i + below(26 - i);
			letters[i] = pool[j]; pool[j] = pool[i]; pool[i] = letters[i];
		}
	}
	printf("1\n");
	for (i = 0; i < 30; i++) printf("%s%c", i > 0 && i % 5 == 0 ? " " : "", letters[(int)s[i]]);
	printf("\n");
	return 0;
}
