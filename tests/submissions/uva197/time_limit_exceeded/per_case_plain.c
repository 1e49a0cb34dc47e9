/*
 * per_case_plain.c -- UVa 197 "Cube", TOO SLOW: one plain search per case.
 *
 * Right answers, but each case runs its own search, and a plain one: pieces b..g in a fixed
 * order, each tried at every placement against a char grid, with no "lowest empty cell" rule
 * and nothing kept between cases.  About 0.3 s a case here, so 10 cases already pass the 3 s
 * limit.  The seed write-up avoids exactly this: it searches once and answers every case by a
 * rotation.
 * TLE on 02-orient24, 03-translate and 12-random100; AC on 01-sample and 11-mirror.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned long M; /* a set of the 27 cells, bit 9z+3y+x */
static const char *CUBE = "adcaccaacddgbfgffedggbfebee";
static int rot[24][3][3], nrot;
static M place[7][700];       /* placements of each piece */
static int nplace[7];
static char sols[12000][28];
static int nsols;
static M cur[1];

static int bit(int x, int y, int z) { return 9 * z + 3 * y + x; }
static int low(M m) __attribute__((unused));
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

static char grid[28];

/* fits: does placement m meet only empty cells of the grid? */
static int fits(M m)
{
	int i;
	for (i = 0; i < 27; i++) if (m >> i & 1 && grid[i] != '.') return 0;
	return 1;
}

/* puts piece letter ch (or '.') on the cells of m */
static void paint(M m, char ch)
{
	int i;
	for (i = 0; i < 27; i++) if (m >> i & 1) grid[i] = ch;
}

/* pieces b..g in turn, each at every placement that fits (SLOW: no cell rule, no cache) */
static void search(int p)
{
	int k;
	if (p == 7) {
		memcpy(sols[nsols++], grid, 28);
		return;
	}
	for (k = 0; k < nplace[p]; k++)
		if (fits(place[p][k])) {
			paint(place[p][k], (char)('a' + p));
			search(p + 1);
			paint(place[p][k], '.');
		}
}

static int cmp(const void *a, const void *b) { return strcmp(a, b); }

int main(void)
{
	static const int perm[6][3] = {{0,1,2},{0,2,1},{1,0,2},{1,2,0},{2,0,1},{2,1,0}};
	int p, s, i, dx, dy, dz, det;
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
	for (p = 1; p < 7; p++) all_placements(p, shape[p]);
	while (scanf("%63s", line) == 1) {
		static const int id[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
		for (a = 0, i = 0; i < 27; i++) if (line[i] == 'a') a |= 1UL << i;
		nsols = 0;
		for (dz = -2; dz <= 2; dz++) for (dy = -2; dy <= 2; dy++) for (dx = -2; dx <= 2; dx++)
			if ((cur[0] = image(id, a, dx, dy, dz)) != 0) {
				memset(grid, '.', 27);
				paint(cur[0], 'a');
				search(1);
			}
		cur[0] = 0;
		qsort(sols, nsols, sizeof sols[0], cmp);
		for (i = 0; i < nsols; i++) puts(sols[i]);
		putchar('\n');
	}
	return 0;
}
