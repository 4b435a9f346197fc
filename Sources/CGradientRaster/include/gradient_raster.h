#ifndef DYNAMICS_GRADIENT_RASTER_H
#define DYNAMICS_GRADIENT_RASTER_H

#include <stddef.h>
#include <stdint.h>

/* Fills the pixels of an oblique CAGradientLayer as iOS dithers it (DynamicsRender's AxialGradientRaster and
 * GradientDither say why): `width` × `height` Cairo ARGB32 pixels, rows `stride` bytes apart, whose first is device
 * pixel (`x0`, `y0`). The colour comes from iOS's ramp of texels along the axis: `texels` premultiplied colours,
 * four doubles each (red, green, blue, alpha in 8-bit units) in `values`, a pixel taking the texel its position
 * falls in (no interpolation). The first row's first pixel sits at ramp position `row_start` (in texels); a position
 * moves by `per_column` a column and by `per_row` a row, clamped to the ramp. Each channel v, rounded to 1/256 of a
 * level as n + f/256, shows n + 1 where the pixel's threshold (row y mod 16, column x mod 16 of the 16 × 16
 * `thresholds`) is below f, n otherwise, within 0...255.
 * In C so that debug builds, where Swift runs unoptimised, draw it about as fast as a vertical gradient. */
void dynamics_gradient_fill_oblique(uint8_t *pixels, size_t stride, int x0, int y0, int width, int height,
                                    const double *values, int texels, double row_start,
                                    double per_column, double per_row, const uint8_t *thresholds);

#endif
