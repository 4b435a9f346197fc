#include <png.h>
#include <errno.h>
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

static void dynamics_png_on_error(png_structp png, png_const_charp text) {
    struct dynamics_png_error *error = (struct dynamics_png_error *)png_get_error_ptr(png);
    snprintf(error->message, error->message_size, "%s", text);
    longjmp(error->jump, 1);
}

static void dynamics_png_on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/* Writes a premultiplied BGRA image (Cairo's ARGB32 on a little-endian machine) to `path` as an 8-bit PNG with
 * straight (un-premultiplied) alpha: RGBA when `has_alpha`, else RGB (every alpha byte must then be 255). `level` is the zlib level 0…9; no row filters.
 * Returns 0 on success, -1 with `message` filled on failure (the caller removes the partial file). */
static inline int dynamics_png_write_bgra(const char *path, const unsigned char *pixels, int width, int height,
                                          size_t stride, int has_alpha, int level, char *message,
                                          size_t message_size) {
    struct dynamics_png_error error;
    error.message = message;
    error.message_size = message_size;
    FILE *volatile file = fopen(path, "wb");
    if (!file) {
        snprintf(message, message_size, "%s", strerror(errno));
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &error, dynamics_png_on_error,
                                              dynamics_png_on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    unsigned char *volatile row = malloc((size_t)width * 4);
    if (!png || !info || !row) {
        snprintf(message, message_size, "out of memory");
        png_destroy_write_struct(&png, &info);
        free(row);
        fclose(file);
        return -1;
    }
    if (setjmp(error.jump)) {
        png_destroy_write_struct(&png, &info);
        free(row);
        fclose(file);
        return -1;
    }
    png_init_io(png, file);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    if (!has_alpha) {
        /* Opaque premultiplied pixels are already straight: let libpng reorder BGR and drop the alpha byte. */
        png_set_bgr(png);
        png_set_filler(png, 0, PNG_FILLER_AFTER);
        for (int y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * stride);
    } else {
        for (int y = 0; y < height; y++) {
            const unsigned char *source = pixels + (size_t)y * stride;
            unsigned char *target = row;
            for (int x = 0; x < width; x++, source += 4, target += 4) {
                unsigned int a = source[3];
                if (a == 255 || a == 0) {
                    target[0] = source[2];
                    target[1] = source[1];
                    target[2] = source[0];
                } else {
                    /* round(p * 255 / a), half up */
                    target[0] = (unsigned char)((source[2] * 510u + a) / (2u * a));
                    target[1] = (unsigned char)((source[1] * 510u + a) / (2u * a));
                    target[2] = (unsigned char)((source[0] * 510u + a) / (2u * a));
                }
                target[3] = (unsigned char)a;
            }
            png_write_row(png, row);
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    if (fclose(file) != 0) {
        snprintf(message, message_size, "%s", strerror(errno));
        return -1;
    }
    return 0;
}
