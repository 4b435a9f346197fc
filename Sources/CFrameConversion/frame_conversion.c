#include "frame_conversion.h"

/* 8-bit fixed-point BT.601 limited range (×256): Y = 16 + (66 R + 129 G + 25 B) / 256, U = 128 + (−38 R − 74 G +
 * 112 B) / 256, V = 128 + (112 R − 94 G − 18 B) / 256, rounded. With the offsets folded into the sums every term stays
 * within 0…65535, so the arithmetic is 16-bit and the compiler packs eight or sixteen pixels into a vector. */
static inline uint8_t luma(uint16_t r, uint16_t g, uint16_t b) {
    return (uint8_t)((uint16_t)(66 * r + 129 * g + 25 * b + 128 + (16 << 8)) >> 8);
}
static inline uint8_t chroma_u(uint16_t r, uint16_t g, uint16_t b) {
    return (uint8_t)((uint16_t)(112 * b - 38 * r - 74 * g + 128 + (128 << 8)) >> 8);
}
static inline uint8_t chroma_v(uint16_t r, uint16_t g, uint16_t b) {
    return (uint8_t)((uint16_t)(112 * r - 94 * g - 18 * b + 128 + (128 << 8)) >> 8);
}

/* One pixel's B, G, R, or black outside the image. */
static inline void pixel(const uint8_t *bgra, size_t stride, int width, int height, int x, int y, int *r, int *g,
                         int *b) {
    if (x >= width || y >= height) {
        *r = *g = *b = 0;
        return;
    }
    const uint8_t *p = bgra + (size_t)y * stride + (size_t)x * 4;
    *b = p[0];
    *g = p[1];
    *r = p[2];
}

/* Luma of one row of `count` pixels: a plain loop over 32-bit pixels that the compiler vectorises. */
static void luma_row(const uint32_t *pixels, int count, uint8_t *y) {
    for (int x = 0; x < count; x++) {
        const uint32_t p = pixels[x];
        y[x] = luma((uint16_t)((p >> 16) & 0xFF), (uint16_t)((p >> 8) & 0xFF), (uint16_t)(p & 0xFF));
    }
}

/* Chroma of `count` 2 × 2 blocks from two rows. */
static void chroma_row(const uint32_t *row0, const uint32_t *row1, int count, uint8_t *u, uint8_t *v) {
    for (int x = 0; x < count; x++) {
        const uint32_t a = row0[2 * x], b = row0[2 * x + 1], c = row1[2 * x], d = row1[2 * x + 1];
        const uint16_t blue = (uint16_t)(((a & 0xFF) + (b & 0xFF) + (c & 0xFF) + (d & 0xFF) + 2) >> 2);
        const uint16_t green = (uint16_t)((((a >> 8) & 0xFF) + ((b >> 8) & 0xFF) + ((c >> 8) & 0xFF) + ((d >> 8) & 0xFF) + 2) >> 2);
        const uint16_t red = (uint16_t)((((a >> 16) & 0xFF) + ((b >> 16) & 0xFF) + ((c >> 16) & 0xFF) + ((d >> 16) & 0xFF) + 2) >> 2);
        u[x] = chroma_u(red, green, blue);
        v[x] = chroma_v(red, green, blue);
    }
}

void dynamics_bgra_to_i420(const uint8_t *bgra, size_t stride, int width, int height, uint8_t *y_plane,
                           uint8_t *u_plane, uint8_t *v_plane, int padded_width, int padded_height) {
    const int chroma_width = padded_width / 2;
    /* The interior (every 2 × 2 block inside the image) goes through the row loops; the right and bottom edges,
     * where padding may join in, through `pixel`. */
    const int full_pairs_x = width / 2, full_pairs_y = height / 2;
    for (int cy = 0; cy < padded_height / 2; cy++) {
        uint8_t *y0 = y_plane + (size_t)(2 * cy) * padded_width;
        uint8_t *y1 = y0 + padded_width;
        uint8_t *u = u_plane + (size_t)cy * chroma_width;
        uint8_t *v = v_plane + (size_t)cy * chroma_width;
        int cx = 0;
        if (cy < full_pairs_y) {
            const uint32_t *row0 = (const uint32_t *)(const void *)(bgra + (size_t)(2 * cy) * stride);
            const uint32_t *row1 = (const uint32_t *)(const void *)(bgra + (size_t)(2 * cy + 1) * stride);
            luma_row(row0, 2 * full_pairs_x, y0);
            luma_row(row1, 2 * full_pairs_x, y1);
            chroma_row(row0, row1, full_pairs_x, u, v);
            cx = full_pairs_x;
        }
        for (; cx < chroma_width; cx++) {
            int r[4], g[4], b[4];
            for (int k = 0; k < 4; k++) {
                pixel(bgra, stride, width, height, 2 * cx + (k & 1), 2 * cy + (k >> 1), &r[k], &g[k], &b[k]);
            }
            y0[2 * cx] = luma((uint16_t)r[0], (uint16_t)g[0], (uint16_t)b[0]);
            y0[2 * cx + 1] = luma((uint16_t)r[1], (uint16_t)g[1], (uint16_t)b[1]);
            y1[2 * cx] = luma((uint16_t)r[2], (uint16_t)g[2], (uint16_t)b[2]);
            y1[2 * cx + 1] = luma((uint16_t)r[3], (uint16_t)g[3], (uint16_t)b[3]);
            const uint16_t rs = (uint16_t)((r[0] + r[1] + r[2] + r[3] + 2) >> 2);
            const uint16_t gs = (uint16_t)((g[0] + g[1] + g[2] + g[3] + 2) >> 2);
            const uint16_t bs = (uint16_t)((b[0] + b[1] + b[2] + b[3] + 2) >> 2);
            u[cx] = chroma_u(rs, gs, bs);
            v[cx] = chroma_v(rs, gs, bs);
        }
    }
}
