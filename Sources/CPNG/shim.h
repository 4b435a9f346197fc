#include <png.h>
#include <isa-l.h>
#include <xxhash.h>
#if defined(__x86_64__)
/* XXH3 through xxHash's run-time dispatch: AVX2 where the CPU has it (same digests, several times fewer
 * instructions than the SSE2 build Debian compiles in). Its macros route the XXH3 calls below to it. */
#include <xxh_x86dispatch.h>
#endif
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libpng reports errors by longjmp, which must never cross Swift frames. This function keeps setjmp, every libpng
 * call and the longjmp target inside C, and reports failure as a return code plus a message. */

struct dynamics_png_error {
    jmp_buf jump;
    char *message;
    size_t message_size;
};

/* The growing memory buffer the encoder writes into. */
struct dynamics_png_output {
    unsigned char *bytes;
    size_t size;
    size_t capacity;
};

static void dynamics_png_on_error(png_structp png, png_const_charp text) {
    struct dynamics_png_error *error = (struct dynamics_png_error *)png_get_error_ptr(png);
    snprintf(error->message, error->message_size, "%s", text);
    longjmp(error->jump, 1);
}

static void dynamics_png_on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void dynamics_png_append(png_structp png, png_bytep data, size_t length) {
    struct dynamics_png_output *output = (struct dynamics_png_output *)png_get_io_ptr(png);
    if (output->size + length > output->capacity) {
        size_t capacity = output->capacity * 2;
        if (capacity < output->size + length) capacity = output->size + length;
        unsigned char *grown = realloc(output->bytes, capacity);
        if (!grown) png_error(png, "out of memory");
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->size, data, length);
    output->size += length;
}

static void dynamics_png_flush(png_structp png) { (void)png; }

/* The one un-premultiply routine (Image.pixel, the PNG writer and the video encoder all use it):
 * round(component × 255 / alpha), half up, clamped to 255; 0 when alpha is 0; unchanged when alpha is 255.
 * floor((510p + a) / 2a) by a multiply with ceil(2^32 / 2a) and a shift instead of a division: the numerator is
 * below 2^17 and the divisor at most 510, so the product's error stays under 1/2a and the floor is exact (a test
 * checks every pair). */
#define DYNAMICS_RECIPROCAL(a) ((a) == 0 ? 0u : (unsigned int)(((1ull << 32) + 2ull * (a) - 1) / (2ull * (a))))
#define DYNAMICS_RECIPROCAL4(a) DYNAMICS_RECIPROCAL(a), DYNAMICS_RECIPROCAL(a + 1), DYNAMICS_RECIPROCAL(a + 2), DYNAMICS_RECIPROCAL(a + 3)
#define DYNAMICS_RECIPROCAL16(a) DYNAMICS_RECIPROCAL4(a), DYNAMICS_RECIPROCAL4(a + 4), DYNAMICS_RECIPROCAL4(a + 8), DYNAMICS_RECIPROCAL4(a + 12)
#define DYNAMICS_RECIPROCAL64(a) DYNAMICS_RECIPROCAL16(a), DYNAMICS_RECIPROCAL16(a + 16), DYNAMICS_RECIPROCAL16(a + 32), DYNAMICS_RECIPROCAL16(a + 48)
static const unsigned int dynamics_unpremultiply_reciprocals[256] = {
    DYNAMICS_RECIPROCAL64(0), DYNAMICS_RECIPROCAL64(64), DYNAMICS_RECIPROCAL64(128), DYNAMICS_RECIPROCAL64(192)
};

static inline unsigned char dynamics_unpremultiply(unsigned char component, unsigned char alpha) {
    /* No branches: alpha 255's reciprocal gives the component back, alpha 0's (0) gives 0, and the clamp (a
     * conditional move) only matters for invalid component > alpha. */
    unsigned long long numerator = 510ull * component + alpha;
    unsigned int value = (unsigned int)((numerator * dynamics_unpremultiply_reciprocals[alpha]) >> 32);
    return (unsigned char)(value > 255 ? 255 : value);
}

/* Un-premultiplies `width` premultiplied BGRA pixels from `source` into `target` (may be the same buffer), as
 * straight BGRA, or as RGBA when `to_rgba` (PNG's order; a constant at each call, so the branch folds away). */
static inline void dynamics_unpremultiply_row(const unsigned char *source, unsigned char *target, int width,
                                              int to_rgba) {
    const int red = to_rgba ? 0 : 2, blue = to_rgba ? 2 : 0;
    for (int x = 0; x < width; x++, source += 4, target += 4) {
        unsigned char a = source[3], b = source[0], g = source[1], r = source[2];
        target[blue] = dynamics_unpremultiply(b, a);
        target[1] = dynamics_unpremultiply(g, a);
        target[red] = dynamics_unpremultiply(r, a);
        target[3] = a;
    }
}

/* Opaque premultiplied BGRA pixels are already straight: `width` of them from `source` as RGBA with alpha 255. */
static inline void dynamics_opaque_bgra_to_rgba_row(const unsigned char *source, unsigned char *target, int width) {
    for (int x = 0; x < width; x++, source += 4, target += 4) {
        target[0] = source[2];
        target[1] = source[1];
        target[2] = source[0];
        target[3] = 255;
    }
}

#if defined(__x86_64__)
#include <tmmintrin.h>
/* Opaque BGRA to RGB, four pixels a shuffle (SSSE3's pshufb): the byte-at-a-time loop took more instructions than
 * compressing and hashing the frame together. Each step loads 16 bytes and stores 16 of which 12 are this step's,
 * so it runs while 6 pixels remain (the store stays inside the row) and returns how many pixels it converted. */
__attribute__((target("ssse3")))
static inline int dynamics_opaque_bgra_to_rgb_ssse3(const unsigned char *source, unsigned char *target, int width) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    int x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(source + 4 * (size_t)x));
        _mm_storeu_si128((__m128i *)(target + 3 * (size_t)x), _mm_shuffle_epi8(pixels, order));
    }
    return x;
}
#endif

/* Opaque premultiplied BGRA pixels are already straight: `width` of them from `source` as RGB. */
static inline void dynamics_opaque_bgra_to_rgb_row(const unsigned char *source, unsigned char *target, int width) {
    int x = 0;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) x = dynamics_opaque_bgra_to_rgb_ssse3(source, target, width);
#endif
    for (source += 4 * (size_t)x, target += 3 * (size_t)x; x < width; x++, source += 4, target += 3) {
        target[0] = source[2];
        target[1] = source[1];
        target[2] = source[0];
    }
}

/* Converts row `y` of a premultiplied BGRA image into `target`: RGB when `has_alpha` is 0 (opaque premultiplied
 * pixels are already straight: reorder BGR and drop the alpha byte), else straight RGBA. */
static inline void dynamics_png_convert_row(const unsigned char *pixels, size_t stride, int width, int y,
                                            int has_alpha, unsigned char *target) {
    const unsigned char *source = pixels + (size_t)y * stride;
    if (has_alpha) {
        dynamics_unpremultiply_row(source, target, width, 1);
        return;
    }
    dynamics_opaque_bgra_to_rgb_row(source, target, width);
}

/* Prepares a stream for isal_deflate_stateless: every field zeroed first, then ISA-L's initialiser, then the
 * history window set explicitly. ISA-L 2.30 (Debian 12's libisal2) leaves `hist_bits` out of
 * isal_deflate_stateless_init (fixed upstream in 2.31, commit 9f2b68f), so on a stack-allocated stream it held
 * whatever the stack held: a garbage value of 1…15 shrank the match window to 2…32 KiB and changed the compressed
 * bytes (never the pixels), rarely and depending on what ran on that thread before. 15 is ISA-L's default and the
 * largest window deflate allows. */
static inline void dynamics_isal_stream_init(struct isal_zstream *zstream) {
    memset(zstream, 0, sizeof *zstream);
    isal_deflate_stateless_init(zstream);
    zstream->hist_bits = ISAL_DEF_MAX_HIST_BITS;
}

/* The whole image as PNG scanlines (filter byte 0, "None", then the row), compressed as one zlib stream by ISA-L's
 * igzip at `isal_level` (none of the PNG filters makes flat UI frames smaller here; measured in the commit that added
 * this). The PNG writer uses level 0: its output is a function of the rows alone. Levels 1 and 2 (about 20 % smaller
 * files) are not: ISA-L 2.30 writes one of several different, equally valid streams of the same rows in about 1 of
 * 700 fresh processes, the same one for every call in that process (`dynamics-bench png-determinism` measures it;
 * docs/architecture.md has the evidence). Level 1 stays callable for that measurement.
 * Returns a malloc'ed stream in `*stream` (`*stream_size` bytes), or -1 when memory runs out or igzip fails. */
static inline int dynamics_png_deflate_isal(const unsigned char *pixels, int width, int height, size_t stride,
                                            int has_alpha, int isal_level, unsigned char **stream,
                                            size_t *stream_size, XXH3_state_t *pixel_hash) {
    const size_t row_size = 1 + (size_t)width * (has_alpha ? 4 : 3);
    const size_t raw_size = row_size * (size_t)height;
    /* Stored blocks bound the output of incompressible data: 5 bytes per 64 KiB block plus the zlib wrapper. */
    const size_t capacity = raw_size + raw_size / 1024 + 1024;
    unsigned char *raw = malloc(raw_size);
    unsigned char *output = malloc(capacity);
    /* Level 0 keeps its hash table in the stream; 1 and 2 need a level buffer. Zeroed, so nothing the compressor
     * might read before writing depends on what the allocator handed back. */
    const int needs_level_buffer = isal_level > 0;
    unsigned char *level_buffer = needs_level_buffer ? calloc(1, ISAL_DEF_LVL2_DEFAULT) : NULL;
    int status = -1;
    if (raw && output && (level_buffer || !needs_level_buffer)) {
        for (int y = 0; y < height; y++) {
            unsigned char *row = raw + (size_t)y * row_size;
            row[0] = 0;
            dynamics_png_convert_row(pixels, stride, width, y, has_alpha, row + 1);
            /* The pixel fingerprint is of exactly these bytes (dynamics_png_hash_bgra): hashed while the row is
             * still in the cache, instead of converting the picture a second time. */
            if (pixel_hash) XXH3_128bits_update(pixel_hash, row, row_size);
        }
        struct isal_zstream zstream;
        dynamics_isal_stream_init(&zstream);
        zstream.level = (uint32_t)isal_level;
        zstream.level_buf = level_buffer;
        zstream.level_buf_size = needs_level_buffer ? ISAL_DEF_LVL2_DEFAULT : 0;
        zstream.gzip_flag = IGZIP_ZLIB;
        zstream.end_of_stream = 1;
        zstream.flush = NO_FLUSH;
        zstream.next_in = raw;
        zstream.avail_in = (uint32_t)raw_size;
        zstream.next_out = output;
        zstream.avail_out = (uint32_t)capacity;
        if (isal_deflate_stateless(&zstream) == COMP_OK) {
            *stream = output;
            *stream_size = zstream.total_out;
            output = NULL;
            status = 0;
        }
    }
    free(raw);
    free(output);
    free(level_buffer);
    return status;
}

/* Encodes a premultiplied BGRA image (Cairo's ARGB32 on a little-endian machine) as an 8-bit PNG with straight
 * (un-premultiplied) alpha: RGBA when `has_alpha`, else RGB (every alpha byte must then be 255). `level` 1 compresses
 * the image data with ISA-L at its level 0 (`dynamics_png_deflate_isal`) and writes it with libpng's chunk API; any other level
 * 0…9 is zlib's, through libpng's row writer. No row filters either way. On success returns 0 and a malloc'ed
 * buffer in `*png_bytes` (`*png_size` bytes) that the caller frees; on failure returns -1 with `message` filled. */
static inline int dynamics_png_encode_bgra(const unsigned char *pixels, int width, int height, size_t stride,
                                           int has_alpha, int level, unsigned char **png_bytes, size_t *png_size,
                                           XXH3_state_t *pixel_hash, char *message, size_t message_size) {
    struct dynamics_png_error error;
    error.message = message;
    error.message_size = message_size;
    const size_t channels = has_alpha ? 4 : 3;
    unsigned char *volatile idat = NULL;
    size_t idat_size = 0;
    if (level == 1) {
        unsigned char *stream = NULL;
        if (dynamics_png_deflate_isal(pixels, width, height, stride, has_alpha, 0, &stream, &idat_size, pixel_hash) != 0) {
            snprintf(message, message_size, "out of memory");
            return -1;
        }
        idat = stream;
    }
    /* Flat UI frames compress to a few per cent of their raw size: start there and let the buffer grow. */
    struct dynamics_png_output output = { NULL, 0, idat ? idat_size + 1024 : (size_t)width * (size_t)height / 16 + 4096 };
    output.bytes = malloc(output.capacity);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &error, dynamics_png_on_error,
                                              dynamics_png_on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    unsigned char *volatile row = idat ? NULL : malloc((size_t)width * channels);
    if (!png || !info || (!idat && !row) || !output.bytes) {
        snprintf(message, message_size, "out of memory");
        png_destroy_write_struct(&png, &info);
        free(row);
        free(idat);
        free(output.bytes);
        return -1;
    }
    if (setjmp(error.jump)) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(idat);
        free(output.bytes);
        return -1;
    }
    png_set_write_fn(png, &output, dynamics_png_append, dynamics_png_flush);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    if (idat) {
        /* libpng's png_write_end insists on IDATs it compressed itself, so the stream and the end chunk go out as
         * raw chunks (libpng still frames them: length, type, CRC). */
        png_write_chunk(png, (png_const_bytep)"IDAT", idat, idat_size);
        png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
    } else {
        for (int y = 0; y < height; y++) {
            dynamics_png_convert_row(pixels, stride, width, y, has_alpha, row);
            if (pixel_hash) {
                static const unsigned char filter_none = 0;
                XXH3_128bits_update(pixel_hash, &filter_none, 1);
                XXH3_128bits_update(pixel_hash, row, (size_t)width * channels);
            }
            png_write_row(png, row);
        }
        png_write_end(png, info);
    }
    png_destroy_write_struct(&png, &info);
    free(row);
    free(idat);
    *png_bytes = output.bytes;
    *png_size = output.size;
    return 0;
}

/* The pixel fingerprint's bytes, fed to `state`: the picture as a PNG holds it before compression, row by row a filter
 * byte 0 ("None") and the row's samples, RGB for an opaque picture (`has_alpha` 0), else straight RGBA. The PNG
 * encoder hashes the same bytes as it builds them; this makes them for a picture that is not being encoded.
 * Returns -1 when memory runs out. */
static inline int dynamics_png_hash_bgra(const unsigned char *pixels, int width, int height, size_t stride,
                                         int has_alpha, XXH3_state_t *state) {
    const size_t row_size = 1 + (size_t)width * (has_alpha ? 4 : 3);
    unsigned char *row = malloc(row_size);
    if (!row) return -1;
    row[0] = 0;
    for (int y = 0; y < height; y++) {
        dynamics_png_convert_row(pixels, stride, width, y, has_alpha, row + 1);
        XXH3_128bits_update(state, row, row_size);
    }
    free(row);
    return 0;
}

/* `dynamics_png_hash_bgra` for straight RGBA samples (a decoded PNG): RGB rows when `has_alpha` is 0. */
static inline int dynamics_png_hash_rgba(const unsigned char *rgba, int width, int height, int has_alpha,
                                         XXH3_state_t *state) {
    const size_t row_size = 1 + (size_t)width * (has_alpha ? 4 : 3);
    unsigned char *row = malloc(row_size);
    if (!row) return -1;
    row[0] = 0;
    for (int y = 0; y < height; y++) {
        const unsigned char *source = rgba + (size_t)y * (size_t)width * 4;
        if (has_alpha) {
            memcpy(row + 1, source, (size_t)width * 4);
        } else {
            unsigned char *target = row + 1;
            for (int x = 0; x < width; x++, source += 4, target += 3) {
                target[0] = source[0];
                target[1] = source[1];
                target[2] = source[2];
            }
        }
        XXH3_128bits_update(state, row, row_size);
    }
    free(row);
    return 0;
}
