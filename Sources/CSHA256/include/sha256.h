#ifndef DYNAMICS_SHA256_H
#define DYNAMICS_SHA256_H

#include <stddef.h>
#include <stdint.h>

/* The SHA-256 compression function (FIPS 180-4, section 6.2.2): folds `block_count` consecutive 64-byte blocks of
 * `blocks` into the eight-word hash `state`. Padding and the message length are the caller's (DynamicsRender's
 * SHA256). In C so that debug builds, which compile Swift without optimisation, still hash a 4 MB frame in a
 * fraction of the time a frame takes to render. */
void dynamics_sha256_compress(uint32_t state[8], const uint8_t *blocks, size_t block_count);

/* The same in portable C, which `dynamics_sha256_compress` uses when the CPU has no SHA extensions (x86-64's
 * SHA-NI); the tests hash the same data both ways. */
void dynamics_sha256_compress_portable(uint32_t state[8], const uint8_t *blocks, size_t block_count);

#endif
