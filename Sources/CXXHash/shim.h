// xxHash's XXH3, from Debian's libxxhash-dev: the frame fingerprints of render manifests.
#include <xxhash.h>
#if defined(__x86_64__)
// XXH3 with run-time dispatch to AVX2 where the CPU has it (the same digests).
#include <xxh_x86dispatch.h>
#endif
