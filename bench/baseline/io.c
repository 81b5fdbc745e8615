/* The input and output buffers of the C baseline: all of stdin read into
 * one buffer, the answer built in one buffer written at the end (the small
 * readers and writers are inline in baseline.h). */
#include "baseline.h"

/* ------------------------------------------------------------ input -- */

char *in;        /* all of stdin */
size_t in_len;   /* its length */
size_t in_pos;   /* the reading position */

/* Reads all of stdin: a regular file in one read of its size, a pipe by
 * doubling. */
void read_input(void) {
    struct stat st;
    size_t cap = 1 << 16;
    if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
        cap = (size_t)st.st_size + 1;
    in = must(malloc(cap));
    for (;;) {
        ssize_t got = read(0, in + in_len, cap - in_len);
        if (got <= 0)
            break;
        in_len += (size_t)got;
        if (in_len == cap)
            in = must(realloc(in, cap *= 2));
    }
}

uint64_t *read_nums(size_t n) {
    uint64_t *v = must(malloc((n ? n : 1) * sizeof *v));
    for (size_t i = 0; i < n; i++)
        v[i] = num();
    return v;
}

/* ----------------------------------------------------------- output -- */

char *out;       /* the answer so far */
size_t out_len, out_cap;

void write_output(void) {
    size_t done = 0;
    while (done < out_len) {
        ssize_t w = write(1, out + done, out_len - done);
        if (w <= 0)
            exit(1);
        done += (size_t)w;
    }
}
