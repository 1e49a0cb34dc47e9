/*
 * unreadable.c -- print "out" on stdout and "err" on stderr, then take away every permission
 * of both files (fchmod 0) and of its own program file (chmod /proc/self/exe 0), as a program
 * running as its caller's user can. Exits 0.
 * Used to check that the runner puts the modes back: the judge reads the outputs, and the next
 * test runs the same file.
 */
#include <stdio.h>
#include <sys/stat.h>

int main(void)
{
	puts("out");
	fputs("err\n", stderr);
	fflush(stdout);
	if (fchmod(1, 0) < 0 || fchmod(2, 0) < 0 || chmod("/proc/self/exe", 0) < 0)
		perror("unreadable: chmod");
	return 0;
}
