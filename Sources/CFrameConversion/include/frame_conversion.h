#ifndef DYNAMICS_FRAME_CONVERSION_H
#define DYNAMICS_FRAME_CONVERSION_H

#include <stddef.h>
#include <stdint.h>

/* Converts straight (not premultiplied) BGRA pixels, `width` × `height` with rows `stride` bytes apart, to planar
 * YUV 4:2:0 (I420) of `padded_width` × `padded_height` (even, at least the image's size; the padding is black) with
 * BT.601 limited-range coefficients — what ffmpeg's scaler produces for bgra → yuv420p when no colour matrix is
 * given, within one code value. Alpha is ignored. Chroma is the 2 × 2 average. `y_plane` holds
 * padded_width × padded_height bytes, `u_plane` and `v_plane` a quarter of that each. */
void dynamics_bgra_to_i420(const uint8_t *bgra, size_t stride, int width, int height, uint8_t *y_plane,
                           uint8_t *u_plane, uint8_t *v_plane, int padded_width, int padded_height);

#endif
