/*
 * rewrite.c -- print "run", then empty its own program file: keep a descriptor of
 * /proc/self/exe across an exec of /bin/sh, which opens it again for writing (a running
 * program's file cannot be written; once the exec is done, it can). Exits as the shell does.
 * Used to check that under --sandbox the next run still runs the program.
 */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int main(void)
{
	int fd = open("/proc/self/exe", O_RDONLY);
	puts("run");
	fflush(stdout);
	if (fd < 0 || dup2(fd, 3) < 0)
		return 1;
	execl("/bin/sh", "sh", "-c", ": >/proc/self/fd/3", (char *)NULL);
	return 1;
}
