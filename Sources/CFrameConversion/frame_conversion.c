#include "frame_conversion.h"

/* 8-bit fixed-point BT.601 limited range (×256): Y = 16 + (66 R + 129 G + 25 B) / 256, U = 128 + (−38 R − 74 G +
 * 112 B) / 256, V = 128 + (112 R − 94 G − 18 B) / 256, rounded. */
static inline uint8_t luma(int r, int g, int b) { return (uint8_t)(((66 * r + 129 * g + 25 * b + 128) >> 8) + 16); }
static inline uint8_t chroma_u(int r, int g, int b) { return (uint8_t)(((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128); }
static inline uint8_t chroma_v(int r, int g, int b) { return (uint8_t)(((112 * r - 94 * g - 18 * b + 128) >> 8) + 128); }

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

void dynamics_bgra_to_i420(const uint8_t *bgra, size_t stride, int width, int height, uint8_t *y_plane,
                           uint8_t *u_plane, uint8_t *v_plane, int padded_width, int padded_height) {
    const int chroma_width = padded_width / 2;
    /* The interior (both pixels of every pair inside the image) runs without bounds checks, which lets the compiler
     * keep it tight; the right and bottom edges go through `pixel`. */
    const int full_pairs_x = width / 2, full_pairs_y = height / 2;
    for (int cy = 0; cy < padded_height / 2; cy++) {
        uint8_t *y0 = y_plane + (size_t)(2 * cy) * padded_width;
        uint8_t *y1 = y0 + padded_width;
        uint8_t *u = u_plane + (size_t)cy * chroma_width;
        uint8_t *v = v_plane + (size_t)cy * chroma_width;
        int cx = 0;
        if (cy < full_pairs_y) {
            const uint8_t *row0 = bgra + (size_t)(2 * cy) * stride;
            const uint8_t *row1 = row0 + stride;
            for (; cx < full_pairs_x; cx++) {
                const uint8_t *a = row0 + 8 * cx, *c = row1 + 8 * cx;
                y0[2 * cx] = luma(a[2], a[1], a[0]);
                y0[2 * cx + 1] = luma(a[6], a[5], a[4]);
                y1[2 * cx] = luma(c[2], c[1], c[0]);
                y1[2 * cx + 1] = luma(c[6], c[5], c[4]);
                const int r = (a[2] + a[6] + c[2] + c[6] + 2) >> 2;
                const int g = (a[1] + a[5] + c[1] + c[5] + 2) >> 2;
                const int b = (a[0] + a[4] + c[0] + c[4] + 2) >> 2;
                u[cx] = chroma_u(r, g, b);
                v[cx] = chroma_v(r, g, b);
            }
        }
        for (; cx < chroma_width; cx++) {
            int r[4], g[4], b[4];
            for (int k = 0; k < 4; k++) {
                pixel(bgra, stride, width, height, 2 * cx + (k & 1), 2 * cy + (k >> 1), &r[k], &g[k], &b[k]);
            }
            y0[2 * cx] = luma(r[0], g[0], b[0]);
            y0[2 * cx + 1] = luma(r[1], g[1], b[1]);
            y1[2 * cx] = luma(r[2], g[2], b[2]);
            y1[2 * cx + 1] = luma(r[3], g[3], b[3]);
            const int rs = (r[0] + r[1] + r[2] + r[3] + 2) >> 2;
            const int gs = (g[0] + g[1] + g[2] + g[3] + 2) >> 2;
            const int bs = (b[0] + b[1] + b[2] + b[3] + 2) >> 2;
            u[cx] = chroma_u(rs, gs, bs);
            v[cx] = chroma_v(rs, gs, bs);
        }
    }
}
