/*
 * uva197_enum.c -- independent brute-force oracle for problems/uva197.c (UVa 197 "Cube").
 *
 * Written from the problem statement only, in a deliberately different representation:
 * pieces are lists of (x,y,z) integer points, rotations are the 24 signed 3x3 permutation
 * matrices with determinant +1 (found by trying all 48 signed permutations), and the search is
 * a plain recursion over the pieces in the fixed order a,b,...,g, trying every orientation at
 * every offset against a 3x3x3 char grid.  No bitmasks, no "lowest empty cell" rule.
 *
 * Cell (x,y,z) = (column, row, plane) has string index 9*z + 3*y + x.
 *
 *   uva197_enum < cases.in     for each line (surrounding whitespace trimmed, blank lines
 *                              skipped): all assemblies in which piece a occupies a translate of
 *                              the line's a-cells, sorted, then a blank line.  A line that is not
 *                              27 chars of 'a'/'.' forming a rotated/translated copy of piece a
 *                              gets just the blank line.
 *   uva197_enum --gen orient   the 24 orientations of piece a, each at some offset (one per line)
 *   uva197_enum --gen translate K    orientation K of piece a at every offset that fits
 *   uva197_enum --gen random N SEED  N drawings of a, random orientation and offset
 *   uva197_enum --census       piece table, number of assemblies with rotations distinct, up to
 *                              rotation, and up to rotation and reflection (pieces renamed to
 *                              their mirror twins).
 *
 * Build: cc -std=c99 -O2 -Wall tests/oracles/uva197_enum.c -o build/oracles/uva197_enum
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *ASSEMBLY = "adcaccaacddgbfgffedggbfebee";

typedef struct { int x, y, z; } Pt;
typedef struct { int n; Pt p[27]; } Shape; /* sorted, normalised to min coordinate 0 */

static int rot[24][3][3];
static int nrot;
static Shape orient[7][24]; /* distinct orientations of each piece */
static int norient[7];

static int cmp_pt(const void *a, const void *b)
{
	const Pt *p = a, *q = b;
	if (p->z != q->z) return p->z - q->z;
	if (p->y != q->y) return p->y - q->y;
	return p->x - q->x;
}

static void normalise(Shape *s)
{
	int mx = 99, my = 99, mz = 99;
	for (int i = 0; i < s->n; i++) {
		if (s->p[i].x < mx) mx = s->p[i].x;
		if (s->p[i].y < my) my = s->p[i].y;
		if (s->p[i].z < mz) mz = s->p[i].z;
	}
	for (int i = 0; i < s->n; i++) {
		s->p[i].x -= mx;
		s->p[i].y -= my;
		s->p[i].z -= mz;
	}
	qsort(s->p, s->n, sizeof(Pt), cmp_pt);
}

static int same(const Shape *a, const Shape *b)
{
	if (a->n != b->n) return 0;
	for (int i = 0; i < a->n; i++)
		if (cmp_pt(&a->p[i], &b->p[i])) return 0;
	return 1;
}

static Pt apply(int m[3][3], Pt p)
{
	int v[3] = {p.x, p.y, p.z}, w[3];
	for (int r = 0; r < 3; r++) w[r] = m[r][0] * v[0] + m[r][1] * v[1] + m[r][2] * v[2];
	Pt q = {w[0], w[1], w[2]};
	return q;
}

static int det3(int m[3][3])
{
	return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
	       m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
	       m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
}

static void make_rotations(void)
{
	static const int perm[6][3] = {{0,1,2},{0,2,1},{1,0,2},{1,2,0},{2,0,1},{2,1,0}};
	for (int p = 0; p < 6; p++)
		for (int s = 0; s < 8; s++) {
			int m[3][3] = {{0}};
			for (int r = 0; r < 3; r++) m[r][perm[p][r]] = (s >> r & 1) ? -1 : 1;
			if (det3(m) == 1) memcpy(rot[nrot++], m, sizeof m);
		}
}

static Shape piece_shape(char c, const char *str)
{
	Shape s = {0};
	for (int i = 0; i < 27; i++)
		if (str[i] == c) {
			Pt p = {i % 3, i / 3 % 3, i / 9};
			s.p[s.n++] = p;
		}
	return s;
}

static Shape transform(int m[3][3], const Shape *s)
{
	Shape t = *s;
	for (int i = 0; i < s->n; i++) t.p[i] = apply(m, s->p[i]);
	normalise(&t);
	return t;
}

static int find_orient(int piece, const Shape *s)
{
	for (int o = 0; o < norient[piece]; o++)
		if (same(&orient[piece][o], s)) return o;
	return -1;
}

static void make_orientations(void)
{
	for (int k = 0; k < 7; k++) {
		Shape base = piece_shape((char)('a' + k), ASSEMBLY);
		for (int r = 0; r < nrot; r++) {
			Shape t = transform(rot[r], &base);
			if (find_orient(k, &t) < 0) orient[k][norient[k]++] = t;
		}
	}
}

/* ---- plain recursive search -------------------------------------------------------------- */
static char grid[3][3][3];
static char (*sols)[28];
static int nsols, capsols;
static int a_only = -1; /* orientation index piece a is restricted to, -1 = all */

static void record(void)
{
	if (nsols == capsols) {
		capsols = capsols ? 2 * capsols : 1024;
		sols = realloc(sols, (size_t)capsols * sizeof *sols);
		if (!sols) exit(3);
	}
	for (int i = 0; i < 27; i++) sols[nsols][i] = grid[i / 9][i / 3 % 3][i % 3];
	sols[nsols][27] = 0;
	nsols++;
}

static void place(int k)
{
	if (k == 7) {
		record();
		return;
	}
	for (int o = 0; o < norient[k]; o++) {
		if (k == 0 && a_only >= 0 && o != a_only) continue;
		const Shape *s = &orient[k][o];
		for (int dz = 0; dz < 3; dz++)
			for (int dy = 0; dy < 3; dy++)
				for (int dx = 0; dx < 3; dx++) {
					int ok = 1;
					for (int i = 0; i < s->n && ok; i++) {
						int x = s->p[i].x + dx, y = s->p[i].y + dy, z = s->p[i].z + dz;
						if (x > 2 || y > 2 || z > 2 || grid[z][y][x]) ok = 0;
					}
					if (!ok) continue;
					for (int i = 0; i < s->n; i++)
						grid[s->p[i].z + dz][s->p[i].y + dy][s->p[i].x + dx] = (char)('a' + k);
					place(k + 1);
					for (int i = 0; i < s->n; i++)
						grid[s->p[i].z + dz][s->p[i].y + dy][s->p[i].x + dx] = 0;
				}
	}
}

static int cmp_str(const void *a, const void *b) { return strcmp(a, b); }

/* ---- census: orbit counting by canonical forms -------------------------------------------- */
static void image(int m[3][3], const char *in, char *out)
{
	/* rotate about the centre cell: shift to -1..1, multiply, shift back */
	for (int i = 0; i < 27; i++) {
		Pt p = {i % 3 - 1, i / 3 % 3 - 1, i / 9 - 1};
		Pt q = apply(m, p);
		out[9 * (q.z + 1) + 3 * (q.y + 1) + (q.x + 1)] = in[i];
	}
	out[27] = 0;
}

static void census(void)
{
	int mirror_of[7];
	int mir[3][3] = {{-1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
	for (int k = 0; k < 7; k++) {
		Shape t = transform(mir, &orient[k][0]);
		mirror_of[k] = -1;
		for (int j = 0; j < 7; j++)
			if (find_orient(j, &t) >= 0) mirror_of[k] = j;
		int places = 0;
		for (int o = 0; o < norient[k]; o++) {
			int mx = 0, my = 0, mz = 0;
			for (int i = 0; i < orient[k][o].n; i++) {
				if (orient[k][o].p[i].x > mx) mx = orient[k][o].p[i].x;
				if (orient[k][o].p[i].y > my) my = orient[k][o].p[i].y;
				if (orient[k][o].p[i].z > mz) mz = orient[k][o].p[i].z;
			}
			places += (3 - mx) * (3 - my) * (3 - mz);
		}
		printf("piece %c: %d cells, %d orientations, %d placements, mirror image %c\n", 'a' + k,
		       orient[k][0].n, norient[k], places, mirror_of[k] < 0 ? '?' : 'a' + mirror_of[k]);
	}
	a_only = -1;
	place(0);
	printf("assemblies (rotations distinct): %d\n", nsols);

	char (*canon_r)[28] = malloc((size_t)nsols * sizeof *canon_r);
	char (*canon_rr)[28] = malloc((size_t)nsols * sizeof *canon_rr);
	if (!canon_r || !canon_rr) exit(3);
	for (int s = 0; s < nsols; s++) {
		char img[28], mirrored[28], best[28], bestr[28];
		image(mir, sols[s], mirrored);
		for (int i = 0; i < 27; i++)
			mirrored[i] = (char)('a' + mirror_of[mirrored[i] - 'a']);
		strcpy(best, sols[s]);
		for (int r = 0; r < nrot; r++) {
			image(rot[r], sols[s], img);
			if (strcmp(img, best) < 0) strcpy(best, img);
		}
		strcpy(bestr, best);
		for (int r = 0; r < nrot; r++) {
			image(rot[r], mirrored, img);
			if (strcmp(img, bestr) < 0) strcpy(bestr, img);
		}
		strcpy(canon_r[s], best);
		strcpy(canon_rr[s], bestr);
	}
	qsort(canon_r, nsols, 28, cmp_str);
	qsort(canon_rr, nsols, 28, cmp_str);
	int d1 = 0, d2 = 0;
	for (int s = 0; s < nsols; s++) {
		d1 += s == 0 || strcmp(canon_r[s], canon_r[s - 1]) != 0;
		d2 += s == 0 || strcmp(canon_rr[s], canon_rr[s - 1]) != 0;
	}
	printf("up to rotation: %d\n", d1);
	printf("up to rotation and reflection: %d\n", d2);
	free(canon_r);
	free(canon_rr);
}

/* ---- test input generator ---------------------------------------------------------------- */
static int fits(const Shape *s, int dx, int dy, int dz)
{
	for (int i = 0; i < s->n; i++)
		if (s->p[i].x + dx > 2 || s->p[i].y + dy > 2 || s->p[i].z + dz > 2) return 0;
	return 1;
}

static void draw(int o, int dx, int dy, int dz)
{
	char line[28];
	memset(line, '.', 27);
	line[27] = 0;
	for (int i = 0; i < orient[0][o].n; i++) {
		const Pt *p = &orient[0][o].p[i];
		line[9 * (p->z + dz) + 3 * (p->y + dy) + p->x + dx] = 'a';
	}
	puts(line);
}

/* k-th offset (in z,y,x order, cyclically) at which orientation o fits */
static void draw_kth(int o, unsigned k)
{
	int offs[27][3], n = 0;
	for (int dz = 0; dz < 3; dz++)
		for (int dy = 0; dy < 3; dy++)
			for (int dx = 0; dx < 3; dx++)
				if (fits(&orient[0][o], dx, dy, dz)) {
					offs[n][0] = dx, offs[n][1] = dy, offs[n][2] = dz;
					n++;
				}
	k %= (unsigned)n;
	draw(o, offs[k][0], offs[k][1], offs[k][2]);
}

static int generate(int argc, char **argv)
{
	if (argc >= 3 && strcmp(argv[2], "orient") == 0) {
		for (int o = 0; o < norient[0]; o++) draw_kth(o, (unsigned)o * 5u);
	} else if (argc >= 4 && strcmp(argv[2], "translate") == 0) {
		int o = atoi(argv[3]);
		if (o < 0 || o >= norient[0]) return 2;
		for (int dz = 0; dz < 3; dz++)
			for (int dy = 0; dy < 3; dy++)
				for (int dx = 0; dx < 3; dx++)
					if (fits(&orient[0][o], dx, dy, dz)) draw(o, dx, dy, dz);
	} else if (argc >= 5 && strcmp(argv[2], "random") == 0) {
		unsigned long x = strtoul(argv[4], NULL, 10) * 2654435761u + 12345u;
		for (int n = atoi(argv[3]); n > 0; n--) {
			x = (x * 1103515245u + 12345u) & 0x7fffffffu;
			unsigned o = (unsigned)(x >> 8) % 24u;
			x = (x * 1103515245u + 12345u) & 0x7fffffffu;
			draw_kth((int)o, (unsigned)(x >> 8));
		}
	} else return 2;
	return 0;
}

/* ---- per-line cases ---------------------------------------------------------------------- */
static void solve_line(const char *s, size_t len)
{
	int ok = len == 27;
	for (size_t i = 0; ok && i < len; i++)
		if (s[i] != 'a' && s[i] != '.') ok = 0;
	if (ok) {
		Shape in = piece_shape('a', s);
		if (in.n != 4) ok = 0;
		else {
			normalise(&in);
			a_only = find_orient(0, &in);
			ok = a_only >= 0;
		}
	}
	if (ok) {
		/* memo per orientation of a: the same orientation always has the same answer */
		static char (*memo[24])[28];
		static int nmemo[24];
		if (!memo[a_only]) {
			nsols = 0;
			place(0);
			qsort(sols, nsols, 28, cmp_str);
			memo[a_only] = malloc((size_t)(nsols ? nsols : 1) * 28);
			if (!memo[a_only]) exit(3);
			memcpy(memo[a_only], sols, (size_t)nsols * 28);
			nmemo[a_only] = nsols;
		}
		for (int i = 0; i < nmemo[a_only]; i++) puts(memo[a_only][i]);
	}
	putchar('\n');
}

int main(int argc, char **argv)
{
	make_rotations();
	if (nrot != 24) return 3;
	make_orientations();
	if (argc > 1 && strcmp(argv[1], "--gen") == 0) return generate(argc, argv);
	if (argc > 1 && strcmp(argv[1], "--census") == 0) {
		census();
		return 0;
	}
	char *line = NULL;
	size_t len = 0, cap = 0;
	int c, more = 1;
	while (more) {
		c = getchar();
		if (c != EOF && c != '\n') {
			if (len == cap) {
				cap = cap ? 2 * cap : 256;
				line = realloc(line, cap);
				if (!line) return 3;
			}
			line[len++] = (char)c;
			continue;
		}
		more = c != EOF;
		size_t b = 0, e = len;
		while (b < e && isspace((unsigned char)line[b])) b++;
		while (e > b && isspace((unsigned char)line[e - 1])) e--;
		if (e > b) solve_line(line + b, e - b);
		len = 0;
	}
	free(line);
	return 0;
}
