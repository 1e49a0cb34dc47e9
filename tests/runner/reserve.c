/*
 * reserve.c BYTES -- reserve BYTES of disk for stdout and for the file "scratch" in the work
 * folder, without writing them: fallocate(FALLOC_FL_KEEP_SIZE), which leaves the size at 0;
 * then posix_fallocate BYTES of "scratch" (glibc writes zeros where fallocate is refused).
 * Prints "fallocate: ok|refused (ERRNO)" on stderr before the posix_fallocate. Exits 0.
 * Used to check that --sandbox reserves no disk past the output limit.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/falloc.h>

int main(int argc, char **argv)
{
	long long n = argc > 1 ? atoll(argv[1]) : 1 << 20;
	int fd = open("scratch", O_CREAT | O_WRONLY, 0600), e = 0;
	if (fd < 0 || fallocate(1, FALLOC_FL_KEEP_SIZE, 0, n) < 0 ||
	    fallocate(fd, FALLOC_FL_KEEP_SIZE, 0, n) < 0)
		e = errno;
	fprintf(stderr, "fallocate: %s%s%s\n", e ? "refused (" : "ok", e ? strerror(e) : "",
		e ? ")" : "");
	fflush(stderr);
	if (fd >= 0)
		posix_fallocate(fd, 0, n);
	return 0;
}
