#include "gradient_raster.h"

#include <math.h>

/* GradientDither.level: the value rounded to 1/256 of a level, its fraction compared with the threshold. */
static inline uint32_t level(double v, double threshold) {
    if (!(v > 0)) return 0;
    if (!(v < 255)) return 255;
    double fixed = round(v * 256);
    double whole = floor(fixed / 256);
    uint32_t shown = (uint32_t)whole + (threshold < fixed - 256 * whole ? 1u : 0u);
    return shown > 255u ? 255u : shown;
}

void dynamics_gradient_fill_oblique(uint8_t *pixels, size_t stride, int x0, int y0, int width, int height,
                                    const double *values, int texels, double row_start,
                                    double per_column, double per_row, const uint8_t *thresholds) {
    const double last = (double)(texels - 1);
    for (int j = 0; j < height; j++) {
        uint32_t *row = (uint32_t *)(pixels + (size_t)j * stride);
        const uint8_t *matrix_row = thresholds + (((unsigned)(y0 + j)) & 15u) * 16;
        double u = row_start;
        unsigned column = ((unsigned)x0) & 15u;
        for (int i = 0; i < width; i++) {
            double clamped = u < 0 ? 0 : (u > last ? last : u);
            const double *value = values + 4 * (size_t)clamped;
            double threshold = (double)matrix_row[column];
            row[i] = level(value[3], threshold) << 24 | level(value[0], threshold) << 16
                | level(value[1], threshold) << 8 | level(value[2], threshold);
            u += per_column;
            column = (column + 1) & 15u;
        }
        row_start += per_row;
    }
}
