/* tests/hostile/include_answer.c -- includes a judge test's expected output (from beside this
 * file, ../../testdata): a CE whose message quotes the answer, unless it is compiled where the
 * project tree is not. */
#include "../../testdata/hdu2953/04-deepest.out"

int main(void)
{
	return 0;
}
