/* listen SECONDS: listen on 127.0.0.1 (a free port, printed), accept for SECONDS, then exit. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	struct sockaddr_in a;
	socklen_t len = sizeof a;
	int s = socket(AF_INET, SOCK_STREAM, 0), c;
	memset(&a, 0, sizeof a);
	a.sin_family = AF_INET;
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (s < 0 || bind(s, (struct sockaddr *)&a, sizeof a) < 0 || listen(s, 8) < 0 ||
	    getsockname(s, (struct sockaddr *)&a, &len) < 0)
		return 1;
	printf("%d\n", ntohs(a.sin_port));
	fflush(stdout);
	alarm(argc > 1 ? (unsigned)atoi(argv[1]) : 20);
	while ((c = accept(s, NULL, NULL)) >= 0)
		close(c);
	return 0;
}
