/* autoreap N MS: with SIGCHLD ignored (the kernel reaps the children, so no wait() counts their
 * time), start N children one after another, each burning MS ms of CPU; 10 ms apart. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 400, i;
	long ms = argc > 2 ? atol(argv[2]) : 8;
	struct timespec nap = { 0, 10000000L };
	signal(SIGCHLD, SIG_IGN);
	for (i = 0; i < n; i++) {
		if (fork() == 0) {
			while (clock() < ms * (CLOCKS_PER_SEC / 1000))
				;
			_exit(0);
		}
		nanosleep(&nap, NULL);
	}
	return 0;
}
