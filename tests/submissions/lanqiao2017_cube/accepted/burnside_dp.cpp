// burnside_dp.cpp -- Lanqiao 2017 "cube states", ACCEPTED, in a contestant's style.
//
// The seed write-up counts by BFS with a set (20 minutes for six colours) and mentions that
// "Burnside's lemma can do it"; this is that, written from scratch in a different model from
// problems/lanqiao2017_cube.c.  Corners are points (+-1,+-1,+-1), the 24 rotations are the
// signed permutation matrices of determinant +1, a corner's three stickers are ordered by a
// right-handed frame of their normals.  For each rotation g the patterns it fixes are counted
// by a memoised DP over the cycles of g on the corners that tracks the twist sum mod 3
// exactly (no "one third" argument): each cycle gets a class of look-alike pieces and a twist
// for its first corner, the others follow from g.  Reads only well-formed input: lines of
// six upper-case letters (U R F D L B); no line at all means the contest colouring YGOOGY.
#include <algorithm>
#include <array>
#include <cstdio>
#include <iostream>
#include <map>
#include <queue>
#include <vector>
using namespace std;
typedef long long ll;

typedef array<array<int, 3>, 3> Mat;
vector<Mat> rots;
array<int, 3> pos[8];
int ax[8][3];  // axes of the three stickers of corner i, right-handed, the y axis first

int face(int axis, int sign) {  // U R F D L B = +y +x +z -y -x -z
	static const int f[3][2] = {{4, 1}, {3, 0}, {5, 2}};
	return f[axis][sign > 0];
}

int ncyc, clen[8], cturn[8], cpart[8];  // length, twist once round, sum of partial twists
int ncls, need;
vector<int> cnt, sym;
bool constrained;
map<tuple<int, vector<int>, int>, ll> memo;

ll dp(int j, vector<int> &rem, int sum) {
	if (j == ncyc) return !constrained || sum == need;
	auto key = make_tuple(j, rem, sum);
	auto it = memo.find(key);
	if (it != memo.end()) return it->second;
	ll n = 0;
	for (int c = 0; c < ncls; c++) {
		if (rem[c] < clen[j]) continue;
		rem[c] -= clen[j];
		if (sym[c])
			n += dp(j + 1, rem, sum);  // one colour: its twist shows nothing
		else if (cturn[j] == 0)
			for (int t = 0; t < 3; t++) n += dp(j + 1, rem, (sum + clen[j] * t + cpart[j]) % 3);
		rem[c] += clen[j];
	}
	return memo[key] = n;
}

int main() {
	int p[3] = {0, 1, 2};
	do
		for (int s = 0; s < 8; s++) {
			Mat m{};
			for (int r = 0; r < 3; r++) m[r][p[r]] = (s >> r & 1) ? -1 : 1;
			int det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
			          m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
			          m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
			if (det == 1) rots.push_back(m);
		}
	while (next_permutation(p, p + 3));
	for (int i = 0; i < 8; i++) {
		pos[i] = {i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1};
		int sx = pos[i][0], sy = pos[i][1], sz = pos[i][2];
		// normals n_y, n_x, n_z, right-handed when det(n_y, n_x, n_z) = -sx*sy*sz > 0
		if (-sx * sy * sz > 0) ax[i][0] = 1, ax[i][1] = 0, ax[i][2] = 2;
		else ax[i][0] = 1, ax[i][1] = 2, ax[i][2] = 0;
	}
	vector<string> lines;
	string s;
	while (getline(cin, s))
		if (!s.empty()) lines.push_back(s);
	if (lines.empty()) lines.push_back("YGOOGY");
	for (auto &ln : lines) {
		// pieces: colour triple per corner, grouped by cyclic shift
		map<string, int> id;
		vector<string> base;
		cnt.clear(), sym.clear();
		need = 0;
		constrained = true;
		for (int i = 0; i < 8; i++) {
			string t(3, ' ');
			for (int k = 0; k < 3; k++) t[k] = ln[face(ax[i][k], pos[i][ax[i][k]])];
			string best = t;
			int off = 0;
			for (int k = 1; k < 3; k++) {
				string r = t.substr(3 - k) + t.substr(0, 3 - k);  // sticker j -> j + k
				if (r < best) best = r;
			}
			// off: t = base shifted by off (sticker j of base is at j + off)
			for (int k = 0; k < 3; k++)
				if (best.substr(3 - k) + best.substr(0, 3 - k) == t) { off = k; break; }
			if (!id.count(best)) {
				id[best] = (int)cnt.size();
				cnt.push_back(0);
				sym.push_back(best[0] == best[1] && best[1] == best[2]);
			}
			cnt[id[best]]++;
			if (sym[id[best]]) constrained = false;
			need = (need + off) % 3;
		}
		ncls = (int)cnt.size();
		ll total = 0;
		for (auto &g : rots) {
			int img[8], d[8];
			for (int i = 0; i < 8; i++) {
				array<int, 3> q{};
				for (int r = 0; r < 3; r++)
					for (int c = 0; c < 3; c++) q[r] += g[r][c] * pos[i][c];
				for (int j = 0; j < 8; j++)
					if (pos[j] == q) img[i] = j;
				int a = ax[i][0], b = 0;  // where sticker 0's axis goes
				for (int r = 0; r < 3; r++)
					if (g[r][a]) b = r;
				for (int k = 0; k < 3; k++)
					if (ax[img[i]][k] == b) d[i] = k;  // sticker k of i lands on k + d[i]
			}
			bool seen[8] = {};
			ncyc = 0;
			for (int i = 0; i < 8; i++) {
				if (seen[i]) continue;
				int len = 0, tw = 0, part = 0;
				for (int j = i; !seen[j]; j = img[j]) {
					seen[j] = true;
					part += tw;  // this corner's twist = first corner's + tw
					tw += d[j];
					len++;
				}
				clen[ncyc] = len, cturn[ncyc] = tw % 3, cpart[ncyc++] = part % 3;
			}
			memo.clear();
			vector<int> rem = cnt;
			total += dp(0, rem, 0);
		}
		printf("%lld\n", total / 24);
	}
}
