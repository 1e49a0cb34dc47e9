/* threadspin N: N threads spin forever (the main thread waits for them). */
#include <pthread.h>
#include <stdlib.h>

/* Spin forever. */
static void *spin(void *arg)
{
	volatile unsigned long x = 0;
	(void)arg;
	for (;;)
		x++;
	return NULL;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 4, i;
	pthread_t t[64];
	for (i = 0; i < n && i < 64; i++)
		if (pthread_create(&t[i], NULL, spin, NULL) != 0)
			return 2;
	pthread_join(t[0], NULL);
	return 0;
}
