/*
 * reserve.c BYTES -- reserve BYTES of disk for stdout and for the file "scratch" in the work
 * folder without writing them, the two ways the kernel offers: fallocate(FALLOC_FL_KEEP_SIZE)
 * and the old XFS ioctl FS_IOC_RESVSP64 (served as fallocate on every file system), both of
 * which leave the size at 0; then posix_fallocate BYTES of "scratch" (glibc writes zeros where
 * fallocate is refused). Prints "fallocate: ok|refused (ERRNO); resvsp: ok|refused (ERRNO)"
 * on stderr before the posix_fallocate. Exits 0.
 * Used to check that --sandbox reserves no disk past the output limit.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/falloc.h>

struct space_resv { /* the kernel's, for FS_IOC_RESVSP64 (not in the user-space headers) */
	short l_type, l_whence;
	long long l_start, l_len;
	int l_sysid;
	unsigned l_pid;
	int l_pad[4];
};
#define FS_IOC_RESVSP64 _IOW('X', 42, struct space_resv)

/* "ok" or "refused (ERRNO)" for a call that returned R */
static void say(const char *what, int r, int err)
{
	fprintf(stderr, "%s: %s%s%s", what, r == 0 ? "ok" : "refused (",
		r == 0 ? "" : strerror(err), r == 0 ? "" : ")");
}

int main(int argc, char **argv)
{
	long long n = argc > 1 ? atoll(argv[1]) : 1 << 20;
	int fd = open("scratch", O_CREAT | O_WRONLY, 0600), r;
	struct space_resv resv;
	r = fallocate(1, FALLOC_FL_KEEP_SIZE, 0, n);
	if (r == 0 && fd >= 0)
		r = fallocate(fd, FALLOC_FL_KEEP_SIZE, 0, n);
	say("fallocate", r, errno);
	memset(&resv, 0, sizeof resv);
	resv.l_len = n;
	r = ioctl(1, FS_IOC_RESVSP64, &resv);
	if (r == 0 && fd >= 0)
		r = ioctl(fd, FS_IOC_RESVSP64, &resv);
	say("; resvsp", r, errno);
	fputc('\n', stderr);
	fflush(stderr);
	if (fd >= 0)
		posix_fallocate(fd, 0, n);
	return 0;
}
