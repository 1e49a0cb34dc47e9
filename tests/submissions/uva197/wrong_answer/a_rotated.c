/*
 * a_rotated.c -- UVa 197 "Cube", WRONG: piece a rotated as well as translated.
 *
 * The statement says a may be translated but not rotated, and its hint explains why: a is the
 * only piece no rotation maps onto itself, so fixing its orientation removes the rotated
 * copies of each assembly.  Giving a all its placements prints all 11,520 assemblies (24 per
 * class) for every case, whatever the input's orientation.  Found once, as the answer does
 * not depend on the case.
 * Caught by every judge test (01-sample first); on one case, so stress finds it at SIZE 0.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned long M; /* a set of the 27 cells, bit 9z+3y+x */
static const char *CUBE = "adcaccaacddgbfgffedggbfebee";
static int rot[24][3][3], nrot;
static M place[7][700];       /* placements of each piece */
static int nplace[7];
static M lst[7][27][64];      /* b..g by lowest cell */
static int nlst[7][27];
static char sols[12000][28];  /* 11520 assemblies at most */
static int nsols;
static M cur[7];

static int bit(int x, int y, int z) { return 9 * z + 3 * y + x; }
static int low(M m) { int i = 0; while (!(m >> i & 1)) i++; return i; }

/* the cells of m moved by matrix r (about the origin) and then shifted by (dx,dy,dz);
   0 if a cell leaves the cube */
static M image(const int r[3][3], M m, int dx, int dy, int dz)
{
	M out = 0;
	int i, k, p[3], q[3];
	for (i = 0; i < 27; i++) {
		if (!(m >> i & 1)) continue;
		p[0] = i % 3; p[1] = i / 3 % 3; p[2] = i / 9;
		for (k = 0; k < 3; k++) q[k] = r[k][0] * p[0] + r[k][1] * p[1] + r[k][2] * p[2];
		q[0] += dx; q[1] += dy; q[2] += dz;
		for (k = 0; k < 3; k++) if (q[k] < 0 || q[k] > 2) return 0;
		out |= 1UL << bit(q[0], q[1], q[2]);
	}
	return out;
}

static void add(int p, M m)
{
	int j;
	for (j = 0; j < nplace[p]; j++) if (place[p][j] == m) return;
	place[p][nplace[p]++] = m;
}

/* every rotation and shift of the cell set m that fits, as placements of piece p */
static void all_placements(int p, M m)
{
	int r, dx, dy, dz;
	M t;
	for (r = 0; r < nrot; r++)
		for (dz = -2; dz <= 4; dz++) for (dy = -2; dy <= 4; dy++) for (dx = -2; dx <= 4; dx++)
			if ((t = image(rot[r], m, dx, dy, dz)) != 0) add(p, t);
}

static void search(M used)
{
	int c, p, k;
	if (used == (1UL << 27) - 1) {
		for (p = 0; p < 7; p++)
			for (k = 0; k < 27; k++) if (cur[p] >> k & 1) sols[nsols][k] = (char)('a' + p);
		sols[nsols++][27] = 0;
		return;
	}
	c = low(~used);
	for (p = 1; p < 7; p++)
		if (!cur[p])
			for (k = 0; k < nlst[p][c]; k++)
				if (!(lst[p][c][k] & used)) {
					cur[p] = lst[p][c][k];
					search(used | cur[p]);
					cur[p] = 0;
				}
}

static int cmp(const void *a, const void *b) { return strcmp(a, b); }

int main(void)
{
	static const int perm[6][3] = {{0,1,2},{0,2,1},{1,0,2},{1,2,0},{2,0,1},{2,1,0}};
	int p, s, i, k, det;
	char line[64];
	M shape[7] = {0}, a;
	for (p = 0; p < 6; p++)
		for (s = 0; s < 8; s++) {
			int (*m)[3] = rot[nrot];
			memset(m, 0, sizeof rot[0]);
			for (i = 0; i < 3; i++) m[i][perm[p][i]] = (s >> i & 1) ? -1 : 1;
			det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
			    - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
			    + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
			if (det == 1) nrot++;
		}
	for (i = 0; i < 27; i++) shape[CUBE[i] - 'a'] |= 1UL << i;
	for (p = 1; p < 7; p++) {
		all_placements(p, shape[p]);
		for (k = 0; k < nplace[p]; k++) {
			i = low(place[p][k]);
			lst[p][i][nlst[p][i]++] = place[p][k];
		}
	}
	while (scanf("%63s", line) == 1) {
		for (a = 0, i = 0; i < 27; i++) if (line[i] == 'a') a |= 1UL << i;
		if (!nsols) { /* the answer is the same for every case: found once */
			all_placements(0, a); /* BUG: a's placements include its rotations */
			for (k = 0; k < nplace[0]; k++) search(cur[0] = place[0][k]);
			cur[0] = 0;
			qsort(sols, nsols, sizeof sols[0], cmp);
		}
		for (i = 0; i < nsols; i++) puts(sols[i]);
		putchar('\n');
	}
	return 0;
}
