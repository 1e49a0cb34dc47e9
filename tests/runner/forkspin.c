/* forkspin N MS: N children each burn MS ms of CPU while the parent sleeps, then waits. */
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 2, i;
	long ms = argc > 2 ? atol(argv[2]) : 900;
	for (i = 0; i < n; i++)
		if (fork() == 0) {
			volatile unsigned long x = 0;
			struct timespec t;
			do {
				int k;
				for (k = 0; k < 100000; k++)
					x++;
				clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
			} while (t.tv_sec * 1000 + t.tv_nsec / 1000000 < ms);
			_exit(0);
		}
	sleep(1);
	while (wait(NULL) > 0)
		;
	return 0;
}
