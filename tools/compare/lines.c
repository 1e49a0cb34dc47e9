/*
 * lines.c -- exact and lines mode. Both files are streamed through small buffers and compared
 * in step, in the manner of problemtools' default validator: one pass over the bytes, never a
 * whole line held. Lines are compared byte by byte; at the first mismatch two lines are still
 * equal when the rest of both is blank, which is exactly "equal once the trailing blanks are
 * cut" without holding the blanks. The end of each file's content (past its last non-blank
 * byte) is found once from the back (textio.c), so that trailing empty lines are never read.
 */
#include "compare.h"

/* Start walking both files from their beginnings. */
void sides_reset(struct ctx *x)
{
	int i;
	for (i = 0; i < 2; i++) {
		x->side[i].f = &x->file[i];
		cur_open(&x->side[i].c, &x->file[i], 0);
		x->side[i].line = 1;
		x->side[i].content = 0;
		x->side[i].ends = 0;
	}
}

/* Start reading the line at S's cursor; RAW (exact mode): only the end of the file ends it,
 * else also the end of its content. */
static void line_begin(struct side *s, struct line *l, int raw)
{
	l->start = cur_off(&s->c);
	l->no = s->line;
	l->len = 0;
	l->nl = 0;
	l->nkeep = 0;
	l->blank = 1;
	l->eof = l->done = raw ? cur_peek(&s->c) < 0 : l->start >= s->f->cend;
}

/* The next byte of line L, -1 at its end. */
static inline int line_byte(struct side *s, struct line *l, int raw)
{
	int c;
	if (l->done)
		return -1;
	c = cur_get(&s->c);
	if (c < 0 || c == '\n') {
		l->done = 1;
		if (c == '\n') {
			l->nl = 1;
			s->line++;
			if (raw && l->nkeep < KEEP)
				l->keep[l->nkeep++] = '\n';
		}
		return -1;
	}
	l->len++;
	if (l->nkeep < KEEP)
		l->keep[l->nkeep++] = (unsigned char)c;
	if (!is_trim(c))
		l->blank = 0;
	return c;
}

/* Read the rest of line L; are those bytes all blanks? */
static int line_rest_blank(struct side *s, struct line *l, int raw)
{
	int c, blank = 1;
	while ((c = line_byte(s, l, raw)) >= 0)
		blank &= is_trim(c);
	return blank;
}

/* Read one line of each side; are they equal (RAW: byte for byte, else once their trailing
 * blanks are cut)? Equal prefixes then two blank rests are equal lines. */
int read_pair(struct side *e, struct side *g, int raw, struct line *le, struct line *lg)
{
	int a, b, rest_e, rest_g;
	line_begin(e, le, raw);
	line_begin(g, lg, raw);
	for (;;) {
		a = line_byte(e, le, raw);
		b = line_byte(g, lg, raw);
		if (a != b)
			break;
		if (a < 0)
			return le->eof == lg->eof && (!raw || le->nl == lg->nl);
	}
	rest_e = (a < 0 || is_trim(a)) & line_rest_blank(e, le, raw);
	rest_g = (b < 0 || is_trim(b)) & line_rest_blank(g, lg, raw);
	return !raw && rest_e && rest_g && le->eof == lg->eof;
}

/* What line L of file F is, for the case rules. */
static enum ltype line_type(const struct line *l, const struct file *f)
{
	return l->start >= f->cend ? T_EOF : l->blank ? T_EMPTY : T_TEXT;
}

/* One --diff row of lines. */
static void show_line_row(const struct ctx *x, const struct line *le, const struct line *lg,
	int raw)
{
	fprintf(out, "%8lld  ", le->eof ? lg->no : le->no);
	show_cell(x, le->keep, le->nkeep, le->len + (raw && le->nl), le->eof, 1, 1);
	fputs("  | ", out);
	show_cell(x, lg->keep, lg->nkeep, lg->len + (raw && lg->nl), lg->eof, 0, 0);
	putc('\n', out);
}

/* Compare the files line by line (RAW: exact mode); stop after MAX differing lines, or, when
 * SHOW, show them and count the rest ("(N more)": no row is left out without saying so); the
 * first one into FIRST. Returns how many differ (at most MAX unless SHOW). */
long long lines_pass(struct ctx *x, int raw, long long max, int show, struct first *first)
{
	struct side *e = &x->side[0], *g = &x->side[1];
	struct line le, lg;
	long long found = 0, blanks = 0;
	sides_reset(x);
	if (show)
		fprintf(out, "%8s  %-*s  | %s\n", "line", CELL, "expected", "received");
	while (found < max || show) {
		if (read_pair(e, g, raw, &le, &lg)) {
			if (le.eof)
				break;
		} else {
			if (found == 0 && first) {
				first->no = le.no;
				first->blanks = blanks;
				first->te = line_type(&le, e->f);
				first->tg = line_type(&lg, g->f);
			}
			if (show && found < max)
				show_line_row(x, &le, &lg, raw);
			found++;
		}
		if (!le.eof && le.blank)
			blanks++;
	}
	if (found > max)
		fprintf(out, "%8s  (%lld more)\n", "", found - max);
	return found;
}

/* The case in which the first differing line D falls; N cases in EXPECTED. With blocks: a
 * difference on a blank line of EXPECTED where GOT has ended is in the next block (GOT's block
 * is complete), unless on line 1; one past EXPECTED's end is in its last block when GOT's line
 * continues that block. */
long long case_of_line(enum cases cs, const struct first *d, long long n)
{
	long long b = d->blanks + 1;
	if (cs == C_LINES)
		return d->te == T_EOF ? n + 1 : d->no;
	if (d->te == T_EOF)
		return d->tg == T_TEXT && n > 0 ? n : n + 1;
	if (d->te == T_EMPTY && d->tg == T_EOF)
		return d->no == 1 ? b : b + 1; /* on line 1 GOT has no block at all */
	return b;
}

/* The number of cases (lines or blocks) in F: its lines up to the end of its content. */
long long count_cases(struct ctx *x, struct file *f, enum cases cs)
{
	struct cur *c = &x->side[0].c;
	long long lines = 1, blanks = 0;
	int blank = 1, ch;
	off_t left = f->cend;
	if (f->cend == 0)
		return 0;
	cur_open(c, f, 0);
	while (left-- > 0 && (ch = cur_get(c)) >= 0) {
		if (ch == '\n') {
			lines++;
			blanks += blank;
			blank = 1;
		} else if (!is_trim(ch)) {
			blank = 0;
		}
	}
	return cs == C_LINES ? lines : blanks + 1;
}
