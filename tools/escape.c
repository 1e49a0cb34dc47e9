/*
 * escape.c -- make text safe to show on a terminal, line by line (the judge's views of a
 * program's output, stderr, compile log, file and test names all pass through it).
 *
 * Usage:  escape [--cut COLUMNS] [--prefix TEXT] < IN > OUT
 * Valid UTF-8 text (accents, CJK) stays as it is; tabs are kept. Everything that could move the
 * cursor, change colours or start a terminal command is written out instead: ESC as \e, CR as
 * \r, NUL as \0, the other C0 controls and DEL as \xNN, the C1 controls (U+0080-U+009F: CSI,
 * OSC, ST ...) as \u00NN, and each byte that is not part of valid UTF-8 (a raw 0x9b is a CSI on
 * some terminals) as \xNN. With --cut, each line shows at most COLUMNS characters (an escape
 * counts as its length) and ends in "..." when cut. Each line is preceded by TEXT.
 * Memory: with --cut, a line's first 4 x COLUMNS + 4 bytes only (the rest of it is skipped, so
 * a 64 MiB line costs nothing); without it, the whole line.
 * Exit status: 0, or 2 on a usage error, 1 when the output cannot be written.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The length of the valid UTF-8 sequence at s (n bytes left), or 0 if it is not one. */
static int utf8_length(const unsigned char *s, size_t n)
{
	int len, i;
	unsigned long cp;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4, cp = s[0] & 0x07;
	else
		return 0;
	if (n < (size_t)len)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	/* no overlong forms, no surrogates, nothing past U+10FFFF */
	if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return len;
}

/* Write the form of the character at s (len bytes) into out; its column count. */
static int shown(const unsigned char *s, int len, char *out)
{
	if (len == 0)
		return sprintf(out, "\\x%02x", s[0]);
	if (len == 2 && s[0] == 0xc2 && s[1] <= 0x9f)
		return sprintf(out, "\\u00%02x", s[1]);
	if (len > 1) {
		memcpy(out, s, (size_t)len);
		out[len] = '\0';
		return 1;
	}
	switch (s[0]) {
	case 0x1b: return sprintf(out, "\\e");
	case '\r': return sprintf(out, "\\r");
	case '\0': return sprintf(out, "\\0");
	case '\t': return sprintf(out, "\t");
	}
	if (s[0] < 0x20 || s[0] == 0x7f)
		return sprintf(out, "\\x%02x", s[0]);
	out[0] = (char)s[0], out[1] = '\0';
	return 1;
}

/* Read one line into *LINE (of *SIZE bytes, grown as needed), without its newline, keeping
 * at most KEEP bytes of it (all when KEEP is 0); *SKIPPED is set when bytes were left out.
 * Returns the bytes kept, or -1 at the end of the input. */
static long read_line(unsigned char **line, size_t *size, size_t keep, int *skipped)
{
	size_t n = 0;
	int c;
	*skipped = 0;
	while ((c = getchar()) != EOF && c != '\n') {
		if (keep > 0 && n == keep) {
			*skipped = 1;
			continue;
		}
		if (n == *size) {
			*size = *size ? 2 * *size : 256;
			if (!(*line = realloc(*line, *size))) {
				fputs("escape: out of memory\n", stderr);
				exit(1);
			}
		}
		(*line)[n++] = (unsigned char)c;
	}
	return c == EOF && n == 0 && !*skipped ? -1 : (long)n;
}

/* One line (without its newline): prefix, characters up to the cut, "..." if cut (or when
 * bytes past the kept ones were SKIPPED). */
static void put_line(const unsigned char *s, size_t n, const char *prefix, long cut, int skipped)
{
	char form[8];
	long columns = 0;
	size_t i = 0;
	int len, width;

	fputs(prefix, stdout);
	while (i < n) {
		len = utf8_length(s + i, n - i);
		width = shown(s + i, len, form);
		if (cut > 0 && columns + width > cut) {
			skipped = 1;
			break;
		}
		fputs(form, stdout);
		columns += width;
		i += len ? (size_t)len : 1;
	}
	fputs(skipped ? "...\n" : "\n", stdout);
}

int main(int argc, char **argv)
{
	const char *prefix = "";
	long cut = 0;
	char *end;
	unsigned char *line = NULL;
	size_t size = 0;
	long n;
	int i, skipped;

	for (i = 1; i + 1 < argc; i += 2)
		if (!strcmp(argv[i], "--prefix"))
			prefix = argv[i + 1];
		else if (!strcmp(argv[i], "--cut") && (cut = strtol(argv[i + 1], &end, 10)) > 0 &&
			 !*end)
			continue;
		else
			break;
	if (i != argc) {
		fputs("usage: escape [--cut COLUMNS] [--prefix TEXT] < IN > OUT\n", stderr);
		return 2;
	}
	while ((n = read_line(&line, &size, cut > 0 ? 4 * (size_t)cut + 4 : 0, &skipped)) >= 0)
		put_line(line, (size_t)n, prefix, cut, skipped);
	free(line);
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
