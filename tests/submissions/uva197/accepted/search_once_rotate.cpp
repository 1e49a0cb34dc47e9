// search_once_rotate.cpp -- UVa 197 "Cube", ACCEPTED, in a contestant's style.
//
// The seed write-up's plan in our own code: all assemblies are found once, for piece a in the
// orientation of the statement's first sample line (every translate of it); a case is answered
// by the rotation that carries that orientation onto the case's one, applied to every stored
// assembly.  Pieces are lists of (x,y,z) points; the 24 rotations are the signed permutation
// matrices of determinant +1; the search is piece by piece (b..g), each piece tried in every
// distinct orientation at every offset (each such placement listed once, as a 27-bit mask of
// the cells it fills).  Reads only well-formed input (one 27-char line of 'a'/'.' per case).
#include <algorithm>
#include <array>
#include <cstdio>
#include <iostream>
#include <queue>
#include <set>
#include <vector>
using namespace std;

typedef array<int, 3> P;
const string CUBE = "adcaccaacddgbfgffedggbfebee";
vector<array<array<int, 3>, 3>> rots;
vector<vector<P>> shapes[7];  // distinct orientations, each shifted to min coordinate 0
vector<string> base;          // assemblies with a as in the first sample line, any offset
string grid(27, '.');
vector<int> fits[7];          // each piece's placements inside the cube, as 27-bit cell masks

P mul(const array<array<int, 3>, 3> &m, P p) {
	P q;
	for (int r = 0; r < 3; r++) q[r] = m[r][0] * p[0] + m[r][1] * p[1] + m[r][2] * p[2];
	return q;
}
vector<P> norm(vector<P> v) {
	P lo = {9, 9, 9};
	for (auto &p : v)
		for (int k = 0; k < 3; k++) lo[k] = min(lo[k], p[k]);
	for (auto &p : v)
		for (int k = 0; k < 3; k++) p[k] -= lo[k];
	sort(v.begin(), v.end());
	return v;
}
vector<P> cells(const string &s, char c) {
	vector<P> v;
	for (int i = 0; i < 27; i++)
		if (s[i] == c) v.push_back({i % 3, i / 3 % 3, i / 9});
	return v;
}
int idx(P p) { return 9 * p[2] + 3 * p[1] + p[0]; }

void dfs(int k, int used) {
	if (k == 7) { base.push_back(grid); return; }
	for (int m : fits[k])
		if (!(m & used)) {
			for (int i = 0; i < 27; i++)
				if (m >> i & 1) grid[i] = char('a' + k);
			dfs(k + 1, used | m);
			for (int i = 0; i < 27; i++)
				if (m >> i & 1) grid[i] = '.';
		}
}

int main() {
	int perm[3] = {0, 1, 2};
	do
		for (int s = 0; s < 8; s++) {
			array<array<int, 3>, 3> m{};
			for (int r = 0; r < 3; r++) m[r][perm[r]] = (s >> r & 1) ? -1 : 1;
			int det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
			          m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
			          m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
			if (det == 1) rots.push_back(m);
		}
	while (next_permutation(perm, perm + 3));
	for (int k = 0; k < 7; k++) {
		set<vector<P>> seen;
		for (auto &m : rots) {
			vector<P> v;
			for (auto p : cells(CUBE, char('a' + k))) v.push_back(mul(m, p));
			if (seen.insert(norm(v)).second) shapes[k].push_back(norm(v));
		}
	}
	const string first = "aa.a..a....................";
	shapes[0] = {norm(cells(first, 'a'))};  // a: this orientation only
	for (int k = 0; k < 7; k++)
		for (auto &sh : shapes[k])
			for (int dz = 0; dz < 3; dz++)
				for (int dy = 0; dy < 3; dy++)
					for (int dx = 0; dx < 3; dx++) {
						int m = 0;
						for (auto &p : sh) {
							P q = {p[0] + dx, p[1] + dy, p[2] + dz};
							if (q[0] > 2 || q[1] > 2 || q[2] > 2) { m = 0; break; }
							m |= 1 << idx(q);
						}
						if (m) fits[k].push_back(m);
					}
	dfs(0, 0);
	string line;
	while (cin >> line) {
		vector<P> want = norm(cells(line, 'a'));
		vector<string> out;
		for (auto &m : rots) {  // the rotation carrying the stored orientation onto the case's
			vector<P> v;
			for (auto p : shapes[0][0]) v.push_back(mul(m, p));
			if (norm(v) != want) continue;
			for (auto &s : base) {
				string t(27, '?');
				for (int i = 0; i < 27; i++) {  // rotate about the centre cell
					P c = mul(m, P{i % 3 - 1, i / 3 % 3 - 1, i / 9 - 1});
					t[idx({c[0] + 1, c[1] + 1, c[2] + 1})] = s[i];
				}
				out.push_back(t);
			}
			break;
		}
		sort(out.begin(), out.end());
		for (auto &s : out) printf("%s\n", s.c_str());
		printf("\n");
	}
}
