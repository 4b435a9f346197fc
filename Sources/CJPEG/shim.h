#include <stdio.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/* libjpeg reports errors by longjmp (or by exit() with its default handler), which must never cross Swift frames.
 * These functions keep setjmp, every libjpeg call and the longjmp target inside C, and report failure as a return
 * code plus a message. */

struct dynamics_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void dynamics_jpeg_on_error(j_common_ptr info) {
    struct dynamics_jpeg_error *error = (struct dynamics_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

static void dynamics_jpeg_on_message(j_common_ptr info) { (void)info; }

/* Points a codec at `error` with the handlers above (errors jump back, messages are dropped). */
static inline struct jpeg_error_mgr *dynamics_jpeg_errors(struct dynamics_jpeg_error *error) {
    struct jpeg_error_mgr *manager = jpeg_std_error(&error->manager);
    manager->error_exit = dynamics_jpeg_on_error;
    manager->output_message = dynamics_jpeg_on_message;
    return manager;
}

/* Writes the codec's last error into `message`. */
static inline void dynamics_jpeg_message(j_common_ptr info, char *message, size_t message_size) {
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(message, message_size, "%s", text);
}

/* Reads the JPEG of `size` bytes at `data`: its pixel size into `width` and `height`, and, when `pixels` is not NULL,
 * the image as BGRA rows `stride` bytes apart with alpha 255 (the caller sizes the buffer from a first call without
 * pixels, and the size must still match). Returns 0, or -1 with a message; a truncated or corrupt stream, which
 * libjpeg would fill with grey and only warn about, is an error. */
static inline int dynamics_jpeg_read(const unsigned char *data, size_t size, unsigned char *pixels, int *width,
                                     int *height, size_t stride, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct dynamics_jpeg_error error;
    info.err = dynamics_jpeg_errors(&error);
    if (setjmp(error.jump)) {
        dynamics_jpeg_message((j_common_ptr)&info, message, message_size);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if (pixels == NULL) {
        *width = (int)info.image_width;
        *height = (int)info.image_height;
        jpeg_destroy_decompress(&info);
        return 0;
    }
    if ((int)info.image_width != *width || (int)info.image_height != *height) {
        snprintf(message, message_size, "the image is not %d×%d pixels", *width, *height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    info.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    if (error.manager.num_warnings > 0) {
        snprintf(message, message_size, "the data is truncated or corrupt");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

/* Encodes `width`×`height` BGRX rows `stride` bytes apart (the fourth byte is ignored) as a baseline JPEG of
 * `quality` (0–100, 4:2:0 chroma as libjpeg's default) into a buffer libjpeg allocates: `*output` and `*output_size`
 * on success, to be released with free(). Returns 0, or -1 with a message. */
static inline int dynamics_jpeg_write(const unsigned char *pixels, int width, int height, size_t stride, int quality,
                                      unsigned char **output, unsigned long *output_size, char *message,
                                      size_t message_size) {
    struct jpeg_compress_struct info;
    struct dynamics_jpeg_error error;
    *output = NULL;
    *output_size = 0;
    info.err = dynamics_jpeg_errors(&error);
    if (setjmp(error.jump)) {
        dynamics_jpeg_message((j_common_ptr)&info, message, message_size);
        jpeg_destroy_compress(&info);
        free(*output);
        *output = NULL;
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, output, output_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}
