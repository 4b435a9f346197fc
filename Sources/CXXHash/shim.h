// xxHash's XXH3, from Debian's libxxhash-dev: the frame fingerprints of render manifests.
#include <xxhash.h>
